//! Which of the bot's replies carry which controls, per channel, so each control is shown
//! once: a reply does not repeat a control an earlier reply still carries (a pending
//! choice's buttons stay where they were), and a reply whose controls the channel no
//! longer offers loses them. Replies are edited through their interaction's webhook,
//! which costs nothing of the bot's global request budget, while its token lives.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use poise::serenity_prelude::{ChannelId, Http, MessageId};

use crate::present::controls::{Control, Place};

/// Channels remembered at once; past this the memory starts over (a reply it forgot
/// keeps its controls, which a click then finds stale and retires).
const MAX_CHANNELS: usize = 10_000;
/// Replies with controls remembered per channel.
const MAX_PER_CHANNEL: usize = 8;
/// Discord lets an interaction's token edit its messages for 15 minutes.
const TOKEN_LIFETIME: Duration = Duration::from_secs(14 * 60);

/// A reply that carries controls.
#[derive(Debug, Clone)]
pub struct Offer {
    /// The interaction token that sent it.
    pub token: String,
    /// A follow-up's id; `None` for the interaction's original response.
    pub message: Option<MessageId>,
    /// Set for a message the bot posted itself (no interaction: `token` is empty), which
    /// only an edit of the bot's own can change.
    pub channel: Option<ChannelId>,
    /// The command lines of its controls.
    pub lines: Vec<String>,
    pub at: Instant,
}

/// What [`Offers::split`] found.
pub struct Split {
    pub superseded: Vec<Offer>,
    pub shown: HashSet<String>,
    pub lasting: Vec<Control>,
    pub own: Vec<Control>,
}

#[derive(Default)]
pub struct Offers(Mutex<HashMap<u64, Vec<Offer>>>);

impl Offers {
    /// After an action whose channel now offers `live`: the replies whose controls are not
    /// all still offered leave memory and are returned, to be retired; and the lines still
    /// shown on the others, which a new reply need not repeat.
    pub fn settle(&self, channel: ChannelId, live: &[&str]) -> (Vec<Offer>, HashSet<String>) {
        let Ok(mut map) = self.0.lock() else {
            return (Vec::new(), HashSet::new());
        };
        let Some(offers) = map.get_mut(&channel.get()) else {
            return (Vec::new(), HashSet::new());
        };
        let (kept, gone): (Vec<Offer>, Vec<Offer>) = std::mem::take(offers)
            .into_iter()
            .partition(|o| o.lines.iter().all(|l| live.contains(&l.as_str())));
        let shown = kept.iter().flat_map(|o| o.lines.iter().cloned()).collect();
        if kept.is_empty() {
            map.remove(&channel.get());
        } else {
            *offers = kept;
        }
        (gone, shown)
    }

    /// Takes out of memory, to be retired, the replies that carry any of `lines`: the
    /// tracker now carries them.
    pub fn take_lines(&self, channel: ChannelId, lines: &[&str]) -> Vec<Offer> {
        let Ok(mut map) = self.0.lock() else {
            return Vec::new();
        };
        let Some(offers) = map.get_mut(&channel.get()) else {
            return Vec::new();
        };
        let (gone, kept): (Vec<Offer>, Vec<Offer>) = std::mem::take(offers)
            .into_iter()
            .partition(|o| o.lines.iter().any(|l| lines.contains(&l.as_str())));
        *offers = kept;
        gone
    }

    /// After an action: which replies lose their controls (to be retired), the controls
    /// that live on the tracker, and the reply's own pending choice's controls that no
    /// earlier reply still carries.
    pub fn split(&self, channel: ChannelId, controls: &[Control]) -> Split {
        let live: Vec<&str> = controls.iter().map(|c| c.line.as_str()).collect();
        let (superseded, shown) = self.settle(channel, &live);
        let (lasting, own): (Vec<Control>, Vec<Control>) = controls
            .iter()
            .cloned()
            .partition(|c| c.place == Place::Tracker);
        let own = own
            .into_iter()
            .filter(|c| !shown.contains(&c.line))
            .collect();
        Split {
            superseded,
            shown,
            lasting,
            own,
        }
    }

