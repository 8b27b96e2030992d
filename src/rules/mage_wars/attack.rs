//! `/attack` (rules: "Attack sequence"): declaring (range, guards, Flying), the strikes
//! (each with a Dazed attacker's miss roll), then the damage barrier and the counterstrike
//! offer.

use super::casting::{pay_mana, quick_spell};
use super::ctx::Ctx;
use super::damage;
use super::model::{Attack, Condition, CounterOffer, Reach, Zone};
use super::names::{same, shorten};
use super::outcome::{AttackReport, Event};
use super::phase::{self, Kind};
use super::strike;
use super::validate;
use crate::error::UserError;

pub(crate) struct AttackRequest<'a> {
    pub acting_as: Option<&'a str>,
    pub target: &'a str,
    pub weapon: Option<&'a str>,
    pub inline: Option<&'a Attack>,
    pub counter: bool,
    pub quick: bool,
}

/// One attack: the attacker's activation and action (or a counterstrike under a pending
/// offer), its mana when it is a spell, then the rules' steps 1–9.
///
/// Rolls, in order, per strike: the Daze miss check (one effect die, when the attacker has
/// a Daze marker; a miss skips that strike alone), the target's Defense (one effect die,
/// when ready and the attack is avoidable), the attack dice, and the effect die (when the
/// attack has an effect table); then the damage barrier's strikes the same way, without
/// Defense. A missed attack is offered a counterstrike like one the Defense avoided.
pub(crate) fn attack(ctx: &mut Ctx<'_>, request: &AttackRequest<'_>) -> Result<(), UserError> {
    let attacker = ctx.named_or_own(request.acting_as)?;
    ctx.require_may_act_for(attacker)?;
    let target = ctx.find(request.target)?;
    if target == attacker {
        return Err(UserError::new("err-mw-attack-self"));
    }
    let attack = choose_attack(ctx, attacker, request)?;
    let melee = attack.reach == Reach::Melee;
    if request.counter {
        let offered = CounterOffer {
            defender: attacker,
            attacker: target,
        };
        if ctx.arena.counter_offer.as_ref() != Some(&offered) {
            return Err(UserError::new("err-mw-no-counter-offer"));
        }
        if !melee {
            return Err(UserError::new("err-mw-counter-melee"));
        }
        // The host may decline for an absent player, but only the player strikes back.
        if ctx.obj(attacker)?.owner != ctx.actor.user {
            return Err(UserError::new("err-mw-counter-own").arg("defender", ctx.name_of(attacker)));
        }
        ctx.arena.counter_offer = None;
    } else if request.quick {
        quick_attack(ctx, attacker, &attack)?;
    } else {
        phase::begin(ctx, attacker, Kind::Attack)?;
        phase::use_action(ctx, attack.full)?;
    }
    let mana = if attack.is_spell() {
        Some((attack.cost, pay_mana(ctx, attacker, attack.cost)?))
    } else {
        None
    };
    check_declaration(ctx, attacker, target, &attack, request.counter)?;

    let mut report = new_report(ctx, attacker, target, &attack)?;
    report.counterstrike = request.counter;
    report.mana = mana;
    let dazed = ctx.obj(attacker)?.markers(Condition::Daze) > 0;
    let avoidable = !attack.unavoidable && !attack.barrier;
    // Stun and Daze a counterstrike puts on an attacker in its own phase are held over.
    let before = phase::stun_daze(ctx, target);
    let rolled = strike::roll(ctx, target, &attack, report.dice, avoidable, dazed)?;
    missed_by_daze(&mut report, &rolled.strikes);
    if request.counter {
        phase::hold_gained(ctx, target, before)?;
    }
    finish_report(ctx, &mut report, target, rolled.strikes)?;
    ctx.event(Event::Attack(Box::new(report)));
    ctx.out.events.extend(rolled.conditions);
    // The damage barrier answers every melee hit, even one that destroys its owner.
    if melee && !request.counter && rolled.hit {
        damage_barrier(ctx, target, attacker)?;
    }
    let target_destroyed = damage::destroy_if_dead(ctx, target)?;
    if !melee || request.counter || target_destroyed {
        return Ok(());
    }
    offer_counterstrike(ctx, target, attacker)
}

