//! The range of totals an expression can produce, from its structure alone (interval
//! arithmetic over the postfix code). Used by the property tests: every rolled total
//! must fall inside.

use super::ast::{BinOp, DiceSpec, Instr, Program, SetOp};
use super::limits::MAX_DICE;

impl Program {
    /// Lowest and highest total one repeat can produce (`None` when the interval
    /// arithmetic itself overflows `i128` or divides by an interval holding 0).
    pub fn bounds(&self) -> Option<(i128, i128)> {
        let mut stack: Vec<(i128, i128)> = Vec::new();
        for instr in &self.code {
            match *instr {
                Instr::Number(n) => stack.push((i128::from(n), i128::from(n))),
                Instr::Dice(i) => {
                    let spec = self.groups.get(usize::from(i))?;
                    stack.push(group_bounds(spec, self.group_ops(spec)));
                }
                Instr::Set(i) => {
                    let set = self.sets.get(usize::from(i))?;
                    let n = self.set_members(set).len();
                    let first = stack.len().checked_sub(n)?;
                    let drops = !self.set_ops(set).is_empty();
                    let (mut lo, mut hi) = (0i128, 0i128);
                    for (a, b) in stack.drain(first..) {
                        // A dropped member adds nothing: with k/p, each member adds
                        // between min(a, 0) and max(b, 0).
                        let (a, b) = if drops { (a.min(0), b.max(0)) } else { (a, b) };
                        lo = lo.checked_add(a)?;
                        hi = hi.checked_add(b)?;
                    }
                    stack.push((lo, hi));
                }
                Instr::Neg => {
                    let (lo, hi) = stack.pop()?;
                    stack.push((hi.checked_neg()?, lo.checked_neg()?));
                }
                Instr::Bin(op) => {
                    let (c, d) = stack.pop()?;
                    let (a, b) = stack.pop()?;
                    stack.push(match op {
                        BinOp::Add => (a.checked_add(c)?, b.checked_add(d)?),
                        BinOp::Sub => (a.checked_sub(d)?, b.checked_sub(c)?),
                        BinOp::Mul => {
                            let p = [
                                a.checked_mul(c)?,
                                a.checked_mul(d)?,
                                b.checked_mul(c)?,
                                b.checked_mul(d)?,
                            ];
                            (p.iter().copied().min()?, p.iter().copied().max()?)
                        }
                        BinOp::Div | BinOp::FloorDiv => {
                            // |a / b| <= |a| for any nonzero integer b.
                            let m = a.checked_abs()?.max(b.checked_abs()?);
                            (-m, m)
                        }
                    });
                }
            }
        }
        match (stack.pop(), stack.is_empty()) {
            (Some(r), true) => Some(r),
            _ => None,
        }
    }
}

fn group_bounds(spec: &DiceSpec, ops: &[SetOp]) -> (i128, i128) {
    let max_dice = i128::from(MAX_DICE);
    if spec.counting.is_some() {
        return (-max_dice, max_dice);
    }
    let (mut lo, mut hi) = spec.face_range();
    for op in ops {
        match *op {
            SetOp::Min(x) => {
                let x = x.min(i64::from(i32::MAX));
                lo = lo.max(x);
                hi = hi.max(x);
            }
            SetOp::Max(x) => {
                let x = x.min(i64::from(i32::MAX));
                lo = lo.min(x);
                hi = hi.min(x);
            }
            _ => {}
        }
    }
    let fresh = ops.iter().any(|op| {
        matches!(
            op,
            SetOp::Explode(_) | SetOp::RerollAdd(_) | SetOp::Reroll(_) | SetOp::RerollOnce(_)
        )
    });
    if fresh {
        // Rerolled and added dice are fresh faces, untouched by earlier mi/ma.
        let (flo, fhi) = spec.face_range();
        lo = lo.min(flo);
        hi = hi.max(fhi);
    }
    let grows = ops
        .iter()
        .any(|op| matches!(op, SetOp::Explode(_) | SetOp::RerollAdd(_)));
    let drops = ops
        .iter()
        .any(|op| matches!(op, SetOp::Keep(_) | SetOp::Drop(_)));
    let count = i128::from(spec.count);
    let most = if grows { max_dice } else { count };
    let (lo, hi) = (i128::from(lo), i128::from(hi));
    let low = if lo < 0 {
        lo * most
    } else if drops {
        0
    } else {
        lo * count
    };
    let high = if hi > 0 {
        hi * most
    } else if drops {
        0
    } else {
        hi * count
    };
    (low, high)
}
