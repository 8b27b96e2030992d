//! A PostgreSQL connection lost during COMMIT: the database may or may not have written
//! the action, and the store finds out which before it answers. A proxy between the store
//! and the shared test server cuts the connection as the COMMIT goes by, after the server
//! got it (written) or before (not written); the store's answer must match the database.
//! Skipped with a notice without `TEST_DATABASE_URL`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use narrator::store::{ActionWrite, Outage, Store, WriteError};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// The shared test server's address; `None` (with a notice) without `TEST_DATABASE_URL`.
fn postgres_url() -> Option<String> {
    common::TestDb::new(common::Backend::Postgres).map(|db| db.url)
}

/// Where the proxy cuts the connection that carries the next COMMIT.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cut {
    /// The server gets the COMMIT (and commits); its answer never comes back.
    AfterTheServerHasIt,
    /// The COMMIT never reaches the server, which rolls back.
    BeforeTheServerHasIt,
}

/// A TCP proxy to PostgreSQL that can cut one connection at its next COMMIT, or refuse
/// every new connection (the database unreachable).
struct Proxy {
    port: u16,
    cut: Arc<Mutex<Option<Cut>>>,
    refuse: Arc<AtomicBool>,
    open: Arc<Mutex<Vec<tokio::task::AbortHandle>>>,
}

impl Proxy {
    async fn start(upstream: String) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let cut = Arc::new(Mutex::new(None));
        let refuse = Arc::new(AtomicBool::new(false));
        let open = Arc::new(Mutex::new(Vec::new()));
        let (cut_for_task, refuse_for_task, open_for_task) =
            (cut.clone(), refuse.clone(), open.clone());
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                if refuse_for_task.load(Ordering::SeqCst) {
                    drop(client);
                    continue;
                }
                let Ok(server) = TcpStream::connect(&upstream).await else {
                    continue;
                };
                let task = tokio::spawn(pump(client, server, cut_for_task.clone()));
                open_for_task.lock().unwrap().push(task.abort_handle());
            }
        });
        Proxy {
            port,
            cut,
            refuse,
            open,
        }
    }

    /// The database goes out of reach: open connections are cut, new ones refused.
    fn sever(&self) {
        self.refuse.store(true, Ordering::SeqCst);
        for task in self.open.lock().unwrap().drain(..) {
            task.abort();
        }
    }

    fn arm(&self, cut: Cut) {
        *self.cut.lock().unwrap() = Some(cut);
    }

    fn fired(&self) -> bool {
        self.cut.lock().unwrap().is_none()
    }
}

/// Copies both ways, looking for the armed cut: before the server has it, the client's
/// COMMIT is dropped with the connection; after, the server's "COMMIT" command-complete is.
/// One task holds both directions, so aborting it closes both sockets.
async fn pump(client: TcpStream, server: TcpStream, cut: Arc<Mutex<Option<Cut>>>) {
    let (mut client_read, mut client_write) = client.into_split();
    let (mut server_read, mut server_write) = server.into_split();
    let cut_here = |chunk: &[u8], when: Cut, mark: &[u8]| {
        let mut cut = cut.lock().unwrap();
        let hit = *cut == Some(when) && chunk.windows(mark.len()).any(|w| w == mark);
        if hit {
            *cut = None;
        }
        hit
    };
    let forward = async {
        let mut buffer = vec![0u8; 64 * 1024];
        loop {
            let read = match client_read.read(&mut buffer).await {
                Ok(0) | Err(_) => return,
                Ok(read) => read,
            };
            let chunk = &buffer[..read];
            if cut_here(chunk, Cut::BeforeTheServerHasIt, b"COMMIT")
                || server_write.write_all(chunk).await.is_err()
            {
                return;
            }
        }
    };
    let back = async {
        let mut buffer = vec![0u8; 64 * 1024];
        loop {
            let read = match server_read.read(&mut buffer).await {
                Ok(0) | Err(_) => return,
                Ok(read) => read,
            };
            let chunk = &buffer[..read];
            // The command-complete tag, NUL-terminated: the server has committed.
            if cut_here(chunk, Cut::AfterTheServerHasIt, b"COMMIT\0")
                || client_write.write_all(chunk).await.is_err()
            {
                return;
            }
        }
    };
    // Either side ending ends both: the client hears an I/O error, the server an end of
    // stream.
    tokio::select! {
        () = forward => {}
        () = back => {}
    }
}

