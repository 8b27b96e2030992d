//! The seam between the shared layers and one game. A game implements [`Game`] once, in its
//! own folder, with its own types; [`Adapter`] turns that into the object-safe [`Seam`]
//! the shared layers call through [`super::seam`], so no shared layer names a game.

use std::fmt::Debug;
use std::marker::PhantomData;

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::controls::Control;
use super::{GameOutcome, GameTable, Played};
use crate::catalogue::spec::{CommandSpec, OptionSpec, Suggest};
use crate::catalogue::{GameLine, Values};
use crate::dice::Dice;
use crate::error::{Result, UserError};
use crate::i18n::Locale;
use crate::odds::OddsQuery;
use crate::present::style::Style;
use crate::present::{Post, TrackerView, marked};
use crate::rules::seats::{Claim, Seating, Waiting, WhoMay};
use crate::rules::{Actor, Ruleset};

/// How an action relates to the channel's encounter; the table service checks it the same
/// way for every game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Starts an encounter of this game: refused while any game runs in the channel.
    Start,
    /// Acts at the table (the engine refuses what needs an encounter when none runs).
    Play,
    /// Changes what the game's table keeps between encounters: moderators (the GM role
    /// included), the running encounter's GM or host, or the last one's, may.
    TableSetting,
}

/// The server's characters an action needs (games that keep characters per server).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CharacterReads {
    /// Every character of the server in this game.
    pub all: bool,
    pub ids: Vec<i64>,
    pub names: Vec<String>,
    /// How many characters the server has in all (for a per-server limit).
    pub count: bool,
}

impl CharacterReads {
    pub fn none() -> Self {
        CharacterReads::default()
    }

    pub fn all() -> Self {
        CharacterReads {
            all: true,
            ..CharacterReads::default()
        }
    }

    pub fn is_empty(&self) -> bool {
        !self.all && self.ids.is_empty() && self.names.is_empty()
    }
}

/// A character kept per server, outside any channel. It is stored as a JSON object whose
/// `owner` and `name` fields are its owner and name; the row's columns are the truth for
/// id, guild, owner and name.
pub trait ServerCharacter:
    Serialize + DeserializeOwned + Clone + PartialEq + Debug + Send + Sync + 'static
{
    fn id(&self) -> i64;
    fn guild(&self) -> i64;
    fn owner(&self) -> i64;
    fn name(&self) -> &str;
    fn set_row(&mut self, id: i64, guild: i64, owner: i64, name: &str);
}

/// The character type of games that keep none.
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
pub enum NoCharacter {}

impl ServerCharacter for NoCharacter {
    fn id(&self) -> i64 {
        match *self {}
    }
    fn guild(&self) -> i64 {
        match *self {}
    }
    fn owner(&self) -> i64 {
        match *self {}
    }
    fn name(&self) -> &str {
        match *self {}
    }
    fn set_row(&mut self, _: i64, _: i64, _: i64, _: &str) {
        match *self {}
    }
}

/// The server's characters one action works with: those the table service loaded, which
/// the engine may change, create or delete.
#[derive(Debug, Clone, PartialEq)]
pub struct Roster<C> {
    pub guild: i64,
    pub characters: Vec<C>,
    /// How many the server has in all, when the action asked (`CharacterReads::count`).
    pub total: usize,
}

/// What an action does to the channel's tracker, drawn from the state the action committed.
#[derive(Debug, Clone)]
pub enum TrackerUpdate {
    /// Nothing the tracker shows changed.
    Keep,
    Show(Box<TrackerView>),
    /// The encounter is over: the tracker says so once and is forgotten. It shows the
    /// closing view the game drew from the final state, or, with `None`, the last view
    /// under a line saying it froze there.
    Ended(Option<Box<TrackerView>>),
}

/// One part of `/help`: a heading (a catalogue key, by phase and role) and its commands,
/// each as its path ("character create") and one example of its options.
#[derive(Debug)]
pub struct HelpSection {
    pub heading: &'static str,
    pub commands: &'static [(&'static str, &'static str)],
}

