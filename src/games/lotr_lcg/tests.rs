//! The combat phase as players read it: every reply's headline names who did what and
//! what it led to, a step that passes over a player says so, the status names whose step
//! it is, and the tracker needs no legend and no mention.

use super::headline::headline;
use super::post;
use crate::dice::RiggedDice;
use crate::i18n::Locale;
use crate::present::controls::{Place, Shape};
use crate::present::{Post, Text, Tone};
use crate::rules::lotr_lcg::{Action, Actor, CharacterKind, Outcome, Shadow, Table, apply};

const EN: Locale = Locale::EnUs;

/// Anna (user 1, the host) with Aragorn against a Troll and an Orc; Boris (2) with
/// Beregond and no enemy; Cara (3) with Eowyn and a Rider against a Warg; three blank
/// shadow cards.
struct Game {
    table: Table,
}

impl Game {
    fn new() -> Self {
        let mut game = Game {
            table: Table::new(1),
        };
        for (user, name) in [(1, "Anna"), (2, "Boris"), (3, "Cara")] {
            game.act(
                user,
                Action::AddPlayer {
                    name: name.into(),
                    threat: 28,
                    first: false,
                },
            );
        }
        for (user, name, attack, defense, hit_points, kind) in [
            (1, "Aragorn", 3, 2, 5, CharacterKind::Hero),
            (2, "Beregond", 0, 4, 4, CharacterKind::Hero),
            (3, "Eowyn", 1, 1, 3, CharacterKind::Hero),
            (3, "Rider", 2, 1, 2, CharacterKind::Ally),
        ] {
            game.act(
                user,
                Action::AddCharacter {
                    name: name.into(),
                    kind,
                    player: None,
                    attack,
                    defense,
                    hit_points,
                    ranged: false,
                    sentinel: false,
                },
            );
        }
        game.act(
            1,
            Action::AddCards {
                name: "Blank".into(),
                shadow: Shadow::default(),
                count: 3,
            },
        );
        for (name, attack, defense, hit_points, cost, engage) in [
            ("Troll", 6, 3, 9, 30, "Anna"),
            ("Orc", 2, 1, 3, 20, "Anna"),
            ("Warg", 2, 0, 2, 10, "Cara"),
        ] {
            game.act(
                1,
                Action::AddEnemy {
                    name: name.into(),
                    attack,
                    defense,
                    hit_points,
                    engagement_cost: cost,
                    engage: Some(engage.into()),
                },
            );
        }
        game
    }

    #[track_caller]
    fn act(&mut self, user: i64, action: Action) -> Outcome {
        let actor = Actor {
            user,
            moderator: false,
            name: format!("user {user}"),
        };
        let mut dice = RiggedDice::default();
        match apply(&mut self.table, &actor, &action, &mut dice) {
            Ok(outcome) => outcome,
            Err(e) => panic!("{action:?}: {e:?}"),
        }
    }

    /// The reply to an action, as a presentation value in plain words.
    #[track_caller]
    fn reply(&mut self, user: i64, action: Action) -> (Post, Outcome) {
        let outcome = self.act(user, action);
        let post = crate::i18n::marked(|| post::post(EN, &outcome, Some(&self.table)));
        (post, outcome)
    }
}

fn title(post: &Post) -> String {
    post.headline.as_ref().map(Text::plain).unwrap_or_default()
}

fn body(post: &Post) -> String {
    post.lines
        .iter()
        .map(Text::plain)
        .collect::<Vec<_>>()
        .join("\n")
}

fn status(post: &Post) -> String {
    post.status.as_ref().map(Text::plain).unwrap_or_default()
}

fn enemy(name: &str) -> Action {
    Action::ChooseEnemy { enemy: name.into() }
}

