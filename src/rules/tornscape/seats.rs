//! Who may do what in Tornscape: each player holds a seat with their miniatures; there is no
//! GM. An attack waiting for a choice belongs to its chooser alone until it is answered.
//! Pure: the table service checks the claim with `rules::seats::check` before the engine
//! runs.

use super::exchange;
use super::{Action, Encounter, Table};
use crate::rules::Actor;
use crate::rules::seats::{Claim, Role, Rule, Seat, Seating, Waiting, WhoMay};

/// A player's name as the table shows it: the display name they last acted under, else
/// their place among the miniatures' owners ("player 2").
pub fn player_name(encounter: &Encounter, user: i64) -> String {
    if let Some(name) = encounter.player_name(user) {
        return name.to_owned();
    }
    format!("player {}", player_number(encounter, user))
}

/// A player's place among the miniatures' owners, from 1 (one past the last for a player
/// with none).
pub fn player_number(encounter: &Encounter, user: i64) -> u32 {
    let owners = owners(encounter);
    let place = owners
        .iter()
        .position(|o| *o == user)
        .unwrap_or(owners.len());
    u32::try_from(place).unwrap_or(u32::MAX).saturating_add(1)
}

/// The miniatures' owners, in the order their first miniature came onto the board.
fn owners(encounter: &Encounter) -> Vec<i64> {
    let mut owners: Vec<i64> = Vec::new();
    for m in &encounter.miniatures {
        if !owners.contains(&m.owner) {
            owners.push(m.owner);
        }
    }
    owners
}

pub(super) fn seat(encounter: &Encounter, user: i64) -> Seat {
    match encounter.player_name(user) {
        Some(name) => Seat::of(user, name),
        None => Seat::numbered(user, player_number(encounter, user)),
    }
}

/// Every player with a miniature on the board (a removed one too: its player still plays)
/// holds a seat; the host is whoever started the game.
pub fn seating(table: &Table) -> Seating {
    let Some(encounter) = &table.encounter else {
        return Seating::default();
    };
    Seating {
        seated: owners(encounter),
        host: Some(encounter.host),
        gm: false,
    }
}

/// The choice a waiting attack stands at, and its default (`/tornscape accept`): the
/// default reaction, the agility re-rolls on blank dice, the default assignment.
pub fn waiting(table: &Table) -> Vec<Waiting> {
    let Some(encounter) = &table.encounter else {
        return Vec::new();
    };
    let Some(exchange) = encounter.exchange.as_ref() else {
        return Vec::new();
    };
    let Ok(Some(pause)) = exchange::pause(exchange, encounter) else {
        return Vec::new();
    };
    let default = match pause {
        super::Pause::Reaction { .. } => "deadline-default-ts-reaction",
        super::Pause::AttackerReroll { .. } | super::Pause::DefenderReroll { .. } => {
            "deadline-default-ts-reroll"
        }
        super::Pause::Assign { .. } => "deadline-default-ts-assign",
    };
    vec![Waiting::new(
        seat(encounter, pause.owner()),
        "/tornscape accept",
        default,
    )]
}

/// The chooser of the pause a waiting attack stands at.
fn chooser(encounter: &Encounter) -> Option<Seat> {
    let exchange = encounter.exchange.as_ref()?;
    let pause = exchange::pause(exchange, encounter).ok().flatten()?;
    Some(seat(encounter, pause.owner()))
}

/// The player of the acting miniature: whose activation it is.
fn turn(encounter: &Encounter) -> Option<Seat> {
    let name = encounter.acting.as_deref()?;
    let i = encounter.by_exact(name)?;
    Some(seat(encounter, encounter.miniatures[i].owner))
}

/// The owner of a miniature named on the board; `None` when there is none (the engine
/// refuses the name in its own words).
fn owner(encounter: &Encounter, name: &str) -> Option<i64> {
    encounter
        .find(name)
        .ok()
        .map(|i| encounter.miniatures[i].owner)
}

