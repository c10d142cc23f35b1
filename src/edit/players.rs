//! Players: add, rename, remove (not one who uses a board, not the last one).

use super::{unique_id, Refused};
use crate::lang::{Lang, Text};
use crate::model::{Design, Player, Words};

impl Design {
    /// A new player with no boards; returns its id.
    pub fn add_player(&mut self, name: impl Into<Words>) -> Result<String, Refused> {
        let name = name.into();
        if self.players.len() >= 32 {
            return Err(Text::new("A game has at most 32 players.", "Un jeu a au plus 32 joueurs."));
        }
        let id = unique_id(name.get(self.home()), self.players.iter().map(|p| p.id.as_str()));
        self.players.push(Player { id: id.clone(), name, ..Player::default() });
        Ok(id)
    }

    /// Sets the player's name in `lang`, keeping the other language's.
    pub fn rename_player(&mut self, id: &str, lang: Lang, name: &str) -> Result<(), Refused> {
        let home = self.home();
        let p = self.players.iter_mut().find(|p| p.id == id).ok_or_else(|| no_player(id))?;
        p.name.set(lang, name, home);
        Ok(())
    }

    /// The player who starts: first in the list, the others keeping their order.
    pub fn set_first_player(&mut self, id: &str) -> Result<(), Refused> {
        let i = self.players.iter().position(|p| p.id == id).ok_or_else(|| no_player(id))?;
        let first = self.players.remove(i);
        self.players.insert(0, first);
        Ok(())
    }

    /// A race's players, as a number from 1 to 6: each new player gets the last player's
    /// boards and a copy of their own pawn in the next colour, waiting where theirs waits;
    /// a player taken away takes their own pawn along.
    pub fn set_race_players(&mut self, n: u32) -> Result<(), Refused> {
        if !(1..=COLOURS.len() as u32).contains(&n) {
            return Err(Text::new(
                format!("A race has 1 to {} players.", COLOURS.len()),
                format!("Une course a de 1 à {} joueurs.", COLOURS.len()),
            ));
        }
        while self.players.len() as u32 > n {
            let Some(last) = self.players.last().cloned() else { break };
            let own: Vec<String> =
                self.token_types.iter().filter(|t| t.owners == [last.id.clone()]).map(|t| t.id.clone()).collect();
            for id in own {
                self.delete_token_type(&id)?;
            }
            if let Some(p) = self.players.last_mut() {
                (p.tray, p.waiting, p.result) = (None, None, None);
            }
            self.remove_player(&last.id)?;
        }
        while (self.players.len() as u32) < n {
            let k = self.players.len();
            let Some(last) = self.players.last().cloned() else { break };
            let name = Text::new(format!("Player {}", k + 1), format!("Joueur {}", k + 1));
            let id = self.add_player(name)?;
            if let Some(p) = self.players.last_mut() {
                (p.tray, p.waiting, p.result) = (last.tray.clone(), last.waiting.clone(), last.result.clone());
            }
            let pawn = self.token_types.iter().find(|t| t.owners == [last.id.clone()]).cloned();
            if let Some(mut pawn) = pawn {
                let (picture, en, fr) = COLOURS[k % COLOURS.len()];
                pawn.name = Text::new(format!("{en} pawn"), format!("Pion {fr}")).into();
                pawn.id = unique_id(&format!("pawn-{picture}"), self.token_types.iter().map(|t| t.id.as_str()));
                pawn.owners = vec![id.clone()];
                if let Some(kind) = pawn.front.strip_prefix("goose-").or(pawn.front.strip_prefix("ball-")) {
                    pawn.front = pawn.front.replace(kind, picture);
                }
                pawn.copies = pawn.copies.map(|_| 1);
                let pawn_id = pawn.id.clone();
                self.token_types.push(pawn);
                if let Some(tray) = &last.tray {
                    self.enqueue(tray, &pawn_id)?;
                }
            }
        }
        Ok(())
    }

    /// Remove a player; refused while they use a board (the thesis: a player who owns a
    /// board cannot be deleted) or when they are the only one. Tokens they owned become
    /// everyone's.
    pub fn remove_player(&mut self, id: &str) -> Result<(), Refused> {
        let p = self.players.iter().find(|p| p.id == id).ok_or_else(|| no_player(id))?;
        if self.players.len() == 1 {
            return Err(Text::new("A game needs at least one player.", "Un jeu a besoin d'au moins un joueur."));
        }
        let boards: Vec<&str> = [&p.tray, &p.waiting, &p.result].into_iter().flatten().map(String::as_str).collect();
        if !boards.is_empty() {
            let list = boards.join(", ");
            return Err(Text::new(
                format!("{} uses {list}: give it to another player or remove it first.", p.name.get(Lang::En)),
                format!(
                    "{} utilise {list}\u{a0}: donnez-le à un autre joueur ou supprimez-le d'abord.",
                    p.name.get(Lang::Fr)
                ),
            ));
        }
        self.players.retain(|p| p.id != id);
        self.arrangements_mut().for_each(|a| a.forget_player(id));
        for t in &mut self.token_types {
            t.owners.retain(|o| o != id);
        }
        // Numbers of players that no longer exist cannot be offered.
        let n = self.players.len() as u32;
        self.player_counts.retain(|c| *c <= n);
        if !self.player_counts.is_empty() && !self.player_counts.contains(&n) {
            self.player_counts.push(n);
        }
        if self.min_players > n {
            self.min_players = 0;
        }
        Ok(())
    }

