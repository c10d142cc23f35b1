//! The sentences of the end: who won or lost, in the designer's words when set, and why a
//! player is out.

use super::{conditions, flying, legal, Finish, Noun, State, Status};
use crate::game::Game;
use crate::lang::Text;
use crate::model::{Ranking, WhenBlocked, Words};

/// The sentence shown when the game ends: the designer's won or lost text when set.
pub fn end_text(game: &Game, state: &State) -> Text {
    let rules = game.rules();
    let custom = |s: &Words| (!s.is_blank()).then(|| s.text());
    match (state.status, state.winner) {
        (Status::Won, Some(w)) if state.players.len() > 1 => {
            let (name, g) = (&state.players[w].name, state.players[w].grammar);
            let who_fr = g.subject_fr(&name.fr);
            let (wins, won) = (g.en("wins", "win"), g.fr("a gagné", "ont gagné"));
            let base = custom(&rules.won_message).unwrap_or_else(|| won_default(true));
            // When points decide, the winner's points are said: the end is not a surprise.
            // Equal counts, and the tie-break chose: said, or the end looks unfair.
            let rows = conditions::won_by_tie_break(game, state, w);
            let won = if game.ranking() == Ranking::MostPoints {
                let p = state.players[w].points;
                let (and_en, and_fr) =
                    if rows { (" and more full rows", " et plus de lignes complètes") } else { ("", "") };
                Text::new(
                    format!("{} {wins} with {p} points{and_en}! {}", name.en, base.en),
                    format!("{who_fr} {won} avec {p} points{and_fr}\u{a0}! {}", base.fr),
                )
            } else if rows {
                Text::new(
                    format!("{} {wins} with more full rows! {}", name.en, base.en),
                    format!("{who_fr} {won} avec plus de lignes complètes\u{a0}! {}", base.fr),
                )
            } else {
                Text::new(format!("{} {wins}! {}", name.en, base.en), format!("{who_fr} {won}\u{a0}! {}", base.fr))
            };
            match why_out(game, state) {
                Some(why) => Text::new(format!("{} {}", why.en, won.en), format!("{} {}", why.fr, won.fr)),
                None => won,
            }
        }
        (Status::Won, _) => custom(&rules.won_message).unwrap_or_else(|| won_default(false)),
        (Status::Lost, _) => custom(&rules.lost_message).unwrap_or_else(lost_default),
        (Status::Draw, _) => Text::new("It's a draw!", "Égalité\u{a0}!"),
        (Status::Playing, _) => Text::new("", ""),
    }
}

/// The word said to the winner when the designer wrote none (after the winner's name when
/// several play).
pub(crate) fn won_default(several: bool) -> Text {
    if several {
        Text::new("Well done!", "Bravo\u{a0}!")
    } else {
        Text::new("Well done! You have won!", "Bravo\u{a0}! Tu as gagné\u{a0}!")
    }
}

/// The word said on a loss when the designer wrote none.
pub(crate) fn lost_default() -> Text {
    Text::new("You have lost.", "Tu as perdu.")
}

/// Whether the computer won against people: a computer seat (`computers[seat]`) is the winner
/// and some person's seat lost. Nobody is congratulated for losing: the end says so kindly,
/// without stars.
pub fn computer_beat_people(state: &State, computers: &[bool]) -> bool {
    let is_computer = |p: usize| computers.get(p).copied().unwrap_or(false);
    match (state.status, state.winner) {
        (Status::Won, Some(w)) => is_computer(w) && (0..state.players.len()).any(|p| p != w && !is_computer(p)),
        _ => false,
    }
}

/// `end_text` when some seats are played by the computer: when the computer beat the people,
/// a kind word instead of the winner's congratulation ("The computer wins this time. Try
/// again!", naming its side when several seats are the computer's); otherwise the same sentence.
pub fn end_text_seated(game: &Game, state: &State, computers: &[bool]) -> Text {
    if !computer_beat_people(state, computers) {
        return end_text(game, state);
    }
    let name = &state.players[state.winner.unwrap_or(0)].name;
    // Against one computer the child knows who beat them; with several, which one.
    let kind = if computers.iter().filter(|c| **c).count() == 1 {
        Text::new("The computer wins this time. Try again!", "L'ordinateur gagne cette fois. Essaie encore\u{a0}!")
    } else {
        Text::new(
            format!("The computer ({}) wins this time. Try again!", name.en),
            format!("L'ordinateur ({}) gagne cette fois. Essaie encore\u{a0}!", name.fr),
        )
    };
    match why_out(game, state) {
        Some(why) => Text::new(format!("{} {}", why.en, kind.en), format!("{} {}", why.fr, kind.fr)),
        None => kind,
    }
}

/// Why a player is out of the game, when the rules put them out (Morris: down to two men, or
/// blocked), so that the end does not come as a surprise.
fn why_out(game: &Game, state: &State) -> Option<Text> {
    let k = game.rules().lose.fewer_tokens_than;
    let out = (0..state.players.len()).find(|&p| state.players[p].finish == Some(Finish::Lost))?;
    let (name, g) = (&state.players[out].name, state.players[out].grammar);
    if k > 0 && flying::tokens_left(game, state, out) < k {
        let n = Noun::of(game);
        return Some(Text::new(
            format!("{} {} fewer than {k} {} left.", name.en, g.en("has", "have"), n.many),
            format!("Il reste moins de {k} {} {}.", n.fr_many, g.to_fr(&name.fr)),
        ));
    }
    let mut theirs = state.clone();
    theirs.current = out;
    (game.rules().when_blocked == WhenBlocked::Lose && !legal::has_move(game, &theirs)).then(|| {
        Text::new(
            format!("{} cannot move.", name.en),
            format!("{} {} plus bouger.", g.subject_fr(&name.fr), g.fr("ne peut", "ne peuvent")),
        )
    })
}
