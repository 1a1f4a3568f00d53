//! Tests that run in headless Chromium (wasm-bindgen-test): the engine
//! compiled to wasm gives the same answers as natively.
#![cfg(target_arch = "wasm32")]

use cubeplay::worker::jobs::perft::compute_perft;
use cubeplay::worker::protocol::WorkerResponse;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn perft_in_wasm_matches_the_known_count() {
    let response = compute_perft("cephalopod", ".../.../... w", 4);
    assert_eq!(
        response,
        WorkerResponse::Perft {
            count: "3256".into(),
            millis: 0.0
        }
    );
}

#[wasm_bindgen_test]
fn a_bad_position_is_reported_not_panicked() {
    let response = compute_perft("cephalopod", "xyz", 1);
    assert!(matches!(response, WorkerResponse::Failed { .. }));
}

include!("../engine/tests/data/deep_3x3.rs");

/// The six deep 3×3 counts of the engine's tests, in wasm; prints the time
/// they take (`--nocapture` shows it).
#[wasm_bindgen_test]
fn fast_perft_in_wasm_gives_the_six_deep_counts() {
    use cubeplay_engine::cephalopod::{perft::perft, Position};
    // Twice: the first round also grows the wasm memory the tables need.
    for round in 1..=2 {
        let mut total = 0.0;
        for (text, depth, expected) in DEEP_3X3 {
            let position: Position = text.parse().expect("a valid position");
            let start = js_sys::Date::now();
            let count = perft(&position, depth);
            let millis = js_sys::Date::now() - start;
            total += millis;
            console_log!("round {round}: perft {depth} '{text}' = {count} in {millis} ms");
            assert_eq!(count, expected, "{text} depth {depth}");
        }
        console_log!("round {round}: the six in {total} ms");
    }
}
