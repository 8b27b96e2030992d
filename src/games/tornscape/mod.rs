//! Tornscape at the seam: its commands, how it reads them, its replies, the board view and
//! its Discord controls. The rules are the pure engine in `rules::tornscape`.

mod commands;
mod post;
mod read;
pub mod render;

use serde_json::json;

use super::{Game, GameOutcome, GameTable, NoCharacter, ReplyKind, Roster, Scope, TrackerUpdate};
use crate::catalogue::spec::{CommandSpec, OptionSpec, Suggest};
use crate::catalogue::{GameLine, Values};
use crate::dice::Dice;
use crate::error::UserError;
use crate::i18n::Locale;
use crate::present::controls::Control;
use crate::present::{Post, TrackerView};
use crate::rules::seats::{Claim, Seating, Waiting, WhoMay};
use crate::rules::tornscape::{self as ts, Event, Marker};
use crate::rules::{Actor, Ruleset, names};
use render::{Style, styled};

pub use crate::rules::tornscape::Table;

pub(crate) struct Tornscape;

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Act {
    /// `/encounter show`.
    Show,
    Engine(ts::Action),
}

#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    Played(ts::Outcome),
    /// The board, for `/encounter show`.
    Shown,
}

impl Game for Tornscape {
    const RULESET: Ruleset = Ruleset::Tornscape;
    type Table = Table;
    type Action = Act;
    type Outcome = Outcome;
    type Character = NoCharacter;

    fn wrap(table: Table) -> GameTable {
        GameTable::Tornscape(table)
    }

    fn unwrap(table: &GameTable) -> Option<&Table> {
        if let GameTable::Tornscape(table) = table {
            Some(table)
        } else {
            None
        }
    }

    fn wrap_outcome(outcome: Outcome) -> GameOutcome {
        GameOutcome::Tornscape(outcome)
    }

    fn unwrap_outcome(outcome: &GameOutcome) -> Option<&Outcome> {
        if let GameOutcome::Tornscape(outcome) = outcome {
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

    fn scope(action: &Act) -> Scope {
        match action {
            Act::Engine(ts::Action::Start) => Scope::Start,
            Act::Engine(ts::Action::Settings { .. }) => Scope::TableSetting,
            Act::Show | Act::Engine(_) => Scope::Play,
        }
    }

    fn command_name(action: &Act) -> &'static str {
        match action {
            Act::Show => "encounter show",
            Act::Engine(action) => action.command_name(),
        }
    }

    fn running(table: &Table) -> bool {
        table.encounter.is_some()
    }

    fn close_idle(table: &mut Table) -> bool {
        table.encounter.take().is_some()
    }

    fn host(table: &Table) -> Option<i64> {
        table.encounter.as_ref().map(|e| e.host)
    }

    fn seating(table: &Table) -> Seating {
        ts::seats::seating(table)
    }

    fn claim(table: &Table, _roster: &Roster<NoCharacter>, actor: &Actor, action: &Act) -> Claim {
        match action {
            Act::Show => Claim::Open,
            Act::Engine(action) => ts::seats::claim(table, actor, action),
        }
    }

    fn who_may() -> &'static WhoMay {
        &ts::seats::WHO_MAY
    }

    fn waiting(table: &Table, _characters: &[NoCharacter]) -> Vec<Waiting> {
        ts::seats::waiting(table)
    }

    fn apply(
        table: &mut Table,
        _roster: &mut Roster<NoCharacter>,
        actor: &Actor,
        action: &Act,
        dice: &mut dyn Dice,
    ) -> Result<Outcome, UserError> {
        match action {
            Act::Show => match table.encounter {
                Some(_) => Ok(Outcome::Shown),
                None => Err(UserError::new("err-no-encounter")),
            },
            Act::Engine(action) => Ok(Outcome::Played(ts::apply(table, actor, action, dice)?)),
        }
    }

