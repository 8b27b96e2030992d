//! The Fluent catalogue: every message exists in en-US, cs and ru with the same
//! placeholders, every key the code uses exists, and every command and option has a
//! description.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use narrator::i18n::{Locale, SOURCES};
use narrator::request::spec::{self, Kind};

/// Message id → the variables it uses.
fn messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("parse errors: {errors:?}"),
    };
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(message) = entry {
            let mut vars = BTreeSet::new();
            if let Some(value) = &message.value {
                collect(value, &mut vars);
            }
            out.insert(message.id.name.to_owned(), vars);
        }
    }
    out
}

fn collect(pattern: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => inline_vars(inline, vars),
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for variant in variants {
                collect(&variant.value, vars);
            }
        }
    }
}

fn inline_vars(inline: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

fn catalogue(locale: Locale) -> BTreeMap<String, BTreeSet<String>> {
    let source = SOURCES
        .iter()
        .find(|(l, _)| *l == locale)
        .map(|(_, s)| *s)
        .unwrap();
    messages(source)
}

#[test]
fn every_locale_has_every_message_with_the_same_placeholders() {
    let english = catalogue(Locale::EnUs);
    assert!(english.len() > 200, "the English catalogue looks truncated");
    for locale in [Locale::Cs, Locale::Ru] {
        let other = catalogue(locale);
        for (key, vars) in &english {
            let Some(theirs) = other.get(key) else {
                panic!("{} lacks {key}", locale.code());
            };
            assert_eq!(vars, theirs, "{} {key}: placeholders differ", locale.code());
        }
        for key in other.keys() {
            assert!(
                english.contains_key(key),
                "{} has {key}, which en-US lacks",
                locale.code()
            );
        }
    }
}

/// String literals in the source that look like message keys.
fn keys_in_source() -> BTreeSet<String> {
    const PREFIXES: &[&str] = &[
        "err-", "event-", "result-", "pool-", "poker-", "sheet-", "state-", "tracker-", "reply-",
        "list-", "log-", "keep-", "save-", "armour-", "mw-", "button-", "help-", "lotr-",
        "select-", "ts-",
    ];
    let mut keys = BTreeSet::new();
    let mut stack = vec![std::path::PathBuf::from("src")];
    while let Some(path) = stack.pop() {
        for entry in std::fs::read_dir(&path).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for literal in text.split('"').skip(1).step_by(2) {
                    if PREFIXES.iter().any(|p| literal.starts_with(p))
                        && literal.len() > 4
                        && literal
                            .chars()
                            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                        && !literal.ends_with('-')
                        // The ruleset's own name, not a message.
                        && literal != "lotr-lcg"
                    {
                        keys.insert(literal.to_owned());
                    }
                }
            }
        }
    }
    keys
}

#[test]
fn every_key_the_code_uses_exists() {
    let english = catalogue(Locale::EnUs);
    let used = keys_in_source();
    assert!(
        used.len() > 100,
        "key scan found too little: {}",
        used.len()
    );
    let missing: Vec<_> = used.iter().filter(|k| !english.contains_key(*k)).collect();
    assert!(
        missing.is_empty(),
        "keys used in src/ but missing from en-US.ftl: {missing:?}"
    );
}

#[test]
fn every_command_and_option_has_a_short_description() {
    let english = catalogue(Locale::EnUs);
    for command in spec::all() {
        let mut keys = vec![command.key()];
        if command.path.len() == 2 {
            keys.push(format!("cmd-{}", command.path[0]));
        }
        keys.extend(
            command
                .options
                .iter()
                .map(|o| format!("{}-{}", command.key(), o.name)),
        );
        for key in keys {
            for locale in Locale::ALL {
                assert!(
                    narrator::i18n::has(locale, &key),
                    "{} lacks {key}",
                    locale.code()
                );
                let text = narrator::i18n::plain(locale, &key);
                let length = text.chars().count();
                assert!(
                    (1..=100).contains(&length),
                    "{key} in {}: {length} characters",
                    locale.code()
                );
            }
            assert!(english.contains_key(&key));
        }
    }
}

