//! The puzzle screen, `#/puzzles/<game>[/<n>]`: the goal, the play board
//! (the play screen's state and board, the defender seated as the AI),
//! previous and next, a hint and the solution. The player's moves are
//! judged by the worker (`crate::worker::jobs::puzzle`); the defender's answers and
//! refutations are played on the board.

use cubeplay_engine::cephalopod as ceph;
use cubeplay_engine::deblockle as deb;
use cubeplay_engine::puzzle::Puzzle;
use cubeplay_engine::GameKind;
use gloo_timers::callback::Timeout;
use wasm_bindgen::JsValue;
use yew::prelude::*;

use crate::board::intent::Selection;
use crate::game::config::GameConfig;
use crate::game::reducer::Action;
use crate::game::state::PlayState;
use crate::i18n::labels::player_label;
use crate::i18n::record_errors::ai_failure;
use crate::i18n::{msg, t, use_language, Msg};
use crate::play::board::{aspect_class, render_board};
use crate::play::panel::picker_view;
use crate::play::turn_panel;
use crate::play::turn_panel::hidden_faces;
use crate::storage::store::browser;
use crate::study::puzzles::set::{address, goal_sentence, puzzles, Solved};
use crate::worker::client::AiClient;
use crate::worker::protocol::{PuzzleAnswer, PuzzleRequest, Verdict, WorkerResponse};

/// How long the board rests on the player's move before the answer comes,
/// and between the solution's moves.
const ANSWER_DELAY_MS: u32 = 450;
const SOLUTION_STEP_MS: u32 = 700;

#[derive(Properties, PartialEq)]
pub struct PuzzleScreenProps {
    pub game: GameKind,
    /// From 1; none: the first not solved yet.
    pub number: Option<usize>,
    #[prop_or_default]
    pub toolbar: Html,
    pub on_home: Callback<MouseEvent>,
}

/// The `puzzles` part's view: the address's game's puzzles.
pub fn puzzles_screen(input: &crate::parts::ScreenInput) -> Html {
    let crate::app::route::Route::Puzzles(game, number) = input.route else {
        return html! {};
    };
    // A puzzle number past the last is refused by name, not brought into range.
    let count = puzzles(game).map_or(usize::MAX, |list| list.len());
    if let Some(number) = number.filter(|&number| number > count) {
        let asked = format!("{}/{number}", game.name());
        return input.home_instead(msg::address_puzzles(asked.as_str()), "refused-address");
    }
    html! {
        <PuzzleScreen key={input.hash.to_string()} game={game} number={number}
            // Narrow on phones, as on the play screen: this game's rules only.
            toolbar={input.game_toolbar(game)}
            on_home={input.on_home.reform(|_: MouseEvent| None)} />
    }
}

