//! Step 1: the shadow dealing order (rules: "Step 1").

use super::support::*;
use crate::rules::lotr_lcg::{Action, Event, Stage};

/// Anna: Orc (cost 20), Troll (35); Boris: Warg (10), Spider (30); Cyril: none.
fn engaged_table(cards: u32) -> Game {
    let mut game = Game::three_players();
    game.enemy_on("Anna", "Orc", 2, 1, 3, 20);
    game.enemy_on("Boris", "Warg", 3, 1, 4, 10);
    game.enemy_on("Anna", "Troll", 4, 2, 8, 35);
    game.enemy_on("Boris", "Spider", 2, 1, 3, 30);
    for i in 0..cards {
        game.cards(&format!("Card {i}"), blank(), 1);
    }
    game
}

#[test]
fn first_player_first_highest_engagement_cost_first_then_clockwise() {
    let mut game = engaged_table(6);
    let outcome = game.ok(HOST, start());
    assert_eq!(dealt_to(&outcome), ["Troll", "Orc", "Spider", "Warg"]);
    // The top card went to the first enemy dealt.
    let troll = game.enemy("Troll").and_then(|e| e.shadow.clone());
    assert_eq!(troll.map(|c| c.name), Some("Card 0".to_owned()));
    assert_eq!(game.table.deck.len(), 2);
    assert_eq!(
        game.stage(),
        Some(&Stage::Dealt {
            player: "Anna".into()
        })
    );
}

#[test]
fn the_order_follows_the_first_player_token() {
    let mut game = engaged_table(6);
    game.ok(HOST, Action::Refresh); // the token passes to Boris
    let outcome = game.ok(HOST, start());
    assert_eq!(dealt_to(&outcome), ["Spider", "Warg", "Troll", "Orc"]);
}

#[test]
fn ties_go_in_engagement_order_unless_the_first_player_orders_them() {
    let mut game = Game::three_players();
    game.enemy_on("Anna", "Goblin", 1, 0, 2, 15);
    game.enemy_on("Anna", "Wolf", 2, 0, 2, 15);
    game.enemy_on("Anna", "Bat", 1, 0, 1, 15);
    game.cards("Card", blank(), 5);
    let mut default = Game {
        table: game.table.clone(),
        dice: Default::default(),
    };
    assert_eq!(
        dealt_to(&default.ok(HOST, start())),
        ["Goblin", "Wolf", "Bat"]
    );

    // Only the first player (or the host) may reorder ties.
    let order = Action::StartCombat {
        order: vec!["bat".into(), "wolf".into()],
    };
    let mut by_boris = game.without_host();
    by_boris.refused(BORIS, order.clone(), "err-lotr-first-player-orders");
    assert_eq!(dealt_to(&game.ok(HOST, order)), ["Bat", "Wolf", "Goblin"]);
}

#[test]
fn reordering_cannot_beat_a_higher_engagement_cost() {
    let mut game = engaged_table(6);
    let outcome = game.ok(
        HOST,
        Action::StartCombat {
            order: vec!["Orc".into()],
        },
    );
    assert_eq!(dealt_to(&outcome), ["Troll", "Orc", "Spider", "Warg"]);
}

#[test]
fn an_empty_deck_stops_the_dealing() {
    let mut game = engaged_table(3);
    let outcome = game.ok(HOST, start());
    assert_eq!(dealt_to(&outcome), ["Troll", "Orc", "Spider"]);
    assert!(outcome.events.contains(&Event::DeckEmpty {
        without: vec!["Warg".into()]
    }));
    assert!(game.enemy("Warg").is_some_and(|e| e.shadow.is_none()));
    assert!(game.table.deck.is_empty());
}

#[test]
fn no_deck_at_all_deals_nothing_and_the_phase_still_runs() {
    let mut game = engaged_table(0);
    let outcome = game.ok(HOST, start());
    assert!(dealt_to(&outcome).is_empty());
    assert_eq!(stage_key(&game), "dealt");
}

#[test]
fn enemies_in_the_staging_area_get_no_shadow_card() {
    let mut game = engaged_table(6);
    game.ok(
        HOST,
        Action::AddEnemy {
            name: "Nazgul".into(),
            attack: 5,
            defense: 3,
            hit_points: 9,
            engagement_cost: 40,
            engage: None,
        },
    );
    let outcome = game.ok(HOST, start());
    assert!(!dealt_to(&outcome).contains(&"Nazgul".to_owned()));
}

#[test]
fn with_nothing_engaged_the_phase_ends_at_once() {
    let mut game = Game::three_players();
    game.cards("Card", blank(), 2);
    let outcome = game.ok(HOST, start());
    assert_eq!(outcome.events, [Event::NothingEngaged]);
    assert!(game.table.combat.is_none());
    assert_eq!(game.table.deck.len(), 2);
}

#[test]
fn a_second_combat_phase_cannot_start_while_one_runs() {
    let mut game = engaged_table(6);
    game.ok(HOST, start());
    game.refused(BORIS, start(), "err-lotr-combat-running");
}

#[test]
fn a_stranger_cannot_start_combat_and_ordering_names_engaged_enemies() {
    let mut game = engaged_table(6);
    game.refused(STRANGER, start(), "err-lotr-not-a-player");
    game.refused(
        HOST,
        Action::StartCombat {
            order: vec!["Balrog".into()],
        },
        "err-lotr-unknown-enemy",
    );
}
