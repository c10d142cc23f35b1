//! The full report on an imported file that does not read as a design, exported from the
//! designer's bundle to a worker's script as `validate`: naming every problem with its place
//! takes the loader's sentences, which the player and the thinking bundle leave out
//! (`library/validate.rs` asks here; an import is an educator's, whose device keeps the designer).

/// Every problem of a design's JSON, as a JSON list of `[path, English, French]`.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn validate(json: &str) -> String {
    let problems = match tablier::load::parse(json) {
        Ok(design) => tablier::game::Game::new(&design).err().unwrap_or_default(),
        Err(problems) => problems,
    };
    let list: Vec<[&String; 3]> = problems.iter().map(|p| [&p.path, &p.message.en, &p.message.fr]).collect();
    serde_json::to_string(&list).unwrap_or_default()
}
