//! The seats of this game on fixed states: each kind of claim, whose turn, pending
//! choices, and the claims through the shared check.

use super::*;
use crate::dice::RiggedDice;
use crate::rules::seats::check;
use crate::rules::tornscape::{Event, Facts, Marker, Named, NewMiniature, Size, Tile, apply};

const HOST: i64 = 1;
const ANNA: i64 = 2;
const BORIS: i64 = 3;
const CAROL: i64 = 4;
const MALLORY: i64 = 5;
const MODERATOR: i64 = 6;

fn actor(user: i64) -> Actor {
    let name = match user {
        HOST => "Host",
        ANNA => "Anna",
        BORIS => "Boris",
        CAROL => "Carol",
        MALLORY => "Mallory",
        _ => "Mod",
    };
    Actor {
        user,
        moderator: user == MODERATOR,
        name: name.to_owned(),
    }
}

fn run(table: &mut Table, user: i64, action: Action) {
    let mut dice = RiggedDice::new([1; 32]);
    apply(table, &actor(user), &action, &mut dice)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
}

fn miniature(name: &str, agility: u8) -> Action {
    Action::AddMiniature(NewMiniature {
        name: name.to_owned(),
        size: Size::Normal,
        life: 9,
        defense: 1,
        agility,
        veteran: false,
        cautious: false,
        mental_immune: false,
        leader: false,
        transforms: false,
        affinities: Vec::new(),
        ethereal_protection: 0,
        count: 1,
    })
}

fn tile(miniature: &str) -> Action {
    Action::AddTile {
        miniature: miniature.to_owned(),
        tile: Tile {
            name: "Claws".to_owned(),
            ranged: false,
            range: 1,
            attack: 2,
            mastery: 0,
            agility: 0,
            damage: 1,
            damage_type: crate::rules::tornscape::DamageType::Physical,
            marker: None,
            area: false,
            assault: false,
            ethereal: false,
            no_damage: false,
            panic_test: false,
        },
    }
}

fn attack(attacker: &str, target: &str) -> Action {
    Action::Attack {
        attacker: attacker.to_owned(),
        target: target.to_owned(),
        tile: None,
        free: false,
        enemy_adjacent: false,
        hazard: false,
        facts: Facts::default(),
    }
}

fn damage(target: &str, from: Option<&str>) -> Action {
    Action::Damage {
        target: target.to_owned(),
        amount: 1,
        from: from.map(str::to_owned),
    }
}

/// The host starts; Anna plays Torgvar, Boris Noxtiis, Carol Cora.
fn board() -> Table {
    let mut table = Table::default();
    run(&mut table, HOST, Action::Start);
    run(&mut table, ANNA, miniature("Torgvar", 1));
    run(&mut table, ANNA, tile("Torgvar"));
    run(&mut table, BORIS, miniature("Noxtiis", 1));
    run(&mut table, BORIS, tile("Noxtiis"));
    run(&mut table, CAROL, miniature("Cora", 0));
    table
}

fn key(table: &Table, user: i64, action: &Action) -> &'static str {
    let who = actor(user);
    check(&who, &seating(table), &claim(table, &who, action))
        .err()
        .map_or("ok", |e| e.key)
}

fn anna() -> Seat {
    Seat::of(ANNA, "Anna")
}

#[test]
fn the_players_with_miniatures_hold_the_seats() {
    let table = board();
    let seating = seating(&table);
    assert_eq!(seating.seated, vec![ANNA, BORIS, CAROL]);
    assert_eq!(seating.host, Some(HOST));
    assert!(!seating.gm);
    assert_eq!(super::seating(&Table::default()), Seating::default());
}

#[test]
fn a_pieces_own_actions_are_its_players() {
    let table = board();
    let act = Action::Activate {
        name: "torgvar".into(),
    };
    assert_eq!(claim(&table, &actor(BORIS), &act), Claim::Seat(anna()));
    assert_eq!(key(&table, ANNA, &act), "ok");
    for user in [BORIS, HOST, MODERATOR, MALLORY] {
        assert_eq!(key(&table, user, &act), "err-seat-not-yours");
    }
    let hit = attack("Torgvar", "Noxtiis");
    assert_eq!(claim(&table, &actor(HOST), &hit), Claim::Seat(anna()));
    // Without `as:` the caller's own miniature attacks; a bystander's goes to the
    // engine, which asks which one.
    let mine = attack("", "Noxtiis");
    assert_eq!(claim(&table, &actor(ANNA), &mine), Claim::Seat(anna()));
    assert_eq!(claim(&table, &actor(MALLORY), &mine), Claim::Open);
    // A name not on the board is the engine's to refuse.
    assert_eq!(
        claim(&table, &actor(ANNA), &attack("Nobody", "Cora")),
        Claim::Open
    );
}

