//! The WebSocket gateway, as Discord's: Hello on connect, READY on Identify, HEARTBEAT_ACK
//! on heartbeats, RESUMED on Resume. Plain JSON text frames only (serenity
//! accepts them even though its Identify says `compress: true`). Several connections may come
//! over time; dispatches go to the newest identified one.

use std::sync::Arc;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

use super::{APP_ID, Connection, Shared, bot_user, lock};

pub const HEARTBEAT_INTERVAL_MS: u64 = 41_250;

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
        let id = inner.next_connection;
        // The newest connection takes the dispatches, once it has identified.
        inner.connection = Some(Connection {
            id,
            tx: tx.clone(),
            ready: false,
        });
        id
    };
    shared.changed.notify_waiters();
    let hello = json!({ "op": 10, "d": { "heartbeat_interval": HEARTBEAT_INTERVAL_MS } });
    let _ = tx.send(hello.to_string());

    loop {
        tokio::select! {
            out = rx.recv() => {
                let Some(text) = out else { break };
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
    if inner.connection.as_ref().is_some_and(|c| c.id == id) {
        inner.connection = None;
    }
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
            let mut inner = lock(shared);
            inner.sessions += 1;
            inner.seq = 1;
            inner.readies += 1;
            let ready = json!({
                "op": 0,
                "s": inner.seq,
                "t": "READY",
                "d": {
                    "v": 10,
                    "user": bot_user(),
                    "guilds": [],
                    "session_id": format!("fake-session-{}", inner.sessions),
                    "resume_gateway_url": shared.gateway_url,
                    "shard": shard,
                    "application": { "id": APP_ID.to_string(), "flags": 0 },
                },
            });
            let _ = tx.send(ready.to_string());
            // With the GUILDS intent, Discord follows READY with each server the shard
            // serves, as GUILD_CREATE.
            if payload["d"]["intents"].as_u64().is_some_and(|i| i & 1 == 1) {
                for guild in inner.guilds.clone() {
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
            mark_ready(&mut inner, id, tx);
            drop(inner);
            shared.changed.notify_waiters();
        }
        // Resume: continue the sequence.
        Some(6) => {
            let mut inner = lock(shared);
            let from = payload["d"]["seq"].as_u64().unwrap_or(0);
            inner.seq = inner.seq.max(from) + 1;
            let resumed = json!({ "op": 0, "s": inner.seq, "t": "RESUMED", "d": {} });
            let _ = tx.send(resumed.to_string());
            mark_ready(&mut inner, id, tx);
            drop(inner);
            shared.changed.notify_waiters();
        }
        // Presence updates, voice state, member requests: ignored.
        _ => {}
    }
}

fn mark_ready(inner: &mut super::Inner, id: u64, tx: &mpsc::UnboundedSender<String>) {
    match &mut inner.connection {
        Some(connection) if connection.id == id => connection.ready = true,
        // An older connection identified after a newer one came: it becomes the newest.
        _ => {
            inner.connection = Some(Connection {
                id,
                tx: tx.clone(),
                ready: true,
            });
        }
    }
}
