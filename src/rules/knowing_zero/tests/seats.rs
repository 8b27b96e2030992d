//! The seats of this game on fixed states: each kind of claim, whose turn, pending
//! choices, and the claims through the shared check.

use super::*;
use crate::rules::knowing_zero::{AttackOrder, Card, Kind, Pending, Player, Turn, TurnKind, Who};
use crate::rules::seats::check;

const ANNA: i64 = 1;
const BORIS: i64 = 2;
const HOST: i64 = 3;
const MODERATOR: i64 = 4;
const STRANGER: i64 = 5;

fn actor(user: i64) -> Actor {
    Actor {
        user,
        moderator: user == MODERATOR,
        name: String::new(),
    }
}

fn who(user: i64, label: &str) -> Who {
    Who {
        user,
        label: (!label.is_empty()).then(|| label.to_owned()),
        name: String::new(),
    }
}

fn card(name: &str, side: Side) -> Card {
    Card {
        name: name.into(),
        side,
        kind: Kind::Character,
        attack: 1,
        life: 3,
        max_life: 3,
        armor: 0,
        strikes: 1,
        item: None,
        carried: false,
        rides: None,
        typed: None,
    }
}

/// Anna attacks, Boris defends, HOST started it; Anna's turn 1; Wolf is Anna's, Golem
/// Boris's.
fn table(host: i64) -> Table {
    let battle = Battle {
        number: 1,
        host,
        attacker: who(ANNA, "Anna"),
        defender: who(BORIS, "Boris"),
        first_turn: Default::default(),
        turn: Turn::new(Side::Attacker, 1, TurnKind::Full),
        cards: vec![card("Wolf", Side::Attacker), card("Golem", Side::Defender)],
        fallen: Vec::new(),
        fielded: (true, true),
        retreat: None,
        pending: None,
        ending: None,
    };
    Table {
        battle: Some(Box::new(battle)),
        ..Table::default()
    }
}

fn anna() -> Claim {
    Claim::Seat(Seat::of(ANNA, "Anna"))
}

fn boris() -> Claim {
    Claim::Seat(Seat::of(BORIS, "Boris"))
}

fn attack(card: Option<&str>) -> Action {
    Action::Attack(AttackOrder {
        attacker: card.map(str::to_owned),
        targets: vec!["Golem".into()],
        ..AttackOrder::default()
    })
}

fn damage(target: &str) -> Action {
    Action::Damage {
        target: target.into(),
        amount: 1,
    }
}

fn add(side: Option<Side>) -> Action {
    Action::AddCard {
        name: "Imp".into(),
        kind: Kind::Animal,
        attack: 1,
        life: 1,
        armor: 0,
        strikes: 1,
        side,
    }
}

fn key(t: &Table, user: i64, action: &Action) -> &'static str {
    let actor = actor(user);
    check(&actor, &seating(t), &claim(t, &actor, action))
        .err()
        .map_or("ok", |e| e.key)
}

#[test]
fn the_seats_are_the_two_armies_and_the_starter_hosts() {
    let t = table(HOST);
    let seats = seating(&t);
    assert_eq!(seats.seated, vec![ANNA, BORIS]);
    assert_eq!(seats.host, Some(HOST));
    assert!(!seats.gm);
}

#[test]
fn one_user_playing_both_armies_holds_both_seats() {
    let mut t = table(ANNA);
    if let Some(b) = t.battle.as_deref_mut() {
        b.defender = who(ANNA, "Anna");
    }
    assert_eq!(seating(&t).seated, vec![ANNA]);
    let c = claim(&t, &actor(ANNA), &attack(Some("Golem")));
    assert_eq!(c, anna(), "the defender's seat is Anna's too");
    for action in [attack(Some("Golem")), add(None), Action::Next] {
        assert_eq!(key(&t, ANNA, &action), "ok", "{action:?}");
        assert_eq!(key(&t, BORIS, &action), "err-seat-not-yours", "{action:?}");
    }
    assert_eq!(key(&t, ANNA, &damage("Golem")), "ok", "her own card");
}

