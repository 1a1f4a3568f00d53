//! The puzzle files of the repository: read, sorted, every puzzle re-proven
//! (the win, the unique first move, the line to the goal). That the files
//! are exactly what their header's command makes is tested in the
//! `cubeplay-cli` crate (`cli/tests/puzzles.rs`).

use std::time::Instant;

use cubeplay_engine::puzzle::{
    canonical_key, Field, PuzzleFile, MIN_FIRST_MOVES, PROOF_NODE_LIMIT,
};
use cubeplay_engine::{Game, GameKind};

fn read(kind: GameKind) -> (String, PuzzleFile) {
    let path = format!("{}/../puzzles/{kind}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
    let file = PuzzleFile::parse(&text).unwrap_or_else(|error| panic!("{path}: {error}"));
    (text, file)
}

fn check_file(kind: GameKind) {
    let (text, file) = read(kind);
    assert_eq!(file.kind, kind);
    assert!(text.starts_with(&format!("cubeplay-puzzles 1 {kind}\n")));
    assert!(file.entries.len() >= 30, "{} puzzles", file.entries.len());
    assert!(file
        .entries
        .windows(2)
        .all(|pair| pair[0].puzzle.difficulty() <= pair[1].puzzle.difficulty()));
    assert_eq!(
        file.to_text(),
        text,
        "the file is written as the program writes it"
    );
    for entry in &file.entries {
        assert!(entry.puzzle.line_reaches_goal());
        assert!(entry.puzzle.position().legal_moves().len() >= MIN_FIRST_MOVES);
    }
    let mut keys: Vec<String> = file
        .entries
        .iter()
        .map(|entry| canonical_key(entry.puzzle.position()))
        .collect();
    keys.sort();
    keys.dedup();
    assert_eq!(
        keys.len(),
        file.entries.len(),
        "no puzzle is another's mirror image"
    );
    let start = Instant::now();
    let nodes = file
        .prove_all(PROOF_NODE_LIMIT)
        .unwrap_or_else(|error| panic!("{kind}.txt {error}"));
    eprintln!(
        "{kind}: {} puzzles re-proven in {:.2} s ({nodes} nodes)",
        file.entries.len(),
        start.elapsed().as_secs_f64()
    );
}

#[test]
fn cephalopod_puzzles_are_proven() {
    check_file(GameKind::Cephalopod);
}

#[test]
fn deblockle_puzzles_are_proven() {
    check_file(GameKind::Deblockle);
}

fn damaged(kind: GameKind, from: &str, to: &str) -> String {
    let (text, _) = read(kind);
    assert!(text.contains(from), "{from}");
    let result = PuzzleFile::parse(&text.replacen(from, to, 1))
        .and_then(|file| file.prove_all(PROOF_NODE_LIMIT));
    match result {
        Ok(_) => "accepted".to_string(),
        Err(error) => error.to_string(),
    }
}

#[test]
fn damaged_lines_are_refused_with_line_and_field() {
    let (_, file) = read(GameKind::Deblockle);
    let entry = &file.entries[0];
    let line = entry.line;
    let original = entry.puzzle.to_line();
    assert_eq!(entry.puzzle.goal().to_string(), "clear-in-1");
    let first = entry.puzzle.first_move().to_string();
    // The line with some of its five fields replaced.
    let with = |changes: &[(usize, &str)]| {
        let mut fields: Vec<&str> = original.split(" | ").collect();
        for &(index, value) in changes {
            fields[index] = value;
        }
        fields.join(" | ")
    };
    let refusal =
        |changes: &[(usize, &str)]| damaged(GameKind::Deblockle, &original, &with(changes));
    assert_eq!(
        refusal(&[(4, "1o5")]),
        format!("line {line}, difficulty: '1o5' is not a whole number")
    );
    assert_eq!(
        refusal(&[(2, "a1-a9")]),
        format!("line {line}, first move: 'a1-a9': 'a9' is not a square (expected a1 to g7)")
    );
    // Another legal first move: alone, then with the line starting from it.
    let other = entry
        .puzzle
        .position()
        .legal_moves()
        .into_iter()
        .map(|mv| mv.to_string())
        .find(|mv| *mv != first)
        .unwrap();
    assert_eq!(
        refusal(&[(2, &other)]),
        format!("line {line}, solution line: the line starts with {first}, not with the first move {other}")
    );
    assert_eq!(
        refusal(&[(2, &other), (3, &other)]),
        format!(
            "line {line}, solution line: the line does not end with a win of {}",
            GameKind::Deblockle.player_name(entry.puzzle.attacker())
        )
    );
    // Given a turn more, the goal is no longer the least.
    let loose = original.replace("Goal=clear-in-1", "Goal=clear-in-2");
    assert_eq!(
        damaged(GameKind::Deblockle, &original, &loose),
        format!(
            "line {line}, options: Goal=clear-in-2 is not the least: {} clears within 1 turn",
            GameKind::Deblockle.player_name(entry.puzzle.attacker())
        )
    );
}

/// A goal loosened by a turn lets other first moves win too: the first
/// such puzzle of the file is refused for its first move.
#[test]
fn a_first_move_that_is_not_unique_is_refused() {
    let (_, file) = read(GameKind::Deblockle);
    let refusal = file
        .entries
        .iter()
        .filter(|entry| entry.puzzle.goal().to_string() == "clear-in-1")
        .find_map(|entry| {
            let loose = entry
                .puzzle
                .to_line()
                .replace("Goal=clear-in-1", "Goal=clear-in-2");
            let refused = damaged(GameKind::Deblockle, &entry.puzzle.to_line(), &loose);
            let prefix = format!(
                "line {}, first move: {} is not the only winning move: ",
                entry.line,
                entry.puzzle.first_move()
            );
            refused.starts_with(&prefix).then_some(refused)
        });
    let refusal = refusal.expect("some puzzle has other ways to win in a turn more");
    assert!(refusal.ends_with(" clears within 2 turns too"), "{refusal}");
}

/// Cephalopod: every other legal first move, with the rest of the line
/// kept, is refused (the line turns illegal, or the proof fails).
#[test]
fn cephalopod_first_moves_cannot_be_swapped() {
    let (text, file) = read(GameKind::Cephalopod);
    let entry = file.entries.last().unwrap();
    let puzzle = &entry.puzzle;
    let first = puzzle.first_move().to_string();
    let original = puzzle.to_line();
    let mut refused = 0;
    for other in puzzle.position().legal_moves() {
        let other = other.to_string();
        if other == first {
            continue;
        }
        let changed = original.replace(
            &format!("| {first} | {first} "),
            &format!("| {other} | {other} "),
        );
        let result = PuzzleFile::parse(&text.replacen(&original, &changed, 1))
            .and_then(|file| file.prove_all(PROOF_NODE_LIMIT));
        let error = result.expect_err(&other);
        assert_eq!(error.line, entry.line);
        assert!(
            matches!(error.field, Field::Solution | Field::FirstMove),
            "{error}"
        );
        refused += 1;
    }
    assert_eq!(refused, puzzle.position().legal_moves().len() - 1);
}
