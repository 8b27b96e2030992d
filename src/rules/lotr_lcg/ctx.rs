//! What every rule needs: the table being changed (a copy, kept only when the action
//! succeeds), who acts, the dice, the outcome being built; plus names and permissions.

use super::action::Actor;
use super::model::{Character, Enemy, Player, Table};
use super::outcome::{Event, Outcome};
use crate::dice::Dice;
use crate::error::UserError;

/// A card in play, by its stored name.
pub(crate) enum InPlay {
    Character(String),
    Enemy(String),
}

pub(crate) struct Ctx<'a> {
    pub table: &'a mut Table,
    pub actor: &'a Actor,
    pub dice: &'a mut dyn Dice,
    pub out: Outcome,
}

pub(crate) use crate::rules::names::{same, shorten, validate as new_name};

impl<'a> Ctx<'a> {
    pub fn new(table: &'a mut Table, actor: &'a Actor, dice: &'a mut dyn Dice) -> Self {
        Ctx {
            table,
            actor,
            dice,
            out: Outcome::default(),
        }
    }

    pub fn event(&mut self, event: Event) {
        self.out.push(event);
    }

    // ---- names -------------------------------------------------------------------

    /// Players, characters and enemies share one namespace, so `/damage` is unambiguous.
    pub fn name_taken(&self, name: &str) -> bool {
        self.table.names().any(|n| same(n, name))
    }

    pub fn player_named(&self, name: &str) -> Result<&Player, UserError> {
        self.table
            .players
            .iter()
            .find(|p| same(&p.name, name))
            .ok_or_else(|| UserError::new("err-lotr-unknown-player").arg("name", shorten(name)))
    }

    pub fn character_named(&self, name: &str) -> Result<&Character, UserError> {
        self.table
            .characters
            .iter()
            .find(|c| same(&c.name, name))
            .ok_or_else(|| UserError::new("err-lotr-unknown-character").arg("name", shorten(name)))
    }

    pub fn enemy_named(&self, name: &str) -> Result<&Enemy, UserError> {
        self.table
            .enemies
            .iter()
            .find(|e| same(&e.name, name))
            .ok_or_else(|| UserError::new("err-lotr-unknown-enemy").arg("name", shorten(name)))
    }

    /// The card a card effect names: a character or an enemy in play.
    pub fn in_play(&self, name: &str) -> Result<InPlay, UserError> {
        if let Ok(character) = self.character_named(name) {
            return Ok(InPlay::Character(character.name.clone()));
        }
        match self.enemy_named(name) {
            Ok(enemy) => Ok(InPlay::Enemy(enemy.name.clone())),
            Err(_) => Err(UserError::new("err-lotr-unknown-name").arg("name", shorten(name))),
        }
    }

    pub fn character_mut(&mut self, name: &str) -> Result<&mut Character, UserError> {
        self.table
            .characters
            .iter_mut()
            .find(|c| c.name == name)
            .ok_or_else(|| UserError::new("err-lotr-internal"))
    }

    pub fn enemy_mut(&mut self, name: &str) -> Result<&mut Enemy, UserError> {
        self.table
            .enemies
            .iter_mut()
            .find(|e| e.name == name)
            .ok_or_else(|| UserError::new("err-lotr-internal"))
    }

    pub fn player_mut(&mut self, name: &str) -> Result<&mut Player, UserError> {
        self.table
            .players
            .iter_mut()
            .find(|p| p.name == name)
            .ok_or_else(|| UserError::new("err-lotr-internal"))
    }

    /// The named seat, or the caller's own when they play exactly one.
    pub fn seat(&self, name: Option<&str>) -> Result<String, UserError> {
        if let Some(name) = name.map(str::trim).filter(|n| !n.is_empty()) {
            let player = self.player_named(name)?;
            self.require_plays(&player.name)?;
            return Ok(player.name.clone());
        }
        let mut own = self
            .table
            .players
            .iter()
            .filter(|p| p.user == self.actor.user && !p.eliminated);
        match (own.next(), own.next()) {
            (Some(player), None) => Ok(player.name.clone()),
            (None, _) => Err(UserError::new("err-lotr-no-seat")),
            (Some(_), Some(_)) => Err(UserError::new("err-lotr-which-seat")),
        }
    }

    // ---- who may do what ---------------------------------------------------------

    /// The host or a moderator who holds no seat: they correct the table and may take any
    /// step (`rules::seats`); one who holds a seat plays only their own.
    pub fn is_host(&self) -> bool {
        (self.actor.moderator || self.actor.user == self.table.host) && !self.holds_seat()
    }

    fn holds_seat(&self) -> bool {
        self.table.players.iter().any(|p| p.user == self.actor.user)
    }

    /// Ending the game: whoever started it, seat or not, or a moderator who holds none.
    pub fn require_host(&self) -> Result<(), UserError> {
        if self.actor.user == self.table.host || self.is_host() {
            Ok(())
        } else {
            Err(UserError::new("err-lotr-host-only"))
        }
    }

    /// The host, or anyone with a seat at the table (the game is cooperative: enemies,
    /// encounter cards and card effects are everyone's business).
    pub fn require_player(&self) -> Result<(), UserError> {
        if self.is_host() || self.holds_seat() {
            Ok(())
        } else {
            Err(UserError::new("err-lotr-not-a-player"))
        }
    }

    /// The caller plays this seat (or is a host or moderator who holds no seat).
    pub fn plays(&self, player: &str) -> bool {
        self.is_host()
            || self
                .table
                .player(player)
                .is_some_and(|p| p.user == self.actor.user)
    }

    pub fn require_plays(&self, player: &str) -> Result<(), UserError> {
        if self.plays(player) {
            Ok(())
        } else {
            Err(UserError::new("err-lotr-not-your-turn").arg("player", player.to_owned()))
        }
    }
}
