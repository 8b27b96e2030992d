//! What a game shows, as a value every front-end draws: a [`Post`] for a reply, a
//! [`TrackerView`] for the channel's tracker. Games fill these with plain text and
//! structure ([`Text`]: words, emphasis, names as typed) and a [`Tone`], never with a
//! front-end's markup or mentions, so a rule of presentation (a headline on every reply,
//! names shown as typed, readable colours) is written once, where a front-end draws.

pub mod controls;
pub mod style;
mod text;
mod tone;

pub use text::{Span, Text, marked};
pub use tone::{DARK_BACKGROUND, LIGHT_BACKGROUND, Tone, contrast};

/// One reply to an action: a headline naming who did what and what it led to, one fact a
/// line, and a status line saying whose turn it is and who is next.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Post {
    pub headline: Option<Text>,
    pub tone: Tone,
    pub lines: Vec<Text>,
    /// Whose turn it is and who is next, or what the table waits for. Front-ends show it
    /// where no mention renders (Discord's footer): names in it are display names.
    pub status: Option<Text>,
}

impl Post {
    pub fn new(tone: Tone) -> Self {
        Post {
            tone,
            ..Post::default()
        }
    }

    pub fn headline(mut self, headline: impl Into<Text>) -> Self {
        self.headline = Some(headline.into());
        self
    }

    pub fn line(mut self, line: impl Into<Text>) -> Self {
        self.lines.push(line.into());
        self
    }

    pub fn lines<T: Into<Text>>(mut self, lines: impl IntoIterator<Item = T>) -> Self {
        self.lines.extend(lines.into_iter().map(Into::into));
        self
    }

    pub fn status(mut self, status: impl Into<Text>) -> Self {
        self.status = Some(status.into());
        self
    }

    /// The post as plain lines: the headline, the body, then the status.
    pub fn plain_lines(&self) -> Vec<String> {
        self.headline
            .iter()
            .chain(&self.lines)
            .chain(&self.status)
            .map(Text::plain)
            .collect()
    }
}

/// The channel's tracker: the round and the current actor in the title, in the game's own
/// terms, then the table one piece a line, each with its owner.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TrackerView {
    pub title: Text,
    pub tone: Tone,
    pub lines: Vec<Text>,
    /// What the table waits for, where no mention renders.
    pub status: Option<Text>,
}

impl TrackerView {
    pub fn new(title: impl Into<Text>) -> Self {
        TrackerView {
            title: title.into(),
            ..TrackerView::default()
        }
    }

    pub fn lines<T: Into<Text>>(mut self, lines: impl IntoIterator<Item = T>) -> Self {
        self.lines.extend(lines.into_iter().map(Into::into));
        self
    }

    pub fn status(mut self, status: impl Into<Text>) -> Self {
        self.status = Some(status.into());
        self
    }

    pub fn tone(mut self, tone: Tone) -> Self {
        self.tone = tone;
        self
    }
}

/// A view of the table as a reply (a read that answers with the tracker).
impl From<TrackerView> for Post {
    fn from(view: TrackerView) -> Self {
        Post {
            headline: Some(view.title),
            tone: view.tone,
            lines: view.lines,
            status: view.status,
        }
    }
}
