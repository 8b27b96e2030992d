//! Mage Wars channels: `/encounter start ruleset:mage-wars` and every action of the game,
//! run through the pure engine and committed like FLAIL's (state, history, roll log).

use super::channel::Game;
use super::game::GameRules;
use super::{Reply, Request};
use crate::dice::Dice;
use crate::error::UserError;
use crate::rules::mage_wars::{self as mw, Action, Actor, Arena, Event, Outcome};

/// Mage Wars at the table service's seam.
pub(super) struct MageWars;

impl GameRules for MageWars {
    type State = Arena;
    type Action = Action;
    type Outcome = Outcome;

    fn game(state: Arena) -> Game {
        Game::MageWars(state)
    }

    fn state(game: &Game) -> Option<&Arena> {
        game.arena()
    }

    fn new_game(host: i64) -> Arena {
        Arena::new(host)
    }

    fn started(host: i64) -> Outcome {
        let mut outcome = Outcome::default();
        outcome.push(Event::Started { host });
        outcome
    }

    fn apply(
        arena: &mut Arena,
        request: &Request,
        action: &Action,
        dice: &mut dyn Dice,
    ) -> Result<Outcome, UserError> {
        let actor = Actor {
            user: request.user,
            moderator: request.moderator,
        };
        mw::apply(arena, &actor, action, dice)
    }

    fn ends(action: &Action) -> bool {
        matches!(action, Action::End)
    }

    fn command_name(action: &Action) -> &'static str {
        action.command_name()
    }

    /// Every die rolled, tagged so `/log` tells rulesets apart.
    fn log_entries(outcome: &Outcome) -> Vec<serde_json::Value> {
        outcome
            .rolls()
            .map(|event| serde_json::json!({ "mage_wars": event }))
            .collect()
    }

    fn reply(outcome: Outcome, arena: Option<&Arena>, version: i64) -> Reply {
        Reply::MageWars {
            outcome,
            arena: arena.cloned().map(Box::new),
            version,
        }
    }
}

/// Autocomplete in a Mage Wars channel: objects in the arena (the asker's own first for
/// `as`), and the attacks of the acting object (or of the asker's mage).
pub(super) fn suggest(arena: &Arena, user: i64, what: &super::Suggest) -> Vec<String> {
    use super::Suggest;
    match what {
        Suggest::Weapons { character } | Suggest::WeaponPresets { character } => {
            let owner = match character {
                Some(name) => arena
                    .objects
                    .iter()
                    .find(|o| o.name.eq_ignore_ascii_case(name.trim())),
                None => arena.mage_of(user),
            };
            owner
                .map(|o| o.attacks.iter().map(|a| a.name.clone()).collect())
                .unwrap_or_default()
        }
        Suggest::Characters
        | Suggest::Combatants
        | Suggest::Adversaries
        | Suggest::Players
        | Suggest::Enemies => {
            let mut objects: Vec<&mw::Object> = arena.objects.iter().collect();
            objects.sort_by_key(|o| o.owner != user);
            objects.into_iter().map(|o| o.name.clone()).collect()
        }
    }
}
