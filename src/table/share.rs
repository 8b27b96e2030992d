//! `/encounter share`: a read-only link to the channel's table for players, spectators and
//! streams. The token (128 random bits) goes to the asker once; the store keeps only its
//! SHA-256, so neither a copy of the database nor its logs open a page.

use sha2::{Digest, Sha256};

use super::{Reply, Request, Slot, TableService};
use crate::error::{Result, UserError};
pub use crate::store::shares::ChannelClock;
use crate::store::shares::SharedTable;

/// A pending choice's clock, in milliseconds since the epoch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChoiceClock {
    pub began_at: i64,
    pub due_at: i64,
}

/// What `/encounter share` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shared {
    /// A new link: its token (shown once) and in how many hours it stops working, if ever.
    Made { token: String, hours: Option<u32> },
    /// Every link of the channel is gone.
    Revoked { count: u64 },
}

/// The hex SHA-256 of a link's token, as the store keeps it.
pub fn token_hash(token: &str) -> String {
    let digest = Sha256::digest(token.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether `token` has a token's shape (32 lowercase hex digits): anything else is refused
/// before the store is asked.
pub fn is_token(token: &str) -> bool {
    token.len() == 32
        && token
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

fn new_token() -> String {
    use rand::RngExt;
    let bytes: [u8; 16] = rand::rng().random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

impl TableService {
    pub(super) async fn share(
        &self,
        slot: &mut Slot,
        request: &Request,
        hours: Option<u32>,
        revoke: bool,
    ) -> Result<Reply> {
        let (_, channel) = self.fresh_channel(slot, request).await?;
        // The same people who set the table's settings: a moderator, the GM or host.
        if !channel.may_change_table_settings(request.user, request.moderator) {
            return Err(UserError::new("err-share-who").into());
        }
        if revoke {
            let count = self.store.revoke_shares(request.channel).await?;
            return Ok(Reply::Shared(Shared::Revoked { count }));
        }
        if channel.running().is_none() {
            return Err(UserError::new("err-no-encounter").into());
        }
        let now = self.now_millis();
        let expires_at = hours.map(|h| now + i64::from(h) * 60 * 60 * 1000);
        let token = new_token();
        self.store
            .save_share(
                &token_hash(&token),
                SharedTable {
                    guild: request.guild,
                    channel: request.channel,
                },
                request.user,
                now,
                expires_at,
            )
            .await?;
        Ok(Reply::Shared(Shared::Made { token, hours }))
    }

    /// The channel's stored version and when it was written (0 when it keeps nothing):
    /// what a page follows.
    pub async fn channel_clock(&self, channel: i64) -> Result<ChannelClock> {
        self.store.channel_clock(channel).await
    }

    /// The pending choice due first in the channel: when it began and when its default
    /// applies (`None` when no choice waits, or deadlines are off).
    pub async fn choice_clock(&self, channel: i64) -> Result<Option<ChoiceClock>> {
        let deadlines = self.store.channel_deadlines(channel).await?;
        Ok(deadlines
            .iter()
            .min_by_key(|d| d.due_at)
            .map(|d| ChoiceClock {
                began_at: d.began_at,
                due_at: d.due_at,
            }))
    }

    /// The table a link opens, if it still does.
    pub async fn shared_table(&self, token: &str) -> Result<Option<SharedTable>> {
        if !is_token(token) {
            return Ok(None);
        }
        self.store
            .shared_table(&token_hash(token), self.now_millis())
            .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_random_bits_in_hex_and_kept_only_hashed() {
        let a = new_token();
        let b = new_token();
        assert!(is_token(&a) && is_token(&b));
        assert_ne!(a, b);
        assert_eq!(token_hash(&a).len(), 64);
        assert_ne!(token_hash(&a), a);
        assert_eq!(
            token_hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        for bad in [
            "",
            "../etc/passwd",
            &a.to_uppercase(),
            &a[..31],
            &format!("{a}0"),
        ] {
            assert!(!is_token(bad), "{bad}");
        }
    }
}
