//! Rolling a [`Program`]: dice groups in source order, their set operations left to
//! right (Avrae), success counting last (Dice Maiden), then the postfix arithmetic,
//! checked. One `Vec` of faces per dice group; no other per-die allocation.

use super::Item;
use super::ast::{DiceSpec, Instr, Program, Selector, SetOp};
use super::limits::{MAX_CHAIN, MAX_DICE};
use super::result::{Check, DiceGroup, Face, Note, Part, Rolled, Row};
use crate::dice::Dice;
use crate::error::UserError;

/// Dice left for this command (at most 1,000, counting explosions, rerolls and repeats).
pub(crate) struct Budget {
    left: u32,
}

impl Budget {
    pub fn new() -> Budget {
        Budget { left: MAX_DICE }
    }

    fn take(&mut self) -> Result<(), UserError> {
        self.take_n(1)
    }

    fn take_n(&mut self, n: u32) -> Result<(), UserError> {
        self.left = self
            .left
            .checked_sub(n)
            .ok_or_else(|| UserError::new("err-roll-too-many-dice").arg("max", MAX_DICE))?;
        Ok(())
    }
}

/// Rolls every repeat of `program`.
pub fn roll(program: &Program, dice: &mut dyn Dice) -> Result<Rolled, UserError> {
    roll_with_cap(program, dice, MAX_CHAIN)
}

/// [`roll`] with another per-die explosion/reroll cap (for exact-odds tests with a
/// small cap; play always uses [`MAX_CHAIN`]).
#[doc(hidden)]
pub fn roll_with_cap(
    program: &Program,
    dice: &mut dyn Dice,
    cap: u32,
) -> Result<Rolled, UserError> {
    let mut budget = Budget::new();
    let mut notes = Vec::new();
    let mut rows = Vec::with_capacity(program.repeats as usize);
    for row in 1..=program.repeats {
        rows.push(roll_row(program, dice, &mut budget, &mut notes, row, cap)?);
    }
    Ok(Rolled {
        expression: program.source.clone(),
        rows,
        comment: program.comment.clone(),
        notes,
    })
}

/// Rolls one repeat.
pub(crate) fn roll_row(
    program: &Program,
    dice: &mut dyn Dice,
    budget: &mut Budget,
    notes: &mut Vec<Note>,
    row: u32,
    cap: u32,
) -> Result<Row, UserError> {
    let mut parts = Vec::with_capacity(program.items.len());
    for item in &program.items {
        parts.push(match *item {
            Item::Number(n) => Part::Number(n),
            Item::Op(op) => Part::Op(op),
            Item::Neg => Part::Neg,
            Item::Pos => Part::Pos,
            Item::Open => Part::Open,
            Item::Close => Part::Close,
            // Filled in by `evaluate` when the set is reached.
            Item::Member => Part::Member {
                value: 0,
                kept: true,
            },
            Item::Comma => Part::Comma,
            Item::SetClose(i) => Part::SetClose {
                span: program.sets.get(usize::from(i)).map_or((0, 0), |s| s.span),
            },
            Item::Annotation(i) => Part::Annotation(
                program
                    .annotations
                    .get(usize::from(i))
                    .cloned()
                    .unwrap_or_default(),
            ),
            Item::Dice(i) => {
                let spec = program
                    .groups
                    .get(usize::from(i))
                    .ok_or_else(|| UserError::new("err-roll-unexpected-end"))?;
                let mut ctx = GroupCtx {
                    spec,
                    dice,
                    budget,
                    notes,
                    row,
                    group: u32::from(i) + 1,
                    cap,
                };
                Part::Dice(ctx.roll(program.group_ops(spec))?)
            }
        });
    }
    let total = evaluate(program, &mut parts)?;
    let check = program.check.map(|c| Check {
        op: c.op,
        target: c.value,
        pass: c.holds(total),
    });
    Ok(Row {
        total,
        parts,
        check,
    })
}

