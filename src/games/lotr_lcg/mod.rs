//! The LotR LCG combat phase at the seam: its commands, how it reads them, its replies,
//! the table view and the step-by-step Discord controls. The rules are the pure engine in
//! `rules::lotr_lcg`.

mod commands;
mod headline;
mod post;
mod read;
pub mod render;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::{Game, GameOutcome, GameTable, NoCharacter, ReplyKind, Roster, Scope, TrackerUpdate};
use crate::catalogue::spec::{CommandSpec, Suggest};
use crate::catalogue::{GameLine, Values};
use crate::dice::Dice;
use crate::error::UserError;
use crate::i18n::Locale;
use crate::present::controls::Control;
use crate::present::{Post, TrackerView};
use crate::rules::lotr_lcg::{self as lcg, Event};
use crate::rules::seats::{Claim, Seating, WhoMay};
use crate::rules::{Actor, Ruleset};
use render::{Style, styled};

pub(crate) struct LotrLcg;

/// What a channel keeps for the LotR LCG: the table while a game runs.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Table {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<Box<lcg::Table>>,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Act {
    /// `/encounter start ruleset:lotr-lcg`: the starter hosts the game.
    Start,
    /// `/encounter show`.
    Show,
    Engine(lcg::Action),
}

#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    Played(lcg::Outcome),
    /// The table, for `/encounter show`.
    Shown,
}

impl Game for LotrLcg {
    const RULESET: Ruleset = Ruleset::LotrLcg;
    type Table = Table;
    type Action = Act;
    type Outcome = Outcome;
    type Character = NoCharacter;

    fn wrap(table: Table) -> GameTable {
        GameTable::LotrLcg(table)
    }

    fn unwrap(table: &GameTable) -> Option<&Table> {
        if let GameTable::LotrLcg(table) = table {
            Some(table)
        } else {
            None
        }
    }

    fn wrap_outcome(outcome: Outcome) -> GameOutcome {
        GameOutcome::LotrLcg(outcome)
    }

    fn unwrap_outcome(outcome: &GameOutcome) -> Option<&Outcome> {
        if let GameOutcome::LotrLcg(outcome) = outcome {
            Some(outcome)
        } else {
            None
        }
    }

