//! The analysis board's engine: the shown position analysed across the
//! page's pool of engine workers, its lines merged into the state.

use cubeplay_engine::ai::{split_root, ThinkOptions};
use yew::prelude::*;

use crate::study::analysis::state::{AnalysisAction, AnalysisState};
use crate::worker::jobs::analysis;
use crate::worker::pool::{self, Answer};
use crate::worker::protocol::ThinkRequest;

/// Analyses the position on the board whenever it or the settings change:
/// its root moves shared across the engine pool (`crate::worker::pool`),
/// one task per share, each share's lines merged on the page. A change, the
/// engine switched off or the screen left stops every worker of the job.
#[hook]
pub fn use_engine(state: &UseReducerHandle<AnalysisState>) {
    let request = state.engine_request();
    let dispatcher = state.dispatcher();
    use_effect_with(request, move |request| {
        let job = request.as_ref().map(|request| {
            let shares = shares_of(request, pool::pool_size());
            let count = shares.len();
            let tasks = shares
                .into_iter()
                .map(|only_moves| {
                    let share = ThinkRequest {
                        only_moves,
                        ..request.clone()
                    };
                    format!("analyse\n{}", analysis::task_text(&share))
                })
                .collect();
            let position = request.position.clone();
            let answers = std::cell::Cell::new(0u32);
            pool::run(tasks, move |share, answer| {
                let text = match answer {
                    Answer::Progress(text) | Answer::Done(text) => text,
                    Answer::Lost => return dispatcher.dispatch(AnalysisAction::EngineLost),
                    _ => return,
                };
                let Some(lines) = analysis::read_lines(&text).filter(|lines| !lines.is_empty())
                else {
                    return;
                };
                // How many lines came in, for tests and the curious.
                answers.set(answers.get() + 1);
                expose_answers(answers.get());
                dispatcher.dispatch(AnalysisAction::Line {
                    position: position.clone(),
                    share,
                    shares: count,
                    lines,
                });
            })
        });
        move || {
            if let Some(job) = job {
                pool::cancel(job);
            }
        }
    });
}

/// The root moves of `request`'s position shared among `workers` (one
/// share of every move when they cannot be split: the worker then says
/// why).
fn shares_of(request: &ThinkRequest, workers: usize) -> Vec<Vec<String>> {
    let options = ThinkOptions {
        no_adjacent: request.no_adjacent,
        ..ThinkOptions::default()
    };
    request
        .game
        .parse()
        .ok()
        .and_then(|game| split_root(game, &request.position, &options, workers).ok())
        .unwrap_or_else(|| vec![Vec::new()])
}

/// `data-analysis-lines` on the page's root: how many sets of lines the
/// engine sent.
fn expose_answers(count: u32) {
    if let Some(root) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.document_element())
    {
        let _ = root.set_attribute("data-analysis-lines", &count.to_string());
    }
}
