//! Scripted games: every `tests/replays/NAME.actions` is replayed with the command line
//! (`tablier replay games/GAME ACTIONS --seed N [--players N]`) and its output must equal
//! `tests/replays/NAME.expected` line by line.
//!
//! An actions file starts with header comments, then one action per line:
//!
//! ```text
//! # game: taquin.json
//! # seed: 1
//! # players: 2        (optional)
//! move grid:1,1 grid:0,2
//! ```
//!
//! To write or refresh an expected file, run the command line and read what it printed
//! before committing it:
//!
//! ```text
//! tablier replay games/GAME tests/replays/NAME.actions --seed N > tests/replays/NAME.expected
//! ```

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn replays_dir() -> PathBuf {
    root().join("tests").join("replays")
}

fn games_dir() -> PathBuf {
    root().join("games")
}

fn tablier(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablier"))
        .current_dir(root())
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run tablier {}: {e}", args.join(" ")))
}

/// Files of a directory with an extension, sorted by name.
fn files_with(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    files.sort();
    files
}

/// One scripted game: an actions file and its headers.
struct Replay {
    /// File name without extension, e.g. "taquin-win".
    name: String,
    actions: PathBuf,
    expected: PathBuf,
    /// File name in games/.
    game: String,
    seed: u64,
    players: Option<u32>,
}

impl Replay {
    /// Read the header comments at the top of an actions file.
    fn read(actions: &Path) -> Replay {
        let name = actions.file_stem().and_then(|s| s.to_str()).expect("a file name").to_string();
        let text =
            std::fs::read_to_string(actions).unwrap_or_else(|e| panic!("cannot read {}: {e}", actions.display()));
        let (mut game, mut seed, mut players) = (None, None, None);
        for line in text.lines().map(str::trim).take_while(|l| l.starts_with('#')) {
            let Some((key, value)) = line.trim_start_matches('#').split_once(':') else { continue };
            let value = value.trim();
            match key.trim() {
                "game" => game = Some(value.to_string()),
                "seed" => seed = Some(value.parse().unwrap_or_else(|_| panic!("{name}.actions: bad seed '{value}'"))),
                "players" => {
                    players = Some(value.parse().unwrap_or_else(|_| panic!("{name}.actions: bad players '{value}'")))
                }
                _ => {}
            }
        }
        Replay {
            game: game.unwrap_or_else(|| panic!("{name}.actions: no '# game: FILE' header")),
            seed: seed.unwrap_or_else(|| panic!("{name}.actions: no '# seed: N' header")),
            players,
            expected: actions.with_extension("expected"),
            actions: actions.to_path_buf(),
            name,
        }
    }

    fn all() -> Vec<Replay> {
        let replays: Vec<Replay> = files_with(&replays_dir(), "actions").iter().map(|p| Replay::read(p)).collect();
        assert!(!replays.is_empty(), "no replays in {}", replays_dir().display());
        replays
    }

    /// Run `tablier replay` on it; panics with stderr when the command fails.
    fn run(&self) -> String {
        let game = format!("games/{}", self.game);
        let actions = format!("tests/replays/{}.actions", self.name);
        let seed = self.seed.to_string();
        let players = self.players.map(|n| n.to_string());
        let mut args = vec!["replay", game.as_str(), actions.as_str(), "--seed", seed.as_str()];
        if let Some(n) = &players {
            args.extend(["--players", n.as_str()]);
        }
        let out = tablier(&args);
        assert!(
            out.status.success(),
            "{}: tablier {} failed ({}):\n{}",
            self.name,
            args.join(" "),
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("replay prints UTF-8")
    }
}

/// Differences between expected and actual output, one paragraph per differing line.
fn diff(file: &Path, expected: &str, got: &str) -> String {
    let (exp, act): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), got.lines().collect());
    let mut report = String::new();
    for i in 0..exp.len().max(act.len()) {
        let (e, a) = (exp.get(i).copied(), act.get(i).copied());
        if e != a {
            let _ = writeln!(
                report,
                "{}:{}\n  expected: {}\n  got:      {}",
                file.strip_prefix(root()).unwrap_or(file).display(),
                i + 1,
                e.unwrap_or("(no line)"),
                a.unwrap_or("(no line)")
            );
        }
    }
    report
}

