//! «Познание нуля»: who may do what, row by row of the game's permission table, by every
//! role, on both backends. Anna attacks and Boris defends; the action belongs to Anna's
//! army. The refusals that once slipped through are rows: a seated host (Boris, who started the
//! battle) putting cards into Anna's army, attacking with them, announcing her retreat.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use common::TestDb;
use common::seats::{Acting, Case, Cast, play_matrix};
use narrator::rules::Ruleset;
use narrator::rules::seats::Role;

struct KnowingZero;

const START: &str =
    r#"/encounter start ruleset:knowing-zero extra:"attacker:@anna defender:@boris""#;

impl Cast for KnowingZero {
    const RULESET: Ruleset = Ruleset::KnowingZero;

    fn setup(role: Role) -> Vec<String> {
        // Whoever starts the battle hosts it: Boris for the seated host, else `host`.
        let starter = if role == Role::OpponentHost {
            "boris"
        } else {
            "host"
        };
        vec![format!("@{starter} {START}")]
    }

    fn acting(role: Role) -> Acting {
        match role {
            Role::Own => Acting::player("anna"),
            Role::Opponent | Role::OpponentHost => Acting::player("boris"),
            Role::SeatedModerator => Acting::moderator("boris"),
            Role::Bystander => Acting::player("mallory"),
            Role::SeatlessHost => Acting::player("host"),
            Role::SeatlessModerator | Role::Gm | Role::TwoSeats => Acting::moderator("mod"),
        }
    }
}

/// Anna's Wolf and Boris's Golem and Archer in play, and Anna's first full turn.
const ARMIES: &[&str] = &[
    "@anna /zero card name:Wolf kind:animal attack:1 life:4 strikes:3",
    "@anna /zero card name:Rider kind:character attack:2 life:3",
    "@boris /zero card name:Golem kind:machine attack:2 life:6 armor:1",
    "@boris /zero card name:Archer kind:character attack:1 life:2",
    "@boris /next",
];

const WAITING: &[&str] = common::seats::KNOWING_ZERO_END_WAITS;