#[function_component]
pub fn PuzzleScreen(props: &PuzzleScreenProps) -> Html {
    use_language();
    let game = props.game;
    let loaded = use_memo(game, |&game| puzzles(game));
    let solved = use_state(|| browser::local().map_or_else(Solved::default, |s| Solved::read(&s)));
    // Without a number: the first puzzle not solved when the screen opened.
    // It stays when solved (its success shows until the reader moves on),
    // and the address names it, so a reload keeps it too.
    let opened_at = use_state(|| match &*loaded {
        Ok(list) => solved.first_unsolved(game, list),
        Err(_) => 1,
    });
    {
        let target = props.number.is_none().then(|| address(game, *opened_at));
        use_effect_with((), move |_| {
            let history = web_sys::window().and_then(|window| window.history().ok());
            if let (Some(history), Some(target)) = (history, target) {
                let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&target));
            }
        });
    }
    // A new attempt (retry, or the solution shown) is a new board.
    let attempt = use_state(|| (0u32, false));
    let topbar = html! {
        <header class="topbar">
            <button class="link-button brand" onclick={props.on_home.clone()} aria-label={t(Msg::BackHome)}>{ "cubeplay" }</button>
            <span class="topbar-game">{ msg::puzzles_heading(game.title()) }</span>
            { props.toolbar.clone() }
        </header>
    };
    let list = match &*loaded {
        Ok(list) if !list.is_empty() => list,
        other => {
            let reason = match other {
                Err(error) => error.to_string(),
                Ok(_) => "0".to_string(),
            };
            let text = msg::puzzles_unreadable(game.title(), reason.as_str());
            return html! {
                <div class="play-screen">{ topbar }
                    <p class="notice error" role="alert" data-kind="puzzles-unreadable">{ text }</p>
                </div>
            };
        }
    };
    let count = list.len();
    let number = props.number.unwrap_or(*opened_at).clamp(1, count);
    let puzzle = &list[number - 1];
    let on_solved = {
        let solved = solved.clone();
        let puzzle = puzzle.clone();
        Callback::from(move |()| {
            let mut next = (*solved).clone();
            if let Some(mut store) = browser::local() {
                next.add(game, &puzzle, &mut store);
            }
            solved.set(next);
        })
    };
    let on_attempt = {
        let attempt = attempt.clone();
        Callback::from(move |showing: bool| attempt.set((attempt.0 + 1, showing)))
    };
    let link = |(to, label, action): (usize, Msg, &'static str)| {
        let target = (1..=count).contains(&to).then(|| address(game, to));
        let disabled = target.is_none();
        let onclick = Callback::from(move |_: MouseEvent| {
            if let (Some(window), Some(target)) = (web_sys::window(), &target) {
                let _ = window.location().set_hash(target);
            }
        });
        html! { <button data-action={action} {disabled} {onclick}>{ t(label) }</button> }
    };
    let links = [
        (number - 1, Msg::PuzzlesPrevious, "previous-puzzle"),
        (number + 1, Msg::PuzzlesNext, "next-puzzle"),
    ];
    let progress = msg::puzzles_progress(number, count, solved.count(game, list));
    let nav = html! {
        <div class="puzzle-nav">
            <p class="muted">{ progress }</p>
            if solved.contains(game, puzzle) {
                <p class="notice" data-kind="puzzle-solved-mark">{ "✓ " }{ t(Msg::PuzzlesSolvedMark) }</p>
            }
            <div class="button-row">{ for links.into_iter().map(link) }</div>
        </div>
    };
    html! {
        <div class="play-screen puzzle-screen" data-puzzle={number.to_string()}>
            { topbar }
            <PuzzleBoard key={format!("{number}-{}", attempt.0)} puzzle={puzzle.clone()}
                showing={attempt.1} nav={nav} on_solved={on_solved} on_attempt={on_attempt} />
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct PuzzleBoardProps {
    puzzle: Puzzle,
    /// Plays the solution out rather than letting the player move.
    showing: bool,
    nav: Html,
    on_solved: Callback<()>,
    /// Starts again; `true` to play the solution.
    on_attempt: Callback<bool>,
}

/// Where the attempt stands.
#[derive(Clone, PartialEq)]
enum Phase {
    Playing,
    Checking,
    /// The defender answered this (none: it could not move).
    Answered(Option<String>),
    Wrong {
        tried: String,
        answer: Option<String>,
    },
    Solved,
    Failed(String),
}

impl Phase {
    fn name(&self) -> &'static str {
        match self {
            Phase::Playing | Phase::Answered(_) => "playing",
            Phase::Checking => "checking",
            Phase::Wrong { .. } => "wrong",
            Phase::Solved => "solved",
            Phase::Failed(_) => "failed",
        }
    }
}

fn start_state(puzzle: &Puzzle) -> PlayState {
    let mut config = GameConfig::new(puzzle.kind());
    config.human = puzzle.attacker();
    config.first = puzzle.attacker();
    config.position = Some(puzzle.position().to_string());
    config.repetition = puzzle.repetition_draw();
    config.no_adjacent = puzzle
        .position()
        .deblockle()
        .is_some_and(|position| position.rules().no_adjacent);
    PlayState::embedded(config, None, false, 1)
}

fn played_moves(state: &PlayState) -> Vec<String> {
    state.record.moves().into_iter().map(|(_, mv)| mv).collect()
}

