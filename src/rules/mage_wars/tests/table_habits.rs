//! The timing rules and table habits of two players at one arena: conditions from a
//! barrier or counterstrike held over, a pending counterstrike owning the arena, quickcast
//! timing and quick spells, the upkeep order and payments, hindering's exceptions, the
//! barrier after a destroying hit, objects that change, zone attacks, summoning range and
//! face-down enchantments.

use super::attack_declare::duel;
use super::support::*;
use crate::rules::mage_wars::model::{Body, Stage, UpkeepEffect};
use crate::rules::mage_wars::{
    Action, Arena, Attack, Condition, Event, ObjectEdit, Reach, Traits, parse_effects,
};

fn barrier(effect: &str) -> Attack {
    Attack {
        barrier: true,
        effects: parse_effects(effect).unwrap(),
        ..weapon("Spikes", 1)
    }
}

/// `who` activates `name` and ends the action phase.
fn act_and_end(arena: &mut Arena, who: i64, name: &str) {
    run(arena, &player(who), activate(name), &[]);
    run(arena, &player(who), Action::Next, &[]);
}

// ---- 1: conditions from a barrier or counterstrike in one's own phase ---------------

#[test]
fn a_barriers_daze_on_the_attacker_lasts_until_the_end_of_its_next_action_phase() {
    let mut arena = duel();
    run(
        &mut arena,
        &player(BOB),
        register("Wolf", barrier("1+: 1 daze")),
        &[],
    );
    // Sword 1 1 3 → 1 damage; Spikes at the Knight: blank, effect 5 → 1 Daze.
    run(
        &mut arena,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[1, 1, 3, 1, 5],
    );
    assert_eq!(obj(&arena, "Knight").markers(Condition::Daze), 1);
    let out = run(&mut arena, &player(ALICE), Action::Next, &[]);
    assert!(
        !out.events
            .iter()
            .any(|e| matches!(e, Event::MarkersExpired { .. })),
        "the Daze resolves in the Knight's next action phase: {out:?}"
    );
    assert_eq!(obj(&arena, "Knight").markers(Condition::Daze), 1);
    // Its next action phase (round 2): activated Dazed, and the phase's end removes it.
    act_and_end(&mut arena, BOB, "Wolf");
    act_and_end(&mut arena, ALICE, "Alma");
    act_and_end(&mut arena, BOB, "Boris");
    run(&mut arena, &host(), Action::NextRound, &[]);
    act_and_end(&mut arena, BOB, "Boris");
    run(&mut arena, &player(ALICE), activate("Knight"), &[]);
    let out = run(&mut arena, &player(ALICE), Action::Next, &[]);
    assert!(out.events.contains(&Event::MarkersExpired {
        name: "Knight".into(),
        conditions: vec![Condition::Daze]
    }));
    assert_eq!(obj(&arena, "Knight").markers(Condition::Daze), 0);
}

#[test]
fn a_counterstrikes_stun_on_the_attacker_is_held_but_its_older_daze_is_not() {
    let mut arena = duel();
    obj_mut(&mut arena, "Wolf").guarding = true;
    obj_mut(&mut arena, "Wolf").attacks[0].effects = parse_effects("1+: 1 stun").unwrap();
    set_markers(&mut arena, "Knight", Condition::Daze, 1);
    // The Dazed Knight rolls 9 (hits), Sword 1 1 1; the Wolf strikes back: 1 1, effect 4.
    run(
        &mut arena,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[9, 1, 1, 1],
    );
    run(
        &mut arena,
        &player(BOB),
        counter("Wolf", "Knight"),
        &[1, 1, 4],
    );
    assert_eq!(obj(&arena, "Knight").markers(Condition::Stun), 1);
    let out = run(&mut arena, &player(ALICE), Action::Next, &[]);
    assert!(out.events.contains(&Event::MarkersExpired {
        name: "Knight".into(),
        conditions: vec![Condition::Daze]
    }));
    assert_eq!(obj(&arena, "Knight").markers(Condition::Stun), 1);
    assert_eq!(obj(&arena, "Knight").markers(Condition::Daze), 0);
}

