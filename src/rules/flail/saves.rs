//! `/save`: any attribute, advantage/disadvantage, opposed saves.
//! Rules: FLAIL, "Saves".

use super::ctx::{Ctx, Target};
use super::model::Attribute;
use super::outcome::{Detail, Event, ResultKind, RollResult};
use crate::error::UserError;

/// Who makes a save named by `character`: an adversary of this encounter (the GM only),
/// or else a character the actor may act for (their own one when no name is given).
pub(super) fn saver(ctx: &Ctx<'_>, character: Option<&str>) -> Result<Target, UserError> {
    if let Some(name) = character
        && ctx.world.table.encounter.is_some()
        && let Ok(index) = ctx.adversary_index(name)
    {
        ctx.require_gm()?;
        return Ok(Target::Adversary(index));
    }
    ctx.own_character(character).map(Target::Pc)
}

/// Refuses a dead character or an adversary no longer standing: neither rolls anything.
pub(super) fn require_active(ctx: &Ctx<'_>, target: Target) -> Result<(), UserError> {
    match target {
        Target::Pc(index) => {
            let c = ctx.pc(index);
            if c.dead {
                return Err(UserError::new("err-character-dead").arg("name", c.name.as_str()));
            }
        }
        Target::Adversary(index) => {
            let standing = ctx
                .encounter()?
                .adversaries
                .get(index)
                .is_some_and(|a| a.standing());
            if !standing {
                return Err(UserError::new("err-adversary-gone").arg("name", ctx.name_of(target)));
            }
        }
    }
    Ok(())
}

/// `/save` (rules: "Saves"): d20 equal to or under the attribute (an adversary's single
/// Saves value); the `advantage` and `disadvantage` flags are one source each and cancel;
/// `roll_save` adds Hurt and Exhausted. With `against`, the opponent rolls the same
/// attribute with only its own modifiers and the lowest successful roll wins.
/// *Decision*: equal successful kept faces are a tie — no winner (the GM rules).
/// A save changes no state.
pub(crate) fn save(
    ctx: &mut Ctx<'_>,
    attribute: Attribute,
    character: Option<&str>,
    advantage: bool,
    disadvantage: bool,
    against: Option<&str>,
) -> Result<(), UserError> {
    let who = saver(ctx, character)?;
    require_active(ctx, who)?;
    if let Target::Pc(index) = who {
        ctx.require_no_death_roll_due(index)?;
    }
    let opponent = match against {
        Some(name) => {
            let opponent = ctx.target(name)?;
            if opponent == who {
                return Err(UserError::new("err-save-against-self"));
            }
            require_active(ctx, opponent)?;
            Some(opponent)
        }
        None => None,
    };
    let mine = ctx.roll_save(
        who,
        attribute,
        u32::from(advantage),
        u32::from(disadvantage),
        ResultKind::Save,
    )?;
    if let Some(opponent) = opponent {
        let theirs = ctx.roll_save(opponent, attribute, 0, 0, ResultKind::Save)?;
        let winner = opposed_winner(&mine, &theirs);
        ctx.event(Event::OpposedResult { winner });
    }
    Ok(())
}

fn kept(result: &RollResult) -> Option<u32> {
    match result.detail {
        Detail::Save { kept, .. } if result.outcome.is_save_success() => Some(kept),
        _ => None,
    }
}

/// The lowest successful roll wins; both failing, or a tie, leaves no winner.
fn opposed_winner(a: &RollResult, b: &RollResult) -> Option<String> {
    match (kept(a), kept(b)) {
        (Some(x), Some(y)) if x < y => Some(a.who.clone()),
        (Some(x), Some(y)) if y < x => Some(b.who.clone()),
        (Some(_), None) => Some(a.who.clone()),
        (None, Some(_)) => Some(b.who.clone()),
        _ => None,
    }
}
