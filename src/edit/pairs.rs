//! A memory's pairs as an educator makes them: a pair is a picture shown on two cards, or two
//! cards linked on purpose (a picture and its word). Cards pair by what they show, never by a
//! hidden property: every edit here drops the properties that only said which card a card is,
//! and the grid follows the number of cards (grown or shrunk to fit, every card placed).

use super::{unique_id, Refused};
use crate::lang::Text;
use crate::model::{Design, HandlingMode, TokenType, Words};

/// The back a new card gets when no card has one yet.
const BACK: &str = "card-back";

/// One pair of a memory: a card type shown twice, or two card types linked as partners.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pair {
    pub first: String,
    /// The linked card (a picture's word), when the pair shows two faces.
    pub second: Option<String>,
}

fn no_card(id: &str) -> Refused {
    Text::new(format!("There is no card '{id}'."), format!("Il n'y a pas de carte «\u{a0}{id}\u{a0}»."))
}

impl Design {
    /// The memory's pairs, in the order of the token types: every card turned over (select
    /// mode) with its partner, each pair once.
    pub fn memory_pairs(&self) -> Vec<Pair> {
        let mut out: Vec<Pair> = Vec::new();
        for t in self.token_types.iter().filter(|t| t.mode == HandlingMode::Select) {
            if out.iter().any(|p| p.second.as_deref() == Some(t.id.as_str())) {
                continue;
            }
            let partner = self.token_types.iter().find(|o| o.id == t.partner && o.id != t.id);
            out.push(Pair { first: t.id.clone(), second: partner.map(|o| o.id.clone()) });
        }
        out
    }

    /// The name of a token showing `picture`: a built-in picture's words in both languages,
    /// else ("data:" URLs, uploaded) "Picture N" / "Image N".
    pub fn words_for_picture(&self, picture: &str) -> Text {
        if picture.starts_with("data:") {
            let n = self.token_types.len() + 1;
            return Text::new(format!("Picture {n}"), format!("Image {n}"));
        }
        super::picture_names::picture_words(picture)
    }

    /// Add a pair showing `picture`: one card type, two cards, no property, named after the
    /// picture in both languages; the grid grows to hold it. Returns its id.
    pub fn add_pair(&mut self, picture: &str) -> String {
        self.pair_by_faces();
        let name = self.words_for_picture(picture);
        let back = self
            .token_types
            .iter()
            .find(|t| t.mode == HandlingMode::Select && !t.back.is_empty())
            .map_or(BACK.to_string(), |t| t.back.clone());
        let id = unique_id(&name.en, self.token_types.iter().map(|t| t.id.as_str()));
        self.token_types.push(TokenType {
            id: id.clone(),
            name: Words::from(name),
            front: picture.to_string(),
            back,
            mode: HandlingMode::Select,
            copies: Some(2),
            ..TokenType::default()
        });
        self.lay_out_cards();
        id
    }

    /// Remove a pair (both its cards, and its linked card); the grid shrinks to fit.
    pub fn remove_pair(&mut self, id: &str) -> Result<(), Refused> {
        let partner = self.token_types.iter().find(|t| t.id == id).ok_or_else(|| no_card(id))?.partner.clone();
        self.delete_token_type(id)?;
        if !partner.is_empty() {
            let _ = self.delete_token_type(&partner);
        }
        self.lay_out_cards();
        Ok(())
    }

    /// Remove every pair: a starting point's cards, before choosing one's own.
    pub fn remove_all_pairs(&mut self) {
        let cards: Vec<String> =
            self.token_types.iter().filter(|t| t.mode == HandlingMode::Select).map(|t| t.id.clone()).collect();
        for id in cards {
            let _ = self.delete_token_type(&id);
        }
        self.lay_out_cards();
    }

