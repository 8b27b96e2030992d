//! FLAIL on Discord: the reply embed (a colour per outcome, every die, the arithmetic and
//! consequences, whose turn is next), its buttons, and the tracker.

use super::render::{self, Style as TextStyle};
use crate::error::Arg;
use crate::i18n::{self, Locale, plain};
use crate::present::controls::quoted;
use crate::present::controls::{Control, Label, Style};
use crate::present::{Post, Tone, TrackerView};
use crate::rules::flail::model::{
    AdversaryStatus, ArmourPiece, Character, CombatantRef, Encounter, Pending, PendingDamage, Table,
};
use crate::rules::flail::outcome::{Detail, ResultKind, Step};
use crate::rules::flail::{Event, Outcome, RollOutcome};

/// The colour of a roll's outcome.
pub fn roll_colour(outcome: RollOutcome) -> Tone {
    match outcome {
        RollOutcome::DeathBlow => Tone::Deadly,
        RollOutcome::MajorHit | RollOutcome::Hurt | RollOutcome::Scarred => Tone::StrongHit,
        RollOutcome::MinorHit => Tone::LightHit,
        RollOutcome::Fail => Tone::Miss,
        RollOutcome::Fumble => Tone::Fumble,
        RollOutcome::CriticalSuccess => Tone::Triumph,
        RollOutcome::Success => Tone::Success,
        RollOutcome::Dead => Tone::Dead,
        RollOutcome::HorribleWound | RollOutcome::Maimed => Tone::Wound,
        RollOutcome::NearDeathExperience => Tone::Calm,
        RollOutcome::KnockedOut | RollOutcome::Unconscious => Tone::Dazed,
        RollOutcome::Marked | RollOutcome::Unmarked | RollOutcome::Rolled => Tone::Neutral,
    }
}

