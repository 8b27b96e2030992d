//! The timer of pending choices on Discord: a task of its own (never the lease-renewal
//! loop) scans the deadlines of the shards this process serves, and each one that comes
//! runs through `request::deadlines`. What it leads to (the default taken, or the halfway
//! reminder) goes as a follow-up of the channel's last action while that interaction's
//! token lives, else as a channel post; where the bot may not post, the next reply in the
//! channel carries it.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use poise::serenity_prelude::{ChannelId, CreateEmbed, Http, Message};

use super::offers::Offer;
use super::respond::Outgoing;
use super::{Data, buttons, draw, embeds, tracker};
use crate::error::Arg;
use crate::games::{self, ReplyKind};
use crate::i18n::{self, Locale};
use crate::request::deadlines::{self, Timer};
use crate::store::Leases;
use crate::table::{Pending, Played, Reply};

/// Deadlines handled per scan; the rest wait for the next one.
const PER_SCAN: u32 = 100;
/// An interaction's token posts follow-ups for 15 minutes; a little less, to be safe.
const TOKEN_LIFETIME: Duration = Duration::from_secs(14 * 60);
/// Channels whose last action is remembered; past this the memory starts over.
const MAX_CHANNELS: usize = 10_000;
/// Notices kept for a channel's next reply, where the bot may not post.
const MAX_OWED: usize = 3;

/// The last action answered in each channel: the interaction that may post its follow-ups,
/// and the language its reply spoke.
#[derive(Default)]
pub struct LastAnswers(Mutex<HashMap<u64, Answered>>);

#[derive(Debug, Clone)]
pub struct Answered {
    /// The channel version the action left.
    pub version: i64,
    pub token: String,
    pub locale: Locale,
    pub at: Instant,
}

impl LastAnswers {
    pub fn remember(&self, channel: ChannelId, answered: Answered) {
        let Ok(mut map) = self.0.lock() else {
            return;
        };
        if map.len() >= MAX_CHANNELS && !map.contains_key(&channel.get()) {
            map.retain(|_, a| a.at.elapsed() < TOKEN_LIFETIME);
            if map.len() >= MAX_CHANNELS {
                map.clear();
            }
        }
        map.insert(channel.get(), answered);
    }

    fn get(&self, channel: ChannelId) -> Option<Answered> {
        self.0.lock().ok()?.get(&channel.get()).cloned()
    }
}

/// What a channel's next reply carries because the bot could not post it.
#[derive(Default)]
pub struct Owed(Mutex<HashMap<u64, Vec<CreateEmbed>>>);

impl Owed {
    fn add(&self, channel: ChannelId, embeds: Vec<CreateEmbed>) {
        let Ok(mut map) = self.0.lock() else {
            return;
        };
        if map.len() >= MAX_CHANNELS && !map.contains_key(&channel.get()) {
            map.clear();
        }
        let owed = map.entry(channel.get()).or_default();
        owed.extend(embeds);
        let excess = owed.len().saturating_sub(MAX_OWED);
        owed.drain(..excess);
    }

    /// The notices the channel's next reply carries, oldest first.
    pub fn take(&self, channel: ChannelId) -> Vec<CreateEmbed> {
        self.0
            .lock()
            .ok()
            .and_then(|mut map| map.remove(&channel.get()))
            .unwrap_or_default()
    }
}

/// Starts the scan: every `every`, the deadlines come by on the shards this process
/// serves (those it holds leases for, or its own).
pub fn spawn(http: Arc<Http>, data: Arc<Data>, leases: Option<Arc<Leases>>, every: Duration) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
        loop {
            ticks.tick().await;
            let shards = super::retention::held_shards(&data, leases.as_deref());
            let due = match data.service.due_deadlines(Some(&shards), PER_SCAN).await {
                Ok(due) => due,
                Err(e) => {
                    tracing::warn!(error = %e, "choice deadlines not read");
                    continue;
                }
            };
            let pending = &data.metrics.deadlines_pending;
            pending.set(i64::try_from(due.len()).unwrap_or(i64::MAX));
            for deadline in due {
                // Counted down before it runs, so a failure never leaves it counted.
                pending.add(-1);
                tracing::debug!(?deadline, "a choice's deadline or reminder came");
                // Shutdown waits for this, as for an interaction.
                let _in_flight = data.in_flight.read().await;
                let now = data.service.now_millis();
                match deadlines::run(&data.service, &deadline, now).await {
                    Ok(Timer::Gone) => {
                        tracing::debug!(channel = deadline.channel, "nothing left to do")
                    }
                    Ok(Timer::Reminder(pending)) => {
                        data.metrics.deadlines_fired.inc("reminder");
                        remind(&http, &data, &pending).await;
                    }
                    Ok(Timer::Defaulted { reply, pending }) => {
                        data.metrics.deadlines_fired.inc("default");
                        defaulted(&http, &data, &pending, *reply).await;
                    }
                    Err(e) => {
                        tracing::warn!(error = %e, channel = deadline.channel, "a choice's deadline failed");
                    }
                }
            }
        }
    });
}

