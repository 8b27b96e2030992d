//! `/roll` (dice notation, logged, never undone) and `/odds` (computed, nothing stored).

use serde::{Deserialize, Serialize};

use super::{Reply, Request, TableService};
use crate::dice::SeededDice;
use crate::error::{Error, Result};
use crate::notation::{self, Rolled};
use crate::odds::OddsQuery;
use crate::rules::odds;
use crate::store::LogWrite;

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
        expression: &str,
        label: Option<&str>,
        secret: bool,
    ) -> Result<Reply> {
        let program = notation::parse(expression)?;
        let rolled = self.dice.with(|dice| notation::roll(&program, dice))?;
        let roll = NotationRoll {
            expression: expression.trim().to_owned(),
            label: label.map(str::to_owned),
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
        self.store
            .append_roll(
                request.channel,
                request.guild,
                &write,
                self.clock.now_millis(),
            )
            .await?;
        Ok(Reply::Rolled {
            roll: Box::new(roll),
            secret,
        })
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
