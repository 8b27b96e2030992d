//! Who may do what in the arena (`rules::seats`): a seat is a mage's player with the
//! objects they control. A player acts with their own objects, and moves them only in
//! their own action phase; another player's object changes by hand only as a correction
//! (a host or moderator who holds no seat) or, in the acting player's own action phase, as
//! an effect naming its cause (`from:`). A pending counterstrike or upkeep choice is its
//! chooser's: nobody else acts until they answer.

use super::action::Action;
use super::model::{Arena, Stage, UpkeepEffect};
use super::upkeep::pending_choosers;
use crate::rules::Actor;
use crate::rules::names::same;
use crate::rules::seats::{Claim, Role, Rule, Seat, Seating, Waiting, WhoMay};

/// Every seat holds one player: the owners of the mages, and of any object whose mage left.
pub fn seating(arena: Option<&Arena>) -> Seating {
    let Some(arena) = arena else {
        return Seating::default();
    };
    let mut seated = arena.players();
    for object in &arena.objects {
        if !seated.contains(&object.owner) {
            seated.push(object.owner);
        }
    }
    Seating {
        seated,
        host: Some(arena.host),
        gm: false,
    }
}

/// Whom `action` belongs to, by the arena as it stands before it runs.
pub fn claim(arena: Option<&Arena>, actor: &Actor, action: &Action) -> Claim {
    let Some(arena) = arena else {
        return Claim::Open;
    };
    if matches!(action, Action::End) {
        return Claim::Host;
    }
    // Handing a seat over answers no pending choice and takes no default: the choice goes
    // with the seat, so a player who left can be replaced while it waits.
    if let Action::GiveSeat { piece, from, .. } = action {
        return give_claim(arena, actor, piece.as_deref(), *from);
    }
    if let Some(choice) = pending_choice(arena, actor, action) {
        return choice;
    }
    let own_or_correction = |name: Option<&str>| match owner(arena, actor, name) {
        Some(player) if player == actor.user => Claim::Seat(seat(arena, player)),
        Some(_) => Claim::Correction,
        None => Claim::Open,
    };
    let object_seat = |name: Option<&str>| match owner(arena, actor, name) {
        Some(player) => Claim::Seat(seat(arena, player)),
        None => Claim::Open,
    };
    let turn = match arena.stage {
        Stage::Actions { turn, .. } => Some(turn),
        _ => None,
    };
    match action {
        Action::End => Claim::Host,
        Action::AddMage { .. } => Claim::Open,
        Action::AddCreature { mage, cost, .. } => match owner(arena, actor, mage.as_deref()) {
            Some(player) if player == actor.user => Claim::Seat(seat(arena, player)),
            // A summon with its cost is the mage's own spell; placing one is a correction.
            Some(player) if cost.is_some() => Claim::Seat(seat(arena, player)),
            Some(_) => Claim::Correction,
            None => Claim::Open,
        },
        Action::AddAttack { owner: name, .. } => own_or_correction(name.as_deref()),
        Action::Remove { name } | Action::Edit { name, .. } => own_or_correction(Some(name)),
        Action::Mana { mage, .. } => own_or_correction(mage.as_deref()),
        Action::NextRound => Claim::Turn(None),
        Action::Next => Claim::Turn(turn.map(|player| seat(arena, player))),
        Action::Activate { name } | Action::Guard { name } => object_seat(Some(name)),
        Action::Cast { mage: name, .. }
        | Action::Attack {
            acting_as: name, ..
        }
        | Action::ZoneAttack {
            acting_as: name, ..
        } => object_seat(name.as_deref()),
        Action::Reveal { name, .. } => enchantment_owner(arena, actor, name)
            .map_or(Claim::Open, |player| Claim::Seat(seat(arena, player))),
        // No counterstrike is offered (that is the chooser's, above): the engine refuses.
        Action::Decline => Claim::Open,
        Action::Move { name, from, .. } => {
            let Some(player) = owner(arena, actor, name.as_deref()) else {
                return Claim::Open;
            };
            let cause = named(from.as_deref());
            match turn {
                // Only the player whose action phase it is moves their objects.
                Some(turn) if player == turn && !cause => Claim::Seat(seat(arena, player)),
                // Outside the action stage the engine refuses every move.
                None if player == actor.user && !cause => Claim::Seat(seat(arena, player)),
                // Anything else is a push: an effect with a cause.
                _ => Claim::Effect {
                    turn: turn.map(|t| seat(arena, t)),
                    cause,
                },
            }
        }
        Action::UpkeepOrder { mage: name, .. } => owner(arena, actor, name.as_deref())
            .map_or(Claim::Open, |player| Claim::Turn(Some(seat(arena, player)))),
        Action::UpkeepPay { name, .. } => owner(arena, actor, Some(name))
            .map_or(Claim::Open, |player| Claim::Turn(Some(seat(arena, player)))),
        Action::ConditionAdd { target, from, .. }
        | Action::ConditionRemove { target, from, .. }
        | Action::Damage { target, from, .. }
        | Action::Heal { target, from, .. } => match owner(arena, actor, Some(target)) {
            Some(player) if player == actor.user => Claim::Seat(seat(arena, player)),
            Some(_) => Claim::Effect {
                turn: turn.map(|t| seat(arena, t)),
                cause: named(from.as_deref()),
            },
            None => Claim::Open,
        },
        // Claimed above.
        Action::GiveSeat { .. } => Claim::Open,
    }
}

