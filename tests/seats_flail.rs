//! Who may do what at a FLAIL table : every row of FLAIL's permission
//! table, tried by every role through the console on both backends, and the refusals
//! that once slipped through, in words. Anna plays Rook and Boris plays Tess; `gm` starts the encounter
//! (its GM, no moderator); `mod` is a moderator who plays no PC; Mallory looks on.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use common::seats::{Acting, Case, Cast, play_matrix, run_as};
use common::{Table, TestDb};
use narrator::dice::RiggedDice;
use narrator::rules::Ruleset;
use narrator::rules::seats::Role;
use narrator::table::DiceSource;

struct Flail;

const SETUP: &[&str] = common::seats::FLAIL_TABLE;

impl Cast for Flail {
    const RULESET: Ruleset = Ruleset::Flail;

    fn setup(_role: Role) -> Vec<String> {
        SETUP.iter().map(|line| (*line).to_owned()).collect()
    }

    fn acting(role: Role) -> Acting {
        match role {
            Role::Own => Acting::player("anna"),
            Role::Opponent => Acting::player("boris"),
            Role::SeatedModerator => Acting::moderator("boris"),
            Role::Gm => Acting::player("gm"),
            Role::SeatlessModerator => Acting::moderator("mod"),
            _ => Acting::player("mallory"),
        }
    }

    /// Every die a 1: the knight's sword always lands a Death Blow Rook's helmet may
    /// soften, so the armour choice always waits.
    fn dice() -> DiceSource {
        ones()
    }
}

fn ones() -> DiceSource {
    DiceSource::shared(RiggedDice::new(std::iter::repeat_n(1, 1000)))
}

/// The knight's turn: Rook's and Tess's players pass theirs.
const KNIGHTS_TURN: &[&str] = &["@gm /initiative", "@anna /next", "@boris /next"];

/// The knight's Death Blow on Rook waits for Anna's armour choice; Rook's turn is next.
const ROOK_CHOOSING: &[&str] = &[
    "@gm /initiative",
    "@anna /next",
    "@boris /next",
    "@gm /attack as:Knight target:Rook",
];

const CASES: &[Case] = &[
    Case {
        action: "attack on the PC's turn",
        prepare: &["@gm /initiative"],
        line: "/attack target:Knight",
    },
    Case {
        action: "`/next` on the PC's turn",
        prepare: &["@gm /initiative"],
        line: "/next",
    },
    Case {
        action: "save, flee or Death roll for a PC",
        prepare: &[],
        line: "/save attribute:dex character:Rook",
    },
    Case {
        action: "save, flee or Death roll for a PC",
        prepare: &["@gm /initiative"],
        line: "/flee character:Rook",
    },
    Case {
        action: "join with a PC",
        prepare: &[
            "@anna /character create name:Wren class:cutthroat str:9 dex:12 int:9 cha:9 luck:9",
        ],
        line: "/join character:Wren",
    },
    Case {
        action: "edit, arm or delete a PC",
        prepare: &[],
        line: "/character weapon character:Rook weapon:dagger",
    },
    Case {
        action: "edit, arm or delete a PC",
        prepare: &[],
        line: "/character edit character:Rook hp:10",
    },
    Case {
        action: "answer an armour or fumble choice",
        prepare: ROOK_CHOOSING,
        line: "/armour piece:helmet dots:1",
    },
    // A refusal that once slipped through: while Rook's armour choice pends, another player's action
    // (or a seated moderator's) is refused naming Rook; Anna's own accepts the hit.
    Case {
        action: "anything else while a choice is open",
        prepare: ROOK_CHOOSING,
        line: "/next",
    },
    Case {
        action: "act for an adversary (attack `as:`, save, `/next` on its turn)",
        prepare: KNIGHTS_TURN,
        line: "/attack as:Knight target:Tess",
    },
    Case {
        action: "act for an adversary (attack `as:`, save, `/next` on its turn)",
        prepare: KNIGHTS_TURN,
        line: "/next",
    },
    Case {
        action: "adversaries, initiative, morale",
        prepare: &[],
        line: "/initiative",
    },
    Case {
        action: "adversaries, initiative, morale",
        prepare: &[],
        line: "/adversary add name:Goblin hp:4 defence:0 saves:8 morale:7 th:3 dmg:2",
    },
    Case {
        action: "damage, heal, conditions, usage dots, rests",
        prepare: &[],
        line: "/damage target:Rook amount:1",
    },
    Case {
        action: "damage, heal, conditions, usage dots, rests",
        prepare: &[],
        line: "/condition add target:Tess condition:prone",
    },
    Case {
        action: "end the encounter",
        prepare: &[],
        line: "/encounter end",
    },
    Case {
        action: "hand your own seat or one of its PCs (`/seat give`)",
        prepare: &[],
        line: "/seat give to:@carl piece:Rook",
    },
    Case {
        action: "reassign a seat of a player who left (`/seat give from:`)",
        prepare: &[],
        line: "/seat give to:@carl from:@anna",
    },
    Case {
        action: "start an encounter, create a character, read",
        prepare: &[],
        line: "/character create name:Mara class:cutthroat str:8 dex:12 int:10 cha:9 luck:8",
    },
];

on_both_backends!(every_row_of_flails_table, |db: TestDb| async move {
    play_matrix::<Flail>(&db, CASES).await;
});

