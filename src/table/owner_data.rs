//! `/data`: a player's or the server's data, exported as JSON or deleted on request. The
//! server's needs its owner or an Administrator; a player's own needs nobody's leave. A
//! deletion first says what would go and asks to confirm; the confirmation carries a token
//! naming the scope, the asker and when they asked, so it confirms only that, for them, for
//! a while.

use std::fmt::Write as _;

use super::{Reply, Request, TableService};
use crate::catalogue::{DataAsk, DataScope};
use crate::error::{Result, UserError};
use crate::store::owner_data::Whose;

/// The most an export may weigh, as JSON. Bounded so one request cannot hold the process's
/// memory; a server past it asks the bot's operator (docs/privacy.md).
pub const MAX_EXPORT_BYTES: usize = 64 * 1024 * 1024;

/// How long a deletion's confirmation stays good: as long as Discord lets the bot answer
/// the interaction that asked.
pub const CONFIRM_WITHIN_MILLIS: i64 = 15 * 60 * 1000;

/// The export's format name and version, at the head of every part.
pub const EXPORT_FORMAT: &str = "narrator-export";
pub const EXPORT_VERSION: u32 = 1;

/// Rows deleted per statement when a whole server goes at once.
const DELETE_BATCH: u32 = 500;

/// An export: every row of the scope, table by table, each row kept as its compact JSON
/// text (the export's own form, and lighter than parsed values).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataExport {
    pub scope: DataScope,
    pub guild: i64,
    /// Who asked (whose rows, for `mine`).
    pub user: i64,
    /// Milliseconds since the epoch.
    pub exported_at: i64,
    /// Tables in name order, each with its rows.
    pub tables: Vec<(String, Vec<String>)>,
}

impl DataExport {
    /// How many rows each table gave.
    pub fn counts(&self) -> Vec<(String, u64)> {
        self.tables
            .iter()
            .map(|(table, rows)| (table.clone(), rows.len() as u64))
            .collect()
    }

    pub fn rows(&self) -> u64 {
        self.tables.iter().map(|(_, rows)| rows.len() as u64).sum()
    }

    /// The export as JSON documents of at most `max_bytes` each, in order: every part has
    /// the same head with its own `part` and `parts`, and `tables` holds the rows that fit;
    /// a table's rows continue in the next part. A row is never split: one larger than
    /// `max_bytes` alone makes a part of its own. An empty export is one part.
    pub fn parts(&self, max_bytes: usize) -> Vec<Vec<u8>> {
        // Which rows go in which part, as runs of one table's rows. A part weighs its head
        // (with the widest numbers), each table's name and brackets, and its rows and commas.
        let head = self.head(u32::MAX, u32::MAX).len() + ",\"tables\":{}}".len();
        let mut plan: Vec<Vec<(usize, std::ops::Range<usize>)>> = vec![Vec::new()];
        let mut size = head;
        for (t, (table, rows)) in self.tables.iter().enumerate() {
            let opening = table.len() + "\"\":[],".len();
            for (r, row) in rows.iter().enumerate() {
                let continues = |part: &Vec<(usize, std::ops::Range<usize>)>| {
                    part.last().is_some_and(|(i, _)| *i == t)
                };
                let cost = |continues: bool| row.len() + 1 + if continues { 0 } else { opening };
                let Some(part) = plan.last_mut() else {
                    break;
                };
                let mut grows = cost(continues(part));
                if size + grows > max_bytes && !part.is_empty() {
                    plan.push(Vec::new());
                    size = head;
                    grows = cost(false);
                }
                size += grows;
                if let Some(part) = plan.last_mut() {
                    match part.last_mut() {
                        Some((i, range)) if *i == t => range.end = r + 1,
                        _ => part.push((t, r..r + 1)),
                    }
                }
            }
        }
        let parts = u32::try_from(plan.len()).unwrap_or(u32::MAX);
        plan.iter()
            .zip(1..)
            .map(|(runs, part)| {
                let mut out = self.head(part, parts);
                out.push_str(",\"tables\":{");
                for (n, (t, range)) in runs.iter().enumerate() {
                    let (table, rows) = &self.tables[*t];
                    if n > 0 {
                        out.push(',');
                    }
                    // Table names are plain identifiers from the schema.
                    let _ = write!(out, "\"{table}\":[");
                    for (k, row) in rows[range.clone()].iter().enumerate() {
                        if k > 0 {
                            out.push(',');
                        }
                        out.push_str(row);
                    }
                    out.push(']');
                }
                out.push_str("}}");
                out.into_bytes()
            })
            .collect()
    }

