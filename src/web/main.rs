//! The browser app: a thin Leptos layer over the engine. Built by Trunk for wasm32 only
//! (`trunk build --release --config trunk.toml`); native builds get a stub `main`.
// The designer's bundle leaves out the library, so parts shared with it go unused there; the
// player's bundle is built with every warning on.
#![cfg_attr(feature = "designer", allow(dead_code))]

#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(all(target_arch = "wasm32", feature = "designer"))]
mod designer;
#[cfg(all(target_arch = "wasm32", feature = "designer"))]
mod explain;
#[cfg(target_arch = "wasm32")]
mod files;
#[cfg(target_arch = "wasm32")]
mod games;
#[cfg(target_arch = "wasm32")]
mod i18n;
#[cfg(target_arch = "wasm32")]
mod images;
#[cfg(target_arch = "wasm32")]
mod layout;
#[cfg(all(target_arch = "wasm32", not(feature = "designer")))]
mod library;
#[cfg(target_arch = "wasm32")]
mod marks;
#[cfg(all(target_arch = "wasm32", not(feature = "designer")))]
mod mode;
#[cfg(target_arch = "wasm32")]
mod offline;
#[cfg(target_arch = "wasm32")]
mod pages;
#[cfg(target_arch = "wasm32")]
mod player;
#[cfg(target_arch = "wasm32")]
mod request;
#[cfg(target_arch = "wasm32")]
mod route;
#[cfg(target_arch = "wasm32")]
mod speech;
#[cfg(target_arch = "wasm32")]
mod storage;
#[cfg(target_arch = "wasm32")]
mod touch;
#[cfg(all(target_arch = "wasm32", feature = "designer"))]
mod upload;
#[cfg(target_arch = "wasm32")]
mod validate;
#[cfg(target_arch = "wasm32")]
mod worker;

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    // In a Web Worker (no window) the designer's bundle only answers `validate`.
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
    eprintln!("tablier-web runs in a browser: build it with `trunk build --release --config trunk.toml`.");
    std::process::exit(2);
}
