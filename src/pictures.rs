//! Pictures uploaded by a designer: which files are accepted, the size they are stored at, and
//! which `data:` URLs a design may hold.
//!
//! An upload is recognised by its first bytes, never by its file name: PNG, JPEG, WebP or SVG.
//! It is drawn at most [`MAX_SIDE`] pixels on its longest side and stored in the design as a
//! PNG, JPEG or WebP `data:` URL; an SVG is stored drawn, so no script or link of it is kept.

use crate::lang::Text;

/// Largest file accepted for upload, in bytes (10 MB).
pub const MAX_UPLOAD_BYTES: u64 = 10 * MB;
/// Longest side of a stored picture, in pixels.
pub const MAX_SIDE: u32 = 256;
/// Most pixels in a picture that is decoded to be made smaller (a small file can hold a huge
/// picture: it is refused before it is drawn).
pub const MAX_PIXELS: u64 = 40_000_000;
/// Longest `data:` URL an upload may give once made smaller.
pub const MAX_DATA_URL_BYTES: usize = 300 * 1024;

const MB: u64 = 1024 * 1024;

/// The kinds of files accepted as pictures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PictureKind {
    Png,
    Jpeg,
    Webp,
    Svg,
}

impl PictureKind {
    /// The MIME type of the kind, such as `image/png`.
    pub fn mime(self) -> &'static str {
        match self {
            PictureKind::Png => "image/png",
            PictureKind::Jpeg => "image/jpeg",
            PictureKind::Webp => "image/webp",
            PictureKind::Svg => "image/svg+xml",
        }
    }
}

/// The kind of picture that a file starting with `head` is, by its content: the PNG signature,
/// JPEG's `FF D8 FF`, WebP's `RIFF....WEBP`, or a text whose first element is `<svg` (after a
/// byte order mark, spaces, an XML declaration, comments and a doctype).
pub fn sniff(head: &[u8]) -> Option<PictureKind> {
    if head.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some(PictureKind::Png)
    } else if head.starts_with(b"\xff\xd8\xff") {
        Some(PictureKind::Jpeg)
    } else if head.len() >= 12 && head.starts_with(b"RIFF") && &head[8..12] == b"WEBP" {
        Some(PictureKind::Webp)
    } else if is_svg(head) {
        Some(PictureKind::Svg)
    } else {
        None
    }
}

/// True when the first element of the text is `<svg`.
fn is_svg(head: &[u8]) -> bool {
    let mut s = head.strip_prefix(b"\xef\xbb\xbf").unwrap_or(head);
    loop {
        s = &s[s.iter().position(|c| !c.is_ascii_whitespace()).unwrap_or(s.len())..];
        let rest = if s.starts_with(b"<?") {
            after(s, b"?>")
        } else if s.starts_with(b"<!--") {
            after(&s[4..], b"-->")
        } else if s.len() >= 9 && s[..9].eq_ignore_ascii_case(b"<!doctype") {
            after_doctype(s)
        } else {
            break;
        };
        match rest {
            Some(rest) => s = rest,
            None => return false,
        }
    }
    s.starts_with(b"<svg") && s.get(4).is_none_or(|&c| c.is_ascii_whitespace() || c == b'>' || c == b'/')
}

/// What follows the first `end` in `s`.
fn after<'a>(s: &'a [u8], end: &[u8]) -> Option<&'a [u8]> {
    s.windows(end.len()).position(|w| w == end).map(|i| &s[i + end.len()..])
}

/// What follows a doctype, which may hold declarations between `[` and `]`.
fn after_doctype(s: &[u8]) -> Option<&[u8]> {
    let mut inside = false;
    for (i, &c) in s.iter().enumerate() {
        match c {
            b'[' => inside = true,
            b']' => inside = false,
            b'>' if !inside => return Some(&s[i + 1..]),
            _ => {}
        }
    }
    None
}

/// Whether a file of `size` bytes starting with `head` may be uploaded as a picture, and which
/// kind it is; else a sentence for the designer.
pub fn check_upload(size: u64, head: &[u8]) -> Result<PictureKind, Text> {
    if size > MAX_UPLOAD_BYTES {
        // Tenths of a MB, rounded up so that a file just over the limit does not read "10.0 MB".
        let tenths = size.saturating_mul(10).div_ceil(MB);
        let limit = MAX_UPLOAD_BYTES / MB;
        let (whole, tenth) = (tenths / 10, tenths % 10);
        return Err(Text::new(
            format!("This picture is too big ({whole}.{tenth} MB): choose one under {limit} MB."),
            format!(
                "Cette image est trop grande ({whole},{tenth} Mo)\u{a0}: choisissez-en une de moins de {limit} Mo."
            ),
        ));
    }
    if size == 0 || head.is_empty() {
        return Err(Text::new(
            "This file is empty: choose a PNG, JPEG, WebP or SVG picture.",
            "Ce fichier est vide\u{a0}: choisissez une image PNG, JPEG, WebP ou SVG.",
        ));
    }
    sniff(head).ok_or_else(|| {
        Text::new(
            "This file is not a picture: choose a PNG, JPEG, WebP or SVG file.",
            "Ce fichier n'est pas une image\u{a0}: choisissez un fichier PNG, JPEG, WebP ou SVG.",
        )
    })
}

