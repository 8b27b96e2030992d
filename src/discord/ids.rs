//! Discord ids are u64 snowflakes below 2^63; the store keeps them as i64.

pub fn id(snowflake: u64) -> i64 {
    i64::try_from(snowflake).unwrap_or(i64::MAX)
}

/// A stored id back as a Discord user; `None` for ids that are no user (0, negative).
pub fn user(id: i64) -> Option<poise::serenity_prelude::UserId> {
    u64::try_from(id)
        .ok()
        .filter(|&id| id > 0)
        .map(poise::serenity_prelude::UserId::new)
}

/// A stored channel id back as a Discord channel; `None` for ids that are no channel.
pub fn channel(id: i64) -> Option<poise::serenity_prelude::ChannelId> {
    u64::try_from(id)
        .ok()
        .filter(|&id| id > 0)
        .map(poise::serenity_prelude::ChannelId::new)
}
