//! Builders for INTERACTION_CREATE payloads, shaped as Discord sends them and as serenity
//! 0.12.5 needs them (see the selftest: each one deserializes into
//! `serenity::model::application::Interaction`).

use serde_json::{Value, json};

use super::{APP_ID, GUILD_ID};

/// The member who interacts.
#[derive(Clone, Debug)]
pub struct Who {
    pub user_id: u64,
    pub name: &'static str,
    pub locale: &'static str,
    /// The member's permissions in the channel (sent as `member.permissions`).
    pub permissions: u64,
    pub roles: Vec<u64>,
}

impl Who {
    /// A member with the usual permissions of an `@everyone` member and no role.
    pub fn player(user_id: u64, name: &'static str, locale: &'static str) -> Who {
        Who {
            user_id,
            name,
            locale,
            permissions: member_permissions_default(),
            roles: Vec::new(),
        }
    }
}

pub mod perm {
    pub const CREATE_INSTANT_INVITE: u64 = 1 << 0;
    pub const ADMINISTRATOR: u64 = 1 << 3;
    pub const MANAGE_CHANNELS: u64 = 1 << 4;
    pub const MANAGE_GUILD: u64 = 1 << 5;
    pub const ADD_REACTIONS: u64 = 1 << 6;
    pub const VIEW_CHANNEL: u64 = 1 << 10;
    pub const SEND_MESSAGES: u64 = 1 << 11;
    pub const MANAGE_MESSAGES: u64 = 1 << 13;
    pub const EMBED_LINKS: u64 = 1 << 14;
    pub const ATTACH_FILES: u64 = 1 << 15;
    pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
    pub const MENTION_EVERYONE: u64 = 1 << 17;
    pub const USE_EXTERNAL_EMOJIS: u64 = 1 << 18;
    pub const CHANGE_NICKNAME: u64 = 1 << 26;
    pub const USE_APPLICATION_COMMANDS: u64 = 1 << 31;
    pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    pub const USE_EXTERNAL_STICKERS: u64 = 1 << 37;
    pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
    pub const SEND_VOICE_MESSAGES: u64 = 1 << 46;
    pub const SEND_POLLS: u64 = 1 << 49;
}

/// The upload limit of a server without boosts: what each interaction says it may send.
pub const ATTACHMENT_SIZE_LIMIT: usize = 8 * 1024 * 1024;

/// What the bot has in the channel by default: the text permissions an invited bot gets,
/// not ADMINISTRATOR.
pub fn app_permissions_all() -> u64 {
    use perm::*;
    CREATE_INSTANT_INVITE
        | ADD_REACTIONS
        | VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | USE_EXTERNAL_EMOJIS
        | CHANGE_NICKNAME
        | USE_APPLICATION_COMMANDS
        | CREATE_PUBLIC_THREADS
        | USE_EXTERNAL_STICKERS
        | SEND_MESSAGES_IN_THREADS
        | SEND_VOICE_MESSAGES
        | SEND_POLLS
}

/// What a plain member has in the channel (no MANAGE_*, no ADMINISTRATOR).
pub fn member_permissions_default() -> u64 {
    app_permissions_all()
}

/// A stable fake command id for a command name (poise matches by name, not id).
pub fn command_id(command: &str) -> u64 {
    let hash = command.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    920_000_000_000_000_000 + hash % 1_000_000_000_000
}

/// The interaction token the fixtures give interaction `id`.
pub fn token_for(id: u64) -> String {
    format!("tok-{id}")
}

fn member(who: &Who) -> Value {
    json!({
        "user": {
            "id": who.user_id.to_string(),
            "username": who.name,
            "discriminator": "0",
            "global_name": who.name,
            "avatar": null,
        },
        "roles": who.roles.iter().map(u64::to_string).collect::<Vec<_>>(),
        "joined_at": "2024-01-01T00:00:00.000000+00:00",
        "premium_since": null,
        "nick": null,
        "avatar": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": who.permissions.to_string(),
        "communication_disabled_until": null,
    })
}

