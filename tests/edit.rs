//! The designer's edit/test loop: a game in progress goes on after an edit when it still
//! makes sense, and starts again otherwise.

use std::sync::Arc;

use tablier::edit::Line;
use tablier::engine::Play;
use tablier::game::Game;
use tablier::model::{Design, Direction};
use tablier::notation::parse_action;

fn design(name: &str) -> Design {
    let path = format!("{}/games/{name}.json", env!("CARGO_MANIFEST_DIR"));
    tablier::load::load(&std::fs::read_to_string(path).expect("read")).expect("valid")
}

fn play(design: &Design, seed: u64, actions: &[&str]) -> Play {
    let game = Arc::new(Game::new(design).expect("valid"));
    let mut play = Play::new(game.clone(), seed, 1);
    for a in actions {
        let action = parse_action(&game, a).expect("notation");
        assert!(play.act(action).accepted(), "{a}");
    }
    play
}

#[test]
fn a_rule_change_keeps_the_game_in_progress() {
    let mut d = design("solitaire-english");
    let before = play(&d, 1, &["move grid:1,3 grid:3,3", "move grid:2,1 grid:2,3"]);
    d.rules.won_message = "Bravo!".into();
    let (after, continued) = before.carry_over(Arc::new(Game::new(&d).unwrap()));
    assert!(continued);
    assert_eq!(after.state, before.state);
    assert_eq!(after.log.len(), 2);
}

#[test]
fn a_grid_that_grew_keeps_the_game_and_its_trays() {
    let mut d = design("pigeon-vole");
    let game = Arc::new(Game::new(&d).unwrap());
    let mut before = Play::new(game.clone(), 4, 1);
    let first = before.legal_actions()[0];
    assert!(before.act(first).accepted());
    // A new column at the right end moves every tray cell's index, but not its place.
    d.insert_line(Line::Column(6)).unwrap();
    d.trays[0].geometry.y += 100;
    let (after, continued) = before.carry_over(Arc::new(Game::new(&d).unwrap()));
    assert!(continued, "the move still makes sense on the wider grid");
    assert_eq!(after.log.len(), 1);
}

#[test]
fn an_edit_that_breaks_the_moves_played_restarts_the_game() {
    let mut d = design("solitaire-english");
    let before = play(&d, 1, &["move grid:1,3 grid:3,3"]);
    d.set_playable(&[[3, 3]], false);
    let (after, continued) = before.carry_over(Arc::new(Game::new(&d).unwrap()));
    assert!(!continued, "the first jump lands on a square that is no longer playable");
    assert!(after.log.is_empty());
}

#[test]
fn boards_are_added_below_the_others_and_kept_while_a_player_uses_them() {
    use tablier::edit::BoardKind;
    let mut d = Design::default();
    let tray = d.add_board(BoardKind::Tray, "Tray");
    let results = d.add_board(BoardKind::Result, "Tray");
    assert_eq!((tray.as_str(), results.as_str()), ("tray", "tray-2"), "ids stay unique across kinds");
    let grid_bottom = d.grid.geometry.y + d.grid.geometry.size().1 as i32;
    assert!(d.trays[0].geometry.y > grid_bottom);
    assert!(d.result_areas[0].geometry.y > d.trays[0].geometry.y + d.trays[0].geometry.size().1 as i32);
    assert!(tablier::load::check(&d).is_empty(), "{:?}", tablier::load::check(&d));
    d.players[0].tray = Some(tray.clone());
    let why = d.remove_board(&tray).unwrap_err();
    assert!(why.en.contains("Player uses this board"), "{}", why.en);
    assert!(d.remove_board("grid").is_err());
    d.players[0].tray = None;
    d.remove_board(&tray).unwrap();
    assert!(d.trays.is_empty());
    d.enqueue(&results, "x").unwrap_err();
}

#[test]
fn a_token_taken_out_of_a_queue_frees_its_copy() {
    use tablier::edit::BoardKind;
    let mut d = Design::default();
    let cat = d.new_token_type("Cat", None);
    d.token_types[0].copies = Some(1);
    let tray = d.add_board(BoardKind::Tray, "Tray");
    d.enqueue(&tray, &cat).unwrap();
    assert!(d.enqueue(&tray, &cat).is_err(), "the only copy is in the queue");
    assert_eq!(d.dequeue(&tray, 0).as_deref(), Some("cat"));
    assert_eq!(d.dequeue(&tray, 0), None);
    d.enqueue(&tray, &cat).unwrap();
}

