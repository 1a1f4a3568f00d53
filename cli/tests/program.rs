//! The program itself: help, version, exit statuses, the usage after a bad
//! option, and output into a pipe that is closed early.

use std::process::{Command, Output, Stdio};

fn program(words: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cubeplay-cli"))
        .args(words)
        .output()
        .expect("the cubeplay-cli program runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn help_lists_every_command_and_exits_0() {
    for words in [&["--help"][..], &["-h"], &["help"]] {
        let output = program(words);
        assert_eq!(output.status.code(), Some(0), "{words:?}");
        let stdout = text(&output.stdout);
        assert!(stdout.contains("Usage: cubeplay-cli <COMMAND>"), "{stdout}");
        for command in [
            "perft", "moves", "play", "bestmove", "match", "puzzles", "analyse",
        ] {
            assert!(
                stdout.contains(&format!("  {command} ")),
                "{command}: {stdout}"
            );
        }
        assert_eq!(text(&output.stderr), "", "{words:?}");
    }
}

#[test]
fn each_command_has_its_help_with_its_options() {
    let cases: [(&str, &[&str]); 7] = [
        (
            "perft",
            &["--position <POS>", "--depth <N>", "--no-adjacent"],
        ),
        ("moves", &["--position <POS>", "--no-adjacent"]),
        (
            "play",
            &["[MOVE]...", "--position <POS>", "--no-repetition"],
        ),
        (
            "bestmove",
            &["--level <L>", "--uct <N>", "--movetime <MS>", "--seed <S>"],
        ),
        (
            "match",
            &[
                "--first <SPEC>",
                "--second <SPEC>",
                "--games <N>",
                "--size <RxC>",
            ],
        ),
        ("puzzles", &["--count <N>", "--seed <S>"]),
        (
            "analyse",
            &["--record <FILE>", "--movetime <MS>", "--nodes <N>"],
        ),
    ];
    for (command, options) in cases {
        for words in [vec!["help", command], vec![command, "--help"]] {
            let output = program(&words);
            assert_eq!(output.status.code(), Some(0), "{words:?}");
            let stdout = text(&output.stdout);
            assert!(
                stdout.contains(&format!("Usage: cubeplay-cli {command} [OPTIONS] <GAME>")),
                "{stdout}"
            );
            for option in options {
                assert!(stdout.contains(option), "{command}: {option} in {stdout}");
            }
        }
    }
}

#[test]
fn version_is_the_package_version() {
    let output = program(&["--version"]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        text(&output.stdout),
        format!("cubeplay-cli {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn exit_status_is_0_for_an_answer_1_for_bad_input_2_for_bad_usage() {
    let output = program(&["perft", "cephalopod", "--depth", "2"]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(text(&output.stdout), "600\n");

    // Bad input: one line that names what is wrong, no usage.
    for (words, error) in [
        (
            &["perft", "chess", "--depth", "1"][..],
            "error: unknown game 'chess' (expected cephalopod or deblockle)\n",
        ),
        (
            &["play", "cephalopod", "--position", ".../.../... w", "z9"],
            "error: move 1 'z9': square z9 is not on the 3×3 board\n",
        ),
    ] {
        let output = program(words);
        assert_eq!(output.status.code(), Some(1), "{words:?}");
        assert_eq!(text(&output.stdout), "", "{words:?}");
        assert_eq!(text(&output.stderr), error, "{words:?}");
    }

    // Bad usage: the line, then the usage.
    for words in [
        &[][..],
        &["perft"],
        &["solve", "cephalopod"],
        &["perft", "cephalopod"],
        &["perft", "cephalopod", "--depth", "x"],
        &["moves", "deblockle", "--bogus"],
    ] {
        let output = program(words);
        assert_eq!(output.status.code(), Some(2), "{words:?}");
        assert_eq!(text(&output.stdout), "", "{words:?}");
        let stderr = text(&output.stderr);
        assert!(stderr.starts_with("error: "), "{stderr}");
        assert!(
            stderr.contains("\nUsage: cubeplay-cli"),
            "{words:?}: {stderr}"
        );
    }
}

#[test]
fn a_bad_option_shows_that_commands_usage() {
    let output = program(&["perft", "cephalopod", "--depth", "1", "--fast"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        "error: unknown option --fast\n\
         \n\
         Usage: cubeplay-cli perft [OPTIONS] <GAME>\n\
         \n\
         For more information, try 'cubeplay-cli help perft'.\n"
    );
    // The game is there: what is missing is the memo --jobs shares.
    let output = program(&["solve", "cephalopod", "--size", "3x3", "--jobs", "2"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        text(&output.stderr),
        "error: --jobs needs --memo-mb (the size of the shared memo in MB)\n\
         \n\
         Usage: cubeplay-cli solve [OPTIONS] <GAME>\n\
         \n\
         For more information, try 'cubeplay-cli help solve'.\n"
    );
    let output = program(&["analyse", "cephalopod", "--record"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = text(&output.stderr);
    assert!(
        stderr.starts_with("error: --record needs a value (the path of a record file)\n\nUsage: cubeplay-cli analyse "),
        "{stderr}"
    );
}

/// `cubeplay-cli moves ... | head -1`: the reader has gone before the
/// answer is written. The program stops quietly and succeeds.
#[test]
fn output_into_a_closed_pipe_does_not_panic() {
    for words in [
        &[
            "moves",
            "deblockle",
            "--position",
            "......./......./..bHCgXTbLC../......./....gSX../......./..gXS.gCL.. b",
        ][..],
        &["--help"],
        &["perft", "cephalopod", "--depth", "3"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_cubeplay-cli"))
            .args(words)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the cubeplay-cli program runs");
        // Closing our end of the pipe at once: the program's write fails.
        drop(child.stdout.take());
        let output = child.wait_with_output().unwrap();
        let stderr = text(&output.stderr);
        assert!(!stderr.contains("panicked"), "{words:?}: {stderr}");
        assert_eq!(stderr, "", "{words:?}");
        assert_eq!(output.status.code(), Some(0), "{words:?}");
    }
}

#[test]
fn a_shell_pipe_into_head_prints_the_first_line() {
    let output = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "'{}' perft deblockle --depth 1 | head -1; '{}' --help | head -1",
            env!("CARGO_BIN_EXE_cubeplay-cli"),
            env!("CARGO_BIN_EXE_cubeplay-cli")
        ))
        .output()
        .unwrap();
    assert!(output.status.success());
    let stdout = text(&output.stdout);
    assert!(stdout.starts_with("53\nPerft, legal moves"), "{stdout}");
    assert!(!text(&output.stderr).contains("panicked"));
}
