//! Tests of the fake Discord itself (no bot): its payloads are what serenity 0.12.5 parses, its
//! limits reject what Discord rejects, its HTTP server keeps connections alive, and serenity's
//! own HTTP client and gateway client work against it.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod fake_discord;

use std::time::Duration;

use fake_discord::fixtures::{self, Who, focused, opt_int, opt_str, opt_user};
use fake_discord::{APP_ID, BOT_USER_ID, FakeDiscord, GUILD_ID, Recorded, TOKEN, limits};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use serenity::all as sy;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio_tungstenite::tungstenite::Message as WsMessage;

const CHANNEL: u64 = 920_100_000_000_000_001;

fn alice() -> Who {
    Who {
        user_id: 800_000_000_000_000_001,
        name: "alice",
        locale: "fr",
        permissions: fixtures::member_permissions_default(),
        roles: vec![870_000_000_000_000_001],
    }
}

fn http_for(fake: &FakeDiscord) -> sy::Http {
    let http = sy::HttpBuilder::new(TOKEN)
        .proxy(fake.api_base())
        .ratelimiter_disabled(true)
        .build();
    http.set_application_id(sy::ApplicationId::new(APP_ID));
    http
}

fn no_mentions() -> Value {
    json!({ "parse": [] })
}

/// A message with an embed and a row of buttons, created through serenity's HTTP client.
async fn message_with_buttons(fake: &FakeDiscord, http: &sy::Http) -> (sy::Message, Value) {
    let builder = sy::CreateMessage::new()
        .content("Round 1")
        .embed(
            sy::CreateEmbed::new()
                .title("Initiative")
                .description("who goes first")
                .field("Alice", "17", true)
                .footer(sy::CreateEmbedFooter::new("turn 1"))
                .author(sy::CreateEmbedAuthor::new("Narrator")),
        )
        .components(vec![sy::CreateActionRow::Buttons(vec![
            sy::CreateButton::new("next-turn").label("Next"),
            sy::CreateButton::new("end")
                .label("End")
                .style(sy::ButtonStyle::Danger),
            sy::CreateButton::new_link("https://example.com").label("Rules"),
        ])])
        .allowed_mentions(sy::CreateAllowedMentions::new());
    let message = sy::ChannelId::new(CHANNEL)
        .send_message(http, builder)
        .await
        .expect("serenity parses the fake's Message JSON");
    let json = fake
        .message(message.id.get())
        .expect("the fake stored the message");
    (message, json)
}

// ---------------------------------------------------------------------------------------------
// Fixtures

#[tokio::test]
async fn fixtures_deserialize_into_serenity_interactions() {
    let who = alice();

    let plain = fixtures::slash(
        1,
        CHANNEL,
        &who,
        "en-US",
        "roll",
        None,
        json!([opt_str("dice", "2d6+1")]),
    );
    let sy::Interaction::Command(command) =
        serde_json::from_value::<sy::Interaction>(plain).expect("slash fixture parses")
    else {
        panic!("a slash fixture must be a Command interaction");
    };
    assert_eq!(command.data.name, "roll");
    assert_eq!(command.token, "tok-1");
    assert_eq!(command.locale, "fr");
    assert_eq!(command.guild_locale.as_deref(), Some("en-US"));
    assert_eq!(command.guild_id, Some(sy::GuildId::new(GUILD_ID)));
    assert_eq!(
        command.user.id.get(),
        who.user_id,
        "user is filled from member"
    );
    let member = command.member.as_ref().expect("member");
    assert_eq!(member.roles, vec![sy::RoleId::new(870_000_000_000_000_001)]);
    assert!(
        member
            .permissions
            .expect("member permissions")
            .send_messages()
    );
    let app = command.app_permissions.expect("app_permissions");
    assert!(app.send_messages() && app.embed_links() && app.view_channel());
    assert!(!app.administrator());
    assert_eq!(
        command.data.options[0].value,
        sy::CommandDataOptionValue::String("2d6+1".into())
    );

    let bob = Who::player(800_000_000_000_000_002, "bob", "en-GB");
    let with_sub = fixtures::slash(
        2,
        CHANNEL,
        &who,
        "en-US",
        "combat",
        Some("attack"),
        json!([opt_int("bonus", 3), opt_user("target", &bob)]),
    );
    let sy::Interaction::Command(command) =
        serde_json::from_value::<sy::Interaction>(with_sub).expect("subcommand fixture parses")
    else {
        panic!("a slash fixture must be a Command interaction");
    };
    let sy::CommandDataOptionValue::SubCommand(options) = &command.data.options[0].value else {
        panic!("the subcommand is the first option");
    };
    assert_eq!(command.data.options[0].name, "attack");
    assert_eq!(options[0].value, sy::CommandDataOptionValue::Integer(3));
    let resolved = command.data.options();
    let sy::ResolvedValue::SubCommand(resolved) = &resolved[0].value else {
        panic!("resolved subcommand");
    };
    let sy::ResolvedValue::User(user, member) = &resolved[1].value else {
        panic!(
            "a user option must resolve (data.resolved.users), got {:?}",
            resolved[1].value
        );
    };
    assert_eq!(user.name, "bob");
    assert!(member.is_some());

    let empty_sub = fixtures::slash(3, CHANNEL, &who, "en-US", "combat", Some("end"), json!([]));
    serde_json::from_value::<sy::Interaction>(empty_sub)
        .expect("a subcommand with no options parses");
    let grouped = fixtures::slash(
        4,
        CHANNEL,
        &who,
        "en-US",
        "table",
        Some("npc add"),
        json!([]),
    );
    let sy::Interaction::Command(command) =
        serde_json::from_value::<sy::Interaction>(grouped).expect("group fixture parses")
    else {
        panic!("command");
    };
    assert!(matches!(
        command.data.options[0].value,
        sy::CommandDataOptionValue::SubCommandGroup(_)
    ));

    let ac = fixtures::autocomplete(
        5,
        CHANNEL,
        &who,
        "en-US",
        "combat",
        Some("attack"),
        json!([opt_str("weapon", "sword"), { "name": "bonus", "type": 4, "value": 12, "focused": true }]),
    );
    let sy::Interaction::Autocomplete(ac) =
        serde_json::from_value::<sy::Interaction>(ac).expect("autocomplete fixture parses")
    else {
        panic!("an autocomplete fixture must be an Autocomplete interaction");
    };
    let focused_option = ac.data.autocomplete().expect("one focused option");
    assert_eq!(focused_option.name, "bonus");
    assert_eq!(focused_option.value, "12", "focused values are strings");

    let fake = FakeDiscord::start().await;
    let http = http_for(&fake);
    let (_, message) = message_with_buttons(&fake, &http).await;
    let click = fixtures::button(6, CHANNEL, &who, "en-US", "next-turn", message);
    let sy::Interaction::Component(click) =
        serde_json::from_value::<sy::Interaction>(click).expect("button fixture parses")
    else {
        panic!("a button fixture must be a Component interaction");
    };
    assert_eq!(click.data.custom_id, "next-turn");
    assert!(matches!(
        click.data.kind,
        sy::ComponentInteractionDataKind::Button
    ));
    assert_eq!(click.message.components[0].components.len(), 3);

    let no_embeds = fixtures::with_app_permissions(
        fixtures::slash(7, CHANNEL, &who, "en-US", "roll", None, json!([])),
        fixtures::app_permissions_all() & !fixtures::perm::EMBED_LINKS,
    );
    let sy::Interaction::Command(command) =
        serde_json::from_value::<sy::Interaction>(no_embeds).expect("parses")
    else {
        panic!("command");
    };
    let app = command.app_permissions.expect("app_permissions");
    assert!(!app.embed_links() && app.send_messages());
    assert_eq!(fake.violations(), Vec::<String>::new());
}

