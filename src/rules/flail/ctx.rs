//! What every FLAIL rule needs: the world being changed, who acts, the dice, the outcome
//! being built — and the shared steps (finding names, permissions, saves, damage).

use super::World;
use super::action::Actor;
use super::model::{Attribute, Character, ConditionKind, Encounter};
use super::outcome::{Detail, Event, Outcome, ResultKind, RollOutcome, RollResult};
use crate::dice::{Dice, Keep, roll_d20};
use crate::error::UserError;

/// A combatant or character named by the user.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Target {
    /// Index into `World::characters`.
    Pc(usize),
    /// Index into `Encounter::adversaries`.
    Adversary(usize),
}

pub(crate) struct Ctx<'a> {
    pub world: &'a mut World,
    pub actor: &'a Actor,
    pub dice: &'a mut dyn Dice,
    pub out: Outcome,
}

impl<'a> Ctx<'a> {
    pub fn new(world: &'a mut World, actor: &'a Actor, dice: &'a mut dyn Dice) -> Self {
        Ctx {
            world,
            actor,
            dice,
            out: Outcome::default(),
        }
    }

    pub fn finish(self) -> Outcome {
        self.out
    }

    pub fn event(&mut self, event: Event) {
        self.out.event(event);
    }

    // ---- permissions -------------------------------------------------------------

    /// The GM: the server's moderators (the GM role included), and the encounter's
    /// starter — or, between encounters, the GM of the channel's last one. A second line:
    /// the seats check (`seats.rs`) already refused a moderator who plays a PC here
    /// acting for anyone else.
    pub fn is_gm(&self) -> bool {
        let table = &self.world.table;
        self.actor.moderator
            || match &table.encounter {
                Some(e) => e.gm == self.actor.user,
                None => table.last_gm == Some(self.actor.user),
            }
    }

    pub fn require_gm(&self) -> Result<(), UserError> {
        if self.is_gm() {
            Ok(())
        } else {
            Err(UserError::new("err-gm-only"))
        }
    }

    pub fn may_act_for(&self, character: usize) -> bool {
        self.is_gm()
            || self
                .world
                .characters
                .get(character)
                .is_some_and(|c| c.owner == self.actor.user)
    }

    pub fn require_may_act_for(&self, character: usize) -> Result<(), UserError> {
        if self.may_act_for(character) {
            Ok(())
        } else {
            Err(UserError::new("err-not-your-character")
                .arg("name", self.pc(character).name.as_str()))
        }
    }

    // ---- the encounter -------------------------------------------------------------

    pub fn encounter(&self) -> Result<&Encounter, UserError> {
        self.world
            .table
            .encounter
            .as_ref()
            .ok_or_else(|| UserError::new("err-no-encounter"))
    }

    pub fn encounter_mut(&mut self) -> Result<&mut Encounter, UserError> {
        self.world
            .table
            .encounter
            .as_mut()
            .ok_or_else(|| UserError::new("err-no-encounter"))
    }

    /// The encounter, which must have rolled initiative.
    pub fn fight(&self) -> Result<&Encounter, UserError> {
        let encounter = self.encounter()?;
        if encounter.started() {
            Ok(encounter)
        } else {
            Err(UserError::new("err-no-initiative"))
        }
    }

    /// Whether the character fights in this channel's started encounter: its Death rolls
    /// wait for the fight's end (rules: "Death").
    pub fn fighting(&self, character_id: i64) -> bool {
        self.in_encounter(character_id) && self.encounter().is_ok_and(|e| e.started())
    }

    /// Refuses a character who owes a Death roll outside a fight: it must roll it first
    /// (rules: "Death": out of combat, at once).
    pub fn require_no_death_roll_due(&self, index: usize) -> Result<(), UserError> {
        let c = self.pc(index);
        if c.death_rolls_pending > 0 && !c.dead && !self.fighting(c.id) {
            return Err(UserError::new("err-death-roll-due").arg("name", c.name.as_str()));
        }
        Ok(())
    }

    /// Whether the character takes part in this channel's encounter (joined, not fled).
    pub fn in_encounter(&self, character_id: i64) -> bool {
        self.world.table.encounter.as_ref().is_some_and(|e| {
            e.pcs
                .iter()
                .any(|p| p.character_id == character_id && !p.fled)
        })
    }

    // ---- names ---------------------------------------------------------------------

    pub fn pc(&self, index: usize) -> &Character {
        &self.world.characters[index]
    }

    pub fn pc_mut(&mut self, index: usize) -> &mut Character {
        &mut self.world.characters[index]
    }

