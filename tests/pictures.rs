//! The built-in pictures: every picture a built-in game names is drawn in `public/img` and
//! listed in the browser app's `pictures!` (src/web/shared/images.rs, which puts each drawing
//! into the bundle), and each drawing is a small, self-contained SVG: drawn from a `data:` URL
//! (the board a child plays on) it can reach nothing outside itself, and written inline (a card's
//! still picture, `images::inline`) nothing of the page reaches into it.

use std::collections::BTreeSet;
use std::path::PathBuf;

use serde_json::Value;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Names of the SVG files in public/img.
fn drawn() -> BTreeSet<String> {
    std::fs::read_dir(root().join("public/img"))
        .expect("public/img")
        .filter_map(|e| e.ok()?.file_name().to_str()?.strip_suffix(".svg").map(str::to_string))
        .collect()
}

/// The names between the brackets of `pictures!` (which makes `BUILT_IN`) in
/// src/web/shared/images.rs, in file order.
fn built_in() -> Vec<String> {
    let text = std::fs::read_to_string(root().join("src/web/shared/images.rs")).expect("src/web/shared/images.rs");
    let start = text.find("\npictures![").expect("the list of pictures");
    let list = &text[start..start + text[start..].find("];").expect("the end of BUILT_IN")];
    list.split('"').skip(1).step_by(2).map(str::to_string).collect()
}

/// Every picture name in a design: token fronts and backs, die faces, board backgrounds.
fn pictures(design: &Value, out: &mut BTreeSet<String>) {
    let mut add = |v: &Value| {
        if let Some(s) = v.as_str().filter(|s| !s.is_empty() && !s.starts_with("data:")) {
            out.insert(s.to_string());
        }
    };
    for t in design["token_types"].as_array().into_iter().flatten() {
        add(&t["front"]);
        add(&t["back"]);
    }
    for d in design["dice"].as_array().into_iter().flatten() {
        for f in d["faces"].as_array().into_iter().flatten() {
            add(&f["picture"]);
        }
    }
    add(&design["grid"]["geometry"]["background"]);
    for kind in ["trays", "waiting_areas", "result_areas"] {
        for b in design[kind].as_array().into_iter().flatten() {
            add(&b["geometry"]["background"]);
        }
    }
}

#[test]
fn every_picture_of_the_built_in_games_is_drawn_and_listed() {
    let (drawn, listed) = (drawn(), built_in());
    let mut used = BTreeSet::new();
    for entry in std::fs::read_dir(root().join("games")).expect("games/") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "json") {
            let text = std::fs::read_to_string(&path).expect("a game");
            pictures(&serde_json::from_str(&text).expect("JSON"), &mut used);
        }
    }
    let missing: Vec<&String> = used.iter().filter(|n| !drawn.contains(*n)).collect();
    assert!(missing.is_empty(), "named by games/ but not in public/img: {missing:?}");
    let unlisted: Vec<&String> = used.iter().filter(|n| !listed.contains(n)).collect();
    assert!(unlisted.is_empty(), "named by games/ but not in BUILT_IN: {unlisted:?}");
    assert_eq!(listed.iter().cloned().collect::<BTreeSet<_>>(), drawn, "BUILT_IN and public/img differ");
    let mut sorted = listed.clone();
    sorted.sort();
    assert_eq!(listed, sorted, "BUILT_IN is kept sorted");
}

#[test]
fn pictures_are_small_self_contained_svg() {
    for name in drawn() {
        let text = std::fs::read_to_string(root().join("public/img").join(format!("{name}.svg"))).expect("an SVG");
        assert!(text.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\""), "{name}: no viewBox");
        // One drawing in one <svg>: a card's picture writes what it holds inline (images::inline),
        // with its viewBox (and nothing else of the root is kept); no style or class the page's
        // could meet.
        assert!(text.trim_end().ends_with("</svg>") && text.matches("<svg").count() == 1, "{name}: not one <svg>");
        let root = &text[..text.find('>').expect("the root's end")];
        let kept = ["xmlns=", "viewBox=", "preserveAspectRatio="];
        let attributes = root.split(' ').skip(1).filter(|a| a.contains('='));
        assert!(attributes.clone().all(|a| kept.iter().any(|k| a.starts_with(k))), "{name}: {root}");
        assert!(!text.contains("<style") && !text.contains(" class=") && !text.contains(" style="), "{name}: style");
        assert!(!text.contains("<script") && !text.contains(" on"), "{name}: scripts");
        // Only references inside the picture itself (`href="#id"`).
        assert_eq!(text.matches("href=\"").count(), text.matches("href=\"#").count(), "{name}: outside references");
        assert!(!text.contains("url(") || text.matches("url(").count() == text.matches("url(#").count(), "{name}");
        // Raw size; gzip brings the largest (the goose's track) to about 1.4 KB.
        assert!(text.len() <= 6 * 1024, "{name}: {} bytes", text.len());
    }
}

/// Written inline in one page (a library card's picture), two drawings must not name two
/// things alike: an `id` is the page's.
#[test]
fn picture_ids_are_distinct_across_the_drawings() {
    let mut seen = std::collections::BTreeMap::new();
    for name in drawn() {
        let text = std::fs::read_to_string(root().join("public/img").join(format!("{name}.svg"))).expect("an SVG");
        for id in text.split(" id=\"").skip(1).filter_map(|rest| rest.split('"').next()) {
            if let Some(other) = seen.insert(id.to_string(), name.clone()) {
                assert_eq!(other, name, "id \"{id}\" in {other} and {name}");
            }
        }
    }
}
