//! Azul (`games/azul.json`, `games/azul-grey-wall.json`) by its rules: drafting from the
//! factories and the centre, rows of one kind, the floor and its penalties, the first-player
//! marker, the lid, the wall's scoring and the end bonuses. Each rule comes from a general
//! mechanism (rounds, drafting, zones with owners and points) or from the named mosaic rule;
//! nothing here is known to the engine as "Azul".
//!
//! Player 1's board: rows on grid rows 0-4 ending at column 4, wall at columns 6-10, floor on
//! row 5; Player 2's the same twelve columns to the right. Wall row r takes blue at column r.

mod common;

use common::*;
use tablier::engine::{apply, legal_actions, new_game, Action, Event, Queue, State, Status};
use tablier::game::{Game, TokenId, NONE};
use tablier::lang::Text;

fn bag(g: &Game) -> usize {
    g.board_index("f1").expect("f1")
}

fn is_marker(g: &Game, t: TokenId) -> bool {
    type_id(g, t) == "first"
}

/// Every tile back in the bag, in a fixed order; the marker in the centre; Player 1 to play.
fn reset(g: &Game, s: &mut State) {
    for t in 0..s.tokens.len() as TokenId {
        s.lift(t);
    }
    s.lid.clear();
    let tiles: Vec<TokenId> = (0..s.tokens.len() as TokenId).filter(|t| !is_marker(g, *t)).collect();
    s.queues[bag(g)] = Queue { tokens: tiles, next: 0 };
    let marker = (0..s.tokens.len() as TokenId).find(|t| is_marker(g, *t)).expect("marker");
    s.push(marker, cell(g, "centre:0,0"));
    s.current = 0;
}

/// Put a tile of this colour, taken from the bag, on a cell.
fn put(g: &Game, s: &mut State, word: &str, colour: &str) {
    let b = bag(g);
    let q = &s.queues[b];
    let i = q.next
        + q.tokens[q.next..]
            .iter()
            // The colour it shows now: a tile dealt as a joker is no longer its colour.
            .position(|t| kind_id(g, s, *t) == colour)
            .unwrap_or_else(|| panic!("no {colour} left"));
    let t = s.queues[b].tokens.remove(i);
    s.push(t, cell(g, word));
}

/// Tiles in play: in the bag, on any board, in the lid.
fn tiles(g: &Game, s: &State) -> usize {
    let on_boards = (0..s.tokens.len() as TokenId).filter(|t| !is_marker(g, *t) && s.tokens[*t as usize].cell != NONE);
    s.queues[bag(g)].remaining() + on_boards.count() + s.lid.len()
}

/// What the step says was scored, and where: (player, cell, points).
fn scored(g: &Game, o: &tablier::engine::Outcome) -> Vec<(usize, String, i64)> {
    let each = o.events.iter().filter_map(|e| match e {
        Event::Scored { player, at, points } => Some((*player, g.cell_name(*at), *points)),
        _ => None,
    });
    each.collect()
}

fn points(s: &State) -> Vec<u32> {
    s.players.iter().map(|p| p.points).collect()
}

#[test]
fn a_lone_tile_scores_one_and_the_next_round_is_dealt() {
    let g = built_in("azul.json");
    let mut s = new_game(&g, 1, 2);
    reset(&g, &mut s);
    put(&g, &mut s, "f1:0,0", "blue");
    let o = ok(&g, &mut s, "move f1:0,0 board:0,4");
    assert_eq!(at(&g, &s, "board:0,6").as_deref(), Some("blue"), "the blue tile went to its wall cell");
    assert_eq!(at(&g, &s, "board:0,4"), None, "the row is emptied");
    assert_eq!(points(&s), [1, 0]);
    assert!(said(&o).contains("Round 2"), "{}", said(&o));
    for f in 1..=5 {
        assert!(board(&g, &s, &format!("f{f}")).iter().all(|t| t != "."), "factory {f} is dealt four tiles");
    }
    assert!(board(&g, &s, "f6").iter().all(|t| t == "."), "two players use five factories");
    assert_eq!(at(&g, &s, "centre:0,0").as_deref(), Some("first"), "the marker waits in the centre");
    assert_eq!(tiles(&g, &s), 100);
}