#[test]
fn registering_removing_and_panic_on_anothers_piece_are_corrections() {
    let table = board();
    for action in [
        tile("Torgvar"),
        Action::Remove {
            name: "Torgvar".into(),
        },
        Action::Panic {
            name: "Torgvar".into(),
            modifier: 0,
        },
    ] {
        assert_eq!(claim(&table, &actor(ANNA), &action), Claim::Seat(anna()));
        assert_eq!(claim(&table, &actor(BORIS), &action), Claim::Correction);
        assert_eq!(key(&table, HOST, &action), "ok");
        assert_eq!(key(&table, MODERATOR, &action), "ok");
        assert_eq!(key(&table, BORIS, &action), "err-seat-corrects");
    }
}

#[test]
fn damage_on_anothers_piece_is_an_effect_in_ones_own_activation() {
    let mut table = board();
    // Nobody acts: only a correction.
    assert_eq!(
        claim(&table, &actor(ANNA), &damage("Cora", Some("Lash"))),
        Claim::Effect {
            turn: None,
            cause: true
        }
    );
    assert_eq!(
        key(&table, ANNA, &damage("Cora", Some("Lash"))),
        "err-seat-effect-turn"
    );
    assert_eq!(key(&table, HOST, &damage("Cora", None)), "ok");
    run(
        &mut table,
        ANNA,
        Action::Activate {
            name: "Torgvar".into(),
        },
    );
    assert_eq!(key(&table, ANNA, &damage("Cora", Some("Lash"))), "ok");
    assert_eq!(
        key(&table, ANNA, &damage("Cora", None)),
        "err-seat-effect-cause"
    );
    assert_eq!(
        key(&table, BORIS, &damage("Cora", Some("Lash"))),
        "err-seat-effect-turn"
    );
    assert_eq!(
        key(&table, MALLORY, &damage("Cora", Some("Lash"))),
        "err-seat-effect-turn"
    );
    // One's own miniature is one's own, cause or not.
    assert_eq!(key(&table, CAROL, &damage("Cora", None)), "ok");
    let marker = Action::MarkerAdd {
        target: "Noxtiis".into(),
        marker: Marker::Slowed,
        from: Some("Frost".into()),
    };
    assert_eq!(key(&table, ANNA, &marker), "ok");
    let heal = Action::Heal {
        target: "Noxtiis".into(),
        amount: 1,
        from: None,
    };
    assert_eq!(key(&table, ANNA, &heal), "err-seat-effect-cause");
    // A name not on the board is the engine's to refuse.
    assert_eq!(
        claim(&table, &actor(ANNA), &damage("Nobody", None)),
        Claim::Open
    );
}

#[test]
fn a_waiting_pause_is_its_choosers_alone() {
    let mut table = board();
    run(&mut table, BORIS, attack("Noxtiis", "Torgvar"));
    let choice = Claim::Choice(anna());
    for action in [
        Action::Next,
        Action::Choose(exchange::Answer::Default),
        damage("Torgvar", None),
        Action::NewRound,
        Action::Settings {
            faces: Vec::new(),
            counter_activates: Some(true),
        },
        miniature("Newt", 0),
    ] {
        for user in [BORIS, CAROL, HOST, MODERATOR, MALLORY] {
            assert_eq!(claim(&table, &actor(user), &action), choice, "{action:?}");
            assert_eq!(key(&table, user, &action), "err-seat-choice");
        }
    }
    // Answering is the chooser's; her other actions are judged as ever, after the
    // defaults are accepted: `/next` ends an activation, Noxtiis's here, not hers.
    assert_eq!(
        claim(
            &table,
            &actor(ANNA),
            &Action::Choose(exchange::Answer::Default)
        ),
        choice
    );
    assert_eq!(key(&table, ANNA, &Action::Next), "err-seat-turn");
    assert_eq!(key(&table, ANNA, &damage("Torgvar", None)), "ok");
    // Noxtiis acts (it attacks): Anna's cards wait for her own activation.
    assert_eq!(
        key(&table, ANNA, &damage("Noxtiis", Some("Lash"))),
        "err-seat-effect-turn"
    );
    assert_eq!(key(&table, ANNA, &Action::NewRound), "err-seat-turn");
    // Ending the game waits for nobody; reading is anyone's.
    assert_eq!(claim(&table, &actor(HOST), &Action::End), Claim::Host);
    assert_eq!(key(&table, HOST, &Action::End), "ok");
    assert_eq!(key(&table, BORIS, &Action::End), "err-seat-host");
}

