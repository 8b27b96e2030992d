//! The LotR LCG combat phase through the real bot against the fake Discord: a phase driven
//! by buttons and select menus (choose enemy, choose defender, undefended, choose hero,
//! declare attackers, continue), each click run as the user who clicked (the active
//! player or the owner of a Sentinel or Ranged character; a host who plays no seat moves the
//! phase on but makes no player's choice), stale clicks refused,
//! every command of the ruleset answered, and the replies in Czech and Russian.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use e2e_bot::*;
use fake_discord::fixtures::Who;

const START: &str = "/encounter start ruleset:lotr-lcg";

async fn public(bot: &Bot, who: &Who, line: &str) -> (u64, Recorded) {
    let (id, callback) = bot.line(who, line).await;
    assert_eq!(callback.body["type"], 4, "{line}: {}", callback.body);
    assert!(!ephemeral(&callback), "{line}: public: {}", text(&callback));
    assert_ne!(
        colour(&callback),
        Some(ERROR_COLOUR),
        "{line}: {}",
        text(&callback)
    );
    (id, callback)
}

/// A click or pick that must go through with a public reply.
fn went_through(step: (u64, Recorded), what: &str) -> (u64, Recorded) {
    let (id, callback) = step;
    assert!(!ephemeral(&callback), "{what}: {}", text(&callback));
    assert_ne!(
        colour(&callback),
        Some(ERROR_COLOUR),
        "{what}: {}",
        text(&callback)
    );
    (id, callback)
}

fn select_options(callback: &Recorded, placeholder: &str) -> Vec<String> {
    selects(data(callback))
        .into_iter()
        .find(|(p, _, _)| p.contains(placeholder))
        .map(|(_, _, options)| options)
        .unwrap_or_default()
}

fn labels(callback: &Recorded) -> Vec<String> {
    buttons(data(callback))
        .into_iter()
        .map(|b| b.0)
        .filter(|l| !l.is_empty())
        .collect()
}

