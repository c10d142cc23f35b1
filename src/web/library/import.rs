//! The educator's additions to the library, an imported file or a copy of a game, and where
//! the last one stands (`Import`): said under the cards, with the problems of a refused file
//! and, when it reads as a design, the offer to keep it to fix. The checks themselves are in
//! `adding`.

use leptos::prelude::*;
use tablier::lang::{Lang, Text};
use wasm_bindgen::JsCast;

use crate::shared::files;
use crate::shared::games::{self, Entry};
use crate::shared::i18n::{tr, use_lang};
use crate::shelf::Shelf;
use crate::{adding, focus};

#[derive(Clone, PartialEq, Eq)]
pub enum Import {
    /// Nothing to say.
    Idle,
    /// A file or a copy is being checked (by the thinking bundle, in a worker): said, and the
    /// buttons that add a game wait.
    Checking,
    /// The game just added (imported or duplicated), by its name.
    Added(Text),
    /// Refused, with its first problems; its JSON when it reads as a design that the checks
    /// refused, which the educator may keep to fix in the designer.
    Refused { problems: Vec<Text>, fixable: Option<String> },
    /// A refused design kept with the user's games to be fixed, by its name.
    KeptToFix(Text),
    /// The file could not be read at all.
    Unreadable,
    /// A set of games put on this tablet as today's games: how many, and the names of those
    /// refused (each is said; the others are in).
    SetAdded { count: usize, refused: Vec<Text> },
}

impl Import {
    /// A game refused with these problems, none of which the designer could fix.
    pub fn refused(problems: Vec<Text>) -> Import {
        Import::Refused { problems, fixable: None }
    }

    /// Whether a game is being checked: another waits.
    pub fn checking(&self) -> bool {
        *self == Import::Checking
    }

    /// What the status line under the cards says.
    pub fn said(&self, lang: Lang) -> Option<String> {
        Some(match (self, lang) {
            (Import::Checking, _) => tr(lang, "Checking the game…", "Vérification du jeu…").to_string(),
            (Import::Added(name), Lang::En) => format!("“{}” was added to your games.", name.en),
            (Import::Added(name), Lang::Fr) => format!("«\u{a0}{}\u{a0}» a été ajouté à vos jeux.", name.fr),
            (Import::KeptToFix(name), Lang::En) => {
                format!("“{}” is kept with your games, to fix: open it with Fix.", name.en)
            }
            (Import::KeptToFix(name), Lang::Fr) => {
                format!("«\u{a0}{}\u{a0}» est gardé avec vos jeux, pour le corriger\u{a0}: ouvrez-le avec Corriger.", name.fr)
            }
            (Import::SetAdded { count, .. }, Lang::En) => {
                format!("Today's games are on this tablet: the children see only these {count} games.")
            }
            (Import::SetAdded { count, .. }, Lang::Fr) => {
                format!("Les jeux du jour sont sur cette tablette\u{a0}: les enfants ne voient que ces {count} jeux.")
            }
            _ => return None,
        })
    }

