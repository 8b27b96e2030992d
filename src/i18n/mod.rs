//! Localization: the Fluent catalogue in `commands/<locale>.ftl`, compiled in.
//! A missing message falls back to English, then to the key itself — never a panic.

use std::cell::Cell;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::{LanguageIdentifier, langid};

use crate::error::{Arg, UserError};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Locale {
    #[default]
    EnUs,
    Cs,
    Ru,
}

impl Locale {
    pub const ALL: [Locale; 3] = [Locale::EnUs, Locale::Cs, Locale::Ru];

    pub fn code(self) -> &'static str {
        match self {
            Locale::EnUs => "en-US",
            Locale::Cs => "cs",
            Locale::Ru => "ru",
        }
    }

    /// Accepts `en-US`, `en`, `en-GB`, `cs`, `ru` and the like (Discord's locale codes).
    pub fn parse(code: &str) -> Option<Locale> {
        let lower = code.trim().to_ascii_lowercase();
        match lower.split(['-', '_']).next() {
            Some("en") => Some(Locale::EnUs),
            Some("cs") => Some(Locale::Cs),
            Some("ru") => Some(Locale::Ru),
            _ => None,
        }
    }

    fn index(self) -> usize {
        match self {
            Locale::EnUs => 0,
            Locale::Cs => 1,
            Locale::Ru => 2,
        }
    }
}

pub const SOURCES: [(Locale, &str); 3] = [
    (Locale::EnUs, include_str!("../../commands/en-US.ftl")),
    (Locale::Cs, include_str!("../../commands/cs.ftl")),
    (Locale::Ru, include_str!("../../commands/ru.ftl")),
];

struct Catalog {
    bundles: Vec<FluentBundle<FluentResource>>,
}

static CATALOG: LazyLock<Catalog> = LazyLock::new(|| {
    let ids: [LanguageIdentifier; 3] = [langid!("en-US"), langid!("cs"), langid!("ru")];
    let bundles = SOURCES
        .iter()
        .zip(ids)
        .map(|((_, source), id)| {
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Unicode isolation marks would show up as junk in consoles and logs.
            bundle.set_use_isolating(false);
            // A broken file still loads what parsed; the catalogue test catches errors.
            let resource = FluentResource::try_new((*source).to_owned())
                .unwrap_or_else(|(partial, _)| partial);
            let _ = bundle.add_resource(resource);
            bundle
        })
        .collect();
    Catalog { bundles }
});

/// How user text is placed into a message while rendering.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// As typed (the console, logs).
    Plain,
    /// Made inert for Discord's Markdown.
    Markdown,
    /// Fenced with [`NAME_OPEN`] and [`NAME_CLOSE`], for a presentation value to read.
    Marked,
}

thread_local! {
    /// The mode in force for this thread's rendering (see [`markdown`] and [`marked`]).
    static MODE: Cell<Mode> = const { Cell::new(Mode::Plain) };
}

/// Private-use characters that fence a typed name inside a line rendered under [`marked`].
pub const NAME_OPEN: char = '\u{E000}';
pub const NAME_CLOSE: char = '\u{E001}';

fn with_mode<T>(mode: Mode, render: impl FnOnce() -> T) -> T {
    let before = MODE.with(|m| m.replace(mode));
    let out = render();
    MODE.with(|m| m.set(before));
    out
}

/// Renders with user text made inert for Discord's Markdown: every `Arg::Text` placed in a
/// message, and every name passed through [`shown`], has its formatting characters
/// escaped, so a name such as `**Bob**` or `@everyone` shows as typed. Rendering is
/// synchronous, so the setting cannot leak into another task's reply. Under [`marked`] it
/// changes nothing: the names are fenced already.
pub fn markdown<T>(render: impl FnOnce() -> T) -> T {
    match MODE.with(Cell::get) {
        Mode::Marked => render(),
        _ => with_mode(Mode::Markdown, render),
    }
}

/// Renders text Discord shows as typed even inside a Markdown reply (an embed's footer
/// renders no Markdown and mentions no one): escaping a name there would show its
/// backslashes, so user text is placed as typed. Under [`marked`] it changes nothing.
pub fn unformatted<T>(render: impl FnOnce() -> T) -> T {
    match MODE.with(Cell::get) {
        Mode::Marked => render(),
        _ => with_mode(Mode::Plain, render),
    }
}

/// Renders lines for a presentation value: every typed name is fenced, so the value can
/// tell names from the catalogue's own words and each front-end shows them its own way.
pub fn marked<T>(render: impl FnOnce() -> T) -> T {
    with_mode(Mode::Marked, render)
}

