//! «Познание нуля» on Discord: the reply embed (its title names the actor and the
//! consequence), the tracker, and the controls — the bonus strike of an attack over
//! several targets, the end of the turn, a retreat. A click runs the same command line
//! as typing it, as the user who clicked, so the engine decides who may.

use super::render::{self, Seats, Style as TextStyle};
use crate::error::Arg;
use crate::games::ArmyDone;
use crate::i18n::{self, Locale, text};
use crate::present::controls::{Control, Label, MenuChoice, Style};
use crate::present::{Post, Tone, TrackerView};
use crate::rules::knowing_zero::{Event, Outcome, Side, Table};

/// The most bonus-strike buttons in one row; more strikes get a menu.
const BUTTONS: usize = 5;

/// The headline: who did what, and what it led to. The end of a battle or of the game
/// outranks what caused it; otherwise the first event names the action.
fn title(locale: Locale, outcome: &Outcome, seats: &Seats) -> Option<String> {
    let m = |key: &str, args: &[(&str, Arg)]| Some(text(locale, key, args));
    let events = &outcome.events;
    for event in events {
        match event {
            Event::GameWon { who, .. } => {
                return m(
                    "kz-title-game-won",
                    &[("who", render::winner(locale, seats, who))],
                );
            }
            Event::BattleEnded { winner, moves, .. } => {
                return match (winner, moves.last()) {
                    (Some(side), Some(mv)) => m(
                        "kz-title-battle-won",
                        &[("who", render::who_at(locale, seats, &mv.who, *side))],
                    ),
                    (Some(side), None) => m(
                        "kz-title-battle-won",
                        &[("who", render::owner(locale, seats, *side))],
                    ),
                    (None, _) => m("kz-title-battle-drawn", &[]),
                };
            }
            Event::Abandoned => return m("kz-title-abandoned", &[]),
            _ => {}
        }
    }
    let died = |card: &str| {
        events
            .iter()
            .any(|e| matches!(e, Event::Died { card: dead, .. } if dead == card))
    };
    events.iter().find_map(|event| match event {
        Event::Attack(report) => {
            let mut targets: Vec<&str> = Vec::new();
            for s in &report.strikes {
                if !targets.contains(&s.target.as_str()) {
                    targets.push(&s.target);
                }
            }
            let dead: Vec<&str> = events
                .iter()
                .filter_map(|e| match e {
                    Event::Died { card, .. } => Some(card.as_str()),
                    _ => None,
                })
                .collect();
            let mut args = vec![
                ("attacker", report.attacker.as_str().into()),
                ("targets", targets.join(", ").into()),
                ("total", report.total.into()),
            ];
            if dead.is_empty() {
                m("kz-title-attack", &args)
            } else {
                args.push(("dead", dead.join(", ").into()));
                args.push(("count", dead.len().into()));
                m("kz-title-attack-kills", &args)
            }
        }
        Event::ChooseBonusStrike { attacker, .. } => {
            m("kz-title-choose", &[("attacker", attacker.as_str().into())])
        }
        Event::EndWaits { who, side } => m(
            "kz-title-end-waits",
            &[("who", render::who_at(locale, seats, who, *side))],
        ),
        Event::BattleGoesOn { who, side } => m(
            "kz-title-goes-on",
            &[("who", render::who_at(locale, seats, who, *side))],
        ),
        Event::Retreated { who, side } => m(
            "kz-title-retreat",
            &[
                ("who", render::who_at(locale, seats, who, *side)),
                ("next", render::owner(locale, seats, side.other())),
            ],
        ),
        Event::BattleStarted {
            attacker, defender, ..
        } => m(
            "kz-title-started",
            &[
                (
                    "attacker",
                    render::who_at(locale, seats, attacker, Side::Attacker),
                ),
                (
                    "defender",
                    render::who_object(locale, seats, defender, Side::Defender),
                ),
            ],
        ),
        // A turn handed over by /next: whose ended and whose begins.
        Event::TurnOf { who, side, .. } => m(
            "kz-title-turn-ended",
            &[
                ("ended", render::owner(locale, seats, side.other())),
                ("who", render::who_at(locale, seats, who, *side)),
            ],
        ),
        Event::CardAdded { name, side, .. } => m(
            "kz-title-card",
            &[
                ("name", name.as_str().into()),
                ("who", render::owner(locale, seats, *side)),
            ],
        ),
        Event::ArmyEntered { name, side, .. } => m(
            "kz-title-army-entered",
            &[
                ("name", name.as_str().into()),
                ("who", render::owner(locale, seats, *side)),
            ],
        ),
        Event::ItemGiven { card, item, .. } => m(
            "kz-title-item",
            &[
                ("card", card.as_str().into()),
                ("item", item.name.as_str().into()),
            ],
        ),
        Event::Mounted { rider, animal } => m(
            "kz-title-mounted",
            &[
                ("rider", rider.as_str().into()),
                ("animal", animal.as_str().into()),
            ],
        ),
        Event::Dismounted { rider, animal } => m(
            "kz-title-dismounted",
            &[
                ("rider", rider.as_str().into()),
                ("animal", animal.as_str().into()),
            ],
        ),
        Event::BonusPlayed {
            side, kind, name, ..
        } => m(
            "kz-title-bonus",
            &[
                ("who", render::owner(locale, seats, *side)),
                ("name", name.as_str().into()),
                ("kind", Arg::term(format!("kz-bonus-{}", kind.key()))),
            ],
        ),
        Event::Acted { card, .. } => m("kz-title-acted", &[("card", card.as_str().into())]),
        Event::Damaged { card, dealt, .. } => m(
            if died(card) {
                "kz-title-damaged-dies"
            } else {
                "kz-title-damaged"
            },
            &[("card", card.as_str().into()), ("dealt", (*dealt).into())],
        ),
        Event::Healed {
            card, life, cap, ..
        } => m(
            "kz-title-healed",
            &[
                ("card", card.as_str().into()),
                ("life", (*life).into()),
                ("cap", (*cap).into()),
            ],
        ),
        Event::ItemLost { card, item, .. } => m(
            "kz-title-item-lost",
            &[
                ("card", card.as_str().into()),
                ("item", item.as_str().into()),
            ],
        ),
        Event::DeckDrawn { who } => m(
            "kz-title-deck-drawn",
            &[("who", render::who(locale, seats, who))],
        ),
        Event::NewGame => m("kz-title-new-game", &[]),
        // Who handed what to whom; a correction names its author first.
        Event::SeatGiven {
            sides,
            from,
            to,
            by,
            ..
        } => {
            let mut args = vec![
                ("from", render::who(locale, seats, from)),
                ("to", render::who(locale, seats, to)),
                ("side", render::handed(sides)),
            ];
            match by {
                Some(by) => {
                    args.push(("by", render::who(locale, seats, by)));
                    m("kz-title-seat-reassigned", &args)
                }
                None => m("kz-title-seat-given", &args),
            }
        }
        Event::SettingsChanged { .. } => m("kz-title-settings", &[]),
        Event::Died { .. }
        | Event::ToldApart { .. }
        | Event::GameWon { .. }
        | Event::BattleEnded { .. }
        | Event::Abandoned => None,
    })
}

