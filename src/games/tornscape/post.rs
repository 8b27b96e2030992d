//! Tornscape on Discord: the reply (headed by who did what and what it led to), the
//! buttons for whoever chooses next, and the board as the tracker.

use super::render::{self, Style as TextStyle};
use crate::error::Arg;
use crate::i18n::{Locale, plain, text};
use crate::present::controls::quoted;
use crate::present::controls::{Control, Label, Style};
use crate::present::{Post, Tone, TrackerView};
use crate::rules::tornscape::{
    Assignment, Counts, Encounter, Event, Hit, Outcome, PanicResult, Pause, Reaction, RollKind,
    StrikeKind,
};

/// A name as the catalogue places it: the miniature with its owner when it is on the board.
fn who(locale: Locale, encounter: Option<&Encounter>, name: &str) -> Arg {
    match encounter {
        Some(e) => Arg::markup(render::owned(locale, e, name)),
        None => name.into(),
    }
}

/// "Torgvar hits Noxtiis: 3 damage, Bleeding", "Torgvar misses Noxtiis", and the target's
/// removal when the hit took its last life.
fn hit_headline(locale: Locale, hit: &Hit, outcome: &Outcome) -> String {
    let names = [
        ("attacker", hit.attacker.as_str().into()),
        ("target", hit.target.as_str().into()),
    ];
    let mut head = if hit.immune {
        text(locale, "ts-embed-immune", &names)
    } else if hit.success + hit.critical == 0 {
        text(locale, "ts-embed-miss", &names)
    } else {
        let marker = hit
            .marker
            .map(|k| format!(", {}", render::marker(locale, k.key())))
            .unwrap_or_default();
        text(
            locale,
            "ts-embed-hit",
            &[
                ("attacker", hit.attacker.as_str().into()),
                ("target", hit.target.as_str().into()),
                ("damage", hit.damage.into()),
                ("marker", Arg::markup(marker)),
            ],
        )
    };
    let killed = outcome
        .events
        .iter()
        .any(|e| matches!(e, Event::Killed { name } if *name == hit.target));
    if killed {
        head.push_str(&format!(
            ", {}",
            text(
                locale,
                "ts-embed-removed",
                &[("name", hit.target.as_str().into())]
            )
        ));
    }
    head
}

/// The reply's headline: the weightiest thing the action did, naming who did it, in this
/// order: a hit or an effect, a panic test, an attack declared, a reaction, an assignment,
/// a re-roll, a roll, then the table's own steps (activations, rounds, the board).
pub fn headline(
    locale: Locale,
    outcome: &Outcome,
    encounter: Option<&Encounter>,
) -> Option<String> {
    let events = &outcome.events;
    let m = |key: &str, args: &[(&str, Arg)]| text(locale, key, args);
    // The hit that did the most: one that removed its target, then the most damage, then
    // the attack over a counter-attack.
    let removed = |h: &Hit| {
        events
            .iter()
            .any(|e| matches!(e, Event::Killed { name } if *name == h.target))
    };
    let hit = events
        .iter()
        .filter_map(|e| match e {
            Event::Hit(h) => Some(h),
            _ => None,
        })
        .rev()
        .max_by_key(|h| (removed(h), h.damage, h.kind != StrikeKind::Counter));
    if let Some(hit) = hit {
        return Some(hit_headline(locale, hit, outcome));
    }
    let rank = |e: &Event| -> Option<u8> {
        Some(match e {
            Event::Effect { .. } => 0,
            Event::PanicTest { .. } | Event::LeaderDied { .. } => 1,
            Event::AttackDeclared { .. } => 2,
            Event::Reacted { .. } => 3,
            Event::Assigned { .. } => 4,
            Event::Rerolled { .. } | Event::PoorVisibility { .. } => 5,
            Event::Rolled { .. } => 6,
            Event::Killed { .. } => 7,
            Event::LifeLost { .. } | Event::Healed { .. } => 8,
            Event::MarkerPlaced { .. } | Event::MarkerRemoved { .. } => 9,
            Event::ImmuneTo { .. } => 10,
            Event::Activated { .. } | Event::ActivationEnded { .. } | Event::NewRound { .. } => 11,
            Event::MiniatureAdded { .. }
            | Event::TileAdded { .. }
            | Event::Removed { .. }
            | Event::SeatGiven { .. } => 12,
            Event::Started { .. } | Event::Ended | Event::Settings { .. } => 13,
            // Hits head the reply before any rank is looked at.
            Event::Hit(_)
            | Event::GroupFire { .. }
            | Event::Dodged { .. }
            | Event::Waiting(_)
            | Event::DefaultAccepted { .. }
            | Event::Caused { .. } => return None,
        })
    };
    let event = events
        .iter()
        .filter_map(|e| rank(e).map(|r| (r, e)))
        .min_by_key(|(r, _)| *r)
        .map(|(_, e)| e)?;
    let head = event_headline(locale, event, encounter)?;
    // A change by hand to another player's miniature says by what and by whom.
    let by_hand = matches!(
        event,
        Event::LifeLost { .. }
            | Event::Healed { .. }
            | Event::Killed { .. }
            | Event::MarkerPlaced { .. }
            | Event::MarkerRemoved { .. }
    );
    let cause = events.iter().find_map(|e| match e {
        Event::Caused { from, by } => Some((from, by)),
        _ => None,
    });
    Some(match cause {
        Some((Some(from), by)) if by_hand => m(
            "ts-embed-caused",
            &[
                ("what", Arg::markup(head)),
                ("from", from.as_str().into()),
                ("by", by.as_str().into()),
            ],
        ),
        Some((None, by)) if by_hand => m(
            "ts-embed-corrected",
            &[("what", Arg::markup(head)), ("by", by.as_str().into())],
        ),
        _ => head,
    })
}

