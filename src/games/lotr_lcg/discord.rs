//! The LotR LCG combat phase on Discord: the reply embed, and the current step's select
//! menus and buttons (choose enemy, choose defender, undefended, choose hero, declare
//! attackers, continue). A click runs the same command line as typing it, as the user who
//! clicked, so the engine decides who may take each step.

use poise::serenity_prelude::{ButtonStyle, Colour, CreateActionRow, CreateEmbed};

use super::render::{self, Style};
use crate::discord::buttons::{Button, Select, rows_with_selects};
use crate::discord::embeds::{self, NEUTRAL};
use crate::i18n::{Locale, plain};
use crate::rules::lotr_lcg::{Event, Outcome, Stage, Table, choices};

pub fn embed(locale: Locale, outcome: &Outcome, table: Option<&Table>) -> CreateEmbed {
    let lines = render::outcome_lines(locale, outcome, table, Style::Markdown);
    let colour = outcome
        .events
        .iter()
        .find_map(|e| match e {
            Event::Eliminated { .. } | Event::Defeated { .. } => Some(Colour(0x8B0000)),
            _ => None,
        })
        .or_else(|| {
            outcome.events.iter().find_map(|e| match e {
                Event::EnemyDamage { damage, .. } | Event::PlayerAttack { damage, .. } => {
                    Some(if *damage > 0 {
                        Colour(0xE67E22)
                    } else {
                        Colour(0x95A5A6)
                    })
                }
                Event::ShadowRevealed { .. } => Some(Colour(0x4B0082)),
                _ => None,
            })
        })
        .unwrap_or(NEUTRAL);
    embeds::text(locale, None, &lines.join("\n"), colour)
}

pub fn tracker_embed(locale: Locale, table: &Table) -> CreateEmbed {
    let view = render::table_view(locale, table, Style::Markdown);
    embeds::text(
        locale,
        Some(&plain(locale, "lotr-tracker-title")),
        &view,
        NEUTRAL,
    )
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

fn continue_button(locale: Locale, key: &str) -> Button {
    Button {
        label: plain(locale, key),
        line: "/combat continue".to_owned(),
        style: ButtonStyle::Primary,
    }
}

/// The controls for the step the combat phase waits at: a menu of what the step picks
/// from (the engine's `choices`), and the buttons that move it on.
pub fn components(locale: Locale, table: Option<&Table>, version: i64) -> Vec<CreateActionRow> {
    let Some(table) = table else {
        return Vec::new();
    };
    let mut buttons = Vec::new();
    let Some(combat) = &table.combat else {
        if table.enemies.iter().any(|e| e.engaged_with.is_some()) {
            buttons.push(Button {
                label: plain(locale, "button-lotr-start"),
                line: "/combat start".to_owned(),
                style: ButtonStyle::Secondary,
            });
        }
        return rows_with_selects(Vec::new(), buttons, version);
    };
    let names = choices(table);
    let menu = |placeholder: &str, line: &str, many: bool| Select {
        placeholder: plain(locale, placeholder),
        line: line.to_owned(),
        names: names.clone(),
        many,
    };
    let select = match &combat.stage {
        Stage::Dealt { .. } => {
            buttons.push(continue_button(locale, "button-lotr-continue"));
            None
        }
        Stage::ChooseEnemy { .. } => Some(menu(
            "select-lotr-attacking-enemy",
            "/combat enemy enemy:",
            false,
        )),
        Stage::DeclareDefender { .. } => {
            buttons.push(Button {
                label: plain(locale, "button-lotr-undefended"),
                line: "/combat undefended".to_owned(),
                style: ButtonStyle::Danger,
            });
            Some(menu(
                "select-lotr-defender",
                "/combat defend character:",
                false,
            ))
        }
        Stage::RevealShadow { .. } => {
            buttons.push(continue_button(locale, "button-lotr-reveal"));
            None
        }
        Stage::DealDamage { .. } => {
            buttons.push(continue_button(locale, "button-lotr-damage"));
            None
        }
        Stage::ChooseHero { .. } => {
            // No hero left: the damage falls on no one, and continue says so.
            if names.is_empty() {
                buttons.push(continue_button(locale, "button-lotr-damage"));
            }
            Some(menu("select-lotr-hero", "/combat hero hero:", false))
        }
        Stage::ChooseTarget { .. } => {
            buttons.push(continue_button(locale, "button-lotr-end-attacks"));
            Some(menu("select-lotr-target", "/combat enemy enemy:", false))
        }
        Stage::DeclareAttackers { attackers, .. } => {
            let key = if attackers.is_empty() {
                "button-lotr-no-attack"
            } else {
                "button-lotr-attack"
            };
            buttons.push(continue_button(locale, key));
            Some(menu(
                "select-lotr-attackers",
                "/combat attackers names:",
                true,
            ))
        }
    };
    rows_with_selects(select.into_iter().collect(), buttons, version)
}