/// `/seat give`: one's own seat, or an object of one's own, is one's own to hand over;
/// another player's seat (`from`) is a correction. Giving a named object is acting for its
/// player. Someone with no seat and no `from` may not hand anything (a host or moderator
/// who holds none passes, and the engine says they hold no seat).
fn give_claim(arena: &Arena, actor: &Actor, piece: Option<&str>, from: Option<i64>) -> Claim {
    match from {
        Some(from) if from != actor.user => return Claim::Correction,
        _ => {}
    }
    if let Some(piece) = piece.map(str::trim).filter(|p| !p.is_empty()) {
        return match owner(arena, actor, Some(piece)) {
            Some(player) => Claim::Seat(seat(arena, player)),
            None => Claim::Open,
        };
    }
    if seating(Some(arena)).holds_seat(actor.user) {
        Claim::Seat(seat(arena, actor.user))
    } else {
        Claim::Players
    }
}

/// The choices the arena waits on, each with the line that takes its default: a
/// counterstrike offer is declined; an upkeep choice keeps the default order and pays every
/// cost (an object whose cost cannot be paid goes, as the rules say). `quote` writes a name
/// as a command line's value.
pub fn waiting(arena: &Arena, quote: fn(&str) -> String) -> Vec<Waiting> {
    if let Some(offer) = &arena.counter_offer {
        return arena
            .object(offer.defender)
            .map(|defender| {
                Waiting::new(
                    seat(arena, defender.owner),
                    "/counterstrike decline",
                    "deadline-default-counterstrike",
                )
            })
            .into_iter()
            .collect();
    }
    let order: Vec<&str> = UpkeepEffect::DEFAULT.iter().map(|e| e.key()).collect();
    pending_choosers(arena)
        .into_iter()
        .map(|player| {
            let mut line = format!("/upkeep order:{}", quote(&order.join(", ")));
            if let Some(mage) = arena.mage_of(player) {
                line.push_str(&format!(" as:{}", quote(&mage.name)));
            }
            Waiting::new(seat(arena, player), line, "deadline-default-upkeep")
        })
        .collect()
}

/// A pending counterstrike or upkeep choice: the chooser answers it; any other action is
/// refused naming them, but the chooser's own other actions go by their usual claim (they
/// accept the rules' defaults for what they leave open, as the engine says). With several
/// upkeep choices pending, the first chooser other than the actor is named.
fn pending_choice(arena: &Arena, actor: &Actor, action: &Action) -> Option<Claim> {
    if let Some(offer) = &arena.counter_offer {
        let chooser = arena.object(offer.defender)?.owner;
        let answers = matches!(
            action,
            Action::Attack { counter: true, .. } | Action::Decline
        );
        return (answers || chooser != actor.user).then(|| Claim::Choice(seat(arena, chooser)));
    }
    // Answering one's own upkeep choice is a round-level step of one's own (below).
    if matches!(
        action,
        Action::UpkeepOrder { .. } | Action::UpkeepPay { .. }
    ) {
        return None;
    }
    pending_choosers(arena)
        .into_iter()
        .find(|player| *player != actor.user)
        .map(|player| Claim::Choice(seat(arena, player)))
}

/// The player of the named object, or the actor themselves when no name is given (the
/// engine reads a missing name as the actor's own mage). `None`: no such object, which
/// the engine refuses in its own words.
fn owner(arena: &Arena, actor: &Actor, name: Option<&str>) -> Option<i64> {
    match name.map(str::trim).filter(|n| !n.is_empty()) {
        Some(name) => arena
            .objects
            .iter()
            .find(|o| same(&o.name, name))
            .map(|o| o.owner),
        None => arena.mage_of(actor.user).map(|o| o.owner),
    }
}

