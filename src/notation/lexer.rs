//! A byte cursor over the expression: no token vector, no allocation. Keywords are
//! ASCII and case-insensitive (`4D6KH3` = `4d6kh3`); anything else is left to the parser
//! to refuse.

pub(crate) struct Cursor<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(text: &'a str) -> Self {
        Cursor {
            bytes: text.as_bytes(),
            pos: 0,
        }
    }

    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Moves back to a position [`pos`](Self::pos) returned.
    pub fn seek(&mut self, pos: usize) {
        self.pos = pos.min(self.bytes.len());
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.bytes.len()
    }

    /// The next byte, lower-cased.
    pub fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).map(u8::to_ascii_lowercase)
    }

    pub fn peek_at(&self, ahead: usize) -> Option<u8> {
        self.bytes
            .get(self.pos.saturating_add(ahead))
            .map(u8::to_ascii_lowercase)
    }

    pub fn bump(&mut self) {
        if self.pos < self.bytes.len() {
            self.pos += 1;
        }
    }

    /// Consumes `word` (lower-case ASCII) when the input continues with it.
    pub fn eat(&mut self, word: &str) -> bool {
        let w = word.as_bytes();
        let end = self.pos.saturating_add(w.len());
        match self.bytes.get(self.pos..end) {
            Some(s) if s.eq_ignore_ascii_case(w) => {
                self.pos = end;
                true
            }
            _ => false,
        }
    }

    pub fn skip_ws(&mut self) -> bool {
        let start = self.pos;
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.pos += 1;
        }
        self.pos > start
    }

    pub fn peek_digit(&self) -> bool {
        self.peek().is_some_and(|b| b.is_ascii_digit())
    }

    /// A run of decimal digits, saturating at `u64::MAX` (so a 30-digit count is simply
    /// "too many", never an overflow). `None` when no digit follows.
    pub fn number(&mut self) -> Option<u64> {
        if !self.peek_digit() {
            return None;
        }
        let mut n: u64 = 0;
        while let Some(b) = self.peek().filter(u8::is_ascii_digit) {
            n = n.saturating_mul(10).saturating_add(u64::from(b - b'0'));
            self.pos += 1;
        }
        Some(n)
    }

    /// The rest of the input from the cursor.
    pub fn rest(&self) -> &'a [u8] {
        self.bytes.get(self.pos..).unwrap_or(&[])
    }

    /// A short excerpt at the cursor for error messages: the next run of
    /// non-whitespace, at most 12 characters.
    pub fn excerpt(&self) -> String {
        let rest = String::from_utf8_lossy(self.rest());
        let word: String = rest
            .chars()
            .take_while(|c| !c.is_whitespace())
            .take(12)
            .collect();
        if word.is_empty() {
            rest.chars().take(1).collect()
        } else {
            word
        }
    }
}

impl Cursor<'_> {
    /// The byte just before the cursor, lower-cased.
    pub fn peek_before(&self) -> Option<u8> {
        self.pos
            .checked_sub(1)
            .and_then(|p| self.bytes.get(p))
            .map(u8::to_ascii_lowercase)
    }
}
