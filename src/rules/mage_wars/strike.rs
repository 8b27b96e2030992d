//! Rolling an attack at a target (rules: "Attack sequence" steps 3–6): the dice pool and
//! its modifiers, then per strike the Defense roll, the attack dice, Armor and damage, and
//! the effect roll looked up in the attack's table.

use super::conditions::add_markers;
use super::ctx::Ctx;
use super::damage;
use super::model::{Attack, Condition, Object};
use super::odds::damage_dealt;
use super::outcome::{DefenseRoll, DiceModifier, EffectRoll, Event, Strike};
use super::validate::row_span;
use crate::error::UserError;

/// Each Daze marker, and being restrained, lowers a Defense roll by this much.
const DEFENSE_PENALTY: i32 = 2;

/// The target's Damage Type ±X for this attack's type (0 when it has none).
pub(crate) fn type_modifier(target: &Object, attack: &Attack) -> i32 {
    attack
        .damage_type
        .and_then(|kind| {
            target
                .traits
                .damage_types
                .iter()
                .find(|(k, _)| *k == kind)
                .map(|(_, by)| *by)
        })
        .unwrap_or(0)
}

fn signed(value: u32) -> i64 {
    i64::from(value)
}

/// Builds the recorded modifier from the dice it really changed.
type ModifierKind = fn(i32) -> DiceModifier;

/// The attack dice after modifiers (step 4), computed once per attack: marked dice and the
/// target's Damage Type, then its Aegis, then the attacker's Weak markers (not on spells).
/// The pool never drops below 1 die; each modifier is recorded as what it really changed,
/// so the printed dice plus the modifiers always give the dice rolled.
pub(crate) fn dice_pool(
    attacker: &Object,
    target: &Object,
    attack: &Attack,
) -> (u32, Vec<DiceModifier>) {
    let weak = if attack.is_spell() {
        0
    } else {
        -signed(attacker.markers(Condition::Weak))
    };
    let steps: [(i64, ModifierKind); 4] = [
        (i64::from(target.incoming_dice), DiceModifier::Marked),
        (
            i64::from(type_modifier(target, attack)),
            DiceModifier::DamageType,
        ),
        (-signed(target.traits.aegis), DiceModifier::Aegis),
        (weak, DiceModifier::Weak),
    ];
    let mut dice = signed(attack.dice).max(1);
    let mut modifiers = Vec::new();
    for (by, kind) in steps {
        let after = (dice + by).max(1);
        let changed = after - dice;
        if changed != 0 {
            modifiers.push(kind(i32::try_from(changed).unwrap_or(0)));
        }
        dice = after;
    }
    (u32::try_from(dice).unwrap_or(1), modifiers)
}

/// A Dazed attacker's effect roll must beat this, or the strike misses (rules: step 2).
pub(crate) const DAZE_MISS_AT_MOST: u32 = 6;

/// What rolling the strikes produced, besides the strikes themselves.
pub(crate) struct Strikes {
    pub strikes: Vec<Strike>,
    /// Some strike was not avoided (a melee hit triggers the damage barrier).
    pub hit: bool,
    /// `ConditionChanged` for every marker the effect rolls placed, in order.
    pub conditions: Vec<Event>,
}

