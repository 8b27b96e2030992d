-- Read-only links to a channel's table (`/encounter share`): the link's token is never
-- stored, only its SHA-256 (hex), so a copy of the database opens no page. A link goes
-- with `/encounter share revoke:true`, when `expires_at` passes, or with the channel's or
-- server's data (the retention purge and `/data delete` read this table from the schema).
CREATE TABLE share_links (
    token_hash TEXT PRIMARY KEY,
    guild_id   BIGINT NOT NULL,
    channel_id BIGINT NOT NULL,
    created_by BIGINT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT
);
CREATE INDEX share_links_by_channel ON share_links (channel_id);
