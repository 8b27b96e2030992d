//! Seats, characters, enemies, cards, threat, the refresh phase and card effects.

use super::support::*;
use crate::rules::lotr_lcg::{Action, CharacterKind, Event, Shadow, limits};

#[test]
fn seats_go_clockwise_and_the_first_seat_holds_the_token_unless_another_takes_it() {
    let mut game = Game::three_players();
    let names: Vec<&str> = game.table.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Anna", "Boris", "Cyril"]);
    assert_eq!(game.table.first_player_name(), Some("Anna"));
    let seated = game.ok(
        STRANGER,
        Action::AddPlayer {
            name: "Dora".into(),
            threat: 30,
            first: true,
        },
    );
    assert_eq!(
        seated.events,
        [Event::PlayerSeated {
            player: "Dora".into(),
            seat: 4,
            threat: 30,
            first: true
        }]
    );
    assert_eq!(game.table.first_player_name(), Some("Dora"));
    assert_eq!(game.table.players[3].threat, 30);
    game.refused(STRANGER, player("Emil"), "err-lotr-too-many");
}

#[test]
fn names_are_unique_across_players_characters_and_enemies() {
    let mut game = Game::three_players();
    game.hero(HOST, "Aragorn", 3, 2, 5);
    game.refused(BORIS, player("anna"), "err-lotr-name-taken");
    game.refused(
        BORIS,
        character("ARAGORN", CharacterKind::Ally, 1, 1, 1),
        "err-lotr-name-taken",
    );
    game.refused(
        HOST,
        Action::AddEnemy {
            name: "Boris".into(),
            attack: 1,
            defense: 1,
            hit_points: 1,
            engagement_cost: 1,
            engage: None,
        },
        "err-lotr-name-taken",
    );
    game.refused(
        HOST,
        character("", CharacterKind::Hero, 1, 1, 1),
        "err-name-empty",
    );
    game.refused(
        HOST,
        character(&"x".repeat(33), CharacterKind::Hero, 1, 1, 1),
        "err-name-too-long",
    );
    game.refused(
        HOST,
        character("A, B", CharacterKind::Hero, 1, 1, 1),
        "err-name-comma",
    );
}

#[test]
fn characters_go_to_the_callers_seat_or_a_named_one_they_play() {
    let mut game = Game::three_players();
    game.refused(
        STRANGER,
        character("Nobody", CharacterKind::Hero, 1, 1, 1),
        "err-lotr-no-seat",
    );
    game.hero(BORIS, "Legolas", 3, 1, 4);
    assert_eq!(
        game.character("Legolas").map(|c| c.player.as_str()),
        Some("Boris")
    );
    let for_cyril = Action::AddCharacter {
        name: "Gandalf".into(),
        kind: CharacterKind::Ally,
        player: Some("cyril".into()),
        attack: 4,
        defense: 4,
        hit_points: 4,
        ranged: false,
        sentinel: false,
    };
    game.refused(BORIS, for_cyril.clone(), "err-lotr-not-your-turn");
    // Anna hosts from a seat: she plays only hers. A host who holds no seat seats for anyone.
    game.refused(HOST, for_cyril.clone(), "err-lotr-not-your-turn");
    game.table.host = NOBODY;
    game.ok(NOBODY, for_cyril);
    assert_eq!(
        game.character("Gandalf").map(|c| c.player.as_str()),
        Some("Cyril")
    );
    // One user playing two seats names the seat.
    game.ok(BORIS, player("Boris Two"));
    game.refused(
        BORIS,
        character("Gimli", CharacterKind::Hero, 2, 2, 5),
        "err-lotr-which-seat",
    );
}

#[test]
fn stats_are_bounded() {
    let mut game = Game::three_players();
    game.refused(
        HOST,
        character("Zero", CharacterKind::Hero, 1, 1, 0),
        "err-lotr-stat-range",
    );
    game.refused(
        HOST,
        character("Huge", CharacterKind::Hero, limits::MAX_STAT + 1, 1, 1),
        "err-lotr-stat-range",
    );
    game.refused(
        HOST,
        Action::Threat {
            player: None,
            value: limits::MAX_THREAT + 1,
        },
        "err-lotr-stat-range",
    );
}