#[test]
fn dynamic_terms_exist() {
    let english = catalogue(Locale::EnUs);
    let dynamic = [
        "attr-str",
        "attr-dex",
        "attr-int",
        "attr-cha",
        "attr-luck",
        "class-bard",
        "class-bone-whisperer",
        "class-cleric",
        "class-cutthroat",
        "class-druid",
        "class-tinkerer",
        "class-warrior",
        "class-wizard",
        "class-hireling",
        "piece-basic",
        "piece-light",
        "piece-heavy",
        "piece-shield",
        "piece-helmet",
        "outcome-fail",
        "outcome-fumble",
        "outcome-minor_hit",
        "outcome-major_hit",
        "outcome-death_blow",
        "outcome-critical_success",
        "outcome-success",
        "outcome-near_death_experience",
        "outcome-knocked_out",
        "outcome-unconscious",
        "outcome-hurt",
        "outcome-scarred",
        "outcome-horrible_wound",
        "outcome-maimed",
        "outcome-dead",
        "outcome-marked",
        "outcome-unmarked",
        "outcome-rolled",
        "kind-to-hit",
        "kind-save",
        "kind-initiative",
        "kind-flee",
        "kind-morale",
        "kind-condition-save",
        "kind-death",
        "kind-fumble-damage",
        "kind-rest",
        "kind-usage",
        "kind-death-detail",
        "status-standing",
        "status-eliminated",
        "status-fled",
        "status-surrendered",
        "status-removed",
    ];
    for key in dynamic {
        assert!(english.contains_key(key), "{key}");
    }
    // Every choice of every option has its name, in every locale.
    for command in spec::all() {
        for option in command.options {
            if let Kind::Choice { values, stem } = option.kind {
                for value in values {
                    let key = format!("{stem}-{value}");
                    for locale in Locale::ALL {
                        assert!(
                            narrator::i18n::has(locale, &key),
                            "{} lacks {key}",
                            locale.code()
                        );
                    }
                }
            }
        }
    }
    for ruleset in narrator::rules::Ruleset::ALL {
        assert!(english.contains_key(&ruleset.name_key()), "{ruleset}");
        assert!(
            english.contains_key(&format!("help-footer-{}", ruleset.key()))
                || !narrator::games::runs(ruleset),
            "{ruleset} has no /help footer"
        );
    }
}

/// English counts outside a plural selector: "{ $n } cards" reads "1 cards". Each hit is a
/// variable placed directly before a plural noun at the top level of a message.
#[test]
fn english_counts_before_plural_nouns_choose_their_form() {
    const PLURALS: &[&str] = &[
        "cards",
        "hits",
        "lives",
        "dice",
        "zones",
        "re-rolls",
        "successes",
        "ones",
        "rolls",
        "dots",
        "attacks",
        "markers",
        "times",
        "characters",
        "weapons",
        "points",
        "rounds",
        "players",
        "enemies",
        "heroes",
        "allies",
        "tokens",
        "wounds",
        "actions",
        "turns",
        "miniatures",
        "explosions",
        "items",
        "conditions",
        "adversaries",
        "entries",
    ];
    // Variables that name someone or something (the word after them is a verb) and
    // limits, which are never 1.
    const NOT_COUNTS: &[&str] = &[
        "who",
        "name",
        "attacker",
        "player",
        "enemy",
        "condition",
        "kind",
        "max",
    ];
    // Counts that are never 1 where they are said (caps, at least 2).
    const NEVER_ONE: &[(&str, &str)] = &[
        ("err-roll-too-long", "len"),
        ("odds-simulated", "trials"),
        ("odds-err-too-many-dice", "dice"),
        ("roll-note-cap", "cap"),
    ];
    let source = SOURCES
        .iter()
        .find(|(locale, _)| *locale == Locale::EnUs)
        .map(|(_, source)| *source)
        .expect("en-US catalogue");
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(r, _)| r);
    let mut found = Vec::new();
    for entry in &resource.body {
        let Entry::Message(message) = entry else {
            continue;
        };
        let Some(value) = &message.value else {
            continue;
        };
        let mut previous: Option<&str> = None;
        for element in &value.elements {
            match element {
                PatternElement::Placeable {
                    expression: Expression::Inline(InlineExpression::VariableReference { id }),
                } => previous = Some(id.name),
                PatternElement::TextElement { value } => {
                    if let Some(var) = previous.take() {
                        let word = value
                            .trim_start_matches(' ')
                            .split(|c: char| !(c.is_alphanumeric() || c == '-'))
                            .next()
                            .unwrap_or_default();
                        let name = message.id.name;
                        if value.starts_with(' ')
                            && PLURALS.contains(&word)
                            && !NEVER_ONE.contains(&(name, var))
                            && !NOT_COUNTS.contains(&var)
                        {
                            found.push(format!("{name}: {{ ${var} }} {word}"));
                        }
                    }
                }
                PatternElement::Placeable { .. } => previous = None,
            }
        }
    }
    assert!(found.is_empty(), "counts without a plural form: {found:#?}");
}