#[test]
fn a_tile_in_a_row_and_a_column_scores_both() {
    let g = built_in("azul.json");
    let mut s = new_game(&g, 1, 2);
    reset(&g, &mut s);
    // Wall row 1 holds white and blue at columns 0 and 1; column 2 holds red above and blue below.
    put(&g, &mut s, "board:1,6", "white");
    put(&g, &mut s, "board:1,7", "blue");
    put(&g, &mut s, "board:0,8", "red");
    put(&g, &mut s, "board:2,8", "blue");
    put(&g, &mut s, "f1:0,0", "yellow");
    put(&g, &mut s, "f1:0,1", "yellow");
    let o = ok(&g, &mut s, "move f1:0,1 board:1,3");
    assert_eq!(at(&g, &s, "board:1,8").as_deref(), Some("yellow"));
    assert_eq!(points(&s), [6, 0], "three across and three down");
    assert_eq!(scored(&g, &o), [(0, "board:1,8".to_string(), 6)], "the six points are said where the tile landed");
}

#[test]
fn overflow_and_the_marker_fall_to_the_floor_and_cost_points() {
    let g = built_in("azul.json");
    let mut s = new_game(&g, 1, 2);
    reset(&g, &mut s);
    s.players[0].points = 10;
    s.players[1].points = 10;
    for (i, c) in ["blue", "blue", "blue", "red"].iter().enumerate() {
        put(&g, &mut s, &format!("f1:{},{}", i / 2, i % 2), c);
    }
    let blue = (0..4).map(|i| format!("f1:{},{}", i / 2, i % 2)).find(|w| at(&g, &s, w).as_deref() == Some("blue"));
    ok(&g, &mut s, &format!("move {} board:0,4", blue.expect("blue")));
    assert_eq!(at(&g, &s, "board:0,4").as_deref(), Some("blue"), "row 1 takes one");
    assert_eq!(stack(&g, &s, "board:5,0"), ["blue"], "the others fall to the floor");
    assert_eq!(stack(&g, &s, "board:5,1"), ["blue"]);
    assert!(board(&g, &s, "centre").contains(&"red".to_string()), "the rest of the factory goes to the centre");
    assert_eq!(s.current, 1);
    let red = g.board_index("centre").map(|b| {
        let b = &g.boards[b];
        b.cells().find(|c| s.visible(*c).is_some_and(|t| type_id(&g, t) == "red")).expect("red in the centre")
    });
    let red = g.cell_name(red.expect("centre"));
    let o = ok(&g, &mut s, &format!("move {red} board:0,16"));
    // Round over: Player 1 scores 1 for the blue and loses 1 + 1; Player 2 scores 1 and loses 1
    // for the marker, and starts the next round.
    assert_eq!(points(&s), [9, 10]);
    let said_where = vec![
        (0, "board:0,6".to_string(), 1),
        (1, "board:0,20".to_string(), 1),
        (0, "board:5,1".to_string(), -2),
        (1, "board:5,12".to_string(), -1),
    ];
    assert_eq!(scored(&g, &o), said_where, "each wall tile and each floor's sum, where they are");
    assert_eq!(s.current, 1, "the marker's holder starts: {}", said(&o));
    assert!(said(&o).contains("Player 2 starts"), "{}", said(&o));
    assert_eq!(at(&g, &s, "centre:0,0").as_deref(), Some("first"), "the marker is back in the centre");
    assert_eq!(at(&g, &s, "board:5,0"), None, "the floors are cleared");
    assert_eq!(at(&g, &s, "board:5,12"), None);
    assert_eq!(tiles(&g, &s), 100);
}

