//! QR codes of addresses, so that a tablet's camera opens what a teacher shows: the address of
//! the app on the class network (`./run.sh --lan` draws it in the terminal). Made by the `qrcode`
//! crate; this module only chooses how it is drawn.

use qrcode::render::unicode::Dense1x2;
use qrcode::QrCode;

/// `text` as a QR code drawn with half blocks (two rows of modules per line of text), light
/// modules drawn and dark ones left to the background, as terminals are mostly dark; with its
/// quiet zone, which a camera needs. None when the text is too long for a QR code.
pub fn terminal(text: &str) -> Option<String> {
    let code = QrCode::new(text.as_bytes()).ok()?;
    Some(code.render::<Dense1x2>().dark_color(Dense1x2::Light).light_color(Dense1x2::Dark).quiet_zone(true).build())
}
