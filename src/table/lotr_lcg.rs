//! LotR LCG channels: `/encounter start ruleset:lotr-lcg` and every step of the combat
//! phase, run through the pure engine and committed like the other rulesets (state,
//! history, log).

use super::channel::Game;
use super::game::GameRules;
use super::{Reply, Request, Suggest};
use crate::dice::Dice;
use crate::error::UserError;
use crate::rules::lotr_lcg::{self as lcg, Action, Actor, Event, Outcome, Table};

/// The LotR LCG at the table service's seam.
pub(super) struct LotrLcg;

impl GameRules for LotrLcg {
    type State = Table;
    type Action = Action;
    type Outcome = Outcome;

    fn game(state: Table) -> Game {
        Game::LotrLcg(Box::new(state))
    }

    fn state(game: &Game) -> Option<&Table> {
        game.lcg()
    }

    fn new_game(host: i64) -> Table {
        Table::new(host)
    }

    fn started(host: i64) -> Outcome {
        let mut outcome = Outcome::default();
        outcome.push(Event::Started { host });
        outcome
    }

    fn apply(
        table: &mut Table,
        request: &Request,
        action: &Action,
        dice: &mut dyn Dice,
    ) -> Result<Outcome, UserError> {
        let actor = Actor {
            user: request.user,
            moderator: request.moderator,
        };
        lcg::apply(table, &actor, action, dice)
    }

    fn ends(action: &Action) -> bool {
        matches!(action, Action::End)
    }

    fn command_name(action: &Action) -> &'static str {
        action.command_name()
    }

    /// Shuffles, shadow cards and damage: the referee's audit trail, tagged so `/log`
    /// tells rulesets apart.
    fn log_entries(outcome: &Outcome) -> Vec<serde_json::Value> {
        outcome
            .logged()
            .map(|event| serde_json::json!({ "lotr_lcg": event }))
            .collect()
    }

    fn reply(outcome: Outcome, table: Option<&Table>, version: i64) -> Reply {
        Reply::Lcg {
            outcome,
            table: table.cloned().map(Box::new),
            version,
        }
    }
}

/// Autocomplete in a LotR LCG channel: players, characters (the asker's own first) or
/// enemies, as the option asks.
pub(super) fn suggest(table: &Table, user: i64, what: &Suggest) -> Vec<String> {
    let own: Vec<&str> = table
        .players
        .iter()
        .filter(|p| p.user == user)
        .map(|p| p.name.as_str())
        .collect();
    match what {
        Suggest::Players => {
            let mut players: Vec<&lcg::Player> =
                table.players.iter().filter(|p| !p.eliminated).collect();
            players.sort_by_key(|p| p.user != user);
            players.into_iter().map(|p| p.name.clone()).collect()
        }
        Suggest::Enemies | Suggest::Adversaries => {
            table.enemies.iter().map(|e| e.name.clone()).collect()
        }
        Suggest::Characters | Suggest::Weapons { .. } | Suggest::WeaponPresets { .. } => {
            let mut characters: Vec<&lcg::Character> = table.characters.iter().collect();
            characters.sort_by_key(|c| !own.contains(&c.player.as_str()));
            characters.into_iter().map(|c| c.name.clone()).collect()
        }
        Suggest::Combatants => {
            let mut names: Vec<String> = table.characters.iter().map(|c| c.name.clone()).collect();
            names.extend(table.enemies.iter().map(|e| e.name.clone()));
            names
        }
    }
}