// ---- 2: a pending counterstrike belongs to the attack ---------------------------------

#[test]
fn a_pending_counterstrike_holds_the_arena_until_its_player_answers() {
    let mut arena = duel();
    obj_mut(&mut arena, "Wolf").guarding = true;
    run(
        &mut arena,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[1, 1, 3],
    );
    let error = refuse(&arena, &player(ALICE), Action::Next, &[]);
    assert_eq!(error.key, "err-mw-counter-pending");
    assert_eq!(arg(&error, "defender"), "Wolf".into());
    assert_eq!(arg(&error, "mage"), "Boris".into());
    assert_eq!(
        refused(&arena, &player(ALICE), move_to("Alma", "B1")),
        "err-mw-counter-pending"
    );
    // The host may decline for an absent player but not strike for them.
    assert_eq!(
        refused(&arena, &host(), counter("Wolf", "Knight")),
        "err-mw-counter-own"
    );
    assert_eq!(
        refused(&arena, &player(ALICE), Action::Decline),
        "err-mw-not-yours"
    );
    let mut declined = arena.clone();
    let out = run(&mut declined, &host(), Action::Decline, &[]);
    assert_eq!(
        out.events,
        vec![Event::CounterstrikeDeclined {
            defender: "Wolf".into(),
            attacker: "Knight".into()
        }]
    );
    assert_eq!(declined.counter_offer, None);
    run(&mut declined, &player(ALICE), Action::Next, &[]);
    // Bob's own decline works the same.
    run(&mut arena, &player(BOB), Action::Decline, &[]);
    assert_eq!(
        refused(&arena, &player(BOB), Action::Decline),
        "err-mw-no-counter-offer"
    );
}

// ---- 3: quickcast ----------------------------------------------------------------

fn zap(cost: u32) -> Attack {
    Attack {
        reach: Reach::Ranged { min: 0, max: 2 },
        cost,
        ..weapon("Arcane Zap", 1)
    }
}

fn quick_attack(by: &str, target: &str, with: &str) -> Action {
    Action::Attack {
        acting_as: Some(by.into()),
        target: target.into(),
        weapon: Some(with.into()),
        inline: None,
        counter: false,
        quick: true,
    }
}

fn quickcast_used(arena: &Arena, mage: &str) -> bool {
    matches!(
        obj(arena, mage).body,
        Body::Mage {
            quickcast_used: true,
            ..
        }
    )
}

#[test]
fn an_attack_spell_is_quickcast_before_the_mages_action_phase_then_it_acts() {
    let mut arena = game(vec![(player(ALICE), register("Alma", zap(1)))]);
    let out = run(
        &mut arena,
        &player(ALICE),
        quick_attack("Alma", "Boris", "Arcane Zap"),
        &[4],
    );
    assert_eq!(report(&out).strikes[0].damage, 2);
    assert!(quickcast_used(&arena, "Alma"));
    assert!(
        !obj(&arena, "Alma").activated,
        "a quickcast is no activation"
    );
    // Then a spell in its action phase.
    run(&mut arena, &player(ALICE), cast("Alma", 2, false), &[]);
    assert_eq!(mana(&arena, "Alma"), 15 - 1 - 2);
    assert_eq!(
        refused(
            &arena,
            &player(ALICE),
            quick_attack("Alma", "Boris", "Arcane Zap")
        ),
        "err-mw-quickcast-used"
    );
    // A creature's attack is no spell: it cannot be quick.
    let mut wolf = game(vec![
        (player(ALICE), creature("Pup", "B2")),
        (player(ALICE), register("Pup", weapon("Bite", 1))),
    ]);
    assert_eq!(
        refused(&wolf, &player(ALICE), quick_attack("Pup", "Alma", "Bite")),
        "err-mw-quick-spell-only"
    );
    run(&mut wolf, &player(ALICE), activate("Pup"), &[]);
}