/// A zone attack: one action (and one payment) against every object in `zone` but the
/// attacker, each rolled separately and none avoidable; no damage barrier or
/// counterstrike answers it.
///
/// Rolls, in order: per object in arena order, per strike, the Daze miss check (when the
/// attacker is Dazed), the attack dice and the effect die (when the attack has a table).
pub(crate) fn zone_attack(
    ctx: &mut Ctx<'_>,
    zone: Zone,
    request: &AttackRequest<'_>,
) -> Result<(), UserError> {
    let zone = validate::zone(zone)?;
    let attacker = ctx.named_or_own(request.acting_as)?;
    ctx.require_may_act_for(attacker)?;
    let attack = choose_attack(ctx, attacker, request)?;
    let distance = ctx.obj(attacker)?.zone.distance(zone);
    let in_range = match attack.reach {
        Reach::Melee => distance == 0,
        Reach::Ranged { min, max } => (min..=max).contains(&distance),
    };
    if !in_range {
        return Err(UserError::new("err-mw-out-of-range")
            .arg("name", zone.label())
            .arg("distance", distance));
    }
    let targets: Vec<u32> = ctx
        .arena
        .objects
        .iter()
        .filter(|o| o.zone == zone && o.id != attacker)
        .map(|o| o.id)
        .collect();
    if targets.is_empty() {
        return Err(UserError::new("err-mw-zone-empty").arg("zone", zone.label()));
    }
    if request.quick {
        quick_attack(ctx, attacker, &attack)?;
    } else {
        phase::begin(ctx, attacker, Kind::Attack)?;
        phase::use_action(ctx, attack.full)?;
    }
    let mut mana = if attack.is_spell() {
        Some((attack.cost, pay_mana(ctx, attacker, attack.cost)?))
    } else {
        None
    };
    let dazed = ctx.obj(attacker)?.markers(Condition::Daze) > 0;
    for target in targets {
        let mut report = new_report(ctx, attacker, target, &attack)?;
        report.mana = mana.take();
        let rolled = strike::roll(ctx, target, &attack, report.dice, false, dazed)?;
        missed_by_daze(&mut report, &rolled.strikes);
        finish_report(ctx, &mut report, target, rolled.strikes)?;
        ctx.event(Event::Attack(Box::new(report)));
        ctx.out.events.extend(rolled.conditions);
        damage::destroy_if_dead(ctx, target)?;
    }
    Ok(())
}

/// The report's summary of a Dazed attacker's strikes: the first miss check, and whether
/// every strike missed.
fn missed_by_daze(report: &mut AttackReport, strikes: &[crate::rules::mage_wars::Strike]) {
    report.daze_roll = strikes.first().and_then(|s| s.daze);
    report.missed = !strikes.is_empty() && strikes.iter().all(|s| s.missed);
}

/// An attack spell cast as a quick spell. An incapacitated mage casts only quick spells that
/// are not attacks.
fn quick_attack(ctx: &mut Ctx<'_>, attacker: u32, attack: &Attack) -> Result<(), UserError> {
    if !attack.is_spell() {
        return Err(UserError::new("err-mw-quick-spell-only"));
    }
    let object = ctx.obj(attacker)?;
    if object.incapacitated() {
        return Err(UserError::new("err-mw-incapacitated-attack").arg("name", object.name.as_str()));
    }
    quick_spell(ctx, attacker)
}

/// `/counterstrike decline`: the defender's player, or the host for an absent player,
/// lets the pending counterstrike go.
pub(crate) fn decline(ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    let offer = ctx
        .arena
        .counter_offer
        .clone()
        .ok_or_else(|| UserError::new("err-mw-no-counter-offer"))?;
    ctx.require_may_act_for(offer.defender)?;
    ctx.arena.counter_offer = None;
    let event = Event::CounterstrikeDeclined {
        defender: ctx.name_of(offer.defender),
        attacker: ctx.name_of(offer.attacker),
    };
    ctx.event(event);
    Ok(())
}

/// The attack to roll: a registered one by name, a one-off spell, or the attacker's only
/// attack (damage barriers strike back by themselves and are never chosen).
fn choose_attack(
    ctx: &Ctx<'_>,
    attacker: u32,
    request: &AttackRequest<'_>,
) -> Result<Attack, UserError> {
    let object = ctx.obj(attacker)?;
    let weapon = request.weapon.map(str::trim).filter(|w| !w.is_empty());
    let attack = match (weapon, request.inline) {
        (Some(_), Some(_)) => return Err(UserError::new("err-mw-weapon-or-inline")),
        (Some(name), None) => object
            .attacks
            .iter()
            .find(|a| same(&a.name, name))
            .cloned()
            .ok_or_else(|| {
                UserError::new("err-mw-unknown-attack")
                    .arg("name", object.name.as_str())
                    .arg("attack", shorten(name))
            })?,
        (None, Some(inline)) => validate::attack(inline, false)?,
        (None, None) => {
            let mut usable = object.attacks.iter().filter(|a| !a.barrier);
            match (usable.next(), usable.next()) {
                (Some(only), None) => only.clone(),
                _ => {
                    return Err(
                        UserError::new("err-mw-which-attack").arg("name", object.name.as_str())
                    );
                }
            }
        }
    };
    if attack.barrier {
        return Err(UserError::new("err-mw-barrier-attack").arg("attack", attack.name.as_str()));
    }
    Ok(attack)
}

