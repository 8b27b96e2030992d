//! Who may do what (`rules::flail::seats`): the seating a table gives, the claim
//! each kind of action makes, and the two together through the shared check — on rigged,
//! fixed states: whose turn, own or another's PC, a pending choice, older saved states.

use super::attack::{ROOK, TESS, chapel, enc_mut, set_turn};
use super::support::*;
use crate::rules::flail::action::{Action, CharacterEdit, RestKind};
use crate::rules::flail::model::*;
use crate::rules::flail::seats::{WHO_MAY, claim, seating};
use crate::rules::flail::{Actor, World};
use crate::rules::seats::{Claim, Role, Seat, check};

/// A moderator who plays no PC here.
const MODERATOR: i64 = 99;

fn moderator(user: i64) -> Actor {
    Actor {
        user,
        moderator: true,
        name: String::new(),
    }
}

/// The chapel fight with each PC's owner kept on the encounter (as `/join` keeps it now).
fn seated_chapel() -> World {
    let mut world = chapel();
    for entry in &mut enc_mut(&mut world).pcs {
        entry.owner = if entry.character_id == ROOK {
            ALICE
        } else {
            BOB
        };
    }
    world
}

fn claim_of(world: &World, actor: &Actor, action: &Action) -> Claim {
    claim(&world.table, &world.characters, actor, action)
}

/// The shared check's answer: "ok", or the refusal's key.
fn verdict(world: &World, actor: &Actor, action: &Action) -> &'static str {
    check(
        actor,
        &seating(&world.table),
        &claim_of(world, actor, action),
    )
    .err()
    .map_or("ok", |e| e.key)
}

fn rook() -> Claim {
    Claim::Seat(Seat::of(ALICE, "Rook"))
}

fn rook_chooses() -> Claim {
    Claim::Choice(Seat::of(ALICE, "Rook"))
}

fn next() -> Action {
    Action::Next
}

fn save(character: Option<&str>, against: Option<&str>) -> Action {
    Action::Save {
        attribute: Attribute::Dex,
        character: character.map(str::to_owned),
        advantage: false,
        disadvantage: false,
        against: against.map(str::to_owned),
    }
}

fn armour(dots: u32) -> Action {
    Action::Armour {
        piece: ArmourPiece::Helmet,
        dots,
        more: false,
    }
}

/// The knight's hit on Rook, held for his armour choice (Rook's turn is next).
fn rook_choosing(world: &mut World) {
    set_turn(world, CombatantRef::Adversary(0));
    let out = run(
        world,
        &gm(),
        super::attack::attack("Rook").by("Knight").go(),
        &[1, 1, 1, 4, 5, 6],
    )
    .unwrap();
    assert!(out.results[0].pending, "the hit waits for the choice");
}

#[test]
fn the_encounters_pc_owners_hold_the_seats_and_its_gm_hosts() {
    let world = seated_chapel();
    let seats = seating(&world.table);
    assert_eq!(seats.seated, vec![ALICE, BOB]);
    assert_eq!(seats.host, Some(GM));
    assert!(seats.gm);
    // A moderator who plays no PC is a GM too; one who plays Tess is not.
    assert!(seats.is_gm(&moderator(MODERATOR)));
    assert!(!seats.is_gm(&moderator(BOB)));
    assert!(seats.is_gm(&gm()));
    assert!(!seats.is_gm(&player(ALICE)));
}

#[test]
fn between_encounters_the_last_gm_hosts_and_nobody_is_seated() {
    let mut world = seated_chapel();
    world.table.encounter = None;
    world.table.last_gm = Some(GM);
    let seats = seating(&world.table);
    assert!(seats.seated.is_empty());
    assert_eq!(seats.host, Some(GM));
    assert!(
        seats.is_gm(&moderator(BOB)),
        "no encounter: every moderator is a GM"
    );
}

#[test]
fn an_older_state_without_owners_seats_nobody_but_claims_by_the_roster() {
    // `chapel()` keeps owners as 0: the shape of a state saved before they were kept.
    let world = chapel();
    assert!(seating(&world.table).seated.is_empty());
    assert_eq!(claim_of(&world, &player(BOB), &next()), rook());
}

