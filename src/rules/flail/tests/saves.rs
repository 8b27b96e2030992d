//! `/save` (rules: "Saves"): roll-under d20, advantage sources, Hurt, opposed saves.

use super::support::*;
use crate::dice::Keep;
use crate::rules::flail::action::Action;
use crate::rules::flail::model::*;
use crate::rules::flail::outcome::Detail;
use crate::rules::flail::{Actor, Event, Outcome, ResultKind, RollOutcome, World};

/// Rook (Alice's, DEX 9) and Tess (Bob's, DEX 12); an encounter run by the GM with a
/// knight (Saves 11).
fn world() -> World {
    let mut world = empty_world();
    world.characters.push(character(
        7,
        ALICE,
        "Rook",
        Class::Warrior,
        14,
        [10, 9, 8, 7, 6],
    ));
    world.characters.push(character(
        8,
        BOB,
        "Tess",
        Class::Bard,
        9,
        [8, 12, 10, 10, 10],
    ));
    let mut encounter = Encounter::new(GM, None);
    encounter.adversaries.push(Adversary {
        name: "Knight".into(),
        max_hp: 20,
        hp: 20,
        defence: 0,
        saves: 11,
        morale: 9,
        attacks: vec![AdversaryAttack {
            name: String::new(),
            th: 6,
            dmg: 5,
            triggers: Vec::new(),
            times: 1,
        }],
        conditions: Vec::new(),
        status: AdversaryStatus::Standing,
    });
    world.table.encounter = Some(encounter);
    world
}

fn save(
    character: Option<&str>,
    advantage: bool,
    disadvantage: bool,
    against: Option<&str>,
) -> Action {
    Action::Save {
        attribute: Attribute::Dex,
        character: character.map(str::to_owned),
        advantage,
        disadvantage,
        against: against.map(str::to_owned),
    }
}

/// (who, outcome, value, keep, kept, faces) of each result.
fn saves(out: &Outcome) -> Vec<(String, RollOutcome, i32, Keep, u32, Vec<u32>)> {
    out.results
        .iter()
        .map(|r| {
            assert_eq!(r.kind, ResultKind::Save);
            let Detail::Save {
                value, keep, kept, ..
            } = r.detail
            else {
                panic!("{:?}", r.detail)
            };
            (
                r.who.clone(),
                r.outcome,
                value,
                keep,
                kept,
                r.rolls[0].faces.clone(),
            )
        })
        .collect()
}

fn one(out: &Outcome) -> (RollOutcome, i32, Keep, u32) {
    let all = saves(out);
    assert_eq!(all.len(), 1);
    (all[0].1, all[0].2, all[0].3, all[0].4)
}

#[test]
fn save_succeeds_on_a_roll_equal_to_the_attribute_and_changes_nothing() {
    let mut world = world();
    let before = world.clone();
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, false, false, None),
        &[9],
    )
    .unwrap();
    assert_eq!(one(&out), (RollOutcome::Success, 9, Keep::Single, 9));
    assert_eq!(out.results[0].who, "Rook");
    assert!(out.events.is_empty());
    assert_eq!(world, before);
}

#[test]
fn save_fails_above_the_attribute_with_natural_one_and_twenty_extremes() {
    let mut world = world();
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, false, false, None),
        &[10],
    )
    .unwrap();
    assert_eq!(one(&out).0, RollOutcome::Fail);
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, false, false, None),
        &[1],
    )
    .unwrap();
    assert_eq!(one(&out).0, RollOutcome::CriticalSuccess);
    world.characters[0].attributes.dex = 12;
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, false, false, None),
        &[20],
    )
    .unwrap();
    assert_eq!(one(&out).0, RollOutcome::Fumble);
}

#[test]
fn save_uses_dex_minus_injured_and_persistent_injuries() {
    let mut world = world();
    world.characters[0].injured = 1;
    world.characters[0].persistent_injuries = 1;
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, false, false, None),
        &[8],
    )
    .unwrap();
    assert_eq!(one(&out), (RollOutcome::Fail, 7, Keep::Single, 8));
}

