//! Sharing shards through leases on PostgreSQL: running the shards this process holds as
//! the leases come and go, renewing them apart from any shard's start or stop, and
//! answering the events of a shard it no longer holds.

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{FullEvent, Interaction, ShardId, ShardManager};
use tokio::sync::watch;

use super::{Error, Shared};
use crate::store::Leases;
use crate::table::TableService;

/// Runs the shards this process holds leases for, as the leases come and go, until
/// shutdown. The client starts with the first shard claimed; the others are started and
/// stopped beside it.
pub(super) async fn run_leased(
    client: &mut serenity::Client,
    leases: Arc<Leases>,
    budget: Arc<super::budget::Budget>,
    mut stopped: watch::Receiver<bool>,
) -> Result<(), serenity::Error> {
    let first = loop {
        if *stopped.borrow() {
            return Ok(());
        }
        let report = leases.tick().await;
        if !report.claimed.is_empty() {
            tracing::info!(shards = ?report.claimed, "shard leases claimed");
        }
        if let Some(first) = leases.serving().first() {
            break *first;
        }
        tokio::select! {
            _ = tokio::time::sleep(leases.interval()) => {}
            _ = stopped.changed() => {}
        }
    };
    let keeper = tokio::spawn(keep_leases(
        client.shard_manager.clone(),
        leases.clone(),
        budget,
        first,
    ));
    let result = client
        .start_shard_range(first..first, leases.shard_count())
        .await;
    keeper.abort();
    result
}

/// Renews, claims and releases leases every interval, and starts or stops shards to match.
/// The two run apart: a shard's start or stop (serenity waits up to 5 s for a shard to
/// stop) never holds up the renewal of the other leases.
async fn keep_leases(
    manager: Arc<ShardManager>,
    leases: Arc<Leases>,
    budget: Arc<super::budget::Budget>,
    first: u32,
) {
    let (serving_tx, serving_rx) = watch::channel(leases.serving());
    let shards = tokio::spawn(follow_leases(
        SerenityShards(manager),
        leases.interval(),
        first,
        serving_rx,
    ));
    renew_leases(&leases, &budget, &serving_tx).await;
    shards.abort();
}

/// The renewal loop: every interval (or when woken), one tick, and the shards held after it.
async fn renew_leases(
    leases: &Leases,
    budget: &super::budget::Budget,
    serving: &watch::Sender<BTreeSet<u32>>,
) {
    loop {
        tokio::select! {
            _ = tokio::time::sleep(leases.interval()) => {}
            _ = leases.woken() => {}
        }
        let report = leases.tick().await;
        if report != Default::default() {
            tracing::info!(lost = ?report.lost, claimed = ?report.claimed, released = ?report.released, "shard leases changed");
        }
        // Every live process takes an equal share of the token's budget on bot routes.
        budget.share(leases.live_holders());
        serving.send_replace(leases.serving());
    }
}

/// Starting and stopping shards, which the lease loop asks for without waiting.
#[serenity::async_trait]
pub trait ShardControl: Send + Sync + 'static {
    async fn running(&self, shard: u32) -> bool;
    async fn start(&self, shard: u32);
    async fn stop(&self, shard: u32);
}

struct SerenityShards(Arc<ShardManager>);

#[serenity::async_trait]
impl ShardControl for SerenityShards {
    async fn running(&self, shard: u32) -> bool {
        self.0.shards_instantiated().await.contains(&ShardId(shard))
    }

    async fn start(&self, shard: u32) {
        // `restart` first waits for the shard to stop; one never started would keep it
        // waiting five seconds, so that wait is answered in advance.
        self.0.shutdown_finished(ShardId(shard));
        self.0.restart(ShardId(shard)).await;
    }

    async fn stop(&self, shard: u32) {
        self.0.shutdown(ShardId(shard), 1000).await;
    }
}

