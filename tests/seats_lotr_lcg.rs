//! Who may do what at a LotR LCG table: every row of the game's permission table, tried by
//! every role, through the table service on SQLite and PostgreSQL. Includes refusals that
//! once slipped through: another player running the refresh phase at will (threat to 50), and
//! another player's `/damage` destroying Anna's hero.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use common::TestDb;
use common::seats::{Acting, Case, Cast, play_matrix};
use narrator::rules::Ruleset;
use narrator::rules::seats::Role;

struct Lotr;

impl Cast for Lotr {
    const RULESET: Ruleset = Ruleset::LotrLcg;

    /// Anna (first player) plays Aragorn and Gimli (a Sentinel), Boris plays Beregond; four
    /// blank encounter cards. With two seats, `anna` takes Boris's seat first and then
    /// Anna's with the token, so she acts for her second seat.
    fn setup(role: Role) -> Vec<String> {
        let starter = match role {
            Role::OpponentHost => "boris",
            _ => "host",
        };
        let boris = match role {
            Role::TwoSeats => "anna",
            _ => "boris",
        };
        let seats = match role {
            Role::TwoSeats => vec![
                "@anna /lcg player name:Boris threat:30".to_owned(),
                "@anna /lcg player name:Anna threat:28 first:true".to_owned(),
            ],
            _ => vec![
                "@anna /lcg player name:Anna threat:28".to_owned(),
                "@boris /lcg player name:Boris threat:30".to_owned(),
            ],
        };
        let mut lines = vec![format!("@{starter} /encounter start ruleset:lotr-lcg")];
        lines.extend(seats);
        lines.extend([
            "@anna /lcg hero name:Aragorn attack:3 defense:2 hit-points:5 player:Anna".to_owned(),
            "@anna /lcg hero name:Gimli attack:2 defense:2 hit-points:5 sentinel:true player:Anna"
                .to_owned(),
            format!(
                "@{boris} /lcg hero name:Beregond attack:1 defense:4 hit-points:4 player:Boris"
            ),
            "@anna /lcg card name:Blank count:4".to_owned(),
        ]);
        lines
    }

    fn acting(role: Role) -> Acting {
        match role {
            Role::Own | Role::TwoSeats => Acting::player("anna"),
            Role::Opponent | Role::OpponentHost => Acting::player("boris"),
            Role::SeatedModerator => Acting::moderator("boris"),
            Role::Bystander => Acting::player("mallory"),
            Role::SeatlessHost => Acting::player("host"),
            Role::SeatlessModerator | Role::Gm => Acting::moderator("mod"),
        }
    }
}

const ORC_ON_ANNA: &str =
    "@anna /lcg enemy name:Orc attack:2 defense:1 hit-points:3 engagement:20 engage:Anna";
const TROLL_ON_ANNA: &str =
    "@anna /lcg enemy name:Troll attack:3 defense:2 hit-points:8 engagement:30 engage:Anna";
const ORC_STAGED: &str = "@anna /lcg enemy name:Orc attack:2 defense:1 hit-points:3 engagement:20";
const WARG_ON_BORIS: &str =
    "@anna /lcg enemy name:Warg attack:2 defense:0 hit-points:2 engagement:10 engage:Boris";

/// Anna's step 2 against the Orc (her only enemy: chosen for her), waiting for a defender.
const ORC_ATTACKS_ANNA: &[&str] = &[ORC_ON_ANNA, "@anna /combat start", "@anna /combat continue"];

/// The Orc's attack on Anna undefended, its damage waiting for the hero she picks.
const HERO_TO_PICK: &[&str] = &[
    ORC_ON_ANNA,
    "@anna /combat start",
    "@anna /combat continue",
    "@anna /combat undefended",
    "@anna /combat continue",
    "@anna /combat continue",
];