fn base(kind: u8, id: u64, channel: u64, who: &Who, guild_locale: &str) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "token": token_for(id),
        "version": 1,
        "guild_id": GUILD_ID.to_string(),
        "channel_id": channel.to_string(),
        "channel": { "id": channel.to_string(), "type": 0, "name": "table" },
        "member": member(who),
        "locale": who.locale,
        "guild_locale": guild_locale,
        "entitlements": [],
        "authorizing_integration_owners": { "0": GUILD_ID.to_string() },
        "context": 0,
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        "app_permissions": app_permissions_all().to_string(),
    })
}

/// `sub` may be `"sub"` or `"group sub"` (a subcommand inside a group).
fn command_data(command: &str, sub: Option<&str>, options: Value) -> Value {
    let mut options = match options {
        Value::Null => json!([]),
        other => other,
    };
    let mut resolved = json!({ "users": {}, "members": {} });
    take_resolved(&mut options, &mut resolved);
    let options = match sub.map(|s| s.split_whitespace().collect::<Vec<_>>()) {
        None => options,
        Some(parts) => match parts.as_slice() {
            [sub] => json!([{ "name": sub, "type": 1, "options": options }]),
            [group, sub] => json!([{
                "name": group,
                "type": 2,
                "options": [{ "name": sub, "type": 1, "options": options }],
            }]),
            _ => panic!("fixture: `sub` must be \"sub\" or \"group sub\", got {sub:?}"),
        },
    };
    json!({
        "id": command_id(command).to_string(),
        "name": command,
        "type": 1,
        "options": options,
        "resolved": resolved,
        "guild_id": GUILD_ID.to_string(),
    })
}

/// A slash command (type 2). `options` is an array of `{name, type, value}`.
pub fn slash(
    id: u64,
    channel: u64,
    who: &Who,
    guild_locale: &str,
    command: &str,
    sub: Option<&str>,
    options: Value,
) -> Value {
    let mut interaction = base(2, id, channel, who, guild_locale);
    interaction["data"] = command_data(command, sub, options);
    interaction
}

/// A slash command where the bot has `app_permissions` in the channel.
#[allow(clippy::too_many_arguments)]
pub fn slash_with_app_permissions(
    id: u64,
    channel: u64,
    who: &Who,
    guild_locale: &str,
    command: &str,
    sub: Option<&str>,
    options: Value,
    app_permissions: u64,
) -> Value {
    with_app_permissions(
        slash(id, channel, who, guild_locale, command, sub, options),
        app_permissions,
    )
}

/// Any fixture, with the bot's permissions in the channel replaced.
pub fn with_app_permissions(mut interaction: Value, app_permissions: u64) -> Value {
    interaction["app_permissions"] = json!(app_permissions.to_string());
    interaction
}

/// An autocomplete request (type 4). Exactly one option (at any depth of `options`) should
/// carry `"focused": true`; its value is turned into a string, as Discord always sends it.
pub fn autocomplete(
    id: u64,
    channel: u64,
    who: &Who,
    guild_locale: &str,
    command: &str,
    sub: Option<&str>,
    options_with_one_focused: Value,
) -> Value {
    let mut options = options_with_one_focused;
    let focused = stringify_focused(&mut options);
    assert_eq!(
        focused, 1,
        "fixture: an autocomplete request needs exactly one option with \"focused\": true"
    );
    let mut interaction = base(4, id, channel, who, guild_locale);
    interaction["data"] = command_data(command, sub, options);
    interaction
}

fn stringify_focused(options: &mut Value) -> usize {
    let Some(list) = options.as_array_mut() else {
        return 0;
    };
    let mut count = 0;
    for option in list {
        if option.get("focused").and_then(Value::as_bool) == Some(true) {
            count += 1;
            let text = match option.get("value") {
                Some(Value::String(s)) => s.clone(),
                Some(Value::Null) | None => String::new(),
                Some(other) => other.to_string(),
            };
            option["value"] = Value::String(text);
        }
        if let Some(nested) = option.get_mut("options") {
            count += stringify_focused(nested);
        }
    }
    count
}

/// A button click (type 3) on `message`, a Message JSON as the fake returned it.
pub fn button(
    id: u64,
    channel: u64,
    who: &Who,
    guild_locale: &str,
    custom_id: &str,
    message: Value,
) -> Value {
    let mut interaction = base(3, id, channel, who, guild_locale);
    interaction["data"] = json!({ "custom_id": custom_id, "component_type": 2 });
    interaction["message"] = message;
    interaction
}

