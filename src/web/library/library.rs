//! The library (`#/`): every game as a big card with a small picture of its board; tap to
//! play. The user's own games (imported with the file picker or by dropping a file on the
//! page, or duplicated) can be exported and deleted; a deletion can be undone for a while.
//! In child mode (see `mode`) only the games are shown, to play.

use std::sync::Arc;
use std::time::Duration;

use leptos::prelude::*;
use tablier::engine::Play;
use wasm_bindgen::JsCast;

use crate::import::Import;
use crate::mode;
use crate::player::board::Picture;
use crate::shared::files;
use crate::shared::games::{self, Entry};
use crate::shared::i18n::{tr, use_lang};
use crate::shared::route::{self, Route};
use crate::shelf::{self, Deleted, Faulty, Shelf};
use crate::{adding, judging};
use tablier::lang::{Lang, Text};

#[component]
pub fn Library() -> impl IntoView {
    let lang = use_lang();
    let child = RwSignal::new(mode::child());
    let shelf = Shelf::load();
    let import = RwSignal::new(Import::Idle);
    let report = move |result: Result<String, Vec<Text>>| match result {
        Ok(id) => {
            let name = games::find(&id).map(|e| e.game.design.name.text());
            import.set(name.map_or(Import::Idle, Import::Added));
            // Once the library is drawn again: the new card in view, and focused.
            request_animation_frame(move || show_card(&id));
        }
        Err(problems) => import.set(Import::refused(problems)),
    };
    // A file over the size limit is refused from its size, without reading it; else one task
    // reads it and judges it.
    let add_file = move |file: web_sys::File| {
        // One at a time (a file dropped while another is checked waits for the educator).
        if import.with_untracked(Import::checking) {
            return;
        }
        if let Some(p) = tablier::load::file_too_big(file.size() as usize) {
            return import.set(Import::refused(vec![p.message]));
        }
        import.set(Import::Checking);
        leptos::task::spawn_local(async move {
            let Some(text) = adding::read_file(file).await else { return import.set(Import::Unreadable) };
            match adding::import(shelf, &text, lang.get_untracked()).await {
                Ok(id) => report(Ok(id)),
                Err(refused) => import.set(Import::Refused { problems: refused.problems, fixable: refused.fixable }),
            }
        });
    };
    let chosen = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let file = files::first(&input);
        input.set_value("");
        match file {
            Some(file) => add_file(file),
            None => import.set(Import::Unreadable),
        }
    };
    // A file dropped anywhere on the page is imported (the app stops the browser opening it).
    let drop = window_event_listener(leptos::ev::drop, move |ev| {
        ev.prevent_default();
        if child.get_untracked() {
            return;
        }
        if let Some(file) = adding::dropped(&ev) {
            add_file(file);
        }
    });
    // A game saved in another tab (the designer's, beside this one) shows here at once.
    let elsewhere = window_event_listener(leptos::ev::storage, move |ev| {
        if ev.key().as_deref() == Some(games::USER_KEY) {
            shelf.reload();
        }
    });
    // The last game deleted, with its name, while it can still be brought back.
    let deleted = RwSignal::new(None::<(Deleted, String)>);
    // Saved games judged late (the thinking bundle slow to load) show as soon as they are.
    let judged = window_event_listener_untyped(judging::JUDGED, move |_| shelf.reload());
    on_cleanup(move || {
        drop.remove();
        elsewhere.remove();
        judged.remove();
        // Leaving the library ends the time to bring a deleted game back.
        if let Some((d, _)) = deleted.try_get_untracked().flatten() {
            shelf::forget(&d.saved.id);
        }
    });
    Effect::new(move |_| {
        if deleted.with(Option::is_some) {
            import.update(Import::after_deletion);
        }
    });
    let undo_delete = move |_| {
        if let Some((d, _)) = deleted.get_untracked() {
            shelf.restore(&d);
            deleted.set(None);
            // The focus goes back to the game brought back, not to the top of the page.
            let id = d.saved.id.clone();
            request_animation_frame(move || {
                focus_card(&id);
            });
        }
    };
    let keep_to_fix = move |_| {
        let Some(json) = import.with_untracked(|i| i.fixable().cloned()) else { return };
        let (id, name) = shelf.keep_to_fix(json);
        import.set(Import::KeptToFix(name));
        request_animation_frame(move || show_card(&id));
    };
    view! {
        <main class="library">
            <h1 class="visually-hidden">{move || tr(lang.get(), "Games", "Jeux")}</h1>
            // At the top, where nothing moves when the educator's buttons appear below.
            <ModeSwitch child=child />
            // Above the cards, where the educator looks for the game missing from them.
            {move || unchecked(lang, shelf, child)}
            <div class="cards">
                // A card stays drawn while its game is the same: the compiled game is kept for
                // each game's JSON (`games::compile`), and a new version is a new one.
                <For each=move || shelf.games() key=|e| (e.id.clone(), Arc::as_ptr(&e.game) as usize) let(entry)>
                    {card(entry, shelf, deleted, report, child, import)}
                </For>
                // After them, for the educator only, the user's games that can no longer be played.
                <For each=move || if child.get() { Vec::new() } else { shelf.faulty() } key=|f| (f.id.clone(), f.mark.clone()) let(game)>
                    {faulty_card(game, shelf, deleted)}
                </For>
            </div>
            // Under the cards, next to the new one: what was just added.
            <p class="added" role="status" data-testid="added">{move || import.with(|i| i.said(lang.get()))}</p>
            <div class="library-tools" hidden=move || child.get()>
                <a class="button big primary" href=Route::New.href() data-testid="new-game">{move || tr(lang.get(), "+ New game", "+ Nouveau jeu")}</a>
                <label class="button big import">
                    {move || tr(lang.get(), "Import a game (.json)", "Importer un jeu (.json)")}
                    <input type="file" accept=".json,application/json" data-testid="import" on:change=chosen disabled=move || import.with(Import::checking) />
                </label>
            </div>
            <div role="alert">
                <ul class="problems" data-testid="import-problems">
                    <For each=move || import.with(Import::problems).into_iter().enumerate() key=|p| p.clone() let((_, problem))>
                        <li>{move || problem.get(lang.get()).to_string()}</li>
                    </For>
                </ul>
                {move || import.with(|i| i.fixable().is_some()).then(|| view! {
                    <button class="big" data-testid="keep-to-fix" on:click=keep_to_fix>
                        {move || tr(lang.get(), "Keep it, to fix it", "Le garder, pour le corriger")}
                    </button>
                })}
            </div>
            {move || deleted.get().map(|(_, name)| view! {
                <div class="toast" role="status" data-testid="deleted">
                    <span>{move || format!("{} {}", tr(lang.get(), "Deleted:", "Supprimé :"), name)}</span>
                    <button class="big" data-testid="undo-delete" on:click=undo_delete>{move || tr(lang.get(), "Undo", "Annuler")}</button>
                </div>
            })}
        </main>
    }
}

