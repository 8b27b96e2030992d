//! How a FLAIL fight reads on Discord: the footer while a choice holds the table, preset
//! weapons named in the reader's language on buttons and usage lines, a closing tracker
//! that keeps the fight's final state (Death rolls made after the end included), and on
//! every message of a whole fight a headline and no raw mention where Discord shows none.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use e2e_bot::*;
use serde_json::Value;

fn embed(callback: &fake_discord::Recorded) -> &Value {
    &data(callback)["embeds"][0]
}

fn footer(callback: &fake_discord::Recorded) -> String {
    embed(callback)["footer"]["text"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

fn labels(callback: &fake_discord::Recorded) -> Vec<String> {
    buttons(data(callback)).into_iter().map(|b| b.0).collect()
}

/// The next edit of the tracker message whose embed contains `wanted`.
async fn tracker_edit(bot: &Bot, wanted: &str) -> Value {
    let edit = bot
        .fake
        .wait_request(|r| {
            r.method == "PATCH"
                && r.path.contains(&format!("/channels/{CHANNEL}/messages/"))
                && r.body["embeds"][0].to_string().contains(wanted)
        })
        .await;
    edit.body["embeds"][0].clone()
}

/// While Rook's armour choice holds the table, the footer says the table waits for it,
/// not whose turn comes next: the turn has not moved on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_footer_waits_for_a_pending_armour_choice() {
    let bot = Bot::start().await;
    let (gm, rook) = (gm(), rook());
    bot.ok(&gm, "/encounter start surprise:players").await;
    bot.ok(&rook, ROOK).await;
    bot.ok(&rook, "/character armour character:Rook piece:helmet")
        .await;
    bot.ok(&rook, "/join character:Rook").await;
    bot.ok(&gm, KNIGHT).await;
    bot.ok(
        &gm,
        "/adversary add name:Goblin hp:3 defence:0 saves:5 morale:5 th:4 dmg:2",
    )
    .await;
    bot.ok(&gm, "/initiative").await;
    bot.ok(&gm, "/next").await;
    // A Death Blow on Rook: his helmet may cancel ones, so the hit waits for his choice.
    bot.dice.queue(&[1, 1, 1, 4, 5, 6]);
    let (hit, pending) = bot.line(&gm, "/attack as:Knight target:Rook").await;
    let status = footer(&pending);
    assert!(status.contains("⏳ Rook chooses armour"), "{status}");
    assert!(!status.contains('▶'), "no turn announced yet: {status}");
    assert!(!status.contains("Goblin"), "{status}");

    // Once chosen, the footer names whose turn it is again.
    let chosen = bot.click(&rook, hit, "helmet").await;
    assert!(footer(&chosen).contains('▶'), "{}", footer(&chosen));
    assert_eq!(bot.stop().await, 0);
}

/// In Czech, a preset weapon is "palcát" on the fumble's button and in the usage line, as
/// in the rest of the reply: never the English "mace".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn czech_buttons_and_usage_lines_name_preset_weapons_in_czech() {
    let bot = Bot::start().await;
    let (gm, rook) = (gm(), rook());
    bot.set_guild_locale("cs");
    bot.ok(&gm, "/encounter start surprise:players").await;
    bot.ok(&rook, ROOK).await;
    bot.ok(&rook, "/character weapon character:Rook weapon:mace")
        .await;
    bot.ok(&rook, "/join character:Rook").await;
    bot.ok(&gm, KNIGHT).await;
    bot.ok(&gm, "/initiative").await;
    // No 1s and two 6s: a fumble; alone, Rook can only mark his weapon's usage.
    bot.dice.queue(&[2, 3, 6, 6, 4]);
    let (fumble, fumbled) = bot.line(&rook, "/attack target:Knight weapon:mace").await;
    let shown = labels(&fumbled);
    assert!(
        shown.iter().any(|l| l.contains("palcát")),
        "the item button in Czech: {shown:?}"
    );
    assert!(!shown.iter().any(|l| l.contains("mace")), "{shown:?}");
    let marked = bot.click(&rook, fumble, "palcát").await;
    let said = text(&marked);
    assert!(said.contains("palcát"), "{said}");
    assert!(!said.contains("mace"), "{said}");
    assert_eq!(bot.stop().await, 0);
}

