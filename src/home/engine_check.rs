//! The home page's engine check (`?debug`): a small perft asked of a fresh
//! engine worker, which shows the worker runs (the browser tests read it).

use yew::prelude::*;

use crate::i18n::{msg, t, use_language, Msg};
use crate::worker::client::AiClient;
use crate::worker::protocol::WorkerResponse;

/// The question: a small perft whose exact answer the browser tests check.
pub const ENGINE_CHECK_GAME: &str = "cephalopod";
pub const ENGINE_CHECK_POSITION: &str = ".../.../... w";
pub const ENGINE_CHECK_DEPTH: u32 = 4;

/// The home page's footer line: a small perft asked of a fresh engine
/// worker, which shows the worker runs (the browser tests read the count).
/// Only the home page asks; once it answered, the worker is kept for the
/// next screen that needs one.
#[function_component]
pub fn EngineCheck() -> Html {
    use_language();
    let answer = use_state(|| None::<WorkerResponse>);
    let client = use_mut_ref(|| None::<AiClient>);
    {
        let answer = answer.clone();
        let client = client.clone();
        use_effect_with((), move |_| {
            let done = client.clone();
            let mut spawned = AiClient::spawn(move |response| {
                answer.set(Some(response));
                // One question only: the worker is let go once it answered
                // (after this callback returns), for the next screen.
                let done = done.clone();
                gloo_timers::callback::Timeout::new(0, move || {
                    done.borrow_mut().take();
                })
                .forget();
            });
            spawned.perft(ENGINE_CHECK_GAME, ENGINE_CHECK_POSITION, ENGINE_CHECK_DEPTH);
            *client.borrow_mut() = Some(spawned);
        });
    }
    match &*answer {
        Some(WorkerResponse::Perft { count, millis }) => html! {
            <p id="engine-check" data-state="ready" data-count={count.clone()}>
                { msg::engine_ready(ENGINE_CHECK_DEPTH, count.as_str(), millis.round()) }
            </p>
        },
        Some(WorkerResponse::Failed { failure, .. }) => {
            let message = crate::i18n::record_errors::ai_failure(failure);
            html! {
                <p id="engine-check" data-state="failed" role="alert">{ msg::engine_failed(message.as_str()) }</p>
            }
        }
        _ => html! { <p id="engine-check" data-state="waiting">{ t(Msg::EngineStarting) }</p> },
    }
}