    /// A part's head, without its closing brace.
    fn head(&self, part: u32, parts: u32) -> String {
        format!(
            "{{\"format\":\"{EXPORT_FORMAT}\",\"version\":{EXPORT_VERSION},\"scope\":\"{}\",\"server\":\"{}\",\"user\":\"{}\",\"exported_at\":{},\"part\":{part},\"parts\":{parts}",
            self.scope.key(),
            self.guild,
            self.user,
            self.exported_at
        )
    }
}

/// What `/data delete` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DataDeletion {
    /// What would go, by table, and the token that confirms it.
    Asked {
        scope: DataScope,
        counts: Vec<(String, u64)>,
        confirm: String,
    },
    /// Gone: `rows` deleted, and `scrubbed` roll-log lines that no longer name the player.
    Deleted {
        scope: DataScope,
        rows: u64,
        scrubbed: u64,
    },
}

/// The token confirming a deletion of `scope` asked by `user` at `at` (ms).
pub fn confirm_token(scope: DataScope, user: i64, at: i64) -> String {
    format!("{}.{user}.{at}", scope.key())
}

/// Reads a confirmation token: its scope, asker and time.
pub fn read_confirm_token(token: &str) -> Option<(DataScope, i64, i64)> {
    let mut parts = token.trim().split('.');
    let scope = match parts.next()? {
        "mine" => DataScope::Mine,
        "server" => DataScope::Server,
        _ => return None,
    };
    let user = parts.next()?.parse().ok()?;
    let at = parts.next()?.parse().ok()?;
    parts.next().is_none().then_some((scope, user, at))
}

/// The record key of a used confirmation: negative, where Discord's ids are positive.
fn used_token_key(token: &str) -> i64 {
    let hash = crate::hash::stable_hash(token.trim().as_bytes()) >> 1;
    -i64::try_from(hash).unwrap_or(i64::MAX) - 1
}

impl TableService {
    pub(super) async fn data(&self, request: &Request, ask: &DataAsk) -> Result<Reply> {
        let scope = match ask {
            DataAsk::Export(scope) | DataAsk::Delete { scope, .. } => *scope,
        };
        if scope == DataScope::Server && !request.administrator {
            return Err(UserError::new("err-data-server-admin").into());
        }
        let whose = match scope {
            DataScope::Mine => Whose::Player {
                guild: request.guild,
                user: request.user,
            },
            DataScope::Server => Whose::Server(request.guild),
        };
        match ask {
            DataAsk::Export(_) => self.export(request, scope, whose).await,
            DataAsk::Delete {
                confirm: None,
                scope,
            } => {
                let counts = self.store.count_rows(whose).await?.into_iter().collect();
                Ok(Reply::DataDeletion(DataDeletion::Asked {
                    scope: *scope,
                    counts,
                    confirm: confirm_token(*scope, request.user, self.now_millis()),
                }))
            }
            DataAsk::Delete {
                confirm: Some(token),
                scope,
            } => self.delete(request, *scope, whose, token).await,
        }
    }

    async fn export(&self, request: &Request, scope: DataScope, whose: Whose) -> Result<Reply> {
        let mut tables: Vec<(String, Vec<String>)> = Vec::new();
        let mut bytes = 0usize;
        let limit = self.export_limit;
        self.store
            .each_row(whose, |table, row| {
                let text = row.to_string();
                bytes += text.len() + 1;
                if bytes > limit {
                    return Err(UserError::new("err-data-export-too-large")
                        .arg("megabytes", limit.div_ceil(1024 * 1024))
                        .into());
                }
                match tables.last_mut() {
                    Some((name, rows)) if name == table => rows.push(text),
                    _ => tables.push((table.to_owned(), vec![text])),
                }
                Ok(())
            })
            .await?;
        Ok(Reply::DataExport(Box::new(DataExport {
            scope,
            guild: request.guild,
            user: request.user,
            exported_at: self.now_millis(),
            tables,
        })))
    }

