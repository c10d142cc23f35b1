//! The play area of the designer: every board drawn from the design, and the gestures of
//! the open panel. Tokens: tap a cell to place the chosen type, drag a placed token to move
//! it, drag it off the boards to remove it. Boards: drag a board's name bar to move it, its
//! corner handle to add or remove rows and columns. Zones: paint cells with the brush.
//! Cells: tap or sweep cells to choose them, or tap them in order to number them.

use leptos::prelude::*;
use tablier::model::{Design, HandlingMode};
use wasm_bindgen::JsCast;
use web_sys::PointerEvent;

use super::draft::{Draft, Tab};
use super::shapes::{self, board_rect, cell_rect, zone_colour};
use super::taps::{choose, drop_token, held_type, number, paint, put};
use crate::player::drawing::view_box_attr;
use crate::shared::i18n::page_lang;
use crate::shared::images;
use crate::shared::layout::{self, Rect};

/// What a pointer pressed on the canvas is doing.
#[derive(Clone, Debug)]
enum Gesture {
    /// On a cell: a tap places the chosen token type there.
    Cell { board: String, at: [u32; 2] },
    /// A placed token (or a tray's queued token) carried by the pointer.
    Token { board: String, at: [u32; 2], queue: Option<usize>, start: (f64, f64), moved: bool },
    /// A board moved by its name bar.
    Move { id: String, start: (f64, f64), from: (i32, i32) },
    /// A board resized by its corner handle.
    Resize { id: String, start: (f64, f64), from: (u32, u32) },
    /// The zone brush, painting since `begin`.
    Brush,
    /// Choosing cells: adding (or taking away) every cell swept.
    Choose { adding: bool },
}

/// A token drawn under the finger while it is carried (SVG units).
#[derive(Clone, Debug, PartialEq)]
struct Ghost {
    picture: Option<String>,
    label: String,
    x: f64,
    y: f64,
    size: f64,
}

#[derive(Clone, Copy)]
pub struct Canvas {
    pub svg: NodeRef<leptos::svg::Svg>,
    gesture: StoredValue<Option<Gesture>>,
    ghost: RwSignal<Option<Ghost>>,
    /// The view box, held still while a board is moved or resized: the drawing must not
    /// rescale under the finger (the board would run away from it).
    frozen: RwSignal<Option<Rect>>,
    view: Memo<Rect>,
}

impl Canvas {
    pub fn new(draft: Draft) -> Canvas {
        let frozen = RwSignal::new(None);
        let view = Memo::new(move |_| frozen.get().unwrap_or_else(|| draft.design.with(shapes::view_box)));
        Canvas { svg: NodeRef::new(), gesture: StoredValue::new(None), ghost: RwSignal::new(None), frozen, view }
    }

    /// Client coordinates to SVG units of the drawing as it is shown.
    pub fn to_svg(&self, cx: f64, cy: f64) -> Option<(f64, f64)> {
        let el: web_sys::Element = self.svg.get_untracked()?.unchecked_into();
        let b = el.get_bounding_client_rect();
        let client = Rect { x: b.x(), y: b.y(), w: b.width(), h: b.height() };
        Some(layout::to_svg(self.view.get_untracked(), client, cx, cy))
    }

    /// The board and cell under a client point, if it is on the canvas.
    pub fn cell_under(&self, draft: Draft, cx: f64, cy: f64) -> Option<(String, [u32; 2])> {
        let over = document().element_from_point(cx as f32, cy as f32)?;
        over.closest("[data-testid=canvas]").ok()??;
        let (x, y) = self.to_svg(cx, cy)?;
        draft.design.with_untracked(|d| shapes::hit(d, x, y))
    }
}

fn attr(ev: &PointerEvent, name: &str) -> Option<(web_sys::Element, String)> {
    let target: web_sys::Element = ev.target()?.dyn_into().ok()?;
    let el = target.closest(&format!("[{name}]")).ok()??;
    let value = el.get_attribute(name)?;
    Some((el, value))
}