    pub fn remember(&self, channel: ChannelId, offer: Offer) {
        if offer.lines.is_empty() {
            return;
        }
        let Ok(mut map) = self.0.lock() else {
            return;
        };
        if map.len() >= MAX_CHANNELS && !map.contains_key(&channel.get()) {
            map.clear();
        }
        let offers = map.entry(channel.get()).or_default();
        if offers.len() >= MAX_PER_CHANNEL {
            offers.remove(0);
        }
        offers.push(offer);
    }

    /// Forgets the reply that carries `line`: a clicked message retires its own controls
    /// (each line is shown on one reply at most).
    pub fn forget_line(&self, channel: ChannelId, line: &str) {
        if let Ok(mut map) = self.0.lock()
            && let Some(offers) = map.get_mut(&channel.get())
        {
            offers.retain(|o| !o.lines.iter().any(|l| l == line));
        }
    }
}

/// Removes a reply's controls through its interaction's webhook; a reply whose token has
/// expired keeps them (a click on it is refused as stale, and retires them then).
pub async fn retire(http: &Http, budget: &super::budget::Budget, offer: &Offer) {
    let body = serde_json::json!({ "components": [] });
    if let (Some(channel), Some(message)) = (offer.channel, offer.message)
        && offer.token.is_empty()
    {
        budget.take().await;
        if let Err(e) = http.edit_message(channel, message, &body, Vec::new()).await {
            tracing::debug!(error = %e, "could not retire a posted message's controls");
        }
        return;
    }
    if offer.at.elapsed() > TOKEN_LIFETIME {
        return;
    }
    let result = match offer.message {
        None => {
            http.edit_original_interaction_response(&offer.token, &body, Vec::new())
                .await
        }
        Some(id) => {
            http.edit_followup_message(&offer.token, id, &body, Vec::new())
                .await
        }
    };
    if let Err(e) = result {
        tracing::debug!(error = %e, "could not retire a reply's controls");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offer(token: &str, lines: &[&str]) -> Offer {
        Offer {
            token: token.into(),
            message: None,
            channel: None,
            lines: lines.iter().map(|l| (*l).to_owned()).collect(),
            at: Instant::now(),
        }
    }

    #[test]
    fn replies_keep_live_controls_and_lose_the_rest() {
        let offers = Offers::default();
        let here = ChannelId::new(1);
        offers.remember(here, offer("a", &["/react dodge", "/react block"]));
        offers.remember(here, offer("b", &["/armour piece:helmet"]));
        let (gone, shown) = offers.settle(here, &["/react dodge", "/react block", "/next"]);
        assert_eq!(gone.len(), 1);
        assert_eq!(gone[0].token, "b");
        assert!(shown.contains("/react dodge") && !shown.contains("/next"));
        // Settled again with nothing live: the rest goes, and the channel is forgotten.
        let (gone, shown) = offers.settle(here, &[]);
        assert_eq!(gone.len(), 1);
        assert!(shown.is_empty());
        assert!(offers.0.lock().map(|m| m.is_empty()).unwrap_or(false));
    }

    #[test]
    fn memory_is_bounded_per_channel() {
        let offers = Offers::default();
        let here = ChannelId::new(1);
        for i in 0..20 {
            offers.remember(here, offer(&i.to_string(), &["/x"]));
        }
        let (_, _) = offers.settle(here, &["/x"]);
        let count = offers.0.lock().map(|m| m[&1].len()).unwrap_or(0);
        assert_eq!(count, MAX_PER_CHANNEL);
        offers.remember(here, offer("n", &["/next", "/x"]));
        assert_eq!(offers.take_lines(here, &["/next"]).len(), 1);
        assert!(offers.take_lines(here, &["/next"]).is_empty());
        offers.remember(here, offer("a", &["/armour piece:helmet"]));
        offers.forget_line(here, "/armour piece:helmet");
        let count = offers.0.lock().map(|m| m[&1].len()).unwrap_or(0);
        assert_eq!(count, MAX_PER_CHANNEL - 1);
    }
}
