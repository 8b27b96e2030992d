//! The engine's rules one by one, the rules' worked examples, and property tests.

mod battles;
mod examples;
mod properties;
mod strikes;
mod support;
mod turns;
