//! The command catalogue's shape: every command and option, their types and bounds.
//! One table serves the console's parser, `/help`, and (later) Discord registration, so
//! names and options cannot drift apart between front-ends.

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
    /// One of a closed set.
    Choice(&'static [&'static str]),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionSpec {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CommandSpec {
    /// `["character", "create"]` for `/character create`.
    pub path: &'static [&'static str],
    pub options: &'static [OptionSpec],
}

impl CommandSpec {
    pub fn name(&self) -> String {
        self.path.join(" ")
    }
    /// The Fluent key stem: `cmd-character-create`.
    pub fn key(&self) -> String {
        format!("cmd-{}", self.path.join("-"))
    }
}

pub const NAME: Kind = Kind::Text { max: 100 };
/// A dice expression for `/roll` and `/odds roll` (the notation's own input limit).
pub const EXPRESSION: Kind = Kind::Text {
    max: crate::notation::limits::MAX_INPUT_CHARS,
};
pub const ATTRIBUTES: &[&str] = &["str", "dex", "int", "cha", "luck"];
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
pub const CONDITIONS: &[&str] = &[
    "prone",
    "immobilised",
    "paralysed",
    "grappled",
    "stunned",
    "blinded",
    "sleeping",
    "exhausted",
    "drained",
    "poisoned",
    "starved",
    "unconscious",
    // Mage Wars condition markers.
    "burn",
    "rot",
    "bleed",
    "stun",
    "daze",
    "slam",
    "weak",
    "cripple",
    "stuck",
    "corrode",
];
/// The Mage Wars arena's zones: rows A–C, columns 1–4.
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
pub const RULESETS: &[&str] = &[
    "flail",
    "mage-wars",
    "lotr-lcg",
    "tornscape",
    "knowing-zero",
];
/// `server` follows the server's own locale.
pub const LANGUAGES: &[&str] = &["server", "en-US", "cs", "ru"];
pub const SIDES: &[&str] = &["players", "adversaries"];
pub const REST_KINDS: &[&str] = &["short", "long", "full"];

const fn req(name: &'static str, kind: Kind) -> OptionSpec {
    OptionSpec {
        name,
        kind,
        required: true,
    }
}
const fn opt(name: &'static str, kind: Kind) -> OptionSpec {
    OptionSpec {
        name,
        kind,
        required: false,
    }
}
const fn int(min: i64, max: i64) -> Kind {
    Kind::Integer { min, max }
}

const ATTR: Kind = Kind::Choice(ATTRIBUTES);
const ZONE: Kind = Kind::Choice(ZONES);
/// A Mage Wars range ("melee", "0-2") or effect table ("7-8: 1 burn; 9+: 2 burn").
const RANGE: Kind = Kind::Text { max: 10 };
const EFFECT: Kind = Kind::Text { max: 100 };
const COST: Kind = int(0, 99);
const TRAIT: Kind = int(0, 10);
const SCORE: Kind = int(1, 99);
const BOOL: Kind = Kind::Bool;
/// LotR LCG: attack, defense and shadow numbers; hit points; threat and engagement cost.
const STAT: Kind = int(0, 20);
const HIT_POINTS: Kind = int(1, 99);
const THREAT: Kind = int(0, 99);
const LCG_CHARACTER: &[OptionSpec] = &[
    req("name", NAME),
    req("attack", STAT),
    req("defense", STAT),
    req("hit-points", HIT_POINTS),
    opt("player", NAME),
    opt("ranged", BOOL),
    opt("sentinel", BOOL),
];