#[test]
fn a_quick_spell_is_the_quick_action_after_a_move_then_the_quickcast_follows() {
    let mut arena = game(vec![(player(ALICE), register("Alma", zap(3)))]);
    run(&mut arena, &player(ALICE), move_to("Alma", "B1"), &[]);
    run(&mut arena, &player(ALICE), cast("Alma", 2, true), &[]);
    assert!(!quickcast_used(&arena, "Alma"), "it was the quick action");
    assert!(matches!(
        arena.stage,
        Stage::Actions {
            action_used: true,
            ..
        }
    ));
    // Its action is spent: the next quick spell is the quickcast, right after its phase.
    run(
        &mut arena,
        &player(ALICE),
        quick_attack("Alma", "Boris", "Arcane Zap"),
        &[1],
    );
    assert!(quickcast_used(&arena, "Alma"));
    assert_eq!(mana(&arena, "Alma"), 15 - 2 - 3);
}

#[test]
fn quickcast_waits_for_its_moment() {
    let mut arena = game(vec![
        (player(BOB), register("Boris", zap(1))),
        (player(ALICE), creature("Knight", "B2")),
    ]);
    // The first quickcast phase: nothing activated yet, Bob may quickcast.
    let mut opening = arena.clone();
    run(&mut opening, &player(BOB), cast("Boris", 1, true), &[]);
    assert!(quickcast_used(&opening, "Boris"));
    // Alice's Knight is mid-phase: no quickcast for Bob, nor for Alice in the middle of it.
    run(&mut arena, &player(ALICE), move_to("Knight", "B1"), &[]);
    let error = refuse(&arena, &player(BOB), cast("Boris", 1, true), &[]);
    assert_eq!(error.key, "err-mw-quickcast-timing");
    assert_eq!(arg(&error, "turn"), "Alma".into());
    assert_eq!(
        refused(
            &arena,
            &player(BOB),
            quick_attack("Boris", "Knight", "Arcane Zap")
        ),
        "err-mw-quickcast-timing"
    );
    assert_eq!(
        refused(&arena, &player(ALICE), cast("Alma", 1, true)),
        "err-mw-quickcast-timing"
    );
    // Once the Knight's action is done, Alice quickcasts after its phase.
    run(&mut arena, &player(ALICE), move_to("Knight", "A1"), &[]);
    run(&mut arena, &player(ALICE), cast("Alma", 1, true), &[]);
    run(&mut arena, &player(ALICE), Action::Next, &[]);
    // Bob's own phase, before he activates anything: his quickcast.
    run(
        &mut arena,
        &player(BOB),
        quick_attack("Boris", "Alma", "Arcane Zap"),
        &[1],
    );
    assert!(quickcast_used(&arena, "Boris"));
}

// ---- 4, 5: the upkeep order and payments ----------------------------------------------

/// The rules' Highland Unicorn: Life 10, 9 damage, Regeneration 2, one Burn marker, in
/// round 1's final quickcast phase.
fn unicorn() -> Arena {
    let traits = Traits {
        regeneration: 2,
        ..Traits::default()
    };
    let mut arena = game(vec![(
        player(BOB),
        creature_with("Unicorn", "B3", 10, 0, traits),
    )]);
    arena.stage = Stage::FinalQuickcast;
    obj_mut(&mut arena, "Unicorn").damage = 9;
    set_markers(&mut arena, "Unicorn", Condition::Burn, 1);
    arena
}

fn upkeep_order(order: &[UpkeepEffect]) -> Action {
    Action::UpkeepOrder {
        mage: None,
        order: order.to_vec(),
    }
}

