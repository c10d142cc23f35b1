//! The player, kept out of the children's first load: scripts/web-split.mjs cuts its code into
//! a wasm module of its own at the `wasm_split` mark below, fetched when a game is opened (the
//! library shows without it; the service worker keeps it for offline play with the rest).

use std::any::Any;
use std::sync::atomic::{AtomicBool, Ordering};

use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use tablier::engine::Play;
use tablier::lang::Lang;

use crate::loader::mount_under;
use crate::player::board::view_box_attr;
use crate::player::control::{random_seed, save_key};
use crate::player::markup;
use crate::player::{OnFinished, Player};
use crate::shared::games::Entry;
use crate::shared::i18n::tr;
use crate::shared::split::{failed, opening, NotLoaded, Said};
use crate::shared::{layout, storage};

/// Whether the player's module came in this page.
static CAME: AtomicBool = AtomicBool::new(false);

/// The player's page mounted into `host`, under `owner` (where the app's language and voice
/// are found); a new game is dealt with `fresh` when no seed was asked (the board drawn while
/// the code came: `coming`). `load_player` fetches its module without playing.
#[wasm_split(player, wasm_split_path = ::leptos::wasm_split, fallible, preload(load_player))]
pub fn player(
    owner: Owner,
    host: web_sys::HtmlElement,
    entry: Entry,
    seed: Option<u64>,
    fresh: Option<u64>,
    lang: RwSignal<Lang>,
) -> Result<Box<dyn Any>, NotLoaded> {
    Ok(mount_under(owner, host, lang, move || {
        provide_context(OnFinished(Callback::new(|(game, play, seats, who)| {
            leptos::task::spawn_local(async move {
                // Its code came with the player's panels (the end card's), right after the board.
                let _ = crate::results::record_result(game, play, seats, who).await;
            });
        })));
        view! { <Player entry=entry seed=seed fresh=fresh /> }
    }))
}

/// Fetches the player's module; says so to `coming` once it came.
pub async fn load() -> bool {
    let came = load_player().await.is_ok();
    if came {
        CAME.store(true, Ordering::Relaxed);
    }
    came
}

/// The seed of the game to draw while the player's code comes over the network (`loading`), when
/// it is drawn: not when the code is at hand (it came once in this page, or the service worker
/// keeps it: the board would be drawn twice in a moment), nor for a game in progress (taken up
/// by the player's code: `player/control.rs`).
pub fn coming(entry: &Entry, seed: Option<u64>) -> Option<u64> {
    let kept = || {
        let worker = web_sys::window().map(|w| w.navigator().service_worker());
        worker.is_some_and(|w| w.controller().is_some())
    };
    if CAME.load(Ordering::Relaxed) || kept() || storage::get_json(&save_key(&entry.id)).is_some() {
        return None;
    }
    Some(seed.unwrap_or_else(random_seed))
}

/// The big way back to the library.
fn all_games(lang: RwSignal<Lang>) -> impl IntoView {
    view! { <a class="button big" href="#/" data-testid="all-games">{move || tr(lang.get(), "All games", "Tous les jeux")}</a> }
}

/// The page while the player's module is fetched: the game's name; with `seed` (`coming`), the
/// toolbar's place and the board as the game will start, which a child sees half a second
/// sooner on a slow connection (it answers no finger: the status says the game is opening).
pub fn loading(host: web_sys::HtmlElement, lang: RwSignal<Lang>, entry: &Entry, seed: Option<u64>) -> Box<dyn Any> {
    let name = entry.game.design.name.clone();
    let Some(seed) = seed else {
        let page = move || view! { <main class="missing opening-page">{opening(lang, name)}{all_games(lang)}</main> };
        return Box::new(mount_to(host, page));
    };
    let play = Play::new(entry.game.clone(), seed, entry.players());
    let (game, players) = (play.game.clone(), play.state.players.len());
    // The one in front, as the live board puts them at the start: the first to play.
    let front = play.state.players.get(play.state.current).map_or(0, |s| s.design_player);
    layout::arrange(layout::for_screen(), &game);
    let view_box = RwSignal::new(layout::view_box(&game, players));
    let (svg, arranged) = (NodeRef::<leptos::svg::Svg>::new(), RwSignal::new(0u32));
    let drawn = move || {
        arranged.track();
        markup::coming(&play, lang.get())
    };
    let page = mount_to(host, move || {
        view! {
            <main class="player coming" data-testid="coming" aria-busy="true">
                <nav class="toolbar">
                    <a class="button" href="#/" data-testid="library" aria-label=move || tr(lang.get(), "All games", "Tous les jeux")>"⌂"</a>
                    <h1 class="game-name">{move || name.get(lang.get()).to_string()}</h1>
                    // The room of the player's buttons, on their own row on a tablet held upright.
                    <span class="toolbar-break"></span>
                    <span class="toolbar-room"></span>
                </nav>
                <div class="status">
                    <span class="wheel late" aria-hidden="true"></span>
                    <span class="late" role="status" data-testid="loading-game">{move || tr(lang.get(), "Opening the game…", "Ouverture du jeu…")}</span>
                </div>
                <div class="board-area" inert>
                    <svg class="board" node_ref=svg viewBox=move || view_box_attr(view_box.get()) preserveAspectRatio="xMidYMin meet"
                        aria-hidden="true" inner_html=drawn></svg>
                </div>
            </main>
        }
    });
    // Fitted to the screen as the live board will be once on it (`player/board_area.rs`): on a
    // phone, squares too small for a finger show the part of the game the child plays first.
    if let Some(svg) = svg.get_untracked() {
        let r = svg.get_bounding_client_rect();
        let client = layout::Rect { x: r.left(), y: r.top(), w: r.width(), h: r.height() };
        if layout::fit(&game, players, front, layout::tall(), client) {
            arranged.update(|n| *n += 1);
        }
        let part = layout::parts(&game, players, front).first().and_then(|p| layout::part_box(&game, players, front, *p));
        view_box.set(part.unwrap_or_else(|| layout::view_box(&game, players)));
    }
    Box::new(page)
}

/// The page when the player's module could not be fetched; `open` opens the game once it is.
pub fn not_loaded(
    host: web_sys::HtmlElement,
    lang: RwSignal<Lang>,
    open: impl Fn() + Clone + Send + Sync + 'static,
) -> Box<dyn Any> {
    // A child reads it: short, and "tu" in French as the player's words.
    const SAID: Said = [
        ("The game could not open: there is no connection.", "Le jeu n'a pas pu s'ouvrir\u{a0}: il n'y a pas de connexion."),
        (
            "Still no connection: ask an adult to check the Wi-Fi.",
            "Toujours pas de connexion\u{a0}: demande à un adulte de vérifier le Wi-Fi.",
        ),
    ];
    Box::new(mount_to(host, move || {
        view! { <main class="missing">{failed(lang, SAID, load_player, open)}{all_games(lang)}</main> }
    }))
}
