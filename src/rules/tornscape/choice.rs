//! The choices of an attack and their defaults: which dice agility re-rolls, and how the
//! defender assigns defense dice. Explicit choices are counts of dice by face ("re-roll 2
//! blank attack dice", "cancel 1 critical with a critical"), never single dice.

use serde::{Deserialize, Serialize};

use super::model::{Die, DieKind, Face};
use crate::error::UserError;

/// Dice to re-roll, by kind and face as they were rolled; each die at most once.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reroll {
    #[serde(default)]
    pub blank: u8,
    #[serde(default)]
    pub success: u8,
    #[serde(default)]
    pub critical: u8,
}

impl Reroll {
    pub fn total(self) -> u32 {
        u32::from(self.blank) + u32::from(self.success) + u32::from(self.critical)
    }

    pub fn count(self, face: Face) -> u8 {
        match face {
            Face::Blank => self.blank,
            Face::Success => self.success,
            Face::Critical => self.critical,
        }
    }
}

/// A side's explicit re-roll choice: attack and mastery dice for the attacker, defense
/// dice for the defender.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RerollChoice {
    #[serde(default)]
    pub attack: Reroll,
    #[serde(default)]
    pub mastery: Reroll,
    #[serde(default)]
    pub defense: Reroll,
}

impl RerollChoice {
    pub fn total(self) -> u32 {
        self.attack.total() + self.mastery.total() + self.defense.total()
    }

    pub fn of(self, kind: DieKind) -> Reroll {
        match kind {
            DieKind::Attack => self.attack,
            DieKind::Mastery => self.mastery,
            DieKind::Defense => self.defense,
            DieKind::Agility => Reroll::default(),
        }
    }
}

/// How many agility dice succeeded (a critical face counts as a success).
pub fn agility_successes(dice: &[Die]) -> u32 {
    dice.iter()
        .filter(|d| d.kind == DieKind::Agility && d.face.hit())
        .count() as u32
}

/// Checks an explicit choice against the dice before anything is rolled: only the kinds
/// the side re-rolls, no more re-rolls than the agility successes left, and a die showing
/// each face asked for (one die may take several re-rolls).
pub fn check_rerolls(
    dice: &[Die],
    kinds: &[DieKind],
    choice: RerollChoice,
    allowed: u32,
) -> Result<(), UserError> {
    if choice.total() > allowed {
        return Err(UserError::new("err-ts-too-many-rerolls").arg("allowed", allowed));
    }
    for kind in DieKind::ALL {
        let wanted = choice.of(kind);
        if wanted.total() > 0 && !kinds.contains(&kind) {
            return Err(UserError::new("err-ts-reroll-kind").arg("kind", kind.key()));
        }
        for face in FACES {
            let want = wanted.count(face);
            if want > 0 && !dice.iter().any(|d| d.kind == kind && d.face == face) {
                return Err(UserError::new("err-ts-reroll-missing")
                    .arg("kind", kind.key())
                    .arg("count", want));
            }
        }
    }
    Ok(())
}

/// Faces in the order an explicit choice's re-rolls are made.
pub const FACES: [Face; 3] = [Face::Blank, Face::Success, Face::Critical];

/// The die an explicit re-roll of `kind` showing `face` goes to, as the dice stand now: one
/// this answer has not re-rolled yet if there is one, else one it has (several successes
/// may re-roll the same die). `None`: no die shows that face any more.
pub fn chosen_target(dice: &[Die], kind: DieKind, face: Face, rerolled: &[usize]) -> Option<usize> {
    let showing = |i: &usize| dice[*i].kind == kind && dice[*i].face == face;
    (0..dice.len())
        .filter(showing)
        .min_by_key(|i| rerolled.contains(i))
}

/// Dice agility could still improve: any blank die, or a successful attack or defense die
/// (it may come up critical). A mastery or agility critical counts as a success.
pub fn improvable(dice: &[Die], kinds: &[DieKind]) -> u8 {
    dice.iter()
        .filter(|d| kinds.contains(&d.kind))
        .filter(|d| {
            d.face == Face::Blank
                || (d.face == Face::Success && matches!(d.kind, DieKind::Attack | DieKind::Defense))
        })
        .count() as u8
}

