//! Who may do what in «Познание нуля» (`rules::seats`): a battle has two seats, the
//! attacker and the defender, each with its army. A player acts, attacks and retreats with
//! their own army only, and ends only their own turn; a card of another army is damaged,
//! healed or stripped of its item by hand only as a correction (a host or moderator who
//! plays no side). A player hands over their own army (`/seat give`); another's is handed
//! over as a correction. Whoever started the battle ends it. While the end of an army that fell
//! as its player was entering it waits for them (and while an attack stored by an older
//! version waits for its bonus strike), everything but reading is that player's. Pure: it
//! reads the table, changes nothing.

use super::{Action, Battle, Side, Table};
use crate::rules::Actor;
use crate::rules::seats::{Claim, Role, Rule, Seat, Seating, Waiting, WhoMay};

/// The battle's two players; between battles, the game's players (nobody hosts then).
pub fn seating(table: &Table) -> Seating {
    let Some(b) = table.battle.as_deref() else {
        return Seating {
            seated: table.players.iter().map(|p| p.who.user).collect(),
            host: None,
            gm: false,
        };
    };
    let mut seated = vec![b.attacker.user];
    // One user may play both armies: they hold both seats.
    if b.defender.user != b.attacker.user {
        seated.push(b.defender.user);
    }
    Seating {
        seated,
        host: Some(b.host),
        gm: false,
    }
}

/// The choices the battle waits on: the end of an army that fell while its player was
/// entering it (default: the end, confirmed), and the bonus strike of an attack stored by an
/// older version (default: the first strike, where the bonus goes when nobody names one).
pub fn waiting(table: &Table) -> Vec<Waiting> {
    let Some(b) = table.battle.as_deref() else {
        return Vec::new();
    };
    let mut waits = Vec::new();
    if let Some(side) = b.ending {
        waits.push(Waiting::new(
            seat(b, side),
            "/zero confirm",
            "deadline-default-kz-confirm",
        ));
    }
    if b.pending.is_some() {
        waits.push(Waiting::new(
            seat(b, b.turn.side),
            "/zero strike number:1",
            "deadline-default-kz-strike",
        ));
    }
    waits
}

/// Whom `action` belongs to. Reading the table (`/encounter show`) never reaches here: it
/// is open to all.
pub fn claim(table: &Table, actor: &Actor, action: &Action) -> Claim {
    // Between battles: starting one, the table's settings (the shared table-setting rule
    // decides) and one's own deck; the engine refuses what needs a battle.
    let Some(b) = table.battle.as_deref() else {
        return match action {
            Action::GiveSeat { from, .. } => give(table, actor, *from),
            _ => Claim::Open,
        };
    };
    let turn = seat(b, b.turn.side);
    // The attack waiting for its bonus strike is its attacker's (the side whose turn it is);
    // only the attacker's own seat may change hands meanwhile, so that a choice whose
    // player left does not hold the table for good.
    // Likewise the fallen army's end is its player's to confirm.
    let chooser = match (b.ending, &b.pending) {
        (Some(side), _) => Some(side),
        (None, Some(_)) => Some(b.turn.side),
        (None, None) => None,
    };
    if let Some(side) = chooser {
        return match action {
            Action::GiveSeat { from, .. } if from.unwrap_or(actor.user) == b.who(side).user => {
                give(table, actor, *from)
            }
            _ => Claim::Choice(seat(b, side)),
        };
    }
    match action {
        Action::GiveSeat { from, .. } => give(table, actor, *from),
        Action::Start { .. } | Action::Configure { .. } => Claim::Open,
        Action::End => Claim::Host,
        Action::AddCard { side, .. }
        | Action::EnterArmy { side, .. }
        | Action::DeckDrawn { side } => Claim::Seat(seat(b, side_for(b, actor, *side))),
        Action::GiveItem { card, .. } | Action::Dismount { rider: card } => card_seat(b, card),
        Action::Ride { rider, animal } => match b.card(rider).or_else(|| b.card(animal)) {
            Some(c) => Claim::Seat(seat(b, c.side)),
            None => Claim::Players,
        },
        Action::Act { card } => acting(b, Some(card)),
        Action::Attack(order) => acting(b, order.attacker.as_ref()),
        Action::DropItem { card: target }
        | Action::Damage { target, .. }
        | Action::Heal { target, .. } => own_or_correction(b, actor, target),
        Action::PlayBonus { .. } | Action::BonusStrike { .. } | Action::Retreat | Action::Next => {
            Claim::Seat(turn)
        }
        // Nothing waits to be confirmed: the engine says so to the army's player.
        Action::ConfirmEnd => Claim::Seat(seat(b, side_for(b, actor, None))),
    }
}

/// `/seat give`: one's own seat is one's own to hand over (someone with none is not at
/// the table: the engine says so to a host or moderator); another player's is a
/// correction, for a player who left.
fn give(table: &Table, actor: &Actor, from: Option<i64>) -> Claim {
    if from.is_some_and(|from| from != actor.user) {
        return Claim::Correction;
    }
    let own = match table.battle.as_deref() {
        Some(b) => [Side::Attacker, Side::Defender]
            .into_iter()
            .find(|side| b.who(*side).user == actor.user)
            .map(|side| seat(b, side)),
        None => table
            .player(actor.user)
            .map(|p| Seat::of(p.who.user, p.who.shown())),
    };
    own.map_or(Claim::Players, Claim::Seat)
}

