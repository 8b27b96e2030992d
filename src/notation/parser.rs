//! Recursive descent over the [`Cursor`], emitting display items and postfix code in
//! one pass. Recursion happens only at `(` and unary signs, and both count against
//! [`MAX_DEPTH`], so no input can overflow the stack.
//!
//! ```text
//! line    := [INT "x"] expr [check] [adv] [comment]
//! check   := ("==" | ">=" | ">" | "<=" | "<") ["-"] INT   compares the whole total
//! adv     := "adv" | "dis"                                after whitespace
//! expr    := term (("+" | "-") term)*
//! term    := unary (("*" | "//" | "/") unary)*
//! unary   := ("-" | "+") unary | atom annotation*
//! atom    := "(" expr ")" | set | dice | INT
//! set     := "(" expr ("," expr)* [","] ")" setop*       a comma or k/p makes a set
//! annotation := "[" text "]"
//! dice    := [INT] "d" (INT | "%" | "F") setop* [count]
//! setop   := ("k" | "p" | "rr" | "ro" | "ra" | "e") selector | ("mi" | "ma") INT
//!          | "!" [selector]
//! selector:= INT | "h" INT | "l" INT | ">" INT | "<" INT
//! count   := (">=" | ">" | "<=" | "<" | "==" | "t") INT ["f" [cmp] INT]
//! ```

use super::ast::{
    BinOp, CmpOp, Compare, Counting, DiceSpec, Instr, Item, Program, Selector, SetOp, SetSpec,
};
use super::lexer::Cursor;
use super::limits::{
    MAX_ANNOTATION_CHARS, MAX_DEPTH, MAX_DICE, MAX_INPUT_CHARS, MAX_REPEATS, MAX_SIDES, MIN_SIDES,
};
use crate::error::UserError;

/// Parses a whole `/roll` line: `[Nx] expression [# comment]`. A line refused only for its
/// spaces (`4d6 kh3`) comes back with the spaceless form as a suggestion.
pub fn parse(input: &str) -> Result<Program, UserError> {
    parse_exact(input).map_err(|error| {
        let spaceless: String = input.split_whitespace().collect();
        let worth_trying = !input.contains('#') && spaceless.len() < input.trim().len();
        if worth_trying && parse_exact(&spaceless).is_ok() {
            error.arg(
                "suggestion",
                crate::error::Arg::markup(format!("`{spaceless}`")),
            )
        } else {
            error
        }
    })
}

fn parse_exact(input: &str) -> Result<Program, UserError> {
    if input.len() > MAX_INPUT_CHARS {
        let len = input.chars().count();
        if len > MAX_INPUT_CHARS {
            return Err(UserError::new("err-roll-too-long")
                .arg("max", MAX_INPUT_CHARS)
                .arg("len", len));
        }
    }
    // Pin: everything after `#` is the comment and is never parsed (a `#` inside an
    // `[annotation]` is part of it).
    let (expr_text, hash_comment) = match comment_start(input) {
        Some(i) => (
            input.get(..i).unwrap_or(""),
            input.get(i + 1..).map(str::trim),
        ),
        None => (input, None),
    };
    let (repeats, body) = split_repeats(expr_text.trim())?;
    if body.is_empty() {
        return Err(UserError::new("err-roll-empty"));
    }
    let mut p = Parser {
        cur: Cursor::new(body),
        depth: 0,
        repeats,
        dice_total: 0,
        items: Vec::with_capacity(8),
        code: Vec::with_capacity(8),
        groups: Vec::with_capacity(2),
        ops: Vec::new(),
        sets: Vec::new(),
        members: Vec::new(),
        annotations: Vec::new(),
    };
    p.expr()?;
    p.cur.skip_ws();
    let check = p.check()?;
    p.cur.skip_ws();
    let expr_end = p.cur.pos();
    // Avrae's `adv` / `dis`: the two words that are not a comment.
    let advantage = if p.prev_is_ws() {
        p.advantage_word()
    } else {
        None
    };
    if advantage.is_some() {
        p.cur.skip_ws();
    }
    let mut trailing = None;
    if !p.cur.at_end() {
        let rest = body.get(p.cur.pos()..).unwrap_or("");
        if p.prev_is_ws() && is_trailing_comment(rest) {
            trailing = Some(rest.trim());
        } else if p.cur.peek() == Some(b')') {
            return Err(UserError::new("err-roll-unbalanced"));
        } else {
            return Err(unexpected(&p.cur));
        }
    }
    let comment = match (trailing, hash_comment.filter(|c| !c.is_empty())) {
        (Some(t), Some(h)) => Some(format!("{t} {h}")),
        (Some(t), None) => Some(t.to_owned()),
        (None, Some(h)) => Some(h.to_owned()),
        (None, None) => None,
    };
    let mut source = body.get(..expr_end).unwrap_or(body).trim_end().to_owned();
    if let Some(highest) = advantage {
        p.advantage(&mut source, highest)?;
    }
    Ok(Program {
        repeats,
        comment,
        source,
        items: p.items,
        code: p.code,
        groups: p.groups,
        ops: p.ops,
        sets: p.sets,
        members: p.members,
        annotations: p.annotations,
        check,
    })
}

