//! Who may do what at a LotR LCG table (`rules::seats`). A seat is a player of the card
//! game, with their heroes and allies and the enemies engaged with them; one Discord user
//! may hold several seats (two-handed play). There is no GM: a host or moderator who holds
//! no seat corrects the table and moves a stalled phase on; one who holds a seat plays it
//! like anyone else.
//!
//! Pure: the claim is read from the table as it stands before the action.

use super::action::{Action, Actor};
use super::deal::turn_order;
use super::model::{Player, Table};
use crate::rules::names::same;
use crate::rules::seats::{Claim, Role, Rule, Seat, Seating, WhoMay};

/// Every user who holds a seat (an eliminated seat still counts: its player is at the
/// table), and the host. There is no GM.
pub fn seating(table: &Table) -> Seating {
    let mut seated: Vec<i64> = table.players.iter().map(|p| p.user).collect();
    seated.sort_unstable();
    seated.dedup();
    Seating {
        seated,
        host: Some(table.host),
        gm: false,
    }
}

/// Whom `action` belongs to at `table`, for `actor`.
pub fn claim(table: &Table, actor: &Actor, action: &Action) -> Claim {
    match action {
        Action::End => Claim::Host,
        // A seat of one's own: the engine seats the caller.
        Action::AddPlayer { .. } => Claim::Open,
        Action::AddCharacter { player, .. } | Action::Threat { player, .. } => {
            match player.as_deref().map(str::trim).filter(|p| !p.is_empty()) {
                Some(name) => match seat_named(table, name) {
                    Some(player) => own_or_correction(actor, seat_of(player)),
                    // An unknown seat: the engine says so.
                    None => Claim::Open,
                },
                // The caller's own seat (the engine refuses a caller with none, or two).
                None => Claim::Open,
            }
        }
        // The shared steps nobody owns: the staging area, the encounter deck, engagement.
        Action::AddEnemy { .. }
        | Action::AddCards { .. }
        | Action::Shuffle { .. }
        | Action::Engage { .. } => Claim::Players,
        // Round- and phase-level: the first player's, or a seatless host's or moderator's.
        Action::Refresh | Action::StartCombat { .. } => Claim::Turn(first_player(table)),
        Action::SetExhausted { name, .. } => match character_seat(table, name) {
            Some(seat) => own_or_correction(actor, seat),
            None => Claim::Players,
        },
        Action::Remove { name }
        | Action::Damage { target: name, .. }
        | Action::Heal { target: name, .. } => piece(table, actor, name),
        // Passing the step on: the active player's, or a seatless host's or moderator's
        // when a player is away.
        Action::Continue => match active(table) {
            Some(seat) => Claim::Turn(Some(seat)),
            None => Claim::Open,
        },
        // The active player's own decisions.
        Action::ChooseEnemy { .. } | Action::Undefended | Action::Hero { .. } => active_seat(table),
        // A defender is declared by its own player: the active player's own character, or
        // another player's Sentinel by that player.
        Action::Defend { character } => match character_seat(table, character) {
            Some(seat) => Claim::Seat(seat),
            None => active_seat(table),
        },
        // Attackers likewise: the first one the caller does not play decides, so a list
        // that mixes seats is refused naming the seat whose player must declare.
        Action::Attackers { names } => {
            let seats: Vec<Seat> = names
                .iter()
                .filter_map(|name| character_seat(table, name))
                .collect();
            match seats
                .iter()
                .find(|seat| !seat.players.contains(&actor.user))
                .or_else(|| seats.first())
            {
                Some(seat) => Claim::Seat(seat.clone()),
                None => active_seat(table),
            }
        }
        Action::GiveSeat { piece, from, .. } => give(table, actor, piece.as_deref(), *from),
    }
}

