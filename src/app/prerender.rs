//! The first screens drawn at build time (feature `prerender`, natively;
//! `src/prerender_main.rs`): the home page and a new game of each game
//! against the computer, in every language, with the same components the
//! app renders, as a first visit sees them (nothing kept yet). The build
//! puts them into `index.html` (`scripts/prerender.mjs`), whose inline
//! script shows the one for the address before the wasm has arrived; the
//! app replaces it when it starts (`app::start`).

use yew::prelude::*;
use yew::LocalServerRenderer;

use crate::app::route::{app_nav, Route};
use crate::app::settings::use_settings;
use crate::app::shell::LanguagePicker;
use crate::home::screen::Home;
use crate::i18n::{set_language, Language};
use crate::play::screen::PlayScreen;

/// The addresses drawn at build time: the page shows their screen at once
/// when it opens at one of them (its query exactly so, in any order).
/// (Cephalopod's empty board is left out: the 400 KB budget of a first
/// visit has room for two screens in three languages.)
pub const ADDRESSES: [&str; 2] = ["#/", "#/play?game=deblockle&opponent=ai"];

#[derive(Properties, PartialEq)]
struct FirstScreenProps {
    hash: AttrValue,
    language: Language,
}

/// What `page::App` draws at `hash` for a first visit, without its
/// settings dialog and update banner (both empty then).
#[function_component]
fn FirstScreen(props: &FirstScreenProps) -> Html {
    let (settings_button, _) = use_settings(&props.hash);
    let picker = html! { <LanguagePicker current={props.language} on_change={Callback::noop()} /> };
    let screen = match Route::from_hash(&props.hash) {
        Route::Home(None) => html! {
            <Home dialog={None} on_start={Callback::noop()} footer={html! {}}
                toolbar={app_nav(None, settings_button, picker)} />
        },
        Route::Play(config) => html! {
            <PlayScreen on_home={Callback::noop()} on_start={Callback::noop()}
                toolbar={app_nav(Some(config.game), settings_button, picker)} config={config} />
        },
        _ => html! {},
    };
    html! {
        <ContextProvider<Language> context={props.language}>
            { screen }
        </ContextProvider<Language>>
    }
}

/// The markup of the first screen at `hash` in `language`, its new games
/// and live boards drawn from `seed` (see `game::seed::first_screen_seed`).
pub async fn render(hash: &str, language: Language, seed: u64) -> String {
    set_language(language);
    crate::game::seed::set_first_screen_seed(seed);
    LocalServerRenderer::<FirstScreen>::with_props(FirstScreenProps {
        hash: AttrValue::from(hash.to_string()),
        language,
    })
    .hydratable(false)
    .render()
    .await
}

/// The file name of `language`'s pack of texts, as the page fetches it.
pub fn pack_file(language: Language) -> &'static str {
    crate::i18n::packs::pack_file_of(language).unwrap_or_default()
}
