//! Initiative, joining, turn order and the start-of-round saves of vulnerable combatants.
//! Rules: "Initiative", "Vulnerability", "More decisions for the tracker".

use super::ctx::{Ctx, Target};
use super::limits;
use super::model::{
    Attribute, Character, CombatantRef, Condition, ConditionKind, InitiativeGroup, PcEntry, Side,
    Table,
};
use super::outcome::{Event, ResultKind};
use crate::error::UserError;

/// `/join`: the owner or the GM adds a character to the encounter (rules: "More decisions
/// for the tracker"). Before initiative it just joins; after, it rolls its DEX save at
/// once (kind Initiative) and slots into its group — or, when a surprise was resolved,
/// takes the group its side got, without rolling.
pub(crate) fn join(ctx: &mut Ctx<'_>, character: &str) -> Result<(), UserError> {
    ctx.encounter()?;
    let index = ctx.character_index(character)?;
    ctx.require_may_act_for(index)?;
    let (id, owner, name, dead, down) = {
        let c = ctx.pc(index);
        (c.id, c.owner, c.name.clone(), c.dead, c.is_down())
    };
    let encounter = ctx.encounter()?;
    if encounter.pcs.iter().any(|p| p.character_id == id) {
        return Err(UserError::new("err-already-joined").arg("name", name));
    }
    if dead {
        return Err(UserError::new("err-character-dead").arg("name", name));
    }
    // Rules, "Death": a PC at 0 HP or owing a Death roll cannot join a fight.
    ctx.require_no_death_roll_due(index)?;
    if down {
        return Err(UserError::new("err-cannot-join-down").arg("name", name));
    }
    if ctx.adversary_index(&name).is_ok() {
        return Err(UserError::new("err-name-taken-by-adversary").arg("name", name));
    }
    if encounter.pcs.len() >= limits::PCS_PER_ENCOUNTER {
        return Err(UserError::new("err-too-many-pcs").arg("max", limits::PCS_PER_ENCOUNTER));
    }
    let group = if !encounter.started() {
        None
    } else {
        match encounter.surprise {
            Some(side) => Some(surprise_group(side)),
            None => Some(roll_initiative(ctx, index)?),
        }
    };
    ctx.encounter_mut()?.pcs.push(PcEntry {
        character_id: id,
        name: name.clone(),
        group,
        fled: false,
        owner,
    });
    ctx.event(Event::Joined { who: name, group });
    Ok(())
}

/// `/initiative` (GM, once per encounter; rules: "Initiative"): every PC, in join order,
/// rolls a DEX save — success acts before the adversaries, failure after. With surprise
/// nobody rolls and the surprising side goes first. Then round 1 starts.
pub(crate) fn initiative(ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    let encounter = ctx.encounter()?;
    ctx.require_gm()?;
    if encounter.started() {
        return Err(UserError::new("err-initiative-rolled"));
    }
    if encounter.pcs.is_empty() {
        return Err(UserError::new("err-no-pcs"));
    }
    let surprise = encounter.surprise;
    // Every PC must be loaded before any die is rolled.
    let mut rollers = Vec::with_capacity(encounter.pcs.len());
    for entry in &encounter.pcs {
        let index = ctx.character_by_id(entry.character_id).ok_or_else(|| {
            UserError::new("err-unknown-character").arg("name", entry.name.as_str())
        })?;
        rollers.push(index);
    }
    let mut groups = Vec::with_capacity(rollers.len());
    for index in rollers {
        groups.push(match surprise {
            Some(side) => surprise_group(side),
            None => roll_initiative(ctx, index)?,
        });
    }
    let encounter = ctx.encounter_mut()?;
    for (entry, group) in encounter.pcs.iter_mut().zip(groups) {
        entry.group = Some(group);
    }
    encounter.round = 1;
    encounter.turn = None;
    ctx.event(Event::RoundStarted { round: 1 });
    advance(ctx, None)
}

/// `/next`: the GM, or whoever controls the combatant whose turn it is, passes the turn
/// (`docs/commands.md`, "Who may do what").
pub(crate) fn next(ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    let turn = ctx.fight()?.turn.clone();
    if !ctx.is_gm() {
        match &turn {
            None => return Err(UserError::new("err-gm-only")),
            Some(who) if !controls(ctx, who) => {
                return Err(UserError::new("err-not-your-turn").arg("name", name_of_ref(ctx, who)));
            }
            Some(_) => {}
        }
    }
    end_turn(ctx)
}

/// Passes the turn to the next combatant able to act (used by attack, flee and `/next`).
/// Rules, "More decisions for the tracker": order is recomputed each time; wrapping past
/// the end starts the next round; start-of-round saves may lose the new turn, which then
/// passes on. At most one full cycle of the order per call, so it always terminates.
pub(crate) fn end_turn(ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    let encounter = ctx.fight()?;
    let from = encounter
        .turn
        .as_ref()
        .and_then(|t| order(ctx).iter().position(|o| o == t));
    advance(ctx, from)
}