/// Where the `#` comment starts: the first `#` outside an `[annotation]`.
fn comment_start(input: &str) -> Option<usize> {
    let mut in_annotation = false;
    for (i, b) in input.bytes().enumerate() {
        match b {
            b'[' => in_annotation = true,
            b']' => in_annotation = false,
            b'#' if !in_annotation => return Some(i),
            _ => {}
        }
    }
    None
}

/// Dice Maiden's repeat prefix `6x 4d6kh3` (the `x` is required: `6 4d6` is refused).
fn split_repeats(text: &str) -> Result<(u32, &str), UserError> {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let after = text.get(digits..).unwrap_or("");
    if digits == 0 || !(after.starts_with('x') || after.starts_with('X')) {
        return Ok((1, text));
    }
    let n = text
        .get(..digits)
        .and_then(|d| d.parse::<u32>().ok())
        .unwrap_or(u32::MAX);
    if n == 0 || n > MAX_REPEATS {
        return Err(UserError::new("err-roll-repeats").arg("max", MAX_REPEATS));
    }
    Ok((n, after.get(1..).unwrap_or("").trim_start()))
}

/// Avrae's trailing comment (`1d20 please don't break`): after whitespace, text whose
/// first word starts with a letter and holds no digit. `4d6 kh3` is an error instead.
fn is_trailing_comment(rest: &str) -> bool {
    let word = rest.split_whitespace().next().unwrap_or("");
    word.chars().next().is_some_and(char::is_alphabetic)
        && !word.chars().any(|c| c.is_ascii_digit())
}

/// Eats a comparison sign (`==`, `>=`, `<=`, `>`, `<`, longest first), if one comes next:
/// the one reading of the signs for dice counts and whole-roll checks alike.
fn comparison_sign(cur: &mut Cursor<'_>) -> Option<CmpOp> {
    [
        ("==", CmpOp::Eq),
        (">=", CmpOp::Ge),
        ("<=", CmpOp::Le),
        (">", CmpOp::Gt),
        ("<", CmpOp::Lt),
    ]
    .into_iter()
    .find_map(|(sign, op)| cur.eat(sign).then_some(op))
}

fn unexpected(cur: &Cursor<'_>) -> UserError {
    if cur.at_end() {
        UserError::new("err-roll-unexpected-end")
    } else {
        UserError::new("err-roll-unexpected").arg("found", cur.excerpt())
    }
}

fn saturating_i64(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

struct Parser<'a> {
    cur: Cursor<'a>,
    depth: u32,
    repeats: u32,
    dice_total: u64,
    items: Vec<Item>,
    code: Vec<Instr>,
    groups: Vec<DiceSpec>,
    ops: Vec<SetOp>,
    sets: Vec<SetSpec>,
    members: Vec<u32>,
    annotations: Vec<String>,
}

