//! The full report on an imported file that does not read as a design, exported from the
//! designer's bundle to a worker's script as `validate`: naming every problem with its place
//! takes the loader's sentences, which the player and the thinking bundle leave out
//! (`web::validate` asks here; an import is an educator's, whose device keeps the designer).

/// Every problem of a design's JSON, as a JSON list of `[path, English, French]`.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn validate(json: &str) -> String {
    let problems = match tablier::load::parse(json) {
        Ok(design) => tablier::game::Game::new(&design).err().unwrap_or_default(),
        Err(problems) => problems,
    };
    let text = |s: &str| tablier::json::Value::from(s);
    let list = problems
        .iter()
        .map(|p| tablier::json::Value::Array(vec![text(&p.path), text(&p.message.en), text(&p.message.fr)]));
    tablier::json::Value::Array(list.collect()).to_string()
}
