//! An adversary's named attacks and their triggers, kept by the GM.
//! Rules: "Adversaries with several attacks".

use super::characters::bounded;
use super::ctx::{Ctx, shorten, validate_name};
use super::limits;
use super::model::{AdversaryAttack, AdversaryStatus, Trigger, TriggerWhen};
use super::outcome::Event;
use crate::error::UserError;

/// What `/adversary attack` changes.
#[derive(Debug, Clone, Copy)]
pub(crate) struct AttackEdit<'a> {
    pub times: Option<u32>,
    pub th: Option<u32>,
    pub dmg: Option<u32>,
    pub when: Option<TriggerWhen>,
    pub trigger: Option<&'a str>,
    pub remove: bool,
}

/// `/adversary attack` (GM only): adds the named attack (`th` and `dmg` needed), or edits
/// it (`th`, `dmg`, `times` a turn); `when` with `trigger` adds a trigger to it; `remove` drops it. The
/// name of an adversary kind added several at a time ("Goblin" for "Goblin 1"…) edits each
/// of them still on the table.
pub(crate) fn attack(
    ctx: &mut Ctx<'_>,
    adversary: &str,
    attack: &str,
    edit: &AttackEdit<'_>,
) -> Result<(), UserError> {
    ctx.encounter()?;
    ctx.require_gm()?;
    let attack = validate_name(attack)?;
    if let Some(th) = edit.th {
        bounded(th, 1, limits::MAX_TH, "err-th-range")?;
    }
    if let Some(dmg) = edit.dmg {
        bounded(dmg, 0, limits::MAX_DMG, "err-dmg-range")?;
    }
    if let Some(times) = edit.times {
        bounded(times, 1, limits::ATTACK_TIMES, "err-times-range")?;
    }
    let trigger = match (edit.when, edit.trigger) {
        (Some(when), Some(text)) => {
            let text = text.trim();
            if text.is_empty() || text.chars().count() > limits::TRIGGER_CHARS {
                return Err(UserError::new("err-trigger-text").arg("max", limits::TRIGGER_CHARS));
            }
            Some(Trigger {
                when,
                text: text.to_owned(),
            })
        }
        (None, None) => None,
        _ => return Err(UserError::new("err-trigger-needs-both")),
    };
    let targets = adversaries_named(ctx, adversary)?;
    let encounter = ctx.encounter_mut()?;
    // Check every adversary first: a refusal changes none of them.
    for &i in &targets {
        let Some(a) = encounter.adversaries.get(i) else {
            continue;
        };
        let found = a.attack(&attack);
        match found {
            None if edit.remove => {
                return Err(UserError::new("err-unknown-attack")
                    .arg("name", a.name.as_str())
                    .arg("attack", attack.as_str())
                    .arg("attacks", ""));
            }
            None if edit.th.is_none() || edit.dmg.is_none() => {
                return Err(
                    UserError::new("err-attack-needs-th-dmg").arg("attack", attack.as_str())
                );
            }
            None if a.attacks.len() >= limits::ATTACKS_PER_ADVERSARY => {
                return Err(UserError::new("err-too-many-attacks")
                    .arg("name", a.name.as_str())
                    .arg("max", limits::ATTACKS_PER_ADVERSARY));
            }
            Some(k) if trigger.is_some() && k.triggers.len() >= limits::TRIGGERS_PER_ATTACK => {
                return Err(UserError::new("err-too-many-triggers")
                    .arg("attack", attack.as_str())
                    .arg("max", limits::TRIGGERS_PER_ATTACK));
            }
            _ => {}
        }
    }
    let mut names = Vec::new();
    for &i in &targets {
        let Some(a) = encounter.adversaries.get_mut(i) else {
            continue;
        };
        names.push(a.name.clone());
        let position = a
            .attacks
            .iter()
            .position(|k| crate::rules::names::same(&k.name, &attack));
        match position {
            Some(p) if edit.remove => {
                a.attacks.remove(p);
            }
            Some(p) => {
                if let Some(k) = a.attacks.get_mut(p) {
                    k.th = edit.th.unwrap_or(k.th);
                    k.dmg = edit.dmg.unwrap_or(k.dmg);
                    k.times = edit.times.unwrap_or(k.times);
                    k.triggers.extend(trigger.clone());
                }
            }
            None => a.attacks.push(AdversaryAttack {
                name: attack.clone(),
                th: edit.th.unwrap_or(1),
                dmg: edit.dmg.unwrap_or(0),
                triggers: trigger.clone().into_iter().collect(),
                times: edit.times.unwrap_or(1),
            }),
        }
    }
    let shown = targets
        .first()
        .and_then(|&i| ctx.encounter().ok()?.adversaries.get(i))
        .and_then(|a| a.attack(&attack).cloned());
    ctx.event(Event::AttackChanged {
        names,
        attack,
        stats: shown.map(|k| (k.th, k.dmg, k.triggers)),
    });
    Ok(())
}

/// The adversary of that name, or every adversary still on the table numbered from that
/// kind ("Goblin" finds "Goblin 1", "Goblin 2").
fn adversaries_named(ctx: &Ctx<'_>, name: &str) -> Result<Vec<usize>, UserError> {
    if let Ok(index) = ctx.adversary_index(name) {
        return Ok(vec![index]);
    }
    let kind = crate::rules::names::key(name);
    let found: Vec<usize> = ctx
        .encounter()?
        .adversaries
        .iter()
        .enumerate()
        .filter(|(_, a)| a.status != AdversaryStatus::Removed)
        .filter(|(_, a)| {
            a.name.rsplit_once(' ').is_some_and(|(stem, number)| {
                number.chars().all(|c| c.is_ascii_digit()) && crate::rules::names::key(stem) == kind
            })
        })
        .map(|(i, _)| i)
        .collect();
    if found.is_empty() {
        return Err(UserError::new("err-unknown-adversary").arg("name", shorten(name.trim())));
    }
    Ok(found)
}
