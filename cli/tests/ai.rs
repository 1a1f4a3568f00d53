//! `cubeplay-cli bestmove` and `cubeplay-cli match` on both games, and the
//! Elo difference a match ends with.

use cubeplay_cli::{elo, run as run_argv, CliError};
use cubeplay_engine::deblockle;

fn run(words: &[&str]) -> Result<String, CliError> {
    let argv: Vec<String> = words.iter().map(ToString::to_string).collect();
    run_argv(&argv)
}

// 3×3, White to move. Only the capture b2=b1+b3 wins; a1 and a3 lose
// (checked by exhaustive search when these positions were picked).
const CEPHALOPOD_WIN: &str = ".b1w1/b6.w6/.b2w1 w";
// Blue's last block on e2 tips west onto d2 with Star up: Blue wins at once.
const DEBLOCKLE_WIN_BLUE: &str = "......./......./......gXT/....gHT../......./....bHC../....... b";

#[test]
fn bestmove_prints_info_then_the_move() {
    let out = run(&[
        "bestmove",
        "cephalopod",
        "--position",
        CEPHALOPOD_WIN,
        "--level",
        "4",
        "--movetime",
        "200",
    ])
    .unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("info depth "), "{out}");
    assert_eq!(*lines.last().unwrap(), "b2=b1+b3");

    let out = run(&[
        "bestmove",
        "deblockle",
        "--position",
        DEBLOCKLE_WIN_BLUE,
        "--uct",
        "200",
        "--seed",
        "3",
    ])
    .unwrap();
    assert_eq!(out.lines().last(), Some("e2-d2"));

    let out = run(&["bestmove", "deblockle", "--no-adjacent", "--level", "1"]).unwrap();
    let start = deblockle::example_start(deblockle::Rules { no_adjacent: true });
    assert!(start.parse_move(out.lines().last().unwrap()).is_ok());
}

#[test]
fn bestmove_rejects_bad_input_with_one_line() {
    for words in [
        &["bestmove", "cephalopod", "--level", "9"][..],
        &["bestmove", "cephalopod", "--level", "2", "--uct", "10"],
        &["bestmove", "cephalopod", "--position", "x"],
        &["bestmove", "cephalopod", "--movetime", "-5"],
        &["bestmove", "cephalopod", "--no-adjacent"],
        &["bestmove", "deblockle", "--bogus"],
        &["bestmove", "cephalopod", "--position", "w1b1/b1w1 w"],
        &["match", "cephalopod", "--first", "level:1", "--games", "2"],
        &[
            "match",
            "cephalopod",
            "--first",
            "foo",
            "--second",
            "random",
            "--games",
            "2",
        ],
        &[
            "match",
            "cephalopod",
            "--first",
            "random",
            "--second",
            "random",
            "--games",
            "0",
        ],
        &[
            "match",
            "cephalopod",
            "--first",
            "random",
            "--second",
            "random",
            "--games",
            "2",
            "--size",
            "9x9",
        ],
        &[
            "match",
            "deblockle",
            "--first",
            "random",
            "--second",
            "random",
            "--games",
            "2",
            "--size",
            "3x3",
        ],
    ] {
        let error = run(words).unwrap_err();
        assert!(
            !error.message().is_empty() && !error.message().contains('\n'),
            "{words:?}: {error}"
        );
    }
}

#[test]
fn match_plays_and_sums_up() {
    let out = run(&[
        "match",
        "cephalopod",
        "--first",
        "level:2",
        "--second",
        "random",
        "--games",
        "2",
        "--size",
        "3x3",
        "--seed",
        "5",
    ])
    .unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[0].starts_with("game 1: level:2 as White vs random as Black: "));
    assert!(lines[1].starts_with("game 2: level:2 as Black vs random as White: "));
    let last = lines[2];
    assert!(
        last.starts_with("first ") && last.contains(" / draws ") && last.contains(", Elo diff "),
        "{last}"
    );

    let out = run(&[
        "match",
        "deblockle",
        "--first",
        "level:1",
        "--second",
        "random",
        "--games",
        "2",
        "--seed",
        "5",
    ])
    .unwrap();
    assert_eq!(out.lines().count(), 3, "{out}");
}

#[test]
fn a_match_with_a_node_budget_is_the_same_for_any_number_of_jobs() {
    let play = |game: &str, first: &str, jobs: &str| {
        let mut words = vec![
            "match", game, "--first", first, "--second", "level:2", "--games", "4", "--nodes",
            "1500", "--seed", "7", "--jobs", jobs,
        ];
        if game == "cephalopod" {
            words.extend(["--size", "3x4"]);
        }
        run(&words).unwrap()
    };
    for (game, first) in [("cephalopod", "level:4"), ("deblockle", "level:3")] {
        let one = play(game, first, "1");
        assert_eq!(one.lines().count(), 5, "{one}");
        assert_eq!(play(game, first, "1"), one, "{game}: the same again");
        assert_eq!(play(game, first, "2"), one, "{game}: --jobs 2");
        assert_eq!(play(game, first, "3"), one, "{game}: --jobs 3");
    }
    for (option, value, message) in [
        (
            "--jobs",
            "0",
            "--jobs wants a whole number of threads from 1 to 256, not '0'",
        ),
        (
            "--nodes",
            "0",
            "--nodes wants a whole number of nodes, at least 1, not '0'",
        ),
    ] {
        let error = run(&[
            "match",
            "cephalopod",
            "--first",
            "random",
            "--second",
            "random",
            "--games",
            "2",
            option,
            value,
        ])
        .unwrap_err();
        assert_eq!(error.to_string(), message);
    }
}

