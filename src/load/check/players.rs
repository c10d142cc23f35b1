//! Players: at least one, and each board they name is a board of the right kind.

use std::collections::HashMap;

use super::board_list::boards;
use crate::load::names::Kind;
use crate::load::path::Path;
use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::load::sentences::quote;
use crate::model::Design;

pub(crate) fn check_players(design: &Design, out: &mut Checks) {
    if design.players.is_empty() {
        out.add(|| {
            Problem::new(
                "players",
                "The game has no player; it needs at least one.",
                "Le jeu n'a aucun joueur\u{a0}; il lui en faut au moins un.",
            )
        });
        return;
    }
    let mut kinds: HashMap<&str, Kind> = HashMap::new();
    for b in boards(design) {
        kinds.entry(b.id).or_insert(b.kind);
    }
    for (i, player) in design.players.iter().enumerate() {
        let (who_en, who_fr) = Kind::Player.called(&player.id, i, &player.name).cap();
        if let Some(level) = player.computer.filter(|l| !crate::search::LEVELS.contains(l)) {
            out.add(|| {
                Problem::new(
                    Path::root().key("players").index(i).key("computer").to_string(),
                    format!("{who_en} is played by the computer at level {level}; the levels go from 1 to 5."),
                    format!("{who_fr} est joué par l'ordinateur au niveau {level}\u{a0}; les niveaux vont de 1 à 5."),
                )
            });
        }
        let links = [
            ("tray", &player.tray, Kind::Tray),
            ("waiting", &player.waiting, Kind::Waiting),
            ("result", &player.result, Kind::Result),
        ];
        for (field, link, kind) in links {
            let Some(id) = link else { continue };
            let found = kinds.get(id.as_str()).copied();
            if found == Some(kind) {
                continue;
            }
            let q = quote(id);
            let (a_en, a_fr) = kind.a();
            let (word_en, word_fr) =
                (a_en.split_once(' ').map_or("", |s| s.1), a_fr.split_once(' ').map_or("", |s| s.1));
            let (en, fr) = match found {
                Some(other) => {
                    let (other_en, other_fr) = other.a();
                    (
                        format!("{who_en} has {q} as {a_en}, but {q} is {other_en}, not {a_en}."),
                        format!("{who_fr} a {q} comme {word_fr}, mais {q} est {other_fr}, pas {a_fr}."),
                    )
                }
                None => (
                    format!("{who_en} has {q} as {a_en}, but there is no {word_en} {q}."),
                    format!("{who_fr} a {q} comme {word_fr}, mais il n'y a pas de {word_fr} {q}."),
                ),
            };
            out.add(|| Problem::new(Path::root().key("players").index(i).key(field).to_string(), en, fr));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::load::check::check;
    use crate::model::{Player, ResultArea, Tray, WaitingArea};

    fn problems(d: &Design) -> Vec<(String, String)> {
        check(d).into_iter().map(|p| (p.path, p.message.en)).collect()
    }

    #[test]
    fn at_least_one() {
        let mut d = Design::default();
        d.players.clear();
        assert_eq!(
            problems(&d),
            [("players".to_string(), "The game has no player; it needs at least one.".to_string())]
        );
    }

    #[test]
    fn at_most_32() {
        let players =
            (0..=crate::load::limits::MAX_PLAYERS).map(|n| Player { id: format!("p{n}"), ..Player::default() });
        let mut d = Design { players: players.collect(), ..Design::default() };
        assert_eq!(
            problems(&d),
            [("players".to_string(), "The game has 33 players; it may have at most 32.".to_string())]
        );
        d.players.pop();
        assert!(problems(&d).is_empty());
    }

    #[test]
    fn computer_levels_from_1_to_5() {
        let mut d = Design::default();
        d.players.push(Player { id: "robot".into(), computer: Some(5), ..Player::default() });
        assert!(problems(&d).is_empty());
        d.players[1].computer = Some(9);
        assert_eq!(
            problems(&d),
            [(
                "players[1].computer".to_string(),
                "Player “Player” is played by the computer at level 9; the levels go from 1 to 5.".to_string()
            )]
        );
    }

    #[test]
    fn boards_of_the_right_kind() {
        let mut d = Design::default();
        let mut tray = Tray { id: "t".into(), ..Tray::default() };
        tray.geometry.y = 300;
        d.trays.push(tray);
        let mut waiting = WaitingArea { id: "w".into(), ..WaitingArea::default() };
        waiting.geometry.y = 400;
        d.waiting_areas.push(waiting);
        let mut result = ResultArea { id: "r".into(), ..ResultArea::default() };
        result.geometry.y = 500;
        d.result_areas.push(result);
        d.players[0].tray = Some("t".into());
        d.players[0].waiting = Some("w".into());
        d.players[0].result = Some("r".into());
        assert!(problems(&d).is_empty());
        d.players[0].tray = Some("w".into());
        d.players[0].waiting = Some("nowhere".into());
        d.players[0].result = Some("grid".into());
        assert_eq!(
            problems(&d),
            [
                (
                    "players[0].tray".to_string(),
                    "Player “Player” has 'w' as a tray, but 'w' is a waiting area, not a tray.".to_string()
                ),
                (
                    "players[0].waiting".into(),
                    "Player “Player” has 'nowhere' as a waiting area, but there is no waiting area 'nowhere'.".into()
                ),
                (
                    "players[0].result".into(),
                    "Player “Player” has 'grid' as a result area, but 'grid' is a grid, not a result area.".into()
                ),
            ]
        );
        let fr = check(&d)[0].message.fr.clone();
        assert_eq!(
            fr,
            "Le joueur «\u{a0}Player\u{a0}» a 'w' comme réserve, mais 'w' est une zone d'attente, pas une réserve."
        );
    }
}
