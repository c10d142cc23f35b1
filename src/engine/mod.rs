//! The engine: plays any checked design with strict rule control.
//!
//! - [`new_game`] builds the play state from a seed (all randomness comes from it);
//! - [`apply`] checks and performs an action, answering accepted or refused with a reason;
//! - [`legal_actions`] lists every action `apply` accepts;
//! - [`Play`] keeps a game in progress with undo and redo.
//!
//! # How the thesis's open points are settled (docs/model.md §8)
//!
//! | § | choice | where |
//! |---|---|---|
//! | 1 | strict = equal property sets, loose = a shared property | `game::matches` |
//! | 2 | a zone with an answer key takes exactly its token types; one with designer properties is compared with those only; otherwise with what its tokens have, except "Rest of grid" (where no zone was drawn), which asks nothing | `Game::belongs`, `checks::fits_zone` |
//! | 3 | "all zones valid" is token-based: every grid token a zone judges (it has properties or is in an answer key) belongs in its zone, and at least one such token stands in the grid | `conditions::zones_valid` |
//! | 4 | win conditions combine with OR; zone conditions are false while no zone asks anything | `conditions` |
//! | 5 | a matched group with "accept" stays face up and can no longer be turned | `moves::select` |
//! | 6, 7 | an unmatched move, a wrong way of moving and a token in the wrong zone count a move and an error; slips (an empty cell, a fixed token, someone else's token, a forbidden board) change nothing and say why | `Refusal::counted` |
//! | 8 | every permission defaults to yes; tray to tray and within a board need none; nothing goes into a result area by hand; up-to x stores x in `distance` | `checks::plan_drop` |
//! | 9 | one group size for the whole game | `Rules::group_size` |
//! | 10 | "turn passes after a move" means after a move that was not validated | `TurnRules` |
//! | 12 | at most Nb copies are placed | `load` |
//! | 13 | free tokens are permuted among their cells; tokens with limited moves are shuffled by random legal moves, so a puzzle stays solvable | `setup` |
//! | 14 | fixed tokens are background: they count for "grid full", not for "grid empty" or "tokens left"; non-playable cells do not count | `conditions`, `checks::check_landing` |
//! | 15 | "tray empty" also needs an empty queue; a player without a tray of their own takes from the shared trays (named by no player), which must then be empty | `conditions::tray_empty` |
//! | 16 | the winner of a game with several players is named by `Rules::ranking` | `conditions::winner` |
//! | 17 | owners are checked on every selected token, and trays and waiting areas belong to the players who use them | `checks` |
//! | 18 | the `pass` action is the "next player" button; `refill` asks a tray on request | `Action` |
//! | 20 | players made from the one designer player share its boards | `setup::make_players` |
//! | 21 | dice, numbered cells and "put the player asleep" (a `sleep` face) are built | `dice` |
//! | 23 | cell (r, c) is at `x + c * (width + column space) + r * row shift`, `y + r * (height + row space)`; rows and columns count from 0; the row shift (0 unless set) is beyond the thesis: it draws a grid in axial coordinates as a hexagonal board | `model::Geometry` |
//! | 24 | a wrong move by hand counts an error, and after the face's `tries` the die moves the token itself; moving back past cell 1 stops on cell 1; beyond the last cell the token stops there, or bounces back when the grid's `bounce` is on; a die moving a token out of a tray is "a token left the tray" | `dice` |
//!
//! Beyond the thesis: when no player can act any more the game ends (one player: lost), so a
//! solitaire with no jump left is lost as in the seed tutorial; jumps (with or without capture)
//! never wrap round the grid's edges; a token in a result area is a trophy and cannot be handled.
//! Chains of jumps (`InGrid::JumpChain`, with or without capture) keep the turn after a jump
//! while another jump exists; a tap on the token or a pass ends the chain, which counts as one
//! move; a chain that takes nothing never lands twice on one cell in a turn (docs/model.md §9.1);
//! a move the token cannot make in the middle of a chain is refused without counting (a
//! slip of the finger does not end the chain; a jump into a zone it does not belong in still
//! counts). A player whose own tokens all stand in matching zones
//! (`WinRules::own_tokens_home`) finishes and sleeps; with `one_ends_all` off the game stops when one player is left,
//! unless `Rules::play_to_the_end`.
//!
//! # Strategy mechanisms (beyond the thesis)
//!
//! Each is an ordinary setting of the design and lives in one module that holds its checks,
//! its part of the legal actions and its refusal sentences; none knows which game uses it.
//! It plays and answers a step; the turn flow does the rest (below).
//!
//! | mechanism | setting | module | games |
//! |---|---|---|---|
//! | moves along lines | `Grid::along_lines` | `game::along_lines` | Nine Men's Morris, Alquerque, Fanorona |
//! | lines of N (take, win, point) | `Rules::lines` | `lines` | Morris, tic-tac-toe, gomoku, connect four |
//! | enclosing (turn, take) | `Rules::enclosing`, `TokenType::turns_to` | `enclosing` | Othello, Hasami shogi |
//! | place all before moving | `Rules::place_before_moving` | `phases` | Morris, Achi, Tapatan |
//! | flying | `Rules::flying` | `flying` | Morris at three men |
//! | elimination (too few tokens, blocked) | `LoseRules::fewer_tokens_than`, `Rules::when_blocked` | `elimination` | Morris, draughts-like games |
//! | a draw by repetition | `Rules::draw_on_repeat` | `repetition` | Morris |
//! | most tokens on the grid, most points | `Ranking::MostOnGrid`, `Ranking::MostPoints` | `conditions` | Othello, scoring games |
//! | rounds (a shared bag, the lid, points per zone) | `RefillMode::EachRound`, `Tray::bag`, `Tray::min_players`, `Zone::points` | `rounds` | Azul |
//! | drafting (all of one kind, the rest to a shared tray, a marker) | `Rules::drafting`, `Zone::one_kind`, `Zone::owner`, `Zone::overflow` | `drafting` | Azul |
//! | the mosaic (a named rule: wall tiling, adjacency points, end bonuses, grey wall, jokers) | `Rules::mosaic` | `mosaic` | Azul |
//!
//! While a line of N has made a take due (`State::take_due`), taking (a `select` of another
//! player's grid token) is the only legal action; the move and its take count as one move. A
//! player who cannot act passes (listed as the only action, and said) unless the design says
//! a blocked player loses.
//!
//! # One way
//!
//! [`apply`] hands an action to the mechanism it belongs to, which plays it and answers a
//! `step::Step`: its events and words, and what it counts as (nothing, a move kept for its
//! next part, a move valid or not, a row tiled by hand, a pass). `flow::finish` then does,
//! in one place, what follows every action: count, end check, next player, end of round,
//! stuck check, conclusion. No mechanism calls the flow or the legal list; what only the
//! legal list knows (can this player act?) the flow asks. Each row uses only the rows above
//! it, and within a row only the modules before it:
//!
//! | modules | what they hold |
//! |---|---|
//! | `state`, `action`, `outcome`, `step` | the play state, actions and answers |
//! | `boards`, `points` | shared board operations: dealing, refills, the lid, result areas, points |
//! | `phases`, `flying`, `enclosing`, `dice`, `lines`, `elimination`, `repetition` | mechanisms |
//! | `checks` | the rule checks of a move, shared by `apply` and `legal_actions` |
//! | `conditions` | the end's rule queries: won, lost, grid full, zones valid, the winner |
//! | `moves`, `mosaic`, `drafting`, `rounds` | the plain actions, and the mechanisms that use the checks |
//! | `legal`, `end_words` | the legal list; the end's sentences |
//! | `flow` | the turn flow |
//! | `apply`, `setup` | the entry points; then `play`, `readiness`, `help`, `tap`, `reward`, `mistakes`, `sheet` |

