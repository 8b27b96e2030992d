//! The one path every slash command and button click takes: checks (server, the bot's
//! permissions, rate limit), parse, the table service (deferring when it takes long), the
//! reply, the tracker. Every user error ends here as one ephemeral, localized embed.

use std::time::Instant;

use poise::serenity_prelude::{
    ChannelId, CreateEmbed, GuildId, Http, Member, Permissions, User, UserId,
};

use super::respond::{Conversation, Outgoing, Responder};
use super::{Data, buttons, embeds, permissions, tracker};
use crate::error::{Error, UserError};
use crate::i18n::{self, Locale, plain};
use crate::render::{self, Style};
use crate::request::{self, Command};
use crate::rules::flail::Event;
use crate::rules::flail::model::CombatantRef;
use crate::table::{Reply, Request, ServerSettings};

/// One interaction, reduced to what the table needs.
pub struct Invocation<'a> {
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
    pub user: &'a User,
    pub member: Option<&'a Member>,
    pub user_locale: &'a str,
    pub guild_locale: Option<&'a str>,
    pub app_permissions: Option<Permissions>,
    pub words: Vec<String>,
    pub options: Vec<(String, String)>,
    /// Set by buttons: the channel version the button was made for.
    pub expected_version: Option<i64>,
}

enum Failure {
    User(UserError),
    Internal(String),
}

impl From<Error> for Failure {
    fn from(error: Error) -> Self {
        match error {
            Error::User(e) => Failure::User(e),
            other => Failure::Internal(other.to_string()),
        }
    }
}

impl From<UserError> for Failure {
    fn from(error: UserError) -> Self {
        Failure::User(error)
    }
}

impl From<poise::serenity_prelude::Error> for Failure {
    fn from(error: poise::serenity_prelude::Error) -> Self {
        Failure::Internal(format!("discord: {error}"))
    }
}

pub async fn handle(http: &Http, data: &Data, responder: Responder<'_>, call: Invocation<'_>) {
    let user_locale = Locale::parse(call.user_locale).unwrap_or(Locale::EnUs);
    let mut conversation = Conversation::new(responder, http);
    // Shutdown waits for this guard: an action in flight finishes and is answered.
    let _in_flight = data.in_flight.read().await;
    let result = answer(http, data, &mut conversation, &call, user_locale).await;
    let failure = match result {
        Ok(()) => return,
        Err(failure) => failure,
    };
    let embed = match failure {
        Failure::User(e) => embeds::error(user_locale, &e),
        Failure::Internal(detail) => {
            let id = incident_id();
            tracing::error!(
                incident = %id,
                error = %detail,
                command = %call.words.join(" "),
                channel = call.channel.get(),
                user = call.user.id.get(),
                "interaction failed"
            );
            embeds::error(
                user_locale,
                &UserError::new("err-internal-id").arg("id", id),
            )
        }
    };
    if let Err(e) = conversation.send(Outgoing::embed(embed, true)).await {
        tracing::warn!(error = %e, "could not send the error reply");
    }
}

/// A short id the user can quote and the log can be searched for.
fn incident_id() -> String {
    use rand::RngExt;
    format!("{:08x}", rand::rng().random::<u32>())
}

