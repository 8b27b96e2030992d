//! Replies as embeds: a colour per outcome, every die shown (1s marked on To Hit rolls),
//! the arithmetic and consequences, whose turn is next — always within Discord's limits.

use poise::serenity_prelude::{Colour, CreateEmbed, CreateEmbedFooter};

use crate::error::UserError;
use crate::i18n::{self, Locale, plain};
use crate::render::{self, Style};
use crate::rules::flail::model::{CombatantRef, Table};
use crate::rules::flail::{Outcome, RollOutcome};

/// Discord's limits (see the e2e notes); descriptions stay under theirs with room for
/// the "… and N more" line.
pub const MAX_TITLE: usize = 256;
pub const MAX_DESCRIPTION: usize = 4096;
pub const MAX_FOOTER: usize = 2048;

pub const NEUTRAL: Colour = Colour(0x5865F2);
pub const ERROR: Colour = Colour(0xED4245);

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
        .map(|r| render::result(locale, r, Style::Markdown))
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
        let footer = i18n::text(locale, "embed-turn", &[("who", who.into())]);
        embed = embed.footer(CreateEmbedFooter::new(cut(&footer, MAX_FOOTER)));
    }
    embed
}

/// A Mage Wars action: every die (critical faces marked), the arithmetic and
/// consequences; the colour says what mattered most; the footer whose action phase it is.
pub fn mage_wars(
    locale: Locale,
    outcome: &crate::rules::mage_wars::Outcome,
    arena: Option<&crate::rules::mage_wars::Arena>,
) -> CreateEmbed {
    use crate::rules::mage_wars::Event;
    let lines = render::mage_wars::outcome_lines(locale, outcome, Style::Markdown);
    let colour = outcome
        .events
        .iter()
        .find_map(|e| match e {
            Event::GameOver { .. } => Some(Colour(0xFFD700)),
            Event::Destroyed { .. } => Some(Colour(0x8B0000)),
            _ => None,
        })
        .or_else(|| {
            outcome.events.iter().find_map(|e| match e {
                Event::Attack(report) if report.strikes.iter().any(|s| s.damage > 0) => {
                    Some(Colour(0xE67E22))
                }
                Event::Attack(_) => Some(Colour(0x95A5A6)),
                _ => None,
            })
        })
        .unwrap_or(NEUTRAL);
    let mut embed =
        CreateEmbed::new()
            .colour(colour)
            .description(fit_lines(locale, &lines, MAX_DESCRIPTION));
    if let Some(turn) = arena.and_then(|a| render::mage_wars::turn_line(locale, a)) {
        embed = embed.footer(CreateEmbedFooter::new(cut(&turn, MAX_FOOTER)));
    }
    embed
}

/// Plain text in an embed, cut line by line to fit.
pub fn text(locale: Locale, title: Option<&str>, body: &str, colour: Colour) -> CreateEmbed {
    let lines: Vec<String> = body.lines().map(str::to_owned).collect();
    let mut embed =
        CreateEmbed::new()
            .colour(colour)
            .description(fit_lines(locale, &lines, MAX_DESCRIPTION));
    if let Some(title) = title {
        embed = embed.title(cut(title, MAX_TITLE));
    }
    embed
}

pub fn error(locale: Locale, error: &UserError) -> CreateEmbed {
    text(
        locale,
        None,
        &format!("✗ {}", i18n::error(locale, error)),
        ERROR,
    )
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

/// Joins lines up to `max` characters; what does not fit becomes "… and N more".
pub fn fit_lines(locale: Locale, lines: &[String], max: usize) -> String {
    let mut out = String::new();
    let mut used = 0;
    for (i, line) in lines.iter().enumerate() {
        let len = line.chars().count() + usize::from(i > 0);
        let left = lines.len() - i;
        // Keep room for the "and N more" line unless this is the last line.
        let reserve = if left > 1 { 40 } else { 0 };
        if used + len + reserve > max {
            let more = i18n::text(locale, "embed-more", &[("count", left.into())]);
            if !out.is_empty() {
                out.push('\n');
            }
            if out.is_empty() && used == 0 {
                // A single enormous line: cut it rather than drop it.
                out.push_str(&cut(line, max.saturating_sub(more.chars().count() + 1)));
                out.push('\n');
                let rest = i18n::text(locale, "embed-more", &[("count", (left - 1).into())]);
                if left > 1 {
                    out.push_str(&rest);
                }
                return out.trim_end().to_owned();
            }
            out.push_str(&more);
            return out;
        }
        if i > 0 {
            out.push('\n');
        }
        out.push_str(line);
        used += len;
    }
    out
}

/// At most `max` characters, with an ellipsis when cut.
pub fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lists_are_cut_with_a_count_of_the_rest() {
        let lines: Vec<String> = (0..500).map(|i| format!("Goblin {i} — HP 3/3")).collect();
        let text = fit_lines(Locale::EnUs, &lines, MAX_DESCRIPTION);
        assert!(text.chars().count() <= MAX_DESCRIPTION);
        let last = text.lines().last().unwrap_or_default();
        let shown = text.lines().count() - 1;
        assert!(last.contains(&(500 - shown).to_string()), "{last}");
    }

    #[test]
    fn short_lists_are_kept_whole_and_huge_lines_are_cut() {
        let lines = vec!["a".to_owned(), "b".to_owned()];
        assert_eq!(fit_lines(Locale::EnUs, &lines, 100), "a\nb");
        let huge = vec!["x".repeat(10_000)];
        assert!(
            fit_lines(Locale::EnUs, &huge, MAX_DESCRIPTION)
                .chars()
                .count()
                <= MAX_DESCRIPTION
        );
    }
}
