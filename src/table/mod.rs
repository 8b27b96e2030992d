//! The table service: one encounter per channel, of any game. It serializes each
//! channel's actions, loads the state, has the channel's game read and run the action,
//! and stores the new state, the changed server characters, the history row for `/undo`
//! and the roll log in one transaction. It knows the games only through `games::seam`.

mod armies;
mod characters;
mod clock;
mod deadlines;
mod dice_source;
mod dispatch;
mod owner_data;
mod play;
mod reads;
mod retention;
mod roll;
mod rolls;
mod settings;
mod share;
// Public so stored rows are decoded outside the service (the stored-state fuzz target,
// the stored-shape fixtures) exactly as the service decodes them.
pub mod stored;
mod suggest;
mod undo;
mod upkeep;

use std::collections::HashMap;
use std::sync::{Arc, Mutex as SyncMutex};

use tokio::sync::Mutex;

pub use crate::games::{Channel, Played};
pub use crate::store::ServerSettings;
pub use clock::{Clock, SystemClock};
pub use deadlines::{DEADLINE_STALE, Pending, TIMEOUT_UNIT};
pub use dice_source::DiceSource;
pub use owner_data::{
    CONFIRM_WITHIN_MILLIS, DataDeletion, DataExport, EXPORT_FORMAT, EXPORT_VERSION,
    MAX_EXPORT_BYTES, confirm_token, read_confirm_token,
};
pub use reads::{LogEntry, Logged};
pub use retention::{
    ClosedIdle, DAY, ENCOUNTER_IDLE, PURGE_BATCH, PURGE_BUDGET, Retention, SEEN_EVERY,
};
pub use roll::{NotationRoll, ROLL_AGAIN_WITHIN};
pub use rolls::{MAX_NAME_CHARS, RollLimits, RollStats, SavedRolls, SizeStats};
pub use share::{ChannelClock, ChoiceClock, Shared, is_token, token_hash};
pub use suggest::{MAX_SUGGESTIONS, Suggestion};
pub use upkeep::INTERACTIONS_KEPT;

use crate::catalogue::{Command, GameLine};
use crate::error::{Error, Result, UserError};
use crate::games::{self, GameTable};
use crate::rules::Ruleset;
use crate::store::{HistoryWrite, LogWrite, Store, WriteError};
use characters::CharacterCache;

/// Runs one attempt at an action, and once more on fresh state when another process
/// (a shard sharing PostgreSQL) wrote first.
macro_rules! retrying {
    ($slot:ident, $attempt:expr) => {{
        let mut result = $attempt;
        if matches!(result, Err(Error::Conflict)) {
            $slot.forget();
            result = $attempt;
        }
        settle($slot, result)
    }};
}

pub use crate::store::HISTORY_DEPTH;

/// Who asks, where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub guild: i64,
    pub channel: i64,
    pub user: i64,
    /// Shown in the roll log.
    pub user_name: String,
    /// Manage Channels (or the GM role) on Discord; `--moderator` on the console.
    pub moderator: bool,
    /// The server's owner or an Administrator on Discord; the console's own operator:
    /// may export and delete the whole server's data.
    pub administrator: bool,
    pub command: Command,
    /// A click on a control: the command line it stands for and the channel version it was
    /// drawn at. It runs while the channel still offers that line (a pending choice's
    /// controls stay live under newer replies); otherwise it is stale and refused.
    pub click: Option<Click>,
    /// The Discord interaction that asked (`None` on the console): stored with the action
    /// it causes, so one interaction never applies twice.
    pub interaction: Option<i64>,
    /// Set when a choice's deadline takes the default: the action runs only at the version
    /// the choice waited at, and at the deadline's time.
    pub due: Option<Due>,
}

/// A deadline's default, as the table checks it: a second firing (another process, a retry
/// on fresh state) finds the channel moved on, and is refused as stale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Due {
    /// The channel version the choice waited at.
    pub version: i64,
    /// The deadline, in milliseconds since the epoch: the action's time.
    pub at: i64,
}

/// A click on a control, as the table checks it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Click {
    /// The channel version the control was drawn at.
    pub version: i64,
    /// The stored line (a menu's, before its picks); empty for a control long gone.
    pub line: String,
}