#[test]
fn rows_refuse_another_colour_a_colour_on_the_wall_and_other_boards() {
    let g = built_in("azul.json");
    let mut s = new_game(&g, 1, 2);
    reset(&g, &mut s);
    put(&g, &mut s, "board:1,4", "blue");
    put(&g, &mut s, "board:0,7", "yellow");
    put(&g, &mut s, "board:2,4", "red");
    put(&g, &mut s, "board:2,3", "red");
    put(&g, &mut s, "board:2,2", "red");
    put(&g, &mut s, "f1:0,0", "yellow");
    put(&g, &mut s, "f1:0,1", "red");
    let no = |s: &mut State, line: &str| en(&refused(&g, s, line));
    assert_eq!(
        no(&mut s, "move f1:0,0 board:1,3"),
        "This row already holds “Blue” tiles: “Yellow” tiles cannot go here."
    );
    assert_eq!(no(&mut s, "move f1:0,0 board:0,4"), "Yellow is already on the wall in this row.");
    assert_eq!(no(&mut s, "move f1:0,1 board:2,4"), "This row is full.");
    assert_eq!(no(&mut s, "move f1:0,0 board:0,16"), "This place belongs to Player 2.");
    // In the game's word for its tokens, "tile" / «tuile», and French agrees with it.
    assert_eq!(no(&mut s, "move f1:0,0 board:0,6"), "Put these tiles on one of your rows.");
    assert_eq!(no(&mut s, "move f1:0,0 board:0,5"), "Put these tiles on one of your rows.");
    assert_eq!(fr(&refused(&g, &mut s, "move f1:0,0 board:0,5")), "Pose ces tuiles sur une de tes rangées.");
    assert!(no(&mut s, "move centre:0,0 board:3,4").contains("This tile is not taken by itself"));
    assert!(fr(&refused(&g, &mut s, "move centre:0,0 board:3,4"))
        .starts_with("Cette tuile ne se prend pas seule\u{a0}: elle vient"));
    // The floor always takes them, even past full (they go to the lid).
    ok(&g, &mut s, "move f1:0,0 board:5,3");
    assert_eq!(at(&g, &s, "board:5,0").as_deref(), Some("yellow"), "the floor fills from its first cell");
}

#[test]
fn the_lid_refills_an_empty_bag() {
    let g = built_in("azul.json");
    let mut s = new_game(&g, 1, 2);
    reset(&g, &mut s);
    put(&g, &mut s, "f1:0,0", "blue");
    let b = bag(&g);
    let rest = s.queues[b].tokens.split_off(3);
    s.lid = rest;
    assert_eq!(tiles(&g, &s), 100);
    ok(&g, &mut s, "move f1:0,0 board:0,4");
    for f in 1..=5 {
        assert!(board(&g, &s, &format!("f{f}")).iter().all(|t| t != "."), "factory {f} is full");
    }
    assert!(s.lid.is_empty(), "the lid went into the bag");
    assert_eq!(s.queues[b].remaining(), 96 - 17, "3 from the bag, then 17 from the lid");
    assert_eq!(tiles(&g, &s), 100);
}

#[test]
fn a_full_wall_row_ends_the_game_with_its_bonuses() {
    let g = built_in("azul.json");
    let mut s = new_game(&g, 1, 2);
    reset(&g, &mut s);
    // Row 0 lacks only white (column 4); column 4 and the other whites are already there.
    for (w, c) in [
        ("board:0,6", "blue"),
        ("board:0,7", "yellow"),
        ("board:0,8", "red"),
        ("board:0,9", "black"),
        ("board:1,10", "black"),
        ("board:2,10", "red"),
        ("board:3,10", "yellow"),
        ("board:4,10", "blue"),
        ("board:1,6", "white"),
        ("board:2,7", "white"),
        ("board:3,8", "white"),
        ("board:4,9", "white"),
    ] {
        put(&g, &mut s, w, c);
    }
    put(&g, &mut s, "f1:0,0", "white");
    let o = ok(&g, &mut s, "move f1:0,0 board:0,4");
    // 5 across + 5 down, then 2 for the row, 7 for the column, 10 for the five whites.
    assert_eq!(points(&s), [29, 0]);
    assert_eq!(s.status, Status::Won);
    assert_eq!(s.winner, Some(0));
    assert!(said(&o).contains("Player 1 wins"), "{}", said(&o));
}

