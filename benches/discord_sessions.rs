//! Requests to Discord per action in one click-driven session of each game: the real bot
//! (serenity + poise, unmodified) against the in-repo fake Discord, on SQLite in a temp dir,
//! each game in its own channel, played as a table would play it — typed commands where a
//! table types, and the buttons and menus the bot offers wherever it offers them.
//!
//! Discord limits a bot's own requests (channel messages, edits, deletes, pins) to 50 a
//! second across all its servers; the interaction routes (the callback of an interaction and
//! its webhook: follow-ups and edits of the original) are exempt. So each session counts
//! both separately, and the table prints bot-route requests per action, the figure that
//! bounds how many tables one bot can serve.
//!
//! cargo bench --bench discord_sessions   (or, quicker to build: cargo test --bench discord_sessions)
//! SESSIONS_TRACE=1 lists every request of every action, with its route and status.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // a script states expectations

#[path = "../tests/e2e_bot/mod.rs"]
mod e2e_bot;
#[path = "../tests/fake_discord/mod.rs"]
mod fake_discord;

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use e2e_bot::{
    EPHEMERAL, ERROR_COLOUR, Recorded, ScriptDice, Who, buttons, fixtures, gm,
    interaction_for_line, rook, selects, tess,
};
use fake_discord::{APP_ID, FakeDiscord};
use narrator::discord::ratelimit::RateLimit;
use narrator::table::DiceSource;
use serde_json::Value;

/// The first message id the fake gives (see `tests/fake_discord/mod.rs`).
const FIRST_MESSAGE: u64 = 930_000_000_000_000_001;
/// The channels the five sessions play in, one each.
const CHANNELS: u64 = 921_000_000_000_000_001;
/// How long the bot must have sent nothing for an action's work to count as done: tracker
/// edits and retired controls follow the answer.
const QUIET: Duration = Duration::from_millis(150);

struct Table {
    fake: FakeDiscord,
    dice: ScriptDice,
    next_id: AtomicU64,
}

/// One game's session in its own channel: what it sent and what it took.
struct Session<'a> {
    table: &'a Table,
    game: &'static str,
    channel: u64,
    actions: usize,
    /// Index into the fake's requests where the session began.
    from: usize,
    /// Where the current action's requests begin, to list them (`SESSIONS_TRACE=1`).
    mark: usize,
}

/// What one session cost.
struct Count {
    game: &'static str,
    actions: usize,
    bot_route: usize,
    interaction_route: usize,
}

impl Table {
    fn id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }

    /// Waits until the bot has sent nothing for `QUIET`.
    async fn settle(&self) {
        let mut seen = self.fake.request_count();
        loop {
            tokio::time::sleep(QUIET).await;
            let now = self.fake.request_count();
            if now == seen {
                return;
            }
            seen = now;
        }
    }

    /// Every message in `channel` (not ephemeral), newest first, as the fake holds it.
    fn messages(&self, channel: u64) -> Vec<Value> {
        let mut found = Vec::new();
        let mut misses = 0;
        let mut id = FIRST_MESSAGE;
        // Deleted messages leave gaps; a long run of none is the end.
        while misses < 200 {
            match self.fake.message(id) {
                Some(message) => {
                    misses = 0;
                    if message["channel_id"].as_str() == Some(&channel.to_string())
                        && message["flags"].as_u64().unwrap_or(0) & EPHEMERAL == 0
                    {
                        found.push(message);
                    }
                }
                None => misses += 1,
            }
            id += 1;
        }
        found.reverse();
        found
    }

    /// Picks the server's games in `/games`' menu (before the sessions: not counted).
    async fn play_games(&self, games: &[&str]) {
        let registrations = |fake: &FakeDiscord| {
            fake.requests()
                .iter()
                .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
                .count()
        };
        let before = registrations(&self.fake);
        let id = self.id();
        let (interaction, _) =
            interaction_for_line(id, CHANNELS - 1, &gm(), "en-US", "/games", None);
        let shown = self.fake.interact(interaction).await;
        assert_eq!(shown.body["type"], 4, "/games: {}", shown.body);
        let message = self
            .fake
            .original(&fixtures::token_for(id))
            .expect("/games' reply");
        let (_, custom_id, _) = selects(&message)
            .into_iter()
            .find(|(p, _, _)| p.contains("games"))
            .expect("the games menu");
        let pick = fixtures::select(
            self.id(),
            CHANNELS - 1,
            &gm(),
            "en-US",
            &custom_id,
            games,
            message,
        );
        let picked = self.fake.interact_answer(pick).await;
        assert_ne!(colour(&picked.body["data"]), Some(ERROR_COLOUR), "{picked}");
        self.fake
            .wait_for_requests(before + 1, |r| {
                r.method == "PUT" && r.path.ends_with("/commands")
            })
            .await;
        self.settle().await;
    }
}

