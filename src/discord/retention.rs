//! Servers and channels that go, seen from the gateway: GUILD_DELETE (not an outage),
//! CHANNEL_DELETE and THREAD_DELETE start their grace; GUILD_CREATE ends a server's; READY
//! finds the servers left while the bot was away. A task of its own removes what is past
//! its grace, for the shards this process serves, and logs the counts.

use std::collections::HashSet;
use std::sync::Arc;

use super::Data;
use crate::store::Leases;
use crate::store::deadlines::Shards;
use crate::table::{Retention, TableService};

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
/// time until none is left.
pub fn spawn(data: Arc<Data>, leases: Option<Arc<Leases>>) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(data.config.purge_every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
        loop {
            ticks.tick().await;
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
