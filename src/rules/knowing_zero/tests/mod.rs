//! The engine's rules one by one, a seat handed over, the rules' worked examples, and property tests.

mod armies;
mod battles;
mod ending;
mod examples;
mod handover;
mod names;
mod properties;
mod strikes;
mod support;
mod turns;
