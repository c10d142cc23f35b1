//! "Share" on an educator's game, or on today's games (`set_panel.rs`): the link (the design,
//! or the set, inside it: `link.rs`), its QR code to project for the tablets' cameras (shown
//! large on a tap), and "Copy link". Too large for a QR code, it says so and what makes it
//! large (pictures, most often), and offers the file instead.

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

/// The sharing panel of one game, opened under its card; or of a set of games (`set`: its JSON,
/// `tablier::sets`).
#[component]
pub fn SharePanel(
    name: String,
    json: String,
    close: Callback<()>,
    #[prop(optional)] set: bool,
) -> impl IntoView {
    let lang = use_lang();
    let shared = RwSignal::new(None::<Option<Shared>>);
    let copied = RwSignal::new(false);
    let big = RwSignal::new(false);
    let made = json.clone();
    leptos::task::spawn_local(async move {
        let link = link::pack(&made).await.map(|payload| address(&payload, set));
        shared.try_set(Some(link.map(|link| Shared { qr: tablier::qr::svg(&link), link })));
    });
    let large = too_large_words(&json, set);
    let copy = move |_| {
        if let Some(Some(s)) = shared.get_untracked() {
            copy_text(&s.link);
            copied.set(true);
        }
    };
    let file = if set { "todays-games.json".to_string() } else { files::file_name(&name) };
    let what = move |game: (&'static str, &'static str), games: (&'static str, &'static str)| {
        let (en, fr) = if set { games } else { game };
        tr(lang.get(), en, fr)
    };
    view! {
        <section class="share-panel" data-testid="share-panel" role="dialog"
            aria-label=move || what(("Share this game", "Partager ce jeu"), ("Share today's games", "Partager les jeux du jour"))>
            {move || match shared.get() {
                None => view! { <p role="status">{move || tr(lang.get(), "Making the link…", "Création du lien…")}</p> }.into_any(),
                Some(None) => view! { <p role="status">{move || tr(lang.get(),
                    "This browser cannot make links: share the game's file (Export).",
                    "Ce navigateur ne peut pas faire de lien\u{a0}: partagez le fichier du jeu (Exporter).")}</p> }.into_any(),
                Some(Some(s)) => {
                    let (link, qr) = (s.link.clone(), s.qr.clone());
                    let large = large.clone();
                    let file = file.clone();
                    let json = json.clone();
                    view! {
                        {match qr {
                            Some(svg) => view! {
                                <p>{move || what(
                                    ("Show this code: a tablet's camera opens the game.", "Montrez ce code\u{a0}: l'appareil photo d'une tablette ouvre le jeu."),
                                    ("Show this code: a tablet's camera puts today's games on it.", "Montrez ce code\u{a0}: l'appareil photo d'une tablette y met les jeux du jour."))}</p>
                                // A tap shows it as large as the screen, to project; a tap again, back.
                                <button class="share-qr" class:large=move || big.get() data-testid="share-qr"
                                    aria-label=move || match big.get() {
                                        false => tr(lang.get(), "Show the code large", "Montrer le code en grand"),
                                        true => tr(lang.get(), "Back", "Retour"),
                                    }
                                    on:click=move |_| big.update(|b| *b = !*b) inner_html=svg></button>
                                <button class="big" data-testid="share-qr-large" on:click=move |_| big.set(true)>
                                    {move || tr(lang.get(), "Show it large", "Le montrer en grand")}
                                </button>
                            }.into_any(),
                            None => view! {
                                <p data-testid="share-too-large">{move || large.get(lang.get()).to_string()}</p>
                                <button class="big" data-testid="share-file" on:click=move |_| files::download(&file, &json)>
                                    {move || tr(lang.get(), "Export the file", "Exporter le fichier")}
                                </button>
                            }.into_any(),
                        }}
                        <label class="field">{move || what(("The game's link", "Le lien du jeu"), ("The link of today's games", "Le lien des jeux du jour"))}
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

/// The whole address of a link's payload (a game's, or a set's): this app's library page,
/// wherever it is hosted.
fn address(payload: &str, set: bool) -> String {
    let here = window().location().href().unwrap_or_default();
    let page = here.split('#').next().unwrap_or_default().to_string();
    let payload = payload.to_string();
    let route = if set { Route::Set { payload } } else { Route::Shared { payload } }.href();
    format!("{page}{}", route.trim_start_matches(crate::shared::route::ROOT))
}

/// Why a game (or a set) is too large for a QR code: its pictures when they weigh most of it.
fn too_large_words(json: &str, set: bool) -> Text {
    let pictures: usize = json.split('"').filter(|s| s.starts_with("data:")).map(str::len).sum();
    let kb = |n: usize| n.div_ceil(1024);
    let (total, pictures) = (kb(json.len()), kb(pictures));
    let (en, fr) = match set {
        false => ("This game is too large", "Ce jeu est trop grand"),
        true => ("These games are too large", "Ces jeux sont trop grands"),
    };
    if pictures * 2 > total {
        Text::new(
            format!("{en} for a QR code: pictures weigh {pictures} KB of its {total} KB. Send the file, or the link (below) by message."),
            format!("{fr} pour un code QR\u{a0}: les images pèsent {pictures} Ko sur {total} Ko. Envoyez le fichier, ou le lien (ci-dessous) par message."),
        )
    } else {
        Text::new(
            format!("{en} for a QR code ({total} KB). Send the file, or the link (below) by message."),
            format!("{fr} pour un code QR ({total} Ko). Envoyez le fichier, ou le lien (ci-dessous) par message."),
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

