//! Turns the table service's replies into localized text. Both front-ends use these
//! pieces; the console prints them, Discord puts them into embeds.

mod events;
pub mod json;
pub mod lotr_lcg;
pub mod mage_wars;
mod results;
pub mod rolls;
pub mod text;
mod views;

pub use events::event;
pub use results::{dice, result};
pub use views::{character_sheet, encounter_view, help_view, log_line, settings_view, wound_key};

use crate::error::Arg;
use crate::i18n::{Locale, plain, text as tr};
use crate::rules::flail::model::{ArmourPiece, Attribute, Class, ConditionKind};

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

pub(crate) fn attribute(locale: Locale, attribute: Attribute) -> String {
    plain(locale, &format!("attr-{}", attribute.key()))
}

pub(crate) fn condition(locale: Locale, condition: ConditionKind) -> String {
    plain(locale, &format!("condition-{}", condition.key()))
}

pub(crate) fn piece(locale: Locale, piece: ArmourPiece) -> String {
    plain(locale, &format!("piece-{}", piece.key()))
}

pub(crate) fn class(locale: Locale, class: Class) -> String {
    let key = serde_json::to_value(class)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default();
    plain(locale, &format!("class-{key}"))
}

/// Joins names as a localized list ("Rook, Tess").
pub(crate) fn names(list: &[String]) -> String {
    list.join(", ")
}

pub(crate) fn msg(locale: Locale, key: &str, args: &[(&str, Arg)]) -> String {
    tr(locale, key, args)
}
