//! "Share" on an educator's game: the game's link (the design inside it, `link.rs`), its QR
//! code to project for the tablets' cameras, and "Copy link". A design too large for a QR code
//! says so and what makes it large (its pictures, most often), and offers its file instead.

use leptos::prelude::*;
use tablier::lang::Text;
use wasm_bindgen::{JsCast, JsValue};

use crate::link;
use crate::shared::files;
use crate::shared::i18n::{tr, use_lang};
use crate::shared::route::Route;

/// What sharing a game found: the link and its QR code (None: too large for one).
#[derive(Clone)]
struct Shared {
    link: String,
    qr: Option<String>,
}

/// The sharing panel of one game, opened under its card.
#[component]
pub fn SharePanel(name: String, json: String, close: Callback<()>) -> impl IntoView {
    let lang = use_lang();
    let shared = RwSignal::new(None::<Option<Shared>>);
    let copied = RwSignal::new(false);
    let made = json.clone();
    leptos::task::spawn_local(async move {
        let link = link::pack(&made).await.map(|payload| address(&payload));
        shared.try_set(Some(link.map(|link| Shared { qr: tablier::qr::svg(&link), link })));
    });
    let large = too_large_words(&json);
    let copy = move |_| {
        if let Some(Some(s)) = shared.get_untracked() {
            copy_text(&s.link);
            copied.set(true);
        }
    };
    let file = files::file_name(&name);
    view! {
        <section class="share-panel" data-testid="share-panel" role="dialog"
            aria-label=move || tr(lang.get(), "Share this game", "Partager ce jeu")>
            {move || match shared.get() {
                None => view! { <p role="status">{move || tr(lang.get(), "Making the link…", "Création du lien…")}</p> }.into_any(),
                Some(None) => view! { <p role="status">{move || tr(lang.get(),
                    "This browser cannot make links: share the game's file (Export).",
                    "Ce navigateur ne peut pas faire de lien : partagez le fichier du jeu (Exporter).")}</p> }.into_any(),
                Some(Some(s)) => {
                    let (link, qr) = (s.link.clone(), s.qr.clone());
                    let large = large.clone();
                    let file = file.clone();
                    let json = json.clone();
                    view! {
                        {match qr {
                            Some(svg) => view! {
                                <p>{move || tr(lang.get(), "Show this code: a tablet's camera opens the game.", "Montrez ce code : l'appareil photo d'une tablette ouvre le jeu.")}</p>
                                <div class="share-qr" data-testid="share-qr" inner_html=svg></div>
                            }.into_any(),
                            None => view! {
                                <p data-testid="share-too-large">{move || large.get(lang.get()).to_string()}</p>
                                <button class="big" data-testid="share-file" on:click=move |_| files::download(&file, &json)>
                                    {move || tr(lang.get(), "Export the file", "Exporter le fichier")}
                                </button>
                            }.into_any(),
                        }}
                        <label class="field">{move || tr(lang.get(), "The game's link", "Le lien du jeu")}
                            <input type="text" readonly=true data-testid="share-link" prop:value=link.clone()
                                on:focus=select_all />
                        </label>
                        <button class="big primary" data-testid="share-copy" on:click=copy>
                            {move || if copied.get() { tr(lang.get(), "✓ Link copied", "✓ Lien copié") } else { tr(lang.get(), "Copy link", "Copier le lien") }}
                        </button>
                    }.into_any()
                }
            }}
            <button class="big" data-testid="share-close" on:click=move |_| close.run(())>
                {move || tr(lang.get(), "Close", "Fermer")}
            </button>
        </section>
    }
}

/// The link chosen whole when its field is reached (to copy by hand where the clipboard is refused).
fn select_all(ev: leptos::ev::FocusEvent) {
    if let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
        input.select();
    }
}

/// The whole address of a link's payload: this app's library page, wherever it is hosted.
fn address(payload: &str) -> String {
    let here = window().location().href().unwrap_or_default();
    let page = here.split('#').next().unwrap_or_default().to_string();
    let route = Route::Shared { payload: payload.to_string() }.href();
    format!("{page}{}", route.trim_start_matches(crate::shared::route::ROOT))
}

/// Why a game is too large for a QR code: its pictures when they weigh most of it.
fn too_large_words(json: &str) -> Text {
    let pictures: usize = json.split('"').filter(|s| s.starts_with("data:")).map(str::len).sum();
    let kb = |n: usize| n.div_ceil(1024);
    if pictures * 2 > json.len() {
        Text::new(
            format!(
                "This game is too large for a QR code: its pictures weigh {} KB of its {} KB. Send its file, or its link (below) by message.",
                kb(pictures),
                kb(json.len())
            ),
            format!(
                "Ce jeu est trop grand pour un code QR : ses images pèsent {} Ko de ses {} Ko. Envoyez son fichier, ou son lien (ci-dessous) par message.",
                kb(pictures),
                kb(json.len())
            ),
        )
    } else {
        Text::new(
            format!("This game is too large for a QR code ({} KB). Send its file, or its link (below) by message.", kb(json.len())),
            format!("Ce jeu est trop grand pour un code QR ({} Ko). Envoyez son fichier, ou son lien (ci-dessous) par message.", kb(json.len())),
        )
    }
}

/// Copy text with the browser's clipboard (asked through `navigator.clipboard`, which web-sys
/// keeps behind its unstable flag); the link stays in its field to copy by hand otherwise.
fn copy_text(text: &str) {
    let navigator = window().navigator();
    let Ok(clipboard) = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard")) else { return };
    let Ok(write) = js_sys::Reflect::get(&clipboard, &JsValue::from_str("writeText")) else { return };
    if let Ok(write) = write.dyn_into::<js_sys::Function>() {
        let _ = write.call1(&clipboard, &JsValue::from_str(text));
    }
}

