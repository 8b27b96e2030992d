//! The LotR LCG's own commands: the table's setup (`/lcg`), engagement, and the combat
//! phase's steps (`/combat`).

use crate::catalogue::spec::{
    BOOL, CommandSpec, Kind, NAME, OptionSpec, Suggest, choice, command, int, opt, req,
};
use crate::games::HelpSection;
use crate::rules::Ruleset;

/// Shadow effects Narrator resolves itself beyond the numbers.
pub const SHADOW_EFFECTS: &[&str] = &["discard-defender"];

const LOTR_LCG: &[Ruleset] = &[Ruleset::LotrLcg];

/// Attack, defense and shadow numbers; hit points; threat and engagement cost.
const STAT: Kind = int(0, 20);
const HIT_POINTS: Kind = int(1, 99);
const THREAT: Kind = int(0, 99);
const PLAYER: OptionSpec = opt("player", NAME).suggests(Suggest::Players);
const CHARACTER: &[OptionSpec] = &[
    req("name", NAME),
    req("attack", STAT),
    req("defense", STAT),
    req("hit-points", HIT_POINTS),
    PLAYER,
    opt("ranged", BOOL),
    opt("sentinel", BOOL),
];

pub const COMMANDS: &[CommandSpec] = &[
    command(
        &["lcg", "player"],
        &[req("name", NAME), req("threat", THREAT), opt("first", BOOL)],
    )
    .only(LOTR_LCG),
    command(&["lcg", "hero"], CHARACTER).only(LOTR_LCG),
    command(&["lcg", "ally"], CHARACTER).only(LOTR_LCG),
    command(
        &["lcg", "enemy"],
        &[
            req("name", NAME),
            req("attack", STAT),
            req("defense", STAT),
            req("hit-points", HIT_POINTS),
            req("engagement", THREAT),
            opt("engage", NAME).suggests(Suggest::Players),
        ],
    )
    .only(LOTR_LCG),
    command(
        &["lcg", "card"],
        &[
            req("name", NAME),
            opt("attack", STAT),
            opt("defense", STAT),
            opt("undefended", BOOL),
            opt("damage", STAT),
            opt("effect", choice(SHADOW_EFFECTS, "shadow")),
            opt("text", Kind::Text { max: 200 }),
            opt("count", int(1, 20)),
        ],
    )
    .only(LOTR_LCG),
    command(&["lcg", "shuffle"], &[opt("discard", BOOL)]).only(LOTR_LCG),
    command(&["lcg", "threat"], &[req("value", THREAT), PLAYER]).only(LOTR_LCG),
    command(&["lcg", "refresh"], &[]).only(LOTR_LCG),
    command(
        &["lcg", "ready"],
        &[req("name", NAME).suggests(Suggest::Characters)],
    )
    .only(LOTR_LCG),
    command(
        &["lcg", "exhaust"],
        &[req("name", NAME).suggests(Suggest::Characters)],
    )
    .only(LOTR_LCG),
    command(
        &["lcg", "remove"],
        &[req("name", NAME).suggests(Suggest::Combatants)],
    )
    .only(LOTR_LCG),
    command(
        &["engage"],
        &[req("enemy", NAME).suggests(Suggest::Foes), PLAYER],
    )
    .only(LOTR_LCG),
    command(
        &["combat", "start"],
        &[opt("order", Kind::Text { max: 200 })],
    )
    .only(LOTR_LCG),
    command(&["combat", "continue"], &[]).only(LOTR_LCG),
    command(
        &["combat", "enemy"],
        &[req("enemy", NAME).suggests(Suggest::Foes)],
    )
    .only(LOTR_LCG),
    command(
        &["combat", "defend"],
        &[req("character", NAME).suggests(Suggest::Characters)],
    )
    .only(LOTR_LCG),
    command(&["combat", "undefended"], &[]).only(LOTR_LCG),
    command(
        &["combat", "hero"],
        &[req("hero", NAME).suggests(Suggest::Characters)],
    )
    .only(LOTR_LCG),
    command(
        &["combat", "attackers"],
        &[req("names", Kind::Text { max: 200 }).suggests(Suggest::Characters)],
    )
    .only(LOTR_LCG),
];

/// `/help` by phase and role, each command with one example.
pub const HELP: &[HelpSection] = &[
    HelpSection {
        heading: "help-section-setup",
        commands: &[
            ("encounter start", "ruleset:lotr-lcg"),
            ("lcg player", "name:Anna threat:28"),
            ("lcg hero", "name:Aragorn attack:3 defense:2 hit-points:5"),
            (
                "lcg ally",
                "name:\"Snowbourn Scout\" attack:0 defense:1 hit-points:1",
            ),
            (
                "lcg enemy",
                "name:\"Hill Troll\" attack:6 defense:3 hit-points:9 engagement:30",
            ),
            ("lcg card", "name:\"Driven by Shadow\" attack:1"),
            ("lcg shuffle", ""),
            ("engage", "enemy:\"Hill Troll\" player:Anna"),
        ],
    },
    HelpSection {
        heading: "help-section-fight",
        commands: &[
            ("combat start", ""),
            ("combat enemy", "enemy:\"Hill Troll\""),
            ("combat defend", "character:Gimli"),
            ("combat undefended", ""),
            ("combat hero", "hero:Aragorn"),
            ("combat attackers", "names:Aragorn,Legolas"),
            ("combat continue", ""),
            ("next", ""),
            ("encounter show", ""),
        ],
    },
    HelpSection {
        heading: "help-section-host",
        commands: &[
            ("lcg threat", "value:30 player:Anna"),
            ("lcg ready", "name:Aragorn"),
            ("lcg exhaust", "name:Aragorn"),
            ("lcg remove", "name:\"Hill Troll\""),
            ("lcg refresh", ""),
            ("damage", "target:Aragorn amount:2"),
            ("heal", "target:Aragorn amount:1"),
            ("undo", ""),
            ("seat give", "to:@Boris piece:Aragorn"),
            ("encounter end", ""),
        ],
    },
    HelpSection {
        heading: "help-section-anytime",
        commands: &[
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
            ("settings", "language:ru"),
            ("games", ""),
            ("help", ""),
        ],
    },
];