    pub fn character_index(&self, name: &str) -> Result<usize, UserError> {
        let wanted = name.trim();
        self.world
            .characters
            .iter()
            .position(|c| crate::rules::names::same(&c.name, wanted))
            .ok_or_else(|| UserError::new("err-unknown-character").arg("name", shorten(wanted)))
    }

    pub fn character_by_id(&self, id: i64) -> Option<usize> {
        self.world.characters.iter().position(|c| c.id == id)
    }

    pub fn adversary_index(&self, name: &str) -> Result<usize, UserError> {
        self.encounter()?
            .adversaries
            .iter()
            .position(|a| {
                a.status != super::model::AdversaryStatus::Removed
                    && crate::rules::names::same(&a.name, name)
            })
            .ok_or_else(|| {
                UserError::new("err-unknown-adversary").arg("name", shorten(name.trim()))
            })
    }

    /// An adversary of this encounter, or else a character, by name (case-insensitive).
    pub fn target(&self, name: &str) -> Result<Target, UserError> {
        if self.world.table.encounter.is_some()
            && let Ok(index) = self.adversary_index(name)
        {
            return Ok(Target::Adversary(index));
        }
        self.character_index(name)
            .map(Target::Pc)
            .map_err(|_| UserError::new("err-unknown-target").arg("name", shorten(name.trim())))
    }

    pub fn name_of(&self, target: Target) -> String {
        match target {
            Target::Pc(i) => self.pc(i).name.clone(),
            Target::Adversary(i) => self
                .world
                .table
                .encounter
                .as_ref()
                .and_then(|e| e.adversaries.get(i))
                .map(|a| a.name.clone())
                .unwrap_or_default(),
        }
    }

    /// The character an action is about: the one named (which the actor must be allowed
    /// to act for), or else the actor's own — the one in this encounter first, otherwise
    /// their only character.
    pub fn own_character(&self, name: Option<&str>) -> Result<usize, UserError> {
        if let Some(name) = name {
            let index = self.character_index(name)?;
            self.require_may_act_for(index)?;
            return Ok(index);
        }
        pick_own(&self.world.characters, self.actor.user, |id| {
            self.in_encounter(id)
        })
    }

    /// The conditions a combatant carries (none for an unknown adversary slot).
    pub fn conditions_of(&self, who: Target) -> &[super::model::Condition] {
        match who {
            Target::Pc(i) => &self.pc(i).conditions,
            Target::Adversary(i) => self
                .world
                .table
                .encounter
                .as_ref()
                .and_then(|e| e.adversaries.get(i))
                .map(|a| a.conditions.as_slice())
                .unwrap_or_default(),
        }
    }

    // ---- saves -----------------------------------------------------------------------

    /// Rolls a save (rules: "Saves"): d20 equal to or under the value; 1 critical success,
    /// 20 fumble. PCs add Hurt (all saves) and Exhausted (STR/DEX) as disadvantage;
    /// adversaries save on their single Saves value. The result is recorded and returned.
    pub fn roll_save(
        &mut self,
        who: Target,
        attribute: Attribute,
        mut advantages: u32,
        mut disadvantages: u32,
        kind: ResultKind,
    ) -> Result<RollResult, UserError> {
        let (name, value, shown_attribute) = match who {
            Target::Pc(i) => {
                let c = self.pc(i);
                if c.hurt {
                    disadvantages += 1;
                }
                if c.has(ConditionKind::Exhausted)
                    && matches!(attribute, Attribute::Str | Attribute::Dex)
                {
                    disadvantages += 1;
                }
                (c.name.clone(), c.effective(attribute), Some(attribute))
            }
            Target::Adversary(i) => {
                let a = &self.encounter()?.adversaries[i];
                (a.name.clone(), a.saves, None)
            }
        };
        advantages = advantages.min(3);
        disadvantages = disadvantages.min(3);
        let keep = Keep::from_sources(advantages, disadvantages);
        let (roll, kept) = roll_d20(self.dice, keep)?;
        let outcome = save_outcome(kept, value);
        let result = RollResult {
            kind,
            who: name,
            outcome,
            rolls: vec![roll],
            pending: false,
            detail: Detail::Save {
                attribute: shown_attribute,
                value,
                keep,
                kept,
            },
        };
        self.out.results.push(result.clone());
        Ok(result)
    }

    // ---- damage ----------------------------------------------------------------------

