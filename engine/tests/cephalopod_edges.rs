//! Every Cephalopod square of every board size from 2×2 to 7×7 (rectangles
//! included) against a plain reference written here from
//! `shared/rules/cephalopod.md`: columns and rows as numbers, explicit bounds
//! checks, no bit sets. Neighbours, capture sets and captures must agree
//! with it everywhere, edges and corners included.

use cubeplay_engine::cephalopod::{Move, Position, Square, MAX_SIDE, MIN_SIDE};
use cubeplay_engine::Direction;

/// `grid[column][row]`: owner letter and pips.
type Grid = [[Option<(char, u8)>; 7]; 7];

const ORTHOGONAL: [(i32, i32); 4] = [(-1, 0), (0, -1), (0, 1), (1, 0)];
const DIRECTIONS: [(Direction, (i32, i32)); 4] = [
    (Direction::West, (-1, 0)),
    (Direction::South, (0, -1)),
    (Direction::North, (0, 1)),
    (Direction::East, (1, 0)),
];

fn name(column: i32, row: i32) -> String {
    format!("{}{}", (b'a' + column as u8) as char, row + 1)
}

fn text(grid: &Grid, rows: i32, cols: i32, side: char) -> String {
    let mut lines = Vec::new();
    for row in (0..rows).rev() {
        let mut line = String::new();
        for column in 0..cols {
            match grid[column as usize][row as usize] {
                None => line.push('.'),
                Some((owner, pips)) => line.push_str(&format!("{owner}{pips}")),
            }
        }
        lines.push(line);
    }
    format!("{} {side}", lines.join("/"))
}

/// Every legal move and the position it leads to, as the rules describe a
/// turn: on an empty square, capture a set of at least two orthogonal
/// neighbours whose pips total at most six (compulsory if any), else place
/// a one.
fn reference_moves(grid: &Grid, rows: i32, cols: i32, side: char) -> Vec<(String, String)> {
    let on_board = |c: i32, r: i32| (0..cols).contains(&c) && (0..rows).contains(&r);
    let next_side = if side == 'w' { 'b' } else { 'w' };
    let mut moves = Vec::new();
    for row in 0..rows {
        for column in 0..cols {
            if grid[column as usize][row as usize].is_some() {
                continue;
            }
            let neighbours: Vec<(i32, i32, u8)> = ORTHOGONAL
                .iter()
                .map(|&(dc, dr)| (column + dc, row + dr))
                .filter(|&(c, r)| on_board(c, r))
                .filter_map(|(c, r)| grid[c as usize][r as usize].map(|(_, pips)| (c, r, pips)))
                .collect();
            let mut captures = Vec::new();
            for subset in 0u32..(1 << neighbours.len()) {
                let chosen: Vec<(i32, i32, u8)> = neighbours
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| subset & (1 << i) != 0)
                    .map(|(_, &n)| n)
                    .collect();
                let sum: u32 = chosen.iter().map(|&(_, _, pips)| u32::from(pips)).sum();
                if chosen.len() >= 2 && sum <= 6 {
                    captures.push((chosen, sum as u8));
                }
            }
            if captures.is_empty() {
                captures.push((Vec::new(), 1));
            }
            for (mut chosen, pips) in captures {
                chosen.sort_unstable();
                let mut after = *grid;
                let mut notation = name(column, row);
                for (i, &(c, r, _)) in chosen.iter().enumerate() {
                    notation.push(if i == 0 { '=' } else { '+' });
                    notation.push_str(&name(c, r));
                    after[c as usize][r as usize] = None;
                }
                after[column as usize][row as usize] = Some((side, pips));
                moves.push((notation, text(&after, rows, cols, next_side)));
            }
        }
    }
    moves.sort();
    moves
}

