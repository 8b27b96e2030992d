//! «Познание нуля» (Knowing Zero) at the seam: its commands, how it reads them, its
//! replies, the battle tracker and the Discord controls (the bonus strike, the end of the
//! turn, a retreat). The rules are the pure engine in `rules::knowing_zero`.

mod commands;
mod post;
mod read;
pub mod render;

use serde_json::json;

use super::{
    ArmyAsk, ArmyDone, Game, GameOutcome, GameTable, NoCharacter, ReplyKind, Roster, SavedArmy,
    Scope, TrackerUpdate,
};
use crate::catalogue::spec::{CommandSpec, OptionSpec, Suggest};
use crate::catalogue::{GameLine, Values};
use crate::dice::Dice;
use crate::error::UserError;
use crate::i18n::Locale;
use crate::present::controls::Control;
use crate::present::{Post, TrackerView};
use crate::rules::knowing_zero::{self as kz, Action, Event, Side};
use crate::rules::seats::{Claim, Seating, Waiting, WhoMay};
use crate::rules::{Actor, Ruleset};
use render::{Style, styled};

pub(crate) struct KnowingZero;

/// What a channel keeps for the game: the players' distances to zero, the table
/// settings, and the battle while one runs.
pub type Table = kz::Table;

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Act {
    /// `/encounter show`.
    Show,
    Engine(Action),
    /// `/zero army list|save|delete` (with `side:` for a save): the table service answers
    /// from the store; a load is the engine's `EnterArmy`.
    Army(ArmyAsk, Option<Side>),
}

#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    Played(kz::Outcome),
    /// The battle (or the distances between battles), for `/encounter show`.
    Shown,
    /// A saved army listed, saved or deleted: the asker's alone.
    Army(ArmyDone),
}

impl Game for KnowingZero {
    const RULESET: Ruleset = Ruleset::KnowingZero;
    type Table = Table;
    type Action = Act;
    type Outcome = Outcome;
    type Character = NoCharacter;

    fn wrap(table: Table) -> GameTable {
        GameTable::KnowingZero(table)
    }

    fn unwrap(table: &GameTable) -> Option<&Table> {
        if let GameTable::KnowingZero(table) = table {
            Some(table)
        } else {
            None
        }
    }

    fn wrap_outcome(outcome: Outcome) -> GameOutcome {
        GameOutcome::KnowingZero(outcome)
    }

    fn unwrap_outcome(outcome: &GameOutcome) -> Option<&Outcome> {
        if let GameOutcome::KnowingZero(outcome) = outcome {
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

    fn extras() -> &'static [(&'static [&'static str], &'static [OptionSpec])] {
        commands::EXTRAS
    }

    fn read(line: &GameLine, values: &Values) -> Result<Act, UserError> {
        read::action(line, values)
    }

    fn scope(action: &Act) -> Scope {
        match action {
            Act::Engine(Action::Start { .. }) => Scope::Start,
            Act::Engine(Action::Configure { .. }) => Scope::TableSetting,
            Act::Show | Act::Engine(_) | Act::Army(..) => Scope::Play,
        }
    }

    fn command_name(action: &Act) -> &'static str {
        match action {
            Act::Show => "encounter show",
            Act::Engine(action) => action.command_name(),
            Act::Army(ArmyAsk::Save { .. }, _) => "zero army save",
            Act::Army(ArmyAsk::Delete { .. }, _) => "zero army delete",
            Act::Army(ArmyAsk::Load { .. }, _) => "zero army load",
            Act::Army(ArmyAsk::List | ArmyAsk::None, _) => "zero army list",
        }
    }

    fn running(table: &Table) -> bool {
        table.battle.is_some()
    }

    /// The battle and the game it belongs to: its players and distances, and the fallen
    /// army that could still end it.
    fn close_idle(table: &mut Table) -> bool {
        let going = Self::in_game(table);
        table.battle = None;
        table.players.clear();
        table.army_fell = None;
        going
    }

    /// A game runs from its first battle until someone wins: its players and distances.
    fn in_game(table: &Table) -> bool {
        table.battle.is_some() || !table.players.is_empty()
    }

    fn host(table: &Table) -> Option<i64> {
        table.battle.as_ref().map(|b| b.host)
    }

    /// The attacker and the defender, each with their army.
    fn seating(table: &Table) -> Seating {
        kz::seats::seating(table)
    }

    fn claim(table: &Table, _roster: &Roster<NoCharacter>, actor: &Actor, action: &Act) -> Claim {
        match action {
            // One's own saved armies: the engine refuses a save from an army not one's own.
            Act::Show | Act::Army(..) => Claim::Open,
            Act::Engine(action) => kz::seats::claim(table, actor, action),
        }
    }

