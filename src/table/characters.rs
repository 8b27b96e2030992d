//! Server characters, for the games that keep them: loading the ones an action needs, and
//! turning the engine's edits back into compare-and-swap row changes plus their
//! before/after images for `/undo`.

use std::collections::HashSet;

use crate::error::Result;
use crate::games::{CharacterReads, ServerCharacter};
use crate::rules::{Ruleset, names};
use crate::store::{CharacterChange, CharacterRow, HistoryChar, Store};

/// The characters a channel's last action left in play, as stored rows with their
/// versions: the next action there usually needs exactly these, so it skips the read. An
/// entry gone stale (another channel or process wrote since) fails the compare-and-swap,
/// and the retry reads afresh.
#[derive(Debug, Default, Clone)]
pub(super) struct CharacterCache {
    ruleset: Option<Ruleset>,
    rows: Vec<CharacterRow>,
}

impl CharacterCache {
    /// What the cache should hold after a committed action: the rows of `keep`, with the
    /// data and versions the commit gave them.
    pub fn after<C: ServerCharacter>(
        ruleset: Ruleset,
        keep: &[i64],
        loaded: &LoadedCharacters<C>,
        changes: &[Change],
    ) -> Self {
        let rows = loaded
            .loaded
            .iter()
            .filter(|(row, _)| keep.contains(&row.id))
            .filter_map(|(row, _)| {
                let mut row = row.clone();
                for change in changes {
                    match &change.change {
                        CharacterChange::Update {
                            id,
                            owner,
                            name,
                            data,
                            ..
                        } if *id == row.id => {
                            row.version += 1;
                            row.owner = *owner;
                            row.name = name.clone();
                            row.data = data.clone();
                        }
                        CharacterChange::Delete { id, .. } if *id == row.id => return None,
                        _ => {}
                    }
                }
                Some(row)
            })
            .collect();
        CharacterCache {
            ruleset: Some(ruleset),
            rows,
        }
    }

    /// The cached rows, if they cover every id and name asked for.
    fn cover(&self, ruleset: Ruleset, ids: &[i64], wanted: &[String]) -> Option<Vec<CharacterRow>> {
        if self.ruleset != Some(ruleset) {
            return None;
        }
        let has_id = |id: &i64| self.rows.iter().any(|r| r.id == *id);
        let has_name = |name: &String| self.rows.iter().any(|r| names::same(&r.name, name));
        if !ids.iter().all(has_id) || !wanted.iter().all(has_name) {
            return None;
        }
        Some(
            self.rows
                .iter()
                .filter(|r| ids.contains(&r.id) || wanted.iter().any(|n| names::same(&r.name, n)))
                .cloned()
                .collect(),
        )
    }
}

pub(super) struct LoadedCharacters<C> {
    loaded: Vec<(CharacterRow, C)>,
}

pub(super) struct Change {
    pub change: CharacterChange,
    pub history: HistoryChar,
}

impl<C: ServerCharacter> LoadedCharacters<C> {
    /// The characters `reads` asks for, from the cache when it covers them.
    pub async fn load(
        store: &Store,
        ruleset: Ruleset,
        guild: i64,
        reads: &CharacterReads,
        cache: Option<&CharacterCache>,
    ) -> Result<Self> {
        let rows = if reads.all {
            store.guild_characters(guild, ruleset.key()).await?
        } else if reads.is_empty() {
            Vec::new()
        } else {
            match cache.and_then(|c| c.cover(ruleset, &reads.ids, &reads.names)) {
                Some(rows) => rows,
                None => {
                    let names: Vec<&str> = reads.names.iter().map(String::as_str).collect();
                    store
                        .load_characters(guild, ruleset.key(), &reads.ids, &names)
                        .await?
                }
            }
        };
        let loaded = rows
            .into_iter()
            .map(|row| {
                let character = decode(&row)?;
                Ok((row, character))
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(LoadedCharacters { loaded })
    }

    /// (id, version) of every loaded character the changes leave untouched.
    pub fn read_only(&self, changes: &[Change]) -> Vec<(i64, i64)> {
        self.loaded
            .iter()
            .filter(|(row, _)| !changes.iter().any(|c| c.history.id == row.id))
            .map(|(row, _)| (row.id, row.version))
            .collect()
    }

    pub fn characters(&self) -> Vec<C> {
        self.loaded.iter().map(|(_, c)| c.clone()).collect()
    }

    /// Row changes for every character the engine created, changed or deleted.
    pub fn changes(&self, ruleset: Ruleset, after: &[C]) -> Result<Vec<Change>> {
        let mut changes = Vec::new();
        let mut seen = HashSet::new();
        for character in after {
            if character.id() == 0 {
                let data = serde_json::to_string(character)?;
                changes.push(Change {
                    change: CharacterChange::Insert {
                        id: None,
                        ruleset: ruleset.key().to_owned(),
                        guild: character.guild(),
                        owner: character.owner(),
                        name: character.name().to_owned(),
                        data: data.clone(),
                    },
                    history: HistoryChar {
                        id: 0,
                        ruleset: Some(ruleset),
                        before: None,
                        after: Some(data),
                    },
                });
                continue;
            }
            seen.insert(character.id());
            let Some((row, before)) = self.loaded.iter().find(|(row, _)| row.id == character.id())
            else {
                continue;
            };
            if before == character {
                continue;
            }
            let data = serde_json::to_string(character)?;
            changes.push(Change {
                change: CharacterChange::Update {
                    id: character.id(),
                    expected_version: row.version,
                    owner: character.owner(),
                    name: character.name().to_owned(),
                    data: data.clone(),
                    renamed: character.name() != row.name,
                },
                history: HistoryChar {
                    id: character.id(),
                    ruleset: Some(ruleset),
                    before: Some(row.data.clone()),
                    after: Some(data),
                },
            });
        }
        for (gone, _) in self
            .loaded
            .iter()
            .filter(|(row, _)| !seen.contains(&row.id))
        {
            changes.push(Change {
                change: CharacterChange::Delete {
                    id: gone.id,
                    expected_version: gone.version,
                },
                history: HistoryChar {
                    id: gone.id,
                    ruleset: Some(ruleset),
                    before: Some(gone.data.clone()),
                    after: None,
                },
            });
        }
        Ok(changes)
    }
}

/// A stored character; the row's columns are the truth for id, guild, owner and name.
pub(super) fn decode<C: ServerCharacter>(row: &CharacterRow) -> Result<C> {
    let mut character: C = serde_json::from_str(&row.data)?;
    character.set_row(row.id, row.guild, row.owner, &row.name);
    Ok(character)
}

/// A character image's owner and name, from the fields every stored character has.
pub(super) fn identity(data: &str) -> Result<(i64, String)> {
    #[derive(serde::Deserialize)]
    struct Identity {
        owner: i64,
        name: String,
    }
    let identity: Identity = serde_json::from_str(data)?;
    Ok((identity.owner, identity.name))
}
