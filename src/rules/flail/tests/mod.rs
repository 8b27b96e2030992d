//! Engine tests with rigged dice, one file per area.

mod support;

// combat side
mod attack;
mod properties;
mod to_hit_stats;
mod turns;

// table side
mod characters;
mod death;
mod encounter;
mod gm_round;
mod handover;
mod nonphysical;
mod recovery;
mod saves;
mod seats;
