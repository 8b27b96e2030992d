-- Per-server settings of the Discord front-end (/settings).
CREATE TABLE server_settings (
    guild_id          INTEGER PRIMARY KEY,
    language          TEXT,
    hide_adversary_hp INTEGER NOT NULL,
    gm_role           INTEGER,
    ping_turns        INTEGER NOT NULL,
    updated_at        INTEGER NOT NULL
);

-- The live tracker message of a channel's encounter, edited after every action.
CREATE TABLE trackers (
    channel_id INTEGER PRIMARY KEY,
    message_id INTEGER NOT NULL
);
