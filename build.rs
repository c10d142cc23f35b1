//! Embeds every built-in game of `games/` in the browser app, with the JSON's layout
//! whitespace removed (the files stay readable; the download gets smaller).

use std::fmt::Write;
use std::path::Path;

/// JSON without the spaces and newlines between tokens (strings are kept as they are).
fn compact(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    let (mut in_string, mut escaped) = (false, false);
    for c in json.chars() {
        if in_string {
            out.push(c);
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => {}
            }
        } else if c == '"' {
            in_string = true;
            out.push(c);
        } else if !c.is_whitespace() {
            out.push(c);
        }
    }
    out
}

fn main() {
    println!("cargo:rerun-if-changed=games");
    let mut files: Vec<_> = std::fs::read_dir("games")
        .map(|dir| {
            dir.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "json"))
                .collect()
        })
        .unwrap_or_default();
    // The library's order: the simplest games first; any other file after them by name.
    const FIRST: &[&str] = &[
        "memory",
        "taquin",
        "pigeon-vole",
        "families",
        "arithmetic",
        "solitaire-english",
        "solitaire-french",
        "goose",
        "chinese-checkers",
        "chinese-checkers-solitaire",
    ];
    let rank = |p: &std::path::PathBuf| {
        let stem = p.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
        (FIRST.iter().position(|f| *f == stem).unwrap_or(FIRST.len()), stem)
    };
    files.sort_by_key(rank);
    let mut code = String::from("/// The built-in games: (id, compact JSON), in the library's order.\npub const BUILTIN: &[(&str, &str)] = &[\n");
    for path in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        let id = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
        let json = std::fs::read_to_string(path).unwrap_or_default();
        let _ = writeln!(code, "    ({id:?}, {:?}),", compact(&json));
    }
    code.push_str("];\n");
    let out = std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into());
    if let Err(e) = std::fs::write(Path::new(&out).join("games.rs"), code) {
        println!("cargo:warning=could not write the list of built-in games: {e}");
    }
}
