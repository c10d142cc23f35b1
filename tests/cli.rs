//! The `tablier` command line as a user runs it: exit codes, what it prints, bad input.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn tablier(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    if let Some(input) = stdin {
        child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("write stdin");
    }
    drop(child.stdin.take());
    child.wait_with_output().expect("the binary ends")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A file in a fresh temporary folder, removed with the test process's folder.
fn temp_file(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tablier-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("write temp file");
    path
}

#[test]
fn validate_accepts_the_built_in_games_and_reports_every_problem_of_a_broken_one() {
    let ok = tablier(&["validate", "games/memory.json", "games/taquin.json"], None);
    assert!(ok.status.success(), "{}", text(&ok.stdout));
    assert!(text(&ok.stdout).contains("games/taquin.json: valid"));

    let broken = temp_file(
        "broken.json",
        r#"{"format": 1, "token_types": [{"id": "cat", "copies": 0}, {"id": "cat"}],
            "grid": {"zones": [{"id": "flying", "cells": [[5, 9]]}]}}"#,
    );
    let out = tablier(&["validate", broken.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let report = text(&out.stdout);
    assert!(report.contains("token_types[0].copies"), "{report}");
    assert!(report.contains("grid.zones[0].cells"), "{report}");
    assert!(report.lines().count() >= 3, "every problem on its own line: {report}");
}

#[test]
fn validate_speaks_the_language_asked() {
    let broken = temp_file("broken-fr.json", r#"{"format": 1, "token_types": [{"id": "cat", "copies": 0}]}"#);
    let out = tablier(&["validate", broken.to_str().unwrap(), "--lang", "fr"], None);
    assert_eq!(out.status.code(), Some(1));
    let report = text(&out.stdout);
    assert!(report.contains("token_types[0].copies: Le type de jeton 'cat' a 0 exemplaire"), "{report}");
    let out = tablier(&["validate", "no/such/file.json", "--lang", "fr"], None);
    assert!(
        text(&out.stdout).contains("impossible de lire no/such/file.json\u{a0}: fichier introuvable"),
        "{}",
        text(&out.stdout)
    );
    // Every command that reads a design says its problems in the language asked.
    let out = tablier(&["show", broken.to_str().unwrap(), "--lang", "fr"], None);
    assert!(text(&out.stderr).contains("a 0 exemplaire"), "{}", text(&out.stderr));
    let binary = temp_file("binary.json", "\u{0}");
    std::fs::write(&binary, [0xff, 0xfe, 0x00]).expect("written");
    let out = tablier(&["validate", binary.to_str().unwrap(), "--lang", "fr"], None);
    assert!(text(&out.stdout).contains("n'est pas un fichier texte (JSON)"), "{}", text(&out.stdout));
    let out = tablier(&["validate", "games/taquin.json", "--lang", "fr"], None);
    assert!(text(&out.stdout).contains("games/taquin.json: valide"), "{}", text(&out.stdout));
}

#[test]
fn validate_says_when_a_file_is_not_json_or_missing() {
    let junk = temp_file("junk.json", "{ this is not json");
    let out = tablier(&["validate", junk.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stdout).contains("line 1"), "{}", text(&out.stdout));

    let out = tablier(&["validate", "no/such/file.json"], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stdout).contains("cannot read"), "{}", text(&out.stdout));
}

#[test]
fn show_prints_the_boards_and_hides_faces_unless_revealed() {
    let out = tablier(&["show", "games/solitaire-english.json"], None);
    assert!(out.status.success());
    let board = text(&out.stdout);
    assert!(board.contains("grid (grid, 7 x 7)"), "{board}");
    assert!(board.contains("3  o o o . o o o"), "the centre hole is empty: {board}");

    let hidden = text(&tablier(&["show", "games/memory.json", "--seed", "3"], None).stdout);
    let shown = text(&tablier(&["show", "games/memory.json", "--seed", "3", "--reveal"], None).stdout);
    assert!(hidden.contains("? ? ? ?") && !hidden.contains("?re"), "{hidden}");
    assert!(shown.contains("?re"), "{shown}");
}

#[test]
fn play_in_the_terminal_explains_refusals_and_undoes() {
    let input = "help\nmove grid:3,1 grid:3,2\nmove grid:1,3 grid:3,3\nundo\nhint\nnonsense\nquit\n";
    let out = tablier(&["play", "games/solitaire-english.json"], Some(input));
    assert!(out.status.success());
    let screen = text(&out.stdout);
    assert!(screen.contains("move B:R,C B:R,C"), "help lists the actions");
    assert!(screen.contains("Not allowed: This hole is already taken."), "the game's word for its places: {screen}");
    assert!(screen.contains("Undone."), "{screen}");
    assert!(screen.contains("Try: move grid:"), "a hint is a legal action: {screen}");
    assert!(screen.contains("'nonsense' is not an action"), "{screen}");
}

#[test]
fn undo_against_the_computer_goes_back_to_the_players_turn() {
    let input = "move crosses-tray:0,0 grid:1,1\nundo\nquit\n";
    let out = tablier(&["play", "games/tic-tac-toe.json", "--computer", "2:5"], Some(input));
    assert!(out.status.success());
    let screen = text(&out.stdout);
    assert!(screen.contains("Noughts (computer, level 5) plays"), "{screen}");
    let after = &screen[screen.rfind("Undone.").expect("undone")..];
    assert!(after.contains("Crosses to play."), "the human plays again: {after}");
    assert!(!after.contains("(computer, level 5) plays"), "the computer does not replay at once: {after}");
    let last_board = &screen[..screen.rfind("Undone.").unwrap()];
    assert!(last_board.rfind("Crosses: 0 moves").is_some(), "both moves are undone");
}

#[test]
fn the_design_seats_the_computer_and_a_match_can_open_at_random() {
    // Noughts played by the computer in the design itself, not on the command line.
    let json = std::fs::read_to_string("games/tic-tac-toe.json").unwrap();
    let mut design: serde_json::Value = serde_json::from_str(&json).unwrap();
    design["players"][1]["computer"] = serde_json::json!(4);
    let file = temp_file("ttt-computer.json", &design.to_string());
    let out = tablier(&["play", file.to_str().unwrap()], Some("move crosses-tray:0,0 grid:1,1\nquit\n"));
    let screen = text(&out.stdout);
    assert!(screen.contains("Noughts (computer, level 4) plays"), "{screen}");
    design["players"][1]["computer"] = serde_json::json!(7);
    let bad = temp_file("ttt-computer-7.json", &design.to_string());
    let out = tablier(&["validate", bad.to_str().unwrap()], None);
    assert!(text(&out.stdout).contains("players[1].computer"), "{}", text(&out.stdout));

    // Deterministic levels meet in varied games when a match opens at random.
    let out = tablier(&["match", "games/tic-tac-toe.json", "--levels", "3,4", "--games", "20", "--opening", "3"], None);
    let table = text(&out.stdout);
    assert!(table.contains("starts from the same 3 random actions"), "{table}");
    let wins: u32 = table
        .lines()
        .find(|l| l.starts_with("  level 4:"))
        .unwrap()
        .split_whitespace()
        .nth(2)
        .unwrap()
        .parse()
        .unwrap();
    assert!(wins > 0 && wins < 20, "varied games, not one game twenty times: {table}");
}

#[test]
fn perft_counts_solitaire_sequences() {
    let out = tablier(&["perft", "games/solitaire-english.json", "4"], None);
    assert_eq!(text(&out.stdout).trim(), "400");
    let bad = tablier(&["perft", "games/solitaire-english.json", "deep"], None);
    assert_eq!(bad.status.code(), Some(2));
}

/// A board where listing actions is huge (400 tokens moving anywhere on a 30 x 30 grid:
/// 100,000 actions at the start): perft says how big the search is and refuses a depth out of
/// reach at once, and bench keeps to its time.
#[test]
fn perft_and_bench_say_when_a_search_is_out_of_reach() {
    let tokens: Vec<serde_json::Value> = (0..400)
        .map(|i| serde_json::json!({"type": if i % 2 == 0 { "a" } else { "b" }, "at": [i / 30, i % 30]}))
        .collect();
    let design = serde_json::json!({
        "format": 1, "name": "wide",
        "token_types": [{"id": "a", "owners": ["p1"]}, {"id": "b", "owners": ["p2"]}],
        "grid": {"geometry": {"rows": 30, "columns": 30}, "tokens": tokens},
        "players": [{"id": "p1"}, {"id": "p2"}]
    });
    let file = temp_file("wide.json", &design.to_string());
    let start = std::time::Instant::now();
    let out = tablier(&["perft", file.to_str().unwrap_or_default(), "4", "--time"], None);
    assert_eq!(out.status.code(), Some(1));
    let said = text(&out.stdout);
    assert!(
        said.starts_with("perft 4 would visit about 1.0e20 positions (100000 legal actions at the start)"),
        "{said}"
    );
    assert!(text(&out.stderr).contains("100000 actions at the start"), "{}", text(&out.stderr));
    let out = tablier(&["bench", file.to_str().unwrap_or_default(), "--seconds", "0.5"], None);
    assert!(out.status.success());
    assert!(text(&out.stdout).starts_with("100000 legal actions at the start"), "{}", text(&out.stdout));
    assert!(start.elapsed().as_secs() < 60, "both end quickly");
}

#[test]
fn solve_finds_a_win_that_replays_and_says_when_there_is_none() {
    // Three pegs in a row with one hole: one jump wins.
    let one_jump = temp_file(
        "one-jump.json",
        r#"{"format": 1, "token_types": [{"id": "peg", "in_grid": "jump-capture"}],
            "grid": {"geometry": {"rows": 1, "columns": 4}, "order": "keep",
                     "tokens": [{"type": "peg", "at": [0, 0]}, {"type": "peg", "at": [0, 1]}]},
            "rules": {"win": {"tokens_left": 1}}}"#,
    );
    let out = tablier(&["solve", one_jump.to_str().unwrap()], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout).trim(), "move grid:0,0 grid:0,2");

    // Two pegs apart: nothing can ever jump.
    let stuck = temp_file(
        "stuck.json",
        r#"{"format": 1, "token_types": [{"id": "peg", "in_grid": "jump-capture"}],
            "grid": {"geometry": {"rows": 1, "columns": 5}, "order": "keep",
                     "tokens": [{"type": "peg", "at": [0, 0]}, {"type": "peg", "at": [0, 4]}]},
            "rules": {"win": {"tokens_left": 1}}}"#,
    );
    let out = tablier(&["solve", stuck.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stdout).contains("no solution"), "{}", text(&out.stdout));
}

