//! Tornscape outcomes and the board as localized lines. Both front-ends use these; Discord
//! puts them into embeds, the console prints them.

use crate::error::Arg;
use crate::i18n::{Locale, plain, text};
use crate::rules::tornscape::{
    Assignment, Die, DieKind, Encounter, Event, Face, Hit, Miniature, Outcome, PanicResult, Pause,
    Reaction, RollKind, StrikeKind,
};

pub(crate) use crate::present::style::{Style, styled};

/// The most miniatures the board view lists before "… and N more".
pub const MAX_LISTED: usize = 30;

fn face_mark(face: Face) -> &'static str {
    match face {
        Face::Blank => "–",
        Face::Success => "✓",
        Face::Critical => "★",
    }
}

/// Dice grouped by kind, each with its face: "attack ★ ✓ ✓ – – · mastery ✓".
pub fn dice(locale: Locale, dice: &[Die]) -> String {
    let mut parts = Vec::new();
    for kind in DieKind::ALL {
        let faces: Vec<&str> = dice
            .iter()
            .filter(|d| d.kind == kind)
            .map(|d| face_mark(d.face))
            .collect();
        if !faces.is_empty() {
            parts.push(format!(
                "{} {}",
                plain(locale, &format!("ts-die-{}", kind.key())),
                faces.join(" ")
            ));
        }
    }
    if parts.is_empty() {
        return "—".to_owned();
    }
    format!("`{}`", parts.join(" · "))
}

/// The hits that matter for a roll: attack dice in an attack, defense dice in a defense
/// or panic test, agility dice in a dodge.
fn hits(roll: RollKind, dice: &[Die]) -> i64 {
    let kind = match roll {
        RollKind::Attack => DieKind::Attack,
        RollKind::Defense | RollKind::Panic => DieKind::Defense,
        RollKind::Dodge => DieKind::Agility,
    };
    dice.iter()
        .filter(|d| d.kind == kind && d.face.hit())
        .count() as i64
}

fn assignment(locale: Locale, a: &Assignment) -> String {
    text(
        locale,
        "ts-assignment",
        &[
            ("ss", a.success_on_success.into()),
            ("cs", a.critical_on_success.into()),
            ("cc", a.critical_on_critical.into()),
        ],
    )
}

pub fn marker(locale: Locale, key: &str) -> String {
    plain(locale, &format!("ts-marker-{key}"))
}

pub fn pause_lines(locale: Locale, pause: &Pause) -> Vec<String> {
    let m = |key: &str, args: &[(&str, Arg)]| text(locale, key, args);
    match pause {
        Pause::Reaction {
            target, counters, ..
        } => {
            if counters.is_empty() {
                vec![m("ts-wait-reaction", &[("target", target.as_str().into())])]
            } else {
                vec![m(
                    "ts-wait-reaction-counter",
                    &[
                        ("target", target.as_str().into()),
                        ("tiles", counters.join(", ").into()),
                    ],
                )]
            }
        }
        Pause::AttackerReroll {
            attacker, rerolls, ..
        } => vec![m(
            "ts-wait-attacker-reroll",
            &[
                ("attacker", attacker.as_str().into()),
                ("rerolls", (*rerolls).into()),
            ],
        )],
        Pause::DefenderReroll {
            defender, rerolls, ..
        } => vec![m(
            "ts-wait-defender-reroll",
            &[
                ("defender", defender.as_str().into()),
                ("rerolls", (*rerolls).into()),
            ],
        )],
        Pause::Assign {
            defender,
            default,
            back,
            counts,
            ..
        } => {
            let counts = crate::rules::tornscape::Counts::from(*counts);
            vec![m(
                "ts-wait-assign",
                &[
                    ("defender", defender.as_str().into()),
                    ("default", Arg::markup(assignment(locale, default))),
                    ("back", i64::from(default.effect(counts, *back).back).into()),
                ],
            )]
        }
    }
}