#[test]
fn next_and_the_next_round_are_the_acting_players() {
    let mut table = board();
    // Between activations: any player, or a seatless corrector.
    assert_eq!(
        claim(&table, &actor(BORIS), &Action::NewRound),
        Claim::Turn(None)
    );
    assert_eq!(key(&table, BORIS, &Action::NewRound), "ok");
    assert_eq!(key(&table, HOST, &Action::NewRound), "ok");
    assert_eq!(
        key(&table, MALLORY, &Action::NewRound),
        "err-seat-not-at-table"
    );
    assert_eq!(claim(&table, &actor(BORIS), &Action::Next), Claim::Open);
    run(
        &mut table,
        ANNA,
        Action::Activate {
            name: "Torgvar".into(),
        },
    );
    for action in [Action::Next, Action::NewRound] {
        assert_eq!(
            claim(&table, &actor(BORIS), &action),
            Claim::Turn(Some(anna()))
        );
        assert_eq!(key(&table, ANNA, &action), "ok");
        assert_eq!(key(&table, HOST, &action), "ok");
        assert_eq!(key(&table, MODERATOR, &action), "ok");
        assert_eq!(key(&table, BORIS, &action), "err-seat-turn");
    }
}

#[test]
fn a_seated_host_acts_only_for_their_own_seat() {
    let mut table = Table::default();
    run(&mut table, BORIS, Action::Start);
    run(&mut table, ANNA, miniature("Torgvar", 1));
    run(&mut table, BORIS, miniature("Noxtiis", 1));
    assert_eq!(
        key(&table, BORIS, &damage("Torgvar", None)),
        "err-seat-effect-turn"
    );
    assert_eq!(
        key(
            &table,
            BORIS,
            &Action::Remove {
                name: "Torgvar".into()
            }
        ),
        "err-seat-corrects"
    );
    assert_eq!(key(&table, BORIS, &Action::End), "ok");
}

#[test]
fn a_seat_is_named_as_the_table_shows_its_player() {
    let mut table = board();
    let encounter = table.encounter.as_mut().unwrap();
    assert_eq!(player_name(encounter, ANNA), "Anna");
    encounter.players.clear();
    assert_eq!(player_name(encounter, BORIS), "player 2");
    assert_eq!(player_name(encounter, MALLORY), "player 4");
}

fn give(to: i64, piece: Option<&str>, from: Option<i64>) -> Action {
    Action::GiveSeat {
        to,
        to_name: None,
        piece: piece.map(str::to_owned),
        from,
    }
}

fn refused(table: &Table, user: i64, action: &Action) -> &'static str {
    let mut copy = table.clone();
    let mut dice = RiggedDice::new([1; 4]);
    let e = apply(&mut copy, &actor(user), action, &mut dice).expect_err("refused");
    assert_eq!(&copy, table, "a refusal changes nothing");
    e.key
}

fn owners(table: &Table) -> Vec<(String, i64)> {
    let encounter = table.encounter.as_ref().unwrap();
    encounter
        .miniatures
        .iter()
        .map(|m| (m.name.clone(), m.owner))
        .collect()
}

