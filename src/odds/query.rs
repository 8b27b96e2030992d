//! What `/odds` is asked: one of four kinds of roll, with the inputs the rules need.

/// One `/odds` question.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub enum OddsQuery {
    /// Any `/roll` expression: exact when small enough, else a labelled simulation.
    Roll { expression: String },
    /// A FLAIL To Hit roll (rules: "To Hit", "Dice modifiers").
    Attack {
        th: u32,
        dmg: u32,
        defence: i32,
        advantages: u32,
        disadvantages: u32,
        off_specialty: bool,
        blinded: bool,
    },
    /// A FLAIL save (rules: "Saves"): sources of advantage and disadvantage cancel.
    Save {
        value: i32,
        advantages: u32,
        disadvantages: u32,
    },
    /// A Mage Wars attack (rules: "Attack sequence"): damage against Armor, and the
    /// effect table's rows ("7+ Daze, 10+ Stun" gives thresholds 7 and 10).
    MageWars {
        dice: u32,
        armor: u32,
        resilient: bool,
        effect: Vec<i32>,
        effect_modifier: i32,
    },
}

/// The thresholds of an effect table as typed: every number followed by `+`
/// ("7+ Daze, 10+ Stun" → 7, 10), or bare numbers ("7 10"). `None` when there is none
/// or one is out of 1..=20.
pub fn effect_thresholds(text: &str) -> Option<Vec<i32>> {
    let mut thresholds = Vec::new();
    let mut digits = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_digit() {
            digits.push(c);
            if digits.len() > 3 {
                return None;
            }
        } else if !digits.is_empty() {
            let value: i32 = digits.parse().ok()?;
            if !(1..=20).contains(&value) {
                return None;
            }
            thresholds.push(value);
            digits.clear();
        }
    }
    (!thresholds.is_empty()).then_some(thresholds)
}

#[cfg(test)]
mod tests {
    use super::effect_thresholds;

    #[test]
    fn thresholds_are_read_from_a_table_as_printed() {
        assert_eq!(effect_thresholds("7+ Daze, 10+ Stun"), Some(vec![7, 10]));
        assert_eq!(effect_thresholds("8"), Some(vec![8]));
        assert_eq!(effect_thresholds("Daze"), None);
        assert_eq!(effect_thresholds("99+ nothing"), None);
        assert_eq!(effect_thresholds("12345"), None);
    }
}