/// What an action asks of the armies a player keeps per server, outside any channel
/// («Познание нуля»'s saved armies). The table service reads and writes them around the
/// engine, which never sees the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArmyAsk {
    /// An ordinary action.
    None,
    /// The asker's saved armies.
    List,
    Delete {
        name: String,
    },
    /// Stores the army the game draws from its table ([`Game::army_of`]).
    Save {
        name: String,
    },
    /// Reads the army, which the game puts into the action ([`Game::enter_army`]) before
    /// the engine runs it as one action.
    Load {
        name: String,
    },
}

/// An army as the store keeps it: its name, how many cards it holds, and the game's JSON.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedArmy {
    pub name: String,
    pub cards: u32,
    pub data: String,
}

/// What a list, save or delete of saved armies did, for the game to answer with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArmyDone {
    /// The asker's armies in this server: name and card count, by name.
    Listed(Vec<(String, u32)>),
    Saved {
        name: String,
        cards: u32,
        /// An army of the same name was there and is replaced.
        replaced: bool,
    },
    Deleted {
        name: String,
    },
}

/// How Discord answers a game's reply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplyKind {
    /// A public reply in the server's language, with controls; the tracker follows.
    Action,
    /// `/encounter show`: the tracker is posted to the channel, the asker answered privately.
    View,
    /// Only the asker sees it (a list of their server's characters, say).
    Private,
}

