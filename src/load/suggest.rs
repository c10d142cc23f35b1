//! "Did you mean ...?": the known name closest to a misspelt one.

use super::limits::{MAX_SUGGESTED_CHARS, MAX_SUGGESTION_CANDIDATES};

/// The known name a reader most probably meant, if one is close enough. Each comparison costs
/// the product of the two lengths: only short names are compared, with a bounded number of
/// known ones (a file of long unknown ids took minutes).
pub(crate) fn closest<'a>(typed: &str, known: &'a [String]) -> Option<&'a str> {
    if typed.chars().count() > MAX_SUGGESTED_CHARS || known.len() > MAX_SUGGESTION_CANDIDATES {
        return None;
    }
    let typed_norm = normalise(typed);
    let mut best: Option<(usize, &str)> = None;
    // Names whose lengths differ by more than the largest distance allowed cannot be close.
    let near = |n: &&String| n.chars().count().abs_diff(typed_norm.len()) <= 3;
    for name in known.iter().filter(near) {
        let d = distance(&typed_norm, &normalise(name));
        if best.is_none_or(|(bd, _)| d < bd) {
            best = Some((d, name));
        }
    }
    let (d, name) = best?;
    let len = typed_norm.len().max(name.chars().count());
    let allowed = match len {
        0..=4 => 1,
        5..=8 => 2,
        _ => 3,
    };
    (d <= allowed).then_some(name)
}

/// Lower case (English and French letters), with '-' and ' ' read as '_': `In-Grid` and
/// `in grid` are `in_grid`.
fn normalise(s: &str) -> Vec<char> {
    s.chars().map(crate::lang::lower_letter).map(|c| if c == '-' || c == ' ' { '_' } else { c }).collect()
}

/// Levenshtein distance with adjacent swaps counting as one edit.
fn distance(a: &[char], b: &[char]) -> usize {
    let (n, m) = (a.len(), b.len());
    let mut prev2 = vec![0usize; m + 1];
    let mut prev: Vec<usize> = (0..=m).collect();
    let mut cur = vec![0usize; m + 1];
    for i in 1..=n {
        cur[0] = i;
        for j in 1..=m {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(prev2[j - 2] + 1);
            }
            cur[j] = d;
        }
        std::mem::swap(&mut prev2, &mut prev);
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[m]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn suggests_close_names_only() {
        let known = names(&["id", "name", "copies", "in_grid", "stackable", "color"]);
        assert_eq!(closest("colour", &known), Some("color"));
        assert_eq!(closest("copeis", &known), Some("copies"));
        assert_eq!(closest("In-Grid", &known), Some("in_grid"));
        assert_eq!(closest("stackible", &known), Some("stackable"));
        assert_eq!(closest("wibble", &known), None);
        assert_eq!(closest("", &known), None);
        assert_eq!(closest("x", &[]), None);
        assert_eq!(closest(&"a".repeat(33), &names(&[&"a".repeat(32)])), None);
        let many: Vec<String> = (0..=MAX_SUGGESTION_CANDIDATES).map(|n| format!("n{n}")).collect();
        assert_eq!(closest("n1", &many), None, "too many names to compare");
    }
}
