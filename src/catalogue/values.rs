//! Option values checked against the command's spec: known names, no repeats, types,
//! bounds and lengths. What passes here is well-formed; the engine checks meaning.

use std::collections::BTreeMap;

use super::spec::{CommandSpec, Kind, OptionSpec};
use crate::error::UserError;
use crate::rules::Ruleset;

/// Longest raw value accepted for any option, before type checks (a dice expression).
const MAX_RAW: usize = crate::notation::limits::MAX_INPUT_CHARS;

/// A user as a line gives one: Discord's id or a pasted `<@id>` mention, or the console's
/// `@name` (the same stable id the console's players act under).
fn user(raw: &str) -> Option<Value> {
    let mention = raw
        .strip_prefix("<@")
        .and_then(|r| r.strip_suffix('>'))
        .map(|r| r.trim_start_matches('!'));
    if let Some(id) = mention
        .unwrap_or(raw)
        .parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
    {
        return Some(Value::User(id, None));
    }
    let name = raw.strip_prefix('@')?.trim();
    if name.is_empty() || name.chars().count() > crate::rules::names::MAX_CHARS {
        return None;
    }
    Some(Value::User(
        crate::rules::user_id(name),
        Some(name.to_owned()),
    ))
}

#[derive(Debug, Default)]
pub struct Values {
    values: BTreeMap<&'static str, Value>,
}

#[derive(Debug, Clone)]
enum Value {
    Text(String),
    Int(i64),
    Bool(bool),
    /// A user's id, and their name where the line named them (`@name` on the console).
    User(i64, Option<String>),
}

impl Values {
    pub fn check(spec: &CommandSpec, options: &[(String, String)]) -> Result<Values, UserError> {
        Values::check_with(spec, &[], options)
    }

    /// Like `check`, with a game's `extra` words for this command as options too.
    pub fn check_with(
        spec: &CommandSpec,
        extras: &[OptionSpec],
        options: &[(String, String)],
    ) -> Result<Values, UserError> {
        let mut values = BTreeMap::new();
        for (name, raw) in options {
            let Some(option) = spec
                .options
                .iter()
                .chain(extras)
                .find(|o| o.name.eq_ignore_ascii_case(name))
            else {
                return Err(UserError::new("err-unknown-option")
                    .arg("option", crate::rules::names::shorten(name))
                    .arg("command", spec.name()));
            };
            if values.contains_key(option.name) {
                return Err(UserError::new("err-repeated-option").arg("option", option.name));
            }
            let raw = raw.trim();
            if raw.chars().count() > MAX_RAW {
                return Err(UserError::new("err-option-too-long")
                    .arg("option", option.name)
                    .arg("max", MAX_RAW));
            }
            let value = match option.kind {
                Kind::Text { max } => {
                    if raw.is_empty() {
                        return Err(UserError::new("err-option-empty").arg("option", option.name));
                    }
                    if raw.chars().count() > max {
                        return Err(UserError::new("err-option-too-long")
                            .arg("option", option.name)
                            .arg("max", max));
                    }
                    Value::Text(raw.to_owned())
                }
                Kind::Integer { min, max } => {
                    let n: i64 = raw.parse().map_err(|_| {
                        UserError::new("err-option-integer").arg("option", option.name)
                    })?;
                    if n < min || n > max {
                        return Err(UserError::new("err-option-range")
                            .arg("option", option.name)
                            .arg("min", min)
                            .arg("max", max));
                    }
                    Value::Int(n)
                }
                Kind::Bool => match raw.to_ascii_lowercase().as_str() {
                    "true" | "yes" | "1" => Value::Bool(true),
                    "false" | "no" | "0" => Value::Bool(false),
                    _ => return Err(UserError::new("err-option-bool").arg("option", option.name)),
                },
                Kind::Role => {
                    // Discord sends the id; the console also takes a pasted `<@&id>` mention.
                    let digits = raw
                        .strip_prefix("<@&")
                        .and_then(|r| r.strip_suffix('>'))
                        .unwrap_or(raw);
                    match digits.parse::<i64>() {
                        Ok(id) if id > 0 => Value::Int(id),
                        _ => {
                            return Err(
                                UserError::new("err-option-role").arg("option", option.name)
                            );
                        }
                    }
                }
                Kind::User => user(raw)
                    .ok_or_else(|| UserError::new("err-option-user").arg("option", option.name))?,
                Kind::Choice {
                    values: choices, ..
                } => match choices.iter().find(|c| c.eq_ignore_ascii_case(raw)) {
                    Some(choice) => Value::Text((*choice).to_owned()),
                    None => {
                        return Err(UserError::new("err-option-choice")
                            .arg("option", option.name)
                            .arg("choices", choices.join(", ")));
                    }
                },
                // Every game in the list runs (the table dispatches each one).
                Kind::Ruleset => match Ruleset::parse(raw) {
                    Some(ruleset) => Value::Text(ruleset.key().to_owned()),
                    None => {
                        let running: Vec<&str> = Ruleset::ALL.iter().map(|r| r.key()).collect();
                        return Err(UserError::new("err-option-choice")
                            .arg("option", option.name)
                            .arg("choices", running.join(", ")));
                    }
                },
            };
            values.insert(option.name, value);
        }
        for option in spec.options.iter().filter(|o| o.required) {
            if !values.contains_key(option.name) {
                return Err(UserError::new("err-missing-option")
                    .arg("option", option.name)
                    .arg("command", spec.name()));
            }
        }
        Ok(Values { values })
    }

