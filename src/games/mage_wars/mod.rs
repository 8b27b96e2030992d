//! Mage Wars at the seam: its commands, how it reads them, its replies, the arena view and
//! its Discord controls. The rules are the pure engine in `rules::mage_wars`.

mod commands;
mod post;
#[cfg(test)]
pub(crate) use post::tracker;
mod read;
pub mod render;

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::{Game, GameOutcome, GameTable, NoCharacter, ReplyKind, Roster, Scope, TrackerUpdate};
use crate::catalogue::spec::{CommandSpec, OptionSpec, Suggest};
use crate::catalogue::{GameLine, Values};
use crate::dice::Dice;
use crate::error::UserError;
use crate::i18n::Locale;
use crate::odds::OddsQuery;
use crate::present::controls::Control;
use crate::present::{Post, Tone, TrackerView};
use crate::rules::mage_wars::{self as mw, Arena, Event};
use crate::rules::seats::{Claim, Seating, Waiting, WhoMay};
use crate::rules::{Actor, Ruleset, names};
use render::{Style, styled};

pub(crate) struct MageWars;

/// What a channel keeps for Mage Wars: the arena while a game runs.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Table {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arena: Option<Arena>,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Act {
    /// `/encounter start ruleset:mage-wars`: the starter hosts the game.
    Start,
    /// `/encounter show`.
    Show,
    /// `/arena enchantments`: the asker's own enchantments, face down ones by name.
    Enchantments,
    Engine(mw::Action),
}

#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    Played(mw::Outcome),
    /// The arena, for `/encounter show`.
    Shown,
    /// The asker's enchantments (name, target, revealed), shown to them alone.
    Enchantments(Vec<(String, String, bool)>),
}

impl Game for MageWars {
    const RULESET: Ruleset = Ruleset::MageWars;
    type Table = Table;
    type Action = Act;
    type Outcome = Outcome;
    type Character = NoCharacter;

    fn wrap(table: Table) -> GameTable {
        GameTable::MageWars(table)
    }

    fn unwrap(table: &GameTable) -> Option<&Table> {
        if let GameTable::MageWars(table) = table {
            Some(table)
        } else {
            None
        }
    }

    fn wrap_outcome(outcome: Outcome) -> GameOutcome {
        GameOutcome::MageWars(outcome)
    }

    fn unwrap_outcome(outcome: &GameOutcome) -> Option<&Outcome> {
        if let GameOutcome::MageWars(outcome) = outcome {
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

    fn extras() -> &'static [(&'static [&'static str], &'static [OptionSpec])] {
        commands::EXTRAS
    }

    fn odds(line: &GameLine, values: &Values) -> Option<Result<OddsQuery, UserError>> {
        read::odds(line, values)
    }

    fn scope(action: &Act) -> Scope {
        match action {
            Act::Start => Scope::Start,
            Act::Show | Act::Enchantments | Act::Engine(_) => Scope::Play,
        }
    }

    fn command_name(action: &Act) -> &'static str {
        match action {
            Act::Start => "encounter start",
            Act::Show => "encounter show",
            Act::Enchantments => "arena enchantments",
            Act::Engine(action) => action.command_name(),
        }
    }

    fn running(table: &Table) -> bool {
        table.arena.is_some()
    }

    fn close_idle(table: &mut Table) -> bool {
        table.arena.take().is_some()
    }

    fn host(table: &Table) -> Option<i64> {
        table.arena.as_ref().map(|a| a.host)
    }

    fn seating(table: &Table) -> Seating {
        mw::seats::seating(table.arena.as_ref())
    }

    fn claim(table: &Table, _roster: &Roster<NoCharacter>, actor: &Actor, action: &Act) -> Claim {
        match action {
            // Starting, showing and one's own enchantments are anyone's.
            Act::Start | Act::Show | Act::Enchantments => Claim::Open,
            Act::Engine(action) => mw::seats::claim(table.arena.as_ref(), actor, action),
        }
    }

