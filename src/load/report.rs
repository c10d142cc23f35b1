//! The problems of one check, kept up to a limit and counted beyond it: a hostile file may
//! hold a million mistakes, and writing a sentence for each froze the browser for minutes.
//! A problem past the limit is only counted, its sentence never written (`add` takes a
//! closure), so that the reader still learns how many there are.

use super::limits::MAX_REPORTED;
use super::problem::Problem;

#[derive(Default)]
pub(crate) struct Report {
    kept: Vec<Problem>,
    /// Problems found past the limit.
    more: usize,
}

impl Report {
    /// A problem, written only if it will be shown.
    pub fn add(&mut self, problem: impl FnOnce() -> Problem) {
        if self.full() {
            self.more += 1;
        } else {
            self.kept.push(problem());
        }
    }

    /// True once no more sentences will be written: checks whose work for each problem is
    /// costly may stop looking (the count is then a lower bound).
    pub fn full(&self) -> bool {
        self.kept.len() >= MAX_REPORTED
    }

    /// Problems found so far, shown or not.
    pub fn found(&self) -> usize {
        self.kept.len() + self.more
    }

    /// The problems kept, and a last one saying how many more were found.
    pub fn finish(mut self) -> Vec<Problem> {
        if self.more > 0 {
            self.kept.push(more_problems(self.more));
        }
        self.kept
    }
}

/// The semantic checks' report (`check`): a [`Report`], except in the children's player's
/// bundle, where each problem is counted and left unsaid. The player only needs to know
/// whether a design is right (built-in and saved games were checked when they were made); an
/// import that is not is explained by the designer's bundle in a worker (`web::validate`). So
/// the player's download carries the checks but not their sentences, which are most of their
/// size: no closure given to `add` is ever called there, and the compiler leaves them out.
#[derive(Default)]
pub(crate) struct Checks(Report);

impl Checks {
    /// A problem, written only if it will be shown (and never in the player's bundle).
    pub fn add(&mut self, problem: impl FnOnce() -> Problem) {
        #[cfg(all(target_arch = "wasm32", feature = "web", not(feature = "designer")))]
        {
            let _ = problem;
            self.0.add(Problem::unsaid);
        }
        #[cfg(not(all(target_arch = "wasm32", feature = "web", not(feature = "designer"))))]
        self.0.add(problem);
    }

    pub fn found(&self) -> usize {
        self.0.found()
    }

    pub fn finish(self) -> Vec<Problem> {
        self.0.finish()
    }
}

/// "…and 4,980 more problems": the last line of a long report.
pub(crate) fn more_problems(n: usize) -> Problem {
    let (en, fr) = thousands(n);
    let (en, fr) = if n == 1 {
        (
            "…and 1 more problem; fix these first, then check the game again.".to_string(),
            "…et 1 autre problème\u{a0}; corrigez d'abord ceux-ci, puis vérifiez à nouveau le jeu.".to_string(),
        )
    } else {
        (
            format!("…and {en} more problems like these; fix these first, then check the game again."),
            format!(
                "…et {fr} autres problèmes comme ceux-ci\u{a0}; corrigez d'abord ceux-ci, puis vérifiez à nouveau le jeu."
            ),
        )
    };
    Problem::new("", en, fr)
}

/// 4980 as "4,980" (English) and "4 980" (French, with a narrow space).
pub(crate) fn thousands(n: usize) -> (String, String) {
    (grouped(n, ','), grouped(n, '\u{202f}'))
}

fn grouped(n: usize, sep: char) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(sep);
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_a_limit_and_counts_the_rest() {
        let mut r = Report::default();
        let mut written = 0;
        for i in 0..MAX_REPORTED + 4980 {
            r.add(|| {
                written += 1;
                Problem::new(format!("x[{i}]"), "a", "b")
            });
        }
        assert_eq!(written, MAX_REPORTED, "sentences past the limit are never written");
        let p = r.finish();
        assert_eq!(p.len(), MAX_REPORTED + 1);
        assert_eq!(
            p[MAX_REPORTED].message.en,
            "…and 4,980 more problems like these; fix these first, then check the game again."
        );
        assert!(p[MAX_REPORTED].message.fr.starts_with("…et 4\u{202f}980 autres problèmes"));
    }

    #[test]
    fn numbers_with_separators() {
        assert_eq!(grouped(0, ','), "0");
        assert_eq!(grouped(999, ','), "999");
        assert_eq!(grouped(1000, ','), "1,000");
        assert_eq!(grouped(1_234_567, ','), "1,234,567");
    }
}