/// The three-colour proof, said in the language asked for.
#[test]
fn solve_says_why_a_board_can_never_end_with_one_peg() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/designs/solitaire-french-centre.json");
    let out = tablier(&["solve", file], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stdout).starts_with("No solution: this board can never end with one peg left"),
        "{}",
        text(&out.stdout)
    );
    let out = tablier(&["solve", file, "--lang", "fr"], None);
    assert!(text(&out.stdout).starts_with("Pas de solution\u{a0}: ce plateau ne peut jamais finir avec 1 pion"));
}

#[test]
fn unknown_commands_and_options_show_the_usage() {
    let out = tablier(&["fly"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("usage:"));
    let out = tablier(&["show", "games/memory.json", "--seed", "x"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--seed takes a whole number"));
}

/// A label 100,000 letters wide is refused with a sentence; the longest label accepted is cut
/// in text mode (such a label made `show` panic).
#[test]
fn show_cuts_long_labels_and_validate_refuses_very_long_ones() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/games/taquin.json");
    let mut d: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let run = |d: &serde_json::Value, command: &str| {
        let file = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("wide-label.json");
        std::fs::write(&file, d.to_string()).unwrap();
        std::process::Command::new(env!("CARGO_BIN_EXE_tablier"))
            .args([command, file.to_str().unwrap()])
            .output()
            .expect("tablier runs")
    };
    d["token_types"][0]["label"] = serde_json::json!("x".repeat(100_000));
    let out = run(&d, "validate");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stdout)
        .contains("token_types[0].label: A label may have at most 100 characters; this one has 100000."));
    d["token_types"][0]["label"] = serde_json::json!("x".repeat(100));
    let out = run(&d, "show");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.lines().all(|l| l.chars().count() < 200), "every line stays short");
}

