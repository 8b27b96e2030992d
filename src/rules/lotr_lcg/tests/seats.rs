//! The seats of this game on fixed states: each kind of claim, whose turn, pending
//! choices, and the claims through the shared check.

use super::*;
use crate::rules::lotr_lcg::model::{Character, CharacterKind, Combat, Enemy, Stage};
use crate::rules::seats::check;

const ANNA: i64 = 1;
const BORIS: i64 = 2;
const HOST_USER: i64 = 3;
const MODERATOR: i64 = 4;

fn actor(user: i64) -> Actor {
    Actor {
        user,
        moderator: user == MODERATOR,
        name: String::new(),
    }
}

fn player(name: &str, user: i64) -> Player {
    Player {
        name: name.into(),
        user,
        threat: 28,
        eliminated: false,
        shown_as: String::new(),
    }
}

fn character(name: &str, player: &str) -> Character {
    Character {
        name: name.into(),
        player: player.into(),
        kind: CharacterKind::Hero,
        attack: 2,
        defense: 2,
        hit_points: 5,
        damage: 0,
        exhausted: false,
        ranged: false,
        sentinel: false,
    }
}

fn enemy(name: &str, engaged_with: Option<&str>) -> Enemy {
    Enemy {
        name: name.into(),
        attack: 2,
        defense: 1,
        hit_points: 3,
        damage: 0,
        engagement_cost: 20,
        engaged_with: engaged_with.map(Into::into),
        engaged_order: 0,
        shadow: None,
    }
}

/// Anna (user 1, first player) with Aragorn and the Orc; Boris (user 2) with Beregond
/// and the Warg; a Goblin in the staging area; the host holds no seat.
fn table() -> Table {
    let mut table = Table::new(HOST_USER);
    table.players = vec![player("Anna", ANNA), player("Boris", BORIS)];
    table.characters = vec![character("Aragorn", "Anna"), character("Beregond", "Boris")];
    table.enemies = vec![
        enemy("Orc", Some("Anna")),
        enemy("Warg", Some("Boris")),
        enemy("Goblin", None),
    ];
    table
}

fn in_step(stage: Stage) -> Table {
    let mut table = table();
    table.combat = Some(Combat {
        stage,
        order: vec!["Anna".into(), "Boris".into()],
        attacked: Vec::new(),
        struck: Vec::new(),
    });
    table
}

fn anna() -> Seat {
    Seat::of(ANNA, "Anna")
}

fn boris() -> Seat {
    Seat::of(BORIS, "Boris")
}

fn damage(target: &str) -> Action {
    Action::Damage {
        target: target.into(),
        amount: 1,
    }
}

fn allowed(table: &Table, user: i64, action: &Action) -> Result<(), &'static str> {
    let actor = actor(user);
    check(&actor, &seating(table), &claim(table, &actor, action)).map_err(|e| e.key)
}

#[test]
fn seats_are_the_players_users_and_the_host_is_no_gm() {
    let mut table = table();
    table.players.push(player("Anna Two", ANNA));
    let seating = seating(&table);
    assert_eq!(seating.seated, [ANNA, BORIS]);
    assert_eq!(seating.host, Some(HOST_USER));
    assert!(!seating.gm);
}

#[test]
fn damage_on_ones_own_piece_is_the_seats_and_on_anothers_a_correction() {
    let table = table();
    let anna_acts = actor(ANNA);
    assert_eq!(
        claim(&table, &anna_acts, &damage("aragorn")),
        Claim::Seat(anna())
    );
    assert_eq!(
        claim(&table, &anna_acts, &damage("Orc")),
        Claim::Seat(anna())
    );
    assert_eq!(
        claim(&table, &actor(BORIS), &damage("Aragorn")),
        Claim::Correction
    );
    assert_eq!(
        claim(&table, &anna_acts, &damage("Warg")),
        Claim::Correction
    );
    // Once allowed, now refused: Boris's `/damage target:Aragorn` destroyed Anna's hero.
    assert_eq!(
        allowed(&table, BORIS, &damage("Aragorn")),
        Err("err-seat-corrects")
    );
    assert_eq!(allowed(&table, HOST_USER, &damage("Aragorn")), Ok(()));
    assert_eq!(allowed(&table, MODERATOR, &damage("Aragorn")), Ok(()));
    let heal = Action::Heal {
        target: "Beregond".into(),
        amount: 1,
    };
    assert_eq!(claim(&table, &anna_acts, &heal), Claim::Correction);
    let remove = Action::Remove {
        name: "Beregond".into(),
    };
    assert_eq!(claim(&table, &actor(BORIS), &remove), Claim::Seat(boris()));
}