/// The seat of `side`'s player, named as the table knows them.
fn seat(b: &Battle, side: Side) -> Seat {
    let who = b.who(side);
    Seat::of(who.user, who.shown())
}

/// The army an action is for, as the engine picks it: the one named, else the actor's own,
/// else (one user playing both, or someone with no army) the one whose turn it is.
fn side_for(b: &Battle, actor: &Actor, named: Option<Side>) -> Side {
    if let Some(side) = named {
        return side;
    }
    b.side_played_by(actor.user).unwrap_or(b.turn.side)
}

/// A card's own player; a name in neither army is anyone's at the table to mistype.
fn card_seat(b: &Battle, card: &str) -> Claim {
    match b.card(card) {
        Some(c) => Claim::Seat(seat(b, c.side)),
        None => Claim::Players,
    }
}

/// The acting card's player; without a card in play, the player whose turn it is.
fn acting(b: &Battle, card: Option<&String>) -> Claim {
    let side = card
        .and_then(|name| b.card(name))
        .map_or(b.turn.side, |c| c.side);
    Claim::Seat(seat(b, side))
}

/// On one's own card, one's own; on another army's card, a correction.
fn own_or_correction(b: &Battle, actor: &Actor, target: &str) -> Claim {
    match b.card(target) {
        Some(c) if b.who(c.side).user == actor.user => Claim::Seat(seat(b, c.side)),
        Some(_) => Claim::Correction,
        None => Claim::Players,
    }
}

const PLAYERS: &[Role] = &[
    Role::Own,
    Role::Opponent,
    Role::OpponentHost,
    Role::SeatedModerator,
    Role::Bystander,
    Role::SeatlessHost,
    Role::SeatlessModerator,
];
const OWN: &[Role] = &[Role::Own];
/// Everyone who holds a seat: each acting for their own.
const SEATED: &[Role] = &[
    Role::Own,
    Role::Opponent,
    Role::OpponentHost,
    Role::SeatedModerator,
];
const CORRECTS: &[Role] = &[Role::Own, Role::SeatlessHost, Role::SeatlessModerator];
const HOSTS: &[Role] = &[
    Role::OpponentHost,
    Role::SeatlessHost,
    Role::SeatlessModerator,
];

/// The table the rulings page prints and `tests/seats_knowing_zero.rs` plays. "Its
/// player" is the player of the army the action is for; "another player" plays the other
/// army.
pub const WHO_MAY: WhoMay = WhoMay {
    roles: PLAYERS,
    rules: &[
        Rule {
            action: "put a card into an army (`/zero card`)",
            claim: "the army's player",
            allowed: OWN,
        },
        Rule {
            action: "enter a saved army (`/zero army load`)",
            claim: "the army's player",
            allowed: OWN,
        },
        Rule {
            action: "give a card an item, ride, dismount (`/zero item`, `/zero ride`, `/zero dismount`)",
            claim: "the card's player",
            allowed: OWN,
        },
        Rule {
            action: "act or attack with a card (`/zero act`, `/attack`)",
            claim: "the card's player",
            allowed: OWN,
        },
        Rule {
            action: "play an event or abstraction (`/zero play`)",
            claim: "the player whose turn it is",
            allowed: OWN,
        },
        Rule {
            action: "confirm the end of an army that fell while it was entered (`/zero confirm`)",
            claim: "the army's player (their choice)",
            allowed: OWN,
        },
        Rule {
            action: "anything but reading while a fallen army's end waits",
            claim: "the army's player (their choice)",
            allowed: OWN,
        },
        Rule {
            action: "end the turn (`/next`)",
            claim: "the player whose turn it is",
            allowed: OWN,
        },
        Rule {
            action: "retreat (`/zero retreat`)",
            claim: "the player whose turn it is",
            allowed: OWN,
        },
        Rule {
            action: "say the deck is drawn (`/zero drawn`)",
            claim: "the army's player",
            allowed: OWN,
        },
        Rule {
            action: "damage, heal or take the item of a card by hand (`/damage`, `/heal`, `/zero drop`)",
            claim: "the card's player; on another's card, a correction",
            allowed: CORRECTS,
        },
        Rule {
            action: "hand your own army to another player (`/seat give to:`)",
            claim: "the giver's own army (each player hands only their own)",
            allowed: SEATED,
        },
        Rule {
            action: "hand over the army of a player who left (`/seat give to: from:`)",
            claim: "the army's player; another's, a correction",
            allowed: CORRECTS,
        },
        Rule {
            action: "end the battle without a result (`/encounter end`)",
            claim: "whoever started it",
            allowed: HOSTS,
        },
        Rule {
            action: "start a battle (`/encounter start`)",
            claim: "anyone",
            allowed: PLAYERS,
        },
        Rule {
            action: "read the table (`/encounter show`, `/zero table`)",
            claim: "anyone",
            allowed: PLAYERS,
        },
    ],
};

#[cfg(test)]
#[path = "tests/seats.rs"]
mod tests;