/// A pick in a string select menu (type 3, component type 3) on `message`.
pub fn select(
    id: u64,
    channel: u64,
    who: &Who,
    guild_locale: &str,
    custom_id: &str,
    values: &[&str],
    message: Value,
) -> Value {
    let mut interaction = base(3, id, channel, who, guild_locale);
    interaction["data"] = json!({ "custom_id": custom_id, "component_type": 3, "values": values });
    interaction["message"] = message;
    interaction
}

/// `{name, type, value}` option helpers.
pub fn opt_str(name: &str, value: &str) -> Value {
    json!({ "name": name, "type": 3, "value": value })
}

pub fn opt_int(name: &str, value: i64) -> Value {
    json!({ "name": name, "type": 4, "value": value })
}

pub fn opt_bool(name: &str, value: bool) -> Value {
    json!({ "name": name, "type": 5, "value": value })
}

/// A user option. The fixture moves the user into `data.resolved.users`/`members`, as Discord
/// does (poise cannot extract a `User`/`Member` argument without them).
pub fn opt_user(name: &str, who: &Who) -> Value {
    json!({ "name": name, "type": 6, "value": who.user_id.to_string(), RESOLVED_KEY: member(who) })
}

const RESOLVED_KEY: &str = "_fixture_resolved_member";

/// Moves the members that `opt_user` attached into `resolved`, at any depth.
fn take_resolved(options: &mut Value, resolved: &mut Value) {
    let Some(list) = options.as_array_mut() else {
        return;
    };
    for option in list {
        if let Some(mut member) = option.as_object_mut().and_then(|o| o.remove(RESOLVED_KEY)) {
            let id = member["user"]["id"]
                .as_str()
                .unwrap_or_default()
                .to_string();
            let user = member
                .as_object_mut()
                .and_then(|m| m.remove("user"))
                .unwrap_or_default();
            resolved["users"][&id] = user;
            resolved["members"][&id] = member;
        }
        if let Some(nested) = option.get_mut("options") {
            take_resolved(nested, resolved);
        }
    }
}

pub fn opt_num(name: &str, value: f64) -> Value {
    json!({ "name": name, "type": 10, "value": value })
}

/// A focused string option for an autocomplete request.
pub fn focused(name: &str, partial: &str) -> Value {
    json!({ "name": name, "type": 3, "value": partial, "focused": true })
}

/// A GUILD_CREATE payload as serenity 0.12 reads it: every field it requires, the
/// @everyone role (whose `colors` serenity needs, or it drops the event silently) and a
/// moderator role.
pub fn guild_create(guild: u64) -> Value {
    let role = |id: u64, name: &str, permissions: u64, position: u64| {
        json!({
            "id": id.to_string(),
            "name": name,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false,
            "managed": false,
            "mentionable": false,
            "permissions": permissions.to_string(),
            "position": position,
            "icon": null,
            "unicode_emoji": null,
        })
    };
    json!({
        "id": guild.to_string(),
        "name": "Fake Server",
        "icon": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": "100",
        "afk_channel_id": null,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [
            role(guild, "@everyone", member_permissions_default(), 0),
            role(guild + 1, "GM", member_permissions_default() | perm::MANAGE_CHANNELS, 1),
        ],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "joined_at": "2026-11-01T00:00:00.000000+00:00",
        "large": false,
        "unavailable": false,
        "member_count": 3,
        "voice_states": [],
        "members": [],
        "channels": [],
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
    })
}

/// A CHANNEL_DELETE payload: the deleted text channel, as serenity 0.12 reads it.
pub fn channel_delete(guild: u64, channel: u64) -> Value {
    json!({
        "id": channel.to_string(),
        "type": 0,
        "guild_id": guild.to_string(),
        "name": "old-tavern",
        "position": 0,
        "permission_overwrites": [],
        "nsfw": false,
        "flags": 0,
        "topic": null,
        "last_message_id": null,
        "parent_id": null,
        "rate_limit_per_user": 0,
    })
}

/// A THREAD_DELETE payload (Discord sends only these four fields).
pub fn thread_delete(guild: u64, thread: u64, parent: u64) -> Value {
    json!({
        "id": thread.to_string(),
        "guild_id": guild.to_string(),
        "parent_id": parent.to_string(),
        "type": 11,
    })
}
