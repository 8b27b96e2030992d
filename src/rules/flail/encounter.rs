//! Starting and ending encounters, adversaries, table settings.
//! Rules: FLAIL, "Death", "Usage after a fight", "Ending the encounter".

use super::characters::{bounded, same_name};
use super::ctx::{Ctx, shorten, validate_name};
use super::limits;
use super::model::{Adversary, AdversaryAttack, AdversaryStatus, CombatantRef, Encounter, Side};
use super::outcome::{Detail, Event, ResultKind, RollOutcome, RollResult};
use crate::dice::Roll;
use crate::error::UserError;

/// `/encounter start`: one encounter per channel; whoever starts it is its GM.
/// `surprise` names the side that acts first without initiative (rules: "Surprise").
pub(crate) fn start(ctx: &mut Ctx<'_>, surprise: Option<Side>) -> Result<(), UserError> {
    if ctx.world.table.encounter.is_some() {
        return Err(UserError::new("err-encounter-running"));
    }
    ctx.world.table.encounter = Some(Encounter::new(ctx.actor.user, surprise));
    ctx.world.table.last_gm = Some(ctx.actor.user);
    ctx.event(Event::EncounterStarted { surprise });
    Ok(())
}

/// `/encounter end` (rules: "Death", "Ending the encounter"; GM only). If every PC of the
/// encounter is down with an adversary still standing, the party is dead and no Death
/// rolls are owed. Otherwise each weapon used rolls d6 for usage (4–6 marks a dot,
/// rules: "Usage after a fight") and the owed Death rolls are offered. Vulnerabilities
/// end with the fight. *Decision*: a PC who fled did not fall, so it keeps the party
/// alive; an encounter without PCs never kills a party.
pub(crate) fn end(ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    ctx.encounter()?;
    ctx.require_gm()?;
    let Some(encounter) = ctx.world.table.encounter.take() else {
        return Err(UserError::new("err-no-encounter"));
    };
    ctx.world.table.last_gm = Some(encounter.gm);
    ctx.world.table.last_party = encounter.pcs.iter().map(|p| p.character_id).collect();
    let members: Vec<usize> = encounter
        .pcs
        .iter()
        .filter_map(|p| ctx.character_by_id(p.character_id))
        .collect();
    let fled = |index: usize| {
        let id = ctx.pc(index).id;
        encounter.pcs.iter().any(|p| p.character_id == id && p.fled)
    };
    let party_fell = !members.is_empty()
        && members.iter().all(|&i| ctx.pc(i).is_down() && !fled(i))
        && encounter.adversaries.iter().any(Adversary::standing);
    if party_fell {
        ctx.event(Event::PartyDead);
        for &index in &members {
            let c = ctx.pc_mut(index);
            c.death_rolls_pending = 0;
            c.near_death_pick_pending = false;
            if !c.dead {
                c.dead = true;
                let who = c.name.clone();
                ctx.event(Event::Died { who });
            }
        }
    } else {
        usage_rolls(ctx, &encounter.weapons_used)?;
        let who: Vec<String> = members
            .iter()
            .map(|&i| ctx.pc(i))
            .filter(|c| c.death_rolls_pending > 0 && !c.dead)
            .map(|c| c.name.clone())
            .collect();
        if !who.is_empty() {
            ctx.event(Event::DeathRollsOffered { who });
        }
    }
    for &index in &members {
        let c = ctx.pc_mut(index);
        let (ended, kept) = c
            .conditions
            .drain(..)
            .partition(|k| k.kind.is_vulnerability());
        c.conditions = kept;
        let who = c.name.clone();
        for condition in ended {
            ctx.event(Event::ConditionLost {
                who: who.clone(),
                condition: condition.kind,
            });
        }
    }
    ctx.event(Event::EncounterEnded);
    Ok(())
}

/// d6 per weapon used, in the order used; 4–6 marks a dot; every dot marked breaks it.
/// Weapons since removed, already broken, or of characters not loaded are skipped.
fn usage_rolls(ctx: &mut Ctx<'_>, used: &[(i64, String)]) -> Result<(), UserError> {
    for (id, name) in used {
        let Some(index) = ctx.character_by_id(*id) else {
            continue;
        };
        let usable = ctx.pc(index).weapon(name).is_some_and(|w| !w.broken());
        if !usable {
            continue;
        }
        let roll = Roll::of(ctx.dice, 1, 6)?;
        let marked = roll.total() >= 4;
        let c = ctx.pc_mut(index);
        let who = c.name.clone();
        let Some(weapon) = c.weapons.iter_mut().find(|w| same_name(&w.name, name)) else {
            continue;
        };
        let item = weapon.name.clone();
        if marked {
            weapon.usage_marked = weapon.usage_marked.saturating_add(1);
        }
        let (count, max, broken) = (weapon.usage_marked, weapon.usage_max, weapon.broken());
        ctx.out.results.push(RollResult {
            kind: ResultKind::Usage,
            who: who.clone(),
            outcome: if marked {
                RollOutcome::Marked
            } else {
                RollOutcome::Unmarked
            },
            rolls: vec![roll],
            pending: false,
            detail: Detail::Item { item: item.clone() },
        });
        if marked {
            ctx.event(Event::UsageMarked {
                who: who.clone(),
                item: item.clone(),
                marked: count,
                max,
            });
            if broken {
                ctx.event(Event::ItemBroken { who, item });
            }
        }
    }
    Ok(())
}

