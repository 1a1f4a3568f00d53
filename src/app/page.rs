//! The page: the home screen or a game, chosen by the address
//! (`#/`, `#/new?game=…`, `#/play?…`), in the reader's language.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::settings::use_settings;
use crate::app::shell::{mark_document_language, LanguagePicker};
use crate::app::update::UpdateBanner;
use crate::game::config::GameConfig;
use crate::home::screen::Home;
use crate::i18n::{msg, set_language, t, use_language, Language, Msg, Phrase};
use crate::play::screen::{EmbedSetup, PlayScreen};
use crate::rules::{RulesGame, RulesPage};
use crate::share::dialogs::page_base;
use crate::share::embed_params::EmbedParams;
use crate::storage::keep;
use crate::storage::store;
use crate::study::lessons::screen::learn_screen;
use crate::worker::client::AiClient;
use crate::worker::protocol::WorkerResponse;
use cubeplay_engine::GameKind;

/// The question the page asks the worker on start: a small perft whose
/// exact answer the browser tests check.
pub const ENGINE_CHECK_GAME: &str = "cephalopod";
pub const ENGINE_CHECK_POSITION: &str = ".../.../... w";
pub const ENGINE_CHECK_DEPTH: u32 = 4;

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
    let toolbar = app_nav(None, settings_button.clone(), picker.clone());
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

    // The engine's self-check is for the tests and for debugging only.
    let engine_status = if debug_mode(&hash) {
        html! { <EngineCheck /> }
    } else {
        html! {}
    };

    // A share link becomes a kept game of its own (or opens the same game
    // kept already); a damaged one leaves everything as it was.
    let link_error = use_state(|| None::<Phrase>);
    {
        let link_error = link_error.clone();
        use_effect_with((*hash).clone(), move |hash| {
            if let Route::Shared(fragment) = Route::from_hash(hash) {
                match cubeplay_engine::record::Record::from_fragment(&fragment) {
                    Ok(kept) => {
                        let (_, saved) = keep::adopt(
                            &kept,
                            &store::browser::fresh_id(),
                            store::browser::now_ms(),
                        );
                        let id = store::browser::keep_new(&saved);
                        if let Some(window) = web_sys::window() {
                            let address = format!("{}#/game/{id}", page_base());
                            let _ = window.location().replace(&address);
                        }
                    }
                    Err(error) => link_error.set(Some(Phrase::new(move || {
                        let reason = crate::i18n::record_errors::describe(&error);
                        msg::link_damaged(reason.as_str())
                    }))),
                }
            } else if let Route::Link(fragment) = Route::from_hash(hash) {
                // Shown here only when no kept game can show it.
                link_error.set(crate::share::remote_view::open_link(&fragment));
            } else {
                link_error.set(None);
            }
        });
    }

    let route = Route::from_hash(&hash);
    // The game an address opens, worked out once per address (a new game
    // gets its id here, so re-rendering keeps it). The first time, before
    // any screen reads a game, schema 1's games get their own keys.
    let opened = use_memo((*hash).clone(), |hash| {
        store::browser::migrate_once();
        open_game(&Route::from_hash(hash))
    });
    let on_start = Callback::from(|config: GameConfig| navigate(&Route::Play(config)));
    let on_home = Callback::from(|game: Option<GameKind>| navigate(&Route::Home(game)));
    // One home page for its three uses (one copy in the wasm): as itself,
    // under a damaged share link, and for a game that is not there.
    let home_page = {
        let on_start = on_start.clone();
        let engine_status = engine_status.clone();
        let toolbar = toolbar.clone();
        move |dialog: Option<GameKind>, notice: Option<String>, notice_kind: &'static str| {
            html! {
                <Home dialog={dialog} on_start={on_start} footer={engine_status} toolbar={toolbar}
                    notice={notice} notice_kind={notice_kind} />
            }
        }
    };
    let screen = match route {
        Route::Home(dialog) => home_page(dialog, None, "link-error"),
        Route::Shared(_) | Route::Link(_) => {
            home_page(None, link_error.as_ref().map(Phrase::text), "link-error")
        }
        Route::Embed(query) => match EmbedParams::from_query(&query) {
            Some(params) => {
                let (record, error) = match params.record_text() {
                    Some(Ok(text)) => (Some(text), None),
                    Some(Err(error)) => {
                        let damaged = Phrase::new(move || {
                            let reason = crate::i18n::record_errors::describe(&error);
                            msg::link_damaged(reason.as_str())
                        });
                        (None, Some(damaged))
                    }
                    None => (None, None),
                };
                let app_link = match &params.record {
                    Some(fragment) => format!("{}#{fragment}", page_base()),
                    None => format!("{}#/play?{}", page_base(), params.config.to_query()),
                };
                let embed = EmbedSetup {
                    record,
                    error,
                    replay_only: params.replay_only,
                    flipped: params.flipped,
                    app_link,
                };
                html! {
                    <PlayScreen key={(*hash).clone()} config={params.config} on_home={on_home} on_start={on_start} embed={embed} />
                }
            }
            None => {
                html! { <p class="notice error embed-error" role="alert">{ t(Msg::EmbedBadAddress) }</p> }
            }
        },
        // The rules pages and the lessons share the bar at the top.
        page @ (Route::Rules(_) | Route::Learn(_)) => {
            let home = on_home.reform(|_: MouseEvent| None);
            let body = match page {
                // The rules, with their diagrams and long texts, come
                // with the study build (see `study::seam`).
                Route::Rules(game) => crate::study::seam::screen(|| {
                    let rules_game = match game {
                        GameKind::Deblockle => RulesGame::Deblockle,
                        GameKind::Cephalopod => RulesGame::Cephalopod,
                    };
                    html! { <main class="rules-main"><RulesPage game={rules_game} /></main> }
                }),
                Route::Learn(address) => crate::study::seam::screen(|| learn_screen(&address)),
                _ => html! {},
            };
            html! {
                <div class="rules-screen">
                    <header class="topbar">
                        <button class="link-button brand" onclick={home} aria-label={t(Msg::BackHome)}>{ "cubeplay" }</button>
                        { toolbar }
                    </header>
                    { body }
                </div>
            }
        }
        Route::Puzzles(game, number) => crate::study::seam::screen(|| {
            html! {
                <crate::study::puzzles::screen::PuzzleScreen key={(*hash).clone()} game={game} number={number}
                    // Narrow on phones, as on the play screen: this game's rules only.
                    toolbar={app_nav(Some(game), settings_button.clone(), picker.clone())}
                    on_home={on_home.reform(|_: MouseEvent| None)} />
            }
        }),
        Route::Analysis(id) => {
            crate::study::seam::screen(|| match crate::study::analysis::screen::open(&id) {
                Ok(opened) => html! {
                    <crate::study::analysis::screen::AnalysisScreen key={(*hash).clone()} opened={opened}
                        on_home={on_home} toolbar={toolbar} />
                },
                Err(why) => home_page(None, Some(why.message(&id)), "missing-game"),
            })
        }
        Route::Play(_) | Route::Game(_) => match &*opened {
            Opened::Game(config) => html! {
                <PlayScreen key={(*hash).clone()} on_home={on_home} on_start={on_start}
                    // The play screen's bar is narrow on phones: this game's rules only.
                    toolbar={app_nav(Some(config.game), settings_button, picker)}
                    config={config.clone()} />
            },
            // The home page, saying which game is not there or why it
            // cannot be read.
            missing => {
                let notice = match missing {
                    Opened::Damaged(reason) => msg::game_damaged(reason.message().as_str()),
                    Opened::Unknown(id) => msg::game_missing(id.as_str()),
                    _ => String::new(),
                };
                home_page(None, Some(notice), "missing-game")
            }
        },
    };
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