#[test]
fn between_battles_the_players_sit_and_everything_is_open() {
    let t = Table {
        players: vec![Player {
            who: who(ANNA, "Anna"),
            distance: 5,
            deck_drawn: false,
        }],
        ..Table::default()
    };
    let seats = seating(&t);
    assert_eq!((seats.seated, seats.host), (vec![ANNA], None));
    for action in [Action::Next, Action::DeckDrawn { side: None }, add(None)] {
        assert_eq!(claim(&t, &actor(STRANGER), &action), Claim::Open);
    }
}

#[test]
fn an_army_is_its_players_alone() {
    let t = table(BORIS);
    // Once allowed, now refused: the player who started the battle fills, fights with and retreats
    // the other army.
    assert_eq!(claim(&t, &actor(BORIS), &add(Some(Side::Attacker))), anna());
    assert_eq!(
        key(&t, BORIS, &add(Some(Side::Attacker))),
        "err-seat-not-yours"
    );
    assert_eq!(key(&t, BORIS, &attack(Some("Wolf"))), "err-seat-not-yours");
    assert_eq!(key(&t, BORIS, &Action::Retreat), "err-seat-not-yours");
    assert_eq!(key(&t, BORIS, &Action::Next), "err-seat-not-yours");
    // Each player's own army, named or not.
    assert_eq!(claim(&t, &actor(BORIS), &add(None)), boris());
    assert_eq!(claim(&t, &actor(ANNA), &add(None)), anna());
    assert_eq!(key(&t, BORIS, &add(None)), "ok");
    // Someone with no army adds to the army whose turn it is, as the engine would.
    assert_eq!(claim(&t, &actor(HOST), &add(None)), anna());
    for user in [HOST, MODERATOR, STRANGER] {
        assert_eq!(key(&t, user, &add(None)), "err-seat-not-yours");
    }
}

#[test]
fn a_card_is_its_armys_and_a_turn_its_players() {
    let t = table(HOST);
    assert_eq!(claim(&t, &actor(HOST), &attack(Some("Wolf"))), anna());
    // Boris's card out of turn is still Boris's: the engine says it is not his turn.
    assert_eq!(claim(&t, &actor(BORIS), &attack(Some("Golem"))), boris());
    // No acting card named, or one not in play: the turn's player.
    assert_eq!(claim(&t, &actor(BORIS), &attack(None)), anna());
    assert_eq!(claim(&t, &actor(BORIS), &attack(Some("Nobody"))), anna());
    let act = Action::Act {
        card: "Golem".into(),
    };
    assert_eq!(claim(&t, &actor(ANNA), &act), boris());
    let item = Action::GiveItem {
        card: "Golem".into(),
        name: "Axe".into(),
        attack: 1,
        life: 0,
    };
    assert_eq!(claim(&t, &actor(ANNA), &item), boris());
    let ride = Action::Ride {
        rider: "Nobody".into(),
        animal: "Wolf".into(),
    };
    assert_eq!(claim(&t, &actor(BORIS), &ride), anna());
    let dismount = Action::Dismount {
        rider: "Nobody".into(),
    };
    assert_eq!(claim(&t, &actor(BORIS), &dismount), Claim::Players);
    for action in [
        Action::Next,
        Action::Retreat,
        Action::BonusStrike { number: 1 },
        Action::PlayBonus {
            kind: crate::rules::knowing_zero::BonusKind::Event,
            name: "Storm".into(),
            amount: 1,
        },
    ] {
        assert_eq!(claim(&t, &actor(BORIS), &action), anna(), "{action:?}");
        assert_eq!(key(&t, HOST, &action), "err-seat-not-yours");
        assert_eq!(key(&t, ANNA, &action), "ok");
    }
    assert_eq!(
        claim(&t, &actor(ANNA), &Action::DeckDrawn { side: None }),
        anna()
    );
    assert_eq!(
        claim(
            &t,
            &actor(ANNA),
            &Action::DeckDrawn {
                side: Some(Side::Defender)
            }
        ),
        boris()
    );
}

