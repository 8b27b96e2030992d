//! The REST side's HTTP/1.1 server. hyper does the protocol (framing, chunked bodies,
//! keep-alive, pipelining, malformed or oversized heads); this module only reads each body
//! whole, hands the request to a synchronous handler, and labels the answer.
//!
//! It knows nothing about Discord.

use std::convert::Infallible;
use std::sync::Arc;

use http_body_util::{BodyExt, Full, LengthLimitError, Limited};
use hyper::body::{Body, Bytes, Incoming};
use hyper::header::{CONNECTION, CONTENT_TYPE, HeaderValue};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{HeaderMap, StatusCode};
use hyper_util::rt::TokioIo;
use tokio::net::TcpListener;

/// Heads larger than this get hyper's 431 and end the connection.
const MAX_HEAD: usize = 64 * 1024;
/// Bodies larger than this get a 413 and end the connection (Discord's own cap is 25 MiB).
const MAX_BODY: usize = 32 * 1024 * 1024;

/// A request with its body read whole.
pub type Request = hyper::Request<Bytes>;
pub type Response = hyper::Response<Full<Bytes>>;
pub type Handler = Arc<dyn Fn(Request) -> Response + Send + Sync>;

pub fn json(status: u16, value: &serde_json::Value) -> Response {
    let body = serde_json::to_vec(value).expect("a serde_json::Value always serializes");
    let mut response = with_status(status, Full::from(body));
    response
        .headers_mut()
        .insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
    response
}

pub fn empty(status: u16) -> Response {
    with_status(status, Full::default())
}

fn with_status(status: u16, body: Full<Bytes>) -> Response {
    let mut response = Response::new(body);
    *response.status_mut() = StatusCode::from_u16(status).expect("a valid status code");
    response
}

/// Accepts connections forever, one task per connection.
pub async fn serve(listener: TcpListener, handler: Handler) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let _ = stream.set_nodelay(true);
        let handler = Arc::clone(&handler);
        let service = service_fn(move |request| answer(request, Arc::clone(&handler)));
        tokio::spawn(async move {
            // A broken connection only ends that connection.
            let _ = http1::Builder::new()
                .max_header_size(MAX_HEAD)
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}

async fn answer(
    request: hyper::Request<Incoming>,
    handler: Handler,
) -> Result<Response, Infallible> {
    let close = asks_to_close(request.headers());
    let (parts, body) = request.into_parts();
    let (mut response, close) = if body.size_hint().lower() > MAX_BODY as u64 {
        // A declared length over the cap is refused before reading any of it.
        (empty(413), true)
    } else {
        match Limited::new(body, MAX_BODY).collect().await {
            Ok(body) => (handler(Request::from_parts(parts, body.to_bytes())), close),
            // Too large, or a broken chunked body: answer and close.
            Err(error) => {
                let status = if error.is::<LengthLimitError>() {
                    413
                } else {
                    400
                };
                (empty(status), true)
            }
        }
    };
    // hyper keeps HTTP/1.1 connections alive without saying so; the fake says it, and a
    // `Connection: close` answer also makes hyper close the connection after writing it.
    let connection = if close { "close" } else { "keep-alive" };
    response
        .headers_mut()
        .insert(CONNECTION, HeaderValue::from_static(connection));
    Ok(response)
}

/// Whether a `Connection` header of the request lists `close`.
fn asks_to_close(headers: &HeaderMap) -> bool {
    headers
        .get_all(CONNECTION)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|token| token.trim().eq_ignore_ascii_case("close"))
}

/// The JSON part of a `multipart/form-data` body (`payload_json`), as serenity sends it when
/// attachments are uploaded. `None` when the body is not multipart or has no such part.
/// By hand: hyper frames bodies but does not parse multipart.
pub fn multipart_payload_json(request: &Request) -> Option<Vec<u8>> {
    let content_type = request.headers().get(CONTENT_TYPE)?.to_str().ok()?;
    if !content_type
        .to_ascii_lowercase()
        .starts_with("multipart/form-data")
    {
        return None;
    }
    let boundary = content_type
        .split(';')
        .filter_map(|p| p.trim().strip_prefix("boundary="))
        .next()?
        .trim_matches('"');
    let delimiter = format!("--{boundary}");
    let body = request.body();
    let mut parts = Vec::new();
    let mut rest: &[u8] = body;
    while let Some(pos) = find(rest, delimiter.as_bytes()) {
        parts.push(&rest[..pos]);
        rest = &rest[pos + delimiter.len()..];
    }
    for part in parts {
        let Some(split) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..split]).to_ascii_lowercase();
        if head.contains("name=\"payload_json\"") {
            let mut data = &part[split + 4..];
            if data.ends_with(b"\r\n") {
                data = &data[..data.len() - 2];
            }
            return Some(data.to_vec());
        }
    }
    None
}

/// The files of a `multipart/form-data` body (`files[n]` parts), by file name, in order.
pub fn multipart_files(request: &Request) -> Vec<(String, Vec<u8>)> {
    let Some(content_type) = request
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
    else {
        return Vec::new();
    };
    let Some(boundary) = content_type
        .split(';')
        .filter_map(|p| p.trim().strip_prefix("boundary="))
        .next()
        .map(|b| b.trim_matches('"').to_owned())
    else {
        return Vec::new();
    };
    let delimiter = format!("\r\n--{boundary}");
    // The first delimiter has no line break before it.
    let mut body = Vec::with_capacity(request.body().len() + 2);
    body.extend_from_slice(b"\r\n");
    body.extend_from_slice(request.body());
    let mut files = Vec::new();
    let mut rest: &[u8] = &body;
    while let Some(pos) = find(rest, delimiter.as_bytes()) {
        rest = &rest[pos + delimiter.len()..];
        let end = find(rest, delimiter.as_bytes()).unwrap_or(rest.len());
        let part = &rest[..end];
        let Some(split) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..split]).into_owned();
        if !head.to_ascii_lowercase().contains("name=\"files[") {
            continue;
        }
        let name = head
            .split("filename=\"")
            .nth(1)
            .and_then(|n| n.split('"').next())
            .unwrap_or_default()
            .to_owned();
        files.push((name, part[split + 4..].to_vec()));
    }
    files
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() || haystack.len() < needle.len() {
        return None;
    }
    haystack.windows(needle.len()).position(|w| w == needle)
}
