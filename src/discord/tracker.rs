//! The live tracker: `/encounter show` posts it, and the bot edits it after every action
//! in the channel, so the table always has one current view. The channel's game draws it.

use poise::serenity_prelude::{
    ChannelId, CreateEmbed, CreateMessage, EditMessage, Http, Message, MessageId,
};

use super::Data;
use super::embeds;
use super::respond::Outgoing;
use crate::error::{Error, Result};
use crate::games::{self, TrackerUpdate};
use crate::i18n::{self, Locale, plain};
use crate::request;
use crate::table::{Reply, Request};

/// The most of the bot's own messages that may sit below a tracker before it is posted
/// again at the bottom (the bot cannot see players' chat, so only its own count).
pub const MAX_BELOW: u32 = 5;
/// Channels counted at once; past this the counts start over (bounds memory).
const MAX_COUNTED: usize = 10_000;

/// Per channel, how many of the bot's messages were posted since its tracker.
#[derive(Default)]
pub struct BelowTracker(std::sync::Mutex<std::collections::HashMap<u64, u32>>);

impl BelowTracker {
    /// Counts `posted` more messages in `channel`; true when the tracker should move down
    /// (the count then starts over).
    pub fn posted(&self, channel: ChannelId, posted: u32) -> bool {
        let Ok(mut counts) = self.0.lock() else {
            return false;
        };
        if counts.len() >= MAX_COUNTED && !counts.contains_key(&channel.get()) {
            counts.clear();
        }
        let count = counts.entry(channel.get()).or_default();
        *count += posted;
        if *count > MAX_BELOW {
            *count = 0;
            return true;
        }
        false
    }

    /// A tracker was just posted: nothing is below it.
    pub fn reset(&self, channel: ChannelId) {
        if let Ok(mut counts) = self.0.lock() {
            counts.remove(&channel.get());
        }
    }
}

/// Channels the bot has learnt something about, in memory: where pinning was refused (it
/// is tried once, not on every encounter) and where the bot may not post (the tracker
/// then rides along in the replies, which need no permission).
#[derive(Default)]
pub struct Places {
    pin_refused: ChannelSet,
    cannot_post: ChannelSet,
}

impl Places {
    pub fn cannot_post(&self, channel: ChannelId) -> bool {
        self.cannot_post.contains(channel)
    }

    /// What Discord said of the bot's permissions with an interaction.
    pub fn learn_can_post(&self, channel: ChannelId, can_post: bool) {
        self.cannot_post.set(channel, !can_post);
    }
}

/// A bounded set of channels: past [`MAX_COUNTED`] it starts over.
#[derive(Default)]
struct ChannelSet(std::sync::Mutex<std::collections::HashSet<u64>>);

impl ChannelSet {
    fn contains(&self, channel: ChannelId) -> bool {
        self.0.lock().is_ok_and(|set| set.contains(&channel.get()))
    }

    fn set(&self, channel: ChannelId, on: bool) {
        let Ok(mut set) = self.0.lock() else {
            return;
        };
        if on {
            if set.len() >= MAX_COUNTED {
                set.clear();
            }
            set.insert(channel.get());
        } else {
            set.remove(&channel.get());
        }
    }
}

/// Discord refused for want of a permission (HTTP 403).
pub fn forbidden(error: &poise::serenity_prelude::Error) -> bool {
    matches!(
        error,
        poise::serenity_prelude::Error::Http(e)
            if e.status_code().is_some_and(|s| s.as_u16() == 403)
    )
}

/// The tracker of `/encounter show`: posted as the bot's own message and remembered, and
/// pinned when the encounter has no pinned tracker yet (pinning is tried once per channel:
/// a refusal is remembered). Returns `false` when the bot may not post in the channel,
/// which it then remembers, so the replies carry the tracker instead.
pub async fn show(
    http: &Http,
    data: &Data,
    channel: ChannelId,
    embed: CreateEmbed,
) -> RepostResult<bool> {
    if data.tracker_places.cannot_post(channel) {
        return Ok(false);
    }
    let channel_id = super::ids::id(channel.get());
    let posted = match post(http, channel, embed).await {
        Ok(posted) => posted,
        Err(e) if forbidden(&e) => {
            data.tracker_places.cannot_post.set(channel, true);
            return Ok(false);
        }
        Err(e) => return Err(e.into()),
    };
    data.tracker_places.cannot_post.set(channel, false);
    data.below_tracker.reset(channel);
    data.service
        .set_tracker(channel_id, Some(super::ids::id(posted.get())))
        .await?;
    if data.service.pinned_tracker(channel_id).await?.is_none()
        && !data.tracker_places.pin_refused.contains(channel)
    {
        match channel.pin(http, posted).await {
            Ok(()) => {
                data.service
                    .set_pinned_tracker(channel_id, Some(super::ids::id(posted.get())))
                    .await?;
            }
            Err(e) => {
                tracing::info!(error = %e, channel = channel.get(), "tracker not pinned");
                if forbidden(&e) {
                    data.tracker_places.pin_refused.set(channel, true);
                }
            }
        }
    }
    Ok(true)
}

