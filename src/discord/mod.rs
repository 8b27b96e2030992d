//! The Discord front-end (serenity + poise). Thin like the console: it turns interactions
//! into requests for the table service and renders the replies as embeds and buttons.
//!
//! - `register`: the slash-command payload and poise tree, from `request::spec`
//! - `slash`, `buttons`, `autocomplete`: the three kinds of interaction
//! - `flow`: the path every command and click takes (checks, table service, reply)
//! - `embeds`, `respond`, `tracker`, `pacing`: what is sent back and where, and when
//! - `refusal`, `budget`, `pins`: what Discord's refusals mean, the token's budget on bot
//!   routes, and pinning through the current route
//! - `start`, `leased`: start-up and shutdown; shards shared through leases
//! - `data`: `/data export`'s files and `/data delete`'s confirmation
//! - `health`: `/healthz`, `/readyz` and `/metrics` on `HEALTH_ADDR`, and their probe

mod autocomplete;
mod budget;
pub(crate) mod buttons;
pub mod config;
mod data;
mod deadlines;
pub(crate) mod draw;
pub(crate) mod embeds;
mod flow;
mod games;
pub mod health;
mod http_buckets;
mod ids;
mod leased;
mod odds;
mod offers;
pub mod pacing;
mod permissions;
mod pins;
pub use crate::request::ratelimit;
mod refusal;
pub mod register;
mod respond;
mod retention;
mod rolls;
mod slash;
mod start;
mod tracker;

use std::sync::Arc;

use tokio::sync::RwLock;

pub use config::{Config, ConfigError};
pub use slash::read as read_slash_options;
pub use start::{run, run_with};

use crate::table::TableService;

/// Errors poise sees; the handlers render user errors themselves, so these are only the
/// unexpected ones (logged, never shown raw).
pub type Error = Box<dyn std::error::Error + Send + Sync>;

/// What poise hands every handler: [`Data`], which the timer of choice deadlines shares.
pub type Shared = Arc<Data>;

/// What every handler shares.
pub struct Data {
    pub service: Arc<TableService>,
    pub config: Config,
    /// Held (shared) while an interaction is handled; shutdown takes it exclusively to
    /// let actions in flight finish.
    pub in_flight: Arc<RwLock<()>>,
    pub limiter: ratelimit::RateLimiter,
    /// `/games` changes per server: each re-registers the server's commands, and Discord
    /// allows a server 200 command creates a day.
    pub games_limiter: ratelimit::RateLimiter,
    /// The ids Discord gave the registered commands, for `</name:id>` mentions.
    pub command_ids: Arc<register::CommandIds>,
    /// The bot's own messages posted below each channel's tracker.
    pub below_tracker: tracker::BelowTracker,
    /// Where pinning was refused, and where the bot may not post.
    pub tracker_places: tracker::Places,
    /// What each channel's tracker shows, so moving it down reads nothing from Discord.
    pub tracker_shown: tracker::Shown,
    /// Each channel's tracker work, one piece at a time.
    pub tracker_turns: tracker::Turns,
    pub tracker_edit_tickets: tracker::EditTickets,
    /// Tracker edits a busy channel leaves waiting until it goes quiet.
    pub tracker_pacing: pacing::Pacing,
    /// This process's share of the token's budget on bot routes.
    pub budget: Arc<budget::Budget>,
    pub pinner: pins::Pinner,
    /// Which replies carry which controls, so each control is shown once.
    pub offers: offers::Offers,
    /// Each channel's last action reply, whose token posts a choice deadline's follow-ups.
    pub last_answers: deadlines::LastAnswers,
    /// What a choice's deadline could not post, for the channel's next reply.
    pub owed: deadlines::Owed,
    /// The counters `/metrics` shows.
    pub metrics: Arc<crate::metrics::Metrics>,
}
