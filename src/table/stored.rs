//! The channel state as stored: versioned JSON, so rows written by an older Narrator still
//! load after an upgrade. Earlier shapes are read by `games::legacy`.

use serde::{Deserialize, Serialize};

use super::Channel;
use crate::error::{Result, UserError};

/// Version 2: every game's table side by side. Version 1 held FLAIL's table plus an
/// optional other game.
const FORMAT: u32 = 2;

#[derive(Serialize, Deserialize)]
struct Stored<T> {
    v: u32,
    #[serde(flatten)]
    channel: T,
}

#[derive(Deserialize)]
struct Version {
    v: u32,
}

pub fn encode(channel: &Channel) -> Result<String> {
    Ok(serde_json::to_string(&Stored { v: FORMAT, channel })?)
}

pub fn decode(state: &str) -> Result<Channel> {
    let version: Version = serde_json::from_str(state)?;
    match version.v {
        FORMAT => {
            let stored: Stored<Channel> = serde_json::from_str(state)?;
            Ok(stored.channel)
        }
        v if v < FORMAT => crate::games::legacy::channel(v, state),
        _ => Err(UserError::new("err-state-newer").into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Ruleset;

    #[test]
    fn rows_written_before_other_rulesets_still_load_as_flail() {
        let old = r#"{"v":1,"table":{"settings":{"attribute_rule":true}}}"#;
        let channel = decode(old);
        assert!(channel.is_ok(), "{channel:?}");
        let channel = channel.unwrap_or_default();
        assert_eq!(channel.ruleset(), Ruleset::Flail);
        assert_eq!(channel.tables.len(), 1, "FLAIL's settings are kept");
        assert!(channel.running().is_none());
    }

    #[test]
    fn a_channel_round_trips() -> Result<()> {
        let arena = crate::rules::mage_wars::Arena::new(7);
        let old = serde_json::json!({
            "v": 1,
            "table": {"settings": {"attribute_rule": true}, "encounter": null},
            "game": {"mage_wars": arena},
        });
        let channel = decode(&old.to_string());
        assert!(channel.is_ok(), "{channel:?}");
        let channel = channel?;
        assert_eq!(channel.ruleset(), Ruleset::MageWars);
        assert_eq!(channel.host(), Some(7));
        let back = decode(&encode(&channel)?)?;
        assert_eq!(back, channel);
        Ok(())
    }

    #[test]
    fn a_newer_format_is_refused_not_misread() {
        assert!(decode(r#"{"v":3,"tables":[]}"#).is_err());
    }
}
