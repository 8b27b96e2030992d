//! Initiative, joining, the turn order and `/next`. Start-of-round saves and
//! flee/morale are in `turns/`.

mod conditions;
mod flee_morale;

use super::attack::{
    MARA, ROOK, TESS, adv_mut, adversary, chapel, enc, enc_mut, entry, pc, pc_mut, refused,
    set_turn,
};
use super::support::*;
use crate::rules::flail::model::*;
use crate::rules::flail::{Action, Actor, Event, ResultKind, RollOutcome, World};

/// The chapel before initiative, without surprise: Rook and Tess joined, the knight added.
pub(super) fn before_initiative() -> World {
    let mut world = chapel();
    let e = enc_mut(&mut world);
    e.surprise = None;
    e.round = 0;
    e.turn = None;
    for p in &mut e.pcs {
        p.group = None;
    }
    world
}

/// Rook before, the knight and a goblin, Tess after; round 1, Rook's turn.
pub(super) fn skirmish() -> World {
    let mut world = chapel();
    let e = enc_mut(&mut world);
    e.surprise = None;
    e.pcs[1].group = Some(InitiativeGroup::After);
    e.adversaries.push(adversary("Goblin", 4, 0, 3, 2));
    world
}

fn mara() -> Character {
    character(MARA, BOB, "Mara", Class::Cutthroat, 10, [8, 10, 8, 8, 8])
}

fn join(name: &str) -> Action {
    Action::Join {
        characters: vec![name.to_owned()],
    }
}

fn next_names(world: &mut World, actor: &Actor, times: usize) -> Vec<String> {
    (0..times)
        .map(|_| {
            let out = run(world, actor, Action::Next, &[]).unwrap();
            match out
                .events
                .iter()
                .rev()
                .find(|e| matches!(e, Event::TurnOf { .. }))
            {
                Some(Event::TurnOf { who }) => who.clone(),
                _ => String::new(),
            }
        })
        .collect()
}

#[test]
fn initiative_dex_save_puts_successes_before_and_failures_after() {
    let mut world = before_initiative();
    // Rook DEX 9 rolls 5 (success); Tess DEX 12 rolls 15 (failure).
    let out = run(&mut world, &gm(), Action::Initiative, &[5, 15]).unwrap();
    let kinds: Vec<_> = out
        .results
        .iter()
        .map(|r| (r.kind, r.who.as_str(), r.outcome))
        .collect();
    assert_eq!(
        kinds,
        vec![
            (ResultKind::Initiative, "Rook", RollOutcome::Success),
            (ResultKind::Initiative, "Tess", RollOutcome::Fail)
        ]
    );
    let groups: Vec<_> = enc(&world).pcs.iter().map(|p| p.group).collect();
    assert_eq!(
        groups,
        vec![Some(InitiativeGroup::Before), Some(InitiativeGroup::After)]
    );
    assert_eq!(enc(&world).round, 1);
    assert_eq!(
        out.events,
        vec![
            Event::RoundStarted { round: 1 },
            Event::TurnOf { who: "Rook".into() }
        ]
    );
    assert_eq!(
        next_names(&mut world, &gm(), 3),
        vec!["Knight", "Tess", "Rook"]
    );
}

#[test]
fn initiative_failures_all_act_after_the_adversaries() {
    let mut world = before_initiative();
    let out = run(&mut world, &gm(), Action::Initiative, &[20, 13]).unwrap();
    assert_eq!(
        out.events.last(),
        Some(&Event::TurnOf {
            who: "Knight".into()
        })
    );
    assert_eq!(next_names(&mut world, &gm(), 2), vec!["Rook", "Tess"]);
}

#[test]
fn surprise_by_the_players_puts_every_pc_before_without_rolling() {
    let mut world = before_initiative();
    enc_mut(&mut world).surprise = Some(Side::Players);
    let out = run(&mut world, &gm(), Action::Initiative, &[]).unwrap();
    assert!(out.results.is_empty());
    assert!(
        enc(&world)
            .pcs
            .iter()
            .all(|p| p.group == Some(InitiativeGroup::Before))
    );
    assert_eq!(
        next_names(&mut world, &gm(), 3),
        vec!["Tess", "Knight", "Rook"]
    );
}

#[test]
fn surprise_by_the_adversaries_puts_every_pc_after_without_rolling() {
    let mut world = before_initiative();
    enc_mut(&mut world).surprise = Some(Side::Adversaries);
    let out = run(&mut world, &gm(), Action::Initiative, &[]).unwrap();
    assert!(out.results.is_empty());
    assert_eq!(enc(&world).turn, Some(CombatantRef::Adversary(0)));
    assert_eq!(
        next_names(&mut world, &gm(), 3),
        vec!["Rook", "Tess", "Knight"]
    );
}

