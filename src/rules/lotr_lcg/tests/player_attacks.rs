//! Step 3: player attacks — attackers, Ranged, the damage; step 4: the discard.

use super::support::*;
use crate::rules::lotr_lcg::{Action, CharacterKind, Event, Hit, Stage};

fn keyword_hero(
    game: &mut Game,
    user: i64,
    name: &str,
    stats: (u32, u32, u32),
    ranged: bool,
    sentinel: bool,
) {
    game.ok(
        user,
        Action::AddCharacter {
            name: name.into(),
            kind: CharacterKind::Hero,
            player: None,
            attack: stats.0,
            defense: stats.1,
            hit_points: stats.2,
            ranged,
            sentinel,
        },
    );
}

/// Anna: Aragorn 3/2/5, Gimli 2/2/5, Faramir 2/2/5 Ranged; Boris: Legolas 3/1/4 Ranged,
/// Beregond 0/4/4 Sentinel, Eowyn 2/1/4. Orc 3/1/3 on Anna, Warg 2/0/2 on Boris.
/// Step 2 played (Gimli and Beregond defend); Anna's step 3 waits.
fn step_three() -> Game {
    let mut game = Game::three_players();
    game.table.host = NOBODY; // every permission counts
    game.hero(HOST, "Aragorn", 3, 2, 5);
    game.hero(HOST, "Gimli", 2, 2, 5);
    keyword_hero(&mut game, HOST, "Faramir", (2, 2, 5), true, false);
    keyword_hero(&mut game, BORIS, "Legolas", (3, 1, 4), true, false);
    keyword_hero(&mut game, BORIS, "Beregond", (0, 4, 4), false, true);
    keyword_hero(&mut game, BORIS, "Eowyn", (2, 1, 4), false, false);
    game.enemy_on("Anna", "Orc", 3, 1, 3, 20);
    game.enemy_on("Boris", "Warg", 2, 0, 2, 10);
    game.cards("Shadow A", blank(), 1);
    game.cards("Shadow B", blank(), 1);
    game.ok(HOST, start());
    game.ok(HOST, Action::Continue);
    game.ok(HOST, defend("Gimli"));
    game.ok(HOST, Action::Continue);
    game.ok(HOST, Action::Continue);
    game.ok(BORIS, defend("Beregond"));
    game.ok(BORIS, Action::Continue);
    let step = game.ok(BORIS, Action::Continue);
    assert!(step.events.contains(&Event::StepStarted {
        step: 3,
        player: "Anna".into()
    }));
    assert_eq!(
        game.stage(),
        Some(&Stage::ChooseTarget {
            player: "Anna".into()
        })
    );
    game
}

fn player_attack(outcome: &crate::rules::lotr_lcg::Outcome) -> Option<&Event> {
    outcome
        .events
        .iter()
        .find(|e| matches!(e, Event::PlayerAttack { .. }))
}

#[test]
fn attackers_exhaust_and_their_summed_attack_minus_defense_hits_the_enemy() {
    let mut game = step_three();
    game.ok(HOST, choose("Orc"));
    game.ok(HOST, attackers(&["Aragorn", "Faramir"]));
    assert!(game.character("Aragorn").is_some_and(|c| c.exhausted));
    game.ok(HOST, Action::Continue);
    let attack = game.ok(HOST, Action::Continue);
    assert_eq!(
        player_attack(&attack),
        Some(&Event::PlayerAttack {
            player: "Anna".into(),
            enemy: "Orc".into(),
            attackers: vec![("Aragorn".into(), 3), ("Faramir".into(), 2)],
            strength: 5,
            defense: 1,
            damage: 4,
            // 3 hit points: one token is lost.
            hit: Hit {
                target: "Orc".into(),
                placed: 3,
                lost: 1,
                defeated: true
            },
        })
    );
    assert!(game.enemy("Orc").is_none());
    // The Orc and its shadow card are in the encounter discard pile.
    let discard: Vec<&str> = game.table.discard.iter().map(|c| c.name.as_str()).collect();
    assert!(
        discard.contains(&"Orc") && discard.contains(&"Shadow A"),
        "{discard:?}"
    );
    // Anna has no enemy left: Boris's step 3.
    assert_eq!(
        game.stage(),
        Some(&Stage::ChooseTarget {
            player: "Boris".into()
        })
    );
}