    fn who_may() -> &'static WhoMay {
        &mw::seats::WHO_MAY
    }

    fn waiting(table: &Table, _characters: &[NoCharacter]) -> Vec<Waiting> {
        table
            .arena
            .as_ref()
            .map(|arena| mw::seats::waiting(arena, crate::present::controls::quoted))
            .unwrap_or_default()
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
                if table.arena.is_some() {
                    return Err(
                        UserError::new("err-game-running").arg("ruleset", Self::RULESET.key())
                    );
                }
                table.arena = Some(Arena::new(actor.user));
                let mut outcome = mw::Outcome::default();
                outcome.push(Event::Started { host: actor.user });
                Ok(Outcome::Played(outcome))
            }
            Act::Show => match table.arena {
                Some(_) => Ok(Outcome::Shown),
                None => Err(UserError::new("err-no-encounter")),
            },
            Act::Enchantments => {
                let arena = table
                    .arena
                    .as_ref()
                    .ok_or_else(|| UserError::new("err-no-encounter"))?;
                let own = arena
                    .enchantments
                    .iter()
                    .filter(|e| e.owner == actor.user)
                    .map(|e| {
                        let target = arena
                            .object(e.target)
                            .map(|o| o.name.clone())
                            .unwrap_or_default();
                        (e.name.clone(), target, e.revealed)
                    })
                    .collect();
                Ok(Outcome::Enchantments(own))
            }
            Act::Engine(action) => {
                let arena = table
                    .arena
                    .as_mut()
                    .ok_or_else(|| UserError::new("err-no-encounter"))?;
                let outcome = mw::apply(arena, actor, action, dice)?;
                if matches!(action, mw::Action::End) {
                    table.arena = None;
                }
                Ok(Outcome::Played(outcome))
            }
        }
    }

    /// Every die rolled: the arena's audit trail.
    fn log_entries(outcome: &Outcome) -> Vec<serde_json::Value> {
        match outcome {
            Outcome::Played(outcome) => outcome
                .rolls()
                .filter_map(|event| serde_json::to_value(event).ok())
                .collect(),
            Outcome::Shown | Outcome::Enchantments(_) => Vec::new(),
        }
    }

    fn log_line(locale: Locale, entry: &serde_json::Value, style: Style) -> Option<String> {
        let event: Event = serde_json::from_value(entry.clone()).ok()?;
        Some(styled(
            render::event_lines(locale, &event, style).join(" · "),
            style,
        ))
    }

    /// Objects in the arena (the asker's own first), or the attacks of the acting object
    /// (or of the asker's mage).
    fn suggest(
        table: &Table,
        _characters: &[NoCharacter],
        user: i64,
        what: &Suggest,
        acting: Option<&str>,
    ) -> Vec<String> {
        if *what == Suggest::Conditions {
            return mw::Condition::ALL
                .iter()
                .map(|c| c.key().to_owned())
                .collect();
        }
        let Some(arena) = &table.arena else {
            return Vec::new();
        };
        match what {
            Suggest::Weapons | Suggest::WeaponPresets => {
                let owner = match acting {
                    Some(name) => arena.objects.iter().find(|o| names::same(&o.name, name)),
                    None => arena.mage_of(user),
                };
                owner
                    .map(|o| o.attacks.iter().map(|a| a.name.clone()).collect())
                    .unwrap_or_default()
            }
            Suggest::Conditions => mw::Condition::ALL
                .iter()
                .map(|c| c.key().to_owned())
                .collect(),
            Suggest::Extras | Suggest::Saved | Suggest::SavedRolls => Vec::new(),
            Suggest::Characters | Suggest::Combatants | Suggest::Foes | Suggest::Players => {
                let mut objects: Vec<&mw::Object> = arena.objects.iter().collect();
                objects.sort_by_key(|o| o.owner != user);
                objects.into_iter().map(|o| o.name.clone()).collect()
            }
        }
    }

    fn json(_locale: Locale, outcome: &Outcome, table: &Table, value: &mut serde_json::Value) {
        match outcome {
            Outcome::Played(outcome) => value["events"] = json!(outcome.events),
            Outcome::Enchantments(own) => value["enchantments"] = json!(own),
            Outcome::Shown => {}
        }
        value["arena"] = json!(table.arena);
    }

    fn reply_kind(outcome: &Outcome) -> ReplyKind {
        match outcome {
            Outcome::Played(_) => ReplyKind::Action,
            Outcome::Shown => ReplyKind::View,
            Outcome::Enchantments(_) => ReplyKind::Private,
        }
    }

    fn post(locale: Locale, outcome: &Outcome, table: &Table, _hide_hp: bool) -> Post {
        match (outcome, &table.arena) {
            (Outcome::Shown, Some(arena)) => post::tracker(locale, arena).into(),
            (Outcome::Played(outcome), arena) => post::post(locale, outcome, arena.as_ref()),
            (Outcome::Shown, None) => post::post(locale, &mw::Outcome::default(), None),
            (Outcome::Enchantments(own), _) => Post::new(Tone::Neutral).lines(
                render::own_enchantments(locale, own, Style::Markdown)
                    .lines()
                    .map(str::to_owned),
            ),
        }
    }

    fn controls(outcome: &Outcome, table: &Table) -> Vec<Control> {
        match outcome {
            Outcome::Played(outcome) => post::controls(outcome, table.arena.as_ref()),
            // A tracker drawn anew carries the controls that live on it.
            Outcome::Shown => post::controls(&mw::Outcome::default(), table.arena.as_ref()),
            Outcome::Enchantments(_) => Vec::new(),
        }
    }

    fn tracker(
        locale: Locale,
        outcome: &Outcome,
        table: &Table,
        _hide_hp: bool,
    ) -> Option<TrackerView> {
        match (outcome, &table.arena) {
            (Outcome::Shown, Some(arena)) => Some(post::tracker(locale, arena)),
            _ => None,
        }
    }

    fn tracker_after(
        locale: Locale,
        outcome: &Outcome,
        table: &Table,
        _hide_hp: bool,
    ) -> TrackerUpdate {
        match (outcome, &table.arena) {
            (Outcome::Played(_), Some(arena)) => {
                TrackerUpdate::Show(Box::new(post::tracker(locale, arena)))
            }
            (Outcome::Played(_), None) => TrackerUpdate::Ended(None),
            (Outcome::Shown | Outcome::Enchantments(_), _) => TrackerUpdate::Keep,
        }
    }

    fn ping(outcome: &Outcome, table: &Table) -> Option<i64> {
        match outcome {
            Outcome::Played(outcome) => post::turn_owner(outcome, table.arena.as_ref()),
            Outcome::Shown | Outcome::Enchantments(_) => None,
        }
    }
}
