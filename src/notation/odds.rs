//! Odds of one repeat's total, outcome by outcome (never by rolling): one die's
//! distribution carries its rerolls, `mi`/`ma` and value-selector keeps; N dice are its
//! N-fold convolution; keep/drop highest/lowest is an order-statistics DP over (dice
//! placed, kept sum); success counts are the convolution of per-die scores; `ra` is a
//! two-state DP (no die matched yet / one did); explosions are a chain truncated at the
//! cap, and a keep after them ranks every die rolled ([`keep_after_explosion`]); a set
//! enumerates its members' joint totals. Arithmetic combines distributions.
//!
//! Two passes share the code through [`Weight`]: exact integer counts (`u128`) first,
//! then, when those overflow (explosions at the play cap of 100 need 6^101 and more),
//! floating-point probabilities (relative error about 1e-15; outcomes below 1e-30 are
//! left out). Floating-point sums over wide outcome ranges go through a transform
//! ([`fft`]): absolute error about 1e-13, outcomes below 1e-12 left out. `rr` at the play
//! cap is answered exactly by its limit (the die rerolled until it no longer matches);
//! the chance that play's cap would stop a chain first is reported beside the
//! distribution ([`Odds::capped`]).
//!
//! `None` when the expression is outside these shapes (`ro`/`ra` by rank after drops,
//! operations after `ra` or a rank keep, anything but one keep after an explosion) or
//! too large (outcomes past [`MAX_OUTCOMES`], the work budget); the caller then uses
//! [`simulate`](super::simulate).

use std::collections::BTreeMap;

use super::ast::{Counting, DiceSpec, Instr, Program, Selector, SetOp};
use super::eval::keep_members;
use super::fft;
use super::limits::MAX_CHAIN;
use crate::dice::Distribution;
use crate::dice::distribution::MAX_OUTCOMES;

/// Most (dice placed, kept sum) states the order-statistics DP may hold.
const MAX_STATES: usize = 50_000;
/// Most state updates one odds computation may do (a multiply-add is one).
const MAX_WORK: u64 = 20_000_000;
/// What one update of an ordered map of states costs, in multiply-adds.
const STATE_UPDATE: u64 = 16;
/// Floating-point outcomes less likely than this (relative to their distribution's
/// total) are dropped: far below anything a reply shows.
const TINY: f64 = 1e-30;
/// Floating-point probabilities become counts out of about 2^100.
const SCALE: f64 = 1_267_650_600_228_229_401_496_703_205_376.0;

/// The distribution of one repeat's total and how it was obtained.
#[derive(Debug, Clone, PartialEq)]
pub struct Odds {
    pub distribution: Distribution,
    /// The chance that some die reaches play's cap of rerolls where these odds let `rr`
    /// run to its end (its limit): there play differs from them. Explosions are cut at
    /// the cap as play cuts them, and count nothing here.
    pub capped: f64,
    /// True for exact integer counts; false for floating-point probabilities scaled to
    /// counts (exact to about 15 significant digits).
    pub exact: bool,
}

/// The distribution of one repeat's total, or `None` (see the module docs).
pub fn odds(program: &Program) -> Option<Distribution> {
    exact_odds(program).map(|o| o.distribution)
}

/// [`odds`] with the chance of reaching the cap and whether the counts are exact.
pub fn exact_odds(program: &Program) -> Option<Odds> {
    odds_at(program, MAX_CHAIN)
}

/// [`odds`] with explosions and recursive rerolls truncated after `cap` per die (as
/// [`roll_with_cap`](super::roll_with_cap) does), for tests against brute force.
pub fn odds_with_cap(program: &Program, cap: u32) -> Option<Distribution> {
    odds_at(program, cap).map(|o| o.distribution)
}

fn odds_at(program: &Program, cap: u32) -> Option<Odds> {
    let mut work = 0;
    if let Some((dist, capped)) = run::<u128>(program, cap, &mut work) {
        return Some(Odds {
            distribution: Distribution::from_counts(dist.counts)?,
            capped,
            exact: true,
        });
    }
    let mut work = 0;
    let (dist, capped) = run::<f64>(program, cap, &mut work)?;
    let total = dist.total;
    let distribution = Distribution::from_counts(
        dist.counts
            .into_iter()
            .map(|(v, w)| (v, (w / total * SCALE).round() as u128)),
    )?;
    Some(Odds {
        distribution,
        capped,
        exact: false,
    })
}

/// The arithmetic of a weight: exact counts or floating-point probabilities.
trait Weight: Copy + PartialEq + std::fmt::Debug {
    const ZERO: Self;
    const ONE: Self;
    const EXACT: bool;
    fn from_u128(n: u128) -> Option<Self>;
    fn add(self, other: Self) -> Option<Self>;
    fn mul(self, other: Self) -> Option<Self>;
    /// Exact division (binomial coefficients).
    fn div(self, d: u128) -> Option<Self>;
    /// Whether `self` out of `total` is too small to keep (never, for exact counts).
    fn negligible(self, total: Self) -> bool;
    fn to_f64(self) -> f64;
    /// The greatest common divisor (exact counts); 1 for floating point.
    fn gcd(a: Self, b: Self) -> Self;
    fn as_u128(self) -> u128;
    /// `self / total` for probabilities; exact counts are never divided.
    fn ratio(self, total: Self) -> Self;
    /// A probability as a weight out of 1 (probabilities only).
    fn from_probability(p: f64) -> Option<Self>;
    /// The convolution of two dense vectors by transform (probabilities only).
    fn convolve_by_transform(a: &[Self], b: &[Self]) -> Option<Vec<Self>>;
    /// The `count`-fold convolution of a dense vector by transform (probabilities only).
    fn power_by_transform(unit: &[Self], count: u32) -> Option<Vec<Self>>;
}