#[test]
fn a_whole_seat_goes_with_every_miniature_and_the_new_players_name() {
    let mut table = board();
    run(&mut table, ANNA, miniature("Rook", 0));
    run(
        &mut table,
        ANNA,
        Action::Damage {
            target: "Rook".into(),
            amount: 9,
            from: None,
        },
    );
    let mut dice = RiggedDice::new([1; 4]);
    let handed = Action::GiveSeat {
        to: MALLORY,
        to_name: Some("Mallory".into()),
        piece: None,
        from: None,
    };
    let outcome = apply(&mut table, &actor(ANNA), &handed, &mut dice).unwrap();
    // The removed Rook changes hands too (it is part of the seat), but is not listed.
    assert_eq!(
        owners(&table),
        vec![
            ("Torgvar".into(), MALLORY),
            ("Noxtiis".into(), BORIS),
            ("Cora".into(), CAROL),
            ("Rook".into(), MALLORY),
        ]
    );
    assert_eq!(
        outcome.events,
        vec![Event::SeatGiven {
            from: Named {
                name: Some("Anna".into()),
                number: 1
            },
            to: Named {
                name: Some("Mallory".into()),
                number: 1
            },
            piece: None,
            pieces: vec!["Torgvar".into()],
            by: None,
        }]
    );
    let seating = seating(&table);
    assert!(!seating.holds_seat(ANNA));
    assert!(seating.holds_seat(MALLORY));
    // The new player acts for Torgvar; Anna no longer does.
    let act = Action::Activate {
        name: "Torgvar".into(),
    };
    assert_eq!(key(&table, MALLORY, &act), "ok");
    assert_eq!(key(&table, ANNA, &act), "err-seat-not-yours");
}

#[test]
fn one_miniature_goes_alone_to_a_player_who_may_already_hold_a_seat() {
    let mut table = board();
    run(&mut table, ANNA, miniature("Rook", 0));
    let mut dice = RiggedDice::new([1; 4]);
    let outcome = apply(
        &mut table,
        &actor(ANNA),
        &give(BORIS, Some("rook"), None),
        &mut dice,
    )
    .unwrap();
    assert_eq!(owners(&table)[3], ("Rook".into(), BORIS));
    assert_eq!(owners(&table)[0], ("Torgvar".into(), ANNA));
    let Event::SeatGiven { piece, pieces, .. } = &outcome.events[0] else {
        panic!("{outcome:?}");
    };
    assert_eq!(piece.as_deref(), Some("Rook"));
    assert_eq!(pieces, &vec!["Rook".to_owned()]);
    assert!(seating(&table).holds_seat(ANNA));
}

#[test]
fn a_host_reassigns_the_seat_of_a_player_who_left_and_says_so() {
    let mut table = board();
    for corrector in [HOST, MODERATOR] {
        let mut copy = table.clone();
        let handed = give(MALLORY, None, Some(CAROL));
        assert_eq!(claim(&copy, &actor(corrector), &handed), Claim::Correction);
        assert_eq!(key(&copy, corrector, &handed), "ok");
        let mut dice = RiggedDice::new([1; 4]);
        let outcome = apply(&mut copy, &actor(corrector), &handed, &mut dice).unwrap();
        assert_eq!(owners(&copy)[2], ("Cora".into(), MALLORY));
        let Event::SeatGiven { from, to, by, .. } = &outcome.events[0] else {
            panic!("{outcome:?}");
        };
        assert_eq!(from.name.as_deref(), Some("Carol"));
        // Mallory's name is not known until she acts: "player 3", Carol's place.
        assert_eq!(
            to,
            &Named {
                name: None,
                number: 3
            }
        );
        assert_eq!(by.as_deref(), Some(actor(corrector).name.as_str()));
    }
    // A seated player may not hand another's seat, nor may a bystander.
    let handed = give(MALLORY, None, Some(CAROL));
    assert_eq!(key(&table, ANNA, &handed), "err-seat-corrects");
    assert_eq!(key(&table, MALLORY, &handed), "err-seat-corrects");
    // Behind the seats check, the engine's own line says the same.
    assert_eq!(refused(&table, ANNA, &handed), "err-ts-host-only");
    run(&mut table, HOST, give(MALLORY, Some("Cora"), Some(CAROL)));
    assert_eq!(owners(&table)[2], ("Cora".into(), MALLORY));
}

