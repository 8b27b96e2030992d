//! The one list of games Narrator knows. Every other place that needs a game's key or
//! name takes it from here, and every match on `Ruleset` is exhaustive, so a new game is
//! flagged by the compiler wherever it needs an arm.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ruleset {
    Flail,
    MageWars,
    LotrLcg,
    Tornscape,
    KnowingZero,
}

impl Ruleset {
    pub const ALL: [Ruleset; 5] = [
        Ruleset::Flail,
        Ruleset::MageWars,
        Ruleset::LotrLcg,
        Ruleset::Tornscape,
        Ruleset::KnowingZero,
    ];

    /// What a channel plays when no encounter runs: shared verbs read as this game's.
    pub const DEFAULT: Ruleset = Ruleset::Flail;

    /// The key players type (`/encounter start ruleset:mage-wars`) and the store keeps.
    pub fn key(self) -> &'static str {
        match self {
            Ruleset::Flail => "flail",
            Ruleset::MageWars => "mage-wars",
            Ruleset::LotrLcg => "lotr-lcg",
            Ruleset::Tornscape => "tornscape",
            Ruleset::KnowingZero => "knowing-zero",
        }
    }

    /// The catalogue key of the game's name in the reader's language.
    pub fn name_key(self) -> String {
        format!("ruleset-{}", self.key())
    }

    /// A key as typed, case-insensitively.
    pub fn parse(text: &str) -> Option<Ruleset> {
        let text = text.trim();
        Ruleset::ALL
            .into_iter()
            .find(|r| r.key().eq_ignore_ascii_case(text))
    }
}

impl std::fmt::Display for Ruleset {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_through_parse_and_serde() {
        for ruleset in Ruleset::ALL {
            assert_eq!(Ruleset::parse(ruleset.key()), Some(ruleset));
            assert_eq!(Ruleset::parse(&ruleset.key().to_uppercase()), Some(ruleset));
            let json = serde_json::to_string(&ruleset).unwrap_or_default();
            assert_eq!(json, format!("\"{}\"", ruleset.key()));
        }
        assert_eq!(Ruleset::parse("chess"), None);
    }
}