#[test]
fn a_staging_area_enemy_or_an_unknown_name_is_any_players() {
    let table = table();
    assert_eq!(
        claim(&table, &actor(BORIS), &damage("Goblin")),
        Claim::Players
    );
    assert_eq!(
        claim(&table, &actor(BORIS), &damage("Nobody")),
        Claim::Players
    );
    assert_eq!(
        allowed(&table, 99, &damage("Goblin")),
        Err("err-seat-not-at-table")
    );
}

#[test]
fn two_handed_play_acts_for_either_seat() {
    let mut table = table();
    table.players[1].user = ANNA;
    assert_eq!(allowed(&table, ANNA, &damage("Beregond")), Ok(()));
    let stage = in_step(Stage::ChooseEnemy {
        player: "Boris".into(),
    });
    let mut two = stage.clone();
    two.players[1].user = ANNA;
    let choose = Action::ChooseEnemy {
        enemy: "Warg".into(),
    };
    assert_eq!(allowed(&two, ANNA, &choose), Ok(()));
    assert_eq!(allowed(&stage, ANNA, &choose), Err("err-seat-not-yours"));
}

#[test]
fn a_seat_of_ones_own_and_setup_are_open_or_any_players() {
    let table = table();
    let seat = Action::AddPlayer {
        name: "Cara".into(),
        threat: 25,
        first: false,
    };
    assert_eq!(claim(&table, &actor(99), &seat), Claim::Open);
    let shuffle = Action::Shuffle { discard: false };
    assert_eq!(claim(&table, &actor(ANNA), &shuffle), Claim::Players);
    let engage = Action::Engage {
        enemy: "Goblin".into(),
        player: Some("Boris".into()),
    };
    assert_eq!(claim(&table, &actor(ANNA), &engage), Claim::Players);
}

#[test]
fn a_hero_or_threat_for_another_seat_is_a_correction() {
    let table = table();
    let hero = |player: Option<&str>| Action::AddCharacter {
        name: "Gimli".into(),
        kind: CharacterKind::Hero,
        player: player.map(Into::into),
        attack: 2,
        defense: 2,
        hit_points: 5,
        ranged: false,
        sentinel: false,
    };
    assert_eq!(claim(&table, &actor(ANNA), &hero(None)), Claim::Open);
    assert_eq!(
        claim(&table, &actor(ANNA), &hero(Some("anna"))),
        Claim::Seat(anna())
    );
    assert_eq!(
        claim(&table, &actor(ANNA), &hero(Some("Boris"))),
        Claim::Correction
    );
    assert_eq!(
        claim(&table, &actor(ANNA), &hero(Some("Nobody"))),
        Claim::Open
    );
    let threat = Action::Threat {
        player: Some("Anna".into()),
        value: 49,
    };
    assert_eq!(allowed(&table, BORIS, &threat), Err("err-seat-corrects"));
    assert_eq!(allowed(&table, HOST_USER, &threat), Ok(()));
}

#[test]
fn refresh_and_the_combat_phase_are_the_first_players() {
    let mut table = table();
    assert_eq!(
        claim(&table, &actor(BORIS), &Action::Refresh),
        Claim::Turn(Some(anna()))
    );
    // Once allowed, now refused: any player refreshed at will and pushed another's threat to 50.
    assert_eq!(
        allowed(&table, BORIS, &Action::Refresh),
        Err("err-seat-turn")
    );
    assert_eq!(allowed(&table, HOST_USER, &Action::Refresh), Ok(()));
    table.first_player = 1;
    assert_eq!(allowed(&table, BORIS, &Action::Refresh), Ok(()));
    let start = Action::StartCombat { order: Vec::new() };
    assert_eq!(allowed(&table, ANNA, &start), Err("err-seat-turn"));
    // An eliminated first player: the token's next holder.
    table.players[1].eliminated = true;
    assert_eq!(
        claim(&table, &actor(ANNA), &start),
        Claim::Turn(Some(anna()))
    );
    table.players[0].eliminated = true;
    assert_eq!(claim(&table, &actor(ANNA), &start), Claim::Turn(None));
}

#[test]
fn continuing_is_the_active_players_or_a_seatless_hosts() {
    let table = in_step(Stage::Dealt {
        player: "Boris".into(),
    });
    let next = Action::Continue;
    assert_eq!(
        claim(&table, &actor(ANNA), &next),
        Claim::Turn(Some(boris()))
    );
    assert_eq!(allowed(&table, ANNA, &next), Err("err-seat-turn"));
    assert_eq!(allowed(&table, MODERATOR, &next), Ok(()));
    assert_eq!(claim(&self::table(), &actor(ANNA), &next), Claim::Open);
}

