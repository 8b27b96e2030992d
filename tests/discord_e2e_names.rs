//! Names with quotes, Cyrillic and Czech diacritics through the real bot on the fake
//! Discord: typed in slash commands, carried in buttons' custom ids and select-menu picks
//! (which the bot writes back as console lines, so a quote must survive the round trip),
//! and shown inert: Markdown in a name is escaped in embeds and `@everyone` never pings.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use e2e_bot::*;
use serde_json::Value;

fn zofie() -> Who {
    Who::player(103, "zofie", "en-US")
}

/// A command that must succeed with a public embed.
async fn public(bot: &Bot, who: &Who, line: &str) -> (u64, Recorded) {
    let (id, callback) = bot.line(who, line).await;
    went_through((id, callback), line)
}

/// A reply (to a command, click or pick) that went through: public and not an error.
fn went_through(step: (u64, Recorded), what: &str) -> (u64, Recorded) {
    let (id, callback) = step;
    assert_eq!(callback.body["type"], 4, "{what}: {}", callback.body);
    assert!(!ephemeral(&callback), "{what}: public: {}", text(&callback));
    assert_ne!(
        colour(&callback),
        Some(ERROR_COLOUR),
        "{what}: {}",
        text(&callback)
    );
    (id, callback)
}

/// Runs `line` with `faces` queued and checks it rolled exactly those dice.
async fn rolled(bot: &Bot, who: &Who, line: &str, faces: &[u32]) -> (u64, Recorded) {
    bot.dice.queue(faces);
    let step = public(bot, who, line).await;
    assert_eq!(bot.dice.left(), 0, "{line}: rolled every queued die");
    step
}

fn labels(callback: &Recorded) -> Vec<String> {
    buttons(data(callback))
        .into_iter()
        .map(|b| b.0)
        .filter(|l| !l.is_empty())
        .collect()
}

/// The first embed's footer, which Discord shows as typed (no Markdown, no mentions).
fn footer(callback: &Recorded) -> String {
    data(callback)["embeds"][0]["footer"]["text"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

fn custom_id(callback: &Recorded, label: &str) -> String {
    buttons(data(callback))
        .into_iter()
        .find(|(l, _)| l.contains(label))
        .map(|(_, id)| id)
        .unwrap_or_else(|| panic!("no button {label:?}: {:?}", labels(callback)))
}

fn select_options(callback: &Recorded, placeholder: &str) -> Vec<String> {
    selects(data(callback))
        .into_iter()
        .find(|(p, _, _)| p.contains(placeholder))
        .map(|(_, _, options)| options)
        .unwrap_or_else(|| panic!("no menu {placeholder:?}: {}", callback.body))
}

/// The message a recorded request carries: an interaction callback's `data`, or the body
/// itself (channel messages, edits, follow-ups).
fn message_of(body: &Value) -> &Value {
    if body.get("type").is_some() && body.get("data").is_some() {
        &body["data"]
    } else {
        body
    }
}

/// Every text the bot sent that Discord renders as Markdown: message content, and each
/// embed's title, description and field texts.
fn markdown_texts(message: &Value) -> Vec<String> {
    let mut out = vec![message["content"].as_str().unwrap_or_default().to_owned()];
    for embed in message["embeds"].as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            out.push(embed[key].as_str().unwrap_or_default().to_owned());
        }
        for field in embed["fields"].as_array().into_iter().flatten() {
            for key in ["name", "value"] {
                out.push(field[key].as_str().unwrap_or_default().to_owned());
            }
        }
    }
    out
}

/// No message the bot sent can ping anyone, and every Markdown text shows `raw` only in
/// its escaped form.
fn assert_inert(bot: &Bot, raw: &[&str]) {
    let mut messages = 0;
    for request in bot.fake.requests() {
        if request.method == "PUT" || request.method == "GET" {
            continue;
        }
        let message = message_of(&request.body);
        if message["embeds"].is_null() && message["content"].is_null() {
            continue;
        }
        messages += 1;
        let mentions = &message["allowed_mentions"];
        assert!(
            mentions["parse"].as_array().is_some_and(Vec::is_empty),
            "{request}"
        );
        for key in ["users", "roles"] {
            assert!(
                mentions[key].as_array().is_none_or(Vec::is_empty),
                "{key} pinged: {request}"
            );
        }
        for shown in markdown_texts(message) {
            for name in raw {
                let escaped = narrator::i18n::escape_markdown(name);
                assert!(
                    !shown.replace(&escaped, "").contains(name),
                    "{name} unescaped in {shown:?}"
                );
            }
        }
    }
    assert!(messages > 10, "the bot's messages were read: {messages}");
}

