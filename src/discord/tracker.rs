//! The live tracker: `/encounter show` posts it, and the bot edits it after every action
//! in the channel, so the table always has one current view. The channel's game draws it.

use std::sync::Arc;

use poise::serenity_prelude::{
    ChannelId, CreateActionRow, CreateEmbed, CreateMessage, EditMessage, Http, Message, MessageId,
};

use std::time::{Duration, Instant};

use super::Data;
use super::embeds;
use super::pacing::Decision;
use super::refusal::{self, Failed, tried};
use super::respond::Outgoing;
use crate::error::{Error, Result};
use crate::games::{self, TrackerUpdate};
use crate::i18n::{Locale, plain};
use crate::request;
use crate::table::{Reply, Request};

/// The most of the bot's own messages that may sit below a tracker before it is posted
/// again at the bottom (the bot cannot see players' chat, so only its own count).
pub const MAX_BELOW: u32 = 5;
/// Channels counted at once; past this the counts start over (bounds memory).
const MAX_COUNTED: usize = 10_000;
/// Channels whose tracker is remembered at once; past this the copies start over.
const MAX_SHOWN: usize = 1_000;

/// Something per channel, in memory and bounded: past `LIMIT` channels it starts over
/// (what it holds is a convenience the bot can do without).
struct ChannelMap<V, const LIMIT: usize>(std::sync::Mutex<std::collections::HashMap<u64, V>>);

impl<V, const LIMIT: usize> Default for ChannelMap<V, LIMIT> {
    fn default() -> Self {
        ChannelMap(std::sync::Mutex::default())
    }
}

impl<V, const LIMIT: usize> ChannelMap<V, LIMIT> {
    /// Runs `change` on the channel's entry (made with `V::default()` when missing).
    fn update<T>(&self, channel: ChannelId, change: impl FnOnce(&mut V) -> T) -> Option<T>
    where
        V: Default,
    {
        let mut map = self.0.lock().ok()?;
        if map.len() >= LIMIT && !map.contains_key(&channel.get()) {
            map.clear();
        }
        Some(change(map.entry(channel.get()).or_default()))
    }

    fn read<T>(&self, channel: ChannelId, look: impl FnOnce(&V) -> Option<T>) -> Option<T> {
        self.0.lock().ok()?.get(&channel.get()).and_then(look)
    }

    fn remove(&self, channel: ChannelId) {
        if let Ok(mut map) = self.0.lock() {
            map.remove(&channel.get());
        }
    }
}

/// Tracker work in a channel, one piece at a time: a move, an edit after an action and the
/// closing edit of an encounter never interleave, so the stored tracker, its pinned copy
/// and what the bot remembers of them agree. Only channels with work in hand or waiting
/// hold an entry.
#[derive(Default)]
pub struct Turns(std::sync::Mutex<std::collections::HashMap<u64, Arc<tokio::sync::Mutex<()>>>>);

/// The channel's turn at its tracker, held until dropped.
pub struct Turn<'a> {
    turns: &'a Turns,
    channel: u64,
    held: Option<tokio::sync::OwnedMutexGuard<()>>,
}

impl Turns {
    /// Waits for the channel's tracker to be free (first come, first served).
    pub async fn take(&self, channel: ChannelId) -> Turn<'_> {
        let lock = {
            let mut entries = self.entries();
            if entries.len() >= MAX_COUNTED {
                // Left behind by takers that gave up waiting: nobody holds them.
                entries.retain(|_, lock| Arc::strong_count(lock) > 1);
            }
            Arc::clone(entries.entry(channel.get()).or_default())
        };
        Turn {
            turns: self,
            channel: channel.get(),
            held: Some(lock.lock_owned().await),
        }
    }

    fn entries(
        &self,
    ) -> std::sync::MutexGuard<'_, std::collections::HashMap<u64, Arc<tokio::sync::Mutex<()>>>>
    {
        // The map is only ever changed whole under the lock, so a poisoned one is sound.
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Channels with tracker work in hand or waiting.
    #[cfg(test)]
    fn busy(&self) -> usize {
        self.entries().len()
    }
}

