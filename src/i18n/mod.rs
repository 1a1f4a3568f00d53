//! Every user-visible string: the lookup (`t`, the typed ids `Msg` and
//! `msg` that build.rs generates, the language), the compiled messages, the
//! language packs, the words the screens share, and the reasons a record,
//! a link, a position, a move or a set-up cannot be read.

pub mod address_errors;
mod arg;
pub mod game_errors;
mod hungarian;
pub mod labels;
mod lookup;
mod messages;
pub mod packs;
mod phrase;
pub mod record_errors;

// One path per item: `crate::i18n::t`, not `crate::i18n::lookup::t`.
pub use arg::Arg;
pub use lookup::*;
pub use phrase::Phrase;
