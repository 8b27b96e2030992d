//! Load generator for the table service (no Discord): many channels fighting FLAIL
//! attacks at once. Reports peak actions/s (closed loop: every channel sends its next
//! attack as soon as the last is acknowledged) and latency at a fixed offered load (open
//! loop: attacks are scheduled on a clock and latency counts from the scheduled time, so
//! queueing is not hidden).
//!
//! cargo bench --bench table_load -- [sqlite|postgres://…] [channels] [offered/s] [seconds]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

#[path = "support.rs"]
mod support;

// The allocator the bot itself runs with (src/main.rs), so the figures are its own.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::sync::Mutex;

#[tokio::main(flavor = "multi_thread")]
async fn main() {
    let args = support::LoadArgs::from_env(16, 4000.0);
    let (channels, offered, seconds) = (args.channels as i64, args.offered, args.seconds);
    let service = Arc::new(support::service(&args.url()).await);
    let base = std::process::id() as i64 * 1_000_000
        + (Instant::now().elapsed().as_nanos() as i64 % 1000) * 10_000;
    let ids: Vec<i64> = (0..channels).map(|i| base + i).collect();
    for &channel in &ids {
        support::set_up_channel(&service, channel).await;
    }
    println!("backend: {}; channels: {channels}", args.backend());

    // Peak: closed loop.
    let (done, latencies, elapsed) = run(&service, &ids, None, Duration::from_secs(seconds)).await;
    support::print_run("peak (closed loop)", done, elapsed, &latencies);

    // Fixed offered load: open loop.
    let (done, latencies, elapsed) =
        run(&service, &ids, Some(offered), Duration::from_secs(seconds)).await;
    support::print_run(
        &format!("offered {offered:.0}/s (open loop)"),
        done,
        elapsed,
        &latencies,
    );
    let stats = service.store().writer_stats();
    let commits = stats.commits.load(std::sync::atomic::Ordering::Relaxed);
    if commits > 0 {
        let actions = stats.actions.load(std::sync::atomic::Ordering::Relaxed);
        println!(
            "group commit: {actions} actions in {commits} commits ({:.1} per commit, {:.3} ms per commit)",
            actions as f64 / commits as f64,
            stats.busy_micros.load(std::sync::atomic::Ordering::Relaxed) as f64
                / commits as f64
                / 1000.0
        );
    }
    service.store().close().await;
}

/// Runs every channel for `duration`; returns actions done, sorted latencies (µs) and time.
async fn run(
    service: &Arc<narrator::table::TableService>,
    ids: &[i64],
    offered: Option<f64>,
    duration: Duration,
) -> (u64, Vec<u64>, Duration) {
    let all_lags = Arc::new(Mutex::new(Vec::<u64>::new()));
    let start = Instant::now();
    let mut tasks = Vec::new();
    for (n, &channel) in ids.iter().enumerate() {
        let service = service.clone();
        let all_lags = all_lags.clone();
        let mut schedule = support::Schedule::new(start, offered, ids.len(), n);
        tasks.push(tokio::spawn(async move {
            let mut mine = Vec::new();
            let mut lags = Vec::new();
            let mut rooks_turn = true;
            while start.elapsed() < duration {
                // Latency counts from the send; how late the generator sent (tokio's timer
                // has millisecond granularity) is reported apart as `lag`.
                lags.extend(schedule.wait().await);
                let sent = Instant::now();
                let reply = match service.handle(&support::attack(channel, rooks_turn)).await {
                    Ok(reply) => reply,
                    // The previous run may have left the turn with the other side: the player
                    // is refused the goblin's turn (the GM's to play), the GM Rook's.
                    Err(narrator::error::Error::User(e))
                        if matches!(
                            e.key,
                            "err-not-your-turn" | "err-seat-gm-corrects" | "err-seat-not-yours"
                        ) =>
                    {
                        rooks_turn = !rooks_turn;
                        continue;
                    }
                    Err(e) => panic!("attack failed: {e}"),
                };
                mine.push(sent.elapsed().as_micros() as u64);
                rooks_turn = support::rooks_turn(&reply);
                schedule.advance();
            }
            all_lags.lock().await.extend(lags);
            mine
        }));
    }
    let result = support::gather(tasks, start).await;
    let mut lags = std::mem::take(&mut *all_lags.lock().await);
    lags.sort_unstable();
    if !lags.is_empty() {
        println!(
            "  generator lag behind schedule: p50 {:.3} ms, p99 {:.3} ms",
            support::percentile(&lags, 0.5) as f64 / 1000.0,
            support::percentile(&lags, 0.99) as f64 / 1000.0
        );
    }
    result
}
