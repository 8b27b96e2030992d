//! A tiny HTTP/1.1 server: request line, headers, a `Content-Length` (or chunked) body,
//! keep-alive until the client closes or asks `Connection: close`. Every answer carries
//! `Content-Length` (except 204/304, which have no body) and `Connection: keep-alive`.
//!
//! It knows nothing about Discord: `serve` hands each request to a synchronous handler.

use std::sync::Arc;

use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};

/// Headers larger than this (all together) end the connection with a 431.
const MAX_HEAD: usize = 64 * 1024;
/// Bodies larger than this end the connection with a 413 (Discord's own cap is 25 MiB).
const MAX_BODY: usize = 32 * 1024 * 1024;

#[derive(Clone, Debug)]
pub struct Request {
    pub method: String,
    /// The request target as sent, query included.
    pub target: String,
    /// Header names are lowercased.
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Request {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The target without its query string.
    pub fn path(&self) -> &str {
        self.target.split('?').next().unwrap_or_default()
    }
}

#[derive(Clone, Debug)]
pub struct Response {
    pub status: u16,
    pub body: Vec<u8>,
}

impl Response {
    pub fn json(status: u16, value: &serde_json::Value) -> Response {
        Response {
            status,
            body: serde_json::to_vec(value).expect("a serde_json::Value always serializes"),
        }
    }

    pub fn empty(status: u16) -> Response {
        Response {
            status,
            body: Vec::new(),
        }
    }
}

pub type Handler = Arc<dyn Fn(Request) -> Response + Send + Sync>;

/// Accepts connections forever, one task per connection.
pub async fn serve(listener: TcpListener, handler: Handler) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let handler = Arc::clone(&handler);
        tokio::spawn(async move {
            // A broken connection only ends that connection.
            let _ = connection(stream, handler).await;
        });
    }
}

async fn connection(stream: TcpStream, handler: Handler) -> std::io::Result<()> {
    let _ = stream.set_nodelay(true);
    let (read, mut write) = stream.into_split();
    let mut reader = BufReader::new(read);
    loop {
        let request = match read_request(&mut reader).await? {
            Parsed::Request(request) => request,
            Parsed::Closed => return Ok(()),
            Parsed::Bad(status) => {
                write_response(&mut write, &Response::empty(status), true).await?;
                return Ok(());
            }
        };
        let close = request
            .header("connection")
            .is_some_and(|v| v.eq_ignore_ascii_case("close"));
        let response = handler(request);
        write_response(&mut write, &response, close).await?;
        if close {
            return Ok(());
        }
    }
}

enum Parsed {
    Request(Request),
    /// The client closed the connection between requests.
    Closed,
    /// A malformed request: answer this status and close.
    Bad(u16),
}

async fn read_line<R: AsyncBufReadExt + Unpin>(
    reader: &mut R,
    budget: &mut usize,
) -> std::io::Result<Option<String>> {
    let mut line = Vec::new();
    let n = reader.read_until(b'\n', &mut line).await?;
    if n == 0 {
        return Ok(None);
    }
    *budget = budget.saturating_sub(n);
    while line.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
        line.pop();
    }
    Ok(Some(String::from_utf8_lossy(&line).into_owned()))
}

