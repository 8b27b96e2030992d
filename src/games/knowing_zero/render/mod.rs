//! «Познание нуля» as localized lines: each event of an action, the status line that
//! ends every reply, and the battle at a glance (`/encounter show`, the tracker). Both
//! front-ends use these; Discord puts them into embeds, the console prints them.

use crate::error::Arg;
use crate::i18n::{Locale, plain, text};
use crate::rules::knowing_zero::{Card, Event, Kind, Side, Slot, Table, TurnKind, Who};

pub(crate) use crate::present::style::{Style, styled};

/// How many cards of one army the view lists before "… and N more".
const SHOWN_PER_ARMY: usize = 20;

fn m(locale: Locale, key: &str, args: &[(&str, Arg)]) -> String {
    text(locale, key, args)
}

/// A player: the typed name, or a Discord mention (shown as the user's name, never a ping).
pub fn who(who: &Who) -> Arg {
    match &who.label {
        Some(label) => Arg::Text(label.clone()),
        None => Arg::markup(format!("<@{}>", who.user)),
    }
}

/// A player where Discord shows no mentions (titles, footers, buttons): the typed name,
/// else the army's name.
pub fn who_plain(who: &Who, side: Option<Side>) -> Arg {
    match (&who.label, side) {
        (Some(label), _) => Arg::Text(label.clone()),
        (None, Some(side)) => term(format!("kz-side-{}", side.key())),
        (None, None) => term("kz-the-winner".to_owned()),
    }
}

fn term(key: String) -> Arg {
    Arg::term(key)
}

fn kind(kind: Kind) -> Arg {
    term(format!("kz-kind-{}", kind.key()))
}

/// `▰▰▰▱▱ 3/5`: up to ten blocks.
pub fn bar(life: u32, cap: u32) -> String {
    crate::present::style::life_bar(life.into(), cap.into(), cap.clamp(1, 10))
}

