//! The web front-end's viewers and bounds, on a table service of its own: many pages on one
//! channel share one watcher, which draws each new version once; the viewers per channel
//! are capped (503 past the cap); a stop ends every stream at once. Each bound of the
//! security list answers with a short, clear refusal: too many connections, a slow or idle
//! client, too many requests from one address or for one link (`X-Forwarded-For` believed
//! only from a trusted proxy), and the page shows the last rolls and its turn timer, with
//! secret rolls left out.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use common::{Backend, HandClock, Table, TestDb};
use narrator::metrics::Metrics;
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
            ..Limits::default()
        },
        Arc::new(Metrics::default()),
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

/// A table with an encounter and a link to it, served with `limits`.
struct Served {
    service: Arc<TableService>,
    options: narrator::console::Options,
    web: Arc<Web>,
    addr: SocketAddr,
    token: String,
    server: tokio::task::JoinHandle<()>,
    db: TestDb,
}

impl Served {
    async fn new(limits: Limits) -> Served {
        Served::with_clock(limits, Arc::new(SystemClock)).await
    }

    async fn with_clock(limits: Limits, clock: Arc<dyn narrator::table::Clock>) -> Served {
        let db = TestDb::new(Backend::Sqlite).unwrap();
        let table = Table::new(&db, DiceSource::Fair).await;
        let service = Arc::new(TableService::new(db.store().await, DiceSource::Fair, clock));
        let mut served = Served {
            web: Web::new(service.clone(), limits, Arc::new(Metrics::default())),
            service,
            options: table.options.clone(),
            addr: "127.0.0.1:0".parse().unwrap(),
            token: String::new(),
            server: tokio::spawn(async {}),
            db,
        };
        served.run("/encounter start").await;
        served
            .run("/adversary add name:Ogre hp:12 defence:1 saves:9 morale:8 th:5 dmg:4")
            .await;
        served.token = served.run("/encounter share").await["token"]
            .as_str()
            .unwrap()
            .to_owned();
        let listener = narrator::web::bind("127.0.0.1:0".parse().unwrap())
            .await
            .unwrap();
        served.addr = listener.local_addr().unwrap();
        served.server = tokio::spawn(narrator::web::serve(listener, served.web.clone()));
        served
    }

    async fn run(&self, line: &str) -> serde_json::Value {
        let out = narrator::console::handle_line(&self.service, &self.options, line)
            .await
            .unwrap();
        let reply: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(reply["ok"], true, "{line}: {reply}");
        reply
    }

    /// One request with these extra header lines; the whole answer (the connection closed
    /// after it).
    async fn get(&self, path: &str, headers: &str) -> (u16, String) {
        let mut stream = TcpStream::connect(self.addr).await.unwrap();
        let request =
            format!("GET {path} HTTP/1.1\r\nHost: table\r\n{headers}Connection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        let answer = read_to_end(&mut stream).await;
        let status = answer.split(' ').nth(1).unwrap_or("0").parse().unwrap_or(0);
        (status, answer)
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        self.server.abort();
    }
}

/// Everything until the peer closes (at most 5 s).
async fn read_to_end(stream: &mut TcpStream) -> String {
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(5), stream.read_to_end(&mut answer))
        .await
        .expect("the server closes the connection")
        .ok();
    String::from_utf8_lossy(&answer).into_owned()
}

