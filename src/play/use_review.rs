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
use crate::storage::keep;
use crate::worker::jobs::review::SegmentedRun;
use crate::worker::pool::{self, Answer, JobId};
use crate::worker::protocol::Failure;

/// The least time between two redraws of the progress bar.
const PROGRESS_EVERY_MS: f64 = 150.0;

/// The callback that starts (true) or cancels (false) the review.
#[hook]
pub fn use_review(state: &UseReducerHandle<PlayState>) -> Callback<bool> {
    let job = use_mut_ref(|| None::<JobId>);
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
        if !start {
            state.dispatch(Action::Reviewed(None));
            return;
        }
        let record = keep::engine_record(&state.config, &state.record, None).to_text();
        let played = state.record.moves().into_iter().map(|(_, mv)| mv).collect();
        let Some(run) = SegmentedRun::new(&record, played) else {
            let failure = Failure::BadRecord { text: record };
            state.dispatch(Action::Failed(Phrase::new(move || ai_failure(&failure))));
            return;
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
        *job.borrow_mut() = Some(id);
    })
}