#[test]
fn the_highland_unicorn_lives_by_default_and_with_regeneration_first_and_dies_burning_first() {
    // Upkeep waits for the choice: Regeneration with Burn on one object.
    let mut waiting = unicorn();
    let out = run(&mut waiting, &host(), Action::NextRound, &[]);
    assert!(matches!(waiting.stage, Stage::Upkeep { .. }));
    assert!(
        out.events
            .iter()
            .any(|e| matches!(e, Event::UpkeepAwaits { choices }
        if choices[0].effects == [UpkeepEffect::Regeneration, UpkeepEffect::Burn]))
    );
    // Default: Regeneration 2 → 7, the burn die shows 2 → 9: it lives.
    let mut default = waiting.clone();
    run(&mut default, &host(), Action::NextRound, &[4]);
    assert_eq!(obj(&default, "Unicorn").damage, 9);
    // Its player puts Regeneration first: the same.
    let mut regeneration = waiting.clone();
    let out = run(
        &mut regeneration,
        &player(BOB),
        upkeep_order(&[UpkeepEffect::Regeneration, UpkeepEffect::Burn]),
        &[],
    );
    assert!(
        matches!(&out.events[0], Event::UpkeepOrdered { mage, objects, .. }
        if mage == "Boris" && objects[0].name == "Unicorn")
    );
    run(&mut regeneration, &host(), Action::NextRound, &[4]);
    assert_eq!(obj(&regeneration, "Unicorn").damage, 9);
    // Burn first: 9 + 2 reaches its Life before Regeneration.
    let mut burn = waiting.clone();
    run(
        &mut burn,
        &player(BOB),
        upkeep_order(&[UpkeepEffect::Burn]),
        &[],
    );
    let out = run(&mut burn, &host(), Action::NextRound, &[4]);
    assert!(gone(&burn, "Unicorn"));
    assert!(
        !out.events
            .iter()
            .any(|e| matches!(e, Event::Regenerated { .. }))
    );
    assert!(matches!(burn.stage, Stage::Actions { .. }));
    // Only Bob (or the host) orders Bob's upkeep; nothing to order outside upkeep.
    assert_eq!(
        refused(
            &waiting,
            &player(ALICE),
            Action::UpkeepOrder {
                mage: Some("Boris".into()),
                order: vec![UpkeepEffect::Burn]
            }
        ),
        "err-mw-not-yours"
    );
    assert_eq!(
        refused(
            &waiting,
            &player(BOB),
            upkeep_order(&[UpkeepEffect::Burn, UpkeepEffect::Burn])
        ),
        "err-mw-upkeep-order"
    );
    assert_eq!(
        refused(&default, &player(BOB), upkeep_order(&[UpkeepEffect::Burn])),
        "err-mw-no-upkeep"
    );
}

#[test]
fn an_upkeep_cost_is_paid_by_default_and_let_go_on_request() {
    let traits = Traits {
        upkeep: 3,
        ..Traits::default()
    };
    let mut arena = game(vec![(
        player(BOB),
        creature_with("Wall", "B3", 10, 0, traits),
    )]);
    arena.stage = Stage::FinalQuickcast;
    run(&mut arena, &host(), Action::NextRound, &[]);
    assert!(matches!(arena.stage, Stage::Upkeep { .. }));
    let mut paid = arena.clone();
    run(&mut paid, &host(), Action::NextRound, &[]);
    assert!(!gone(&paid, "Wall"));
    assert_eq!(mana(&paid, "Boris"), 12 + 5 - 3);
    let release = Action::UpkeepPay {
        name: "Wall".into(),
        pay: false,
    };
    assert_eq!(
        refused(&arena, &player(ALICE), release.clone()),
        "err-mw-not-yours"
    );
    let out = run(&mut arena, &player(BOB), release, &[]);
    assert_eq!(
        out.events,
        vec![Event::UpkeepChosen {
            name: "Wall".into(),
            cost: 3,
            pay: false
        }]
    );
    let out = run(&mut arena, &player(BOB), Action::NextRound, &[]);
    assert!(out.events.contains(&Event::UpkeepReleased {
        name: "Wall".into()
    }));
    assert!(gone(&arena, "Wall"));
    assert_eq!(mana(&arena, "Boris"), 12 + 5);
    assert_eq!(
        refused(
            &arena,
            &player(BOB),
            Action::UpkeepPay {
                name: "Alma".into(),
                pay: true
            }
        ),
        "err-mw-no-upkeep"
    );
}

