//! Every consequence and roll renders as a finished sentence in every locale: no raw
//! message keys, no unfilled placeholders, no Fluent errors.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

use narrator::dice::{Keep, Roll};
use narrator::games::flail::render;
use narrator::i18n::Locale;
use narrator::render::Style;
use narrator::rules::flail::model::{
    ArmourPiece, Attribute, Class, ConditionKind, InitiativeGroup, Side,
};
use narrator::rules::flail::outcome::{
    DamageCalc, Detail, Event, Poker, PoolBreakdown, ResultKind, RollOutcome, RollResult,
};

fn who() -> String {
    "Rook".to_owned()
}

fn every_event() -> Vec<Event> {
    vec![
        Event::EncounterStarted { surprise: None },
        Event::EncounterStarted {
            surprise: Some(Side::Players),
        },
        Event::EncounterStarted {
            surprise: Some(Side::Adversaries),
        },
        Event::DeathRollsOffered {
            who: vec![who(), "Tess".into()],
        },
        Event::PartyDead,
        Event::EncounterEnded,
        Event::SessionEnded { cleared: vec![] },
        Event::SessionEnded {
            cleared: vec![who()],
        },
        Event::SettingChanged {
            attribute_rule: true,
        },
        Event::CharacterCreated {
            who: who(),
            class: Class::BoneWhisperer,
            hp: 12,
        },
        Event::CharacterEdited { who: who() },
        Event::CharacterDeleted { who: who() },
        Event::WeaponAdded {
            who: who(),
            weapon: "axe".into(),
            th: 5,
            dmg: 4,
            specialty: true,
        },
        Event::WeaponAdded {
            who: who(),
            weapon: "whip".into(),
            th: 4,
            dmg: 2,
            specialty: false,
        },
        Event::WeaponRemoved {
            who: who(),
            weapon: "axe".into(),
        },
        Event::ArmourAdded {
            who: who(),
            piece: ArmourPiece::Helmet,
        },
        Event::ArmourRemoved {
            who: who(),
            piece: ArmourPiece::Heavy,
        },
        Event::AdversariesAdded {
            names: vec!["Goblin 1".into()],
        },
        Event::AdversariesAdded {
            names: vec!["Goblin 1".into(), "Goblin 2".into(), "Goblin 3".into()],
        },
        Event::AdversaryRemoved {
            who: "Goblin 2".into(),
        },
        Event::Joined {
            who: who(),
            group: None,
        },
        Event::Joined {
            who: who(),
            group: Some(InitiativeGroup::Before),
        },
        Event::Joined {
            who: who(),
            group: Some(InitiativeGroup::After),
        },
        Event::RoundStarted { round: 2 },
        Event::TurnOf { who: who() },
        Event::AutomaticFail { who: who() },
        Event::Damaged {
            who: who(),
            amount: 5,
            hp: 9,
            max_hp: 14,
        },
        Event::Injured {
            who: who(),
            count: 1,
        },
        Event::Injured {
            who: who(),
            count: 5,
        },
        Event::DeathRollPending {
            who: who(),
            count: 1,
            now: false,
        },
        Event::DeathRollPending {
            who: who(),
            count: 2,
            now: false,
        },
        Event::DeathRollPending {
            who: who(),
            count: 1,
            now: true,
        },
        Event::Eliminated {
            who: "Goblin 1".into(),
        },
        Event::ArmourChoice {
            defender: who(),
            ones: 3,
            pieces: vec![(ArmourPiece::Helmet, 2), (ArmourPiece::Shield, 1)],
        },
        Event::ArmourUsed {
            who: who(),
            piece: ArmourPiece::Helmet,
            dots: 1,
        },
        Event::ArmourUsed {
            who: who(),
            piece: ArmourPiece::Basic,
            dots: 3,
        },
        Event::HitAccepted { who: who() },
        Event::NonPhysicalChoice {
            defender: who(),
            amount: 7,
            marked: 0,
            pieces: vec![(ArmourPiece::Helmet, 2), (ArmourPiece::Basic, 3)],
        },
        Event::NonPhysicalChoice {
            defender: who(),
            amount: 7,
            marked: 1,
            pieces: vec![(ArmourPiece::Basic, 3)],
        },
        Event::DamageReduced {
            who: who(),
            from: 7,
            to: 3,
        },
        Event::DamageReduced {
            who: who(),
            from: 7,
            to: 0,
        },
        Event::DamageStands { who: who() },
        Event::FumbleChoice {
            who: who(),
            allies: vec!["Tess".into()],
        },
        Event::FumbleChoice {
            who: who(),
            allies: vec![],
        },
        Event::AdversaryFumble {
            who: "Goblin 1".into(),
        },
        Event::UsageMarked {
            who: who(),
            item: "axe".into(),
            marked: 2,
            max: 3,
        },
        Event::ItemBroken {
            who: who(),
            item: "axe".into(),
        },
        Event::ConditionGained {
            who: who(),
            condition: ConditionKind::Stunned,
        },
        Event::ConditionLost {
            who: who(),
            condition: ConditionKind::Prone,
        },
        Event::TurnLost {
            who: who(),
            condition: ConditionKind::Immobilised,
        },
        Event::ActsBlinded { who: who() },
        Event::OpposedResult {
            winner: Some(who()),
        },
        Event::OpposedResult { winner: None },
        Event::Fled { who: who() },
        Event::CannotFlee { who: who() },
        Event::FreeAttacksOffered {
            target: who(),
            adversaries: vec!["Goblin 1".into(), "Goblin 2".into()],
        },
        Event::MoraleBroken {
            who: "Goblin 1".into(),
        },
        Event::MoraleHeld {
            who: "Goblin 1".into(),
        },
        Event::Healed {
            who: who(),
            amount: 4,
            hp: 8,
            max_hp: 14,
        },
        Event::AttributeRaised {
            who: who(),
            attribute: Attribute::Luck,
            value: 9,
        },
        Event::AttributePickNeeded { who: who() },
        Event::Unconscious {
            who: who(),
            hours: 1,
        },
        Event::Unconscious {
            who: who(),
            hours: 3,
        },
        Event::Scarred { who: who(), cha: 8 },
        Event::PersistentInjury {
            who: who(),
            count: 1,
        },
        Event::Maimed { who: who() },
        Event::Died { who: who() },
        Event::HurtGained { who: who() },
        Event::NobodyCanAct,
        Event::InjuredCleared {
            who: who(),
            count: 2,
        },
        Event::HurtCleared { who: who() },
        Event::Surrendered {
            who: "Goblin 1".into(),
        },
        Event::StateChanged {
            who: who(),
            state: narrator::rules::flail::outcome::LongTermState::Injured,
            value: 2,
        },
        Event::StateChanged {
            who: who(),
            state: narrator::rules::flail::outcome::LongTermState::PersistentInjury,
            value: 1,
        },
        Event::StateChanged {
            who: who(),
            state: narrator::rules::flail::outcome::LongTermState::Maimed,
            value: 0,
        },
        Event::StateChanged {
            who: who(),
            state: narrator::rules::flail::outcome::LongTermState::Hurt,
            value: 1,
        },
        Event::StateChanged {
            who: who(),
            state: narrator::rules::flail::outcome::LongTermState::Scarred,
            value: 7,
        },
        Event::Triggered {
            who: "Bear".into(),
            attack: "claw".into(),
            when: narrator::rules::flail::model::TriggerWhen::MajorHit,
            text: "grabbed".into(),
        },
        Event::UsageRepaired {
            who: who(),
            item: "helmet".into(),
            marked: 0,
            max: 2,
        },
        Event::PoisonWorsens {
            who: who(),
            count: 2,
        },
        Event::AttackChanged {
            names: vec!["Bear".into()],
            attack: "claw".into(),
            stats: Some((
                4,
                3,
                vec![narrator::rules::flail::model::Trigger {
                    when: narrator::rules::flail::model::TriggerWhen::Pair,
                    text: "roars".into(),
                }],
            )),
        },
        Event::AttackChanged {
            names: vec!["Bear".into()],
            attack: "bite".into(),
            stats: None,
        },
    ]
}

