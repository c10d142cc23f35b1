//! Nine Men's Morris (`games/morris.json`) by its rules: placing, moving along lines, mills
//! that take (and protect), flying at three men, losing at two men or when blocked. Each rule
//! comes from a general mechanism (phases, lines of N, flying, elimination, moves along lines);
//! nothing here is known to the engine as "Morris".

mod common;

use common::*;
use serde_json::{json, Value};
use tablier::engine::{legal_actions, new_game, Action, Event, Play, Refusal, Status};
use tablier::game::Game;
use tablier::lang::Text;

/// Morris with `men` men each (the number of men is an ordinary setting).
fn morris_with(men: usize, patch: Value) -> Game {
    let mut d = built_in_json("morris.json");
    for tray in d["trays"].as_array_mut().expect("trays") {
        let one = tray["queue"][0].clone();
        tray["queue"] = Value::Array(vec![one; men]);
    }
    merge(&mut d, patch);
    game_of(d)
}

/// White and Black place four men each, no mill: White (0,0) (0,3) (3,6) (5,1), Black (6,0)
/// (6,3) (4,4) (2,2). White moves next.
const PLACED: &str = "
    move white-men:0,0 board:0,0
    move black-men:0,0 board:6,0
    move white-men:0,0 board:0,3
    move black-men:0,0 board:6,3
    move white-men:0,0 board:3,6
    move black-men:0,0 board:4,4
    move white-men:0,0 board:5,1
    move black-men:0,0 board:2,2";

#[test]
fn men_are_placed_before_they_move() {
    let g = built_in("morris.json");
    let mut s = new_game(&g, 1, 2);
    assert_eq!(s.current, 0, "White begins");
    ok(&g, &mut s, "move white-men:0,0 board:0,0");
    assert_eq!(board(&g, &s, "white-men"), ["white-man"], "the next man comes into the tray");
    assert_eq!(s.queues[g.board_index("white-men").unwrap()].remaining(), 7);
    assert_eq!(refused(&g, &mut s, "move black-men:0,0 board:0,0"), Refusal::Occupied);
    assert_eq!(refused(&g, &mut s, "move black-men:0,0 board:3,3"), Refusal::NotPlayable, "the middle is no point");
    assert_eq!(
        refused(&g, &mut s, "move white-men:0,0 board:1,1"),
        Refusal::NotYours(Text::new("White", "aux Blancs")),
        "Black's turn"
    );
    ok(&g, &mut s, "move black-men:0,0 board:6,6");
    let r = refused(&g, &mut s, "move board:0,0 board:0,3");
    assert_eq!(r, Refusal::PlaceFirst(8));
    assert_eq!(en(&r), "First put all your tokens on the board: 8 still to place. Then you may move them.");
    assert_eq!(
        r.text().fr,
        "Pose d'abord tous tes jetons sur le plateau\u{a0}: encore 8 à poser. Ensuite tu pourras les déplacer."
    );
    let mut list = Vec::new();
    legal_actions(&g, &s, &mut list);
    assert_eq!(list.len(), 22, "White may put the next man on any of the 22 free points, and nothing else");
    assert!(list.iter().all(|a| matches!(a, Action::Move(from, _) if *from == cell(&g, "white-men:0,0"))));
}

