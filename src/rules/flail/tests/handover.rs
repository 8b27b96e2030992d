//! `/seat give` (`rules::flail::handover`): a whole seat (every PC its player has in the
//! encounter) or one PC changes owner, on the row and on the encounter's entry; the
//! refusals; and whom the claim gives it to.

use super::attack::{ROOK, TESS, chapel, enc, enc_mut, pc, refused};
use super::support::*;
use crate::rules::flail::action::Action;
use crate::rules::flail::model::*;
use crate::rules::flail::outcome::Event;
use crate::rules::flail::seats::{claim, seating};
use crate::rules::flail::{Actor, World};
use crate::rules::seats::{Claim, Seat, check};

const CARL: i64 = 4;
const WREN: i64 = 104;
const MODERATOR: i64 = 99;

fn named(user: i64, name: &str) -> Actor {
    Actor {
        user,
        moderator: false,
        name: name.to_owned(),
    }
}

fn moderator(user: i64) -> Actor {
    Actor {
        user,
        moderator: true,
        name: String::new(),
    }
}

fn give(to: i64, to_name: Option<&str>, piece: Option<&str>, from: Option<i64>) -> Action {
    Action::GiveSeat {
        to,
        to_name: to_name.map(str::to_owned),
        piece: piece.map(str::to_owned),
        from,
        from_name: None,
    }
}

/// The chapel fight, with Alice playing Wren as well, owners kept on the entries.
fn table_of_three() -> World {
    let mut world = chapel();
    world.characters.push(character(
        WREN,
        ALICE,
        "Wren",
        Class::Cutthroat,
        8,
        [9, 12, 9, 9, 9],
    ));
    let mut wren = super::attack::entry(WREN, "Wren", Some(InitiativeGroup::Before));
    wren.owner = ALICE;
    let e = enc_mut(&mut world);
    e.pcs.push(wren);
    for entry in &mut e.pcs {
        entry.owner = if entry.character_id == TESS {
            BOB
        } else {
            ALICE
        };
    }
    world
}

fn owner(world: &World, id: i64) -> (i64, i64) {
    let entry = enc(world)
        .pcs
        .iter()
        .find(|p| p.character_id == id)
        .map_or(0, |p| p.owner);
    (pc(world, id).owner, entry)
}

#[test]
fn a_whole_seat_moves_every_pc_its_player_has_in_the_encounter() {
    let mut world = table_of_three();
    let out = run(
        &mut world,
        &named(ALICE, "Alice"),
        give(CARL, Some("Carl"), None, None),
        &[],
    )
    .unwrap();
    assert_eq!(owner(&world, ROOK), (CARL, CARL));
    assert_eq!(owner(&world, WREN), (CARL, CARL));
    assert_eq!(owner(&world, TESS), (BOB, BOB), "Bob's Tess stays his");
    assert_eq!(
        out.events,
        vec![Event::SeatGiven {
            from: "Alice".into(),
            to: "Carl".into(),
            who: vec!["Rook".into(), "Wren".into()],
        }]
    );
    assert_eq!(seating(&world.table).seated, vec![CARL, BOB]);
}

#[test]
fn one_pc_moves_alone_and_its_player_keeps_the_rest() {
    let mut world = table_of_three();
    let out = run(
        &mut world,
        &player(ALICE),
        give(BOB, Some("Bob"), Some("wren"), None),
        &[],
    )
    .unwrap();
    assert_eq!(
        owner(&world, WREN),
        (BOB, BOB),
        "handed to one who has a seat already"
    );
    assert_eq!(owner(&world, ROOK), (ALICE, ALICE));
    assert_eq!(
        out.events,
        vec![Event::PieceGiven {
            who: "Wren".into(),
            to: "Bob".into(),
        }]
    );
}

#[test]
fn the_gm_hands_a_pc_of_a_player_who_left_with_or_without_from() {
    let mut world = table_of_three();
    run(&mut world, &gm(), give(CARL, None, Some("Rook"), None), &[]).unwrap();
    assert_eq!(owner(&world, ROOK), (CARL, CARL));
    // A whole seat by `from:`; an unknown player shows as a mention.
    let out = run(
        &mut world,
        &moderator(MODERATOR),
        give(CARL, None, None, Some(BOB)),
        &[],
    )
    .unwrap();
    assert_eq!(owner(&world, TESS), (CARL, CARL));
    assert_eq!(
        out.events,
        vec![Event::SeatGiven {
            from: format!("<@{BOB}>"),
            to: format!("<@{CARL}>"),
            who: vec!["Tess".into()],
        }]
    );
}

#[test]
fn older_entries_without_an_owner_go_by_the_character_row() {
    // The plain chapel keeps no owner on its entries (states saved before seats).
    let mut world = chapel();
    run(
        &mut world,
        &player(ALICE),
        give(CARL, None, None, None),
        &[],
    )
    .unwrap();
    assert_eq!(owner(&world, ROOK), (CARL, CARL));
    assert_eq!(owner(&world, TESS), (BOB, 0));
}

