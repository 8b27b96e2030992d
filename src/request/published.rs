//! The command schema as `docs/commands.md` publishes it, drawn from the catalogue so the
//! docs cannot drift from what is registered: the test below fails when they differ and
//! prints the section to paste (or rewrites it with `UPDATE_DOCS=1`).

use std::fmt::Write;

use super::spec::{self, CommandSpec, Games, Kind, OptionSpec};
use crate::rules::Ruleset;

const BEGIN: &str =
    "<!-- schema:begin (generated from the catalogue; see src/request/published.rs) -->";
const END: &str = "<!-- schema:end -->";

fn kind(kind: Kind) -> String {
    match kind {
        Kind::Text { max } => format!("text ≤ {max}"),
        Kind::Integer { min, max } => format!("{min}–{max}"),
        Kind::Bool => "true\\|false".to_owned(),
        Kind::Role => "role".to_owned(),
        Kind::User => "user".to_owned(),
        Kind::Choice { values, .. } => values.join("\\|"),
        Kind::Ruleset => crate::games::running()
            .map(Ruleset::key)
            .collect::<Vec<_>>()
            .join("\\|"),
    }
}

fn games(games: Games) -> String {
    match games {
        Games::All => "all".to_owned(),
        Games::Only(list) => list.iter().map(|g| g.key()).collect::<Vec<_>>().join(", "),
    }
}

fn option(option: &OptionSpec) -> String {
    let mut text = format!("`{}:` {}", option.name, kind(option.kind));
    if option.required {
        text.push_str(", required");
    }
    if let Games::Only(_) = option.games {
        let _ = write!(text, " ({} only)", games(option.games));
    }
    text
}

fn registered(spec: &CommandSpec) -> Vec<&OptionSpec> {
    spec.options.iter().filter(|o| o.registered).collect()
}

fn row(out: &mut String, spec: &CommandSpec) {
    let options: Vec<String> = registered(spec).into_iter().map(option).collect();
    let _ = writeln!(
        out,
        "| `/{}` | {} | {} | {} |",
        spec.name(),
        games(spec.games),
        registered(spec).len(),
        if options.is_empty() {
            "—".to_owned()
        } else {
            options.join("; ")
        }
    );
}

/// The generated section, markers included.
pub fn schema_markdown() -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{BEGIN}");
    let _ = writeln!(
        out,
        "Shared verbs, registered for every server (at most {} options each):\n",
        spec::MAX_SHARED_OPTIONS
    );
    let _ = writeln!(out, "| command | games | options | option: accepts |");
    let _ = writeln!(out, "|---|---|---|---|");
    for command in spec::SHARED {
        row(&mut out, command);
    }
    for ruleset in crate::games::running() {
        let Some(seam) = crate::games::seam(ruleset) else {
            continue;
        };
        let _ = writeln!(
            out,
            "\n`{}`, registered only for servers that picked it:\n",
            ruleset.key()
        );
        let _ = writeln!(out, "| command | games | options | option: accepts |");
        let _ = writeln!(out, "|---|---|---|---|");
        for command in seam.commands() {
            row(&mut out, command);
        }
        let extras: Vec<String> = spec::SHARED
            .iter()
            .filter_map(|command| {
                let words = seam.extras(command.path);
                (!words.is_empty()).then(|| {
                    let words: Vec<String> = words.iter().map(option).collect();
                    format!("`/{}` {}", command.name(), words.join("; "))
                })
            })
            .collect();
        if !extras.is_empty() {
            let _ = writeln!(out, "\nIts `extra:` words: {}.", extras.join(" · "));
        }
    }
    let _ = write!(out, "{END}");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_verbs_show_at_most_eight_options() {
        for command in spec::SHARED {
            assert!(
                registered(command).len() <= spec::MAX_SHARED_OPTIONS,
                "/{} shows {} options",
                command.name(),
                registered(command).len()
            );
        }
    }

    #[test]
    fn the_docs_publish_the_catalogues_schema() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/commands.md");
        let docs = std::fs::read_to_string(path).unwrap_or_default();
        let expected = schema_markdown();
        let (Some(start), Some(end)) = (docs.find(BEGIN), docs.find(END)) else {
            panic!("docs/commands.md lacks the schema markers; add:\n{expected}");
        };
        let published = &docs[start..end + END.len()];
        if published == expected {
            return;
        }
        if std::env::var_os("UPDATE_DOCS").is_some() {
            let updated = format!("{}{expected}{}", &docs[..start], &docs[end + END.len()..]);
            std::fs::write(path, updated).unwrap_or_else(|e| panic!("{path}: {e}"));
            return;
        }
        panic!(
            "docs/commands.md's schema differs from the catalogue; \
             run `UPDATE_DOCS=1 cargo test --lib published` or paste:\n{expected}"
        );
    }
}
