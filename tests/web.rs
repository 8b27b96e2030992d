//! Shared tables on the web, whole bot against the fake Discord with `WEB_ADDR` set: the
//! GM's `/encounter share` gives a link whose page shows the tracker as Discord does (the
//! adversaries' numbers hidden where the server hides them), whose event stream follows
//! each action within a second, and which stops working once revoked. Bad requests get a
//! bounded, plain refusal.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use e2e_bot::*;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// One GET: the status, the head and the body.
async fn get(addr: SocketAddr, path: &str) -> (u16, String, String) {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: table\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    tokio::time::timeout(Duration::from_secs(10), stream.read_to_end(&mut raw))
        .await
        .expect("an answer")
        .unwrap();
    let raw = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or((&raw, ""));
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, head.to_owned(), body.to_owned())
}

/// An open event stream, read event by event.
struct Events {
    stream: TcpStream,
    buffer: String,
}

impl Events {
    async fn open(addr: SocketAddr, path: &str) -> Events {
        let mut stream = TcpStream::connect(addr).await.unwrap();
        let request =
            format!("GET {path} HTTP/1.1\r\nHost: table\r\nAccept: text/event-stream\r\n\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        Events {
            stream,
            buffer: String::new(),
        }
    }

    /// The next event's data (its lines joined), within `within`.
    async fn next(&mut self, within: Duration) -> Option<String> {
        let deadline = tokio::time::Instant::now() + within;
        loop {
            while let Some(end) = self.buffer.find("\n\n") {
                let event: String = self.buffer.drain(..end + 2).collect();
                let data: Vec<&str> = event
                    .lines()
                    .filter_map(|l| l.strip_prefix("data: "))
                    .collect();
                if !data.is_empty() {
                    return Some(data.join("\n"));
                }
            }
            let mut chunk = [0u8; 8192];
            let read = tokio::time::timeout_at(deadline, self.stream.read(&mut chunk)).await;
            match read {
                Ok(Ok(n)) if n > 0 => {
                    // Chunked framing apart, the event lines come through as sent.
                    self.buffer
                        .push_str(&String::from_utf8_lossy(&chunk[..n]).replace('\r', ""));
                }
                _ => return None,
            }
        }
    }
}

/// The link in a `/encounter share` reply, as its path.
fn shared_path(reply: &Recorded, addr: SocketAddr) -> String {
    shared_link(reply, addr)[format!("http://{addr}").len()..].to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shared_flail_fight_is_followed_live_and_stops_when_revoked() {
    let (bot, addr) = Bot::start_with_pages().await;
    bot.rook_against_the_knight("/encounter start").await;
    // Only a moderator or the GM shares; a player is refused.
    assert_refused(
        &bot.run(&rook(), "/encounter share").await,
        "a player's share",
    );
    let reply = bot.ok(&gm(), "/encounter share hours:2").await;
    assert!(ephemeral(&reply));
    let path = shared_path(&reply, addr);
    assert!(path.starts_with("/t/") && path.len() == 3 + 32, "{path}");

    let (status, head, page) = get(addr, &path).await;
    assert_eq!(status, 200, "{head}");
    let head = head.to_lowercase();
    assert!(
        head.contains("content-security-policy: default-src 'none'; script-src 'self'"),
        "{head}"
    );
    assert!(head.contains("referrer-policy: no-referrer"), "{head}");
    assert!(page.contains("Knight") && page.contains("Rook"), "{page}");
    assert!(page.contains("20/20"), "the Knight's hit points: {page}");
    assert!(
        !page.contains("<@") && !page.contains("101"),
        "no Discord id: {page}"
    );
    assert!(!page.contains("<script>") && page.contains("src=\"/static/view.js\""));

    let mut events = Events::open(addr, &format!("{path}/events")).await;
    let first = events
        .next(Duration::from_secs(5))
        .await
        .expect("the table now");
    assert!(first.contains("20/20"), "{first}");
    let acted = Instant::now();
    bot.ok(&gm(), "/damage target:Knight amount:3").await;
    let next = events
        .next(Duration::from_secs(1))
        .await
        .expect("within a second");
    assert!(next.contains("17/20"), "{next}");
    assert!(acted.elapsed() < Duration::from_secs(1));

    // Hidden hit points stay hidden on the page as on Discord.
    bot.ok(&gm(), "/settings hide-adversary-hp:true").await;
    bot.ok(&gm(), "/damage target:Knight amount:1").await;
    let hidden = events
        .next(Duration::from_secs(2))
        .await
        .expect("the next version");
    assert!(
        hidden.contains("Knight") && !hidden.contains("16/20"),
        "{hidden}"
    );
    let (_, _, page) = get(addr, &path).await;
    assert!(!page.contains("16/20"), "{page}");

    // Revoked: the page is gone, and its stream ends.
    let revoked = bot.ok(&gm(), "/encounter share revoke:true").await;
    assert!(
        text(&revoked).contains("no longer works"),
        "{}",
        text(&revoked)
    );
    assert_eq!(get(addr, &path).await.0, 404);
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mage_wars_round_shows_in_the_overlay_and_bad_requests_are_refused() {
    let (bot, addr) = Bot::start_with_pages().await;
    bot.mage_wars_with_ash().await;
    let reply = bot.ok(&gm(), "/encounter share").await;
    assert!(text(&reply).contains("revoke:true"), "{}", text(&reply));
    let path = shared_path(&reply, addr);
    let (status, _, overlay) = get(addr, &format!("{path}?overlay=1&lang=cs")).await;
    assert_eq!(status, 200);
    assert!(
        overlay.contains("<body class=\"overlay\">") && overlay.contains("lang=\"cs\""),
        "{overlay}"
    );
    assert!(overlay.contains("Ash"), "{overlay}");
    let (_, _, style) = get(addr, "/static/view.css").await;
    assert!(
        style.contains("body.overlay { background: transparent;"),
        "{style}"
    );

    let token = path.trim_start_matches("/t/");
    let guessed: String = token.chars().rev().collect();
    let long = format!("{path}?lang={}", "x".repeat(600));
    for (bad, want) in [
        (format!("/t/{guessed}"), 404),
        ("/t/../../Cargo.toml".to_owned(), 404),
        ("/static/../Cargo.toml".to_owned(), 404),
        (format!("/t/{}", token.to_uppercase()), 404),
        (long, 414),
        ("/".to_owned(), 404),
    ] {
        let (status, _, body) = get(addr, &bad).await;
        assert_eq!(status, want, "{bad}: {body}");
        assert!(body.len() < 100, "{bad}: {body}");
    }
    assert_eq!(bot.stop().await, 0);
}
