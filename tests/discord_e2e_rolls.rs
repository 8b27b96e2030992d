//! `/roll` between fights, on the fake Discord: a saved roll made and rolled through its
//! autocomplete (yours shadow the server's), "roll again" clicked by another player (their
//! roll, in their stats, the button still there), `/rolls stats` with its chart, and every
//! limit refused with a localized, private error.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use e2e_bot::*;
use fake_discord::fixtures::Who;

/// The reply's button labels and ids.
fn roll_again_ids(callback: &fake_discord::Recorded) -> Vec<String> {
    buttons(&callback.body["data"])
        .into_iter()
        .filter(|(label, _)| label.contains("Roll again"))
        .map(|(_, id)| id)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_saved_roll_is_made_offered_and_rolled() {
    let bot = Bot::start().await;
    let saved = bot
        .ok(&rook(), "/rolls save name:Sword expression:1d20+5")
        .await;
    assert!(ephemeral(&saved), "saving is private");
    assert!(text(&saved).contains("Sword"), "{}", text(&saved));
    // The GM saves one for the server, and one of the same name as Rook's.
    bot.ok(
        &gm(),
        "/rolls save name:Fireball expression:8d6 server:true",
    )
    .await;
    bot.ok(&gm(), "/rolls save name:Sword expression:1d20 server:true")
        .await;

    // Autocomplete offers Rook's own and the server's, his Sword once.
    let interaction = bot.interaction_for(&rook(), "/roll saved:", Some(("saved", "")));
    let offered = choices(&bot.fake.interact(interaction).await);
    assert_eq!(offered, ["Sword", "Fireball"], "{offered:?}");
    let interaction = bot.interaction_for(&rook(), "/roll saved:fi", Some(("saved", "fi")));
    assert_eq!(choices(&bot.fake.interact(interaction).await), ["Fireball"]);

    // Rook's Sword shadows the server's: 1d20+5, labelled with its name.
    bot.dice.queue(&[12]);
    let rolled = bot.ok(&rook(), "/roll saved:sword").await;
    assert!(!ephemeral(&rolled), "a roll is public");
    let shown = text(&rolled);
    assert!(shown.contains("Sword"), "{shown}");
    assert!(shown.contains("17"), "12 + 5: {shown}");
    // Tess has none of her own: the server's Sword, a plain d20.
    bot.dice.queue(&[12]);
    let hers = text(&bot.ok(&tess(), "/roll saved:Sword").await);
    assert!(hers.contains("12") && !hers.contains("17"), "{hers}");

    let listed = text(&bot.ok(&rook(), "/rolls list").await);
    assert!(
        listed.contains("Sword") && listed.contains("Fireball") && listed.contains("1d20+5"),
        "{listed}"
    );
    bot.ok(&rook(), "/rolls delete name:Sword").await;
    let gone = bot.run(&rook(), "/rolls delete name:Sword").await;
    assert_refused(&gone, "a roll deleted already");
    assert!(
        text(&gone).contains("no saved roll named"),
        "{}",
        text(&gone)
    );
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn roll_again_rolls_for_whoever_clicks_and_stays() {
    let mut bot = Bot::start().await;
    bot.dice.queue(&[3, 4]);
    let (first, rolled) = bot.line(&rook(), "/roll expression:2d6 label:Damage").await;
    assert_eq!(roll_again_ids(&rolled).len(), 1, "{}", rolled.body);
    // A secret roll offers none.
    let secret = bot.ok(&rook(), "/roll expression:1d6 secret:true").await;
    assert!(roll_again_ids(&secret).is_empty(), "{}", secret.body);

    // Tess clicks it: her own roll of the same dice, in a message of its own.
    bot.dice.queue(&[6, 5]);
    let (click, again) = bot.press(&tess(), first, "Roll again").await;
    assert_eq!(again.body["type"], 4, "a new message: {}", again.body);
    assert!(!ephemeral(&again), "{}", again.body);
    let shown = text(&again);
    assert!(shown.contains("Damage") && shown.contains("11"), "{shown}");
    // It carries its own button, and the first roll keeps its own.
    assert_eq!(roll_again_ids(&again).len(), 1);
    let still = bot.reply_message(first);
    assert!(
        buttons(&still)
            .iter()
            .any(|(label, _)| label.contains("Roll again")),
        "{still}"
    );
    // Clicked again later, still good, on a newer roll's button too.
    bot.dice.queue(&[1, 1]);
    let twice = bot.press(&rook(), click, "Roll again").await.1;
    assert!(text(&twice).contains('2'), "{}", text(&twice));

    // Its id points to the roll-log row, not to anything in memory: after a restart the
    // first roll's button still rolls.
    bot.restart().await;
    bot.dice.queue(&[6, 6]);
    let after_restart = bot.press(&tess(), first, "Roll again").await.1;
    assert_eq!(after_restart.body["type"], 4, "{}", after_restart.body);
    assert!(
        text(&after_restart).contains("12"),
        "{}",
        text(&after_restart)
    );

    // The dice are Tess's: her stats count four d6, Rook's four (and his secret d6).
    let hers = text(&bot.ok(&tess(), "/rolls stats").await);
    assert!(hers.contains("d6: 4 rolled"), "{hers}");
    let his = text(&bot.ok(&rook(), "/rolls stats").await);
    assert!(his.contains("d6: 5 rolled"), "{his}");
    // Tess looking at Rook's dice does not see his secret roll.
    let seen = text(&bot.ok(&tess(), "/rolls stats user:<@101>").await);
    assert!(seen.contains("d6: 4 rolled"), "{seen}");
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stats_come_with_a_chart_and_a_verdict() {
    let bot = Bot::start().await;
    // Sixty d6, ten of each face: enough for the test, and as fair as can be.
    let faces: Vec<u32> = (0..60).map(|i| i % 6 + 1).collect();
    bot.dice.queue(&faces);
    for _ in 0..6 {
        bot.ok(&rook(), "/roll expression:10d6").await;
    }
    bot.dice.queue(&[20]);
    bot.ok(&rook(), "/roll expression:1d20").await;
    let stats = bot.ok(&rook(), "/rolls stats since:7").await;
    assert!(ephemeral(&stats));
    let shown = text(&stats);
    assert!(shown.contains("d6: 60 rolled"), "{shown}");
    assert!(shown.contains("mean 3.50"), "{shown}");
    assert!(shown.contains("looks fair"), "{shown}");
    assert!(shown.contains("d20: 1 rolled"), "{shown}");
    assert!(shown.contains("not enough rolls yet"), "{shown}");
    assert!(shown.contains("last 7 days"), "{shown}");
    let embed = &stats.body["data"]["embeds"][0];
    assert_eq!(embed["image"]["url"], "attachment://dice.png", "{embed}");
    let files = &stats.body["data"]["attachments"];
    assert!(
        files.as_array().is_some_and(|f| f.len() == 1),
        "{}",
        stats.body
    );

    // A game's dice count apart, in the stats of whoever acted: the GM rolls initiative.
    bot.rook_against_the_knight("/encounter start ruleset:flail")
        .await;
    bot.ok(&gm(), "/initiative").await;
    let gm_stats = text(&bot.ok(&gm(), "/rolls stats").await);
    assert!(gm_stats.contains("Game dice"), "{gm_stats}");
    assert!(!gm_stats.contains("/roll dice"), "{gm_stats}");
    let rooks = text(&bot.ok(&rook(), "/rolls stats").await);
    assert!(!rooks.contains("Game dice"), "{rooks}");

    // Loaded: twenty sixes in a row look unusual.
    bot.dice.queue(&[6; 20]);
    bot.ok(&rook(), "/roll expression:20d6").await;
    let loaded = text(&bot.ok(&rook(), "/rolls stats").await);
    assert!(loaded.contains("unusual"), "{loaded}");
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn saved_roll_limits_are_refused_in_the_players_language() {
    let bot = Bot::start_vars(
        "2000",
        true,
        None,
        &[
            ("SAVED_ROLLS_PER_USER", "2"),
            ("SAVED_ROLLS_PER_SERVER", "1"),
        ],
    )
    .await;
    bot.ok(&rook(), "/rolls save name:One expression:1d4").await;
    bot.ok(&rook(), "/rolls save name:Two expression:1d6").await;
    // Replacing one is not a new one.
    bot.ok(&rook(), "/rolls save name:two expression:1d8").await;
    let full = bot
        .run(&rook(), "/rolls save name:Three expression:1d10")
        .await;
    assert_refused(&full, "a third roll past a limit of two");
    assert!(text(&full).contains("already keep 2"), "{}", text(&full));
    // The same bound, in the player's own language.
    let russian = Who {
        locale: "ru",
        ..rook()
    };
    let full = bot
        .run(&russian, "/rolls save name:Four expression:1d12")
        .await;
    assert_refused(&full, "past the limit, in Russian");
    assert!(text(&full).contains("уже 2 сохранённых"), "{}", text(&full));
    // The server's bound, for a moderator saving for everyone.
    bot.ok(
        &gm(),
        "/rolls save name:Fireball expression:8d6 server:true",
    )
    .await;
    let czech_gm = Who {
        locale: "cs",
        ..gm()
    };
    let full = bot
        .run(
            &czech_gm,
            "/rolls save name:Heal expression:2d8 server:true",
        )
        .await;
    assert_refused(&full, "a second server roll past a limit of one");
    assert!(
        text(&full).contains("Server už má 1 uložených"),
        "{}",
        text(&full)
    );

    let czech = Who {
        locale: "cs",
        ..tess()
    };
    let cases = [
        (
            "/rolls save name:Mine expression:1d6 server:true",
            "Hody serveru",
        ),
        ("/rolls save name:Bad expression:1d", "příliš brzy"),
        (
            "/rolls save name:abcdefghijabcdefghijabcdefghijabc expression:1d6",
            "32",
        ),
        ("/roll", "expression:"),
        ("/roll expression:1d6 saved:One", "expression:"),
        ("/roll saved:Nothing", "Nothing"),
    ];
    for (line, expected) in cases {
        let refused = bot.run(&czech, line).await;
        assert_refused(&refused, line);
        assert!(
            text(&refused).contains(expected),
            "{line}: {}",
            text(&refused)
        );
    }
    // Nothing was saved by the refusals: Tess sees only the server's one roll.
    let listed = text(&bot.ok(&tess(), "/rolls list").await);
    assert!(listed.contains("Fireball"), "{listed}");
    assert!(
        !listed.contains("Heal") && !listed.contains("Mine"),
        "{listed}"
    );
    assert_eq!(bot.stop().await, 0);
}