#[test]
#[should_panic(expected = "exactly one option")]
fn autocomplete_fixture_needs_one_focused_option() {
    fixtures::autocomplete(
        1,
        CHANNEL,
        &alice(),
        "en-US",
        "roll",
        None,
        json!([opt_str("dice", "d")]),
    );
}

// ---------------------------------------------------------------------------------------------
// Message JSON

#[tokio::test]
async fn message_json_deserializes_as_serenity_message() {
    let fake = FakeDiscord::start().await;
    let http = http_for(&fake);
    let (message, json) = message_with_buttons(&fake, &http).await;
    assert_eq!(message.content, "Round 1");
    assert_eq!(message.author.id.get(), BOT_USER_ID);
    assert!(message.author.bot);
    assert_eq!(message.embeds.len(), 1);
    assert_eq!(message.embeds[0].fields[0].value, "17");
    assert_eq!(message.embeds[0].kind.as_deref(), Some("rich"));
    assert_eq!(message.components.len(), 1);
    assert_eq!(message.components[0].components.len(), 3);
    assert!(fake.aside_components(message.id.get()).is_none());
    let again: sy::Message = serde_json::from_value(json).expect("the stored JSON parses too");
    assert_eq!(again.id, message.id);

    let edited = sy::ChannelId::new(CHANNEL)
        .edit_message(
            &http,
            message.id,
            sy::EditMessage::new()
                .content("Round 2")
                .components(vec![])
                .allowed_mentions(sy::CreateAllowedMentions::new()),
        )
        .await
        .expect("edit parses");
    assert_eq!(edited.content, "Round 2");
    assert!(edited.edited_timestamp.is_some());
    assert!(edited.components.is_empty());
    assert_eq!(edited.embeds.len(), 1, "an edit without embeds keeps them");

    let fetched = http
        .get_message(sy::ChannelId::new(CHANNEL), message.id)
        .await
        .expect("get parses");
    assert_eq!(fetched.content, "Round 2");
    let missing = http
        .get_message(sy::ChannelId::new(CHANNEL), sy::MessageId::new(1))
        .await;
    assert!(missing.is_err(), "an unknown message is a 404");
    assert_eq!(fake.violations(), Vec::<String>::new());
}

// ---------------------------------------------------------------------------------------------
// Limits

fn chars(n: usize) -> String {
    // A two-byte char: limits count characters, not bytes.
    "é".repeat(n)
}

fn embed_with(key: &str, value: Value) -> Value {
    let mut embed = json!({ "title": "t" });
    embed[key] = value;
    json!({ "content": "x", "embeds": [embed], "allowed_mentions": { "parse": [] } })
}

fn field(name: usize, value: usize) -> Value {
    json!({ "name": chars(name), "value": chars(value), "inline": false })
}

fn buttons(n: usize) -> Value {
    let row: Vec<Value> = (0..n)
        .map(|i| json!({ "type": 2, "style": 1, "custom_id": format!("b{i}"), "label": "B" }))
        .collect();
    json!({ "type": 1, "components": row })
}

fn with_components(components: Value) -> Value {
    json!({ "content": "x", "components": components })
}

fn choices(n: usize, name: usize, value: usize) -> Value {
    let list: Vec<Value> = (0..n)
        .map(|_| json!({ "name": chars(name), "value": chars(value) }))
        .collect();
    json!({ "choices": list })
}

fn command(name: &str, description: &str) -> Value {
    json!({ "name": name, "description": description, "type": 1, "options": [] })
}

