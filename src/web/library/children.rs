//! The children who share this tablet, as the teacher lists them: a name and a picture each
//! (a child who does not read finds their animal), and whether a game asks "Who is playing?"
//! before it starts (`player/who.rs`). Saved at each change.

use leptos::prelude::*;

use crate::player::class::{Child, Class, KEY};
use crate::shared::i18n::{tr, use_lang};
use crate::shared::{images, storage};

/// Pictures a child can know as theirs, given in turn to the children added.
const PICTURES: [&str; 19] = [
    "animal-cat",
    "animal-dog",
    "animal-rabbit",
    "animal-owl",
    "animal-duck",
    "animal-horse",
    "animal-bee",
    "animal-butterfly",
    "animal-snail",
    "animal-cow",
    "animal-pig",
    "animal-bird",
    "animal-eagle",
    "animal-bat",
    "fruit-apple",
    "fruit-banana",
    "fruit-cherry",
    "fruit-pear",
    "star",
];

/// The picture for the next child added: the first no child has yet.
fn next_picture(class: &Class) -> &'static str {
    PICTURES.iter().find(|p| class.children.iter().all(|c| c.picture != **p)).unwrap_or(&PICTURES[0])
}

/// The picture after `picture` (the teacher taps a child's picture to change it).
fn picture_after(picture: &str) -> &'static str {
    let at = PICTURES.iter().position(|p| *p == picture).map_or(0, |i| i + 1);
    PICTURES[at % PICTURES.len()]
}

#[component]
pub fn Children() -> impl IntoView {
    let lang = use_lang();
    let class = RwSignal::new(Class::load());
    let change = move |f: &dyn Fn(&mut Class)| {
        class.update(|c| f(c));
        class.with_untracked(|c| storage::set(KEY, c));
    };
    let typed = RwSignal::new(String::new());
    let said = RwSignal::new(None::<&'static str>);
    let add = move || {
        let name = typed.get_untracked().trim().to_string();
        if name.is_empty() {
            return;
        }
        if class.with_untracked(|c| c.children.iter().any(|ch| ch.name.eq_ignore_ascii_case(&name))) {
            said.set(Some(tr(lang.get_untracked(), "This name is already in the list.", "Ce prénom est déjà dans la liste.")));
            return;
        }
        said.set(None);
        change(&|c| {
            let picture = next_picture(c).to_string();
            c.children.push(Child { name: name.clone(), picture });
            // The first child listed: the question is what the list is for.
            if c.children.len() == 1 {
                c.ask = true;
            }
        });
        typed.set(String::new());
    };
    view! {
        <section class="children" data-testid="children">
            <h2>{move || tr(lang.get(), "Children on this tablet", "Les enfants de cette tablette")}</h2>
            <p class="hint">{move || tr(lang.get(),
                "Before each game, a child taps their picture or name: you see below how each one did. Nothing leaves this tablet.",
                "Avant chaque partie, l'enfant touche son image ou son prénom\u{a0}: vous voyez ci-dessous comment chacun a joué. Rien ne quitte cette tablette.")}</p>
            <label class="check big-check">
                <input type="checkbox" data-testid="ask-who" prop:checked=move || class.with(|c| c.ask)
                    on:change=move |ev| { let on = event_target_checked(&ev); change(&|c| c.ask = on); } />
                {move || tr(lang.get(), "Ask who is playing before each game", "Demander qui joue avant chaque partie")}
            </label>
            <ul class="child-list">
                <For each=move || { class.get().children.into_iter().enumerate().collect::<Vec<_>>() }
                    key=|(i, c)| (*i, c.name.clone(), c.picture.clone()) let:((i, child))>
                    <li data-testid="class-child" data-name=child.name.clone()>
                        <button class="child-picture" data-testid="child-picture"
                            aria-label=move || tr(lang.get(), "Change the picture", "Changer l'image")
                            on:click=move |_| change(&|c| if let Some(ch) = c.children.get_mut(i) { ch.picture = picture_after(&ch.picture).to_string(); })>
                            {images::url(&child.picture).map(|src| view! { <img src=src alt="" /> })}
                        </button>
                        <span class="child-name">{child.name.clone()}</span>
                        <button class="remove" data-testid="remove-child" on:click=move |_| change(&|c| { if i < c.children.len() { c.children.remove(i); } })>
                            {move || tr(lang.get(), "Remove", "Retirer")}
                        </button>
                    </li>
                </For>
            </ul>
            <form class="add-child" on:submit=move |ev| { ev.prevent_default(); add(); }>
                <input type="text" data-testid="child-name" maxlength="40" enterkeyhint="done"
                    placeholder=move || tr(lang.get(), "A child's first name", "Le prénom d'un enfant")
                    aria-label=move || tr(lang.get(), "A child's first name", "Le prénom d'un enfant")
                    prop:value=move || typed.get() on:input=move |ev| typed.set(event_target_value(&ev)) />
                <button type="submit" class="primary" data-testid="add-child">{move || tr(lang.get(), "+ Add", "+ Ajouter")}</button>
            </form>
            <p role="status" class="refused">{move || said.get()}</p>
        </section>
    }
}
