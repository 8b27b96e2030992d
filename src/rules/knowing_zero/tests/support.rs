//! A battle driven by typed actions, with the users of the tests.

use crate::dice::RiggedDice;
use crate::rules::Actor;
use crate::rules::knowing_zero::{
    Action, AttackOrder, Battle, Card, Event, Kind, Outcome, Side, Table, Who, apply,
};

pub const ANNA: i64 = 1;
pub const BORIS: i64 = 2;
pub const HOST: i64 = 3;
pub const STRANGER: i64 = 4;

pub fn actor(user: i64) -> Actor {
    Actor {
        user,
        moderator: false,
        name: String::new(),
    }
}

pub fn who(user: i64) -> Who {
    Who {
        user,
        label: Some(
            match user {
                ANNA => "Anna",
                BORIS => "Boris",
                _ => "Someone",
            }
            .into(),
        ),
        name: String::new(),
    }
}

pub struct Game {
    pub table: Table,
}

impl Game {
    /// A battle hosted by HOST: Anna attacks, Boris defends.
    pub fn new() -> Game {
        let mut game = Game {
            table: Table::default(),
        };
        game.start();
        game
    }

    pub fn start(&mut self) -> Outcome {
        self.ok(
            HOST,
            Action::Start {
                attacker: who(ANNA),
                defender: who(BORIS),
                start: None,
            },
        )
    }

    pub fn try_(&mut self, user: i64, action: Action) -> Result<Outcome, crate::error::UserError> {
        apply(
            &mut self.table,
            &actor(user),
            &action,
            &mut RiggedDice::new(vec![]),
        )
    }

    pub fn ok(&mut self, user: i64, action: Action) -> Outcome {
        match self.try_(user, action.clone()) {
            Ok(outcome) => outcome,
            Err(e) => panic!("{action:?} refused: {e}"),
        }
    }

    /// The action is refused with `key` and changes nothing.
    pub fn refused(&mut self, user: i64, action: Action, key: &str) {
        let before = self.table.clone();
        match self.try_(user, action.clone()) {
            Ok(outcome) => panic!("{action:?} should be refused, got {outcome:?}"),
            Err(e) => assert_eq!(e.key, key, "{action:?}: {e}"),
        }
        assert_eq!(self.table, before, "a refusal changed the table");
    }

    pub fn battle(&self) -> &Battle {
        self.table.battle.as_deref().expect("a battle runs")
    }

    pub fn card(&self, name: &str) -> &Card {
        self.battle().card(name).expect("the card is in play")
    }

    pub fn life(&self, name: &str) -> u32 {
        self.card(name).life
    }

    pub fn distance(&self, user: i64) -> u32 {
        self.table.player(user).expect("a player").distance
    }

    /// The player of `side`: each army is its own player's alone.
    pub fn player(&self, side: Side) -> i64 {
        self.battle().who(side).user
    }

    /// Adds a card to `side` as its player.
    pub fn card_on(&mut self, side: Side, name: &str, kind: Kind, attack: u32, life: u32) {
        self.card_full(side, name, kind, attack, life, 0, 1);
    }

    #[allow(clippy::too_many_arguments)]
    pub fn card_full(
        &mut self,
        side: Side,
        name: &str,
        kind: Kind,
        attack: u32,
        life: u32,
        armor: u32,
        strikes: u32,
    ) {
        self.ok(
            self.player(side),
            Action::AddCard {
                name: name.into(),
                kind,
                attack,
                life,
                armor,
                strikes,
                side: Some(side),
            },
        );
    }

    /// Gives `card` an item, as the card's player.
    pub fn item(&mut self, card: &str, attack: u32, life: u32) {
        self.ok(
            self.player(self.card(card).side),
            Action::GiveItem {
                card: card.into(),
                name: format!("{card}'s item"),
                attack,
                life,
            },
        );
    }

    /// An attack waiting for its bonus strike, as a table stored by an older version holds
    /// it (attacks no longer pause): `attacker`'s strikes over `targets`, no bonus chosen.
    pub fn stored_bonus_wait(&mut self, attacker: &str, targets: &[&str]) {
        let Action::Attack(attack) = attack(attacker, targets) else {
            unreachable!()
        };
        let options = targets.iter().map(|t| ((*t).to_owned(), 1)).collect();
        if let Some(b) = self.table.battle.as_deref_mut() {
            b.pending = Some(crate::rules::knowing_zero::Pending {
                attack: AttackOrder {
                    strikes: Some(targets.len() as u32),
                    ..attack
                },
                options,
            });
        }
    }

    /// Each player ends their turn until it is `side`'s full turn.
    pub fn play_until_full_turn_of(&mut self, side: Side) {
        for _ in 0..3 {
            let turn = &self.battle().turn;
            if turn.side == side && turn.number > 0 {
                return;
            }
            self.ok(self.player(turn.side), Action::Next);
        }
        panic!("never reached {side:?}'s full turn");
    }
}

pub fn attack(attacker: &str, targets: &[&str]) -> Action {
    Action::Attack(AttackOrder {
        attacker: Some(attacker.into()),
        targets: targets.iter().map(|t| (*t).to_owned()).collect(),
        ..AttackOrder::default()
    })
}

pub fn attack_with(
    attacker: &str,
    targets: &[&str],
    edit: impl FnOnce(&mut AttackOrder),
) -> Action {
    let Action::Attack(mut order) = attack(attacker, targets) else {
        unreachable!()
    };
    edit(&mut order);
    Action::Attack(order)
}

pub fn report(outcome: &Outcome) -> &crate::rules::knowing_zero::AttackReport {
    outcome
        .events
        .iter()
        .find_map(|e| match e {
            Event::Attack(report) => Some(report),
            _ => None,
        })
        .expect("an attack")
}

pub fn strengths(outcome: &Outcome) -> Vec<u32> {
    report(outcome).strikes.iter().map(|s| s.strength).collect()
}

pub fn has(outcome: &Outcome, wanted: impl Fn(&Event) -> bool) -> bool {
    outcome.events.iter().any(wanted)
}
