//! `/rolls`: saving, listing and deleting rolls (answered from the store: no channel
//! state, no history), and a player's die statistics with a fairness verdict per die size.

use super::{Reply, Request, TableService};
use crate::catalogue::RollsAsk;
use crate::dice::fairness::{self, Verdict};
use crate::error::{Result, UserError};
use crate::notation;
use crate::rules::names;
use crate::store::rolls::SERVER_OWNER;
use crate::store::{DieCounts, DieSource, RollSave, SavedRoll};

/// Longest saved roll name, in characters.
pub const MAX_NAME_CHARS: usize = 32;

/// How many rolls may be saved: per user per server, and for the server itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RollLimits {
    pub per_user: usize,
    pub per_server: usize,
}

impl Default for RollLimits {
    fn default() -> Self {
        RollLimits {
            per_user: 50,
            per_server: 200,
        }
    }
}

/// What `/rolls save`, `list` and `delete` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SavedRolls {
    Saved {
        name: String,
        expression: String,
        server: bool,
        replaced: bool,
    },
    /// The rolls the asker may roll: their own, then the server's.
    Listed(Vec<SavedRoll>),
    Deleted {
        name: String,
        server: bool,
    },
}

/// `/rolls stats`: one player's dice over a span, per source and die size.
#[derive(Debug, Clone, PartialEq)]
pub struct RollStats {
    pub user: i64,
    pub since_days: Option<u32>,
    pub sizes: Vec<SizeStats>,
}

/// One die size's figures.
#[derive(Debug, Clone, PartialEq)]
pub struct SizeStats {
    /// A game's own dice, not `/roll`'s.
    pub game: bool,
    pub sides: u32,
    pub count: u64,
    pub mean: f64,
    pub expected_mean: f64,
    /// How often each face came up (empty for dice counted without their faces).
    pub faces: Vec<u64>,
    pub verdict: Verdict,
}

/// The refusal for a saved roll name nobody saved.
pub(super) fn unknown_saved(name: &str) -> UserError {
    UserError::new("err-saved-roll-unknown").arg("name", names::shorten(name))
}

impl TableService {
    pub(super) async fn rolls(&self, request: &Request, ask: &RollsAsk) -> Result<Reply> {
        let (guild, user) = (request.guild, request.user);
        let owner = |server: bool| -> Result<i64> {
            match (server, request.moderator) {
                (false, _) => Ok(user),
                (true, true) => Ok(SERVER_OWNER),
                (true, false) => Err(UserError::new("err-rolls-server-moderator").into()),
            }
        };
        let done = match ask {
            RollsAsk::Save {
                name,
                expression,
                server,
            } => {
                let owner = owner(*server)?;
                let name = checked_name(name)?;
                // A roll that would not roll is refused now, not when it is rolled.
                notation::parse(expression)?;
                let max = if *server {
                    self.roll_limits.per_server
                } else {
                    self.roll_limits.per_user
                };
                let expression = expression.trim().to_owned();
                let saved = self
                    .store
                    .save_roll(
                        guild,
                        owner,
                        (&name, &expression),
                        max,
                        self.clock.now_millis(),
                    )
                    .await?;
                let replaced = match saved {
                    RollSave::New => false,
                    RollSave::Replaced => true,
                    RollSave::Full { max } => {
                        let key = if *server {
                            "err-rolls-server-full"
                        } else {
                            "err-rolls-full"
                        };
                        return Err(UserError::new(key).arg("max", max).into());
                    }
                };
                SavedRolls::Saved {
                    name,
                    expression,
                    server: *server,
                    replaced,
                }
            }
            RollsAsk::List => SavedRolls::Listed(self.store.saved_rolls_for(guild, user).await?),
            RollsAsk::Delete { name, server } => {
                let owner = owner(*server)?;
                if !self.store.delete_roll(guild, owner, name).await? {
                    return Err(unknown_saved(name).into());
                }
                SavedRolls::Deleted {
                    name: name.trim().to_owned(),
                    server: *server,
                }
            }
            RollsAsk::Stats {
                user: whose,
                since_days,
            } => {
                let whose = whose.unwrap_or(user);
                // Secret rolls show to their roller and to moderators only.
                let with_secret = whose == user || request.moderator;
                let since = since_days.map_or(0, |days| {
                    self.clock.now_millis() - i64::from(days) * crate::store::rolls::DAY_MILLIS
                });
                let counts = self
                    .store
                    .die_counts(guild, whose, since, with_secret)
                    .await?;
                return Ok(Reply::RollStats(Box::new(stats(
                    whose,
                    *since_days,
                    &counts,
                ))));
            }
        };
        Ok(Reply::SavedRolls(done))
    }
}

/// A name to save under: trimmed, not empty, at most [`MAX_NAME_CHARS`] characters, one
/// line.
fn checked_name(name: &str) -> Result<String> {
    let name = name.trim();
    if name.is_empty() || name.chars().any(char::is_control) {
        return Err(UserError::new("err-saved-roll-name").into());
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(UserError::new("err-option-too-long")
            .arg("option", "name")
            .arg("max", MAX_NAME_CHARS)
            .into());
    }
    Ok(name.to_owned())
}

/// The figures and verdicts of `counts`, `/roll` dice first; the verdicts are corrected
/// for the number of die sizes tested together.
pub fn stats(user: i64, since_days: Option<u32>, counts: &[DieCounts]) -> RollStats {
    let p_values: Vec<Option<f64>> = counts
        .iter()
        .map(|c| {
            if c.faces.is_empty() {
                fairness::mean_p(c.sides, c.count, c.total)
            } else {
                fairness::chi_square_p(&c.faces)
            }
        })
        .collect();
    let tested = p_values.iter().filter(|p| p.is_some()).count();
    let sizes = counts
        .iter()
        .zip(p_values)
        .map(|(c, p)| SizeStats {
            game: c.source == DieSource::Game,
            sides: c.sides,
            count: c.count,
            mean: if c.count == 0 {
                0.0
            } else {
                c.total as f64 / c.count as f64
            },
            expected_mean: (f64::from(c.sides) + 1.0) / 2.0,
            faces: c.faces.clone(),
            verdict: fairness::verdict(p, tested),
        })
        .collect();
    RollStats {
        user,
        since_days,
        sizes,
    }
}
