//! Saved armies: drawn with the printed numbers, entered whole as one action through the
//! rules of typed cards, or not at all.

use super::support::*;
use crate::rules::knowing_zero::army::{self, bounds};
use crate::rules::knowing_zero::{Action, Army, ArmyCard, Event, Item, Kind, Side, limits};

/// Anna's Rider (with a Sword) on her Wolf, and a Golem; Boris's Archer.
fn fielded() -> Game {
    let mut game = Game::new();
    game.card_full(Side::Attacker, "Wolf", Kind::Animal, 1, 4, 0, 3);
    game.card_full(Side::Attacker, "Rider", Kind::Character, 2, 3, 1, 1);
    game.card_full(Side::Attacker, "Golem", Kind::Machine, 2, 10, 2, 1);
    game.ok(
        ANNA,
        Action::GiveItem {
            card: "Rider".into(),
            name: "Sword".into(),
            attack: 1,
            life: 2,
        },
    );
    game.ok(
        ANNA,
        Action::Ride {
            rider: "Rider".into(),
            animal: "Wolf".into(),
        },
    );
    game.card_on(Side::Defender, "Archer", Kind::Character, 1, 2);
    game
}

fn enter(army: &Army, side: Option<Side>) -> Action {
    Action::EnterArmy {
        name: "Vanguard".into(),
        side,
        army: army.clone(),
    }
}

/// A second battle in the same channel: the first is ended by its host.
fn next_battle(game: &mut Game) {
    game.ok(HOST, Action::End);
    game.start();
}

fn card(name: &str) -> ArmyCard {
    ArmyCard {
        name: name.into(),
        kind: Kind::Character,
        attack: 1,
        life: 1,
        armor: 0,
        strikes: 1,
        item: None,
        rides: None,
    }
}

#[test]
fn an_army_keeps_printed_numbers_items_and_riders_not_current_life() {
    let mut game = fielded();
    // Wounded: 5 of 5 (3 + the Sword's 2) down to 2; the Golem down to 4 of 10.
    game.ok(
        HOST,
        Action::Damage {
            target: "Rider".into(),
            amount: 3,
        },
    );
    game.ok(
        HOST,
        Action::Damage {
            target: "Golem".into(),
            amount: 6,
        },
    );
    let (side, saved) = army::of(&game.table, &actor(ANNA), None).unwrap();
    assert_eq!(side, Side::Attacker);
    let names: Vec<&str> = saved.cards.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(
        names,
        ["Wolf", "Rider", "Golem"],
        "Anna's side only, in order"
    );
    let rider = &saved.cards[1];
    assert_eq!((rider.attack, rider.life, rider.armor), (2, 3, 1));
    assert_eq!(
        rider.item,
        Some(Item {
            name: "Sword".into(),
            attack: 1,
            life: 2
        })
    );
    assert_eq!(rider.rides.as_deref(), Some("Wolf"));
    assert_eq!((saved.cards[0].strikes, saved.cards[2].life), (3, 10));

    next_battle(&mut game);
    let outcome = game.ok(ANNA, enter(&saved, None));
    assert!(matches!(
        outcome.events.first(),
        Some(Event::ArmyEntered {
            side: Side::Attacker,
            cards: 3,
            ..
        })
    ));
    // Whole again: printed Life plus the item's, the item carried, the pair riding.
    assert_eq!(game.life("Rider"), 5);
    assert_eq!(game.card("Rider").cap(), 5);
    assert_eq!(game.card("Rider").item_attack(), 1);
    assert!(game.card("Rider").carried);
    assert_eq!(game.card("Rider").rides.as_deref(), Some("Wolf"));
    assert_eq!(game.life("Golem"), 10);
    assert_eq!(game.card("Golem").armor, 2);
    assert!(game.battle().fielded(Side::Attacker));
    // Entered as the same checks would have it typed: the same army saves the same.
    let (_, again) = army::of(&game.table, &actor(ANNA), None).unwrap();
    assert_eq!(again, saved);
}

