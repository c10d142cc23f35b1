//! Built-in pictures (drawn for Tablier; the files are in public/img) and `data:` URLs from
//! designs. A name that is neither gives None: the token's label is drawn instead.
//!
//! The built-in drawings travel inside the bundle; the board a child plays on draws them from
//! `data:` URLs made once each, a still picture writes them inline (`inline`). As 99 files they
//! weighed 27 KB gzip and 99 requests on a library's first load; inside the wasm, compressed
//! together, about 7.6 KB. (Not `blob:` URLs: each Blob and its URL is a
//! call to the browser's own process, 2 ms apiece here, and the library's cards draw 66
//! pictures before the first shows. Most drawings are under 1 KB.)

use std::cell::RefCell;

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
    /// Each built-in picture's `data:` URL once made, by its place in `BUILT_IN`.
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
            urls[i] = Some(data_url(BUILT_IN[i].1));
        }
        urls[i].clone()
    })
}

/// A built-in picture as markup to write inside an SVG drawing: its `viewBox` and what its
/// `<svg>` holds (tests/pictures.rs keeps every drawing in that shape; its own
/// `preserveAspectRatio` is not taken, as an `<image>` of it would not). Written inline, a
/// picture is read with the rest of the page; drawn from a `data:` URL, each one is a document
/// of its own to the browser, about 10 ms apiece on a slow tablet, and a library's first screen
/// shows some fifty before it is painted.
pub struct Inline {
    pub view_box: &'static str,
    pub body: &'static str,
}

/// The built-in picture `name` as markup (None for a design's own `data:` picture).
pub fn inline(name: &str) -> Option<Inline> {
    let (_, svg) = BUILT_IN.iter().find(|(n, _)| *n == name)?;
    let open = svg.find('>')?;
    let (root, rest) = (&svg[..open], &svg[open + 1..]);
    let body = rest.trim_end().strip_suffix("</svg>")?;
    Some(Inline { view_box: attribute(root, "viewBox")?, body })
}

/// The value of attribute `name` in an opening tag.
fn attribute<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let len = tag[start..].find('"')?;
    Some(&tag[start..start + len])
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

/// A `data:` URL for an SVG drawing: every byte that is not plainly safe in a URL and in an
/// attribute's quotes is written `%XX`.
fn data_url(svg: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::with_capacity(svg.len() * 5 / 4 + 24);
    out.push_str("data:image/svg+xml,");
    for b in svg.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'=' | b':' | b'/' | b'.' | b'-' | b',' | b';' | b'(' | b')' | b'\'' | b'_' => {
                out.push(b as char)
            }
            _ => {
                out.push('%');
                out.push(HEX[(b >> 4) as usize] as char);
                out.push(HEX[(b & 15) as usize] as char);
            }
        }
    }
    out
}
