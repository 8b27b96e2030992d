//! What the bot remembers of each channel's tracker, in memory and bounded: whose turn it
//! is to work on it, how far it has been pushed up, what it shows, and where Discord
//! refused it something.

use std::sync::Arc;

use poise::serenity_prelude::{
    ChannelId, CreateActionRow, CreateEmbed, CreateMessage, EditMessage, MessageId,
};

use super::super::respond::Outgoing;

/// The most of the bot's own messages that may sit below a tracker before it is posted
/// again at the bottom (the bot cannot see players' chat, so only its own count).
pub const MAX_BELOW: u32 = 5;
/// Channels counted at once; past this the counts start over (bounds memory).
const MAX_COUNTED: usize = 10_000;
/// Channels whose tracker is remembered at once; past this the copies start over.
const MAX_SHOWN: usize = 1_000;

/// Something per channel, in memory and bounded: past `LIMIT` channels it starts over
/// (what it holds is a convenience the bot can do without).
pub(super) struct ChannelMap<V, const LIMIT: usize>(
    std::sync::Mutex<std::collections::HashMap<u64, V>>,
);

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
    pub(super) fn superseded(&self, channel: ChannelId, ticket: u64) -> bool {
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

    pub(super) fn message(&self) -> CreateMessage {
        CreateMessage::new()
            .embed(self.embed.clone())
            .components(self.components.clone())
            .allowed_mentions(Outgoing::default().mentions())
    }

    pub(super) fn edit(&self) -> EditMessage {
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
    pub(super) fn remember(&self, channel: ChannelId, message: MessageId, drawn: Drawn) {
        self.0
            .update(channel, |shown| *shown = Some((message, Box::new(drawn))));
    }

    pub(super) fn forget(&self, channel: ChannelId) {
        self.0.remove(channel);
    }

    /// The remembered copy of `message`, if it is the one remembered for the channel.
    pub(super) fn of(&self, channel: ChannelId, message: MessageId) -> Option<Drawn> {
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
    pub(super) pin_refused: ChannelSet,
    pub(super) cannot_post: ChannelSet,
    /// Where Discord refused an edit of the tracker for want of access or permission:
    /// until an `/encounter show` posts a tracker again, the replies carry it, and no
    /// refused edit is asked again.
    pub(super) edits_refused: ChannelSet,
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
pub(super) struct ChannelSet(ChannelMap<(), MAX_COUNTED>);

impl ChannelSet {
    pub(super) fn contains(&self, channel: ChannelId) -> bool {
        self.0.read(channel, |_| Some(())).is_some()
    }

    pub(super) fn set(&self, channel: ChannelId, on: bool) {
        if on {
            self.0.update(channel, |_| ());
        } else {
            self.0.remove(channel);
        }
    }
}

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
