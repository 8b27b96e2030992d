//! Moving the phase on: the next enemy attack (step 2), the next player attack (step 3),
//! the end of the phase (step 4), and settling a stage whose player or enemy is gone.

use super::choices::could_attack;
use super::*;

/// Step 2: the next enemy attack, from the player at `from` in turn order on; a player
/// with a single enemy left has it chosen for them. After the last player, step 3.
pub(super) fn next_enemy_attack(
    ctx: &mut Ctx<'_>,
    from: usize,
    current: Option<&str>,
) -> Result<(), UserError> {
    let combat = combat(ctx)?;
    for player in combat.order.iter().skip(from) {
        if !in_game(ctx.table, player) {
            continue;
        }
        let waiting = waiting_to_attack(ctx.table, &combat, player);
        if waiting.is_empty() {
            continue;
        }
        if current != Some(player.as_str()) {
            ctx.event(Event::StepStarted {
                step: 2,
                player: player.clone(),
            });
        }
        match waiting.as_slice() {
            [only] => {
                ctx.event(Event::EnemyChosen {
                    player: player.clone(),
                    enemy: only.clone(),
                });
                set_stage(
                    ctx,
                    Stage::DeclareDefender {
                        player: player.clone(),
                        enemy: only.clone(),
                    },
                );
            }
            _ => set_stage(
                ctx,
                Stage::ChooseEnemy {
                    player: player.clone(),
                },
            ),
        }
        return Ok(());
    }
    next_player_attack(ctx, 0, None)
}

/// Step 3: the next player with an enemy to attack and someone to attack it; after the
/// last one, step 4.
pub(super) fn next_player_attack(
    ctx: &mut Ctx<'_>,
    from: usize,
    current: Option<&str>,
) -> Result<(), UserError> {
    let combat = combat(ctx)?;
    for player in combat.order.iter().skip(from) {
        if !in_game(ctx.table, player)
            || open_targets(ctx.table, &combat, player).is_empty()
            || !could_attack(ctx.table, player)
        {
            continue;
        }
        if current != Some(player.as_str()) {
            ctx.event(Event::StepStarted {
                step: 3,
                player: player.clone(),
            });
        }
        set_stage(
            ctx,
            Stage::ChooseTarget {
                player: player.clone(),
            },
        );
        return Ok(());
    }
    end(ctx);
    Ok(())
}

/// Step 4: every remaining shadow card is discarded and the phase ends.
pub(super) fn end(ctx: &mut Ctx<'_>) {
    let mut discarded = 0;
    let mut cards = Vec::new();
    for enemy in &mut ctx.table.enemies {
        if let Some(card) = enemy.shadow.take() {
            cards.push(card);
            discarded += 1;
        }
    }
    ctx.table.discard.extend(cards);
    ctx.table.combat = None;
    ctx.table.combat_done_in = Some(ctx.table.round);
    ctx.event(Event::CombatEnded { discarded });
}

/// After any action: a stage whose player was eliminated or whose enemy left play (card
/// effects, `/damage`, `/lcg remove`) moves on, so the phase never waits for the gone.
pub fn settle(ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    let Some(combat) = ctx.table.combat.clone() else {
        return Ok(());
    };
    let stage = &combat.stage;
    let player = stage.player().to_owned();
    let at = position(&combat.order, &player);
    let enemy_gone = |ctx: &Ctx<'_>, enemy: &str| {
        !ctx.table
            .enemies
            .iter()
            .any(|e| e.name == enemy && e.engaged_with.as_deref() == Some(player.as_str()))
    };
    let step_two = matches!(
        stage,
        Stage::ChooseEnemy { .. }
            | Stage::DeclareDefender { .. }
            | Stage::RevealShadow { .. }
            | Stage::DealDamage { .. }
            | Stage::ChooseHero { .. }
    );
    if !in_game(ctx.table, &player) {
        return match stage {
            Stage::Dealt { .. } => next_enemy_attack(ctx, 0, None),
            _ if step_two => next_enemy_attack(ctx, at + 1, None),
            _ => next_player_attack(ctx, at + 1, None),
        };
    }
    match stage {
        Stage::ChooseEnemy { .. } if waiting_to_attack(ctx.table, &combat, &player).is_empty() => {
            next_enemy_attack(ctx, at, Some(&player))
        }
        Stage::DeclareDefender { enemy, .. } if enemy_gone(ctx, enemy) => {
            ctx.event(Event::AttackCancelled {
                enemy: enemy.clone(),
            });
            next_enemy_attack(ctx, at, Some(&player))
        }
        Stage::RevealShadow { attack }
        | Stage::DealDamage { attack }
        | Stage::ChooseHero { attack }
            if enemy_gone(ctx, &attack.enemy) =>
        {
            ctx.event(Event::AttackCancelled {
                enemy: attack.enemy.clone(),
            });
            next_enemy_attack(ctx, at, Some(&player))
        }
        Stage::ChooseTarget { .. } if open_targets(ctx.table, &combat, &player).is_empty() => {
            next_player_attack(ctx, at, Some(&player))
        }
        Stage::DeclareAttackers { enemy, .. } | Stage::AttackDeclared { enemy, .. }
            if enemy_gone(ctx, enemy) =>
        {
            next_player_attack(ctx, at, Some(&player))
        }
        _ => Ok(()),
    }
}
