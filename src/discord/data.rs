//! `/data` on Discord: an export goes as JSON files beside its summary, one file to a
//! message so each request stays under the interaction's upload limit; a deletion asks with
//! a button (`dd:<token>`) that sends the same command with its confirmation.

use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateAttachment, CreateButton};

use super::embeds;
use super::respond::Outgoing;
use crate::i18n::{self, Locale};
use crate::render::{self, Style};
use crate::table::{DataDeletion, DataExport, read_confirm_token};

const CONFIRM_PREFIX: &str = "dd";

/// Discord's upload limit for a server without boosts, when an interaction does not say.
const DEFAULT_UPLOAD_LIMIT: usize = 8 * 1024 * 1024;
/// Room in each request for the message beside the file and the multipart framing: the
/// limit holds for the whole request, not only the file.
const REQUEST_OVERHEAD: usize = 64 * 1024;
/// The smallest part, whatever an interaction says.
const MIN_PART: usize = 4 * 1024;

/// The largest part for an interaction whose upload limit is `limit` (0: not said).
pub fn part_bytes(limit: u32) -> usize {
    let limit = match usize::try_from(limit) {
        Ok(0) | Err(_) => DEFAULT_UPLOAD_LIMIT,
        Ok(limit) => limit,
    };
    limit.saturating_sub(REQUEST_OVERHEAD).max(MIN_PART)
}

/// The export's messages: the summary with the first part, then one part each.
pub fn export_messages(locale: Locale, export: &DataExport, upload_limit: u32) -> Vec<Outgoing> {
    let parts = export.parts(part_bytes(upload_limit));
    let count = parts.len();
    let mut summary = i18n::markdown(|| render::data::export_summary(locale, export));
    if count > 1 {
        summary.push('\n');
        summary.push_str(&i18n::text(
            locale,
            "data-export-parts",
            &[("parts", i64::try_from(count).unwrap_or(i64::MAX).into())],
        ));
    }
    parts
        .into_iter()
        .enumerate()
        .map(|(n, bytes)| {
            let name = render::data::export_file_name(export, n + 1, count);
            let mut message = Outgoing {
                files: vec![CreateAttachment::bytes(bytes, name)],
                ephemeral: true,
                ..Outgoing::default()
            };
            if n == 0 {
                let title = i18n::plain(locale, "title-data-export");
                message.embeds = vec![embeds::text(
                    locale,
                    Some(&title),
                    &summary,
                    embeds::NEUTRAL,
                )];
            } else {
                message.note(&i18n::text(
                    locale,
                    "data-export-part",
                    &[
                        ("part", i64::try_from(n + 1).unwrap_or(i64::MAX).into()),
                        ("parts", i64::try_from(count).unwrap_or(i64::MAX).into()),
                    ],
                ));
            }
            message
        })
        .collect()
}

/// A deletion asked (with its button, when there is anything to delete) or done.
pub fn deletion_message(locale: Locale, deletion: &DataDeletion) -> Outgoing {
    let body = i18n::markdown(|| render::data::deletion(locale, deletion, Style::Markdown));
    let title = i18n::plain(locale, "title-data-delete");
    let embed = embeds::text(locale, Some(&title), &body, embeds::NEUTRAL);
    let mut message = Outgoing::embed(embed, true);
    if let DataDeletion::Asked {
        counts, confirm, ..
    } = deletion
        && !counts.is_empty()
    {
        let button = CreateButton::new(encode_confirm(confirm))
            .label(embeds::cut(&i18n::plain(locale, "button-data-delete"), 80))
            .style(ButtonStyle::Danger);
        message.components = vec![CreateActionRow::Buttons(vec![button])];
    }
    message
}

/// `dd:<token>`: at most 51 characters, within Discord's 100.
pub fn encode_confirm(token: &str) -> String {
    format!("{CONFIRM_PREFIX}:{token}")
}

/// A command as its words and `name:value` options.
type Line = (Vec<String>, Vec<(String, String)>);

/// The command a confirmation button sends: `/data delete scope:… confirm:…`; `None` for
/// other ids.
pub fn decode_confirm(custom_id: &str) -> Option<Line> {
    let token = custom_id.strip_prefix(CONFIRM_PREFIX)?.strip_prefix(':')?;
    let (scope, _, _) = read_confirm_token(token)?;
    Some((
        vec!["data".to_owned(), "delete".to_owned()],
        vec![
            ("scope".to_owned(), scope.key().to_owned()),
            ("confirm".to_owned(), token.to_owned()),
        ],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::DataScope;
    use crate::table::confirm_token;

    #[test]
    fn a_confirmation_id_round_trips_within_discords_limit_and_is_no_other_control() {
        let token = confirm_token(DataScope::Server, i64::MAX, i64::MAX);
        let id = encode_confirm(&token);
        assert!(id.len() <= 100, "{id}");
        let (words, options) = decode_confirm(&id).unwrap();
        assert_eq!(words, ["data", "delete"]);
        assert_eq!(options[0], ("scope".to_owned(), "server".to_owned()));
        assert_eq!(options[1], ("confirm".to_owned(), token));
        assert_eq!(decode_confirm("dd:nonsense"), None);
        assert_eq!(decode_confirm("ra:12"), None);
        assert_eq!(super::super::buttons::decode(&id), None);
        assert_eq!(super::super::rolls::decode_again(&id), None);
    }

    #[test]
    fn parts_leave_room_for_the_message_beside_them() {
        assert_eq!(part_bytes(0), DEFAULT_UPLOAD_LIMIT - REQUEST_OVERHEAD);
        assert_eq!(part_bytes(10_485_760), 10_485_760 - REQUEST_OVERHEAD);
        assert_eq!(part_bytes(1), MIN_PART);
        assert_eq!(part_bytes(72 * 1024), 8 * 1024);
    }
}
