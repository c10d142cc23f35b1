//! The thinking bundle (think.html, built into dist/think/): the computer's moves, "Show me",
//! and the full report on a broken import, run in the app's Web Workers (`web::worker`). It
//! has no page and no Leptos, only the engine, the searches and the loader's sentences, so a
//! child who plays the computer downloads this and not the designer. Built with the
//! designer's features, which give the loader its sentences and let the two builds share one
//! compiled library.

#[cfg(target_arch = "wasm32")]
mod explain;
#[cfg(target_arch = "wasm32")]
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
