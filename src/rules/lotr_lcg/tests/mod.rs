//! Engine tests, one file per rule area.

mod support;

mod dealing;
mod enemy_attacks;
mod give;
mod phase;
mod player_attacks;
mod properties;
mod setup;
mod shuffle;