pub fn event_lines(locale: Locale, event: &Event) -> Vec<String> {
    let line = |key: &str, args: &[(&str, Arg)]| vec![m(locale, key, args)];
    match event {
        Event::BattleStarted {
            number,
            attacker,
            defender,
            first_turn,
        } => line(
            "kz-battle-started",
            &[
                ("number", (*number).into()),
                ("attacker", who(attacker)),
                ("defender", who(defender)),
                ("first", term(format!("kz-first-{}", first_turn.key()))),
            ],
        ),
        Event::CardAdded {
            name,
            side,
            kind: k,
            attack,
            life,
            armor,
            strikes,
        } => line(
            "kz-card-added",
            &[
                ("name", name.as_str().into()),
                ("kind", kind(*k)),
                ("side", term(format!("kz-side-{}", side.key()))),
                ("attack", (*attack).into()),
                ("strikes", (*strikes).into()),
                ("armor", (*armor).into()),
                ("life", (*life).into()),
            ],
        ),
        Event::ItemGiven {
            card,
            item,
            life,
            cap,
        } => line(
            "kz-item-given",
            &[
                ("card", card.as_str().into()),
                ("item", item.name.as_str().into()),
                ("attack", item.attack.into()),
                ("bonus", item.life.into()),
                ("life", (*life).into()),
                ("cap", (*cap).into()),
            ],
        ),
        Event::Mounted { rider, animal } => line(
            "kz-mounted",
            &[
                ("rider", rider.as_str().into()),
                ("animal", animal.as_str().into()),
            ],
        ),
        Event::Dismounted { rider, animal } => line(
            "kz-dismounted",
            &[
                ("rider", rider.as_str().into()),
                ("animal", animal.as_str().into()),
            ],
        ),
        Event::BonusPlayed {
            kind: k,
            name,
            amount,
            ..
        } => line(
            "kz-bonus-played",
            &[
                ("kind", term(format!("kz-bonus-{}", k.key()))),
                ("name", name.as_str().into()),
                ("amount", (*amount).into()),
            ],
        ),
        Event::Acted { card, slot } => line(
            "kz-acted",
            &[
                ("card", card.as_str().into()),
                ("slot", term(format!("kz-slot-{}", slot.key()))),
            ],
        ),
        Event::Attack(report) => {
            let strengths: Vec<String> = report
                .strikes
                .iter()
                .map(|s| s.strength.to_string())
                .collect();
            let pool = Arg::markup(format!("`{}`", strengths.join(" · ")));
            let count = report.strikes.len().into();
            let first = match &report.partner {
                Some(partner) => m(
                    locale,
                    "kz-attack-pair",
                    &[
                        ("attacker", report.attacker.as_str().into()),
                        ("partner", partner.as_str().into()),
                        ("count", count),
                        ("strikes", pool),
                    ],
                ),
                None => m(
                    locale,
                    "kz-attack",
                    &[
                        ("attacker", report.attacker.as_str().into()),
                        ("count", count),
                        ("strikes", pool),
                    ],
                ),
            };
            let mut lines = vec![first];
            let b = &report.bonus;
            if b.net() != 0 || b.minus > 0 {
                lines.push(m(
                    locale,
                    "kz-attack-bonus",
                    &[
                        ("strike", report.bonus_strike.into()),
                        ("net", b.net().into()),
                        ("pair", b.pair.into()),
                        ("items", b.items.into()),
                        ("turn", b.turn.into()),
                        ("plus", b.plus.into()),
                        ("minus", b.minus.into()),
                    ],
                ));
            }
            // One line per target, in the order first struck.
            let mut targets: Vec<&str> = Vec::new();
            for s in &report.strikes {
                if !targets.contains(&s.target.as_str()) {
                    targets.push(&s.target);
                }
            }
            for target in targets {
                let hits: Vec<_> = report
                    .strikes
                    .iter()
                    .filter(|s| s.target == target)
                    .collect();
                let through: Vec<String> = hits.iter().map(|s| s.through.to_string()).collect();
                lines.push(m(
                    locale,
                    "kz-attack-target",
                    &[
                        ("target", target.into()),
                        ("armor", hits.first().map_or(0, |s| s.armor).into()),
                        ("through", Arg::markup(format!("`{}`", through.join(" · ")))),
                        ("dealt", hits.iter().map(|s| s.dealt).sum::<u32>().into()),
                    ],
                ));
            }
            lines
        }
        Event::ChooseBonusStrike {
            attacker,
            bonus,
            options,
        } => {
            let listed: Vec<String> = options
                .iter()
                .enumerate()
                .map(|(i, (target, strength))| format!("{} → {} ({strength})", i + 1, target))
                .collect();
            line(
                "kz-choose-strike",
                &[
                    ("attacker", attacker.as_str().into()),
                    ("bonus", (*bonus).into()),
                    ("options", listed.join(", ").into()),
                ],
            )
        }
        Event::Damaged {
            card,
            dealt,
            life,
            cap,
            ..
        } => line(
            "kz-damaged",
            &[
                ("card", card.as_str().into()),
                ("dealt", (*dealt).into()),
                ("life", (*life).into()),
                ("cap", (*cap).into()),
            ],
        ),
        Event::Healed {
            card, life, cap, ..
        } => line(
            "kz-healed",
            &[
                ("card", card.as_str().into()),
                ("life", (*life).into()),
                ("cap", (*cap).into()),
            ],
        ),
        Event::ItemLost {
            card,
            item,
            from,
            life,
        } => line(
            "kz-item-lost",
            &[
                ("card", card.as_str().into()),
                ("item", item.as_str().into()),
                ("from", (*from).into()),
                ("life", (*life).into()),
            ],
        ),
        Event::Died { card, kind: k, .. } => line(
            "kz-died",
            &[("card", card.as_str().into()), ("kind", kind(*k))],
        ),
        Event::Retreated { who: w, .. } => line("kz-retreated", &[("who", who(w))]),
        Event::TurnOf {
            who: w,
            number,
            kind: k,
            ..
        } => line(
            "kz-turn-of",
            &[
                ("who", who(w)),
                ("number", (*number).into()),
                ("kind", term(turn_kind_key(*k))),
            ],
        ),
        Event::BattleEnded {
            winner,
            retreat,
            survivors,
            moves,
        } => {
            let mut lines = match winner {
                Some(_) => {
                    let winner = moves
                        .last()
                        .map(|mv| who(&mv.who))
                        .unwrap_or_else(|| "".into());
                    vec![m(
                        locale,
                        if *retreat {
                            "kz-battle-won-retreat"
                        } else {
                            "kz-battle-won"
                        },
                        &[("who", winner), ("survivors", (*survivors).into())],
                    )]
                }
                None => vec![plain(locale, "kz-battle-drawn")],
            };
            for mv in moves {
                lines.push(m(
                    locale,
                    "kz-moved",
                    &[
                        ("who", who(&mv.who)),
                        ("from", mv.from.into()),
                        ("to", mv.to.into()),
                    ],
                ));
            }
            lines
        }
        Event::GameWon { who: w, zero } => line(
            if *zero {
                "kz-game-won-zero"
            } else {
                "kz-game-won-deck"
            },
            &[("who", who(w))],
        ),
        Event::DeckDrawn { who: w } => line("kz-deck-drawn", &[("who", who(w))]),
        Event::Abandoned => vec![plain(locale, "kz-abandoned")],
        Event::SettingsChanged {
            start_distance,
            first_turn,
        } => line(
            "kz-settings",
            &[
                ("distance", (*start_distance).into()),
                ("first", term(format!("kz-first-{}", first_turn.key()))),
            ],
        ),
        Event::NewGame => vec![plain(locale, "kz-new-game")],
    }
}