impl Parser<'_> {
    fn prev_is_ws(&self) -> bool {
        let pos = self.cur.pos();
        pos > 0
            && self
                .cur
                .peek_before()
                .is_some_and(|b| b.is_ascii_whitespace())
    }

    fn enter(&mut self) -> Result<(), UserError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(UserError::new("err-roll-too-deep").arg("max", MAX_DEPTH));
        }
        Ok(())
    }

    fn expr(&mut self) -> Result<(), UserError> {
        self.term()?;
        loop {
            self.cur.skip_ws();
            let op = match self.cur.peek() {
                Some(b'+') => BinOp::Add,
                Some(b'-') => BinOp::Sub,
                _ => return Ok(()),
            };
            self.cur.bump();
            self.items.push(Item::Op(op));
            self.term()?;
            self.code.push(Instr::Bin(op));
        }
    }

    fn term(&mut self) -> Result<(), UserError> {
        self.unary()?;
        loop {
            self.cur.skip_ws();
            let op = match self.cur.peek() {
                Some(b'*') => BinOp::Mul,
                Some(b'/') if self.cur.peek_at(1) == Some(b'/') => BinOp::FloorDiv,
                Some(b'/') => BinOp::Div,
                _ => return Ok(()),
            };
            self.cur.bump();
            if op == BinOp::FloorDiv {
                self.cur.bump();
            }
            self.items.push(Item::Op(op));
            self.unary()?;
            self.code.push(Instr::Bin(op));
        }
    }

    fn unary(&mut self) -> Result<(), UserError> {
        self.cur.skip_ws();
        let negative = match self.cur.peek() {
            Some(b'-') => true,
            Some(b'+') => false,
            _ => {
                self.atom()?;
                return self.annotations();
            }
        };
        self.enter()?;
        self.cur.bump();
        self.items
            .push(if negative { Item::Neg } else { Item::Pos });
        self.unary()?;
        if negative {
            self.code.push(Instr::Neg);
        }
        self.depth -= 1;
        Ok(())
    }

    fn atom(&mut self) -> Result<(), UserError> {
        self.cur.skip_ws();
        match self.cur.peek() {
            Some(b'(') => {
                self.enter()?;
                self.cur.bump();
                self.open()?;
                self.depth -= 1;
                Ok(())
            }
            Some(b) if b.is_ascii_digit() || b == b'd' => self.number_or_dice(),
            _ => Err(unexpected(&self.cur)),
        }
    }

    fn number_or_dice(&mut self) -> Result<(), UserError> {
        let start = self.cur.pos();
        let count = self.cur.number();
        if self.cur.peek() == Some(b'd') {
            return self.dice(start, count.unwrap_or(1));
        }
        let Some(n) = count else {
            return Err(unexpected(&self.cur));
        };
        let value = i64::try_from(n)
            .map_err(|_| UserError::new("err-roll-number-too-big").arg("max", i64::MAX))?;
        self.items.push(Item::Number(value));
        self.code.push(Instr::Number(value));
        Ok(())
    }

    fn dice(&mut self, start: usize, count: u64) -> Result<(), UserError> {
        self.cur.bump(); // the `d`
        let (sides, fate) = if self.cur.eat("%") {
            (100, false) // pin: d% is 1d100
        } else if self.cur.peek() == Some(b'f') {
            self.cur.bump();
            (3, true)
        } else if let Some(s) = self.cur.number() {
            if s < u64::from(MIN_SIDES) || s > u64::from(MAX_SIDES) {
                return Err(UserError::new("err-roll-sides")
                    .arg("min", MIN_SIDES)
                    .arg("max", MAX_SIDES)
                    .arg("sides", saturating_i64(s)));
            }
            (u32::try_from(s).unwrap_or(MAX_SIDES), false)
        } else {
            return Err(unexpected(&self.cur));
        };
        if count == 0 {
            return Err(UserError::new("err-roll-zero-dice"));
        }
        self.dice_total = self.dice_total.saturating_add(count);
        if self.dice_total.saturating_mul(u64::from(self.repeats)) > u64::from(MAX_DICE) {
            return Err(UserError::new("err-roll-too-many-dice").arg("max", MAX_DICE));
        }
        let count = u32::try_from(count).unwrap_or(MAX_DICE);
        let mut spec = DiceSpec {
            count,
            sides,
            fate,
            ops: self.ops.len()..self.ops.len(),
            counting: None,
            span: (0, 0),
        };
        while let Some(op) = self.set_op(&spec)? {
            self.ops.push(op);
        }
        spec.ops.end = self.ops.len();
        spec.counting = self.counting()?;
        if self
            .cur
            .peek()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b"!<>=.".contains(&b))
        {
            return Err(UserError::new("err-roll-unknown-op").arg("found", self.cur.excerpt()));
        }
        let index = u16::try_from(self.groups.len())
            .map_err(|_| UserError::new("err-roll-too-many-dice").arg("max", MAX_DICE))?;
        spec.span = (
            u32::try_from(start).unwrap_or(0),
            u32::try_from(self.cur.pos()).unwrap_or(0),
        );
        self.groups.push(spec);
        self.items.push(Item::Dice(index));
        self.code.push(Instr::Dice(index));
        Ok(())
    }

    /// One Avrae set operation, `None` when none follows.
    fn set_op(&mut self, spec: &DiceSpec) -> Result<Option<SetOp>, UserError> {
        let c = &mut self.cur;
        let op = match c.peek() {
            Some(b'k') => {
                c.bump();
                SetOp::Keep(self.selector("k")?)
            }
            Some(b'p') => {
                c.bump();
                SetOp::Drop(self.selector("p")?)
            }
            Some(b'r') if c.eat("rr") => SetOp::Reroll(self.selector("rr")?),
            Some(b'r') if c.eat("ro") => SetOp::RerollOnce(self.selector("ro")?),
            Some(b'r') if c.eat("ra") => SetOp::RerollAdd(self.selector("ra")?),
            Some(b'r') => return Err(maiden("r", "ro")),
            Some(b'e') => {
                c.bump();
                SetOp::Explode(self.selector("e")?)
            }
            Some(b'm') if c.eat("mi") => SetOp::Min(self.plain_number("mi")?),
            Some(b'm') if c.eat("ma") => SetOp::Max(self.plain_number("ma")?),
            Some(b'!') => {
                c.bump();
                // Dice Maiden's `!`: explode on the highest face, or on a selector
                // written right after it (`!>4`). `!>=5` is `!` then a success count.
                let selector_follows = match (c.peek(), c.peek_at(1)) {
                    (Some(b'>' | b'<'), Some(b'=')) => false,
                    (Some(b'>' | b'<'), _) => true,
                    (Some(b), _) => b.is_ascii_digit(),
                    _ => false,
                };
                if selector_follows {
                    SetOp::Explode(self.selector("!")?)
                } else {
                    SetOp::Explode(Selector::Literal(i64::from(spec.sides)))
                }
            }
            Some(b'i') if c.eat("ie") => return Err(maiden("ie", "e")),
            Some(b'i') if c.eat("ir") => return Err(maiden("ir", "rr")),
            Some(b'd') if c.eat("dh") => return Err(maiden("dh", "ph")),
            Some(b'd') if c.eat("dl") => return Err(maiden("dl", "pl")),
            Some(b'd') if c.peek_at(1).is_some_and(|b| b.is_ascii_digit()) => {
                return Err(maiden("d", "pl"));
            }
            _ => return Ok(None),
        };
        check_op(op, spec)?;
        Ok(Some(op))
    }

    fn selector(&mut self, op: &'static str) -> Result<Selector, UserError> {
        let c = &mut self.cur;
        let kind = c.peek();
        if matches!(kind, Some(b'>' | b'<' | b'h' | b'l')) {
            c.bump();
        }
        let Some(n) = c.number() else {
            return Err(UserError::new("err-roll-needs-number").arg("op", op));
        };
        Ok(match kind {
            Some(b'>') => Selector::Greater(saturating_i64(n)),
            Some(b'<') => Selector::Less(saturating_i64(n)),
            Some(b'h') => Selector::Highest(u32::try_from(n).unwrap_or(u32::MAX)),
            Some(b'l') => Selector::Lowest(u32::try_from(n).unwrap_or(u32::MAX)),
            _ => Selector::Literal(saturating_i64(n)),
        })
    }

    fn plain_number(&mut self, op: &'static str) -> Result<i64, UserError> {
        self.cur
            .number()
            .map(saturating_i64)
            .ok_or_else(|| UserError::new("err-roll-needs-number").arg("op", op))
    }

    fn compare(&mut self, default: Option<CmpOp>, op: &'static str) -> Result<Compare, UserError> {
        let c = &mut self.cur;
        let cmp = if let Some(sign) = comparison_sign(c) {
            sign
        } else if let Some(d) = default {
            d
        } else {
            return Err(UserError::new("err-roll-needs-number").arg("op", op));
        };
        let value = self.plain_number(op)?;
        Ok(Compare { op: cmp, value })
    }

    /// Dice Maiden's success counting: `>=T`, `>T`, `<=T`, `<T`, `tT`, then failures
    /// `fT` (= `f<=T`) subtracted.
    fn counting(&mut self) -> Result<Option<Counting>, UserError> {
        let mut counting = Counting {
            success: None,
            failure: None,
        };
        loop {
            match self.cur.peek() {
                Some(b'>' | b'<') => counting.success = Some(self.compare(None, ">=")?),
                Some(b'=') if self.cur.peek_at(1) == Some(b'=') => {
                    counting.success = Some(self.compare(None, "==")?);
                }
                Some(b't') => {
                    self.cur.bump();
                    counting.success = Some(self.compare(Some(CmpOp::Ge), "t")?);
                }
                Some(b'f') => {
                    self.cur.bump();
                    counting.failure = Some(self.compare(Some(CmpOp::Le), "f")?);
                }
                _ => break,
            }
        }
        match counting {
            Counting {
                success: None,
                failure: None,
            } => Ok(None),
            Counting { success: None, .. } => Err(UserError::new("err-roll-failures-need-target")),
            c => Ok(Some(c)),
        }
    }
}

