//! FLAIL on Discord: the reply embed (a colour per outcome, every die, the arithmetic and
//! consequences, whose turn is next), its buttons, and the tracker.

use poise::serenity_prelude::{Colour, CreateEmbed, CreateEmbedFooter};

use super::render::{self, Style as TextStyle};
use crate::discord::buttons::quoted;
use crate::discord::embeds::{
    self, MAX_DESCRIPTION, MAX_FOOTER, MAX_TITLE, NEUTRAL, cut, fit_lines,
};
use crate::error::Arg;
use crate::games::controls::{Control, Label, Style};
use crate::i18n::{self, Locale, plain};
use crate::rules::flail::model::{ArmourPiece, Character, CombatantRef, Pending, Table};
use crate::rules::flail::{Event, Outcome, RollOutcome};

/// The colour of the roll that matters most: the first one of the action.
pub fn outcome_colour(outcome: &Outcome) -> Colour {
    let Some(first) = outcome.results.first() else {
        return NEUTRAL;
    };
    Colour(match first.outcome {
        RollOutcome::DeathBlow => 0x8B0000,
        RollOutcome::MajorHit => 0xE67E22,
        RollOutcome::MinorHit => 0xF1C40F,
        RollOutcome::Fail => 0x95A5A6,
        RollOutcome::Fumble => 0x71368A,
        RollOutcome::CriticalSuccess => 0xFFD700,
        RollOutcome::Success => 0x2ECC71,
        RollOutcome::Dead => 0x23272A,
        RollOutcome::HorribleWound | RollOutcome::Maimed => 0xC0392B,
        RollOutcome::Hurt | RollOutcome::Scarred => 0xE67E22,
        RollOutcome::NearDeathExperience => 0x3498DB,
        RollOutcome::KnockedOut | RollOutcome::Unconscious => 0x607D8B,
        _ => NEUTRAL.0,
    })
}

/// An action's result: title from the main roll, every roll and consequence, and the turn.
pub fn action(locale: Locale, outcome: &Outcome, table: &Table) -> CreateEmbed {
    let mut lines: Vec<String> = outcome
        .results
        .iter()
        .map(|r| render::result(locale, r, TextStyle::Markdown))
        .collect();
    lines.extend(outcome.events.iter().map(|e| render::event(locale, e)));
    if lines.is_empty() {
        lines.push(plain(locale, "reply-nothing-changed"));
    }
    let mut embed = CreateEmbed::new()
        .colour(outcome_colour(outcome))
        .description(fit_lines(locale, &lines, MAX_DESCRIPTION));
    if let Some(first) = outcome.results.first() {
        let title = plain(locale, &format!("outcome-{}", first.outcome.key()));
        embed = embed.title(cut(&title, MAX_TITLE));
    }
    if let Some(who) = turn_name(table) {
        // A footer renders no Markdown: the name goes in as typed.
        let footer = i18n::unformatted(|| i18n::text(locale, "embed-turn", &[("who", who.into())]));
        embed = embed.footer(CreateEmbedFooter::new(cut(&footer, MAX_FOOTER)));
    }
    embed
}

/// Whose turn it is, by name.
pub fn turn_name(table: &Table) -> Option<String> {
    let encounter = table.encounter.as_ref()?;
    if !encounter.started() {
        return None;
    }
    match encounter.turn.as_ref()? {
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

/// The tracker as an embed; `hide_adversary_hp` shows players wound words instead.
pub fn tracker(
    locale: Locale,
    table: &Table,
    characters: &[Character],
    hide_adversary_hp: bool,
) -> CreateEmbed {
    let view = render::encounter_view(locale, table, characters, hide_adversary_hp);
    embeds::text(
        locale,
        Some(&plain(locale, "tracker-title")),
        &view,
        NEUTRAL,
    )
}

/// Buttons where a player would otherwise type a follow-up: the defender's armour choice,
/// the fumble choice, Death-table rolls after the fight, "Next turn".
pub fn controls(outcome: &Outcome, table: &Table) -> Vec<Control> {
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
                            .arg("dots", dots),
                        Style::Primary,
                    ));
                }
                controls.push(Control::button(
                    format!("/armour piece:{} dots:0", ArmourPiece::Basic.key()),
                    Label::new("button-take-hit"),
                    Style::Secondary,
                ));
            }
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
                        Label::new("button-fumble-item").arg("item", weapon.as_str()),
                        Style::Secondary,
                    ));
                }
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
    let fighting = table
        .encounter
        .as_ref()
        .is_some_and(|e| e.started() && e.turn.is_some() && e.pending.is_empty());
    if fighting {
        controls.push(Control::button(
            "/next",
            Label::new("button-next"),
            Style::Secondary,
        ));
    }
    controls
}
