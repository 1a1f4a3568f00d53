//! The play screen's review in the engine worker: a worker of its own,
//! started on the first review (the AI's moves and hints go on beside
//! it). Answers are taken only for the review asked last, by id.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_worker::{Spawnable, WorkerBridge};
use yew::prelude::*;

use crate::game::reducer::Action;
use crate::game::review::GameReview;
use crate::game::state::PlayState;
use crate::i18n::record_errors::ai_failure;
use crate::storage::keep;
use crate::worker::client::worker_loader_url;
use crate::worker::engine_worker::EngineWorker;
use crate::worker::protocol::{WorkerRequest, WorkerResponse};

/// The review asked for: its id and the moves it reviews.
type Asked = Rc<RefCell<Option<(u32, Vec<String>)>>>;

/// What the answer for `asked` does to the state, if it is for it.
fn answer(asked: &Asked, answer: WorkerResponse) -> Option<Vec<Action>> {
    let mut asked = asked.borrow_mut();
    let (id, moves) = asked.as_ref()?;
    Some(match answer {
        WorkerResponse::ReviewProgress {
            id: of,
            done,
            total,
        } if of == *id => {
            vec![Action::Reviewing(done, total)]
        }
        WorkerResponse::Reviewed { id: of, lines } if of == *id => {
            let plies: Vec<(&str, &str)> = moves
                .iter()
                .map(String::as_str)
                .zip(lines.iter().skip(1).map(String::as_str))
                .collect();
            let review = lines
                .first()
                .and_then(|start| GameReview::from_payloads(start, &plies));
            *asked = None;
            vec![Action::Reviewed(review)]
        }
        WorkerResponse::Failed {
            id: Some(of),
            failure,
        } if of == *id => {
            *asked = None;
            vec![Action::Reviewed(None), Action::Failed(ai_failure(&failure))]
        }
        _ => return None,
    })
}

/// The callback that starts (true) or cancels (false) the review.
#[hook]
pub fn use_review(state: &UseReducerHandle<PlayState>) -> Callback<bool> {
    let bridge = use_mut_ref(|| None::<WorkerBridge<EngineWorker>>);
    let asked: Asked = use_mut_ref(|| None);
    let next_id = use_mut_ref(|| 0u32);
    let state = state.clone();
    use_callback(state.record.clone(), move |start: bool, _| {
        let mut bridge = bridge.borrow_mut();
        if !start {
            if let (Some((id, _)), Some(bridge)) = (asked.borrow_mut().take(), bridge.as_ref()) {
                bridge.send(WorkerRequest::CancelReview { id });
            }
            state.dispatch(Action::Reviewed(None));
            return;
        }
        let worker = bridge.get_or_insert_with(|| {
            let dispatcher = state.dispatcher();
            let asked = asked.clone();
            EngineWorker::spawner()
                .callback(move |response| {
                    for action in answer(&asked, response).unwrap_or_default() {
                        dispatcher.dispatch(action);
                    }
                })
                .as_module(true)
                .with_loader(true)
                .spawn(&worker_loader_url())
        });
        let id = {
            let mut next = next_id.borrow_mut();
            *next = next.wrapping_add(1);
            *next
        };
        let moves: Vec<String> = state.record.moves().into_iter().map(|(_, mv)| mv).collect();
        let record = keep::engine_record(&state.config, &state.record, None).to_text();
        state.dispatch(Action::Reviewing(0, moves.len() + 1));
        *asked.borrow_mut() = Some((id, moves));
        worker.send(WorkerRequest::Review { id, record });
    })
}