async fn read_request<R: AsyncBufReadExt + Unpin>(reader: &mut R) -> std::io::Result<Parsed> {
    let mut budget = MAX_HEAD;
    // Tolerate stray empty lines between requests (RFC 9112 §2.2).
    let request_line = loop {
        match read_line(reader, &mut budget).await? {
            None => return Ok(Parsed::Closed),
            Some(line) if line.is_empty() => continue,
            Some(line) => break line,
        }
    };
    let mut parts = request_line.split_whitespace();
    let (Some(method), Some(target), Some(version)) = (parts.next(), parts.next(), parts.next())
    else {
        return Ok(Parsed::Bad(400));
    };
    if !version.starts_with("HTTP/1.") {
        return Ok(Parsed::Bad(505));
    }
    let mut headers = Vec::new();
    loop {
        let Some(line) = read_line(reader, &mut budget).await? else {
            return Ok(Parsed::Bad(400));
        };
        if budget == 0 {
            return Ok(Parsed::Bad(431));
        }
        if line.is_empty() {
            break;
        }
        let Some((name, value)) = line.split_once(':') else {
            return Ok(Parsed::Bad(400));
        };
        headers.push((name.trim().to_ascii_lowercase(), value.trim().to_string()));
    }
    let mut request = Request {
        method: method.to_string(),
        target: target.to_string(),
        headers,
        body: Vec::new(),
    };
    let chunked = request
        .header("transfer-encoding")
        .is_some_and(|v| v.to_ascii_lowercase().contains("chunked"));
    if chunked {
        match read_chunked(reader).await? {
            Some(body) => request.body = body,
            None => return Ok(Parsed::Bad(400)),
        }
    } else if let Some(length) = request.header("content-length") {
        let Ok(length) = length.parse::<usize>() else {
            return Ok(Parsed::Bad(400));
        };
        if length > MAX_BODY {
            return Ok(Parsed::Bad(413));
        }
        let mut body = vec![0; length];
        reader.read_exact(&mut body).await?;
        request.body = body;
    }
    Ok(Parsed::Request(request))
}

async fn read_chunked<R: AsyncBufReadExt + Unpin>(
    reader: &mut R,
) -> std::io::Result<Option<Vec<u8>>> {
    let mut body = Vec::new();
    let mut budget = MAX_HEAD;
    loop {
        let Some(size_line) = read_line(reader, &mut budget).await? else {
            return Ok(None);
        };
        let size = size_line.split(';').next().unwrap_or_default().trim();
        let Ok(size) = usize::from_str_radix(size, 16) else {
            return Ok(None);
        };
        if size == 0 {
            // Trailers, then the empty line.
            loop {
                match read_line(reader, &mut budget).await? {
                    None => return Ok(None),
                    Some(line) if line.is_empty() => return Ok(Some(body)),
                    Some(_) => {}
                }
            }
        }
        if body.len() + size > MAX_BODY {
            return Ok(None);
        }
        let start = body.len();
        body.resize(start + size, 0);
        reader.read_exact(&mut body[start..]).await?;
        // The CRLF after the chunk data.
        read_line(reader, &mut budget).await?;
    }
}

async fn write_response<W: AsyncWriteExt + Unpin>(
    write: &mut W,
    response: &Response,
    close: bool,
) -> std::io::Result<()> {
    let mut head = format!(
        "HTTP/1.1 {} {}\r\n",
        response.status,
        reason(response.status)
    );
    let no_body = response.status == 204 || response.status == 304;
    if !no_body {
        head.push_str("Content-Type: application/json\r\n");
        head.push_str(&format!("Content-Length: {}\r\n", response.body.len()));
    }
    head.push_str(if close {
        "Connection: close\r\n\r\n"
    } else {
        "Connection: keep-alive\r\n\r\n"
    });
    let mut bytes = head.into_bytes();
    if !no_body {
        bytes.extend_from_slice(&response.body);
    }
    write.write_all(&bytes).await?;
    write.flush().await
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        204 => "No Content",
        304 => "Not Modified",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        413 => "Payload Too Large",
        429 => "Too Many Requests",
        431 => "Request Header Fields Too Large",
        505 => "HTTP Version Not Supported",
        _ => "Unknown",
    }
}

/// The JSON part of a `multipart/form-data` body (`payload_json`), as serenity sends it when
/// attachments are uploaded. `None` when the body is not multipart or has no such part.
pub fn multipart_payload_json(request: &Request) -> Option<Vec<u8>> {
    let content_type = request.header("content-type")?;
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
    let body = &request.body;
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

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() || haystack.len() < needle.len() {
        return None;
    }
    haystack.windows(needle.len()).position(|w| w == needle)
}
