//! The page. For now: the two games and a live check that the engine
//! worker answers; the play screens build on this.

use yew::prelude::*;

use crate::protocol::WorkerResponse;
use crate::worker::AiClient;

/// The question the page asks the worker on start: a small perft whose
/// exact answer the browser tests check.
pub const ENGINE_CHECK_GAME: &str = "cephalopod";
pub const ENGINE_CHECK_POSITION: &str = ".../.../... w";
pub const ENGINE_CHECK_DEPTH: u32 = 4;

#[function_component]
pub fn App() -> Html {
    let answer = use_state(|| None::<WorkerResponse>);
    let client = use_mut_ref(|| None::<AiClient>);
    {
        let answer = answer.clone();
        use_effect_with((), move |_| {
            let spawned = AiClient::spawn(move |response| answer.set(Some(response)));
            spawned.perft(ENGINE_CHECK_GAME, ENGINE_CHECK_POSITION, ENGINE_CHECK_DEPTH);
            // Kept alive for the page's lifetime: dropping it ends the worker.
            *client.borrow_mut() = Some(spawned);
        });
    }

    let engine_status = match &*answer {
        None => {
            html! { <p id="engine-check" data-state="waiting">{ "Starting the engine worker…" }</p> }
        }
        Some(WorkerResponse::Perft { count, millis }) => html! {
            <p id="engine-check" data-state="ready" data-count={count.clone()}>
                { format!(
                    "Engine worker ready: perft({ENGINE_CHECK_DEPTH}) of the empty 3×3 Cephalopod board = {count} ({millis:.0} ms)"
                ) }
            </p>
        },
        Some(WorkerResponse::Thought(_)) => html! {},
        Some(WorkerResponse::Failed { message, .. }) => html! {
            <p id="engine-check" data-state="failed" role="alert">{ format!("Engine worker error: {message}") }</p>
        },
    };

    html! {
        <main class="home">
            <h1>{ "cubeplay" }</h1>
            <p class="tagline">{ "Abstract strategy games with cubes: play a friend on this screen or the computer, in any browser, offline." }</p>
            <ul class="games">
                <li class="game-card">
                    <h2>{ "Deblockle" }</h2>
                    <p>{ "Tip a block over, then hop by the symbol that lands on top. Clear all your blocks off the board first." }</p>
                </li>
                <li class="game-card">
                    <h2>{ "Cephalopod" }</h2>
                    <p>{ "Place dice and capture neighbours whose pips add up to six or less. Hold more of the board when it fills." }</p>
                </li>
            </ul>
            { engine_status }
        </main>
    }
}
