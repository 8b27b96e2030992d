//! Buttons where a player would otherwise type a follow-up: the defender's armour choice,
//! the fumble choice, Death-table rolls after the fight, "Next turn". A button carries the
//! console line it stands for and the channel version it was made for, so a click runs the
//! same command through the same checks, and a stale click is refused.

use poise::serenity_prelude::{
    ButtonStyle, ComponentInteraction, ComponentInteractionDataKind, CreateActionRow, CreateButton,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, Http,
};

use super::Data;
use super::flow::{self, Invocation};
use super::respond::Responder;

use crate::i18n::{self, Locale};
use crate::render;
use crate::rules::flail::model::{ArmourPiece, Pending, Table};
use crate::rules::flail::{Event, Outcome};

/// Discord's limits: 5 rows of 5 buttons, ids up to 100 characters, labels up to 80.
const PER_ROW: usize = 5;
const MAX_BUTTONS: usize = 25;
const MAX_CUSTOM_ID: usize = 100;
const MAX_LABEL: usize = 80;
const PREFIX: &str = "nr";
/// A select menu: up to 25 options, a placeholder up to 150 characters.
const MAX_OPTIONS: usize = 25;
const MAX_PLACEHOLDER: usize = 150;
const MAX_ROWS: usize = 5;

pub(super) struct Button {
    pub label: String,
    pub line: String,
    pub style: ButtonStyle,
}

/// `nr:<version>:<command line>`.
pub fn encode(version: i64, line: &str) -> Option<String> {
    let id = format!("{PREFIX}:{version}:{line}");
    (id.chars().count() <= MAX_CUSTOM_ID).then_some(id)
}

/// The version and command line a button stands for; `None` for ids not ours.
pub fn decode(custom_id: &str) -> Option<(i64, &str)> {
    let mut parts = custom_id.splitn(3, ':');
    if parts.next()? != PREFIX {
        return None;
    }
    let version = parts.next()?.parse().ok()?;
    Some((version, parts.next()?))
}

/// A click: the button's command line runs through the same flow as a typed command,
/// as the user who clicked, and only if the channel is still at the button's version.
pub async fn clicked(http: &Http, data: &Data, interaction: &ComponentInteraction) {
    let Some((version, line)) = decode(&interaction.data.custom_id) else {
        tracing::debug!(custom_id = %interaction.data.custom_id, "a component that is not ours");
        return;
    };
    // A select menu's id holds its line up to the option; the picks complete it.
    let picked;
    let line = match &interaction.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => {
            picked = format!("{line}{}", quoted(&values.join(", ")));
            picked.as_str()
        }
        _ => line,
    };
    let (words, options) = match crate::console::line::parse(line) {
        Ok(Some(parsed)) => (parsed.words, parsed.options),
        // Only the bot writes these lines; a bad one is refused like any unknown command.
        _ => (vec![line.to_owned()], Vec::new()),
    };
    let call = Invocation {
        guild: interaction.guild_id,
        channel: interaction.channel_id,
        user: &interaction.user,
        member: interaction.member.as_ref(),
        user_locale: &interaction.locale,
        guild_locale: interaction.guild_locale.as_deref(),
        app_permissions: interaction.app_permissions,
        words,
        options,
        expected_version: Some(version),
    };
    flow::handle(http, data, Responder::Component(interaction), call).await;
}

/// Quotes a name for a command line (names never contain quotes; see `validate_name`).
pub(super) fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('"', ""))
}

/// The buttons an action's reply offers.
pub fn for_action(
    locale: Locale,
    outcome: &Outcome,
    table: &Table,
    version: i64,
) -> Vec<CreateActionRow> {
    let mut buttons = Vec::new();
    for event in &outcome.events {
        match event {
            Event::ArmourChoice { ones, pieces, .. } => {
                let others = pieces.len() > 1;
                for (piece, free) in pieces {
                    let dots = (*free).min(*ones);
                    buttons.push(Button {
                        label: i18n::text(
                            locale,
                            "button-armour",
                            &[
                                ("piece", render::piece(locale, *piece).into()),
                                ("dots", dots.into()),
                            ],
                        ),
                        line: format!(
                            "/armour piece:{} dots:{dots} more:{}",
                            piece.key(),
                            others && dots < *ones
                        ),
                        style: ButtonStyle::Primary,
                    });
                }
                buttons.push(Button {
                    label: i18n::plain(locale, "button-take-hit"),
                    line: format!("/armour piece:{} dots:0", ArmourPiece::Basic.key()),
                    style: ButtonStyle::Secondary,
                });
            }
            Event::FumbleChoice { allies, .. } => {
                for ally in allies {
                    buttons.push(Button {
                        label: i18n::text(
                            locale,
                            "button-fumble-ally",
                            &[("ally", ally.as_str().into())],
                        ),
                        line: format!("/fumble ally:{}", quoted(ally)),
                        style: ButtonStyle::Danger,
                    });
                }
                let weapon = table.encounter.as_ref().and_then(|e| {
                    e.pending.iter().find_map(|p| match p {
                        Pending::Fumble(f) => Some(f.weapon.clone()),
                        Pending::Armour(_) => None,
                    })
                });
                if let Some(weapon) = weapon.filter(|w| !w.is_empty()) {
                    buttons.push(Button {
                        label: i18n::text(
                            locale,
                            "button-fumble-item",
                            &[("item", weapon.as_str().into())],
                        ),
                        line: format!("/fumble item:{}", quoted(&weapon)),
                        style: ButtonStyle::Secondary,
                    });
                }
            }
            Event::DeathRollsOffered { who } => {
                for name in who {
                    buttons.push(Button {
                        label: i18n::text(
                            locale,
                            "button-deathroll",
                            &[("who", name.as_str().into())],
                        ),
                        line: format!("/deathroll character:{}", quoted(name)),
                        style: ButtonStyle::Danger,
                    });
                }
            }
            _ => {}
        }
    }
    let fighting = table
        .encounter
        .as_ref()
        .is_some_and(|e| e.started() && e.turn.is_some() && e.pending.is_empty());
    if fighting {
        buttons.push(Button {
            label: i18n::plain(locale, "button-next"),
            line: "/next".to_owned(),
            style: ButtonStyle::Secondary,
        });
    }
    rows(buttons, version)
}