#[test]
fn a_mill_while_placing_takes_a_man() {
    let g = built_in("morris.json");
    let mut s = new_game(&g, 1, 2);
    play_all(
        &g,
        &mut s,
        "
        move white-men:0,0 board:0,0
        move black-men:0,0 board:6,6
        move white-men:0,0 board:0,3
        move black-men:0,0 board:6,3",
    );
    let mill = ok(&g, &mut s, "move white-men:0,0 board:0,6");
    assert_eq!(said(&mill), "Mill! Now take a man of the other side: tap it.");
    assert!(has_event(&mill.events, |e| matches!(e, Event::LineMade { .. })));
    assert!(s.take_due);
    assert_eq!(s.current, 0, "the turn waits for the take");
    // While the take is due, taking is the only thing to do.
    let takes = legal(&g, &s);
    assert_eq!(takes, vec![Action::Select(cell(&g, "board:6,3")), Action::Select(cell(&g, "board:6,6"))]);
    let r = refused(&g, &mut s, "move white-men:0,0 board:1,1");
    assert_eq!(en(&r), "First take a token of the other side: tap it.");
    assert_eq!(refused(&g, &mut s, "pass"), Refusal::TakeFirst(Text::new("", "")));
    let own = refused(&g, &mut s, "select board:0,0");
    assert_eq!(en(&own), "This token is yours: take one of the other side.");
    assert_eq!(refused(&g, &mut s, "select board:1,1"), Refusal::TakeOne(Text::new("", "")), "an empty point");
    assert_eq!(refused(&g, &mut s, "select black-men:0,0"), Refusal::TakeOne(Text::new("", "")), "men in hand");
    let man = token_at(&g, &s, "board:6,6");
    let take = ok(&g, &mut s, "select board:6,6");
    assert!(has_event(&take.events, |e| matches!(e, Event::Captured { token, .. } if *token == man)));
    assert_eq!(s.tokens[man as usize].cell, cell(&g, "white-took:0,0"), "the man goes to White's result area");
    assert!(!s.take_due);
    assert_eq!(s.current, 1, "Black plays next");
    assert_eq!(moves(&s, 0), (3, 0), "the mill and its take count as one move");
}

#[test]
fn mills_while_moving_protection_flying_and_losing_at_two() {
    let g = morris_with(4, json!({}));
    let mut s = new_game(&g, 1, 2);
    play_all(&g, &mut s, PLACED);
    assert_eq!(s.current, 0);
    assert_eq!(refused(&g, &mut s, "move board:5,1 board:3,3"), Refusal::NotPlayable);
    // Along the lines (5,1) reaches (3,1) up and (5,3) right, not (1,1).
    let r = refused(&g, &mut s, "move board:5,1 board:1,1");
    assert_eq!(r, Refusal::AlongLineOnly);
    assert_eq!(r.text().en, "A token moves along a line, to the next point.", "a board of points has no squares");
    assert_eq!(s.current, 0, "a wrong move does not cost the turn here (the design says so)");
    assert_eq!(moves(&s, 0), (5, 1), "it counts an error");
    let targets: Vec<String> = legal(&g, &s)
        .into_iter()
        .filter_map(|a| match a {
            Action::Move(from, to) if from == cell(&g, "board:5,1") => Some(g.cell_name(to)),
            _ => None,
        })
        .collect();
    assert_eq!(targets, ["board:3,1", "board:5,3"]);
    // A mill made by moving.
    let mill = ok(&g, &mut s, "move board:3,6 board:0,6");
    assert!(said(&mill).starts_with("Mill!"));
    ok(&g, &mut s, "select board:2,2");
    // Black has three men left: they fly.
    let flights = legal(&g, &s).len();
    assert_eq!(flights, 3 * 17, "each of Black's 3 men may fly to any of the 17 free points");
    let mill = ok(&g, &mut s, "move board:4,4 board:6,6");
    assert!(said(&mill).starts_with("Mill!"), "a flight that makes a mill takes too");
    // White's three men on the top row stand in a mill: the free man must be taken first.
    let r = refused(&g, &mut s, "select board:0,0");
    assert_eq!(r, Refusal::TakeInLine(3));
    assert_eq!(en(&r), "This token stands in a line of 3, so it is safe: take another one.");
    assert_eq!(legal(&g, &s), vec![Action::Select(cell(&g, "board:5,1"))]);
    ok(&g, &mut s, "select board:5,1");
    // A mill opened and closed again counts again.
    ok(&g, &mut s, "move board:0,6 board:3,6");
    ok(&g, &mut s, "move board:6,6 board:4,4");
    let again = ok(&g, &mut s, "move board:3,6 board:0,6");
    assert!(said(&again).starts_with("Mill!"));
    let end = ok(&g, &mut s, "select board:4,4");
    assert!(has_event(&end.events, |e| matches!(e, Event::PlayerLost { player: 1 })), "Black is down to two men");
    assert_eq!(s.status, Status::Won);
    assert_eq!(s.winner, Some(0));
    assert_eq!(said(&end), "Black has fewer than 3 men left. White wins! Well done!", "the end says why");
}

