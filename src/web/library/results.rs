//! The results kept on this device: each finished game (`tablier::results::Played`) added to
//! one list in localStorage, read by the teacher's page (`results_view.rs`). Reported by the
//! player (`player::OnFinished`) and written by code cut at the `wasm_split` mark below into
//! the module of the player's panels (`player/panels.rs`: the end card's), fetched right after the
//! board: the player's own module carries none of it, and it adds no request. When the
//! browser refuses to store (full), `storage` keeps the list in memory for the visit and says
//! so; what was stored before stays as it was.

use leptos::wasm_split::wasm_split;
use tablier::engine::Play;
use tablier::results::Played;

use crate::shared::split::NotLoaded;
use crate::shared::storage;

pub const KEY: &str = "tablier.results";

/// A finished game added to the children's results, once its module is fetched.
#[wasm_split(panels, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn record_result(game: String, play: Play, seats: Vec<Option<u8>>, who: String) -> Result<(), NotLoaded> {
    record(&game, &play, &seats, &who);
    Ok(())
}

/// A game just finished, by `who` ("" when nobody was asked): added at the end of the list's
/// JSON text as it is stored, without reading the list (the teacher's page reads it).
fn record(game: &str, play: &Play, seats: &[Option<u8>], who: &str) {
    let played = serde_json::to_string(&Played::of(game, play, seats, who, &now())).unwrap_or_default();
    let list = storage::get_json(KEY).unwrap_or_default();
    let list = match list.trim().strip_suffix(']') {
        Some(head) if head.trim_end().ends_with('[') => format!("{head}{played}]"),
        Some(head) => format!("{head},{played}]"),
        // Nothing kept yet, or not a list (never written by Tablier): a new list.
        None => format!("[{played}]"),
    };
    storage::set_json(KEY, &list);
}

/// The local date and time, "2026-11-27 14:05".
fn now() -> String {
    let d = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date(),
        d.get_hours(),
        d.get_minutes()
    )
}