fn hit_lines(locale: Locale, hit: &Hit) -> Vec<String> {
    let m = |key: &str, args: &[(&str, Arg)]| text(locale, key, args);
    let mut lines = vec![m(
        "ts-hit",
        &[
            ("attacker", hit.attacker.as_str().into()),
            ("target", hit.target.as_str().into()),
            ("damage", hit.damage.into()),
            ("left", i64::from(hit.success + hit.critical).into()),
            ("critical", i64::from(hit.critical).into()),
            ("mastered", i64::from(hit.mastered).into()),
        ],
    )];
    if hit.immune {
        lines.push(m(
            "ts-hit-immune",
            &[("target", hit.target.as_str().into())],
        ));
    }
    if hit.back_criticals > 0 {
        lines.push(m(
            if hit.back_immune {
                "ts-back-immune"
            } else {
                "ts-back"
            },
            &[
                ("attacker", hit.attacker.as_str().into()),
                ("target", hit.target.as_str().into()),
                ("damage", hit.back.into()),
            ],
        ));
    }
    lines
}

pub fn event_lines(locale: Locale, event: &Event) -> Vec<String> {
    let m = |key: &str, args: &[(&str, Arg)]| text(locale, key, args);
    let one = |s: String| vec![s];
    match event {
        Event::Started { .. } => one(plain(locale, "ts-started")),
        Event::Ended => one(plain(locale, "ts-ended")),
        Event::Settings {
            faces,
            counter_activates,
        } => one(m(
            "ts-settings",
            &[
                ("attack", faces.attack.to_string().into()),
                ("defense", faces.defense.to_string().into()),
                ("mastery", faces.mastery.to_string().into()),
                ("agility", faces.agility.to_string().into()),
                ("counter", i64::from(*counter_activates).into()),
            ],
        )),
        Event::MiniatureAdded {
            name,
            life,
            defense,
            agility,
            leader,
            ..
        } => one(m(
            if *leader {
                "ts-leader-added"
            } else {
                "ts-miniature-added"
            },
            &[
                ("name", name.as_str().into()),
                ("life", (*life).into()),
                ("defense", i64::from(*defense).into()),
                ("agility", i64::from(*agility).into()),
            ],
        )),
        Event::TileAdded {
            miniature,
            tile,
            attack,
            mastery,
            agility,
            damage,
        } => one(m(
            "ts-tile-added",
            &[
                ("miniature", miniature.as_str().into()),
                ("tile", tile.as_str().into()),
                ("attack", i64::from(*attack).into()),
                ("mastery", i64::from(*mastery).into()),
                ("agility", i64::from(*agility).into()),
                ("damage", (*damage).into()),
            ],
        )),
        Event::Removed { name } => one(m("ts-removed", &[("name", name.as_str().into())])),
        Event::Activated { name, round } => one(m(
            "ts-activated",
            &[("name", name.as_str().into()), ("round", (*round).into())],
        )),
        Event::ActivationEnded { name } => {
            one(m("ts-activation-ended", &[("name", name.as_str().into())]))
        }
        Event::NewRound { round } => one(m("ts-new-round", &[("round", (*round).into())])),
        Event::AttackDeclared {
            attacker,
            target,
            tile,
            kind,
        } => one(m(
            if *kind == StrikeKind::Free {
                "ts-declared-free"
            } else {
                "ts-declared"
            },
            &[
                ("attacker", attacker.as_str().into()),
                ("target", target.as_str().into()),
                ("tile", tile.as_str().into()),
            ],
        )),
        Event::Waiting(pause) => pause_lines(locale, pause),
        Event::DefaultAccepted { .. } => one(plain(locale, "ts-default-accepted")),
        Event::Reacted {
            target,
            reaction,
            counter,
        } => one(match (reaction, counter) {
            (_, Some(tile)) => m(
                "ts-reacted-counter",
                &[
                    ("target", target.as_str().into()),
                    ("tile", tile.as_str().into()),
                ],
            ),
            (Reaction::Dodge, None) => m("ts-reacted-dodge", &[("target", target.as_str().into())]),
            (Reaction::Defend, None) => {
                m("ts-reacted-defend", &[("target", target.as_str().into())])
            }
        }),
        Event::Rolled { who, roll, dice: d } => one(m(
            match roll {
                RollKind::Attack => "ts-rolled-attack",
                RollKind::Defense => "ts-rolled-defense",
                RollKind::Dodge => "ts-rolled-dodge",
                RollKind::Panic => "ts-rolled-panic",
            },
            &[
                ("who", who.as_str().into()),
                ("hits", hits(*roll, d).into()),
                ("dice", Arg::markup(dice(locale, d))),
            ],
        )),
        Event::Rerolled { who, before, after } => one(m(
            "ts-rerolled",
            &[
                ("who", who.as_str().into()),
                ("count", (before.len() as i64).into()),
                ("before", Arg::markup(dice(locale, before))),
                ("after", Arg::markup(dice(locale, after))),
            ],
        )),
        Event::PoorVisibility { before, after, .. } => one(m(
            "ts-poor-visibility",
            &[
                ("before", Arg::markup(dice(locale, before))),
                ("after", Arg::markup(dice(locale, after))),
            ],
        )),
        Event::GroupFire { target, dice, .. } => one(m(
            "ts-group-fire",
            &[
                ("target", target.as_str().into()),
                ("dice", i64::from(*dice).into()),
            ],
        )),
        Event::Assigned {
            defender,
            assignment: a,
            back,
        } => one(m(
            "ts-assigned",
            &[
                ("defender", defender.as_str().into()),
                ("assignment", Arg::markup(assignment(locale, a))),
                ("back", i64::from(*back).into()),
            ],
        )),
        Event::Dodged {
            defender,
            cancelled,
        } => one(m(
            "ts-dodged",
            &[
                ("defender", defender.as_str().into()),
                ("count", i64::from(*cancelled).into()),
            ],
        )),
        Event::Hit(hit) => hit_lines(locale, hit),
        Event::Effect {
            attacker,
            target,
            tile,
            works,
            immune,
            ..
        } => one(m(
            match (works, immune) {
                (false, _) => "ts-effect-fails",
                (true, true) => "ts-effect-immune",
                (true, false) => "ts-effect-works",
            },
            &[
                ("attacker", attacker.as_str().into()),
                ("target", target.as_str().into()),
                ("tile", tile.as_str().into()),
            ],
        )),
        Event::LifeLost {
            name,
            amount,
            life,
            max,
        } => one(m(
            "ts-life-lost",
            &[
                ("name", name.as_str().into()),
                ("amount", (*amount).into()),
                ("life", (*life).into()),
                ("max", (*max).into()),
            ],
        )),
        Event::Healed {
            name,
            amount,
            life,
            max,
        } => one(m(
            "ts-healed",
            &[
                ("name", name.as_str().into()),
                ("amount", (*amount).into()),
                ("life", (*life).into()),
                ("max", (*max).into()),
            ],
        )),
        Event::Killed { name } => one(m("ts-killed", &[("name", name.as_str().into())])),
        Event::MarkerPlaced { name, marker: k } => one(m(
            "ts-marker-placed",
            &[
                ("name", name.as_str().into()),
                ("marker", marker(locale, k.key()).into()),
            ],
        )),
        Event::MarkerRemoved { name, marker: k } => one(m(
            "ts-marker-removed",
            &[
                ("name", name.as_str().into()),
                ("marker", marker(locale, k.key()).into()),
            ],
        )),
        Event::LeaderDied { name, transformed } => one(m(
            if *transformed {
                "ts-leader-transformed"
            } else {
                "ts-leader-died"
            },
            &[("name", name.as_str().into())],
        )),
        Event::PanicTest {
            name,
            dice: d,
            result,
        } => one(m(
            match result {
                PanicResult::Passed => "ts-panic-passed",
                PanicResult::Failed => "ts-panic-failed",
                PanicResult::Immune => "ts-panic-immune",
                PanicResult::Cautious => "ts-panic-cautious",
                PanicResult::AlreadyPanicked => "ts-panic-already",
            },
            &[
                ("name", name.as_str().into()),
                ("dice", Arg::markup(dice(locale, d))),
            ],
        )),
        Event::ImmuneTo { name, damage_type } => one(m(
            "ts-immune",
            &[
                ("name", name.as_str().into()),
                (
                    "type",
                    plain(locale, &format!("ts-type-{}", damage_type.key())).into(),
                ),
            ],
        )),
    }
}

