//! Fleeing (DEX save; free attacks on a failure) and adversaries' Morale saves.
//! Rules: "Fleeing", "Morale", "More decisions for the tracker".

use super::ctx::{Ctx, Target, save_outcome};
use super::model::{AdversaryStatus, Attribute, CombatantRef, ConditionKind, FreeAttack};
use super::outcome::{Detail, Event, ResultKind, RollResult};
use super::turns;
use crate::dice::{Keep, roll_d20};
use crate::error::UserError;

/// `/flee` (rules: "Fleeing"): on its turn, a PC (its owner or the GM acting) makes a DEX
/// save, unless the GM marks it slower than its opponents. Success: it leaves the fight
/// (and the turn order). Failure: every adversary still able to act may make one free To
/// Hit against it (`/attack as:… free:true`). Either way the turn passes.
pub(crate) fn flee(
    ctx: &mut Ctx<'_>,
    character: Option<&str>,
    slower: bool,
) -> Result<(), UserError> {
    ctx.fight()?;
    let index = ctx.own_character(character)?;
    let (id, name) = {
        let c = ctx.pc(index);
        (c.id, c.name.clone())
    };
    if !ctx.in_encounter(id) {
        return Err(UserError::new("err-not-in-encounter").arg("name", name));
    }
    let me = CombatantRef::Pc(id);
    match ctx.fight()?.turn.clone() {
        Some(turn) if turn == me => {}
        Some(turn) => {
            return Err(
                UserError::new("err-not-your-turn").arg("name", turns::name_of_ref(ctx, &turn))
            );
        }
        None => return Err(UserError::new("err-nobody-can-act")),
    }
    if slower {
        return Err(UserError::new("err-cannot-flee-slower").arg("name", name));
    }
    let result = ctx.roll_save(Target::Pc(index), Attribute::Dex, 0, 0, ResultKind::Flee)?;
    if result.outcome.is_save_success() {
        let encounter = ctx.encounter_mut()?;
        if let Some(entry) = encounter.pcs.iter_mut().find(|p| p.character_id == id) {
            entry.fled = true;
        }
        encounter.free_attacks.retain(|f| f.target != id);
        ctx.event(Event::Fled { who: name });
    } else {
        // Rules: only adversaries able to act make the free attacks — not the stunned,
        // prone, immobilised (paralysed, grappled) or asleep.
        let attackers: Vec<usize> = (0..ctx.encounter()?.adversaries.len())
            .filter(|&i| turns::able(ctx, &CombatantRef::Adversary(i)))
            .filter(|&i| {
                !ctx.conditions_of(Target::Adversary(i))
                    .iter()
                    .any(|c| c.kind.saves_each_round() && c.kind != ConditionKind::Blinded)
            })
            .collect();
        let mut names = Vec::with_capacity(attackers.len());
        for &adversary in &attackers {
            names.push(ctx.name_of(Target::Adversary(adversary)));
            let free = FreeAttack {
                adversary,
                target: id,
            };
            let encounter = ctx.encounter_mut()?;
            if !encounter.free_attacks.contains(&free) {
                encounter.free_attacks.push(free);
            }
        }
        ctx.event(Event::FreeAttacksOffered {
            target: name,
            adversaries: names,
        });
    }
    turns::end_turn(ctx)
}

/// `/morale` (GM; rules: "Morale" and its Decisions): the named adversary, or every
/// standing one, rolls d20 equal to or under its Morale. Failure: it flees — or surrenders,
/// when the GM says so — and leaves the turn order; if it held the turn, the turn passes.
pub(crate) fn morale(
    ctx: &mut Ctx<'_>,
    adversary: Option<&str>,
    surrender: bool,
) -> Result<(), UserError> {
    let encounter = ctx.encounter()?;
    ctx.require_gm()?;
    let indices: Vec<usize> = match adversary {
        Some(name) => {
            let index = ctx.adversary_index(name)?;
            let standing = encounter
                .adversaries
                .get(index)
                .is_some_and(|a| a.standing());
            if !standing {
                return Err(UserError::new("err-adversary-not-standing")
                    .arg("name", ctx.name_of(Target::Adversary(index))));
            }
            vec![index]
        }
        None => {
            let all: Vec<usize> = encounter
                .adversaries
                .iter()
                .enumerate()
                .filter(|(_, a)| a.standing())
                .map(|(i, _)| i)
                .collect();
            if all.is_empty() {
                return Err(UserError::new("err-no-standing-adversaries"));
            }
            all
        }
    };
    for index in indices {
        let Some(a) = ctx.encounter()?.adversaries.get(index) else {
            continue;
        };
        let (who, value) = (a.name.clone(), a.morale);
        let (roll, kept) = roll_d20(ctx.dice, Keep::Single)?;
        let outcome = save_outcome(kept, value);
        ctx.out.results.push(RollResult {
            kind: ResultKind::Morale,
            who: who.clone(),
            outcome,
            rolls: vec![roll],
            pending: false,
            detail: Detail::Save {
                attribute: None,
                value,
                keep: Keep::Single,
                kept,
            },
        });
        if outcome.is_save_success() {
            ctx.event(Event::MoraleHeld { who });
        } else {
            let status = if surrender {
                AdversaryStatus::Surrendered
            } else {
                AdversaryStatus::Fled
            };
            if let Some(a) = ctx.encounter_mut()?.adversaries.get_mut(index) {
                a.status = status;
            }
            if surrender {
                ctx.event(Event::Surrendered { who });
            } else {
                ctx.event(Event::MoraleBroken { who });
            }
        }
    }
    turns::pass_if_unable(ctx)
}
