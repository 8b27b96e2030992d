-- Per-server settings of the Discord front-end (/settings).
CREATE TABLE server_settings (
    guild_id          BIGINT PRIMARY KEY,
    language          TEXT,
    hide_adversary_hp INTEGER NOT NULL,
    gm_role           BIGINT,
    ping_turns        INTEGER NOT NULL,
    updated_at        BIGINT NOT NULL
);

-- The live tracker message of a channel's encounter, edited after every action.
CREATE TABLE trackers (
    channel_id BIGINT PRIMARY KEY,
    message_id BIGINT NOT NULL
);
