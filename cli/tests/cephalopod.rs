//! The `cephalopod` commands of `cubeplay-cli`, through `cubeplay_cli::run`.

use cubeplay_cli::run;

fn cli(words: &[&str]) -> Result<String, String> {
    let argv: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    run(&argv).map_err(|e| e.to_string())
}

fn last_line(output: &str) -> &str {
    output.lines().last().unwrap_or("")
}

#[test]
fn perft_defaults_to_the_empty_5x5_board() {
    assert_eq!(
        last_line(&cli(&["perft", "cephalopod", "--depth", "2"]).unwrap()),
        "600"
    );
    assert_eq!(
        cli(&[
            "perft",
            "cephalopod",
            "--position",
            ".../.../... w",
            "--depth",
            "5"
        ])
        .unwrap(),
        "21096"
    );
    assert_eq!(
        cli(&[
            "perft",
            "cephalopod",
            "--position",
            "../../.. w",
            "--depth",
            "40"
        ])
        .unwrap(),
        "163440720221064"
    );
}

#[test]
fn perft_errors_are_one_line() {
    assert_eq!(
        cli(&["perft", "cephalopod"]).unwrap_err(),
        "perft needs --depth N"
    );
    assert_eq!(
        cli(&["perft", "cephalopod", "--depth", "x"]).unwrap_err(),
        "--depth wants a whole number of plies, 0 or more, not 'x'"
    );
    assert_eq!(
        cli(&["perft", "cephalopod", "--position", ".../.. w", "--depth", "1"]).unwrap_err(),
        "--position '.../.. w': row 2 from the top has 2 squares but the first row has 3 (column 7)"
    );
    assert_eq!(
        cli(&["perft", "cephalopod", "--depth", "1", "extra"]).unwrap_err(),
        "unexpected argument 'extra'"
    );
    assert_eq!(
        cli(&["perft", "cephalopod", "--depth", "1", "--fast"]).unwrap_err(),
        "unknown option --fast"
    );
    assert_eq!(
        cli(&["fly", "cephalopod"]).unwrap_err(),
        "unknown command 'fly' (did you mean play?)"
    );
}

#[test]
fn moves_are_listed_sorted_in_byte_order() {
    let output = cli(&["moves", "cephalopod", "--position", ".b5./w2.w1/.b2. w"]).unwrap();
    assert_eq!(
        output.lines().collect::<Vec<_>>(),
        [
            "a1=a2+b1",
            "a3",
            "b2=a2+b1",
            "b2=a2+b1+c2",
            "b2=a2+c2",
            "b2=b1+c2",
            "b2=b3+c2",
            "c1=b1+c2",
            "c3=b3+c2"
        ]
    );
    assert_eq!(
        cli(&["moves", "cephalopod"]).unwrap_err(),
        "moves needs --position POS"
    );
    // A finished game has no moves.
    assert_eq!(
        cli(&["moves", "cephalopod", "--position", "w1b6/b6w1 b"]).unwrap(),
        ""
    );
}

#[test]
fn play_prints_the_position_and_the_result_when_over() {
    assert_eq!(
        cli(&[
            "play",
            "cephalopod",
            "--position",
            ".../w1.b2/... w",
            "b2=c2+a2",
            "a1"
        ])
        .unwrap(),
        ".../.w3./b1.. w"
    );
    assert_eq!(
        cli(&["play", "cephalopod", "--position", "w1b6/b6. w", "b1"]).unwrap(),
        "w1b6/b6w1 b\nresult: draw 2-2"
    );
    let output = cli(&[
        "play",
        "cephalopod",
        "--position",
        "w1w1w1b6./b1b1b1b1b6/w1w1w1w1w1/b1b1b1b1b1/w1w1w1w1w1 b",
        "e5",
    ])
    .unwrap();
    assert_eq!(last_line(&output), "result: White wins 13-12");
    // No moves: the position itself.
    assert_eq!(
        cli(&["play", "cephalopod", "--position", ".../.../... b"]).unwrap(),
        ".../.../... b"
    );
}

#[test]
fn play_names_the_bad_move() {
    assert_eq!(
        cli(&["play", "cephalopod", "--position", ".../w1.b2/... w", "a1", "b2"]).unwrap_err(),
        "move 2 'b2': illegal in this position: a capture is compulsory on b2 (for example b2=a2+c2)"
    );
    assert_eq!(
        cli(&[
            "play",
            "cephalopod",
            "--position",
            ".../.../... w",
            "b2",
            "b2"
        ])
        .unwrap_err(),
        "move 2 'b2': square b2 is already occupied"
    );
    assert_eq!(
        cli(&["play", "cephalopod", "--position", ".../.../... w", "z9"]).unwrap_err(),
        "move 1 'z9': square z9 is not on the 3×3 board"
    );
}

