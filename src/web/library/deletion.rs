//! A user's game deleted from the library goes at once, and "Undo" brings it back for a while;
//! once that time is over, or the library is left, its game in progress and its draft go too.

use std::time::Duration;

use leptos::prelude::*;

use crate::focus;
use crate::shared::i18n::{tr, use_lang};
use crate::shelf::{self, Deleted, Shelf};

/// How long a deleted game can be brought back.
const UNDO_DELETE: Duration = Duration::from_secs(8);

/// The last game deleted, with its name in the undo bar, while it can still be brought back.
#[derive(Clone, Copy)]
pub struct Deletion {
    last: RwSignal<Option<(Deleted, String)>>,
    shelf: Shelf,
}

impl Deletion {
    pub fn new(shelf: Shelf) -> Deletion {
        let last = RwSignal::new(None::<(Deleted, String)>);
        // Leaving the library ends the time to bring a deleted game back.
        on_cleanup(move || {
            if let Some((d, _)) = last.try_get_untracked().flatten() {
                shelf::forget(&d.saved.id);
            }
        });
        Deletion { last, shelf }
    }

    /// Whether a game was just deleted (its undo bar is shown).
    pub fn shown(self) -> bool {
        self.last.with(Option::is_some)
    }

    /// Delete one of the user's games, named `title` in the undo bar.
    pub fn delete(self, id: &str, title: String) {
        let Some(gone) = self.shelf.delete(id) else { return };
        // A game deleted earlier and not brought back is gone for good.
        if let Some((before, _)) = self.last.get_untracked() {
            shelf::forget(&before.saved.id);
        }
        let gone_id = gone.saved.id.clone();
        self.last.set(Some((gone, title)));
        let last = self.last;
        set_timeout(
            move || {
                // (The library may have been left meanwhile: its signal is then gone.)
                if last.try_with_untracked(|d| d.as_ref().is_some_and(|d| d.0.saved.id == gone_id)) == Some(true) {
                    last.set(None);
                    shelf::forget(&gone_id);
                }
            },
            UNDO_DELETE,
        );
    }

    /// Bring the last game deleted back, where it was.
    pub fn undo(self) {
        let Some((d, _)) = self.last.get_untracked() else { return };
        self.shelf.restore(&d);
        self.last.set(None);
        // The focus goes back to the game brought back, not to the top of the page.
        focus::refocus_card(d.saved.id);
    }
}

/// The undo bar of the last game deleted.
#[component]
pub fn DeletedBar(deletion: Deletion) -> impl IntoView {
    let lang = use_lang();
    move || {
        deletion.last.get().map(|(_, name)| {
            view! {
                <div class="toast" role="status" data-testid="deleted">
                    <span>{move || format!("{} {}", tr(lang.get(), "Deleted:", "Supprimé\u{a0}:"), name)}</span>
                    <button class="big" data-testid="undo-delete" on:click=move |_| deletion.undo()>
                        {move || tr(lang.get(), "Undo", "Annuler")}
                    </button>
                </div>
            }
        })
    }
}
