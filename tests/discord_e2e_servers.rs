//! What a server sees and keeps: the commands of the games it plays (`/games`), registered
//! only when they change, and controls that never vanish — short stored ids whatever the
//! names, long menus split into parts, buttons that still work after a restart.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use e2e_bot::*;
use serde_json::Value;

fn registrations(bot: &Bot) -> Vec<Recorded> {
    bot.fake
        .requests()
        .into_iter()
        .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .collect()
}

fn names(commands: &Value) -> Vec<String> {
    commands
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["name"].as_str().map(str::to_owned))
        .collect()
}

/// Options a command shows at its leaves: a plain command's own, or each subcommand's.
fn leaf_option_counts(command: &Value) -> Vec<(String, usize)> {
    let name = command["name"].as_str().unwrap_or_default().to_owned();
    let options = command["options"].as_array().cloned().unwrap_or_default();
    let subs: Vec<&Value> = options.iter().filter(|o| o["type"] == 1).collect();
    if subs.is_empty() {
        return vec![(name, options.len())];
    }
    subs.iter()
        .map(|s| {
            (
                format!("{name} {}", s["name"].as_str().unwrap_or_default()),
                s["options"].as_array().map_or(0, Vec::len),
            )
        })
        .collect()
}

const FOREIGN: [&str; 7] = [
    "arena", "cast", "activate", "move", "lcg", "combat", "engage",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_sees_the_commands_of_its_games_registered_only_when_they_change() {
    let mut bot = Bot::start_global().await;
    let puts = registrations(&bot);
    let global = puts
        .iter()
        .find(|r| {
            r.path
                .ends_with("/applications/900000000000000001/commands")
        })
        .expect("a global registration");
    let guild = puts
        .iter()
        .find(|r| r.path.contains(&format!("/guilds/{GUILD_ID}/commands")))
        .expect("the server's own registration");

    // The shared verbs are global, lean, and name no other game.
    let shared = names(&global.body);
    for verb in [
        "encounter",
        "attack",
        "next",
        "undo",
        "games",
        "odds",
        "help",
    ] {
        assert!(shared.contains(&verb.to_owned()), "{verb} in {shared:?}");
    }
    for command in global.body.as_array().into_iter().flatten() {
        for (leaf, count) in leaf_option_counts(command) {
            assert!(count <= 8, "/{leaf} shows {count} options");
        }
    }
    let odds = global
        .body
        .as_array()
        .into_iter()
        .flatten()
        .find(|c| c["name"] == "odds")
        .expect("/odds");
    assert!(
        !odds.to_string().contains("mage-wars"),
        "no /odds subcommand of another game: {odds}"
    );

    // A new server plays FLAIL: it sees FLAIL's commands, and no other game's.
    let own = names(&guild.body);
    assert!(own.contains(&"character".to_owned()), "{own:?}");
    let seen = bot.fake.commands_seen(GUILD_ID);
    for foreign in FOREIGN {
        assert!(
            !seen.contains(&foreign.to_owned()),
            "/{foreign} in {seen:?}"
        );
    }

    // Mage Wars picked: its commands appear for this server.
    bot.play_games(&["flail", "mage-wars"]).await;
    let seen = bot.fake.commands_seen(GUILD_ID);
    for verb in ["arena", "cast", "activate", "move", "guard"] {
        assert!(seen.contains(&verb.to_owned()), "/{verb} in {seen:?}");
    }
    assert!(!seen.contains(&"lcg".to_owned()), "{seen:?}");
    let shown = bot.ok(&rook(), "/games").await;
    assert!(ephemeral(&shown));
    assert!(
        text(&shown).contains("FLAIL, Mage Wars"),
        "{}",
        text(&shown)
    );
    assert!(
        selects(data(&shown)).is_empty(),
        "only moderators get the menu"
    );

    // A restart (or a reconnect) sends nothing: every set is as registered.
    let before = registrations(&bot).len();
    bot.restart().await;
    assert_eq!(
        registrations(&bot).len(),
        before,
        "no registration after a restart"
    );
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_the_server_does_not_play_is_refused_with_a_pointer_to_games() {
    let bot = Bot::start_global().await;
    // The ids arrive with Discord's answer to the registration, just after the fake saw
    // the request: a refusal changes nothing, so ask until the mention can be made.
    let mut said = String::new();
    for _ in 0..100 {
        let refused = bot.run(&gm(), "/encounter start ruleset:mage-wars").await;
        assert_refused(&refused, "Mage Wars on a FLAIL server");
        said = text(&refused);
        if said.contains("</games:") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert!(said.contains("Mage Wars"), "{said}");
    // A clickable mention of /games, with the id Discord gave it.
    assert!(said.contains("</games:94"), "{said}");
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_still_played_cannot_be_dropped_and_changes_are_limited() {
    let bot = Bot::start_for(&["flail", "mage-wars"]).await;
    let gm = gm();
    bot.ok(&gm, "/encounter start ruleset:mage-wars").await;
    let (shown, _) = bot.line(&gm, "/games").await;
    let (_, refused) = bot.pick(&gm, shown, "games", &["flail"]).await;
    assert_refused(&refused, "dropping a game in play");
    assert!(
        text(&refused).contains(&format!("<#{CHANNEL}>")),
        "{}",
        text(&refused)
    );
    // Nothing changed: Mage Wars still runs here.
    bot.ok(&gm, "/encounter show").await;

    // Two changes pass at once, the third waits (each re-registers the server).
    bot.ok(&gm, "/encounter end").await;
    bot.play_games(&["flail"]).await;
    let (shown, _) = bot.line(&gm, "/games").await;
    let (_, limited) = bot.pick(&gm, shown, "games", &["flail", "lotr-lcg"]).await;
    assert_refused(&limited, "a third change within a minute");
    assert!(
        text(&limited).contains("wait a minute"),
        "{}",
        text(&limited)
    );
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discords_daily_limit_comes_back_as_a_message_and_the_choice_is_kept() {
    let bot = Bot::start().await;
    let gm = gm();
    // This server has used up its command creates for today.
    bot.fake.set_daily_limit(30);
    let (shown, _) = bot.line(&gm, "/games").await;
    let (_, picked) = bot.pick(&gm, shown, "games", &["flail", "mage-wars"]).await;
    assert_ne!(colour(&picked), Some(ERROR_COLOUR), "{}", text(&picked));
    let said = text(&picked);
    assert!(said.contains("200 command changes a day"), "{said}");
    assert!(said.contains("Mage Wars"), "the choice is saved: {said}");
    assert_eq!(bot.stop().await, 0);
}

/// A name of exactly 32 characters (the longest allowed).
fn long(stem: &str) -> String {
    let mut name = stem.to_owned();
    while name.chars().count() < 32 {
        name.push('x');
    }
    name
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_counterstrike_between_three_long_names_keeps_its_button() {
    let bot = Bot::start_for(&["flail", "mage-wars"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    let (attacker, defender, attack) = (
        long("Beastmaster of the Northern "),
        long("Ancient Bear of the Deep Wood "),
        long("Crushing Maul of the Mountain "),
    );
    for (who, line) in [
        (&host, "/encounter start ruleset:mage-wars".to_owned()),
        (
            &rook,
            format!("/arena mage name:\"{attacker}\" life:36 armor:0 channeling:9 zone:B2"),
        ),
        (
            &tess,
            "/arena mage name:Warlock life:38 armor:0 channeling:9 zone:B2".to_owned(),
        ),
        (&rook, "/arena attack name:Staff dice:2".to_owned()),
        (
            &tess,
            format!(
                "/arena creature name:\"{defender}\" life:8 armor:0 zone:B2 counterstrike:true"
            ),
        ),
        (
            &tess,
            format!("/arena attack name:\"{attack}\" dice:2 as:\"{defender}\""),
        ),
    ] {
        bot.ok(who, &line).await;
    }
    bot.dice.queue(&[9, 4]);
    bot.ok(&host, "/initiative").await;
    bot.dice.queue(&[3, 3]);
    let (hit, offered) = bot
        .line(
            &rook,
            &format!("/attack target:\"{defender}\" weapon:Staff"),
        )
        .await;
    let button = buttons(data(&offered))
        .into_iter()
        .find(|(label, _)| label.contains("Counterstrike"))
        .unwrap_or_else(|| panic!("the button is there: {}", offered.body));
    assert!(button.1.len() <= 100, "{}", button.1);
    bot.dice.queue(&[4, 6]);
    let struck = bot.click(&tess, hit, "Counterstrike").await;
    assert_ne!(colour(&struck), Some(ERROR_COLOUR), "{}", text(&struck));
    assert!(
        text(&struck).contains("counterstrikes"),
        "{}",
        text(&struck)
    );
    assert_eq!(bot.dice.left(), 0);
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_menu_of_forty_enemies_comes_in_parts_and_each_part_picks() {
    let bot = Bot::start_for(&["flail", "lotr-lcg"]).await;
    let (host, rook) = (gm(), rook());
    bot.ok(&host, "/encounter start ruleset:lotr-lcg").await;
    bot.ok(&rook, "/lcg player name:Anna threat:28").await;
    bot.ok(
        &rook,
        "/lcg hero name:Aragorn attack:3 defense:2 hit-points:5",
    )
    .await;
    // Shared between the host and the player, who stay within the per-user rate limit.
    for i in 1..=40 {
        bot.ok(
            if i % 2 == 0 { &host } else { &rook },
            &format!("/lcg enemy name:\"Orc {i:02}\" attack:1 defense:0 hit-points:2 engagement:{i} engage:Anna"),
        )
        .await;
    }
    let (start, _) = bot.line(&rook, "/combat start").await;
    let (step, choose) = bot.press(&rook, start, "Continue").await;
    let menus = selects(data(&choose));
    assert_eq!(menus.len(), 2, "25 and 15: {menus:?}");
    let offered: Vec<String> = menus.iter().flat_map(|(_, _, o)| o.clone()).collect();
    assert_eq!(offered.len(), 40, "{offered:?}");
    // The second part's pick works like the first's.
    let (_, picked) = bot.pick(&rook, step, "26–40", &["Orc 40"]).await;
    assert_ne!(colour(&picked), Some(ERROR_COLOUR), "{}", text(&picked));
    assert!(text(&picked).contains("Orc 40"), "{}", text(&picked));
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_button_still_works_after_the_bot_restarts() {
    let mut bot = Bot::start().await;
    let (gm, rook) = (gm(), rook());
    bot.ok(&gm, "/encounter start surprise:players").await;
    bot.ok(&rook, ROOK).await;
    bot.ok(&rook, "/join character:Rook").await;
    let (down, _) = bot.line(&gm, "/damage target:Rook amount:99").await;
    bot.ok(&gm, "/encounter end").await;
    // The Death roll's button stays where it was first offered, under Rook's fall.
    assert!(
        buttons(&bot.reply_message(down))
            .iter()
            .any(|(l, _)| l.contains("Death roll: Rook")),
        "{}",
        bot.reply_message(down)
    );
    bot.restart().await;
    bot.dice.queue(&[1]);
    let passed = bot.click(&rook, down, "Death roll: Rook").await;
    assert_ne!(colour(&passed), Some(ERROR_COLOUR), "{}", text(&passed));
    assert!(!ephemeral(&passed), "{}", passed.body);
    assert_eq!(bot.stop().await, 0);
}
