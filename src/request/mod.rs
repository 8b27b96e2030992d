//! Turns a command (its words and `name:value` options, from any front-end) into a typed
//! request for the table service, refusing bad input with a localized error. Game verbs
//! stay lines here: the channel's game reads them once the table service knows which game
//! that is. The types of a request live below the table, in `catalogue`.

pub mod deadlines;
#[cfg(test)]
mod published;
pub mod ratelimit;
pub mod spec;

pub use crate::catalogue::{
    Command, DataAsk, DataScope, GameLine, RollSource, RollsAsk, SettingsChange, Values, line,
};
use crate::error::UserError;
use crate::odds::OddsQuery;
use crate::rules::{Ruleset, names};

/// Parses one typed line (`/attack target:Goblin`, `@anna …`): the line as read (who it
/// acts as) and its command; `None` for a blank line or a comment.
pub fn parse_text(text: &str) -> Result<Option<(line::Line, Command)>, UserError> {
    let Some(line) = line::parse(text)? else {
        return Ok(None);
    };
    let words: Vec<&str> = line.words.iter().map(String::as_str).collect();
    let command = parse(&words, &line.options)?;
    Ok(Some((line, command)))
}

/// Parses one command: `words` such as `["character", "create"]`, options as given.
pub fn parse(words: &[&str], options: &[(String, String)]) -> Result<Command, UserError> {
    let unknown =
        || UserError::new("err-unknown-command").arg("command", names::shorten(&words.join(" ")));
    let spec = spec::find(words).ok_or_else(unknown)?;
    if words.len() > spec.path.len() {
        return Err(unknown());
    }
    let v = Values::check(spec, options)?;
    let command = match spec.path {
        ["undo"] => Command::Undo,
        ["log"] => Command::Log {
            limit: v.uint("limit").unwrap_or(15),
        },
        ["settings"] => Command::Settings(settings(&v)?),
        ["games"] => Command::Games(v.text("pick").map(|p| games(&p)).transpose()?),
        ["help"] => Command::Help,
        ["roll"] => Command::Roll {
            source: roll_source(&v)?,
            label: v.text("label"),
            secret: v.flag("secret"),
        },
        ["rolls", "save"] => Command::Rolls(RollsAsk::Save {
            name: v.req_text("name")?,
            expression: v.req_text("expression")?,
            server: v.flag("server"),
        }),
        ["rolls", "list"] => Command::Rolls(RollsAsk::List),
        ["rolls", "delete"] => Command::Rolls(RollsAsk::Delete {
            name: v.req_text("name")?,
            server: v.flag("server"),
        }),
        ["rolls", "stats"] => Command::Rolls(RollsAsk::Stats {
            user: v.user("user").map(|(id, _)| id),
            since_days: v.uint("since"),
        }),
        ["encounter", "share"] => Command::Share {
            hours: v.uint("hours"),
            revoke: v.flag("revoke"),
        },
        ["data", "export"] => Command::Data(DataAsk::Export(data_scope(&v))),
        ["data", "delete"] => Command::Data(DataAsk::Delete {
            scope: data_scope(&v),
            confirm: v.text("confirm"),
        }),
        ["odds"] => Command::Odds(OddsQuery::Roll {
            expression: v.req_text("expression")?,
        }),
        // A game's own odds questions: the game reads them, the odds are shared.
        _ if spec.server_wide && spec.read_only => {
            let line = GameLine {
                spec,
                options: options.to_vec(),
            };
            match spec.owner().and_then(crate::games::seam) {
                Some(seam) => match seam.odds(&line, &v) {
                    Some(query) => Command::Odds(query?),
                    None => Command::Game(line),
                },
                None => Command::Game(line),
            }
        }
        _ => Command::Game(GameLine {
            spec,
            options: options.to_vec(),
        }),
    };
    Ok(command)
}

/// `/encounter show` on nobody's behalf: what the tracker and a shared page draw.
pub fn show_table(guild: i64, channel: i64) -> Result<crate::table::Request, UserError> {
    on_nobodys_behalf(guild, channel, parse(&["encounter", "show"], &[])?)
}

/// `/log` on nobody's behalf: the channel's last `limit` rolls as anyone may read them
/// (secret rolls left out), for a shared page.
pub fn show_log(guild: i64, channel: i64, limit: u32) -> Result<crate::table::Request, UserError> {
    on_nobodys_behalf(guild, channel, Command::Log { limit })
}

fn on_nobodys_behalf(
    guild: i64,
    channel: i64,
    command: Command,
) -> Result<crate::table::Request, UserError> {
    Ok(crate::table::Request {
        guild,
        channel,
        user: 0,
        user_name: String::new(),
        moderator: false,
        administrator: false,
        command,
        click: None,
        interaction: None,
        due: None,
    })
}

/// `/roll`: exactly one of `expression:`, `saved:` (and `again:`, which only a button
/// fills in).
fn roll_source(v: &Values) -> Result<RollSource, UserError> {
    match (v.text("expression"), v.text("saved"), v.id("again")) {
        (Some(expression), None, None) => Ok(RollSource::Expression(expression)),
        (None, Some(name), None) => Ok(RollSource::Saved(name)),
        (None, None, Some(id)) => Ok(RollSource::Again(id)),
        _ => Err(UserError::new("err-roll-one-source")),
    }
}

/// `/data scope:`: the asker's own data unless the server's is asked for.
fn data_scope(v: &Values) -> DataScope {
    match v.text("scope").as_deref() {
        Some("server") => DataScope::Server,
        _ => DataScope::Mine,
    }
}

/// `/settings`: the server's options.
fn settings(v: &Values) -> Result<SettingsChange, UserError> {
    let gm_role = match (v.id("gm-role"), v.flag("clear-gm-role")) {
        (Some(_), true) => return Err(UserError::new("err-gm-role-both")),
        (Some(role), false) => Some(Some(role)),
        (None, true) => Some(None),
        (None, false) => None,
    };
    Ok(SettingsChange {
        language: v.text("language").map(|l| (l != "server").then_some(l)),
        hide_adversary_hp: v.bool("hide-adversary-hp"),
        gm_role,
        ping_turns: v.bool("ping-turns"),
        choice_timeout: v.uint("choice-timeout"),
    })
}

/// `/games pick:`: game keys separated by commas (a menu's picks arrive the same way); at
/// least one, each a game that runs, none twice.
fn games(list: &str) -> Result<Vec<Ruleset>, UserError> {
    let mut picked = Vec::new();
    for key in list
        .split(names::LIST_SEPARATOR)
        .map(str::trim)
        .filter(|k| !k.is_empty())
    {
        let ruleset = Ruleset::parse(key).ok_or_else(|| {
            let running: Vec<&str> = crate::games::running().map(Ruleset::key).collect();
            UserError::new("err-option-choice")
                .arg("option", "pick")
                .arg("choices", running.join(", "))
        })?;
        if !crate::games::runs(ruleset) {
            return Err(UserError::new("err-ruleset-unavailable").arg("ruleset", ruleset.key()));
        }
        if !picked.contains(&ruleset) {
            picked.push(ruleset);
        }
    }
    if picked.is_empty() {
        return Err(UserError::new("err-games-none"));
    }
    Ok(picked)
}
