//! What players see of a FLAIL fight: headlines that name who acted and what it led to,
//! a fallen character's own title and colour, and "End X's turn" only under the current
//! actor's own action.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use e2e_bot::*;

const FALLEN_COLOUR: u64 = 0xEB459E;

fn title(callback: &fake_discord::Recorded) -> String {
    data(callback)["embeds"][0]["title"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

fn labels(callback: &fake_discord::Recorded) -> Vec<String> {
    buttons(data(callback)).into_iter().map(|b| b.0).collect()
}

/// Outcome words alone ("Fail", "Success") never head a reply: the initiative's title is
/// the round and who acts first, not the first PC's DEX save.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn titles_name_the_actor_and_the_consequence() {
    let bot = Bot::start().await;
    let (gm, rook, tess) = (gm(), rook(), tess());
    bot.ok(&gm, "/encounter start").await;
    bot.ok(&rook, ROOK).await;
    bot.ok(&rook, "/join character:Rook").await;
    bot.ok(
        &tess,
        "/character create name:Tess class:bard str:9 dex:12 int:10 cha:11 luck:8",
    )
    .await;
    bot.ok(&tess, "/join character:Tess").await;
    bot.ok(&gm, KNIGHT).await;
    // DEX saves: Rook fails (15 > 10), Tess succeeds; the Knight goes after the PCs who made it.
    bot.dice.queue(&[15, 3]);
    let initiative = bot.ok(&gm, "/initiative").await;
    let headline = title(&initiative);
    assert!(headline.starts_with("Round 1: "), "{headline}");
    assert!(headline.ends_with(" acts first"), "{headline}");
    for word in ["Fail", "Success", "Fumble"] {
        assert!(!headline.contains(word), "{headline}");
    }
    // The round has only begun: nobody's turn is offered to be ended yet.
    assert!(
        !labels(&initiative).iter().any(|l| l.starts_with("End ")),
        "{:?}",
        labels(&initiative)
    );
    assert_eq!(bot.stop().await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pc_going_down_gets_its_own_title_and_colour() {
    let bot = Bot::start().await;
    let gm = gm();
    bot.rook_against_the_knight("/encounter start surprise:adversaries")
        .await;
    bot.ok(&gm, "/initiative").await;
    // Three 1s: a Death Blow; Rook wears no armour, so nothing waits.
    bot.dice.queue(&[1, 1, 1, 4, 5, 6]);
    let blow = bot.ok(&gm, "/attack as:Knight target:Rook").await;
    assert_eq!(title(&blow), "💀 Rook is down: a Death roll is owed");
    assert_eq!(colour(&blow), Some(FALLEN_COLOUR));

    // A plain hit on the Knight, by contrast, is headed by who hit whom and how hard.
    bot.dice.queue(&[1, 2, 3, 4, 5, 6]);
    let missed = bot.run(&gm, "/attack as:Knight target:Rook").await;
    // (Rook is down; whatever the reply, its title is never a bare outcome word.)
    assert_ne!(title(&missed), "Minor Hit");
    assert_eq!(bot.stop().await, 0);
}

/// "End Rook's turn" outlives one reply, so it lives on the tracker, and only while the
/// current actor's own action left the turn with him.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn end_turn_is_offered_only_under_the_current_actors_action() {
    let bot = Bot::start().await;
    let (gm, rook) = (gm(), rook());
    bot.rook_against_the_knight("/encounter start surprise:players")
        .await;
    bot.ok(&gm, "/encounter show").await;
    let pin = bot
        .fake
        .wait_request(|r| r.method == "PUT" && r.path.contains("/pins/"))
        .await;
    let tracker = message_id(&pin);
    let tracker_path = format!("/channels/{CHANNEL}/messages/{tracker}");
    let initiative = bot.ok(&gm, "/initiative").await;
    assert_eq!(title(&initiative), "Round 1: Rook acts first");
    assert!(labels(&initiative).is_empty(), "{:?}", labels(&initiative));

    // Rook saves on his own turn: the turn is still his, so he may end it, on the tracker.
    bot.dice.queue(&[5]);
    let saved = bot.ok(&rook, "/save attribute:str").await;
    assert_eq!(title(&saved), "Rook: STR save, Success");
    assert!(labels(&saved).is_empty(), "{:?}", labels(&saved));
    bot.fake
        .wait_request(|r| {
            r.method == "PATCH"
                && r.path.ends_with(&tracker_path)
                && r.body["components"].to_string().contains("End Rook's turn")
        })
        .await;
    let as_shown = bot.fake.message(tracker).expect("the tracker");

    // The GM's damage on Rook's turn is not Rook's action: no button under it, and the
    // tracker's goes.
    let damage = bot.ok(&gm, "/damage target:Knight amount:1").await;
    assert!(labels(&damage).is_empty(), "{:?}", labels(&damage));
    bot.fake
        .wait_request(|r| {
            r.method == "PATCH"
                && r.path.ends_with(&tracker_path)
                && r.body.to_string().contains("19/20")
                && !r.body["components"].to_string().contains("End Rook's turn")
        })
        .await;

    // The tracker's button as it was shown is now out of date: a click changes nothing.
    let stale = bot.click_on(&rook, &as_shown, "End Rook's turn").await;
    assert_refused(&stale, "a click made before the GM's damage");

    // Rook attacks: the turn passes to the Knight, so nothing under it ends anyone's turn.
    bot.dice.queue(&[2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 6, 6]);
    let attack = bot.ok(&rook, "/attack target:Knight").await;
    assert!(
        !labels(&attack).iter().any(|l| l.starts_with("End ")),
        "{:?}",
        labels(&attack)
    );
    assert!(
        title(&attack).starts_with("Rook misses Knight"),
        "{}",
        title(&attack)
    );
    assert_eq!(bot.stop().await, 0);
}

/// `/help` in a FLAIL channel shows FLAIL alone, even on a server that plays every game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_in_a_flail_channel_names_no_other_games_command() {
    let bot = Bot::start_for(&["flail", "mage-wars", "lotr-lcg"]).await;
    let help = bot.ok(&gm(), "/help").await;
    let shown = text(&help);
    // Commands are clickable mentions, with the ids Discord gave them.
    assert!(shown.contains("</attack:"), "{shown}");
    assert!(shown.contains("</flail odds-attack:"), "{shown}");
    for foreign in ["/arena", "/lcg", "/combat", "/cast", "/engage"] {
        assert!(!shown.contains(foreign), "{foreign} in {shown}");
    }
    assert_eq!(bot.stop().await, 0);
}

/// `/log` on Discord gives each roll's time as a timestamp tag, which every reader sees in
/// their own time zone; the console keeps UTC.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_log_shows_discord_timestamps() {
    let bot = Bot::start().await;
    bot.ok(&gm(), "/roll expression:1d20").await;
    let log = bot.ok(&gm(), "/log").await;
    let shown = text(&log);
    assert!(shown.contains("<t:"), "{shown}");
    assert!(!shown.contains("UTC"), "{shown}");
    assert_eq!(bot.stop().await, 0);
}