/// The colour of what the action led to; the headline says the same in words.
fn tone(outcome: &Outcome) -> Tone {
    let events = &outcome.events;
    let ending = events.iter().find_map(|e| match e {
        Event::GameWon { .. }
        | Event::BattleEnded {
            winner: Some(_), ..
        } => Some(Tone::Triumph),
        Event::BattleEnded { winner: None, .. } => Some(Tone::Dead),
        Event::Abandoned => Some(Tone::Withdrawn),
        Event::Died { .. } => Some(Tone::Deadly),
        _ => None,
    });
    ending
        .or_else(|| {
            events.iter().find_map(|e| match e {
                Event::Attack(r) if r.total > 0 => Some(Tone::StrongHit),
                Event::Attack(_) => Some(Tone::Miss),
                Event::ChooseBonusStrike { .. } | Event::EndWaits { .. } => Some(Tone::Calm),
                Event::Retreated { .. } => Some(Tone::Withdrawn),
                Event::Damaged { .. } | Event::ItemLost { .. } => Some(Tone::Wound),
                Event::Healed { .. } => Some(Tone::Success),
                Event::SeatGiven { .. } => Some(Tone::Calm),
                _ => None,
            })
        })
        .unwrap_or(Tone::Neutral)
}

/// A headline that opens with a role word ("the attacker …") starts with a capital. A
/// name opens with its fence, not a letter, so a name stays as typed.
fn capitalized(title: String) -> String {
    let mut chars = title.chars();
    match chars.next() {
        Some(first) if first.is_lowercase() => first.to_uppercase().chain(chars).collect(),
        _ => title,
    }
}