/// For the educator: the user's games not shown because they could not be checked (the
/// thinking bundle, which checks them, out of reach), and a button to check them again.
fn unchecked(lang: RwSignal<Lang>, shelf: Shelf, child: RwSignal<bool>) -> Option<impl IntoView> {
    let names = shelf.unchecked_names();
    if names.is_empty() || child.get() {
        return None;
    }
    let said = move || {
        let lang = lang.get();
        let quote = |n: &Text| match lang {
            Lang::En => format!("“{}”", n.en),
            Lang::Fr => format!("« {} »", n.fr),
        };
        let quoted = names.iter().map(quote).collect::<Vec<_>>().join(", ");
        match (names.len(), lang) {
            (1, Lang::En) => format!("{quoted} is not shown yet: Tablier could not check that it can be played (is the Internet connection lost?)."),
            (1, Lang::Fr) => format!("{quoted} n'est pas encore affiché : Tablier n'a pas pu vérifier qu'il peut être joué (la connexion Internet est-elle perdue ?)."),
            (n, Lang::En) => format!("{n} of your games are not shown yet ({quoted}): Tablier could not check that they can be played (is the Internet connection lost?)."),
            (n, Lang::Fr) => format!("{n} de vos jeux ne sont pas encore affichés ({quoted}) : Tablier n'a pas pu vérifier qu'ils peuvent être joués (la connexion Internet est-elle perdue ?)."),
        }
    };
    // Its own word while it checks (an import beside it is not held up).
    let busy = RwSignal::new(false);
    let again = move |_| {
        busy.set(true);
        leptos::task::spawn_local(async move {
            judging::check_again().await;
            // (Unless the library was left meanwhile.)
            if busy.try_set(false).is_none() {
                shelf.reload();
            }
        });
    };
    Some(view! {
        <p class="unchecked" role="status" data-testid="unchecked">
            <span>{said}</span>
            <button class="big" data-testid="check-again" disabled=move || busy.get() on:click=again>
                {move || match busy.get() {
                    true => tr(lang.get(), "Checking…", "Vérification…"),
                    false => tr(lang.get(), "Try again", "Réessayer"),
                }}
            </button>
        </p>
    })
}