/// Every line of an action's outcome, in the order things happened.
pub fn outcome_lines(locale: Locale, outcome: &Outcome, style: Style) -> Vec<String> {
    let mut lines: Vec<String> = outcome
        .events
        .iter()
        .flat_map(|e| event_lines(locale, e))
        .collect();
    if lines.is_empty() {
        lines.push(plain(locale, "reply-nothing-changed"));
    }
    lines.into_iter().map(|l| styled(l, style)).collect()
}

/// `▰▰▰▱▱ 3/5`.
pub fn life_bar(life: u32, max: u32) -> String {
    crate::present::style::life_bar(life.into(), max.into(), 5)
}

fn miniature_line(locale: Locale, m: &Miniature) -> String {
    let markers: Vec<String> = m.markers.iter().map(|k| marker(locale, k.key())).collect();
    let tiles: Vec<String> = m
        .tiles
        .iter()
        .map(|t| {
            format!(
                "{} {}/{}/{}×{}{}",
                crate::i18n::shown(&t.name),
                t.attack,
                t.mastery,
                t.agility,
                t.damage,
                if t.ranged { "↗" } else { "" }
            )
        })
        .collect();
    text(
        locale,
        "ts-view-miniature",
        &[
            ("name", m.name.as_str().into()),
            ("life", Arg::markup(life_bar(m.life, m.max_life))),
            ("defense", i64::from(m.defense).into()),
            ("agility", i64::from(m.agility).into()),
            (
                "flags",
                Arg::markup(format!(
                    "{}{}{}",
                    if m.leader { " ♛" } else { "" },
                    if m.activated { " ⌛" } else { "" },
                    if markers.is_empty() {
                        String::new()
                    } else {
                        format!(" [{}]", markers.join(", "))
                    }
                )),
            ),
            ("tiles", Arg::markup(tiles.join("; "))),
        ],
    )
}

