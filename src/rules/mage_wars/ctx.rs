//! What every Mage Wars rule needs: the arena being changed (a copy, kept only when the
//! action succeeds), who acts, the dice, and the outcome being built.

use super::action::Actor;
use super::model::{Arena, Object};
use super::odds::{ATTACK_DIE, EFFECT_DIE};
use super::outcome::{Event, Outcome};
use crate::dice::Dice;
use crate::error::UserError;

/// One attack die as rolled: its face (1..=6) and what it reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct AttackDie {
    pub face: u32,
    pub normal: u32,
    pub critical: u32,
}

pub(crate) struct Ctx<'a> {
    pub arena: &'a mut Arena,
    pub actor: &'a Actor,
    pub dice: &'a mut dyn Dice,
    pub out: Outcome,
    /// A mage was destroyed during this action: the game-over check runs at its end, so
    /// `GameOver` is always the last event.
    pub mage_destroyed: bool,
}

impl<'a> Ctx<'a> {
    pub fn new(arena: &'a mut Arena, actor: &'a Actor, dice: &'a mut dyn Dice) -> Self {
        Ctx {
            arena,
            actor,
            dice,
            out: Outcome::default(),
            mage_destroyed: false,
        }
    }

    pub fn finish(self) -> Outcome {
        self.out
    }

    pub fn event(&mut self, event: Event) {
        self.out.push(event);
    }

    // ---- dice ----------------------------------------------------------------------

    /// One attack die (rules: "Dice": blank, blank, 1, 2, 1★, 2★).
    pub fn attack_die(&mut self) -> Result<AttackDie, UserError> {
        let face = self.dice.roll(6)?;
        let index = usize::try_from(face.saturating_sub(1)).unwrap_or(usize::MAX);
        let (normal, critical) = ATTACK_DIE.get(index).copied().unwrap_or((0, 0));
        Ok(AttackDie {
            face,
            normal,
            critical,
        })
    }

    /// The effect die (rules: "Dice": a d12).
    pub fn effect_die(&mut self) -> Result<u32, UserError> {
        self.dice.roll(EFFECT_DIE.unsigned_abs())
    }

    // ---- objects by id ---------------------------------------------------------------

    pub fn index_of(&self, id: u32) -> Option<usize> {
        self.arena.objects.iter().position(|o| o.id == id)
    }

    pub fn exists(&self, id: u32) -> bool {
        self.index_of(id).is_some()
    }

    /// The object with this id; ids come from the arena itself, so a miss is a
    /// bookkeeping fault, refused rather than panicking.
    pub fn obj(&self, id: u32) -> Result<&Object, UserError> {
        self.arena
            .objects
            .iter()
            .find(|o| o.id == id)
            .ok_or_else(|| UserError::new("err-mw-internal"))
    }

    pub fn obj_mut(&mut self, id: u32) -> Result<&mut Object, UserError> {
        self.arena
            .objects
            .iter_mut()
            .find(|o| o.id == id)
            .ok_or_else(|| UserError::new("err-mw-internal"))
    }

    pub fn name_of(&self, id: u32) -> String {
        self.arena
            .object(id)
            .map(|o| o.name.clone())
            .unwrap_or_default()
    }

    /// The name of a player's mage, which stands for the player in events.
    pub fn mage_name(&self, player: i64) -> String {
        self.arena
            .mage_of(player)
            .map(|o| o.name.clone())
            .unwrap_or_default()
    }
}
