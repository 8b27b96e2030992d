//! Saved armies around a game's engine: a list, save or delete is answered from the store
//! (no channel state changes, so no history row); a load reads the army and hands it to the
//! game's action, which then runs as one ordinary action (one `/undo` step).

use super::{Channel, Played, Reply, Request, TableService};
use crate::error::{Result, UserError};
use crate::games::{ArmyAsk, ArmyDone, Game};
use crate::rules::Actor;
use crate::store::ArmySave;

impl TableService {
    /// Answers an army request that runs no engine. `None`: the action goes on to the
    /// engine (a load takes its army along once the seats check let it: [`Self::load_army`]).
    pub(super) async fn armies<G: Game>(
        &self,
        request: &Request,
        channel: &Channel,
        version: i64,
        action: &mut G::Action,
    ) -> Result<Option<Reply>> {
        let (guild, user) = (request.guild, request.user);
        let done = match G::army_ask(action) {
            ArmyAsk::None | ArmyAsk::Load { .. } => return Ok(None),
            ArmyAsk::List => ArmyDone::Listed(self.store.army_names(guild, user).await?),
            ArmyAsk::Delete { name } => {
                if !self.store.delete_army(guild, user, &name).await? {
                    return Err(unknown(&name).into());
                }
                ArmyDone::Deleted { name }
            }
            ArmyAsk::Save { .. } => {
                let actor = Actor {
                    user,
                    moderator: request.moderator,
                    name: request.user_name.clone(),
                };
                let table = table_of::<G>(channel);
                let army = G::army_of(&table, &actor, action)?;
                let saved = self
                    .store
                    .save_army(
                        guild,
                        user,
                        &army.name,
                        army.cards,
                        &army.data,
                        self.clock.now_millis(),
                    )
                    .await?;
                let replaced = match saved {
                    ArmySave::New => false,
                    ArmySave::Replaced => true,
                    // The store checks its bounds again, whatever the game checked.
                    ArmySave::Full { max } => {
                        return Err(UserError::new("err-kz-army-full").arg("max", max).into());
                    }
                    ArmySave::TooLarge { max } => {
                        return Err(UserError::new("err-kz-army-too-large")
                            .arg("max", max / 1024)
                            .into());
                    }
                };
                ArmyDone::Saved {
                    name: army.name,
                    cards: army.cards,
                    replaced,
                }
            }
        };
        let Some(outcome) = G::army_done(done) else {
            return Err(UserError::new("err-unknown-command")
                .arg("command", G::command_name(action))
                .into());
        };
        Ok(Some(Reply::Game(Box::new(Played {
            outcome: G::wrap_outcome(outcome),
            table: G::wrap(table_of::<G>(channel)),
            version,
            controls: Vec::new(),
            deadline: None,
        }))))
    }

    /// Puts the asker's saved army into a load, read from the store.
    pub(super) async fn load_army<G: Game>(
        &self,
        request: &Request,
        action: &mut G::Action,
    ) -> Result<()> {
        let ArmyAsk::Load { name } = G::army_ask(action) else {
            return Ok(());
        };
        let Some(row) = self.store.army(request.guild, request.user, &name).await? else {
            return Err(unknown(&name).into());
        };
        G::enter_army(action, &row.name, &row.data)?;
        Ok(())
    }

    /// The asker's saved army names, for autocomplete.
    pub(super) async fn army_names(&self, guild: i64, user: i64) -> Result<Vec<String>> {
        Ok(self
            .store
            .army_names(guild, user)
            .await?
            .into_iter()
            .map(|(name, _)| name)
            .collect())
    }
}

fn table_of<G: Game>(channel: &Channel) -> G::Table {
    channel
        .table(G::RULESET)
        .and_then(G::unwrap)
        .cloned()
        .unwrap_or_default()
}

fn unknown(name: &str) -> UserError {
    UserError::new("err-kz-army-unknown").arg("name", crate::rules::names::shorten(name))
}
