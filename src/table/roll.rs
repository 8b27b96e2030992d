//! `/roll` (dice notation, logged, never undone) and `/odds` (computed, nothing stored).

use serde::{Deserialize, Serialize};

use super::{Reply, Request, TableService};
use crate::catalogue::RollSource;
use crate::dice::{SeededDice, Tallied, Tally};
use crate::error::{Error, Result, UserError};
use crate::notation::{self, Rolled};
use crate::odds::OddsQuery;
use crate::rules::odds;
use crate::store::LogWrite;

/// How long a roll's "roll again" button works.
pub const ROLL_AGAIN_WITHIN: std::time::Duration = std::time::Duration::from_secs(24 * 3600);

/// A `/roll` as the roll log keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NotationRoll {
    pub expression: String,
    pub label: Option<String>,
    pub rolled: Rolled,
}

impl TableService {
    pub(super) async fn roll(
        &self,
        request: &Request,
        source: &RollSource,
        label: Option<&str>,
        secret: bool,
    ) -> Result<Reply> {
        let (expression, label) = match source {
            RollSource::Expression(expression) => {
                (expression.trim().to_owned(), label.map(str::to_owned))
            }
            RollSource::Saved(name) => {
                let saved = self
                    .store
                    .saved_roll(request.guild, request.user, name)
                    .await?
                    .ok_or_else(|| super::rolls::unknown_saved(name))?;
                // Its name is its label, unless the roller gives one.
                (
                    saved.expression,
                    Some(label.map_or(saved.name, str::to_owned)),
                )
            }
            RollSource::Again(id) => self.roll_of(request, *id).await?,
        };
        let program = notation::parse(&expression)?;
        let mut tally = Tally::default();
        let rolled = self.dice.with(|dice| {
            notation::roll(
                &program,
                &mut Tallied {
                    dice,
                    tally: &mut tally,
                },
            )
        })?;
        let roll = NotationRoll {
            expression,
            label,
            rolled,
        };
        let entry = serde_json::to_string(&super::reads::NotationEntry {
            notation: roll.clone(),
        })?;
        let write = LogWrite {
            user: request.user,
            user_name: request.user_name.clone(),
            command: "roll".to_owned(),
            entry,
            secret,
        };
        // Answered only after the roll is in the log: a secret roll stays provable.
        let logged = self
            .store
            .append_counted_roll(
                request.channel,
                request.guild,
                &write,
                &tally,
                self.clock.now_millis(),
            )
            .await?;
        Ok(Reply::Rolled {
            roll: Box::new(roll),
            secret,
            // A secret roll offers nobody to roll it again.
            again: (!secret).then_some(logged),
        })
    }

    /// The expression and label of the public `/roll` logged as `id` in this channel, to
    /// roll again within [`ROLL_AGAIN_WITHIN`].
    async fn roll_of(&self, request: &Request, id: i64) -> Result<(String, Option<String>)> {
        let gone = || UserError::new("err-roll-again-gone");
        let logged = self.store.logged_roll(id).await?.ok_or_else(gone)?;
        if logged.channel != request.channel || logged.secret || logged.command != "roll" {
            return Err(gone().into());
        }
        if self.clock.now_millis() - logged.created_at > ROLL_AGAIN_WITHIN.as_millis() as i64 {
            return Err(UserError::new("err-roll-again-expired")
                .arg(
                    "hours",
                    i64::try_from(ROLL_AGAIN_WITHIN.as_secs() / 3600).unwrap_or(24),
                )
                .into());
        }
        let entry: super::reads::NotationEntry =
            serde_json::from_str(&logged.entry).map_err(|_| gone())?;
        Ok((entry.notation.expression, entry.notation.label))
    }

    pub(super) async fn odds(&self, query: &OddsQuery) -> Result<Reply> {
        let query = query.clone();
        // A simulation can take a while: off the async workers. Its dice are seeded from
        // the question, so the same question always gets the same answer.
        let report = tokio::task::spawn_blocking(move || {
            let mut dice = SeededDice::from_seed(seed_of(&query));
            odds::report(&query, &mut dice)
        })
        .await
        .map_err(|e| Error::Task(e.to_string()))??;
        Ok(Reply::Odds(Box::new(report)))
    }
}

/// The same question always gets the same seed: the hash of its JSON, whose shape serde
/// derives from the query's definition (never from `Debug`, which may change).
fn seed_of(query: &OddsQuery) -> u64 {
    let encoded = serde_json::to_vec(query).unwrap_or_default();
    crate::hash::stable_hash(&encoded)
}
