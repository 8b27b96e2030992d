//! The phase as a whole: who goes when, and what happens when players or enemies leave
//! mid-phase.

use super::support::*;
use crate::rules::lotr_lcg::{Action, Event, Stage};

/// Anna: Aragorn; Boris: none engaged; Cyril: Gimli. Orc on Anna, Warg on Cyril.
fn two_fights() -> Game {
    let mut game = Game::three_players();
    game.hero(HOST, "Aragorn", 3, 2, 5);
    game.hero(BORIS, "Legolas", 3, 1, 4);
    game.hero(CYRIL, "Gimli", 2, 2, 5);
    game.enemy_on("Anna", "Orc", 2, 1, 3, 20);
    game.enemy_on("Cyril", "Warg", 3, 0, 2, 25);
    game.cards("Shadow", blank(), 2);
    game
}

fn steps(outcome: &crate::rules::lotr_lcg::Outcome) -> Vec<(u8, String)> {
    outcome
        .events
        .iter()
        .filter_map(|e| match e {
            Event::StepStarted { step, player } => Some((*step, player.clone())),
            _ => None,
        })
        .collect()
}

#[test]
fn players_without_engaged_enemies_are_skipped_in_both_steps() {
    let mut game = two_fights();
    game.ok(HOST, start());
    let first = game.ok(HOST, Action::Continue);
    assert_eq!(steps(&first), [(2, "Anna".to_owned())]);
    game.ok(HOST, defend("Aragorn"));
    game.ok(HOST, Action::Continue);
    let next = game.ok(HOST, Action::Continue);
    assert_eq!(steps(&next), [(2, "Cyril".to_owned())]);
    game.ok(CYRIL, defend("Gimli"));
    game.ok(CYRIL, Action::Continue);
    let third = game.ok(CYRIL, Action::Continue);
    // Aragorn and Gimli defended and are exhausted, Legolas is not Ranged: nobody can
    // attack for Anna or Cyril, so step 3 is skipped and the phase ends.
    assert!(steps(&third).is_empty());
    assert!(game.table.combat.is_none());
}

#[test]
fn an_eliminated_active_player_hands_the_step_on() {
    let mut game = two_fights();
    game.ok(HOST, start());
    game.ok(HOST, Action::Continue);
    assert_eq!(game.stage().map(Stage::player), Some("Anna"));
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
    // The Orc went back to staging with its shadow discarded; Cyril's Warg attacks now.
    assert_eq!(
        game.stage(),
        Some(&Stage::DeclareDefender {
            player: "Cyril".into(),
            enemy: "Warg".into()
        })
    );
    assert_eq!(game.table.discard.len(), 1);
}

#[test]
fn the_whole_phase_walks_every_step_in_order() {
    let mut game = two_fights();
    let mut keys = vec![];
    game.ok(HOST, start());
    keys.push(stage_key(&game));
    let script = [
        (HOST, Action::Continue),
        (HOST, Action::Undefended),
        (HOST, Action::Continue),
        (HOST, Action::Continue),
        (CYRIL, defend("Gimli")),
        (CYRIL, Action::Continue),
        (CYRIL, Action::Continue),
        (HOST, choose("Orc")),
        (HOST, attackers(&["Aragorn"])),
        (HOST, Action::Continue),
        (HOST, Action::Continue),
    ];
    for (user, action) in script {
        game.ok(user, action);
        keys.push(stage_key(&game));
    }
    assert_eq!(
        keys,
        [
            "dealt",
            "declare-defender",
            "reveal-shadow",
            "deal-damage",
            "declare-defender",
            "reveal-shadow",
            "deal-damage",
            "choose-target",
            "declare-attackers",
            "declare-attackers",
            "attack-declared",
            "none",
        ]
    );
    // Undefended: the Orc's 2 on Aragorn, the only hero; Aragorn's 3 − 1 on the Orc.
    assert_eq!(game.character("Aragorn").map(|c| c.damage), Some(2));
    assert_eq!(game.enemy("Orc").map(|e| e.damage), Some(2));
    // Cyril had nobody ready and nobody Ranged: no step 3 for him.
    assert!(game.table.combat.is_none());
}