/// Runs the postfix code; dice values are taken from `parts` in order (postfix keeps
/// the operands' source order), and set members' totals are written back to them.
fn evaluate(program: &Program, parts: &mut [Part]) -> Result<i64, UserError> {
    const STACK: usize = 128;
    let overflow = || UserError::new("err-roll-overflow");
    let code = &program.code;
    let mut small = [0i64; STACK];
    let mut large;
    // Sets hold all their members on the stack at once: a long set needs more room.
    let stack: &mut [i64] = if code.len() <= STACK {
        &mut small
    } else {
        large = vec![0i64; code.len()];
        &mut large
    };
    let mut len = 0usize;
    let mut next_part = 0usize;
    for instr in code {
        match *instr {
            Instr::Number(_) | Instr::Dice(_) => {
                let v = match *instr {
                    Instr::Number(n) => n,
                    _ => loop {
                        match parts.get(next_part) {
                            Some(Part::Dice(g)) => {
                                next_part += 1;
                                break g.value;
                            }
                            Some(_) => next_part += 1,
                            None => return Err(overflow()),
                        }
                    },
                };
                *stack.get_mut(len).ok_or_else(overflow)? = v;
                len += 1;
            }
            Instr::Set(i) => {
                let set = program.sets.get(usize::from(i)).ok_or_else(overflow)?;
                let members = program.set_members(set);
                let first = len.checked_sub(members.len()).ok_or_else(overflow)?;
                let values = stack.get(first..len).ok_or_else(overflow)?;
                let kept = keep_members(values, program.set_ops(set));
                let mut sum: i64 = 0;
                for ((&item, &value), &keep) in members.iter().zip(values).zip(&kept) {
                    if keep {
                        sum = sum.checked_add(value).ok_or_else(overflow)?;
                    }
                    if let Some(part) = parts.get_mut(item as usize) {
                        *part = Part::Member { value, kept: keep };
                    }
                }
                len = first;
                *stack.get_mut(len).ok_or_else(overflow)? = sum;
                len += 1;
            }
            Instr::Neg => {
                let top = stack.get_mut(len.wrapping_sub(1)).ok_or_else(overflow)?;
                *top = top.checked_neg().ok_or_else(overflow)?;
            }
            Instr::Bin(op) => {
                let b = *stack.get(len.wrapping_sub(1)).ok_or_else(overflow)?;
                len -= 1;
                let a = stack.get_mut(len.wrapping_sub(1)).ok_or_else(overflow)?;
                *a = op.apply(*a, b).map_err(UserError::new)?;
            }
        }
    }
    match (len, stack.first()) {
        (1, Some(&total)) => Ok(total),
        _ => Err(overflow()),
    }
}

/// Which set members survive the set's `k`/`p` operations, applied left to right to
/// the members still kept (ties in `h`/`l` go to the earlier member, as for dice).
pub(crate) fn keep_members(values: &[i64], ops: &[SetOp]) -> Vec<bool> {
    let mut kept = vec![true; values.len()];
    for &op in ops {
        let (SetOp::Keep(sel) | SetOp::Drop(sel)) = op else {
            continue;
        };
        let keep = matches!(op, SetOp::Keep(_));
        let mut picked = vec![false; values.len()];
        match sel {
            Selector::Highest(n) | Selector::Lowest(n) => {
                let mut live: Vec<usize> = (0..values.len())
                    .filter(|&i| kept.get(i) == Some(&true))
                    .collect();
                let value = |i: usize| values.get(i).copied().unwrap_or(0);
                if matches!(sel, Selector::Highest(_)) {
                    live.sort_by_key(|&i| (std::cmp::Reverse(value(i)), i));
                } else {
                    live.sort_by_key(|&i| (value(i), i));
                }
                for &i in live.iter().take(n as usize) {
                    if let Some(p) = picked.get_mut(i) {
                        *p = true;
                    }
                }
            }
            _ => {
                for (p, &v) in picked.iter_mut().zip(values) {
                    *p = sel.matches(v);
                }
            }
        }
        for (k, p) in kept.iter_mut().zip(&picked) {
            if *k && *p != keep {
                *k = false;
            }
        }
    }
    kept
}

/// Which faces an operation selected: a bit set over at most `MAX_DICE` faces (a
/// group never holds more faces than dice rolled).
struct Bits([u64; 16]);

