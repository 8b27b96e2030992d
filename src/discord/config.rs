//! The bot's settings, from the environment (and an optional `.env`, loaded by `main`).

use std::fmt;
use std::ops::RangeInclusive;
use std::time::Duration;

/// The bot token. Its `Debug` never shows it, so it cannot leak through a log line.
#[derive(Clone)]
pub struct Token(String);

impl Token {
    pub fn new(token: impl Into<String>) -> Token {
        Token(token.into())
    }
    pub(crate) fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(<hidden>)")
    }
}

/// A shard lease outlives a 10-second database outage with room to spare.
pub const DEFAULT_LEASE_LIFETIME: Duration = Duration::from_secs(30);

#[derive(Debug, Clone)]
pub struct Config {
    pub token: Token,
    /// `None`: the embedded SQLite file.
    pub database_url: Option<String>,
    /// Register commands to this server only (instant) instead of globally.
    pub dev_guild: Option<u64>,
    /// Tests only: a fake Discord's base URL (the ratelimiter is then disabled).
    pub api_base: Option<String>,
    /// The shards this process runs, of `shard_count`.
    pub shards: RangeInclusive<u32>,
    pub shard_count: u32,
    /// `SHARDS` was given: this process runs exactly those shards. Otherwise, on
    /// PostgreSQL, the processes share the shards through leases.
    pub shards_pinned: bool,
    /// How long a shard lease lasts without renewal (longer than a database outage the
    /// bot should ride out).
    pub lease_lifetime: Duration,
    /// How long an interaction may take before its reply is deferred (Discord allows 3 s).
    pub defer_after: Duration,
    /// Per-user interaction allowance.
    pub rate_limit: super::ratelimit::RateLimit,
    /// One unit of `/settings choice-timeout:`: a minute (tests: seconds, so they run the
    /// real timer).
    pub choice_timeout_unit: Duration,
    /// How lazily a busy channel's tracker is edited.
    pub tracker_pace: super::pacing::Pace,
    /// `SAVED_ROLLS_PER_USER`, `SAVED_ROLLS_PER_SERVER`.
    pub roll_limits: crate::table::RollLimits,
    /// `SERVER_DATA_GRACE_DAYS`, `CHANNEL_DATA_GRACE_DAYS`, `ROLL_LOG_DAYS`.
    pub retention: crate::table::Retention,
    /// How often data past its grace is looked for (`PURGE_EVERY_SECS`, tests only).
    pub purge_every: Duration,
    /// `ENCOUNTER_IDLE_DAYS`: an encounter untouched this long is closed.
    pub encounter_idle: Duration,
    /// `HEALTH_ADDR`: where `/healthz`, `/readyz` and `/metrics` are served; `None`, nowhere.
    pub health_addr: Option<std::net::SocketAddr>,
    /// `WEB_ADDR` and `PUBLIC_URL`: where shared tables' pages are served, and how players
    /// reach them; `None`, no pages (and `/encounter share` says so).
    pub web: Option<WebConfig>,
}

/// The web page's address, the address players open, and the pages' bounds.
#[derive(Debug, Clone, PartialEq)]
pub struct WebConfig {
    pub addr: std::net::SocketAddr,
    /// `https://narrator.example.org`, no trailing slash.
    pub public_url: String,
    pub limits: crate::web::Limits,
}

/// Why the configuration was refused; the message never includes the token.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error(
        "DISCORD_TOKEN is not set. Put the bot token from the Discord developer portal in the environment or in .env (see .env.example)."
    )]
    MissingToken,
    #[error(
        "DISCORD_TOKEN does not look like a bot token (copy it again from the developer portal's Bot page)."
    )]
    MalformedToken,
    #[error("{name} must be {expected}, not {value:?}")]
    Invalid {
        name: &'static str,
        expected: &'static str,
        value: String,
    },
}

