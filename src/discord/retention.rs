//! Servers and channels that go, seen from the gateway: GUILD_DELETE (not an outage),
//! CHANNEL_DELETE and THREAD_DELETE start their grace; GUILD_CREATE ends a server's; READY
//! finds the servers left while the bot was away. A task of its own removes what is past
//! its grace, for the shards this process serves, and logs the counts.

use std::collections::HashSet;
use std::sync::Arc;

use poise::serenity_prelude::Http;

use super::Data;
use crate::store::Leases;
use crate::store::deadlines::Shards;
use crate::table::{ClosedIdle, Retention, TableService};

/// The shards whose servers this process looks after now.
pub fn held_shards(data: &Data, leases: Option<&Leases>) -> Shards {
    match leases {
        Some(leases) => Shards {
            count: leases.shard_count(),
            held: leases.serving().into_iter().collect(),
        },
        None => Shards {
            count: data.config.shard_count,
            held: data.config.shards.clone().collect(),
        },
    }
}

/// Every `config.purge_every`, removes the data past its grace, a bounded share at a
/// time until none is left, then closes the encounters left untouched too long.
pub fn spawn(http: Arc<Http>, data: Arc<Data>, leases: Option<Arc<Leases>>) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(data.config.purge_every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
        loop {
            ticks.tick().await;
            close_idle_encounters(&http, &data, leases.as_deref()).await;
            loop {
                let shards = held_shards(&data, leases.as_deref());
                match data
                    .service
                    .purge_departed(&data.config.retention, Some(&shards))
                    .await
                {
                    Ok(purged) => {
                        if purged.rows > 0 {
                            tracing::info!(
                                servers = purged.servers,
                                channels = purged.channels,
                                old_rolls = purged.old_rolls,
                                rows = purged.rows,
                                "data past its grace removed"
                            );
                        }
                        if !purged.more {
                            break;
                        }
                        // Others' writes go between the shares.
                        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                    }
                    Err(e) => {
                        tracing::warn!(error = %e, "data past its grace not removed");
                        break;
                    }
                }
            }
        }
    });
}

/// Channels looked at per query while closing idle encounters.
const IDLE_PAGE: u32 = 100;

/// Goes through the channels of the shards held that were untouched for
/// `config.encounter_idle`, oldest first, and closes what still runs in them; each
/// closing shows on the channel's tracker.
async fn close_idle_encounters(http: &Http, data: &Data, leases: Option<&Leases>) {
    let idle = data.config.encounter_idle;
    let mut after = (0, 0);
    let mut closed = 0u32;
    loop {
        let shards = held_shards(data, leases);
        let page = match data
            .service
            .idle_channels(idle, after, &shards, IDLE_PAGE)
            .await
        {
            Ok(page) => page,
            Err(e) => {
                tracing::warn!(error = %e, "idle encounters not looked for");
                break;
            }
        };
        let Some(last) = page.last() else { break };
        after = (last.written_at, last.channel);
        for candidate in page {
            // Shutdown waits for this, as for an interaction.
            let _in_flight = data.in_flight.read().await;
            match data.service.close_idle(candidate.channel, idle).await {
                Ok(Some(done)) => {
                    closed += 1;
                    show_closed(http, data, &done).await;
                }
                Ok(None) => {}
                Err(e) => {
                    tracing::warn!(error = %e, channel = candidate.channel, "an idle encounter was not closed");
                }
            }
        }
    }
    if closed > 0 {
        tracing::info!(closed, "encounters closed for inactivity");
    }
}

/// The channel's tracker says the encounter was closed, in the server's language.
async fn show_closed(http: &Http, data: &Data, done: &ClosedIdle) {
    let locale = super::deadlines::server_locale(data, done.guild).await;
    let Some(channel) = super::ids::channel(done.channel) else {
        return;
    };
    let turn = data.tracker_turns.take(channel).await;
    super::tracker::closed_idle(http, data, &turn, channel, locale, done.days).await;
}

/// READY on a shard: its stored servers Discord did not list, silent within the grace,
/// are taken as left now.
pub async fn ready(
    service: Arc<TableService>,
    retention: Retention,
    shard: Shards,
    announced: HashSet<i64>,
) {
    match service
        .servers_missing_at_ready(&shard, &announced, &retention)
        .await
    {
        Ok(missing) if !missing.is_empty() => {
            tracing::info!(
                servers = missing.len(),
                "servers left while the bot was away: their data goes after the grace"
            );
        }
        Ok(_) => {}
        Err(e) => tracing::warn!(error = %e, "servers missing at READY not looked for"),
    }
}
