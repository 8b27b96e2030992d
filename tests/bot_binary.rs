//! The real `narrator` binary as the bot: a missing or malformed token stops it at once
//! with exit code 2 and a clear message that never repeats the token.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

use std::process::Command;

fn bot(token: Option<&str>) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut command = Command::new(env!("CARGO_BIN_EXE_narrator"));
    // An empty working directory: no .env file is picked up.
    command
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env_remove("DISCORD_API_BASE")
        .env_remove("DATABASE_URL");
    if let Some(token) = token {
        command.env("DISCORD_TOKEN", token);
    }
    let output = command.output().expect("run narrator");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn a_missing_token_exits_2_and_says_what_to_set() {
    let (code, stderr) = bot(None);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("DISCORD_TOKEN is not set"), "{stderr}");
}

#[test]
fn a_malformed_token_exits_2_without_printing_it() {
    let secret = "definitely-not-a-token-5ecret";
    let (code, stderr) = bot(Some(secret));
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("DISCORD_TOKEN"), "{stderr}");
    assert!(!stderr.contains(secret), "the token leaked: {stderr}");
}
