//! Mage Wars channels: `/encounter start ruleset:mage-wars` and every action of the game,
//! run through the pure engine and committed like FLAIL's (state, history, roll log).

use super::channel::{Channel, Game};
use super::{
    Reply, Request, Slot, TableService, check_version, history_row, log_rows, stored, write_error,
};
use crate::error::{Result, UserError};
use crate::rules::mage_wars::{self as mw, Action, Actor, Arena, Event, Outcome};
use crate::store::ActionWrite;

/// How a Mage Wars event is kept in the roll log (tagged, so `/log` tells rulesets apart).
#[derive(serde::Serialize)]
struct LoggedEvent<'a> {
    mage_wars: &'a Event,
}

/// What one action did to the channel, ready to commit.
struct Change<'a> {
    before: &'a Channel,
    after: Channel,
    command: &'a str,
    outcome: Outcome,
}

impl TableService {
    /// Starts a game; the starter is its host. A running FLAIL encounter or game stays:
    /// it has to be ended first.
    pub(super) async fn try_start_mage_wars(
        &self,
        slot: &mut Slot,
        request: &Request,
    ) -> Result<Reply> {
        let (version, channel) = self.channel(slot, request).await?;
        check_version(request, version)?;
        if channel.table.encounter.is_some() || channel.game.is_some() {
            return Err(UserError::new("err-game-running")
                .arg("ruleset", channel.ruleset())
                .into());
        }
        let arena = Arena::new(request.user);
        let mut outcome = Outcome::default();
        outcome.push(Event::Started { host: request.user });
        let after = Channel {
            table: channel.table.clone(),
            game: Some(Game::MageWars(arena)),
        };
        let change = Change {
            before: &channel,
            after,
            command: "encounter start",
            outcome,
        };
        self.commit_mage_wars(slot, request, version, change).await
    }

    pub(super) async fn try_mage_wars(
        &self,
        slot: &mut Slot,
        request: &Request,
        action: &Action,
    ) -> Result<Reply> {
        let (version, channel) = self.channel(slot, request).await?;
        check_version(request, version)?;
        let Some(Game::MageWars(arena)) = &channel.game else {
            return Err(UserError::new("err-no-encounter").into());
        };
        let mut arena = arena.clone();
        let actor = Actor {
            user: request.user,
            moderator: request.moderator,
        };
        let outcome = self
            .dice
            .with(|dice| mw::apply(&mut arena, &actor, action, dice))?;
        let game = (!matches!(action, Action::End)).then_some(Game::MageWars(arena));
        let after = Channel {
            table: channel.table.clone(),
            game,
        };
        if after == channel && outcome.rolls().next().is_none() {
            return Ok(reply(outcome, &after, version));
        }
        let change = Change {
            before: &channel,
            after,
            command: action.command_name(),
            outcome,
        };
        self.commit_mage_wars(slot, request, version, change).await
    }

    async fn commit_mage_wars(
        &self,
        slot: &mut Slot,
        request: &Request,
        version: i64,
        change: Change<'_>,
    ) -> Result<Reply> {
        let Change {
            before,
            after,
            command,
            outcome,
        } = change;
        let history = (after != *before)
            .then(|| history_row(request, command, before, Vec::new()))
            .transpose()?;
        let log = log_rows(
            request,
            command,
            outcome
                .rolls()
                .map(|event| LoggedEvent { mage_wars: event }),
        )?;
        let write = ActionWrite {
            channel: request.channel,
            guild: request.guild,
            ruleset: after.ruleset().to_owned(),
            expected_version: version,
            state: stored::encode(&after)?,
            characters: Vec::new(),
            history,
            log,
            undo_of: None,
            read_characters: Vec::new(),
            now: self.clock.now_millis(),
        };
        let committed = self.store.commit(write).await.map_err(write_error)?;
        let reply = reply(outcome, &after, committed.version);
        slot.cached = Some((committed.version, after));
        Ok(reply)
    }
}

fn reply(outcome: Outcome, channel: &Channel, version: i64) -> Reply {
    Reply::MageWars {
        outcome,
        arena: channel.arena().cloned().map(Box::new),
        version,
    }
}

/// Autocomplete in a Mage Wars channel: objects in the arena (the asker's own first for
/// `as`), and the attacks of the acting object (or of the asker's mage).
pub(super) fn suggest(arena: &Arena, user: i64, what: &super::Suggest) -> Vec<String> {
    use super::Suggest;
    match what {
        Suggest::Weapons { character } | Suggest::WeaponPresets { character } => {
            let owner = match character {
                Some(name) => arena
                    .objects
                    .iter()
                    .find(|o| o.name.eq_ignore_ascii_case(name.trim())),
                None => arena.mage_of(user),
            };
            owner
                .map(|o| o.attacks.iter().map(|a| a.name.clone()).collect())
                .unwrap_or_default()
        }
        Suggest::Characters | Suggest::Combatants | Suggest::Adversaries => {
            let mut objects: Vec<&mw::Object> = arena.objects.iter().collect();
            objects.sort_by_key(|o| o.owner != user);
            objects.into_iter().map(|o| o.name.clone()).collect()
        }
    }
}
