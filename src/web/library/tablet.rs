//! The teacher's settings of this tablet, on the teacher's page: a code for the educators'
//! controls (`code`), and whether children see the built-in games or only the teacher's own.

use leptos::prelude::*;

use crate::code;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::storage;

const HIDE_KEY: &str = "tablier.hide-builtin";

/// Does the library hide the built-in games from children?
pub fn hides_builtin() -> bool {
    storage::get::<bool>(HIDE_KEY).unwrap_or(false)
}

#[component]
pub fn Tablet() -> impl IntoView {
    let lang = use_lang();
    let set = RwSignal::new(code::code().is_some());
    let typed = RwSignal::new(String::new());
    let said = RwSignal::new(None::<(&'static str, bool)>);
    let hide = RwSignal::new(hides_builtin());
    let save = move || {
        let c = typed.get_untracked();
        if !code::acceptable(&c) {
            said.set(Some((tr(lang.get_untracked(), "A code is 4 to 8 digits.", "Un code a de 4 à 8 chiffres."), true)));
            return;
        }
        code::set_code(Some(&c));
        typed.set(String::new());
        set.set(true);
        said.set(Some((
            tr(lang.get_untracked(),
                "The code is set: \"For educators\" now asks it. Write it down somewhere safe.",
                "Le code est enregistré\u{a0}: «\u{a0}Pour les enseignants\u{a0}» le demande désormais. Notez-le en lieu sûr."),
            false,
        )));
    };
    let remove = move |_| {
        code::set_code(None);
        set.set(false);
        said.set(Some((tr(lang.get_untracked(), "The code is removed.", "Le code est supprimé."), false)));
    };
    view! {
        <section class="tablet" data-testid="tablet">
            <h2>{move || tr(lang.get(), "This tablet", "Cette tablette")}</h2>
            <h3>{move || tr(lang.get(), "Educators' code", "Code des enseignants")}</h3>
            <p class="hint">{move || tr(lang.get(),
                "Without a code, holding \"For educators\" is enough. With one, a child cannot change or delete games. Forgotten? Clearing this site's data in the browser's settings removes it, with the games made here: export them first.",
                "Sans code, il suffit de maintenir «\u{a0}Pour les enseignants\u{a0}». Avec un code, un enfant ne peut ni modifier ni supprimer de jeu. Oublié\u{a0}? Effacer les données de ce site dans les réglages du navigateur le supprime, avec les jeux faits ici\u{a0}: exportez-les d'abord.")}</p>
            <form class="add-child" on:submit=move |ev| { ev.prevent_default(); save(); }>
                <input type="text" inputmode="numeric" autocomplete="off" maxlength="8" data-testid="code-field"
                    placeholder=move || tr(lang.get(), "4 to 8 digits", "4 à 8 chiffres")
                    aria-label=move || tr(lang.get(), "Educators' code", "Code des enseignants")
                    prop:value=move || typed.get() on:input=move |ev| typed.set(event_target_value(&ev)) />
                <button type="submit" class="primary" data-testid="set-code">
                    {move || match set.get() {
                        true => tr(lang.get(), "Change the code", "Changer le code"),
                        false => tr(lang.get(), "Set the code", "Enregistrer le code"),
                    }}
                </button>
                <Show when=move || set.get()>
                    <button type="button" data-testid="remove-code" on:click=remove>{move || tr(lang.get(), "Remove the code", "Supprimer le code")}</button>
                </Show>
            </form>
            <p role="status" data-testid="code-status" class:refused=move || said.get().is_some_and(|s| s.1)>{move || said.get().map(|s| s.0)}</p>
            <label class="check big-check">
                <input type="checkbox" data-testid="hide-builtin" prop:checked=move || hide.get()
                    on:change=move |ev| { let on = event_target_checked(&ev); storage::set(HIDE_KEY, &on); hide.set(on); } />
                {move || tr(lang.get(),
                    "Children see only the games made or kept on this tablet (not the built-in ones)",
                    "Les enfants ne voient que les jeux faits ou gardés sur cette tablette (pas ceux fournis)")}
            </label>
        </section>
    }
}
