//! To Hit attacks, the defender's armour choice, and a PC's fumble choice.
//! Rules: "To Hit", "Dice modifiers", "Armour", "Vulnerability", "More decisions for the
//! tracker". The choices that follow a roll live in `attack/choices.rs`, the choice of
//! weapon in `attack/weapons.rs`.

mod choices;
mod weapons;

pub(crate) use choices::{armour, fumble, settle_pending};
use weapons::{Swing, choose_weapons, record_weapon};

use super::ctx::{Ctx, Target};
use super::model::{
    Character, CombatantRef, ConditionKind, Pending, PendingFumble, PendingHit, Range, Trigger,
    TriggerWhen, WeaponKind,
};
use super::outcome::{
    DamageCalc, Detail, Event, Poker, PoolBreakdown, ResultKind, RollOutcome, RollResult,
};
use super::to_hit;
use super::turns;
use crate::dice::Roll;
use crate::error::UserError;

pub(crate) struct AttackRequest<'a> {
    pub target: &'a str,
    pub weapon: Option<&'a str>,
    pub offhand: Option<&'a str>,
    pub advantage: bool,
    pub disadvantage: bool,
    pub acting_as: Option<&'a str>,
    pub free: bool,
    pub range: Option<Range>,
}

/// `/attack` (rules: "To Hit", "Dice modifiers"): the acting combatant rolls its pool of
/// d6 against the target and the result is applied — or, for a hit with 1s on a PC with
/// free armour dots, held for the defender's armour choice. A turn action passes the turn —
/// an adversary's only after its last attack of the turn; a free attack (after a failed
/// flee) does not. A sleeping target is eliminated without a roll ("Vulnerability").
pub(crate) fn attack(ctx: &mut Ctx<'_>, req: &AttackRequest<'_>) -> Result<(), UserError> {
    ctx.encounter()?;
    let target = ctx.target(req.target)?;
    check_target(ctx, target)?;
    let sleeping = has(ctx, target, ConditionKind::Sleeping);
    if !sleeping {
        ctx.fight()?;
    }
    let started = ctx.encounter()?.started();
    let attacker = resolve_attacker(ctx, req, started)?;
    if attacker == target {
        return Err(UserError::new("err-attack-self"));
    }
    let free_slot = if req.free {
        Some(free_attack_slot(ctx, attacker, target)?)
    } else {
        None
    };
    let (main, offhand) = choose_weapons(ctx, attacker, req)?;

    // Every check passed: from here on the attack happens.
    if let Some(slot) = free_slot {
        ctx.encounter_mut()?.free_attacks.remove(slot);
    }
    if let Target::Pc(i) = attacker {
        let id = ctx.pc(i).id;
        for swing in std::iter::once(&main).chain(offhand.as_ref()) {
            record_weapon(ctx, id, swing)?;
        }
    }
    if sleeping {
        eliminate_sleeping(ctx, attacker, target, &main)?;
    } else {
        let dual = offhand.is_some();
        roll_to_hit(ctx, attacker, target, &main, dual, req)?;
        if let Some(off) = &offhand
            && check_target(ctx, target).is_ok()
        {
            // *Decision*: the offhand roll is skipped once the main hit took the target out.
            roll_to_hit(ctx, attacker, target, off, dual, req)?;
        }
    }
    let adversary_turn = match attacker {
        Target::Adversary(i) if started && !req.free => Some(i),
        _ => None,
    };
    if let Some(i) = adversary_turn {
        let encounter = ctx.encounter_mut()?;
        encounter.attacks_made.push(main.weapon.clone());
        let left = encounter.adversaries.get(i).is_some_and(|a| {
            a.attacks
                .iter()
                .any(|k| encounter.made(&k.name) < k.times.max(1))
        });
        if left {
            return turns::pass_if_unable(ctx);
        }
    }
    if started && !req.free {
        turns::end_turn(ctx)
    } else {
        turns::pass_if_unable(ctx)
    }
}

