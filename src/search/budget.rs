//! The solver's bounds: positions visited and memory kept. A search that reaches either stops
//! and says so in a sentence, instead of running until the machine kills it.

use crate::engine::State;
use crate::lang::Text;

/// What a search may still spend, counted as it goes.
pub(crate) struct Budget {
    nodes_left: u64,
    bytes_left: usize,
    /// Positions visited so far.
    pub visited: u64,
}

/// Why a search stopped before an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The positions budget ran out.
    Nodes,
    /// The memory budget ran out.
    Memory,
    /// Every continuation was tried, but cycles were cut on the way, so a position judged
    /// lost may still win by another path.
    Cycles,
}

impl Budget {
    pub(crate) fn new(nodes: u64, bytes: usize) -> Budget {
        Budget { nodes_left: nodes, bytes_left: bytes, visited: 0 }
    }

    /// One more position visited; Err when the positions budget is spent.
    pub(crate) fn visit(&mut self) -> Result<(), Stop> {
        self.nodes_left = self.nodes_left.checked_sub(1).ok_or(Stop::Nodes)?;
        self.visited += 1;
        Ok(())
    }

    /// `bytes` more kept in memory; Err when the memory budget is spent.
    pub(crate) fn keep(&mut self, bytes: usize) -> Result<(), Stop> {
        self.bytes_left = self.bytes_left.checked_sub(bytes).ok_or(Stop::Memory)?;
        Ok(())
    }

    /// The memory left: a search that holds what it keeps until it ends gives it all back with
    /// [`Budget::give_back_to`].
    pub(crate) fn memory_left(&self) -> usize {
        self.bytes_left
    }

    /// Everything kept since `memory_left` read `left` is given back.
    pub(crate) fn give_back_to(&mut self, left: usize) {
        self.bytes_left = self.bytes_left.max(left);
    }

    /// `bytes` kept earlier are given back.
    pub(crate) fn free(&mut self, bytes: usize) {
        self.bytes_left = self.bytes_left.saturating_add(bytes);
    }
}

/// About how many bytes a copy of the state holds (its vectors dominate).
pub(crate) fn state_bytes(state: &State) -> usize {
    std::mem::size_of::<State>()
        + state.top.len() * 4
        + state.tokens.len() * std::mem::size_of::<crate::engine::Tok>()
        + state.queues.iter().map(|q| 32 + q.tokens.len() * 4).sum::<usize>()
        + state.players.len() * (std::mem::size_of::<crate::engine::PlayerState>() + 32)
}

impl Stop {
    /// The sentence the solver gives when it stops here, with what it did.
    pub fn sentence(self, positions: u64, size: &Text) -> Text {
        match self {
            Stop::Nodes => Text::new(
                format!(
                    "No solution found within the budget of {positions} positions ({}); there may still be one.",
                    size.en
                ),
                format!(
                    "Aucune solution trouvée dans la limite de {positions} positions ({})\u{a0}; il en existe peut-être une.",
                    size.fr
                ),
            ),
            Stop::Memory => Text::new(
                format!(
                    "Stopped at the memory budget after {positions} positions ({}); there may still be a solution.",
                    size.en
                ),
                format!(
                    "Arrêt à la limite de mémoire après {positions} positions ({})\u{a0}; il existe peut-être une solution.",
                    size.fr
                ),
            ),
            Stop::Cycles => Text::new(
                format!(
                    "No solution found in {positions} positions ({}), but positions that repeat were cut short, so \
                     there may still be one.",
                    size.en
                ),
                format!(
                    "Aucune solution trouvée en {positions} positions ({}), mais les positions qui se répètent ont été \
                     écourtées\u{a0}: il en existe peut-être une.",
                    size.fr
                ),
            ),
        }
    }
}
