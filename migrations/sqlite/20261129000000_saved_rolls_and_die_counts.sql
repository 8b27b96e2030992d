-- Rolls saved with `/rolls save` and rolled with `/roll saved:`: one row per owner per
-- server per name. `owner_id` is the user's id, or 0 for a roll a moderator saved for the
-- whole server (a user's own roll of the same name shadows it). `name_key` is the name as
-- compared (case-folded, NFC). The bot keeps at most SAVED_ROLLS_PER_USER (50) per user and
-- SAVED_ROLLS_PER_SERVER (200) for the server.
CREATE TABLE saved_rolls (
    guild_id   INTEGER NOT NULL,
    owner_id   INTEGER NOT NULL,
    name_key   TEXT NOT NULL,
    name       TEXT NOT NULL,
    expression TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, owner_id, name_key)
);

-- How often each face came up, per server, user, source (0: `/roll`, 1: a game's dice),
-- secrecy, die size and day (days since the epoch, UTC), for `/rolls stats`: added to in the
-- roll's own transaction, so the stats never scan the roll log. Every face rolled counts,
-- rerolled and dropped ones too; `total` is the sum of the faces counted. Dice of more than
-- 100 sides are counted under face 0 (their mean is kept, not each face); Fate dice are not
-- counted.
CREATE TABLE die_counts (
    guild_id INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    source   INTEGER NOT NULL,
    secret   INTEGER NOT NULL,
    sides    INTEGER NOT NULL,
    day      INTEGER NOT NULL,
    face     INTEGER NOT NULL,
    count    INTEGER NOT NULL,
    total    INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id, sides, day, source, secret, face)
);
