//! Who acts, for every game's engine.

use serde::{Deserialize, Serialize};

/// A stable user id for a name, the same every run (case and surrounding spaces aside): the
/// console's users, and the players a game names by name rather than by mention.
pub fn user_id(name: &str) -> i64 {
    let hash = crate::hash::stable_hash(name.trim().to_lowercase().as_bytes());
    i64::try_from(hash >> 1).unwrap_or(i64::MAX)
}

/// The Discord (or console) user, and whether the server counts them as a moderator:
/// Manage Channels, or the server's GM role. A moderator is a GM in FLAIL and a host in the
/// games without a GM.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Actor {
    pub user: i64,
    pub moderator: bool,
    /// The user's display name as the front-end saw it (empty where none is known): a game
    /// keeps it for the seat the user takes, so replies name players without a mention.
    #[serde(default)]
    pub name: String,
}
