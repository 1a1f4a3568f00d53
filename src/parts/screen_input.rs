//! What the page hands every screen.

use yew::prelude::*;

use crate::app::route::{app_nav, study_nav, Route};
use crate::game::config::GameConfig;
use crate::i18n::{t, Msg};
use cubeplay_engine::GameKind;

/// What the page gives every screen.
#[derive(Clone, PartialEq)]
pub struct ScreenInput {
    /// The address's fragment: a screen is made anew when it changes.
    pub hash: AttrValue,
    pub route: Route,
    /// The bar's settings button and language picker.
    pub settings_button: Html,
    pub picker: Html,
    /// Back to the home page, optionally with a game's new-game dialog open.
    pub on_home: Callback<Option<GameKind>>,
    /// Starts a new game.
    pub on_start: Callback<GameConfig>,
    /// `?debug` in the address: the home page's footer then shows the
    /// engine's self-check.
    pub debug: bool,
    /// A message about how the page was opened (a damaged link, a game
    /// that is not here), and what it is about, for tests and styles.
    pub notice: Option<(AttrValue, &'static str)>,
    /// Draws the home page (its part) for an input: what a screen shows
    /// instead when its game is not there.
    pub show_home: Callback<ScreenInput, Html>,
}

impl ScreenInput {
    /// The bar with both games' rules.
    pub fn toolbar(&self) -> Html {
        app_nav(None, self.settings_button.clone(), self.picker.clone())
    }

    /// The bar of a game's screen (narrow on phones): this game's rules only.
    pub fn game_toolbar(&self, game: GameKind) -> Html {
        app_nav(
            Some(game),
            self.settings_button.clone(),
            self.picker.clone(),
        )
    }

    /// The home page instead of this screen, with a notice saying why (a
    /// game that did not open).
    pub fn home_instead(&self, notice: String, kind: &'static str) -> Html {
        self.show_home.emit(ScreenInput {
            route: Route::Home(None),
            notice: Some((notice.into(), kind)),
            ..self.clone()
        })
    }

    /// The rules pages' and the lessons' frame: the bar at the top, with a
    /// link to `rules_of`'s rules, then `body`.
    pub fn rules_frame(&self, rules_of: GameKind, body: Html) -> Html {
        let home = self.on_home.reform(|_: MouseEvent| None);
        html! {
            <div class="rules-screen">
                <header class="topbar">
                    <button class="link-button brand" onclick={home} aria-label={t(Msg::BackHome)}>{ "cubeplay" }</button>
                    { study_nav(rules_of, self.settings_button.clone(), self.picker.clone()) }
                </header>
                { body }
            </div>
        }
    }
}