/// An action's headline: who did what and what it led to, in words, with its colour. It is
/// read from the roll that is the action itself (the attack, the save, the Death roll), never
/// from another combatant's roll the action set off, and a character going down or dying
/// outranks everything.
pub fn headline(locale: Locale, outcome: &Outcome) -> Option<(String, Tone)> {
    let say = |key: &str, args: &[(&str, Arg)]| i18n::text(locale, key, args);
    for event in &outcome.events {
        match event {
            Event::Died { who } => {
                return Some((say("title-dead", &[("who", who.into())]), Tone::Dead));
            }
            Event::PartyDead => return Some((say("title-party-dead", &[]), Tone::Dead)),
            _ => {}
        }
    }
    for event in &outcome.events {
        if let Event::DeathRollPending { who, .. } = event {
            return Some((say("title-down", &[("who", who.into())]), Tone::Fallen));
        }
    }
    for event in &outcome.events {
        match event {
            Event::DeathRollsOffered { who } => {
                let names = crate::present::style::names(who);
                return Some((
                    say(
                        "title-fight-over-death",
                        &[("who", names.as_str().into()), ("count", who.len().into())],
                    ),
                    Tone::Fallen,
                ));
            }
            Event::EncounterEnded => return Some((say("title-fight-over", &[]), Tone::Neutral)),
            Event::NonPhysicalChoice {
                defender, amount, ..
            } => {
                return Some((
                    say(
                        "title-nonphysical-pending",
                        &[("who", defender.into()), ("amount", (*amount).into())],
                    ),
                    Tone::Wound,
                ));
            }
            _ => {}
        }
    }
    let main = outcome.results.iter().find(|r| {
        matches!(
            r.kind,
            ResultKind::ToHit
                | ResultKind::Death
                | ResultKind::Save
                | ResultKind::Flee
                | ResultKind::Morale
        )
    });
    if let Some(main) = main {
        let who = Arg::from(main.who.as_str());
        let rolled = plain(locale, &format!("outcome-{}", main.outcome.key()));
        let colour = roll_colour(main.outcome);
        let title = match (&main.kind, &main.detail) {
            (ResultKind::ToHit, Detail::ToHit { target, damage, .. }) => {
                let felled = outcome
                    .events
                    .iter()
                    .any(|e| matches!(e, Event::Eliminated { who } if who == target));
                let amount = damage.as_ref().map(|d| d.amount);
                let key = match (main.outcome, amount) {
                    (RollOutcome::Fail, _) => "title-miss",
                    (RollOutcome::Fumble, _) => "title-fumble",
                    _ if main.pending => "title-hit-pending",
                    (_, None) if felled => "title-fell-blow",
                    (_, None) => "title-hit-blow",
                    _ if felled => "title-fell",
                    _ => "title-hit",
                };
                let amount = amount.unwrap_or(0);
                say(
                    key,
                    &[
                        ("who", who),
                        ("target", target.into()),
                        ("outcome", rolled.into()),
                        ("amount", amount.into()),
                    ],
                )
            }
            (ResultKind::Death, _) => {
                say("title-death", &[("who", who), ("outcome", rolled.into())])
            }
            (ResultKind::Flee, _) => {
                let fled = outcome
                    .events
                    .iter()
                    .any(|e| matches!(e, Event::Fled { .. }));
                say(
                    if fled {
                        "title-fled"
                    } else {
                        "title-flee-failed"
                    },
                    &[("who", who)],
                )
            }
            (ResultKind::Morale, _) => {
                let broken = outcome
                    .events
                    .iter()
                    .any(|e| matches!(e, Event::MoraleBroken { .. }));
                let surrendered = outcome
                    .events
                    .iter()
                    .any(|e| matches!(e, Event::Surrendered { .. }));
                say(
                    if surrendered {
                        "title-surrendered"
                    } else if broken {
                        "title-morale-broken"
                    } else {
                        "title-morale-held"
                    },
                    &[("who", who)],
                )
            }
            (
                _,
                Detail::Save {
                    attribute: Some(attribute),
                    ..
                },
            ) => say(
                "title-save",
                &[
                    ("who", who),
                    ("attribute", render::attribute(locale, *attribute).into()),
                    ("outcome", rolled.into()),
                ],
            ),
            _ => say("title-roll", &[("who", who), ("outcome", rolled.into())]),
        };
        return Some((title, colour));
    }
    let round = outcome.events.iter().find_map(|e| match e {
        Event::RoundStarted { round } => Some(*round),
        _ => None,
    });
    let turn = outcome.events.iter().find_map(|e| match e {
        Event::TurnOf { who } => Some(who.as_str()),
        _ => None,
    });
    let title = match (round, turn) {
        (Some(round), Some(who)) => say(
            "title-round",
            &[("round", round.into()), ("who", who.into())],
        ),
        (Some(round), None) => say("title-round-only", &[("round", round.into())]),
        (None, Some(who)) => say("title-turn", &[("who", who.into())]),
        (None, None) => return None,
    };
    Some((title, Tone::Neutral))
}