    /// A PC loses HP (never below 0). 6+ in one hit: Injured; a 4th and every later
    /// Injured owes a Death-table roll; dropping to 0 HP owes one too — but one hit owes
    /// one roll, even when it does both.
    pub fn damage_pc(&mut self, index: usize, amount: i32) {
        let amount = amount.max(0);
        let mut owed = false;
        let c = self.pc_mut(index);
        let was_up = c.hp > 0;
        c.hp = (c.hp - amount).max(0);
        let (name, hp, max_hp) = (c.name.clone(), c.hp, c.max_hp);
        self.event(Event::Damaged {
            who: name.clone(),
            amount,
            hp,
            max_hp,
        });
        if amount >= 6 {
            let c = self.pc_mut(index);
            c.injured += 1;
            let count = c.injured;
            self.event(Event::Injured {
                who: name.clone(),
                count,
            });
            owed = count >= 4;
        }
        if owed || (was_up && hp == 0) {
            self.owe_death_roll(index);
        }
    }

    /// A Death Blow on a PC: 0 HP and a Death-table roll, no Injured.
    pub fn death_blow_pc(&mut self, index: usize) {
        let c = self.pc_mut(index);
        let amount = c.hp;
        c.hp = 0;
        let (name, max_hp) = (c.name.clone(), c.max_hp);
        self.event(Event::Damaged {
            who: name,
            amount,
            hp: 0,
            max_hp,
        });
        self.owe_death_roll(index);
    }

    /// One more Death-table roll owed: rolled when the fight ends, or at once outside a
    /// fight (the event says which).
    pub fn owe_death_roll(&mut self, index: usize) {
        let id = self.pc(index).id;
        let now = !self.fighting(id);
        let c = self.pc_mut(index);
        c.death_rolls_pending = c.death_rolls_pending.saturating_add(1);
        let (who, count) = (c.name.clone(), c.death_rolls_pending);
        self.event(Event::DeathRollPending { who, count, now });
    }

    /// An adversary loses `amount − 0` HP (Defence is already in `amount`); at 0 it is
    /// eliminated.
    pub fn damage_adversary(&mut self, index: usize, amount: i32) -> Result<(), UserError> {
        let amount = amount.max(0);
        let encounter = self.encounter_mut()?;
        let a = &mut encounter.adversaries[index];
        a.hp = (a.hp - amount).max(0);
        let (who, hp, max_hp) = (a.name.clone(), a.hp, a.max_hp);
        self.event(Event::Damaged {
            who,
            amount,
            hp,
            max_hp,
        });
        if hp == 0 {
            self.eliminate_adversary(index)?;
        }
        Ok(())
    }

    pub fn eliminate_adversary(&mut self, index: usize) -> Result<(), UserError> {
        let encounter = self.encounter_mut()?;
        let a = &mut encounter.adversaries[index];
        a.hp = 0;
        a.status = super::model::AdversaryStatus::Eliminated;
        let who = a.name.clone();
        self.event(Event::Eliminated { who });
        Ok(())
    }
}

/// A user's own character among `characters`: the one fighting here (`in_fight`), else
/// their only one. Shared by the engine and the service's read-only `/character show`.
pub fn pick_own(
    characters: &[Character],
    user: i64,
    in_fight: impl Fn(i64) -> bool,
) -> Result<usize, UserError> {
    let mine: Vec<usize> = (0..characters.len())
        .filter(|&i| characters[i].owner == user)
        .collect();
    let fighting: Vec<usize> = mine
        .iter()
        .copied()
        .filter(|&i| in_fight(characters[i].id))
        .collect();
    match (fighting.as_slice(), mine.as_slice()) {
        ([one], _) | ([], [one]) => Ok(*one),
        ([], []) => Err(UserError::new("err-no-own-character")),
        _ => Err(UserError::new("err-name-your-character")),
    }
}

/// Save result for a kept d20 face against the value to roll under (rules: "Saves").
pub(crate) fn save_outcome(kept: u32, value: i32) -> RollOutcome {
    match kept {
        1 => RollOutcome::CriticalSuccess,
        20 => RollOutcome::Fumble,
        k if i64::from(k) <= i64::from(value) => RollOutcome::Success,
        _ => RollOutcome::Fail,
    }
}

pub(crate) use crate::rules::names::{shorten, validate as validate_name};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn save_outcomes_follow_roll_under_with_natural_extremes() {
        assert_eq!(save_outcome(1, 0), RollOutcome::CriticalSuccess);
        assert_eq!(save_outcome(20, 25), RollOutcome::Fumble);
        assert_eq!(save_outcome(7, 7), RollOutcome::Success);
        assert_eq!(save_outcome(8, 7), RollOutcome::Fail);
        assert_eq!(save_outcome(12, 10), RollOutcome::Fail);
    }
}
