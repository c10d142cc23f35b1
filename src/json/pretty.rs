//! JSON text written as its caller walks its own data, indented as
//! `serde_json::to_string_pretty` indents it (two spaces, `"key": value`, `[]` and `{}` when
//! empty): the designer writes designs so (`model::write`), without serde's derived encoders.

use std::fmt::Write;

use super::write::string;

/// The text being written, and whether each open list or object has an item yet.
#[derive(Default)]
pub struct Pretty {
    out: String,
    open: Vec<bool>,
}

impl Pretty {
    pub fn new() -> Pretty {
        Pretty::default()
    }

    /// The text written.
    pub fn finish(self) -> String {
        self.out
    }

    pub fn begin_object(&mut self) {
        self.begin('{');
    }

    pub fn end_object(&mut self) {
        self.end('}');
    }

    pub fn begin_array(&mut self) {
        self.begin('[');
    }

    pub fn end_array(&mut self) {
        self.end(']');
    }

    /// The next setting of the open object; its value follows.
    pub fn key(&mut self, key: &str) {
        self.item();
        self.string(key);
        self.out.push_str(": ");
    }

    /// The next item of the open list; its value follows.
    pub fn item(&mut self) {
        if let Some(has) = self.open.last_mut() {
            if *has {
                self.out.push(',');
            }
            *has = true;
        }
        self.newline();
    }

    pub fn string(&mut self, s: &str) {
        // Writing into a String cannot fail.
        let _ = string(&mut self.out, s);
    }

    pub fn number(&mut self, n: i64) {
        let _ = write!(self.out, "{n}");
    }

    pub fn bool(&mut self, b: bool) {
        self.out.push_str(if b { "true" } else { "false" });
    }

    pub fn null(&mut self) {
        self.out.push_str("null");
    }

    fn begin(&mut self, open: char) {
        self.out.push(open);
        self.open.push(false);
    }

    fn end(&mut self, close: char) {
        if self.open.pop() == Some(true) {
            self.newline();
        }
        self.out.push(close);
    }

    fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.open.len() {
            self.out.push_str("  ");
        }
    }
}