#[test]
fn resizing_the_grid_keeps_its_tokens_and_says_why() {
    let mut d = Design::default();
    let cat = d.new_token_type("Cat", None);
    d.place(&cat, [3, 3]).unwrap();
    d.resize_board("grid", 6, 5).unwrap();
    assert_eq!((d.grid.geometry.rows, d.grid.geometry.columns), (6, 5));
    let why = d.resize_board("grid", 2, 2).unwrap_err();
    assert!(why.en.contains("holds tokens (cat)"), "{}", why.en);
    assert_eq!(d.grid.tokens[0].at, [3, 3], "the token stays where it was");
    d.resize_board("grid", 4, 4).unwrap();
    assert_eq!((d.grid.geometry.rows, d.grid.geometry.columns), (4, 4));
}

#[test]
fn cells_numbered_by_taps_keep_their_numbers() {
    let mut d = Design::default();
    d.number_cell([0, 1], 1);
    d.number_cell([0, 0], 2);
    d.number_cell([9, 9], 3);
    let numbers: Vec<_> = d.grid.cells.iter().map(|c| (c.at, c.number)).collect();
    assert_eq!(numbers, vec![([0, 1], 1), ([0, 0], 2)]);
    d.clear_numbers();
    assert!(d.grid.cells.is_empty());
}

#[test]
fn the_star_preset_is_the_chinese_checkers_board() {
    let cc = design("chinese-checkers");
    let mut d = Design::default();
    d.make_star().unwrap();
    let holes = |x: &Design| -> Vec<[u32; 2]> {
        let game = Game::new(x).expect("valid");
        (0..x.grid.geometry.rows)
            .flat_map(|r| (0..x.grid.geometry.columns).map(move |c| [r, c]))
            .filter(|at| game.cells.iter().any(|c| c.board == 0 && [c.row, c.column] == *at && c.playable))
            .collect()
    };
    assert_eq!(holes(&d).len(), 121);
    assert_eq!(holes(&d), holes(&cc));
    assert_eq!(Direction::mask(&d.grid.moves), Direction::mask(&cc.grid.moves), "the six directions of the star");
    assert_eq!(d.grid.geometry.row_shift, cc.grid.geometry.row_shift);
    // A token outside the star keeps the grid as it was.
    let mut e = Design::default();
    let cat = e.new_token_type("Cat", None);
    e.place(&cat, [0, 0]).unwrap();
    let before = e.clone();
    assert!(e.make_star().unwrap_err().en.contains("outside the star"));
    assert_eq!(e, before);
}

/// A new result area has a cell for every token of the design, so it shows all it counts
/// (a memory's pairs no longer vanish from a full area).
#[test]
fn a_new_result_area_holds_every_token() {
    use tablier::edit::BoardKind;
    let mut d = Design::default();
    d.token_types.push(tablier::model::TokenType { id: "card".into(), ..Default::default() });
    for i in 0..20u32 {
        d.grid.tokens.push(tablier::model::Placement { token_type: "card".into(), at: [i / 5, i % 5] });
    }
    d.grid.geometry.rows = 4;
    d.grid.geometry.columns = 5;
    let id = d.add_board(BoardKind::Result, "Pairs");
    let g = &d.result_areas.iter().find(|r| r.id == id).expect("added").geometry;
    assert!(g.rows * g.columns >= 20, "{} x {}", g.rows, g.columns);
}

/// Othello's squares carry the computer's weights (corners prized): making one square
/// unplayable and playable again, or changing the moves of one, keeps every other square's
/// weight (each edit tidies the cells' settings).
#[test]
fn editing_squares_keeps_the_computers_weights() {
    let mut d = design("othello");
    let weights =
        |d: &Design| d.grid.cells.iter().filter(|c| c.weight != 0).map(|c| (c.at, c.weight)).collect::<Vec<_>>();
    let before = weights(&d);
    assert!(before.len() > 40, "Othello's squares have weights");
    d.set_moves(Some(&[[3, 3]]), vec![Direction::Up]);
    d.set_moves(Some(&[[3, 3]]), d.grid.moves.clone());
    assert_eq!(weights(&d), before);
}