/// The headline one event makes on its own.
fn event_headline(locale: Locale, event: &Event, encounter: Option<&Encounter>) -> Option<String> {
    let m = |key: &str, args: &[(&str, Arg)]| text(locale, key, args);
    Some(match event {
        Event::Effect {
            attacker,
            target,
            tile,
            works,
            immune,
            ..
        } => m(
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
        ),
        Event::PanicTest { name, result, .. } => m(
            match result {
                PanicResult::Passed => "ts-embed-panic-passed",
                PanicResult::Failed => "ts-embed-panic-failed",
                PanicResult::Immune => "ts-panic-immune",
                PanicResult::Cautious => "ts-embed-panic-cautious",
                PanicResult::AlreadyPanicked => "ts-panic-already",
            },
            &[("name", name.as_str().into())],
        ),
        Event::LeaderDied { name, transformed } => m(
            if *transformed {
                "ts-leader-transformed"
            } else {
                "ts-embed-leader-died"
            },
            &[("name", name.as_str().into())],
        ),
        Event::AttackDeclared {
            attacker,
            target,
            tile,
            kind,
        } => m(
            if *kind == StrikeKind::Free {
                "ts-embed-declared-free"
            } else {
                "ts-embed-declared"
            },
            &[
                ("attacker", who(locale, encounter, attacker)),
                ("target", who(locale, encounter, target)),
                ("tile", tile.as_str().into()),
            ],
        ),
        // A reaction's own line says it whole.
        Event::Reacted { .. } => render::event_lines(locale, event)
            .into_iter()
            .next()
            .unwrap_or_default(),
        Event::Assigned { defender, .. } => m(
            "ts-embed-assigned",
            &[("defender", defender.as_str().into())],
        ),
        Event::Rerolled { who, before, .. } => m(
            "ts-embed-rerolled",
            &[
                ("who", who.as_str().into()),
                ("count", (before.len() as i64).into()),
            ],
        ),
        Event::PoorVisibility { .. } => plain(locale, "ts-embed-poor-visibility"),
        Event::Rolled { who, roll, dice } => m(
            match roll {
                RollKind::Attack => "ts-embed-rolled-attack",
                RollKind::Defense => "ts-embed-rolled-defense",
                RollKind::Dodge => "ts-embed-rolled-dodge",
                RollKind::Panic => "ts-embed-rolled-panic",
            },
            &[
                ("who", who.as_str().into()),
                ("hits", render::hits(*roll, dice).into()),
            ],
        ),
        Event::Killed { name } => m("ts-embed-killed", &[("name", name.as_str().into())]),
        Event::LifeLost { name, amount, .. } => m(
            "ts-embed-life-lost",
            &[("name", name.as_str().into()), ("amount", (*amount).into())],
        ),
        Event::Healed { name, amount, .. } => m(
            "ts-embed-healed",
            &[("name", name.as_str().into()), ("amount", (*amount).into())],
        ),
        Event::MarkerPlaced { name, marker } => m(
            "ts-marker-placed",
            &[
                ("name", name.as_str().into()),
                ("marker", render::marker(locale, marker.key()).into()),
            ],
        ),
        Event::MarkerRemoved { name, marker } => m(
            "ts-marker-removed",
            &[
                ("name", name.as_str().into()),
                ("marker", render::marker(locale, marker.key()).into()),
            ],
        ),
        Event::ImmuneTo { .. } => render::event_lines(locale, event).join(" "),
        Event::Activated { name, .. } => m(
            "ts-embed-activated",
            &[("name", who(locale, encounter, name))],
        ),
        Event::ActivationEnded { name } => m(
            "ts-embed-activation-ended",
            &[("name", who(locale, encounter, name))],
        ),
        Event::NewRound { round } => m("ts-embed-new-round", &[("round", (*round).into())]),
        Event::MiniatureAdded {
            name,
            owner,
            leader,
            ..
        } => m(
            if *leader {
                "ts-embed-leader-added"
            } else {
                "ts-embed-miniature-added"
            },
            &[
                ("name", name.as_str().into()),
                (
                    "player",
                    match encounter {
                        Some(e) => Arg::markup(render::player(locale, e, *owner)),
                        None => Arg::markup(text(locale, "ts-player", &[("number", 1.into())])),
                    },
                ),
            ],
        ),
        Event::TileAdded {
            miniature, tile, ..
        } => m(
            "ts-embed-tile-added",
            &[
                ("miniature", miniature.as_str().into()),
                ("tile", tile.as_str().into()),
            ],
        ),
        Event::Removed { name } => m("ts-removed", &[("name", name.as_str().into())]),
        // "Anna's seat goes to Boris" / "Torgvar goes to Boris".
        Event::SeatGiven {
            from, to, piece, ..
        } => match piece {
            Some(name) => m(
                "ts-embed-piece-given",
                &[
                    ("name", name.as_str().into()),
                    ("to", Arg::markup(render::named(locale, to))),
                ],
            ),
            None => m(
                "ts-embed-seat-given",
                &[
                    ("from", Arg::markup(render::named(locale, from))),
                    ("to", Arg::markup(render::named(locale, to))),
                ],
            ),
        },
        Event::Started { .. } => plain(locale, "ts-embed-started"),
        Event::Ended => plain(locale, "ts-embed-ended"),
        Event::Settings { .. } => plain(locale, "ts-embed-settings"),
        Event::Hit(_)
        | Event::GroupFire { .. }
        | Event::Dodged { .. }
        | Event::Waiting(_)
        | Event::DefaultAccepted { .. }
        | Event::Caused { .. } => return None,
    })
}