#[function_component]
fn PuzzleBoard(props: &PuzzleBoardProps) -> Html {
    let puzzle = &props.puzzle;
    let attacker = puzzle.attacker();
    let state = use_reducer(|| start_state(puzzle));
    let phase = use_state(|| Phase::Playing);
    let client = use_mut_ref(|| None::<AiClient>);
    // The position a question was asked about (its answer is played
    // there) and the move that led to it.
    let asked = use_mut_ref(|| (String::new(), String::new()));
    // Hints come in two steps: the block or square, then the whole move.
    let hints = use_mut_ref(Hints::default);
    let first_hint = use_state(|| None::<FirstHint>);
    hints.borrow_mut().shown = state.record.current_text();
    {
        let client = client.clone();
        let dispatcher = state.dispatcher();
        let phase = phase.setter();
        let asked = asked.clone();
        let hints = hints.clone();
        let first_hint = first_hint.setter();
        let on_solved = props.on_solved.clone();
        let showing = props.showing;
        use_effect_with((), move |_| {
            if !showing {
                let spawned = AiClient::spawn(move |answer| {
                    // A lost worker: said, with Try again (a new worker).
                    if let WorkerResponse::Failed { failure, .. } = &answer {
                        phase.set(Phase::Failed(ai_failure(failure)));
                    }
                    if let WorkerResponse::Puzzle(answer) = answer {
                        let (position, tried) = asked.borrow().clone();
                        let asked = Asked { position, tried };
                        let to = Answer {
                            dispatcher: &dispatcher,
                            phase: &phase,
                            on_solved: &on_solved,
                        };
                        if answer.verdict == Verdict::Hint {
                            let hints = hints.borrow();
                            on_hint_answer(answer.text, asked, &hints, &dispatcher, &first_hint);
                        } else {
                            on_verdict(answer, asked, &to);
                        }
                    }
                });
                *client.borrow_mut() = Some(spawned);
            }
        });
    }
    // After each of the player's moves, the worker judges it.
    {
        let state = state.clone();
        let client = client.clone();
        let phase = phase.clone();
        let asked = asked.clone();
        let line = puzzle.to_line();
        let game = puzzle.kind().name().to_string();
        let showing = props.showing;
        use_effect_with(state.record.move_count(), move |&moves| {
            let attacker_moved = moves > 0 && state.record.moves()[moves - 1].0 == attacker;
            let judging = matches!(*phase, Phase::Playing | Phase::Answered(_));
            if !showing && attacker_moved && judging {
                let tried = state.record.moves()[moves - 1].1.clone();
                *asked.borrow_mut() = (state.record.current_text(), tried);
                if let Some(client) = client.borrow_mut().as_mut() {
                    client.puzzle(PuzzleRequest {
                        id: 0,
                        game,
                        puzzle: line,
                        played: played_moves(&state),
                        hint: false,
                    });
                }
                phase.set(Phase::Checking);
            }
        });
    }
    // The solution, one move at a time.
    {
        let state = state.clone();
        let line: Vec<String> = puzzle.line().iter().map(ToString::to_string).collect();
        let showing = props.showing;
        use_effect_with(state.record.move_count(), move |&moves| {
            let step = (showing && moves < line.len()).then(|| {
                let mv = line[moves].clone();
                let position = state.record.current_text();
                let to_attacker = state.record.to_move() == attacker;
                Timeout::new(SOLUTION_STEP_MS, move || {
                    state.dispatch(if to_attacker {
                        Action::Play(mv)
                    } else {
                        Action::AiMove { position, mv }
                    })
                })
            });
            move || drop(step)
        });
    }
    let current = state.record.current_text();
    // The first hint given in this position, while the move is not shown.
    let hinted_here = first_hint.as_ref().filter(|hint| hint.position == current);
    let first_hint_here = hinted_here.filter(|_| state.hint.is_none());
    let on_hint = {
        let state = state.clone();
        let client = client.clone();
        let asked = asked.clone();
        let hints = hints.clone();
        let full = hinted_here.is_some() || state.hint.is_some();
        let line = puzzle.to_line();
        let game = puzzle.kind().name().to_string();
        Callback::from(move |_: MouseEvent| {
            *asked.borrow_mut() = (state.record.current_text(), String::new());
            hints.borrow_mut().full = full;
            if let Some(client) = client.borrow_mut().as_mut() {
                client.puzzle(PuzzleRequest {
                    id: 0,
                    game: game.clone(),
                    puzzle: line.clone(),
                    played: played_moves(&state),
                    hint: true,
                });
            }
        })
    };
    let on_action = {
        let dispatcher = state.dispatcher();
        Callback::from(move |action: Action| dispatcher.dispatch(action))
    };
    let retry = props.on_attempt.reform(|_: MouseEvent| false);
    let solution = props.on_attempt.reform(|_: MouseEvent| true);
    let game = puzzle.kind();
    let defender = player_label(game, attacker.opponent());
    let solution_done = props.showing && state.record.move_count() >= puzzle.line().len();
    let hinting = matches!(*phase, Phase::Playing | Phase::Answered(_));
    let defender = defender.as_str();
    let status = match &*phase {
        _ if solution_done => {
            let line: Vec<String> = puzzle.line().iter().map(ToString::to_string).collect();
            msg::puzzles_solution_shown(line.join(" ").as_str())
        }
        _ if props.showing => t(Msg::PuzzlesSolutionPlaying),
        _ if hinting && state.hint.is_some() => t(Msg::PuzzlesHintShown),
        _ if hinting && first_hint_here.is_some() => msg::puzzles_hint_first(
            game.name(),
            first_hint_here.map_or("", |hint| hint.square.as_str()),
        ),
        Phase::Playing => t(Msg::PuzzlesYourMove),
        Phase::Checking => t(Msg::PuzzlesChecking),
        Phase::Answered(Some(mv)) => msg::puzzles_correct(defender, mv.as_str()),
        Phase::Answered(None) => msg::puzzles_correct_stuck(defender),
        Phase::Wrong {
            tried,
            answer: Some(answer),
        } => msg::puzzles_wrong(tried.as_str(), defender, answer.as_str()),
        Phase::Wrong { tried, .. } => msg::puzzles_wrong_over(tried.as_str()),
        Phase::Solved => t(Msg::PuzzlesSolved),
        Phase::Failed(reason) => msg::puzzles_failed(reason.as_str()),
    };
    let playing = !props.showing && hinting;
    let status_class = match &*phase {
        Phase::Wrong { .. } | Phase::Failed(_) if !props.showing => "notice error",
        Phase::Solved => "notice",
        _ => "status",
    };
    // What the turn in progress asks for, or why a tap did nothing.
    let prompt = turn_panel::status_prompt(&state).filter(|_| playing);
    html! {
        <main class="play" data-phase={if props.showing { "solution" } else { phase.name() }}>
            <section class={classes!("board-area", aspect_class(&state.record))} inert={!playing}>
                { render_board(&state, &on_action) }
            </section>
            <aside class="side-panel">
                <p class="status puzzle-goal">{ goal_sentence(puzzle) }</p>
                <p class={status_class} data-kind="puzzle-status" aria-live="polite">{ status }</p>
                { for prompt.map(|text| html! { <p class="turn-prompt" aria-live="polite">{ text }</p> }) }
                if playing {
                    // The confirm step of a tip that ends the turn (on by
                    // default on a touch screen), the capture picker, and
                    // the selected block's faces with the tip previewed (a
                    // long press on a tip mark only previews it).
                    { turn_panel::panel_extras(&state, &on_action) }
                    { for picker_view(&state, &on_action) }
                    { hidden_faces(&state) }
                }
                <div class="button-row">
                    if playing {
                        <button data-action="puzzle-hint" onclick={on_hint}>{ t(Msg::PuzzlesHint) }</button>
                    }
                    if !matches!(*phase, Phase::Playing) || props.showing {
                        <button class={classes!((!playing).then_some("primary"))} data-action="puzzle-retry" onclick={retry}>{ t(Msg::PuzzlesRetry) }</button>
                    }
                    if !props.showing {
                        <button data-action="puzzle-solution" onclick={solution}>{ t(Msg::PuzzlesSolution) }</button>
                    }
                </div>
                { props.nav.clone() }
            </aside>
        </main>
    }
}