fn colour(message: &Value) -> Option<u64> {
    message["embeds"][0]["color"].as_u64()
}

impl<'a> Session<'a> {
    fn new(table: &'a Table, game: &'static str, n: u64) -> Session<'a> {
        Session {
            table,
            game,
            channel: CHANNELS + n,
            actions: 0,
            from: table.fake.requests().len(),
            mark: table.fake.requests().len(),
        }
    }

    /// The message that answers an interaction, read from its callback: the callback's own
    /// data, or, deferred, the edit of the original that followed.
    async fn answer(&self, id: u64, callback: &Recorded) -> Value {
        match callback.body["type"].as_u64() {
            Some(5) => {
                let path = format!(
                    "/api/v10/webhooks/{APP_ID}/{}/messages/@original",
                    fixtures::token_for(id)
                );
                self.table
                    .fake
                    .wait_request(|r| r.method == "PATCH" && r.path == path)
                    .await
                    .body
            }
            _ => callback.body["data"].clone(),
        }
    }

    /// Fails loudly on an error embed: a broken script must not pass for a cheap session.
    fn check(&self, what: &str, answer: &Value) {
        assert_ne!(
            colour(answer),
            Some(ERROR_COLOUR),
            "{}: {what} was refused: {answer}",
            self.game
        );
    }

    /// A typed command; returns the answer's message data.
    async fn line(&mut self, who: &Who, line: &str) -> Value {
        self.line_with(who, line, &[]).await
    }

    /// A typed command with these dice faces rolled first (every one of them used).
    async fn line_with(&mut self, who: &Who, line: &str, faces: &[u32]) -> Value {
        self.table.dice.queue(faces);
        let id = self.table.id();
        let (interaction, _) = interaction_for_line(id, self.channel, who, "en-US", line, None);
        let callback = self.table.fake.interact(interaction).await;
        let answer = self.answer(id, &callback).await;
        self.check(line, &answer);
        self.done(line).await;
        answer
    }

    /// Clicks the button whose label contains `label` on the newest message of the channel
    /// that carries one (a reply's or the tracker's).
    async fn click(&mut self, who: &Who, label: &str) -> Value {
        self.click_with(who, label, &[]).await
    }

    async fn click_with(&mut self, who: &Who, label: &str, faces: &[u32]) -> Value {
        let (message, custom_id) = self
            .table
            .messages(self.channel)
            .into_iter()
            .find_map(|m| {
                let id = buttons(&m)
                    .into_iter()
                    .find(|(l, _)| !l.is_empty() && l.contains(label))
                    .map(|(_, id)| id)?;
                Some((m, id))
            })
            .unwrap_or_else(|| panic!("{}: no button {label:?} in the channel", self.game));
        self.table.dice.queue(faces);
        let interaction = fixtures::button(
            self.table.id(),
            self.channel,
            who,
            "en-US",
            &custom_id,
            message,
        );
        let answer = self.table.fake.interact_answer(interaction).await.body["data"].clone();
        self.check(&format!("the click on {label:?}"), &answer);
        self.done(label).await;
        answer
    }

    /// Picks `values` in the newest menu of the channel whose placeholder contains
    /// `placeholder`.
    async fn pick(&mut self, who: &Who, placeholder: &str, values: &[&str]) -> Value {
        let (message, custom_id) = self
            .table
            .messages(self.channel)
            .into_iter()
            .find_map(|m| {
                let (_, id, options) = selects(&m)
                    .into_iter()
                    .find(|(p, _, _)| p.contains(placeholder))?;
                values
                    .iter()
                    .all(|v| options.iter().any(|o| o == v))
                    .then_some((m, id))
            })
            .unwrap_or_else(|| {
                panic!("{}: no menu {placeholder:?} offering {values:?}", self.game)
            });
        let interaction = fixtures::select(
            self.table.id(),
            self.channel,
            who,
            "en-US",
            &custom_id,
            values,
            message,
        );
        let answer = self.table.fake.interact_answer(interaction).await.body["data"].clone();
        self.check(&format!("the pick of {values:?}"), &answer);
        self.done(placeholder).await;
        answer
    }

    /// One action more, once the bot is done with it and every queued die was rolled.
    async fn done(&mut self, what: &str) {
        self.actions += 1;
        self.table.settle().await;
        let requests = self.table.fake.requests();
        if std::env::var_os("SESSIONS_TRACE").is_some() {
            println!("{} · {what}", self.game);
            for r in &requests[self.mark..] {
                let route = if interaction_route(&r.path) {
                    "interaction"
                } else {
                    "bot"
                };
                let kind = r.body["type"]
                    .as_u64()
                    .filter(|_| r.path.ends_with("/callback"))
                    .map(|t| format!(" (type {t})"))
                    .unwrap_or_default();
                let message = if r.body["data"].is_object() {
                    &r.body["data"]
                } else {
                    &r.body
                };
                let title = message["embeds"][0]["title"].as_str().unwrap_or_default();
                let controls = buttons(message).len();
                println!(
                    "    {route:<11} {} {} {} {kind} {title:?} controls:{controls}",
                    r.status, r.method, r.path
                );
            }
        }
        self.mark = requests.len();
        assert_eq!(
            self.table.dice.left(),
            0,
            "{}: {what} left scripted dice unrolled",
            self.game
        );
    }

    /// The session's requests, by route.
    fn count(&self) -> Count {
        let requests = self.table.fake.requests();
        let mut count = Count {
            game: self.game,
            actions: self.actions,
            bot_route: 0,
            interaction_route: 0,
        };
        for request in &requests[self.from..] {
            if interaction_route(&request.path) {
                count.interaction_route += 1;
            } else {
                count.bot_route += 1;
            }
        }
        count
    }
}