/// Brings the running shards in line with the leases held, one start or stop at a time, in
/// the order the lease loop saw them change; a slow one delays only the shards after it.
pub async fn follow_leases(
    shards: impl ShardControl,
    interval: Duration,
    first: u32,
    mut serving: watch::Receiver<BTreeSet<u32>>,
) {
    // Starting the first shard, the client sets the shard count and stops every shard
    // already running: one started before would identify with a count of 0 (Discord
    // refuses it) or be stopped. So the others wait until the first one runs (bounded).
    let first_running = async {
        while !shards.running(first).await {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    };
    if tokio::time::timeout(interval, first_running).await.is_err() {
        tracing::warn!(shard = first, "the first shard is not running yet");
    }
    let mut running = BTreeSet::from([first]);
    loop {
        let wanted = serving.borrow_and_update().clone();
        for &shard in running.difference(&wanted) {
            tracing::warn!(shard, "shard lease lost: stopping the shard");
            shards.stop(shard).await;
        }
        for &shard in wanted.difference(&running) {
            tracing::info!(shard, "shard lease claimed: starting the shard");
            shards.start(shard).await;
        }
        running = wanted;
        if serving.changed().await.is_err() {
            return;
        }
    }
}

/// poise's framework behind a lease check: before each event, the shard it came on must
/// still be held, renewed less than a lifetime ago by the monotonic clock; if not, the
/// event is dropped and the shard stopped.
pub(super) struct Leased {
    pub(super) inner: poise::Framework<Shared, Error>,
    pub(super) leases: Option<Arc<Leases>>,
    /// Interactions of a shard no longer held are recorded through it before they are
    /// answered.
    pub(super) service: Arc<TableService>,
}

#[serenity::async_trait]
impl serenity::Framework for Leased {
    async fn init(&mut self, client: &serenity::Client) {
        serenity::Framework::init(&mut self.inner, client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: FullEvent) {
        if let Some(leases) = &self.leases {
            let shard = ctx.shard_id.0;
            if !leases.fresh(shard) {
                tracing::warn!(
                    shard,
                    event = event.snake_case_name(),
                    "shard lease lapsed: event not served here"
                );
                leases.forget(shard);
                // Someone waits for an answer: say the table is moving, so they try again
                // (nothing was done). It is recorded first, so a later delivery of it never
                // applies; one another process already recorded is that one's to answer.
                if let FullEvent::InteractionCreate { interaction } = &event
                    && self.first_record(interaction).await
                {
                    answer_moved(&ctx.http, interaction).await;
                }
                return;
            }
        }
        serenity::Framework::dispatch(&self.inner, ctx, event).await;
    }
}

impl Leased {
    /// Records an interaction of a shard no longer held as refused; whether this was its
    /// first record (a failure to record still lets it be answered).
    async fn first_record(&self, interaction: &Interaction) -> bool {
        let (id, channel) = match interaction {
            Interaction::Command(c) => (c.id.get(), c.channel_id.get()),
            Interaction::Component(c) => (c.id.get(), c.channel_id.get()),
            _ => return false,
        };
        self.service
            .first_refusal(super::ids::id(id), super::ids::id(channel))
            .await
    }
}

/// Answers an interaction this process no longer serves with `err-shard-moved`.
async fn answer_moved(http: &serenity::Http, interaction: &Interaction) {
    use super::respond::{Conversation, Outgoing, Responder};
    let (responder, locale) = match interaction {
        Interaction::Command(command) => (Responder::Command(command), &command.locale),
        Interaction::Component(click) => (Responder::Component(click), &click.locale),
        _ => return,
    };
    let locale = crate::i18n::Locale::parse(locale).unwrap_or(crate::i18n::Locale::EnUs);
    let embed = super::embeds::error(locale, &crate::error::UserError::new("err-shard-moved"));
    let mut conversation = Conversation::new(responder, http);
    if let Err(e) = conversation.send(Outgoing::embed(embed, true)).await {
        tracing::info!(error = %e, "an interaction of a moved shard went unanswered");
    }
}

#[cfg(test)]
mod follow_tests {
    use super::*;
    use std::sync::Mutex;
    use std::time::Instant;

    /// How long the start of shard 1 hangs (a shard queued behind Discord's identify limit,
    /// or one whose stop serenity waits out).
    const HANG: Duration = Duration::from_secs(10);

    /// Shards whose start of shard 1 hangs; every call is noted with when it ended.
    struct Hanging {
        calls: Arc<Mutex<Vec<(String, Instant)>>>,
    }

    #[poise::serenity_prelude::async_trait]
    impl ShardControl for Hanging {
        async fn running(&self, _shard: u32) -> bool {
            true
        }

        async fn start(&self, shard: u32) {
            if shard == 1 {
                tokio::time::sleep(HANG).await;
            }
            if let Ok(mut calls) = self.calls.lock() {
                calls.push((format!("start {shard}"), Instant::now()));
            }
        }

        async fn stop(&self, shard: u32) {
            if let Ok(mut calls) = self.calls.lock() {
                calls.push((format!("stop {shard}"), Instant::now()));
            }
        }
    }

    /// The lease loop hands over what it holds without waiting: while shard 1's start
    /// hangs, the renewals go on, each handing over at once, and the shards follow in
    /// order afterwards, to the last state.
    #[tokio::test]
    async fn a_hanging_shard_start_holds_up_no_renewal() {
        let calls = Arc::new(Mutex::new(Vec::new()));
        let began = Instant::now();
        let (tx, rx) = watch::channel(BTreeSet::from([0]));
        let follower = tokio::spawn(follow_leases(
            Hanging {
                calls: calls.clone(),
            },
            Duration::from_secs(1),
            0,
            rx,
        ));
        tx.send_replace(BTreeSet::from([0, 1]));
        let renewals = 25;
        let mut slowest = Duration::ZERO;
        for renewal in 0..renewals {
            tokio::time::sleep(HANG / 20).await;
            let sent = Instant::now();
            tx.send_replace(if renewal < 5 {
                BTreeSet::from([0, 1])
            } else {
                BTreeSet::from([0, 1, 2])
            });
            slowest = slowest.max(sent.elapsed());
        }
        assert!(slowest < Duration::from_millis(50), "{slowest:?}");
        let calls = calls.lock().map(|c| c.clone()).unwrap_or_default();
        let names: Vec<&str> = calls.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(names, ["start 1", "start 2"], "in order, to the last state");
        assert!(calls[0].1 - began >= HANG, "shard 1 hung");
        follower.abort();
    }
}
