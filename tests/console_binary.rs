//! The real `narrator console` binary: a script on stdin, rigged dice, JSON out, state kept
//! between runs.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

mod console_process;

use console_process::console;
use std::io::Write;
use std::process::{Command, Stdio};

#[test]
fn the_chapel_script_runs_through_the_binary_and_state_persists() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!(
        "sqlite://{}",
        dir.path().join("new/sub/narrator.db").display()
    );
    let script = r#"
# the chapel fight (FLAIL rules, worked example)
/encounter start surprise:players
@rook /character create name:Rook class:warrior str:12 dex:10 int:8 cha:9 luck:7
@rook /character weapon character:Rook weapon:axe th:5 dmg:4
@rook /character armour character:Rook piece:helmet
@tess /character create name:Tess class:bard str:8 dex:12 int:10 cha:11 luck:9
@tess /character weapon character:Tess weapon:"short bow"
/adversary add name:Knight hp:20 defence:0 saves:10 morale:9 th:6 dmg:5
@rook /join character:Rook
@tess /join character:Tess
/initiative
@rook /attack target:Knight
@tess /attack target:Knight
/save attribute:dex character:Rook
/attack as:Knight target:Rook
@rook /armour piece:helmet dots:1
/save attribute:dex character:Tess
"#;
    let replies = console(
        &db,
        &["--dice", "1,1,3,4,6,1,3,4,4,6,12,1,1,1,4,5,6,7"],
        script,
    );
    assert_eq!(
        replies.len(),
        16,
        "one reply per command line, none for comments"
    );
    assert!(replies.iter().all(|r| r["ok"] == true), "{replies:#?}");
    let outcomes: Vec<&str> = replies[10..]
        .iter()
        .map(|r| r["outcome"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(
        outcomes,
        [
            "major_hit",
            "minor_hit",
            "fail",
            "death_blow",
            "major_hit",
            "success"
        ]
    );
    assert_eq!(replies[13]["results"][0]["pending"], true);
    assert_eq!(replies[14]["results"][0]["detail"]["damage"]["amount"], 10);

    // A second run on the same database sees the fight where it was left.
    let later = console(
        &db,
        &["--locale", "cs"],
        "/encounter show\n/character show character:rook\n",
    );
    let tracker = later[0]["text"].as_str().unwrap();
    assert!(
        tracker.contains("Knight") && tracker.contains("4/14"),
        "{tracker}"
    );
    assert!(later[1]["text"].as_str().unwrap().contains("Rook"));

    // Rigged dice run out: refused, and the binary keeps going.
    let out = console(
        &db,
        &["--dice", "1"],
        "@rook /attack target:Knight\n/encounter show\n",
    );
    assert_eq!(out[0]["ok"], false);
    assert_eq!(out[0]["key"], "err-dice-exhausted");
    assert_eq!(out[1]["ok"], true);
}

#[test]
fn plain_text_replies_and_bad_flags() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("t.db").display());
    let output = Command::new(env!("CARGO_BIN_EXE_narrator"))
        .args(["console", "--db", &db, "--locale", "xx"])
        .output()
        .unwrap();
    assert!(!output.status.success(), "an unknown locale is refused");
    let mut child = Command::new(env!("CARGO_BIN_EXE_narrator"))
        .args(["console", "--db", &db, "--seed", "5"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"/encounter start\n/fireball\n")
        .unwrap();
    let text = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
    assert!(text.contains("The encounter begins"), "{text}");
    assert!(text.contains("✗ There is no command /fireball."), "{text}");
}
