//! Parse + roll of a corpus of common dice expressions, and the RNG alone for comparison:
//! `cargo bench --bench notation`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests state expectations

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use narrator::dice::{Dice, SeededDice};
use narrator::notation;
use std::hint::black_box;

#[path = "notation/corpus.rs"]
mod corpus;
use corpus::CORPUS;

fn parse_and_roll(c: &mut Criterion) {
    let mut group = c.benchmark_group("parse+roll");
    let mut dice = SeededDice::from_seed(42);
    for expression in CORPUS {
        group.bench_with_input(
            BenchmarkId::from_parameter(expression),
            expression,
            |b, e| {
                b.iter(|| {
                    let program = notation::parse(black_box(e)).ok();
                    program.map(|p| notation::roll(&p, &mut dice).ok())
                })
            },
        );
    }
    group.finish();
}

fn thousand_dice(c: &mut Criterion) {
    let mut group = c.benchmark_group("1000d6");
    group.throughput(Throughput::Elements(1000));
    let mut dice = SeededDice::from_seed(42);
    group.bench_function("parse+roll", |b| {
        b.iter(|| {
            let program = notation::parse(black_box("1000d6")).ok();
            program.map(|p| notation::roll(&p, &mut dice).ok())
        })
    });
    group.bench_function("rng alone", |b| {
        b.iter(|| {
            let mut sum = 0u32;
            for _ in 0..1000 {
                sum = sum.wrapping_add(dice.roll(black_box(6)).unwrap_or(0));
            }
            sum
        })
    });
    group.finish();
}

criterion_group!(benches, parse_and_roll, thousand_dice);
criterion_main!(benches);
