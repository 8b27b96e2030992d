//! The one path every slash command and button click takes: checks (server, the bot's
//! permissions, rate limit), parse, the table service (deferring when it takes long), the
//! reply, the tracker. Every user error ends here as one ephemeral, localized embed.

use std::time::Instant;

use poise::serenity_prelude::{ChannelId, GuildId, Http, Member, Permissions, User};

use super::offers::{self, Offer};
use super::respond::{Conversation, Outgoing, Responder};
use super::{Data, buttons, draw, embeds, permissions, tracker};
use crate::error::{Error, UserError};
use crate::games::{self, ReplyKind, TrackerUpdate};
use crate::i18n::{self, Locale, plain};
use crate::present::controls::Control;
use crate::render::{self, Style};
use crate::request::{self, Command, DataScope};
use crate::table::{ALREADY_APPLIED, Click, DataDeletion, Reply, Request, ServerSettings};

/// One interaction, reduced to what the table needs.
pub struct Invocation<'a> {
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
    pub user: &'a User,
    pub member: Option<&'a Member>,
    pub user_locale: &'a str,
    pub guild_locale: Option<&'a str>,
    pub app_permissions: Option<Permissions>,
    /// The largest file this interaction's answer may carry, in bytes (0: not said).
    pub attachment_limit: u32,
    pub words: Vec<String>,
    pub options: Vec<(String, String)>,
    /// Set by buttons and menus: the line the control stands for, and the channel version
    /// it was drawn at.
    pub click: Option<Click>,
    /// The click came from the channel's tracker (told apart before the click is handled,
    /// since a tracker that moves down meanwhile leaves the clicked message behind).
    pub on_tracker: bool,
    /// The interaction, stored with the action it causes.
    pub interaction: poise::serenity_prelude::InteractionId,
}

impl<'a> Invocation<'a> {
    /// A button or menu click, standing for `words` and `options`.
    pub fn of_click(
        interaction: &'a poise::serenity_prelude::ComponentInteraction,
        words: Vec<String>,
        options: Vec<(String, String)>,
        click: Option<Click>,
        on_tracker: bool,
    ) -> Self {
        Invocation {
            guild: interaction.guild_id,
            channel: interaction.channel_id,
            user: &interaction.user,
            member: interaction.member.as_ref(),
            user_locale: &interaction.locale,
            guild_locale: interaction.guild_locale.as_deref(),
            app_permissions: interaction.app_permissions,
            attachment_limit: interaction.attachment_size_limit,
            words,
            options,
            click,
            on_tracker,
            interaction: interaction.id,
        }
    }
}

enum Failure {
    User(UserError),
    Internal(String),
}