/// The whole phase: the enemy attacks on Anna, Boris passed over (no enemy), the Warg on
/// Cara, then step 3 passing over Anna (nobody ready) and Boris (no enemy) to Cara.
#[test]
fn every_reply_of_a_combat_phase_is_headed_by_who_did_what() {
    let mut game = Game::new();
    let (dealt, _) = game.reply(1, Action::StartCombat { order: Vec::new() });
    assert!(
        title(&dealt).starts_with("Step 1: shadow cards dealt"),
        "{dealt:?}"
    );
    assert!(status(&dealt).contains("Anna"), "{dealt:?}");

    let (step2, _) = game.reply(1, Action::Continue);
    assert_eq!(title(&step2), "Step 2 — enemy attacks on Anna");
    assert_eq!(status(&step2), "▶ Anna: choose which enemy attacks next.");

    game.reply(1, enemy("Troll"));
    let (defended, _) = game.reply(
        1,
        Action::Defend {
            character: "Aragorn".into(),
        },
    );
    assert_eq!(title(&defended), "Aragorn exhausts to defend against Troll");
    let (revealed, _) = game.reply(1, Action::Continue);
    assert_eq!(revealed.tone, Tone::Shadow);
    let (hit, _) = game.reply(1, Action::Continue);
    assert_eq!(title(&hit), "Troll attacks Anna: Aragorn defends, 4 damage");
    assert_eq!(hit.tone, Tone::StrongHit);
    // The headline is not said again as a line, and the damage's arithmetic stays.
    assert!(body(&hit).contains("6 − 2 = 4 damage"), "{}", body(&hit));
    // The Orc is Anna's last enemy: chosen for her, and the status asks for a defender.
    assert!(
        status(&hit).contains("Orc attacks Anna"),
        "{}",
        status(&hit)
    );

    let (undefended, _) = game.reply(1, Action::Undefended);
    assert_eq!(title(&undefended), "Anna leaves Orc's attack undefended");
    assert_eq!(undefended.tone, Tone::Withdrawn);
    game.reply(1, Action::Continue);
    let (destroyed, _) = game.reply(1, Action::Continue);
    assert_eq!(
        title(&destroyed),
        "Orc attacks Anna undefended: Aragorn is destroyed"
    );
    assert_eq!(destroyed.tone, Tone::Deadly);
    // Boris has no enemy: step 2 passes over him, and says so before Cara's step.
    let story = body(&destroyed);
    let skipped = story
        .find("Step 2 passes over Boris: no enemy engaged with that player is left to attack.")
        .unwrap_or_else(|| panic!("{story}"));
    let handed = story
        .find("Step 2 — enemy attacks on Cara.")
        .unwrap_or_else(|| panic!("{story}"));
    assert!(skipped < handed, "{story}");
    assert!(
        status(&destroyed).contains("Warg attacks Cara"),
        "{destroyed:?}"
    );

    game.reply(
        3,
        Action::Defend {
            character: "Eowyn".into(),
        },
    );
    game.reply(3, Action::Continue);
    let (last, _) = game.reply(3, Action::Continue);
    assert_eq!(title(&last), "Warg attacks Cara: Eowyn defends, 1 damage");
    // Step 3: Anna has nobody ready, Boris no enemy; Cara's Rider can attack.
    let story = body(&last);
    assert!(
        story.contains("Step 3 passes over Anna: no ready character can attack."),
        "{story}"
    );
    assert!(
        story.contains("Step 3 passes over Boris: no engaged enemy is left to attack."),
        "{story}"
    );
    assert!(story.contains("Step 3 — Cara attacks."), "{story}");
    assert!(status(&last).starts_with("▶ Cara"), "{last:?}");

    game.reply(3, enemy("Warg"));
    let (declared, _) = game.reply(
        3,
        Action::Attackers {
            names: vec!["Rider".into()],
        },
    );
    assert_eq!(title(&declared), "Declared against Warg (exhausted): Rider");
    let (window, _) = game.reply(3, Action::Continue);
    assert_eq!(title(&window), "Cara declares an attack on Warg");
    let (struck, _) = game.reply(3, Action::Continue);
    assert_eq!(title(&struck), "Cara attacks Warg: defeated");
    assert_eq!(struck.tone, Tone::Triumph);
    assert!(
        body(&struck).contains("The combat phase is over."),
        "{}",
        body(&struck)
    );
    // After the phase, the status names the next phase and the first player.
    assert_eq!(
        status(&struck),
        "Next: the refresh phase (/lcg refresh); Anna holds the first player token."
    );

    let (refreshed, _) = game.reply(1, Action::Refresh);
    assert!(
        title(&refreshed).contains("Boris takes the first player token"),
        "{refreshed:?}"
    );
    for post in [&dealt, &step2, &hit, &destroyed, &last, &struck, &refreshed] {
        assert!(!title(post).contains("Round"), "{post:?}");
    }
}

