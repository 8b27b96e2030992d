//! The table service: one encounter per channel. It serializes each channel's actions,
//! loads the state, runs the engine, and stores the new state, the changed characters,
//! the history row for `/undo` and the roll log in one transaction.

mod channel;
mod characters;
mod clock;
mod dice_source;
mod game;
mod lotr_lcg;
mod mage_wars;
mod reads;
mod roll;
mod settings;
mod stored;
mod suggest;
mod undo;

use std::collections::HashMap;
use std::sync::{Arc, Mutex as SyncMutex};

use tokio::sync::Mutex;

pub use crate::store::ServerSettings;
pub use channel::{Channel, Game};
pub use clock::{Clock, SystemClock};
pub use dice_source::DiceSource;
pub use reads::{LogEntry, Logged};
pub use roll::NotationRoll;
pub use suggest::Suggest;

use crate::error::{Error, Result, UserError};
use crate::request::{self, Command, GameLine};
use crate::rules::flail::{self, Action, Actor, Character, Outcome, Table, World};
use crate::rules::mage_wars as mw;
use crate::store::{ActionWrite, HistoryWrite, LogWrite, Store, WriteError};
use characters::{CharacterCache, LoadedCharacters};

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

/// How many actions back `/undo` can go (the issue asks for at least 20).
pub const HISTORY_DEPTH: i64 = 50;

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
    pub command: Command,
    /// A button carries the channel version it was made for; a different one means the
    /// click is stale and is refused.
    pub expected_version: Option<i64>,
}

/// What the front-end renders.
#[derive(Debug, Clone, PartialEq)]
pub enum Reply {
    Action {
        outcome: Outcome,
        /// The table after the action, for "whose turn is next" and trackers.
        table: Table,
        /// The channel's version after the action (buttons carry it).
        version: i64,
    },
    Undone {
        command: String,
        user: i64,
    },
    Log(Vec<LogEntry>),
    Encounter {
        table: Table,
        characters: Vec<Character>,
        version: i64,
    },
    Character(Box<Character>),
    Characters(Vec<Character>),
    Settings {
        server: ServerSettings,
        attribute_rule: bool,
    },
    /// `/help` for the channel's ruleset.
    Help {
        ruleset: &'static str,
    },
    /// A `/roll`; `secret` replies to the roller alone.
    Rolled {
        roll: Box<NotationRoll>,
        secret: bool,
    },
    Odds(Box<crate::odds::OddsReport>),
    /// A Mage Wars action; `arena` is `None` once the game was ended.
    MageWars {
        outcome: mw::Outcome,
        arena: Option<Box<mw::Arena>>,
        version: i64,
    },
    /// `/encounter show` in a Mage Wars channel.
    Arena {
        arena: Box<mw::Arena>,
        version: i64,
    },
    /// A LotR LCG action; `table` is `None` once the game was ended.
    Lcg {
        outcome: crate::rules::lotr_lcg::Outcome,
        table: Option<Box<crate::rules::lotr_lcg::Table>>,
        version: i64,
    },
    /// `/encounter show` in a LotR LCG channel.
    LcgTable {
        table: Box<crate::rules::lotr_lcg::Table>,
        version: i64,
    },
}