#[test]
fn perft_counts_deep_3x3_trees() {
    assert_eq!(
        cli(&[
            "perft",
            "cephalopod",
            "--position",
            "w4.b1/w1.b6/.w3. w",
            "--depth",
            "28"
        ])
        .unwrap(),
        "5538160451855"
    );
}

/// Two threads sharing a memo that forgets print the values one thread
/// finds; --jobs needs --memo-mb.
#[test]
fn solve_with_jobs_finds_the_same_values() {
    let values = |output: &str| -> Vec<String> {
        output
            .lines()
            .filter(|line| line.starts_with("move ") || line.starts_with("value "))
            .map(str::to_string)
            .collect()
    };
    let alone = cli(&["solve", "cephalopod", "--size", "2x4"]).unwrap();
    let team = cli(&[
        "solve",
        "cephalopod",
        "--size",
        "2x4",
        "--memo-mb",
        "1",
        "--jobs",
        "2",
    ])
    .unwrap();
    assert_eq!(values(&team), values(&alone));
    assert_eq!(last_line(&team), "value draw");
    assert_eq!(
        cli(&["solve", "cephalopod", "--size", "2x4", "--jobs", "2"]).unwrap_err(),
        "--jobs needs --memo-mb (the size of the shared memo in MB)"
    );
    assert_eq!(
        cli(&[
            "solve",
            "cephalopod",
            "--size",
            "2x2",
            "--memo-mb",
            "1",
            "--jobs",
            "0"
        ])
        .unwrap_err(),
        "--jobs wants a whole number of threads from 1 to 256, not '0'"
    );
}

#[test]
fn solve_gives_the_value_of_the_position_and_of_every_move() {
    let output = cli(&["solve", "cephalopod", "--size", "2x3"]).unwrap();
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines[0], "position .../... w (2x3, White to move)");
    let moves: Vec<&str> = lines
        .iter()
        .filter(|l| l.starts_with("move "))
        .copied()
        .collect();
    assert_eq!(moves.len(), 6);
    assert!(
        moves.iter().all(|line| line.ends_with(" loss in 26")),
        "{output}"
    );
    assert!(output.contains("\npositions "), "{output}");
    assert!(output.contains("\ntime "), "{output}");
    assert!(output.contains("\nmemory "), "{output}");
    assert_eq!(last_line(&output), "value loss in 26");
    // A position near the end, best move first.
    let output = cli(&["solve", "cephalopod", "--position", "w1b1/.w1 b"]).unwrap();
    assert_eq!(
        last_line(&output),
        cli(&[
            "solve",
            "cephalopod",
            "--position",
            "w1b1/.w1 b",
            "--size",
            "2x2"
        ])
        .map(|o| last_line(&o).to_string())
        .unwrap()
    );
    assert_eq!(
        cli(&["solve", "cephalopod"]).unwrap_err(),
        "solve needs --size RxC or --position POS"
    );
    assert_eq!(
        cli(&["solve", "cephalopod", "--size", "5x5"]).unwrap_err(),
        "--size wants a board of at most 16 squares, not '5x5'"
    );
    assert_eq!(
        cli(&[
            "solve",
            "cephalopod",
            "--size",
            "3x3",
            "--position",
            "../.. w"
        ])
        .unwrap_err(),
        "--size 3x3 but --position is 2x2"
    );
    assert_eq!(
        cli(&["solve", "deblockle", "--size", "3x3"]).unwrap_err(),
        "--size is a Cephalopod option"
    );
}

#[test]
fn bestmove_perfect_plays_the_solver_s_move() {
    assert_eq!(
        cli(&[
            "bestmove",
            "cephalopod",
            "--perfect",
            "--position",
            "w1b1/.w1 b"
        ])
        .unwrap(),
        "info perfect value draw\na1=a2+b1"
    );
    assert_eq!(
        cli(&[
            "bestmove",
            "cephalopod",
            "--perfect",
            "--position",
            ".../... w"
        ])
        .unwrap(),
        "info perfect value loss in 26\na1"
    );
    assert_eq!(
        cli(&["bestmove", "cephalopod", "--perfect"]).unwrap_err(),
        "--perfect needs a --position of at most 16 squares, not 5x5"
    );
    assert_eq!(
        cli(&["bestmove", "cephalopod", "--perfect", "--level", "3"]).unwrap_err(),
        "give --perfect or --level, not both"
    );
}
