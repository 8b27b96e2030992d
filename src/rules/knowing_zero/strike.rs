//! The arithmetic of the rules, as plain functions: strikes and armor, pairs, item loss,
//! the distance to zero.

use super::limits;

/// Each strike's strength: every strike has the base strength, and the whole net bonus
/// (bonuses minus penalties) goes onto the one bonus strike (1-based); none below 0.
pub fn strengths(base: u32, count: u32, bonus: i64, bonus_strike: u32) -> Vec<u32> {
    (1..=count)
        .map(|i| {
            if i == bonus_strike {
                u32::try_from((i64::from(base) + bonus).max(0)).unwrap_or(u32::MAX)
            } else {
                base
            }
        })
        .collect()
}

/// Armor applies to each strike separately: max(0, strike − armor).
pub fn through(strength: u32, armor: u32) -> u32 {
    strength.saturating_sub(armor)
}

/// Total damage of strikes at one target with `armor`, before Life caps it.
pub fn total_through(strengths: &[u32], armor: u32) -> u32 {
    strengths.iter().map(|s| through(*s, armor)).sum()
}

/// In a rider/animal pair the card with more strikes supplies them (ties: the animal);
/// `true` when the animal does.
pub fn animal_supplies(rider_strikes: u32, animal_strikes: u32) -> bool {
    animal_strikes >= rider_strikes
}

/// Life when a carrier loses its item: down to its own printed maximum if above it.
pub fn after_item_loss(life: u32, max_life: u32) -> u32 {
    life.min(max_life)
}

/// A move towards zero; the distance never goes below 0.
pub fn towards(distance: u32, points: u32) -> u32 {
    distance.saturating_sub(points)
}

/// A move away from zero, bounded.
pub fn away(distance: u32, points: u32) -> u32 {
    distance.saturating_add(points).min(limits::MAX_DISTANCE)
}
