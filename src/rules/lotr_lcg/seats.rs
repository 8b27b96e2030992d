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
#[path = "tests/seats.rs"]
mod tests;
