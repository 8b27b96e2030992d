//! The fast path of a group commit: the versions of every row the batch writes are read
//! (and, on PostgreSQL, locked) with one query per table; then every accepted action is
//! written with one statement per table. An action whose rows moved on is refused alone.

use std::collections::HashMap;

use sqlx::any::AnyRow;
use sqlx::{AnyConnection, AssertSqlSafe, Row};

use super::Backend;
use super::writes::{
    ActionWrite, CharacterChange, Committed, MARK_LOG_UNDONE, TRIM_HISTORY, WriteError,
    history_chars_json, name_key,
};

/// A bound value: the batched statements mix integers and text.
enum Param<'a> {
    Int(i64),
    Text(&'a str),
    Owned(String),
}

/// Rows of `(CAST($n AS …), …)` with their parameters (PostgreSQL cannot infer the types
/// of bare parameters in a VALUES list). Numbered when added to a [`Script`].
struct Values<'a> {
    rows: Vec<Vec<Param<'a>>>,
}

impl<'a> Values<'a> {
    fn new() -> Self {
        Values { rows: Vec::new() }
    }

    fn row(&mut self, row: Vec<Param<'a>>) {
        self.rows.push(row);
    }

    fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }
}

/// The batch's statements. SQLite runs them as one multi-statement call (each round trip
/// to sqlx's SQLite worker thread costs more than the statement itself); PostgreSQL,
/// whose protocol takes one parameterised statement at a time, runs them in order.
struct Script<'a> {
    statements: Vec<String>,
    params: Vec<Param<'a>>,
}

impl<'a> Script<'a> {
    fn new() -> Self {
        Script {
            statements: Vec::new(),
            params: Vec::new(),
        }
    }

    /// Adds `template` with `{values}` replaced by the numbered rows.
    fn values(&mut self, template: &str, values: Values<'a>) {
        let mut rendered = String::new();
        for row in values.rows {
            if !rendered.is_empty() {
                rendered.push_str(", ");
            }
            rendered.push('(');
            for (i, param) in row.into_iter().enumerate() {
                if i > 0 {
                    rendered.push_str(", ");
                }
                let cast = if matches!(param, Param::Int(_)) {
                    "BIGINT"
                } else {
                    "TEXT"
                };
                self.params.push(param);
                rendered.push_str(&format!("CAST(${} AS {cast})", self.params.len()));
            }
            rendered.push(')');
        }
        self.statements
            .push(template.replace("{values}", &rendered));
    }

    /// Adds `template` with `{ids}` replaced by a numbered list of integers.
    fn ids(&mut self, template: &str, ids: &[i64]) {
        let mut list = Vec::with_capacity(ids.len());
        for id in ids {
            self.params.push(Param::Int(*id));
            list.push(format!("${}", self.params.len()));
        }
        self.statements
            .push(template.replace("{ids}", &list.join(", ")));
    }

    /// Adds a statement with its own parameters, written as `$1…` and renumbered here.
    fn plain(&mut self, template: &str, params: Vec<Param<'a>>) {
        let mut sql = template.to_owned();
        // Renumber from the highest so `$1` does not clobber `$10`.
        for n in (1..=params.len()).rev() {
            sql = sql.replace(&format!("${n}"), &format!("$#{}", self.params.len() + n));
        }
        self.statements.push(sql.replace("$#", "$"));
        self.params.extend(params);
    }

