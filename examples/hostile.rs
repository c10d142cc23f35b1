//! Writes the hostile designs of `tests/designs_hostile` (each just under 5 MB) and the
//! largest accepted design into a folder, for `scripts/bench.sh` and for trying by hand:
//! `cargo run --example hostile -- /tmp/hostile`.

#[path = "../tests/designs_hostile/mod.rs"]
mod designs_hostile;

fn main() {
    let Some(dir) = std::env::args().nth(1) else {
        eprintln!("usage: hostile FOLDER");
        std::process::exit(2);
    };
    let dir = std::path::PathBuf::from(dir);
    let write = |name: &str, json: &str| {
        let path = dir.join(format!("{name}.json"));
        if let Err(e) = std::fs::create_dir_all(&dir).and_then(|_| std::fs::write(&path, json)) {
            eprintln!("cannot write {}: {e}", path.display());
            std::process::exit(1);
        }
    };
    for (name, json) in designs_hostile::hostile(tablier::load::MAX_FILE_BYTES - 1000) {
        write(name, &json);
    }
    write("largest-accepted", &designs_hostile::largest_accepted());
}
