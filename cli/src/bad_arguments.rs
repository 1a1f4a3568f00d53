//! Every parameter of every command given a bad value, left out, or given
//! without the option it needs: the error names that parameter, with its
//! value and what it takes, in one line, with the command's exit status.
//! The table is checked against clap's own list of each command's
//! parameters, so a new option without a row fails here.

use std::collections::BTreeSet;

use clap::CommandFactory;

use crate::{run, Cli, EXIT_BAD_INPUT, EXIT_USAGE};

/// A Cephalopod record (3x3) and a path with no file: `RECORD` and
/// `MISSING` in a row's words and message.
const RECORD: &str = "review_short_3x3.txt";
const MISSING: &str = "no_such_record.txt";

/// Deblockle with one block a side: what `--perfect` takes.
const ONE_A_SIDE: &str = "......./......./...gXT.../......./......./......./bCS...... g";

/// `match cephalopod` with its required options, for the rows of the others.
macro_rules! match_words {
    ($($word:expr),*) => {
        &["match", "cephalopod", "--first", "random", "--second", "random", "--games", "2", $($word),*]
    };
}

const BAD: u8 = EXIT_BAD_INPUT;
const USAGE: u8 = EXIT_USAGE;

/// (command, parameter, words, the error's message, exit status).
type Row = (
    &'static str,
    &'static str,
    &'static [&'static str],
    &'static str,
    u8,
);

