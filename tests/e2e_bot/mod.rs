//! The e2e harness both Discord test suites share: the real bot (serenity + poise,
//! unmodified) started against the fake Discord in `tests/fake_discord/`, driven with
//! console-style lines turned into interactions, and helpers to read what it answered.
#![allow(dead_code)]

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

pub use crate::fake_discord::fixtures::{self, Who, perm};
pub use crate::fake_discord::{FakeDiscord, GUILD_ID, Recorded, TOKEN};
use narrator::dice::{Dice, SeededDice};
use narrator::discord::{Config, run_with};
use narrator::error::UserError;
use narrator::request::spec::{self, Kind};
use narrator::table::DiceSource;
use serde_json::{Value, json};
use tokio::sync::oneshot;

/// Every game's key, for the tests of what holds in all five.
pub const GAMES: [&str; 5] = [
    "flail",
    "mage-wars",
    "lotr-lcg",
    "tornscape",
    "knowing-zero",
];

/// The worked example's fighter and the chapel's knight, used by most scenarios.
pub const ROOK: &str = "/character create name:Rook class:warrior str:12 dex:10 int:8 cha:9 luck:7";
pub const KNIGHT: &str = "/adversary add name:Knight hp:20 defence:0 saves:10 morale:9 th:6 dmg:5";
pub const CHANNEL: u64 = 920_000_000_000_000_001;
pub const EPHEMERAL: u64 = 1 << 6;
pub const ERROR_COLOUR: u64 = 0xED4245;

/// Faces queued by the test come first; after them, seeded dice.
#[derive(Clone)]
pub struct ScriptDice {
    queued: Arc<Mutex<VecDeque<u32>>>,
    fallback: Arc<Mutex<SeededDice>>,
}

impl ScriptDice {
    pub fn new() -> Self {
        ScriptDice {
            queued: Arc::default(),
            fallback: Arc::new(Mutex::new(SeededDice::from_seed(7))),
        }
    }
    pub fn queue(&self, faces: &[u32]) {
        self.queued.lock().expect("dice lock").extend(faces);
    }
    /// How many queued faces no roll has taken yet (a scripted action must use them all).
    pub fn left(&self) -> usize {
        self.queued.lock().expect("dice lock").len()
    }
}

impl Dice for ScriptDice {
    fn roll(&mut self, sides: u32) -> Result<u32, UserError> {
        if let Some(face) = self.queued.lock().expect("dice lock").pop_front() {
            assert!(face >= 1 && face <= sides, "queued {face} on a d{sides}");
            return Ok(face);
        }
        self.fallback.lock().expect("dice lock").roll(sides)
    }
}

pub struct Bot {
    pub fake: FakeDiscord,
    pub dice: ScriptDice,
    stop: Option<oneshot::Sender<()>>,
    run: tokio::task::JoinHandle<i32>,
    /// How it was started, to start it again after a restart.
    config: Config,
    next_id: AtomicU64,
    guild_locale: Mutex<String>,
    /// Every command path sent, so a test can prove it covered them all.
    pub sent: Mutex<std::collections::BTreeSet<String>>,
    pub _dir: tempfile::TempDir,
}

pub fn gm() -> Who {
    Who {
        permissions: fixtures::member_permissions_default() | perm::MANAGE_CHANNELS,
        ..Who::player(100, "gm", "en-US")
    }
}
pub fn rook() -> Who {
    Who::player(101, "rook", "en-US")
}
pub fn tess() -> Who {
    Who::player(102, "tess", "en-US")
}

pub fn config(fake: &FakeDiscord, db: &str, defer_ms: &str) -> Config {
    config_with(fake, db, defer_ms, true)
}

/// `dev`: every command registered to the test server at once (`DEV_GUILD_ID`), as most
/// tests want; else the shared verbs globally and each game's for the server, as in
/// production.
pub fn config_with(fake: &FakeDiscord, db: &str, defer_ms: &str, dev: bool) -> Config {
    config_vars(fake, db, defer_ms, dev, &[])
}

