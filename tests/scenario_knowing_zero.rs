//! «Познание нуля» through the console: a whole three-battle game — a retreat with its
//! extra turn and a bonus strike named over several targets, a normal win, and an army that
//! fell while its player was entering it, whose end waits for their confirmation — with the
//! distances to zero carried from battle to battle; and the rulings page's battle, which
//! must run exactly as printed there.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use common::{Backend, Table, TestDb};
use narrator::console;
use narrator::dice::SeededDice;
use narrator::table::DiceSource;
use serde_json::Value;

fn seeded() -> DiceSource {
    DiceSource::shared(SeededDice::from_seed(1))
}

fn events(reply: &Value) -> Vec<Value> {
    reply["events"].as_array().cloned().unwrap_or_default()
}

fn event(reply: &Value, name: &str) -> Value {
    events(reply)
        .into_iter()
        .find(|e| e["event"] == name)
        .unwrap_or_else(|| panic!("no {name} in {reply}"))
}

fn strengths(reply: &Value) -> Vec<u64> {
    event(reply, "attack")["strikes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["strength"].as_u64().unwrap())
        .collect()
}

fn distance(reply: &Value, user: &str) -> u64 {
    let id = console::user_id(user);
    reply["table"]["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["who"]["user"] == id)
        .unwrap_or_else(|| panic!("{user} is not a player: {reply}"))["distance"]
        .as_u64()
        .unwrap()
}

fn life(reply: &Value, card: &str) -> Option<u64> {
    reply["table"]["battle"]["cards"]
        .as_array()?
        .iter()
        .find(|c| c["name"] == card)
        .map(|c| c["life"].as_u64().unwrap())
}

#[tokio::test]
async fn a_two_battle_game_a_retreat_then_a_normal_win() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let table = Table::new(&db, seeded()).await;

    // The table: everyone starts 5 from zero.
    table.ok("/zero table start-distance:5").await;

    // Battle 1: Anna attacks, Boris defends.
    let started = table
        .ok(r#"@host /encounter start ruleset:knowing-zero extra:"attacker:@anna defender:@boris""#)
        .await;
    assert_eq!(event(&started, "turn_of")["kind"], "incomplete");
    for line in [
        "@anna /zero card name:Wolf kind:animal attack:1 life:4 strikes:3",
        "@anna /zero card name:Rider kind:character attack:2 life:3",
        "@anna /zero ride rider:Rider animal:Wolf",
        "@anna /zero item card:Rider name:Spear attack:1",
        "@boris /zero card name:Golem kind:machine attack:2 life:6 armor:1",
        "@boris /zero card name:Archer kind:character attack:1 life:2",
        "@boris /zero card name:Healer kind:character attack:0 life:2",
    ] {
        table.ok(line).await;
    }
    // The defender's incomplete first turn: one machine, no creature.
    table
        .refused(
            "@boris /attack as:Archer target:Rider",
            "err-kz-incomplete-turn",
        )
        .await;
    let hit = table.ok("@boris /attack as:Golem target:Rider").await;
    assert_eq!(life(&hit, "Rider"), Some(1));
    table.ok("@boris /next").await;

    // Anna's full turn: the abstraction, the item and the rider all on one strike.
    table
        .ok("@anna /zero play kind:abstraction name:Rage amount:2")
        .await;
    let struck = table.ok("@anna /attack as:Wolf target:Golem").await;
    assert_eq!(strengths(&struck), vec![6, 1, 1]);
    assert_eq!(
        event(&struck, "attack")["total"],
        5,
        "6, 1, 1 through armor 1"
    );
    assert_eq!(life(&struck, "Golem"), Some(1));
    table
        .refused("@anna /attack as:Rider target:Archer", "err-kz-slot-used")
        .await;
    table.ok("@anna /next").await;

    // Boris retreats at the start of his turn; Anna takes one more turn.
    let retreat = table.ok("@boris /zero retreat").await;
    assert_eq!(event(&retreat, "turn_of")["kind"], "extra");
    // Three strikes over three targets: the bonus goes onto the strike the order names,
    // at once; the turn goes on with no pause.
    let picked = table
        .ok(r#"@anna /attack as:Rider target:"Golem,Archer,Healer" extra:"strike:2""#)
        .await;
    assert!(
        !events(&picked)
            .iter()
            .any(|e| e["event"] == "choose_bonus_strike")
    );
    assert_eq!(strengths(&picked), vec![1, 4, 1]);
    assert_eq!(life(&picked, "Archer"), None, "the Archer died");
    assert_eq!(
        life(&picked, "Golem"),
        Some(1),
        "armor 1 stops a strike of 1"
    );
    assert_eq!(life(&picked, "Healer"), Some(1));
    let over = table.ok("@anna /next").await;
    let ended = event(&over, "battle_ended");
    assert_eq!(ended["retreat"], true);
    assert_eq!(ended["survivors"], 1);
    // Anna: 1 character + 1 = 2 towards zero; Boris: 1 away.
    assert_eq!(distance(&over, "anna"), 3);
    assert_eq!(distance(&over, "boris"), 6);
    assert!(over["table"]["battle"].is_null());
    // Between battles the channel plays no game; /zero table shows the distances.
    let between = table.ok("/zero table").await;
    let shown = between["text"].as_str().unwrap();
    assert!(shown.contains("to zero: anna 3, boris 6"), "{shown}");

    // Battle 2: Boris attacks; the distances carry over.
    table
        .ok(r#"@host /encounter start ruleset:knowing-zero extra:"attacker:@boris defender:@anna""#)
        .await;
    for line in [
        "@anna /zero card name:Tower kind:machine attack:1 life:3",
        "@boris /zero card name:Knight kind:character attack:3 life:4",
        "@boris /zero card name:Squire kind:character attack:1 life:2",
    ] {
        table.ok(line).await;
    }
    table.ok("@anna /attack as:Tower target:Knight").await;
    table.ok("@anna /next").await;
    let won = table.ok("@boris /attack as:Knight target:Tower").await;
    let ended = event(&won, "battle_ended");
    assert_eq!(ended["winner"], "attacker");
    assert_eq!(ended["retreat"], false);
    assert_eq!(ended["survivors"], 2);
    // Boris: 2 characters, no +1; Anna does not move.
    assert_eq!(distance(&won, "boris"), 4);
    assert_eq!(distance(&won, "anna"), 3);
    let text = won["text"].as_str().unwrap();
    assert!(text.contains("boris wins the battle"), "{text}");
    assert!(text.contains("distance to zero 6 → 4"), "{text}");

    // Battle 3: Anna's machine kills Boris's only card as he is still entering his army.
    // The end waits for him: he enters another card and the battle goes on; when that one
    // falls too, he confirms, and Anna wins.
    table
        .ok(r#"@host /encounter start ruleset:knowing-zero extra:"attacker:@boris defender:@anna""#)
        .await;
    table
        .ok("@boris /zero card name:Scout kind:character attack:1 life:1")
        .await;
    table
        .ok("@anna /zero card name:Tower kind:machine attack:2 life:3")
        .await;
    let fell = table.ok("@anna /attack as:Tower target:Scout").await;
    assert_eq!(event(&fell, "end_waits")["side"], "attacker");
    assert!(fell["table"]["battle"].is_object(), "the battle waits");
    table.refused("@anna /next", "err-seat-choice").await;
    table.refused("@boris /next", "err-kz-end-waits").await;
    let back = table
        .ok("@boris /zero card name:Page kind:character attack:1 life:2")
        .await;
    event(&back, "battle_goes_on");
    // Boris's own Tower: the two Towers are told apart by owner, and each player's typed
    // name means their own.
    let twin = table
        .ok("@boris /zero card name:Tower kind:machine attack:1 life:1")
        .await;
    let told = event(&twin, "told_apart");
    assert_eq!(told["theirs"], "Tower (anna)");
    assert_eq!(told["added"], "Tower (boris)");
    table.ok("@anna /next").await;
    let own = table.ok("@boris /damage target:Tower amount:1").await;
    assert_eq!(life(&own, "Tower (boris)"), None, "Boris's own Tower fell");
    assert_eq!(life(&own, "Tower (anna)"), Some(3));
    table.ok("@boris /damage target:Page amount:2").await;
    table
        .refused("@anna /zero confirm", "err-seat-choice")
        .await;
    let over = table.ok("@boris /zero confirm").await;
    let ended = event(&over, "battle_ended");
    assert_eq!(ended["winner"], "defender");
    assert_eq!(ended["survivors"], 0, "a machine is no character");
    assert_eq!(distance(&over, "anna"), 3);
}

const RULINGS_PAGE: &str = "docs/rulings/knowing-zero.md";

/// The console lines of the rulings page's example and what it prints after each.
fn rulings_example() -> Vec<(String, String)> {
    let page = std::fs::read_to_string(RULINGS_PAGE).unwrap();
    let block = page
        .split("```console\n")
        .nth(1)
        .and_then(|rest| rest.split("\n```").next())
        .expect("a ```console block");
    let mut steps: Vec<(String, String)> = Vec::new();
    for line in block.lines() {
        if let Some(command) = line.strip_prefix("> ") {
            steps.push((command.to_owned(), String::new()));
        } else if let Some((_, out)) = steps.last_mut() {
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(line);
        }
    }
    steps
}

#[tokio::test]
async fn the_rulings_battle_runs_as_printed() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let mut table = Table::new(&db, seeded()).await;
    table.options.json = false;
    let steps = rulings_example();
    assert!(steps.len() > 10, "the example looks truncated");
    // `NARRATOR_REWRITE_EXAMPLE=1` writes what the console prints now into the page, for a
    // reviewer to read in the diff; without it, any difference fails.
    let rewrite = std::env::var_os("NARRATOR_REWRITE_EXAMPLE").is_some();
    let mut block = String::new();
    for (command, printed) in steps {
        let out = console::handle_line(&table.service, &table.options, &command)
            .await
            .unwrap_or_default();
        block.push_str(&format!("> {command}\n{}\n", out.trim_end()));
        if !rewrite {
            assert_eq!(out.trim_end(), printed.trim_end(), "> {command}");
        }
    }
    if rewrite {
        let page = std::fs::read_to_string(RULINGS_PAGE).unwrap();
        let (head, rest) = page.split_once("```console\n").unwrap();
        let (_, tail) = rest.split_once("```").unwrap();
        std::fs::write(RULINGS_PAGE, format!("{head}```console\n{block}```{tail}")).unwrap();
    }
}