    /// The problems said of a refused file (none while another is checked: a second failure
    /// is seen as new).
    pub fn problems(&self) -> Vec<Text> {
        match self {
            Import::Refused { problems, .. } => problems.clone(),
            Import::Unreadable => vec![Text::new("This file cannot be read.", "Ce fichier ne peut pas être lu.")],
            Import::SetAdded { refused, .. } => refused
                .iter()
                .map(|name| {
                    Text::new(
                        format!("“{}” has mistakes and was not added.", name.en),
                        format!("«\u{a0}{}\u{a0}» contient des erreurs et n'a pas été ajouté.", name.fr),
                    )
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The JSON of a refused design the educator may keep to fix.
    pub fn fixable(&self) -> Option<&String> {
        match self {
            Import::Refused { fixable, .. } => fixable.as_ref(),
            _ => None,
        }
    }

    /// A deletion's word replaces the last addition's (the game added may be the one deleted).
    pub fn after_deletion(&mut self) {
        if matches!(self, Import::Added(_) | Import::KeptToFix(_) | Import::SetAdded { .. }) {
            *self = Import::Idle;
        }
    }
}

/// The library's additions: each goes to the shelf and says where it stands in `state`.
#[derive(Clone, Copy)]
pub struct Adder {
    pub state: RwSignal<Import>,
    shelf: Shelf,
    lang: RwSignal<Lang>,
    /// Today's games (`today`), which an imported set replaces.
    today: RwSignal<Vec<String>>,
}

impl Adder {
    pub fn new(shelf: Shelf, lang: RwSignal<Lang>, today: RwSignal<Vec<String>>) -> Adder {
        Adder { state: RwSignal::new(Import::Idle), shelf, lang, today }
    }

    /// Import a file picked or dropped: one at a time (a file dropped while another is checked
    /// waits for the educator); a file over the size limit is refused from its size, without
    /// reading it; else one task reads it and judges it.
    pub fn file(self, file: web_sys::File) {
        if self.state.with_untracked(Import::checking) {
            return;
        }
        if let Some(p) = tablier::load::file_too_big(file.size() as usize) {
            return self.state.set(Import::refused(vec![p.message]));
        }
        self.state.set(Import::Checking);
        leptos::task::spawn_local(async move {
            if let Some(kind) = adding::picture_kind(&file).await {
                return self.state.set(Import::refused(vec![picture_not_game(kind)]));
            }
            let Some(text) = adding::read_file(file).await else { return self.state.set(Import::Unreadable) };
            if tablier::sets::may_be(&text) {
                let said = match crate::handout::set_import(self.shelf, text.clone(), self.lang.get_untracked()).await {
                    Ok(read) => read.await,
                    Err(_) => Some(Err(Text::new(
                        "This set of games could not be opened: there is no connection.",
                        "Cette série de jeux n'a pas pu être ouverte\u{a0}: il n'y a pas de connexion.",
                    ))),
                };
                match said {
                    Some(Ok((ids, refused))) => return self.set(ids, refused),
                    Some(Err(why)) => return self.state.set(Import::refused(vec![why])),
                    None => {}
                }
            }
            match adding::import(self.shelf, &text, self.lang.get_untracked()).await {
                Ok(id) => self.added(id),
                Err(refused) => {
                    self.state.set(Import::Refused { problems: refused.problems, fixable: refused.fixable })
                }
            }
        });
    }

    /// A set of games put on this tablet (`sharing::set_import`): they become today's games.
    fn set(self, ids: Vec<String>, refused: Vec<Text>) {
        crate::today::set_today(&ids);
        self.today.set(ids.clone());
        self.state.set(Import::SetAdded { count: ids.len(), refused });
    }

    /// A copy of a game, checked first by the thinking bundle, as an import is.
    pub fn duplicate(self, entry: Entry) {
        self.state.set(Import::Checking);
        leptos::task::spawn_local(async move {
            match adding::duplicate(self.shelf, &entry, self.lang.get_untracked()).await {
                Ok(id) => self.added(id),
                Err(problems) => self.state.set(Import::refused(problems)),
            }
        });
    }

    /// Keep the file the checks refused with the user's games, to fix in the designer; its id.
    pub fn keep_to_fix(self) -> Option<String> {
        let json = self.state.with_untracked(|i| i.fixable().cloned())?;
        let (id, name) = self.shelf.keep_to_fix(json);
        self.state.set(Import::KeptToFix(name));
        focus::show_card(id.clone());
        Some(id)
    }

    /// Keep it, and open it in the designer at once, on its first problem.
    pub fn fix_now(self) {
        if let Some(id) = self.keep_to_fix() {
            let _ = window().location().set_href(&crate::shared::route::fix_href(&id));
        }
    }

    fn added(self, id: String) {
        let name = games::find(&id).map(|e| e.game.design.name.text());
        self.state.set(name.map_or(Import::Idle, Import::Added));
        focus::show_card(id);
    }
}

/// "Import a game": the file picker.
#[component]
pub fn ImportButton(adder: Adder) -> impl IntoView {
    let lang = use_lang();
    let chosen = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let file = files::first(&input);
        input.set_value("");
        match file {
            Some(file) => adder.file(file),
            None => adder.state.set(Import::Unreadable),
        }
    };
    view! {
        <label class="button big import">
            {move || tr(lang.get(), "Import a game (.json)", "Importer un jeu (.json)")}
            <input type="file" accept=".json,application/json" data-testid="import" on:change=chosen
                disabled=move || adder.state.with(Import::checking) />
        </label>
    }
}

/// What the last addition came to, in the status line under the cards.
#[component]
pub fn ImportStatus(adder: Adder) -> impl IntoView {
    let lang = use_lang();
    view! { <p class="added" role="status" data-testid="added">{move || adder.state.with(|i| i.said(lang.get()))}</p> }
}

/// A refused file's problems, and the offer to keep it to fix when it reads as a design.
#[component]
pub fn ImportRefusal(adder: Adder) -> impl IntoView {
    let lang = use_lang();
    view! {
        <div role="alert">
            <ul class="problems" data-testid="import-problems">
                <For each=move || adder.state.with(Import::problems).into_iter().enumerate() key=|p| p.clone() let((_, problem))>
                    {
                        // The sentence first; where it is in the file after it, in small type.
                        let (first, place) = (problem.clone(), problem);
                        let part = move |p: &Text, i: usize| split_place(p.get(lang.get()))[i].to_string();
                        view! { <li>{move || part(&first, 0)}<small class="place">{move || part(&place, 1)}</small></li> }
                    }
                </For>
            </ul>
            {move || adder.state.with(|i| i.fixable().is_some()).then(|| view! {
                <div class="fix-choices">
                    <button class="big primary" data-testid="fix-now" on:click=move |_| adder.fix_now()>
                        {move || tr(lang.get(), "Fix it now", "Le corriger maintenant")}
                    </button>
                    <button class="big" data-testid="keep-to-fix" on:click=move |_| { adder.keep_to_fix(); }>
                        {move || tr(lang.get(), "Keep it, to fix it later", "Le garder, pour le corriger plus tard")}
                    </button>
                </div>
            })}
        </div>
    }
}

/// A problem's sentence and the place in the file said after it (" (in the file: grid.x)"),
/// which a teacher may skip: shown in small type.
fn split_place(text: &str) -> [&str; 2] {
    for mark in [" (in the file: ", " (dans le fichier\u{a0}: "] {
        if let Some(at) = text.rfind(mark) {
            return [&text[..at], &text[at..]];
        }
    }
    [text, ""]
}

/// A picture given as a game (its name changed to .json).
fn picture_not_game(kind: &str) -> Text {
    Text::new(
        format!(
            "This file is a picture ({kind}), not a game. To use it, open a game in the designer and choose it as a \
             token's picture with “Upload a picture”."
        ),
        format!(
            "Ce fichier est une image ({kind}), pas un jeu. Pour l'utiliser, ouvrez un jeu dans l'éditeur et \
             choisissez-la comme image d'un jeton avec «\u{a0}Importer une image\u{a0}»."
        ),
    )
}
