//! A time limit for the computer's search, read from a clock the caller gives. The browser
//! gives one (its strongest levels must answer within a child's moment on a slow tablet);
//! natively the levels are counted in positions alone, so that the same game gets the same
//! moves on every machine and the level tables can be compared.

pub struct Deadline<'a> {
    now: &'a dyn Fn() -> f64,
    at: f64,
}

impl<'a> Deadline<'a> {
    /// `millis` from now, by the clock `now` (in milliseconds).
    pub fn after(now: &'a dyn Fn() -> f64, millis: f64) -> Deadline<'a> {
        Deadline { at: now() + millis, now }
    }

    pub fn passed(&self) -> bool {
        (self.now)() >= self.at
    }
}

/// Whether a search that may stop (`deadline`) should, checked every `every` steps.
pub(crate) fn due(deadline: Option<&Deadline>, step: u64, every: u64) -> bool {
    step % every == 0 && deadline.is_some_and(Deadline::passed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn passes_when_the_clock_says() {
        let t = Cell::new(0.0);
        let now = || t.get();
        let d = Deadline::after(&now, 100.0);
        assert!(!d.passed());
        t.set(99.0);
        assert!(!due(Some(&d), 256, 256));
        t.set(100.0);
        assert!(d.passed());
        assert!(due(Some(&d), 512, 256));
        assert!(!due(Some(&d), 513, 256), "only checked every 256 steps");
        assert!(!due(None, 512, 256));
    }
}
