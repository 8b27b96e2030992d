//! What an action did, as data: the front-ends turn it into localized text, tests assert
//! on it.

use serde::{Deserialize, Serialize};

use super::model::{BonusKind, FirstTurn, Item, Kind, Side, Slot, TurnKind, Who};

/// Where the bonus strike's extra strength came from.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bonus {
    /// The other card of a rider/animal pair.
    pub pair: u32,
    /// The items of the attacker (both cards of a pair).
    pub items: u32,
    /// The turn's event or abstraction.
    pub turn: u32,
    /// Abilities' bonus, typed with the attack.
    pub plus: u32,
    /// Penalties on the attacker.
    pub minus: u32,
}

impl Bonus {
    /// The net change to the bonus strike.
    pub fn net(&self) -> i64 {
        i64::from(self.pair) + i64::from(self.items) + i64::from(self.turn) + i64::from(self.plus)
            - i64::from(self.minus)
    }
}

/// One strike of an attack.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Strike {
    pub target: String,
    /// Strength, bonus included.
    pub strength: u32,
    pub armor: u32,
    /// Damage through armor: max(0, strength − armor).
    pub through: u32,
    /// Life the target lost (excess is lost; a strike on a card already dead is lost).
    pub dealt: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttackReport {
    pub side: Side,
    pub attacker: String,
    /// The other card of a rider/animal pair.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partner: Option<String>,
    /// 1-based.
    pub bonus_strike: u32,
    pub bonus: Bonus,
    pub strikes: Vec<Strike>,
    pub total: u32,
}

/// A player's move along the distance to zero at a battle's end.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Move {
    pub who: Who,
    pub from: u32,
    pub to: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    BattleStarted {
        number: u32,
        attacker: Who,
        defender: Who,
        first_turn: FirstTurn,
    },
    CardAdded {
        name: String,
        side: Side,
        kind: Kind,
        attack: u32,
        life: u32,
        armor: u32,
        strikes: u32,
    },
    /// Both armies have a card called `name`: the other army's is now `theirs`, the new
    /// one `added`.
    ToldApart {
        name: String,
        theirs: String,
        added: String,
    },
    /// A saved army enters (`/zero army load`); its cards, items and riders follow.
    ArmyEntered {
        name: String,
        side: Side,
        cards: u32,
    },
    ItemGiven {
        card: String,
        item: Item,
        life: u32,
        cap: u32,
    },
    Mounted {
        rider: String,
        animal: String,
    },
    Dismounted {
        rider: String,
        animal: String,
    },
    BonusPlayed {
        side: Side,
        kind: BonusKind,
        name: String,
        amount: u32,
    },
    Acted {
        card: String,
        slot: Slot,
    },
    Attack(AttackReport),
    /// An attack over several targets waits for its bonus strike.
    ChooseBonusStrike {
        attacker: String,
        bonus: i64,
        options: Vec<(String, u32)>,
    },
    Damaged {
        card: String,
        amount: u32,
        dealt: u32,
        life: u32,
        cap: u32,
    },
    Healed {
        card: String,
        amount: u32,
        life: u32,
        cap: u32,
    },
    ItemLost {
        card: String,
        item: String,
        from: u32,
        life: u32,
    },
    Died {
        card: String,
        side: Side,
        kind: Kind,
    },
    /// A side's army fell while its player was still entering it: the end waits for them.
    EndWaits {
        side: Side,
        who: Who,
    },
    /// The player whose army fell entered a card: the battle goes on.
    BattleGoesOn {
        side: Side,
        who: Who,
    },
    Retreated {
        side: Side,
        who: Who,
    },
    TurnOf {
        side: Side,
        who: Who,
        number: u32,
        kind: TurnKind,
    },
    /// The battle is over: `winner` is `None` when both armies fell at once.
    BattleEnded {
        winner: Option<Side>,
        retreat: bool,
        survivors: u32,
        moves: Vec<Move>,
    },
    GameWon {
        who: Who,
        /// Reached zero (otherwise: the opponent's whole deck is destroyed).
        zero: bool,
    },
    DeckDrawn {
        who: Who,
    },
    /// The host ended the battle without a result.
    Abandoned,
    SettingsChanged {
        start_distance: u32,
        first_turn: FirstTurn,
        /// The new starting distance waits for the next game.
        #[serde(default)]
        next_game: bool,
    },
    NewGame,
    /// `/seat give`: `to` now plays the armies in `sides` (none between battles) that
    /// `from` played. `by` is whoever handed them over when it was not `from` (a
    /// correction). `distance` is `from`'s distance to zero when `to` took their place in
    /// the game with it; `None` when `to` keeps their own.
    SeatGiven {
        sides: Vec<Side>,
        from: Who,
        to: Who,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Who>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        distance: Option<u32>,
    },
}

impl Event {
    /// The events the roll log keeps: strikes, damage, the battle's result, and who took
    /// over whose army.
    pub fn logged(&self) -> bool {
        matches!(
            self,
            Event::Attack(_)
                | Event::Damaged { .. }
                | Event::Healed { .. }
                | Event::ItemLost { .. }
                | Event::Retreated { .. }
                | Event::BattleEnded { .. }
                | Event::GameWon { .. }
                | Event::SeatGiven { .. }
        )
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub events: Vec<Event>,
}

impl Outcome {
    pub fn push(&mut self, event: Event) {
        self.events.push(event);
    }

    pub fn logged(&self) -> impl Iterator<Item = &Event> {
        self.events.iter().filter(|e| e.logged())
    }
}
