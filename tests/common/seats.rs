//! The permission matrix: each row of a game's `who_may` table, tried by each role the
//! game has, through the console. Allowed roles succeed; refused roles get a seats refusal
//! and change nothing stored (the channel's state and version, its history, its roll log).
//!
//! The people: `anna` holds the seat the action belongs to; `boris` holds the opposing
//! seat; `host` and `mod` hold none; `mallory` is a bystander. A game's `Cast` says, for
//! each role, which lines set the table up (who starts it decides who hosts) and who acts.

use narrator::rules::Ruleset;
use narrator::rules::seats::Role;
use narrator::table::DiceSource;

use super::{Table, TestDb};

/// FLAIL: Anna's Rook (a helmet, so a hit on him waits for her armour choice) and Boris's
/// Tess join the GM's encounter against a knight; the party surprised it, so initiative
/// rolls nothing and Rook acts first.
pub const FLAIL_TABLE: &[&str] = &[
    "@gm /encounter start surprise:players",
    "@anna /character create name:Rook class:warrior str:12 dex:10 int:8 cha:9 luck:7",
    "@anna /character weapon character:Rook weapon:axe th:5 dmg:4",
    "@anna /character armour character:Rook piece:helmet",
    "@boris /character create name:Tess class:bard str:8 dex:12 int:10 cha:11 luck:9",
    "@boris /character weapon character:Tess weapon:\"short bow\"",
    "@gm /adversary add name:Knight hp:20 defence:0 saves:10 morale:9 th:6 dmg:5",
    "@anna /join character:Rook",
    "@boris /join character:Tess",
];

/// Mage Wars, once a game is started: Aria and her Counterstrike Wolf share B2 with Boris's
/// Grub; Bram stands in B3.
pub const MAGE_WARS_SEATS: &[&str] = &[
    "@anna /arena mage name:Aria life:30 armor:0 channeling:9 zone:B2",
    "@anna /arena creature name:Wolf life:10 armor:0 zone:B2 counterstrike:true",
    "@anna /arena attack as:Wolf name:Bite dice:2",
    "@boris /arena mage name:Bram life:30 armor:0 channeling:9 zone:B3",
    "@boris /arena creature name:Grub life:10 armor:0 zone:B2",
    "@boris /arena attack as:Grub name:Claw dice:1",
];

/// «Познание нуля», once Anna attacks and Boris defends: Boris's Golem, in his incomplete
/// first turn, kills the only card Anna has entered, and the end waits for her.
pub const KNOWING_ZERO_END_WAITS: &[&str] = &[
    "@anna /zero card name:Wolf kind:animal attack:1 life:2",
    "@boris /zero card name:Golem kind:machine attack:2 life:6 armor:1",
    "@boris /attack as:Golem target:Wolf",
];

/// Who acts for a role, and as a moderator or not.
#[derive(Debug, Clone, Copy)]
pub struct Acting {
    pub user: &'static str,
    pub moderator: bool,
}

impl Acting {
    pub const fn player(user: &'static str) -> Acting {
        Acting {
            user,
            moderator: false,
        }
    }

    pub const fn moderator(user: &'static str) -> Acting {
        Acting {
            user,
            moderator: true,
        }
    }
}

/// One row of the matrix as a script: lines that bring the table to the moment, then the
/// action itself. Lines start with `@name` (a player) or `!name` (a moderator).
pub struct Case {
    /// The row of the game's `who_may` table this plays.
    pub action: &'static str,
    /// After the cast's set-up, as the players (never as the role under test).
    pub prepare: &'static [&'static str],
    /// The action, without a user: it runs as the role's user.
    pub line: &'static str,
}

/// How a game seats the people for a role: the set-up lines, and who acts.
pub trait Cast {
    const RULESET: Ruleset;
    /// The lines that start the game and seat `anna` and `boris` (and, for
    /// [`Role::TwoSeats`], give `anna` the opposing seat as well).
    fn setup(role: Role) -> Vec<String>;
    /// Who acts for `role`.
    fn acting(role: Role) -> Acting;
    /// The dice the matrix plays with.
    fn dice() -> DiceSource {
        DiceSource::Fair
    }
}