/// The same, with more variables (`CHOICE_TIMEOUT_UNIT_SECS`, `SHARDS`…).
pub fn config_vars(
    fake: &FakeDiscord,
    db: &str,
    defer_ms: &str,
    dev: bool,
    extra: &[(&'static str, &str)],
) -> Config {
    let mut vars = vec![
        ("DISCORD_TOKEN", TOKEN.to_owned()),
        ("DISCORD_API_BASE", fake.api_base()),
        ("DATABASE_URL", db.to_owned()),
        ("DEFER_AFTER_MS", defer_ms.to_owned()),
    ];
    if dev {
        vars.push(("DEV_GUILD_ID", GUILD_ID.to_string()));
    }
    // The tests read each tracker right after the action that changed it; the tests of
    // the paced tracker set their own pace.
    if !extra.iter().any(|(k, _)| *k == "TRACKER_QUIET_MS") {
        vars.push(("TRACKER_QUIET_MS", "0".to_owned()));
    }
    vars.extend(extra.iter().map(|(k, v)| (*k, (*v).to_owned())));
    Config::from_lookup(|name| {
        vars.iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.clone())
    })
    .expect("test config")
}

/// The bot binary as one of several processes sharing `shards` shards through leases on
/// `database_url`, against the fake Discord at `api_base`, run in `dir` (which has no
/// `.env`): ready to spawn once the caller sets the rest.
pub fn leased_bot_command(
    api_base: &str,
    database_url: &str,
    shards: u32,
    dir: &std::path::Path,
) -> std::process::Command {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_narrator"));
    command
        .current_dir(dir)
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_API_BASE", api_base)
        .env("DATABASE_URL", database_url)
        .env("SHARD_COUNT", shards.to_string())
        .env_remove("SHARDS")
        .env_remove("DEV_GUILD_ID");
    command
}

/// Starts the bot on `fake` with `config` and `dice`; returns its stop switch and task
/// once it is connected and its commands are registered.
pub async fn launch(
    fake: &FakeDiscord,
    config: Config,
    dice: DiceSource,
) -> (oneshot::Sender<()>, tokio::task::JoinHandle<i32>) {
    let (stop, stopped) = oneshot::channel::<()>();
    let run = tokio::spawn(run_with(config, dice, async move {
        let _ = stopped.await;
    }));
    fake.wait_ready().await;
    // Registration must have happened before interactions are answered.
    fake.wait_request(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .await;
    (stop, run)
}

impl Bot {
    /// The database the bot runs on (`None`: its SQLite default).
    pub fn database_url(&self) -> Option<String> {
        self.config.database_url.clone()
    }

    pub async fn start() -> Bot {
        Bot::start_with("2000").await
    }

    /// A bot registering as in production: the shared verbs globally, each game's commands
    /// for the server.
    pub async fn start_global() -> Bot {
        Bot::start_configured("2000", false).await
    }

    pub async fn start_with(defer_ms: &str) -> Bot {
        Bot::start_configured(defer_ms, true).await
    }

    /// A bot on the database at `url` (a PostgreSQL server of the test's own).
    pub async fn start_on(url: &str, defer_ms: &str) -> Bot {
        Bot::start_database(defer_ms, true, Some(url)).await
    }

    async fn start_configured(defer_ms: &str, dev: bool) -> Bot {
        Bot::start_database(defer_ms, dev, None).await
    }

    async fn start_database(defer_ms: &str, dev: bool, url: Option<&str>) -> Bot {
        Bot::start_vars(defer_ms, dev, url, &[]).await
    }

    /// A bot on `url` (else a SQLite file of its own) with more configuration variables.
    pub async fn start_vars(
        defer_ms: &str,
        dev: bool,
        url: Option<&str>,
        extra: &[(&'static str, &str)],
    ) -> Bot {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
            .with_test_writer()
            .try_init();
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("temp dir");
        let db = url.map_or_else(
            || format!("sqlite://{}/narrator.db", dir.path().display()),
            str::to_owned,
        );
        let dice = ScriptDice::new();
        let config = config_vars(&fake, &db, defer_ms, dev, extra);
        let (stop, run) = launch(&fake, config.clone(), DiceSource::shared(dice.clone())).await;
        if !dev {
            // The global set and the server's own.
            fake.wait_for_requests(2, |r| r.method == "PUT" && r.path.ends_with("/commands"))
                .await;
        }
        Bot {
            fake,
            dice,
            stop: Some(stop),
            run,
            config,
            next_id: AtomicU64::new(1_000),
            guild_locale: Mutex::new("en-US".to_owned()),
            sent: Mutex::default(),
            _dir: dir,
        }
    }

    /// A bot on a server that plays these games (picked in `/games`' menu, as a moderator
    /// would): a new server plays FLAIL alone.
    pub async fn start_for(games: &[&str]) -> Bot {
        let bot = Bot::start().await;
        bot.play_games(games).await;
        bot
    }

    /// Picks the server's games in `/games`' menu and waits for the server's commands to
    /// be registered again.
    pub async fn play_games(&self, games: &[&str]) {
        let registered = self.registrations();
        let (id, shown) = self.line(&gm(), "/games").await;
        assert_eq!(shown.body["type"], 4, "/games: {}", shown.body);
        let (_, picked) = self.pick(&gm(), id, "games", games).await;
        assert_ne!(colour(&picked), Some(ERROR_COLOUR), "{}", text(&picked));
        let wanted = registered + 1;
        self.fake
            .wait_for_requests(wanted, |r| {
                r.method == "PUT" && r.path.ends_with("/commands")
            })
            .await;
    }

    /// How many registrations the bot has sent.
    pub fn registrations(&self) -> usize {
        self.fake
            .requests()
            .iter()
            .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
            .count()
    }

    pub fn id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }

    pub fn set_guild_locale(&self, locale: &str) {
        *self.guild_locale.lock().expect("locale lock") = locale.to_owned();
    }

    pub fn guild_locale(&self) -> String {
        self.guild_locale.lock().expect("locale lock").clone()
    }

    /// Sends a slash command written as a console line; returns its interaction id and the
    /// callback the bot answered with.
    pub async fn line(&self, who: &Who, line: &str) -> (u64, Recorded) {
        let interaction = self.interaction_for(who, line, None);
        let id = self.id_of(&interaction);
        (id, self.fake.interact(interaction).await)
    }

    pub async fn run(&self, who: &Who, line: &str) -> Recorded {
        self.line(who, line).await.1
    }

    /// A command that must succeed: a public (or private) embed that is not an error.
    pub async fn ok(&self, who: &Who, line: &str) -> Recorded {
        let callback = self.run(who, line).await;
        assert_eq!(callback.body["type"], 4, "{line}: {}", callback.body);
        assert_ne!(
            colour(&callback),
            Some(ERROR_COLOUR),
            "{line}: {}",
            text(&callback)
        );
        callback
    }

    pub fn id_of(&self, interaction: &Value) -> u64 {
        interaction["id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .expect("fixture id")
    }

    /// Builds the interaction for a console-style line, typing each option by the spec.
    pub fn interaction_for(&self, who: &Who, line: &str, focus: Option<(&str, &str)>) -> Value {
        let (interaction, name) =
            interaction_for_line(self.id(), CHANNEL, who, &self.guild_locale(), line, focus);
        self.sent.lock().expect("sent lock").insert(name);
        interaction
    }

    /// Clicks the button whose label contains `label` on the reply to interaction `id`.
    pub async fn click(&self, who: &Who, reply_to: u64, label: &str) -> Recorded {
        self.press(who, reply_to, label).await.1
    }

    /// Like `click`, with the click's own interaction id (to click on its reply next).
    pub async fn press(&self, who: &Who, reply_to: u64, label: &str) -> (u64, Recorded) {
        let message = self.reply_message(reply_to);
        self.press_on(who, &message, label).await
    }

    /// A FLAIL fight ready for initiative: the encounter started with `start`, Rook
    /// created and joined by his player, and the Knight added by the GM.
    pub async fn rook_against_the_knight(&self, start: &str) {
        self.ok(&gm(), start).await;
        self.ok(&rook(), ROOK).await;
        self.ok(&rook(), "/join character:Rook").await;
        self.ok(&gm(), KNIGHT).await;
    }

    /// Waits until the bot has edited the reply to `reply_to` (its controls retired) and
    /// returns it.
    /// The reply to interaction `reply_to` once a click retired its controls: the click's
    /// own response (an update of the clicked message) did it, with no request of the
    /// bot's own.
    pub async fn retired(&self, reply_to: u64) -> Value {
        let message = self.reply_message(reply_to);
        let id = message["id"].as_str().unwrap_or_default().to_owned();
        let path = format!("/channels/{CHANNEL}/messages/{id}");
        assert!(
            !self
                .fake
                .requests()
                .iter()
                .any(|r| r.method == "PATCH" && r.path.ends_with(&path)),
            "the clicked message was retired with a bot-route edit"
        );
        message
    }

    /// The message that answered interaction `reply_to`: a click's answer comes as a
    /// follow-up (the click's own response updates the clicked message).
    pub fn reply_message(&self, reply_to: u64) -> Value {
        let token = fixtures::token_for(reply_to);
        self.fake
            .followup(&token)
            .or_else(|| self.fake.original(&token))
            .expect("the reply message")
    }

    /// Clicks a button on `message` as it was when captured (a client still showing it).
    pub async fn click_on(&self, who: &Who, message: &Value, label: &str) -> Recorded {
        self.press_on(who, message, label).await.1
    }

    async fn press_on(&self, who: &Who, message: &Value, label: &str) -> (u64, Recorded) {
        let custom_id = buttons(message)
            .into_iter()
            .find(|(l, _)| !l.is_empty() && l.contains(label))
            .map(|(_, id)| id)
            .unwrap_or_else(|| panic!("no button {label:?} on {message}"));
        let id = self.id();
        let interaction = fixtures::button(
            id,
            CHANNEL,
            who,
            &self.guild_locale(),
            &custom_id,
            message.clone(),
        );
        (id, self.fake.interact_answer(interaction).await)
    }

    /// Picks `values` in the select menu whose placeholder contains `placeholder` on the
    /// reply to interaction `reply_to`; every value must be one of the menu's options.
    pub async fn pick(
        &self,
        who: &Who,
        reply_to: u64,
        placeholder: &str,
        values: &[&str],
    ) -> (u64, Recorded) {
        let message = self.reply_message(reply_to);
        let (custom_id, options) = selects(&message)
            .into_iter()
            .find(|(p, _, _)| p.contains(placeholder))
            .map(|(_, id, options)| (id, options))
            .unwrap_or_else(|| panic!("no select {placeholder:?} on {message}"));
        for value in values {
            assert!(
                options.iter().any(|o| o == value),
                "{value} is not offered in {placeholder:?}: {options:?}"
            );
        }
        let id = self.id();
        let interaction = fixtures::select(
            id,
            CHANNEL,
            who,
            &self.guild_locale(),
            &custom_id,
            values,
            message,
        );
        (id, self.fake.interact_answer(interaction).await)
    }

    /// The next tracker message the bot posted in the channel.
    pub async fn tracker_post(&self) -> Recorded {
        let path = format!("/channels/{CHANNEL}/messages");
        self.fake
            .wait_request(|r| r.method == "POST" && r.path.ends_with(&path))
            .await
    }

    /// `/rolls` end to end, whatever the channel plays: a roll saved, listed, rolled by
    /// name, deleted, and `who`'s statistics.
    pub async fn use_saved_rolls(&self, who: &Who) {
        self.ok(who, "/rolls save name:Check expression:1d20+2")
            .await;
        assert!(text(&self.ok(who, "/rolls list").await).contains("Check"));
        let rolled = self.ok(who, "/roll saved:Check").await;
        assert!(text(&rolled).contains("Check"), "{}", text(&rolled));
        self.ok(who, "/rolls delete name:Check").await;
        let stats = self.ok(who, "/rolls stats").await;
        assert!(text(&stats).contains("d20"), "{}", text(&stats));
    }

    /// `line` (a `/data export`) as `who`, with `attachment_size_limit` set when given: the
    /// answer (private, with the first file) and every part of the export, parsed, in order
    /// (the first with the answer, the rest as follow-ups).
    pub async fn export_data(
        &self,
        who: &Who,
        line: &str,
        upload_limit: Option<usize>,
    ) -> (Recorded, Vec<Value>) {
        let mut interaction = self.interaction_for(who, line, None);
        if let Some(limit) = upload_limit {
            interaction["attachment_size_limit"] = json!(limit);
        }
        let id = self.id_of(&interaction);
        let token = fixtures::token_for(id);
        let callback = self.fake.interact(interaction).await;
        let answers = |r: &Recorded| {
            r.method == "POST"
                && (r.path.ends_with(&format!("/{token}"))
                    || r.path.ends_with(&format!("/{token}/callback")))
                && !r.files.is_empty()
        };
        let mut parts: Vec<Value> = Vec::new();
        let mut expected = 1;
        while parts.len() < expected {
            let sent = if parts.is_empty() && !callback.files.is_empty() {
                callback.clone()
            } else {
                self.fake.wait_request(answers).await
            };
            assert!(sent.status < 300, "{sent}");
            let flags = sent.body["flags"]
                .as_u64()
                .or(sent.body["data"]["flags"].as_u64())
                .unwrap_or(0);
            assert!(flags & EPHEMERAL != 0, "an export is private: {sent}");
            assert_eq!(sent.files.len(), 1, "one file a message: {sent}");
            let (name, bytes) = &sent.files[0];
            assert!(name.ends_with(".json"), "{name}");
            let part: Value = serde_json::from_slice(bytes).expect("each part is JSON");
            expected = part["parts"].as_u64().expect("parts") as usize;
            assert_eq!(
                part["part"].as_u64(),
                Some(parts.len() as u64 + 1),
                "{name}"
            );
            parts.push(part);
        }
        (callback, parts)
    }

    /// A player's own data: a saved roll shows in `/data export`; `/data delete` asks first
    /// (nothing goes until its button is pressed), then deletes it.
    pub async fn use_own_data(&self, who: &Who) {
        self.ok(who, "/rolls save name:Keepsake expression:1d6")
            .await;
        let (_, parts) = self.export_data(who, "/data export", None).await;
        assert_eq!(parts.len(), 1);
        let export = &parts[0];
        assert_eq!(export["format"], "narrator-export");
        assert_eq!(export["scope"], "mine");
        assert_eq!(export["user"], who.user_id.to_string());
        let saved = export["tables"]["saved_rolls"]
            .as_array()
            .expect("saved rolls");
        assert!(
            saved.iter().any(|row| row["name"] == "Keepsake"),
            "{export}"
        );
        let (asked, question) = self.line(who, "/data delete").await;
        assert!(ephemeral(&question), "{}", question.body);
        assert!(
            text(&question).contains("Saved rolls"),
            "{}",
            text(&question)
        );
        assert!(text(&self.ok(who, "/rolls list").await).contains("Keepsake"));
        let done = self.click(who, asked, "Delete").await;
        assert!(text(&done).contains("Deleted"), "{}", text(&done));
        assert!(!text(&self.ok(who, "/rolls list").await).contains("Keepsake"));
    }

    /// A bot serving shared tables' pages on an address of its own.
    pub async fn start_with_pages() -> (Bot, std::net::SocketAddr) {
        let addr = free_addr();
        let bot = Bot::start_vars("2000", true, None, &[("WEB_ADDR", &addr.to_string())]).await;
        (bot, addr)
    }

    /// A Mage Wars table with one mage, Ash, entered by the GM.
    pub async fn mage_wars_with_ash(&self) {
        self.play_games(&["flail", "mage-wars"]).await;
        self.ok(&gm(), "/encounter start ruleset:mage-wars").await;
        self.ok(
            &gm(),
            "/arena mage name:Ash life:30 armor:0 channeling:9 zone:B2",
        )
        .await;
    }

    /// `/encounter share` on a bot that serves no page: refused, in words, with no link
    /// kept (`tests/web.rs` shares a table on a bot that serves one).
    pub async fn share_without_a_page(&self, who: &Who) {
        let refused = self.run(who, "/encounter share hours:2").await;
        assert_refused(&refused, "a link to a page nobody serves");
        assert!(text(&refused).contains("WEB_ADDR"), "{}", text(&refused));
    }

    /// Stops the bot (like SIGTERM) and returns its exit code; no limit may have broken.
    /// Every command `ruleset` takes was sent at least once by this bot's test.
    pub fn assert_exercised(&self, ruleset: &str) {
        let sent = self.sent.lock().expect("sent lock").clone();
        let ruleset = narrator::rules::Ruleset::parse(ruleset).expect("a game's key");
        for spec in narrator::request::spec::for_ruleset(ruleset) {
            assert!(
                sent.contains(&spec.name()),
                "/{} not exercised",
                spec.name()
            );
        }
    }

    /// How this bot was configured: a second process starts from it.
    pub fn config(&self) -> Config {
        self.config.clone()
    }

    /// Stops the bot and starts it again on the same database, as a deploy would; returns
    /// once it answers again.
    pub async fn restart(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        let code = tokio::time::timeout(std::time::Duration::from_secs(20), &mut self.run)
            .await
            .expect("the bot stops")
            .expect("the bot task");
        assert_eq!(code, 0, "a clean stop");
        let readies = self.fake.readies();
        let (stop, stopped) = oneshot::channel::<()>();
        self.run = tokio::spawn(run_with(
            self.config.clone(),
            DiceSource::shared(self.dice.clone()),
            async move {
                let _ = stopped.await;
            },
        ));
        self.stop = Some(stop);
        self.fake.wait_readies(readies + 1).await;
        // Answered: the new process handles interactions.
        self.ok(&gm(), "/help").await;
    }

    pub async fn stop(mut self) -> i32 {
        assert_eq!(self.fake.violations(), Vec::<String>::new());
        let (_, global_429s) = self.fake.bot_routes();
        assert_eq!(global_429s, 0, "the bot kept within Discord's global limit");
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        tokio::time::timeout(std::time::Duration::from_secs(20), &mut self.run)
            .await
            .expect("the bot stops")
            .expect("the bot task")
    }
}

/// The label and custom id of every button of a message (or callback data).
pub fn buttons(message: &Value) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for row in message["components"].as_array().into_iter().flatten() {
        for button in row["components"].as_array().into_iter().flatten() {
            out.push((
                button["label"].as_str().unwrap_or_default().to_owned(),
                button["custom_id"].as_str().unwrap_or_default().to_owned(),
            ));
        }
    }
    out
}

/// The placeholder, custom id and option values of every select menu of a message.
pub fn selects(message: &Value) -> Vec<(String, String, Vec<String>)> {
    let mut out = Vec::new();
    for row in message["components"].as_array().into_iter().flatten() {
        for menu in row["components"].as_array().into_iter().flatten() {
            if menu["type"] != 3 {
                continue;
            }
            let options = menu["options"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|o| o["value"].as_str().unwrap_or_default().to_owned())
                .collect();
            out.push((
                menu["placeholder"].as_str().unwrap_or_default().to_owned(),
                menu["custom_id"].as_str().unwrap_or_default().to_owned(),
                options,
            ));
        }
    }
    out
}

/// The values an autocomplete answer (type 8) offers.
pub fn choices(callback: &Recorded) -> Vec<String> {
    assert_eq!(callback.body["type"], 8, "{}", callback.body);
    callback.body["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .filter_map(|c| c["value"].as_str().map(str::to_owned))
        .collect()
}

/// A port nothing listens on (bound, then let go).
pub fn free_addr() -> std::net::SocketAddr {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("its address")
}

/// The link in a `/encounter share` reply from a bot whose pages are at `addr`.
pub fn shared_link(reply: &Recorded, addr: std::net::SocketAddr) -> String {
    let shown = text(reply);
    let base = format!("http://{addr}/t/");
    let start = shown
        .find(&base)
        .unwrap_or_else(|| panic!("no link in {shown}"));
    shown[start..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || ":/.".contains(*c))
        .collect()
}

/// A refusal: one ephemeral error embed, in words and not a catalogue key.
pub fn assert_refused(callback: &Recorded, what: &str) {
    assert_eq!(callback.body["type"], 4, "{what}: {}", callback.body);
    assert!(ephemeral(callback), "{what}: private: {}", callback.body);
    assert_eq!(
        colour(callback),
        Some(ERROR_COLOUR),
        "{what}: {}",
        text(callback)
    );
    assert!(
        !text(callback).contains("err-"),
        "{what}: a message, not its key: {}",
        text(callback)
    );
}

pub fn data(callback: &Recorded) -> &Value {
    &callback.body["data"]
}

/// Everything a callback shows: content, and each embed's title, description, fields and
/// footer.
pub fn text(callback: &Recorded) -> String {
    message_text(data(callback))
}

pub fn message_text(message: &Value) -> String {
    let mut parts = vec![message["content"].as_str().unwrap_or_default().to_owned()];
    for embed in message["embeds"].as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            parts.push(embed[key].as_str().unwrap_or_default().to_owned());
        }
        for field in embed["fields"].as_array().into_iter().flatten() {
            for key in ["name", "value"] {
                parts.push(field[key].as_str().unwrap_or_default().to_owned());
            }
        }
        parts.push(
            embed["footer"]["text"]
                .as_str()
                .unwrap_or_default()
                .to_owned(),
        );
    }
    parts.join("\n")
}

pub fn colour(callback: &Recorded) -> Option<u64> {
    data(callback)["embeds"][0]["color"].as_u64()
}

pub fn ephemeral(callback: &Recorded) -> bool {
    data(callback)["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0
}

/// The interaction (with `id`, in `channel`) for a console-style line, typing each option by
/// the spec, and the command's full name.
pub fn interaction_for_line(
    id: u64,
    channel: u64,
    who: &Who,
    guild_locale: &str,
    line: &str,
    focus: Option<(&str, &str)>,
) -> (Value, String) {
    let parsed = narrator::console::line::parse(line)
        .expect("valid line")
        .expect("not blank");
    let words: Vec<&str> = parsed.words.iter().map(String::as_str).collect();
    let spec = spec::find(&words)
        .unwrap_or_else(|| panic!("known command: {words:?} {}", spec::all().len()));
    let mut options: Vec<Value> = parsed
        .options
        .iter()
        .map(|(name, value)| {
            let kind = spec
                .options
                .iter()
                .find(|o| o.name == name)
                .map(|o| o.kind)
                .expect("known option");
            match kind {
                Kind::Integer { .. } => fixtures::opt_int(name, value.parse().expect("int")),
                Kind::Bool => fixtures::opt_bool(name, value == "true"),
                Kind::Role => json!({"name": name, "type": 8, "value": value}),
                // Discord sends the picked member's id; a line writes it as a mention.
                Kind::User => json!({"name": name, "type": 6, "value": value
                    .trim_start_matches("<@")
                    .trim_end_matches('>')}),
                _ => fixtures::opt_str(name, value),
            }
        })
        .collect();
    // A subcommand, or a group's (`"army save"`).
    let sub = (spec.path.len() > 1).then(|| spec.path[1..].join(" "));
    let (command, sub) = (spec.path[0], sub.as_deref());
    // An autocomplete interaction is a slash command with one option focused.
    let build = match focus {
        Some((name, typed)) => {
            options.push(fixtures::focused(name, typed));
            fixtures::autocomplete
        }
        None => fixtures::slash,
    };
    let interaction = build(
        id,
        channel,
        who,
        guild_locale,
        command,
        sub,
        Value::Array(options),
    );
    (interaction, spec.name())
}

/// The table-wide rules of presentation, checked on the channel as it stands after a
/// session, whatever the game: every public reply with an embed has a headline; no raw
/// mention where Discord shows none (titles, footers, author and field names); each control
/// (a button by its label, a menu by its placeholder; a roll's Roll again apart) on at most
/// one unpinned message; and
/// one live tracker (the bot's own post, not an interaction's), the pinned copy apart.
pub fn assert_table_reads_well(fake: &FakeDiscord, channel: u64) {
    let pinned = fake.pins(channel);
    let messages: Vec<Value> = fake
        .channel_messages(channel)
        .into_iter()
        .filter(|m| m["flags"].as_u64().unwrap_or(0) & EPHEMERAL == 0)
        .collect();
    let mut seen: std::collections::HashMap<String, String> = std::collections::HashMap::new();
    let mut trackers = Vec::new();
    for message in &messages {
        let id = message["id"].as_str().unwrap_or_default().to_owned();
        for embed in message["embeds"].as_array().into_iter().flatten() {
            let mut plain = vec![
                embed["title"].as_str().unwrap_or_default(),
                embed["footer"]["text"].as_str().unwrap_or_default(),
                embed["author"]["name"].as_str().unwrap_or_default(),
            ];
            for field in embed["fields"].as_array().into_iter().flatten() {
                plain.push(field["name"].as_str().unwrap_or_default());
            }
            for text in plain {
                assert!(
                    !text.contains("<@"),
                    "a raw mention where Discord shows none: {text:?} in {message}"
                );
            }
        }
        let reply = message.get("webhook_id").is_some();
        if reply && !message["embeds"].as_array().is_none_or(Vec::is_empty) {
            assert!(
                message["embeds"][0]["title"]
                    .as_str()
                    .is_some_and(|t| !t.is_empty()),
                "a public reply without a headline: {message}"
            );
        }
        if !reply && !message["embeds"].as_array().is_none_or(Vec::is_empty) {
            let number: u64 = id.parse().unwrap_or(0);
            if !pinned.contains(&number) {
                trackers.push(id.clone());
            }
        }
        if pinned.contains(&id.parse().unwrap_or(0)) {
            continue;
        }
        let mut controls: Vec<String> = buttons(message)
            .into_iter()
            // Roll again stands under every public roll by design: each rolls its own.
            .filter(|(_, id)| !id.starts_with("ra:"))
            .map(|(label, _)| format!("button {label}"))
            .collect();
        controls.extend(
            selects(message)
                .into_iter()
                .map(|(placeholder, _, _)| format!("menu {placeholder}")),
        );
        for control in controls {
            if let Some(other) = seen.insert(control.clone(), id.clone()) {
                panic!("{control} on two messages, {other} and {id}");
            }
        }
    }
    assert!(
        trackers.len() <= 1,
        "{} live trackers: {trackers:?}",
        trackers.len()
    );
}
