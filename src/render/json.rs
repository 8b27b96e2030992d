//! The console's `--json` line: `{"ok":…,"text":…,"rolls":[…],"outcome":…,"results":[…]}`.

use serde_json::{Value, json};

use super::{Style, text};
use crate::error::UserError;
use crate::i18n::{self, Locale};
use crate::rules::flail::RollResult;
use crate::table::Reply;

pub fn reply(locale: Locale, reply: &Reply) -> Value {
    let results: &[RollResult] = match reply {
        Reply::Action { outcome, .. } => &outcome.results,
        _ => &[],
    };
    let entries: Vec<Value> = results
        .iter()
        .map(|r| {
            json!({
                "kind": r.kind,
                "who": r.who,
                "outcome": r.outcome.key(),
                "rolls": r.rolls,
                "pending": r.pending,
                "detail": r.detail,
            })
        })
        .collect();
    let first = results.first();
    let mut value = json!({
        "ok": true,
        "text": text::reply(locale, reply, Style::Plain),
        "rolls": first.map(|r| json!(r.rolls)).unwrap_or_else(|| json!([])),
        "outcome": first.map(|r| json!(r.outcome.key())).unwrap_or(Value::Null),
        "results": entries,
    });
    match reply {
        Reply::Action { outcome, .. } => value["events"] = json!(outcome.events),
        Reply::MageWars { outcome, arena, .. } => {
            value["events"] = json!(outcome.events);
            value["arena"] = json!(arena);
        }
        Reply::Arena { arena, .. } => value["arena"] = json!(arena),
        Reply::Lcg { outcome, table, .. } => {
            value["events"] = json!(outcome.events);
            value["table"] = json!(table);
        }
        Reply::LcgTable { table, .. } => value["table"] = json!(table),
        // A plain roll: every row's total and dice, as the roll log keeps them.
        Reply::Rolled { roll, .. } => value["roll"] = json!(roll),
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
        _ => {}
    }
    value
}

pub fn error(locale: Locale, error: &UserError) -> Value {
    let text = i18n::error(locale, error);
    json!({ "ok": false, "error": text, "text": text, "key": error.key, "rolls": [], "outcome": null, "results": [] })
}
