//! Errors a user can cause: each is a Fluent message key plus its arguments, rendered in
//! the reader's language by the front-end. Nothing here is shown as raw text.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A value placed into a localized message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    Number(i64),
    /// Text as it came (names, typed input): made inert when shown as Markdown.
    Text(String),
    /// Text the renderer already formatted (dice with their marked faces, lines it already
    /// made safe): placed as it is.
    Markup(String),
    /// A catalogue message, placed in the reader's language: data made before the locale
    /// is known (a button's label) names its terms this way.
    Term(String),
    /// A catalogue message taking a `$number` ("player 2"), placed in the reader's language.
    Counted(String, i64),
}

impl Arg {
    pub fn markup(text: impl Into<String>) -> Arg {
        Arg::Markup(text.into())
    }

    pub fn term(key: impl Into<String>) -> Arg {
        Arg::Term(key.into())
    }
}

impl From<&str> for Arg {
    fn from(value: &str) -> Self {
        Arg::Text(value.to_owned())
    }
}
impl From<String> for Arg {
    fn from(value: String) -> Self {
        Arg::Text(value)
    }
}
impl From<&String> for Arg {
    fn from(value: &String) -> Self {
        Arg::Text(value.clone())
    }
}
macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(value: $t) -> Self {
                Arg::Number(i64::from(value))
            }
        }
    )*};
}
number_arg!(i32, u32, i64, u8, u16, i16);
impl From<usize> for Arg {
    fn from(value: usize) -> Self {
        Arg::Number(i64::try_from(value).unwrap_or(i64::MAX))
    }
}

/// A refusal caused by the user's input or the table's state. The action that raised it
/// changes nothing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserError {
    pub key: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl UserError {
    pub fn new(key: &'static str) -> Self {
        UserError {
            key,
            args: Vec::new(),
        }
    }

    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((name, value.into()));
        self
    }
}

impl fmt::Display for UserError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.key)?;
        for (name, value) in &self.args {
            match value {
                Arg::Number(n) => write!(f, " {name}={n}")?,
                Arg::Text(t) | Arg::Markup(t) | Arg::Term(t) => write!(f, " {name}={t:?}")?,
                Arg::Counted(key, n) => write!(f, " {name}={key}:{n}")?,
            }
        }
        Ok(())
    }
}

impl std::error::Error for UserError {}

/// Everything the table service can fail with.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The user's input or the table's state refuses the action; shown to the user.
    #[error("{0}")]
    User(#[from] UserError),
    /// Storage failed; logged with context, shown as an apology.
    #[error("storage: {0}")]
    Storage(#[from] sqlx::Error),
    /// Stored data could not be read back (corrupt or from a newer version).
    #[error("stored data: {0}")]
    Data(#[from] serde_json::Error),
    /// Another process changed the channel or a character first (retried once).
    #[error("write conflict")]
    Conflict,
    /// The storage writer has stopped (shutting down).
    #[error("storage writer stopped")]
    Closed,
    #[error("migration: {0}")]
    Migration(#[from] sqlx::migrate::MigrateError),
    /// A background computation failed to finish (it panicked or was cancelled).
    #[error("background task: {0}")]
    Task(String),
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
