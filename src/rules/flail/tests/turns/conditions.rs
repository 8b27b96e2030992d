//! Start-of-round saves of vulnerable combatants (rules: "Vulnerability").

use super::*;
use crate::dice::Keep;
use crate::rules::flail::outcome::Detail;

fn afflict(world: &mut World, id: i64, kind: ConditionKind, save: Attribute) {
    pc_mut(world, id)
        .conditions
        .push(Condition::new(kind, save));
}

fn condition(world: &World, id: i64, kind: ConditionKind) -> Option<Condition> {
    pc(world, id)
        .conditions
        .iter()
        .find(|c| c.kind == kind)
        .cloned()
}

/// The knight ends its turn: round 2 begins with Rook's turn.
fn to_rooks_turn(world: &mut World, faces: &[u32]) -> crate::rules::flail::Outcome {
    set_turn(world, CombatantRef::Adversary(0));
    run(world, &gm(), Action::Next, faces).unwrap()
}

fn keep_of(result: &crate::rules::flail::RollResult) -> Keep {
    match &result.detail {
        Detail::Save { keep, .. } => *keep,
        other => panic!("not a save: {other:?}"),
    }
}

#[test]
fn stunned_failure_loses_the_turn_and_the_next_save_has_advantage() {
    let mut world = chapel();
    afflict(&mut world, ROOK, ConditionKind::Stunned, Attribute::Dex);
    let out = to_rooks_turn(&mut world, &[15]);
    let r = &out.results[0];
    assert_eq!(
        (r.kind, r.who.as_str(), r.outcome),
        (ResultKind::ConditionSave, "Rook", RollOutcome::Fail)
    );
    assert_eq!(keep_of(r), Keep::Single);
    assert_eq!(
        out.events,
        vec![
            Event::RoundStarted { round: 2 },
            Event::TurnOf { who: "Rook".into() },
            Event::TurnLost {
                who: "Rook".into(),
                condition: ConditionKind::Stunned
            },
            Event::TurnOf { who: "Tess".into() },
        ]
    );
    assert_eq!(
        condition(&world, ROOK, ConditionKind::Stunned).map(|c| c.failed_saves),
        Some(1)
    );

    run(&mut world, &gm(), Action::Next, &[]).unwrap();
    let out = run(&mut world, &gm(), Action::Next, &[15, 3]).unwrap();
    assert_eq!(keep_of(&out.results[0]), Keep::Lowest(2));
    assert_eq!(out.results[0].outcome, RollOutcome::Success);
    assert!(out.events.contains(&Event::ConditionLost {
        who: "Rook".into(),
        condition: ConditionKind::Stunned
    }));
    assert_eq!(condition(&world, ROOK, ConditionKind::Stunned), None);
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(ROOK)));
}

#[test]
fn prone_failure_spends_the_round_standing_up() {
    let mut world = chapel();
    afflict(&mut world, ROOK, ConditionKind::Prone, Attribute::Dex);
    let out = to_rooks_turn(&mut world, &[15]);
    assert!(out.events.contains(&Event::TurnLost {
        who: "Rook".into(),
        condition: ConditionKind::Prone
    }));
    assert_eq!(condition(&world, ROOK, ConditionKind::Prone), None);
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(TESS)));
}

#[test]
fn immobilised_paralysed_and_grappled_failures_waste_the_round_and_stay() {
    for kind in [
        ConditionKind::Immobilised,
        ConditionKind::Paralysed,
        ConditionKind::Grappled,
    ] {
        let mut world = chapel();
        afflict(&mut world, ROOK, kind, Attribute::Dex);
        let out = to_rooks_turn(&mut world, &[15]);
        assert!(out.events.contains(&Event::TurnLost {
            who: "Rook".into(),
            condition: kind
        }));
        assert!(
            condition(&world, ROOK, kind).is_some(),
            "{kind:?} should stay"
        );
        assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(TESS)));
        // Unlike stunned, the next save is a single die again.
        let out = to_rooks_turn(&mut world, &[15]);
        assert_eq!(keep_of(&out.results[0]), Keep::Single);
    }
}