/// The tracker stays in view: once more than five of the bot's own messages sit below it,
/// it is posted again at the bottom and the old message is deleted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tracker_moves_down_below_the_bots_messages() {
    let bot = Bot::start().await;
    let gm = gm();
    bot.ok(&gm, "/encounter start").await;
    bot.ok(&gm, KNIGHT).await;
    bot.ok(&gm, "/encounter show").await;
    let first = bot.tracker_post().await;
    let deletions = |bot: &Bot| {
        bot.fake
            .requests()
            .iter()
            .filter(|r| r.method == "DELETE" && r.path.contains("/messages/"))
            .count()
    };
    for _ in 0..5 {
        bot.ok(&gm, "/roll expression:1d6").await;
    }
    assert_eq!(deletions(&bot), 0, "five messages below: the tracker stays");
    bot.ok(&gm, "/roll expression:1d6").await;
    let second = bot.tracker_post().await;
    assert_eq!(
        second.body["embeds"][0]["title"], first.body["embeds"][0]["title"],
        "{second}"
    );
    // The first tracker is the pinned one: it stays. The next move deletes the copy.
    assert_eq!(deletions(&bot), 0, "the pinned tracker is kept");
    let pinned = bot.fake.pins(CHANNEL);
    assert_eq!(pinned.len(), 1);
    // Pinned through Discord's current route, not the deprecated `/channels/{id}/pins/{id}`.
    let pin = bot.fake.wait_request(|r| r.method == "PUT").await;
    assert!(
        pin.path
            .ends_with(&format!("/channels/{CHANNEL}/messages/pins/{}", pinned[0])),
        "{pin}"
    );
    for _ in 0..6 {
        bot.ok(&gm, "/roll expression:1d6").await;
    }
    let deleted = bot
        .fake
        .wait_request(|r| r.method == "DELETE" && r.path.contains("/messages/"))
        .await;
    assert!(
        !deleted.path.ends_with(&pinned[0].to_string()),
        "the copy goes, not the pinned one: {deleted}"
    );
    assert_eq!(bot.fake.pins(CHANNEL), pinned);
    // The next action edits the new tracker, not the deleted one.
    bot.ok(&gm, "/damage target:Knight amount:1").await;
    let edited = bot
        .fake
        .wait_request(|r| {
            r.method == "PATCH"
                && r.path.contains("/messages/")
                && r.body.to_string().contains("19/20")
        })
        .await;
    let shown = bot
        .fake
        .message(message_id(&edited))
        .expect("the tracker the bot edits exists");
    assert!(message_text(&shown).contains("19/20"), "{shown}");
    assert_ne!(
        message_id(&edited),
        pinned[0],
        "the live tracker, not the pinned one"
    );
    // The bot keeps what its tracker shows: moving it reads nothing back from Discord.
    let messages = format!("/channels/{CHANNEL}/messages/");
    let reads = bot
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "GET" && r.path.contains(&messages))
        .count();
    assert_eq!(reads, 0, "the tracker was read back from Discord");
    assert_eq!(bot.stop().await, 0);
}

