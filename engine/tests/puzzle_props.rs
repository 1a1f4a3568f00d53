//! Property tests of the puzzle line format: any consistent puzzle (a
//! random position and a random line of legal moves) survives a round trip
//! exactly, its symmetric images share its key, and no input makes the
//! reader panic.

use cubeplay_engine::deblockle::{random_start, Rules};
use cubeplay_engine::puzzle::{canonical_key, Goal, Puzzle, PuzzleFile};
use cubeplay_engine::rng::SplitMix64;
use cubeplay_engine::{cephalopod, AnyMove, AnyPosition, Game, GameKind};
use proptest::prelude::*;

/// A position `warmup` random plies into a game, and a line of up to
/// `length` random legal moves from it (not necessarily a solution).
fn random_puzzle(kind: GameKind, seed: u64, warmup: usize, length: usize) -> Option<Puzzle> {
    let mut rng = SplitMix64::new(seed);
    let (mut position, goal, repetition) = match kind {
        GameKind::Cephalopod => {
            let (rows, cols) = [(3, 3), (3, 4), (4, 4), (5, 5)][rng.index_below(4)];
            let board = cephalopod::Position::new_empty(rows, cols).unwrap();
            (AnyPosition::from(board), Goal::Win, false)
        }
        GameKind::Deblockle => {
            let counts = [1 + rng.index_below(4), 1 + rng.index_below(4)];
            let start = random_start(
                counts,
                Rules {
                    no_adjacent: rng.index_below(2) == 1,
                },
                &mut rng,
            )
            .unwrap();
            let goal = Goal::ClearWithin(1 + rng.index_below(3) as u32);
            (AnyPosition::from(start), goal, rng.index_below(2) == 1)
        }
    };
    for _ in 0..warmup {
        let moves = position.legal_moves();
        if moves.is_empty() {
            return None;
        }
        position = position.play(moves[rng.index_below(moves.len())]);
    }
    let mut line: Vec<AnyMove> = Vec::new();
    let mut current = position.clone();
    for _ in 0..length.max(1) {
        let moves = current.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.index_below(moves.len())];
        current = current.play(mv);
        line.push(mv);
    }
    Puzzle::new(position, repetition, goal, line).ok()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn puzzle_lines_round_trip(seed in any::<u64>(), deblockle in any::<bool>(), warmup in 0usize..30, length in 1usize..8) {
        let kind = if deblockle { GameKind::Deblockle } else { GameKind::Cephalopod };
        if let Some(puzzle) = random_puzzle(kind, seed, warmup, length) {
            let line = puzzle.to_line();
            let read = Puzzle::parse_line(kind, &line).unwrap();
            prop_assert_eq!(read.to_line(), line);
            prop_assert_eq!(read, puzzle);
        }
    }

    /// A Cephalopod board turned a quarter with the colours swapped is the
    /// same puzzle.
    #[test]
    fn turned_cephalopod_boards_share_a_key(seed in any::<u64>(), warmup in 0usize..20) {
        if let Some(puzzle) = random_puzzle(GameKind::Cephalopod, seed, warmup, 1) {
            let board = puzzle.position().cephalopod().unwrap();
            let (rows, cols) = (board.rows(), board.cols());
            // New row r (from the top) is the old column r read bottom-up.
            let mut text = String::new();
            for r in 0..cols {
                if r > 0 {
                    text.push('/');
                }
                for c in 0..rows {
                    let square = cephalopod::Square::new(cols - 1 - r, c).unwrap();
                    match board.die_at(square) {
                        Some(die) => {
                            text.push(if die.owner == cephalopod::WHITE { 'b' } else { 'w' });
                            text.push(char::from(b'0' + die.pips));
                        }
                        None => text.push('.'),
                    }
                }
            }
            text.push_str(if board.to_move() == cephalopod::WHITE { " b" } else { " w" });
            let turned = AnyPosition::parse(GameKind::Cephalopod, &text, Rules::default()).unwrap();
            prop_assert_eq!(canonical_key(puzzle.position()), canonical_key(&turned));
        }
    }

    #[test]
    fn no_line_makes_the_reader_panic(text in "[ -~]{0,120}", deblockle in any::<bool>()) {
        let kind = if deblockle { GameKind::Deblockle } else { GameKind::Cephalopod };
        let _ = Puzzle::parse_line(kind, &text);
        let _ = PuzzleFile::parse(&format!("cubeplay-puzzles 1 {kind}\n{text}\n"));
    }

    /// Damaging one character of a real puzzle line is refused or read as
    /// a consistent puzzle, never a panic.
    #[test]
    fn damaged_real_lines_never_panic(index in 0usize..200, replacement in "[ -~]") {
        let line = "b3.w1/.b6w6/b3.w1 w | Size=3x3 Goal=win | a2=a1+a3 | a2=a1+a3 a1 b3 a3 b1=a1+c1 a1 c1 | 403";
        let mut chars: Vec<char> = line.chars().collect();
        let at = index % chars.len();
        chars[at] = replacement.chars().next().unwrap();
        let damaged: String = chars.into_iter().collect();
        if let Ok(puzzle) = Puzzle::parse_line(GameKind::Cephalopod, &damaged) {
            prop_assert_eq!(Puzzle::parse_line(GameKind::Cephalopod, &puzzle.to_line()).unwrap(), puzzle);
        }
    }
}