/// The "board game for two" starting point grown to `rows` x `columns` as the Game tab does.
fn duel_grown(rows: u32, columns: u32) -> Design {
    let mut d = tablier::edit::Start::Duel.design(tablier::lang::Lang::En);
    let grid = d.grid.id.clone();
    d.resize_board(&grid, rows, columns).unwrap();
    d
}

#[test]
fn a_board_game_for_two_grown_to_five_by_five_has_trays_that_fill_it() {
    let d = duel_grown(5, 5);
    let counts: Vec<usize> = d.trays.iter().map(|t| t.queue.len()).collect();
    assert_eq!(counts, [13, 13], "each player can put a token on every other square");
    assert!(d.trays.iter().all(|t| t.queue.iter().all(|q| *q == t.queue[0])), "each tray holds its own colour");
    // Shrunk again, the trays follow: 3 x 3 takes 5 each, as the starting point had.
    let mut d = d;
    d.resize_board("grid", 3, 3).unwrap();
    assert_eq!(d.trays.iter().map(|t| t.queue.len()).collect::<Vec<_>>(), [5, 5]);
}

#[test]
fn the_grown_grid_never_covers_the_trays() {
    for (rows, columns) in [(5, 5), (8, 3), (3, 9), (12, 12)] {
        let d = duel_grown(rows, columns);
        let problems = tablier::load::check(&d);
        assert!(
            problems.is_empty(),
            "{rows} x {columns}: {:?}",
            problems.iter().map(|p| &p.message.en).collect::<Vec<_>>()
        );
    }
}

#[test]
fn a_tray_count_the_teacher_set_stays_when_the_grid_grows() {
    let mut d = tablier::edit::Start::Duel.design(tablier::lang::Lang::En);
    d.set_tray_count("red-tray", 7).unwrap();
    assert_eq!(d.trays[0].queue, vec!["red"; 7]);
    d.resize_board("grid", 5, 5).unwrap();
    assert_eq!(d.trays[0].queue.len(), 7, "the teacher's number");
    assert_eq!(d.trays[1].queue.len(), 13, "the other tray still follows the grid");
    d.set_tray_count("red-tray", 2).unwrap();
    assert_eq!(d.trays[0].queue, vec!["red"; 2]);
    // An empty tray is filled with the token its player owns.
    d.set_tray_count("red-tray", 0).unwrap();
    d.set_tray_count("red-tray", 3).unwrap();
    assert_eq!(d.trays[0].queue, vec!["red"; 3]);
    // A tray with nothing to copy says so.
    let mut blank = Design::default();
    let tray = blank.add_board(tablier::edit::BoardKind::Tray, "Tray");
    let why = blank.set_tray_count(&tray, 4).unwrap_err();
    assert!(why.en.contains("token") && why.fr.contains("jeton"), "{}", why.en);
    assert!(d.set_tray_count("nope", 4).is_err());
}

#[test]
fn a_sort_game_tray_of_different_pictures_is_left_alone_when_the_grid_grows() {
    let mut d = tablier::edit::Start::Sort.design(tablier::lang::Lang::En);
    let before = d.trays[0].queue.clone();
    let (rows, columns) = (d.grid.geometry.rows + 2, d.grid.geometry.columns + 1);
    d.resize_board("grid", rows, columns).unwrap();
    assert_eq!(d.trays[0].queue, before);
    assert!(tablier::load::check(&d).is_empty());
}

