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

/// The encounter's characters as a channel's last action left them, with their row
/// versions: the next action there usually needs exactly these, so it skips the read. An
/// entry gone stale (another channel or process wrote since) fails the compare-and-swap,
/// and the retry reads afresh.
#[derive(Debug, Default, Clone)]
pub(super) struct CharacterCache {
    rows: Vec<(i64, Character)>,
}

impl CharacterCache {
    /// What the cache should hold after a committed action: the encounter's PCs, with the
    /// versions the commit gave them.
    pub fn after(
        table: &Table,
        characters: &[Character],
        loaded: &LoadedCharacters,
        changes: &[Change],
    ) -> Self {
        let in_fight: HashSet<i64> = table
            .encounter
            .as_ref()
            .map(|e| e.pcs.iter().map(|p| p.character_id).collect())
            .unwrap_or_default();
        let rows = characters
            .iter()
            .filter(|c| c.id != 0 && in_fight.contains(&c.id))
            .filter_map(|c| {
                let read = loaded.loaded.iter().find(|l| l.row.id == c.id)?.row.version;
                let changed = changes.iter().any(
                    |ch| matches!(ch.change, CharacterChange::Update { id, .. } if id == c.id),
                );
                Some((if changed { read + 1 } else { read }, c.clone()))
            })
            .collect();
        CharacterCache { rows }
    }

    /// The cached rows, if they cover every id and name asked for.
    fn cover(&self, ids: &[i64], names: &[&str]) -> Option<Vec<CharacterRow>> {
        if !ids
            .iter()
            .all(|id| self.rows.iter().any(|(_, c)| c.id == *id))
        {
            return None;
        }
        let keys: Vec<String> = names.iter().map(|n| n.trim().to_lowercase()).collect();
        if !keys
            .iter()
            .all(|k| self.rows.iter().any(|(_, c)| c.name.to_lowercase() == *k))
        {
            return None;
        }
        self.rows
            .iter()
            .filter(|(_, c)| ids.contains(&c.id) || keys.contains(&c.name.to_lowercase()))
            .map(|(version, c)| {
                Some(CharacterRow {
                    id: c.id,
                    guild: c.guild,
                    owner: c.owner,
                    name: c.name.clone(),
                    version: *version,
                    data: serde_json::to_string(c).ok()?,
                })
            })
            .collect()
    }
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
    pub async fn load(
        store: &Store,
        guild: i64,
        table: &Table,
        action: &Action,
        cache: Option<&CharacterCache>,
    ) -> Result<Self> {
        let rows = if action.needs_all_characters() {
            store.guild_characters(guild).await?
        } else {
            let ids: Vec<i64> = table
                .encounter
                .as_ref()
                .map(|e| e.pcs.iter().map(|p| p.character_id).collect())
                .unwrap_or_default();
            // Names of adversaries resolve to the adversary first: no row to read.
            let names: Vec<&str> = action
                .named_characters()
                .into_iter()
                .filter(|name| {
                    !table.encounter.as_ref().is_some_and(|e| {
                        e.adversaries
                            .iter()
                            .any(|a| a.name.to_lowercase() == name.trim().to_lowercase())
                    })
                })
                .collect();
            match cache.and_then(|c| c.cover(&ids, &names)) {
                Some(rows) => rows,
                None => store.load_characters(guild, &ids, &names).await?,
            }
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

    /// (id, version) of every loaded character the changes leave untouched.
    pub fn read_only(&self, changes: &[Change]) -> Vec<(i64, i64)> {
        self.loaded
            .iter()
            .filter(|l| !changes.iter().any(|c| c.history.id == l.row.id))
            .map(|l| (l.row.id, l.row.version))
            .collect()
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
                    renamed: character.name != before.row.name,
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