#[test]
fn save_advantage_rolls_two_and_keeps_the_lowest() {
    let mut world = world();
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, true, false, None),
        &[15, 4],
    )
    .unwrap();
    assert_eq!(one(&out), (RollOutcome::Success, 9, Keep::Lowest(2), 4));
}

#[test]
fn save_disadvantage_rolls_two_and_keeps_the_highest() {
    let mut world = world();
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, false, true, None),
        &[15, 4],
    )
    .unwrap();
    assert_eq!(one(&out), (RollOutcome::Fail, 9, Keep::Highest(2), 15));
}

#[test]
fn save_advantage_and_disadvantage_cancel() {
    let mut world = world();
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, true, true, None),
        &[5],
    )
    .unwrap();
    assert_eq!(one(&out), (RollOutcome::Success, 9, Keep::Single, 5));
}

#[test]
fn hurt_save_rolls_two_dice_and_keeps_the_highest() {
    let mut world = world();
    world.characters[0].hurt = true;
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, false, false, None),
        &[3, 12],
    )
    .unwrap();
    assert_eq!(one(&out), (RollOutcome::Fail, 9, Keep::Highest(2), 12));
    // With the disadvantage flag too: two sources, three dice.
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, false, true, None),
        &[3, 12, 5],
    )
    .unwrap();
    assert_eq!(one(&out), (RollOutcome::Fail, 9, Keep::Highest(3), 12));
    // Advantage cancels Hurt.
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, true, false, None),
        &[3],
    )
    .unwrap();
    assert_eq!(one(&out), (RollOutcome::Success, 9, Keep::Single, 3));
}

#[test]
fn exhausted_gives_disadvantage_on_dex_saves_but_not_int() {
    let mut world = world();
    world.characters[0]
        .conditions
        .push(Condition::new(ConditionKind::Exhausted, Attribute::Dex));
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, false, false, None),
        &[3, 12],
    )
    .unwrap();
    assert_eq!(one(&out).2, Keep::Highest(2));
    let int = Action::Save {
        attribute: Attribute::Int,
        character: None,
        advantage: false,
        disadvantage: false,
        against: None,
    };
    let out = run(&mut world, &player(ALICE), int, &[8]).unwrap();
    assert_eq!(one(&out), (RollOutcome::Success, 8, Keep::Single, 8));
}

#[test]
fn gm_saves_for_an_adversary_on_its_saves_value() {
    let mut world = world();
    let out = run(
        &mut world,
        &gm(),
        save(Some("knight"), false, false, None),
        &[11],
    )
    .unwrap();
    assert_eq!(one(&out), (RollOutcome::Success, 11, Keep::Single, 11));
    assert_eq!(out.results[0].who, "Knight");
    let Detail::Save { attribute, .. } = out.results[0].detail else {
        panic!()
    };
    assert_eq!(attribute, None);
}

