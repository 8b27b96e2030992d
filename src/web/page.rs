//! A shared table as HTML: the tracker value Discord draws as an embed, drawn here as a
//! section, every word escaped. No Discord id or mention is drawn: the tracker names seats
//! by their display names.

use hyper::body::Bytes;

use crate::error::Error;
use crate::i18n::{self, Locale};
use crate::present::{Text, TrackerView};
use crate::render::{self, Style};
use crate::request;
use crate::table::{ChoiceClock, LogEntry, Reply, TableService};

pub const SCRIPT: &str = include_str!("view.js");
pub const STYLE: &str = include_str!("view.css");

/// Escapes text for HTML content and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// One text's spans, with their emphasis.
fn spans(text: &Text) -> String {
    text.spans
        .iter()
        .map(|span| {
            let mut out = escape(&span.text).replace('\n', "<br>");
            if span.code {
                out = format!("<code>{out}</code>");
            }
            if span.strong {
                out = format!("<strong>{out}</strong>");
            }
            if span.struck {
                out = format!("<s>{out}</s>");
            }
            out
        })
        .collect()
}

/// The tracker as one section (one line of HTML, as an event's data needs).
pub fn tracker(view: &TrackerView) -> String {
    let tone = format!("{:?}", view.tone).to_lowercase();
    let mut out = format!(
        "<section class=\"tracker tone-{tone}\"><h1>{}</h1><ul>",
        spans(&view.title)
    );
    for line in &view.lines {
        let class = if line.small { " class=\"small\"" } else { "" };
        out.push_str(&format!("<li{class}>{}</li>", spans(line)));
    }
    out.push_str("</ul>");
    if let Some(status) = &view.status {
        out.push_str(&format!("<p class=\"status\">{}</p>", spans(status)));
    }
    out.push_str("</section>");
    out
}

fn notice(locale: Locale, key: &str) -> String {
    format!(
        "<section class=\"tracker\"><p class=\"status\">{}</p></section>",
        escape(&i18n::plain(locale, key))
    )
}

/// How many of the channel's last rolls a page lists.
pub const LOG_SHOWN: u32 = 20;

/// A table as a page shows it, before its turn timer is known.
pub struct Drawing {
    /// The tracker's section.
    pub tracker: String,
    /// The tracker's headline and status line (whose turn it is), which a turn timer
    /// times; `None` when no encounter runs.
    pub status: Option<String>,
    /// The last rolls' section.
    pub log: String,
}

/// When the current turn began, as far as is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnSince {
    pub at: i64,
    /// Known only to have begun by `at` (the version the page first saw), not at it.
    pub at_least: bool,
}

/// The turn after a new drawing: the same as `previous` while the drawing shows the same
/// turn; else one that began with the version written at `written_at`, only bounded by it
/// when nothing was seen before. `None` when no encounter runs.
pub fn next_turn(
    previous: Option<(String, TurnSince)>,
    drawing: &Drawing,
    written_at: i64,
) -> Option<(String, TurnSince)> {
    let status = drawing.status.clone()?;
    match previous {
        Some((before, since)) if before == status => Some((status, since)),
        before => Some((
            status,
            TurnSince {
                at: written_at,
                at_least: before.is_none(),
            },
        )),
    }
}

/// The channel's table now, as the public tracker shows it (adversaries' numbers hidden
/// where the server hides them), and its last rolls as anyone in the channel reads them.
pub async fn draw(service: &TableService, guild: i64, channel: i64, locale: Locale) -> Drawing {
    // Hidden unless the server is known to show them: a page never shows more than Discord.
    let hide = service
        .server_settings(guild)
        .await
        .map_or(true, |s| s.hide_adversary_hp);
    let unavailable = || Drawing {
        tracker: notice(locale, "web-unavailable"),
        status: None,
        log: String::new(),
    };
    let Ok(request) = request::show_table(guild, channel) else {
        return unavailable();
    };
    let view = match service.read_for_viewers(&request).await {
        Ok(Reply::Game(played)) => crate::games::seam(played.ruleset())
            .and_then(|seam| seam.tracker(locale, &played, hide)),
        Err(Error::User(e)) if e.key == "err-no-encounter" => None,
        Ok(_) | Err(_) => return unavailable(),
    };
    let log = match request::show_log(guild, channel, LOG_SHOWN) {
        Ok(request) => match service.read_for_viewers(&request).await {
            Ok(Reply::Log(entries)) => log(locale, &entries),
            _ => String::new(),
        },
        Err(_) => String::new(),
    };
    match view {
        Some(view) => Drawing {
            tracker: tracker(&view),
            // The headline says whose turn it is (and the round); a status may add a
            // stage or a choice.
            status: Some(match &view.status {
                Some(status) => format!("{}\n{}", view.title.plain(), status.plain()),
                None => view.title.plain(),
            }),
            log,
        },
        None => Drawing {
            tracker: notice(locale, "web-no-encounter"),
            status: None,
            log,
        },
    }
}

/// The last rolls, newest first: who, the command, and what it rolled and did.
pub fn log(locale: Locale, entries: &[LogEntry]) -> String {
    let mut out = format!(
        "<section class=\"log\"><h2>{}</h2>",
        escape(&i18n::plain(locale, "web-log"))
    );
    if entries.is_empty() {
        out.push_str(&format!(
            "<p class=\"empty\">{}</p>",
            escape(&i18n::plain(locale, "web-log-empty"))
        ));
    } else {
        out.push_str("<ol>");
        for entry in entries.iter().rev() {
            let class = if entry.undone {
                " class=\"undone\""
            } else {
                ""
            };
            out.push_str(&format!(
                "<li{class}><span class=\"who\">{}</span> <code>/{}</code> {}</li>",
                escape(&entry.user_name),
                escape(&entry.command),
                escape(&render::log_result(locale, entry, Style::Plain)).replace('\n', "<br>"),
            ));
        }
        out.push_str("</ol>");
    }
    out.push_str("</section>");
    out
}