#[test]
fn four_in_a_row_on_five_by_five_is_won_by_a_line_not_drawn_with_empty_squares() {
    let mut d = duel_grown(5, 5);
    d.set_line_length(4).unwrap();
    assert_eq!(d.rules.lines.as_ref().map(|l| l.length), Some(4));
    let why = d.set_line_length(6).unwrap_err();
    assert!(why.en.contains('5'), "a line longer than the grid says so: {}", why.en);
    // Blue starts now.
    d.set_first_player("p2").unwrap();
    assert_eq!(d.players[0].id, "p2");
    assert!(d.set_first_player("nobody").is_err());
    // Blue fills column 0 while red plays column 1: blue's fourth wins.
    let moves = ["blue-tray:0,0 grid:0,0", "red-tray:0,0 grid:0,1", "blue-tray:0,0 grid:1,0", "red-tray:0,0 grid:1,1"];
    let moves =
        [moves.as_slice(), &["blue-tray:0,0 grid:2,0", "red-tray:0,0 grid:4,4", "blue-tray:0,0 grid:3,0"]].concat();
    let actions: Vec<String> = moves.iter().map(|m| format!("move {m}")).collect();
    let actions: Vec<&str> = actions.iter().map(String::as_str).collect();
    let game = Arc::new(Game::new(&d).expect("valid"));
    let mut p = Play::new(game.clone(), 1, 2);
    for (i, a) in actions.iter().enumerate() {
        assert!(!p.state.is_over(), "over before move {i}");
        assert!(p.act(parse_action(&game, a).expect("notation")).accepted(), "{a}");
    }
    assert_eq!(p.state.status, tablier::engine::Status::Won, "four in a row wins");
}

#[test]
fn a_race_for_four_gives_each_new_player_a_pawn_of_their_own() {
    let mut d = tablier::edit::Start::Race.design(tablier::lang::Lang::En);
    d.set_race_players(4).unwrap();
    assert_eq!(d.players.len(), 4);
    let owners: Vec<Vec<String>> = d.token_types.iter().map(|t| t.owners.clone()).collect();
    assert_eq!(owners.len(), 4, "a pawn each");
    assert!(d.players.iter().all(|p| owners.iter().filter(|o| **o == [p.id.clone()]).count() == 1));
    assert_eq!(d.trays[0].queue.len(), 4, "every pawn waits at the start");
    assert_eq!(d.token_types[2].name.get(tablier::lang::Lang::Fr), "Pion vert", "the third player's pawn is green");
    assert!(tablier::load::check(&d).is_empty(), "{:?}", tablier::load::check(&d));
    let game = Arc::new(Game::new(&d).unwrap());
    assert_eq!(Play::new(game, 1, 4).state.players.len(), 4);
    d.set_race_players(2).unwrap();
    assert_eq!((d.players.len(), d.token_types.len(), d.trays[0].queue.len()), (2, 2, 2));
    assert!(d.set_race_players(0).is_err());
}

#[test]
fn a_die_of_four_faces_moves_one_to_four() {
    let mut d = tablier::edit::Start::Race.design(tablier::lang::Lang::En);
    d.set_die_faces("d6", 4).unwrap();
    assert_eq!(d.dice[0].faces.len(), 4);
    d.set_die_faces("d6", 8).unwrap();
    assert_eq!(d.dice[0].faces.last().map(|f| f.label.get(tablier::lang::Lang::En).to_string()), Some("8".into()));
    assert!(d.set_die_faces("d6", 1).is_err());
    assert!(d.set_die_faces("nope", 3).is_err());
}

#[test]
fn a_puzzle_says_how_its_pieces_move_in_one_choice() {
    use tablier::model::{HandlingMode, InGrid};
    let mut d = design("taquin");
    d.set_moves_allowed(InGrid::JumpCapture);
    assert!(d.token_types.iter().filter(|t| t.mode == HandlingMode::Move).all(|t| t.in_grid == InGrid::JumpCapture));
    assert_eq!(d.moves_allowed(), Some(InGrid::JumpCapture));
}

#[test]
fn the_designers_problems_name_a_tray_by_its_name_never_its_id() {
    let mut d = tablier::edit::Start::Duel.design(tablier::lang::Lang::En);
    // Grown by hand (a file made elsewhere): the grid covers the red tray.
    d.grid.geometry.rows = 5;
    let problems = tablier::load::check(&d);
    let overlap = problems.iter().find(|p| p.path == "trays[0].geometry").expect("the red tray is covered");
    assert!(overlap.message.en.starts_with("Tray “Red” overlaps the grid"), "{}", overlap.message.en);
    assert!(
        overlap.message.fr.starts_with("La réserve «\u{a0}Rouge\u{a0}» chevauche la grille"),
        "{}",
        overlap.message.fr
    );
    assert!(problems.iter().all(|p| !p.message.en.contains("red-tray") && !p.message.fr.contains("red-tray")));
    assert!(problems.iter().all(|p| !p.message.fr.contains("sabot")), "one word for a tray in French");
}

