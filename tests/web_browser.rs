//! A shared table in a real browser: headless Chromium (Debian's `chromium`), driven over
//! its DevTools protocol, opens the page the GM's `/encounter share` gave while the bot
//! plays a FLAIL fight and a Mage Wars round on the fake Discord. The page follows each
//! action within a second, hidden hit points stay hidden, the overlay's background is
//! transparent, and a revoked link answers 404. On PostgreSQL (a private server of the
//! test's own), the page also follows an action that another process, the `narrator
//! console` binary on the same database, commits. With `WEB_SCREENSHOTS=<folder>` it also
//! saves the desktop, phone and overlay views. Without Chromium it says so and checks
//! nothing (`.ci/run` installs it).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod console_process;
mod e2e_bot;
mod fake_discord;
mod private_pg;

use std::path::PathBuf;
use std::process::Stdio;
use std::time::{Duration, Instant};

use base64::Engine as _;
use e2e_bot::*;
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

/// Chromium's path; `None`, with a notice, when it is not installed.
fn chromium() -> Option<PathBuf> {
    let path = std::env::var_os("CHROMIUM")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/chromium"));
    if !path.exists() {
        eprintln!(
            "NOTICE: Chromium is not installed (/usr/bin/chromium or CHROMIUM): the browser test is skipped"
        );
        return None;
    }
    Some(path)
}

/// A headless Chromium of the test's own, killed with it.
struct Browser {
    _process: tokio::process::Child,
    port: u16,
    _profile: tempfile::TempDir,
}

impl Browser {
    async fn start(path: &PathBuf) -> Browser {
        let profile = tempfile::tempdir().unwrap();
        let mut process = tokio::process::Command::new(path)
            .args([
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--no-first-run",
                "--remote-debugging-port=0",
                "--window-size=1100,800",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .expect("chromium starts");
        let mut lines = BufReader::new(process.stderr.take().unwrap()).lines();
        let port = tokio::time::timeout(Duration::from_secs(30), async {
            while let Some(line) = lines.next_line().await.unwrap() {
                if let Some(rest) = line.split("ws://127.0.0.1:").nth(1) {
                    return rest.split('/').next().unwrap().parse::<u16>().unwrap();
                }
            }
            panic!("chromium ended without its DevTools address");
        })
        .await
        .expect("chromium's DevTools address");
        // Keep reading its messages, so it never blocks on a full pipe.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        Browser {
            _process: process,
            port,
            _profile: profile,
        }
    }

    /// A new tab on `url`.
    async fn open(&self, url: &str) -> Tab {
        let mut stream = TcpStream::connect(("127.0.0.1", self.port)).await.unwrap();
        let request = format!(
            "PUT /json/new?{url} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\n\r\n",
            self.port
        );
        stream.write_all(request.as_bytes()).await.unwrap();
        // Chromium keeps the connection open: read the head, then Content-Length bytes.
        let mut raw = Vec::new();
        let mut chunk = [0u8; 4096];
        let target: Value = loop {
            let n = tokio::time::timeout(Duration::from_secs(10), stream.read(&mut chunk))
                .await
                .expect("the browser answers")
                .unwrap();
            assert!(
                n > 0,
                "the browser closed: {}",
                String::from_utf8_lossy(&raw)
            );
            raw.extend_from_slice(&chunk[..n]);
            let text = String::from_utf8_lossy(&raw).into_owned();
            let Some((head, body)) = text.split_once("\r\n\r\n") else {
                continue;
            };
            let length: usize = head
                .lines()
                .find_map(|l| {
                    l.to_ascii_lowercase()
                        .strip_prefix("content-length:")
                        .map(|v| v.trim().parse().unwrap())
                })
                .expect("a Content-Length");
            if body.len() >= length {
                break serde_json::from_str(body).unwrap();
            }
        };
        let ws = target["webSocketDebuggerUrl"].as_str().unwrap();
        let (socket, _) = tokio_tungstenite::connect_async(ws).await.unwrap();
        Tab { socket, next: 1 }
    }
}

struct Tab {
    socket: tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>,
    next: u64,
}

impl Tab {
    async fn call(&mut self, method: &str, params: Value) -> Value {
        let id = self.next;
        self.next += 1;
        let message = json!({ "id": id, "method": method, "params": params }).to_string();
        self.socket.send(Message::Text(message)).await.unwrap();
        loop {
            let message = tokio::time::timeout(Duration::from_secs(10), self.socket.next())
                .await
                .expect("an answer from the browser")
                .unwrap()
                .unwrap();
            if let Message::Text(text) = message {
                let value: Value = serde_json::from_str(&text).unwrap();
                if value["id"] == id {
                    return value["result"].clone();
                }
            }
        }
    }

    async fn eval(&mut self, expression: &str) -> Value {
        let result = self
            .call(
                "Runtime.evaluate",
                json!({ "expression": expression, "returnByValue": true, "awaitPromise": true }),
            )
            .await;
        result["result"]["value"].clone()
    }

    /// The table as the page shows it.
    async fn table(&mut self) -> String {
        self.eval("(document.getElementById('table') || document.body).innerText")
            .await
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }

    /// Waits (at most `within`) until the page shows `want`; how long it took.
    async fn shows(&mut self, want: &str, within: Duration) -> Duration {
        let began = Instant::now();
        loop {
            let shown = self.table().await;
            if shown.contains(want) {
                return began.elapsed();
            }
            assert!(
                began.elapsed() < within,
                "{want:?} not shown within {within:?}: {shown}"
            );
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    /// Saves the page as a PNG under `WEB_SCREENSHOTS`, when set, `width` pixels wide.
    async fn screenshot(&mut self, name: &str, width: u32) {
        let Some(folder) = std::env::var_os("WEB_SCREENSHOTS") else {
            return;
        };
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": width, "height": 600, "deviceScaleFactor": 1, "mobile": width < 500 }),
        )
        .await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        let shot = self
            .call("Page.captureScreenshot", json!({ "format": "png" }))
            .await;
        let png = base64::engine::general_purpose::STANDARD
            .decode(shot["data"].as_str().unwrap())
            .unwrap();
        std::fs::write(PathBuf::from(folder).join(name), png).unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_follows_a_shared_fight_live() {
    let Some(path) = chromium() else {
        return;
    };
    let (mut bot, addr) = Bot::start_with_pages().await;
    let browser = Browser::start(&path).await;

    // FLAIL: the page follows each action within a second.
    bot.rook_against_the_knight("/encounter start").await;
    let url = shared_link(&bot.ok(&gm(), "/encounter share").await, addr);
    let mut page = browser.open(&url).await;
    page.shows("20/20", Duration::from_secs(10)).await;
    // A fight under way: whose turn, how long it has lasted, the last rolls.
    bot.ok(&gm(), "/initiative").await;
    bot.dice.queue(&[1, 4, 6]);
    bot.ok(&rook(), "/attack target:Knight").await;
    page.shows("/attack", Duration::from_secs(1)).await;
    bot.ok(&gm(), "/heal target:Knight amount:8").await;
    page.shows("20/20", Duration::from_secs(1)).await;
    page.screenshot("web-desktop.png", 1000).await;
    page.screenshot("web-phone.png", 400).await;
    for (line, want) in [
        ("/damage target:Knight amount:3", "17/20"),
        ("/heal target:Knight amount:1", "18/20"),
    ] {
        bot.ok(&gm(), line).await;
        let took = page.shows(want, Duration::from_secs(1)).await;
        eprintln!("{line}: shown after {took:?}");
    }
    // Hidden hit points stay hidden, as on Discord.
    bot.ok(&gm(), "/settings hide-adversary-hp:true").await;
    bot.ok(&gm(), "/damage target:Knight amount:2").await;
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let hidden = page.table().await;
    assert!(
        hidden.contains("Knight") && !hidden.contains("16/20"),
        "{hidden}"
    );

    // A restart (a deploy): the page reconnects by itself and catches up with what was
    // done while it was away.
    bot.restart().await;
    bot.ok(&gm(), "/settings hide-adversary-hp:false").await;
    bot.ok(&gm(), "/damage target:Knight amount:5").await;
    let took = page.shows("11/20", Duration::from_secs(5)).await;
    eprintln!("after a restart: shown after {took:?}");

    // The overlay: a transparent background, the same table.
    let mut overlay = browser.open(&format!("{url}?overlay=1")).await;
    overlay.shows("Knight", Duration::from_secs(10)).await;
    let background = overlay
        .eval("getComputedStyle(document.body).backgroundColor")
        .await;
    assert_eq!(background, "rgba(0, 0, 0, 0)");
    overlay.screenshot("web-overlay.png", 600).await;

    // Revoked: the link answers 404.
    bot.ok(&gm(), "/encounter share revoke:true").await;
    let status = page.eval("fetch(location.href).then(r => r.status)").await;
    assert_eq!(status, 404);

    // A Mage Wars round: each mage shows as its player enters it.
    bot.ok(&gm(), "/encounter end").await;
    bot.mage_wars_with_ash().await;
    let url = shared_link(&bot.ok(&gm(), "/encounter share").await, addr);
    let mut arena = browser.open(&url).await;
    arena.shows("Ash", Duration::from_secs(10)).await;
    bot.ok(
        &rook(),
        "/arena mage name:Bryn life:32 armor:1 channeling:9 zone:B2",
    )
    .await;
    arena.shows("Bryn", Duration::from_secs(1)).await;
    assert_eq!(bot.stop().await, 0);
}

/// Runs `line` in the bot's channel through another process: the `narrator console`
/// binary on the same database, as a moderator.
fn in_another_process(database: &str, line: &str) {
    let (guild, channel) = (GUILD_ID.to_string(), CHANNEL.to_string());
    let args = ["--user", "gm2", "--guild", &guild, "--channel", &channel];
    let replies = console_process::console(database, &args, &format!("{line}\n"));
    assert_eq!(replies.len(), 1, "{replies:?}");
    assert_eq!(replies[0]["ok"], true, "{}", replies[0]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_follows_an_action_another_process_commits_on_postgres() {
    let Some(path) = chromium() else {
        return;
    };
    let Some(pg) = private_pg::PrivatePg::start() else {
        return;
    };
    let database = pg.url();
    let addr = free_addr();
    let bot = Bot::start_vars(
        "2000",
        true,
        Some(&database),
        &[("WEB_ADDR", &addr.to_string())],
    )
    .await;
    let browser = Browser::start(&path).await;
    bot.rook_against_the_knight("/encounter start").await;
    let url = shared_link(&bot.ok(&gm(), "/encounter share").await, addr);
    let mut page = browser.open(&url).await;
    page.shows("20/20", Duration::from_secs(10)).await;

    // The bot's process serves the page; the console's process commits the action.
    in_another_process(&database, "/damage target:Knight amount:4");
    let took = page.shows("16/20", Duration::from_secs(1)).await;
    eprintln!("another process's /damage: shown after {took:?}");
    // And the bot, reading the same database, carries on from it.
    bot.ok(&gm(), "/damage target:Knight amount:1").await;
    page.shows("15/20", Duration::from_secs(1)).await;
    assert_eq!(bot.stop().await, 0);
}