fn every_result() -> Vec<RollResult> {
    let d6 = Roll {
        sides: 6,
        faces: vec![1, 1, 3, 4, 6],
    };
    let to_hit = |outcome, pending, weapon: &str| RollResult {
        kind: ResultKind::ToHit,
        who: who(),
        outcome,
        rolls: vec![d6.clone()],
        pending,
        detail: Detail::ToHit {
            target: "Knight".into(),
            weapon: weapon.into(),
            pool: PoolBreakdown {
                th: 5,
                advantages: 1,
                disadvantages: 0,
                net_dice: 1,
                off_specialty: true,
                blinded: true,
                dice: 3,
            },
            ones: 2,
            sixes: 1,
            cancelled: 1,
            damage: Some(DamageCalc {
                multiplier: 2,
                dmg: 4,
                defence: 1,
                amount: 7,
            }),
            poker: vec![Poker::Pair, Poker::Sequence(3)],
            sleeping: false,
        },
    };
    let save = |kind, outcome, attribute, keep| RollResult {
        kind,
        who: who(),
        outcome,
        rolls: vec![Roll {
            sides: 20,
            faces: vec![12, 4],
        }],
        pending: false,
        detail: Detail::Save {
            attribute,
            value: 10,
            keep,
            kept: 4,
        },
    };
    let plain = |kind, outcome| RollResult {
        kind,
        who: who(),
        outcome,
        rolls: vec![Roll {
            sides: 8,
            faces: vec![5],
        }],
        pending: false,
        detail: Detail::Value { value: 5 },
    };
    let mut all = vec![
        to_hit(RollOutcome::MajorHit, false, "axe"),
        to_hit(RollOutcome::DeathBlow, true, ""),
        save(
            ResultKind::Save,
            RollOutcome::Success,
            Some(Attribute::Dex),
            Keep::Lowest(2),
        ),
        save(
            ResultKind::Initiative,
            RollOutcome::Fail,
            Some(Attribute::Dex),
            Keep::Single,
        ),
        save(
            ResultKind::Morale,
            RollOutcome::Fumble,
            None,
            Keep::Highest(3),
        ),
        save(
            ResultKind::Flee,
            RollOutcome::CriticalSuccess,
            Some(Attribute::Dex),
            Keep::Single,
        ),
        save(
            ResultKind::ConditionSave,
            RollOutcome::Success,
            None,
            Keep::Lowest(2),
        ),
        plain(ResultKind::FumbleDamage, RollOutcome::Rolled),
        plain(ResultKind::Rest, RollOutcome::Rolled),
        plain(ResultKind::Usage, RollOutcome::Marked),
        plain(ResultKind::Usage, RollOutcome::Unmarked),
        plain(ResultKind::DeathDetail, RollOutcome::Rolled),
    ];
    for outcome in [
        RollOutcome::NearDeathExperience,
        RollOutcome::KnockedOut,
        RollOutcome::Unconscious,
        RollOutcome::Hurt,
        RollOutcome::Scarred,
        RollOutcome::HorribleWound,
        RollOutcome::Maimed,
        RollOutcome::Dead,
    ] {
        all.push(plain(ResultKind::Death, outcome));
    }
    all
}

