//! `/data`'s replies as text: what an export holds, what a deletion would remove (and how
//! to confirm it on the console; Discord draws a button instead), and what it removed; and
//! `/encounter share`'s link.

use crate::catalogue::DataScope;
use crate::error::Arg;
use crate::i18n::{Locale, plain, text};
use crate::render::Style;
use crate::table::{CONFIRM_WITHIN_MILLIS, DataDeletion, DataExport, Shared};

/// One line per table: its name as players know it, and how many rows.
fn tally(locale: Locale, counts: &[(String, u64)]) -> String {
    counts
        .iter()
        .map(|(table, count)| {
            text(
                locale,
                "data-table-line",
                &[
                    ("table", Arg::Markup(table.clone())),
                    ("count", i64::try_from(*count).unwrap_or(i64::MAX).into()),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// What an export holds (the file itself is sent beside it).
pub fn export_summary(locale: Locale, export: &DataExport) -> String {
    let rows = i64::try_from(export.rows()).unwrap_or(i64::MAX);
    let head = text(
        locale,
        "data-exported",
        &[
            ("scope", Arg::Markup(export.scope.key().into())),
            ("rows", rows.into()),
        ],
    );
    if export.tables.is_empty() {
        return head;
    }
    format!("{head}\n{}", tally(locale, &export.counts()))
}

/// A deletion asked or done. On the console (`Style::Plain`) a question ends with the line
/// that confirms it; Discord shows a button.
pub fn deletion(locale: Locale, deletion: &DataDeletion, style: Style) -> String {
    match deletion {
        DataDeletion::Asked { scope, counts, .. } if counts.is_empty() => text(
            locale,
            "data-delete-nothing",
            &[("scope", Arg::Markup(scope.key().into()))],
        ),
        DataDeletion::Asked {
            scope,
            counts,
            confirm,
        } => {
            let minutes = CONFIRM_WITHIN_MILLIS / 60_000;
            let ask = text(
                locale,
                "data-delete-ask",
                &[("scope", Arg::Markup(scope.key().into()))],
            );
            let how = match style {
                Style::Markdown => {
                    text(locale, "data-delete-press", &[("minutes", minutes.into())])
                }
                Style::Plain => text(
                    locale,
                    "data-delete-type",
                    &[
                        (
                            "line",
                            format!("/data delete scope:{} confirm:{confirm}", scope.key()).into(),
                        ),
                        ("minutes", minutes.into()),
                    ],
                ),
            };
            format!("{ask}\n{}\n{how}", tally(locale, counts))
        }
        DataDeletion::Deleted {
            scope,
            rows,
            scrubbed,
        } => {
            let mut out = text(
                locale,
                "data-deleted",
                &[
                    ("scope", Arg::Markup(scope.key().into())),
                    ("rows", i64::try_from(*rows).unwrap_or(i64::MAX).into()),
                ],
            );
            if *scope == DataScope::Mine {
                out.push('\n');
                out.push_str(&text(
                    locale,
                    "data-deleted-log",
                    &[("lines", i64::try_from(*scrubbed).unwrap_or(i64::MAX).into())],
                ));
                out.push('\n');
                out.push_str(&plain(locale, "data-deleted-undo"));
            }
            out
        }
    }
}

/// The console's export: the summary, then the whole export as one JSON document.
pub fn export_text(locale: Locale, export: &DataExport) -> String {
    let document = export.parts(usize::MAX).concat();
    format!(
        "{}\n{}",
        export_summary(locale, export),
        String::from_utf8_lossy(&document)
    )
}

/// The name of an export's file: `narrator-<server>-<scope>.json`, numbered when in parts.
pub fn export_file_name(export: &DataExport, part: usize, parts: usize) -> String {
    let base = format!("narrator-{}-{}", export.guild, export.scope.key());
    if parts <= 1 {
        format!("{base}.json")
    } else {
        format!("{base}-part-{part}-of-{parts}.json")
    }
}

/// `/encounter share`'s answer: the link (`base` followed by the token), or how many went.
pub fn shared(locale: Locale, shared: &Shared, base: &str) -> String {
    match shared {
        Shared::Made { token, hours } => {
            let link = format!("{base}{token}");
            let made = text(locale, "share-made", &[("link", Arg::Markup(link))]);
            let lasts = match hours {
                Some(hours) => text(locale, "share-expires", &[("hours", (*hours).into())]),
                None => plain(locale, "share-until-revoked"),
            };
            format!("{made}\n{lasts}")
        }
        Shared::Revoked { count } => text(
            locale,
            "share-revoked",
            &[("count", i64::try_from(*count).unwrap_or(i64::MAX).into())],
        ),
    }
}