/// Whom `action` belongs to.
pub fn claim(table: &Table, actor: &Actor, action: &Action) -> Claim {
    let Some(encounter) = &table.encounter else {
        // Nothing runs: starting is anyone's, the rest the engine refuses.
        return Claim::Open;
    };
    match action {
        // The engine refuses a second start in its own words.
        Action::Start => return Claim::Open,
        // Ending never waits for a chooser: it drops a waiting attack unrolled.
        Action::End => return Claim::Host,
        // Reassigning the seat of a player who left waits for nobody either: the chooser
        // may be the one who left, and their choice passes, unanswered, with the seat.
        Action::GiveSeat {
            from: Some(from), ..
        } if *from != actor.user => return Claim::Correction,
        _ => {}
    }
    if let Some(chooser) = chooser(encounter) {
        let theirs = chooser.players.contains(&actor.user);
        if !theirs || matches!(action, Action::Choose(_)) {
            return Claim::Choice(chooser);
        }
        // The chooser's own other action, `/next` too, accepts the defaults, then is
        // judged as ever: ending the activation stays the acting miniature's player's.
    }
    let piece = |name: &str| match owner(encounter, name) {
        Some(owner) if owner == actor.user => Claim::Seat(seat(encounter, owner)),
        Some(_) => Claim::Correction,
        None => Claim::Open,
    };
    let effect = |target: &str, from: &Option<String>| match owner(encounter, target) {
        Some(owner) if owner == actor.user => Claim::Seat(seat(encounter, owner)),
        Some(_) => Claim::Effect {
            turn: turn(encounter),
            cause: from.is_some(),
        },
        None => Claim::Open,
    };
    let acting_with = |name: &str| match owner(encounter, name) {
        Some(owner) => Claim::Seat(seat(encounter, owner)),
        None => Claim::Open,
    };
    match action {
        Action::Start | Action::End => Claim::Open,
        // The table-setting check decides (moderators, the host); a miniature of one's own
        // is anyone's to bring; with no attack waiting there is nothing to answer.
        Action::Settings { .. } | Action::AddMiniature(_) | Action::Choose(_) => Claim::Open,
        // A group's tile is its player's when every miniature of it is theirs.
        Action::AddTile { miniature, .. } => match encounter.find_tiled(miniature) {
            Ok(group) => {
                let owners: Vec<i64> = group
                    .iter()
                    .map(|&i| encounter.miniatures[i].owner)
                    .collect();
                if owners.iter().all(|&o| o == actor.user) {
                    Claim::Seat(seat(encounter, actor.user))
                } else {
                    Claim::Correction
                }
            }
            Err(_) => Claim::Open,
        },
        Action::Remove { name } | Action::Panic { name, .. } => piece(name),
        Action::Activate { name } => acting_with(name),
        Action::Attack { attacker, .. } if attacker.trim().is_empty() => {
            // Without `as`, the engine takes the caller's own miniature.
            if encounter
                .miniatures
                .iter()
                .any(|m| m.owner == actor.user && !m.removed)
            {
                Claim::Seat(seat(encounter, actor.user))
            } else {
                Claim::Open
            }
        }
        Action::Attack { attacker, .. } => acting_with(attacker),
        Action::Next if encounter.acting.is_some() => Claim::Turn(turn(encounter)),
        Action::Next => Claim::Open,
        Action::NewRound => Claim::Turn(turn(encounter)),
        Action::Damage { target, from, .. }
        | Action::Heal { target, from, .. }
        | Action::MarkerAdd { target, from, .. }
        | Action::MarkerRemove { target, from, .. } => effect(target, from),
        // One's own seat (another's is a correction, above): a miniature is its player's
        // to hand; who holds no seat is at the table only to correct it, and the engine
        // finds nothing of theirs to hand.
        Action::GiveSeat {
            piece: Some(name), ..
        } => acting_with(name),
        Action::GiveSeat { .. } if encounter.miniatures.iter().any(|m| m.owner == actor.user) => {
            Claim::Seat(seat(encounter, actor.user))
        }
        Action::GiveSeat { .. } => Claim::Players,
    }
}

