//! Discord's payload limits as data, and the checkers that apply them.
//!
//! A rule names a path into the JSON body (`a.b` descends into an object, `a[]` into every
//! element of an array, `*` into every value of an object) and the allowed length: characters
//! for a string, items for an array, keys for an object. Absent values are not checked (Discord
//! treats them as "not set"); numbers and booleans are not measured. Every checker returns the
//! broken rules as human-readable strings, empty when the payload is fine.

use serde_json::Value;

/// Which measure a rule takes of the values its path selects.
#[derive(Clone, Copy, Debug)]
pub enum Check {
    /// Each selected value: chars of a string, items of an array, keys of an object.
    Len(&'static str),
    /// The sum of the chars of every string that any of these paths selects.
    Total(&'static [&'static str]),
    /// Each selected string is a valid command or option name (`^[-_\p{L}\p{N}]{1,32}$`,
    /// no uppercase letter).
    Name(&'static str),
    /// Each selected object's keys are Discord locales.
    LocaleKeys(&'static str),
}

#[derive(Clone, Copy, Debug)]
pub struct Rule {
    pub check: Check,
    pub min: usize,
    pub max: usize,
}

const fn len(path: &'static str, min: usize, max: usize) -> Rule {
    Rule {
        check: Check::Len(path),
        min,
        max,
    }
}

const fn name(path: &'static str) -> Rule {
    Rule {
        check: Check::Name(path),
        min: 1,
        max: 32,
    }
}

const fn locales(path: &'static str) -> Rule {
    Rule {
        check: Check::LocaleKeys(path),
        min: 0,
        max: 0,
    }
}

/// The text of embeds that counts towards the 6000-character total of a message.
pub const EMBED_TEXT: &[&str] = &[
    "embeds[].title",
    "embeds[].description",
    "embeds[].fields[].name",
    "embeds[].fields[].value",
    "embeds[].footer.text",
    "embeds[].author.name",
];

/// A message body: a type 4/7 callback's `data`, a follow-up, a channel message, an edit.
pub const MESSAGE_RULES: &[Rule] = &[
    len("content", 0, 2000),
    len("embeds", 0, 10),
    len("embeds[].title", 0, 256),
    len("embeds[].description", 0, 4096),
    len("embeds[].fields", 0, 25),
    len("embeds[].fields[].name", 1, 256),
    len("embeds[].fields[].value", 1, 1024),
    len("embeds[].footer.text", 0, 2048),
    len("embeds[].author.name", 0, 256),
    Rule {
        check: Check::Total(EMBED_TEXT),
        min: 0,
        max: 6000,
    },
    len("components", 0, 5),
    len("components[].components", 1, 5),
    len("components[].components[].custom_id", 1, 100),
    len("components[].components[].label", 0, 80),
    len("components[].components[].placeholder", 0, 150),
    len("components[].components[].options", 1, 25),
    len("components[].components[].options[].label", 1, 100),
    len("components[].components[].options[].value", 1, 100),
    len("components[].components[].options[].description", 0, 100),
];

/// An autocomplete answer: a type 8 callback's `data`.
pub const CHOICE_RULES: &[Rule] = &[
    len("choices", 0, 25),
    len("choices[].name", 1, 100),
    len("choices[].value", 0, 100),
    len("choices[].name_localizations.*", 1, 100),
    locales("choices[].name_localizations"),
];

/// Applied to every command, and to every option of it at every depth.
pub const COMMAND_NODE_RULES: &[Rule] = &[
    name("name"),
    name("name_localizations.*"),
    locales("name_localizations"),
    len("description", 1, 100),
    len("description_localizations.*", 1, 100),
    locales("description_localizations"),
    len("options", 0, 25),
    len("choices", 0, 25),
    len("choices[].name", 1, 100),
    len("choices[].value", 0, 100),
    len("choices[].name_localizations.*", 1, 100),
    locales("choices[].name_localizations"),
];

/// The locales Discord accepts as keys of `*_localizations`.
pub const LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// Every value `path` selects in `root`, with its concrete path (`embeds[1].title`).
pub fn select<'a>(root: &'a Value, path: &str) -> Vec<(String, &'a Value)> {
    let mut current = vec![(String::new(), root)];
    for segment in path.split('.') {
        let (key, each) = match segment.strip_suffix("[]") {
            Some(key) => (key, true),
            None => (segment, false),
        };
        let mut next = Vec::new();
        for (at, value) in current {
            let join = |k: &str| {
                if at.is_empty() {
                    k.to_string()
                } else {
                    format!("{at}.{k}")
                }
            };
            if key == "*" {
                if let Some(map) = value.as_object() {
                    for (k, v) in map {
                        next.push((join(k), v));
                    }
                }
                continue;
            }
            let Some(child) = value.get(key) else {
                continue;
            };
            if child.is_null() {
                continue;
            }
            if each {
                if let Some(items) = child.as_array() {
                    for (i, item) in items.iter().enumerate() {
                        next.push((format!("{}[{i}]", join(key)), item));
                    }
                }
            } else {
                next.push((join(key), child));
            }
        }
        current = next;
    }
    current
}

fn measure(value: &Value) -> Option<(usize, &'static str)> {
    match value {
        Value::String(s) => Some((s.chars().count(), "chars")),
        Value::Array(a) => Some((a.len(), "items")),
        Value::Object(o) => Some((o.len(), "keys")),
        _ => None,
    }
}

/// Whether `s` is a valid chat-input command or option name.
pub fn valid_name(s: &str) -> bool {
    let count = s.chars().count();
    (1..=32).contains(&count)
        && s.chars()
            .all(|c| (c == '-' || c == '_' || c.is_alphanumeric()) && !c.is_uppercase())
}

/// Applies `rules` to `root`; each broken rule gives one message.
pub fn apply(rules: &[Rule], root: &Value, prefix: &str) -> Vec<String> {
    let at = |p: &str| {
        if prefix.is_empty() {
            p.to_string()
        } else {
            format!("{prefix}.{p}")
        }
    };
    let mut out = Vec::new();
    for rule in rules {
        match rule.check {
            Check::Len(path) => {
                for (p, value) in select(root, path) {
                    let Some((n, unit)) = measure(value) else {
                        continue;
                    };
                    if n < rule.min || n > rule.max {
                        out.push(format!(
                            "{}: {n} {unit}, allowed {}..={}",
                            at(&p),
                            rule.min,
                            rule.max
                        ));
                    }
                }
            }
            Check::Total(paths) => {
                let total: usize = paths
                    .iter()
                    .flat_map(|path| select(root, path))
                    .filter_map(|(_, v)| v.as_str())
                    .map(|s| s.chars().count())
                    .sum();
                if total < rule.min || total > rule.max {
                    out.push(format!(
                        "{}: {total} chars in total, allowed {}..={}",
                        at(&paths.join("+")),
                        rule.min,
                        rule.max
                    ));
                }
            }
            Check::Name(path) => {
                for (p, value) in select(root, path) {
                    match value.as_str() {
                        Some(s) if valid_name(s) => {}
                        Some(s) => out.push(format!(
                            "{}: {s:?} is not a valid name (1-32 lowercase letters, digits, - or _)",
                            at(&p)
                        )),
                        None => out.push(format!("{}: a name must be a string", at(&p))),
                    }
                }
            }
            Check::LocaleKeys(path) => {
                for (p, value) in select(root, path) {
                    if let Some(map) = value.as_object() {
                        for key in map.keys() {
                            if !LOCALES.contains(&key.as_str()) {
                                out.push(format!("{}: {key:?} is not a Discord locale", at(&p)));
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

fn non_empty(value: Option<&Value>) -> bool {
    match value {
        Some(Value::String(s)) => !s.is_empty(),
        Some(Value::Array(a)) => !a.is_empty(),
        _ => false,
    }
}

/// The limits of a message body, plus the shape of its components. `create` also requires the
/// message not to be empty (an edit may change only some fields).
pub fn check_message(body: &Value, create: bool) -> Vec<String> {
    let mut out = apply(MESSAGE_RULES, body, "");
    if create
        && ![
            "content",
            "embeds",
            "components",
            "attachments",
            "sticker_ids",
            "poll",
        ]
        .iter()
        .any(|k| non_empty(body.get(*k)) || body.get(*k).is_some_and(Value::is_object))
    {
        out.push("Cannot send an empty message".to_string());
    }
    if let Some(rows) = body.get("components").and_then(Value::as_array) {
        for (r, row) in rows.iter().enumerate() {
            if row.get("type").and_then(Value::as_u64) != Some(1) {
                out.push(format!(
                    "components[{r}]: top-level components must be action rows (type 1)"
                ));
                continue;
            }
            let items = row
                .get("components")
                .and_then(Value::as_array)
                .map(Vec::as_slice)
                .unwrap_or_default();
            let selects = items
                .iter()
                .filter(|c| matches!(c.get("type").and_then(Value::as_u64), Some(3 | 5..=8)))
                .count();
            if selects > 0 && items.len() > 1 {
                out.push(format!(
                    "components[{r}]: a select menu must be alone in its row"
                ));
            }
            for (i, item) in items.iter().enumerate() {
                let at = format!("components[{r}].components[{i}]");
                match item.get("type").and_then(Value::as_u64) {
                    Some(2) => {
                        let style = item.get("style").and_then(Value::as_u64);
                        match style {
                            Some(1..=4)
                                if item.get("custom_id").and_then(Value::as_str).is_none() =>
                            {
                                out.push(format!("{at}: a button needs a custom_id"));
                            }
                            Some(5) if item.get("url").and_then(Value::as_str).is_none() => {
                                out.push(format!("{at}: a link button needs a url"));
                            }
                            Some(1..=6) => {}
                            _ => out.push(format!("{at}: invalid button style {style:?}")),
                        }
                        if item.get("label").is_none() && item.get("emoji").is_none() {
                            out.push(format!("{at}: a button needs a label or an emoji"));
                        }
                    }
                    Some(3 | 5..=8) => {
                        if item.get("custom_id").and_then(Value::as_str).is_none() {
                            out.push(format!("{at}: a select menu needs a custom_id"));
                        }
                        out.extend(select_menu_problems(&at, item));
                    }
                    Some(4) => {}
                    other => out.push(format!("{at}: invalid component type {other:?}")),
                }
            }
        }
    }
    out
}

/// An autocomplete answer (a type 8 callback's `data`).
pub fn check_choices(data: &Value) -> Vec<String> {
    let mut out = apply(CHOICE_RULES, data, "");
    if data.get("choices").and_then(Value::as_array).is_none() {
        out.push(
            "choices: missing (an autocomplete answer needs an array, even empty)".to_string(),
        );
    }
    out
}

/// `allowed_mentions` policy: a message with content or embeds must disable mention parsing
/// (`allowed_mentions` present with an empty or absent `parse`; explicit `users`/`roles` are
/// deliberate pings and fine). `None` when the body complies.
pub fn check_mentions(body: &Value) -> Option<String> {
    if !non_empty(body.get("content")) && !non_empty(body.get("embeds")) {
        return None;
    }
    match body.get("allowed_mentions") {
        None | Some(Value::Null) => {
            Some("mentions not disabled: allowed_mentions missing".to_string())
        }
        Some(am) => match am.get("parse") {
            None | Some(Value::Null) => None,
            Some(Value::Array(p)) if p.is_empty() => None,
            Some(p) => Some(format!(
                "mentions not disabled: allowed_mentions.parse = {p}"
            )),
        },
    }
}

/// One application command (as sent to `PUT .../commands`), recursively.
pub fn check_command(command: &Value) -> Vec<String> {
    let label = command
        .get("name")
        .and_then(Value::as_str)
        .unwrap_or("?")
        .to_string();
    let kind = command.get("type").and_then(Value::as_u64).unwrap_or(1);
    let mut out = Vec::new();
    if kind == 1 {
        check_node(command, &format!("command {label:?}"), &mut out);
    } else {
        // User and message commands: any case and spaces, no description, no options.
        let n = label.chars().count();
        if !(1..=32).contains(&n) {
            out.push(format!(
                "command {label:?}: name of {n} chars, allowed 1..=32"
            ));
        }
        if non_empty(command.get("description")) {
            out.push(format!(
                "command {label:?}: a context menu command has no description"
            ));
        }
        if non_empty(command.get("options")) {
            out.push(format!(
                "command {label:?}: a context menu command has no options"
            ));
        }
    }
    out
}

fn check_node(node: &Value, at: &str, out: &mut Vec<String>) {
    out.extend(apply(COMMAND_NODE_RULES, node, at));
    if node.get("description").is_none() {
        out.push(format!("{at}.description: missing"));
    }
    let Some(options) = node.get("options").and_then(Value::as_array) else {
        return;
    };
    let mut seen_optional = false;
    let mut names = Vec::new();
    for (i, option) in options.iter().enumerate() {
        let option_name = option.get("name").and_then(Value::as_str).unwrap_or("?");
        if names.contains(&option_name) {
            out.push(format!("{at}.options[{i}]: duplicate name {option_name:?}"));
        }
        names.push(option_name);
        let kind = option.get("type").and_then(Value::as_u64);
        let nested = matches!(kind, Some(1 | 2));
        if !nested {
            let required = option
                .get("required")
                .and_then(Value::as_bool)
                .unwrap_or(false);
            if required && seen_optional {
                out.push(format!(
                    "{at}.options[{i}]: required option {option_name:?} after an optional one"
                ));
            }
            seen_optional |= !required;
        }
        if option.get("autocomplete").and_then(Value::as_bool) == Some(true)
            && non_empty(option.get("choices"))
        {
            out.push(format!(
                "{at}.options[{i}]: autocomplete and choices are mutually exclusive"
            ));
        }
        check_node(option, &format!("{at}.options[{i}]"), out);
    }
}

/// The whole array of a bulk overwrite.
pub fn check_commands(commands: &Value) -> Vec<String> {
    let Some(list) = commands.as_array() else {
        return vec!["body: expected an array of commands".to_string()];
    };
    let mut out = Vec::new();
    if list.len() > 100 {
        out.push(format!("{} commands, allowed ..=100", list.len()));
    }
    let mut seen = Vec::new();
    for command in list {
        let key = (
            command.get("type").and_then(Value::as_u64).unwrap_or(1),
            command.get("name").and_then(Value::as_str).unwrap_or("?"),
        );
        if seen.contains(&key) {
            out.push(format!("command {:?}: duplicate name", key.1));
        }
        seen.push(key);
        out.extend(check_command(command));
    }
    out
}

/// A string select's own limits: 1–25 options with labels and values of 1–100 characters,
/// distinct values, a placeholder of at most 150, and 0 ≤ min ≤ max ≤ the options (≤ 25).
fn select_menu_problems(at: &str, item: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let chars = |v: Option<&Value>| v.and_then(Value::as_str).map(|s| s.chars().count());
    if chars(item.get("placeholder")).is_some_and(|n| n > 150) {
        out.push(format!("{at}: a placeholder is at most 150 characters"));
    }
    if item.get("type").and_then(Value::as_u64) != Some(3) {
        return out;
    }
    let options = item
        .get("options")
        .and_then(Value::as_array)
        .map(Vec::as_slice)
        .unwrap_or_default();
    if options.is_empty() || options.len() > 25 {
        out.push(format!("{at}: a string select has 1 to 25 options"));
    }
    let mut values = std::collections::BTreeSet::new();
    for (i, option) in options.iter().enumerate() {
        for key in ["label", "value"] {
            if !chars(option.get(key)).is_some_and(|n| (1..=100).contains(&n)) {
                out.push(format!(
                    "{at}.options[{i}]: {key} must be 1 to 100 characters"
                ));
            }
        }
        if !values.insert(option.get("value").cloned().unwrap_or_default().to_string()) {
            out.push(format!("{at}.options[{i}]: values must be distinct"));
        }
    }
    let min = item.get("min_values").and_then(Value::as_u64).unwrap_or(1);
    let max = item.get("max_values").and_then(Value::as_u64).unwrap_or(1);
    if min > max || max > 25 || max as usize > options.len().max(1) {
        out.push(format!(
            "{at}: min_values {min} / max_values {max} do not fit {} options",
            options.len()
        ));
    }
    out
}
