//! The children's bundle (index.html): the library and the player, a thin Leptos layer over
//! the engine. What it carries is what this file names: the code both pages share, the player
//! (a wasm module of its own, fetched when a game opens: `player_page`) and this folder. Built
//! by `scripts/web-build.sh` for wasm32 only; native builds get a stub `main`.

// The modules exist only in the browser build (they use web-sys); one cfg for them all.
macro_rules! browser_only {
    ($($item:item)*) => { $( #[cfg(target_arch = "wasm32")] $item )* };
}

browser_only! {
    #[path = "../shared/mod.rs"]
    mod shared;

    #[path = "../player/mod.rs"]
    mod player;

    mod adding;
    mod app;
    mod builtin;
    mod cards;
    mod checks;
    mod children;
    mod classroom;
    mod code;
    mod coming;
    mod deletion;
    mod focus;
    mod handout;
    mod import;
    mod judging;
    mod library;
    mod library_page;
    mod link;
    mod link_page;
    mod loader;
    mod set_page;
    mod set_panel;
    mod share;
    mod sharing;
    mod mode;
    mod player_page;
    mod print_sheet;
    mod results;
    mod results_view;
    mod shelf;
    mod tablet;
    mod today;
    mod unchecked;
    mod unplayable;
    mod validate;
}

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    // The library's code (a module of its own: `library_page`) is readied while the games
    // come, not after.
    if shared::route::current() == shared::route::Route::Library {
        wasm_bindgen_futures::spawn_local(async {
            let _ = library_page::load_library().await;
        });
    }
    // The built-in games this page needs, which the page's first script started fetching as
    // the page came (`builtin`): usually at hand by now. A failure is said by the page itself.
    // (Leptos's executor starts with the mount: the browser's own runs this.)
    wasm_bindgen_futures::spawn_local(async {
        if let Some(which) = builtin::needed(&shared::route::current()) {
            let _ = builtin::fetch_builtin(which).await;
        }
        leptos::mount::mount_to_body(app::App);
        if let Some(loading) = leptos::prelude::document().get_element_by_id("loading") {
            loading.remove();
        }
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("tablier-web runs in a browser: `scripts/web-build.sh` builds it.");
    std::process::exit(2);
}
