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

/// Where a player sits: how they are named while no name of theirs is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat {
    Side(Side),
    /// Their place in the game's list of players, from 0.
    Listed(usize),
    /// The game's winner (the table forgets its players when the game ends).
    Winner,
    Unknown,
}

/// Who sits where in one reply, and the display names the table keeps, so that every
/// player is named without a mention: the typed name, else the display name stored when
/// they first acted, else their seat ("the attacker", "player 2").
#[derive(Debug, Default)]
pub struct Seats {
    seats: Vec<(i64, Seat)>,
    names: Vec<(i64, String)>,
    /// The battle's players, attacker then defender, once an event or the table says.
    sides: [Option<Who>; 2],
}

impl Seats {
    /// The seats the events name first (they say which side acted), then the battle's
    /// and the game's.
    pub fn of(table: Option<&Table>, events: &[Event]) -> Seats {
        let mut seats = Seats::default();
        for event in events {
            match event {
                Event::BattleStarted {
                    attacker, defender, ..
                } => {
                    seats.add(attacker, Seat::Side(Side::Attacker));
                    seats.add(defender, Seat::Side(Side::Defender));
                    seats.sides = [Some(attacker.clone()), Some(defender.clone())];
                }
                Event::Retreated { side, who }
                | Event::TurnOf { side, who, .. }
                | Event::EndWaits { side, who }
                | Event::BattleGoesOn { side, who } => {
                    seats.add(who, Seat::Side(*side));
                }
                // The new player is "a player" until named: never the side they now
                // play, which names the one who left.
                Event::SeatGiven {
                    sides,
                    from,
                    to,
                    by,
                    ..
                } => {
                    let was = sides
                        .first()
                        .map_or(Seat::Unknown, |side| Seat::Side(*side));
                    seats.add(from, was);
                    seats.add(to, Seat::Unknown);
                    if let Some(by) = by {
                        seats.add(by, Seat::Unknown);
                    }
                }
                Event::BattleEnded {
                    winner: Some(winner),
                    moves,
                    ..
                } => {
                    for (i, mv) in moves.iter().enumerate() {
                        seats.add(&mv.who, Seat::Side(mover(*winner, i, moves.len())));
                    }
                }
                _ => {}
            }
        }
        if let Some(table) = table {
            if let Some(b) = table.battle.as_deref() {
                seats.add(&b.attacker, Seat::Side(Side::Attacker));
                seats.add(&b.defender, Seat::Side(Side::Defender));
                seats.sides = [Some(b.attacker.clone()), Some(b.defender.clone())];
            }
            for (i, player) in table.players.iter().enumerate() {
                seats.add(&player.who, Seat::Listed(i));
            }
        }
        seats
    }

    fn add(&mut self, who: &Who, seat: Seat) {
        if !self.seats.iter().any(|(user, _)| *user == who.user) {
            self.seats.push((who.user, seat));
        }
        if let Some(name) = known(who)
            && !self.names.iter().any(|(user, _)| *user == who.user)
        {
            self.names.push((who.user, name.to_owned()));
        }
    }

    pub fn seat(&self, user: i64) -> Seat {
        self.seats
            .iter()
            .find(|(u, _)| *u == user)
            .map_or(Seat::Unknown, |(_, seat)| *seat)
    }

    /// The player's own name, or the one the table keeps for them.
    pub fn name<'a>(&'a self, who: &'a Who) -> Option<&'a str> {
        known(who).or_else(|| {
            self.names
                .iter()
                .find(|(user, _)| *user == who.user)
                .map(|(_, name)| name.as_str())
        })
    }
}

/// The side of the `i`th of `count` moves at a battle's end: the retreating loser's
/// comes before the winner's.
fn mover(winner: Side, i: usize, count: usize) -> Side {
    if i + 1 == count {
        winner
    } else {
        winner.other()
    }
}

/// The typed name, else the display name; never blank.
fn known(who: &Who) -> Option<&str> {
    who.label
        .as_deref()
        .filter(|l| !l.trim().is_empty())
        .or(Some(who.name.as_str()).filter(|n| !n.trim().is_empty()))
}