/// The characters Discord's Markdown gives a meaning to, and `@` and `<` of mentions.
const MARKDOWN: &[char] = &[
    '\\', '*', '_', '~', '`', '|', '>', '<', '#', '[', ']', '(', ')', '@', ':',
];

/// User text made inert in Markdown: each formatting character is escaped, so a name such
/// as `**Bob**` or `@everyone` shows as typed and neither formats nor mentions.
pub fn escape_markdown(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 4);
    for c in text.chars() {
        if MARKDOWN.contains(&c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// User text as it is shown: escaped inside [`markdown`], fenced inside [`marked`], as
/// typed elsewhere.
pub fn shown(text: &str) -> String {
    match MODE.with(Cell::get) {
        Mode::Markdown => escape_markdown(text),
        Mode::Marked => {
            let mut out = String::with_capacity(text.len() + 6);
            out.push(NAME_OPEN);
            out.extend(text.chars().filter(|c| *c != NAME_OPEN && *c != NAME_CLOSE));
            out.push(NAME_CLOSE);
            out
        }
        Mode::Plain => text.to_owned(),
    }
}

/// Looks up `key` with `args` in `locale` (English, then the key, as fallbacks).
pub fn text(locale: Locale, key: &str, args: &[(&str, Arg)]) -> String {
    let catalog = &*CATALOG;
    for bundle in [&catalog.bundles[locale.index()], &catalog.bundles[0]] {
        if let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) {
            let mut fluent_args = FluentArgs::new();
            for (name, value) in args {
                match value {
                    Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
                    Arg::Text(t) => fluent_args.set(*name, FluentValue::from(shown(t))),
                    Arg::Markup(t) => fluent_args.set(*name, FluentValue::from(t.as_str())),
                    Arg::Term(key) => fluent_args.set(*name, FluentValue::from(plain(locale, key))),
                    Arg::Counted(key, n) => fluent_args.set(
                        *name,
                        FluentValue::from(text(locale, key, &[("number", Arg::Number(*n))])),
                    ),
                }
            }
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, Some(&fluent_args), &mut errors)
                .into_owned();
        }
    }
    key.to_owned()
}

/// `text` for argument-less messages.
pub fn plain(locale: Locale, key: &str) -> String {
    text(locale, key, &[])
}

/// Whether a message exists in a locale (for tests and Discord localizations).
pub fn has(locale: Locale, key: &str) -> bool {
    CATALOG.bundles[locale.index()].has_message(key)
}

/// A user error in the reader's language.
pub fn error(locale: Locale, error: &UserError) -> String {
    let args: Vec<(&str, Arg)> = error
        .args
        .iter()
        .map(|(name, value)| match (*name, value) {
            // Errors carry a ruleset's key ("mage-wars"); readers see its name in their
            // language.
            ("ruleset", Arg::Text(key)) if has(locale, &format!("ruleset-{key}")) => {
                (*name, Arg::Text(plain(locale, &format!("ruleset-{key}"))))
            }
            _ => (*name, value.clone()),
        })
        .collect();
    let mut message = text(locale, error.key, &args);
    // A refusal met by one card of a saved army names that card first: nothing entered.
    if let Some((_, card)) = error.args.iter().find(|(name, _)| *name == "army-card") {
        message = format!(
            "{} {message}",
            text(locale, "err-kz-army-card", &[("card", card.clone())])
        );
    }
    // A refusal that knows the likely fix says it.
    match error.args.iter().find(|(name, _)| *name == "suggestion") {
        Some((_, suggestion)) => format!(
            "{message} {}",
            text(
                locale,
                "err-did-you-mean",
                &[("suggestion", suggestion.clone())]
            )
        ),
        None => message,
    }
}

#[cfg(test)]
mod escape_tests {
    use super::escape_markdown;

    #[test]
    fn markdown_and_mentions_are_neutralized() {
        assert_eq!(escape_markdown("**Bob**"), "\\*\\*Bob\\*\\*");
        assert_eq!(escape_markdown("@everyone"), "\\@everyone");
        assert_eq!(escape_markdown("<@123>"), "\\<\\@123\\>");
        assert_eq!(
            escape_markdown("Tess \"Quick\" O'Hara-Vey"),
            "Tess \"Quick\" O'Hara-Vey"
        );
        assert_eq!(escape_markdown("a\\b"), "a\\\\b");
    }
}
