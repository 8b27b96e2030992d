//! Mage Wars as the presentation value: each reply headed by who did what and what it led
//! to (an attack's damage, a handover's next mage and player), every attack die with
//! critical faces marked, the tone of what mattered most, and whose action phase it is in
//! the status; the counterstrike, upkeep and phase controls; and the arena tracker, each
//! piece with its player.

use super::render::{self, Style as TextStyle};
use crate::error::Arg;
use crate::i18n::{self, Locale, plain};
use crate::present::controls::quoted;
use crate::present::controls::{Control, Label, Style};
use crate::present::{Post, Text, Tone, TrackerView};
use crate::rules::mage_wars::model::Body;
use crate::rules::mage_wars::{
    Arena, AttackReport, Event, Outcome, Reach, Stage, UpkeepEffect, upkeep_choices,
};

/// An action's reply: the headline, then what happened one fact a line (the handover the
/// headline names is not said again), and the status line: whose action phase it is, or
/// what the table waits for.
pub fn post(locale: Locale, outcome: &Outcome, arena: Option<&Arena>) -> Post {
    let head = headline(locale, outcome, arena);
    let mut lines = Vec::new();
    for (index, event) in outcome.events.iter().enumerate() {
        let said = head.as_ref().is_some_and(|h| h.replaces == Some(index));
        if said || matches!(event, Event::TurnOf { .. }) {
            continue;
        }
        lines.extend(
            render::event_lines(locale, event, TextStyle::Markdown)
                .into_iter()
                .map(Text::from),
        );
    }
    if lines.is_empty() && head.is_none() {
        lines.push(Text::from(plain(locale, "reply-nothing-changed")));
    }
    let tone = tone(outcome).or(head.as_ref().map(|h| h.tone));
    let mut post = Post::new(tone.unwrap_or(Tone::Neutral)).lines(lines);
    if let Some(head) = head {
        post = post.headline(head.text);
    }
    if let Some(status) = arena.and_then(|a| status(locale, outcome, a)) {
        post = post.status(status);
    }
    post
}

/// A reply's headline and the tone it gives when nothing graver colours the reply.
#[derive(Debug)]
pub(crate) struct Headline {
    pub text: Text,
    pub tone: Tone,
    /// The event whose own line the headline is, left out of the body.
    pub replaces: Option<usize>,
}