/// Player 1 about to complete wall row 0 (as above); Player 2 with `points` and, when asked,
/// a full wall row of their own.
fn end_with_player_2_at(points: u32, row_for_player_2: bool) -> (Game, State, String) {
    let g = built_in("azul.json");
    let mut s = new_game(&g, 1, 2);
    reset(&g, &mut s);
    for (w, c) in [("board:0,6", "blue"), ("board:0,7", "yellow"), ("board:0,8", "red"), ("board:0,9", "black")] {
        put(&g, &mut s, w, c);
    }
    if row_for_player_2 {
        for (w, c) in [
            ("board:0,18", "blue"),
            ("board:0,19", "yellow"),
            ("board:0,20", "red"),
            ("board:0,21", "black"),
            ("board:0,22", "white"),
        ] {
            put(&g, &mut s, w, c);
        }
    }
    s.players[1].points = points;
    put(&g, &mut s, "f1:0,0", "white");
    let o = ok(&g, &mut s, "move f1:0,0 board:0,4");
    (g, s, said(&o))
}

#[test]
fn equal_points_go_to_more_full_wall_rows_as_the_rulebook_says() {
    // Player 1: 5 across, 2 for the full row: 7 points and one full row. Player 2: 7, none.
    let (_, s, said) = end_with_player_2_at(7, false);
    assert_eq!(points(&s), [7, 7]);
    assert_eq!(s.winner, Some(0));
    assert!(said.contains("Player 1 wins with 7 points and more full rows!"), "{said}");
    // Both with one full row (Player 2's row bonus: 2 more): still equal, shared.
    let (_, s, said) = end_with_player_2_at(5, true);
    assert_eq!(points(&s), [7, 7]);
    assert_eq!((s.status, s.winner), (Status::Draw, None), "{said}");
    // More points still win, whatever the rows.
    let (_, s, _) = end_with_player_2_at(8, false);
    assert_eq!(s.winner, Some(1));
}

#[test]
fn more_players_use_more_factories() {
    let g = built_in("azul.json");
    for (players, used) in [(2, 5), (3, 7), (4, 9)] {
        let s = new_game(&g, 7, players);
        assert_eq!(s.players.len(), players);
        for f in 1..=9 {
            let dealt = board(&g, &s, &format!("f{f}")).iter().all(|t| t != ".");
            assert_eq!(dealt, f <= used, "{players} players: factory {f}");
        }
        assert_eq!(tiles(&g, &s), 100);
    }
}

#[test]
fn on_the_grey_wall_the_player_chooses_the_column() {
    let g = built_in("azul-grey-wall.json");
    let mut s = new_game(&g, 1, 2);
    reset(&g, &mut s);
    put(&g, &mut s, "board:3,8", "blue");
    put(&g, &mut s, "f1:0,0", "blue");
    let o = ok(&g, &mut s, "move f1:0,0 board:0,4");
    assert!(s.tiling, "the round waits for Player 1's choice");
    assert_eq!(s.current, 0);
    assert!(said(&o).contains("onto your wall"), "{}", said(&o));
    let mut actions = Vec::new();
    legal_actions(&g, &s, &mut actions);
    assert_eq!(actions.len(), 4, "every free column but the one with blue: {actions:?}");
    assert_eq!(en(&refused(&g, &mut s, "move board:0,4 board:0,8")), "This column already holds Blue.");
    assert_eq!(en(&refused(&g, &mut s, "move board:0,4 board:1,9")), "Put it on your wall, in the same row.");
    let o = ok(&g, &mut s, "move board:0,4 board:0,10");
    assert!(!s.tiling);
    assert_eq!(points(&s), [1, 0]);
    assert!(said(&o).contains("Round 2"), "{}", said(&o));
}