/// `/roll` answers in one compact embed: the dice line shows the expression, so only a
/// label becomes a title.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_roll_does_not_repeat_its_expression_as_a_title() {
    let bot = Bot::start().await;
    let plain = bot.ok(&gm(), "/roll expression:1d20+5").await;
    assert_eq!(title(&plain), "", "{}", plain.body);
    assert!(text(&plain).contains("1d20"), "{}", text(&plain));
    let labelled = bot.ok(&gm(), "/roll expression:1d6 label:Sneak").await;
    assert_eq!(title(&labelled), "Sneak");
    assert_eq!(bot.stop().await, 0);
}

/// The FLAIL tracker: the round and whose turn it is in the title, the party and the foes
/// apart with life bars and armour dots, the defeated folded into one line, and within
/// Discord's limits with 45 foes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tracker_shows_the_table_at_a_glance() {
    let bot = Bot::start().await;
    let (gm, rook) = (gm(), rook());
    bot.ok(&gm, "/encounter start surprise:players").await;
    bot.ok(&rook, ROOK).await;
    bot.ok(&rook, "/character armour character:Rook piece:helmet")
        .await;
    bot.ok(&rook, "/join character:Rook").await;
    bot.ok(&gm, KNIGHT).await;
    for count in [20, 20, 4] {
        bot.ok(
            &gm,
            &format!(
                "/adversary add name:Goblin hp:3 defence:0 saves:5 morale:5 th:4 dmg:2 count:{count}"
            ),
        )
        .await;
    }
    bot.ok(&gm, "/initiative").await;
    bot.ok(&gm, "/damage target:\"Goblin 1\" amount:3").await;
    bot.ok(&gm, "/encounter show").await;
    let posted = bot.tracker_post().await;
    let embed = &posted.body["embeds"][0];
    assert_eq!(embed["title"], "Round 1 · ▶ Rook", "{posted}");
    let description = embed["description"].as_str().unwrap_or_default();
    assert!(description.chars().count() <= 4096, "{}", description.len());
    assert!(
        description.starts_with("**Party**\n▶ Rook `▰▰▰▰▰"),
        "{description}"
    );
    assert!(description.contains("helmet ●●"), "{description}");
    assert!(description.contains("**Foes**"), "{description}");
    assert!(
        description.contains("Knight `▰▰▰▰▰ 20/20`"),
        "{description}"
    );
    assert!(
        description.contains("Defeated: Goblin 1 (eliminated)"),
        "{description}"
    );
    // Goblin 1 is only in the defeated line, not among those standing.
    assert_eq!(description.matches("Goblin 1 ").count(), 1, "{description}");

    // With adversaries' HP hidden, players see wound words instead of the foes' bars.
    bot.ok(&gm, "/settings hide-adversary-hp:true").await;
    bot.ok(&gm, "/damage target:Knight amount:5").await;
    let edited = bot
        .fake
        .wait_request(|r| {
            r.method == "PATCH"
                && r.path.contains("/messages/")
                && r.body.to_string().contains("wounded")
        })
        .await;
    let shown = edited.body["embeds"][0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert!(shown.contains("Knight wounded"), "{shown}");
    assert!(!shown.contains("15/20"), "{shown}");
    assert_eq!(bot.stop().await, 0);
}