/// The default re-roll target: the first blank die of the first kind in `order` that has
/// one. Re-rolls go one at a time, so a die that stays blank may be picked again.
pub fn default_target(dice: &[Die], order: &[DieKind]) -> Option<usize> {
    order.iter().find_map(|kind| {
        dice.iter()
            .position(|d| d.kind == *kind && d.face == Face::Blank)
    })
}

/// How the defender spends its defense dice against the attack dice left after step 3.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Assignment {
    /// Defense successes on attack successes.
    pub success_on_success: u8,
    /// Defense criticals on attack successes (each also deals damage back when it can).
    pub critical_on_success: u8,
    /// Defense criticals on attack criticals (no damage back).
    pub critical_on_critical: u8,
}

/// The dice an assignment works on, by face.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub attack_success: u8,
    pub attack_critical: u8,
    pub defense_success: u8,
    pub defense_critical: u8,
}

/// What an assignment achieves.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Effect {
    pub removed_success: u8,
    pub removed_critical: u8,
    /// Defense criticals that deal damage back.
    pub back: u8,
}

impl Effect {
    pub fn removed(self) -> u8 {
        self.removed_success + self.removed_critical
    }
}

impl Assignment {
    /// Every assignment the defender could make with these dice.
    pub fn every(c: Counts) -> Vec<Assignment> {
        let mut all = Vec::new();
        for x in 0..=c.defense_success.min(c.attack_success) {
            for y in 0..=c.defense_critical.min(c.attack_success - x) {
                for z in 0..=(c.defense_critical - y).min(c.attack_critical) {
                    all.push(Assignment {
                        success_on_success: x,
                        critical_on_success: y,
                        critical_on_critical: z,
                    });
                }
            }
        }
        all
    }

    /// Whether any assignment does better than the default in some respect: fewer attack
    /// dice left, fewer attack criticals left (their markers), or more damage back. When
    /// none does, the choice is not worth a pause.
    pub fn worth_choosing(counts: Counts, back: bool) -> bool {
        let default = Assignment::default_for(counts, back).effect(counts, back);
        Assignment::every(counts).into_iter().any(|a| {
            let e = a.effect(counts, back);
            e.removed() > default.removed()
                || e.removed_critical > default.removed_critical
                || e.back > default.back
        })
    }

    pub fn check(self, counts: Counts) -> Result<(), UserError> {
        let crits = u32::from(self.critical_on_success) + u32::from(self.critical_on_critical);
        let on_success = u32::from(self.success_on_success) + u32::from(self.critical_on_success);
        if self.success_on_success > counts.defense_success
            || crits > u32::from(counts.defense_critical)
            || on_success > u32::from(counts.attack_success)
            || self.critical_on_critical > counts.attack_critical
        {
            return Err(UserError::new("err-ts-bad-assignment"));
        }
        Ok(())
    }

    /// Removed attack dice and criticals dealing damage back (`back` says whether any can:
    /// a melee attack, not a free one, with the attacker in the defender's reach).
    pub fn effect(self, counts: Counts, back: bool) -> Effect {
        let leftover = counts
            .defense_critical
            .saturating_sub(self.critical_on_success + self.critical_on_critical);
        Effect {
            removed_success: self.success_on_success + self.critical_on_success,
            removed_critical: self.critical_on_critical,
            back: if back {
                self.critical_on_success + leftover
            } else {
                0
            },
        }
    }

    /// The rules' default: successes on successes, then criticals on the successes still
    /// uncovered (removing them and dealing damage back), then criticals on criticals;
    /// leftover criticals deal damage back. With no damage back possible, criticals go on
    /// criticals first, to stop their markers.
    pub fn default_for(counts: Counts, back: bool) -> Assignment {
        let success_on_success = counts.defense_success.min(counts.attack_success);
        let uncovered = counts.attack_success - success_on_success;
        if back {
            let critical_on_success = counts.defense_critical.min(uncovered);
            let critical_on_critical =
                (counts.defense_critical - critical_on_success).min(counts.attack_critical);
            Assignment {
                success_on_success,
                critical_on_success,
                critical_on_critical,
            }
        } else {
            let critical_on_critical = counts.defense_critical.min(counts.attack_critical);
            let critical_on_success =
                (counts.defense_critical - critical_on_critical).min(uncovered);
            Assignment {
                success_on_success,
                critical_on_success,
                critical_on_critical,
            }
        }
    }
}