    /// Link two pairs into one pair of two faces (a picture and its word): each keeps one
    /// card, and each names the other as its partner.
    pub fn link_cards(&mut self, a: &str, b: &str) -> Result<(), Refused> {
        if a == b {
            return Err(Text::new(
                "Choose two different cards to link.",
                "Choisissez deux cartes différentes à relier.",
            ));
        }
        for id in [a, b] {
            if !self.token_types.iter().any(|t| t.id == id && t.mode == HandlingMode::Select) {
                return Err(no_card(id));
            }
        }
        self.pair_by_faces();
        for id in [a, b] {
            self.unlink_cards(id);
        }
        for (id, other) in [(a, b), (b, a)] {
            if let Some(t) = self.token_types.iter_mut().find(|t| t.id == id) {
                t.partner = other.to_string();
                t.copies = Some(1);
            }
        }
        self.lay_out_cards();
        Ok(())
    }

    /// Undo a link: both cards become pairs of their own picture again.
    pub fn unlink_cards(&mut self, id: &str) {
        let Some(partner) = self.token_types.iter().find(|t| t.id == id).map(|t| t.partner.clone()) else { return };
        for t in self.token_types.iter_mut().filter(|t| t.id == id || (!partner.is_empty() && t.id == partner)) {
            t.partner.clear();
            t.copies = Some(2);
        }
        self.lay_out_cards();
    }

    /// Cards pair by their faces: drop every property of a card that no other token type
    /// carries (it only said which card this is, and would keep pairing a card whose picture
    /// changed). Properties shared by several types are categories, an advanced setting kept.
    pub(super) fn pair_by_faces(&mut self) {
        let all: Vec<Vec<String>> = self.token_types.iter().map(|t| t.properties.clone()).collect();
        for (i, t) in self.token_types.iter_mut().enumerate() {
            if t.mode != HandlingMode::Select {
                continue;
            }
            let shared = |p: &String| all.iter().enumerate().any(|(j, ps)| j != i && ps.contains(p));
            t.properties.retain(shared);
        }
    }

    /// The grid takes the size the cards need and every card is placed, in reading order
    /// (a memory shuffles them at each new game). Other tokens of the grid stay.
    pub fn lay_out_cards(&mut self) {
        let cards: Vec<(String, u32)> = self
            .token_types
            .iter()
            .filter(|t| t.mode == HandlingMode::Select)
            .map(|t| (t.id.clone(), t.copies.unwrap_or(2)))
            .collect();
        self.grid.tokens.retain(|p| !cards.iter().any(|(id, _)| *id == p.token_type));
        let others = self.grid.tokens.len() as u32;
        let (rows, columns) = card_shape(cards.iter().map(|c| c.1).sum::<u32>() + others);
        self.fit_grid(rows, columns);
        let taken: Vec<[u32; 2]> = self.grid.tokens.iter().map(|p| p.at).collect();
        let mut free = (0..rows).flat_map(|r| (0..columns).map(move |c| [r, c])).filter(|at| !taken.contains(at));
        for (id, n) in cards {
            for _ in 0..n {
                if let Some(at) = free.next() {
                    self.grid.tokens.push(crate::model::Placement { token_type: id.clone(), at });
                }
            }
        }
        // Every square holds a card: none left unplayable from an older layout.
        self.set_playable(&(0..rows).flat_map(|r| (0..columns).map(move |c| [r, c])).collect::<Vec<_>>(), true);
    }
}

/// Rows and columns for `n` cards: as few empty squares as can be, then as square as can be,
/// never taller than wide (a board drawn beside the players' pairs).
pub fn card_shape(n: u32) -> (u32, u32) {
    if n <= 1 {
        return (1, 1.max(n));
    }
    (1..=n)
        .map(|columns| (n.div_ceil(columns), columns))
        .filter(|(rows, columns)| rows <= columns)
        .min_by_key(|(rows, columns)| ((rows * columns - n) * 2 + (columns - rows), rows * columns - n))
        .unwrap_or((1, n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_shapes_leave_few_empty_squares() {
        let shapes: Vec<(u32, u32)> = [2, 4, 6, 8, 12, 14, 16, 20].iter().map(|&n| card_shape(n)).collect();
        assert_eq!(shapes, [(1, 2), (2, 2), (2, 3), (2, 4), (3, 4), (3, 5), (4, 4), (4, 5)]);
    }
}
