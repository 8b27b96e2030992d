//! The command catalogue's shape: every command and option, their types, bounds, which
//! games use them and what autocomplete suggests. One table serves the console's parser,
//! `/help`, refusals of options a game does not use, and Discord registration, so names
//! and options cannot drift apart between front-ends.
//!
//! The shared verbs are here; each game's own commands are in its folder under `games/`,
//! and `request::spec` assembles them all. These types sit below the games and the table,
//! which read lines written in them.

use crate::rules::Ruleset;

/// What an option accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Free text up to `max` characters (names are checked further by the engine).
    Text {
        max: usize,
    },
    Integer {
        min: i64,
        max: i64,
    },
    Bool,
    /// A server role (Discord's role picker; an id on the console).
    Role,
    /// A server member (Discord's user picker; `@name` on the console).
    User,
    /// One of a closed set; each value's name is the catalogue message `<stem>-<value>`.
    Choice {
        values: &'static [&'static str],
        stem: &'static str,
    },
    /// A game Narrator runs (`/encounter start ruleset:`).
    Ruleset,
}

/// Which games a command or option is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Games {
    /// Every game (for a game's own command: every game that has the command).
    All,
    Only(&'static [Ruleset]),
}

impl Games {
    pub fn includes(self, ruleset: Ruleset) -> bool {
        match self {
            Games::All => true,
            Games::Only(games) => games.contains(&ruleset),
        }
    }
}

/// The names an option's autocomplete offers; the channel's game decides which they are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Suggest {
    /// Player characters (FLAIL's sheets, LotR's heroes and allies, Mage Wars' objects),
    /// the asker's own first.
    Characters,
    /// Everyone at the table: characters and their foes.
    Combatants,
    /// Adversaries and enemies.
    Foes,
    /// The seats at the table (LotR's players).
    Players,
    /// The acting character's weapons or attacks.
    Weapons,
    /// The weapon table, then the acting character's own weapons.
    WeaponPresets,
    /// The game's conditions and markers.
    Conditions,
    /// The game's `extra` words for this verb.
    Extras,
    /// The asker's saved armies in this server («Познание нуля»), from the store.
    Saved,
    /// The rolls the asker saved in this server, and the server's.
    SavedRolls,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionSpec {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
    pub games: Games,
    pub suggest: Option<Suggest>,
    /// Shown on Discord; `false` for an option only the bot's own controls fill in.
    pub registered: bool,
}

impl OptionSpec {
    /// Only these games read the option; the others refuse it.
    pub const fn only(self, games: &'static [Ruleset]) -> Self {
        OptionSpec {
            games: Games::Only(games),
            ..self
        }
    }

    pub const fn suggests(self, suggest: Suggest) -> Self {
        OptionSpec {
            suggest: Some(suggest),
            ..self
        }
    }

    pub const fn unregistered(self) -> Self {
        OptionSpec {
            registered: false,
            ..self
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CommandSpec {
    /// `["character", "create"]` for `/character create`.
    pub path: &'static [&'static str],
    pub options: &'static [OptionSpec],
    pub games: Games,
    /// Works whatever the channel plays (FLAIL's character sheets belong to the server).
    pub server_wide: bool,
    /// Changes nothing: answered from the store's current state, never from a cache.
    pub read_only: bool,
}

impl CommandSpec {
    pub const fn only(self, games: &'static [Ruleset]) -> Self {
        CommandSpec {
            games: Games::Only(games),
            ..self
        }
    }

    pub const fn server_wide(self) -> Self {
        CommandSpec {
            server_wide: true,
            ..self
        }
    }

    pub const fn read_only(self) -> Self {
        CommandSpec {
            read_only: true,
            ..self
        }
    }

    pub fn name(&self) -> String {
        self.path.join(" ")
    }

    /// The Fluent key stem: `cmd-character-create`.
    pub fn key(&self) -> String {
        format!("cmd-{}", self.path.join("-"))
    }

    /// The one game a game's own command (or option) belongs to.
    pub fn owner(&self) -> Option<Ruleset> {
        match self.games {
            Games::Only([one]) => Some(*one),
            Games::All | Games::Only(_) => None,
        }
    }

    pub fn option(&self, name: &str) -> Option<&'static OptionSpec> {
        self.options
            .iter()
            .find(|o| o.name.eq_ignore_ascii_case(name))
    }
}

pub const fn command(path: &'static [&'static str], options: &'static [OptionSpec]) -> CommandSpec {
    CommandSpec {
        path,
        options,
        games: Games::All,
        server_wide: false,
        read_only: false,
    }
}

