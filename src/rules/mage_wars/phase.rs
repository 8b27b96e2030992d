//! Action phases (rules: "Round structure", action stage): players take turns in seating
//! order, each activating one object per phase; a player with fewer unactivated objects
//! than another may pass; when nobody has an unactivated object the final quickcast phase
//! begins.

use super::conditions::{add_markers, set_markers};
use super::ctx::Ctx;
use super::model::{Condition, Stage};
use super::outcome::Event;
use crate::error::UserError;

/// The action stage's bookkeeping, copied out of `Stage::Actions` and written back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Phase {
    pub turn: i64,
    pub acting: Option<u32>,
    pub moves: u8,
    pub hindered: bool,
    pub action_used: bool,
}

impl Phase {
    pub fn of(stage: &Stage) -> Option<Phase> {
        match *stage {
            Stage::Actions {
                turn,
                acting,
                moves,
                hindered,
                action_used,
            } => Some(Phase {
                turn,
                acting,
                moves,
                hindered,
                action_used,
            }),
            Stage::Setup | Stage::FinalQuickcast | Stage::Upkeep { .. } => None,
        }
    }

    /// A fresh action phase for `turn`.
    pub fn start(turn: i64) -> Phase {
        Phase {
            turn,
            acting: None,
            moves: 0,
            hindered: false,
            action_used: false,
        }
    }

    pub fn stage(self) -> Stage {
        Stage::Actions {
            turn: self.turn,
            acting: self.acting,
            moves: self.moves,
            hindered: self.hindered,
            action_used: self.action_used,
        }
    }
}

/// What the acting object does; only `Activate` is open to an incapacitated object.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Activate,
    Move,
    Guard,
    Attack,
    Cast,
}

impl Ctx<'_> {
    pub fn phase(&self) -> Result<Phase, UserError> {
        Phase::of(&self.arena.stage).ok_or_else(|| UserError::new("err-mw-not-action-stage"))
    }

    pub fn set_phase(&mut self, phase: Phase) {
        self.arena.stage = phase.stage();
    }

    /// A player's objects that have not acted this round.
    pub fn unactivated(&self, player: i64) -> usize {
        self.arena
            .objects
            .iter()
            .filter(|o| o.owner == player && !o.activated)
            .count()
    }
}

/// The object's action in the turn player's phase: the first one activates it (guard
/// dropped, Slam turned into Daze); an incapacitated object may only be activated.
pub(crate) fn begin(ctx: &mut Ctx<'_>, id: u32, kind: Kind) -> Result<Phase, UserError> {
    let mut phase = ctx.phase()?;
    let object = ctx.obj(id)?;
    if object.owner != phase.turn {
        return Err(UserError::new("err-mw-not-your-turn").arg("mage", ctx.mage_name(phase.turn)));
    }
    match phase.acting {
        Some(acting) if acting == id => {
            if kind == Kind::Activate {
                return Err(
                    UserError::new("err-mw-already-activated").arg("name", object.name.as_str())
                );
            }
        }
        Some(acting) => {
            return Err(UserError::new("err-mw-already-acting").arg("name", ctx.name_of(acting)));
        }
        None => {
            if object.activated {
                return Err(
                    UserError::new("err-mw-already-activated").arg("name", object.name.as_str())
                );
            }
            activate_object(ctx, id)?;
            phase.acting = Some(id);
            ctx.set_phase(phase);
        }
    }
    let object = ctx.obj(id)?;
    if kind != Kind::Activate && object.incapacitated() {
        return Err(UserError::new("err-mw-incapacitated").arg("name", object.name.as_str()));
    }
    Ok(phase)
}

fn activate_object(ctx: &mut Ctx<'_>, id: u32) -> Result<(), UserError> {
    ctx.arena.opening = false;
    let object = ctx.obj_mut(id)?;
    object.activated = true;
    let name = object.name.clone();
    let dropped = std::mem::take(&mut object.guarding);
    let slammed = object.markers(Condition::Slam) > 0;
    if slammed {
        set_markers(object, Condition::Slam, 0);
        add_markers(object, Condition::Daze, 1);
    }
    ctx.event(Event::Activated { name: name.clone() });
    if dropped {
        ctx.event(Event::GuardDropped { name: name.clone() });
    }
    if slammed {
        ctx.event(Event::SlamBecameDaze { name });
    }
    Ok(())
}

/// Spends the acting object's quick or full action; a full action cannot follow a move.
pub(crate) fn use_action(ctx: &mut Ctx<'_>, full: bool) -> Result<(), UserError> {
    let mut phase = ctx.phase()?;
    if phase.action_used {
        return Err(UserError::new("err-mw-action-used"));
    }
    if full && phase.moves > 0 {
        return Err(UserError::new("err-mw-full-after-move"));
    }
    phase.action_used = true;
    ctx.set_phase(phase);
    Ok(())
}

/// `/activate`: activates the object for an action Narrator does not track.
pub(crate) fn activate(ctx: &mut Ctx<'_>, name: &str) -> Result<(), UserError> {
    let id = ctx.named_or_own(Some(name))?;
    ctx.require_may_act_for(id)?;
    begin(ctx, id, Kind::Activate)?;
    Ok(())
}

