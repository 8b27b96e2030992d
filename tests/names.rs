//! Names with quotes, Cyrillic and Czech diacritics through every command of every game
//! that takes a name, on SQLite and PostgreSQL: registered as typed, named back in another
//! case or decomposed, and matched. Each test checks against the command catalogue that
//! it used every name-taking option of its game, so a new one cannot be left untested.
//! A name with a comma is refused (commas separate names in lists) and changes nothing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod common;

use std::collections::{BTreeSet, VecDeque};
use std::sync::{Arc, Mutex};

use common::{Table, TestDb, row};
use narrator::dice::{Dice, SeededDice};
use narrator::error::UserError;
use narrator::request::spec::{self, CommandSpec, OptionSpec};
use narrator::rules::Ruleset;
use narrator::table::DiceSource;
use serde_json::Value;

/// Faces queued by the test come first; after them, seeded dice.
#[derive(Clone)]
struct ScriptDice {
    queued: Arc<Mutex<VecDeque<u32>>>,
    fallback: Arc<Mutex<SeededDice>>,
}

impl ScriptDice {
    fn new() -> Self {
        ScriptDice {
            queued: Arc::default(),
            fallback: Arc::new(Mutex::new(SeededDice::from_seed(3))),
        }
    }

    fn queue(&self, faces: &[u32]) {
        self.queued.lock().unwrap().extend(faces);
    }

    fn left(&self) -> usize {
        self.queued.lock().unwrap().len()
    }
}

impl Dice for ScriptDice {
    fn roll(&mut self, sides: u32) -> Result<u32, UserError> {
        if let Some(face) = self.queued.lock().unwrap().pop_front() {
            assert!(face >= 1 && face <= sides, "queued {face} on a d{sides}");
            return Ok(face);
        }
        self.fallback.lock().unwrap().roll(sides)
    }
}

/// Options that share a name's kind but hold something else: an effect table
/// ("7-8: 1 burn").
const NOT_NAMES: &[&str] = &["effect"];

/// Free-text options that hold a list of names without suggesting any.
const NAME_LISTS: &[(&str, &str)] = &[("combat start", "order")];

/// Whether an option takes a name (or a list of names): the name kind, or a suggestion of
/// names from the table.
fn takes_names(command: &CommandSpec, option: &OptionSpec) -> bool {
    // Conditions and `extra:` words are a game's own terms, not names.
    let terms = matches!(
        option.suggest,
        Some(spec::Suggest::Conditions | spec::Suggest::Extras)
    );
    ((option.kind == spec::NAME || option.suggest.is_some())
        && !terms
        && !NOT_NAMES.contains(&option.name))
        || NAME_LISTS.contains(&(command.name().as_str(), option.name))
}

/// Every (command, option) pair of `ruleset` that takes a name.
fn name_options(ruleset: Ruleset) -> BTreeSet<(String, String)> {
    spec::for_ruleset(ruleset)
        .flat_map(|command: &CommandSpec| {
            command
                .options
                .iter()
                .filter(move |o| o.games.includes(ruleset) && takes_names(command, o))
                .map(move |o| (command.name(), o.name.to_owned()))
        })
        .collect()
}

/// A name beyond plain ASCII letters: a quote, or any non-ASCII character.
fn unusual(value: &str) -> bool {
    value.contains('"') || !value.is_ascii()
}

/// A table that remembers which name-taking options carried an unusual name in a line
/// that succeeded.
struct Names {
    table: Table,
    dice: ScriptDice,
    ruleset: Ruleset,
    used: Mutex<BTreeSet<(String, String)>>,
}

impl Names {
    async fn new(db: &TestDb, ruleset: Ruleset) -> Names {
        let dice = ScriptDice::new();
        let table = Table::new(db, DiceSource::shared(dice.clone())).await;
        Names {
            table,
            dice,
            ruleset,
            used: Mutex::default(),
        }
    }

    /// Runs a line that must succeed and records the names it used.
    async fn ok(&self, line: &str) -> Value {
        let reply = self.table.ok(line).await;
        let parsed = narrator::console::line::parse(line).unwrap().unwrap();
        let words: Vec<&str> = parsed.words.iter().map(String::as_str).collect();
        let command = spec::find(&words).unwrap();
        for (name, value) in &parsed.options {
            let option = command.option(name).unwrap();
            if takes_names(command, option) && unusual(value) {
                self.used
                    .lock()
                    .unwrap()
                    .insert((command.name(), option.name.to_owned()));
            }
        }
        reply
    }