/// The colour says what the headline says: a miniature removed, damage dealt, a miss, a
/// choice waiting, lives lost or regained outside an attack.
fn tone(outcome: &Outcome) -> Tone {
    let any = |f: &dyn Fn(&Event) -> bool| outcome.events.iter().any(f);
    if any(&|e| matches!(e, Event::Killed { .. })) {
        Tone::Deadly
    } else if any(&|e| matches!(e, Event::Hit(h) if h.damage > 0)) {
        Tone::StrongHit
    } else if outcome.waiting().is_some() {
        Tone::Calm
    } else if any(&|e| matches!(e, Event::Hit(_))) {
        Tone::Miss
    } else if any(&|e| {
        matches!(
            e,
            Event::PanicTest {
                result: PanicResult::Failed | PanicResult::Cautious,
                ..
            }
        )
    }) {
        Tone::Dazed
    } else if any(&|e| matches!(e, Event::LifeLost { .. })) {
        Tone::Wound
    } else if any(&|e| matches!(e, Event::Healed { .. })) {
        Tone::Success
    } else {
        Tone::Neutral
    }
}

pub fn post(locale: Locale, outcome: &Outcome, encounter: Option<&Encounter>) -> Post {
    let lines = render::outcome_lines(locale, outcome, encounter, TextStyle::Markdown);
    let mut post = Post::new(tone(outcome)).lines(lines);
    if let Some(headline) = headline(locale, outcome, encounter) {
        post = post.headline(headline);
    }
    if let Some(encounter) = encounter {
        post = post.status(render::status(locale, outcome, encounter));
    }
    post
}

/// The board: the round and whose activation it is in the title, every miniature with its
/// owner, and who is still to activate (or whose choice an attack waits for).
pub fn tracker(locale: Locale, encounter: &Encounter) -> TrackerView {
    let view = TrackerView::new(render::title(locale, encounter)).lines(render::board_lines(
        locale,
        encounter,
        TextStyle::Markdown,
    ));
    let status = render::next_part(locale, None, encounter);
    if status.is_empty() {
        view
    } else {
        view.status(status)
    }
}

