//! The engine's rules one by one, a seat handed over, the rules' worked examples, and property tests.

mod battles;
mod examples;
mod handover;
mod properties;
mod strikes;
mod support;
mod turns;
