//! Consequences of a LotR LCG action, one localized sentence each; the damage steps show
//! their arithmetic.

use super::list;
use crate::error::Arg;
use crate::i18n::{Locale, plain, text};
use crate::rules::lotr_lcg::{CharacterKind, Event, Hit, Shadow};

pub fn event_lines(locale: Locale, event: &Event) -> Vec<String> {
    let m = |key: &str, args: &[(&str, Arg)]| text(locale, key, args);
    let line = match event {
        Event::Started { .. } => plain(locale, "lotr-started"),
        Event::Ended => plain(locale, "lotr-ended"),
        Event::PlayerSeated {
            player,
            seat,
            threat,
            first,
        } => m(
            if *first {
                "lotr-player-seated-first"
            } else {
                "lotr-player-seated"
            },
            &[
                ("player", player.into()),
                ("seat", (*seat).into()),
                ("threat", (*threat).into()),
            ],
        ),
        Event::CharacterAdded { name, player, kind } => m(
            match kind {
                CharacterKind::Hero => "lotr-hero-added",
                CharacterKind::Ally => "lotr-ally-added",
            },
            &[("name", name.into()), ("player", player.into())],
        ),
        Event::EnemyAdded { name } => m("lotr-enemy-added", &[("name", name.into())]),
        Event::CardsAdded { name, count, deck } => m(
            "lotr-cards-added",
            &[
                ("name", name.into()),
                ("count", (*count).into()),
                ("deck", (*deck).into()),
            ],
        ),
        Event::Shuffled {
            cards,
            from_discard,
        } => m(
            "lotr-shuffled",
            &[
                ("cards", (*cards).into()),
                ("discard", (*from_discard).into()),
            ],
        ),
        Event::Engaged { enemy, player } => m(
            "lotr-engaged",
            &[("enemy", enemy.into()), ("player", player.into())],
        ),
        Event::ThreatSet { player, from, to } => m(
            "lotr-threat",
            &[
                ("player", player.into()),
                ("from", (*from).into()),
                ("to", (*to).into()),
            ],
        ),
        Event::Eliminated { player } => m("lotr-eliminated", &[("player", player.into())]),
        Event::AllEliminated => plain(locale, "lotr-all-eliminated"),
        Event::Refreshed {
            round,
            first_player,
            readied,
        } => m(
            "lotr-refreshed",
            &[
                ("round", (*round).into()),
                ("player", first_player.into()),
                ("readied", (*readied).into()),
            ],
        ),
        Event::ExhaustedSet { name, exhausted } => m(
            if *exhausted {
                "lotr-exhausted"
            } else {
                "lotr-readied"
            },
            &[("name", name.into())],
        ),
        Event::Removed { name } => m("lotr-removed", &[("name", name.into())]),
        Event::ShadowsDealt { enemies } => m(
            "lotr-shadows-dealt",
            &[
                ("count", enemies.len().into()),
                ("enemies", list(enemies).into()),
            ],
        ),
        Event::DeckEmpty { without } => m("lotr-deck-empty", &[("enemies", list(without).into())]),
        Event::NothingEngaged => plain(locale, "lotr-nothing-engaged"),
        Event::StepStarted { step, player } => m(
            if *step == 2 {
                "lotr-step-enemy-attacks"
            } else {
                "lotr-step-player-attacks"
            },
            &[("player", player.into())],
        ),
        Event::EnemyChosen { player, enemy } => m(
            "lotr-enemy-chosen",
            &[("player", player.into()), ("enemy", enemy.into())],
        ),
        Event::DefenderDeclared {
            enemy,
            defender,
            sentinel_for,
        } => match sentinel_for {
            Some(player) => m(
                "lotr-defender-sentinel",
                &[
                    ("enemy", enemy.into()),
                    ("defender", defender.into()),
                    ("player", player.into()),
                ],
            ),
            None => m(
                "lotr-defender",
                &[("enemy", enemy.into()), ("defender", defender.into())],
            ),
        },
        Event::Undefended { enemy, player } => m(
            "lotr-undefended",
            &[("enemy", enemy.into()), ("player", player.into())],
        ),
        Event::ShadowRevealed {
            enemy,
            card,
            shadow,
        } => m(
            "lotr-shadow-revealed",
            &[
                ("enemy", enemy.into()),
                ("card", card.into()),
                ("effect", shadow_effect(locale, shadow).into()),
            ],
        ),
        Event::NoShadow { enemy } => m("lotr-no-shadow", &[("enemy", enemy.into())]),
        Event::ShadowUndefended { enemy, defender } => m(
            "lotr-shadow-undefended",
            &[("enemy", enemy.into()), ("defender", defender.into())],
        ),
        Event::ShadowDiscardedDefender { enemy, defender } => m(
            "lotr-shadow-discarded-defender",
            &[("enemy", enemy.into()), ("defender", defender.into())],
        ),
        Event::AttackDeclared {
            player,
            enemy,
            attackers,
        } => m(
            "lotr-attack-declared",
            &[
                ("player", player.into()),
                ("enemy", enemy.into()),
                ("attackers", attackers.join(", ").into()),
            ],
        ),
        Event::DefenderGone { enemy, defender } => m(
            "lotr-defender-gone",
            &[("enemy", enemy.into()), ("defender", defender.into())],
        ),
        Event::AttackCancelled { enemy } => m("lotr-attack-cancelled", &[("enemy", enemy.into())]),
        Event::HeroChoice {
            player,
            enemy,
            heroes,
        } => m(
            "lotr-hero-choice",
            &[
                ("player", player.into()),
                ("enemy", enemy.into()),
                ("heroes", list(heroes).into()),
            ],
        ),
        Event::EnemyDamage {
            enemy,
            attack,
            attack_bonus,
            defense,
            extra,
            damage,
            hit,
        } => {
            let mut sum = attack.to_string();
            if *attack_bonus > 0 {
                sum.push_str(&format!(" + {attack_bonus}"));
            }
            if let Some(defense) = defense {
                sum.push_str(&format!(" − {defense}"));
            }
            if *extra > 0 {
                sum.push_str(&format!(" + {extra}"));
            }
            let key = if defense.is_some() {
                "lotr-enemy-damage"
            } else {
                "lotr-enemy-damage-undefended"
            };
            let mut lines = vec![m(
                key,
                &[
                    ("enemy", enemy.into()),
                    ("sum", sum.into()),
                    ("damage", (*damage).into()),
                ],
            )];
            lines.push(match hit {
                Some(hit) => hit_line(locale, hit),
                None => plain(locale, "lotr-hit-nobody"),
            });
            return lines;
        }
        Event::AttackersDeclared { enemy, attackers } => m(
            "lotr-attackers-declared",
            &[
                ("enemy", enemy.into()),
                ("attackers", list(attackers).into()),
            ],
        ),
        Event::PlayerAttack {
            player,
            enemy,
            attackers,
            strength,
            defense,
            damage,
            hit,
        } => {
            let parts: Vec<String> = attackers.iter().map(|(_, a)| a.to_string()).collect();
            let sum = format!("{} − {defense}", parts.join(" + "));
            let names: Vec<String> = attackers.iter().map(|(n, _)| n.clone()).collect();
            return vec![
                m(
                    "lotr-player-attack",
                    &[
                        ("player", player.into()),
                        ("enemy", enemy.into()),
                        ("attackers", list(&names).into()),
                        ("strength", (*strength).into()),
                        ("sum", sum.into()),
                        ("damage", (*damage).into()),
                    ],
                ),
                hit_line(locale, hit),
            ];
        }
        Event::Passed { player, enemy } => match enemy {
            Some(enemy) => m(
                "lotr-no-attack",
                &[("player", player.into()), ("enemy", enemy.into())],
            ),
            None => m("lotr-passed", &[("player", player.into())]),
        },
        Event::Defeated { name, player } => match player {
            Some(player) => m(
                "lotr-defeated-character",
                &[("name", name.into()), ("player", player.into())],
            ),
            None => m("lotr-defeated-enemy", &[("name", name.into())]),
        },
        Event::CombatEnded { discarded } => {
            m("lotr-combat-ended", &[("discarded", (*discarded).into())])
        }
        Event::Damaged { amount, hit } => {
            return vec![
                m(
                    "lotr-damaged",
                    &[
                        ("target", hit.target.as_str().into()),
                        ("amount", (*amount).into()),
                    ],
                ),
                hit_line(locale, hit),
            ];
        }
        Event::Healed { target, amount } => m(
            "lotr-healed",
            &[("target", target.into()), ("amount", (*amount).into())],
        ),
        // A new player known only by id is named neutrally until they act.
        Event::SeatGiven { seat, to_name, .. } if to_name.is_empty() => {
            m("lotr-seat-given-unnamed", &[("seat", seat.into())])
        }
        Event::SeatGiven { seat, to_name, .. } => m(
            "lotr-seat-given",
            &[("seat", seat.into()), ("to", to_name.into())],
        ),
        Event::PieceGiven { name, from, to } => m(
            "lotr-piece-given",
            &[
                ("name", name.into()),
                ("from", from.into()),
                ("to", to.into()),
            ],
        ),
    };
    vec![line]
}