fn assign_line(a: Assignment) -> String {
    format!(
        "/tornscape assign success-on-success:{} critical-on-success:{} critical-on-critical:{}",
        a.success_on_success, a.critical_on_success, a.critical_on_critical
    )
}

/// Buttons for the player whose choice the attack waits for, each labelled with what a
/// click does; otherwise ending the activation or the round.
pub fn controls(outcome: &Outcome, encounter: Option<&Encounter>) -> Vec<Control> {
    let Some(encounter) = encounter else {
        return Vec::new();
    };
    let mut controls = Vec::new();
    // The pause the table waits at, whatever the action was: a choice that still pends
    // keeps its controls under newer replies.
    let pending = encounter.exchange.as_ref().and_then(|exchange| {
        outcome.waiting().cloned().or_else(|| {
            crate::rules::tornscape::exchange::pause(exchange, encounter)
                .ok()
                .flatten()
        })
    });
    match pending.as_ref() {
        Some(Pause::Reaction {
            counters,
            default,
            only_dodge,
            ..
        }) => {
            // Against crushing damage a dodge is the only defense, with a counter or without.
            let reactions: &[(Reaction, &str)] = if *only_dodge {
                &[(Reaction::Dodge, "dodge")]
            } else {
                &[(Reaction::Defend, "defend"), (Reaction::Dodge, "dodge")]
            };
            for &(reaction, key) in reactions {
                controls.push(Control::button(
                    format!("/tornscape react reaction:{key}"),
                    Label::new(match (reaction, reaction == *default) {
                        (Reaction::Defend, _) => "button-ts-defend-default",
                        (Reaction::Dodge, true) => "button-ts-dodge-default",
                        (Reaction::Dodge, false) => "button-ts-dodge",
                    }),
                    if reaction == *default {
                        Style::Primary
                    } else {
                        Style::Secondary
                    },
                ));
            }
            for tile in counters.iter().take(3) {
                controls.push(Control::button(
                    format!(
                        "/tornscape react reaction:{} counter:{}",
                        if *only_dodge { "dodge" } else { "defend" },
                        quoted(tile)
                    ),
                    Label::new("button-ts-counter").arg("tile", tile.as_str()),
                    Style::Danger,
                ));
            }
        }
        Some(Pause::AttackerReroll {
            rerolls,
            blank_attack,
            blank_mastery,
            ..
        }) => {
            // With no blank die the default re-rolls nothing: keeping the roll says so.
            if *blank_attack + *blank_mastery > 0 {
                controls.push(Control::button(
                    "/tornscape accept",
                    Label::new("button-ts-reroll-default").arg("count", *rerolls),
                    Style::Primary,
                ));
            }
            if *blank_mastery > 0 && *blank_attack > 0 {
                let mastery = u32::from(*blank_mastery).min(*rerolls);
                let attack = (rerolls - mastery).min(u32::from(*blank_attack));
                controls.push(Control::button(
                    format!("/tornscape reroll blank-mastery:{mastery} blank-attack:{attack}"),
                    Label::new("button-ts-reroll-mastery-first").arg("count", mastery),
                    Style::Secondary,
                ));
            }
            controls.push(Control::button(
                "/tornscape reroll",
                Label::new("button-ts-keep-roll"),
                Style::Secondary,
            ));
        }
        Some(Pause::DefenderReroll {
            rerolls,
            blank_defense,
            ..
        }) => {
            if *blank_defense > 0 {
                controls.push(Control::button(
                    "/tornscape accept",
                    Label::new("button-ts-reroll-defense").arg("count", *rerolls),
                    Style::Primary,
                ));
            }
            controls.push(Control::button(
                "/tornscape reroll",
                Label::new("button-ts-keep-roll"),
                Style::Secondary,
            ));
        }
        Some(Pause::Assign {
            counts,
            back,
            default,
            ..
        }) => {
            controls.push(Control::button(
                "/tornscape accept",
                Label::new("button-ts-assign-default"),
                Style::Primary,
            ));
            let counts = Counts::from(*counts);
            // Criticals on criticals first (stops their markers).
            let stop = Assignment::default_for(counts, false);
            if stop != *default {
                controls.push(Control::button(
                    assign_line(stop),
                    Label::new("button-ts-assign-criticals"),
                    Style::Secondary,
                ));
            }
            // Every critical kept for damage back.
            let keep = Assignment {
                success_on_success: default.success_on_success,
                critical_on_success: 0,
                critical_on_critical: 0,
            };
            if *back && keep != *default {
                controls.push(Control::button(
                    assign_line(keep),
                    Label::new("button-ts-assign-back"),
                    Style::Secondary,
                ));
            }
        }
        None => {
            // The table's own steps outlive one reply: they live on the tracker.
            if encounter.acting.is_some() {
                controls.push(
                    Control::button(
                        "/next",
                        Label::new("button-ts-end-activation"),
                        Style::Secondary,
                    )
                    .on_tracker(),
                );
            }
            if encounter.miniatures.iter().any(|m| !m.removed) {
                controls.push(next_round(encounter));
            }
        }
    }
    controls
}