/// What the front-end renders.
#[derive(Debug, Clone, PartialEq)]
pub enum Reply {
    /// Whatever a game answered; its own modules render it.
    Game(Box<Played>),
    Undone {
        command: String,
        user: i64,
    },
    Log(Vec<LogEntry>),
    Settings {
        server: ServerSettings,
        /// The channel's game tables, whose settings `/settings` shows.
        tables: Vec<GameTable>,
    },
    /// `/games`: the games the server plays, and whether this request changed them.
    Games {
        games: Vec<Ruleset>,
        changed: bool,
    },
    /// `/help` for the channel's game.
    Help {
        ruleset: Ruleset,
    },
    /// A `/roll`; `secret` replies to the roller alone. `again`: the roll-log row a
    /// "roll again" button rolls (public rolls only).
    Rolled {
        roll: Box<NotationRoll>,
        secret: bool,
        again: Option<i64>,
    },
    /// `/rolls save`, `list`, `delete`.
    SavedRolls(SavedRolls),
    /// `/rolls stats`.
    RollStats(Box<RollStats>),
    Odds(Box<crate::rules::OddsReport>),
    /// `/data export`.
    DataExport(Box<DataExport>),
    /// `/data delete`: asked, or done.
    DataDeletion(DataDeletion),
    /// `/encounter share`: a link made, or the channel's links revoked.
    Shared(Shared),
}

/// A channel's cached state; `None` until first read (or after a conflict).
#[derive(Default)]
pub(crate) struct Slot {
    cached: Option<(i64, Channel)>,
    characters: Option<CharacterCache>,
}

impl Slot {
    /// Forgets everything cached (after a conflict or a failed write).
    fn forget(&mut self) {
        self.cached = None;
        self.characters = None;
    }
}

/// Channels whose state the service keeps decoded in memory. Past this the longest idle
/// go, a quarter at a time; their next action reads them from the store again (one read).
pub const CACHED_CHANNELS: usize = 2_048;

/// The channels in memory, each with the tick of its last use.
#[derive(Default)]
struct Slots {
    entries: HashMap<i64, (Arc<Mutex<Slot>>, u64)>,
    tick: u64,
}

impl Slots {
    /// The channel's slot, made if missing. Making one past `limit` first drops the longest
    /// idle channels down to three quarters of it (at least one below it), and returns them.
    fn take(&mut self, channel: i64, limit: usize) -> (Arc<Mutex<Slot>>, Vec<i64>) {
        self.tick += 1;
        let mut dropped = Vec::new();
        if self.entries.len() >= limit && !self.entries.contains_key(&channel) {
            dropped = self.drop_idle((limit - limit / 4).min(limit.saturating_sub(1)));
        }
        let (slot, used) = self.entries.entry(channel).or_default();
        *used = self.tick;
        (slot.clone(), dropped)
    }

    /// Drops the longest idle channels until at most `keep` are left. A channel whose slot
    /// anyone holds or waits for stays: dropping it would let a second slot for the same
    /// channel run beside it.
    fn drop_idle(&mut self, keep: usize) -> Vec<i64> {
        let mut idle: Vec<(u64, i64)> = self
            .entries
            .iter()
            .filter(|(_, (slot, _))| Arc::strong_count(slot) == 1)
            .map(|(channel, (_, used))| (*used, *channel))
            .collect();
        idle.sort_unstable();
        let excess = self.entries.len().saturating_sub(keep);
        let dropped: Vec<i64> = idle
            .into_iter()
            .take(excess)
            .map(|(_, channel)| channel)
            .collect();
        for channel in &dropped {
            self.entries.remove(channel);
        }
        dropped
    }
}