/// The server closes the connection with nothing, or a 408, said.
async fn assert_closed_unanswered(stream: &mut TcpStream) {
    let answer = read_to_end(stream).await;
    assert!(
        answer.is_empty() || answer.starts_with("HTTP/1.1 408"),
        "{answer}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_past_the_cap_is_told_so_and_closed() {
    let served = Served::new(Limits {
        connections: 3,
        ..Limits::default()
    })
    .await;
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(TcpStream::connect(served.addr).await.unwrap());
    }
    // Accepted in turn: the three places are taken before the fourth comes.
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(served.web.connections(), 3);
    let mut fourth = TcpStream::connect(served.addr).await.unwrap();
    let answer = read_to_end(&mut fourth).await;
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
    assert!(answer.ends_with("too many connections\n"), "{answer}");
    drop(held);
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(served.web.connections(), 0, "places given back");
    let (status, _) = served.get(&format!("/t/{}", served.token), "").await;
    assert_eq!(status, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_or_idle_client_is_let_go() {
    let served = Served::new(Limits {
        head_within: Duration::from_millis(300),
        ..Limits::default()
    })
    .await;
    // Half a request's head, then nothing: closed once the head is late.
    let mut slow = TcpStream::connect(served.addr).await.unwrap();
    slow.write_all(b"GET /t/").await.unwrap();
    let started = std::time::Instant::now();
    assert_closed_unanswered(&mut slow).await;
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "closed after {:?}",
        started.elapsed()
    );
    // A connection that never asks anything is closed too.
    let mut idle = TcpStream::connect(served.addr).await.unwrap();
    assert_closed_unanswered(&mut idle).await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(served.web.connections(), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_are_limited_per_address_and_per_link() {
    // Two requests at once from one address, then one every half minute.
    let served = Served::new(Limits {
        per_address: Limits::per_minute(8),
        ..Limits::default()
    })
    .await;
    let page = format!("/t/{}", served.token);
    assert_eq!(served.get(&page, "").await.0, 200);
    assert_eq!(served.get("/static/view.css", "").await.0, 200);
    let (status, answer) = served.get(&page, "").await;
    assert_eq!(status, 429, "{answer}");
    assert!(answer.contains("retry-after: 5"), "{answer}");
    assert!(answer.ends_with("too many requests\n"), "{answer}");
    // Not from a trusted proxy: its X-Forwarded-For is the client's to write, not believed.
    let other = "X-Forwarded-For: 203.0.113.9\r\n";
    assert_eq!(served.get(&page, other).await.0, 429);

    // Behind a trusted proxy, each client named by it has its own allowance.
    let proxied = Served::new(Limits {
        per_address: Limits::per_minute(4),
        trusted_proxies: narrator::web::parse_proxies("127.0.0.0/8").unwrap(),
        ..Limits::default()
    })
    .await;
    let page = format!("/t/{}", proxied.token);
    let from = |ip: &str| format!("X-Forwarded-For: 198.51.100.7, {ip}\r\n");
    assert_eq!(proxied.get(&page, &from("203.0.113.1")).await.0, 200);
    assert_eq!(proxied.get(&page, &from("203.0.113.1")).await.0, 429);
    assert_eq!(proxied.get(&page, &from("203.0.113.2")).await.0, 200);

    // One link, whoever asks: its allowance is shared by every address.
    let linked = Served::new(Limits {
        per_link: Limits::per_minute(4),
        trusted_proxies: narrator::web::parse_proxies("127.0.0.1").unwrap(),
        ..Limits::default()
    })
    .await;
    let page = format!("/t/{}", linked.token);
    assert_eq!(linked.get(&page, &from("203.0.113.1")).await.0, 200);
    assert_eq!(linked.get(&page, &from("203.0.113.2")).await.0, 429);
    assert_eq!(
        linked
            .get(&format!("{page}/events"), &from("203.0.113.3"))
            .await
            .0,
        429
    );
    // An unknown link is not found, whatever the link limit.
    let unknown = format!("/t/{}", "0".repeat(32));
    assert_eq!(linked.get(&unknown, &from("203.0.113.4")).await.0, 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_lists_the_last_rolls_without_secret_ones_and_times_the_turn() {
    let served = Served::new(Limits::default()).await;
    served.run("/roll expression:1d20+3").await;
    served.run("/roll expression:1d6+100 secret:true").await;
    let (status, page) = served.get(&format!("/t/{}", served.token), "").await;
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("<section class=\"log\">"), "{page}");
    assert!(page.contains("/roll</code> 1d20+3"), "{page}");
    assert!(
        !page.contains("1d6+100"),
        "a secret roll stays off the page: {page}"
    );

    served
        .run("@rook /character create name:Rook class:warrior str:11 dex:10 int:8 cha:9 luck:7")
        .await;
    served.run("@rook /join character:Rook").await;
    served.run("/initiative").await;
    let (_, page) = served.get(&format!("/t/{}", served.token), "").await;
    // The page's own first drawing only knows the turn began by the last version.
    assert!(page.contains("class=\"timer\""), "{page}");
    assert!(page.contains("≥ <time data-since=\""), "{page}");
    assert!(page.contains("data-now=\""), "{page}");

    // Watched while the turn passes, the stream knows when the new turn began: the
    // stored time of the version that passed it.
    let (mut stream, status, mut seen) =
        open(served.addr, &format!("/t/{}/events", served.token)).await;
    assert_eq!(status, 200);
    assert!(until(&mut stream, &mut seen, "≥ <time").await, "{seen}");
    let first: i64 = seen
        .rsplit("id: ")
        .next()
        .and_then(|event| event.split('\n').next())
        .unwrap()
        .parse()
        .unwrap();
    let before = served.service.now_millis();
    served.run("/next").await;
    let after = served.service.now_millis();
    // The next version's event, whole (whoever's turn the initiative gave first).
    let next = format!("id: {}\n", first + 1);
    assert!(until(&mut stream, &mut seen, &next).await, "{seen}");
    let mut chunk = [0u8; 8192];
    // Each event comes as one chunk of the chunked body.
    while !seen.ends_with("\n\n\r\n") {
        let n = tokio::time::timeout(Duration::from_secs(1), stream.read(&mut chunk))
            .await
            .unwrap()
            .unwrap();
        seen.push_str(&String::from_utf8_lossy(&chunk[..n]));
    }
    let last = seen.rsplit("id: ").next().unwrap();
    assert!(!last.contains('≥'), "{last}");
    let since: i64 = last
        .split("<time data-since=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        (before..=after).contains(&since),
        "{before} ≤ {since} ≤ {after}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_page_is_not_the_server_speaking() {
    let served = Served::new(Limits::default()).await;
    let guild = served.options.guild;
    let store = served.db.store().await;
    served.service.server_left(guild).await.unwrap();
    // A page, its stream and its drawings read the table; none of it is the server's
    // activity, so the departure stands (an open page never keeps a server's data).
    let (status, _) = served.get(&format!("/t/{}", served.token), "").await;
    assert_eq!(status, 200);
    let (mut stream, status, mut seen) =
        open(served.addr, &format!("/t/{}/events", served.token)).await;
    assert_eq!(status, 200);
    assert!(until(&mut stream, &mut seen, "12/12").await, "{seen}");
    served.service.flush_activity().await.unwrap();
    assert!(store.server_left_at(guild).await.unwrap().is_some());
    // A command from the server is its activity: the departure ends.
    served.run("/encounter show").await;
    served.service.flush_activity().await.unwrap();
    assert!(store.server_left_at(guild).await.unwrap().is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_waiting_choice_shows_how_long_it_has_waited_and_when_its_default_applies() {
    let served = Served::new(Limits::default()).await;
    served
        .run("@rook /character create name:Rook class:warrior str:11 dex:10 int:8 cha:9 luck:7")
        .await;
    served
        .run("@rook /character armour character:Rook piece:helmet")
        .await;
    served.run("@rook /join character:Rook").await;
    let before = served.service.now_millis();
    // A curse on an armoured PC waits for its player's armour choice, with a deadline.
    let waiting = served
        .run("/damage target:Rook amount:6 physical:false")
        .await;
    assert!(
        waiting["text"].as_str().unwrap().contains("armour"),
        "{waiting}"
    );
    let (status, page) = served.get(&format!("/t/{}", served.token), "").await;
    assert_eq!(status, 200, "{page}");
    let timer = page
        .split("<p class=\"timer\">")
        .nth(1)
        .and_then(|rest| rest.split("</p>").next())
        .unwrap_or_else(|| panic!("no timer: {page}"));
    assert!(timer.contains("Choice waiting"), "{timer}");
    let time = |attribute: &str| -> i64 {
        timer
            .split(&format!("{attribute}=\""))
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .unwrap()
            .parse()
            .unwrap()
    };
    let began = timer
        .split("data-since=\"")
        .last()
        .and_then(|rest| rest.split('"').next())
        .unwrap()
        .parse::<i64>()
        .unwrap();
    assert!(began >= before, "{timer}");
    // The default deadline is minutes away, and the page counts down to it.
    assert!(time("data-until") > began + 60_000, "{timer}");
    assert!(timer.contains("default in"), "{timer}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_link_is_not_found_and_forgotten() {
    let clock = HandClock::at(1_800_000_000_000);
    let served = Served::with_clock(Limits::default(), clock.clone()).await;
    let lasting = served.token.clone();
    let reply = served.run("/encounter share hours:1").await;
    let expiring = reply["token"].as_str().unwrap().to_owned();
    assert_eq!(served.get(&format!("/t/{expiring}"), "").await.0, 200);
    clock.advance(60 * 60 * 1000 - 1);
    let (_stream, status, _) = open(served.addr, &format!("/t/{expiring}/events")).await;
    assert_eq!(status, 200, "a second before it expires");
    clock.advance(1);
    let (status, answer) = served.get(&format!("/t/{expiring}"), "").await;
    assert_eq!(status, 404, "{answer}");
    assert!(answer.ends_with("not found\n"), "{answer}");
    // Gone from the store on the way: nothing a copy of the database could open.
    let store = served.db.store().await;
    let hash = narrator::table::token_hash(&expiring);
    assert_eq!(store.shared_table(&hash, 0).await.unwrap(), None);
    // A link made without hours does not expire.
    assert_eq!(served.get(&format!("/t/{lasting}"), "").await.0, 200);
}

/// Every game's table on a page: its own pieces on the tracker, the turn timer, and the
/// channel's rolls, each game drawn through its own seam.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_games_table_reads_on_a_page() {
    let db = TestDb::new(Backend::Sqlite).unwrap();
    let guild = common::unique_id();
    let games: [(&str, &[&str], &str); 5] = [
        (
            "@gm",
            &[
                "@gm /encounter start",
                "/adversary add name:Ogre hp:12 defence:1 saves:9 morale:8 th:5 dmg:4",
            ],
            "Ogre",
        ),
        (
            "@beast",
            &[
                "@beast /encounter start ruleset:mage-wars",
                "@beast /arena mage name:Beastmaster life:36 armor:1 channeling:9 zone:C4",
                "@warlock /arena mage name:Warlock life:38 armor:1 channeling:9 zone:A1",
            ],
            "Warlock",
        ),
        (
            "@host",
            &[
                "@host /encounter start ruleset:lotr-lcg",
                "@anna /lcg player name:Anna threat:28",
                "@anna /lcg hero name:Aragorn attack:3 defense:2 hit-points:5",
            ],
            "Aragorn",
        ),
        (
            "@alice",
            &[
                "@alice /encounter start ruleset:tornscape",
                "@alice /tornscape miniature name:Torgvar life:5 defense:1 agility:1 leader:true",
            ],
            "Torgvar",
        ),
        (
            "@host",
            &[
                r#"@host /encounter start ruleset:knowing-zero extra:"attacker:@anna defender:@boris""#,
                "@anna /zero card name:Wolf kind:animal attack:1 life:4 strikes:3",
            ],
            "Wolf",
        ),
    ];
    let mut links = Vec::new();
    for (host, lines, shown) in games {
        let table = Table::with_ids(&db, DiceSource::Fair, guild, common::unique_id()).await;
        for line in lines {
            table.ok(line).await;
        }
        table.ok("@anna /roll expression:1d20+3").await;
        let token = table.ok(&format!("{host} /encounter share")).await["token"]
            .as_str()
            .unwrap()
            .to_owned();
        links.push((token, shown));
    }
    let service = Arc::new(TableService::new(
        db.store().await,
        DiceSource::Fair,
        Arc::new(SystemClock),
    ));
    let web = Web::new(service, Limits::default(), Arc::new(Metrics::default()));
    let listener = narrator::web::bind("127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    let addr = listener.local_addr().unwrap();
    let server = tokio::spawn(narrator::web::serve(listener, web));
    for (token, shown) in links {
        let (mut stream, status, mut seen) = open(addr, &format!("/t/{token}/events")).await;
        assert_eq!(status, 200, "{seen}");
        assert!(
            until(&mut stream, &mut seen, "</ol></section>").await,
            "{seen}"
        );
        assert!(seen.contains(shown), "{shown}: {seen}");
        assert!(seen.contains("class=\"timer\""), "{shown}: {seen}");
        assert!(seen.contains("/roll</code> 1d20+3"), "{shown}: {seen}");
    }
    server.abort();
}
