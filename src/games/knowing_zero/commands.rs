//! «Познание нуля»'s own commands (`/zero …`) and the `extra:` words it reads on the
//! shared verbs.

use crate::catalogue::spec::{
    BOOL, CommandSpec, Kind, NAME, OptionSpec, Suggest, choice, command, int, opt, req,
};
use crate::games::HelpSection;
use crate::rules::Ruleset;
use crate::rules::knowing_zero::limits;

const KNOWING_ZERO: &[Ruleset] = &[Ruleset::KnowingZero];

pub const KINDS: &[&str] = &["character", "animal", "machine"];
pub const SIDES: &[&str] = &["attacker", "defender"];
pub const BONUS_KINDS: &[&str] = &["event", "abstraction"];
pub const FIRST_TURNS: &[&str] = &["machine", "full"];

const ATTACK: Kind = int(0, limits::ATTACK as i64);
const LIFE: Kind = int(1, limits::LIFE as i64);
const SIDE: OptionSpec = opt("side", choice(SIDES, "kz-side"));
const CARD: OptionSpec = req("card", NAME).suggests(Suggest::Characters);
/// A saved army's name, offered from the asker's own.
const ARMY: OptionSpec = req("name", NAME).suggests(Suggest::Saved);
/// Mentions on Discord (`<@id>`), `@name` on the console.
const PLAYER: Kind = Kind::Text { max: 100 };

pub const EXTRAS: &[(&[&str], &[OptionSpec])] = &[
    (
        &["encounter", "start"],
        &[
            opt("attacker", PLAYER),
            opt("defender", PLAYER),
            opt("start", int(1, limits::MAX_START_DISTANCE as i64)),
        ],
    ),
    (
        &["attack"],
        &[
            opt("strike", int(1, limits::STRIKES as i64)),
            opt("strikes", int(1, limits::STRIKES as i64)),
            opt("plus", int(0, limits::BONUS as i64)),
            opt("minus", int(0, limits::BONUS as i64)),
            opt("strip", BOOL),
        ],
    ),
];

pub const COMMANDS: &[CommandSpec] = &[
    command(
        &["zero", "card"],
        &[
            req("name", NAME),
            req("kind", choice(KINDS, "kz-kind")),
            req("attack", ATTACK),
            req("life", LIFE),
            opt("armor", int(0, limits::ARMOR as i64)),
            opt("strikes", int(1, limits::STRIKES as i64)),
            SIDE,
        ],
    )
    .only(KNOWING_ZERO),
    command(
        &["zero", "item"],
        &[
            CARD,
            req("name", NAME),
            opt("attack", ATTACK),
            opt("life", int(0, limits::LIFE as i64)),
        ],
    )
    .only(KNOWING_ZERO),
    command(
        &["zero", "ride"],
        &[
            req("rider", NAME).suggests(Suggest::Characters),
            req("animal", NAME).suggests(Suggest::Characters),
        ],
    )
    .only(KNOWING_ZERO),
    command(
        &["zero", "dismount"],
        &[req("rider", NAME).suggests(Suggest::Characters)],
    )
    .only(KNOWING_ZERO),
    command(
        &["zero", "drop"],
        &[req("card", NAME).suggests(Suggest::Combatants)],
    )
    .only(KNOWING_ZERO),
    command(
        &["zero", "play"],
        &[
            req("kind", choice(BONUS_KINDS, "kz-bonus")),
            req("name", NAME),
            opt("amount", int(0, limits::BONUS as i64)),
        ],
    )
    .only(KNOWING_ZERO),
    command(&["zero", "act"], &[CARD]).only(KNOWING_ZERO),
    command(
        &["zero", "strike"],
        &[req("number", int(1, limits::STRIKES as i64))],
    )
    .only(KNOWING_ZERO),
    command(&["zero", "retreat"], &[]).only(KNOWING_ZERO),
    command(&["zero", "confirm"], &[]).only(KNOWING_ZERO),
    // Between battles the channel plays no game; these still reach this one.
    command(&["zero", "drawn"], &[SIDE])
        .only(KNOWING_ZERO)
        .server_wide(),
    command(
        &["zero", "table"],
        &[
            opt("start-distance", int(1, limits::MAX_START_DISTANCE as i64)),
            opt("first-turn", choice(FIRST_TURNS, "kz-first")),
            opt("new-game", BOOL),
        ],
    )
    .only(KNOWING_ZERO)
    .server_wide(),
    // A player's saved armies live per server: list and delete work in any channel, and
    // save and load need this game's battle (the engine says so elsewhere).
    command(&["zero", "army", "save"], &[ARMY, SIDE])
        .only(KNOWING_ZERO)
        .server_wide(),
    command(&["zero", "army", "load"], &[ARMY, SIDE])
        .only(KNOWING_ZERO)
        .server_wide(),
    command(&["zero", "army", "list"], &[])
        .only(KNOWING_ZERO)
        .server_wide(),
    command(&["zero", "army", "delete"], &[ARMY])
        .only(KNOWING_ZERO)
        .server_wide(),
];

/// `/help` by phase and role, each command with one example.
pub const HELP: &[HelpSection] = &[
    HelpSection {
        heading: "help-section-setup",
        commands: &[
            ("encounter start", "ruleset:knowing-zero"),
            ("zero card", "name:Knight kind:character attack:3 life:5"),
            ("zero item", "card:Knight name:Sword attack:1"),
            ("zero ride", "rider:Knight animal:Horse"),
            ("zero army load", "name:Vanguard"),
            ("zero table", "start-distance:20"),
        ],
    },
    HelpSection {
        heading: "help-section-fight",
        commands: &[
            ("zero act", "card:Knight"),
            ("attack", "as:Knight target:Golem"),
            ("zero confirm", ""),
            ("zero strike", "number:2"),
            ("zero play", "kind:event name:Storm amount:2"),
            ("zero dismount", "rider:Knight"),
            ("zero drop", "card:Knight"),
            ("zero drawn", "side:attacker"),
            ("zero retreat", ""),
            ("next", ""),
            ("encounter show", ""),
        ],
    },
    HelpSection {
        heading: "help-section-host",
        commands: &[
            ("damage", "target:Golem amount:2"),
            ("heal", "target:Golem amount:1"),
            ("seat give", "to:@carl from:@anna"),
            ("undo", ""),
            ("encounter end", ""),
        ],
    },
    HelpSection {
        heading: "help-section-anytime",
        commands: &[
            ("zero army save", "name:Vanguard"),
            ("zero army list", ""),
            ("zero army delete", "name:Vanguard"),
            ("roll", "expression:1d6"),
            ("rolls save", "name:attack expression:1d20+5"),
            ("rolls list", ""),
            ("rolls delete", "name:attack"),
            ("rolls stats", "since:30"),
            ("data export", ""),
            ("data delete", ""),
            ("encounter share", "hours:4"),
            ("odds", "expression:2d6"),
            ("log", "limit:10"),
            ("settings", "language:cs"),
            ("games", ""),
            ("help", ""),
        ],
    },
];