#[test]
fn on_the_grey_wall_a_row_with_no_place_falls_to_the_floor() {
    let g = built_in("azul-grey-wall.json");
    let mut s = new_game(&g, 1, 2);
    reset(&g, &mut s);
    s.players[0].points = 5;
    // Wall row 0 keeps only column 4 free, and column 4 already has blue lower down.
    for (w, c) in [
        ("board:0,6", "red"),
        ("board:0,7", "yellow"),
        ("board:0,8", "black"),
        ("board:0,9", "white"),
        ("board:2,10", "blue"),
    ] {
        put(&g, &mut s, w, c);
    }
    put(&g, &mut s, "f1:0,0", "blue");
    ok(&g, &mut s, "move f1:0,0 board:0,4");
    assert!(!s.tiling, "nothing to choose");
    assert_eq!(points(&s), [4, 0], "the blue tile fell to the floor: -1");
    assert_eq!(at(&g, &s, "board:0,10"), None);
}

/// Random games of every size and wall: every listed action is accepted, the 100 tiles are
/// always all there (bag, boards, lid), the marker is always on a board, the centre (28
/// squares: three tiles from each of nine factories and the marker) always has room for a
/// factory's leftovers, and games end.
#[test]
fn random_games_keep_every_tile() {
    for file in ["azul.json", "azul-grey-wall.json"] {
        let g = built_in(file);
        for players in 2..=4 {
            for seed in 1..=4u64 {
                let mut s = new_game(&g, seed, players);
                let mut rng = tablier::rng::Rng::new(seed * 31 + players as u64);
                let mut actions: Vec<Action> = Vec::new();
                let mut steps = 0;
                while s.status == Status::Playing {
                    legal_actions(&g, &s, &mut actions);
                    assert!(!actions.is_empty(), "{file} {players}p seed {seed}: stuck");
                    let a = actions[rng.below(actions.len())];
                    // The centre, as small as it can be, always has room for what a factory sends.
                    if let Action::Move(from, _) = a {
                        let tray = &g.boards[g.cells[from as usize].board as usize].id;
                        if tray.starts_with('f') {
                            let left = board(&g, &s, tray).iter().filter(|t| *t != ".").count() - 1;
                            let room = board(&g, &s, "centre").iter().filter(|t| *t == ".").count();
                            assert!(room >= left, "{file} {players}p seed {seed}: {left} tiles for {room} squares");
                        }
                    }
                    let o = apply(&g, &mut s, a);
                    assert!(o.accepted(), "{file}: listed {a:?} refused: {:?}", o.refusal);
                    assert_eq!(tiles(&g, &s), 100, "{file} {players}p seed {seed} step {steps}");
                    let marker = (0..s.tokens.len() as TokenId).find(|t| is_marker(&g, *t)).expect("marker");
                    assert_ne!(s.tokens[marker as usize].cell, NONE, "the marker is on a board");
                    steps += 1;
                    assert!(steps < 2000, "{file}: the game does not end");
                }
                assert!(s.round >= 5, "{file}: a wall row takes five rounds at least");
            }
        }
    }
}

#[test]
fn the_help_says_how_to_draft_and_how_to_tile() {
    let g = built_in("azul.json");
    let s = new_game(&g, 1, 2);
    let words = tablier::engine::help_words(&g, &s, None).expect("words").en;
    assert!(words.starts_with("Take all the tiles of one kind from a factory"), "{words}");
    let mots = tablier::engine::help_words(&g, &s, None).expect("words").fr;
    assert!(mots.starts_with("Prends toutes les tuiles d'une sorte dans une fabrique"), "{mots}");
    assert!(words.ends_with("What does not fit costs points."), "{words}");
    let lit = tablier::engine::help_squares(&g, &s, cell(&g, "f1:0,0"));
    assert!(lit.contains(&cell(&g, "board:4,0")) && lit.contains(&cell(&g, "board:5,6")), "rows and the floor");
    assert!(!lit.contains(&cell(&g, "board:0,16")), "not the other player's rows");
    let g = built_in("azul-grey-wall.json");
    let mut s = new_game(&g, 1, 2);
    reset(&g, &mut s);
    put(&g, &mut s, "f1:0,0", "red");
    ok(&g, &mut s, "move f1:0,0 board:0,4");
    let words = tablier::engine::help_words(&g, &s, None).expect("words").en;
    assert!(words.starts_with("Move a tile of your highest full row onto your wall"), "{words}");
    assert_eq!(tablier::engine::help_squares(&g, &s, cell(&g, "board:0,4")).len(), 5);
}

