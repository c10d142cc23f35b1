//! Lists every built-in game of `games/` for the browser app (`BUILTIN_IDS`: the children's
//! bundle fetches them as files, scripts/web-split.mjs) and embeds them in the designer's
//! (`BUILTIN`), with the JSON's layout whitespace removed (the files stay readable; the
//! download gets smaller; web-split.mjs removes it the same way), and a fingerprint
//! of the sources that decide whether a design is playable (`CHECKED_BY`: the browser marks a
//! user's game checked under it, and checks it again once a new build changes them).

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

/// FNV-1a over bytes, continued from `hash`.
fn fnv(mut hash: u64, bytes: &[u8]) -> u64 {
    for b in bytes {
        hash = (hash ^ *b as u64).wrapping_mul(0x100_0000_01b3);
    }
    hash
}

/// A hash of every source a checked design is trusted by, in a fixed order: all of src/ but
/// the pages and the command line (the model, its loader and checks, the compiled game, the
/// engine, the searches whose levels a design names...), the two files of the browser that say
/// what "checked" means, and the locked versions of the crates.
fn checker_fingerprint() -> u64 {
    let mut files: Vec<std::path::PathBuf> =
        ["src/web/thinking/think.rs", "src/web/shared/marks.rs", "Cargo.lock"].iter().map(Into::into).collect();
    let mut folders: Vec<std::path::PathBuf> = vec!["src".into()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.ends_with("src/web") || path.ends_with("src/cli") {
                continue;
            }
            if path.is_dir() {
                folders.push(path);
            } else {
                files.push(path);
            }
        }
    }
    for file in &files {
        println!("cargo:rerun-if-changed={}", file.display());
    }
    files.sort();
    files.iter().fold(0xcbf2_9ce4_8422_2325, |hash, path| {
        let hash = fnv(hash, path.to_string_lossy().as_bytes());
        fnv(hash, &std::fs::read(path).unwrap_or_default())
    })
}

fn main() {
    println!("cargo:rustc-env=CHECKED_BY={:016x}", checker_fingerprint());
    // The app's bundles (the children's and the designer's) are cut at their split points by
    // scripts/web-split.mjs, which needs the linker's relocations. Only those wasm: the
    // thinking bundle's would carry them to the browser.
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    if wasm && std::env::var_os("CARGO_FEATURE_WEB").is_some() {
        println!("cargo:rustc-link-arg-bin=tablier-web=--emit-relocs");
    }
    if wasm && std::env::var_os("CARGO_FEATURE_DESIGNER").is_some() {
        println!("cargo:rustc-link-arg-bin=tablier-design=--emit-relocs");
    }
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
    let mut code = String::from("/// The built-in games: (id, compact JSON), in the library's order.\n#[cfg(feature = \"designer\")]\npub const BUILTIN: &[(&str, &str)] = &[\n");
    let mut ids = String::from("/// The built-in games' ids, in the library's order (the children's bundle fetches them).\n#[cfg(not(feature = \"designer\"))]\npub const BUILTIN_IDS: &[&str] = &[");
    for path in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        let id = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
        let json = std::fs::read_to_string(path).unwrap_or_default();
        let _ = writeln!(code, "    ({id:?}, {:?}),", compact(&json));
        let _ = write!(ids, "{id:?}, ");
    }
    code.push_str("];\n");
    code.push_str(&ids);
    code.push_str("];\n");
    let out = std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into());
    if let Err(e) = std::fs::write(Path::new(&out).join("games.rs"), code) {
        println!("cargo:warning=could not write the list of built-in games: {e}");
    }
}
