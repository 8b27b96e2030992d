//! FLAIL's own commands. The character commands work in every channel: characters belong
//! to the server.

use crate::catalogue::spec::{
    ATTRIBUTE, BOOL, CommandSpec, Kind, NAME, OptionSpec, Suggest, choice, command, int, opt, req,
};
use crate::games::HelpSection;
use crate::rules::Ruleset;

const FLAIL: &[Ruleset] = &[Ruleset::Flail];

pub const CLASSES: &[&str] = &[
    "bard",
    "bone-whisperer",
    "cleric",
    "cutthroat",
    "druid",
    "tinkerer",
    "warrior",
    "wizard",
    "hireling",
];
pub const RELIGIONS: &[&str] = &["nature", "war", "pain", "hunt"];
pub const PIECES: &[&str] = &["basic", "light", "heavy", "shield", "helmet"];
pub const REST_KINDS: &[&str] = &["short", "long", "full"];
pub const RANGES: &[&str] = &["near", "distant", "far"];
/// When an adversary attack's trigger fires (`TriggerWhen` keys).
pub const WHENS: &[&str] = &[
    "any-hit",
    "minor-hit",
    "major-hit",
    "death-blow",
    "pair",
    "two-pairs",
    "three-pairs",
    "triplet",
    "four-of-a-kind",
    "full-house",
    "sequence",
];

const SCORE: crate::catalogue::spec::Kind = int(1, 99);
const CHARACTER: OptionSpec = req("character", NAME).suggests(Suggest::Characters);
const OWN_CHARACTER: OptionSpec = opt("character", NAME).suggests(Suggest::Characters);
const PIECE: crate::catalogue::spec::Kind = choice(PIECES, "piece");

/// FLAIL's `extra:` words on the shared verbs.
pub const EXTRAS: &[(&[&str], &[OptionSpec])] = &[(
    &["attack"],
    &[
        opt("offhand", NAME).suggests(Suggest::Weapons),
        opt("range", choice(RANGES, "range")),
    ],
)];

pub const COMMANDS: &[CommandSpec] = &[
    // The table's settings, kept between encounters.
    command(&["flail", "table"], &[opt("attribute-rule", BOOL)])
        .only(FLAIL)
        .server_wide(),
    command(
        &["flail", "odds-attack"],
        &[
            req("th", int(1, 12)),
            opt("dmg", int(0, 50)),
            opt("defence", int(0, 20)),
            opt("advantage", int(0, 3)),
            opt("disadvantage", int(0, 3)),
            opt("off-specialty", BOOL),
            opt("blinded", BOOL),
        ],
    )
    .only(FLAIL)
    .server_wide()
    .read_only(),
    command(
        &["flail", "odds-save"],
        &[
            req("value", int(0, 20)),
            opt("advantage", int(0, 3)),
            opt("disadvantage", int(0, 3)),
        ],
    )
    .only(FLAIL)
    .server_wide()
    .read_only(),
    command(&["session", "end"], &[]).only(FLAIL).server_wide(),
    command(
        &["character", "create"],
        &[
            req("name", NAME),
            req("class", choice(CLASSES, "class")),
            opt("str", SCORE),
            opt("dex", SCORE),
            opt("int", SCORE),
            opt("cha", SCORE),
            opt("luck", SCORE),
            opt("hp", int(1, 999)),
            opt("religion", choice(RELIGIONS, "religion")),
        ],
    )
    .only(FLAIL)
    .server_wide(),
    command(&["character", "show"], &[OWN_CHARACTER])
        .only(FLAIL)
        .server_wide()
        .read_only(),
    command(
        &["character", "edit"],
        &[
            CHARACTER,
            opt("name", NAME),
            opt("class", choice(CLASSES, "class")),
            opt("religion", choice(RELIGIONS, "religion")),
            opt("str", SCORE),
            opt("dex", SCORE),
            opt("int", SCORE),
            opt("cha", SCORE),
            opt("luck", SCORE),
            opt("hp", int(0, 999)),
            opt("max-hp", int(1, 999)),
        ],
    )
    .only(FLAIL)
    .server_wide(),
    command(&["character", "delete"], &[CHARACTER])
        .only(FLAIL)
        .server_wide(),
    command(&["character", "list"], &[])
        .only(FLAIL)
        .server_wide()
        .read_only(),
    command(
        &["character", "weapon"],
        &[
            CHARACTER,
            req("weapon", NAME).suggests(Suggest::WeaponPresets),
            opt("th", int(1, 12)),
            opt("dmg", int(0, 50)),
            opt("missile", BOOL),
            opt("specialty", BOOL),
            opt("two-handed", BOOL),
            opt("remove", BOOL),
        ],
    )
    .only(FLAIL)
    .server_wide(),
    command(
        &["character", "armour"],
        &[CHARACTER, req("piece", PIECE), opt("remove", BOOL)],
    )
    .only(FLAIL)
    .server_wide(),
    command(
        &["adversary", "add"],
        &[
            req("name", NAME),
            req("hp", int(1, 999)),
            req("defence", int(0, 20)),
            req("saves", int(1, 20)),
            req("morale", int(1, 20)),
            opt("th", int(1, 12)),
            opt("dmg", int(0, 50)),
            opt("count", int(1, 20)),
        ],
    )
    .only(FLAIL),
    // An adversary's named attacks and their triggers (the GM's).
    command(
        &["adversary", "attack"],
        &[
            req("adversary", NAME).suggests(Suggest::Foes),
            req("attack", NAME),
            opt("th", int(1, 12)),
            opt("times", int(1, 4)),
            opt("dmg", int(0, 50)),
            opt("when", choice(WHENS, "when")),
            opt("trigger", Kind::Text { max: 100 }),
            opt("remove", BOOL),
        ],
    )
    .only(FLAIL),
    // Usage dots marked, or repaired with `repair:true`, by the GM.
    command(
        &["character", "usage"],
        &[
            CHARACTER,
            req("item", NAME).suggests(Suggest::Weapons),
            req("dots", int(1, 6)),
            opt("repair", BOOL),
        ],
    )
    .only(FLAIL)
    .server_wide(),
    command(
        &["adversary", "remove"],
        &[req("name", NAME).suggests(Suggest::Foes)],
    )
    .only(FLAIL),
    command(&["join"], &[CHARACTER]).only(FLAIL),
    command(
        &["armour"],
        &[
            req("piece", PIECE),
            req("dots", int(0, 6)),
            opt("more", BOOL),
        ],
    )
    .only(FLAIL),
    command(
        &["fumble"],
        &[
            opt("ally", NAME).suggests(Suggest::Combatants),
            opt("item", NAME).suggests(Suggest::Weapons),
        ],
    )
    .only(FLAIL),
    command(
        &["save"],
        &[
            req("attribute", ATTRIBUTE),
            OWN_CHARACTER,
            opt("advantage", BOOL),
            opt("disadvantage", BOOL),
            opt("against", NAME).suggests(Suggest::Combatants),
        ],
    )
    .only(FLAIL),
    command(&["flee"], &[OWN_CHARACTER, opt("slower", BOOL)]).only(FLAIL),
    command(
        &["morale"],
        &[
            opt("adversary", NAME).suggests(Suggest::Foes),
            opt("surrender", BOOL),
        ],
    )
    .only(FLAIL),
    command(
        &["rest"],
        &[req("kind", choice(REST_KINDS, "rest")), OWN_CHARACTER],
    )
    .only(FLAIL),
    command(
        &["deathroll"],
        &[OWN_CHARACTER, opt("attribute", ATTRIBUTE)],
    )
    .only(FLAIL),
];