fn turn_kind_key(kind: TurnKind) -> String {
    match kind {
        TurnKind::Incomplete => "kz-turn-incomplete",
        TurnKind::Full => "kz-turn-full",
        TurnKind::Extra => "kz-turn-extra",
    }
    .to_owned()
}

/// Whose turn it is and which of its parts are used, then the distances to zero.
pub fn status_line(locale: Locale, table: &Table) -> Option<String> {
    let distances = distances(locale, table);
    let Some(b) = table.battle.as_deref() else {
        return distances;
    };
    let slot = |slot: Slot| {
        let used = b.turn.used(slot);
        m(
            locale,
            if used.is_some() {
                "kz-slot-used"
            } else {
                "kz-slot-free"
            },
            &[
                ("slot", term(format!("kz-slot-{}", slot.key()))),
                ("name", used.unwrap_or("").into()),
            ],
        )
    };
    let mut parts = vec![m(
        locale,
        "kz-status-turn",
        &[
            ("who", who(b.who(b.turn.side))),
            ("number", b.turn.number.into()),
            ("kind", term(turn_kind_key(b.turn.kind))),
        ],
    )];
    parts.push(
        [Slot::Creature, Slot::Machine, Slot::Bonus]
            .into_iter()
            .map(slot)
            .collect::<Vec<_>>()
            .join(" · "),
    );
    parts.extend(distances);
    Some(parts.join(" | "))
}

fn distances(locale: Locale, table: &Table) -> Option<String> {
    if table.players.is_empty() {
        return None;
    }
    let list: Vec<String> = table
        .players
        .iter()
        .map(|p| {
            m(
                locale,
                "kz-distance",
                &[("who", who(&p.who)), ("distance", p.distance.into())],
            )
        })
        .collect();
    Some(m(
        locale,
        "kz-distances",
        &[("list", Arg::markup(list.join(", ")))],
    ))
}

fn card_line(locale: Locale, card: &Card) -> String {
    let mut line = m(
        locale,
        "kz-view-card",
        &[
            ("name", card.name.as_str().into()),
            ("kind", kind(card.kind)),
            ("bar", Arg::markup(bar(card.life, card.cap()))),
            ("attack", card.attack.into()),
            ("strikes", card.strikes.into()),
            ("armor", card.armor.into()),
        ],
    );
    if let Some(item) = &card.item {
        line.push_str(&m(
            locale,
            "kz-view-item",
            &[
                ("item", item.name.as_str().into()),
                ("attack", item.attack.into()),
                ("life", item.life.into()),
            ],
        ));
    }
    if let Some(animal) = &card.rides {
        line.push_str(&m(
            locale,
            "kz-view-rides",
            &[("animal", animal.as_str().into())],
        ));
    }
    line
}

