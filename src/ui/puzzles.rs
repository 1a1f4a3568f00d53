//! The puzzle screen, `#/puzzles/<game>[/<n>]`: the goal, the play board
//! (the play screen's state and board, the defender seated as the AI),
//! previous and next, a hint and the solution. The player's moves are
//! judged by the worker (`crate::puzzle_job`); the defender's answers and
//! refutations are played on the board.

use cubeplay_engine::puzzle::Puzzle;
use cubeplay_engine::GameKind;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

use super::config::GameConfig;
use super::labels::player_label;
use super::play_board::{aspect_class, render_board};
use super::play_state::{Action, PlayState};
use super::puzzle_set::{address, goal_sentence, puzzles, Solved};
use super::store::browser;
use crate::ai_client::AiClient;
use crate::i18n::{t, t_with, use_language};
use crate::protocol::WorkerResponse;
use crate::puzzle_job::{PuzzleAnswer, PuzzleRequest, Verdict};

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

#[function_component]
pub fn PuzzleScreen(props: &PuzzleScreenProps) -> Html {
    use_language();
    let game = props.game;
    let loaded = use_memo(game, |&game| puzzles(game));
    let solved = use_state(|| browser::local().map_or_else(Solved::default, |s| Solved::read(&s)));
    // A new attempt (retry, or the solution shown) is a new board.
    let attempt = use_state(|| (0u32, false));
    let topbar = html! {
        <header class="topbar">
            <button class="link-button brand" onclick={props.on_home.clone()} aria-label={t("back-home")}>{ "cubeplay" }</button>
            <span class="topbar-game">{ t_with("puzzles-heading", &[("game", game.title().into())]) }</span>
            { props.toolbar.clone() }
        </header>
    };
    let list = match &*loaded {
        Ok(list) if !list.is_empty() => list,
        other => {
            let reason = match other {
                Err(reason) => reason.as_str(),
                Ok(_) => "0",
            };
            let text = t_with(
                "puzzles-unreadable",
                &[("game", game.title().into()), ("reason", reason.into())],
            );
            return html! {
                <div class="play-screen">{ topbar }
                    <p class="notice error" role="alert" data-kind="puzzles-unreadable">{ text }</p>
                </div>
            };
        }
    };
    let count = list.len();
    let number = props
        .number
        .unwrap_or_else(|| solved.first_unsolved(game, list))
        .clamp(1, count);
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
    let link = |(to, label, action): (usize, &str, &'static str)| {
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
        (number - 1, "puzzles-previous", "previous-puzzle"),
        (number + 1, "puzzles-next", "next-puzzle"),
    ];
    let progress = t_with(
        "puzzles-progress",
        &[
            ("number", number.into()),
            ("count", count.into()),
            ("solved", solved.count(game, list).into()),
        ],
    );
    let nav = html! {
        <div class="puzzle-nav">
            <p class="muted">{ progress }</p>
            if solved.contains(game, puzzle) {
                <p class="notice" data-kind="puzzle-solved-mark">{ "✓ " }{ t("puzzles-solved-mark") }</p>
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
    {
        let client = client.clone();
        let dispatcher = state.dispatcher();
        let phase = phase.setter();
        let asked = asked.clone();
        let on_solved = props.on_solved.clone();
        let showing = props.showing;
        use_effect_with((), move |_| {
            if !showing {
                let spawned = AiClient::spawn(move |answer| {
                    if let WorkerResponse::Puzzle(answer) = answer {
                        let (position, tried) = asked.borrow().clone();
                        let asked = Asked { position, tried };
                        on_verdict(answer, asked, &dispatcher, &phase, &on_solved);
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
    let on_hint = {
        let state = state.clone();
        let client = client.clone();
        let asked = asked.clone();
        let line = puzzle.to_line();
        let game = puzzle.kind().name().to_string();
        Callback::from(move |_: MouseEvent| {
            *asked.borrow_mut() = (state.record.current_text(), String::new());
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
    let retry = props.on_attempt.reform(|_: MouseEvent| false);
    let solution = props.on_attempt.reform(|_: MouseEvent| true);
    let game = puzzle.kind();
    let defender = player_label(game, attacker.opponent());
    let solution_done = props.showing && state.record.move_count() >= puzzle.line().len();
    // One argument list for every sentence (each takes what it needs).
    let line: Vec<String> = puzzle.line().iter().map(ToString::to_string).collect();
    let line = line.join(" ");
    let (id, first, second) = match &*phase {
        _ if solution_done => ("puzzles-solution-shown", "", ""),
        _ if props.showing => ("puzzles-solution-playing", "", ""),
        Phase::Playing if state.hint.is_some() => ("puzzles-hint-shown", "", ""),
        Phase::Playing => ("puzzles-your-move", "", ""),
        Phase::Checking => ("puzzles-checking", "", ""),
        Phase::Answered(Some(mv)) => ("puzzles-correct", mv.as_str(), ""),
        Phase::Answered(None) => ("puzzles-correct-stuck", "", ""),
        Phase::Wrong {
            tried,
            answer: Some(answer),
        } => ("puzzles-wrong", tried.as_str(), answer.as_str()),
        Phase::Wrong { tried, .. } => ("puzzles-wrong-over", tried.as_str(), ""),
        Phase::Solved => ("puzzles-solved", "", ""),
        Phase::Failed(reason) => ("puzzles-failed", reason.as_str(), ""),
    };
    let status = t_with(
        id,
        &[
            ("player", defender.as_str().into()),
            ("move", first.into()),
            ("reason", first.into()),
            ("answer", second.into()),
            ("line", line.as_str().into()),
        ],
    );
    let playing = !props.showing && matches!(*phase, Phase::Playing | Phase::Answered(_));
    let status_class = match &*phase {
        Phase::Wrong { .. } | Phase::Failed(_) if !props.showing => "notice error",
        Phase::Solved => "notice",
        _ => "status",
    };
    html! {
        <main class="play" data-phase={if props.showing { "solution" } else { phase.name() }}>
            <section class={classes!("board-area", aspect_class(&state.record))} inert={!playing}>
                { render_board(&state, &{
                    let dispatcher = state.dispatcher();
                    Callback::from(move |action: Action| dispatcher.dispatch(action))
                }) }
            </section>
            <aside class="side-panel">
                <p class="status puzzle-goal">{ goal_sentence(puzzle) }</p>
                <p class={status_class} data-kind="puzzle-status" aria-live="polite">{ status }</p>
                <div class="button-row">
                    if playing {
                        <button data-action="puzzle-hint" onclick={on_hint}>{ t("puzzles-hint") }</button>
                    }
                    if !matches!(*phase, Phase::Playing) || props.showing {
                        <button class={classes!((!playing).then_some("primary"))} data-action="puzzle-retry" onclick={retry}>{ t("puzzles-retry") }</button>
                    }
                    if !props.showing {
                        <button data-action="puzzle-solution" onclick={solution}>{ t("puzzles-solution") }</button>
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

/// Acts on the worker's verdict.
fn on_verdict(
    PuzzleAnswer { verdict, text, .. }: PuzzleAnswer,
    Asked { position, tried }: Asked,
    dispatcher: &UseReducerDispatcher<PlayState>,
    phase: &UseStateSetter<Phase>,
    on_solved: &Callback<()>,
) {
    // The answer goes on the board after a pause, and the sentence with it.
    let answer_later = |mv: Option<String>, next: Phase| {
        let dispatcher = dispatcher.clone();
        let phase = phase.clone();
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
            phase.set(Phase::Solved);
            on_solved.emit(());
        }
        Verdict::Correct => answer_later(text.clone(), Phase::Answered(text)),
        Verdict::Wrong => answer_later(
            text.clone(),
            Phase::Wrong {
                tried,
                answer: text,
            },
        ),
        Verdict::Hint => {
            if let Some(mv) = text {
                dispatcher.dispatch(Action::Hint { position, mv });
            }
        }
        Verdict::Failed => phase.set(Phase::Failed(text.unwrap_or_default())),
    }
}
