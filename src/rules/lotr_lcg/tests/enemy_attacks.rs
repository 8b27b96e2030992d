//! Step 2: enemy attacks — choosing the enemy, the defender, the shadow, the damage.

use super::support::*;
use crate::rules::lotr_lcg::{Action, Event, Hit, Shadow, Stage};

/// Anna (host): Aragorn 3/2/5 hero, Gimli 2/2/5 hero, Guard 1/1/2 ally.
/// Boris: Beregond 0/4/4 Sentinel hero, Legolas 3/1/4 Ranged hero.
/// Enemies on Anna: Orc 3/1/3 (cost 20), Troll 5/2/8 (cost 30).
fn table_with(shadows: &[Shadow]) -> Game {
    let mut game = Game::three_players();
    game.hero(HOST, "Aragorn", 3, 2, 5);
    game.hero(HOST, "Gimli", 2, 2, 5);
    game.ally(HOST, "Guard", 1, 1, 2);
    game.ok(
        BORIS,
        Action::AddCharacter {
            name: "Beregond".into(),
            kind: crate::rules::lotr_lcg::CharacterKind::Hero,
            player: None,
            attack: 0,
            defense: 4,
            hit_points: 4,
            ranged: false,
            sentinel: true,
        },
    );
    game.ok(
        BORIS,
        Action::AddCharacter {
            name: "Legolas".into(),
            kind: crate::rules::lotr_lcg::CharacterKind::Hero,
            player: None,
            attack: 3,
            defense: 1,
            hit_points: 4,
            ranged: true,
            sentinel: false,
        },
    );
    game.enemy_on("Anna", "Orc", 3, 1, 3, 20);
    game.enemy_on("Anna", "Troll", 5, 2, 8, 30);
    for (i, shadow) in shadows.iter().enumerate() {
        game.cards(&format!("Shadow {i}"), shadow.clone(), 1);
    }
    game
}

/// Combat started and continued into Anna's step 2, Troll chosen.
fn troll_attacks(shadows: &[Shadow]) -> Game {
    let mut game = table_with(shadows);
    game.ok(HOST, start());
    game.ok(HOST, Action::Continue);
    assert_eq!(stage_key(&game), "choose-enemy");
    game.ok(HOST, choose("troll"));
    game
}

fn enemy_damage(outcome: &crate::rules::lotr_lcg::Outcome) -> Option<&Event> {
    outcome
        .events
        .iter()
        .find(|e| matches!(e, Event::EnemyDamage { .. }))
}

#[test]
fn the_defender_exhausts_and_takes_attack_minus_defense() {
    let mut game = troll_attacks(&[blank(), blank()]);
    game.ok(HOST, defend("Aragorn"));
    assert!(game.character("Aragorn").is_some_and(|c| c.exhausted));
    assert_eq!(stage_key(&game), "reveal-shadow");
    let reveal = game.ok(HOST, Action::Continue);
    assert!(
        reveal
            .events
            .iter()
            .any(|e| matches!(e, Event::ShadowRevealed { card, .. } if card == "Shadow 0"))
    );
    assert_eq!(stage_key(&game), "deal-damage");
    let damage = game.ok(HOST, Action::Continue);
    assert_eq!(
        enemy_damage(&damage),
        Some(&Event::EnemyDamage {
            enemy: "Troll".into(),
            attack: 5,
            attack_bonus: 0,
            defense: Some(2),
            extra: 0,
            damage: 3,
            hit: Some(Hit {
                target: "Aragorn".into(),
                placed: 3,
                lost: 0,
                defeated: false
            }),
        })
    );
    assert_eq!(game.character("Aragorn").map(|c| c.damage), Some(3));
    // One enemy left: it is chosen for Anna.
    assert_eq!(
        game.stage(),
        Some(&Stage::DeclareDefender {
            player: "Anna".into(),
            enemy: "Orc".into()
        })
    );
}