#[test]
fn replays_print_what_is_expected() {
    let mut failures = String::new();
    for replay in Replay::all() {
        let Ok(expected) = std::fs::read_to_string(&replay.expected) else {
            let _ = writeln!(failures, "{}: missing (write it from tablier replay)", replay.expected.display());
            continue;
        };
        failures.push_str(&diff(&replay.expected, &expected, &replay.run()));
    }
    assert!(failures.is_empty(), "replays differ from their expected output:\n{failures}");
}

#[test]
fn win_replays_end_with_a_win() {
    let wins: Vec<Replay> = Replay::all().into_iter().filter(|r| r.name.ends_with("-win")).collect();
    assert!(!wins.is_empty(), "no *-win.actions replays");
    for replay in wins {
        let out = replay.run();
        let last = out.lines().last().unwrap_or_else(|| panic!("{}: replay printed nothing", replay.name));
        let json: serde_json::Value = serde_json::from_str(last)
            .unwrap_or_else(|e| panic!("{}: last line is not JSON ({e}): {last}", replay.name));
        assert_eq!(json["status"], "won", "{}: the last action does not win: {last}", replay.name);
        assert_eq!(json["ok"], true, "{}: the winning action was refused: {last}", replay.name);
        assert!(json["winner"].is_string(), "{}: no winner named: {last}", replay.name);
        // Nothing may be played after the win: only the last line says "won".
        let earlier = out.lines().rev().skip(1).filter(|l| l.contains("\"status\":\"won\"")).count();
        assert_eq!(earlier, 0, "{}: actions follow the win", replay.name);
    }
}

#[test]
fn every_game_is_valid_and_replayed() {
    let games: Vec<PathBuf> = files_with(&games_dir(), "json");
    assert!(!games.is_empty(), "no games in {}", games_dir().display());
    let replayed: BTreeSet<String> = Replay::all().into_iter().map(|r| r.game).collect();
    for game in &replayed {
        assert!(games_dir().join(game).is_file(), "a replay names games/{game}, which does not exist");
    }
    let mut names = Vec::new();
    for path in &games {
        let name = path.file_name().and_then(|n| n.to_str()).expect("a file name").to_string();
        assert!(replayed.contains(&name), "games/{name} is not used by any tests/replays/*.actions");
        names.push(format!("games/{name}"));
    }
    let args: Vec<&str> = std::iter::once("validate").chain(names.iter().map(String::as_str)).collect();
    let out = tablier(&args);
    assert!(
        out.status.success(),
        "tablier validate failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn every_replay_has_its_expected_output() {
    for replay in Replay::all() {
        assert!(replay.expected.is_file(), "{} has no {}", replay.actions.display(), replay.expected.display());
    }
    for expected in files_with(&replays_dir(), "expected") {
        assert!(expected.with_extension("actions").is_file(), "{} has no actions file beside it", expected.display());
    }
}

#[test]
fn a_bad_action_line_is_named() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let cases = [
        ("bad-word.actions", "# a comment\n\nmove grid:0,2 grid:0,0\njump grid:0,0\n", "line 4"),
        ("bad-board.actions", "move grid:0,2 grid:0,0\nmove nowhere:1,1 grid:0,0\n", "line 2"),
        ("bad-cell.actions", "# header\nmove grid:9,9 grid:0,0\n", "line 2"),
    ];
    for (file, text, line) in cases {
        let path = dir.join(file);
        std::fs::write(&path, text).expect("write a temporary actions file");
        let actions = path.to_str().expect("a UTF-8 path");
        let out = tablier(&["replay", "games/solitaire-english.json", actions, "--seed", "1"]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            !out.status.success(),
            "{file}: replay should fail, printed:\n{}",
            String::from_utf8_lossy(&out.stdout)
        );
        assert!(stderr.contains(line), "{file}: stderr does not name {line}:\n{stderr}");
        assert!(out.stdout.is_empty(), "{file}: nothing should be played before the script is read");
    }
}
