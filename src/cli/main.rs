//! `tablier`: the native command line. Validate designs, print and play them in text mode,
//! replay scripted actions, count action sequences (perft) and solve one-player designs.

mod args;
mod bench;
mod perft;
mod play;
mod puzzle;
mod tournament;

/// Print a line; a closed pipe (`tablier solve ... | head`) ends the program quietly.
macro_rules! say {
    ($($t:tt)*) => { $crate::write_out(format!("{}\n", format!($($t)*))) };
}
pub(crate) use say;

pub(crate) fn write_out(s: String) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    if out.write_all(s.as_bytes()).and_then(|_| out.flush()).is_err() {
        std::process::exit(0);
    }
}

use std::process::ExitCode;
use std::time::Instant;

use serde_json::json;
use tablier::engine::{apply, new_game, Play};
use tablier::game::Game;
use tablier::lang::Lang;
use tablier::notation::{format_action, parse_script};
use tablier::search::{solve, Limits, Search, Solution};
use tablier::terminal::render;

const USAGE: &str = "\
tablier: design grid board games, play them with every rule checked.

usage:
  tablier validate FILE...                 check designs; exit 0 when all are valid
  tablier show FILE [--seed N] [--reveal]  print the new game's boards (--reveal: faces too)
  tablier play FILE [--seed N] [--computer SEAT:LEVEL]...
                                           play in the terminal (type 'help'); the computer
                                           plays the seats named (from 1), at levels 1 to 5,
                                           or close: keeps the game close, adapting to the
                                           games played since the start (2:close)
  tablier match FILE [--levels 1,5] [--games N] [--opening N]
                                           computer levels against each other: wins, losses,
                                           draws and time per move for every pair of levels
                                           (close adapts to its opponent's results); with
                                           --opening N each pair of games (one per side)
                                           starts from N random actions, so that levels
                                           that never play at random meet in varied games
  tablier doctor FILE [--games N] [--players N]
                                           the computer plays the game against itself N times
                                           (default 40, as the designer) and says how it plays: who wins, draws,
                                           how long a game lasts, games that never end, squares
                                           and tokens never used, and the usual fixes
  tablier replay FILE ACTIONS [--seed N]   apply the actions of a file, one JSON line each
  tablier perft FILE DEPTH [--seed N]      count the legal action sequences of that length
  tablier solve FILE [--seed N] [--beam W] find a winning sequence of a one-player design, or
                                           say why none exists
  tablier show-me FILE [--steps N]         the help ladder's \"show me\" from the start, timed;
                                           with --steps, followed answer after answer as a
                                           child would (the answers' mean and slowest times)
  tablier bench FILE [--seconds S]         random playouts: engine speed in actions per second
  tablier qr TEXT                          draw TEXT (an address) as a QR code in the terminal

options: --seed N (default 1), --players N (how many play, when the design lets them choose), --lang en|fr, --time
actions: select B:R,C | move B:R,C B:R,C | roll | refill B | pass   (B: board id, R,C from 0)";

fn main() -> ExitCode {
    let args = match args::parse(std::env::args().skip(1)) {
        Ok(a) => a,
        Err(e) => return usage_error(&e),
    };
    let words: Vec<&str> = args.words.iter().map(String::as_str).collect();
    match words.as_slice() {
        ["validate", files @ ..] if !files.is_empty() => validate(files, &args),
        ["show", file] => with_game(file, args.lang, |game| {
            write_out(render(&game, &new_game(&game, args.seed, args.players), args.reveal, args.lang));
            ExitCode::SUCCESS
        }),
        ["play", file] => with_game(file, args.lang, |game| play::run(game, &args)),
        ["replay", file, actions] => with_game(file, args.lang, |game| replay(game, actions, &args)),
        ["perft", file, depth] => match depth.parse::<u32>() {
            Ok(depth) => with_game(file, args.lang, |game| perft::run(&game, &args, depth)),
            Err(_) => usage_error("DEPTH must be a whole number"),
        },
        ["bench", file] => with_game(file, args.lang, |game| {
            bench::run(&game, args.seed, args.players, args.seconds);
            ExitCode::SUCCESS
        }),
        ["solve", file] => with_game(file, args.lang, |game| solve_cmd(game, &args)),
        ["show-me", file] => with_game(file, args.lang, |game| show_me_cmd(&game, &args)),
        ["match", file] => with_game(file, args.lang, |game| tournament::run(&game, &args)),
        ["doctor", file] => with_game(file, args.lang, |game| doctor(&game, &args)),
        ["qr", text] => match tablier::qr::terminal(text) {
            Some(drawn) => {
                say!("{drawn}");
                ExitCode::SUCCESS
            }
            None => usage_error("TEXT is too long for a QR code"),
        },
        ["help"] | ["--help"] | ["-h"] => {
            say!("{USAGE}");
            ExitCode::SUCCESS
        }
        _ => usage_error("unknown command"),
    }
}

/// The doctor's games when `--games` is not given: the designer's count, enough for "most games".
const DOCTOR_GAMES: u32 = 40;

/// The game doctor: how the game plays when the computer plays it against itself.
fn doctor(game: &Game, args: &args::Args) -> ExitCode {
    let counts = game.player_counts();
    let players = if args.players > 1 { args.players } else { counts.iter().copied().find(|n| *n >= 2).unwrap_or(0) };
    if players < 2 || !counts.contains(&players) {
        let alone = counts.iter().all(|n| *n < 2);
        eprintln!(
            "{}",
            match (args.lang, alone) {
                (Lang::Fr, true) =>
                    "tablier doctor\u{a0}: ce jeu se joue seul\u{a0}; le docteur joue les jeux à deux ou plus",
                (Lang::En, true) => "tablier doctor: this game is played alone; the doctor plays games for two or more",
                (Lang::Fr, false) => "tablier doctor\u{a0}: ce jeu ne se joue pas avec ce nombre de joueurs",
                (Lang::En, false) => "tablier doctor: this game is not played by that many players",
            }
        );
        return ExitCode::FAILURE;
    }
    let checkup =
        tablier::search::doctor::checkup(game, players, args.games.unwrap_or(DOCTOR_GAMES), args.seed, &mut |_| true);
    for sentence in checkup.sentences(&game.design) {
        say!("{}", sentence.get(args.lang));
    }
    ExitCode::SUCCESS
}

/// What "show me" (the help ladder's last step) answers from the start, and its time; with
/// `--steps`, its answers followed one after another through one `Guide`, as on the page.
fn show_me_cmd(game: &Game, args: &args::Args) -> ExitCode {
    let mut state = new_game(game, args.seed, args.players);
    let mut guide = tablier::search::Guide::default();
    let mut times = Vec::new();
    for _ in 0..args.steps {
        let start = Instant::now();
        let shown = guide.show_me(game, &state, args.seed, None);
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        let Some(action) = shown else {
            say!("nothing");
            break;
        };
        say!("{}", format_action(game, action));
        if !apply(game, &mut state, action).accepted() {
            eprintln!("tablier: the rules refused this shown action");
            return ExitCode::FAILURE;
        }
        if state.is_over() {
            break;
        }
    }
    if let [ms] = times[..] {
        eprintln!("show me in {ms:.1} ms");
    } else {
        let mean = times.iter().sum::<f64>() / times.len() as f64;
        let slowest = times.iter().copied().fold(0.0, f64::max);
        eprintln!(
            "{} answers: {mean:.1} ms mean, {slowest:.1} ms slowest; the game is {}",
            times.len(),
            state.status.name()
        );
    }
    ExitCode::SUCCESS
}

fn usage_error(why: &str) -> ExitCode {
    eprintln!("tablier: {why}\n\n{USAGE}");
    ExitCode::from(2)
}

/// A problem in `lang`, after its place in the file.
fn said(p: &tablier::load::Problem, lang: Lang) -> String {
    if p.path.is_empty() {
        p.text(lang).to_string()
    } else {
        format!("{}: {}", p.path, p.text(lang))
    }
}

/// Read and check a design; problems are printed one per line, in `lang`.
fn load(path: &str, lang: Lang) -> Result<Game, Vec<String>> {
    let fr = lang == Lang::Fr;
    let bytes = std::fs::read(path).map_err(|e| {
        // The system's own words are English: the common cases are said in French.
        let why = match e.kind() {
            std::io::ErrorKind::NotFound if fr => "fichier introuvable".to_string(),
            std::io::ErrorKind::PermissionDenied if fr => "accès refusé".to_string(),
            _ => e.to_string(),
        };
        vec![if fr { format!("impossible de lire {path}\u{a0}: {why}") } else { format!("cannot read {path}: {why}") }]
    })?;
    let text = String::from_utf8(bytes).map_err(|_| {
        vec![if fr {
            format!("{path} n'est pas un fichier texte (JSON)")
        } else {
            format!("{path} is not a text (JSON) file")
        }]
    })?;
    Game::from_json(&text).map_err(|problems| problems.iter().map(|p| said(p, lang)).collect())
}

fn with_game(path: &str, lang: Lang, run: impl FnOnce(Game) -> ExitCode) -> ExitCode {
    match load(path, lang) {
        Ok(game) => run(game),
        Err(problems) => {
            for p in problems {
                eprintln!("{path}: {p}");
            }
            ExitCode::FAILURE
        }
    }
}

fn validate(files: &[&str], args: &args::Args) -> ExitCode {
    let lang = args.lang;
    let mut ok = true;
    for file in files {
        // A design that loads but cannot be played, or is won before anyone plays, is not valid.
        let problems = |game: Game| {
            let mut problems = tablier::engine::start_problems(&game);
            problems.extend(tablier::engine::teaching_problems(&game));
            problems.extend(puzzle::puzzle_problems(&game));
            problems
        };
        match load(file, lang).map(problems) {
            Ok(problems) if problems.is_empty() => {
                say!("{file}: {}", if lang == Lang::Fr { "valide" } else { "valid" })
            }
            Ok(problems) => {
                ok = false;
                for p in problems {
                    say!("{file}: {}", said(&p, lang));
                }
            }
            Err(problems) => {
                ok = false;
                for p in problems {
                    say!("{file}: {p}");
                }
            }
        }
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn replay(game: Game, actions_path: &str, args: &args::Args) -> ExitCode {
    let text = match std::fs::read_to_string(actions_path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot read {actions_path}: {e}");
            return ExitCode::from(2);
        }
    };
    let script = match parse_script(&game, &text) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{actions_path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut play = Play::new(std::sync::Arc::new(game), args.seed, args.players);
    for (_, line, action) in script {
        let player = play.state.players[play.state.current].name.get(args.lang).to_string();
        let outcome = play.act(action);
        let state = &play.state;
        let winner = state.winner.map(|w| state.players[w].name.get(args.lang).to_string());
        let line = json!({
            "action": line,
            "ok": outcome.accepted(),
            "message": outcome.message(args.lang),
            "player": player,
            "status": state.status.name(),
            "winner": winner,
        });
        say!("{line}");
    }
    ExitCode::SUCCESS
}

fn solve_cmd(game: Game, args: &args::Args) -> ExitCode {
    let state = new_game(&game, args.seed, args.players);
    let start = Instant::now();
    let limits = Limits { beam_width: args.beam.unwrap_or(Limits::default().beam_width), ..Limits::default() };
    let result = solve(&game, &state, limits);
    let seconds = start.elapsed().as_secs_f64();
    let fr = args.lang == tablier::lang::Lang::Fr;
    match result {
        Solution::Found { actions, shortest, positions, search } => {
            for a in &actions {
                say!("{}", format_action(&game, *a));
            }
            // Turns, as the player counts them (a chain of jumps is one).
            let mut end = state.clone();
            for a in &actions {
                tablier::engine::apply(&game, &mut end, *a);
            }
            let turns = end.players[0].moves;
            let n = actions.len();
            let (how, why) = match (search, shortest, fr) {
                (Search::SameLength, _, false) => ("a solution", ", the length of every solution"),
                (Search::SameLength, _, true) => ("une solution", ", la longueur de toutes les solutions"),
                (Search::IdaStar, _, false) => ("a shortest solution", ", by IDA*"),
                (Search::IdaStar, _, true) => ("une solution la plus courte", ", par IDA*"),
                (_, true, false) => ("a shortest solution", ""),
                (_, true, true) => ("une solution la plus courte", ""),
                (_, false, false) => ("a solution", ", not known to be shortest"),
                (_, false, true) => ("une solution", ", peut-être pas la plus courte"),
            };
            if fr {
                eprintln!("{how} de {n} actions ({turns} tours){why}, {positions} positions, {seconds:.3} s");
            } else {
                eprintln!("{how} of {n} actions ({turns} turns){why}, {positions} positions, {seconds:.3} s");
            }
            ExitCode::SUCCESS
        }
        Solution::Impossible { positions, why } => {
            match (why, fr) {
                (Some(why), _) => say!("{}", why.get(args.lang)),
                (None, false) => say!("no solution: every one of the {positions} reachable positions was tried"),
                (None, true) => {
                    say!("pas de solution\u{a0}: les {positions} positions atteignables ont toutes été essayées")
                }
            }
            if args.time {
                eprintln!("{seconds:.3} s");
            }
            ExitCode::FAILURE
        }
        Solution::GaveUp { why, .. } => {
            say!("{} ({seconds:.1} s)", why.get(args.lang));
            ExitCode::FAILURE
        }
        Solution::NotOnePlayer => {
            say!("the solver plays one-player designs; this game has {} players", state.players.len());
            ExitCode::from(2)
        }
    }
}