fn options(n: usize) -> Value {
    let list: Vec<Value> = (0..n)
        .map(|i| json!({ "name": format!("o{i}"), "description": "d", "type": 3 }))
        .collect();
    json!({ "name": "roll", "description": "d", "options": list })
}

#[test]
fn message_limits_accept_the_limit_and_reject_one_more() {
    // (what, at the limit, one over)
    let cases: Vec<(&str, Value, Value)> = vec![
        (
            "content",
            json!({ "content": chars(2000) }),
            json!({ "content": chars(2001) }),
        ),
        (
            "embeds count",
            json!({ "embeds": vec![json!({ "title": "t" }); 10] }),
            json!({ "embeds": vec![json!({ "title": "t" }); 11] }),
        ),
        (
            "title",
            embed_with("title", json!(chars(256))),
            embed_with("title", json!(chars(257))),
        ),
        (
            "description",
            embed_with("description", json!(chars(4096))),
            embed_with("description", json!(chars(4097))),
        ),
        (
            "fields count",
            embed_with("fields", json!(vec![field(1, 1); 25])),
            embed_with("fields", json!(vec![field(1, 1); 26])),
        ),
        (
            "field name",
            embed_with("fields", json!([field(256, 1)])),
            embed_with("fields", json!([field(257, 1)])),
        ),
        (
            "field value",
            embed_with("fields", json!([field(1, 1024)])),
            embed_with("fields", json!([field(1, 1025)])),
        ),
        (
            "empty field value",
            embed_with("fields", json!([field(1, 1)])),
            embed_with("fields", json!([field(1, 0)])),
        ),
        (
            "footer",
            embed_with("footer", json!({ "text": chars(2048) })),
            embed_with("footer", json!({ "text": chars(2049) })),
        ),
        (
            "author",
            embed_with("author", json!({ "name": chars(256) })),
            embed_with("author", json!({ "name": chars(257) })),
        ),
        (
            "6000 in total",
            json!({ "embeds": [{ "description": chars(3000) }, { "description": chars(3000) }] }),
            json!({ "embeds": [{ "description": chars(3000) }, { "description": chars(3000), "title": "t" }] }),
        ),
        (
            "action rows",
            with_components(json!(vec![buttons(1); 5])),
            with_components(json!(vec![buttons(1); 6])),
        ),
        (
            "buttons per row",
            with_components(json!([buttons(5)])),
            with_components(json!([buttons(6)])),
        ),
        (
            "custom_id",
            with_components(
                json!([{ "type": 1, "components": [{ "type": 2, "style": 1, "label": "B", "custom_id": chars(100) }] }]),
            ),
            with_components(
                json!([{ "type": 1, "components": [{ "type": 2, "style": 1, "label": "B", "custom_id": chars(101) }] }]),
            ),
        ),
        (
            "label",
            with_components(
                json!([{ "type": 1, "components": [{ "type": 2, "style": 1, "custom_id": "c", "label": chars(80) }] }]),
            ),
            with_components(
                json!([{ "type": 1, "components": [{ "type": 2, "style": 1, "custom_id": "c", "label": chars(81) }] }]),
            ),
        ),
        (
            "button without custom_id",
            with_components(
                json!([{ "type": 1, "components": [{ "type": 2, "style": 5, "url": "https://x", "label": "L" }] }]),
            ),
            with_components(
                json!([{ "type": 1, "components": [{ "type": 2, "style": 1, "label": "L" }] }]),
            ),
        ),
        (
            "top level must be rows",
            with_components(json!([buttons(1)])),
            with_components(json!([{ "type": 2, "style": 1, "custom_id": "c", "label": "L" }])),
        ),
        (
            "empty message",
            json!({ "content": "x" }),
            json!({ "content": "" }),
        ),
    ];
    for (what, ok, over) in cases {
        assert_eq!(
            limits::check_message(&ok, true),
            Vec::<String>::new(),
            "{what}: at the limit"
        );
        assert!(
            !limits::check_message(&over, true).is_empty(),
            "{what}: one over must be rejected"
        );
    }
    // An edit may set only some fields.
    assert!(limits::check_message(&json!({ "components": [] }), false).is_empty());
}

#[test]
fn choice_limits() {
    assert!(limits::check_choices(&choices(25, 100, 100)).is_empty());
    assert!(limits::check_choices(&json!({ "choices": [] })).is_empty());
    assert!(
        limits::check_choices(&json!({ "choices": [{ "name": "d20", "value": 20 }] })).is_empty()
    );
    for (what, data) in [
        ("26 choices", choices(26, 1, 1)),
        ("name of 101", choices(1, 101, 1)),
        ("empty name", choices(1, 0, 1)),
        ("value of 101", choices(1, 1, 101)),
        ("no choices", json!({})),
    ] {
        assert!(
            !limits::check_choices(&data).is_empty(),
            "{what} must be rejected"
        );
    }
}