#[test]
fn a_lost_item_is_not_saved() {
    let mut game = fielded();
    game.ok(
        ANNA,
        Action::DropItem {
            card: "Rider".into(),
        },
    );
    let (_, saved) = army::of(&game.table, &actor(ANNA), None).unwrap();
    assert_eq!(saved.cards[1].item, None);
}

#[test]
fn an_army_enters_whole_or_not_at_all_naming_the_card_refused() {
    let mut game = fielded();
    let (_, saved) = army::of(&game.table, &actor(ANNA), None).unwrap();
    next_battle(&mut game);
    // A Golem already in Anna's army: the third card is refused, and nothing enters.
    game.card_on(Side::Attacker, "Golem", Kind::Machine, 1, 1);
    let before = game.table.clone();
    let refused = game.try_(ANNA, enter(&saved, None)).unwrap_err();
    assert_eq!(refused.key, "err-kz-name-taken");
    assert!(
        refused
            .args
            .iter()
            .any(|(name, value)| *name == "army-card" && *value == "Golem".into()),
        "{refused}"
    );
    assert_eq!(game.table, before);

    // A rider whose animal is missing from the army: refused at the ride, nothing enters.
    let broken = Army {
        cards: vec![saved.cards[1].clone()],
    };
    game.refused(
        ANNA,
        enter(&broken, Some(Side::Attacker)),
        "err-kz-unknown-card",
    );

    // Too many cards for the battle: the one past the limit is named, none enter.
    let mut game = Game::new();
    for i in 0..limits::CARDS - 1 {
        game.card_on(
            Side::Defender,
            &format!("Soldier {i}"),
            Kind::Character,
            1,
            1,
        );
    }
    let two = Army {
        cards: vec![card("First"), card("Second")],
    };
    let refused = game.try_(ANNA, enter(&two, None)).unwrap_err();
    assert_eq!(refused.key, "err-kz-too-many-cards");
    assert!(refused.args.contains(&("army-card", "Second".into())));
    assert!(game.battle().card("First").is_none());
}

#[test]
fn an_army_enters_only_for_its_own_player_and_needs_a_battle() {
    let mut game = fielded();
    let (_, saved) = army::of(&game.table, &actor(ANNA), None).unwrap();
    next_battle(&mut game);
    game.refused(
        BORIS,
        enter(&saved, Some(Side::Attacker)),
        "err-kz-not-your-army",
    );
    game.refused(STRANGER, enter(&saved, None), "err-kz-not-player");
    game.refused(ANNA, enter(&Army::default(), None), "err-kz-army-empty");
    // Boris enters Anna's army as his own: the cards join his side.
    game.ok(BORIS, enter(&saved, None));
    assert_eq!(game.battle().cards.len(), 3);
    assert_eq!(game.card("Rider").side, Side::Defender);
    game.ok(HOST, Action::End);
    game.refused(ANNA, enter(&saved, None), "err-no-encounter");
}

#[test]
fn saving_needs_a_battle_a_side_and_a_card() {
    let mut game = Game::new();
    let refused =
        |game: &Game, user: i64| army::of(&game.table, &actor(user), None).unwrap_err().key;
    assert_eq!(refused(&game, ANNA), "err-kz-army-empty");
    assert_eq!(refused(&game, STRANGER), "err-kz-army-no-side");
    game.card_on(Side::Defender, "Archer", Kind::Character, 1, 2);
    assert_eq!(
        army::of(&game.table, &actor(ANNA), Some(Side::Defender))
            .unwrap_err()
            .key,
        "err-kz-not-your-army"
    );
    game.ok(HOST, Action::End);
    assert_eq!(refused(&game, ANNA), "err-kz-army-no-battle");
}

