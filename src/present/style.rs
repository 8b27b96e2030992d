//! Text every game's replies share: plain (the console) or Markdown (Discord), life bars,
//! lists of names, and catalogue lookups.

use crate::error::Arg;
use crate::i18n::{Locale, text as tr};

/// How dice are marked: plain text for the console, Markdown for Discord.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Plain,
    Markdown,
}

/// The catalogue marks emphasis in Markdown; plain text (the console) drops it.
pub(crate) fn styled(line: String, style: Style) -> String {
    match style {
        Style::Markdown => line,
        Style::Plain => line.replace("**", ""),
    }
}

/// A life bar of `segments` blocks and the numbers: `▰▰▰▱▱ 9/14`. Rounded up, so anyone
/// still standing shows at least one block.
pub fn life_bar(life: i64, max: i64, segments: u32) -> String {
    let segments = i64::from(segments.max(1));
    let filled = if life <= 0 || max <= 0 {
        0
    } else {
        ((life * segments + max - 1) / max).min(segments)
    };
    format!(
        "{}{} {life}/{max}",
        "▰".repeat(filled as usize),
        "▱".repeat((segments - filled) as usize)
    )
}

/// Joins names as a list ("Rook, Tess"), to be placed as text (so shown safely).
pub(crate) fn names(list: &[String]) -> String {
    list.join(", ")
}

pub(crate) fn msg(locale: Locale, key: &str, args: &[(&str, Arg)]) -> String {
    tr(locale, key, args)
}
