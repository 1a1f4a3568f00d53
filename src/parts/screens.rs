//! The screens the address opens, each a part: the page (`app::page`) keeps
//! the bar, the language and the routes, and hands each screen a
//! `ScreenInput`.

use yew::prelude::*;

use crate::app::page::{app_nav, Route};
use crate::game::config::GameConfig;
use crate::i18n::{t, Msg};
use crate::parts::{on_demand, part, Part, View};
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

    /// The same input for another route with a notice (the home page saying
    /// why a game did not open).
    pub fn home_with(&self, notice: String, kind: &'static str) -> ScreenInput {
        ScreenInput {
            route: Route::Home(None),
            notice: Some((notice.into(), kind)),
            ..self.clone()
        }
    }

    /// The rules pages' and the lessons' frame: the bar at the top, then `body`.
    pub fn rules_frame(&self, body: Html) -> Html {
        let home = self.on_home.reform(|_: MouseEvent| None);
        html! {
            <div class="rules-screen">
                <header class="topbar">
                    <button class="link-button brand" onclick={home} aria-label={t(Msg::BackHome)}>{ "cubeplay" }</button>
                    { self.toolbar() }
                </header>
                { body }
            </div>
        }
    }
}

/// Shows the screen part `part` with `input`.
pub fn screen(part: &'static Part<View<ScreenInput>>, input: ScreenInput) -> Html {
    on_demand(part, input)
}

/// The part that shows `route`.
pub fn part_of(route: &Route) -> &'static Part<View<ScreenInput>> {
    match route {
        Route::Home(_) | Route::Shared(_) | Route::Link(_) => &HOME,
        Route::Play(_) | Route::Game(_) => &PLAY,
        Route::Embed(_) => &EMBED,
        Route::Rules(_) => &RULES,
        Route::Learn(_) => &LESSONS,
        Route::Puzzles(..) => &PUZZLES,
        Route::Analysis(_) => &ANALYSIS,
    }
}

/// Loads the parts `route` shows: its screen's and, where the address names
/// the game, that game's board (boot.js began to fetch their files with the
/// page's). A part that cannot be had is said so where it is shown.
pub async fn preload(route: &Route) {
    let _ = part_of(route).load().await;
    let game = match route {
        Route::Play(config) => Some(config.game),
        Route::Puzzles(game, _) => Some(*game),
        Route::Embed(query) => crate::share::embed_params::EmbedParams::from_query(query)
            .map(|params| params.config.game),
        _ => None,
    };
    if let Some(game) = game {
        let _ = crate::play::board::board_part(game).load().await;
    }
}

part! {
    /// The home page: both games with their live boards, the kept games,
    /// the new-game dialog.
    pub static HOME: Part<View<ScreenInput>> = home, false, crate::home::screen::home_screen;
}

part! {
    /// A game on the play screen: a new one (`#/play?…`) or a kept one
    /// (`#/game/<id>`).
    pub static PLAY: Part<View<ScreenInput>> = play, false, crate::play::route::play_route;
}

part! {
    /// The board alone, inside another page (`#/embed?…`).
    pub static EMBED: Part<View<ScreenInput>> = embed, false, crate::share::embed::embed_screen;
}

part! {
    /// A game's rules, with their diagrams.
    pub static RULES: Part<View<ScreenInput>> = rules, true, crate::rules::rules_screen;
}

part! {
    /// The lessons.
    pub static LESSONS: Part<View<ScreenInput>> = lessons, true, crate::study::lessons::screen::lessons_screen;
}

part! {
    /// The puzzles.
    pub static PUZZLES: Part<View<ScreenInput>> = puzzles, true, crate::study::puzzles::screen::puzzles_screen;
}

part! {
    /// The analysis board of a kept game.
    pub static ANALYSIS: Part<View<ScreenInput>> = analysis, true, crate::study::analysis::screen::analysis_screen;
}