impl Config {
    /// Reads the configuration through `get` (the process environment in production).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let token = get("DISCORD_TOKEN")
            .map(|t| t.trim().to_owned())
            .filter(|t| !t.is_empty())
            .ok_or(ConfigError::MissingToken)?;
        let api_base = non_empty(get("DISCORD_API_BASE"));
        // A fake Discord accepts any token; the real one only well-formed ones.
        if api_base.is_none() && serenity::utils::token::validate(&token).is_err() {
            return Err(ConfigError::MalformedToken);
        }
        let dev_guild = non_empty(get("DEV_GUILD_ID"))
            .map(|v| {
                v.parse::<u64>()
                    .ok()
                    .filter(|&id| id > 0)
                    .ok_or(ConfigError::Invalid {
                        name: "DEV_GUILD_ID",
                        expected: "a server id (a number)",
                        value: v,
                    })
            })
            .transpose()?;
        let shard_count = match non_empty(get("SHARD_COUNT")) {
            Some(v) => v
                .parse::<u32>()
                .ok()
                .filter(|&n| (1..=1024).contains(&n))
                .ok_or(ConfigError::Invalid {
                    name: "SHARD_COUNT",
                    expected: "a number from 1 to 1024",
                    value: v,
                })?,
            None => 1,
        };
        let shards_pinned = non_empty(get("SHARDS")).is_some();
        let shards = match non_empty(get("SHARDS")) {
            Some(v) => parse_shards(&v, shard_count).ok_or(ConfigError::Invalid {
                name: "SHARDS",
                expected: "a shard or range below SHARD_COUNT, such as 0 or 0-1",
                value: v,
            })?,
            None => 0..=shard_count - 1,
        };
        let defer_after = match non_empty(get("DEFER_AFTER_MS")) {
            Some(v) => {
                Duration::from_millis(v.parse::<u64>().ok().filter(|&ms| ms <= 2500).ok_or(
                    ConfigError::Invalid {
                        name: "DEFER_AFTER_MS",
                        expected: "milliseconds from 0 to 2500",
                        value: v,
                    },
                )?)
            }
            None => Duration::from_millis(1500),
        };
        let lease_lifetime = match non_empty(get("SHARD_LEASE_SECS")) {
            Some(v) => Duration::from_secs(
                v.parse::<u64>()
                    .ok()
                    .filter(|s| (2..=600).contains(s))
                    .ok_or(ConfigError::Invalid {
                        name: "SHARD_LEASE_SECS",
                        expected: "seconds from 2 to 600",
                        value: v,
                    })?,
            ),
            None => DEFAULT_LEASE_LIFETIME,
        };
        let choice_timeout_unit = match non_empty(get("CHOICE_TIMEOUT_UNIT_SECS")) {
            Some(v) => Duration::from_secs(
                v.parse::<u64>()
                    .ok()
                    .filter(|s| (1..=60).contains(s))
                    .ok_or(ConfigError::Invalid {
                        name: "CHOICE_TIMEOUT_UNIT_SECS",
                        expected: "seconds from 1 to 60 (tests only; 60 is a minute)",
                        value: v,
                    })?,
            ),
            None => crate::table::TIMEOUT_UNIT,
        };
        let tracker_pace = tracker_pace(&get)?;
        let roll_limits = roll_limits(&get)?;
        let retention = retention(&get)?;
        let encounter_idle = match non_empty(get("ENCOUNTER_IDLE_DAYS")) {
            Some(v) => v
                .parse::<u32>()
                .ok()
                .filter(|d| (1..=3650).contains(d))
                .map(|d| crate::table::DAY * d)
                .ok_or(ConfigError::Invalid {
                    name: "ENCOUNTER_IDLE_DAYS",
                    expected: "days from 1 to 3650",
                    value: v,
                })?,
            None => crate::table::ENCOUNTER_IDLE,
        };
        // Tests only: seconds instead of days, so the whole bot closes one while it runs.
        let encounter_idle = seconds(
            &get,
            "ENCOUNTER_IDLE_SECS",
            "seconds from 1 to 86400 (tests only)",
        )?
        .unwrap_or(encounter_idle);
        let purge_every = seconds(&get, "PURGE_EVERY_SECS", "seconds from 1 to 86400")?
            .unwrap_or(DEFAULT_PURGE_EVERY);
        let health_addr = health_addr(&get)?;
        let web = web(&get)?;
        Ok(Config {
            token: Token::new(token),
            database_url: non_empty(get("DATABASE_URL")),
            dev_guild,
            api_base,
            shards,
            shard_count,
            shards_pinned,
            lease_lifetime,
            defer_after,
            rate_limit: super::ratelimit::RateLimit::default(),
            choice_timeout_unit,
            tracker_pace,
            roll_limits,
            retention,
            purge_every,
            encounter_idle,
            health_addr,
            web,
        })
    }

    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_lookup(|name| std::env::var(name).ok())
    }

    /// How often the choice deadlines are scanned: every second, or a quarter of a
    /// shortened unit.
    pub fn deadline_scan(&self) -> Duration {
        (self.choice_timeout_unit / 4).clamp(Duration::from_millis(100), Duration::from_secs(1))
    }

    /// Commands are registered once, by the process that runs shard 0.
    pub fn registers_commands(&self) -> bool {
        self.shards.contains(&0)
    }
}