#[test]
fn ranged_characters_join_other_players_attacks_declared_by_their_own_player() {
    let mut game = step_three();
    game.ok(HOST, choose("Orc"));
    // Eowyn is Boris's and not Ranged.
    game.refused(BORIS, attackers(&["Eowyn"]), "err-lotr-needs-ranged");
    // Anna cannot declare Boris's Legolas for him.
    game.refused(HOST, attackers(&["Legolas"]), "err-lotr-owner-declares");
    game.ok(BORIS, attackers(&["Legolas"]));
    // Boris cannot declare Anna's characters.
    game.refused(BORIS, attackers(&["Aragorn"]), "err-lotr-not-your-turn");
    game.ok(HOST, attackers(&["Aragorn"]));
    game.ok(HOST, Action::Continue);
    let attack = game.ok(HOST, Action::Continue);
    assert!(matches!(
        player_attack(&attack),
        Some(Event::PlayerAttack { strength: 6, .. })
    ));
}

#[test]
fn an_exhausted_or_already_declared_character_cannot_attack() {
    let mut game = step_three();
    game.ok(HOST, choose("Orc"));
    game.refused(HOST, attackers(&["Gimli"]), "err-lotr-exhausted"); // defended
    game.ok(HOST, attackers(&["Aragorn"]));
    game.refused(HOST, attackers(&["aragorn"]), "err-lotr-already-attacking");
    game.refused(
        HOST,
        attackers(&["Faramir", "Faramir"]),
        "err-lotr-already-attacking",
    );
}

#[test]
fn a_player_attacks_only_enemies_engaged_with_them() {
    let mut game = step_three();
    game.refused(HOST, choose("Warg"), "err-lotr-not-engaged-with");
    game.refused(HOST, attackers(&["Aragorn"]), "err-lotr-wrong-step");
}

#[test]
fn each_enemy_is_attacked_once_and_no_attackers_leaves_it_be() {
    let mut game = step_three();
    game.enemy_on("Anna", "Goblin", 1, 0, 9, 5);
    game.ok(HOST, choose("Goblin"));
    game.ok(HOST, attackers(&["Faramir"]));
    game.ok(HOST, Action::Continue);
    game.ok(HOST, Action::Continue);
    game.refused(HOST, choose("Goblin"), "err-lotr-already-struck");
    game.ok(HOST, choose("Orc"));
    game.ok(HOST, attackers(&["Aragorn"]));
    game.ok(HOST, Action::Continue);
    game.ok(HOST, Action::Continue);
    assert_eq!(game.enemy("Orc").map(|e| e.damage), Some(2));
    assert_eq!(stage_key(&game), "choose-target");
    assert_eq!(game.stage().map(Stage::player), Some("Boris"));
}

#[test]
fn passing_ends_the_players_step_and_the_last_step_discards_every_shadow() {
    let mut game = step_three();
    let passed = game.ok(HOST, Action::Continue);
    assert!(passed.events.contains(&Event::Passed {
        player: "Anna".into(),
        enemy: None
    }));
    assert_eq!(game.stage().map(Stage::player), Some("Boris"));
    game.ok(BORIS, choose("Warg"));
    game.ok(BORIS, attackers(&["Legolas"]));
    game.ok(BORIS, Action::Continue);
    let end = game.ok(BORIS, Action::Continue);
    // The Warg was defeated (its shadow left with it); the Orc's shadow is discarded now.
    assert_eq!(
        end.events.last(),
        Some(&Event::CombatEnded { discarded: 1 })
    );
    assert!(game.table.combat.is_none());
    assert!(game.table.enemies.iter().all(|e| e.shadow.is_none()));
    assert_eq!(game.table.discard.len(), 3);
    // Undefeated enemies stay engaged.
    assert_eq!(
        game.enemy("Orc").and_then(|e| e.engaged_with.clone()),
        Some("Anna".into())
    );
}