/// The target must be in the fight and standing: a PC joined, not fled, down or dead; an
/// adversary Standing.
fn check_target(ctx: &Ctx<'_>, target: Target) -> Result<(), UserError> {
    let name = ctx.name_of(target);
    let standing = match target {
        Target::Pc(i) => {
            let c = ctx.pc(i);
            let entry = ctx.encounter()?.pcs.iter().find(|p| p.character_id == c.id);
            match entry {
                None => return Err(UserError::new("err-target-not-in-encounter").arg("name", name)),
                Some(entry) => !entry.fled && !c.is_down(),
            }
        }
        Target::Adversary(i) => ctx
            .encounter()?
            .adversaries
            .get(i)
            .is_some_and(|a| a.standing()),
    };
    if standing {
        Ok(())
    } else {
        Err(UserError::new("err-target-down").arg("name", name))
    }
}

/// Who attacks: `as:` (GM only) names it; otherwise the combatant whose turn it is, which
/// the actor must control; before initiative (a sleeping target) the actor's own
/// character. In a fight, anything but a free attack must be the turn's combatant.
fn resolve_attacker(
    ctx: &Ctx<'_>,
    req: &AttackRequest<'_>,
    started: bool,
) -> Result<Target, UserError> {
    let turn = ctx.encounter()?.turn.clone();
    let attacker = if let Some(name) = req.acting_as {
        ctx.require_gm()?;
        ctx.target(name)?
    } else if req.free {
        return Err(UserError::new("err-free-needs-adversary"));
    } else if started {
        let who = turn
            .as_ref()
            .ok_or_else(|| UserError::new("err-nobody-can-act"))?;
        if !turns::controls(ctx, who) {
            return Err(
                UserError::new("err-not-your-turn").arg("name", turns::name_of_ref(ctx, who))
            );
        }
        turns::target_of(ctx, who).ok_or_else(|| {
            UserError::new("err-unknown-character").arg("name", turns::name_of_ref(ctx, who))
        })?
    } else {
        Target::Pc(ctx.own_character(None)?)
    };
    let me = match attacker {
        Target::Pc(i) => {
            let id = ctx.pc(i).id;
            if !ctx.in_encounter(id) {
                return Err(
                    UserError::new("err-not-in-encounter").arg("name", ctx.name_of(attacker))
                );
            }
            CombatantRef::Pc(id)
        }
        Target::Adversary(i) => CombatantRef::Adversary(i),
    };
    if req.free && matches!(me, CombatantRef::Pc(_)) {
        return Err(UserError::new("err-free-needs-adversary"));
    }
    if !turns::able(ctx, &me) {
        return Err(UserError::new("err-cannot-act").arg("name", ctx.name_of(attacker)));
    }
    if started && !req.free {
        match &turn {
            Some(t) if *t == me => {}
            Some(t) => {
                return Err(
                    UserError::new("err-not-your-turn").arg("name", turns::name_of_ref(ctx, t))
                );
            }
            None => return Err(UserError::new("err-nobody-can-act")),
        }
    }
    Ok(attacker)
}

/// A free attack needs an unused entry for this adversary against this PC (rules:
/// "Fleeing" Decision: once per adversary per failed flee). Returns its position.
fn free_attack_slot(ctx: &Ctx<'_>, attacker: Target, target: Target) -> Result<usize, UserError> {
    let refuse = || {
        UserError::new("err-no-free-attack")
            .arg("attacker", ctx.name_of(attacker))
            .arg("target", ctx.name_of(target))
    };
    let (Target::Adversary(adversary), Target::Pc(t)) = (attacker, target) else {
        return Err(refuse());
    };
    let id = ctx.pc(t).id;
    ctx.encounter()?
        .free_attacks
        .iter()
        .position(|f| f.adversary == adversary && f.target == id)
        .ok_or_else(refuse)
}