#[test]
fn command_limits() {
    for good in ["roll", "jet-de-dés", "d20", "a_b", "ролл", &"x".repeat(32)] {
        assert!(limits::valid_name(good), "{good:?} is a valid name");
        assert!(
            limits::check_commands(&json!([command(good, "d")])).is_empty(),
            "{good:?}"
        );
    }
    for bad in ["Roll", "bad name", "", "roll!", &"x".repeat(33), "ROLL"] {
        assert!(!limits::valid_name(bad), "{bad:?} is not a valid name");
        assert!(
            !limits::check_commands(&json!([command(bad, "d")])).is_empty(),
            "{bad:?}"
        );
    }
    assert!(limits::check_commands(&json!([command("roll", &chars(100))])).is_empty());
    assert!(!limits::check_commands(&json!([command("roll", &chars(101))])).is_empty());
    assert!(!limits::check_commands(&json!([command("roll", "")])).is_empty());
    assert!(limits::check_commands(&json!([options(25)])).is_empty());
    assert!(!limits::check_commands(&json!([options(26)])).is_empty());

    let localized = |key: &str, name: &str, description: &str| {
        json!([{
            "name": "roll", "description": "d", "type": 1,
            "name_localizations": { key: name },
            "description_localizations": { key: description },
        }])
    };
    assert!(limits::check_commands(&localized("fr", "lancer", "lance les dés")).is_empty());
    assert!(limits::check_commands(&localized("pt-BR", "rolar", "d")).is_empty());
    assert!(!limits::check_commands(&localized("french", "lancer", "d")).is_empty());
    assert!(!limits::check_commands(&localized("fr", "Lancer", "d")).is_empty());
    assert!(!limits::check_commands(&localized("fr", "lancer", &chars(101))).is_empty());

    // Nested: a subcommand's option, its choices.
    let nested = |choice_count: usize, required_after_optional: bool| {
        let choices: Vec<Value> = (0..choice_count)
            .map(|i| json!({ "name": format!("c{i}"), "value": i }))
            .collect();
        json!([{
            "name": "combat", "description": "d", "type": 1,
            "options": [{
                "name": "attack", "description": "d", "type": 1,
                "options": [
                    { "name": "mode", "description": "d", "type": 4, "required": !required_after_optional, "choices": choices },
                    { "name": "target", "description": "d", "type": 3, "required": true },
                ],
            }],
        }])
    };
    assert!(limits::check_commands(&nested(25, false)).is_empty());
    assert!(!limits::check_commands(&nested(26, false)).is_empty());
    assert!(
        !limits::check_commands(&nested(1, true)).is_empty(),
        "required after optional"
    );
    assert!(
        !limits::check_commands(&json!([command("roll", "d"), command("roll", "e")])).is_empty()
    );
    assert!(
        !limits::check_commands(&json!({ "name": "roll" })).is_empty(),
        "not an array"
    );
}

#[test]
fn mention_policy() {
    let cases = [
        (json!({ "content": "hi" }), true),
        (
            json!({ "content": "hi", "allowed_mentions": { "parse": [] } }),
            false,
        ),
        (
            json!({ "content": "hi", "allowed_mentions": { "parse": ["users"] } }),
            true,
        ),
        (
            json!({ "content": "hi", "allowed_mentions": { "users": ["1"] } }),
            false,
        ),
        (json!({ "embeds": [{ "title": "t" }] }), true),
        (
            json!({ "embeds": [{ "title": "t" }], "allowed_mentions": { "parse": [], "users": [], "roles": [] } }),
            false,
        ),
        (json!({ "components": [] }), false),
        (json!({ "content": "" }), false),
    ];
    for (body, violates) in cases {
        assert_eq!(limits::check_mentions(&body).is_some(), violates, "{body}");
    }
    // What serenity sends for `CreateAllowedMentions::new()`.
    let serialized = serde_json::to_value(sy::CreateAllowedMentions::new()).expect("serializes");
    assert!(
        limits::check_mentions(&json!({ "content": "hi", "allowed_mentions": serialized }))
            .is_none()
    );
}

// ---------------------------------------------------------------------------------------------
// HTTP

async fn read_response<R: AsyncBufReadExt + Unpin>(
    reader: &mut R,
) -> (u16, Vec<(String, String)>, Value) {
    let mut line = String::new();
    reader.read_line(&mut line).await.expect("status line");
    let status: u16 = line
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("bad status line {line:?}"));
    let mut headers = Vec::new();
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).await.expect("header line");
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        let (name, value) = line.split_once(':').expect("header with a colon");
        headers.push((name.trim().to_ascii_lowercase(), value.trim().to_string()));
    }
    let length = headers
        .iter()
        .find(|(n, _)| n == "content-length")
        .map(|(_, v)| v.parse::<usize>().expect("numeric content-length"))
        .unwrap_or(0);
    let mut body = vec![0; length];
    reader.read_exact(&mut body).await.expect("body");
    let body = if body.is_empty() {
        Value::Null
    } else {
        serde_json::from_slice(&body).expect("JSON body")
    };
    (status, headers, body)
}