/// A FLAIL attack reply stays short: at most five lines, the turn said once (in the
/// status footer, with who is next), never repeated in the text.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_attack_reply_is_short_and_says_the_turn_once() {
    let bot = Bot::start().await;
    let (gm, rook) = (gm(), rook());
    bot.rook_against_the_knight("/encounter start surprise:players")
        .await;
    bot.ok(
        &gm,
        "/adversary add name:Goblin hp:3 defence:0 saves:5 morale:5 th:4 dmg:2",
    )
    .await;
    bot.ok(&gm, "/initiative").await;
    // A Major Hit with poker results that fells the goblin and ends the round.
    bot.dice.queue(&[1, 1, 3, 3, 3, 6, 6, 6, 6, 6, 6, 6]);
    let attack = bot.ok(&rook, "/attack target:Goblin").await;
    let shown = text(&attack);
    let lines: Vec<&str> = data(&attack)["embeds"][0]["description"]
        .as_str()
        .unwrap_or_default()
        .lines()
        .collect();
    // At most five lines with the status line, each at most 48 characters as shown
    // (Markdown marks, subtext and code marks are not shown).
    assert!(
        lines.len() < 5,
        "{} lines and the status: {shown}",
        lines.len()
    );
    let visible = |line: &str| {
        line.trim_start_matches("-# ")
            .replace("**", "")
            .replace(['`', '\\'], "")
            .chars()
            .count()
    };
    for line in &lines {
        assert!(visible(line) <= 48, "{} characters: {line}", visible(line));
    }
    assert!(!shown.contains("'s turn"), "{shown}");
    assert!(
        lines.iter().any(|l| l.starts_with("-# ")),
        "poker as subtext: {shown}"
    );
    let footer = data(&attack)["embeds"][0]["footer"]["text"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    // The HP of those involved, whose turn it is and who is next; the round gave way.
    assert_eq!(
        footer, "Rook 14/14 · Goblin 0/3 · ▶ Knight · next: Rook",
        "{shown}"
    );
    assert!(visible(&footer) <= 48);
    assert_eq!(bot.stop().await, 0);
}

/// `/odds` charts are described for screen readers (the attachment's alt text), and the
/// text writes numbers as the chart does: decimal commas in Czech and Russian.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn odds_charts_carry_alt_text_and_one_number_format() {
    let bot = Bot::start().await;
    let odds = bot.ok(&gm(), "/flail odds-attack th:3 dmg:4").await;
    let attachment = &data(&odds)["attachments"][0];
    let alt = attachment["description"].as_str().unwrap_or_default();
    assert!(alt.contains("Death Blow"), "{}", odds.body);
    assert!(alt.contains('%'), "{alt}");
    bot.set_guild_locale("ru");
    let russian = bot.ok(&gm(), "/odds expression:2d6").await;
    let shown = text(&russian);
    assert!(shown.contains("2,78 %"), "{shown}");
    assert!(!shown.contains("2.78"), "{shown}");
    assert_eq!(bot.stop().await, 0);
}

fn message_id(recorded: &fake_discord::Recorded) -> u64 {
    recorded
        .path
        .rsplit('/')
        .next()
        .and_then(|id| id.parse().ok())
        .unwrap_or_default()
}