fn assert_finished(locale: Locale, text: &str, what: &str) {
    assert!(
        !text.trim().is_empty(),
        "{what} in {}: empty",
        locale.code()
    );
    for raw in [
        "{",
        "}",
        "event-",
        "result-",
        "outcome-",
        "kind-",
        "condition-",
        "piece-",
        "attr-",
        "class-",
        "poker-",
        "pool",
    ] {
        let found = if raw == "pool" {
            text.contains("pool-")
        } else {
            text.contains(raw)
        };
        assert!(
            !found,
            "{what} in {}: unfinished text {text:?}",
            locale.code()
        );
    }
}

#[test]
fn every_event_renders_in_every_locale() {
    for locale in Locale::ALL {
        for event in every_event() {
            let text = render::event(locale, &event);
            assert_finished(locale, &text, &format!("{event:?}"));
        }
    }
}

#[test]
fn every_roll_result_renders_in_every_locale() {
    for locale in Locale::ALL {
        for result in every_result() {
            for style in [Style::Plain, Style::Markdown] {
                let text = render::result(locale, &result, style);
                assert_finished(locale, &text, &format!("{result:?}"));
            }
        }
    }
}

#[test]
fn czech_and_russian_read_differently_from_english() {
    let event = Event::Damaged {
        who: who(),
        amount: 5,
        hp: 9,
        max_hp: 14,
    };
    let en = render::event(Locale::EnUs, &event);
    assert_ne!(render::event(Locale::Cs, &event), en);
    assert_ne!(render::event(Locale::Ru, &event), en);
}