/// A player as the subject of a sentence: their name, else their seat. Never a mention:
/// names are typed text, shown as typed.
pub fn who(locale: Locale, seats: &Seats, who: &Who) -> Arg {
    named(locale, seats, who, seats.seat(who.user), false)
}

/// A player of `side` (the event says which).
pub fn who_at(locale: Locale, seats: &Seats, who: &Who, side: Side) -> Arg {
    named(locale, seats, who, Seat::Side(side), false)
}

/// A player of `side` as an object or after a preposition, where a language declines the
/// role word ("нападает на защищающегося игрока").
pub fn who_object(locale: Locale, seats: &Seats, who: &Who, side: Side) -> Arg {
    named(locale, seats, who, Seat::Side(side), true)
}

/// The player of `side` for a control's label, drawn later in the reader's language.
pub fn who_label(seats: &Seats, who: &Who, side: Side) -> Arg {
    match seats.name(who) {
        Some(name) => Arg::Text(name.to_owned()),
        None => term(format!("kz-side-{}", side.key())),
    }
}

fn named(locale: Locale, seats: &Seats, who: &Who, seat: Seat, object: bool) -> Arg {
    if let Some(name) = seats.name(who) {
        return Arg::Text(name.to_owned());
    }
    match seat {
        Seat::Side(side) => term(format!(
            "kz-side-{}{}",
            side.key(),
            if object { "-object" } else { "" }
        )),
        Seat::Listed(i) => Arg::markup(m(locale, "kz-player", &[("number", (i + 1).into())])),
        Seat::Winner => term("kz-the-winner".to_owned()),
        Seat::Unknown => term("kz-a-player".to_owned()),
    }
}

/// The player of `side`, or the side itself while the battle's players are not known here.
pub fn owner(locale: Locale, seats: &Seats, side: Side) -> Arg {
    let index = usize::from(side == Side::Defender);
    match &seats.sides[index] {
        Some(player) => who_at(locale, seats, player, side),
        None => term(format!("kz-side-{}", side.key())),
    }
}