impl Weight for u128 {
    const ZERO: u128 = 0;
    const ONE: u128 = 1;
    const EXACT: bool = true;
    fn from_u128(n: u128) -> Option<u128> {
        Some(n)
    }
    fn add(self, other: u128) -> Option<u128> {
        self.checked_add(other)
    }
    fn mul(self, other: u128) -> Option<u128> {
        self.checked_mul(other)
    }
    fn div(self, d: u128) -> Option<u128> {
        self.checked_div(d)
    }
    fn negligible(self, _total: u128) -> bool {
        self == 0
    }
    fn to_f64(self) -> f64 {
        self as f64
    }
    fn gcd(mut a: u128, mut b: u128) -> u128 {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    }
    fn as_u128(self) -> u128 {
        self
    }
    fn ratio(self, _total: u128) -> u128 {
        self
    }
    fn from_probability(_: f64) -> Option<u128> {
        None
    }
    fn convolve_by_transform(_: &[u128], _: &[u128]) -> Option<Vec<u128>> {
        None
    }
    fn power_by_transform(_: &[u128], _: u32) -> Option<Vec<u128>> {
        None
    }
}

impl Weight for f64 {
    const ZERO: f64 = 0.0;
    const ONE: f64 = 1.0;
    const EXACT: bool = false;
    fn from_u128(n: u128) -> Option<f64> {
        Some(n as f64)
    }
    fn add(self, other: f64) -> Option<f64> {
        Some(self + other).filter(|x| x.is_finite())
    }
    fn mul(self, other: f64) -> Option<f64> {
        Some(self * other).filter(|x| x.is_finite())
    }
    fn div(self, d: u128) -> Option<f64> {
        Some(self / d as f64).filter(|x| x.is_finite())
    }
    fn negligible(self, total: f64) -> bool {
        self <= total * TINY
    }
    fn to_f64(self) -> f64 {
        self
    }
    fn gcd(_: f64, _: f64) -> f64 {
        1.0
    }
    fn as_u128(self) -> u128 {
        1
    }
    fn ratio(self, total: f64) -> f64 {
        self / total
    }
    fn from_probability(p: f64) -> Option<f64> {
        Some(p).filter(|p| p.is_finite())
    }
    fn convolve_by_transform(a: &[f64], b: &[f64]) -> Option<Vec<f64>> {
        fft::convolve(a, b)
    }
    fn power_by_transform(unit: &[f64], count: u32) -> Option<Vec<f64>> {
        fft::power(unit, count)
    }
}

/// Outcomes with weights out of `total` (weights sum to `total`, up to dropped tiny
/// floating-point outcomes).
#[derive(Debug, Clone)]
struct Dist<W> {
    counts: BTreeMap<i64, W>,
    total: W,
}

impl<W: Weight> Dist<W> {
    fn constant(v: i64) -> Dist<W> {
        Dist {
            counts: BTreeMap::from([(v, W::ONE)]),
            total: W::ONE,
        }
    }

    fn from_pairs(pairs: impl IntoIterator<Item = (i64, W)>, total: W) -> Option<Dist<W>> {
        let mut counts = BTreeMap::new();
        for (v, w) in pairs {
            if w == W::ZERO {
                continue;
            }
            let slot = counts.entry(v).or_insert(W::ZERO);
            *slot = slot.add(w)?;
            if counts.len() > MAX_OUTCOMES {
                return None;
            }
        }
        let mut d = Dist { counts, total };
        d.prune();
        if !W::EXACT {
            // Probabilities out of 1: a product of many dice's totals would overflow.
            for w in d.counts.values_mut() {
                *w = w.ratio(total);
            }
            d.total = W::ONE;
        }
        Some(d)
    }

    fn prune(&mut self) {
        if !W::EXACT {
            let total = self.total;
            self.counts.retain(|_, w| !w.negligible(total));
        }
    }

    fn combine(
        &self,
        other: &Dist<W>,
        work: &mut u64,
        f: impl Fn(i64, i64) -> Option<i64>,
    ) -> Option<Dist<W>> {
        charge(work, self.counts.len(), other.counts.len())?;
        let mut counts: BTreeMap<i64, W> = BTreeMap::new();
        for (&a, &ca) in &self.counts {
            for (&b, &cb) in &other.counts {
                let slot = counts.entry(f(a, b)?).or_insert(W::ZERO);
                *slot = slot.add(ca.mul(cb)?)?;
            }
            if counts.len() > MAX_OUTCOMES {
                return None;
            }
        }
        let mut d = Dist {
            counts,
            total: self.total.mul(other.total)?,
        };
        d.prune();
        Some(d)
    }

    /// The sum of independent draws; dense (a flat array) when the outcomes are close
    /// together, which is what dice sums are and much faster than a map.
    fn plus(&self, other: &Dist<W>, work: &mut u64) -> Option<Dist<W>> {
        if self.counts.is_empty() || other.counts.is_empty() {
            // A part that cannot happen (`1d4ra>4` never matches) stays empty.
            return Some(Dist {
                counts: BTreeMap::new(),
                total: self.total.mul(other.total)?,
            });
        }
        let ((a0, span_a), (b0, span_b)) = (self.range()?, other.range()?);
        let sparse = span_a > 4 * self.counts.len() + 64 || span_b > 4 * other.counts.len() + 64;
        if sparse || span_a.checked_add(span_b)? > 2 * MAX_OUTCOMES {
            return self.combine(other, work, i64::checked_add);
        }
        let (va, vb) = (self.dense(a0, span_a), other.dense(b0, span_b));
        let lo = a0.checked_add(b0)?;
        let total = self.total.mul(other.total)?;
        // A flat multiply-add costs about an eighth of a map update.
        let direct = u64::try_from(span_a.checked_mul(span_b.div_ceil(8))?).ok()?;
        if let Some(transform) = transform_cost::<W>(span_a + span_b - 1, direct) {
            *work = work.checked_add(transform)?;
            let out = W::convolve_by_transform(&va, &vb)?;
            return Dist::from_dense(lo, out, total);
        }
        charge(work, span_a, span_b.div_ceil(8))?;
        let mut out = vec![W::ZERO; span_a + span_b - 1];
        for (i, &wa) in va.iter().enumerate() {
            if wa == W::ZERO {
                continue;
            }
            for (slot, &wb) in out.get_mut(i..)?.iter_mut().zip(&vb) {
                *slot = slot.add(wa.mul(wb)?)?;
            }
        }
        Dist::from_dense(lo, out, total)
    }