    fn bind(
        query: sqlx::query::Query<'a, sqlx::Any, sqlx::any::AnyArguments>,
        param: Param<'a>,
    ) -> sqlx::query::Query<'a, sqlx::Any, sqlx::any::AnyArguments> {
        match param {
            Param::Int(v) => query.bind(v),
            Param::Text(v) => query.bind(v),
            Param::Owned(v) => query.bind(v),
        }
    }

    /// Runs every statement; returns the rows of those that return rows.
    async fn run(
        self,
        conn: &mut AnyConnection,
        backend: Backend,
    ) -> Result<Vec<AnyRow>, sqlx::Error> {
        if self.statements.is_empty() {
            return Ok(Vec::new());
        }
        if backend == Backend::Sqlite {
            let mut query =
                sqlx::query(AssertSqlSafe(self.statements.join(";\n"))).persistent(false);
            for param in self.params {
                query = Self::bind(query, param);
            }
            return query.fetch_all(&mut *conn).await;
        }
        // PostgreSQL: each statement gets the parameters it names, renumbered from $1.
        let mut params: Vec<Option<Param<'a>>> = self.params.into_iter().map(Some).collect();
        let mut rows = Vec::new();
        for statement in self.statements {
            let (sql, used) = renumber(&statement);
            let mut query = sqlx::query(AssertSqlSafe(sql));
            for n in used {
                if let Some(param) = params.get_mut(n - 1).and_then(Option::take) {
                    query = Self::bind(query, param);
                }
            }
            rows.extend(query.fetch_all(&mut *conn).await?);
        }
        Ok(rows)
    }
}

/// Rewrites `$k…$m` (ascending, contiguous as the script numbers them) to `$1…`, returning
/// the original numbers in order.
fn renumber(sql: &str) -> (String, Vec<usize>) {
    let mut out = String::with_capacity(sql.len());
    let mut used = Vec::new();
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '$' && chars.peek().is_some_and(char::is_ascii_digit) {
            let mut digits = String::new();
            while let Some(d) = chars.peek().copied().filter(char::is_ascii_digit) {
                digits.push(d);
                chars.next();
            }
            let n: usize = digits.parse().unwrap_or(0);
            let local = match used.iter().position(|&u| u == n) {
                Some(i) => i + 1,
                None => {
                    used.push(n);
                    used.len()
                }
            };
            out.push_str(&format!("${local}"));
        } else {
            out.push(c);
        }
    }
    (out, used)
}

