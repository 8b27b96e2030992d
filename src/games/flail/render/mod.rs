//! FLAIL's replies as localized text: every roll with its dice and arithmetic, every
//! consequence, the character sheet and the encounter tracker.

mod events;
mod results;
mod views;

pub use events::event;
pub use results::{LINE_WIDTH, result, shown_width, to_hit_on_discord};
pub use views::{character_sheet, pending_lines, status_key, wound_key};

pub(crate) use crate::present::style::{Style, msg, names};

use crate::i18n::{Locale, plain};
use crate::rules::flail::model::{ArmourPiece, Attribute, Class, ConditionKind};

pub(crate) fn attribute(locale: Locale, attribute: Attribute) -> String {
    plain(locale, &format!("attr-{}", attribute.key()))
}

pub(crate) fn condition(locale: Locale, condition: ConditionKind) -> String {
    plain(locale, &format!("condition-{}", condition.key()))
}

/// A weapon's name as the reader's locale says it: the weapon table's presets are
/// translated, other names are shown as typed.
pub(crate) fn weapon(locale: Locale, name: &str) -> String {
    match crate::rules::flail::presets::weapon_preset(name) {
        Some(preset) => plain(locale, &weapon_key(preset.name)),
        None => name.to_owned(),
    }
}

/// A weapon or armour piece whose usage is marked, as the reader's locale says it: a
/// preset weapon or a piece ("helmet") by its translated name, other names as typed. A
/// weapon comes first, as the engine looks items up.
pub(crate) fn item(locale: Locale, name: &str) -> String {
    if crate::rules::flail::presets::weapon_preset(name).is_some() {
        return weapon(locale, name);
    }
    match ArmourPiece::parse(name).filter(|p| p.key() == name) {
        Some(p) => piece(locale, p),
        None => name.to_owned(),
    }
}

/// A weapon's name as a control's label argument: a preset by its catalogue term, so the
/// label reads in the clicker's language like the reply above it.
pub(crate) fn weapon_arg(name: &str) -> crate::error::Arg {
    match crate::rules::flail::presets::weapon_preset(name) {
        Some(preset) => crate::error::Arg::term(weapon_key(preset.name)),
        None => name.into(),
    }
}

/// The catalogue key of a preset weapon's name.
pub(crate) fn weapon_key(preset: &str) -> String {
    format!("weapon-{}", preset.replace(' ', "-"))
}

/// The weapon table's name for `text` in any locale ("dýka", "кинжал" → "dagger"); other
/// text as given.
pub(crate) fn weapon_input(text: String) -> String {
    let folded = |s: &str| -> String {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let wanted = folded(&text);
    crate::rules::flail::presets::WEAPONS
        .iter()
        .find(|w| {
            Locale::ALL
                .iter()
                .any(|&l| folded(&plain(l, &weapon_key(w.name))) == wanted)
        })
        .map_or(text, |w| w.name.to_owned())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weapon_table_names_are_read_in_every_locale_and_shown_in_the_readers() {
        assert_eq!(weapon_input("dýka".to_owned()), "dagger");
        assert_eq!(weapon_input("Кинжал".to_owned()), "dagger");
        assert_eq!(weapon_input("Bojová sekera".to_owned()), "battle axe");
        assert_eq!(weapon_input("battle-axe".to_owned()), "battle axe");
        assert_eq!(weapon_input("Rook's axe".to_owned()), "Rook's axe");
        assert_eq!(weapon(Locale::Cs, "dagger"), "dýka");
        assert_eq!(weapon(Locale::Ru, "great sword"), "двуручный меч");
        assert_eq!(weapon(Locale::EnUs, "great sword"), "great sword");
        assert_eq!(weapon(Locale::Cs, "Rook's axe"), "Rook's axe");
        assert_eq!(item(Locale::Cs, "mace"), "palcát");
        assert_eq!(
            item(Locale::Cs, "helmet"),
            plain(Locale::Cs, "piece-helmet")
        );
        assert_eq!(item(Locale::Cs, "Rook's axe"), "Rook's axe");
        // Every preset has its name in every locale.
        for w in crate::rules::flail::presets::WEAPONS {
            for locale in Locale::ALL {
                let shown = plain(locale, &weapon_key(w.name));
                assert!(!shown.starts_with("weapon-"), "{} in {locale:?}", w.name);
            }
        }
    }
}
