//! Exact odds of one repeat's total, by dynamic programming (never by enumerating
//! rolls): one die's distribution carries its rerolls, `mi`/`ma` and value-selector
//! keeps; N dice are its N-fold convolution; keep/drop highest/lowest is an
//! order-statistics DP over (dice placed, kept sum); success counts are the convolution
//! of per-die scores (a binomial/trinomial); explosions are a chain truncated at the
//! cap. Arithmetic combines distributions with [`Distribution::combine`].
//!
//! `None` when the expression is outside these shapes (`ra`, `ro` by rank, operations
//! after an explosion or a rank keep) or the exact counts do not fit (a `u128` total
//! or [`MAX_OUTCOMES`](crate::dice::distribution::MAX_OUTCOMES)); the caller then uses
//! [`simulate`](super::simulate). With the play cap of 100, `rr` and `e` chains whose
//! selector can match need totals like 6^101 and so answer `None`;
//! [`odds_with_cap`] computes them exactly for a smaller cap.

use std::collections::BTreeMap;

use super::ast::{Counting, DiceSpec, Instr, Program, Selector, SetOp};
use super::limits::MAX_CHAIN;
use crate::dice::Distribution;

/// Most (dice placed, kept sum) states the order-statistics DP may hold.
const MAX_STATES: usize = 50_000;
/// Most state updates one odds computation may do.
const MAX_WORK: u64 = 5_000_000;

/// The exact distribution of one repeat's total, or `None` (see the module docs).
pub fn odds(program: &Program) -> Option<Distribution> {
    odds_with_cap(program, MAX_CHAIN)
}

/// [`odds`] with explosions and recursive rerolls truncated after `cap` per die.
pub fn odds_with_cap(program: &Program, cap: u32) -> Option<Distribution> {
    let mut stack: Vec<Distribution> = Vec::new();
    let mut work: u64 = 0;
    for instr in &program.code {
        match *instr {
            Instr::Number(n) => stack.push(Distribution::constant(n)),
            Instr::Dice(i) => {
                let spec = program.groups.get(usize::from(i))?;
                stack.push(group_odds(spec, program.group_ops(spec), cap, &mut work)?);
            }
            Instr::Neg => {
                let top = stack.pop()?;
                stack.push(top.map(i64::checked_neg)?);
            }
            Instr::Bin(op) => {
                let b = stack.pop()?;
                let a = stack.pop()?;
                charge(&mut work, a.len(), b.len())?;
                stack.push(a.combine(&b, |x, y| op.apply(x, y).ok())?);
            }
        }
    }
    match (stack.pop(), stack.is_empty()) {
        (Some(d), true) => Some(d),
        _ => None,
    }
}

/// One die's faces after the per-face operations: live faces with weights, plus the
/// weight of "dropped" (counts 0), out of `total`.
struct FaceDist {
    live: BTreeMap<i64, u128>,
    dropped: u128,
    total: u128,
}

impl FaceDist {
    fn uniform(lo: i64, hi: i64) -> FaceDist {
        FaceDist {
            live: (lo..=hi).map(|v| (v, 1)).collect(),
            dropped: 0,
            total: u128::try_from(hi - lo + 1).unwrap_or(1),
        }
    }

    fn any_match(&self, sel: Selector) -> bool {
        self.live.keys().any(|&v| sel.matches(v))
    }

    /// Matching faces are rolled again once (a fresh, uniform die).
    fn reroll_once(&mut self, sel: Selector, lo: i64, hi: i64) -> Option<()> {
        let sides = u128::try_from(hi - lo + 1).ok()?;
        let mut matched: u128 = 0;
        let mut live = BTreeMap::new();
        for (&v, &w) in &self.live {
            if sel.matches(v) {
                matched = matched.checked_add(w)?;
            } else {
                live.insert(v, w.checked_mul(sides)?);
            }
        }
        for v in lo..=hi {
            let slot = live.entry(v).or_insert(0u128);
            *slot = slot.checked_add(matched)?;
        }
        self.live = live;
        self.dropped = self.dropped.checked_mul(sides)?;
        self.total = self.total.checked_mul(sides)?;
        Some(())
    }

    fn remap(&mut self, f: impl Fn(i64) -> i64) -> Option<()> {
        let mut live = BTreeMap::new();
        for (&v, &w) in &self.live {
            let slot = live.entry(f(v)).or_insert(0u128);
            *slot = slot.checked_add(w)?;
        }
        self.live = live;
        Some(())
    }

