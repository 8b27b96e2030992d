//! Mage Wars on Discord: the reply embed (every attack die, critical faces marked, the
//! colour of what mattered most, whose action phase it is), the counterstrike and phase
//! buttons, and the arena tracker.

use super::render::{self, Style as TextStyle};
use crate::i18n::{self, Locale, plain};
use crate::present::controls::quoted;
use crate::present::controls::{Control, Label, Style};
use crate::present::{Post, Tone, TrackerView};
use crate::rules::mage_wars::{Arena, Event, Outcome, Reach, Stage, UpkeepEffect, upkeep_choices};

pub fn post(locale: Locale, outcome: &Outcome, arena: Option<&Arena>) -> Post {
    // Whose action phase it is ends the reply once, on the status line, with the player.
    let status = arena
        .filter(|a| !a.over)
        .and_then(|a| render::turn_line(locale, a, TextStyle::Markdown));
    let shown = Outcome {
        events: outcome
            .events
            .iter()
            .filter(|e| status.is_none() || !matches!(e, Event::TurnOf { .. }))
            .cloned()
            .collect(),
    };
    let mut lines = render::outcome_lines(locale, &shown, TextStyle::Markdown);
    if let Some(status) = status {
        lines.push(format!("-# ▶ {status}"));
    }
    let colour = outcome
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
        .unwrap_or(Tone::Neutral);
    Post::new(colour).lines(lines)
}

/// The arena as the tracker: the round and whose action phase it is in the title, then
/// zone by zone each mage (with its player, as a mention that pings no one) and creature
/// with a life bar, mana and markers; what the table waits for comes last.
pub fn tracker(locale: Locale, arena: &Arena) -> TrackerView {
    let title = tracker_title(locale, arena);
    let mut lines = render::arena_lines(locale, arena, TextStyle::Markdown);
    if let Some(turn) = render::turn_line(locale, arena, TextStyle::Markdown) {
        lines.push(turn);
    }
    TrackerView::new(title).lines(lines)
}

/// "Round 2 · ▶ Warlock" while a mage acts; the stage otherwise. Titles render Markdown:
/// names are escaped like in the text.
fn tracker_title(locale: Locale, arena: &Arena) -> String {
    if arena.round == 0 {
        return plain(locale, "mw-tracker-title-setup");
    }
    if arena.over {
        return plain(locale, "mw-tracker-title-over");
    }
    let round = ("round", arena.round.into());
    match arena.stage {
        Stage::Actions { turn, .. } => match arena.mage_of(turn) {
            Some(mage) => i18n::text(
                locale,
                "tracker-title-turn",
                &[round, ("who", mage.name.as_str().into())],
            ),
            None => i18n::text(locale, "tracker-round", &[round]),
        },
        Stage::Upkeep { .. } => i18n::text(locale, "mw-tracker-title-upkeep", &[round]),
        _ => i18n::text(locale, "tracker-round", &[round]),
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
/// "Next" (end the action phase) while the action stage runs, or "Next round".
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
        Stage::Actions { .. } => controls.push(Control::button(
            "/next",
            Label::new("button-end-phase"),
            Style::Secondary,
        )),
        _ if arena.round > 0 => controls.push(Control::button(
            "/initiative",
            Label::new("button-next-round"),
            Style::Secondary,
        )),
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