#[test]
fn when_both_mages_burn_to_death_the_initiative_holders_dies_first() {
    let mut arena = game(vec![]);
    arena.stage = Stage::FinalQuickcast;
    for mage in ["Alma", "Boris"] {
        obj_mut(&mut arena, mage).damage = 19;
        set_markers(&mut arena, mage, Condition::Burn, 1);
    }
    // Round 2: Bob holds the initiative, so Boris's upkeep comes first.
    let out = run(&mut arena, &host(), Action::NextRound, &[4]);
    assert!(gone(&arena, "Boris"));
    assert!(!gone(&arena, "Alma"));
    assert_eq!(arena.winner.as_deref(), Some("Alma"));
    assert_eq!(
        out.events
            .iter()
            .filter(|e| matches!(e, Event::BurnRolled { .. }))
            .count(),
        1
    );
}

// ---- 6: hindering ----------------------------------------------------------------

#[test]
fn stunned_or_restrained_enemies_do_not_hinder_and_flyers_hinder_only_flyers() {
    let flying = Traits {
        flying: true,
        ..Traits::default()
    };
    let base = game(vec![
        (player(BOB), creature("Zombie", "B1")),
        (player(BOB), creature("Ghoul", "A3")),
        (
            player(ALICE),
            creature_with("Bat", "A2", 5, 0, flying.clone()),
        ),
        (player(BOB), creature_with("Owl", "A1", 5, 0, flying)),
    ]);
    let hindered = |arena: &Arena| matches!(arena.stage, Stage::Actions { hindered: true, .. });
    for condition in [Condition::Stun, Condition::Stuck] {
        let mut arena = base.clone();
        set_markers(&mut arena, "Zombie", condition, 1);
        run(&mut arena, &player(ALICE), move_to("Alma", "B1"), &[]);
        assert!(!hindered(&arena), "a {condition:?} zombie hinders nobody");
    }
    let mut arena = base.clone();
    run(&mut arena, &player(ALICE), move_to("Alma", "B1"), &[]);
    assert!(hindered(&arena));
    // The Bat flies: the Zombie does not hinder it, the Owl does.
    let mut arena = base.clone();
    run(&mut arena, &player(ALICE), move_to("Bat", "A3"), &[]);
    assert!(!hindered(&arena));
    let mut arena = base;
    run(&mut arena, &player(ALICE), move_to("Bat", "A1"), &[]);
    assert!(hindered(&arena), "a flyer hinders a flyer");
}

// ---- 10: the barrier after a destroying hit ---------------------------------------------

#[test]
fn the_damage_barrier_answers_the_hit_that_destroys_its_owner() {
    let mut arena = duel();
    run(
        &mut arena,
        &player(BOB),
        register("Wolf", barrier("1+: 1 burn")),
        &[],
    );
    obj_mut(&mut arena, "Wolf").damage = 9;
    // Sword 4 → 2 damage destroys the Wolf; Spikes: 2★, effect 3 → 2 damage, 1 Burn.
    let out = run(
        &mut arena,
        &player(ALICE),
        attack("Knight", "Wolf", "Sword"),
        &[4, 1, 1, 6, 3],
    );
    assert!(gone(&arena, "Wolf"));
    let all = reports(&out);
    assert_eq!(all.len(), 2);
    assert!(all[1].barrier);
    assert_eq!(obj(&arena, "Knight").damage, 2);
    assert_eq!(obj(&arena, "Knight").markers(Condition::Burn), 1);
}

// ---- 7: objects change after they enter -------------------------------------------------

