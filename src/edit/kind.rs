//! Which kind of game a design is, for the designer's editor: the one the educator chose,
//! or for a design that never said (a built-in game, a file made elsewhere) a guess from
//! what it uses.

use crate::model::{Design, HandlingMode, IfMatched, Kind};

impl Design {
    /// The kind chosen, or else the one its settings look like.
    pub fn kind_or_guess(&self) -> Kind {
        self.kind.unwrap_or_else(|| guess(self))
    }
}

fn guess(d: &Design) -> Kind {
    let selects = d.token_types.iter().any(|t| t.mode == HandlingMode::Select);
    let zones_ask = d.grid.zones.iter().any(|z| !z.properties.is_empty() || !z.tokens.is_empty());
    if selects && d.rules.if_matched == IfMatched::Remove {
        Kind::Memory
    } else if !d.dice.is_empty() {
        Kind::Race
    } else if zones_ask && !d.trays.is_empty() && d.players.len() <= 1 {
        Kind::Sort
    } else if zones_ask && d.players.len() <= 1 {
        Kind::Puzzle
    } else if d.players.len() == 2 && d.rules.lines.is_some() {
        Kind::Duel
    } else {
        Kind::Blank
    }
}

#[cfg(test)]
mod tests {
    use crate::edit::Start;
    use crate::lang::Lang;
    use crate::model::Kind;

    #[test]
    fn the_starting_points_are_guessed_as_what_they_start() {
        let guessed = |s: Start| {
            let mut d = s.design(Lang::En);
            d.kind = None;
            d.kind_or_guess()
        };
        assert_eq!(guessed(Start::Memory), Kind::Memory);
        assert_eq!(guessed(Start::Sort), Kind::Sort);
        assert_eq!(guessed(Start::Race), Kind::Race);
        assert_eq!(guessed(Start::Duel), Kind::Duel);
        assert_eq!(guessed(Start::Blank), Kind::Blank);
    }
}
