//! Start-up and shutdown: the store, the token check, the poise framework, the shards,
//! and a graceful stop on SIGINT/SIGTERM (actions in flight finish, the pool closes).

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{ClientBuilder, FullEvent, GatewayIntents, GuildId, HttpBuilder, Interaction};
use tokio::sync::{RwLock, watch};

use super::config::Config;
use super::leased::{Leased, run_leased};
use super::{Data, Error, Shared, autocomplete, buttons, ratelimit, register};
use crate::metrics::Metrics;
use crate::rules::Ruleset;
use crate::store::deadlines::Shards;
use crate::store::{Backend, Leases, Store};
use crate::table::Clock;
use crate::table::{DiceSource, SystemClock, TableService};

/// How long shutdown waits for actions in flight.
const DRAIN: Duration = Duration::from_secs(10);

/// Runs the bot until SIGINT/SIGTERM. Returns the process exit code: 2 when Discord
/// rejects the token, 1 on other start-up failures.
pub async fn run(config: Config) -> i32 {
    run_with(config, DiceSource::Fair, signals()).await
}

/// Runs the bot until `shutdown` completes, with the given dice (tests rig them).
pub async fn run_with(
    config: Config,
    dice: DiceSource,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> i32 {
    let store = match Store::connect(config.database_url.as_deref()).await {
        Ok(store) => store,
        Err(e) => {
            eprintln!("cannot open the database: {e}");
            return 1;
        }
    };
    let code = serve(config, dice, store.clone(), shutdown).await;
    // Closing waits for connections still checked out; a stuck one must not hang the exit.
    if tokio::time::timeout(DRAIN, store.close()).await.is_err() {
        tracing::warn!("shutdown: the database pool did not close within {DRAIN:?}");
    }
    code
}

async fn serve(
    config: Config,
    dice: DiceSource,
    store: Store,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> i32 {
    // Bound first, so a taken port stops the bot before it connects anywhere.
    let listener = match config.health_addr {
        Some(addr) => match super::health::bind(addr).await {
            Ok(listener) => Some(listener),
            Err(e) => {
                eprintln!("cannot listen on HEALTH_ADDR {addr}: {e}");
                return 1;
            }
        },
        None => None,
    };
    let web_listener = match &config.web {
        Some(web) => match crate::web::bind(web.addr).await {
            Ok(listener) => Some(listener),
            Err(e) => {
                eprintln!("cannot listen on WEB_ADDR {}: {e}", web.addr);
                return 1;
            }
        },
        None => None,
    };
    // On PostgreSQL without SHARDS, the processes share the shards through leases; with
    // SHARDS (or on SQLite, which one process owns) the shards are this process's own.
    let leases = (store.backend() == Backend::Postgres && !config.shards_pinned).then(|| {
        Arc::new(Leases::new(
            &store,
            config.shard_count,
            config.lease_lifetime,
            Leases::holder_name(),
        ))
    });
    if let Some(leases) = &leases {
        store.use_leases(leases.clone());
        tracing::info!(holder = leases.holder(), lifetime = ?config.lease_lifetime, "sharing shards through leases");
    }
    let in_flight = Arc::new(RwLock::new(()));
    let metrics = Arc::new(Metrics::new(&Ruleset::ALL.map(Ruleset::key)));
    let service = Arc::new(
        TableService::new(store.clone(), dice, Arc::new(SystemClock))
            .with_timeout_unit(config.choice_timeout_unit)
            .with_roll_limits(config.roll_limits)
            .with_metrics(metrics.clone()),
    );
    let budget = Arc::new(super::budget::Budget::counted(metrics.clone()));
    let health = Arc::new(super::health::Health {
        metrics: metrics.clone(),
        store,
        budget: budget.clone(),
        leases: leases.clone(),
        own_shards: config.shards.clone(),
        shards: std::sync::OnceLock::new(),
    });
    // Dropped with this function: the endpoints end with the bot.
    let _serving = listener
        .map(|listener| AbortOnDrop(tokio::spawn(super::health::serve(listener, health.clone()))));
    // Shared tables' pages: their streams end before the bot does (see below).
    let web_limits = config
        .web
        .as_ref()
        .map(|web| web.limits.clone())
        .unwrap_or_default();
    let web = crate::web::Web::new(service.clone(), web_limits, metrics.clone());
    // Declared before everything the bot runs on, so dropped after it: the pages' runtime
    // may have opened database connections the bot's last work still uses.
    let _pages = match web_listener.map(|listener| crate::web::Pages::start(listener, web.clone()))
    {
        Some(Err(e)) => {
            eprintln!("cannot start the web pages' runtime: {e}");
            return 1;
        }
        Some(Ok(pages)) => Some(pages),
        None => None,
    };
    let _closing_pages = ClosePages(web.clone());
    let mut http = HttpBuilder::new(config.token.expose());
    if let Some(base) = &config.api_base {
        // The proxy is ignored unless the ratelimiter is off (serenity 0.12).
        http = http
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let http = http.build();
    match http.get_current_user().await {
        Ok(user) => tracing::info!(bot = %user.name, "token accepted"),
        Err(e) if unauthorized(&e) => {
            eprintln!(
                "Discord rejected DISCORD_TOKEN (401 Unauthorized). Reset the token on the developer portal's Bot page and set it again."
            );
            return 2;
        }
        Err(e) => {
            eprintln!("cannot reach Discord: {e}");
            return 1;
        }
    }
    service.keep_interactions_trimmed();
    let data = Arc::new(Data {
        service,
        config: config.clone(),
        in_flight: in_flight.clone(),
        limiter: ratelimit::RateLimiter::new(config.rate_limit),
        games_limiter: ratelimit::RateLimiter::new(ratelimit::RateLimit::games()),
        below_tracker: super::tracker::BelowTracker::default(),
        tracker_places: super::tracker::Places::default(),
        tracker_shown: super::tracker::Shown::default(),
        offers: super::offers::Offers::default(),
        tracker_turns: super::tracker::Turns::default(),
        tracker_edit_tickets: super::tracker::EditTickets::default(),
        tracker_pacing: super::pacing::Pacing::new(config.tracker_pace),
        budget: budget.clone(),
        pinner: super::pins::Pinner::new(config.api_base.as_deref()),
        command_ids: Arc::new(register::CommandIds::default()),
        last_answers: super::deadlines::LastAnswers::default(),
        owed: super::deadlines::Owed::default(),
        metrics: metrics.clone(),
    });
    let shared = data.clone();
    let options = poise::FrameworkOptions {
        commands: register::framework_commands(),
        on_error: |error| Box::pin(on_error(error)),
        event_handler: |framework, event| {
            Box::pin(on_event(
                framework.serenity_context,
                event,
                framework.user_data,
            ))
        },
        initialize_owners: false,
        ..Default::default()
    };
    let framework = poise::Framework::builder()
        .options(options)
        // Registration is not done here: a failed setup would stall every later event.
        // `on_event` registers on READY and GUILD_CREATE instead, each in its own task.
        .setup(move |_ctx, ready, _framework| {
            Box::pin(async move {
                tracing::info!(shard = ?ready.shard, "connected to the gateway");
                Ok(data)
            })
        })
        .build();
    // GUILDS: each server the bot is in arrives as GUILD_CREATE, and registers its games.
    let framework = Leased {
        inner: framework,
        leases: leases.clone(),
        service: shared.service.clone(),
    };
    let client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .framework(framework)
        .event_handler(RateLimits(metrics))
        .await;
    let mut client = match client {
        Ok(client) => client,
        Err(e) => {
            eprintln!("cannot start the Discord client: {e}");
            return 1;
        }
    };
    let _ = health.shards.set(client.shard_manager.clone());
    super::http_buckets::spawn_pruning(&client.http);
    // Its own task: a slow scan never holds up the lease renewals.
    super::deadlines::spawn(
        client.http.clone(),
        shared.clone(),
        leases.clone(),
        config.deadline_scan(),
    );
    super::pacing::spawn(client.http.clone(), shared.clone(), leases.clone());
    super::retention::spawn(client.http.clone(), shared.clone(), leases.clone());
    let shards = client.shard_manager.clone();
    let (stop, stopped) = watch::channel(false);
    tokio::spawn(async move {
        shutdown.await;
        tracing::info!("shutting down: closing the gateway");
        let _ = stop.send(true);
        shards.shutdown_all().await;
    });
    let result = match &leases {
        Some(leases) => run_leased(&mut client, leases.clone(), budget, stopped).await,
        None => {
            // serenity counts the range's end in.
            let (first, last) = (*config.shards.start(), *config.shards.end());
            client
                .start_shard_range(first..last, config.shard_count)
                .await
        }
    };
    // Let actions in flight finish before the store closes.
    if tokio::time::timeout(DRAIN, in_flight.write())
        .await
        .is_err()
    {
        tracing::warn!("shutdown: actions still running after {DRAIN:?}");
    }
    // Each tracker is left at its channel's last state, before the leases go.
    if tokio::time::timeout(
        DRAIN,
        super::pacing::flush_all(&client.http, &shared, leases.as_deref()),
    )
    .await
    .is_err()
    {
        tracing::warn!("shutdown: waiting tracker edits not all shown within {DRAIN:?}");
    }
    // The others take the shards over at once rather than after a lifetime.
    if let Some(leases) = &leases {
        leases.release_all().await;
    }
    match result {
        Ok(()) => 0,
        Err(serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication)) => {
            eprintln!("Discord rejected DISCORD_TOKEN on the gateway.");
            2
        }
        Err(e) => {
            eprintln!("the Discord connection ended: {e}");
            1
        }
    }
}

/// Counts the rate limits serenity's HTTP limiter meets: serenity tells only its event
/// handlers, not the framework.
struct RateLimits(Arc<Metrics>);

#[serenity::async_trait]
impl serenity::EventHandler for RateLimits {
    async fn ratelimit(&self, info: serenity::RatelimitInfo) {
        self.0
            .rate_limited
            .inc(if info.global { "global" } else { "route" });
    }
}

/// A task that ends when its handle is dropped.
/// Ends the pages' event streams when the bot stops, whichever way `serve` returns.
struct ClosePages(Arc<crate::web::Web>);

impl Drop for ClosePages {
    fn drop(&mut self) {
        self.0.close();
    }
}

struct AbortOnDrop(tokio::task::JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

async fn on_event(ctx: &serenity::Context, event: &FullEvent, data: &Data) -> Result<(), Error> {
    match event {
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(click),
        } => buttons::clicked(&ctx.http, data, click).await,
        FullEvent::InteractionCreate {
            interaction: Interaction::Autocomplete(interaction),
        } => autocomplete::answer(&ctx.http, data, interaction).await,
        FullEvent::Ready { data_about_bot } => {
            // Servers left while the bot was away, by this shard's list.
            let shard = Shards {
                count: data_about_bot.shard.map_or(1, |s| s.total),
                held: vec![data_about_bot.shard.map_or(0, |s| s.id.0)],
            };
            let announced = data_about_bot
                .guilds
                .iter()
                .map(|g| super::ids::id(g.id.get()))
                .collect();
            tokio::spawn(super::retention::ready(
                data.service.clone(),
                data.config.retention,
                shard,
                announced,
            ));
            // Global commands go once, from the process with shard 0; with DEV_GUILD_ID
            // they go to that server with its games, on its GUILD_CREATE.
            let first_shard = data_about_bot.shard.is_none_or(|s| s.id.0 == 0);
            if first_shard && data.config.registers_commands() && data.config.dev_guild.is_none() {
                let (http, service, ids) = (
                    ctx.http.clone(),
                    data.service.clone(),
                    data.command_ids.clone(),
                );
                tokio::spawn(async move {
                    let commands = register::global_commands();
                    let now = crate::table::SystemClock.now_millis();
                    if let Err(e) =
                        register::sync(&http, &service, &ids, register::GLOBAL, commands, now).await
                    {
                        tracing::error!(error = %e, "global command registration failed");
                    }
                });
            }
        }
        FullEvent::GuildDelete { incomplete, .. } if !incomplete.unavailable => {
            let guild = super::ids::id(incomplete.id.get());
            tracing::info!(
                guild,
                "the bot left a server: its data goes after the grace"
            );
            data.service.server_left(guild).await?;
        }
        FullEvent::ChannelDelete { channel, .. } => {
            let (guild, channel) = (channel.guild_id.get(), channel.id.get());
            data.service
                .channel_deleted(super::ids::id(guild), super::ids::id(channel))
                .await?;
        }
        FullEvent::ThreadDelete { thread, .. } => {
            let (guild, channel) = (thread.guild_id.get(), thread.id.get());
            data.service
                .channel_deleted(super::ids::id(guild), super::ids::id(channel))
                .await?;
        }
        FullEvent::GuildCreate { guild, .. } => {
            if data
                .service
                .server_back(super::ids::id(guild.id.get()))
                .await?
            {
                tracing::info!(
                    guild = guild.id.get(),
                    "a server came back within its grace"
                );
            }
            let (http, service, ids) = (
                ctx.http.clone(),
                data.service.clone(),
                data.command_ids.clone(),
            );
            let dev_guild = data.config.dev_guild;
            let guild = guild.id;
            tokio::spawn(async move {
                if let Err(e) = register_guild(&http, &service, &ids, dev_guild, guild).await {
                    tracing::error!(error = %e, guild = guild.get(), "server command registration failed");
                }
            });
        }
        _ => {}
    }
    Ok(())
}

/// Registers a server's own commands: those of the games it plays (a server seen for the
/// first time plays FLAIL and any game it already keeps state of). With `DEV_GUILD_ID`,
/// only that server registers, the shared verbs included.
pub(super) async fn register_guild(
    http: &serenity::Http,
    service: &TableService,
    ids: &register::CommandIds,
    dev_guild: Option<u64>,
    guild: GuildId,
) -> Result<register::Synced, register::RegisterError> {
    let id = super::ids::id(guild.get());
    let games = service.first_seen(id).await?;
    let commands = match dev_guild {
        Some(dev) if dev == guild.get() => register::dev_commands(&games),
        Some(_) => return Ok(register::Synced::Unchanged),
        None => register::guild_commands(&games),
    };
    let now = crate::table::SystemClock.now_millis();
    register::sync(http, service, ids, id, commands, now).await
}

/// Errors poise reports outside the handlers (which answer their own): logged with
/// context, never shown raw.
async fn on_error(error: poise::FrameworkError<'_, Shared, Error>) {
    match error {
        poise::FrameworkError::Setup { error, .. } => {
            tracing::error!(error = %error, "bot setup failed");
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            tracing::error!(error = %error, event = event.snake_case_name(), "event handler failed");
        }
        // Autocomplete is answered by `on_event` (the tree declares no parameters for poise
        // to complete), so poise's own attempt finds none: expected, not an error.
        poise::FrameworkError::CommandStructureMismatch { ctx, .. }
            if ctx.interaction_type == poise::CommandInteractionType::Autocomplete => {}
        // poise's own handler would show raw error text to users: log instead.
        other => tracing::error!(error = %other, "framework error"),
    }
}

fn unauthorized(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))
            if response.status_code.as_u16() == 401
    )
}

/// SIGINT (Ctrl-C) or SIGTERM (docker stop).
async fn signals() {
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(term) => term,
                Err(e) => {
                    tracing::warn!(error = %e, "cannot listen for SIGTERM");
                    let _ = tokio::signal::ctrl_c().await;
                    return;
                }
            };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