#[test]
fn handing_is_refused_to_oneself_without_a_seat_or_for_anothers_piece() {
    let table = board();
    assert_eq!(
        refused(&table, ANNA, &give(ANNA, None, None)),
        "err-ts-give-self"
    );
    assert_eq!(
        refused(&table, HOST, &give(ANNA, None, Some(ANNA))),
        "err-ts-give-self"
    );
    // A seatless host's own seat: the check lets them by (they may correct), the
    // engine finds nothing to hand.
    assert_eq!(
        claim(&table, &actor(HOST), &give(ANNA, None, None)),
        Claim::Players
    );
    assert_eq!(
        key(&table, MALLORY, &give(ANNA, None, None)),
        "err-seat-not-at-table"
    );
    assert_eq!(
        refused(&table, HOST, &give(ANNA, None, None)),
        "err-ts-give-no-seat"
    );
    assert_eq!(
        refused(&table, HOST, &give(ANNA, None, Some(MALLORY))),
        "err-ts-give-no-seat"
    );
    // Another's miniature: the seats check names its player; a correction that names
    // the wrong player is the engine's to refuse.
    let theirs = give(CAROL, Some("Noxtiis"), None);
    assert_eq!(
        claim(&table, &actor(ANNA), &theirs),
        Claim::Seat(Seat::of(BORIS, "Boris"))
    );
    assert_eq!(key(&table, ANNA, &theirs), "err-seat-not-yours");
    assert_eq!(
        refused(&table, HOST, &give(CAROL, Some("Noxtiis"), Some(ANNA))),
        "err-ts-give-not-theirs"
    );
    assert_eq!(
        refused(&table, ANNA, &give(CAROL, Some("Nobody"), None)),
        "err-ts-no-miniature"
    );
    assert_eq!(
        refused(&Table::default(), ANNA, &give(CAROL, None, None)),
        "err-no-encounter"
    );
}

#[test]
fn a_leader_does_not_join_another_leaders_expedition() {
    let mut table = board();
    let leader = |name: &str| {
        let Action::AddMiniature(mut new) = miniature(name, 0) else {
            unreachable!()
        };
        new.leader = true;
        Action::AddMiniature(new)
    };
    run(&mut table, ANNA, leader("Chief"));
    run(&mut table, BORIS, leader("Boss"));
    assert_eq!(
        refused(&table, ANNA, &give(BORIS, None, None)),
        "err-ts-give-leader"
    );
    assert_eq!(
        refused(&table, ANNA, &give(BORIS, Some("Chief"), None)),
        "err-ts-give-leader"
    );
    // Her other miniatures may go; her leader to someone who leads nobody.
    run(&mut table, ANNA, give(BORIS, Some("Torgvar"), None));
    run(&mut table, ANNA, give(CAROL, Some("Chief"), None));
}

#[test]
fn a_waiting_choice_passes_with_its_miniature_unanswered() {
    let mut table = board();
    run(&mut table, BORIS, attack("Noxtiis", "Torgvar"));
    let before = table.encounter.as_ref().unwrap().exchange.clone();
    assert!(before.is_some());
    // Anyone else handing their own seat waits for the chooser.
    assert_eq!(
        key(&table, CAROL, &give(MALLORY, None, None)),
        "err-seat-choice"
    );
    // The chooser hands hers: nothing is settled, the choice is now Mallory's.
    let handed = give(MALLORY, None, None);
    assert_eq!(claim(&table, &actor(ANNA), &handed), Claim::Seat(anna()));
    let mut copy = table.clone();
    run(&mut copy, ANNA, handed);
    assert_eq!(copy.encounter.as_ref().unwrap().exchange, before);
    let accept = Action::Choose(exchange::Answer::Default);
    assert_eq!(key(&copy, MALLORY, &accept), "ok");
    assert_eq!(key(&copy, ANNA, &accept), "err-seat-choice");
    // A host reassigns a vanished chooser's seat without waiting for her.
    let reassign = give(MALLORY, None, Some(ANNA));
    assert_eq!(claim(&table, &actor(HOST), &reassign), Claim::Correction);
    run(&mut table, HOST, reassign);
    assert_eq!(table.encounter.as_ref().unwrap().exchange, before);
    assert_eq!(
        key(&table, ANNA, &Action::Choose(exchange::Answer::Default)),
        "err-seat-choice"
    );
}

#[test]
fn nothing_running_is_open_and_the_table_lists_every_role() {
    let table = Table::default();
    assert_eq!(claim(&table, &actor(MALLORY), &Action::Start), Claim::Open);
    assert_eq!(
        claim(&table, &actor(MALLORY), &Action::NewRound),
        Claim::Open
    );
    let markdown = WHO_MAY.markdown();
    assert!(markdown.contains("| attack with a miniature | the attacker's player | ✓ | ✗ |"));
    assert_eq!(WHO_MAY.roles.len(), 7);
}
