//! Fuzzes the slash-option reader: an arbitrary option tree (a registered command or any
//! name, nested subcommand groups and subcommands, options of every value type the bot
//! registers, focused flags, users and channels resolved or not) is written as Discord's
//! interaction JSON and read the way the bot reads it: serenity's `CommandData` and its
//! `options()`, poise's walk to the leaf command over the bot's own command tree
//! (`register::framework_commands`), `discord::read_slash_options` (what `slash::run`
//! reads), then `request::parse`. What parses is played on a fresh table as the
//! dispatcher would (`TableService::handle`). Nothing may panic: every refusal is an error.
#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use narrator::discord::{self, register};
use narrator::request;
use narrator::table::Request;
use narrator_fuzz::{Table, block_on, seed_of};
use poise::serenity_prelude::{CommandData, ResolvedOption, ResolvedValue};
use serde_json::{Value, json};

/// A name: one the bot knows at that place (by index), or any text.
#[derive(Arbitrary, Debug)]
enum Name {
    Known(u8),
    Raw(String),
}

#[derive(Arbitrary, Debug)]
enum Node {
    /// A subcommand (`group: false`) or subcommand group, with what it holds.
    Sub {
        name: Name,
        group: bool,
        children: Vec<Node>,
    },
    Opt {
        name: Name,
        value: OptValue,
        focused: bool,
    },
}

#[derive(Arbitrary, Debug)]
enum OptValue {
    Str(String),
    Int(i64),
    Num(f64),
    Bool(bool),
    /// `resolved`: whether the interaction carries the user's object.
    User {
        id: u64,
        resolved: bool,
    },
    Channel {
        id: u64,
        resolved: bool,
    },
    Role(u64),
}

#[derive(Arbitrary, Debug)]
struct Call {
    command: Name,
    options: Vec<Node>,
}

type Poise = poise::Command<(), ()>;

/// The bot's command tree, its payload types erased: only names and subcommands matter.
fn tree() -> &'static [(String, Vec<Vec<String>>)] {
    use std::sync::OnceLock;
    static TREE: OnceLock<Vec<(String, Vec<Vec<String>>)>> = OnceLock::new();
    TREE.get_or_init(|| {
        // Every path of the tree, under its top-level name.
        register::framework_commands()
            .iter()
            .map(|top| {
                let mut paths = Vec::new();
                for sub in &top.subcommands {
                    if sub.subcommands.is_empty() {
                        paths.push(vec![sub.name.to_string()]);
                    }
                    for leaf in &sub.subcommands {
                        paths.push(vec![sub.name.to_string(), leaf.name.to_string()]);
                    }
                }
                (top.name.to_string(), paths)
            })
            .collect()
    })
}

fn pick<'a>(names: &'a [String], name: &'a Name) -> &'a str {
    match name {
        Name::Known(i) if !names.is_empty() => &names[usize::from(*i) % names.len()],
        Name::Known(_) => "x",
        Name::Raw(text) => text,
    }
}

/// Names valid below `path` (subcommands) and the options of the spec `path` names.
fn below(top: &str, path: &[String]) -> (Vec<String>, Vec<String>) {
    let subs = tree()
        .iter()
        .find(|(name, _)| name == top)
        .map(|(_, paths)| {
            let mut next: Vec<String> = paths
                .iter()
                .filter(|p| p.len() > path.len() && p[..path.len()] == *path)
                .map(|p| p[path.len()].clone())
                .collect();
            next.dedup();
            next
        })
        .unwrap_or_default();
    let words: Vec<&str> = std::iter::once(top)
        .chain(path.iter().map(String::as_str))
        .collect();
    let options = request::spec::find(&words)
        .map(|spec| spec.options.iter().map(|o| o.name.to_owned()).collect())
        .unwrap_or_default();
    (subs, options)
}