/// An action's result: a headline naming who did what, every roll and consequence, and a
/// one-line status in the footer: the round, whose turn it is and who is next. The turn
/// changes are said there once, not again in the text.
pub fn action(
    locale: Locale,
    outcome: &Outcome,
    table: &Table,
    characters: &[Character],
    hide_hp: bool,
) -> Post {
    let steps = outcome.steps();
    let (title, colour) = headline(locale, outcome).unzip();
    // One attack under a title that names both sides needs no "Rook → Ogre" line.
    let to_hits = outcome
        .results
        .iter()
        .filter(|r| matches!(r.detail, Detail::ToHit { .. }))
        .count();
    let named_by_title = title.is_some() && to_hits == 1;
    // The damage an attack deals is said once: its arithmetic ends with the target's state,
    // and the "loses N HP" line that follows it is left out.
    let mut folded = Vec::new();
    let mut lines: Vec<String> = Vec::new();
    for (i, step) in steps.iter().enumerate() {
        if folded.contains(&i) {
            continue;
        }
        let line = match step {
            Step::Result(r) => {
                let damage_after = match &r.detail {
                    Detail::ToHit {
                        target,
                        damage: Some(d),
                        ..
                    } => steps
                        .iter()
                        .enumerate()
                        .skip(i + 1)
                        .find_map(|(j, s)| match s {
                            Step::Event(Event::Damaged {
                                who,
                                amount,
                                hp,
                                max_hp,
                                ..
                            }) if who == target && *amount == d.amount => {
                                Some((j, hp_shown(locale, table, who, *hp, *max_hp, hide_hp)))
                            }
                            _ => None,
                        }),
                    _ => None,
                };
                let (fold, after) = damage_after.unzip();
                folded.extend(fold);
                render::to_hit_on_discord(locale, r, named_by_title, after)
                    .or_else(|| Some(render::result(locale, r, TextStyle::Markdown)))
            }
            // Players do not see an adversary's HP when the table hides it.
            Step::Event(Event::Damaged {
                who,
                amount,
                hp,
                max_hp,
            }) if hide_hp && is_adversary(table, who) => Some(i18n::text(
                locale,
                "event-damaged-hidden",
                &[
                    ("who", who.into()),
                    ("amount", (*amount).into()),
                    (
                        "state",
                        plain(locale, render::wound_key(*hp, *max_hp)).into(),
                    ),
                ],
            )),
            Step::Event(Event::TurnOf { .. } | Event::RoundStarted { .. }) => None,
            // The buttons below make the choice: no command to type.
            Step::Event(Event::ArmourChoice { defender, ones, .. }) => Some(i18n::text(
                locale,
                "event-armour-choice-buttons",
                &[("who", defender.into()), ("ones", (*ones).into())],
            )),
            Step::Event(Event::NonPhysicalChoice {
                defender,
                amount,
                marked,
                ..
            }) => Some(i18n::text(
                locale,
                if *marked == 0 {
                    "event-nonphysical-choice-buttons"
                } else {
                    "event-nonphysical-choice-more-buttons"
                },
                &[
                    ("who", defender.into()),
                    ("amount", (*amount).into()),
                    ("half", PendingDamage::after(*amount, 1).into()),
                ],
            )),
            Step::Event(e) => Some(render::event(locale, e)),
        };
        lines.extend(line);
    }
    // A reply whose headline says it all ("Knight's turn") needs no body.
    if lines.is_empty() && title.is_none() {
        lines.push(plain(locale, "reply-nothing-changed"));
    }
    // Every reply has a headline: an action with no roll to name (setting up, joining,
    // damage by hand) is headed by what it did, its first line.
    let title = title.or_else(|| {
        let first = (!lines.is_empty()).then(|| lines.remove(0))?;
        let first = first.strip_prefix("-# ").unwrap_or(&first);
        Some(first.strip_suffix('.').unwrap_or(first).to_owned())
    });
    let mut post = Post::new(colour.unwrap_or(Tone::Neutral)).lines(lines);
    if let Some(title) = title {
        post = post.headline(title);
    }
    let involved = involved_hp(locale, outcome, table, characters, hide_hp);
    if let Some(status) = status_line(locale, table, characters, &involved) {
        post = post.status(status);
    }
    post
}

