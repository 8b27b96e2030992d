//! Fixtures shared by the combat tests: the rules' chapel fight (Rook, Tess and the
//! knight), lookups, an `/attack` builder and a view of the To Hit detail.

use super::super::support::*;
use crate::rules::flail::model::*;
use crate::rules::flail::outcome::{DamageCalc, Detail, Poker, PoolBreakdown};
use crate::rules::flail::{Action, Actor, ResultKind, RollResult, World};

pub(crate) const ROOK: i64 = 101;
pub(crate) const TESS: i64 = 102;
pub(crate) const MARA: i64 = 103;

/// Rook, a warrior (Alice's): 14 HP, STR 10, DEX 9, the example's axe TH 5 DMG 4, a helmet.
pub(crate) fn rook() -> Character {
    let mut c = character(ROOK, ALICE, "Rook", Class::Warrior, 14, [10, 9, 8, 8, 8]);
    c.weapons.push(weapon("Axe", 5, 4));
    c.armour.push(Armour {
        piece: ArmourPiece::Helmet,
        usage_marked: 0,
    });
    c
}

/// Tess, a bard (Bob's): 9 HP, DEX 12, a short bow TH 5 DMG 3; no armour.
pub(crate) fn tess() -> Character {
    let mut c = character(TESS, BOB, "Tess", Class::Bard, 9, [8, 12, 10, 10, 10]);
    let mut bow = weapon("Short bow", 5, 3);
    bow.kind = WeaponKind::Missile;
    c.weapons.push(bow);
    c
}

pub(crate) fn adversary(name: &str, hp: i32, defence: i32, th: u32, dmg: u32) -> Adversary {
    Adversary {
        name: name.to_owned(),
        max_hp: hp,
        hp,
        defence,
        saves: 10,
        morale: 8,
        attacks: vec![AdversaryAttack {
            name: String::new(),
            th,
            dmg,
            triggers: Vec::new(),
            times: 1,
        }],
        conditions: Vec::new(),
        status: AdversaryStatus::Standing,
    }
}

pub(crate) fn entry(id: i64, name: &str, group: Option<InitiativeGroup>) -> PcEntry {
    PcEntry {
        character_id: id,
        name: name.to_owned(),
        group,
        fled: false,
        owner: 0,
    }
}

/// The rules' chapel fight after a players' surprise: Rook and Tess act before the
/// knight (HP 20, Defence 0, great sword TH 6 DMG 5); round 1, Rook's turn.
pub(crate) fn chapel() -> World {
    let mut world = empty_world();
    world.characters = vec![rook(), tess()];
    let mut e = Encounter::new(GM, Some(Side::Players));
    e.pcs
        .push(entry(ROOK, "Rook", Some(InitiativeGroup::Before)));
    e.pcs
        .push(entry(TESS, "Tess", Some(InitiativeGroup::Before)));
    e.adversaries.push(adversary("Knight", 20, 0, 6, 5));
    e.round = 1;
    e.turn = Some(CombatantRef::Pc(ROOK));
    world.table.encounter = Some(e);
    world
}

pub(crate) fn enc(world: &World) -> &Encounter {
    world.table.encounter.as_ref().expect("an encounter")
}

pub(crate) fn enc_mut(world: &mut World) -> &mut Encounter {
    world.table.encounter.as_mut().expect("an encounter")
}

pub(crate) fn pc(world: &World, id: i64) -> &Character {
    world
        .characters
        .iter()
        .find(|c| c.id == id)
        .expect("a character")
}

pub(crate) fn pc_mut(world: &mut World, id: i64) -> &mut Character {
    world
        .characters
        .iter_mut()
        .find(|c| c.id == id)
        .expect("a character")
}

pub(crate) fn adv<'w>(world: &'w World, name: &str) -> &'w Adversary {
    enc(world)
        .adversaries
        .iter()
        .find(|a| a.name == name)
        .expect("an adversary")
}

pub(crate) fn adv_mut<'w>(world: &'w mut World, name: &str) -> &'w mut Adversary {
    enc_mut(world)
        .adversaries
        .iter_mut()
        .find(|a| a.name == name)
        .expect("an adversary")
}

pub(crate) fn set_turn(world: &mut World, who: CombatantRef) {
    enc_mut(world).turn = Some(who);
}

/// An `/attack` being built.
pub(crate) struct Attack {
    target: String,
    weapon: Option<String>,
    offhand: Option<String>,
    advantage: bool,
    disadvantage: bool,
    acting_as: Option<String>,
    free: bool,
    range: Option<Range>,
}

pub(crate) fn attack(target: &str) -> Attack {
    Attack {
        target: target.to_owned(),
        weapon: None,
        offhand: None,
        advantage: false,
        disadvantage: false,
        acting_as: None,
        free: false,
        range: None,
    }
}

impl Attack {
    pub fn weapon(mut self, name: &str) -> Self {
        self.weapon = Some(name.to_owned());
        self
    }
    pub fn offhand(mut self, name: &str) -> Self {
        self.offhand = Some(name.to_owned());
        self
    }
    pub fn advantage(mut self) -> Self {
        self.advantage = true;
        self
    }
    pub fn disadvantage(mut self) -> Self {
        self.disadvantage = true;
        self
    }
    pub fn by(mut self, name: &str) -> Self {
        self.acting_as = Some(name.to_owned());
        self
    }
    pub fn free(mut self) -> Self {
        self.free = true;
        self
    }
    pub fn range(mut self, range: Range) -> Self {
        self.range = Some(range);
        self
    }
    pub fn go(self) -> Action {
        Action::Attack {
            target: self.target,
            weapon: self.weapon,
            offhand: self.offhand,
            advantage: self.advantage,
            disadvantage: self.disadvantage,
            acting_as: self.acting_as,
            free: self.free,
            range: self.range,
        }
    }
}

/// The To Hit detail of a result, as a tuple-friendly view.
pub(crate) struct Hit<'r> {
    pub weapon: &'r str,
    pub target: &'r str,
    pub pool: &'r PoolBreakdown,
    pub ones: u32,
    pub cancelled: u32,
    pub damage: Option<&'r DamageCalc>,
    pub poker: &'r [Poker],
    pub sleeping: bool,
}

pub(crate) fn hit(result: &RollResult) -> Hit<'_> {
    assert_eq!(result.kind, ResultKind::ToHit);
    let Detail::ToHit {
        target,
        weapon,
        pool,
        ones,
        cancelled,
        damage,
        poker,
        sleeping,
        ..
    } = &result.detail
    else {
        panic!("not a To Hit detail: {:?}", result.detail);
    };
    Hit {
        weapon,
        target,
        pool,
        ones: *ones,
        cancelled: *cancelled,
        damage: damage.as_ref(),
        poker,
        sleeping: *sleeping,
    }
}

pub(crate) fn faces(result: &RollResult) -> Vec<u32> {
    result.rolls.iter().flat_map(|r| r.faces.clone()).collect()
}

pub(crate) fn refused(
    world: &mut World,
    actor: &Actor,
    action: Action,
    faces: &[u32],
) -> &'static str {
    let before = world.clone();
    let err = run(world, actor, action, faces).expect_err("the action should be refused");
    assert_eq!(*world, before, "a refused action changed the world");
    err.key
}
