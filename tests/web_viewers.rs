//! The web front-end's viewers, on a table service of its own: many pages on one channel
//! share one watcher, which draws each new version once; the viewers per channel are
//! capped (503 past the cap); a stop ends every stream at once.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use common::{Backend, Table, TestDb};
use narrator::table::{DiceSource, SystemClock, TableService};
use narrator::web::{Limits, Web};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Opens an event stream; returns the connection and the answer's status.
async fn open(addr: SocketAddr, path: &str) -> (TcpStream, u16, String) {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: table\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut seen = String::new();
    let mut chunk = [0u8; 4096];
    while !seen.contains("\r\n\r\n") {
        let n = tokio::time::timeout(Duration::from_secs(5), stream.read(&mut chunk))
            .await
            .unwrap()
            .unwrap();
        assert!(n > 0, "closed early: {seen}");
        seen.push_str(&String::from_utf8_lossy(&chunk[..n]));
    }
    let status = seen.split(' ').nth(1).unwrap().parse().unwrap();
    (stream, status, seen)
}

/// Reads until `want` shows up (true) or the stream ends or a second passes (false).
async fn until(stream: &mut TcpStream, seen: &mut String, want: &str) -> bool {
    let mut chunk = [0u8; 8192];
    while !seen.contains(want) {
        match tokio::time::timeout(Duration::from_secs(1), stream.read(&mut chunk)).await {
            Ok(Ok(n)) if n > 0 => seen.push_str(&String::from_utf8_lossy(&chunk[..n])),
            _ => return false,
        }
    }
    true
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn viewers_of_one_channel_share_each_drawing_are_capped_and_end_at_a_stop() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let table = Table::new(&db, DiceSource::Fair).await;
    let service = Arc::new(TableService::new(
        db.store().await,
        DiceSource::Fair,
        Arc::new(SystemClock),
    ));
    let run = |line: &'static str| {
        let (service, options) = (service.clone(), table.options.clone());
        async move {
            let out = narrator::console::handle_line(&service, &options, line)
                .await
                .unwrap();
            let reply: serde_json::Value = serde_json::from_str(&out).unwrap();
            assert_eq!(reply["ok"], true, "{line}: {reply}");
            reply
        }
    };
    run("/encounter start").await;
    run("/adversary add name:Ogre hp:12 defence:1 saves:9 morale:8 th:5 dmg:4").await;
    let token = run("/encounter share").await["token"]
        .as_str()
        .unwrap()
        .to_owned();

    let web = Web::new(
        service.clone(),
        Limits {
            viewers: 100,
            per_channel: 5,
        },
    );
    let listener = narrator::web::bind("127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    let addr = listener.local_addr().unwrap();
    let server = tokio::spawn(narrator::web::serve(listener, web.clone()));
    let path = format!("/t/{token}/events");

    let mut viewers = Vec::new();
    for _ in 0..5 {
        let (mut stream, status, mut seen) = open(addr, &path).await;
        assert_eq!(status, 200, "{seen}");
        assert!(until(&mut stream, &mut seen, "12/12").await, "{seen}");
        viewers.push((stream, seen));
    }
    assert_eq!(web.viewers(), 5);
    // One watcher drew the table once for all five.
    assert_eq!(web.tables_drawn(), 1);
    let (_, status, _) = open(addr, &path).await;
    assert_eq!(status, 503, "a sixth viewer on a channel capped at five");

    run("/damage target:Ogre amount:5").await;
    for (stream, seen) in &mut viewers {
        assert!(until(stream, seen, "7/12").await, "{seen}");
    }
    assert_eq!(web.tables_drawn(), 2, "the new version drawn once");

    // A stop ends every stream at once; the places are given back.
    web.close();
    for (stream, seen) in &mut viewers {
        // The chunked body's last chunk: the answer is over.
        assert!(
            until(stream, seen, "\r\n0\r\n\r\n").await,
            "still open: {seen}"
        );
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(web.viewers(), 0);
    server.abort();
}