/// An interaction's callback or its webhook (follow-ups, edits of the original): routes
/// outside the bot's global rate limit.
fn interaction_route(path: &str) -> bool {
    let path = path.trim_start_matches("/api/v10");
    (path.starts_with("/interactions/") && path.ends_with("/callback"))
        || path.starts_with("/webhooks/")
}

/// FLAIL: a fight from set-up to the Death roll. Rook's mace attack, Tess's save and her
/// turn ended by its button, the Knight's Death Blow answered by Rook's helmet button, Rook's
/// save and his turn ended by button, Tess felled, the end, and her Death roll by button.
async fn flail(table: &Table) -> Count {
    let mut s = Session::new(table, "FLAIL", 0);
    let (gm, rook, tess) = (gm(), rook(), tess());
    s.line(&gm, "/encounter start surprise:players").await;
    s.line(&rook, e2e_bot::ROOK).await;
    s.line(&rook, "/character armour character:Rook piece:helmet")
        .await;
    s.line(&rook, "/character weapon character:Rook weapon:mace")
        .await;
    s.line(
        &tess,
        "/character create name:Tess class:bard str:8 dex:12 int:10 cha:11 luck:9",
    )
    .await;
    s.line(&rook, "/join character:Rook").await;
    s.line(&tess, "/join character:Tess").await;
    s.line(&gm, e2e_bot::KNIGHT).await;
    s.line(&gm, "/encounter show").await;
    s.line(&gm, "/initiative").await;
    // Round 1: Rook, Tess, the Knight.
    s.line_with(&rook, "/attack target:Knight weapon:mace", &[1, 1, 3, 4, 6])
        .await;
    s.line_with(&tess, "/save attribute:dex", &[5]).await;
    s.click(&tess, "End Tess").await;
    // Three 1s: a Death Blow the helmet may soften; the hit waits for Rook's choice.
    s.line_with(&gm, "/attack as:Knight target:Rook", &[1, 1, 1, 4, 5, 6])
        .await;
    s.click(&rook, "helmet").await;
    // Round 2.
    s.line_with(&rook, "/save attribute:str", &[5]).await;
    s.click(&rook, "End Rook").await;
    s.line(&gm, "/damage target:Tess amount:99").await;
    s.line(&gm, "/encounter end").await;
    s.click_with(&tess, "Death roll", &[4]).await;
    s.count()
}