#[test]
fn initiative_refusals() {
    let mut world = before_initiative();
    assert_eq!(
        refused(&mut world, &player(ALICE), Action::Initiative, &[]),
        "err-gm-only"
    );
    let mut started = chapel();
    assert_eq!(
        refused(&mut started, &gm(), Action::Initiative, &[]),
        "err-initiative-rolled"
    );
    enc_mut(&mut world).pcs.clear();
    assert_eq!(
        refused(&mut world, &gm(), Action::Initiative, &[]),
        "err-no-pcs"
    );
    world.table.encounter = None;
    assert_eq!(
        refused(&mut world, &gm(), Action::Initiative, &[]),
        "err-no-encounter"
    );
}

#[test]
fn a_moderator_is_a_gm() {
    let mut world = before_initiative();
    let moderator = Actor {
        user: 77,
        moderator: true,
        name: String::new(),
    };
    run(&mut world, &moderator, Action::Initiative, &[1, 1]).unwrap();
    assert_eq!(enc(&world).round, 1);
}

#[test]
fn turn_order_is_before_pcs_then_adversaries_in_order_then_after_pcs_and_wraps() {
    let mut world = skirmish();
    let mut names = Vec::new();
    let mut rounds = Vec::new();
    for _ in 0..4 {
        let out = run(&mut world, &gm(), Action::Next, &[]).unwrap();
        for e in out.events {
            match e {
                Event::TurnOf { who } => names.push(who),
                Event::RoundStarted { round } => rounds.push(round),
                _ => {}
            }
        }
    }
    assert_eq!(names, vec!["Knight", "Goblin", "Tess", "Rook"]);
    assert_eq!(rounds, vec![2]);
    assert_eq!(enc(&world).round, 2);
}

#[test]
fn turn_order_skips_down_fled_eliminated_sleeping_and_unconscious_combatants() {
    let mut world = skirmish();
    adv_mut(&mut world, "Goblin").status = AdversaryStatus::Eliminated;
    pc_mut(&mut world, TESS).hp = 0;
    let mut mara = mara();
    mara.conditions
        .push(Condition::new(ConditionKind::Sleeping, Attribute::Dex));
    world.characters.push(mara);
    enc_mut(&mut world)
        .pcs
        .push(entry(MARA, "Mara", Some(InitiativeGroup::After)));
    assert_eq!(next_names(&mut world, &gm(), 2), vec!["Knight", "Rook"]);

    // Tess back up but fled; Mara unconscious instead of asleep; the knight asleep.
    pc_mut(&mut world, TESS).hp = 5;
    enc_mut(&mut world).pcs[1].fled = true;
    pc_mut(&mut world, MARA).conditions =
        vec![Condition::new(ConditionKind::Unconscious, Attribute::Dex)];
    adv_mut(&mut world, "Knight")
        .conditions
        .push(Condition::new(ConditionKind::Sleeping, Attribute::Dex));
    let out = run(&mut world, &gm(), Action::Next, &[]).unwrap();
    assert!(out.results.is_empty(), "skipped combatants roll no saves");
    assert_eq!(
        out.events,
        vec![
            Event::RoundStarted { round: 3 },
            Event::TurnOf { who: "Rook".into() }
        ]
    );
}

#[test]
fn nobody_can_act_when_every_combatant_is_out() {
    let mut world = chapel();
    pc_mut(&mut world, ROOK).hp = 0;
    pc_mut(&mut world, TESS).dead = true;
    adv_mut(&mut world, "Knight").status = AdversaryStatus::Fled;
    let out = run(&mut world, &gm(), Action::Next, &[]).unwrap();
    assert_eq!(out.events, vec![Event::NobodyCanAct]);
    assert_eq!(enc(&world).turn, None);
    assert_eq!(enc(&world).round, 1);
    // With nobody's turn only the GM may move on.
    assert_eq!(
        refused(&mut world, &player(ALICE), Action::Next, &[]),
        "err-gm-only"
    );
}

#[test]
fn next_is_for_the_gm_or_the_turns_controller() {
    let mut world = chapel();
    assert_eq!(
        refused(&mut world, &player(BOB), Action::Next, &[]),
        "err-not-your-turn"
    );
    run(&mut world, &player(ALICE), Action::Next, &[]).unwrap();
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(TESS)));
    run(&mut world, &player(BOB), Action::Next, &[]).unwrap();
    assert_eq!(enc(&world).turn, Some(CombatantRef::Adversary(0)));
    assert_eq!(
        refused(&mut world, &player(BOB), Action::Next, &[]),
        "err-not-your-turn"
    );
    run(&mut world, &gm(), Action::Next, &[]).unwrap();
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(ROOK)));
}

#[test]
fn next_before_initiative_is_refused() {
    let mut world = before_initiative();
    assert_eq!(
        refused(&mut world, &gm(), Action::Next, &[]),
        "err-no-initiative"
    );
}

#[test]
fn join_before_initiative_just_adds_the_character() {
    let mut world = before_initiative();
    world.characters.push(mara());
    let out = run(&mut world, &player(BOB), join("mara"), &[]).unwrap();
    assert!(out.results.is_empty());
    assert_eq!(
        out.events,
        vec![Event::Joined {
            who: "Mara".into(),
            group: None
        }]
    );
    // The entry keeps its owner: whose seat Mara is.
    let joined = PcEntry {
        owner: mara().owner,
        ..entry(MARA, "Mara", None)
    };
    assert_eq!(enc(&world).pcs.last(), Some(&joined));
}

