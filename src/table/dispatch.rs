//! The one place the table names each game: it runs a line or an autocomplete through that
//! game's types. The game's seam never calls back into the table service.

use super::{Channel, Reply, Request, Slot, TableService};
use crate::catalogue::GameLine;
use crate::catalogue::spec::Suggest;
use crate::error::Result;
use crate::games::{
    CharacterReads, Game, GameTable, flail::Flail, knowing_zero::KnowingZero, lotr_lcg::LotrLcg,
    mage_wars::MageWars, tornscape::Tornscape,
};
use crate::rules::Ruleset;

impl TableService {
    /// Runs a game line in `ruleset`'s game (which the caller checked runs).
    pub(super) async fn play_in(
        &self,
        ruleset: Ruleset,
        slot: &mut Slot,
        request: &Request,
        line: &GameLine,
        channel: Channel,
        version: i64,
    ) -> Result<Reply> {
        // Boxed, as the seam's future was: each game's `play` is a large future.
        match ruleset {
            Ruleset::Flail => {
                Box::pin(self.play::<Flail>(slot, request, line, channel, version)).await
            }
            Ruleset::MageWars => {
                Box::pin(self.play::<MageWars>(slot, request, line, channel, version)).await
            }
            Ruleset::LotrLcg => {
                Box::pin(self.play::<LotrLcg>(slot, request, line, channel, version)).await
            }
            Ruleset::Tornscape => {
                Box::pin(self.play::<Tornscape>(slot, request, line, channel, version)).await
            }
            Ruleset::KnowingZero => {
                Box::pin(self.play::<KnowingZero>(slot, request, line, channel, version)).await
            }
        }
    }

    /// The choices `table` waits on, with the characters its game keeps in play.
    pub(super) async fn waiting_of(
        &self,
        guild: i64,
        table: &GameTable,
    ) -> Result<Vec<crate::rules::seats::Waiting>> {
        async fn run<G: Game>(
            service: &TableService,
            guild: i64,
            table: &GameTable,
        ) -> Result<Vec<crate::rules::seats::Waiting>> {
            let Some(table) = G::unwrap(table) else {
                return Ok(Vec::new());
            };
            let ids = G::cached_characters(table);
            let characters = if ids.is_empty() {
                Vec::new()
            } else {
                let reads = CharacterReads {
                    ids,
                    ..CharacterReads::none()
                };
                super::characters::LoadedCharacters::<G::Character>::load(
                    &service.store,
                    G::RULESET,
                    guild,
                    &reads,
                    None,
                )
                .await?
                .characters()
            };
            Ok(G::waiting(table, &characters))
        }
        match table.ruleset() {
            Ruleset::Flail => run::<Flail>(self, guild, table).await,
            Ruleset::MageWars => run::<MageWars>(self, guild, table).await,
            Ruleset::LotrLcg => run::<LotrLcg>(self, guild, table).await,
            Ruleset::Tornscape => run::<Tornscape>(self, guild, table).await,
            Ruleset::KnowingZero => run::<KnowingZero>(self, guild, table).await,
        }
    }

    /// Autocomplete names from `ruleset`'s game.
    pub(super) async fn suggest_for(
        &self,
        ruleset: Ruleset,
        channel: &Channel,
        guild: i64,
        user: i64,
        what: &Suggest,
        acting: Option<&str>,
    ) -> Result<Vec<String>> {
        async fn run<G: Game>(
            service: &TableService,
            channel: &Channel,
            guild: i64,
            user: i64,
            what: &Suggest,
            acting: Option<&str>,
        ) -> Result<Vec<String>> {
            Box::pin(service.suggest_in::<G>(channel, guild, user, what, acting)).await
        }
        match ruleset {
            Ruleset::Flail => run::<Flail>(self, channel, guild, user, what, acting).await,
            Ruleset::MageWars => run::<MageWars>(self, channel, guild, user, what, acting).await,
            Ruleset::LotrLcg => run::<LotrLcg>(self, channel, guild, user, what, acting).await,
            Ruleset::Tornscape => run::<Tornscape>(self, channel, guild, user, what, acting).await,
            Ruleset::KnowingZero => {
                run::<KnowingZero>(self, channel, guild, user, what, acting).await
            }
        }
    }
}