    /// The weights of the outcomes `lo..lo + span` as a flat vector.
    fn dense(&self, lo: i64, span: usize) -> Vec<W> {
        let mut v = vec![W::ZERO; span];
        for (&x, &w) in &self.counts {
            if let Some(slot) = usize::try_from(x - lo).ok().and_then(|i| v.get_mut(i)) {
                *slot = w;
            }
        }
        v
    }

    /// Outcomes `lo, lo + 1, …` weighted by `weights`.
    fn from_dense(lo: i64, weights: Vec<W>, total: W) -> Option<Dist<W>> {
        let mut pairs = Vec::with_capacity(weights.len());
        for (i, w) in weights.into_iter().enumerate() {
            pairs.push((lo.checked_add(i64::try_from(i).ok()?)?, w));
        }
        Dist::from_pairs(pairs, total)
    }

    /// The smallest and largest outcome and the span between them.
    fn range(&self) -> Option<(i64, usize)> {
        let (&lo, _) = self.counts.first_key_value()?;
        let (&hi, _) = self.counts.last_key_value()?;
        Some((
            lo,
            usize::try_from(hi.checked_sub(lo)?).ok()?.checked_add(1)?,
        ))
    }

    fn map(&self, f: impl Fn(i64) -> Option<i64>) -> Option<Dist<W>> {
        let mut pairs = Vec::with_capacity(self.counts.len());
        for (&v, &w) in &self.counts {
            pairs.push((f(v)?, w));
        }
        Dist::from_pairs(pairs, self.total)
    }
}

/// Runs the postfix code over distributions: the total's distribution and the chance
/// some die reaches the cap.
fn run<W: Weight>(program: &Program, cap: u32, work: &mut u64) -> Option<(Dist<W>, f64)> {
    let mut stack: Vec<Dist<W>> = Vec::new();
    let mut uncapped = 1.0f64;
    for instr in &program.code {
        match *instr {
            Instr::Number(n) => stack.push(Dist::constant(n)),
            Instr::Dice(i) => {
                let spec = program.groups.get(usize::from(i))?;
                let mut die_capped = 0.0;
                let dist = group_odds(spec, program.group_ops(spec), cap, work, &mut die_capped)?;
                uncapped *= (1.0 - die_capped).powf(f64::from(spec.count));
                stack.push(dist);
            }
            Instr::Neg => {
                let top = stack.pop()?;
                stack.push(top.map(i64::checked_neg)?);
            }
            Instr::Bin(op) => {
                let b = stack.pop()?;
                let a = stack.pop()?;
                let d = if op == super::BinOp::Add {
                    a.plus(&b, work)?
                } else {
                    a.combine(&b, work, |x, y| op.apply(x, y).ok())?
                };
                stack.push(d);
            }
            Instr::Set(i) => {
                let set = program.sets.get(usize::from(i))?;
                let n = program.set_members(set).len();
                let first = stack.len().checked_sub(n)?;
                let members: Vec<Dist<W>> = stack.drain(first..).collect();
                stack.push(set_odds(&members, program.set_ops(set), work)?);
            }
        }
    }
    match (stack.pop(), stack.is_empty()) {
        (Some(d), true) => Some((d, 1.0 - uncapped)),
        _ => None,
    }
}

/// A set's kept sum: every joint outcome of its members, each kept or dropped as the
/// roll would (charged against the work budget, so long sets of wide members refuse).
fn set_odds<W: Weight>(members: &[Dist<W>], ops: &[SetOp], work: &mut u64) -> Option<Dist<W>> {
    if ops.is_empty() {
        let mut acc = Dist::constant(0);
        for m in members {
            acc = acc.plus(m, work)?;
        }
        return Some(acc);
    }
    let mut joint: u64 = 1;
    let mut total = W::ONE;
    for m in members {
        joint = joint.checked_mul(u64::try_from(m.counts.len()).ok()?)?;
        total = total.mul(m.total)?;
    }
    *work = work.checked_add(joint.checked_mul(u64::try_from(members.len()).ok()?)?)?;
    if *work > MAX_WORK {
        return None;
    }
    let lists: Vec<Vec<(i64, W)>> = members
        .iter()
        .map(|m| m.counts.iter().map(|(&v, &w)| (v, w)).collect())
        .collect();
    let mut index = vec![0usize; lists.len()];
    let mut values = vec![0i64; lists.len()];
    let mut counts: BTreeMap<i64, W> = BTreeMap::new();
    loop {
        let mut weight = W::ONE;
        for ((list, &i), v) in lists.iter().zip(&index).zip(values.iter_mut()) {
            let &(value, w) = list.get(i)?;
            *v = value;
            weight = weight.mul(w)?;
        }
        let kept = keep_members(&values, ops);
        let mut sum: i64 = 0;
        for (&v, &k) in values.iter().zip(&kept) {
            if k {
                sum = sum.checked_add(v)?;
            }
        }
        let slot = counts.entry(sum).or_insert(W::ZERO);
        *slot = slot.add(weight)?;
        if counts.len() > MAX_OUTCOMES {
            return None;
        }
        // The next joint outcome, like an odometer.
        let mut pos = 0;
        loop {
            let (Some(i), Some(list)) = (index.get_mut(pos), lists.get(pos)) else {
                return Dist::from_pairs(counts, total);
            };
            *i += 1;
            if *i < list.len() {
                break;
            }
            *i = 0;
            pos += 1;
        }
    }
}

