//! Characters: create, edit, delete, weapons and armour.
//! Rules: FLAIL, "Characters and adversaries".

use super::action::CharacterEdit;
use super::ctx::{Ctx, validate_name};
use super::limits;
use super::model::{
    Armour, ArmourPiece, Attribute, Attributes, Character, Class, Religion, Weapon, WeaponKind,
};
use super::outcome::Event;
use super::presets::{
    HIRELING_ATTRIBUTE, WEAPON_USAGE_DOTS, class_max_hp, in_specialty, weapon_preset,
};
use crate::error::UserError;

/// Refuses `value` outside `min..=max` with `key`, naming the bounds.
pub(super) fn bounded(
    value: impl Into<i64>,
    min: impl Into<i64>,
    max: impl Into<i64>,
    key: &'static str,
) -> Result<(), UserError> {
    let (value, min, max) = (value.into(), min.into(), max.into());
    if (min..=max).contains(&value) {
        Ok(())
    } else {
        Err(UserError::new(key).arg("min", min).arg("max", max))
    }
}

pub(super) use crate::rules::names::same as same_name;

/// Character names are unique in a server, ignoring case (the table service loads every
/// character with the name asked for, so checking the loaded ones is enough).
fn ensure_name_free(ctx: &Ctx<'_>, name: &str, except: Option<usize>) -> Result<(), UserError> {
    let guild = ctx.world.guild;
    let taken = ctx
        .world
        .characters
        .iter()
        .enumerate()
        .any(|(i, c)| Some(i) != except && c.guild == guild && same_name(&c.name, name));
    if taken {
        Err(UserError::new("err-character-exists").arg("name", name))
    } else {
        Ok(())
    }
}

/// *Decision*: a cleric must name a religion (it decides the weapon specialty; a silent
/// default would hand out wrong penalties); other classes must not.
fn religion_for(class: Class, religion: Option<Religion>) -> Result<Option<Religion>, UserError> {
    match (class, religion) {
        (Class::Cleric, Some(religion)) => Ok(Some(religion)),
        (Class::Cleric, None) => Err(UserError::new("err-religion-required")),
        (_, Some(_)) => Err(UserError::new("err-religion-not-cleric")),
        (_, None) => Ok(None),
    }
}

fn attribute_value(attribute: Attribute, value: i32, max: i32) -> Result<i32, UserError> {
    bounded(value, limits::MIN_ATTRIBUTE, max, "err-attribute-range")
        .map_err(|e| e.arg("attribute", attribute.key()))?;
    Ok(value)
}

/// `/character create` (rules: "Characters and adversaries"): five attributes 2–12 (a
/// hireling's default to 6), max HP from the class table unless `hp` overrides it (the
/// override sets max and current HP), a religion for clerics only. The name is unique in
/// the server; the server holds at most `CHARACTERS_PER_GUILD` characters.
pub(crate) fn create(
    ctx: &mut Ctx<'_>,
    name: &str,
    class: Class,
    attributes: &[Option<i32>; 5],
    hp: Option<i32>,
    religion: Option<Religion>,
) -> Result<(), UserError> {
    let name = validate_name(name)?;
    ensure_name_free(ctx, &name, None)?;
    if ctx.world.guild_character_count >= limits::CHARACTERS_PER_GUILD {
        return Err(
            UserError::new("err-too-many-characters").arg("max", limits::CHARACTERS_PER_GUILD)
        );
    }
    let religion = religion_for(class, religion)?;
    let mut values = Attributes::default();
    for (attribute, given) in Attribute::ALL.into_iter().zip(attributes.iter()) {
        let value = match (*given, class) {
            (Some(value), _) => attribute_value(attribute, value, limits::MAX_ATTRIBUTE)?,
            (None, Class::Hireling) => HIRELING_ATTRIBUTE,
            (None, _) => {
                return Err(
                    UserError::new("err-attribute-missing").arg("attribute", attribute.key())
                );
            }
        };
        *values.get_mut(attribute) = value;
    }
    let max_hp = match hp {
        Some(hp) => {
            bounded(hp, 1, limits::MAX_HP, "err-hp-range")?;
            hp
        }
        None => class_max_hp(class),
    };
    ctx.world.characters.push(Character {
        id: 0,
        guild: ctx.world.guild,
        owner: ctx.actor.user,
        name: name.clone(),
        class,
        religion,
        max_hp,
        hp: max_hp,
        attributes: values,
        weapons: Vec::new(),
        armour: Vec::new(),
        conditions: Vec::new(),
        injured: 0,
        persistent_injuries: 0,
        hurt: false,
        maimed: false,
        dead: false,
        death_rolls_pending: 0,
        near_death_pick_pending: false,
        armour_removed: Vec::new(),
    });
    ctx.world.guild_character_count = ctx.world.guild_character_count.saturating_add(1);
    ctx.event(Event::CharacterCreated {
        who: name,
        class,
        hp: max_hp,
    });
    Ok(())
}

