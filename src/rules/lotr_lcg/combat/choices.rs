//! What the phase's rules allow at the current step, over the table alone: the steps use
//! these, and front-ends build their menus from `choices`, so a menu offers exactly what
//! the step would take (who may pick is still the step's to check).

use crate::rules::lotr_lcg::model::{CharacterKind, Combat, Stage, Table};

/// Enemies engaged with `player` that have not attacked yet this phase.
pub(super) fn waiting_to_attack(table: &Table, combat: &Combat, player: &str) -> Vec<String> {
    table
        .enemies_engaged_with(player)
        .filter(|e| !combat.attacked.contains(&e.name))
        .map(|e| e.name.clone())
        .collect()
}

/// Enemies engaged with `player` the players have not attacked yet this phase.
pub(super) fn open_targets(table: &Table, combat: &Combat, player: &str) -> Vec<String> {
    table
        .enemies_engaged_with(player)
        .filter(|e| !combat.struck.contains(&e.name))
        .map(|e| e.name.clone())
        .collect()
}

pub(super) fn heroes_of(table: &Table, player: &str) -> Vec<String> {
    table
        .characters_of(player)
        .filter(|c| c.kind == CharacterKind::Hero)
        .map(|c| c.name.clone())
        .collect()
}

pub(super) fn in_game(table: &Table, player: &str) -> bool {
    table.player(player).is_some_and(|p| !p.eliminated)
}

/// Whether anyone could attack for `player`: their ready characters, or another
/// player's ready Ranged ones.
pub(super) fn could_attack(table: &Table, player: &str) -> bool {
    table
        .characters
        .iter()
        .any(|c| !c.exhausted && (c.player == player || c.ranged))
}

/// The names the current step picks from: the enemies that may attack or be attacked,
/// the ready defenders (the player's own and Sentinels), the player's heroes, or the
/// ready attackers not yet declared (the player's own and Ranged ones). Empty outside
/// combat and at steps that only continue.
pub fn choices(table: &Table) -> Vec<String> {
    let Some(combat) = &table.combat else {
        return Vec::new();
    };
    let ready = |eligible: &dyn Fn(&crate::rules::lotr_lcg::Character) -> bool| {
        table
            .characters
            .iter()
            .filter(|c| !c.exhausted && eligible(c))
            .map(|c| c.name.clone())
            .collect()
    };
    match &combat.stage {
        Stage::ChooseEnemy { player } => waiting_to_attack(table, combat, player),
        Stage::ChooseTarget { player } => open_targets(table, combat, player),
        Stage::DeclareDefender { player, .. } => ready(&|c| c.player == *player || c.sentinel),
        Stage::ChooseHero { attack } => heroes_of(table, &attack.player),
        Stage::DeclareAttackers {
            player, attackers, ..
        } => ready(&|c| (c.player == *player || c.ranged) && !attackers.contains(&c.name)),
        Stage::Dealt { .. }
        | Stage::RevealShadow { .. }
        | Stage::DealDamage { .. }
        | Stage::AttackDeclared { .. } => Vec::new(),
    }
}