#[test]
fn elo_is_zero_for_an_even_score_and_grows_with_wins() {
    let (even, margin) = elo(50, 0, 50);
    assert!(even.abs() < 1e-9 && margin > 50.0 && margin < 150.0);
    let (strong, _) = elo(150, 0, 50);
    assert!((strong - 190.8).abs() < 1.0, "{strong}");
    let (all, _) = elo(10, 0, 0);
    assert!(all.is_finite() && all > 300.0);
}

#[test]
fn bestmove_shows_several_lines_and_shares_the_moves_among_threads() {
    let out = run(&[
        "bestmove",
        "cephalopod",
        "--position",
        CEPHALOPOD_WIN,
        "--lines",
        "3",
        "--nodes",
        "20000",
    ])
    .unwrap();
    assert_eq!(
        out,
        "info multipv 1 depth 0 score win pv b2=b1+b3\n\
         info multipv 2 depth 10 score loss 10 pv a3 a1 b2=b1+b3 b3=a3+b2+c3 b1=a1+c1 a3 b2 a1 c3 c1\n\
         info multipv 3 depth 10 score loss 10 pv a1 a3 b2=b1+b3 b3=a3+b2+c3 c3 a3 b2 b1=a1+c1 a1 c1\n\
         b2=b1+b3"
    );
    // Two threads, each with 4000 nodes: the same output on every run.
    let two = |lines: &str| {
        run(&[
            "bestmove",
            "deblockle",
            "--nodes",
            "4000",
            "--jobs",
            "2",
            "--lines",
            lines,
        ])
        .unwrap()
    };
    assert_eq!(
        two("1"),
        "info depth 3 nodes 8192 score cp 50 pv c1-d1:d4 c5-c6:d5 e1-e2:f4\nc1-d1:d4"
    );
    assert_eq!(two("1"), two("1"));
    assert_eq!(
        two("3"),
        "info multipv 1 depth 3 score cp 50 pv c1-d1:d4 c5-c6:d5 e1-e2:f4\n\
         info multipv 2 depth 3 score cp 50 pv c3-c4:d5 e7-f7:f4 c1-d1:a1\n\
         info multipv 3 depth 3 score cp -50 pv e1-e2:d4 c5-c6:d5 c1-c2\n\
         c1-d1:d4"
    );
}

#[test]
fn bad_thread_and_line_counts_are_usage_errors() {
    for (words, message) in [
        (
            &["--jobs", "0"][..],
            "--jobs wants a whole number of threads from 1 to 256, not '0'",
        ),
        (
            &["--lines", "0"],
            "--lines wants a whole number of lines from 1 to 8, not '0'",
        ),
        (
            &["--lines", "9"],
            "--lines wants a whole number of lines from 1 to 8, not '9'",
        ),
        (
            &["--nodes", "0"],
            "--nodes wants a whole number of nodes, at least 1, not '0'",
        ),
        (
            &["--uct", "10", "--lines", "2"],
            "--lines needs a level, not --uct",
        ),
    ] {
        let mut line = vec!["bestmove", "cephalopod"];
        line.extend(words);
        let error = run(&line).unwrap_err();
        assert_eq!(
            (error.message(), error.exit_status()),
            (message, 2),
            "{words:?}"
        );
    }
    let match_words = |extra: &[&'static str]| {
        let mut line = vec![
            "match",
            "cephalopod",
            "--first",
            "level:5",
            "--second",
            "level:4",
            "--games",
            "2",
        ];
        line.extend(extra);
        run(&line).unwrap_err()
    };
    for (extra, message) in [
        (
            &["--first-threads", "0"][..],
            "--first-threads wants a whole number of threads from 1 to 256, not '0'",
        ),
        (
            &["--second-threads", "2"],
            "--second-threads 2 needs --second level:5, not level:4 \
             (only level 5 searches with several threads)",
        ),
        (
            &["--jobs", "0"],
            "--jobs wants a whole number of threads from 1 to 256, not '0'",
        ),
    ] {
        let error = match_words(extra);
        assert_eq!(
            (error.message(), error.exit_status()),
            (message, 2),
            "{extra:?}"
        );
    }
}

#[test]
fn a_match_gives_each_player_its_own_threads() {
    let play = |jobs: &str| {
        run(&[
            "match",
            "cephalopod",
            "--size",
            "3x4",
            "--first",
            "level:5",
            "--second",
            "level:5",
            "--first-threads",
            "2",
            "--games",
            "2",
            "--nodes",
            "2000",
            "--seed",
            "3",
            "--jobs",
            jobs,
        ])
        .unwrap()
    };
    let one = play("1");
    assert_eq!(
        one,
        "game 1: level:5 x2 as White vs level:5 as Black: draw after 49 plies\n\
         game 2: level:5 x2 as Black vs level:5 as White: draw after 66 plies\n\
         first 0 / draws 2 / second 0, Elo diff -0 ± 191"
    );
    assert_eq!(play("2"), one);
}
