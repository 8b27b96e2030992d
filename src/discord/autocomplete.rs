//! Autocomplete: the command table says which options suggest and what kind of names; the
//! channel's game (or the server's choice of games, for `ruleset:`) says which. Answered
//! here from the event handler, since the poise tree declares no parameters; a failure is
//! an empty list, never a missed answer.

use poise::serenity_prelude as serenity;
use serenity::{
    AutocompleteChoice, CommandInteraction, CreateAutocompleteResponse, CreateInteractionResponse,
    Http, ResolvedOption, ResolvedValue,
};

use super::Data;
use crate::i18n::{Locale, plain};
use crate::request::spec::{self, Kind, Suggest};
use crate::rules::names;

/// How long suggestions may take (Discord drops an autocomplete answer after 3 s).
const AUTOCOMPLETE_WITHIN: std::time::Duration = std::time::Duration::from_millis(2000);

pub async fn answer(http: &Http, data: &Data, interaction: &CommandInteraction) {
    // Autocomplete cannot be deferred: when the database is slow or away, an empty list in
    // time beats an answer Discord no longer takes.
    let choices =
        match tokio::time::timeout(AUTOCOMPLETE_WITHIN, suggestions(data, interaction)).await {
            Ok(Ok(choices)) => choices,
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "autocomplete failed");
                Vec::new()
            }
            Err(_) => {
                tracing::warn!("autocomplete took too long: answered with no suggestions");
                Vec::new()
            }
        };
    let response = CreateInteractionResponse::Autocomplete(
        CreateAutocompleteResponse::new().set_choices(choices),
    );
    if let Err(e) = interaction.create_response(http, response).await {
        tracing::debug!(error = %e, "could not answer an autocomplete");
    }
}

/// The leaf's path (`["combat", "enemy"]`) and its options.
fn leaf<'a>(interaction: &'a CommandInteraction) -> (Vec<&'a str>, Vec<ResolvedOption<'a>>) {
    let mut path = vec![interaction.data.name.as_str()];
    let mut options = interaction.data.options();
    while let [only] = options.as_slice()
        && let ResolvedValue::SubCommand(inner) | ResolvedValue::SubCommandGroup(inner) =
            &only.value
    {
        path.push(only.name);
        options = inner.clone();
    }
    (path, options)
}

async fn suggestions(
    data: &Data,
    interaction: &CommandInteraction,
) -> crate::error::Result<Vec<AutocompleteChoice>> {
    let Some(guild) = interaction.guild_id else {
        return Ok(Vec::new());
    };
    let guild = super::ids::id(guild.get());
    let channel = super::ids::id(interaction.channel_id.get());
    let locale = Locale::parse(&interaction.locale).unwrap_or(Locale::EnUs);
    let (path, options) = leaf(interaction);
    let Some(spec) = spec::find(&path) else {
        return Ok(Vec::new());
    };
    let Some((focused, typed)) = options.iter().find_map(|o| match &o.value {
        ResolvedValue::Autocomplete { value, .. } => Some((o.name, *value)),
        _ => None,
    }) else {
        return Ok(Vec::new());
    };
    let Some(option) = spec.option(focused) else {
        return Ok(Vec::new());
    };
    let plainly = |values: Vec<String>| {
        values
            .into_iter()
            .map(|v| AutocompleteChoice::new(v.clone(), v))
            .collect()
    };
    if option.kind == Kind::Ruleset {
        // The games this server plays, in the reader's language.
        let typed = names::key(typed);
        let games = data.service.server_games(guild).await?;
        return Ok(games
            .into_iter()
            .map(|r| (plain(locale, &r.name_key()), r.key()))
            .filter(|(name, key)| names::key(name).contains(&typed) || key.contains(typed.as_str()))
            .map(|(name, key)| AutocompleteChoice::new(name, key))
            .collect());
    }
    match option.suggest {
        None => Ok(Vec::new()),
        Some(Suggest::Extras) => Ok(plainly(
            data.service.suggest_extras(channel, spec, typed).await?,
        )),
        Some(_) => {
            // Weapons and attacks are those of the character the command names.
            let acting = options.iter().find_map(|o| match (o.name, &o.value) {
                ("as" | "character", ResolvedValue::String(name)) => Some((*name).to_owned()),
                _ => None,
            });
            let entries = data
                .service
                .suggest(
                    guild,
                    channel,
                    super::ids::id(interaction.user.id.get()),
                    spec,
                    focused,
                    acting.as_deref(),
                    locale,
                    typed,
                )
                .await?;
            Ok(entries
                .into_iter()
                .map(|entry| AutocompleteChoice::new(entry.label, entry.value))
                .collect())
        }
    }
}