#[test]
fn strangers_cannot_touch_the_table_but_any_player_can_add_enemies_and_cards() {
    let mut game = Game::three_players();
    let enemy = Action::AddEnemy {
        name: "Orc".into(),
        attack: 2,
        defense: 1,
        hit_points: 3,
        engagement_cost: 20,
        engage: None,
    };
    game.refused(STRANGER, enemy.clone(), "err-lotr-not-a-player");
    game.ok(CYRIL, enemy);
    let cards = Action::AddCards {
        name: "Driven by Shadow".into(),
        shadow: Shadow::default(),
        count: 2,
    };
    game.refused(STRANGER, cards.clone(), "err-lotr-not-a-player");
    game.ok(BORIS, cards);
    assert_eq!(game.table.deck.len(), 2);
    game.refused(STRANGER, Action::End, "err-lotr-host-only");
    game.refused(BORIS, Action::End, "err-lotr-host-only");
    assert_eq!(game.ok(HOST, Action::End).events, [Event::Ended]);
}

#[test]
fn the_deck_and_its_cards_are_bounded() {
    let mut game = Game::three_players();
    let many = |count| Action::AddCards {
        name: "Card".into(),
        shadow: Shadow::default(),
        count,
    };
    game.refused(HOST, many(0), "err-lotr-card-count");
    game.refused(HOST, many(limits::CARDS_PER_ADD + 1), "err-lotr-card-count");
    for _ in 0..limits::DECK / limits::CARDS_PER_ADD as usize {
        game.ok(HOST, many(limits::CARDS_PER_ADD));
    }
    game.refused(HOST, many(1), "err-lotr-too-many");
    let mut game = Game::three_players();
    let long_text = Action::AddCards {
        name: "Card".into(),
        shadow: Shadow {
            text: Some("x".repeat(limits::TEXT_CHARS + 1)),
            ..Shadow::default()
        },
        count: 1,
    };
    game.refused(HOST, long_text, "err-lotr-text-length");
}

#[test]
fn engaging_records_the_order_and_refuses_eliminated_players() {
    let mut game = Game::three_players();
    for name in ["Orc", "Warg"] {
        game.ok(
            HOST,
            Action::AddEnemy {
                name: name.into(),
                attack: 2,
                defense: 1,
                hit_points: 3,
                engagement_cost: 20,
                engage: None,
            },
        );
    }
    game.ok(
        BORIS,
        Action::Engage {
            enemy: "warg".into(),
            player: None,
        },
    );
    game.ok(
        HOST,
        Action::Engage {
            enemy: "Orc".into(),
            player: Some("Boris".into()),
        },
    );
    let warg = game.enemy("Warg").map(|e| e.engaged_order);
    let orc = game.enemy("Orc").map(|e| e.engaged_order);
    assert!(warg < orc);
    game.ok(
        CYRIL,
        Action::Threat {
            player: None,
            value: 50,
        },
    );
    game.refused(
        HOST,
        Action::Engage {
            enemy: "Orc".into(),
            player: Some("Cyril".into()),
        },
        "err-lotr-eliminated",
    );
}

#[test]
fn threat_fifty_eliminates_the_player_and_their_cards_leave_play() {
    let mut game = Game::three_players();
    game.hero(HOST, "Aragorn", 3, 2, 5);
    game.enemy_on("Anna", "Orc", 2, 1, 3, 20);
    game.refused(
        BORIS,
        Action::Threat {
            player: Some("Anna".into()),
            value: 50,
        },
        "err-lotr-not-your-turn",
    );
    let out = game.ok(
        HOST,
        Action::Threat {
            player: None,
            value: 50,
        },
    );
    assert!(out.events.contains(&Event::Eliminated {
        player: "Anna".into()
    }));
    assert!(game.character("Aragorn").is_none());
    assert_eq!(game.enemy("Orc").and_then(|e| e.engaged_with.clone()), None);
    // The token passes on.
    assert_eq!(game.table.first_player_name(), Some("Boris"));
    game.ok(
        BORIS,
        Action::Threat {
            player: None,
            value: 51,
        },
    );
    let last = game.ok(
        CYRIL,
        Action::Threat {
            player: None,
            value: 50,
        },
    );
    assert!(last.events.contains(&Event::AllEliminated));
}