#[test]
fn defense_above_attack_deals_nothing() {
    let mut game = table_with(&[blank(), blank()]);
    game.ok(HOST, start());
    game.ok(HOST, Action::Continue);
    game.ok(HOST, choose("Orc"));
    game.ok(BORIS, defend("Beregond")); // 4 defense against 3 attack
    game.ok(HOST, Action::Continue);
    let damage = game.ok(HOST, Action::Continue);
    assert!(matches!(
        enemy_damage(&damage),
        Some(Event::EnemyDamage { damage: 0, .. })
    ));
    assert_eq!(game.character("Beregond").map(|c| c.damage), Some(0));
}

#[test]
fn an_exhausted_character_cannot_defend_and_there_is_one_defender_per_attack() {
    let mut game = troll_attacks(&[blank(), blank()]);
    game.ok(
        HOST,
        Action::SetExhausted {
            name: "Gimli".into(),
            exhausted: true,
        },
    );
    game.refused(HOST, defend("Gimli"), "err-lotr-exhausted");
    game.ok(HOST, defend("Aragorn"));
    game.refused(HOST, defend("Guard"), "err-lotr-one-defender");
    game.refused(BORIS, defend("Beregond"), "err-lotr-one-defender");
    game.refused(HOST, Action::Undefended, "err-lotr-one-defender");
}

#[test]
fn a_sentinel_defends_for_another_player_declared_by_its_own_player() {
    let mut game = troll_attacks(&[blank(), blank()]);
    // Legolas is not a Sentinel.
    game.refused(BORIS, defend("Legolas"), "err-lotr-not-sentinel");
    // Anna cannot declare Boris's Sentinel for him.
    let mut not_host = game.without_host();
    not_host.refused(HOST, defend("Beregond"), "err-lotr-owner-declares");
    let declared = game.ok(BORIS, defend("Beregond"));
    assert_eq!(
        declared.events,
        [Event::DefenderDeclared {
            enemy: "Troll".into(),
            defender: "Beregond".into(),
            sentinel_for: Some("Anna".into()),
        }]
    );
    // The rest of the step is still Anna's.
    game.refused(BORIS, Action::Continue, "err-lotr-not-your-turn");
    game.ok(HOST, Action::Continue);
    let damage = game.ok(HOST, Action::Continue);
    assert!(matches!(
        enemy_damage(&damage),
        Some(Event::EnemyDamage { damage: 1, .. })
    ));
}

#[test]
fn another_player_cannot_act_in_the_active_players_step() {
    let mut game = table_with(&[blank(), blank()]);
    game.table.host = NOBODY;
    game.ok(HOST, start());
    game.refused(BORIS, Action::Continue, "err-lotr-not-your-turn");
    game.ok(HOST, Action::Continue);
    game.refused(BORIS, choose("Orc"), "err-lotr-not-your-turn");
    game.ok(HOST, choose("Orc"));
    game.refused(BORIS, Action::Undefended, "err-lotr-not-your-turn");
    game.refused(BORIS, defend("Aragorn"), "err-lotr-not-your-turn");
}

/// A host who holds no seat may take any player's step here (the shared seats check, which
/// runs first, leaves them only passing a step on); a host who holds a seat plays only it.
#[test]
fn a_seatless_host_may_take_any_players_step() {
    let mut game = table_with(&[blank(), blank()]);
    game.enemy_on("Boris", "Warg", 2, 0, 2, 5);
    game.cards("Extra", blank(), 1);
    game.table.host = NOBODY;
    game.ok(BORIS, start());
    game.ok(NOBODY, Action::Continue);
    game.ok(NOBODY, choose("Orc"));
    game.ok(NOBODY, Action::Undefended);
    game.ok(NOBODY, Action::Continue);
    game.ok(NOBODY, Action::Continue);
    game.ok(
        NOBODY,
        Action::Hero {
            hero: "Gimli".into(),
        },
    );
    game.ok(NOBODY, Action::Undefended); // the Troll, chosen for Anna
    game.ok(NOBODY, Action::Continue);
    game.ok(NOBODY, Action::Continue);
    game.ok(
        NOBODY,
        Action::Hero {
            hero: "Gimli".into(),
        },
    );
    // Boris's Warg: Anna, hosting from her seat, does not declare Boris's step.
    assert_eq!(
        game.stage(),
        Some(&Stage::DeclareDefender {
            player: "Boris".into(),
            enemy: "Warg".into()
        })
    );
    let mut seated_host = game.without_host();
    seated_host.table.host = HOST;
    seated_host.refused(HOST, defend("Legolas"), "err-lotr-not-your-turn");
    game.ok(NOBODY, defend("Legolas"));
}