pub const fn req(name: &'static str, kind: Kind) -> OptionSpec {
    OptionSpec {
        name,
        kind,
        required: true,
        games: Games::All,
        suggest: None,
        registered: true,
    }
}

pub const fn opt(name: &'static str, kind: Kind) -> OptionSpec {
    OptionSpec {
        name,
        kind,
        required: false,
        games: Games::All,
        suggest: None,
        registered: true,
    }
}

pub const fn int(min: i64, max: i64) -> Kind {
    Kind::Integer { min, max }
}

pub const fn choice(values: &'static [&'static str], stem: &'static str) -> Kind {
    Kind::Choice { values, stem }
}

/// Room for a name as typed, before the engine's own check (32 characters).
pub const NAME: Kind = Kind::Text { max: 100 };
/// A saved roll's name (`/rolls save name:`).
pub const SAVED_ROLL_NAME: Kind = Kind::Text { max: 32 };
pub const BOOL: Kind = Kind::Bool;
/// A dice expression for `/roll` and `/odds roll` (the notation's own input limit).
pub const EXPRESSION: Kind = Kind::Text {
    max: crate::notation::limits::MAX_INPUT_CHARS,
};
pub const ATTRIBUTES: &[&str] = &["str", "dex", "int", "cha", "luck"];
pub const ATTRIBUTE: Kind = choice(ATTRIBUTES, "attr");
/// `server` follows the server's own locale.
pub const LANGUAGES: &[&str] = &["server", "en-US", "cs", "ru"];
pub const SIDES: &[&str] = &["players", "adversaries"];

const FLAIL: &[Ruleset] = &[Ruleset::Flail];
/// The games that fight with `/initiative` and conditions.
const DICE_FIGHTS: &[Ruleset] = &[Ruleset::Flail, Ruleset::MageWars, Ruleset::Tornscape];
/// Games where players apply effects the engine does not model, naming their cause.
const PLAYERS_APPLY_EFFECTS: &[Ruleset] = &[Ruleset::MageWars, Ruleset::Tornscape];
/// The games that fight with `/attack`.
const ATTACKS: &[Ruleset] = &[
    Ruleset::Flail,
    Ruleset::MageWars,
    Ruleset::Tornscape,
    Ruleset::KnowingZero,
];
const DAMAGE_AND_HEALING: &[Ruleset] = &[
    Ruleset::Flail,
    Ruleset::MageWars,
    Ruleset::LotrLcg,
    Ruleset::Tornscape,
    Ruleset::KnowingZero,
];

const TARGET: OptionSpec = req("target", NAME).suggests(Suggest::Combatants);
const AMOUNT: Kind = int(1, 999);
/// A game's further inputs on a shared verb, as `name:value` words (`dice:4 counter`):
/// each game lists its own (`Game::extras`), and autocomplete offers the channel's.
pub const EXTRA: OptionSpec = opt("extra", Kind::Text { max: 200 }).suggests(Suggest::Extras);
/// The most options a shared verb shows, so five games' verbs stay readable.
pub const MAX_SHARED_OPTIONS: usize = 8;

