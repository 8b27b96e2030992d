//! Draws a game's presentation value as Discord shows it, in one place for every game:
//! typed names escaped where Discord reads Markdown and left as typed where it does not
//! (footers), tones as the palette's colours, everything within Discord's limits.

use poise::serenity_prelude::{Colour, CreateEmbed, CreateEmbedFooter};

use super::embeds::{MAX_DESCRIPTION, MAX_FOOTER, MAX_TITLE, cut, fit_lines};
use crate::i18n::escape_markdown;
use crate::i18n::{Locale, plain};
use crate::present::{Post, Text, Tone, TrackerView};

pub fn colour(tone: Tone) -> Colour {
    Colour(tone.rgb())
}

/// Text where Discord reads Markdown (descriptions, titles, field values): the spans'
/// emphasis as Markdown, typed names escaped so they show as typed and mention no one.
pub fn markdown(text: &Text) -> String {
    let mut out = String::new();
    if text.small {
        out.push_str("-# ");
    }
    let (mut strong, mut struck, mut code) = (false, false, false);
    let close = |out: &mut String, strong: bool, struck: bool, code: bool| {
        if code {
            out.push('`');
        }
        if struck {
            out.push_str("~~");
        }
        if strong {
            out.push_str("**");
        }
    };
    for span in &text.spans {
        if span.text.is_empty() {
            continue;
        }
        if (span.strong, span.struck, span.code) != (strong, struck, code) {
            close(&mut out, strong, struck, code);
            (strong, struck, code) = (span.strong, span.struck, span.code);
            if strong {
                out.push_str("**");
            }
            if struck {
                out.push_str("~~");
            }
            if code {
                out.push('`');
            }
        }
        if span.code {
            // Nothing is read inside a code span but its closing backtick.
            out.extend(span.text.chars().filter(|c| *c != '`'));
        } else if span.typed {
            out.push_str(&escape_markdown(&span.text));
        } else {
            out.push_str(&span.text);
        }
    }
    close(&mut out, strong, struck, code);
    out
}

/// Text where Discord reads no Markdown and renders no mention (footers, author names):
/// the words as they are.
pub fn unformatted(text: &Text) -> String {
    text.plain()
}

/// A reply: the headline as the title, one line per fact, the status in the footer.
pub fn post(locale: Locale, post: &Post) -> CreateEmbed {
    let mut lines: Vec<String> = post.lines.iter().map(markdown).collect();
    if lines.is_empty() && post.headline.is_none() {
        lines.push(plain(locale, "reply-nothing-changed"));
    }
    let mut embed = CreateEmbed::new().colour(colour(post.tone));
    if !lines.is_empty() {
        embed = embed.description(fit_lines(locale, &lines, MAX_DESCRIPTION));
    }
    if let Some(headline) = &post.headline {
        embed = embed.title(cut(&markdown(headline), MAX_TITLE));
    }
    if let Some(status) = &post.status {
        embed = embed.footer(CreateEmbedFooter::new(cut(
            &unformatted(status),
            MAX_FOOTER,
        )));
    }
    embed
}

/// The tracker: its title, the table one line a piece, and what it waits for.
pub fn tracker(locale: Locale, view: &TrackerView) -> CreateEmbed {
    let lines: Vec<String> = view.lines.iter().map(markdown).collect();
    let mut embed = CreateEmbed::new()
        .colour(colour(view.tone))
        .title(cut(&markdown(&view.title), MAX_TITLE));
    if !lines.is_empty() {
        embed = embed.description(fit_lines(locale, &lines, MAX_DESCRIPTION));
    }
    if let Some(status) = &view.status {
        embed = embed.footer(CreateEmbedFooter::new(cut(
            &unformatted(status),
            MAX_FOOTER,
        )));
    }
    embed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::marked;

    #[test]
    fn names_are_escaped_where_markdown_is_read_and_typed_where_not() {
        let line = marked(|| format!("**{}** attacks", crate::i18n::shown("<@1> *x*")));
        let text = Text::parse(&line);
        assert_eq!(markdown(&text), "**\\<\\@1\\> \\*x\\*** attacks");
        assert_eq!(unformatted(&text), "<@1> *x* attacks");
    }

    #[test]
    fn emphasis_round_trips_through_spans() {
        for line in [
            "-# pool `3 · 5` ~~1~~",
            "**Rook** hits **Ogre** for **4**",
            "a `b` c",
        ] {
            assert_eq!(markdown(&Text::parse(line)), line);
        }
    }

    #[test]
    fn a_post_draws_its_parts_where_discord_shows_them() {
        let post = Post::new(Tone::StrongHit)
            .headline("Rook hits")
            .line("**4** damage")
            .status("Round 2 · ▶ Ogre");
        let json = serde_json::to_value(super::post(Locale::EnUs, &post)).unwrap_or_default();
        assert_eq!(json["title"], "Rook hits");
        assert_eq!(json["description"], "**4** damage");
        assert_eq!(json["footer"]["text"], "Round 2 · ▶ Ogre");
        assert_eq!(json["color"], Tone::StrongHit.rgb());
    }
}
