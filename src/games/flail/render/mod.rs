//! FLAIL's replies as localized text: every roll with its dice and arithmetic, every
//! consequence, the character sheet and the encounter tracker.

mod events;
mod results;
mod views;

pub use events::event;
pub use results::result;
pub use views::{character_sheet, encounter_view, pending_lines, status_key, wound_key};

pub(crate) use crate::render::{Style, msg, names};

use crate::i18n::{Locale, plain};
use crate::rules::flail::model::{ArmourPiece, Attribute, Class, ConditionKind};

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
