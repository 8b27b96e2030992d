//! Property tests over random action sequences with seeded dice: `apply` never panics, a
//! refused action leaves the table exactly as it was, lives stay within 0..=max, a
//! miniature holds at most one marker of each kind, an attack never waits without a
//! pause to show, and while it waits the seats check lets only its chooser act (ending the
//! game aside).

use proptest::prelude::*;

use super::support::*;
use crate::dice::SeededDice;
use crate::rules::seats::check;
use crate::rules::tornscape::*;

const NAMES: [&str; 5] = ["Torgvar", "Noxtiis", "Grub", "Golem", "Nobody"];
const TILES: [&str; 4] = ["Dagger Strike", "Claws", "Crossbow", "Hex"];

fn table() -> Table {
    let mut table = duel();
    tile(&mut table, ALICE, "Torgvar", ranged("Crossbow", 3, 1));
    let mut hex = melee("Hex", 1, 0, 1, 0);
    hex.no_damage = true;
    hex.marker = Some(Marker::Stunned);
    tile(&mut table, BOB, "Noxtiis", hex);
    add(&mut table, BOB, mini("Grub", 2, 0, 1));
    tile(&mut table, BOB, "Grub", melee("Bite", 1, 0, 1, 1));
    let mut golem = mini("Golem", 8, 2, 0);
    golem.size = Size::Large;
    golem.leader = true;
    add(&mut table, ALICE, golem);
    table
}

/// A card or effect named with `from:`, or none.
fn cause() -> impl Strategy<Value = Option<String>> {
    proptest::option::of(Just("Lash".to_owned()))
}

fn action() -> impl Strategy<Value = Action> {
    let name = (0..NAMES.len()).prop_map(|i| NAMES[i].to_owned());
    let tile = (0..TILES.len()).prop_map(|i| TILES[i].to_owned());
    let count = 0..3u8;
    prop_oneof![
        4 => (name.clone(), name.clone(), tile, any::<[bool; 6]>(), proptest::option::of(name.clone())).prop_map(
            |(attacker, target, tile, f, group)| Action::Attack {
                attacker,
                target,
                tile: Some(tile),
                free: f[0],
                enemy_adjacent: f[1],
                hazard: false,
                facts: Facts {
                    poor_visibility: f[2],
                    cover: f[3],
                    out_of_reach: f[4],
                    group: group.filter(|_| f[5]),
                },
            }
        ),
        4 => Just(Action::Next),
        3 => Just(Action::Choose(Answer::Default)),
        2 => (any::<bool>(), proptest::option::of(Just("Claws".to_owned()))).prop_map(|(dodge, counter)| {
            Action::Choose(Answer::React {
                reaction: if dodge { Reaction::Dodge } else { Reaction::Defend },
                counter,
            })
        }),
        2 => (count.clone(), count.clone(), count.clone(), count.clone()).prop_map(|(a, b, c, d)| {
            Action::Choose(Answer::Reroll(RerollChoice {
                attack: Reroll { blank: a, success: b, critical: 0 },
                mastery: Reroll { blank: c, ..Reroll::default() },
                defense: Reroll { blank: d, ..Reroll::default() },
            }))
        }),
        2 => (count.clone(), count.clone(), count).prop_map(|(a, b, c)| {
            Action::Choose(Answer::Assign {
                assignment: Assignment {
                    success_on_success: a,
                    critical_on_success: b,
                    critical_on_critical: c,
                },
                back_tile: None,
            })
        }),
        1 => Just(Action::NewRound),
        1 => (name.clone(), -2..3i8).prop_map(|(name, modifier)| Action::Panic { name, modifier }),
        1 => (name.clone(), 1..4u32, cause()).prop_map(|(target, amount, from)| Action::Damage { target, amount, from }),
        1 => (name.clone(), 1..4u32, cause()).prop_map(|(target, amount, from)| Action::Heal { target, amount, from }),
        1 => name.clone().prop_map(|name| Action::Activate { name }),
        1 => (name, cause()).prop_map(|(target, from)| Action::MarkerAdd { target, marker: Marker::Slowed, from }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_play_keeps_every_invariant(
        actions in proptest::collection::vec((action(), 0..4usize), 1..40),
        seed in any::<u64>(),
    ) {
        let mut table = table();
        let mut dice = SeededDice::from_seed(seed);
        let actors = [HOST, ALICE, BOB, 9];
        for (action, who) in actions {
            let before = table.clone();
            let actor = player(actors[who]);
            let waiting = before.encounter.as_ref().and_then(|e| {
                exchange::pause(e.exchange.as_ref()?, e).ok().flatten().map(|p| p.owner())
            });
            if let Some(chooser) = waiting.filter(|c| *c != actor.user && action != Action::End) {
                let claim = seats::claim(&before, &actor, &action);
                prop_assert!(
                    check(&actor, &seats::seating(&before), &claim).is_err(),
                    "{:?} by {} while {} chooses: {:?}", action, actor.user, chooser, claim
                );
            }
            match apply(&mut table, &actor, &action, &mut dice) {
                Ok(outcome) => {
                    let encounter = table.encounter.as_ref().unwrap();
                    // Waiting means a pause was shown by this action or is still open.
                    if encounter.exchange.is_some() {
                        let exchange = encounter.exchange.as_ref().unwrap();
                        prop_assert!(exchange::pause(exchange, encounter).unwrap().is_some());
                        prop_assert!(outcome.waiting().is_some() || before.encounter.as_ref().unwrap().exchange.is_some());
                    }
                }
                Err(_) => prop_assert_eq!(&table, &before),
            }
            let encounter = table.encounter.as_ref().unwrap();
            for m in &encounter.miniatures {
                prop_assert!(m.life <= m.max_life);
                prop_assert_eq!(m.removed, m.life == 0);
                let mut markers = m.markers.clone();
                markers.dedup();
                prop_assert_eq!(markers.len(), m.markers.len());
            }
        }
    }
}
