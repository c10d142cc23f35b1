//! Games added to the library by the educator: an imported file, or a copy of a game. The
//! children's bundle has no design checker: each is checked first by the thinking bundle
//! (`checks`), a refused one's problems are named by the designer's bundle (`validate`), and
//! a game named as one already in the library gets a number after its name ("Taquin (2)").

use leptos::prelude::untrack;
use tablier::game::Game;
use tablier::lang::{Lang, Text};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::shared::games::{self, read, renamed, shown, Entry};
use crate::shelf::Shelf;
use crate::{checks, validate};

/// The text of a file.
pub async fn read_file(file: web_sys::File) -> Option<String> {
    let text = JsFuture::from(file.text()).await.ok()?;
    text.as_string()
}

/// The kind of picture a file is, by its first bytes ("PNG"), when it is one: a picture
/// renamed .json is said to be a picture, not a broken game.
pub async fn picture_kind(file: &web_sys::File) -> Option<&'static str> {
    let head = file.slice_with_i32_and_i32(0, 512).ok()?;
    let bytes = JsFuture::from(head.array_buffer()).await.ok()?;
    let head = js_sys::Uint8Array::new(&bytes).to_vec();
    if head.starts_with(b"GIF8") {
        return Some("GIF");
    }
    tablier::pictures::sniff(&head).map(|kind| match kind {
        tablier::pictures::PictureKind::Png => "PNG",
        tablier::pictures::PictureKind::Jpeg => "JPEG",
        tablier::pictures::PictureKind::Webp => "WebP",
        tablier::pictures::PictureKind::Svg => "SVG",
    })
}

/// The first file of a drop event (`dataTransfer.files[0]`), if any.
pub fn dropped(ev: &web_sys::Event) -> Option<web_sys::File> {
    let transfer = js_sys::Reflect::get(ev, &"dataTransfer".into()).ok()?;
    let files = js_sys::Reflect::get(&transfer, &"files".into()).ok()?;
    files.dyn_into::<web_sys::FileList>().ok()?.get(0)
}

/// Import a file: a file that does not read as a design gets the full report of what is wrong
/// in it, worked out in a worker by the designer's bundle (see `validate`).
pub async fn import(shelf: Shelf, json: &str, lang: Lang) -> Result<String, Refused> {
    let Some(design) = read(json) else {
        let problems = shown(&validate::problems(json, validate::unreadable).await);
        return Err(Refused { problems, fixable: None });
    };
    let json =
        distinct_name(shelf, &design, lang).and_then(|name| renamed(json, &name)).unwrap_or_else(|| json.to_string());
    admit(shelf, json).await
}

/// The user's game that is the same design as `design`, whatever its name here (kept beside a
/// namesake, it became "Taquin (2)").
pub fn already_kept(design: &tablier::model::Design) -> Option<String> {
    let same = |other: &tablier::model::Design| tablier::model::Design { name: design.name.clone(), ..other.clone() } == *design;
    games::user_list().into_iter().find(|s| read(&s.json).is_some_and(|d| same(&d))).map(|s| s.id)
}

/// A set of games put on this tablet (`tablier::sets`): each of its games added unless kept
/// already (the same design), the built-in ones found; the ids of its games here, and the names
/// of those refused.
pub async fn import_set(shelf: Shelf, set: &tablier::sets::GameSet, lang: Lang) -> (Vec<String>, Vec<Text>) {
    let mut ids: Vec<String> = set.builtin.iter().filter(|id| games::find(id).is_some_and(|e| e.builtin)).cloned().collect();
    let mut refused = Vec::new();
    for json in set.designs() {
        let kept = read(&json).and_then(|d| already_kept(&d));
        match kept {
            Some(id) => ids.push(id),
            None => match import(shelf, &json, lang).await {
                Ok(id) => ids.push(id),
                Err(_) => refused.push(read(&json).map_or_else(|| Text::new("?", "?"), |d| d.name.text())),
            },
        }
    }
    (ids, refused)
}

/// A game refused: its problems, and its JSON when it reads as a design that the checks
/// refused, which the educator may keep to fix in the designer (`keep_to_fix`).
pub struct Refused {
    pub problems: Vec<Text>,
    pub fixable: Option<String>,
}

/// Add a design to the user's games once the thinking bundle's checks find it playable; else
/// its problems, named by the designer's bundle.
async fn admit(shelf: Shelf, json: String) -> Result<String, Refused> {
    let problems = match checks::check(&json, None).await {
        Some(true) => match read(&json) {
            Some(design) => return Ok(shelf.add(json, Game::recompile(&design))),
            None => vec![validate::unreadable()],
        },
        // The problems named, each with its place, by the designer's bundle in a worker.
        Some(false) => {
            let problems = shown(&validate::problems(&json, validate::unexplained).await);
            return Err(Refused { problems, fixable: Some(json) });
        }
        None => vec![validate::unchecked()],
    };
    Err(Refused { problems: shown(&problems), fixable: None })
}

/// The name a design gets when a game of the library already has its name in `lang` (the
/// language shown): its name with the first free number, "Taquin (2)", "(3)"…, in each language
/// of its name; None when its name is free.
fn distinct_name(shelf: Shelf, design: &tablier::model::Design, lang: Lang) -> Option<tablier::model::Words> {
    let games = untrack(|| shelf.games());
    let taken = |name: &str, l: Lang| games.iter().any(|e| e.game.design.name.get(l) == name);
    if !taken(design.name.get(lang), lang) {
        return None;
    }
    (2..)
        .map(|n| design.name.map(|name, _| format!("{name} ({n})"), design.home()))
        .find(|name| [Lang::En, Lang::Fr].into_iter().all(|l| !taken(name.get(l), l)))
}

/// A copy of a game, named "… (copy)", and numbered as an import is when that name is taken:
/// "Taquin (copy) (2)". Checked again (a longer name may break a limit).
pub async fn duplicate(shelf: Shelf, entry: &Entry, lang: Lang) -> Result<String, Vec<Text>> {
    let copy = games::copy_json(entry).ok_or_else(Vec::new)?;
    let numbered = read(&copy).and_then(|d| distinct_name(shelf, &d, lang)).and_then(|name| renamed(&copy, &name));
    admit(shelf, numbered.unwrap_or(copy)).await.map_err(|refused| refused.problems)
}
