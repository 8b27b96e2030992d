//! What a roll produced, kept for display and for the roll log (serde JSON): one row
//! per repeat, each with its total and its parts in source order.

use serde::{Deserialize, Serialize};

pub use super::ast::{BinOp, CmpOp};
use crate::error::Arg;

/// The outcome of [`roll`](super::roll).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rolled {
    /// The expression as written (dice groups point into it by span).
    pub expression: String,
    /// One row per repeat (`6x …` gives six).
    pub rows: Vec<Row>,
    pub comment: Option<String>,
    /// Things the reader should know that are not errors (the per-die cap).
    pub notes: Vec<Note>,
}

/// One repeat: its total and its parts in source order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    pub total: i64,
    pub parts: Vec<Part>,
    /// The whole-roll comparison (`1d20+5>=15`) and whether the total passed it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub check: Option<Check>,
}

/// A comparison of the total with a number: pass or fail.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Check {
    pub op: CmpOp,
    pub target: i64,
    pub pass: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Part {
    Number(i64),
    Dice(DiceGroup),
    Op(BinOp),
    /// Unary minus.
    Neg,
    /// Unary plus (shown, does nothing).
    Pos,
    Open,
    Close,
    /// The end of a set member: its total, and whether the set kept it.
    Member {
        value: i64,
        kept: bool,
    },
    /// `,` between set members.
    Comma,
    /// `)` closing a set, with its operations at `span` in [`Rolled::expression`].
    SetClose {
        span: (u32, u32),
    },
    /// `[text]` after a term.
    Annotation(String),
}

/// One dice group as rolled: every face, in order, each with its fate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceGroup {
    /// Byte span of the group's notation in [`Rolled::expression`].
    pub span: (u32, u32),
    pub sides: u32,
    #[serde(default, skip_serializing_if = "is_false")]
    pub fate: bool,
    /// True when the group counts successes (its value is successes minus failures).
    #[serde(default, skip_serializing_if = "is_false")]
    pub counting: bool,
    /// The group's value in the arithmetic.
    pub value: i64,
    pub faces: Vec<Face>,
}

/// One die face as shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Face {
    /// The value counted (after `mi`/`ma`); Fate faces are -1, 0, +1.
    pub value: i32,
    /// The face rolled, when `mi`/`ma` changed it (shown `1 -> 2`); a face is at most
    /// 10,000, so `i16` keeps `Face` small (the hot loop pushes one per die).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rolled: Option<i16>,
    /// Dropped by `k`/`p` (shown struck through).
    #[serde(default, skip_serializing_if = "is_false")]
    pub dropped: bool,
    /// Replaced by a reroll (shown struck through, the new face follows).
    #[serde(default, skip_serializing_if = "is_false")]
    pub rerolled: bool,
    /// Set off an explosion (shown `6!`); the dice it added follow it.
    #[serde(default, skip_serializing_if = "is_false")]
    pub exploded: bool,
    /// Added by an explosion or by `ra`.
    #[serde(default, skip_serializing_if = "is_false")]
    pub added: bool,
    /// +1 success, -1 failure, 0 neither (success counting only).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub outcome: i8,
}

impl Face {
    pub(crate) fn new(value: i32) -> Face {
        Face {
            value,
            rolled: None,
            dropped: false,
            rerolled: false,
            exploded: false,
            added: false,
            outcome: 0,
        }
    }

    /// Counts toward the group (not dropped, not replaced by a reroll).
    pub fn live(&self) -> bool {
        !self.dropped && !self.rerolled
    }
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &i8) -> bool {
    *n == 0
}

/// A remark on a roll that is not an error.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Note {
    /// Die `die` (1-based, in its group) of group `group` (1-based) in repeat `row`
    /// (1-based) reached the explosion/reroll cap and stopped.
    CapReached {
        row: u32,
        group: u32,
        die: u32,
        cap: u32,
    },
}

impl Note {
    /// The Fluent key and arguments of this note (`roll-note-cap`).
    pub fn message(&self) -> (&'static str, Vec<(&'static str, Arg)>) {
        match *self {
            Note::CapReached {
                row,
                group,
                die,
                cap,
            } => (
                "roll-note-cap",
                vec![
                    ("row", Arg::from(row)),
                    ("group", Arg::from(group)),
                    ("die", Arg::from(die)),
                    ("cap", Arg::from(cap)),
                ],
            ),
        }
    }
}