/// The game's winner: their name, else their side in the battle that ended it.
pub fn winner(locale: Locale, seats: &Seats, who: &Who) -> Arg {
    let seat = match seats.seat(who.user) {
        Seat::Unknown | Seat::Listed(_) => Seat::Winner,
        seat => seat,
    };
    named(locale, seats, who, seat, false)
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

pub fn event_lines(locale: Locale, seats: &Seats, event: &Event) -> Vec<String> {
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
                ("attacker", who_at(locale, seats, attacker, Side::Attacker)),
                ("defender", who_at(locale, seats, defender, Side::Defender)),
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
                ("who", owner(locale, seats, *side)),
                ("attack", (*attack).into()),
                ("strikes", (*strikes).into()),
                ("armor", (*armor).into()),
                ("life", (*life).into()),
            ],
        ),
        Event::ArmyEntered { name, side, cards } => line(
            "kz-army-entered",
            &[
                ("name", name.as_str().into()),
                ("who", owner(locale, seats, *side)),
                ("cards", (*cards).into()),
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
                let dealt: u32 = hits.iter().map(|s| s.dealt).sum();
                // What got through beyond the Life left is lost: said, so the sum reads.
                let lost = hits
                    .iter()
                    .map(|s| s.through)
                    .sum::<u32>()
                    .saturating_sub(dealt);
                let mut args = vec![
                    ("target", target.into()),
                    ("armor", hits.first().map_or(0, |s| s.armor).into()),
                    ("through", Arg::markup(format!("`{}`", through.join(" · ")))),
                    ("dealt", dealt.into()),
                ];
                let key = if lost > 0 {
                    args.push(("lost", lost.into()));
                    "kz-attack-target-lost"
                } else {
                    "kz-attack-target"
                };
                lines.push(m(locale, key, &args));
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
            amount,
            dealt,
            life,
            cap,
        } => {
            let mut args = vec![
                ("card", card.as_str().into()),
                ("dealt", (*dealt).into()),
                ("life", (*life).into()),
                ("cap", (*cap).into()),
            ];
            if amount > dealt {
                args.push(("lost", (amount - dealt).into()));
                line("kz-damaged-lost", &args)
            } else {
                line("kz-damaged", &args)
            }
        }
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
        Event::Retreated { who: w, side } => {
            line("kz-retreated", &[("who", who_at(locale, seats, w, *side))])
        }
        Event::ToldApart {
            name,
            theirs,
            added,
        } => line(
            "kz-told-apart",
            &[
                ("name", name.as_str().into()),
                ("theirs", theirs.as_str().into()),
                ("added", added.as_str().into()),
            ],
        ),
        Event::EndWaits { who: w, side } => {
            line("kz-end-waits", &[("who", who_at(locale, seats, w, *side))])
        }
        Event::BattleGoesOn { who: w, side } => line(
            "kz-battle-goes-on",
            &[("who", who_at(locale, seats, w, *side))],
        ),
        Event::TurnOf {
            who: w,
            number,
            kind: k,
            side,
        } => line(
            "kz-turn-of",
            &[
                ("who", who_at(locale, seats, w, *side)),
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
                Some(side) => {
                    let winner = moves.last().map_or_else(
                        || term(format!("kz-side-{}", side.key())),
                        |mv| who_at(locale, seats, &mv.who, *side),
                    );
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
            for (i, mv) in moves.iter().enumerate() {
                let side = winner.map(|w| mover(w, i, moves.len()));
                lines.push(m(
                    locale,
                    "kz-moved",
                    &[
                        (
                            "who",
                            match side {
                                Some(side) => who_at(locale, seats, &mv.who, side),
                                None => who(locale, seats, &mv.who),
                            },
                        ),
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
            &[("who", winner(locale, seats, w))],
        ),
        Event::DeckDrawn { who: w } => line("kz-deck-drawn", &[("who", who(locale, seats, w))]),
        Event::Abandoned => vec![plain(locale, "kz-abandoned")],
        Event::SettingsChanged {
            start_distance,
            first_turn,
            next_game,
        } => line(
            if *next_game {
                "kz-settings-next-game"
            } else {
                "kz-settings"
            },
            &[
                ("distance", (*start_distance).into()),
                ("first", term(format!("kz-first-{}", first_turn.key()))),
            ],
        ),
        Event::NewGame => vec![plain(locale, "kz-new-game")],
        Event::SeatGiven {
            sides,
            from,
            to,
            by,
            distance,
        } => {
            let mut lines = line(
                "kz-seat-given",
                &[
                    ("to", who(locale, seats, to)),
                    ("from", who(locale, seats, from)),
                    ("side", handed(sides)),
                ],
            );
            lines.extend(match distance {
                Some(d) => line("kz-seat-distance", &[("distance", (*d).into())]),
                // In a battle, to someone with a place in the game of their own.
                None => vec![plain(locale, "kz-seat-own-distance")],
            });
            if let Some(by) = by {
                lines.extend(line("kz-seat-by", &[("by", who(locale, seats, by))]));
            }
            lines
        }
    }
}

/// What a `/seat give` handed over, as the messages select on it: one army, both, or
/// (between battles) the place in the game.
pub fn handed(sides: &[Side]) -> Arg {
    Arg::markup(match sides {
        [Side::Attacker] => "attacker",
        [Side::Defender] => "defender",
        [] => "game",
        _ => "both",
    })
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
    let seats = Seats::of(Some(table), &[]);
    let distances = distances(locale, &seats, table);
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
            (
                "who",
                who_at(locale, &seats, b.who(b.turn.side), b.turn.side),
            ),
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

/// Between battles: what comes next, then the distances to zero.
pub fn next_status(locale: Locale, table: &Table) -> String {
    let seats = Seats::of(Some(table), &[]);
    let next = if table.players.is_empty() {
        "kz-status-next-game"
    } else {
        "kz-status-next-battle"
    };
    let mut parts = vec![plain(locale, next)];
    parts.extend(distances(locale, &seats, table));
    parts.join(" | ")
}

fn distances(locale: Locale, seats: &Seats, table: &Table) -> Option<String> {
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
                &[
                    ("who", who(locale, seats, &p.who)),
                    ("distance", p.distance.into()),
                ],
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
    let seats = Seats::of(Some(table), &[]);
    match table.battle.as_deref() {
        Some(b) => m(
            locale,
            "kz-view-title",
            &[
                ("number", b.number.into()),
                ("turn", b.turn.number.into()),
                (
                    "who",
                    who_at(locale, &seats, b.who(b.turn.side), b.turn.side),
                ),
            ],
        ),
        None => plain(locale, "kz-view-title-between"),
    }
}

/// The battle at a glance: both armies (the defeated folded), the turn, the distances.
pub fn view(locale: Locale, table: &Table, style: Style) -> String {
    let seats = Seats::of(Some(table), &[]);
    let mut lines = Vec::new();
    if let Some(b) = table.battle.as_deref() {
        for side in [Side::Attacker, Side::Defender] {
            let distance = table.player(b.who(side).user).map_or(0, |p| p.distance);
            let player = b.who(side);
            let side_name = ("side", term(format!("kz-side-{}", side.key())));
            lines.push(match seats.name(player) {
                Some(name) => m(
                    locale,
                    "kz-view-army",
                    &[
                        side_name,
                        ("who", name.into()),
                        ("distance", distance.into()),
                    ],
                ),
                // The side already names the player.
                None => m(
                    locale,
                    "kz-view-army-unnamed",
                    &[side_name, ("distance", distance.into())],
                ),
            });
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
            lines.push(m(
                locale,
                "kz-view-retreat",
                &[("who", who_at(locale, &seats, b.who(side), side))],
            ));
        }
        if let Some(side) = b.ending {
            lines.push(m(
                locale,
                "kz-view-ending",
                &[("who", who_at(locale, &seats, b.who(side), side))],
            ));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::knowing_zero::{Battle, FirstTurn, Player, Turn};

    fn shown(locale: Locale, arg: Arg) -> String {
        m(locale, "kz-title-game-won", &[("who", arg)])
    }

    fn player(user: i64, label: Option<&str>, name: &str) -> Who {
        Who {
            user,
            label: label.map(str::to_owned),
            name: name.to_owned(),
        }
    }

    /// A typed name first, then the display name kept from the first action, then the
    /// seat: never a mention.
    #[test]
    fn players_are_named_by_label_then_display_name_then_seat() {
        let seats = Seats::default();
        let en = Locale::EnUs;
        let anna = player(7, Some("Anna"), "anna_k");
        assert_eq!(shown(en, who(en, &seats, &anna)), "Anna wins the game");
        let boris = player(8, None, "Boris B.");
        assert_eq!(shown(en, who(en, &seats, &boris)), "Boris B. wins the game");
        let nobody = player(618_005_024_184_452_355, None, "");
        let at = |side| shown(en, who_at(en, &seats, &nobody, side));
        assert_eq!(at(Side::Defender), "the defender wins the game");
        assert_eq!(at(Side::Attacker), "the attacker wins the game");
        assert_eq!(
            shown(en, who(en, &seats, &nobody)),
            "a player wins the game"
        );
        assert_eq!(
            shown(en, winner(en, &seats, &nobody)),
            "The winner wins the game"
        );
        // A blank typed name counts as none.
        let blank = player(9, Some(" "), "");
        assert_eq!(
            shown(en, who_at(en, &seats, &blank, Side::Attacker)),
            "the attacker wins the game"
        );
        for locale in Locale::ALL {
            for arg in [
                who(locale, &seats, &nobody),
                who_at(locale, &seats, &nobody, Side::Defender),
                who_object(locale, &seats, &nobody, Side::Defender),
            ] {
                let text = shown(locale, arg);
                assert!(!text.contains("<@") && !text.contains("618005"), "{text}");
            }
        }
    }

    /// After a preposition the role word takes its case: Russian and Czech decline it.
    #[test]
    fn a_role_word_as_an_object_is_declined() {
        let seats = Seats::default();
        let nobody = Who::user(5);
        let object = |locale| {
            text(
                locale,
                "kz-title-started",
                &[
                    ("attacker", Arg::Text("rook".into())),
                    (
                        "defender",
                        who_object(locale, &seats, &nobody, Side::Defender),
                    ),
                ],
            )
        };
        assert_eq!(object(Locale::Ru), "rook нападает на защищающегося игрока");
        assert_eq!(object(Locale::Cs), "rook útočí na bránícího se hráče");
        assert_eq!(object(Locale::EnUs), "rook attacks the defender");
    }

    /// The table names whom an event does not: the display name kept on a seat, else the
    /// seat, else the player's place in the game ("player 2").
    #[test]
    fn the_table_names_players_the_events_do_not() {
        let known = player(1, None, "Anna K.");
        let table = Table {
            players: vec![
                Player {
                    who: known.clone(),
                    distance: 5,
                    deck_drawn: false,
                },
                Player {
                    who: Who::user(2),
                    distance: 5,
                    deck_drawn: false,
                },
            ],
            ..Table::default()
        };
        let en = Locale::EnUs;
        let seats = Seats::of(Some(&table), &[]);
        // An event's copy without the name still finds it.
        assert_eq!(
            shown(en, who(en, &seats, &Who::user(1))),
            "Anna K. wins the game"
        );
        assert_eq!(
            shown(en, who(en, &seats, &Who::user(2))),
            "player 2 wins the game"
        );
        assert_eq!(
            next_status(en, &table),
            "Next: a new battle (/encounter start) | to zero: Anna K. 5, player 2 5"
        );
        // In a battle, the seat names them.
        let battle = Table {
            battle: Some(Box::new(Battle {
                number: 1,
                host: 1,
                attacker: known,
                defender: Who::user(2),
                first_turn: FirstTurn::Machine,
                turn: Turn::new(Side::Defender, 0, TurnKind::Incomplete),
                cards: Vec::new(),
                fallen: Vec::new(),
                fielded: (false, false),
                retreat: None,
                pending: None,
                ending: None,
            })),
            ..table
        };
        let status = status_line(en, &battle).unwrap_or_default();
        assert!(status.starts_with("the defender, turn 0"), "{status}");
        assert!(
            status.ends_with("to zero: Anna K. 5, the defender 5"),
            "{status}"
        );
        assert_eq!(view_title(en, &battle), "Battle 1, turn 0: the defender");
        let view = view(en, &battle, Style::Plain);
        assert!(
            view.contains("the attacker: Anna K. — 5 from zero"),
            "{view}"
        );
        assert!(view.contains("the defender — 5 from zero"), "{view}");
    }

    /// What got through beyond a card's Life is said, so the numbers add up.
    #[test]
    fn excess_damage_that_is_lost_is_said() {
        use crate::rules::knowing_zero::{AttackReport, Bonus, Strike};
        let strike = |strength, dealt| Strike {
            target: "Archer".into(),
            strength,
            armor: 0,
            through: strength,
            dealt,
        };
        let report = AttackReport {
            side: Side::Attacker,
            attacker: "Rider".into(),
            partner: None,
            bonus_strike: 1,
            bonus: Bonus::default(),
            strikes: vec![strike(4, 1), strike(1, 0), strike(1, 0)],
            total: 1,
        };
        let lines = event_lines(Locale::EnUs, &Seats::default(), &Event::Attack(report));
        assert_eq!(
            lines.last().map(String::as_str),
            Some(
                "→ Archer: armor 0 per strike, through `4 · 1 · 1`: **1** damage, 5 more lost beyond its Life"
            )
        );
        let damaged = Event::Damaged {
            card: "Golem".into(),
            amount: 5,
            dealt: 2,
            life: 0,
            cap: 6,
        };
        let ru = event_lines(Locale::Ru, &Seats::default(), &damaged);
        assert_eq!(
            ru,
            ["**Golem** получает 2 ущерба (♥ 0/6); избыток 3 пропадает."]
        );
    }

    #[test]
    fn life_bars() {
        assert_eq!(bar(3, 5), "▰▰▰▱▱ 3/5");
        assert_eq!(bar(0, 2), "▱▱ 0/2");
        assert_eq!(bar(15, 20), "▰▰▰▰▰▰▰▰▱▱ 15/20");
    }
}
