//! A game asked for by its address that the library has but cannot play: not checked yet (the
//! thinking bundle out of reach), refused by the checks, or a file that does not read; or an
//! educator's game made on another device.

use leptos::prelude::*;
use tablier::lang::Text;

use crate::judging::JUDGED;
use crate::shared::games::{self, user_list};
use crate::shared::i18n::{tr, use_lang};
use crate::shared::missing::Missing;
use crate::validate;

/// Why a game asked for by its link cannot be played.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// Not checked yet: the thinking bundle, which checks it, is out of reach.
    Unchecked,
    /// The checks refuse it (the library shows it to the educator, to fix).
    Faulty,
    /// Its file does not even read as a game (the library offers to export it).
    Damaged,
    /// An educator's game (its id is theirs: `games::new_id`) that this device does not hold:
    /// a link copied from another tablet or computer, where it was made.
    Elsewhere,
}

/// Why game `id`, which `games::find` does not give, cannot be played; None when there is no
/// such game.
pub fn why_not(id: &str) -> Option<Why> {
    let Some(saved) = user_list().into_iter().find(|s| s.id == id) else {
        return games::is_user_id(id).then_some(Why::Elsewhere);
    };
    Some(match saved.verdict() {
        None => Why::Unchecked,
        Some(_) if games::read(&saved.json).is_none() => Why::Damaged,
        Some(_) => Why::Faulty,
    })
}

/// The page of a game that cannot be played, or does not exist (`why` None).
#[component]
pub fn Unplayable(why: Option<Why>) -> impl IntoView {
    let lang = use_lang();
    let said = why.map(|why| match why {
        Why::Unchecked => validate::unchecked().message,
        Why::Faulty => Text::new(
            "This game has mistakes and cannot be played. In the list of games, an adult can open it to fix them.",
            "Ce jeu contient des erreurs et ne peut pas être joué. Dans la liste des jeux, un adulte peut l'ouvrir pour les corriger.",
        ),
        Why::Damaged => Text::new(
            "This game's file is damaged: it cannot be played.",
            "Le fichier de ce jeu est abîmé\u{a0}: il ne peut pas être joué.",
        ),
        // The address of a game only names it: the game itself stayed where it was made.
        Why::Elsewhere => Text::new(
            "This game was made on another tablet or computer, and it is not on this one. Ask the adult who made it for its link (the \"Share\" button) or its file, and open it here.",
            "Ce jeu a été fait sur une autre tablette ou un autre ordinateur, et il n'est pas sur celle-ci. Demande à l'adulte qui l'a fait son lien (le bouton «\u{a0}Partager\u{a0}») ou son fichier, et ouvre-le ici.",
        ),
    });
    // Checked again when the page is loaded again (the network may be back); loaded again by
    // itself when a late answer judged the saved games.
    let unchecked = why == Some(Why::Unchecked);
    if unchecked {
        let judged = window_event_listener_untyped(JUDGED, |_| drop(window().location().reload()));
        on_cleanup(move || judged.remove());
    }
    let again = unchecked.then(|| {
        view! {
            <button class="big" data-testid="check-again" on:click=|_| drop(window().location().reload())>
                {move || tr(lang.get(), "Try again", "Réessayer")}
            </button>
        }
    });
    view! { <Missing said=said>{again}</Missing> }
}
