//! Perft from the example start position, checked against a brute-force
//! enumeration written here from the rules text alone: its own cube rolling,
//! its own reading of the notation, its own tip and hop logic.

use std::collections::BTreeSet;

use cubeplay_engine::deblockle::{example_start, Position, Rules, EXAMPLE_START};
use cubeplay_engine::perft::{divide, perft, perft_plain};
use cubeplay_engine::Game;

/// Faces in the order top, bottom, north, south, east, west.
type Cube = [char; 6];
/// `board[file][rank]`: owner (0 Gold, 1 Blue) and cube.
type Board = [[Option<(usize, Cube)>; 7]; 7];

const NET: Cube = ['S', 'T', 'C', 'X', 'L', 'H'];
const STARS: [(i32, i32); 2] = [(3, 1), (3, 5)];
const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// Rolls the cube one square along (df, dr): the trailing face comes up.
fn roll(c: Cube, (df, dr): (i32, i32)) -> Cube {
    let [t, b, n, s, e, w] = c;
    match (df, dr) {
        (0, 1) => [s, n, t, b, e, w],
        (0, -1) => [n, s, b, t, e, w],
        (1, 0) => [w, e, n, s, t, b],
        _ => [e, w, n, s, b, t],
    }
}

/// The cube with `top` up and `north` north, found by rolling the net about.
fn cube_with(top: char, north: char) -> Cube {
    let mut seen = vec![NET];
    let mut i = 0;
    while i < seen.len() {
        for step in ORTHOGONAL {
            let next = roll(seen[i], step);
            if !seen.contains(&next) {
                seen.push(next);
            }
        }
        i += 1;
    }
    assert_eq!(seen.len(), 24);
    *seen
        .iter()
        .find(|c| c[0] == top && c[2] == north)
        .expect("valid top and north")
}

fn read(text: &str) -> (Board, usize) {
    let (rows, side) = text.split_once(' ').unwrap();
    let mut board: Board = [[None; 7]; 7];
    for (row_index, row) in rows.split('/').enumerate() {
        let rank = 6 - row_index;
        let chars: Vec<char> = row.chars().collect();
        let (mut i, mut file) = (0, 0);
        while i < chars.len() {
            if chars[i] == '.' {
                i += 1;
            } else {
                let owner = usize::from(chars[i] == 'b');
                board[file][rank] = Some((owner, cube_with(chars[i + 1], chars[i + 2])));
                i += 3;
            }
            file += 1;
        }
        assert_eq!(file, 7);
    }
    (board, usize::from(side == "b"))
}

fn on_board(f: i32, r: i32) -> bool {
    (0..7).contains(&f) && (0..7).contains(&r)
}

fn is_star(f: i32, r: i32) -> bool {
    STARS.contains(&(f, r))
}

fn free(board: &Board, f: i32, r: i32) -> bool {
    on_board(f, r) && board[f as usize][r as usize].is_none()
}

fn name(f: i32, r: i32) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

fn hoops_ends(board: &Board, f: i32, r: i32, steps: u32, ends: &mut BTreeSet<(i32, i32)>) {
    if steps == 0 {
        if !is_star(f, r) {
            ends.insert((f, r));
        }
        return;
    }
    for (df, dr) in ORTHOGONAL {
        if free(board, f + df, r + dr) {
            hoops_ends(board, f + df, r + dr, steps - 1, ends);
        }
    }
}

fn slider_ends(board: &Board, f: i32, r: i32) -> BTreeSet<(i32, i32)> {
    let mut ends = BTreeSet::new();
    for (df, dr) in ORTHOGONAL {
        let mut path = Vec::new();
        let (mut x, mut y) = (f + df, r + dr);
        while free(board, x, y) {
            path.push((x, y));
            x += df;
            y += dr;
        }
        for i in 0..path.len() {
            let (px, py) = path[i];
            let last = i + 1 == path.len();
            if is_star(px, py) {
                if i > 0 {
                    ends.insert(path[i - 1]);
                }
            } else if last {
                ends.insert((px, py));
            }
        }
    }
    ends
}

fn touches_opponent(board: &Board, player: usize) -> bool {
    (0..7).any(|f| {
        (0..7).any(|r| {
            matches!(board[f as usize][r as usize], Some((owner, _)) if owner == player)
                && ORTHOGONAL.iter().any(|&(df, dr)| {
                    on_board(f + df, r + dr)
                        && matches!(board[(f + df) as usize][(r + dr) as usize], Some((o, _)) if o != player)
                })
        })
    })
}