/// One die's faces after the per-face operations: live faces with weights, plus the
/// weight of "dropped" (counts 0), out of `total`.
#[derive(Debug, Clone)]
struct FaceDist<W> {
    live: BTreeMap<i64, W>,
    dropped: W,
    total: W,
}

impl<W: Weight> FaceDist<W> {
    fn uniform(lo: i64, hi: i64) -> Option<FaceDist<W>> {
        Some(FaceDist {
            live: (lo..=hi).map(|v| (v, W::ONE)).collect(),
            dropped: W::ZERO,
            total: W::from_u128(u128::try_from(hi - lo + 1).ok()?)?,
        })
    }

    /// The weight of live faces `sel` matches.
    fn matched(&self, sel: Selector) -> Option<W> {
        let mut m = W::ZERO;
        for (&v, &w) in &self.live {
            if sel.matches(v) {
                m = m.add(w)?;
            }
        }
        Some(m)
    }

    /// Matching faces are rolled again once (a fresh, uniform die).
    fn reroll_once(&mut self, sel: Selector, lo: i64, hi: i64) -> Option<()> {
        let sides = W::from_u128(u128::try_from(hi - lo + 1).ok()?)?;
        let matched = self.matched(sel)?;
        let mut live = BTreeMap::new();
        for (&v, &w) in &self.live {
            if !sel.matches(v) {
                live.insert(v, w.mul(sides)?);
            }
        }
        for v in lo..=hi {
            let slot = live.entry(v).or_insert(W::ZERO);
            *slot = slot.add(matched)?;
        }
        live.retain(|_, w| *w != W::ZERO);
        self.live = live;
        self.dropped = self.dropped.mul(sides)?;
        self.total = self.total.mul(sides)?;
        self.normalize();
        Some(())
    }

    /// Matching faces are rerolled until they no longer match: the matched weight goes
    /// to the fresh die's non-matching faces, evenly (the limit of `reroll_once`).
    fn reroll_limit(&mut self, sel: Selector, lo: i64, hi: i64) -> Option<()> {
        let others: Vec<i64> = (lo..=hi).filter(|&v| !sel.matches(v)).collect();
        let n = W::from_u128(u128::try_from(others.len()).ok()?)?;
        let matched = self.matched(sel)?;
        let mut live = BTreeMap::new();
        for (&v, &w) in &self.live {
            if !sel.matches(v) {
                live.insert(v, w.mul(n)?);
            }
        }
        for v in others {
            let slot = live.entry(v).or_insert(W::ZERO);
            *slot = slot.add(matched)?;
        }
        live.retain(|_, w| *w != W::ZERO);
        self.live = live;
        self.dropped = self.dropped.mul(n)?;
        self.total = self.total.mul(n)?;
        self.normalize();
        Some(())
    }

    /// Floating-point weights become probabilities out of 1 (exact counts stay): a
    /// chain of 100 rerolls leaves a total of 2^101, whose eleventh power for `11d2rr1kh1`
    /// is past the largest float.
    fn normalize(&mut self) {
        if W::EXACT {
            return;
        }
        let total = self.total;
        for w in self.live.values_mut() {
            *w = w.ratio(total);
        }
        self.dropped = self.dropped.ratio(total);
        self.total = W::ONE;
    }

    fn remap(&mut self, f: impl Fn(i64) -> i64) -> Option<()> {
        let mut live = BTreeMap::new();
        for (&v, &w) in &self.live {
            let slot = live.entry(f(v)).or_insert(W::ZERO);
            *slot = slot.add(w)?;
        }
        self.live = live;
        Some(())
    }

    fn drop_where(&mut self, f: impl Fn(i64) -> bool) -> Option<()> {
        let mut live = BTreeMap::new();
        for (&v, &w) in &self.live {
            if f(v) {
                self.dropped = self.dropped.add(w)?;
            } else {
                live.insert(v, w);
            }
        }
        self.live = live;
        Some(())
    }

    /// One die's contribution: `g(face)` for live faces, 0 when dropped.
    fn contribution(&self, g: &impl Fn(i64) -> i64) -> Option<Dist<W>> {
        Dist::from_pairs(
            self.live
                .iter()
                .map(|(&v, &w)| (g(v), w))
                .chain(std::iter::once((0, self.dropped))),
            self.total,
        )
    }

    /// The part of [`contribution`](Self::contribution) where `keep(face)` holds, out
    /// of the same total.
    fn part(&self, g: &impl Fn(i64) -> i64, keep: impl Fn(Option<i64>) -> bool) -> Option<Dist<W>> {
        let live = self
            .live
            .iter()
            .filter(|(v, _)| keep(Some(**v)))
            .map(|(&v, &w)| (g(v), w));
        let dropped = keep(None).then_some((0, self.dropped));
        Dist::from_pairs(live.chain(dropped), self.total)
    }

