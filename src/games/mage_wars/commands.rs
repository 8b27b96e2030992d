//! Mage Wars' own commands: the arena's objects and their attacks, and the actions of an
//! action phase besides `/attack`.

use crate::catalogue::spec::{
    BOOL, CommandSpec, Kind, NAME, OptionSpec, Suggest, choice, command, int, opt, req,
};
use crate::games::HelpSection;
use crate::rules::Ruleset;

const MAGE_WARS: &[Ruleset] = &[Ruleset::MageWars];

/// The arena's zones: rows A–C, columns 1–4.
pub const ZONES: &[&str] = &[
    "A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4", "C1", "C2", "C3", "C4",
];
pub const DAMAGE_TYPES: &[&str] = &[
    "acid",
    "flame",
    "hydro",
    "light",
    "lightning",
    "poison",
    "psychic",
    "wind",
];

const ZONE: Kind = choice(ZONES, "zone");
/// A range ("melee", "0-2") or an effect table ("7-8: 1 burn; 9+: 2 burn").
const RANGE: Kind = Kind::Text { max: 10 };
const EFFECT: Kind = Kind::Text { max: 100 };
const COST: Kind = int(0, 99);
const TRAIT: Kind = int(0, 10);
const AS: OptionSpec = opt("as", NAME).suggests(Suggest::Combatants);

/// Mage Wars' `extra:` words on the shared verbs: a counterstrike, a quick attack spell, a
/// zone attack (`target` names the zone), a one-off attack spell (`dice:` with its
/// `range`, `effect` table and mana `cost`), and several markers at once.
pub const EXTRAS: &[(&[&str], &[OptionSpec])] = &[
    (
        &["attack"],
        &[
            opt("counter", BOOL),
            opt("quick", BOOL),
            opt("zone", BOOL),
            opt("dice", int(1, 20)),
            opt("range", RANGE),
            opt("effect", EFFECT),
            opt("cost", COST),
        ],
    ),
    (&["condition", "add"], &[opt("count", int(1, 20))]),
    (&["condition", "remove"], &[opt("count", int(1, 20))]),
];

pub const COMMANDS: &[CommandSpec] = &[
    command(
        &["arena", "odds"],
        &[
            req("dice", int(1, 49)),
            opt("armor", int(0, 20)),
            opt("resilient", BOOL),
            opt("effect", EFFECT),
            opt("effect-bonus", int(0, 12)),
            opt("tough", int(0, 12)),
        ],
    )
    .only(MAGE_WARS)
    .server_wide()
    .read_only(),
    command(
        &["arena", "mage"],
        &[
            req("name", NAME),
            req("life", int(1, 99)),
            req("armor", int(0, 20)),
            req("channeling", int(0, 20)),
            req("zone", ZONE),
            opt("mana", int(0, 999)),
            opt("defense", int(1, 12)),
            opt("tough", TRAIT),
            opt("resilient", BOOL),
            opt("aegis", TRAIT),
            opt("counterstrike", BOOL),
            opt("flying", BOOL),
            opt("unmovable", BOOL),
            opt("elusive", BOOL),
            opt("pest", BOOL),
            opt("regeneration", TRAIT),
            opt("upkeep", TRAIT),
            opt("damage-types", Kind::Text { max: 60 }),
        ],
    )
    .only(MAGE_WARS),
    command(
        &["arena", "creature"],
        &[
            req("name", NAME),
            req("life", int(1, 99)),
            req("armor", int(0, 20)),
            opt("zone", ZONE),
            opt("mage", NAME).suggests(Suggest::Combatants),
            opt("cost", COST),
            opt("quick", BOOL),
            opt("range", int(0, 6)),
            opt("defense", int(1, 12)),
            opt("tough", TRAIT),
            opt("resilient", BOOL),
            opt("aegis", TRAIT),
            opt("counterstrike", BOOL),
            opt("flying", BOOL),
            opt("unmovable", BOOL),
            opt("elusive", BOOL),
            opt("pest", BOOL),
            opt("regeneration", TRAIT),
            opt("upkeep", TRAIT),
            opt("damage-types", Kind::Text { max: 60 }),
        ],
    )
    .only(MAGE_WARS),
    command(
        &["arena", "attack"],
        &[
            req("name", NAME),
            req("dice", int(1, 20)),
            AS,
            opt("range", RANGE),
            opt("effect", EFFECT),
            opt("type", choice(DAMAGE_TYPES, "type")),
            opt("piercing", TRAIT),
            opt("unavoidable", BOOL),
            opt("strikes", int(1, 3)),
            opt("cost", COST),
            opt("full", BOOL),
            opt("barrier", BOOL),
        ],
    )
    .only(MAGE_WARS),
    command(
        &["arena", "edit"],
        &[
            req("name", NAME).suggests(Suggest::Combatants),
            opt("life", int(1, 99)),
            opt("armor", int(0, 20)),
            opt("channeling", int(0, 20)),
            opt("defense", int(0, 12)),
            opt("tough", TRAIT),
            opt("resilient", BOOL),
            opt("aegis", TRAIT),
            opt("counterstrike", BOOL),
            opt("flying", BOOL),
            opt("unmovable", BOOL),
            opt("elusive", BOOL),
            opt("pest", BOOL),
            opt("regeneration", TRAIT),
            opt("upkeep", TRAIT),
            opt("damage-types", Kind::Text { max: 60 }),
        ],
    )
    .only(MAGE_WARS),
    command(
        &["arena", "mana"],
        &[
            req("amount", int(1, 999)),
            opt("take", BOOL),
            AS,
            opt("reason", Kind::Text { max: 100 }),
        ],
    )
    .only(MAGE_WARS),
    command(
        &["arena", "remove"],
        &[req("name", NAME).suggests(Suggest::Combatants)],
    )
    .only(MAGE_WARS),
    command(&["activate"], &[AS]).only(MAGE_WARS),
    command(&["guard"], &[AS]).only(MAGE_WARS),
    // `from`: the card or effect moving another player's object (a push).
    command(&["move"], &[req("zone", ZONE), AS, opt("from", NAME)]).only(MAGE_WARS),
    command(
        &["cast"],
        &[
            req("cost", COST),
            AS,
            opt("spell", NAME),
            opt("quick", BOOL),
            opt("target", NAME).suggests(Suggest::Combatants),
            opt("mark", int(1, 5)),
            opt("enchantment", BOOL),
        ],
    )
    .only(MAGE_WARS),
    command(&["reveal"], &[req("name", NAME), req("cost", COST)]).only(MAGE_WARS),
    command(&["arena", "enchantments"], &[])
        .only(MAGE_WARS)
        .read_only(),
    command(&["counterstrike", "decline"], &[]).only(MAGE_WARS),
    command(
        &["upkeep"],
        &[
            opt("order", Kind::Text { max: 60 }),
            opt("pay", NAME).suggests(Suggest::Combatants),
            opt("release", NAME).suggests(Suggest::Combatants),
            AS,
        ],
    )
    .only(MAGE_WARS),
];