/// Who did what and what it led to: the game's end; the action's attack and its damage;
/// a round, upkeep or action phase handed over and who is next; otherwise the action's
/// first consequence.
pub(crate) fn headline(
    locale: Locale,
    outcome: &Outcome,
    arena: Option<&Arena>,
) -> Option<Headline> {
    let events = &outcome.events;
    let say = |key: &str, args: &[(&str, Arg)]| i18n::text(locale, key, args);
    let own_line = |index: usize, tone: Tone| {
        let event = events.get(index)?;
        let line = render::event_lines(locale, event, TextStyle::Markdown)
            .into_iter()
            .next()?;
        Some(Headline {
            text: title(&line),
            tone,
            replaces: Some(index),
        })
    };
    if let Some(index) = events
        .iter()
        .position(|e| matches!(e, Event::GameOver { .. }))
    {
        return own_line(index, Tone::Triumph);
    }
    if let Some((index, line)) = seat_given(locale, events, arena) {
        return Some(Headline {
            text: title(&line),
            tone: Tone::Neutral,
            replaces: Some(index),
        });
    }
    if let Some(report) = events.iter().find_map(|e| match e {
        Event::Attack(report) => Some(report),
        _ => None,
    }) {
        let (text, tone) = attack_title(locale, report, events);
        return Some(Headline {
            text: title(&text),
            tone,
            replaces: None,
        });
    }
    let round = events.iter().find_map(|e| match e {
        Event::RoundStarted { round, .. } => Some(*round),
        _ => None,
    });
    let turn = events.iter().find_map(|e| match e {
        Event::TurnOf { mage } => Some(mage.as_str()),
        _ => None,
    });
    if let Some(mage) = turn {
        // The mage and player whose action phase it is now.
        let who = match arena.map(|a| (a, &a.stage)) {
            Some((arena, Stage::Actions { turn, .. })) => render::seat(locale, arena, *turn),
            _ => i18n::shown(mage),
        };
        let who = ("who", Arg::markup(who));
        let passed = events.iter().find_map(|e| match e {
            Event::Passed { mage } => Some(mage.as_str()),
            _ => None,
        });
        let text = match (round, passed) {
            (Some(round), _) => say("mw-title-round", &[("round", round.into()), who]),
            // Only a ready stage's upkeep opens an action stage without a new round.
            _ if arena.is_some_and(|a| a.opening) => say("mw-title-upkeep-done", &[who]),
            (None, Some(from)) => say("mw-title-passed", &[("from", from.into()), who]),
            (None, None) => say("mw-title-turn", &[who]),
        };
        return Some(Headline {
            text: title(&text),
            tone: Tone::Neutral,
            replaces: None,
        });
    }
    if let Some(round) = round
        && events
            .iter()
            .any(|e| matches!(e, Event::UpkeepAwaits { .. }))
    {
        return Some(Headline {
            text: title(&say("mw-title-round-upkeep", &[("round", round.into())])),
            tone: Tone::Calm,
            replaces: None,
        });
    }
    if let Some(index) = events
        .iter()
        .position(|e| matches!(e, Event::ActionStageOver))
    {
        // The round ends once the final quickcast phase is over; who leads the next.
        let who = arena
            .and_then(|a| next_initiative(a).map(|user| render::seat(locale, a, user)))
            .unwrap_or_else(|| "–".to_owned());
        return Some(Headline {
            text: title(&say("mw-title-stage-over", &[("who", Arg::markup(who))])),
            tone: Tone::Neutral,
            replaces: Some(index),
        });
    }
    if let Some(index) = events
        .iter()
        .position(|e| matches!(e, Event::Destroyed { .. }))
    {
        return own_line(index, Tone::Deadly);
    }
    // What the action did rather than that something activated for it.
    let done = events
        .iter()
        .position(|e| !matches!(e, Event::Activated { .. } | Event::GuardDropped { .. }));
    done.into_iter()
        .chain(0..events.len())
        .find_map(|index| own_line(index, Tone::Neutral))
}

/// "Aria's seat goes to carl": a handover named as the tracker names players (their name,
/// or "player 3" until they act), with the event it stands for.
fn seat_given(locale: Locale, events: &[Event], arena: Option<&Arena>) -> Option<(usize, String)> {
    events.iter().enumerate().find_map(|(index, e)| match e {
        Event::SeatGiven {
            from,
            to_user,
            piece,
            ..
        } => {
            let arena = arena?;
            let to = render::player_arg(locale, arena, *to_user);
            let line = render::seat_given(locale, from.as_str().into(), to, piece.as_deref());
            Some((index, line))
        }
        _ => None,
    })
}

/// The player who will hold the initiative next round: the next in seating order after
/// its holder now (rules: "Round structure").
fn next_initiative(arena: &Arena) -> Option<i64> {
    let players = arena.players();
    let at = arena
        .initiative
        .and_then(|holder| players.iter().position(|p| *p == holder));
    match at {
        Some(at) => players.get((at + 1) % players.len()).copied(),
        None => players.first().copied(),
    }
}

