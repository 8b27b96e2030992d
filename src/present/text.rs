//! Rich text without a front-end's markup: runs of words, each plain, strong, code or
//! struck out, and names exactly as typed. A game writes its lines with the catalogue's
//! emphasis (`**`, `` ` ``, `~~`, a leading `-# ` for a small line) while [`marked`] is in
//! force, which fences every typed name; [`Text::parse`] turns that into spans, so a name
//! such as `**Bob**` stays a name and each front-end escapes it its own way.

use crate::i18n::{NAME_CLOSE, NAME_OPEN};

pub use crate::i18n::marked;

/// One run of text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Span {
    pub text: String,
    pub strong: bool,
    pub code: bool,
    pub struck: bool,
    /// Typed by a user (a name, a label): shown as typed, never read as markup.
    pub typed: bool,
}

/// A line (or a title) as spans. `small` marks a line of lesser weight (the dice pool
/// under an attack), which Discord shows as subtext.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Text {
    pub spans: Vec<Span>,
    pub small: bool,
}

impl Text {
    /// Plain words, no markup read in them.
    pub fn words(text: impl Into<String>) -> Text {
        Text {
            spans: vec![Span {
                text: text.into(),
                ..Span::default()
            }],
            small: false,
        }
    }

    /// A name as typed.
    pub fn typed(text: impl Into<String>) -> Text {
        Text {
            spans: vec![Span {
                text: text.into(),
                typed: true,
                ..Span::default()
            }],
            small: false,
        }
    }

    /// Reads a line written under [`marked`]: the catalogue's emphasis becomes spans, and
    /// fenced names become typed spans whatever characters they hold.
    pub fn parse(line: &str) -> Text {
        let (small, line) = match line.strip_prefix("-# ") {
            Some(rest) => (true, rest),
            None => (false, line),
        };
        let mut spans: Vec<Span> = Vec::new();
        let mut style = Span::default();
        let mut current = String::new();
        let mut chars = line.chars().peekable();
        let flush = |spans: &mut Vec<Span>, current: &mut String, style: &Span, typed: bool| {
            if current.is_empty() {
                return;
            }
            let text = std::mem::take(current);
            // Runs of one style join, so a line's spans stay few.
            if let Some(last) = spans.last_mut()
                && last.strong == style.strong
                && last.code == style.code
                && last.struck == style.struck
                && last.typed == typed
            {
                last.text.push_str(&text);
                return;
            }
            spans.push(Span {
                text,
                strong: style.strong,
                code: style.code,
                struck: style.struck,
                typed,
            });
        };
        while let Some(c) = chars.next() {
            match c {
                NAME_OPEN => {
                    flush(&mut spans, &mut current, &style, false);
                    for c in chars.by_ref() {
                        if c == NAME_CLOSE {
                            break;
                        }
                        current.push(c);
                    }
                    flush(&mut spans, &mut current, &style, true);
                }
                '`' => {
                    flush(&mut spans, &mut current, &style, false);
                    style.code = !style.code;
                }
                '*' if !style.code && chars.peek() == Some(&'*') => {
                    chars.next();
                    flush(&mut spans, &mut current, &style, false);
                    style.strong = !style.strong;
                }
                '~' if !style.code && chars.peek() == Some(&'~') => {
                    chars.next();
                    flush(&mut spans, &mut current, &style, false);
                    style.struck = !style.struck;
                }
                c => current.push(c),
            }
        }
        flush(&mut spans, &mut current, &style, false);
        Text { spans, small }
    }

    /// The words alone, names as typed, emphasis dropped (tests, plain front-ends).
    pub fn plain(&self) -> String {
        self.spans.iter().map(|s| s.text.as_str()).collect()
    }

    pub fn is_empty(&self) -> bool {
        self.spans.iter().all(|s| s.text.is_empty())
    }

    /// The names typed into this text.
    pub fn typed_names(&self) -> impl Iterator<Item = &str> {
        self.spans
            .iter()
            .filter(|s| s.typed)
            .map(|s| s.text.as_str())
    }
}

impl From<&str> for Text {
    fn from(line: &str) -> Self {
        Text::parse(line)
    }
}

impl From<String> for Text {
    fn from(line: String) -> Self {
        Text::parse(&line)
    }
}

impl From<&String> for Text {
    fn from(line: &String) -> Self {
        Text::parse(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Arg;
    use crate::i18n::{self, Locale};

    fn strong(text: &str) -> Span {
        Span {
            text: text.into(),
            strong: true,
            ..Span::default()
        }
    }

    #[test]
    fn emphasis_becomes_spans_and_fenced_names_stay_names() {
        let line = marked(|| format!("**{}** hits `3 · 5`", i18n::shown("**Bob**")));
        let text = Text::parse(&line);
        assert_eq!(
            text.spans,
            vec![
                Span {
                    text: "**Bob**".into(),
                    strong: true,
                    typed: true,
                    ..Span::default()
                },
                Span {
                    text: " hits ".into(),
                    ..Span::default()
                },
                Span {
                    text: "3 · 5".into(),
                    code: true,
                    ..Span::default()
                },
            ]
        );
        assert_eq!(text.plain(), "**Bob** hits 3 · 5");
    }

    #[test]
    fn catalogue_arguments_are_fenced_while_marked() {
        let line = marked(|| {
            i18n::text(
                Locale::EnUs,
                "title-turn",
                &[("who", Arg::from("<@123> ~~x~~"))],
            )
        });
        let text = Text::parse(&line);
        assert_eq!(text.typed_names().collect::<Vec<_>>(), vec!["<@123> ~~x~~"]);
        // Outside `marked`, nothing is fenced.
        let bare = i18n::text(Locale::EnUs, "title-turn", &[("who", Arg::from("Ann"))]);
        assert!(!bare.contains(crate::i18n::NAME_OPEN), "{bare}");
    }

    #[test]
    fn a_small_line_and_struck_runs_are_read() {
        let text = Text::parse("-# ~~1~~, **6**");
        assert!(text.small);
        assert!(text.spans[0].struck);
        assert_eq!(text.spans[2], strong("6"));
        assert_eq!(text.plain(), "1, 6");
    }
}