/// Rook plays Anna (Aragorn, Gimli), Tess plays Boris (Beregond the Sentinel, Legolas the
/// Ranged); the gm hosts. Troll and Orc engage Anna, Warg engages Boris; three cards, the
/// first a +1 attack shadow.
async fn set_table(bot: &Bot) {
    let (host, rook, tess) = (gm(), rook(), tess());
    for (who, line) in [
        (&host, START),
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
    ] {
        public(bot, who, line).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_combat_phase_driven_by_buttons_and_select_menus() {
    let bot = Bot::start_for(&["flail", "lotr-lcg"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    set_table(&bot).await;
    bot.ok(&host, "/settings ping-turns:true").await;

    // Step 1 from a button under the last setup reply.
    let (start, dealt) = public(&bot, &rook, "/combat start").await;
    assert!(
        text(&dealt).contains("Troll, Orc, Warg"),
        "{}",
        text(&dealt)
    );
    assert_eq!(labels(&dealt), ["Continue"]);
    let wrong = bot.click(&tess, start, "Continue").await;
    assert_refused(&wrong, "Tess continuing Anna's step");

    // Step 2, Anna: the step passes to her (a ping, for her alone).
    let (step, attacks) = went_through(bot.press(&rook, start, "Continue").await, "continue");
    assert_eq!(data(&attacks)["content"], "<@101>");
    assert_eq!(
        data(&attacks)["allowed_mentions"]["users"],
        serde_json::json!(["101"])
    );
    assert_eq!(
        select_options(&attacks, "attacking enemy"),
        ["Troll", "Orc"]
    );
    let (_, not_hers) = bot.pick(&tess, step, "attacking enemy", &["Troll"]).await;
    assert_refused(&not_hers, "Tess choosing Anna's enemy");
    let (chose, defend) = went_through(
        bot.pick(&rook, step, "attacking enemy", &["Troll"]).await,
        "enemy",
    );
    // Anna's ready characters and Boris's Sentinel (Legolas is neither).
    assert_eq!(
        select_options(&defend, "defender"),
        ["Aragorn", "Gimli", "Beregond"]
    );
    assert!(labels(&defend).contains(&"Undefended".to_owned()));
    // Only Boris's player declares his Sentinel.
    let (_, owner) = bot.pick(&rook, chose, "defender", &["Beregond"]).await;
    assert_refused(&owner, "Rook declaring Tess's Sentinel");
    let (sentinel, declared) = went_through(
        bot.pick(&tess, chose, "defender", &["Beregond"]).await,
        "sentinel",
    );
    assert!(text(&declared).contains("Sentinel"), "{}", text(&declared));
    let (reveal, revealed) = went_through(bot.press(&rook, sentinel, "Reveal").await, "reveal");
    assert!(
        text(&revealed).contains("Driven by Shadow — attack +1"),
        "{}",
        text(&revealed)
    );
    let as_shown = bot.reply_message(reveal);
    let (damage, dealt_damage) =
        went_through(bot.press(&rook, reveal, "Deal the damage").await, "damage");
    assert!(
        text(&dealt_damage).contains("Troll** attacks: 6 + 1 − 4 = **3** damage"),
        "{}",
        text(&dealt_damage)
    );
    // A click on an old message is stale.
    let stale = bot.click_on(&rook, &as_shown, "Deal the damage").await;
    assert_refused(&stale, "a stale click");

    // The Orc is Anna's last enemy: chosen for her. Undefended, onto the hero she picks.
    let (open, undefended) =
        went_through(bot.press(&rook, damage, "Undefended").await, "undefended");
    assert!(
        text(&undefended).contains("undefended"),
        "{}",
        text(&undefended)
    );
    let (shown, _) = went_through(bot.press(&rook, open, "Reveal").await, "reveal");
    let (hero_step, choice) =
        went_through(bot.press(&rook, shown, "Deal the damage").await, "hero");
    assert_eq!(select_options(&choice, "hero"), ["Aragorn", "Gimli"]);
    // The hero is Anna's player's to pick: a host who plays no seat does not choose for her.
    let (_, for_her) = bot.pick(&host, hero_step, "hero", &["Gimli"]).await;
    assert_refused(&for_her, "the host picking Anna's hero");
    let (boris, onto) = went_through(
        bot.pick(&rook, hero_step, "hero", &["Gimli"]).await,
        "Anna's player picks",
    );
    assert!(
        text(&onto).contains("Gimli takes 2 damage"),
        "{}",
        text(&onto)
    );

    // Step 2, Boris: the Warg; Legolas defends.
    assert_eq!(data(&onto)["content"], "<@102>");
    let (b1, _) = went_through(
        bot.pick(&tess, boris, "defender", &["Legolas"]).await,
        "defend",
    );
    let (b2, _) = went_through(bot.press(&tess, b1, "Reveal").await, "reveal");
    let (attack, step3) = went_through(bot.press(&tess, b2, "Deal the damage").await, "damage");

    // Step 3, Anna: Legolas defended and is exhausted, so only her own two are offered;
    // both attack in one pick.
    assert_eq!(select_options(&step3, "enemy to attack"), ["Troll", "Orc"]);
    let (declare, menu) = went_through(
        bot.pick(&rook, attack, "enemy to attack", &["Orc"]).await,
        "target",
    );
    assert_eq!(select_options(&menu, "attackers"), ["Aragorn", "Gimli"]);
    assert!(labels(&menu).contains(&"Do not attack it".to_owned()));
    let (close, picked) = went_through(
        bot.pick(&rook, declare, "attackers", &["Aragorn", "Gimli"])
            .await,
        "attackers",
    );
    assert!(labels(&picked).contains(&"Declare the attack".to_owned()));
    // Declared: a window for actions, then Strike determines the damage.
    let (strike, declared) = went_through(
        bot.press(&rook, close, "Declare the attack").await,
        "declare",
    );
    assert!(labels(&declared).contains(&"Strike".to_owned()));
    // The tracker in view: controls that outlive one reply live there.
    let note = bot.ok(&host, "/encounter show").await;
    assert!(ephemeral(&note));
    bot.tracker_post().await;
    let (_, struck) = went_through(bot.press(&rook, strike, "Strike").await, "strike");
    let story = text(&struck);
    assert!(
        story.contains("Anna attacks **Orc** with Aragorn, Gimli: 3 + 2 − 1 = **4** damage"),
        "{story}"
    );
    assert!(
        story.contains("Orc takes 3 damage. (1 excess lost)"),
        "{story}"
    );
    // Nobody is ready to attack any more: the shadow cards are discarded.
    assert!(
        story.contains("Step 4: 2 shadow cards discarded"),
        "{story}"
    );
    // The phase is over: the next step is the refresh phase, never the phase again. It
    // outlives this reply, so it is offered on the tracker, not under the reply.
    assert!(labels(&struck).is_empty(), "{:?}", labels(&struck));
    let shown = tracker_with(&bot, "Refresh phase").await;
    assert_eq!(
        buttons(&shown).into_iter().map(|b| b.0).collect::<Vec<_>>(),
        ["Refresh phase"]
    );
    let refreshed = went_through(
        (0, bot.click_on(&host, &shown, "Refresh phase").await),
        "refresh",
    )
    .1;
    assert!(labels(&refreshed).is_empty(), "{:?}", labels(&refreshed));
    let tracker = tracker_with(&bot, "Start the combat phase").await;
    let tracker = message_text(&tracker);
    assert!(
        tracker.contains("Before the combat phase · first player: Boris"),
        "{tracker}"
    );
    assert!(
        tracker.contains("Gimli `▰▰▰▱▱ 3/5` hit points · ⚔ attack 2 · 🛡 defense 2"),
        "{tracker}"
    );
    // Seats name who plays them by display name, never by a mention.
    assert!(
        tracker.contains("**Anna** — threat 29 · played by rook"),
        "seats name players: {tracker}"
    );
    assert!(!tracker.contains("<@"), "{tracker}");
    assert_eq!(bot.stop().await, 0);
}

/// Ranged characters join another player's attack from the multi-select, picked by their
/// own player; several attackers in one pick.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ranged_attackers_join_from_the_multi_select_by_their_own_player() {
    let bot = Bot::start_for(&["flail", "lotr-lcg"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    set_table(&bot).await;
    public(&bot, &rook, "/combat start").await;
    for (who, line) in [
        (&rook, "/combat continue"),
        (&rook, "/combat enemy enemy:Troll"),
        (&tess, "/combat defend character:Beregond"),
        (&rook, "/combat continue"),
        (&rook, "/combat continue"),
        (&rook, "/combat undefended"),
        (&rook, "/next"),
        (&rook, "/next"),
        (&rook, "/combat hero hero:Aragorn"),
        (&tess, "/combat undefended"),
        (&tess, "/combat continue"),
        (&tess, "/combat continue"),
        (&tess, "/combat hero hero:Beregond"),
    ] {
        public(&bot, who, line).await;
    }
    let (target, _) = public(&bot, &rook, "/combat enemy enemy:Troll").await;
    let message = bot.pick(&rook, target, "attackers", &["Gimli"]).await;
    let (declare, menu) = went_through(message, "Gimli");
    // Legolas (Ranged, Boris's) is offered; Anna's player cannot declare him.
    assert_eq!(select_options(&menu, "attackers"), ["Aragorn", "Legolas"]);
    let (_, refused) = bot.pick(&rook, declare, "attackers", &["Legolas"]).await;
    assert_refused(&refused, "Rook declaring Legolas");
    let (joined, _) = went_through(
        bot.pick(&tess, declare, "attackers", &["Legolas"]).await,
        "Legolas",
    );
    let (_, both) = went_through(
        bot.pick(&rook, joined, "attackers", &["Aragorn"]).await,
        "Aragorn",
    );
    // Declaring the attack opens a window for actions; the next continue strikes.
    let (_, declared) = public(&bot, &rook, "/combat continue").await;
    assert!(
        labels(&declared).iter().any(|l| l == "Strike"),
        "{:?}",
        labels(&declared)
    );
    let (_, struck) = public(&bot, &rook, "/combat continue").await;
    let _ = both;
    assert!(
        text(&struck).contains(
            "Anna attacks **Troll** with Gimli, Legolas, Aragorn: 2 + 3 + 3 − 3 = **5** damage"
        ),
        "{}",
        text(&struck)
    );
    public(&bot, &host, "/encounter end").await;
    assert_eq!(bot.stop().await, 0);
}

/// Every command of the ruleset answers: setup verbs, card effects, the shared verbs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_lotr_command_answers() {
    let bot = Bot::start_for(&["flail", "lotr-lcg"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    set_table(&bot).await;
    let help = bot.ok(&rook, "/help").await;
    assert!(ephemeral(&help));
    assert!(text(&help).contains("/combat continue"), "{}", text(&help));
    assert!(!text(&help).contains("/flee"), "{}", text(&help));
    for (who, line) in [
        (
            &host,
            "/lcg ally name:Guard attack:1 defense:1 hit-points:2 player:Anna",
        ),
        (&rook, "/lcg exhaust name:Guard"),
        (&rook, "/lcg ready name:Guard"),
        // Rook hands the Guard to Tess's seat; it is hers to remove then.
        (&rook, "/seat give to:<@102> piece:Guard"),
        (&tess, "/lcg remove name:Guard"),
        (
            &tess,
            "/lcg enemy name:Bat attack:1 defense:0 hit-points:1 engagement:5",
        ),
        (&tess, "/engage enemy:Bat"),
        (&tess, "/damage target:Bat amount:1"),
        (&tess, "/damage target:Beregond amount:2"),
        (&tess, "/heal target:Beregond amount:1"),
        (&rook, "/lcg shuffle discard:true"),
        (&rook, "/lcg threat value:33"),
        (&rook, "/combat start order:\"Troll\""),
        (&rook, "/combat continue"),
        (&rook, "/combat enemy enemy:Orc"),
        (&rook, "/combat defend character:Gimli"),
        (&host, "/undo"),
        (&rook, "/combat undefended"),
    ] {
        public(&bot, who, line).await;
    }
    let log = bot.ok(&tess, "/log limit:10").await;
    assert!(ephemeral(&log));
    assert!(text(&log).contains("shuffled"), "{}", text(&log));
    let wrong = bot.run(&rook, "/attack target:Orc").await;
    assert_refused(&wrong, "/attack in a LotR channel");
    bot.ok(&host, "/encounter show").await;
    bot.ok(&host, "/settings").await;
    bot.ok(&host, "/roll expression:1d6").await;
    bot.ok(&host, "/odds expression:2d6").await;
    bot.ok(&host, "/flail odds-attack th:3 dmg:4 defence:1")
        .await;
    bot.ok(&host, "/flail odds-save value:10").await;
    // The remaining steps, typed.
    for (who, line) in [
        (&rook, "/combat continue"),
        (&rook, "/combat continue"),
        (&rook, "/combat hero hero:Aragorn"),
        (&tess, "/combat defend character:Beregond"),
        (&rook, "/combat continue"),
        (&rook, "/combat continue"),
        (&tess, "/combat defend character:Legolas"),
        (&tess, "/combat continue"),
        (&tess, "/combat continue"),
        (&rook, "/combat enemy enemy:Troll"),
        (&rook, "/combat attackers names:\"Aragorn\""),
        (&rook, "/combat continue"),
        (&rook, "/combat continue"),
        (&rook, "/next"),
    ] {
        public(&bot, who, line).await;
    }
    public(&bot, &rook, "/lcg refresh").await;
    public(&bot, &tess, "/lcg player name:Cyril threat:20").await;
    public(&bot, &host, "/encounter end").await;
    bot.use_saved_rolls(&e2e_bot::tess()).await;
    bot.use_own_data(&e2e_bot::tess()).await;
    bot.share_without_a_page(&e2e_bot::tess()).await;
    bot.assert_exercised("lotr-lcg");
    assert_eq!(bot.stop().await, 0);
}

/// A Czech server reads the phase in Czech; a Russian player's refusals come in Russian.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_czech_table_and_a_russian_player() {
    let bot = Bot::start_for(&["flail", "lotr-lcg"]).await;
    bot.set_guild_locale("cs");
    let rook = rook();
    let ivan = Who::player(103, "ivan", "ru");
    set_table(&bot).await;
    let (start, dealt) = public(&bot, &rook, "/combat start").await;
    let story = text(&dealt);
    assert!(story.contains("SHADOW"), "{story}");
    assert!(!story.contains("shadow cards dealt"), "{story}");
    let button = labels(&dealt);
    assert_ne!(button, ["Continue"], "a Czech label");
    let refused = bot.click(&ivan, start, &button[0]).await;
    assert_refused(&refused, "Ivan's click");
    assert!(
        text(&refused).chars().any(|c| ('а'..='я').contains(&c)),
        "{}",
        text(&refused)
    );
    assert_eq!(bot.stop().await, 0);
}

/// Autocomplete knows the table: characters (the asker's own first), enemies, players.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_suggests_the_tables_cards_and_seats() {
    let bot = Bot::start_for(&["flail", "lotr-lcg"]).await;
    let tess = tess();
    set_table(&bot).await;
    let ask = |line: &str, option: &'static str, typed: &'static str| {
        let interaction = bot.interaction_for(&tess, line, Some((option, typed)));
        bot.fake.interact(interaction)
    };
    assert_eq!(
        choices(&ask("/combat defend", "character", "").await),
        ["Beregond", "Legolas", "Aragorn", "Gimli"],
        "Tess's own first"
    );
    assert_eq!(
        choices(&ask("/combat enemy", "enemy", "").await),
        ["Troll", "Orc", "Warg"]
    );
    assert_eq!(
        choices(&ask("/engage enemy:Orc", "player", "").await),
        ["Boris", "Anna"]
    );
    // Prefix matches first, then names containing the letters.
    assert_eq!(
        choices(&ask("/damage", "target", "g").await)
            .first()
            .map(String::as_str),
        Some("Gimli")
    );
    assert_eq!(bot.stop().await, 0);
}

/// The tracker as the channel shows it once an edit put a button labelled `label` on it.
async fn tracker_with(bot: &Bot, label: &str) -> serde_json::Value {
    let edit = bot
        .fake
        .wait_request(|r| {
            r.method == "PATCH"
                && r.path.contains(&format!("/channels/{CHANNEL}/messages/"))
                && buttons(&r.body).iter().any(|(l, _)| l == label)
        })
        .await;
    let id = edit
        .path
        .rsplit('/')
        .next()
        .and_then(|id| id.parse().ok())
        .unwrap_or_default();
    let mut message = bot.fake.message(id).expect("the tracker message");
    // As the edit drew it (the fake may keep components serenity cannot read aside).
    message["components"] = edit.body["components"].clone();
    message["embeds"] = edit.body["embeds"].clone();
    message
}

/// Every title, footer, author name and field name of every message the bot sent or
/// edited: none may carry a mention (Discord renders none there).
fn headings(bot: &Bot) -> Vec<String> {
    let mut out = Vec::new();
    for request in bot.fake.requests() {
        let body = &request.body;
        let embeds = body["data"]["embeds"]
            .as_array()
            .into_iter()
            .chain(body["embeds"].as_array())
            .flatten();
        for embed in embeds {
            for part in [
                &embed["title"],
                &embed["footer"]["text"],
                &embed["author"]["name"],
            ] {
                out.extend(part.as_str().map(str::to_owned));
            }
            for field in embed["fields"].as_array().into_iter().flatten() {
                out.extend(field["name"].as_str().map(str::to_owned));
            }
        }
    }
    out
}

fn title(callback: &Recorded) -> String {
    data(callback)["embeds"][0]["title"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

fn footer(callback: &Recorded) -> String {
    data(callback)["embeds"][0]["footer"]["text"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// A reply to an action: public, headed by a title that names what happened, in the
/// game's terms ("Round" is not one of them).
fn headed(step: (u64, Recorded), what: &str) -> (u64, Recorded) {
    let (id, callback) = went_through(step, what);
    let heading = title(&callback);
    assert!(!heading.is_empty(), "{what}: no title: {}", text(&callback));
    assert!(!heading.contains("Round"), "{what}: {heading}");
    (id, callback)
}

/// Three players through a whole combat phase, by clicks: the Troll's attack on Anna
/// defended, the Orc's undefended one destroying Aragorn, Boris passed over in step 2 (no
/// enemy), the Warg on Cara, step 3 passing over Anna (nobody ready) and Boris (no enemy)
/// to Cara, who defeats the Warg; then the refresh phase. Each reply has a headline naming
/// who did what, each footer says whose step it is or what comes next, and no title,
/// footer, author or field name carries a mention.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_three_player_combat_phase_reads_without_a_legend() {
    let bot = Bot::start_for(&["flail", "lotr-lcg"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    let cara = Who::player(103, "cara", "en-US");
    for (who, line) in [
        (&host, START),
        (&rook, "/lcg player name:Anna threat:28"),
        (&tess, "/lcg player name:Boris threat:28"),
        (&cara, "/lcg player name:Cara threat:28"),
        (
            &rook,
            "/lcg hero name:Aragorn attack:3 defense:2 hit-points:5",
        ),
        (
            &tess,
            "/lcg hero name:Beregond attack:0 defense:4 hit-points:4",
        ),
        (
            &cara,
            "/lcg hero name:Eowyn attack:1 defense:1 hit-points:3",
        ),
        (
            &cara,
            "/lcg ally name:Rider attack:2 defense:1 hit-points:2",
        ),
        (&rook, "/lcg card name:Blank count:3"),
        (
            &rook,
            "/lcg enemy name:Troll attack:6 defense:3 hit-points:9 engagement:30 engage:Anna",
        ),
        (
            &rook,
            "/lcg enemy name:Orc attack:2 defense:1 hit-points:3 engagement:20 engage:Anna",
        ),
        (
            &cara,
            "/lcg enemy name:Warg attack:2 defense:0 hit-points:2 engagement:10 engage:Cara",
        ),
    ] {
        headed(bot.line(who, line).await, line);
    }

    // The tracker in view before the phase: its title says what comes and who is first.
    let note = bot.ok(&host, "/encounter show").await;
    assert!(ephemeral(&note));
    let first = bot.tracker_post().await;
    assert_eq!(
        first.body["embeds"][0]["title"],
        "Before the combat phase · first player: Anna"
    );

    // Step 1, then step 2 for Anna.
    let (start, dealt) = headed(bot.line(&rook, "/combat start").await, "start");
    assert!(title(&dealt).contains("Step 1"), "{}", title(&dealt));
    assert!(footer(&dealt).starts_with("▶ Anna"), "{}", footer(&dealt));
    let (step, attacks) = headed(bot.press(&rook, start, "Continue").await, "continue");
    assert_eq!(title(&attacks), "Step 2 — enemy attacks on Anna");
    assert!(
        footer(&attacks).starts_with("▶ Anna"),
        "{}",
        footer(&attacks)
    );
    let (chose, _) = headed(
        bot.pick(&rook, step, "attacking enemy", &["Troll"]).await,
        "enemy",
    );
    let (defended, _) = headed(
        bot.pick(&rook, chose, "defender", &["Aragorn"]).await,
        "defend",
    );
    let (reveal, _) = headed(bot.press(&rook, defended, "Reveal").await, "reveal");
    let (orc, hit) = headed(bot.press(&rook, reveal, "Deal the damage").await, "damage");
    assert_eq!(title(&hit), "Troll attacks Anna: Aragorn defends, 4 damage");
    // The Orc is chosen for Anna: her step goes on, and the footer says what it waits for.
    assert!(
        footer(&hit).contains("Orc attacks Anna"),
        "{}",
        footer(&hit)
    );

    // Undefended: the Orc destroys Aragorn; step 2 passes over Boris to Cara, and says so.
    let (open, undefended) = headed(bot.press(&rook, orc, "Undefended").await, "undefended");
    assert!(
        title(&undefended).contains("undefended"),
        "{}",
        title(&undefended)
    );
    let (shown, _) = headed(bot.press(&rook, open, "Reveal").await, "reveal");
    let (cara_step, destroyed) = headed(
        bot.press(&rook, shown, "Deal the damage").await,
        "undefended damage",
    );
    assert_eq!(
        title(&destroyed),
        "Orc attacks Anna undefended: Aragorn is destroyed"
    );
    let story = text(&destroyed);
    assert!(
        story.contains("Step 2 passes over Boris: no enemy engaged with that player"),
        "{story}"
    );
    // The handover names who is next.
    assert!(
        footer(&destroyed).contains("Cara"),
        "{}",
        footer(&destroyed)
    );

    // Cara: the Warg, Eowyn defends.
    let (c1, _) = headed(
        bot.pick(&cara, cara_step, "defender", &["Eowyn"]).await,
        "Eowyn",
    );
    let (c2, _) = headed(bot.press(&cara, c1, "Reveal").await, "reveal");
    let (target, step3) = headed(bot.press(&cara, c2, "Deal the damage").await, "damage");
    assert_eq!(title(&step3), "Warg attacks Cara: Eowyn defends, 1 damage");
    let story = text(&step3);
    assert!(
        story.contains("Step 3 passes over Anna: no ready character can attack."),
        "{story}"
    );
    assert!(
        story.contains("Step 3 passes over Boris: no engaged enemy is left to attack."),
        "{story}"
    );
    assert!(footer(&step3).starts_with("▶ Cara"), "{}", footer(&step3));

    // Step 3: Cara's Rider defeats the Warg; the phase ends.
    let (declare, _) = headed(
        bot.pick(&cara, target, "enemy to attack", &["Warg"]).await,
        "target",
    );
    let (close, _) = headed(
        bot.pick(&cara, declare, "attackers", &["Rider"]).await,
        "attackers",
    );
    let (strike, declared) = headed(
        bot.press(&cara, close, "Declare the attack").await,
        "declare",
    );
    assert_eq!(title(&declared), "Cara declares an attack on Warg");
    // The tracker in view again (it may have moved down since): the strike edits it.
    bot.ok(&host, "/encounter show").await;
    let (_, struck) = headed(bot.press(&cara, strike, "Strike").await, "strike");
    assert_eq!(title(&struck), "Cara attacks Warg: defeated");
    assert!(
        text(&struck).contains("The combat phase is over."),
        "{}",
        text(&struck)
    );
    // What comes next, and who holds the first player token.
    assert_eq!(
        footer(&struck),
        "Next: the refresh phase (/lcg refresh); Anna holds the first player token."
    );

    // The refresh phase, from the tracker, passes the token: the footer says who holds it.
    assert!(labels(&struck).is_empty(), "{:?}", labels(&struck));
    let shown = tracker_with(&bot, "Refresh phase").await;
    // The refresh phase is the first player's (Anna's): Tess's click is refused.
    let not_hers = bot.click_on(&tess, &shown, "Refresh phase").await;
    assert_refused(&not_hers, "Tess refreshing while Anna holds the token");
    let refreshed = bot.click_on(&rook, &shown, "Refresh phase").await;
    let (_, refreshed) = headed((0, refreshed), "refresh");
    assert!(
        title(&refreshed).contains("Boris takes the first player token"),
        "{}",
        title(&refreshed)
    );
    assert!(
        footer(&refreshed).contains("Boris"),
        "{}",
        footer(&refreshed)
    );

    // The tracker: the phase and the first player in its title, seats named by who plays
    // them, stats in words.
    let tracker = tracker_with(&bot, "Start the combat phase").await;
    assert_eq!(
        tracker["embeds"][0]["title"],
        "Before the combat phase · first player: Boris"
    );
    let shown = message_text(&tracker);
    assert!(
        shown.contains("**Cara** — threat 29 · played by cara"),
        "{shown}"
    );
    assert!(
        shown.contains("Eowyn `▰▰▰▰▱ 2/3` hit points · ⚔ attack 1 · 🛡 defense 1"),
        "{shown}"
    );

    for heading in headings(&bot) {
        assert!(
            !heading.contains("<@"),
            "a mention where none renders: {heading}"
        );
        assert!(!heading.contains("Round"), "not a LotR term: {heading}");
    }
    // The table-wide rules hold on the channel as the session left it.
    bot.fake.quiet().await;
    assert_table_reads_well(&bot.fake, CHANNEL);
    assert_eq!(bot.stop().await, 0);
}