/// The size to draw a `width` x `height` picture at: its longest side at most [`MAX_SIDE`],
/// the same shape, never 0 and never larger than it is.
pub fn fit(width: u32, height: u32) -> (u32, u32) {
    let (w, h) = (u64::from(width.max(1)), u64::from(height.max(1)));
    let long = w.max(h);
    if long <= u64::from(MAX_SIDE) {
        return (w as u32, h as u32);
    }
    let scale = |n: u64| ((n * u64::from(MAX_SIDE) + long / 2) / long).max(1) as u32;
    (scale(w), scale(h))
}

/// The size to draw an uploaded picture at, from the size the browser decoded it at, or why it
/// cannot be stored. A drawing (SVG) has no pixels of its own: it is drawn with its longest side
/// [`MAX_SIDE`] pixels, and square when it gives no size.
pub fn draw_size(kind: PictureKind, width: u32, height: u32) -> Result<(u32, u32), Text> {
    if kind == PictureKind::Svg {
        if width == 0 || height == 0 {
            return Ok((MAX_SIDE, MAX_SIDE));
        }
        let long = width.max(height);
        let scale = |n: u32| ((u64::from(n) * u64::from(MAX_SIDE) + u64::from(long) / 2) / u64::from(long)).max(1);
        return Ok((scale(width) as u32, scale(height) as u32));
    }
    if width == 0 || height == 0 {
        return Err(unreadable());
    }
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        let millions = MAX_PIXELS / 1_000_000;
        return Err(Text::new(
            format!("This picture is too large ({width} x {height} pixels): choose one of at most {millions} million pixels."),
            format!("Cette image est trop grande ({width} x {height} pixels)\u{a0}: choisissez-en une d'au plus {millions} millions de pixels."),
        ));
    }
    Ok(fit(width, height))
}

/// The browser could not decode an upload.
/// Does an SVG's text hold anything that could run: a script element, an event attribute
/// (`onload=`…), a `javascript:` link or a foreign (HTML) object? Such a picture is refused
/// with [`scripted`] rather than quietly cleaned: the educator learns why it is not used.
pub fn svg_is_active(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    if ["<script", "javascript:", "<foreignobject", "<iframe", "<embed", "<object"].iter().any(|w| lower.contains(w)) {
        return true;
    }
    // An attribute named on… : a space (or newline, tab, slash) then "on", letters, "=".
    let bytes = lower.as_bytes();
    bytes.windows(3).enumerate().any(|(i, w)| {
        (w[0].is_ascii_whitespace() || w[0] == b'/') && w[1] == b'o' && w[2] == b'n' && {
            let rest = &bytes[i + 3..];
            let name = rest.iter().take_while(|b| b.is_ascii_alphabetic()).count();
            name > 0 && rest[name..].iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'=')
        }
    })
}

/// May a picture of `picture_bytes` (its `data:` URL) join a design whose JSON has
/// `design_bytes`? A design over the loader's 5 MB could not be opened again once shared.
pub fn fits_in_design(design_bytes: usize, picture_bytes: usize) -> Result<(), Text> {
    let limit = crate::load::MAX_FILE_BYTES;
    if design_bytes.saturating_add(picture_bytes) <= limit {
        return Ok(());
    }
    let mb = |b: usize| (b as f64 / 1048576.0 * 10.0).ceil() / 10.0;
    let (now, max) = (mb(design_bytes), mb(limit));
    Err(Text::new(
        format!("This picture would make the game too big to share ({now} MB of {max} MB are used): choose a smaller picture or reuse one."),
        format!(
            "Cette image rendrait le jeu trop gros pour être partagé ({} Mo sur {} Mo sont utilisés)\u{a0}: choisissez une image plus petite ou réutilisez-en une.",
            now.to_string().replace('.', ","),
            max.to_string().replace('.', ",")
        ),
    ))
}

/// The refusal of an SVG that holds a script.
pub fn scripted() -> Text {
    Text::new(
        "This SVG picture holds a script, so it is not used: save it as a PNG or choose another picture.",
        "Cette image SVG contient un script, elle n'est donc pas utilisée\u{a0}: enregistrez-la en PNG ou choisissez une autre image.",
    )
}

