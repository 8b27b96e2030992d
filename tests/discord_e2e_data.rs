//! `/data` on the fake Discord: the server's owner (an Administrator) exports the whole
//! server as JSON parts that stay under the interaction's upload limit and merge back into
//! exactly what the database holds; deletion asks first, is refused to anyone else (the
//! GM's Manage Channels is not enough, and nobody else may press the owner's button), goes
//! once, and the channel plays again. Stale and forged confirmations are refused at the
//! table (`tests/retention.rs`). A player's own export and deletion run in every
//! game's own test (`Bot::use_own_data`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use std::collections::BTreeMap;

use e2e_bot::*;
use fake_discord::GUILD_ID;
use narrator::store::Store;
use narrator::store::owner_data::Whose;
use serde_json::Value;

fn owner() -> Who {
    Who {
        permissions: fixtures::member_permissions_default() | perm::ADMINISTRATOR,
        ..Who::player(103, "owner", "en-US")
    }
}

/// Every table's rows over the parts, in order.
fn merged(parts: &[Value]) -> BTreeMap<String, Vec<Value>> {
    let mut out: BTreeMap<String, Vec<Value>> = BTreeMap::new();
    for part in parts {
        for (table, rows) in part["tables"].as_object().expect("tables") {
            out.entry(table.clone())
                .or_default()
                .extend(rows.as_array().expect("rows").iter().cloned());
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_owner_exports_the_server_in_parts_and_deletes_it_once_confirmed() {
    let bot = Bot::start().await;
    bot.rook_against_the_knight("/encounter start").await;
    bot.ok(&rook(), "/rolls save name:Sword expression:1d20+5")
        .await;
    for _ in 0..6 {
        bot.ok(&gm(), "/roll expression:4d6kh3 label:Stats").await;
    }

    // Only the owner or an Administrator: the GM's Manage Channels is not enough.
    for line in ["/data export scope:server", "/data delete scope:server"] {
        assert_refused(&bot.run(&gm(), line).await, line);
    }

    // An upload limit of 72 KiB leaves 8 KiB parts: several, each its own message.
    let limit = 72 * 1024;
    let (answer, parts) = bot
        .export_data(&owner(), "/data export scope:server", Some(limit))
        .await;
    assert!(parts.len() >= 2, "{} parts", parts.len());
    assert!(
        text(&answer).contains(&format!("{} files follow", parts.len())),
        "{}",
        text(&answer)
    );
    for part in &parts {
        assert_eq!(part["scope"], "server");
        assert_eq!(part["server"], GUILD_ID.to_string());
        assert_eq!(part["parts"].as_u64(), Some(parts.len() as u64));
    }
    for sent in bot.fake.requests().iter().filter(|r| !r.files.is_empty()) {
        let bytes: usize = sent.files.iter().map(|(_, b)| b.len()).sum();
        assert!(bytes < limit, "{bytes} bytes: {sent}");
    }
    // The parts hold exactly what the database holds: nothing lost, nothing twice.
    let url = bot.database_url().expect("the bot's database");
    let store = Store::connect(Some(&url)).await.unwrap();
    let stored = store
        .export_rows(Whose::Server(GUILD_ID as i64))
        .await
        .unwrap();
    let exported = merged(&parts);
    assert_eq!(exported, stored);
    for table in [
        "channels",
        "characters",
        "history",
        "roll_log",
        "saved_rolls",
    ] {
        assert!(
            exported.contains_key(table),
            "{table}: {:?}",
            exported.keys()
        );
    }
    // The same export in one piece under Discord's usual limit.
    let (_, whole) = bot
        .export_data(&owner(), "/data export scope:server", None)
        .await;
    assert_eq!(whole.len(), 1);

    // Deleting asks first, with what would go; nothing goes yet.
    let (asked, question) = bot.line(&owner(), "/data delete scope:server").await;
    assert!(ephemeral(&question));
    let shown = text(&question);
    assert!(
        shown.contains("Characters") && shown.contains("Roll log lines"),
        "{shown}"
    );
    let server = Whose::Server(GUILD_ID as i64);
    assert_eq!(store.export_rows(server).await.unwrap(), stored);

    // Nobody else can press the owner's button: refused, nothing deleted.
    let message = bot.reply_message(asked);
    let pressed = bot.click_on(&gm(), &message, "Delete").await;
    assert_refused(&pressed, "another member's confirmation");
    // Only the refusal's own record is new (a second delivery of it must not run later).
    let mut now = store.export_rows(server).await.unwrap();
    let mut before = stored.clone();
    for rows in [&mut now, &mut before] {
        rows.remove("action_interactions");
    }
    assert_eq!(now, before);

    // The owner's press deletes it all, once.
    let done = bot.click_on(&owner(), &message, "Delete").await;
    assert!(
        text(&done).contains("Deleted everything"),
        "{}",
        text(&done)
    );
    // What is left is the server as the bot first sees one, its commands registered again:
    // default settings playing FLAIL.
    let left = store.export_rows(server).await.unwrap();
    for (table, rows) in &left {
        assert!(
            ["server_settings", "command_registrations"].contains(&table.as_str()),
            "{table}: {rows:?}"
        );
    }
    let fresh = &left["server_settings"][0];
    assert_eq!(fresh["games"], r#"["flail"]"#, "{fresh}");
    assert!(
        fresh["language"].is_null() && fresh["gm_role"].is_null(),
        "{fresh}"
    );
    let again = bot.click_on(&owner(), &message, "Delete").await;
    assert_refused(&again, "a confirmation pressed twice");
    assert!(text(&again).contains("already done"), "{}", text(&again));

    // The channel plays again from nothing: no encounter, no characters, no saved rolls.
    assert_refused(
        &bot.run(&gm(), "/encounter show").await,
        "no encounter left",
    );
    assert!(!text(&bot.ok(&rook(), "/rolls list").await).contains("Sword"));
    bot.ok(&gm(), "/encounter start").await;
    bot.ok(&rook(), ROOK).await;
    store.close().await;
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nothing_to_delete_asks_nothing() {
    let bot = Bot::start().await;
    let asked = bot.ok(&tess(), "/data delete").await;
    assert!(ephemeral(&asked));
    assert!(
        text(&asked).contains("no data of yours"),
        "{}",
        text(&asked)
    );
    assert!(buttons(&asked.body["data"]).is_empty(), "{}", asked.body);
    assert_eq!(bot.stop().await, 0);
}
