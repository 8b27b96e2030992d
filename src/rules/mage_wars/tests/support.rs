//! Builders shared by the engine tests.
#![allow(dead_code)]

use crate::dice::RiggedDice;
use crate::error::UserError;
use crate::rules::mage_wars::model::{Body, Object};
use crate::rules::mage_wars::outcome::AttackReport;
use crate::rules::mage_wars::{
    Action, Actor, Arena, Attack, Condition, Event, Outcome, Reach, Traits, Zone, apply,
};

/// The host started the arena and has no mage.
pub const HOST: i64 = 1;
pub const ALICE: i64 = 2;
pub const BOB: i64 = 3;
pub const CAROL: i64 = 4;
/// Someone in the channel who is not playing.
pub const STRANGER: i64 = 9;

pub fn player(user: i64) -> Actor {
    Actor {
        user,
        moderator: false,
        name: String::new(),
    }
}

pub fn host() -> Actor {
    player(HOST)
}

pub fn moderator(user: i64) -> Actor {
    Actor {
        user,
        moderator: true,
        name: String::new(),
    }
}

pub fn zone(label: &str) -> Zone {
    Zone::parse(label).unwrap()
}

/// Applies an action that must succeed and must use exactly the rigged faces given.
pub fn run(arena: &mut Arena, actor: &Actor, action: Action, faces: &[u32]) -> Outcome {
    let mut dice = RiggedDice::new(faces.iter().copied());
    let outcome = apply(arena, actor, &action, &mut dice)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
    assert_eq!(dice.remaining(), 0, "{action:?} left rigged dice unrolled");
    outcome
}

/// Applies an action that must be refused, and checks the arena did not change.
pub fn refuse(arena: &Arena, actor: &Actor, action: Action, faces: &[u32]) -> UserError {
    let mut copy = arena.clone();
    let mut dice = RiggedDice::new(faces.iter().copied());
    let error = apply(&mut copy, actor, &action, &mut dice)
        .expect_err("the action should have been refused");
    assert_eq!(&copy, arena, "a refused {action:?} changed the arena");
    error
}

/// The refusal's key.
pub fn refused(arena: &Arena, actor: &Actor, action: Action) -> &'static str {
    refuse(arena, actor, action, &[]).key
}

pub fn arg(error: &UserError, name: &str) -> crate::error::Arg {
    error
        .args
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, v)| v.clone())
        .unwrap_or_else(|| panic!("{error} has no {name}"))
}

pub fn mage(name: &str, at: &str) -> Action {
    Action::AddMage {
        name: name.to_owned(),
        life: 20,
        armor: 0,
        channeling: 5,
        mana: None,
        zone: zone(at),
        defense: None,
        traits: Traits::default(),
    }
}

pub fn creature(name: &str, at: &str) -> Action {
    creature_with(name, at, 10, 0, Traits::default())
}

pub fn creature_with(name: &str, at: &str, life: u32, armor: u32, traits: Traits) -> Action {
    Action::AddCreature {
        name: name.to_owned(),
        mage: None,
        life,
        armor,
        zone: Some(zone(at)),
        defense: None,
        traits,
        cost: None,
        quick: false,
        range: None,
    }
}

/// A melee attack of `dice` dice with no effect table.
pub fn weapon(name: &str, dice: u32) -> Attack {
    Attack {
        name: name.to_owned(),
        dice,
        reach: Reach::Melee,
        effects: Vec::new(),
        damage_type: None,
        piercing: 0,
        unavoidable: false,
        strikes: 1,
        cost: 0,
        full: false,
        barrier: false,
    }
}

pub fn register(owner: &str, attack: Attack) -> Action {
    Action::AddAttack {
        owner: Some(owner.to_owned()),
        attack,
    }
}

pub fn attack(by: &str, target: &str, with: &str) -> Action {
    Action::Attack {
        acting_as: Some(by.to_owned()),
        target: target.to_owned(),
        weapon: Some(with.to_owned()),
        inline: None,
        counter: false,
        quick: false,
    }
}

