//! The reading roads: the text of a design to a `Design`, the quick way (`decode`) or with
//! every structural problem named (`parse`: the sizes counted from the text, serde's reading,
//! then the pieces of a refused design read one by one, each problem said in plain words).

pub(crate) mod choices;
pub(crate) mod decode;
pub(crate) mod explain;
pub(crate) mod fault;
pub(crate) mod parse;
pub(crate) mod pieces;
pub(crate) mod place;
pub(crate) mod scan;
pub(crate) mod syntax;