/// `/settings`: the optional attribute rule (rules: "Dice modifiers", off by default).
/// The GM, or a moderator when no encounter runs. Without a value it reports the
/// current one.
/// The table's settings: who may change them is the table service's to check, the same way
/// for every game (they outlive the encounter and its GM).
pub(crate) fn settings(ctx: &mut Ctx<'_>, attribute_rule: Option<bool>) -> Result<(), UserError> {
    let settings = &mut ctx.world.table.settings;
    if let Some(value) = attribute_rule {
        settings.attribute_rule = value;
    }
    let attribute_rule = settings.attribute_rule;
    ctx.event(Event::SettingChanged { attribute_rule });
    Ok(())
}

/// `/adversary add` (rules: adversary stat line; GM only): `count` copies of one stat
/// line, with one unnamed attack when `th` and `dmg` are given (none when neither is: the
/// GM then adds named attacks with `/adversary attack`). One keeps the name as given; several are numbered "Goblin 1".."Goblin 3", and a
/// later add of the same kind continues the numbering. A name already used by an
/// adversary or a joined PC is refused. Bounds come from `limits`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn add_adversaries(
    ctx: &mut Ctx<'_>,
    name: &str,
    hp: i32,
    defence: i32,
    saves: i32,
    morale: i32,
    th: Option<u32>,
    dmg: Option<u32>,
    count: u32,
) -> Result<(), UserError> {
    let encounter = ctx.encounter()?;
    ctx.require_gm()?;
    let name = validate_name(name)?;
    bounded(hp, 1, limits::MAX_HP, "err-hp-range")?;
    bounded(defence, 0, limits::MAX_DEFENCE, "err-defence-range")?;
    bounded(saves, 1, limits::MAX_SAVE_VALUE, "err-saves-range")?;
    bounded(morale, 1, limits::MAX_SAVE_VALUE, "err-morale-range")?;
    let attacks = match (th, dmg) {
        (Some(th), Some(dmg)) => {
            bounded(th, 1, limits::MAX_TH, "err-th-range")?;
            bounded(dmg, 0, limits::MAX_DMG, "err-dmg-range")?;
            vec![AdversaryAttack {
                name: String::new(),
                th,
                dmg,
                triggers: Vec::new(),
                times: 1,
            }]
        }
        (None, None) => Vec::new(),
        _ => return Err(UserError::new("err-th-dmg-together")),
    };
    bounded(count, 1, limits::ADVERSARIES_PER_ADD, "err-count-range")?;
    let total = encounter.adversaries.len().saturating_add(count as usize);
    if total > limits::ADVERSARIES_PER_ENCOUNTER {
        return Err(UserError::new("err-too-many-adversaries")
            .arg("max", limits::ADVERSARIES_PER_ENCOUNTER));
    }
    let kind = crate::rules::names::key(&name);
    let first = encounter.numbering.get(&kind).copied().unwrap_or(1);
    let names: Vec<String> = if count == 1 {
        vec![name]
    } else {
        (0..count)
            .map(|n| validate_name(&format!("{name} {}", first.saturating_add(n))))
            .collect::<Result<_, _>>()?
    };
    for new in &names {
        let taken = encounter
            .adversaries
            .iter()
            .any(|a| a.status != AdversaryStatus::Removed && same_name(&a.name, new))
            || encounter.pcs.iter().any(|p| same_name(&p.name, new));
        if taken {
            return Err(UserError::new("err-name-taken").arg("name", new.as_str()));
        }
    }
    let encounter = ctx.encounter_mut()?;
    if count > 1 {
        encounter
            .numbering
            .insert(kind, first.saturating_add(count));
    }
    for new in &names {
        encounter.adversaries.push(Adversary {
            name: new.clone(),
            max_hp: hp,
            hp,
            defence,
            saves,
            morale,
            attacks: attacks.clone(),
            conditions: Vec::new(),
            status: AdversaryStatus::Standing,
        });
    }
    ctx.event(Event::AdversariesAdded { names });
    Ok(())
}

/// `/adversary remove` (GM only): the adversary leaves the table; its slot stays (status
/// `Removed`) so indices hold. If it was its turn, the turn passes.
pub(crate) fn remove_adversary(ctx: &mut Ctx<'_>, name: &str) -> Result<(), UserError> {
    ctx.encounter()?;
    ctx.require_gm()?;
    let index = ctx.adversary_index(name)?;
    let encounter = ctx.encounter_mut()?;
    let Some(adversary) = encounter.adversaries.get_mut(index) else {
        return Err(UserError::new("err-unknown-adversary").arg("name", shorten(name.trim())));
    };
    adversary.status = AdversaryStatus::Removed;
    let who = adversary.name.clone();
    encounter.free_attacks.retain(|f| f.adversary != index);
    let its_turn = encounter.turn == Some(CombatantRef::Adversary(index));
    ctx.event(Event::AdversaryRemoved { who });
    if its_turn {
        super::turns::end_turn(ctx)?;
    }
    Ok(())
}
