//! The player's panels that a first board does not need: who plays, the saves, the end card
//! and the replay. Each is a card over the board, opened by a tap or by the game's end (a game
//! opened finished shows its board whole a moment, then its card), so they are cut into a wasm
//! module of their own (`panels`, at the `wasm_split` mark below) that comes right after the
//! board: on a slow connection a game opened by link is played about 20 KB sooner. The library's writing of a finished game's
//! result is cut into the same module (`library/results.rs`): fewer modules, fewer requests on
//! the board's way (a browser asks a server for six files at a time).

use std::any::Any;

use leptos::mount::mount_to;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use tablier::lang::Text;

use super::control::Ctl;
use super::game_over::GameOver;
use super::replay::ReplayBar;
use super::saves::SavesPanel;
use super::seats::Seats;
use crate::shared::paint::after_paint;
use crate::shared::split::NotLoaded;

/// What the panels are opened by: the toolbar's "Who plays?" and "Saves".
#[derive(Clone, Copy)]
pub struct Openers {
    pub seats: RwSignal<bool>,
    pub saves: RwSignal<bool>,
}

/// The panels mounted into `host` under `owner` (the player's language and voice are found
/// there). `load_panels` fetches their module without mounting them.
#[wasm_split(panels, wasm_split_path = ::leptos::wasm_split, fallible, preload(load_panels))]
pub fn panels(
    owner: Owner,
    host: web_sys::HtmlElement,
    ctl: Ctl,
    seed: Option<u64>,
    open: Openers,
    opened_over: bool,
) -> Result<Box<dyn Any>, NotLoaded> {
    Ok(owner.with(|| {
        Box::new(mount_to(host, move || {
            view! {
                <Seats ctl=ctl open=open.seats />
                <ReplayBar ctl=ctl />
                <SavesPanel ctl=ctl open=open.saves />
                <GameOver ctl=ctl seed=seed opened_over=opened_over />
            }
        })) as Box<dyn Any>
    }))
}

/// Where the panels go, in the page's order (the box itself takes no place: style/app.css),
/// once their module is in. It is asked for once the board is on the screen: on a slow tablet,
/// starting its fetch (the loader's script, two requests) holds the page's thread about 30 ms,
/// which the board would wait for. When it could not be fetched, it is asked for again when
/// one is wanted (a tap on "Who plays?" or "Saves", the game's end); a tap that finds no
/// connection says so on the message line, and the next tap asks again.
#[component]
pub fn Panels(ctl: Ctl, seed: Option<u64>, open: Openers) -> impl IntoView {
    let host = NodeRef::<leptos::html::Div>::new();
    // A game opened finished: its end is not said again when the end card comes.
    let opened_over = ctl.play.with_untracked(|p| p.state.is_over());
    // The mounted panels, kept while the player is: dropped with it, they go.
    let mounted = StoredValue::new_local(None::<Box<dyn Any>>);
    // Until they are, a button that asks for one shows the wait (style/app.css).
    let waiting = RwSignal::new(true);
    let fetching = StoredValue::new(false);
    // Held weakly: the effects below must not keep the player's owner alive.
    let owner = Owner::current().map(|o| o.downgrade());
    let mount = move || {
        // (After the paint, the child may have left: the player's values are gone.)
        let (Some(Some(el)), Some(owner)) = (host.try_get_untracked(), owner.as_ref().and_then(|o| o.upgrade())) else {
            return;
        };
        if mounted.with_value(Option::is_some) || fetching.get_value() {
            return;
        }
        fetching.set_value(true);
        let el: web_sys::HtmlElement = el.into();
        leptos::task::spawn_local(async move {
            // Fetched first, mounted only if the player is still there (a child may have left
            // meanwhile, taking the values the panels read with the page).
            let loaded = load_panels().await.is_ok();
            if fetching.try_set_value(false).is_some() {
                return;
            }
            let done = match loaded {
                true => panels(owner, el, ctl, seed, open, opened_over).await.ok(),
                false => None,
            };
            // A tap on "Who plays?" or "Saves" that asked for them, before or during this fetch.
            let tapped = open.seats.try_get_untracked() == Some(true) || open.saves.try_get_untracked() == Some(true);
            match done {
                Some(handle) => {
                    mounted.set_value(Some(handle));
                    waiting.set(false);
                }
                None if tapped => {
                    // Closed again, so that the next tap asks again.
                    open.seats.set(false);
                    open.saves.set(false);
                    ctl.message.set(Some((
                        Text::new(
                            "This could not open: there is no connection.",
                            "Ça n'a pas pu s'ouvrir\u{a0}: il n'y a pas de connexion.",
                        ),
                        false,
                    )));
                }
                None => {}
            }
        });
    };
    let (first, again) = (mount.clone(), mount);
    after_paint(first);
    // Asked for at once when wanted (a tap before the first try, or after one that failed:
    // `mount` does nothing while a fetch is under way or once they are in).
    Effect::new(move |first: Option<()>| {
        let (seats, saves) = (open.seats.get(), open.saves.get());
        let over = ctl.play.with(|p| p.state.is_over());
        if first.is_some() && (seats || saves || over) {
            again();
        }
    });
    view! { <div class="panels" node_ref=host data-waiting=move || waiting.get().then_some("")></div> }
}