    /// Who plays a seat unless people choose otherwise before a game: a person (None) or the
    /// computer at a level from 1 to 5. A one-player game is always a person's.
    pub fn set_computer(&mut self, id: &str, level: Option<u8>) -> Result<(), Refused> {
        if level.is_some() && self.players.len() < 2 {
            return Err(Text::new(
                "A one-player game is played by a person: add a player for the computer first.",
                "Un jeu à un joueur se joue par une personne\u{a0}: ajoutez d'abord un joueur pour l'ordinateur.",
            ));
        }
        if let Some(l) = level.filter(|l| !crate::search::LEVELS.contains(l)) {
            return Err(Text::new(
                format!("The computer's levels go from 1 to 5, not {l}."),
                format!("Les niveaux de l'ordinateur vont de 1 à 5, pas {l}."),
            ));
        }
        let p = self.players.iter_mut().find(|p| p.id == id).ok_or_else(|| no_player(id))?;
        p.computer = level;
        Ok(())
    }

    /// How many may play, smallest first (see `Game::player_counts`, which this mirrors on
    /// the design being edited).
    pub fn allowed_counts(&self) -> Vec<u32> {
        let all = self.players.len().max(1) as u32;
        let least = if self.min_players == 0 { all } else { self.min_players.clamp(1, all) };
        let mut counts: Vec<u32> = if self.player_counts.is_empty() {
            (least..=all).collect()
        } else {
            (1..=all).filter(|n| self.player_counts.contains(n)).collect()
        };
        if counts.is_empty() {
            counts.push(all);
        }
        counts
    }

    /// Offer or stop offering a number of players. All of them may always play; a run such as
    /// 2 to 6 is written as "at least 2", anything else as the list of numbers.
    pub fn toggle_count(&mut self, n: u32) -> Result<(), Refused> {
        let all = self.players.len() as u32;
        if n == all {
            return Err(Text::new(
                format!("All {all} players may always play."),
                format!("Les {all} joueurs peuvent toujours jouer."),
            ));
        }
        if n == 0 || n > all {
            return Err(Text::new(format!("This game has {all} players."), format!("Ce jeu a {all} joueurs.")));
        }
        let mut counts = self.allowed_counts();
        match counts.iter().position(|c| *c == n) {
            Some(i) => {
                counts.remove(i);
            }
            None => {
                counts.push(n);
                counts.sort_unstable();
            }
        }
        let least = counts[0];
        if counts.iter().copied().eq(least..=all) {
            self.player_counts.clear();
            self.min_players = if least == all { 0 } else { least };
        } else {
            self.player_counts = counts;
            self.min_players = 0;
        }
        Ok(())
    }
}

/// The pawns' colours, in the order players get them: a picture's last word (goose-red,
/// ball-red), English and French.
const COLOURS: [(&str, &str, &str); 6] = [
    ("red", "Red", "rouge"),
    ("blue", "Blue", "bleu"),
    ("green", "Green", "vert"),
    ("yellow", "Yellow", "jaune"),
    ("orange", "Orange", "orange"),
    ("purple", "Purple", "violet"),
];

fn no_player(id: &str) -> Refused {
    Text::new(format!("There is no player '{id}'."), format!("Il n'y a pas de joueur «\u{a0}{id}\u{a0}»."))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_with_a_board_stays_and_the_reason_names_it() {
        let mut d = Design::default();
        let ann = d.add_player("Ann").unwrap();
        d.players[1].result = Some("found".into());
        let why = d.remove_player(&ann).unwrap_err();
        assert!(why.en.contains("found") && why.en.contains("Ann"), "{why:?}");
        d.players[1].result = None;
        d.token_types.push(crate::model::TokenType { id: "t".into(), owners: vec![ann.clone()], ..Default::default() });
        d.remove_player(&ann).unwrap();
        assert!(d.token_types[0].owners.is_empty());
        assert!(d.remove_player("player").is_err(), "the last player stays");
    }

    #[test]
    fn a_seat_for_the_computer() {
        let mut d = Design::default();
        let why = d.set_computer("player", Some(3)).unwrap_err();
        assert!(why.en.contains("one-player"), "{why:?}");
        let robot = d.add_player("Robot").unwrap();
        d.set_computer(&robot, Some(3)).unwrap();
        assert_eq!(d.players[1].computer, Some(3));
        assert!(d.set_computer(&robot, Some(6)).unwrap_err().en.contains("from 1 to 5"));
        d.set_computer(&robot, None).unwrap();
        assert_eq!(d.players[1].computer, None);
        assert!(d.set_computer("ghost", None).is_err());
    }

    #[test]
    fn rename() {
        let mut d = Design::default();
        d.rename_player("player", Lang::En, "Zoé").unwrap();
        assert_eq!(d.players[0].name, "Zoé");
        assert!(d.rename_player("ghost", Lang::En, "x").is_err());
    }

    #[test]
    fn numbers_of_players_offered() {
        let mut d = Design::default();
        for name in ["B", "C", "D", "E", "F"] {
            d.add_player(name).unwrap();
        }
        assert_eq!(d.allowed_counts(), vec![6]);
        d.toggle_count(2).unwrap();
        assert_eq!((d.allowed_counts(), d.player_counts.clone()), (vec![2, 6], vec![2, 6]));
        for n in [3, 4, 5] {
            d.toggle_count(n).unwrap();
        }
        assert_eq!((d.min_players, d.player_counts.len()), (2, 0), "2 to 6 is written as at least 2");
        d.toggle_count(5).unwrap();
        assert_eq!(d.player_counts, vec![2, 3, 4, 6], "Chinese checkers");
        assert!(d.toggle_count(6).is_err(), "all of them may always play");
        assert!(crate::load::check(&d).is_empty());
        d.remove_player("f").unwrap();
        assert_eq!(d.allowed_counts(), vec![2, 3, 4, 5], "5 players now: all five may play, 6 is gone");
        assert!(crate::load::check(&d).is_empty(), "{:?}", crate::load::check(&d));
    }
}