#[test]
fn a_design_that_names_missing_things_says_each_one() {
    let mut d = built_in_json("azul.json");
    d["trays"][1]["bag"] = "sack".into();
    d["trays"][6]["min_players"] = 9.into();
    d["grid"]["zones"][0]["owner"] = "ghost".into();
    d["grid"]["zones"][1]["overflow"] = "cellar".into();
    d["rules"]["drafting"]["leftovers"] = "table".into();
    d["rules"]["drafting"]["marker"] = "blue".into();
    d["rules"]["mosaic"]["walls"][0] = "p9-wall".into();
    d["rules"]["mosaic"]["pattern"][2][1] = "green".into();
    let problems = tablier::load::check(&serde_json::from_value(d).expect("a design"));
    let paths: Vec<&str> = problems.iter().map(|p| p.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "trays[1].bag",
            "trays[6].min_players",
            "grid.zones[0].owner",
            "grid.zones[1].overflow",
            "rules.drafting.leftovers",
            "rules.drafting.marker",
            "rules.mosaic.pattern[2][1]",
            "rules.mosaic.walls[0]",
        ]
    );
    assert_eq!(problems[0].message.en, "This tray deals from the queue of 'sack', but there is no tray 'sack'.");
    assert_eq!(problems[5].message.en, "The marker must be a fixed token: it is never taken by itself.");
}

#[test]
fn a_portrait_arrangement_that_names_missing_things_says_each_one() {
    let mut d = built_in_json("azul.json");
    d["portrait"]["boards"]["shelf"] = serde_json::json!([0, 0]);
    d["portrait"]["players"]["p9"] = serde_json::json!([1, 1]);
    d["portrait"]["zones"]["p9-wall"] = serde_json::json!([6, -6]);
    d["portrait"]["zones"]["p1-wall"] = serde_json::json!([6, -6]);
    d["portrait"]["columns"]["table"] = serde_json::json!(6);
    d["portrait"]["columns"]["centre"] = serde_json::json!(0);
    d["phone"]["zones"]["p1-ghost"] = serde_json::json!([0, 1]);
    let problems = tablier::load::check(&serde_json::from_value(d).expect("a design"));
    let paths: Vec<&str> = problems.iter().map(|p| p.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "portrait.boards.shelf",
            "portrait.players.p9",
            "portrait.zones.p9-wall",
            "portrait.columns.centre",
            "portrait.columns.table",
            "phone.zones.p1-ghost",
        ]
    );
    assert_eq!(
        problems[2].message.en,
        "The portrait arrangement moves the zone 'p9-wall', but there is no zone 'p9-wall'."
    );
    assert_eq!(
        problems[5].message.en,
        "The phone arrangement moves the zone 'p1-ghost', but there is no zone 'p1-ghost'."
    );
    assert_eq!(
        problems[3].message.fr,
        "La disposition en portrait ne dessine la réserve 'centre' sur aucune colonne\u{a0}: donnez-lui-en au moins une."
    );
}

/// Azul with the brief's jokers: one tile of each colour for two players, two for three or four.
fn with_jokers(file: &str) -> Game {
    let mut d = built_in_json(file);
    d["rules"]["mosaic"]["jokers"] = serde_json::json!([0, 1, 2, 2]);
    game_of(d)
}

fn jokers(g: &Game, s: &State) -> usize {
    s.tokens.iter().filter(|t| g.design.token_types[t.kind as usize].id == "joker").count()
}