async fn answer(
    http: &Http,
    data: &Data,
    conversation: &mut Conversation<'_>,
    call: &Invocation<'_>,
    user_locale: Locale,
) -> Result<(), Failure> {
    let guild = call.guild.ok_or_else(|| UserError::new("err-guild-only"))?;
    if let Some(permission) = permissions::missing_for_replies(call.app_permissions) {
        // Without Embed Links an embed would not show: say it in plain text.
        let text = i18n::text(
            user_locale,
            "err-bot-permission",
            &[("permission", plain(user_locale, permission).into())],
        );
        conversation
            .send(Outgoing {
                content: Some(format!("✗ {text}")),
                ephemeral: true,
                ..Outgoing::default()
            })
            .await?;
        return Ok(());
    }
    if !data.limiter.allow(call.user.id.get(), Instant::now()) {
        return Err(UserError::new("err-rate-limited").into());
    }
    let guild_id = super::ids::id(guild.get());
    let channel_id = super::ids::id(call.channel.get());
    let settings = data.service.server_settings(guild_id).await?;
    let public_locale = server_locale(&settings, call.guild_locale);
    let words: Vec<&str> = call.words.iter().map(String::as_str).collect();
    let command = request::parse(&words, &call.options)?;
    let ephemeral = is_private(&command);
    let moderator = permissions::is_moderator(call.member, &settings);
    let request = Request {
        guild: guild_id,
        channel: channel_id,
        user: super::ids::id(call.user.id.get()),
        user_name: display_name(call.user, call.member),
        moderator,
        command,
        expected_version: call.expected_version,
    };

    let work = data.service.handle(&request);
    tokio::pin!(work);
    let reply = tokio::select! {
        biased;
        reply = &mut work => reply,
        () = tokio::time::sleep(data.config.defer_after) => {
            conversation.defer(ephemeral).await?;
            work.await
        }
    }?;

    let public_locale = match &reply {
        // A new server language applies from this very reply.
        Reply::Settings { server, .. } => server_locale(server, call.guild_locale),
        _ => public_locale,
    };
    let locale = if ephemeral {
        user_locale
    } else {
        public_locale
    };
    let changed_table = matches!(
        reply,
        Reply::Action { .. } | Reply::Undone { .. } | Reply::MageWars { .. } | Reply::Lcg { .. }
    );
    match &reply {
        Reply::Action {
            outcome,
            table,
            version,
        } => {
            let mut message = Outgoing::embed(embeds::action(locale, outcome, table), false);
            message.components = buttons::for_action(locale, outcome, table, *version);
            let turn_passed = outcome
                .events
                .iter()
                .any(|e| matches!(e, Event::TurnOf { .. } | Event::RoundStarted { .. }));
            if settings.ping_turns && turn_passed {
                if let Some(owner) = turn_owner(data, &request, table).await? {
                    message.ping(owner);
                }
            }
            conversation.send(message).await?;
        }
        Reply::Encounter {
            table, characters, ..
        } => {
            let hide = settings.hide_adversary_hp;
            let shown = tracker::embed(public_locale, table, characters, hide);
            post_tracker(http, data, call.channel, shown).await?;
            let is_gm = moderator
                || table
                    .encounter
                    .as_ref()
                    .is_some_and(|e| e.gm == request.user);
            let private = if hide && is_gm {
                // The GM still sees the numbers, privately.
                tracker::embed(user_locale, table, characters, false)
            } else {
                embeds::text(
                    user_locale,
                    None,
                    &plain(user_locale, "tracker-posted"),
                    embeds::NEUTRAL,
                )
            };
            conversation.send(Outgoing::embed(private, true)).await?;
        }
        Reply::MageWars {
            outcome,
            arena,
            version,
        } => {
            let arena = arena.as_deref();
            let mut message = Outgoing::embed(embeds::mage_wars(locale, outcome, arena), false);
            message.components = buttons::for_mage_wars(locale, outcome, arena, *version);
            let turn = arena.and_then(|a| match a.stage {
                crate::rules::mage_wars::Stage::Actions { turn, .. } => Some(turn),
                _ => None,
            });
            let turn_passed = outcome
                .events
                .iter()
                .any(|e| matches!(e, crate::rules::mage_wars::Event::TurnOf { .. }));
            if let Some(owner) = turn
                .filter(|_| settings.ping_turns && turn_passed)
                .and_then(super::ids::user)
            {
                message.ping(owner);
            }
            conversation.send(message).await?;
        }
        Reply::Lcg {
            outcome,
            table,
            version,
        } => {
            let table = table.as_deref();
            let mut message = Outgoing::embed(super::lcg::embed(locale, outcome, table), false);
            message.components = super::lcg::components(locale, table, *version);
            if let Some(owner) = super::lcg::step_owner(outcome, table)
                .filter(|_| settings.ping_turns)
                .and_then(super::ids::user)
            {
                message.ping(owner);
            }
            conversation.send(message).await?;
        }
        Reply::LcgTable { table, .. } => {
            let shown = super::lcg::tracker_embed(public_locale, table);
            post_tracker(http, data, call.channel, shown).await?;
            let note = plain(user_locale, "tracker-posted");
            let private = embeds::text(user_locale, None, &note, embeds::NEUTRAL);
            conversation.send(Outgoing::embed(private, true)).await?;
        }
        Reply::Arena { arena, .. } => {
            let shown = tracker::arena_embed(public_locale, arena);
            post_tracker(http, data, call.channel, shown).await?;
            let note = plain(user_locale, "tracker-posted");
            let private = embeds::text(user_locale, None, &note, embeds::NEUTRAL);
            conversation.send(Outgoing::embed(private, true)).await?;
        }
        Reply::Rolled { roll, secret } => {
            let body = render::rolls::notation_roll(locale, roll, Style::Markdown);
            let heading = render::rolls::roll_heading(roll);
            let embed = embeds::text(locale, Some(&heading), &body, embeds::NEUTRAL);
            conversation.send(Outgoing::embed(embed, *secret)).await?;
        }
        Reply::Odds(report) => {
            conversation
                .send(super::odds::message(locale, report))
                .await?;
        }
        other => {
            let body = render::text::reply(locale, other, Style::Markdown);
            let title = title_of(other).map(|key| plain(locale, key));
            let embed = embeds::text(locale, title.as_deref(), &body, embeds::NEUTRAL);
            conversation.send(Outgoing::embed(embed, ephemeral)).await?;
        }
    }
    if changed_table {
        tracker::refresh(
            http,
            data,
            guild_id,
            call.channel,
            public_locale,
            settings.hide_adversary_hp,
        )
        .await;
    }
    Ok(())
}