/// The home page's footer line: a small perft asked of a fresh engine
/// worker, which shows the worker runs (the browser tests read the count).
/// Only the home page asks; once it answered, the worker is kept for the
/// next screen that needs one.
#[function_component]
fn EngineCheck() -> Html {
    use_language();
    let answer = use_state(|| None::<WorkerResponse>);
    let client = use_mut_ref(|| None::<AiClient>);
    {
        let answer = answer.clone();
        let client = client.clone();
        use_effect_with((), move |_| {
            let done = client.clone();
            let spawned = AiClient::spawn(move |response| {
                answer.set(Some(response));
                // One question only: the worker is let go once it answered
                // (after this callback returns), for the next screen.
                let done = done.clone();
                gloo_timers::callback::Timeout::new(0, move || {
                    done.borrow_mut().take();
                })
                .forget();
            });
            spawned.perft(ENGINE_CHECK_GAME, ENGINE_CHECK_POSITION, ENGINE_CHECK_DEPTH);
            *client.borrow_mut() = Some(spawned);
        });
    }
    match &*answer {
        Some(WorkerResponse::Perft { count, millis }) => html! {
            <p id="engine-check" data-state="ready" data-count={count.clone()}>
                { msg::engine_ready(ENGINE_CHECK_DEPTH, count.as_str(), millis.round()) }
            </p>
        },
        Some(WorkerResponse::Failed { failure, .. }) => {
            let message = crate::i18n::record_errors::ai_failure(failure);
            html! {
                <p id="engine-check" data-state="failed" role="alert">{ msg::engine_failed(message.as_str()) }</p>
            }
        }
        _ => html! { <p id="engine-check" data-state="waiting">{ t(Msg::EngineStarting) }</p> },
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