#[test]
fn the_active_players_decisions_are_theirs_alone() {
    let table = in_step(Stage::DeclareDefender {
        player: "Anna".into(),
        enemy: "Orc".into(),
    });
    for action in [
        Action::Undefended,
        Action::Defend {
            character: "Aragorn".into(),
        },
        Action::Defend {
            character: "Nobody".into(),
        },
    ] {
        assert_eq!(claim(&table, &actor(BORIS), &action), Claim::Seat(anna()));
        assert_eq!(
            allowed(&table, HOST_USER, &action),
            Err("err-seat-not-yours")
        );
    }
    // Out of combat the engine refuses the step itself.
    assert_eq!(
        claim(&self::table(), &actor(ANNA), &Action::Undefended),
        Claim::Open
    );
}

#[test]
fn a_sentinel_or_ranged_character_is_declared_by_its_own_player() {
    let table = in_step(Stage::DeclareDefender {
        player: "Anna".into(),
        enemy: "Orc".into(),
    });
    let sentinel = Action::Defend {
        character: "Beregond".into(),
    };
    assert_eq!(claim(&table, &actor(ANNA), &sentinel), Claim::Seat(boris()));
    let table = in_step(Stage::DeclareAttackers {
        player: "Anna".into(),
        enemy: "Orc".into(),
        attackers: Vec::new(),
    });
    let both = Action::Attackers {
        names: vec!["Aragorn".into(), "Beregond".into()],
    };
    assert_eq!(claim(&table, &actor(ANNA), &both), Claim::Seat(boris()));
    assert_eq!(claim(&table, &actor(BORIS), &both), Claim::Seat(anna()));
    let unknown = Action::Attackers {
        names: vec!["Nobody".into()],
    };
    assert_eq!(claim(&table, &actor(BORIS), &unknown), Claim::Seat(anna()));
}

#[test]
fn ending_is_the_hosts_even_with_a_seat() {
    let mut table = table();
    assert_eq!(claim(&table, &actor(ANNA), &Action::End), Claim::Host);
    assert_eq!(allowed(&table, ANNA, &Action::End), Err("err-seat-host"));
    table.host = ANNA;
    assert_eq!(allowed(&table, ANNA, &Action::End), Ok(()));
}

#[test]
fn giving_ones_own_seat_or_card_is_the_seats_and_anothers_a_correction() {
    let table = table();
    let give = |piece: Option<&str>, from: Option<i64>| Action::GiveSeat {
        to: 9,
        to_name: None,
        piece: piece.map(Into::into),
        from,
    };
    assert_eq!(
        claim(&table, &actor(ANNA), &give(None, None)),
        Claim::Seat(anna())
    );
    assert_eq!(
        claim(&table, &actor(ANNA), &give(None, Some(ANNA))),
        Claim::Seat(anna())
    );
    // Naming another seat's card or the seat itself: that seat's to give.
    assert_eq!(
        claim(&table, &actor(ANNA), &give(Some("beregond"), None)),
        Claim::Seat(boris())
    );
    assert_eq!(
        allowed(&table, ANNA, &give(Some("Boris"), None)),
        Err("err-seat-not-yours")
    );
    // An unknown name: the caller's own seat; the engine says it is unknown.
    assert_eq!(
        claim(&table, &actor(BORIS), &give(Some("Gandalf"), None)),
        Claim::Seat(boris())
    );
    // A player who left: a correction, for a host or moderator who holds no seat.
    assert_eq!(
        claim(&table, &actor(HOST_USER), &give(None, Some(BORIS))),
        Claim::Correction
    );
    assert_eq!(allowed(&table, HOST_USER, &give(None, Some(BORIS))), Ok(()));
    assert_eq!(allowed(&table, MODERATOR, &give(None, Some(BORIS))), Ok(()));
    assert_eq!(
        allowed(&table, ANNA, &give(None, Some(BORIS))),
        Err("err-seat-corrects")
    );
    // Nobody's seat to give: only the players at the table (the engine refuses them).
    assert_eq!(claim(&table, &actor(99), &give(None, None)), Claim::Players);
    assert_eq!(
        allowed(&table, 99, &give(None, None)),
        Err("err-seat-not-at-table")
    );
}

#[test]
fn the_table_has_a_row_per_kind_and_every_role() {
    assert_eq!(WHO_MAY.roles.len(), 8);
    assert!(WHO_MAY.rule("the refresh phase (`/lcg refresh`)").is_some());
    assert!(WHO_MAY.markdown().contains("one user, two seats"));
}
