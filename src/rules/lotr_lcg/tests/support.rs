//! A table driven by users 1 (host, seat "Anna"), 2 ("Boris"), 3 ("Cyril"), with rigged dice.

use crate::dice::RiggedDice;
use crate::error::UserError;
use crate::rules::lotr_lcg::{
    Action, Actor, Character, CharacterKind, Enemy, Event, Outcome, Shadow, Stage, Table, apply,
};

pub const HOST: i64 = 1;
pub const BORIS: i64 = 2;
pub const CYRIL: i64 = 3;
pub const STRANGER: i64 = 99;
/// A host who plays no seat.
pub const NOBODY: i64 = 42;

pub struct Game {
    pub table: Table,
    pub dice: RiggedDice,
}

impl Game {
    pub fn new() -> Self {
        Game {
            table: Table::new(HOST),
            dice: RiggedDice::default(),
        }
    }

    /// Seats Anna (host, first player), Boris and Cyril at threat 28.
    pub fn three_players() -> Self {
        let mut game = Game::new();
        game.ok(HOST, player("Anna"));
        game.ok(BORIS, player("Boris"));
        game.ok(CYRIL, player("Cyril"));
        game
    }

    /// A copy of this game hosted by nobody at the table, so every permission counts
    /// (user 1 is then only Anna's player).
    pub fn without_host(&self) -> Game {
        let mut table = self.table.clone();
        table.host = NOBODY;
        Game {
            table,
            dice: RiggedDice::default(),
        }
    }

    pub fn act(&mut self, user: i64, action: Action) -> Result<Outcome, UserError> {
        let actor = Actor {
            user,
            moderator: false,
            name: String::new(),
        };
        apply(&mut self.table, &actor, &action, &mut self.dice)
    }

    #[track_caller]
    pub fn ok(&mut self, user: i64, action: Action) -> Outcome {
        match self.act(user, action.clone()) {
            Ok(outcome) => outcome,
            Err(e) => panic!("{action:?} by {user} refused: {e}"),
        }
    }

    /// Refused with `key`, and the table unchanged.
    #[track_caller]
    pub fn refused(&mut self, user: i64, action: Action, key: &str) -> UserError {
        let before = self.table.clone();
        match self.act(user, action.clone()) {
            Ok(outcome) => panic!("{action:?} by {user} went through: {outcome:?}"),
            Err(e) => {
                assert_eq!(e.key, key, "{action:?}: {e}");
                assert_eq!(self.table, before, "a refusal changed the table");
                e
            }
        }
    }

    pub fn character(&self, name: &str) -> Option<&Character> {
        self.table.characters.iter().find(|c| c.name == name)
    }

    pub fn enemy(&self, name: &str) -> Option<&Enemy> {
        self.table.enemies.iter().find(|e| e.name == name)
    }

    pub fn stage(&self) -> Option<&Stage> {
        self.table.combat.as_ref().map(|c| &c.stage)
    }

    pub fn hero(&mut self, user: i64, name: &str, attack: u32, defense: u32, hp: u32) {
        self.ok(
            user,
            character(name, CharacterKind::Hero, attack, defense, hp),
        );
    }

    pub fn ally(&mut self, user: i64, name: &str, attack: u32, defense: u32, hp: u32) {
        self.ok(
            user,
            character(name, CharacterKind::Ally, attack, defense, hp),
        );
    }

    /// An enemy engaged with `player` at once.
    pub fn enemy_on(
        &mut self,
        player: &str,
        name: &str,
        attack: u32,
        defense: u32,
        hp: u32,
        cost: u32,
    ) {
        self.ok(
            HOST,
            Action::AddEnemy {
                name: name.into(),
                attack,
                defense,
                hit_points: hp,
                engagement_cost: cost,
                engage: Some(player.into()),
            },
        );
    }

    pub fn cards(&mut self, name: &str, shadow: Shadow, count: u32) {
        self.ok(
            HOST,
            Action::AddCards {
                name: name.into(),
                shadow,
                count,
            },
        );
    }
}

pub fn player(name: &str) -> Action {
    Action::AddPlayer {
        name: name.into(),
        threat: 28,
        first: false,
    }
}

pub fn character(name: &str, kind: CharacterKind, attack: u32, defense: u32, hp: u32) -> Action {
    Action::AddCharacter {
        name: name.into(),
        kind,
        player: None,
        attack,
        defense,
        hit_points: hp,
        ranged: false,
        sentinel: false,
    }
}

pub fn blank() -> Shadow {
    Shadow::default()
}

pub fn start() -> Action {
    Action::StartCombat { order: Vec::new() }
}

pub fn choose(enemy: &str) -> Action {
    Action::ChooseEnemy {
        enemy: enemy.into(),
    }
}

pub fn defend(character: &str) -> Action {
    Action::Defend {
        character: character.into(),
    }
}

pub fn attackers(names: &[&str]) -> Action {
    Action::Attackers {
        names: names.iter().map(|n| (*n).to_owned()).collect(),
    }
}

pub fn dealt_to(outcome: &Outcome) -> Vec<String> {
    outcome
        .events
        .iter()
        .find_map(|e| match e {
            Event::ShadowsDealt { enemies } => Some(enemies.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

pub fn stage_key(game: &Game) -> &'static str {
    game.stage().map_or("none", Stage::key)
}
