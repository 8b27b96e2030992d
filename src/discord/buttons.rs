//! Buttons and select menus, for every game's controls. A button carries the console line
//! it stands for and the channel version it was made for, so a click runs the same command
//! through the same checks, and a stale click is refused.

use poise::serenity_prelude::{
    ButtonStyle, ComponentInteraction, ComponentInteractionDataKind, CreateActionRow, CreateButton,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, Http,
};

use super::Data;
use super::flow::{self, Invocation};
use super::respond::Responder;

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

pub(crate) struct Button {
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

/// Quotes a name for a command line, escaping `"` and `\\` the way the console reads them.
pub(crate) fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('\\', "\\\\").replace('"', "\\\""))
}

/// A select menu: `line` ends with `option:` and the picked names complete it.
pub(crate) struct Select {
    pub placeholder: String,
    pub line: String,
    pub names: Vec<String>,
    /// Several picks at once (attackers).
    pub many: bool,
}

/// Select menus first (one row each, as Discord requires), then the buttons.
pub(crate) fn rows_with_selects(
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

pub(crate) fn rows(buttons: Vec<Button>, version: i64) -> Vec<CreateActionRow> {
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
