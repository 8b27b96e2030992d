//! `narrator console …` runs the console front-end; `narrator health` asks a running bot
//! whether it is alive; `narrator` alone runs the Discord bot.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use narrator::i18n::Locale;
use narrator::{console, discord};

// glibc's allocator spent about a fifth of the bot's CPU under load (many threads, many
// short-lived buffers for JSON and HTTP); mimalloc is built for exactly that.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "narrator",
    version,
    about = "A game master and dice roller for tabletop combat"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Reads slash-command lines from stdin and prints each reply.
    Console(ConsoleArgs),
    /// Asks the bot at HEALTH_ADDR whether it is alive (/healthz): exit code 0 if so.
    Health(HealthArgs),
}

#[derive(clap::Args)]
struct HealthArgs {
    /// The address to ask (default: HEALTH_ADDR).
    #[arg(long)]
    addr: Option<std::net::SocketAddr>,
}

#[derive(clap::Args)]
struct ConsoleArgs {
    /// The server the console plays in.
    #[arg(long, default_value_t = 1)]
    guild: i64,
    /// The channel the console plays in.
    #[arg(long, default_value_t = 1)]
    channel: i64,
    /// Who you are (a stable id per name); a line may start with `@name` instead.
    #[arg(long, default_value = "gm")]
    user: String,
    /// Count the console user as a server moderator (GM powers).
    #[arg(long)]
    moderator: bool,
    /// Reply language: en-US, cs or ru.
    #[arg(long, default_value = "en-US", value_parser = parse_locale)]
    locale: Locale,
    /// Deterministic dice from this seed.
    #[arg(long)]
    seed: Option<u64>,
    /// Rigged dice, used in order (e.g. 1,1,3,4,6); refused once exhausted.
    #[arg(long)]
    dice: Option<String>,
    /// One JSON object per reply.
    #[arg(long)]
    json: bool,
    /// Database URL (default: DATABASE_URL, else the SQLite file under ./data/).
    #[arg(long)]
    db: Option<String>,
}

fn parse_locale(text: &str) -> Result<Locale, String> {
    Locale::parse(text).ok_or_else(|| format!("unknown locale {text:?}: use en-US, cs or ru"))
}

fn main() -> ExitCode {
    // An optional .env beside the binary's working directory; real variables win.
    let _ = dotenvy::dotenv();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn")),
        )
        .with_writer(std::io::stderr)
        .init();
    let cli = Cli::parse();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("cannot start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let code = runtime.block_on(async {
        match cli.command {
            Some(Command::Console(args)) => {
                let db = args.db.or_else(|| std::env::var("DATABASE_URL").ok());
                console::run(console::Options {
                    guild: args.guild,
                    channel: args.channel,
                    user: args.user,
                    moderator: args.moderator,
                    locale: args.locale,
                    seed: args.seed,
                    dice: args.dice,
                    json: args.json,
                    db,
                })
                .await
            }
            Some(Command::Health(args)) => health(args).await,
            None => match discord::Config::from_env() {
                Ok(config) => discord::run(config).await,
                Err(e) => {
                    eprintln!("{e}");
                    2
                }
            },
        }
    });
    ExitCode::from(u8::try_from(code).unwrap_or(1))
}

/// `narrator health`: reads HEALTH_ADDR alone (never the token), asks `/healthz`, and says
/// what went wrong in plain English (an operator's tool, like the start-up messages).
async fn health(args: HealthArgs) -> i32 {
    let addr = match args.addr {
        Some(addr) => addr,
        None => match discord::config::health_addr(&|name| std::env::var(name).ok()) {
            Ok(Some(addr)) => addr,
            Ok(None) => {
                eprintln!("unhealthy: HEALTH_ADDR is not set, so the bot serves no /healthz");
                return 1;
            }
            Err(e) => {
                eprintln!("unhealthy: {e}");
                return 1;
            }
        },
    };
    match discord::health::probe(addr).await {
        Ok(()) => {
            println!("alive: {} answered /healthz", discord::health::reach(addr));
            0
        }
        Err(why) => {
            eprintln!("unhealthy: {why}");
            1
        }
    }
}
