//! Named saves of a game in progress (the game itself always survives a reload): "Saves"
//! opens a panel to keep the game under a name and to take any kept game up again, or remove
//! it. A save is the automatic save's record (seed, how many play, who plays each seat, the
//! actions in the command line's notation) with a name.

use leptos::prelude::*;
use tablier::engine::Play;
use tablier::lang::{Lang, Text};

use super::control::Ctl;
use super::record::Record;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::storage;

/// A game keeps at most this many named saves (the oldest go first).
const KEPT: usize = 20;

fn key(game: &str) -> String {
    format!("tablier.saves.{game}")
}

/// The game's saves, oldest first, each with a name (one that does not read is left out, not
/// the whole list).
fn load(game: &str) -> Vec<Record> {
    let list: Vec<serde_json::Value> = storage::get(&key(game)).unwrap_or_default();
    list.into_iter().filter_map(|s| serde_json::from_value::<Record>(s).ok()).filter(|s| !s.name.is_empty()).collect()
}

/// Store the game's saves; the list as stored.
fn store(game: &str, list: Vec<Record>) -> Vec<Record> {
    storage::set(&key(game), &list);
    list
}

/// The saves left once the one named `name` is removed.
fn without(game: &str, name: &str) -> Vec<Record> {
    let mut list = load(game);
    list.retain(|s| s.name != name);
    store(game, list)
}

impl Ctl {
    /// Keep the game under a name; the game's saves.
    fn keep_as(&self, name: String) -> Vec<Record> {
        let game = self.game_id.get_value();
        let saved = Record { name: name.clone(), ..self.record() };
        let mut list = load(&game);
        // The same name again replaces the older save.
        list.retain(|s| s.name != name);
        list.push(saved);
        let extra = list.len().saturating_sub(KEPT);
        list.drain(..extra);
        store(&game, list)
    }

    fn take_up(&self, saved: &Record) {
        let seed = saved.seed().unwrap_or(1);
        let players = saved.players.unwrap_or(1).max(1);
        let start = self.play.with_untracked(|p| Play::new(p.game.clone(), seed, players));
        let (play, whole) = super::control::replayed(start, saved.log.iter().map(String::as_str), saved.helps);
        let seats = saved.seats();
        self.held.set(None);
        self.thinking.set(None);
        self.replaying.set(false);
        self.choosing.set(false);
        self.help.set(super::control::climbed(&play));
        self.message.set(None);
        self.seats.set(super::seating::fit(seats.unwrap_or_default(), play.state.players.len()));
        self.started.set(!play.log.is_empty());
        self.play.set(play);
        self.save();
        if !whole {
            self.say_shortened();
        }
    }
}

fn default_name(lang: Lang) -> String {
    let d = js_sys::Date::new_0();
    let (day, month, h, m) = (d.get_date(), d.get_month() + 1, d.get_hours(), d.get_minutes());
    match lang {
        Lang::En => format!("Game of {month}/{day} {h}:{m:02}"),
        Lang::Fr => format!("Partie du {day}/{month} à {h}h{m:02}"),
    }
}

#[component]
pub fn SavesButton(open: RwSignal<bool>) -> impl IntoView {
    let lang = use_lang();
    view! {
        <button data-testid="saves" aria-expanded=move || open.get().to_string() on:click=move |_| open.update(|o| *o = !*o)>
            {move || tr(lang.get(), "Saves", "Parties")}
        </button>
    }
}

/// The panel, drawn when it opens; the name typed stays for the next time.
#[component]
pub fn SavesPanel(ctl: Ctl, open: RwSignal<bool>) -> impl IntoView {
    let name = RwSignal::new(String::new());
    view! { <Show when=move || open.get()><Saves ctl=ctl open=open name=name /></Show> }
}

/// Keep the game under a name, and the game's saves, each to take up again or remove.
#[component]
fn Saves(ctl: Ctl, open: RwSignal<bool>, name: RwSignal<String>) -> impl IntoView {
    let lang = use_lang();
    // The game's saves as stored, read as the panel opens.
    let saves = RwSignal::new(load(&ctl.game_id.get_value()));
    if name.get_untracked().is_empty() {
        name.set(default_name(lang.get_untracked()));
    }
    let keep = move |_| {
        let n = name.get_untracked().trim().to_string();
        if n.is_empty() {
            return;
        }
        saves.set(ctl.keep_as(n));
        ctl.message.set(Some((Text::new("Game saved.", "Partie sauvegardée."), false)));
    };
    let remove = move |gone: String| saves.set(without(&ctl.game_id.get_value(), &gone));
    view! {
        <section class="saves-panel" data-testid="saves-panel" role="dialog" aria-modal="false" aria-labelledby="saves-title">
            <h2 id="saves-title">{move || tr(lang.get(), "Saved games", "Parties sauvegardées")}</h2>
            <div class="row">
                <label class="field">
                    <span>{move || tr(lang.get(), "Name", "Nom")}</span>
                    <input data-testid="save-name" prop:value=name.get_untracked() on:input=move |ev| name.set(event_target_value(&ev)) maxlength="60" />
                </label>
                <button class="big" data-testid="save-now" on:click=keep>{move || tr(lang.get(), "Save this game", "Sauvegarder cette partie")}</button>
            </div>
            <p hidden=move || !saves.with(Vec::is_empty)>{move || tr(lang.get(), "No saved game yet.", "Aucune partie sauvegardée.")}</p>
            <ul class="saves">
                // A save is drawn again only when it changed (kept again under its name).
                <For each=move || saves.get() key=|saved| saved.clone() let(saved)>
                    {save_row(ctl, saved, open, remove)}
                </For>
            </ul>
            <button data-testid="saves-close" on:click=move |_| open.set(false)>{move || tr(lang.get(), "Close", "Fermer")}</button>
        </section>
    }
}

/// A save: its name and moves, "Play it" and "Remove".
fn save_row(ctl: Ctl, saved: Record, open: RwSignal<bool>, remove: impl Fn(String) + 'static) -> impl IntoView {
    let lang = use_lang();
    let (name, moves) = (saved.name.clone(), saved.log.len());
    let (hook, gone) = (name.clone(), name.clone());
    view! {
        <li data-save=hook>
            <span class="save-name">{name}</span>
            <small>{move || match lang.get() { Lang::En => format!("{moves} moves"), Lang::Fr => format!("{moves} coups") }}</small>
            <button data-testid="save-load" on:click=move |_| { ctl.take_up(&saved); open.set(false); }>
                {move || tr(lang.get(), "Play it", "La reprendre")}
            </button>
            <button data-testid="save-remove" on:click=move |_| remove(gone.clone())>{move || tr(lang.get(), "Remove", "Supprimer")}</button>
        </li>
    }
}