/// Passes the turn when whoever holds it can no longer act (taken down by a resolved hit,
/// fled on a broken morale…). Does nothing before initiative.
pub(crate) fn pass_if_unable(ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    let turn = match ctx.world.table.encounter.as_ref() {
        Some(e) if e.started() => e.turn.clone(),
        _ => return Ok(()),
    };
    match turn {
        Some(who) if !able(ctx, &who) => end_turn(ctx),
        _ => Ok(()),
    }
}

/// The turn order (rules: "More decisions for the tracker"): the "before" PCs in join
/// order, the adversaries in the order added, the "after" PCs. Never stored: recomputed
/// from the encounter; [`able`] tells who is skipped.
pub(crate) fn order(ctx: &Ctx<'_>) -> Vec<CombatantRef> {
    order_of(&ctx.world.table)
}

/// [`order`] of a table, for readers outside an action (the reply's status line).
pub fn order_of(table: &Table) -> Vec<CombatantRef> {
    let Some(encounter) = table.encounter.as_ref() else {
        return Vec::new();
    };
    let group = |g: InitiativeGroup| {
        encounter
            .pcs
            .iter()
            .filter(move |p| p.group == Some(g))
            .map(|p| CombatantRef::Pc(p.character_id))
    };
    group(InitiativeGroup::Before)
        .chain((0..encounter.adversaries.len()).map(CombatantRef::Adversary))
        .chain(group(InitiativeGroup::After))
        .collect()
}

/// Whether a combatant takes turns: PCs in the encounter, not fled, down or dead;
/// standing adversaries; neither asleep nor unconscious.
pub(crate) fn able(ctx: &Ctx<'_>, who: &CombatantRef) -> bool {
    can_act(&ctx.world.table, &ctx.world.characters, who)
}

/// [`able`] for readers outside an action.
pub fn can_act(table: &Table, characters: &[Character], who: &CombatantRef) -> bool {
    let Some(encounter) = table.encounter.as_ref() else {
        return false;
    };
    let out_cold = |conditions: &[Condition]| {
        conditions
            .iter()
            .any(|c| matches!(c.kind, ConditionKind::Sleeping | ConditionKind::Unconscious))
    };
    match who {
        CombatantRef::Pc(id) => {
            let joined = encounter
                .pcs
                .iter()
                .any(|p| p.character_id == *id && !p.fled);
            joined
                && characters
                    .iter()
                    .find(|c| c.id == *id)
                    .is_some_and(|c| !c.is_down() && !out_cold(&c.conditions))
        }
        CombatantRef::Adversary(i) => encounter
            .adversaries
            .get(*i)
            .is_some_and(|a| a.standing() && !out_cold(&a.conditions)),
    }
}

/// Who acts after the current turn, by the turn order, skipping those who cannot act
/// (the next round's first when the round is through).
pub fn next_up(table: &Table, characters: &[Character]) -> Option<CombatantRef> {
    let current = table.encounter.as_ref()?.turn.as_ref()?;
    let order = order_of(table);
    let after = order
        .iter()
        .position(|r| r == current)
        .map_or(0, |at| at + 1);
    order
        .iter()
        .cycle()
        .skip(after)
        .take(order.len())
        .find(|who| *who != current && can_act(table, characters, who))
        .cloned()
}

/// Whether the actor may act for the combatant: the GM for anyone, a player for the
/// characters they own.
pub(crate) fn controls(ctx: &Ctx<'_>, who: &CombatantRef) -> bool {
    if ctx.is_gm() {
        return true;
    }
    match who {
        CombatantRef::Pc(id) => ctx.character_by_id(*id).is_some_and(|i| ctx.may_act_for(i)),
        CombatantRef::Adversary(_) => false,
    }
}

/// The combatant's name as shown to users.
pub(crate) fn name_of_ref(ctx: &Ctx<'_>, who: &CombatantRef) -> String {
    match who {
        CombatantRef::Pc(id) => match ctx.character_by_id(*id) {
            Some(i) => ctx.pc(i).name.clone(),
            None => ctx
                .world
                .table
                .encounter
                .as_ref()
                .and_then(|e| e.pcs.iter().find(|p| p.character_id == *id))
                .map(|p| p.name.clone())
                .unwrap_or_default(),
        },
        CombatantRef::Adversary(i) => ctx.name_of(Target::Adversary(*i)),
    }
}

/// The `Target` a combatant reference stands for, if its character is loaded.
pub(crate) fn target_of(ctx: &Ctx<'_>, who: &CombatantRef) -> Option<Target> {
    match who {
        CombatantRef::Pc(id) => ctx.character_by_id(*id).map(Target::Pc),
        CombatantRef::Adversary(i) => Some(Target::Adversary(*i)),
    }
}

