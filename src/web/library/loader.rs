//! A view from a wasm module cut from the first load (`sharing`, `classroom`), mounted in
//! place once its module is fetched; said in one sentence when it cannot be (no connection
//! before the service worker kept it).

use std::any::Any;
use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;
use tablier::lang::Text;

use crate::shared::i18n::use_lang;
use crate::shared::split::NotLoaded;

/// Mounts a module's view into an element, under an owner, once the module is fetched. Boxed:
/// one copy of the code that waits serves every module's views.
pub type Mount = Box<dyn FnOnce(Owner, web_sys::HtmlElement) -> Pin<Box<dyn Future<Output = Result<Box<dyn Any>, NotLoaded>>>>>;

/// An element where `mount` puts the module's view (kept while this is shown); `failed` is
/// said when the module could not be fetched.
pub fn loaded(mount: Mount, failed: Text) -> impl IntoView {
    let lang = use_lang();
    let host = NodeRef::<leptos::html::Div>::new();
    let mounted = StoredValue::new_local(None::<Box<dyn Any>>);
    let missing = RwSignal::new(false);
    let owner = Owner::current();
    let mount = std::cell::Cell::new(Some(mount));
    host.on_load(move |el| {
        let (Some(owner), Some(mount)) = (owner, mount.take()) else { return };
        let el: web_sys::HtmlElement = el.into();
        leptos::task::spawn_local(async move {
            match mount(owner, el).await {
                Ok(handle) => mounted.set_value(Some(handle)),
                Err(_) => {
                    missing.try_set(true);
                }
            }
        });
    });
    view! {
        <div node_ref=host class="loaded"></div>
        <Show when=move || missing.get()>
            <p role="status" class="refused">{
                let failed = failed.clone();
                move || failed.get(lang.get()).to_string()
            }</p>
        </Show>
    }
}
