//! `/seat give`: a player's miniatures, or one of them, handed to another player.

use super::{Encounter, Event, Named, author, is_host, seats};
use crate::error::UserError;
use crate::rules::Actor;

/// A `/seat give`, its `from` resolved (the actor when none is named).
pub(super) struct Given<'a> {
    pub to: i64,
    pub to_name: Option<&'a str>,
    pub piece: Option<&'a str>,
    pub from: i64,
}

/// Hands the `from` player's miniatures, or one of them, to `to`. The host stays the
/// host: hosting is starting the game, not a seat.
pub(super) fn give_seat(
    encounter: &mut Encounter,
    actor: &Actor,
    given: &Given,
    events: &mut Vec<Event>,
) -> Result<(), UserError> {
    // A second line behind the seats check: another player's seat is a correction.
    if given.from != actor.user && !is_host(encounter, actor) {
        return Err(UserError::new("err-ts-host-only"));
    }
    if given.to == given.from {
        return Err(UserError::new("err-ts-give-self"));
    }
    let from_name = seats::seat(encounter, given.from).who();
    let theirs: Vec<usize> = (0..encounter.miniatures.len())
        .filter(|&i| encounter.miniatures[i].owner == given.from)
        .collect();
    if theirs.is_empty() {
        return Err(UserError::new("err-ts-give-no-seat").arg("who", from_name));
    }
    let moving: Vec<usize> = match given.piece {
        Some(name) => {
            let i = encounter.find(name)?;
            if encounter.miniatures[i].owner != given.from {
                return Err(UserError::new("err-ts-give-not-theirs")
                    .arg("name", encounter.miniatures[i].name.clone())
                    .arg("who", from_name));
            }
            vec![i]
        }
        None => theirs,
    };
    // One expedition leader a player: a standing leader does not join another's.
    let leads = |user: i64| {
        encounter
            .miniatures
            .iter()
            .any(|m| m.owner == user && m.leader && !m.removed)
    };
    if leads(given.to)
        && moving
            .iter()
            .any(|&i| encounter.miniatures[i].leader && !encounter.miniatures[i].removed)
    {
        return Err(UserError::new("err-ts-give-leader"));
    }
    let from_number = seats::player_number(encounter, given.from);
    let from_known = encounter.player_name(given.from).map(str::to_owned);
    for &i in &moving {
        encounter.miniatures[i].owner = given.to;
    }
    if let Some(name) = given.to_name {
        encounter.remember(given.to, name);
    }
    let pieces = moving
        .iter()
        .map(|&i| &encounter.miniatures[i])
        .filter(|m| !m.removed)
        .map(|m| m.name.clone())
        .collect();
    events.push(Event::SeatGiven {
        from: Named {
            name: from_known,
            number: from_number,
        },
        to: Named {
            name: encounter.player_name(given.to).map(str::to_owned),
            number: seats::player_number(encounter, given.to),
        },
        piece: given
            .piece
            .and(moving.first())
            .map(|&i| encounter.miniatures[i].name.clone()),
        pieces,
        by: (given.from != actor.user).then(|| author(encounter, actor)),
    });
    Ok(())
}
