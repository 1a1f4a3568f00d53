//! Every Deblockle square, face and direction against a plain reference
//! written here from `shared/rules/deblockle.md`: columns and rows as
//! numbers, explicit bounds checks, no bit sets. The engine's bit-set hops
//! and its move generator must agree with it everywhere, edges included.

use cubeplay_engine::deblockle::hop_ends;
use cubeplay_engine::deblockle::{
    Block, Face, Move, MoveError, Orientation, Position, PositionError, Rules, Square,
};
use cubeplay_engine::{Direction, Outcome, Player};

const SIZE: i32 = 7;
const GOLD: Player = Player::First;
const BLUE: Player = Player::Second;
/// The home stars from the rules: Gold's d2, Blue's d6 (column, row).
const GOLD_STAR: (i32, i32) = (3, 1);
const BLUE_STAR: (i32, i32) = (3, 5);

fn on_board(column: i32, row: i32) -> bool {
    (0..SIZE).contains(&column) && (0..SIZE).contains(&row)
}

fn is_star(column: i32, row: i32) -> bool {
    (column, row) == GOLD_STAR || (column, row) == BLUE_STAR
}

fn name(column: i32, row: i32) -> String {
    format!("{}{}", (b'a' + column as u8) as char, row + 1)
}

fn square(column: i32, row: i32) -> Square {
    Square::new(column as u8, row as u8).expect("on the board")
}

/// The squares of a bit set as sorted names. A bit that is no square of
/// the board shows up as a name off the board (row 8 and beyond).
fn names_of(set: u64) -> Vec<String> {
    let mut names: Vec<String> = (0..64)
        .filter(|&index| set & (1u64 << index) != 0)
        .map(|index| name(index % SIZE, index / SIZE))
        .collect();
    names.sort();
    names
}

const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// Where a hop from (`column`, `row`) by `top` may end, given which squares
/// are empty (`empty[column][row]`; the hop's starting square counts as
/// empty). The rules' hop section, step by step.
fn reference_hop_ends(empty: &[[bool; 7]; 7], column: i32, row: i32, top: Face) -> Vec<String> {
    let mut names: Vec<String> = reference_hop_squares(empty, column, row, top)
        .into_iter()
        .map(|(c, r)| name(c, r))
        .collect();
    names.sort();
    names
}

/// Like [`reference_hop_ends`], as (column, row) pairs without repeats.
fn reference_hop_squares(
    empty: &[[bool; 7]; 7],
    column: i32,
    row: i32,
    top: Face,
) -> Vec<(i32, i32)> {
    let free = |c: i32, r: i32| {
        on_board(c, r) && (empty[c as usize][r as usize] || (c, r) == (column, row))
    };
    let mut ends: Vec<(i32, i32)> = Vec::new();
    match top {
        Face::Star | Face::Stop => {}
        Face::Cross | Face::X => {
            let steps = if top == Face::Cross {
                ORTHOGONAL
            } else {
                DIAGONAL
            };
            for (dc, dr) in steps {
                let (c, r) = (column + dc, row + dr);
                if free(c, r) && !is_star(c, r) {
                    ends.push((c, r));
                }
            }
        }
        Face::Slider => {
            for (dc, dr) in ORTHOGONAL {
                // The squares it passes, in order, while they are empty.
                let mut path = Vec::new();
                let (mut c, mut r) = (column + dc, row + dr);
                while free(c, r) {
                    path.push((c, r));
                    c += dc;
                    r += dr;
                }
                // It stops where the next square is off the board or taken,
                // unless that is a star.
                if let Some(&last) = path.last() {
                    if !is_star(last.0, last.1) {
                        ends.push(last);
                    }
                }
                // It may stop right before any star it is about to enter
                // (after at least one square).
                for pair in path.windows(2) {
                    if is_star(pair[1].0, pair[1].1) {
                        ends.push(pair[0]);
                    }
                }
            }
        }
        Face::Hoops => {
            for (dc1, dr1) in ORTHOGONAL {
                for (dc2, dr2) in ORTHOGONAL {
                    for (dc3, dr3) in ORTHOGONAL {
                        let one = (column + dc1, row + dr1);
                        let two = (one.0 + dc2, one.1 + dr2);
                        let three = (two.0 + dc3, two.1 + dr3);
                        if free(one.0, one.1)
                            && free(two.0, two.1)
                            && free(three.0, three.1)
                            && !is_star(three.0, three.1)
                        {
                            ends.push(three);
                        }
                    }
                }
            }
        }
    }
    ends.sort();
    ends.dedup();
    ends
}

