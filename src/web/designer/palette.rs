//! The palette of token types: tap one to choose it (a tap on a grid cell then places it),
//! or drag it onto a grid cell or into a tray. New, copy and delete; "fill the grid".

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::PointerEvent;

use super::canvas::Canvas;
use super::draft::Draft;
use super::taps::drop_token;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::images;
use tablier::lang::Lang;

/// A palette entry carried toward the boards.
#[derive(Clone, Debug, PartialEq)]
struct Carried {
    type_id: String,
    start: (f64, f64),
    at: (f64, f64),
    moved: bool,
}

#[component]
pub fn Palette(draft: Draft, canvas: Canvas) -> impl IntoView {
    let lang = use_lang();
    let keep = RwSignal::new(true);
    let each = RwSignal::new(2u32);
    let carried = RwSignal::new(None::<Carried>);
    let new_type = move |_| {
        let template = if keep.get_untracked() { draft.token_type.get_untracked() } else { None };
        let mut made = None;
        draft.set(|d| {
            let n = d.token_types.len() + 1;
            let name = format!("{} {n}", tr(lang.get_untracked(), "Token", "Jeton"));
            // No property: a token is what it shows (a memory pairs by pictures), and the
            // template's properties may say which token it is (issue #37, item 1).
            made = Some(d.new_token_type(d.words_in(lang.get_untracked(), &name), template.as_deref()));
        });
        draft.token_type.set(made);
    };
    let copy_type = move |_| {
        let Some(from) = draft.token_type.get_untracked() else { return };
        let mut made = None;
        draft.set(|d| {
            // Each language's name gets its own word for "copy".
            let home = d.home();
            let name = d.token_types.iter().find(|t| t.id == from).map(|t| t.name.clone()).unwrap_or_default();
            let copy_name = name.map(|n, l| format!("{n} ({})", tr(l, "copy", "copie")), home);
            made = Some(d.new_token_type(copy_name, Some(&from)));
        });
        draft.token_type.set(made);
    };
    let delete_type = move |_| {
        let Some(id) = draft.token_type.get_untracked() else { return };
        if draft.edit(|d| d.delete_token_type(&id)) {
            draft.token_type.set(draft.design.with_untracked(|d| d.token_types.first().map(|t| t.id.clone())));
        }
    };
    let fill = move |_| {
        let n = each.get_untracked();
        draft.edit(|d| {
            let ids: Vec<String> = d
                .token_types
                .iter()
                .filter(|t| t.mode != tablier::model::HandlingMode::Fixed && d.placed(&t.id) == 0)
                .map(|t| t.id.clone())
                .collect();
            if ids.is_empty() {
                return Err(tablier::lang::Text::new(
                    "Every token is already placed: make new tokens first.",
                    "Tous les jetons sont déjà posés\u{a0}: créez d'abord de nouveaux jetons.",
                ));
            }
            let refs: Vec<&str> = ids.iter().map(String::as_str).collect();
            d.fill_grid(&refs, n).map(|_| ())
        });
    };

    let down = move |ev: PointerEvent, type_id: String| {
        if ev.button() != 0 {
            return;
        }
        if let Some(el) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
            let _ = el.set_pointer_capture(ev.pointer_id());
        }
        let p = (ev.client_x() as f64, ev.client_y() as f64);
        carried.set(Some(Carried { type_id, start: p, at: p, moved: false }));
    };
    let moved = move |ev: PointerEvent| {
        let p = (ev.client_x() as f64, ev.client_y() as f64);
        carried.update(|c| {
            if let Some(c) = c {
                c.at = p;
                c.moved |= (p.0 - c.start.0).hypot(p.1 - c.start.1) > 8.0;
            }
        });
    };
    let up = move |ev: PointerEvent| {
        let Some(c) = carried.get_untracked() else { return };
        carried.set(None);
        draft.token_type.set(Some(c.type_id.clone()));
        if !c.moved {
            return;
        }
        match canvas.cell_under(draft, ev.client_x() as f64, ev.client_y() as f64) {
            Some((board, at)) => {
                drop_token(draft, &board, at, &c.type_id);
            }
            None => draft.say(
                "Drop the token on a square of the grid or in a tray.",
                "Lâchez le jeton sur une case de la grille ou dans une réserve.",
            ),
        }
    };

    let entries = move || {
        draft.design.with(|d| {
            d.token_types
                .iter()
                .map(|t| {
                    let id = t.id.clone();
                    let id2 = id.clone();
                    let used = d.placed(&t.id);
                    // In words ("1/∞" said nothing to a teacher): how many are on the boards, of how many.
                    let count = match (t.copies, lang.get()) {
                        (Some(n), Lang::En) => format!("{used} of {n} placed"),
                        (Some(n), Lang::Fr) => format!("{used} posé{} sur {n}", if used > 1 { "s" } else { "" }),
                        (None, Lang::En) => format!("{used} placed"),
                        (None, Lang::Fr) => format!("{used} posé{}", if used > 1 { "s" } else { "" }),
                    };
                    let picture = images::url(&t.front);
                    let label = t.display_label(lang.get()).to_string();
                    let chosen = move || draft.token_type.get().as_deref() == Some(id2.as_str());
                    view! {
                        <button class="palette-entry" data-token-type=id.clone() aria-pressed=move || chosen().to_string()
                            on:pointerdown={ let id = id.clone(); move |ev| down(ev, id.clone()) }
                            on:pointermove=moved on:pointerup=up on:pointercancel=move |_| carried.set(None)
                            // Enter or Space (no pointer): the keyboard chooses the token too.
                            on:click={ let id = id.clone(); move |_| draft.token_type.set(Some(id.clone())) }>
                            {match picture {
                                Some(url) => view! { <img src=url alt="" draggable="false" /> }.into_any(),
                                None => view! { <span class="palette-label">{label}</span> }.into_any(),
                            }}
                            <span class="palette-name">{t.display_name(lang.get()).to_string()}</span>
                            <span class="palette-count" data-testid="count">{count}</span>
                        </button>
                    }
                })
                .collect_view()
        })
    };
    let ghost = move || {
        carried.get().filter(|c| c.moved).map(|c| {
            let picture = draft.design.with_untracked(|d| {
                d.token_types
                    .iter()
                    .find(|t| t.id == c.type_id)
                    .map(|t| (images::url(&t.front), t.display_label(crate::shared::i18n::page_lang()).to_string()))
            });
            let style = format!("left:{}px;top:{}px", c.at.0 as i32 - 30, c.at.1 as i32 - 30);
            view! {
                <div class="palette-ghost" style=style>
                    {match picture {
                        Some((Some(url), _)) => view! { <img src=url alt="" /> }.into_any(),
                        Some((None, label)) => view! { <span>{label}</span> }.into_any(),
                        None => ().into_any(),
                    }}
                </div>
            }
        })
    };
    let held = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        if let Some(el) = held.get() {
            crate::shared::touch::hold_touches(&el);
        }
    });
    view! {
        <section class="palette" data-testid="palette">
            {move || draft.design.with(|d| d.token_types.is_empty()).then(|| view! {
                <p class="hint">{move || tr(lang.get(), "No token yet: tap \"+ New token\", then choose its picture.", "Pas encore de jeton\u{a0}: touchez «\u{a0}+ Nouveau jeton\u{a0}», puis choisissez son image.")}</p>
            })}
            <div class="palette-entries" node_ref=held>{entries}</div>
            {move || draft.design.with(|d| !d.token_types.is_empty()).then(|| view! {
                <p class="hint" data-testid="palette-hint">{move || {
                    let trays = draft.design.with(|d| !d.trays.is_empty());
                    match trays {
                        true => tr(lang.get(), "Drag a token onto a square of the grid or into a tray, or tap a token then a square.", "Faites glisser un jeton sur une case de la grille ou dans une réserve, ou touchez un jeton puis une case."),
                        false => tr(lang.get(), "Drag a token onto a square of the grid, or tap a token then a square.", "Faites glisser un jeton sur une case de la grille, ou touchez un jeton puis une case."),
                    }
                }}</p>
            })}
            <div class="row">
                <button class="big" data-testid="new-token" on:click=new_type>{move || tr(lang.get(), "+ New token", "+ Nouveau jeton")}</button>
                <button data-testid="copy-token" disabled=move || draft.token_type.get().is_none() on:click=copy_type>{move || tr(lang.get(), "Copy", "Copier")}</button>
                <button data-testid="delete-token" disabled=move || draft.token_type.get().is_none() on:click=delete_type>{move || tr(lang.get(), "Delete", "Supprimer")}</button>
            </div>
            {super::widgets::switch("keep-settings", ("Keep settings", "Garder les réglages"),
                ("A new token starts with the settings of the chosen one (how it is used, its back, its copies), never its properties.",
                 "Un nouveau jeton reprend les réglages du jeton choisi (son usage, son dos, ses exemplaires), jamais ses propriétés."),
                move || keep.get(), move |on| keep.set(on))}
            <div class="row">
                <button class="big" data-testid="fill-grid" on:click=fill>
                    {move || format!("{} {} {}", tr(lang.get(), "Fill the grid:", "Remplir la grille\u{a0}:"), each.get(), tr(lang.get(), "of each token", "de chaque jeton"))}
                </button>
                {super::widgets::stepper("fill-each", ("", ""), move || Some(each.get()), move |n| each.set(n.unwrap_or(1).clamp(1, 8)), 1)}
            </div>
            {ghost}
        </section>
    }
}