/// `TRACKER_QUIET_MS` (0 edits the tracker after every action) and `TRACKER_LONGEST_MS`.
/// The quiet wait stays within 10 s, so a tracker shows its channel's last state soon
/// after the table stops.
fn tracker_pace(get: &impl Fn(&str) -> Option<String>) -> Result<super::pacing::Pace, ConfigError> {
    let default = super::pacing::Pace::DEFAULT;
    let millis = |name: &'static str, range: RangeInclusive<u64>, expected: &'static str| {
        non_empty(get(name))
            .map(|v| {
                v.parse::<u64>()
                    .ok()
                    .filter(|ms| range.contains(ms))
                    .map(Duration::from_millis)
                    .ok_or(ConfigError::Invalid {
                        name,
                        expected,
                        value: v,
                    })
            })
            .transpose()
    };
    let quiet = millis(
        "TRACKER_QUIET_MS",
        0..=10_000,
        "milliseconds from 0 to 10000",
    )?
    .unwrap_or(default.quiet);
    let longest = millis(
        "TRACKER_LONGEST_MS",
        1_000..=120_000,
        "milliseconds from 1000 to 120000",
    )?
    .unwrap_or(default.longest);
    Ok(super::pacing::Pace {
        quiet,
        longest: if quiet.is_zero() {
            Duration::ZERO
        } else {
            longest.max(quiet)
        },
    })
}

/// A duration in seconds, 1 to 86400, if set.
fn seconds(
    get: &impl Fn(&str) -> Option<String>,
    name: &'static str,
    expected: &'static str,
) -> Result<Option<Duration>, ConfigError> {
    non_empty(get(name))
        .map(|v| {
            v.parse::<u64>()
                .ok()
                .filter(|s| (1..=86_400).contains(s))
                .map(Duration::from_secs)
                .ok_or(ConfigError::Invalid {
                    name,
                    expected,
                    value: v,
                })
        })
        .transpose()
}

/// How often data past its grace is looked for.
pub const DEFAULT_PURGE_EVERY: Duration = Duration::from_secs(60 * 60);

/// How long the data of servers left and channels deleted is kept (1 to 365 days), and
/// roll-log rows (1 to 3650 days; unset keeps them while their channel exists).
fn retention(
    get: &impl Fn(&str) -> Option<String>,
) -> Result<crate::table::Retention, ConfigError> {
    let default = crate::table::Retention::default();
    let days = |name: &'static str, max: u32, expected: &'static str| {
        non_empty(get(name))
            .map(|v| {
                v.parse::<u32>()
                    .ok()
                    .filter(|n| (1..=max).contains(n))
                    .map(|n| crate::table::DAY * n)
                    .ok_or(ConfigError::Invalid {
                        name,
                        expected,
                        value: v,
                    })
            })
            .transpose()
    };
    Ok(crate::table::Retention {
        server_grace: days("SERVER_DATA_GRACE_DAYS", 365, "days from 1 to 365")?
            .unwrap_or(default.server_grace),
        channel_grace: days("CHANNEL_DATA_GRACE_DAYS", 365, "days from 1 to 365")?
            .unwrap_or(default.channel_grace),
        roll_log: days("ROLL_LOG_DAYS", 3650, "days from 1 to 3650")?,
    })
}

/// How many rolls a user (1 to 1000) and a server (1 to 10000) may save.
fn roll_limits(
    get: &impl Fn(&str) -> Option<String>,
) -> Result<crate::table::RollLimits, ConfigError> {
    let default = crate::table::RollLimits::default();
    let count = |name: &'static str, max: usize, expected: &'static str, default: usize| {
        bounded(get, name, max, expected).map(|n| n.unwrap_or(default))
    };
    Ok(crate::table::RollLimits {
        per_user: count(
            "SAVED_ROLLS_PER_USER",
            1_000,
            "a number from 1 to 1000",
            default.per_user,
        )?,
        per_server: count(
            "SAVED_ROLLS_PER_SERVER",
            10_000,
            "a number from 1 to 10000",
            default.per_server,
        )?,
    })
}

