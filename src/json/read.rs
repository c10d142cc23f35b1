//! Reading JSON text: to a tree of values ([`parse`]), or piece by piece without keeping what
//! is passed over ([`Reader`], for counting a huge file's lists before building anything).

use super::value::{Map, Number, Value};

/// serde_json's limit on lists and objects inside one another (the 128th fails), which keeps
/// the reading's recursion within the stack on any input.
const MAX_DEPTH: u8 = 128;

/// The tree of values of `text`, or None when it is not one JSON value (with spaces around).
pub fn parse(text: &str) -> Option<Value> {
    let mut r = Reader::new(text);
    let v = r.value()?;
    r.end()?;
    Some(v)
}

/// A position in JSON text.
pub struct Reader<'a> {
    text: &'a [u8],
    at: usize,
    depth: u8,
}

impl<'a> Reader<'a> {
    pub fn new(text: &'a str) -> Reader<'a> {
        Reader { text: text.as_bytes(), at: 0, depth: 0 }
    }

    /// The next byte after spaces, not taken.
    pub fn peek(&mut self) -> Option<u8> {
        while let Some(b' ' | b'\n' | b'\t' | b'\r') = self.text.get(self.at) {
            self.at += 1;
        }
        self.text.get(self.at).copied()
    }

    fn next(&mut self) -> Option<u8> {
        let b = self.text.get(self.at).copied()?;
        self.at += 1;
        Some(b)
    }

    /// Takes `b` after spaces, or fails.
    fn expect(&mut self, b: u8) -> Option<()> {
        (self.peek()? == b).then(|| self.at += 1)
    }

    /// Only spaces are left.
    pub fn end(&mut self) -> Option<()> {
        self.peek().is_none().then_some(())
    }

    /// The next value, built.
    pub fn value(&mut self) -> Option<Value> {
        self.any(true)
    }

    /// Passes over the next value (checked as [`Reader::value`] checks it), keeping nothing.
    pub fn skip(&mut self) -> Option<()> {
        self.any(false).map(drop)
    }

    /// The next value if it is a text; any other value is passed over (`Some(None)`).
    pub fn text(&mut self) -> Option<Option<String>> {
        if self.peek()? == b'"' {
            self.at += 1;
            return self.string(true).map(Some);
        }
        self.skip().map(|()| None)
    }

    /// Each setting of the object that comes next, `each` taking its value (with `value`,
    /// `skip`, or these); `Some(false)` when the next value is not an object (it is passed over).
    pub fn object(&mut self, each: &mut dyn FnMut(&mut Self, String) -> Option<()>) -> Option<bool> {
        if self.peek()? != b'{' {
            return self.skip().map(|()| false);
        }
        self.container(b'}', &mut |r| {
            r.expect(b'"')?;
            let key = r.string(true)?;
            r.expect(b':')?;
            each(r, key)
        })?;
        Some(true)
    }

    /// Each item of the list that comes next, as [`Reader::object`] does.
    pub fn array(&mut self, each: &mut dyn FnMut(&mut Self) -> Option<()>) -> Option<bool> {
        if self.peek()? != b'[' {
            return self.skip().map(|()| false);
        }
        self.container(b']', each)?;
        Some(true)
    }

    /// The items of a list or object (its opening taken here), separated by commas, up to `close`.
    /// After a None the reader is spent (its depth is not given back).
    fn container(&mut self, close: u8, item: &mut dyn FnMut(&mut Self) -> Option<()>) -> Option<()> {
        if self.depth >= MAX_DEPTH - 1 {
            return None;
        }
        self.at += 1;
        self.depth += 1;
        if self.peek()? != close {
            loop {
                item(self)?;
                match self.peek()? {
                    b',' => self.at += 1,
                    b if b == close => break,
                    _ => return None,
                }
            }
        }
        self.at += 1;
        self.depth -= 1;
        Some(())
    }

    fn any(&mut self, keep: bool) -> Option<Value> {
        Some(match self.peek()? {
            b'n' => self.word(b"null", Value::Null)?,
            b't' => self.word(b"true", Value::Bool(true))?,
            b'f' => self.word(b"false", Value::Bool(false))?,
            b'"' => {
                self.at += 1;
                Value::String(self.string(keep)?)
            }
            b'-' => {
                self.at += 1;
                Value::Number(self.number(false)?)
            }
            b'0'..=b'9' => Value::Number(self.number(true)?),
            b'[' => {
                let mut items = Vec::new();
                self.container(b']', &mut |r| {
                    let v = r.any(keep)?;
                    if keep {
                        items.push(v);
                    }
                    Some(())
                })?;
                Value::Array(items)
            }
            b'{' => {
                let mut entries = Vec::new();
                self.container(b'}', &mut |r| {
                    r.expect(b'"')?;
                    // Passed over, a key is not kept either.
                    let key = r.string(keep)?;
                    r.expect(b':')?;
                    let v = r.any(keep)?;
                    if keep {
                        entries.push((key, v));
                    }
                    Some(())
                })?;
                // Sorted once (a big object's keys may come in any order).
                Value::Object(Map::from_entries(entries))
            }
            _ => return None,
        })
    }

    fn word(&mut self, word: &[u8], v: Value) -> Option<Value> {
        let end = self.at + word.len();
        (self.text.get(self.at..end)? == word).then(|| {
            self.at = end;
            v
        })
    }

    /// A text after its opening quote, up to and with its closing quote; kept only if `keep`.
    fn string(&mut self, keep: bool) -> Option<String> {
        let mut out = Vec::new();
        loop {
            let start = self.at;
            while let Some(&b) = self.text.get(self.at) {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.at += 1;
            }
            if keep {
                out.extend_from_slice(&self.text[start..self.at]);
            }
            match self.next()? {
                b'"' => break,
                b'\\' => self.escape(&mut out)?,
                _ => return None,
            }
        }
        // Only whole UTF-8 sequences of the text and escapes written as UTF-8 were copied.
        String::from_utf8(out).ok()
    }

    /// One escape after its backslash, written to `out`.
    fn escape(&mut self, out: &mut Vec<u8>) -> Option<()> {
        let c = match self.next()? {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => {
                let n = self.hex()?;
                let code = match n {
                    0xDC00..=0xDFFF => return None,
                    0xD800..=0xDBFF => {
                        // A leading surrogate takes the trailing one that must follow.
                        (self.next()? == b'\\' && self.next()? == b'u').then_some(())?;
                        let n2 = self.hex()?;
                        if !(0xDC00..=0xDFFF).contains(&n2) {
                            return None;
                        }
                        0x1_0000 + ((u32::from(n - 0xD800) << 10) | u32::from(n2 - 0xDC00))
                    }
                    n => u32::from(n),
                };
                char::from_u32(code)?
            }
            _ => return None,
        };
        out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
        Some(())
    }

    fn hex(&mut self) -> Option<u16> {
        let mut n = 0u16;
        for _ in 0..4 {
            let d = (self.next()? as char).to_digit(16)?;
            n = n * 16 + d as u16;
        }
        Some(n)
    }

    fn digit(&self) -> Option<u64> {
        self.text.get(self.at).filter(|b| b.is_ascii_digit()).map(|b| u64::from(b - b'0'))
    }

    /// A number after its sign, as serde_json reads it (the same kind, the same value).
    fn number(&mut self, positive: bool) -> Option<Number> {
        let first = self.digit()?;
        self.at += 1;
        let mut significand = first;
        // One leading zero only; past u64, digits only count in the exponent.
        let mut exponent: i32 = 0;
        if first == 0 {
            if self.digit().is_some() {
                return None;
            }
        } else {
            while let Some(d) = self.digit() {
                self.at += 1;
                match significand.checked_mul(10).and_then(|s| s.checked_add(d)) {
                    Some(s) if exponent == 0 => significand = s,
                    _ => exponent = exponent.saturating_add(1),
                }
            }
        }
        let whole = exponent == 0;
        if self.text.get(self.at) == Some(&b'.') {
            self.at += 1;
            self.digit()?;
            let mut overflowed = false;
            while let Some(d) = self.digit() {
                self.at += 1;
                match significand.checked_mul(10).and_then(|s| s.checked_add(d)) {
                    Some(s) if !overflowed => {
                        significand = s;
                        exponent -= 1;
                    }
                    _ => overflowed = true,
                }
            }
        } else if whole && !matches!(self.text.get(self.at), Some(b'e' | b'E')) {
            return Some(if positive {
                Number::PosInt(significand)
            } else {
                // -0 and what is past i64 are decimal numbers for serde_json.
                match (significand as i64).wrapping_neg() {
                    n if n < 0 => Number::NegInt(n),
                    _ => Number::Float(-(significand as f64)),
                }
            });
        }
        if let Some(b'e' | b'E') = self.text.get(self.at) {
            self.at += 1;
            let up = match self.text.get(self.at) {
                Some(b'+') => {
                    self.at += 1;
                    true
                }
                Some(b'-') => {
                    self.at += 1;
                    false
                }
                _ => true,
            };
            let mut e: i32 = self.digit()? as i32;
            self.at += 1;
            let mut huge = false;
            while let Some(d) = self.digit() {
                self.at += 1;
                match e.checked_mul(10).and_then(|x| x.checked_add(d as i32)) {
                    Some(x) if !huge => e = x,
                    _ => huge = true,
                }
            }
            if huge {
                // Past i32: infinity is refused, zero kept.
                if significand != 0 && up {
                    return None;
                }
                return Some(Number::Float(if positive { 0.0 } else { -0.0 }));
            }
            exponent = if up { exponent.saturating_add(e) } else { exponent.saturating_sub(e) };
        }
        float(positive, significand, exponent).map(Number::Float)
    }
}

/// significand x 10^exponent, as serde_json computes it; None past the largest f64.
fn float(positive: bool, significand: u64, mut exponent: i32) -> Option<f64> {
    let mut f = significand as f64;
    loop {
        let e = exponent.unsigned_abs();
        if e <= 308 {
            if exponent >= 0 {
                f *= pow10(e);
                if f.is_infinite() {
                    return None;
                }
            } else {
                f /= pow10(e);
            }
            break;
        }
        if f == 0.0 {
            break;
        }
        if exponent >= 0 {
            return None;
        }
        f /= 1e308;
        exponent += 308;
    }
    Some(if positive { f } else { -f })
}

/// How far above the correctly rounded 10^e the products below come, 2 bits per e (0 to 3
/// units in the last place, past 10^44); serde_json keeps a table of the 309 values instead.
const OVER: [u8; 78] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20, 68, 65, 80, 5, 84, 65, 85, 85, 85, 84, 21, 85, 81, 85, 73, 149, 85, 101, 85,
    166, 85, 85, 85, 84, 85, 85, 85, 101, 149, 85, 89, 85, 85, 149, 85, 5, 81, 21, 85, 85, 161, 101, 73, 65, 21, 5, 20,
    85, 17, 85, 101, 100, 85, 85, 149, 85, 89, 85, 85, 84, 150, 153, 105, 153, 155, 1,
];

/// 10^e for e <= 308, correctly rounded (as the literal `1e{e}`).
fn pow10(e: u32) -> f64 {
    let mut p = 1.0f64;
    let mut left = e;
    while left > 22 {
        p *= 1e22;
        left -= 22;
    }
    let mut small = 1.0;
    for _ in 0..left {
        small *= 10.0;
    }
    let over = OVER.get(e as usize / 4).map_or(0, |b| (b >> (e % 4 * 2)) & 3);
    f64::from_bits((p * small).to_bits() - u64::from(over))
}

#[cfg(test)]
#[test]
fn powers_of_ten_are_correctly_rounded() {
    for e in 0..=308 {
        assert_eq!(pow10(e), format!("1e{e}").parse::<f64>().expect("a number"), "10^{e}");
    }
}
