//! The page: the home screen or a game, chosen by the address
//! (`#/`, `#/new?game=…`, `#/play?…`), in the reader's language.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::settings::use_settings;
use crate::app::shell::{mark_document_language, LanguagePicker};
use crate::app::update::UpdateBanner;
use crate::game::config::GameConfig;
use crate::i18n::{set_language, t, Language, Msg};
use crate::parts::{part_of, screen, ScreenInput};
use crate::storage::store;
use cubeplay_engine::GameKind;

#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    Home(Option<GameKind>),
    /// `#/play?…`: a new game with these settings.
    Play(GameConfig),
    /// `#/game/<id>`: a kept game.
    Game(String),
    Rules(GameKind),
    /// `#/embed?…`: the board alone, for an iframe.
    Embed(String),
    /// `#/link/…`: a move from a friend far away (see `share::remote_link`).
    Link(String),
    /// Any other fragment is read as a share link (`#v1;…`).
    Shared(String),
    /// `#/puzzles/<game>[/<n>]`: the game's puzzles, at puzzle n (from 1).
    Puzzles(GameKind, Option<usize>),
    /// `#/learn/…`: the lessons (see `study::lessons::progress::Address`).
    Learn(String),
    /// `#/analysis/<id>`: the analysis board of a kept game.
    Analysis(String),
}

impl Route {
    pub fn from_hash(hash: &str) -> Route {
        let path = hash.trim_start_matches('#');
        if let Some(query) = path.strip_prefix("/play?") {
            if let Some(config) = GameConfig::from_query(query) {
                return Route::Play(config);
            }
        }
        if let Some(id) = path.strip_prefix("/game/") {
            return Route::Game(id.to_string());
        }
        if let Some(id) = path.strip_prefix("/analysis/") {
            return Route::Analysis(id.to_string());
        }
        if let Some(game) = path.strip_prefix("/rules/") {
            match game {
                "cephalopod" => return Route::Rules(GameKind::Cephalopod),
                "deblockle" => return Route::Rules(GameKind::Deblockle),
                _ => {}
            }
        }
        if let Some(rest) = path.strip_prefix("/puzzles/") {
            if let Some((game, number)) = crate::study::puzzles::set::parse_address(rest) {
                return Route::Puzzles(game, number);
            }
        }
        if let Some(address) = path.strip_prefix("/learn/") {
            return Route::Learn(address.to_string());
        }
        if path.starts_with(crate::share::remote_link::LINK_PREFIX) {
            return Route::Link(path.to_string());
        }
        if let Some(query) = path.strip_prefix("/embed?") {
            return Route::Embed(query.to_string());
        }
        if !path.is_empty() && !path.starts_with('/') {
            return Route::Shared(path.to_string());
        }
        if let Some(game) = path.strip_prefix("/new?game=") {
            return Route::Home(match game {
                "cephalopod" => Some(GameKind::Cephalopod),
                "deblockle" => Some(GameKind::Deblockle),
                _ => None,
            });
        }
        Route::Home(None)
    }

    pub fn to_hash(&self) -> String {
        match self {
            Route::Home(None) => "#/".into(),
            Route::Home(Some(game)) => format!("#/new?game={}", game.name()),
            Route::Play(config) => format!("#/play?{}", config.to_query()),
            Route::Game(id) => format!("#/game/{id}"),
            Route::Rules(game) => format!("#/rules/{}", game.name()),
            Route::Embed(query) => format!("#/embed?{query}"),
            Route::Link(fragment) | Route::Shared(fragment) => format!("#{fragment}"),
            Route::Puzzles(game, None) => format!("#/puzzles/{}", game.name()),
            Route::Puzzles(game, Some(n)) => crate::study::puzzles::set::address(*game, *n),
            Route::Learn(address) => format!("#/learn/{address}"),
            Route::Analysis(id) => format!("#/analysis/{id}"),
        }
    }
}

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

/// The bar's links, settings and language: both games' rules, or (on a
/// game's screen, narrow on phones) this game's rules only.
pub(crate) fn app_nav(game: Option<GameKind>, settings_button: Html, picker: Html) -> Html {
    html! {
        <nav class="app-nav" aria-label={t(Msg::NavLabel)}>
            if let Some(game) = game {
                <a href={format!("#/rules/{}", game.name())}>{ t(Msg::PlayRulesLink) }</a>
            } else {
                <a href="#/rules/deblockle">{ t(Msg::NavRulesDeblockle) }</a>
                <a href="#/rules/cephalopod">{ t(Msg::NavRulesCephalopod) }</a>
            }
            { settings_button }
            { picker }
        </nav>
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A friend's link and a share link are told apart, and both go back
    /// to the address they came from.
    #[test]
    fn link_and_share_addresses_are_told_apart() {
        let link = "#/link/1;k3x9;w;0123456789abcdef;v1;g=c;s=3x3;m=a1;k=00000000";
        assert_eq!(Route::from_hash(link), Route::Link(link[1..].to_string()));
        assert_eq!(Route::from_hash(link).to_hash(), link);
        let share = "#v1;g=c;s=3x3;m=a1;k=00000000";
        assert_eq!(
            Route::from_hash(share),
            Route::Shared(share[1..].to_string())
        );
        assert_eq!(Route::from_hash(share).to_hash(), share);
        assert_eq!(Route::from_hash("#/"), Route::Home(None));
        for hash in ["#/learn/deblockle", "#/learn/cephalopod/capture"] {
            assert_eq!(Route::from_hash(hash).to_hash(), hash);
        }
        assert_eq!(
            Route::from_hash("#/learn/cephalopod/capture"),
            Route::Learn("cephalopod/capture".to_string())
        );
    }
}