/// A whole number from 1 to `max`, if set.
fn bounded(
    get: &impl Fn(&str) -> Option<String>,
    name: &'static str,
    max: usize,
    expected: &'static str,
) -> Result<Option<usize>, ConfigError> {
    non_empty(get(name))
        .map(|v| {
            v.parse::<usize>()
                .ok()
                .filter(|n| (1..=max).contains(n))
                .ok_or(ConfigError::Invalid {
                    name,
                    expected,
                    value: v,
                })
        })
        .transpose()
}

/// The pages' bounds: viewers, connections, requests a minute per address and per link,
/// and the proxies whose `X-Forwarded-For` names the client.
fn web_limits(get: &impl Fn(&str) -> Option<String>) -> Result<crate::web::Limits, ConfigError> {
    let default = crate::web::Limits::default();
    let count = |name: &'static str, max: usize, expected: &'static str, default: usize| {
        bounded(get, name, max, expected).map(|n| n.unwrap_or(default))
    };
    let per_minute = |name: &'static str, default: crate::request::ratelimit::RateLimit| {
        bounded(get, name, 1_000_000, "requests a minute, from 1 to 1000000")
            .map(|n| n.map_or(default, crate::web::Limits::per_minute))
    };
    let trusted_proxies = match non_empty(get("WEB_TRUSTED_PROXIES")) {
        None => Vec::new(),
        Some(list) => crate::web::parse_proxies(&list).ok_or(ConfigError::Invalid {
            name: "WEB_TRUSTED_PROXIES",
            expected: "addresses or networks separated by commas, such as 127.0.0.1,10.0.0.0/8 (at most 64)",
            value: list,
        })?,
    };
    Ok(crate::web::Limits {
        viewers: count(
            "WEB_MAX_VIEWERS",
            100_000,
            "a number from 1 to 100000",
            default.viewers,
        )?,
        per_channel: count(
            "WEB_MAX_VIEWERS_PER_CHANNEL",
            100_000,
            "a number from 1 to 100000",
            default.per_channel,
        )?,
        connections: count(
            "WEB_MAX_CONNECTIONS",
            200_000,
            "a number from 1 to 200000",
            default.connections,
        )?,
        per_address: per_minute("WEB_REQUESTS_PER_ADDRESS", default.per_address)?,
        per_link: per_minute("WEB_REQUESTS_PER_LINK", default.per_link)?,
        trusted_proxies,
        ..default
    })
}

/// `HEALTH_ADDR`, an address and port such as `0.0.0.0:8080`; unset, none. Read by the bot
/// and by `narrator health`, which needs nothing else.
pub fn health_addr(
    get: &impl Fn(&str) -> Option<String>,
) -> Result<Option<std::net::SocketAddr>, ConfigError> {
    non_empty(get("HEALTH_ADDR"))
        .map(|v| {
            v.parse().map_err(|_| ConfigError::Invalid {
                name: "HEALTH_ADDR",
                expected: "an address and port, such as 0.0.0.0:8080",
                value: v,
            })
        })
        .transpose()
}

/// `WEB_ADDR` (unset: no pages) and `PUBLIC_URL` (http or https; default: the address).
fn web(get: &impl Fn(&str) -> Option<String>) -> Result<Option<WebConfig>, ConfigError> {
    let Some(addr) = non_empty(get("WEB_ADDR")) else {
        return Ok(None);
    };
    let addr: std::net::SocketAddr = addr.parse().map_err(|_| ConfigError::Invalid {
        name: "WEB_ADDR",
        expected: "an address and port, such as 0.0.0.0:8081",
        value: addr,
    })?;
    let public_url = match non_empty(get("PUBLIC_URL")) {
        Some(url)
            if (url.starts_with("https://") || url.starts_with("http://")) && url.len() <= 200 =>
        {
            url.trim_end_matches('/').to_owned()
        }
        Some(url) => {
            return Err(ConfigError::Invalid {
                name: "PUBLIC_URL",
                expected: "an http:// or https:// address of at most 200 characters",
                value: url,
            });
        }
        None => format!("http://{addr}"),
    };
    let limits = web_limits(get)?;
    Ok(Some(WebConfig {
        addr,
        public_url,
        limits,
    }))
}

