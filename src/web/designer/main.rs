//! The designer's bundle (design.html, served at `design/`): making and editing games, loaded
//! only when an educator edits. What it carries is what this file names: the code both pages
//! share, the player for test-play (a wasm module of its own, fetched at the first test:
//! `test_play`) and this folder. Built by `scripts/web-build.sh` with the `designer` feature,
//! which also gives the loader its sentences; native builds get a stub `main`.

// The modules exist only in the browser build (they use web-sys); one cfg for them all.
macro_rules! browser_only {
    ($($item:item)*) => { $( #[cfg(target_arch = "wasm32")] $item )* };
}

browser_only! {
    #[path = "../shared/mod.rs"]
    mod shared;

    #[path = "../player/mod.rs"]
    mod player;

    mod app;
    mod boards;
    mod canvas;
    mod canvas_keys;
    mod cells;
    mod chooser;
    mod designer;
    mod dice;
    mod doctor;
    mod draft;
    mod explain;
    mod game_panel;
    mod kind_duel;
    mod kind_memory;
    mod kind_puzzle;
    mod kind_race;
    mod kind_sort;
    mod lasting;
    mod number_field;
    mod palette;
    mod players;
    mod problems;
    mod rules;
    mod saved;
    mod shapes;
    mod starts;
    mod taps;
    mod test_play;
    mod testing;
    mod token_form;
    mod toolbar;
    mod typing;
    mod upload;
    mod widgets;
    mod words_input;
    mod zones;
}

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
