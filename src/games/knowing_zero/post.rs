//! «Познание нуля» on Discord: the reply embed (its title names the actor and the
//! consequence), the tracker, and the controls — the bonus strike of an attack over
//! several targets, the end of the turn, a retreat. A click runs the same command line
//! as typing it, as the user who clicked, so the engine decides who may.

use super::render::{self, Style as TextStyle};
use crate::error::Arg;
use crate::i18n::{self, Locale, text};
use crate::present::controls::{Control, Label, MenuChoice, Style};
use crate::present::{Post, Tone, TrackerView};
use crate::rules::knowing_zero::{Event, Outcome, Side, Table};

/// The most bonus-strike buttons in one row; more strikes get a menu.
const BUTTONS: usize = 5;

fn title(locale: Locale, outcome: &Outcome) -> Option<String> {
    let m = |key: &str, args: &[(&str, Arg)]| Some(text(locale, key, args));
    for event in &outcome.events {
        match event {
            Event::GameWon { who, .. } => {
                return m(
                    "kz-title-game-won",
                    &[("who", render::who_plain(who, None))],
                );
            }
            Event::BattleEnded {
                winner: Some(side),
                moves,
                ..
            } => {
                if let Some(winner) = moves.last() {
                    return m(
                        "kz-title-battle-won",
                        &[("who", render::who_plain(&winner.who, Some(*side)))],
                    );
                }
            }
            _ => {}
        }
    }
    outcome.events.iter().find_map(|event| match event {
        Event::Attack(report) => {
            let mut targets: Vec<&str> = Vec::new();
            for s in &report.strikes {
                if !targets.contains(&s.target.as_str()) {
                    targets.push(&s.target);
                }
            }
            m(
                "kz-title-attack",
                &[
                    ("attacker", report.attacker.as_str().into()),
                    ("targets", targets.join(", ").into()),
                    ("total", report.total.into()),
                ],
            )
        }
        Event::ChooseBonusStrike { attacker, .. } => {
            m("kz-title-choose", &[("attacker", attacker.as_str().into())])
        }
        Event::Retreated { who, side } => m(
            "kz-title-retreat",
            &[("who", render::who_plain(who, Some(*side)))],
        ),
        Event::BattleStarted {
            attacker, defender, ..
        } => m(
            "kz-title-started",
            &[
                (
                    "attacker",
                    render::who_plain(attacker, Some(Side::Attacker)),
                ),
                (
                    "defender",
                    render::who_plain(defender, Some(Side::Defender)),
                ),
            ],
        ),
        Event::TurnOf { who, side, .. } => m(
            "kz-title-turn",
            &[("who", render::who_plain(who, Some(*side)))],
        ),
        _ => None,
    })
}

pub fn post(locale: Locale, outcome: &Outcome, table: &Table) -> Post {
    let lines: Vec<String> = outcome
        .events
        .iter()
        .flat_map(|e| render::event_lines(locale, e))
        .map(|l| render::styled(l, TextStyle::Markdown))
        .collect();
    let lines = if lines.is_empty() {
        vec![i18n::plain(locale, "reply-nothing-changed")]
    } else {
        lines
    };
    let colour = outcome
        .events
        .iter()
        .find_map(|e| match e {
            Event::GameWon { .. } | Event::BattleEnded { .. } => Some(Tone::Triumph),
            Event::Died { .. } => Some(Tone::Deadly),
            _ => None,
        })
        .or_else(|| {
            outcome.events.iter().find_map(|e| match e {
                Event::Attack(r) if r.total > 0 => Some(Tone::StrongHit),
                Event::Attack(_) => Some(Tone::Miss),
                Event::ChooseBonusStrike { .. } => Some(Tone::Calm),
                Event::Retreated { .. } => Some(Tone::Withdrawn),
                _ => None,
            })
        })
        .unwrap_or(Tone::Neutral);
    let mut post = Post::new(colour).lines(lines);
    if let Some(title) = title(locale, outcome) {
        post = post.headline(title);
    }
    if let Some(status) = render::status_line(locale, table) {
        post = post.status(status);
    }
    post
}