/// After `/encounter end` the tracker shows the fight's final state: no round, no turn, and
/// the Death roll Rook owes; once he makes it, the tracker no longer shows it as owed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_closing_tracker_keeps_the_final_state_and_later_death_rolls() {
    let bot = Bot::start().await;
    let (gm, tess) = (gm(), tess());
    bot.rook_against_the_knight("/encounter start surprise:players")
        .await;
    // Tess stands: the party lives on, and Rook's Death roll is owed after the fight.
    bot.ok(
        &tess,
        "/character create name:Tess class:bard str:8 dex:12 int:10 cha:11 luck:9",
    )
    .await;
    bot.ok(&tess, "/join character:Tess").await;
    bot.ok(&gm, "/initiative").await;
    bot.ok(&gm, "/encounter show").await;
    bot.tracker_post().await;
    bot.ok(&gm, "/damage target:Rook amount:99").await;
    tracker_edit(&bot, "Death roll owed").await;
    bot.ok(&gm, "/encounter end").await;
    let closing = tracker_edit(&bot, "Fight over").await;
    let title = closing["title"].as_str().unwrap_or_default();
    assert_eq!(title, "Fight over", "{closing}");
    let description = closing["description"].as_str().unwrap_or_default();
    assert!(description.contains("Rook"), "{description}");
    assert!(
        description.contains("Knight"),
        "the foes stay: {description}"
    );
    assert!(description.contains("Death roll owed"), "{description}");
    let status = closing["footer"]["text"].as_str().unwrap_or_default();
    assert!(status.contains("Death rolls still owed: Rook"), "{status}");

    // A Death roll after the end: 4 is Hurt, back at 1 HP. The tracker follows it.
    bot.dice.queue(&[4]);
    bot.ok(&rook(), "/deathroll character:Rook").await;
    let after = tracker_edit(&bot, "final state").await;
    assert_eq!(after["title"], "Fight over", "{after}");
    let description = after["description"].as_str().unwrap_or_default();
    assert!(description.contains("Rook"), "{description}");
    assert!(!description.contains("owed"), "{description}");
    assert!(!description.contains('▶'), "{description}");
    assert_eq!(bot.stop().await, 0);
}

/// Where Discord renders no mentions (titles, footers, authors, field names), no raw
/// `<@…>` appears; every public reply to an action has a headline. Checked on every
/// message the bot sent or edited in a whole fight.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_message_of_a_fight_has_a_headline_and_no_raw_mention_where_none_renders() {
    let bot = Bot::start().await;
    let (gm, rook, tess) = (gm(), rook(), tess());
    bot.ok(&gm, "/encounter start surprise:players").await;
    bot.ok(&rook, ROOK).await;
    bot.ok(&rook, "/character armour character:Rook piece:helmet")
        .await;
    bot.ok(&rook, "/character weapon character:Rook weapon:mace")
        .await;
    bot.ok(
        &tess,
        "/character create name:Tess class:bard str:8 dex:12 int:10 cha:11 luck:9",
    )
    .await;
    bot.ok(&rook, "/join character:Rook").await;
    bot.ok(&tess, "/join character:Tess").await;
    bot.ok(&gm, KNIGHT).await;
    bot.ok(&gm, "/encounter show").await;
    bot.ok(&gm, "/initiative").await;
    bot.dice.queue(&[1, 1, 3, 4, 6]);
    bot.ok(&rook, "/attack target:Knight weapon:mace").await;
    bot.ok(&tess, "/next").await;
    bot.dice.queue(&[1, 1, 1, 4, 5, 6]);
    let (hit, _) = bot.line(&gm, "/attack as:Knight target:Rook").await;
    bot.click(&rook, hit, "helmet").await;
    bot.dice.queue(&[5]);
    bot.ok(&rook, "/save attribute:str").await;
    bot.ok(&gm, "/damage target:Tess amount:99").await;
    bot.ok(&gm, "/heal target:Rook amount:1").await;
    bot.ok(&gm, "/encounter end").await;
    bot.dice.queue(&[4]);
    bot.ok(&tess, "/deathroll character:Tess").await;

    let mut replies = 0;
    for request in bot.fake.requests() {
        let body = &request.body;
        let message = if body["data"].is_object() {
            &body["data"]
        } else {
            body
        };
        let ephemeral = message["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0;
        let is_reply = request.method == "POST"
            && (request.path.ends_with("/callback") || request.path.contains("/webhooks/"))
            && !ephemeral;
        for embed in message["embeds"].as_array().into_iter().flatten() {
            for (place, shown) in [
                ("title", &embed["title"]),
                ("footer", &embed["footer"]["text"]),
                ("author", &embed["author"]["name"]),
            ] {
                let shown = shown.as_str().unwrap_or_default();
                assert!(!shown.contains("<@"), "{place}: {shown} in {request}");
            }
            for field in embed["fields"].as_array().into_iter().flatten() {
                let name = field["name"].as_str().unwrap_or_default();
                assert!(!name.contains("<@"), "field name: {name} in {request}");
            }
        }
        if is_reply && let Some(first) = message["embeds"].get(0) {
            replies += 1;
            let title = first["title"].as_str().unwrap_or_default();
            assert!(!title.is_empty(), "a reply without a headline: {request}");
        }
    }
    assert!(replies > 15, "{replies} replies checked");
    // The table-wide rules hold on the channel as the session left it.
    bot.fake.quiet().await;
    assert_table_reads_well(&bot.fake, CHANNEL);
    assert_eq!(bot.stop().await, 0);
}