/// The round and who is acting, for titles and status lines.
pub fn title(locale: Locale, encounter: &Encounter) -> String {
    match &encounter.acting {
        Some(name) => text(
            locale,
            "ts-title-acting",
            &[
                ("round", encounter.round.into()),
                ("name", name.as_str().into()),
            ],
        ),
        None => text(locale, "ts-title", &[("round", encounter.round.into())]),
    }
}

/// The board: every standing miniature, the removed ones folded into one line.
pub fn board(locale: Locale, encounter: &Encounter, style: Style) -> String {
    let standing: Vec<&Miniature> = encounter.miniatures.iter().filter(|m| !m.removed).collect();
    let mut lines: Vec<String> = standing
        .iter()
        .take(MAX_LISTED)
        .map(|m| miniature_line(locale, m))
        .collect();
    if standing.len() > MAX_LISTED {
        lines.push(text(
            locale,
            "ts-view-more",
            &[("count", ((standing.len() - MAX_LISTED) as i64).into())],
        ));
    }
    let removed: Vec<String> = encounter
        .miniatures
        .iter()
        .filter(|m| m.removed)
        .map(|m| crate::i18n::shown(&m.name))
        .collect();
    if !removed.is_empty() {
        let count = removed.len();
        let mut list = removed.into_iter().take(10).collect::<Vec<_>>().join(", ");
        if count > 10 {
            list.push_str(", …");
        }
        lines.push(text(
            locale,
            "ts-view-removed",
            &[
                ("count", (count as i64).into()),
                ("names", Arg::markup(list)),
            ],
        ));
    }
    if lines.is_empty() {
        lines.push(plain(locale, "ts-view-empty"));
    }
    styled(lines.join("\n"), style)
}

/// The one-line status an action reply ends with: the lives of those involved, the round,
/// who acts, and whose choice is awaited.
pub fn status(locale: Locale, outcome: &Outcome, encounter: &Encounter) -> String {
    let mut involved: Vec<&str> = Vec::new();
    for e in &outcome.events {
        if let Event::AttackDeclared {
            attacker, target, ..
        } = e
        {
            involved.push(attacker);
            involved.push(target);
        }
        if let Event::Hit(h) = e {
            involved.push(&h.attacker);
            involved.push(&h.target);
        }
    }
    let mut seen = Vec::new();
    let lives: Vec<String> = involved
        .into_iter()
        .filter(|n| {
            let new = !seen.contains(n);
            seen.push(*n);
            new
        })
        .filter_map(|n| encounter.miniatures.iter().find(|m| m.name == n))
        .map(|m| {
            format!(
                "{} {}",
                crate::i18n::shown(&m.name),
                life_bar(m.life, m.max_life)
            )
        })
        .collect();
    let mut parts = Vec::new();
    if !lives.is_empty() {
        parts.push(lives.join(" · "));
    }
    parts.push(title(locale, encounter));
    parts.join(" · ")
}
