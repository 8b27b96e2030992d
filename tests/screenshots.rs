//! Not a check: plays one short session of each game against the fake Discord and writes
//! what the channel shows as an HTML page in Discord's dark theme
//! (`target/screenshots/<game>.html`), for `docs/screenshots/make.sh` to photograph at
//! desktop and phone width. Mage Wars plays on a Czech server, «Познание нуля» on a Russian
//! one. Next to each page, `<game>.txt` lists every message as text with what looks wrong
//! in it (a mention where Discord renders none, a reply without a headline, leftover
//! controls), for review. Run with `--ignored`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use std::collections::HashMap;
use std::fmt::Write as _;
use std::time::Duration;

use e2e_bot::*;
use serde_json::Value;

/// The fake Discord numbers every message it creates from here up.
const FIRST_MESSAGE: u64 = 930_000_000_000_000_001;

/// A member named as the screenshots show them (display names, a locale of their own).
fn member(user_id: u64, name: &'static str, locale: &'static str) -> Who {
    Who::player(user_id, name, locale)
}

/// A host who may manage the channel (a moderator), like `e2e_bot::gm`.
fn host(user_id: u64, name: &'static str, locale: &'static str) -> Who {
    Who {
        permissions: fake_discord::fixtures::member_permissions_default()
            | fake_discord::fixtures::perm::MANAGE_CHANNELS,
        ..Who::player(user_id, name, locale)
    }
}

/// One game's session: the bot, who is at the table, and what made each message.
struct Session {
    bot: Bot,
    game: &'static str,
    people: Vec<Who>,
    /// The first message of the session (what `/games` showed before is not part of it).
    from: u64,
    /// What each message answered: "gm used /attack …", "tess clicked Dodge".
    made_by: HashMap<u64, (String, String)>,
    /// Problems met while playing (a refused action, dice left over).
    notes: Vec<String>,
}

impl Session {
    async fn start(game: &'static str, games: &[&str], locale: &str, people: Vec<Who>) -> Self {
        // A new server plays FLAIL alone: nothing to pick.
        let bot = if games == ["flail"] {
            Bot::start().await
        } else {
            Bot::start_for(games).await
        };
        bot.set_guild_locale(locale);
        let from = last_message(&bot) + 1;
        Session {
            bot,
            game,
            people,
            from,
            made_by: HashMap::new(),
            notes: Vec::new(),
        }
    }

    /// Types `line` as `who` with `dice` queued; notes a refusal or unused dice.
    async fn line(&mut self, who: &Who, line: &str, dice: &[u32]) -> Recorded {
        self.bot.dice.queue(dice);
        let (id, callback) = self.bot.line(who, line).await;
        self.settle().await;
        let token = fake_discord::fixtures::token_for(id);
        let made = (who.name.to_owned(), format!("used {line}"));
        for message in [
            self.bot.fake.original(&token),
            self.bot.fake.followup(&token),
        ]
        .into_iter()
        .flatten()
        {
            if let Some(mid) = message_id(&message) {
                self.made_by.insert(mid, made.clone());
            }
        }
        self.check(line, &callback);
        callback
    }

    /// Clicks the newest button whose label contains `label` anywhere in the channel, as
    /// `who`; a confirmation asked of `who` alone is accepted.
    async fn click(&mut self, who: &Who, label: &str, dice: &[u32]) -> Recorded {
        self.bot.dice.queue(dice);
        let (message, custom_id, shown) = self
            .find(|m| {
                buttons(m)
                    .into_iter()
                    .find(|(l, _)| !l.is_empty() && l.contains(label))
            })
            .await;
        let id = self.bot.id();
        let interaction = fake_discord::fixtures::button(
            id,
            CHANNEL,
            who,
            &self.bot.guild_locale(),
            &custom_id,
            message,
        );
        let callback = self
            .answer(id, who, interaction, format!("clicked “{shown}”"))
            .await;
        self.check(&format!("the button {shown}"), &callback);
        callback
    }

    /// Picks `values` in the newest select menu whose placeholder contains `placeholder`.
    async fn pick(&mut self, who: &Who, placeholder: &str, values: &[&str]) -> Recorded {
        let (message, custom_id, shown) = self
            .find(|m| {
                selects(m)
                    .into_iter()
                    .find(|(p, _, _)| p.contains(placeholder))
                    .map(|(p, id, _)| (p, id))
            })
            .await;
        let id = self.bot.id();
        let interaction = fake_discord::fixtures::select(
            id,
            CHANNEL,
            who,
            &self.bot.guild_locale(),
            &custom_id,
            values,
            message,
        );
        let what = format!("picked {} in “{}”", values.join(", "), shown);
        let callback = self.answer(id, who, interaction, what).await;
        self.check(&format!("the menu {shown}"), &callback);
        callback
    }

