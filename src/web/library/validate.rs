//! The full report on an imported file that does not read as a design (a wrong kind of value,
//! an unknown setting, broken JSON...). Naming every such problem with its place takes the
//! loader's reporting machinery, which the children's player leaves out: the rare time an
//! import is broken, it runs the designer's bundle (`designer/explain.rs`; kept by the service
//! worker on an educator's device, where imports are made) in a Web Worker to say what is
//! wrong. The page stays responsive meanwhile, however large the file.

use tablier::load::Problem;

/// When the designer's bundle cannot be reached to say more.
pub fn unreadable() -> Problem {
    Problem::new(
        "",
        "This file is not a Tablier game that can be read: open it in a text editor to check it.",
        "Ce fichier n'est pas un jeu Tablier lisible\u{a0}: ouvrez-le dans un éditeur de texte pour le vérifier.",
    )
}

/// When a file reads as a game but breaks its rules, and the designer's bundle cannot be
/// reached to say which.
pub fn unexplained() -> Problem {
    Problem::new(
        "",
        "This file is a Tablier game with mistakes in it, and the list of them could not be loaded: try again in a moment.",
        "Ce fichier est un jeu Tablier qui contient des erreurs, et leur liste n'a pas pu être chargée\u{a0}: réessayez dans un instant.",
    )
}

/// When the thinking bundle, which checks games for the player, cannot be reached.
pub fn unchecked() -> Problem {
    Problem::new(
        "",
        "This game could not be checked just now (is the Internet connection lost?): try again in a moment.",
        "Ce jeu n'a pas pu être vérifié pour l'instant (la connexion Internet est-elle perdue\u{a0}?)\u{a0}: réessayez dans un instant.",
    )
}

/// The problems of a design's JSON, from the designer's bundle in a worker; `otherwise` when
/// that bundle cannot say.
pub async fn problems(json: &str, otherwise: fn() -> Problem) -> Vec<Problem> {
    // Lists too long are said at once, without waiting for the worker.
    if let Some(problems) = tablier::load::size_problems(json) {
        return problems;
    }
    match report(json).await {
        Some(problems) if !problems.is_empty() => problems,
        _ => vec![otherwise()],
    }
}

/// How long the designer's bundle may take to load and explain a file (it is about half a
/// megabyte: a few seconds on a slow school network).
const EXPLAIN_TIME: std::time::Duration = std::time::Duration::from_secs(30);

async fn report(json: &str) -> Option<Vec<Problem>> {
    use wasm_bindgen::{closure::Closure, JsCast, JsValue};
    use wasm_bindgen_futures::JsFuture;

    let source = format!(
        "{}\n\
         self.onmessage = async (e) => {{\n\
           let answer = null;\n\
           try {{ answer = (await bundle).validate(e.data); }} catch (_) {{}}\n\
           self.postMessage(answer);\n\
         }};\n",
        crate::shared::worker::loader("design")
    );
    let worker = crate::shared::worker::module_worker(&source)?;
    // The answer, or null when the worker cannot load, or has not answered in time (a network
    // that never answers must not keep the import waiting: the educator can try again).
    let answered = js_sys::Promise::new(&mut |resolve: js_sys::Function, _| {
        let late = resolve.clone();
        leptos::prelude::set_timeout(move || drop(late.call1(&JsValue::NULL, &JsValue::NULL)), EXPLAIN_TIME);
        let on_error = resolve.clone();
        let on_message = Closure::once_into_js(move |ev: web_sys::MessageEvent| {
            let _ = resolve.call1(&JsValue::NULL, &ev.data());
        });
        let on_error = Closure::once_into_js(move |_: web_sys::Event| {
            let _ = on_error.call1(&JsValue::NULL, &JsValue::NULL);
        });
        worker.set_onmessage(Some(on_message.unchecked_ref()));
        worker.set_onerror(Some(on_error.unchecked_ref()));
    });
    let sent = worker.post_message(&JsValue::from_str(json));
    let answer = match sent {
        Ok(()) => JsFuture::from(answered).await.ok().and_then(|a| a.as_string()),
        Err(_) => None,
    };
    worker.terminate();
    let list: Vec<[String; 3]> = serde_json::from_str(&answer?).ok()?;
    Some(list.into_iter().map(|[path, en, fr]| Problem::new(path, en, fr)).collect())
}