#[test]
fn a_player_nobody_can_attack_for_is_skipped() {
    let mut game = step_three();
    game.ok(
        BORIS,
        Action::SetExhausted {
            name: "Legolas".into(),
            exhausted: true,
        },
    );
    game.ok(
        BORIS,
        Action::SetExhausted {
            name: "Eowyn".into(),
            exhausted: true,
        },
    );
    game.ok(
        HOST,
        Action::SetExhausted {
            name: "Faramir".into(),
            exhausted: true,
        },
    );
    // Anna passes; Boris has no ready character and nobody ready is Ranged: step 4.
    let end = game.ok(HOST, Action::Continue);
    assert!(
        !end.events
            .iter()
            .any(|e| matches!(e, Event::StepStarted { .. }))
    );
    assert_eq!(
        end.events.last(),
        Some(&Event::CombatEnded { discarded: 2 })
    );
}

#[test]
fn enemy_defense_above_the_attack_deals_nothing() {
    let mut game = step_three();
    if let Some(orc) = game.table.enemies.iter_mut().find(|e| e.name == "Orc") {
        orc.defense = 5;
    }
    game.ok(HOST, choose("Orc"));
    game.ok(HOST, attackers(&["Aragorn"]));
    game.ok(HOST, Action::Continue);
    let attack = game.ok(HOST, Action::Continue);
    assert!(matches!(
        player_attack(&attack),
        Some(Event::PlayerAttack {
            damage: 0,
            hit: Hit {
                placed: 0,
                defeated: false,
                ..
            },
            ..
        })
    ));
    assert_eq!(game.enemy("Orc").map(|e| e.damage), Some(0));
}

#[test]
fn declaring_no_attackers_leaves_the_enemy_open_to_attack_later() {
    let mut game = step_three();
    game.ok(HOST, choose("Orc"));
    let pass = game.ok(HOST, Action::Continue);
    assert!(pass.events.contains(&Event::Passed {
        player: "Anna".into(),
        enemy: Some("Orc".into())
    }));
    assert_eq!(stage_key(&game), "choose-target");
    // The Orc has not been attacked: Anna may still attack it this phase.
    game.ok(HOST, choose("Orc"));
    game.ok(HOST, attackers(&["Aragorn"]));
    game.ok(HOST, Action::Continue);
    game.ok(HOST, Action::Continue);
    assert_eq!(game.enemy("Orc").map(|e| e.damage), Some(2));
}

#[test]
fn step_three_waits_for_actions_between_declaring_attackers_and_damage() {
    let mut game = step_three();
    game.ok(HOST, choose("Orc"));
    game.ok(HOST, attackers(&["Aragorn"]));
    let declared = game.ok(HOST, Action::Continue);
    assert!(declared.events.contains(&Event::AttackDeclared {
        player: "Anna".into(),
        enemy: "Orc".into(),
        attackers: vec!["Aragorn".into()]
    }));
    assert!(player_attack(&declared).is_none());
    assert_eq!(stage_key(&game), "attack-declared");
    // The window: no more attackers, but card effects may be played.
    game.refused(HOST, attackers(&["Faramir"]), "err-lotr-wrong-step");
    game.refused(BORIS, Action::Continue, "err-lotr-not-your-turn");
    let attack = game.ok(HOST, Action::Continue);
    assert!(matches!(
        player_attack(&attack),
        Some(Event::PlayerAttack {
            strength: 3,
            damage: 2,
            ..
        })
    ));
}
