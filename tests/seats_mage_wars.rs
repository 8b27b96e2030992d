//! Who may do what in a Mage Wars arena: every row of the game's
//! permission table, tried by every role through the console on both backends, and the
//! refusals that once slipped through. Anna plays Aria and her Wolf, Boris plays Bram and his Grub;
//! whoever the role needs starts the game; `mod` is a moderator with no mage; Mallory
//! looks on. Every die shows 6: the initiative roll-off stays tied and goes to Aria, the
//! first mage seated, and every attack die reads 2★.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use common::seats::{Acting, Case, Cast, play_matrix};
use common::{Table, TestDb};
use narrator::dice::RiggedDice;
use narrator::rules::Ruleset;
use narrator::rules::seats::Role;
use narrator::table::DiceSource;

struct MageWars;

const SEATED: &[&str] = common::seats::MAGE_WARS_SEATS;

impl Cast for MageWars {
    const RULESET: Ruleset = Ruleset::MageWars;

    fn setup(role: Role) -> Vec<String> {
        let starter = match role {
            Role::OpponentHost => "boris",
            Role::SeatlessHost => "host",
            _ => "anna",
        };
        std::iter::once(format!("@{starter} /encounter start ruleset:mage-wars"))
            .chain(SEATED.iter().map(|line| (*line).to_owned()))
            .collect()
    }

    fn acting(role: Role) -> Acting {
        match role {
            Role::Own => Acting::player("anna"),
            Role::Opponent | Role::OpponentHost => Acting::player("boris"),
            Role::SeatedModerator => Acting::moderator("boris"),
            Role::SeatlessHost => Acting::player("host"),
            Role::SeatlessModerator => Acting::moderator("mod"),
            _ => Acting::player("mallory"),
        }
    }

    fn dice() -> DiceSource {
        sixes()
    }
}

fn sixes() -> DiceSource {
    DiceSource::shared(RiggedDice::new(std::iter::repeat_n(6, 5000)))
}

/// Round 1: Anna's action phase.
const ANNAS_PHASE: &[&str] = &["@anna /initiative"];

/// Carl's Cleo joins before round 1, so an object belongs to neither Anna nor Boris.
const CLEO_IN_ANNAS_PHASE: &[&str] = &[
    "@carl /arena mage name:Cleo life:30 armor:0 channeling:9 zone:C4",
    "@anna /initiative",
];

/// Boris's Grub hits Anna's Wolf in melee: the Wolf's counterstrike waits for Anna.
const WOLF_MAY_STRIKE_BACK: &[&str] = &[
    "@anna /initiative",
    "@anna /activate as:Aria",
    "@anna /next",
    "@boris /attack as:Grub target:Wolf weapon:Claw",
];

/// The Wolf has an upkeep cost: round 1's upkeep waits for Anna's choice.
const ANNAS_UPKEEP: &[&str] = &["@anna /arena edit name:Wolf upkeep:1", "@anna /initiative"];

