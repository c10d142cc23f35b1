//! What the children's bundle (`library/`) and the designer's (`designer/`) both carry: the
//! page's frame, the user's games, the browser's storage, languages, pictures, the boards'
//! geometry, the questions for the thinking bundle. Everything here is used by both; what only
//! one of them needs lives in its own folder.

pub mod files;
pub mod frame;
pub mod front;
pub mod games;
pub mod i18n;
pub mod images;
pub mod layout;
pub mod marks;
pub mod missing;
pub mod offline;
pub mod paint;
pub mod rect;
pub mod request;
pub mod route;
pub mod speech;
pub mod split;
pub mod storage;
pub mod touch;
pub mod worker;
pub mod zone_colours;
