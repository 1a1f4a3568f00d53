//! The top of the home page: each game with a live mini board (the
//! computer playing itself, one random move every 1.5 s, still when the
//! system asks for reduced motion), a one-line pitch and its ways in.
//! Under the games, the footer: version, rules, licence.

use cubeplay_engine::rng::SplitMix64;
use cubeplay_engine::{cephalopod, deblockle, AnyPosition, Game, GameKind};
use yew::prelude::*;

use crate::board::mini::MiniBoard;
use crate::game::config::{GameConfig, Opponent};
use crate::i18n::{msg, t, Msg};

/// Time between two moves on a live board.
const MOVE_EVERY_MS: u32 = 1500;
/// A live game starts again after this many moves (random Deblockle
/// games can wander for long), or when it is over.
const LONGEST_GAME: usize = 80;
/// Moves played before the first picture, so a still board shows a game.
const OPENING_MOVES: usize = 6;

pub fn start_position(game: GameKind) -> AnyPosition {
    match game {
        GameKind::Deblockle => deblockle::example_start(deblockle::Rules::default()).into(),
        GameKind::Cephalopod => cephalopod::Position::new_empty(5, 5)
            .unwrap_or_default()
            .into(),
    }
}

/// The next picture of a live board: a random legal move, or the start
/// again once the game is over or long.
pub fn next_position(
    game: GameKind,
    position: &AnyPosition,
    ply: usize,
    rng: &mut SplitMix64,
) -> (AnyPosition, usize) {
    let moves = position.legal_moves();
    if moves.is_empty() || position.outcome().is_some() || ply >= LONGEST_GAME {
        return (start_position(game), 0);
    }
    (position.play(moves[rng.index_below(moves.len())]), ply + 1)
}

/// The two live games (Deblockle, Cephalopod), a move each every 1.5 s;
/// a hook of the home page, so no component of its own adds to the download.
#[hook]
pub fn use_live_boards() -> [AnyPosition; 2] {
    const GAMES: [GameKind; 2] = [GameKind::Deblockle, GameKind::Cephalopod];
    let live = use_state(|| {
        let mut rng = SplitMix64::new(crate::game::seed::first_screen_seed());
        let games = GAMES.map(|game| {
            let mut state = (start_position(game), 0);
            for _ in 0..OPENING_MOVES {
                state = next_position(game, &state.0, state.1, &mut rng);
            }
            state
        });
        (games, rng)
    });
    {
        let live = live.clone();
        use_effect_with((), move |_| {
            let still =
                crate::storage::prefs::reduced_motion() || !crate::storage::prefs::motion_on();
            let interval = (!still).then(|| {
                gloo_timers::callback::Interval::new(MOVE_EVERY_MS, move || {
                    let (games, rng) = &*live;
                    let mut rng = rng.clone();
                    let mut games = games.clone();
                    for (state, game) in games.iter_mut().zip(GAMES) {
                        *state = next_position(game, &state.0, state.1, &mut rng);
                    }
                    live.set((games, rng));
                })
            });
            move || drop(interval)
        });
    }
    [live.0[0].0.clone(), live.0[1].0.clone()]
}

/// The games, each with its live board and ways in; `on_options` opens
/// the new-game dialog with every option.
pub fn showcase(
    on_start: &Callback<GameConfig>,
    on_options: &Callback<GameKind>,
    boards: [AnyPosition; 2],
) -> Html {
    let [deblockle, cephalopod] = boards;
    let card = |game: GameKind, position: AnyPosition| {
        let start = |opponent: Opponent| {
            let on_start = on_start.clone();
            Callback::from(move |_: MouseEvent| {
                let mut config = crate::storage::last_settings::load(game);
                config.opponent = opponent;
                // Both browsers of a link game start from one position.
                config.hand_setup &= opponent != Opponent::Link;
                config.seed = crate::game::seed::random_seed();
                on_start.emit(config)
            })
        };
        let options = on_options.reform(move |_: MouseEvent| game);
        html! {
            <li class={classes!("game-card", format!("card-{}", game.name()))}>
                <a class="live-link" href={format!("#/rules/{}", game.name())} tabindex="-1" aria-hidden="true">
                    <MiniBoard position={position} class={classes!("live-board")}
                               label={AttrValue::from(msg::home_live(game.title()))} />
                </a>
                <div class="card-text">
                    <h2>{ game.title() }</h2>
                    <p>{ t(match game {
                        GameKind::Deblockle => Msg::HomePitchDeblockle,
                        GameKind::Cephalopod => Msg::HomePitchCephalopod,
                    }) }</p>
                    <div class="entry-points">
                        <button class="primary" onclick={start(Opponent::Ai)} data-entry="ai">{ t(Msg::HomePlayAi) }</button>
                        // Both ways to play a friend, where the choice is made.
                        <button onclick={start(Opponent::Friend)} data-entry="friend">{ t(Msg::OpponentFriend) }</button>
                        <button onclick={start(Opponent::Link)} data-entry="link">{ t(Msg::OpponentLink) }</button>
                        <a class="learn-link" href={format!("#/learn/{}", game.name())} data-entry="learn">{ t(Msg::HomeLearn) }</a>
                        <a class="learn-link" href={format!("#/puzzles/{}", game.name())} data-entry="puzzles">{ t(Msg::LessonsPuzzlesLink) }</a>
                        <button class="link-button more-options" onclick={options} data-game={game.name()}
                                aria-label={format!("{} — {}", t(Msg::HomeMore), game.title())}>{ t(Msg::HomeMore) }</button>
                    </div>
                </div>
            </li>
        }
    };
    html! {
        <ul class="games home-showcase">
            { card(GameKind::Deblockle, deblockle) }
            { card(GameKind::Cephalopod, cephalopod) }
        </ul>
    }
}

/// The footer: version, rules, licence; the engine check under `?debug`.
pub fn footer(debug: Html) -> Html {
    html! {
        <footer class="home-footer">
            <span>{ msg::footer_version(env!("CARGO_PKG_VERSION")) }</span>
            <a href="#/rules/deblockle">{ t(Msg::NavRulesDeblockle) }</a>
            <a href="#/rules/cephalopod">{ t(Msg::NavRulesCephalopod) }</a>
            <span>{ t(Msg::FooterLicence) }</span>
            { debug }
        </footer>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_live_board_plays_legal_moves_and_starts_again() {
        for game in [GameKind::Deblockle, GameKind::Cephalopod] {
            let mut rng = SplitMix64::new(7);
            let mut state = (start_position(game), 0);
            let mut restarts = 0;
            for _ in 0..400 {
                let before = state.0.clone();
                state = next_position(game, &before, state.1, &mut rng);
                if state.1 == 0 {
                    restarts += 1;
                    assert_eq!(state.0, start_position(game));
                } else {
                    assert!(before
                        .legal_moves()
                        .iter()
                        .any(|&mv| before.play(mv) == state.0));
                }
            }
            assert!(restarts >= 1, "{game:?} never started again");
        }
        // Long games start again.
        let game = GameKind::Deblockle;
        let (_, ply) = next_position(
            game,
            &start_position(game),
            LONGEST_GAME,
            &mut SplitMix64::new(1),
        );
        assert_eq!(ply, 0);
    }
}