const CASES: &[Case] = &[
    Case {
        action: "show the arena, list one's own enchantments, bring one's own mage",
        prepare: &[
            "@anna /arena remove name:Aria",
            "@boris /arena remove name:Bram",
        ],
        line: "/arena mage name:Dora life:20 armor:0 channeling:5 zone:A4",
    },
    Case {
        action: "activate, guard, attack, cast or reveal with an object",
        prepare: ANNAS_PHASE,
        line: "/guard as:Aria",
    },
    Case {
        action: "move an object in its player's action phase",
        prepare: ANNAS_PHASE,
        line: "/move as:Aria zone:A2",
    },
    Case {
        action: "push another player's object (`/move … from:`) in one's action phase",
        prepare: ANNAS_PHASE,
        line: "/move as:Bram zone:B4 from:\"Force Push\"",
    },
    // Once allowed, now refused: the host moved their own creature in the opponent's phase, as a push.
    Case {
        action: "move an object outside its player's action phase, naming no cause",
        prepare: ANNAS_PHASE,
        line: "/move as:Grub zone:C2",
    },
    Case {
        action: "end one's action phase (`/next`)",
        prepare: &["@anna /initiative", "@anna /activate as:Aria"],
        line: "/next",
    },
    Case {
        action: "start the next round (`/initiative`)",
        prepare: &[],
        line: "/initiative",
    },
    Case {
        action: "damage, heal or mark one's own object; edit it, its mana or attacks; remove it",
        prepare: ANNAS_PHASE,
        line: "/damage target:Aria amount:2",
    },
    Case {
        action: "damage, heal or mark one's own object; edit it, its mana or attacks; remove it",
        prepare: &[],
        line: "/arena edit name:Wolf armor:1",
    },
    Case {
        action: "damage, heal or mark another player's object naming the cause (`from:`)",
        prepare: CLEO_IN_ANNAS_PHASE,
        line: "/damage target:Cleo amount:3 from:Lash",
    },
    Case {
        action: "damage, heal or mark another player's object naming the cause (`from:`)",
        prepare: CLEO_IN_ANNAS_PHASE,
        line: "/condition add target:Cleo condition:burn from:\"Lash of Hellfire\"",
    },
    // Once allowed, now refused: a seated player damaged the opponent's mage by hand at any time.
    Case {
        action: "damage, heal or mark another player's object naming no cause",
        prepare: CLEO_IN_ANNAS_PHASE,
        line: "/damage target:Cleo amount:3",
    },
    Case {
        action: "choose one's upkeep (`/upkeep` order, pay or release)",
        prepare: ANNAS_UPKEEP,
        line: "/upkeep release:Wolf",
    },
    // Once allowed, now refused: `/initiative` ran upkeep with the defaults for others' choices.
    Case {
        action: "start the next round while one's upkeep choice waits",
        prepare: ANNAS_UPKEEP,
        line: "/initiative",
    },
    Case {
        action: "strike back or decline a counterstrike",
        prepare: WOLF_MAY_STRIKE_BACK,
        line: "/counterstrike decline",
    },
    // Once allowed, now refused: the opponent's `/next` went through a counterstrike choice.
    Case {
        action: "anything else while a counterstrike waits (`/next`)",
        prepare: WOLF_MAY_STRIKE_BACK,
        line: "/next",
    },
    Case {
        action: "hand one's own seat, or an object of one's own, to another player (`/seat give`)",
        prepare: &[],
        line: "/seat give to:@boris piece:Wolf",
    },
    Case {
        action: "reassign the seat of a player who left (`/seat give … from:`)",
        prepare: &[],
        line: "/seat give to:@carl from:@anna",
    },
    // A player who left mid-choice can be replaced: the choice goes with the seat.
    Case {
        action: "reassign the seat of a player who left (`/seat give … from:`)",
        prepare: WOLF_MAY_STRIKE_BACK,
        line: "/seat give to:@carl from:@anna",
    },
    Case {
        action: "end the game",
        prepare: &[],
        line: "/encounter end",
    },
];

on_both_backends!(
    every_role_may_do_what_its_seat_allows,
    |db: TestDb| async move {
        play_matrix::<MageWars>(&db, CASES).await;
    }
);

async fn seated(db: &TestDb) -> Table {
    let table = Table::new(db, sixes()).await;
    for line in MageWars::setup(Role::SeatlessHost) {
        table.ok(&line).await;
    }
    table
}

fn events(reply: &serde_json::Value) -> Vec<serde_json::Value> {
    reply["events"].as_array().cloned().unwrap_or_default()
}