/// `/help` by phase and role, each command with one example.
pub const HELP: &[HelpSection] = &[
    HelpSection {
        heading: "help-section-setup-players",
        commands: &[
            (
                "character create",
                "name:Rook class:warrior str:12 dex:11 hp:9",
            ),
            ("character weapon", "character:Rook weapon:\"battle axe\""),
            ("character armour", "character:Rook piece:light"),
            ("character show", "character:Rook"),
            ("character list", ""),
            ("character edit", "character:Rook hp:7"),
            ("character delete", "character:Rook"),
            ("join", "character:Rook"),
            ("seat give", "to:@Boris piece:Rook"),
        ],
    },
    HelpSection {
        heading: "help-section-setup-gm",
        commands: &[
            ("encounter start", "ruleset:flail surprise:players"),
            (
                "adversary add",
                "name:Ogre hp:14 defence:2 saves:8 morale:7 th:12 dmg:8",
            ),
            (
                "adversary attack",
                "adversary:Bear attack:claw th:12 dmg:6 times:2",
            ),
            ("adversary remove", "name:Ogre"),
            ("flail table", "attribute-rule:true"),
        ],
    },
    HelpSection {
        heading: "help-section-fight",
        commands: &[
            ("initiative", ""),
            ("attack", "target:Ogre weapon:\"battle axe\""),
            ("armour", "piece:helmet dots:1"),
            ("fumble", "item:shield"),
            ("save", "attribute:dex character:Rook"),
            ("flee", "character:Rook"),
            ("deathroll", "character:Rook"),
            ("next", ""),
            ("encounter show", ""),
        ],
    },
    HelpSection {
        heading: "help-section-gm",
        commands: &[
            ("morale", "adversary:Ogre"),
            ("damage", "target:Rook amount:3"),
            ("heal", "target:Rook amount:2"),
            ("condition add", "target:Ogre condition:prone"),
            ("condition remove", "target:Ogre condition:prone"),
            ("undo", ""),
            ("encounter end", ""),
            ("rest", "kind:short character:Rook"),
            (
                "character usage",
                "character:Rook item:shield dots:1 repair:true",
            ),
            ("session end", ""),
        ],
    },
    HelpSection {
        heading: "help-section-anytime",
        commands: &[
            ("roll", "expression:4d6kh3 label:STR"),
            ("rolls save", "name:attack expression:1d20+5"),
            ("rolls list", ""),
            ("rolls delete", "name:attack"),
            ("rolls stats", "since:30"),
            ("data export", ""),
            ("data delete", ""),
            ("encounter share", "hours:4"),
            ("flail odds-attack", "th:12 dmg:6 defence:2"),
            ("flail odds-save", "value:11"),
            ("odds", "expression:2d6+1"),
            ("log", "limit:10"),
            ("settings", "hide-adversary-hp:true"),
            ("games", ""),
            ("help", ""),
        ],
    },
];