/// Rolls each strike of `attack` with `dice` attack dice at `target` (steps 3–6). The
/// strikes stop once the target's damage reaches its Life.
///
/// Rolls, per strike: a Dazed attacker's miss check (one effect die; 6 or less misses that
/// strike, and the next strike goes on), the target's Defense (one effect die, when ready
/// and `avoidable`), then `dice` attack dice, then the effect die when the attack has an
/// effect table.
pub(crate) fn roll(
    ctx: &mut Ctx<'_>,
    target: u32,
    attack: &Attack,
    dice: u32,
    avoidable: bool,
    dazed: bool,
) -> Result<Strikes, UserError> {
    let mut out = Strikes {
        strikes: Vec::new(),
        hit: false,
        conditions: Vec::new(),
    };
    for _ in 0..attack.strikes {
        if damage::is_dead(ctx, target) {
            break;
        }
        let daze = if dazed { Some(ctx.effect_die()?) } else { None };
        if daze.is_some_and(|face| face <= DAZE_MISS_AT_MOST) {
            out.strikes.push(Strike {
                daze,
                missed: true,
                defense: None,
                avoided: false,
                faces: Vec::new(),
                normal: 0,
                critical: 0,
                armor: 0,
                resilient: false,
                damage: 0,
                effect: None,
            });
            continue;
        }
        let defense = if avoidable {
            defense_roll(ctx, target)?
        } else {
            None
        };
        let avoided = defense
            .as_ref()
            .is_some_and(|d| i64::from(d.face) + i64::from(d.modifier) >= i64::from(d.needed));
        let object = ctx.obj(target)?;
        let armor = object
            .armor
            .saturating_sub(attack.piercing)
            .saturating_sub(object.markers(Condition::Corrode));
        let mut strike = Strike {
            daze,
            missed: false,
            defense,
            avoided,
            faces: Vec::new(),
            normal: 0,
            critical: 0,
            armor,
            resilient: object.traits.resilient,
            damage: 0,
            effect: None,
        };
        if !avoided {
            out.hit = true;
            for _ in 0..dice {
                let die = ctx.attack_die()?;
                strike.faces.push(die.face);
                strike.normal += die.normal;
                strike.critical += die.critical;
            }
            strike.damage = damage_dealt(strike.normal, strike.critical, armor, strike.resilient);
            damage::add(ctx, target, strike.damage)?;
            if !attack.effects.is_empty() {
                strike.effect = Some(effect_roll(ctx, target, attack, &mut out.conditions)?);
            }
        }
        out.strikes.push(strike);
    }
    Ok(out)
}

/// Step 3: a ready Defense rolls the effect die (−2 per Daze marker, −2 if restrained) and
/// is used for the round, avoided or not. An incapacitated object uses no Defense: it
/// stays ready for later in the round.
fn defense_roll(ctx: &mut Ctx<'_>, target: u32) -> Result<Option<DefenseRoll>, UserError> {
    let object = ctx.obj(target)?;
    if object.incapacitated() {
        return Ok(None);
    }
    let Some(defense) = object.defense.filter(|d| d.ready) else {
        return Ok(None);
    };
    let dazed = i32::try_from(object.markers(Condition::Daze)).unwrap_or(i32::MAX);
    let restrained = i32::from(object.restrained());
    let modifier = dazed
        .saturating_add(restrained)
        .saturating_mul(-DEFENSE_PENALTY);
    let face = ctx.effect_die()?;
    if let Some(defense) = &mut ctx.obj_mut(target)?.defense {
        defense.ready = false;
    }
    Ok(Some(DefenseRoll {
        face,
        modifier,
        needed: defense.target,
    }))
}

/// Step 5's effect roll: the effect die + Damage Type ±X − Tough, looked up in the table
/// (first matching row); its markers go on the target.
fn effect_roll(
    ctx: &mut Ctx<'_>,
    target: u32,
    attack: &Attack,
    conditions: &mut Vec<Event>,
) -> Result<EffectRoll, UserError> {
    let face = ctx.effect_die()?;
    let object = ctx.obj_mut(target)?;
    let tough = i32::try_from(object.traits.tough).unwrap_or(i32::MAX);
    let modifier = type_modifier(object, attack).saturating_sub(tough);
    let total = i32::try_from(face).unwrap_or(0).saturating_add(modifier);
    let markers = attack
        .effects
        .iter()
        .find(|row| {
            let (from, to) = row_span(row);
            (from..=to).contains(&total)
        })
        .map(|row| row.markers.clone())
        .unwrap_or_default();
    for &(count, condition) in &markers {
        let now = add_markers(object, condition, count);
        conditions.push(Event::ConditionChanged {
            name: object.name.clone(),
            condition,
            markers: now,
            cause: None,
        });
    }
    Ok(EffectRoll {
        face,
        modifier,
        total,
        markers,
    })
}
