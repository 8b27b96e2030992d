//! Reads: the roll log, the encounter, characters. They change nothing.

use serde::{Deserialize, Serialize};

use super::{Reply, Request, Slot, TableService, characters};
use crate::error::{Result, UserError};
use crate::rules::flail::RollResult;

/// One roll of the log, as shown by `/log`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    pub id: i64,
    pub user: i64,
    pub user_name: String,
    pub at_millis: i64,
    pub command: String,
    pub result: Logged,
    pub undone: bool,
}

/// What one roll-log row holds: a ruleset's roll, or a plain `/roll`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Logged {
    Notation {
        notation: super::NotationRoll,
    },
    Flail(RollResult),
    MageWars {
        mage_wars: crate::rules::mage_wars::Event,
    },
    LotrLcg {
        lotr_lcg: crate::rules::lotr_lcg::Event,
    },
}

impl TableService {
    pub(super) async fn log(
        &self,
        slot: &mut Slot,
        request: &Request,
        limit: u32,
    ) -> Result<Reply> {
        let (_, channel) = self.fresh_channel(slot, request).await?;
        let is_gm = request.moderator || channel.runs_game(request.user);
        let rows = self
            .store
            .read_log(request.channel, i64::from(limit.clamp(1, 50)))
            .await?;
        let entries = rows
            .into_iter()
            // Secret rolls: only their roller and the GM see them.
            .filter(|row| !row.secret || row.user == request.user || is_gm)
            .map(|row| {
                Ok(LogEntry {
                    id: row.id,
                    user: row.user,
                    user_name: row.user_name,
                    at_millis: row.created_at,
                    command: row.command,
                    result: serde_json::from_str(&row.entry)?,
                    undone: row.undone,
                })
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(Reply::Log(entries))
    }

    pub(super) async fn show_encounter(&self, slot: &mut Slot, request: &Request) -> Result<Reply> {
        let (version, channel) = self.fresh_channel(slot, request).await?;
        if let Some(table) = channel.lcg() {
            return Ok(Reply::LcgTable {
                table: Box::new(table.clone()),
                version,
            });
        }
        if let Some(arena) = channel.arena() {
            return Ok(Reply::Arena {
                arena: Box::new(arena.clone()),
                version,
            });
        }
        let table = channel.table;
        let Some(encounter) = &table.encounter else {
            return Err(UserError::new("err-no-encounter").into());
        };
        let ids: Vec<i64> = encounter.pcs.iter().map(|p| p.character_id).collect();
        let rows = self.store.load_characters(request.guild, &ids, &[]).await?;
        let characters = rows
            .iter()
            .map(characters::decode)
            .collect::<Result<Vec<_>>>()?;
        Ok(Reply::Encounter {
            table,
            characters,
            version,
        })
    }

    pub(super) async fn show_character(
        &self,
        slot: &mut Slot,
        request: &Request,
        name: Option<&str>,
    ) -> Result<Reply> {
        let rows = match name {
            Some(name) => {
                self.store
                    .load_characters(request.guild, &[], &[name])
                    .await?
            }
            None => {
                // The caller's own, by the same rule the engine uses.
                let (_, table) = self.fresh_table(slot, request).await?;
                let rows = self.store.guild_characters(request.guild).await?;
                let characters = rows
                    .iter()
                    .map(characters::decode)
                    .collect::<Result<Vec<_>>>()?;
                let fighting = |id: i64| {
                    table
                        .encounter
                        .as_ref()
                        .is_some_and(|e| e.pcs.iter().any(|p| p.character_id == id && !p.fled))
                };
                let index = crate::rules::flail::pick_own(&characters, request.user, fighting)?;
                return Ok(Reply::Character(Box::new(characters[index].clone())));
            }
        };
        match rows.first() {
            Some(row) => Ok(Reply::Character(Box::new(characters::decode(row)?))),
            None => Err(UserError::new("err-unknown-character")
                .arg(
                    "name",
                    crate::rules::flail::shorten_text(name.unwrap_or_default()),
                )
                .into()),
        }
    }

    pub(super) async fn list_characters(&self, request: &Request) -> Result<Reply> {
        let rows = self.store.guild_characters(request.guild).await?;
        let list = rows
            .iter()
            .map(characters::decode)
            .collect::<Result<Vec<_>>>()?;
        Ok(Reply::Characters(list))
    }
}