/// Whether the combatant carries the condition.
pub(super) fn has(ctx: &Ctx<'_>, who: Target, kind: ConditionKind) -> bool {
    ctx.conditions_of(who).iter().any(|c| c.kind == kind)
}

fn vulnerable(ctx: &Ctx<'_>, who: Target) -> bool {
    ctx.conditions_of(who)
        .iter()
        .any(|c| c.kind.is_vulnerability())
}

/// The optional attribute rule (rules: "Dice modifiers", table setting, PCs only): the
/// effective DEX for missile weapons, STR for melee; 13+ is a source of advantage, 7 or
/// less a source of disadvantage. Returns (advantages, disadvantages).
fn attribute_rule(ctx: &Ctx<'_>, attacker: Target, swing: &Swing) -> (u32, u32) {
    let Target::Pc(i) = attacker else {
        return (0, 0);
    };
    if !ctx.world.table.settings.attribute_rule {
        return (0, 0);
    }
    let attribute = match swing.kind {
        WeaponKind::Missile => super::model::Attribute::Dex,
        WeaponKind::Melee => super::model::Attribute::Str,
    };
    let value = ctx.pc(i).effective(attribute);
    (u32::from(value >= 13), u32::from(value <= 7))
}

/// One To Hit roll and its consequences.
fn roll_to_hit(
    ctx: &mut Ctx<'_>,
    attacker: Target,
    target: Target,
    swing: &Swing,
    dual: bool,
    req: &AttackRequest<'_>,
) -> Result<(), UserError> {
    let who = ctx.name_of(attacker);
    let target_name = ctx.name_of(target);
    let (rule_adv, rule_dis) = attribute_rule(ctx, attacker, swing);
    let advantages = u32::from(req.advantage) + u32::from(vulnerable(ctx, target)) + rule_adv;
    // Rules, "Exhausted": disadvantage on physical tasks, To Hit among them.
    let exhausted = has(ctx, attacker, ConditionKind::Exhausted);
    let disadvantages =
        u32::from(req.disadvantage) + u32::from(dual) + rule_dis + u32::from(exhausted);
    let off_specialty = matches!(attacker, Target::Pc(_)) && !swing.specialty;
    let blinded = has(ctx, attacker, ConditionKind::Blinded);
    let pool = to_hit::build_pool(swing.th, advantages, disadvantages, off_specialty, blinded);
    let mut detail = ToHitDetail {
        target: target_name,
        weapon: swing.weapon.clone(),
        pool,
        faces: Vec::new(),
        cancelled: 0,
        damage: None,
    };
    if detail.pool.dice == 0 {
        // *Decision* (rules: "Dice modifiers"): below one die is an automatic Fail.
        ctx.event(Event::AutomaticFail { who: who.clone() });
        push_result(ctx, who, RollOutcome::Fail, false, detail, false);
        return Ok(());
    }
    let roll = Roll::of(ctx.dice, detail.pool.dice, 6)?;
    detail.faces = roll.faces;
    let outcome = to_hit::classify(&detail.faces);
    let defence = match target {
        Target::Adversary(i) => ctx.encounter()?.adversaries.get(i).map_or(0, |a| a.defence),
        Target::Pc(_) => 0,
    };
    detail.damage = to_hit::damage(outcome, swing.dmg, defence);
    let ones = to_hit::count(&detail.faces, 1);

    // Rules, "Armour": a To Hit against a PC, whoever attacks, waits for the defender's
    // armour choice while it has 1s to cancel and free dots to cancel them with.
    if let Target::Pc(t) = target {
        let pieces = free_pieces(ctx.pc(t));
        if ones > 0 && !pieces.is_empty() {
            let (adversary, attacker_pc) = match attacker {
                Target::Adversary(a) => (a, None),
                Target::Pc(p) => (0, Some(ctx.pc(p).id)),
            };
            let hit = PendingHit {
                attacker: adversary,
                attacker_pc,
                weapon: swing.weapon.clone(),
                th: swing.th,
                target: ctx.pc(t).id,
                faces: detail.faces.clone(),
                dmg: swing.dmg,
                cancelled: 0,
            };
            let defender = detail.target.clone();
            push_result(ctx, who, outcome, true, detail, false);
            ctx.encounter_mut()?.pending.push(Pending::Armour(hit));
            ctx.event(Event::ArmourChoice {
                defender,
                ones,
                pieces,
            });
            return Ok(());
        }
    }
    let damage = detail.damage.clone();
    let faces = detail.faces.clone();
    push_result(ctx, who.clone(), outcome, false, detail, false);
    match (outcome, attacker) {
        (RollOutcome::Fumble, Target::Pc(i)) => {
            let (character_id, name) = (ctx.pc(i).id, ctx.pc(i).name.clone());
            let allies = allies_of(ctx, character_id);
            ctx.encounter_mut()?
                .pending
                .push(Pending::Fumble(PendingFumble {
                    character_id,
                    weapon: swing.weapon.clone(),
                }));
            ctx.event(Event::FumbleChoice { who: name, allies });
            Ok(())
        }
        (RollOutcome::Fumble, Target::Adversary(_)) => {
            ctx.event(Event::AdversaryFumble { who: who.clone() });
            triggers(ctx, &who, &swing.weapon, &swing.triggers, outcome, &faces);
            Ok(())
        }
        _ => {
            apply_hit(ctx, target, outcome, damage.as_ref())?;
            triggers(ctx, &who, &swing.weapon, &swing.triggers, outcome, &faces);
            Ok(())
        }
    }
}

