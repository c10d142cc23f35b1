//! The board drawn while the player's code comes over the network (a link's first visit, a game
//! opened before the service worker keeps the app): the game as it will start, where the live
//! board will draw it and as it will (the cards' markup, `player/markup.rs`), under the
//! toolbar's name and way home and a status line saying the game is opening. It answers no
//! finger. A child sees it about half a second sooner than the live board on a slow connection
//! (README, "The board before its code").

use std::any::Any;
use std::sync::atomic::{AtomicBool, Ordering};

use leptos::prelude::*;
use tablier::engine::Play;
use tablier::lang::Lang;

use crate::player::actions;
use crate::player::drawing::view_box_attr;
use crate::player::control::{random_seed, save_key};
use crate::player::markup;
use crate::shared::games::Entry;
use crate::shared::i18n::tr;
use crate::shared::{front, layout, offline, storage};

/// Whether the player's module came in this page.
static CAME: AtomicBool = AtomicBool::new(false);

/// Told that the player's module came (`player_page::load`).
pub fn came() {
    CAME.store(true, Ordering::Relaxed);
}

/// The seed of the game to draw while the player's code comes, when it is drawn: not when the
/// code is at hand (it came once in this page, or the service worker keeps it: the board would
/// be drawn twice in a moment), nor for a game played before on this device (its progress is
/// taken up by the player's code: `player/control.rs`).
pub fn seed(entry: &Entry, seed: Option<u64>) -> Option<u64> {
    let kept = offline::container().is_some_and(|c| c.controller().is_some());
    if CAME.load(Ordering::Relaxed) || kept || storage::get_json(&save_key(&entry.id)).is_some() {
        return None;
    }
    Some(seed.unwrap_or_else(random_seed))
}

/// The page, its game dealt with `seed`, mounted into `host`.
pub fn page(host: web_sys::HtmlElement, lang: RwSignal<Lang>, entry: &Entry, seed: u64) -> Box<dyn Any> {
    let play = Play::new(entry.game.clone(), seed, entry.players());
    let (game, players) = (play.game.clone(), play.state.players.len());
    let name = game.design.name.clone();
    // The one in front, as the live board puts them at the start: the first to play.
    let front = play.state.players.get(play.state.current).map_or(0, |s| s.design_player);
    // The row of the actions beside the board (the die's is taller), when the game shows it.
    let actions = actions::always(&game).then(|| !game.design.dice.is_empty());
    Box::new(mount_to(host, move || {
        layout::arrange(layout::for_screen(), &game);
        let view_box = RwSignal::new(layout::view_box(&game, players));
        let (svg, arranged, parted) = (NodeRef::<leptos::svg::Svg>::new(), RwSignal::new(0u32), RwSignal::new(false));
        // Fitted to the screen as the live board will be once on it (`player/board_area.rs`):
        // on a phone, squares too small for a finger show the part of the game played first,
        // its buttons taking a row of the toolbar.
        let fitted = game.clone();
        Effect::new(move |_| {
            let Some(svg) = svg.get() else { return };
            let r = svg.get_bounding_client_rect();
            let client = layout::Rect { x: r.left(), y: r.top(), w: r.width(), h: r.height() };
            if layout::fit(&fitted, players, front, layout::tall(), client) {
                arranged.update(|n| *n += 1);
            }
            let parts = layout::parts(&fitted, players, front);
            parted.set(!parts.is_empty());
            let part = parts.first().and_then(|p| layout::part_box(&fitted, players, front, *p));
            let shown = part.unwrap_or_else(|| layout::view_box(&fitted, players));
            view_box.set(shown);
            layout::scale_texts(&svg, shown);
        });
        // The one in front is the live board's to choose again (a child who leaves meanwhile
        // finds the game's card as it was).
        let left = game.clone();
        on_cleanup(move || front::forget(&left));
        let drawn = move || {
            arranged.track();
            markup::coming(&play, lang.get())
        };
        view! {
            <main class="player coming" data-testid="coming">
                <nav class="toolbar">
                    <a class="button" href="#/" data-testid="library" aria-label=move || tr(lang.get(), "All games", "Tous les jeux")>"⌂"</a>
                    <h1 class="game-name">{move || name.get(lang.get()).to_string()}</h1>
                    // The rooms of the player's buttons (their own row on a tablet held upright)
                    // and of a phone's parts.
                    <span class="toolbar-break"></span>
                    <span class="toolbar-room"></span>
                    <span class="toolbar-room parts-room" hidden=move || !parted.get()></span>
                </nav>
                <div class="status">
                    <span class="wheel late" aria-hidden="true"></span>
                    <span class="late" role="status" data-testid="loading-game">{move || tr(lang.get(), "Opening the game…", "Ouverture du jeu…")}</span>
                </div>
                {actions.map(|die| view! { <div class="actions"><span class="actions-room" class:tall=die></span></div> })}
                <div class="board-area" inert aria-busy="true">
                    <svg class="board" node_ref=svg viewBox=move || view_box_attr(view_box.get()) preserveAspectRatio="xMidYMin meet"
                        aria-hidden="true" inner_html=drawn></svg>
                </div>
            </main>
        }
    }))
}