#[tokio::test]
async fn http_keeps_the_connection_alive() {
    let fake = FakeDiscord::start().await;
    let address = fake.api_base().trim_start_matches("http://").to_string();
    let stream = tokio::net::TcpStream::connect(&address)
        .await
        .expect("connect");
    let (read, mut write) = stream.into_split();
    let mut reader = BufReader::new(read);

    let get = format!(
        "GET /api/v10/users/@me HTTP/1.1\r\nHost: {address}\r\nAuthorization: Bot {TOKEN}\r\n\r\n"
    );
    write.write_all(get.as_bytes()).await.expect("write 1");
    let (status, headers, body) = read_response(&mut reader).await;
    assert_eq!(status, 200);
    assert!(headers.contains(&("connection".into(), "keep-alive".into())));
    assert_eq!(body["id"], BOT_USER_ID.to_string());

    let payload = json!({ "content": "hello", "allowed_mentions": { "parse": [] } }).to_string();
    let post = format!(
        "POST /api/v10/channels/{CHANNEL}/messages?x=1 HTTP/1.1\r\nHost: {address}\r\nAuthorization: Bot {TOKEN}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{payload}",
        payload.len()
    );
    write.write_all(post.as_bytes()).await.expect("write 2");
    let (status, _, body) = read_response(&mut reader).await;
    assert_eq!(status, 200);
    assert_eq!(body["content"], "hello");

    // Two pipelined requests in one write, the second with a wrong token, then a chunked body.
    let wrong = "GET /api/v10/users/@me HTTP/1.1\r\nAuthorization: Bot nope\r\n\r\n";
    let (first, second) = (
        "{\"con",
        "tent\":\"x\",\"allowed_mentions\":{\"parse\":[]}}",
    );
    let chunked = format!(
        "POST /api/v10/channels/1/messages HTTP/1.1\r\nAuthorization: Bot fake-token\r\nTransfer-Encoding: chunked\r\n\r\n{:x}\r\n{first}\r\n{:x};ext=1\r\n{second}\r\n0\r\n\r\n",
        first.len(),
        second.len()
    );
    write
        .write_all(format!("{get}{wrong}{chunked}").as_bytes())
        .await
        .expect("write 3");
    assert_eq!(read_response(&mut reader).await.0, 200);
    let (status, _, body) = read_response(&mut reader).await;
    assert_eq!(status, 401);
    assert_eq!(body, json!({ "message": "401: Unauthorized", "code": 0 }));
    let (status, _, body) = read_response(&mut reader).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["content"], "x");

    let unknown = "DELETE /api/v10/guilds/1 HTTP/1.1\r\nAuthorization: Bot fake-token\r\nConnection: close\r\n\r\n";
    write.write_all(unknown.as_bytes()).await.expect("write 4");
    let (status, headers, body) = read_response(&mut reader).await;
    assert_eq!(status, 404);
    assert_eq!(body, json!({ "message": "Unknown", "code": 0 }));
    assert!(headers.contains(&("connection".into(), "close".into())));
    let mut rest = Vec::new();
    reader.read_to_end(&mut rest).await.expect("closed cleanly");
    assert!(rest.is_empty());

    let seen: Vec<(String, String, u16)> = fake
        .requests()
        .into_iter()
        .map(|r| (r.method, r.path, r.status))
        .collect();
    let channel_path = format!("/api/v10/channels/{CHANNEL}/messages");
    assert_eq!(
        seen,
        vec![
            ("GET".into(), "/api/v10/users/@me".into(), 200),
            ("POST".into(), channel_path, 200),
            ("GET".into(), "/api/v10/users/@me".into(), 200),
            ("GET".into(), "/api/v10/users/@me".into(), 401),
            ("POST".into(), "/api/v10/channels/1/messages".into(), 200),
            ("DELETE".into(), "/api/v10/guilds/1".into(), 404),
        ]
    );
}

#[tokio::test]
async fn serenity_http_client_works_against_the_fake() {
    let fake = FakeDiscord::start().await;
    let http = http_for(&fake);

    let gateway = http.get_gateway().await.expect("GET /gateway");
    assert_eq!(gateway.url, fake.gateway_url());
    let bot = http.get_bot_gateway().await.expect("GET /gateway/bot");
    assert_eq!(bot.shards, 1);
    assert_eq!(fake.gateway_calls(), 2);

    let me = http.get_current_user().await.expect("GET /users/@me");
    assert_eq!(me.id.get(), BOT_USER_ID);
    let app = http
        .get_current_application_info()
        .await
        .expect("GET /oauth2/applications/@me");
    assert_eq!(app.id.get(), APP_ID);
    assert_eq!(app.owner.expect("owner").id.get(), BOT_USER_ID);

    let combat = sy::CreateCommand::new("combat")
        .description("Run a fight")
        .name_localized("fr", "combat")
        .description_localized("fr", "Mener un combat")
        .add_option(
            sy::CreateCommandOption::new(
                sy::CommandOptionType::SubCommand,
                "attack",
                "Attack someone",
            )
            .add_sub_option(
                sy::CreateCommandOption::new(sy::CommandOptionType::Integer, "bonus", "Bonus")
                    .required(true)
                    .add_int_choice("plus one", 1),
            )
            .add_sub_option(
                sy::CreateCommandOption::new(sy::CommandOptionType::String, "weapon", "Weapon")
                    .set_autocomplete(true),
            ),
        );
    let roll = sy::CreateCommand::new("roll").description("Roll dice");
    let registered = sy::Command::set_global_commands(&http, vec![combat.clone(), roll])
        .await
        .expect("PUT global commands, echoed as serenity Commands");
    assert_eq!(registered.len(), 2);
    assert_ne!(registered[0].id, registered[1].id);
    assert_eq!(registered[0].application_id.get(), APP_ID);
    assert_eq!(registered[0].options[0].options.len(), 2);
    let guild = sy::GuildId::new(GUILD_ID)
        .set_commands(&http, vec![combat])
        .await
        .expect("PUT guild commands");
    assert_eq!(guild[0].guild_id, Some(sy::GuildId::new(GUILD_ID)));

    let bad = sy::Command::set_global_commands(
        &http,
        vec![sy::CreateCommand::new("Roll").description("d")],
    )
    .await;
    let Err(sy::Error::Http(sy::HttpError::UnsuccessfulRequest(response))) = bad else {
        panic!("an uppercase name must be rejected, got {bad:?}");
    };
    assert_eq!(response.status_code.as_u16(), 400);
    assert_eq!(response.error.code, 50035);
    let violations = fake.violations();
    assert_eq!(violations.len(), 1, "{violations:?}");
    assert!(violations[0].contains("\"Roll\""), "{violations:?}");

    let unknown = http
        .get_original_interaction_response("no-such-token")
        .await;
    assert!(unknown.is_err());
}

// ---------------------------------------------------------------------------------------------
// Gateway and interactions, driven by a hand-made gateway client and serenity's HTTP client

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn next_json(ws: &mut Ws) -> Value {
    loop {
        let frame = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .expect("a gateway frame within 10 s")
            .expect("the gateway stays open")
            .expect("a valid frame");
        if let WsMessage::Text(text) = frame {
            return serde_json::from_str(&text).expect("gateway frames are JSON");
        }
    }
}

