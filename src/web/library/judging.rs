//! The user's saved games judged by this build's checks before any page shows (saved by an
//! older build, maybe in another tab, or edited outside the app): each is asked of the
//! thinking bundle (`checks`), and marked (`marks`). A page waits for them ("Checking your
//! games…") unless the thinking bundle was out of reach before in this visit; a verdict that
//! comes late is kept, and the page told (`JUDGED`).

use std::cell::{Cell, RefCell};

use crate::checks;
use crate::shared::games::{save_user_list, user_list, Saved};
use crate::shared::marks;

thread_local! {
    /// Saved games (their marks as if playable) that could not be judged, the thinking bundle
    /// out of reach, and when: they are tried again at a page shown a while later.
    static TRIED: RefCell<Vec<(String, f64)>> = const { RefCell::new(Vec::new()) };
    /// A `check_saved` is under way.
    static JUDGING: Cell<bool> = const { Cell::new(false) };
}

/// Whether some of the user's games wait for this build's checks: `check_saved` them before a
/// page shows. False while they are being checked.
pub fn unjudged() -> bool {
    if JUDGING.get() {
        return false;
    }
    // Not at every page: each try may wait for the network.
    const AGAIN_MILLIS: f64 = 15_000.0;
    let now = js_sys::Date::now();
    let tried = |s: &Saved| {
        let mark = marks::mark(&s.json, true);
        TRIED.with(|t| t.borrow().iter().any(|(m, at)| *m == mark && now - at < AGAIN_MILLIS))
    };
    user_list().iter().any(|s| s.verdict().is_none() && !tried(s))
}

/// Whether a check of saved games found the thinking bundle out of reach in this visit.
pub fn out_of_reach_before() -> bool {
    TRIED.with(|t| !t.borrow().is_empty())
}

/// Judge the user's games that this build's checks have not, in the thinking bundle's worker,
/// and mark them.
pub fn check_saved() -> impl std::future::Future<Output = ()> {
    // Under way from now, not from its first step: a page shown meanwhile starts no other.
    JUDGING.set(true);
    judge_saved()
}

async fn judge_saved() {
    let list = user_list();
    let mut verdicts = Vec::new();
    let mut reached = true;
    for saved in list.iter().filter(|s| s.verdict().is_none()) {
        // Once the thinking bundle is out of reach, the others are not tried now: each try may
        // wait for the network while the page waits.
        let verdict = match reached {
            true => checks::check(&saved.json, Some(late_verdict(saved.id.clone(), saved.json.clone()))).await,
            false => None,
        };
        match verdict {
            Some(playable) => verdicts.push((saved.id.clone(), marks::mark(&saved.json, playable))),
            None => {
                reached = false;
                TRIED.with(|t| t.borrow_mut().push((marks::mark(&saved.json, true), js_sys::Date::now())));
            }
        }
    }
    if verdicts.is_empty() {
        JUDGING.set(false);
        return;
    }
    // Read again: the list may have changed while the worker checked.
    let mut list = user_list();
    for saved in &mut list {
        if let Some((_, mark)) =
            verdicts.iter().find(|(id, mark)| *id == saved.id && marks::verdict(&saved.json, mark).is_some())
        {
            saved.mark = mark.clone();
        }
    }
    save_user_list(&list);
    JUDGING.set(false);
    announce();
}

/// The name of the event the page gets when saved games were judged (the library shows them).
pub const JUDGED: &str = "tablier-games-judged";

fn announce() {
    if let Ok(event) = web_sys::Event::new(JUDGED) {
        let _ = leptos::prelude::window().dispatch_event(&event);
    }
}

/// What to do with a verdict on a saved game that came after the check's time limit (the
/// thinking bundle was still loading on a slow network): mark the game, check the others now
/// that the bundle answers, and tell the page, which shows them without a new try.
fn late_verdict(id: String, json: String) -> Box<dyn FnOnce(bool)> {
    Box::new(move |playable| {
        let mut list = user_list();
        if let Some(saved) = list.iter_mut().find(|s| s.id == id && s.json == json) {
            saved.mark = marks::mark(&json, playable);
            save_user_list(&list);
        }
        leptos::task::spawn_local(async {
            check_again().await;
            announce();
        });
    })
}

/// Check now, as the educator asks, the user's games that could not be checked before.
pub async fn check_again() {
    if JUDGING.get() {
        return;
    }
    TRIED.with(|t| t.borrow_mut().clear());
    check_saved().await
}
