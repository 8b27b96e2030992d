//! Mage Wars through the real bot against the fake Discord: every command of the ruleset,
//! the attack embed's dice, the counterstrike button, autocomplete of arena objects and
//! attacks, localized replies, refusals that change nothing, and the tracker's edits.
//!
//! Dice are scripted in the order the engine rolls them (src/rules/mage_wars/mod.rs): the
//! round-1 initiative roll-off (one effect die per mage in seating order, ties again), the
//! upkeep's Burn dice; for an attack the Daze roll, then per strike the Defense roll, the
//! attack dice and the effect die.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use e2e_bot::*;

/// Sent by `gm()`, who becomes the host (and, with Manage Channels, is a moderator too)
/// and brings no mage.
const START: &str = "/encounter start ruleset:mage-wars";
/// Rook's mage and Tess's, in the same zone so melee attacks reach.
const BEASTMASTER: &str = "/arena mage name:Beastmaster life:36 armor:0 channeling:9 zone:B2";
const WARLOCK: &str = "/arena mage name:Warlock life:38 armor:2 channeling:9 zone:B2";
const STAFF: &str = "/arena attack name:Staff dice:2";
const CLAWS: &str = "/arena attack name:Claws dice:6 effect:\"7-8: 1 burn; 9+: 2 burn\"";

/// A game action that must succeed with a public embed.
async fn public(bot: &Bot, who: &Who, line: &str) -> Recorded {
    let callback = bot.ok(who, line).await;
    assert!(!ephemeral(&callback), "{line}: public: {}", callback.body);
    callback
}

