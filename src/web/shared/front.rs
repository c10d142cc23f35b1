//! The one who plays here in front. When every player has an area of their own on the grid
//! (Azul's boards) and the whole game drawn as designed would make a child's squares smaller
//! than a finger, that player's area is drawn full size where the first player's is designed,
//! and the others' smaller in a row below it: the child sees their own board and what they
//! take from without scrolling, and still sees where the others' tokens go.

use std::cell::RefCell;

use tablier::game::{CellId, Game};

use super::rect::Rect;

/// A square smaller than this on the screen is too small for a child's finger (CSS pixels).
pub const FINGER: f64 = 44.0;
/// Room between the front area and the row below it: a name is written above each area.
const GAP: f64 = 24.0;
/// The others' areas are drawn at most half size.
const SMALL: f64 = 0.5;

/// Where an area is drawn: its designed top-left corner `from` goes to `to`, at `scale`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Place {
    from: (f64, f64),
    to: (f64, f64),
    scale: f64,
}

/// The arrangement in force: for which game (its address), each design player's place.
struct Front {
    game: usize,
    places: Vec<Option<Place>>,
}

thread_local! {
    static FRONT: RefCell<Option<Front>> = const { RefCell::new(None) };
}

fn key(game: &Game) -> usize {
    game as *const Game as usize
}

/// The design player whose own area a grid cell is in, if it is one player's.
pub fn owner(game: &Game, cell: CellId) -> Option<usize> {
    let info = &game.cells[cell as usize];
    let owners = if info.board == 0 { game.zones[info.zone as usize].owners } else { 0 };
    (owners.count_ones() == 1).then(|| owners.trailing_zeros() as usize)
}

/// Whether the players' areas can be drawn apart: the grid has no picture under it (its cells
/// belong where the picture shows them), at least two players in play have an area, and no
/// square of an area touches a playable square outside it (Azul's boards stand apart; a
/// star's corners, joined to its middle, do not).
pub fn separate(game: &Game, players: usize) -> bool {
    let grid = game.grid();
    if !game.design.grid.geometry.background.is_empty() {
        return false;
    }
    let mut seen = 0u32;
    for cell in grid.cells().filter(|c| game.cells[*c as usize].playable) {
        let Some(p) = owner(game, cell) else { continue };
        if p >= players {
            continue;
        }
        seen |= 1 << p;
        let info = &game.cells[cell as usize];
        for (dr, dc) in [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)] {
            let (r, c) = (info.row as i64 + dr, info.column as i64 + dc);
            if r < 0 || c < 0 {
                continue;
            }
            let Some(n) = grid.cell_at(r as u32, c as u32) else { continue };
            if game.cells[n as usize].playable && owner(game, n) != Some(p) {
                return false;
            }
        }
    }
    seen.count_ones() >= 2
}

/// Put `front` (a design player) in front, given where each square is designed to be drawn
/// (`designed`) and what else is drawn (`rest`: the other boards and the grid's shared
/// squares). No arrangement when the areas cannot be drawn apart or would fall on the rest.
pub fn arrange(game: &Game, players: usize, front: usize, designed: impl Fn(CellId) -> Rect, rest: &[Rect]) {
    let places = separate(game, players).then(|| places(game, players, front, designed, rest)).flatten();
    FRONT.with(|f| *f.borrow_mut() = places.map(|places| Front { game: key(game), places }));
}

/// The arrangement in force for this game, to tell whether it changed.
pub fn now(game: &Game) -> Option<Vec<Option<Place>>> {
    FRONT.with(|f| f.borrow().as_ref().filter(|w| w.game == key(game)).map(|w| w.places.clone()))
}

/// Back to the design's arrangement.
pub fn clear() {
    FRONT.with(|f| f.borrow_mut().take());
}

/// Back to the design's arrangement, if this game's is in force (a game closed).
pub fn forget(game: &Game) {
    FRONT.with(|f| {
        if f.borrow().as_ref().is_some_and(|w| w.game == key(game)) {
            f.borrow_mut().take();
        }
    });
}

/// Whether an arrangement is in force for this game.
pub fn on(game: &Game) -> bool {
    FRONT.with(|f| f.borrow().as_ref().is_some_and(|w| w.game == key(game)))
}

/// Where a square is drawn, given where it is designed to be.
pub fn place(game: &Game, cell: CellId, r: Rect) -> Rect {
    let Some(p) = owner(game, cell) else { return r };
    FRONT.with(|f| {
        let f = f.borrow();
        let Some(place) = f.as_ref().filter(|w| w.game == key(game)).and_then(|w| w.places.get(p).copied().flatten())
        else {
            return r;
        };
        let s = place.scale;
        Rect {
            x: place.to.0 + (r.x - place.from.0) * s,
            y: place.to.1 + (r.y - place.from.1) * s,
            w: r.w * s,
            h: r.h * s,
        }
    })
}

fn places(
    game: &Game,
    players: usize,
    front: usize,
    designed: impl Fn(CellId) -> Rect,
    rest: &[Rect],
) -> Option<Vec<Option<Place>>> {
    let mut areas: Vec<Option<Rect>> = vec![None; players];
    for cell in game.grid().cells().filter(|c| game.cells[*c as usize].playable) {
        if let Some(p) = owner(game, cell).filter(|p| *p < players) {
            let r = designed(cell);
            areas[p] = Some(areas[p].map_or(r, |a| a.union(r)));
        }
    }
    // The slot in front is where the first player's area is designed.
    let slot = areas.iter().flatten().next().copied()?;
    let own = areas.get(front).copied().flatten()?;
    let mut places = vec![None; players];
    places[front] = Some(Place { from: (own.x, own.y), to: (slot.x, slot.y), scale: 1.0 });
    let mut drawn = vec![Rect { x: slot.x, y: slot.y, w: own.w, h: own.h }];
    let others: Vec<(usize, Rect)> =
        areas.iter().enumerate().filter(|(p, _)| *p != front).filter_map(|(p, a)| a.map(|a| (p, a))).collect();
    // The others side by side under the front area, no wider than it.
    let gaps = GAP * (others.len().saturating_sub(1)) as f64;
    let widths: f64 = others.iter().map(|(_, a)| a.w).sum();
    let scale = SMALL.min((own.w - gaps).max(own.w / 2.0) / widths.max(1.0));
    let (mut x, y) = (slot.x, slot.y + own.h + GAP);
    for (p, a) in others {
        places[p] = Some(Place { from: (a.x, a.y), to: (x, y), scale });
        drawn.push(Rect { x, y, w: a.w * scale, h: a.h * scale });
        x += a.w * scale + GAP;
    }
    // Names are written above each area: keep their room clear of the rest too.
    let clear = drawn.iter().all(|d| {
        let named = Rect { x: d.x, y: d.y - GAP, w: d.w, h: d.h + GAP };
        rest.iter().all(|r| !named.overlaps(r))
    });
    clear.then_some(places)
}
