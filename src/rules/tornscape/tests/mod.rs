mod choices;
mod engine;
mod properties;
mod statistics;
mod support;
mod third_round;
