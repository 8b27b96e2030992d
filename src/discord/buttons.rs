//! Buttons and select menus, for every game's controls. A control's id carries only the
//! channel version it was made for and a short token; the command line it stands for is
//! stored under that token (with the action, by the table service), so a click works after
//! a restart and in any process, runs the same command through the same checks as typing
//! it, and a stale click is refused.

use poise::serenity_prelude::{
    ButtonStyle, ComponentInteraction, ComponentInteractionDataKind, CreateActionRow, CreateButton,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, EditMessage, Http,
    MessageFlags,
};

use super::Data;
use super::embeds::cut;
use super::flow::{self, Invocation};
use super::respond::{Outgoing, Responder};
use crate::games::controls::{Control, MenuChoice, Shape, Style};
use crate::i18n::{self, Locale};
use crate::table::Click;

/// Discord's limits: 5 rows of 5 buttons, ids up to 100 characters, labels up to 80, a
/// menu's 25 options with values and labels up to 100 and a placeholder up to 150.
const PER_ROW: usize = 5;
const MAX_ROWS: usize = 5;
const MAX_LABEL: usize = 80;
const MAX_OPTIONS: usize = 25;
const MAX_OPTION_TEXT: usize = 100;
const MAX_PLACEHOLDER: usize = 150;
const PREFIX: &str = "nr";
/// A control that asks to confirm first: `nq:<version>:<token>`; its confirmation is the
/// same control's `nr:` id.
const ASK_PREFIX: &str = "nq";
/// What each asking control says it would do, by token, as last drawn: bounded, and a
/// click that finds nothing here gets a general question.
const MAX_QUESTIONS: usize = 4_096;
static QUESTIONS: std::sync::LazyLock<std::sync::Mutex<std::collections::HashMap<String, String>>> =
    std::sync::LazyLock::new(Default::default);

fn remember_question(token: &str, text: String) {
    if let Ok(mut map) = QUESTIONS.lock() {
        if map.len() >= MAX_QUESTIONS {
            map.clear();
        }
        map.insert(token.to_owned(), text);
    }
}

fn question(token: &str) -> Option<String> {
    QUESTIONS.lock().ok()?.get(token).cloned()
}

/// An asking control's token; `None` for any other id.
fn decode_question(custom_id: &str) -> Option<(i64, &str)> {
    let rest = custom_id.strip_prefix(ASK_PREFIX)?.strip_prefix(':')?;
    let (version, token) = rest.split_once(':')?;
    if token.is_empty() || token.contains(':') {
        return None;
    }
    Some((version.parse().ok()?, token))
}

/// `nr:<version>:<token>`, and `:<part>` for the parts of a long menu (ids within one
/// message must differ). At most 3 + 20 + 11 + 3 characters: always within Discord's 100.
pub fn encode(version: i64, token: &str, part: Option<usize>) -> String {
    match part {
        Some(part) => format!("{PREFIX}:{version}:{token}:{part}"),
        None => format!("{PREFIX}:{version}:{token}"),
    }
}

/// The version and token a control's id carries; `None` for ids not ours.
pub fn decode(custom_id: &str) -> Option<(i64, &str)> {
    let mut parts = custom_id.splitn(4, ':');
    if parts.next()? != PREFIX {
        return None;
    }
    let version = parts.next()?.parse().ok()?;
    let token = parts.next().filter(|t| !t.is_empty())?;
    Some((version, token))
}