#[test]
fn join_keeps_the_owner_on_the_encounter() {
    let mut world = chapel();
    let e = enc_mut(&mut world);
    e.pcs.clear();
    e.round = 0;
    e.turn = None;
    let join = Action::Join {
        characters: vec!["Rook".into()],
    };
    run(&mut world, &player(ALICE), join, &[]).unwrap();
    assert_eq!(seating(&world.table).seated, vec![ALICE]);
    let stored = serde_json::to_value(&world.table).unwrap();
    let mut old = stored.clone();
    // An entry stored without the field reads as owner 0.
    if let Some(entry) = old["encounter"]["pcs"][0].as_object_mut() {
        entry.remove("owner");
    }
    let back: Table = serde_json::from_value(old).unwrap();
    assert_eq!(back.encounter.unwrap().pcs[0].owner, 0);
}

#[test]
fn a_turn_is_its_pcs_player_and_an_adversarys_the_gms() {
    let mut world = seated_chapel();
    let swing = super::attack::attack("Knight").go();
    assert_eq!(claim_of(&world, &player(BOB), &next()), rook());
    assert_eq!(claim_of(&world, &player(BOB), &swing), rook());
    set_turn(&mut world, CombatantRef::Pc(TESS));
    assert_eq!(
        claim_of(&world, &player(ALICE), &next()),
        Claim::Seat(Seat::of(BOB, "Tess"))
    );
    set_turn(&mut world, CombatantRef::Adversary(0));
    assert_eq!(claim_of(&world, &player(ALICE), &next()), Claim::Correction);
    assert_eq!(claim_of(&world, &player(ALICE), &swing), Claim::Correction);
    enc_mut(&mut world).turn = None;
    assert_eq!(claim_of(&world, &gm(), &next()), Claim::Correction);
}

#[test]
fn acting_as_an_adversary_or_a_free_attack_is_the_gms() {
    let world = seated_chapel();
    let by = super::attack::attack("Rook").by("Knight").go();
    let free = super::attack::attack("Rook").by("Knight").free().go();
    assert_eq!(claim_of(&world, &player(ALICE), &by), Claim::Correction);
    assert_eq!(claim_of(&world, &player(ALICE), &free), Claim::Correction);
    assert_eq!(verdict(&world, &player(ALICE), &by), "err-seat-gm-corrects");
    assert_eq!(verdict(&world, &moderator(MODERATOR), &by), "ok");
}

#[test]
fn before_initiative_an_attack_is_with_ones_own() {
    let mut world = seated_chapel();
    let e = enc_mut(&mut world);
    e.round = 0;
    e.turn = None;
    let swing = super::attack::attack("Knight").go();
    assert_eq!(claim_of(&world, &player(BOB), &swing), Claim::Open);
}

#[test]
fn a_named_pc_is_its_players_and_a_named_adversary_the_gms() {
    let world = seated_chapel();
    let bob = player(BOB);
    assert_eq!(claim_of(&world, &bob, &save(Some("rook"), None)), rook());
    assert_eq!(claim_of(&world, &bob, &save(None, None)), Claim::Open);
    assert_eq!(
        claim_of(&world, &bob, &save(Some("Knight"), None)),
        Claim::Correction
    );
    // Saving one's own PC against an adversary (or another PC): the saver's alone.
    assert_eq!(
        claim_of(&world, &player(ALICE), &save(Some("Rook"), Some("Knight"))),
        rook()
    );
    assert_eq!(
        verdict(&world, &player(ALICE), &save(Some("Rook"), Some("Tess"))),
        "ok"
    );
    let flee = Action::Flee {
        character: Some("Rook".into()),
        slower: false,
    };
    let death = Action::DeathRoll {
        character: Some("Rook".into()),
        attribute: None,
    };
    for action in [flee, death] {
        assert_eq!(claim_of(&world, &bob, &action), rook());
    }
    // An unknown name is the engine's to refuse.
    assert_eq!(
        claim_of(&world, &bob, &save(Some("Nobody"), None)),
        Claim::Open
    );
}