#[test]
fn when_every_man_stands_in_a_mill_any_may_be_taken() {
    let white =
        [("white-man", 0, 0), ("white-man", 0, 3), ("white-man", 0, 6), ("white-man", 1, 1), ("white-man", 1, 3)];
    let mut tokens: Vec<(&str, u32, u32)> = white.to_vec();
    tokens.extend([
        ("white-man", 3, 5),
        ("black-man", 6, 0),
        ("black-man", 6, 3),
        ("black-man", 3, 6),
        ("black-man", 4, 4),
    ]);
    let g = morris_with(0, json!({"grid": {"tokens": place(&tokens)}}));
    let mut s = new_game(&g, 1, 2);
    // White closes a second mill: then every White man stands in one.
    ok(&g, &mut s, "move board:3,5 board:1,5");
    ok(&g, &mut s, "select board:4,4");
    let mill = ok(&g, &mut s, "move board:3,6 board:6,6");
    assert!(said(&mill).starts_with("Mill!"));
    assert_eq!(legal(&g, &s).len(), 6, "any of White's six men may be taken");
    ok(&g, &mut s, "select board:0,3");
    assert_eq!(s.current, 0);
}

/// A position with Black's men on the four corners and White's next to them.
fn blocking(black_men: &[(&str, u32, u32)]) -> Game {
    let mut tokens = vec![("white-man", 0, 3), ("white-man", 3, 0), ("white-man", 3, 6), ("white-man", 5, 3)];
    tokens.extend_from_slice(black_men);
    morris_with(0, json!({"grid": {"tokens": place(&tokens)}}))
}

#[test]
fn a_blocked_player_loses_unless_they_may_fly() {
    let corners = [("black-man", 0, 0), ("black-man", 0, 6), ("black-man", 6, 0), ("black-man", 6, 6)];
    let g = blocking(&corners);
    let mut s = new_game(&g, 1, 2);
    let blocked = ok(&g, &mut s, "move board:5,3 board:6,3");
    assert!(has_event(&blocked.events, |e| matches!(e, Event::Blocked { player: 1 })));
    assert_eq!(s.status, Status::Won, "Black's four men cannot move: Black loses");
    assert_eq!(s.winner, Some(0));
    let end = tablier::engine::end_text(&g, &s);
    assert!(end.en.starts_with("Black cannot move. White wins!"), "the end says why: {}", end.en);
    assert!(end.fr.starts_with("Les Noirs ne peuvent plus bouger. Les Blancs ont gagné\u{a0}!"), "{}", end.fr);
    // With exactly three men, Black flies and is not blocked.
    let g = blocking(&corners[..3]);
    let mut s = new_game(&g, 1, 2);
    ok(&g, &mut s, "move board:5,3 board:6,3");
    assert_eq!(s.status, Status::Playing);
    assert_eq!(s.current, 1);
    ok(&g, &mut s, "move board:0,0 board:4,4");
}

#[test]
fn restarting_gives_the_same_new_game() {
    let g = std::sync::Arc::new(morris_with(4, json!({})));
    let mut play = Play::new(g.clone(), 7, 2);
    let fresh = play.state.clone();
    for line in PLACED.lines().map(str::trim).filter(|l| !l.is_empty()) {
        assert!(play.act(action(&g, line)).accepted(), "{line}");
    }
    assert!(play.act(action(&g, "move board:3,6 board:0,6")).accepted());
    assert!(play.state.take_due);
    play.undo();
    assert!(!play.state.take_due, "undo takes the mill back");
    play.restart();
    assert_eq!(play.state, fresh);
}