/// Mage Wars: setup, initiative with its upkeep, a quickcast and an attack per action
/// phase, the Bear's counterstrike by button, phases handed over by button, the next round
/// by button (both mages having quickcast, nobody is skipped) and its upkeep.
async fn mage_wars(table: &Table) -> Count {
    let mut s = Session::new(table, "Mage Wars", 1);
    let (host, rook, tess) = (gm(), rook(), tess());
    s.line(&host, "/encounter start ruleset:mage-wars").await;
    s.line(
        &rook,
        "/arena mage name:Beastmaster life:36 armor:0 channeling:9 zone:B2",
    )
    .await;
    s.line(
        &tess,
        "/arena mage name:Warlock life:38 armor:2 channeling:9 zone:B2",
    )
    .await;
    s.line(&rook, "/arena attack name:Staff dice:2").await;
    s.line(&tess, "/arena attack name:Wand dice:3").await;
    s.line(
        &tess,
        "/arena creature name:Bear life:8 armor:0 zone:B2 counterstrike:true upkeep:1",
    )
    .await;
    s.line(&tess, "/arena attack name:Maul dice:2 as:Bear")
        .await;
    s.line(&host, "/encounter show").await;
    // Round 1: effect dice 9 and 4, the Beastmaster first; the Bear's upkeep waits.
    s.line_with(&host, "/initiative", &[9, 4]).await;
    s.click(&tess, "Run upkeep").await;
    s.line(
        &rook,
        "/cast spell:\"Bear Strength\" cost:2 quick:true target:Beastmaster",
    )
    .await;
    s.line_with(&rook, "/attack target:Bear weapon:Staff", &[3, 3])
        .await;
    s.click_with(&tess, "Counterstrike", &[4, 6]).await;
    s.click(&rook, "End action phase").await;
    s.line(&tess, "/cast spell:Heal cost:1 quick:true target:Warlock")
        .await;
    s.line(&tess, "/attack target:Beastmaster weapon:Wand")
        .await;
    s.click(&tess, "End action phase").await;
    s.line(&tess, "/attack as:Bear target:Beastmaster weapon:Maul")
        .await;
    s.click(&tess, "End action phase").await;
    // Round 2: the initiative passes to the Warlock; upkeep again.
    s.click(&host, "Next round").await;
    s.click(&tess, "Run upkeep").await;
    s.line(&tess, "/attack target:Beastmaster weapon:Wand")
        .await;
    s.click(&tess, "End action phase").await;
    s.line(&rook, "/attack target:Warlock weapon:Staff").await;
    s.click(&rook, "End action phase").await;
    s.count()
}

