//! The console's `--json` line: `{"ok":…,"text":…,"rolls":[…],"outcome":…,"results":[…]}`,
//! plus whatever fields the reply's game adds.

use serde_json::{Value, json};

use super::{Style, text};
use crate::error::UserError;
use crate::games;
use crate::i18n::{self, Locale};
use crate::table::Reply;

pub fn reply(locale: Locale, reply: &Reply) -> Value {
    let mut value = json!({
        "ok": true,
        "text": text::reply(locale, reply, Style::Plain),
        "rolls": [],
        "outcome": null,
        "results": [],
    });
    match reply {
        Reply::Game(played) => {
            if let Some(seam) = games::seam(played.ruleset()) {
                seam.json(locale, played, &mut value);
            }
        }
        // A plain roll: every row's total and dice, as the roll log keeps them.
        Reply::Rolled { roll, again, .. } => {
            value["roll"] = json!(roll);
            value["again"] = json!(again);
        }
        // The export once, as JSON, beside its summary.
        Reply::DataExport(export) => {
            value["text"] = json!(super::data::export_summary(locale, export));
            value["export"] =
                serde_json::from_slice(&export.parts(usize::MAX).concat()).unwrap_or(Value::Null);
        }
        // The token that confirms a deletion, for scripts (the text shows the whole line).
        Reply::DataDeletion(crate::table::DataDeletion::Asked {
            confirm, counts, ..
        }) => {
            value["confirm"] = json!(confirm);
            value["counts"] = json!(counts);
        }
        Reply::RollStats(stats) => {
            value["stats"] = json!(
                stats
                    .sizes
                    .iter()
                    .map(|size| {
                        let verdict = match size.verdict {
                            crate::dice::fairness::Verdict::NotEnough => json!("not-enough"),
                            crate::dice::fairness::Verdict::Fair { p } => json!({ "fair": p }),
                            crate::dice::fairness::Verdict::Unusual { p, one_in } => {
                                json!({ "unusual": p, "one_in": one_in })
                            }
                        };
                        json!({
                            "game": size.game,
                            "sides": size.sides,
                            "count": size.count,
                            "mean": size.mean,
                            "faces": size.faces,
                            "verdict": verdict,
                        })
                    })
                    .collect::<Vec<_>>()
            );
        }
        Reply::Odds(report) => {
            value["odds"] = json!(
                report
                    .rows
                    .iter()
                    .map(|row| json!({
                        "label": super::rolls::row_label(locale, &row.label),
                        "count": row.count.to_string(),
                        "total": row.total.to_string(),
                        "probability": row.probability(),
                    }))
                    .collect::<Vec<_>>()
            );
        }
        Reply::Games { games, changed } => {
            value["games"] = json!(games);
            value["changed"] = json!(changed);
        }
        Reply::Undone { .. }
        | Reply::Log(_)
        | Reply::Settings { .. }
        | Reply::Help { .. }
        | Reply::SavedRolls(_)
        | Reply::DataDeletion(crate::table::DataDeletion::Deleted { .. }) => {}
        Reply::Shared(crate::table::Shared::Made { token, .. }) => {
            value["token"] = json!(token);
        }
        Reply::Shared(crate::table::Shared::Revoked { count }) => {
            value["revoked"] = json!(count);
        }
    }
    value
}

pub fn error(locale: Locale, error: &UserError) -> Value {
    let text = i18n::error(locale, error);
    json!({ "ok": false, "error": text, "text": text, "key": error.key, "rolls": [], "outcome": null, "results": [] })
}