// ---- Issue #37: the memory and sort editors, as a teacher means them ----

/// Turn two grid squares over in a memory laid out in place (`order: keep`): whether they paired.
fn pairs(d: &Design, a: [u32; 2], b: [u32; 2]) -> bool {
    use tablier::engine::Event;
    let mut d = d.clone();
    d.grid.order = tablier::model::TokenOrder::Keep;
    let players = d.players.len().max(1);
    let game = Arc::new(Game::new(&d).expect("valid"));
    let mut play = Play::new(game.clone(), 1, players);
    let cell = |at: [u32; 2]| parse_action(&game, &format!("select grid:{},{}", at[0], at[1])).expect("notation");
    assert!(play.act(cell(a)).accepted());
    let out = play.act(cell(b));
    assert!(out.accepted(), "{:?}", out.message);
    out.events.iter().any(|e| matches!(e, Event::Matched { .. }))
}

fn at_of(d: &Design, type_id: &str) -> Vec<[u32; 2]> {
    d.grid.tokens.iter().filter(|p| p.token_type == type_id).map(|p| p.at).collect()
}

/// "Add pairs" from six built-in pictures: 12 cards, the grid fits them, each card named in
/// both languages, no property anywhere, and the game has no problem.
#[test]
fn a_memory_is_made_of_pictures_and_the_grid_follows() {
    use tablier::edit::Start;
    use tablier::lang::{Lang, Text};
    let mut d = Start::Memory.design(Lang::Fr);
    d.remove_all_pairs();
    assert!(d.memory_pairs().is_empty() && d.grid.tokens.is_empty());
    let pictures = ["animal-bird", "animal-bee", "fruit-apple", "fruit-pear", "animal-owl", "animal-snail"];
    let ids: Vec<String> = pictures.iter().map(|p| d.add_pair(p)).collect();
    assert_eq!(d.memory_pairs().len(), 6);
    assert_eq!(d.grid.tokens.len(), 12);
    assert_eq!((d.grid.geometry.rows, d.grid.geometry.columns), (3, 4));
    let bird = d.token_types.iter().find(|t| t.id == ids[0]).unwrap();
    assert_eq!(bird.name.text(), Text::new("Bird", "Oiseau"));
    assert_eq!((bird.copies, bird.back.as_str()), (Some(2), "card-back"));
    assert!(d.token_types.iter().all(|t| t.properties.is_empty()), "never a property");
    assert_eq!(tablier::engine::design_problems(&d), vec![], "it plays as it is");
    // Removing a pair shrinks the grid: 10 cards in 2 x 5.
    d.remove_pair(&ids[5]).unwrap();
    assert_eq!((d.grid.geometry.rows, d.grid.geometry.columns, d.grid.tokens.len()), (2, 5, 10));
    // Growing to 10 pairs keeps the players' pairs areas clear of the grid.
    for p in ["animal-cat", "animal-dog", "animal-cow", "animal-pig", "animal-duck"] {
        d.add_pair(p);
    }
    assert_eq!(d.grid.tokens.len(), 20);
    assert_eq!(tablier::engine::design_problems(&d), vec![]);
}

/// Cards pair by the picture they show, or as linked on purpose: two different pictures are
/// never a pair (issue #37, item 1).
#[test]
fn memory_cards_pair_by_their_pictures_and_links_only() {
    let mut d = Design::default();
    let apple = d.add_pair("fruit-apple");
    let dog = d.add_pair("animal-dog");
    let (a, g) = (at_of(&d, &apple), at_of(&d, &dog));
    assert!(pairs(&d, a[0], a[1]), "two apples pair");
    assert!(!pairs(&d, a[0], g[0]), "an apple and a dog are not a pair");
    // A picture and its word, linked: one card each, and they pair.
    let word = d.add_pair("letter-a");
    d.link_cards(&apple, &word).unwrap();
    assert_eq!(d.memory_pairs().len(), 2);
    assert_eq!(d.grid.tokens.len(), 4);
    let (a, w, g) = (at_of(&d, &apple), at_of(&d, &word), at_of(&d, &dog));
    assert_eq!((a.len(), w.len()), (1, 1));
    assert!(pairs(&d, a[0], w[0]), "linked cards pair");
    assert!(!pairs(&d, w[0], g[0]));
    d.unlink_cards(&word);
    assert_eq!(d.grid.tokens.len(), 6, "each is a pair of its own again");
    assert!(d.link_cards(&apple, &apple).is_err());
}