/// "Rook 9/14 · Ogre 3/20": the current HP of everyone the action involved (attackers,
/// targets, anyone damaged or healed), in the order they came up; a wound word for an
/// adversary whose HP the table hides.
fn involved_hp(
    locale: Locale,
    outcome: &Outcome,
    table: &Table,
    characters: &[Character],
    hide_hp: bool,
) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for step in outcome.steps() {
        let these: Vec<&String> = match step {
            Step::Result(r) => match &r.detail {
                Detail::ToHit { target, .. } => vec![&r.who, target],
                _ => Vec::new(),
            },
            Step::Event(Event::Damaged { who, .. } | Event::Healed { who, .. }) => vec![who],
            Step::Event(_) => Vec::new(),
        };
        for name in these {
            if !names.contains(name) {
                names.push(name.clone());
            }
        }
    }
    let Some(encounter) = table.encounter.as_ref() else {
        return Vec::new();
    };
    names
        .into_iter()
        .filter_map(|name| {
            let name = name.as_str();
            if let Some(pc) = encounter.pcs.iter().find(|p| p.name == name) {
                let c = characters.iter().find(|c| c.id == pc.character_id)?;
                return Some(format!("{} {}/{}", i18n::shown(name), c.hp, c.max_hp));
            }
            let a = encounter.adversaries.iter().find(|a| a.name == name)?;
            Some(format!(
                "{} {}",
                i18n::shown(name),
                hp_shown(locale, table, name, a.hp, a.max_hp, hide_hp)
            ))
        })
        .collect()
}

fn is_adversary(table: &Table, name: &str) -> bool {
    table
        .encounter
        .as_ref()
        .is_some_and(|e| e.adversaries.iter().any(|a| a.name == name))
}

/// "0/3", or a wound word for an adversary whose HP the table hides.
fn hp_shown(locale: Locale, table: &Table, who: &str, hp: i32, max: i32, hide: bool) -> String {
    if hide && is_adversary(table, who) {
        plain(locale, render::wound_key(hp, max))
    } else {
        format!("{hp}/{max}")
    }
}

/// "Round 2 · ▶ Rook · next: Knight". A footer renders no Markdown: names go in as typed.
/// With the HP of those involved first, while the line stays narrow: the round gives way
/// first, then the HP (the damage line says the target's). While a choice holds the table
/// (an armour choice, a fumble), the line says whose choice it waits for instead of whose
/// turn comes next: the turn does not move on before it is made.
fn status_line(
    locale: Locale,
    table: &Table,
    characters: &[Character],
    involved: &[String],
) -> Option<String> {
    let with_hp = |full: String, short: String| {
        if involved.is_empty() {
            return full;
        }
        let hp = involved.join(" · ");
        [format!("{hp} · {full}"), format!("{hp} · {short}")]
            .into_iter()
            .find(|line| render::shown_width(line) <= render::LINE_WIDTH)
            .unwrap_or(full)
    };
    let waiting = waiting_for(locale, table, characters);
    if !waiting.is_empty() {
        let waiting = waiting.join(" · ");
        let round = table
            .encounter
            .as_ref()
            .filter(|e| e.started())
            .map(|e| i18n::text(locale, "tracker-round", &[("round", e.round.into())]));
        let full = match round {
            Some(round) => format!("{round} · {waiting}"),
            None => waiting.clone(),
        };
        return Some(with_hp(full, waiting));
    }
    let encounter = table.encounter.as_ref()?;
    let who = turn_name(table)?;
    let next = crate::rules::flail::next_up(table, characters).and_then(|r| name_of(table, &r));
    let turn = |with_round: bool| {
        let round = ("round", encounter.round.into());
        match (&next, with_round) {
            (Some(next), true) => i18n::text(
                locale,
                "status-line",
                &[round, ("who", who.as_str().into()), ("next", next.into())],
            ),
            (Some(next), false) => i18n::text(
                locale,
                "status-line-turn",
                &[("who", who.as_str().into()), ("next", next.into())],
            ),
            (None, true) => i18n::text(
                locale,
                "status-line-alone",
                &[round, ("who", who.as_str().into())],
            ),
            (None, false) => i18n::text(
                locale,
                "status-line-turn-alone",
                &[("who", who.as_str().into())],
            ),
        }
    };
    Some(with_hp(turn(true), turn(false)))
}

