//! The console front-end: the same slash-command lines as Discord, read from stdin, each
//! reply printed as text or one JSON line. It holds no rules: it parses a line, asks the
//! table service, and renders the reply.

pub use crate::request::line;

use std::sync::Arc;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};

use crate::dice::{RiggedDice, SeededDice};
use crate::error::{Error, UserError};
use crate::i18n::{self, Locale};
use crate::render::{self, Style};
use crate::request;
use crate::store::Store;
use crate::table::{DiceSource, Request, SystemClock, TableService};

/// Console settings (command-line flags).
#[derive(Debug, Clone)]
pub struct Options {
    pub guild: i64,
    pub channel: i64,
    pub user: String,
    pub moderator: bool,
    pub locale: Locale,
    pub seed: Option<u64>,
    pub dice: Option<String>,
    pub json: bool,
    pub db: Option<String>,
}

/// A stable id per console user name (case-insensitive), positive like a Discord id.
pub use crate::rules::user_id;

pub fn dice_source(options: &Options) -> Result<DiceSource, UserError> {
    Ok(match (&options.dice, options.seed) {
        (Some(list), _) => DiceSource::shared(RiggedDice::parse(list)?),
        (None, Some(seed)) => DiceSource::shared(SeededDice::from_seed(seed)),
        (None, None) => DiceSource::Fair,
    })
}

/// Runs the console until stdin ends. Returns the process exit code.
pub async fn run(options: Options) -> i32 {
    let dice = match dice_source(&options) {
        Ok(dice) => dice,
        Err(e) => {
            eprintln!("{}", i18n::error(options.locale, &e));
            return 2;
        }
    };
    let store = match Store::connect(options.db.as_deref()).await {
        Ok(store) => store,
        Err(e) => {
            eprintln!(
                "{}",
                i18n::text(
                    options.locale,
                    "err-database",
                    &[("reason", e.to_string().into())]
                )
            );
            return 1;
        }
    };
    let service = TableService::new(store.clone(), dice, Arc::new(SystemClock));
    let mut lines = BufReader::new(tokio::io::stdin()).lines();
    let mut stdout = tokio::io::stdout();
    loop {
        let line = match lines.next_line().await {
            Ok(Some(line)) => line,
            Ok(None) => break,
            Err(e) => {
                eprintln!("{e}");
                break;
            }
        };
        if let Some(output) = handle_line(&service, &options, &line).await {
            let _ = stdout.write_all(output.as_bytes()).await;
            let _ = stdout.write_all(b"\n").await;
            let _ = stdout.flush().await;
        }
    }
    store.close().await;
    0
}

/// One line in, one reply out (`None` for blank lines and comments).
pub async fn handle_line(service: &TableService, options: &Options, text: &str) -> Option<String> {
    let locale = options.locale;
    let result = async {
        let Some((line, command)) = request::parse_text(text)? else {
            return Ok(None);
        };
        // The console's own user runs the process, so may do what a server's owner may;
        // a line acting as another user (`@anna …`) is a player.
        let (user_name, moderator, administrator) = match &line.acting_user {
            Some(name) => (name.clone(), false, false),
            None => (options.user.clone(), options.moderator, true),
        };
        let request = Request {
            guild: options.guild,
            channel: options.channel,
            user: user_id(&user_name),
            user_name,
            moderator,
            administrator,
            command,
            click: None,
            interaction: None,
            due: None,
        };
        service.handle(&request).await.map(Some)
    }
    .await;
    match result {
        Ok(None) => None,
        Ok(Some(reply)) => Some(if options.json {
            render::json::reply(locale, &reply).to_string()
        } else {
            render::text::reply(locale, &reply, Style::Plain)
        }),
        Err(Error::User(e)) => Some(if options.json {
            render::json::error(locale, &e).to_string()
        } else {
            format!("✗ {}", i18n::error(locale, &e))
        }),
        Err(e) => {
            tracing::error!(error = %e, line = %text.chars().take(200).collect::<String>(), "console command failed");
            let apology = UserError::new("err-internal");
            Some(if options.json {
                render::json::error(locale, &apology).to_string()
            } else {
                format!("✗ {}", i18n::error(locale, &apology))
            })
        }
    }
}
