//! The slash commands, built from the one command table (`request::spec`): the payload each
//! scope registers with Discord (names, typed options, bounds, choices, cs/ru
//! localizations), sent only when it changed, and the poise tree that dispatches every
//! command to one handler.
//!
//! Scopes: the shared verbs and `/games` are global; each game a server plays registers its
//! own commands for that server alone, so a server sees only its games. With
//! `DEV_GUILD_ID`, everything goes to that one server (instant, for development).

use std::collections::HashMap;
use std::sync::RwLock;

use poise::serenity_prelude as serenity;
use serde::{Deserialize, Serialize};
use serenity::{
    CommandOptionType, CreateCommand, CreateCommandOption, GuildId, Http, InteractionContext,
};

use super::{Error, Shared, slash};
use crate::error::UserError;
use crate::games;
use crate::i18n::{Locale, plain};
use crate::request::spec::{self, CommandSpec, Kind, OptionSpec};
use crate::rules::Ruleset;
use crate::table::TableService;

/// The locales Discord shows besides the default (English) text.
const TRANSLATED: [(Locale, &str); 2] = [(Locale::Cs, "cs"), (Locale::Ru, "ru")];

/// The scope id the global commands are stored under.
pub const GLOBAL: i64 = 0;

/// Discord's answer when a server has created 200 commands today.
const DAILY_LIMIT: isize = 30034;

/// Top-level command names in the given commands' order, each with its specs (one for a
/// plain command, several for a group of subcommands).
fn groups<'a>(
    specs: impl IntoIterator<Item = &'a CommandSpec>,
) -> Vec<(&'static str, Vec<&'a CommandSpec>)> {
    let mut groups: Vec<(&'static str, Vec<&'a CommandSpec>)> = Vec::new();
    for spec in specs {
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

/// The global payload: the shared verbs and `/games`.
pub fn global_commands() -> Vec<CreateCommand> {
    payload(spec::SHARED.iter())
}

/// A server's own payload: the commands of the games it plays.
pub fn guild_commands(picked: &[Ruleset]) -> Vec<CreateCommand> {
    payload(
        picked
            .iter()
            .filter_map(|r| games::seam(*r))
            .flat_map(|seam| seam.commands().iter()),
    )
}

/// What one server registers when everything goes to it (`DEV_GUILD_ID`).
pub fn dev_commands(picked: &[Ruleset]) -> Vec<CreateCommand> {
    let mut commands = global_commands();
    commands.extend(guild_commands(picked));
    commands
}

fn payload<'a>(specs: impl IntoIterator<Item = &'a CommandSpec>) -> Vec<CreateCommand> {
    groups(specs)
        .into_iter()
        .map(|(name, specs)| {
            let key = format!("cmd-{name}");
            let mut command = localized_command(CreateCommand::new(name), &key)
                // Characters belong to a server, so the commands live in servers.
                .contexts(vec![InteractionContext::Guild]);
            match specs.as_slice() {
                [single] if single.path.len() == 1 => {
                    for option in single.options.iter().filter(|o| o.registered) {
                        command = command.add_option(option_payload(single, option));
                    }
                }
                _ => {
                    for (sub, specs) in subgroups(&specs) {
                        command = command.add_option(match specs.as_slice() {
                            [spec] if spec.path.len() == 2 => subcommand(spec, sub),
                            // A group of subcommands (`/zero army save`).
                            _ => {
                                let key = format!("cmd-{name}-{sub}");
                                specs.iter().fold(
                                    localized_option(
                                        CreateCommandOption::new(
                                            CommandOptionType::SubCommandGroup,
                                            sub,
                                            "",
                                        ),
                                        &key,
                                    ),
                                    |group, spec| match spec.path.get(2) {
                                        Some(leaf) => group.add_sub_option(subcommand(spec, leaf)),
                                        None => group,
                                    },
                                )
                            }
                        });
                    }
                }
            }
            command
        })
        .collect()
}

/// The second words of a group's commands in order, each with its commands: one for a
/// plain subcommand, several for a group of subcommands (three words each).
fn subgroups<'a>(specs: &[&'a CommandSpec]) -> Vec<(&'static str, Vec<&'a CommandSpec>)> {
    let mut subs: Vec<(&'static str, Vec<&'a CommandSpec>)> = Vec::new();
    for spec in specs {
        let Some(&sub) = spec.path.get(1) else {
            continue;
        };
        match subs.iter_mut().find(|(name, _)| *name == sub) {
            Some((_, specs)) => specs.push(spec),
            None => subs.push((sub, vec![spec])),
        }
    }
    subs
}