/// The LotR LCG combat phase as `tests/discord_e2e_lotr.rs` plays it: every step from its
/// buttons and menus (enemy, defender, shadow, damage, hero, attackers, strike), then the
/// refresh phase by button.
async fn lotr(table: &Table) -> Count {
    let mut s = Session::new(table, "LotR LCG", 2);
    let (host, rook, tess) = (gm(), rook(), tess());
    for (who, line) in [
        (&host, "/encounter start ruleset:lotr-lcg"),
        (&rook, "/lcg player name:Anna threat:28"),
        (&tess, "/lcg player name:Boris threat:30"),
        (
            &rook,
            "/lcg hero name:Aragorn attack:3 defense:2 hit-points:5",
        ),
        (
            &rook,
            "/lcg hero name:Gimli attack:2 defense:2 hit-points:5",
        ),
        (
            &tess,
            "/lcg hero name:Beregond attack:0 defense:4 hit-points:4 sentinel:true",
        ),
        (
            &tess,
            "/lcg hero name:Legolas attack:3 defense:1 hit-points:4 ranged:true",
        ),
        (&rook, "/lcg card name:\"Driven by Shadow\" attack:1"),
        (&rook, "/lcg card name:Blank count:2"),
        (
            &rook,
            "/lcg enemy name:Troll attack:6 defense:3 hit-points:9 engagement:30 engage:Anna",
        ),
        (
            &rook,
            "/lcg enemy name:Orc attack:2 defense:1 hit-points:3 engagement:20 engage:Anna",
        ),
        (
            &tess,
            "/lcg enemy name:Warg attack:2 defense:0 hit-points:2 engagement:10 engage:Boris",
        ),
        (&host, "/encounter show"),
        (&rook, "/combat start"),
    ] {
        s.line(who, line).await;
    }
    s.click(&rook, "Continue").await;
    // Anna's enemies attack: the Troll against Boris's Sentinel, the Orc undefended.
    s.pick(&rook, "attacking enemy", &["Troll"]).await;
    s.pick(&tess, "defender", &["Beregond"]).await;
    s.click(&rook, "Reveal").await;
    s.click(&rook, "Deal the damage").await;
    s.click(&rook, "Undefended").await;
    s.click(&rook, "Reveal").await;
    s.click(&rook, "Deal the damage").await;
    s.pick(&rook, "hero", &["Gimli"]).await;
    // Boris's Warg against Legolas.
    s.pick(&tess, "defender", &["Legolas"]).await;
    s.click(&tess, "Reveal").await;
    s.click(&tess, "Deal the damage").await;
    // Anna strikes the Orc with both heroes; the phase ends.
    s.pick(&rook, "enemy to attack", &["Orc"]).await;
    s.pick(&rook, "attackers", &["Aragorn", "Gimli"]).await;
    s.click(&rook, "Declare the attack").await;
    s.click(&rook, "Strike").await;
    s.click(&host, "Refresh phase").await;
    s.count()
}

/// Tornscape: Torgvar's attack whose defender dodges by button, activations ended by
/// button, Noxtiis's attack defended by button, the Squire's activation, the next round
/// by button once every miniature has activated.
async fn tornscape(table: &Table) -> Count {
    let mut s = Session::new(table, "Tornscape", 3);
    let (host, rook, tess) = (gm(), rook(), tess());
    for (who, line) in [
        (&host, "/encounter start ruleset:tornscape"),
        (
            &rook,
            "/tornscape miniature name:Torgvar life:5 defense:1 agility:1 leader:true",
        ),
        (
            &rook,
            "/tornscape tile miniature:Torgvar name:Dagger attack:5 mastery:1 agility:3 damage:1 marker:bleeding",
        ),
        (
            &rook,
            "/tornscape miniature name:Squire life:2 defense:0 agility:0",
        ),
        (
            &tess,
            "/tornscape miniature name:Noxtiis life:6 defense:2 agility:1",
        ),
        (
            &tess,
            "/tornscape tile miniature:Noxtiis name:Claws attack:2 damage:3",
        ),
        (&host, "/encounter show"),
        (&rook, "/attack as:Torgvar target:Noxtiis weapon:Dagger"),
    ] {
        s.line(who, line).await;
    }
    // Attack S S C - -, mastery -, agility - - -; the dodge's agility die succeeds.
    s.click_with(&tess, "Dodge", &[3, 3, 6, 1, 1, 1, 1, 1, 1, 5])
        .await;
    s.click(&rook, "End the activation").await;
    s.line(&tess, "/attack as:Noxtiis target:Torgvar weapon:Claws")
        .await;
    // Claws S -; Torgvar's defense - and agility -: no pause is left to choose.
    s.click_with(&rook, "Defend", &[3, 1, 1, 1]).await;
    s.click(&tess, "End the activation").await;
    s.line(&rook, "/tornscape activate name:Squire").await;
    s.click(&rook, "End the activation").await;
    s.click(&host, "Next round").await;
    s.count()
}

