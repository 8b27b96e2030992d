//! Counting the faces dice show, for a player's roll statistics: a wrapper around any
//! [`Dice`] notes every face it hands out (rerolled and dropped ones too, since the
//! engine asked for them), so no engine or notation needs to report its dice.

use std::collections::BTreeMap;

use super::Dice;
use crate::error::UserError;

/// Dice up to this many sides are counted face by face; larger ones only by how many were
/// rolled and their sum (a chi-square over 10,000 faces would never have enough rolls).
pub const FACES_KEPT_UP_TO: u32 = 100;

/// How many of each face came up, per die size; faces of dice above
/// [`FACES_KEPT_UP_TO`] sides are counted under face 0.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tally {
    counts: BTreeMap<(u32, u32), Counted>,
}

/// How many dice, and the sum of their faces.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counted {
    pub count: u64,
    pub total: u64,
}

impl Tally {
    pub fn add(&mut self, sides: u32, face: u32) {
        let key = (sides, if sides > FACES_KEPT_UP_TO { 0 } else { face });
        let counted = self.counts.entry(key).or_default();
        counted.count += 1;
        counted.total += u64::from(face);
    }

    pub fn is_empty(&self) -> bool {
        self.counts.is_empty()
    }

    /// `(sides, face, counted)`, by die size then face.
    pub fn rows(&self) -> impl Iterator<Item = (u32, u32, Counted)> + '_ {
        self.counts
            .iter()
            .map(|(&(sides, face), &counted)| (sides, face, counted))
    }
}

/// Dice that note every face they roll in a [`Tally`].
pub struct Tallied<'a> {
    pub dice: &'a mut dyn Dice,
    pub tally: &'a mut Tally,
}

impl Dice for Tallied<'_> {
    fn roll(&mut self, sides: u32) -> Result<u32, UserError> {
        let face = self.dice.roll(sides)?;
        self.tally.add(sides, face);
        Ok(face)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::RiggedDice;

    #[test]
    fn every_face_handed_out_is_counted_by_die_size() {
        let mut rigged = RiggedDice::new(vec![6, 1, 6, 20, 5_000, 7_000]);
        let mut tally = Tally::default();
        let mut dice = Tallied {
            dice: &mut rigged,
            tally: &mut tally,
        };
        for sides in [6, 6, 6, 20, 10_000, 10_000] {
            dice.roll(sides).unwrap();
        }
        let rows: Vec<(u32, u32, u64, u64)> = tally
            .rows()
            .map(|(s, f, c)| (s, f, c.count, c.total))
            .collect();
        assert_eq!(
            rows,
            [
                (6, 1, 1, 1),
                (6, 6, 2, 12),
                (20, 20, 1, 20),
                (10_000, 0, 2, 12_000)
            ]
        );
    }
}