/// `/character edit`: the owner, the GM or a moderator changes the given fields, with the
/// creation bounds (attributes up to `MAX_EDITED_ATTRIBUTE`, since Near Death Experiences
/// raise them past 12; HP 0..=max HP; a new name stays unique).
/// *Decision*: a class change without `max_hp` takes the new class's max HP (current HP
/// is capped to it) and re-checks the specialty of preset-named weapons; custom weapons
/// keep their flag. Setting HP is a correction: it owes no Death roll.
pub(crate) fn edit(
    ctx: &mut Ctx<'_>,
    character: &str,
    edit: &CharacterEdit,
) -> Result<(), UserError> {
    let index = ctx.character_index(character)?;
    ctx.require_may_act_for(index)?;
    if *edit == CharacterEdit::default() {
        return Err(UserError::new("err-nothing-to-edit"));
    }
    let mut c = ctx.pc(index).clone();
    if let Some(name) = &edit.name {
        let name = validate_name(name)?;
        ensure_name_free(ctx, &name, Some(index))?;
        c.name = name;
    }
    let old_specialty_key = (c.class, c.religion);
    if let Some(class) = edit.class
        && class != c.class
    {
        c.class = class;
        c.max_hp = class_max_hp(class);
    }
    c.religion = if c.class == Class::Cleric {
        religion_for(c.class, edit.religion.or(c.religion))?
    } else {
        religion_for(c.class, edit.religion)?
    };
    let edits = [edit.str, edit.dex, edit.int, edit.cha, edit.luck];
    for (attribute, given) in Attribute::ALL.into_iter().zip(edits) {
        if let Some(value) = given {
            *c.attributes.get_mut(attribute) =
                attribute_value(attribute, value, limits::MAX_EDITED_ATTRIBUTE)?;
        }
    }
    if let Some(max_hp) = edit.max_hp {
        bounded(max_hp, 1, limits::MAX_HP, "err-hp-range")?;
        c.max_hp = max_hp;
    }
    match edit.hp {
        Some(hp) => {
            bounded(hp, 0, c.max_hp, "err-hp-range")?;
            c.hp = hp;
        }
        None => c.hp = c.hp.min(c.max_hp),
    }
    if (c.class, c.religion) != old_specialty_key {
        for w in &mut c.weapons {
            if let Some(preset) = weapon_preset(&w.name) {
                w.specialty = in_specialty(c.class, c.religion, preset.name);
            }
        }
    }
    let (id, name) = (c.id, c.name.clone());
    *ctx.pc_mut(index) = c;
    if let Some(encounter) = ctx.world.table.encounter.as_mut() {
        // The encounter caches names for its messages.
        for entry in encounter.pcs.iter_mut().filter(|p| p.character_id == id) {
            entry.name = name.clone();
        }
    }
    ctx.event(Event::CharacterEdited { who: name });
    Ok(())
}

/// `/character delete`: the owner, or the GM (a moderator who plays no PC here among
/// them: `rules::seats`), and never while the character fights in this channel's
/// encounter.
pub(crate) fn delete(ctx: &mut Ctx<'_>, character: &str) -> Result<(), UserError> {
    let index = ctx.character_index(character)?;
    let c = ctx.pc(index);
    if c.owner != ctx.actor.user && !ctx.is_gm() {
        return Err(UserError::new("err-not-your-character").arg("name", c.name.as_str()));
    }
    if ctx.in_encounter(c.id) {
        return Err(UserError::new("err-character-in-encounter").arg("name", c.name.as_str()));
    }
    let removed = ctx.world.characters.remove(index);
    if let Some(encounter) = ctx.world.table.encounter.as_mut() {
        // A character that fled this fight leaves no dangling reference behind.
        encounter.pcs.retain(|p| p.character_id != removed.id);
        encounter.weapons_used.retain(|(id, _)| *id != removed.id);
    }
    ctx.world.guild_character_count = ctx.world.guild_character_count.saturating_sub(1);
    ctx.event(Event::CharacterDeleted { who: removed.name });
    Ok(())
}

/// What `/character weapon` says about the weapon beyond its name.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct WeaponSpec {
    pub th: Option<u32>,
    pub dmg: Option<u32>,
    pub missile: Option<bool>,
    pub specialty: Option<bool>,
    pub two_handed: Option<bool>,
}

