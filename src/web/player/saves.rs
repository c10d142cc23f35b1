//! Named saves of a game in progress (the game itself always survives a reload): "Saves"
//! opens a panel to keep the game under a name and to take any kept game up again, or remove
//! it. A save is the seed, how many play, who plays each seat and the actions in the command
//! line's notation, as the automatic save.

use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use tablier::engine::Play;
use tablier::notation::{format_action, parse_action};

use super::control::Ctl;
use crate::i18n::{tr, use_lang};
use crate::storage;

#[derive(Serialize, Deserialize, Clone, PartialEq)]
struct Saved {
    name: String,
    seed: String,
    players: usize,
    seats: Vec<Option<u8>>,
    log: Vec<String>,
}

/// A game keeps at most this many named saves (the oldest go first).
const KEPT: usize = 20;

fn key(game: &str) -> String {
    format!("tablier.saves.{game}")
}

fn load(game: &str) -> Vec<Saved> {
    storage::get(&key(game)).and_then(|t| serde_json::from_str(&t).ok()).unwrap_or_default()
}

fn store(game: &str, list: &[Saved]) {
    if let Ok(text) = serde_json::to_string(list) {
        storage::set(&key(game), &text);
    }
}

impl Ctl {
    fn keep_as(&self, name: String) {
        let game = self.game_id.get_value();
        let saved = self.play.with_untracked(|p| Saved {
            name,
            seed: p.seed.to_string(),
            players: p.state.players.len(),
            seats: self.seats.get_untracked(),
            log: p.log.iter().map(|a| format_action(&p.game, *a)).collect(),
        });
        let mut list = load(&game);
        // The same name again replaces the older save.
        list.retain(|s| s.name != saved.name);
        list.push(saved);
        let extra = list.len().saturating_sub(KEPT);
        list.drain(..extra);
        store(&game, &list);
    }

    fn take_up(&self, saved: &Saved) {
        let seed = saved.seed.parse().unwrap_or(1);
        let mut play = self.play.with_untracked(|p| Play::new(p.game.clone(), seed, saved.players.max(1)));
        for line in &saved.log {
            match parse_action(&play.game, line) {
                Ok(a) => {
                    play.act(a);
                }
                Err(_) => break,
            }
        }
        play.settle();
        self.held.set(None);
        self.thinking.set(None);
        self.replaying.set(false);
        self.choosing.set(false);
        self.help.set(0);
        self.message.set(None);
        self.seats.set(super::seats::fit(saved.seats.clone(), play.state.players.len()));
        self.started.set(!play.log.is_empty());
        self.play.set(play);
        self.save();
    }
}

fn default_name(lang: tablier::lang::Lang) -> String {
    let d = js_sys::Date::new_0();
    let (day, month, h, m) = (d.get_date(), d.get_month() + 1, d.get_hours(), d.get_minutes());
    match lang {
        tablier::lang::Lang::En => format!("Game of {month}/{day} {h}:{m:02}"),
        tablier::lang::Lang::Fr => format!("Partie du {day}/{month} à {h}h{m:02}"),
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

#[component]
pub fn SavesPanel(ctl: Ctl, open: RwSignal<bool>) -> impl IntoView {
    let lang = use_lang();
    let list = RwSignal::new(Vec::<Saved>::new());
    let name = RwSignal::new(String::new());
    Effect::new(move |_| {
        if open.get() {
            list.set(load(&ctl.game_id.get_value()));
            name.set(default_name(lang.get_untracked()));
        }
    });
    let keep = move |_| {
        let n = name.get_untracked().trim().to_string();
        if n.is_empty() {
            return;
        }
        ctl.keep_as(n);
        list.set(load(&ctl.game_id.get_value()));
        ctl.message.set(Some((tablier::lang::Text::new("Game saved.", "Partie sauvegardée."), false)));
    };
    view! {
        <Show when=move || open.get()>
            <section class="saves-panel" data-testid="saves-panel" role="dialog" aria-modal="false" aria-labelledby="saves-title">
                <h2 id="saves-title">{move || tr(lang.get(), "Saved games", "Parties sauvegardées")}</h2>
                <div class="row">
                    <label class="field">
                        <span>{move || tr(lang.get(), "Name", "Nom")}</span>
                        <input data-testid="save-name" prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) maxlength="60" />
                    </label>
                    <button class="big" data-testid="save-now" on:click=keep>{move || tr(lang.get(), "Save this game", "Sauvegarder cette partie")}</button>
                </div>
                <p hidden=move || !list.with(|l| l.is_empty())>{move || tr(lang.get(), "No saved game yet.", "Aucune partie sauvegardée.")}</p>
                <ul class="saves">
                    <For each=move || list.get() key=|s| (s.name.clone(), s.log.len()) let(saved)>
                        {
                            let (s1, s2) = (saved.clone(), saved.name.clone());
                            let moves = saved.log.len();
                            view! {
                                <li data-save=saved.name.clone()>
                                    <span class="save-name">{saved.name.clone()}</span>
                                    <small>{move || match lang.get() {
                                        tablier::lang::Lang::En => format!("{moves} moves"),
                                        tablier::lang::Lang::Fr => format!("{moves} coups"),
                                    }}</small>
                                    <button data-testid="save-load" on:click=move |_| { ctl.take_up(&s1); open.set(false); }>
                                        {move || tr(lang.get(), "Play it", "La reprendre")}
                                    </button>
                                    <button data-testid="save-remove" on:click=move |_| {
                                        let game = ctl.game_id.get_value();
                                        let mut all = load(&game);
                                        all.retain(|s| s.name != s2);
                                        store(&game, &all);
                                        list.set(all);
                                    }>{move || tr(lang.get(), "Remove", "Supprimer")}</button>
                                </li>
                            }
                        }
                    </For>
                </ul>
                <button data-testid="saves-close" on:click=move |_| open.set(false)>{move || tr(lang.get(), "Close", "Fermer")}</button>
            </section>
        </Show>
    }
}
