//! Who may do what in Tornscape, row by row of its permission table, on both backends:
//! each player acts for their own miniatures; a waiting attack is its chooser's alone (a
//! bystander or the attacker may not damage, mark, `/next` or accept through the
//! defender's pause); another player's miniature changes by a named card or effect in
//! one's own activation, or by a host or moderator who plays no side.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use common::TestDb;
use common::seats::{Acting, Case, Cast, play_matrix, run_line};
use narrator::rules::Ruleset;
use narrator::rules::seats::Role;

struct Tornscape;

impl Cast for Tornscape {
    const RULESET: Ruleset = Ruleset::Tornscape;

    /// Anna plays Torgvar, Boris Noxtiis; the host (or Boris, for an opponent who hosts)
    /// starts the game.
    fn setup(role: Role) -> Vec<String> {
        let starter = if role == Role::OpponentHost {
            "boris"
        } else {
            "host"
        };
        vec![
            format!("@{starter} /encounter start ruleset:tornscape"),
            "@anna /tornscape miniature name:Torgvar life:9 defense:1 agility:1".into(),
            "@anna /tornscape tile miniature:Torgvar name:Dagger attack:2 damage:1".into(),
            "@boris /tornscape miniature name:Noxtiis life:9 defense:1 agility:1".into(),
            "@boris /tornscape tile miniature:Noxtiis name:Claws attack:2 damage:1".into(),
        ]
    }

    fn acting(role: Role) -> Acting {
        match role {
            Role::Own => Acting::player("anna"),
            Role::Opponent | Role::OpponentHost => Acting::player("boris"),
            Role::SeatedModerator => Acting::moderator("boris"),
            Role::SeatlessHost => Acting::player("host"),
            Role::SeatlessModerator => Acting::moderator("mod"),
            Role::Bystander | Role::Gm | Role::TwoSeats => Acting::player("mallory"),
        }
    }
}

/// Boris's Noxtiis attacks Anna's Torgvar: the attack waits for Anna's reaction.
const PAUSED: &[&str] = &["@boris /attack as:Noxtiis target:Torgvar weapon:Claws"];
/// Torgvar is acting.
const ANNAS_ACTIVATION: &[&str] = &["@anna /tornscape activate name:Torgvar"];
/// Carol's Cora is on the board, and Torgvar is acting.
const CORA_IN_ANNAS_ACTIVATION: &[&str] = &[
    "@carol /tornscape miniature name:Cora life:9 defense:0 agility:0",
    "@anna /tornscape activate name:Torgvar",
];
const CORA_ON_THE_BOARD: &[&str] =
    &["@carol /tornscape miniature name:Cora life:9 defense:0 agility:0"];
const CORA_MARKED: &[&str] = &[
    "@carol /tornscape miniature name:Cora life:9 defense:0 agility:0",
    "@carol /condition add target:Cora condition:burning",
    "@carol /damage target:Cora amount:2",
    "@anna /tornscape activate name:Torgvar",
];
const TORGVAR_MARKED: &[&str] = &[
    "@anna /condition add target:Torgvar condition:burning",
    "@anna /damage target:Torgvar amount:2",
];

const OWN_EFFECT: &str = "damage, heal, or add or remove a marker on one's own miniature";
const CAUSED: &str = "the same on another player's miniature in one's own activation, \
                      naming the card or effect (`from:`)";
const UNCAUSED: &str = "the same on another player's miniature without `from:`";
const WHILE_PAUSED: &str = "anything else while a pause waits (it accepts the defaults first)";
const ACCEPT: &str = "accept a pause's default (`/tornscape accept`)";
const NEXT_WHILE_PAUSED: &str = "end the activation (`/next`) while another player's pause waits";