fn cell_of(ev: &PointerEvent) -> Option<(String, [u32; 2])> {
    let (el, at) = attr(ev, "data-cell")?;
    let board = el.closest("[data-board]").ok()??.get_attribute("data-board")?;
    let (r, c) = at.split_once(',')?;
    Some((board, [r.parse().ok()?, c.parse().ok()?]))
}

fn ghost_of(d: &Design, type_id: &str, size: f64) -> Option<Ghost> {
    let t = d.token_types.iter().find(|t| t.id == type_id)?;
    Some(Ghost {
        picture: images::url(&t.front),
        label: t.display_label(page_lang()).to_string(),
        x: 0.0,
        y: 0.0,
        size,
    })
}

impl Canvas {
    fn down(&self, draft: Draft, ev: PointerEvent) {
        let Some(p) = self.to_svg(ev.client_x() as f64, ev.client_y() as f64) else { return };
        let gesture = match draft.tab.get_untracked() {
            Tab::Boards => self.board_gesture(draft, &ev, p),
            Tab::Tokens => self.token_gesture(draft, &ev, p),
            Tab::Zones => {
                cell_of(&ev).filter(|(b, _)| draft.design.with_untracked(|d| d.grid.id == *b)).map(|(_, at)| {
                    draft.begin();
                    paint(draft, at);
                    Gesture::Brush
                })
            }
            Tab::Cells => {
                cell_of(&ev).filter(|(b, _)| draft.design.with_untracked(|d| d.grid.id == *b)).map(|(_, at)| {
                    if draft.numbering.get_untracked().is_some() {
                        number(draft, at);
                        return Gesture::Choose { adding: true };
                    }
                    let adding = !draft.cells.with_untracked(|c| c.contains(&at));
                    choose(draft, at, adding);
                    Gesture::Choose { adding }
                })
            }
            Tab::Game | Tab::Players | Tab::Dice | Tab::Rules => None,
        };
        if let Some(g) = gesture {
            if let Some(el) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
                let _ = el.set_pointer_capture(ev.pointer_id());
            }
            ev.prevent_default();
            self.gesture.set_value(Some(g));
        }
    }

    fn board_gesture(&self, draft: Draft, ev: &PointerEvent, p: (f64, f64)) -> Option<Gesture> {
        if let Some((_, id)) = attr(ev, "data-resize") {
            let from = draft.design.with_untracked(|d| d.geometry(&id).map(|g| (g.rows, g.columns)))?;
            draft.board.set(id.clone());
            draft.begin();
            self.frozen.set(Some(self.view.get_untracked()));
            return Some(Gesture::Resize { id, start: p, from });
        }
        let id = attr(ev, "data-board").map(|(_, id)| id)?;
        let from = draft.design.with_untracked(|d| d.geometry(&id).map(|g| (g.x, g.y)))?;
        draft.board.set(id.clone());
        draft.begin();
        self.frozen.set(Some(self.view.get_untracked()));
        Some(Gesture::Move { id, start: p, from })
    }

    fn token_gesture(&self, draft: Draft, ev: &PointerEvent, p: (f64, f64)) -> Option<Gesture> {
        if let Some((_, q)) = attr(ev, "data-queued") {
            let (tray, index) = q.rsplit_once(':')?;
            return Some(Gesture::Token {
                board: tray.into(),
                at: [0, 0],
                queue: index.parse().ok(),
                start: p,
                moved: false,
            });
        }
        let (board, at) = cell_of(ev)?;
        let placed = draft.design.with_untracked(|d| board == d.grid.id && d.grid.tokens.iter().any(|t| t.at == at));
        if placed {
            return Some(Gesture::Token { board, at, queue: None, start: p, moved: false });
        }
        Some(Gesture::Cell { board, at })
    }

    fn moved(&self, draft: Draft, ev: PointerEvent) {
        let Some(gesture) = self.gesture.get_value() else { return };
        let (cx, cy) = (ev.client_x() as f64, ev.client_y() as f64);
        let Some(p) = self.to_svg(cx, cy) else { return };
        match gesture {
            Gesture::Move { id, start, from } => {
                // Boards snap to a 10-pixel grid so they line up easily.
                let snap = |v: f64| ((v / 10.0).round() * 10.0) as i32;
                let (x, y) = (snap(from.0 as f64 + p.0 - start.0), snap(from.1 as f64 + p.1 - start.1));
                draft.step(|d| {
                    if let Some(g) = d.geometry_mut(&id) {
                        (g.x, g.y) = (x, y);
                    }
                    Ok(())
                });
            }
            Gesture::Resize { id, start, from } => resize(draft, &id, start, from, p),
            Gesture::Brush => {
                if let Some((_, at)) =
                    self.cell_under(draft, cx, cy).filter(|(b, _)| draft.design.with_untracked(|d| d.grid.id == *b))
                {
                    paint(draft, at);
                }
            }
            Gesture::Choose { adding } => {
                if draft.numbering.get_untracked().is_none() {
                    if let Some((_, at)) = self.cell_under(draft, cx, cy) {
                        choose(draft, at, adding);
                    }
                }
            }
            Gesture::Token { board, at, queue, start, moved } => {
                let far = (p.0 - start.0).hypot(p.1 - start.1) > 6.0;
                if !moved && !far {
                    return;
                }
                if !moved {
                    let ghost = draft.design.with_untracked(|d| {
                        let type_id = held_type(d, &board, at, queue)?;
                        ghost_of(d, &type_id, d.grid.geometry.cell_width.min(d.grid.geometry.cell_height) as f64)
                    });
                    self.ghost.set(ghost);
                    self.gesture.set_value(Some(Gesture::Token { board, at, queue, start, moved: true }));
                }
                self.ghost.update(|g| {
                    if let Some(g) = g {
                        (g.x, g.y) = (p.0 - g.size / 2.0, p.1 - g.size / 2.0);
                    }
                });
            }
            Gesture::Cell { .. } => {}
        }
    }

    fn up(&self, draft: Draft, ev: PointerEvent) {
        let Some(gesture) = self.gesture.try_update_value(|g| g.take()).flatten() else { return };
        self.ghost.set(None);
        self.frozen.set(None);
        let (cx, cy) = (ev.client_x() as f64, ev.client_y() as f64);
        match gesture {
            Gesture::Cell { board, at } => match draft.token_type.get_untracked() {
                Some(t) => {
                    drop_token(draft, &board, at, &t);
                }
                None => {
                    draft.say("Choose a token in the palette first.", "Choisissez d'abord un jeton dans la palette.")
                }
            },
            Gesture::Token { board, at, queue, moved, .. } => {
                if !moved {
                    // A tap on a placed token chooses its type in the palette.
                    draft.token_type.set(draft.design.with_untracked(|d| held_type(d, &board, at, queue)));
                    return;
                }
                self.drop_carried(draft, &board, at, queue, self.cell_under(draft, cx, cy));
            }
            Gesture::Move { .. } | Gesture::Resize { .. } | Gesture::Brush => draft.end(),
            Gesture::Choose { .. } => {}
        }
    }

    /// A carried token lands: on a grid square or in a tray it moves there, off the boards it
    /// is removed; dropped on another board it stays where it was, and the refusal says why.
    fn drop_carried(
        &self,
        draft: Draft,
        board: &str,
        at: [u32; 2],
        queue: Option<usize>,
        to: Option<(String, [u32; 2])>,
    ) {
        draft.edit(|d| {
            let type_id = match queue {
                Some(i) => d.dequeue(board, i),
                None => d.unplace(at),
            };
            match (type_id, to) {
                (Some(type_id), Some((to_board, to_at))) => put(d, &to_board, to_at, &type_id),
                _ => Ok(()),
            }
        });
    }

    fn cancel(&self, draft: Draft) {
        if let Some(g) = self.gesture.try_update_value(|g| g.take()).flatten() {
            self.ghost.set(None);
            self.frozen.set(None);
            if matches!(g, Gesture::Move { .. } | Gesture::Resize { .. } | Gesture::Brush) {
                draft.end();
            }
        }
    }
}

