//! Loading the characters an action needs, and turning the engine's edits back into
//! compare-and-swap row changes plus their before/after images for `/undo`.

use std::collections::HashSet;

use crate::error::Result;
use crate::rules::flail::{Action, Character, Table};
use crate::store::{CharacterChange, CharacterRow, HistoryChar, Store};

pub(super) struct Loaded {
    pub row: CharacterRow,
    pub character: Character,
}

pub(super) struct LoadedCharacters {
    loaded: Vec<Loaded>,
}

pub(super) struct Change {
    pub change: CharacterChange,
    pub history: HistoryChar,
}

impl LoadedCharacters {
    /// The encounter's PCs, the characters the action names, and the whole server's when
    /// the action needs them.
    pub async fn load(store: &Store, guild: i64, table: &Table, action: &Action) -> Result<Self> {
        let rows = if action.needs_all_characters() {
            store.guild_characters(guild).await?
        } else {
            let ids: Vec<i64> = table
                .encounter
                .as_ref()
                .map(|e| e.pcs.iter().map(|p| p.character_id).collect())
                .unwrap_or_default();
            store
                .load_characters(guild, &ids, &action.named_characters())
                .await?
        };
        let loaded = rows
            .into_iter()
            .map(|row| {
                let character = decode(&row)?;
                Ok(Loaded { row, character })
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(LoadedCharacters { loaded })
    }

    pub fn characters(&self) -> Vec<Character> {
        self.loaded.iter().map(|l| l.character.clone()).collect()
    }

    /// Row changes for every character the engine created, changed or deleted.
    pub fn changes(&self, after: &[Character]) -> Result<Vec<Change>> {
        let mut changes = Vec::new();
        let mut seen = HashSet::new();
        for character in after {
            if character.id == 0 {
                let data = serde_json::to_string(character)?;
                changes.push(Change {
                    change: CharacterChange::Insert {
                        id: None,
                        guild: character.guild,
                        owner: character.owner,
                        name: character.name.clone(),
                        data: data.clone(),
                    },
                    history: HistoryChar {
                        id: 0,
                        before: None,
                        after: Some(data),
                    },
                });
                continue;
            }
            seen.insert(character.id);
            let Some(before) = self.loaded.iter().find(|l| l.row.id == character.id) else {
                continue;
            };
            if before.character == *character {
                continue;
            }
            let data = serde_json::to_string(character)?;
            changes.push(Change {
                change: CharacterChange::Update {
                    id: character.id,
                    expected_version: before.row.version,
                    owner: character.owner,
                    name: character.name.clone(),
                    data: data.clone(),
                },
                history: HistoryChar {
                    id: character.id,
                    before: Some(before.row.data.clone()),
                    after: Some(data),
                },
            });
        }
        for gone in self.loaded.iter().filter(|l| !seen.contains(&l.row.id)) {
            changes.push(Change {
                change: CharacterChange::Delete {
                    id: gone.row.id,
                    expected_version: gone.row.version,
                },
                history: HistoryChar {
                    id: gone.row.id,
                    before: Some(gone.row.data.clone()),
                    after: None,
                },
            });
        }
        Ok(changes)
    }
}

/// A stored character; the row's columns are the truth for id, owner and name.
pub(super) fn decode(row: &CharacterRow) -> Result<Character> {
    let mut character: Character = serde_json::from_str(&row.data)?;
    character.id = row.id;
    character.guild = row.guild;
    character.owner = row.owner;
    character.name = row.name.clone();
    Ok(character)
}