#[test]
fn a_sheet_is_its_owners_and_the_specialty_mark_the_gms() {
    let world = seated_chapel();
    let bob = player(BOB);
    let edit = Action::CharacterEdit {
        character: "Rook".into(),
        edit: CharacterEdit {
            hp: Some(3),
            ..CharacterEdit::default()
        },
    };
    let delete = Action::CharacterDelete {
        character: "Rook".into(),
    };
    let armour_on = Action::CharacterArmour {
        character: "Rook".into(),
        piece: ArmourPiece::Shield,
        remove: false,
    };
    let weapon = |specialty| Action::CharacterWeapon {
        character: "Rook".into(),
        weapon: "dagger".into(),
        th: None,
        dmg: None,
        missile: None,
        specialty,
        two_handed: None,
        remove: false,
    };
    for action in [edit, delete, armour_on, weapon(None)] {
        assert_eq!(claim_of(&world, &bob, &action), rook(), "{action:?}");
    }
    assert_eq!(
        claim_of(&world, &bob, &weapon(Some(true))),
        Claim::Correction
    );
}

#[test]
fn joining_several_is_each_ones_players() {
    let world = seated_chapel();
    let both = Action::Join {
        characters: vec!["Rook".into(), "Tess".into()],
    };
    assert_eq!(
        claim_of(&world, &player(ALICE), &both),
        Claim::Seat(Seat::of(BOB, "Tess"))
    );
    let own = Action::Join {
        characters: vec!["Rook".into()],
    };
    assert_eq!(claim_of(&world, &player(ALICE), &own), Claim::Open);
}

#[test]
fn table_wide_steps_are_the_gms_ending_the_hosts_starting_anyones() {
    let world = seated_chapel();
    let alice = player(ALICE);
    let gm_only = [
        Action::Initiative,
        Action::SessionEnd,
        Action::Settings {
            attribute_rule: Some(true),
        },
        Action::Morale {
            adversary: None,
            surrender: false,
        },
        Action::Damage {
            target: "Rook".into(),
            amount: 1,
            physical: true,
        },
        Action::Heal {
            target: "Rook".into(),
            amount: 1,
        },
        Action::ConditionAdd {
            target: "Rook".into(),
            condition: ConditionKind::Prone,
            save: None,
        },
        Action::ConditionRemove {
            target: "Rook".into(),
            condition: ConditionKind::Prone,
        },
        Action::ItemUsage {
            character: "Rook".into(),
            item: "helmet".into(),
            dots: 1,
        },
        Action::Rest {
            kind: RestKind::Short,
            character: Some("Rook".into()),
        },
        Action::AdversaryRemove {
            name: "Knight".into(),
        },
    ];
    for action in gm_only {
        assert_eq!(
            claim_of(&world, &alice, &action),
            Claim::Correction,
            "{action:?}"
        );
        assert_eq!(verdict(&world, &alice, &action), "err-seat-gm-corrects");
        assert_eq!(
            verdict(&world, &moderator(ALICE), &action),
            "err-seat-gm-corrects"
        );
    }
    assert_eq!(claim_of(&world, &alice, &Action::EncounterEnd), Claim::Host);
    assert_eq!(
        verdict(&world, &moderator(BOB), &Action::EncounterEnd),
        "err-seat-host"
    );
    assert_eq!(
        verdict(&world, &moderator(MODERATOR), &Action::EncounterEnd),
        "ok"
    );
    let start = Action::EncounterStart { surprise: None };
    assert_eq!(claim_of(&world, &alice, &start), Claim::Open);
}

#[test]
fn while_rooks_armour_choice_pends_only_rooks_player_or_the_gm_acts() {
    let mut world = seated_chapel();
    rook_choosing(&mut world);
    // The answer, and any other action, are Rook's player's.
    for who in [
        player(BOB),
        moderator(BOB),
        player(MODERATOR),
        player(ALICE),
    ] {
        assert_eq!(claim_of(&world, &who, &armour(1)), rook_chooses());
    }
    for who in [player(BOB), moderator(BOB)] {
        assert_eq!(claim_of(&world, &who, &next()), rook_chooses());
        assert_eq!(verdict(&world, &who, &next()), "err-seat-choice");
        assert_eq!(verdict(&world, &who, &armour(0)), "err-seat-choice");
        let refusal = check(
            &who,
            &seating(&world.table),
            &claim_of(&world, &who, &next()),
        )
        .unwrap_err();
        assert_eq!(refusal.args, vec![("who", "Rook".into())], "names Rook");
    }
    // Rook's player's other action keeps its own claim (and accepts the default).
    assert_eq!(claim_of(&world, &player(ALICE), &next()), rook());
    assert_eq!(verdict(&world, &player(ALICE), &armour(1)), "ok");
    assert_eq!(verdict(&world, &gm(), &next()), "ok");
    assert_eq!(verdict(&world, &moderator(MODERATOR), &armour(0)), "ok");
}

