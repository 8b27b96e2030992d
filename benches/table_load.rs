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

use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::sync::Mutex;

#[tokio::main(flavor = "multi_thread")]
async fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let target = args.first().cloned().unwrap_or_else(|| "sqlite".into());
    let channels: i64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(16);
    let offered: f64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(4000.0);
    let seconds: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(10);

    let dir = tempfile::tempdir().expect("temp dir");
    let url = if target == "sqlite" {
        format!("sqlite://{}", dir.path().join("bench.db").display())
    } else {
        target.clone()
    };
    let service = Arc::new(support::service(&url).await);
    let base = std::process::id() as i64 * 1_000_000
        + (Instant::now().elapsed().as_nanos() as i64 % 1000) * 10_000;
    let ids: Vec<i64> = (0..channels).map(|i| base + i).collect();
    for &channel in &ids {
        support::set_up_channel(&service, channel).await;
    }
    let backend = if target == "sqlite" {
        "SQLite (WAL, synchronous=FULL)"
    } else {
        "PostgreSQL"
    };
    println!("backend: {backend}; channels: {channels}");

    // Peak: closed loop.
    let (done, latencies, elapsed) = run(&service, &ids, None, Duration::from_secs(seconds)).await;
    print_line("peak (closed loop)", done, elapsed, &latencies);

    // Fixed offered load: open loop.
    let (done, latencies, elapsed) =
        run(&service, &ids, Some(offered), Duration::from_secs(seconds)).await;
    print_line(
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

fn print_line(label: &str, done: u64, elapsed: Duration, latencies: &[u64]) {
    let per_second = done as f64 / elapsed.as_secs_f64();
    println!(
        "{label}: {done} actions in {:.1} s = {per_second:.0} actions/s; latency p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        elapsed.as_secs_f64(),
        support::percentile(latencies, 0.50) as f64 / 1000.0,
        support::percentile(latencies, 0.99) as f64 / 1000.0,
        latencies.last().copied().unwrap_or(0) as f64 / 1000.0,
    );
}

/// Runs every channel for `duration`; returns actions done, sorted latencies (µs) and time.
async fn run(
    service: &Arc<narrator::table::TableService>,
    ids: &[i64],
    offered: Option<f64>,
    duration: Duration,
) -> (u64, Vec<u64>, Duration) {
    let latencies = Arc::new(Mutex::new(Vec::new()));
    let all_lags = Arc::new(Mutex::new(Vec::<u64>::new()));
    let start = Instant::now();
    let mut tasks = Vec::new();
    let count = ids.len() as f64;
    for (n, &channel) in ids.iter().enumerate() {
        let service = service.clone();
        let latencies = latencies.clone();
        let all_lags = all_lags.clone();
        let interval = offered.map(|rate| Duration::from_secs_f64(ids.len() as f64 / rate));
        tasks.push(tokio::spawn(async move {
            let mut mine = Vec::new();
            let mut lags = Vec::new();
            let mut rooks_turn = true;
            // Spread the channels' first actions over one interval.
            let offset = interval.map(|i| i.mul_f64(n as f64 / count));
            let mut next_at = start + offset.unwrap_or_default();
            while start.elapsed() < duration {
                if interval.is_some() {
                    tokio::time::sleep_until(next_at.into()).await;
                }
                // Latency counts from the send; how late the generator sent (tokio's timer
                // has millisecond granularity) is reported apart as `lag`.
                let scheduled = Instant::now();
                if interval.is_some() {
                    lags.push(scheduled.saturating_duration_since(next_at).as_micros() as u64);
                }
                let reply = match service.handle(&support::attack(channel, rooks_turn)).await {
                    Ok(reply) => reply,
                    // The previous run may have left the turn with the other side.
                    Err(narrator::error::Error::User(e)) if e.key == "err-not-your-turn" => {
                        rooks_turn = !rooks_turn;
                        continue;
                    }
                    Err(e) => panic!("attack failed: {e}"),
                };
                mine.push(scheduled.elapsed().as_micros() as u64);
                rooks_turn = support::rooks_turn(&reply);
                if let Some(interval) = interval {
                    next_at += interval;
                }
            }
            latencies.lock().await.extend(mine);
            all_lags.lock().await.extend(lags);
        }));
    }
    for task in tasks {
        task.await.expect("channel task");
    }
    let elapsed = start.elapsed();
    let mut all = std::mem::take(&mut *latencies.lock().await);
    all.sort_unstable();
    let mut lags = std::mem::take(&mut *all_lags.lock().await);
    lags.sort_unstable();
    if !lags.is_empty() {
        println!(
            "  generator lag behind schedule: p50 {:.3} ms, p99 {:.3} ms",
            support::percentile(&lags, 0.5) as f64 / 1000.0,
            support::percentile(&lags, 0.99) as f64 / 1000.0
        );
    }
    (all.len() as u64, all, elapsed)
}
