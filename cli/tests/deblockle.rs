//! The `deblockle` commands of `cubeplay-cli`: perft, moves and play from
//! the example start and hand-built positions, moves at the board's edges
//! and positions whose side to move cannot move, through `cubeplay_cli::run`
//! and through the program itself (its exit status).

use std::process::Command;

use cubeplay_cli::run;
use cubeplay_engine::deblockle::{Square, EXAMPLE_START};
use proptest::prelude::*;

fn cli(words: &[&str]) -> Result<String, String> {
    let argv: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    run(&argv).map_err(|e| e.to_string())
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// Position notation from `(square, "gTC")` pairs and the side to move.
fn notation(blocks: &[(&str, &str)], side: char) -> String {
    let mut cells = vec![".".to_string(); 49];
    for &(square, block) in blocks {
        cells[sq(square).index()] = block.to_string();
    }
    let rows: Vec<String> = (0..7)
        .rev()
        .map(|rank| cells[rank * 7..rank * 7 + 7].concat())
        .collect();
    format!("{} {side}", rows.join("/"))
}

/// Runs the built program: (exit success, stdout, stderr).
fn program(words: &[&str]) -> (bool, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_cubeplay-cli"))
        .args(words)
        .output()
        .expect("the cubeplay-cli program runs");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Gold's g6 block (Hoops up, Cross north) tips north onto the corner g7
/// with X on top: its only diagonal neighbour there is f6. The X hop once
/// wrapped round the board's east edge to a7.
const CORNER_X: &str = "......./..gTH...gHC/bSCbCH...../......./....bXH../......./....... g";

#[test]
fn an_x_hop_from_the_corner_stays_on_the_board() {
    let moves = cli(&["moves", "deblockle", "--position", CORNER_X]).unwrap();
    let moves: Vec<&str> = moves.lines().collect();
    assert!(!moves.contains(&"g6-g7:a7"), "{moves:?}");
    assert_eq!(
        moves,
        [
            "c6-b6:a7", "c6-b6:c5", "c6-b6:c7", "c6-c5:a4", "c6-c5:a6", "c6-c5:b3", "c6-c5:b7",
            "c6-c5:c2", "c6-c5:c4", "c6-c5:c6", "c6-c5:d3", "c6-c5:d5", "c6-c5:d7", "c6-c5:e4",
            "c6-c5:e6", "c6-c5:f5", "c6-c7:a7", "c6-c7:c1", "c6-c7:g7", "g6-g5:f5", "g6-g5:g4",
            "g6-g5:g6", "g6-g7:f6",
        ]
    );
    assert_eq!(
        cli(&["play", "deblockle", "--position", CORNER_X, "g6-g7:a7"]).unwrap_err(),
        "move 1 (g6-g7:a7): g6-g7:a7 is not legal here: a X hop from g7 cannot end on a7"
    );
}

/// Blue's only block a7 is boxed in by Gold's a6 and b7; Gold's e3 is free.
const BLUE_BOXED_IN: &str = "bTCgTC...../gTC....../......./......./....gTC../......./....... b";
const STUCK_MESSAGE: &str = "--position 'bTCgTC...../gTC....../......./......./....gTC../......./....... b': Blue (to move) has no legal turn: Blue is \
                             Deblockle'd and Gold would move; write the position with 'g' to move";

#[test]
fn a_stuck_side_to_move_is_refused_by_moves_and_play() {
    assert_eq!(
        cli(&["moves", "deblockle", "--position", BLUE_BOXED_IN]).unwrap_err(),
        STUCK_MESSAGE
    );
    assert_eq!(
        cli(&["play", "deblockle", "--position", BLUE_BOXED_IN, "e3-e4"]).unwrap_err(),
        STUCK_MESSAGE
    );
    assert_eq!(
        cli(&[
            "perft",
            "deblockle",
            "--position",
            BLUE_BOXED_IN,
            "--depth",
            "1"
        ])
        .unwrap_err(),
        STUCK_MESSAGE
    );
    // Written with the player who moves, the same board is accepted.
    let gold = BLUE_BOXED_IN.replace(" b", " g");
    let moves = cli(&["moves", "deblockle", "--position", &gold]).unwrap();
    assert!(moves.lines().all(|mv| !mv.starts_with("a7")), "{moves}");
    assert!(moves.lines().any(|mv| mv.starts_with("e3-")), "{moves}");
}

#[test]
fn the_program_prints_the_stuck_error_and_fails() {
    for words in [
        vec!["moves", "deblockle", "--position", BLUE_BOXED_IN],
        vec!["play", "deblockle", "--position", BLUE_BOXED_IN, "e3-e4"],
    ] {
        let (success, stdout, stderr) = program(&words);
        assert!(!success, "{words:?}");
        assert_eq!(stdout, "", "{words:?}");
        assert_eq!(stderr, format!("error: {STUCK_MESSAGE}\n"), "{words:?}");
    }
    let (success, stdout, _) = program(&["moves", "deblockle", "--position", CORNER_X]);
    assert!(success);
    assert_eq!(stdout.lines().count(), 23);
}

#[test]
fn a_position_where_neither_side_can_move_is_a_finished_draw() {
    // Row 1 is full; each block would put Star up on row 2 or tip into its
    // own star.
    let both_stuck = "......./......./......./......./......./......./gCTgCTbCTgCTbCTbCTgCT b";
    assert_eq!(
        cli(&["moves", "deblockle", "--position", both_stuck]).unwrap(),
        ""
    );
    assert_eq!(
        cli(&["play", "deblockle", "--position", both_stuck]).unwrap(),
        format!("{both_stuck}\ndraw (neither player can move)")
    );
    let gold = both_stuck.replace(" b", " g");
    assert_eq!(
        cli(&["play", "deblockle", "--position", &gold]).unwrap(),
        format!("{gold}\ndraw (neither player can move)")
    );
    assert_eq!(
        cli(&[
            "perft",
            "deblockle",
            "--position",
            both_stuck,
            "--depth",
            "3"
        ])
        .unwrap(),
        "1"
    );
}

// From the rules tests (engine/tests/deblockle_rules.rs) when the command
// line was part of the engine.

#[test]
fn cli_perft_defaults_to_the_example_start() {
    assert_eq!(cli(&["perft", "deblockle", "--depth", "1"]).unwrap(), "53");
    assert_eq!(
        cli(&["perft", "deblockle", "--depth", "2"]).unwrap(),
        "1645"
    );
    assert_eq!(
        cli(&[
            "perft",
            "deblockle",
            "--position",
            EXAMPLE_START,
            "--depth",
            "3"
        ])
        .unwrap(),
        "72723"
    );
    // Six opening moves end beside a Blue block.
    assert_eq!(
        cli(&["perft", "deblockle", "--depth", "1", "--no-adjacent"]).unwrap(),
        "47"
    );
    assert_eq!(
        cli(&["perft", "deblockle"]).unwrap_err(),
        "perft needs --depth N"
    );
    assert_eq!(
        cli(&["perft", "deblockle", "--depth", "1", "--bogus"]).unwrap_err(),
        "unknown option --bogus"
    );
}

#[test]
fn cli_moves_are_sorted_bytewise() {
    let out = cli(&["moves", "deblockle", "--position", EXAMPLE_START]).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 53);
    let mut sorted = lines.clone();
    sorted.sort_unstable();
    assert_eq!(lines, sorted);
    assert_eq!(lines[0], "c1-b1:a1");
    assert_eq!(lines[52], "e3-f3:g3");
    let err = cli(&["moves", "deblockle", "--position", "nonsense g"]).unwrap_err();
    assert_eq!(
        err,
        "--position 'nonsense g': the board has 1 rows separated by '/', expected 7"
    );
    assert_eq!(
        cli(&["moves", "deblockle"]).unwrap_err(),
        "moves needs --position POS"
    );
    let variant = cli(&[
        "moves",
        "deblockle",
        "--no-adjacent",
        "--position",
        EXAMPLE_START,
    ])
    .unwrap();
    assert_eq!(variant.lines().count(), 47);
    assert!(!variant.contains("c3-c4:d5"));
}

#[test]
fn cli_play_reports_position_result_and_bad_moves() {
    let out = cli(&["play", "deblockle", "--position", EXAMPLE_START, "c3-c4:d5"]).unwrap();
    assert_eq!(
        out,
        "..bCS.bXS../......./..bHCgXTbLC../......./....gSX../......./..gXS.gCL.. b"
    );
    let err = cli(&[
        "play",
        "deblockle",
        "--position",
        EXAMPLE_START,
        "c3-c4:d5",
        "c3-c4:d5",
    ])
    .unwrap_err();
    assert_eq!(
        err,
        "move 2 (c3-c4:d5): c3-c4:d5 is not legal here: there is no block on c3"
    );
    let win = notation(&[("d5", "gCT"), ("a7", "bTC")], 'g');
    assert_eq!(
        cli(&["play", "deblockle", "--position", &win, "d5-d6"]).unwrap(),
        format!(
            "{}\nGold wins (all blocks removed)",
            notation(&[("a7", "bTC")], 'b')
        )
    );
    let cycle = notation(&[("c3", "gCL"), ("e5", "bCH")], 'g');
    let mut words = vec!["play", "deblockle", "--position", cycle.as_str()];
    for _ in 0..2 {
        words.extend(["c3-c4:d4", "e5-e4:f4", "d4-d3:c3", "f4-f5:e5"]);
    }
    assert_eq!(
        cli(&words).unwrap(),
        format!("{cycle}\ndraw (third repetition)")
    );
    words.insert(2, "--no-repetition");
    assert_eq!(cli(&words).unwrap(), cycle);
    assert!(cli(&["bogus", "deblockle"])
        .unwrap_err()
        .starts_with("unknown command 'bogus'"));
}

proptest! {
    #[test]
    fn cli_never_panics(words in prop::collection::vec("\\PC{0,12}|--[a-z-]{1,12}|[0-3]", 0..6)) {
        let mut argv = vec!["moves".to_string(), "deblockle".to_string()];
        argv.extend(words);
        let _ = run(&argv);
        argv[0] = "play".to_string();
        let _ = run(&argv);
    }
}

#[test]
fn cli_solve_reads_the_one_against_one_table() {
    // Gold tips d5 north onto Blue's star with Star up: a win in one ply.
    let near = "......./......./...gXT.../......./......./......./bCS...... g";
    let output = cli(&["solve", "deblockle", "--position", near]).unwrap();
    let lines: Vec<&str> = output.lines().collect();
    assert!(
        lines[0].starts_with("table 2488320 positions with one block a side, 2479588 won or lost, 8732 drawn, built in "),
        "{output}"
    );
    assert_eq!(
        lines[1],
        "longest ......./......./bXT....../......./......./......./gLS...... g loss in 34"
    );
    assert_eq!(lines[2], format!("position {near} (Gold to move)"));
    assert_eq!(lines[3], "move d5-d6 win in 1");
    assert!(lines[4..lines.len() - 1]
        .iter()
        .all(|line| line.starts_with("move ")));
    assert_eq!(lines.last(), Some(&"value win in 1"));
    // Without a position: the figures and the longest forced result.
    let output = cli(&["solve", "deblockle"]).unwrap();
    assert_eq!(output.lines().last(), Some("value loss in 34"));
    assert!(cli(&["solve", "deblockle", "--position", EXAMPLE_START])
        .unwrap_err()
        .contains("one block a side"));
    assert!(cli(&["solve", "deblockle", "--size", "3x3"]).is_err());
}

#[test]
fn cli_bestmove_perfect_uses_the_one_against_one_table() {
    let near = "......./......./...gXT.../......./......./......./bCS...... g";
    assert_eq!(
        cli(&["bestmove", "deblockle", "--perfect", "--position", near]).unwrap(),
        "info perfect value win in 1\nd5-d6"
    );
    assert!(cli(&[
        "bestmove",
        "deblockle",
        "--perfect",
        "--position",
        EXAMPLE_START
    ])
    .unwrap_err()
    .contains("one block a side"));
}