impl Bits {
    fn get(&self, i: usize) -> bool {
        self.0.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 == 1)
    }

    fn set(&mut self, i: usize) {
        if let Some(w) = self.0.get_mut(i / 64) {
            *w |= 1 << (i % 64);
        }
    }
}

/// The live faces an Avrae selector picks: by value, or the highest/lowest `n` (ties
/// go to the earlier die).
fn select(faces: &[Face], sel: Selector) -> Bits {
    let mut bits = Bits([0; 16]);
    match sel {
        Selector::Highest(n) | Selector::Lowest(n) => {
            // A small stack buffer for the usual few dice, a larger one otherwise.
            let mut small = [0u16; 64];
            let mut large;
            let idx: &mut [u16] = if faces.len() <= small.len() {
                &mut small
            } else {
                large = [0u16; MAX_DICE as usize];
                &mut large
            };
            let mut len = 0usize;
            for (i, f) in faces.iter().enumerate() {
                if f.live()
                    && let (Some(slot), Ok(i16)) = (idx.get_mut(len), u16::try_from(i))
                {
                    *slot = i16;
                    len += 1;
                }
            }
            let live = idx.get_mut(..len).unwrap_or(&mut []);
            let value = |i: u16| faces.get(usize::from(i)).map_or(0, |f| f.value);
            if matches!(sel, Selector::Highest(_)) {
                live.sort_unstable_by_key(|&i| (std::cmp::Reverse(value(i)), i));
            } else {
                live.sort_unstable_by_key(|&i| (value(i), i));
            }
            for &i in live.iter().take(n as usize) {
                bits.set(usize::from(i));
            }
        }
        _ => {
            for (i, f) in faces.iter().enumerate() {
                if f.live() && sel.matches(i64::from(f.value)) {
                    bits.set(i);
                }
            }
        }
    }
    bits
}

struct GroupCtx<'a> {
    spec: &'a DiceSpec,
    dice: &'a mut dyn Dice,
    budget: &'a mut Budget,
    notes: &'a mut Vec<Note>,
    row: u32,
    group: u32,
    cap: u32,
}