/// Posts the tracker as the bot's own channel message and remembers it, before the user
/// hears back, so the next action already finds it to edit (an interaction reply would
/// also expire with its token after 15 minutes).
async fn post_tracker(
    http: &Http,
    data: &Data,
    channel: ChannelId,
    embed: CreateEmbed,
) -> Result<(), Failure> {
    let posted = tracker::post(http, channel, embed).await?;
    data.service
        .set_tracker(
            super::ids::id(channel.get()),
            Some(super::ids::id(posted.get())),
        )
        .await?;
    Ok(())
}

/// Public replies: the language set with `/settings language`, else the server's own.
fn server_locale(settings: &ServerSettings, guild_locale: Option<&str>) -> Locale {
    settings
        .language
        .as_deref()
        .or(guild_locale)
        .and_then(Locale::parse)
        .unwrap_or(Locale::EnUs)
}

/// Replies only the asker sees: their log view, lists, help, a look at the settings, the
/// note that the tracker is posted.
fn is_private(command: &Command) -> bool {
    match command {
        // `/encounter show` posts the tracker to the channel and answers privately.
        Command::Log { .. } | Command::CharacterList | Command::Help | Command::EncounterShow => {
            true
        }
        Command::Settings(change) => change == &Default::default(),
        Command::Roll { secret, .. } => *secret,
        _ => false,
    }
}

fn title_of(reply: &Reply) -> Option<&'static str> {
    match reply {
        Reply::Log(_) => Some("title-log"),
        Reply::Characters(_) => Some("title-characters"),
        Reply::Settings { .. } => Some("title-settings"),
        Reply::Help { .. } => Some("title-help"),
        _ => None,
    }
}

fn display_name(user: &User, member: Option<&Member>) -> String {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    embeds::cut(&name, 64)
}

/// The player whose character's turn it now is (for an opted-in ping).
async fn turn_owner(
    data: &Data,
    request: &Request,
    table: &crate::rules::flail::Table,
) -> Result<Option<UserId>, Failure> {
    let Some(CombatantRef::Pc(id)) = table.encounter.as_ref().and_then(|e| e.turn.clone()) else {
        return Ok(None);
    };
    let Some(name) = table
        .encounter
        .as_ref()
        .and_then(|e| e.pcs.iter().find(|p| p.character_id == id))
        .map(|p| p.name.clone())
    else {
        return Ok(None);
    };
    let lookup = Request {
        command: Command::CharacterShow {
            character: Some(name),
        },
        expected_version: None,
        ..request.clone()
    };
    match data.service.handle(&lookup).await? {
        Reply::Character(c) => Ok(super::ids::user(c.owner)),
        _ => Ok(None),
    }
}
