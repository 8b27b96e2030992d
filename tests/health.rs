//! `/healthz`, `/readyz` and `/metrics` on `HEALTH_ADDR`, and `narrator health`. The real
//! bot runs against the fake Discord on a private PostgreSQL server (never the shared
//! one): alive and ready, its metrics counting a few actions and a refusal; the database
//! stopped, it stays alive (and `narrator health` says so) but turns unready; started
//! again, ready again. Without PostgreSQL binaries that test is skipped with a notice.
//! `narrator health` with nothing listening, a silent listener, or a bad status says why
//! and exits non-zero, never printing the token.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;
mod private_pg;

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use e2e_bot::{Bot, assert_refused, free_addr, gm};

/// A token the binary must never print.
const SECRET: &str = "health-test-secret-token";

/// One GET: its status and body (a transport failure is status 0 with the error).
async fn get(addr: SocketAddr, path: &str) -> (u16, String) {
    let client = reqwest::Client::new();
    match client
        .get(format!("http://{addr}{path}"))
        .timeout(Duration::from_secs(5))
        .send()
        .await
    {
        Ok(response) => {
            let status = response.status().as_u16();
            (status, response.text().await.unwrap_or_default())
        }
        Err(e) => (0, e.to_string()),
    }
}

/// Asks `path` until `wanted` holds for its status, within `within`; the last answer.
async fn until(
    addr: SocketAddr,
    path: &str,
    within: Duration,
    wanted: impl Fn(u16) -> bool,
) -> (u16, String) {
    let deadline = Instant::now() + within;
    loop {
        let answer = get(addr, path).await;
        if wanted(answer.0) || Instant::now() > deadline {
            return answer;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// `narrator health` with these variables, in a folder without `.env`, the token set (it
/// must neither need nor show it).
async fn narrator_health(vars: &[(&str, String)]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_narrator"));
    command
        .arg("health")
        .current_dir(dir.path())
        .env_remove("HEALTH_ADDR")
        .env("DISCORD_TOKEN", SECRET);
    for (name, value) in vars {
        command.env(name, value);
    }
    let output = tokio::task::spawn_blocking(move || command.output().unwrap())
        .await
        .unwrap();
    let all = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(!all.contains(SECRET), "the token was printed: {all}");
    drop(dir);
    output
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// `narrator health` failed, saying `why`.
fn failed_saying(output: &Output, why: &str) {
    assert!(!output.status.success(), "{:?}", output.status);
    assert!(stderr(output).contains(why), "{why}: {}", stderr(output));
}

/// The value of the sample `line_start` (a name with its labels) in a metrics text.
fn sample(metrics: &str, line_start: &str) -> f64 {
    metrics
        .lines()
        .find_map(|l| l.strip_prefix(line_start)?.strip_prefix(' '))
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no sample {line_start} in\n{metrics}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readiness_follows_the_database_while_the_bot_stays_alive() {
    let Some(pg) = private_pg::PrivatePg::start() else {
        return;
    };
    let addr = free_addr();
    let health_addr = addr.to_string();
    let bot = Bot::start_vars(
        "2000",
        true,
        Some(&pg.url()),
        &[("HEALTH_ADDR", health_addr.as_str())],
    )
    .await;
    let (status, body) = until(addr, "/readyz", Duration::from_secs(30), |s| s == 200).await;
    assert_eq!(status, 200, "ready once connected: {body}");
    assert_eq!(get(addr, "/healthz").await.0, 200);
    assert_eq!(get(addr, "/nowhere").await.0, 404);

    // Four actions of FLAIL, then a second start it refuses.
    bot.rook_against_the_knight("/encounter start ruleset:flail")
        .await;
    let refused = bot.run(&gm(), "/encounter start ruleset:flail").await;
    assert_refused(&refused, "a second start");
    // The tracker posted: a bot-route request, taken from the budget (perhaps just after
    // the reply).
    bot.ok(&gm(), "/encounter show").await;
    let deadline = Instant::now() + Duration::from_secs(10);
    let metrics = loop {
        let (status, metrics) = get(addr, "/metrics").await;
        assert_eq!(status, 200);
        // Each answer is timed once the bot's handling of it ends, just after.
        let timed = sample(&metrics, "narrator_interaction_callback_seconds_count");
        if (sample(&metrics, "narrator_bot_route_requests_total") >= 1.0 && timed >= 6.0)
            || Instant::now() > deadline
        {
            break metrics;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    for name in [
        "narrator_actions_total",
        "narrator_refusals_total",
        "narrator_interaction_callback_seconds",
        "narrator_bot_route_requests_total",
        "narrator_budget_wait_seconds_total",
        "narrator_budget_requests_per_second",
        "narrator_discord_rate_limited_total",
        "narrator_deadlines_pending",
        "narrator_deadlines_fired_total",
        "narrator_leases_held",
        "narrator_shards_connected",
    ] {
        assert!(
            metrics.contains(&format!("# TYPE {name} ")),
            "{name} in\n{metrics}"
        );
    }
    assert!(sample(&metrics, "narrator_actions_total{game=\"flail\"}") >= 4.0);
    assert!(sample(&metrics, "narrator_refusals_total{game=\"flail\"}") >= 1.0);
    assert_eq!(
        sample(&metrics, "narrator_actions_total{game=\"mage-wars\"}"),
        0.0
    );
    // Every command was answered, each first answer timed.
    let answered = sample(&metrics, "narrator_interaction_callback_seconds_count");
    assert!(answered >= 6.0, "{metrics}");
    assert_eq!(
        sample(
            &metrics,
            "narrator_interaction_callback_seconds_bucket{le=\"+Inf\"}"
        ),
        answered
    );
    // One process: the token's whole share.
    assert!(sample(&metrics, "narrator_bot_route_requests_total") >= 1.0);
    assert_eq!(
        sample(&metrics, "narrator_budget_requests_per_second"),
        40.0
    );
    // PostgreSQL without SHARDS: the one shard is leased, and connected.
    assert_eq!(sample(&metrics, "narrator_leases_held"), 1.0);
    assert_eq!(sample(&metrics, "narrator_shards_connected"), 1.0);
    assert_eq!(sample(&metrics, "narrator_deadlines_pending"), 0.0);

    // The database goes away: unready, still alive.
    pg.down();
    let (status, body) = until(addr, "/readyz", Duration::from_secs(20), |s| s != 200).await;
    assert_eq!(status, 503, "unready without the database: {body}");
    assert!(body.contains("database"), "{body}");
    assert_eq!(get(addr, "/healthz").await.0, 200, "alive all the same");
    let probe = narrator_health(&[("HEALTH_ADDR", health_addr.clone())]).await;
    assert!(
        probe.status.success(),
        "narrator health: {:?} {}",
        probe.status,
        stderr(&probe)
    );

    // Back again: ready again, without a restart.
    pg.up();
    let (status, body) = until(addr, "/readyz", Duration::from_secs(30), |s| s == 200).await;
    assert_eq!(status, 200, "ready again: {body}");
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn narrator_health_says_why_it_is_not_answered() {
    // Nothing listens.
    let nowhere = free_addr();
    let refused = narrator_health(&[("HEALTH_ADDR", nowhere.to_string())]).await;
    failed_saying(&refused, "connection refused");

    // HEALTH_ADDR unset, or not an address.
    failed_saying(&narrator_health(&[]).await, "HEALTH_ADDR is not set");
    let bad = narrator_health(&[("HEALTH_ADDR", "8080".to_owned())]).await;
    failed_saying(&bad, "HEALTH_ADDR must be");

    // A listener that never answers: given up after the probe's 2 s.
    let silent = TcpListener::bind("127.0.0.1:0").unwrap();
    let silent_addr = silent.local_addr().unwrap();
    let timed_out = narrator_health(&[("HEALTH_ADDR", silent_addr.to_string())]).await;
    failed_saying(&timed_out, "within 2 s");
    drop(silent);

    // An answer that is not 200.
    let sick = TcpListener::bind("127.0.0.1:0").unwrap();
    let sick_addr = sick.local_addr().unwrap();
    let server = std::thread::spawn(move || {
        if let Ok((mut stream, _)) = sick.accept() {
            let mut request = [0u8; 512];
            let _ = stream.read(&mut request);
            let _ = stream.write_all(
                b"HTTP/1.1 500 Internal Server Error\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
            );
        }
    });
    let bad_status = narrator_health(&[("HEALTH_ADDR", sick_addr.to_string())]).await;
    failed_saying(&bad_status, "status 500");
    server.join().unwrap();
}
