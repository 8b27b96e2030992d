//! The buttons and menus a game's reply offers, as data: the command line each stands for
//! and how it shows. The table service stores every line under a short token in the same
//! transaction as the action, so a control stays valid after a restart and in any process;
//! Discord draws them (`discord::buttons`) with ids that carry only that token.

use crate::error::Arg;
use crate::hash::stable_hash;

/// A catalogue message with its arguments, localized when drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct Label {
    pub key: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Label {
    pub fn new(key: &'static str) -> Self {
        Label {
            key,
            args: Vec::new(),
        }
    }

    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((name, value.into()));
        self
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Primary,
    Secondary,
    Danger,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    Button {
        label: Label,
        style: Style,
    },
    /// A menu: the line ends with `option:`, and the picked values complete it (several
    /// joined with commas when `many`).
    Menu {
        placeholder: Label,
        choices: Vec<MenuChoice>,
        many: bool,
    },
}

/// One choice of a menu: the value its pick adds to the line, shown as itself or as a
/// label.
#[derive(Debug, Clone, PartialEq)]
pub struct MenuChoice {
    pub value: String,
    pub label: Option<Label>,
    /// Picked already when the menu shows.
    pub selected: bool,
}

/// Where a control lives.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Place {
    /// Under the reply whose pending choice it answers; it goes once the choice is made.
    #[default]
    Reply,
    /// On the channel's tracker: a control that outlives one reply ("End action phase",
    /// "Next round", "End the turn").
    Tracker,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Control {
    pub line: String,
    pub shape: Shape,
    /// The stored token the control's id carries; the table service fills it in.
    pub token: String,
    pub place: Place,
    /// Asks the presser to confirm first, saying why (a round-ending control that would
    /// skip someone's turn).
    pub confirm: Option<Label>,
}

impl Control {
    pub fn button(line: impl Into<String>, label: Label, style: Style) -> Self {
        Control {
            line: line.into(),
            shape: Shape::Button { label, style },
            token: String::new(),
            place: Place::Reply,
            confirm: None,
        }
    }

    /// The control lives on the tracker, not under one reply.
    pub fn on_tracker(mut self) -> Self {
        self.place = Place::Tracker;
        self
    }

    /// The control asks to confirm first, saying why.
    pub fn confirming(mut self, why: Label) -> Self {
        self.confirm = Some(why);
        self
    }

    /// A menu of names, each shown as itself.
    pub fn menu(
        line: impl Into<String>,
        placeholder: Label,
        names: Vec<String>,
        many: bool,
    ) -> Self {
        let choices = names
            .into_iter()
            .map(|value| MenuChoice {
                value,
                label: None,
                selected: false,
            })
            .collect();
        Control::choices(line, placeholder, choices, many)
    }

    pub fn choices(
        line: impl Into<String>,
        placeholder: Label,
        choices: Vec<MenuChoice>,
        many: bool,
    ) -> Self {
        Control {
            line: line.into(),
            shape: Shape::Menu {
                placeholder,
                choices,
                many,
            },
            token: String::new(),
            place: Place::Reply,
            confirm: None,
        }
    }
}

/// Quotes a name for a command line, escaping `"` and `\` the way lines are read.
pub fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The token of `line` in `channel` at `version`: the same line at the same version gets
/// the same token, so storing it twice changes nothing.
pub fn token(channel: i64, version: i64, line: &str) -> String {
    const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let mut bytes = Vec::with_capacity(line.len() + 16);
    bytes.extend_from_slice(&channel.to_le_bytes());
    bytes.extend_from_slice(&version.to_le_bytes());
    bytes.extend_from_slice(line.as_bytes());
    let mut hash = stable_hash(&bytes);
    let mut token = String::with_capacity(11);
    for _ in 0..11 {
        token.push(char::from(DIGITS[(hash % 62) as usize]));
        hash /= 62;
    }
    token
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_short_stable_and_differ_by_line_version_and_channel() {
        let a = token(1, 5, "/next");
        assert_eq!(a.len(), 11);
        assert_eq!(a, token(1, 5, "/next"));
        assert_ne!(a, token(1, 6, "/next"));
        assert_ne!(a, token(2, 5, "/next"));
        assert_ne!(a, token(1, 5, "/initiative"));
    }
}
