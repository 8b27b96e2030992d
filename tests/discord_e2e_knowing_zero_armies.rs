//! «Познание нуля»'s saved armies through the real bot against the fake Discord: the
//! `/zero army` group registered, an army saved (privately) in one battle, listed only to
//! its player, offered by autocomplete, entered whole into the next battle in public, and a
//! refusal that only its asker sees.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use e2e_bot::*;

const START: &str =
    r#"/encounter start ruleset:knowing-zero extra:"attacker:<@101> defender:<@102>""#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_army_is_saved_listed_and_entered_again() {
    let bot = Bot::start_for(&["flail", "knowing-zero"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    bot.ok(&host, START).await;
    // Rook's Knight with its Lance rides his Wolf; Tess's Tower stands against them.
    for (who, line) in [
        (
            &rook,
            "/zero card name:Wolf kind:animal attack:2 life:4 strikes:2",
        ),
        (
            &rook,
            "/zero card name:Knight kind:character attack:3 life:4 armor:1",
        ),
        (&rook, "/zero item card:Knight name:Lance attack:2"),
        (&rook, "/zero ride rider:Knight animal:Wolf"),
        (&tess, "/zero card name:Tower kind:machine attack:1 life:12"),
    ] {
        assert!(!ephemeral(&bot.ok(who, line).await), "{line}: public");
    }
    let saved = bot.ok(&rook, "/zero army save name:Vanguard").await;
    assert!(
        ephemeral(&saved),
        "a save is its player's: {}",
        text(&saved)
    );
    assert!(text(&saved).contains("Vanguard"), "{}", text(&saved));

    // The list: private, with each army's cards.
    let listed = bot.ok(&rook, "/zero army list").await;
    assert!(ephemeral(&listed), "{}", text(&listed));
    assert!(text(&listed).contains("Vanguard"), "{}", text(&listed));
    assert!(text(&listed).contains("2 cards"), "{}", text(&listed));
    let theirs = bot.ok(&tess, "/zero army list").await;
    assert!(ephemeral(&theirs));
    assert!(!text(&theirs).contains("Vanguard"), "{}", text(&theirs));

    // A refusal (Tess keeps no such army) only its asker sees.
    let refused = bot.run(&tess, "/zero army load name:Vanguard").await;
    assert_refused(&refused, "loading an army one never saved");

    bot.ok(&host, "/encounter end").await;
    bot.ok(&host, START).await;
    // Autocomplete offers one's own saved armies.
    let interaction = bot.interaction_for(&rook, "/zero army load name:Van", Some(("name", "Van")));
    let offered = bot.fake.interact(interaction).await;
    assert_eq!(choices(&offered), ["Vanguard"]);
    let interaction = bot.interaction_for(&tess, "/zero army load name:V", Some(("name", "V")));
    assert!(choices(&bot.fake.interact(interaction).await).is_empty());

    let loaded = bot.ok(&rook, "/zero army load name:Vanguard").await;
    assert!(!ephemeral(&loaded), "entering an army is public");
    let shown = text(&loaded);
    assert!(shown.contains("Vanguard"), "{shown}");
    assert!(shown.contains("Lance"), "{shown}");
    assert!(shown.contains("rides"), "{shown}");

    // Entered twice: the first card already in play refuses it all, privately.
    let again = bot.run(&rook, "/zero army load name:Vanguard").await;
    assert_refused(&again, "an army whose cards are in play");
    assert!(text(&again).contains("Wolf"), "{}", text(&again));
    assert_eq!(bot.stop().await, 0);
}
