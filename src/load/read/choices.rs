//! The names serde knows for a setting: the fields of a struct and the words of a choice.
//!
//! They are asked from serde itself (by reading a name that cannot exist), so the messages
//! follow the model when it changes.

use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use crate::model::{
    Direction, EncloseEffect, FillOrder, HandlingMode, IfMatched, IfNotMatched, InGrid, LineEffect, Matching,
    QueueOrder, Ranking, RefillMode, TokenOrder, WhenBlocked, WhenFull, ACTIONS,
};

/// The names listed between backticks after serde's last ", expected ".
pub(crate) fn expected_names(message: &str) -> Vec<String> {
    let Some(at) = message.rfind("expected ") else {
        return Vec::new();
    };
    message[at..].split('`').skip(1).step_by(2).map(str::to_owned).collect()
}

/// A name that no setting or word of the model has.
const NO_SUCH_NAME: &str = "\u{1}";

/// The names serde lists when it reads `probe` as a T and refuses it.
fn refused_with<T: DeserializeOwned>(probe: Value) -> Vec<String> {
    match super::fault::read_reporting::<T>(&probe) {
        Ok(_) => Vec::new(),
        Err((_, message)) => expected_names(&message),
    }
}

/// The settings of a struct such as `Design`, in the model's order.
pub(crate) fn fields<T: DeserializeOwned>() -> Vec<String> {
    let mut probe = Map::new();
    probe.insert(NO_SUCH_NAME.into(), Value::Null);
    refused_with::<T>(Value::Object(probe))
}

/// The words of a choice type, such as `anything, one-cell, ...` for `InGrid`.
pub(crate) fn names<T: DeserializeOwned>() -> Vec<String> {
    refused_with::<T>(Value::String(NO_SUCH_NAME.into()))
}

/// A setting that takes one word out of a list.
pub(crate) struct Choice {
    /// "a way of moving"
    pub en: &'static str,
    /// "une façon de se déplacer"
    pub fr: &'static str,
    pub words: Vec<String>,
}

/// The choice a setting (named by its key) takes, if it is one.
pub(crate) fn choice(key: &str) -> Option<Choice> {
    let (en, fr, words) = match key {
        "mode" => ("a handling mode", "un mode de manipulation", names::<HandlingMode>()),
        "in_grid" => ("a way of moving", "une façon de se déplacer", names::<InGrid>()),
        "order" => ("a token order", "un ordre des jetons", names::<TokenOrder>()),
        "moves" => ("a direction", "une direction", names::<Direction>()),
        "queue_order" => ("a queue order", "un ordre de file", names::<QueueOrder>()),
        "fill" => ("a fill order", "un ordre de remplissage", names::<FillOrder>()),
        "when_full" => ("a choice for a full area", "un choix pour une zone pleine", names::<WhenFull>()),
        "matching" => ("a way of matching", "une façon de comparer", names::<Matching>()),
        "if_matched" => ("a choice for a match", "un choix en cas d'accord", names::<IfMatched>()),
        "if_not_matched" => ("a choice for a mismatch", "un choix en cas de désaccord", names::<IfNotMatched>()),
        "refill" => ("a refill mode", "un mode de remplissage", names::<RefillMode>()),
        "ranking" => ("a way of ranking players", "une façon de classer les joueurs", names::<Ranking>()),
        "effect" => ("an effect", "un effet", effects()),
        "do" => ("something a face can do", "une chose que peut faire une face", ACTIONS.map(str::to_owned).to_vec()),
        "when_blocked" => ("a choice for a blocked player", "un choix pour un joueur bloqué", names::<WhenBlocked>()),
        _ => return None,
    };
    Some(Choice { en, fr, words })
}

/// The words of both effects (lines of N and enclosing share the key), each once.
fn effects() -> Vec<String> {
    let mut words = names::<LineEffect>();
    for w in names::<EncloseEffect>() {
        if !words.contains(&w) {
            words.push(w);
        }
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knows_the_models_names() {
        let moves = choice("in_grid").unwrap().words;
        assert_eq!(
            moves,
            ["anything", "one-cell", "up-to", "jump", "jump-capture", "fixed", "jump-chain", "jump-chain-capture"]
        );
        assert_eq!(choice("moves").unwrap().words.len(), 8);
        let fields = fields::<crate::model::Design>();
        assert_eq!(fields.first().map(String::as_str), Some("format"));
        assert!(fields.iter().any(|f| f == "token_types"));
        assert!(choice("copies").is_none());
    }

    #[test]
    fn reads_expected_names() {
        let m = "unknown field `x`, expected one of `a`, `b`";
        assert_eq!(expected_names(m), ["a", "b"]);
        assert_eq!(expected_names("unknown variant `x`, expected `a`"), ["a"]);
        assert!(expected_names("no list").is_empty());
    }
}