#[test]
fn damage_by_hand_on_another_army_is_a_correction() {
    let t = table(HOST);
    assert_eq!(claim(&t, &actor(ANNA), &damage("Wolf")), anna());
    assert_eq!(claim(&t, &actor(BORIS), &damage("Wolf")), Claim::Correction);
    assert_eq!(claim(&t, &actor(HOST), &damage("Wolf")), Claim::Correction);
    assert_eq!(claim(&t, &actor(ANNA), &damage("Nobody")), Claim::Players);
    let heal = Action::Heal {
        target: "Golem".into(),
        amount: 1,
    };
    let drop = Action::DropItem {
        card: "Golem".into(),
    };
    for action in [damage("Golem"), heal, drop] {
        assert_eq!(key(&t, BORIS, &action), "ok", "{action:?}");
        assert_eq!(key(&t, ANNA, &action), "err-seat-corrects", "{action:?}");
        assert_eq!(key(&t, STRANGER, &action), "err-seat-corrects");
        assert_eq!(key(&t, HOST, &action), "ok", "a host with no seat corrects");
        assert_eq!(key(&t, MODERATOR, &action), "ok");
    }
    // A host who plays corrects nothing of the other army.
    let hosted = table(ANNA);
    assert_eq!(key(&hosted, ANNA, &damage("Golem")), "err-seat-corrects");
}

#[test]
fn the_battle_ends_by_whoever_started_it() {
    let hosted = table(BORIS);
    assert_eq!(claim(&hosted, &actor(ANNA), &Action::End), Claim::Host);
    assert_eq!(key(&hosted, BORIS, &Action::End), "ok");
    assert_eq!(key(&hosted, ANNA, &Action::End), "err-seat-host");
    assert_eq!(key(&hosted, MODERATOR, &Action::End), "ok");
    assert_eq!(key(&table(HOST), HOST, &Action::End), "ok");
    let start = Action::Start {
        attacker: who(ANNA, "Anna"),
        defender: who(BORIS, "Boris"),
        start: None,
    };
    assert_eq!(claim(&hosted, &actor(STRANGER), &start), Claim::Open);
}

#[test]
fn a_waiting_bonus_strike_holds_the_table_for_its_attacker() {
    let mut t = table(HOST);
    if let Some(b) = t.battle.as_deref_mut() {
        b.pending = Some(Pending {
            attack: AttackOrder::default(),
            options: vec![("Golem".into(), 2)],
        });
    }
    let choice = Claim::Choice(Seat::of(ANNA, "Anna"));
    for action in [
        Action::BonusStrike { number: 1 },
        damage("Golem"),
        Action::End,
        Action::DeckDrawn { side: None },
        Action::Next,
    ] {
        assert_eq!(claim(&t, &actor(BORIS), &action), choice, "{action:?}");
        for user in [BORIS, HOST, MODERATOR, STRANGER] {
            assert_eq!(key(&t, user, &action), "err-seat-choice", "{action:?}");
        }
        assert_eq!(key(&t, ANNA, &action), "ok");
    }
}

#[test]
fn a_seat_is_named_as_the_table_knows_its_player() {
    let mut t = table(HOST);
    if let Some(b) = t.battle.as_deref_mut() {
        b.defender = Who {
            user: BORIS,
            label: None,
            name: "Boris K.".into(),
        };
        b.attacker = Who::user(ANNA);
    }
    assert_eq!(claim(&t, &actor(HOST), &damage("Golem")), Claim::Correction);
    assert_eq!(
        claim(&t, &actor(BORIS), &Action::Next),
        Claim::Seat(Seat::of(ANNA, format!("<@{ANNA}>")))
    );
    assert_eq!(
        claim(
            &t,
            &actor(ANNA),
            &Action::DeckDrawn {
                side: Some(Side::Defender)
            }
        ),
        Claim::Seat(Seat::of(BORIS, "Boris K."))
    );
}