pub fn tracker(locale: Locale, table: &Table) -> TrackerView {
    let view = render::view(locale, table, TextStyle::Markdown);
    TrackerView::new(render::view_title(locale, table)).lines(view.lines().map(str::to_owned))
}

/// The bonus strike's choices while an attack waits for it; otherwise the end of the
/// turn, and a retreat while the turn is untouched.
pub fn controls(table: &Table) -> Vec<Control> {
    let Some(b) = table.battle.as_deref() else {
        return Vec::new();
    };
    if let Some(pending) = &b.pending {
        let label = |i: usize, target: &str, strength: u32| {
            Label::new("button-kz-strike")
                .arg("number", i + 1)
                .arg("target", target)
                .arg("strength", strength)
        };
        if pending.options.len() <= BUTTONS {
            return pending
                .options
                .iter()
                .enumerate()
                .map(|(i, (target, strength))| {
                    Control::button(
                        format!("/zero strike number:{}", i + 1),
                        label(i, target, *strength),
                        if i == 0 {
                            Style::Primary
                        } else {
                            Style::Secondary
                        },
                    )
                })
                .collect();
        }
        let choices = pending
            .options
            .iter()
            .enumerate()
            .map(|(i, (target, strength))| MenuChoice {
                value: (i + 1).to_string(),
                label: Some(label(i, target, *strength)),
                selected: false,
            })
            .collect();
        return vec![Control::choices(
            "/zero strike number:",
            Label::new("select-kz-strike"),
            choices,
            false,
        )];
    }
    let mut controls = vec![Control::button(
        "/next",
        Label::new("button-kz-next"),
        Style::Secondary,
    )];
    if b.turn.fresh() && b.retreat.is_none() {
        controls.push(Control::button(
            "/zero retreat",
            Label::new("button-kz-retreat"),
            Style::Danger,
        ));
    }
    controls
}

/// The player whose turn began, for an opted-in ping.
pub fn turn_owner(outcome: &Outcome, table: &Table) -> Option<i64> {
    outcome.events.iter().rev().find_map(|e| match e {
        Event::TurnOf { who, .. } if table.battle.is_some() => Some(who.user),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::controls;
    use crate::present::controls::Shape;
    use crate::rules::knowing_zero::{
        AttackOrder, Battle, FirstTurn, Pending, Side, Table, Turn, TurnKind, Who,
    };

    fn table(strikes: usize) -> Table {
        let who = |user| Who { user, label: None };
        let pending = (strikes > 0).then(|| Pending {
            attack: AttackOrder::default(),
            options: (0..strikes).map(|i| (format!("Target {i}"), 3)).collect(),
        });
        Table {
            battle: Some(Box::new(Battle {
                number: 1,
                host: 1,
                attacker: who(1),
                defender: who(2),
                first_turn: FirstTurn::Machine,
                turn: Turn::new(Side::Attacker, 1, TurnKind::Full),
                cards: Vec::new(),
                fallen: Vec::new(),
                fielded: (false, false),
                retreat: None,
                pending,
            })),
            ..Table::default()
        }
    }

    #[test]
    fn a_button_per_strike_up_to_five_then_a_menu() {
        let buttons = controls(&table(3));
        assert_eq!(buttons.len(), 3);
        assert_eq!(buttons[1].line, "/zero strike number:2");
        assert!(matches!(buttons[0].shape, Shape::Button { .. }));
        let menu = controls(&table(7));
        assert_eq!(menu.len(), 1);
        match &menu[0].shape {
            Shape::Menu { choices, .. } => assert_eq!(choices.len(), 7),
            Shape::Button { .. } => panic!("a menu beyond five strikes"),
        }
        assert_eq!(menu[0].line, "/zero strike number:");
    }

    #[test]
    fn an_untouched_turn_offers_its_end_and_a_retreat() {
        let lines: Vec<String> = controls(&table(0)).into_iter().map(|c| c.line).collect();
        assert_eq!(lines, ["/next", "/zero retreat"]);
        assert!(controls(&Table::default()).is_empty());
    }
}
