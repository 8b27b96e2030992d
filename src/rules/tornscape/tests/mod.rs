mod choices;
mod engine;
mod properties;
mod statistics;
mod support;
