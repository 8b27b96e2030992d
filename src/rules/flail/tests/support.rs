//! Builders shared by the engine tests.
#![allow(dead_code)]

use crate::dice::RiggedDice;
use crate::error::UserError;
use crate::rules::flail::model::*;
use crate::rules::flail::{Action, Actor, Outcome, World, apply};

pub const GM: i64 = 1;
pub const ALICE: i64 = 2;
pub const BOB: i64 = 3;

pub fn gm() -> Actor {
    Actor {
        user: GM,
        moderator: false,
        name: String::new(),
    }
}
pub fn player(user: i64) -> Actor {
    Actor {
        user,
        moderator: false,
        name: String::new(),
    }
}

pub fn empty_world() -> World {
    World {
        guild: 10,
        table: Table::default(),
        characters: Vec::new(),
        guild_character_count: 0,
    }
}

/// A character with the given attributes (STR, DEX, INT, CHA, LUCK) and no gear.
pub fn character(
    id: i64,
    owner: i64,
    name: &str,
    class: Class,
    hp: i32,
    attrs: [i32; 5],
) -> Character {
    Character {
        id,
        guild: 10,
        owner,
        name: name.to_owned(),
        class,
        religion: None,
        max_hp: hp,
        hp,
        attributes: Attributes {
            str: attrs[0],
            dex: attrs[1],
            int: attrs[2],
            cha: attrs[3],
            luck: attrs[4],
        },
        weapons: Vec::new(),
        armour: Vec::new(),
        conditions: Vec::new(),
        injured: 0,
        persistent_injuries: 0,
        hurt: false,
        maimed: false,
        dead: false,
        death_rolls_pending: 0,
        near_death_pick_pending: false,
        armour_removed: Vec::new(),
    }
}

pub fn weapon(name: &str, th: u32, dmg: u32) -> Weapon {
    Weapon {
        name: name.to_owned(),
        th,
        dmg,
        kind: WeaponKind::Melee,
        specialty: true,
        usage_marked: 0,
        usage_max: 3,
        two_handed: false,
    }
}

/// Applies with rigged dice and asserts every rigged face was used.
pub fn run(
    world: &mut World,
    actor: &Actor,
    action: Action,
    faces: &[u32],
) -> Result<Outcome, UserError> {
    let mut dice = RiggedDice::new(faces.iter().copied());
    let result = apply(world, actor, &action, &mut dice);
    if result.is_ok() {
        assert_eq!(dice.remaining(), 0, "unused rigged dice after {action:?}");
    }
    result
}
