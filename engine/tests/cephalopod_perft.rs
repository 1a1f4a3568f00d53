//! Perft against an independent brute force written here from the rules,
//! sharing nothing with the engine's generator or `perft.rs`.

use cubeplay_engine::cephalopod::Position;
use cubeplay_engine::perft::{divide, perft, perft_plain};

/// A deliberately naive board: `cells[row][column]`, row 0 at the bottom,
/// each `None` or `Some((is_white, pips))`.
#[derive(Clone)]
struct Naive {
    cells: Vec<Vec<Option<(bool, u32)>>>,
    white_to_move: bool,
}

impl Naive {
    fn parse(text: &str) -> Naive {
        let (board, side) = text.split_once(' ').unwrap();
        let mut cells: Vec<Vec<Option<(bool, u32)>>> = board
            .split('/')
            .map(|row| {
                let chars: Vec<char> = row.chars().collect();
                let mut out = Vec::new();
                let mut i = 0;
                while i < chars.len() {
                    if chars[i] == '.' {
                        out.push(None);
                        i += 1;
                    } else {
                        out.push(Some((chars[i] == 'w', chars[i + 1].to_digit(10).unwrap())));
                        i += 2;
                    }
                }
                out
            })
            .collect();
        cells.reverse();
        Naive {
            cells,
            white_to_move: side == "w",
        }
    }

    fn is_full(&self) -> bool {
        self.cells.iter().flatten().all(Option::is_some)
    }

    /// Every child position: for each empty square, every subset of two or
    /// more occupied neighbours with at most six pips, else a die showing 1.
    fn children(&self) -> Vec<Naive> {
        let rows = self.cells.len() as i32;
        let cols = self.cells[0].len() as i32;
        let mut out = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                if self.cells[r as usize][c as usize].is_some() {
                    continue;
                }
                let neighbours: Vec<(usize, usize)> =
                    [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
                        .into_iter()
                        .filter(|&(nr, nc)| nr >= 0 && nc >= 0 && nr < rows && nc < cols)
                        .map(|(nr, nc)| (nr as usize, nc as usize))
                        .filter(|&(nr, nc)| self.cells[nr][nc].is_some())
                        .collect();
                let mut captured_any = false;
                for subset in 0u32..(1 << neighbours.len()) {
                    if subset.count_ones() < 2 {
                        continue;
                    }
                    let chosen: Vec<(usize, usize)> = (0..neighbours.len())
                        .filter(|i| subset & (1 << i) != 0)
                        .map(|i| neighbours[i])
                        .collect();
                    let sum: u32 = chosen
                        .iter()
                        .map(|&(nr, nc)| self.cells[nr][nc].unwrap().1)
                        .sum();
                    if sum <= 6 {
                        captured_any = true;
                        let mut child = self.clone();
                        for &(nr, nc) in &chosen {
                            child.cells[nr][nc] = None;
                        }
                        child.cells[r as usize][c as usize] = Some((self.white_to_move, sum));
                        child.white_to_move = !self.white_to_move;
                        out.push(child);
                    }
                }
                if !captured_any {
                    let mut child = self.clone();
                    child.cells[r as usize][c as usize] = Some((self.white_to_move, 1));
                    child.white_to_move = !self.white_to_move;
                    out.push(child);
                }
            }
        }
        out
    }

    fn perft(&self, depth: u32) -> u128 {
        if depth == 0 || self.is_full() {
            return 1;
        }
        self.children()
            .iter()
            .map(|child| child.perft(depth - 1))
            .sum()
    }
}

fn engine(text: &str) -> Position {
    text.parse().unwrap()
}

const POSITIONS: [(&str, u32); 7] = [
    (".../.../... w", 6),
    ("../.. w", 8),
    ("../../.. b", 7),
    (".b6./w2w2b2/w1b6w1 w", 6),
    (".b1./w2.w1/.b2. w", 5),
    ("...../...../...../...../..... w", 3),
    ("w1b1../b2.w3./...b1/w1w1b2. b", 4),
];

#[test]
fn perft_matches_the_brute_force_at_small_depths() {
    for (text, max_depth) in POSITIONS {
        let naive = Naive::parse(text);
        let position = engine(text);
        for depth in 0..=max_depth {
            assert_eq!(
                perft(&position, depth),
                naive.perft(depth),
                "{text} depth {depth}"
            );
        }
    }
}

#[test]
fn merged_and_plain_perft_agree() {
    for (text, max_depth) in POSITIONS {
        let position = engine(text);
        for depth in 0..=max_depth {
            assert_eq!(
                perft(&position, depth),
                perft_plain(&position, depth),
                "{text} depth {depth}"
            );
        }
    }
}

#[test]
fn exact_perft_values() {
    let empty_3x3 = engine(".../.../... w");
    let expected: [u128; 7] = [1, 9, 72, 504, 3256, 21096, 139_856];
    for (depth, &count) in expected.iter().enumerate() {
        assert_eq!(perft(&empty_3x3, depth as u32), count, "depth {depth}");
    }
    assert_eq!(perft(&empty_3x3, 8), 6_301_152);
    assert_eq!(perft(&empty_3x3, 10), 281_463_056);

    let empty_5x5 = Position::default();
    assert_eq!(perft(&empty_5x5, 1), 25);
    assert_eq!(perft(&empty_5x5, 2), 600);
    assert_eq!(perft(&empty_5x5, 3), 13_800);
    assert_eq!(perft(&empty_5x5, 4), 304_840);

    // Small boards where every game ends within the depth: the count is
    // the number of complete games, and deeper perft does not change it.
    assert_eq!(perft(&engine("../.. w"), 20), 27_136);
    assert_eq!(perft(&engine("../.. w"), 40), 27_136);
    assert_eq!(perft(&engine("../../.. w"), 40), 163_440_720_221_064);
    assert_eq!(perft(&engine(".../... b"), 40), 163_440_720_221_064);
}

#[test]
fn perft_stops_at_finished_games() {
    let full = engine("w1b6/b6w1 b");
    assert_eq!(perft(&full, 0), 1);
    assert_eq!(perft(&full, 5), 1);
    assert_eq!(perft_plain(&full, 5), 1);
    // One move left that fills the board: every deeper count is 1.
    let last = engine("w1b6/b6. w");
    assert_eq!(perft(&last, 1), 1);
    assert_eq!(perft(&last, 9), 1);
}

#[test]
fn divide_sums_to_perft() {
    let position = engine(".b1./w2.w1/.b2. w");
    let parts = divide(&position, 4);
    assert_eq!(parts.len(), position.legal_moves().len());
    let sum: u128 = parts.iter().map(|&(_, count)| count).sum();
    assert_eq!(sum, perft(&position, 4));
}
