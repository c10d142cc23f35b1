//! Views from wasm modules cut from the first load (`sharing`, `classroom`, `handout`, the
//! player): each mounted under the app's owner with its language (`mount_under`), in place
//! once its module is fetched (`loaded`); said in one sentence when it cannot be (no
//! connection before the service worker kept it).

use std::any::Any;
use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;
use tablier::lang::{Lang, Text};

use crate::shared::i18n::{use_lang, UiLang};
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

/// A module's view mounted into `host` under `owner` (where the app's voice and storage
/// warning are found), with the app's language: what each split point's function does.
pub fn mount_under<V: IntoView + 'static>(
    owner: Owner,
    host: web_sys::HtmlElement,
    lang: RwSignal<Lang>,
    view: impl FnOnce() -> V + 'static,
) -> Box<dyn Any> {
    owner.with(|| {
        Box::new(leptos::mount::mount_to(host, move || {
            provide_context(UiLang(lang));
            view()
        })) as Box<dyn Any>
    })
}