/// The longest custom id of any component the bot sent.
fn longest_custom_id(bot: &Bot) -> String {
    let mut longest = String::new();
    for request in bot.fake.requests() {
        let message = message_of(&request.body);
        for row in message["components"].as_array().into_iter().flatten() {
            for item in row["components"].as_array().into_iter().flatten() {
                let id = item["custom_id"].as_str().unwrap_or_default();
                if id.chars().count() > longest.chars().count() {
                    longest = id.to_owned();
                }
            }
        }
    }
    longest
}

/// FLAIL: a fumble's ally and item buttons, the armour choice, and the Death-roll button
/// after the fight, for characters and weapons named with quotes, Cyrillic and Czech;
/// Markdown and `@everyone` in adversaries' names shown inert.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn flail_names_survive_buttons_and_stay_inert() {
    let bot = Bot::start().await;
    let (gm, rook, tess, zofie) = (gm(), rook(), tess(), zofie());

    public(&bot, &gm, "/encounter start surprise:players").await;
    for (who, line) in [
        (
            &rook,
            r#"/character create name:"Рук \"Тень\"" class:cutthroat str:10 dex:11 int:9 cha:8 luck:10"#,
        ),
        // A custom dagger the GM marks as in the cutthroat's specialty.
        (
            &gm,
            r#"/character weapon character:"рук \"ТЕНЬ\"" weapon:"Кинжал \"Жало\"" th:3 dmg:2 specialty:true"#,
        ),
        (
            &tess,
            r#"/character create name:"Tess \"Quick\"" class:bard str:8 dex:12 int:10 cha:11 luck:9"#,
        ),
        (
            &gm,
            r#"/character weapon character:"TESS \"QUICK\"" weapon:"Luk \"Šíp\"" th:4 dmg:3 missile:true specialty:true"#,
        ),
        (
            &tess,
            r#"/character armour character:"tess \"quick\"" piece:helmet"#,
        ),
        (
            &zofie,
            r#"/character create name:"Žofie Černá" class:warrior str:12 dex:10 int:8 cha:9 luck:7"#,
        ),
        (
            &zofie,
            r#"/character create name:"Sir *Stab* _Loras_" class:hireling str:8 dex:8 int:8 cha:8 luck:8"#,
        ),
        (
            &gm,
            r#"/adversary add name:"Ogre \"Big\" Ščípal" hp:30 defence:0 saves:10 morale:9 th:4 dmg:3"#,
        ),
        (
            &gm,
            "/adversary add name:**Bob** hp:9 defence:0 saves:8 morale:8 th:2 dmg:1",
        ),
        (
            &gm,
            "/adversary add name:@everyone hp:9 defence:0 saves:8 morale:8 th:2 dmg:1",
        ),
        (&rook, r#"/join character:"РУК \"ТЕНЬ\"""#),
        (&tess, r#"/join character:"Tess \"quick\"""#),
        // Decomposed: Z and C with a combining caron, A with a combining acute.
        (
            &zofie,
            "/join character:\"Z\u{30C}OFIE C\u{30C}ERNA\u{301}\"",
        ),
        (&gm, "/initiative"),
    ] {
        public(&bot, who, line).await;
    }
    let (_, sheet) = public(
        &bot,
        &zofie,
        r#"/character show character:"SIR *STAB* _LORAS_""#,
    )
    .await;
    assert!(
        text(&sheet).contains(r"Sir \*Stab\* \_Loras\_"),
        "{}",
        text(&sheet)
    );

    // Рук fumbles: the buttons offer his allies by name; a click hits Tess "Quick".
    bot.dice.queue(&[6, 6, 4]);
    let (fumble, offered) = public(
        &bot,
        &rook,
        r#"/attack target:"ogre \"big\" ščípal" weapon:"кинжал \"жало\"""#,
    )
    .await;
    assert_eq!(bot.dice.left(), 0);
    let offered_labels = labels(&offered);
    for label in [
        r#"Hit Tess "Quick""#,
        "Hit Žofie Černá",
        r#"Mark Кинжал "Жало""#,
    ] {
        assert!(
            offered_labels.iter().any(|l| l == label),
            "{label}: {offered_labels:?}"
        );
    }
    // The id carries a short stored token, never the line with its names.
    let id = custom_id(&offered, "Hit Tess");
    assert!(
        id.starts_with("nr:") && id.len() <= 40 && !id.contains("Tess"),
        "{id}"
    );
    bot.dice.queue(&[3]);
    let (_, hurt) = went_through(
        bot.press(&rook, fumble, r#"Hit Tess "Quick""#).await,
        "the ally button",
    );
    assert_eq!(bot.dice.left(), 0, "the d8 was rolled");
    assert!(text(&hurt).contains(r#"Tess "Quick""#), "{}", text(&hurt));

    // Tess fumbles too and marks her bow by its button.
    bot.dice.queue(&[6, 6, 3, 4]);
    let (bow, _) = public(
        &bot,
        &tess,
        r#"/attack target:"OGRE \"BIG\" ŠČÍPAL" weapon:"LUK \"ŠÍP\"""#,
    )
    .await;
    let (_, marked) = went_through(
        bot.press(&tess, bow, r#"Mark Luk "Šíp""#).await,
        "the item button",
    );
    assert!(text(&marked).contains(r#"Luk "Šíp""#), "{}", text(&marked));

    // Žofie punches **Bob**: the embed shows the name escaped.
    let (_, punch) = rolled(&bot, &zofie, "/attack target:**bob**", &[1, 3, 4]).await;
    let punched = data(&punch)["embeds"][0]["description"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(punched.contains(r"\*\*Bob\*\*"), "{punched}");
    assert!(!punched.contains("**Bob**"), "{punched}");

    // The ogre hits Tess "Quick": her armour choice comes as buttons; she takes it.
    let (hit, choice) = rolled(
        &bot,
        &gm,
        r#"/attack as:"ogre \"BIG\" ščípal" target:"tess \"QUICK\"""#,
        &[1, 3, 4, 5],
    )
    .await;
    let choices = labels(&choice);
    assert!(choices.iter().any(|l| l.contains("helmet")), "{choices:?}");
    let wrong = bot.click(&rook, hit, "helmet").await;
    assert_refused(&wrong, "Rook choosing Tess's armour");
    let (_, chose) = went_through(bot.press(&tess, hit, "helmet").await, "helmet");
    assert!(text(&chose).contains(r#"Tess "Quick""#), "{}", text(&chose));
    // A footer is not Markdown: the name shows there as typed, with no backslashes.
    assert_eq!(footer(&chose), "Round 1 · ▶ **Bob** · next: @everyone");

    // **Bob** and @everyone attack: the replies name them, escaped, and ping nobody.
    rolled(
        &bot,
        &gm,
        r#"/attack as:**BOB** target:"Žofie Černá""#,
        &[4, 4],
    )
    .await;
    let (_, everyone) = rolled(
        &bot,
        &gm,
        r#"/attack as:@EVERYONE target:"рук \"тень\"""#,
        &[4, 4],
    )
    .await;
    assert!(
        text(&everyone).contains(r"\@everyone"),
        "{}",
        text(&everyone)
    );
    assert!(
        data(&everyone)["allowed_mentions"]["parse"]
            .as_array()
            .is_some_and(Vec::is_empty),
        "{}",
        everyone.body
    );
    let note = bot.ok(&gm, "/encounter show").await;
    assert!(ephemeral(&note));
    let tracker = message_text(&bot.tracker_post().await.body);
    assert!(tracker.contains(r"\*\*Bob\*\*"), "{tracker}");
    assert!(tracker.contains(r"\@everyone"), "{tracker}");
    assert!(tracker.contains(r#"Ogre "Big" Ščípal"#), "{tracker}");

    // Рук falls; after the fight his Death-roll button works.
    public(&bot, &gm, r#"/damage target:"Рук \"Тень\"" amount:99"#).await;
    let (end, ended) = public(&bot, &gm, "/encounter end").await;
    assert!(
        labels(&ended)
            .iter()
            .any(|l| l == r#"🎲 Death roll: Рук "Тень""#),
        "{:?}",
        labels(&ended)
    );
    let id = custom_id(&ended, "Death roll");
    assert!(id.starts_with("nr:") && id.len() <= 40, "{id}");
    let other = bot.click(&tess, end, "Death roll").await;
    assert_refused(&other, "Tess rolling for Рук");
    bot.dice.queue(&[8]);
    let (_, death) = went_through(bot.press(&rook, end, "Death roll").await, "death roll");
    assert_eq!(bot.dice.left(), 0, "the d8 was rolled");
    assert!(text(&death).contains(r#"Рук "Тень""#), "{}", text(&death));
    assert!(text(&death).contains("d8"), "{}", text(&death));

    assert_inert(&bot, &["**Bob**", "@everyone", "Sir *Stab* _Loras_"]);
    eprintln!("FLAIL longest custom_id: {}", longest_custom_id(&bot));
    assert_eq!(bot.stop().await, 0);
}

/// Mage Wars: the counterstrike button between a defender, an attacker and an attack named
/// with quotes, Cyrillic and Czech; Markdown in a creature's name shown inert.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mage_wars_counterstrike_button_carries_quoted_names() {
    let bot = Bot::start_for(&["flail", "mage-wars"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    for (who, line) in [
        (&host, "/encounter start ruleset:mage-wars"),
        (
            &rook,
            r#"/arena mage name:"Žofie Černá" life:36 armor:0 channeling:9 zone:B2"#,
        ),
        (
            &tess,
            "/arena mage name:\"Рук _Тень_\" life:38 armor:0 channeling:9 zone:B2",
        ),
        (&rook, r#"/arena attack name:"Meč \"Zub\"" dice:2"#),
        (
            &tess,
            r#"/arena creature name:"Вепрь \"Клык\"" life:8 armor:0 zone:B2 counterstrike:true"#,
        ),
        (
            &tess,
            r#"/arena attack name:"Kyj \"Těžký\"" dice:2 as:"вепрь \"клык\"""#,
        ),
        (
            &tess,
            "/arena creature name:\"Sir *Stab* _Loras_\" life:5 armor:0 zone:B2",
        ),
    ] {
        public(&bot, who, line).await;
    }
    rolled(&bot, &host, "/initiative", &[9, 4]).await;

    // Žofie's sword hits the boar: faces 3 and 3 read 1 and 1.
    let (hit, attack) = rolled(
        &bot,
        &rook,
        r#"/attack target:"ВЕПРЬ \"КЛЫК\"" weapon:"MEČ \"ZUB\"""#,
        &[3, 3],
    )
    .await;
    assert!(
        text(&attack).contains(r#"Вепрь "Клык" may counterstrike Žofie Černá"#),
        "{}",
        text(&attack)
    );
    let label = r#"Counterstrike: Вепрь "Клык" (Kyj "Těžký")"#;
    assert!(
        labels(&attack).iter().any(|l| l == label),
        "the button is there: {:?}",
        labels(&attack)
    );
    let id = custom_id(&attack, "Counterstrike");
    assert!(id.starts_with("nr:") && id.len() <= 40, "{id}");
    assert!(id.chars().count() <= 100, "{id}");
    let wrong = bot.click(&rook, hit, "Counterstrike").await;
    assert_refused(&wrong, "Rook's click");
    bot.dice.queue(&[4, 6]);
    let (_, struck) = went_through(
        bot.press(&tess, hit, "Counterstrike").await,
        "the counterstrike",
    );
    assert_eq!(bot.dice.left(), 0, "the counterstrike rolled its two dice");
    assert!(
        text(&struck).contains(r#"Вепрь "Клык" counterstrikes Žofie Černá"#),
        "{}",
        text(&struck)
    );
    assert!(
        text(&struck).contains(r#"Kyj "Těžký""#),
        "{}",
        text(&struck)
    );

    // Names are escaped in embeds' text; a footer shows them as typed.
    let (_, passed) = public(&bot, &rook, "/next").await;
    let status = data(&passed)["embeds"][0]["footer"]["text"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    assert_eq!(status, "Action phase: Рук _Тень_ · tess");
    assert!(text(&passed).contains(r"Рук \_Тень\_"), "{}", text(&passed));
    let (_, stab) = rolled(
        &bot,
        &tess,
        r#"/attack as:"sir *stab* _loras_" target:"žofie černá" extra:dice:2"#,
        &[4, 4],
    )
    .await;
    let story = text(&stab);
    assert!(story.contains(r"Sir \*Stab\* \_Loras\_"), "{story}");
    assert!(!story.contains("Sir *Stab* _Loras_"), "{story}");
    let note = bot.ok(&host, "/encounter show").await;
    assert!(ephemeral(&note));
    let tracker = message_text(&bot.tracker_post().await.body);
    assert!(tracker.contains(r"Sir \*Stab\* \_Loras\_"), "{tracker}");
    assert!(tracker.contains(r#"Вепрь "Клык""#), "{tracker}");

    assert_inert(&bot, &["Sir *Stab* _Loras_", "Рук _Тень_"]);
    eprintln!("Mage Wars longest custom_id: {}", longest_custom_id(&bot));
    assert_eq!(bot.stop().await, 0);
}

/// LotR LCG: the combat phase's select menus (attacking enemy, defender, hero, enemy to
/// attack, attackers) offer names with quotes, Cyrillic and Czech, and picking them works,
/// several attackers at once included.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lotr_select_menus_pick_quoted_names() {
    let bot = Bot::start_for(&["flail", "lotr-lcg"]).await;
    let (host, rook, tess) = (gm(), rook(), tess());
    for (who, line) in [
        (&host, "/encounter start ruleset:lotr-lcg"),
        (&rook, r#"/lcg player name:"Žofie Černá" threat:28"#),
        (&tess, r#"/lcg player name:"Рук \"Тень\"" threat:30"#),
        (
            &rook,
            r#"/lcg hero name:"Tess \"Quick\"" attack:3 defense:2 hit-points:5"#,
        ),
        (
            &rook,
            r#"/lcg hero name:"Árwen Štítná" attack:2 defense:2 hit-points:5"#,
        ),
        (
            &tess,
            r#"/lcg hero name:"Beregond \"Štít\"" attack:0 defense:4 hit-points:4 sentinel:true"#,
        ),
        (
            &tess,
            "/lcg hero name:Боромир attack:3 defense:1 hit-points:4 ranged:true",
        ),
        (
            &tess,
            "/lcg hero name:Фарамир attack:2 defense:2 hit-points:4",
        ),
        (&rook, r#"/lcg card name:"Stín \"Temný\"" attack:1"#),
        (&rook, "/lcg card name:Prázdná count:2"),
        (
            &rook,
            r#"/lcg enemy name:"Ogre \"Big\" Ščípal" attack:6 defense:3 hit-points:9 engagement:30 engage:"žofie černá""#,
        ),
        (
            &rook,
            "/lcg enemy name:Орк attack:2 defense:1 hit-points:3 engagement:20 engage:\"ŽOFIE ČERNÁ\"",
        ),
        (
            &tess,
            r#"/lcg enemy name:"Vlk \"Šedý\"" attack:2 defense:0 hit-points:2 engagement:10 engage:"рук \"ТЕНЬ\"""#,
        ),
    ] {
        public(&bot, who, line).await;
    }

    let (start, dealt) = public(&bot, &rook, "/combat start").await;
    assert!(
        text(&dealt).contains(r#"Ogre "Big" Ščípal, Орк, Vlk "Šedý""#),
        "{}",
        text(&dealt)
    );
    let (step, attacks) = went_through(bot.press(&rook, start, "Continue").await, "continue");
    assert_eq!(
        select_options(&attacks, "attacking enemy"),
        [r#"Ogre "Big" Ščípal"#, "Орк"]
    );
    let (chose, defend) = went_through(
        bot.pick(&rook, step, "attacking enemy", &[r#"Ogre "Big" Ščípal"#])
            .await,
        "the enemy",
    );
    assert_eq!(
        select_options(&defend, "defender"),
        [r#"Tess "Quick""#, "Árwen Štítná", r#"Beregond "Štít""#]
    );
    // Рук "Тень"'s Sentinel defends for Žofie, picked by his own player.
    let (_, refused) = bot
        .pick(&rook, chose, "defender", &[r#"Beregond "Štít""#])
        .await;
    assert_refused(&refused, "Rook declaring Tess's Sentinel");
    let (sentinel, declared) = went_through(
        bot.pick(&tess, chose, "defender", &[r#"Beregond "Štít""#])
            .await,
        "the Sentinel",
    );
    assert!(
        text(&declared).contains(r#"Beregond "Štít""#),
        "{}",
        text(&declared)
    );
    let (reveal, revealed) = went_through(bot.press(&rook, sentinel, "Reveal").await, "reveal");
    assert!(
        text(&revealed).contains(r#"Stín "Temný""#),
        "{}",
        text(&revealed)
    );
    let (damage, _) = went_through(bot.press(&rook, reveal, "Deal the damage").await, "damage");

    // The Орк is Žofie's last enemy: undefended, onto the hero picked from the menu.
    let (open, _) = went_through(bot.press(&rook, damage, "Undefended").await, "undefended");
    let (shown, _) = went_through(bot.press(&rook, open, "Reveal").await, "reveal");
    let (hero_step, choice) =
        went_through(bot.press(&rook, shown, "Deal the damage").await, "hero");
    assert_eq!(
        select_options(&choice, "hero"),
        [r#"Tess "Quick""#, "Árwen Štítná"]
    );
    let (boris, onto) = went_through(
        bot.pick(&rook, hero_step, "hero", &[r#"Tess "Quick""#])
            .await,
        "the hero",
    );
    assert!(
        text(&onto).contains(r#"Tess "Quick" takes 2 damage"#),
        "{}",
        text(&onto)
    );

    // Рук "Тень": Фарамир defends against the wolf.
    let (b1, _) = went_through(
        bot.pick(&tess, boris, "defender", &["Фарамир"]).await,
        "defend",
    );
    let (b2, _) = went_through(bot.press(&tess, b1, "Reveal").await, "reveal");
    let (attack, step3) = went_through(bot.press(&tess, b2, "Deal the damage").await, "damage");

    // Step 3, Žofie: the Орк; both her heroes in one pick, then Рук's Ranged hero joins.
    assert_eq!(
        select_options(&step3, "enemy to attack"),
        [r#"Ogre "Big" Ščípal"#, "Орк"]
    );
    let (declare, menu) = went_through(
        bot.pick(&rook, attack, "enemy to attack", &["Орк"]).await,
        "the target",
    );
    assert_eq!(
        select_options(&menu, "attackers"),
        [r#"Tess "Quick""#, "Árwen Štítná", "Боромир"]
    );
    let (joined, both) = went_through(
        bot.pick(
            &rook,
            declare,
            "attackers",
            &[r#"Tess "Quick""#, "Árwen Štítná"],
        )
        .await,
        "two attackers",
    );
    assert_eq!(select_options(&both, "attackers"), ["Боромир"]);
    let (close, _) = went_through(
        bot.pick(&tess, joined, "attackers", &["Боромир"]).await,
        "the Ranged hero",
    );
    // Declaring the attack opens a window for actions; Strike determines the damage.
    let (strike, _) = went_through(
        bot.press(&rook, close, "Declare the attack").await,
        "declare",
    );
    let (_, struck) = went_through(bot.press(&rook, strike, "Strike").await, "strike");
    assert!(
        text(&struck).contains(r#"with Tess "Quick", Árwen Štítná, Боромир"#),
        "{}",
        text(&struck)
    );
    assert_inert(&bot, &[]);
    eprintln!("LotR longest custom_id: {}", longest_custom_id(&bot));
    assert_eq!(bot.stop().await, 0);
}