on_both_backends!(
    an_effect_on_another_players_object_says_its_cause_and_author,
    |db: TestDb| async move {
        let table = seated(&db).await;
        table
            .ok("@carl /arena mage name:Cleo life:30 armor:0 channeling:9 zone:C4")
            .await;
        table.ok("@anna /initiative").await;
        // Outside her phase Boris may not; without a cause Anna may not.
        table
            .refused(
                "@boris /damage target:Cleo amount:3 from:Lash",
                "err-seat-effect-turn",
            )
            .await;
        table
            .refused(
                "@anna /damage target:Cleo amount:3",
                "err-seat-effect-cause",
            )
            .await;
        let hit = table
            .ok("@anna /damage target:Cleo amount:3 from:Lash")
            .await;
        let damaged = events(&hit)
            .into_iter()
            .find(|e| e["event"] == "damaged")
            .unwrap();
        assert_eq!(damaged["cause"]["card"], "Lash", "{hit}");
        assert_eq!(damaged["cause"]["by"], "anna", "{hit}");
        // The host who plays no side corrects without naming a cause.
        let fixed = table.ok("@host /heal target:Cleo amount:3").await;
        let healed = events(&fixed)
            .into_iter()
            .find(|e| e["event"] == "healed")
            .unwrap();
        assert!(healed.get("cause").is_none(), "{fixed}");
        // A push names its cause too.
        let pushed = table
            .ok("@anna /move as:Bram zone:B4 from:\"Force Push\"")
            .await;
        let push = events(&pushed)
            .into_iter()
            .find(|e| e["event"] == "pushed")
            .unwrap();
        assert_eq!(push["cause"]["card"], "Force Push", "{pushed}");
        assert_eq!(push["cause"]["by"], "anna", "{pushed}");
    }
);

on_both_backends!(
    nobody_takes_a_pending_upkeep_choice_on_its_choosers_behalf,
    |db: TestDb| async move {
        let table = seated(&db).await;
        table.ok("@anna /arena edit name:Wolf upkeep:1").await;
        table.ok("@boris /arena edit name:Grub upkeep:1").await;
        table.ok("@anna /initiative").await;
        // Both choose: neither's /initiative runs the other's defaults, nor the host's.
        table.refused("@anna /initiative", "err-seat-choice").await;
        table.refused("@host /initiative", "err-seat-choice").await;
        table
            .refused("@boris /damage target:Grub amount:1", "err-seat-choice")
            .await;
        table
            .refused("@boris /upkeep pay:Wolf", "err-seat-turn")
            .await;
        table.ok("@boris /upkeep pay:Grub").await;
        // Boris answered: Anna's own /initiative accepts her own defaults and runs upkeep.
        let round = table.ok("@anna /initiative").await;
        assert!(
            events(&round).iter().any(|e| e["event"] == "upkeep_paid"),
            "{round}"
        );
    }
);

on_both_backends!(
    after_a_seat_is_given_its_new_player_acts_for_it_and_the_old_one_may_not,
    |db: TestDb| async move {
        let table = seated(&db).await;
        table.ok("@anna /initiative").await;
        // One piece: Anna's Wolf goes to Boris, in her own action phase.
        let given = table.ok("@anna /seat give to:@boris piece:Wolf").await;
        let event = events(&given)
            .into_iter()
            .find(|e| e["event"] == "seat_given")
            .unwrap();
        assert_eq!(event["piece"], "Wolf", "{given}");
        assert_eq!(event["to"], "boris", "{given}");
        table
            .refused("@anna /seat give to:@carl piece:Wolf", "err-seat-not-yours")
            .await;
        table.ok("@anna /activate as:Aria").await;
        table.ok("@anna /next").await;
        // Boris's action phase: the Wolf is his now.
        table
            .refused("@anna /guard as:Wolf", "err-seat-not-yours")
            .await;
        table.ok("@boris /guard as:Wolf").await;
        // The whole seat: Anna hands hers to Carl, who plays Aria from now on.
        table.ok("@anna /seat give to:@carl").await;
        table
            .refused("@anna /arena edit name:Aria armor:1", "err-seat-corrects")
            .await;
        table.ok("@carl /arena edit name:Aria armor:1").await;
        // Boris cannot take Carl's seat; the seatless host reassigns it.
        table
            .refused("@boris /seat give to:@dora from:@carl", "err-seat-corrects")
            .await;
        let moved = table.ok("@host /seat give to:@dora from:@carl").await;
        let event = events(&moved)
            .into_iter()
            .find(|e| e["event"] == "seat_given")
            .unwrap();
        assert!(event.get("piece").is_none(), "{moved}");
        table
            .refused("@carl /arena edit name:Aria armor:2", "err-seat-corrects")
            .await;
        table.ok("@dora /arena edit name:Aria armor:2").await;
    }
);
