//! The home page: the games with their live boards, the kept games and the
//! new-game dialog.

pub mod engine_check;
pub mod entry;
pub mod games;
pub mod opened_link;
pub mod screen;
pub mod showcase;
