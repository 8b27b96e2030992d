//! FLAIL at the seam: its commands, how it reads them, its server characters, its replies,
//! views and Discord controls. The rules themselves are the pure engine in
//! `rules::flail`.

mod commands;
mod post;

/// The colour each To Hit and save result is shown in (the odds chart's bars too).
pub use post::roll_colour as outcome_colour;
mod read;
pub mod render;

use serde_json::json;

use super::ServerCharacter;
use super::{
    CharacterReads, Game, GameOutcome, GameTable, ReplyKind, Roster, Scope, TrackerUpdate,
};
use crate::catalogue::spec::{CommandSpec, OptionSpec, Suggest};
use crate::catalogue::{GameLine, Values};
use crate::dice::Dice;
use crate::error::UserError;
use crate::i18n::{Locale, plain};
use crate::odds::OddsQuery;
use crate::present::controls::Control;
use crate::present::{Post, Tone, TrackerView};
use crate::rules::flail::model::Encounter;
use crate::rules::flail::outcome::ResultKind;
use crate::rules::flail::{self, Action, Character, Table, World};
use crate::rules::seats::{Claim, Seating, Waiting, WhoMay};
use crate::rules::{Actor, Ruleset, names};
use render::Style;

pub(crate) struct Flail;

/// What a FLAIL line asks: an engine action, or one of the reads.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Act {
    Engine(Action),
    /// `/encounter show`.
    Show,
    /// `/character show`: the named character, or the asker's own.
    Sheet(Option<String>),
    /// `/character list`.
    List,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// An engine action, and the encounter's characters after it.
    Played {
        outcome: flail::Outcome,
        characters: Vec<Character>,
        /// The fight the action ended, or followed up after its end: the closing tracker
        /// is drawn from it.
        closing: Closing,
    },
    /// The encounter, with its characters.
    Shown {
        characters: Vec<Character>,
    },
    Sheet(Box<Character>),
    List(Vec<Character>),
}

/// How an action stands to a fight that is over, so the tracker can keep its final state.
#[derive(Debug, Clone, Default, PartialEq)]
pub enum Closing {
    /// The action has nothing to do with a finished fight.
    #[default]
    None,
    /// `/encounter end`: the encounter as it stood when it ended (the table no longer
    /// holds it). The characters are its party's.
    Ended(Box<Encounter>),
    /// A Death roll after the end by one of the last fight's party; the characters are
    /// that party's.
    AfterEnd,
}

impl ServerCharacter for Character {
    fn id(&self) -> i64 {
        self.id
    }
    fn guild(&self) -> i64 {
        self.guild
    }
    fn owner(&self) -> i64 {
        self.owner
    }
    fn name(&self) -> &str {
        &self.name
    }
    fn set_row(&mut self, id: i64, guild: i64, owner: i64, name: &str) {
        self.id = id;
        self.guild = guild;
        self.owner = owner;
        name.clone_into(&mut self.name);
    }
}

impl Game for Flail {
    const RULESET: Ruleset = Ruleset::Flail;
    type Table = Table;
    type Action = Act;
    type Outcome = Outcome;
    type Character = Character;

    fn wrap(table: Table) -> GameTable {
        GameTable::Flail(table)
    }

    fn unwrap(table: &GameTable) -> Option<&Table> {
        if let GameTable::Flail(table) = table {
            Some(table)
        } else {
            None
        }
    }

    fn wrap_outcome(outcome: Outcome) -> GameOutcome {
        GameOutcome::Flail(outcome)
    }

    fn unwrap_outcome(outcome: &GameOutcome) -> Option<&Outcome> {
        if let GameOutcome::Flail(outcome) = outcome {
            Some(outcome)
        } else {
            None
        }
    }