#[test]
fn an_edit_keeps_damage_and_markers_and_mages_take_traits_and_objects_channel() {
    let mut arena = duel();
    obj_mut(&mut arena, "Wolf").damage = 4;
    set_markers(&mut arena, "Wolf", Condition::Burn, 1);
    let edit = ObjectEdit {
        armor: Some(2),
        life: Some(12),
        flying: Some(true),
        ..ObjectEdit::default()
    };
    let action = Action::Edit {
        name: "Wolf".into(),
        edit: Box::new(edit),
    };
    assert_eq!(
        refused(&arena, &player(ALICE), action.clone()),
        "err-mw-not-yours"
    );
    run(&mut arena, &player(BOB), action, &[]);
    let wolf = obj(&arena, "Wolf");
    assert_eq!((wolf.life, wolf.armor, wolf.damage), (12, 2, 4));
    assert!(wolf.traits.flying);
    assert_eq!(wolf.markers(Condition::Burn), 1);
    // A mage takes Regeneration; a creature with Channeling channels.
    let regeneration = ObjectEdit {
        regeneration: Some(1),
        ..ObjectEdit::default()
    };
    run(
        &mut arena,
        &player(ALICE),
        Action::Edit {
            name: "Alma".into(),
            edit: Box::new(regeneration),
        },
        &[],
    );
    let channeling = ObjectEdit {
        channeling: Some(2),
        ..ObjectEdit::default()
    };
    run(
        &mut arena,
        &player(ALICE),
        Action::Edit {
            name: "Knight".into(),
            edit: Box::new(channeling),
        },
        &[],
    );
    obj_mut(&mut arena, "Alma").damage = 3;
    arena.stage = Stage::FinalQuickcast;
    let out = run(&mut arena, &host(), Action::NextRound, &[5]);
    assert!(out.events.contains(&Event::Regenerated {
        name: "Alma".into(),
        healed: 1
    }));
    assert!(out.events.contains(&Event::Channeled {
        mage: "Knight".into(),
        gained: 2,
        mana: 2
    }));
    // Mana by hand, with a reason.
    let out = run(
        &mut arena,
        &player(BOB),
        Action::Mana {
            mage: None,
            amount: -2,
            reason: Some("Mana Crystal".into()),
        },
        &[],
    );
    assert_eq!(
        out.events,
        vec![Event::ManaAdjusted {
            mage: "Boris".into(),
            amount: -2,
            mana: 15 + 5 - 2,
            reason: Some("Mana Crystal".into())
        }]
    );
    assert_eq!(
        refused(
            &arena,
            &player(BOB),
            Action::Mana {
                mage: None,
                amount: -999,
                reason: None
            }
        ),
        "err-mw-mana-out-of-range"
    );
}

// ---- 8: zone attacks and summoning range --------------------------------------------------

#[test]
fn a_zone_attack_rolls_at_every_object_in_the_zone_unavoidably() {
    let mut arena = duel();
    obj_mut(&mut arena, "Wolf").defense = Some(crate::rules::mage_wars::model::Defense {
        target: 2,
        ready: true,
    });
    let flame = Attack {
        reach: Reach::Ranged { min: 0, max: 1 },
        cost: 3,
        ..weapon("Flameblast", 1)
    };
    run(&mut arena, &player(BOB), register("Boris", flame), &[]);
    let blast = Action::ZoneAttack {
        acting_as: Some("Boris".into()),
        zone: zone("B2"),
        weapon: Some("Flameblast".into()),
        inline: None,
        quick: false,
    };
    run(&mut arena, &player(ALICE), activate("Alma"), &[]);
    run(&mut arena, &player(ALICE), Action::Next, &[]);
    // Alma, Knight and the Wolf stand in B2: three attacks, no Defense roll.
    let out = run(&mut arena, &player(BOB), blast, &[4, 3, 6]);
    let targets: Vec<&str> = reports(&out).iter().map(|r| r.target.as_str()).collect();
    assert_eq!(targets, ["Alma", "Knight", "Wolf"]);
    assert!(reports(&out).iter().all(|r| r.strikes[0].defense.is_none()));
    assert_eq!(obj(&arena, "Wolf").damage, 2);
    assert_eq!(mana(&arena, "Boris"), 12);
}