async fn seated(db: &TestDb) -> Table {
    let mut table = Table::new(db, ones()).await;
    for line in SETUP.iter().chain(ROOK_CHOOSING) {
        let reply = common::seats::run_line(&mut table, line).await;
        assert_eq!(reply["ok"], true, "{line}: {reply}");
    }
    table
}

on_both_backends!(
    while_rooks_armour_choice_pends_others_are_refused_naming_rook,
    |db: TestDb| async move {
        let mut table = seated(&db).await;
        // Boris's own PC's save would accept Rook's hit as rolled: Anna is choosing.
        for acting in [Acting::player("boris"), Acting::moderator("boris")] {
            let reply = run_as(&mut table, acting, "/save attribute:dex character:Tess").await;
            assert_eq!(reply["key"], "err-seat-choice", "{reply}");
            let error = reply["error"].as_str().unwrap_or_default();
            assert!(error.contains("Rook"), "names Rook: {error}");
        }
        // Anna answers; then Boris acts again.
        table.ok("@anna /armour piece:helmet dots:1").await;
        table.ok("@boris /save attribute:dex character:Tess").await;
    }
);

on_both_backends!(
    a_moderator_who_plays_a_pc_cannot_act_for_another,
    |db: TestDb| async move {
        let mut table = Table::new(&db, ones()).await;
        for line in SETUP {
            common::seats::run_line(&mut table, line).await;
        }
        table.ok("@gm /initiative").await;
        let boris = Acting::moderator("boris");
        for line in [
            "/attack target:Knight",
            "/next",
            "/save attribute:dex character:Rook",
            "/character edit character:Rook hp:3",
            "/damage target:Rook amount:2",
        ] {
            let reply = run_as(&mut table, boris, line).await;
            assert_eq!(reply["ok"], false, "{line}: {reply}");
            let key = reply["key"].as_str().unwrap_or_default();
            assert!(key.starts_with("err-seat-"), "{line}: {reply}");
        }
        // For his own Tess he still acts.
        let reply = run_as(&mut table, boris, "/save attribute:dex character:Tess").await;
        assert_eq!(reply["ok"], true, "{reply}");
    }
);

on_both_backends!(
    after_seat_give_the_new_player_acts_and_the_old_one_is_refused,
    |db: TestDb| async move {
        let mut table = Table::new(&db, ones()).await;
        for line in SETUP {
            common::seats::run_line(&mut table, line).await;
        }
        table.ok("@gm /initiative").await;
        // Anna hands her whole seat (Rook) to Carl, on Rook's turn.
        let reply = table.ok("@anna /seat give to:@carl").await;
        let text = reply["text"].as_str().unwrap_or_default();
        assert!(text.contains("Rook"), "names the PC: {text}");
        let refused = table.run("@anna /attack target:Knight").await;
        assert_eq!(refused["key"], "err-seat-not-yours", "{refused}");
        table.ok("@carl /attack target:Knight").await;
        // The GM hands Tess on for Boris, who left; Boris may no longer edit her.
        table.ok("@gm /seat give to:@dana piece:Tess").await;
        let refused = table
            .run("@boris /character edit character:Tess hp:3")
            .await;
        assert_eq!(refused["key"], "err-seat-not-yours", "{refused}");
        table.ok("@dana /character edit character:Tess hp:3").await;
        // Carl hands Rook back to Anna, who acts for him again.
        table.ok("@carl /seat give to:@anna piece:Rook").await;
        table.ok("@anna /save attribute:dex character:Rook").await;
        let refused = table.run("@carl /save attribute:dex character:Rook").await;
        assert_eq!(refused["key"], "err-seat-not-yours", "{refused}");
    }
);

on_both_backends!(
    seat_give_refusals_name_the_problem,
    |db: TestDb| async move {
        let mut table = Table::new(&db, ones()).await;
        for line in SETUP {
            common::seats::run_line(&mut table, line).await;
        }
        for (line, key) in [
            ("@anna /seat give to:@anna", "err-flail-give-self"),
            (
                "@anna /seat give to:@carl piece:Mara",
                "err-unknown-character",
            ),
            ("@gm /seat give to:@carl", "err-flail-give-no-seat"),
            (
                "@gm /seat give to:@carl piece:Rook from:@boris",
                "err-flail-give-not-theirs",
            ),
            ("@mallory /seat give to:@carl", "err-seat-not-at-table"),
            (
                "@boris /seat give to:@carl from:@anna",
                "err-seat-gm-corrects",
            ),
        ] {
            let reply = table.run(line).await;
            assert_eq!(reply["key"], key, "{line}: {reply}");
        }
    }
);

on_both_backends!(
    undoing_a_seat_give_gives_the_pc_back,
    |db: TestDb| async move {
        let mut table = Table::new(&db, ones()).await;
        for line in SETUP {
            common::seats::run_line(&mut table, line).await;
        }
        table.ok("@gm /initiative").await;
        table.ok("@anna /seat give to:@carl piece:Rook").await;
        table.ok("@anna /undo").await;
        let refused = table.run("@carl /attack target:Knight").await;
        assert_eq!(refused["key"], "err-seat-not-yours", "{refused}");
        table.ok("@anna /attack target:Knight").await;
        table.ok("@anna /character edit character:Rook hp:5").await;
    }
);