/// Rows and columns follow the corner handle, one cell at a time; a line holding tokens
/// stays, and says why.
fn resize(draft: Draft, id: &str, start: (f64, f64), from: (u32, u32), p: (f64, f64)) {
    let pitch = draft.design.with_untracked(|d| {
        d.geometry(id)
            .map(|g| ((g.cell_width + g.column_space).max(1) as f64, (g.cell_height + g.row_space).max(1) as f64))
    });
    let Some((px, py)) = pitch else { return };
    // (resize_board keeps the counts within its own bounds.)
    let rows = (from.0 as f64 + ((p.1 - start.1) / py).round()).max(1.0) as u32;
    let cols = (from.1 as f64 + ((p.0 - start.0) / px).round()).max(1.0) as u32;
    draft.step(|d| d.resize_board(id, rows, cols));
}

#[component]
pub fn CanvasView(draft: Draft, canvas: Canvas) -> impl IntoView {
    let vb = canvas.view;
    let cursor = RwSignal::new(None::<super::canvas_keys::Spot>);
    let lang = crate::shared::i18n::use_lang();
    let label = move || {
        crate::shared::i18n::tr(
            lang.get(),
            "The boards of the game being made",
            "Les plateaux du jeu en cours de création",
        )
    };
    Effect::new(move |_| {
        if let Some(svg) = canvas.svg.get() {
            crate::shared::touch::hold_touches(&svg);
        }
    });
    view! {
        <div class="design-area">
            <svg class="board design-canvas" data-testid="canvas" node_ref=canvas.svg viewBox=move || view_box_attr(vb.get())
                preserveAspectRatio="xMidYMin meet" role="application" aria-label=label aria-describedby="canvas-keys"
                tabindex="0" on:keydown=move |ev| super::canvas_keys::on_key(draft, cursor, ev)
                on:pointerdown=move |ev| canvas.down(draft, ev)
                on:pointermove=move |ev| canvas.moved(draft, ev)
                on:pointerup=move |ev| canvas.up(draft, ev)
                on:pointercancel=move |_| canvas.cancel(draft)>
                {move || draft.design.with(|d| boards(d, draft))}
                {move || canvas.ghost.get().map(|g| token_shape(&g.picture, &g.label, g.x, g.y, g.size, g.size, "carried"))}
                {super::canvas_keys::cursor_view(draft, cursor)}
            </svg>
            {super::canvas_keys::cursor_words(draft, cursor)}
        </div>
    }
}