/// The refusal keys the shared check gives.
const SEAT_REFUSALS: [&str; 9] = [
    "err-seat-not-yours",
    "err-seat-choice",
    "err-seat-not-at-table",
    "err-seat-turn",
    "err-seat-gm-corrects",
    "err-seat-corrects",
    "err-seat-host",
    "err-seat-effect-cause",
    "err-seat-effect-turn",
];

/// Runs a line: `@name …` as a player, `!name …` as a moderator, anything else as the
/// table's own user.
pub async fn run_line(table: &mut Table, line: &str) -> serde_json::Value {
    if let Some(rest) = line.strip_prefix('!') {
        let (user, command) = rest.split_once(' ').unwrap_or((rest, ""));
        return as_moderator(table, user, command).await;
    }
    table.run(line).await
}

/// Runs `line` as `acting`.
pub async fn run_as(table: &mut Table, acting: Acting, line: &str) -> serde_json::Value {
    if acting.moderator {
        as_moderator(table, acting.user, line).await
    } else {
        table.run(&format!("@{} {line}", acting.user)).await
    }
}

/// The console counts only its own user as a moderator (an `@name` line never is): the
/// line runs as that user, named `user` for the moment.
async fn as_moderator(table: &mut Table, user: &str, line: &str) -> serde_json::Value {
    let (own, moderator) = (table.options.user.clone(), table.options.moderator);
    table.options.user = user.into();
    table.options.moderator = true;
    let reply = table.run(line).await;
    table.options.user = own;
    table.options.moderator = moderator;
    reply
}

/// What a refusal must leave as it was: the channel's row, its newest history row and its
/// roll log.
async fn stored(db: &TestDb, table: &Table) -> String {
    let store = db.store().await;
    let channel = table.options.channel;
    let row = store.load_channel(channel).await.expect("channel row");
    let history = store.latest_history(channel).await.expect("history");
    let log = store.read_log(channel, 1000).await.expect("roll log");
    store.close().await;
    format!(
        "{:?}\n{:?}\n{}",
        row.map(|r| (r.version, r.state)),
        history.map(|h| (h.command, h.user)),
        log.len()
    )
}

/// Plays every case for every role of `C`'s game, and checks that every row of the
/// game's table has a case.
pub async fn play_matrix<C: Cast>(db: &TestDb, cases: &[Case]) {
    let who_may = narrator::games::who_may(C::RULESET);
    assert!(!who_may.rules.is_empty(), "no permission table");
    for rule in who_may.rules {
        assert!(
            cases.iter().any(|c| c.action == rule.action),
            "no case plays the row {:?}",
            rule.action
        );
    }
    let mut failures = Vec::new();
    for case in cases {
        let rule = who_may
            .rule(case.action)
            .unwrap_or_else(|| panic!("{:?} is not a row of the table", case.action));
        for &role in who_may.roles {
            let mut table = Table::new(db, C::dice()).await;
            for line in C::setup(role)
                .iter()
                .map(String::as_str)
                .chain(case.prepare.iter().copied())
            {
                let reply = run_line(&mut table, line).await;
                assert_eq!(
                    reply["ok"], true,
                    "{:?} as {role:?}: set-up line {line} failed: {reply}",
                    case.action
                );
            }
            let before = stored(db, &table).await;
            let reply = run_as(&mut table, C::acting(role), case.line).await;
            let allowed = rule.allowed.contains(&role);
            let ok = reply["ok"] == true;
            if allowed && !ok {
                failures.push(format!(
                    "{:?} by {role:?} should be allowed: {}",
                    case.action, reply
                ));
            } else if !allowed && ok {
                failures.push(format!(
                    "{:?} by {role:?} should be refused, and ran: {}",
                    case.action, reply["text"]
                ));
            } else if !allowed {
                let key = reply["key"].as_str().unwrap_or_default();
                if !SEAT_REFUSALS.contains(&key) {
                    failures.push(format!(
                        "{:?} by {role:?} was refused, but not by the seats check: {key}",
                        case.action
                    ));
                }
                if stored(db, &table).await != before {
                    failures.push(format!(
                        "{:?} by {role:?} was refused and changed what is stored",
                        case.action
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