/// The interaction JSON of `nodes` below `path`; resolved users and channels go to
/// `resolved`.
fn options_json(top: &str, path: &[String], nodes: &[Node], resolved: &mut Value) -> Vec<Value> {
    let (subs, names) = below(top, path);
    nodes
        .iter()
        .map(|node| match node {
            Node::Sub {
                name,
                group,
                children,
            } => {
                let name = pick(&subs, name).to_owned();
                let mut inner = path.to_vec();
                inner.push(name.clone());
                json!({
                    "name": name,
                    "type": if *group { 2 } else { 1 },
                    "options": options_json(top, &inner, children, resolved),
                })
            }
            Node::Opt {
                name,
                value,
                focused,
            } => {
                let (kind, value) = match value {
                    OptValue::Str(s) => (3, json!(s)),
                    OptValue::Int(n) => (4, json!(n)),
                    OptValue::Bool(b) => (5, json!(b)),
                    OptValue::User { id, resolved: r } => {
                        if *r {
                            resolved["users"][id.to_string()] =
                                json!({"id": id.to_string(), "username": "anna"});
                        }
                        (6, json!(id.to_string()))
                    }
                    OptValue::Channel { id, resolved: r } => {
                        if *r {
                            resolved["channels"][id.to_string()] = json!({
                                "id": id.to_string(), "name": "general", "type": 0,
                                "permissions": null,
                            });
                        }
                        (7, json!(id.to_string()))
                    }
                    OptValue::Role(id) => (8, json!(id.to_string())),
                    OptValue::Num(n) => (10, json!(n)),
                };
                // A focused option carries what was typed so far, as text.
                let value = match (*focused, value) {
                    (true, Value::String(s)) => Value::String(s),
                    (true, other) => Value::String(other.to_string()),
                    (false, value) => value,
                };
                json!({
                    "name": pick(&names, name),
                    "type": kind,
                    "value": value,
                    "focused": focused,
                })
            }
        })
        .collect()
}

/// poise's own search (`dispatch::slash::find_matching_command`, private there): the
/// command by name, then down the first subcommand or group at each level.
fn find<'a, 'b>(
    name: &str,
    options: &'b [ResolvedOption<'b>],
    commands: &'a [Poise],
) -> Option<(&'a Poise, &'b [ResolvedOption<'b>])> {
    let command = commands.iter().find(|c| c.name == name)?;
    match options.iter().find_map(|o| match &o.value {
        ResolvedValue::SubCommand(inner) | ResolvedValue::SubCommandGroup(inner) => {
            Some((o.name, inner.as_slice()))
        }
        _ => None,
    }) {
        Some((sub, inner)) => find(sub, inner, &command.subcommands),
        None => Some((command, options)),
    }
}

fn commands() -> &'static [Poise] {
    use std::sync::OnceLock;
    static COMMANDS: OnceLock<Vec<Poise>> = OnceLock::new();
    // The same names and nesting as the bot's tree; only the action's type differs.
    fn erase(command: &poise::Command<impl Send + Sync, impl Send + Sync>) -> Poise {
        poise::Command {
            name: command.name.clone(),
            qualified_name: command.qualified_name.clone(),
            subcommands: command.subcommands.iter().map(erase).collect(),
            ..Default::default()
        }
    }
    COMMANDS.get_or_init(|| register::framework_commands().iter().map(erase).collect())
}

fuzz_target!(|data: &[u8]| {
    let Ok(call) = Call::arbitrary(&mut arbitrary::Unstructured::new(data)) else {
        return;
    };
    let tops: Vec<String> = tree().iter().map(|(name, _)| name.clone()).collect();
    let top = pick(&tops, &call.command).to_owned();
    let mut resolved = json!({});
    let options = options_json(&top, &[], &call.options, &mut resolved);
    let payload = json!({
        "id": "1",
        "name": top,
        "type": 1,
        "resolved": resolved,
        "options": options,
    });
    // What Discord could not send is refused by serenity, before the bot reads it.
    let Ok(command_data) = serde_json::from_value::<CommandData>(payload) else {
        return;
    };
    let resolved = command_data.options();
    let Some((command, leaf)) = find(&command_data.name, &resolved, commands()) else {
        return;
    };
    let (words, options) = discord::read_slash_options(&command.qualified_name, leaf);
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let Ok(parsed) = request::parse(&words, &options) else {
        return;
    };
    let table = Table::fresh(seed_of(data));
    let request = Request {
        guild: table.options.guild,
        channel: table.options.channel,
        user: 1,
        user_name: "gm".into(),
        moderator: true,
        administrator: true,
        command: parsed,
        click: None,
        interaction: None,
        due: None,
    };
    let _ = block_on(table.service.handle(&request));
});
