//! Games out of the app and into it: export, import, share links, embeds,
//! and games played by link with a friend far away.

pub mod dialogs;
pub mod embed;
pub mod embed_bar;
pub mod embed_params;
pub mod remote_accept;
pub mod remote_link;
pub mod remote_refusal;
pub mod remote_send;
pub mod remote_view;