#[test]
fn lang_fr_gives_the_designs_own_texts_in_french() {
    let fr = text(&tablier(&["show", "games/othello.json", "--lang", "fr"], None).stdout);
    assert!(fr.contains("> Noirs: 0 moves"), "{fr}");
    let en = text(&tablier(&["show", "games/othello.json"], None).stdout);
    assert!(en.contains("> Black: 0 moves"), "{en}");
    let actions = temp_file("memory-fr.actions", "select grid:0,0\nselect grid:0,1\n");
    let out = tablier(&["replay", "games/memory.json", actions.to_str().unwrap_or_default(), "--lang", "fr"], None);
    let lines = text(&out.stdout);
    assert!(lines.contains("\"player\":\"Joueur 1\""), "{lines}");
    assert!(lines.contains("Pas une paire") || lines.contains("Une paire"), "{lines}");
}

#[test]
fn play_in_the_terminal_names_the_opening_followed() {
    // Othello's Tiger, begun on c4 (the board turned half round from the usual f5), in French.
    let moves = ["3,2", "2,4", "5,5", "5,4", "4,5"];
    let input: String = moves
        .iter()
        .enumerate()
        .map(|(i, at)| format!("move {}-discs:0,0 board:{at}\n", if i % 2 == 0 { "black" } else { "white" }))
        .chain(["quit\n".to_string()])
        .collect();
    let out = tablier(&["play", "games/othello.json", "--lang", "fr"], Some(&input));
    let screen = text(&out.stdout);
    assert!(screen.contains("Ouverture\u{a0}: Perpendiculaire"), "{screen}");
    assert!(screen.contains("Ouverture\u{a0}: Tigre"), "{screen}");
}

