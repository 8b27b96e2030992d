//! Tornscape outcomes and the board as localized lines. Both front-ends use these; Discord
//! puts them into embeds, the console prints them.

use crate::error::Arg;
use crate::i18n::{Locale, plain, text};
use crate::rules::tornscape::{
    Assignment, DamageType, Die, DieKind, Encounter, Event, Face, Hit, Miniature, Named, Outcome,
    PanicResult, Pause, Reaction, RollKind, StrikeKind, Tile,
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
pub fn hits(roll: RollKind, dice: &[Die]) -> i64 {
    let kind = match roll {
        RollKind::Attack => DieKind::Attack,
        RollKind::Defense | RollKind::Panic => DieKind::Defense,
        RollKind::Dodge => DieKind::Agility,
    };
    dice.iter()
        .filter(|d| d.kind == kind && d.face.hit())
        .count() as i64
}

/// "1 success on success, 1 critical on success": the parts that assign no die are left
/// out.
pub fn assignment(locale: Locale, a: &Assignment) -> String {
    let parts: Vec<String> = [
        ("ts-assign-ss", a.success_on_success),
        ("ts-assign-cs", a.critical_on_success),
        ("ts-assign-cc", a.critical_on_critical),
    ]
    .into_iter()
    .filter(|(_, n)| *n > 0)
    .map(|(key, n)| text(locale, key, &[("count", i64::from(n).into())]))
    .collect();
    if parts.is_empty() {
        plain(locale, "ts-assign-none")
    } else {
        parts.join(", ")
    }
}

pub fn marker(locale: Locale, key: &str) -> String {
    plain(locale, &format!("ts-marker-{key}"))
}

pub fn pause_lines(locale: Locale, pause: &Pause) -> Vec<String> {
    let m = |key: &str, args: &[(&str, Arg)]| text(locale, key, args);
    match pause {
        Pause::Reaction {
            target,
            counters,
            only_dodge,
            ..
        } => {
            if *only_dodge {
                vec![m(
                    "ts-wait-reaction-crushing",
                    &[
                        ("target", target.as_str().into()),
                        ("tiles", counters.join(", ").into()),
                    ],
                )]
            } else if counters.is_empty() {
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
            let back = default.effect(counts, *back).back;
            vec![m(
                if back > 0 {
                    "ts-wait-assign"
                } else {
                    "ts-wait-assign-no-back"
                },
                &[
                    ("defender", defender.as_str().into()),
                    ("default", Arg::markup(assignment(locale, default))),
                    ("back", i64::from(back).into()),
                ],
            )]
        }
    }
}

fn hit_lines(locale: Locale, hit: &Hit) -> Vec<String> {
    let m = |key: &str, args: &[(&str, Arg)]| text(locale, key, args);
    let left = hit.success + hit.critical;
    let mut lines = vec![if left == 0 {
        m(
            "ts-miss",
            &[
                ("attacker", hit.attacker.as_str().into()),
                ("target", hit.target.as_str().into()),
            ],
        )
    } else {
        let detail: Vec<String> = [
            ("ts-hit-left", left),
            ("ts-hit-critical", hit.critical),
            ("ts-hit-mastered", hit.mastered),
        ]
        .into_iter()
        .filter(|(_, n)| *n > 0)
        .map(|(key, n)| m(key, &[("count", i64::from(n).into())]))
        .collect();
        m(
            "ts-hit",
            &[
                ("attacker", hit.attacker.as_str().into()),
                ("target", hit.target.as_str().into()),
                ("damage", hit.damage.into()),
                ("detail", Arg::markup(detail.join(", "))),
            ],
        )
    }];
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
        // What the default did is said by the events that follow it (see `outcome_lines`).
        Event::DefaultAccepted { .. } => Vec::new(),
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
        // No defense die to assign and no damage back: nothing to say.
        Event::Assigned {
            assignment: a,
            back: 0,
            ..
        } if *a == Assignment::default() => Vec::new(),
        Event::Assigned {
            defender,
            assignment: a,
            back,
        } => one(m(
            if *back > 0 {
                "ts-assigned"
            } else {
                "ts-assigned-no-back"
            },
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
            excess,
        } => one(if *excess > 0 {
            m(
                "ts-life-lost-excess",
                &[
                    ("name", name.as_str().into()),
                    ("lost", amount.saturating_sub(*excess).into()),
                    ("excess", (*excess).into()),
                    ("max", (*max).into()),
                ],
            )
        } else {
            m(
                "ts-life-lost",
                &[
                    ("name", name.as_str().into()),
                    ("amount", (*amount).into()),
                    ("life", (*life).into()),
                    ("max", (*max).into()),
                ],
            )
        }),
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
        Event::Caused {
            from: Some(from),
            by,
        } => one(m(
            "ts-caused",
            &[("from", from.as_str().into()), ("by", by.as_str().into())],
        )),
        Event::Caused { from: None, by } => one(m("ts-corrected", &[("by", by.as_str().into())])),
        Event::SeatGiven { to, pieces, by, .. } => {
            let mut lines = Vec::new();
            if !pieces.is_empty() {
                lines.push(m(
                    "ts-seat-given",
                    &[
                        ("to", Arg::markup(named(locale, to))),
                        ("pieces", pieces.join(", ").into()),
                    ],
                ));
            }
            if let Some(by) = by {
                lines.push(m("ts-seat-handed-by", &[("by", by.as_str().into())]));
            }
            lines
        }
    }
}

/// A player an event names: their display name, else "player 2" until they act.
pub fn named(locale: Locale, who: &Named) -> String {
    match &who.name {
        Some(name) => crate::i18n::shown(name),
        None => text(
            locale,
            "ts-player",
            &[("number", i64::from(who.number).into())],
        ),
    }
}

/// What a default did where no event that follows says it: the reaction the defender
/// takes by default (the defense or dodge roll names it), or a re-roll that changed no die.
fn default_line(
    locale: Locale,
    pause: &str,
    after: &[Event],
    encounter: Option<&Encounter>,
) -> Option<String> {
    // The events this default led to, up to the next pause or default.
    let until = after
        .iter()
        .position(|e| matches!(e, Event::Waiting(_) | Event::DefaultAccepted { .. }))
        .unwrap_or(after.len());
    let led = &after[..until];
    match pause {
        "reaction" => {
            let roll = led.iter().find_map(|e| match e {
                Event::Rolled { who, roll, .. } if *roll != RollKind::Attack => {
                    Some((who.clone(), *roll == RollKind::Dodge))
                }
                _ => None,
            });
            // Still paused before the defense roll: the strike waiting in the exchange.
            let roll = roll.or_else(|| {
                let attacker = led.iter().find_map(|e| match e {
                    Event::Rolled {
                        who,
                        roll: RollKind::Attack,
                        ..
                    } => Some(who.as_str()),
                    _ => None,
                })?;
                let strike = encounter?
                    .exchange
                    .as_ref()?
                    .strikes
                    .iter()
                    .find(|s| s.attacker == attacker)?;
                Some((strike.target.clone(), strike.reaction == Reaction::Dodge))
            })?;
            Some(text(
                locale,
                if roll.1 {
                    "ts-default-dodge"
                } else {
                    "ts-default-defend"
                },
                &[("target", roll.0.as_str().into())],
            ))
        }
        "reroll" if !led.iter().any(|e| matches!(e, Event::Rerolled { .. })) => {
            Some(plain(locale, "ts-default-no-reroll"))
        }
        _ => None,
    }
}

/// Every line of an action's outcome, in the order things happened.
pub fn outcome_lines(
    locale: Locale,
    outcome: &Outcome,
    encounter: Option<&Encounter>,
    style: Style,
) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for (i, event) in outcome.events.iter().enumerate() {
        if let Event::DefaultAccepted { pause } = event {
            lines.extend(default_line(
                locale,
                pause,
                &outcome.events[i + 1..],
                encounter,
            ));
        }
        lines.extend(event_lines(locale, event));
    }
    if lines.is_empty() {
        lines.push(plain(locale, "reply-nothing-changed"));
    }
    lines.into_iter().map(|l| styled(l, style)).collect()
}

/// `▰▰▰▱▱ 3/5`.
pub fn life_bar(life: u32, max: u32) -> String {
    crate::present::style::life_bar(life.into(), max.into(), 5)
}

/// A player as replies name them: the display name they last acted under, else "player N"
/// by the order their first miniature came onto the board. Never a mention.
pub fn player(locale: Locale, encounter: &Encounter, user: i64) -> String {
    if let Some(name) = encounter.player_name(user) {
        return crate::i18n::shown(name);
    }
    let number = crate::rules::tornscape::seats::player_number(encounter, user);
    text(locale, "ts-player", &[("number", i64::from(number).into())])
}

/// "Torgvar (Rook)": a miniature with its owner.
pub fn owned(locale: Locale, encounter: &Encounter, name: &str) -> String {
    match encounter.miniatures.iter().find(|m| m.name == name) {
        Some(m) => text(
            locale,
            "ts-owned",
            &[
                ("name", m.name.as_str().into()),
                ("player", Arg::markup(player(locale, encounter, m.owner))),
            ],
        ),
        None => crate::i18n::shown(name),
    }
}

/// "5 attack dice, 1 mastery die, 3 agility dice": the kinds a pool has none of left out.
fn pool(locale: Locale, tile: &Tile) -> String {
    let parts: Vec<String> = [
        ("ts-pool-attack", tile.attack),
        ("ts-pool-mastery", tile.mastery),
        ("ts-pool-agility", tile.agility),
    ]
    .into_iter()
    .filter(|(_, n)| *n > 0)
    .map(|(key, n)| text(locale, key, &[("count", i64::from(n).into())]))
    .collect();
    if parts.is_empty() {
        plain(locale, "ts-pool-none")
    } else {
        parts.join(", ")
    }
}

/// An action tile spelled out: "Dagger Strike: 5 attack dice, 1 mastery die, 3 agility
/// dice · 1 damage · melee · a critical places Bleeding".
pub fn tile_line(locale: Locale, tile: &Tile) -> String {
    let mut parts = vec![pool(locale, tile)];
    if tile.no_damage {
        parts.push(plain(locale, "ts-tile-no-damage"));
    } else {
        let mut damage = text(locale, "ts-tile-damage", &[("damage", tile.damage.into())]);
        if tile.damage_type != DamageType::Physical {
            damage = format!(
                "{damage} ({})",
                plain(locale, &format!("ts-type-{}", tile.damage_type.key()))
            );
        }
        parts.push(damage);
    }
    parts.push(if tile.ranged {
        text(
            locale,
            "ts-tile-ranged",
            &[("range", i64::from(tile.range).into())],
        )
    } else if tile.range > 1 {
        text(
            locale,
            "ts-tile-reach",
            &[("range", i64::from(tile.range).into())],
        )
    } else {
        plain(locale, "ts-tile-melee")
    });
    for (on, key) in [
        (tile.area, "ts-tile-area"),
        (tile.assault, "ts-tile-assault"),
        (tile.ethereal, "ts-tile-ethereal"),
    ] {
        if on {
            parts.push(plain(locale, key));
        }
    }
    if let Some(k) = tile.marker {
        parts.push(text(
            locale,
            "ts-tile-marker",
            &[("marker", marker(locale, k.key()).into())],
        ));
    }
    text(
        locale,
        "ts-view-tile",
        &[
            ("tile", tile.name.as_str().into()),
            ("parts", Arg::markup(parts.join(" · "))),
        ],
    )
}

/// A miniature on the board in words: owner, lives, shield, what it is doing, its markers,
/// then one small line per action tile.
fn miniature_lines(locale: Locale, encounter: &Encounter, m: &Miniature) -> Vec<String> {
    let mut state: Vec<String> = Vec::new();
    if m.leader {
        state.push(plain(locale, "ts-view-leader"));
    }
    if encounter.acting.as_deref() == Some(m.name.as_str()) {
        state.push(plain(locale, "ts-view-acting"));
    } else if m.activated {
        state.push(plain(locale, "ts-view-activated"));
    }
    if !m.markers.is_empty() {
        let markers: Vec<String> = m.markers.iter().map(|k| marker(locale, k.key())).collect();
        state.push(text(
            locale,
            "ts-view-markers",
            &[("markers", markers.join(", ").into())],
        ));
    }
    let state: String = state.iter().map(|s| format!(" · {s}")).collect();
    let mut lines = vec![text(
        locale,
        "ts-view-miniature",
        &[
            ("name", m.name.as_str().into()),
            ("player", Arg::markup(player(locale, encounter, m.owner))),
            ("life", Arg::markup(life_bar(m.life, m.max_life))),
            ("defense", i64::from(m.defense).into()),
            ("agility", i64::from(m.agility).into()),
            ("state", Arg::markup(state)),
        ],
    )];
    lines.extend(
        m.tiles
            .iter()
            .map(|t| format!("-# {}", tile_line(locale, t))),
    );
    lines
}

/// The round and whose activation it is, for titles.
pub fn title(locale: Locale, encounter: &Encounter) -> String {
    match &encounter.acting {
        Some(name) => text(
            locale,
            "ts-title-acting",
            &[
                ("round", encounter.round.into()),
                ("name", Arg::markup(owned(locale, encounter, name))),
            ],
        ),
        None => text(locale, "ts-title", &[("round", encounter.round.into())]),
    }
}

/// The board: every standing miniature with its owner and tiles, the removed ones folded
/// into one line.
pub fn board_lines(locale: Locale, encounter: &Encounter, style: Style) -> Vec<String> {
    let standing: Vec<&Miniature> = encounter.miniatures.iter().filter(|m| !m.removed).collect();
    let mut lines: Vec<String> = standing
        .iter()
        .take(MAX_LISTED)
        .flat_map(|m| miniature_lines(locale, encounter, m))
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
    lines
        .into_iter()
        .map(|l| match (style, l.strip_prefix("-# ")) {
            // Plain text has no small lines: a tile is indented under its miniature.
            (Style::Plain, Some(tile)) => format!("  {tile}"),
            _ => styled(l, style),
        })
        .collect()
}

/// Standing miniatures that have not activated this round.
pub fn yet_to_activate(encounter: &Encounter) -> Vec<&Miniature> {
    encounter
        .miniatures
        .iter()
        .filter(|m| !m.removed && !m.activated)
        .collect()
}

/// How many names a status line lists before "…".
const MAX_NEXT: usize = 6;

/// Whose choice the table waits for, or whose activation it is and who is still to
/// activate (or that the round is over): the handover part of every status line.
pub fn next_part(locale: Locale, outcome: Option<&Outcome>, encounter: &Encounter) -> String {
    // The pause an outcome ended on, or (for the tracker) the one the exchange waits at.
    let pending = match (outcome, &encounter.exchange) {
        (_, None) => None,
        (Some(outcome), Some(_)) => outcome.waiting().cloned(),
        (None, Some(exchange)) => crate::rules::tornscape::exchange::pause(exchange, encounter)
            .ok()
            .flatten(),
    };
    if let Some(pause) = &pending {
        let (name, choice) = match pause {
            Pause::Reaction { target, .. } => (target, "ts-choice-reaction"),
            Pause::AttackerReroll { attacker, .. } => (attacker, "ts-choice-reroll"),
            Pause::DefenderReroll { defender, .. } => (defender, "ts-choice-reroll"),
            Pause::Assign { defender, .. } => (defender, "ts-choice-assign"),
        };
        return text(
            locale,
            "ts-status-waiting",
            &[
                (
                    "player",
                    Arg::markup(player(locale, encounter, pause.owner())),
                ),
                ("choice", Arg::markup(plain(locale, choice))),
                ("name", name.as_str().into()),
            ],
        );
    }
    let rest: Vec<&Miniature> = yet_to_activate(encounter)
        .into_iter()
        .filter(|m| encounter.acting.as_deref() != Some(m.name.as_str()))
        .collect();
    let mut parts = Vec::new();
    if let Some(acting) = &encounter.acting {
        parts.push(text(
            locale,
            "ts-status-activation",
            &[("name", Arg::markup(owned(locale, encounter, acting)))],
        ));
    }
    if rest.is_empty() {
        if encounter.miniatures.iter().any(|m| !m.removed) {
            parts.push(text(
                locale,
                "ts-status-round-over",
                &[("round", encounter.round.saturating_add(1).into())],
            ));
        }
    } else {
        let mut names: Vec<String> = rest
            .iter()
            .take(MAX_NEXT)
            .map(|m| owned(locale, encounter, &m.name))
            .collect();
        if rest.len() > MAX_NEXT {
            names.push("…".to_owned());
        }
        parts.push(text(
            locale,
            "ts-status-next",
            &[("names", Arg::markup(names.join(", ")))],
        ));
    }
    parts.join(" · ")
}

/// The one-line status an action reply ends with: the lives of those involved, the round,
/// whose choice is awaited, or whose activation it is and who is still to activate.
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
    parts.push(text(
        locale,
        "ts-status-round",
        &[("round", encounter.round.into())],
    ));
    let next = next_part(locale, Some(outcome), encounter);
    if !next.is_empty() {
        parts.push(next);
    }
    parts.join(" · ")
}