/// An attack's headline outranks the handover it led to; an elimination outranks all.
#[test]
fn the_headline_is_what_the_action_led_to() {
    let mut game = Game::new();
    game.act(1, Action::StartCombat { order: Vec::new() });
    let passed = Outcome {
        events: vec![
            crate::rules::lotr_lcg::Event::Passed {
                player: "Anna".into(),
                enemy: None,
            },
            crate::rules::lotr_lcg::Event::StepStarted {
                step: 3,
                player: "Cara".into(),
            },
        ],
    };
    let (said, tone) =
        crate::i18n::marked(|| headline(EN, &passed, Some(&game.table))).unwrap_or_default();
    assert_eq!(Text::parse(&said).plain(), "Anna makes no more attacks.");
    assert_eq!(tone, Tone::Withdrawn);

    let out = game.act(
        2,
        Action::Threat {
            player: None,
            value: 50,
        },
    );
    let (said, tone) =
        crate::i18n::marked(|| headline(EN, &out, Some(&game.table))).unwrap_or_default();
    assert_eq!(
        Text::parse(&said).plain(),
        "Boris is eliminated at threat 50"
    );
    assert_eq!(tone, Tone::Dead);
}

/// Names in headlines, statuses and the tracker are display names or seat names, never
/// mentions; the tracker's title says the phase, step and whose step it is, and its
/// stats are labelled.
#[test]
fn the_tracker_names_seats_and_steps_in_words() {
    let mut game = Game::new();
    let view = crate::i18n::marked(|| post::tracker(EN, &game.table));
    assert_eq!(
        view.title.plain(),
        "Before the combat phase · first player: Anna"
    );
    let lines: Vec<String> = view.lines.iter().map(Text::plain).collect();
    assert!(
        lines.contains(&"Anna — threat 28 · played by user 1".to_owned()),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l == "• Aragorn ▰▰▰▰▰ 5/5 hit points · ⚔ attack 3 · 🛡 defense 2"),
        "{lines:?}"
    );
    assert!(lines.iter().all(|l| !l.contains("<@")), "{lines:?}");

    game.act(1, Action::StartCombat { order: Vec::new() });
    game.act(1, Action::Continue);
    let view = crate::i18n::marked(|| post::tracker(EN, &game.table));
    assert_eq!(
        view.title.plain(),
        "Combat phase, step 2: enemy attacks · ▶ Anna"
    );
    assert_eq!(
        view.status.as_ref().map(Text::plain).unwrap_or_default(),
        "▶ Anna: choose which enemy attacks next."
    );
}

/// Refresh and Start the combat phase outlive one reply and live on the tracker; a step's
/// own choices answer that step under its reply.
#[test]
fn phase_controls_live_on_the_tracker_and_step_choices_under_the_reply() {
    let mut game = Game::new();
    let before = post::controls(Some(&game.table));
    assert_eq!(before.len(), 1);
    assert_eq!(before[0].line, "/combat start");
    assert_eq!(before[0].place, Place::Tracker);
    game.act(1, Action::StartCombat { order: Vec::new() });
    game.act(1, Action::Continue);
    let step = post::controls(Some(&game.table));
    assert!(!step.is_empty());
    for control in &step {
        assert_eq!(control.place, Place::Reply, "{control:?}");
        assert!(matches!(
            control.shape,
            Shape::Menu { .. } | Shape::Button { .. }
        ));
    }
}