/// The caster of the face-down enchantment named: the actor's own first.
fn enchantment_owner(arena: &Arena, actor: &Actor, name: &str) -> Option<i64> {
    let mut matching = arena
        .enchantments
        .iter()
        .filter(|e| !e.revealed && same(&e.name, name));
    let first = matching.clone().next().map(|e| e.owner);
    matching
        .find(|e| e.owner == actor.user)
        .map(|e| e.owner)
        .or(first)
}

fn named(from: Option<&str>) -> bool {
    from.is_some_and(|f| !f.trim().is_empty())
}

/// A player's seat, named as the table shows them: their display name, else their mage.
fn seat(arena: &Arena, player: i64) -> Seat {
    let name = arena
        .player_name(player)
        .map(str::to_owned)
        .or_else(|| arena.mage_of(player).map(|m| m.name.clone()))
        .unwrap_or_else(|| player.to_string());
    Seat::of(player, name)
}

const SEATLESS: &[Role] = &[Role::SeatlessHost, Role::SeatlessModerator];
const OWN_OR_SEATLESS: &[Role] = &[Role::Own, Role::SeatlessHost, Role::SeatlessModerator];
const EVERYONE: &[Role] = &[
    Role::Own,
    Role::Opponent,
    Role::OpponentHost,
    Role::SeatedModerator,
    Role::Bystander,
    Role::SeatlessHost,
    Role::SeatlessModerator,
];

/// Mage Wars' permission table: the docs print it, the permission matrix plays it.
pub const WHO_MAY: WhoMay = WhoMay {
    roles: EVERYONE,
    rules: &[
        Rule {
            action: "show the arena, list one's own enchantments, bring one's own mage",
            claim: "anyone",
            allowed: EVERYONE,
        },
        Rule {
            action: "activate, guard, attack, cast or reveal with an object",
            claim: "the object's player",
            allowed: &[Role::Own],
        },
        Rule {
            action: "move an object in its player's action phase",
            claim: "the object's player",
            allowed: &[Role::Own],
        },
        Rule {
            action: "push another player's object (`/move … from:`) in one's action phase",
            claim: "an effect: the phase's player naming the cause, or a correction",
            allowed: OWN_OR_SEATLESS,
        },
        Rule {
            action: "move an object outside its player's action phase, naming no cause",
            claim: "a correction",
            allowed: SEATLESS,
        },
        Rule {
            action: "end one's action phase (`/next`)",
            claim: "the phase's player, or a correction",
            allowed: OWN_OR_SEATLESS,
        },
        Rule {
            action: "start the next round (`/initiative`)",
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
            action: "damage, heal or mark one's own object; edit it, its mana or attacks; remove it",
            claim: "the object's player, or a correction",
            allowed: OWN_OR_SEATLESS,
        },
        Rule {
            action: "damage, heal or mark another player's object naming the cause (`from:`)",
            claim: "an effect: the phase's player naming the cause, or a correction",
            allowed: OWN_OR_SEATLESS,
        },
        Rule {
            action: "damage, heal or mark another player's object naming no cause",
            claim: "a correction",
            allowed: SEATLESS,
        },
        Rule {
            action: "choose one's upkeep (`/upkeep` order, pay or release)",
            claim: "the objects' player, or a correction",
            allowed: OWN_OR_SEATLESS,
        },
        Rule {
            action: "start the next round while one's upkeep choice waits",
            claim: "the chooser (accepting their own defaults)",
            allowed: &[Role::Own],
        },
        Rule {
            action: "strike back or decline a counterstrike",
            claim: "the defender's player (a pending choice)",
            allowed: &[Role::Own],
        },
        Rule {
            action: "anything else while a counterstrike waits (`/next`)",
            claim: "nobody: the defender's player answers first",
            allowed: &[],
        },
        Rule {
            action: "hand one's own seat, or an object of one's own, to another player (`/seat give`)",
            claim: "the object's (or seat's) player",
            allowed: &[Role::Own],
        },
        Rule {
            action: "reassign the seat of a player who left (`/seat give … from:`)",
            claim: "the seat's player, or a correction",
            allowed: OWN_OR_SEATLESS,
        },
        Rule {
            action: "end the game",
            claim: "whoever started it (here: its player), or a moderator with no seat",
            allowed: &[
                Role::Own,
                Role::OpponentHost,
                Role::SeatlessHost,
                Role::SeatlessModerator,
            ],
        },
    ],
};
