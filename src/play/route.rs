//! What a game's address opens (the `play` part): a new game (`#/play?…`)
//! or a kept one (`#/game/<id>`), else the home page saying why not.

use yew::prelude::*;

use crate::app::route::Route;
use crate::game::config::GameConfig;
use crate::i18n::msg;
use crate::parts::ScreenInput;
use crate::play::screen::PlayScreen;
use crate::storage::{keep, store};

/// What `#/play?…` or `#/game/<id>` opens.
#[derive(PartialEq)]
enum Opened {
    Game(GameConfig),
    /// No game has this id here.
    Unknown(String),
    /// The kept game cannot be read: why.
    Damaged(keep::SavedError),
    /// Not a game's address.
    Nothing,
}

fn open_game(route: &Route) -> Opened {
    match route {
        Route::Play(config) => {
            let mut config = config.clone();
            // A new game gets a fresh id; an address naming a game kept
            // already (or a free valid id) keeps its own.
            if !config.id.as_deref().is_some_and(store::valid_id) {
                config.id = Some(store::browser::fresh_id());
            }
            Opened::Game(config)
        }
        Route::Game(id) if store::valid_id(id) => match store::browser::load(id) {
            Ok(Some(saved)) => match GameConfig::from_query(&saved.query) {
                Some(mut config) => {
                    config.id = Some(id.clone());
                    Opened::Game(config)
                }
                None => Opened::Damaged(keep::SavedError::NoGame { query: saved.query }),
            },
            Ok(None) => Opened::Unknown(id.clone()),
            Err(reason) => Opened::Damaged(reason),
        },
        Route::Game(id) => Opened::Unknown(id.clone()),
        _ => Opened::Nothing,
    }
}

/// The `play` part's view.
pub fn play_route(input: &ScreenInput) -> Html {
    crate::storage::store::browser::migrate_once();
    html! { <PlayRoute input={input.clone()} /> }
}

#[derive(Properties, PartialEq)]
struct PlayRouteProps {
    input: ScreenInput,
}

#[function_component]
fn PlayRoute(props: &PlayRouteProps) -> Html {
    let input = &props.input;
    // Worked out once per address: a new game gets its id here, so
    // re-rendering keeps it.
    let opened = use_memo(input.hash.clone(), {
        let route = input.route.clone();
        move |_| open_game(&route)
    });
    match &*opened {
        Opened::Game(config) => html! {
            <PlayScreen key={input.hash.to_string()} on_home={input.on_home.clone()} on_start={input.on_start.clone()}
                // The play screen's bar is narrow on phones: this game's rules only.
                toolbar={input.game_toolbar(config.game)}
                config={config.clone()} />
        },
        // The home page, saying which game is not there or why it cannot be read.
        missing => {
            let notice = match missing {
                Opened::Damaged(reason) => msg::game_damaged(reason.message().as_str()),
                Opened::Unknown(id) => msg::game_missing(id.as_str()),
                _ => String::new(),
            };
            input.home_instead(notice, "missing-game")
        }
    }
}