/// `/help` by phase and role, each command with one example.
pub const HELP: &[HelpSection] = &[
    HelpSection {
        heading: "help-section-setup",
        commands: &[
            ("encounter start", "ruleset:mage-wars"),
            (
                "arena mage",
                "name:Warlock life:36 armor:0 channeling:10 zone:A1",
            ),
            (
                "arena creature",
                "name:Goblin life:6 armor:1 zone:A1 mage:Warlock",
            ),
            ("arena attack", "name:Goblin dice:3 range:0-0"),
            ("arena edit", "name:Goblin armor:2"),
            ("arena remove", "name:Goblin"),
        ],
    },
    HelpSection {
        heading: "help-section-fight",
        commands: &[
            ("initiative", ""),
            ("upkeep", "pay:Goblin"),
            ("activate", "as:Goblin"),
            ("move", "as:Goblin zone:B2"),
            ("attack", "as:Goblin target:Warlock weapon:Claws"),
            ("cast", "cost:5 spell:\"Fireball\""),
            ("reveal", "name:Nullify cost:2"),
            ("guard", "as:Goblin"),
            ("counterstrike decline", ""),
            ("next", ""),
            ("encounter show", ""),
            ("arena enchantments", ""),
        ],
    },
    HelpSection {
        heading: "help-section-host",
        commands: &[
            ("arena mana", "amount:3 as:Warlock"),
            ("damage", "target:Goblin amount:2 from:\"Lash of Hellfire\""),
            ("heal", "target:Goblin amount:2"),
            ("condition add", "target:Goblin condition:burn"),
            ("condition remove", "target:Goblin condition:burn"),
            ("seat give", "to:@Boris piece:Goblin"),
            ("undo", ""),
            ("encounter end", ""),
        ],
    },
    HelpSection {
        heading: "help-section-anytime",
        commands: &[
            ("roll", "expression:2d12"),
            ("rolls save", "name:attack expression:1d20+5"),
            ("rolls list", ""),
            ("rolls delete", "name:attack"),
            ("rolls stats", "since:30"),
            ("data export", ""),
            ("data delete", ""),
            ("encounter share", "hours:4"),
            ("arena odds", "dice:4 armor:2"),
            ("odds", "expression:2d6"),
            ("log", "limit:10"),
            ("settings", "language:cs"),
            ("games", ""),
            ("help", ""),
        ],
    },
];
