//! One name policy for every game: what a new name may be, how a typed name is matched
//! against a stored one, how a name is echoed back in an error, and how it is shown in
//! Markdown so it can never format text or mention anyone.
//!
//! Names are compared after Unicode NFC normalization and full case folding, so
//! "ŽOFIE", "žofie" and a decomposed "z\u{30c}ofie" all mean "Žofie", and "STRASSE" means
//! "Straße".

use unicode_normalization::UnicodeNormalization;

use crate::error::UserError;

/// The longest name, in characters.
pub const MAX_CHARS: usize = 32;

/// Several commands take comma-separated lists of names, so no name may hold a comma.
pub const LIST_SEPARATOR: char = ',';

/// Checks a new name and returns it as it will be stored: spaces collapsed, NFC.
///
/// A name is 1 to 32 characters with at least one letter or digit, no comma, and no
/// control or invisible formatting characters. Quotes, apostrophes and Markdown
/// characters are allowed: they are neutralized wherever a name is shown.
pub fn validate(text: &str) -> Result<String, UserError> {
    let collapsed = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let name: String = collapsed.nfc().collect();
    let count = name.chars().count();
    if count == 0 {
        return Err(UserError::new("err-name-empty"));
    }
    if count > MAX_CHARS {
        return Err(UserError::new("err-name-too-long").arg("max", MAX_CHARS));
    }
    if name.contains(LIST_SEPARATOR) {
        return Err(UserError::new("err-name-comma"));
    }
    if name.chars().any(invisible) || !name.chars().any(char::is_alphanumeric) {
        return Err(UserError::new("err-name-chars"));
    }
    Ok(name)
}

/// The form two names are compared in: spaces collapsed, NFC, case-folded.
pub fn key(name: &str) -> String {
    let collapsed = name.split_whitespace().collect::<Vec<_>>().join(" ");
    let folded = caseless::default_case_fold_str(&collapsed.nfc().collect::<String>());
    folded.nfc().collect()
}

/// Whether a typed name means this stored one.
pub fn same(stored: &str, typed: &str) -> bool {
    key(stored) == key(typed)
}

/// A typed name cut to the limit, for echoing user text back in an error: a huge or
/// garbled input is never repeated whole.
pub fn shorten(text: &str) -> String {
    let clean: String = text.trim().chars().filter(|c| !invisible(*c)).collect();
    if clean.chars().count() <= MAX_CHARS {
        return clean;
    }
    let mut cut: String = clean.chars().take(MAX_CHARS).collect();
    cut.push('…');
    cut
}

/// Control characters and the invisible format characters that would let two names look
/// alike or break a reply's layout (zero-width spaces, direction overrides, soft hyphens).
fn invisible(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{061C}'
                | '\u{180E}'
                | '\u{200B}'..='\u{200F}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{2064}'
                | '\u{2066}'..='\u{206F}'
                | '\u{FEFF}'
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_names_are_collapsed_and_normalized() {
        assert_eq!(validate("  Goblin   2 ").as_deref(), Ok("Goblin 2"));
        assert_eq!(validate("Žofie Černá").as_deref(), Ok("Žofie Černá"));
        assert_eq!(validate("Рук").as_deref(), Ok("Рук"));
        assert_eq!(
            validate("Tess \"Quick\" O'Hara").as_deref(),
            Ok("Tess \"Quick\" O'Hara")
        );
        // A decomposed Ž is stored composed.
        assert_eq!(validate("Z\u{30c}ofie").as_deref(), Ok("Žofie"));
        assert_eq!(validate("1st Guard").as_deref(), Ok("1st Guard"));
        assert_eq!(validate("**bold**").as_deref(), Ok("**bold**"));
    }

    #[test]
    fn bad_names_are_refused_with_their_reason() {
        let key = |text: &str| validate(text).map_err(|e| e.key).err();
        assert_eq!(key(""), Some("err-name-empty"));
        assert_eq!(key("   "), Some("err-name-empty"));
        assert_eq!(key(&"x".repeat(33)), Some("err-name-too-long"));
        assert_eq!(key(&"x".repeat(10_000)), Some("err-name-too-long"));
        assert_eq!(key("Rook, Tess"), Some("err-name-comma"));
        assert_eq!(key("Ro\u{200B}ok"), Some("err-name-chars"));
        assert_eq!(key("Ro\u{7}ok"), Some("err-name-chars"));
        assert_eq!(key("\u{202E}kooR"), Some("err-name-chars"));
        assert_eq!(key("***"), Some("err-name-chars"));
        assert_eq!(validate(&"ž".repeat(32)).map(|n| n.chars().count()), Ok(32));
    }

    #[test]
    fn typed_names_match_after_normalization_and_case_folding() {
        assert!(same("Žofie Černá", "žOFIE  černá"));
        assert!(same("Žofie", "Z\u{30c}OFIE"));
        assert!(same("Straße", "STRASSE"));
        assert!(same("Рук", "рУК"));
        assert!(same("Tess \"Quick\"", " tess \"quick\" "));
        assert!(!same("Rook", "Rok"));
        assert_eq!(key("ΣΊΣΥΦΟΣ"), key("σίσυφος"));
    }

    #[test]
    fn echoes_are_cut_and_cleaned() {
        assert_eq!(shorten("  Rook "), "Rook");
        let long = shorten(&"x".repeat(100));
        assert_eq!(long.chars().count(), MAX_CHARS + 1);
        assert!(long.ends_with('…'));
        assert_eq!(shorten("a\u{200B}b\nc"), "abc");
    }
}