    fn drop_where(&mut self, f: impl Fn(i64) -> bool) -> Option<()> {
        let mut live = BTreeMap::new();
        for (&v, &w) in &self.live {
            if f(v) {
                self.dropped = self.dropped.checked_add(w)?;
            } else {
                live.insert(v, w);
            }
        }
        self.live = live;
        Some(())
    }

    /// One die's contribution: `g(face)` for live faces, 0 when dropped.
    fn contribution(&self, g: &impl Fn(i64) -> i64) -> Option<Distribution> {
        Distribution::from_counts(
            self.live
                .iter()
                .map(|(&v, &w)| (g(v), w))
                .chain(std::iter::once((0, self.dropped))),
        )
    }
}

fn group_odds(spec: &DiceSpec, ops: &[SetOp], cap: u32, work: &mut u64) -> Option<Distribution> {
    let (lo, hi) = spec.face_range();
    let counting: Option<Counting> = spec.counting;
    let g = move |v: i64| counting.map_or(v, |c| c.score(v));
    let mut face = FaceDist::uniform(lo, hi);
    let mut ops = ops.iter();
    while let Some(&op) = ops.next() {
        match op {
            SetOp::Min(x) => face.remap(|v| v.max(x))?,
            SetOp::Max(x) => face.remap(|v| v.min(x))?,
            SetOp::Keep(sel) if !sel.by_rank() => face.drop_where(|v| !sel.matches(v))?,
            SetOp::Drop(sel) if !sel.by_rank() => face.drop_where(|v| sel.matches(v))?,
            SetOp::RerollOnce(sel) if !sel.by_rank() => face.reroll_once(sel, lo, hi)?,
            SetOp::Reroll(sel) => {
                for _ in 0..cap {
                    if !face.any_match(sel) {
                        break;
                    }
                    face.reroll_once(sel, lo, hi)?;
                }
            }
            SetOp::Keep(sel) | SetOp::Drop(sel) => {
                // A rank keep must be the last operation, on dice none dropped yet.
                if ops.next().is_some() || face.dropped > 0 {
                    return None;
                }
                let n = spec.count;
                let keep = match (op, sel) {
                    (SetOp::Keep(_), Selector::Highest(k)) => Rank::Highest(k.min(n)),
                    (SetOp::Keep(_), Selector::Lowest(k)) => Rank::Lowest(k.min(n)),
                    (_, Selector::Highest(k)) => Rank::Lowest(n - k.min(n)),
                    (_, Selector::Lowest(k)) => Rank::Highest(n - k.min(n)),
                    _ => return None,
                };
                return keep_ranked(&face, n, keep, &g, work);
            }
            SetOp::Explode(sel) => {
                if ops.next().is_some() {
                    return None;
                }
                let unit = explode_unit(&face, sel, (lo, hi), cap, &g, work)?;
                return sum_n(&unit, spec.count, work);
            }
            SetOp::RerollOnce(_) | SetOp::RerollAdd(_) => return None,
        }
    }
    sum_n(&face.contribution(&g)?, spec.count, work)
}

/// Counts `a × b` outcome pairs against the work budget.
fn charge(work: &mut u64, a: usize, b: usize) -> Option<()> {
    let pairs = u64::try_from(a.checked_mul(b)?).ok()?;
    *work = work.checked_add(pairs)?;
    (*work <= MAX_WORK).then_some(())
}

/// The sum of `n` dice, each distributed as `unit` (repeated convolution, charged).
fn sum_n(unit: &Distribution, n: u32, work: &mut u64) -> Option<Distribution> {
    let mut acc = Distribution::constant(0);
    for _ in 0..n {
        charge(work, acc.len(), unit.len())?;
        acc = acc.plus(unit)?;
    }
    Some(acc)
}

/// One die and the chain of dice it explodes into (at most `cap` added dice), built
/// from the deepest added die up: `tail` is the contribution of an added die at depth
/// k, as counts out of `tail_total`.
fn explode_unit(
    face: &FaceDist,
    sel: Selector,
    (lo, hi): (i64, i64),
    cap: u32,
    g: &impl Fn(i64) -> i64,
    work: &mut u64,
) -> Option<Distribution> {
    let sides = u128::try_from(hi - lo + 1).ok()?;
    let mut tail: BTreeMap<i64, u128> = BTreeMap::new();
    let mut tail_total: u128 = 1;
    for depth in 0..cap {
        let mut next: BTreeMap<i64, u128> = BTreeMap::new();
        for u in lo..=hi {
            spread(
                &mut next,
                &tail,
                tail_total,
                depth > 0 && sel.matches(u),
                g(u),
                1,
                work,
            )?;
        }
        tail = next;
        tail_total = tail_total.checked_mul(sides)?;
    }
    let mut unit: BTreeMap<i64, u128> = BTreeMap::new();
    for (&v, &w) in &face.live {
        spread(
            &mut unit,
            &tail,
            tail_total,
            cap > 0 && sel.matches(v),
            g(v),
            w,
            work,
        )?;
    }
    spread(&mut unit, &tail, tail_total, false, 0, face.dropped, work)?;
    Distribution::from_counts(unit)
}

