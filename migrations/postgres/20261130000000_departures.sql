-- Servers the bot left (GUILD_DELETE, or missing at READY and silent past the grace):
-- their data goes once `left_at` is older than the grace (SERVER_DATA_GRACE_DAYS, 30 by
-- default); a server that comes back first loses the row and keeps everything.
CREATE TABLE server_departures (
    guild_id BIGINT PRIMARY KEY,
    left_at  BIGINT NOT NULL
);

-- Deleted channels and threads: their encounter, history and roll log go once
-- `deleted_at` is older than CHANNEL_DATA_GRACE_DAYS (7 by default).
CREATE TABLE channel_departures (
    channel_id BIGINT PRIMARY KEY,
    guild_id   BIGINT NOT NULL,
    deleted_at BIGINT NOT NULL
);

-- When each server last sent an interaction (written at most hourly): a server with only
-- the commands scope is never announced by the gateway, so missing at READY does not
-- make it left while it is in use.
CREATE TABLE server_activity (
    guild_id BIGINT PRIMARY KEY,
    seen_at  BIGINT NOT NULL
);