#[test]
fn join_mid_fight_rolls_dex_and_slots_into_its_group() {
    let mut world = skirmish();
    world.characters.push(mara());
    // Mara DEX 10 rolls 10: success → before the adversaries, after Rook (join order).
    let out = run(&mut world, &player(BOB), join("Mara"), &[10]).unwrap();
    assert_eq!(out.results[0].kind, ResultKind::Initiative);
    assert!(out.events.contains(&Event::Joined {
        who: "Mara".into(),
        group: Some(InitiativeGroup::Before)
    }));
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(ROOK)));
    assert_eq!(
        next_names(&mut world, &gm(), 5),
        vec!["Mara", "Knight", "Goblin", "Tess", "Rook"]
    );
}

#[test]
fn join_mid_fight_failing_dex_acts_after_the_adversaries() {
    let mut world = skirmish();
    world.characters.push(mara());
    run(&mut world, &gm(), join("Mara"), &[11]).unwrap();
    assert_eq!(
        next_names(&mut world, &gm(), 5),
        vec!["Knight", "Goblin", "Tess", "Mara", "Rook"]
    );
}

#[test]
fn join_after_a_surprise_takes_the_sides_group_without_rolling() {
    let mut world = chapel();
    world.characters.push(mara());
    let out = run(&mut world, &player(BOB), join("Mara"), &[]).unwrap();
    assert!(out.results.is_empty());
    assert!(out.events.contains(&Event::Joined {
        who: "Mara".into(),
        group: Some(InitiativeGroup::Before)
    }));
    let mut world = chapel();
    world.characters.push(mara());
    enc_mut(&mut world).surprise = Some(Side::Adversaries);
    run(&mut world, &player(BOB), join("Mara"), &[]).unwrap();
    assert_eq!(enc(&world).pcs[2].group, Some(InitiativeGroup::After));
}

#[test]
fn join_refusals() {
    let mut world = before_initiative();
    assert_eq!(
        refused(&mut world, &player(ALICE), join("Rook"), &[]),
        "err-already-joined"
    );
    world.characters.push(mara());
    assert_eq!(
        refused(&mut world, &player(ALICE), join("Mara"), &[]),
        "err-not-your-character"
    );
    pc_mut(&mut world, MARA).dead = true;
    assert_eq!(
        refused(&mut world, &player(BOB), join("Mara"), &[]),
        "err-character-dead"
    );
    pc_mut(&mut world, MARA).dead = false;
    pc_mut(&mut world, MARA).name = "knight".into();
    assert_eq!(
        refused(&mut world, &player(BOB), join("knight"), &[]),
        "err-name-taken-by-adversary"
    );
    pc_mut(&mut world, MARA).name = "Mara".into();
    let filler = (0..crate::rules::flail::limits::PCS_PER_ENCOUNTER as i64 - 2)
        .map(|i| entry(500 + i, "Extra", None));
    enc_mut(&mut world).pcs.extend(filler);
    assert_eq!(
        refused(&mut world, &player(BOB), join("Mara"), &[]),
        "err-too-many-pcs"
    );
    world.table.encounter = None;
    assert_eq!(
        refused(&mut world, &player(BOB), join("Mara"), &[]),
        "err-no-encounter"
    );
}

/// `/join character:"Mara, Nell"`: several characters join in one action, all or none.
#[test]
fn several_characters_join_at_once_all_or_none() {
    let mut world = before_initiative();
    world.characters.push(mara());
    let mut nell = mara();
    nell.id = 900;
    nell.name = "Nell".into();
    world.characters.push(nell);
    let both = Action::Join {
        characters: vec!["Mara".into(), "nell".into()],
    };
    let out = run(&mut world, &gm(), both, &[]).unwrap();
    assert_eq!(out.events.len(), 2, "{:?}", out.events);
    assert_eq!(enc(&world).pcs.len(), 4);
    // One name refused: nobody joins, the table is as it was.
    let mut world = before_initiative();
    world.characters.push(mara());
    let before = world.clone();
    let with_rook = Action::Join {
        characters: vec!["Mara".into(), "Rook".into()],
    };
    assert_eq!(
        refused(&mut world, &gm(), with_rook, &[]),
        "err-already-joined"
    );
    assert_eq!(world, before);
}

#[test]
fn the_gm_may_join_a_players_character() {
    let mut world = before_initiative();
    world.characters.push(mara());
    run(&mut world, &gm(), join("Mara"), &[]).unwrap();
    assert_eq!(enc(&world).pcs.len(), 3);
}

#[test]
fn a_refused_next_names_whose_turn_it_is_and_changes_nothing() {
    let mut world = chapel();
    set_turn(&mut world, CombatantRef::Pc(TESS));
    let before = world.clone();
    let err = run(&mut world, &player(ALICE), Action::Next, &[]).unwrap_err();
    assert_eq!(
        (err.key, err.args.clone()),
        ("err-not-your-turn", vec![("name", "Tess".into())])
    );
    assert_eq!(world, before);
}