/// Bring the card of game `id` into view and give it the focus (a screen reader says it), and
/// the status under the cards too, when there is room for both.
fn show_card(id: &str) {
    if !focus_card(id) {
        return;
    }
    if let Some(status) = document().query_selector("[data-testid=\"added\"]").ok().flatten() {
        status.scroll_into_view_with_bool(false);
    }
}

/// Give the card of game `id` the focus (which brings it into view); false when it is not there.
fn focus_card(id: &str) -> bool {
    let card = document()
        .query_selector(&format!("[data-game=\"{id}\"] .card"))
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    card.is_some_and(|card| card.focus().is_ok())
}

/// How long a deleted game can be brought back.
const UNDO_DELETE: Duration = Duration::from_secs(8);

fn card(
    entry: Entry,
    shelf: Shelf,
    deleted: RwSignal<Option<(Deleted, String)>>,
    report: impl Fn(Result<String, Vec<Text>>) + Copy + 'static,
    child: RwSignal<bool>,
    import: RwSignal<Import>,
) -> impl IntoView {
    let lang = use_lang();
    let play = Play::new(entry.game.clone(), 1, entry.players());
    let design = &entry.game.design;
    let (shown_name, description) = (design.name.text(), design.description.text());
    // The file and the undo bar keep the name in the language of the moment they are made.
    let name = shown_name.get(lang.get_untracked()).to_string();
    let file = files::file_name(&name);
    let json = entry.json.clone();
    let id = entry.id.clone();
    let builtin = entry.builtin;
    let copy = entry.clone();
    // Checked first by the thinking bundle, as an import is.
    let duplicate = move |copy: Entry| {
        import.set(Import::Checking);
        leptos::task::spawn_local(async move { report(adding::duplicate(shelf, &copy, lang.get_untracked()).await) })
    };
    let delete = deleter(id, name.clone(), shelf, deleted);
    view! {
        <div class="card-wrap" data-testid="game" data-game=entry.id.clone()>
            <a class="card" href=Route::Play { id: entry.id.clone(), seed: None }.href() data-testid="game-card">
                <div class="card-picture"><Picture play=play /></div>
                <h2>{move || shown_name.get(lang.get()).to_string()}</h2>
                <p>{move || description.get(lang.get()).to_string()}</p>
            </a>
            <div class="card-actions" hidden=move || child.get()>
                <a class="button" href=route::edit_href(&entry.id) data-testid="edit">
                    {move || if builtin { tr(lang.get(), "Edit a copy", "Modifier une copie") } else { tr(lang.get(), "Edit", "Modifier") }}
                </a>
                <button data-testid="export" on:click=move |_| files::download(&file, &json)>
                    {move || tr(lang.get(), "Export", "Exporter")}
                </button>
                <button data-testid="duplicate" disabled=move || import.with(Import::checking) on:click=move |_| duplicate(copy.clone())>
                    {move || tr(lang.get(), "Duplicate", "Dupliquer")}
                </button>
                {(!builtin).then(|| view! {
                    <button data-testid="delete" on:click=delete>{move || tr(lang.get(), "Delete", "Supprimer")}</button>
                })}
            </div>
        </div>
    }
}

/// A game of the user's that the checks refuse: its name, why it cannot be played, and the
/// ways to keep the work (the designer lists its problems).
fn faulty_card(game: Faulty, shelf: Shelf, deleted: RwSignal<Option<(Deleted, String)>>) -> impl IntoView {
    let lang = use_lang();
    let name = game.name.get(lang.get_untracked()).to_string();
    let file = files::file_name(&name);
    let delete = deleter(game.id.clone(), name, shelf, deleted);
    let opens = game.opens;
    view! {
        <div class="card-wrap faulty" data-testid="faulty" data-game=game.id.clone()>
            <div class="card">
                <h2>{move || game.name.get(lang.get()).to_string()}</h2>
                <p>{move || match opens {
                    true => tr(lang.get(),
                        "⚠ This game has mistakes and cannot be played (Tablier has changed since it was made, or its file was edited): open it to fix them.",
                        "⚠ Ce jeu contient des erreurs et ne peut pas être joué (Tablier a changé depuis qu'il a été créé, ou son fichier a été modifié) : ouvrez-le pour les corriger."),
                    false => tr(lang.get(),
                        "⚠ This game's file is damaged and cannot be opened: export it to keep it.",
                        "⚠ Le fichier de ce jeu est abîmé et ne peut pas être ouvert : exportez-le pour le garder."),
                }}</p>
            </div>
            <div class="card-actions">
                {opens.then(|| view! {
                    <a class="button" href=route::edit_href(&game.id) data-testid="edit">{move || tr(lang.get(), "Fix", "Corriger")}</a>
                })}
                <button data-testid="export" on:click=move |_| files::download(&file, &game.json)>
                    {move || tr(lang.get(), "Export", "Exporter")}
                </button>
                <button data-testid="delete" on:click=delete>{move || tr(lang.get(), "Delete", "Supprimer")}</button>
            </div>
        </div>
    }
}

