//! Mage Wars on Discord: the reply embed (every attack die, critical faces marked, the
//! colour of what mattered most, whose action phase it is), the counterstrike and phase
//! buttons, and the arena tracker.

use poise::serenity_prelude::{CreateEmbed, CreateEmbedFooter};

use super::render::{self, Style as TextStyle};
use crate::discord::buttons::quoted;
use crate::discord::embeds::{self, MAX_DESCRIPTION, MAX_FOOTER, NEUTRAL, cut, fit_lines, palette};
use crate::games::controls::{Control, Label, Style};
use crate::i18n::{self, Locale, plain};
use crate::rules::mage_wars::{Arena, Event, Outcome, Reach, Stage};

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

/// One "Counterstrike" button per melee attack of the defender offered one, and "Next"
/// (end the action phase) while the action stage runs.
pub fn controls(outcome: &Outcome, arena: Option<&Arena>) -> Vec<Control> {
    let Some(arena) = arena.filter(|a| !a.over) else {
        return Vec::new();
    };
    let mut controls = Vec::new();
    for event in &outcome.events {
        let Event::CounterstrikeOffered { defender, attacker } = event else {
            continue;
        };
        let melee = arena
            .objects
            .iter()
            .find(|o| &o.name == defender)
            .into_iter()
            .flat_map(|o| &o.attacks)
            .filter(|a| a.reach == Reach::Melee && !a.barrier);
        for attack in melee {
            controls.push(Control::button(
                format!(
                    "/attack as:{} target:{} weapon:{} extra:counter",
                    quoted(defender),
                    quoted(attacker),
                    quoted(&attack.name)
                ),
                Label::new("button-counterstrike")
                    .arg("defender", defender.as_str())
                    .arg("attack", attack.name.as_str()),
                Style::Danger,
            ));
        }
    }
    if matches!(arena.stage, Stage::Actions { .. }) {
        controls.push(Control::button(
            "/next",
            Label::new("button-end-phase"),
            Style::Secondary,
        ));
    } else if arena.round > 0 {
        controls.push(Control::button(
            "/initiative",
            Label::new("button-next-round"),
            Style::Secondary,
        ));
    }
    controls
}
