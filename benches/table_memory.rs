//! Memory of the table service alone with 10,000 live encounters loaded (each: a PC and
//! three adversaries, initiative rolled, one attack). The service keeps the most recently
//! used of them decoded in memory (`CACHED_CHANNELS`); the others live in the store.
//!
//! cargo bench --bench table_memory -- [encounters]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

#[path = "support.rs"]
mod support;

// The allocator the bot itself runs with (src/main.rs), so the figures are its own.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main(flavor = "multi_thread")]
async fn main() {
    let encounters: i64 = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with("--"))
        .and_then(|a| a.parse().ok())
        .unwrap_or(10_000);
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("memory.db").display());
    let service = support::service(&url).await;
    let before = support::rss_kib();
    for channel in 1..=encounters {
        support::set_up_channel(&service, channel).await;
        service
            .handle(&support::request(
                channel,
                channel,
                support::GM,
                support::command(
                    "/adversary add name:Orc hp:9 defence:1 saves:9 morale:8 th:4 dmg:3 count:2",
                ),
            ))
            .await
            .expect("orcs");
    }
    // One attack in each, so every channel has live fight state in the cache.
    for channel in 1..=encounters {
        service
            .handle(&support::attack(channel, true))
            .await
            .expect("attack");
    }
    let after = support::rss_kib();
    println!(
        "{encounters} live encounters, {} of them in memory: process RSS {:.1} MiB (before loading {:.1} MiB, growth {:.1} MiB, {:.2} KiB per encounter)",
        service.channels_in_memory(),
        after as f64 / 1024.0,
        before as f64 / 1024.0,
        (after.saturating_sub(before)) as f64 / 1024.0,
        (after.saturating_sub(before)) as f64 / encounters as f64
    );
    service.store().close().await;
}
