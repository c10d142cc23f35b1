//! The designer's app: the frame (`shared/frame.rs`) with the designer's routes: a new game
//! (`#/new`) and the designer (`#/edit/<id>`); the library and its games go back to the
//! children's page, one folder up.

use leptos::prelude::*;

use crate::designer::Designer;
use crate::shared::frame::{Frame, Pages};
use crate::shared::route::Route;
use crate::starts::Starts;

#[component]
pub fn App() -> impl IntoView {
    let show = move |route: Route, pages: Pages| match route {
        Route::New => pages.show(|| view! { <Starts /> }),
        Route::Edit { id } => pages.show(move || view! { <Designer id=id /> }),
        Route::Library | Route::Play { .. } | Route::Shared { .. } | Route::Class | Route::Set { .. } => route.leave(),
    };
    // A device that opened the designer keeps it for use offline.
    view! { <Frame show=show keeps_designer=|| true /> }
}