pub const COMMANDS: &[CommandSpec] = &[
    CommandSpec {
        path: &["encounter", "start"],
        options: &[
            opt("ruleset", Kind::Choice(RULESETS)),
            opt("surprise", Kind::Choice(SIDES)),
        ],
    },
    CommandSpec {
        path: &["encounter", "end"],
        options: &[],
    },
    CommandSpec {
        path: &["encounter", "show"],
        options: &[],
    },
    CommandSpec {
        path: &["session", "end"],
        options: &[],
    },
    CommandSpec {
        path: &["character", "create"],
        options: &[
            req("name", NAME),
            req("class", Kind::Choice(CLASSES)),
            opt("str", SCORE),
            opt("dex", SCORE),
            opt("int", SCORE),
            opt("cha", SCORE),
            opt("luck", SCORE),
            opt("hp", int(1, 999)),
            opt("religion", Kind::Choice(RELIGIONS)),
        ],
    },
    CommandSpec {
        path: &["character", "show"],
        options: &[opt("character", NAME)],
    },
    CommandSpec {
        path: &["character", "edit"],
        options: &[
            req("character", NAME),
            opt("name", NAME),
            opt("class", Kind::Choice(CLASSES)),
            opt("religion", Kind::Choice(RELIGIONS)),
            opt("str", SCORE),
            opt("dex", SCORE),
            opt("int", SCORE),
            opt("cha", SCORE),
            opt("luck", SCORE),
            opt("hp", int(0, 999)),
            opt("max-hp", int(1, 999)),
        ],
    },
    CommandSpec {
        path: &["character", "delete"],
        options: &[req("character", NAME)],
    },
    CommandSpec {
        path: &["character", "list"],
        options: &[],
    },
    CommandSpec {
        path: &["character", "weapon"],
        options: &[
            req("character", NAME),
            req("weapon", NAME),
            opt("th", int(1, 12)),
            opt("dmg", int(0, 50)),
            opt("missile", BOOL),
            opt("specialty", BOOL),
            opt("remove", BOOL),
        ],
    },
    CommandSpec {
        path: &["character", "armour"],
        options: &[
            req("character", NAME),
            req("piece", Kind::Choice(PIECES)),
            opt("remove", BOOL),
        ],
    },
    CommandSpec {
        path: &["adversary", "add"],
        options: &[
            req("name", NAME),
            req("hp", int(1, 999)),
            req("defence", int(0, 20)),
            req("saves", int(1, 20)),
            req("morale", int(1, 20)),
            req("th", int(1, 12)),
            req("dmg", int(0, 50)),
            opt("count", int(1, 20)),
        ],
    },
    CommandSpec {
        path: &["adversary", "remove"],
        options: &[req("name", NAME)],
    },
    CommandSpec {
        path: &["join"],
        options: &[req("character", NAME)],
    },
    CommandSpec {
        path: &["initiative"],
        options: &[],
    },
    CommandSpec {
        path: &["next"],
        options: &[],
    },
    CommandSpec {
        path: &["undo"],
        options: &[],
    },
    CommandSpec {
        path: &["log"],
        options: &[opt("limit", int(1, 50))],
    },
    CommandSpec {
        path: &["attack"],
        options: &[
            req("target", NAME),
            opt("weapon", NAME),
            opt("offhand", NAME),
            opt("advantage", BOOL),
            opt("disadvantage", BOOL),
            opt("as", NAME),
            opt("free", BOOL),
            opt("counter", BOOL),
            opt("dice", int(1, 20)),
            opt("range", RANGE),
            opt("effect", EFFECT),
            opt("cost", COST),
        ],
    },
    CommandSpec {
        path: &["armour"],
        options: &[
            req("piece", Kind::Choice(PIECES)),
            req("dots", int(0, 6)),
            opt("more", BOOL),
        ],
    },
    CommandSpec {
        path: &["fumble"],
        options: &[opt("ally", NAME), opt("item", NAME)],
    },
    CommandSpec {
        path: &["save"],
        options: &[
            req("attribute", ATTR),
            opt("character", NAME),
            opt("advantage", BOOL),
            opt("disadvantage", BOOL),
            opt("against", NAME),
        ],
    },
    CommandSpec {
        path: &["flee"],
        options: &[opt("character", NAME), opt("slower", BOOL)],
    },
    CommandSpec {
        path: &["morale"],
        options: &[opt("adversary", NAME)],
    },
    CommandSpec {
        path: &["condition", "add"],
        options: &[
            req("target", NAME),
            req("condition", Kind::Choice(CONDITIONS)),
            opt("save", ATTR),
            opt("count", int(1, 20)),
        ],
    },
    CommandSpec {
        path: &["condition", "remove"],
        options: &[
            req("target", NAME),
            req("condition", Kind::Choice(CONDITIONS)),
            opt("count", int(1, 20)),
        ],
    },
    CommandSpec {
        path: &["damage"],
        options: &[req("target", NAME), req("amount", int(1, 999))],
    },
    CommandSpec {
        path: &["heal"],
        options: &[req("target", NAME), req("amount", int(1, 999))],
    },
    CommandSpec {
        path: &["rest"],
        options: &[
            req("kind", Kind::Choice(REST_KINDS)),
            opt("character", NAME),
        ],
    },
    CommandSpec {
        path: &["settings"],
        options: &[
            opt("attribute-rule", BOOL),
            opt("language", Kind::Choice(LANGUAGES)),
            opt("hide-adversary-hp", BOOL),
            opt("gm-role", Kind::Role),
            opt("clear-gm-role", BOOL),
            opt("ping-turns", BOOL),
        ],
    },
    CommandSpec {
        path: &["help"],
        options: &[],
    },
    CommandSpec {
        path: &["roll"],
        options: &[
            req("expression", EXPRESSION),
            opt("label", Kind::Text { max: 100 }),
            opt("secret", BOOL),
        ],
    },
    CommandSpec {
        path: &["odds", "roll"],
        options: &[req("expression", EXPRESSION)],
    },
    CommandSpec {
        path: &["odds", "attack"],
        options: &[
            req("th", int(1, 12)),
            opt("dmg", int(0, 50)),
            opt("defence", int(0, 20)),
            opt("advantage", int(0, 3)),
            opt("disadvantage", int(0, 3)),
            opt("off-specialty", BOOL),
            opt("blinded", BOOL),
        ],
    },
    CommandSpec {
        path: &["odds", "save"],
        options: &[
            req("value", int(0, 20)),
            opt("advantage", int(0, 3)),
            opt("disadvantage", int(0, 3)),
        ],
    },
    CommandSpec {
        path: &["odds", "mage-wars"],
        options: &[
            req("dice", int(1, 49)),
            opt("armor", int(0, 20)),
            opt("resilient", BOOL),
            opt("effect", Kind::Text { max: 100 }),
            opt("effect-bonus", int(0, 12)),
            opt("tough", int(0, 12)),
        ],
    },
    CommandSpec {
        path: &["arena", "mage"],
        options: &[
            req("name", NAME),
            req("life", int(1, 99)),
            req("armor", int(0, 20)),
            req("channeling", int(0, 20)),
            req("zone", ZONE),
            opt("mana", int(0, 999)),
            opt("defense", int(1, 12)),
        ],
    },
    CommandSpec {
        path: &["arena", "creature"],
        options: &[
            req("name", NAME),
            req("life", int(1, 99)),
            req("armor", int(0, 20)),
            opt("zone", ZONE),
            opt("mage", NAME),
            opt("cost", COST),
            opt("quick", BOOL),
            opt("defense", int(1, 12)),
            opt("tough", TRAIT),
            opt("resilient", BOOL),
            opt("aegis", TRAIT),
            opt("counterstrike", BOOL),
            opt("flying", BOOL),
            opt("unmovable", BOOL),
            opt("regeneration", TRAIT),
            opt("upkeep", TRAIT),
            opt("damage-types", Kind::Text { max: 60 }),
        ],
    },
    CommandSpec {
        path: &["arena", "attack"],
        options: &[
            req("name", NAME),
            req("dice", int(1, 20)),
            opt("as", NAME),
            opt("range", RANGE),
            opt("effect", EFFECT),
            opt("type", Kind::Choice(DAMAGE_TYPES)),
            opt("piercing", TRAIT),
            opt("unavoidable", BOOL),
            opt("strikes", int(1, 3)),
            opt("cost", COST),
            opt("full", BOOL),
            opt("barrier", BOOL),
        ],
    },
    CommandSpec {
        path: &["arena", "remove"],
        options: &[req("name", NAME)],
    },
    CommandSpec {
        path: &["activate"],
        options: &[opt("as", NAME)],
    },
    CommandSpec {
        path: &["guard"],
        options: &[opt("as", NAME)],
    },
    CommandSpec {
        path: &["move"],
        options: &[req("zone", ZONE), opt("as", NAME)],
    },
    CommandSpec {
        path: &["cast"],
        options: &[
            req("cost", COST),
            opt("as", NAME),
            opt("spell", NAME),
            opt("quick", BOOL),
            opt("target", NAME),
            opt("mark", int(1, 5)),
        ],
    },
    CommandSpec {
        path: &["lcg", "player"],
        options: &[req("name", NAME), req("threat", THREAT), opt("first", BOOL)],
    },
    CommandSpec {
        path: &["lcg", "hero"],
        options: LCG_CHARACTER,
    },
    CommandSpec {
        path: &["lcg", "ally"],
        options: LCG_CHARACTER,
    },
    CommandSpec {
        path: &["lcg", "enemy"],
        options: &[
            req("name", NAME),
            req("attack", STAT),
            req("defense", STAT),
            req("hit-points", HIT_POINTS),
            req("engagement", THREAT),
            opt("engage", NAME),
        ],
    },
    CommandSpec {
        path: &["lcg", "card"],
        options: &[
            req("name", NAME),
            opt("attack", STAT),
            opt("defense", STAT),
            opt("undefended", BOOL),
            opt("damage", STAT),
            opt("text", Kind::Text { max: 200 }),
            opt("count", int(1, 20)),
        ],
    },
    CommandSpec {
        path: &["lcg", "shuffle"],
        options: &[opt("discard", BOOL)],
    },
    CommandSpec {
        path: &["lcg", "threat"],
        options: &[req("value", THREAT), opt("player", NAME)],
    },
    CommandSpec {
        path: &["lcg", "refresh"],
        options: &[],
    },
    CommandSpec {
        path: &["lcg", "ready"],
        options: &[req("name", NAME)],
    },
    CommandSpec {
        path: &["lcg", "exhaust"],
        options: &[req("name", NAME)],
    },
    CommandSpec {
        path: &["lcg", "remove"],
        options: &[req("name", NAME)],
    },
    CommandSpec {
        path: &["engage"],
        options: &[req("enemy", NAME), opt("player", NAME)],
    },
    CommandSpec {
        path: &["combat", "start"],
        options: &[opt("order", Kind::Text { max: 200 })],
    },
    CommandSpec {
        path: &["combat", "continue"],
        options: &[],
    },
    CommandSpec {
        path: &["combat", "enemy"],
        options: &[req("enemy", NAME)],
    },
    CommandSpec {
        path: &["combat", "defend"],
        options: &[req("character", NAME)],
    },
    CommandSpec {
        path: &["combat", "undefended"],
        options: &[],
    },
    CommandSpec {
        path: &["combat", "hero"],
        options: &[req("hero", NAME)],
    },
    CommandSpec {
        path: &["combat", "attackers"],
        options: &[req("names", Kind::Text { max: 200 })],
    },
    CommandSpec {
        path: &["deathroll"],
        options: &[opt("character", NAME), opt("attribute", ATTR)],
    },
];

