-- One row per channel: its ruleset state, versioned for compare-and-swap.
CREATE TABLE channels (
    channel_id INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    ruleset    TEXT    NOT NULL,
    version    INTEGER NOT NULL,
    state      TEXT    NOT NULL,
    updated_at INTEGER NOT NULL
);

-- Characters live per server and player, across encounters; versioned like channels.
CREATE TABLE characters (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id   INTEGER NOT NULL,
    owner_id   INTEGER NOT NULL,
    name       TEXT    NOT NULL,
    name_key   TEXT    NOT NULL,
    ruleset    TEXT    NOT NULL,
    data       TEXT    NOT NULL,
    version    INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (guild_id, name_key)
);

-- What /undo restores: the channel state and character rows before each action.
CREATE TABLE history (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id   INTEGER NOT NULL,
    version      INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    command      TEXT    NOT NULL,
    state_before TEXT    NOT NULL,
    characters   TEXT    NOT NULL,
    created_at   INTEGER NOT NULL,
    undone       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX history_by_channel ON history (channel_id, id);

-- Append-only audit trail of every roll; undone actions' rows are marked, never deleted.
CREATE TABLE roll_log (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id INTEGER NOT NULL,
    guild_id   INTEGER NOT NULL,
    version    INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    user_name  TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    command    TEXT    NOT NULL,
    entry      TEXT    NOT NULL,
    secret     INTEGER NOT NULL DEFAULT 0,
    undone     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX roll_log_by_action ON roll_log (channel_id, version);