#[test]
fn jokers_replace_tiles_of_each_colour_by_the_number_of_players() {
    let g = with_jokers("azul.json");
    for (players, expected) in [(2, 5), (3, 10), (4, 10)] {
        let s = new_game(&g, 2, players);
        assert_eq!(jokers(&g, &s), expected, "{players} players");
        assert_eq!(tiles(&g, &s), 100);
    }
    assert_eq!(jokers(&g, &new_game(&built_in("azul.json"), 2, 2)), 0, "no jokers unless set");
}

/// Put a joker, taken from the bag (a tile of that colour turned into one), on a cell.
fn put_joker(g: &Game, s: &mut State, word: &str) {
    put(g, s, word, "white");
    let t = s.visible(cell(g, word)).expect("a tile");
    s.tokens[t as usize].kind = g.design.token_types.iter().position(|t| t.id == "joker").expect("joker") as u16;
}

#[test]
fn jokers_are_taken_alone_or_along_with_a_colour_and_go_with_any_row() {
    let g = with_jokers("azul.json");
    let mut s = new_game(&g, 1, 2);
    reset(&g, &mut s);
    put_joker(&g, &mut s, "f1:0,0");
    put_joker(&g, &mut s, "f1:0,1");
    put(&g, &mut s, "f1:1,0", "blue");
    put(&g, &mut s, "f1:1,1", "red");
    put(&g, &mut s, "board:2,4", "blue");
    let mut actions = Vec::new();
    legal_actions(&g, &s, &mut actions);
    assert!(actions.contains(&action(&g, "select f1:0,0")), "the jokers may be chosen to come along");
    let o = ok(&g, &mut s, "select f1:0,1");
    assert!(said(&o).contains("jokers will come"), "{}", said(&o));
    assert_eq!(s.current, 0, "choosing them is not a turn");
    // The hint tells the jokers from the colour.
    assert_eq!(
        tablier::engine::after_pick(&g, &s, cell(&g, "f1:1,0")),
        Some(Text::new(
            "You hold one “Blue” tile and 2 “Joker” tiles: now tap one of your rows.",
            "Tu tiens une tuile «\u{a0}Bleu\u{a0}» et 2 tuiles «\u{a0}Joker\u{a0}»\u{a0}: maintenant, touche une de tes rangées."
        ))
    );
    // Blue and both jokers go to row 3, which held a blue: now full; red goes to the centre.
    ok(&g, &mut s, "move f1:1,0 board:2,3");
    assert_eq!(stack(&g, &s, "board:2,4"), ["blue"]);
    let row: Vec<String> = ["board:2,3", "board:2,2"].iter().filter_map(|w| at(&g, &s, w)).collect();
    assert_eq!(row.len(), 2, "the blue row is full");
    assert!(board(&g, &s, "centre").contains(&"red".to_string()));
    assert_eq!(s.along, None);
    // Player 2 takes the red (and the marker); the round ends: a joker goes on blue's cell.
    let red = (0..28)
        .map(|i| format!("centre:{},{}", i / 7, i % 7))
        .find(|w| at(&g, &s, w).as_deref() == Some("red"))
        .expect("red");
    ok(&g, &mut s, &format!("move {red} board:0,16"));
    assert_eq!(at(&g, &s, "board:2,8").as_deref(), Some("joker"), "a joker stands for the blue tile");
    // Blue may no longer go to that row: its cell is taken.
    reset_keeping_walls(&g, &mut s);
    put(&g, &mut s, "f1:0,0", "blue");
    assert_eq!(en(&refused(&g, &mut s, "move f1:0,0 board:2,4")), "Blue is already on the wall in this row.");
}

/// Empty the factories, rows and floors, but leave the walls as they are.
fn reset_keeping_walls(g: &Game, s: &mut State) {
    let walls: Vec<u32> = g.mosaic.as_ref().expect("mosaic").walls.iter().flat_map(|w| w.cells.clone()).collect();
    let b = bag(g);
    for t in 0..s.tokens.len() as TokenId {
        let c = s.tokens[t as usize].cell;
        if c != NONE && !walls.contains(&c) && !is_marker(g, t) {
            s.lift(t);
            s.queues[b].tokens.push(t);
        }
    }
    s.current = 0;
}

