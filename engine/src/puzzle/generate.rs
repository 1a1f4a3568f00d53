//! Making puzzles: random playouts from the start (Cephalopod: empty 3×3,
//! 3×4 and 4×4 boards; Deblockle: random set-ups of 1 to 4 blocks a side),
//! every position along the way tried as a puzzle, and only those kept
//! that [`prove`] accepts, one per position up to symmetry.

use std::collections::BTreeMap;

use crate::game::{Game, Player};
use crate::rng::{splitmix64, SplitMix64};
use crate::{cephalopod, deblockle, AnyMove, AnyPosition, GameKind};

use super::prove::{Bounded, TurnBound};
use super::{prove, Goal, Puzzle, MAX_CLEAR_TURNS, PROOF_NODE_LIMIT};

/// What to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenerateOptions {
    pub count: usize,
    pub seed: u64,
}

/// A puzzle needs at least this many legal first moves, so there is a
/// choice to get wrong.
pub const MIN_FIRST_MOVES: usize = 5;

/// Cephalopod boards the playouts use, in turn.
pub const CEPHALOPOD_SIZES: [(u8, u8); 3] = [(3, 3), (3, 4), (4, 4)];

/// Cephalopod positions with more empty squares are not tried (their
/// proofs grow too long for the test that re-proves every puzzle).
pub const CEPHALOPOD_MAX_EMPTY: u32 = 8;

/// The longest Cephalopod solution, in the attacker's moves.
pub const CEPHALOPOD_MAX_TURNS: u32 = 5;

/// Nodes a candidate's proof may take: well below [`PROOF_NODE_LIMIT`], so
/// that the test re-proving every kept puzzle has room to spare, and a
/// candidate whose proof runs long is dropped quickly.
pub const GENERATION_NODE_LIMIT: u64 = PROOF_NODE_LIMIT / 8;

/// Playouts tried per wanted puzzle before giving up.
const PLAYOUTS_PER_PUZZLE: usize = 400;

/// Deblockle playouts stop after this many plies.
const DEBLOCKLE_PLAYOUT_PLIES: usize = 80;

/// `count` proven puzzles of `kind`, sorted by difficulty (then by line),
/// no two the same up to symmetry. At most a third of them share a length
/// of solution, so the file climbs from easy to hard. Deterministic for a
/// seed.
pub fn generate(kind: GameKind, options: GenerateOptions) -> Result<Vec<Puzzle>, String> {
    let quota = options.count.div_ceil(3);
    let mut found: BTreeMap<String, Puzzle> = BTreeMap::new();
    let mut per_length: BTreeMap<usize, usize> = BTreeMap::new();
    let playouts = options.count.saturating_mul(PLAYOUTS_PER_PUZZLE);
    for playout in 0..playouts {
        if found.len() >= options.count {
            break;
        }
        let mut rng = SplitMix64::new(splitmix64(options.seed ^ splitmix64(playout as u64)));
        let positions = match kind {
            GameKind::Cephalopod => cephalopod_playout(playout, &mut rng),
            GameKind::Deblockle => deblockle_playout(&mut rng)?,
        };
        for position in positions {
            if found.len() >= options.count {
                break;
            }
            let key = canonical_key(&position);
            if found.contains_key(&key) {
                continue;
            }
            let Some(puzzle) = try_puzzle(&position) else {
                continue;
            };
            let length = per_length.entry(puzzle.attacker_moves()).or_insert(0);
            if *length >= quota {
                continue;
            }
            *length += 1;
            found.insert(key, puzzle);
        }
    }
    if found.len() < options.count {
        return Err(format!(
            "found only {} of {} puzzles in {playouts} playouts; try another --seed or a smaller --count",
            found.len(),
            options.count
        ));
    }
    let mut puzzles: Vec<Puzzle> = found.into_values().collect();
    puzzles.sort_by_cached_key(|puzzle| (puzzle.difficulty(), puzzle.to_line()));
    Ok(puzzles)
}

/// Every position of one random game on the next board of
/// [`CEPHALOPOD_SIZES`] with at most [`CEPHALOPOD_MAX_EMPTY`] empty squares.
fn cephalopod_playout(playout: usize, rng: &mut SplitMix64) -> Vec<AnyPosition> {
    let (rows, cols) = CEPHALOPOD_SIZES[playout % CEPHALOPOD_SIZES.len()];
    let mut position = cephalopod::Position::new_empty(rows, cols).expect("a size within 2 to 7");
    let mut positions = Vec::new();
    while position.outcome().is_none() {
        if position.empty_count() <= CEPHALOPOD_MAX_EMPTY {
            positions.push(AnyPosition::Cephalopod(position.clone()));
        }
        let moves = position.legal_moves();
        position = position.play(moves[rng.index_below(moves.len())]);
    }
    positions
}

