//! For the educator, above the cards: the user's games not shown because this build could not
//! check them (the thinking bundle, which checks them, out of reach), and a button to check
//! them again.

use leptos::prelude::*;
use tablier::lang::{Lang, Text};

use crate::judging;
use crate::shared::i18n::{tr, use_lang};
use crate::shelf::Shelf;

#[component]
pub fn Unchecked(shelf: Shelf, child: RwSignal<bool>) -> impl IntoView {
    let lang = use_lang();
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
    let names = move || if child.get() { Vec::new() } else { shelf.unchecked_names() };
    move || {
        let names = names();
        (!names.is_empty()).then(|| {
            view! {
                <p class="unchecked" role="status" data-testid="unchecked">
                    <span>{move || said(&names, lang.get())}</span>
                    <button class="big" data-testid="check-again" disabled=move || busy.get() on:click=again>
                        {move || match busy.get() {
                            true => tr(lang.get(), "Checking…", "Vérification…"),
                            false => tr(lang.get(), "Try again", "Réessayer"),
                        }}
                    </button>
                </p>
            }
        })
    }
}

/// The games not shown, named, and why.
fn said(names: &[Text], lang: Lang) -> String {
    let quote = |n: &Text| match lang {
        Lang::En => format!("“{}”", n.en),
        Lang::Fr => format!("«\u{a0}{}\u{a0}»", n.fr),
    };
    let quoted = names.iter().map(quote).collect::<Vec<_>>().join(", ");
    match (names.len(), lang) {
            (1, Lang::En) => format!("{quoted} is not shown yet: Tablier could not check that it can be played (is the Internet connection lost?)."),
            (1, Lang::Fr) => format!("{quoted} n'est pas encore affiché\u{a0}: Tablier n'a pas pu vérifier qu'il peut être joué (la connexion Internet est-elle perdue\u{a0}?)."),
            (n, Lang::En) => format!("{n} of your games are not shown yet ({quoted}): Tablier could not check that they can be played (is the Internet connection lost?)."),
            (n, Lang::Fr) => format!("{n} de vos jeux ne sont pas encore affichés ({quoted})\u{a0}: Tablier n'a pas pu vérifier qu'ils peuvent être joués (la connexion Internet est-elle perdue\u{a0}?)."),
    }
}