#[test]
fn a_creature_is_summoned_within_its_spells_range_of_its_mage() {
    let arena = game(vec![]);
    let summon = |at: &str, range: Option<u8>| Action::AddCreature {
        name: "Timber Wolf".into(),
        mage: None,
        life: 10,
        armor: 2,
        zone: Some(zone(at)),
        defense: None,
        traits: Traits::default(),
        cost: Some(9),
        quick: false,
        range,
    };
    let error = refuse(&arena, &player(ALICE), summon("A4", None), &[]);
    assert_eq!(error.key, "err-mw-summon-range");
    assert_eq!(arg(&error, "distance"), 3u32.into());
    assert_eq!(
        refused(&arena, &player(ALICE), summon("B3", Some(0))),
        "err-mw-summon-range"
    );
    run(&mut arena.clone(), &player(ALICE), summon("B3", None), &[]);
    run(
        &mut arena.clone(),
        &player(ALICE),
        summon("B2", Some(0)),
        &[],
    );
}

// ---- 9: face-down enchantments --------------------------------------------------------------

#[test]
fn an_enchantment_goes_face_down_for_two_and_its_mark_counts_once_revealed() {
    let mut arena = duel();
    let enchant = Action::Cast {
        mage: Some("Alma".into()),
        spell: Some("Marked for Death".into()),
        cost: 2,
        quick: false,
        target: Some("Wolf".into()),
        mark: 1,
        enchantment: true,
    };
    let out = run(&mut arena, &player(ALICE), enchant, &[]);
    assert_eq!(
        out.events,
        vec![Event::EnchantmentCast {
            mage: "Alma".into(),
            target: "Wolf".into(),
            cost: 2,
            mana: 13
        }]
    );
    assert!(
        !format!("{out:?}").contains("Marked"),
        "the name stays hidden"
    );
    assert_eq!(obj(&arena, "Wolf").incoming_dice, 0);
    assert!(!obj(&arena, "Alma").activated, "cast with the quickcast");
    let reveal = |who: &str| Action::Reveal {
        name: who.into(),
        cost: 2,
    };
    assert_eq!(
        refused(&arena, &player(BOB), reveal("Marked for Death")),
        "err-mw-no-such-enchantment"
    );
    let out = run(&mut arena, &player(ALICE), reveal("marked for death"), &[]);
    assert_eq!(
        out.events[0],
        Event::EnchantmentRevealed {
            mage: "Alma".into(),
            name: "Marked for Death".into(),
            target: "Wolf".into(),
            cost: 2,
            mana: 11,
        }
    );
    assert_eq!(obj(&arena, "Wolf").incoming_dice, 1);
    assert_eq!(
        refused(&arena, &player(ALICE), reveal("Marked for Death")),
        "err-mw-no-such-enchantment"
    );
}

#[test]
fn the_tracker_lists_traits_and_registered_attacks() {
    use crate::games::mage_wars::tracker;
    let traits = Traits {
        regeneration: 2,
        flying: true,
        ..Traits::default()
    };
    let arena = game(vec![
        (player(BOB), creature_with("Unicorn", "B3", 10, 0, traits)),
        (player(BOB), register("Unicorn", weapon("Horn", 3))),
    ]);
    let view = crate::present::marked(|| tracker(crate::i18n::Locale::EnUs, &arena));
    let view = view
        .lines
        .iter()
        .map(crate::present::Text::plain)
        .collect::<Vec<_>>()
        .join("\n");
    assert!(view.contains("traits: Regeneration 2, Flying"), "{view}");
    assert!(view.contains("attacks: Horn"), "{view}");
}