async fn connect_and_identify(fake: &FakeDiscord) -> Ws {
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("{}/?v=10", fake.gateway_url()))
        .await
        .expect("connect to the fake gateway");
    let hello = next_json(&mut ws).await;
    assert_eq!(
        hello,
        json!({ "op": 10, "d": { "heartbeat_interval": 41250 } })
    );
    let identify = json!({ "op": 2, "d": { "token": TOKEN, "intents": 0, "shard": [0, 1], "compress": true, "properties": {} } });
    ws.send(WsMessage::Text(identify.to_string()))
        .await
        .expect("identify");
    let ready = next_json(&mut ws).await;
    assert_eq!(ready["t"], "READY");
    assert_eq!(ready["s"], 1);
    let event: sy::GatewayEvent = serde_json::from_value(ready).expect("serenity parses READY");
    let sy::GatewayEvent::Dispatch(1, sy::Event::Ready(ready)) = event else {
        panic!("READY must be a Ready dispatch, got {event:?}");
    };
    assert_eq!(ready.ready.application.id.get(), APP_ID);
    assert_eq!(ready.ready.user.id.get(), BOT_USER_ID);
    assert!(ready.ready.user.bot);
    ws
}

/// Reads the next dispatch and parses it as serenity would.
async fn next_interaction(ws: &mut Ws) -> sy::Interaction {
    let frame = next_json(ws).await;
    assert_eq!(frame["op"], 0);
    let event: sy::GatewayEvent =
        serde_json::from_value(frame).expect("serenity parses the dispatch");
    let sy::GatewayEvent::Dispatch(_, sy::Event::InteractionCreate(event)) = event else {
        panic!("expected INTERACTION_CREATE, got {event:?}");
    };
    event.interaction
}

fn reply(content: &str) -> Value {
    json!({ "type": 4, "data": { "content": content, "allowed_mentions": no_mentions() } })
}

