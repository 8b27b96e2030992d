//! Guards the notation against slowdowns by instruction counts under callgrind, not wall
//! time: each expression of the corpus is parsed and rolled `TIMES` times in a process of
//! its own under `valgrind --tool=callgrind`, and the cost per parse + roll is that run's
//! instructions less an empty run's, divided by `TIMES`. Seeded dice make it repeatable.
//!
//! `cargo bench --bench notation_instructions` compares with the recorded baseline
//! (`benches/notation/instructions.txt`) and fails if any expression costs more than 10 %
//! more; `-- --save` records a new baseline. Without valgrind it says so and passes.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // a measuring tool

#[path = "notation/corpus.rs"]
mod corpus;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use narrator::dice::SeededDice;
use narrator::notation;

/// Parses and rolls per measured process: enough that start-up noise is far below 1 %.
const TIMES: u64 = 2_000;
/// How much more an expression may cost than its baseline.
const ALLOWED: f64 = 1.10;
const BASELINE: &str = "benches/notation/instructions.txt";

fn main() {
    let args: Vec<String> = std::env::args().collect();
    // The measured process: `--run <corpus index> <times>`.
    if let Some(at) = args.iter().position(|a| a == "--run") {
        let index: usize = args[at + 1].parse().unwrap();
        let times: u64 = args[at + 2].parse().unwrap();
        run(corpus::CORPUS[index], times);
        return;
    }
    // `cargo bench` passes `--bench`; anything else is ignored but `--save`.
    let save = args.iter().any(|a| a == "--save");
    if Command::new("valgrind").arg("--version").output().is_err() {
        println!("NOTICE: valgrind is not installed: the instruction-count guard did not run");
        return;
    }
    let exe = std::env::current_exe().unwrap();
    let empty = instructions(&exe, 0, 0);
    let mut measured = BTreeMap::new();
    for (index, expression) in corpus::CORPUS.iter().enumerate() {
        let total = instructions(&exe, index, TIMES);
        let each = total.saturating_sub(empty) / TIMES;
        measured.insert((*expression).to_owned(), each);
    }
    let baseline_path = Path::new(env!("CARGO_MANIFEST_DIR")).join(BASELINE);
    if save {
        let text: String = measured
            .iter()
            .map(|(e, n)| format!("{n}\t{e}\n"))
            .collect();
        std::fs::write(&baseline_path, text).unwrap();
        println!("baseline saved: {}", baseline_path.display());
        return;
    }
    let baseline = read_baseline(&baseline_path);
    let mut slower = Vec::new();
    println!(
        "{:>12} {:>12} {:>8}  expression",
        "baseline", "now", "change"
    );
    for (expression, now) in &measured {
        match baseline.get(expression) {
            Some(&before) => {
                let change = *now as f64 / before.max(1) as f64;
                println!(
                    "{before:>12} {now:>12} {:>+7.1}%  {expression}",
                    (change - 1.0) * 100.0
                );
                if change > ALLOWED {
                    slower.push(expression.clone());
                }
            }
            None => println!("{:>12} {now:>12} {:>8}  {expression}", "-", "new"),
        }
    }
    assert!(
        slower.is_empty(),
        "more than {:.0} % more instructions than the baseline: {slower:?}",
        (ALLOWED - 1.0) * 100.0
    );
}

/// Parses and rolls `expression` `times` times with seeded dice.
fn run(expression: &str, times: u64) {
    let mut dice = SeededDice::from_seed(42);
    let mut totals = 0i64;
    for _ in 0..times {
        if let Ok(program) = notation::parse(std::hint::black_box(expression))
            && let Ok(rolled) = notation::roll(&program, &mut dice)
        {
            totals = totals.wrapping_add(rolled.rows.first().map_or(0, |r| r.total));
        }
    }
    std::hint::black_box(totals);
}

/// The instructions callgrind counts for one measured process.
fn instructions(exe: &Path, index: usize, times: u64) -> u64 {
    let out: PathBuf = std::env::temp_dir().join(format!(
        "narrator-callgrind-{}-{index}-{times}.out",
        std::process::id()
    ));
    let status = Command::new("valgrind")
        .arg("--tool=callgrind")
        .arg(format!("--callgrind-out-file={}", out.display()))
        .arg(exe)
        .args(["--run", &index.to_string(), &times.to_string()])
        .output()
        .unwrap();
    assert!(
        status.status.success(),
        "{}",
        String::from_utf8_lossy(&status.stderr)
    );
    let text = std::fs::read_to_string(&out).unwrap();
    let _ = std::fs::remove_file(&out);
    text.lines()
        .find_map(|l| {
            l.strip_prefix("summary: ")
                .or_else(|| l.strip_prefix("totals: "))
        })
        .and_then(|n| n.trim().parse().ok())
        .unwrap()
}

fn read_baseline(path: &Path) -> BTreeMap<String, u64> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter_map(|line| {
            let (n, expression) = line.split_once('\t')?;
            Some((expression.to_owned(), n.parse().ok()?))
        })
        .collect()
}