fn action(channel: i64, expected_version: i64, interaction: Option<i64>) -> ActionWrite {
    ActionWrite {
        interaction,
        ..common::bare_action(channel, channel, expected_version)
    }
}

/// The proxy, and a store through it with fresh connections: each one's first COMMIT goes
/// by as text (later ones are a prepared statement's name).
async fn through_proxy(url: &str) -> (Proxy, Store) {
    let rest = url
        .split_once("://")
        .map(|(_, rest)| rest)
        .unwrap_or_default();
    let (credentials, host_and_db) = rest.rsplit_once('@').unwrap_or(("", rest));
    let (host, database) = host_and_db.split_once('/').unwrap_or((host_and_db, ""));
    let upstream = if host.contains(':') {
        host.to_owned()
    } else {
        format!("{host}:5432")
    };
    let proxy = Proxy::start(upstream).await;
    let at = if credentials.is_empty() {
        String::new()
    } else {
        format!("{credentials}@")
    };
    let through = format!("postgres://{at}127.0.0.1:{}/{database}", proxy.port);
    let store = Store::connect(Some(&through)).await.unwrap();
    (proxy, store)
}

/// The channel's version as the database has it, read apart from the proxy.
async fn stored_version(url: &str, channel: i64) -> Option<i64> {
    let direct = Store::connect(Some(url)).await.unwrap();
    direct
        .load_channel(channel)
        .await
        .unwrap()
        .map(|row| row.version)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_commit_the_server_got_is_answered_as_written() {
    let Some(url) = postgres_url() else { return };
    for interaction in [Some(common::unique_id()), None] {
        let (proxy, store) = through_proxy(&url).await;
        let channel = common::unique_id();
        proxy.arm(Cut::AfterTheServerHasIt);
        let answer = store.commit(action(channel, 0, interaction)).await;
        assert!(proxy.fired(), "the cut happened");
        assert_eq!(stored_version(&url, channel).await, Some(1));
        let committed = answer
            .unwrap_or_else(|e| panic!("written, so answered as written ({interaction:?}): {e:?}"));
        assert_eq!(committed.version, 1);
        // The channel goes on from there.
        store.commit(action(channel, 1, None)).await.unwrap();
        assert_eq!(stored_version(&url, channel).await, Some(2));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_commit_the_server_never_got_is_answered_as_not_written() {
    let Some(url) = postgres_url() else { return };
    for interaction in [Some(common::unique_id()), None] {
        let (proxy, store) = through_proxy(&url).await;
        let channel = common::unique_id();
        proxy.arm(Cut::BeforeTheServerHasIt);
        let answer = store.commit(action(channel, 0, interaction)).await;
        assert!(proxy.fired(), "the cut happened");
        assert_eq!(stored_version(&url, channel).await, None);
        assert!(
            matches!(answer, Err(WriteError::Outage(Outage::Unreachable))),
            "not written, so answered with the outage ({interaction:?}): {answer:?}"
        );
        // Tried again, it is written once.
        store.commit(action(channel, 0, interaction)).await.unwrap();
        assert_eq!(stored_version(&url, channel).await, Some(1));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_commit_nobody_can_confirm_stays_unknown() {
    let Some(url) = postgres_url() else { return };
    let (proxy, store) = through_proxy(&url).await;
    let channel = common::unique_id();
    store.commit(action(channel, 0, None)).await.unwrap();
    // The database cannot be asked: after the bound, the outcome is unknown, not a guess.
    proxy.sever();
    let answer = store
        .settle(channel, 0, None, Duration::from_millis(500))
        .await;
    assert!(matches!(answer, Err(WriteError::Unknown)), "{answer:?}");
    proxy.refuse.store(false, Ordering::SeqCst);
    let answer = store.settle(channel, 0, None, Duration::from_secs(5)).await;
    assert_eq!(answer.unwrap().version, 1);
}