/// The title of the tracker: the battle, the turn, whose it is.
pub fn view_title(locale: Locale, table: &Table) -> String {
    match table.battle.as_deref() {
        Some(b) => m(
            locale,
            "kz-view-title",
            &[
                ("number", b.number.into()),
                ("turn", b.turn.number.into()),
                ("who", who_plain(b.who(b.turn.side), Some(b.turn.side))),
            ],
        ),
        None => plain(locale, "kz-view-title-between"),
    }
}

/// The battle at a glance: both armies (the defeated folded), the turn, the distances.
pub fn view(locale: Locale, table: &Table, style: Style) -> String {
    let mut lines = Vec::new();
    if let Some(b) = table.battle.as_deref() {
        for side in [Side::Attacker, Side::Defender] {
            let distance = table.player(b.who(side).user).map_or(0, |p| p.distance);
            lines.push(m(
                locale,
                "kz-view-army",
                &[
                    ("side", term(format!("kz-side-{}", side.key()))),
                    ("who", who(b.who(side))),
                    ("distance", distance.into()),
                ],
            ));
            let army: Vec<&Card> = b.army(side).collect();
            if army.is_empty() {
                lines.push(plain(locale, "kz-view-no-cards"));
            }
            for card in army.iter().take(SHOWN_PER_ARMY) {
                lines.push(card_line(locale, card));
            }
            if army.len() > SHOWN_PER_ARMY {
                lines.push(m(
                    locale,
                    "kz-view-more",
                    &[("count", (army.len() - SHOWN_PER_ARMY).into())],
                ));
            }
            let fallen = b.fallen.iter().filter(|f| f.side == side).count();
            if fallen > 0 {
                lines.push(m(locale, "kz-view-fallen", &[("count", fallen.into())]));
            }
        }
        if let Some(side) = b.retreat {
            lines.push(m(locale, "kz-view-retreat", &[("who", who(b.who(side)))]));
        }
        if let Some(pending) = &b.pending {
            lines.push(m(
                locale,
                "kz-view-pending",
                &[(
                    "attacker",
                    pending.attack.attacker.as_deref().unwrap_or("").into(),
                )],
            ));
        }
    }
    lines.extend(status_line(locale, table));
    if table.battle.is_none() {
        lines.push(m(
            locale,
            "kz-settings-line",
            &[
                ("distance", table.settings.start_distance.into()),
                (
                    "first",
                    term(format!("kz-first-{}", table.settings.first_turn.key())),
                ),
            ],
        ));
    }
    styled(lines.join("\n"), style)
}

/// Every line of an action's outcome, then the status line.
pub fn outcome_lines(locale: Locale, events: &[Event], table: &Table, style: Style) -> Vec<String> {
    // The status line says whose turn it is: a new turn needs no line of its own.
    let shown = |e: &&Event| !(table.battle.is_some() && matches!(e, Event::TurnOf { .. }));
    let mut lines: Vec<String> = events
        .iter()
        .filter(shown)
        .flat_map(|e| event_lines(locale, e))
        .collect();
    if events.is_empty() {
        lines.push(plain(locale, "reply-nothing-changed"));
    }
    lines.extend(status_line(locale, table));
    lines.into_iter().map(|l| styled(l, style)).collect()
}

#[cfg(test)]
mod tests {
    use super::bar;

    #[test]
    fn life_bars() {
        assert_eq!(bar(3, 5), "▰▰▰▱▱ 3/5");
        assert_eq!(bar(0, 2), "▱▱ 0/2");
        assert_eq!(bar(15, 20), "▰▰▰▰▰▰▰▰▱▱ 15/20");
    }
}