/// A channel's cached state; `None` until first read (or after a conflict).
#[derive(Default)]
struct Slot {
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

pub struct TableService {
    store: Store,
    dice: DiceSource,
    clock: Arc<dyn Clock>,
    slots: SyncMutex<HashMap<i64, Arc<Mutex<Slot>>>>,
}

impl TableService {
    pub fn new(store: Store, dice: DiceSource, clock: Arc<dyn Clock>) -> Self {
        TableService {
            store,
            dice,
            clock,
            slots: SyncMutex::new(HashMap::new()),
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    fn slot(&self, channel: i64) -> Arc<Mutex<Slot>> {
        let mut slots = self
            .slots
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        slots.entry(channel).or_default().clone()
    }

    /// Handles one request. User errors change nothing.
    pub async fn handle(&self, request: &Request) -> Result<Reply> {
        let slot = self.slot(request.channel);
        let mut slot = slot.lock().await;
        match &request.command {
            Command::Game(line) => self.game(&mut slot, request, line).await,
            Command::Undo => self.undo(&mut slot, request).await,
            Command::Log { limit } => self.log(&mut slot, request, *limit).await,
            Command::EncounterShow => self.show_encounter(&mut slot, request).await,
            Command::CharacterShow { character } => {
                self.show_character(&mut slot, request, character.as_deref())
                    .await
            }
            Command::CharacterList => self.list_characters(request).await,
            Command::Settings(change) => self.settings(&mut slot, request, change).await,
            Command::Help => {
                let (_, channel) = self.fresh_channel(&mut slot, request).await?;
                Ok(Reply::Help {
                    ruleset: channel.ruleset(),
                })
            }
            Command::Roll {
                expression,
                label,
                secret,
            } => {
                self.roll(request, expression, label.as_deref(), *secret)
                    .await
            }
            Command::Odds(query) => self.odds(query).await,
        }
    }

    /// The channel's state and version, from the cache or the store.
    async fn channel(&self, slot: &mut Slot, request: &Request) -> Result<(i64, Channel)> {
        if let Some(cached) = &slot.cached {
            return Ok(cached.clone());
        }
        let loaded = match self.store.load_channel(request.channel).await? {
            Some(row) => (row.version, stored::decode(&row.state)?),
            None => (0, Channel::default()),
        };
        slot.cached = Some(loaded.clone());
        Ok(loaded)
    }

    /// The channel's FLAIL table and version.
    async fn table(&self, slot: &mut Slot, request: &Request) -> Result<(i64, Table)> {
        let (version, channel) = self.channel(slot, request).await?;
        Ok((version, channel.table))
    }

    /// Reads go to the store: another process (a shard sharing PostgreSQL) may have
    /// written since this one cached the channel. Writes can trust the cache because the
    /// compare-and-swap catches a stale one.
    async fn fresh_channel(&self, slot: &mut Slot, request: &Request) -> Result<(i64, Channel)> {
        slot.forget();
        self.channel(slot, request).await
    }

    async fn fresh_table(&self, slot: &mut Slot, request: &Request) -> Result<(i64, Table)> {
        let (version, channel) = self.fresh_channel(slot, request).await?;
        Ok((version, channel.table))
    }

    /// A game verb: the channel's ruleset reads and runs it.
    async fn game(&self, slot: &mut Slot, request: &Request, line: &GameLine) -> Result<Reply> {
        retrying!(slot, self.try_game(slot, request, line).await)
    }

    async fn try_game(&self, slot: &mut Slot, request: &Request, line: &GameLine) -> Result<Reply> {
        let (_, channel) = self.channel(slot, request).await?;
        match line.starts().as_deref() {
            Some(channel::MAGE_WARS) => {
                return self.try_start::<mage_wars::MageWars>(slot, request).await;
            }
            Some(channel::LOTR_LCG) => {
                return self.try_start::<lotr_lcg::LotrLcg>(slot, request).await;
            }
            Some(channel::FLAIL) | None => {}
            Some(other) => {
                return Err(UserError::new("err-ruleset-unavailable")
                    .arg("ruleset", other.to_owned())
                    .into());
            }
        }
        let Some(game) = channel.game.as_ref().filter(|_| !plays_anywhere(line)) else {
            let action = request::flail::action(line)?;
            return self.try_act(slot, request, &action).await;
        };
        // A FLAIL encounter cannot start over a running game.
        if line.starts().is_some() {
            return Err(UserError::new("err-game-running")
                .arg("ruleset", channel.ruleset())
                .into());
        }
        match game {
            Game::MageWars(_) => {
                let action = request::mage_wars::action(line)?;
                self.try_play::<mage_wars::MageWars>(slot, request, &action)
                    .await
            }
            Game::LotrLcg(_) => {
                let action = request::lotr_lcg::action(line)?;
                self.try_play::<lotr_lcg::LotrLcg>(slot, request, &action)
                    .await
            }
        }
    }

    async fn act(&self, slot: &mut Slot, request: &Request, action: &Action) -> Result<Reply> {
        retrying!(slot, self.try_act(slot, request, action).await)
    }

    async fn try_act(&self, slot: &mut Slot, request: &Request, action: &Action) -> Result<Reply> {
        let (version, channel) = self.channel(slot, request).await?;
        check_version(request, version)?;
        let table = channel.table.clone();
        let loaded = LoadedCharacters::load(
            &self.store,
            request.guild,
            &table,
            action,
            slot.characters.as_ref(),
        )
        .await?;
        let guild_character_count = if matches!(action, Action::CharacterCreate { .. }) {
            self.store.count_guild_characters(request.guild).await?
        } else {
            0
        };
        let mut world = World {
            guild: request.guild,
            table: table.clone(),
            characters: loaded.characters(),
            guild_character_count,
        };
        let actor = Actor {
            user: request.user,
            moderator: request.moderator,
        };
        let outcome = self
            .dice
            .with(|dice| flail::apply(&mut world, &actor, action, dice))?;

        let mut changes = loaded.changes(&world.characters)?;
        let table_changed = world.table != table;
        if !table_changed && changes.is_empty() && outcome.results.is_empty() {
            // Nothing to write (e.g. a setting set to what it was).
            return Ok(Reply::Action {
                outcome,
                table,
                version,
            });
        }
        let after = Channel {
            table: world.table.clone(),
            game: channel.game.clone(),
        };
        let state = stored::encode(&after)?;
        let history = (table_changed || !changes.is_empty())
            .then(|| {
                history_row(
                    request,
                    action.command_name(),
                    &channel,
                    changes.iter().map(|c| c.history.clone()).collect(),
                )
            })
            .transpose()?;
        let log = log_rows(request, action.command_name(), &outcome.results)?;
        let write = ActionWrite {
            channel: request.channel,
            guild: request.guild,
            ruleset: after.ruleset().to_owned(),
            expected_version: version,
            state,
            characters: changes.iter().map(|c| c.change.clone()).collect(),
            history,
            log,
            undo_of: None,
            read_characters: loaded.read_only(&changes),
            now: self.clock.now_millis(),
        };
        let committed = self.store.commit(write).await.map_err(write_error)?;
        slot.cached = Some((committed.version, after));
        changes.retain(|c| matches!(c.change, crate::store::CharacterChange::Update { .. }));
        slot.characters = Some(CharacterCache::after(
            &world.table,
            &world.characters,
            &loaded,
            &changes,
        ));
        Ok(Reply::Action {
            outcome,
            table: world.table,
            version: committed.version,
        })
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

/// A button made for another version of the channel is stale.
fn check_version(request: &Request, version: i64) -> Result<()> {
    if request
        .expected_version
        .is_some_and(|expected| expected != version)
    {
        return Err(UserError::new("err-stale-button").into());
    }
    Ok(())
}

/// FLAIL's character verbs work in every channel: characters belong to the server.
fn plays_anywhere(line: &GameLine) -> bool {
    matches!(line.spec.path, ["character", _] | ["session", "end"])
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

/// Roll-log rows for whatever an action rolled.
fn log_rows<T: serde::Serialize>(
    request: &Request,
    command: &str,
    rolls: impl IntoIterator<Item = T>,
) -> Result<Vec<LogWrite>> {
    rolls
        .into_iter()
        .map(|roll| {
            Ok(LogWrite {
                user: request.user,
                user_name: request.user_name.clone(),
                command: command.to_owned(),
                entry: serde_json::to_string(&roll)?,
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
        WriteError::Db(e) => Error::Storage(e),
    }
}