/// Step 3: Anna attacks the Orc, declaring attackers.
const ANNA_DECLARES: &[&str] = &[
    ORC_ON_ANNA,
    "@anna /combat start",
    "@anna /combat continue",
    "@anna /combat undefended",
    "@anna /combat continue",
    "@anna /combat continue",
    "@anna /combat hero hero:Gimli",
    "@anna /combat enemy enemy:Orc",
];

const CASES: &[Case] = &[
    Case {
        action: "show the table (`/encounter show`)",
        prepare: &[],
        line: "/encounter show",
    },
    Case {
        action: "take a seat (`/lcg player`)",
        prepare: &[],
        line: "/lcg player name:Cara threat:25",
    },
    Case {
        action: "add a hero or ally to a seat (`/lcg hero`, `/lcg ally`)",
        prepare: &[],
        line: "/lcg ally name:Guard attack:1 defense:1 hit-points:2 player:Anna",
    },
    Case {
        action: "set a seat's threat (`/lcg threat`)",
        prepare: &[],
        line: "/lcg threat player:Anna value:49",
    },
    Case {
        action: "ready or exhaust a character (`/lcg ready`, `/lcg exhaust`)",
        prepare: &[],
        line: "/lcg exhaust name:Aragorn",
    },
    // Once allowed, now refused: another player's `/damage target:Aragorn` destroyed Anna's hero.
    Case {
        action: "`/damage` a hero, ally or engaged enemy",
        prepare: &[],
        line: "/damage target:Aragorn amount:5",
    },
    Case {
        action: "`/damage` a hero, ally or engaged enemy",
        prepare: &[ORC_ON_ANNA],
        line: "/damage target:Orc amount:1",
    },
    Case {
        action: "`/heal` a hero, ally or engaged enemy",
        prepare: &["@anna /damage target:Aragorn amount:2"],
        line: "/heal target:Aragorn amount:1",
    },
    Case {
        action: "remove a hero, ally or engaged enemy (`/lcg remove`)",
        prepare: &[],
        line: "/lcg remove name:Aragorn",
    },
    Case {
        action: "damage, heal or remove an enemy in the staging area",
        prepare: &[ORC_STAGED],
        line: "/damage target:Orc amount:1",
    },
    Case {
        action: "damage, heal or remove an enemy in the staging area",
        prepare: &[ORC_STAGED],
        line: "/lcg remove name:Orc",
    },
    Case {
        action: "add enemies or encounter cards (`/lcg enemy`, `/lcg card`)",
        prepare: &[],
        line: "/lcg enemy name:Orc attack:2 defense:1 hit-points:3 engagement:20",
    },
    Case {
        action: "add enemies or encounter cards (`/lcg enemy`, `/lcg card`)",
        prepare: &[],
        line: "/lcg card name:\"Driven by Shadow\" attack:1",
    },
    Case {
        action: "shuffle the encounter deck (`/lcg shuffle`)",
        prepare: &[],
        line: "/lcg shuffle",
    },
    Case {
        action: "engage an enemy with a seat (`/engage`)",
        prepare: &[ORC_STAGED],
        line: "/engage enemy:Orc player:Anna",
    },
    // Once allowed, now refused: any player ran the refresh phase at will, five times, and pushed another
    // player's threat to 50.
    Case {
        action: "the refresh phase (`/lcg refresh`)",
        prepare: &[],
        line: "/lcg refresh",
    },
    Case {
        action: "start the combat phase (`/combat start`)",
        prepare: &[ORC_ON_ANNA],
        line: "/combat start",
    },
    Case {
        action: "go on to the next step (`/combat continue`, `/next`)",
        prepare: &[ORC_ON_ANNA, "@anna /combat start"],
        line: "/combat continue",
    },
    Case {
        action: "go on to the next step (`/combat continue`, `/next`)",
        prepare: &[
            ORC_ON_ANNA,
            "@anna /combat start",
            "@anna /combat continue",
            "@anna /combat undefended",
        ],
        line: "/next",
    },
    Case {
        action: "choose the enemy that attacks or is attacked (`/combat enemy`)",
        prepare: &[
            ORC_ON_ANNA,
            TROLL_ON_ANNA,
            "@anna /combat start",
            "@anna /combat continue",
        ],
        line: "/combat enemy enemy:Troll",
    },
    Case {
        action: "declare a defender or none (`/combat defend`, `/combat undefended`)",
        prepare: ORC_ATTACKS_ANNA,
        line: "/combat defend character:Aragorn",
    },
    Case {
        action: "declare a defender or none (`/combat defend`, `/combat undefended`)",
        prepare: ORC_ATTACKS_ANNA,
        line: "/combat undefended",
    },
    // Boris's step 2 against the Warg (Anna has no enemy): Anna's Sentinel defends for him.
    Case {
        action: "declare a Sentinel defender in another seat's step",
        prepare: &[
            WARG_ON_BORIS,
            "@anna /combat start",
            "@anna /combat continue",
        ],
        line: "/combat defend character:Gimli",
    },
    Case {
        action: "pick the hero that takes undefended damage (`/combat hero`)",
        prepare: HERO_TO_PICK,
        line: "/combat hero hero:Aragorn",
    },
    Case {
        action: "declare attackers, or a Ranged one for another seat (`/combat attackers`)",
        prepare: ANNA_DECLARES,
        line: "/combat attackers names:Aragorn",
    },
    // Cara takes a seat so Aragorn has somewhere to go.
    Case {
        action: "hand your own seat, hero or ally to another player (`/seat give`)",
        prepare: &["@cara /lcg player name:Cara threat:25"],
        line: "/seat give to:@cara piece:Aragorn",
    },
    Case {
        action: "hand your own seat, hero or ally to another player (`/seat give`)",
        prepare: &[],
        line: "/seat give to:@cara piece:Anna",
    },
    Case {
        action: "reassign the seat of a player who left (`/seat give from:`)",
        prepare: &[],
        line: "/seat give to:@cara from:@anna piece:Anna",
    },
    Case {
        action: "end the game (`/encounter end`)",
        prepare: &[],
        line: "/encounter end",
    },
];

