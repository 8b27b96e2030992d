//! The pages' bounds: open streams and connections, requests per client address and per
//! link, slow clients, and which proxies name the client.

use std::net::IpAddr;
use std::time::Duration;

use ipnet::IpNet;

use crate::request::ratelimit::RateLimit;

/// The most proxies `WEB_TRUSTED_PROXIES` lists.
const MAX_PROXIES: usize = 64;

/// Bounds on the pages: open streams, connections, requests, and slow clients.
#[derive(Debug, Clone, PartialEq)]
pub struct Limits {
    /// Open event streams in this process.
    pub viewers: usize,
    /// Open event streams on one channel.
    pub per_channel: usize,
    /// Open connections in this process, streams included.
    pub connections: usize,
    /// Requests of one client address (an IPv6 client by its /64).
    pub per_address: RateLimit,
    /// Requests of one link, whoever sends them.
    pub per_link: RateLimit,
    /// How long a request's head may take to arrive (a connection idle this long between
    /// requests is closed too).
    pub head_within: Duration,
    /// A viewer whose stream takes nothing this long is let go.
    pub stalled_after: Duration,
    /// Proxies whose `X-Forwarded-For` names the client; every other peer is the client.
    pub trusted_proxies: Vec<IpNet>,
}

impl Limits {
    /// `n` requests a minute, a quarter of them at once.
    pub fn per_minute(n: usize) -> RateLimit {
        let n = n.max(1) as f64;
        RateLimit {
            burst: (n / 4.0).max(1.0),
            refill_every: Duration::from_secs_f64(60.0 / n),
        }
    }
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            viewers: 10_000,
            per_channel: 2_000,
            connections: 10_240,
            // A page is four requests, and a stream that drops comes back each second.
            per_address: Limits::per_minute(240),
            // A stream's audience opening one link at once.
            per_link: Limits::per_minute(12_000),
            head_within: Duration::from_secs(10),
            stalled_after: Duration::from_secs(30),
            trusted_proxies: Vec::new(),
        }
    }
}

/// `WEB_TRUSTED_PROXIES`: addresses or networks separated by commas; `None` when one is
/// not, or there are too many.
pub fn parse_proxies(list: &str) -> Option<Vec<IpNet>> {
    let proxies = list
        .split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|p| {
            p.parse::<IpNet>()
                .ok()
                .or_else(|| p.parse::<IpAddr>().ok().map(IpNet::from))
        })
        .collect::<Option<Vec<_>>>()?;
    (proxies.len() <= MAX_PROXIES).then_some(proxies)
}

/// The client behind `peer`: the peer itself, unless it is a trusted proxy; then the
/// nearest address in `X-Forwarded-For` that is not one (the farther ones are the
/// client's to write, so not believed).
pub fn client_address(peer: IpAddr, forwarded_for: Option<&str>, trusted: &[IpNet]) -> IpAddr {
    let is_trusted = |ip: &IpAddr| trusted.iter().any(|net| net.contains(ip));
    if !is_trusted(&peer) {
        return peer;
    }
    let mut client = peer;
    for hop in forwarded_for.unwrap_or_default().rsplit(',') {
        match hop.trim().parse::<IpAddr>() {
            Ok(ip) => {
                client = ip;
                if !is_trusted(&ip) {
                    break;
                }
            }
            Err(_) => break,
        }
    }
    client
}

/// The rate-limit key of an address: IPv4 whole, IPv6 by its /64 (one subscriber's).
pub(super) fn address_key(ip: IpAddr) -> u64 {
    match ip.to_canonical() {
        IpAddr::V4(v4) => u64::from(u32::from(v4)),
        // The top bit set: never an IPv4 key.
        IpAddr::V6(v6) => (u128::from(v6) >> 64) as u64 | 1 << 63,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn forwarded_addresses_are_believed_only_from_trusted_proxies() {
        let trusted = parse_proxies("10.0.0.0/8, 127.0.0.1").unwrap();
        let chain = Some("198.51.100.7, 203.0.113.5, 10.1.2.3");
        // A stranger's header is its own to write.
        assert_eq!(
            client_address(ip("192.0.2.1"), chain, &trusted),
            ip("192.0.2.1")
        );
        // From a proxy: the nearest hop it did not add itself.
        assert_eq!(
            client_address(ip("127.0.0.1"), chain, &trusted),
            ip("203.0.113.5")
        );
        assert_eq!(
            client_address(ip("127.0.0.1"), None, &trusted),
            ip("127.0.0.1")
        );
        assert_eq!(
            client_address(ip("127.0.0.1"), Some("junk, 203.0.113.5"), &trusted),
            ip("203.0.113.5")
        );
        assert_eq!(
            client_address(ip("127.0.0.1"), Some("203.0.113.5, junk"), &trusted),
            ip("127.0.0.1"),
            "an unreadable nearest hop names no one further"
        );
        assert_eq!(parse_proxies(""), Some(Vec::new()));
        assert_eq!(parse_proxies("10.0.0.0/33"), None);
        assert_eq!(
            parse_proxies(&vec!["10.0.0.1"; MAX_PROXIES + 1].join(",")),
            None
        );
    }

    #[test]
    fn an_ipv6_client_is_limited_by_its_64_and_never_meets_an_ipv4_one() {
        assert_eq!(
            address_key(ip("2001:db8:1:2::1")),
            address_key(ip("2001:db8:1:2:ffff::9"))
        );
        assert_ne!(
            address_key(ip("2001:db8:1:2::1")),
            address_key(ip("2001:db8:1:3::1"))
        );
        assert_eq!(
            address_key(ip("::ffff:192.0.2.1")),
            address_key(ip("192.0.2.1"))
        );
        assert_ne!(address_key(ip("::c000:201")), address_key(ip("192.0.2.1")));
    }

    #[test]
    fn a_minute_allowance_lets_a_quarter_through_at_once() {
        let limit = Limits::per_minute(240);
        assert_eq!(limit.burst, 60.0);
        assert_eq!(limit.refill_every, Duration::from_millis(250));
        assert_eq!(Limits::per_minute(2).burst, 1.0);
    }
}
