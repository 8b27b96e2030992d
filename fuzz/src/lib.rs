//! What the console and slash targets share: one table service's store, on a scratch
//! SQLite file made once per fuzzing process, and a fresh guild and channel per input so
//! every input starts from an empty table (a crash replays without the inputs before it).

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, OnceLock};

use narrator::console::{self, Options};
use narrator::dice::SeededDice;
use narrator::i18n::Locale;
use narrator::store::Store;
use narrator::table::{DiceSource, SystemClock, TableService};
use tokio::runtime::Runtime;

/// The most lines one input plays: enough to start an encounter and act in it.
pub const MAX_LINES: usize = 12;

struct Shared {
    runtime: Runtime,
    store: Store,
    // Kept so the scratch file lives as long as the process.
    _dir: Option<std::path::PathBuf>,
}

fn shared() -> &'static Shared {
    static SHARED: OnceLock<Shared> = OnceLock::new();
    SHARED.get_or_init(|| {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        // tmpfs when there is one: the store syncs every commit.
        let base = if std::path::Path::new("/dev/shm").is_dir() {
            std::path::PathBuf::from("/dev/shm")
        } else {
            std::env::temp_dir()
        };
        let dir = base.join(format!("narrator-fuzz-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let url = format!("sqlite://{}", dir.join("fuzz.db").display());
        let store = runtime.block_on(Store::connect(Some(&url))).unwrap();
        Shared {
            runtime,
            store,
            _dir: Some(dir),
        }
    })
}

/// Runs `f` on the shared runtime.
pub fn block_on<F: std::future::Future>(f: F) -> F::Output {
    shared().runtime.block_on(f)
}

/// A fresh table: its own service (seeded dice) and its own guild and channel.
pub struct Table {
    pub service: TableService,
    pub options: Options,
}

impl Table {
    pub fn fresh(seed: u64) -> Table {
        static NEXT: AtomicI64 = AtomicI64::new(1);
        let id = NEXT.fetch_add(1, Ordering::Relaxed);
        let dice = DiceSource::shared(SeededDice::from_seed(seed));
        Table {
            service: TableService::new(shared().store.clone(), dice, Arc::new(SystemClock)),
            options: Options {
                guild: id,
                channel: id,
                user: "gm".into(),
                moderator: true,
                locale: Locale::EnUs,
                seed: Some(seed),
                dice: None,
                json: true,
                db: None,
            },
        }
    }

    /// One console line through the console's own handler; its JSON reply, if any.
    pub fn line(&self, text: &str) -> Option<serde_json::Value> {
        let out = block_on(console::handle_line(&self.service, &self.options, text))?;
        Some(serde_json::from_str(&out).unwrap())
    }
}

/// A seed for the dice from the input's bytes, so a replay rolls the same.
pub fn seed_of(data: &[u8]) -> u64 {
    data.iter()
        .fold(0u64, |h, &b| h.rotate_left(5) ^ u64::from(b))
}