/// A small deterministic generator for layouts (xorshift).
struct Layouts(u64);

impl Layouts {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

#[test]
fn hops_match_the_reference_on_every_square_and_face() {
    let mut layouts = Layouts(0x5EED_1234_ABCD_0001);
    let mut compared = 0;
    for row in 0..SIZE {
        for column in 0..SIZE {
            // An empty board, a full one, and random fillings.
            for filling in 0..12 {
                let mut empty = [[true; 7]; 7];
                for c in 0..SIZE {
                    for r in 0..SIZE {
                        empty[c as usize][r as usize] = match filling {
                            0 => true,
                            1 => false,
                            2..=6 => layouts.below(3) != 0,
                            _ => layouts.below(2) == 0,
                        } || is_star(c, r);
                    }
                }
                empty[column as usize][row as usize] = true;
                let mut set = 0u64;
                for c in 0..SIZE {
                    for r in 0..SIZE {
                        if empty[c as usize][r as usize] {
                            set |= square(c, r).bit();
                        }
                    }
                }
                for top in Face::ALL {
                    let engine = names_of(hop_ends(set, square(column, row), top));
                    let reference = reference_hop_ends(&empty, column, row, top);
                    assert_eq!(
                        engine,
                        reference,
                        "{top} hop from {} (filling {filling})",
                        name(column, row)
                    );
                    compared += 1;
                }
            }
        }
    }
    assert_eq!(compared, 49 * 12 * 6);
}

#[test]
fn squares_and_steps_match_the_reference() {
    for row in 0..SIZE {
        for column in 0..SIZE {
            let here = square(column, row);
            assert_eq!(here.to_string(), name(column, row));
            assert_eq!((here.column(), here.row()), (column as u8, row as u8));
            assert_eq!(here.index(), (row * SIZE + column) as usize);
            assert_eq!(here.is_star(), is_star(column, row), "{here}");
            assert_eq!(names_of(here.bit()), [name(column, row)]);
            for (direction, (dc, dr)) in [
                (Direction::North, (0, 1)),
                (Direction::East, (1, 0)),
                (Direction::South, (0, -1)),
                (Direction::West, (-1, 0)),
            ] {
                let (c, r) = (column + dc, row + dr);
                let expected = on_board(c, r).then(|| name(c, r));
                assert_eq!(
                    here.step(direction).map(|s| s.to_string()),
                    expected,
                    "{here} {direction}"
                );
            }
            for other in Square::all() {
                let (c, r) = (i32::from(other.column()), i32::from(other.row()));
                let expected = [
                    (Direction::North, (0, 1)),
                    (Direction::East, (1, 0)),
                    (Direction::South, (0, -1)),
                    (Direction::West, (-1, 0)),
                ]
                .into_iter()
                .find(|&(_, (dc, dr))| (column + dc, row + dr) == (c, r))
                .map(|(direction, _)| direction);
                assert_eq!(here.direction_to(other), expected, "{here} to {other}");
            }
        }
    }
    // Off the board in every way a caller could ask.
    for (column, row) in [(7, 0), (0, 7), (7, 7), (255, 0), (0, 255), (8, 3)] {
        assert_eq!(Square::new(column, row), None, "({column}, {row})");
    }
    assert_eq!(Square::from_index(49), None);
}

// ----------------------------------------------------- whole turns

/// `board[column][row]`.
type Board = [[Option<Block>; 7]; 7];

fn home_star(player: Player) -> (i32, i32) {
    match player {
        Player::First => GOLD_STAR,
        Player::Second => BLUE_STAR,
    }
}

/// No-adjacent variant: no block of `mover` orthogonally next to one of the
/// opponent's.
fn touches_opponent(board: &Board, mover: Player) -> bool {
    blocks_of(board, mover).any(|(column, row, _)| {
        ORTHOGONAL.iter().any(|&(dc, dr)| {
            let (c, r) = (column + dc, row + dr);
            on_board(c, r)
                && board[c as usize][r as usize].is_some_and(|other| other.owner != mover)
        })
    })
}

/// The blocks of `owner` with their (column, row), column by column.
fn blocks_of(board: &Board, owner: Player) -> impl Iterator<Item = (i32, i32, Block)> + '_ {
    (0..SIZE)
        .flat_map(|column| (0..SIZE).map(move |row| (column, row)))
        .filter_map(move |(column, row)| {
            board[column as usize][row as usize]
                .filter(|block| block.owner == owner)
                .map(|block| (column, row, block))
        })
}

/// A turn as (from, tip onto, hop destination), squares as (column, row).
type Turn = ((i32, i32), (i32, i32), Option<(i32, i32)>);