const CASES: &[Case] = &[
    Case {
        action: "read the board (`/encounter show`)",
        prepare: &[],
        line: "/encounter show",
    },
    Case {
        action: "put a miniature of one's own on the board",
        prepare: &[],
        line: "/tornscape miniature name:Newt life:3 defense:0 agility:0",
    },
    Case {
        action: "register an action tile for a miniature",
        prepare: &[],
        line: "/tornscape tile miniature:Torgvar name:Kick attack:1 damage:1",
    },
    Case {
        action: "remove a miniature from the board",
        prepare: &[],
        line: "/tornscape remove name:Torgvar",
    },
    Case {
        action: "roll a miniature's panic test",
        prepare: &[],
        line: "/tornscape panic name:Torgvar",
    },
    Case {
        action: "activate a miniature",
        prepare: &[],
        line: "/tornscape activate name:Torgvar",
    },
    Case {
        action: "attack with a miniature",
        prepare: &[],
        line: "/attack as:Torgvar target:Noxtiis weapon:Dagger",
    },
    // The defender's pause is the defender's: nobody else answers it, accepts its default
    // or settles it by acting.
    Case {
        action: "answer a pause (`/tornscape react`, `reroll`, `assign`)",
        prepare: PAUSED,
        line: "/tornscape react reaction:dodge",
    },
    Case {
        action: ACCEPT,
        prepare: PAUSED,
        line: "/tornscape accept",
    },
    Case {
        action: NEXT_WHILE_PAUSED,
        prepare: PAUSED,
        line: "/next",
    },
    Case {
        action: WHILE_PAUSED,
        prepare: PAUSED,
        line: "/damage target:Torgvar amount:1",
    },
    Case {
        action: WHILE_PAUSED,
        prepare: PAUSED,
        line: "/condition add target:Torgvar condition:slowed",
    },
    Case {
        action: WHILE_PAUSED,
        prepare: PAUSED,
        line: "/tornscape panic name:Torgvar",
    },
    Case {
        action: "end the activation (`/next`)",
        prepare: ANNAS_ACTIVATION,
        line: "/next",
    },
    Case {
        action: "begin the next round (`/initiative`) during an activation",
        prepare: ANNAS_ACTIVATION,
        line: "/initiative",
    },
    Case {
        action: "begin the next round (`/initiative`) between activations",
        prepare: &[],
        line: "/initiative",
    },
    // A bystander or an opponent may not touch Anna's miniature.
    Case {
        action: OWN_EFFECT,
        prepare: &[],
        line: "/damage target:Torgvar amount:3",
    },
    Case {
        action: OWN_EFFECT,
        prepare: TORGVAR_MARKED,
        line: "/heal target:Torgvar amount:1",
    },
    Case {
        action: OWN_EFFECT,
        prepare: &[],
        line: "/condition add target:Torgvar condition:slowed",
    },
    Case {
        action: OWN_EFFECT,
        prepare: TORGVAR_MARKED,
        line: "/condition remove target:Torgvar condition:burning",
    },
    Case {
        action: OWN_EFFECT,
        prepare: &[],
        line: "/damage target:Torgvar amount:1 from:Lash",
    },
    // In Torgvar's activation, Anna's card acts on Carol's Cora.
    Case {
        action: CAUSED,
        prepare: CORA_IN_ANNAS_ACTIVATION,
        line: "/damage target:Cora amount:3 from:Lash",
    },
    Case {
        action: CAUSED,
        prepare: CORA_MARKED,
        line: "/heal target:Cora amount:1 from:\"Mending Song\"",
    },
    Case {
        action: CAUSED,
        prepare: CORA_IN_ANNAS_ACTIVATION,
        line: "/condition add target:Cora condition:slowed from:Frost",
    },
    Case {
        action: CAUSED,
        prepare: CORA_MARKED,
        line: "/condition remove target:Cora condition:burning from:Rain",
    },
    Case {
        action: UNCAUSED,
        prepare: CORA_IN_ANNAS_ACTIVATION,
        line: "/damage target:Cora amount:3",
    },
    Case {
        action: UNCAUSED,
        prepare: CORA_IN_ANNAS_ACTIVATION,
        line: "/condition add target:Cora condition:slowed",
    },
    // Anna's Torgvar goes to Carol: Anna's alone to hand.
    Case {
        action: "hand one's own seat, or one of one's miniatures, to another player \
                 (`/seat give`)",
        prepare: &[],
        line: "/seat give to:@carol piece:Torgvar",
    },
    // Carol left: a host or moderator who plays no side hands her seat to Dora.
    Case {
        action: "reassign the seat of a player who left (`/seat give from:`)",
        prepare: CORA_ON_THE_BOARD,
        line: "/seat give to:@dora from:@carol",
    },
    Case {
        action: "reassign the seat of a player who left (`/seat give from:`)",
        prepare: CORA_ON_THE_BOARD,
        line: "/seat give to:@dora piece:Cora from:@carol",
    },
    Case {
        action: "end the game",
        prepare: &[],
        line: "/encounter end",
    },
    Case {
        action: "end the game",
        prepare: PAUSED,
        line: "/encounter end",
    },
];

on_both_backends!(every_row_of_the_table, |db: TestDb| async move {
    play_matrix::<Tornscape>(&db, CASES).await;
});

