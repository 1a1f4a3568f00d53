//! `cubeplay-cli puzzles`: a file of proven puzzles, the same for the same
//! seed; and (ignored in the default run, as it is slow in a debug build)
//! the repository's puzzle files exactly what their header's command makes:
//! `cargo test --release -p cubeplay-cli --test puzzles -- --include-ignored`.

use cubeplay_cli::run as run_argv;
use cubeplay_engine::puzzle::{PuzzleFile, PROOF_NODE_LIMIT};
use cubeplay_engine::GameKind;

fn read(kind: GameKind) -> (String, PuzzleFile) {
    let path = format!("{}/../puzzles/{kind}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
    let file = PuzzleFile::parse(&text).unwrap_or_else(|error| panic!("{path}: {error}"));
    (text, file)
}

/// The command in the header comment makes exactly the file.
fn check_reproducible(kind: GameKind) {
    let (text, file) = read(kind);
    let command = file.comments[0]
        .strip_prefix("Made by: cubeplay-cli ")
        .expect("the first comment gives the command");
    let argv: Vec<String> = command.split_whitespace().map(String::from).collect();
    assert_eq!(argv[..2], ["puzzles".to_string(), kind.to_string()]);
    let output = run_argv(&argv).unwrap();
    assert_eq!(output + "\n", text);
}

#[test]
#[ignore = "regenerates the whole file: about 40 s of CPU in a debug build; run with --release -- --include-ignored"]
fn cephalopod_file_is_what_its_command_makes() {
    check_reproducible(GameKind::Cephalopod);
}

#[test]
#[ignore = "regenerates the whole file: about 40 s of CPU in a debug build; run with --release -- --include-ignored"]
fn deblockle_file_is_what_its_command_makes() {
    check_reproducible(GameKind::Deblockle);
}

fn run(words: &[&str]) -> Result<String, String> {
    let argv: Vec<String> = words.iter().map(|word| word.to_string()).collect();
    run_argv(&argv).map_err(|error| error.to_string())
}

#[test]
fn the_command_prints_a_file_of_proven_puzzles() {
    let output = run(&["puzzles", "deblockle", "--count", "4", "--seed", "7"]).unwrap();
    let file = PuzzleFile::parse(&output).unwrap();
    assert_eq!(file.kind, GameKind::Deblockle);
    assert_eq!(
        file.comments[0],
        "Made by: cubeplay-cli puzzles deblockle --count 4 --seed 7"
    );
    assert_eq!(file.entries.len(), 4);
    assert_eq!(file.entries[0].line, 5);
    file.prove_all(PROOF_NODE_LIMIT).unwrap();
    assert_eq!(
        output,
        run(&["puzzles", "deblockle", "--count", "4", "--seed", "7"]).unwrap()
    );
    assert_ne!(
        output,
        run(&["puzzles", "deblockle", "--count", "4", "--seed", "8"]).unwrap()
    );
}

#[test]
fn the_command_refuses_bad_options() {
    let cases = [
        (
            &["puzzles", "cephalopod", "--count", "0"][..],
            "--count wants a whole number of puzzles, at least 1, not '0'",
        ),
        (
            &["puzzles", "cephalopod", "--count", "many"],
            "--count wants a whole number of puzzles, at least 1, not 'many'",
        ),
        (
            &["puzzles", "deblockle", "--seed"],
            "--seed needs a value (a whole number, 0 or more)",
        ),
        (
            &["puzzles", "deblockle", "--size", "3x3"],
            "unknown option --size",
        ),
        (
            &["puzzles", "deblockle", "extra"],
            "unexpected argument 'extra'",
        ),
        (
            &["puzzles", "chess"],
            "unknown game 'chess' (expected cephalopod or deblockle)",
        ),
    ];
    for (words, expected) in cases {
        assert_eq!(run(words).unwrap_err(), expected, "{words:?}");
    }
}
