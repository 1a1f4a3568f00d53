//! The addresses of the app's screens (`Route`) and the bar that links them.

use yew::prelude::*;

use crate::game::address::{check_game, Refused};
use crate::game::config::GameConfig;
use crate::i18n::{t, Msg};
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
    /// An address the app refuses (its fragment, and why): the home page
    /// says why, and offers the nearest good game if there is one.
    Refused(String, AddressProblem),
}

/// Why an address is refused.
#[derive(Clone, Debug, PartialEq)]
pub enum AddressProblem {
    /// A game's settings (`#/play?…`) with bad values.
    Game(Refused),
    /// `#/rules/<this>`: no such game.
    Rules(String),
    /// `#/puzzles/<this>`: no such game or puzzle number.
    Puzzles(String),
}

impl Route {
    pub fn from_hash(hash: &str) -> Route {
        let path = hash.trim_start_matches('#');
        if let Some(query) = path
            .strip_prefix("/play?")
            .or((path == "/play").then_some(""))
        {
            return match check_game(query) {
                Ok(config) => Route::Play(config),
                Err(refused) => Route::Refused(path.to_string(), AddressProblem::Game(refused)),
            };
        }
        if let Some(id) = path.strip_prefix("/game/") {
            return Route::Game(id.to_string());
        }
        if let Some(id) = path.strip_prefix("/analysis/") {
            return Route::Analysis(id.to_string());
        }
        if let Some(game) = path.strip_prefix("/rules/") {
            return match game {
                "cephalopod" => Route::Rules(GameKind::Cephalopod),
                "deblockle" => Route::Rules(GameKind::Deblockle),
                _ => Route::Refused(path.to_string(), AddressProblem::Rules(game.to_string())),
            };
        }
        if let Some(rest) = path.strip_prefix("/puzzles/") {
            return match crate::study::puzzles::set::parse_address(rest) {
                Some((game, number)) => Route::Puzzles(game, number),
                None => Route::Refused(path.to_string(), AddressProblem::Puzzles(rest.to_string())),
            };
        }
        if let Some(address) = path.strip_prefix("/learn/") {
            return Route::Learn(address.to_string());
        }
        if path.starts_with(crate::share::remote_link::LINK_PREFIX) {
            return Route::Link(path.to_string());
        }
        // `#/embed` alone too: the embed then says, in its frame, that it
        // names no game.
        if let Some(query) = path
            .strip_prefix("/embed?")
            .or((path == "/embed").then_some(""))
        {
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
            Route::Link(fragment) | Route::Shared(fragment) | Route::Refused(fragment, _) => {
                format!("#{fragment}")
            }
            Route::Puzzles(game, None) => format!("#/puzzles/{}", game.name()),
            Route::Puzzles(game, Some(n)) => crate::study::puzzles::set::address(*game, *n),
            Route::Learn(address) => format!("#/learn/{address}"),
            Route::Analysis(id) => format!("#/analysis/{id}"),
        }
    }
}

/// The bar of a rules page or a lesson: the named link to `game`'s rules
/// only (the other game's from a rules page), so it keeps to one line on a
/// phone.
pub fn study_nav(game: GameKind, settings_button: Html, picker: Html) -> Html {
    let name = match game {
        GameKind::Deblockle => Msg::NavRulesDeblockle,
        GameKind::Cephalopod => Msg::NavRulesCephalopod,
    };
    html! {
        <nav class="app-nav" aria-label={t(Msg::NavLabel)}>
            <a href={format!("#/rules/{}", game.name())}>{ t(name) }</a>
            { settings_button }
            { picker }
        </nav>
    }
}

/// The bar's links, settings and language: both games' rules, or (on a
/// game's screen, narrow on phones) this game's rules only.
pub fn app_nav(game: Option<GameKind>, settings_button: Html, picker: Html) -> Html {
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
