//! The screens the address opens, each a part: the page (`app::page`) keeps
//! the bar, the language and the routes, and hands each screen a
//! `ScreenInput`.

use yew::prelude::*;

use crate::app::route::Route;
use crate::parts::{on_demand, part, Part, ScreenInput, View};

/// Shows the screen part `part` with `input`.
pub fn screen(part: &'static Part<View<ScreenInput>>, input: ScreenInput) -> Html {
    on_demand(part, input)
}

/// The part that shows `route`.
pub fn part_of(route: &Route) -> &'static Part<View<ScreenInput>> {
    match route {
        Route::Home(_) | Route::Shared(_) | Route::Link(_) | Route::Refused(..) => &HOME,
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
    pub static HOME: Part<View<ScreenInput>> = home, false, crate::home::entry::home_screen;
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