    /// Divides weights and total by their common factor (exact counts only), so that
    /// `10d6rr1` is counted out of 5^10, not 30^10.
    fn reduce(&mut self) {
        let mut g = W::gcd(self.total, self.dropped);
        for &w in self.live.values() {
            g = W::gcd(g, w);
        }
        if g != W::ONE && g != W::ZERO {
            for w in self.live.values_mut() {
                *w = w.div(g.as_u128()).unwrap_or(*w);
            }
            self.dropped = self.dropped.div(g.as_u128()).unwrap_or(self.dropped);
            self.total = self.total.div(g.as_u128()).unwrap_or(self.total);
        }
    }
}

/// The chance, as a float, that one die reaches the cap: it matches at first, then
/// each of `cap` fresh dice matches too.
fn cap_chance<W: Weight>(
    face: &FaceDist<W>,
    sel: Selector,
    (lo, hi): (i64, i64),
    cap: u32,
) -> Option<f64> {
    let matched = face
        .live
        .iter()
        .filter(|(v, _)| sel.matches(**v))
        .map(|(_, &w)| w.to_f64())
        .sum::<f64>();
    let first = matched / face.total.to_f64();
    let fresh = (lo..=hi).filter(|&v| sel.matches(v)).count() as f64 / (hi - lo + 1) as f64;
    Some(first * fresh.powf(f64::from(cap)))
}

