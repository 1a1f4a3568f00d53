//! The play screens: home, new-game dialog, the two boards, the pieces,
//! the side panel and the controller that ties them to the engine and AI.

pub mod board;
pub mod board_cephalopod;
pub mod board_deblockle;
pub mod click_guard;
pub mod config;
pub mod cube;
pub mod cube_net;
pub mod deblockle_turn;
pub mod embed;
pub mod game;
pub mod hand_setup;
pub mod home;
pub mod home_games;
pub mod home_showcase;
pub mod intent;
pub mod keep;
pub mod labels;
pub mod last_settings;
pub mod mini_board;
pub mod motion;
pub mod panel;
pub mod play;
pub mod play_state;
pub mod prefs;
pub mod record_errors;
pub mod remote_accept;
pub mod remote_link;
pub mod remote_store;
pub mod remote_view;
pub mod resign;
pub mod settings;
pub mod setup;
pub mod share;
pub mod sound;
pub mod store;
