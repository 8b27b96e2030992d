//! The parsed form of a `/roll` line: repeats, the expression as display items (source
//! order) plus postfix code (evaluation order), the dice groups and the comment.
//! A flat layout: evaluation is a loop over `code`, never a recursion over a tree.

use std::ops::Range;

/// A parsed `/roll` line (`6x 4d6kh3 # stats`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Program {
    pub(crate) repeats: u32,
    pub(crate) comment: Option<String>,
    /// The expression's source text (without the repeat prefix and comment); dice
    /// groups point into it by byte span.
    pub(crate) source: String,
    pub(crate) items: Vec<Item>,
    pub(crate) code: Vec<Instr>,
    pub(crate) groups: Vec<DiceSpec>,
    pub(crate) ops: Vec<SetOp>,
    /// Avrae's sets `(a, b)kh1`, in the order they close (inner sets first).
    pub(crate) sets: Vec<SetSpec>,
    /// Display-item indices of every set's members, each set's run contiguous.
    pub(crate) members: Vec<u32>,
    /// The `[text]` annotations, already cleaned (no control characters).
    pub(crate) annotations: Vec<String>,
    /// A comparison of the whole total (`1d20+5>=15`): pass or fail.
    pub(crate) check: Option<Compare>,
}

impl Program {
    /// The `# comment` (or trailing words), never parsed as dice.
    pub fn comment(&self) -> Option<&str> {
        self.comment.as_deref()
    }

    /// How many times the expression is rolled (`6x …`), 1 without a prefix.
    pub fn repeats(&self) -> u32 {
        self.repeats
    }

    /// The expression text as written (without repeats and comment).
    pub fn expression(&self) -> &str {
        &self.source
    }

    /// Dice rolled by one repeat before any explosion or reroll.
    pub fn base_dice(&self) -> u32 {
        self.groups.iter().map(|g| g.count).sum()
    }

    pub(crate) fn group_ops(&self, group: &DiceSpec) -> &[SetOp] {
        self.ops.get(group.ops.clone()).unwrap_or(&[])
    }

    pub(crate) fn set_ops(&self, set: &SetSpec) -> &[SetOp] {
        self.ops.get(set.ops.clone()).unwrap_or(&[])
    }

    pub(crate) fn set_members(&self, set: &SetSpec) -> &[u32] {
        self.members.get(set.members.clone()).unwrap_or(&[])
    }

    /// The comparison after the whole expression (`>= 15`), if any: its operator and
    /// the number compared with.
    pub fn check(&self) -> Option<(CmpOp, i64)> {
        self.check.map(|c| (c.op, c.value))
    }
}

/// One set `(a, b, c)` and its keep/drop operations on the members' totals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SetSpec {
    /// Range of [`Program::members`].
    pub members: Range<usize>,
    /// Range of [`Program::ops`] (only `k` and `p`).
    pub ops: Range<usize>,
    /// Byte span of the operations after `)` in [`Program::source`].
    pub span: (u32, u32),
}

/// One display item, in source order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Item {
    Number(i64),
    Dice(u16),
    Op(BinOp),
    Neg,
    Pos,
    Open,
    Close,
    /// The end of a set member (its total is shown here).
    Member,
    /// `,` between set members.
    Comma,
    /// `)` closing set `n`, with its operations.
    SetClose(u16),
    /// `[text]` after a term.
    Annotation(u16),
}

/// One postfix instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Instr {
    Number(i64),
    Dice(u16),
    Neg,
    Bin(BinOp),
    /// Pops set `n`'s members, keeps/drops them, pushes the kept sum.
    Set(u16),
}

/// Binary arithmetic: `+ - *`, `//` (floor, the pinned meaning) and `/` (toward zero).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    /// `/`: truncates toward zero.
    Div,
    /// `//`: rounds down (floor).
    FloorDiv,
}

impl BinOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::FloorDiv => "//",
        }
    }

    /// Checked: overflow is `Err("err-roll-overflow")`, division by zero
    /// `Err("err-roll-division-by-zero")`.
    pub fn apply(self, a: i64, b: i64) -> Result<i64, &'static str> {
        let overflow = "err-roll-overflow";
        match self {
            BinOp::Add => a.checked_add(b).ok_or(overflow),
            BinOp::Sub => a.checked_sub(b).ok_or(overflow),
            BinOp::Mul => a.checked_mul(b).ok_or(overflow),
            BinOp::Div | BinOp::FloorDiv if b == 0 => Err("err-roll-division-by-zero"),
            BinOp::Div => a.checked_div(b).ok_or(overflow),
            BinOp::FloorDiv => {
                let q = a.checked_div(b).ok_or(overflow)?;
                let r = a.checked_rem(b).ok_or(overflow)?;
                if r != 0 && ((r < 0) != (b < 0)) {
                    q.checked_sub(1).ok_or(overflow)
                } else {
                    Ok(q)
                }
            }
        }
    }
}

