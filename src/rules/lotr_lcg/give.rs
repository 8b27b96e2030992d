//! `/seat give`: a seat changes hands (a player leaves, another takes over), or one hero or
//! ally passes to another seat (a card effect giving control). A seat keeps its name, and
//! its cards and engaged enemies stay with it; only who plays it changes.

use super::ctx::{Ctx, same, shorten};
use super::limits;
use super::outcome::Event;
use crate::error::UserError;

pub struct Give<'a> {
    pub to: i64,
    pub to_name: Option<&'a str>,
    /// A hero or ally, or a seat by its name; `None`: the giver's only seat.
    pub piece: Option<&'a str>,
    /// The giving user; `None`: the caller.
    pub from: Option<i64>,
}

pub fn give(ctx: &mut Ctx<'_>, give: &Give<'_>) -> Result<(), UserError> {
    let from = give.from.unwrap_or(ctx.actor.user);
    // A second line to `seats::claim`: another player's seat is a correction.
    if from != ctx.actor.user && !ctx.is_host() {
        return Err(UserError::new("err-seat-corrects"));
    }
    if give.to == from {
        return Err(UserError::new("err-lotr-give-self"));
    }
    if !ctx.table.players.iter().any(|p| p.user == from) {
        return Err(UserError::new(if from == ctx.actor.user {
            "err-lotr-no-seat"
        } else {
            "err-lotr-give-from-no-seat"
        }));
    }
    let Some(piece) = give.piece.map(str::trim).filter(|p| !p.is_empty()) else {
        let mut seats = ctx.table.players.iter().filter(|p| p.user == from);
        return match (seats.next(), seats.next()) {
            (Some(seat), None) => {
                let seat = seat.name.clone();
                give_seat(ctx, &seat, give)
            }
            // Two-handed play: which of the two is meant must be said.
            _ => Err(UserError::new("err-lotr-give-which-seat")),
        };
    };
    if let Some(seat) = ctx.table.players.iter().find(|p| same(&p.name, piece)) {
        if seat.user != from {
            return Err(UserError::new("err-lotr-give-not-theirs").arg("name", seat.name.clone()));
        }
        let seat = seat.name.clone();
        return give_seat(ctx, &seat, give);
    }
    if ctx.enemy_named(piece).is_ok() {
        // An enemy follows its engagement, not a gift.
        return Err(UserError::new("err-lotr-give-enemy").arg("name", shorten(piece)));
    }
    let character = ctx
        .character_named(piece)
        .map_err(|_| UserError::new("err-lotr-unknown-name").arg("name", shorten(piece)))?
        .clone();
    if ctx
        .table
        .player(&character.player)
        .is_none_or(|p| p.user != from)
    {
        return Err(UserError::new("err-lotr-give-not-theirs").arg("name", character.name));
    }
    // A step may hold the character as a defender or attacker of its seat.
    if ctx.table.combat.is_some() {
        return Err(UserError::new("err-lotr-combat-running"));
    }
    let to_seat = recipient_seat(ctx, give.to, &character.name)?;
    ctx.character_mut(&character.name)?.player = to_seat.clone();
    ctx.event(Event::PieceGiven {
        name: character.name,
        from: character.player,
        to: to_seat,
    });
    Ok(())
}

/// The whole seat: its player changes; the display name is the new player's when known,
/// else empty until they act.
fn give_seat(ctx: &mut Ctx<'_>, seat: &str, give: &Give<'_>) -> Result<(), UserError> {
    let to_name: String = give
        .to_name
        .unwrap_or_default()
        .chars()
        .filter(|c| !c.is_control())
        .take(limits::NAME_CHARS)
        .collect();
    let player = ctx.player_mut(seat)?;
    player.user = give.to;
    player.shown_as = to_name.clone();
    ctx.event(Event::SeatGiven {
        seat: seat.to_owned(),
        to: give.to,
        to_name,
    });
    Ok(())
}

/// The seat a card given to `to` joins: their one seat still in the game. A player with
/// several seats is refused, as `piece:` cannot say which of them is meant.
fn recipient_seat(ctx: &Ctx<'_>, to: i64, piece: &str) -> Result<String, UserError> {
    let held: Vec<_> = ctx.table.players.iter().filter(|p| p.user == to).collect();
    if held.is_empty() {
        return Err(UserError::new("err-lotr-give-to-no-seat").arg("name", piece.to_owned()));
    }
    let mut playing = held.iter().filter(|p| !p.eliminated);
    match (playing.next(), playing.next()) {
        (Some(seat), None) => Ok(seat.name.clone()),
        (None, _) => Err(UserError::new("err-lotr-eliminated").arg("player", held[0].name.clone())),
        (Some(_), Some(_)) => {
            Err(UserError::new("err-lotr-give-to-which-seat").arg("name", piece.to_owned()))
        }
    }
}
