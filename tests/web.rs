//! Tests that run in headless Chromium (wasm-bindgen-test): the engine
//! compiled to wasm gives the same answers as natively.
#![cfg(target_arch = "wasm32")]

use cubeplay::protocol::{compute_perft, WorkerResponse};
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
