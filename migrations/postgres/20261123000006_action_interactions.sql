-- The Discord interaction each action answered, one row per action, never trimmed: an
-- interaction delivered twice (or retried by another process) is refused instead of applied
-- twice, and an audit can match every acknowledged interaction to exactly one action (its
-- channel version, which also tags its roll-log rows).
CREATE TABLE action_interactions (
    interaction_id BIGINT PRIMARY KEY,
    channel_id     BIGINT NOT NULL,
    version        BIGINT NOT NULL,
    created_at     BIGINT NOT NULL
);
CREATE UNIQUE INDEX action_interactions_by_version ON action_interactions (channel_id, version);