fn boards(d: &Design, draft: Draft) -> Vec<AnyView> {
    let tab = draft.tab.get();
    let chosen = draft.board.get();
    let mut out = vec![grid_view(d, draft, tab)];
    for tray in &d.trays {
        let g = &tray.geometry;
        let slots = (g.rows * g.columns) as usize;
        let queued: Vec<AnyView> = tray
            .queue
            .iter()
            .take(slots)
            .enumerate()
            .map(|(i, t)| {
                let r = cell_rect(g, i as u32 / g.columns.max(1), i as u32 % g.columns.max(1));
                let ty = d.token_types.iter().find(|x| x.id == *t);
                let (pic, label) = ty.map(|t| (images::url(&t.front), t.display_label(page_lang()).to_string())).unwrap_or((None, t.clone()));
                view! { <g data-queued=format!("{}:{i}", tray.id) data-type=t.clone()>{token_shape(&pic, &label, r.x, r.y, r.w, r.h, "placed")}</g> }.into_any()
            })
            .collect();
        let more = tray.queue.len().saturating_sub(slots);
        let r = board_rect(g);
        let extra = (more > 0).then(
            || view! { <text class="queue-count" x=r.x + r.w + 4.0 y=r.y + r.h / 2.0>{format!("+{more}")}</text> },
        );
        out.push(view! { <g data-board=tray.id.clone()>{frame(&tray.id, tray.name.get(page_lang()), g, tab, &chosen)}{cells(g, |_| "cell")}{queued}{extra}{corner(&tray.id, g, tab, &chosen)}</g> }.into_any());
    }
    for area in &d.waiting_areas {
        out.push(view! { <g data-board=area.id.clone()>{frame(&area.id, area.name.get(page_lang()), &area.geometry, tab, &chosen)}{cells(&area.geometry, |_| "cell")}{corner(&area.id, &area.geometry, tab, &chosen)}</g> }.into_any());
    }
    for area in &d.result_areas {
        out.push(view! { <g data-board=area.id.clone()>{frame(&area.id, area.name.get(page_lang()), &area.geometry, tab, &chosen)}{cells(&area.geometry, |_| "cell result")}{corner(&area.id, &area.geometry, tab, &chosen)}</g> }.into_any());
    }
    out
}