/// "Beastmaster attacks Warlock: 4 damage", "… misses", "… 6 damage, killed".
fn attack_title(locale: Locale, report: &AttackReport, events: &[Event]) -> (String, Tone) {
    let damage: u32 = report.strikes.iter().map(|s| s.damage).sum();
    let destroyed = events.iter().find_map(|e| match e {
        Event::Destroyed { name, mage } if *name == report.target => Some(*mage),
        _ => None,
    });
    let avoided = !report.strikes.is_empty() && report.strikes.iter().all(|s| s.avoided);
    let (result, tone) = match destroyed {
        _ if report.missed => ("miss", Tone::Miss),
        Some(true) => ("killed", Tone::Deadly),
        Some(false) => ("destroyed", Tone::Deadly),
        None if avoided => ("avoided", Tone::Miss),
        None if damage == 0 => ("none", Tone::Miss),
        None => ("damage", Tone::StrongHit),
    };
    let kind = if report.barrier {
        "barrier"
    } else if report.counterstrike {
        "counter"
    } else {
        "attack"
    };
    let attack = i18n::text(
        locale,
        "mw-title-attack",
        &[
            ("kind", Arg::markup(kind)),
            ("attacker", report.attacker.as_str().into()),
            ("target", report.target.as_str().into()),
            ("result", Arg::markup(result)),
            ("damage", damage.into()),
        ],
    );
    (attack, tone)
}

/// A line as a title: its words without the body's bold or closing full stop.
fn title(line: &str) -> Text {
    let mut text = Text::parse(line);
    for span in &mut text.spans {
        span.strong = false;
    }
    if let Some(last) = text.spans.iter_mut().rev().find(|s| !s.text.is_empty())
        && !last.typed
    {
        let kept = last.text.trim_end_matches('.').len();
        last.text.truncate(kept);
    }
    text
}

/// The colour of what mattered most in the action: the game won, something destroyed,
/// then the action's own attack; none for an action that rolled nothing.
fn tone(outcome: &Outcome) -> Option<Tone> {
    outcome
        .events
        .iter()
        .find_map(|e| match e {
            Event::GameOver { .. } => Some(Tone::Triumph),
            Event::Destroyed { .. } => Some(Tone::Deadly),
            _ => None,
        })
        .or_else(|| {
            outcome.events.iter().find_map(|e| match e {
                Event::Attack(report) if report.strikes.iter().any(|s| s.damage > 0) => {
                    Some(Tone::StrongHit)
                }
                Event::Attack(_) => Some(Tone::Miss),
                _ => None,
            })
        })
}

/// Whose action phase it is (mage and player), a counterstrike or upkeep waiting, or the
/// final quickcast phase; nothing once the game is over, or where the headline just said
/// the action stage ended.
fn status(locale: Locale, outcome: &Outcome, arena: &Arena) -> Option<String> {
    if arena.over {
        return None;
    }
    if arena.counter_offer.is_none() && matches!(arena.stage, Stage::FinalQuickcast) {
        let said = outcome
            .events
            .iter()
            .any(|e| matches!(e, Event::ActionStageOver));
        return (!said).then(|| plain(locale, "mw-status-final-quickcast"));
    }
    render::turn_line(locale, arena, TextStyle::Markdown)
}

/// The arena as the tracker: the round and whose action phase it is (mage and player) in
/// the title, then zone by zone each mage and creature with its life, its player or
/// controller, mana and markers; a counterstrike or upkeep the table waits for comes last.
pub fn tracker(locale: Locale, arena: &Arena) -> TrackerView {
    let title = tracker_title(locale, arena);
    let lines = render::arena_lines(locale, arena, TextStyle::Markdown);
    let mut view = TrackerView::new(title).lines(lines);
    let waits = arena.counter_offer.is_some() || matches!(arena.stage, Stage::Upkeep { .. });
    if (waits || arena.over)
        && let Some(line) = render::turn_line(locale, arena, TextStyle::Markdown)
    {
        view = view.status(line);
    }
    view
}

