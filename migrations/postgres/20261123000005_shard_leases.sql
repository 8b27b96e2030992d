-- Shard leases: processes started with the same SHARD_COUNT (and no SHARDS) share the
-- shards through these rows. Taking a lease over raises its epoch; every write for the
-- shard's servers names the epoch it was made under and is refused once it moved on.
-- Times are the database's own clock, so the processes' clocks never need to agree.
CREATE TABLE shard_leases (
    shard_count INTEGER     NOT NULL,
    shard       INTEGER     NOT NULL,
    holder      TEXT,
    epoch       BIGINT      NOT NULL DEFAULT 0,
    expires_at  TIMESTAMPTZ NOT NULL DEFAULT 'epoch',
    PRIMARY KEY (shard_count, shard)
);

-- The processes taking part, so each knows its fair share of the shards.
CREATE TABLE lease_holders (
    shard_count INTEGER     NOT NULL,
    holder      TEXT        NOT NULL,
    expires_at  TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (shard_count, holder)
);