impl Drop for Turn<'_> {
    fn drop(&mut self) {
        let mut entries = self.turns.entries();
        let Some(held) = self.held.take() else {
            return;
        };
        let lock = tokio::sync::OwnedMutexGuard::mutex(&held);
        // The map's handle and this one: nobody else waits, so the entry goes.
        if Arc::strong_count(lock) == 2 {
            entries.remove(&self.channel);
        }
        drop(held);
    }
}

/// The tracker edits asked for in each channel, numbered: an edit that finds a newer one
/// asked for behind it leaves the drawing to that one, so under pressure the edits of a
/// channel collapse into the last state and no queue of stale ones grows.
#[derive(Default)]
pub struct EditTickets(ChannelMap<u64, MAX_COUNTED>);

impl EditTickets {
    /// A number for an edit about to wait for the channel's tracker.
    pub fn issue(&self, channel: ChannelId) -> u64 {
        self.0
            .update(channel, |last| {
                *last += 1;
                *last
            })
            .unwrap_or(0)
    }

    /// Whether an edit asked for after `ticket` will draw a newer state.
    fn superseded(&self, channel: ChannelId, ticket: u64) -> bool {
        self.0
            .read(channel, |last| Some(*last > ticket))
            .unwrap_or(false)
    }
}

/// Per channel, how many of the bot's messages were posted since its tracker.
#[derive(Default)]
pub struct BelowTracker(ChannelMap<u32, MAX_COUNTED>);

impl BelowTracker {
    /// Counts `posted` more messages in `channel`; true when the tracker should move down
    /// (the count then starts over).
    pub fn posted(&self, channel: ChannelId, posted: u32) -> bool {
        self.0
            .update(channel, |count| {
                *count += posted;
                let full = *count > MAX_BELOW;
                if full {
                    *count = 0;
                }
                full
            })
            .unwrap_or(false)
    }

    /// A tracker was just posted: nothing is below it.
    pub fn reset(&self, channel: ChannelId) {
        self.0.remove(channel);
    }
}

/// A tracker as drawn for Discord: its embed, and the controls that outlive one reply
/// ("End action phase", "Next round"), which live on the tracker.
#[derive(Debug, Clone, Default)]
pub struct Drawn {
    pub embed: CreateEmbed,
    pub components: Vec<CreateActionRow>,
}

impl Drawn {
    pub fn new(embed: CreateEmbed, components: Vec<CreateActionRow>) -> Self {
        Drawn { embed, components }
    }

    fn message(&self) -> CreateMessage {
        CreateMessage::new()
            .embed(self.embed.clone())
            .components(self.components.clone())
            .allowed_mentions(Outgoing::default().mentions())
    }

    fn edit(&self) -> EditMessage {
        EditMessage::new()
            .embed(self.embed.clone())
            .components(self.components.clone())
            .allowed_mentions(Outgoing::default().mentions())
    }
}

/// What each channel's tracker message shows, as the bot last posted or edited it, so
/// moving it down needs no read of the old message from Discord. A copy is only used
/// for the message it was made of: anything else is read from Discord as before.
/// The embed is boxed: the map keeps room for more channels than it holds, and an empty
/// slot then costs a pointer, not a whole embed.
#[derive(Default)]
pub struct Shown(ChannelMap<Option<(MessageId, Box<Drawn>)>, MAX_SHOWN>);

impl Shown {
    fn remember(&self, channel: ChannelId, message: MessageId, drawn: Drawn) {
        self.0
            .update(channel, |shown| *shown = Some((message, Box::new(drawn))));
    }

    fn forget(&self, channel: ChannelId) {
        self.0.remove(channel);
    }

    /// The remembered copy of `message`, if it is the one remembered for the channel.
    fn of(&self, channel: ChannelId, message: MessageId) -> Option<Drawn> {
        self.0.read(channel, |shown| {
            shown
                .as_ref()
                .filter(|(id, _)| *id == message)
                .map(|(_, drawn)| Drawn::clone(drawn))
        })
    }
}