/// Adds `weight` × (a face worth `value`, followed by `tail` when it explodes) to `acc`.
fn spread(
    acc: &mut BTreeMap<i64, u128>,
    tail: &BTreeMap<i64, u128>,
    tail_total: u128,
    explodes: bool,
    value: i64,
    weight: u128,
    work: &mut u64,
) -> Option<()> {
    if weight == 0 {
        return Some(());
    }
    if explodes {
        *work += tail.len() as u64;
        if *work > MAX_WORK {
            return None;
        }
        for (&x, &c) in tail {
            let slot = acc.entry(x.checked_add(value)?).or_insert(0);
            *slot = slot.checked_add(c.checked_mul(weight)?)?;
        }
    } else {
        let slot = acc.entry(value).or_insert(0);
        *slot = slot.checked_add(tail_total.checked_mul(weight)?)?;
    }
    if acc.len() > crate::dice::distribution::MAX_OUTCOMES {
        return None;
    }
    Some(())
}

#[derive(Clone, Copy)]
enum Rank {
    Highest(u32),
    Lowest(u32),
}

/// Keep the highest/lowest `k` of `n` dice: process face values best-first; a state is
/// (dice placed so far, kept sum); placing `m` dice on value `v` has multinomial weight
/// C(n - placed, m) · w(v)^m and keeps `min(m, k - kept so far)` of them.
fn keep_ranked(
    face: &FaceDist,
    n: u32,
    keep: Rank,
    g: &impl Fn(i64) -> i64,
    work: &mut u64,
) -> Option<Distribution> {
    let (k, values): (u32, Vec<(i64, u128)>) = match keep {
        Rank::Highest(k) => (k, face.live.iter().rev().map(|(&v, &w)| (v, w)).collect()),
        Rank::Lowest(k) => (k, face.live.iter().map(|(&v, &w)| (v, w)).collect()),
    };
    // Refuse up front when the DP could not finish within the work budget: at most
    // (n + 1) × (k × face range + 1) states, each updated up to n + 1 times per value
    // (`4d1631pl1` would take seconds otherwise — a fuzz finding).
    let range = u64::try_from(face.live.len()).ok()?;
    let (n64, k64) = (u64::from(n), u64::from(k));
    let spread = face
        .live
        .keys()
        .next_back()
        .zip(face.live.keys().next())
        .map_or(0, |(hi, lo)| hi.abs_diff(*lo));
    let estimate = range
        .saturating_mul(n64 + 1)
        .saturating_mul(n64 + 1)
        .saturating_mul(k64.saturating_mul(spread).saturating_add(1));
    if work.saturating_add(estimate) > MAX_WORK.saturating_mul(4) {
        return None;
    }
    let mut states: BTreeMap<(u32, i64), u128> = BTreeMap::from([((0, 0), 1)]);
    for (v, w) in values {
        let mut next: BTreeMap<(u32, i64), u128> = BTreeMap::new();
        for (&(placed, sum), &count) in &states {
            let left = n - placed;
            let kept_before = placed.min(k);
            let mut binom: u128 = 1; // C(left, m)
            let mut power: u128 = 1; // w^m
            for m in 0..=left {
                if m > 0 {
                    binom = binom.checked_mul(u128::from(left - m + 1))? / u128::from(m);
                    power = power.checked_mul(w)?;
                }
                *work += 1;
                if *work > MAX_WORK {
                    return None;
                }
                let kept = i64::from(m.min(k - kept_before));
                let add = kept.checked_mul(g(v))?;
                let key = (placed + m, sum.checked_add(add)?);
                let slot = next.entry(key).or_insert(0);
                *slot = slot.checked_add(count.checked_mul(binom)?.checked_mul(power)?)?;
            }
        }
        if next.len() > MAX_STATES {
            return None;
        }
        states = next;
    }
    Distribution::from_counts(
        states
            .into_iter()
            .filter(|((placed, _), _)| *placed == n)
            .map(|((_, sum), count)| (sum, count)),
    )
}
