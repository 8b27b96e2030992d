//! Shuffling the encounter deck with the injected dice.

use super::support::*;
use crate::dice::{RiggedDice, SeededDice};
use crate::rules::lotr_lcg::{Action, Actor, Event, Table, apply};

fn names(cards: &[crate::rules::lotr_lcg::Card]) -> Vec<&str> {
    cards.iter().map(|c| c.name.as_str()).collect()
}

#[test]
fn fisher_yates_takes_one_die_per_card_but_the_last() {
    let mut game = Game::three_players();
    for name in ["A", "B", "C"] {
        game.cards(name, blank(), 1);
    }
    game.dice = RiggedDice::new([1, 1]);
    let out = game.ok(BORIS, Action::Shuffle { discard: false });
    // i = 2: d3 shows 1 → swap 2 and 0; i = 1: d2 shows 1 → swap 1 and 0.
    assert_eq!(names(&game.table.deck), ["B", "C", "A"]);
    assert_eq!(
        out.events,
        [Event::Shuffled {
            cards: 3,
            from_discard: 0
        }]
    );
    assert_eq!(game.dice.remaining(), 0);
}

#[test]
fn the_discard_pile_can_be_shuffled_back_in() {
    let mut game = Game::three_players();
    game.cards("A", blank(), 1);
    game.enemy_on("Anna", "Orc", 1, 0, 1, 10);
    game.ok(
        HOST,
        Action::Damage {
            target: "Orc".into(),
            amount: 1,
        },
    );
    assert_eq!(game.table.discard.len(), 1);
    game.dice = RiggedDice::new([2]);
    let out = game.ok(HOST, Action::Shuffle { discard: true });
    assert_eq!(
        out.events,
        [Event::Shuffled {
            cards: 2,
            from_discard: 1
        }]
    );
    assert!(game.table.discard.is_empty());
    assert_eq!(names(&game.table.deck), ["A", "Orc"]);
}

#[test]
fn a_shuffle_that_runs_out_of_rigged_dice_changes_nothing() {
    let mut game = Game::three_players();
    for name in ["A", "B", "C"] {
        game.cards(name, blank(), 1);
    }
    game.dice = RiggedDice::new([1]);
    let before = game.table.clone();
    assert!(game.act(HOST, Action::Shuffle { discard: false }).is_err());
    assert_eq!(game.table, before);
}

/// Each card ends in each position equally often (chi-square, 3 degrees of freedom,
/// critical value 16.27 at p = 0.001).
#[test]
fn every_position_is_equally_likely() {
    let mut table = Table::new(HOST);
    let actor = Actor {
        user: HOST,
        moderator: false,
        name: String::new(),
    };
    let mut dice = SeededDice::from_seed(7);
    let setup = [
        player("Anna"),
        Action::AddCards {
            name: "Top".into(),
            shadow: blank(),
            count: 1,
        },
        Action::AddCards {
            name: "Other".into(),
            shadow: blank(),
            count: 3,
        },
    ];
    for action in setup {
        assert!(apply(&mut table, &actor, &action, &mut dice).is_ok());
    }
    let rounds = 8_000;
    let mut seen = [0u32; 4];
    for _ in 0..rounds {
        let mut shuffled = table.clone();
        let result = apply(
            &mut shuffled,
            &actor,
            &Action::Shuffle { discard: false },
            &mut dice,
        );
        assert!(result.is_ok());
        if let Some(at) = shuffled.deck.iter().position(|c| c.name == "Top") {
            seen[at] += 1;
        }
    }
    let expected = f64::from(rounds) / 4.0;
    let chi: f64 = seen
        .iter()
        .map(|&n| (f64::from(n) - expected).powi(2) / expected)
        .sum();
    assert!(chi < 16.27, "positions {seen:?}, chi-square {chi}");
}
