//! The games a server plays (`/games`): what a server first seen plays, who may change the
//! choice, a game refused where it is not picked, and a game that cannot be dropped while
//! it runs. The same suite on SQLite and PostgreSQL.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use common::{Table, TestDb, unique_id};
use narrator::dice::SeededDice;
use narrator::rules::Ruleset;
use narrator::table::DiceSource;

fn seeded() -> DiceSource {
    DiceSource::shared(SeededDice::from_seed(5))
}

fn listed(reply: &serde_json::Value) -> String {
    reply["text"].as_str().unwrap_or_default().to_owned()
}

on_both_backends!(
    a_server_first_seen_plays_flail_and_every_game_it_keeps_state_of,
    |db: TestDb| async move {
        // Before games were chosen per server, this server ran Mage Wars and LotR fights.
        let guild = unique_id();
        let arena = Table::with_ids(&db, seeded(), guild, unique_id()).await;
        arena.ok("/encounter start ruleset:mage-wars").await;
        let lcg = Table::with_ids(&db, seeded(), guild, unique_id()).await;
        lcg.ok("/encounter start ruleset:lotr-lcg").await;
        let games = arena.service.first_seen(guild).await.unwrap();
        assert_eq!(
            games,
            vec![Ruleset::Flail, Ruleset::MageWars, Ruleset::LotrLcg]
        );
        // Decided once: ending those fights does not drop the games again.
        arena.ok("/encounter end").await;
        lcg.ok("/encounter end").await;
        assert_eq!(arena.service.first_seen(guild).await.unwrap(), games);

        // A new server plays FLAIL alone, and a Mage Wars fight there is refused.
        let fresh = Table::with_ids(&db, seeded(), unique_id(), unique_id()).await;
        let guild = fresh.options.guild;
        assert_eq!(
            fresh.service.first_seen(guild).await.unwrap(),
            vec![Ruleset::Flail]
        );
        fresh
            .refuses_all(&[("/encounter start ruleset:mage-wars", "err-game-not-picked")])
            .await;
        fresh.ok("/encounter start").await;
    }
);

on_both_backends!(
    moderators_change_the_games_and_a_running_game_stays,
    |db: TestDb| async move {
        let table = Table::new(&db, seeded()).await;
        let guild = table.options.guild;
        table.service.first_seen(guild).await.unwrap();
        // Everyone may see the list; only moderators change it.
        assert!(listed(&table.ok("@tess /games").await).contains("FLAIL"));
        table
            .refused("@tess /games pick:flail,mage-wars", "err-games-moderator")
            .await;
        assert_eq!(
            table.service.server_games(guild).await.unwrap(),
            vec![Ruleset::Flail]
        );
        table
            .refused("/games pick:chess", "err-option-choice")
            .await;

        table.ok("/games pick:flail,mage-wars").await;
        table.ok("/encounter start ruleset:mage-wars").await;
        // Mage Wars runs in this channel: dropping it is refused, naming the channel.
        let refused = table.refused("/games pick:flail", "err-game-in-use").await;
        let channel = format!("<#{}>", table.options.channel);
        assert!(
            refused["error"]
                .as_str()
                .unwrap_or_default()
                .contains(&channel),
            "{refused}"
        );
        assert_eq!(
            table.service.server_games(guild).await.unwrap(),
            vec![Ruleset::Flail, Ruleset::MageWars],
            "a refused change changes nothing"
        );
        // Once the fight is over, it may go; the change survives a restart.
        table.ok("/encounter end").await;
        table.ok("/games pick:flail").await;
        let restarted = Table::with_ids(&db, seeded(), guild, unique_id()).await;
        assert_eq!(
            restarted.service.server_games(guild).await.unwrap(),
            vec![Ruleset::Flail]
        );
        restarted
            .refused("/encounter start ruleset:mage-wars", "err-game-not-picked")
            .await;
    }
);
