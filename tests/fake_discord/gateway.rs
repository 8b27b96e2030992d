//! The WebSocket gateway, as Discord's: Hello on connect, READY on Identify, HEARTBEAT_ACK
//! on heartbeats, RESUMED on Resume. Plain JSON text frames only (serenity
//! accepts them even though its Identify says `compress: true`). Several connections may come
//! over time, one or more per shard; a shard's dispatches go to its newest identified (or
//! resumed) connection. A test can also make it misbehave as Discord sometimes does: drop
//! the connection, ask for a reconnect (op 7) or invalidate the session (op 9).

use std::sync::Arc;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

use super::{APP_ID, Connection, Shared, bot_user, lock};

pub const HEARTBEAT_INTERVAL_MS: u64 = 41_250;

/// Queued on a connection's channel, it ends the connection abruptly (no Close frame), as a
/// broken network would.
pub(super) const DROP: &str = "\u{0}drop";

pub async fn serve(listener: TcpListener, shared: Arc<Shared>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let shared = Arc::clone(&shared);
        tokio::spawn(async move {
            connection(stream, shared).await;
        });
    }
}

async fn connection(stream: TcpStream, shared: Arc<Shared>) {
    let _ = stream.set_nodelay(true);
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut sink, mut incoming) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let id = {
        let mut inner = lock(&shared);
        inner.next_connection += 1;
        inner.next_connection
    };
    shared.changed.notify_waiters();
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": HEARTBEAT_INTERVAL_MS } });
    let _ = tx.send(hello.to_string());

    loop {
        tokio::select! {
            out = rx.recv() => {
                let Some(text) = out else { break };
                if text == DROP {
                    break;
                }
                if sink.send(Message::Text(text)).await.is_err() {
                    break;
                }
            }
            frame = incoming.next() => {
                let text = match frame {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(bytes))) => String::from_utf8_lossy(&bytes).into_owned(),
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                    Some(Ok(_)) => continue,
                };
                let Ok(payload) = serde_json::from_str::<Value>(&text) else {
                    continue;
                };
                on_payload(&shared, id, &tx, &payload);
            }
        }
    }

    let mut inner = lock(&shared);
    inner.connections.retain(|_, c| c.id != id);
    drop(inner);
    shared.changed.notify_waiters();
}

fn on_payload(shared: &Shared, id: u64, tx: &mpsc::UnboundedSender<String>, payload: &Value) {
    match payload["op"].as_u64() {
        // Heartbeat.
        Some(1) => {
            let _ = tx.send(json!({ "op": 11 }).to_string());
        }
        // Identify.
        Some(2) => {
            let shard = match &payload["d"]["shard"] {
                Value::Array(pair) if pair.len() == 2 => Value::Array(pair.clone()),
                _ => json!([0, 1]),
            };
            let number = u32::try_from(shard[0].as_u64().unwrap_or(0)).unwrap_or(0);
            let mut inner = lock(shared);
            inner.identifies.push((
                shard[0].as_u64().unwrap_or(0),
                shard[1].as_u64().unwrap_or(0),
            ));
            inner.shard_count = u32::try_from(shard[1].as_u64().unwrap_or(1))
                .unwrap_or(1)
                .max(1);
            inner.sessions += 1;
            let session = format!("fake-session-{}", inner.sessions);
            inner.session_shards.insert(session.clone(), number);
            inner.seq = 1;
            inner.readies += 1;
            // As Discord: READY lists the shard's servers, each unavailable until its
            // GUILD_CREATE.
            let count = inner.shard_count;
            let listed: Vec<Value> = inner
                .guilds
                .iter()
                .filter(|g| super::shard_of(**g, count) == number)
                .map(|g| json!({ "id": g.to_string(), "unavailable": true }))
                .collect();
            let ready = json!({
                "op": 0,
                "s": inner.seq,
                "t": "READY",
                "d": {
                    "v": 10,
                    "user": bot_user(),
                    "guilds": listed,
                    "session_id": session,
                    "resume_gateway_url": shared.gateway_url,
                    "shard": shard,
                    "application": { "id": APP_ID.to_string(), "flags": 0 },
                },
            });
            let _ = tx.send(ready.to_string());
            // With the GUILDS intent, Discord follows READY with each server the shard
            // serves, as GUILD_CREATE.
            if payload["d"]["intents"].as_u64().is_some_and(|i| i & 1 == 1) {
                let count = inner.shard_count;
                let guilds: Vec<u64> = inner
                    .guilds
                    .iter()
                    .copied()
                    .filter(|g| super::shard_of(*g, count) == number)
                    .collect();
                for guild in guilds {
                    inner.seq += 1;
                    let event = json!({
                        "op": 0,
                        "s": inner.seq,
                        "t": "GUILD_CREATE",
                        "d": super::fixtures::guild_create(guild),
                    });
                    let _ = tx.send(event.to_string());
                }
            }
            mark_ready(&mut inner, number, id, tx);
            drop(inner);
            shared.changed.notify_waiters();
        }
        // Resume: continue the sequence of the session's shard.
        Some(6) => {
            let mut inner = lock(shared);
            let session = payload["d"]["session_id"].as_str().unwrap_or_default();
            let Some(number) = inner.session_shards.get(session).copied() else {
                // An unknown session cannot be resumed: the client must identify.
                let _ = tx.send(json!({ "op": 9, "d": false }).to_string());
                return;
            };
            inner.resumes += 1;
            let from = payload["d"]["seq"].as_u64().unwrap_or(0);
            inner.seq = inner.seq.max(from) + 1;
            let resumed = json!({ "op": 0, "s": inner.seq, "t": "RESUMED", "d": {} });
            let _ = tx.send(resumed.to_string());
            mark_ready(&mut inner, number, id, tx);
            drop(inner);
            shared.changed.notify_waiters();
        }
        // Presence updates, voice state, member requests: ignored.
        _ => {}
    }
}

/// The connection that identified or resumed last takes its shard's dispatches.
fn mark_ready(inner: &mut super::Inner, shard: u32, id: u64, tx: &mpsc::UnboundedSender<String>) {
    inner.connections.insert(
        shard,
        Connection {
            id,
            tx: tx.clone(),
            ready: true,
        },
    );
}