/// A turn in the notation, for messages.
fn turn_name(&(from, to, hop): &Turn) -> String {
    let tip = format!("{}-{}", name(from.0, from.1), name(to.0, to.1));
    match hop {
        None => tip,
        Some(end) => format!("{tip}:{}", name(end.0, end.1)),
    }
}

fn engine_turn(mv: &Move) -> Turn {
    let at = |square: Square| (i32::from(square.column()), i32::from(square.row()));
    (at(mv.from()), at(mv.tip_to()), mv.hop_to().map(at))
}

/// Asserts that two sorted turn lists are equal, naming them if not.
fn assert_same_turns(engine: &[Turn], reference: &[Turn], context: &str) {
    if engine != reference {
        let names = |turns: &[Turn]| turns.iter().map(turn_name).collect::<Vec<_>>();
        panic!(
            "{context}\n engine:    {:?}\n reference: {:?}",
            names(engine),
            names(reference)
        );
    }
}

/// Every legal turn of `mover`, as the rules describe a turn: tip, then
/// hop; sorted.
fn reference_turns(board: &Board, mover: Player, no_adjacent: bool) -> Vec<Turn> {
    reference_turns_up_to(board, mover, no_adjacent, usize::MAX)
}

/// Whether `mover` has a legal turn.
fn reference_can_move(board: &Board, mover: Player, no_adjacent: bool) -> bool {
    !reference_turns_up_to(board, mover, no_adjacent, 1).is_empty()
}

