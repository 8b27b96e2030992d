//! Autocomplete for name options: the command table says which options suggest names and
//! what kind; the channel's game says which names those are.

use poise::serenity_prelude as serenity;
use serenity::{AutocompleteChoice, CreateAutocompleteResponse, ResolvedValue};

use super::{Data, Error};
use crate::request::spec::{self, CommandSpec};

/// Whether an option of `spec` is autocompleted.
pub fn suggests(spec: &CommandSpec, option: &str) -> bool {
    spec.option(option).is_some_and(|o| o.suggest.is_some())
}

pub fn run<'a>(
    ctx: poise::ApplicationContext<'a, Data, Error>,
    typed: &'a str,
) -> poise::BoxFuture<'a, CreateAutocompleteResponse> {
    Box::pin(async move {
        let choices = suggestions(ctx, typed).await.unwrap_or_else(|e| {
            tracing::warn!(error = %e, "autocomplete failed");
            Vec::new()
        });
        CreateAutocompleteResponse::new().set_choices(
            choices
                .into_iter()
                .map(|name| AutocompleteChoice::new(name.clone(), name))
                .collect(),
        )
    })
}

async fn suggestions(
    ctx: poise::ApplicationContext<'_, Data, Error>,
    typed: &str,
) -> crate::error::Result<Vec<String>> {
    let interaction = ctx.interaction;
    let Some(guild) = interaction.guild_id else {
        return Ok(Vec::new());
    };
    let path: Vec<&str> = ctx.command().qualified_name.split(' ').collect();
    let Some(spec) = spec::find(&path) else {
        return Ok(Vec::new());
    };
    let Some(focused) = interaction.data.autocomplete() else {
        return Ok(Vec::new());
    };
    // Weapons and attacks are those of the character the command names.
    let acting = ctx.args.iter().find_map(|o| match (o.name, &o.value) {
        ("as" | "character", ResolvedValue::String(name)) => Some((*name).to_owned()),
        _ => None,
    });
    ctx.data()
        .service
        .suggest(
            super::ids::id(guild.get()),
            super::ids::id(interaction.channel_id.get()),
            super::ids::id(interaction.user.id.get()),
            spec,
            focused.name,
            acting.as_deref(),
            typed,
        )
        .await
}