/// "Round 2 · ▶ action phase: Warlock (tess)" while a mage acts; the stage otherwise.
fn tracker_title(locale: Locale, arena: &Arena) -> String {
    if arena.round == 0 {
        return plain(locale, "mw-tracker-title-setup");
    }
    if arena.over {
        return plain(locale, "mw-tracker-title-over");
    }
    let round = ("round", arena.round.into());
    match arena.stage {
        Stage::Actions { turn, .. } => i18n::text(
            locale,
            "mw-tracker-title-turn",
            &[
                round,
                ("who", Arg::markup(render::seat(locale, arena, turn))),
            ],
        ),
        Stage::Upkeep { .. } => i18n::text(locale, "mw-tracker-title-upkeep", &[round]),
        Stage::FinalQuickcast => i18n::text(locale, "mw-tracker-title-final", &[round]),
        Stage::Setup => i18n::text(locale, "tracker-round", &[round]),
    }
}

/// The player whose action phase began, for an opted-in ping.
pub fn turn_owner(outcome: &Outcome, arena: Option<&Arena>) -> Option<i64> {
    let passed = outcome
        .events
        .iter()
        .any(|e| matches!(e, Event::TurnOf { .. }));
    match arena?.stage {
        Stage::Actions { turn, .. } if passed => Some(turn),
        _ => None,
    }
}

/// Most buttons a reply carries besides the last one (Discord: 5 rows of 5).
const MAX_BUTTONS: usize = 24;

/// While a counterstrike is pending: one "Counterstrike" button per melee attack of the
/// defender and "Decline". While upkeep waits: pay or let go of each upkeep cost, the
/// upkeep order of each player whose objects it matters for, and "Run upkeep". Otherwise
/// "End action phase" while the action stage runs, or "Next round": these two outlive the
/// reply and live on the tracker, and ask to confirm when they would skip a player's
/// action phase or a mage's last quickcast.
pub fn controls(_outcome: &Outcome, arena: Option<&Arena>) -> Vec<Control> {
    let Some(arena) = arena.filter(|a| !a.over) else {
        return Vec::new();
    };
    let mut controls = Vec::new();
    if let Some(offer) = &arena.counter_offer {
        let (Some(defender), Some(attacker)) =
            (arena.object(offer.defender), arena.object(offer.attacker))
        else {
            return controls;
        };
        let melee = defender
            .attacks
            .iter()
            .filter(|a| a.reach == Reach::Melee && !a.barrier)
            .take(MAX_BUTTONS);
        for attack in melee {
            controls.push(Control::button(
                format!(
                    "/attack as:{} target:{} weapon:{} extra:counter",
                    quoted(&defender.name),
                    quoted(&attacker.name),
                    quoted(&attack.name)
                ),
                Label::new("button-counterstrike")
                    .arg("defender", defender.name.as_str())
                    .arg("attack", attack.name.as_str()),
                Style::Danger,
            ));
        }
        controls.push(Control::button(
            "/counterstrike decline",
            Label::new("button-counter-decline"),
            Style::Secondary,
        ));
        return controls;
    }
    match arena.stage {
        Stage::Upkeep { .. } => {
            upkeep_controls(arena, &mut controls);
            controls.truncate(MAX_BUTTONS);
            controls.push(Control::button(
                "/initiative",
                Label::new("button-upkeep-continue"),
                Style::Primary,
            ));
        }
        Stage::Actions { turn, acting, .. } => {
            let mut next =
                Control::button("/next", Label::new("button-end-phase"), Style::Secondary)
                    .on_tracker();
            // Ending a phase in which nothing was activated is a pass: the player's
            // action phase goes by.
            let unactivated = arena
                .objects
                .iter()
                .any(|o| o.owner == turn && !o.activated);
            if let (None, Some(mage), true) = (acting, arena.mage_of(turn), unactivated) {
                next =
                    next.confirming(Label::new("mw-confirm-pass").arg("who", mage.name.as_str()));
            }
            controls.push(next);
        }
        _ if arena.round > 0 => {
            let mut next = Control::button(
                "/initiative",
                Label::new("button-next-round"),
                Style::Secondary,
            )
            .on_tracker();
            // The final quickcast phase is the last chance this round to quickcast.
            let can_quickcast: Vec<&str> = arena
                .objects
                .iter()
                .filter(|o| {
                    matches!(
                        o.body,
                        Body::Mage {
                            quickcast_used: false,
                            ..
                        }
                    )
                })
                .map(|o| o.name.as_str())
                .collect();
            if !can_quickcast.is_empty() {
                next = next.confirming(
                    Label::new("mw-confirm-next-round").arg("who", can_quickcast.join(", ")),
                );
            }
            controls.push(next);
        }
        _ => {}
    }
    controls
}