/// Everything game-specific outside the engine, written once per game in its own folder.
pub trait Game: Sized + Send + Sync + 'static {
    const RULESET: Ruleset;
    /// What the channel keeps for this game: its settings and state between encounters,
    /// and the encounter while one runs. The default is a channel that never played it.
    type Table: Clone + Debug + Default + PartialEq + Send + Sync + 'static;
    type Action: Debug + Send + Sync;
    type Outcome: Clone + Debug + PartialEq + Send + Sync + 'static;
    /// Characters kept per server, or [`NoCharacter`].
    type Character: ServerCharacter;

    fn wrap(table: Self::Table) -> GameTable;
    fn unwrap(table: &GameTable) -> Option<&Self::Table>;
    fn wrap_outcome(outcome: Self::Outcome) -> GameOutcome;
    fn unwrap_outcome(outcome: &GameOutcome) -> Option<&Self::Outcome>;

    // ---- commands ------------------------------------------------------------------
    /// The game's own commands (shared verbs live in `request::spec`).
    fn commands() -> &'static [CommandSpec];
    /// Reads a command line whose options the spec already checked, and that names only
    /// options this game uses.
    fn read(line: &GameLine, values: &Values) -> Result<Self::Action, UserError>;
    fn scope(action: &Self::Action) -> Scope;
    /// The `extra:` words the game takes on shared verbs: each verb's path with its words,
    /// checked like options and read like them.
    fn extras() -> &'static [(&'static [&'static str], &'static [OptionSpec])] {
        &[]
    }
    /// One of the game's own odds questions (`/flail odds-attack`), as the shared odds
    /// answer it; `None` for any other command.
    fn odds(_line: &GameLine, _values: &Values) -> Option<Result<OddsQuery, UserError>> {
        None
    }
    /// The command's name as the log and `/undo` show it.
    fn command_name(action: &Self::Action) -> &'static str;
    /// `/help` in sections; a command no section names is listed under "More".
    fn help() -> &'static [HelpSection] {
        &[]
    }

    // ---- the table -----------------------------------------------------------------
    fn running(table: &Self::Table) -> bool;
    /// A game goes on at the table, an encounter running or not: the channel keeps playing
    /// it between encounters (a «Познание нуля» game between its battles).
    fn in_game(table: &Self::Table) -> bool {
        Self::running(table)
    }
    /// The GM or host of the running encounter.
    fn host(table: &Self::Table) -> Option<i64>;
    /// Closes the encounter at once, and a game that goes on between encounters, rolling
    /// nothing (no end-of-fight rolls): what comes of one left untouched too long. The
    /// table's settings stay. False when nothing was going on.
    fn close_idle(table: &mut Self::Table) -> bool;
    /// Who holds a seat at the table, and who runs it (`rules::seats`).
    fn seating(table: &Self::Table) -> Seating {
        Seating {
            seated: Vec::new(),
            host: Self::host(table),
            gm: false,
        }
    }
    /// Whom `action` belongs to; the table service checks it against [`Game::seating`]
    /// before the engine runs, the same way for every game.
    fn claim(
        _table: &Self::Table,
        _roster: &Roster<Self::Character>,
        _actor: &Actor,
        _action: &Self::Action,
    ) -> Claim {
        Claim::Open
    }
    /// The choices the table waits on, each with its chooser and the line that takes its
    /// default: what a choice's deadline runs (`characters`: those loaded for the table).
    fn waiting(_table: &Self::Table, _characters: &[Self::Character]) -> Vec<Waiting> {
        Vec::new()
    }
    /// Who may do what in this game: the table the docs print and the permission tests
    /// play, row by row.
    fn who_may() -> &'static WhoMay {
        &WhoMay::NONE
    }
    /// The server characters `action` needs (none, for games that keep none).
    fn character_reads(_table: &Self::Table, _action: &Self::Action) -> CharacterReads {
        CharacterReads::none()
    }
    /// The characters worth caching for the channel's next action.
    fn cached_characters(_table: &Self::Table) -> Vec<i64> {
        Vec::new()
    }
    /// The pure engine: on `Err`, the table and the roster are as they were.
    fn apply(
        table: &mut Self::Table,
        roster: &mut Roster<Self::Character>,
        actor: &Actor,
        action: &Self::Action,
        dice: &mut dyn Dice,
    ) -> Result<Self::Outcome, UserError>;
    /// The roll-log rows of an outcome: every die, the audit trail players trust.
    fn log_entries(outcome: &Self::Outcome) -> Vec<serde_json::Value>;
    /// One of this game's roll-log rows as a line.
    fn log_line(locale: Locale, entry: &serde_json::Value, style: Style) -> Option<String>;
    /// The characters autocomplete needs for `what`.
    fn suggest_reads(_what: &Suggest) -> CharacterReads {
        CharacterReads::none()
    }
    /// Names for autocomplete, the asker's own first where that helps.
    fn suggest(
        table: &Self::Table,
        characters: &[Self::Character],
        user: i64,
        what: &Suggest,
        acting: Option<&str>,
    ) -> Vec<String>;
    /// What autocomplete shows for `value` in the reader's language, where that differs
    /// from the value itself (the value is what the command receives).
    fn suggestion_label(_locale: Locale, _what: &Suggest, _value: &str) -> Option<String> {
        None
    }
    /// What the action asks of the asker's saved armies (games that keep none: nothing).
    fn army_ask(_action: &Self::Action) -> ArmyAsk {
        ArmyAsk::None
    }
    /// The army a save stores, drawn from the table (pure; refusals are the user's). Only
    /// a game whose `army_ask` says `Save` is asked.
    fn army_of(
        _table: &Self::Table,
        _actor: &Actor,
        action: &Self::Action,
    ) -> Result<SavedArmy, UserError> {
        Err(UserError::new("err-unknown-command").arg("command", Self::command_name(action)))
    }
    /// Puts a saved army (its name as stored, and its JSON) into the load that enters it.
    fn enter_army(_action: &mut Self::Action, _name: &str, _data: &str) -> Result<(), UserError> {
        Ok(())
    }
    /// The answer to a list, save or delete; `None` from a game that keeps no armies.
    fn army_done(_done: ArmyDone) -> Option<Self::Outcome> {
        None
    }
    /// The table's settings, one line each, for `/settings`.
    fn settings_lines(_locale: Locale, _table: &Self::Table) -> Vec<String> {
        Vec::new()
    }

    // ---- rendering -----------------------------------------------------------------
    /// Adds the game's fields to the console's `--json` line.
    fn json(
        _locale: Locale,
        _outcome: &Self::Outcome,
        _table: &Self::Table,
        _value: &mut serde_json::Value,
    ) {
    }
    fn reply_kind(_outcome: &Self::Outcome) -> ReplyKind {
        ReplyKind::Action
    }
    /// The reply as a presentation value; `hide_hp` keeps adversaries' numbers from
    /// players. Drawn under [`crate::present::marked`], so typed names are fenced.
    fn post(locale: Locale, outcome: &Self::Outcome, table: &Self::Table, hide_hp: bool) -> Post;
    /// Buttons and menus for what the players may do next.
    fn controls(_outcome: &Self::Outcome, _table: &Self::Table) -> Vec<Control> {
        Vec::new()
    }
    /// The tracker for a view (`/encounter show`); `hide_hp` keeps adversaries' numbers
    /// from players.
    fn tracker(
        locale: Locale,
        outcome: &Self::Outcome,
        table: &Self::Table,
        hide_hp: bool,
    ) -> Option<TrackerView>;
    /// The tracker after an action, from the table it committed (no second read).
    fn tracker_after(
        _locale: Locale,
        _outcome: &Self::Outcome,
        _table: &Self::Table,
        _hide_hp: bool,
    ) -> TrackerUpdate {
        TrackerUpdate::Keep
    }
    /// The player whose turn the action passed to, for an opted-in ping.
    fn ping(_outcome: &Self::Outcome, _table: &Self::Table) -> Option<i64> {
        None
    }
}