const ALL: &[Role] = &[
    Role::Own,
    Role::Opponent,
    Role::OpponentHost,
    Role::SeatedModerator,
    Role::Bystander,
    Role::SeatlessHost,
    Role::SeatlessModerator,
];
const OWN: &[Role] = &[Role::Own];
const OWN_OR_CORRECTOR: &[Role] = &[Role::Own, Role::SeatlessHost, Role::SeatlessModerator];
const CORRECTOR: &[Role] = &[Role::SeatlessHost, Role::SeatlessModerator];

/// Tornscape's permission table: the docs print it, `tests/seats_tornscape.rs` plays it.
pub const WHO_MAY: WhoMay = WhoMay {
    roles: ALL,
    rules: &[
        Rule {
            action: "read the board (`/encounter show`)",
            claim: "anyone",
            allowed: ALL,
        },
        Rule {
            action: "put a miniature of one's own on the board",
            claim: "anyone (it seats them)",
            allowed: ALL,
        },
        Rule {
            action: "register an action tile for a miniature",
            claim: "the miniature's player; another's: a correction",
            allowed: OWN_OR_CORRECTOR,
        },
        Rule {
            action: "remove a miniature from the board",
            claim: "the miniature's player; another's: a correction",
            allowed: OWN_OR_CORRECTOR,
        },
        Rule {
            action: "roll a miniature's panic test",
            claim: "the miniature's player; another's: a correction",
            allowed: OWN_OR_CORRECTOR,
        },
        Rule {
            action: "activate a miniature",
            claim: "the miniature's player",
            allowed: OWN,
        },
        Rule {
            action: "attack with a miniature",
            claim: "the attacker's player",
            allowed: OWN,
        },
        Rule {
            action: "answer a pause (`/tornscape react`, `reroll`, `assign`)",
            claim: "the pause's chooser",
            allowed: OWN,
        },
        Rule {
            action: "accept a pause's default (`/tornscape accept`)",
            claim: "the pause's chooser",
            allowed: OWN,
        },
        Rule {
            action: "end the activation (`/next`) while another player's pause waits",
            claim: "nobody: the pause is answered first (`/next` only ends activations)",
            allowed: &[],
        },
        Rule {
            action: "anything else while a pause waits (it accepts the defaults first)",
            claim: "the pause's chooser",
            allowed: OWN,
        },
        Rule {
            action: "end the activation (`/next`)",
            claim: "the acting miniature's player, or a correction",
            allowed: OWN_OR_CORRECTOR,
        },
        Rule {
            action: "begin the next round (`/initiative`) during an activation",
            claim: "the acting miniature's player, or a correction",
            allowed: OWN_OR_CORRECTOR,
        },
        Rule {
            action: "begin the next round (`/initiative`) between activations",
            claim: "any player, or a correction",
            allowed: &[
                Role::Own,
                Role::Opponent,
                Role::OpponentHost,
                Role::SeatedModerator,
                Role::SeatlessHost,
                Role::SeatlessModerator,
            ],
        },
        Rule {
            action: "damage, heal, or add or remove a marker on one's own miniature",
            claim: "the miniature's player; another's: a correction",
            allowed: OWN_OR_CORRECTOR,
        },
        Rule {
            action: "the same on another player's miniature in one's own activation, \
                     naming the card or effect (`from:`)",
            claim: "the acting miniature's player, with a cause; or a correction",
            allowed: OWN_OR_CORRECTOR,
        },
        Rule {
            action: "the same on another player's miniature without `from:`",
            claim: "a correction",
            allowed: CORRECTOR,
        },
        Rule {
            action: "hand one's own seat, or one of one's miniatures, to another player \
                     (`/seat give`)",
            claim: "the miniature's player",
            allowed: OWN,
        },
        Rule {
            action: "reassign the seat of a player who left (`/seat give from:`)",
            claim: "a correction",
            allowed: CORRECTOR,
        },
        Rule {
            action: "end the game",
            claim: "whoever started it, or a moderator who plays no side",
            allowed: &[
                Role::OpponentHost,
                Role::SeatlessHost,
                Role::SeatlessModerator,
            ],
        },
    ],
};

#[cfg(test)]
#[path = "tests/seats.rs"]
mod tests;
