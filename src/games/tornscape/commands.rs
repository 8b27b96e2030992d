//! Tornscape's own commands: the table's dice, miniatures and their action tiles, the
//! choices an attack pauses for, activations and panic tests.

use crate::catalogue::spec::{
    BOOL, CommandSpec, Kind, NAME, OptionSpec, Suggest, choice, command, int, opt, req,
};
use crate::games::HelpSection;
use crate::rules::Ruleset;

const TORNSCAPE: &[Ruleset] = &[Ruleset::Tornscape];

pub const SIZES: &[&str] = &["normal", "large", "huge"];
pub const TYPES: &[&str] = &["physical", "fire", "cold", "electric", "poison", "mental"];
pub const MARKERS: &[&str] = &[
    "burning", "slowed", "poisoned", "stunned", "bleeding", "panic",
];
pub const REACTIONS: &[&str] = &["defend", "dodge"];

/// Faces of a die as blank/success/critical, e.g. `2/3/1`.
const FACES: Kind = Kind::Text { max: 8 };
const DICE: Kind = int(0, 12);
const COUNT: Kind = int(0, 12);
const MINI: OptionSpec = req("name", NAME).suggests(Suggest::Combatants);

/// Tornscape's `extra:` words on `/attack`: the facts the players judge on the map.
pub const EXTRAS: &[(&[&str], &[OptionSpec])] = &[(
    &["attack"],
    &[
        opt("free", BOOL),
        opt("adjacent", BOOL),
        opt("hazard", BOOL),
        opt("fog", BOOL),
        opt("cover", BOOL),
        opt("out-of-reach", BOOL),
        opt("group", NAME),
    ],
)];

pub const COMMANDS: &[CommandSpec] = &[
    command(
        &["tornscape", "table"],
        &[
            opt("attack", FACES),
            opt("defense", FACES),
            opt("mastery", FACES),
            opt("agility", FACES),
            opt("counter-activates", BOOL),
        ],
    )
    .only(TORNSCAPE),
    command(
        &["tornscape", "miniature"],
        &[
            req("name", NAME),
            req("life", int(1, 99)),
            req("defense", DICE),
            req("agility", DICE),
            opt("size", choice(SIZES, "ts-size")),
            opt("veteran", BOOL),
            opt("cautious", BOOL),
            opt("mental-immune", BOOL),
            opt("leader", BOOL),
            opt("transforms", BOOL),
            opt("traits", Kind::Text { max: 100 }),
            opt("count", int(1, 12)),
        ],
    )
    .only(TORNSCAPE),
    command(
        &["tornscape", "tile"],
        &[
            req("miniature", NAME).suggests(Suggest::Characters),
            req("name", NAME),
            req("attack", DICE),
            req("damage", int(0, 20)),
            opt("mastery", DICE),
            opt("agility", DICE),
            opt("ranged", BOOL),
            opt("range", int(1, 12)),
            opt("type", choice(TYPES, "ts-type")),
            opt("marker", choice(MARKERS, "ts-marker")),
            opt("area", BOOL),
            opt("assault", BOOL),
            opt("ethereal", BOOL),
            opt("no-damage", BOOL),
            opt("panic", BOOL),
        ],
    )
    .only(TORNSCAPE),
    command(&["tornscape", "remove"], &[MINI]).only(TORNSCAPE),
    command(&["tornscape", "activate"], &[MINI]).only(TORNSCAPE),
    command(
        &["tornscape", "react"],
        &[
            req("reaction", choice(REACTIONS, "ts-reaction")),
            opt("counter", NAME).suggests(Suggest::Weapons),
        ],
    )
    .only(TORNSCAPE),
    command(
        &["tornscape", "reroll"],
        &[
            opt("blank-attack", COUNT),
            opt("success-attack", COUNT),
            opt("critical-attack", COUNT),
            opt("blank-mastery", COUNT),
            opt("success-mastery", COUNT),
            opt("blank-defense", COUNT),
            opt("success-defense", COUNT),
            opt("critical-defense", COUNT),
        ],
    )
    .only(TORNSCAPE),
    command(
        &["tornscape", "assign"],
        &[
            opt("success-on-success", COUNT),
            opt("critical-on-success", COUNT),
            opt("critical-on-critical", COUNT),
            opt("back", NAME),
        ],
    )
    .only(TORNSCAPE),
    command(&["tornscape", "accept"], &[]).only(TORNSCAPE),
    command(
        &["tornscape", "panic"],
        &[
            MINI,
            opt("more-dice", int(0, 3)),
            opt("fewer-dice", int(0, 3)),
        ],
    )
    .only(TORNSCAPE),
];

/// `/help` by phase and role, each command with one example.
pub const HELP: &[HelpSection] = &[
    HelpSection {
        heading: "help-section-setup",
        commands: &[
            ("encounter start", "ruleset:tornscape"),
            (
                "tornscape miniature",
                "name:Scout life:4 defense:2 agility:1",
            ),
            (
                "tornscape tile",
                "miniature:Scout name:Spear attack:3 damage:1",
            ),
            ("tornscape remove", "name:Scout"),
            ("tornscape table", "counter-activates:true"),
        ],
    },
    HelpSection {
        heading: "help-section-fight",
        commands: &[
            ("initiative", ""),
            ("tornscape activate", "name:Scout"),
            ("attack", "as:Scout target:Brute weapon:Spear"),
            ("tornscape react", "reaction:defend"),
            ("tornscape reroll", "blank-attack:1"),
            ("tornscape assign", "success-on-success:1"),
            ("tornscape accept", ""),
            ("tornscape panic", "name:Scout"),
            ("next", ""),
            ("encounter show", ""),
        ],
    },
    HelpSection {
        heading: "help-section-host",
        commands: &[
            ("damage", "target:Brute amount:1 from:Lash"),
            ("heal", "target:Scout amount:1"),
            ("condition add", "target:Scout condition:burning"),
            ("condition remove", "target:Scout condition:burning"),
            ("seat give", "to:@Boris piece:Scout"),
            ("undo", ""),
            ("encounter end", ""),
        ],
    },
    HelpSection {
        heading: "help-section-anytime",
        commands: &[
            ("roll", "expression:3d6"),
            ("rolls save", "name:attack expression:1d20+5"),
            ("rolls list", ""),
            ("rolls delete", "name:attack"),
            ("rolls stats", "since:30"),
            ("data export", ""),
            ("data delete", ""),
            ("encounter share", "hours:4"),
            ("odds", "expression:3d6"),
            ("log", "limit:10"),
            ("settings", "language:en-US"),
            ("games", ""),
            ("help", ""),
        ],
    },
];