pub struct TableService {
    store: Store,
    dice: DiceSource,
    clock: Arc<dyn Clock>,
    slots: SyncMutex<Slots>,
    /// How many channels' states are kept decoded at most (see [`CACHED_CHANNELS`]).
    cached_channels: usize,
    /// Server settings by guild, read on every interaction; changed only through this
    /// service, which runs every interaction of its servers.
    settings: SyncMutex<HashMap<i64, ServerSettings>>,
    /// Each channel's tracker message (or none), once read.
    trackers: SyncMutex<HashMap<i64, Option<i64>>>,
    /// Each channel's pinned tracker message (or none), once read.
    pinned: SyncMutex<HashMap<i64, Option<i64>>>,
    /// One unit of `/settings choice-timeout:` (a minute, but for tests).
    timeout_unit: std::time::Duration,
    /// How many rolls may be saved.
    roll_limits: RollLimits,
    /// The most a `/data export` may weigh (see [`MAX_EXPORT_BYTES`]).
    export_limit: usize,
    /// When each server's activity was last recorded by this service.
    seen: SyncMutex<retention::Seen>,
    /// Where actions and refusals are counted, by game.
    metrics: Arc<crate::metrics::Metrics>,
}

/// Runs `f` on a cache; a panic elsewhere while it was held leaves it usable (the caches
/// only ever hold whole entries).
fn with_lock<V, T>(cache: &SyncMutex<V>, f: impl FnOnce(&mut V) -> T) -> T {
    let mut guard = cache
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    f(&mut guard)
}

impl TableService {
    pub fn new(store: Store, dice: DiceSource, clock: Arc<dyn Clock>) -> Self {
        TableService {
            store,
            dice,
            clock,
            slots: SyncMutex::new(Slots::default()),
            cached_channels: CACHED_CHANNELS,
            settings: SyncMutex::new(HashMap::new()),
            trackers: SyncMutex::new(HashMap::new()),
            pinned: SyncMutex::new(HashMap::new()),
            timeout_unit: deadlines::TIMEOUT_UNIT,
            roll_limits: RollLimits::default(),
            export_limit: MAX_EXPORT_BYTES,
            seen: SyncMutex::new(retention::Seen::default()),
            metrics: Arc::new(crate::metrics::Metrics::new(
                &Ruleset::ALL.map(Ruleset::key),
            )),
        }
    }

    /// Counts actions and refusals into `metrics` (a front-end's registry).
    pub fn with_metrics(mut self, metrics: Arc<crate::metrics::Metrics>) -> Self {
        self.metrics = metrics;
        self
    }

    fn trackers_cache<T>(&self, f: impl FnOnce(&mut HashMap<i64, Option<i64>>) -> T) -> T {
        with_lock(&self.trackers, f)
    }

    fn pinned_cache<T>(&self, f: impl FnOnce(&mut HashMap<i64, Option<i64>>) -> T) -> T {
        with_lock(&self.pinned, f)
    }

