use std::collections::VecDeque;

use super::{Dice, MAX_SIDES};
use crate::error::UserError;

/// Hands out pre-set faces in order, for tests and for replaying worked examples.
/// Asking for more dice than were given is an error, never a silent random roll.
#[derive(Debug, Clone, Default)]
pub struct RiggedDice {
    faces: VecDeque<u32>,
}

impl RiggedDice {
    pub fn new(faces: impl IntoIterator<Item = u32>) -> Self {
        RiggedDice {
            faces: faces.into_iter().collect(),
        }
    }

    /// Parses a comma-separated list such as `1,1,3,4,6`.
    pub fn parse(list: &str) -> Result<Self, UserError> {
        let mut faces = VecDeque::new();
        for part in list.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let face: u32 = part
                .parse()
                .map_err(|_| UserError::new("err-dice-list").arg("value", part))?;
            if face == 0 || face > MAX_SIDES {
                return Err(UserError::new("err-dice-list").arg("value", part));
            }
            faces.push_back(face);
        }
        Ok(RiggedDice { faces })
    }

    pub fn remaining(&self) -> usize {
        self.faces.len()
    }
}

impl Dice for RiggedDice {
    fn roll(&mut self, sides: u32) -> Result<u32, UserError> {
        let face = self
            .faces
            .pop_front()
            .ok_or_else(|| UserError::new("err-dice-exhausted"))?;
        if face == 0 || face > sides {
            return Err(UserError::new("err-dice-face")
                .arg("face", face)
                .arg("sides", sides));
        }
        Ok(face)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hands_out_faces_in_order_then_refuses() {
        let mut dice = RiggedDice::parse("1, 6,3").unwrap();
        assert_eq!(dice.roll(6), Ok(1));
        assert_eq!(dice.roll(6), Ok(6));
        assert_eq!(dice.roll(6), Ok(3));
        assert_eq!(dice.roll(6).unwrap_err().key, "err-dice-exhausted");
    }

    #[test]
    fn refuses_a_face_the_die_cannot_show() {
        let mut dice = RiggedDice::new([7]);
        assert_eq!(dice.roll(6).unwrap_err().key, "err-dice-face");
        assert!(RiggedDice::parse("1,x").is_err());
        assert!(RiggedDice::parse("0").is_err());
    }
}
