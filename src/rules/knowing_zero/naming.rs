//! Cards by name. Names are unique within an army; a name both armies have is told apart
//! by owner ("Knight (anna)"), and the name as typed still finds the card wherever the army
//! is clear.

use super::model::{Battle, Card, Side};
use crate::error::UserError;
use crate::rules::{Actor, names};

type Res<T = ()> = Result<T, UserError>;

/// `name` with its owner's name after it, short enough to type.
pub(super) fn owned_name(b: &Battle, name: &str, side: Side) -> String {
    let owner = b.who(side).known_name().unwrap_or(side.key());
    let owner: String = owner.trim().chars().take(OWNER_CHARS).collect();
    format!("{name} ({owner})")
}

/// How much of an owner's name tells two cards apart.
const OWNER_CHARS: usize = 20;

/// The card at `index` is called `to` from now on (it was typed `typed`): its rider's link
/// and the turn's record of it follow.
pub(super) fn rename(b: &mut Battle, index: usize, to: &str, typed: &str) {
    let from = std::mem::replace(&mut b.cards[index].name, to.to_owned());
    b.cards[index].typed = Some(typed.to_owned());
    let side = b.cards[index].side;
    for card in b.cards.iter_mut().filter(|c| c.side == side) {
        if card.rides.as_deref() == Some(from.as_str()) {
            card.rides = Some(to.to_owned());
        }
    }
    if b.turn.side == side {
        for used in [&mut b.turn.creature, &mut b.turn.machine] {
            if used.as_deref() == Some(from.as_str()) {
                *used = Some(to.to_owned());
            }
        }
    }
}

pub(super) fn find<'a>(b: &'a Battle, name: &str) -> Res<&'a Card> {
    find_for(b, name, None)
}

/// The card `name` means: by its full name, or by the name its player typed; where both
/// armies have a card typed so, the one in `prefer`'s army.
pub(super) fn find_for<'a>(b: &'a Battle, name: &str, prefer: Option<Side>) -> Res<&'a Card> {
    if let Some(card) = b.card(name) {
        return Ok(card);
    }
    let typed: Vec<&Card> = b.typed_as(name).into_iter().map(|(_, c)| c).collect();
    if let Some(card) = typed.iter().find(|c| Some(c.side) == prefer) {
        return Ok(card);
    }
    if typed.len() > 1 {
        let cards: Vec<&str> = typed.iter().map(|c| c.name.as_str()).collect();
        return Err(UserError::new("err-kz-which-card")
            .arg("name", names::shorten(name))
            .arg("cards", cards.join(", ")));
    }
    Err(UserError::new("err-kz-unknown-card").arg("name", names::shorten(name)))
}

/// The card `name` means to `actor`: their own army's where both armies have one typed so.
pub(super) fn find_own<'a>(b: &'a Battle, actor: &Actor, name: &str) -> Res<&'a Card> {
    // One user playing both armies has no "own" card of a name both have.
    let mine = b
        .side_played_by(actor.user)
        .filter(|_| b.attacker.user != b.defender.user);
    find_for(b, name, mine)
}

pub(super) fn find_mut<'a>(b: &'a mut Battle, name: &str) -> Res<&'a mut Card> {
    b.card_mut(name)
        .ok_or_else(|| UserError::new("err-kz-unknown-card").arg("name", names::shorten(name)))
}
