-- How long a pending choice waits for its chooser, in minutes: NULL takes the default,
-- 0 turns deadlines off.
ALTER TABLE server_settings ADD COLUMN choice_timeout INTEGER;

-- The deadline of each pending choice, written in the transaction of the action that
-- paused. One row per chooser of a channel. `version` is the channel version the choice
-- waits at: the default is taken only at that version, so a second firing (another process,
-- a retry) finds the channel moved on and is refused. `next_at` is the halfway reminder's
-- time until it is sent, then the deadline's.
CREATE TABLE choice_deadlines (
    channel_id BIGINT NOT NULL,
    chooser    BIGINT NOT NULL,
    guild_id   BIGINT NOT NULL,
    version    BIGINT NOT NULL,
    began_at   BIGINT NOT NULL,
    due_at     BIGINT NOT NULL,
    next_at    BIGINT NOT NULL,
    PRIMARY KEY (channel_id, chooser)
);
-- The scan reads the earliest rows first, and a process keeps those of its own shards,
-- which it tells by the server.
CREATE INDEX choice_deadlines_next ON choice_deadlines (next_at, guild_id);