mod action;
mod apply;
mod boards;
mod checks;
mod conditions;
mod dice;
mod drafting;
mod elimination;
mod enclosing;
mod end_words;
mod flow;
mod flying;
mod game_words;
mod goal_words;
mod help;
mod legal;
mod lines;
mod mistakes;
mod mosaic;
mod moves;
mod noun;
mod outcome;
mod phases;
mod play;
mod points;
mod readiness;
mod repetition;
mod reward;
mod rounds;
mod setup;
mod sheet;
mod state;
mod step;
mod tap;
mod task;

pub use action::Action;
pub use apply::apply;
pub use conditions::count as ranked_count;
pub use drafting::{after_pick, drafted_with};
pub use end_words::{computer_beat_people, end_text, end_text_seated};
pub use game_words::{blank_sentences, BlankSentences};
pub use goal_words::{goal_text, made_goal};
pub use help::{help_squares, help_steps, help_words, HelpStep};
pub use legal::{has_move, legal_actions};
pub use lines::{line_windows, open_lines, winning_line, OpenLines};
pub use mistakes::{mistakes, Mistake};
pub use moves::jump_again;
pub use noun::{CellWord, Noun};
pub use outcome::{Event, Outcome, Refusal};
pub use play::Play;
pub use readiness::{design_problems, start_problems, teaching_problems};
pub use reward::{stars, stars_why};
pub use setup::new_game;
pub use sheet::sheet_lines;
pub use state::{Finish, PlayerState, Queue, State, Status, Tok};
pub use tap::{tap_empty, tap_squares, tap_token, TapEmpty};
pub use task::task;

/// Does the visible token of a grid cell stand in a line of N? (For computer players.)
pub fn in_line(game: &crate::game::Game, state: &State, cell: crate::game::CellId) -> bool {
    lines::in_line(game, state, cell)
}

/// Is a board in play with this many players? (Trays may ask for more players; the text and
/// web views leave out those that are not.)
pub fn board_in_play(game: &crate::game::Game, state: &State, board: usize) -> bool {
    boards::in_play(game, state, board)
}

/// Is the token a joker chosen to come along with the next tokens taken from its tray? (For
/// the player, which shows them chosen.)
pub fn comes_along(game: &crate::game::Game, state: &State, token: crate::game::TokenId) -> bool {
    drafting::comes_along(game, state, token)
}

/// Tokens a player still has to place. (For computer players.)
pub fn tokens_to_place(game: &crate::game::Game, state: &State, player: usize) -> u32 {
    phases::to_place(game, state, player)
}
