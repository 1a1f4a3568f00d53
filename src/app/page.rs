//! The page: the home screen or a game, chosen by the address
//! (`#/`, `#/new?game=…`, `#/play?…`), in the reader's language.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::route::Route;
use crate::app::settings::use_settings;
use crate::app::shell::{mark_document_language, LanguagePicker};
use crate::app::update::UpdateBanner;
use crate::game::config::GameConfig;
use crate::i18n::{set_language, Language};
use crate::parts::{part_of, screen, ScreenInput, HOME};
use crate::storage::store;
use cubeplay_engine::GameKind;

/// `?debug` in the address (its search part, or after the fragment's path).
fn debug_mode(hash: &str) -> bool {
    let search = web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default();
    let has = |query: &str| query.split(['?', '&']).any(|part| part == "debug");
    has(&search) || hash.split_once('?').is_some_and(|(_, query)| has(query))
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|window| window.location().hash().ok())
        .unwrap_or_default()
}

/// Goes to `route` through the address, so the back button works.
fn navigate(route: &Route) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().set_hash(&route.to_hash());
        window.scroll_to_with_x_and_y(0.0, 0.0);
    }
}

#[function_component]
pub fn App() -> Html {
    // Keys or pointer, for the whole page: a game started by keyboard
    // from home gets the focus on its board (see `play::screen`).
    crate::board::frame::use_input_modality();
    let language = use_state(crate::i18n::language);
    set_language(*language);
    mark_document_language(*language);
    let on_language = {
        let language = language.clone();
        Callback::from(move |chosen: Language| language.set(chosen))
    };
    let picker = html! { <LanguagePicker current={*language} on_change={on_language} /> };
    let hash = use_state(current_hash);
    let (settings_button, settings_dialog) = use_settings(&hash);
    {
        let hash = hash.clone();
        use_effect_with((), move |_| {
            let on_change = hash.clone();
            let listener = Closure::<dyn FnMut()>::new(move || {
                let next = current_hash();
                // A link (a kept game's "Continue", the rules) opens its
                // screen at the top, not at the scroll of the page it left;
                // home keeps the place Back brings it to.
                if !matches!(Route::from_hash(&next), Route::Home(_)) {
                    if let Some(window) = web_sys::window() {
                        window.scroll_to_with_x_and_y(0.0, 0.0);
                    }
                }
                on_change.set(next);
            });
            if let Some(window) = web_sys::window() {
                let _ = window.add_event_listener_with_callback(
                    "hashchange",
                    listener.as_ref().unchecked_ref(),
                );
            }
            // The page lives as long as the app: the listener is never removed.
            listener.forget();
            // An address set between the first render and this listener
            // (a link tapped on the page's first HTML, say) is not lost;
            // one a screen showed itself (`show_address`) keeps its screen.
            let now = current_hash();
            if now != *hash && !store::browser::shown_by_the_app(&now) {
                hash.set(now);
            }
            // The first screen the page's HTML showed until now (see
            // `app::prerender`): this render has drawn the same screen.
            remove_first_screen();
            crate::app::click_guard::install();
            crate::storage::prefs::apply(crate::storage::prefs::current());
        });
    }

    let route = Route::from_hash(&hash);
    let input = ScreenInput {
        hash: AttrValue::from((*hash).clone()),
        route: route.clone(),
        settings_button,
        picker,
        on_home: Callback::from(|game: Option<GameKind>| navigate(&Route::Home(game))),
        on_start: Callback::from(|config: GameConfig| navigate(&Route::Play(config))),
        // The engine's self-check is for the tests and for debugging only.
        debug: debug_mode(&hash),
        notice: None,
        show_home: Callback::from(|input: ScreenInput| screen(&HOME, input)),
    };
    let screen = screen(part_of(&route), input);
    html! {
        <ContextProvider<Language> context={*language}>
            { screen }
            { settings_dialog }
            <UpdateBanner />
        </ContextProvider<Language>>
    }
}

/// Removes the screen drawn at build time (`data-first-screen`).
fn remove_first_screen() {
    let first = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| {
            document
                .query_selector("[data-first-screen]")
                .ok()
                .flatten()
        });
    if let Some(first) = first {
        first.remove();
    }
}
