-- The games a server plays, as a JSON list of keys; NULL until they are first chosen.
ALTER TABLE server_settings ADD COLUMN games TEXT;

-- What the bot last registered with Discord for a scope (0: the global commands; else a
-- server's own), so an unchanged set is never sent again, and the ids Discord gave them.
CREATE TABLE command_registrations (
    scope_id   BIGINT PRIMARY KEY,
    hash       TEXT   NOT NULL,
    commands   TEXT   NOT NULL,
    updated_at BIGINT NOT NULL
);

-- Buttons and menus carry a short token; this is the command line it stands for.
CREATE TABLE controls (
    token      TEXT   PRIMARY KEY,
    channel_id BIGINT NOT NULL,
    version    BIGINT NOT NULL,
    line       TEXT   NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX controls_by_channel ON controls (channel_id, version);
