//! State of a kind's editor that outlives its view: the Game panel draws its editor again
//! when the design changes, and what the teacher was doing (the chooser open, a card chosen)
//! must not close under the finger at each tap. Kept per game being edited.

use std::cell::RefCell;
use std::thread::LocalKey;

use leptos::prelude::*;

use super::draft::Draft;

/// Where an editor keeps its state: the game it belongs to and the state itself.
pub type Slot<T> = RefCell<Option<(String, ArcRwSignal<T>)>>;

/// The editor's state for this game (the one kept, or `fresh` for another game), as a
/// signal of the view being drawn.
pub fn lasting<T: Send + Sync + 'static>(slot: &'static LocalKey<Slot<T>>, draft: Draft, fresh: T) -> RwSignal<T> {
    let game = draft.id.get_value();
    let kept = slot.with_borrow_mut(|s| match s {
        Some((id, state)) if *id == game => state.clone(),
        _ => {
            let state = ArcRwSignal::new(fresh);
            *s = Some((game, state.clone()));
            state
        }
    });
    RwSignal::from(kept)
}
