//! What a page asks the thinking bundle (`crate::think`), sent to its Web Worker as JSON: both
//! bundles hold this one definition, the player's to write a question, the thinking one to
//! read it.

use tablier::json::Value;

/// What the computer is asked: the game as its design, seed, number of players and log.
pub struct Request {
    pub design: String,
    pub seed: String,
    pub players: usize,
    pub log: Vec<String>,
    /// 1 to 5, or `search::KEEP_CLOSE`.
    pub level: u8,
    /// For keep-it-close: the child's last results against it, oldest first (w, l, d).
    pub close: String,
    /// Not the computer's turn but the help ladder's "Show me" for the player to act.
    pub show_me: bool,
}

impl Request {
    // Each bundle uses one of the two.
    #[allow(dead_code)]
    pub fn to_json(&self) -> String {
        Value::object(vec![
            ("design", self.design.as_str().into()),
            ("seed", self.seed.as_str().into()),
            ("players", self.players.into()),
            ("log", Value::Array(self.log.iter().map(|s| s.as_str().into()).collect())),
            ("level", self.level.into()),
            ("close", self.close.as_str().into()),
            ("show_me", self.show_me.into()),
        ])
        .to_string()
    }

    /// None when the text is not a request (nothing is answered then).
    #[allow(dead_code)]
    pub fn from_json(text: &str) -> Option<Request> {
        let v = tablier::json::parse(text)?;
        let text = |field: &str| v[field].as_str().map(String::from);
        Some(Request {
            design: text("design")?,
            seed: text("seed")?,
            players: v["players"].as_u64()? as usize,
            log: v["log"].as_array()?.iter().filter_map(|a| a.as_str().map(String::from)).collect(),
            level: v["level"].as_u64()?.min(u8::MAX as u64) as u8,
            close: text("close").unwrap_or_default(),
            show_me: v["show_me"].as_bool().unwrap_or(false),
        })
    }
}
