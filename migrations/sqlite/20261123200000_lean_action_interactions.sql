-- Every action writes its interaction row, so the row should cost as few pages as it can:
-- keyed by the interaction id itself (Discord's ids grow with time, so new rows append to
-- the table's last page) and without the (channel, version) index, whose rows landed on a
-- page per channel. The channel's version check already lets each version be written once.
CREATE TABLE action_interactions_lean (
    interaction_id INTEGER PRIMARY KEY,
    channel_id     INTEGER NOT NULL,
    version        INTEGER NOT NULL,
    created_at     INTEGER NOT NULL
);
INSERT INTO action_interactions_lean (interaction_id, channel_id, version, created_at)
    SELECT interaction_id, channel_id, version, created_at FROM action_interactions;
DROP TABLE action_interactions;
ALTER TABLE action_interactions_lean RENAME TO action_interactions;
