//! Fuzzes the console's line parser and what stands behind it: any bytes, read as UTF-8
//! lossily, are split into lines; each line is parsed (`request::parse_text`, the reader
//! the console and the fixture scripts use) and, up to `MAX_LINES` of them, played through
//! `console::handle_line` on a fresh table (its own guild and channel on a scratch SQLite
//! store, seeded dice), so a line that parses reaches the channel's game as a typed
//! command would. Nothing may panic; every reply is a JSON reply or none (blank lines and
//! comments). Seeds: the stored-fixture scripts (`fuzz/seeds/console`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use narrator::request;
use narrator_fuzz::{MAX_LINES, Table, seed_of};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let table = Table::fresh(seed_of(data));
    for line in text.lines().take(MAX_LINES) {
        let parsed = request::parse_text(line);
        let reply = table.line(line);
        match (&parsed, &reply) {
            // A blank line or a comment: no reply.
            (Ok(None), None) => {}
            (_, Some(reply)) => {
                assert!(reply["ok"].is_boolean(), "{line:?}: {reply}");
                // A refused parse is refused by the console too.
                if parsed.is_err() {
                    assert_eq!(reply["ok"], false, "{line:?}: {reply}");
                }
            }
            (_, None) => panic!("{line:?}: parsed {parsed:?} but no reply"),
        }
    }
});
