//! The designer's test-play: the player, kept out of the designer's first load:
//! scripts/web-split.mjs cuts its code into a wasm module of its own at the `wasm_split` mark
//! below, fetched when a game is first tested.

use std::any::Any;

use leptos::mount::mount_to;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

use crate::player::Player;
use crate::shared::games::Entry;
use crate::shared::i18n::use_lang;
use crate::shared::split::{failed, opening, NotLoaded, Said};

/// The designer's test-play of `play`, mounted into `host` under `owner`.
#[wasm_split(test_play, wasm_split_path = ::leptos::wasm_split, fallible, preload(load_test_play))]
pub fn test_play(
    owner: Owner,
    host: web_sys::HtmlElement,
    entry: Entry,
    play: RwSignal<tablier::engine::Play>,
) -> Result<Box<dyn Any>, NotLoaded> {
    Ok(owner.with(|| {
        Box::new(mount_to(host, move || view! { <Player entry=entry seed=None shared=play /> })) as Box<dyn Any>
    }))
}

/// The designer's test-play: the player, once its module is fetched (said only if that takes a
/// moment, and when it fails, with a button that tries again).
#[component]
pub fn TestPlay(entry: Entry, play: RwSignal<tablier::engine::Play>) -> impl IntoView {
    const SAID: Said = [
        (
            "The test could not start: the connection failed. Check it, then try again.",
            "Le test n'a pas pu démarrer\u{a0}: la connexion a échoué. Vérifiez-la, puis réessayez.",
        ),
        (
            "Still no connection: check the Wi-Fi, then try again.",
            "Toujours pas de connexion\u{a0}: vérifiez le Wi-Fi, puis réessayez.",
        ),
    ];
    let lang = use_lang();
    let entry_name = entry.game.design.name.clone();
    let host = NodeRef::<leptos::html::Div>::new();
    // None while the module is fetched, then whether the player is shown.
    let shown = RwSignal::new(None::<bool>);
    let mounted = StoredValue::new_local(None::<Box<dyn Any>>);
    let owner = Owner::current();
    let start = move || {
        let (Some(el), Some(owner)) = (host.get_untracked(), owner.clone()) else { return };
        let entry = entry.clone();
        shown.set(None);
        leptos::task::spawn_local(async move {
            let el: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(el);
            let handle = test_play(owner, el, entry, play).await.ok();
            // Unless the test-play ended meanwhile: then the player goes at once.
            if shown.try_set(Some(handle.is_some())).is_none() {
                mounted.set_value(handle);
            }
        });
    };
    let again = start.clone();
    host.on_load(move |_| start());
    let name = entry_name;
    view! {
        <div class="test-play" node_ref=host></div>
        {move || match shown.get() {
            None => Some(view! { <main class="missing">{opening(lang, name.clone())}</main> }.into_any()),
            Some(false) => {
                let again = again.clone();
                Some(view! { <main class="missing">{failed(lang, SAID, load_test_play, move || again())}</main> }.into_any())
            }
            Some(true) => None,
        }}
    }
}