    fn settings_cache<T>(&self, f: impl FnOnce(&mut HashMap<i64, ServerSettings>) -> T) -> T {
        with_lock(&self.settings, f)
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The service's clock, in milliseconds since the epoch.
    pub fn now_millis(&self) -> i64 {
        self.clock.now_millis()
    }

    /// Keeps at most `channels` channels' states decoded in memory (at least one); for tests
    /// and tools, the default is [`CACHED_CHANNELS`].
    pub fn with_cached_channels(mut self, channels: usize) -> Self {
        self.cached_channels = channels.max(1);
        self
    }

    /// Bounds how many rolls players and servers may save.
    pub fn with_roll_limits(mut self, limits: RollLimits) -> Self {
        self.roll_limits = limits;
        self
    }

    /// Bounds what `/data export` may send (tests use a small one).
    pub fn with_export_limit(mut self, bytes: usize) -> Self {
        self.export_limit = bytes;
        self
    }

    /// How many channels' states are in memory now.
    pub fn channels_in_memory(&self) -> usize {
        with_lock(&self.slots, |slots| slots.entries.len())
    }

    fn slot(&self, channel: i64) -> Arc<Mutex<Slot>> {
        let (slot, dropped) = with_lock(&self.slots, |slots| {
            slots.take(channel, self.cached_channels)
        });
        if !dropped.is_empty() {
            // Their tracker ids are read again too, should they come back.
            self.trackers_cache(|c| {
                for id in &dropped {
                    c.remove(id);
                }
            });
            self.pinned_cache(|c| {
                for id in &dropped {
                    c.remove(id);
                }
            });
        }
        slot
    }

    /// Handles one request. User errors change nothing.
    pub async fn handle(&self, request: &Request) -> Result<Reply> {
        // A deadline's default is the bot's own timer, not the server speaking.
        if request.due.is_none() {
            self.note_activity(request.guild);
        }
        let slot = self.slot(request.channel);
        let mut slot = slot.lock().await;
        let reply = self.run(&mut slot, request).await;
        // Refused now, so never applied later: a second delivery of this interaction meets
        // its record when it would commit. Refused again on a second delivery, it says so
        // as a second delivery, which the first one's answer covers.
        // An action whose commit could not be confirmed may be stored under this very
        // interaction: it is not a refusal.
        if let Err(Error::User(refusal)) = &reply
            && refusal.key != ALREADY_APPLIED
            && refusal.key != COMMIT_UNKNOWN
            && !self.first_refusal_of(request).await
        {
            return Err(UserError::new(ALREADY_APPLIED).into());
        }
        reply
    }

    /// A read on nobody's behalf (a shared table's page): answered as [`Self::handle`]
    /// answers it, but it is not the server speaking, so a page left open never keeps a
    /// server that removed the bot from being purged. Anything that would change the
    /// table is refused. It reads the store through a slot of its own: a page never waits
    /// on the channel's actions, nor they on it, and the channel's cache stays as it was.
    pub async fn read_for_viewers(&self, request: &Request) -> Result<Reply> {
        if changes_state(&request.command) {
            return Err(UserError::new("err-internal").into());
        }
        self.run(&mut Slot::default(), request).await
    }

    /// Refuses a request before it reaches the table (a front-end's own limit): recorded
    /// as a refusal at the table would be, so a second delivery of its interaction is never
    /// run on newer state. Answers the refusal, or `ALREADY_APPLIED` when another delivery
    /// was recorded first.
    pub async fn refuse_before_the_table(&self, request: &Request, refusal: UserError) -> Error {
        if self.first_refusal_of(request).await {
            refusal.into()
        } else {
            UserError::new(ALREADY_APPLIED).into()
        }
    }

    /// Records the refused request's interaction, when the request would have changed
    /// something; false when another delivery of it was recorded first.
    async fn first_refusal_of(&self, request: &Request) -> bool {
        match request.interaction {
            Some(interaction) if changes_state(&request.command) => {
                self.first_refusal(interaction, request.channel).await
            }
            _ => true,
        }
    }

    /// Records `interaction` as refused (version 0), so a second delivery of it never takes
    /// effect on newer state; false when it was recorded before (another delivery came
    /// first, and answers it). A failure to record is logged and counts as a first.
    pub async fn first_refusal(&self, interaction: i64, channel: i64) -> bool {
        match self
            .store
            .record_refused_interaction(interaction, channel, self.now_millis())
            .await
        {
            Ok(first) => first,
            Err(e) => {
                tracing::warn!(error = %e, "a refused interaction was not recorded");
                true
            }
        }
    }

    async fn run(&self, slot: &mut Slot, request: &Request) -> Result<Reply> {
        match &request.command {
            Command::Game(line) => self.game(slot, request, line).await,
            Command::Undo => self.undo(slot, request).await,
            Command::Log { limit } => self.log(slot, request, *limit).await,
            Command::Settings(change) => self.settings(slot, request, change).await,
            Command::Games(picks) => self.games(request, picks.as_deref()).await,
            Command::Help => {
                let (_, channel) = self.fresh_channel(slot, request).await?;
                Ok(Reply::Help {
                    ruleset: channel.ruleset(),
                })
            }
            Command::Roll {
                source,
                label,
                secret,
            } => self.roll(request, source, label.as_deref(), *secret).await,
            Command::Rolls(ask) => self.rolls(request, ask).await,
            Command::Odds(query) => self.odds(query).await,
            Command::Data(ask) => self.data(request, ask).await,
            Command::Share { hours, revoke } => self.share(slot, request, *hours, *revoke).await,
        }
    }
}

/// The refusal of a second delivery: the first one's record stands. Every other refusal is
/// recorded, those that ask the user to try again too (the database away, the shard
/// moving): the user then sends a new interaction, and this one must never apply later.
pub const ALREADY_APPLIED: &str = "err-already-applied";

/// An action whose COMMIT lost its connection, with the database out of reach since: it
/// may or may not be stored.
pub const COMMIT_UNKNOWN: &str = "err-commit-unknown";

/// Whether the command would change what the channel or server keeps (a read runs again
/// harmlessly).
fn changes_state(command: &Command) -> bool {
    match command {
        Command::Game(line) => !line.spec.read_only,
        Command::Undo | Command::Settings(_) | Command::Games(Some(_)) => true,
        Command::Data(ask) => ask.deletes(),
        Command::Share { .. } => true,
        Command::Log { .. }
        | Command::Games(None)
        | Command::Help
        | Command::Roll { .. }
        | Command::Rolls(_)
        | Command::Odds(_) => false,
    }
}

impl TableService {
    /// The channel's state and version, from the cache or the store.
    async fn channel(&self, slot: &mut Slot, request: &Request) -> Result<(i64, Channel)> {
        if let Some(cached) = &slot.cached {
            return Ok(cached.clone());
        }
        let loaded = self.load_channel(request.channel).await?;
        slot.cached = Some(loaded.clone());
        Ok(loaded)
    }