pub fn unreadable() -> Text {
    Text::new(
        "This picture could not be read: choose another one.",
        "Cette image n'a pas pu être lue\u{a0}: choisissez-en une autre.",
    )
}

/// An upload still takes more than [`MAX_DATA_URL_BYTES`] once made smaller.
pub fn too_heavy() -> Text {
    Text::new(
        "This picture is still too heavy once made smaller: choose a simpler one.",
        "Cette image reste trop lourde une fois réduite\u{a0}: choisissez-en une plus simple.",
    )
}

/// True for a `data:` URL that a design may hold: `data:image/png;base64,`,
/// `data:image/jpeg;base64,` or `data:image/webp;base64,`, then base64 text (at most two `=` at
/// the end) whose first bytes are a picture of that kind.
pub fn is_safe_data_url(s: &str) -> bool {
    let kinds = [PictureKind::Png, PictureKind::Jpeg, PictureKind::Webp];
    let Some((kind, data)) = kinds.into_iter().find_map(|k| {
        let rest = s.strip_prefix("data:")?.strip_prefix(k.mime())?.strip_prefix(";base64,")?;
        Some((k, rest))
    }) else {
        return false;
    };
    let body = data.trim_end_matches('=');
    if body.is_empty() || data.len() - body.len() > 2 || !body.bytes().all(|c| value(c).is_some()) {
        return false;
    }
    // 16 characters give the 12 bytes that tell the kinds apart.
    let mut head = Vec::with_capacity(12);
    let (mut bits, mut n) = (0u32, 0);
    for c in body.bytes().take(16) {
        bits = (bits << 6 | u32::from(value(c).unwrap_or(0))) & 0xfff;
        n += 6;
        if n >= 8 {
            n -= 8;
            head.push((bits >> n) as u8);
        }
    }
    sniff(&head) == Some(kind)
}

