//! Design -> Game. `Game::new` runs the validator first, so compiling only sees checked designs;
//! `Game::recompile` trusts its caller to have done so.

use std::collections::HashMap;

use super::*;
use crate::lang::{Lang, Text};
use crate::load::{check, Problem};
use crate::model::{Direction, Geometry, Words, DIRECTIONS};

impl Game {
    /// Check the design and compile it; every problem is returned at once.
    pub fn new(design: &Design) -> Result<Game, Vec<Problem>> {
        let problems = check(design);
        if !problems.is_empty() {
            return Err(problems);
        }
        let game = compile(design);
        // Openings are checked on the compiled game: their moves name its boards and squares.
        let problems = super::openings::check(&game);
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(game)
    }

    /// Compile a design that `Game::new` has already accepted, without checking it again: the
    /// thinking bundle gets only designs the page compiled, and leaving the checker out of it
    /// makes it lighter. A design never checked may make the engine panic.
    pub fn recompile(design: &Design) -> Game {
        compile(design)
    }

    /// Parse, check and compile a JSON design.
    pub fn from_json(json: &str) -> Result<Game, Vec<Problem>> {
        let design = crate::load::parse(json)?;
        Game::new(&design)
    }
}

/// A name in both languages; the id when the designer gave none.
fn named(name: &Words, id: &str) -> Text {
    if name.is_blank() {
        Text::new(id, id)
    } else {
        name.text()
    }
}