pub fn post(locale: Locale, outcome: &Outcome, table: &Table) -> Post {
    let seats = Seats::of(Some(table), &outcome.events);
    // The headline and the status say whose turn begins: no line of its own.
    let shown = |e: &&Event| !(table.battle.is_some() && matches!(e, Event::TurnOf { .. }));
    let lines: Vec<String> = outcome
        .events
        .iter()
        .filter(shown)
        .flat_map(|e| render::event_lines(locale, &seats, e))
        .map(|l| render::styled(l, TextStyle::Markdown))
        .collect();
    let mut post = Post::new(tone(outcome)).lines(lines);
    match title(locale, outcome, &seats) {
        Some(title) => post = post.headline(capitalized(title)),
        None => post = post.line(i18n::plain(locale, "reply-nothing-changed")),
    }
    // Whose turn it is now, or what comes after the battle.
    post.status(match render::status_line(locale, table) {
        Some(status) if table.battle.is_some() => status,
        _ => render::next_status(locale, table),
    })
}

pub fn tracker(locale: Locale, table: &Table) -> TrackerView {
    let view = render::view(locale, table, TextStyle::Markdown);
    TrackerView::new(render::view_title(locale, table)).lines(view.lines().map(str::to_owned))
}

/// The confirmation of a fallen army's end while it waits; the bonus strike's choices
/// while an attack stored by an older version waits for it; otherwise the end of the turn,
/// and a retreat while the turn is untouched.
pub fn controls(table: &Table) -> Vec<Control> {
    let Some(b) = table.battle.as_deref() else {
        return Vec::new();
    };
    if b.ending.is_some() {
        return vec![Control::button(
            "/zero confirm",
            Label::new("button-kz-confirm"),
            Style::Danger,
        )];
    }
    if let Some(pending) = &b.pending {
        let label = |i: usize, target: &str, strength: u32| {
            Label::new("button-kz-strike")
                .arg("number", i + 1)
                .arg("target", target)
                .arg("strength", strength)
        };
        if pending.options.len() <= BUTTONS {
            return pending
                .options
                .iter()
                .enumerate()
                .map(|(i, (target, strength))| {
                    Control::button(
                        format!("/zero strike number:{}", i + 1),
                        label(i, target, *strength),
                        if i == 0 {
                            Style::Primary
                        } else {
                            Style::Secondary
                        },
                    )
                })
                .collect();
        }
        let choices = pending
            .options
            .iter()
            .enumerate()
            .map(|(i, (target, strength))| MenuChoice {
                value: (i + 1).to_string(),
                label: Some(label(i, target, *strength)),
                selected: false,
            })
            .collect();
        return vec![Control::choices(
            "/zero strike number:",
            Label::new("select-kz-strike"),
            choices,
            false,
        )];
    }
    // The end of the turn and a retreat outlive one reply: they live on the tracker.
    let seats = Seats::of(Some(table), &[]);
    let side = b.turn.side;
    let player = render::who_label(&seats, b.who(side), side);
    let mut next =
        Control::button("/next", Label::new("button-kz-next"), Style::Secondary).on_tracker();
    if b.turn.fresh() {
        // Nothing played yet: a misclick would skip the whole turn.
        next = next.confirming(Label::new("confirm-kz-next").arg("who", player.clone()));
    }
    let mut controls = vec![next];
    if b.turn.fresh() && b.retreat.is_none() {
        let opponent = render::who_label(&seats, b.who(side.other()), side.other());
        controls.push(
            Control::button(
                "/zero retreat",
                Label::new("button-kz-retreat"),
                Style::Danger,
            )
            .on_tracker()
            .confirming(
                Label::new("confirm-kz-retreat")
                    .arg("who", player)
                    .arg("opponent", opponent),
            ),
        );
    }
    controls
}

/// A list, save or delete of the asker's saved armies (only they see it).
pub fn army(locale: Locale, done: &ArmyDone) -> Post {
    match done {
        ArmyDone::Listed(armies) if armies.is_empty() => Post::new(Tone::Neutral)
            .headline(i18n::plain(locale, "kz-army-list-title"))
            .line(i18n::plain(locale, "kz-army-list-empty")),
        ArmyDone::Listed(armies) => Post::new(Tone::Neutral)
            .headline(i18n::plain(locale, "kz-army-list-title"))
            .lines(armies.iter().map(|(name, cards)| {
                text(
                    locale,
                    "kz-army-list-row",
                    &[("name", name.as_str().into()), ("cards", (*cards).into())],
                )
            })),
        ArmyDone::Saved {
            name,
            cards,
            replaced,
        } => Post::new(Tone::Success).headline(text(
            locale,
            if *replaced {
                "kz-army-replaced"
            } else {
                "kz-army-saved"
            },
            &[("name", name.as_str().into()), ("cards", (*cards).into())],
        )),
        ArmyDone::Deleted { name } => Post::new(Tone::Neutral).headline(text(
            locale,
            "kz-army-deleted",
            &[("name", name.as_str().into())],
        )),
    }
}