/// Sets, annotations, the whole-roll check and `adv`/`dis`.
impl Parser<'_> {
    fn item_index(&self) -> Result<u32, UserError> {
        u32::try_from(self.items.len()).map_err(|_| too_long())
    }

    /// After `(`: a parenthesized expression, or a set when a comma or `k`/`p` follows.
    fn open(&mut self) -> Result<(), UserError> {
        self.items.push(Item::Open);
        let mut members: Vec<u32> = Vec::new();
        let mut is_set = false;
        loop {
            self.expr()?;
            self.cur.skip_ws();
            match self.cur.peek() {
                Some(b',') => {
                    is_set = true;
                    members.push(self.item_index()?);
                    self.items.push(Item::Member);
                    self.cur.bump();
                    self.cur.skip_ws();
                    if self.cur.peek() == Some(b')') {
                        break; // Avrae's trailing comma: `(1d20,)`
                    }
                    self.items.push(Item::Comma);
                }
                Some(b')') => {
                    if is_set || matches!(self.cur.peek_at(1), Some(b'k' | b'p')) {
                        is_set = true;
                        members.push(self.item_index()?);
                        self.items.push(Item::Member);
                    }
                    break;
                }
                Some(b'<' | b'>' | b'=') => return Err(UserError::new("err-roll-check-place")),
                None => return Err(UserError::new("err-roll-unbalanced")),
                Some(_) => return Err(unexpected(&self.cur)),
            }
        }
        self.cur.bump(); // the `)`
        if !is_set {
            self.items.push(Item::Close);
            return Ok(());
        }
        let ops_start = self.ops.len();
        let span_start = self.cur.pos();
        loop {
            let op = match self.cur.peek() {
                Some(b'k') => {
                    self.cur.bump();
                    SetOp::Keep(self.selector("k")?)
                }
                Some(b'p') => {
                    self.cur.bump();
                    SetOp::Drop(self.selector("p")?)
                }
                Some(b'r' | b'e' | b'm' | b'!' | b'd' | b't' | b'f') => {
                    return Err(UserError::new("err-roll-set-op").arg("found", self.cur.excerpt()));
                }
                _ => break,
            };
            self.ops.push(op);
        }
        let index = u16::try_from(self.sets.len()).map_err(|_| too_long())?;
        let first = self.members.len();
        self.members.extend(members);
        self.sets.push(SetSpec {
            members: first..self.members.len(),
            ops: ops_start..self.ops.len(),
            span: (
                u32::try_from(span_start).unwrap_or(0),
                u32::try_from(self.cur.pos()).unwrap_or(0),
            ),
        });
        self.items.push(Item::SetClose(index));
        self.code.push(Instr::Set(index));
        Ok(())
    }

    /// Avrae's `[text]` after a term, any number of them.
    fn annotations(&mut self) -> Result<(), UserError> {
        loop {
            let before = self.cur.pos();
            self.cur.skip_ws();
            if self.cur.peek() != Some(b'[') {
                self.cur.seek(before);
                return Ok(());
            }
            self.cur.bump();
            let rest = self.cur.rest();
            let Some(len) = rest.iter().position(|&b| b == b']') else {
                return Err(UserError::new("err-roll-annotation-unclosed"));
            };
            // `[` and `]` are ASCII, so the text between them is whole UTF-8.
            let raw = std::str::from_utf8(rest.get(..len).unwrap_or(&[])).unwrap_or("");
            let text: String = raw
                .chars()
                .map(|c| if c.is_control() { ' ' } else { c })
                .collect();
            let text = text.trim();
            if text.chars().count() > MAX_ANNOTATION_CHARS {
                return Err(
                    UserError::new("err-roll-annotation-too-long").arg("max", MAX_ANNOTATION_CHARS)
                );
            }
            self.cur.seek(self.cur.pos() + len + 1);
            let index = u16::try_from(self.annotations.len()).map_err(|_| too_long())?;
            self.annotations.push(text.to_owned());
            self.items.push(Item::Annotation(index));
        }
    }

    /// A comparison after the whole expression (`>= 15`): pass or fail.
    fn check(&mut self) -> Result<Option<Compare>, UserError> {
        let c = &mut self.cur;
        let Some(op) = comparison_sign(c) else {
            return Ok(None);
        };
        c.skip_ws();
        let negative = c.eat("-");
        let Some(n) = c.number() else {
            return Err(UserError::new("err-roll-needs-number").arg("op", op.symbol()));
        };
        let value = i64::try_from(n)
            .map_err(|_| UserError::new("err-roll-number-too-big").arg("max", i64::MAX))?;
        let value = if negative { -value } else { value };
        Ok(Some(Compare { op, value }))
    }

    /// `adv` (true) or `dis` (false) as a whole word at the cursor, consumed.
    fn advantage_word(&mut self) -> Option<bool> {
        for (word, highest) in [("adv", true), ("dis", false)] {
            let rest = self.cur.rest();
            let whole = rest.get(3).is_none_or(u8::is_ascii_whitespace);
            if whole && self.cur.eat(word) {
                return Some(highest);
            }
        }
        None
    }

    /// Turns the leading `1d20` into `2d20kh1` (`adv`) or `2d20kl1` (`dis`), in the
    /// program and in its shown source. Refused unless the expression starts with one
    /// d20 whose operations apply die by die (`ro`, `rr`, `mi`, `ma`).
    fn advantage(&mut self, source: &mut String, highest: bool) -> Result<(), UserError> {
        let word = if highest { "adv" } else { "dis" };
        let refuse = || UserError::new("err-roll-adv-needs-d20").arg("word", word);
        if self.items.first() != Some(&Item::Dice(0)) {
            return Err(refuse());
        }
        let Some(group) = self.groups.first() else {
            return Err(refuse());
        };
        let per_die = self.ops.get(group.ops.clone()).is_some_and(|ops| {
            ops.iter().all(|op| match op {
                SetOp::Reroll(s) | SetOp::RerollOnce(s) => !s.by_rank(),
                SetOp::Min(_) | SetOp::Max(_) => true,
                _ => false,
            })
        });
        if group.count != 1
            || group.sides != 20
            || group.fate
            || group.counting.is_some()
            || !per_die
        {
            return Err(refuse());
        }
        self.dice_total = self.dice_total.saturating_add(1);
        if self.dice_total.saturating_mul(u64::from(self.repeats)) > u64::from(MAX_DICE) {
            return Err(UserError::new("err-roll-too-many-dice").arg("max", MAX_DICE));
        }
        let at = group.ops.end;
        let (a, b) = (group.span.0 as usize, group.span.1 as usize);
        let old = source.get(a..b).ok_or_else(refuse)?;
        // The group reads `1d20…` or `d20…`: keep its operations, add the keep.
        let after_sides = old
            .bytes()
            .position(|c| c.eq_ignore_ascii_case(&b'd'))
            .map_or(old.len(), |d| d + 3);
        let ops_text = old.get(after_sides..).unwrap_or("");
        let new = format!("2d20{ops_text}{}", if highest { "kh1" } else { "kl1" });
        let grown = new.len() - old.len();
        source.replace_range(a..b, &new);
        let keep = if highest {
            Selector::Highest(1)
        } else {
            Selector::Lowest(1)
        };
        self.ops.insert(at, SetOp::Keep(keep));
        let shift = |span: &mut (u32, u32)| {
            if span.0 as usize >= b {
                span.0 += grown as u32;
                span.1 += grown as u32;
            }
        };
        for (i, g) in self.groups.iter_mut().enumerate() {
            if i == 0 {
                g.count = 2;
                g.ops.end += 1;
                g.span.1 += grown as u32;
            } else {
                g.ops.start += 1;
                g.ops.end += 1;
                shift(&mut g.span);
            }
        }
        for set in &mut self.sets {
            set.ops.start += 1;
            set.ops.end += 1;
            shift(&mut set.span);
        }
        Ok(())
    }
}