/// A click: the stored line runs through the same flow as a typed command, as the user
/// who clicked, and only if the channel is still at the control's version.
pub async fn clicked(http: &Http, data: &Data, interaction: &ComponentInteraction) {
    if let Some((version, token)) = decode_question(&interaction.data.custom_id) {
        ask(http, interaction, version, token).await;
        return;
    }
    if let Some(logged) = super::rolls::decode_again(&interaction.data.custom_id) {
        roll_again(http, data, interaction, logged).await;
        return;
    }
    // A deletion's confirmation: the same command, confirmed (its own reply, like the
    // question, is the presser's alone).
    if let Some((words, options)) = super::data::decode_confirm(&interaction.data.custom_id) {
        let call = Invocation::of_click(interaction, words, options, None, false);
        flow::handle(http, data, Responder::Component(interaction), call).await;
        return;
    }
    let Some((version, token)) = decode(&interaction.data.custom_id) else {
        tracing::debug!(custom_id = %interaction.data.custom_id, "a component that is not ours");
        return;
    };
    let channel = super::ids::id(interaction.channel_id.get());
    let line = match data.service.control(channel, token).await {
        Ok(Some(line)) => line,
        // Gone (a control of a long-past version) or unreadable: refused as stale.
        Ok(None) | Err(_) => String::new(),
    };
    let click = Click {
        version,
        line: line.clone(),
    };
    // A select menu's line ends at its option; the picks complete it.
    let line = match &interaction.data.kind {
        ComponentInteractionDataKind::StringSelect { values } if !line.is_empty() => {
            format!(
                "{line}{}",
                crate::present::controls::quoted(&values.join(", "))
            )
        }
        _ => line,
    };
    let (words, options) = match crate::request::line::parse(&line) {
        Ok(Some(parsed)) => (parsed.words, parsed.options),
        // An expired control: refused by its version, as stale.
        _ => (vec!["next".to_owned()], Vec::new()),
    };
    // Read before the click is handled: a tracker that moves down meanwhile leaves the
    // clicked (old, deleted) message behind, which must not be edited.
    let on_tracker = data
        .service
        .tracker(channel)
        .await
        .ok()
        .flatten()
        .is_some_and(|t| t == super::ids::id(interaction.message.id.get()));
    // A control whose line is gone can only be stale: no offer will match it.
    let call = Invocation::of_click(interaction, words, options, Some(click), on_tracker);
    let handled = flow::handle(http, data, Responder::Component(interaction), call).await;
    // Game replies retire their clicked message in the click's own response; what is left
    // is a click answered some other way, or found stale, whose message's controls go so
    // nobody clicks them again. A click refused for another reason (not this player's
    // turn) leaves them for the player they are for. The tracker keeps its controls: its
    // next edit draws them afresh.
    let retire = !on_tracker
        && (matches!(handled, flow::Handled::Answered)
            || handled == flow::Handled::Refused(flow::STALE));
    if retire {
        retire_controls(http, &data.budget, interaction).await;
    }
}

/// A "roll again" click: `/roll` of the logged roll, as the clicker's own roll. The button
/// stays under its message for everyone (it is never retired).
async fn roll_again(http: &Http, data: &Data, interaction: &ComponentInteraction, logged: i64) {
    let call = Invocation::of_click(
        interaction,
        vec!["roll".to_owned()],
        vec![("again".to_owned(), logged.to_string())],
        None,
        false,
    );
    flow::handle(http, data, Responder::Component(interaction), call).await;
}

/// A control that would skip someone asks first, privately: what it would do, and a
/// button that does it. Nothing changes until that button is pressed.
async fn ask(http: &Http, interaction: &ComponentInteraction, version: i64, token: &str) {
    let locale = Locale::parse(&interaction.locale).unwrap_or(Locale::EnUs);
    let text = question(token).unwrap_or_else(|| i18n::plain(locale, "confirm-control"));
    let button = CreateButton::new(encode(version, token, None))
        .label(cut(&i18n::plain(locale, "button-confirm"), MAX_LABEL))
        .style(ButtonStyle::Danger);
    let message = Outgoing {
        embeds: vec![super::embeds::text(
            locale,
            None,
            &text,
            super::embeds::NEUTRAL,
        )],
        components: vec![CreateActionRow::Buttons(vec![button])],
        ephemeral: true,
        ..Outgoing::default()
    };
    let mut conversation =
        super::respond::Conversation::new(Responder::Component(interaction), http);
    if let Err(e) = conversation.send(message).await {
        tracing::warn!(error = %e, "could not ask to confirm a control");
    }
}

/// Removes the controls of the message a click came from; best effort (an ephemeral
/// message cannot be edited this way, and its controls go stale anyway).
async fn retire_controls(
    http: &Http,
    budget: &super::budget::Budget,
    interaction: &ComponentInteraction,
) {
    let message = &interaction.message;
    if message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL))
    {
        return;
    }
    let edit = EditMessage::new().components(Vec::new());
    budget.take().await;
    if let Err(e) = message
        .channel_id
        .edit_message(http, message.id, edit)
        .await
    {
        tracing::debug!(error = %e, message = message.id.get(), "could not retire the controls");
    }
}