/// For every size, every square and every set of its on-board neighbours
/// holding dice, with every other square of the board filled (so a
/// neighbour read across an edge would find a die): the engine's moves and
/// the positions they lead to are the reference's.
#[test]
fn every_square_of_every_board_size_matches_the_reference() {
    let mut positions = 0;
    for rows in i32::from(MIN_SIDE)..=i32::from(MAX_SIDE) {
        for cols in i32::from(MIN_SIDE)..=i32::from(MAX_SIDE) {
            let empty = Position::new_empty(rows as u8, cols as u8).unwrap();
            // The empty board: one plain placement per square of the board.
            let mut all: Vec<String> = empty.legal_moves().iter().map(|m| m.to_string()).collect();
            all.sort();
            let mut expected: Vec<String> = (0..rows)
                .flat_map(|r| (0..cols).map(move |c| name(c, r)))
                .collect();
            expected.sort();
            assert_eq!(all, expected, "{rows}x{cols}");
            assert_eq!(empty.empty_count(), (rows * cols) as u32);
            for row in 0..rows {
                for column in 0..cols {
                    for subset in 0..16 {
                        // Only sets of neighbours that are on the board.
                        let off_board = ORTHOGONAL.iter().enumerate().any(|(bit, (dc, dr))| {
                            let (c, r) = (column + dc, row + dr);
                            subset & (1 << bit) != 0
                                && !((0..cols).contains(&c) && (0..rows).contains(&r))
                        });
                        if off_board {
                            continue;
                        }
                        for pattern in 0..2 {
                            let mut grid: Grid = [[None; 7]; 7];
                            for r in 0..rows {
                                for c in 0..cols {
                                    let owner = if (c + r) % 2 == 0 { 'w' } else { 'b' };
                                    let pips = match pattern {
                                        0 => 1,
                                        _ => 1 + ((c * 2 + r * 3) % 6) as u8,
                                    };
                                    grid[c as usize][r as usize] = Some((owner, pips));
                                }
                            }
                            grid[column as usize][row as usize] = None;
                            for (bit, (dc, dr)) in ORTHOGONAL.iter().enumerate() {
                                let (c, r) = (column + dc, row + dr);
                                if subset & (1 << bit) == 0
                                    && (0..cols).contains(&c)
                                    && (0..rows).contains(&r)
                                {
                                    grid[c as usize][r as usize] = None;
                                }
                            }
                            let side = if subset % 2 == 0 { 'w' } else { 'b' };
                            let notation = text(&grid, rows, cols, side);
                            let position: Position = notation.parse().unwrap();
                            assert_eq!(position.to_string(), notation);
                            let mut engine: Vec<(String, String)> = position
                                .legal_moves()
                                .into_iter()
                                .map(|mv| (mv.to_string(), position.play(mv).to_string()))
                                .collect();
                            engine.sort();
                            let reference = reference_moves(&grid, rows, cols, side);
                            assert_eq!(engine, reference, "{notation}");
                            // A board that is not full always has a move.
                            assert!(!engine.is_empty(), "{notation}");
                            positions += 1;
                        }
                    }
                }
            }
        }
    }
    // Each set of on-board neighbours (2^2 in a corner, 2^4 inside) and 2
    // pip patterns, on each of the 729 squares of the 36 sizes.
    assert_eq!(positions, 14112);
}

#[test]
fn steps_and_captured_squares_match_the_reference() {
    for row in 0..7 {
        for column in 0..7 {
            let here = Square::new(column as u8, row as u8).unwrap();
            assert_eq!(here.to_string(), name(column, row));
            assert_eq!(here.index(), (row * 7 + column) as usize);
            for (direction, (dc, dr)) in DIRECTIONS {
                let (c, r) = (column + dc, row + dr);
                let expected = ((0..7).contains(&c) && (0..7).contains(&r)).then(|| name(c, r));
                assert_eq!(
                    here.step(direction).map(|s| s.to_string()),
                    expected,
                    "{here} {direction:?}"
                );
            }
            for mask in 0..16u8 {
                let captured: Vec<String> = Move::with_captures(here, mask)
                    .captured_squares()
                    .map(|s| s.to_string())
                    .collect();
                let expected: Vec<String> = DIRECTIONS
                    .iter()
                    .filter(|(direction, _)| mask & direction.bit() != 0)
                    .map(|&(_, (dc, dr))| (column + dc, row + dr))
                    .filter(|&(c, r)| (0..7).contains(&c) && (0..7).contains(&r))
                    .map(|(c, r)| name(c, r))
                    .collect();
                assert_eq!(captured, expected, "{here} mask {mask:04b}");
            }
        }
    }
    for (column, row) in [(7, 0), (0, 7), (255, 0), (0, 255)] {
        assert_eq!(Square::new(column, row), None);
    }
}