/// The choices the table waits for, each as "⏳ Rook chooses armour".
fn waiting_for(locale: Locale, table: &Table, characters: &[Character]) -> Vec<String> {
    let name_of = |id: i64| {
        characters
            .iter()
            .find(|c| c.id == id)
            .map(|c| c.name.clone())
            .unwrap_or_default()
    };
    let mut lines: Vec<String> = table
        .encounter
        .iter()
        .flat_map(|e| &e.pending)
        .map(|pending| match pending {
            Pending::Armour(hit) => i18n::text(
                locale,
                "status-waiting-armour",
                &[("who", name_of(hit.target).into())],
            ),
            Pending::Fumble(f) => i18n::text(
                locale,
                "status-waiting-fumble",
                &[("who", name_of(f.character_id).into())],
            ),
        })
        .collect();
    if let Some(damage) = &table.pending_damage {
        lines.push(i18n::text(
            locale,
            "status-waiting-nonphysical",
            &[
                ("who", name_of(damage.target).into()),
                ("amount", damage.amount.into()),
            ],
        ));
    }
    lines
}

/// Whose turn it is, by name.
pub fn turn_name(table: &Table) -> Option<String> {
    let encounter = table.encounter.as_ref()?;
    if !encounter.started() {
        return None;
    }
    name_of(table, encounter.turn.as_ref()?)
}

fn name_of(table: &Table, who: &CombatantRef) -> Option<String> {
    let encounter = table.encounter.as_ref()?;
    match who {
        CombatantRef::Pc(id) => encounter
            .pcs
            .iter()
            .find(|p| p.character_id == *id)
            .map(|p| p.name.clone()),
        CombatantRef::Adversary(index) => encounter.adversaries.get(*index).map(|a| a.name.clone()),
    }
}

/// The player whose character's turn it now is, when the action passed the turn.
pub fn turn_owner(outcome: &Outcome, table: &Table, characters: &[Character]) -> Option<i64> {
    let passed = outcome
        .events
        .iter()
        .any(|e| matches!(e, Event::TurnOf { .. } | Event::RoundStarted { .. }));
    if !passed {
        return None;
    }
    let Some(CombatantRef::Pc(id)) = table.encounter.as_ref().and_then(|e| e.turn.clone()) else {
        return None;
    };
    characters.iter().find(|c| c.id == id).map(|c| c.owner)
}

/// The tracker as an embed: the round and whose turn it is in the title, the party and the
/// foes apart, life bars (wound words for foes when their HP is hidden), armour dots,
/// conditions, the defeated folded into one line, and what the table waits for.
pub fn tracker(
    locale: Locale,
    table: &Table,
    characters: &[Character],
    hide_adversary_hp: bool,
) -> TrackerView {
    let Some(e) = &table.encounter else {
        return TrackerView::new(plain(locale, "tracker-title"))
            .lines([plain(locale, "err-no-encounter")]);
    };
    let title = match (e.started(), turn_name(table)) {
        (true, Some(who)) => i18n::text(
            locale,
            "tracker-title-turn",
            &[("round", e.round.into()), ("who", who.into())],
        ),
        (true, None) => i18n::text(locale, "tracker-round", &[("round", e.round.into())]),
        (false, _) => plain(locale, "tracker-title-setup"),
    };
    let mut lines = party_lines(locale, e, characters, true);
    lines.extend(foe_lines(locale, e, hide_adversary_hp, true));
    lines.extend(render::pending_lines(locale, table, characters));
    if table.settings.attribute_rule {
        lines.push(plain(locale, "tracker-attribute-rule"));
    }
    TrackerView::new(title).lines(lines)
}

