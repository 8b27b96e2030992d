//! A channel's whole state: the FLAIL table (its encounter and table settings) and, when
//! the channel plays another ruleset, that game. The table service dispatches on it; it is
//! the one place that knows which rulesets exist.

use serde::{Deserialize, Serialize};

use crate::rules::{flail, lotr_lcg, mage_wars};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Channel {
    /// FLAIL's table, kept while another game runs so its settings survive.
    pub table: flail::Table,
    /// A game of another ruleset; `None` means the channel plays FLAIL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<Game>,
}

/// The rulesets other than FLAIL, one variant each.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Game {
    MageWars(mage_wars::Arena),
    LotrLcg(Box<lotr_lcg::Table>),
}

impl Game {
    pub fn arena(&self) -> Option<&mage_wars::Arena> {
        match self {
            Game::MageWars(arena) => Some(arena),
            _ => None,
        }
    }

    pub fn lcg(&self) -> Option<&lotr_lcg::Table> {
        match self {
            Game::LotrLcg(table) => Some(table),
            _ => None,
        }
    }
}

pub const FLAIL: &str = "flail";
pub const MAGE_WARS: &str = "mage-wars";
pub const LOTR_LCG: &str = "lotr-lcg";

impl Channel {
    /// The ruleset key the channel plays (`/encounter start ruleset:` names).
    pub fn ruleset(&self) -> &'static str {
        match &self.game {
            None => FLAIL,
            Some(Game::MageWars(_)) => MAGE_WARS,
            Some(Game::LotrLcg(_)) => LOTR_LCG,
        }
    }

    pub fn arena(&self) -> Option<&mage_wars::Arena> {
        self.game.as_ref().and_then(Game::arena)
    }

    pub fn lcg(&self) -> Option<&lotr_lcg::Table> {
        self.game.as_ref().and_then(Game::lcg)
    }

    /// Whoever runs the channel's game: FLAIL's GM or another game's host.
    pub fn runs_game(&self, user: i64) -> bool {
        self.table.encounter.as_ref().is_some_and(|e| e.gm == user)
            || self.arena().is_some_and(|a| a.host == user)
            || self.lcg().is_some_and(|t| t.host == user)
    }
}