/// What a question to the worker was about.
struct Asked {
    position: String,
    /// The player's move that led there.
    tried: String,
}

/// Where the answers of a verdict go.
struct Answer<'a> {
    dispatcher: &'a UseReducerDispatcher<PlayState>,
    phase: &'a UseStateSetter<Phase>,
    on_solved: &'a Callback<()>,
}

/// Acts on the worker's verdict.
fn on_verdict(
    PuzzleAnswer { verdict, text, .. }: PuzzleAnswer,
    Asked { position, tried }: Asked,
    to: &Answer,
) {
    // The answer goes on the board after a pause, and the sentence with it.
    let answer_later = |mv: Option<String>, next: Phase| {
        let dispatcher = to.dispatcher.clone();
        let phase = to.phase.clone();
        let position = position.clone();
        Timeout::new(ANSWER_DELAY_MS, move || {
            if let Some(mv) = mv {
                dispatcher.dispatch(Action::AiMove { position, mv });
            }
            phase.set(next);
        })
        .forget();
    };
    match verdict {
        Verdict::Solved => {
            to.phase.set(Phase::Solved);
            to.on_solved.emit(());
        }
        Verdict::Correct => answer_later(text.clone(), Phase::Answered(text)),
        Verdict::Wrong => answer_later(
            text.clone(),
            Phase::Wrong {
                tried,
                answer: text,
            },
        ),
        // Hints are answered by `on_hint_answer`.
        Verdict::Hint => {}
        Verdict::Failed => to.phase.set(Phase::Failed(text.unwrap_or_default())),
    }
}