    async fn delete(
        &self,
        request: &Request,
        scope: DataScope,
        whose: Whose,
        token: &str,
    ) -> Result<Reply> {
        let now = self.now_millis();
        let confirmed = read_confirm_token(token).is_some_and(|(asked, user, at)| {
            asked == scope && user == request.user && at <= now && now - at <= CONFIRM_WITHIN_MILLIS
        });
        if !confirmed {
            return Err(UserError::new("err-data-confirm-stale").into());
        }
        // A confirmation deletes once: pressed twice, or its interaction delivered twice,
        // it finds its record. Kept with the interactions (as long as they are, well past
        // the token's own life), under a key no Discord id takes, apart from the server's
        // channels, whose records the deletion itself removes.
        if !self.first_refusal(used_token_key(token), 0).await {
            return Err(UserError::new("err-data-confirm-used").into());
        }
        let channels = self.store.channels_of_server(request.guild).await?;
        let (rows, scrubbed) = match whose {
            Whose::Server(guild) => (self.store.delete_server_now(guild, DELETE_BATCH).await?, 0),
            Whose::Player { guild, user } => self.store.delete_player_now(guild, user).await?,
        };
        // Nothing cached here may show or write back what went.
        self.forget_channels(&channels);
        if scope == DataScope::Server {
            self.forget_server(request.guild);
        }
        tracing::info!(
            guild = request.guild,
            scope = scope.key(),
            rows,
            scrubbed,
            "data deleted on request"
        );
        Ok(Reply::DataDeletion(DataDeletion::Deleted {
            scope,
            rows,
            scrubbed,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;
    use std::collections::BTreeMap;

    fn read_part(bytes: &[u8]) -> serde_json::Result<Value> {
        serde_json::from_slice(bytes)
    }

    fn export(tables: &[(&str, usize, usize)]) -> DataExport {
        DataExport {
            scope: DataScope::Server,
            guild: 7,
            user: 9,
            exported_at: 1_000,
            tables: tables
                .iter()
                .map(|(name, rows, width)| {
                    let rows = (0..*rows)
                        .map(|i| format!("{{\"id\":\"{i}\",\"pad\":\"{}\"}}", "x".repeat(*width)))
                        .collect();
                    ((*name).to_owned(), rows)
                })
                .collect(),
        }
    }

    /// Every table's rows, merged over the parts in order.
    fn merged(parts: &[Vec<u8>]) -> BTreeMap<String, Vec<Value>> {
        let mut out: BTreeMap<String, Vec<Value>> = BTreeMap::new();
        let total = parts.len() as u64;
        for (n, part) in parts.iter().enumerate() {
            let doc = read_part(part).unwrap();
            assert_eq!(doc["format"], EXPORT_FORMAT);
            assert_eq!(doc["part"].as_u64(), Some(n as u64 + 1));
            assert_eq!(doc["parts"].as_u64(), Some(total));
            assert_eq!(doc["server"], "7");
            for (table, rows) in doc["tables"].as_object().unwrap() {
                out.entry(table.clone())
                    .or_default()
                    .extend(rows.as_array().unwrap().iter().cloned());
            }
        }
        out
    }

    fn whole(export: &DataExport) -> BTreeMap<String, Vec<Value>> {
        export
            .tables
            .iter()
            .map(|(t, rows)| {
                (
                    t.clone(),
                    rows.iter()
                        .map(|r| serde_json::from_str(r).unwrap())
                        .collect(),
                )
            })
            .collect()
    }

    #[test]
    fn parts_stay_within_the_limit_and_merge_back_to_every_row() {
        let data = export(&[
            ("characters", 3, 40),
            ("roll_log", 200, 90),
            ("saved_rolls", 1, 5),
        ]);
        for max in [400, 700, 1_000, 4_096, 100_000] {
            let parts = data.parts(max);
            for part in &parts {
                assert!(part.len() <= max, "{} > {max}", part.len());
            }
            assert_eq!(merged(&parts), whole(&data), "max {max}");
            if max == 100_000 {
                assert_eq!(parts.len(), 1);
            } else {
                assert!(parts.len() > 1, "max {max}");
            }
        }
    }

    #[test]
    fn a_row_larger_than_a_part_goes_alone_and_whole() {
        let data = export(&[("a", 2, 10), ("channels", 1, 5_000), ("z", 2, 10)]);
        let parts = data.parts(1_000);
        assert_eq!(merged(&parts), whole(&data));
        let big: Vec<&Vec<u8>> = parts.iter().filter(|p| p.len() > 1_000).collect();
        assert_eq!(big.len(), 1);
        let doc = read_part(big[0]).unwrap();
        assert_eq!(doc["tables"].as_object().unwrap().len(), 1);
    }

    #[test]
    fn an_empty_export_is_one_part_with_no_tables() {
        let data = export(&[]);
        let parts = data.parts(1_000);
        assert_eq!(parts.len(), 1);
        let doc = read_part(&parts[0]).unwrap();
        assert_eq!(doc["tables"], serde_json::json!({}));
        assert_eq!(doc["parts"], 1);
    }

    #[test]
    fn a_confirmation_token_reads_back_and_refuses_anything_else() {
        let token = confirm_token(DataScope::Mine, 42, 1_700_000_000_000);
        assert_eq!(
            read_confirm_token(&token),
            Some((DataScope::Mine, 42, 1_700_000_000_000))
        );
        for bad in [
            "",
            "mine",
            "mine.42",
            "all.42.1",
            "mine.x.1",
            "mine.1.2.3",
            "server.1.y",
        ] {
            assert_eq!(read_confirm_token(bad), None, "{bad}");
        }
    }
}
