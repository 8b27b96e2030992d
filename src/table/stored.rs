//! The channel state as stored: versioned JSON, so rows written by an older Narrator still
//! load after an upgrade (rows from before other rulesets have no `game` and load as FLAIL).

use serde::{Deserialize, Serialize};

use super::channel::Channel;
use crate::error::{Result, UserError};

const FORMAT: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Stored<T> {
    v: u32,
    #[serde(flatten)]
    channel: T,
}

pub fn encode(channel: &Channel) -> Result<String> {
    Ok(serde_json::to_string(&Stored { v: FORMAT, channel })?)
}

pub fn decode(state: &str) -> Result<Channel> {
    let stored: Stored<Channel> = serde_json::from_str(state)?;
    if stored.v > FORMAT {
        return Err(UserError::new("err-state-newer").into());
    }
    Ok(stored.channel)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::mage_wars::Arena;
    use crate::table::channel::Game;

    #[test]
    fn rows_written_before_other_rulesets_still_load_as_flail() {
        let old = r#"{"v":1,"table":{"settings":{"attribute_rule":true}}}"#;
        let channel = decode(old);
        assert!(channel.is_ok(), "{channel:?}");
        let channel = channel.unwrap_or_default();
        assert!(channel.table.settings.attribute_rule);
        assert_eq!(channel.ruleset(), "flail");
    }

    #[test]
    fn a_game_round_trips_and_names_its_ruleset() -> Result<()> {
        let channel = Channel {
            game: Some(Game::MageWars(Arena::new(7))),
            ..Channel::default()
        };
        let back = decode(&encode(&channel)?)?;
        assert_eq!(back, channel);
        assert_eq!(back.ruleset(), "mage-wars");
        Ok(())
    }

    #[test]
    fn a_newer_format_is_refused_not_misread() {
        assert!(decode(r#"{"v":2,"table":{}}"#).is_err());
    }
}
