-- The tracker message pinned for a channel's encounter: edited in place like the tracker,
-- while the tracker itself may be posted again lower down.
ALTER TABLE trackers ADD COLUMN pinned_id INTEGER;
