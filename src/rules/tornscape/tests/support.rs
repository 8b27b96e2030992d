//! Builders shared by the engine tests.
#![allow(dead_code)]

use crate::dice::RiggedDice;
use crate::error::UserError;
use crate::rules::Actor;
use crate::rules::tornscape::{
    Action, Affinity, Answer, DamageType, Event, Facts, Marker, NewMiniature, Outcome, Reaction,
    RerollChoice, Size, Table, Tile, apply,
};

pub const HOST: i64 = 1;
pub const ALICE: i64 = 2;
pub const BOB: i64 = 3;

pub fn player(user: i64) -> Actor {
    Actor {
        user,
        moderator: false,
        name: String::new(),
    }
}

/// Applies an action that must succeed and must use exactly the rigged faces given.
pub fn run(table: &mut Table, user: i64, action: Action, faces: &[u32]) -> Outcome {
    let mut dice = RiggedDice::new(faces.iter().copied());
    let outcome = apply(table, &player(user), &action, &mut dice)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
    assert_eq!(dice.remaining(), 0, "{action:?} left rigged dice unrolled");
    outcome
}

/// Applies an action that must be refused, and checks the table did not change.
pub fn refuse(table: &Table, user: i64, action: Action, faces: &[u32]) -> UserError {
    let mut copy = table.clone();
    let mut dice = RiggedDice::new(faces.iter().copied());
    let error = apply(&mut copy, &player(user), &action, &mut dice)
        .expect_err("the action should have been refused");
    assert_eq!(&copy, table, "a refused {action:?} changed the table");
    error
}

/// The player whose choice the waiting attack waits for.
pub fn chooser(table: &Table) -> i64 {
    let encounter = table.encounter.as_ref().expect("an encounter");
    let exchange = encounter.exchange.as_ref().expect("a waiting attack");
    crate::rules::tornscape::exchange::pause(exchange, encounter)
        .expect("a pause")
        .expect("a pause")
        .owner()
}

pub fn mini(name: &str, life: u32, defense: u8, agility: u8) -> NewMiniature {
    NewMiniature {
        name: name.to_owned(),
        size: Size::Normal,
        life,
        defense,
        agility,
        veteran: false,
        cautious: false,
        mental_immune: false,
        leader: false,
        transforms: false,
        affinities: Vec::new(),
        ethereal_protection: 0,
        count: 1,
    }
}

pub fn melee(name: &str, attack: u8, mastery: u8, agility: u8, damage: u32) -> Tile {
    Tile {
        name: name.to_owned(),
        ranged: false,
        range: 1,
        attack,
        mastery,
        agility,
        damage,
        damage_type: DamageType::Physical,
        marker: None,
        area: false,
        assault: false,
        ethereal: false,
        no_damage: false,
        panic_test: false,
    }
}

pub fn ranged(name: &str, attack: u8, damage: u32) -> Tile {
    Tile {
        ranged: true,
        range: 6,
        ..melee(name, attack, 0, 0, damage)
    }
}

pub fn started() -> Table {
    let mut table = Table::default();
    run(&mut table, HOST, Action::Start, &[]);
    table
}

pub fn add(table: &mut Table, user: i64, m: NewMiniature) {
    run(table, user, Action::AddMiniature(m), &[]);
}

pub fn tile(table: &mut Table, user: i64, miniature: &str, tile: Tile) {
    run(
        table,
        user,
        Action::AddTile {
            miniature: miniature.to_owned(),
            tile,
        },
        &[],
    );
}

pub fn activate_miniature(table: &mut Table, user: i64, name: &str) {
    run(
        table,
        user,
        Action::Activate {
            name: name.to_owned(),
        },
        &[],
    );
}

pub fn attack(attacker: &str, target: &str, tile: &str) -> Action {
    Action::Attack {
        attacker: attacker.to_owned(),
        target: target.to_owned(),
        tile: Some(tile.to_owned()),
        free: false,
        enemy_adjacent: false,
        hazard: false,
        facts: Facts::default(),
    }
}

