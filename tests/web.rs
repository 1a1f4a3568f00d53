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

/// The six deep 3×3 counts of the engine's tests, in wasm; prints the time
/// they take (`--nocapture` shows it).
#[wasm_bindgen_test]
fn fast_perft_in_wasm_gives_the_six_deep_counts() {
    use cubeplay_engine::cephalopod::{perft::perft, Position};
    let six: [(&str, u32, u128); 6] = [
        (".w2./.b6w3/... w", 20, 212_371_321_744),
        (".../w5b3./w5.. w", 36, 36_759_661_175_627_864),
        ("w6../..b4/w3.. w", 24, 109_167_035_906_672),
        ("w2.b4/.w4./b4.. w", 24, 7_651_480_485_340),
        (".w2b3/.../.w6b3 w", 24, 1_213_624_050_208),
        ("w4.b1/w1.b6/.w3. w", 28, 5_538_160_451_855),
    ];
    // Twice: the first round also grows the wasm memory the tables need.
    for round in 1..=2 {
        let mut total = 0.0;
        for (text, depth, expected) in six {
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