/// The tracker once the fight is over, drawn from the final state: no round and no turn,
/// the party as the fight left it (with the Death rolls made since), the foes when the
/// fight's encounter is at hand (`ended`: the reply to `/encounter end`), and whose Death
/// rolls are still owed. Also whether any are, so the tracker stays live for them.
pub fn closing_tracker(
    locale: Locale,
    table: &Table,
    ended: Option<&Encounter>,
    characters: &[Character],
    hide_adversary_hp: bool,
) -> (TrackerView, bool) {
    let mut lines = match ended {
        Some(e) => party_lines(locale, e, characters, false),
        None => {
            let mut lines = vec![format!("**{}**", plain(locale, "tracker-party"))];
            lines.extend(table.last_party.iter().filter_map(|id| {
                let c = characters.iter().find(|c| c.id == *id)?;
                Some(pc_line(locale, &c.name, Some(c), false, ""))
            }));
            lines
        }
    };
    if let Some(e) = ended {
        lines.extend(foe_lines(locale, e, hide_adversary_hp, false));
    }
    lines.extend(render::pending_lines(locale, table, characters));
    let party: Vec<i64> = match ended {
        Some(e) => e.pcs.iter().map(|p| p.character_id).collect(),
        None => table.last_party.clone(),
    };
    let owed: Vec<String> = party
        .iter()
        .filter_map(|id| characters.iter().find(|c| c.id == *id))
        .filter(|c| c.death_rolls_pending > 0 && !c.dead)
        .map(|c| c.name.clone())
        .collect();
    let status = if owed.is_empty() {
        plain(locale, "tracker-closing")
    } else {
        let names = crate::present::style::names(&owed);
        i18n::text(
            locale,
            "tracker-closing-owed",
            &[("names", names.as_str().into())],
        )
    };
    let view = TrackerView::new(plain(locale, "title-fight-over"))
        .lines(lines)
        .status(status);
    (view, !owed.is_empty())
}

/// "**Party**" and a line per PC; `turn` marks whose turn it is.
fn party_lines(locale: Locale, e: &Encounter, characters: &[Character], turn: bool) -> Vec<String> {
    let mut lines = vec![format!("**{}**", plain(locale, "tracker-party"))];
    for pc in &e.pcs {
        let here = CombatantRef::Pc(pc.character_id);
        let mark = if turn && e.turn.as_ref() == Some(&here) {
            "▶ "
        } else {
            ""
        };
        let character = characters.iter().find(|c| c.id == pc.character_id);
        lines.push(pc_line(locale, &pc.name, character, pc.fled, mark));
    }
    lines
}

/// One PC: its life bar, armour dots and conditions, and whether it fled.
fn pc_line(
    locale: Locale,
    name: &str,
    character: Option<&Character>,
    fled: bool,
    mark: &str,
) -> String {
    let mut line = format!("{mark}{}", i18n::shown(name));
    if let Some(c) = character {
        line.push_str(&format!(
            " `{}`",
            crate::present::style::life_bar(c.hp.into(), c.max_hp.into(), 5)
        ));
        let dots: Vec<String> = c
            .armour
            .iter()
            .map(|a| {
                format!(
                    "{} {}{}",
                    render::piece(locale, a.piece),
                    "●".repeat(a.free_dots() as usize),
                    "○".repeat(a.usage_marked as usize)
                )
            })
            .collect();
        let mut tags: Vec<String> = Vec::new();
        if c.injured > 0 {
            tags.push(i18n::text(
                locale,
                "state-injured",
                &[("count", c.injured.into())],
            ));
        }
        tags.extend(
            c.conditions
                .iter()
                .map(|k| render::condition(locale, k.kind)),
        );
        if c.dead {
            tags.push(plain(locale, "state-dead"));
        } else if c.death_rolls_pending > 0 {
            tags.push(i18n::text(
                locale,
                "state-death-pending",
                &[("count", c.death_rolls_pending.into())],
            ));
        }
        if !dots.is_empty() {
            line.push_str(&format!(" · {}", dots.join(" ")));
        }
        if !tags.is_empty() {
            line.push_str(&format!(" · {}", tags.join(", ")));
        }
    }
    if fled {
        line.push_str(&format!(" ({})", plain(locale, "status-fled")));
    }
    line
}