/// Upkeep's choices as buttons: the other side of each upkeep cost's current choice, and
/// for each player with an object whose Regeneration meets Burn, Rot or Bleed, the order
/// other than the current one.
fn upkeep_controls(arena: &Arena, controls: &mut Vec<Control>) {
    let choices = upkeep_choices(arena);
    for choice in choices.iter().filter(|c| c.cost > 0) {
        let (line, label, style) = if choice.pay {
            (
                format!("/upkeep release:{}", quoted(&choice.name)),
                Label::new("button-upkeep-release").arg("name", choice.name.as_str()),
                Style::Danger,
            )
        } else {
            (
                format!("/upkeep pay:{}", quoted(&choice.name)),
                Label::new("button-upkeep-pay")
                    .arg("name", choice.name.as_str())
                    .arg("cost", choice.cost),
                Style::Primary,
            )
        };
        controls.push(Control::button(line, label, style));
    }
    let mut offered: Vec<&str> = Vec::new();
    for choice in &choices {
        let regeneration = choice.effects.first() == Some(&UpkeepEffect::Regeneration);
        let mixed = choice.effects.contains(&UpkeepEffect::Regeneration)
            && choice.effects.iter().any(|e| {
                matches!(
                    e,
                    UpkeepEffect::Burn | UpkeepEffect::Rot | UpkeepEffect::Bleed
                )
            });
        if !mixed || choice.mage.is_empty() || offered.contains(&choice.mage.as_str()) {
            continue;
        }
        offered.push(choice.mage.as_str());
        let (order, key) = if regeneration {
            ("burn, rot, bleed, regeneration", "button-upkeep-burn-first")
        } else {
            ("regeneration", "button-upkeep-regeneration-first")
        };
        controls.push(Control::button(
            format!(
                "/upkeep order:{} as:{}",
                quoted(order),
                quoted(&choice.mage)
            ),
            Label::new(key).arg("mage", choice.mage.as_str()),
            Style::Secondary,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::marked;
    use crate::present::{Post, Text, Tone};
    use crate::rules::mage_wars::model::{Body, Object};
    use crate::rules::mage_wars::{Arena, AttackReport, Event, Outcome, Stage};
    use crate::rules::mage_wars::{Seat, Strike, Traits, Zone};

    const ROOK: i64 = 101;
    const TESS: i64 = 102;

    fn object(id: u32, name: &str, owner: i64, mage: bool) -> Object {
        Object {
            id,
            name: name.to_owned(),
            owner,
            body: if mage {
                Body::Mage {
                    channeling: 9,
                    mana: 10,
                    quickcast_used: false,
                }
            } else {
                Body::Creature {
                    channeling: 0,
                    mana: 0,
                }
            },
            life: 36,
            armor: 0,
            damage: 4,
            zone: Zone { row: 1, column: 1 },
            defense: None,
            traits: Traits::default(),
            conditions: Vec::new(),
            activated: false,
            guarding: false,
            incoming_dice: 0,
            attacks: Vec::new(),
            held: Vec::new(),
        }
    }

    /// Rook's Beastmaster and Wolf, Tess's Warlock; only Rook's name is known yet.
    fn arena(turn: i64) -> Arena {
        let mut arena = Arena::new(ROOK);
        arena.round = 1;
        arena.initiative = Some(ROOK);
        arena.objects = vec![
            object(1, "Beastmaster", ROOK, true),
            object(2, "Warlock", TESS, true),
            object(3, "Wolf", ROOK, false),
        ];
        arena.seats = vec![Seat {
            user: ROOK,
            name: "rook".to_owned(),
        }];
        arena.stage = Stage::Actions {
            turn,
            acting: None,
            moves: 0,
            hindered: false,
            action_used: false,
        };
        arena
    }

    fn attack(damage: u32, missed: bool) -> Event {
        Event::Attack(Box::new(AttackReport {
            attacker: "Beastmaster".to_owned(),
            target: "Warlock".to_owned(),
            attack: "Staff".to_owned(),
            melee: true,
            counterstrike: false,
            barrier: false,
            mana: None,
            daze_roll: None,
            missed,
            printed_dice: 2,
            dice: 2,
            modifiers: Vec::new(),
            strikes: vec![Strike {
                daze: None,
                missed,
                defense: None,
                avoided: false,
                faces: vec![3, 6],
                normal: 1,
                critical: 2,
                armor: 0,
                resilient: false,
                damage,
                effect: None,
            }],
            target_damage: 10 + damage,
            target_life: 38,
        }))
    }

    fn shown(outcome: &Outcome, arena: &Arena) -> (Post, Vec<String>) {
        let post = marked(|| post(Locale::EnUs, outcome, Some(arena)));
        let lines = post.plain_lines();
        (post, lines)
    }

    #[test]
    fn an_attack_is_headed_by_who_hit_whom_and_how_hard() {
        let arena = arena(ROOK);
        let activated = Event::Activated {
            name: "Beastmaster".to_owned(),
        };
        let outcome = Outcome {
            events: vec![activated.clone(), attack(4, false)],
        };
        let (post, lines) = shown(&outcome, &arena);
        assert_eq!(lines[0], "Beastmaster attacks Warlock: 4 damage");
        assert_eq!(post.tone, Tone::StrongHit);
        assert!(
            lines.iter().any(|l| l == "Warlock: 24/38 life."),
            "life, as the tracker counts it: {lines:?}"
        );
        let missed = Outcome {
            events: vec![activated.clone(), attack(0, true)],
        };
        let (post, lines) = shown(&missed, &arena);
        assert_eq!(lines[0], "Beastmaster attacks Warlock: misses");
        assert_eq!(post.tone, Tone::Miss);
        let killed = Outcome {
            events: vec![
                activated,
                attack(28, false),
                Event::Destroyed {
                    name: "Warlock".to_owned(),
                    mage: true,
                },
            ],
        };
        let (post, lines) = shown(&killed, &arena);
        assert_eq!(lines[0], "Beastmaster attacks Warlock: 28 damage, killed");
        assert_eq!(post.tone, Tone::Deadly);
    }

    #[test]
    fn a_handover_names_the_next_mage_and_player_and_never_says_nothing() {
        let outcome = Outcome {
            events: vec![Event::TurnOf {
                mage: "Warlock".to_owned(),
            }],
        };
        // Tess has not acted yet: a neutral label by her seat, never a mention.
        let (post, lines) = shown(&outcome, &arena(TESS));
        let headline = post.headline.as_ref().map(Text::plain).unwrap_or_default();
        assert_eq!(headline, "Action phase over · next: Warlock (player 2)");
        assert!(
            !lines.iter().any(|l| l.contains("Nothing changed")),
            "{lines:?}"
        );
        assert!(!lines.iter().any(|l| l.contains("<@")), "{lines:?}");
        let mut known = arena(TESS);
        known.remember(TESS, "tess");
        let (post, _) = shown(&outcome, &known);
        let headline = post.headline.as_ref().map(Text::plain).unwrap_or_default();
        assert_eq!(headline, "Action phase over · next: Warlock (tess)");
        assert_eq!(
            post.status.as_ref().map(Text::plain).as_deref(),
            Some("Action phase: Warlock · tess")
        );
    }

    #[test]
    fn a_seat_given_is_headed_by_what_went_to_whom() {
        // Rook hands the Wolf to Tess, whose name is not known yet: a neutral label.
        let mut arena = arena(ROOK);
        if let Some(wolf) = arena.objects.iter_mut().find(|o| o.name == "Wolf") {
            wolf.owner = TESS;
        }
        let outcome = Outcome {
            events: vec![Event::SeatGiven {
                from: "rook".to_owned(),
                from_user: ROOK,
                to: None,
                to_user: TESS,
                piece: Some("Wolf".to_owned()),
            }],
        };
        let (post, lines) = shown(&outcome, &arena);
        let headline = post.headline.as_ref().map(Text::plain).unwrap_or_default();
        assert_eq!(headline, "Wolf goes to player 2");
        assert!(
            !lines.iter().skip(1).any(|l| l.contains("goes to")),
            "{lines:?}"
        );
        // The whole seat, to a player named by the front-end.
        let mut arena = arena.clone();
        arena.remember(7, "carl");
        let outcome = Outcome {
            events: vec![Event::SeatGiven {
                from: "rook".to_owned(),
                from_user: ROOK,
                to: Some("carl".to_owned()),
                to_user: 7,
                piece: None,
            }],
        };
        let (post, _) = shown(&outcome, &arena);
        let headline = post.headline.as_ref().map(Text::plain).unwrap_or_default();
        assert_eq!(headline, "rook's seat goes to carl");
    }

    #[test]
    fn the_end_of_the_action_stage_is_said_once() {
        let mut arena = arena(ROOK);
        arena.stage = Stage::FinalQuickcast;
        let outcome = Outcome {
            events: vec![Event::ActionStageOver],
        };
        let (_, lines) = shown(&outcome, &arena);
        let said = lines
            .iter()
            .filter(|l| l.contains("final quickcast phase"))
            .count();
        assert_eq!(said, 1, "{lines:?}");
        assert!(lines[0].ends_with("next round's initiative: Warlock (player 2)"));
    }

    #[test]
    fn every_piece_on_the_tracker_names_its_player_or_controller() {
        let view = marked(|| tracker(Locale::EnUs, &arena(ROOK)));
        let lines: Vec<String> = view.lines.iter().map(Text::plain).collect();
        let line = |name: &str| {
            lines
                .iter()
                .find(|l| l.contains(name))
                .cloned()
                .unwrap_or_default()
        };
        assert!(line("Beastmaster").contains("player: rook"), "{lines:?}");
        assert!(line("Warlock").contains("player: player 2"), "{lines:?}");
        assert!(line("Wolf").contains("controller: rook"), "{lines:?}");
        assert!(line("Wolf").contains("life ▰▰▰▰▰ 32/36"), "{lines:?}");
        assert!(!lines.iter().any(|l| l.contains("<@")), "{lines:?}");
        assert_eq!(
            view.title.plain(),
            "Round 1 · ▶ action phase: Beastmaster (rook)"
        );
    }

    #[test]
    fn a_player_whose_mage_died_is_still_named_in_the_title() {
        let mut arena = arena(ROOK);
        arena.objects.retain(|o| o.name != "Beastmaster");
        let view = marked(|| tracker(Locale::EnUs, &arena));
        assert_eq!(view.title.plain(), "Round 1 · ▶ action phase: rook");
    }

    #[test]
    fn end_action_phase_lives_on_the_tracker_and_asks_before_a_pass() {
        use crate::present::controls::Place;
        let arena = arena(ROOK);
        let controls = controls(&Outcome::default(), Some(&arena));
        let next = controls.iter().find(|c| c.line == "/next");
        assert_eq!(next.map(|c| c.place), Some(Place::Tracker));
        assert_eq!(
            next.and_then(|c| c.confirm.as_ref()).map(|l| l.key),
            Some("mw-confirm-pass")
        );
    }
}
