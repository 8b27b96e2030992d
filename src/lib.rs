//! Narrator: a game master and dice roller for tabletop combat systems.
//!
//! Data flows one way: front-end (`discord`, `console`, `web`) → `table` service → the channel's
//! game (`games`, each wrapping its pure engine in `rules`) → `store` → reply rendered by
//! the front-end (`render`, and the game's own views).

pub mod catalogue;
pub mod console;
pub mod dice;
pub mod discord;
pub mod error;
pub mod games;
pub mod hash;
pub mod i18n;
pub mod metrics;
pub mod notation;
pub mod odds;
pub mod present;
pub mod render;
pub mod request;
pub mod rules;
pub mod store;
pub mod table;
pub mod web;