/// «Познание нуля»: a battle between two players named by mention; the defender's first
/// turn ended by button, the attacker's strikes over several targets with the bonus strike
/// picked by button, turns ended by button, and the host ending the battle.
async fn knowing_zero(table: &Table) -> Count {
    let mut s = Session::new(table, "Knowing Zero", 4);
    let (host, rook, tess) = (gm(), rook(), tess());
    for (who, line) in [
        (
            &host,
            r#"/encounter start ruleset:knowing-zero extra:"attacker:<@101> defender:<@102>""#,
        ),
        (
            &rook,
            "/zero card name:Hydra kind:animal attack:1 life:5 strikes:3",
        ),
        (
            &rook,
            "/zero card name:Rider kind:character attack:2 life:3",
        ),
        (&rook, "/zero ride rider:Rider animal:Hydra"),
        (&rook, "/zero item card:Rider name:Spear attack:1 life:1"),
        (
            &tess,
            "/zero card name:Golem kind:machine attack:1 life:9 armor:1",
        ),
        (
            &tess,
            "/zero card name:Archer kind:character attack:1 life:3",
        ),
        (&host, "/encounter show"),
        (&tess, "/attack as:Golem target:Rider"),
    ] {
        s.line(who, line).await;
    }
    s.click(&tess, "End the turn").await;
    s.line(&rook, r#"/attack as:Hydra target:"Golem,Archer,Golem""#)
        .await;
    s.click(&rook, "strike 2").await;
    s.click(&rook, "End the turn").await;
    s.line(&tess, "/attack as:Golem target:Hydra").await;
    s.click(&tess, "End the turn").await;
    s.line(&rook, "/attack as:Rider target:Golem").await;
    s.click(&rook, "End the turn").await;
    s.line(&host, "/encounter end").await;
    s.count()
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("runtime");
    runtime.block_on(run());
}

async fn run() {
    // RUST_LOG=narrator=debug shows what the bot did with a script's step.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .try_init();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = format!("sqlite://{}/narrator.db", dir.path().display());
    let mut config = e2e_bot::config(&fake, &db, "2000");
    // One script plays every member, faster than people click.
    config.rate_limit = RateLimit {
        burst: 1e9,
        refill_every: Duration::from_micros(1),
    };
    let dice = ScriptDice::new();
    let (stop, run) = e2e_bot::launch(&fake, config, DiceSource::shared(dice.clone())).await;
    let table = Table {
        fake,
        dice,
        next_id: AtomicU64::new(1_000),
    };
    table
        .play_games(&[
            "flail",
            "mage-wars",
            "lotr-lcg",
            "tornscape",
            "knowing-zero",
        ])
        .await;

    let counts = vec![
        flail(&table).await,
        mage_wars(&table).await,
        lotr(&table).await,
        tornscape(&table).await,
        knowing_zero(&table).await,
    ];

    println!("requests to Discord in one click-driven session of each game (SQLite)");
    println!(
        "{:<16} {:>7} {:>9} {:>14} {:>18}",
        "game", "actions", "bot-route", "bot per action", "interaction/action"
    );
    let (mut actions, mut bot, mut interaction) = (0, 0, 0);
    for c in &counts {
        print_row(c.game, c.actions, c.bot_route, c.interaction_route);
        actions += c.actions;
        bot += c.bot_route;
        interaction += c.interaction_route;
    }
    print_row("total", actions, bot, interaction);
    let violations = table.fake.violations();
    assert!(violations.is_empty(), "limits broken: {violations:?}");
    let _ = stop.send(());
    let _ = tokio::time::timeout(Duration::from_secs(20), run).await;
}

fn print_row(game: &str, actions: usize, bot: usize, interaction: usize) {
    let per = |n: usize| n as f64 / actions.max(1) as f64;
    println!(
        "{game:<16} {actions:>7} {bot:>9} {:>14.2} {:>18.2}",
        per(bot),
        per(interaction)
    );
}
