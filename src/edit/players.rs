//! Players: add, rename, remove (not one who uses a board, not the last one).

use super::{unique_id, Refused};
use crate::lang::Text;
use crate::model::{Design, Player};

impl Design {
    /// A new player with no boards; returns its id.
    pub fn add_player(&mut self, name: &str) -> Result<String, Refused> {
        if self.players.len() >= 32 {
            return Err(Text::new("A game has at most 32 players.", "Un jeu a au plus 32 joueurs."));
        }
        let id = unique_id(name, self.players.iter().map(|p| p.id.as_str()));
        self.players.push(Player { id: id.clone(), name: name.to_string(), tray: None, waiting: None, result: None });
        Ok(id)
    }

    pub fn rename_player(&mut self, id: &str, name: &str) -> Result<(), Refused> {
        let p = self.players.iter_mut().find(|p| p.id == id).ok_or_else(|| no_player(id))?;
        p.name = name.to_string();
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
                format!("{} uses {list}: give it to another player or remove it first.", p.name),
                format!("{} utilise {list} : donnez-le à un autre joueur ou supprimez-le d'abord.", p.name),
            ));
        }
        self.players.retain(|p| p.id != id);
        for t in &mut self.token_types {
            t.owners.retain(|o| o != id);
        }
        Ok(())
    }
}

fn no_player(id: &str) -> Refused {
    Text::new(format!("There is no player '{id}'."), format!("Il n'y a pas de joueur « {id} »."))
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
    fn rename() {
        let mut d = Design::default();
        d.rename_player("player", "Zoé").unwrap();
        assert_eq!(d.players[0].name, "Zoé");
        assert!(d.rename_player("ghost", "x").is_err());
    }
}
