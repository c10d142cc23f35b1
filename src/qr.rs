//! QR codes of addresses, so that a tablet's camera opens what a teacher shows: the address of
//! the app on the class network (`./run.sh --lan` draws it in the terminal) and a game's link
//! (the library's "Share" draws it as SVG). Made by the `qrcode` crate; this module only chooses
//! how they are drawn.

use qrcode::render::unicode::Dense1x2;
use qrcode::QrCode;

/// `text` as a QR code drawn with half blocks (two rows of modules per line of text), light
/// modules drawn and dark ones left to the background, as terminals are mostly dark; with its
/// quiet zone, which a camera needs. None when the text is too long for a QR code.
pub fn terminal(text: &str) -> Option<String> {
    let code = QrCode::new(text.as_bytes()).ok()?;
    Some(code.render::<Dense1x2>().dark_color(Dense1x2::Light).light_color(Dense1x2::Dark).quiet_zone(true).build())
}

/// The longest text drawn for a projector: beyond it the code's squares get too small for a
/// tablet's camera across a classroom.
pub const MAX_PROJECTED: usize = 1500;

/// `text` as an SVG QR code to project (dark on white, with its quiet zone; low error
/// correction, the largest squares); None when it is longer than `MAX_PROJECTED`.
pub fn svg(text: &str) -> Option<String> {
    if text.len() > MAX_PROJECTED {
        return None;
    }
    let code = QrCode::with_error_correction_level(text.as_bytes(), qrcode::EcLevel::L).ok()?;
    Some(code.render::<qrcode::render::svg::Color>().quiet_zone(true).min_dimensions(240, 240).build())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_up_to_the_projected_limit_is_drawn_and_a_longer_one_is_not() {
        let link = format!("https://school.example/tablier/#/shared/1.{}", "a".repeat(MAX_PROJECTED - 45));
        assert!(link.len() <= MAX_PROJECTED);
        assert!(svg(&link).is_some_and(|s| s.contains("<svg") && s.contains("<path")));
        assert_eq!(svg(&format!("{link}bbbbbbbbbb")), None);
    }
}
