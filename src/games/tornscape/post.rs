//! Tornscape on Discord: the reply embed (titled with the attack and its consequence), the
//! buttons for whoever chooses next, and the board as the tracker.

use super::render::{self, Style as TextStyle};
use crate::error::Arg;
use crate::i18n::{Locale, text};
use crate::present::controls::quoted;
use crate::present::controls::{Control, Label, Style};
use crate::present::{Post, Tone, TrackerView};
use crate::rules::tornscape::{
    Assignment, Counts, Encounter, Event, Outcome, Pause, Reaction, StrikeKind,
};

/// "Torgvar hits Noxtiis: 3 damage, Bleeding" for the first hit of the outcome.
fn title(locale: Locale, outcome: &Outcome) -> Option<String> {
    let hit = outcome.events.iter().find_map(|e| match e {
        Event::Hit(h) if h.kind != StrikeKind::Counter => Some(h),
        _ => None,
    })?;
    let marker = hit
        .marker
        .map(|k| format!(", {}", render::marker(locale, k.key())))
        .unwrap_or_default();
    Some(text(
        locale,
        "ts-embed-hit",
        &[
            ("attacker", hit.attacker.as_str().into()),
            ("target", hit.target.as_str().into()),
            ("damage", hit.damage.into()),
            ("marker", Arg::markup(marker)),
        ],
    ))
}

pub fn post(locale: Locale, outcome: &Outcome, encounter: Option<&Encounter>) -> Post {
    let lines = render::outcome_lines(locale, outcome, TextStyle::Markdown);
    let colour = if outcome
        .events
        .iter()
        .any(|e| matches!(e, Event::Killed { .. }))
    {
        Tone::Deadly
    } else if outcome
        .events
        .iter()
        .any(|e| matches!(e, Event::Hit(h) if h.damage > 0))
    {
        Tone::StrongHit
    } else if outcome.waiting().is_some() {
        Tone::Calm
    } else {
        Tone::Neutral
    };
    let mut post = Post::new(colour).lines(lines);
    if let Some(title) = title(locale, outcome) {
        post = post.headline(title);
    }
    if let Some(encounter) = encounter {
        post = post.status(render::status(locale, outcome, encounter));
    }
    post
}

pub fn tracker(locale: Locale, encounter: &Encounter) -> TrackerView {
    let view = render::board(locale, encounter, TextStyle::Markdown);
    TrackerView::new(render::title(locale, encounter)).lines(view.lines().map(str::to_owned))
}

fn assign_line(a: Assignment) -> String {
    format!(
        "/tornscape assign success-on-success:{} critical-on-success:{} critical-on-critical:{}",
        a.success_on_success, a.critical_on_success, a.critical_on_critical
    )
}

/// Buttons for the player whose choice the attack waits for, each labelled with what a
/// click does; otherwise ending the activation or the round.
pub fn controls(outcome: &Outcome, encounter: Option<&Encounter>) -> Vec<Control> {
    let Some(encounter) = encounter else {
        return Vec::new();
    };
    let mut controls = Vec::new();
    match outcome.waiting().filter(|_| encounter.exchange.is_some()) {
        Some(Pause::Reaction {
            counters, default, ..
        }) => {
            for (reaction, key) in [(Reaction::Defend, "defend"), (Reaction::Dodge, "dodge")] {
                controls.push(Control::button(
                    format!("/tornscape react reaction:{key}"),
                    Label::new(if reaction == *default {
                        "button-ts-defend-default"
                    } else {
                        "button-ts-dodge"
                    }),
                    if reaction == *default {
                        Style::Primary
                    } else {
                        Style::Secondary
                    },
                ));
            }
            for tile in counters.iter().take(3) {
                controls.push(Control::button(
                    format!("/tornscape react reaction:defend counter:{}", quoted(tile)),
                    Label::new("button-ts-counter").arg("tile", tile.as_str()),
                    Style::Danger,
                ));
            }
        }
        Some(Pause::AttackerReroll {
            rerolls,
            blank_attack,
            blank_mastery,
            ..
        }) => {
            controls.push(Control::button(
                "/tornscape accept",
                Label::new("button-ts-reroll-default").arg("count", *rerolls),
                Style::Primary,
            ));
            if *blank_mastery > 0 && *blank_attack > 0 {
                let mastery = u32::from(*blank_mastery).min(*rerolls);
                let attack = (rerolls - mastery).min(u32::from(*blank_attack));
                controls.push(Control::button(
                    format!("/tornscape reroll blank-mastery:{mastery} blank-attack:{attack}"),
                    Label::new("button-ts-reroll-mastery-first").arg("count", mastery),
                    Style::Secondary,
                ));
            }
            controls.push(Control::button(
                "/tornscape reroll",
                Label::new("button-ts-keep-roll"),
                Style::Secondary,
            ));
        }
        Some(Pause::DefenderReroll { rerolls, .. }) => {
            controls.push(Control::button(
                "/tornscape accept",
                Label::new("button-ts-reroll-defense").arg("count", *rerolls),
                Style::Primary,
            ));
            controls.push(Control::button(
                "/tornscape reroll",
                Label::new("button-ts-keep-roll"),
                Style::Secondary,
            ));
        }
        Some(Pause::Assign {
            counts,
            back,
            default,
            ..
        }) => {
            controls.push(Control::button(
                "/tornscape accept",
                Label::new("button-ts-assign-default")
                    .arg("ss", default.success_on_success)
                    .arg("cs", default.critical_on_success)
                    .arg("cc", default.critical_on_critical),
                Style::Primary,
            ));
            let counts = Counts::from(*counts);
            // Criticals on criticals first (stops their markers).
            let stop = Assignment::default_for(counts, false);
            if stop != *default {
                controls.push(Control::button(
                    assign_line(stop),
                    Label::new("button-ts-assign-criticals"),
                    Style::Secondary,
                ));
            }
            // Every critical kept for damage back.
            let keep = Assignment {
                success_on_success: default.success_on_success,
                critical_on_success: 0,
                critical_on_critical: 0,
            };
            if *back && keep != *default {
                controls.push(Control::button(
                    assign_line(keep),
                    Label::new("button-ts-assign-back"),
                    Style::Secondary,
                ));
            }
        }
        None => {
            if encounter.acting.is_some() {
                controls.push(Control::button(
                    "/next",
                    Label::new("button-ts-end-activation"),
                    Style::Secondary,
                ));
            }
            controls.push(Control::button(
                "/initiative",
                Label::new("button-next-round"),
                Style::Secondary,
            ));
        }
    }
    controls
}

/// The player whose choice the attack waits for, for an opted-in ping.
pub fn chooser(outcome: &Outcome, encounter: Option<&Encounter>) -> Option<i64> {
    encounter?.exchange.as_ref()?;
    outcome.waiting().map(Pause::owner)
}
