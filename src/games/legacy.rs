//! Stored shapes written by earlier versions, read for as long as such rows may exist:
//! the channel state before every game had its own table, roll-log rows before they named
//! their game, and history rows before characters named theirs. Only FLAIL kept server
//! characters and untagged log rows then, which is why it is named here.

use serde::Deserialize;

use super::{Channel, GameTable, lotr_lcg, mage_wars};
use crate::error::{Result, UserError};
use crate::rules::{self, Ruleset};

/// Version 1: FLAIL's table, always there, plus the channel's other game if one ran.
#[derive(Deserialize)]
struct ChannelV1 {
    #[serde(default)]
    table: rules::flail::Table,
    #[serde(default)]
    game: Option<GameV1>,
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum GameV1 {
    MageWars(rules::mage_wars::Arena),
    LotrLcg(Box<rules::lotr_lcg::Table>),
}

/// A channel state of an earlier format `version`.
pub fn channel(version: u32, state: &str) -> Result<Channel> {
    match version {
        1 => {
            let old: ChannelV1 = serde_json::from_str(state)?;
            let mut channel = Channel {
                last_host: old.table.encounter.as_ref().map(|e| e.gm),
                ..Channel::default()
            };
            channel.put(GameTable::Flail(old.table));
            match old.game {
                Some(GameV1::MageWars(arena)) => {
                    channel.last_host = Some(arena.host);
                    channel.put(GameTable::MageWars(mage_wars::Table { arena: Some(arena) }));
                }
                Some(GameV1::LotrLcg(table)) => {
                    channel.last_host = Some(table.host);
                    channel.put(GameTable::LotrLcg(lotr_lcg::Table { game: Some(table) }));
                }
                None => {}
            }
            Ok(channel)
        }
        _ => Err(UserError::new("err-state-newer").into()),
    }
}

/// A roll-log row written before rows named their game: Mage Wars' and the LotR LCG's
/// were tagged with their game's name, FLAIL's were bare.
pub fn log_entry(entry: serde_json::Value) -> (Ruleset, serde_json::Value) {
    if let serde_json::Value::Object(map) = &entry
        && map.len() == 1
    {
        for (tag, ruleset) in [
            ("mage_wars", Ruleset::MageWars),
            ("lotr_lcg", Ruleset::LotrLcg),
        ] {
            if let Some(inner) = map.get(tag) {
                return (ruleset, inner.clone());
            }
        }
    }
    (Ruleset::Flail, entry)
}

/// The game of a character image in a history row written before images named it.
pub const CHARACTERS_BEFORE_GAMES_NAMED_THEM: Ruleset = Ruleset::Flail;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn untagged_log_rows_are_flails_and_tagged_ones_their_games() {
        let flail = serde_json::json!({"kind": "to_hit", "who": "Rook"});
        assert_eq!(log_entry(flail.clone()), (Ruleset::Flail, flail));
        let mw = serde_json::json!({"mage_wars": {"event": 1}});
        assert_eq!(
            log_entry(mw),
            (Ruleset::MageWars, serde_json::json!({"event": 1}))
        );
        let lcg = serde_json::json!({"lotr_lcg": [1]});
        assert_eq!(log_entry(lcg), (Ruleset::LotrLcg, serde_json::json!([1])));
    }
}