    /// Dispatches a component interaction and attributes what answered it; an ephemeral
    /// confirmation with buttons is confirmed with its first one.
    async fn answer(&mut self, id: u64, who: &Who, interaction: Value, what: String) -> Recorded {
        let callback = self.bot.fake.interact(interaction).await;
        let token = fake_discord::fixtures::token_for(id);
        self.settle().await;
        let made = (who.name.to_owned(), what);
        let reply = match callback.body["type"].as_u64() {
            Some(6 | 7) => self.bot.fake.followup(&token),
            _ => self.bot.fake.original(&token),
        };
        if let Some(mid) = reply.as_ref().and_then(message_id) {
            self.made_by.insert(mid, made);
        }
        let reply = reply.unwrap_or_else(|| callback.body["data"].clone());
        let asked = reply["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0;
        if asked && let Some((label, custom_id)) = buttons(&reply).into_iter().next() {
            self.notes.push(format!(
                "{}: {} asked to confirm: {}; pressed “{label}”",
                who.name,
                made_label(&reply),
                message_text(&reply).replace('\n', " ")
            ));
            let id = self.bot.id();
            let interaction = fake_discord::fixtures::button(
                id,
                CHANNEL,
                who,
                &self.bot.guild_locale(),
                &custom_id,
                reply,
            );
            return Box::pin(self.answer(id, who, interaction, format!("confirmed “{label}”")))
                .await;
        }
        Recorded {
            body: serde_json::json!({ "type": 4, "data": reply }),
            ..callback
        }
    }

    /// The newest message in the channel (a player sees the bottom first) that `pick`
    /// finds a control on: the message, the control's custom id, and its label.
    async fn find(
        &self,
        pick: impl Fn(&Value) -> Option<(String, String)>,
    ) -> (Value, String, String) {
        // The tracker is edited after the reply: give the edit a moment.
        for _ in 0..40 {
            for message in self.messages().into_iter().rev() {
                if ephemeral_message(&message) {
                    continue;
                }
                if let Some((label, custom_id)) = pick(&message) {
                    return (message, custom_id, label);
                }
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let seen: Vec<String> = self
            .messages()
            .iter()
            .map(|m| format!("{:?} {:?}", buttons(m), selects(m)))
            .collect();
        panic!("{}: no such control in the channel: {seen:#?}", self.game);
    }

    /// Lets the bot's edits after a reply (the tracker, retired controls) land.
    async fn settle(&self) {
        tokio::time::sleep(Duration::from_millis(150)).await;
    }

    fn check(&mut self, what: &str, callback: &Recorded) {
        if colour(callback) == Some(ERROR_COLOUR) {
            self.notes.push(format!(
                "{what}: refused: {}",
                text(callback).replace('\n', " ")
            ));
        }
        let left = self.bot.dice.left();
        if left > 0 {
            self.notes
                .push(format!("{what}: {left} scripted dice unused"));
            self.bot.dice.queue(&[]);
        }
    }

    /// Every message the fake holds from the session, oldest first, as the channel shows
    /// it now (edits applied, deleted ones gone).
    fn messages(&self) -> Vec<Value> {
        let last = last_message(&self.bot);
        (self.from..=last)
            .filter_map(|id| {
                let mut message = self.bot.fake.message(id)?;
                // Components serenity could not read are kept aside by the fake.
                if let Some(aside) = self.bot.fake.aside_components(id) {
                    message["components"] = aside;
                }
                Some(message)
            })
            .collect()
    }

    /// Writes `target/screenshots/<game>.html` and `<game>.txt`; stops the bot.
    async fn finish(self) {
        tokio::time::sleep(Duration::from_millis(500)).await;
        let names: HashMap<String, &str> = self
            .people
            .iter()
            .map(|p| (p.user_id.to_string(), p.name))
            .collect();
        let pins: Vec<u64> = self.bot.fake.pins(CHANNEL);
        let mut body = String::new();
        let mut review = String::new();
        let mut notes = self.notes.clone();
        let shown: Vec<Value> = self
            .messages()
            .into_iter()
            .filter(|m| !ephemeral_message(m))
            .collect();
        let mut controls: HashMap<String, Vec<u64>> = HashMap::new();
        for message in &shown {
            let id = message_id(message).unwrap_or_default();
            let made = self.made_by.get(&id);
            let pinned = pins.contains(&id);
            body.push_str(&message_html(message, made, pinned, &names));
            review_message(&mut review, &mut notes, message, made, pinned);
            if !pinned {
                for (label, _) in buttons(message) {
                    controls.entry(label).or_default().push(id);
                }
            }
        }
        for (label, ids) in &controls {
            if ids.len() > 1 && !label.is_empty() {
                notes.push(format!(
                    "the control “{label}” is live on {} unpinned messages",
                    ids.len()
                ));
            }
        }
        notes.sort();
        let page = format!(
            "<!doctype html><html lang={lang}><meta charset=utf-8>\
             <meta name=viewport content='width=device-width'><title>{game}</title>\
             <style>{STYLE}</style><body>{body}\
             <script>document.title=String(document.documentElement.scrollHeight)</script>\
             </body></html>",
            lang = self.bot.guild_locale(),
            game = self.game,
        );
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(format!("{}.html", self.game)), page).unwrap();
        let mut text = String::new();
        for note in &notes {
            let _ = writeln!(text, "NOTE {note}");
        }
        text.push('\n');
        text.push_str(&review);
        std::fs::write(dir.join(format!("{}.txt", self.game)), text).unwrap();
        for note in &notes {
            eprintln!("{}: {note}", self.game);
        }
        assert_eq!(self.bot.stop().await, 0);
    }
}

/// The highest message id the fake has created so far (each one takes a request).
fn last_message(bot: &Bot) -> u64 {
    let bound = FIRST_MESSAGE + bot.fake.requests().len() as u64 + 1;
    (FIRST_MESSAGE..=bound)
        .rev()
        .find(|id| bot.fake.message(*id).is_some())
        .unwrap_or(FIRST_MESSAGE - 1)
}

fn message_id(message: &Value) -> Option<u64> {
    message["id"].as_str()?.parse().ok()
}

fn ephemeral_message(message: &Value) -> bool {
    message["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0
}

fn made_label(message: &Value) -> String {
    message["embeds"][0]["title"]
        .as_str()
        .unwrap_or("a message")
        .to_owned()
}

/// The private-use characters that fence typed names inside the bot; none may reach
/// Discord.
fn private_use(text: &str) -> bool {
    text.chars().any(|c| ('\u{E000}'..='\u{F8FF}').contains(&c))
}

/// One message as text for review, with what looks wrong in it.
fn review_message(
    out: &mut String,
    notes: &mut Vec<String>,
    message: &Value,
    made: Option<&(String, String)>,
    pinned: bool,
) {
    let id = message_id(message).unwrap_or_default() - FIRST_MESSAGE + 1;
    let by = made.map_or_else(
        || "(posted by the bot)".to_owned(),
        |(who, what)| format!("{who} {what}"),
    );
    let _ = writeln!(out, "#{id} {by}{}", if pinned { " [pinned]" } else { "" });
    if let Some(content) = message["content"].as_str().filter(|c| !c.is_empty()) {
        let _ = writeln!(out, "  content: {content}");
    }
    for embed in message["embeds"].as_array().into_iter().flatten() {
        let title = embed["title"].as_str().unwrap_or_default();
        let footer = embed["footer"]["text"].as_str().unwrap_or_default();
        let author = embed["author"]["name"].as_str().unwrap_or_default();
        let _ = writeln!(out, "  title: {title}");
        for line in embed["description"].as_str().unwrap_or_default().lines() {
            let _ = writeln!(out, "  | {line}");
        }
        for field in embed["fields"].as_array().into_iter().flatten() {
            let name = field["name"].as_str().unwrap_or_default();
            let _ = writeln!(out, "  field {name}: {}", field["value"]);
            if name.contains("<@") {
                notes.push(format!("#{id}: a mention in a field name: {name}"));
            }
        }
        if !footer.is_empty() {
            let _ = writeln!(out, "  footer: {footer}");
        }
        for (place, shown) in [("title", title), ("footer", footer), ("author", author)] {
            if shown.contains("<@") {
                notes.push(format!("#{id}: a mention in the {place}: {shown}"));
            }
        }
        if made.is_some() && title.is_empty() {
            notes.push(format!("#{id} ({by}): a reply without a headline"));
        }
        if private_use(&embed.to_string()) {
            notes.push(format!("#{id}: private-use characters reach Discord"));
        }
        if embed.to_string().contains("Nothing changed") {
            notes.push(format!("#{id} ({by}): “Nothing changed.”"));
        }
    }
    for (label, _) in buttons(message) {
        if !label.is_empty() {
            let _ = writeln!(out, "  [button] {label}");
        }
    }
    for (placeholder, _, options) in selects(message) {
        let _ = writeln!(out, "  [menu] {placeholder}: {}", options.join(", "));
    }
}

// --- Drawing a message as Discord's dark theme does --------------------------------------

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Where Discord renders mentions and timestamps (content, descriptions, field values) or
/// shows them raw (titles, field names: `mentions` off).
struct Ink<'a> {
    names: &'a HashMap<String, &'a str>,
    mentions: bool,
}

/// The day `days` after 1970-01-01 as (year, month, day) (Howard Hinnant's civil_from_days).
fn civil(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// `<t:unix:style>` as Discord shows it to a reader in UTC.
fn timestamp(unix: i64, style: &str) -> String {
    let (y, m, d) = civil(unix.div_euclid(86_400));
    let secs = unix.rem_euclid(86_400);
    let (h, min, s) = (secs / 3600, secs % 3600 / 60, secs % 60);
    const MONTHS: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    let month = MONTHS[(m as usize).saturating_sub(1) % 12];
    match style {
        "t" => format!("{h:02}:{min:02}"),
        "T" => format!("{h:02}:{min:02}:{s:02}"),
        "d" => format!("{d:02}/{m:02}/{y}"),
        "D" => format!("{d} {month} {y}"),
        "R" => "just now".to_owned(),
        _ => format!("{d} {month} {y} {h:02}:{min:02}"),
    }
}

/// A `<…>` token at the start of `rest` (a mention, channel, timestamp or custom emoji)
/// drawn as Discord draws it, and its length; `None` to show it as typed.
fn token(rest: &str, ink: &Ink) -> Option<(String, usize)> {
    if !ink.mentions {
        return None;
    }
    let end = rest.find('>')?;
    let inner = &rest[1..end];
    let html = if let Some(id) = inner
        .strip_prefix("@!")
        .or_else(|| inner.strip_prefix('@'))
        .filter(|id| id.chars().all(|c| c.is_ascii_digit()) && !id.is_empty())
    {
        let name = ink.names.get(id).copied().unwrap_or("unknown-user");
        format!("<span class=mention>@{}</span>", escape(name))
    } else if let Some(id) = inner
        .strip_prefix("@&")
        .filter(|id| id.chars().all(|c| c.is_ascii_digit()))
    {
        let _ = id;
        "<span class=mention>@role</span>".to_owned()
    } else if inner.starts_with('#') && inner[1..].chars().all(|c| c.is_ascii_digit()) {
        "<span class=mention>#table</span>".to_owned()
    } else if let Some(t) = inner.strip_prefix("t:") {
        let (unix, style) = t.split_once(':').unwrap_or((t, "f"));
        let unix: i64 = unix.parse().ok()?;
        format!("<span class=time>{}</span>", timestamp(unix, style))
    } else if let Some(emoji) = inner.strip_prefix(':').or_else(|| inner.strip_prefix("a:")) {
        let name = emoji.split(':').next().unwrap_or_default();
        format!(":{}:", escape(name))
    } else {
        return None;
    };
    Some((html, end + 1))
}

/// Discord's inline Markdown: **bold**, *italic*, __underline__, ~~struck~~, `code`,
/// ||spoiler||, [masked](links), backslash escapes; a marker with no closing partner on
/// its line stays as typed.
fn inline(line: &str, ink: &Ink) -> String {
    let mut out = String::new();
    let mut open: Vec<&str> = Vec::new();
    let mut i = 0;
    let bytes = line.as_bytes();
    while i < line.len() {
        let rest = &line[i..];
        let c = rest.chars().next().unwrap_or_default();
        if c == '\\'
            && let Some(next) = rest[1..].chars().next()
            && next.is_ascii_punctuation()
        {
            out.push_str(&escape(&next.to_string()));
            i += 1 + next.len_utf8();
            continue;
        }
        if c == '`' {
            let ticks = rest.chars().take_while(|&c| c == '`').count();
            let fence = &rest[..ticks];
            if let Some(end) = rest[ticks..].find(fence) {
                let code = &rest[ticks..ticks + end];
                out.push_str(&format!("<code>{}</code>", escape(code.trim())));
                i += ticks + end + ticks;
                continue;
            }
        }
        if c == '<'
            && let Some((html, used)) = token(rest, ink)
        {
            out.push_str(&html);
            i += used;
            continue;
        }
        if c == '['
            && let Some(close) = rest.find("](")
            && let Some(paren) = rest[close..].find(')')
        {
            let label = &rest[1..close];
            out.push_str(&format!("<span class=link>{}</span>", inline(label, ink)));
            i += close + paren + 1;
            continue;
        }
        let marker = ["**", "__", "~~", "||", "*", "_"]
            .into_iter()
            .find(|m| rest.starts_with(m));
        if let Some(marker) = marker {
            let (tag_open, tag_close) = match marker {
                "**" => ("<b>", "</b>"),
                "__" => ("<u>", "</u>"),
                "~~" => ("<s>", "</s>"),
                "||" => ("<span class=spoiler>", "</span>"),
                _ => ("<i>", "</i>"),
            };
            if open.last() == Some(&marker) {
                open.pop();
                out.push_str(tag_close);
                i += marker.len();
                continue;
            }
            let after = &rest[marker.len()..];
            // `_` only opens at a word's start, as in Discord (snake_case stays).
            let word_start = marker != "_" || i == 0 || !(bytes[i - 1] as char).is_alphanumeric();
            let closes = after.find(marker).is_some_and(|end| end > 0)
                && !after.starts_with(char::is_whitespace);
            if closes && word_start {
                open.push(marker);
                out.push_str(tag_open);
                i += marker.len();
                continue;
            }
        }
        out.push_str(&escape(&c.to_string()));
        i += c.len_utf8();
    }
    while let Some(marker) = open.pop() {
        out.push_str(match marker {
            "**" => "</b>",
            "__" => "</u>",
            "~~" => "</s>",
            "||" => "</span>",
            _ => "</i>",
        });
    }
    out
}

/// Discord's block Markdown over lines: `-# ` subtext, `#`–`###` headers, `> ` quotes,
/// `- ` and `* ` lists, ``` code blocks; inline Markdown inside.
fn markdown(text: &str, ink: &Ink) -> String {
    let mut html = String::new();
    let mut in_code = false;
    let mut code = String::new();
    let mut list = false;
    for line in text.split('\n') {
        if line.trim_start().starts_with("```") {
            if in_code {
                html.push_str(&format!("<pre>{}</pre>", escape(&code)));
                code.clear();
            }
            in_code = !in_code;
            continue;
        }
        if in_code {
            code.push_str(line);
            code.push('\n');
            continue;
        }
        let item = line.strip_prefix("- ").or_else(|| line.strip_prefix("* "));
        if item.is_some() != list {
            html.push_str(if list { "</ul>" } else { "<ul>" });
            list = item.is_some();
        }
        let block = if let Some(item) = item {
            format!("<li>{}</li>", inline(item, ink))
        } else if let Some(rest) = line.strip_prefix("-# ") {
            format!("<div class=sub>{}</div>", inline(rest, ink))
        } else if let Some(rest) = line.strip_prefix("### ") {
            format!("<div class=h3>{}</div>", inline(rest, ink))
        } else if let Some(rest) = line.strip_prefix("## ") {
            format!("<div class=h2>{}</div>", inline(rest, ink))
        } else if let Some(rest) = line.strip_prefix("# ") {
            format!("<div class=h1>{}</div>", inline(rest, ink))
        } else if let Some(rest) = line.strip_prefix("> ") {
            format!("<div class=quote>{}</div>", inline(rest, ink))
        } else if line.is_empty() {
            "<div class=gap></div>".to_owned()
        } else {
            format!("<div>{}</div>", inline(line, ink))
        };
        html.push_str(&block);
    }
    if list {
        html.push_str("</ul>");
    }
    if in_code {
        html.push_str(&format!("<pre>{}</pre>", escape(&code)));
    }
    html
}

fn embed_html(embed: &Value, names: &HashMap<String, &str>) -> String {
    let rendered = Ink {
        names,
        mentions: true,
    };
    let raw = Ink {
        names,
        mentions: false,
    };
    let bar = embed["color"]
        .as_u64()
        .map_or_else(|| "#1e1f22".to_owned(), |c| format!("#{c:06x}"));
    let mut html = format!("<div class=embed style='border-color:{bar}'>");
    if let Some(author) = embed["author"]["name"].as_str() {
        // Author names render no Markdown.
        html.push_str(&format!("<div class=eauthor>{}</div>", escape(author)));
    }
    if let Some(title) = embed["title"].as_str() {
        html.push_str(&format!("<div class=title>{}</div>", inline(title, &raw)));
    }
    if let Some(description) = embed["description"].as_str() {
        html.push_str(&format!(
            "<div class=desc>{}</div>",
            markdown(description, &rendered)
        ));
    }
    let fields: Vec<&Value> = embed["fields"].as_array().into_iter().flatten().collect();
    if !fields.is_empty() {
        html.push_str("<div class=fields>");
        for field in fields {
            let inline_field = field["inline"].as_bool().unwrap_or(false);
            html.push_str(&format!(
                "<div class='field{}'><div class=fname>{}</div><div class=fvalue>{}</div></div>",
                if inline_field { " inline" } else { "" },
                inline(field["name"].as_str().unwrap_or_default(), &raw),
                markdown(field["value"].as_str().unwrap_or_default(), &rendered)
            ));
        }
        html.push_str("</div>");
    }
    if let Some(image) = embed["image"]["url"].as_str() {
        html.push_str(&format!("<div class=sub>[image: {}]</div>", escape(image)));
    }
    if let Some(footer) = embed["footer"]["text"].as_str() {
        // Footers render no Markdown and no mentions.
        html.push_str(&format!("<div class=footer>{}</div>", escape(footer)));
    }
    html.push_str("</div>");
    html
}

/// Buttons and select menus, one row per action row.
fn components_html(message: &Value) -> String {
    let mut html = String::new();
    for row in message["components"].as_array().into_iter().flatten() {
        html.push_str("<div class=row>");
        for part in row["components"].as_array().into_iter().flatten() {
            let disabled = part["disabled"].as_bool().unwrap_or(false);
            let off = if disabled { " off" } else { "" };
            match part["type"].as_u64() {
                Some(2) => {
                    let style = match part["style"].as_u64() {
                        Some(1) => "primary",
                        Some(3) => "success",
                        Some(4) => "danger",
                        Some(5) => "linkb",
                        _ => "secondary",
                    };
                    let emoji = part["emoji"]["name"]
                        .as_str()
                        .map(|e| format!("{} ", escape(e)))
                        .unwrap_or_default();
                    let label = escape(part["label"].as_str().unwrap_or_default());
                    let link = if style == "linkb" { " ↗" } else { "" };
                    html.push_str(&format!(
                        "<span class='button {style}{off}'>{emoji}{label}{link}</span>"
                    ));
                }
                Some(3..=8) => {
                    let placeholder = part["placeholder"].as_str().unwrap_or("Make a selection");
                    html.push_str(&format!(
                        "<div class='select{off}'><span>{}</span><span class=chevron>⌄</span></div>",
                        escape(placeholder)
                    ));
                }
                _ => {}
            }
        }
        html.push_str("</div>");
    }
    html
}

fn message_html(
    message: &Value,
    made: Option<&(String, String)>,
    pinned: bool,
    names: &HashMap<String, &str>,
) -> String {
    let mut html = String::from("<div class=msg>");
    if let Some((who, what)) = made {
        let (verb, rest) = what.split_once(' ').unwrap_or((what, ""));
        html.push_str(&format!(
            "<div class=used><span class=elbow></span><b>{}</b> {} <span class=cmd>{}</span></div>",
            escape(who),
            escape(verb),
            escape(rest)
        ));
    }
    html.push_str("<div class=line><div class=avatar>N</div><div class=main>");
    html.push_str("<div class=author>Narrator <span class=bot>APP</span>");
    if message["edited_timestamp"].is_string() {
        html.push_str(" <span class=edited>(edited)</span>");
    }
    if pinned {
        html.push_str(" <span class=pin>📌 pinned</span>");
    }
    html.push_str("</div>");
    if let Some(content) = message["content"].as_str().filter(|c| !c.is_empty()) {
        let ink = Ink {
            names,
            mentions: true,
        };
        html.push_str(&format!(
            "<div class=content>{}</div>",
            markdown(content, &ink)
        ));
    }
    for embed in message["embeds"].as_array().into_iter().flatten() {
        html.push_str(&embed_html(embed, names));
    }
    html.push_str(&components_html(message));
    html.push_str("</div></div></div>");
    html
}

/// Discord's dark theme (2024–25 colours), sizes from its client; the page narrows with
/// the window, so one page serves the desktop and the phone pictures.
const STYLE: &str = "
html{background:#313338}
body{color:#dbdee1;font:16px/1.375 'gg sans','Noto Sans','DejaVu Sans',sans-serif,'Noto Color Emoji';margin:0;padding:12px 8px 8px 0;max-width:760px}
.msg{margin:0 0 14px 0;padding-left:16px}
.used{color:#949ba4;font-size:13px;margin:0 0 2px 56px;position:relative;overflow-wrap:anywhere}
.used b{color:#dbdee1;font-weight:600}
.elbow{position:absolute;left:-36px;top:8px;width:30px;height:8px;border-left:2px solid #4e5058;border-top:2px solid #4e5058;border-top-left-radius:6px}
.cmd{color:#c9cdfb}
.line{display:flex;gap:16px}
.avatar{flex:0 0 40px;height:40px;border-radius:50%;background:#5865f2;color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center}
.main{min-width:0;flex:1}
.author{color:#f2f3f5;font-weight:600;margin-bottom:2px}
.bot{background:#5865f2;color:#fff;font-size:10px;font-weight:600;border-radius:3px;padding:1px 4px;vertical-align:2px}
.edited,.pin{color:#949ba4;font-size:11px;font-weight:400}
.content{margin-bottom:4px}
.embed{background:#2b2d31;border-left:4px solid;border-radius:4px;padding:8px 16px 12px 12px;max-width:516px;box-sizing:border-box;margin:4px 0;overflow-wrap:anywhere}
.eauthor{color:#f2f3f5;font-size:14px;font-weight:600;margin-top:6px}
.title{color:#f2f3f5;font-weight:600;margin-top:6px}
.desc{font-size:14px;line-height:1.3;margin-top:6px}
.fields{display:flex;flex-wrap:wrap;gap:6px 16px;margin-top:8px}
.field{flex:1 1 100%;font-size:14px}.field.inline{flex:1 1 140px}
.fname{color:#f2f3f5;font-weight:600;margin-bottom:2px}
.footer{color:#b5bac1;font-size:12px;margin-top:8px}
code{background:#1e1f22;border:1px solid #1a1b1e;border-radius:4px;padding:0 2px;font-family:'DejaVu Sans Mono',monospace;font-size:.85em}
pre{background:#1e1f22;border:1px solid #1a1b1e;border-radius:4px;padding:7px;font:13px 'DejaVu Sans Mono',monospace;margin:6px 0;white-space:pre-wrap}
.sub{color:#949ba4;font-size:12px;line-height:1.35}
.h1{font-size:24px;font-weight:700;color:#f2f3f5;margin:8px 0 4px}.h2{font-size:20px;font-weight:700;color:#f2f3f5;margin:8px 0 4px}.h3{font-size:16px;font-weight:700;color:#f2f3f5;margin:8px 0 4px}
.quote{border-left:4px solid #4e5058;padding-left:12px}
ul{margin:2px 0;padding-left:22px}
.gap{height:.6em}
.mention{background:rgba(88,101,242,.3);color:#c9cdfb;border-radius:3px;padding:0 2px;font-weight:500}
.time{background:rgba(255,255,255,.06);border-radius:3px;padding:0 2px}
.link{color:#00a8fc}
.spoiler{background:#1e1f22;color:#1e1f22;border-radius:3px}
s{color:inherit}
.row{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}
.button{display:inline-flex;align-items:center;min-height:32px;box-sizing:border-box;border-radius:8px;padding:2px 16px;font-size:14px;font-weight:500;color:#fff;max-width:100%}
.primary{background:#5865f2}.secondary{background:#4e5058}.success{background:#248046}.danger{background:#da373c}.linkb{background:#4e5058}
.off{opacity:.5}
.select{display:flex;justify-content:space-between;align-items:center;background:#1e1f22;border:1px solid #1e1f22;border-radius:8px;padding:8px 12px;width:100%;max-width:400px;box-sizing:border-box;color:#949ba4;font-size:14px}
.chevron{color:#dbdee1;font-size:16px;margin-left:8px}
";

// --- The sessions --------------------------------------------------------------------------

/// FLAIL in English: the chapel's knight against Rook and Tess, up to Rook's armour choice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "makes the pictures for the docs; run by docs/screenshots/make.sh"]
async fn flail() {
    let (gm, rook, tess) = (gm(), rook(), tess());
    let mut s = Session::start(
        "flail",
        &["flail"],
        "en-US",
        vec![gm.clone(), rook.clone(), tess.clone()],
    )
    .await;
    let script: &[(&Who, &str, &[u32])] = &[
        (&gm, "/encounter start surprise:players", &[]),
        (&rook, ROOK, &[]),
        (
            &rook,
            "/character weapon character:Rook weapon:axe th:5 dmg:4",
            &[],
        ),
        (&rook, "/character armour character:Rook piece:helmet", &[]),
        (&rook, "/join character:Rook", &[]),
        (
            &tess,
            "/character create name:Tess class:bard str:9 dex:12 int:10 cha:11 luck:8",
            &[],
        ),
        (&tess, "/join character:Tess", &[]),
        (&gm, KNIGHT, &[]),
        (&gm, "/encounter show", &[]),
        (&gm, "/initiative", &[]),
        (&rook, "/attack target:Knight weapon:axe", &[1, 1, 3, 4, 6]),
        (&tess, "/save attribute:dex", &[7]),
        (&tess, "/next", &[]),
        (&gm, "/attack as:Knight target:Rook", &[1, 1, 1, 4, 5, 6]),
    ];
    for (who, line, dice) in script {
        s.line(who, line, dice).await;
    }
    s.click(&rook, "helmet", &[]).await;
    s.finish().await;
}

/// Mage Wars on a Czech server: two mages, the initiative, a Staff and a Fireball, the
/// round handed over from the tracker.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "makes the pictures for the docs; run by docs/screenshots/make.sh"]
async fn mage_wars() {
    let gm = host(100, "Vojta", "cs");
    let jana = member(101, "Jana", "cs");
    let petr = member(102, "Petr", "cs");
    let mut s = Session::start(
        "mage-wars",
        &["flail", "mage-wars"],
        "cs",
        vec![gm.clone(), jana.clone(), petr.clone()],
    )
    .await;
    let script: &[(&Who, &str, &[u32])] = &[
        (&gm, "/encounter start ruleset:mage-wars", &[]),
        (
            &jana,
            "/arena mage name:Beastmaster life:36 armor:0 channeling:9 zone:B2",
            &[],
        ),
        (
            &petr,
            "/arena mage name:Warlock life:38 armor:2 channeling:9 zone:B2",
            &[],
        ),
        (&jana, "/arena attack name:Staff dice:2", &[]),
        (
            &petr,
            "/arena attack name:Fireball dice:4 range:0-2 effect:\"7-8: 1 burn; 9+: 2 burn\" type:flame cost:3",
            &[],
        ),
        (&gm, "/encounter show", &[]),
        (&gm, "/initiative", &[9, 4]),
        (&jana, "/attack target:Warlock weapon:Staff", &[4, 6]),
        (&jana, "/next", &[]),
        (
            &petr,
            "/attack target:Beastmaster weapon:Fireball",
            &[3, 5, 6, 2, 9],
        ),
        (&petr, "/next", &[]),
    ];
    for (who, line, dice) in script {
        s.line(who, line, dice).await;
    }
    s.click(&gm, "Další kolo", &[]).await;
    s.finish().await;
}

/// The LotR LCG combat phase in English, three players, by menus and buttons: a defended
/// attack, an undefended one, a step passed over, an attack back, then the refresh phase.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "makes the pictures for the docs; run by docs/screenshots/make.sh"]
async fn lotr_lcg() {
    let (gm, rook, tess) = (gm(), rook(), tess());
    let cara = member(103, "cara", "en-US");
    let mut s = Session::start(
        "lotr-lcg",
        &["flail", "lotr-lcg"],
        "en-US",
        vec![gm.clone(), rook.clone(), tess.clone(), cara.clone()],
    )
    .await;
    for (who, line) in [
        (&gm, "/encounter start ruleset:lotr-lcg"),
        (&rook, "/lcg player name:Anna threat:28"),
        (&tess, "/lcg player name:Boris threat:28"),
        (&cara, "/lcg player name:Cara threat:28"),
        (
            &rook,
            "/lcg hero name:Aragorn attack:3 defense:2 hit-points:5",
        ),
        (
            &tess,
            "/lcg hero name:Beregond attack:0 defense:4 hit-points:4",
        ),
        (
            &cara,
            "/lcg hero name:Eowyn attack:1 defense:1 hit-points:3",
        ),
        (
            &cara,
            "/lcg ally name:Rider attack:2 defense:1 hit-points:2",
        ),
        (&rook, "/lcg card name:Blank count:3"),
        (
            &rook,
            "/lcg enemy name:Troll attack:6 defense:3 hit-points:9 engagement:30 engage:Anna",
        ),
        (
            &rook,
            "/lcg enemy name:Orc attack:2 defense:1 hit-points:3 engagement:20 engage:Anna",
        ),
        (
            &cara,
            "/lcg enemy name:Warg attack:2 defense:0 hit-points:2 engagement:10 engage:Cara",
        ),
        (&gm, "/encounter show"),
        (&rook, "/combat start"),
    ] {
        s.line(who, line, &[]).await;
    }
    s.click(&rook, "Continue", &[]).await;
    s.pick(&rook, "attacking enemy", &["Troll"]).await;
    s.pick(&rook, "defender", &["Aragorn"]).await;
    s.click(&rook, "Reveal", &[]).await;
    s.click(&rook, "Deal the damage", &[]).await;
    s.click(&rook, "Undefended", &[]).await;
    s.click(&rook, "Reveal", &[]).await;
    s.click(&rook, "Deal the damage", &[]).await;
    s.pick(&cara, "defender", &["Eowyn"]).await;
    s.click(&cara, "Reveal", &[]).await;
    s.click(&cara, "Deal the damage", &[]).await;
    s.pick(&cara, "enemy to attack", &["Warg"]).await;
    s.pick(&cara, "attackers", &["Rider"]).await;
    s.click(&cara, "Declare the attack", &[]).await;
    s.click(&cara, "Strike", &[]).await;
    s.click(&rook, "Refresh phase", &[]).await;
    s.finish().await;
}

/// Tornscape in English: a leader and a beast, a dodge chosen by button, an attack back,
/// the next round from the tracker.
///
/// Dice in the engine's order: the attack roll (attack, mastery, agility dice), the defense
/// or dodge roll; attack 3-5 success, 6 critical; defense 4-5 success, 6 critical;
/// mastery and agility 5-6 success.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "makes the pictures for the docs; run by docs/screenshots/make.sh"]
async fn tornscape() {
    let (gm, rook, tess) = (gm(), rook(), tess());
    let mut s = Session::start(
        "tornscape",
        &["flail", "tornscape"],
        "en-US",
        vec![gm.clone(), rook.clone(), tess.clone()],
    )
    .await;
    let script: &[(&Who, &str)] = &[
        (&gm, "/encounter start ruleset:tornscape"),
        (
            &rook,
            "/tornscape miniature name:Torgvar life:5 defense:1 agility:1 leader:true",
        ),
        (
            &rook,
            "/tornscape tile miniature:Torgvar name:Dagger attack:5 mastery:1 agility:3 damage:1 marker:bleeding",
        ),
        (
            &tess,
            "/tornscape miniature name:Noxtiis life:6 defense:2 agility:1",
        ),
        (
            &tess,
            "/tornscape tile miniature:Noxtiis name:Claws attack:2 damage:3",
        ),
        (&gm, "/encounter show"),
    ];
    for (who, line) in script {
        s.line(who, line, &[]).await;
    }
    s.line(
        &rook,
        "/attack as:Torgvar target:Noxtiis weapon:Dagger",
        &[],
    )
    .await;
    // Attack S S C - -, mastery -, agility - - -; the dodge's agility die succeeds.
    s.click(&tess, "Dodge", &[3, 3, 6, 1, 1, 1, 1, 1, 1, 5])
        .await;
    s.line(&tess, "/attack as:Noxtiis target:Torgvar weapon:Claws", &[])
        .await;
    // Claws S C against Torgvar's defense S and agility -.
    s.click(&rook, "Defend", &[3, 6, 4, 1]).await;
    s.click(&gm, "Next round", &[]).await;
    s.finish().await;
}

/// «Познание нуля» on a Russian server: two armies, a three-strike attack whose bonus
/// strike is named in the order, turns ended, a retreat and the battle won.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "makes the pictures for the docs; run by docs/screenshots/make.sh"]
async fn knowing_zero() {
    let anna = member(101, "Аня", "ru");
    let boris = member(102, "Борис", "ru");
    let mut s = Session::start(
        "knowing-zero",
        &["knowing-zero"],
        "ru",
        vec![anna.clone(), boris.clone()],
    )
    .await;
    let script: &[(&Who, &str)] = &[
        (
            &anna,
            r#"/encounter start ruleset:knowing-zero extra:"attacker:<@101> defender:<@102>""#,
        ),
        (
            &anna,
            "/zero card name:Гидра kind:animal attack:1 life:5 strikes:3",
        ),
        (
            &anna,
            "/zero card name:Всадник kind:character attack:2 life:3",
        ),
        (&anna, "/zero ride rider:Всадник animal:Гидра"),
        (&anna, "/zero item card:Всадник name:Копьё attack:1 life:1"),
        (
            &boris,
            "/zero card name:Голем kind:machine attack:1 life:9 armor:1",
        ),
        (
            &boris,
            "/zero card name:Лучник kind:character attack:1 life:3",
        ),
        (&anna, "/encounter show"),
        (&boris, "/attack as:Голем target:Всадник"),
        (&boris, "/next"),
        (
            &anna,
            r#"/attack as:Гидра target:"Голем,Лучник,Голем" extra:"strike:2""#,
        ),
    ];
    for (who, line) in script {
        s.line(who, line, &[]).await;
    }
    s.line(&anna, "/next", &[]).await;
    s.line(&boris, "/zero retreat", &[]).await;
    s.line(&anna, "/next", &[]).await;
    s.finish().await;
}