fn non_empty(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

/// `3` or `0-1`, within `0..count`.
fn parse_shards(text: &str, count: u32) -> Option<RangeInclusive<u32>> {
    let (first, last) = match text.split_once('-') {
        Some((a, b)) => (a.trim().parse().ok()?, b.trim().parse().ok()?),
        None => {
            let n = text.trim().parse().ok()?;
            (n, n)
        }
    };
    (first <= last && last < count).then_some(first..=last)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let vars: Vec<(String, String)> = vars
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        Config::from_lookup(|name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()))
    }

    const FAKE: &str = "http://127.0.0.1:1";

    #[test]
    fn retention_is_read_in_days_and_bounded() {
        let base = [
            ("DISCORD_TOKEN", "secret-value"),
            ("DISCORD_API_BASE", FAKE),
        ];
        let c = config(&base).unwrap();
        assert_eq!(c.retention, crate::table::Retention::default());
        assert_eq!(c.purge_every, DEFAULT_PURGE_EVERY);
        assert_eq!(c.encounter_idle, crate::table::ENCOUNTER_IDLE);
        let mut vars = base.to_vec();
        vars.extend([
            ("SERVER_DATA_GRACE_DAYS", "10"),
            ("CHANNEL_DATA_GRACE_DAYS", "2"),
            ("ROLL_LOG_DAYS", "365"),
        ]);
        let c = config(&vars).unwrap();
        assert_eq!(c.retention.server_grace, crate::table::DAY * 10);
        assert_eq!(c.retention.channel_grace, crate::table::DAY * 2);
        assert_eq!(c.retention.roll_log, Some(crate::table::DAY * 365));
        for (name, value) in [
            ("SERVER_DATA_GRACE_DAYS", "0"),
            ("CHANNEL_DATA_GRACE_DAYS", "366"),
            ("ROLL_LOG_DAYS", "forever"),
            ("PURGE_EVERY_SECS", "0"),
            ("ENCOUNTER_IDLE_DAYS", "0"),
        ] {
            let mut vars = base.to_vec();
            vars.push((name, value));
            let error = config(&vars).map(|_| ()).unwrap_err();
            assert!(
                matches!(error, ConfigError::Invalid { name: n, .. } if n == name),
                "{name}"
            );
        }
    }

    #[test]
    fn a_missing_token_is_refused_with_a_clear_message() {
        let error = config(&[]).map(|_| ()).unwrap_err();
        assert_eq!(error, ConfigError::MissingToken);
        assert!(error.to_string().contains("DISCORD_TOKEN"));
    }

    #[test]
    fn a_malformed_token_is_refused_without_echoing_it() {
        let error = config(&[("DISCORD_TOKEN", "not-a-token-secret")])
            .map(|_| ())
            .unwrap_err();
        assert_eq!(error, ConfigError::MalformedToken);
        assert!(!error.to_string().contains("not-a-token-secret"));
    }

    #[test]
    fn the_token_never_shows_in_debug_output() {
        let c = config(&[
            ("DISCORD_TOKEN", "secret-value"),
            ("DISCORD_API_BASE", FAKE),
        ])
        .map_err(|e| e.to_string());
        let text = format!("{c:?}");
        assert!(text.contains("Token(<hidden>)"));
        assert!(!text.contains("secret-value"));
    }

    #[test]
    fn shards_default_to_all_and_take_a_range_of_the_count() {
        let c = config(&[("DISCORD_TOKEN", "t"), ("DISCORD_API_BASE", FAKE)]);
        assert_eq!(c.map(|c| (c.shards, c.shard_count)), Ok((0..=0, 1)));
        let c = config(&[
            ("DISCORD_TOKEN", "t"),
            ("DISCORD_API_BASE", FAKE),
            ("SHARDS", "2-3"),
            ("SHARD_COUNT", "4"),
        ]);
        assert_eq!(
            c.as_ref()
                .map(|c| (c.shards.clone(), c.registers_commands())),
            Ok((2..=3, false))
        );
        for bad in ["4", "3-1", "x", "0-4"] {
            let c = config(&[
                ("DISCORD_TOKEN", "t"),
                ("DISCORD_API_BASE", FAKE),
                ("SHARDS", bad),
                ("SHARD_COUNT", "4"),
            ]);
            assert!(
                matches!(c, Err(ConfigError::Invalid { name: "SHARDS", .. })),
                "{bad}"
            );
        }
    }

    #[test]
    fn shards_are_pinned_only_when_named_and_leases_last_a_while() {
        let base = [("DISCORD_TOKEN", "t"), ("DISCORD_API_BASE", FAKE)];
        let c = config(&[base[0], base[1], ("SHARD_COUNT", "3")]);
        assert_eq!(
            c.map(|c| (c.shards, c.shards_pinned, c.lease_lifetime)),
            Ok((0..=2, false, DEFAULT_LEASE_LIFETIME))
        );
        let c = config(&[base[0], base[1], ("SHARD_COUNT", "3"), ("SHARDS", "1")]);
        assert_eq!(c.map(|c| (c.shards, c.shards_pinned)), Ok((1..=1, true)));
        let c = config(&[base[0], base[1], ("SHARD_LEASE_SECS", "12")]);
        assert_eq!(c.map(|c| c.lease_lifetime), Ok(Duration::from_secs(12)));
        for bad in ["0", "1", "601", "x"] {
            let c = config(&[base[0], base[1], ("SHARD_LEASE_SECS", bad)]);
            assert!(
                matches!(
                    c,
                    Err(ConfigError::Invalid {
                        name: "SHARD_LEASE_SECS",
                        ..
                    })
                ),
                "{bad}"
            );
        }
    }

    #[test]
    fn the_web_address_is_optional_and_its_public_url_checked() {
        let base = [("DISCORD_TOKEN", "t"), ("DISCORD_API_BASE", FAKE)];
        assert_eq!(config(&base).map(|c| c.web), Ok(None));
        let web = |vars: &[(&'static str, &'static str)]| {
            let mut all = base.to_vec();
            all.extend_from_slice(vars);
            config(&all).map(|c| c.web.map(|w| (w.addr.to_string(), w.public_url)))
        };
        assert_eq!(
            web(&[("WEB_ADDR", "127.0.0.1:8081")]),
            Ok(Some((
                "127.0.0.1:8081".to_owned(),
                "http://127.0.0.1:8081".to_owned()
            )))
        );
        assert_eq!(
            web(&[
                ("WEB_ADDR", "0.0.0.0:8081"),
                ("PUBLIC_URL", "https://t.example.org/ ")
            ]),
            Ok(Some((
                "0.0.0.0:8081".to_owned(),
                "https://t.example.org".to_owned()
            )))
        );
        for (name, bad) in [
            ("WEB_ADDR", "8081"),
            ("PUBLIC_URL", "ftp://x"),
            ("PUBLIC_URL", "t.example.org"),
        ] {
            let vars = if name == "WEB_ADDR" {
                vec![(name, bad)]
            } else {
                vec![("WEB_ADDR", "0.0.0.0:8081"), (name, bad)]
            };
            let refused = web(&vars).map(|_| ());
            let named = refused.map_err(|e| e.to_string().starts_with(&format!("{name} must be")));
            assert_eq!(named, Err(true), "{name}={bad}");
        }
    }

    #[test]
    fn the_pages_bounds_come_from_the_environment_and_are_checked() {
        let base = [
            ("DISCORD_TOKEN", "t"),
            ("DISCORD_API_BASE", FAKE),
            ("WEB_ADDR", "127.0.0.1:8081"),
        ];
        let limits = |vars: &[(&'static str, &'static str)]| {
            let mut all = base.to_vec();
            all.extend_from_slice(vars);
            config(&all).map(|c| c.web.map(|w| w.limits))
        };
        assert_eq!(limits(&[]), Ok(Some(crate::web::Limits::default())));
        let set = limits(&[
            ("WEB_MAX_VIEWERS", "500"),
            ("WEB_MAX_VIEWERS_PER_CHANNEL", "50"),
            ("WEB_MAX_CONNECTIONS", "600"),
            ("WEB_REQUESTS_PER_ADDRESS", "60"),
            ("WEB_REQUESTS_PER_LINK", "1200"),
            ("WEB_TRUSTED_PROXIES", "127.0.0.1, 10.0.0.0/8,::1"),
        ]);
        let Ok(Some(set)) = set else {
            panic!("refused: {set:?}");
        };
        assert_eq!(
            (set.viewers, set.per_channel, set.connections),
            (500, 50, 600)
        );
        assert_eq!(set.per_address, crate::web::Limits::per_minute(60));
        assert_eq!(set.per_link, crate::web::Limits::per_minute(1200));
        assert_eq!(set.trusted_proxies.len(), 3);
        for (name, bad) in [
            ("WEB_MAX_VIEWERS", "0"),
            ("WEB_MAX_VIEWERS_PER_CHANNEL", "many"),
            ("WEB_MAX_CONNECTIONS", "200001"),
            ("WEB_REQUESTS_PER_ADDRESS", "-1"),
            ("WEB_REQUESTS_PER_LINK", "0"),
            ("WEB_TRUSTED_PROXIES", "10.0.0.0/33"),
            ("WEB_TRUSTED_PROXIES", "proxy.example.org"),
        ] {
            let named = limits(&[(name, bad)])
                .map(|_| ())
                .map_err(|e| e.to_string().starts_with(&format!("{name} must be")));
            assert_eq!(named, Err(true), "{name}={bad}");
        }
    }

    #[test]
    fn the_health_address_is_optional_and_checked() {
        let base = [("DISCORD_TOKEN", "t"), ("DISCORD_API_BASE", FAKE)];
        assert_eq!(config(&base).map(|c| c.health_addr), Ok(None));
        let c = config(&[base[0], base[1], ("HEALTH_ADDR", " 0.0.0.0:8080 ")]);
        assert_eq!(
            c.map(|c| c.health_addr.map(|a| a.to_string())),
            Ok(Some("0.0.0.0:8080".to_owned()))
        );
        for bad in ["8080", "localhost:8080", "0.0.0.0:99999"] {
            let refused = config(&[base[0], base[1], ("HEALTH_ADDR", bad)]).map(|_| ());
            let named = refused.map_err(|e| e.to_string().starts_with("HEALTH_ADDR must be"));
            assert_eq!(named, Err(true), "{bad}");
        }
    }

    #[test]
    fn dev_guild_and_defer_delay_are_checked() {
        let base = [("DISCORD_TOKEN", "t"), ("DISCORD_API_BASE", FAKE)];
        let c = config(&[base[0], base[1], ("DEV_GUILD_ID", "123")]);
        assert_eq!(c.map(|c| c.dev_guild), Ok(Some(123)));
        let c = config(&[base[0], base[1], ("DEV_GUILD_ID", "abc")]);
        assert!(matches!(c, Err(ConfigError::Invalid { .. })));
        let c = config(&[base[0], base[1], ("DEFER_AFTER_MS", "9000")]);
        assert!(matches!(c, Err(ConfigError::Invalid { .. })));
    }

    #[test]
    fn the_tracker_pace_defaults_to_waiting_in_busy_channels_and_is_bounded() {
        use crate::discord::pacing::Pace;
        let base = [("DISCORD_TOKEN", "t"), ("DISCORD_API_BASE", FAKE)];
        assert_eq!(config(&base).map(|c| c.tracker_pace), Ok(Pace::DEFAULT));
        let c = config(&[base[0], base[1], ("TRACKER_QUIET_MS", "0")]);
        assert_eq!(c.map(|c| c.tracker_pace), Ok(Pace::EVERY_ACTION));
        let c = config(&[
            base[0],
            base[1],
            ("TRACKER_QUIET_MS", "4000"),
            ("TRACKER_LONGEST_MS", "2000"),
        ]);
        assert_eq!(
            c.map(|c| c.tracker_pace),
            Ok(Pace {
                quiet: Duration::from_secs(4),
                longest: Duration::from_secs(4),
            }),
            "the longest wait is never shorter than the quiet one"
        );
        for (name, bad) in [
            ("TRACKER_QUIET_MS", "10001"),
            ("TRACKER_QUIET_MS", "x"),
            ("TRACKER_LONGEST_MS", "999"),
            ("TRACKER_LONGEST_MS", "120001"),
        ] {
            let c = config(&[base[0], base[1], (name, bad)]);
            assert!(
                matches!(&c, Err(ConfigError::Invalid { name: n, .. }) if *n == name),
                "{name}={bad}: {c:?}"
            );
        }
    }
}