fn give(from: Option<i64>) -> Action {
    Action::GiveSeat {
        to: STRANGER,
        to_name: None,
        piece: None,
        from,
    }
}

#[test]
fn ones_own_army_is_ones_own_to_hand_over_and_anothers_a_correction() {
    let t = table(BORIS);
    assert_eq!(claim(&t, &actor(ANNA), &give(None)), anna());
    assert_eq!(claim(&t, &actor(ANNA), &give(Some(ANNA))), anna());
    assert_eq!(claim(&t, &actor(BORIS), &give(None)), boris());
    assert_eq!(
        claim(&t, &actor(BORIS), &give(Some(ANNA))),
        Claim::Correction
    );
    // No army of one's own: not at the table (the engine tells a seatless host so).
    assert_eq!(claim(&t, &actor(HOST), &give(None)), Claim::Players);
    assert_eq!(key(&t, STRANGER, &give(None)), "err-seat-not-at-table");
    for user in [ANNA, BORIS] {
        assert_eq!(key(&t, user, &give(None)), "ok");
    }
    // The seated host (Boris) and a seated moderator hand over nobody else's army.
    assert_eq!(key(&t, BORIS, &give(Some(ANNA))), "err-seat-corrects");
    let hosted = table(HOST);
    assert_eq!(key(&hosted, HOST, &give(Some(ANNA))), "ok");
    assert_eq!(key(&hosted, MODERATOR, &give(Some(BORIS))), "ok");
    assert_eq!(
        key(&hosted, STRANGER, &give(Some(BORIS))),
        "err-seat-corrects"
    );
}

#[test]
fn between_battles_a_place_in_the_game_is_its_players() {
    let t = Table {
        players: vec![Player {
            who: who(ANNA, "Anna"),
            distance: 5,
            deck_drawn: false,
        }],
        ..Table::default()
    };
    assert_eq!(claim(&t, &actor(ANNA), &give(None)), anna());
    assert_eq!(claim(&t, &actor(BORIS), &give(None)), Claim::Players);
    assert_eq!(
        claim(&t, &actor(HOST), &give(Some(ANNA))),
        Claim::Correction
    );
    // Nobody hosts between battles: a moderator with no place in the game corrects.
    assert_eq!(key(&t, HOST, &give(Some(ANNA))), "err-seat-corrects");
    assert_eq!(key(&t, MODERATOR, &give(Some(ANNA))), "ok");
}

#[test]
fn while_a_bonus_strike_waits_only_the_attackers_army_changes_hands() {
    let mut t = table(HOST);
    if let Some(b) = t.battle.as_deref_mut() {
        b.pending = Some(Pending {
            attack: AttackOrder::default(),
            options: vec![("Golem".into(), 2)],
        });
    }
    let choice = Claim::Choice(Seat::of(ANNA, "Anna"));
    assert_eq!(claim(&t, &actor(ANNA), &give(None)), anna());
    assert_eq!(
        claim(&t, &actor(HOST), &give(Some(ANNA))),
        Claim::Correction
    );
    assert_eq!(key(&t, HOST, &give(Some(ANNA))), "ok");
    assert_eq!(claim(&t, &actor(BORIS), &give(None)), choice);
    assert_eq!(claim(&t, &actor(HOST), &give(Some(BORIS))), choice);
    assert_eq!(key(&t, BORIS, &give(None)), "err-seat-choice");
}

#[test]
fn every_row_names_its_allowed_roles_among_the_games() {
    for rule in WHO_MAY.rules {
        assert!(!rule.allowed.is_empty(), "{}", rule.action);
        assert!(rule.allowed.iter().all(|r| PLAYERS.contains(r)));
    }
}
