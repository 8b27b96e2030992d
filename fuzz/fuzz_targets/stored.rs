//! Fuzzes the decoding of stored rows: any bytes, read as UTF-8 lossily, go through every
//! decoder the table service runs on what the store hands back — the channel state and
//! undo snapshot (`table::stored::decode`, for `channels.state` and
//! `history.state_before`), a roll-log row (`table::Logged::decode`), a history row's
//! character images (`store::HistoryChar`), a FLAIL character (`characters.data`) and a
//! saved «Познание нуля» army (`Army::from_json`). Garbage must decode to an error, never a
//! panic. What decodes is used as the service would: a state is encoded again and must
//! decode to the same channel, and its tables' settings render; a roll-log row renders in
//! `/log`. Seeds: every row of the stored-shape fixtures (`fuzz/seeds/stored`, made by
//! `fuzz/seeds.sh`), which mutation turns into near-real rows.
#![no_main]

use libfuzzer_sys::fuzz_target;
use narrator::i18n::Locale;
use narrator::render::{self, Style};
use narrator::rules::flail::Character;
use narrator::rules::knowing_zero::army::Army;
use narrator::store::HistoryChar;
use narrator::table::{LogEntry, Logged, Reply, ServerSettings, stored};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let locale = Locale::ALL[usize::from(data.first().copied().unwrap_or(0)) % Locale::ALL.len()];

    if let Ok(channel) = stored::decode(&text) {
        let again = stored::encode(&channel).unwrap();
        let back = stored::decode(&again).unwrap();
        assert_eq!(back, channel, "{text:?} does not survive a save");
        let _ = (channel.ruleset(), channel.running(), channel.host());
        let reply = Reply::Settings {
            server: ServerSettings::default(),
            tables: channel.tables.clone(),
        };
        let _ = render::text::reply(locale, &reply, Style::Plain);
        let _ = render::json::reply(locale, &reply);
    }

    if let Ok(result) = Logged::decode(&text) {
        let reply = Reply::Log(vec![LogEntry {
            id: 1,
            user: 1,
            user_name: "gm".into(),
            at_millis: 0,
            command: "attack".into(),
            result,
            undone: false,
        }]);
        let _ = render::text::reply(locale, &reply, Style::Plain);
        let _ = render::json::reply(locale, &reply);
    }

    if let Ok(images) = serde_json::from_str::<Vec<HistoryChar>>(&text) {
        for image in images.iter().flat_map(|i| [&i.before, &i.after]).flatten() {
            let _ = serde_json::from_str::<Character>(image);
        }
    }
    let _ = serde_json::from_str::<Character>(&text);
    if let Ok(army) = Army::from_json(&text) {
        let _ = army.to_json();
    }
});