/// "**Foes**", a line per standing foe, and the defeated in one line however many fell,
/// so a long fight stays readable; `turn` marks whose turn it is.
fn foe_lines(locale: Locale, e: &Encounter, hide_adversary_hp: bool, turn: bool) -> Vec<String> {
    let mut lines = vec![format!("**{}**", plain(locale, "tracker-foes"))];
    let mut defeated = Vec::new();
    for (i, a) in e.adversaries.iter().enumerate() {
        match a.status {
            AdversaryStatus::Removed => continue,
            AdversaryStatus::Standing => {}
            status => {
                defeated.push(format!(
                    "{} ({})",
                    i18n::shown(&a.name),
                    plain(locale, &format!("status-{}", render::status_key(status)))
                ));
                continue;
            }
        }
        let health = if hide_adversary_hp {
            plain(locale, render::wound_key(a.hp, a.max_hp))
        } else {
            format!(
                "`{}`",
                crate::present::style::life_bar(a.hp.into(), a.max_hp.into(), 5)
            )
        };
        let mark = if turn && e.turn.as_ref() == Some(&CombatantRef::Adversary(i)) {
            "▶ "
        } else {
            ""
        };
        let mut line = format!("{mark}{} {health}", i18n::shown(&a.name));
        let tags: Vec<String> = a
            .conditions
            .iter()
            .map(|c| render::condition(locale, c.kind))
            .collect();
        if !tags.is_empty() {
            line.push_str(&format!(" · {}", tags.join(", ")));
        }
        lines.push(line);
    }
    if !defeated.is_empty() {
        lines.push(i18n::text(
            locale,
            "tracker-defeated",
            &[("names", Arg::markup(defeated.join(", ")))],
        ));
    }
    lines
}

/// Buttons where a player would otherwise type a follow-up: the defender's armour choice,
/// the fumble choice, Death-table rolls after the fight, "Next turn".
pub fn controls(outcome: &Outcome, table: &Table, characters: &[Character]) -> Vec<Control> {
    let mut controls = Vec::new();
    for event in &outcome.events {
        match event {
            Event::ArmourChoice { ones, pieces, .. } => {
                let others = pieces.len() > 1;
                for (piece, free) in pieces {
                    let dots = (*free).min(*ones);
                    controls.push(Control::button(
                        format!(
                            "/armour piece:{} dots:{dots} more:{}",
                            piece.key(),
                            others && dots < *ones
                        ),
                        Label::new("button-armour")
                            .arg("piece", Arg::term(format!("piece-{}", piece.key())))
                            .arg("dots", dots)
                            .arg("left", free - dots),
                        Style::Primary,
                    ));
                }
                let take = match pending_hit(outcome) {
                    Some((_, Some(amount))) => Label::new("button-take-hit").arg("amount", amount),
                    Some((rolled, None)) => Label::new("button-take-hit-outcome")
                        .arg("outcome", Arg::term(format!("outcome-{}", rolled.key()))),
                    None => Label::new("button-take-hit-outcome").arg("outcome", ""),
                };
                controls.push(Control::button(
                    format!("/armour piece:{} dots:0", ArmourPiece::Basic.key()),
                    take,
                    Style::Secondary,
                ));
            }
            Event::NonPhysicalChoice {
                amount,
                marked,
                pieces,
                ..
            } => nonphysical_controls(&mut controls, *amount, *marked, pieces),
            Event::FumbleChoice { allies, .. } => {
                for ally in allies {
                    controls.push(Control::button(
                        format!("/fumble ally:{}", quoted(ally)),
                        Label::new("button-fumble-ally").arg("ally", ally.as_str()),
                        Style::Danger,
                    ));
                }
                let weapon = table.encounter.as_ref().and_then(|e| {
                    e.pending.iter().find_map(|p| match p {
                        Pending::Fumble(f) => Some(f.weapon.clone()),
                        Pending::Armour(_) => None,
                    })
                });
                if let Some(weapon) = weapon.filter(|w| !w.is_empty()) {
                    controls.push(Control::button(
                        format!("/fumble item:{}", quoted(&weapon)),
                        Label::new("button-fumble-item").arg("item", render::weapon_arg(&weapon)),
                        Style::Secondary,
                    ));
                }
            }
            Event::DeathRollPending { who, now: true, .. } => {
                controls.push(Control::button(
                    format!("/deathroll character:{}", quoted(who)),
                    Label::new("button-deathroll").arg("who", who.as_str()),
                    Style::Danger,
                ));
            }
            Event::DeathRollsOffered { who } => {
                for name in who {
                    controls.push(Control::button(
                        format!("/deathroll character:{}", quoted(name)),
                        Label::new("button-deathroll").arg("who", name.as_str()),
                        Style::Danger,
                    ));
                }
            }
            _ => {}
        }
    }
    // A Death roll owed now stays offered whatever the action was, so its button stays
    // live under the reply that first offered it until it is rolled.
    let started = table.encounter.as_ref().filter(|e| e.started());
    for c in characters {
        let fighting = started.is_some_and(|e| e.pcs.iter().any(|p| p.character_id == c.id));
        if c.death_rolls_pending == 0 || c.dead || fighting {
            continue;
        }
        let line = format!("/deathroll character:{}", quoted(&c.name));
        if !controls.iter().any(|k| k.line == line) {
            controls.push(Control::button(
                line,
                Label::new("button-deathroll").arg("who", c.name.as_str()),
                Style::Danger,
            ));
        }
    }
    // Ending a turn is offered on the reply to an action of the one whose turn it still
    // is: never under a reply that just handed the turn to someone who has not acted yet.
    let turn_passed = outcome
        .events
        .iter()
        .any(|e| matches!(e, Event::TurnOf { .. } | Event::RoundStarted { .. }));
    let fighting = table
        .encounter
        .as_ref()
        .is_some_and(|e| e.started() && e.turn.is_some())
        && !table.awaits_choice();
    if fighting
        && !turn_passed
        && let Some(who) = turn_name(table)
        && outcome.results.iter().any(|r| r.who == who)
    {
        // Ending the turn outlives this reply: it belongs on the tracker.
        controls.push(
            Control::button(
                "/next",
                Label::new("button-end-turn").arg("who", who.as_str()),
                Style::Secondary,
            )
            .on_tracker(),
        );
    }
    controls
}

