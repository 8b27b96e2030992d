//! Autocomplete for name options: which names an option takes, and the answer.

use poise::serenity_prelude as serenity;
use serenity::{AutocompleteChoice, CreateAutocompleteResponse, ResolvedValue};

use super::{Data, Error};
use crate::table::Suggest;

/// The names an option suggests, by command path and option name; `None` for free text
/// (a new character's name, say).
pub fn source(path: &[&str], option: &str) -> Option<Suggest> {
    Some(match (path, option) {
        (
            ["character", "create"]
            | ["character", "edit"]
            | ["adversary", "add"]
            | ["arena", "mage" | "creature" | "attack"]
            | ["lcg", "player" | "hero" | "ally" | "enemy" | "card"],
            "name",
        ) => {
            return None;
        }
        (["arena", "remove"], "name") | (_, "mage") => Suggest::Combatants,
        (["lcg", "ready" | "exhaust"], "name") | (_, "hero" | "names") => Suggest::Characters,
        (["lcg", "remove"], "name") => Suggest::Combatants,
        (_, "enemy") => Suggest::Enemies,
        (_, "player" | "engage") => Suggest::Players,
        (["cast"], "spell") => return None,
        (["adversary", "remove"], "name") | (_, "adversary") => Suggest::Adversaries,
        (["character", "weapon"], "weapon") => Suggest::WeaponPresets { character: None },
        (_, "weapon" | "offhand" | "item") => Suggest::Weapons { character: None },
        (_, "target" | "against" | "ally" | "as") => Suggest::Combatants,
        (_, "character") => Suggest::Characters,
        _ => return None,
    })
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
    let Some(focused) = interaction.data.autocomplete() else {
        return Ok(Vec::new());
    };
    let Some(mut what) = source(&path, focused.name) else {
        return Ok(Vec::new());
    };
    // Weapons are those of the character the command names (`as` or `character`).
    if let Suggest::Weapons { character } | Suggest::WeaponPresets { character } = &mut what {
        *character = ctx.args.iter().find_map(|o| match (o.name, &o.value) {
            ("as" | "character", ResolvedValue::String(name)) => Some((*name).to_owned()),
            _ => None,
        });
    }
    ctx.data()
        .service
        .suggest(
            super::ids::id(guild.get()),
            super::ids::id(interaction.channel_id.get()),
            super::ids::id(interaction.user.id.get()),
            &what,
            typed,
        )
        .await
}