/// One tracker per encounter is pinned and edited in place; the copies posted lower down
/// stay unpinned, and moving the tracker never deletes the pinned one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_tracker_is_pinned_and_kept_current() {
    let bot = Bot::start().await;
    let gm = gm();
    bot.ok(&gm, "/encounter start").await;
    bot.ok(&gm, KNIGHT).await;
    bot.ok(&gm, "/encounter show").await;
    bot.tracker_post().await;
    let pin = bot
        .fake
        .wait_request(|r| r.method == "PUT" && r.path.contains("/pins/"))
        .await;
    let pinned = message_id(&pin);
    assert_eq!(bot.fake.pins(CHANNEL), vec![pinned]);
    for _ in 0..6 {
        bot.ok(&gm, "/roll expression:1d6").await;
    }
    // The tracker moved down: a second post, and no deletion of the pinned message.
    bot.fake
        .wait_for_requests(2, |r| {
            r.method == "POST" && r.path.ends_with(&format!("/channels/{CHANNEL}/messages"))
        })
        .await;
    // Another `/encounter show` in the same encounter pins nothing more.
    bot.ok(&gm, "/encounter show").await;
    let pins_tried = bot
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "PUT" && r.path.contains("/pins/"))
        .count();
    assert_eq!(pins_tried, 1);
    // The pinned tracker is brought up to date when the tracker moves again. (Counted
    // from here: an edit that raced the first post may already have touched it.)
    let pinned_edit = |r: &fake_discord::Recorded| r.method == "PATCH" && message_id(r) == pinned;
    let edited_before = bot
        .fake
        .requests()
        .iter()
        .filter(|r| pinned_edit(r))
        .count();
    bot.ok(&gm, "/damage target:Knight amount:1").await;
    for _ in 0..6 {
        bot.ok(&gm, "/roll expression:1d6").await;
    }
    bot.fake
        .wait_for_requests(edited_before + 1, pinned_edit)
        .await;
    let shown = bot
        .fake
        .message(pinned)
        .expect("the pinned tracker is kept");
    assert!(message_text(&shown).contains("19/20"), "{shown}");
    assert_eq!(
        bot.fake.pins(CHANNEL),
        vec![pinned],
        "the copies stay unpinned"
    );
    // And when the encounter ends, it keeps the final state under the closing line.
    bot.ok(&gm, "/damage target:Knight amount:2").await;
    let edited_before = bot
        .fake
        .requests()
        .iter()
        .filter(|r| pinned_edit(r))
        .count();
    bot.ok(&gm, "/encounter end").await;
    bot.fake
        .wait_for_requests(edited_before + 1, pinned_edit)
        .await;
    let shown = message_text(&bot.fake.message(pinned).expect("kept"));
    assert!(shown.contains("17/20") && shown.contains("over"), "{shown}");
    // The next encounter pins its own first tracker.
    bot.ok(&gm, "/encounter start").await;
    bot.ok(&gm, KNIGHT).await;
    bot.ok(&gm, "/encounter show").await;
    bot.fake
        .wait_for_requests(2, |r| r.method == "PUT" && r.path.contains("/pins/"))
        .await;
    assert_eq!(bot.fake.pins(CHANNEL).len(), 2);
    assert_eq!(bot.stop().await, 0);
}

/// Where pinning is refused, the bot tries once and remembers: later encounters in the
/// channel do not ask again, and the tracker works as before.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_pin_is_tried_once() {
    let bot = Bot::start().await;
    bot.fake.refuse_pins(CHANNEL);
    let gm = gm();
    for _ in 0..2 {
        bot.ok(&gm, "/encounter start").await;
        bot.ok(&gm, KNIGHT).await;
        bot.ok(&gm, "/encounter show").await;
        bot.tracker_post().await;
        bot.ok(&gm, "/damage target:Knight amount:1").await;
        bot.ok(&gm, "/encounter end").await;
    }
    let tried = bot
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "PUT" && r.path.contains("/pins/"))
        .count();
    assert_eq!(tried, 1, "pinning is tried once per channel");
    assert!(bot.fake.pins(CHANNEL).is_empty());
    assert_eq!(bot.stop().await, 0);
}

/// Where the bot may not post its own messages, `/encounter show` answers with the tracker
/// itself, and every action's reply carries the tracker under it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_send_messages_the_tracker_rides_in_the_replies() {
    let bot = Bot::start().await;
    bot.fake.refuse_posts(CHANNEL);
    let gm = gm();
    bot.ok(&gm, "/encounter start").await;
    bot.ok(&gm, KNIGHT).await;
    let shown = bot.ok(&gm, "/encounter show").await;
    assert_eq!(
        data(&shown)["flags"].as_u64().unwrap_or(0) & 64,
        0,
        "public"
    );
    assert!(text(&shown).contains("20/20"), "{}", text(&shown));
    let hit = bot.ok(&gm, "/damage target:Knight amount:1").await;
    let embeds = data(&hit)["embeds"].as_array().cloned().unwrap_or_default();
    assert_eq!(embeds.len(), 2, "{}", hit.body);
    assert!(message_text(data(&hit)).contains("19/20"), "{}", hit.body);
    let posts = bot
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.contains("/channels/"))
        .count();
    assert_eq!(
        posts, 0,
        "the interaction's permissions said the bot may not post"
    );
    assert_eq!(bot.stop().await, 0);
}