    async fn load_channel(&self, channel: i64) -> Result<(i64, Channel)> {
        Ok(match self.store.load_channel(channel).await? {
            Some(row) => (row.version, stored::decode(&row.state)?),
            None => (0, Channel::default()),
        })
    }

    /// Reads go to the store: another process (a shard sharing PostgreSQL) may have
    /// written since this one cached the channel. Writes can trust the cache because the
    /// compare-and-swap catches a stale one.
    async fn fresh_channel(&self, slot: &mut Slot, request: &Request) -> Result<(i64, Channel)> {
        slot.forget();
        self.channel(slot, request).await
    }

    /// A game verb: the game it belongs to reads and runs it.
    async fn game(&self, slot: &mut Slot, request: &Request, line: &GameLine) -> Result<Reply> {
        // A deadline's default is checked against the version its choice waited at: read
        // afresh, since another process may have played the channel since.
        if line.spec.read_only || request.due.is_some() {
            slot.forget();
        }
        retrying!(slot, self.try_game(slot, request, line).await)
    }

    async fn try_game(&self, slot: &mut Slot, request: &Request, line: &GameLine) -> Result<Reply> {
        let (version, channel) = self.channel(slot, request).await?;
        let ruleset = game_of(line, &channel);
        if !games::runs(ruleset) {
            return Err(UserError::new("err-ruleset-unavailable")
                .arg("ruleset", ruleset.key())
                .into());
        }
        let result = match line.check_for(ruleset) {
            Ok(()) => {
                self.play_in(ruleset, slot, request, line, channel, version)
                    .await
            }
            Err(refusal) => Err(refusal.into()),
        };
        self.count(ruleset, line, &result);
        result
    }

