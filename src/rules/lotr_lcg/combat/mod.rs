//! The combat phase as a state machine (rules: steps 1–4). Each action checks that it is
//! the right step and the right player's turn, does one step, and moves the stage on to
//! the next point where the players decide or may play events ("continue").

mod choices;
mod defense;
mod flow;
mod offense;

pub use choices::choices;
pub use defense::{defend, hero, undefended};
pub use flow::settle;
pub use offense::attackers;

use choices::{heroes_of, in_game, open_targets, waiting_to_attack};
use defense::{enemy_damage, reveal, undefended_damage};
use flow::{next_enemy_attack, next_player_attack};
use offense::{close_declaration, player_attack};

use super::ctx::Ctx;
use super::deal;
use super::limits;
use super::model::{CharacterKind, Combat, EnemyAttack, Stage};
use super::outcome::Event;
use crate::error::UserError;

/// Step 1: deal the shadow cards and wait for the first player to continue.
pub fn start(ctx: &mut Ctx<'_>, order: &[String]) -> Result<(), UserError> {
    ctx.require_player()?;
    if ctx.table.combat.is_some() {
        return Err(UserError::new("err-lotr-combat-running"));
    }
    let order_of_play = deal::turn_order(ctx.table);
    let Some(first) = order_of_play.first().cloned() else {
        return Err(UserError::new("err-lotr-no-players"));
    };
    let mut ranked = Vec::new();
    if !order.is_empty() {
        if !ctx.plays(&first) {
            return Err(UserError::new("err-lotr-first-player-orders").arg("player", first));
        }
        if order.len() > limits::ENEMIES {
            return Err(UserError::new("err-lotr-list-length").arg("max", limits::ENEMIES));
        }
        for name in order {
            let enemy = ctx.enemy_named(name)?;
            if enemy.engaged_with.is_none() {
                return Err(UserError::new("err-lotr-not-engaged").arg("enemy", enemy.name.clone()));
            }
            ranked.push(enemy.name.clone());
        }
    }
    let sequence = deal::shadow_order(ctx.table, &ranked);
    if sequence.is_empty() {
        ctx.event(Event::NothingEngaged);
        return Ok(());
    }
    let mut dealt = Vec::new();
    let mut without = Vec::new();
    for name in sequence {
        if ctx.table.deck.is_empty() {
            without.push(name);
            continue;
        }
        let card = ctx.table.deck.remove(0);
        ctx.enemy_mut(&name)?.shadow = Some(card);
        dealt.push(name);
    }
    ctx.event(Event::ShadowsDealt { enemies: dealt });
    if !without.is_empty() {
        ctx.event(Event::DeckEmpty { without });
    }
    ctx.table.combat = Some(Combat {
        stage: Stage::Dealt { player: first },
        order: order_of_play,
        attacked: Vec::new(),
        struck: Vec::new(),
    });
    Ok(())
}

pub(super) fn combat(ctx: &Ctx<'_>) -> Result<Combat, UserError> {
    ctx.table
        .combat
        .clone()
        .ok_or_else(|| UserError::new("err-lotr-no-combat"))
}

pub(super) fn set_stage(ctx: &mut Ctx<'_>, stage: Stage) {
    if let Some(combat) = ctx.table.combat.as_mut() {
        combat.stage = stage;
    }
}

/// Refuses an action the current stage does not take, saying what it waits for.
pub(super) fn wrong_step(stage: &Stage) -> UserError {
    UserError::new("err-lotr-wrong-step")
        .arg("expected", stage.key())
        .arg("player", stage.player().to_owned())
}

/// The active player's step: only they (or the host) may take it.
pub(super) fn require_turn(ctx: &Ctx<'_>, stage: &Stage) -> Result<(), UserError> {
    ctx.require_plays(stage.player())
}

/// "Continue": the next step, where the stage waits for one.
pub fn proceed(ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    let combat = combat(ctx)?;
    let stage = combat.stage;
    let waits_for_continue = match &stage {
        Stage::ChooseEnemy { .. } | Stage::DeclareDefender { .. } => false,
        // With no hero left, undefended damage falls on no one: nothing to choose.
        Stage::ChooseHero { attack } => heroes_of(ctx.table, &attack.player).is_empty(),
        _ => true,
    };
    if !waits_for_continue {
        return Err(wrong_step(&stage));
    }
    require_turn(ctx, &stage)?;
    match stage {
        Stage::Dealt { .. } => next_enemy_attack(ctx, 0, None),
        Stage::RevealShadow { attack } => reveal(ctx, attack),
        Stage::DealDamage { attack } => enemy_damage(ctx, attack),
        Stage::ChooseHero { attack } => undefended_damage(ctx, attack, None),
        Stage::ChooseTarget { player } => {
            ctx.event(Event::Passed {
                player: player.clone(),
                enemy: None,
            });
            let after = position(&combat.order, &player) + 1;
            next_player_attack(ctx, after, Some(&player))
        }
        Stage::DeclareAttackers {
            player,
            enemy,
            attackers,
        } => close_declaration(ctx, &player, &enemy, attackers),
        Stage::AttackDeclared {
            player,
            enemy,
            attackers,
        } => player_attack(ctx, &player, &enemy, &attackers),
        Stage::ChooseEnemy { .. } | Stage::DeclareDefender { .. } => Err(wrong_step(&stage)),
    }
}

pub(super) fn position(order: &[String], player: &str) -> usize {
    order
        .iter()
        .position(|p| p == player)
        .unwrap_or(order.len())
}

/// `/combat enemy`: step 2.1 (which enemy attacks) or step 3 (which enemy to attack).
pub fn choose_enemy(ctx: &mut Ctx<'_>, name: &str) -> Result<(), UserError> {
    let combat = combat(ctx)?;
    let stage = combat.stage.clone();
    let (player, attacking) = match &stage {
        Stage::ChooseEnemy { player } => (player.clone(), false),
        Stage::ChooseTarget { player } => (player.clone(), true),
        _ => return Err(wrong_step(&stage)),
    };
    require_turn(ctx, &stage)?;
    let enemy = ctx.enemy_named(name)?;
    let enemy_name = enemy.name.clone();
    if enemy.engaged_with.as_deref() != Some(player.as_str()) {
        return Err(UserError::new("err-lotr-not-engaged-with")
            .arg("enemy", enemy_name)
            .arg("player", player));
    }
    if attacking {
        if combat.struck.contains(&enemy_name) {
            return Err(UserError::new("err-lotr-already-struck").arg("enemy", enemy_name));
        }
    } else if combat.attacked.contains(&enemy_name) {
        return Err(UserError::new("err-lotr-already-attacked").arg("enemy", enemy_name));
    }
    ctx.event(Event::EnemyChosen {
        player: player.clone(),
        enemy: enemy_name.clone(),
    });
    let next = if attacking {
        Stage::DeclareAttackers {
            player,
            enemy: enemy_name,
            attackers: Vec::new(),
        }
    } else {
        Stage::DeclareDefender {
            player,
            enemy: enemy_name,
        }
    };
    set_stage(ctx, next);
    Ok(())
}
