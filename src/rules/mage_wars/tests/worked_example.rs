//! The rules' worked example, number for number: initiative 8 vs 3, channeling to 19,
//! the Timber Wolf (9) and the Staff of Beasts (7) leaving the Beastmaster 3 mana; round 2
//! Marked for Death and a Fireball at the wolf (3 normal + 2 critical vs Armor 2 → 3
//! damage, effect 8 → 1 Burn); round 3's burn die shows 2 → 5 damage.

use super::support::*;
use crate::rules::mage_wars::model::{EffectRow, Stage};
use crate::rules::mage_wars::outcome::InitiativeDie;
use crate::rules::mage_wars::{
    Action, Arena, Attack, Condition, DamageType, Event, Reach, Traits, parse_effects,
};

const BEAST: i64 = ALICE;
const WARLOCK: i64 = BOB;

#[test]
fn the_fireball_at_the_timber_wolf_replays_every_number() {
    let beast = player(BEAST);
    let warlock = player(WARLOCK);
    let mut arena = Arena::new(BEAST);
    for (who, name, life, at) in [
        (&beast, "Beastmaster", 36, "A3"),
        (&warlock, "Warlock", 38, "A1"),
    ] {
        run(
            &mut arena,
            who,
            Action::AddMage {
                name: name.into(),
                life,
                armor: 0,
                channeling: 9,
                mana: None,
                zone: zone(at),
                defense: None,
                traits: Traits::default(),
            },
            &[],
        );
    }
    let effects = parse_effects("7-8: 1 burn; 9+: 2 burn").unwrap();
    assert_eq!(
        effects,
        vec![
            EffectRow {
                from: 7,
                to: 8,
                markers: vec![(1, Condition::Burn)]
            },
            EffectRow {
                from: 9,
                to: 12,
                markers: vec![(2, Condition::Burn)]
            },
        ]
    );
    let fireball = Attack {
        reach: Reach::Ranged { min: 0, max: 2 },
        effects,
        damage_type: Some(DamageType::Flame),
        cost: 8,
        ..weapon("Fireball", 6)
    };
    run(&mut arena, &warlock, register("Warlock", fireball), &[]);

    // Round 1: the Beastmaster rolls 8, the Warlock 3; both channel 9 → 19.
    let round = run(&mut arena, &beast, Action::NextRound, &[8, 3]);
    assert_eq!(
        round.events[0],
        Event::InitiativeRolled {
            dice: vec![
                InitiativeDie {
                    mage: "Beastmaster".into(),
                    face: 8
                },
                InitiativeDie {
                    mage: "Warlock".into(),
                    face: 3
                },
            ]
        }
    );
    assert!(round.events.contains(&Event::RoundStarted {
        round: 1,
        initiative: "Beastmaster".into()
    }));
    assert_eq!(
        (mana(&arena, "Beastmaster"), mana(&arena, "Warlock")),
        (19, 19)
    );

    // The Timber Wolf (9) as the Beastmaster's action, then the Staff of Beasts (7) quick.
    // (Only the dice arithmetic here; the console scenario replays the rules' whole board.)
    let wolf = run(
        &mut arena,
        &beast,
        Action::AddCreature {
            name: "Timber Wolf".into(),
            mage: None,
            life: 10,
            armor: 2,
            zone: Some(zone("A3")),
            defense: None,
            traits: Traits::default(),
            cost: Some(9),
            quick: false,
            // Summoned into its mage's own zone (range 0–0).
            range: Some(0),
        },
        &[],
    );
    assert!(wolf.events.contains(&Event::CreatureAdded {
        name: "Timber Wolf".into(),
        zone: zone("A3"),
        activated: true
    }));
    assert!(obj(&arena, "Timber Wolf").activated);
    let staff = Action::Cast {
        mage: None,
        spell: Some("Staff of Beasts".into()),
        cost: 7,
        quick: true,
        target: None,
        mark: 0,
        enchantment: false,
    };
    run(&mut arena, &beast, staff, &[]);
    assert_eq!(mana(&arena, "Beastmaster"), 3);
    run(&mut arena, &beast, Action::Next, &[]);
    run(&mut arena, &warlock, activate(""), &[]);
    let over = run(&mut arena, &warlock, Action::Next, &[]);
    assert!(over.events.contains(&Event::ActionStageOver));

    // Round 2: the Warlock has the initiative; 12 and 28 mana.
    let round = run(&mut arena, &warlock, Action::NextRound, &[]);
    assert!(round.events.contains(&Event::RoundStarted {
        round: 2,
        initiative: "Warlock".into()
    }));
    assert_eq!(
        (mana(&arena, "Beastmaster"), mana(&arena, "Warlock")),
        (12, 28)
    );
    let marked = Action::Cast {
        mage: None,
        spell: Some("Marked for Death".into()),
        cost: 2,
        quick: true,
        target: Some("timber wolf".into()),
        mark: 1,
        enchantment: false,
    };
    let out = run(&mut arena, &warlock, marked, &[]);
    assert!(out.events.contains(&Event::Marked {
        target: "Timber Wolf".into(),
        dice: 1
    }));
    assert_eq!(obj(&arena, "Timber Wolf").incoming_dice, 1);

    // Fireball: 7 dice read 1 2 1★ 1★ – – – (3 normal, 2 critical), effect die 8.
    let out = run(
        &mut arena,
        &warlock,
        Action::Attack {
            acting_as: None,
            target: "Timber Wolf".into(),
            weapon: Some("fireball".into()),
            inline: None,
            counter: false,
            quick: false,
        },
        &[3, 4, 5, 5, 1, 2, 1, 8],
    );
    let r = report(&out);
    assert_eq!((r.printed_dice, r.dice), (6, 7));
    assert_eq!(r.mana, Some((8, 18)));
    let strike = &r.strikes[0];
    assert_eq!(strike.faces, vec![3, 4, 5, 5, 1, 2, 1]);
    assert_eq!((strike.normal, strike.critical, strike.armor), (3, 2, 2));
    assert_eq!(strike.damage, 3);
    let effect = strike.effect.as_ref().unwrap();
    assert_eq!((effect.face, effect.total), (8, 8));
    assert_eq!(effect.markers, vec![(1, Condition::Burn)]);
    assert_eq!((r.target_damage, r.target_life), (3, 10));
    let wolf = obj(&arena, "Timber Wolf");
    assert_eq!(wolf.damage, 3);
    assert_eq!(wolf.conditions, vec![(Condition::Burn, 1)]);
    assert_eq!(mana(&arena, "Warlock"), 18);

    run(&mut arena, &warlock, Action::Next, &[]);
    run(&mut arena, &beast, activate("Beastmaster"), &[]);
    let next = run(&mut arena, &beast, Action::Next, &[]);
    // The Warlock has nobody left: the wolf's phase follows at once.
    assert!(next.events.contains(&Event::TurnOf {
        mage: "Beastmaster".into()
    }));
    run(&mut arena, &beast, activate("Timber Wolf"), &[]);
    run(&mut arena, &beast, Action::Next, &[]);
    assert_eq!(arena.stage, Stage::FinalQuickcast);

    // Round 3 upkeep: the burn die shows face 4 (2 damage) → 5 damage, the marker stays.
    let round = run(&mut arena, &beast, Action::NextRound, &[4]);
    assert!(round.events.contains(&Event::BurnRolled {
        name: "Timber Wolf".into(),
        faces: vec![4],
        damage: 2,
        removed: 0
    }));
    let wolf = obj(&arena, "Timber Wolf");
    assert_eq!(wolf.damage, 5);
    assert_eq!(wolf.conditions, vec![(Condition::Burn, 1)]);
    assert_eq!(
        (mana(&arena, "Beastmaster"), mana(&arena, "Warlock")),
        (21, 27)
    );
}