/// The Cat card given the apple's picture and name, then "+ New token" kept the Cat's settings
/// for a Dog: nothing hidden pairs the Apple with the Dog (issue #37, item 1).
#[test]
fn a_card_changed_and_a_card_made_from_it_keep_no_hidden_pairing() {
    use tablier::edit::Start;
    use tablier::lang::Lang;
    let mut d = Start::Memory.design(Lang::En);
    // An older memory, whose cards were told apart by properties.
    for t in &mut d.token_types {
        t.properties = vec![t.id.clone()];
    }
    d.set_token_picture("cat", "fruit-apple").unwrap();
    let t = d.token_types.iter().find(|t| t.id == "cat").unwrap();
    assert_eq!(t.name.get(Lang::En), "Apple");
    assert!(t.properties.is_empty());
    let new = d.new_token_type("Dog 2", Some("cat"));
    let made = d.token_types.iter().find(|t| t.id == new).unwrap();
    assert!(made.properties.is_empty() && made.partner.is_empty(), "nothing identifying is copied");
    d.set_token_picture(&new, "animal-dog").unwrap();
    d.delete_token_type("dog").unwrap();
    d.lay_out_cards();
    let (apple, dog) = (at_of(&d, "cat"), at_of(&d, &new));
    assert_eq!(dog.len(), 2, "the new card comes as a pair");
    assert!(!pairs(&d, apple[0], dog[0]), "Apple + Dog is not a pair");
    assert!(pairs(&d, dog[0], dog[1]));
    assert!(pairs(&d, apple[0], apple[1]));
}

/// "Does it fly?": two zones whose answers the teacher showed, six tokens in the tray, no
/// property; the grid is shared out and the tray kept clear of it.
#[test]
fn a_sort_game_is_made_by_showing_the_answer() {
    use tablier::edit::{Across, Start};
    use tablier::lang::{Lang, Text};
    let mut d = Start::Sort.design(Lang::Fr);
    d.remove_all_sorted();
    assert!(d.trays.iter().all(|t| t.queue.is_empty()));
    let zones: Vec<String> = d.grid.zones.iter().map(|z| z.id.clone()).collect();
    assert_eq!(zones.len(), 2);
    for (z, pictures) in zones
        .iter()
        .zip([["animal-bird", "animal-bee", "animal-butterfly"], ["animal-cat", "animal-dog", "animal-cow"]])
    {
        for p in pictures {
            d.add_sorted_token(z, p).unwrap();
        }
    }
    assert_eq!(d.answer(&zones[0]), ["bird", "bee", "butterfly"]);
    assert!(
        d.grid.zones.iter().all(|z| z.properties.is_empty()) && d.token_types.iter().all(|t| t.properties.is_empty())
    );
    assert_eq!(d.trays[0].queue.len(), 6);
    assert!(d.token_types.iter().all(|t| t.copies == Some(1)));
    assert_eq!(d.token_types[0].name.text(), Text::new("Bird", "Oiseau"));
    assert_eq!(tablier::engine::design_problems(&d), vec![]);
    // The cow flies now: its answer moves, the first row grows to hold four.
    d.move_answer("cow", &zones[0]).unwrap();
    assert_eq!(d.answer(&zones[1]), ["cat", "dog"]);
    assert_eq!(d.grid.geometry.columns, 4);
    assert_eq!(d.grid.zones[0].cells.len(), 4);
    assert_eq!(tablier::engine::design_problems(&d), vec![]);
    // A third zone takes a row of its own; removing it takes its tokens with it.
    let third = d.add_sort_zone(Text::new("It swims", "Ça nage"));
    assert_eq!(d.grid.geometry.rows, 3);
    d.add_sorted_token(&third, "animal-duck").unwrap();
    assert_eq!(tablier::engine::design_problems(&d), vec![], "the tray moved below the grown grid");
    d.remove_sort_zone(&third).unwrap();
    assert_eq!(d.grid.geometry.rows, 2);
    assert!(!d.token_types.iter().any(|t| t.id == "duck"));
    // Columns: one per zone.
    d.share_out(Across::Columns);
    assert_eq!((d.grid.geometry.rows, d.grid.geometry.columns), (4, 2));
    assert_eq!(d.zones_across(), Across::Columns);
    assert_eq!(tablier::engine::design_problems(&d), vec![]);
    d.remove_sorted_token("bird").unwrap();
    assert_eq!(d.answer(&zones[0]), ["bee", "butterfly", "cow"]);
}