pub fn with_facts(action: Action, f: impl FnOnce(&mut Facts)) -> Action {
    match action {
        Action::Attack {
            attacker,
            target,
            tile,
            free,
            enemy_adjacent,
            hazard,
            mut facts,
        } => {
            f(&mut facts);
            Action::Attack {
                attacker,
                target,
                tile,
                free,
                enemy_adjacent,
                hazard,
                facts,
            }
        }
        other => other,
    }
}

pub fn free(attacker: &str, target: &str, tile: &str) -> Action {
    match attack(attacker, target, tile) {
        Action::Attack {
            attacker,
            target,
            tile,
            facts,
            ..
        } => Action::Attack {
            attacker,
            target,
            tile,
            free: true,
            enemy_adjacent: false,
            hazard: false,
            facts,
        },
        other => other,
    }
}

pub fn react(reaction: Reaction, counter: Option<&str>) -> Action {
    Action::Choose(Answer::React {
        reaction,
        counter: counter.map(str::to_owned),
    })
}

pub fn reroll(choice: RerollChoice) -> Action {
    Action::Choose(Answer::Reroll(choice))
}

pub fn accept() -> Action {
    Action::Choose(Answer::Default)
}

pub fn life(table: &Table, name: &str) -> u32 {
    let e = table.encounter.as_ref().unwrap();
    e.miniatures.iter().find(|m| m.name == name).unwrap().life
}

pub fn markers(table: &Table, name: &str) -> Vec<Marker> {
    let e = table.encounter.as_ref().unwrap();
    e.miniatures
        .iter()
        .find(|m| m.name == name)
        .unwrap()
        .markers
        .clone()
}

pub fn removed(table: &Table, name: &str) -> bool {
    let e = table.encounter.as_ref().unwrap();
    e.miniatures
        .iter()
        .find(|m| m.name == name)
        .unwrap()
        .removed
}

pub fn waiting(table: &Table) -> bool {
    table.encounter.as_ref().unwrap().exchange.is_some()
}

pub fn hits(outcome: &Outcome) -> Vec<crate::rules::tornscape::Hit> {
    outcome
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Hit(h) => Some(h.clone()),
            _ => None,
        })
        .collect()
}

/// Torgvar (Alice: 5 lives, shield 1 + 1, Dagger Strike 5/1/3 for 1, bleeding) and
/// Noxtiis (Bob: 6 lives, shield 2 + 1, Claws 2/0/0 for 3), as the rules' worked example.
pub fn duel() -> Table {
    let mut table = started();
    add(&mut table, ALICE, mini("Torgvar", 5, 1, 1));
    let mut dagger = melee("Dagger Strike", 5, 1, 3, 1);
    dagger.marker = Some(Marker::Bleeding);
    tile(&mut table, ALICE, "Torgvar", dagger);
    add(&mut table, BOB, mini("Noxtiis", 6, 2, 1));
    tile(&mut table, BOB, "Noxtiis", melee("Claws", 2, 0, 0, 3));
    table
}

/// The duel with Torgvar's Dagger Strike declared at Noxtiis, waiting for its reaction.
pub fn dagger_waiting() -> Table {
    let mut table = duel();
    run(
        &mut table,
        ALICE,
        attack("Torgvar", "Noxtiis", "Dagger Strike"),
        &[],
    );
    table
}

/// Alice's Imp (immune to fire; Poke 1/0/0 for 1) and Bob's Brazier (5 lives, shield 1 + 0;
/// Flame, a fire tile for `flame_damage`).
pub fn imp_and_brazier(flame_damage: u32) -> Table {
    let mut table = started();
    let mut imp = mini("Imp", 5, 0, 0);
    imp.affinities = vec![(DamageType::Fire, Affinity::Immune)];
    add(&mut table, ALICE, imp);
    tile(&mut table, ALICE, "Imp", melee("Poke", 1, 0, 0, 1));
    add(&mut table, BOB, mini("Brazier", 5, 1, 0));
    let mut flame = melee("Flame", 1, 0, 0, flame_damage);
    flame.damage_type = DamageType::Fire;
    tile(&mut table, BOB, "Brazier", flame);
    table
}
