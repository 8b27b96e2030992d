//! How closely the tracker follows a busy channel. Every action's reply already carries
//! what matters at once (the outcome, whose turn it is, who is next), so the tracker need
//! not be edited after each action: where actions come quickly, its edit waits until the
//! table pauses (a quarter longer than its own pace, within the quiet wait; or at most
//! `longest`), and then shows the last state once, moving the tracker down in the same
//! stroke when it is due. A change of the
//! tracker's controls, the end of an encounter, an undo and `/encounter show` draw at
//! once. This is what keeps a busy table within one token's budget on Discord's bot
//! routes: each edit is a bot-route request, each reply is not.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use poise::serenity_prelude::{ChannelId, Http};

use super::Data;
use super::tracker::{self, Drawn};
use crate::store::leases::{Leases, shard_of};

/// How lazily a busy channel's tracker is edited.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pace {
    /// An action within this long of the channel's previous one leaves the tracker's edit
    /// waiting until the channel has been quiet this long. Zero: every action edits it.
    pub quiet: Duration,
    /// The longest a waiting edit waits in a channel that never goes quiet.
    pub longest: Duration,
}

impl Pace {
    /// The tracker is edited after every action.
    pub const EVERY_ACTION: Pace = Pace {
        quiet: Duration::ZERO,
        longest: Duration::ZERO,
    };

    /// A channel with an action every five seconds or faster waits; one at a slower pace
    /// sees each action on its tracker at once.
    pub const DEFAULT: Pace = Pace {
        quiet: Duration::from_secs(6),
        longest: Duration::from_secs(30),
    };

    fn paced(self) -> bool {
        !self.quiet.is_zero()
    }

    /// How often waiting edits are looked over.
    pub fn scan(self) -> Duration {
        (self.quiet / 8).clamp(Duration::from_millis(50), Duration::from_millis(250))
    }
}

/// Channels followed at once; a channel past this is edited after every action.
const MAX_FOLLOWED: usize = 10_000;

/// How often, at most, a move down in a paced channel edits the pinned copy.
const PINNED_EVERY: Duration = Duration::from_secs(120);

/// What a channel's tracker waits to show.
struct Waiting {
    /// The last state an action drew (none when only a move is due).
    drawn: Option<Drawn>,
    /// The move down that is due with it.
    moves: bool,
    /// Since when something waits, for `Pace::longest`.
    since: Instant,
    /// Whose shard the channel is on: another process that took the shard over draws it.
    guild: i64,
    /// A flush was started for it.
    claimed: bool,
}

#[derive(Default)]
struct Followed {
    last_action: Option<Instant>,
    /// The time between the channel's last two actions, when they came within the quiet
    /// wait: a table that acts every few seconds has paused once it lets a little more than
    /// that go by.
    gap: Option<Duration>,
    /// When a move down last brought the pinned copy up to date.
    pinned_shown: Option<Instant>,
    /// The lines of the controls the tracker shows, when known.
    lines_shown: Option<Vec<String>>,
    waiting: Option<Waiting>,
}

/// Whether the tracker is drawn now or waits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    Now,
    Waits,
}

/// The channels whose tracker edits wait, in memory: a process that stops or loses a shard
/// leaves its waiting edits to the next action there.
pub struct Pacing {
    pace: Pace,
    channels: Mutex<HashMap<u64, Followed>>,
}

impl Pacing {
    pub fn new(pace: Pace) -> Self {
        Pacing {
            pace,
            channels: Mutex::default(),
        }
    }

    pub fn pace(&self) -> Pace {
        self.pace
    }

