//! The designer's bundle (design.html, served at `design/`): making and editing games, loaded
//! only when an educator edits. What it carries is what this file names: the code both pages
//! share, the player for test-play (a wasm module of its own, fetched at the first test:
//! `test_play`) and this folder. Built by `scripts/web-build.sh` with the `designer` feature,
//! which also gives the loader its sentences; native builds get a stub `main`.

#[cfg(target_arch = "wasm32")]
#[path = "../shared/mod.rs"]
mod shared;

#[cfg(target_arch = "wasm32")]
#[path = "../player/mod.rs"]
mod player;

#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod boards;
#[cfg(target_arch = "wasm32")]
mod canvas;
#[cfg(target_arch = "wasm32")]
mod canvas_keys;
#[cfg(target_arch = "wasm32")]
mod cells;
#[cfg(target_arch = "wasm32")]
mod chooser;
#[cfg(target_arch = "wasm32")]
mod designer;
#[cfg(target_arch = "wasm32")]
mod dice;
#[cfg(target_arch = "wasm32")]
mod draft;
#[cfg(target_arch = "wasm32")]
mod explain;
#[cfg(target_arch = "wasm32")]
mod game_panel;
#[cfg(target_arch = "wasm32")]
mod kind_duel;
#[cfg(target_arch = "wasm32")]
mod kind_memory;
#[cfg(target_arch = "wasm32")]
mod kind_puzzle;
#[cfg(target_arch = "wasm32")]
mod kind_race;
#[cfg(target_arch = "wasm32")]
mod kind_sort;
#[cfg(target_arch = "wasm32")]
mod lasting;
#[cfg(target_arch = "wasm32")]
mod number_field;
#[cfg(target_arch = "wasm32")]
mod palette;
#[cfg(target_arch = "wasm32")]
mod players;
#[cfg(target_arch = "wasm32")]
mod problems;
#[cfg(target_arch = "wasm32")]
mod rules;
#[cfg(target_arch = "wasm32")]
mod saved;
#[cfg(target_arch = "wasm32")]
mod shapes;
#[cfg(target_arch = "wasm32")]
mod starts;
#[cfg(target_arch = "wasm32")]
mod taps;
#[cfg(target_arch = "wasm32")]
mod test_play;
#[cfg(target_arch = "wasm32")]
mod testing;
#[cfg(target_arch = "wasm32")]
mod token_form;
#[cfg(target_arch = "wasm32")]
mod toolbar;
#[cfg(target_arch = "wasm32")]
mod typing;
#[cfg(target_arch = "wasm32")]
mod upload;
#[cfg(target_arch = "wasm32")]
mod widgets;
#[cfg(target_arch = "wasm32")]
mod words_input;
#[cfg(target_arch = "wasm32")]
mod zones;

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    // In a Web Worker (no window) this bundle only answers `validate` (explain.rs).
    if web_sys::window().is_none() {
        return;
    }
    leptos::mount::mount_to_body(app::App);
    if let Some(loading) = leptos::prelude::document().get_element_by_id("loading") {
        loading.remove();
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("tablier-design runs in a browser: `scripts/web-build.sh` builds it.");
    std::process::exit(2);
}
