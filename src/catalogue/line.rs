//! Splits a command line into command words and `name:value` options, the way a user
//! would type a Discord slash command: `/attack target:"Goblin 2" advantage:true`. The
//! console reads every line this way, and buttons carry such lines; an `extra:` value is
//! read as words the same way (`extra:"dice:4 counter"`).

use crate::error::UserError;

/// The longest line read; anything longer is refused before parsing.
pub const MAX_LINE: usize = 2_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// `@name` at the start: act as that player.
    pub acting_user: Option<String>,
    pub words: Vec<String>,
    pub options: Vec<(String, String)>,
}

/// Parses one line; `Ok(None)` for blank lines and `#` comments.
pub fn parse(text: &str) -> Result<Option<Line>, UserError> {
    if text.chars().count() > MAX_LINE {
        return Err(UserError::new("err-line-too-long").arg("max", MAX_LINE));
    }
    let trimmed = text.trim();
    if trimmed.is_empty() || trimmed.starts_with('#') {
        return Ok(None);
    }
    let tokens = tokenize(trimmed)?;
    let mut tokens = tokens.into_iter().peekable();
    let mut acting_user = None;
    if let Some(first) = tokens.peek()
        && let Some(name) = first.text.strip_prefix('@')
        && !first.quoted_value
    {
        if name.is_empty() {
            return Err(UserError::new("err-line-user"));
        }
        acting_user = Some(name.to_owned());
        tokens.next();
    }
    let mut words = Vec::new();
    let mut options = Vec::new();
    for (i, token) in tokens.enumerate() {
        match token.text.split_once(':') {
            Some((name, value)) if !name.is_empty() && !token.quoted_name => {
                options.push((name.to_owned(), value.to_owned()));
            }
            _ if options.is_empty() && !token.quoted_name => {
                let word = if i == 0 {
                    token
                        .text
                        .strip_prefix('/')
                        .ok_or_else(|| UserError::new("err-line-slash"))?
                        .to_owned()
                } else {
                    token.text
                };
                words.push(word);
            }
            _ => {
                return Err(UserError::new("err-line-option")
                    .arg("token", crate::rules::names::shorten(&token.text)));
            }
        }
    }
    if words.is_empty() || words[0].is_empty() {
        return Err(UserError::new("err-line-slash"));
    }
    Ok(Some(Line {
        acting_user,
        words,
        options,
    }))
}

/// The words of an `extra:` value as options: `name:value`, or a bare `name` meaning
/// `name:true` (`counter`, `dice:4 range:"0-2"`).
pub fn extra_words(text: &str) -> Result<Vec<(String, String)>, UserError> {
    if text.chars().count() > MAX_LINE {
        return Err(UserError::new("err-line-too-long").arg("max", MAX_LINE));
    }
    tokenize(text.trim())?
        .into_iter()
        .map(|token| match token.text.split_once(':') {
            Some((name, value)) if !name.is_empty() && !token.quoted_name => {
                Ok((name.to_owned(), value.to_owned()))
            }
            None if !token.text.is_empty() && !token.quoted_name => {
                Ok((token.text, "true".to_owned()))
            }
            _ => Err(UserError::new("err-line-option")
                .arg("token", crate::rules::names::shorten(&token.text))),
        })
        .collect()
}

struct Token {
    text: String,
    /// The token began with a quote (so it cannot be an option name).
    quoted_name: bool,
    /// A quote appeared after the colon.
    quoted_value: bool,
}

/// Whitespace-separated tokens up to a `#` comment; `"…"` groups spaces, `\"` and `\\`
/// escape inside quotes.
fn tokenize(text: &str) -> Result<Vec<Token>, UserError> {
    let mut tokens = Vec::new();
    let mut chars = text.chars().peekable();
    loop {
        while chars.peek().is_some_and(|c| c.is_whitespace()) {
            chars.next();
        }
        let Some(&first) = chars.peek() else { break };
        // A word starting with `#` begins a trailing comment (scripts annotate lines).
        if first == '#' {
            break;
        }
        let mut token = Token {
            text: String::new(),
            quoted_name: first == '"',
            quoted_value: false,
        };
        let mut in_quotes = false;
        while let Some(c) = chars.next() {
            match c {
                '"' => {
                    in_quotes = !in_quotes;
                    if token.text.contains(':') {
                        token.quoted_value = true;
                    }
                }
                '\\' if in_quotes => match chars.next() {
                    Some(escaped) => token.text.push(escaped),
                    None => return Err(UserError::new("err-line-quote")),
                },
                c if c.is_whitespace() && !in_quotes => break,
                c => token.text.push(c),
            }
        }
        if in_quotes {
            return Err(UserError::new("err-line-quote"));
        }
        tokens.push(token);
    }
    Ok(tokens)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts(line: &Line) -> Vec<(&str, &str)> {
        line.options
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect()
    }

    #[test]
    fn splits_words_and_quoted_options() {
        let line = parse(r#"/attack target:"Goblin 2" weapon:axe advantage:true"#)
            .unwrap()
            .unwrap();
        assert_eq!(line.words, ["attack"]);
        assert_eq!(
            opts(&line),
            [
                ("target", "Goblin 2"),
                ("weapon", "axe"),
                ("advantage", "true")
            ]
        );
        let line = parse(r#"@tess /character create name:"Tess \"Quick\" O'Hara" class:bard"#)
            .unwrap()
            .unwrap();
        assert_eq!(line.acting_user.as_deref(), Some("tess"));
        assert_eq!(line.words, ["character", "create"]);
        assert_eq!(opts(&line)[0], ("name", "Tess \"Quick\" O'Hara"));
    }

    #[test]
    fn skips_blank_lines_and_comments() {
        assert_eq!(parse("   ").unwrap(), None);
        assert_eq!(parse("# the chapel fight").unwrap(), None);
        let line = parse(r##"/roll expression:1d6 label:"#1 try"  # a trailing comment"##)
            .unwrap()
            .unwrap();
        assert_eq!(opts(&line), [("expression", "1d6"), ("label", "#1 try")]);
    }

    #[test]
    fn extra_words_are_options_and_bare_words_flags() {
        let words = extra_words(r#"counter dice:4 effect:"7+: 1 daze""#).unwrap();
        assert_eq!(
            words,
            [
                ("counter".to_owned(), "true".to_owned()),
                ("dice".to_owned(), "4".to_owned()),
                ("effect".to_owned(), "7+: 1 daze".to_owned()),
            ]
        );
        assert_eq!(extra_words("  ").unwrap(), []);
        assert_eq!(extra_words(r#""open"#).unwrap_err().key, "err-line-quote");
        assert_eq!(
            extra_words(r#""quoted" x"#).unwrap_err().key,
            "err-line-option"
        );
    }

    #[test]
    fn refuses_malformed_lines() {
        assert_eq!(parse("attack target:x").unwrap_err().key, "err-line-slash");
        assert_eq!(
            parse(r#"/attack target:"open"#).unwrap_err().key,
            "err-line-quote"
        );
        assert_eq!(
            parse("/attack target:x stray").unwrap_err().key,
            "err-line-option"
        );
        assert_eq!(
            parse(&"x".repeat(MAX_LINE + 1)).unwrap_err().key,
            "err-line-too-long"
        );
        assert_eq!(parse("@ /next").unwrap_err().key, "err-line-user");
    }
}
