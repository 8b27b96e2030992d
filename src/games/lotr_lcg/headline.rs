//! An action's headline: who did what and what it led to ("Troll attacks Anna: Beregond
//! defends, 3 damage"), with the tone of the outcome. It is read from the event that is
//! the action itself, and what the action led to outranks how it began: a player
//! eliminated, then damage dealt, then the choice made, then a step handed over, then the
//! table's setup. Where an event's own line says it all, that line is the headline.

use super::render::event_lines;
use crate::error::Arg;
use crate::i18n::{self, Locale};
use crate::present::Tone;
use crate::rules::lotr_lcg::{Event, Hit, Outcome, Table};

/// The headline and its tone; `None` for an outcome with no events.
pub fn headline(
    locale: Locale,
    outcome: &Outcome,
    table: Option<&Table>,
) -> Option<(String, Tone)> {
    let say = |key: &str, args: &[(&str, Arg)]| i18n::text(locale, key, args);
    let line = |event: &Event| event_lines(locale, event).into_iter().next();
    let events = &outcome.events;
    let find = |pick: &dyn Fn(&Event) -> bool| events.iter().find(|e| pick(e));

    // A player out of the game, or the game lost.
    if let Some(event) = find(&|e| matches!(e, Event::AllEliminated)) {
        return line(event).map(|l| (l, Tone::Dead));
    }
    if let Some(Event::Eliminated { player }) = find(&|e| matches!(e, Event::Eliminated { .. })) {
        return Some((
            say("lotr-title-eliminated", &[("player", player.into())]),
            Tone::Dead,
        ));
    }

    // Damage dealt: an enemy's attack, the players' attack, a card effect.
    for event in events {
        match event {
            Event::EnemyDamage {
                enemy,
                defense,
                damage,
                hit,
                ..
            } => {
                let Some(player) = attacked(outcome, table, enemy, hit.as_ref()) else {
                    return line(event).map(|l| (l, damage_tone(*damage, false, false)));
                };
                let (key, target, defeated) = match (hit, defense) {
                    (None, _) => ("lotr-title-enemy-attack-nobody", "", false),
                    (Some(hit), Some(_)) if hit.defeated => (
                        "lotr-title-enemy-attack-destroys",
                        hit.target.as_str(),
                        true,
                    ),
                    (Some(hit), Some(_)) => ("lotr-title-enemy-attack", hit.target.as_str(), false),
                    (Some(hit), None) if hit.defeated => (
                        "lotr-title-enemy-attack-undefended-destroys",
                        hit.target.as_str(),
                        true,
                    ),
                    (Some(hit), None) => (
                        "lotr-title-enemy-attack-undefended",
                        hit.target.as_str(),
                        false,
                    ),
                };
                return Some((
                    say(
                        key,
                        &[
                            ("enemy", enemy.into()),
                            ("player", player.into()),
                            ("target", target.into()),
                            ("damage", (*damage).into()),
                        ],
                    ),
                    // An enemy's blow that destroys a character is the deadliest news.
                    if defeated {
                        Tone::Deadly
                    } else {
                        damage_tone(*damage, false, false)
                    },
                ));
            }
            Event::PlayerAttack {
                player,
                enemy,
                damage,
                hit,
                ..
            } => {
                let key = if hit.defeated {
                    "lotr-title-player-attack-defeats"
                } else {
                    "lotr-title-player-attack"
                };
                return Some((
                    say(
                        key,
                        &[
                            ("player", player.into()),
                            ("enemy", enemy.into()),
                            ("damage", (*damage).into()),
                        ],
                    ),
                    damage_tone(*damage, hit.defeated, true),
                ));
            }
            Event::Damaged { hit, .. } => {
                let enemy = events.iter().any(
                    |e| matches!(e, Event::Defeated { name, player: None } if *name == hit.target),
                ) || table
                    .is_some_and(|t| t.enemies.iter().any(|e| e.name == hit.target));
                return line(event).map(|l| (l, damage_tone(hit.placed, hit.defeated, enemy)));
            }
            Event::Healed { .. } => return line(event).map(|l| (l, Tone::Success)),
            _ => {}
        }
    }

    // The choice the action made.
    for event in events {
        let tone = match event {
            Event::ShadowRevealed { .. } | Event::NoShadow { .. } => Tone::Shadow,
            Event::DefenderDeclared { .. }
            | Event::HeroChoice { .. }
            | Event::AttackersDeclared { .. } => Tone::Calm,
            Event::Undefended { .. }
            | Event::DefenderGone { .. }
            | Event::Passed { .. }
            | Event::AttackCancelled { .. } => Tone::Withdrawn,
            Event::AttackDeclared {
                player,
                enemy,
                attackers,
            } => {
                return Some((
                    say(
                        "lotr-title-attack-declared",
                        &[
                            ("player", player.into()),
                            ("enemy", enemy.into()),
                            ("attackers", attackers.join(", ").into()),
                        ],
                    ),
                    Tone::Calm,
                ));
            }
            _ => continue,
        };
        return line(event).map(|l| (l, tone));
    }

    // A step, a phase or a round handed over.
    for event in events {
        match event {
            Event::StepStarted { .. }
            | Event::ShadowsDealt { .. }
            | Event::NothingEngaged
            | Event::CombatEnded { .. }
            | Event::Refreshed { .. } => return line(event).map(|l| (l, Tone::Calm)),
            _ => {}
        }
    }

    // The enemy chosen, then the table's setup: the first event's own line.
    if let Some(event) = find(&|e| matches!(e, Event::EnemyChosen { .. })) {
        return line(event).map(|l| (l, Tone::Calm));
    }
    let event = events.first()?;
    if let Event::Started { .. } = event {
        return Some((i18n::plain(locale, "lotr-title-started"), Tone::Neutral));
    }
    line(event).map(|l| (l, Tone::Neutral))
}

/// Damage's tone: a card defeated (an enemy by the players: a triumph; a character: the
/// deadliest), damage placed, or none.
fn damage_tone(damage: u32, defeated: bool, enemy: bool) -> Tone {
    match (defeated, enemy) {
        (true, true) => Tone::Triumph,
        (true, false) => Tone::Deadly,
        _ if damage > 0 => Tone::StrongHit,
        _ => Tone::Miss,
    }
}

/// The player an enemy's attack was on: the enemy's engagement, else what the outcome or
/// the hit's owner says.
fn attacked(
    outcome: &Outcome,
    table: Option<&Table>,
    enemy: &str,
    hit: Option<&Hit>,
) -> Option<String> {
    let engaged = table
        .and_then(|t| t.enemies.iter().find(|e| e.name == enemy))
        .and_then(|e| e.engaged_with.clone());
    engaged
        .or_else(|| {
            outcome.events.iter().find_map(|e| match e {
                Event::EnemyChosen {
                    player,
                    enemy: chosen,
                }
                | Event::Undefended {
                    player,
                    enemy: chosen,
                }
                | Event::HeroChoice {
                    player,
                    enemy: chosen,
                    ..
                } if chosen == enemy => Some(player.clone()),
                _ => None,
            })
        })
        .or_else(|| {
            let target = &hit?.target;
            table?
                .characters
                .iter()
                .find(|c| c.name == *target)
                .map(|c| c.player.clone())
        })
}