#[test]
fn steps_are_refused_out_of_order() {
    let mut game = table_with(&[blank(), blank()]);
    game.refused(HOST, Action::Continue, "err-lotr-no-combat");
    game.refused(HOST, defend("Aragorn"), "err-lotr-no-combat");
    game.ok(HOST, start());
    let e = game.refused(HOST, defend("Aragorn"), "err-lotr-wrong-step");
    assert!(e.to_string().contains("dealt"), "{e}");
    game.ok(HOST, Action::Continue);
    game.refused(HOST, Action::Continue, "err-lotr-wrong-step");
    game.refused(HOST, attackers(&["Aragorn"]), "err-lotr-wrong-step");
    game.refused(
        HOST,
        Action::Hero {
            hero: "Aragorn".into(),
        },
        "err-lotr-wrong-step",
    );
    game.ok(HOST, choose("Orc"));
    game.refused(HOST, Action::Continue, "err-lotr-wrong-step");
    game.refused(HOST, choose("Troll"), "err-lotr-wrong-step");
}

#[test]
fn only_an_engaged_enemy_that_has_not_attacked_can_be_chosen() {
    let mut game = table_with(&[blank(), blank(), blank()]);
    game.enemy_on("Boris", "Warg", 2, 0, 2, 5);
    game.ok(HOST, start());
    game.ok(HOST, Action::Continue);
    game.refused(HOST, choose("Warg"), "err-lotr-not-engaged-with");
    game.refused(HOST, choose("Balrog"), "err-lotr-unknown-enemy");
}

#[test]
fn undefended_damage_goes_to_one_hero_chosen_by_the_player_never_an_ally() {
    let mut game = troll_attacks(&[blank(), blank()]);
    game.ok(HOST, Action::Undefended);
    game.ok(HOST, Action::Continue);
    let choice = game.ok(HOST, Action::Continue);
    assert!(choice.events.contains(&Event::HeroChoice {
        player: "Anna".into(),
        enemy: "Troll".into(),
        heroes: vec!["Aragorn".into(), "Gimli".into()],
    }));
    assert_eq!(stage_key(&game), "choose-hero");
    game.refused(
        HOST,
        Action::Hero {
            hero: "Guard".into(),
        },
        "err-lotr-not-a-hero-of",
    );
    game.refused(
        HOST,
        Action::Hero {
            hero: "Legolas".into(),
        },
        "err-lotr-not-a-hero-of",
    );
    // With heroes left, continue does not skip the choice.
    game.refused(HOST, Action::Continue, "err-lotr-wrong-step");
    let damage = game.ok(
        HOST,
        Action::Hero {
            hero: "gimli".into(),
        },
    );
    // Defense does not reduce it: the full 5 on Gimli, who has 5 hit points.
    assert!(matches!(
        enemy_damage(&damage),
        Some(Event::EnemyDamage {
            defense: None,
            damage: 5,
            hit: Some(Hit { defeated: true, .. }),
            ..
        })
    ));
    assert!(game.character("Gimli").is_none());
    assert!(damage.events.contains(&Event::Defeated {
        name: "Gimli".into(),
        player: Some("Anna".into())
    }));
}