/// "Next round", asking to confirm when miniatures have not activated yet this round.
fn next_round(encounter: &Encounter) -> Control {
    let button = Control::button(
        "/initiative",
        Label::new("button-next-round"),
        Style::Secondary,
    )
    .on_tracker();
    let waiting: Vec<&str> = render::yet_to_activate(encounter)
        .into_iter()
        .map(|m| m.name.as_str())
        .collect();
    if waiting.is_empty() {
        return button;
    }
    button.confirming(
        Label::new("ts-confirm-next-round")
            .arg("count", waiting.len() as i64)
            .arg("names", waiting.join(", "))
            .arg("round", encounter.round.saturating_add(1)),
    )
}

/// The player whose choice the attack waits for, for an opted-in ping.
pub fn chooser(outcome: &Outcome, encounter: Option<&Encounter>) -> Option<i64> {
    encounter?.exchange.as_ref()?;
    outcome.waiting().map(Pause::owner)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::RiggedDice;
    use crate::present::controls::Place;
    use crate::rules::tornscape::{self as ts, Action, NewMiniature, Size, Table, Tile};
    use crate::rules::{Actor, tornscape::DamageType, tornscape::Marker};

    const EN: Locale = Locale::EnUs;

    fn rook() -> Actor {
        Actor {
            user: 101,
            moderator: false,
            name: "Rook".to_owned(),
        }
    }

    /// Tess never acted under a name (an engine test, or a stored game from before names).
    fn tess() -> Actor {
        Actor {
            user: 102,
            moderator: false,
            name: String::new(),
        }
    }

    fn play(table: &mut Table, actor: &Actor, action: Action) -> Outcome {
        let mut dice = RiggedDice::parse("1").expect("dice");
        ts::apply(table, actor, &action, &mut dice).expect("a legal action")
    }

    fn miniature(name: &str, leader: bool) -> Action {
        Action::AddMiniature(NewMiniature {
            name: name.to_owned(),
            size: Size::Normal,
            life: 5,
            defense: 1,
            agility: 1,
            veteran: false,
            cautious: false,
            mental_immune: false,
            leader,
            transforms: false,
            affinities: Vec::new(),
            ethereal_protection: 0,
            count: 1,
        })
    }

    /// Rook's Torgvar (leader, the seed's Dagger Strike) and Tess's Noxtiis.
    fn board() -> Table {
        let mut table = Table::default();
        play(&mut table, &rook(), Action::Start);
        play(&mut table, &rook(), miniature("Torgvar", true));
        play(
            &mut table,
            &rook(),
            Action::AddTile {
                miniature: "Torgvar".to_owned(),
                tile: Tile {
                    name: "Dagger Strike".to_owned(),
                    ranged: false,
                    range: 1,
                    attack: 5,
                    mastery: 1,
                    agility: 3,
                    damage: 1,
                    damage_type: DamageType::Physical,
                    marker: Some(Marker::Bleeding),
                    area: false,
                    assault: false,
                    ethereal: false,
                    no_damage: false,
                    panic_test: false,
                },
            },
        );
        play(&mut table, &tess(), miniature("Noxtiis", false));
        table
    }

    fn encounter(table: &Table) -> &Encounter {
        table.encounter.as_ref().expect("running")
    }

    #[test]
    fn the_tracker_reads_without_a_legend_and_names_each_owner() {
        let mut table = board();
        play(
            &mut table,
            &rook(),
            Action::Activate {
                name: "Torgvar".to_owned(),
            },
        );
        let view = tracker(EN, encounter(&table));
        let lines: Vec<String> = view.lines.iter().map(|l| l.plain()).collect();
        let all = lines.join("\n");
        assert_eq!(
            view.title.plain(),
            "Tornscape — round 1 · activation: Torgvar (Rook)"
        );
        assert!(
            lines[0].starts_with(
                "Torgvar (Rook) · lives ▰▰▰▰▰ 5/5 · shield: 1 defense + 1 agility die"
            ),
            "{all}"
        );
        assert!(lines[0].contains("♛ expedition leader"), "{all}");
        assert!(lines[0].contains("▶ activating now"), "{all}");
        assert_eq!(
            lines[1],
            "Dagger Strike: 5 attack dice, 1 mastery die, 3 agility dice · 1 damage · melee · a critical places Bleeding"
        );
        assert!(
            view.lines[1].small,
            "a tile is a small line under its miniature"
        );
        // Tess's name is not known yet: a neutral label, never a mention.
        assert!(lines[2].starts_with("Noxtiis (player 2)"), "{all}");
        for code in ["×", "5/1/3", "+1", "⏳", "<@"] {
            assert!(!all.contains(code), "{code} in {all}");
        }
        let status = view.status.expect("who is next").plain();
        assert_eq!(
            status,
            "activation: Torgvar (Rook) · yet to activate: Noxtiis (player 2)"
        );
    }

    #[test]
    fn every_reply_is_headed_and_a_handover_names_who_is_next() {
        let mut table = board();
        let tile = play(&mut table, &rook(), miniature("Grub", false));
        let shown = post(EN, &tile, table.encounter.as_ref());
        assert_eq!(
            shown.headline.map(|h| h.plain()).as_deref(),
            Some("Rook puts Grub on the board")
        );
        let activated = play(
            &mut table,
            &rook(),
            Action::Activate {
                name: "Grub".to_owned(),
            },
        );
        let shown = post(EN, &activated, table.encounter.as_ref());
        assert_eq!(
            shown.headline.map(|h| h.plain()).as_deref(),
            Some("Grub (Rook) activates")
        );
        let ended = play(&mut table, &rook(), Action::Next);
        let shown = post(EN, &ended, table.encounter.as_ref());
        assert_eq!(
            shown.headline.map(|h| h.plain()).as_deref(),
            Some("Grub (Rook)'s activation ends")
        );
        assert_eq!(
            shown.status.map(|s| s.plain()).as_deref(),
            Some("Round 1 · yet to activate: Torgvar (Rook), Noxtiis (player 2)")
        );
    }

    #[test]
    fn round_controls_live_on_the_tracker_and_ask_before_skipping_anyone() {
        let mut table = board();
        let added = play(
            &mut table,
            &rook(),
            Action::Activate {
                name: "Torgvar".to_owned(),
            },
        );
        let offered = controls(&added, table.encounter.as_ref());
        assert!(!offered.is_empty());
        assert!(offered.iter().all(|c| c.place == Place::Tracker));
        let next_round = offered
            .iter()
            .find(|c| c.line == "/initiative")
            .expect("Next round");
        let why = next_round.confirm.as_ref().expect("asks first");
        assert_eq!(why.key, "ts-confirm-next-round");
        assert!(
            why.args
                .iter()
                .any(|(k, v)| *k == "names" && *v == Arg::from("Noxtiis")),
            "{why:?}"
        );
        // Once everyone has activated, it fires at once.
        play(&mut table, &rook(), Action::Next);
        let done = play(
            &mut table,
            &tess(),
            Action::Activate {
                name: "Noxtiis".to_owned(),
            },
        );
        let next_round = controls(&done, table.encounter.as_ref())
            .into_iter()
            .find(|c| c.line == "/initiative")
            .expect("Next round");
        assert_eq!(next_round.confirm, None);
    }

    #[test]
    fn zero_parts_are_left_out_and_lost_damage_is_said() {
        let a = Assignment {
            success_on_success: 1,
            critical_on_success: 0,
            critical_on_critical: 2,
        };
        assert_eq!(
            render::assignment(EN, &a),
            "1 success on success, 2 critical on critical"
        );
        let lost = render::event_lines(
            EN,
            &Event::LifeLost {
                name: "Torgvar".to_owned(),
                amount: 6,
                life: 0,
                max: 5,
                excess: 1,
            },
        );
        assert_eq!(
            lost,
            vec!["Torgvar loses the last 5 lives: 0/5; 1 more damage is lost.".to_owned()]
        );
        let accepted = render::event_lines(
            EN,
            &Event::DefaultAccepted {
                pause: "assign".to_owned(),
            },
        );
        assert!(accepted.is_empty(), "{accepted:?}");
    }
}
