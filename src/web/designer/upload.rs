//! Pictures uploaded in the designer: recognised by their first bytes, decoded by the browser,
//! drawn at most 256 pixels on a canvas and stored in the design as a PNG (or smaller WebP or
//! JPEG) `data:` URL. The rules are in `tablier::pictures`, where they are tested.
//!
//! An SVG is sanitised by being drawn: it is loaded by an `<img>`, where the browser runs none
//! of its scripts and fetches nothing it links to, then drawn on a canvas exported as PNG, which
//! keeps its pixels and nothing of its text. No SVG text is ever stored in a design.

use leptos::prelude::document;
use tablier::lang::Text;
use tablier::pictures::{self, PictureKind};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Bytes read to recognise a file: room for an SVG's XML declaration, comments and doctype.
const HEAD_BYTES: f64 = 4096.0;

/// The `data:` URL to store for an uploaded picture, or a sentence saying why it is refused.
/// A refused file changes nothing: the caller keeps the picture it had.
pub async fn picture(file: web_sys::File) -> Result<String, Text> {
    let size = file.size();
    // Only the first bytes are read here: a file too big or not a picture is refused unread.
    let head = read(&file.slice_with_f64_and_f64(0.0, size.min(HEAD_BYTES)).map_err(|_| pictures::unreadable())?)
        .await
        .ok_or_else(pictures::unreadable)?;
    let kind = pictures::check_upload(size as u64, &head)?;
    if kind == PictureKind::Svg {
        let text = read(&file).await.ok_or_else(pictures::unreadable)?;
        if pictures::svg_is_active(&String::from_utf8_lossy(&text)) {
            return Err(pictures::scripted());
        }
    }
    // The browser is told the kind found in the content, whatever the file's name says.
    let blob =
        file.slice_with_f64_and_f64_and_content_type(0.0, size, kind.mime()).map_err(|_| pictures::unreadable())?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| pictures::unreadable())?;
    let image = load(&url).await;
    let _ = web_sys::Url::revoke_object_url(&url);
    let image = image.ok_or_else(pictures::unreadable)?;
    let (width, height) = pictures::draw_size(kind, image.natural_width(), image.natural_height())?;
    let stored = draw(&image, width, height, kind).ok_or_else(pictures::unreadable)?;
    if stored.len() > pictures::MAX_DATA_URL_BYTES {
        return Err(pictures::too_heavy());
    }
    if !pictures::is_safe_data_url(&stored) {
        return Err(pictures::unreadable());
    }
    Ok(stored)
}

/// The bytes of a blob.
async fn read(blob: &web_sys::Blob) -> Option<Vec<u8>> {
    let buffer = JsFuture::from(blob.array_buffer()).await.ok()?;
    Some(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// An image loaded from `url`, once the browser has read it; None when it cannot.
async fn load(url: &str) -> Option<web_sys::HtmlImageElement> {
    let image = web_sys::HtmlImageElement::new().ok()?;
    let loaded = js_sys::Promise::new(&mut |resolve, reject| {
        image.set_onload(Some(&resolve));
        image.set_onerror(Some(&reject));
    });
    image.set_src(url);
    let ok = JsFuture::from(loaded).await.is_ok();
    image.set_onload(None);
    image.set_onerror(None);
    ok.then_some(image)
}

/// `image` drawn at `width` x `height`, as the shortest of a PNG, a WebP (when the browser can
/// write one) and, for a photograph (JPEG), a JPEG `data:` URL.
fn draw(image: &web_sys::HtmlImageElement, width: u32, height: u32, kind: PictureKind) -> Option<String> {
    let canvas: web_sys::HtmlCanvasElement = document().create_element("canvas").ok()?.dyn_into().ok()?;
    canvas.set_width(width);
    canvas.set_height(height);
    let context: web_sys::CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    // A smoother reduction of large photographs (set by name: no web-sys feature for its type).
    let _ = js_sys::Reflect::set(&context, &"imageSmoothingQuality".into(), &"high".into());
    context.draw_image_with_html_image_element_and_dw_and_dh(image, 0.0, 0.0, width.into(), height.into()).ok()?;
    let mut best = canvas.to_data_url_with_type("image/png").ok()?;
    let quality = JsValue::from_f64(0.9);
    let jpeg = (kind == PictureKind::Jpeg).then_some("image/jpeg");
    for mime in ["image/webp"].into_iter().chain(jpeg) {
        let Ok(url) = canvas.to_data_url_with_type_and_encoder_options(mime, &quality) else { continue };
        // A browser that cannot write the type gives a PNG instead.
        if url.len() < best.len() && url.strip_prefix("data:").is_some_and(|rest| rest.starts_with(mime)) {
            best = url;
        }
    }
    Some(best)
}