/// One subcommand with its options.
fn subcommand(spec: &CommandSpec, name: &'static str) -> CreateCommandOption {
    let mut sub = localized_option(
        CreateCommandOption::new(CommandOptionType::SubCommand, name, ""),
        &spec.key(),
    );
    for option in spec.options.iter().filter(|o| o.registered) {
        sub = sub.add_sub_option(option_payload(spec, option));
    }
    sub
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
        Kind::User => CommandOptionType::User,
    };
    let mut payload = localized_option(CreateCommandOption::new(kind, option.name, ""), &key)
        .required(option.required);
    match option.kind {
        Kind::Text { max } => {
            payload = payload
                .max_length(u16::try_from(max).unwrap_or(u16::MAX))
                .set_autocomplete(option.suggest.is_some());
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
        // A global option: the server's own games are offered as it is typed.
        Kind::Ruleset => payload = payload.set_autocomplete(true),
        Kind::Bool | Kind::Role | Kind::User => {}
    }
    payload
}

/// The poise command tree: every command of every game, for dispatch only (the payloads
/// above are what Discord shows). Every leaf runs the one generic handler; options are read
/// from the interaction itself, so no parameter is declared.
pub fn framework_commands() -> Vec<poise::Command<Shared, Error>> {
    groups(spec::all().iter().copied())
        .into_iter()
        .map(|(name, specs)| {
            let mut command = poise_command(name, name.to_owned());
            if let [single] = specs.as_slice()
                && single.path.len() == 1
            {
                return command;
            }
            // poise finds a group only by a parent that has an action of its own.
            command.subcommand_required = true;
            command.subcommands = subgroups(&specs)
                .into_iter()
                .map(|(sub, specs)| match specs.as_slice() {
                    [spec] if spec.path.len() == 2 => poise_command(sub, spec.name()),
                    _ => {
                        let mut group = poise_command(sub, format!("{name} {sub}"));
                        group.subcommand_required = true;
                        group.subcommands = specs
                            .iter()
                            .filter_map(|spec| Some(poise_command(spec.path.get(2)?, spec.name())))
                            .collect();
                        group
                    }
                })
                .collect();
            command
        })
        .collect()
}

fn poise_command(name: &'static str, qualified_name: String) -> poise::Command<Shared, Error> {
    poise::Command {
        name: name.into(),
        qualified_name: qualified_name.into(),
        identifying_name: name.into(),
        source_code_name: name.into(),
        slash_action: Some(slash::run),
        ..Default::default()
    }
}

/// A registered command as stored: its name and the id Discord gave it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Registered {
    pub name: String,
    pub id: u64,
}

/// What a sync did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Synced {
    /// The same set was registered before: nothing was sent.
    Unchanged,
    Sent,
}

