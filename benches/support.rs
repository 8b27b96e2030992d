//! Shared set-up for the table-service benchmarks: a service on a database, and FLAIL
//! channels ready to fight forever (an unarmed PC at disadvantage and a goblin that
//! cannot be hurt or hurt back, so every action is a real To Hit attack and no fight ends).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations
#![allow(dead_code)]

use std::sync::Arc;

use narrator::request::{self, Command};
use narrator::store::Store;
use narrator::table::{DiceSource, Request, SystemClock, TableService};

pub const GM: i64 = 1;
pub const PLAYER: i64 = 2;

pub async fn service(url: &str) -> TableService {
    let store = Store::connect(Some(url)).await.expect("database");
    TableService::new(store, DiceSource::Fair, Arc::new(SystemClock))
}

pub fn command(line: &str) -> Command {
    let mut words = Vec::new();
    let mut options = Vec::new();
    for token in line.split_whitespace() {
        match token.split_once(':') {
            Some((k, v)) => options.push((k.to_owned(), v.replace('_', " "))),
            None => words.push(token.trim_start_matches('/').to_owned()),
        }
    }
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    request::parse(&words, &options).expect("valid bench command")
}

pub fn request(guild: i64, channel: i64, user: i64, command: Command) -> Request {
    Request {
        guild,
        channel,
        user,
        user_name: "bench".into(),
        moderator: user == GM,
        command,
        expected_version: None,
    }
}

/// Starts an encounter in `channel` (its own guild) with Rook and one goblin.
pub async fn set_up_channel(service: &TableService, channel: i64) {
    let guild = channel;
    for (user, line) in [
        (GM, "/encounter start surprise:players"),
        (
            PLAYER,
            "/character create name:Rook class:warrior str:10 dex:10 int:10 cha:10 luck:10",
        ),
        (PLAYER, "/join character:Rook"),
        (
            GM,
            "/adversary add name:Goblin hp:999 defence:20 saves:10 morale:10 th:2 dmg:0",
        ),
        (GM, "/initiative"),
    ] {
        service
            .handle(&request(guild, channel, user, command(line)))
            .await
            .expect("set-up");
    }
}

/// The next attack of a channel's endless fight: Rook's or the goblin's, by whose turn it is.
pub fn attack(channel: i64, rooks_turn: bool) -> Request {
    if rooks_turn {
        request(
            channel,
            channel,
            PLAYER,
            command("/attack target:Goblin disadvantage:true"),
        )
    } else {
        request(
            channel,
            channel,
            GM,
            command("/attack as:Goblin target:Rook"),
        )
    }
}

pub fn percentile(sorted: &[u64], p: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[rank.min(sorted.len() - 1)]
}

pub fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1).and_then(|n| n.parse().ok()))
        })
        .unwrap_or(0)
}

/// Whether the reply leaves the turn with Rook (the channel's only PC).
pub fn rooks_turn(reply: &narrator::table::Reply) -> bool {
    match reply {
        narrator::table::Reply::Game(played) => match &played.table {
            narrator::games::GameTable::Flail(table) => table.encounter.as_ref().is_some_and(|e| {
                matches!(
                    e.turn,
                    Some(narrator::rules::flail::model::CombatantRef::Pc(_))
                )
            }),
            _ => true,
        },
        _ => true,
    }
}