// Once allowed, now refused: a complete outsider and the attacker try
// to act through the defender's pause, and are told whose choice it is; nothing changes;
// the defender's own `/tornscape accept` then works (its `/next` would end Boris's
// activation, which is not hers).
on_both_backends!(
    the_defenders_pause_is_the_defenders,
    |db: TestDb| async move {
        let table = common::Table::new(&db, narrator::table::DiceSource::Fair).await;
        for line in Tornscape::setup(Role::Own)
            .iter()
            .map(String::as_str)
            .chain(PAUSED.iter().copied())
        {
            table.ok(line).await;
        }
        let mut cases = Vec::new();
        for who in ["mallory", "boris"] {
            for line in [
                "/damage target:Torgvar amount:3",
                "/damage target:Noxtiis amount:3",
                "/condition add target:Torgvar condition:stunned",
                "/next",
                "/tornscape accept",
                "/tornscape react reaction:dodge",
            ] {
                cases.push(format!("@{who} {line}"));
            }
        }
        let cases: Vec<(&str, &str)> = cases
            .iter()
            .map(|l| (l.as_str(), "err-seat-choice"))
            .collect();
        table.refuses_all(&cases).await;
        let refused = table.run("@mallory /tornscape accept").await;
        assert!(
            refused["error"]
                .as_str()
                .unwrap()
                .contains("anna is choosing"),
            "{refused}"
        );
        table.refused("@anna /next", "err-seat-turn").await;
        table.ok("@anna /tornscape accept").await;
    }
);

// Another player's miniature changed by a card in one's own activation says so: the
// cause and the author head the reply and stand in its lines.
on_both_backends!(
    an_effect_names_its_cause_and_author,
    |db: TestDb| async move {
        let mut table = common::Table::new(&db, narrator::table::DiceSource::Fair).await;
        for line in Tornscape::setup(Role::Own)
            .iter()
            .map(String::as_str)
            .chain(CORA_IN_ANNAS_ACTIVATION.iter().copied())
        {
            table.ok(line).await;
        }
        let reply = table
            .ok("@anna /damage target:Cora amount:3 from:Lash")
            .await;
        let text = reply["text"].as_str().unwrap();
        assert!(
            text.contains("Cora takes 3 damage from Lash, by anna"),
            "{text}"
        );
        assert!(text.contains("From Lash, by anna."), "{text}");
        let fixed = run_line(&mut table, "!mod /heal target:Cora amount:3").await;
        let text = fixed["text"].as_str().unwrap();
        assert!(text.contains("by mod"), "{text}");
        let own = table
            .ok("@carol /condition add target:Cora condition:slowed")
            .await;
        assert!(!own["text"].as_str().unwrap().contains(" by "), "{own}");
    }
);

// `/seat give`: after Anna hands Torgvar to Carol, Carol acts for it and Anna is refused;
// a host who plays no side hands the rest of Anna's seat on when she leaves.
on_both_backends!(
    a_handed_miniature_is_its_new_players,
    |db: TestDb| async move {
        let table = common::Table::new(&db, narrator::table::DiceSource::Fair).await;
        for line in Tornscape::setup(Role::SeatlessHost) {
            table.ok(&line).await;
        }
        table
            .ok("@anna /tornscape miniature name:Rook life:4 defense:0 agility:0")
            .await;
        table
            .refuses_all(&[
                ("@anna /seat give to:@anna", "err-ts-give-self"),
                (
                    "@anna /seat give to:@carol piece:Noxtiis",
                    "err-seat-not-yours",
                ),
                ("@mallory /seat give to:@carol", "err-seat-not-at-table"),
                (
                    "@boris /seat give to:@carol from:@anna",
                    "err-seat-corrects",
                ),
            ])
            .await;
        let given = table.ok("@anna /seat give to:@carol piece:Torgvar").await;
        let text = given["text"].as_str().unwrap();
        assert!(text.contains("Torgvar goes to carol"), "{text}");
        table
            .refuses_all(&[(
                "@anna /tornscape activate name:Torgvar",
                "err-seat-not-yours",
            )])
            .await;
        table.ok("@carol /tornscape activate name:Torgvar").await;
        table.ok("@carol /next").await;
        // Anna leaves: the seatless host hands her Rook (her whole seat) to Dora.
        let handed = table.ok("@host /seat give to:@dora from:@anna").await;
        let text = handed["text"].as_str().unwrap();
        assert!(text.contains("anna's seat goes to dora"), "{text}");
        assert!(text.contains("Handed over by host."), "{text}");
        table
            .refuses_all(&[("@anna /tornscape panic name:Rook", "err-seat-corrects")])
            .await;
        table.ok("@dora /tornscape panic name:Rook").await;
    }
);
