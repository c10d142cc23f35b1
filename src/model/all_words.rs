//! Every text of a design that people read, with its place in the file: what the loader checks
//! and what a translation must cover. Ids are not texts.

use super::{Design, Words};
use crate::lang::Lang;

impl Design {
    /// A new text written in `lang`: plain in the design's own language, else in that
    /// language only (the designer names new things in the interface's language).
    pub fn words_in(&self, lang: Lang, text: impl Into<String>) -> Words {
        let mut w = Words::default();
        w.set(lang, text, self.home());
        w
    }

    /// Each human-readable text with its JSON path ("players[1].name"), in file order.
    pub fn all_words(&self) -> Vec<(String, &Words)> {
        let mut out: Vec<(String, &Words)> =
            vec![("name".into(), &self.name), ("description".into(), &self.description)];
        for (i, t) in self.token_types.iter().enumerate() {
            out.push((format!("token_types[{i}].name"), &t.name));
            out.push((format!("token_types[{i}].label"), &t.label));
            out.push((format!("token_types[{i}].spoken"), &t.spoken));
        }
        out.push(("token_word".into(), &self.token_word));
        out.push(("cell_word".into(), &self.cell_word));
        out.push(("grid.name".into(), &self.grid.name));
        for (i, z) in self.grid.zones.iter().enumerate() {
            out.push((format!("grid.zones[{i}].name"), &z.name));
        }
        let boards = [
            ("trays", self.trays.iter().map(|b| &b.name).collect::<Vec<_>>()),
            ("waiting_areas", self.waiting_areas.iter().map(|b| &b.name).collect()),
            ("result_areas", self.result_areas.iter().map(|b| &b.name).collect()),
        ];
        for (list, names) in boards {
            out.extend(names.into_iter().enumerate().map(|(i, n)| (format!("{list}[{i}].name"), n)));
        }
        for (i, d) in self.dice.iter().enumerate() {
            out.push((format!("dice[{i}].name"), &d.name));
            for (f, face) in d.faces.iter().enumerate() {
                out.push((format!("dice[{i}].faces[{f}].label"), &face.label));
            }
        }
        for (i, p) in self.players.iter().enumerate() {
            out.push((format!("players[{i}].name"), &p.name));
        }
        let r = &self.rules;
        out.push(("rules.matched_message".into(), &r.matched_message));
        out.push(("rules.not_matched_message".into(), &r.not_matched_message));
        out.push(("rules.won_message".into(), &r.won_message));
        out.push(("rules.lost_message".into(), &r.lost_message));
        if let Some(lines) = &r.lines {
            out.push(("rules.lines.message".into(), &lines.message));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Die, Player};

    #[test]
    fn lists_every_text_with_its_path() {
        let mut d = Design::default();
        d.players.push(Player { id: "b".into(), name: "Black".into(), ..Player::default() });
        d.dice.push(Die::default());
        let paths: Vec<String> = d.all_words().into_iter().map(|(p, _)| p).collect();
        assert!(paths.contains(&"players[1].name".to_string()));
        assert!(paths.contains(&"dice[0].faces[5].label".to_string()));
        assert_eq!(d.all_words().iter().find(|(p, _)| p == "players[1].name").map(|(_, w)| *w), Some(&"Black".into()));
    }
}