/// Channels the bot has learnt something about, in memory: where pinning was refused (it
/// is tried once, not on every encounter) and where the bot may not post (the tracker
/// then rides along in the replies, which need no permission).
#[derive(Default)]
pub struct Places {
    pin_refused: ChannelSet,
    cannot_post: ChannelSet,
    /// Where Discord refused an edit of the tracker for want of access or permission:
    /// until an `/encounter show` posts a tracker again, the replies carry it, and no
    /// refused edit is asked again.
    edits_refused: ChannelSet,
}

impl Places {
    /// Whether the replies carry the tracker here: the bot may not post, or may not edit
    /// its tracker.
    pub fn cannot_post(&self, channel: ChannelId) -> bool {
        self.cannot_post.contains(channel) || self.edits_refused.contains(channel)
    }

    /// What Discord said of the bot's permissions with an interaction.
    pub fn learn_can_post(&self, channel: ChannelId, can_post: bool) {
        self.cannot_post.set(channel, !can_post);
    }
}

/// A bounded set of channels.
#[derive(Default)]
struct ChannelSet(ChannelMap<(), MAX_COUNTED>);

impl ChannelSet {
    fn contains(&self, channel: ChannelId) -> bool {
        self.0.read(channel, |_| Some(())).is_some()
    }

    fn set(&self, channel: ChannelId, on: bool) {
        if on {
            self.0.update(channel, |_| ());
        } else {
            self.0.remove(channel);
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
    _turn: &Turn<'_>,
    channel: ChannelId,
    drawn: Drawn,
) -> RepostResult<bool> {
    if data.tracker_places.cannot_post.contains(channel) {
        return Ok(false);
    }
    let channel_id = super::ids::id(channel.get());
    let before = data.service.tracker(channel_id).await?;
    // The new tracker shows the state as it stands.
    data.tracker_pacing.forget(channel);
    data.budget.take().await;
    let posted = match channel
        .send_message(http, drawn.message())
        .await
        .map(|m| m.id)
    {
        Ok(posted) => posted,
        Err(e) if forbidden(&e) => {
            data.tracker_places.cannot_post.set(channel, true);
            return Ok(false);
        }
        Err(e) => return Err(e.into()),
    };
    data.tracker_places.cannot_post.set(channel, false);
    data.tracker_places.edits_refused.set(channel, false);
    data.below_tracker.reset(channel);
    data.tracker_shown.remember(channel, posted, drawn);
    data.service
        .set_tracker(channel_id, Some(super::ids::id(posted.get())))
        .await?;
    // One live tracker: the one it replaces goes, unless it is the pinned copy.
    let pinned = data.service.pinned_tracker(channel_id).await?;
    if let Some(old) = before.filter(|old| Some(*old) != pinned)
        && let Some(old) = u64::try_from(old).ok().filter(|m| *m > 0)
        && old != posted.get()
        && let Err(e) = {
            data.budget.take().await;
            channel.delete_message(http, MessageId::new(old)).await
        }
    {
        tracing::info!(error = %e, "the replaced tracker message could not be deleted");
    }
    if pinned.is_none() && !data.tracker_places.pin_refused.contains(channel) {
        data.budget.take().await;
        match data.pinner.pin(http, channel, posted).await {
            Ok(()) => {
                data.service
                    .set_pinned_tracker(channel_id, Some(super::ids::id(posted.get())))
                    .await?;
            }
            Err(e) => {
                tracing::info!(error = %e, channel = channel.get(), "tracker not pinned");
                if matches!(e, super::pins::PinFailed::Forbidden) {
                    data.tracker_places.pin_refused.set(channel, true);
                }
            }
        }
    }
    Ok(true)
}

/// Posts the channel's tracker again at the bottom, at the latest state (one waiting to
/// be shown, or as it stands), and deletes the old message; best effort (the old one is
/// kept when the new one cannot be posted). The pinned one is never deleted: it stays
/// pinned and is brought up to date here.
pub async fn repost(http: &Http, data: &Data, turn: &Turn<'_>, channel: ChannelId) {
    let latest = data.tracker_pacing.take_latest(channel);
    repost_showing(http, data, turn, channel, latest).await;
}

/// The move down, showing `latest` when an action drew a state the tracker does not show
/// yet.
pub async fn repost_showing(
    http: &Http,
    data: &Data,
    _turn: &Turn<'_>,
    channel: ChannelId,
    latest: Option<Drawn>,
) {
    if let Err(e) = try_repost(http, data, channel, latest).await {
        tracing::info!(error = %e, channel = channel.get(), "tracker not reposted");
    }
}

/// Discord's and the store's failures alike end in one log line.
type RepostResult<T = ()> = std::result::Result<T, Box<dyn std::error::Error + Send + Sync>>;

async fn try_repost(
    http: &Http,
    data: &Data,
    channel: ChannelId,
    latest: Option<Drawn>,
) -> RepostResult {
    let channel_id = super::ids::id(channel.get());
    let Some((old, shown)) = current(http, data, channel).await? else {
        return Ok(());
    };
    let drawn = latest.unwrap_or(shown);
    data.budget.take().await;
    let posted = match channel.send_message(http, drawn.message()).await {
        Ok(posted) => posted.id,
        Err(e) => {
            if forbidden(&e) {
                data.tracker_places.cannot_post.set(channel, true);
            }
            return Err(e.into());
        }
    };
    data.tracker_shown.remember(channel, posted, drawn.clone());
    // The count started over when this move was decided; replies sent meanwhile count.
    data.service
        .set_tracker(channel_id, Some(super::ids::id(posted.get())))
        .await?;
    let pinned = data.service.pinned_tracker(channel_id).await?;
    if pinned == Some(super::ids::id(old.get())) {
        // The pinned tracker stays where it is, showing this same state.
        return Ok(());
    }
    data.budget.take().await;
    if let Err(e) = channel.delete_message(http, old).await {
        tracing::info!(error = %e, "the old tracker message could not be deleted");
    }
    if let Some(pinned) = pinned
        && data.tracker_pacing.pinned_due(channel, Instant::now())
    {
        // The pinned copy shows the state, not the controls: those live on the one in view.
        let copy = Drawn::new(drawn.embed, Vec::new());
        update_pinned(http, data, channel, pinned, copy.edit()).await?;
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
    let pinned_message = MessageId::new(pinned_id.max(1));
    let edited = tried(Instant::now() + EDIT_TRIED_FOR, || {
        let edit = edit.clone();
        async move {
            data.budget.take().await;
            channel.edit_message(http, pinned_message, edit).await
        }
    })
    .await;
    if let Err(e) = edited {
        let gone = refusal::of(&e) == Failed::Gone;
        tracing::info!(error = %e, gone, "the pinned tracker could not be edited");
        if gone {
            data.service
                .set_pinned_tracker(super::ids::id(channel.get()), None)
                .await?;
        }
    }
    Ok(())
}

/// The channel's tracker message, with its id and its embeds: the copy the bot keeps of
/// what it last showed there, or else as Discord shows it now; `None` when the channel
/// has none.
async fn current(
    http: &Http,
    data: &Data,
    channel: ChannelId,
) -> RepostResult<Option<(MessageId, Drawn)>> {
    let stored = data.service.tracker(super::ids::id(channel.get())).await?;
    let Some(id) = stored
        .and_then(|m| u64::try_from(m).ok())
        .filter(|m| *m > 0)
    else {
        return Ok(None);
    };
    let id = MessageId::new(id);
    if let Some(drawn) = data.tracker_shown.of(channel, id) {
        return Ok(Some((id, drawn)));
    }
    // Read back from Discord: its controls are drawn again by the next action.
    data.budget.take().await;
    let message: Message = channel.message(http, id).await?;
    let embed = message
        .embeds
        .into_iter()
        .next()
        .map(CreateEmbed::from)
        .unwrap_or_default();
    Ok(Some((id, Drawn::new(embed, Vec::new()))))
}

/// The controls an action leaves on the tracker: drawn, and the lines they stand for.
pub struct Lasting {
    pub rows: Vec<CreateActionRow>,
    pub lines: Vec<String>,
}

/// After an action: edits the channel's tracker to the state the action committed, with no
/// second read, now or once a busy channel goes quiet (or shows once that the encounter
/// ended, and forgets the tracker).
#[allow(clippy::too_many_arguments)] // one call per action path, each naming its parts
pub async fn after_action(
    http: &Http,
    data: &Data,
    (_turn, ticket): (&Turn<'_>, u64),
    (guild, channel): (i64, ChannelId),
    locale: Locale,
    update: TrackerUpdate,
    lasting: Lasting,
) {
    let shows = matches!(update, TrackerUpdate::Show(_));
    if shows && data.tracker_edit_tickets.superseded(channel, ticket) {
        // A later action's edit waits behind this one and draws a newer state.
        return;
    }
    let (drawn, finished) = match update {
        TrackerUpdate::Keep => return,
        TrackerUpdate::Show(view) => (
            Drawn::new(super::draw::tracker(locale, &view), lasting.rows),
            false,
        ),
        // The game drew the final state; or the tracker keeps its last view and says
        // it froze.
        TrackerUpdate::Ended(Some(view)) => (
            Drawn::new(super::draw::tracker(locale, &view), Vec::new()),
            true,
        ),
        TrackerUpdate::Ended(None) => (
            Drawn::new(final_state(http, data, channel, locale).await, Vec::new()),
            true,
        ),
    };
    if finished {
        data.tracker_pacing.forget(channel);
    } else if data.tracker_pacing.after_action(
        channel,
        guild,
        &drawn,
        &lasting.lines,
        Instant::now(),
    ) == Decision::Waits
    {
        return;
    }
    if let Err(e) = edit(http, data, channel, drawn, finished).await {
        tracing::warn!(error = %e, channel = channel.get(), "tracker update failed");
    }
}

/// Shows a state that waited for a busy channel to go quiet.
pub async fn edit_waiting(
    http: &Http,
    data: &Data,
    _turn: &Turn<'_>,
    channel: ChannelId,
    drawn: Drawn,
) {
    if let Err(e) = edit(http, data, channel, drawn, false).await {
        tracing::warn!(error = %e, channel = channel.get(), "tracker update failed");
    }
}

/// The tracker as the fight left it, under a closing line, so the table keeps its final
/// state; a plain "the encounter is over" when the old message cannot be read.
async fn final_state(http: &Http, data: &Data, channel: ChannelId, locale: Locale) -> CreateEmbed {
    // Says plainly that this is the last view, not the final state.
    let closing = plain(locale, "tracker-frozen");
    let message = current(http, data, channel).await.ok().flatten();
    let Some(last) = message.map(|(_, drawn)| drawn.embed) else {
        return ended(locale);
    };
    let before = embeds::description_of(&last).unwrap_or_default();
    let description = embeds::fit_lines(
        locale,
        &[format!("**{closing}**"), before],
        embeds::MAX_DESCRIPTION,
    );
    last.description(description)
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
    _turn: &Turn<'_>,
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
    // Drawn afresh from the store: nothing that waited is newer.
    data.tracker_pacing.forget(channel);
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
        click: None,
        interaction: None,
        due: None,
    };
    let (drawn, finished) = match data.service.handle(&request).await {
        Ok(Reply::Game(played)) => {
            let view = games::seam(played.ruleset())
                .and_then(|seam| seam.tracker(locale, &played, hide_adversary_hp));
            match view {
                Some(view) => (
                    Drawn::new(
                        super::draw::tracker(locale, &view),
                        super::buttons::render(locale, &played.controls, played.version),
                    ),
                    false,
                ),
                None => return Ok(()),
            }
        }
        Ok(_) => return Ok(()),
        Err(Error::User(e)) if e.key == "err-no-encounter" => {
            (Drawn::new(ended(locale), Vec::new()), true)
        }
        Err(e) => return Err(e),
    };
    edit(http, data, channel, drawn, finished).await
}

/// Edits the tracker message, if the channel has one; a deleted one, or an ended
/// encounter's, is forgotten.
async fn edit(
    http: &Http,
    data: &Data,
    channel: ChannelId,
    drawn: Drawn,
    finished: bool,
) -> Result<()> {
    let channel_id = super::ids::id(channel.get());
    let Some(message) = data.service.tracker(channel_id).await? else {
        return Ok(());
    };
    let Ok(message_id) = u64::try_from(message) else {
        return Ok(());
    };
    let edit = drawn.edit();
    // The pinned copy, once the tracker has moved down, is brought up to date when it moves
    // again and, here, when the encounter ends (not on every action: one request less).
    if finished
        && let Some(pinned) = data.service.pinned_tracker(channel_id).await?
        && pinned != message
    {
        update_pinned(http, data, channel, pinned, edit.clone()).await?;
    }
    let message_id = MessageId::new(message_id.max(1));
    // A 429 or a server error is tried again, waiting longer each time.
    let edited = tried(Instant::now() + EDIT_TRIED_FOR, || {
        let edit = edit.clone();
        async move {
            data.budget.take().await;
            channel.edit_message(http, message_id, edit).await
        }
    })
    .await;
    let failed = edited.as_ref().err().map(refusal::of);
    if edited.is_ok() && !finished {
        data.tracker_shown.remember(channel, message_id, drawn);
    } else {
        data.tracker_shown.forget(channel);
    }
    // Forget the tracker only when Discord says it is gone, and only if it is still the
    // message tried: a repost may have moved it meanwhile (the old message is then gone,
    // and the new one stays).
    let gone = failed == Some(Failed::Gone);
    if (gone || finished) && data.service.tracker(channel_id).await? == Some(message) {
        data.service.set_tracker(channel_id, None).await?;
    }
    // No access: asking again would only be refused again (and refusals count toward
    // Cloudflare's ban), so the replies carry the tracker until the bot may post again.
    if failed == Some(Failed::Forbidden) {
        data.tracker_places.edits_refused.set(channel, true);
    }
    if let Err(e) = edited {
        tracing::info!(error = %e, gone, "tracker message could not be edited");
    }
    Ok(())
}

/// How long one tracker edit is tried again before the next action's edit takes over.
const EDIT_TRIED_FOR: Duration = Duration::from_secs(8);

#[cfg(test)]
mod tests {
    use super::*;

    /// A second taker in the same channel waits for the first; another channel does not,
    /// and a channel with nothing in hand keeps no entry.
    #[tokio::test]
    async fn turns_take_one_channel_at_a_time() {
        let turns = Turns::default();
        let here = ChannelId::new(7);
        let first = turns.take(here).await;
        let elsewhere = tokio::time::timeout(
            std::time::Duration::from_secs(5),
            turns.take(ChannelId::new(8)),
        )
        .await;
        assert!(elsewhere.is_ok(), "another channel is not held up");
        drop(elsewhere);
        let second = turns.take(here);
        tokio::pin!(second);
        assert!(
            poll_once(second.as_mut()).await.is_none(),
            "the same channel waits"
        );
        assert_eq!(turns.busy(), 1, "the waiter keeps the entry");
        drop(first);
        let second = second.await;
        assert_eq!(turns.busy(), 1);
        drop(second);
        assert_eq!(turns.busy(), 0, "nothing in hand, nothing kept");
    }

    /// Polls a future once: its output if it was ready.
    async fn poll_once<F: std::future::Future + Unpin>(mut future: F) -> Option<F::Output> {
        std::future::poll_fn(|cx| {
            std::task::Poll::Ready(match std::pin::Pin::new(&mut future).poll(cx) {
                std::task::Poll::Ready(out) => Some(out),
                std::task::Poll::Pending => None,
            })
        })
        .await
    }
}