/// Reports the attack's triggers whose condition the final result meets (rules:
/// "Adversaries with several attacks"): a hit kind, or a poker result in the faces. The GM
/// applies their effects.
pub(super) fn triggers(
    ctx: &mut Ctx<'_>,
    who: &str,
    attack: &str,
    list: &[Trigger],
    outcome: RollOutcome,
    faces: &[u32],
) {
    if list.is_empty() {
        return;
    }
    let poker = to_hit::poker(faces);
    let has = |want: fn(&Poker) -> bool| poker.iter().any(want);
    for trigger in list {
        let fires = match trigger.when {
            TriggerWhen::AnyHit => matches!(
                outcome,
                RollOutcome::MinorHit | RollOutcome::MajorHit | RollOutcome::DeathBlow
            ),
            TriggerWhen::MinorHit => outcome == RollOutcome::MinorHit,
            TriggerWhen::MajorHit => outcome == RollOutcome::MajorHit,
            TriggerWhen::DeathBlow => outcome == RollOutcome::DeathBlow,
            TriggerWhen::Pair => has(|p| matches!(p, Poker::Group { size: 2, .. })),
            TriggerWhen::Triplet => has(|p| matches!(p, Poker::Group { size: 3, .. })),
            TriggerWhen::FourOfAKind => {
                has(|p| matches!(p, Poker::Group { size, .. } if *size >= 4))
            }
            TriggerWhen::TwoPairs => has(|p| *p == Poker::TwoPairs),
            TriggerWhen::ThreePairs => has(|p| *p == Poker::ThreePairs),
            TriggerWhen::FullHouse => has(|p| *p == Poker::FullHouse),
            TriggerWhen::Sequence => has(|p| matches!(p, Poker::Sequence(_))),
        };
        if fires {
            ctx.event(Event::Triggered {
                who: who.to_owned(),
                attack: attack.to_owned(),
                when: trigger.when,
                text: trigger.text.clone(),
            });
        }
    }
}