/// Past any real input: more sets or annotations than 1,000 characters can write.
fn too_long() -> UserError {
    UserError::new("err-roll-too-long")
        .arg("max", MAX_INPUT_CHARS)
        .arg("len", MAX_INPUT_CHARS)
}

fn maiden(found: &'static str, avrae: &'static str) -> UserError {
    UserError::new("err-roll-dice-maiden")
        .arg("found", found)
        .arg("avrae", avrae)
}

/// Refuses operations that cannot end or do not apply: `rr`/`e` by rank (`rrh1`) or
/// matching every face (`1d6rr<7`, `d6!>0`), and anything but `k`/`p` on Fate dice.
fn check_op(op: SetOp, spec: &DiceSpec) -> Result<(), UserError> {
    let (lo, hi) = spec.face_range();
    if spec.fate && !matches!(op, SetOp::Keep(_) | SetOp::Drop(_)) {
        return Err(UserError::new("err-roll-fate-op").arg("op", op.name()));
    }
    if let SetOp::Reroll(sel) | SetOp::Explode(sel) = op {
        if sel.by_rank() {
            return Err(UserError::new("err-roll-rank-selector").arg("op", op.name()));
        }
        let every_face = match sel {
            Selector::Literal(x) => lo == hi && x == lo,
            Selector::Greater(x) => x < lo,
            Selector::Less(x) => x > hi,
            Selector::Highest(_) | Selector::Lowest(_) => false,
        };
        if every_face {
            return Err(UserError::new("err-roll-endless").arg("op", op.name()));
        }
    }
    Ok(())
}
