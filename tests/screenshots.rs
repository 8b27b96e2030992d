//! Not a check: plays a short FLAIL fight against the fake Discord and writes what the
//! channel shows as an HTML page in Discord's dark theme (`target/screenshots/fight.html`),
//! for `docs/screenshots/make.sh` to photograph. Run with `--ignored`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod e2e_bot;
mod fake_discord;

use e2e_bot::*;
use serde_json::Value;

/// One line of the channel: who typed what, and the message the bot answered with.
struct Shown {
    who: &'static str,
    line: String,
    message: Value,
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The little Markdown Discord renders in embeds: `code`, **bold**, ~~struck~~, `-# `
/// subtext lines, and backslash escapes.
fn markdown(text: &str) -> String {
    let mut html = String::new();
    for (i, line) in text.lines().enumerate() {
        if i > 0 {
            html.push_str("<br>");
        }
        let (line, small) = match line.strip_prefix("-# ") {
            Some(rest) => (rest, true),
            None => (line, false),
        };
        let mut out = String::new();
        let mut code = false;
        let mut bold = false;
        let mut chars = line.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '\\' if !code => {
                    if let Some(next) = chars.next() {
                        out.push_str(&escape(&next.to_string()));
                    }
                }
                '`' => {
                    out.push_str(if code { "</code>" } else { "<code>" });
                    code = !code;
                }
                '*' if !code && chars.peek() == Some(&'*') => {
                    chars.next();
                    out.push_str(if bold { "</b>" } else { "<b>" });
                    bold = !bold;
                }
                _ => out.push_str(&escape(&c.to_string())),
            }
        }
        if small {
            html.push_str(&format!("<small>{out}</small>"));
        } else {
            html.push_str(&out);
        }
    }
    html
}

fn embed_html(embed: &Value) -> String {
    let colour = embed["color"].as_u64().unwrap_or(0x6B74F5);
    let mut html = format!("<div class=embed style='border-color:#{colour:06x}'>");
    if let Some(title) = embed["title"].as_str() {
        html.push_str(&format!("<div class=title>{}</div>", markdown(title)));
    }
    if let Some(description) = embed["description"].as_str() {
        html.push_str(&format!("<div class=desc>{}</div>", markdown(description)));
    }
    if let Some(footer) = embed["footer"]["text"].as_str() {
        html.push_str(&format!("<div class=footer>{}</div>", escape(footer)));
    }
    html.push_str("</div>");
    html
}

fn message_html(shown: &Shown) -> String {
    let mut html = String::from("<div class=msg>");
    if !shown.line.is_empty() {
        html.push_str(&format!(
            "<div class=used><b>{}</b> used <span class=cmd>{}</span></div>",
            escape(shown.who),
            escape(&shown.line)
        ));
    }
    html.push_str("<div class=author>Narrator <span class=bot>APP</span></div>");
    for embed in shown.message["embeds"].as_array().into_iter().flatten() {
        html.push_str(&embed_html(embed));
    }
    let labels = buttons(&shown.message);
    if !labels.is_empty() {
        html.push_str("<div class=buttons>");
        for (label, _) in labels {
            html.push_str(&format!("<span class=button>{}</span>", escape(&label)));
        }
        html.push_str("</div>");
    }
    html.push_str("</div>");
    html
}

const STYLE: &str = "body{background:#313338;color:#dbdee1;font:16px 'Noto Sans','DejaVu Sans',sans-serif;margin:0;padding:16px;width:720px}
.msg{margin:0 0 18px 0}.used{color:#949ba4;font-size:13px;margin-bottom:2px}.cmd{color:#c9cdfb}
.author{color:#f2f3f5;font-weight:600;margin-bottom:4px}.bot{background:#5865f2;color:#fff;font-size:10px;border-radius:3px;padding:1px 4px;vertical-align:middle}
.embed{background:#2b2d31;border-left:4px solid;border-radius:4px;padding:8px 16px 10px 12px;max-width:520px}
.title{color:#f2f3f5;font-weight:600;margin:2px 0 6px}.desc{font-size:14px;line-height:1.4}
.footer{color:#b5bac1;font-size:12px;margin-top:8px}code{background:#1e1f22;border-radius:3px;padding:0 3px;font-size:13px}
small{color:#949ba4;font-size:12px}.buttons{margin-top:6px}
.button{display:inline-block;background:#4e5058;color:#fff;border-radius:3px;padding:5px 14px;margin:0 8px 4px 0;font-size:14px}";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "makes the pictures for the docs; run by docs/screenshots/make.sh"]
async fn a_flail_fight_as_the_channel_shows_it() {
    let bot = Bot::start().await;
    let (gm, rook, tess) = (gm(), rook(), tess());
    let mut channel: Vec<Shown> = Vec::new();
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
        (&gm, "/initiative", &[]),
        (&rook, "/attack target:Knight weapon:axe", &[1, 1, 3, 4, 6]),
        (&tess, "/save attribute:dex", &[7]),
        (&tess, "/next", &[]),
        (&gm, "/attack as:Knight target:Rook", &[1, 1, 1, 4, 5, 6]),
    ];
    for (who, line, dice) in script {
        bot.dice.queue(dice);
        let (id, reply) = bot.line(who, line).await;
        if ephemeral(&reply) {
            continue;
        }
        let message = bot.reply_message(id);
        channel.push(Shown {
            who: who.name,
            line: line.to_string(),
            message,
        });
    }
    bot.ok(&gm, "/encounter show").await;
    let tracker = bot.tracker_post().await;
    channel.push(Shown {
        who: gm.name,
        line: String::new(),
        message: tracker.body.clone(),
    });
    // The bot edits its replies after the fact (retired buttons): show them as they are now.
    let body: String = channel.iter().map(message_html).collect();
    let page =
        format!("<!doctype html><meta charset=utf-8><style>{STYLE}</style><body>{body}</body>");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("fight.html"), page).unwrap();
    assert_eq!(bot.stop().await, 0);
}
