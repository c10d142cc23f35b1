//! The children's bundle (index.html): the library and the player, a thin Leptos layer over
//! the engine. What it carries is what this file names: the code both pages share, the player
//! (a wasm module of its own, fetched when a game opens: `player_page`) and this folder. Built
//! by `scripts/web-build.sh` for wasm32 only; native builds get a stub `main`.

#[cfg(target_arch = "wasm32")]
#[path = "../shared/mod.rs"]
mod shared;

#[cfg(target_arch = "wasm32")]
#[path = "../player/mod.rs"]
mod player;

#[cfg(target_arch = "wasm32")]
mod adding;
#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod cards;
#[cfg(target_arch = "wasm32")]
mod checks;
#[cfg(target_arch = "wasm32")]
mod deletion;
#[cfg(target_arch = "wasm32")]
mod focus;
#[cfg(target_arch = "wasm32")]
mod import;
#[cfg(target_arch = "wasm32")]
mod judging;
#[cfg(target_arch = "wasm32")]
mod library;
#[cfg(target_arch = "wasm32")]
mod mode;
#[cfg(target_arch = "wasm32")]
mod player_page;
#[cfg(target_arch = "wasm32")]
mod shelf;
#[cfg(target_arch = "wasm32")]
mod unchecked;
#[cfg(target_arch = "wasm32")]
mod unplayable;
#[cfg(target_arch = "wasm32")]
mod validate;

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(app::App);
    if let Some(loading) = leptos::prelude::document().get_element_by_id("loading") {
        loading.remove();
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("tablier-web runs in a browser: `scripts/web-build.sh` builds it.");
    std::process::exit(2);
}