#[test]
fn with_a_single_hero_undefended_damage_lands_on_it_without_asking() {
    let mut game = troll_attacks(&[blank(), blank()]);
    game.ok(
        HOST,
        Action::Remove {
            name: "Gimli".into(),
        },
    );
    game.ok(HOST, Action::Undefended);
    game.ok(HOST, Action::Continue);
    let damage = game.ok(HOST, Action::Continue);
    assert!(matches!(
        enemy_damage(&damage),
        Some(Event::EnemyDamage { hit: Some(Hit { target, placed: 5, lost: 0, defeated: true }), .. }) if target == "Aragorn"
    ));
}

#[test]
fn excess_damage_is_lost_and_nothing_carries_over() {
    let mut game = troll_attacks(&[blank(), blank()]);
    game.ok(HOST, defend("Guard")); // 5 − 1 = 4 on 2 hit points
    game.ok(HOST, Action::Continue);
    let damage = game.ok(HOST, Action::Continue);
    assert!(matches!(
        enemy_damage(&damage),
        Some(Event::EnemyDamage {
            damage: 4,
            hit: Some(Hit {
                placed: 2,
                lost: 2,
                defeated: true,
                ..
            }),
            ..
        })
    ));
    assert!(game.character("Guard").is_none());
    assert_eq!(game.character("Aragorn").map(|c| c.damage), Some(0));
    assert_eq!(game.character("Gimli").map(|c| c.damage), Some(0));
}

#[test]
fn shadow_attack_bonus_and_defense_penalty_apply_to_this_attack() {
    let shadow = Shadow {
        attack: 1,
        defense: 1,
        ..Shadow::default()
    };
    let mut game = troll_attacks(&[shadow, blank()]);
    game.ok(HOST, defend("Aragorn"));
    game.ok(HOST, Action::Continue);
    let damage = game.ok(HOST, Action::Continue);
    // (5 + 1) − (2 − 1) = 5 on Aragorn's 5 hit points.
    assert!(matches!(
        enemy_damage(&damage),
        Some(Event::EnemyDamage {
            attack: 5,
            attack_bonus: 1,
            defense: Some(1),
            damage: 5,
            ..
        })
    ));
    assert!(game.character("Aragorn").is_none());
    // The Troll keeps its printed attack.
    assert_eq!(game.enemy("Troll").map(|e| e.attack), Some(5));
}

#[test]
fn a_shadow_can_make_the_attack_undefended_and_the_defender_stays_exhausted() {
    let shadow = Shadow {
        undefended: true,
        ..Shadow::default()
    };
    let mut game = troll_attacks(&[shadow, blank()]);
    game.ok(BORIS, defend("Beregond"));
    let reveal = game.ok(HOST, Action::Continue);
    assert!(reveal.events.contains(&Event::ShadowUndefended {
        enemy: "Troll".into(),
        defender: "Beregond".into()
    }));
    assert!(game.character("Beregond").is_some_and(|c| c.exhausted));
    game.ok(HOST, Action::Continue);
    game.ok(
        HOST,
        Action::Hero {
            hero: "Aragorn".into(),
        },
    );
    // All 5 on Aragorn, no defense: his 5 hit points are gone.
    assert!(game.character("Aragorn").is_none());
    assert_eq!(game.character("Beregond").map(|c| c.damage), Some(0));
}

#[test]
fn extra_damage_from_the_shadow_lands_on_the_defender() {
    let shadow = Shadow {
        damage: 2,
        text: Some("Defending character takes 2 extra damage.".into()),
        ..Shadow::default()
    };
    let mut game = troll_attacks(&[shadow, blank()]);
    game.ok(BORIS, defend("Beregond"));
    let reveal = game.ok(HOST, Action::Continue);
    assert!(
        reveal
            .events
            .iter()
            .any(|e| matches!(e, Event::ShadowRevealed { shadow, .. } if shadow.text.is_some()))
    );
    let damage = game.ok(HOST, Action::Continue);
    // (5 − 4) + 2 = 3.
    assert!(matches!(
        enemy_damage(&damage),
        Some(Event::EnemyDamage {
            extra: 2,
            damage: 3,
            ..
        })
    ));
}