#[test]
fn only_the_gm_saves_for_adversaries_and_players_for_their_own_characters() {
    let mut world = world();
    let error = run(
        &mut world,
        &player(ALICE),
        save(Some("Knight"), false, false, None),
        &[11],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-gm-only");
    let error = run(
        &mut world,
        &player(ALICE),
        save(Some("Tess"), false, false, None),
        &[11],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-not-your-character");
    let out = run(
        &mut world,
        &gm(),
        save(Some("Tess"), false, false, None),
        &[11],
    )
    .unwrap();
    assert_eq!(out.results[0].who, "Tess");
    let error = run(
        &mut world,
        &player(99),
        save(None, false, false, None),
        &[11],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-no-own-character");
    let error = run(
        &mut world,
        &gm(),
        save(Some("Nobody"), false, false, None),
        &[11],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-unknown-character");
}

#[test]
fn the_dead_and_fallen_adversaries_make_no_saves() {
    let mut world = world();
    world.characters[0].dead = true;
    let error = run(
        &mut world,
        &player(ALICE),
        save(None, false, false, None),
        &[5],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-character-dead");
    world.table.encounter.as_mut().unwrap().adversaries[0].status = AdversaryStatus::Eliminated;
    let error = run(
        &mut world,
        &gm(),
        save(Some("Knight"), false, false, None),
        &[5],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-adversary-gone");
}

#[test]
fn opposed_save_lowest_successful_roll_wins() {
    let mut world = world();
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, false, false, Some("Tess")),
        &[6, 3],
    )
    .unwrap();
    let all = saves(&out);
    assert_eq!(
        (all[0].0.as_str(), all[0].1),
        ("Rook", RollOutcome::Success)
    );
    assert_eq!(
        (all[1].0.as_str(), all[1].1, all[1].2),
        ("Tess", RollOutcome::Success, 12)
    );
    assert_eq!(
        out.events,
        vec![Event::OpposedResult {
            winner: Some("Tess".into())
        }]
    );
}

#[test]
fn opposed_save_a_lone_success_wins_even_when_higher() {
    let mut world = world();
    // Rook fails 10 > 9; Tess succeeds on 12.
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, false, false, Some("Tess")),
        &[10, 12],
    )
    .unwrap();
    assert_eq!(
        out.events,
        vec![Event::OpposedResult {
            winner: Some("Tess".into())
        }]
    );
    let out = run(
        &mut world,
        &gm(),
        save(Some("Knight"), false, false, Some("Rook")),
        &[11, 13],
    )
    .unwrap();
    assert_eq!(
        out.events,
        vec![Event::OpposedResult {
            winner: Some("Knight".into())
        }]
    );
}

#[test]
fn opposed_save_both_failing_or_tied_has_no_winner() {
    let mut world = world();
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, false, false, Some("Tess")),
        &[15, 16],
    )
    .unwrap();
    assert_eq!(out.events, vec![Event::OpposedResult { winner: None }]);
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, false, false, Some("Tess")),
        &[5, 5],
    )
    .unwrap();
    assert_eq!(out.events, vec![Event::OpposedResult { winner: None }]);
}

#[test]
fn opposed_save_opponent_rolls_with_its_own_modifiers_only() {
    let mut world = world();
    world.characters[1].hurt = true;
    // Rook's advantage: two dice keep lowest; hurt Tess: two dice keep highest.
    let out = run(
        &mut world,
        &player(ALICE),
        save(None, true, false, Some("Tess")),
        &[18, 7, 2, 11],
    )
    .unwrap();
    let all = saves(&out);
    assert_eq!((all[0].3, all[0].4), (Keep::Lowest(2), 7));
    assert_eq!(
        (all[1].3, all[1].4, all[1].1),
        (Keep::Highest(2), 11, RollOutcome::Success)
    );
    assert_eq!(
        out.events,
        vec![Event::OpposedResult {
            winner: Some("Rook".into())
        }]
    );
}

#[test]
fn opposed_save_refuses_oneself_and_unknown_opponents() {
    let mut world = world();
    let error = run(
        &mut world,
        &player(ALICE),
        save(None, false, false, Some("rook")),
        &[5, 5],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-save-against-self");
    let error = run(
        &mut world,
        &player(ALICE),
        save(None, false, false, Some("Dragon")),
        &[5, 5],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-unknown-target");
    world.characters[1].dead = true;
    let error = run(
        &mut world,
        &player(ALICE),
        save(None, false, false, Some("Tess")),
        &[5, 5],
    )
    .unwrap_err();
    assert_eq!(error.key, "err-character-dead");
    let moderator = Actor {
        user: 5,
        moderator: true,
        name: String::new(),
    };
    let error = run(&mut world, &moderator, save(None, false, false, None), &[5]).unwrap_err();
    assert_eq!(error.key, "err-no-own-character");
}