impl GroupCtx<'_> {
    /// One die: Fate dice read a d3 as -1, 0, +1.
    fn draw(&mut self) -> Result<i32, UserError> {
        self.budget.take()?;
        let face = self.dice.roll(self.spec.sides)?;
        let face = i32::try_from(face).map_err(|_| UserError::new("err-roll-overflow"))?;
        Ok(if self.spec.fate { face - 2 } else { face })
    }

    fn cap_note(&mut self, die: usize) {
        self.notes.push(Note::CapReached {
            row: self.row,
            group: self.group,
            die: u32::try_from(die + 1).unwrap_or(u32::MAX),
            cap: self.cap,
        });
    }

    fn roll(&mut self, ops: &[SetOp]) -> Result<DiceGroup, UserError> {
        // The hot loop: the budget is taken for the whole group at once.
        self.budget.take_n(self.spec.count)?;
        let (sides, offset) = (self.spec.sides, if self.spec.fate { 2 } else { 0 });
        let mut faces = Vec::with_capacity(self.spec.count as usize);
        for _ in 0..self.spec.count {
            let face = self.dice.roll(sides)?;
            faces.push(Face::new(i32::try_from(face).unwrap_or(i32::MAX) - offset));
        }
        for &op in ops {
            self.apply(op, &mut faces)?;
        }
        let mut value: i64 = 0;
        if let Some(counting) = self.spec.counting {
            for f in faces.iter_mut().filter(|f| f.live()) {
                let score = counting.score(i64::from(f.value));
                f.outcome = i8::try_from(score).unwrap_or(0);
                value += score;
            }
        } else {
            value = faces
                .iter()
                .filter(|f| f.live())
                .map(|f| i64::from(f.value))
                .sum();
        }
        Ok(DiceGroup {
            span: self.spec.span,
            sides: self.spec.sides,
            fate: self.spec.fate,
            counting: self.spec.counting.is_some(),
            value,
            faces,
        })
    }

    fn apply(&mut self, op: SetOp, faces: &mut Vec<Face>) -> Result<(), UserError> {
        match op {
            SetOp::Keep(sel) | SetOp::Drop(sel) => {
                let keep = matches!(op, SetOp::Keep(_));
                let bits = select(faces, sel);
                for (i, f) in faces.iter_mut().enumerate() {
                    if f.live() && bits.get(i) != keep {
                        f.dropped = true;
                    }
                }
            }
            SetOp::Min(x) | SetOp::Max(x) => {
                let x = i32::try_from(x).unwrap_or(i32::MAX);
                for f in faces.iter_mut().filter(|f| f.live()) {
                    let clamped = if matches!(op, SetOp::Min(_)) {
                        f.value.max(x)
                    } else {
                        f.value.min(x)
                    };
                    if clamped != f.value {
                        f.rolled = Some(
                            f.rolled
                                .unwrap_or(i16::try_from(f.value).unwrap_or(i16::MAX)),
                        );
                        f.value = clamped;
                    }
                }
            }
            SetOp::Reroll(sel) | SetOp::RerollOnce(sel) => {
                let bits = select(faces, sel);
                if (0..faces.len()).any(|i| bits.get(i)) {
                    let once = matches!(op, SetOp::RerollOnce(_));
                    let old = std::mem::take(faces);
                    faces.reserve(old.len() + 4);
                    for (i, f) in old.into_iter().enumerate() {
                        if bits.get(i) {
                            self.chain(f, sel, Chain::Reroll { once }, i, faces)?;
                        } else {
                            faces.push(f);
                        }
                    }
                }
            }
            SetOp::RerollAdd(sel) => {
                let bits = select(faces, sel);
                let first = match sel {
                    // "up to one": the highest/lowest itself for rank selectors.
                    Selector::Highest(_) | Selector::Lowest(_) => {
                        let sel1 = match sel {
                            Selector::Highest(_) => Selector::Highest(1),
                            _ => Selector::Lowest(1),
                        };
                        let one = select(faces, sel1);
                        (0..faces.len()).find(|&i| bits.get(i) && one.get(i))
                    }
                    _ => (0..faces.len()).find(|&i| bits.get(i)),
                };
                if let Some(i) = first {
                    let mut added = Face::new(self.draw()?);
                    added.added = true;
                    if let Some(f) = faces.get_mut(i) {
                        f.exploded = true;
                    }
                    faces.insert(i + 1, added);
                }
            }
            SetOp::Explode(sel) => {
                let any = faces
                    .iter()
                    .any(|f| f.live() && !f.exploded && sel.matches(i64::from(f.value)));
                if any {
                    let old = std::mem::take(faces);
                    faces.reserve(old.len() + 4);
                    for (i, f) in old.into_iter().enumerate() {
                        if f.live() && !f.exploded && sel.matches(i64::from(f.value)) {
                            self.chain(f, sel, Chain::Explode, i, faces)?;
                        } else {
                            faces.push(f);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// `rr` (until the face no longer matches), `ro` (once) and `e`/`!` (each matching
    /// face adds a die after it, which explodes in turn): at most [`MAX_CHAIN`] new dice
    /// per original die. Rerolled faces stay, marked; exploded ones stay and count.
    fn chain(
        &mut self,
        mut face: Face,
        sel: Selector,
        kind: Chain,
        index: usize,
        out: &mut Vec<Face>,
    ) -> Result<(), UserError> {
        let mut n = 0;
        loop {
            if n >= self.cap {
                self.cap_note(index);
                out.push(face);
                return Ok(());
            }
            match kind {
                Chain::Reroll { .. } => face.rerolled = true,
                Chain::Explode => face.exploded = true,
            }
            out.push(face);
            let mut next = Face::new(self.draw()?);
            next.added = matches!(kind, Chain::Explode) || face.added;
            n += 1;
            let once = matches!(kind, Chain::Reroll { once: true });
            if once || !sel.matches(i64::from(next.value)) {
                out.push(next);
                return Ok(());
            }
            face = next;
        }
    }
}

/// What a chain of new dice does to the face that set it off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Chain {
    Reroll { once: bool },
    Explode,
}