#[tokio::test]
async fn gateway_and_interaction_rules() {
    let fake = FakeDiscord::start().await;
    let http = http_for(&fake);
    let mut ws = connect_and_identify(&fake).await;
    fake.wait_ready().await;
    assert_eq!(fake.readies(), 1);

    ws.send(WsMessage::Text(json!({ "op": 1, "d": 1 }).to_string()))
        .await
        .expect("heartbeat");
    assert_eq!(next_json(&mut ws).await, json!({ "op": 11 }));

    // A reply, then a second callback for the same interaction.
    let who = alice();
    let (callback, ()) = tokio::join!(
        fake.interact(fixtures::slash(
            11,
            CHANNEL,
            &who,
            "en-US",
            "roll",
            None,
            json!([])
        )),
        async {
            let interaction = next_interaction(&mut ws).await;
            let sy::Interaction::Command(command) = interaction else {
                panic!("command")
            };
            http.create_interaction_response(
                command.id,
                &command.token,
                &reply("rolled 7"),
                vec![],
            )
            .await
            .expect("the first callback is accepted");
        }
    );
    assert_eq!(callback.status, 204);
    assert_eq!(callback.body["data"]["content"], "rolled 7");
    let again = http
        .create_interaction_response(
            sy::InteractionId::new(11),
            "tok-11",
            &reply("again"),
            vec![],
        )
        .await;
    assert!(again.is_err(), "a second callback is rejected");
    let twice = fake
        .wait_request(|r: &Recorded| r.path.ends_with("/callback"))
        .await;
    assert_eq!(
        twice.status, 400,
        "wait_request skips the callback interact returned"
    );
    assert!(
        fake.violations()
            .iter()
            .any(|v| v.contains("already acknowledged"))
    );

    // The original, edits and follow-ups.
    let original = http
        .get_original_interaction_response("tok-11")
        .await
        .expect("@original");
    assert_eq!(original.content, "rolled 7");
    let edited = http
        .edit_original_interaction_response(
            "tok-11",
            &json!({ "content": "rolled 8", "allowed_mentions": no_mentions() }),
            vec![],
        )
        .await
        .expect("PATCH @original");
    assert_eq!(
        (edited.id, edited.content.as_str()),
        (original.id, "rolled 8")
    );
    let follow = http
        .create_followup_message(
            "tok-11",
            &json!({ "content": "and more", "flags": 64, "allowed_mentions": no_mentions(),
                     "components": [buttons(2)] }),
            vec![],
        )
        .await
        .expect("follow-up");
    assert_ne!(follow.id, original.id);
    assert!(
        follow
            .flags
            .expect("flags")
            .contains(sy::MessageFlags::EPHEMERAL)
    );
    assert_eq!(follow.components[0].components.len(), 2);
    let before = fake.violations().len();
    http.create_followup_message("tok-11", &json!({ "content": "ping?" }), vec![])
        .await
        .expect("a follow-up without allowed_mentions is still sent");
    let violations = fake.violations();
    assert_eq!(violations.len(), before + 1);
    assert!(
        violations[before].contains("mentions not disabled"),
        "{violations:?}"
    );
    let too_long = http
        .create_followup_message(
            "tok-11",
            &json!({ "content": chars(2001), "allowed_mentions": no_mentions() }),
            vec![],
        )
        .await;
    assert!(too_long.is_err());

    // A defer: the first follow-up fills the "thinking" original.
    let (callback, ()) = tokio::join!(
        fake.interact(fixtures::slash(
            12,
            CHANNEL,
            &who,
            "en-US",
            "roll",
            None,
            json!([])
        )),
        async {
            next_interaction(&mut ws).await;
            http.create_interaction_response(
                sy::InteractionId::new(12),
                "tok-12",
                &json!({ "type": 5 }),
                vec![],
            )
            .await
            .expect("defer");
        }
    );
    assert_eq!(callback.body, json!({ "type": 5 }));
    tokio::time::sleep(Duration::from_millis(3100)).await;
    let deferred = http
        .get_original_interaction_response("tok-12")
        .await
        .expect("@original");
    let filled = http
        .create_followup_message(
            "tok-12",
            &json!({ "content": "done", "allowed_mentions": no_mentions() }),
            vec![],
        )
        .await
        .expect("follow-up after a defer, more than 3 s later");
    assert_eq!(filled.id, deferred.id);
    assert_eq!(
        fake.original("tok-12").expect("original")["content"],
        "done"
    );

    // Too late: no answer within 3 s.
    fake.dispatch(
        "INTERACTION_CREATE",
        fixtures::slash(13, CHANNEL, &who, "en-US", "roll", None, json!([])),
    )
    .await;
    next_interaction(&mut ws).await;
    tokio::time::sleep(Duration::from_millis(3100)).await;
    let late = http
        .create_interaction_response(sy::InteractionId::new(13), "tok-13", &reply("late"), vec![])
        .await;
    assert!(late.is_err());
    assert!(
        fake.violations()
            .iter()
            .any(|v| v.contains("later than 3 s")),
        "{:?}",
        fake.violations()
    );

    // Autocomplete: 26 choices are too many; a reply is not valid for autocomplete.
    let (callback, ()) = tokio::join!(
        fake.interact(fixtures::autocomplete(
            14,
            CHANNEL,
            &who,
            "en-US",
            "combat",
            Some("attack"),
            json!([focused("weapon", "sw")])
        )),
        async {
            let sy::Interaction::Autocomplete(ac) = next_interaction(&mut ws).await else {
                panic!("autocomplete")
            };
            assert!(
                http.create_interaction_response(ac.id, &ac.token, &reply("no"), vec![])
                    .await
                    .is_err()
            );
            let many: Vec<Value> = (0..26)
                .map(|i| json!({ "name": format!("w{i}"), "value": format!("w{i}") }))
                .collect();
            let data = json!({ "type": 8, "data": { "choices": many } });
            assert!(
                http.create_interaction_response(ac.id, &ac.token, &data, vec![])
                    .await
                    .is_err()
            );
        }
    );
    assert_eq!(
        callback.status, 400,
        "interact returns the first callback, even a rejected one"
    );
    let ok = json!({ "type": 8, "data": { "choices": [{ "name": "sword", "value": "sword" }] } });
    http.create_interaction_response(sy::InteractionId::new(14), "tok-14", &ok, vec![])
        .await
        .expect("25 choices or fewer are fine");

    // A button click answered by updating its message.
    let (_, message) = message_with_buttons(&fake, &http).await;
    let message_id = id_u64(&message["id"]);
    let update = json!({ "type": 7, "data": { "content": "Round 2", "components": [], "allowed_mentions": no_mentions() } });
    let (callback, ()) = tokio::join!(
        fake.interact(fixtures::button(
            15,
            CHANNEL,
            &who,
            "en-US",
            "next-turn",
            message
        )),
        async {
            let sy::Interaction::Component(click) = next_interaction(&mut ws).await else {
                panic!("component")
            };
            http.create_interaction_response(click.id, &click.token, &update, vec![])
                .await
                .expect("update message");
        }
    );
    assert_eq!(callback.status, 204);
    let updated = fake.message(message_id).expect("stored");
    assert_eq!(updated["content"], "Round 2");
    assert_eq!(updated["components"], json!([]));
    let original = http
        .get_original_interaction_response("tok-15")
        .await
        .expect("@original of a click");
    assert_eq!(original.id.get(), message_id);

    // A reconnect: dispatches go to the newest connection.
    let mut second = connect_and_identify(&fake).await;
    assert_eq!(fake.readies(), 2);
    fake.dispatch(
        "INTERACTION_CREATE",
        fixtures::slash(16, CHANNEL, &who, "en-US", "roll", None, json!([])),
    )
    .await;
    let sy::Interaction::Command(command) = next_interaction(&mut second).await else {
        panic!("command")
    };
    assert_eq!(command.id.get(), 16);

    // An ephemeral defer stays ephemeral when the first follow-up fills it.
    let defer = json!({ "type": 5, "data": { "flags": 64 } });
    http.create_interaction_response(command.id, &command.token, &defer, vec![])
        .await
        .expect("ephemeral defer");
    let filled = http
        .create_followup_message(
            &command.token,
            &json!({ "content": "secret", "allowed_mentions": no_mentions() }),
            vec![],
        )
        .await
        .expect("follow-up");
    let flags = filled.flags.expect("flags");
    assert!(flags.contains(sy::MessageFlags::EPHEMERAL));
    assert!(!flags.contains(sy::MessageFlags::LOADING));

    let requests = fake.requests();
    assert!(
        requests
            .iter()
            .all(|r| r.status != 404 || r.path.contains("no-such")),
        "{requests:#?}"
    );
}

fn id_u64(value: &Value) -> u64 {
    value
        .as_str()
        .and_then(|s| s.parse().ok())
        .expect("a snowflake string")
}

// ---------------------------------------------------------------------------------------------
// An unmodified serenity client (gateway + HTTP) against the fake

struct Pong;

#[serenity::async_trait]
impl sy::EventHandler for Pong {
    async fn interaction_create(&self, ctx: sy::Context, interaction: sy::Interaction) {
        if let sy::Interaction::Command(command) = interaction {
            let answer = sy::CreateInteractionResponse::Message(
                sy::CreateInteractionResponseMessage::new()
                    .content(format!("pong {}", command.data.name))
                    .embed(sy::CreateEmbed::new().title("t").description("d"))
                    .allowed_mentions(sy::CreateAllowedMentions::new()),
            );
            command
                .create_response(&ctx, answer)
                .await
                .expect("the fake accepts the answer");
        }
    }
}