/// Every legal turn of `player`: its text and the board after it.
fn turns(board: &Board, player: usize, no_adjacent: bool) -> Vec<(String, Board)> {
    let mut result = Vec::new();
    for f in 0..7i32 {
        for r in 0..7i32 {
            let Some((owner, cube)) = board[f as usize][r as usize] else {
                continue;
            };
            if owner != player {
                continue;
            }
            let mut lifted = *board;
            lifted[f as usize][r as usize] = None;
            for step in ORTHOGONAL {
                let (tf, tr) = (f + step.0, r + step.1);
                if !free(board, tf, tr) {
                    continue;
                }
                let rolled = roll(cube, step);
                let top = rolled[0];
                let tip = format!("{}-{}", name(f, r), name(tf, tr));
                let mut finish = |text: String, after: Board| {
                    if !(no_adjacent && touches_opponent(&after, player)) {
                        result.push((text, after));
                    }
                };
                if is_star(tf, tr) {
                    if top == 'S' && (tf, tr) == STARS[1 - player] {
                        finish(tip, lifted);
                    }
                    continue;
                }
                let ends: BTreeSet<(i32, i32)> = match top {
                    'S' => continue,
                    'T' => {
                        let mut after = lifted;
                        after[tf as usize][tr as usize] = Some((player, rolled));
                        finish(tip, after);
                        continue;
                    }
                    'C' | 'X' => {
                        let steps = if top == 'C' { ORTHOGONAL } else { DIAGONAL };
                        steps
                            .iter()
                            .map(|&(df, dr)| (tf + df, tr + dr))
                            .filter(|&(x, y)| free(&lifted, x, y) && !is_star(x, y))
                            .collect()
                    }
                    'L' => slider_ends(&lifted, tf, tr),
                    _ => {
                        let mut ends = BTreeSet::new();
                        hoops_ends(&lifted, tf, tr, 3, &mut ends);
                        ends
                    }
                };
                for (x, y) in ends {
                    let mut after = lifted;
                    after[x as usize][y as usize] = Some((player, rolled));
                    finish(format!("{tip}:{}", name(x, y)), after);
                }
            }
        }
    }
    result
}

fn blocks_of(board: &Board, player: usize) -> usize {
    board
        .iter()
        .flatten()
        .filter(|cell| matches!(cell, Some((owner, _)) if *owner == player))
        .count()
}

/// Who moves after `mover` played, or `None` when the game is over.
fn next_side(board: &Board, mover: usize, no_adjacent: bool) -> Option<usize> {
    if blocks_of(board, mover) == 0 {
        return None;
    }
    [1 - mover, mover]
        .into_iter()
        .find(|&p| !turns(board, p, no_adjacent).is_empty())
}

fn brute_perft(board: &Board, side: usize, depth: u32, no_adjacent: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    turns(board, side, no_adjacent)
        .iter()
        .map(|(_, after)| match next_side(after, side, no_adjacent) {
            None => 1,
            Some(next) => brute_perft(after, next, depth - 1, no_adjacent),
        })
        .sum()
}

#[test]
fn root_moves_match_the_brute_force_list() {
    for no_adjacent in [false, true] {
        let (board, side) = read(EXAMPLE_START);
        let mut expected: Vec<String> = turns(&board, side, no_adjacent)
            .into_iter()
            .map(|(text, _)| text)
            .collect();
        expected.sort();
        let position = example_start(Rules { no_adjacent });
        let mut got: Vec<String> = position
            .legal_moves()
            .iter()
            .map(ToString::to_string)
            .collect();
        got.sort();
        assert_eq!(got, expected);
    }
}

#[test]
fn perft_depths_one_to_three_match_brute_force() {
    let (board, side) = read(EXAMPLE_START);
    let position = example_start(Rules::default());
    let expected = [53, 1_645, 72_723];
    for (depth, &count) in (1..=3).zip(&expected) {
        assert_eq!(
            brute_perft(&board, side, depth, false),
            count,
            "brute force, depth {depth}"
        );
        assert_eq!(
            perft(&position, depth),
            u128::from(count),
            "engine, depth {depth}"
        );
    }
    assert_eq!(perft_plain(&position, 2), 1_645);
    assert_eq!(
        divide(&position, 2).iter().map(|&(_, n)| n).sum::<u128>(),
        1_645
    );
}

#[test]
fn no_adjacent_perft_matches_brute_force() {
    let (board, side) = read(EXAMPLE_START);
    let position = example_start(Rules { no_adjacent: true });
    for depth in 1..=2 {
        let count = brute_perft(&board, side, depth, true);
        assert_eq!(perft(&position, depth), u128::from(count), "depth {depth}");
    }
    assert_eq!(perft(&position, 1), 47);
}

#[test]
fn every_child_of_the_start_matches_brute_force() {
    // Compare the positions too, not only the counts, one ply deep.
    let (board, side) = read(EXAMPLE_START);
    let position = example_start(Rules::default());
    for (text, after) in turns(&board, side, false) {
        let child = Game::play(&position, position.parse_move(&text).unwrap());
        let next = next_side(&after, side, false).unwrap();
        let (expected_board, _) = read(&child.to_string());
        assert_eq!(expected_board, after, "{text}");
        assert_eq!(child.to_move().index(), next, "{text}");
        let reparsed = child.to_string().parse::<Position>().unwrap();
        assert_eq!(reparsed, child);
    }
}