    /// Counts an applied action or a refusal of `ruleset`'s game. A conflict is not counted:
    /// it is tried again; nor a second delivery, or a commit whose outcome is unknown.
    fn count(&self, ruleset: Ruleset, line: &GameLine, result: &Result<Reply>) {
        match result {
            Ok(Reply::Game(_)) if !line.spec.read_only => self.metrics.actions.inc(ruleset.key()),
            Err(Error::User(refusal))
                if refusal.key != ALREADY_APPLIED && refusal.key != COMMIT_UNKNOWN =>
            {
                self.metrics.refusals.inc(ruleset.key());
            }
            _ => {}
        }
    }
}

/// Which game reads a line: the one it starts, the owner of a command that works in any
/// channel, else the channel's own game.
fn game_of(line: &GameLine, channel: &Channel) -> Ruleset {
    if let Some(started) = line.starts() {
        return started;
    }
    match line.spec.owner() {
        Some(owner) if line.spec.server_wide => owner,
        _ => channel.ruleset(),
    }
}

/// The result of an action's last attempt: a conflict the retry did not cure becomes the
/// user's "try again", and any storage failure drops the cache (it may be behind).
fn settle(slot: &mut Slot, result: Result<Reply>) -> Result<Reply> {
    match result {
        Err(Error::Conflict) => {
            slot.forget();
            Err(UserError::new("err-conflict").into())
        }
        Err(e) if !matches!(e, Error::User(_)) => {
            slot.forget();
            Err(e)
        }
        other => other,
    }
}

impl TableService {
    /// A control stands for its command line, not for the channel's version: a click runs
    /// while the channel, at its current version, still offers the same line; one made for
    /// a choice that has gone is stale.
    async fn check_click(&self, request: &Request, version: i64) -> Result<()> {
        let Some(click) = &request.click else {
            return Ok(());
        };
        if click.version == version && !click.line.is_empty() {
            return Ok(());
        }
        if !click.line.is_empty()
            && self
                .store
                .control_offered(request.channel, version, &click.line)
                .await?
        {
            return Ok(());
        }
        Err(UserError::new("err-stale-button").into())
    }
}

/// The history row `/undo` restores: the channel as it was before the action.
fn history_row(
    request: &Request,
    command: &str,
    before: &Channel,
    characters: Vec<crate::store::HistoryChar>,
) -> Result<HistoryWrite> {
    Ok(HistoryWrite {
        user: request.user,
        command: command.to_owned(),
        state_before: stored::encode(before)?,
        characters,
    })
}

/// Roll-log rows for whatever an action rolled, each naming its game.
fn log_rows(
    request: &Request,
    command: &str,
    ruleset: Ruleset,
    entries: Vec<serde_json::Value>,
) -> Result<Vec<LogWrite>> {
    entries
        .into_iter()
        .map(|entry| {
            Ok(LogWrite {
                user: request.user,
                user_name: request.user_name.clone(),
                command: command.to_owned(),
                entry: serde_json::to_string(&reads::GameEntry { ruleset, entry })?,
                secret: false,
            })
        })
        .collect()
}

/// Maps the store's write errors onto the service's.
fn write_error(error: WriteError) -> Error {
    match error {
        WriteError::Conflict => Error::Conflict,
        WriteError::NameTaken => UserError::new("err-character-exists").into(),
        WriteError::Closed => Error::Closed,
        WriteError::LeaseLost => UserError::new("err-shard-moved").into(),
        WriteError::Duplicate => UserError::new(ALREADY_APPLIED).into(),
        WriteError::Outage(outage) => UserError::new(outage.message_key()).into(),
        WriteError::Unknown => UserError::new(COMMIT_UNKNOWN).into(),
        WriteError::Db(e) => Error::Storage(e),
    }
}

#[cfg(test)]
mod slot_tests {
    use super::*;

    /// Past the limit the longest idle channels go, down to three quarters; one in use stays
    /// however old.
    #[test]
    fn the_longest_idle_channels_go_and_busy_ones_stay() {
        let mut slots = Slots::default();
        let (held, _) = slots.take(1, 8);
        for channel in 2..=8 {
            let (_, dropped) = slots.take(channel, 8);
            assert!(dropped.is_empty());
        }
        // Channel 2 used again: now the newest but for those after it.
        let _ = slots.take(2, 8);
        let (_, dropped) = slots.take(9, 8);
        assert_eq!(dropped, vec![3, 4], "the two longest idle, not the held 1");
        assert_eq!(slots.entries.len(), 7);
        assert!(slots.entries.contains_key(&1) && slots.entries.contains_key(&2));
        // A channel already in memory never makes room.
        let (_, dropped) = slots.take(5, 7);
        assert!(dropped.is_empty());
        drop(held);
        let (_, dropped) = slots.take(10, 7);
        assert_eq!(dropped, vec![1], "1 is idle now, and the oldest");
    }

    /// Everything held: nothing can go, and the map grows past the limit rather than
    /// splitting a channel in two.
    #[test]
    fn held_channels_are_never_dropped() {
        let mut slots = Slots::default();
        let held: Vec<_> = (1..=4).map(|channel| slots.take(channel, 4).0).collect();
        let (fifth, dropped) = slots.take(5, 4);
        assert!(dropped.is_empty());
        assert_eq!(slots.entries.len(), 5);
        assert!(Arc::ptr_eq(&slots.take(1, 4).0, &held[0]));
        drop(fifth);
    }
}