/// Posts the channel's tracker again at the bottom, as it stands, and deletes the old
/// message; best effort (the old one is kept when the new one cannot be posted). The
/// pinned one is never deleted: it stays pinned and is brought up to date here.
pub async fn repost(http: &Http, data: &Data, channel: ChannelId) {
    if let Err(e) = try_repost(http, data, channel).await {
        tracing::info!(error = %e, channel = channel.get(), "tracker not reposted");
    }
}

/// Discord's and the store's failures alike end in one log line.
type RepostResult<T = ()> = std::result::Result<T, Box<dyn std::error::Error + Send + Sync>>;

async fn try_repost(http: &Http, data: &Data, channel: ChannelId) -> RepostResult {
    let channel_id = super::ids::id(channel.get());
    let Some((old, shown)) = current(http, data, channel).await? else {
        return Ok(());
    };
    let embeds: Vec<CreateEmbed> = shown.embeds.into_iter().map(CreateEmbed::from).collect();
    let message = CreateMessage::new()
        .embeds(embeds.clone())
        .allowed_mentions(Outgoing::default().mentions());
    let posted = match channel.send_message(http, message).await {
        Ok(posted) => posted.id,
        Err(e) => {
            if forbidden(&e) {
                data.tracker_places.cannot_post.set(channel, true);
            }
            return Err(e.into());
        }
    };
    // The count started over when this move was decided; replies sent meanwhile count.
    data.service
        .set_tracker(channel_id, Some(super::ids::id(posted.get())))
        .await?;
    let pinned = data.service.pinned_tracker(channel_id).await?;
    if pinned == Some(super::ids::id(old.get())) {
        // The pinned tracker stays where it is, showing this same state.
        return Ok(());
    }
    if let Err(e) = channel.delete_message(http, old).await {
        tracing::info!(error = %e, "the old tracker message could not be deleted");
    }
    if let Some(pinned) = pinned {
        let edit = EditMessage::new()
            .embeds(embeds)
            .allowed_mentions(Outgoing::default().mentions());
        update_pinned(http, data, channel, pinned, edit).await?;
    }
    Ok(())
}

/// Shows `edit` on the channel's pinned tracker; one that cannot be edited (deleted,
/// say) is forgotten.
async fn update_pinned(
    http: &Http,
    data: &Data,
    channel: ChannelId,
    pinned: i64,
    edit: EditMessage,
) -> Result<()> {
    let Ok(pinned_id) = u64::try_from(pinned) else {
        return Ok(());
    };
    if let Err(e) = channel
        .edit_message(http, MessageId::new(pinned_id.max(1)), edit)
        .await
    {
        tracing::info!(error = %e, "the pinned tracker could not be edited; forgotten");
        data.service
            .set_pinned_tracker(super::ids::id(channel.get()), None)
            .await?;
    }
    Ok(())
}

/// The channel's tracker message as Discord shows it now, with its id; `None` when the
/// channel has none.
async fn current(
    http: &Http,
    data: &Data,
    channel: ChannelId,
) -> RepostResult<Option<(MessageId, Message)>> {
    let stored = data.service.tracker(super::ids::id(channel.get())).await?;
    let Some(id) = stored
        .and_then(|m| u64::try_from(m).ok())
        .filter(|m| *m > 0)
    else {
        return Ok(None);
    };
    let id = MessageId::new(id);
    Ok(Some((id, channel.message(http, id).await?)))
}

/// Posts a tracker message in the channel; returns its id.
pub async fn post(
    http: &Http,
    channel: ChannelId,
    embed: CreateEmbed,
) -> poise::serenity_prelude::Result<MessageId> {
    let message = CreateMessage::new()
        .embed(embed)
        .allowed_mentions(Outgoing::default().mentions());
    Ok(channel.send_message(http, message).await?.id)
}

