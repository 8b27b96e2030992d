//! Embeds every game's replies are built from, always within Discord's limits: plain text
//! cut line by line, errors, and the shared colours.

use poise::serenity_prelude::{Colour, CreateEmbed};

use crate::error::UserError;
use crate::i18n::{self, Locale};

/// Discord's limits (see the e2e notes); descriptions stay under theirs with room for
/// the "… and N more" line.
pub const MAX_TITLE: usize = 256;
pub const MAX_DESCRIPTION: usize = 4096;
pub const MAX_FOOTER: usize = 2048;

pub const NEUTRAL: Colour = Colour(0x5865F2);
pub const ERROR: Colour = Colour(0xED4245);

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

/// A refusal: the echoed input in it is made inert like every name.
pub fn error(locale: Locale, error: &UserError) -> CreateEmbed {
    let message = i18n::markdown(|| i18n::error(locale, error));
    text(locale, None, &format!("✗ {message}"), ERROR)
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