    fn channels(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Followed>> {
        // Every change is whole under the lock, so a poisoned map is sound.
        self.channels.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// An action drew `drawn` for the tracker, whose controls are `lines`: draw it now, or
    /// leave it waiting as the channel's latest state. Called with the channel's tracker
    /// turn held.
    pub fn after_action(
        &self,
        channel: ChannelId,
        guild: i64,
        drawn: &Drawn,
        lines: &[String],
        now: Instant,
    ) -> Decision {
        if !self.pace.paced() {
            return Decision::Now;
        }
        let mut channels = self.channels();
        if channels.len() >= MAX_FOLLOWED && !channels.contains_key(&channel.get()) {
            return Decision::Now;
        }
        let followed = channels.entry(channel.get()).or_insert_with(|| Followed {
            // The pinned copy was drawn with the tracker in view, whose state this follows.
            pinned_shown: Some(now),
            ..Followed::default()
        });
        let gap = followed
            .last_action
            .map(|last| now.saturating_duration_since(last))
            .filter(|gap| *gap < self.pace.quiet);
        let busy = gap.is_some();
        followed.gap = gap;
        followed.last_action = Some(now);
        // New or retired controls are never left waiting: a click needs them in view.
        let same_controls = followed.lines_shown.as_deref() == Some(lines);
        if busy && same_controls {
            let waiting = followed.waiting.get_or_insert(Waiting {
                drawn: None,
                moves: false,
                since: now,
                guild,
                claimed: false,
            });
            waiting.drawn = Some(drawn.clone());
            waiting.guild = guild;
            return Decision::Waits;
        }
        // Drawn now: what waited is older than this (a move that waited still moves).
        followed.lines_shown = Some(lines.to_vec());
        match followed.waiting.as_mut() {
            Some(waiting) if waiting.moves => waiting.drawn = None,
            _ => followed.waiting = None,
        }
        Decision::Now
    }

    /// The tracker is due to move down: true when the move waits for the channel's next
    /// drawing (the channel is busy), false when it is to be done now.
    pub fn move_waits(&self, channel: ChannelId, guild: i64, now: Instant) -> bool {
        if !self.pace.paced() {
            return false;
        }
        let mut channels = self.channels();
        let Some(followed) = channels.get_mut(&channel.get()) else {
            return false;
        };
        let busy = followed.waiting.is_some()
            || followed
                .last_action
                .is_some_and(|last| now.saturating_duration_since(last) < self.pace.quiet);
        if !busy {
            return false;
        }
        let waiting = followed.waiting.get_or_insert(Waiting {
            drawn: None,
            moves: true,
            since: now,
            guild,
            claimed: false,
        });
        waiting.moves = true;
        true
    }

    /// The latest state waiting for the channel's tracker, taken: whoever draws the tracker
    /// next shows it. Called with the channel's tracker turn held.
    pub fn take_latest(&self, channel: ChannelId) -> Option<Drawn> {
        let mut channels = self.channels();
        let followed = channels.get_mut(&channel.get())?;
        let waiting = followed.waiting.take()?;
        waiting.drawn
    }

    /// The tracker was drawn afresh (shown, refreshed, or the encounter ended): nothing
    /// that waited is worth showing, and its controls are not known here.
    pub fn forget(&self, channel: ChannelId) {
        self.channels().remove(&channel.get());
    }

    /// Whether a move down brings the pinned copy up to date too: always at the pace of
    /// every action; in a paced channel at most once every `PINNED_EVERY` (the copy in view
    /// is the live one; the pinned one is for finding it).
    pub fn pinned_due(&self, channel: ChannelId, now: Instant) -> bool {
        if !self.pace.paced() {
            return true;
        }
        let mut channels = self.channels();
        let Some(followed) = channels.get_mut(&channel.get()) else {
            return true;
        };
        let due = followed
            .pinned_shown
            .is_none_or(|shown| now.saturating_duration_since(shown) >= PINNED_EVERY);
        if due {
            followed.pinned_shown = Some(now);
        }
        due
    }

    /// Channels whose waiting edit is due, claimed for a flush; quiet channels with nothing
    /// waiting are let go.
    fn due(&self, now: Instant, everything: bool) -> Vec<(ChannelId, i64)> {
        let pace = self.pace;
        let mut channels = self.channels();
        channels.retain(|_, followed| {
            followed.waiting.is_some()
                || followed
                    .last_action
                    .is_some_and(|last| now.saturating_duration_since(last) < pace.quiet)
        });
        let mut due = Vec::new();
        for (channel, followed) in channels.iter_mut() {
            let quiet_since = followed.last_action.unwrap_or(now);
            // A quarter more than the table's own pace, and at least half the quiet wait.
            let paused_after = followed.gap.map_or(pace.quiet, |gap| {
                (gap + gap / 4).clamp(pace.quiet / 2, pace.quiet)
            });
            let Some(waiting) = followed.waiting.as_mut().filter(|w| !w.claimed) else {
                continue;
            };
            if everything
                || now.saturating_duration_since(quiet_since) >= paused_after
                || now.saturating_duration_since(waiting.since) >= longest_for(pace, *channel)
            {
                waiting.claimed = true;
                due.push((
                    quiet_since,
                    ChannelId::new((*channel).max(1)),
                    waiting.guild,
                ));
            }
        }
        // The longest quiet first: under a spent budget, flushes are served in this order.
        due.sort_unstable_by_key(|(quiet_since, _, _)| *quiet_since);
        due.into_iter()
            .map(|(_, channel, guild)| (channel, guild))
            .collect()
    }

    /// Takes what waits for the channel, if it is still claimed (an action may have drawn
    /// it meanwhile). Called with the channel's tracker turn held.
    fn take_claimed(&self, channel: ChannelId) -> Option<Waiting> {
        let mut channels = self.channels();
        let followed = channels.get_mut(&channel.get())?;
        if !followed.waiting.as_ref().is_some_and(|w| w.claimed) {
            return None;
        }
        followed.waiting.take()
    }

    #[cfg(test)]
    fn followed(&self) -> usize {
        self.channels().len()
    }
}

/// The longest wait in one channel: up to a quarter shorter than `Pace::longest`, set by the
/// channel's id, so channels that got busy together are not all drawn in the same second.
fn longest_for(pace: Pace, channel: u64) -> Duration {
    let spread = (channel ^ (channel >> 22)) % 16;
    pace.longest - pace.longest / 4 * u32::try_from(spread).unwrap_or(0) / 16
}

/// Starts the flush: every `Pace::scan`, the waiting edits that are due are drawn.
pub fn spawn(http: Arc<Http>, data: Arc<Data>, leases: Option<Arc<Leases>>) {
    let pace = data.tracker_pacing.pace();
    if !pace.paced() {
        return;
    }
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(pace.scan());
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
        loop {
            ticks.tick().await;
            for (channel, guild) in data.tracker_pacing.due(Instant::now(), false) {
                let (http, data, leases) = (http.clone(), data.clone(), leases.clone());
                tokio::spawn(async move {
                    flush(&http, &data, leases.as_deref(), channel, guild).await;
                });
            }
        }
    });
}

