//! Files in and out of the browser: download a design as JSON, the file chosen in a file
//! field.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Offer JSON `text` as a file download named `name`.
pub fn download(name: &str, text: &str) {
    download_as(name, text, "application/json");
}

/// Offer `text` of type `mime` as a file download named `name`.
pub fn download_as(name: &str, text: &str, mime: &str) {
    // A text file ends with a line break (editors and version control expect one).
    let parts = js_sys::Array::of2(&text.into(), &"\n".into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    if let Some(a) = document().create_element("a").ok().and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok()) {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    // Some browsers read the blob after `click` returns: let it go a little later.
    set_timeout(move || drop(web_sys::Url::revoke_object_url(&url)), std::time::Duration::from_secs(10));
}

/// The first file chosen in an `<input type="file">`.
pub fn first(input: &web_sys::HtmlInputElement) -> Option<web_sys::File> {
    input.files()?.get(0)
}

/// A file name for a design: its name in lower case with dashes.
pub fn file_name(name: &str) -> String {
    let slug = slug(name);
    format!("{}.json", if slug.is_empty() { "game" } else { &slug })
}

/// A name as a file name's part: lower-case letters and digits, words joined by "-".
pub fn slug(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_alphanumeric() { c.to_ascii_lowercase() } else { '-' })
        .collect::<String>()
        .split('-')
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}
