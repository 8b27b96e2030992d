//! Name suggestions for autocomplete: characters of the server, combatants and
//! adversaries of the channel's encounter, weapons of the acting character. Reads only.

use super::{TableService, characters};
use crate::error::Result;
use crate::rules::flail::{self, Character};

/// Most suggestions a front-end can show (Discord's limit).
pub const MAX_SUGGESTIONS: usize = 25;

/// Which names an option takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Suggest {
    /// The server's characters, the asker's own first.
    Characters,
    /// Everyone in the channel's encounter: PCs and adversaries.
    Combatants,
    Adversaries,
    /// LotR LCG: the seats still in the game.
    Players,
    /// LotR LCG: the enemies in play.
    Enemies,
    /// Weapons of the named character, or of the asker's own.
    Weapons {
        character: Option<String>,
    },
    /// The weapon table, then the character's own weapons (for `/character weapon`).
    WeaponPresets {
        character: Option<String>,
    },
}

impl TableService {
    /// Up to 25 names matching `typed` (case-insensitive; prefix matches first).
    pub async fn suggest(
        &self,
        guild: i64,
        channel: i64,
        user: i64,
        what: &Suggest,
        typed: &str,
    ) -> Result<Vec<String>> {
        let state = match self.store.load_channel(channel).await? {
            Some(row) => super::stored::decode(&row.state)?,
            None => super::Channel::default(),
        };
        if let Some(table) = state.lcg() {
            return Ok(matching(super::lotr_lcg::suggest(table, user, what), typed));
        }
        if let Some(arena) = state.arena() {
            return Ok(matching(
                super::mage_wars::suggest(arena, user, what),
                typed,
            ));
        }
        let encounter = state.table.encounter.as_ref();
        let names: Vec<String> = match what {
            Suggest::Characters => {
                let mut list = self.guild_character_list(guild).await?;
                list.sort_by_key(|c| c.owner != user);
                list.into_iter().map(|c| c.name).collect()
            }
            Suggest::Combatants => encounter
                .map(|e| {
                    e.pcs
                        .iter()
                        .filter(|p| !p.fled)
                        .map(|p| p.name.clone())
                        .chain(e.adversaries.iter().map(|a| a.name.clone()))
                        .collect()
                })
                .unwrap_or_default(),
            Suggest::Adversaries | Suggest::Enemies => encounter
                .map(|e| e.adversaries.iter().map(|a| a.name.clone()).collect())
                .unwrap_or_default(),
            // Seats exist only in LotR LCG channels.
            Suggest::Players => Vec::new(),
            Suggest::Weapons { character } | Suggest::WeaponPresets { character } => {
                let list = self.guild_character_list(guild).await?;
                let in_fight =
                    |id: i64| encounter.is_some_and(|e| e.pcs.iter().any(|p| p.character_id == id));
                let chosen = match character {
                    Some(name) => list
                        .iter()
                        .position(|c| c.name.eq_ignore_ascii_case(name.trim())),
                    None => flail::pick_own(&list, user, in_fight).ok(),
                };
                let own: Vec<String> = chosen
                    .map(|i| list[i].weapons.iter().map(|w| w.name.clone()).collect())
                    .unwrap_or_default();
                if matches!(what, Suggest::WeaponPresets { .. }) {
                    flail::presets::weapon_names()
                        .into_iter()
                        .map(str::to_owned)
                        .chain(own)
                        .collect()
                } else {
                    own
                }
            }
        };
        Ok(matching(names, typed))
    }

    async fn guild_character_list(&self, guild: i64) -> Result<Vec<Character>> {
        let rows = self.store.guild_characters(guild).await?;
        rows.iter().map(characters::decode).collect()
    }
}

/// Prefix matches first, then other matches, without repeats, at most 25.
fn matching(names: Vec<String>, typed: &str) -> Vec<String> {
    let typed = typed.trim().to_lowercase();
    let mut prefix = Vec::new();
    let mut inside = Vec::new();
    for name in names {
        let lower = name.to_lowercase();
        if prefix.contains(&name) || inside.contains(&name) {
            continue;
        }
        if lower.starts_with(&typed) {
            prefix.push(name);
        } else if lower.contains(&typed) {
            inside.push(name);
        }
    }
    prefix.extend(inside);
    prefix.truncate(MAX_SUGGESTIONS);
    prefix
}

#[cfg(test)]
mod tests {
    use super::matching;

    #[test]
    fn prefix_matches_come_first_and_the_list_is_capped() {
        let names = vec!["Goblin 1".into(), "Hobgoblin".into(), "Rook".into()];
        assert_eq!(matching(names, "gob"), vec!["Goblin 1", "Hobgoblin"]);
        let many: Vec<String> = (0..40).map(|i| format!("Goblin {i}")).collect();
        assert_eq!(matching(many, "").len(), 25);
    }
}
