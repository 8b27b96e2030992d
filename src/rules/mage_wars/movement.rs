//! Moving (rules: "Arena"): one zone orthogonally per move; the first move of an action
//! phase is free, a second one is the quick action; enemies hinder; restrained objects
//! try to escape instead of moving.

use super::conditions::set_markers;
use super::ctx::Ctx;
use super::model::{Condition, Zone};
use super::outcome::Event;
use super::phase::{self, Kind};
use super::validate;
use crate::error::UserError;

/// Effect-die roll that breaks free of a Cripple or Stuck marker (rules: "Conditions").
const ESCAPE: u32 = 7;

/// `/move`: the named object (default the caller's mage) moves one zone in its player's
/// action phase. Moving another player's object, or naming the card or effect that moves
/// it (`from`), is a push: the seats check lets the phase's player push naming the cause,
/// or a host or moderator who holds no seat.
///
/// Rolls: one effect die (the escape attempt) when the object is restrained; nothing
/// otherwise.
pub(crate) fn move_to(
    ctx: &mut Ctx<'_>,
    name: Option<&str>,
    zone: Zone,
    from: Option<&str>,
) -> Result<(), UserError> {
    let to = validate::zone(zone)?;
    let id = ctx.named_or_own(name)?;
    let cause = ctx.cause(from)?;
    let object = ctx.obj(id)?;
    if object.traits.unmovable {
        return Err(UserError::new("err-mw-unmovable").arg("name", object.name.as_str()));
    }
    let from = object.zone;
    if from.distance(to) != 1 {
        return Err(UserError::new("err-mw-not-adjacent")
            .arg("name", object.name.as_str())
            .arg("from", from.label())
            .arg("to", to.label()));
    }
    // A push is a card effect such as Force Push: no activation, no action, no hindering.
    let turn = ctx.phase()?.turn;
    if cause.is_some() || object.owner != turn {
        // Second line behind the seats check: the phase's player naming the cause, or
        // the host or a moderator.
        if !(ctx.is_host() || (ctx.actor.user == turn && cause.is_some())) {
            return Err(UserError::new("err-mw-not-your-turn").arg("mage", ctx.mage_name(turn)));
        }
        let object = ctx.obj_mut(id)?;
        object.zone = to;
        let name = object.name.clone();
        ctx.event(Event::Pushed {
            name,
            from,
            to,
            cause,
        });
        return Ok(());
    }
    ctx.require_may_act_for(id)?;
    let mut phase = phase::begin(ctx, id, Kind::Move)?;
    if phase.moves >= 2 {
        return Err(UserError::new("err-mw-no-moves-left"));
    }
    if phase.hindered {
        return Err(UserError::new("err-mw-hindered"));
    }
    if phase.action_used {
        return Err(UserError::new("err-mw-action-used"));
    }
    // The second move is the object's quick action.
    phase.moves += 1;
    if phase.moves >= 2 {
        phase.action_used = true;
    }
    if ctx.obj(id)?.restrained() {
        escape(ctx, id)?;
    } else {
        let object = ctx.obj(id)?;
        let hindered = !object.traits.elusive
            && (hinders(ctx, from, object.owner, object.traits.flying)
                || hinders(ctx, to, object.owner, object.traits.flying));
        let object = ctx.obj_mut(id)?;
        object.zone = to;
        let name = object.name.clone();
        phase.hindered = hindered;
        ctx.event(Event::Moved {
            name,
            from,
            to,
            hindered,
        });
    }
    ctx.set_phase(phase);
    Ok(())
}

/// Whether an enemy in `zone` hinders the mover: an incapacitated or restrained enemy does
/// not, nor does a Pest, and a flyer is hindered only by enemies that fly too. (An Elusive
/// mover is never hindered: its caller asks nothing.)
fn hinders(ctx: &Ctx<'_>, zone: Zone, owner: i64, flying: bool) -> bool {
    ctx.arena.objects.iter().any(|o| {
        o.zone == zone
            && o.owner != owner
            && !o.incapacitated()
            && !o.restrained()
            && !o.traits.pest
            && (!flying || o.traits.flying)
    })
}

/// The restrained object's move is an escape roll: 7+ removes one Stuck marker, or one
/// Cripple marker when it has no Stuck; it stays where it is either way.
fn escape(ctx: &mut Ctx<'_>, id: u32) -> Result<(), UserError> {
    let face = ctx.effect_die()?;
    let object = ctx.obj_mut(id)?;
    let condition = if object.markers(Condition::Stuck) > 0 {
        Condition::Stuck
    } else {
        Condition::Cripple
    };
    let escaped = face >= ESCAPE;
    if escaped {
        let left = object.markers(condition).saturating_sub(1);
        set_markers(object, condition, left);
    }
    let name = object.name.clone();
    ctx.event(Event::EscapeRolled {
        name,
        face,
        escaped,
        condition,
    });
    Ok(())
}
