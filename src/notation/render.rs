//! Text of a roll: one line per repeat, every die shown. Markdown strikes dropped and
//! rerolled dice (`~~1~~`) and bolds totals; plain text marks them `1(x)`. Exploding
//! dice carry `!`, successes `✓` and failures `✗`, Fate faces show `-`, `0`, `+`,
//! and `mi`/`ma` show `1 -> 2`. A set shows each member's total after `→`, struck when
//! the set drops it; `[annotations]` stay beside their term; a whole-roll check follows
//! the total with the words the caller gives ([`Verdicts`]). Notes are not rendered
//! here: they are localized by the caller ([`Note::message`](super::Note::message)).

use std::fmt::Write;

use super::result::{DiceGroup, Face, Part, Rolled};

/// The words of a check's outcome, localized by the caller.
#[derive(Debug, Clone, Copy)]
pub struct Verdicts<'a> {
    pub pass: &'a str,
    pub fail: &'a str,
}

/// Renders `rolled` with `✓` / `✗` for a check's pass or fail.
pub fn render(rolled: &Rolled, markdown: bool) -> String {
    render_with(
        rolled,
        markdown,
        Verdicts {
            pass: "✓",
            fail: "✗",
        },
    )
}

/// Renders `rolled`; a comment, if any, comes first on its own line.
pub fn render_with(rolled: &Rolled, markdown: bool, verdicts: Verdicts<'_>) -> String {
    let mut out = String::with_capacity(64);
    if let Some(comment) = &rolled.comment {
        if markdown {
            out.push('*');
            push_escaped(&mut out, comment, true);
            out.push('*');
        } else {
            out.push_str(comment);
        }
        out.push('\n');
    }
    for (n, row) in rolled.rows.iter().enumerate() {
        if n > 0 {
            out.push('\n');
        }
        for part in &row.parts {
            match part {
                Part::Number(v) => {
                    let _ = write!(out, "{v}");
                }
                Part::Op(op) => {
                    out.push(' ');
                    push_escaped(&mut out, op.symbol(), markdown);
                    out.push(' ');
                }
                Part::Neg => out.push('-'),
                Part::Pos => out.push('+'),
                Part::Open => out.push('('),
                Part::Close => out.push(')'),
                Part::Dice(group) => push_group(&mut out, &rolled.expression, group, markdown),
                Part::Member { value, kept } => {
                    out.push_str(" → ");
                    match (kept, markdown) {
                        (true, _) => {
                            let _ = write!(out, "{value}");
                        }
                        (false, true) => {
                            let _ = write!(out, "~~{value}~~");
                        }
                        (false, false) => {
                            let _ = write!(out, "{value}(x)");
                        }
                    }
                }
                Part::Comma => out.push_str(", "),
                Part::SetClose { span: (a, b) } => {
                    out.push(')');
                    let ops = rolled.expression.get(*a as usize..*b as usize);
                    push_escaped(&mut out, ops.unwrap_or(""), markdown);
                }
                Part::Annotation(text) if text.is_empty() => {}
                Part::Annotation(text) => {
                    out.push_str(" [");
                    push_escaped(&mut out, text, markdown);
                    out.push(']');
                }
            }
        }
        if markdown {
            let _ = write!(out, " = **{}**", row.total);
        } else {
            let _ = write!(out, " = {}", row.total);
        }
        if let Some(check) = &row.check {
            let word = if check.pass {
                verdicts.pass
            } else {
                verdicts.fail
            };
            let _ = write!(out, " {} {}: ", check.op.symbol(), check.target);
            if markdown {
                out.push_str("**");
                push_escaped(&mut out, word, true);
                out.push_str("**");
            } else {
                out.push_str(word);
            }
        }
    }
    out
}

fn push_group(out: &mut String, expression: &str, group: &DiceGroup, markdown: bool) {
    let (a, b) = group.span;
    let notation = expression.get(a as usize..b as usize).unwrap_or("?");
    push_escaped(out, notation, markdown);
    out.push_str(" (");
    for (i, face) in group.faces.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        push_face(out, face, group.fate, markdown);
    }
    out.push(')');
}

fn push_face(out: &mut String, face: &Face, fate: bool, markdown: bool) {
    let struck = !face.live();
    if struck && markdown {
        out.push_str("~~");
    }
    if let Some(rolled) = face.rolled {
        push_value(out, i32::from(rolled), fate);
        out.push_str(" -> ");
    }
    push_value(out, face.value, fate);
    if face.exploded {
        out.push('!');
    }
    match face.outcome {
        1 => out.push('✓'),
        -1 => out.push('✗'),
        _ => {}
    }
    if struck {
        out.push_str(if markdown { "~~" } else { "(x)" });
    }
}

fn push_value(out: &mut String, value: i32, fate: bool) {
    if fate {
        out.push(match value {
            v if v < 0 => '-',
            0 => '0',
            _ => '+',
        });
    } else {
        let _ = write!(out, "{value}");
    }
}

/// Escapes Discord markdown (`*`, `_`, `~`, `` ` ``, `|`, `\`) in user text.
fn push_escaped(out: &mut String, text: &str, markdown: bool) {
    for c in text.chars() {
        if markdown && matches!(c, '*' | '_' | '~' | '`' | '|' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
}
