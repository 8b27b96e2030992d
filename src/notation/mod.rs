//! The dice notation of `/roll`: Avrae's notation (`1d20+5`, `4d6kh3`, `k3`, `p1`,
//! `ro`/`rr`/`ra`, `e`, `mi`/`ma`, selectors `X hX lX >X <X`, `+ - * / //`, parentheses,
//! `d20`, `d%`) plus Dice Maiden's success counting (`8d10>=7`, `t7`, `f1`), `!`
//! explosions, Fate dice (`4dF`), repeats (`6x …`) and `# comment`. Pinned meanings and
//! limits are listed in `docs/notation.md`.
//!
//! Pure: no I/O, dice only through `&mut dyn Dice`. One file per job: [`lexer`],
//! [`parser`], [`ast`], [`eval`], [`limits`], [`odds`](mod@odds), [`simulate`](mod@simulate),
//! [`render`](mod@render), [`bounds`], [`result`].

mod ast;
mod bounds;
mod eval;
mod fft;
mod lexer;
pub mod limits;
mod odds;
mod parser;
mod render;
mod result;
mod simulate;

#[cfg(test)]
mod tests;

pub(crate) use ast::Item;
pub use ast::{BinOp, CmpOp, Program};
pub use eval::{roll, roll_with_cap};
pub use odds::{Odds, exact_odds, odds, odds_with_cap};
pub use parser::parse;
pub use render::{Verdicts, render, render_with};
pub use result::{Check, DiceGroup, Face, Note, Part, Rolled, Row};
pub use simulate::{Simulation, simulate};