/// One dice group: `NdS` or `NdF` with its set operations and success counting.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DiceSpec {
    pub count: u32,
    /// Sides of the die; 3 for Fate dice (faces -1, 0, +1).
    pub sides: u32,
    pub fate: bool,
    pub ops: Range<usize>,
    pub counting: Option<Counting>,
    /// Byte span of the group's notation in [`Program::source`].
    pub span: (u32, u32),
}

impl DiceSpec {
    /// The lowest and highest face one die can show.
    pub fn face_range(&self) -> (i64, i64) {
        if self.fate {
            (-1, 1)
        } else {
            (1, i64::from(self.sides))
        }
    }
}

/// Avrae's set operations, applied left to right to the dice still kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SetOp {
    /// `k`: keep the matched dice, drop the rest.
    Keep(Selector),
    /// `p`: drop the matched dice.
    Drop(Selector),
    /// `rr`: reroll matched dice until they no longer match (cap per die).
    Reroll(Selector),
    /// `ro`: reroll matched dice once.
    RerollOnce(Selector),
    /// `ra`: reroll up to one matched die once, keeping the original (adds a die).
    RerollAdd(Selector),
    /// `e` (and Dice Maiden's `!`): roll another die for each match, the new dice
    /// exploding too (cap per die).
    Explode(Selector),
    /// `mi`: minimum face.
    Min(i64),
    /// `ma`: maximum face.
    Max(i64),
}

impl SetOp {
    pub fn name(self) -> &'static str {
        match self {
            SetOp::Keep(_) => "k",
            SetOp::Drop(_) => "p",
            SetOp::Reroll(_) => "rr",
            SetOp::RerollOnce(_) => "ro",
            SetOp::RerollAdd(_) => "ra",
            SetOp::Explode(_) => "e",
            SetOp::Min(_) => "mi",
            SetOp::Max(_) => "ma",
        }
    }
}

/// Avrae's selectors: `X`, `hX`, `lX`, `>X`, `<X`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Selector {
    Literal(i64),
    Highest(u32),
    Lowest(u32),
    Greater(i64),
    Less(i64),
}

impl Selector {
    /// Whether a face matches, for the value selectors (`X`, `>X`, `<X`); `hX`/`lX`
    /// depend on the whole set and answer false here.
    pub fn matches(self, value: i64) -> bool {
        match self {
            Selector::Literal(x) => value == x,
            Selector::Greater(x) => value > x,
            Selector::Less(x) => value < x,
            Selector::Highest(_) | Selector::Lowest(_) => false,
        }
    }

    pub fn by_rank(self) -> bool {
        matches!(self, Selector::Highest(_) | Selector::Lowest(_))
    }
}

/// Dice Maiden-style success counting: a group's value is successes minus failures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Counting {
    pub success: Option<Compare>,
    pub failure: Option<Compare>,
}

impl Counting {
    /// +1 for a success, -1 for a failure, 0 otherwise (a face can be both: 0).
    pub fn score(self, value: i64) -> i64 {
        let s = self.success.is_some_and(|c| c.holds(value));
        let f = self.failure.is_some_and(|c| c.holds(value));
        i64::from(s) - i64::from(f)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Compare {
    pub op: CmpOp,
    pub value: i64,
}

impl Compare {
    pub fn holds(self, v: i64) -> bool {
        match self.op {
            CmpOp::Ge => v >= self.value,
            CmpOp::Gt => v > self.value,
            CmpOp::Le => v <= self.value,
            CmpOp::Lt => v < self.value,
            CmpOp::Eq => v == self.value,
        }
    }
}

/// A comparison: counting dice after a dice group, pass or fail after a whole
/// expression.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CmpOp {
    Ge,
    Gt,
    Le,
    Lt,
    Eq,
}

impl CmpOp {
    /// As shown in a reply (`≥`, not the typed `>=`).
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Ge => "≥",
            CmpOp::Gt => ">",
            CmpOp::Le => "≤",
            CmpOp::Lt => "<",
            CmpOp::Eq => "=",
        }
    }

    pub fn holds(self, a: i64, b: i64) -> bool {
        Compare { op: self, value: b }.holds(a)
    }
}
