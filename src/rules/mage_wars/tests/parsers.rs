//! `parse_effects`, `parse_reach`, `parse_damage_types`: what players copy from cards, and
//! every limit with its own refusal.

use crate::rules::mage_wars::limits;
use crate::rules::mage_wars::model::EffectRow;
use crate::rules::mage_wars::{
    Condition, DamageType, Reach, parse_damage_types, parse_effects, parse_reach,
};

fn key<T: std::fmt::Debug>(result: Result<T, crate::error::UserError>) -> &'static str {
    result.expect_err("should be refused").key
}

#[test]
fn effect_tables_read_single_rolls_ranges_and_open_rows() {
    assert_eq!(
        parse_effects("8: 1 burn").unwrap(),
        vec![EffectRow {
            from: 8,
            to: 8,
            markers: vec![(1, Condition::Burn)]
        }]
    );
    assert_eq!(
        parse_effects(" 7-8: 1 Burn ; 9+: 2 burns, 1 daze; ").unwrap(),
        vec![
            EffectRow {
                from: 7,
                to: 8,
                markers: vec![(1, Condition::Burn)]
            },
            EffectRow {
                from: 9,
                to: 12,
                markers: vec![(2, Condition::Burn), (1, Condition::Daze)]
            },
        ]
    );
    // A count may be left out; en dashes are read; rows above 12 stay open-ended.
    assert_eq!(
        parse_effects("5–6: stun; 14+: 3 rot").unwrap(),
        vec![
            EffectRow {
                from: 5,
                to: 6,
                markers: vec![(1, Condition::Stun)]
            },
            EffectRow {
                from: 14,
                to: 14,
                markers: vec![(3, Condition::Rot)]
            },
        ]
    );
    assert_eq!(parse_effects("  ").unwrap(), vec![]);
}

#[test]
fn effect_tables_refuse_what_they_cannot_read_with_their_own_keys() {
    assert_eq!(key(parse_effects("8 1 burn")), "err-mw-effect-syntax");
    assert_eq!(key(parse_effects("x: 1 burn")), "err-mw-effect-syntax");
    assert_eq!(key(parse_effects("8:")), "err-mw-effect-syntax");
    assert_eq!(key(parse_effects("8: 1 2 burn")), "err-mw-effect-syntax");
    assert_eq!(key(parse_effects("8: 1 fire")), "err-mw-not-a-condition");
    assert_eq!(key(parse_effects("0: 1 burn")), "err-mw-effect-roll");
    assert_eq!(key(parse_effects("21: 1 burn")), "err-mw-effect-roll");
    assert!(parse_effects("20: 1 burn").is_ok());
    assert_eq!(key(parse_effects("9-7: 1 burn")), "err-mw-effect-roll");
    assert_eq!(key(parse_effects("8: 0 burn")), "err-mw-count");
    let most = format!("8: {} burn", limits::MAX_MARKERS);
    assert!(parse_effects(&most).is_ok());
    let more = format!("8: {} burn", limits::MAX_MARKERS + 1);
    assert_eq!(key(parse_effects(&more)), "err-mw-count");
    assert_eq!(
        key(parse_effects("8: 1 burn, 2 burn")),
        "err-mw-effect-condition-twice"
    );
    assert_eq!(
        key(parse_effects("7-8: 1 burn; 8+: 1 daze")),
        "err-mw-effect-overlap"
    );
    // "9+" covers everything above 12 too.
    assert_eq!(
        key(parse_effects("9+: 1 burn; 14: 1 daze")),
        "err-mw-effect-overlap"
    );
    let rows: Vec<String> = (1..=limits::EFFECT_ROWS)
        .map(|r| format!("{r}: 1 burn"))
        .collect();
    assert_eq!(
        parse_effects(&rows.join(";")).unwrap().len(),
        limits::EFFECT_ROWS
    );
    let rows: Vec<String> = (1..=limits::EFFECT_ROWS + 1)
        .map(|r| format!("{r}: 1 burn"))
        .collect();
    assert_eq!(key(parse_effects(&rows.join(";"))), "err-mw-effect-rows");
}

#[test]
fn reaches_read_melee_ranges_and_single_distances() {
    assert_eq!(parse_reach(" Melee "), Ok(Reach::Melee));
    assert_eq!(parse_reach("0-2"), Ok(Reach::Ranged { min: 0, max: 2 }));
    assert_eq!(parse_reach("1–2"), Ok(Reach::Ranged { min: 1, max: 2 }));
    assert_eq!(parse_reach("2"), Ok(Reach::Ranged { min: 2, max: 2 }));
    assert_eq!(
        parse_reach("0-6"),
        Ok(Reach::Ranged {
            min: 0,
            max: limits::MAX_RANGE
        })
    );
    assert_eq!(key(parse_reach("0-7")), "err-mw-range");
    assert_eq!(key(parse_reach("3-1")), "err-mw-range");
    assert_eq!(key(parse_reach("300")), "err-mw-range");
    assert_eq!(key(parse_reach("far")), "err-mw-range-syntax");
    assert_eq!(key(parse_reach("1-")), "err-mw-range-syntax");
    assert_eq!(key(parse_reach("")), "err-mw-range-syntax");
}

#[test]
fn damage_types_read_signed_modifiers_once_each() {
    assert_eq!(
        parse_damage_types("flame +2, Hydro -2,acid 1, wind−3").unwrap(),
        vec![
            (DamageType::Flame, 2),
            (DamageType::Hydro, -2),
            (DamageType::Acid, 1),
            (DamageType::Wind, -3),
        ]
    );
    assert_eq!(parse_damage_types(" ").unwrap(), vec![]);
    assert!(parse_damage_types("light +5, psychic -5").is_ok());
    assert_eq!(
        key(parse_damage_types("flame +6")),
        "err-mw-damage-type-value"
    );
    assert_eq!(
        key(parse_damage_types("flame 0")),
        "err-mw-damage-type-value"
    );
    assert_eq!(
        key(parse_damage_types("flame +1, flame -1")),
        "err-mw-damage-type-twice"
    );
    assert_eq!(
        key(parse_damage_types("frost +1")),
        "err-mw-not-a-damage-type"
    );
    assert_eq!(
        key(parse_damage_types("flame")),
        "err-mw-damage-type-syntax"
    );
    assert_eq!(
        key(parse_damage_types("flame +x")),
        "err-mw-damage-type-syntax"
    );
    let nine = ["acid +1"; limits::DAMAGE_TYPES + 1].join(",");
    assert_eq!(key(parse_damage_types(&nine)), "err-mw-damage-types");
}
