//! Embeds every game's replies are built from, always within Discord's limits: plain text
//! cut line by line, and errors. Colours come from the one palette, `present::Tone`.

use poise::serenity_prelude::{Colour, CreateEmbed, CreateEmbedFooter};

use crate::error::UserError;
use crate::i18n::{self, Locale};
use crate::present::Tone;

/// Discord's limits (see the e2e notes); descriptions stay under theirs with room for
/// the "… and N more" line.
pub const MAX_TITLE: usize = 256;
pub const MAX_DESCRIPTION: usize = 4096;
pub const MAX_FOOTER: usize = 2048;
pub const MAX_FIELD_VALUE: usize = 1024;
pub const MAX_FIELDS: usize = 25;
/// Discord's limit on all of an embed's text together.
pub const MAX_TOTAL: usize = 6000;

pub const NEUTRAL: Colour = Colour(Tone::Neutral.rgb());
pub const ERROR: Colour = Colour(Tone::Error.rgb());

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

/// An embed's description as it would be sent.
pub fn description_of(embed: &CreateEmbed) -> Option<String> {
    let value = serde_json::to_value(embed).ok()?;
    value["description"].as_str().map(str::to_owned)
}

/// The characters of an embed that count against Discord's total for a message.
pub fn counted_chars(embed: &CreateEmbed) -> usize {
    let value = serde_json::to_value(embed).unwrap_or_default();
    let text = |v: &serde_json::Value| v.as_str().map_or(0, |s| s.chars().count());
    let fields: usize = value["fields"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|f| text(&f["name"]) + text(&f["value"]))
        .sum();
    text(&value["title"])
        + text(&value["description"])
        + text(&value["footer"]["text"])
        + text(&value["author"]["name"])
        + fields
}

/// `embed` shortened, line by line, so that it adds at most `budget` characters to a
/// message (its description gives way; "… and N more" says what was left out).
pub fn within(locale: Locale, embed: CreateEmbed, budget: usize) -> CreateEmbed {
    let used = counted_chars(&embed);
    if used <= budget {
        return embed;
    }
    let value = serde_json::to_value(&embed).unwrap_or_default();
    let description = value["description"].as_str().unwrap_or_default();
    let rest = used - description.chars().count();
    let room = budget.saturating_sub(rest).max(1);
    let lines: Vec<String> = description.lines().map(str::to_owned).collect();
    embed.description(fit_lines(locale, &lines, room))
}

/// `/help` as an embed: one field per section (a long section goes on in a field with no
/// heading), the game's footer at the bottom.
pub fn help(view: &crate::render::HelpView) -> CreateEmbed {
    let mut embed = CreateEmbed::new()
        .colour(NEUTRAL)
        .title(cut(&view.title, MAX_TITLE))
        .footer(CreateEmbedFooter::new(cut(&view.footer, MAX_FOOTER)));
    let mut fields = 0;
    for (heading, lines) in &view.sections {
        let mut name = cut(heading, MAX_TITLE);
        let mut value = String::new();
        for line in lines {
            let line = cut(line, MAX_FIELD_VALUE);
            if !value.is_empty()
                && value.chars().count() + 1 + line.chars().count() > MAX_FIELD_VALUE
            {
                if fields < MAX_FIELDS {
                    embed =
                        embed.field(std::mem::take(&mut name), std::mem::take(&mut value), false);
                    fields += 1;
                }
                // A field needs a name: a zero-width space shows none.
                name = "\u{200b}".to_owned();
            }
            if !value.is_empty() {
                value.push('\n');
            }
            value.push_str(&line);
        }
        if !value.is_empty() && fields < MAX_FIELDS {
            embed = embed.field(name, value, false);
            fields += 1;
        }
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

#[cfg(test)]
mod help_tests {
    use super::*;

    /// A tracker riding along in a reply gives way to the reply: together they stay within
    /// Discord's 6,000 characters, and the cut is said.
    #[test]
    fn an_embed_shortens_to_its_budget_line_by_line() {
        let lines: Vec<String> = (0..200)
            .map(|i| format!("line {i:03} of the tracker"))
            .collect();
        let big = CreateEmbed::new().title("Round 1").description(fit_lines(
            Locale::EnUs,
            &lines,
            MAX_DESCRIPTION,
        ));
        assert!(counted_chars(&big) > 2_000);
        let cut = within(Locale::EnUs, big.clone(), 2_000);
        assert!(counted_chars(&cut) <= 2_000, "{}", counted_chars(&cut));
        let shown = serde_json::to_value(&cut).unwrap_or_default();
        let description = shown["description"].as_str().unwrap_or_default();
        assert!(description.starts_with("line 000"), "{description}");
        assert!(description.ends_with("more"), "{description}");
        assert_eq!(
            counted_chars(&within(Locale::EnUs, big.clone(), 6_000)),
            counted_chars(&big)
        );
    }

    /// `/help` of every game in every locale fits Discord's embed limits whole, with
    /// commands as mentions as long as Discord's ids make them: nothing is cut.
    #[test]
    fn help_fits_discord_whole_in_every_game_and_locale() {
        for ruleset in crate::games::running() {
            for locale in Locale::ALL {
                let view = i18n::markdown(|| {
                    crate::render::help_view(locale, ruleset, &|p| {
                        format!("</{p}:1234567890123456789>")
                    })
                });
                let embed = serde_json::to_value(help(&view)).unwrap_or_default();
                let fields = embed["fields"].as_array().cloned().unwrap_or_default();
                assert!(fields.len() <= MAX_FIELDS, "{ruleset:?} {locale:?}");
                let mut total = view.title.chars().count() + view.footer.chars().count();
                let mut lines = 0;
                for field in &fields {
                    let name = field["name"].as_str().unwrap_or_default();
                    let value = field["value"].as_str().unwrap_or_default();
                    assert!(!name.is_empty() && value.chars().count() <= MAX_FIELD_VALUE);
                    total += name.chars().count() + value.chars().count();
                    lines += value.lines().count();
                }
                assert!(
                    total <= MAX_TOTAL,
                    "{ruleset:?} {locale:?}: {total} characters"
                );
                let listed: usize = view.sections.iter().map(|(_, l)| l.len()).sum();
                assert_eq!(
                    lines, listed,
                    "{ruleset:?} {locale:?}: a command was dropped"
                );
            }
        }
    }
}