impl From<Error> for Failure {
    fn from(error: Error) -> Self {
        match error {
            Error::User(e) => Failure::User(e),
            // The database is away or full: the user may simply try again later.
            Error::Storage(e) => match crate::store::Outage::of(&e) {
                Some(outage) => {
                    tracing::warn!(error = %e, "database unavailable");
                    Failure::User(UserError::new(outage.message_key()))
                }
                None => Failure::Internal(Error::Storage(e).to_string()),
            },
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

/// How a command or click ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Handled {
    Answered,
    /// Answered, and the clicked message lost its controls in the click's own response.
    Retired,
    /// Refused with this message key.
    Refused(&'static str),
    Failed,
}

pub async fn handle(
    http: &Http,
    data: &Data,
    responder: Responder<'_>,
    call: Invocation<'_>,
) -> Handled {
    let mut conversation = Conversation::new(responder, http);
    let handled = handle_in(http, data, &mut conversation, call).await;
    if let Some(took) = conversation.first_answered() {
        data.metrics.callback_latency.observe(took);
    }
    handled
}

async fn handle_in(
    http: &Http,
    data: &Data,
    conversation: &mut Conversation<'_>,
    call: Invocation<'_>,
) -> Handled {
    let user_locale = Locale::parse(call.user_locale).unwrap_or(Locale::EnUs);
    // Shutdown waits for this guard: an action in flight finishes and is answered.
    let _in_flight = data.in_flight.read().await;
    let result = answer(http, data, conversation, &call, user_locale).await;
    // The tracker stays in view: once enough of the bot's messages pushed it up, it moves
    // down below them.
    // A busy channel's tracker moves with its next drawing.
    let guild = call.guild.map_or(0, |g| super::ids::id(g.get()));
    if data
        .below_tracker
        .posted(call.channel, conversation.public_sent())
        && !data
            .tracker_pacing
            .move_waits(call.channel, guild, Instant::now())
    {
        let turn = data.tracker_turns.take(call.channel).await;
        tracker::repost(http, data, &turn, call.channel).await;
    }
    let failure = match result {
        Ok(()) if conversation.retired() => return Handled::Retired,
        Ok(()) => return Handled::Answered,
        Err(failure) => failure,
    };
    // Another delivery of this same interaction took effect: that one answers it (Discord
    // keeps one answer per interaction), so this one stays silent.
    if let Failure::User(e) = &failure
        && e.key == ALREADY_APPLIED
    {
        tracing::info!(
            channel = call.channel.get(),
            "a second delivery of an applied interaction"
        );
        return Handled::Refused(ALREADY_APPLIED);
    }
    // A click on a control whose choice has gone: the message loses it in the click's own
    // response, and the refusal follows privately.
    if let Failure::User(e) = &failure
        && e.key == STALE
        && clicked_reply(conversation, &call)
    {
        match conversation.retire_clicked().await {
            Ok(_) => {}
            Err(e) => tracing::debug!(error = %e, "could not retire a stale control"),
        }
    }
    // The outcome happened but could not be delivered at all: an error now would tell the
    // user it failed. The log says what was lost.
    if conversation.has_outcome() {
        let detail = match &failure {
            Failure::User(e) => e.key.to_owned(),
            Failure::Internal(detail) => detail.clone(),
        };
        tracing::warn!(
            error = %detail,
            command = %call.words.join(" "),
            channel = call.channel.get(),
            "an outcome could not be delivered"
        );
        return Handled::Answered;
    }
    let handled = match &failure {
        Failure::User(e) => Handled::Refused(e.key),
        Failure::Internal(_) => Handled::Failed,
    };
    let embed = match failure {
        Failure::User(e) => embeds::error(user_locale, &with_mentions(data, call.guild, e)),
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
    if conversation.retired() {
        return Handled::Retired;
    }
    handled
}

/// Past this since the interaction came, an action still not answered by the table (a
/// commit whose database went quiet) is said to be unconfirmed, so nobody takes the
/// "thinking…" for a failure and sends it again; its result follows when it is known.
const NOT_CONFIRMED_AFTER: std::time::Duration = std::time::Duration::from_secs(4);

/// Waits for the table's answer; if it takes past [`NOT_CONFIRMED_AFTER`], first says it is
/// not confirmed yet and that the result will be posted here (it then is, once).
async fn until_confirmed<F: std::future::Future>(
    conversation: &mut Conversation<'_>,
    work: &mut std::pin::Pin<&mut F>,
    locale: Locale,
    ephemeral: bool,
) -> F::Output {
    let left = NOT_CONFIRMED_AFTER.saturating_sub(conversation.age());
    if let Ok(reply) = tokio::time::timeout(left, work.as_mut()).await {
        return reply;
    }
    let note = embeds::text(
        locale,
        None,
        &plain(locale, "reply-not-confirmed"),
        embeds::NEUTRAL,
    );
    if let Err(e) = conversation.send(Outgoing::embed(note, ephemeral)).await {
        tracing::info!(error = %e, "could not say an action is not confirmed yet");
    }
    work.as_mut().await
}

/// Defers the answer; a failure is logged, and the answer then tries the interaction (or
/// the channel) itself.
async fn defer(conversation: &mut Conversation<'_>, ephemeral: bool) {
    if let Err(e) = conversation.defer(ephemeral).await {
        tracing::warn!(error = %e, "the interaction could not be deferred");
    }
}

/// The refusal of a control made for a choice that has gone.
pub const STALE: &str = "err-stale-button";

/// An error that points to a command (its `mention` argument, `/games`) points with
/// Discord's clickable mention.
fn with_mentions(data: &Data, guild: Option<GuildId>, mut error: UserError) -> UserError {
    let guild = guild.map_or(0, |g| super::ids::id(g.get()));
    for (name, value) in &mut error.args {
        if *name == "mention"
            && let crate::error::Arg::Text(text) = value
            && let Some(path) = text.strip_prefix('/')
        {
            *value = crate::error::Arg::markup(data.command_ids.mention(guild, path));
        }
    }
    error
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
    if let Some(can_post) = permissions::can_post(call.app_permissions) {
        data.tracker_places.learn_can_post(call.channel, can_post);
    }
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
    let guild_id = super::ids::id(guild.get());
    let channel_id = super::ids::id(call.channel.get());
    let settings = data.service.server_settings(guild_id).await?;
    let public_locale = server_locale(&settings, call.guild_locale);
    let words: Vec<&str> = call.words.iter().map(String::as_str).collect();
    let command = request::parse(&words, &call.options)?;
    let ephemeral = is_private(&command);
    let moderator = permissions::is_moderator(call.member, &settings);
    let administrator = permissions::is_administrator(call.member);
    let request = Request {
        guild: guild_id,
        channel: channel_id,
        user: super::ids::id(call.user.id.get()),
        user_name: display_name(call.user, call.member),
        moderator,
        administrator,
        command,
        click: call.click.clone(),
        interaction: Some(super::ids::id(call.interaction.get())),
        due: None,
    };
    // The front-end's own refusals, each recorded as at the table: a second delivery never
    // runs later. A link to a page this bot does not serve would lead nowhere. Only a
    // change Discord has to hear about counts against the `/games` limit.
    let changes_games = matches!(request.command, Command::Games(Some(_))) && request.moderator;
    let refusal = if !data.limiter.allow(call.user.id.get(), Instant::now()) {
        Some("err-rate-limited")
    } else if matches!(request.command, Command::Share { revoke: false, .. })
        && data.config.web.is_none()
    {
        Some("err-share-off")
    } else if changes_games && !data.games_limiter.allow(guild.get(), Instant::now()) {
        Some("err-games-rate-limited")
    } else {
        None
    };
    if let Some(key) = refusal {
        return Err(data
            .service
            .refuse_before_the_table(&request, UserError::new(key))
            .await
            .into());
    }
    let work = data.service.handle(&request);
    tokio::pin!(work);
    // A zero wait defers every time, whatever the scheduler does first.
    let waiting_locale = if ephemeral {
        user_locale
    } else {
        public_locale
    };
    // A deferral that fails never drops the work: the action may be committing, and its
    // outcome is what the user must get (as a channel post if need be).
    let reply = if data.config.defer_after.is_zero() {
        defer(conversation, ephemeral).await;
        until_confirmed(conversation, &mut work, waiting_locale, ephemeral).await
    } else {
        tokio::select! {
            biased;
            reply = &mut work => reply,
            () = tokio::time::sleep(data.config.defer_after) => {
                defer(conversation, ephemeral).await;
                until_confirmed(conversation, &mut work, waiting_locale, ephemeral).await
            }
        }
    };
    if changes_games && !matches!(reply, Ok(Reply::Games { changed: true, .. })) {
        // Only a change Discord has to hear about counts against the limit.
        data.games_limiter.refund(guild.get());
    }
    let reply = reply?;
    // From here on the reply is what happened: delivery failures never turn it into an
    // error (a user told to try again would apply it twice).
    conversation.carries_outcome();

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
    let undone = matches!(reply, Reply::Undone { .. });
    match &reply {
        Reply::Game(played) => {
            let seam = games::seam(played.ruleset())
                .ok_or_else(|| Failure::Internal("a reply of a game that does not run".into()))?;
            match seam.reply_kind(played) {
                ReplyKind::Action => {
                    let hide = settings.hide_adversary_hp;
                    let post = seam.post(public_locale, played, hide);
                    let mut message = Outgoing::default();
                    // What a choice's deadline could not post here rides on this reply.
                    message.embeds.extend(data.owed.take(call.channel));
                    message
                        .embeds
                        .extend(post.map(|p| draw::post(public_locale, &p)));
                    data.last_answers.remember(
                        call.channel,
                        super::deadlines::Answered {
                            version: played.version,
                            token: conversation.token().to_owned(),
                            locale: public_locale,
                            at: Instant::now(),
                        },
                    );
                    // A click on a reply's control answered its choice: that reply loses its
                    // controls in the click's own response, and the outcome follows. (A click
                    // on the tracker leaves it to the tracker's edit.)
                    if clicked_reply(conversation, call) {
                        if let Err(e) = conversation.retire_clicked().await {
                            tracing::info!(error = %e, "the clicked reply kept its controls");
                        }
                        if let Some(click) = &call.click {
                            data.offers.forget_line(call.channel, &click.line);
                        }
                    }
                    // A reply carries its own pending choice's controls, unless an earlier
                    // reply still carries them; the lasting ones live on the tracker.
                    let offers::Split {
                        superseded,
                        shown,
                        lasting,
                        own,
                    } = data.offers.split(call.channel, &played.controls);
                    let lasting_rows = buttons::render(public_locale, &lasting, played.version);
                    message.components = buttons::render(public_locale, &own, played.version);
                    if let Some(owner) = seam
                        .ping(played)
                        .filter(|_| settings.ping_turns)
                        .and_then(super::ids::user)
                    {
                        message.ping(owner);
                    }
                    if let Some(due) = played.deadline {
                        message.note(&super::deadlines::when_due(public_locale, due));
                    }
                    let update =
                        seam.tracker_after(public_locale, played, settings.hide_adversary_hp);
                    // Where the bot may not post, no tracker message exists: the reply
                    // carries the tracker instead. Where no tracker has been shown yet,
                    // the reply carries the lasting controls, so none goes unseen.
                    let cannot_post = data.tracker_places.cannot_post(call.channel);
                    let no_tracker =
                        !cannot_post && data.service.tracker(channel_id).await?.is_none();
                    if cannot_post || no_tracker {
                        let view = match update {
                            TrackerUpdate::Show(view) if cannot_post => Some(view),
                            TrackerUpdate::Ended(Some(view)) if cannot_post => Some(view),
                            _ => None,
                        };
                        if let Some(view) = view {
                            let used: usize =
                                message.embeds.iter().map(embeds::counted_chars).sum();
                            let budget = embeds::MAX_TOTAL.saturating_sub(used);
                            let embed = draw::tracker(public_locale, &view);
                            message
                                .embeds
                                .push(embeds::within(public_locale, embed, budget));
                        }
                        // A lasting control an earlier reply still carries is not repeated.
                        let both: Vec<Control> = own
                            .iter()
                            .chain(lasting.iter().filter(|c| !shown.contains(&c.line)))
                            .cloned()
                            .collect();
                        message.components = buttons::render(public_locale, &both, played.version);
                        let sent = conversation.send(message).await?;
                        remember_offer(data, conversation, call.channel, sent, &both);
                        retire_all(http, data, &superseded).await;
                    } else {
                        let sent = conversation.send(message).await?;
                        remember_offer(data, conversation, call.channel, sent, &own);
                        retire_all(http, data, &superseded).await;
                        // Lasting controls an earlier reply carried before the tracker was
                        // shown now live on the tracker alone.
                        let moved: Vec<&str> = lasting.iter().map(|c| c.line.as_str()).collect();
                        retire_all(http, data, &data.offers.take_lines(call.channel, &moved)).await;
                        // Taken once the reply is out, so a queue of clicks never holds a
                        // reply back past Discord's deadline.
                        let ticket = data.tracker_edit_tickets.issue(call.channel);
                        let turn = data.tracker_turns.take(call.channel).await;
                        let lasting = tracker::Lasting {
                            rows: lasting_rows,
                            lines: moved.iter().map(|line| (*line).to_owned()).collect(),
                        };
                        tracker::after_action(
                            http,
                            data,
                            (&turn, ticket),
                            (guild_id, call.channel),
                            public_locale,
                            update,
                            lasting,
                        )
                        .await;
                    }
                }
                ReplyKind::View => {
                    let hide = settings.hide_adversary_hp;
                    let turn = data.tracker_turns.take(call.channel).await;
                    // A view's controls are those that live on the tracker (the table keeps
                    // no others for a view).
                    let lasting = &played.controls;
                    let rows = buttons::render(public_locale, lasting, played.version);
                    if let Some(shown) = seam
                        .tracker(public_locale, played, hide)
                        .map(|view| tracker::Drawn::new(draw::tracker(public_locale, &view), rows))
                        && !tracker::show(http, data, &turn, call.channel, shown.clone())
                            .await
                            .map_err(|e| Failure::Internal(format!("tracker: {e}")))?
                    {
                        drop(turn);
                        // The bot may not post here: the reply is the tracker.
                        let mut message = Outgoing::embed(shown.embed, false);
                        message.components = shown.components;
                        conversation.send(message).await?;
                        return Ok(());
                    }
                    drop(turn);
                    // The tracker now carries the lasting controls: earlier replies that
                    // carried them (while no tracker was shown) lose them.
                    let moved: Vec<&str> = lasting.iter().map(|c| c.line.as_str()).collect();
                    retire_all(http, data, &data.offers.take_lines(call.channel, &moved)).await;
                    let is_gm = moderator || seam.host(&played.table) == Some(request.user);
                    let private = if hide && is_gm {
                        // The GM still sees the numbers, privately.
                        seam.tracker(user_locale, played, false)
                            .map(|view| draw::tracker(user_locale, &view))
                    } else {
                        None
                    };
                    let private = private.unwrap_or_else(|| {
                        embeds::text(
                            user_locale,
                            None,
                            &plain(user_locale, "tracker-posted"),
                            embeds::NEUTRAL,
                        )
                    });
                    conversation.send(Outgoing::embed(private, true)).await?;
                }
                ReplyKind::Private => {
                    let hide = settings.hide_adversary_hp;
                    let post = seam.post(user_locale, played, hide);
                    let mut message = Outgoing {
                        ephemeral: true,
                        ..Outgoing::default()
                    };
                    message
                        .embeds
                        .extend(post.map(|p| draw::post(user_locale, &p)));
                    conversation.send(message).await?;
                }
            }
        }
        Reply::Rolled {
            roll,
            secret,
            again,
        } => {
            // One compact embed: the dice line already shows the expression, so only a
            // label earns a title.
            let (heading, body) = i18n::markdown(|| {
                (
                    roll.label.as_deref().map(i18n::shown),
                    render::rolls::notation_roll(locale, roll, Style::Markdown),
                )
            });
            let embed = embeds::text(locale, heading.as_deref(), &body, embeds::NEUTRAL);
            let mut message = Outgoing::embed(embed, *secret);
            if let Some(logged) = again {
                message.components = vec![super::rolls::again_row(locale, *logged)];
            }
            conversation.send(message).await?;
        }
        Reply::RollStats(stats) => {
            conversation
                .send(super::rolls::stats_message(user_locale, stats))
                .await?;
        }
        Reply::DataExport(export) => {
            for message in super::data::export_messages(user_locale, export, call.attachment_limit)
            {
                conversation.send(message).await?;
            }
        }
        Reply::DataDeletion(deletion) => {
            conversation
                .send(super::data::deletion_message(user_locale, deletion))
                .await?;
            if let DataDeletion::Deleted {
                scope: DataScope::Server,
                ..
            } = deletion
            {
                // The server's game choice went with its settings: its commands follow.
                if let Err(e) = register_again(http, data, guild).await {
                    tracing::warn!(error = %e, guild = guild.get(), "registration after /data delete failed");
                }
            }
        }
        Reply::Odds(report) => {
            conversation
                .send(super::odds::message(locale, report))
                .await?;
        }
        Reply::Shared(shared) => {
            let base = data
                .config
                .web
                .as_ref()
                .map_or_else(|| "/t/".to_owned(), |web| format!("{}/t/", web.public_url));
            let body = i18n::markdown(|| render::data::shared(user_locale, shared, &base));
            let title = plain(user_locale, "title-share");
            let embed = embeds::text(user_locale, Some(&title), &body, embeds::NEUTRAL);
            conversation.send(Outgoing::embed(embed, true)).await?;
        }
        Reply::Games { games, changed } => {
            let mut notes = Vec::new();
            if *changed {
                // The server's own commands follow its new choice at once.
                match register_again(http, data, guild).await {
                    Ok(_) => notes.push(plain(user_locale, "games-registered")),
                    Err(e) => {
                        tracing::warn!(error = %e, guild = guild.get(), "registration after /games failed");
                        notes.push(i18n::error(user_locale, &e.user_error()));
                    }
                }
            }
            let message =
                super::games::message(data, user_locale, call.channel, games, moderator, &notes)
                    .await?;
            conversation.send(message).await?;
        }
        Reply::Help { ruleset } => {
            // Each command is a mention: a click fills it in the message box.
            let guild = super::ids::id(guild.get());
            let view = i18n::markdown(|| {
                render::help_view(locale, *ruleset, &|path| {
                    data.command_ids.mention(guild, path)
                })
            });
            conversation
                .send(Outgoing::embed(embeds::help(&view), ephemeral))
                .await?;
        }
        other => {
            let body = render::text::reply(locale, other, Style::Markdown);
            let title = title_of(other).map(|key| plain(locale, key));
            let embed = embeds::text(locale, title.as_deref(), &body, embeds::NEUTRAL);
            conversation.send(Outgoing::embed(embed, ephemeral)).await?;
        }
    }
    if undone {
        let turn = data.tracker_turns.take(call.channel).await;
        tracker::refresh(
            http,
            data,
            &turn,
            guild_id,
            call.channel,
            public_locale,
            settings.hide_adversary_hp,
        )
        .await;
    }
    Ok(())
}

/// Registers the server's own commands again, after the games it plays changed.
async fn register_again(
    http: &Http,
    data: &Data,
    guild: GuildId,
) -> Result<super::register::Synced, super::register::RegisterError> {
    super::start::register_guild(
        http,
        &data.service,
        &data.command_ids,
        data.config.dev_guild,
        guild,
    )
    .await
}

/// Whether this answers a click on a reply (not on the channel's tracker, whose controls
/// its own edit draws afresh).
fn clicked_reply(conversation: &Conversation<'_>, call: &Invocation<'_>) -> bool {
    conversation.clicked_message().is_some() && !call.on_tracker
}

/// Remembers which controls a reply just sent carries, so a later reply neither repeats
/// nor strands them.
fn remember_offer(
    data: &Data,
    conversation: &Conversation<'_>,
    channel: ChannelId,
    sent: Option<poise::serenity_prelude::Message>,
    controls: &[Control],
) {
    data.offers.remember(
        channel,
        Offer {
            token: conversation.token().to_owned(),
            message: sent.map(|m| m.id),
            channel: None,
            lines: controls.iter().map(|c| c.line.clone()).collect(),
            at: Instant::now(),
        },
    );
}

async fn retire_all(http: &Http, data: &Data, superseded: &[Offer]) {
    for offer in superseded {
        offers::retire(http, &data.budget, offer).await;
    }
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

/// Replies only the asker sees: their log view, help, a look at the settings, a secret
/// roll. A game's reads decide for themselves once answered (`ReplyKind`).
fn is_private(command: &Command) -> bool {
    match command {
        Command::Log { .. } | Command::Help | Command::Games(_) => true,
        Command::Settings(change) => change.is_empty(),
        Command::Roll { secret, .. } => *secret,
        // Saved rolls and stats are the asker's own, and so is their data.
        Command::Rolls(_) | Command::Data(_) => true,
        // A link opens the table to whoever has it: the asker decides where it goes.
        Command::Share { .. } => true,
        Command::Game(_) | Command::Undo | Command::Odds(_) => false,
    }
}

fn title_of(reply: &Reply) -> Option<&'static str> {
    match reply {
        Reply::Log(_) => Some("title-log"),
        Reply::Settings { .. } => Some("title-settings"),
        Reply::Help { .. } => Some("title-help"),
        Reply::SavedRolls(_) => Some("title-saved-rolls"),
        Reply::Game(_)
        | Reply::DataExport(_)
        | Reply::DataDeletion(_)
        | Reply::Shared(_)
        | Reply::Undone { .. }
        | Reply::Rolled { .. }
        | Reply::RollStats(_)
        | Reply::Odds(_)
        | Reply::Games { .. } => None,
    }
}

fn display_name(user: &User, member: Option<&Member>) -> String {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    embeds::cut(&name, 64)
}