/// `/seat give`: another user's seat is a correction (a player who left); one's own is
/// one's own seat's, the seat that holds the named piece (so naming another seat's card is
/// refused as theirs), else the caller's first seat. A caller with no seat: any player's
/// (the engine then says they hold none).
fn give(table: &Table, actor: &Actor, piece: Option<&str>, from: Option<i64>) -> Claim {
    if from.is_some_and(|from| from != actor.user) {
        return Claim::Correction;
    }
    let named = piece
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .and_then(|name| {
            seat_named(table, name)
                .map(seat_of)
                .or_else(|| character_seat(table, name))
        });
    if let Some(seat) = named {
        return Claim::Seat(seat);
    }
    match table.players.iter().find(|p| p.user == actor.user) {
        Some(own) => Claim::Seat(seat_of(own)),
        None => Claim::Players,
    }
}

fn seat_of(player: &Player) -> Seat {
    Seat::of(player.user, player.name.clone())
}

fn seat_named<'a>(table: &'a Table, name: &str) -> Option<&'a Player> {
    table.players.iter().find(|p| same(&p.name, name))
}

/// The seat of a stored seat name (characters and enemies keep the exact name).
fn seat(table: &Table, name: &str) -> Option<Seat> {
    table.player(name).map(seat_of)
}

fn character_seat(table: &Table, name: &str) -> Option<Seat> {
    let character = table.characters.iter().find(|c| same(&c.name, name))?;
    seat(table, &character.player)
}

/// The player holding the first player token, where anyone plays.
fn first_player(table: &Table) -> Option<Seat> {
    turn_order(table).first().and_then(|name| seat(table, name))
}

/// The seat whose step the combat phase waits on.
fn active(table: &Table) -> Option<Seat> {
    let combat = table.combat.as_ref()?;
    seat(table, combat.stage.player())
}

/// The active player's; outside combat nobody's (the engine refuses the step).
fn active_seat(table: &Table) -> Claim {
    active(table).map_or(Claim::Open, Claim::Seat)
}

/// One's own piece is one's own to change; another seat's is a correction.
fn own_or_correction(actor: &Actor, seat: Seat) -> Claim {
    if seat.players.contains(&actor.user) {
        Claim::Seat(seat)
    } else {
        Claim::Correction
    }
}

/// A card in play named by `/damage`, `/heal` or `/lcg remove`: a character is its seat's;
/// an enemy engaged with a seat is that seat's; an enemy in the staging area (or a name
/// the engine will not find) is any player's.
fn piece(table: &Table, actor: &Actor, name: &str) -> Claim {
    if let Some(seat) = character_seat(table, name) {
        return own_or_correction(actor, seat);
    }
    let engaged = table
        .enemies
        .iter()
        .find(|e| same(&e.name, name))
        .and_then(|e| e.engaged_with.as_deref())
        .and_then(|player| seat(table, player));
    match engaged {
        Some(seat) => own_or_correction(actor, seat),
        None => Claim::Players,
    }
}

const ROLES: &[Role] = &[
    Role::Own,
    Role::Opponent,
    Role::OpponentHost,
    Role::SeatedModerator,
    Role::Bystander,
    Role::SeatlessHost,
    Role::SeatlessModerator,
    Role::TwoSeats,
];

const ANYONE: &[Role] = ROLES;
const PLAYERS: &[Role] = &[
    Role::Own,
    Role::Opponent,
    Role::OpponentHost,
    Role::SeatedModerator,
    Role::SeatlessHost,
    Role::SeatlessModerator,
    Role::TwoSeats,
];
/// The seat's player, or a host or moderator who holds no seat (a correction, or moving a
/// phase on).
const SEAT_OR_SEATLESS: &[Role] = &[
    Role::Own,
    Role::SeatlessHost,
    Role::SeatlessModerator,
    Role::TwoSeats,
];
const SEAT: &[Role] = &[Role::Own, Role::TwoSeats];
const HOST: &[Role] = &[
    Role::OpponentHost,
    Role::SeatlessHost,
    Role::SeatlessModerator,
];

const OWN_PIECE: &str = "its seat's player; another seat's: a correction";

