//! The first problem of a design that does not read, for the designer's report: serde's
//! message for the value at fault and the path to it, heard from the loader's own reading
//! (`from_value.rs`), so that the browser app carries no serde decoder of the model.

use crate::json::Value;

use super::from_value::{FromValue, Sink};
use super::path::{Path, Seg};
use crate::model::FaceAction;

#[derive(Default)]
struct Fault {
    /// The steps to the value at fault, innermost first.
    inside: Vec<Seg>,
    message: String,
}

impl Sink for Fault {
    fn fail(&mut self, message: impl FnOnce() -> String) {
        self.message = message();
    }

    fn inside_key(&mut self, key: &str) {
        self.inside.push(Seg::Key(key.to_owned()));
    }

    fn inside_index(&mut self, index: usize) {
        self.inside.push(Seg::Index(index));
    }
}

/// `v` read as a T, or the path to its first value at fault and serde's message for it.
pub(crate) fn read_reporting<T: FromValue>(v: &Value) -> Result<T, (Path, String)> {
    let mut fault = Fault::default();
    T::read(v, &mut fault).ok_or_else(|| {
        fault.inside.reverse();
        (Path(fault.inside), fault.message)
    })
}

/// A face's action read as the loader reads it, or the message (serde's reading of the model
/// goes through it: `model/dice.rs`).
pub(crate) fn read_face_action(v: &Value) -> Result<FaceAction, String> {
    read_reporting(v).map_err(|(_, message)| message)
}
