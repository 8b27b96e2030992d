//! The notation's limits: every one is an error with its own key, except the per-die
//! explosion/reroll cap, which stops that die and leaves a [`Note`](super::Note).

/// Longest accepted input, in characters (`err-roll-too-long`).
pub const MAX_INPUT_CHARS: usize = 1_000;
/// Most dice rolled by one command, counting explosions, rerolls and repeats
/// (`err-roll-too-many-dice`).
pub const MAX_DICE: u32 = 1_000;
/// Fewest sides of a die (`err-roll-sides`); `dF` is the Fate die, not a d3.
pub const MIN_SIDES: u32 = 2;
/// Most sides of a die (`err-roll-sides`).
pub const MAX_SIDES: u32 = crate::dice::MAX_SIDES;
/// Most explosions or rerolls of one die by one operation; reaching it stops that die
/// and adds a note (the one limit that is not an error).
pub const MAX_CHAIN: u32 = 100;
/// Most repeats of `Nx expr` (`err-roll-repeats`).
pub const MAX_REPEATS: u32 = 20;
/// Deepest nesting of parentheses and unary signs (`err-roll-too-deep`).
pub const MAX_DEPTH: u32 = 32;
/// Most trials [`simulate`](super::simulate) runs, whatever the caller asks.
pub const MAX_TRIALS: u32 = 200_000;
/// Longest `[annotation]`, in characters (`err-roll-annotation-too-long`).
pub const MAX_ANNOTATION_CHARS: usize = 40;