/// The value of a base64 character.
fn value(c: u8) -> Option<u8> {
    match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
    const JPEG: &[u8] = b"\xff\xd8\xff\xe0\0\x10JFIF\0";
    const WEBP: &[u8] = b"RIFF\x24\0\0\0WEBPVP8 ";

    #[test]
    fn sniffs_each_kind() {
        assert_eq!(sniff(PNG), Some(PictureKind::Png));
        assert_eq!(sniff(JPEG), Some(PictureKind::Jpeg));
        assert_eq!(sniff(WEBP), Some(PictureKind::Webp));
        assert_eq!(sniff(b"<svg xmlns=\"http://www.w3.org/2000/svg\"/>"), Some(PictureKind::Svg));
        assert_eq!(sniff(b"<svg>"), Some(PictureKind::Svg));
        assert_eq!(sniff(b"<svg"), Some(PictureKind::Svg), "a head cut just after the name");
    }

    #[test]
    fn svg_after_prolog_comments_and_doctype() {
        let inkscape = "\u{feff}<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n\
            <!-- Created with Inkscape (http://www.inkscape.org/) -->\n\n<svg\n   width=\"210mm\">";
        assert_eq!(sniff(inkscape.as_bytes()), Some(PictureKind::Svg));
        let illustrator = "<?xml version=\"1.0\"?>\r\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \
            \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\" [\n<!ENTITY ns_svg \"http://www.w3.org/2000/svg\">\n\
            <!ENTITY ns_xlink \"http://www.w3.org/1999/xlink\">\n]>\n<svg version=\"1.1\">";
        assert_eq!(sniff(illustrator.as_bytes()), Some(PictureKind::Svg));
    }

    #[test]
    fn refuses_what_is_not_a_picture() {
        for head in [
            &b"Hello, this is a text file.\n"[..],
            b"<!DOCTYPE html>\n<html><body><svg></svg></body></html>",
            b"<html><svg>",
            b"<svgx>",
            b"<SVG>",
            b"<?xml version=\"1.0\"?><!-- <svg> -->",
            b"<?xml version=\"1.0\"?><!-- never closed <svg>",
            b"PK\x03\x04\x14\0\0\0\x08\0",
            b"%PDF-1.7",
            b"GIF89a",
            b"RIFF\x24\0\0\0WAVEfmt ",
            b"\x89PN",
            b"\xff\xd8",
            b"",
        ] {
            assert_eq!(sniff(head), None, "{:?}", String::from_utf8_lossy(head));
        }
    }

    #[test]
    fn uploads() {
        assert_eq!(check_upload(1234, PNG), Ok(PictureKind::Png));
        assert_eq!(check_upload(MAX_UPLOAD_BYTES, b"<svg>"), Ok(PictureKind::Svg));
        let big = check_upload(20 * MB, PNG).unwrap_err();
        assert_eq!(big.en, "This picture is too big (20.0 MB): choose one under 10 MB.");
        assert_eq!(big.fr, "Cette image est trop grande (20,0 Mo)\u{a0}: choisissez-en une de moins de 10 Mo.");
        let just_over = check_upload(MAX_UPLOAD_BYTES + 1, PNG).unwrap_err();
        assert!(just_over.en.contains("(10.1 MB)"), "{}", just_over.en);
        let text = check_upload(30, b"Hello, this is a text file.\n").unwrap_err();
        assert_eq!(text.en, "This file is not a picture: choose a PNG, JPEG, WebP or SVG file.");
        assert!(text.fr.starts_with("Ce fichier n'est pas une image"));
        assert!(check_upload(0, b"").unwrap_err().en.starts_with("This file is empty"));
    }

    #[test]
    fn fits() {
        assert_eq!(fit(100, 50), (100, 50), "never larger");
        assert_eq!(fit(256, 256), (256, 256));
        assert_eq!(fit(512, 256), (256, 128));
        assert_eq!(fit(300, 1200), (64, 256));
        assert_eq!(fit(1000, 333), (256, 85));
        assert_eq!(fit(10_000, 1), (256, 1), "never 0");
        assert_eq!(fit(0, 0), (1, 1));
        assert_eq!(fit(u32::MAX, u32::MAX), (256, 256));
    }

    #[test]
    fn draw_sizes() {
        assert_eq!(draw_size(PictureKind::Png, 4000, 3000), Ok((256, 192)));
        assert_eq!(draw_size(PictureKind::Jpeg, 20, 10), Ok((20, 10)));
        assert_eq!(draw_size(PictureKind::Svg, 20, 10), Ok((256, 128)), "a drawing is drawn at full size");
        assert_eq!(draw_size(PictureKind::Svg, 0, 0), Ok((256, 256)));
        assert_eq!(draw_size(PictureKind::Webp, 0, 10), Err(unreadable()));
        let huge = draw_size(PictureKind::Png, 20_000, 20_000).unwrap_err();
        assert!(huge.en.contains("20000 x 20000 pixels"), "{}", huge.en);
    }

    #[test]
    fn safe_data_urls() {
        // The 1 x 1 PNG, JPEG and WebP pictures that a canvas gives, cut short: only their start is read.
        assert!(is_safe_data_url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="));
        assert!(is_safe_data_url("data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQ"));
        assert!(is_safe_data_url(
            "data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAQAcJaQAA3AA/v3AgAA="
        ));
        for bad in [
            "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+",
            "data:image/svg+xml,<svg onload=\"alert(1)\"/>",
            "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
            "data:image/png;base64,",
            "data:image/png;base64,iVBORw0KGgo AAAA",
            "data:image/png;base64,iVBORw0KGgo===",
            "data:image/png,iVBORw0KGgo",
            "DATA:image/png;base64,iVBORw0KGgo",
            // An SVG (or anything else) declared as a PNG.
            "data:image/png;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+",
            // A PNG declared as a JPEG.
            "data:image/jpeg;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB",
            "javascript:alert(1)",
            "cat",
        ] {
            assert!(!is_safe_data_url(bad), "{bad}");
        }
    }

    #[test]
    fn svg_with_a_script_is_refused() {
        assert!(svg_is_active("<svg><script>alert(1)</script></svg>"));
        assert!(svg_is_active("<svg onload=\"alert(1)\"></svg>"));
        assert!(svg_is_active("<svg><a href=\"javascript:alert(1)\"><rect/></a></svg>"));
        assert!(svg_is_active("<svg><rect\nONCLICK = 'x'/></svg>"));
        assert!(svg_is_active("<svg><foreignObject><div/></foreignObject></svg>"));
        assert!(!svg_is_active("<svg viewBox=\"0 0 10 10\"><text>on the moon = fun</text><rect font=\"icon\"/></svg>"));
        assert!(!svg_is_active("<svg><g id=\"one\" class=\"bonus\"/></svg>"));
        assert!(scripted().fr.contains("script"));
    }

    #[test]
    fn a_picture_that_would_make_the_game_too_big_to_share_is_refused() {
        assert!(fits_in_design(1000, 200_000).is_ok());
        let why = fits_in_design(5 * 1024 * 1024 - 100, 200_000).unwrap_err();
        assert!(why.en.contains("too big to share (5 MB of 5 MB are used)"), "{}", why.en);
        assert!(why.fr.contains("5 Mo sur 5 Mo"), "{}", why.fr);
        assert!(fits_in_design(usize::MAX, 1).is_err());
    }
}
