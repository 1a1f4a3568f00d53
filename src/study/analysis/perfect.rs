//! Perfect play on the analysis board: on a Cephalopod board the solver
//! settles, the position's value and every legal move's, win, draw or loss
//! with its distance, like an endgame tablebase explorer. The solving runs
//! in a worker of the pool (`worker::jobs::solve`); each move's value shows
//! as it is proven, and a tap on a move plays it.

use cubeplay_engine::{Player, Value};
use yew::prelude::*;

use crate::i18n::labels::player_label;
use crate::i18n::{msg, t, Msg};
use crate::study::analysis::state::{AnalysisAction, AnalysisState};
use crate::worker::jobs::solve::{read_solved, value_text, Solved};
use crate::worker::pool::{self, Answer, JobId};

/// Solves the position on the board whenever it changes, while the
/// engine is on (see `AnalysisState::solve_request`); another position,
/// the engine switched off or the screen left stops the worker at once.
#[hook]
pub fn use_perfect_play(state: &UseReducerHandle<AnalysisState>) {
    let dispatcher = state.dispatcher();
    use_effect_with(state.solve_request(), move |task| {
        let job = task
            .as_ref()
            .map(|task| run_solve(task, dispatcher.clone()));
        move || {
            if let Some(job) = job {
                pool::cancel(job);
            }
        }
    });
}

/// Starts solving `task` on the pool; what is proven reaches the state as
/// it comes.
fn run_solve(task: &str, dispatcher: UseReducerDispatcher<AnalysisState>) -> JobId {
    let position = task.lines().nth(1).unwrap_or_default().to_string();
    pool::run(vec![format!("solve\n{task}")], move |_, answer| {
        let text = match answer {
            Answer::Progress(text) | Answer::Done(text) => text,
            Answer::Lost => return dispatcher.dispatch(AnalysisAction::EngineLost),
            _ => return,
        };
        if let Some(solved) = read_solved(&text) {
            dispatcher.dispatch(AnalysisAction::Perfect {
                position: position.clone(),
                solved,
            });
        }
    })
}

/// The position's value in words: who wins and in how many moves (both
/// players' moves counted), or a draw.
pub fn position_words(state: &AnalysisState, value: Value) -> String {
    let to_move = state.board.record.to_move();
    let winner = match value {
        Value::Win(_) => to_move,
        Value::Loss(_) => to_move.opponent(),
        Value::Draw => return t(Msg::AnalysisPerfectDraw),
    };
    let player = player_label(state.game(), winner);
    msg::analysis_win_in(player.as_str(), value.plies().unwrap_or_default())
}

/// A move's value for the player who makes it, in words.
fn move_words(value: Value) -> String {
    match value {
        Value::Win(plies) => msg::analysis_move_win(plies),
        Value::Draw => t(Msg::AnalysisMoveDraw),
        Value::Loss(plies) => msg::analysis_move_loss(plies),
    }
}

/// The proven value of the position on the board, in words, once the
/// solver has it: it leads over the engine's estimate.
pub fn proven_words(state: &AnalysisState) -> Option<String> {
    match &state.perfect {
        Some(Solved::Values { value, .. }) => Some(position_words(state, *value)),
        _ => None,
    }
}

/// The perfect-play box, when the position on the board is being solved
/// or was: nothing on other boards, or with the engine off.
pub fn perfect_box(state: &AnalysisState) -> Html {
    if state.solve_request().is_none() {
        return html! {};
    }
    let (kind, headline, moves) = match &state.perfect {
        None => ("solving", t(Msg::AnalysisPerfectSolving), Vec::new()),
        Some(Solved::TooBig { limit }) => (
            "too-big",
            msg::analysis_perfect_too_big(*limit as u64),
            Vec::new(),
        ),
        Some(Solved::Values { value, moves }) => {
            let legal = state.board.record.current().cephalopod();
            let complete =
                legal.is_some_and(|position| moves.len() == position.legal_moves().len());
            let kind = if complete { "solved" } else { "solving" };
            (kind, position_words(state, *value), moves.clone())
        }
    };
    let mut moves = moves;
    // Best first for the player to move; equal values in the board's order.
    moves.sort_by_key(|(_, value)| std::cmp::Reverse(*value));
    let value = match &state.perfect {
        Some(Solved::Values { value, .. }) => Some(value_text(*value)),
        _ => None,
    };
    let mover = match state.board.record.to_move() {
        Player::First => "first",
        Player::Second => "second",
    };
    let rows = moves.into_iter().map(|(mv, value)| {
        html! {
            <li>
                <button class={classes!("proven-move", value.verdict())} data-action="play-move"
                        data-move={mv.clone()} data-value={value_text(value)} data-player={mover}>
                    <span class="notation">{ mv }</span>
                    <span class="proven-value">{ move_words(value) }</span>
                </button>
            </li>
        }
    });
    html! {
        <section class="perfect-box" data-state={kind} data-value={value} aria-live="polite">
            <h2>{ t(Msg::AnalysisPerfect) }</h2>
            <p><strong data-kind="perfect-value">{ headline }</strong></p>
            <ul class="proven-moves" data-kind="perfect-moves">{ for rows }</ul>
        </section>
    }
}
