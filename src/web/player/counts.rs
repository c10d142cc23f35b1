//! What a game counts for each player: the tokens on the grid (Othello's discs), points, or
//! tokens won, as the design's ranking says.

use tablier::engine::Play;
use tablier::lang::Lang;
use tablier::model::Ranking;

/// How many grid tokens each player has (their owners include the player): Othello's count.
pub fn on_grid(p: &Play) -> Vec<usize> {
    let (game, state) = (&*p.game, &p.state);
    let mut counts = vec![0; state.players.len()];
    for cell in game.grid().cells() {
        let Some(t) = state.visible(cell) else { continue };
        let owners = state.tokens[t as usize].owners;
        for (i, pl) in state.players.iter().enumerate() {
            if owners & (1 << pl.design_player) != 0 {
                counts[i] += 1;
            }
        }
    }
    counts
}

/// What the design counts for each player at the end, if anything: tokens on the grid,
/// points, or tokens won.
pub fn scores(p: &Play) -> Option<Vec<u32>> {
    match p.game.ranking() {
        Ranking::MostOnGrid => Some(on_grid(p).into_iter().map(|n| n as u32).collect()),
        Ranking::MostPoints => Some(p.state.players.iter().map(|pl| pl.points).collect()),
        Ranking::MostTokens => Some(p.state.players.iter().map(|pl| pl.tokens_won).collect()),
        _ => None,
    }
}

/// "Black 40 – White 24": the tokens on the grid when the ranking counts them.
pub fn grid_count(p: &Play, lang: Lang) -> Option<String> {
    (p.game.ranking() == Ranking::MostOnGrid && p.state.players.len() > 1).then(|| {
        let counts = on_grid(p);
        let each: Vec<String> =
            p.state.players.iter().zip(counts).map(|(pl, n)| format!("{} {n}", pl.name.get(lang))).collect();
        each.join(" – ")
    })
}