const CASES: &[Case] = &[
    // Once allowed, now refused: the seated host puts a card into the opponent's army.
    Case {
        action: "put a card into an army (`/zero card`)",
        prepare: &[],
        line: "/zero card name:Imp kind:animal attack:1 life:2 side:attacker",
    },
    // Anna saved an army in this battle (its card then undone): only she enters it.
    Case {
        action: "enter a saved army (`/zero army load`)",
        prepare: &[
            "@anna /zero card name:Imp kind:animal attack:1 life:2",
            "@anna /zero army save name:Vanguard",
            "@anna /undo",
        ],
        line: "/zero army load name:Vanguard side:attacker",
    },
    Case {
        action: "give a card an item, ride, dismount (`/zero item`, `/zero ride`, `/zero dismount`)",
        prepare: ARMIES,
        line: "/zero item card:Rider name:Spear attack:1",
    },
    Case {
        action: "give a card an item, ride, dismount (`/zero item`, `/zero ride`, `/zero dismount`)",
        prepare: ARMIES,
        line: "/zero ride rider:Rider animal:Wolf",
    },
    Case {
        action: "give a card an item, ride, dismount (`/zero item`, `/zero ride`, `/zero dismount`)",
        prepare: &[
            "@anna /zero card name:Wolf kind:animal attack:1 life:4",
            "@anna /zero card name:Rider kind:character attack:2 life:3",
            "@anna /zero ride rider:Rider animal:Wolf",
        ],
        line: "/zero dismount rider:Rider",
    },
    // Once allowed, now refused: attacking with the opponent's cards.
    Case {
        action: "act or attack with a card (`/zero act`, `/attack`)",
        prepare: ARMIES,
        line: "/attack as:Wolf target:Golem",
    },
    Case {
        action: "act or attack with a card (`/zero act`, `/attack`)",
        prepare: ARMIES,
        line: "/zero act card:Rider",
    },
    Case {
        action: "play an event or abstraction (`/zero play`)",
        prepare: ARMIES,
        line: "/zero play kind:abstraction name:Rage amount:2",
    },
    Case {
        action: "confirm the end of an army that fell while it was entered (`/zero confirm`)",
        prepare: WAITING,
        line: "/zero confirm",
    },
    // Nobody takes the waiting player's place, nor settles the table around them; their
    // own other action goes as the rules say.
    Case {
        action: "anything but reading while a fallen army's end waits",
        prepare: WAITING,
        line: "/zero drawn",
    },
    Case {
        action: "end the turn (`/next`)",
        prepare: ARMIES,
        line: "/next",
    },
    // Once allowed, now refused: announcing the opponent's retreat.
    Case {
        action: "retreat (`/zero retreat`)",
        prepare: ARMIES,
        line: "/zero retreat",
    },
    Case {
        action: "say the deck is drawn (`/zero drawn`)",
        prepare: &[],
        line: "/zero drawn side:attacker",
    },
    Case {
        action: "damage, heal or take the item of a card by hand (`/damage`, `/heal`, `/zero drop`)",
        prepare: ARMIES,
        line: "/damage target:Wolf amount:1",
    },
    Case {
        action: "damage, heal or take the item of a card by hand (`/damage`, `/heal`, `/zero drop`)",
        prepare: &[
            "@anna /zero card name:Wolf kind:animal attack:1 life:4",
            "@anna /damage target:Wolf amount:2",
        ],
        line: "/heal target:Wolf amount:1",
    },
    Case {
        action: "damage, heal or take the item of a card by hand (`/damage`, `/heal`, `/zero drop`)",
        prepare: &[
            "@anna /zero card name:Wolf kind:animal attack:1 life:4",
            "@anna /zero item card:Wolf name:Collar life:1",
        ],
        line: "/zero drop card:Wolf",
    },
    // Each player hands over their own army only: Boris hands his, not Anna's.
    Case {
        action: "hand your own army to another player (`/seat give to:`)",
        prepare: ARMIES,
        line: "/seat give to:@carl",
    },
    // Anna left: a host or moderator who plays no side gives her army to Carl.
    Case {
        action: "hand over the army of a player who left (`/seat give to: from:`)",
        prepare: ARMIES,
        line: "/seat give to:@carl from:@anna",
    },
    Case {
        action: "end the battle without a result (`/encounter end`)",
        prepare: &[],
        line: "/encounter end",
    },
    Case {
        action: "start a battle (`/encounter start`)",
        prepare: &["!mod /encounter end"],
        line: START,
    },
    Case {
        action: "read the table (`/encounter show`, `/zero table`)",
        prepare: ARMIES,
        line: "/encounter show",
    },
    Case {
        action: "read the table (`/encounter show`, `/zero table`)",
        prepare: &[],
        line: "/zero table",
    },
];

on_both_backends!(every_role_plays_every_row, |db: TestDb| async move {
    play_matrix::<KnowingZero>(&db, CASES).await;
});

// `/seat give`: once Anna's army is Carl's, Carl plays it and Anna is refused; Carl's
// display name is kept from his first action.
on_both_backends!(a_handed_army_is_its_new_players, |db: TestDb| async move {
    let table = common::Table::new(&db, narrator::table::DiceSource::Fair).await;
    table.ok(&format!("@host {START}")).await;
    for line in ARMIES {
        table.ok(line).await;
    }
    let given = table.ok("@host /seat give to:@carl from:@anna").await;
    let events = given["events"].to_string();
    assert!(events.contains("seat_given"), "{given}");
    table
        .refused("@anna /attack as:Wolf target:Golem", "err-seat-not-yours")
        .await;
    table
        .refused("@anna /seat give to:@mallory", "err-seat-not-at-table")
        .await;
    table.ok("@carl /attack as:Wolf target:Golem").await;
    table.ok("@carl /next").await;
    // Carl hands it on himself; the seat and the place in the game are Mallory's.
    table.ok("@carl /seat give to:@mallory").await;
    table
        .refused("@carl /zero retreat", "err-seat-not-yours")
        .await;
    let shown = table.ok("@boris /next").await;
    assert!(
        shown["table"]["battle"]["attacker"]["label"] == "mallory",
        "{shown}"
    );
    table.ok("@mallory /zero retreat").await;
    // A piece is not a seat here: the army goes whole.
    table
        .refused(
            "@mallory /seat give to:@carl piece:Wolf",
            "err-kz-seat-piece",
        )
        .await;
});