/// The embed description of a callback.
fn description(callback: &Recorded) -> String {
    data(callback)["embeds"][0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// The reply's status line, in the footer: whose action phase it is, by mage and display
/// name (a footer renders no mention).
fn status(callback: &Recorded) -> String {
    let footer = data(callback)["embeds"][0]["footer"]["text"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert!(!footer.is_empty(), "a status line: {}", text(callback));
    assert!(!footer.contains("<@"), "no mention in a footer: {footer}");
    assert!(
        !description(callback).contains("-# ▶"),
        "the turn is said once, not again in the text: {}",
        description(callback)
    );
    footer
}

fn title(callback: &Recorded) -> String {
    data(callback)["embeds"][0]["title"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// The tracker as the channel shows it once a post or edit put a button labelled `label`
/// on it: the controls that outlive one reply live there.
async fn tracker_with(bot: &Bot, label: &str) -> serde_json::Value {
    let messages = format!("/channels/{CHANNEL}/messages");
    let drawn = bot
        .fake
        .wait_request(|r| {
            (r.method == "PATCH" || r.method == "POST")
                && r.path.contains(&messages)
                && buttons(&r.body).iter().any(|(l, _)| l == label)
        })
        .await;
    let mut message = drawn.body.clone();
    if let Some(id) = drawn
        .path
        .rsplit('/')
        .next()
        .and_then(|id| id.parse::<u64>().ok())
        && let Some(shown) = bot.fake.message(id)
    {
        message = shown;
        message["components"] = drawn.body["components"].clone();
        message["embeds"] = drawn.body["embeds"].clone();
    }
    message
}

fn labels(callback: &Recorded) -> Vec<String> {
    buttons(data(callback)).into_iter().map(|b| b.0).collect()
}

/// Runs `line` with `faces` queued and checks the action used exactly those dice.
async fn rolled(bot: &Bot, who: &Who, line: &str, faces: &[u32]) -> Recorded {
    bot.dice.queue(faces);
    let callback = public(bot, who, line).await;
    assert_eq!(bot.dice.left(), 0, "{line}: rolled every scripted die");
    callback
}

/// A started game with both mages and the Beastmaster's Staff; round 1 begins with the
/// Beastmaster (effect dice 9 vs 4), so it is Rook's action phase.
async fn round_one(bot: &Bot) {
    let (host, rook, tess) = (gm(), rook(), tess());
    public(bot, &host, START).await;
    public(bot, &rook, BEASTMASTER).await;
    public(bot, &tess, WARLOCK).await;
    public(bot, &rook, STAFF).await;
    rolled(bot, &host, "/initiative", &[9, 4]).await;
}

/// The tracker the next `/encounter show` posts, as text.
async fn shown(bot: &Bot, who: &Who) -> String {
    let note = bot.ok(who, "/encounter show").await;
    assert!(ephemeral(&note), "{}", note.body);
    message_text(&bot.tracker_post().await.body)
}

/// The tracker `/encounter show` posts, as text, passing over earlier posts (the tracker
/// also moves down by itself) that do not show `wanted`.
async fn shown_with(bot: &Bot, who: &Who, wanted: &str) -> String {
    let note = bot.ok(who, "/encounter show").await;
    assert!(ephemeral(&note), "{}", note.body);
    loop {
        let posted = message_text(&bot.tracker_post().await.body);
        if posted.contains(wanted) {
            return posted;
        }
    }
}

/// Every Mage Wars command once, each answered with its embed: a short game through Discord.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_mage_wars_command_answers_with_its_embed() {
    let bot = Bot::start_for(&["flail", "mage-wars"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());

    let started = public(&bot, &host, START).await;
    assert!(text(&started).contains("Mage Wars"), "{}", text(&started));
    let help = bot.ok(&rook, "/help").await;
    assert!(ephemeral(&help));
    let listed = text(&help);
    assert!(listed.contains("/arena mage"), "{listed}");
    assert!(listed.contains("/cast"), "{listed}");
    assert!(
        !listed.contains("/flee"),
        "not a Mage Wars command: {listed}"
    );

    public(
        &bot,
        &rook,
        "/arena mage name:Beastmaster life:36 armor:0 channeling:9 zone:B2",
    )
    .await;
    public(
        &bot,
        &tess,
        "/arena mage name:Warlock life:38 armor:0 channeling:9 zone:B3",
    )
    .await;
    public(
        &bot,
        &rook,
        "/arena creature name:Wolf life:10 armor:1 zone:B3",
    )
    .await;
    public(&bot, &rook, "/arena attack name:Bite dice:3 as:Wolf").await;
    public(&bot, &rook, STAFF).await;
    public(
        &bot,
        &tess,
        "/arena attack name:Fireball dice:4 range:0-2 effect:\"7-8: 1 burn; 9+: 2 burn\" type:flame cost:3",
    )
    .await;
    // The host brings a creature in for the Warlock and takes it out again.
    public(
        &bot,
        &host,
        "/arena creature name:Imp life:3 armor:0 mage:Warlock zone:A1",
    )
    .await;
    public(&bot, &host, "/arena remove name:Imp").await;

    // Round 1: 5 and 5 tie, the roll-off gives 9 and 4: the Beastmaster acts first.
    let round = rolled(&bot, &host, "/initiative", &[5, 5, 9, 4]).await;
    let story = description(&round);
    assert_eq!(
        story.matches("Initiative roll").count(),
        2,
        "a tie, then the roll-off: {story}"
    );
    assert!(story.contains("Beastmaster has the initiative"), "{story}");
    assert!(
        story.contains("Beastmaster channels 9 mana → 19"),
        "{story}"
    );
    assert!(status(&round).contains("Beastmaster"), "{}", status(&round));

    // The Beastmaster walks into the Warlock's zone (hindered) and strikes with its Staff:
    // faces 6 and 3 read 2★ and 1 → 3 damage against Armor 0.
    let moved = public(&bot, &rook, "/move zone:B3").await;
    assert!(text(&moved).contains("B2 → B3"), "{}", text(&moved));
    let staff = rolled(&bot, &rook, "/attack target:Warlock weapon:Staff", &[6, 3]).await;
    assert!(text(&staff).contains("**3 damage**"), "{}", text(&staff));
    public(&bot, &rook, "/next").await;

    // Tess quickcasts Marked for Death on the wolf, then Fireballs it: 4 + 1 dice.
    let marked = public(
        &bot,
        &tess,
        "/cast spell:\"Marked for Death\" cost:2 quick:true target:Wolf mark:1",
    )
    .await;
    assert!(
        text(&marked).contains("17"),
        "19 − 2 mana: {}",
        text(&marked)
    );
    let fireball = rolled(
        &bot,
        &tess,
        "/attack target:Wolf weapon:Fireball",
        &[1, 2, 3, 4, 5, 9],
    )
    .await;
    let shown_fireball = text(&fireball);
    assert!(shown_fireball.contains("4 +1"), "marked: {shown_fireball}");
    assert!(
        shown_fireball.contains("2 Burn"),
        "effect 9: {shown_fireball}"
    );
    public(&bot, &tess, "/next").await;
    public(&bot, &rook, "/guard as:Wolf").await;
    // No tracker is shown yet in this channel: the reply carries the lasting control.
    let over = public(&bot, &rook, "/next").await;
    assert!(
        labels(&over).iter().any(|l| l.contains("Next round")),
        "{:?}",
        labels(&over)
    );
    // The tracker shown now carries it, under a title in the game's terms.
    assert!(ephemeral(&bot.ok(&host, "/encounter show").await));
    let tracker = bot.tracker_post().await;
    assert!(
        buttons(&tracker.body)
            .iter()
            .any(|(l, _)| l == "Next round"),
        "{}",
        tracker.body
    );
    assert!(
        message_text(&tracker.body).contains("Round 1 · final quickcast phase"),
        "{}",
        message_text(&tracker.body)
    );

    // Markers and direct damage by hand.
    public(
        &bot,
        &host,
        "/condition add target:Warlock condition:daze extra:count:2",
    )
    .await;
    public(
        &bot,
        &host,
        "/condition remove target:Warlock condition:daze",
    )
    .await;
    public(&bot, &host, "/damage target:Warlock amount:2").await;
    public(&bot, &host, "/heal target:Warlock amount:1").await;

    // The wolf gains Regeneration 1 (an enchantment); the Warlock a mana crystal.
    public(&bot, &rook, "/arena edit name:Wolf regeneration:1").await;
    let crystal = public(&bot, &tess, "/arena mana amount:1 reason:Crystal").await;
    assert!(text(&crystal).contains("Crystal"), "{}", text(&crystal));
    // No counterstrike is pending: declining is refused.
    let line = "/counterstrike decline";
    assert_refused(&bot.run(&rook, line).await, line);

    // Round 2: the initiative passes to the Warlock; upkeep waits (Regeneration meets
    // Burn), Rook puts Burn first; the wolf's two Burn markers roll a blank (one falls
    // off) and a 2.
    let round = rolled(&bot, &host, "/initiative", &[]).await;
    let story = description(&round);
    assert!(story.contains("Warlock has the initiative"), "{story}");
    assert!(story.contains("Upkeep waits"), "{story}");
    let ordered = public(&bot, &rook, "/upkeep order:burn").await;
    assert!(
        text(&ordered).contains("Burn → Regeneration"),
        "{}",
        text(&ordered)
    );
    let ran = rolled(&bot, &host, "/initiative", &[1, 4]).await;
    let story = description(&ran);
    assert!(story.contains("Wolf burns"), "{story}");
    assert!(story.contains("Wolf regenerates"), "{story}");
    public(&bot, &tess, "/activate").await;
    // A face-down enchantment as the Warlock's quick action, revealed at once.
    let hidden = public(
        &bot,
        &tess,
        "/cast spell:Curse cost:2 target:Wolf enchantment:true",
    )
    .await;
    assert!(!text(&hidden).contains("Curse"), "{}", text(&hidden));
    let own = bot.ok(&tess, "/arena enchantments").await;
    assert!(ephemeral(&own), "{}", own.body);
    assert!(text(&own).contains("Curse"), "{}", text(&own));
    let revealed = public(&bot, &tess, "/reveal name:Curse cost:1").await;
    assert!(text(&revealed).contains("Curse"), "{}", text(&revealed));
    public(&bot, &tess, "/next").await;
    // A one-off spell given inline: 2 dice, 1 mana.
    let inline = rolled(
        &bot,
        &rook,
        "/attack target:Warlock extra:\"dice:2 cost:1\"",
        &[4, 4],
    )
    .await;
    assert!(
        text(&inline).contains("a one-off spell"),
        "{}",
        text(&inline)
    );
    public(&bot, &rook, "/next").await;
    // The wolf's only attack needs no name.
    let bite = rolled(&bot, &rook, "/attack as:Wolf target:Warlock", &[5, 5, 5]).await;
    assert!(text(&bite).contains("Bite"), "{}", text(&bite));
    let undone = public(&bot, &host, "/undo").await;
    assert!(text(&undone).contains("/attack"), "{}", text(&undone));

    let log = bot.ok(&tess, "/log limit:5").await;
    assert!(ephemeral(&log));
    let tracker = shown_with(&bot, &host, "Round 2 · ▶ action phase: Beastmaster").await;
    assert!(
        tracker.contains("Round 2 · ▶ action phase: Beastmaster (rook)"),
        "{tracker}"
    );
    assert!(
        tracker.contains("• ▶ **Beastmaster**"),
        "the acting mage: {tracker}"
    );
    assert!(tracker.contains("Wolf"), "{tracker}");

    bot.ok(&rook, "/settings").await;
    bot.ok(&rook, "/roll expression:1d20+5 label:Perception")
        .await;
    bot.ok(&rook, "/odds expression:2d6").await;
    bot.ok(&rook, "/flail odds-attack th:3 dmg:4 defence:1")
        .await;
    bot.ok(&rook, "/flail odds-save value:10").await;
    bot.ok(&rook, "/arena odds dice:3 armor:1 effect:\"7+\"")
        .await;
    // Rook hands the Wolf to Tess (a Discord member: her id); it is hers from now on.
    public(&bot, &rook, "/seat give to:<@102> piece:Wolf").await;
    let line = "/arena edit name:Wolf armor:1";
    assert_refused(&bot.run(&rook, line).await, line);
    public(&bot, &tess, line).await;
    let ended = public(&bot, &host, "/encounter end").await;
    assert!(text(&ended).contains("over"), "{}", text(&ended));

    bot.use_saved_rolls(&e2e_bot::tess()).await;
    bot.use_own_data(&e2e_bot::tess()).await;
    bot.share_without_a_page(&e2e_bot::tess()).await;

    bot.assert_exercised("mage-wars");
    assert_eq!(bot.stop().await, 0);
}

/// The attack embed shows each die: blanks as –, normal faces plain, critical ones bold
/// with a star; then Armor, damage and the effect die; the footer says whose phase it is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_attack_embed_shows_every_die_and_whose_action_phase_it_is() {
    let bot = Bot::start_for(&["flail", "mage-wars"]).await;
    let rook = rook();
    round_one(&bot).await;
    // Ending the phase outlives any one reply: the tracker carries it.
    assert!(ephemeral(&bot.ok(&gm(), "/encounter show").await));
    let tracker = bot.tracker_post().await;
    assert!(
        buttons(&tracker.body)
            .iter()
            .any(|(l, _)| l == "End action phase"),
        "{}",
        tracker.body
    );
    public(&bot, &rook, CLAWS).await;
    // Faces 1..6: blank, blank, 1, 2, 1★, 2★ → 3 normal, 3 critical; Armor 2 → 1 + 3.
    let claws = rolled(
        &bot,
        &rook,
        "/attack target:Warlock weapon:Claws",
        &[1, 2, 3, 4, 5, 6, 8],
    )
    .await;
    let shown = description(&claws);
    assert!(
        shown.contains("Dice: – – 1 2 **1★** **2★** → 3 normal, 3 critical"),
        "{shown}"
    );
    assert!(shown.contains("Armor 2 → **4 damage**"), "{shown}");
    assert!(shown.contains("Effect die 8"), "{shown}");
    assert!(shown.contains("1 Burn"), "{shown}");
    assert!(shown.contains("Warlock: 34/38 life"), "{shown}");
    assert_eq!(colour(&claws), Some(0xE67E22), "damage dealt");
    assert_eq!(title(&claws), "Beastmaster attacks Warlock: 4 damage");
    // The player is named by the display name they play under, never by a mention.
    assert_eq!(status(&claws), "Action phase: Beastmaster · rook");
    // ... not this reply.
    assert!(
        !labels(&claws)
            .iter()
            .any(|l| l.contains("End action phase")),
        "{:?}",
        labels(&claws)
    );
    assert_eq!(bot.stop().await, 0);
}

/// A Counterstrike creature hit in melee offers a button: only its owner
/// may use it (its seat's choice), and only until the next action.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_counterstrike_button_belongs_to_the_defenders_owner_and_goes_stale() {
    let bot = Bot::start_for(&["flail", "mage-wars"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    public(&bot, &host, START).await;
    public(&bot, &rook, BEASTMASTER).await;
    public(&bot, &tess, WARLOCK).await;
    public(&bot, &rook, STAFF).await;
    public(
        &bot,
        &tess,
        "/arena creature name:Bear life:8 armor:0 zone:B2 counterstrike:true",
    )
    .await;
    public(&bot, &tess, "/arena attack name:Maul dice:2 as:Bear").await;
    rolled(&bot, &host, "/initiative", &[9, 4]).await;

    bot.dice.queue(&[3, 3]);
    let (hit, attack) = bot.line(&rook, "/attack target:Bear weapon:Staff").await;
    assert_eq!(bot.dice.left(), 0);
    assert!(!ephemeral(&attack), "{}", attack.body);
    assert!(
        text(&attack).contains("Bear may counterstrike Beastmaster"),
        "{}",
        text(&attack)
    );
    assert!(
        labels(&attack)
            .iter()
            .any(|l| l.contains("Counterstrike") && l.contains("Bear") && l.contains("Maul")),
        "{:?}",
        labels(&attack)
    );

    // Rook owns the attacker, not the bear: the refusal names whose choice it is.
    let wrong = bot.click(&rook, hit, "Counterstrike").await;
    assert_refused(&wrong, "Rook's click");
    assert!(text(&wrong).contains("tess"), "{}", text(&wrong));

    // A client that still shows the button after it was used.
    let as_shown = bot.reply_message(hit);
    bot.dice.queue(&[4, 6]);
    let struck = bot.click(&tess, hit, "Counterstrike").await;
    assert_eq!(bot.dice.left(), 0, "the counterstrike rolled its two dice");
    assert!(!ephemeral(&struck), "{}", struck.body);
    assert_ne!(colour(&struck), Some(ERROR_COLOUR), "{}", text(&struck));
    assert!(
        text(&struck).contains("Bear counterstrikes Beastmaster"),
        "{}",
        text(&struck)
    );
    assert!(text(&struck).contains("**4 damage**"), "{}", text(&struck));

    // Another action later, the same button is out of date.
    public(&bot, &host, "/damage target:Warlock amount:1").await;
    let stale = bot.click_on(&tess, &as_shown, "Counterstrike").await;
    assert_refused(&stale, "a stale click");
    assert!(text(&stale).contains("out of date"), "{}", text(&stale));
    assert_eq!(bot.stop().await, 0);
}

/// In a Mage Wars channel `target` and `as` suggest arena objects (the asker's own
/// first for `as`), and `weapon` the attacks of the object acting.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_suggests_arena_objects_and_their_attacks() {
    let bot = Bot::start_for(&["flail", "mage-wars"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    public(&bot, &host, START).await;
    public(&bot, &rook, BEASTMASTER).await;
    public(&bot, &tess, WARLOCK).await;
    public(&bot, &rook, "/arena creature name:Wolf life:10 armor:1").await;
    public(&bot, &rook, STAFF).await;
    public(&bot, &rook, CLAWS).await;
    public(&bot, &rook, "/arena attack name:Bite dice:3 as:Wolf").await;

    let ask = |line: &str, option: &'static str, typed: &'static str| {
        let interaction = bot.interaction_for(&rook, line, Some((option, typed)));
        bot.fake.interact(interaction)
    };
    let targets = choices(&ask("/attack", "target", "").await);
    for name in ["Beastmaster", "Warlock", "Wolf"] {
        assert!(targets.iter().any(|t| t == name), "{name}: {targets:?}");
    }
    assert_eq!(choices(&ask("/attack", "target", "wa").await), ["Warlock"]);
    let actors = choices(&ask("/guard", "as", "").await);
    assert_eq!(
        actors.last().map(String::as_str),
        Some("Warlock"),
        "Rook's own objects first: {actors:?}"
    );
    assert_eq!(
        choices(&ask("/attack target:Warlock", "weapon", "").await),
        ["Staff", "Claws"],
        "the Beastmaster's attacks"
    );
    assert_eq!(
        choices(&ask("/attack as:Wolf target:Warlock", "weapon", "").await),
        ["Bite"],
        "the wolf's"
    );
    assert_eq!(
        choices(&ask("/attack target:Warlock", "weapon", "cl").await),
        ["Claws"]
    );
    assert_eq!(bot.stop().await, 0);
}

/// Public replies speak the server's language (Czech here); a refusal speaks the
/// refused user's (Russian).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_czech_server_reads_czech_attacks_and_a_russian_player_russian_refusals() {
    let bot = Bot::start_for(&["flail", "mage-wars"]).await;
    bot.set_guild_locale("cs");
    let (host, rook) = (gm(), rook());
    let ivan = Who::player(103, "ivan", "ru");
    public(&bot, &host, START).await;
    public(&bot, &rook, BEASTMASTER).await;
    public(
        &bot,
        &ivan,
        "/arena mage name:Warlock life:38 armor:2 channeling:9 zone:B2",
    )
    .await;
    public(&bot, &rook, STAFF).await;
    rolled(&bot, &host, "/initiative", &[9, 4]).await;

    // The first quickcast phase: Ivan has 19 mana; a 50-mana quickcast is refused, in
    // Russian, to him alone.
    let line = "/cast spell:Meteor cost:50 quick:true";
    let refused = bot.run(&ivan, line).await;
    assert_refused(&refused, line);
    let said = text(&refused);
    assert!(
        said.chars().any(|c| ('а'..='я').contains(&c)),
        "in Ivan's Russian: {said}"
    );
    assert!(said.contains("50") && said.contains("19"), "{said}");

    let staff = rolled(&bot, &rook, "/attack target:Warlock weapon:Staff", &[4, 6]).await;
    let shown = text(&staff);
    assert!(shown.contains("Zbroj 2"), "Czech Armor: {shown}");
    assert!(
        shown.contains("Kostky: 2 **2★**"),
        "Czech dice line: {shown}"
    );
    assert!(status(&staff).contains("Fáze akce"), "{}", status(&staff));

    assert_eq!(bot.stop().await, 0);
}

/// Out of range, out of turn, short of mana: each is an ephemeral error, and the arena
/// is exactly as it was.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_are_ephemeral_errors_and_change_nothing() {
    let bot = Bot::start_for(&["flail", "mage-wars"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    public(&bot, &host, START).await;
    public(&bot, &rook, BEASTMASTER).await;
    public(
        &bot,
        &tess,
        "/arena mage name:Warlock life:38 armor:2 channeling:9 zone:A4",
    )
    .await;
    public(&bot, &rook, STAFF).await;
    public(&bot, &tess, "/arena attack name:Dagger dice:1").await;
    rolled(&bot, &host, "/initiative", &[9, 4]).await;
    let before = shown(&bot, &host).await;
    assert!(before.contains("mana 19"), "{before}");

    for (who, line, says) in [
        (&rook, "/attack target:Warlock weapon:Staff", "Warlock"),
        (&tess, "/attack target:Beastmaster", "Beastmaster"),
        (&rook, "/cast spell:Meteor cost:50", "50"),
    ] {
        let refused = bot.run(who, line).await;
        assert_refused(&refused, line);
        assert!(text(&refused).contains(says), "{line}: {}", text(&refused));
    }
    assert_eq!(bot.dice.left(), 0);
    let after = shown(&bot, &host).await;
    assert_eq!(before, after, "nothing changed");
    // Rook's phase is still open: the Staff attack is still his to make.
    public(&bot, &rook, "/move zone:A2").await;
    assert_eq!(bot.stop().await, 0);
}

/// After a Mage Wars action the posted tracker is edited in place.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_arena_tracker_is_edited_after_an_action() {
    let bot = Bot::start_for(&["flail", "mage-wars"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    public(&bot, &host, START).await;
    public(&bot, &rook, BEASTMASTER).await;
    public(&bot, &tess, WARLOCK).await;
    let posted = shown(&bot, &host).await;
    assert!(
        posted.contains("**Warlock** · life `▰▰▰▰▰ 38/38` · player: tess"),
        "life bar and player: {posted}"
    );
    assert!(!posted.contains("<@"), "no mention: {posted}");

    public(&bot, &host, "/damage target:Warlock amount:5").await;
    let channel_messages = format!("/channels/{CHANNEL}/messages/");
    let edit = bot
        .fake
        .wait_request(|r| r.method == "PATCH" && r.path.contains(&channel_messages))
        .await;
    let edited: u64 = edit
        .path
        .rsplit('/')
        .next()
        .and_then(|id| id.parse().ok())
        .expect("message id");
    assert!(
        bot.fake.message(edited).is_some(),
        "the posted tracker is the one edited"
    );
    let now = message_text(&edit.body);
    assert!(now.contains("Warlock"), "{now}");
    assert!(now.contains("33/38"), "{now}");
    assert_eq!(bot.stop().await, 0);
}

/// A pending counterstrike offers Strike and Decline: only the defender's player answers
/// (the host may neither strike nor decline for them), and nothing else runs meanwhile.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_counterstrike_buttons_strike_or_decline_for_the_defenders_player_alone() {
    let bot = Bot::start_for(&["flail", "mage-wars"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    public(&bot, &host, START).await;
    public(&bot, &rook, BEASTMASTER).await;
    public(&bot, &tess, WARLOCK).await;
    public(&bot, &rook, STAFF).await;
    public(
        &bot,
        &tess,
        "/arena creature name:Bear life:8 armor:0 zone:B2 counterstrike:true",
    )
    .await;
    public(&bot, &tess, "/arena attack name:Maul dice:2 as:Bear").await;
    rolled(&bot, &host, "/initiative", &[9, 4]).await;

    bot.dice.queue(&[3, 3]);
    let (hit, attack) = bot.line(&rook, "/attack target:Bear weapon:Staff").await;
    assert_eq!(bot.dice.left(), 0);
    let offered = labels(&attack);
    assert!(offered.iter().any(|l| l.contains("Decline")), "{offered:?}");
    assert!(
        !offered.iter().any(|l| l.contains("End action phase")),
        "nothing else runs meanwhile: {offered:?}"
    );
    // The attacker's own /next waits for the answer, and says whose it is.
    let waiting = bot.run(&rook, "/next").await;
    assert_refused(&waiting, "/next under a pending counterstrike");
    assert!(text(&waiting).contains("tess"), "{}", text(&waiting));

    let third = bot.click(&rook, hit, "Decline").await;
    assert_refused(&third, "Rook's click on Decline");
    let host_strike = bot.click(&host, hit, "Counterstrike").await;
    assert_refused(&host_strike, "the host striking for Tess");
    assert_eq!(bot.dice.left(), 0);

    let host_decline = bot.click(&host, hit, "Decline").await;
    assert_refused(&host_decline, "the host declining for Tess");
    let declined = bot.click(&tess, hit, "Decline").await;
    assert!(!ephemeral(&declined), "{}", declined.body);
    assert!(
        text(&declined).contains("Bear does not counterstrike Beastmaster"),
        "{}",
        text(&declined)
    );
    // The phase goes on.
    public(&bot, &rook, "/next").await;
    assert_eq!(bot.stop().await, 0);
}

/// Upkeep waits for its choices: the player lets an upkeep go with a button (another
/// player's click is refused), then runs upkeep with the next one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_upkeep_cost_is_let_go_with_a_button_and_upkeep_runs_with_the_next() {
    let bot = Bot::start_for(&["flail", "mage-wars"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    public(&bot, &host, START).await;
    public(&bot, &rook, BEASTMASTER).await;
    public(&bot, &tess, WARLOCK).await;
    public(
        &bot,
        &tess,
        "/arena creature name:Wall life:8 armor:0 zone:B3 upkeep:2",
    )
    .await;
    bot.dice.queue(&[9, 4]);
    let (waiting, round) = bot.line(&host, "/initiative").await;
    assert!(text(&round).contains("Upkeep waits"), "{}", text(&round));
    assert!(
        labels(&round).iter().any(|l| l.contains("Let Wall go")),
        "{:?}",
        labels(&round)
    );
    let wrong = bot.click(&rook, waiting, "Let Wall go").await;
    assert_refused(&wrong, "Rook's click for Tess's Wall");

    let released = bot.click(&tess, waiting, "Let Wall go").await;
    assert!(!ephemeral(&released), "{}", released.body);
    assert!(
        text(&released).contains("will not be paid"),
        "{}",
        text(&released)
    );
    let run = public(&bot, &tess, "/initiative").await;
    assert!(
        text(&run).contains("Wall's upkeep is not paid"),
        "{}",
        text(&run)
    );
    assert!(text(&run).contains("Wall is destroyed"), "{}", text(&run));
    let tracker = shown(&bot, &host).await;
    assert_eq!(
        tracker.matches("mana 19").count(),
        2,
        "nothing paid: {tracker}"
    );
    assert_eq!(bot.stop().await, 0);
}

/// A quickcast right before a creature's action phase is taken; the opponent's quickcast
/// in the middle of it is refused with the reason.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quickcast_goes_before_a_creatures_action_phase_not_in_the_opponents() {
    let bot = Bot::start_for(&["flail", "mage-wars"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    public(&bot, &host, START).await;
    public(&bot, &rook, BEASTMASTER).await;
    public(&bot, &tess, WARLOCK).await;
    public(
        &bot,
        &rook,
        "/arena creature name:Wolf life:10 armor:1 zone:B2",
    )
    .await;
    rolled(&bot, &host, "/initiative", &[9, 4]).await;

    let quick = public(
        &bot,
        &rook,
        "/cast spell:\"Bear Strength\" cost:2 quick:true target:Wolf",
    )
    .await;
    assert!(
        text(&quick).contains("Beastmaster quickcasts Bear Strength"),
        "{}",
        text(&quick)
    );
    public(&bot, &rook, "/move as:Wolf zone:B1").await;
    let line = "/cast spell:Heal cost:1 quick:true";
    let refused = bot.run(&tess, line).await;
    assert_refused(&refused, line);
    assert!(
        text(&refused).contains("cannot quickcast now"),
        "{}",
        text(&refused)
    );
    assert_eq!(bot.stop().await, 0);
}

/// Every title, footer, author name and field name of every embed the bot sent or edited
/// (replies, follow-ups, trackers): Discord renders no mention there.
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

/// A reply to an action: public, with a title.
fn headed(line: &str, callback: &Recorded) -> String {
    assert!(!ephemeral(callback), "{line}: public: {}", callback.body);
    let heading = title(callback);
    assert!(!heading.is_empty(), "{line}: no title: {}", text(callback));
    heading
}

/// A whole session as players see it: setup, the initiative, upkeep, attacks and a
/// counterstrike, `/next` handing the action phase over, the end of the round and the
/// next one. Every action reply is headed; each handover names the next mage and its
/// player by display name; no mention stands where Discord renders none; life is
/// counted one way; the end of the round is said once; "Next round" lives on the tracker
/// and asks first while a mage may still quickcast.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_session_heads_every_reply_and_hands_over_by_name() {
    let bot = Bot::start_for(&["flail", "mage-wars"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    let mut heads: Vec<(String, String)> = Vec::new();
    macro_rules! act {
        ($who:expr, $line:expr, $faces:expr) => {{
            let callback = rolled(&bot, $who, $line, $faces).await;
            heads.push(($line.to_owned(), headed($line, &callback)));
            callback
        }};
    }

    for (who, line) in [
        (&host, START),
        (&rook, BEASTMASTER),
        (&tess, WARLOCK),
        (&rook, STAFF),
        (&tess, "/arena attack name:Dagger dice:1"),
        (
            &tess,
            "/arena creature name:Bear life:8 armor:0 zone:B2 counterstrike:true",
        ),
        (&tess, "/arena attack name:Maul dice:2 as:Bear"),
        (
            &tess,
            "/arena creature name:Wall life:8 armor:0 zone:B3 upkeep:2",
        ),
    ] {
        act!(who, line, &[]);
    }
    shown(&bot, &host).await;

    // Round 1: the Beastmaster wins the roll-off; the Wall's upkeep waits, then runs.
    let round = act!(&host, "/initiative", &[9, 4]);
    assert_eq!(title(&round), "Round 1 · upkeep waits for choices");
    // The Wall's upkeep is Tess's choice: her own /initiative takes its default.
    let upkeep = act!(&tess, "/initiative", &[]);
    assert_eq!(
        title(&upkeep),
        "Upkeep done · action phase: Beastmaster (rook)"
    );
    assert_eq!(status(&upkeep), "Action phase: Beastmaster · rook");

    // The Staff hits the Bear (1 + 1), which strikes back with its Maul (2 + 2★).
    bot.dice.queue(&[3, 3]);
    let (hit, attack) = bot.line(&rook, "/attack target:Bear weapon:Staff").await;
    heads.push(("/attack".to_owned(), headed("/attack", &attack)));
    assert_eq!(title(&attack), "Beastmaster attacks Bear: 2 damage");
    assert!(
        text(&attack).contains("Bear: 6/8 life"),
        "{}",
        text(&attack)
    );
    assert!(
        status(&attack).contains("Waiting for Bear · tess"),
        "{}",
        status(&attack)
    );
    bot.dice.queue(&[4, 6]);
    let struck = bot.click(&tess, hit, "Counterstrike").await;
    assert_eq!(bot.dice.left(), 0);
    heads.push(("counterstrike".to_owned(), headed("counterstrike", &struck)));
    assert_eq!(title(&struck), "Bear counterstrikes Beastmaster: 4 damage");
    assert!(
        text(&struck).contains("Beastmaster: 32/36 life"),
        "life, as the tracker counts it: {}",
        text(&struck)
    );

    // `/next` hands the action phase over and says to whom.
    let next = act!(&rook, "/next", &[]);
    assert_eq!(title(&next), "Action phase over · next: Warlock (tess)");
    let dagger = act!(&tess, "/attack target:Beastmaster weapon:Dagger", &[1]);
    assert_eq!(title(&dagger), "Warlock attacks Beastmaster: no damage");
    let next = act!(&tess, "/next", &[]);
    assert_eq!(title(&next), "Action phase over · next: Warlock (tess)");
    let guard = act!(&tess, "/guard as:Bear", &[]);
    assert_eq!(title(&guard), "Bear stands guard");
    act!(&tess, "/next", &[]);
    act!(&tess, "/activate as:Wall", &[]);
    let over = act!(&tess, "/next", &[]);
    assert_eq!(
        title(&over),
        "Every creature has acted: final quickcast phase · next round's initiative: Warlock (tess)"
    );
    assert_eq!(
        text(&over).matches("final quickcast phase").count(),
        1,
        "the end of the action stage is said once: {}",
        text(&over)
    );

    // "Next round" is on the tracker, and asks first: both mages may still quickcast.
    let tracker = tracker_with(&bot, "Next round").await;
    let asked = bot.click_on(&host, &tracker, "Next round").await;
    assert!(ephemeral(&asked), "{}", asked.body);
    assert!(
        text(&asked).contains("Beastmaster, Warlock can still quickcast"),
        "{}",
        text(&asked)
    );

    // Round 2: the initiative passes to the Warlock; Tess lets the Wall go.
    let round = act!(&host, "/initiative", &[]);
    assert_eq!(title(&round), "Round 2 · upkeep waits for choices");
    act!(&tess, "/upkeep release:Wall", &[]);
    let upkeep = act!(&host, "/initiative", &[]);
    assert_eq!(title(&upkeep), "Upkeep done · action phase: Warlock (tess)");
    assert!(
        text(&upkeep).contains("Wall is destroyed"),
        "{}",
        text(&upkeep)
    );
    act!(&host, "/encounter end", &[]);

    for (line, heading) in &heads {
        assert!(!heading.contains("<@"), "{line}: {heading}");
    }
    let mentions: Vec<String> = headings(&bot)
        .into_iter()
        .filter(|h| h.contains("<@"))
        .collect();
    assert!(mentions.is_empty(), "{mentions:?}");
    let in_embeds = bot.fake.requests().into_iter().any(|r| {
        let body = &r.body;
        body["data"]["embeds"]
            .as_array()
            .into_iter()
            .chain(body["embeds"].as_array())
            .flatten()
            .any(|e| e.to_string().contains("<@"))
    });
    assert!(!in_embeds, "no mention in any embed, tracker included");
    // The table-wide rules hold on the channel as the session left it.
    bot.fake.quiet().await;
    assert_table_reads_well(&bot.fake, CHANNEL);
    assert_eq!(bot.stop().await, 0);
}