/// What the shared layers call: [`Game`] without its types.
pub(crate) trait Seam: Send + Sync {
    fn commands(&self) -> &'static [CommandSpec];
    fn help(&self) -> &'static [HelpSection];
    /// The `extra:` words the game takes on the verb at `path`.
    fn extras(&self, path: &[&str]) -> &'static [OptionSpec];
    fn odds(&self, line: &GameLine, values: &Values) -> Option<Result<OddsQuery, UserError>>;
    fn running(&self, table: &GameTable) -> bool;
    fn in_game(&self, table: &GameTable) -> bool;
    fn host(&self, table: &GameTable) -> Option<i64>;
    /// The table with its encounter closed for inactivity; `None` when none went on.
    fn close_idle(&self, table: &GameTable) -> Option<GameTable>;
    fn seating(&self, table: &GameTable) -> Option<Seating>;
    fn who_may(&self) -> &'static WhoMay;
    /// The table holds nothing worth storing.
    fn is_empty(&self, table: &GameTable) -> bool;
    fn suggestion_label(&self, locale: Locale, what: &Suggest, value: &str) -> Option<String>;
    fn log_line(&self, locale: Locale, entry: &serde_json::Value, style: Style) -> Option<String>;
    /// The game's table settings; `None` for a channel that never changed them.
    fn settings_lines(&self, locale: Locale, table: Option<&GameTable>) -> Vec<String>;
    fn json(&self, locale: Locale, played: &Played, value: &mut serde_json::Value);
    fn reply_kind(&self, played: &Played) -> ReplyKind;
    fn post(&self, locale: Locale, played: &Played, hide_hp: bool) -> Option<Post>;
    fn tracker(&self, locale: Locale, played: &Played, hide_hp: bool) -> Option<TrackerView>;
    fn tracker_after(&self, locale: Locale, played: &Played, hide_hp: bool) -> TrackerUpdate;
    fn ping(&self, played: &Played) -> Option<i64>;
}

/// A game as a [`Seam`].
pub(crate) struct Adapter<G>(PhantomData<fn() -> G>);

impl<G> Adapter<G> {
    pub(crate) const NEW: Adapter<G> = Adapter(PhantomData);
}