#[test]
fn out_of_an_encounter_one_character_may_change_hands() {
    let mut world = chapel();
    world.table.encounter = None;
    run(
        &mut world,
        &player(ALICE),
        give(CARL, None, Some("Rook"), None),
        &[],
    )
    .unwrap();
    assert_eq!(pc(&world, ROOK).owner, CARL);
    // A whole seat needs an encounter: there is none.
    let key = refused(&mut world, &player(BOB), give(CARL, None, None, None), &[]);
    assert_eq!(key, "err-flail-give-no-seat");
}

#[test]
fn refusals_change_nothing() {
    let mut world = table_of_three();
    let cases = [
        // To oneself.
        (
            player(ALICE),
            give(ALICE, None, None, None),
            "err-flail-give-self",
        ),
        (
            player(ALICE),
            give(ALICE, None, Some("Rook"), None),
            "err-flail-give-self",
        ),
        (
            gm(),
            give(BOB, None, None, Some(BOB)),
            "err-flail-give-self",
        ),
        // A `from` who plays nothing here.
        (gm(), give(CARL, None, None, None), "err-flail-give-no-seat"),
        (
            gm(),
            give(BOB, None, None, Some(CARL)),
            "err-flail-give-no-seat",
        ),
        // Not the giver's PC, or no such PC (an adversary is none).
        (
            player(BOB),
            give(CARL, None, Some("Rook"), None),
            "err-flail-give-not-theirs",
        ),
        (
            gm(),
            give(CARL, None, Some("Rook"), Some(BOB)),
            "err-flail-give-not-theirs",
        ),
        (
            player(ALICE),
            give(CARL, None, Some("Mara"), None),
            "err-unknown-character",
        ),
        (
            gm(),
            give(CARL, None, Some("Knight"), None),
            "err-unknown-character",
        ),
    ];
    for (actor, action, key) in cases {
        assert_eq!(
            refused(&mut world, &actor, action.clone(), &[]),
            key,
            "{action:?}"
        );
    }
}

#[test]
fn a_pending_choice_waits_for_the_new_player() {
    let mut world = table_of_three();
    // The knight's hit on Rook, held for his armour choice.
    enc_mut(&mut world)
        .pending
        .push(Pending::Armour(PendingHit {
            attacker: 0,
            attacker_pc: None,
            weapon: String::new(),
            th: 6,
            target: ROOK,
            faces: vec![1, 1, 4, 5, 6],
            dmg: 5,
            cancelled: 0,
        }));
    run(
        &mut world,
        &player(ALICE),
        give(CARL, None, Some("Rook"), None),
        &[],
    )
    .unwrap();
    assert_eq!(enc(&world).pending.len(), 1, "the hit still waits");
    // Now the choice is Carl's.
    let c = claim(&world.table, &world.characters, &player(BOB), &Action::Next);
    assert_eq!(c, Claim::Choice(Seat::of(CARL, "Rook")));
}

#[test]
fn whom_a_give_belongs_to() {
    let world = table_of_three();
    let of = |actor: &Actor, action: &Action| claim(&world.table, &world.characters, actor, action);
    assert_eq!(
        of(&player(ALICE), &give(CARL, None, None, None)),
        Claim::Seat(Seat::of(ALICE, "Rook, Wren"))
    );
    assert_eq!(
        of(&player(ALICE), &give(CARL, None, None, Some(ALICE))),
        Claim::Seat(Seat::of(ALICE, "Rook, Wren")),
        "from: oneself is one's own"
    );
    // One PC: its own player's seat, whoever asks.
    assert_eq!(
        of(&player(BOB), &give(CARL, None, Some("Rook"), None)),
        Claim::Seat(Seat::of(ALICE, "Rook"))
    );
    // Another player's seat: the GM's correction.
    assert_eq!(
        of(&player(BOB), &give(CARL, None, None, Some(ALICE))),
        Claim::Correction
    );
    // No seat to give: for the players (the engine says whose is missing).
    assert_eq!(
        of(&player(CARL), &give(BOB, None, None, None)),
        Claim::Players
    );
    // Through the check: Bob may not hand Rook; the GM and a seatless moderator may.
    let seats = seating(&world.table);
    let verdict = |actor: &Actor, action: &Action| {
        check(actor, &seats, &of(actor, action))
            .err()
            .map_or("ok", |e| e.key)
    };
    let rook = give(CARL, None, Some("Rook"), None);
    assert_eq!(verdict(&player(BOB), &rook), "err-seat-not-yours");
    assert_eq!(verdict(&moderator(BOB), &rook), "err-seat-not-yours");
    assert_eq!(verdict(&gm(), &rook), "ok");
    assert_eq!(verdict(&moderator(MODERATOR), &rook), "ok");
    let left = give(CARL, None, None, Some(ALICE));
    assert_eq!(verdict(&player(BOB), &left), "err-seat-gm-corrects");
    assert_eq!(verdict(&moderator(BOB), &left), "err-seat-gm-corrects");
    assert_eq!(verdict(&gm(), &left), "ok");
    assert_eq!(
        verdict(&player(CARL), &give(BOB, None, None, None)),
        "err-seat-not-at-table"
    );
}