/// A board's name bar (the handle that moves it in the boards panel), its back and picture.
fn frame(id: &str, name: &str, g: &tablier::model::Geometry, tab: Tab, chosen: &str) -> impl IntoView {
    let r = board_rect(g);
    let active = tab == Tab::Boards;
    let class = if active && chosen == id {
        "board-bar chosen"
    } else if active {
        "board-bar"
    } else {
        "board-bar quiet"
    };
    view! {
        <rect class=class x=r.x y=r.y - 30.0 width=r.w.max(90.0) height="26" rx="6" data-testid="board-bar" />
        <text class="board-name" x=r.x + 8.0 y=r.y - 12.0>{name.to_string()}</text>
        <rect class="board-back" x=r.x - 2.0 y=r.y - 2.0 width=r.w + 4.0 height=r.h + 4.0 />
        {(!g.background.is_empty()).then(|| images::url(&g.background).map(|u| view! {
            <image href=u x=r.x y=r.y width=r.w height=r.h preserveAspectRatio="none" />
        }))}
    }
}

/// The chosen board's corner handle, drawn over its cells, which resizes it.
fn corner(id: &str, g: &tablier::model::Geometry, tab: Tab, chosen: &str) -> Option<impl IntoView> {
    let r = board_rect(g);
    (tab == Tab::Boards && chosen == id).then(|| {
        view! { <circle class="resize-handle" data-resize=id.to_string() data-testid="resize" cx=r.x + r.w cy=r.y + r.h r="16" /> }
    })
}

fn cells(g: &tablier::model::Geometry, class: impl Fn([u32; 2]) -> &'static str) -> Vec<AnyView> {
    let mut out = Vec::with_capacity((g.rows * g.columns) as usize);
    for r in 0..g.rows {
        for c in 0..g.columns {
            let rect = cell_rect(g, r, c);
            out.push(view! {
                <rect class=class([r, c]) data-cell=format!("{r},{c}") x=rect.x y=rect.y width=rect.w height=rect.h />
            }.into_any());
        }
    }
    out
}