/// Why a sync failed.
#[derive(Debug, thiserror::Error)]
pub enum RegisterError {
    /// Discord's daily limit of command creates for the server.
    #[error("Discord's daily limit of command creates is reached")]
    DailyLimit,
    #[error("discord: {0}")]
    Discord(#[from] serenity::Error),
    #[error("store: {0}")]
    Store(#[from] crate::error::Error),
    #[error("encoding: {0}")]
    Encoding(#[from] serde_json::Error),
}

impl RegisterError {
    /// What the moderator who changed the server's games is told.
    pub fn user_error(&self) -> UserError {
        match self {
            RegisterError::DailyLimit => UserError::new("err-games-daily-limit"),
            _ => UserError::new("err-games-registration"),
        }
    }
}

/// Command ids by scope, for clickable `</name:id>` mentions.
#[derive(Default)]
pub struct CommandIds {
    by_scope: RwLock<HashMap<i64, Vec<Registered>>>,
}

impl CommandIds {
    fn set(&self, scope: i64, registered: Vec<Registered>) {
        let mut map = self
            .by_scope
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        map.insert(scope, registered);
    }

    /// The id of a top-level command as the server sees it: its own, else the global one.
    pub fn id(&self, guild: i64, name: &str) -> Option<u64> {
        let map = self
            .by_scope
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        [guild, GLOBAL]
            .iter()
            .filter_map(|scope| map.get(scope))
            .flatten()
            .find(|r| r.name == name)
            .map(|r| r.id)
    }

    /// `</path:id>`, Discord's clickable mention of a command; plain `/path` without an id.
    pub fn mention(&self, guild: i64, path: &str) -> String {
        let top = path.split(' ').next().unwrap_or(path);
        match self.id(guild, top) {
            Some(id) => format!("</{path}:{id}>"),
            None => format!("/{path}"),
        }
    }
}

/// Registers `commands` for `scope` (`GLOBAL`, or a server), unless that exact set was
/// registered before, and keeps the ids Discord gave them.
pub async fn sync(
    http: &Http,
    service: &TableService,
    ids: &CommandIds,
    scope: i64,
    commands: Vec<CreateCommand>,
    now: i64,
) -> Result<Synced, RegisterError> {
    // Through a `Value`, whose maps are sorted: the localizations are hash maps, whose
    // order changes from one process to the next, and the hash must not.
    let encoded = serde_json::to_vec(&serde_json::to_value(&commands)?)?;
    let hash = format!("{:016x}", crate::hash::stable_hash(&encoded));
    let stored = service.store().registration(scope).await?;
    if let Some((stored_hash, stored_commands)) = &stored
        && *stored_hash == hash
    {
        ids.set(
            scope,
            serde_json::from_str(stored_commands).unwrap_or_default(),
        );
        return Ok(Synced::Unchanged);
    }
    let count = commands.len();
    let sent = if scope == GLOBAL {
        serenity::Command::set_global_commands(http, commands).await
    } else {
        let Ok(guild) = u64::try_from(scope) else {
            return Ok(Synced::Unchanged);
        };
        GuildId::new(guild.max(1))
            .set_commands(http, commands)
            .await
    };
    let sent = sent.map_err(|e| match &e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))
            if response.error.code == DAILY_LIMIT =>
        {
            RegisterError::DailyLimit
        }
        _ => RegisterError::Discord(e),
    })?;
    let registered: Vec<Registered> = sent
        .iter()
        .map(|c| Registered {
            name: c.name.clone(),
            id: c.id.get(),
        })
        .collect();
    service
        .store()
        .save_registration(scope, &hash, &serde_json::to_string(&registered)?, now)
        .await?;
    ids.set(scope, registered);
    tracing::info!(count, scope, "slash commands registered");
    Ok(Synced::Sent)
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

    /// The longest of a message's English, Czech and Russian texts, in characters.
    fn longest(key: &str) -> usize {
        Locale::ALL
            .iter()
            .map(|l| plain(*l, key).chars().count())
            .max()
            .unwrap_or(0)
    }

