//! Built-in pictures (drawn for Tablier; the files are in public/img) and `data:` URLs from
//! designs. A name that is neither gives None: the token's label is drawn instead.
//!
//! The built-in drawings travel inside the bundle and are drawn from `blob:` URLs made once
//! each. As 99 files they weighed 27 KB gzip and 99 requests on a library's first load; inside
//! the wasm, compressed together, about 7.6 KB. (One Blob each: both `<img>` and SVG `<image>`
//! draw it, and the browser keeps each decoded once.)

use std::cell::RefCell;

use wasm_bindgen::JsValue;

/// `BUILT_IN`: every picture's name and drawing, read from public/img/<name>.svg when the
/// bundle is built.
macro_rules! pictures {
    [$($name:literal),* $(,)?] => {
        pub const BUILT_IN: &[(&str, &str)] = &[$(($name, include_str!(concat!("../../../public/img/", $name, ".svg")))),*];
    };
}

pictures![
    "animal-bat",
    "animal-bee",
    "animal-bird",
    "animal-butterfly",
    "animal-cat",
    "animal-cow",
    "animal-dog",
    "animal-duck",
    "animal-eagle",
    "animal-horse",
    "animal-owl",
    "animal-pig",
    "animal-rabbit",
    "animal-snail",
    "ball-black",
    "ball-blue",
    "ball-green",
    "ball-orange",
    "ball-pink",
    "ball-purple",
    "ball-red",
    "ball-yellow",
    "board-morris",
    "card-back",
    "die-1",
    "die-2",
    "die-3",
    "die-4",
    "die-5",
    "die-6",
    "digit-0",
    "digit-1",
    "digit-2",
    "digit-3",
    "digit-4",
    "digit-5",
    "digit-6",
    "digit-7",
    "digit-8",
    "digit-9",
    "disc-black",
    "disc-white",
    "felt",
    "fruit-apple",
    "fruit-banana",
    "fruit-cherry",
    "fruit-pear",
    "goose-blue",
    "goose-green",
    "goose-orange",
    "goose-purple",
    "goose-red",
    "goose-spiral",
    "goose-yellow",
    "grass",
    "letter-a",
    "letter-b",
    "letter-c",
    "letter-d",
    "man-black",
    "man-white",
    "mark-o",
    "mark-x",
    "mosaic-black",
    "mosaic-blue",
    "mosaic-first",
    "mosaic-joker",
    "mosaic-red",
    "mosaic-white",
    "mosaic-yellow",
    "op-divide",
    "op-equals",
    "op-minus",
    "op-plus",
    "op-times",
    "paper",
    "peg-blue",
    "peg-green",
    "peg-orange",
    "peg-purple",
    "peg-red",
    "peg-yellow",
    "square-bridge",
    "square-death",
    "square-goose",
    "square-inn",
    "square-maze",
    "square-prison",
    "square-well",
    "star",
    "tile-1",
    "tile-2",
    "tile-3",
    "tile-4",
    "tile-5",
    "tile-6",
    "tile-7",
    "tile-8",
    "wood",
];

thread_local! {
    /// Each built-in picture's `blob:` URL once made, by its place in `BUILT_IN`.
    static URLS: RefCell<Vec<Option<String>>> = const { RefCell::new(Vec::new()) };
}

/// The URL to draw for a picture name, if there is a picture.
pub fn url(name: &str) -> Option<String> {
    if name.starts_with("data:image/") {
        return Some(name.to_string());
    }
    let i = BUILT_IN.iter().position(|(n, _)| *n == name)?;
    URLS.with(|urls| {
        let mut urls = urls.borrow_mut();
        if urls.len() < BUILT_IN.len() {
            urls.resize(BUILT_IN.len(), None);
        }
        if urls[i].is_none() {
            urls[i] = blob_url(BUILT_IN[i].1);
        }
        urls[i].clone()
    })
}

/// A picture's name for `data-picture` (tests and tools read it; the URL says nothing): the
/// built-in picture's own, "uploaded" for a design's `data:` picture, "" for none.
pub fn hook(name: &str) -> &'static str {
    match BUILT_IN.iter().find(|(n, _)| *n == name) {
        Some((n, _)) => n,
        None if name.starts_with("data:image/") => "uploaded",
        None => "",
    }
}

/// A URL for an SVG drawing held in memory; None where the browser refuses (the label is drawn).
fn blob_url(svg: &str) -> Option<String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(svg));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("image/svg+xml");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}
