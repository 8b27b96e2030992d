//! One attack, step by step: mana, the Daze roll, the dice and their modifiers, and per
//! strike the Defense roll, the attack dice faces (critical ones marked), Armor, damage and
//! the effect die.

use super::{Style, markers};
use crate::error::Arg;
use crate::i18n::{Locale, plain, text};
use crate::rules::mage_wars::AttackReport;
use crate::rules::mage_wars::odds::ATTACK_DIE;
use crate::rules::mage_wars::outcome::{DiceModifier, Strike};

/// One attack die face (1..=6) as players read it: blank, 1, 2, and ★ for critical
/// damage (bold on Discord, so critical and normal faces differ at a glance).
pub fn face(face: u32, style: Style) -> String {
    let index = usize::try_from(face.saturating_sub(1)).unwrap_or(0).min(5);
    match (ATTACK_DIE[index], style) {
        ((0, 0), _) => "–".to_owned(),
        ((normal, 0), _) => normal.to_string(),
        ((_, critical), Style::Markdown) => format!("**{critical}★**"),
        ((_, critical), Style::Plain) => format!("{critical}★"),
    }
}

pub fn attack_lines(locale: Locale, report: &AttackReport, style: Style) -> Vec<String> {
    let m = |key: &str, args: &[(&str, Arg)]| text(locale, key, args);
    let attack = if report.attack.is_empty() {
        plain(locale, "mw-one-off-spell")
    } else {
        report.attack.clone()
    };
    let heading = if report.barrier {
        "mw-attack-barrier"
    } else if report.counterstrike {
        "mw-attack-counter"
    } else {
        "mw-attack-heading"
    };
    let mut lines = vec![m(
        heading,
        &[
            ("attacker", report.attacker.as_str().into()),
            ("target", report.target.as_str().into()),
            ("attack", attack.into()),
        ],
    )];
    if let Some((cost, mana)) = report.mana {
        lines.push(m(
            "mw-attack-mana",
            &[("cost", cost.into()), ("mana", mana.into())],
        ));
    }
    // A roll-log row from before each strike rolled its own miss check: one for the attack.
    if report.strikes.is_empty()
        && let Some(roll) = report.daze_roll
    {
        lines.push(daze_line(locale, roll, report.missed));
        if report.missed {
            return lines;
        }
    }
    let modifiers: String = report
        .modifiers
        .iter()
        .map(|modifier| {
            let (key, by) = match *modifier {
                DiceModifier::Marked(by) => ("mw-mod-marked", by),
                DiceModifier::DamageType(by) => ("mw-mod-damage-type", by),
                DiceModifier::Aegis(by) => ("mw-mod-aegis", by),
                DiceModifier::Weak(by) => ("mw-mod-weak", by),
            };
            format!(" {} {}", signed(by), plain(locale, key))
        })
        .collect();
    lines.push(m(
        "mw-attack-dice",
        &[
            ("printed", report.printed_dice.into()),
            ("modifiers", modifiers.into()),
            ("dice", report.dice.into()),
        ],
    ));
    let several = report.strikes.len() > 1;
    for (index, strike) in report.strikes.iter().enumerate() {
        if several {
            lines.push(m("mw-strike", &[("number", (index + 1).into())]));
        }
        lines.extend(strike_lines(locale, strike, style));
    }
    lines.push(m(
        "mw-attack-total",
        &[
            ("target", report.target.as_str().into()),
            (
                "left",
                report
                    .target_life
                    .saturating_sub(report.target_damage)
                    .into(),
            ),
            ("life", report.target_life.into()),
        ],
    ));
    lines
}

/// "Dazed: effect die 4 (needs 7+) — this strike misses."
fn daze_line(locale: Locale, face: u32, missed: bool) -> String {
    let key = if missed {
        "mw-daze-missed"
    } else {
        "mw-daze-hit"
    };
    text(locale, key, &[("face", face.into())])
}

