-- Facts about the stored data itself, such as which rule character name keys follow.
CREATE TABLE store_meta (
    name  TEXT PRIMARY KEY,
    value BIGINT NOT NULL
);