#[test]
fn a_row_of_jokers_only_goes_where_the_child_chooses() {
    let g = with_jokers("azul.json");
    let mut s = new_game(&g, 1, 2);
    reset(&g, &mut s);
    put(&g, &mut s, "board:0,6", "blue");
    put_joker(&g, &mut s, "f1:0,0");
    ok(&g, &mut s, "move f1:0,0 board:0,4");
    assert!(s.tiling, "the child chooses the cell");
    let mut actions = Vec::new();
    legal_actions(&g, &s, &mut actions);
    assert_eq!(actions.len(), 4, "any free cell of wall row 1: {actions:?}");
    ok(&g, &mut s, "move board:0,4 board:0,7");
    assert_eq!(points(&s), [2, 0], "beside the blue: two across");
}

#[test]
fn random_games_with_jokers_keep_every_tile() {
    for file in ["azul.json", "azul-grey-wall.json"] {
        let g = with_jokers(file);
        for players in 2..=4 {
            let mut s = new_game(&g, 9, players);
            let mut rng = tablier::rng::Rng::new(players as u64);
            let mut actions: Vec<Action> = Vec::new();
            let mut steps = 0;
            while s.status == Status::Playing {
                legal_actions(&g, &s, &mut actions);
                let a = actions[rng.below(actions.len())];
                assert!(apply(&g, &mut s, a).accepted(), "{file}: listed {a:?} refused");
                assert_eq!(tiles(&g, &s), 100);
                steps += 1;
                assert!(steps < 3000, "{file}: the game does not end");
            }
        }
    }
}

#[test]
fn a_wall_that_is_not_a_block_of_the_pattern_is_refused_with_a_word() {
    let mut d = built_in_json("azul.json");
    // Player 1's wall: one square moved far away (the wall would be read outside the grid).
    d["grid"]["zones"][5]["cells"][24] = serde_json::json!([12, 22]);
    let problems = tablier::load::check(&serde_json::from_value(d).expect("a design"));
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].path, "rules.mosaic.walls[0]");
    assert_eq!(
        problems[0].message.en,
        "The wall 'p1-wall' must be a block of 5 by 5 squares, as the pattern; it has 25 squares."
    );
}

/// What a tap on a tile shows held: every tile of its colour in that factory (they all go), not
/// the marker, nothing outside a factory; and what to do next.
#[test]
fn a_picked_colour_shows_every_tile_that_goes_with_it() {
    let g = built_in("azul.json");
    let mut s = new_game(&g, 1, 2);
    reset(&g, &mut s);
    for (at, colour) in [("f1:0,0", "red"), ("f1:0,1", "blue"), ("f1:1,0", "red"), ("f1:1,1", "red")] {
        put(&g, &mut s, at, colour);
    }
    let with = tablier::engine::drafted_with(&g, &s, cell(&g, "f1:0,0"));
    assert_eq!(with, [cell(&g, "f1:1,0"), cell(&g, "f1:1,1")]);
    assert!(tablier::engine::drafted_with(&g, &s, cell(&g, "f1:0,1")).is_empty(), "a lone blue goes alone");
    assert!(tablier::engine::drafted_with(&g, &s, cell(&g, "centre:0,0")).is_empty(), "the marker is not a colour");
    assert_eq!(
        tablier::engine::after_pick(&g, &s, cell(&g, "f1:0,0")),
        Some(Text::new(
            "You hold 3 “Red” tiles: now tap one of your rows.",
            "Tu tiens 3 tuiles «\u{a0}Rouge\u{a0}»\u{a0}: maintenant, touche une de tes rangées."
        ))
    );
    assert_eq!(
        tablier::engine::after_pick(&g, &s, cell(&g, "f1:0,1")).map(|t| t.fr),
        Some("Tu tiens une tuile «\u{a0}Bleu\u{a0}»\u{a0}: maintenant, touche une de tes rangées.".into())
    );
    assert_eq!(tablier::engine::after_pick(&g, &s, cell(&g, "board:0,4")), None);
}