fn strike_lines(locale: Locale, strike: &Strike, style: Style) -> Vec<String> {
    let m = |key: &str, args: &[(&str, Arg)]| text(locale, key, args);
    let mut lines = Vec::new();
    if let Some(roll) = strike.daze {
        lines.push(daze_line(locale, roll, strike.missed));
    }
    if strike.missed {
        return lines;
    }
    if let Some(defense) = &strike.defense {
        let key = if strike.avoided {
            "mw-defense-avoided"
        } else {
            "mw-defense-failed"
        };
        lines.push(m(
            key,
            &[
                ("needed", defense.needed.into()),
                ("face", defense.face.into()),
                ("modifier", modifier_text(defense.modifier).into()),
            ],
        ));
    }
    if strike.avoided {
        return lines;
    }
    let faces: Vec<String> = strike.faces.iter().map(|f| face(*f, style)).collect();
    lines.push(m(
        "mw-attack-faces",
        &[
            ("faces", Arg::markup(faces.join(" "))),
            ("normal", strike.normal.into()),
            ("critical", strike.critical.into()),
        ],
    ));
    let key = if strike.resilient {
        "mw-damage-resilient"
    } else {
        "mw-damage-armor"
    };
    lines.push(m(
        key,
        &[
            ("armor", strike.armor.into()),
            ("damage", strike.damage.into()),
        ],
    ));
    if let Some(effect) = &strike.effect {
        let args = [
            ("face", Arg::from(effect.face)),
            ("modifier", modifier_text(effect.modifier).into()),
            ("total", effect.total.into()),
            ("markers", markers(locale, &effect.markers).into()),
        ];
        // With no modifier the total is the face: "12 = 12" says nothing.
        let key = match (effect.markers.is_empty(), effect.modifier == 0) {
            (true, false) => "mw-effect-none",
            (true, true) => "mw-effect-none-bare",
            (false, false) => "mw-effect",
            (false, true) => "mw-effect-bare",
        };
        lines.push(m(key, &args));
    }
    lines
}

fn signed(n: i32) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        format!("+{n}")
    }
}

/// " −2" after a die, or nothing for no modifier.
fn modifier_text(n: i32) -> String {
    if n == 0 {
        String::new()
    } else {
        format!(" {}", signed(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_read_blank_blank_1_2_and_critical_1_2() {
        let plain: Vec<String> = (1..=6).map(|f| face(f, Style::Plain)).collect();
        assert_eq!(plain, ["–", "–", "1", "2", "1★", "2★"]);
        assert_eq!(face(6, Style::Markdown), "**2★**");
        assert_eq!(face(4, Style::Markdown), "2");
    }

    fn strike_with_effect(face: u32, modifier: i32) -> Strike {
        Strike {
            daze: None,
            missed: false,
            defense: None,
            avoided: false,
            faces: vec![3, 4],
            normal: 3,
            critical: 0,
            armor: 0,
            resilient: false,
            damage: 3,
            effect: Some(crate::rules::mage_wars::outcome::EffectRoll {
                face,
                modifier,
                total: face as i32 + modifier,
                markers: Vec::new(),
            }),
        }
    }

    #[test]
    fn an_unmodified_effect_die_is_not_summed_with_itself() {
        let lines = strike_lines(Locale::EnUs, &strike_with_effect(12, 0), Style::Plain);
        let effect = lines.last().map(String::as_str).unwrap_or_default();
        assert!(effect.contains("Effect die 12 → no effect"), "{effect}");
        assert!(!effect.contains('='), "{effect}");
        let lines = strike_with_effect(9, 2);
        let lines = strike_lines(Locale::EnUs, &lines, Style::Plain);
        let effect = lines.last().map(String::as_str).unwrap_or_default();
        assert!(
            effect.contains("= 11"),
            "a modified roll shows its total: {effect}"
        );
    }
}
