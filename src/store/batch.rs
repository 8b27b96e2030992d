//! The fast path of a group commit: the versions of every row the batch writes are read
//! (and, on PostgreSQL, locked) with one query per table; then every accepted action is
//! written with one statement per table. An action whose rows moved on is refused alone.

use std::collections::{BTreeSet, HashMap};

use sqlx::any::AnyRow;
use sqlx::query_builder::Separated;
use sqlx::{Any, AnyConnection, Database, Encode, Postgres, QueryBuilder, Row, Type};

use super::Backend;
use super::leases::Fence;
use super::writes::{
    ActionWrite, CharacterChange, Committed, WriteError, history_chars_json, name_key,
};

/// A query run through sqlx's `Any` driver.
type AnyQuery<'q> = sqlx::query::Query<'q, Any, sqlx::any::AnyArguments>;

/// A bound value: the batched statements mix integers and text.
#[derive(Clone)]
enum Param<'a> {
    Int(i64),
    Text(&'a str),
    Owned(String),
}

impl Param<'_> {
    /// The same value, borrowed: PostgreSQL's builder takes it only to number its placeholder.
    fn by_ref(&self) -> Param<'_> {
        match self {
            Param::Int(v) => Param::Int(*v),
            Param::Text(v) => Param::Text(v),
            Param::Owned(v) => Param::Text(v),
        }
    }

    /// Binds the value as the query's next parameter.
    fn bind<'q>(self, query: AnyQuery<'q>) -> AnyQuery<'q> {
        match self {
            Param::Int(v) => query.bind(v),
            Param::Text(v) => query.bind(v),
            Param::Owned(v) => query.bind(v),
        }
    }
}

/// Adds `param` to a VALUES row as `CAST(… AS BIGINT|TEXT)`: PostgreSQL cannot infer the
/// types of bare parameters in a VALUES list.
fn push_cast<DB: Database>(row: &mut Separated<'_, DB, &'static str>, param: Param<'_>)
where
    i64: for<'q> Encode<'q, DB> + Type<DB>,
    for<'q> &'q str: Encode<'q, DB> + Type<DB>,
    String: for<'q> Encode<'q, DB> + Type<DB>,
{
    let cast = if matches!(param, Param::Int(_)) {
        " AS BIGINT)"
    } else {
        " AS TEXT)"
    };
    row.push("CAST(");
    match param {
        Param::Int(v) => row.push_bind_unseparated(v),
        Param::Text(v) => row.push_bind_unseparated(v),
        Param::Owned(v) => row.push_bind_unseparated(v),
    };
    row.push_unseparated(cast);
}

/// One query sent to the database, its placeholders numbered by sqlx's query builder. The
/// `Any` builder writes `?`, which SQLite binds in order across a script's statements.
/// PostgreSQL needs `$1…` and the `Any` driver passes the text through unchanged, so there
/// the text comes from PostgreSQL's own builder and the values wait beside it for the `Any`
/// query.
enum Query<'a> {
    Sqlite(QueryBuilder<Any>),
    Postgres {
        text: QueryBuilder<Postgres>,
        params: Vec<Param<'a>>,
    },
}

impl<'a> Query<'a> {
    fn new(backend: Backend) -> Self {
        match backend {
            Backend::Sqlite => Query::Sqlite(QueryBuilder::default()),
            Backend::Postgres => Query::Postgres {
                text: QueryBuilder::default(),
                params: Vec::new(),
            },
        }
    }

    fn push(&mut self, sql: &str) -> &mut Self {
        match self {
            Query::Sqlite(query) => {
                query.push(sql);
            }
            Query::Postgres { text, .. } => {
                text.push(sql);
            }
        }
        self
    }

    fn push_bind(&mut self, value: i64) -> &mut Self {
        match self {
            Query::Sqlite(query) => {
                query.push_bind(value);
            }
            Query::Postgres { text, params } => {
                text.push_bind(value);
                params.push(Param::Int(value));
            }
        }
        self
    }