/// `/character weapon` (rules: weapon table; 3 usage dots): a preset by name, with
/// optional TH/DMG/kind overrides, or a custom weapon when both `th` and `dmg` are given.
/// Specialty: presets follow the class table; a custom weapon is outside the specialty
/// unless its name is in the class's list (a warrior's: every weapon) — rules, "Custom
/// weapons and the specialty". `specialty` overrides both: `true` is the GM's mark. Two-handed:
/// the presets' own, or as `two_handed` says. *Decision*: a weapon with the same name
/// already carried is refused, not replaced. `remove: true` drops it.
pub(crate) fn weapon(
    ctx: &mut Ctx<'_>,
    character: &str,
    weapon: &str,
    spec: &WeaponSpec,
    remove: bool,
) -> Result<(), UserError> {
    let index = ctx.character_index(character)?;
    ctx.require_may_act_for(index)?;
    if remove {
        return remove_weapon(ctx, index, weapon);
    }
    // Rules: it is the GM who marks a weapon as in the specialty.
    if spec.specialty == Some(true) {
        ctx.require_gm()?;
    }
    let name = validate_name(weapon)?;
    if let Some(th) = spec.th {
        bounded(th, 1, limits::MAX_TH, "err-th-range")?;
    }
    if let Some(dmg) = spec.dmg {
        bounded(dmg, 0, limits::MAX_DMG, "err-dmg-range")?;
    }
    let c = ctx.pc(index);
    let mut new = match (weapon_preset(&name), spec.th, spec.dmg) {
        (Some(preset), _, _) => {
            let mut w = preset.to_weapon(
                spec.specialty
                    .unwrap_or_else(|| in_specialty(c.class, c.religion, preset.name)),
            );
            w.th = spec.th.unwrap_or(w.th);
            w.dmg = spec.dmg.unwrap_or(w.dmg);
            if let Some(missile) = spec.missile {
                w.kind = kind_of(missile);
            }
            w
        }
        (None, Some(th), Some(dmg)) => Weapon {
            specialty: spec
                .specialty
                .unwrap_or_else(|| in_specialty(c.class, c.religion, &name)),
            name,
            th,
            dmg,
            kind: kind_of(spec.missile.unwrap_or(false)),
            usage_marked: 0,
            usage_max: WEAPON_USAGE_DOTS,
            two_handed: false,
        },
        (None, _, _) => return Err(UserError::new("err-unknown-weapon").arg("weapon", name)),
    };
    if let Some(two_handed) = spec.two_handed {
        new.two_handed = two_handed;
    }
    if c.weapons.iter().any(|w| same_name(&w.name, &new.name)) {
        return Err(UserError::new("err-weapon-exists")
            .arg("name", c.name.as_str())
            .arg("weapon", new.name));
    }
    if c.weapons.len() >= limits::WEAPONS_PER_CHARACTER {
        return Err(UserError::new("err-too-many-weapons")
            .arg("name", c.name.as_str())
            .arg("max", limits::WEAPONS_PER_CHARACTER));
    }
    let event = Event::WeaponAdded {
        who: c.name.clone(),
        weapon: new.name.clone(),
        th: new.th,
        dmg: new.dmg,
        specialty: new.specialty,
    };
    ctx.pc_mut(index).weapons.push(new);
    ctx.event(event);
    Ok(())
}

fn kind_of(missile: bool) -> WeaponKind {
    if missile {
        WeaponKind::Missile
    } else {
        WeaponKind::Melee
    }
}

/// Drops a carried weapon, found by its name or by the preset name it spells
/// ("battle-axe" finds "battle axe").
fn remove_weapon(ctx: &mut Ctx<'_>, index: usize, weapon: &str) -> Result<(), UserError> {
    let preset = weapon_preset(weapon).map(|p| p.name);
    let c = ctx.pc_mut(index);
    let position = c
        .weapons
        .iter()
        .position(|w| same_name(&w.name, weapon) || preset.is_some_and(|p| same_name(&w.name, p)));
    let Some(position) = position else {
        let error = UserError::new("err-weapon-not-carried")
            .arg("name", c.name.as_str())
            .arg("weapon", super::ctx::shorten(weapon.trim()));
        return Err(error);
    };
    let removed = c.weapons.remove(position);
    let who = c.name.clone();
    ctx.event(Event::WeaponRemoved {
        who,
        weapon: removed.name,
    });
    Ok(())
}

/// `/character armour` (rules: "Armour", "Body armour is one type"): wear a piece with no
/// dots marked, at most one of each type — basic, light and heavy being one type, body
/// armour; `remove: true` takes it off. The owner, the GM or a moderator.
pub(crate) fn armour(
    ctx: &mut Ctx<'_>,
    character: &str,
    piece: ArmourPiece,
    remove: bool,
) -> Result<(), UserError> {
    let index = ctx.character_index(character)?;
    ctx.require_may_act_for(index)?;
    let c = ctx.pc_mut(index);
    let worn = c.armour.iter().position(|a| a.piece == piece);
    let who = c.name.clone();
    if !remove
        && piece.is_body()
        && let Some(body) = c
            .armour
            .iter()
            .find(|a| a.piece.is_body() && a.piece != piece)
    {
        return Err(UserError::new("err-armour-body-worn")
            .arg("name", who)
            .arg("piece", body.piece.key()));
    }
    match (worn, remove) {
        (Some(_), false) => Err(UserError::new("err-armour-worn")
            .arg("name", who)
            .arg("piece", piece.key())),
        (None, true) => Err(UserError::new("err-armour-not-worn")
            .arg("name", who)
            .arg("piece", piece.key())),
        (None, false) => {
            c.armour.push(Armour {
                piece,
                usage_marked: 0,
            });
            ctx.event(Event::ArmourAdded { who, piece });
            Ok(())
        }
        (Some(position), true) => {
            c.armour.remove(position);
            ctx.event(Event::ArmourRemoved { who, piece });
            Ok(())
        }
    }
}
