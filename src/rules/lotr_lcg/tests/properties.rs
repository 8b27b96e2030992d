//! Property tests over random action sequences: `apply` never panics, a refused action
//! leaves the table exactly as it was, no card in play holds damage equal to its hit
//! points, every card is somewhere (deck, discard pile, or under an enemy), names stay
//! unique, and the stage always names a player still in the game.

use proptest::prelude::*;

use super::support::*;
use crate::dice::SeededDice;
use crate::rules::lotr_lcg::{Action, Actor, CharacterKind, Event, Shadow, Table, apply};

const CHARACTERS: [&str; 5] = ["Aragorn", "Legolas", "Gimli", "Beregond", "Guard"];
const ENEMIES: [&str; 4] = ["Orc", "Warg", "Troll", "Spider"];
const PLAYERS: [&str; 3] = ["Anna", "Boris", "Cyril"];
const USERS: [i64; 4] = [HOST, BORIS, CYRIL, STRANGER];

fn table() -> Table {
    let mut game = Game::three_players();
    for (i, name) in CHARACTERS.iter().enumerate() {
        let user = USERS[i % 3];
        game.ok(
            user,
            Action::AddCharacter {
                name: (*name).into(),
                kind: if i == 4 {
                    CharacterKind::Ally
                } else {
                    CharacterKind::Hero
                },
                player: None,
                attack: 1 + i as u32 % 3,
                defense: i as u32 % 3,
                hit_points: 3 + i as u32,
                ranged: i == 1,
                sentinel: i == 3,
            },
        );
    }
    for (i, name) in ENEMIES.iter().enumerate() {
        game.enemy_on(
            PLAYERS[i % 3],
            name,
            2 + i as u32,
            i as u32 % 2,
            3 + i as u32,
            10 * (i as u32 % 2),
        );
    }
    let shadows = [
        Shadow::default(),
        Shadow {
            attack: 1,
            ..Shadow::default()
        },
        Shadow {
            undefended: true,
            ..Shadow::default()
        },
        Shadow {
            defense: 1,
            damage: 1,
            ..Shadow::default()
        },
    ];
    for (i, shadow) in shadows.into_iter().enumerate() {
        game.cards(&format!("Card {i}"), shadow, 1);
    }
    game.table
}

fn any_name() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(CHARACTERS.to_vec()),
        prop::sample::select(ENEMIES.to_vec()),
        prop::sample::select(PLAYERS.to_vec()),
    ]
    .prop_map(str::to_owned)
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        6 => Just(Action::Continue),
        3 => Just(Action::StartCombat { order: Vec::new() }),
        3 => any_name().prop_map(|enemy| Action::ChooseEnemy { enemy }),
        3 => any_name().prop_map(|character| Action::Defend { character }),
        2 => Just(Action::Undefended),
        2 => any_name().prop_map(|hero| Action::Hero { hero }),
        3 => prop::collection::vec(any_name(), 1..3).prop_map(|names| Action::Attackers { names }),
        1 => (any_name(), 1u32..6).prop_map(|(target, amount)| Action::Damage { target, amount }),
        1 => (any_name(), 1u32..6).prop_map(|(target, amount)| Action::Heal { target, amount }),
        1 => Just(Action::Refresh),
        1 => any::<bool>().prop_map(|discard| Action::Shuffle { discard }),
        1 => (any_name(), any::<bool>()).prop_map(|(name, exhausted)| Action::SetExhausted { name, exhausted }),
        1 => (any_name(), prop::option::of(any_name())).prop_map(|(enemy, player)| Action::Engage { enemy, player }),
        1 => (prop::option::of(any_name()), 40u32..55).prop_map(|(player, value)| Action::Threat { player, value }),
        1 => any_name().prop_map(|name| Action::Remove { name }),
    ]
}

fn check_invariants(table: &Table, cards: usize, enemies_added: usize) {
    for character in &table.characters {
        assert!(character.damage < character.hit_points, "{character:?}");
        assert!(
            table
                .player(&character.player)
                .is_some_and(|p| !p.eliminated)
        );
    }
    for enemy in &table.enemies {
        assert!(enemy.damage < enemy.hit_points, "{enemy:?}");
    }
    let shadows = table.enemies.iter().filter(|e| e.shadow.is_some()).count();
    let left_play = enemies_added - table.enemies.len();
    assert_eq!(
        table.deck.len() + table.discard.len() + shadows,
        cards + left_play
    );
    let mut names: Vec<String> = table.names().map(str::to_lowercase).collect();
    let count = names.len();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), count, "duplicate names");
    if let Some(combat) = &table.combat {
        let player = combat.stage.player();
        assert!(
            table.player(player).is_some_and(|p| !p.eliminated),
            "{combat:?}"
        );
    } else {
        assert!(table.enemies.iter().all(|e| e.shadow.is_none()));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_play_keeps_the_table_consistent(
        steps in prop::collection::vec((action(), 0usize..4, any::<bool>()), 1..60),
        seed in any::<u64>(),
    ) {
        let mut table = table();
        let mut dice = SeededDice::from_seed(seed);
        let cards = table.deck.len();
        let enemies_added = table.enemies.len();
        for (action, who, moderator) in steps {
            let actor = Actor { user: USERS[who], moderator: moderator && who == 3,     name: String::new(), };
            let before = table.clone();
            match apply(&mut table, &actor, &action, &mut dice) {
                Ok(outcome) => {
                    prop_assert!(!outcome.events.contains(&Event::Ended));
                }
                Err(_) => prop_assert_eq!(&table, &before),
            }
            check_invariants(&table, cards, enemies_added);
        }
    }
}
