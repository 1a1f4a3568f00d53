//! The home part's view: the home page, or a link being opened there.

use yew::prelude::*;

use crate::app::route::{AddressProblem, Route};
use crate::home::opened_link::OpenedLink;
use crate::home::screen::{home_page, Home};
use crate::i18n::address_errors::bad_values;
use crate::i18n::msg;
use crate::parts::ScreenInput;

/// The home page as the page's address opens it (the `home` part): with a
/// game's new-game dialog open, or a link being opened.
pub fn home_screen(input: &ScreenInput) -> Html {
    // The first time, before any screen reads a game, schema 1's games
    // get their own keys.
    crate::storage::store::browser::migrate_once();
    match &input.route {
        Route::Shared(_) | Route::Link(_) => {
            html! { <OpenedLink input={input.clone()} /> }
        }
        Route::Home(dialog) => home_page(input, *dialog, input.notice.clone()),
        Route::Refused(_, problem) => refused_home(input, problem),
        _ => home_page(input, None, input.notice.clone()),
    }
}

/// The home page saying why the address was refused, with the nearest good
/// game to open instead when there is one: never a game silently changed.
fn refused_home(input: &ScreenInput, problem: &AddressProblem) -> Html {
    let (notice, nearest) = match problem {
        AddressProblem::Game(refused) => (
            msg::address_refused(bad_values(&refused.bad).as_str()),
            refused
                .nearest
                .clone()
                .map(|config| Route::Play(config).to_hash()),
        ),
        AddressProblem::Rules(value) => (msg::address_rules(value.as_str()), None),
        AddressProblem::Puzzles(value) => (msg::address_puzzles(value.as_str()), None),
    };
    let footer = html! {};
    html! {
        <Home dialog={None} on_start={input.on_start.clone()} footer={footer}
            toolbar={input.toolbar()} notice={Some(notice)} notice_kind={AttrValue::Static("refused-address")}
            nearest={nearest.map(AttrValue::from)} />
    }
}
