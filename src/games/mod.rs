//! The games Narrator runs, at their seam with the shared layers. Each game lives in its
//! own folder here (its commands, how it reads them, its replies, views and Discord
//! controls) next to its pure engine under `rules/`; the shared layers reach it only
//! through [`seam`].
//!
//! Adding a game touches this file (its module, a variant of [`GameTable`] and
//! [`GameOutcome`], its arm in [`seam`]); the compiler points at each place.

pub use crate::present::controls;
mod channel;
pub mod flail;
pub mod knowing_zero;
pub mod legacy;
pub mod lotr_lcg;
pub mod mage_wars;
mod seam;
pub mod tornscape;

use serde::{Deserialize, Serialize};

pub use channel::Channel;
pub(crate) use seam::{Adapter, Seam, extras_for};
pub use seam::{
    ArmyAsk, ArmyDone, CharacterReads, Game, HelpSection, NoCharacter, ReplyKind, Roster,
    SavedArmy, Scope, ServerCharacter, TrackerUpdate,
};

use crate::rules::Ruleset;

/// One game's part of a channel's state: what it keeps between encounters and, while one
/// runs, the encounter.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameTable {
    Flail(crate::rules::flail::Table),
    MageWars(mage_wars::Table),
    LotrLcg(lotr_lcg::Table),
    Tornscape(tornscape::Table),
    KnowingZero(knowing_zero::Table),
}

/// What a game answered: an action's outcome or a view.
#[derive(Debug, Clone, PartialEq)]
pub enum GameOutcome {
    Flail(flail::Outcome),
    MageWars(mage_wars::Outcome),
    LotrLcg(lotr_lcg::Outcome),
    Tornscape(tornscape::Outcome),
    KnowingZero(knowing_zero::Outcome),
}

impl GameTable {
    pub fn ruleset(&self) -> Ruleset {
        match self {
            GameTable::Flail(_) => Ruleset::Flail,
            GameTable::MageWars(_) => Ruleset::MageWars,
            GameTable::LotrLcg(_) => Ruleset::LotrLcg,
            GameTable::Tornscape(_) => Ruleset::Tornscape,
            GameTable::KnowingZero(_) => Ruleset::KnowingZero,
        }
    }
}

impl GameOutcome {
    pub fn ruleset(&self) -> Ruleset {
        match self {
            GameOutcome::Flail(_) => Ruleset::Flail,
            GameOutcome::MageWars(_) => Ruleset::MageWars,
            GameOutcome::LotrLcg(_) => Ruleset::LotrLcg,
            GameOutcome::Tornscape(_) => Ruleset::Tornscape,
            GameOutcome::KnowingZero(_) => Ruleset::KnowingZero,
        }
    }
}

/// A game's answer: an action's outcome or a view, with the game's table as it now is.
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    pub outcome: GameOutcome,
    pub table: GameTable,
    /// The channel's version after the action (buttons carry it).
    pub version: i64,
    /// The buttons and menus the reply offers, stored under their tokens.
    pub controls: Vec<controls::Control>,
    /// When a choice this action began takes its default, if one did (milliseconds since
    /// the epoch): the reply says so.
    pub deadline: Option<i64>,
}

impl Played {
    pub fn ruleset(&self) -> Ruleset {
        self.outcome.ruleset()
    }
}

/// The game's seam; `None` for a game Narrator does not run yet.
pub(crate) fn seam(ruleset: Ruleset) -> Option<&'static dyn Seam> {
    match ruleset {
        Ruleset::Flail => Some(&Adapter::<flail::Flail>::NEW),
        Ruleset::MageWars => Some(&Adapter::<mage_wars::MageWars>::NEW),
        Ruleset::LotrLcg => Some(&Adapter::<lotr_lcg::LotrLcg>::NEW),
        Ruleset::Tornscape => Some(&Adapter::<tornscape::Tornscape>::NEW),
        Ruleset::KnowingZero => Some(&Adapter::<knowing_zero::KnowingZero>::NEW),
    }
}

/// Who may do what in `ruleset`: the table the docs print and the permission tests play.
pub fn who_may(ruleset: Ruleset) -> &'static crate::rules::seats::WhoMay {
    seam(ruleset).map_or(&crate::rules::seats::WhoMay::NONE, |s| s.who_may())
}

/// The games that run, in the list's order.
pub fn running() -> impl Iterator<Item = Ruleset> {
    Ruleset::ALL.into_iter().filter(|r| seam(*r).is_some())
}

/// Whether Narrator runs this game.
pub fn runs(ruleset: Ruleset) -> bool {
    seam(ruleset).is_some()
}