/// The language the channel's replies speak: its last action's, else the server's setting.
async fn locale_of(data: &Data, pending: &Pending) -> Locale {
    let channel = channel_of(pending);
    if let Some(answered) = data.last_answers.get(channel) {
        return answered.locale;
    }
    server_locale(data, pending.deadline.guild).await
}

/// The language the server's settings pick, else English: what the bot speaks in a channel
/// when no interaction of its own sets it.
pub(super) async fn server_locale(data: &Data, guild: i64) -> Locale {
    data.service
        .server_settings(guild)
        .await
        .ok()
        .and_then(|s| s.language)
        .as_deref()
        .and_then(Locale::parse)
        .unwrap_or(Locale::EnUs)
}

fn channel_of(pending: &Pending) -> ChannelId {
    super::ids::channel(pending.deadline.channel).unwrap_or(ChannelId::new(1))
}

/// "Boris, a choice waits for you…", halfway to the deadline. It mentions the chooser,
/// and pings them only where the server lets turns ping.
async fn remind(http: &Http, data: &Data, pending: &Pending) {
    let locale = locale_of(data, pending).await;
    let ping = data
        .service
        .server_settings(pending.deadline.guild)
        .await
        .is_ok_and(|s| s.ping_turns);
    let due = pending.deadline.due_at / 1000;
    let default = i18n::plain(locale, pending.waiting.default);
    let body = i18n::markdown(|| {
        i18n::text(
            locale,
            "deadline-reminder",
            &[
                ("who", pending.waiting.chooser.who()),
                ("when", Arg::markup(format!("<t:{due}:R>"))),
                ("default", default.into()),
            ],
        )
    });
    let embed = embeds::text(locale, None, &body, embeds::NEUTRAL);
    let mut message = Outgoing::embed(embed, false);
    if let Some(user) = super::ids::user(pending.deadline.chooser).filter(|_| ping) {
        message.ping(user);
    }
    send(http, data, pending, message).await;
}

/// The default taken: "Noxtiis did not answer in 10 min: …", then the action's own post,
/// its pending choice's controls, and the tracker's edit, as after any action.
async fn defaulted(http: &Http, data: &Data, pending: &Pending, reply: Reply) {
    let Reply::Game(played) = reply else {
        return;
    };
    let Some(seam) = games::seam(played.ruleset()) else {
        return;
    };
    let channel = channel_of(pending);
    let locale = locale_of(data, pending).await;
    let settings = data
        .service
        .server_settings(pending.deadline.guild)
        .await
        .unwrap_or_default();
    let hide = settings.hide_adversary_hp;
    let mut message = Outgoing::embed(notice(locale, pending), false);
    if seam.reply_kind(&played) == ReplyKind::Action
        && let Some(post) = seam.post(locale, &played, hide)
    {
        message.embeds.push(draw::post(locale, &post));
    }
    let super::offers::Split {
        superseded,
        lasting,
        own,
        ..
    } = data.offers.split(channel, &played.controls);
    if let Some(user) = seam
        .ping(&played)
        .filter(|_| settings.ping_turns)
        .and_then(super::ids::user)
    {
        message.ping(user);
    }
    message.components = buttons::render(locale, &own, played.version);
    let lines: Vec<String> = own.iter().map(|c| c.line.clone()).collect();
    // The choice the default led to (the exchange's next pause) has its own deadline.
    if let Some(due) = played.deadline {
        message.note(&when_due(locale, due));
    }
    let sent = send(http, data, pending, message).await;
    if let Some((message, token)) = sent {
        data.offers.remember(
            channel,
            Offer {
                token: token.unwrap_or_default(),
                message: Some(message.id),
                channel: Some(channel),
                lines,
                at: Instant::now(),
            },
        );
    }
    for offer in &superseded {
        super::offers::retire(http, &data.budget, offer).await;
    }
    let update = seam.tracker_after(locale, &played, hide);
    let lasting = tracker::Lasting {
        rows: buttons::render(locale, &lasting, played.version),
        lines: lasting.iter().map(|c| c.line.clone()).collect(),
    };
    let guild = pending.deadline.guild;
    let ticket = data.tracker_edit_tickets.issue(channel);
    let turn = data.tracker_turns.take(channel).await;
    tracker::after_action(
        http,
        data,
        (&turn, ticket),
        (guild, channel),
        locale,
        update,
        lasting,
    )
    .await;
    drop(turn);
    if data.below_tracker.posted(channel, 1)
        && !data
            .tracker_pacing
            .move_waits(channel, guild, Instant::now())
    {
        let turn = data.tracker_turns.take(channel).await;
        tracker::repost(http, data, &turn, channel).await;
    }
    remember_version(data, channel, &played, locale);
}