/// Step 1: range; a melee attack must target an enemy guard in the zone when there is one
/// (ranged attacks ignore guards); only flyers melee a Flying target that is not guarding.
/// A counterstrike answers its attacker and skips the guard and Flying checks.
fn check_declaration(
    ctx: &Ctx<'_>,
    attacker: u32,
    target: u32,
    attack: &Attack,
    counter: bool,
) -> Result<(), UserError> {
    let a = ctx.obj(attacker)?;
    let t = ctx.obj(target)?;
    let distance = a.zone.distance(t.zone);
    let in_range = match attack.reach {
        Reach::Melee => distance == 0,
        Reach::Ranged { min, max } => (min..=max).contains(&distance),
    };
    if !in_range {
        return Err(UserError::new("err-mw-out-of-range")
            .arg("name", t.name.as_str())
            .arg("distance", distance));
    }
    if attack.reach != Reach::Melee || counter {
        return Ok(());
    }
    let is_guard = |o: &super::model::Object| o.guarding && !o.incapacitated();
    if !is_guard(t) {
        let guard =
            ctx.arena.objects.iter().find(|o| {
                o.zone == t.zone && o.owner == t.owner && o.owner != a.owner && is_guard(o)
            });
        if let Some(guard) = guard {
            return Err(
                UserError::new("err-mw-must-attack-guard").arg("guard", guard.name.as_str())
            );
        }
    }
    // An incapacitated flyer loses Flying while it lasts.
    if !a.traits.flying && t.traits.flying && !t.guarding && !t.incapacitated() {
        return Err(UserError::new("err-mw-target-flying").arg("name", t.name.as_str()));
    }
    Ok(())
}

fn new_report(
    ctx: &Ctx<'_>,
    attacker: u32,
    target: u32,
    attack: &Attack,
) -> Result<AttackReport, UserError> {
    let a = ctx.obj(attacker)?;
    let t = ctx.obj(target)?;
    let (dice, modifiers) = strike::dice_pool(a, t, attack);
    Ok(AttackReport {
        attacker: a.name.clone(),
        target: t.name.clone(),
        attack: attack.name.clone(),
        melee: attack.reach == Reach::Melee,
        counterstrike: false,
        barrier: false,
        mana: None,
        daze_roll: None,
        missed: false,
        printed_dice: attack.dice,
        dice,
        modifiers,
        strikes: Vec::new(),
        target_damage: t.damage,
        target_life: t.life,
    })
}

fn finish_report(
    ctx: &Ctx<'_>,
    report: &mut AttackReport,
    target: u32,
    strikes: Vec<super::outcome::Strike>,
) -> Result<(), UserError> {
    report.strikes = strikes;
    report.target_damage = ctx.obj(target)?.damage;
    Ok(())
}

/// Step 7: a melee hit on an object with a damage barrier: the barrier's attack rolls at
/// the attacker by itself — no Defense, no range or guard checks.
fn damage_barrier(ctx: &mut Ctx<'_>, owner: u32, attacker: u32) -> Result<(), UserError> {
    let Some(barrier) = ctx.obj(owner)?.attacks.iter().find(|a| a.barrier).cloned() else {
        return Ok(());
    };
    let mut report = new_report(ctx, owner, attacker, &barrier)?;
    report.barrier = true;
    let before = phase::stun_daze(ctx, attacker);
    let rolled = strike::roll(ctx, attacker, &barrier, report.dice, false, false)?;
    phase::hold_gained(ctx, attacker, before)?;
    finish_report(ctx, &mut report, attacker, rolled.strikes)?;
    ctx.event(Event::Attack(Box::new(report)));
    ctx.out.events.extend(rolled.conditions);
    damage::destroy_if_dead(ctx, attacker)?;
    Ok(())
}

/// Step 8: a guarding or Counterstrike defender that survived a melee attack, is not
/// incapacitated and has a melee attack may strike back once (`/attack counter:true`).
fn offer_counterstrike(ctx: &mut Ctx<'_>, defender: u32, attacker: u32) -> Result<(), UserError> {
    if !ctx.exists(attacker) {
        return Ok(());
    }
    let d = ctx.obj(defender)?;
    let can = !d.incapacitated()
        && (d.guarding || d.traits.counterstrike)
        && d.attacks
            .iter()
            .any(|a| a.reach == Reach::Melee && !a.barrier);
    if !can {
        return Ok(());
    }
    let event = Event::CounterstrikeOffered {
        defender: d.name.clone(),
        attacker: ctx.name_of(attacker),
    };
    ctx.arena.counter_offer = Some(CounterOffer { defender, attacker });
    ctx.event(event);
    Ok(())
}
