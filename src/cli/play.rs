//! `tablier play`: the game in a terminal. The boards, whose turn it is and the last
//! message are printed after every action; the user types actions in the notation. Seats
//! may be played by the computer; its keep-it-close level adapts to the games finished since
//! the command started (a restart begins the next one).

use std::io::BufRead;
use std::process::ExitCode;
use std::sync::Arc;

use tablier::engine::{end_text, Play, Status};
use tablier::game::Game;
use tablier::notation::{format_action, parse_action};
use tablier::search::{computer_turn, ChildResult, KeepClose, KEEP_CLOSE};
use tablier::terminal::render;

use crate::args::Args;
use crate::say;

const HELP: &str = "\
actions:  select B:R,C         turn over the token of a cell (memory games), choose a token
                               to roll its die, or end a chain of jumps
          move B:R,C B:R,C     move a token (B is a board id, R,C row and column from 0)
          roll                 roll the die of your token
          refill B             refill a tray, when trays refill on request
          pass                 hand the turn over, when allowed, or end a chain of jumps
commands: help, undo, redo, hint, actions (list every legal action), restart, quit";

/// A hint: the action "show me" would play (a quick solve, the computer's choice...).
fn hint(play: &Play) -> Option<String> {
    tablier::search::show_me(&play.game, &play.state, play.seed).map(|a| format_action(&play.game, a))
}

pub fn run(game: Game, args: &Args) -> ExitCode {
    let lang = args.lang;
    let mut play = Play::new(Arc::new(game), args.seed, args.players);
    let stdin = std::io::stdin();
    say!("{} — type 'help' for the actions.\n", play.game.design.name.get(lang));
    let mut message = String::new();
    let mut lines = stdin.lock().lines();
    // The design's computer seats, unless the command line says otherwise for a seat.
    let mut computers = args.computers.clone();
    for (i, p) in play.game.design.players.iter().enumerate() {
        if let Some(level) = p.computer.filter(|_| !computers.iter().any(|(s, _)| *s == i + 1)) {
            computers.push((i + 1, level));
        }
    }
    let computer = |seat: usize| computers.iter().any(|(s, _)| *s == seat);
    let mut close = KeepClose::default();
    let mut recorded = false;
    loop {
        if play.state.is_over() && !recorded {
            recorded = true;
            // The person's result: a computer seat winning is the child's loss.
            close.results.push(match (play.state.status, play.state.winner) {
                (Status::Won, Some(w)) if computer(w + 1) => ChildResult::Lost,
                (Status::Won, Some(_)) => ChildResult::Won,
                _ => ChildResult::Draw,
            });
        }
        crate::write_out(render(&play.game, &play.state, false, lang));
        if !message.is_empty() {
            say!("\n{message}");
        }
        if let Some(o) = tablier::search::opening(&play.game, &play.log) {
            say!(
                "\n{} {}",
                if lang == tablier::lang::Lang::Fr { "Ouverture\u{a0}:" } else { "Opening:" },
                o.name.get(lang)
            );
        }
        if play.state.is_over() {
            say!("\n*** {} *** (undo, restart or quit)", end_text(&play.game, &play.state).get(lang));
        } else {
            say!("\n{} to play.", play.state.players[play.state.current].name.get(lang));
        }
        // A seat the computer plays: it acts, and the loop shows the result.
        let seat = play.state.current + 1;
        if let Some(&(_, level)) = computers.iter().find(|(s, _)| *s == seat).filter(|_| !play.state.is_over()) {
            let players = play.state.players.len();
            let action = computer_turn(&play.game, play.seed, players, &play.log, level, &close, None);
            if let Some(action) = action {
                let name = play.state.players[play.state.current].name.get(lang).to_string();
                let text = format_action(&play.game, action);
                let outcome = play.act(action);
                let level = if level == KEEP_CLOSE { "close".to_string() } else { level.to_string() };
                message = format!("{name} (computer, level {level}) plays {text}. {}", outcome.message(lang));
                continue;
            }
        }
        crate::write_out("> ".into());
        let Some(Ok(line)) = lines.next() else { break };
        let line = line.trim();
        message = match line {
            "" => String::new(),
            "quit" | "exit" | "q" => break,
            "help" | "?" => HELP.to_string(),
            "undo" => {
                // Back to a human's turn: undoing only the computer's reply would see it
                // played again at once.
                let mut undone = false;
                while play.undo() {
                    undone = true;
                    if !computer(play.state.current + 1) {
                        break;
                    }
                }
                if undone {
                    "Undone.".into()
                } else {
                    "Nothing to undo.".into()
                }
            }
            "redo" => {
                if play.redo() {
                    "Redone.".into()
                } else {
                    "Nothing to redo.".into()
                }
            }
            "restart" => {
                play.restart();
                recorded = false;
                "New game.".into()
            }
            "hint" => hint(&play).map_or("No action is possible.".into(), |a| format!("Try: {a}")),
            "actions" => {
                let all: Vec<String> = play.legal_actions().iter().map(|a| format_action(&play.game, *a)).collect();
                all.join("\n")
            }
            _ => match parse_action(&play.game, line) {
                Err(e) => format!("{e}. Type 'help' for the actions."),
                Ok(action) => {
                    let outcome = play.act(action);
                    let text = outcome.message(lang).to_string();
                    match (outcome.accepted(), text.is_empty()) {
                        (true, true) => "OK.".into(),
                        (true, false) => text,
                        (false, _) => format!("Not allowed: {text}"),
                    }
                }
            },
        };
        say!("");
    }
    ExitCode::SUCCESS
}
