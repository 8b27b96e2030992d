//! The slash commands, built from the one command table (`request::spec`): the payload
//! Discord registers (names, typed options, bounds, choices, cs/ru localizations) and the
//! matching poise command tree that dispatches every command to one handler.

use poise::serenity_prelude as serenity;
use serenity::{CommandOptionType, CreateCommand, CreateCommandOption, InteractionContext};

use super::{Data, Error, autocomplete, slash};
use crate::i18n::{Locale, plain};
use crate::request::spec::{self, CommandSpec, Kind, OptionSpec};

/// The locales Discord shows besides the default (English) text.
const TRANSLATED: [(Locale, &str); 2] = [(Locale::Cs, "cs"), (Locale::Ru, "ru")];

/// Top-level command names in the table's order, each with its specs (one for a plain
/// command, several for a group of subcommands).
fn groups() -> Vec<(&'static str, Vec<&'static CommandSpec>)> {
    let mut groups: Vec<(&'static str, Vec<&'static CommandSpec>)> = Vec::new();
    for spec in spec::all().iter().copied() {
        let Some(&top) = spec.path.first() else {
            continue;
        };
        match groups.iter_mut().find(|(name, _)| *name == top) {
            Some((_, specs)) => specs.push(spec),
            None => groups.push((top, vec![spec])),
        }
    }
    groups
}

/// The registration payload: every command with its options and localizations.
pub fn application_commands() -> Vec<CreateCommand> {
    groups()
        .into_iter()
        .map(|(name, specs)| {
            let key = format!("cmd-{name}");
            let mut command = localized_command(CreateCommand::new(name), &key)
                // Characters belong to a server, so the commands live in servers.
                .contexts(vec![InteractionContext::Guild]);
            match specs.as_slice() {
                [single] if single.path.len() == 1 => {
                    for option in single.options {
                        command = command.add_option(option_payload(single, option));
                    }
                }
                _ => {
                    for spec in &specs {
                        let Some(&sub) = spec.path.get(1) else {
                            continue;
                        };
                        let mut sub_option = localized_option(
                            CreateCommandOption::new(CommandOptionType::SubCommand, sub, ""),
                            &spec.key(),
                        );
                        for option in spec.options {
                            sub_option = sub_option.add_sub_option(option_payload(spec, option));
                        }
                        command = command.add_option(sub_option);
                    }
                }
            }
            command
        })
        .collect()
}

fn localized_command(command: CreateCommand, key: &str) -> CreateCommand {
    let mut command = command.description(plain(Locale::EnUs, key));
    for (locale, code) in TRANSLATED {
        command = command.description_localized(code, plain(locale, key));
    }
    command
}

fn localized_option(option: CreateCommandOption, key: &str) -> CreateCommandOption {
    let mut option = option.description(plain(Locale::EnUs, key));
    for (locale, code) in TRANSLATED {
        option = option.description_localized(code, plain(locale, key));
    }
    option
}

fn option_payload(spec: &CommandSpec, option: &OptionSpec) -> CreateCommandOption {
    let key = format!("{}-{}", spec.key(), option.name);
    let kind = match option.kind {
        Kind::Text { .. } | Kind::Choice { .. } | Kind::Ruleset => CommandOptionType::String,
        Kind::Integer { .. } => CommandOptionType::Integer,
        Kind::Bool => CommandOptionType::Boolean,
        Kind::Role => CommandOptionType::Role,
    };
    let mut payload = localized_option(CreateCommandOption::new(kind, option.name, ""), &key)
        .required(option.required);
    match option.kind {
        Kind::Text { max } => {
            payload = payload
                .max_length(u16::try_from(max).unwrap_or(u16::MAX))
                .set_autocomplete(autocomplete::suggests(spec, option.name));
        }
        Kind::Integer { min, max } => {
            payload = payload
                .min_int_value(u64::try_from(min).unwrap_or(0))
                .max_int_value(u64::try_from(max).unwrap_or(0));
        }
        Kind::Choice { values, stem } => {
            for value in values {
                let name_key = format!("{stem}-{value}");
                payload = payload.add_string_choice_localized(
                    plain(Locale::EnUs, &name_key),
                    *value,
                    TRANSLATED.map(|(locale, code)| (code, plain(locale, &name_key))),
                );
            }
        }
        // Only the games that run are offered.
        Kind::Ruleset => {
            for ruleset in crate::games::running() {
                let name_key = ruleset.name_key();
                payload = payload.add_string_choice_localized(
                    plain(Locale::EnUs, &name_key),
                    ruleset.key(),
                    TRANSLATED.map(|(locale, code)| (code, plain(locale, &name_key))),
                );
            }
        }
        Kind::Bool | Kind::Role => {}
    }
    payload
}

/// The poise command tree: names only matter for dispatch (the payload above is what
/// Discord shows); every leaf runs the one generic handler.
pub fn framework_commands() -> Vec<poise::Command<Data, Error>> {
    groups()
        .into_iter()
        .map(|(name, specs)| {
            let mut command = poise_command(name);
            match specs.as_slice() {
                [single] if single.path.len() == 1 => {
                    command.parameters = parameters(single);
                }
                _ => {
                    command.subcommand_required = true;
                    command.subcommands = specs
                        .iter()
                        .filter_map(|spec| {
                            let sub = spec.path.get(1)?;
                            let mut leaf = poise_command(sub);
                            leaf.qualified_name = spec.name().into();
                            leaf.parameters = parameters(spec);
                            Some(leaf)
                        })
                        .collect();
                }
            }
            command
        })
        .collect()
}

fn poise_command(name: &'static str) -> poise::Command<Data, Error> {
    poise::Command {
        name: name.into(),
        qualified_name: name.into(),
        identifying_name: name.into(),
        source_code_name: name.into(),
        slash_action: Some(slash::run),
        ..Default::default()
    }
}

fn parameters(spec: &CommandSpec) -> Vec<poise::CommandParameter<Data, Error>> {
    spec.options
        .iter()
        .map(|option| {
            let mut parameter = poise::CommandParameter {
                name: option.name.into(),
                name_localizations: Vec::new().into(),
                description: None,
                description_localizations: Vec::new().into(),
                required: option.required,
                channel_types: None,
                choices: Vec::new().into(),
                type_setter: None,
                autocomplete_callback: None,
                __non_exhaustive: (),
            };
            if autocomplete::suggests(spec, option.name) {
                parameter.autocomplete_callback = Some(autocomplete::run);
            }
            parameter
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// serenity sets integer bounds as u64: a negative minimum would silently become 0.
    #[test]
    fn integer_bounds_fit_discords_payload() {
        for spec in spec::all() {
            for option in spec.options {
                if let Kind::Integer { min, max } = option.kind {
                    assert!(min >= 0 && max >= min, "/{} {}", spec.name(), option.name);
                }
            }
        }
    }

    /// Discord takes up to 100 top-level chat commands, 25 options (or subcommands) each.
    #[test]
    fn within_discords_command_and_option_counts() {
        assert!(application_commands().len() <= 100);
        for spec in spec::all() {
            assert!(spec.options.len() <= 25, "/{}", spec.name());
        }
    }
}