fn group_odds<W: Weight>(
    spec: &DiceSpec,
    ops: &[SetOp],
    cap: u32,
    work: &mut u64,
    capped: &mut f64,
) -> Option<Dist<W>> {
    let (lo, hi) = spec.face_range();
    let counting: Option<Counting> = spec.counting;
    let g = move |v: i64| counting.map_or(v, |c| c.score(v));
    let mut face = FaceDist::<W>::uniform(lo, hi)?;
    let op_count = ops.len();
    let mut ops = ops.iter();
    while let Some(&op) = ops.next() {
        let first = ops.len() + 1 == op_count;
        match op {
            SetOp::Min(x) => face.remap(|v| v.max(x))?,
            SetOp::Max(x) => face.remap(|v| v.min(x))?,
            SetOp::Keep(sel) if !sel.by_rank() => face.drop_where(|v| !sel.matches(v))?,
            SetOp::Drop(sel) if !sel.by_rank() => face.drop_where(|v| sel.matches(v))?,
            SetOp::RerollOnce(sel) if !sel.by_rank() => face.reroll_once(sel, lo, hi)?,
            SetOp::Reroll(sel) => {
                let chance = cap_chance(&face, sel, (lo, hi), cap)?;
                // Play's truncation when it fits; else the limit, which differs from
                // play only when the cap is reached (reported as `capped`).
                let mut truncated = face.clone();
                let fits = (0..cap).try_for_each(|_| {
                    if truncated.matched(sel)? == W::ZERO {
                        return Some(());
                    }
                    truncated.reroll_once(sel, lo, hi)
                });
                if fits.is_some() {
                    face = truncated;
                } else {
                    face.reroll_limit(sel, lo, hi)?;
                    face.reduce();
                    *capped = 1.0 - (1.0 - *capped) * (1.0 - chance);
                }
            }
            SetOp::Keep(sel) | SetOp::Drop(sel) => {
                // A rank keep must be the last operation, on dice none dropped yet.
                if ops.next().is_some() || face.dropped != W::ZERO {
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
                // Chains are cut at the cap as play cuts them: these odds are play's.
                let Some(&after) = ops.next() else {
                    let unit = explode_unit(&face, sel, (lo, hi), cap, &g, work)?;
                    return sum_n(&unit, spec.count, work);
                };
                // A rank keep ranks every die rolled, the added ones too; the dice
                // must all be fresh and uniform (nothing changed the first ones).
                let order = match after {
                    SetOp::Keep(Selector::Highest(k)) => Order::Descending(k),
                    SetOp::Keep(Selector::Lowest(k)) => Order::Ascending(k),
                    _ => return None,
                };
                if !first || ops.next().is_some() || sel.by_rank() {
                    return None;
                }
                let chains = Chains {
                    dice: spec.count,
                    explodes: sel,
                    faces: (lo, hi),
                    cap,
                };
                return keep_after_explosion(&chains, order, &g, work);
            }
            SetOp::RerollAdd(sel) => {
                if ops.next().is_some() {
                    return None;
                }
                return reroll_add(&face, sel, spec.count, (lo, hi), &g, work);
            }
            SetOp::RerollOnce(_) => return None,
        }
    }
    sum_n(&face.contribution(&g)?, spec.count, work)
}

/// `ra`: the first live die the selector picks gets one fresh die added. By value: a
/// DP over the dice in order with two states, no die matched yet (`none`) or one did
/// (`some`). By rank (`rah1`): the picked die always exists when something is kept.
fn reroll_add<W: Weight>(
    face: &FaceDist<W>,
    sel: Selector,
    n: u32,
    (lo, hi): (i64, i64),
    g: &impl Fn(i64) -> i64,
    work: &mut u64,
) -> Option<Dist<W>> {
    let fresh = FaceDist::<W>::uniform(lo, hi)?.contribution(g)?;
    let one = face.contribution(g)?;
    if sel.by_rank() {
        let picks = matches!(sel, Selector::Highest(k) | Selector::Lowest(k) if k > 0);
        if face.dropped != W::ZERO {
            return None; // whether any die is live to pick would matter
        }
        let sum = sum_n(&one, n, work)?;
        return if picks && n > 0 {
            sum.plus(&fresh, work)
        } else {
            Some(sum)
        };
    }
    let matching = face.part(g, |v| v.is_some_and(|v| sel.matches(v)))?;
    let other = face.part(g, |v| !v.is_some_and(|v| sel.matches(v)))?;
    let matched_plus = matching.plus(&fresh, work)?;
    // `some` is kept with the extra factor of the fresh die's total.
    let mut none: Dist<W> = Dist::constant(0);
    let mut some: Option<Dist<W>> = None;
    for _ in 0..n {
        let next_some_from_none = none.plus(&matched_plus, work)?;
        let next_some = match &some {
            Some(s) => s.plus(&one, work)?.mix_same(&next_some_from_none)?,
            None => next_some_from_none,
        };
        none = none.plus(&other, work)?;
        some = Some(next_some);
    }
    let fresh_total = fresh.total;
    let none = Dist {
        counts: scale_counts(&none.counts, fresh_total)?,
        total: none.total.mul(fresh_total)?,
    };
    match some {
        Some(s) => none.mix_same(&s),
        None => Some(none),
    }
}

impl<W: Weight> Dist<W> {
    /// Weights added outcome by outcome, for two parts of the same whole (same total).
    fn mix_same(&self, other: &Dist<W>) -> Option<Dist<W>> {
        let pairs = self
            .counts
            .iter()
            .chain(&other.counts)
            .map(|(&v, &w)| (v, w));
        Dist::from_pairs(pairs, self.total)
    }
}

fn scale_counts<W: Weight>(counts: &BTreeMap<i64, W>, by: W) -> Option<BTreeMap<i64, W>> {
    let mut out = BTreeMap::new();
    for (&v, &w) in counts {
        out.insert(v, w.mul(by)?);
    }
    Some(out)
}

/// Counts `a × b` outcome pairs against the work budget.
fn charge(work: &mut u64, a: usize, b: usize) -> Option<()> {
    let pairs = u64::try_from(a.checked_mul(b)?).ok()?;
    *work = work.checked_add(pairs)?;
    (*work <= MAX_WORK).then_some(())
}

/// The work of a transform over `len` outcomes when it is much cheaper than `direct`
/// multiply-adds and the weights are probabilities; `None` to multiply out directly.
fn transform_cost<W: Weight>(len: usize, direct: u64) -> Option<u64> {
    let transform = fft::cost(len)?;
    (!W::EXACT && direct > transform.saturating_mul(4)).then_some(transform)
}

/// The sum of `n` dice, each distributed as `unit` (repeated convolution, charged; by
/// one transform when the outcomes are many).
fn sum_n<W: Weight>(unit: &Dist<W>, n: u32, work: &mut u64) -> Option<Dist<W>> {
    if let Some((lo, span)) = unit.range() {
        let len = span
            .saturating_sub(1)
            .saturating_mul(n as usize)
            .saturating_add(1);
        // Repeated direct convolution: about n² · span² / 16 multiply-adds.
        let direct = (len as u64)
            .saturating_mul(span as u64)
            .saturating_mul(u64::from(n))
            / 16;
        if let Some(transform) = transform_cost::<W>(len, direct) {
            *work = work.checked_add(transform)?;
            let out = W::power_by_transform(&unit.dense(lo, span), n)?;
            let mut total = W::ONE;
            for _ in 0..n {
                total = total.mul(unit.total)?;
            }
            return Dist::from_dense(lo.checked_mul(i64::from(n))?, out, total);
        }
    }
    let mut acc = Dist::constant(0);
    for _ in 0..n {
        acc = acc.plus(unit, work)?;
    }
    Some(acc)
}

/// One die and the chain of dice it explodes into (at most `cap` added dice), built
/// from the deepest added die up: `tail` is the contribution of an added die at depth
/// k, as weights out of `tail_total`.
fn explode_unit<W: Weight>(
    face: &FaceDist<W>,
    sel: Selector,
    (lo, hi): (i64, i64),
    cap: u32,
    g: &impl Fn(i64) -> i64,
    work: &mut u64,
) -> Option<Dist<W>> {
    let sides = W::from_u128(u128::try_from(hi - lo + 1).ok()?)?;
    let mut tail: BTreeMap<i64, W> = BTreeMap::new();
    let mut tail_total = W::ONE;
    for depth in 0..cap {
        let mut next: BTreeMap<i64, W> = BTreeMap::new();
        for u in lo..=hi {
            spread(
                &mut next,
                &tail,
                tail_total,
                depth > 0 && sel.matches(u),
                g(u),
                W::ONE,
                work,
            )?;
        }
        tail_total = tail_total.mul(sides)?;
        if !W::EXACT {
            next.retain(|_, w| !w.negligible(tail_total));
        }
        tail = next;
    }
    let mut unit: BTreeMap<i64, W> = BTreeMap::new();
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
    Dist::from_pairs(unit, face.total.mul(tail_total)?)
}

/// Adds `weight` × (a face worth `value`, followed by `tail` when it explodes) to `acc`.
fn spread<W: Weight>(
    acc: &mut BTreeMap<i64, W>,
    tail: &BTreeMap<i64, W>,
    tail_total: W,
    explodes: bool,
    value: i64,
    weight: W,
    work: &mut u64,
) -> Option<()> {
    if weight == W::ZERO {
        return Some(());
    }
    if explodes {
        *work += tail.len() as u64;
        if *work > MAX_WORK {
            return None;
        }
        for (&x, &c) in tail {
            let slot = acc.entry(x.checked_add(value)?).or_insert(W::ZERO);
            *slot = slot.add(c.mul(weight)?)?;
        }
    } else {
        let slot = acc.entry(value).or_insert(W::ZERO);
        *slot = slot.add(tail_total.mul(weight)?)?;
    }
    if acc.len() > MAX_OUTCOMES {
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
fn keep_ranked<W: Weight>(
    face: &FaceDist<W>,
    n: u32,
    keep: Rank,
    g: &impl Fn(i64) -> i64,
    work: &mut u64,
) -> Option<Dist<W>> {
    let (k, values): (u32, Vec<(i64, W)>) = match keep {
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
    if work.saturating_add(estimate) > MAX_WORK {
        return None;
    }
    let mut states: BTreeMap<(u32, i64), W> = BTreeMap::from([((0, 0), W::ONE)]);
    for (v, w) in values {
        let mut next: BTreeMap<(u32, i64), W> = BTreeMap::new();
        for (&(placed, sum), &count) in &states {
            let left = n - placed;
            let kept_before = placed.min(k);
            let mut binom = W::ONE; // C(left, m)
            let mut power = W::ONE; // w^m
            for m in 0..=left {
                if m > 0 {
                    binom = binom
                        .mul(W::from_u128(u128::from(left - m + 1))?)?
                        .div(u128::from(m))?;
                    power = power.mul(w)?;
                }
                *work += 1;
                if *work > MAX_WORK {
                    return None;
                }
                let kept = i64::from(m.min(k - kept_before));
                let add = kept.checked_mul(g(v))?;
                let key = (placed + m, sum.checked_add(add)?);
                let slot = next.entry(key).or_insert(W::ZERO);
                *slot = slot.add(count.mul(binom)?.mul(power)?)?;
            }
        }
        if next.len() > MAX_STATES {
            return None;
        }
        states = next;
    }
    let mut total = W::ONE;
    for _ in 0..n {
        total = total.mul(face.total)?;
    }
    Dist::from_pairs(
        states
            .into_iter()
            .filter(|((placed, _), _)| *placed == n)
            .map(|((_, sum), count)| (sum, count)),
        total,
    )
}

/// The dice of one group with an explosion: how many, the faces that explode, the
/// face range and the most dice a chain may add.
struct Chains {
    dice: u32,
    explodes: Selector,
    faces: (i64, i64),
    cap: u32,
}

/// Which end of the faces a keep takes, and how many dice.
#[derive(Clone, Copy)]
enum Order {
    Descending(u32),
    Ascending(u32),
}

/// Keep the highest/lowest `k` of every die rolled by exploding chains (floating point
/// only: the weights divide by factorials).
///
/// Every die is a fresh uniform draw, so a roll is a sequence of draws and its chance
/// depends only on how many of each face it holds. With `N` non-exploding faces (the
/// ends of `N` chains), `M` exploding ones and `z = n - N` chains stopped at the cap
/// (each `cap + 1` exploding faces), the sequences holding a given multiset number
/// `C(n, z) · N! · M! / Π c_v! · compositions(M - z(cap + 1) into N parts ≤ cap)`.
///
/// The faces are visited best-first with states (non-exploding placed, exploding
/// placed, kept sum) while fewer than `k` are placed; each face's count `c` weighs
/// `(1/s)^c / c!`. When a face fills the `k` kept, the rest is summed in closed form:
/// `R(a, b, i)`, the weight of all ways the faces after `i` complete a roll that has `a`
/// and `b` placed, times the `N! · M!` and chain factors above.
fn keep_after_explosion<W: Weight>(
    chains: &Chains,
    order: Order,
    g: &impl Fn(i64) -> i64,
    work: &mut u64,
) -> Option<Dist<W>> {
    if W::EXACT {
        return None;
    }
    let Chains {
        dice: n,
        explodes,
        faces: (lo, hi),
        cap,
    } = *chains;
    let (k, faces): (u32, Vec<i64>) = match order {
        Order::Descending(k) => (k, (lo..=hi).rev().collect()),
        Order::Ascending(k) => (k, (lo..=hi).collect()),
    };
    let k = k.min(n.saturating_mul(cap.saturating_add(1)));
    let sides = faces.len();
    let s = sides as f64;
    let (nu, ku) = (usize::try_from(n).ok()?, usize::try_from(k).ok()?);
    // Most exploding faces a roll can hold: every chain at the cap.
    let most = nu.checked_mul(usize::try_from(cap).ok()?.checked_add(1)?)?;
    // The closed-form sums for every face, flat multiply-adds (an eighth of a map
    // update each, as in `plus`): k · (n + 1) · (most + 1) + k² · (n + 1) per face.
    // The live states are charged as they are updated.
    let span = hi.abs_diff(lo).saturating_add(1);
    let (n64, k64, most64) = (u64::from(n), u64::from(k), most as u64);
    let tables = k64
        .saturating_mul(n64 + 1)
        .saturating_mul(most64 + 1)
        .saturating_add(k64.saturating_mul(k64).saturating_mul(n64 + 1))
        .saturating_mul(span)
        / 8;
    // The tables built first: compositions ((n + 1)(most + 1)(cap + 1) adds), chain
    // factors, and rising factorials (about x multiplies for each of (most + 1) entries
    // per x ≤ max(k, n)); each table holds (n + 1)(most + 1) numbers, so this bound on
    // work bounds their memory too.
    let rows = u64::from(k.max(n)).saturating_add(1);
    let prepare = (n64 + 1)
        .saturating_mul(most64 + 1)
        .saturating_mul(u64::from(cap).saturating_add(2))
        .saturating_add(rows.saturating_mul(rows).saturating_mul(most64 + 1) / 2);
    *work = work.checked_add(tables)?.checked_add(prepare)?;
    if *work > MAX_WORK {
        return None;
    }

    // Compositions of m into j parts of at most `cap`, j ≤ n, m ≤ most.
    let cap_us = usize::try_from(cap).ok()?;
    let mut compositions = vec![vec![0.0f64; most + 1]; nu + 1];
    *compositions.get_mut(0)?.get_mut(0)? = 1.0;
    for j in 1..=nu {
        for m in 0..=most {
            let mut sum = 0.0;
            for part in 0..=cap_us.min(m) {
                sum += compositions.get(j - 1)?.get(m - part)?;
            }
            *compositions.get_mut(j)?.get_mut(m)? = sum;
        }
    }
    let choose = |a: usize, b: usize| -> f64 {
        (0..b).fold(1.0, |acc, i| acc * (a - i) as f64 / (i + 1) as f64)
    };
    // The chain factor of a finished roll with `ends` non-exploding and `m` exploding
    // faces: C(n, stopped) · compositions(m - stopped · (cap + 1), ends).
    let mut chain_factor = vec![vec![0.0f64; most + 1]; nu + 1];
    for (ends, row) in chain_factor.iter_mut().enumerate() {
        let stopped = nu - ends;
        let ways = choose(nu, stopped);
        for (m, slot) in row.iter_mut().enumerate() {
            if let Some(rest) = m.checked_sub(stopped * (cap_us + 1)) {
                *slot = ways * compositions.get(ends)?.get(rest)?;
            }
        }
    }
    // `(x + r)! / r!` for x < k (x ≤ n when x counts non-exploding faces).
    let rising: Vec<Vec<f64>> = (0..=ku.max(nu))
        .map(|x| {
            (0..=most)
                .map(|r| (1..=x).fold(1.0, |acc, i| acc * (r + i) as f64))
                .collect()
        })
        .collect();
    let rising = |x: usize, r: usize| rising.get(x).and_then(|row| row.get(r)).copied();
    let chain_factor =
        |ends: usize, m: usize| chain_factor.get(ends).and_then(|row| row.get(m)).copied();

    // R(a, b) for the faces after position `i` (i = 0 means before the first face),
    // for a + b < k.
    let completions = |after: usize| -> Option<Vec<Vec<f64>>> {
        let rest = faces.get(after..)?;
        let exploding = rest.iter().filter(|&&v| explodes.matches(v)).count() as f64;
        let ending = rest.len() as f64 - exploding;
        let (q_end, q_exp) = (ending / s, exploding / s);
        // H(b, N) = Σ_r q_exp^r (b + r)!/r! · chain_factor(N, b + r)
        let mut h = vec![vec![0.0f64; nu + 1]; ku];
        for (b, row) in h.iter_mut().enumerate() {
            for (ends, slot) in row.iter_mut().enumerate() {
                let mut sum = 0.0;
                let mut power = 1.0;
                for r in 0..=most.saturating_sub(b) {
                    if r > 0 {
                        power *= q_exp;
                        if power == 0.0 {
                            break;
                        }
                    }
                    sum += power * rising(b, r)? * chain_factor(ends, b + r)?;
                }
                *slot = sum;
            }
        }
        // R(a, b) = Σ_r q_end^r (a + r)!/r! · H(b, a + r)
        let mut out = vec![vec![0.0f64; ku]; ku];
        for (a, row) in out.iter_mut().enumerate() {
            for (b, slot) in row.iter_mut().enumerate().take(ku - a) {
                let mut sum = 0.0;
                let mut power = 1.0;
                // More ends than chains cannot happen: such an `a` completes nothing.
                for r in 0..=nu.saturating_sub(a) {
                    if r > 0 {
                        power *= q_end;
                    }
                    if let Some(&rest) = h.get(b)?.get(a + r) {
                        sum += power * rising(a, r)? * rest;
                    }
                }
                *slot = sum;
            }
        }
        Some(out)
    };
    let at = |table: &Vec<Vec<f64>>, a: usize, b: usize| -> Option<f64> {
        table.get(a)?.get(b).copied()
    };

    let mut out: BTreeMap<i64, f64> = BTreeMap::new();
    let mut credit = |sum: i64, w: f64| {
        if w > 0.0 {
            *out.entry(sum).or_insert(0.0) += w;
        }
    };
    if ku == 0 {
        return Some(Dist::constant(0));
    }
    let mut states: BTreeMap<(usize, usize, i64), f64> = BTreeMap::from([((0, 0, 0), 1.0)]);
    let mut before = completions(0)?;
    for (i, &v) in faces.iter().enumerate() {
        let after = completions(i + 1)?;
        let exploding = explodes.matches(v);
        let mut next: BTreeMap<(usize, usize, i64), f64> = BTreeMap::new();
        for (&(ends, exps, sum), &w) in &states {
            let placed = ends + exps;
            let need = ku - placed;
            // Each count placed is a map update, many times a multiply-add.
            *work += (need as u64 + 1) * STATE_UPDATE;
            if *work > MAX_WORK {
                return None;
            }
            let place = |c: usize| {
                if exploding {
                    (ends, exps + c)
                } else {
                    (ends + c, exps)
                }
            };
            // This face fills the keep: all counts ≥ need, as all counts minus fewer.
            let mut fewer = 0.0;
            let mut each = 1.0; // (1/s)^c / c!
            for c in 0..need {
                if c > 0 {
                    each *= 1.0 / (s * c as f64);
                }
                let (a, b) = place(c);
                fewer += each * at(&after, a, b)?;
                let kept = sum.checked_add(g(v).checked_mul(i64::try_from(c).ok()?)?)?;
                *next.entry((a, b, kept)).or_insert(0.0) += w * each;
            }
            let filled = (at(&before, ends, exps)? - fewer).max(0.0);
            let kept = sum.checked_add(g(v).checked_mul(i64::try_from(need).ok()?)?)?;
            credit(kept, w * filled);
        }
        next.retain(|_, w| *w > TINY);
        states = next;
        before = after;
    }
    // Rolls of fewer than k dice keep them all.
    for (&(ends, exps, sum), &w) in &states {
        credit(sum, w * at(&before, ends, exps)?);
    }
    let mut pairs = Vec::with_capacity(out.len());
    for (v, w) in out {
        pairs.push((v, W::from_probability(w)?));
    }
    Dist::from_pairs(pairs, W::ONE)
}
