//! Fresh ids for new things.

/// `prefix`, or `prefix-2`, `prefix-3`… the first one not in `taken`.
pub fn unique_id<'a>(prefix: &str, taken: impl Iterator<Item = &'a str> + Clone) -> String {
    let clean: String =
        prefix.chars().map(|c| if c.is_alphanumeric() || c == '-' || c == '_' { c } else { '-' }).collect();
    // One dash between words ("Tray (Player 1)" gives "tray-player-1").
    let clean = clean.split('-').filter(|w| !w.is_empty()).collect::<Vec<_>>().join("-");
    let base = if clean.is_empty() { "item".to_string() } else { crate::lang::lower(&clean) };
    if !taken.clone().any(|t| t == base) {
        return base;
    }
    (2..).map(|n| format!("{base}-{n}")).find(|id| !taken.clone().any(|t| t == id)).unwrap_or(base)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_fresh_and_clean() {
        assert_eq!(unique_id("Red ball", ["a"].into_iter()), "red-ball");
        assert_eq!(unique_id("cat", ["cat", "cat-2"].into_iter()), "cat-3");
        assert_eq!(unique_id("", std::iter::empty()), "item");
        assert_eq!(unique_id("Tray (Player 1)", std::iter::empty()), "tray-player-1");
    }
}
