//! One action of any game: read the line, check what every game checks the same way, load
//! the server characters it needs, run the pure engine, and commit the channel's new
//! state, the changed characters, the history row and the roll log in one transaction.

use super::characters::{CharacterCache, LoadedCharacters};
use super::{
    Channel, Played, Reply, Request, Slot, TableService, history_row, log_rows, stored, write_error,
};
use crate::catalogue::GameLine;
use crate::error::{Result, UserError};
use crate::games::controls::Control;
use crate::games::{Game, Roster, Scope};
use crate::rules::{Actor, seats};
use crate::store::{ActionWrite, ControlWrite};

impl TableService {
    pub(crate) async fn play<G: Game>(
        &self,
        slot: &mut Slot,
        request: &Request,
        line: &GameLine,
        channel: Channel,
        version: i64,
    ) -> Result<Reply> {
        self.check_click(request, version).await?;
        if let Some(due) = request.due
            && due.version != version
        {
            return Err(UserError::new(super::DEADLINE_STALE).into());
        }
        let values = line.values_with(crate::games::extras_for::<G>(line.spec.path))?;
        let mut action = G::read(line, &values)?;
        // A saved army's list, save or delete answers here.
        if let Some(reply) = self
            .armies::<G>(request, &channel, version, &mut action)
            .await?
        {
            return Ok(reply);
        }
        match G::scope(&action) {
            // The game already running refuses a second start in its own words.
            Scope::Start => {
                if !self
                    .server_games(request.guild)
                    .await?
                    .contains(&G::RULESET)
                {
                    return Err(UserError::new("err-game-not-picked")
                        .arg("ruleset", G::RULESET.key())
                        .arg("mention", "/games")
                        .into());
                }
                if let Some(running) = channel.running().filter(|t| t.ruleset() != G::RULESET) {
                    return Err(UserError::new("err-game-running")
                        .arg("ruleset", running.ruleset().key())
                        .into());
                }
            }
            Scope::TableSetting => {
                if !channel.may_change_table_settings(request.user, request.moderator) {
                    return Err(UserError::new("err-table-settings-who").into());
                }
            }
            Scope::Play => {}
        }
        let before: G::Table = channel
            .table(G::RULESET)
            .and_then(G::unwrap)
            .cloned()
            .unwrap_or_default();
        let mut table = before.clone();
        let reads = G::character_reads(&table, &action);
        let loaded = LoadedCharacters::<G::Character>::load(
            &self.store,
            G::RULESET,
            request.guild,
            &reads,
            slot.characters.as_ref(),
        )
        .await?;
        let total = if reads.count {
            self.store
                .count_guild_characters(request.guild, G::RULESET.key())
                .await?
        } else {
            0
        };
        let mut roster = Roster {
            guild: request.guild,
            characters: loaded.characters(),
            total,
        };
        let actor = Actor {
            user: request.user,
            moderator: request.moderator,
            name: request.user_name.clone(),
        };
        // Who may do it is one check for every game, before the engine runs.
        seats::check(
            &actor,
            &G::seating(&before),
            &G::claim(&before, &roster, &actor, &action),
        )?;
        // A load takes its saved army along, read once its player may enter it.
        self.load_army::<G>(request, &mut action).await?;
        let waited = G::waiting(&before, &roster.characters);
        // Every face the engine rolls counts in the actor's die statistics.
        let mut tally = crate::dice::Tally::default();
        let outcome = self.dice.with(|dice| {
            let mut dice = crate::dice::Tallied {
                dice,
                tally: &mut tally,
            };
            G::apply(&mut table, &mut roster, &actor, &action, &mut dice)
        })?;

        let changes = loaded.changes(G::RULESET, &roster.characters)?;
        let mut after = channel.clone();
        if table != before {
            after.put(G::wrap(table.clone()));
        }
        if let Some(host) = G::host(&table) {
            after.last_host = Some(host);
        }
        let entries = G::log_entries(&outcome);
        let command = G::command_name(&action);
        let keep = G::cached_characters(&table);
        let mut controls = G::controls(&outcome, &table);
        let waiting = G::waiting(&table, &roster.characters);
        // A view draws the tracker: of the game's controls it keeps those that live there.
        if G::reply_kind(&outcome) == crate::games::ReplyKind::View {
            controls.retain(|c| c.place == crate::present::controls::Place::Tracker);
        }
        let played = move |version, controls, deadline| {
            Reply::Game(Box::new(Played {
                outcome: G::wrap_outcome(outcome),
                table: G::wrap(table),
                version,
                controls,
                deadline,
            }))
        };
        if after == channel && changes.is_empty() && entries.is_empty() {
            // Nothing to write: a view, or a change to what already was. Its controls
            // are stored all the same, so they work when clicked.
            let writes = tokens(request.channel, version, &mut controls);
            self.store
                .save_controls(request.channel, version, &writes, self.clock.now_millis())
                .await?;
            return Ok(played(version, controls, None));
        }
        let writes = tokens(request.channel, version + 1, &mut controls);
        // A deadline's default happens at the deadline, whenever the timer ran.
        let now = request
            .due
            .map_or_else(|| self.clock.now_millis(), |due| due.at);
        let deadlines = self
            .deadlines_write(request.guild, Some(request.user), &waited, &waiting, now)
            .await?;
        let history = (after != channel || !changes.is_empty())
            .then(|| {
                history_row(
                    request,
                    command,
                    &channel,
                    changes.iter().map(|c| c.history.clone()).collect(),
                )
            })
            .transpose()?;
        let write = ActionWrite {
            channel: request.channel,
            guild: request.guild,
            ruleset: after.ruleset().key().to_owned(),
            expected_version: version,
            state: stored::encode(&after)?,
            characters: changes.iter().map(|c| c.change.clone()).collect(),
            history,
            log: log_rows(request, command, G::RULESET, entries)?,
            undo_of: None,
            read_characters: loaded.read_only(&changes),
            now,
            controls: writes,
            interaction: request.interaction,
            deadlines,
            dice: (!tally.is_empty()).then_some((request.user, tally)),
        };
        let deadline = write
            .deadlines
            .as_ref()
            .and_then(|d| d.fresh.iter().map(|f| f.due_at).min());
        let committed = self.store.commit(write).await.map_err(write_error)?;
        slot.cached = Some((committed.version, after));
        slot.characters = Some(CharacterCache::after(G::RULESET, &keep, &loaded, &changes));
        Ok(played(committed.version, controls, deadline))
    }
}

impl TableService {
    /// Stores controls a front-end offers outside a game's reply (`/games`' menu), so a
    /// click finds them like any other.
    pub async fn offer_controls(
        &self,
        channel: i64,
        version: i64,
        controls: &mut [Control],
    ) -> Result<()> {
        let writes = tokens(channel, version, controls);
        self.store
            .save_controls(channel, version, &writes, self.clock.now_millis())
            .await
    }
}

/// Gives each control its token for `version` of the channel, and the rows that store them.
fn tokens(channel: i64, version: i64, controls: &mut [Control]) -> Vec<ControlWrite> {
    controls
        .iter_mut()
        .map(|control| {
            control.token = crate::games::controls::token(channel, version, &control.line);
            ControlWrite {
                token: control.token.clone(),
                line: control.line.clone(),
            }
        })
        .collect()
}