/// Verbs only Mage Wars reads.
const MAGE_WARS_ONLY: &[&str] = &["arena", "activate", "guard", "move", "cast"];
/// Verbs only the LotR LCG reads.
const LOTR_ONLY: &[&str] = &["lcg", "engage", "combat"];
/// The shared verbs the LotR LCG's combat phase takes (it has no dice to roll at
/// characters: no `/attack`, `/initiative` or conditions).
const LOTR_SHARED: &[&str] = &[
    "encounter",
    "undo",
    "log",
    "next",
    "damage",
    "heal",
    "settings",
    "help",
    "roll",
    "odds",
];
/// Verbs (and `/odds` subcommands) only FLAIL reads.
const FLAIL_ONLY: &[&str] = &[
    "session",
    "adversary",
    "join",
    "armour",
    "fumble",
    "save",
    "flee",
    "morale",
    "rest",
    "deathroll",
];

/// The commands a channel playing `ruleset` takes, in catalogue order (for `/help`).
/// FLAIL's character commands work everywhere: characters belong to the server.
pub fn for_ruleset(ruleset: &str) -> impl Iterator<Item = &'static CommandSpec> + '_ {
    COMMANDS.iter().filter(move |c| {
        let first = c.path.first().copied().unwrap_or_default();
        match ruleset {
            "flail" => !MAGE_WARS_ONLY.contains(&first) && !LOTR_ONLY.contains(&first),
            "lotr-lcg" => LOTR_ONLY.contains(&first) || LOTR_SHARED.contains(&first),
            _ => {
                !FLAIL_ONLY.contains(&first) && !LOTR_ONLY.contains(&first) && first != "character"
            }
        }
    })
}

/// Finds the command whose path starts the given words (longest match wins).
pub fn find(words: &[&str]) -> Option<&'static CommandSpec> {
    COMMANDS
        .iter()
        .filter(|c| {
            c.path.len() <= words.len()
                && c.path
                    .iter()
                    .zip(words)
                    .all(|(a, b)| a.eq_ignore_ascii_case(b))
        })
        .max_by_key(|c| c.path.len())
}
