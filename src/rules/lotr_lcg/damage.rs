//! Damage and defeat (rules: "Damage and defeat"): each token lowers hit points by one;
//! at 0 the card leaves play and the excess is lost. Threat 50 eliminates a player.

use super::ctx::Ctx;
use super::model::Card;
use super::outcome::{Event, Hit};
use crate::error::UserError;

/// The threat that eliminates a player.
pub const ELIMINATED_AT: u32 = 50;

impl Ctx<'_> {
    /// Places `amount` damage on a character; a destroyed one leaves play.
    pub fn damage_character(&mut self, name: &str, amount: u32) -> Result<Hit, UserError> {
        let character = self.character_mut(name)?;
        let placed = amount.min(character.remaining());
        character.damage += placed;
        let defeated = character.remaining() == 0;
        let player = character.player.clone();
        if defeated {
            self.table.characters.retain(|c| c.name != name);
            self.event(Event::Defeated {
                name: name.to_owned(),
                player: Some(player),
            });
        }
        Ok(Hit {
            target: name.to_owned(),
            placed,
            lost: amount - placed,
            defeated,
        })
    }

    /// Places `amount` damage on an enemy; a defeated one goes to the encounter discard
    /// pile with its shadow card.
    pub fn damage_enemy(&mut self, name: &str, amount: u32) -> Result<Hit, UserError> {
        let enemy = self.enemy_mut(name)?;
        let placed = amount.min(enemy.remaining());
        enemy.damage += placed;
        let defeated = enemy.remaining() == 0;
        if defeated {
            self.enemy_leaves_play(name);
            self.event(Event::Defeated {
                name: name.to_owned(),
                player: None,
            });
        }
        Ok(Hit {
            target: name.to_owned(),
            placed,
            lost: amount - placed,
            defeated,
        })
    }

    /// An enemy leaves play: it and its shadow card go to the encounter discard pile.
    pub fn enemy_leaves_play(&mut self, name: &str) {
        let Some(index) = self.table.enemies.iter().position(|e| e.name == name) else {
            return;
        };
        let enemy = self.table.enemies.remove(index);
        if let Some(shadow) = enemy.shadow {
            self.table.discard.push(shadow);
        }
        self.table.discard.push(Card {
            name: enemy.name,
            shadow: Default::default(),
        });
    }

    /// Sets a player's threat; at 50 the player is eliminated: their characters leave
    /// play and their enemies go back to the staging area (shadow cards discarded).
    pub fn set_threat(&mut self, player: &str, value: u32) -> Result<(), UserError> {
        let seat = self.player_mut(player)?;
        let from = seat.threat;
        seat.threat = value;
        let eliminate = value >= ELIMINATED_AT && !seat.eliminated;
        if from != value {
            self.event(Event::ThreatSet {
                player: player.to_owned(),
                from,
                to: value,
            });
        }
        if eliminate {
            self.eliminate(player)?;
        }
        Ok(())
    }

    pub(super) fn eliminate(&mut self, player: &str) -> Result<(), UserError> {
        self.player_mut(player)?.eliminated = true;
        self.table.characters.retain(|c| c.player != player);
        let mut discarded = Vec::new();
        for enemy in &mut self.table.enemies {
            if enemy.engaged_with.as_deref() == Some(player) {
                enemy.engaged_with = None;
                discarded.extend(enemy.shadow.take());
            }
        }
        self.table.discard.extend(discarded);
        self.event(Event::Eliminated {
            player: player.to_owned(),
        });
        if self.table.players.iter().all(|p| p.eliminated) {
            self.table.combat = None;
            self.event(Event::AllEliminated);
        } else if self.table.first_player_name() == Some(player) {
            self.table.first_player = self.next_seat(self.table.first_player);
        }
        Ok(())
    }

    /// The next seat clockwise that is still in the game (the same seat when alone).
    pub fn next_seat(&self, from: usize) -> usize {
        let count = self.table.players.len();
        (1..=count)
            .map(|step| (from + step) % count.max(1))
            .find(|&i| self.table.players.get(i).is_some_and(|p| !p.eliminated))
            .unwrap_or(from)
    }
}