    /// `a, b, c`, each bound.
    fn push_list(&mut self, values: &[i64]) -> &mut Self {
        match self {
            Query::Sqlite(query) => {
                let mut list = query.separated(", ");
                for value in values {
                    list.push_bind(*value);
                }
            }
            Query::Postgres { text, params } => {
                let mut list = text.separated(", ");
                for value in values {
                    list.push_bind(*value);
                    params.push(Param::Int(*value));
                }
            }
        }
        self
    }

    /// `VALUES (CAST(… AS …), …), …`; `rows` must not be empty.
    fn push_values(&mut self, rows: Vec<Vec<Param<'a>>>) -> &mut Self {
        match self {
            Query::Sqlite(query) => {
                query.push_values(rows, |mut row, values| {
                    for value in values {
                        push_cast(&mut row, value);
                    }
                });
            }
            Query::Postgres { text, params } => {
                text.push_values(rows, |mut row, values| {
                    for value in values {
                        push_cast(&mut row, value.by_ref());
                        params.push(value);
                    }
                });
            }
        }
        self
    }

    async fn fetch_all(self, conn: &mut AnyConnection) -> Result<Vec<AnyRow>, sqlx::Error> {
        match self {
            // A script's text changes with every batch: not worth a place in the statement cache.
            Query::Sqlite(mut query) => query.build().persistent(false).fetch_all(conn).await,
            Query::Postgres { text, params } => {
                params
                    .into_iter()
                    .fold(sqlx::query(text.into_sql()), |query, param| {
                        param.bind(query)
                    })
                    .fetch_all(conn)
                    .await
            }
        }
    }
}

/// The statements of one round trip. SQLite runs them as one multi-statement call (each
/// round trip to sqlx's SQLite worker thread costs more than the statement itself);
/// PostgreSQL, whose protocol takes one parameterised statement at a time, runs them in
/// order.
struct Script<'a> {
    backend: Backend,
    queries: Vec<Query<'a>>,
}

impl<'a> Script<'a> {
    fn new(backend: Backend) -> Self {
        Script {
            backend,
            queries: Vec::new(),
        }
    }

    /// Starts the next statement with `sql`.
    fn statement(&mut self, sql: &str) -> &mut Query<'a> {
        let joined = self.backend == Backend::Sqlite && !self.queries.is_empty();
        if !joined {
            self.queries.push(Query::new(self.backend));
        }
        let last = self.queries.len() - 1;
        let query = &mut self.queries[last];
        if joined {
            query.push(";\n");
        }
        query.push(sql)
    }

    /// Runs every statement; returns the rows of those that return rows.
    async fn run(self, conn: &mut AnyConnection) -> Result<Vec<AnyRow>, sqlx::Error> {
        let mut rows = Vec::new();
        for query in self.queries {
            rows.extend(query.fetch_all(&mut *conn).await?);
        }
        Ok(rows)
    }

    /// Runs a script whose last round trip ends with COMMIT: a failure there is marked, as
    /// its outcome may be unknown.
    async fn run_committing(self, conn: &mut AnyConnection) -> Result<Vec<AnyRow>, Failed> {
        let last = self.queries.len().saturating_sub(1);
        let mut rows = Vec::new();
        for (index, query) in self.queries.into_iter().enumerate() {
            match query.fetch_all(&mut *conn).await {
                Ok(more) => rows.extend(more),
                Err(error) => {
                    return Err(Failed {
                        error,
                        at_commit: index == last,
                    });
                }
            }
        }
        Ok(rows)
    }
}

/// A failed group write, and whether it failed in the round trip that carried COMMIT: a
/// connection lost there leaves unknown whether the database committed.
#[derive(Debug)]
pub(super) struct Failed {
    pub error: sqlx::Error,
    pub at_commit: bool,
}

impl From<sqlx::Error> for Failed {
    fn from(error: sqlx::Error) -> Self {
        Failed {
            error,
            at_commit: false,
        }
    }
}

/// An action and the lease epoch it was made under, if shards are leased.
pub(super) struct Fenced<'a> {
    pub write: &'a ActionWrite,
    pub fence: Option<Fence>,
}