pub fn counter(by: &str, target: &str) -> Action {
    Action::Attack {
        acting_as: Some(by.to_owned()),
        target: target.to_owned(),
        weapon: None,
        inline: None,
        counter: true,
        quick: false,
    }
}

pub fn cast(mage: &str, cost: u32, quick: bool) -> Action {
    Action::Cast {
        mage: Some(mage.to_owned()),
        spell: None,
        cost,
        quick,
        target: None,
        mark: 0,
        enchantment: false,
    }
}

pub fn move_to(name: &str, to: &str) -> Action {
    Action::Move {
        name: Some(name.to_owned()),
        zone: zone(to),
        from: None,
    }
}

pub fn activate(name: &str) -> Action {
    Action::Activate {
        name: name.to_owned(),
    }
}

pub fn add_condition(target: &str, condition: Condition, count: u32) -> Action {
    Action::ConditionAdd {
        target: target.to_owned(),
        condition,
        count,
        from: None,
    }
}

/// Alice's Alma in B2 and Bob's Boris in B3 (Life 20, Armor 0, Channeling 5, mana 10),
/// then `extra` in setup, then round 1 with initiative faces 9 (Alma) and 3 (Boris):
/// Alice's action phase.
pub fn game(extra: Vec<(Actor, Action)>) -> Arena {
    game_rolling(extra, &[9, 3])
}

/// Like `game`, with the given initiative faces (one per mage in seating order).
pub fn game_rolling(extra: Vec<(Actor, Action)>, initiative: &[u32]) -> Arena {
    let mut arena = Arena::new(HOST);
    run(&mut arena, &player(ALICE), mage("Alma", "B2"), &[]);
    run(&mut arena, &player(BOB), mage("Boris", "B3"), &[]);
    for (actor, action) in extra {
        run(&mut arena, &actor, action, &[]);
    }
    run(&mut arena, &host(), Action::NextRound, initiative);
    // Upkeep waiting for choices (an upkeep cost in setup): the defaults.
    if matches!(arena.stage, crate::rules::mage_wars::Stage::Upkeep { .. }) {
        run(&mut arena, &host(), Action::NextRound, &[]);
    }
    arena
}

pub fn obj<'a>(arena: &'a Arena, name: &str) -> &'a Object {
    arena
        .objects
        .iter()
        .find(|o| o.name == name)
        .unwrap_or_else(|| panic!("{name} is not in the arena"))
}

pub fn obj_mut<'a>(arena: &'a mut Arena, name: &str) -> &'a mut Object {
    arena
        .objects
        .iter_mut()
        .find(|o| o.name == name)
        .unwrap_or_else(|| panic!("{name} is not in the arena"))
}

pub fn gone(arena: &Arena, name: &str) -> bool {
    arena.objects.iter().all(|o| o.name != name)
}

pub fn mana(arena: &Arena, name: &str) -> u32 {
    obj(arena, name).mana().unwrap()
}

pub fn set_mana(arena: &mut Arena, name: &str, to: u32) {
    if let Body::Mage { mana, .. } = &mut obj_mut(arena, name).body {
        *mana = to;
    }
}

pub fn set_markers(arena: &mut Arena, name: &str, condition: Condition, count: u32) {
    let object = obj_mut(arena, name);
    object.conditions.retain(|(c, _)| *c != condition);
    if count > 0 {
        object.conditions.push((condition, count));
    }
}

/// The attack reports of an outcome, in order.
pub fn reports(outcome: &Outcome) -> Vec<&AttackReport> {
    outcome
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Attack(report) => Some(report.as_ref()),
            _ => None,
        })
        .collect()
}

pub fn report(outcome: &Outcome) -> &AttackReport {
    reports(outcome)
        .first()
        .copied()
        .unwrap_or_else(|| panic!("no attack in {outcome:?}"))
}

/// Where each event of a given kind sits, to check the order of events.
pub fn position(outcome: &Outcome, found: impl Fn(&Event) -> bool) -> usize {
    outcome
        .events
        .iter()
        .position(found)
        .unwrap_or_else(|| panic!("event not found in {outcome:?}"))
}