    fn help() -> &'static [crate::games::HelpSection] {
        commands::HELP
    }

    fn commands() -> &'static [CommandSpec] {
        commands::COMMANDS
    }

    fn read(line: &GameLine, values: &Values) -> Result<Act, UserError> {
        read::action(line, values)
    }

    fn scope(action: &Act) -> Scope {
        match action {
            Act::Start => Scope::Start,
            Act::Show | Act::Engine(_) => Scope::Play,
        }
    }

    fn command_name(action: &Act) -> &'static str {
        match action {
            Act::Start => "encounter start",
            Act::Show => "encounter show",
            Act::Engine(action) => action.command_name(),
        }
    }

    fn running(table: &Table) -> bool {
        table.game.is_some()
    }

    fn close_idle(table: &mut Table) -> bool {
        table.game.take().is_some()
    }

    fn host(table: &Table) -> Option<i64> {
        table.game.as_ref().map(|g| g.host)
    }

    fn seating(table: &Table) -> Seating {
        match table.game.as_deref() {
            Some(game) => lcg::seats::seating(game),
            None => Seating::default(),
        }
    }

    /// Starting and showing are anyone's; with no game running the engine refuses the rest.
    fn claim(table: &Table, _roster: &Roster<NoCharacter>, actor: &Actor, action: &Act) -> Claim {
        match (action, table.game.as_deref()) {
            (Act::Engine(action), Some(game)) => lcg::seats::claim(game, actor, action),
            _ => Claim::Open,
        }
    }

    fn who_may() -> &'static WhoMay {
        &lcg::seats::WHO_MAY
    }

    fn apply(
        table: &mut Table,
        _roster: &mut Roster<NoCharacter>,
        actor: &Actor,
        action: &Act,
        dice: &mut dyn Dice,
    ) -> Result<Outcome, UserError> {
        match action {
            Act::Start => {
                if table.game.is_some() {
                    return Err(
                        UserError::new("err-game-running").arg("ruleset", Self::RULESET.key())
                    );
                }
                table.game = Some(Box::new(lcg::Table::new(actor.user)));
                let mut outcome = lcg::Outcome::default();
                outcome.push(Event::Started { host: actor.user });
                Ok(Outcome::Played(outcome))
            }
            Act::Show => match table.game {
                Some(_) => Ok(Outcome::Shown),
                None => Err(UserError::new("err-no-encounter")),
            },
            Act::Engine(action) => {
                let game = table
                    .game
                    .as_mut()
                    .ok_or_else(|| UserError::new("err-no-encounter"))?;
                let outcome = lcg::apply(game, actor, action, dice)?;
                if matches!(action, lcg::Action::End) {
                    table.game = None;
                }
                Ok(Outcome::Played(outcome))
            }
        }
    }

    /// Shuffles, shadow cards and damage: the referee's audit trail.
    fn log_entries(outcome: &Outcome) -> Vec<serde_json::Value> {
        match outcome {
            Outcome::Played(outcome) => outcome
                .logged()
                .filter_map(|event| serde_json::to_value(event).ok())
                .collect(),
            Outcome::Shown => Vec::new(),
        }
    }

    fn log_line(locale: Locale, entry: &serde_json::Value, style: Style) -> Option<String> {
        let event: Event = serde_json::from_value(entry.clone()).ok()?;
        Some(styled(
            render::event_lines(locale, &event).join(" · "),
            style,
        ))
    }

    /// Players, characters (the asker's own first) or enemies, as the option asks.
    fn suggest(
        table: &Table,
        _characters: &[NoCharacter],
        user: i64,
        what: &Suggest,
        _acting: Option<&str>,
    ) -> Vec<String> {
        let Some(game) = &table.game else {
            return Vec::new();
        };
        let own: Vec<&str> = game
            .players
            .iter()
            .filter(|p| p.user == user)
            .map(|p| p.name.as_str())
            .collect();
        match what {
            Suggest::Players => {
                let mut players: Vec<&lcg::Player> =
                    game.players.iter().filter(|p| !p.eliminated).collect();
                players.sort_by_key(|p| p.user != user);
                players.into_iter().map(|p| p.name.clone()).collect()
            }
            Suggest::Foes => game.enemies.iter().map(|e| e.name.clone()).collect(),
            // The combat phase has no conditions; `extra` words are the table service's.
            Suggest::Conditions | Suggest::Extras | Suggest::Saved | Suggest::SavedRolls => {
                Vec::new()
            }
            Suggest::Characters | Suggest::Weapons | Suggest::WeaponPresets => {
                let mut characters: Vec<&lcg::Character> = game.characters.iter().collect();
                characters.sort_by_key(|c| !own.contains(&c.player.as_str()));
                characters.into_iter().map(|c| c.name.clone()).collect()
            }
            Suggest::Combatants => {
                let mut names: Vec<String> =
                    game.characters.iter().map(|c| c.name.clone()).collect();
                names.extend(game.enemies.iter().map(|e| e.name.clone()));
                names
            }
        }
    }

    fn json(_locale: Locale, outcome: &Outcome, table: &Table, value: &mut serde_json::Value) {
        if let Outcome::Played(outcome) = outcome {
            value["events"] = json!(outcome.events);
        }
        value["table"] = json!(table.game);
    }

    fn reply_kind(outcome: &Outcome) -> ReplyKind {
        match outcome {
            Outcome::Played(_) => ReplyKind::Action,
            Outcome::Shown => ReplyKind::View,
        }
    }

    fn post(locale: Locale, outcome: &Outcome, table: &Table, _hide_hp: bool) -> Post {
        let game = table.game.as_deref();
        match (outcome, game) {
            (Outcome::Shown, Some(game)) => post::tracker(locale, game).into(),
            (Outcome::Played(outcome), game) => post::post(locale, outcome, game),
            (Outcome::Shown, None) => post::post(locale, &lcg::Outcome::default(), None),
        }
    }

    fn controls(outcome: &Outcome, table: &Table) -> Vec<Control> {
        match outcome {
            Outcome::Played(_) => post::controls(table.game.as_deref()),
            // A tracker drawn anew carries the controls that live on it.
            Outcome::Shown => post::controls(table.game.as_deref()),
        }
    }

    fn tracker(
        locale: Locale,
        outcome: &Outcome,
        table: &Table,
        _hide_hp: bool,
    ) -> Option<TrackerView> {
        match (outcome, table.game.as_deref()) {
            (Outcome::Shown, Some(game)) => Some(post::tracker(locale, game)),
            _ => None,
        }
    }

    fn tracker_after(
        locale: Locale,
        outcome: &Outcome,
        table: &Table,
        _hide_hp: bool,
    ) -> TrackerUpdate {
        match (outcome, table.game.as_deref()) {
            (Outcome::Played(_), Some(game)) => {
                TrackerUpdate::Show(Box::new(post::tracker(locale, game)))
            }
            (Outcome::Played(_), None) => TrackerUpdate::Ended(None),
            (Outcome::Shown, _) => TrackerUpdate::Keep,
        }
    }

    fn ping(outcome: &Outcome, table: &Table) -> Option<i64> {
        match outcome {
            Outcome::Played(outcome) => post::step_owner(outcome, table.game.as_deref()),
            Outcome::Shown => None,
        }
    }
}