fn grid_view(d: &Design, draft: Draft, tab: Tab) -> AnyView {
    let g = &d.grid.geometry;
    let chosen_cells = draft.cells.get();
    let zone_of = |at: [u32; 2]| d.grid.zones.iter().position(|z| z.cells.contains(&at));
    let playable =
        |at: [u32; 2]| d.grid.cells.iter().find(|c| c.at == at).and_then(|c| c.playable).unwrap_or(d.grid.playable);
    let mut shapes = Vec::new();
    for r in 0..g.rows {
        for c in 0..g.columns {
            let at = [r, c];
            let rect = cell_rect(g, r, c);
            let fill = zone_of(at).map(zone_colour);
            let mut class = String::from("cell");
            if !playable(at) {
                class.push_str(" off");
            }
            if tab == Tab::Cells && chosen_cells.contains(&at) {
                class.push_str(" chosen");
            }
            let zone = zone_of(at).map(|z| d.grid.zones[z].id.clone()).unwrap_or_else(|| tablier::edit::REST.into());
            shapes.push(view! {
                <rect class=class data-cell=format!("{r},{c}") data-zone=zone style=fill.map(|f| format!("fill:{f}"))
                    x=rect.x y=rect.y width=rect.w height=rect.h />
            }.into_any());
            if tab == Tab::Cells {
                shapes.push(arrows(d, at, rect));
            }
            let number = d.grid.cells.iter().find(|s| s.at == at).map(|s| s.number).unwrap_or(0);
            if number > 0 {
                shapes.push(
                    view! { <text class="cell-number" x=rect.x + 3.0 y=rect.y + 12.0>{number.to_string()}</text> }
                        .into_any(),
                );
            }
        }
    }
    // Each zone's name, under the tokens: above its top-left cell when the rows are spaced
    // enough, else inside that cell at its top (the board's name bar is above the first row).
    for z in d.grid.zones.iter().filter(|z| z.cells.len() > 1) {
        let Some(&[row, column]) = z.cells.iter().min() else { continue };
        let rect = cell_rect(g, row, column);
        let size = (rect.w.min(rect.h) / 4.0).clamp(8.0, 18.0);
        let above = row > 0 && g.row_space as f64 >= size + 3.0;
        let y = if above { rect.y - 3.0 } else { rect.y + size + 2.0 };
        shapes.push(view! {
            <text class="zone-name" data-zone-name=z.id.clone() x=rect.x + 4.0 y=y style=format!("--fs:{size}px")>{z.name.get(page_lang()).to_string()}</text>
        }.into_any());
    }
    // The top token of each cell (a count when several are stacked).
    let mut seen: Vec<[u32; 2]> = Vec::new();
    for p in d.grid.tokens.iter().rev() {
        if seen.contains(&p.at) {
            continue;
        }
        seen.push(p.at);
        let n = d.grid.tokens.iter().filter(|q| q.at == p.at).count();
        let rect = cell_rect(g, p.at[0], p.at[1]);
        let ty = d.token_types.iter().find(|t| t.id == p.token_type);
        let (pic, label) = ty
            .map(|t| (images::url(&t.front), t.display_label(page_lang()).to_string()))
            .unwrap_or((None, p.token_type.clone()));
        let fixed = ty.is_some_and(|t| t.mode == HandlingMode::Fixed);
        let count = (n > 1).then(|| view! { <text class="stack-count" x=rect.x + rect.w - 4.0 y=rect.y + rect.h - 4.0>{n.to_string()}</text> });
        shapes.push(view! {
            <g data-placed=format!("{},{}", p.at[0], p.at[1]) data-type=p.token_type.clone() data-cell=format!("{},{}", p.at[0], p.at[1])>
                {token_shape(&pic, &label, rect.x, rect.y, rect.w, rect.h, if fixed { "placed fixed" } else { "placed" })}
                {count}
            </g>
        }.into_any());
    }
    view! { <g data-board=d.grid.id.clone()>{frame(&d.grid.id, d.grid.name.get(page_lang()), g, tab, &draft.board.get())}{shapes}{corner(&d.grid.id, g, tab, &draft.board.get())}</g> }
        .into_any()
}

/// Small strokes from a cell's centre toward each direction it allows.
fn arrows(d: &Design, at: [u32; 2], r: Rect) -> AnyView {
    let (cx, cy) = (r.x + r.w / 2.0, r.y + r.h / 2.0);
    let len = r.w.min(r.h) * 0.35;
    d.moves_at(at)
        .into_iter()
        .map(|dir| {
            let (dr, dc) = dir.delta();
            view! { <line class="arrow" x1=cx y1=cy x2=cx + dc as f64 * len y2=cy + dr as f64 * len /> }
        })
        .collect_view()
        .into_any()
}

fn token_shape(picture: &Option<String>, label: &str, x: f64, y: f64, w: f64, h: f64, class: &'static str) -> AnyView {
    let inset = 3.0;
    match picture {
        Some(url) => view! {
            <image class=class href=url.clone() x=x + inset y=y + inset width=(w - 2.0 * inset).max(1.0) height=(h - 2.0 * inset).max(1.0) />
        }
        .into_any(),
        None => view! {
            <g class=class>
                <rect class="token-face" x=x + inset y=y + inset width=(w - 2.0 * inset).max(1.0) height=(h - 2.0 * inset).max(1.0) rx="8" />
                <text class="token-label" x=x + w / 2.0 y=y + h / 2.0 + 5.0>{label.to_string()}</text>
            </g>
        }
        .into_any(),
    }
}