#[test]
fn an_army_is_bounded_in_cards_and_bytes() {
    let mut game = Game::new();
    let at = |n: usize, name: &dyn Fn(usize) -> String| Army {
        cards: (0..n).map(|i| card(&name(i))).collect(),
    };
    // At the card bound it enters; one past it is refused before any card is tried.
    let full = at(bounds::CARDS, &|i| format!("Soldier {i}"));
    assert!(full.to_json().is_ok());
    let over = at(bounds::CARDS + 1, &|i| format!("Soldier {i}"));
    game.refused(ANNA, enter(&over, None), "err-kz-too-many-cards");
    game.ok(ANNA, enter(&full, None));
    assert_eq!(game.battle().cards.len(), bounds::CARDS);
    // Long names in a four-byte script, items and riders named alike: over 16 KiB of JSON
    // is refused both ways.
    let wide = |i: usize| format!("{i:02}{}", "𐌰".repeat(bounds::NAME - 2));
    let mut heavy = at(bounds::CARDS, &wide);
    for (i, card) in heavy.cards.iter_mut().enumerate() {
        card.item = Some(Item {
            name: wide(i),
            attack: 1,
            life: 1,
        });
        card.rides = Some(wide(i + 1));
    }
    assert_eq!(heavy.to_json().unwrap_err().key, "err-kz-army-too-large");
    let light = at(bounds::CARDS / 2, &wide);
    let json = light.to_json().unwrap();
    assert!(json.len() <= bounds::BYTES);
    assert_eq!(Army::from_json(&json).unwrap(), light);
    assert_eq!(
        Army::from_json(&"x".repeat(bounds::BYTES + 1))
            .unwrap_err()
            .key,
        "err-kz-army-too-large"
    );
    assert_eq!(
        Army::from_json("{\"cards\":7}").unwrap_err().key,
        "err-kz-army-unreadable"
    );
}

#[test]
fn an_army_name_is_trimmed_and_bounded() {
    assert_eq!(army::name("  Vanguard  ").unwrap(), "Vanguard");
    assert_eq!(
        army::name(&"a".repeat(bounds::NAME)).unwrap().len(),
        bounds::NAME
    );
    assert_eq!(
        army::name(&"a".repeat(bounds::NAME + 1)).unwrap_err().key,
        "err-name-too-long"
    );
    assert_eq!(army::name("   ").unwrap_err().key, "err-name-empty");
}

#[test]
fn names_told_apart_are_saved_as_typed_and_told_apart_again() {
    let mut game = fielded();
    // Boris has a Wolf too: each is told apart by its owner, and Anna's rider follows.
    game.card_on(Side::Defender, "Wolf", Kind::Animal, 1, 1);
    let anna_wolf = game
        .battle()
        .army(Side::Attacker)
        .find(|c| c.kind == Kind::Animal)
        .map(|c| c.name.clone())
        .unwrap();
    assert_ne!(anna_wolf, "Wolf", "told apart");
    assert_eq!(
        game.card("Rider").rides.as_deref(),
        Some(anna_wolf.as_str())
    );
    let (_, saved) = army::of(&game.table, &actor(ANNA), None).unwrap();
    assert_eq!(saved.cards[0].name, "Wolf");
    assert_eq!(saved.cards[1].rides.as_deref(), Some("Wolf"));

    // The next battle: Boris's Wolf is there first; Anna's army enters whole, her Rider on
    // her own Wolf, with its Sword.
    next_battle(&mut game);
    game.card_on(Side::Defender, "Wolf", Kind::Animal, 1, 1);
    game.ok(ANNA, enter(&saved, None));
    let rider = game.card("Rider");
    let ridden = rider.rides.clone().unwrap();
    assert_eq!(game.card(&ridden).side, Side::Attacker);
    assert_eq!(rider.item_attack(), 1);
    let (_, again) = army::of(&game.table, &actor(ANNA), None).unwrap();
    assert_eq!(again, saved);
}
