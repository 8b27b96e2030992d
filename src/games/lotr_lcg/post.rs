//! The LotR LCG combat phase on Discord: the reply embed, and the current step's select
//! menus and buttons (choose enemy, choose defender, undefended, choose hero, declare
//! attackers, continue). A click runs the same command line as typing it, as the user who
//! clicked, so the engine decides who may take each step.

use super::headline::headline;
use super::render::{self, Style as TextStyle};
use crate::i18n::{self, Locale};
use crate::present::controls::{Control, Label, Style};
use crate::present::{Post, Text, Tone, TrackerView};
use crate::rules::lotr_lcg::{Event, Outcome, Stage, Table, choices};

/// An action's reply: a headline naming who did what and what it led to, each event a
/// line (a step that passed over a player says so), and a status saying whose step it is
/// now, or which phase comes next.
pub fn post(locale: Locale, outcome: &Outcome, table: Option<&Table>) -> Post {
    let mut lines = render::event_story(locale, outcome, table);
    let (title, tone) = headline(locale, outcome, table).unzip();
    // A line the headline already says is not said twice.
    if let Some(title) = &title {
        let said = Text::parse(title).plain();
        if let Some(at) = lines.iter().position(|l| Text::parse(l).plain() == said) {
            lines.remove(at);
        }
    }
    let mut post = Post::new(tone.unwrap_or(Tone::Neutral)).lines(lines);
    if let Some(title) = title {
        // A title is emphasis enough: a line's bold reads as stray asterisks there.
        let mut title = Text::parse(&title);
        for span in &mut title.spans {
            span.strong = false;
        }
        // An event's own line as a title drops its closing full stop, as titles read.
        if let Some(last) = title.spans.iter_mut().rev().find(|s| !s.text.is_empty())
            && !last.typed
            && let Some(kept) = last.text.trim_end().strip_suffix('.')
        {
            last.text = kept.to_owned();
        }
        post = post.headline(title);
    } else {
        post = post.headline(i18n::plain(locale, "lotr-tracker-title"));
    }
    if let Some(status) = table.and_then(|t| status(locale, t)) {
        post = post.status(status);
    }
    post
}

/// Whose step it is and what it waits for; outside the combat phase, the phase that comes
/// next and who holds the first player token.
pub fn status(locale: Locale, table: &Table) -> Option<String> {
    if let Some(next) = render::prompt(locale, table) {
        return Some(next);
    }
    let first = table.first_player_name()?;
    let key = if table.combat_done_in == Some(table.round) {
        "lotr-status-refresh"
    } else {
        "lotr-status-before"
    };
    Some(i18n::text(locale, key, &[("player", first.into())]))
}

/// The table as the tracker: the phase, the step and whose step it is in the title, then
/// each seat (named with who plays it) with labelled life bars and stats for characters and
/// engaged enemies, threat, the staging area and the deck; what the phase waits for in the
/// status.
pub fn tracker(locale: Locale, table: &Table) -> TrackerView {
    let lines = render::table_lines(locale, table, TextStyle::Markdown);
    let mut view = TrackerView::new(render::title(locale, table)).lines(lines);
    if let Some(status) = status(locale, table) {
        view = view.status(status);
    }
    view
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
            controls.push(
                Control::button(
                    "/lcg refresh",
                    Label::new("button-lotr-refresh"),
                    Style::Secondary,
                )
                .on_tracker(),
            );
        } else if table.enemies.iter().any(|e| e.engaged_with.is_some()) {
            controls.push(
                Control::button(
                    "/combat start",
                    Label::new("button-lotr-start"),
                    Style::Secondary,
                )
                .on_tracker(),
            );
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