    /// Discord refuses a registration that breaks its limits, and then a server sees no
    /// command at all: every scope's whole set is checked against them, counting each
    /// text in its longest localization.
    #[test]
    fn every_scope_stays_within_discords_limits() {
        let running: Vec<Ruleset> = games::running().collect();
        let mut scopes = vec![("global", global_commands())];
        for ruleset in &running {
            scopes.push((ruleset.key(), guild_commands(&[*ruleset])));
        }
        scopes.push(("every game", guild_commands(&running)));
        scopes.push(("dev", dev_commands(&running)));
        for (scope, commands) in scopes {
            assert!(
                commands.len() <= 100,
                "{scope}: {} commands",
                commands.len()
            );
            let json = serde_json::to_value(&commands).unwrap_or_default();
            for command in json.as_array().into_iter().flatten() {
                let name = command["name"].as_str().unwrap_or_default();
                check_name(name);
                let mut total = name.chars().count() + longest(&format!("cmd-{name}"));
                let options = command["options"].as_array().cloned().unwrap_or_default();
                assert!(options.len() <= 25, "/{name}: {} options", options.len());
                for option in &options {
                    total += option_length(name, option, &[]);
                }
                assert!(total <= 4000, "/{name}: {total} characters in all");
            }
        }
    }

    fn check_name(name: &str) {
        let count = name.chars().count();
        assert!((1..=32).contains(&count), "{name}: 1 to 32 characters");
        assert!(
            name.chars()
                .all(|c| c.is_lowercase() || c.is_numeric() || c == '-' || c == '_'),
            "{name}: lowercase, digits, - and _"
        );
    }

    /// An option's share of its command's 4,000 characters: its name, its longest
    /// description, its choices' names and values, and its sub-options'.
    fn option_length(command: &str, option: &serde_json::Value, parents: &[&str]) -> usize {
        let name = option["name"].as_str().unwrap_or_default();
        check_name(name);
        let mut path: Vec<&str> = vec![command];
        path.extend(parents);
        path.push(name);
        let key = format!("cmd-{}", path.join("-"));
        let description = longest(&key);
        assert!(
            (1..=100).contains(&description),
            "{key}: {description} characters"
        );
        let mut total = name.chars().count() + description;
        let choices = option["choices"].as_array().cloned().unwrap_or_default();
        assert!(choices.len() <= 25, "{key}: {} choices", choices.len());
        for choice in &choices {
            let value = choice["value"].as_str().unwrap_or_default();
            let mut names = vec![choice["name"].as_str().unwrap_or_default().to_owned()];
            for (_, code) in TRANSLATED {
                names.push(
                    choice["name_localizations"][code]
                        .as_str()
                        .unwrap_or_default()
                        .to_owned(),
                );
            }
            let name_len = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
            assert!(
                (1..=100).contains(&name_len),
                "{key} choice {value}: {name_len}"
            );
            assert!(value.chars().count() <= 100, "{key} choice {value}");
            total += name_len + value.chars().count();
        }
        let subs = option["options"].as_array().cloned().unwrap_or_default();
        assert!(subs.len() <= 25, "{key}: {} sub-options", subs.len());
        let mut inner: Vec<&str> = parents.to_vec();
        inner.push(name);
        for sub in &subs {
            total += option_length(command, sub, &inner);
        }
        total
    }

    #[test]
    fn no_shared_verb_shows_more_than_eight_options() {
        for spec in spec::SHARED {
            let shown = spec.options.iter().filter(|o| o.registered).count();
            assert!(
                shown <= spec::MAX_SHARED_OPTIONS,
                "/{}: {shown} options",
                spec.name()
            );
        }
    }

    #[test]
    fn a_server_sees_only_the_commands_of_its_games() {
        let flail_only = guild_commands(&[Ruleset::Flail]);
        let names: Vec<String> = serde_json::to_value(&flail_only)
            .unwrap_or_default()
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|c| c["name"].as_str().map(str::to_owned))
            .collect();
        for foreign in ["arena", "cast", "lcg", "combat", "engage"] {
            assert!(
                !names.iter().any(|n| n == foreign),
                "/{foreign} in {names:?}"
            );
        }
        assert!(names.iter().any(|n| n == "character"));
        // The shared verbs name no other game's option or choice.
        let global = serde_json::to_string(&global_commands()).unwrap_or_default();
        for foreign in ["mage-wars", "lotr-lcg", "counter", "zone", "burn", "arena"] {
            assert!(!global.contains(&format!("\"{foreign}\"")), "{foreign}");
        }
    }
}
