//! Mage Wars on Discord: the reply embed (every attack die, critical faces marked, the
//! colour of what mattered most, whose action phase it is), the counterstrike and phase
//! buttons, and the arena tracker.

use poise::serenity_prelude::{CreateEmbed, CreateEmbedFooter};

use super::render::{self, Style as TextStyle};
use crate::discord::buttons::quoted;
use crate::discord::embeds::{self, MAX_DESCRIPTION, MAX_FOOTER, NEUTRAL, cut, fit_lines, palette};
use crate::games::controls::{Control, Label, Style};
use crate::i18n::{self, Locale, plain};
use crate::rules::mage_wars::{Arena, Event, Outcome, Reach, Stage, UpkeepEffect, upkeep_choices};

pub fn embed(locale: Locale, outcome: &Outcome, arena: Option<&Arena>) -> CreateEmbed {
    let lines = render::outcome_lines(locale, outcome, TextStyle::Markdown);
    let colour = outcome
        .events
        .iter()
        .find_map(|e| match e {
            Event::GameOver { .. } => Some(palette::TRIUMPH),
            Event::Destroyed { .. } => Some(palette::DEADLY),
            _ => None,
        })
        .or_else(|| {
            outcome.events.iter().find_map(|e| match e {
                Event::Attack(report) if report.strikes.iter().any(|s| s.damage > 0) => {
                    Some(palette::STRONG_HIT)
                }
                Event::Attack(_) => Some(palette::MISS),
                _ => None,
            })
        })
        .unwrap_or(NEUTRAL);
    let mut embed =
        CreateEmbed::new()
            .colour(colour)
            .description(fit_lines(locale, &lines, MAX_DESCRIPTION));
    // A footer renders no Markdown: the mage's name goes in as typed.
    if let Some(turn) = arena.and_then(|a| i18n::unformatted(|| render::turn_line(locale, a))) {
        embed = embed.footer(CreateEmbedFooter::new(cut(&turn, MAX_FOOTER)));
    }
    embed
}

/// The arena as the tracker.
pub fn tracker(locale: Locale, arena: &Arena) -> CreateEmbed {
    let view = render::arena_view(locale, arena, TextStyle::Markdown);
    embeds::text(
        locale,
        Some(&plain(locale, "mw-tracker-title")),
        &view,
        NEUTRAL,
    )
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