/// "Aragorn takes 3 damage (2 excess lost)."
fn hit_line(locale: Locale, hit: &Hit) -> String {
    let line = text(
        locale,
        "lotr-hit",
        &[
            ("target", hit.target.as_str().into()),
            ("placed", hit.placed.into()),
        ],
    );
    if hit.lost == 0 {
        return line;
    }
    format!(
        "{line} {}",
        text(locale, "lotr-hit-lost", &[("lost", hit.lost.into())])
    )
}

/// The shadow effect in words: "attack +1; undefended", or the card's own text.
pub(crate) fn shadow_effect(locale: Locale, shadow: &Shadow) -> String {
    if shadow.is_blank() {
        return plain(locale, "lotr-effect-none");
    }
    let mut parts = Vec::new();
    if shadow.attack > 0 {
        parts.push(text(
            locale,
            "lotr-effect-attack",
            &[("x", shadow.attack.into())],
        ));
    }
    if shadow.defense > 0 {
        parts.push(text(
            locale,
            "lotr-effect-defense",
            &[("x", shadow.defense.into())],
        ));
    }
    if shadow.discard_defender {
        parts.push(plain(locale, "lotr-effect-discard-defender"));
    }
    if shadow.undefended {
        parts.push(plain(locale, "lotr-effect-undefended"));
    }
    if shadow.damage > 0 {
        parts.push(text(
            locale,
            "lotr-effect-damage",
            &[("x", shadow.damage.into())],
        ));
    }
    if let Some(words) = &shadow.text {
        parts.push(text(
            locale,
            "lotr-effect-text",
            &[("text", words.as_str().into())],
        ));
    }
    parts.join("; ")
}
