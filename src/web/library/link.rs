//! A game carried by a link, with no server: its design compressed by the browser's own
//! compression streams (zlib's format, whose checksum tells a link that was cut or altered)
//! and written in the link's fragment in base64url, after the version of the format
//! (`#/shared/1.…`): a later format gets a new version, and links of this one keep opening.

use js_sys::{Array, Uint8Array};

use wasm_bindgen_futures::JsFuture;
use wasm_bindgen::prelude::*;
use web_sys::{Blob, ReadableStream, ReadableWritablePair, Response, WritableStream};

// The compression streams, bound here: web-sys has them only behind its unstable flag.
#[wasm_bindgen]
extern "C" {
    type CompressionStream;
    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<CompressionStream, JsValue>;
    #[wasm_bindgen(method, getter)]
    fn readable(this: &CompressionStream) -> ReadableStream;
    #[wasm_bindgen(method, getter)]
    fn writable(this: &CompressionStream) -> WritableStream;

    type DecompressionStream;
    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<DecompressionStream, JsValue>;
    #[wasm_bindgen(method, getter)]
    fn readable(this: &DecompressionStream) -> ReadableStream;
    #[wasm_bindgen(method, getter)]
    fn writable(this: &DecompressionStream) -> WritableStream;
}

/// zlib's format: its checksum finds a link altered on the way.
const FORMAT: &str = "deflate";

/// The format of the links made now.
const VERSION: &str = "1";

/// Why a link does not open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Broken {
    /// Cut or altered: its text does not decode.
    Damaged,
    /// Made by a later Tablier than this one.
    Newer,
}

/// The payload of a link (after `#/shared/`) carrying `json`; None when the browser has no
/// compression streams.
pub async fn pack(json: &str) -> Option<String> {
    let packed = through(json.as_bytes(), true).await?;
    Some(format!("{VERSION}.{}", base64url(&packed)?))
}

/// The design a link's payload carries.
pub async fn unpack(payload: &str) -> Result<String, Broken> {
    let (version, data) = payload.split_once('.').ok_or(Broken::Damaged)?;
    match version {
        VERSION => {}
        v if v.parse::<u32>().is_ok_and(|v| v > 1) => return Err(Broken::Newer),
        _ => return Err(Broken::Damaged),
    }
    let bytes = from_base64url(data).ok_or(Broken::Damaged)?;
    let json = through(&bytes, false).await.ok_or(Broken::Damaged)?;
    String::from_utf8(json).map_err(|_| Broken::Damaged)
}

/// The bytes through a compression (or decompression) stream; None when the stream refuses
/// them (a damaged link) or the browser has none.
async fn through(bytes: &[u8], compress: bool) -> Option<Vec<u8>> {
    let parts = Array::of1(&Uint8Array::from(bytes));
    let input = Blob::new_with_u8_array_sequence(&parts).ok()?.stream();
    let pair = if compress {
        let s = CompressionStream::new(FORMAT).ok()?;
        ReadableWritablePair::new(&s.readable(), &s.writable())
    } else {
        let s = DecompressionStream::new(FORMAT).ok()?;
        ReadableWritablePair::new(&s.readable(), &s.writable())
    };
    let output = input.pipe_through(&pair);
    let response = Response::new_with_opt_readable_stream(Some(&output)).ok()?;
    let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
    Some(Uint8Array::new(&buffer).to_vec())
}

/// Base64url without padding (RFC 4648 §5), by the browser's `btoa`.
fn base64url(bytes: &[u8]) -> Option<String> {
    // `btoa` takes a string of byte-valued characters.
    let binary: String = bytes.iter().map(|&b| char::from(b)).collect();
    let plain = web_sys::window()?.btoa(&binary).ok()?;
    Some(plain.trim_end_matches('=').replace('+', "-").replace('/', "_"))
}

/// The bytes of base64url text (padding optional), by the browser's `atob`; None when it is
/// not base64url.
fn from_base64url(text: &str) -> Option<Vec<u8>> {
    if !text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') {
        return None;
    }
    let mut plain = text.replace('-', "+").replace('_', "/");
    while plain.len() % 4 != 0 {
        plain.push('=');
    }
    let binary = web_sys::window()?.atob(&plain).ok()?;
    binary.chars().map(|c| u8::try_from(u32::from(c)).ok()).collect()
}

