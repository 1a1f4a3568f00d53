//! The play screen's review on the page's pool of engine workers
//! (`crate::worker::pool`): one task per segment of the game, the progress
//! counted over all workers, the review assembled on the page once every
//! segment is in. Cancel (or leaving the screen) stops every worker of it.

use std::cell::{Cell, RefCell};

use yew::prelude::*;

use crate::game::reducer::Action;
use crate::game::review::GameReview;
use crate::game::state::PlayState;
use crate::i18n::record_errors::ai_failure;
use crate::i18n::{Msg, Phrase};
use crate::parts::{part, View};
use crate::play::review_results::ReviewInput;
use crate::storage::keep;
use crate::worker::jobs::review::SegmentedRun;
use crate::worker::pool::{self, Answer, JobId};
use crate::worker::protocol::Failure;

/// The least time between two redraws of the progress bar.
const PROGRESS_EVERY_MS: f64 = 150.0;

/// The callback that starts (true) or cancels (false) the review. The
/// review's code (its tasks, its assembly, the pool) is a part of its own,
/// loaded on the first review.
#[hook]
pub fn use_review(state: &UseReducerHandle<PlayState>) -> Callback<bool> {
    let job = use_mut_ref(|| None::<JobId>);
    // Each start or cancel is a new request: a review whose part arrives
    // after a cancel, or after another start, does not begin.
    let asked = use_mut_ref(|| 0u32);
    {
        let job = job.clone();
        use_effect_with((), move |()| {
            move || {
                if let Some(old) = job.borrow_mut().take() {
                    pool::cancel(old);
                }
            }
        });
    }
    let state = state.clone();
    use_callback(state.record.clone(), move |start: bool, _| {
        if let Some(old) = job.borrow_mut().take() {
            pool::cancel(old);
        }
        *asked.borrow_mut() += 1;
        if !start {
            state.dispatch(Action::Reviewed(None));
            return;
        }
        let (state, job, asked) = (state.clone(), job.clone(), asked.clone());
        let request = *asked.borrow();
        wasm_bindgen_futures::spawn_local(async move {
            match REVIEW.load().await {
                Ok(review) if *asked.borrow() == request => {
                    *job.borrow_mut() = (review.start)(&state)
                }
                Ok(_) => {}
                Err(_) => state.dispatch(Action::Failed(Msg::PartUnavailable.into())),
            }
        });
    })
}

/// What the review's part gives: its results' view and its start.
#[derive(Clone, Copy)]
pub struct ReviewPart {
    pub results: View<ReviewInput>,
    /// Starts a review of the game on the pool; its job, if it started.
    pub start: fn(&UseReducerHandle<PlayState>) -> Option<JobId>,
}

part! {
    /// The computer's review: its run on the pool and its results.
    pub static REVIEW: Part<ReviewPart> = review, false, ReviewPart {
        results: crate::play::review_results::review_results,
        start: start_review,
    };
}

fn start_review(state: &UseReducerHandle<PlayState>) -> Option<JobId> {
    let record = keep::engine_record(&state.config, &state.record, None).to_text();
    let played = state.record.moves().into_iter().map(|(_, mv)| mv).collect();
    let Some(run) = SegmentedRun::new(&record, played) else {
        let failure = Failure::BadRecord { text: record };
        state.dispatch(Action::Failed(Phrase::new(move || ai_failure(&failure))));
        return None;
    };
    let total = run.total();
    let tasks = run.tasks();
    let answers = RefCell::new(vec![String::new(); tasks.len()]);
    let left = Cell::new(tasks.len());
    let done = Cell::new(0);
    // Each task's positions reviewed, taken back if it starts again.
    let done_by_task = RefCell::new(vec![0; tasks.len()]);
    let shown_at = Cell::new(f64::NEG_INFINITY);
    let dispatcher = state.dispatcher();
    state.dispatch(Action::Reviewing(0, total));
    let id = pool::run(tasks, move |index, answer| match answer {
        Answer::Progress(_) => {
            done.set(done.get() + 1);
            if let Some(count) = done_by_task.borrow_mut().get_mut(index) {
                *count += 1;
            }
            // Each dispatch draws the whole play screen again: with
            // several workers answering, the bar moves a few times a
            // second, and the page's core stays free for the workers.
            let now = js_sys::Date::now();
            if now - shown_at.get() >= PROGRESS_EVERY_MS || done.get() == total {
                shown_at.set(now);
                dispatcher.dispatch(Action::Reviewing(done.get(), total));
            }
        }
        Answer::Done(text) => {
            if let Some(slot) = answers.borrow_mut().get_mut(index) {
                *slot = text;
            }
            left.set(left.get() - 1);
            if left.get() == 0 {
                let review = run.assemble(&answers.borrow());
                dispatcher.dispatch(Action::Reviewed(review.as_ref().map(GameReview::of)));
            }
        }
        Answer::Restarted => {
            if let Some(count) = done_by_task.borrow_mut().get_mut(index) {
                done.set(done.get() - *count);
                *count = 0;
            }
        }
        Answer::Lost => {
            dispatcher.dispatch(Action::Reviewed(None));
            dispatcher.dispatch(Action::Failed(Msg::ReviewFailed.into()));
        }
    });
    Some(id)
}