/// What a child would be taught wrongly is a problem for `validate`, in the language asked.
#[test]
fn validate_reports_teaching_mistakes_in_both_languages() {
    let twins = temp_file(
        "twins.json",
        r#"{"format": 1, "name": "Twins",
            "token_types": [
              {"id": "cat", "name": {"en": "Cat", "fr": "Chat"}, "front": "animal-cat", "mode": "select", "properties": ["cat"]},
              {"id": "apple", "name": {"en": "Apple", "fr": "Pomme"}, "front": "fruit-apple", "mode": "select", "properties": ["cat"]}],
            "grid": {"geometry": {"rows": 1, "columns": 2}, "tokens": [{"type": "cat", "at": [0, 0]}, {"type": "apple", "at": [0, 1]}]},
            "rules": {"if_matched": "remove", "win": {"grid_empty": true, "zones_valid_and_tray_empty": false, "zones_valid_and_grid_full": false}}}"#,
    );
    let out = tablier(&["validate", twins.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let report = text(&out.stdout);
    assert!(
        report.contains("token_types[1].properties: “Cat” and “Apple” show different pictures, yet they make a pair"),
        "{report}"
    );
    let out = tablier(&["validate", twins.to_str().unwrap(), "--lang", "fr"], None);
    let report = text(&out.stdout);
    assert!(report.contains("«\u{a0}Chat\u{a0}» et «\u{a0}Pomme\u{a0}» montrent des images différentes"), "{report}");
}

/// A token fixed where it does not belong is named, with its zone, in the language asked.
#[test]
fn validate_names_a_token_fixed_in_the_wrong_zone() {
    let pinned = temp_file(
        "pinned.json",
        r#"{"format": 1, "name": "Sky",
            "token_types": [
              {"id": "bird", "name": {"en": "Bird", "fr": "Oiseau"}, "properties": ["flies"]},
              {"id": "eagle", "name": {"en": "Eagle", "fr": "Aigle"}, "mode": "fixed", "properties": ["flies"]}],
            "grid": {"geometry": {"rows": 1, "columns": 3},
                     "zones": [{"id": "sky", "name": {"en": "Sky", "fr": "Ciel"}, "properties": ["flies"], "cells": [[0, 0], [0, 1]]},
                               {"id": "ground", "name": {"en": "Ground", "fr": "Sol"}, "properties": ["walks"], "cells": [[0, 2]]}],
                     "tokens": [{"type": "eagle", "at": [0, 2]}]},
            "trays": [{"id": "tray", "geometry": {"rows": 1, "columns": 2, "y": 150}, "queue": ["bird", "bird"]}],
            "players": [{"id": "p", "tray": "tray"}]}"#,
    );
    let out = tablier(&["validate", pinned.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let report = text(&out.stdout);
    assert!(
        report.contains("grid.tokens[0]: The token “Eagle” stands in the zone “Ground”, where it does not belong"),
        "{report}"
    );
    let out = tablier(&["validate", pinned.to_str().unwrap(), "--lang", "fr"], None);
    let report = text(&out.stdout);
    assert!(
        report.contains("Le jeton «\u{a0}Aigle\u{a0}» est dans la zone «\u{a0}Sol\u{a0}», où il ne va pas"),
        "{report}"
    );
}

/// A puzzle that can never be won, or is won in one move, says so (the solver, on a small budget).
#[test]
fn validate_says_when_a_puzzle_cannot_be_won_or_is_won_in_one_move() {
    // One token that steps down only (wrapping round the grid), and its home.
    let puzzle = |name: &str, columns: u32, at: u32, zone: u32| {
        temp_file(
            name,
            &format!(
                r#"{{"format": 1, "name": "Puzzle",
                    "token_types": [{{"id": "a", "name": "A", "in_grid": "one-cell", "properties": ["a"]}}],
                    "grid": {{"geometry": {{"rows": 2, "columns": {columns}}}, "order": "keep", "moves": ["down"],
                              "zones": [{{"id": "home", "name": "Home", "properties": ["a"], "cells": [[1, {zone}]]}}],
                              "tokens": [{{"type": "a", "at": [0, {at}]}}]}},
                    "rules": {{"win": {{"zones_valid": true, "zones_valid_and_tray_empty": false, "zones_valid_and_grid_full": false}}}}}}"#
            ),
        )
    };
    let never = puzzle("never.json", 2, 1, 0);
    let out = tablier(&["validate", never.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stdout).contains("rules.win: This puzzle can never be won"), "{}", text(&out.stdout));
    let out = tablier(&["validate", never.to_str().unwrap(), "--lang", "fr"], None);
    assert!(text(&out.stdout).contains("Ce casse-tête ne peut jamais être gagné"), "{}", text(&out.stdout));
    let once = puzzle("once.json", 1, 0, 0);
    let out = tablier(&["validate", once.to_str().unwrap()], None);
    assert!(text(&out.stdout).contains("This puzzle is won in one move"), "{}", text(&out.stdout));
}

