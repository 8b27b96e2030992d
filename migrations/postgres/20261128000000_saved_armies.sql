-- Armies a player saved in «Познание нуля» (`/zero army save`) to enter again in a later
-- battle: one row per user per server per army name. `name_key` is the name as compared
-- (case-folded, NFC); `data` is the army as JSON (cards with their printed numbers, items,
-- riders), at most 16 KiB; `cards` is how many cards it holds, for the list. The bot keeps
-- at most 25 per user per server. The key's prefixes serve a user's list and deletion, and
-- a server's deletion.
CREATE TABLE saved_armies (
    guild_id   BIGINT NOT NULL,
    user_id    BIGINT NOT NULL,
    name_key   TEXT NOT NULL,
    name       TEXT NOT NULL,
    cards      BIGINT NOT NULL,
    data       TEXT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (guild_id, user_id, name_key)
);