/// After an action: edits the channel's tracker to the state the action committed, with no
/// second read (or shows once that the encounter ended, and forgets the tracker).
pub async fn after_action(
    http: &Http,
    data: &Data,
    channel: ChannelId,
    locale: Locale,
    update: TrackerUpdate,
) {
    let (embed, finished) = match update {
        TrackerUpdate::Keep => return,
        TrackerUpdate::Show(embed) => (*embed, false),
        TrackerUpdate::Ended => (final_state(http, data, channel, locale).await, true),
    };
    if let Err(e) = edit(http, data, channel, embed, finished).await {
        tracing::warn!(error = %e, channel = channel.get(), "tracker update failed");
    }
}

/// The tracker as the fight left it, under a closing line, so the table keeps its final
/// state; a plain "the encounter is over" when the old message cannot be read.
async fn final_state(http: &Http, data: &Data, channel: ChannelId, locale: Locale) -> CreateEmbed {
    let closing = plain(locale, "tracker-ended");
    let message = current(http, data, channel).await.ok().flatten();
    let Some(mut last) = message.and_then(|(_, m)| m.embeds.into_iter().next()) else {
        return ended(locale);
    };
    let before = last.description.take().unwrap_or_default();
    let description = embeds::fit_lines(
        locale,
        &[format!("**{closing}**"), before],
        embeds::MAX_DESCRIPTION,
    );
    CreateEmbed::from(last).description(description)
}

fn ended(locale: Locale) -> CreateEmbed {
    embeds::text(
        locale,
        Some(&plain(locale, "tracker-title")),
        &plain(locale, "tracker-ended"),
        embeds::NEUTRAL,
    )
}

/// Edits the channel's tracker to the current state, read afresh (after `/undo`, which
/// restores a state no reply carries); when the encounter is over, shows that once and
/// forgets the tracker. Failures are logged: the action itself succeeded.
pub async fn refresh(
    http: &Http,
    data: &Data,
    guild: i64,
    channel: ChannelId,
    locale: Locale,
    hide_adversary_hp: bool,
) {
    if let Err(e) = try_refresh(http, data, guild, channel, locale, hide_adversary_hp).await {
        tracing::warn!(error = %e, channel = channel.get(), "tracker update failed");
    }
}

async fn try_refresh(
    http: &Http,
    data: &Data,
    guild: i64,
    channel: ChannelId,
    locale: Locale,
    hide_adversary_hp: bool,
) -> Result<()> {
    let channel_id = super::ids::id(channel.get());
    if data.service.tracker(channel_id).await?.is_none() {
        return Ok(());
    }
    let request = Request {
        guild,
        channel: channel_id,
        user: 0,
        user_name: String::new(),
        moderator: false,
        command: request::parse(&["encounter", "show"], &[])?,
        expected_version: None,
        interaction: None,
    };
    let (embed, finished) = match data.service.handle(&request).await {
        Ok(Reply::Game(played)) => {
            let drawn = games::seam(played.ruleset()).and_then(|seam| {
                i18n::markdown(|| seam.tracker(locale, &played, hide_adversary_hp))
            });
            match drawn {
                Some(embed) => (embed, false),
                None => return Ok(()),
            }
        }
        Ok(_) => return Ok(()),
        Err(Error::User(e)) if e.key == "err-no-encounter" => (ended(locale), true),
        Err(e) => return Err(e),
    };
    edit(http, data, channel, embed, finished).await
}

/// Edits the tracker message, if the channel has one; a deleted one, or an ended
/// encounter's, is forgotten.
async fn edit(
    http: &Http,
    data: &Data,
    channel: ChannelId,
    embed: CreateEmbed,
    finished: bool,
) -> Result<()> {
    let channel_id = super::ids::id(channel.get());
    let Some(message) = data.service.tracker(channel_id).await? else {
        return Ok(());
    };
    let Ok(message_id) = u64::try_from(message) else {
        return Ok(());
    };
    let edit = EditMessage::new()
        .embed(embed)
        .allowed_mentions(Outgoing::default().mentions());
    // The pinned copy, once the tracker has moved down, is brought up to date when it moves
    // again and, here, when the encounter ends (not on every action: one request less).
    if finished
        && let Some(pinned) = data.service.pinned_tracker(channel_id).await?
        && pinned != message
    {
        update_pinned(http, data, channel, pinned, edit.clone()).await?;
    }
    let edited = channel
        .edit_message(http, MessageId::new(message_id.max(1)), edit)
        .await;
    // Forget the tracker only if it is still the message tried: a repost may have moved
    // it meanwhile (the old message is then gone, and the new one stays).
    if (edited.is_err() || finished) && data.service.tracker(channel_id).await? == Some(message) {
        data.service.set_tracker(channel_id, None).await?;
    }
    if let Err(e) = edited {
        tracing::info!(error = %e, "tracker message could not be edited; forgotten");
    }
    Ok(())
}