/// The shared verbs: the same command in every game, read by the channel's game. They are
/// registered for every server, so they name nothing only another game uses: a game's own
/// inputs come from what the players registered, from `extra`, or from its own commands.
pub const SHARED: &[CommandSpec] = &[
    command(
        &["encounter", "start"],
        &[
            opt("ruleset", Kind::Ruleset),
            opt("surprise", choice(SIDES, "side")).only(FLAIL),
            EXTRA,
        ],
    ),
    command(&["encounter", "end"], &[]),
    command(
        &["seat", "give"],
        &[
            req("to", Kind::User),
            opt("piece", NAME).suggests(Suggest::Combatants),
            opt("from", Kind::User),
        ],
    ),
    command(&["encounter", "show"], &[]).read_only(),
    command(
        &["encounter", "share"],
        &[opt("hours", int(1, 720)), opt("revoke", BOOL)],
    ),
    command(&["initiative"], &[]).only(DICE_FIGHTS),
    command(&["next"], &[]),
    command(&["undo"], &[]),
    command(&["log"], &[opt("limit", int(1, 50))]).read_only(),
    command(
        &["attack"],
        &[
            TARGET,
            opt("weapon", NAME).suggests(Suggest::Weapons),
            opt("as", NAME).suggests(Suggest::Combatants),
            opt("free", BOOL).only(FLAIL),
            opt("advantage", BOOL).only(FLAIL),
            opt("disadvantage", BOOL).only(FLAIL),
            EXTRA,
        ],
    )
    .only(ATTACKS),
    command(
        &["condition", "add"],
        &[
            TARGET,
            req("condition", NAME).suggests(Suggest::Conditions),
            opt("save", ATTRIBUTE).only(FLAIL),
            opt("from", NAME).only(PLAYERS_APPLY_EFFECTS),
            EXTRA,
        ],
    )
    .only(DICE_FIGHTS),
    command(
        &["condition", "remove"],
        &[
            TARGET,
            req("condition", NAME).suggests(Suggest::Conditions),
            opt("from", NAME).only(PLAYERS_APPLY_EFFECTS),
            EXTRA,
        ],
    )
    .only(DICE_FIGHTS),
    command(
        &["damage"],
        &[
            TARGET,
            req("amount", AMOUNT),
            opt("physical", BOOL).only(FLAIL),
            opt("from", NAME).only(PLAYERS_APPLY_EFFECTS),
        ],
    )
    .only(DAMAGE_AND_HEALING),
    command(
        &["heal"],
        &[
            TARGET,
            req("amount", AMOUNT),
            opt("from", NAME).only(PLAYERS_APPLY_EFFECTS),
        ],
    )
    .only(DAMAGE_AND_HEALING),
    command(
        &["settings"],
        &[
            opt("language", choice(LANGUAGES, "language")),
            opt("hide-adversary-hp", BOOL),
            opt("gm-role", Kind::Role),
            opt("clear-gm-role", BOOL),
            opt("ping-turns", BOOL),
            opt("choice-timeout", int(0, 1440)),
        ],
    ),
    // The menu `/games` shows completes `pick`; typing it works on the console too.
    command(
        &["games"],
        &[opt("pick", Kind::Text { max: 200 }).unregistered()],
    ),
    command(&["help"], &[]).read_only(),
    // `expression` or `saved`, exactly one: Discord cannot mix options and subcommands on
    // one command. `again` is filled by a roll's "roll again" button.
    command(
        &["roll"],
        &[
            opt("expression", EXPRESSION),
            opt("saved", SAVED_ROLL_NAME).suggests(Suggest::SavedRolls),
            opt("label", Kind::Text { max: 100 }),
            opt("secret", BOOL),
            opt("again", int(1, i64::MAX)).unregistered(),
        ],
    ),
    command(
        &["rolls", "save"],
        &[
            req("name", SAVED_ROLL_NAME),
            req("expression", EXPRESSION),
            opt("server", BOOL),
        ],
    ),
    command(&["rolls", "list"], &[]).read_only(),
    command(
        &["rolls", "delete"],
        &[
            req("name", SAVED_ROLL_NAME).suggests(Suggest::SavedRolls),
            opt("server", BOOL),
        ],
    ),
    command(
        &["rolls", "stats"],
        &[opt("user", Kind::User), opt("since", int(1, 3650))],
    )
    .read_only(),
    command(&["odds"], &[req("expression", EXPRESSION)]).read_only(),
    // `confirm` is filled by the button a deletion asks with (or typed on the console, as
    // that reply says).
    command(&["data", "export"], &[opt("scope", DATA_SCOPE)]),
    command(
        &["data", "delete"],
        &[
            opt("scope", DATA_SCOPE),
            opt("confirm", Kind::Text { max: 60 }).unregistered(),
        ],
    ),
];

/// `/data`'s scope: the asker's own data (the default) or the server's.
const DATA_SCOPE: Kind = choice(&["mine", "server"], "data-scope");
