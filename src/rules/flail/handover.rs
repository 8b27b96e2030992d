//! `/seat give`: a PC's owner is its seat (`rules::seats`), so handing a seat over changes
//! owners — of every PC the giver plays in the encounter, or of one PC by name. The
//! character row (`Character::owner`) and the encounter's entry (`PcEntry::owner`) change
//! together, so the new player acts for the PC at once.

use super::ctx::Ctx;
use super::outcome::Event;
use crate::error::UserError;

/// Who gives what to whom, as `/seat give` read it.
pub(crate) struct Handover<'a> {
    pub to: i64,
    pub to_name: Option<&'a str>,
    pub piece: Option<&'a str>,
    pub from: Option<i64>,
    pub from_name: Option<&'a str>,
}

/// A player as a reply names them: the name the front-end gave, else a mention (FLAIL keeps
/// no players' names).
fn label(user: i64, name: Option<&str>) -> String {
    match name.map(str::trim) {
        Some(name) if !name.is_empty() => name.to_owned(),
        _ => format!("<@{user}>"),
    }
}

/// The PC's seat: the encounter's entry (kept current by `/join` and this), else the row.
fn owner_of(ctx: &Ctx<'_>, id: i64, row_owner: i64) -> i64 {
    ctx.world
        .table
        .encounter
        .as_ref()
        .and_then(|e| e.pcs.iter().find(|p| p.character_id == id))
        .map(|p| p.owner)
        .filter(|owner| *owner != 0)
        .unwrap_or(row_owner)
}

/// Moves the PCs with these ids to `to`: their rows and their encounter entries.
fn hand_over(ctx: &mut Ctx<'_>, ids: &[i64], to: i64) {
    for character in ctx
        .world
        .characters
        .iter_mut()
        .filter(|c| ids.contains(&c.id))
    {
        character.owner = to;
    }
    if let Some(encounter) = ctx.world.table.encounter.as_mut() {
        for entry in encounter
            .pcs
            .iter_mut()
            .filter(|p| ids.contains(&p.character_id))
        {
            entry.owner = to;
        }
    }
}

pub(crate) fn give(ctx: &mut Ctx<'_>, give: &Handover<'_>) -> Result<(), UserError> {
    let actor = ctx.actor.user;
    // The giver's name: `from:`'s as given, or the actor's own.
    let actor_name = ctx.actor.name.clone();
    let from_label = |from: i64| {
        let name = match give.from {
            Some(_) => give.from_name,
            None if from == actor => Some(actor_name.as_str()),
            None => None,
        };
        label(from, name)
    };
    let to = label(give.to, give.to_name);
    match give.piece {
        Some(name) => {
            let index = ctx.character_index(name)?;
            let (id, who, row_owner) = {
                let c = ctx.pc(index);
                (c.id, c.name.clone(), c.owner)
            };
            let owner = owner_of(ctx, id, row_owner);
            // Without `from:`, the PC's own seat: the actor's, or any when the GM hands it
            // (the seats check already kept everyone else to their own).
            let from = match give.from {
                Some(from) => from,
                None if owner == actor || ctx.is_gm() => owner,
                None => actor,
            };
            if owner != from {
                return Err(UserError::new("err-flail-give-not-theirs")
                    .arg("name", who.as_str())
                    .arg("who", from_label(from)));
            }
            if give.to == from {
                return Err(UserError::new("err-flail-give-self"));
            }
            hand_over(ctx, &[id], give.to);
            ctx.event(Event::PieceGiven { who, to });
        }
        None => {
            let from = give.from.unwrap_or(actor);
            if give.to == from {
                return Err(UserError::new("err-flail-give-self"));
            }
            let entries: Vec<(i64, String)> = ctx
                .world
                .table
                .encounter
                .as_ref()
                .map(|e| {
                    e.pcs
                        .iter()
                        .map(|p| (p.character_id, p.name.clone()))
                        .collect()
                })
                .unwrap_or_default();
            let mut ids = Vec::new();
            let mut names = Vec::new();
            for (id, name) in entries {
                let row_owner = ctx
                    .character_by_id(id)
                    .map_or(0, |index| ctx.pc(index).owner);
                if owner_of(ctx, id, row_owner) == from {
                    let name = ctx
                        .character_by_id(id)
                        .map_or(name, |index| ctx.pc(index).name.clone());
                    ids.push(id);
                    names.push(name);
                }
            }
            if ids.is_empty() {
                return Err(UserError::new("err-flail-give-no-seat").arg("who", from_label(from)));
            }
            hand_over(ctx, &ids, give.to);
            ctx.event(Event::SeatGiven {
                from: from_label(from),
                to,
                who: names,
            });
        }
    }
    Ok(())
}