/// The console's JSON of an army request.
pub fn army_json(done: &ArmyDone) -> serde_json::Value {
    match done {
        ArmyDone::Listed(armies) => serde_json::json!({
            "armies": armies
                .iter()
                .map(|(name, cards)| serde_json::json!({ "name": name, "cards": cards }))
                .collect::<Vec<_>>(),
        }),
        ArmyDone::Saved {
            name,
            cards,
            replaced,
        } => serde_json::json!({ "saved": name, "cards": cards, "replaced": replaced }),
        ArmyDone::Deleted { name } => serde_json::json!({ "deleted": name }),
    }
}

/// The player whose turn began, for an opted-in ping.
pub fn turn_owner(outcome: &Outcome, table: &Table) -> Option<i64> {
    outcome.events.iter().rev().find_map(|e| match e {
        Event::TurnOf { who, .. } if table.battle.is_some() => Some(who.user),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::{controls, post};
    use crate::i18n::Locale;
    use crate::present::Text;
    use crate::present::controls::{Place, Shape};
    use crate::rules::knowing_zero::{
        AttackOrder, Battle, Event, FirstTurn, Outcome, Pending, Side, Table, Turn, TurnKind, Who,
    };

    fn table(strikes: usize) -> Table {
        let who = Who::user;
        let pending = (strikes > 0).then(|| Pending {
            attack: AttackOrder::default(),
            options: (0..strikes).map(|i| (format!("Target {i}"), 3)).collect(),
        });
        Table {
            battle: Some(Box::new(Battle {
                number: 1,
                host: 1,
                attacker: who(1),
                defender: who(2),
                first_turn: FirstTurn::Machine,
                turn: Turn::new(Side::Attacker, 1, TurnKind::Full),
                cards: Vec::new(),
                fallen: Vec::new(),
                fielded: (false, false),
                retreat: None,
                pending,
                ending: None,
            })),
            ..Table::default()
        }
    }

    #[test]
    fn a_button_per_strike_up_to_five_then_a_menu() {
        let buttons = controls(&table(3));
        assert_eq!(buttons.len(), 3);
        assert_eq!(buttons[1].line, "/zero strike number:2");
        assert!(matches!(buttons[0].shape, Shape::Button { .. }));
        let menu = controls(&table(7));
        assert_eq!(menu.len(), 1);
        match &menu[0].shape {
            Shape::Menu { choices, .. } => assert_eq!(choices.len(), 7),
            Shape::Button { .. } => panic!("a menu beyond five strikes"),
        }
        assert_eq!(menu[0].line, "/zero strike number:");
    }

    #[test]
    fn an_untouched_turn_offers_its_end_and_a_retreat() {
        let lines: Vec<String> = controls(&table(0)).into_iter().map(|c| c.line).collect();
        assert_eq!(lines, ["/next", "/zero retreat"]);
        assert!(controls(&Table::default()).is_empty());
    }

    /// The end of the turn and a retreat outlive one reply and live on the tracker, asking
    /// first while nothing of the turn is played; the bonus strike answers the reply's own
    /// pending choice.
    #[test]
    fn standing_controls_live_on_the_tracker_and_choices_under_their_reply() {
        for control in controls(&table(0)) {
            assert_eq!(control.place, Place::Tracker, "{}", control.line);
            assert!(control.confirm.is_some(), "{}", control.line);
        }
        for strikes in [3, 7] {
            for control in controls(&table(strikes)) {
                assert_eq!(control.place, Place::Reply, "{}", control.line);
                assert!(control.confirm.is_none());
            }
        }
        // Once the turn is under way, ending it asks nothing.
        let mut busy = table(0);
        if let Some(b) = busy.battle.as_deref_mut() {
            b.turn.machine = Some("Golem".into());
        }
        let busy = controls(&busy);
        assert_eq!(busy.len(), 1);
        assert!(busy[0].confirm.is_none());
    }

    /// Players nobody named yet show as their sides, wherever the post puts them; the
    /// status names whose turn it is.
    #[test]
    fn a_post_names_no_one_by_mention() {
        let table = table(0);
        let outcome = Outcome {
            events: vec![Event::TurnOf {
                side: Side::Attacker,
                who: Who::user(1),
                number: 1,
                kind: TurnKind::Full,
            }],
        };
        let post = post(Locale::EnUs, &outcome, &table);
        assert_eq!(
            post.headline.as_ref().map(Text::plain).as_deref(),
            Some("The defender ends the turn: the attacker is next")
        );
        let status = post.status.as_ref().map(Text::plain).unwrap_or_default();
        assert!(status.starts_with("the attacker, turn 1"), "{status}");
        for line in post.plain_lines() {
            assert!(!line.contains("<@"), "{line}");
        }
    }
}