#[test]
fn an_enemy_without_a_shadow_card_attacks_as_printed() {
    let mut game = troll_attacks(&[blank()]); // Orc gets no card
    game.ok(HOST, defend("Aragorn"));
    game.ok(HOST, Action::Continue);
    game.ok(HOST, Action::Continue);
    game.ok(HOST, defend("Gimli")); // the Orc
    let reveal = game.ok(HOST, Action::Continue);
    assert_eq!(
        reveal.events,
        [Event::NoShadow {
            enemy: "Orc".into()
        }]
    );
}

#[test]
fn a_defender_destroyed_before_damage_makes_the_attack_undefended() {
    let mut game = troll_attacks(&[blank(), blank()]);
    game.ok(HOST, defend("Guard"));
    game.ok(HOST, Action::Continue);
    // An event destroys the Guard before damage.
    game.ok(
        BORIS,
        Action::Damage {
            target: "Guard".into(),
            amount: 2,
        },
    );
    let gone = game.ok(HOST, Action::Continue);
    assert!(gone.events.contains(&Event::DefenderGone {
        enemy: "Troll".into(),
        defender: "Guard".into()
    }));
    assert_eq!(stage_key(&game), "choose-hero");
    game.ok(
        HOST,
        Action::Hero {
            hero: "Gimli".into(),
        },
    );
    assert!(game.character("Gimli").is_none());
    assert_eq!(game.character("Aragorn").map(|c| c.damage), Some(0));
}

#[test]
fn an_enemy_defeated_before_damage_makes_no_attack() {
    let mut game = troll_attacks(&[blank(), blank()]);
    game.ok(HOST, defend("Aragorn"));
    let killed = game.ok(
        HOST,
        Action::Damage {
            target: "Troll".into(),
            amount: 8,
        },
    );
    assert!(killed.events.contains(&Event::AttackCancelled {
        enemy: "Troll".into()
    }));
    // Its shadow card went to the discard pile with it.
    assert!(game.table.discard.iter().any(|c| c.name == "Shadow 0"));
    assert!(game.table.discard.iter().any(|c| c.name == "Troll"));
    assert_eq!(
        game.stage(),
        Some(&Stage::DeclareDefender {
            player: "Anna".into(),
            enemy: "Orc".into()
        })
    );
    assert_eq!(game.character("Aragorn").map(|c| c.damage), Some(0));
}

#[test]
fn undefended_with_no_hero_left_the_damage_falls_on_no_one() {
    let mut game = troll_attacks(&[blank(), blank()]);
    game.ok(
        HOST,
        Action::Remove {
            name: "Gimli".into(),
        },
    );
    game.ok(
        HOST,
        Action::Remove {
            name: "Aragorn".into(),
        },
    );
    game.ok(HOST, Action::Undefended);
    game.ok(HOST, Action::Continue);
    let damage = game.ok(HOST, Action::Continue);
    assert!(matches!(
        enemy_damage(&damage),
        Some(Event::EnemyDamage { hit: None, .. })
    ));
    assert_eq!(game.character("Guard").map(|c| c.damage), Some(0));
}

#[test]
fn a_discard_defender_shadow_discards_the_defender_and_the_attack_is_undefended() {
    let shadow = Shadow {
        discard_defender: true,
        ..Shadow::default()
    };
    let mut game = troll_attacks(&[shadow, blank()]);
    game.ok(HOST, defend("Gimli"));
    let reveal = game.ok(HOST, Action::Continue);
    assert!(reveal.events.contains(&Event::ShadowDiscardedDefender {
        enemy: "Troll".into(),
        defender: "Gimli".into()
    }));
    assert!(game.character("Gimli").is_none(), "the defender left play");
    // Undefended: all 5 on Aragorn, Anna's only hero left, no defense.
    let damage = game.ok(HOST, Action::Continue);
    assert!(matches!(
        enemy_damage(&damage),
        Some(Event::EnemyDamage { defense: None, .. })
    ));
    assert!(game.character("Aragorn").is_none());
}
