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

fn store(game: &str, list: Vec<Record>) {
    storage::set(&key(game), &list);
}

impl Ctl {
    fn keep_as(&self, name: String) {
        let game = self.game_id.get_value();
        let saved = Record { name: name.clone(), ..self.record() };
        let mut list = load(&game);
        // The same name again replaces the older save.
        list.retain(|s| s.name != name);
        list.push(saved);
        let extra = list.len().saturating_sub(KEPT);
        list.drain(..extra);
        store(&game, list);
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
            {move || tr(lang.get(), "Saves", "Sauvegardes")}
        </button>
    }
}

/// The panel, drawn again as a whole when the language or the list changes.
#[component]
pub fn SavesPanel(ctl: Ctl, open: RwSignal<bool>) -> impl IntoView {
    let lang = use_lang();
    // Bumped when the list of saves changes.
    let changed = RwSignal::new(0u32);
    let name = RwSignal::new(String::new());
    let panel = move || {
        if !open.get() {
            return None;
        }
        changed.track();
        let l = lang.get();
        let game = ctl.game_id.get_value();
        if name.get_untracked().is_empty() {
            name.set(default_name(l));
        }
        let list = load(&game);
        let empty = list.is_empty();
        let rows = list
            .into_iter()
            .map(|saved| {
                let label = saved.name.clone();
                let moves = saved.log.len();
                let (gone, game, hook) = (label.clone(), game.clone(), label.clone());
                view! {
                    <li data-save=hook>
                        <span class="save-name">{label}</span>
                        <small>{match l { Lang::En => format!("{moves} moves"), Lang::Fr => format!("{moves} coups") }}</small>
                        <button data-testid="save-load" on:click=move |_| { ctl.take_up(&saved); open.set(false); }>
                            {tr(l, "Play it", "La reprendre")}
                        </button>
                        <button data-testid="save-remove" on:click=move |_| {
                            let mut all = load(&game);
                            all.retain(|s| s.name != gone);
                            store(&game, all);
                            changed.update(|c| *c += 1);
                        }>{tr(l, "Remove", "Supprimer")}</button>
                    </li>
                }
            })
            .collect_view();
        let keep = move |_| {
            let n = name.get_untracked().trim().to_string();
            if n.is_empty() {
                return;
            }
            ctl.keep_as(n);
            changed.update(|c| *c += 1);
            ctl.message.set(Some((Text::new("Game saved.", "Partie sauvegardée."), false)));
        };
        Some(view! {
            <section class="saves-panel" data-testid="saves-panel" role="dialog" aria-modal="false" aria-labelledby="saves-title">
                <h2 id="saves-title">{tr(l, "Saved games", "Parties sauvegardées")}</h2>
                <div class="row">
                    <label class="field">
                        <span>{tr(l, "Name", "Nom")}</span>
                        <input data-testid="save-name" prop:value=name.get_untracked() on:input=move |ev| name.set(event_target_value(&ev)) maxlength="60" />
                    </label>
                    <button class="big" data-testid="save-now" on:click=keep>{tr(l, "Save this game", "Sauvegarder cette partie")}</button>
                </div>
                <p hidden=!empty>{tr(l, "No saved game yet.", "Aucune partie sauvegardée.")}</p>
                <ul class="saves">{rows}</ul>
                <button data-testid="saves-close" on:click=move |_| open.set(false)>{tr(l, "Close", "Fermer")}</button>
            </section>
        })
    };
    view! { {panel} }
}
