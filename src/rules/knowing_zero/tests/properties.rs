//! Property tests over random action sequences, legal and not, by players, the host and
//! strangers, seats handed over: `apply` never panics, a refused action leaves the table exactly as it was,
//! Life stays within each card's maximum plus its item, no dead card stays in play, and
//! distances stay between 0 and their bound, moving as the rules say.

use proptest::prelude::*;

use super::support::*;
use crate::dice::RiggedDice;
use crate::rules::knowing_zero::{
    Action, AttackOrder, BonusKind, Event, FirstTurn, Kind, Side, Table, apply, limits,
};

const NAMES: [&str; 6] = ["Wolf", "Knight", "Golem", "Imp", "Bear", "Tower"];
const USERS: [i64; 4] = [ANNA, BORIS, HOST, STRANGER];

fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(NAMES.to_vec()).prop_map(str::to_owned),
        Just("Nobody".to_owned()),
        Just(String::new()),
    ]
}

fn kind() -> impl Strategy<Value = Kind> {
    prop::sample::select(vec![Kind::Character, Kind::Animal, Kind::Machine])
}

fn side() -> impl Strategy<Value = Option<Side>> {
    prop::option::of(prop::sample::select(vec![Side::Attacker, Side::Defender]))
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        (name(), kind(), 0u32..25, 0u32..12, 0u32..4, 0u32..5, side()).prop_map(
            |(name, kind, attack, life, armor, strikes, side)| Action::AddCard {
                name,
                kind,
                attack,
                life,
                armor,
                strikes,
                side
            }
        ),
        (name(), 0u32..4, 0u32..5).prop_map(|(card, attack, life)| Action::GiveItem {
            card,
            name: "Sword".into(),
            attack,
            life
        }),
        (name(), name()).prop_map(|(rider, animal)| Action::Ride { rider, animal }),
        name().prop_map(|rider| Action::Dismount { rider }),
        name().prop_map(|card| Action::DropItem { card }),
        (0u32..4).prop_map(|amount| Action::PlayBonus {
            kind: BonusKind::Event,
            name: "Storm".into(),
            amount
        }),
        name().prop_map(|card| Action::Act { card }),
        (
            prop::option::of(name()),
            prop::collection::vec(name(), 0..4),
            prop::option::of(0u32..5),
            prop::option::of(0u32..5),
            0u32..4,
            0u32..4,
            any::<bool>()
        )
            .prop_map(
                |(attacker, targets, strikes, bonus_strike, plus, minus, strip)| {
                    Action::Attack(AttackOrder {
                        attacker,
                        targets,
                        strikes,
                        bonus_strike,
                        plus,
                        minus,
                        strip,
                    })
                }
            ),
        (0u32..5).prop_map(|number| Action::BonusStrike { number }),
        (name(), 0u32..8).prop_map(|(target, amount)| Action::Damage { target, amount }),
        (name(), 0u32..8).prop_map(|(target, amount)| Action::Heal { target, amount }),
        Just(Action::Retreat),
        Just(Action::ConfirmEnd),
        Just(Action::Next),
        Just(Action::Next),
        side().prop_map(|side| Action::DeckDrawn { side }),
        Just(Action::End),
        (prop::option::of(0u32..5), any::<bool>()).prop_map(|(start_distance, new_game)| {
            Action::Configure {
                start_distance,
                first_turn: Some(FirstTurn::Machine),
                new_game,
            }
        }),
        Just(Action::Start {
            attacker: who(ANNA),
            defender: who(BORIS),
            start: None,
        }),
        Just(Action::Start {
            attacker: who(BORIS),
            defender: who(ANNA),
            start: None,
        }),
        (
            prop::sample::select(USERS.to_vec()),
            prop::option::of(prop::sample::select(USERS.to_vec()))
        )
            .prop_map(|(to, from)| Action::GiveSeat {
                to,
                to_name: None,
                piece: None,
                from,
            }),
    ]
}

fn check_invariants(table: &Table) {
    for (i, player) in table.players.iter().enumerate() {
        assert!(player.distance <= limits::MAX_DISTANCE);
        // A handover never gives one user two places in the game.
        assert!(
            table.players[..i]
                .iter()
                .all(|p| p.who.user != player.who.user),
            "two places for {}",
            player.who.user
        );
    }
    if let Some(battle) = &table.battle {
        for card in &battle.cards {
            assert!(card.life > 0, "a dead card stays in play: {card:?}");
            assert!(
                card.life <= card.cap(),
                "Life above maximum plus item: {card:?}"
            );
        }
        assert!(battle.cards.len() <= limits::CARDS);
        // Every card has a name of its own, and within an army every typed name is one
        // card's: a name always finds one card.
        for (i, card) in battle.cards.iter().enumerate() {
            let typed = |c: &crate::rules::knowing_zero::Card| {
                crate::rules::names::key(c.typed.as_deref().unwrap_or(&c.name))
            };
            for other in &battle.cards[..i] {
                assert_ne!(
                    crate::rules::names::key(&other.name),
                    crate::rules::names::key(&card.name),
                    "two cards called {}",
                    card.name
                );
                assert!(
                    other.side != card.side || typed(other) != typed(card),
                    "one army typed {} twice",
                    card.name
                );
            }
        }
        // A fallen army's end waits only while its player may still be entering it.
        if let Some(side) = battle.ending {
            assert!(battle.army(side).next().is_none() && battle.entering(side));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_battles_never_break_the_rules(
        steps in prop::collection::vec((prop::sample::select(USERS.to_vec()), action()), 1..60)
    ) {
        let mut table = Table::default();
        for (user, action) in steps {
            let before = table.clone();
            match apply(&mut table, &actor(user), &action, &mut RiggedDice::new(vec![])) {
                Ok(outcome) => {
                    for event in &outcome.events {
                        if let Event::BattleEnded { winner: Some(_), retreat, survivors, moves } = event {
                            let Some((won, lost)) = moves.split_last() else {
                                return Err(TestCaseError::fail("a win without a move"));
                            };
                            prop_assert_eq!(won.to, won.from.saturating_sub(survivors + u32::from(*retreat)));
                            for m in lost {
                                prop_assert_eq!(m.to, (m.from + 1).min(limits::MAX_DISTANCE));
                            }
                        }
                        if let Event::Attack(report) = event {
                            for s in &report.strikes {
                                prop_assert_eq!(s.through, s.strength.saturating_sub(s.armor));
                                prop_assert!(s.dealt <= s.through);
                            }
                        }
                    }
                }
                Err(_) => prop_assert_eq!(&table, &before, "a refusal changed the table"),
            }
            check_invariants(&table);
        }
    }
}