fn surprise_group(side: Side) -> InitiativeGroup {
    match side {
        Side::Players => InitiativeGroup::Before,
        Side::Adversaries => InitiativeGroup::After,
    }
}

fn roll_initiative(ctx: &mut Ctx<'_>, index: usize) -> Result<InitiativeGroup, UserError> {
    let result = ctx.roll_save(
        Target::Pc(index),
        Attribute::Dex,
        0,
        0,
        ResultKind::Initiative,
    )?;
    Ok(if result.outcome.is_save_success() {
        InitiativeGroup::Before
    } else {
        InitiativeGroup::After
    })
}

/// Gives the turn to the next able combatant after position `from` in the order (from
/// the top when `None`), rolling start-of-round saves and passing on lost turns.
fn advance(ctx: &mut Ctx<'_>, from: Option<usize>) -> Result<(), UserError> {
    let order = order(ctx);
    if !order.iter().any(|who| able(ctx, who)) {
        ctx.encounter_mut()?.turn = None;
        ctx.event(Event::NobodyCanAct);
        return Ok(());
    }
    let len = order.len();
    let start = from.map_or(0, |p| p.saturating_add(1));
    for step in 0..len {
        let position = start.saturating_add(step);
        if position == len && from.is_some() {
            let encounter = ctx.encounter_mut()?;
            encounter.round = encounter.round.saturating_add(1);
            let round = encounter.round;
            ctx.event(Event::RoundStarted { round });
        }
        let Some(who) = order.get(position % len).cloned() else {
            continue;
        };
        if !able(ctx, &who) {
            continue;
        }
        let encounter = ctx.encounter_mut()?;
        encounter.turn = Some(who.clone());
        encounter.attacks_made.clear();
        if let CombatantRef::Pc(id) = who {
            // Free attacks after a failed flee are "at once": they lapse when the
            // fleeing PC's next turn begins.
            encounter.free_attacks.retain(|f| f.target != id);
        }
        let name = name_of_ref(ctx, &who);
        ctx.event(Event::TurnOf { who: name });
        if start_of_round_saves(ctx, &who)? {
            return Ok(());
        }
    }
    // Every able combatant lost its turn in one full cycle: stop here; `/next` goes on.
    ctx.event(Event::NobodyCanAct);
    Ok(())
}

/// The start-of-round saves (rules: "Vulnerability"): one per condition that saves each
/// round, on the condition's attribute (adversaries: their Saves value); a stunned
/// combatant that already failed once saves with advantage. Success: the condition ends.
/// Failure: prone spends the round standing up (condition removed, turn lost);
/// immobilised, paralysed, grappled, stunned lose the turn and stay; blinded keeps the
/// turn (one action, no move, To Hit −2). Returns whether the combatant keeps its turn.
fn start_of_round_saves(ctx: &mut Ctx<'_>, who: &CombatantRef) -> Result<bool, UserError> {
    let Some(target) = target_of(ctx, who) else {
        return Ok(true);
    };
    let conditions: Vec<Condition> = conditions_mut(ctx, target)?
        .iter()
        .filter(|c| c.kind.saves_each_round())
        .cloned()
        .collect();
    let mut keeps_turn = true;
    for condition in conditions {
        let kind = condition.kind;
        let advantage = u32::from(kind == ConditionKind::Stunned && condition.failed_saves > 0);
        let result = ctx.roll_save(
            target,
            condition.save,
            advantage,
            0,
            ResultKind::ConditionSave,
        )?;
        let who = result.who;
        let list = conditions_mut(ctx, target)?;
        if result.outcome.is_save_success() {
            list.retain(|c| c.kind != kind);
            ctx.event(Event::ConditionLost {
                who,
                condition: kind,
            });
            continue;
        }
        if kind == ConditionKind::Prone {
            list.retain(|c| c.kind != kind);
        } else if let Some(c) = list.iter_mut().find(|c| c.kind == kind) {
            c.failed_saves = c.failed_saves.saturating_add(1);
        }
        if kind == ConditionKind::Blinded {
            ctx.event(Event::ActsBlinded { who });
        } else {
            keeps_turn = false;
            ctx.event(Event::TurnLost {
                who,
                condition: kind,
            });
        }
    }
    Ok(keeps_turn)
}

fn conditions_mut<'c>(
    ctx: &'c mut Ctx<'_>,
    target: Target,
) -> Result<&'c mut Vec<Condition>, UserError> {
    match target {
        Target::Pc(i) => Ok(&mut ctx.pc_mut(i).conditions),
        Target::Adversary(i) => ctx
            .encounter_mut()?
            .adversaries
            .get_mut(i)
            .map(|a| &mut a.conditions)
            .ok_or_else(|| UserError::new("err-unknown-adversary").arg("name", "")),
    }
}