    pub fn text(&self, name: &str) -> Option<String> {
        match self.values.get(name) {
            Some(Value::Text(t)) => Some(t.clone()),
            _ => None,
        }
    }

    pub fn req_text(&self, name: &'static str) -> Result<String, UserError> {
        self.text(name).ok_or_else(|| {
            UserError::new("err-missing-option")
                .arg("option", name)
                .arg("command", "")
        })
    }

    /// Integers are range-checked by the spec, whose bounds fit `i32`.
    pub fn int(&self, name: &str) -> Option<i32> {
        match self.values.get(name) {
            Some(Value::Int(n)) => i32::try_from(*n).ok(),
            _ => None,
        }
    }

    pub fn req_int(&self, name: &'static str) -> Result<i32, UserError> {
        self.int(name).ok_or_else(|| {
            UserError::new("err-missing-option")
                .arg("option", name)
                .arg("command", "")
        })
    }

    pub fn uint(&self, name: &str) -> Option<u32> {
        match self.values.get(name) {
            Some(Value::Int(n)) => u32::try_from(*n).ok(),
            _ => None,
        }
    }

    pub fn req_uint(&self, name: &'static str) -> Result<u32, UserError> {
        self.uint(name).ok_or_else(|| {
            UserError::new("err-missing-option")
                .arg("option", name)
                .arg("command", "")
        })
    }

    /// A Discord id (role options).
    pub fn id(&self, name: &str) -> Option<i64> {
        match self.values.get(name) {
            Some(Value::Int(n)) => Some(*n),
            _ => None,
        }
    }

    /// A user option: the id, and the name the line gave (none for a bare id or mention).
    pub fn user(&self, name: &str) -> Option<(i64, Option<String>)> {
        match self.values.get(name) {
            Some(Value::User(id, shown)) => Some((*id, shown.clone())),
            _ => None,
        }
    }

    pub fn req_user(&self, name: &'static str) -> Result<(i64, Option<String>), UserError> {
        self.user(name).ok_or_else(|| {
            UserError::new("err-missing-option")
                .arg("option", name)
                .arg("command", "")
        })
    }

    pub fn bool(&self, name: &str) -> Option<bool> {
        match self.values.get(name) {
            Some(Value::Bool(b)) => Some(*b),
            _ => None,
        }
    }

    pub fn flag(&self, name: &str) -> bool {
        self.bool(name).unwrap_or(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::spec;

    fn seat_give(to: &str) -> Result<Values, UserError> {
        let spec = spec::SHARED
            .iter()
            .find(|c| c.path == ["seat", "give"])
            .expect("the seat give verb");
        Values::check(spec, &[("to".to_owned(), to.to_owned())])
    }

    #[test]
    fn a_user_is_an_id_a_mention_or_a_console_name() {
        for raw in [
            "618005024184452355",
            "<@618005024184452355>",
            "<@!618005024184452355>",
        ] {
            let values = seat_give(raw).expect(raw);
            assert_eq!(
                values.user("to"),
                Some((618_005_024_184_452_355, None)),
                "{raw}"
            );
        }
        let named = seat_give("@Anna").expect("a console name");
        assert_eq!(
            named.user("to"),
            Some((crate::rules::user_id("anna"), Some("Anna".to_owned())))
        );
        for bad in ["anna", "@", "<@&5>", "-3", &format!("@{}", "x".repeat(40))] {
            let refused = seat_give(bad).expect_err(bad);
            assert_eq!(refused.key, "err-option-user", "{bad}");
        }
    }
}
