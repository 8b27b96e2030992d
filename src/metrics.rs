//! The bot's counters, gauges and one histogram, kept in atomics so that counting costs a
//! relaxed add, and rendered on demand in Prometheus's text exposition format (version
//! 0.0.4). A foundation module: it names no other module, so any layer may count into it.
//! Labels are fixed when the registry is made (the games, the scopes), so a label's counter
//! is found by a short scan and the registry never grows.

use std::fmt::Write;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::Duration;

/// A count that only goes up.
#[derive(Debug, Default)]
pub struct Counter(AtomicU64);

impl Counter {
    pub fn inc(&self) {
        self.add(1);
    }

    pub fn add(&self, n: u64) {
        self.0.fetch_add(n, Ordering::Relaxed);
    }

    pub fn get(&self) -> u64 {
        self.0.load(Ordering::Relaxed)
    }
}

/// A value that goes up and down.
#[derive(Debug, Default)]
pub struct Gauge(AtomicI64);

impl Gauge {
    pub fn set(&self, value: i64) {
        self.0.store(value, Ordering::Relaxed);
    }

    pub fn add(&self, delta: i64) {
        self.0.fetch_add(delta, Ordering::Relaxed);
    }

    pub fn get(&self) -> i64 {
        self.0.load(Ordering::Relaxed)
    }
}

