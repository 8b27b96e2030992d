//! The players a step passed over: the engine moves steps 2 and 3 on past a player with
//! nothing to do (no enemy left to attack them, no enemy to attack or no one ready to
//! attack it) without an event of its own. Read from where the outcome's events leave
//! the phase, so a reply can say it in one line rather than skip them without a word.

use crate::error::Arg;
use crate::i18n::{Locale, text};
use crate::rules::lotr_lcg::{Event, Outcome, Table, turn_order};

use super::list;

/// Why a step passed over a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// Step 2: no enemy engaged with them was left to attack.
    EnemiesDone,
    /// Step 3: no engaged enemy was left for them to attack.
    TargetsGone,
    /// Step 3: an enemy was there, but no ready character could attack it.
    AttackersSpent,
}

/// Players passed over, said before the event at `before` (a step beginning for someone
/// further on, or the end of the phase).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skip {
    pub before: usize,
    pub why: Why,
    pub players: Vec<String>,
}

/// Where the phase stood as the events went by: the step, and the position in turn
/// order of the player the last event was about (`None`: before the first).
#[derive(Clone, Copy)]
struct Cursor {
    step: u8,
    at: Option<usize>,
}

/// Every player a step passed over in `outcome`. Says nothing where the outcome does not
/// show where the phase stood (an action outside the steps' order).
pub fn passed_over(outcome: &Outcome, table: &Table) -> Vec<Skip> {
    let order = table
        .combat
        .as_ref()
        .map_or_else(|| turn_order(table), |c| c.order.clone());
    let position = |player: &str| order.iter().position(|p| p == player);
    let engaged = |enemy: &str| {
        table
            .enemies
            .iter()
            .find(|e| e.name == enemy)
            .and_then(|e| e.engaged_with.as_deref())
            .and_then(position)
    };
    // Continuing from step 1 hands over at once: the outcome starts with the handover.
    let mut cursor = match outcome.events.first() {
        Some(Event::StepStarted { .. } | Event::CombatEnded { .. }) => {
            Some(Cursor { step: 1, at: None })
        }
        _ => None,
    };
    let mut skips = Vec::new();
    let mut skip = |before: usize, step: u8, players: &[String]| {
        if players.is_empty() {
            return;
        }
        if step == 2 {
            skips.push(Skip {
                before,
                why: Why::EnemiesDone,
                players: players.to_vec(),
            });
            return;
        }
        // Step 3: no enemy to attack, or no one to attack it with.
        let (no_target, no_attacker): (Vec<String>, Vec<String>) = players
            .iter()
            .cloned()
            .partition(|p| table.enemies_engaged_with(p).next().is_none());
        // In turn order: the group holding the earlier player first.
        let mut groups = [
            (Why::TargetsGone, no_target),
            (Why::AttackersSpent, no_attacker),
        ];
        let first = |group: &Vec<String>| {
            group
                .first()
                .and_then(|p| players.iter().position(|q| q == p))
        };
        groups.sort_by_key(|(_, group)| first(group));
        for (why, players) in groups {
            if !players.is_empty() {
                skips.push(Skip {
                    before,
                    why,
                    players,
                });
            }
        }
    };
    let after = |at: Option<usize>| at.map_or(0, |a| a + 1);
    for (i, event) in outcome.events.iter().enumerate() {
        let here = match event {
            Event::StepStarted { step, player } => {
                let to = position(player);
                if let (Some(from), Some(to)) = (cursor, to) {
                    if from.step == *step {
                        if from.at.is_some() {
                            skip(i, *step, order.get(after(from.at)..to).unwrap_or(&[]));
                        }
                    } else if from.step < *step {
                        if from.step == 2 && from.at.is_some() {
                            skip(i, 2, order.get(after(from.at)..).unwrap_or(&[]));
                        }
                        skip(i, *step, order.get(..to).unwrap_or(&[]));
                    }
                }
                Some(Cursor {
                    step: *step,
                    at: to,
                })
            }
            Event::CombatEnded { .. } => {
                if let Some(from) = cursor {
                    match from.step {
                        3 if from.at.is_some() => {
                            skip(i, 3, order.get(after(from.at)..).unwrap_or(&[]));
                        }
                        2 if from.at.is_some() => {
                            skip(i, 2, order.get(after(from.at)..).unwrap_or(&[]));
                            skip(i, 3, &order);
                        }
                        1 => {
                            skip(i, 2, &order);
                            skip(i, 3, &order);
                        }
                        _ => {}
                    }
                }
                None
            }
            Event::Undefended { player, .. } | Event::HeroChoice { player, .. } => Some(Cursor {
                step: 2,
                at: position(player),
            }),
            Event::DefenderDeclared { enemy, .. }
            | Event::ShadowRevealed { enemy, .. }
            | Event::NoShadow { enemy }
            | Event::ShadowUndefended { enemy, .. }
            | Event::ShadowDiscardedDefender { enemy, .. }
            | Event::DefenderGone { enemy, .. }
            | Event::EnemyDamage { enemy, .. } => Some(Cursor {
                step: 2,
                at: engaged(enemy),
            }),
            Event::AttackDeclared { player, .. }
            | Event::PlayerAttack { player, .. }
            | Event::Passed { player, .. } => Some(Cursor {
                step: 3,
                at: position(player),
            }),
            Event::AttackersDeclared { enemy, .. } => Some(Cursor {
                step: 3,
                at: engaged(enemy),
            }),
            // The same step goes on: an enemy chosen, or one that left play.
            Event::EnemyChosen { player, .. } => cursor.map(|c| Cursor {
                step: c.step,
                at: position(player),
            }),
            Event::AttackCancelled { .. } | Event::Defeated { .. } | Event::ShadowsDealt { .. } => {
                cursor
            }
            // Anything else (setup, card effects) leaves where the phase stood unknown.
            _ => None,
        };
        cursor = here;
    }
    skips
}

/// "Step 3 passes over Boris: no ready character can attack."
pub fn skip_line(locale: Locale, skip: &Skip) -> String {
    let key = match skip.why {
        Why::EnemiesDone => "lotr-skipped-enemy-attacks",
        Why::TargetsGone => "lotr-skipped-no-target",
        Why::AttackersSpent => "lotr-skipped-no-attacker",
    };
    let args: [(&str, Arg); 2] = [
        ("players", list(&skip.players).into()),
        ("count", skip.players.len().into()),
    ];
    text(locale, key, &args)
}