/// Delete one of the user's games, named `title` in the undo bar, which can bring it back
/// for a while.
fn deleter(
    id: String,
    title: String,
    shelf: Shelf,
    deleted: RwSignal<Option<(Deleted, String)>>,
) -> impl Fn(leptos::ev::MouseEvent) + 'static {
    move |_| {
        let Some(gone) = shelf.delete(&id) else { return };
        // A game deleted earlier and not brought back is gone for good.
        if let Some((before, _)) = deleted.get_untracked() {
            shelf::forget(&before.saved.id);
        }
        let gone_id = gone.saved.id.clone();
        deleted.set(Some((gone, title.clone())));
        set_timeout(
            move || {
                // (The library may have been left meanwhile: its signal is then gone.)
                if deleted.try_with_untracked(|d| d.as_ref().is_some_and(|d| d.0.saved.id == gone_id)) == Some(true) {
                    deleted.set(None);
                    shelf::forget(&gone_id);
                }
            },
            UNDO_DELETE,
        );
    }
}

/// Child mode's switch, at one place in both modes: held for a moment, it lets the educator
/// in (a tap only says to hold it; a fill shows how long is left); tapped in educator mode, it
/// gives the screen back to the children. The finger that unlocked lifts on the same button:
/// that release is not taken for a tap.
#[component]
fn ModeSwitch(child: RwSignal<bool>) -> impl IntoView {
    let lang = use_lang();
    let holding = RwSignal::new(false);
    let told = RwSignal::new(false);
    // Each press has its number: a timer from an earlier press does nothing.
    let press = StoredValue::new(0u32);
    // Set by the unlocking press: the click its release makes is not a tap on "Child mode".
    let swallow = StoredValue::new(false);
    let start = move || {
        swallow.set_value(false);
        if !child.get_untracked() || holding.get_untracked() {
            return;
        }
        holding.set(true);
        let n = press.get_value() + 1;
        press.set_value(n);
        set_timeout(
            move || {
                if press.try_get_value() == Some(n) && holding.try_get_untracked() == Some(true) {
                    holding.set(false);
                    told.set(false);
                    swallow.set_value(true);
                    mode::set_child(false);
                    mode::keep_designer();
                    child.set(false);
                }
            },
            std::time::Duration::from_millis(mode::HOLD_MS as u64),
        );
    };
    let stop = move || {
        if holding.get_untracked() {
            holding.set(false);
            press.update_value(|n| *n += 1);
            told.set(true);
        }
    };
    let lock = move |_| {
        if swallow.get_value() {
            swallow.set_value(false);
        } else if !child.get_untracked() {
            mode::set_child(true);
            child.set(true);
        }
    };
    let key = |ev: &leptos::ev::KeyboardEvent| matches!(ev.key().as_str(), "Enter" | " ");
    view! {
        <div class="unlock-wrap">
            <button class="unlock" data-testid=move || if child.get() { "unlock" } else { "child-mode" }
                data-holding=move || holding.get().to_string() style=format!("--hold: {}ms", mode::HOLD_MS)
                on:pointerdown=move |ev| { ev.prevent_default(); start(); }
                on:pointerup=move |_| stop()
                on:pointerleave=move |_| stop()
                on:pointercancel=move |_| stop()
                on:contextmenu=|ev| ev.prevent_default()
                on:keydown=move |ev| if key(&ev) && !ev.repeat() { if child.get_untracked() { ev.prevent_default(); } start(); }
                on:keyup=move |ev| if key(&ev) { stop(); }
                on:click=lock>
                <span class="fill" aria-hidden="true"></span>
                <span class="words">{move || match child.get() {
                    true => tr(lang.get(), "For educators", "Pour les enseignants"),
                    false => tr(lang.get(), "Child mode: only play", "Mode enfant : seulement jouer"),
                }}</span>
            </button>
            <p class="unlock-help" role="status" data-testid="unlock-help">
                {move || told.get().then(|| tr(lang.get(), "Keep your finger on the button until it fills.", "Garde le doigt sur le bouton jusqu'à ce qu'il soit plein."))}
            </p>
        </div>
    }
}
