//! The review's part of the side panel: the button, the progress and
//! Cancel while it runs, then the results (`review_results`, in the
//! review's part) once it is done.

use yew::prelude::*;

use crate::game::reducer::Action;
use crate::game::state::PlayState;
use crate::i18n::{msg, t, Msg};
use crate::parts::{OnDemand, View};
use crate::play::review_results::ReviewInput;
use crate::play::use_review::{ReviewPart, REVIEW};

/// `on_review`: true starts a review, false cancels it.
pub fn review_view(
    state: &PlayState,
    on_action: &Callback<Action>,
    on_review: &Callback<bool>,
) -> Html {
    let moves = state.record.moves();
    if let Some((done, total)) = state.reviewing {
        return html! {
            <section class="review" data-state="running">
                <label class="review-progress">
                    { msg::review_progress(done, total) }
                    <progress max={total.to_string()} value={done.to_string()} data-done={done.to_string()} data-total={total.to_string()} />
                </label>
                <button onclick={on_review.reform(|_: MouseEvent| false)} data-action="review-cancel">{ t(Msg::ReviewCancel) }</button>
            </section>
        };
    }
    let start = html! {
        <button onclick={on_review.reform(|_: MouseEvent| true)} data-action="review">{ t(Msg::ReviewStart) }</button>
    };
    if state
        .review
        .as_ref()
        .is_none_or(|review| review.plies.is_empty())
    {
        let allowed = state.config.review_allowed(state.result().is_some());
        return html! { <section class="review">{ if moves.is_empty() || !allowed { html! {} } else { start } }</section> };
    }
    // The results (the graph, the accuracy, each move's verdict) come with
    // the review's part.
    let input = ReviewInput {
        state: state.clone(),
        on_action: on_action.clone(),
        on_review: on_review.clone(),
    };
    html! { <OnDemand<ReviewPart, ReviewInput> part={&REVIEW} select={review_view_of as fn(&ReviewPart) -> View<ReviewInput>} input={input} /> }
}

fn review_view_of(review: &ReviewPart) -> View<ReviewInput> {
    review.results
}
