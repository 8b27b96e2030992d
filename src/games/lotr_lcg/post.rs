//! The LotR LCG combat phase on Discord: the reply embed, and the current step's select
//! menus and buttons (choose enemy, choose defender, undefended, choose hero, declare
//! attackers, continue). A click runs the same command line as typing it, as the user who
//! clicked, so the engine decides who may take each step.

use super::render::{self, Style as TextStyle};
use crate::i18n::{self, Locale};
use crate::present::controls::{Control, Label, Style};
use crate::present::{Post, Tone, TrackerView};
use crate::rules::lotr_lcg::{Event, Outcome, Stage, Table, choices};

pub fn post(locale: Locale, outcome: &Outcome, table: Option<&Table>) -> Post {
    let lines = render::outcome_lines(locale, outcome, table, TextStyle::Markdown);
    let colour = outcome
        .events
        .iter()
        .find_map(|e| match e {
            Event::Eliminated { .. } | Event::Defeated { .. } => Some(Tone::Deadly),
            _ => None,
        })
        .or_else(|| {
            outcome.events.iter().find_map(|e| match e {
                Event::EnemyDamage { damage, .. } | Event::PlayerAttack { damage, .. } => {
                    Some(if *damage > 0 {
                        Tone::StrongHit
                    } else {
                        Tone::Miss
                    })
                }
                Event::ShadowRevealed { .. } => Some(Tone::Shadow),
                _ => None,
            })
        })
        .unwrap_or(Tone::Neutral);
    Post::new(colour).lines(lines)
}

/// The table as the tracker: the round and whose step it is in the title, then each seat
/// (its player named by a mention that pings no one) with life bars for characters and
/// engaged enemies, threat, the staging area, the deck and what the phase waits for.
pub fn tracker(locale: Locale, table: &Table) -> TrackerView {
    let round = ("round", table.round.into());
    let title = match &table.combat {
        Some(combat) => i18n::text(
            locale,
            "tracker-title-turn",
            &[round, ("who", combat.stage.player().into())],
        ),
        None => i18n::text(
            locale,
            "lotr-view-round",
            &[
                round,
                ("player", table.first_player_name().unwrap_or("—").into()),
            ],
        ),
    };
    let lines = render::table_lines(locale, table, TextStyle::Markdown);
    TrackerView::new(title).lines(lines)
}

/// The user to ping when the step passed to another player (an opted-in ping).
pub fn step_owner(outcome: &Outcome, table: Option<&Table>) -> Option<i64> {
    let table = table?;
    let passed = outcome
        .events
        .iter()
        .any(|e| matches!(e, Event::StepStarted { .. }));
    let player = table.combat.as_ref()?.stage.player();
    passed
        .then(|| table.player(player).map(|p| p.user))
        .flatten()
}

fn continue_button(key: &'static str) -> Control {
    Control::button("/combat continue", Label::new(key), Style::Primary)
}

/// The controls for the step the combat phase waits at: a menu of what the step picks
/// from (the engine's `choices`), and the buttons that move it on.
pub fn controls(table: Option<&Table>) -> Vec<Control> {
    let Some(table) = table else {
        return Vec::new();
    };
    let mut controls = Vec::new();
    let Some(combat) = &table.combat else {
        // Once this round's combat phase is over, the next step is the refresh phase:
        // never a button that would start the phase again.
        if table.combat_done_in == Some(table.round) {
            controls.push(Control::button(
                "/lcg refresh",
                Label::new("button-lotr-refresh"),
                Style::Secondary,
            ));
        } else if table.enemies.iter().any(|e| e.engaged_with.is_some()) {
            controls.push(Control::button(
                "/combat start",
                Label::new("button-lotr-start"),
                Style::Secondary,
            ));
        }
        return controls;
    };
    let names = choices(table);
    let menu = |placeholder: &'static str, line: &str, many: bool| {
        Control::menu(line, Label::new(placeholder), names.clone(), many)
    };
    match &combat.stage {
        Stage::Dealt { .. } => controls.push(continue_button("button-lotr-continue")),
        Stage::ChooseEnemy { .. } => controls.push(menu(
            "select-lotr-attacking-enemy",
            "/combat enemy enemy:",
            false,
        )),
        Stage::DeclareDefender { .. } => {
            controls.push(menu(
                "select-lotr-defender",
                "/combat defend character:",
                false,
            ));
            controls.push(Control::button(
                "/combat undefended",
                Label::new("button-lotr-undefended"),
                Style::Danger,
            ));
        }
        Stage::RevealShadow { .. } => controls.push(continue_button("button-lotr-reveal")),
        Stage::DealDamage { .. } => controls.push(continue_button("button-lotr-damage")),
        Stage::ChooseHero { .. } => {
            // No hero left: the damage falls on no one, and continue says so.
            if names.is_empty() {
                controls.push(continue_button("button-lotr-damage"));
            }
            controls.push(menu("select-lotr-hero", "/combat hero hero:", false));
        }
        Stage::ChooseTarget { .. } => {
            controls.push(menu("select-lotr-target", "/combat enemy enemy:", false));
            controls.push(continue_button("button-lotr-end-attacks"));
        }
        Stage::DeclareAttackers { attackers, .. } => {
            controls.push(menu(
                "select-lotr-attackers",
                "/combat attackers names:",
                true,
            ));
            let key = if attackers.is_empty() {
                "button-lotr-no-attack"
            } else {
                "button-lotr-declare-attack"
            };
            controls.push(continue_button(key));
        }
        Stage::AttackDeclared { .. } => controls.push(continue_button("button-lotr-attack")),
    }
    controls
}