/// Starts the transaction and checks (PostgreSQL: locks) every row the jobs read or write,
/// and the leases of `fences` (those of the whole batch); then writes the accepted jobs;
/// with `commit`, ends the transaction too. Returns one result per job, in order, and the
/// fences whose epoch moved on (their jobs are refused).
pub(super) async fn write_fast(
    conn: &mut AnyConnection,
    backend: Backend,
    fenced: &[Fenced<'_>],
    trackers: &[(i64, Option<i64>)],
    fences: &BTreeSet<Fence>,
    commit: bool,
) -> Result<(Vec<Result<Committed, WriteError>>, BTreeSet<Fence>), Failed> {
    let jobs: Vec<&ActionWrite> = fenced.iter().map(|f| f.write).collect();
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
    let interaction_ids: Vec<i64> = jobs.iter().filter_map(|j| j.interaction).collect();

    // Round trip 1: begin and read the versions. SQLite's BEGIN IMMEDIATE takes the write
    // lock at once, so nothing can change them before we commit; PostgreSQL locks the rows.
    let lock = if backend == Backend::Postgres {
        " FOR UPDATE"
    } else {
        ""
    };
    let mut check = Script::new(backend);
    check.statement(if backend == Backend::Sqlite {
        "BEGIN IMMEDIATE"
    } else {
        "BEGIN"
    });
    if !channel_ids.is_empty() {
        check
            .statement(
                "SELECT CAST(0 AS BIGINT), channel_id, version FROM channels WHERE channel_id IN (",
            )
            .push_list(&channel_ids)
            .push(") ORDER BY channel_id")
            .push(lock);
    }
    if !character_ids.is_empty() {
        check
            .statement("SELECT CAST(1 AS BIGINT), id, version FROM characters WHERE id IN (")
            .push_list(&character_ids)
            .push(") ORDER BY id")
            .push(lock);
    }
    // The lease rows are read FOR SHARE: a takeover (which raises the epoch) waits for
    // this transaction, so a write either commits before it or sees the new epoch.
    let lease_count = fences.first().map(|f| f.shard_count);
    if let Some(count) = lease_count {
        let shards: Vec<i64> = fences.iter().map(|f| i64::from(f.shard)).collect();
        check
            .statement("SELECT CAST(3 AS BIGINT), CAST(shard AS BIGINT), epoch FROM shard_leases WHERE shard_count = ")
            .push_bind(i64::from(count))
            .push(" AND shard IN (")
            .push_list(&shards)
            .push(") ORDER BY shard FOR SHARE");
    }
    if !interaction_ids.is_empty() {
        check
            .statement("SELECT CAST(4 AS BIGINT), interaction_id, CAST(0 AS BIGINT) FROM action_interactions WHERE interaction_id IN (")
            .push_list(&interaction_ids)
            .push(")");
    }
    if !undo_ids.is_empty() {
        check
            .statement("SELECT CAST(2 AS BIGINT), id, CAST(0 AS BIGINT) FROM history WHERE undone = 0 AND id IN (")
            .push_list(&undo_ids)
            .push(")")
            .push(lock);
    }
    let mut channels = HashMap::new();
    let mut characters = HashMap::new();
    let mut open_undos = Vec::new();
    let mut epochs = HashMap::new();
    let mut seen_interactions = std::collections::HashSet::new();
    for row in check.run(conn).await? {
        let (tag, id, version): (i64, i64, i64) =
            (row.try_get(0)?, row.try_get(1)?, row.try_get(2)?);
        match tag {
            0 => {
                channels.insert(id, version);
            }
            1 => {
                characters.insert(id, version);
            }
            3 => {
                epochs.insert(id, version);
            }
            4 => {
                seen_interactions.insert(id);
            }
            _ => open_undos.push(id),
        }
    }

    // Accept each job whose rows are as it read them; later jobs see earlier ones' writes.
    let mut results = Vec::with_capacity(jobs.len());
    let stale: BTreeSet<Fence> = fences
        .iter()
        .filter(|f| epochs.get(&i64::from(f.shard)) != Some(&f.epoch))
        .copied()
        .collect();
    let mut accepted = Vec::new();
    for (job, fenced) in jobs.iter().zip(fenced) {
        if fenced.fence.is_some_and(|f| stale.contains(&f)) {
            results.push(Err(WriteError::LeaseLost));
            continue;
        }
        // An interaction delivered twice (or twice in this batch) applies once.
        if let Some(interaction) = job.interaction
            && !seen_interactions.insert(interaction)
        {
            results.push(Err(WriteError::Duplicate));
            continue;
        }
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
    let mut script = Script::new(backend);
    write_channels(&mut script, &accepted);
    write_characters(&mut script, &accepted);
    write_history(&mut script, &accepted).map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
    write_log(&mut script, &accepted);
    write_die_counts(&mut script, &accepted);
    write_controls(&mut script, &accepted);
    write_deadlines(&mut script, &accepted);
    write_interactions(&mut script, &accepted);
    write_trackers(&mut script, trackers);
    if commit {
        script.statement("COMMIT");
        script.run_committing(conn).await?;
    } else {
        script.run(conn).await?;
    }
    Ok((results, stale))
}

fn write_channels<'a>(script: &mut Script<'a>, accepted: &[&'a ActionWrite]) {
    let mut updates = Vec::new();
    let mut inserts = Vec::new();
    for job in accepted {
        let version = job.expected_version + 1;
        if job.expected_version == 0 {
            inserts.push(vec![
                Param::Int(job.channel),
                Param::Int(job.guild),
                Param::Text(&job.ruleset),
                Param::Int(version),
                Param::Text(&job.state),
                Param::Int(job.now),
            ]);
        } else {
            updates.push(vec![
                Param::Int(job.channel),
                Param::Int(version),
                Param::Text(&job.state),
                Param::Text(&job.ruleset),
                Param::Int(job.now),
            ]);
        }
    }
    if !updates.is_empty() {
        script
            .statement(
                "UPDATE channels SET version = v.column2, state = v.column3, ruleset = v.column4, updated_at = v.column5
             FROM (",
            )
            .push_values(updates)
            .push(") AS v WHERE channels.channel_id = v.column1");
    }
    if !inserts.is_empty() {
        script
            .statement(
                "INSERT INTO channels (channel_id, guild_id, ruleset, version, state, updated_at) ",
            )
            .push_values(inserts);
    }
}

fn write_characters<'a>(script: &mut Script<'a>, accepted: &[&'a ActionWrite]) {
    let mut updates = Vec::new();
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
                } => updates.push(vec![
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
        script
            .statement(
                "UPDATE characters SET owner_id = v.column2, name = v.column3, name_key = v.column4, data = v.column5,
                    version = characters.version + 1, updated_at = v.column6
             FROM (",
            )
            .push_values(updates)
            .push(") AS v WHERE characters.id = v.column1");
    }
    if !deletes.is_empty() {
        script
            .statement("DELETE FROM characters WHERE id IN (")
            .push_list(&deletes)
            .push(")");
    }
}

fn write_history<'a>(
    script: &mut Script<'a>,
    accepted: &[&'a ActionWrite],
) -> Result<(), WriteError> {
    let mut history = Vec::new();
    let mut trims = Vec::new();
    for job in accepted {
        if let Some(h) = &job.history {
            let version = job.expected_version + 1;
            history.push(vec![
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
        script
            .statement("INSERT INTO history (channel_id, version, user_id, command, state_before, characters, created_at) ")
            .push_values(history);
    }
    // The statements of `writes::trim_history` and `writes::mark_log_undone`, with each
    // value bound where it is used.
    for channel in trims {
        script
            .statement("DELETE FROM history WHERE channel_id = ")
            .push_bind(channel)
            .push(" AND id < (SELECT MIN(id) FROM (SELECT id FROM history WHERE channel_id = ")
            .push_bind(channel)
            .push(" ORDER BY id DESC LIMIT ")
            .push_bind(crate::store::HISTORY_DEPTH)
            .push(") AS newest)");
    }
    for job in accepted {
        if let Some(undo) = job.undo_of {
            script
                .statement("UPDATE history SET undone = 1 WHERE id = ")
                .push_bind(undo.history_id);
            script
                .statement("UPDATE roll_log SET undone = 1 WHERE channel_id = ")
                .push_bind(job.channel)
                .push(" AND version = ")
                .push_bind(undo.version);
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
        let log = chunk
            .iter()
            .map(|(job, entry)| {
                vec![
                    Param::Int(job.channel),
                    Param::Int(job.guild),
                    Param::Int(job.expected_version + 1),
                    Param::Int(entry.user),
                    Param::Text(&entry.user_name),
                    Param::Int(job.now),
                    Param::Text(&entry.command),
                    Param::Text(&entry.entry),
                    Param::Int(i64::from(entry.secret)),
                ]
            })
            .collect();
        script
            .statement("INSERT INTO roll_log (channel_id, guild_id, version, user_id, user_name, created_at, command, entry, secret) ")
            .push_values(log);
    }
}

/// The batch's game dice, added to the die counts: summed by key first, since one
/// statement may not touch a row twice.
fn write_die_counts(script: &mut Script<'_>, accepted: &[&ActionWrite]) {
    // (guild, roller, day, sides, face) → (count, total).
    type Key = (i64, i64, i64, u32, u32);
    let mut sums: std::collections::BTreeMap<Key, (u64, u64)> = std::collections::BTreeMap::new();
    for job in accepted {
        let Some((roller, tally)) = &job.dice else {
            continue;
        };
        let day = job.now.div_euclid(super::rolls::DAY_MILLIS);
        for (sides, face, counted) in tally.rows() {
            let sum = sums
                .entry((job.guild, *roller, day, sides, face))
                .or_default();
            sum.0 += counted.count;
            sum.1 += counted.total;
        }
    }
    let rows: Vec<_> = sums.into_iter().collect();
    for chunk in rows.chunks(300) {
        let values = chunk
            .iter()
            .map(|((guild, roller, day, sides, face), (count, total))| {
                vec![
                    Param::Int(*guild),
                    Param::Int(*roller),
                    Param::Int(super::rolls::DieSource::Game as i64),
                    Param::Int(0),
                    Param::Int(i64::from(*sides)),
                    Param::Int(*day),
                    Param::Int(i64::from(*face)),
                    Param::Int(i64::try_from(*count).unwrap_or(i64::MAX)),
                    Param::Int(i64::try_from(*total).unwrap_or(i64::MAX)),
                ]
            })
            .collect();
        script
            .statement("INSERT INTO die_counts (guild_id, user_id, source, secret, sides, day, face, count, total) ")
            .push_values(values)
            .push(super::rolls::ADD_TO_DIE_COUNTS);
    }
}

/// Each channel's tracker message, in the order they were asked for (the last one stands).
fn write_trackers(script: &mut Script<'_>, trackers: &[(i64, Option<i64>)]) {
    for (channel, message) in trackers {
        match message {
            Some(message) => {
                script
                    .statement("INSERT INTO trackers (channel_id, message_id) VALUES (")
                    .push_bind(*channel)
                    .push(", ")
                    .push_bind(*message)
                    .push(
                        ") ON CONFLICT (channel_id) DO UPDATE SET message_id = excluded.message_id",
                    );
            }
            None => {
                script
                    .statement("DELETE FROM trackers WHERE channel_id = ")
                    .push_bind(*channel);
            }
        }
    }
}

fn write_interactions<'a>(script: &mut Script<'a>, accepted: &[&'a ActionWrite]) {
    let rows: Vec<Vec<Param<'a>>> = accepted
        .iter()
        .filter_map(|job| {
            Some(vec![
                Param::Int(job.interaction?),
                Param::Int(job.channel),
                Param::Int(job.expected_version + 1),
                Param::Int(job.now),
            ])
        })
        .collect();
    for chunk in rows.chunks(300) {
        script
            .statement("INSERT INTO action_interactions (interaction_id, channel_id, version, created_at) ")
            .push_values(chunk.to_vec());
    }
}

/// Each channel's choice deadlines as its action left them: rows of choosers no longer
/// waiting go, those still waiting as before move to the new version, new ones are written.
fn write_deadlines<'a>(script: &mut Script<'a>, accepted: &[&'a ActionWrite]) {
    let mut fresh = Vec::new();
    for job in accepted {
        let Some(deadlines) = &job.deadlines else {
            continue;
        };
        let version = job.expected_version + 1;
        let query = script
            .statement("DELETE FROM choice_deadlines WHERE channel_id = ")
            .push_bind(job.channel);
        if !deadlines.kept.is_empty() {
            query
                .push(" AND chooser NOT IN (")
                .push_list(&deadlines.kept)
                .push(")");
            script
                .statement("UPDATE choice_deadlines SET version = ")
                .push_bind(version)
                .push(" WHERE channel_id = ")
                .push_bind(job.channel)
                .push(" AND chooser IN (")
                .push_list(&deadlines.kept)
                .push(")");
        }
        fresh.extend(deadlines.fresh.iter().map(|d| {
            vec![
                Param::Int(job.channel),
                Param::Int(d.chooser),
                Param::Int(job.guild),
                Param::Int(version),
                Param::Int(d.began_at),
                Param::Int(d.due_at),
                Param::Int(d.remind_at),
            ]
        }));
    }
    for chunk in fresh.chunks(300) {
        script
            .statement("INSERT INTO choice_deadlines (channel_id, chooser, guild_id, version, began_at, due_at, next_at) ")
            .push_values(chunk.to_vec());
    }
}

fn write_controls<'a>(script: &mut Script<'a>, accepted: &[&'a ActionWrite]) {
    let rows: Vec<Vec<Param<'a>>> = accepted
        .iter()
        .flat_map(|job| {
            job.controls.iter().map(move |c| {
                vec![
                    Param::Text(&c.token),
                    Param::Int(job.channel),
                    Param::Int(job.expected_version + 1),
                    Param::Text(&c.line),
                    Param::Int(job.now),
                ]
            })
        })
        .collect();
    // A reply offers at most a few dozen controls: one statement per batch is plenty.
    for chunk in rows.chunks(300) {
        script
            .statement("INSERT INTO controls (token, channel_id, version, line, created_at) ")
            .push_values(chunk.to_vec())
            .push(" ON CONFLICT (token) DO NOTHING");
    }
    // The statement of `writes::insert_controls`' trim, every 32nd version of a channel.
    for job in accepted {
        let version = job.expected_version + 1;
        if version % 32 == 0 {
            script
                .statement("DELETE FROM controls WHERE channel_id = ")
                .push_bind(job.channel)
                .push(" AND version < ")
                .push_bind(version - super::writes::CONTROL_VERSIONS);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{HistoryWrite, LogWrite, Store, UndoOf};

    /// SQLite gets the whole script as one query, its `?` bound in order; PostgreSQL gets a
    /// query per statement, each numbered from `$1` with its own values.
    #[test]
    fn the_builders_number_the_placeholders() {
        fn script(backend: Backend) -> Script<'static> {
            let mut script = Script::new(backend);
            script.statement("BEGIN");
            script
                .statement("DELETE FROM t WHERE id IN (")
                .push_list(&[1, 2])
                .push(")");
            script.statement("INSERT INTO t (a, b) ").push_values(vec![
                vec![Param::Int(3), Param::Owned("x".into())],
                vec![Param::Int(4), Param::Text("y")],
            ]);
            script
                .statement("UPDATE t SET a = 0 WHERE b = ")
                .push_bind(5);
            script
        }
        let sqlite: Vec<String> = script(Backend::Sqlite)
            .queries
            .iter()
            .map(|query| match query {
                Query::Sqlite(query) => query.sql().as_str().to_owned(),
                Query::Postgres { .. } => panic!("a PostgreSQL query for SQLite"),
            })
            .collect();
        assert_eq!(
            sqlite,
            ["BEGIN;\nDELETE FROM t WHERE id IN (?, ?);\n\
              INSERT INTO t (a, b) VALUES (CAST(? AS BIGINT), CAST(? AS TEXT)), (CAST(? AS BIGINT), CAST(? AS TEXT));\n\
              UPDATE t SET a = 0 WHERE b = ?"]
        );
        let postgres: Vec<(String, usize)> = script(Backend::Postgres)
            .queries
            .iter()
            .map(|query| match query {
                Query::Postgres { text, params } => (text.sql().as_str().to_owned(), params.len()),
                Query::Sqlite(_) => panic!("a SQLite query for PostgreSQL"),
            })
            .collect();
        let expected = [
            ("BEGIN", 0),
            ("DELETE FROM t WHERE id IN ($1, $2)", 2),
            (
                "INSERT INTO t (a, b) VALUES (CAST($1 AS BIGINT), CAST($2 AS TEXT)), (CAST($3 AS BIGINT), CAST($4 AS TEXT))",
                4,
            ),
            ("UPDATE t SET a = 0 WHERE b = $1", 1),
        ];
        assert_eq!(
            postgres,
            expected.map(|(text, params)| (text.to_owned(), params))
        );
    }

    fn action(channel: i64, guild: i64, expected_version: i64, log_rows: usize) -> ActionWrite {
        let version = expected_version + 1;
        ActionWrite {
            channel,
            guild,
            ruleset: "flail".into(),
            expected_version,
            state: format!("s{version}"),
            characters: Vec::new(),
            history: Some(HistoryWrite {
                user: 7,
                command: format!("/v{version}"),
                state_before: format!("s{expected_version}"),
                characters: Vec::new(),
            }),
            log: (0..log_rows)
                .map(|i| LogWrite {
                    user: 7,
                    user_name: "Rook's player".into(),
                    command: format!("/v{version}"),
                    entry: format!("roll {i}"),
                    secret: i % 2 == 1,
                })
                .collect(),
            undo_of: None,
            read_characters: Vec::new(),
            now: 1_000 + version,
            controls: Vec::new(),
            interaction: None,
            deadlines: None,
            dice: None,
        }
    }

    async fn count(store: &Store, sql: &'static str, id: i64) -> i64 {
        sqlx::query(sql)
            .bind(id)
            .fetch_one(store.pool())
            .await
            .unwrap()
            .try_get(0)
            .unwrap()
    }

    async fn batch(store: &Store, jobs: &[ActionWrite]) -> Vec<Result<Committed, WriteError>> {
        let mut conn = store.pool().acquire().await.unwrap();
        let jobs: Vec<Fenced> = jobs
            .iter()
            .map(|write| Fenced { write, fence: None })
            .collect();
        write_fast(
            &mut conn,
            store.backend(),
            &jobs,
            &[],
            &BTreeSet::new(),
            true,
        )
        .await
        .unwrap()
        .0
    }

    /// Every kind of statement the fast path writes, and its refusals, on one store.
    async fn batches_write_everything(store: &Store) {
        let base = (std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos() as i64
            & 0x0000_ffff_ffff_ffff)
            << 4;
        let (a, b, c, guild) = (base, base + 1, base + 2, base + 3);
        let mut ids = Vec::new();
        for name in ["Rook", "Tess"] {
            let row = sqlx::query(
                "INSERT INTO characters (guild_id, owner_id, name, name_key, ruleset, data, version, updated_at)
                 VALUES ($1, 7, $2, $3, 'flail', '{}', 1, 0) RETURNING id",
            )
            .bind(guild)
            .bind(name)
            .bind(name_key(name))
            .fetch_one(store.pool())
            .await
            .unwrap();
            ids.push(row.try_get::<i64, _>(0).unwrap());
        }
        let (rook, tess) = (ids[0], ids[1]);

        // New channels; one action's log spans three statements.
        let results = batch(store, &[action(a, guild, 0, 650), action(b, guild, 0, 1)]).await;
        assert!(
            results
                .iter()
                .all(|r| r.as_ref().is_ok_and(|c| c.version == 1))
        );

        // A stale version and a stale read are refused alone; an update and a delete land.
        let stale = action(a, guild, 5, 1);
        let mut update = action(a, guild, 1, 1);
        update.characters.push(CharacterChange::Update {
            id: rook,
            expected_version: 1,
            owner: 8,
            name: "Rook".into(),
            data: "{\"hp\":3}".into(),
            renamed: false,
        });
        let mut delete = action(b, guild, 1, 1);
        delete.characters.push(CharacterChange::Delete {
            id: tess,
            expected_version: 1,
        });
        let mut read_before_update = action(c, guild, 0, 1);
        read_before_update.read_characters.push((rook, 1));
        let results = batch(store, &[stale, update, delete, read_before_update]).await;
        assert!(matches!(results[0], Err(WriteError::Conflict)));
        assert_eq!(results[1].as_ref().unwrap().character_ids, [rook]);
        assert_eq!(results[2].as_ref().unwrap().character_ids, [tess]);
        assert!(matches!(results[3], Err(WriteError::Conflict)));
        let rook_row = store.characters_by_id(guild, &[rook]).await.unwrap();
        assert_eq!(
            (
                rook_row[0].owner,
                rook_row[0].version,
                rook_row[0].data.as_str()
            ),
            (8, 2, "{\"hp\":3}")
        );
        assert_eq!(
            count(
                store,
                "SELECT COUNT(*) FROM characters WHERE guild_id = $1",
                guild
            )
            .await,
            1
        );
        assert!(store.load_channel(c).await.unwrap().is_none());

        // Up to version 70: the 64th trims the history to the newest HISTORY_DEPTH rows.
        for version in 2..70 {
            let results = batch(
                store,
                &[action(a, guild, version, 1), action(b, guild, version, 1)],
            )
            .await;
            assert!(results.iter().all(Result::is_ok), "{results:?}");
        }
        let channel = store.load_channel(a).await.unwrap().unwrap();
        assert_eq!((channel.version, channel.state.as_str()), (70, "s70"));
        for channel in [a, b] {
            assert_eq!(
                count(
                    store,
                    "SELECT COUNT(*) FROM history WHERE channel_id = $1",
                    channel
                )
                .await,
                crate::store::HISTORY_DEPTH + 6
            );
            assert_eq!(
                count(
                    store,
                    "SELECT MIN(version) FROM history WHERE channel_id = $1",
                    channel
                )
                .await,
                64 - crate::store::HISTORY_DEPTH + 1
            );
        }
        assert_eq!(
            count(
                store,
                "SELECT COUNT(*) FROM roll_log WHERE channel_id = $1",
                a
            )
            .await,
            650 + 69
        );
        assert_eq!(
            count(
                store,
                "SELECT COUNT(*) FROM roll_log WHERE channel_id = $1 AND secret = 1",
                a
            )
            .await,
            325
        );

        // Undo marks the history row and its log rows; undoing it again is refused.
        let latest = store.latest_history(a).await.unwrap().unwrap();
        assert_eq!(latest.version, 70);
        let mut undo = action(a, guild, 70, 0);
        undo.history = None;
        undo.undo_of = Some(UndoOf {
            history_id: latest.id,
            version: 70,
        });
        let mut again = undo.clone();
        again.expected_version = 71;
        let results = batch(store, &[undo]).await;
        assert!(results[0].is_ok());
        assert!(matches!(
            batch(store, &[again]).await[0],
            Err(WriteError::Conflict)
        ));
        assert_eq!(store.latest_history(a).await.unwrap().unwrap().version, 69);

        // An interaction's action is stored once: delivered again, it is refused.
        let mut first = action(c, guild, 0, 1);
        first.interaction = Some(base + 9);
        let mut again = action(c, guild, 1, 1);
        again.interaction = Some(base + 9);
        assert!(batch(store, &[first]).await[0].is_ok());
        assert!(matches!(
            batch(store, &[again]).await[0],
            Err(WriteError::Duplicate)
        ));
        assert_eq!(store.load_channel(c).await.unwrap().unwrap().version, 1);
        assert_eq!(
            count(
                store,
                "SELECT COUNT(*) FROM roll_log WHERE channel_id = $1 AND undone = 1",
                a
            )
            .await,
            1
        );
    }

    #[tokio::test]
    async fn batches_write_everything_on_both_backends() {
        let dir = tempfile::tempdir().unwrap();
        let mut urls = vec![format!(
            "sqlite://{}",
            dir.path().join("batch.db").display()
        )];
        match std::env::var("TEST_DATABASE_URL") {
            Ok(url) if !url.trim().is_empty() => urls.push(url),
            _ => eprintln!("NOTICE: TEST_DATABASE_URL is not set: the PostgreSQL half is skipped"),
        }
        for url in urls {
            let store = Store::connect(Some(&url)).await.unwrap();
            batches_write_everything(&store).await;
            store.close().await;
        }
    }
}
