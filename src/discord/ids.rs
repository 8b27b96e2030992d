//! Discord ids are u64 snowflakes below 2^63; the store keeps them as i64.

pub fn id(snowflake: u64) -> i64 {
    i64::try_from(snowflake).unwrap_or(i64::MAX)
}