/// A sort game made with properties (a built-in one, an older file): its answer is what the
/// properties gave, and the first edit turns it into an answer key.
#[test]
fn properties_become_the_answer_at_the_first_edit() {
    let mut d = tablier::edit::Start::Sort.design(tablier::lang::Lang::En);
    for z in &mut d.grid.zones {
        z.tokens.clear();
    }
    d.grid.zones[0].properties = vec!["fruit".into()];
    for t in d.token_types.iter_mut().take(4) {
        t.properties = vec!["fruit".into()];
    }
    let fruits = d.answer(&d.grid.zones[0].id);
    assert_eq!(fruits.len(), 4);
    d.move_answer(&fruits[0], &d.grid.zones[1].id.clone()).unwrap();
    assert!(d.grid.zones[0].properties.is_empty());
    assert_eq!(d.grid.zones[0].tokens, fruits[1..]);
}

/// The designer's "too few to fill the grid" is said only of tokens that stay where they are
/// put: Morris's nine men for twenty-four points move on and are no shortfall.
#[test]
fn filling_the_grid_concerns_only_tokens_that_stay() {
    let morris = design("morris");
    assert!(!morris.tray_fills_grid("white-men") && !morris.tray_fills_grid("black-men"));
    assert!(morris.tray_cover("white-men") > 9, "the count alone would have warned");
    let ttt = design("tic-tac-toe");
    assert!(ttt.tray_fills_grid("crosses-tray") && ttt.tray_fills_grid("noughts-tray"));
    let path = format!("{}/tests/designs/four-in-a-row-5x5.json", env!("CARGO_MANIFEST_DIR"));
    let four = tablier::load::load(&std::fs::read_to_string(path).expect("read")).expect("valid");
    for tray in &four.trays {
        assert!(four.tray_fills_grid(&tray.id), "{}", tray.id);
    }
    assert!(!ttt.tray_fills_grid("no-such-tray"));
}

/// An educator who adapts Azul never saw its tablet and phone arrangements: removing a
/// factory, a zone or a player also takes them out of both, so the game stays playable and no
/// sentence speaks of an arrangement the designer does not show.
#[test]
fn what_is_removed_leaves_the_upright_arrangements_too() {
    let arranged = |d: &Design| {
        let all = d.portrait.iter().chain(d.phone.iter());
        let mut names: Vec<String> = Vec::new();
        for a in all {
            names
                .extend(a.boards.keys().chain(a.players.keys()).chain(a.zones.keys()).chain(a.columns.keys()).cloned());
        }
        names
    };
    let mut d = design("azul");
    assert!(arranged(&d).contains(&"f9".to_string()));
    d.remove_board("f9").unwrap();
    assert!(!arranged(&d).contains(&"f9".to_string()));
    assert!(tablier::load::check(&d).is_empty(), "{:?}", tablier::load::check(&d));
    // A zone (its rule may still name it: that problem is the rule's, in the designer's words).
    d.remove_zone("p4-wall").unwrap();
    let problems = tablier::load::check(&d);
    assert!(problems.iter().all(|p| !p.path.starts_with("portrait") && !p.path.starts_with("phone")), "{problems:?}");
    // A player, once their zones are everyone's.
    let mut d = design("azul");
    for z in d.grid.zones.iter_mut().filter(|z| z.owner == "p4") {
        z.owner.clear();
    }
    d.remove_player("p4").unwrap();
    let problems = tablier::load::check(&d);
    assert!(problems.iter().all(|p| !p.path.starts_with("portrait") && !p.path.starts_with("phone")), "{problems:?}");
    assert!(!arranged(&d).contains(&"p4".to_string()));
}