/// `/guard`: the acting object takes a guard marker as its (quick) action.
pub(crate) fn guard(ctx: &mut Ctx<'_>, name: &str) -> Result<(), UserError> {
    let id = ctx.named_or_own(Some(name))?;
    ctx.require_may_act_for(id)?;
    begin(ctx, id, Kind::Guard)?;
    use_action(ctx, false)?;
    let object = ctx.obj_mut(id)?;
    object.guarding = true;
    let name = object.name.clone();
    ctx.event(Event::Guarding { name });
    Ok(())
}

/// `/next`: ends the turn player's action phase (its Stun and Daze fall off), or passes
/// when it activated nothing — allowed with fewer unactivated objects than another player
/// (or none at all, or no mage left). Then the next player in seating order with an
/// unactivated object takes a phase; with nobody left, the final quickcast phase.
pub(crate) fn next(ctx: &mut Ctx<'_>) -> Result<(), UserError> {
    let phase = ctx.phase()?;
    if !ctx.is_host() && ctx.actor.user != phase.turn {
        return Err(UserError::new("err-mw-not-your-turn").arg("mage", ctx.mage_name(phase.turn)));
    }
    match phase.acting {
        Some(id) => expire_markers(ctx, id)?,
        None => {
            let mine = ctx.unactivated(phase.turn);
            let most = ctx
                .arena
                .players()
                .into_iter()
                .filter(|p| *p != phase.turn)
                .map(|p| ctx.unactivated(p))
                .max()
                .unwrap_or(0);
            // A player whose mage left the arena has no seat and may always pass.
            let seated = ctx.arena.mage_of(phase.turn).is_some();
            if seated && mine > 0 && mine >= most {
                return Err(UserError::new("err-mw-cannot-pass"));
            }
            if seated {
                let mage = ctx.mage_name(phase.turn);
                ctx.event(Event::Passed { mage });
            }
            ctx.arena.opening = false;
        }
    }
    let players = ctx.arena.players();
    let after = players
        .iter()
        .position(|p| *p == phase.turn)
        .map_or(0, |i| i + 1);
    give_turn(ctx, &rotation(&players, after));
    Ok(())
}

fn expire_markers(ctx: &mut Ctx<'_>, id: u32) -> Result<(), UserError> {
    // The acting object may have been destroyed by a damage barrier meanwhile.
    if !ctx.exists(id) {
        return Ok(());
    }
    let object = ctx.obj_mut(id)?;
    let held = std::mem::take(&mut object.held);
    let mut expired = Vec::new();
    for condition in [Condition::Stun, Condition::Daze] {
        let kept = held
            .iter()
            .find(|(c, _)| *c == condition)
            .map_or(0, |(_, n)| *n)
            .min(object.markers(condition));
        if object.markers(condition) > kept {
            set_markers(object, condition, kept);
            expired.push(condition);
        }
    }
    if !expired.is_empty() {
        let name = object.name.clone();
        ctx.event(Event::MarkersExpired {
            name,
            conditions: expired,
        });
    }
    Ok(())
}

/// The players in seating order, starting at `start` and wrapping around.
pub(crate) fn rotation(players: &[i64], start: usize) -> Vec<i64> {
    let len = players.len();
    (0..len)
        .filter_map(|i| players.get((start + i) % len.max(1)).copied())
        .collect()
}

/// The first player of `order` with an unactivated object takes an action phase
/// (`TurnOf`); if nobody has one, the final quickcast phase (`ActionStageOver`).
pub(crate) fn give_turn(ctx: &mut Ctx<'_>, order: &[i64]) {
    match order.iter().find(|p| ctx.unactivated(**p) > 0) {
        Some(&player) => {
            ctx.set_phase(Phase::start(player));
            let mage = ctx.mage_name(player);
            ctx.event(Event::TurnOf { mage });
        }
        None => {
            ctx.arena.stage = Stage::FinalQuickcast;
            ctx.event(Event::ActionStageOver);
        }
    }
}

/// The object's Stun and Daze markers now (none when it is gone).
pub(crate) fn stun_daze(ctx: &Ctx<'_>, id: u32) -> (u32, u32) {
    ctx.arena.object(id).map_or((0, 0), |o| {
        (o.markers(Condition::Stun), o.markers(Condition::Daze))
    })
}

/// Stun and Daze an enemy damage barrier or counterstrike put on the acting object in its
/// own action phase are held: they resolve in its next action phase, so the end of this
/// one leaves them (rules: conditions gained that way).
pub(crate) fn hold_gained(ctx: &mut Ctx<'_>, id: u32, before: (u32, u32)) -> Result<(), UserError> {
    let acting = Phase::of(&ctx.arena.stage).and_then(|p| p.acting);
    if acting != Some(id) || !ctx.exists(id) {
        return Ok(());
    }
    let (stun, daze) = stun_daze(ctx, id);
    let object = ctx.obj_mut(id)?;
    for (condition, gained) in [
        (Condition::Stun, stun.saturating_sub(before.0)),
        (Condition::Daze, daze.saturating_sub(before.1)),
    ] {
        if gained == 0 {
            continue;
        }
        match object.held.iter_mut().find(|(c, _)| *c == condition) {
            Some(entry) => entry.1 = entry.1.saturating_add(gained),
            None => object.held.push((condition, gained)),
        }
    }
    Ok(())
}