/// The default's action came with no interaction of its own: a choice it began follows up
/// on the channel's last interaction (while that token lives, whose age is kept), which now
/// stands for the default's version.
fn remember_version(data: &Data, channel: ChannelId, played: &Played, locale: Locale) {
    if let Some(mut answered) = data.last_answers.get(channel) {
        answered.version = played.version;
        answered.locale = locale;
        data.last_answers.remember(channel, answered);
    }
}

/// "⏳ Unanswered, the rules' default is taken in 10 minutes": Discord shows the time in
/// each reader's own clock and counts it down.
pub fn when_due(locale: Locale, due_millis: i64) -> String {
    let due = due_millis / 1000;
    i18n::text(
        locale,
        "deadline-shown",
        &[("when", Arg::markup(format!("<t:{due}:R>")))],
    )
}

/// "Noxtiis did not answer in 10 min: defended with the default assignment."
fn notice(locale: Locale, pending: &Pending) -> CreateEmbed {
    let waited_ms = pending
        .deadline
        .due_at
        .saturating_sub(pending.deadline.began_at)
        .max(0);
    let waited = if waited_ms >= 60_000 {
        i18n::text(
            locale,
            "deadline-waited-minutes",
            &[("count", (waited_ms / 60_000).into())],
        )
    } else {
        i18n::text(
            locale,
            "deadline-waited-seconds",
            &[("count", (waited_ms / 1000).into())],
        )
    };
    let body = i18n::markdown(|| {
        i18n::text(
            locale,
            "deadline-notice",
            &[
                ("who", pending.waiting.chooser.who()),
                ("waited", waited.into()),
                (
                    "default",
                    i18n::plain(locale, pending.waiting.default).into(),
                ),
            ],
        )
    });
    embeds::text(locale, None, &body, embeds::NEUTRAL)
}

/// Sends what the timer has to say: a follow-up of the action the choice waits after while
/// its token lives, else a channel post; where the bot may not post (or the post fails),
/// the channel's next reply carries the embeds. Returns the message and the token that
/// sent it (none for a channel post).
async fn send(
    http: &Http,
    data: &Data,
    pending: &Pending,
    message: Outgoing,
) -> Option<(Message, Option<String>)> {
    let channel = channel_of(pending);
    let answered = data
        .last_answers
        .get(channel)
        .filter(|a| a.version == pending.deadline.version && a.at.elapsed() < TOKEN_LIFETIME);
    if let Some(answered) = answered {
        let sent = poise::serenity_prelude::Builder::execute(
            message.clone().followup(),
            http,
            (None, answered.token.as_str()),
        )
        .await;
        match sent {
            Ok(sent) => return Some((sent, Some(answered.token))),
            Err(e) => tracing::debug!(error = %e, "a deadline's follow-up failed: posting instead"),
        }
    }
    if !data.tracker_places.cannot_post(channel) {
        data.budget.take().await;
        match channel
            .send_message(http, message.clone().channel_message())
            .await
        {
            Ok(sent) => return Some((sent, None)),
            Err(e) => {
                tracing::info!(error = %e, channel = channel.get(), "a deadline's notice waits for the next reply");
            }
        }
    }
    data.owed.add(channel, message.embeds);
    None
}