    /// Runs a line with these faces queued; it must succeed and roll every one of them.
    async fn rolled(&self, line: &str, faces: &[u32]) -> Value {
        self.dice.queue(faces);
        let reply = self.ok(line).await;
        assert_eq!(
            self.dice.left(),
            0,
            "{line} rolled every queued die: {reply}"
        );
        reply
    }

    /// Each line names something new with a comma: refused with the reason in words
    /// (commas separate names in lists), and nothing changes.
    async fn refuses_commas(&self, lines: &[&str]) {
        let cases: Vec<(&str, &str)> = lines.iter().map(|l| (*l, "err-name-comma")).collect();
        self.table.refuses_all(&cases).await;
        let reason = narrator::i18n::plain(narrator::i18n::Locale::EnUs, "err-name-comma");
        assert!(reason.contains("comma"), "{reason}");
        for line in lines {
            let reply = self.table.refused(line, "err-name-comma").await;
            assert_eq!(reply["error"], reason, "{line}");
        }
    }

    async fn show(&self) -> String {
        self.table.show().await
    }

    /// A saved roll's name, whatever the game: saved with quotes and accents, rolled and
    /// deleted by the same name in other cases.
    async fn saved_roll_names(&self) {
        self.ok(r#"/rolls save name:"Meč \"Zub\"" expression:1d6"#)
            .await;
        let rolled = self.rolled(r#"/roll saved:"MEČ \"ZUB\"""#, &[4]).await;
        assert!(text(&rolled).contains(r#"Meč "Zub""#), "{rolled}");
        self.ok(r#"/rolls delete name:"meč \"zub\"""#).await;
    }

    /// Every name-taking option of the game carried an unusual name at least once.
    fn assert_covered(&self) -> BTreeSet<(String, String)> {
        let used = self.used.lock().unwrap().clone();
        let wanted = name_options(self.ruleset);
        assert!(
            !wanted.is_empty(),
            "the catalogue lists the game's name options"
        );
        let missing: Vec<_> = wanted.difference(&used).collect();
        assert!(missing.is_empty(), "name options never used: {missing:?}");
        wanted
    }
}

fn text(reply: &Value) -> &str {
    reply["text"].as_str().unwrap_or_default()
}

/// A decomposed spelling: each precomposed Czech letter as its base letter and a combining
/// mark, so matching must normalize.
fn decomposed(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        let (base, mark) = match c {
            'Ž' => ('Z', '\u{30C}'),
            'ž' => ('z', '\u{30C}'),
            'Č' => ('C', '\u{30C}'),
            'č' => ('c', '\u{30C}'),
            'Š' => ('S', '\u{30C}'),
            'š' => ('s', '\u{30C}'),
            'á' => ('a', '\u{301}'),
            'Á' => ('A', '\u{301}'),
            'í' => ('i', '\u{301}'),
            'é' => ('e', '\u{301}'),
            'ý' => ('y', '\u{301}'),
            'ů' => ('u', '\u{30A}'),
            other => {
                out.push(other);
                continue;
            }
        };
        out.push(base);
        out.push(mark);
    }
    assert_ne!(out, name, "{name} has a letter to decompose");
    out
}

on_both_backends!(flail_names, |db: TestDb| async move {
    let t = Names::new(&db, Ruleset::Flail).await;
    let zofie_decomposed = decomposed("žofie černá");

    t.ok("/encounter start surprise:players").await;
    t.ok(r#"@tess /character create name:"Tess \"Quick\"" class:bard str:8 dex:12 int:10 cha:11 luck:9"#)
        .await;
    t.ok(r#"@zofie /character create name:"Žofie Černá" class:warrior str:12 dex:10 int:8 cha:9 luck:7"#)
        .await;
    t.ok("@ruk /character create name:Рук class:cutthroat str:10 dex:11 int:9 cha:8 luck:10")
        .await;
    // A character renamed, shown and deleted under its other-case names.
    t.ok(r#"@ruk /character create name:"Stín \"Starý\"" class:hireling str:8 dex:8 int:8 cha:8 luck:8"#)
        .await;
    t.ok(r#"@ruk /character edit character:"STÍN \"STARÝ\"" name:"Stín \"Nový\"""#)
        .await;
    let sheet = t
        .ok(r#"@ruk /character show character:"stín \"nový\"""#)
        .await;
    assert!(text(&sheet).contains(r#"Stín "Nový""#), "{sheet}");
    t.ok(r#"@ruk /character delete character:"STÍN \"NOVÝ\"""#)
        .await;
    let list = t.ok("/character list").await;
    assert!(!text(&list).contains("Stín"), "{list}");
    assert!(text(&list).contains(r#"Tess "Quick""#), "{list}");

    t.ok(&format!(
        r#"@zofie /character weapon character:"{zofie_decomposed}" weapon:"Meč \"Zub\"" th:5 dmg:4"#
    ))
    .await;
    t.ok(r#"@zofie /character weapon character:"ŽOFIE ČERNÁ" weapon:"Nůž \"Malý\"" th:3 dmg:2"#)
        .await;
    t.ok(r#"@zofie /character armour character:"žofie černá" piece:helmet"#)
        .await;
    // A custom bow: the GM marks it a specialty weapon of Tess's class.
    t.ok(r#"/character weapon character:"TESS \"QUICK\"" weapon:"Luk \"Šíp\"" th:4 dmg:3 missile:true specialty:true"#)
        .await;
    t.ok(r#"/character weapon character:РУК weapon:"Кинжал \"Жало\"" th:3 dmg:2 specialty:true"#)
        .await;

    t.ok(
        r#"/adversary add name:"Ogre \"Big\" Ščípal" hp:30 defence:0 saves:10 morale:9 th:4 dmg:3"#,
    )
    .await;
    t.ok(r#"/adversary add name:"Vlk \"Šedý\"" hp:8 defence:0 saves:8 morale:9 th:3 dmg:2"#)
        .await;
    t.ok(r#"/adversary add name:"Krysa \"Malá\"" hp:1 defence:0 saves:5 morale:5 th:1 dmg:1"#)
        .await;
    t.ok(r#"/adversary attack adversary:"KRYSA \"MALÁ\"" attack:"Zub \"Ostrý\"" th:2 dmg:1 when:pair trigger:"kousne \"hluboko\"""#)
        .await;
    t.ok(r#"/adversary remove name:"KRYSA \"MALÁ\"""#).await;
    t.ok(r#"@zofie /join character:"ŽOFIE ČERNÁ""#).await;
    t.ok(r#"@tess /join character:"tess \"quick\"""#).await;
    t.ok("@ruk /join character:рук").await;
    // A character handed to another player and back.
    t.ok(r#"@zofie /seat give to:@tess piece:"ŽOFIE ČERNÁ""#)
        .await;
    t.ok(r#"@tess /seat give to:@zofie piece:"žofie černá""#)
        .await;
    t.ok("/initiative").await;
    let shown = t.show().await;
    assert!(shown.contains(r#"Ogre "Big" Ščípal"#), "{shown}");
    assert!(!shown.contains("Krysa"), "{shown}");

    // Žofie dual-wields: the main hand's one 1 is a Minor Hit (4), the offhand's too (2).
    let dual = t
        .rolled(
            r#"@zofie /attack target:"ogre \"big\" ščípal" weapon:"MEČ \"ZUB\"" extra:"offhand:\"nůž \\\"malý\\\"\"""#,
            &[1, 3, 4, 5, 1, 4],
        )
        .await;
    assert_eq!(dual["results"][0]["outcome"], "minor_hit", "{dual}");
    assert_eq!(dual["results"][0]["detail"]["weapon"], r#"Meč "Zub""#);
    assert_eq!(dual["results"][1]["detail"]["weapon"], r#"Nůž "Malý""#);
    assert!(row(&t.show().await, r#"Ogre "Big" Ščípal"#).contains(" 24/30"));

    // Tess fumbles (two 6s, no 1) and hurts her ally Žofie, named in capitals.
    let fumble = t
        .rolled(
            r#"@tess /attack target:"OGRE \"BIG\" ŠČÍPAL" weapon:"luk \"šíp\"""#,
            &[6, 6, 3, 4],
        )
        .await;
    assert_eq!(fumble["outcome"], "fumble", "{fumble}");
    t.rolled(r#"@tess /fumble ally:"ŽOFIE ČERNÁ""#, &[2]).await;
    assert!(row(&t.show().await, "Žofie Černá").contains(" 12/14"));

    // Рук fumbles too and marks his dagger instead.
    t.rolled(
        r#"@ruk /attack target:"Vlk \"Šedý\"" weapon:"кинжал \"жало\"""#,
        &[6, 6, 4],
    )
    .await;
    t.ok(r#"@ruk /fumble item:"КИНЖАЛ \"ЖАЛО\"""#).await;

    // The ogre's hit on Žofie waits for her helmet; the wolf misses Рук.
    let hit = t
        .rolled(
            r#"/attack as:"OGRE \"BIG\" ŠČÍPAL" target:"Žofie Černá""#,
            &[1, 3, 4, 5],
        )
        .await;
    assert_eq!(hit["results"][0]["pending"], true, "{hit}");
    t.ok("@zofie /armour piece:helmet dots:1").await;
    t.rolled(r#"/attack as:"vlk \"šedý\"" target:рук"#, &[4, 4, 3])
        .await;

    // Round 2: saves, conditions, damage and healing by name.
    let save = t
        .rolled(
            r#"/save attribute:dex character:"TESS \"QUICK\"" against:"ogre \"big\" ščípal""#,
            &[3, 5],
        )
        .await;
    assert!(text(&save).contains(r#"Tess "Quick""#), "{save}");
    t.ok(r#"/condition add target:"VLK \"ŠEDÝ\"" condition:prone"#)
        .await;
    t.ok(r#"/condition remove target:"vlk \"šedý\"" condition:prone"#)
        .await;
    t.ok("/damage target:РУК amount:2").await;
    t.ok("/heal target:рук amount:1").await;
    t.rolled(r#"/morale adversary:"Vlk \"ŠEDÝ\"""#, &[3]).await;
    t.ok(r#"@zofie /next"#).await;
    t.ok(r#"@tess /next"#).await;
    let fled = t.rolled("@ruk /flee character:рУК", &[2]).await;
    assert!(text(&fled).contains("Рук"), "{fled}");

    // Žofie falls; after the fight she rolls on the Death table; the GM rests Tess.
    t.ok(&format!(r#"/damage target:"{zofie_decomposed}" amount:99"#))
        .await;
    let end = t.ok("/encounter end").await;
    assert!(text(&end).contains("Žofie Černá"), "{end}");
    let death = t
        .rolled(r#"@zofie /deathroll character:"ŽOFIE ČERNÁ""#, &[5])
        .await;
    assert!(text(&death).contains("Žofie Černá"), "{death}");
    t.rolled(r#"/rest kind:short character:"tess \"QUICK\"""#, &[3])
        .await;
    t.ok(r#"/character usage character:"tess \"QUICK\"" item:"LUK \"ŠÍP\"" dots:1"#)
        .await;
    let label = t
        .ok(r#"/roll expression:1d6 label:"Meč \"Zub\" — Žofie, Рук""#)
        .await;
    assert!(text(&label).contains(r#"Meč "Zub""#), "{label}");

    t.saved_roll_names().await;
    let covered = t.assert_covered();
    assert!(covered.contains(&("fumble".to_owned(), "ally".to_owned())));

    // A comma in a new name is refused, with its reason in words; nothing changes (the
    // server's roster included).
    let roster = text(&t.ok("/character list").await).to_owned();
    t.ok("/encounter start").await;
    t.refuses_commas(&[
        r#"/character create name:"Tess, Quick" class:bard str:8 dex:12 int:10 cha:11 luck:9"#,
        r#"/character edit character:"Tess \"Quick\"" name:"Tess, Quick""#,
        r#"/adversary add name:"Ogre, Big" hp:3 defence:0 saves:5 morale:5 th:1 dmg:1"#,
        "/adversary add name:\"Вор,Тать\" hp:3 defence:0 saves:5 morale:5 th:1 dmg:1",
    ])
    .await;
    assert_eq!(text(&t.ok("/character list").await), roster);
});

/// An arena object of a Mage Wars reply, by its stored name.
fn object<'a>(reply: &'a Value, name: &str) -> &'a Value {
    reply["arena"]["objects"]
        .as_array()
        .and_then(|list| list.iter().find(|o| o["name"] == name))
        .unwrap_or_else(|| panic!("{name} not in {reply}"))
}

on_both_backends!(mage_wars_names, |db: TestDb| async move {
    let t = Names::new(&db, Ruleset::MageWars).await;
    let zofie_decomposed = decomposed("ŽOFIE ČERNÁ");

    t.ok("/encounter start ruleset:mage-wars").await;
    t.ok(r#"@zofie /arena mage name:"Žofie Černá" life:36 armor:0 channeling:9 zone:B2"#)
        .await;
    t.ok("@ruk /arena mage name:Рук life:38 armor:0 channeling:9 zone:B3")
        .await;
    t.ok(r#"@ruk /arena creature name:"Ogre \"Big\" Ščípal" life:12 armor:0 zone:B2 counterstrike:true"#)
        .await;
    t.ok(r#"@ruk /arena attack as:"ogre \"big\" ščípal" name:"Kyj \"Těžký\"" dice:2"#)
        .await;
    t.ok(r#"@zofie /arena attack name:"Meč \"Zub\"" dice:3"#)
        .await;
    t.ok(&format!(
        r#"@zofie /arena attack as:"{zofie_decomposed}" name:"Blesk \"Č\"" dice:2 range:0-2"#
    ))
    .await;
    // The host brings creatures in for each mage, and takes one out again.
    t.ok(r#"/arena creature name:"Vlk \"Šedý\"" life:6 armor:0 zone:A2 mage:"žofie černá""#)
        .await;
    t.ok(r#"/arena creature name:"Krysa \"Malá\"" life:1 armor:0 zone:C3 mage:РУК"#)
        .await;
    let removed = t.ok(r#"/arena remove name:"KRYSA \"MALÁ\"""#).await;
    assert!(
        !removed["arena"]["objects"]
            .as_array()
            .unwrap()
            .iter()
            .any(|o| o["name"] == r#"Krysa "Malá""#),
        "{removed}"
    );
    let wolf = t.show().await;
    assert!(wolf.contains(r#"Vlk "Šedý""#), "{wolf}");

    // Round 1: effect dice 9 vs 4 give Žofie the initiative.
    t.rolled("/initiative", &[9, 4]).await;
    let marked = t
        .ok(&format!(
            r#"@zofie /cast cost:2 as:"{zofie_decomposed}" spell:"Kouzlo \"Štít\"" quick:true target:"ogre \"big\" ščípal" mark:1"#
        ))
        .await;
    assert_eq!(object(&marked, r#"Ogre "Big" Ščípal"#)["incoming_dice"], 1);
    assert!(text(&marked).contains(r#"Kouzlo "Štít""#), "{marked}");
    // 3 + 1 dice: 1, 2, blank, blank → 3 damage; the ogre may counterstrike.
    let hit = t
        .rolled(
            r#"@zofie /attack as:"žofie černá" target:"OGRE \"BIG\" ŠČÍPAL" weapon:"meč \"ZUB\"""#,
            &[3, 4, 1, 2],
        )
        .await;
    assert_eq!(object(&hit, r#"Ogre "Big" Ščípal"#)["damage"], 3, "{hit}");
    assert!(
        hit["events"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["event"] == "counterstrike_offered"),
        "{hit}"
    );
    let counter = t
        .rolled(
            &format!(
                r#"@ruk /attack as:"Ogre \"Big\" Ščípal" target:"{zofie_decomposed}" weapon:"KYJ \"TĚŽKÝ\"" extra:counter"#
            ),
            &[3, 3],
        )
        .await;
    assert_eq!(object(&counter, "Žofie Černá")["damage"], 2, "{counter}");
    t.ok("@zofie /next").await;
    t.ok("@ruk /move zone:C3 as:рУК").await;
    t.ok("@ruk /next").await;
    t.ok(r#"@zofie /guard as:"VLK \"ŠEDÝ\"""#).await;
    t.ok("@zofie /next").await;
    t.ok(r#"@ruk /activate as:"ogre \"BIG\" ščípal""#).await;
    t.ok("@ruk /next").await;

    // Markers, damage and healing by hand.
    t.ok(r#"/condition add target:"vlk \"šedý\"" condition:burn extra:count:2 from:"Ohnivý \"Bič\"""#)
        .await;
    t.ok(r#"/condition remove target:"VLK \"ŠEDÝ\"" condition:burn from:"Voda \"Živá\"""#)
        .await;
    t.ok(r#"/damage target:рук amount:2 from:"Blesk \"Č\"""#)
        .await;
    let healed = t
        .ok(r#"/heal target:РУК amount:1 from:"Léčivý \"Dotek\"""#)
        .await;
    assert_eq!(object(&healed, "Рук")["damage"], 1, "{healed}");
    t.ok(r#"/roll expression:1d6 label:"Kyj \"Těžký\"""#).await;
    // Objects change: the wolf now costs upkeep; mana by hand, with a reason.
    t.ok(r#"/arena edit name:"vlk \"ŠEDÝ\"" upkeep:1"#).await;
    t.ok(r#"/arena mana as:рУК amount:1 reason:"Krystal \"Modrý\"""#)
        .await;
    // Round 2's upkeep waits for the wolf's cost: let go, then paid after all.
    t.ok("/initiative").await;
    t.ok(r#"/upkeep as:"ŽOFIE černá" order:rot"#).await;
    t.ok(r#"/upkeep release:"VLK \"šedý\"""#).await;
    t.ok(r#"/upkeep pay:"vlk \"Šedý\"""#).await;
    t.ok("/initiative").await;
    t.ok(r#"/move as:"vlk \"ŠEDÝ\"" zone:A1 from:"Síla \"Tlaku\"""#)
        .await;
    // Рук's face-down enchantment on the wolf, revealed.
    t.ok(r#"@ruk /cast cost:2 spell:"Kletba \"Černá\"" target:"VLK \"ŠEDÝ\"" enchantment:true"#)
        .await;
    let revealed = t.ok(r#"@ruk /reveal name:"kletba \"černá\"" cost:1"#).await;
    assert!(text(&revealed).contains(r#"Kletba "Černá""#), "{revealed}");
    let shown = t.show().await;
    assert!(shown.contains(r#"Vlk "Šedý""#), "{shown}");
    // The wolf handed to Рук's player, who plays a mage.
    let given = t
        .ok(r#"@zofie /seat give to:@ruk piece:"vlk \"ŠEDÝ\"""#)
        .await;
    assert!(
        given["events"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["event"] == "seat_given" && e["piece"] == r#"Vlk "Šedý""#),
        "{given}"
    );
    t.saved_roll_names().await;
    t.assert_covered();

    // A comma in a new object or attack name is refused; nothing changes.
    t.refuses_commas(&[
        r#"/arena creature name:"Vlk, Šedý" life:6 armor:0 zone:A2 mage:Рук"#,
        r#"/arena attack as:Рук name:"Kyj, Těžký" dice:2"#,
    ])
    .await;
    let other = Names::new(&db, Ruleset::MageWars).await;
    other.ok("/encounter start ruleset:mage-wars").await;
    other
        .refuses_commas(&[
            r#"@zofie /arena mage name:"Žofie, Černá" life:36 armor:0 channeling:9 zone:B2"#,
        ])
        .await;
});

/// A LotR character of a reply, by its stored name.
fn character<'a>(reply: &'a Value, name: &str) -> Option<&'a Value> {
    reply["table"]["characters"]
        .as_array()?
        .iter()
        .find(|c| c["name"] == name)
}

on_both_backends!(lotr_lcg_names, |db: TestDb| async move {
    let t = Names::new(&db, Ruleset::LotrLcg).await;
    let zofie_decomposed = decomposed("žofie černá");

    t.ok("/encounter start ruleset:lotr-lcg").await;
    for line in [
        r#"@anna /lcg player name:"Žofie Černá" threat:28"#,
        r#"@boris /lcg player name:"Рук \"Тень\"" threat:30"#,
        r#"@anna /lcg hero name:"Tess \"Quick\"" attack:3 defense:2 hit-points:5"#,
        r#"@anna /lcg hero name:"Árwen Štítná" attack:2 defense:2 hit-points:5 player:"ŽOFIE ČERNÁ""#,
        "@boris /lcg hero name:Боромир attack:3 defense:1 hit-points:4 ranged:true",
        r#"@boris /lcg hero name:"Beregond \"Štít\"" attack:0 defense:4 hit-points:4 sentinel:true"#,
        // The host seats characters for the players, named in other cases.
        r#"/lcg hero name:Фарамир attack:2 defense:2 hit-points:4 player:"рук \"тень\"""#,
        r#"/lcg ally name:"Stráž \"Brány\"" attack:1 defense:1 hit-points:2 player:"žofie ČERNÁ""#,
        r#"@anna /lcg card name:"Stín \"Temný\"" attack:1"#,
        "@anna /lcg card name:Prázdná count:2",
        r#"@anna /lcg enemy name:"Ogre \"Big\" Ščípal" attack:6 defense:3 hit-points:9 engagement:30 engage:"ŽOFIE ČERNÁ""#,
        "@anna /lcg enemy name:Орк attack:2 defense:1 hit-points:3 engagement:30",
        r#"@boris /lcg enemy name:"Vlk \"Šedý\"" attack:2 defense:0 hit-points:2 engagement:10 engage:"РУК \"ТЕНЬ\"""#,
        r#"/lcg threat value:31 player:"Рук \"ТЕНЬ\"""#,
        r#"@anna /lcg exhaust name:"stráž \"brány\"""#,
        r#"@anna /lcg ready name:"STRÁŽ \"BRÁNY\"""#,
        r#"@anna /seat give to:@boris piece:"STRÁŽ \"brány\"""#,
        r#"@boris /lcg remove name:"Stráž \"brány\"""#,
        r#"/damage target:"ogre \"big\" ščípal" amount:1"#,
        r#"/heal target:"OGRE \"BIG\" ŠČÍPAL" amount:1"#,
        r#"/roll expression:1d6 label:"Stín \"Temný\"""#,
    ] {
        t.ok(line).await;
    }
    let engaged = t
        .ok(&format!(
            r#"@anna /engage enemy:орк player:"{zofie_decomposed}""#
        ))
        .await;
    assert!(text(&engaged).contains("Орк"), "{engaged}");
    let shown = t.show().await;
    assert!(shown.contains("Рук \"Тень\" — threat 31"), "{shown}");
    assert!(!shown.contains("Stráž"), "{shown}");

    // Step 1: the Орк and the ogre tie on engagement cost; Žofie puts the Орк first.
    let dealt = t
        .ok(r#"@anna /combat start order:"орк, ogre \"BIG\" ščípal""#)
        .await;
    assert!(
        dealt["events"]
            .as_array()
            .unwrap()
            .contains(&serde_json::json!({
                "event": "shadows_dealt",
                "enemies": ["Орк", "Ogre \"Big\" Ščípal", "Vlk \"Šedý\""]
            })),
        "{dealt}"
    );
    t.ok("@anna /combat continue").await;
    // Step 2, Žofie: the ogre; Рук's Sentinel defends for her.
    t.ok(r#"@anna /combat enemy enemy:"OGRE \"BIG\" ŠČÍPAL""#)
        .await;
    t.ok(r#"@boris /combat defend character:"beregond \"ŠTÍT\"""#)
        .await;
    t.ok("@anna /combat continue").await;
    let troll = t.ok("@anna /combat continue").await;
    assert_eq!(
        character(&troll, r#"Beregond "Štít""#).unwrap()["damage"],
        2,
        "{troll}"
    );
    // The Орк is left: undefended, with its +1 shadow, onto the hero Žofie names.
    t.ok("@anna /combat undefended").await;
    t.ok("@anna /combat continue").await;
    t.ok("@anna /combat continue").await;
    let onto = t.ok(r#"@anna /combat hero hero:"tess \"QUICK\"""#).await;
    assert_eq!(
        character(&onto, r#"Tess "Quick""#).unwrap()["damage"],
        3,
        "{onto}"
    );
    // Step 2, Рук: Фарамир defends against the wolf.
    t.ok("@boris /combat defend character:ФАРАМИР").await;
    t.ok("@boris /combat continue").await;
    t.ok("@boris /combat continue").await;
    // Step 3, Žofie: her two heroes attack the Орк as one list; Рук's Ranged one joins.
    t.ok("@anna /combat enemy enemy:ОРК").await;
    t.ok(r#"@anna /combat attackers names:"TESS \"QUICK\", árwen ŠTÍTNÁ""#)
        .await;
    t.ok("@boris /combat attackers names:боромир").await;
    // The attack is declared (a window for actions); the next continue strikes.
    t.ok("@anna /combat continue").await;
    let strike = t.ok("@anna /combat continue").await;
    assert!(
        text(&strike).contains(r#"with Tess "Quick", Árwen Štítná, Боромир"#),
        "{strike}"
    );
    t.saved_roll_names().await;
    t.assert_covered();

    // A comma in a new seat, character, enemy or card is refused; nothing changes.
    t.refuses_commas(&[
        r#"@cyril /lcg player name:"Вор, Тать" threat:20"#,
        r#"@anna /lcg ally name:"Stráž, Brány" attack:1 defense:1 hit-points:2"#,
        r#"@anna /lcg enemy name:"Vlk, Šedý" attack:2 defense:0 hit-points:2 engagement:10"#,
        r#"@anna /lcg card name:"Stín, Temný" attack:1"#,
    ])
    .await;
});