pub const WHO_MAY: WhoMay = WhoMay {
    roles: ROLES,
    rules: &[
        Rule {
            action: "show the table (`/encounter show`)",
            claim: "anyone",
            allowed: ANYONE,
        },
        Rule {
            action: "take a seat (`/lcg player`)",
            claim: "anyone, for themselves",
            allowed: ANYONE,
        },
        Rule {
            action: "add a hero or ally to a seat (`/lcg hero`, `/lcg ally`)",
            claim: "the seat's player; another seat: a correction",
            allowed: SEAT_OR_SEATLESS,
        },
        Rule {
            action: "set a seat's threat (`/lcg threat`)",
            claim: "the seat's player; another seat: a correction",
            allowed: SEAT_OR_SEATLESS,
        },
        Rule {
            action: "ready or exhaust a character (`/lcg ready`, `/lcg exhaust`)",
            claim: OWN_PIECE,
            allowed: SEAT_OR_SEATLESS,
        },
        Rule {
            action: "`/damage` a hero, ally or engaged enemy",
            claim: OWN_PIECE,
            allowed: SEAT_OR_SEATLESS,
        },
        Rule {
            action: "`/heal` a hero, ally or engaged enemy",
            claim: OWN_PIECE,
            allowed: SEAT_OR_SEATLESS,
        },
        Rule {
            action: "remove a hero, ally or engaged enemy (`/lcg remove`)",
            claim: OWN_PIECE,
            allowed: SEAT_OR_SEATLESS,
        },
        Rule {
            action: "damage, heal or remove an enemy in the staging area",
            claim: "any player",
            allowed: PLAYERS,
        },
        Rule {
            action: "add enemies or encounter cards (`/lcg enemy`, `/lcg card`)",
            claim: "any player",
            allowed: PLAYERS,
        },
        Rule {
            action: "shuffle the encounter deck (`/lcg shuffle`)",
            claim: "any player",
            allowed: PLAYERS,
        },
        Rule {
            action: "engage an enemy with a seat (`/engage`)",
            claim: "any player",
            allowed: PLAYERS,
        },
        Rule {
            action: "the refresh phase (`/lcg refresh`)",
            claim: "the first player",
            allowed: SEAT_OR_SEATLESS,
        },
        Rule {
            action: "start the combat phase (`/combat start`)",
            claim: "the first player",
            allowed: SEAT_OR_SEATLESS,
        },
        Rule {
            action: "go on to the next step (`/combat continue`, `/next`)",
            claim: "the active player",
            allowed: SEAT_OR_SEATLESS,
        },
        Rule {
            action: "choose the enemy that attacks or is attacked (`/combat enemy`)",
            claim: "the active player",
            allowed: SEAT,
        },
        Rule {
            action: "declare a defender or none (`/combat defend`, `/combat undefended`)",
            claim: "the active player",
            allowed: SEAT,
        },
        Rule {
            action: "declare a Sentinel defender in another seat's step",
            claim: "the Sentinel's player",
            allowed: SEAT,
        },
        Rule {
            action: "pick the hero that takes undefended damage (`/combat hero`)",
            claim: "the active player",
            allowed: SEAT,
        },
        Rule {
            action: "declare attackers, or a Ranged one for another seat (`/combat attackers`)",
            claim: "each character's player",
            allowed: SEAT,
        },
        Rule {
            action: "hand your own seat, hero or ally to another player (`/seat give`)",
            claim: "the seat's player",
            allowed: SEAT,
        },
        Rule {
            action: "reassign the seat of a player who left (`/seat give from:`)",
            claim: "the seat's player; another's: a correction",
            allowed: SEAT_OR_SEATLESS,
        },
        Rule {
            action: "end the game (`/encounter end`)",
            claim: "whoever started it",
            allowed: HOST,
        },
    ],
};

#[cfg(test)]
mod tests {
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
        // The issue: Boris's `/damage target:Aragorn` destroyed Anna's hero.
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
        // The issue: any player refreshed at will and pushed another's threat to 50.
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
}
