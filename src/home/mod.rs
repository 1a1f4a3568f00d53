//! The home page: the games with their live boards, the kept games and the
//! new-game dialog.

pub mod games;
pub mod screen;
pub mod showcase;