#[test]
fn refresh_readies_raises_threat_and_passes_the_token_clockwise() {
    let mut game = Game::three_players();
    game.hero(HOST, "Aragorn", 3, 2, 5);
    game.ok(
        HOST,
        Action::SetExhausted {
            name: "Aragorn".into(),
            exhausted: true,
        },
    );
    let out = game.ok(BORIS, Action::Refresh);
    assert!(out.events.contains(&Event::Refreshed {
        round: 2,
        first_player: "Boris".into(),
        readied: 1
    }));
    assert!(game.character("Aragorn").is_some_and(|c| !c.exhausted));
    assert!(game.table.players.iter().all(|p| p.threat == 29));
    game.ok(BORIS, Action::Refresh);
    game.ok(BORIS, Action::Refresh);
    assert_eq!(game.table.first_player_name(), Some("Anna"));
    // Threat 49 + 1 eliminates.
    game.ok(
        CYRIL,
        Action::Threat {
            player: None,
            value: 49,
        },
    );
    let out = game.ok(HOST, Action::Refresh);
    assert!(out.events.contains(&Event::Eliminated {
        player: "Cyril".into()
    }));
}

#[test]
fn setup_that_would_upset_a_running_phase_is_refused() {
    let mut game = Game::three_players();
    game.hero(HOST, "Aragorn", 3, 2, 5);
    game.enemy_on("Anna", "Orc", 2, 1, 3, 20);
    game.ok(HOST, start());
    game.refused(HOST, Action::Refresh, "err-lotr-combat-running");
    game.refused(
        HOST,
        Action::Shuffle { discard: false },
        "err-lotr-combat-running",
    );
    game.refused(STRANGER, player("Dora"), "err-lotr-combat-running");
}

#[test]
fn damage_heal_remove_and_readying_are_card_effects_players_apply() {
    let mut game = Game::three_players();
    game.hero(HOST, "Aragorn", 3, 2, 5);
    game.enemy_on("Anna", "Orc", 2, 1, 3, 20);
    let hit = game.ok(
        BORIS,
        Action::Damage {
            target: "aragorn".into(),
            amount: 2,
        },
    );
    assert!(matches!(
        &hit.events[..],
        [Event::Damaged { amount: 2, .. }]
    ));
    let healed = game.ok(
        BORIS,
        Action::Heal {
            target: "Aragorn".into(),
            amount: 5,
        },
    );
    assert_eq!(
        healed.events,
        [Event::Healed {
            target: "Aragorn".into(),
            amount: 2
        }]
    );
    game.refused(
        BORIS,
        Action::Damage {
            target: "Nobody".into(),
            amount: 1,
        },
        "err-lotr-unknown-name",
    );
    game.refused(
        BORIS,
        Action::Damage {
            target: "Orc".into(),
            amount: 0,
        },
        "err-lotr-amount",
    );
    // Only Aragorn's player readies or exhausts him.
    game.refused(
        BORIS,
        Action::SetExhausted {
            name: "Aragorn".into(),
            exhausted: true,
        },
        "err-lotr-not-your-turn",
    );
    let killed = game.ok(
        CYRIL,
        Action::Damage {
            target: "Orc".into(),
            amount: 9,
        },
    );
    assert!(killed.events.contains(&Event::Defeated {
        name: "Orc".into(),
        player: None
    }));
    assert_eq!(game.table.discard.len(), 1);
    game.refused(
        BORIS,
        Action::Remove {
            name: "Aragorn".into(),
        },
        "err-lotr-not-your-turn",
    );
    game.ok(
        HOST,
        Action::Remove {
            name: "Aragorn".into(),
        },
    );
    assert!(game.table.characters.is_empty());
}