fn compile(design: &Design) -> Game {
    let mut properties: Vec<String> = Vec::new();
    let mut intern = |words: &[String]| -> PropSet {
        words.iter().fold(PropSet::EMPTY, |set, w| {
            let index = match properties.iter().position(|p| p == w) {
                Some(i) => i,
                None => {
                    properties.push(w.clone());
                    properties.len() - 1
                }
            };
            set.with(index)
        })
    };

    let player_index: HashMap<&str, usize> =
        design.players.iter().enumerate().map(|(i, p)| (p.id.as_str(), i)).collect();
    // Places by id, the first of equal ids kept (searching the lists was quadratic on designs
    // of 10,000 token types or zones naming each other).
    let type_at: HashMap<&str, usize> =
        design.token_types.iter().enumerate().rev().map(|(i, t)| (t.id.as_str(), i)).collect();
    let zone_at: HashMap<&str, usize> =
        design.grid.zones.iter().enumerate().rev().map(|(i, z)| (z.id.as_str(), i)).collect();
    let die_at: HashMap<&str, usize> = design.dice.iter().enumerate().rev().map(|(i, d)| (d.id.as_str(), i)).collect();
    let overflows: std::collections::HashSet<&str> = design.grid.zones.iter().map(|z| z.overflow.as_str()).collect();
    let owners_mask =
        |ids: &[String]| ids.iter().filter_map(|id| player_index.get(id.as_str())).fold(0u32, |m, i| m | 1 << i);

    let mut faces: HashMap<(&str, &str, &str), u32> = HashMap::new();
    let mut types: Vec<TypeInfo> = design
        .token_types
        .iter()
        .map(|t| TypeInfo {
            mode: t.mode,
            stackable: t.stackable,
            in_grid: t.in_grid,
            // Farther than the grid is as far as the grid: keeps listing moves cheap.
            distance: t.distance.clamp(1, design.grid.geometry.rows.max(design.grid.geometry.columns).max(1)),
            permissions: t.permissions,
            props: intern(&t.properties),
            owners: owners_mask(&t.owners),
            die: t.die.as_ref().and_then(|d| die_at.get(d.as_str())).map(|i| *i as u16),
            turns_to: design
                .players
                .iter()
                .map(|p| {
                    let to = t.turns_to.get(&p.id)?;
                    type_at.get(to.as_str()).map(|i| *i as u16)
                })
                .collect(),
            face: face_of(&mut faces, t),
            partner: type_at.get(t.partner.as_str()).filter(|_| !t.partner.is_empty()).map(|i| *i as u16),
            checked: !t.properties.is_empty(),
        })
        .collect();
    let type_index: HashMap<&str, u16> =
        design.token_types.iter().enumerate().map(|(i, t)| (t.id.as_str(), i as u16)).collect();

    // Boards, grid first; owners are the players who reference the board.
    let mut boards = Vec::new();
    let mut next_cell = 0u32;
    let mut add_board = |id: &str, name: &Words, kind: BoardKind, g: &Geometry| {
        let info = BoardInfo {
            id: id.to_string(),
            name: named(name, id),
            kind,
            geometry: g.clone(),
            rows: g.rows,
            columns: g.columns,
            first_cell: next_cell,
            owners: 0,
            queue: Vec::new(),
            queue_order: QueueOrder::Keep,
            mark_owner: false,
            bag: boards.len() as u16,
            min_players: 0,
            fill: FillOrder::ByRow,
            when_full: WhenFull::Empty,
        };
        next_cell += g.rows * g.columns;
        boards.push(info);
    };
    add_board(&design.grid.id, &design.grid.name, BoardKind::Grid, &design.grid.geometry);
    for t in &design.trays {
        add_board(&t.id, &t.name, BoardKind::Tray, &t.geometry);
    }
    for w in &design.waiting_areas {
        add_board(&w.id, &w.name, BoardKind::Waiting, &w.geometry);
    }
    for r in &design.result_areas {
        add_board(&r.id, &r.name, BoardKind::Result, &r.geometry);
    }
    let board_index: HashMap<String, u16> = boards.iter().enumerate().map(|(i, b)| (b.id.clone(), i as u16)).collect();
    let first_result = 1 + design.trays.len() + design.waiting_areas.len();
    for (i, r) in design.result_areas.iter().enumerate() {
        boards[first_result + i].fill = r.fill;
        boards[first_result + i].when_full = r.when_full;
    }

    let players: Vec<PlayerInfo> = design
        .players
        .iter()
        .map(|p| {
            let find = |id: &Option<String>| id.as_ref().and_then(|id| board_index.get(id).copied());
            PlayerInfo {
                id: p.id.clone(),
                name: named(&p.name, &p.id),
                grammar: p.grammar(),
                tray: find(&p.tray),
                waiting: find(&p.waiting),
                result: find(&p.result),
            }
        })
        .collect();
    for (i, p) in players.iter().enumerate() {
        for b in [p.tray, p.waiting, p.result].into_iter().flatten() {
            boards[b as usize].owners |= 1 << i;
        }
    }

    // Cells, with the grid's direction tables and zones resolved.
    let mut cells = Vec::with_capacity(next_cell as usize);
    for (bi, b) in boards.iter().enumerate() {
        for row in 0..b.rows {
            for column in 0..b.columns {
                cells.push(CellInfo {
                    board: bi as u16,
                    row,
                    column,
                    playable: true,
                    moves: 0,
                    zone: 0,
                    number: 0,
                    die: None,
                    weight: 0,
                });
            }
        }
    }
    let grid = &design.grid;
    let grid_moves = Direction::mask(&grid.moves);
    for cell in boards[0].cells() {
        cells[cell as usize].playable = grid.playable;
        cells[cell as usize].moves = grid_moves;
    }
    for s in &grid.cells {
        if let Some(cell) = boards[0].cell_at(s.at[0], s.at[1]) {
            let info = &mut cells[cell as usize];
            if let Some(p) = s.playable {
                info.playable = p;
            }
            info.weight = s.weight.clamp(-10_000, 10_000);
            if let Some(m) = &s.moves {
                info.moves = Direction::mask(m);
            }
            info.number = s.number;
            info.die = s.die.as_ref().and_then(|d| die_at.get(d.as_str())).map(|i| *i as u16);
        }
    }
    let mut zones = vec![ZoneInfo {
        id: "rest".into(),
        name: Text::new("Rest of grid", "Reste de la grille"),
        props: PropSet::EMPTY,
        answer: Vec::new(),
        owners: 0,
        one_kind: false,
        overflow: None,
        is_overflow: false,
        points: Vec::new(),
        cells: Vec::new(),
    }];
    for z in &grid.zones {
        let props = intern(&z.properties);
        let mut answer: Vec<u16> =
            z.tokens.iter().filter_map(|id| type_at.get(id.as_str())).map(|i| *i as u16).collect();
        answer.sort_unstable();
        answer.dedup();
        for &t in &answer {
            types[t as usize].checked = true;
        }
        let zi = zones.len() as u16;
        let mut zone_cells = Vec::new();
        for at in &z.cells {
            if let Some(cell) = boards[0].cell_at(at[0], at[1]) {
                cells[cell as usize].zone = zi;
                zone_cells.push(cell);
            }
        }
        let owner = player_index.get(z.owner.as_str()).map_or(0, |i| 1u32 << i);
        // Zones are numbered from 1 (0 is the rest of the grid).
        let overflow = zone_at.get(z.overflow.as_str()).filter(|_| !z.overflow.is_empty()).map(|i| *i as u16 + 1);
        zones.push(ZoneInfo {
            id: z.id.clone(),
            name: named(&z.name, &z.id),
            props,
            answer,
            owners: owner,
            one_kind: z.one_kind,
            overflow,
            is_overflow: overflows.contains(z.id.as_str()),
            points: z.points.clone(),
            cells: zone_cells,
        });
    }
    let track = number_track(design, &boards[0], &mut cells);
    let zones_ask = zones.iter().any(|z| !z.props.is_empty() || !z.answer.is_empty());

    // Token instances: grid placements first, then each tray's queue.
    let mut tokens = Vec::new();
    for p in &grid.tokens {
        if let (Some(&t), Some(cell)) = (type_index.get(p.token_type.as_str()), boards[0].cell_at(p.at[0], p.at[1])) {
            tokens.push(TokenInfo { token_type: t, start: Start::Cell(cell) });
        }
    }
    for (i, tray) in design.trays.iter().enumerate() {
        let bi = 1 + i;
        boards[bi].queue_order = tray.queue_order;
        boards[bi].mark_owner = tray.mark_owner;
        boards[bi].min_players = tray.min_players;
        if let Some(&bag) = board_index.get(&tray.bag) {
            boards[bi].bag = bag;
        }
        for ty in &tray.queue {
            if let Some(&t) = type_index.get(ty.as_str()) {
                boards[bi].queue.push(tokens.len() as TokenId);
                tokens.push(TokenInfo { token_type: t, start: Start::Queue(bi as u16) });
            }
        }
    }

    let mut game = Game {
        design: design.clone(),
        types,
        boards,
        cells,
        zones,
        players,
        properties,
        tokens,
        zones_ask,
        track,
        neighbours: Vec::new(),
        linked: Vec::new(),
        line_windows: Vec::new(),
        drafting: None,
        mosaic: None,
    };
    game.drafting = design.rules.drafting.as_ref().map(|d| DraftInfo {
        leftovers: board_index.get(&d.leftovers).copied().unwrap_or(0),
        marker: type_index.get(d.marker.as_str()).copied(),
    });
    game.mosaic = design.rules.mosaic.as_ref().map(|m| super::mosaic::compile(&game, m, &type_index));
    let along_lines = design.grid.along_lines;
    game.neighbours = (0..game.cells.len() as CellId)
        .map(|cell| {
            let mut n = [NONE; 16];
            for d in DIRECTIONS {
                let (dr, dc) = d.delta();
                if along_lines && game.cells[cell as usize].board == 0 {
                    let next = along_lines::next_playable(&game, cell, d).unwrap_or(NONE);
                    n[d as usize] = next;
                    n[8 + d as usize] = next;
                } else {
                    n[d as usize] = game.step(cell, dr, dc, false).unwrap_or(NONE);
                    n[8 + d as usize] = game.step(cell, dr, dc, true).unwrap_or(NONE);
                }
            }
            n
        })
        .collect();
    game.linked = (0..game.cells.len())
        .map(|cell| {
            let mut n = [NONE; 8];
            for d in DIRECTIONS.iter().filter(|d| game.cells[cell].moves & d.bit() != 0) {
                n[*d as usize] = game.neighbours[cell][*d as usize];
            }
            n
        })
        .collect();
    game.line_windows = crate::engine::line_windows(&game);
    game
}

