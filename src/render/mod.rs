//! Turns the table service's replies into localized text. Both front-ends use these
//! pieces; the console prints them, Discord puts them into embeds. A game's own replies
//! are rendered by that game (`games::*`); what is here serves every game.

pub mod data;
pub mod json;
pub mod rolls;
pub mod text;
mod views;

pub use views::{HelpView, help_view, log_line, log_result, settings_view};

// The plain-or-Markdown style and the small helpers every game's text uses live in the
// presentation layer, below the games.
pub(crate) use crate::present::style::msg;
pub use crate::present::style::{Style, life_bar};