impl<G: Game> Adapter<G> {
    /// The reply's outcome and table, when they are this game's (they always are: the
    /// shared layers find the seam by the outcome's own game).
    fn parts(played: &Played) -> Option<(&G::Outcome, &G::Table)> {
        Some((
            G::unwrap_outcome(&played.outcome)?,
            G::unwrap(&played.table)?,
        ))
    }
}

impl<G: Game> Seam for Adapter<G> {
    fn commands(&self) -> &'static [CommandSpec] {
        G::commands()
    }

    fn help(&self) -> &'static [HelpSection] {
        G::help()
    }

    fn extras(&self, path: &[&str]) -> &'static [OptionSpec] {
        extras_for::<G>(path)
    }

    fn odds(&self, line: &GameLine, values: &Values) -> Option<Result<OddsQuery, UserError>> {
        G::odds(line, values)
    }

    fn running(&self, table: &GameTable) -> bool {
        G::unwrap(table).is_some_and(G::running)
    }

    fn in_game(&self, table: &GameTable) -> bool {
        G::unwrap(table).is_some_and(G::in_game)
    }

    fn host(&self, table: &GameTable) -> Option<i64> {
        G::unwrap(table).and_then(G::host)
    }

    fn close_idle(&self, table: &GameTable) -> Option<GameTable> {
        let mut table = G::unwrap(table)?.clone();
        G::close_idle(&mut table).then(|| G::wrap(table))
    }

    fn seating(&self, table: &GameTable) -> Option<Seating> {
        G::unwrap(table).map(G::seating)
    }

    fn who_may(&self) -> &'static WhoMay {
        G::who_may()
    }

    fn is_empty(&self, table: &GameTable) -> bool {
        G::unwrap(table).is_none_or(|t| *t == G::Table::default())
    }

    fn suggestion_label(&self, locale: Locale, what: &Suggest, value: &str) -> Option<String> {
        G::suggestion_label(locale, what, value)
    }

    fn log_line(&self, locale: Locale, entry: &serde_json::Value, style: Style) -> Option<String> {
        G::log_line(locale, entry, style)
    }

    fn settings_lines(&self, locale: Locale, table: Option<&GameTable>) -> Vec<String> {
        match table.and_then(G::unwrap) {
            Some(table) => G::settings_lines(locale, table),
            None => G::settings_lines(locale, &G::Table::default()),
        }
    }

    fn json(&self, locale: Locale, played: &Played, value: &mut serde_json::Value) {
        if let Some((outcome, table)) = Self::parts(played) {
            G::json(locale, outcome, table, value);
        }
    }

    fn reply_kind(&self, played: &Played) -> ReplyKind {
        Self::parts(played).map_or(ReplyKind::Action, |(outcome, _)| G::reply_kind(outcome))
    }

    fn post(&self, locale: Locale, played: &Played, hide_hp: bool) -> Option<Post> {
        let (outcome, table) = Self::parts(played)?;
        Some(marked(|| G::post(locale, outcome, table, hide_hp)))
    }

    fn tracker(&self, locale: Locale, played: &Played, hide_hp: bool) -> Option<TrackerView> {
        let (outcome, table) = Self::parts(played)?;
        marked(|| G::tracker(locale, outcome, table, hide_hp))
    }

    fn tracker_after(&self, locale: Locale, played: &Played, hide_hp: bool) -> TrackerUpdate {
        Self::parts(played).map_or(TrackerUpdate::Keep, |(outcome, table)| {
            marked(|| G::tracker_after(locale, outcome, table, hide_hp))
        })
    }

    fn ping(&self, played: &Played) -> Option<i64> {
        Self::parts(played).and_then(|(outcome, table)| G::ping(outcome, table))
    }
}

/// The `extra:` words `G` takes on the verb at `path`.
pub(crate) fn extras_for<G: Game>(path: &[&str]) -> &'static [OptionSpec] {
    G::extras()
        .iter()
        .find(|(verb, _)| *verb == path)
        .map_or(&[], |(_, words)| *words)
}