/// Every position of one random game from a random set-up where the side
/// to move could clear its blocks within [`MAX_CLEAR_TURNS`] turns.
fn deblockle_playout(rng: &mut SplitMix64) -> Result<Vec<AnyPosition>, String> {
    let counts = [1 + rng.index_below(4), 1 + rng.index_below(4)];
    let mut position = deblockle::random_start(counts, deblockle::Rules::default(), rng)
        .map_err(|error| format!("set-up: {error}"))?;
    let mut positions = Vec::new();
    for _ in 0..DEBLOCKLE_PLAYOUT_PLIES {
        if position.outcome().is_some() {
            break;
        }
        if position.turns_needed_at_least(position.to_move()) <= MAX_CLEAR_TURNS {
            positions.push(AnyPosition::Deblockle(position.clone()));
        }
        let moves = position.legal_moves();
        position = position.play(moves[rng.index_below(moves.len())]);
    }
    Ok(positions)
}

/// The position as a proven puzzle, if it is one.
fn try_puzzle(position: &AnyPosition) -> Option<Puzzle> {
    if position.legal_moves().len() < MIN_FIRST_MOVES {
        return None;
    }
    let puzzle = match position {
        AnyPosition::Cephalopod(board) => {
            let mut search = Bounded::new(board, false, GENERATION_NODE_LIMIT);
            let turns = search.distance(board, CEPHALOPOD_MAX_TURNS)??;
            // Two moves that win as fast spoil uniqueness: cheaper to see
            // here than with the solver in the proof.
            let mut quick_wins = 0;
            for mv in board.legal_moves() {
                if search.move_wins_within(board, mv, turns)? {
                    quick_wins += 1;
                }
            }
            if quick_wins > 1 {
                return None;
            }
            let line = search.solution_line(board, turns)?;
            Puzzle::new(
                position.clone(),
                false,
                Goal::Win,
                line.into_iter().map(AnyMove::Cephalopod).collect(),
            )
            .ok()?
        }
        AnyPosition::Deblockle(start) => {
            let mut search = Bounded::new(start, true, GENERATION_NODE_LIMIT);
            let turns = search.distance(start, MAX_CLEAR_TURNS)??;
            let line = search.solution_line(start, turns)?;
            Puzzle::new(
                position.clone(),
                true,
                Goal::ClearWithin(turns),
                line.into_iter().map(AnyMove::Deblockle).collect(),
            )
            .ok()?
        }
    };
    prove(&puzzle, GENERATION_NODE_LIMIT).ok()?;
    Some(puzzle)
}

/// The same text for positions that are the same puzzle up to symmetry:
/// Cephalopod's 8 rotations and reflections of the board, with or without the
/// colours swapped; Deblockle's half turn with the colours swapped (its
/// stars swap places; a reflection would turn the cubes' net inside out).
#[must_use]
pub fn canonical_key(position: &AnyPosition) -> String {
    match position {
        AnyPosition::Cephalopod(board) => (0..16)
            .map(|variant| cephalopod_image(board, variant))
            .min()
            .unwrap_or_default(),
        AnyPosition::Deblockle(position) => {
            let same = deblockle_image(position, false);
            let turned = deblockle_image(position, true);
            format!("d{}", same.min(turned))
        }
    }
}

/// Variant bits: 1 mirrors columns, 2 mirrors rows, 4 swaps rows and
/// columns, 8 swaps the colours.
fn cephalopod_image(board: &cephalopod::Position, variant: u8) -> String {
    let (rows, cols) = (board.rows(), board.cols());
    let transpose = variant & 4 != 0;
    let swap = variant & 8 != 0;
    let (image_rows, image_cols) = if transpose {
        (cols, rows)
    } else {
        (rows, cols)
    };
    let colour = |player: Player| {
        let player = if swap { player.opponent() } else { player };
        if player == cephalopod::WHITE {
            'w'
        } else {
            'b'
        }
    };
    let mut text = format!("c{image_rows}x{image_cols}{}", colour(board.to_move()));
    for y in 0..image_rows {
        for x in 0..image_cols {
            let (mut column, mut row) = if transpose { (y, x) } else { (x, y) };
            if variant & 1 != 0 {
                column = cols - 1 - column;
            }
            if variant & 2 != 0 {
                row = rows - 1 - row;
            }
            match cephalopod::Square::new(column, row).and_then(|square| board.die_at(square)) {
                Some(die) => {
                    text.push(colour(die.owner));
                    text.push(char::from(b'0' + die.pips));
                }
                None => text.push('.'),
            }
        }
    }
    text
}

fn deblockle_image(position: &deblockle::Position, turned: bool) -> String {
    let last = deblockle::BOARD_SIZE - 1;
    let mut cells = vec![String::from("."); usize::from(deblockle::BOARD_SIZE).pow(2)];
    for (square, block) in position.blocks() {
        let (mut column, mut row) = (square.column(), square.row());
        let mut owner = block.owner;
        let mut north = block.orientation.north();
        if turned {
            column = last - column;
            row = last - row;
            owner = owner.opponent();
            north = north.opposite();
        }
        let index = usize::from(row) * usize::from(deblockle::BOARD_SIZE) + usize::from(column);
        cells[index] = format!(
            "{}{}{}",
            deblockle::player_letter(owner),
            block.orientation.top().letter(),
            north.letter()
        );
    }
    let to_move = if turned {
        position.to_move().opponent()
    } else {
        position.to_move()
    };
    format!(
        "{}{}{}",
        cells.concat(),
        deblockle::player_letter(to_move),
        u8::from(position.rules().no_adjacent)
    )
}