/// Starts the transaction and checks (PostgreSQL: locks) every row the jobs read or write,
/// then writes the accepted ones; with `commit`, ends the transaction too. Returns one
/// result per job, in order.
pub(super) async fn write_fast(
    conn: &mut AnyConnection,
    backend: Backend,
    jobs: &[&ActionWrite],
    commit: bool,
) -> Result<Vec<Result<Committed, WriteError>>, sqlx::Error> {
    let channel_ids: Vec<i64> = jobs.iter().map(|j| j.channel).collect();
    let character_ids: Vec<i64> = jobs
        .iter()
        .flat_map(|j| j.characters.iter())
        .filter_map(|c| match c {
            CharacterChange::Update { id, .. } | CharacterChange::Delete { id, .. } => Some(*id),
            CharacterChange::Insert { .. } => None,
        })
        .chain(
            jobs.iter()
                .flat_map(|j| j.read_characters.iter().map(|(id, _)| *id)),
        )
        .collect::<std::collections::BTreeSet<i64>>()
        .into_iter()
        .collect();
    let undo_ids: Vec<i64> = jobs
        .iter()
        .filter_map(|j| j.undo_of.map(|u| u.history_id))
        .collect();

    // Round trip 1: begin and read the versions. SQLite's BEGIN IMMEDIATE takes the write
    // lock at once, so nothing can change them before we commit; PostgreSQL locks the rows.
    let lock = if backend == Backend::Postgres {
        " FOR UPDATE"
    } else {
        ""
    };
    let mut check = Script::new();
    check.plain(
        if backend == Backend::Sqlite {
            "BEGIN IMMEDIATE"
        } else {
            "BEGIN"
        },
        Vec::new(),
    );
    if !channel_ids.is_empty() {
        check.ids(
            &format!("SELECT CAST(0 AS BIGINT), channel_id, version FROM channels WHERE channel_id IN ({{ids}}) ORDER BY channel_id{lock}"),
            &channel_ids,
        );
    }
    if !character_ids.is_empty() {
        check.ids(
            &format!("SELECT CAST(1 AS BIGINT), id, version FROM characters WHERE id IN ({{ids}}) ORDER BY id{lock}"),
            &character_ids,
        );
    }
    if !undo_ids.is_empty() {
        check.ids(
            &format!("SELECT CAST(2 AS BIGINT), id, CAST(0 AS BIGINT) FROM history WHERE undone = 0 AND id IN ({{ids}}){lock}"),
            &undo_ids,
        );
    }
    let mut channels = HashMap::new();
    let mut characters = HashMap::new();
    let mut open_undos = Vec::new();
    for row in check.run(conn, backend).await? {
        let (tag, id, version): (i64, i64, i64) =
            (row.try_get(0)?, row.try_get(1)?, row.try_get(2)?);
        match tag {
            0 => {
                channels.insert(id, version);
            }
            1 => {
                characters.insert(id, version);
            }
            _ => open_undos.push(id),
        }
    }

    // Accept each job whose rows are as it read them; later jobs see earlier ones' writes.
    let mut results = Vec::with_capacity(jobs.len());
    let mut accepted = Vec::new();
    for job in jobs {
        let channel_ok = match channels.get(&job.channel) {
            Some(version) => *version == job.expected_version,
            None => job.expected_version == 0,
        };
        let characters_ok = job.characters.iter().all(|c| match c {
            CharacterChange::Update {
                id,
                expected_version,
                ..
            }
            | CharacterChange::Delete {
                id,
                expected_version,
            } => characters.get(id) == Some(expected_version),
            CharacterChange::Insert { .. } => false,
        }) && job
            .read_characters
            .iter()
            .all(|(id, read)| characters.get(id) == Some(read));
        let undo_ok = job
            .undo_of
            .is_none_or(|u| open_undos.contains(&u.history_id));
        if !(channel_ok && characters_ok && undo_ok) {
            results.push(Err(WriteError::Conflict));
            continue;
        }
        for change in &job.characters {
            match change {
                CharacterChange::Update { id, .. } => {
                    characters.entry(*id).and_modify(|v| *v += 1);
                }
                CharacterChange::Delete { id, .. } => {
                    characters.remove(id);
                }
                CharacterChange::Insert { .. } => {}
            }
        }
        results.push(Ok(Committed {
            version: job.expected_version + 1,
            character_ids: job
                .characters
                .iter()
                .map(|c| match c {
                    CharacterChange::Update { id, .. } | CharacterChange::Delete { id, .. } => *id,
                    CharacterChange::Insert { id, .. } => id.unwrap_or(0),
                })
                .collect(),
        }));
        accepted.push(*job);
    }

    // Round trip 2: every write of every accepted job.
    let mut script = Script::new();
    write_channels(&mut script, &accepted);
    write_characters(&mut script, &accepted);
    write_history(&mut script, &accepted).map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
    write_log(&mut script, &accepted);
    if commit {
        script.plain("COMMIT", Vec::new());
    }
    script.run(conn, backend).await?;
    Ok(results)
}

fn write_channels<'a>(script: &mut Script<'a>, accepted: &[&'a ActionWrite]) {
    let mut updates = Values::new();
    let mut inserts = Values::new();
    for job in accepted {
        let version = job.expected_version + 1;
        if job.expected_version == 0 {
            inserts.row(vec![
                Param::Int(job.channel),
                Param::Int(job.guild),
                Param::Text(&job.ruleset),
                Param::Int(version),
                Param::Text(&job.state),
                Param::Int(job.now),
            ]);
        } else {
            updates.row(vec![
                Param::Int(job.channel),
                Param::Int(version),
                Param::Text(&job.state),
                Param::Text(&job.ruleset),
                Param::Int(job.now),
            ]);
        }
    }
    if !updates.is_empty() {
        script.values(
            "UPDATE channels SET version = v.column2, state = v.column3, ruleset = v.column4, updated_at = v.column5
             FROM (VALUES {values}) AS v WHERE channels.channel_id = v.column1",
            updates,
        );
    }
    if !inserts.is_empty() {
        script.values(
            "INSERT INTO channels (channel_id, guild_id, ruleset, version, state, updated_at) VALUES {values}",
            inserts,
        );
    }
}

