//! The thinking bundle (think.html, built into dist/think/): the computer's moves and "Show
//! me", and the design checker, run in the app's Web Workers (`shared/worker.rs`). It has no
//! page and no Leptos, only the engine, the searches, the checks and the quick road for designs
//! (`load::decode`), so a child who plays the computer downloads this and not the designer.
//! Built with the children's bundle's features (the loader without its sentences), so the two
//! builds share one compiled library. Of the pages' code it takes one file: the question they
//! send (`shared/request.rs`).

#[cfg(target_arch = "wasm32")]
#[path = "../shared/request.rs"]
mod request;
#[cfg(target_arch = "wasm32")]
mod think;

// Nothing to start: the worker's script calls the exports.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("tablier-think runs in a browser's Web Worker: `scripts/web-build.sh` builds it.");
    std::process::exit(2);
}
