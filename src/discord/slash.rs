//! Every slash command runs here: the options become the same `name:value` pairs the
//! console reads, and the one flow handles the rest.

use poise::serenity_prelude::{self as serenity, ResolvedOption, ResolvedValue};

use super::flow::{self, Invocation};
use super::respond::Responder;
use super::{Error, Shared};

pub fn run(
    ctx: poise::ApplicationContext<'_, Shared, Error>,
) -> poise::BoxFuture<'_, Result<(), poise::FrameworkError<'_, Shared, Error>>> {
    Box::pin(async move {
        let interaction = ctx.interaction;
        let (words, options) = read(&ctx.command().qualified_name, ctx.args);
        let call = Invocation {
            guild: interaction.guild_id,
            channel: interaction.channel_id,
            user: &interaction.user,
            member: interaction.member.as_deref(),
            user_locale: &interaction.locale,
            guild_locale: interaction.guild_locale.as_deref(),
            app_permissions: interaction.app_permissions,
            attachment_limit: interaction.attachment_size_limit,
            words,
            options,
            click: None,
            on_tracker: false,
            interaction: interaction.id,
        };
        let http = &ctx.serenity_context().http;
        flow::handle(http, ctx.data(), Responder::Command(interaction), call).await;
        Ok(())
    })
}

/// A slash command's words and its leaf options as the console's `name:value` pairs. Public
/// so the slash-option fuzz target reads options exactly as the bot does.
pub fn read(
    qualified_name: &str,
    args: &[ResolvedOption<'_>],
) -> (Vec<String>, Vec<(String, String)>) {
    let words = qualified_name.split(' ').map(str::to_owned).collect();
    let options = args
        .iter()
        .filter_map(|option| Some((option.name.to_owned(), value_text(&option.value)?)))
        .collect();
    (words, options)
}

/// An option's value as the console would write it.
fn value_text(value: &ResolvedValue<'_>) -> Option<String> {
    Some(match value {
        ResolvedValue::String(text) => (*text).to_owned(),
        ResolvedValue::Integer(n) => n.to_string(),
        ResolvedValue::Boolean(b) => b.to_string(),
        ResolvedValue::Number(n) => n.to_string(),
        ResolvedValue::Role(role) => role.id.get().to_string(),
        ResolvedValue::User(user, _) => user.id.get().to_string(),
        ResolvedValue::Channel(channel) => channel.id.get().to_string(),
        ResolvedValue::Unresolved(serenity::Unresolved::RoleId(id)) => id.get().to_string(),
        ResolvedValue::Unresolved(serenity::Unresolved::User(id)) => id.get().to_string(),
        _ => return None,
    })
}
