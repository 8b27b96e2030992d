//! The real `narrator console` binary as a process of its own, for the tests that run it.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `script` through `narrator console --json --moderator --db <db> <args>`; one JSON
/// reply per line.
pub fn console(db: &str, args: &[&str], script: &str) -> Vec<serde_json::Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_narrator"))
        .arg("console")
        .args(["--json", "--moderator", "--db", db])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run narrator");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}")))
        .collect()
}