/// Draws a reply's controls: menus first (one row each, as Discord requires; a menu of more
/// than 25 choices takes several rows of 25), then the buttons, five to a row. What does not
/// fit five rows is logged, never dropped silently.
pub fn render(locale: Locale, controls: &[Control], version: i64) -> Vec<CreateActionRow> {
    let mut rows = Vec::new();
    let mut dropped = 0usize;
    for control in controls {
        let Shape::Menu {
            placeholder,
            choices,
            many,
        } = &control.shape
        else {
            continue;
        };
        let chunks: Vec<&[MenuChoice]> = choices.chunks(MAX_OPTIONS).collect();
        let split = chunks.len() > 1;
        for (part, chunk) in chunks.iter().enumerate() {
            // Keep a row for the buttons.
            if rows.len() + 1 >= MAX_ROWS {
                dropped += chunk.len();
                continue;
            }
            let mut text = i18n::text(locale, placeholder.key, &placeholder.args);
            if split {
                text = format!(
                    "{text} ({}–{})",
                    part * MAX_OPTIONS + 1,
                    part * MAX_OPTIONS + chunk.len()
                );
            }
            let options = chunk
                .iter()
                .map(|choice| {
                    let label = match &choice.label {
                        Some(label) => i18n::text(locale, label.key, &label.args),
                        None => choice.value.clone(),
                    };
                    CreateSelectMenuOption::new(
                        cut(&label, MAX_OPTION_TEXT),
                        cut(&choice.value, MAX_OPTION_TEXT),
                    )
                    .default_selection(choice.selected)
                })
                .collect();
            let most = if *many { chunk.len() } else { 1 };
            rows.push(CreateActionRow::SelectMenu(
                CreateSelectMenu::new(
                    encode(version, &control.token, split.then_some(part)),
                    CreateSelectMenuKind::String { options },
                )
                .placeholder(cut(&text, MAX_PLACEHOLDER))
                .min_values(1)
                .max_values(u8::try_from(most).unwrap_or(1)),
            ));
        }
    }
    let buttons: Vec<CreateButton> = controls
        .iter()
        .filter_map(|control| {
            let Shape::Button { label, style } = &control.shape else {
                return None;
            };
            let text = i18n::text(locale, label.key, &label.args);
            let id = match &control.confirm {
                Some(why) => {
                    remember_question(&control.token, i18n::text(locale, why.key, &why.args));
                    format!("{ASK_PREFIX}:{version}:{}", control.token)
                }
                None => encode(version, &control.token, None),
            };
            Some(
                CreateButton::new(id)
                    .label(cut(&text, MAX_LABEL))
                    .style(match style {
                        Style::Primary => ButtonStyle::Primary,
                        Style::Secondary => ButtonStyle::Secondary,
                        Style::Danger => ButtonStyle::Danger,
                    }),
            )
        })
        .collect();
    let room = (MAX_ROWS - rows.len()) * PER_ROW;
    if buttons.len() > room {
        dropped += buttons.len() - room;
    }
    rows.extend(
        buttons
            .into_iter()
            .take(room)
            .collect::<Vec<_>>()
            .chunks(PER_ROW)
            .map(|row| CreateActionRow::Buttons(row.to_vec())),
    );
    if dropped > 0 {
        tracing::warn!(
            dropped,
            "controls beyond Discord's five rows were not shown"
        );
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::controls::Label;

    #[test]
    fn ids_round_trip_and_foreign_ids_are_ignored() {
        let id = encode(12, "a1B2c3D4e5F", None);
        assert_eq!(decode(&id), Some((12, "a1B2c3D4e5F")));
        assert_eq!(decode(&encode(12, "tok", Some(2))), Some((12, "tok")));
        assert_eq!(decode("other:1:tok"), None);
        assert_eq!(decode("nr:x:tok"), None);
        assert_eq!(decode("nr:1:"), None);
        assert_eq!(decode_question("nq:12:tok"), Some((12, "tok")));
        assert_eq!(decode_question("nr:12:tok"), None);
        assert_eq!(decode_question("nq:12:"), None);
        assert_eq!(
            decode("nq:12:tok"),
            None,
            "an asking id never runs by itself"
        );
        assert!(encode(i64::MAX, "a1B2c3D4e5F", Some(3)).len() <= 100);
    }

    #[test]
    fn long_menus_take_several_rows_and_keep_a_row_for_buttons() {
        let names: Vec<String> = (0..60).map(|i| format!("Enemy {i}")).collect();
        let mut controls = vec![Control::menu(
            "/combat enemy enemy:",
            Label::new("select-lotr-target"),
            names,
            false,
        )];
        controls.push(Control::button(
            "/combat continue",
            Label::new("button-lotr-end-attacks"),
            Style::Primary,
        ));
        let rows = render(Locale::EnUs, &controls, 3);
        assert_eq!(
            rows.len(),
            4,
            "three menus of 25, 25 and 10, and the button row"
        );
        let json = serde_json::to_value(&rows).unwrap_or_default();
        let ids: Vec<&str> = json
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|row| row["components"][0]["custom_id"].as_str())
            .collect();
        let mut unique = ids.clone();
        unique.dedup();
        assert_eq!(
            unique.len(),
            ids.len(),
            "ids within a message differ: {ids:?}"
        );
    }
}