    /// Every die rolled: the audit trail.
    fn log_entries(outcome: &Outcome) -> Vec<serde_json::Value> {
        match outcome {
            Outcome::Played(outcome) => outcome
                .rolls()
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

    /// Miniatures (the asker's own first), the acting miniature's tiles, or markers.
    fn suggest(
        table: &Table,
        _characters: &[NoCharacter],
        user: i64,
        what: &Suggest,
        acting: Option<&str>,
    ) -> Vec<String> {
        if *what == Suggest::Conditions {
            return Marker::ALL.iter().map(|m| m.key().to_owned()).collect();
        }
        let Some(encounter) = &table.encounter else {
            return Vec::new();
        };
        let standing = encounter.miniatures.iter().filter(|m| !m.removed);
        match what {
            Suggest::Weapons | Suggest::WeaponPresets => {
                let owner = match acting {
                    Some(name) => standing.clone().find(|m| names::same(&m.name, name)),
                    None => standing.clone().find(|m| {
                        encounter.acting.as_deref() == Some(m.name.as_str()) && m.owner == user
                    }),
                };
                owner
                    .map(|m| m.tiles.iter().map(|t| t.name.clone()).collect())
                    .unwrap_or_default()
            }
            Suggest::Conditions | Suggest::Extras | Suggest::Saved | Suggest::SavedRolls => {
                Vec::new()
            }
            Suggest::Characters | Suggest::Combatants | Suggest::Foes | Suggest::Players => {
                let mut list: Vec<&ts::Miniature> = standing.collect();
                list.sort_by_key(|m| m.owner != user);
                list.into_iter().map(|m| m.name.clone()).collect()
            }
        }
    }

    fn settings_lines(locale: Locale, table: &Table) -> Vec<String> {
        vec![crate::i18n::text(
            locale,
            "ts-settings",
            &[
                ("attack", table.faces.attack.to_string().into()),
                ("defense", table.faces.defense.to_string().into()),
                ("mastery", table.faces.mastery.to_string().into()),
                ("agility", table.faces.agility.to_string().into()),
                ("counter", i64::from(table.counter_activates).into()),
            ],
        )]
    }

    fn json(_locale: Locale, outcome: &Outcome, table: &Table, value: &mut serde_json::Value) {
        if let Outcome::Played(outcome) = outcome {
            value["events"] = json!(outcome.events);
        }
        value["table"] = json!(table);
    }

    fn reply_kind(outcome: &Outcome) -> ReplyKind {
        match outcome {
            Outcome::Played(_) => ReplyKind::Action,
            Outcome::Shown => ReplyKind::View,
        }
    }

    fn post(locale: Locale, outcome: &Outcome, table: &Table, _hide_hp: bool) -> Post {
        match (outcome, &table.encounter) {
            (Outcome::Shown, Some(encounter)) => post::tracker(locale, encounter).into(),
            (Outcome::Played(outcome), encounter) => {
                post::post(locale, outcome, encounter.as_ref())
            }
            (Outcome::Shown, None) => post::post(locale, &ts::Outcome::default(), None),
        }
    }

    fn controls(outcome: &Outcome, table: &Table) -> Vec<Control> {
        match outcome {
            Outcome::Played(outcome) => post::controls(outcome, table.encounter.as_ref()),
            // A tracker drawn anew carries the controls that live on it.
            Outcome::Shown => post::controls(&ts::Outcome::default(), table.encounter.as_ref()),
        }
    }

    fn tracker(
        locale: Locale,
        outcome: &Outcome,
        table: &Table,
        _hide_hp: bool,
    ) -> Option<TrackerView> {
        match (outcome, &table.encounter) {
            (Outcome::Shown, Some(encounter)) => Some(post::tracker(locale, encounter)),
            _ => None,
        }
    }

    fn tracker_after(
        locale: Locale,
        outcome: &Outcome,
        table: &Table,
        _hide_hp: bool,
    ) -> TrackerUpdate {
        match (outcome, &table.encounter) {
            (Outcome::Played(o), _)
                if o.events.iter().all(|e| matches!(e, Event::Settings { .. })) =>
            {
                TrackerUpdate::Keep
            }
            (Outcome::Played(_), Some(encounter)) => {
                TrackerUpdate::Show(Box::new(post::tracker(locale, encounter)))
            }
            (Outcome::Played(_), None) => TrackerUpdate::Ended(None),
            (Outcome::Shown, _) => TrackerUpdate::Keep,
        }
    }

    fn ping(outcome: &Outcome, table: &Table) -> Option<i64> {
        match outcome {
            Outcome::Played(outcome) => post::chooser(outcome, table.encounter.as_ref()),
            Outcome::Shown => None,
        }
    }
}
