//! The seam between the table service and the rulesets that keep no server characters
//! (Mage Wars, the LotR LCG): each implements `GameRules`, and one generic path starts a
//! game, runs an action on a copy of its state, and commits the channel's new state, its
//! undo history and its log rows in one transaction.

use super::channel::{Channel, Game};
use super::{Reply, Request, Slot, TableService, check_version, history_row, log_rows};
use super::{stored, write_error};
use crate::dice::Dice;
use crate::error::{Result, UserError};
use crate::store::ActionWrite;

pub(super) trait GameRules {
    type State: Clone;
    type Action;
    type Outcome;

    /// The channel's game holding this state, and the state in a channel's game.
    fn game(state: Self::State) -> Game;
    fn state(game: &Game) -> Option<&Self::State>;

    /// A new game hosted by `host`, and what starting it says.
    fn new_game(host: i64) -> Self::State;
    fn started(host: i64) -> Self::Outcome;

    /// The pure engine: on `Err` the state is left as it was.
    fn apply(
        state: &mut Self::State,
        request: &Request,
        action: &Self::Action,
        dice: &mut dyn Dice,
    ) -> std::result::Result<Self::Outcome, UserError>;
    /// `/encounter end`: the game leaves the channel.
    fn ends(action: &Self::Action) -> bool;
    fn command_name(action: &Self::Action) -> &'static str;
    /// The roll-log rows of an outcome, each tagged with the ruleset.
    fn log_entries(outcome: &Self::Outcome) -> Vec<serde_json::Value>;
    fn reply(outcome: Self::Outcome, state: Option<&Self::State>, version: i64) -> Reply;
}

impl TableService {
    /// Starts a game; the starter is its host. A running FLAIL encounter or another game
    /// stays: it has to be ended first.
    pub(super) async fn try_start<G: GameRules>(
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
        let after = Channel {
            table: channel.table.clone(),
            game: Some(G::game(G::new_game(request.user))),
        };
        let outcome = G::started(request.user);
        self.commit_game::<G>(
            slot,
            request,
            version,
            &channel,
            after,
            "encounter start",
            outcome,
        )
        .await
    }

    /// One action of the channel's game.
    pub(super) async fn try_play<G: GameRules>(
        &self,
        slot: &mut Slot,
        request: &Request,
        action: &G::Action,
    ) -> Result<Reply> {
        let (version, channel) = self.channel(slot, request).await?;
        check_version(request, version)?;
        let Some(state) = channel.game.as_ref().and_then(G::state) else {
            return Err(UserError::new("err-no-encounter").into());
        };
        let mut state = state.clone();
        let outcome = self
            .dice
            .with(|dice| G::apply(&mut state, request, action, dice))?;
        let after = Channel {
            table: channel.table.clone(),
            game: (!G::ends(action)).then(|| G::game(state)),
        };
        let command = G::command_name(action);
        self.commit_game::<G>(slot, request, version, &channel, after, command, outcome)
            .await
    }

    /// Commits the change (nothing to write when nothing changed and nothing was logged)
    /// and caches the new state.
    #[allow(clippy::too_many_arguments)] // one call per path above; a struct would only rename them
    async fn commit_game<G: GameRules>(
        &self,
        slot: &mut Slot,
        request: &Request,
        version: i64,
        before: &Channel,
        after: Channel,
        command: &str,
        outcome: G::Outcome,
    ) -> Result<Reply> {
        let entries = G::log_entries(&outcome);
        if after == *before && entries.is_empty() {
            return Ok(G::reply(outcome, shown::<G>(&after), version));
        }
        let history = (after != *before)
            .then(|| history_row(request, command, before, Vec::new()))
            .transpose()?;
        let write = ActionWrite {
            channel: request.channel,
            guild: request.guild,
            ruleset: after.ruleset().to_owned(),
            expected_version: version,
            state: stored::encode(&after)?,
            characters: Vec::new(),
            history,
            log: log_rows(request, command, entries)?,
            undo_of: None,
            read_characters: Vec::new(),
            now: self.clock.now_millis(),
        };
        let committed = self.store.commit(write).await.map_err(write_error)?;
        let reply = G::reply(outcome, shown::<G>(&after), committed.version);
        slot.cached = Some((committed.version, after));
        Ok(reply)
    }
}

/// The game's state in the channel, for the reply.
fn shown<G: GameRules>(channel: &Channel) -> Option<&G::State> {
    channel.game.as_ref().and_then(G::state)
}
