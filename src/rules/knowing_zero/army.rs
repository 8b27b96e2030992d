//! Saved armies (third round: "Between battles the channel stays in «Познание нуля»;
//! armies may be saved and entered again"). An army is drawn from one side of a running
//! battle with each card's printed numbers — never its current Life —, its item and the
//! animal it rides; entering it puts the whole of it into a later battle as one action,
//! through the same checks as `/zero card`, `/zero item` and `/zero ride`. The engine never
//! sees the store: the table service keeps the army's JSON and hands it back inside
//! [`super::Action::EnterArmy`].

use serde::{Deserialize, Serialize};

use super::model::{Battle, Card, Item, Kind, Side, Table};
use super::outcome::{Event, Outcome};
use super::{battle, limits};
use crate::error::UserError;
use crate::rules::{Actor, names};

/// Every bound on saved armies, in one place: each refusal changes nothing.
pub mod bounds {
    /// Saved armies per user per server: Discord shows at most 25 autocomplete entries.
    pub const SAVED: usize = 25;
    /// An army's name, in characters (the name policy's own limit).
    pub const NAME: usize = crate::rules::names::MAX_CHARS;
    /// Cards in one army: no more than a battle holds in play.
    pub const CARDS: usize = super::limits::CARDS;
    /// The stored JSON of one army, in bytes.
    pub const BYTES: usize = 16 * 1024;
}

/// One card as saved: its printed numbers, its item and the animal it rides.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArmyCard {
    pub name: String,
    pub kind: Kind,
    pub attack: u32,
    /// The printed maximum Life (heart), not the Life the card had left.
    pub life: u32,
    #[serde(default)]
    pub armor: u32,
    #[serde(default = "one")]
    pub strikes: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub item: Option<Item>,
    /// For a character: the animal of the same army it rides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rides: Option<String>,
}

fn one() -> u32 {
    1
}

/// A saved army: its cards in the order they were put into play.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Army {
    pub cards: Vec<ArmyCard>,
}

impl Army {
    /// The army as stored, refused past [`bounds::BYTES`].
    pub fn to_json(&self) -> Result<String, UserError> {
        let json = serde_json::to_string(self).map_err(|_| too_large())?;
        if json.len() > bounds::BYTES {
            return Err(too_large());
        }
        Ok(json)
    }

    /// A stored army; one this version cannot read is refused, never half-entered.
    pub fn from_json(json: &str) -> Result<Army, UserError> {
        if json.len() > bounds::BYTES {
            return Err(too_large());
        }
        serde_json::from_str(json).map_err(|_| UserError::new("err-kz-army-unreadable"))
    }
}

fn too_large() -> UserError {
    UserError::new("err-kz-army-too-large").arg("max", bounds::BYTES / 1024)
}

/// An army's name as stored: the name policy (trimmed, 1–32 characters).
pub fn name(typed: &str) -> Result<String, UserError> {
    names::validate(typed)
}

/// The army of the actor's side (or the named one they play) in the running battle.
pub fn of(table: &Table, actor: &Actor, side: Option<Side>) -> Result<(Side, Army), UserError> {
    let Some(b) = table.battle.as_deref() else {
        return Err(UserError::new("err-kz-army-no-battle"));
    };
    let side = own_side(b, actor, side)?;
    // A card told apart from the other army's ("Wolf (anna)") is saved as typed ("Wolf"):
    // the next battle tells it apart again if it must.
    let typed = |c: &Card| c.typed.clone().unwrap_or_else(|| c.name.clone());
    let cards: Vec<ArmyCard> = b
        .army(side)
        .map(|c| ArmyCard {
            name: typed(c),
            kind: c.kind,
            attack: c.attack,
            life: c.max_life,
            armor: c.armor,
            strikes: c.strikes,
            item: c.item.clone(),
            rides: c.rides.as_deref().map(|animal| {
                b.army(side)
                    .find(|a| a.name == animal)
                    .map_or_else(|| animal.to_owned(), typed)
            }),
        })
        .collect();
    if cards.is_empty() {
        return Err(UserError::new("err-kz-army-empty"));
    }
    Ok((side, Army { cards }))
}

/// The side an army is saved from: one the actor plays (the named one, else their own,
/// else — playing both — the one whose turn it is).
fn own_side(b: &Battle, actor: &Actor, named: Option<Side>) -> Result<Side, UserError> {
    let plays = |side: Side| b.who(side).user == actor.user;
    match named {
        Some(side) if plays(side) => Ok(side),
        Some(_) => Err(UserError::new("err-kz-not-your-army")),
        None => b
            .side_played_by(actor.user)
            .ok_or_else(|| UserError::new("err-kz-army-no-side")),
    }
}

/// `/zero army load`: every card, then every item, then every rider onto its animal, each
/// through the rule that checks it when typed. The first refusal names its card and undoes
/// the lot (`apply` works on a copy).
pub(super) fn enter(
    b: &mut Battle,
    actor: &Actor,
    name: &str,
    side: Option<Side>,
    army: &Army,
    out: &mut Outcome,
) -> Result<(), UserError> {
    if army.cards.is_empty() {
        return Err(UserError::new("err-kz-army-empty"));
    }
    if army.cards.len() > bounds::CARDS {
        return Err(UserError::new("err-kz-too-many-cards").arg("max", limits::CARDS));
    }
    let side = battle::side_of(b, actor, side)?;
    out.push(Event::ArmyEntered {
        name: name.to_owned(),
        side,
        cards: army.cards.len() as u32,
    });
    // The name each card got in play (told apart from the other army's if it must be):
    // its item and its rider go by it.
    let mut in_play: Vec<(&str, String)> = Vec::with_capacity(army.cards.len());
    for card in &army.cards {
        battle::add_card(
            b,
            actor,
            &card.name,
            card.kind,
            [card.attack, card.life, card.armor, card.strikes],
            Some(side),
            out,
        )
        .map_err(|e| refused_at(card, e))?;
        let shown = b
            .cards
            .last()
            .map_or_else(|| card.name.clone(), |c| c.name.clone());
        in_play.push((&card.name, shown));
    }
    let shown = |typed: &str| {
        in_play
            .iter()
            .find(|(name, _)| names::same(name, typed))
            .map_or_else(|| typed.to_owned(), |(_, shown)| shown.clone())
    };
    for card in &army.cards {
        if let Some(item) = &card.item {
            let carrier = shown(&card.name);
            battle::give_item(b, actor, &carrier, &item.name, item.attack, item.life, out)
                .map_err(|e| refused_at(card, e))?;
        }
    }
    for card in &army.cards {
        if let Some(animal) = &card.rides {
            battle::ride(b, actor, &shown(&card.name), &shown(animal), out)
                .map_err(|e| refused_at(card, e))?;
        }
    }
    Ok(())
}

/// A refusal of one card of an army: the reply names the card before saying why.
fn refused_at(card: &ArmyCard, error: UserError) -> UserError {
    error.arg("army-card", card.name.clone())
}
