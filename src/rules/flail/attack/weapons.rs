//! What a PC swings: a named weapon, its first usable one, or bare hands; the offhand
//! weapon when dual wielding; an adversary's single attack. Rules: "Characters and
//! adversaries" (weapons), "Dice modifiers" (dual wielding), "Usage after a fight".

use super::AttackRequest;
use crate::error::UserError;
use crate::rules::flail::ctx::{Ctx, Target, shorten};
use crate::rules::flail::model::{
    Adversary, AdversaryAttack, Character, CombatantRef, Range, Trigger, Weapon, WeaponKind,
};
use crate::rules::flail::presets;
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
    pub two_handed: bool,
    /// An adversary's attack: its triggers, reported when the hit is final.
    pub triggers: Vec<Trigger>,
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
            two_handed: weapon.is_two_handed(),
            triggers: Vec::new(),
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
            two_handed: false,
            triggers: Vec::new(),
        }
    }
}

/// The PC's weapon (named, or its first usable one, or unarmed) and its offhand weapon
/// when dual wielding; an adversary's attack (it has no weapons, and no offhand). A maimed
/// PC cannot swing a two-handed weapon; a weapon must reach the range band.
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
            return Ok((adversary_attack(ctx, i, req)?, None));
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
    // Rules, "Two-handed weapons": a maimed character has one hand left.
    if c.maimed && main.two_handed {
        return Err(UserError::new("err-maimed-two-handed")
            .arg("name", c.name.as_str())
            .arg("weapon", main.weapon.as_str()));
    }
    let range = req.range.unwrap_or(Range::Near);
    for swing in std::iter::once(&main).chain(offhand.as_ref()) {
        if presets::reach(&swing.weapon, swing.kind) < range {
            return Err(UserError::new("err-out-of-range")
                .arg("weapon", swing.weapon.as_str())
                .arg("range", range.key()));
        }
    }
    Ok((main, offhand))
}

/// The adversary's attack named by `weapon:`, or else its first one not made this turn
/// (rules: "Adversaries with several attacks": each once per turn; free attacks are
/// outside the turn and may use any).
fn adversary_attack(
    ctx: &Ctx<'_>,
    index: usize,
    req: &AttackRequest<'_>,
) -> Result<Swing, UserError> {
    let encounter = ctx.encounter()?;
    let a = encounter
        .adversaries
        .get(index)
        .ok_or_else(|| UserError::new("err-unknown-adversary").arg("name", ""))?;
    let its_turn = encounter.turn == Some(CombatantRef::Adversary(index)) && !req.free;
    let made = |k: &AdversaryAttack| its_turn && encounter.made(&k.name) >= k.times.max(1);
    let attack = match req.weapon {
        Some(name) => {
            let attack = a.attack(name).ok_or_else(|| {
                UserError::new("err-unknown-attack")
                    .arg("name", a.name.as_str())
                    .arg("attack", shorten(name.trim()))
                    .arg("attacks", attack_names(a))
            })?;
            if made(attack) {
                return Err(UserError::new("err-attack-made")
                    .arg("name", a.name.as_str())
                    .arg("attack", attack.name.as_str()));
            }
            attack
        }
        None => match a.attacks.iter().find(|k| !made(k)) {
            Some(attack) => attack,
            None if a.attacks.is_empty() => {
                return Err(UserError::new("err-no-attacks").arg("name", a.name.as_str()));
            }
            None => {
                return Err(UserError::new("err-attacks-all-made").arg("name", a.name.as_str()));
            }
        },
    };
    Ok(Swing {
        weapon: attack.name.clone(),
        th: attack.th,
        dmg: attack.dmg,
        kind: WeaponKind::Melee,
        specialty: true,
        carried: false,
        two_handed: false,
        triggers: attack.triggers.clone(),
    })
}

/// The adversary's attack names, for an error.
fn attack_names(a: &Adversary) -> String {
    let names: Vec<&str> = a
        .attacks
        .iter()
        .map(|k| k.name.as_str())
        .filter(|n| !n.is_empty())
        .collect();
    names.join(", ")
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