fn write_characters<'a>(script: &mut Script<'a>, accepted: &[&'a ActionWrite]) {
    let mut updates = Values::new();
    let mut deletes = Vec::new();
    for job in accepted {
        for change in &job.characters {
            match change {
                CharacterChange::Update {
                    id,
                    owner,
                    name,
                    data,
                    ..
                } => updates.row(vec![
                    Param::Int(*id),
                    Param::Int(*owner),
                    Param::Text(name),
                    Param::Owned(name_key(name)),
                    Param::Text(data),
                    Param::Int(job.now),
                ]),
                CharacterChange::Delete { id, .. } => deletes.push(*id),
                CharacterChange::Insert { .. } => {}
            }
        }
    }
    if !updates.is_empty() {
        script.values(
            "UPDATE characters SET owner_id = v.column2, name = v.column3, name_key = v.column4, data = v.column5,
                    version = characters.version + 1, updated_at = v.column6
             FROM (VALUES {values}) AS v WHERE characters.id = v.column1",
            updates,
        );
    }
    if !deletes.is_empty() {
        script.ids("DELETE FROM characters WHERE id IN ({ids})", &deletes);
    }
}

fn write_history<'a>(
    script: &mut Script<'a>,
    accepted: &[&'a ActionWrite],
) -> Result<(), WriteError> {
    let mut history = Values::new();
    let mut trims = Vec::new();
    for job in accepted {
        if let Some(h) = &job.history {
            let version = job.expected_version + 1;
            history.row(vec![
                Param::Int(job.channel),
                Param::Int(version),
                Param::Int(h.user),
                Param::Text(&h.command),
                Param::Text(&h.state_before),
                Param::Owned(history_chars_json(&h.characters)?),
                Param::Int(job.now),
            ]);
            // Keep the history bounded; trimming every 32nd version is enough.
            if version % 32 == 0 {
                trims.push(job.channel);
            }
        }
    }
    if !history.is_empty() {
        script.values(
            "INSERT INTO history (channel_id, version, user_id, command, state_before, characters, created_at)
             VALUES {values}",
            history,
        );
    }
    for channel in trims {
        script.plain(
            TRIM_HISTORY,
            vec![Param::Int(channel), Param::Int(crate::table::HISTORY_DEPTH)],
        );
    }
    for job in accepted {
        if let Some(undo) = job.undo_of {
            script.plain(
                "UPDATE history SET undone = 1 WHERE id = $1",
                vec![Param::Int(undo.history_id)],
            );
            script.plain(
                MARK_LOG_UNDONE,
                vec![Param::Int(job.channel), Param::Int(undo.version)],
            );
        }
    }
    Ok(())
}

fn write_log<'a>(script: &mut Script<'a>, accepted: &[&'a ActionWrite]) {
    let rows: Vec<(&ActionWrite, &super::LogWrite)> = accepted
        .iter()
        .flat_map(|j| j.log.iter().map(move |l| (*j, l)))
        .collect();
    // A few hundred rows per statement: far below either backend's parameter limit.
    for chunk in rows.chunks(300) {
        let mut log = Values::new();
        for (job, entry) in chunk {
            log.row(vec![
                Param::Int(job.channel),
                Param::Int(job.guild),
                Param::Int(job.expected_version + 1),
                Param::Int(entry.user),
                Param::Text(&entry.user_name),
                Param::Int(job.now),
                Param::Text(&entry.command),
                Param::Text(&entry.entry),
                Param::Int(i64::from(entry.secret)),
            ]);
        }
        script.values(
            "INSERT INTO roll_log (channel_id, guild_id, version, user_id, user_name, created_at, command, entry, secret)
             VALUES {values}",
            log,
        );
    }
}