/// Mage Wars: one "Counterstrike" button per melee attack of the defender offered one,
/// and "Next" (end the action phase) while the action stage runs.
pub fn for_mage_wars(
    locale: Locale,
    outcome: &crate::rules::mage_wars::Outcome,
    arena: Option<&crate::rules::mage_wars::Arena>,
    version: i64,
) -> Vec<CreateActionRow> {
    use crate::rules::mage_wars::{Event as MwEvent, Reach, Stage};
    let Some(arena) = arena.filter(|a| !a.over) else {
        return Vec::new();
    };
    let mut buttons = Vec::new();
    for event in &outcome.events {
        let MwEvent::CounterstrikeOffered { defender, attacker } = event else {
            continue;
        };
        let melee = arena
            .objects
            .iter()
            .find(|o| &o.name == defender)
            .into_iter()
            .flat_map(|o| &o.attacks)
            .filter(|a| a.reach == Reach::Melee && !a.barrier);
        for attack in melee {
            buttons.push(Button {
                label: i18n::text(
                    locale,
                    "button-counterstrike",
                    &[
                        ("defender", defender.as_str().into()),
                        ("attack", attack.name.as_str().into()),
                    ],
                ),
                line: format!(
                    "/attack as:{} target:{} weapon:{} counter:true",
                    quoted(defender),
                    quoted(attacker),
                    quoted(&attack.name)
                ),
                style: ButtonStyle::Danger,
            });
        }
    }
    if matches!(arena.stage, Stage::Actions { .. }) {
        buttons.push(Button {
            label: i18n::plain(locale, "button-end-phase"),
            line: "/next".to_owned(),
            style: ButtonStyle::Secondary,
        });
    } else if arena.round > 0 {
        buttons.push(Button {
            label: i18n::plain(locale, "button-next-round"),
            line: "/initiative".to_owned(),
            style: ButtonStyle::Secondary,
        });
    }
    rows(buttons, version)
}

/// A select menu: `line` ends with `option:` and the picked names complete it.
pub(super) struct Select {
    pub placeholder: String,
    pub line: String,
    pub names: Vec<String>,
    /// Several picks at once (attackers).
    pub many: bool,
}

/// Select menus first (one row each, as Discord requires), then the buttons.
pub(super) fn rows_with_selects(
    selects: Vec<Select>,
    buttons: Vec<Button>,
    version: i64,
) -> Vec<CreateActionRow> {
    let mut rows: Vec<CreateActionRow> = selects
        .into_iter()
        .filter(|s| !s.names.is_empty())
        .filter_map(|s| {
            let id = encode(version, &s.line)?;
            let names: Vec<String> = s.names.into_iter().take(MAX_OPTIONS).collect();
            let most = if s.many { names.len() } else { 1 };
            let options = names
                .into_iter()
                .map(|n| CreateSelectMenuOption::new(super::embeds::cut(&n, MAX_LABEL), n))
                .collect();
            Some(CreateActionRow::SelectMenu(
                CreateSelectMenu::new(id, CreateSelectMenuKind::String { options })
                    .placeholder(super::embeds::cut(&s.placeholder, MAX_PLACEHOLDER))
                    .min_values(1)
                    .max_values(u8::try_from(most).unwrap_or(1)),
            ))
        })
        .take(MAX_ROWS - 1)
        .collect();
    let room = (MAX_ROWS - rows.len()) * PER_ROW;
    let buttons: Vec<Button> = buttons.into_iter().take(room).collect();
    rows.extend(self::rows(buttons, version));
    rows
}

fn rows(buttons: Vec<Button>, version: i64) -> Vec<CreateActionRow> {
    let made: Vec<CreateButton> = buttons
        .into_iter()
        .filter_map(|b| {
            let id = encode(version, &b.line)?;
            Some(
                CreateButton::new(id)
                    .label(super::embeds::cut(&b.label, MAX_LABEL))
                    .style(b.style),
            )
        })
        .take(MAX_BUTTONS)
        .collect();
    made.chunks(PER_ROW)
        .map(|row| CreateActionRow::Buttons(row.to_vec()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_round_trip_and_foreign_ids_are_ignored() {
        let id = encode(12, "/deathroll character:\"Rook\"").unwrap_or_default();
        assert_eq!(decode(&id), Some((12, "/deathroll character:\"Rook\"")));
        assert_eq!(decode("other:1:/next"), None);
        assert_eq!(decode("nr:x:/next"), None);
        assert_eq!(encode(1, &"x".repeat(100)), None);
    }
}