/// Draws every waiting edit now (at shutdown, so each tracker is left at its last state),
/// one after another: the token's budget paces them anyway.
pub async fn flush_all(http: &Http, data: &Data, leases: Option<&Leases>) {
    for (channel, guild) in data.tracker_pacing.due(Instant::now(), true) {
        flush(http, data, leases, channel, guild).await;
    }
}

async fn flush(http: &Http, data: &Data, leases: Option<&Leases>, channel: ChannelId, guild: i64) {
    let turn = data.tracker_turns.take(channel).await;
    let Some(waiting) = data.tracker_pacing.take_claimed(channel) else {
        return;
    };
    // Another process serves the channel now and draws its tracker itself.
    if let Some(leases) = leases
        && !leases.fresh(shard_of(guild, leases.shard_count()))
    {
        return;
    }
    if waiting.moves {
        tracker::repost_showing(http, data, &turn, channel, waiting.drawn).await;
    } else if let Some(drawn) = waiting.drawn {
        tracker::edit_waiting(http, data, &turn, channel, drawn).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const QUICK: Pace = Pace {
        quiet: Duration::from_secs(6),
        longest: Duration::from_secs(30),
    };

    fn lines(names: &[&str]) -> Vec<String> {
        names.iter().map(|n| (*n).to_owned()).collect()
    }

    fn drawn(title: &str) -> Drawn {
        Drawn::new(
            poise::serenity_prelude::CreateEmbed::new().title(title),
            Vec::new(),
        )
    }

    const HERE: ChannelId = ChannelId::new(7);

    #[test]
    fn every_action_is_drawn_at_once_unless_paced() {
        let pacing = Pacing::new(Pace::EVERY_ACTION);
        let now = Instant::now();
        for step in 0..3 {
            let at = now + Duration::from_millis(step * 100);
            let decision = pacing.after_action(HERE, 1, &drawn("a"), &[], at);
            assert_eq!(decision, Decision::Now);
        }
        assert!(!pacing.move_waits(HERE, 1, now));
        assert!(pacing.due(now + Duration::from_secs(60), true).is_empty());
    }

    #[test]
    fn a_busy_channel_waits_and_shows_its_last_state_once_quiet() {
        let pacing = Pacing::new(QUICK);
        let t0 = Instant::now();
        let none = lines(&[]);
        // The first action after a quiet spell is drawn at once.
        assert_eq!(
            pacing.after_action(HERE, 1, &drawn("1"), &none, t0),
            Decision::Now
        );
        let t1 = t0 + Duration::from_secs(5);
        assert_eq!(
            pacing.after_action(HERE, 1, &drawn("2"), &none, t1),
            Decision::Waits
        );
        let t2 = t1 + Duration::from_secs(2);
        assert_eq!(
            pacing.after_action(HERE, 1, &drawn("3"), &none, t2),
            Decision::Waits
        );
        // Two seconds apart: a pause is half the quiet wait, 3 s (a quarter more than the
        // table's pace would be shorter).
        assert!(
            pacing
                .due(t2 + Duration::from_millis(2_900), false)
                .is_empty()
        );
        let due = pacing.due(t2 + Duration::from_secs(3), false);
        assert_eq!(due, vec![(HERE, 1)]);
        // Claimed once: the next scan does not start a second flush.
        assert!(pacing.due(t2 + QUICK.quiet, false).is_empty());
        let waiting = pacing.take_claimed(HERE).map(|w| w.drawn);
        let title = waiting.flatten().and_then(|d| {
            serde_json::to_value(&d.embed)
                .ok()
                .and_then(|v| v["title"].as_str().map(str::to_owned))
        });
        assert_eq!(title.as_deref(), Some("3"), "the last state is shown");
    }

    #[test]
    fn a_channel_that_never_goes_quiet_is_drawn_after_the_longest_wait() {
        let pacing = Pacing::new(QUICK);
        let t0 = Instant::now();
        pacing.after_action(HERE, 1, &drawn("0"), &[], t0);
        // An action every 3 s for 90 s: nothing is drawn at once, and what waits is drawn
        // once per longest wait, which for this channel is 26.7 s (waiting since 3 s: due
        // at 29.7 s, seen at the action of 30 s; again since 33 s, and since 63 s).
        let mut drawn_now = 0;
        let mut flushed_at = Vec::new();
        for step in 1..=30 {
            let at = t0 + Duration::from_secs(step * 3);
            if pacing.after_action(HERE, 1, &drawn("n"), &[], at) == Decision::Now {
                drawn_now += 1;
            }
            if !pacing.due(at, false).is_empty() && pacing.take_claimed(HERE).is_some() {
                flushed_at.push(step * 3);
            }
        }
        assert_eq!(drawn_now, 0, "nothing at once in a busy channel");
        assert_eq!(longest_for(QUICK, HERE.get()).as_millis(), 26_718);
        assert_eq!(flushed_at, vec![30, 60, 90]);
    }

    #[test]
    fn a_pause_is_measured_against_the_tables_own_pace() {
        let pacing = Pacing::new(QUICK);
        let t0 = Instant::now();
        for (gap_ms, pause_ms) in [(5_000, 6_000), (4_000, 5_000), (400, 3_000)] {
            pacing.forget(HERE);
            pacing.after_action(HERE, 1, &drawn("a"), &[], t0);
            let last = t0 + Duration::from_millis(gap_ms);
            assert_eq!(
                pacing.after_action(HERE, 1, &drawn("b"), &[], last),
                Decision::Waits
            );
            let just_before = last + Duration::from_millis(pause_ms - 10);
            assert!(
                pacing.due(just_before, false).is_empty(),
                "{gap_ms} ms apart"
            );
            let paused = last + Duration::from_millis(pause_ms);
            assert_eq!(pacing.due(paused, false).len(), 1, "{gap_ms} ms apart");
        }
    }

    #[test]
    fn a_paced_move_edits_the_pinned_copy_now_and_then() {
        let t0 = Instant::now();
        assert!(Pacing::new(Pace::EVERY_ACTION).pinned_due(HERE, t0));
        let pacing = Pacing::new(QUICK);
        assert!(pacing.pinned_due(HERE, t0), "a channel not followed");
        // Followed from its first action, when the pinned copy showed the same fight.
        pacing.after_action(HERE, 1, &drawn("a"), &[], t0);
        assert!(!pacing.pinned_due(HERE, t0 + Duration::from_secs(60)));
        assert!(pacing.pinned_due(HERE, t0 + PINNED_EVERY));
        assert!(!pacing.pinned_due(HERE, t0 + PINNED_EVERY + Duration::from_secs(1)));
    }

    #[test]
    fn channels_that_got_busy_together_are_drawn_apart() {
        let waits: std::collections::BTreeSet<Duration> =
            (0..64).map(|channel| longest_for(QUICK, channel)).collect();
        assert!(waits.len() >= 8, "{waits:?}");
        assert!(
            waits
                .iter()
                .all(|w| *w <= QUICK.longest && *w >= QUICK.longest * 3 / 4)
        );
    }

    #[test]
    fn changed_controls_are_drawn_at_once_even_when_busy() {
        let pacing = Pacing::new(QUICK);
        let t0 = Instant::now();
        let next = lines(&["encounter next-round"]);
        pacing.after_action(HERE, 1, &drawn("0"), &[], t0);
        let t1 = t0 + Duration::from_secs(1);
        assert_eq!(
            pacing.after_action(HERE, 1, &drawn("1"), &[], t1),
            Decision::Waits
        );
        let t2 = t1 + Duration::from_secs(1);
        assert_eq!(
            pacing.after_action(HERE, 1, &drawn("2"), &next, t2),
            Decision::Now
        );
        // What waited is older than what was drawn: nothing is left to flush.
        assert!(pacing.due(t2, true).is_empty());
        let t3 = t2 + Duration::from_secs(1);
        assert_eq!(
            pacing.after_action(HERE, 1, &drawn("3"), &next, t3),
            Decision::Waits
        );
    }

    #[test]
    fn a_move_waits_in_a_busy_channel_and_takes_the_latest_state_along() {
        let pacing = Pacing::new(QUICK);
        let t0 = Instant::now();
        assert!(
            !pacing.move_waits(HERE, 1, t0),
            "an unknown channel moves now"
        );
        pacing.after_action(HERE, 1, &drawn("0"), &[], t0);
        let t1 = t0 + Duration::from_secs(1);
        pacing.after_action(HERE, 1, &drawn("1"), &[], t1);
        assert!(pacing.move_waits(HERE, 1, t1));
        let due = pacing.due(t1 + QUICK.quiet, false);
        assert_eq!(due.len(), 1);
        let waiting = pacing.take_claimed(HERE);
        assert!(
            waiting
                .as_ref()
                .is_some_and(|w| w.moves && w.drawn.is_some())
        );
        // Quiet and nothing waiting: the next move is done at once.
        let later = t1 + QUICK.quiet * 2;
        assert!(!pacing.move_waits(HERE, 1, later));
    }

    #[test]
    fn quiet_channels_are_let_go_and_the_map_is_bounded() {
        let pacing = Pacing::new(QUICK);
        let t0 = Instant::now();
        for channel in 1..=(MAX_FOLLOWED as u64 + 5) {
            pacing.after_action(ChannelId::new(channel), 1, &drawn("x"), &[], t0);
        }
        assert_eq!(pacing.followed(), MAX_FOLLOWED);
        // Past the bound a channel is drawn at once, never left waiting untracked.
        let extra = ChannelId::new(MAX_FOLLOWED as u64 + 100);
        let t1 = t0 + Duration::from_secs(1);
        pacing.after_action(extra, 1, &drawn("x"), &[], t0);
        assert_eq!(
            pacing.after_action(extra, 1, &drawn("y"), &[], t1),
            Decision::Now
        );
        pacing.due(t0 + QUICK.quiet, false);
        assert_eq!(
            pacing.followed(),
            0,
            "quiet channels with nothing waiting go"
        );
    }
}
