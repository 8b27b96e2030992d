//! A shared table as HTML: the tracker value Discord draws as an embed, drawn here as a
//! section, every word escaped. No Discord id or mention is drawn: the tracker names seats
//! by their display names.

use hyper::body::Bytes;

use crate::error::Error;
use crate::i18n::{self, Locale};
use crate::present::{Text, TrackerView};
use crate::request;
use crate::table::{Reply, TableService};

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

/// The channel's table now, as the public tracker shows it (adversaries' numbers hidden
/// where the server hides them).
pub async fn draw(service: &TableService, guild: i64, channel: i64, locale: Locale) -> String {
    // Hidden unless the server is known to show them: a page never shows more than Discord.
    let hide = service
        .server_settings(guild)
        .await
        .map_or(true, |s| s.hide_adversary_hp);
    let Ok(request) = request::show_table(guild, channel) else {
        return notice(locale, "web-unavailable");
    };
    match service.read_for_viewers(&request).await {
        Ok(Reply::Game(played)) => crate::games::seam(played.ruleset())
            .and_then(|seam| seam.tracker(locale, &played, hide))
            .map_or_else(|| notice(locale, "web-no-encounter"), |view| tracker(&view)),
        Err(Error::User(e)) if e.key == "err-no-encounter" => notice(locale, "web-no-encounter"),
        Ok(_) | Err(_) => notice(locale, "web-unavailable"),
    }
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
pub fn document(locale: Locale, table: &str, events: &str, overlay: bool) -> String {
    let title = escape(&i18n::plain(locale, "web-title"));
    let body = if overlay { " class=\"overlay\"" } else { "" };
    format!(
        "<!doctype html><html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"referrer\" content=\"no-referrer\"><title>{title}</title>\
         <link rel=\"stylesheet\" href=\"/static/view.css\"></head>\
         <body{body}><main id=\"table\" data-events=\"{}\">{table}</main>\
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
    fn an_event_stream_keeps_only_the_language_and_the_overlay() {
        assert_eq!(
            carried_query("lang=cs&x=<script>&overlay=1"),
            "lang=cs&overlay=1"
        );
        assert_eq!(carried_query("lang=xx"), "");
    }
}