/// `tablier qr` (what `./run.sh --lan` shows) draws the address's QR code: read back from its
/// half blocks, module by module, it is the code of that address, with its quiet zone; light
/// modules are the drawn ones (a dark terminal's background is the code's dark).
#[test]
fn qr_draws_the_code_of_the_address_a_tablet_scans() {
    let address = "http://192.168.1.20:8080/";
    let out = tablier(&["qr", address], None);
    assert!(out.status.success());
    let drawn = text(&out.stdout);
    let code = qrcode::QrCode::new(address.as_bytes()).unwrap();
    let (width, colors) = (code.width(), code.to_colors());
    let quiet = 4;
    let lines: Vec<Vec<char>> = drawn.lines().map(|l| l.chars().collect()).collect();
    assert_eq!(lines[0].len(), width + 2 * quiet, "one character per module, quiet zone included");
    for (row, line) in lines.iter().enumerate() {
        for (column, c) in line.iter().enumerate() {
            // Each character is two modules, one above the other: █ both light, ▀ the upper,
            // ▄ the lower, a space neither.
            let (upper, lower) = match c {
                '█' => (true, true),
                '▀' => (true, false),
                '▄' => (false, true),
                ' ' => (false, false),
                other => panic!("unexpected {other:?}"),
            };
            for (y, light) in [(2 * row, upper), (2 * row + 1, lower)] {
                let (x, y) = (column as isize - quiet as isize, y as isize - quiet as isize);
                let inside = (0..width as isize).contains(&x) && (0..width as isize).contains(&y);
                let dark = inside && colors[y as usize * width + x as usize] == qrcode::Color::Dark;
                // The last half row below the code and its quiet zone may be drawn either way.
                if y < (width + quiet) as isize {
                    assert_eq!(light, !dark, "module ({x}, {y})");
                }
            }
        }
    }
    let long = "x".repeat(5000);
    let out = tablier(&["qr", &long], None);
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("too long for a QR code"), "{}", text(&out.stderr));
}

#[test]
fn the_doctor_says_how_a_game_plays_in_plain_words() {
    let out = tablier(&["doctor", "games/tic-tac-toe.json", "--games", "4"], None);
    assert!(out.status.success());
    let said = text(&out.stdout);
    assert!(said.starts_with("The computer played your game 4 times against itself.\n"), "{said}");
    assert!(said.contains("Crosses (who start) won "), "{said}");
    let out = tablier(&["doctor", "games/tic-tac-toe.json", "--games", "4", "--lang", "fr"], None);
    assert!(text(&out.stdout).contains("Les Croix (qui commencent) ont gagné "), "{}", text(&out.stdout));
    // A game for one: nothing to play against itself.
    let out = tablier(&["doctor", "games/taquin.json"], None);
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("this game is played alone"), "{}", text(&out.stderr));
}