/// The armour choice against non-physical damage: per piece, one dot to halve it and, where
/// the piece has two free, two to negate it; when no piece has two but two pieces have
/// one, a first dot keeps the choice open for the second. Then taking it as it stands.
fn nonphysical_controls(
    controls: &mut Vec<Control>,
    amount: i32,
    marked: u32,
    pieces: &[(ArmourPiece, u32)],
) {
    let after = |dots: u32| PendingDamage::after(amount, marked.saturating_add(dots));
    let room = PendingDamage::MAX_DOTS.saturating_sub(marked);
    let split = room == 2 && pieces.len() > 1 && pieces.iter().all(|(_, free)| *free < 2);
    for (piece, free) in pieces {
        for dots in 1..=room.min(*free) {
            let more = split && dots == 1;
            controls.push(Control::button(
                format!("/armour piece:{} dots:{dots} more:{more}", piece.key()),
                Label::new(if more {
                    "button-armour-damage-first"
                } else {
                    "button-armour-damage"
                })
                .arg("piece", Arg::term(format!("piece-{}", piece.key())))
                .arg("dots", dots)
                .arg("amount", after(dots)),
                Style::Primary,
            ));
        }
    }
    controls.push(Control::button(
        format!("/armour piece:{} dots:0", ArmourPiece::Basic.key()),
        Label::new("button-take-damage").arg("amount", after(0)),
        Style::Secondary,
    ));
}

/// The hit waiting for the armour choice, as rolled: its outcome, and its damage when it
/// deals damage.
fn pending_hit(outcome: &Outcome) -> Option<(RollOutcome, Option<i32>)> {
    outcome
        .results
        .iter()
        .filter(|r| r.pending)
        .find_map(|r| match &r.detail {
            Detail::ToHit { damage, .. } => Some((r.outcome, damage.as_ref().map(|d| d.amount))),
            _ => None,
        })
}