#[test]
fn a_fumble_choice_is_the_fumblers_players() {
    let mut world = seated_chapel();
    enc_mut(&mut world)
        .pending
        .push(Pending::Fumble(PendingFumble {
            character_id: TESS,
            weapon: "Short bow".into(),
        }));
    let fumble = Action::Fumble {
        ally: None,
        item: Some("Short bow".into()),
    };
    let tess = Claim::Choice(Seat::of(BOB, "Tess"));
    assert_eq!(claim_of(&world, &player(ALICE), &fumble), tess);
    assert_eq!(claim_of(&world, &player(ALICE), &next()), tess);
    assert_eq!(verdict(&world, &player(BOB), &fumble), "ok");
    // Nothing pends for `/armour` to answer: the engine says so.
    assert_eq!(claim_of(&world, &player(BOB), &armour(1)), Claim::Open);
}

#[test]
fn two_choices_pending_another_action_needs_both_choosers() {
    let mut world = seated_chapel();
    rook_choosing(&mut world);
    enc_mut(&mut world)
        .pending
        .push(Pending::Fumble(PendingFumble {
            character_id: TESS,
            weapon: "Short bow".into(),
        }));
    // Rook's player would accept Tess's default: Tess's player is choosing.
    assert_eq!(
        claim_of(&world, &player(ALICE), &next()),
        Claim::Choice(Seat::of(BOB, "Tess"))
    );
    assert_eq!(claim_of(&world, &player(BOB), &next()), rook_chooses());
}

#[test]
fn non_physical_damage_waits_for_its_players_choice_in_a_fight_or_out() {
    let mut world = seated_chapel();
    world.table.encounter = None;
    world.table.pending_damage = Some(PendingDamage {
        target: ROOK,
        amount: 4,
        dots: 0,
    });
    assert_eq!(claim_of(&world, &player(BOB), &armour(1)), rook_chooses());
    let create = Action::CharacterCreate {
        name: "Mara".into(),
        class: Class::Cutthroat,
        attributes: [Some(8); 5],
        hp: None,
        religion: None,
    };
    assert_eq!(claim_of(&world, &player(BOB), &create), rook_chooses());
    assert_eq!(claim_of(&world, &player(ALICE), &create), Claim::Open);
}

#[test]
fn a_moderator_who_plays_a_pc_acts_for_that_pc_alone() {
    let mut world = seated_chapel();
    // Bob, a moderator, plays Tess: Rook's turn is not his, Tess's is.
    assert_eq!(
        verdict(&world, &moderator(BOB), &next()),
        "err-seat-not-yours"
    );
    assert_eq!(
        verdict(&world, &moderator(BOB), &save(Some("Rook"), None)),
        "err-seat-not-yours"
    );
    set_turn(&mut world, CombatantRef::Pc(TESS));
    assert_eq!(verdict(&world, &moderator(BOB), &next()), "ok");
    // The GM and a moderator who plays no PC act for anyone.
    assert_eq!(verdict(&world, &gm(), &save(Some("Rook"), None)), "ok");
    assert_eq!(
        verdict(&world, &moderator(MODERATOR), &save(Some("Rook"), None)),
        "ok"
    );
}

#[test]
fn the_gm_may_delete_a_pc_between_fights() {
    let mut world = seated_chapel();
    world.table.encounter = None;
    world.table.last_gm = Some(GM);
    let delete = Action::CharacterDelete {
        character: "Tess".into(),
    };
    assert_eq!(verdict(&world, &gm(), &delete), "ok");
    run(&mut world, &gm(), delete, &[]).unwrap();
    assert!(world.characters.iter().all(|c| c.id != TESS));
}

#[test]
fn the_table_names_flails_roles() {
    assert_eq!(
        WHO_MAY.roles,
        &[
            Role::Own,
            Role::Opponent,
            Role::SeatedModerator,
            Role::Bystander,
            Role::Gm,
            Role::SeatlessModerator
        ]
    );
}