/// The number of what a child sees of a token type: its front picture and its label in both
/// languages (the label is drawn when the picture is missing, and names the card).
fn face_of<'a>(faces: &mut HashMap<(&'a str, &'a str, &'a str), u32>, t: &'a crate::model::TokenType) -> u32 {
    let face = (t.front.as_str(), t.display_label(Lang::En), t.display_label(Lang::Fr));
    let next = faces.len() as u32;
    *faces.entry(face).or_insert(next)
}

/// The race track in number order. When a die moves tokens and the designer numbered no
/// cell, the playable grid cells are numbered in reading order from 1.
fn number_track(design: &Design, grid: &BoardInfo, cells: &mut [CellInfo]) -> Vec<CellId> {
    let numbered = grid.cells().any(|c| cells[c as usize].number > 0);
    if !numbered && !design.dice.is_empty() {
        let playable: Vec<CellId> = grid.cells().filter(|c| cells[*c as usize].playable).collect();
        for (n, c) in playable.into_iter().enumerate() {
            cells[c as usize].number = n as u32 + 1;
        }
    }
    let mut track: Vec<CellId> = grid.cells().filter(|c| cells[*c as usize].number > 0).collect();
    track.sort_by_key(|c| cells[*c as usize].number);
    track
}

#[cfg(test)]
impl Game {
    /// A game of `games/` by its file's name, for the tests.
    pub(crate) fn built_in(name: &str) -> Game {
        let path = format!("{}/games/{name}.json", env!("CARGO_MANIFEST_DIR"));
        Game::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()
    }
}