#[test]
fn blinded_failure_acts_blinded_and_keeps_the_turn() {
    let mut world = chapel();
    afflict(&mut world, ROOK, ConditionKind::Blinded, Attribute::Dex);
    let out = to_rooks_turn(&mut world, &[15]);
    assert!(
        out.events
            .contains(&Event::ActsBlinded { who: "Rook".into() })
    );
    assert!(
        !out.events
            .iter()
            .any(|e| matches!(e, Event::TurnLost { .. }))
    );
    assert!(condition(&world, ROOK, ConditionKind::Blinded).is_some());
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(ROOK)));
}

#[test]
fn a_successful_start_of_round_save_ends_the_condition() {
    let mut world = chapel();
    afflict(&mut world, ROOK, ConditionKind::Immobilised, Attribute::Dex);
    let out = to_rooks_turn(&mut world, &[9]);
    assert!(out.events.contains(&Event::ConditionLost {
        who: "Rook".into(),
        condition: ConditionKind::Immobilised
    }));
    assert!(pc(&world, ROOK).conditions.is_empty());
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(ROOK)));
}

#[test]
fn a_pc_saves_on_the_attribute_the_gm_named() {
    // STR 10 succeeds on 10 where DEX 9 would fail.
    let mut world = chapel();
    afflict(&mut world, ROOK, ConditionKind::Grappled, Attribute::Str);
    to_rooks_turn(&mut world, &[10]);
    assert!(pc(&world, ROOK).conditions.is_empty());
}

#[test]
fn an_adversary_saves_on_its_saves_value() {
    for (face, keeps) in [(10, true), (11, false)] {
        let mut world = chapel();
        adv_mut(&mut world, "Knight")
            .conditions
            .push(Condition::new(ConditionKind::Stunned, Attribute::Dex));
        set_turn(&mut world, CombatantRef::Pc(TESS));
        let out = run(&mut world, &gm(), Action::Next, &[face]).unwrap();
        assert_eq!(out.results[0].who, "Knight");
        let expected = if keeps {
            CombatantRef::Adversary(0)
        } else {
            CombatantRef::Pc(ROOK)
        };
        assert_eq!(enc(&world).turn, Some(expected), "face {face}");
    }
}

#[test]
fn every_condition_saves_and_any_lost_turn_loses_it() {
    let mut world = chapel();
    afflict(&mut world, ROOK, ConditionKind::Prone, Attribute::Dex);
    afflict(&mut world, ROOK, ConditionKind::Blinded, Attribute::Dex);
    let out = to_rooks_turn(&mut world, &[15, 15]);
    assert_eq!(out.results.len(), 2);
    assert!(
        out.events
            .contains(&Event::ActsBlinded { who: "Rook".into() })
    );
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(TESS)));
}

#[test]
fn when_everyone_loses_the_turn_the_pass_stops_after_one_cycle() {
    let mut world = chapel();
    afflict(&mut world, ROOK, ConditionKind::Stunned, Attribute::Dex);
    afflict(&mut world, TESS, ConditionKind::Stunned, Attribute::Dex);
    adv_mut(&mut world, "Knight")
        .conditions
        .push(Condition::new(ConditionKind::Stunned, Attribute::Dex));
    let out = to_rooks_turn(&mut world, &[15, 15, 15]);
    assert_eq!(out.results.len(), 3);
    assert_eq!(out.events.last(), Some(&Event::NobodyCanAct));
    assert_eq!(enc(&world).round, 2);
    // The next pass starts a new round; the stunned now save with advantage.
    let out = run(&mut world, &gm(), Action::Next, &[15, 2]).unwrap();
    assert!(out.events.contains(&Event::RoundStarted { round: 3 }));
    assert_eq!(enc(&world).turn, Some(CombatantRef::Pc(ROOK)));
}
