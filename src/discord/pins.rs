//! Pinning through Discord's current route, `PUT /channels/{channel}/messages/pins/{message}`
//! (it needs the Pin Messages permission). serenity 0.12 knows only the deprecated
//! `PUT /channels/{channel}/pins/{message}`, so this one request goes out by hand, with the
//! bot's token and from the bot's own budget.

use std::time::Duration;

use poise::serenity_prelude::{ChannelId, Http, MessageId};

/// Discord's API, unless `DISCORD_API_BASE` points elsewhere.
const DISCORD: &str = "https://discord.com";

/// How long one pin may take before it is given up (pinning is best effort).
const PIN_WITHIN: Duration = Duration::from_secs(5);

pub struct Pinner {
    client: reqwest::Client,
    base: String,
}

/// Why a pin did not happen.
#[derive(Debug)]
pub enum PinFailed {
    /// 403: the bot may not pin here (it lacks Pin Messages); asking again would be refused.
    Forbidden,
    /// Anything else: a status, or no answer.
    Other(String),
}

impl std::fmt::Display for PinFailed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PinFailed::Forbidden => f.write_str("403: the bot may not pin here"),
            PinFailed::Other(why) => f.write_str(why),
        }
    }
}

impl Pinner {
    pub fn new(api_base: Option<&str>) -> Pinner {
        Pinner {
            client: reqwest::Client::new(),
            base: api_base.unwrap_or(DISCORD).trim_end_matches('/').to_owned(),
        }
    }

    /// The route's address for `message` in `channel`.
    fn url(&self, channel: ChannelId, message: MessageId) -> String {
        format!(
            "{}/api/v10/channels/{channel}/messages/pins/{message}",
            self.base
        )
    }

    /// Pins `message`. The token goes in the header only: it is never logged, and errors
    /// say only the status.
    pub async fn pin(
        &self,
        http: &Http,
        channel: ChannelId,
        message: MessageId,
    ) -> Result<(), PinFailed> {
        let sent = self
            .client
            .put(self.url(channel, message))
            .header(reqwest::header::AUTHORIZATION, http.token())
            .header(
                reqwest::header::USER_AGENT,
                concat!("DiscordBot (narrator, ", env!("CARGO_PKG_VERSION"), ")"),
            )
            .header(reqwest::header::CONTENT_LENGTH, 0)
            .timeout(PIN_WITHIN)
            .send()
            .await
            .map_err(|e| PinFailed::Other(format!("no answer: {}", e.without_url())))?;
        match sent.status().as_u16() {
            200..=299 => Ok(()),
            403 => Err(PinFailed::Forbidden),
            status => Err(PinFailed::Other(format!("answered {status}"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_current_route_under_the_configured_base() {
        let pinner = Pinner::new(Some("http://127.0.0.1:9/"));
        assert_eq!(
            pinner.url(ChannelId::new(5), MessageId::new(7)),
            "http://127.0.0.1:9/api/v10/channels/5/messages/pins/7"
        );
        let discord = Pinner::new(None);
        assert!(
            discord
                .url(ChannelId::new(5), MessageId::new(7))
                .starts_with("https://discord.com/api/v10/")
        );
    }
}