    fn commands() -> &'static [CommandSpec] {
        commands::COMMANDS
    }

    fn read(line: &GameLine, values: &Values) -> Result<Act, UserError> {
        read::action(line, values)
    }

    fn help() -> &'static [crate::games::HelpSection] {
        commands::HELP
    }

    fn extras() -> &'static [(&'static [&'static str], &'static [OptionSpec])] {
        commands::EXTRAS
    }

    fn odds(line: &GameLine, values: &Values) -> Option<Result<OddsQuery, UserError>> {
        read::odds(line, values)
    }

    fn scope(action: &Act) -> Scope {
        match action {
            Act::Engine(Action::EncounterStart { .. }) => Scope::Start,
            Act::Engine(Action::Settings { .. }) => Scope::TableSetting,
            Act::Engine(_) | Act::Show | Act::Sheet(_) | Act::List => Scope::Play,
        }
    }

    fn command_name(action: &Act) -> &'static str {
        match action {
            Act::Engine(action) => action.command_name(),
            Act::Show => "encounter show",
            Act::Sheet(_) => "character show",
            Act::List => "character list",
        }
    }

    fn running(table: &Table) -> bool {
        table.encounter.is_some()
    }

    fn close_idle(table: &mut Table) -> bool {
        table.encounter.take().is_some()
    }

    fn host(table: &Table) -> Option<i64> {
        table.encounter.as_ref().map(|e| e.gm)
    }

    fn seating(table: &Table) -> Seating {
        flail::seats::seating(table)
    }

    /// Reads are anyone's; the engine's actions are claimed by `rules::flail::seats`.
    fn claim(table: &Table, roster: &Roster<Character>, actor: &Actor, action: &Act) -> Claim {
        match action {
            Act::Engine(action) => flail::seats::claim(table, &roster.characters, actor, action),
            Act::Show | Act::Sheet(_) | Act::List => Claim::Open,
        }
    }

    fn who_may() -> &'static WhoMay {
        &flail::seats::WHO_MAY
    }

    fn waiting(table: &Table, characters: &[Character]) -> Vec<Waiting> {
        flail::seats::waiting(table, characters)
    }

    /// The encounter's PCs, the characters the action names, and the whole server's when
    /// the action needs them (or picks the asker's own among them).
    fn character_reads(table: &Table, action: &Act) -> CharacterReads {
        let action = match action {
            Act::Engine(action) => action,
            Act::Show => {
                return CharacterReads {
                    ids: table.characters_in_play(),
                    ..CharacterReads::default()
                };
            }
            Act::Sheet(Some(name)) => {
                return CharacterReads {
                    names: vec![name.clone()],
                    ..CharacterReads::default()
                };
            }
            Act::Sheet(None) | Act::List => return CharacterReads::all(),
        };
        if action.needs_all_characters() {
            return CharacterReads::all();
        }
        // A Death roll after the fight redraws its closing tracker: the party it shows.
        let mut ids = table.characters_in_play();
        if table.encounter.is_none() && matches!(action, Action::DeathRoll { .. }) {
            ids.extend(
                table
                    .last_party
                    .iter()
                    .filter(|id| !ids.contains(id))
                    .copied()
                    .collect::<Vec<_>>(),
            );
        }
        // A name an adversary has means the adversary: no row to read.
        let adversary = |name: &str| {
            table
                .encounter
                .as_ref()
                .is_some_and(|e| e.adversaries.iter().any(|a| names::same(&a.name, name)))
        };
        CharacterReads {
            all: false,
            ids,
            names: action
                .named_characters()
                .into_iter()
                .filter(|name| !adversary(name))
                .map(str::to_owned)
                .collect(),
            count: matches!(action, Action::CharacterCreate { .. }),
        }
    }

    fn cached_characters(table: &Table) -> Vec<i64> {
        table.characters_in_play()
    }

    fn apply(
        table: &mut Table,
        roster: &mut Roster<Character>,
        actor: &Actor,
        action: &Act,
        dice: &mut dyn Dice,
    ) -> Result<Outcome, UserError> {
        let action = match action {
            Act::Engine(action) => action,
            Act::Show => {
                if table.encounter.is_none() {
                    return Err(UserError::new("err-no-encounter"));
                }
                return Ok(Outcome::Shown {
                    characters: roster.characters.clone(),
                });
            }
            Act::Sheet(Some(name)) => {
                return roster
                    .characters
                    .iter()
                    .find(|c| names::same(&c.name, name))
                    .map(|c| Outcome::Sheet(Box::new(c.clone())))
                    .ok_or_else(|| {
                        UserError::new("err-unknown-character").arg("name", names::shorten(name))
                    });
            }
            Act::Sheet(None) => {
                // The caller's own, by the same rule the engine uses.
                let fighting = |id: i64| {
                    table
                        .encounter
                        .as_ref()
                        .is_some_and(|e| e.pcs.iter().any(|p| p.character_id == id && !p.fled))
                };
                let index = flail::pick_own(&roster.characters, actor.user, fighting)?;
                return Ok(Outcome::Sheet(Box::new(roster.characters[index].clone())));
            }
            Act::List => return Ok(Outcome::List(roster.characters.clone())),
        };
        // The encounter `/encounter end` takes off the table, for the closing tracker.
        let ending = match action {
            Action::EncounterEnd => table.encounter.clone(),
            _ => None,
        };
        let mut world = World {
            guild: roster.guild,
            table: std::mem::take(table),
            characters: std::mem::take(&mut roster.characters),
            guild_character_count: roster.total,
        };
        let result = flail::apply(&mut world, actor, action, dice);
        *table = world.table;
        roster.characters = world.characters;
        let outcome = result?;
        let mut shown = table.characters_in_play();
        let closing = match ending {
            Some(encounter) if table.encounter.is_none() => {
                shown.extend(encounter.pcs.iter().map(|p| p.character_id));
                Closing::Ended(Box::new(encounter))
            }
            _ if table.encounter.is_none()
                && matches!(action, Action::DeathRoll { .. })
                && outcome.results.iter().any(|r| {
                    r.kind == ResultKind::Death
                        && roster
                            .characters
                            .iter()
                            .any(|c| c.name == r.who && table.last_party.contains(&c.id))
                }) =>
            {
                shown.extend(table.last_party.iter().copied());
                Closing::AfterEnd
            }
            _ => Closing::None,
        };
        Ok(Outcome::Played {
            outcome,
            characters: roster
                .characters
                .iter()
                .filter(|c| shown.contains(&c.id))
                .cloned()
                .collect(),
            closing,
        })
    }

    fn log_entries(outcome: &Outcome) -> Vec<serde_json::Value> {
        match outcome {
            Outcome::Played { outcome, .. } => outcome
                .results
                .iter()
                .filter_map(|r| serde_json::to_value(r).ok())
                .collect(),
            Outcome::Shown { .. } | Outcome::Sheet(_) | Outcome::List(_) => Vec::new(),
        }
    }

    /// Preset weapons by their name in the reader's language ("dýka" for dagger).
    fn suggestion_label(locale: Locale, what: &Suggest, value: &str) -> Option<String> {
        match what {
            Suggest::Weapons | Suggest::WeaponPresets => Some(render::weapon(locale, value)),
            _ => None,
        }
    }

    fn log_line(locale: Locale, entry: &serde_json::Value, style: Style) -> Option<String> {
        let result: flail::RollResult = serde_json::from_value(entry.clone()).ok()?;
        Some(render::result(locale, &result, style))
    }

    fn suggest_reads(what: &Suggest) -> CharacterReads {
        match what {
            Suggest::Characters | Suggest::Weapons | Suggest::WeaponPresets => {
                CharacterReads::all()
            }
            Suggest::Combatants
            | Suggest::Foes
            | Suggest::Players
            | Suggest::Conditions
            | Suggest::Extras
            | Suggest::Saved
            | Suggest::SavedRolls => CharacterReads::none(),
        }
    }

    fn suggest(
        table: &Table,
        characters: &[Character],
        user: i64,
        what: &Suggest,
        acting: Option<&str>,
    ) -> Vec<String> {
        let encounter = table.encounter.as_ref();
        match what {
            Suggest::Characters => {
                let mut list: Vec<&Character> = characters.iter().collect();
                list.sort_by_key(|c| c.owner != user);
                list.into_iter().map(|c| c.name.clone()).collect()
            }
            Suggest::Combatants => encounter
                .map(|e| {
                    e.pcs
                        .iter()
                        .filter(|p| !p.fled)
                        .map(|p| p.name.clone())
                        .chain(e.adversaries.iter().map(|a| a.name.clone()))
                        .collect()
                })
                .unwrap_or_default(),
            Suggest::Foes => encounter
                .map(|e| e.adversaries.iter().map(|a| a.name.clone()).collect())
                .unwrap_or_default(),
            Suggest::Conditions => flail::model::ConditionKind::ALL
                .iter()
                .map(|c| c.key())
                .chain(flail::outcome::LongTermState::ALL.iter().map(|s| s.key()))
                .map(str::to_owned)
                .collect(),
            // FLAIL has no seats; `extra` words are the table service's to offer.
            Suggest::Players | Suggest::Extras | Suggest::Saved | Suggest::SavedRolls => Vec::new(),
            Suggest::Weapons | Suggest::WeaponPresets => {
                // `/attack as:Bear weapon:` offers the adversary's attacks.
                let foe = acting.and_then(|name| {
                    encounter?
                        .adversaries
                        .iter()
                        .find(|a| names::same(&a.name, name))
                });
                if let Some(foe) = foe {
                    return foe
                        .attacks
                        .iter()
                        .filter(|k| !k.name.is_empty())
                        .map(|k| k.name.clone())
                        .collect();
                }
                let in_fight =
                    |id: i64| encounter.is_some_and(|e| e.pcs.iter().any(|p| p.character_id == id));
                let chosen = match acting {
                    Some(name) => characters.iter().position(|c| names::same(&c.name, name)),
                    None => flail::pick_own(characters, user, in_fight).ok(),
                };
                let own: Vec<String> = chosen
                    .and_then(|i| characters.get(i))
                    .map(|c| c.weapons.iter().map(|w| w.name.clone()).collect())
                    .unwrap_or_default();
                if *what == Suggest::WeaponPresets {
                    flail::presets::weapon_names()
                        .into_iter()
                        .map(str::to_owned)
                        .chain(own)
                        .collect()
                } else {
                    own
                }
            }
        }
    }

    fn settings_lines(locale: Locale, table: &Table) -> Vec<String> {
        let state = plain(
            locale,
            if table.settings.attribute_rule {
                "state-on"
            } else {
                "state-off"
            },
        );
        vec![crate::i18n::text(
            locale,
            "settings-attribute-rule",
            &[("state", state.into())],
        )]
    }

    fn json(_locale: Locale, outcome: &Outcome, _table: &Table, value: &mut serde_json::Value) {
        let Outcome::Played { outcome, .. } = outcome else {
            return;
        };
        let results: Vec<serde_json::Value> = outcome
            .results
            .iter()
            .map(|r| {
                json!({
                    "kind": r.kind,
                    "who": r.who,
                    "outcome": r.outcome.key(),
                    "rolls": r.rolls,
                    "pending": r.pending,
                    "detail": r.detail,
                })
            })
            .collect();
        if let Some(first) = outcome.results.first() {
            value["rolls"] = json!(first.rolls);
            value["outcome"] = json!(first.outcome.key());
        }
        value["results"] = json!(results);
        value["events"] = json!(outcome.events);
    }

    fn reply_kind(outcome: &Outcome) -> ReplyKind {
        match outcome {
            Outcome::Played { .. } | Outcome::Sheet(_) => ReplyKind::Action,
            Outcome::Shown { .. } => ReplyKind::View,
            Outcome::List(_) => ReplyKind::Private,
        }
    }

    fn post(locale: Locale, outcome: &Outcome, table: &Table, hide_hp: bool) -> Post {
        match outcome {
            Outcome::Played {
                outcome,
                characters,
                ..
            } => post::action(locale, outcome, table, characters, hide_hp),
            Outcome::Shown { characters } => {
                post::tracker(locale, table, characters, hide_hp).into()
            }
            // Headed by the sheet's own first line: the character's name and class.
            Outcome::Sheet(character) => {
                let sheet = render::character_sheet(locale, character);
                let mut lines = sheet.lines().map(str::to_owned);
                let mut post = Post::new(Tone::Neutral);
                if let Some(first) = lines.next() {
                    post = post.headline(first);
                }
                post.lines(lines)
            }
            Outcome::List(list) => Post::new(Tone::Neutral)
                .headline(plain(locale, "title-characters"))
                .lines(list_text(locale, list).lines().map(str::to_owned)),
        }
    }

    fn controls(outcome: &Outcome, table: &Table) -> Vec<Control> {
        match outcome {
            Outcome::Played {
                outcome,
                characters,
                ..
            } => post::controls(outcome, table, characters),
            // A tracker drawn anew carries the controls that live on it (the table keeps
            // only those for a view).
            Outcome::Shown { characters } => {
                post::controls(&flail::Outcome::default(), table, characters)
            }
            Outcome::Sheet(_) | Outcome::List(_) => Vec::new(),
        }
    }

    fn tracker(
        locale: Locale,
        outcome: &Outcome,
        table: &Table,
        hide_hp: bool,
    ) -> Option<TrackerView> {
        match outcome {
            Outcome::Shown { characters } => {
                Some(post::tracker(locale, table, characters, hide_hp))
            }
            Outcome::Played { .. } | Outcome::Sheet(_) | Outcome::List(_) => None,
        }
    }

    fn tracker_after(
        locale: Locale,
        outcome: &Outcome,
        table: &Table,
        hide_hp: bool,
    ) -> TrackerUpdate {
        match outcome {
            Outcome::Played { characters, .. } if table.encounter.is_some() => {
                TrackerUpdate::Show(Box::new(post::tracker(locale, table, characters, hide_hp)))
            }
            Outcome::Played {
                characters,
                closing: closing @ (Closing::Ended(_) | Closing::AfterEnd),
                ..
            } => {
                let ended = match closing {
                    Closing::Ended(encounter) => Some(encounter.as_ref()),
                    Closing::AfterEnd | Closing::None => None,
                };
                let (view, owed) = post::closing_tracker(locale, table, ended, characters, hide_hp);
                // While Death rolls are owed the tracker stays live, so each one shows.
                if owed {
                    TrackerUpdate::Show(Box::new(view))
                } else {
                    TrackerUpdate::Ended(Some(Box::new(view)))
                }
            }
            // Out of a fight nothing the tracker shows changes.
            Outcome::Played { .. } => TrackerUpdate::Keep,
            Outcome::Shown { .. } | Outcome::Sheet(_) | Outcome::List(_) => TrackerUpdate::Keep,
        }
    }

    fn ping(outcome: &Outcome, table: &Table) -> Option<i64> {
        match outcome {
            Outcome::Played {
                outcome,
                characters,
                ..
            } => post::turn_owner(outcome, table, characters),
            Outcome::Shown { .. } | Outcome::Sheet(_) | Outcome::List(_) => None,
        }
    }
}

/// `/character list`: one line per character of the server.
fn list_text(locale: Locale, list: &[Character]) -> String {
    if list.is_empty() {
        return plain(locale, "reply-no-characters");
    }
    list.iter()
        .map(|c| {
            crate::i18n::text(
                locale,
                "list-character",
                &[
                    ("name", c.name.as_str().into()),
                    ("class", render::class(locale, c.class).into()),
                    ("hp", c.hp.into()),
                    ("max", c.max_hp.into()),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}