/// Rules, "Vulnerability": a sleeping target is eliminated without a roll — an adversary
/// is eliminated, a PC takes a Death Blow.
fn eliminate_sleeping(
    ctx: &mut Ctx<'_>,
    attacker: Target,
    target: Target,
    swing: &Swing,
) -> Result<(), UserError> {
    let who = ctx.name_of(attacker);
    let detail = ToHitDetail {
        target: ctx.name_of(target),
        weapon: swing.weapon.clone(),
        pool: PoolBreakdown {
            th: swing.th,
            ..PoolBreakdown::default()
        },
        faces: Vec::new(),
        cancelled: 0,
        damage: None,
    };
    push_result(ctx, who, RollOutcome::DeathBlow, false, detail, true);
    apply_hit(ctx, target, RollOutcome::DeathBlow, None)
}

/// Applies a final To Hit result (rules: "To Hit"): damage for a Minor or Major Hit; a
/// Death Blow eliminates an adversary, or drops a PC to 0 HP owing a Death roll.
pub(super) fn apply_hit(
    ctx: &mut Ctx<'_>,
    target: Target,
    outcome: RollOutcome,
    damage: Option<&DamageCalc>,
) -> Result<(), UserError> {
    match (outcome, target) {
        (RollOutcome::MinorHit | RollOutcome::MajorHit, Target::Pc(i)) => {
            ctx.damage_pc(i, damage.map_or(0, |d| d.amount));
            Ok(())
        }
        (RollOutcome::MinorHit | RollOutcome::MajorHit, Target::Adversary(i)) => {
            ctx.damage_adversary(i, damage.map_or(0, |d| d.amount))
        }
        (RollOutcome::DeathBlow, Target::Pc(i)) => {
            ctx.death_blow_pc(i);
            Ok(())
        }
        (RollOutcome::DeathBlow, Target::Adversary(i)) => ctx.eliminate_adversary(i),
        _ => Ok(()),
    }
}

/// The defender's worn pieces with free dots.
pub(crate) fn free_pieces(c: &Character) -> Vec<(super::model::ArmourPiece, u32)> {
    c.armour
        .iter()
        .filter(|a| a.free_dots() > 0)
        .map(|a| (a.piece, a.free_dots()))
        .collect()
}

/// The other PCs of the encounter still standing (rules: "More decisions": a fumble's
/// d8 may go to one of them).
pub(super) fn allies_of(ctx: &Ctx<'_>, character_id: i64) -> Vec<String> {
    let Some(encounter) = ctx.world.table.encounter.as_ref() else {
        return Vec::new();
    };
    encounter
        .pcs
        .iter()
        .filter(|p| p.character_id != character_id && !p.fled)
        .filter_map(|p| ctx.world.characters.iter().find(|c| c.id == p.character_id))
        .filter(|c| !c.is_down())
        .map(|c| c.name.clone())
        .collect()
}

/// The parts of a To Hit result that vary between the roll, the armour resolution and a
/// sleeping target.
pub(super) struct ToHitDetail {
    pub target: String,
    pub weapon: String,
    pub pool: PoolBreakdown,
    pub faces: Vec<u32>,
    pub cancelled: u32,
    pub damage: Option<DamageCalc>,
}

pub(super) fn push_result(
    ctx: &mut Ctx<'_>,
    who: String,
    outcome: RollOutcome,
    pending: bool,
    d: ToHitDetail,
    sleeping: bool,
) {
    // A sleeping target and an empty pool roll nothing.
    let rolls = if d.faces.is_empty() {
        Vec::new()
    } else {
        vec![Roll {
            sides: 6,
            faces: d.faces.clone(),
        }]
    };
    ctx.out.results.push(RollResult {
        kind: ResultKind::ToHit,
        who,
        outcome,
        rolls,
        pending,
        detail: Detail::ToHit {
            target: d.target,
            weapon: d.weapon,
            pool: d.pool,
            ones: to_hit::count(&d.faces, 1),
            sixes: to_hit::count(&d.faces, 6),
            cancelled: d.cancelled,
            damage: d.damage,
            poker: to_hit::poker(&d.faces),
            sleeping,
        },
    });
}