// One row a line, to read as a table.
#[rustfmt::skip]
const ROWS: &[Row] = &[
    // The command itself.
    ("", "COMMAND", &[], "a command is needed: perft, moves, play, bestmove, match, puzzles, analyse or solve", USAGE),
    ("", "COMMAND", &["prft", "cephalopod"], "unknown command 'prft' (did you mean perft?)", USAGE),
    ("", "COMMAND", &["zzz"], "unknown command 'zzz' (expected perft, moves, play, bestmove, match, puzzles, analyse or solve)", USAGE),
    ("", "COMMAND", &["cephalopod", "perft"], "unknown command 'cephalopod': the command comes first and the game second, as in 'cubeplay-cli perft cephalopod --depth 2'", USAGE),
    // perft
    ("perft", "GAME", &["perft"], "perft needs a game: cephalopod or deblockle", USAGE),
    ("perft", "GAME", &["perft", "chess", "--depth", "1"], "unknown game 'chess' (expected cephalopod or deblockle)", BAD),
    ("perft", "ARGUMENT", &["perft", "cephalopod", "deblockle", "--depth", "1"], "unexpected argument 'deblockle'", USAGE),
    ("perft", "--position", &["perft", "cephalopod", "--position", ".../.. w", "--depth", "1"], "--position '.../.. w': row 2 from the top has 2 squares but the first row has 3 (column 7)", BAD),
    ("perft", "--position", &["perft", "deblockle", "--position", "nonsense g", "--depth", "1"], "--position 'nonsense g': the board has 1 rows separated by '/', expected 7", BAD),
    ("perft", "--position", &["perft", "cephalopod", "--depth", "1", "--position"], "--position needs a value (a position written as in the app's records)", USAGE),
    ("perft", "--depth", &["perft", "cephalopod"], "perft needs --depth N", USAGE),
    ("perft", "--depth", &["perft", "cephalopod", "--depth"], "--depth needs a value (a whole number of plies, 0 or more)", USAGE),
    ("perft", "--depth", &["perft", "cephalopod", "--depth", "abc"], "--depth wants a whole number of plies, 0 or more, not 'abc'", USAGE),
    ("perft", "--depth", &["perft", "cephalopod", "--depth", "-1"], "--depth wants a whole number of plies, 0 or more, not '-1'", USAGE),
    ("perft", "--depth", &["perft", "cephalopod", "--depth", "99999999999"], "--depth wants a whole number of plies, 0 or more, not '99999999999' (too big)", USAGE),
    ("perft", "--depth", &["perft", "cephalopod", "--depth", "1", "--depth", "2"], "--depth is given twice; give it once", USAGE),
    ("perft", "--depth", &["perft", "cephalopod", "--dpeth", "1"], "unknown option --dpeth (did you mean --depth?)", USAGE),
    ("perft", "--no-adjacent", &["perft", "cephalopod", "--depth", "1", "--no-adjacent"], "--no-adjacent is a Deblockle option", USAGE),
    ("perft", "--no-adjacent", &["perft", "deblockle", "--depth", "1", "--no-adjacent=yes"], "--no-adjacent takes no value, not 'yes'", USAGE),
    // moves
    ("moves", "GAME", &["moves"], "moves needs a game: cephalopod or deblockle", USAGE),
    ("moves", "GAME", &["moves", "chess"], "unknown game 'chess' (expected cephalopod or deblockle)", BAD),
    ("moves", "--position", &["moves", "cephalopod"], "moves needs --position POS", USAGE),
    ("moves", "--position", &["moves", "deblockle"], "moves needs --position POS", USAGE),
    ("moves", "--position", &["moves", "cephalopod", "--position", "x"], "--position 'x': unexpected 'x' at column 1 (expected '.', 'w', 'b', '/' or a space)", BAD),
    ("moves", "--position", &["moves", "cephalopod", "--position"], "--position needs a value (a position written as in the app's records)", USAGE),
    ("moves", "--no-adjacent", &["moves", "cephalopod", "--position", ".../.../... w", "--no-adjacent"], "--no-adjacent is a Deblockle option", USAGE),
    ("moves", "--no-adjacent", &["moves", "deblockle", "--no-adjacent=1"], "--no-adjacent takes no value, not '1'", USAGE),
    // play
    ("play", "GAME", &["play"], "play needs a game: cephalopod or deblockle", USAGE),
    ("play", "GAME", &["play", "chess", "a1"], "unknown game 'chess' (expected cephalopod or deblockle)", BAD),
    ("play", "MOVE", &["play", "cephalopod", "--position", ".../.../... w", "z9"], "move 1 'z9': square z9 is not on the 3×3 board", BAD),
    ("play", "MOVE", &["play", "deblockle", "--position", ONE_A_SIDE, "d5-d6", "d5-d6"], "move 2 (d5-d6): d5-d6 is not legal here: the game is over", BAD),
    ("play", "--position", &["play", "cephalopod", "a1"], "play needs --position POS", USAGE),
    ("play", "--position", &["play", "deblockle", "--position", "nonsense g"], "--position 'nonsense g': the board has 1 rows separated by '/', expected 7", BAD),
    ("play", "--position", &["play", "deblockle", "--position"], "--position needs a value (a position written as in the app's records)", USAGE),
    ("play", "--no-adjacent", &["play", "cephalopod", "--position", ".../.../... w", "--no-adjacent"], "--no-adjacent is a Deblockle option", USAGE),
    ("play", "--no-repetition", &["play", "cephalopod", "--position", ".../.../... w", "--no-repetition"], "--no-repetition is a Deblockle option", USAGE),
    ("play", "--no-repetition", &["play", "deblockle", "--no-repetition=no"], "--no-repetition takes no value, not 'no'", USAGE),
    // bestmove
    ("bestmove", "GAME", &["bestmove"], "bestmove needs a game: cephalopod or deblockle", USAGE),
    ("bestmove", "GAME", &["bestmove", "chess"], "unknown game 'chess' (expected cephalopod or deblockle)", BAD),
    ("bestmove", "--position", &["bestmove", "cephalopod", "--position", "x"], "--position 'x': unexpected 'x' at column 1 (expected '.', 'w', 'b', '/' or a space)", BAD),
    ("bestmove", "--position", &["bestmove", "deblockle", "--position", "nonsense g"], "--position 'nonsense g': the board has 1 rows separated by '/', expected 7", BAD),
    ("bestmove", "--level", &["bestmove", "cephalopod", "--level", "9"], "--level wants a level from 1 to 5, not '9'", BAD),
    ("bestmove", "--level", &["bestmove", "cephalopod", "--level", "one"], "--level wants a level from 1 to 5, not 'one'", USAGE),
    ("bestmove", "--level", &["bestmove", "cephalopod", "--level", "300"], "--level wants a level from 1 to 5, not '300' (too big)", USAGE),
    ("bestmove", "--uct", &["bestmove", "cephalopod", "--uct", "0"], "--uct wants a whole number of playouts, at least 1, not '0'", BAD),
    ("bestmove", "--uct", &["bestmove", "cephalopod", "--uct", "many"], "--uct wants a whole number of playouts, at least 1, not 'many'", USAGE),
    ("bestmove", "--uct", &["bestmove", "cephalopod", "--level", "2", "--uct", "10"], "give --level or --uct, not both", USAGE),
    ("bestmove", "--movetime", &["bestmove", "cephalopod", "--movetime", "-5"], "--movetime wants a number of milliseconds above 0, not '-5'", BAD),
    ("bestmove", "--movetime", &["bestmove", "cephalopod", "--movetime", "nan"], "--movetime wants a number of milliseconds above 0, not 'NaN'", BAD),
    ("bestmove", "--movetime", &["bestmove", "cephalopod", "--movetime", "-inf"], "--movetime wants a number of milliseconds above 0, not '-inf'", BAD),
    ("bestmove", "--movetime", &["bestmove", "cephalopod", "--movetime", "soon"], "--movetime wants a number of milliseconds above 0, not 'soon'", USAGE),
    ("bestmove", "--nodes", &["bestmove", "cephalopod", "--nodes", "0"], "--nodes wants a whole number of nodes, at least 1, not '0'", USAGE),
    ("bestmove", "--nodes", &["bestmove", "cephalopod", "--nodes", "1k"], "--nodes wants a whole number of nodes, at least 1, not '1k'", USAGE),
    ("bestmove", "--seed", &["bestmove", "cephalopod", "--seed", "-1"], "--seed wants a whole number, 0 or more, not '-1'", USAGE),
    ("bestmove", "--seed", &["bestmove", "cephalopod", "--seed", "99999999999999999999"], "--seed wants a whole number, 0 or more, not '99999999999999999999' (too big)", USAGE),
    ("bestmove", "--jobs", &["bestmove", "cephalopod", "--jobs", "0"], "--jobs wants a whole number of threads from 1 to 256, not '0'", USAGE),
    ("bestmove", "--jobs", &["bestmove", "cephalopod", "--jobs", "257"], "--jobs wants a whole number of threads from 1 to 256, not '257'", USAGE),
    ("bestmove", "--lines", &["bestmove", "cephalopod", "--lines", "9"], "--lines wants a whole number of lines from 1 to 8, not '9'", USAGE),
    ("bestmove", "--lines", &["bestmove", "cephalopod", "--lines", "all"], "--lines wants a whole number of lines from 1 to 8, not 'all'", USAGE),
    ("bestmove", "--lines", &["bestmove", "cephalopod", "--uct", "10", "--lines", "2"], "--lines needs a level, not --uct", USAGE),
    ("bestmove", "--no-adjacent", &["bestmove", "cephalopod", "--no-adjacent"], "--no-adjacent is a Deblockle option", USAGE),
    ("bestmove", "--perfect", &["bestmove", "cephalopod", "--perfect", "--level", "3"], "give --perfect or --level, not both", USAGE),
    ("bestmove", "--perfect", &["bestmove", "cephalopod", "--perfect", "--nodes", "5"], "give --perfect or --nodes, not both", USAGE),
    ("bestmove", "--perfect", &["bestmove", "cephalopod", "--perfect"], "--perfect needs a --position of at most 16 squares, not 5x5", BAD),
    ("bestmove", "--perfect", &["bestmove", "deblockle", "--perfect"], "--perfect needs a Deblockle --position with one block a side", USAGE),
    ("bestmove", "--perfect", &["bestmove", "deblockle", "--perfect", "--no-adjacent", "--position", ONE_A_SIDE], "give --perfect or --no-adjacent, not both", USAGE),
    ("bestmove", "--perfect", &["bestmove", "deblockle", "--perfect=true"], "--perfect takes no value, not 'true'", USAGE),
    // match
    ("match", "GAME", &["match", "--first", "random", "--second", "random", "--games", "2"], "match needs a game: cephalopod or deblockle", USAGE),
    ("match", "GAME", &["match", "go", "--first", "random", "--second", "random", "--games", "2"], "unknown game 'go' (expected cephalopod or deblockle)", BAD),
    ("match", "--first", &["match", "cephalopod", "--second", "random", "--games", "2"], "match needs --first SPEC", USAGE),
    ("match", "--first", &["match", "cephalopod", "--first", "foo", "--second", "random", "--games", "2"], "--first wants level:1 to level:5, uct:N (N playouts, at least 1) or random, not 'foo'", BAD),
    ("match", "--first", &["match", "cephalopod", "--first", "level:6", "--second", "random", "--games", "2"], "--first wants level:1 to level:5, uct:N (N playouts, at least 1) or random, not 'level:6'", BAD),
    ("match", "--second", &["match", "cephalopod", "--first", "random", "--games", "2"], "match needs --second SPEC", USAGE),
    ("match", "--second", &["match", "cephalopod", "--first", "random", "--second", "uct:0", "--games", "2"], "--second wants level:1 to level:5, uct:N (N playouts, at least 1) or random, not 'uct:0'", BAD),
    ("match", "--games", &["match", "cephalopod", "--first", "random", "--second", "random"], "match needs --games N", USAGE),
    ("match", "--games", &["match", "cephalopod", "--first", "random", "--second", "random", "--games", "0"], "--games wants a whole number of games from 1 to 1000000, not '0'", BAD),
    ("match", "--games", &["match", "cephalopod", "--first", "random", "--second", "random", "--games", "18446744073709551615"], "--games wants a whole number of games from 1 to 1000000, not '18446744073709551615'", BAD),
    ("match", "--games", &["match", "cephalopod", "--first", "random", "--second", "random", "--games", "ten"], "--games wants a whole number of games from 1 to 1000000, not 'ten'", USAGE),
    ("match", "--movetime", match_words!("--movetime", "0"), "--movetime wants a number of milliseconds above 0, not '0'", BAD),
    ("match", "--movetime", match_words!("--movetime", "1s"), "--movetime wants a number of milliseconds above 0, not '1s'", USAGE),
    ("match", "--seed", match_words!("--seed", "x"), "--seed wants a whole number, 0 or more, not 'x'", USAGE),
    ("match", "--size", match_words!("--size", "9x9"), "--size wants ROWSxCOLS with 2 to 7 on each side, not '9x9'", BAD),
    ("match", "--size", match_words!("--size", "5"), "--size wants ROWSxCOLS with 2 to 7 on each side, not '5'", BAD),
    ("match", "--size", &["match", "deblockle", "--first", "random", "--second", "random", "--games", "2", "--size", "3x3"], "--size is a Cephalopod option", USAGE),
    ("match", "--no-adjacent", match_words!("--no-adjacent"), "--no-adjacent is a Deblockle option", USAGE),
    ("match", "--nodes", match_words!("--nodes", "0"), "--nodes wants a whole number of nodes, at least 1, not '0'", USAGE),
    ("match", "--jobs", match_words!("--jobs", "0"), "--jobs wants a whole number of threads from 1 to 256, not '0'", USAGE),
    ("match", "--jobs", match_words!("--jobs", "100000"), "--jobs wants a whole number of threads from 1 to 256, not '100000'", USAGE),
    ("match", "--first-threads", match_words!("--first-threads", "0"), "--first-threads wants a whole number of threads from 1 to 256, not '0'", USAGE),
    ("match", "--first-threads", match_words!("--first-threads", "2"), "--first-threads 2 needs --first level:5, not random (only level 5 searches with several threads)", USAGE),
    ("match", "--second-threads", match_words!("--second-threads", "two"), "--second-threads wants a whole number of threads from 1 to 256, not 'two'", USAGE),
    ("match", "--second-threads", &["match", "cephalopod", "--first", "level:5", "--second", "uct:9", "--games", "2", "--second-threads", "2"], "--second-threads 2 needs --second level:5, not uct:9 (only level 5 searches with several threads)", USAGE),
    // puzzles
    ("puzzles", "GAME", &["puzzles"], "puzzles needs a game: cephalopod or deblockle", USAGE),
    ("puzzles", "GAME", &["puzzles", "chess"], "unknown game 'chess' (expected cephalopod or deblockle)", BAD),
    ("puzzles", "--count", &["puzzles", "cephalopod", "--count", "0"], "--count wants a whole number of puzzles, at least 1, not '0'", BAD),
    ("puzzles", "--count", &["puzzles", "cephalopod", "--count", "many"], "--count wants a whole number of puzzles, at least 1, not 'many'", USAGE),
    ("puzzles", "--seed", &["puzzles", "deblockle", "--seed"], "--seed needs a value (a whole number, 0 or more)", USAGE),
    ("puzzles", "--seed", &["puzzles", "deblockle", "--seed", "1.5"], "--seed wants a whole number, 0 or more, not '1.5'", USAGE),
    // analyse
    ("analyse", "GAME", &["analyse", "--record", "RECORD"], "analyse needs a game: cephalopod or deblockle", USAGE),
    ("analyse", "GAME", &["analyse", "chess", "--record", "RECORD"], "unknown game 'chess' (expected cephalopod or deblockle)", BAD),
    ("analyse", "--record", &["analyse", "cephalopod"], "analyse needs --record FILE", USAGE),
    ("analyse", "--record", &["analyse", "cephalopod", "--record"], "--record needs a value (the path of a record file)", USAGE),
    ("analyse", "--record", &["analyse", "cephalopod", "--record", "MISSING"], "cannot read --record 'MISSING': no such file", BAD),
    ("analyse", "--record", &["analyse", "deblockle", "--record", "RECORD"], "--record 'RECORD' is a cephalopod game, not deblockle", BAD),
    ("analyse", "--movetime", &["analyse", "cephalopod", "--record", "RECORD", "--movetime", "-5"], "--movetime wants a number of milliseconds above 0, not '-5'", BAD),
    ("analyse", "--movetime", &["analyse", "cephalopod", "--record", "RECORD", "--movetime", "x"], "--movetime wants a number of milliseconds above 0, not 'x'", USAGE),
    ("analyse", "--nodes", &["analyse", "cephalopod", "--record", "RECORD", "--nodes", "0"], "--nodes wants a whole number of nodes, at least 1, not '0'", USAGE),
    ("analyse", "--nodes", &["analyse", "cephalopod", "--record", "RECORD", "--nodes", "many"], "--nodes wants a whole number of nodes, at least 1, not 'many'", USAGE),
    ("analyse", "--seed", &["analyse", "cephalopod", "--record", "RECORD", "--seed", "s"], "--seed wants a whole number, 0 or more, not 's'", USAGE),
    ("analyse", "--jobs", &["analyse", "cephalopod", "--record", "RECORD", "--jobs", "0"], "--jobs wants a whole number of threads from 1 to 256, not '0'", USAGE),
    ("analyse", "--jobs", &["analyse", "cephalopod", "--record", "RECORD", "--jobs", "9999"], "--jobs wants a whole number of threads from 1 to 256, not '9999'", USAGE),
    // solve
    ("solve", "GAME", &["solve", "--size", "3x3", "--jobs", "2"], "solve needs a game: cephalopod or deblockle", USAGE),
    ("solve", "GAME", &["solve", "chess"], "unknown game 'chess' (expected cephalopod or deblockle)", BAD),
    ("solve", "--size", &["solve", "cephalopod"], "solve needs --size RxC or --position POS", USAGE),
    ("solve", "--size", &["solve", "cephalopod", "--size", "99x99"], "--size wants ROWSxCOLS with 2 to 7 on each side, not '99x99'", BAD),
    ("solve", "--size", &["solve", "cephalopod", "--size", "3by3"], "--size wants ROWSxCOLS with 2 to 7 on each side, not '3by3'", BAD),
    ("solve", "--size", &["solve", "cephalopod", "--size", "5x5"], "--size wants a board of at most 16 squares, not '5x5'", BAD),
    ("solve", "--size", &["solve", "cephalopod", "--size", "3x3", "--position", "../.. w"], "--size 3x3 but --position is 2x2", BAD),
    ("solve", "--size", &["solve", "deblockle", "--size", "3x3"], "--size is a Cephalopod option", USAGE),
    ("solve", "--position", &["solve", "cephalopod", "--position", "../.. x"], "--position '../.. x': bad side to move 'x' at column 7 (expected w or b)", BAD),
    ("solve", "--position", &["solve", "cephalopod", "--position", "...../...../...../...../..... w"], "--position is 5x5: the solver takes boards of at most 16 squares", BAD),
    ("solve", "--position", &["solve", "deblockle", "--position", "nonsense g"], "--position 'nonsense g': the board has 1 rows separated by '/', expected 7", BAD),
    ("solve", "--max-positions", &["solve", "cephalopod", "--size", "2x2", "--max-positions", "lots"], "--max-positions wants a whole number of positions, 0 or more, not 'lots'", USAGE),
    ("solve", "--max-positions", &["solve", "deblockle", "--max-positions", "9"], "--max-positions is a Cephalopod option", USAGE),
    ("solve", "--memo-mb", &["solve", "cephalopod", "--size", "2x2", "--memo-mb", "0"], "--memo-mb wants a number of megabytes above 0 and at most 1048576, not '0'", BAD),
    ("solve", "--memo-mb", &["solve", "cephalopod", "--size", "2x2", "--memo-mb", "1e30"], "--memo-mb wants a number of megabytes above 0 and at most 1048576, not '1e30'", BAD),
    ("solve", "--memo-mb", &["solve", "cephalopod", "--size", "2x2", "--memo-mb", "-inf"], "--memo-mb wants a number of megabytes above 0 and at most 1048576, not '-inf'", BAD),
    ("solve", "--memo-mb", &["solve", "cephalopod", "--size", "2x2", "--memo-mb", "1GB"], "--memo-mb wants a number of megabytes above 0 and at most 1048576, not '1GB'", USAGE),
    ("solve", "--memo-mb", &["solve", "cephalopod", "--size", "2x2", "--memo-mb", "1", "--max-positions", "9"], "give --max-positions or --memo-mb, not both", USAGE),
    ("solve", "--memo-mb", &["solve", "deblockle", "--memo-mb", "1"], "--memo-mb is a Cephalopod option", USAGE),
    // The command line: the game is there, --memo-mb is not.
    ("solve", "--jobs", &["solve", "cephalopod", "--size", "3x3", "--jobs", "2"], "--jobs needs --memo-mb (the size of the shared memo in MB)", USAGE),
    ("solve", "--jobs", &["solve", "cephalopod", "--size", "2x2", "--memo-mb", "1", "--jobs", "0"], "--jobs wants a whole number of threads from 1 to 256, not '0'", USAGE),
    ("solve", "--jobs", &["solve", "cephalopod", "--size", "2x2", "--memo-mb", "1", "--jobs", "100000"], "--jobs wants a whole number of threads from 1 to 256, not '100000'", USAGE),
    ("solve", "--jobs", &["solve", "deblockle", "--jobs", "2"], "--jobs is a Cephalopod option", USAGE),
];