/// The legal turns of `mover`, stopping once `limit` are found.
fn reference_turns_up_to(
    board: &Board,
    mover: Player,
    no_adjacent: bool,
    limit: usize,
) -> Vec<Turn> {
    let mut turns = Vec::new();
    for (column, row, block) in blocks_of(board, mover) {
        if turns.len() >= limit {
            break;
        }
        let o = block.orientation;
        // Tipping north brings the former south face up, and so on.
        for (dc, dr, top) in [
            (0, 1, o.south()),
            (0, -1, o.north()),
            (1, 0, o.west()),
            (-1, 0, o.east()),
        ] {
            let (tc, tr) = (column + dc, row + dr);
            if !on_board(tc, tr) || board[tc as usize][tr as usize].is_some() {
                continue;
            }
            let tip = ((column, row), (tc, tr));
            let mut lifted = *board;
            lifted[column as usize][row as usize] = None;
            // Whether the turn may end with the block on `end` (`None`:
            // removed from the board).
            let allowed = |end: Option<(i32, i32)>| {
                if !no_adjacent {
                    return true;
                }
                let mut after = lifted;
                if let Some((c, r)) = end {
                    after[c as usize][r as usize] = Some(block);
                }
                !touches_opponent(&after, mover)
            };
            if is_star(tc, tr) {
                // Only Star up onto the opponent's home star: removed.
                if (tc, tr) == home_star(mover.opponent()) && top == Face::Star && allowed(None) {
                    turns.push((tip.0, tip.1, None));
                }
                continue;
            }
            match top {
                Face::Star => {}
                Face::Stop => {
                    if allowed(Some((tc, tr))) {
                        turns.push((tip.0, tip.1, None));
                    }
                }
                _ => {
                    let empty = lifted.map(|cells| cells.map(|cell| cell.is_none()));
                    // No hop, no turn: the whole turn must be completed.
                    for (c, r) in reference_hop_squares(&empty, tc, tr, top) {
                        if allowed(Some((c, r))) {
                            turns.push((tip.0, tip.1, Some((c, r))));
                        }
                    }
                }
            }
        }
    }
    turns.sort();
    turns
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Whose {
    Own,
    Theirs,
}

/// Blockers around the block on (`column`, `row`): relative offsets, except
/// where said otherwise. Squares off the board, on a star or under the
/// block are left out. Every layout starts with an opponent block in the
/// corner farthest from the block, so that both sides have blocks.
fn layouts(column: i32, row: i32, rng: &mut Layouts) -> Vec<Vec<(i32, i32, Whose)>> {
    use Whose::{Own, Theirs};
    let relative = |offsets: &[(i32, i32, Whose)]| -> Vec<(i32, i32, Whose)> {
        offsets
            .iter()
            .map(|&(dc, dr, whose)| (column + dc, row + dr, whose))
            .collect()
    };
    let far_corner = (
        if column <= 3 { 6 } else { 0 },
        if row <= 3 { 6 } else { 0 },
    );
    let mut all = vec![
        // Alone, with the opponent's block as far away as possible.
        Vec::new(),
        relative(&[(0, 1, Theirs), (1, 0, Theirs), (-1, 0, Own)]),
        relative(&[
            (1, 1, Theirs),
            (-1, 1, Theirs),
            (1, -1, Theirs),
            (-1, -1, Theirs),
        ]),
        relative(&[(0, 1, Own), (1, 0, Own), (-1, 0, Own), (0, -1, Theirs)]),
        relative(&[
            (2, 0, Theirs),
            (-2, 0, Theirs),
            (0, 2, Theirs),
            (0, -2, Theirs),
            (2, 2, Own),
            (-2, -2, Own),
        ]),
        relative(&[
            (3, 0, Theirs),
            (0, -3, Theirs),
            (1, 2, Own),
            (-2, 1, Theirs),
            (2, -1, Own),
            (-1, -2, Theirs),
        ]),
        // Around the stars, on fixed squares: d1, d7, d4 and c2, e6.
        vec![
            (3, 0, Theirs),
            (3, 6, Theirs),
            (3, 3, Theirs),
            (2, 1, Own),
            (4, 5, Own),
        ],
    ];
    // Random blockers within three squares of the block.
    for _ in 0..2 {
        let mut blockers = Vec::new();
        for _ in 0..6 {
            let dc = rng.below(7) as i32 - 3;
            let dr = rng.below(7) as i32 - 3;
            let whose = if rng.below(2) == 0 { Own } else { Theirs };
            blockers.push((column + dc, row + dr, whose));
        }
        all.push(blockers);
    }
    for layout in &mut all {
        layout.insert(0, (far_corner.0, far_corner.1, Theirs));
    }
    all
}

/// The blocks of a layout: on the board, off the stars and the block's
/// square, one block a square, at most 3 more of the mover's and 4 of the
/// opponent's.
fn place(board: &mut Board, blockers: &[(i32, i32, Whose)], mover: Player, rng: &mut Layouts) {
    let mut counts = [1, 0];
    for &(c, r, whose) in blockers {
        if !on_board(c, r) || is_star(c, r) || board[c as usize][r as usize].is_some() {
            continue;
        }
        let (owner, slot) = match whose {
            Whose::Own => (mover, 0),
            Whose::Theirs => (mover.opponent(), 1),
        };
        if counts[slot] == 4 {
            continue;
        }
        counts[slot] += 1;
        let orientation = Orientation::from_index(rng.below(24) as usize).unwrap();
        board[c as usize][r as usize] = Some(Block::new(owner, orientation));
    }
}

fn engine_blocks(board: &Board) -> Vec<(Square, Block)> {
    let mut blocks = Vec::new();
    for column in 0..SIZE {
        for row in 0..SIZE {
            if let Some(block) = board[column as usize][row as usize] {
                blocks.push((square(column, row), block));
            }
        }
    }
    blocks
}

fn board_text(board: &Board, mover: Player) -> String {
    let letter = |player| if player == GOLD { 'g' } else { 'b' };
    let mut rows = Vec::new();
    for row in (0..SIZE).rev() {
        let mut text = String::new();
        for column in 0..SIZE {
            match board[column as usize][row as usize] {
                None => text.push('.'),
                Some(block) => {
                    text.push(letter(block.owner));
                    text.push(block.orientation.top().letter());
                    text.push(block.orientation.north().letter());
                }
            }
        }
        rows.push(text);
    }
    format!("{} {}", rows.join("/"), letter(mover))
}

/// Calls `check` with every test board: each of the 47 squares off the
/// stars, each of the 24 orientations, both movers, and the first
/// `layout_count` blocker layouts; the block under test is on (`column`,
/// `row`).
fn for_each_board(layout_count: usize, mut check: impl FnMut(&Board, Player, i32, i32)) {
    let mut rng = Layouts(0x0DEB_10C1_E5ED_0002);
    for row in 0..SIZE {
        for column in 0..SIZE {
            if is_star(column, row) {
                continue;
            }
            let layouts = layouts(column, row, &mut rng);
            for orientation in Orientation::all() {
                for mover in [GOLD, BLUE] {
                    for blockers in layouts.iter().take(layout_count) {
                        let mut board: Board = [[None; 7]; 7];
                        board[column as usize][row as usize] = Some(Block::new(mover, orientation));
                        place(&mut board, blockers, mover, &mut rng);
                        check(&board, mover, column, row);
                    }
                }
            }
        }
    }
}

/// For each of the 49 squares (47 off the stars), each of the 24
/// orientations, both movers, both rule sets and nine blocker layouts, the
/// engine's legal turns are the reference's. A side to move without a turn
/// is refused when the other side has one, and a draw when neither has.
#[test]
fn every_turn_from_every_square_and_orientation_matches_the_reference() {
    let mut positions = 0;
    let mut outcomes = [0usize; 3];
    for_each_board(9, |board, mover, _, _| {
        let blocks = engine_blocks(board);
        for no_adjacent in [false, true] {
            let rules = Rules { no_adjacent };
            let own = reference_turns(board, mover, no_adjacent);
            let they_can_move = reference_can_move(board, mover.opponent(), no_adjacent);
            let built = Position::from_blocks(&blocks, mover, rules);
            let context = format!("{} (no adjacent: {no_adjacent})", board_text(board, mover));
            positions += 1;
            if !own.is_empty() {
                let position = built.unwrap_or_else(|e| panic!("{context}: {e}"));
                assert_eq!(position.to_move(), mover, "{context}");
                let mut engine: Vec<Turn> =
                    position.legal_moves().iter().map(engine_turn).collect();
                engine.sort();
                assert_same_turns(&engine, &own, &context);
                assert_eq!(
                    position.has_legal_move(mover.opponent()),
                    they_can_move,
                    "{context}"
                );
                outcomes[0] += 1;
            } else if they_can_move {
                assert_eq!(
                    built.map(|p| p.to_string()),
                    Err(PositionError::ToMoveStuck { stuck: mover }),
                    "{context}"
                );
                outcomes[1] += 1;
            } else {
                let position = built.unwrap_or_else(|e| panic!("{context}: {e}"));
                assert_eq!(position.outcome(), Some(Outcome::Draw), "{context}");
                assert!(position.legal_moves().is_empty(), "{context}");
                outcomes[2] += 1;
            }
        }
    });
    assert_eq!(positions, 47 * 24 * 2 * 9 * 2);
    // Every branch was met: turns, a stuck side to move, both stuck.
    assert!(outcomes.iter().all(|&n| n > 0), "{outcomes:?}");
}

/// The move checker (`check_move`, behind `parse_move` and `try_play`)
/// accepts exactly the reference's turns, in both directions: every tip of
/// the block under test (and one to a square that is not next to it), with
/// no hop or a hop to any square a hop could reach. A turn refused only for
/// ending next to an opponent is one the plain rules allow.
#[test]
fn the_move_checker_accepts_exactly_the_legal_turns() {
    let mut checked = 0;
    for_each_board(2, |board, mover, column, row| {
        let blocks = engine_blocks(board);
        for no_adjacent in [false, true] {
            let Ok(position) = Position::from_blocks(&blocks, mover, Rules { no_adjacent }) else {
                continue;
            };
            let from = square(column, row);
            let legal: Vec<Turn> = reference_turns(board, mover, no_adjacent)
                .into_iter()
                .filter(|turn| turn.0 == (column, row))
                .collect();
            let plain = reference_turns(board, mover, false);
            let context = format!("{} (no adjacent: {no_adjacent})", board_text(board, mover));
            let mut accepted = Vec::new();
            for (dc, dr) in ORTHOGONAL.into_iter().chain([(2, 0)]) {
                let (tc, tr) = (column + dc, row + dr);
                if !on_board(tc, tr) {
                    continue;
                }
                let to = square(tc, tr);
                // No hop, or a hop to any square a hop could reach: within
                // three columns and rows, or along the row or column.
                let reachable = Square::all().filter(|dest| {
                    let (c, r) = (i32::from(dest.column()), i32::from(dest.row()));
                    ((c - tc).abs() <= 3 && (r - tr).abs() <= 3) || c == tc || r == tr
                });
                for hop in std::iter::once(None).chain(reachable.map(Some)) {
                    checked += 1;
                    match position.check_move(from, to, hop) {
                        Ok(mv) => {
                            assert!(position.is_legal(mv), "{context}: {mv}");
                            assert_eq!((mv.from(), mv.tip_to(), mv.hop_to()), (from, to, hop));
                            accepted.push(engine_turn(&mv));
                        }
                        Err(MoveError::EndsAdjacent) => {
                            let at = |s: Square| (i32::from(s.column()), i32::from(s.row()));
                            let turn = ((column, row), (tc, tr), hop.map(at));
                            let text = turn_name(&turn);
                            assert!(no_adjacent, "{context}: {text}");
                            assert!(plain.binary_search(&turn).is_ok(), "{context}: {text}");
                        }
                        Err(_) => {}
                    }
                }
            }
            accepted.sort();
            assert_same_turns(&accepted, &legal, &context);
        }
    });
    assert!(checked > 1_000_000, "{checked}");
}