    fn who_may() -> &'static WhoMay {
        &kz::seats::WHO_MAY
    }

    fn waiting(table: &Table, _characters: &[NoCharacter]) -> Vec<Waiting> {
        kz::seats::waiting(table)
    }

    fn apply(
        table: &mut Table,
        _roster: &mut Roster<NoCharacter>,
        actor: &Actor,
        action: &Act,
        dice: &mut dyn Dice,
    ) -> Result<Outcome, UserError> {
        match action {
            // The table service answers army requests before the engine (`army_ask`).
            Act::Show | Act::Army(..) => Ok(Outcome::Shown),
            Act::Engine(action) => kz::apply(table, actor, action, dice).map(Outcome::Played),
        }
    }

    /// Strikes, damage, items lost and the battles' results: the players' audit trail.
    fn log_entries(outcome: &Outcome) -> Vec<serde_json::Value> {
        match outcome {
            Outcome::Played(outcome) => outcome
                .logged()
                .filter_map(|event| serde_json::to_value(event).ok())
                .collect(),
            Outcome::Shown | Outcome::Army(_) => Vec::new(),
        }
    }

    fn log_line(locale: Locale, entry: &serde_json::Value, style: Style) -> Option<String> {
        let event: Event = serde_json::from_value(entry.clone()).ok()?;
        let seats = render::Seats::of(None, std::slice::from_ref(&event));
        Some(styled(
            render::event_lines(locale, &seats, &event).join(" · "),
            style,
        ))
    }

    /// Cards of the asker's army first (`Characters`), the opponent's (`Foes`), or all.
    fn suggest(
        table: &Table,
        _characters: &[NoCharacter],
        user: i64,
        what: &Suggest,
        _acting: Option<&str>,
    ) -> Vec<String> {
        let Some(b) = table.battle.as_deref() else {
            return Vec::new();
        };
        let own = if b.attacker.user == user {
            Some(Side::Attacker)
        } else if b.defender.user == user {
            Some(Side::Defender)
        } else {
            None
        };
        let mut cards: Vec<&kz::Card> = b.cards.iter().collect();
        match what {
            Suggest::Foes => cards.retain(|c| Some(c.side) != own),
            Suggest::Characters | Suggest::Combatants | Suggest::Players => {
                cards.sort_by_key(|c| Some(c.side) != own);
            }
            // The table service offers the asker's saved armies from the store.
            Suggest::Weapons
            | Suggest::WeaponPresets
            | Suggest::Conditions
            | Suggest::Extras
            | Suggest::Saved
            | Suggest::SavedRolls => {
                return Vec::new();
            }
        }
        cards.into_iter().map(|c| c.name.clone()).collect()
    }

    fn army_ask(action: &Act) -> ArmyAsk {
        match action {
            Act::Army(ask, _) => ask.clone(),
            Act::Engine(Action::EnterArmy { name, .. }) => ArmyAsk::Load { name: name.clone() },
            Act::Show | Act::Engine(_) => ArmyAsk::None,
        }
    }

    /// The printed numbers of the asker's side, as the stored JSON.
    fn army_of(table: &Table, actor: &Actor, action: &Act) -> Result<SavedArmy, UserError> {
        let (name, side) = match action {
            Act::Army(ArmyAsk::Save { name }, side) => (name, *side),
            _ => return Err(UserError::new("err-kz-army-no-battle")),
        };
        let (_, army) = kz::army::of(table, actor, side)?;
        Ok(SavedArmy {
            name: name.clone(),
            cards: army.cards.len() as u32,
            data: army.to_json()?,
        })
    }

    fn enter_army(action: &mut Act, stored: &str, data: &str) -> Result<(), UserError> {
        if let Act::Engine(Action::EnterArmy { name, army, .. }) = action {
            *army = kz::Army::from_json(data)?;
            stored.clone_into(name);
        }
        Ok(())
    }

    fn army_done(done: ArmyDone) -> Option<Outcome> {
        Some(Outcome::Army(done))
    }

    fn settings_lines(locale: Locale, table: &Table) -> Vec<String> {
        vec![crate::i18n::text(
            locale,
            "kz-settings-line",
            &[
                ("distance", table.settings.start_distance.into()),
                (
                    "first",
                    crate::error::Arg::term(format!(
                        "kz-first-{}",
                        table.settings.first_turn.key()
                    )),
                ),
            ],
        )]
    }

    fn json(_locale: Locale, outcome: &Outcome, table: &Table, value: &mut serde_json::Value) {
        match outcome {
            Outcome::Played(outcome) => value["events"] = json!(outcome.events),
            Outcome::Army(done) => value["army"] = post::army_json(done),
            Outcome::Shown => {}
        }
        value["table"] = json!(table);
    }

    fn reply_kind(outcome: &Outcome) -> ReplyKind {
        match outcome {
            Outcome::Played(_) => ReplyKind::Action,
            Outcome::Shown => ReplyKind::View,
            Outcome::Army(_) => ReplyKind::Private,
        }
    }

    fn post(locale: Locale, outcome: &Outcome, table: &Table, _hide_hp: bool) -> Post {
        match outcome {
            Outcome::Shown => post::tracker(locale, table).into(),
            Outcome::Played(outcome) => post::post(locale, outcome, table),
            Outcome::Army(done) => post::army(locale, done),
        }
    }

    /// A view of the table redraws the tracker, with the controls that live there.
    fn controls(_outcome: &Outcome, table: &Table) -> Vec<Control> {
        post::controls(table)
    }

    fn tracker(
        locale: Locale,
        outcome: &Outcome,
        table: &Table,
        _hide_hp: bool,
    ) -> Option<TrackerView> {
        match outcome {
            Outcome::Shown => Some(post::tracker(locale, table)),
            Outcome::Played(_) | Outcome::Army(_) => None,
        }
    }

    fn tracker_after(
        locale: Locale,
        outcome: &Outcome,
        table: &Table,
        _hide_hp: bool,
    ) -> TrackerUpdate {
        match (outcome, table.battle.is_some()) {
            (Outcome::Played(_), true) => {
                TrackerUpdate::Show(Box::new(post::tracker(locale, table)))
            }
            (Outcome::Played(_), false) => TrackerUpdate::Ended(None),
            (Outcome::Shown | Outcome::Army(_), _) => TrackerUpdate::Keep,
        }
    }

    fn ping(outcome: &Outcome, table: &Table) -> Option<i64> {
        match outcome {
            Outcome::Played(outcome) => post::turn_owner(outcome, table),
            Outcome::Shown | Outcome::Army(_) => None,
        }
    }
}