/// The hints asked for in the position shown.
#[derive(Default)]
struct Hints {
    /// The position on the board now.
    shown: String,
    /// The hint asked for is the second one: the whole move.
    full: bool,
}

/// A first hint given: in this position, the block to move or the square
/// to place on.
#[derive(Clone, PartialEq)]
struct FirstHint {
    position: String,
    square: String,
}

/// Shows a hint: a first one picks up the block that moves (Deblockle) or
/// opens the capture choice on the square (Cephalopod), and says so; a
/// second one, or one where the square is the whole move, marks the move.
fn on_hint_answer(
    text: Option<String>,
    Asked { position, .. }: Asked,
    hints: &Hints,
    dispatcher: &UseReducerDispatcher<PlayState>,
    first_hint: &UseStateSetter<Option<FirstHint>>,
) {
    // No winning move (never in a puzzle's line), or the board moved on.
    let Some(mv) = text.filter(|_| hints.shown == position) else {
        return;
    };
    match first_step(&position, &mv).filter(|_| !hints.full) {
        Some((action, square)) => {
            dispatcher.dispatch(action);
            first_hint.set(Some(FirstHint { position, square }));
        }
        None => dispatcher.dispatch(Action::Hint { position, mv }),
    }
}

/// The first half of a hint for `mv` in `position`: the action that points
/// at its block or square, and that square; none when the square alone is
/// the whole move (a die that captures nothing, or in one way only).
fn first_step(position: &str, mv: &str) -> Option<(Action, String)> {
    if let Some((from, _)) = mv.split_once('-') {
        let from: deb::Square = from.parse().ok()?;
        let selection = Selection { from, tip: None };
        return Some((Action::Select(Some(selection)), from.to_string()));
    }
    let (square, _) = mv.split_once('=')?;
    let square: ceph::Square = square.parse().ok()?;
    let board: ceph::Position = position.parse().ok()?;
    (board.capture_moves_at(square).len() > 1).then(|| {
        (
            Action::Picker(Some((square, Vec::new()))),
            square.to_string(),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_first_hint_points_at_the_block_or_the_square() {
        let d4: deb::Square = "d4".parse().expect("a square");
        assert_eq!(
            first_step("", "d4-d3:c2"),
            Some((
                Action::Select(Some(Selection {
                    from: d4,
                    tip: None
                })),
                "d4".to_string()
            ))
        );
        let list = puzzles(GameKind::Cephalopod).expect("the puzzles");
        // Puzzle 3: b3 captures in several ways, so the choice is left open.
        let third = list[2].position().to_string();
        let b3: ceph::Square = "b3".parse().expect("a square");
        assert_eq!(
            first_step(&third, "b3=a3+b2+c3"),
            Some((Action::Picker(Some((b3, Vec::new()))), "b3".to_string()))
        );
        // Puzzle 1: a1 captures nothing; the square is the whole move.
        assert_eq!(first_step(&list[0].position().to_string(), "a1"), None);
        assert_eq!(first_step("not a position", "b3=a3+b2"), None);
    }
}