on_both_backends!(every_role_for_every_row, |db: TestDb| async move {
    play_matrix::<Lotr>(&db, CASES).await;
});

// After `/seat give`, the new player acts for the seat and the old one is refused; a card
// given on its own goes to the recipient's seat, and only its new player may use it.
on_both_backends!(
    a_given_seat_is_played_by_its_new_player,
    |db: TestDb| async move {
        let table = common::Table::new(&db, narrator::table::DiceSource::Fair).await;
        for line in Lotr::setup(Role::SeatlessHost) {
            assert_eq!(table.run(&line).await["ok"], true, "{line}");
        }
        let given = table.run("@anna /seat give to:@cara").await;
        assert_eq!(given["ok"], true, "{given}");
        assert!(given["text"].as_str().unwrap().contains("Anna"), "{given}");
        let cara = table.run("@cara /lcg exhaust name:Aragorn").await;
        assert_eq!(cara["ok"], true, "{cara}");
        let anna = table.run("@anna /lcg ready name:Aragorn").await;
        assert_eq!(anna["key"], "err-seat-corrects", "{anna}");
        // One card: Boris hands Beregond to Cara's seat (Anna's old one).
        let piece = table.run("@boris /seat give to:@cara piece:Beregond").await;
        assert_eq!(piece["ok"], true, "{piece}");
        let boris = table.run("@boris /lcg exhaust name:Beregond").await;
        assert_eq!(boris["key"], "err-seat-corrects", "{boris}");
        let cara = table.run("@cara /lcg exhaust name:Beregond").await;
        assert_eq!(cara["ok"], true, "{cara}");
        // A player who left: the seatless host hands Boris's seat on.
        let left = table.run("@host /seat give to:@dora from:@boris").await;
        assert_eq!(left["ok"], true, "{left}");
        let dora = table.run("@dora /lcg threat value:31").await;
        assert_eq!(dora["ok"], true, "{dora}");
    }
);
