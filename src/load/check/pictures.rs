//! Pictures held in a design: a token type's front and back, a die face's picture and a board's
//! background are a built-in name, or a `data:` URL of a PNG, JPEG or WebP picture. Nothing
//! else may be stored: an SVG could hold a script, so uploads store SVGs drawn as PNG.

use super::board_list::boards;
use crate::load::path::Path;
use crate::load::problem::Problem;
use crate::load::report::Checks;
use crate::model::Design;
use crate::pictures::is_safe_data_url;

pub(crate) fn check_pictures(design: &Design, out: &mut Checks) {
    for (i, t) in design.token_types.iter().enumerate() {
        let at = Path::root().key("token_types").index(i);
        check_picture(&at.key("front"), &t.front, out);
        check_picture(&at.key("back"), &t.back, out);
    }
    for (i, d) in design.dice.iter().enumerate() {
        for (f, face) in d.faces.iter().enumerate() {
            let at = Path::root().key("dice").index(i).key("faces").index(f).key("picture");
            check_picture(&at, &face.picture, out);
        }
    }
    for board in boards(design) {
        check_picture(&board.path().key("geometry").key("background"), &board.geometry.background, out);
    }
}

/// A value starting with `data:` (in any case) must be a safe picture; names are left alone.
fn check_picture(at: &Path, value: &str, out: &mut Checks) {
    let data = value.get(..5).is_some_and(|s| s.eq_ignore_ascii_case("data:"));
    if data && !is_safe_data_url(value) {
        out.add(|| {
            Problem::new(
                at.to_string(),
                "This picture is not a PNG, JPEG or WebP picture stored in the game; SVG pictures are turned into \
             PNG when uploaded.",
                "Cette image n'est pas une image PNG, JPEG ou WebP enregistrée dans le jeu\u{a0}; les images SVG sont \
             converties en PNG quand on les importe.",
            )
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::load::check::check;
    use crate::model::{Design, Die, Face, TokenType, Tray};

    const PNG: &str = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ";
    const SVG: &str = "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+";

    #[test]
    fn only_safe_data_urls() {
        let mut d = Design::default();
        d.token_types.push(TokenType { id: "a".into(), front: PNG.into(), back: SVG.into(), ..TokenType::default() });
        d.token_types.push(TokenType {
            id: "b".into(),
            front: "animal-cat".into(),
            back: "x.png".into(),
            ..TokenType::default()
        });
        let mut die = Die::default();
        die.faces[2] = Face { picture: "data:text/html,<script>".into(), ..Face::step(3) };
        d.dice.push(die);
        d.grid.geometry.background = "paper".into();
        let mut tray = Tray { id: "t".into(), ..Tray::default() };
        tray.geometry.y = 300;
        tray.geometry.background = "Data:image/png;base64,PHN2Zz4=".into();
        d.trays.push(tray);
        let problems = check(&d);
        let paths: Vec<&str> = problems.iter().map(|p| p.path.as_str()).collect();
        assert_eq!(paths, ["token_types[0].back", "dice[0].faces[2].picture", "trays[0].geometry.background"]);
        assert!(problems[0].message.en.starts_with("This picture is not a PNG, JPEG or WebP picture"));
        assert!(problems[0].message.fr.starts_with("Cette image n'est pas une image PNG"));
    }
}
