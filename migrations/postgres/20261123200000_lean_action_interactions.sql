-- Every action writes its interaction row: the (channel, version) index cost a page per
-- channel on every write, and the channel's version check already lets each version be
-- written once.
DROP INDEX IF EXISTS action_interactions_by_version;