/// `m:ss`, or `h:mm:ss` past an hour.
pub fn duration(millis: i64) -> String {
    let seconds = millis.max(0) / 1000;
    let (h, m, s) = (seconds / 3600, seconds % 3600 / 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// How long the turn and the waiting choice have lasted, and when the choice's default
/// applies, as of `now`; the page's script keeps the figures running.
pub fn timer(
    locale: Locale,
    turn: Option<TurnSince>,
    choice: Option<ChoiceClock>,
    now: i64,
) -> String {
    let mut parts = Vec::new();
    if let Some(turn) = turn {
        let least = if turn.at_least { "≥ " } else { "" };
        parts.push(format!(
            "<span>{}</span> {least}<time data-since=\"{}\">{}</time>",
            escape(&i18n::plain(locale, "web-turn")),
            turn.at,
            duration(now - turn.at)
        ));
    }
    if let Some(choice) = choice {
        parts.push(format!(
            "<span>{}</span> <time data-since=\"{}\">{}</time> · <span>{}</span> <time data-until=\"{}\">{}</time>",
            escape(&i18n::plain(locale, "web-choice")),
            choice.began_at,
            duration(now - choice.began_at),
            escape(&i18n::plain(locale, "web-choice-due")),
            choice.due_at,
            duration(choice.due_at - now)
        ));
    }
    if parts.is_empty() {
        return String::new();
    }
    format!("<p class=\"timer\">{}</p>", parts.join(" · "))
}

/// The page's table: the tracker, its timer, then the last rolls.
pub fn compose(
    locale: Locale,
    drawing: &Drawing,
    turn: Option<TurnSince>,
    choice: Option<ChoiceClock>,
    now: i64,
) -> String {
    format!(
        "{}{}{}",
        drawing.tracker,
        timer(locale, turn, choice, now),
        drawing.log
    )
}

/// The query an event stream keeps from its page's: the language, and the overlay.
pub fn carried_query(query: &str) -> String {
    query
        .split('&')
        .filter(|pair| {
            pair.strip_prefix("lang=")
                .is_some_and(|l| Locale::parse(l).is_some())
                || *pair == "overlay=1"
        })
        .collect::<Vec<_>>()
        .join("&")
}

/// The whole page: the table now, and the script that keeps it live.
pub fn document(locale: Locale, table: &str, events: &str, overlay: bool, now: i64) -> String {
    let title = escape(&i18n::plain(locale, "web-title"));
    let body = if overlay { " class=\"overlay\"" } else { "" };
    format!(
        "<!doctype html><html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"referrer\" content=\"no-referrer\"><title>{title}</title>\
         <link rel=\"stylesheet\" href=\"/static/view.css\"></head>\
         <body{body}><main id=\"table\" data-events=\"{}\" data-now=\"{now}\">{table}</main>\
         <script src=\"/static/view.js\"></script></body></html>",
        locale.code(),
        escape(events),
    )
}

/// One event: the version as its id, the table as its data.
pub fn event(version: i64, table: &str) -> Bytes {
    let mut out = format!("id: {version}\n");
    for line in table.lines() {
        out.push_str("data: ");
        out.push_str(line);
        out.push('\n');
    }
    out.push('\n');
    Bytes::from(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_escaped_and_events_keep_to_their_lines() {
        let view = TrackerView::new(Text::words("Round 1 · <Ogre>"))
            .lines([Text::words("Goblin \"Nasty\" & co")])
            .status(Text::words("▶ Rook"));
        let html = tracker(&view);
        assert!(html.contains("&lt;Ogre&gt;"), "{html}");
        assert!(html.contains("Goblin &quot;Nasty&quot; &amp; co"), "{html}");
        assert!(!html.contains('\n'));
        let event = event(7, &html);
        assert!(event.starts_with(b"id: 7\ndata: <section"));
        assert!(event.ends_with(b"\n\n"));
    }

    #[test]
    fn a_turn_keeps_its_start_until_the_drawing_shows_another() {
        let drawing = |status: Option<&str>| Drawing {
            tracker: String::new(),
            status: status.map(str::to_owned),
            log: String::new(),
        };
        let first = next_turn(None, &drawing(Some("Round 1 · ▶ Rook")), 100);
        let since = |turn: &Option<(String, TurnSince)>| turn.as_ref().map(|(_, s)| *s);
        assert_eq!(
            since(&first),
            Some(TurnSince {
                at: 100,
                at_least: true
            })
        );
        let same = next_turn(first.clone(), &drawing(Some("Round 1 · ▶ Rook")), 200);
        assert_eq!(
            since(&same),
            Some(TurnSince {
                at: 100,
                at_least: true
            })
        );
        let passed = next_turn(same, &drawing(Some("Round 1 · ▶ Ogre")), 300);
        assert_eq!(
            since(&passed),
            Some(TurnSince {
                at: 300,
                at_least: false
            })
        );
        assert_eq!(next_turn(passed, &drawing(None), 400), None);
    }

    #[test]
    fn an_event_stream_keeps_only_the_language_and_the_overlay() {
        assert_eq!(
            carried_query("lang=cs&x=<script>&overlay=1"),
            "lang=cs&overlay=1"
        );
        assert_eq!(carried_query("lang=xx"), "");
    }
}
