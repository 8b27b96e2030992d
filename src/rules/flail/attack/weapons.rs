//! What a PC swings: a named weapon, its first usable one, or bare hands; the offhand
//! weapon when dual wielding; an adversary's single attack. Rules: "Characters and
//! adversaries" (weapons), "Dice modifiers" (dual wielding), "Usage after a fight".

use super::AttackRequest;
use crate::error::UserError;
use crate::rules::flail::ctx::{Ctx, Target, shorten};
use crate::rules::flail::model::{Character, Weapon, WeaponKind};
use crate::rules::flail::to_hit::{UNARMED, UNARMED_DMG, UNARMED_TH};

/// What one To Hit roll is made with.
#[derive(Debug, Clone)]
pub(super) struct Swing {
    /// The weapon's name; [`UNARMED`] for a bare-handed PC; empty for an adversary.
    pub weapon: String,
    pub th: u32,
    pub dmg: u32,
    pub kind: WeaponKind,
    pub specialty: bool,
    /// A carried weapon (recorded for the usage rolls at the end of the fight).
    pub carried: bool,
}

impl Swing {
    fn of(weapon: &Weapon) -> Swing {
        Swing {
            weapon: weapon.name.clone(),
            th: weapon.th,
            dmg: weapon.dmg,
            kind: weapon.kind,
            specialty: weapon.specialty,
            carried: true,
        }
    }

    /// Improvised or unarmed, 3/2. *Decision*: no off-specialty penalty — fists are no
    /// class's weapon and every class can punch.
    fn unarmed() -> Swing {
        Swing {
            weapon: UNARMED.to_owned(),
            th: UNARMED_TH,
            dmg: UNARMED_DMG,
            kind: WeaponKind::Melee,
            specialty: true,
            carried: false,
        }
    }
}

/// The PC's weapon (named, or its first usable one, or unarmed) and its offhand weapon
/// when dual wielding; an adversary's single attack (it has no weapons, and no offhand).
pub(super) fn choose_weapons(
    ctx: &Ctx<'_>,
    attacker: Target,
    req: &AttackRequest<'_>,
) -> Result<(Swing, Option<Swing>), UserError> {
    let index = match attacker {
        Target::Adversary(i) => {
            if req.offhand.is_some() {
                return Err(UserError::new("err-offhand-adversary"));
            }
            let a = ctx
                .encounter()?
                .adversaries
                .get(i)
                .ok_or_else(|| UserError::new("err-unknown-adversary").arg("name", ""))?;
            let swing = Swing {
                weapon: String::new(),
                th: a.th,
                dmg: a.dmg,
                kind: WeaponKind::Melee,
                specialty: true,
                carried: false,
            };
            return Ok((swing, None));
        }
        Target::Pc(i) => i,
    };
    let c = ctx.pc(index);
    let offhand = match req.offhand {
        Some(name) => {
            // *Decision*: a maimed character has one hand slot left: no dual wielding.
            if c.maimed {
                return Err(UserError::new("err-maimed-no-offhand").arg("name", c.name.as_str()));
            }
            Some(pick_weapon(c, name)?)
        }
        None => None,
    };
    let main = match req.weapon {
        Some(name) => pick_weapon(c, name)?,
        None => c
            .weapons
            .iter()
            .find(|w| {
                !w.broken()
                    && offhand
                        .as_ref()
                        .is_none_or(|o| !crate::rules::names::same(&o.weapon, &w.name))
            })
            .map_or_else(Swing::unarmed, Swing::of),
    };
    if let Some(off) = &offhand
        && off.carried
        && crate::rules::names::same(&main.weapon, &off.weapon)
    {
        return Err(UserError::new("err-offhand-same-weapon").arg("weapon", off.weapon.as_str()));
    }
    Ok((main, offhand))
}

/// A named weapon of the character; `unarmed` when it carries none of that name. A
/// weapon with every usage dot marked cannot be used until repaired (rules: "Usage").
fn pick_weapon(c: &Character, name: &str) -> Result<Swing, UserError> {
    match c.weapon(name) {
        Some(w) if w.broken() => {
            Err(UserError::new("err-weapon-broken").arg("weapon", w.name.as_str()))
        }
        Some(w) => Ok(Swing::of(w)),
        None if crate::rules::names::same(name, UNARMED) => Ok(Swing::unarmed()),
        None => Err(UserError::new("err-weapon-not-carried")
            .arg("name", c.name.as_str())
            .arg("weapon", shorten(name.trim()))),
    }
}

/// Remembers a carried weapon once per fight, for the usage rolls at its end.
pub(super) fn record_weapon(ctx: &mut Ctx<'_>, id: i64, swing: &Swing) -> Result<(), UserError> {
    if !swing.carried {
        return Ok(());
    }
    let used = &mut ctx.encounter_mut()?.weapons_used;
    if !used.iter().any(|(c, w)| *c == id && w == &swing.weapon) {
        used.push((id, swing.weapon.clone()));
    }
    Ok(())
}