/// One counter per value of a label, the values fixed up front.
#[derive(Debug)]
pub struct Labelled {
    counters: Box<[(&'static str, Counter)]>,
}

impl Labelled {
    pub fn new(values: &[&'static str]) -> Labelled {
        Labelled {
            counters: values.iter().map(|v| (*v, Counter::default())).collect(),
        }
    }

    /// Counts one for `value`; a value not named up front is not counted (and never grows
    /// the registry).
    pub fn inc(&self, value: &str) {
        if let Some((_, counter)) = self.counters.iter().find(|(v, _)| *v == value) {
            counter.inc();
        }
    }

    pub fn get(&self, value: &str) -> u64 {
        self.counters
            .iter()
            .find(|(v, _)| *v == value)
            .map_or(0, |(_, c)| c.get())
    }
}

/// Observations in fixed buckets (upper bounds in seconds), with their count and sum.
#[derive(Debug)]
pub struct Histogram {
    bounds: &'static [f64],
    /// One more than `bounds`: the last is `+Inf`. Not cumulative here; rendering sums.
    buckets: Box<[Counter]>,
    sum_micros: Counter,
    count: Counter,
}

impl Histogram {
    pub fn new(bounds: &'static [f64]) -> Histogram {
        Histogram {
            bounds,
            buckets: (0..=bounds.len()).map(|_| Counter::default()).collect(),
            sum_micros: Counter::default(),
            count: Counter::default(),
        }
    }

    pub fn observe(&self, took: Duration) {
        let seconds = took.as_secs_f64();
        let slot = self
            .bounds
            .iter()
            .position(|b| seconds <= *b)
            .unwrap_or(self.bounds.len());
        if let Some(bucket) = self.buckets.get(slot) {
            bucket.inc();
        }
        self.sum_micros
            .add(u64::try_from(took.as_micros()).unwrap_or(u64::MAX));
        self.count.inc();
    }

    pub fn count(&self) -> u64 {
        self.count.get()
    }
}

/// The label values of [`Metrics::rate_limited`]: Discord's global limit, or one route's.
pub const RATE_LIMIT_SCOPES: [&str; 2] = ["global", "route"];

/// The label values of [`Metrics::deadlines_fired`].
pub const DEADLINE_KINDS: [&str; 2] = ["reminder", "default"];

/// The label values of [`Metrics::web_refused`]: why a shared page's request was refused.
pub const WEB_REFUSALS: [&str; 5] = [
    "connections",
    "viewers",
    "address_rate",
    "link_rate",
    "not_found",
];

/// Interaction callback latency buckets, in seconds: Discord wants the first answer
/// within 3 s, so the buckets are dense below that.
const CALLBACK_BOUNDS: [f64; 10] = [0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 5.0];

/// Everything the bot counts. One per bot process, shared by `Arc`.
#[derive(Debug)]
pub struct Metrics {
    /// Actions a game applied, by game.
    pub actions: Labelled,
    /// Game lines the table refused (nothing applied), by game.
    pub refusals: Labelled,
    /// From an interaction's arrival to Discord's acceptance of its first answer (the
    /// reply or the deferral).
    pub callback_latency: Histogram,
    /// Bot-route requests taken from the token's budget.
    pub bot_route_requests: Counter,
    /// How long bot-route requests waited for the budget, in microseconds.
    pub budget_wait_micros: Counter,
    /// Rate limits serenity's HTTP limiter met, by scope.
    pub rate_limited: Labelled,
    /// Choice deadlines and reminders whose time came and that are not handled yet.
    pub deadlines_pending: Gauge,
    /// Choice deadlines that fired, by kind.
    pub deadlines_fired: Labelled,
    /// Open event streams of shared pages.
    pub web_viewers: Gauge,
    /// Shared tables drawn for viewers (each version once per channel and language).
    pub web_tables_drawn: Counter,
    /// Shared pages' requests refused, by reason.
    pub web_refused: Labelled,
}

impl Metrics {
    /// A registry counting actions and refusals for these games (their keys).
    pub fn new(games: &[&'static str]) -> Metrics {
        Metrics {
            actions: Labelled::new(games),
            refusals: Labelled::new(games),
            callback_latency: Histogram::new(&CALLBACK_BOUNDS),
            bot_route_requests: Counter::default(),
            budget_wait_micros: Counter::default(),
            rate_limited: Labelled::new(&RATE_LIMIT_SCOPES),
            deadlines_pending: Gauge::default(),
            deadlines_fired: Labelled::new(&DEADLINE_KINDS),
            web_viewers: Gauge::default(),
            web_tables_drawn: Counter::default(),
            web_refused: Labelled::new(&WEB_REFUSALS),
        }
    }

    /// The registry in Prometheus's text format, with `live`: values read at the moment of
    /// the scrape rather than counted (the budget's rate, the leases held).
    pub fn render(&self, live: &Live) -> String {
        let mut out = Exposition::default();
        out.labelled(
            "narrator_actions_total",
            "Actions a game applied, by game.",
            "game",
            &self.actions,
        );
        out.labelled(
            "narrator_refusals_total",
            "Game commands the table refused without a change, by game.",
            "game",
            &self.refusals,
        );
        out.histogram(
            "narrator_interaction_callback_seconds",
            "From an interaction's arrival to Discord's acceptance of its first answer.",
            &self.callback_latency,
        );
        out.single(
            "narrator_bot_route_requests_total",
            "Bot-route requests taken from the token's budget (rate() gives requests a second).",
            "counter",
            &self.bot_route_requests.get().to_string(),
        );
        out.single(
            "narrator_budget_wait_seconds_total",
            "Time bot-route requests waited for the token's budget.",
            "counter",
            &seconds(self.budget_wait_micros.get()),
        );
        out.single(
            "narrator_budget_requests_per_second",
            "This process's share of the token's budget on bot routes.",
            "gauge",
            &number(live.budget_rate),
        );
        out.labelled(
            "narrator_discord_rate_limited_total",
            "Rate limits serenity's HTTP limiter met (a 429, or a wait for a route known to be spent), by scope.",
            "scope",
            &self.rate_limited,
        );
        out.single(
            "narrator_deadlines_pending",
            "Choice deadlines and reminders whose time came, not handled yet.",
            "gauge",
            &self.deadlines_pending.get().to_string(),
        );
        out.labelled(
            "narrator_deadlines_fired_total",
            "Choice deadlines that came, by kind: the halfway reminder or the default taken.",
            "kind",
            &self.deadlines_fired,
        );
        out.single(
            "narrator_web_viewers",
            "Open event streams of shared tables' pages.",
            "gauge",
            &self.web_viewers.get().to_string(),
        );
        out.single(
            "narrator_web_tables_drawn_total",
            "Shared tables drawn for their viewers (each version once per channel and language).",
            "counter",
            &self.web_tables_drawn.get().to_string(),
        );
        out.labelled(
            "narrator_web_refused_total",
            "Shared pages' requests refused, by reason: connections or viewers at their cap, an address's or a link's request rate, an unknown or expired link.",
            "reason",
            &self.web_refused,
        );
        out.single(
            "narrator_leases_held",
            "Shard leases this process holds (0 without leases).",
            "gauge",
            &live.leases_held.to_string(),
        );
        out.single(
            "narrator_shards_connected",
            "Shards of this process connected to the gateway.",
            "gauge",
            &live.shards_connected.to_string(),
        );
        out.text
    }
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics::new(&[])
    }
}

/// Values read when the metrics are asked for.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Live {
    pub budget_rate: f64,
    pub leases_held: usize,
    pub shards_connected: usize,
}

/// The text being written: one family at a time, its HELP and TYPE lines first.
#[derive(Default)]
struct Exposition {
    text: String,
}

impl Exposition {
    fn head(&mut self, name: &str, help: &str, kind: &str) {
        let _ = writeln!(self.text, "# HELP {name} {}", escape_help(help));
        let _ = writeln!(self.text, "# TYPE {name} {kind}");
    }

    fn single(&mut self, name: &str, help: &str, kind: &str, value: &str) {
        self.head(name, help, kind);
        let _ = writeln!(self.text, "{name} {value}");
    }

    fn labelled(&mut self, name: &str, help: &str, label: &str, counters: &Labelled) {
        self.head(name, help, "counter");
        for (value, counter) in counters.counters.iter() {
            let _ = writeln!(
                self.text,
                "{name}{{{label}=\"{}\"}} {}",
                escape_label(value),
                counter.get()
            );
        }
    }

    fn histogram(&mut self, name: &str, help: &str, histogram: &Histogram) {
        self.head(name, help, "histogram");
        let mut cumulative = 0;
        let bounds = histogram.bounds.iter().map(|b| number(*b));
        for (bound, bucket) in bounds
            .chain(std::iter::once("+Inf".to_owned()))
            .zip(histogram.buckets.iter())
        {
            cumulative += bucket.get();
            let _ = writeln!(self.text, "{name}_bucket{{le=\"{bound}\"}} {cumulative}");
        }
        let _ = writeln!(
            self.text,
            "{name}_sum {}",
            seconds(histogram.sum_micros.get())
        );
        let _ = writeln!(self.text, "{name}_count {}", histogram.count.get());
    }
}

/// Microseconds as seconds.
fn seconds(micros: u64) -> String {
    number(micros as f64 / 1e6)
}

/// A sample value as Prometheus reads it (`Inf`, `NaN` spelled its way).
fn number(value: f64) -> String {
    if value.is_nan() {
        "NaN".to_owned()
    } else if value.is_infinite() {
        if value > 0.0 { "+Inf" } else { "-Inf" }.to_owned()
    } else {
        value.to_string()
    }
}

/// HELP text: a backslash and a line break are escaped.
fn escape_help(text: &str) -> String {
    text.replace('\\', "\\\\").replace('\n', "\\n")
}

/// A label value: a backslash, a double quote and a line break are escaped.
fn escape_label(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<&str> {
        text.lines().collect()
    }

    #[test]
    fn each_family_has_its_help_and_type_before_its_samples() {
        let metrics = Metrics::new(&["flail", "mage-wars"]);
        metrics.actions.inc("flail");
        metrics.actions.inc("flail");
        metrics.refusals.inc("mage-wars");
        metrics.actions.inc("chess");
        let text = metrics.render(&Live::default());
        let lines = lines(&text);
        let at = |line: &str| lines.iter().position(|l| *l == line);
        let help = at("# HELP narrator_actions_total Actions a game applied, by game.");
        let kind = at("# TYPE narrator_actions_total counter");
        let sample = at("narrator_actions_total{game=\"flail\"} 2");
        assert!(help < kind && kind < sample && help.is_some(), "{text}");
        assert!(lines.contains(&"narrator_actions_total{game=\"mage-wars\"} 0"));
        assert!(lines.contains(&"narrator_refusals_total{game=\"mage-wars\"} 1"));
        assert!(!text.contains("chess"), "an unknown label is not counted");
        // Every sample line is a name, optional labels and a number.
        for line in lines.iter().filter(|l| !l.starts_with('#')) {
            let (_, value) = line.rsplit_once(' ').unwrap_or(("", ""));
            assert!(
                value.parse::<f64>().is_ok() || value == "+Inf",
                "not a sample: {line}"
            );
        }
        // Each family is described once.
        let types: Vec<&&str> = lines.iter().filter(|l| l.starts_with("# TYPE")).collect();
        let mut names: Vec<&str> = types.iter().filter_map(|l| l.split(' ').nth(2)).collect();
        names.sort_unstable();
        let before = names.len();
        names.dedup();
        assert_eq!(before, names.len(), "{text}");
    }

    #[test]
    fn a_histogram_is_cumulative_with_its_sum_and_count() {
        let metrics = Metrics::default();
        for ms in [20, 40, 300, 2_900, 7_000] {
            metrics.callback_latency.observe(Duration::from_millis(ms));
        }
        let text = metrics.render(&Live::default());
        let name = "narrator_interaction_callback_seconds";
        for (le, count) in [
            ("0.05", 2),
            ("0.1", 2),
            ("0.5", 3),
            ("2.5", 3),
            ("3", 4),
            ("5", 4),
            ("+Inf", 5),
        ] {
            let line = format!("{name}_bucket{{le=\"{le}\"}} {count}");
            assert!(text.lines().any(|l| l == line), "{line} in\n{text}");
        }
        assert!(text.contains(&format!("{name}_sum 10.26\n")), "{text}");
        assert!(text.contains(&format!("{name}_count 5\n")), "{text}");
        assert!(text.contains(&format!("# TYPE {name} histogram\n")));
    }

    #[test]
    fn live_values_gauges_and_seconds_are_written_as_numbers() {
        let metrics = Metrics::default();
        metrics.deadlines_pending.set(3);
        metrics.deadlines_pending.add(-1);
        metrics.bot_route_requests.add(7);
        metrics.budget_wait_micros.add(1_500_000);
        metrics.rate_limited.inc("global");
        metrics.deadlines_fired.inc("default");
        let text = metrics.render(&Live {
            budget_rate: 40.0,
            leases_held: 2,
            shards_connected: 1,
        });
        for line in [
            "narrator_deadlines_pending 2",
            "narrator_bot_route_requests_total 7",
            "narrator_budget_wait_seconds_total 1.5",
            "narrator_budget_requests_per_second 40",
            "narrator_discord_rate_limited_total{scope=\"global\"} 1",
            "narrator_discord_rate_limited_total{scope=\"route\"} 0",
            "narrator_deadlines_fired_total{kind=\"default\"} 1",
            "narrator_leases_held 2",
            "narrator_shards_connected 1",
        ] {
            assert!(text.lines().any(|l| l == line), "{line} in\n{text}");
        }
    }

    #[test]
    fn text_is_escaped_as_the_format_asks() {
        assert_eq!(escape_label("a\"b\\c\nd"), "a\\\"b\\\\c\\nd");
        assert_eq!(escape_help("a\\b\nc \"q\""), "a\\\\b\\nc \"q\"");
        assert_eq!(number(f64::INFINITY), "+Inf");
        assert_eq!(number(f64::NEG_INFINITY), "-Inf");
        assert_eq!(number(f64::NAN), "NaN");
        assert_eq!(number(0.25), "0.25");
        let labelled = Labelled::new(&["x\"y"]);
        labelled.inc("x\"y");
        let mut out = Exposition::default();
        out.labelled("m_total", "h", "l", &labelled);
        assert!(
            out.text.contains("m_total{l=\"x\\\"y\"} 1\n"),
            "{}",
            out.text
        );
    }
}