#[tokio::test]
async fn serenity_client_runs_against_the_fake() {
    let fake = FakeDiscord::start().await;
    let http = sy::HttpBuilder::new(TOKEN)
        .proxy(fake.api_base())
        .ratelimiter_disabled(true)
        .build();
    let mut client = sy::ClientBuilder::new_with_http(http, sy::GatewayIntents::empty())
        .event_handler(Pong)
        .await
        .expect("build the client");
    let shards = client.shard_manager.clone();
    let running = tokio::spawn(async move { client.start().await });

    fake.wait_ready().await;
    assert!(
        fake.gateway_calls() >= 1,
        "the client must ask the fake for the gateway URL"
    );
    let callback = fake
        .interact(fixtures::slash(
            21,
            CHANNEL,
            &alice(),
            "en-US",
            "ping",
            None,
            json!([]),
        ))
        .await;
    assert_eq!(callback.status, 204);
    assert_eq!(callback.body["type"], 4);
    assert_eq!(callback.body["data"]["content"], "pong ping");
    assert_eq!(fake.violations(), Vec::<String>::new());

    shards.shutdown_all().await;
    let _ = tokio::time::timeout(Duration::from_secs(5), running).await;
}

/// Discord's global limit on bot routes, when a test sets it: past it a bot route is
/// answered 429 with the global scope; interaction callbacks are never limited.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_global_limit_refuses_bot_routes_only() {
    let fake = FakeDiscord::start().await;
    let http = http_for(&fake);
    fake.limit_bot_routes(Some(3));
    let mut refused = 0;
    for _ in 0..5 {
        match http.get_current_user().await {
            Ok(_) => {}
            Err(sy::Error::Http(sy::HttpError::UnsuccessfulRequest(e))) => {
                assert_eq!(e.status_code.as_u16(), 429);
                refused += 1;
            }
            Err(e) => panic!("{e}"),
        }
    }
    assert_eq!(refused, 2, "3 of 5 in one second");
    assert_eq!(fake.bot_routes(), (5, 2));
    let limited = fake
        .requests()
        .into_iter()
        .filter(|r| r.status == 429)
        .count();
    assert_eq!(limited, 2);
    assert!(fake_discord::bot_route("/api/v10/channels/1/messages"));
    assert!(!fake_discord::bot_route(
        "/api/v10/interactions/1/tok/callback"
    ));
    assert!(!fake_discord::bot_route(
        "/api/v10/webhooks/1/tok/messages/@original"
    ));
    // A second later the window has passed.
    tokio::time::sleep(std::time::Duration::from_millis(1_050)).await;
    assert!(http.get_current_user().await.is_ok());
    fake.limit_bot_routes(None);
}

/// The fake starts with Discord's global limit, 50 bot-route requests a second; its 429s
/// carry the headers Discord sends. Per-channel buckets on message routes, when a test sets
/// them, answer with the user scope and leave other channels and other methods alone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_limits_answer_as_discord_does() {
    let fake = FakeDiscord::start().await;
    let client = reqwest::Client::new();
    let base = fake.api_base();
    let auth = format!("Bot {TOKEN}");
    let post = |channel: u64| {
        client
            .post(format!("{base}/api/v10/channels/{channel}/messages"))
            .header("authorization", auth.clone())
            .header("content-type", "application/json")
            .body(json!({ "content": "hello" }).to_string())
            .send()
    };
    // The global limit is on from the start: 50 in one second, then 429.
    let mut statuses = Vec::new();
    let began = std::time::Instant::now();
    for _ in 0..51 {
        statuses.push(post(CHANNEL).await.unwrap());
    }
    if began.elapsed() < std::time::Duration::from_millis(900) {
        let last = statuses.pop().unwrap();
        assert_eq!(last.status().as_u16(), 429);
        let header = |name: &str| {
            last.headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned)
        };
        assert_eq!(header("x-ratelimit-global").as_deref(), Some("true"));
        assert_eq!(header("x-ratelimit-scope").as_deref(), Some("global"));
        assert!(header("retry-after").is_some());
        assert!(statuses.iter().all(|r| r.status().is_success()));
        assert_eq!(fake.bot_routes().1, 1);
    }
    fake.limit_bot_routes(None);
    fake.limit_channel_routes(Some((2, std::time::Duration::from_secs(5))));
    let mut answered = Vec::new();
    for channel in [7, 7, 7, 8] {
        answered.push(post(channel).await.unwrap());
    }
    let codes: Vec<u16> = answered.iter().map(|r| r.status().as_u16()).collect();
    assert_eq!(
        codes,
        vec![200, 200, 429, 200],
        "two per window, per channel"
    );
    let limited = &answered[2];
    assert_eq!(
        limited
            .headers()
            .get("x-ratelimit-scope")
            .and_then(|v| v.to_str().ok()),
        Some("user")
    );
    assert!(limited.headers().get("x-ratelimit-global").is_none());
    assert_eq!(fake.channel_429s(), 1);
    // Another method on the same channel has a bucket of its own.
    let message: Value =
        serde_json::from_slice(&post(9).await.unwrap().bytes().await.unwrap()).unwrap();
    let id = message["id"].as_str().unwrap().to_owned();
    for _ in 0..2 {
        let edited = client
            .patch(format!("{base}/api/v10/channels/9/messages/{id}"))
            .header("authorization", auth.clone())
            .header("content-type", "application/json")
            .body(json!({ "content": "edited" }).to_string())
            .send()
            .await
            .unwrap();
        assert!(edited.status().is_success(), "{}", edited.status());
    }
    fake.limit_channel_routes(None);
}