/// The path of an engine test record.
fn data(name: &str) -> String {
    format!("{}/../engine/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// `text` with the record placeholders replaced by their paths.
fn with_paths(text: &str) -> String {
    text.replace("RECORD", &data(RECORD))
        .replace("MISSING", &data(MISSING))
}

#[test]
fn every_parameter_with_a_bad_value_is_named() {
    let mut failures = Vec::new();
    for &(command, parameter, words, message, status) in ROWS {
        let argv: Vec<String> = words.iter().map(|word| with_paths(word)).collect();
        let expected = (with_paths(message), status, status == EXIT_USAGE);
        let found = match run(&argv) {
            Ok(output) => (format!("no error, output {output:?}"), 0, false),
            Err(error) => (
                error.message().to_string(),
                error.exit_status(),
                error.usage_text().is_some(),
            ),
        };
        if found != expected {
            failures.push(format!(
                "{command} {parameter} {words:?}\n  found    {found:?}\n  expected {expected:?}"
            ));
        }
        // The message names the parameter (the game, a move, the option).
        assert!(
            message.to_lowercase().contains(&parameter.to_lowercase()),
            "{words:?}: {message}"
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Each parameter clap knows of each command has its rows: a new option
/// comes with its errors.
#[test]
fn the_table_has_every_parameter_of_every_command() {
    let listed: BTreeSet<(&str, &str)> = ROWS
        .iter()
        .map(|&(command, parameter, ..)| (command, parameter))
        .collect();
    let mut root = Cli::command();
    root.build();
    let mut missing = Vec::new();
    for sub in root
        .get_subcommands()
        .filter(|sub| sub.get_name() != "help")
    {
        for arg in sub.get_arguments().filter(|arg| arg.get_id() != "help") {
            let parameter = match arg.get_long() {
                Some(long) => format!("--{long}"),
                None => arg
                    .get_value_names()
                    .and_then(|names| names.first())
                    .map_or_else(|| arg.get_id().to_string(), ToString::to_string),
            };
            if !listed.contains(&(sub.get_name(), parameter.as_str())) {
                missing.push(format!("{} {parameter}", sub.get_name()));
            }
        }
    }
    assert!(missing.is_empty(), "no rows for: {}", missing.join(", "));
}
