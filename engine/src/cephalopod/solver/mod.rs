//! Perfect play on small boards: the exact value of every position, with
//! the distance to the end under best play.
//!
//! Every position the search meets keeps what was proven about it in a
//! memo (an open-addressing table from a packed key to bounds of its
//! score, [`memo`]), so the
//! value of every move, and of positions met later in the same game, start
//! from what is known. Three facts keep the memo small:
//!
//! - **Colour-blind keys.** The rules treat both colours alike: who moved
//!   first matters only through the position, and a tie is a draw whoever
//!   moves ([`TIE_OUTCOME`]). So a key holds the dice as the *mover's* and
//!   the *opponent's*, not White's and Black's, and a position and its
//!   colour-swapped twin with the other side to move share one entry.
//! - **Symmetries.** A position and its mirror images and turns (4 on a
//!   rectangle, 8 on a square) have the same value; the key is one
//!   representative of them ([`Geometry::canonical`]).
//! - **Packed squares.** 4 bits a square, so a board of up to 16 squares
//!   (4×4) is one `u64`.
//!
//! The game always ends: a placement without capture adds a pip to the
//! board and a capture keeps the pips but removes at least one die, so
//! (pips, −dice) grows with every move. The positions form a finite acyclic
//! graph and the recursion over it terminates.
//!
//! A [`Value`] is a win or a loss with the plies to the end of the game
//! under best play (the winner ends it as fast as possible, the loser holds
//! out as long as possible), or a draw. The search is alpha-beta over those
//! exact scores, null windows closing in on the root's (MTD(f)); the game
//! lasts at least as many plies as there are empty squares, which bounds
//! every score before a move is tried, and before a position's moves are
//! searched the memo's bounds on each of them may end the search, order
//! the moves, or spare one that cannot matter (enhanced transposition
//! cutoffs). Measured on the empty 2×4 board (1,436,258 positions
//! reachable once reduced) and 3×3 (30,954,718): a memo of every reachable
//! position's exact value took 3.9 s and 121 s; this search keeps 190,184
//! and 1,230,275 (only positions with at least `MEMO_MIN_EMPTIES` empty
//! squares: those nearer the end are searched again).

use std::fmt;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};
#[cfg(not(target_arch = "wasm32"))]
use std::sync::Arc;
#[cfg(not(target_arch = "wasm32"))]
use std::time::Duration;

use memo::{Bounds, Memo};

use super::board::Position;
use super::moves::Move;
use super::perft::{orthogonal_neighbours, transform};
use super::{MAX_CAPTURE_SUM, TIE_OUTCOME};
use crate::game::Outcome;
#[cfg(test)]
use crate::game::Player;
pub use crate::game::Value;

#[cfg(not(target_arch = "wasm32"))]
mod folded;
mod memo;
#[cfg(not(target_arch = "wasm32"))]
mod progress;
mod slot;

#[cfg(not(target_arch = "wasm32"))]
pub use progress::{Progress, REPORTED_PLIES};

/// The most squares a board may have for the solver (one `u64` key).
pub const MAX_SQUARES: usize = 16;

/// The fewest empty squares of a position the memo keeps. Positions closer
/// to the end are many and their subtrees small: searching them again is
/// cheaper than waiting for memory. On empty 3×3, keeping every position
/// took 2,889,954 entries (67 MB of 16-byte slots); from 3 empties,
/// 1,230,275 (34 MB) and 15 % less time; from 4, 50 times the nodes.
const MEMO_MIN_EMPTIES: u32 = 3;

// Colour-blind keys are only sound if a tie is the same for both colours.
const _: () = assert!(
    matches!(TIE_OUTCOME, Outcome::Draw),
    "keys relative to the mover need a colour-blind tie rule"
);

/// A win in `d` plies scores `WIN - d`, a loss `d - WIN`, a draw 0: higher is
/// better for the side to move (the order of [`Value`]), and the score of a
/// position is the best of its moves' [`after_move`] scores. Distances stay
/// far below `WIN`.
const WIN: i16 = 1000;
/// Beyond every score: the bounds of a full window.
const INFINITY: i16 = WIN + 1;

/// The score of a child for the player who moved into it.
#[inline]
fn after_move(score: i16) -> i16 {
    match score.signum() {
        1 => 1 - score,
        -1 => -1 - score,
        _ => 0,
    }
}

/// The child's bound that matches the parent's bound `bound`:
/// `after_move(s) > bound` exactly when `s < before_move(bound)`, and the
/// same with `<` and `>` swapped.
#[inline]
fn before_move(bound: i16) -> i16 {
    match bound.signum() {
        1 => -1 - bound,
        -1 => 1 - bound,
        _ => 0,
    }
}

/// The score of a value (see [`WIN`]).
#[cfg(test)]
fn score_of(value: Value) -> i16 {
    let plies = |d: u32| d.min(WIN as u32 / 2) as i16;
    match value {
        Value::Win(d) => WIN - plies(d),
        Value::Draw => 0,
        Value::Loss(d) => plies(d) - WIN,
    }
}

/// The value a score stands for.
fn value_of(score: i16) -> Value {
    match score.signum() {
        1 => Value::Win((WIN - score) as u32),
        -1 => Value::Loss((WIN + score) as u32),
        _ => Value::Draw,
    }
}

/// The solver gave up: the memo would have held more positions than its
/// limit ([`Solver::with_limit`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LimitReached {
    pub positions: usize,
}

impl fmt::Display for LimitReached {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "not solved within the limit of {} positions",
            self.positions
        )
    }
}

impl std::error::Error for LimitReached {}

/// A value [`Solver::solve_telling`] has proven.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proven {
    /// The position's value, for its side to move.
    Position(Value),
    /// A move's value, after it, seen by the player who made it.
    Move(Move, Value),
}

/// A position's value and that of every legal move, in the order of
/// [`Position::legal_moves`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub value: Value,
    pub moves: Vec<(Move, Value)>,
}

impl Solution {
    /// The moves that keep the position's value (all the best moves).
    pub fn best_moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.moves
            .iter()
            .filter(move |(_, value)| *value == self.value)
            .map(|&(mv, _)| mv)
    }
}

/// A board's shape as the packed keys see it: square `row * cols + column`
/// in bits `4 * square ..`, a nibble of 0 (empty), the pips 1–6 of a die of
/// the side to move, or 8 plus the pips of an opponent's die.
#[derive(Clone, Debug)]
pub(crate) struct Geometry {
    rows: usize,
    cols: usize,
    cells: usize,
    /// Orthogonal neighbours of each square (`degree` of them).
    neighbours: [[u8; 4]; MAX_SQUARES],
    degree: [u8; MAX_SQUARES],
    /// `units[symmetry][square]`: a nibble of 1 on the square's image
    /// under the symmetry, the identity first.
    units: Vec<[u64; MAX_SQUARES]>,
    /// The low bit of every square's nibble.
    low_bits: u64,
}

/// The low bit of every nibble of a `u64`.
const NIBBLE_LOW: u64 = 0x1111_1111_1111_1111;
/// The opponent's flag in a nibble.
const THEIRS: u64 = 8;

impl Geometry {
    pub(crate) fn new(rows: usize, cols: usize) -> Option<Geometry> {
        let cells = rows * cols;
        if !(2..=7).contains(&rows) || !(2..=7).contains(&cols) || cells > MAX_SQUARES {
            return None;
        }
        let mut neighbours = [[0u8; 4]; MAX_SQUARES];
        let mut degree = [0u8; MAX_SQUARES];
        for cell in 0..cells {
            for neighbour in orthogonal_neighbours(rows, cols, cell) {
                neighbours[cell][usize::from(degree[cell])] = neighbour as u8;
                degree[cell] += 1;
            }
        }
        let count = if rows == cols { 8 } else { 4 };
        let units = (0..count)
            .map(|symmetry| {
                let mut units = [0u64; MAX_SQUARES];
                for (cell, unit) in units.iter_mut().enumerate().take(cells) {
                    let (row, column) = transform(symmetry, cell / cols, cell % cols, rows, cols);
                    *unit = 1 << (4 * (row * cols + column));
                }
                units
            })
            .collect();
        let low_bits = NIBBLE_LOW & (u64::MAX >> (64 - 4 * cells as u32));
        Some(Geometry {
            units,
            rows,
            cols,
            cells,
            neighbours,
            degree,
            low_bits,
        })
    }

    /// Number of symmetries (the identity included).
    pub(crate) fn symmetries(&self) -> usize {
        self.units.len()
    }

    /// The key's image under `symmetry`.
    pub(crate) fn image(&self, key: u64, symmetry: usize) -> u64 {
        let units = &self.units[symmetry];
        (0..self.cells).fold(0, |image, cell| {
            image | (((key >> (4 * cell)) & 15) * units[cell])
        })
    }

    /// The one key that stands for `key` and all its images under the
    /// board's symmetries: the least image of the key seen by the other
    /// side, seen again by this side. (Seen by the other side, since a
    /// move's child is built that way round: [`Geometry::canonical_child`].)
    #[inline(never)]
    pub(crate) fn canonical(&self, key: u64) -> u64 {
        // The move that changes nothing.
        self.canonical_child(&self.images_of(Self::swap_sides(key)), 0, 0, 0)
    }

    /// Every image of `key`, by symmetry (the identity first).
    fn images_of(&self, key: u64) -> [u64; 8] {
        let mut images = [0u64; 8];
        for (symmetry, image) in images.iter_mut().enumerate().take(self.symmetries()) {
            *image = self.image(key, symmetry);
        }
        images
    }

    /// The canonical key of a move's child from the images of the parent
    /// (`images_of`): the move puts `pips` on `cell` and clears the
    /// squares of `captured` (a bit per square). Equal to
    /// `canonical(child)`, without mapping the whole board again.
    fn canonical_child(&self, images: &[u64; 8], cell: usize, pips: u64, captured: u32) -> u64 {
        let mut least = u64::MAX;
        for (image, units) in images.iter().zip(&self.units).take(self.symmetries()) {
            let mut child = *image;
            let mut bits = captured;
            while bits != 0 {
                let square = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                child &= !(15 * units[square]);
            }
            least = least.min(child | (pips * units[cell]));
        }
        Self::swap_sides(least)
    }

    /// The key of `position`, relative to its side to move (not canonical).
    pub(crate) fn key_of(&self, position: &Position) -> u64 {
        let mover = position.to_move();
        let mut key = 0u64;
        for (cell, square) in position.squares().enumerate() {
            if let Some(die) = position.die_at(square) {
                let flag = if die.owner == mover { 0 } else { THEIRS };
                key |= (u64::from(die.pips) | flag) << (4 * cell);
            }
        }
        key
    }

    /// The position of `key` with `mover` to move.
    #[cfg(test)]
    fn position_of(&self, key: u64, mover: Player) -> Position {
        let rows: Vec<Vec<Option<super::Die>>> = (0..self.rows)
            .map(|row| {
                (0..self.cols)
                    .map(|column| {
                        let nibble = (key >> (4 * (row * self.cols + column))) & 15;
                        (nibble != 0).then(|| super::Die {
                            owner: if nibble & THEIRS == 0 {
                                mover
                            } else {
                                mover.opponent()
                            },
                            pips: (nibble & 7) as u8,
                        })
                    })
                    .collect()
            })
            .collect();
        Position::from_rows(&rows, mover)
    }

    /// The low bit of the nibble of every occupied square.
    #[inline]
    fn occupied(key: u64) -> u64 {
        (key | key >> 1 | key >> 2) & NIBBLE_LOW
    }

    /// The same board seen by the other side: every die changes hands.
    #[inline]
    fn swap_sides(key: u64) -> u64 {
        key ^ (Self::occupied(key) << 3)
    }

    /// Number of empty squares.
    #[inline]
    fn empties(&self, key: u64) -> u32 {
        self.cells as u32 - Self::occupied(key).count_ones()
    }

    /// Whether every square holds a die.
    #[inline]
    fn is_full(&self, key: u64) -> bool {
        Self::occupied(key) == self.low_bits
    }

    /// Dice of the side to move minus dice of the opponent.
    #[inline]
    fn material(key: u64) -> i32 {
        let occupied = Self::occupied(key);
        let theirs = ((key >> 3) & occupied).count_ones() as i32;
        occupied.count_ones() as i32 - 2 * theirs
    }

    /// The score of a full board for the side to move.
    #[inline]
    fn final_score(key: u64) -> i16 {
        match Self::material(key).signum() {
            1 => WIN,
            -1 => -WIN,
            _ => 0,
        }
    }

    /// Calls `visit` with the key of every legal move's child, relative to
    /// the opponent (who moves next) and not canonical, with the move: the
    /// square played, the pips put there and the squares captured (a bit
    /// per square).
    #[inline]
    fn children(&self, key: u64, mut visit: impl FnMut(u64, usize, u64, u32)) {
        let occupied = Self::occupied(key);
        let mut empty = self.low_bits & !occupied;
        while empty != 0 {
            let cell = (empty.trailing_zeros() / 4) as usize;
            empty &= empty - 1;
            let degree = usize::from(self.degree[cell]);
            let neighbours = &self.neighbours[cell];
            let mut pips = [0u64; 4];
            let mut present = 0u32;
            for slot in 0..degree {
                let nibble = (key >> (4 * u32::from(neighbours[slot]))) & 7;
                pips[slot] = nibble;
                if nibble != 0 {
                    present |= 1 << slot;
                }
            }
            let mut captured = false;
            if present.count_ones() >= 2 {
                let mut subset = present;
                while subset != 0 {
                    if subset.count_ones() >= 2 {
                        let mut sum = 0;
                        let mut cleared = key;
                        let mut squares = 0u32;
                        let mut bits = subset;
                        while bits != 0 {
                            let slot = bits.trailing_zeros() as usize;
                            bits &= bits - 1;
                            sum += pips[slot];
                            cleared &= !(15 << (4 * u32::from(neighbours[slot])));
                            squares |= 1 << neighbours[slot];
                        }
                        if sum <= u64::from(MAX_CAPTURE_SUM) {
                            captured = true;
                            visit(
                                Self::swap_sides(cleared | sum << (4 * cell)),
                                cell,
                                sum,
                                squares,
                            );
                        }
                    }
                    subset = (subset - 1) & present;
                }
            }
            if !captured {
                visit(Self::swap_sides(key | 1 << (4 * cell)), cell, 1, 0);
            }
        }
    }
}

/// A move of the search: the child's key (canonical unless the board is
/// full), the order to try it in, and what the memo knows of it.
#[derive(Clone, Copy)]
struct Child {
    key: u64,
    full: bool,
    /// Whether the memo may hold the child (then `key` is canonical).
    remembered: bool,
    /// Place in generation order (what the memo's best move counts).
    index: u8,
    order: i32,
    /// The most this move can score for its mover, as far as the memo
    /// knows.
    most: i16,
}

/// The exact solver of one board size: alpha-beta over exact scores (a win
/// or a loss with its distance, or a draw), keeping the bounds it proves for
/// every position it searches in a memo, so later questions about the same
/// game start from what is known.
pub struct Solver {
    geometry: Geometry,
    memo: Memo,
    limit: usize,
    /// Set when the limit is reached: the search unwinds storing nothing.
    stopped: bool,
    nodes: u64,
    /// Reusable move lists, one per ply of the recursion.
    buffers: Vec<Vec<Child>>,
    /// A helper thread's: set when the main search is over. (Helpers are
    /// native only: the page's solver runs alone, in a worker.)
    #[cfg(not(target_arch = "wasm32"))]
    halt: Option<Arc<AtomicBool>>,
    /// A helper thread's number (0 for the main search): helpers try the
    /// moves near the root in other orders, so the threads spread out.
    #[cfg(not(target_arch = "wasm32"))]
    helper: u64,
    /// Where the search is, told to a hook (the main search's only).
    #[cfg(not(target_arch = "wasm32"))]
    reporter: Option<progress::Reporter>,
}

/// Plies from the root within which helpers reorder the moves.
#[cfg(not(target_arch = "wasm32"))]
const HELPER_SPREAD_DEPTH: usize = 3;

impl Solver {
    /// A solver for `rows`×`cols` boards; `None` above [`MAX_SQUARES`]
    /// squares (or outside 2..=7 a side).
    #[must_use]
    pub fn new(rows: u8, cols: u8) -> Option<Solver> {
        Solver::with_limit(rows, cols, usize::MAX)
    }

    /// As [`Solver::new`], giving up ([`LimitReached`]) rather than keep
    /// more than `limit` positions in the memo.
    #[must_use]
    pub fn with_limit(rows: u8, cols: u8, limit: usize) -> Option<Solver> {
        let geometry = Geometry::new(rows.into(), cols.into())?;
        Some(Solver {
            memo: Memo::new(4 * geometry.cells as u32),
            geometry,
            limit,
            stopped: false,
            nodes: 0,
            buffers: Vec::new(),
            #[cfg(not(target_arch = "wasm32"))]
            halt: None,
            #[cfg(not(target_arch = "wasm32"))]
            helper: 0,
            #[cfg(not(target_arch = "wasm32"))]
            reporter: None,
        })
    }

    /// As [`Solver::new`] with a memo of at most `bytes` that forgets the
    /// positions with the smallest subtrees when full, and searches them
    /// again when met (for boards whose every position would not fit).
    #[must_use]
    pub fn with_memo_bytes(rows: u8, cols: u8, bytes: usize) -> Option<Solver> {
        let mut solver = Solver::new(rows, cols)?;
        solver.memo = Memo::bounded(4 * solver.geometry.cells as u32, bytes);
        Some(solver)
    }

    /// As [`Solver::with_memo_bytes`] with whole keys in the slots (as a
    /// board of more than 12 squares gets them): for tests on small boards.
    #[cfg(test)]
    fn with_unfolded_memo_bytes(rows: u8, cols: u8, bytes: usize) -> Option<Solver> {
        let mut solver = Solver::new(rows, cols)?;
        solver.memo = Memo::bounded_unfolded(4 * solver.geometry.cells as u32, bytes);
        Some(solver)
    }

    /// The solver kept in `kept` when it takes `rows`×`cols` boards, else
    /// a new one (with `limit`, see [`Solver::with_limit`]) put there in
    /// its place: a game's later positions start from what was proven.
    /// `None` for a board the solver does not take.
    pub fn kept_for(
        kept: &mut Option<Solver>,
        rows: u8,
        cols: u8,
        limit: usize,
    ) -> Option<&mut Solver> {
        if kept
            .as_ref()
            .is_none_or(|solver| solver.size() != (rows, cols))
        {
            *kept = Solver::with_limit(rows, cols, limit);
        }
        kept.as_mut()
    }

    /// Rows and columns of the boards this solver takes.
    #[must_use]
    pub fn size(&self) -> (u8, u8) {
        (self.geometry.rows as u8, self.geometry.cols as u8)
    }

    /// Positions in the memo (full boards are not kept).
    #[must_use]
    pub fn positions(&self) -> usize {
        self.memo.len()
    }

    /// Positions searched so far, counting each visit.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Bytes the memo takes (all its slots, used or not).
    #[must_use]
    pub fn memory_bytes(&self) -> usize {
        self.memo.bytes()
    }

    /// The value of `position` for its side to move.
    ///
    /// # Panics
    /// If the position is not of this solver's size.
    pub fn value(&mut self, position: &Position) -> Result<Value, LimitReached> {
        assert_eq!(
            (position.rows(), position.cols()),
            self.size(),
            "the solver's board size"
        );
        let key = self.geometry.key_of(position);
        if self.geometry.is_full(key) {
            return Ok(value_of(Geometry::final_score(key)));
        }
        let score = self.exact(self.geometry.canonical(key));
        if self.stopped {
            // What the memo holds was proven before the stop and stays.
            self.stopped = false;
            return Err(LimitReached {
                positions: self.limit,
            });
        }
        Ok(value_of(score))
    }

    /// [`Solver::value`] with `helpers` more threads searching the same
    /// position beside this one, in other orders, sharing the memo (only a
    /// memo that forgets, with folded keys, can be shared: otherwise the
    /// search runs alone). The value is this thread's; the helpers only
    /// fill the memo, and stop when it is found. Native only.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn value_with_helpers(
        &mut self,
        position: &Position,
        helpers: usize,
    ) -> Result<Value, LimitReached> {
        let halt = Arc::new(AtomicBool::new(false));
        let mut team = Vec::new();
        for number in 1..=helpers {
            let Some(memo) = self.memo.share() else {
                break;
            };
            team.push(Solver {
                geometry: self.geometry.clone(),
                memo,
                limit: self.limit,
                stopped: false,
                nodes: 0,
                buffers: Vec::new(),
                halt: Some(halt.clone()),
                helper: number as u64,
                reporter: None,
            });
        }
        std::thread::scope(|scope| {
            let running: Vec<_> = team
                .into_iter()
                .map(|mut helper| {
                    scope.spawn(move || {
                        let _ = helper.value(position);
                        helper.nodes
                    })
                })
                .collect();
            let value = self.value(position);
            halt.store(true, Relaxed);
            for thread in running {
                self.nodes += thread.join().unwrap_or(0);
            }
            value
        })
    }

    /// Tells `hook` where the search is: each null-window question once
    /// answered, and between answers, at most once every `interval`, the
    /// moves being searched on the first plies (see [`Progress`]). For
    /// runs of hours; the helper threads of
    /// [`Solver::value_with_helpers`] tell nothing.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn tell_progress(
        &mut self,
        interval: Duration,
        hook: impl FnMut(&Progress) + Send + 'static,
    ) {
        self.reporter = Some(progress::Reporter::new(interval, Box::new(hook)));
    }

    /// The value of `position` and of every legal move in it (the value
    /// after the move, seen by the player who made it).
    pub fn solve(&mut self, position: &Position) -> Result<Solution, LimitReached> {
        self.solve_telling(position, 0, |_| {})
    }

    /// [`Solver::solve`], telling `told` each value as soon as it is proven
    /// (the position's first, then each move's in [`Position::legal_moves`]
    /// order): a board that takes hours shows how far it has come, and a
    /// stopped run what it had proven. Natively, `helpers` more threads
    /// search each position beside this one (see
    /// [`Solver::value_with_helpers`]); in wasm there are none.
    pub fn solve_telling(
        &mut self,
        position: &Position,
        helpers: usize,
        mut told: impl FnMut(&Proven),
    ) -> Result<Solution, LimitReached> {
        let value = self.value_helped(position, helpers)?;
        told(&Proven::Position(value));
        let mut moves = Vec::new();
        for mv in position.legal_moves() {
            let after = self
                .value_helped(&position.play(mv), helpers)?
                .before_move();
            told(&Proven::Move(mv, after));
            moves.push((mv, after));
        }
        Ok(Solution { value, moves })
    }

    /// [`Solver::value`], with `helpers` more threads where there are threads.
    fn value_helped(&mut self, position: &Position, helpers: usize) -> Result<Value, LimitReached> {
        #[cfg(not(target_arch = "wasm32"))]
        if helpers > 0 {
            return self.value_with_helpers(position, helpers);
        }
        let _ = helpers;
        self.value(position)
    }

    /// Perfect play: a move that keeps the position's value (the first in
    /// [`Position::legal_moves`]'s order), so a won position is won in the
    /// fewest plies and a lost one lost in the most, with that value; `None`
    /// when the game is over. Only the moves up to the chosen one are
    /// solved.
    pub fn best_move(
        &mut self,
        position: &Position,
    ) -> Result<Option<(Move, Value)>, LimitReached> {
        if position.is_game_over() {
            return Ok(None);
        }
        let value = self.value(position)?;
        for mv in position.legal_moves() {
            if self.value(&position.play(mv))?.before_move() == value {
                return Ok(Some((mv, value)));
            }
        }
        unreachable!("a position's value is the best of its moves' values")
    }

    /// The exact score of `key` (canonical, not full) by null-window
    /// searches closing in on it (MTD(f)), the first around a draw.
    fn exact(&mut self, key: u64) -> i16 {
        let (mut lower, mut upper) = (-INFINITY, INFINITY);
        let mut guess = 0;
        while lower < upper && !self.stopped {
            let beta = if guess == lower { guess + 1 } else { guess };
            #[cfg(not(target_arch = "wasm32"))]
            if let Some(reporter) = &mut self.reporter {
                reporter.ask(value_of(beta));
            }
            guess = self.search(key, beta - 1, beta, 0);
            #[cfg(not(target_arch = "wasm32"))]
            if let (Some(reporter), false) = (&mut self.reporter, self.stopped) {
                reporter.answer(guess >= beta, self.nodes, self.memo.len());
            }
            if guess < beta {
                upper = guess;
            } else {
                lower = guess;
            }
        }
        lower
    }

    /// Tells the progress hook, if any, that the search at `depth` enters
    /// its `place`-th move of `moves` (native only; nothing in the page).
    #[inline]
    fn entering(&mut self, depth: usize, place: usize, moves: usize) {
        #[cfg(not(target_arch = "wasm32"))]
        if depth < progress::REPORTED_PLIES {
            let (nodes, positions) = (self.nodes, self.memo.len());
            if let Some(reporter) = &mut self.reporter {
                reporter.enter(depth, place, moves, nodes, positions);
            }
        }
        #[cfg(target_arch = "wasm32")]
        let _ = (depth, place, moves);
    }

    /// Fail-soft alpha-beta: the exact score of `key` (canonical, not
    /// full) if it lies strictly between `alpha` and `beta`, else a bound
    /// on the side it falls.
    fn search(&mut self, key: u64, mut alpha: i16, mut beta: i16, depth: usize) -> i16 {
        self.nodes += 1;
        #[cfg(not(target_arch = "wasm32"))]
        if self.nodes.is_multiple_of(progress::NODES_BETWEEN_LOOKS) {
            if let Some(reporter) = &mut self.reporter {
                reporter.look(self.nodes, self.memo.len());
            }
        }
        // Every move fills at most one square: the game lasts at least as
        // many plies as there are empty squares.
        let empties = self.geometry.empties(key) as i16;
        let (least, most) = (empties - WIN, WIN - empties);
        if most <= alpha {
            return most;
        }
        if least >= beta {
            return least;
        }
        // Near the end of the game a position is cheaper to search again
        // than to look up: the memo holds only positions with more empty
        // squares, and is read only for them (their keys come canonical).
        let remembered = empties >= MEMO_MIN_EMPTIES as i16;
        let known = if remembered { self.memo.get(key) } else { None };
        let mut first = usize::MAX;
        if let Some(known) = known {
            if known.lower == known.upper || known.lower >= beta {
                return known.lower;
            }
            if known.upper <= alpha {
                return known.upper;
            }
            alpha = alpha.max(known.lower);
            beta = beta.min(known.upper);
            first = usize::from(known.best);
        }
        #[cfg(not(target_arch = "wasm32"))]
        if self.halt.as_ref().is_some_and(|halt| halt.load(Relaxed)) {
            self.stopped = true;
        }
        if self.stopped || self.memo.len() >= self.limit {
            self.stopped = true;
            return 0;
        }
        if self.buffers.len() <= depth {
            self.buffers.resize_with(depth + 1, Vec::new);
        }
        let mut children = std::mem::take(&mut self.buffers[depth]);
        children.clear();
        let geometry = &self.geometry;
        // The children the memo may know get their canonical keys from the
        // images of this position, mapped once when first needed.
        let mut images = None;
        geometry.children(key, |child, cell, pips, captured| {
            let full = geometry.is_full(child);
            let remembered = !full && geometry.empties(child) >= MEMO_MIN_EMPTIES;
            children.push(Child {
                key: if remembered {
                    let images = images.get_or_insert_with(|| geometry.images_of(key));
                    geometry.canonical_child(images, cell, pips, captured)
                } else {
                    child
                },
                full,
                remembered,
                index: children.len() as u8,
                // The opponent's material after the move: least first.
                order: Geometry::material(child),
                most: INFINITY,
            });
        });
        // What the memo knows of each move: one good enough ends the search
        // here (an enhanced transposition cutoff), the others are tried
        // best known first, and one that cannot beat alpha is not searched.
        for child in children.iter_mut() {
            let least = if child.full {
                after_move(Geometry::final_score(child.key))
            } else if !child.remembered {
                continue;
            } else {
                let Some(bounds) = self.memo.get(child.key) else {
                    continue;
                };
                child.most = after_move(bounds.lower);
                let least = after_move(bounds.upper);
                // Before every unknown move (material is within ±16).
                child.order = -64 - i32::from(least) / 4;
                least
            };
            if least >= beta {
                self.buffers[depth] = children;
                return least;
            }
        }
        // The best move found before first.
        if let Some(child) = children.get_mut(first) {
            child.order = i32::MIN;
        }
        // By order, ties in generation order. An insertion sort: a dozen
        // moves or so, and less code in the page's wasm than the library's.
        for sorted in 1..children.len() {
            let mut at = sorted;
            while at > 0 && children[at - 1].order > children[at].order {
                children.swap(at - 1, at);
                at -= 1;
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        if self.helper != 0 && depth < HELPER_SPREAD_DEPTH && children.len() > 1 {
            let turn = (key ^ self.helper).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32;
            let count = children.len();
            children.rotate_left(turn as usize % count);
        }

        let (alpha_in, beta_in) = (alpha, beta);
        let mut best = -INFINITY;
        let mut best_index = 0u8;
        for (place, &child) in children.iter().enumerate() {
            let score = if child.full {
                after_move(Geometry::final_score(child.key))
            } else if child.most <= alpha {
                // Fails low whatever a search would find.
                child.most
            } else {
                self.entering(depth, place + 1, children.len());
                after_move(self.search(child.key, before_move(beta), before_move(alpha), depth + 1))
            };
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_index = child.index;
                if best > alpha {
                    alpha = best;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        self.buffers[depth] = children;
        if self.stopped {
            return 0;
        }
        let (mut lower, mut upper) = (-INFINITY, INFINITY);
        if best <= alpha_in {
            upper = best;
        } else if best >= beta_in {
            lower = best;
        } else {
            (lower, upper) = (best, best);
        }
        if !remembered {
            return best;
        }
        if let Some(known) = known {
            lower = lower.max(known.lower);
            upper = upper.min(known.upper);
        }
        self.memo.insert(
            key,
            Bounds {
                lower,
                upper,
                best: best_index,
            },
        );
        best
    }
}

/// The value of `position` and of each of its legal moves, with a fresh
/// solver; `None` if the board has more than [`MAX_SQUARES`] squares.
#[must_use]
pub fn solve(position: &Position) -> Option<Solution> {
    let mut solver = Solver::new(position.rows(), position.cols())?;
    solver.solve(position).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cephalopod::{Square, BLACK, WHITE};
    use crate::rng::SplitMix64;

    /// Random positions of a size, from random games.
    fn random_positions(rows: u8, cols: u8, seed: u64, count: usize) -> Vec<Position> {
        let mut rng = SplitMix64::new(seed);
        let mut out = Vec::new();
        while out.len() < count {
            let mut position = Position::new_empty(rows, cols).unwrap();
            while !position.is_game_over() && out.len() < count {
                out.push(position.clone());
                let moves = position.legal_moves();
                position = position.play(moves[rng.index_below(moves.len())]);
            }
        }
        out
    }

    /// The position mapped square by square with `transform`.
    fn transformed(position: &Position, symmetry: usize) -> Position {
        let (rows, cols) = (usize::from(position.rows()), usize::from(position.cols()));
        let mut board = vec![vec![None; cols]; rows];
        for row in 0..rows {
            for column in 0..cols {
                let square = Square::new(column as u8, row as u8).unwrap();
                let (to_row, to_column) = transform(symmetry, row, column, rows, cols);
                board[to_row][to_column] = position.die_at(square);
            }
        }
        Position::from_rows(&board, position.to_move())
    }

    /// Helpers sharing the memo change no value, with a memo that forgets
    /// (and so overwrites what the threads put in at once) as small as a
    /// few hundred positions, and on late 3×3 positions; without a memo to
    /// share the search runs alone.
    #[test]
    fn helper_threads_find_the_values_one_thread_finds() {
        for (rows, cols, bytes) in [
            (2, 3, 2 << 10),
            (3, 2, 2 << 10),
            (2, 4, 1 << 20),
            (3, 3, 256 << 10),
        ] {
            // Positions whose subtrees fit the memo: in Cephalopod even a
            // late 3×3 position may reach a million (captures empty squares).
            let small = |position: &Position| {
                let mut alone = Solver::with_limit(rows, cols, bytes / 32).unwrap();
                alone.value(position).is_ok()
            };
            let positions: Vec<Position> = random_positions(rows, cols, 11, 40)
                .into_iter()
                .filter(|position| rows * cols < 9 || small(position))
                .take(12)
                .collect();
            assert!(!positions.is_empty());
            for position in positions {
                let alone = Solver::new(rows, cols).unwrap().value(&position);
                for helpers in [1, 3] {
                    let mut team = Solver::with_memo_bytes(rows, cols, bytes).unwrap();
                    assert_eq!(
                        team.value_with_helpers(&position, helpers),
                        alone,
                        "{position}"
                    );
                    // The values of the moves come from the shared memo.
                    assert_eq!(
                        team.solve(&position),
                        Solver::new(rows, cols).unwrap().solve(&position)
                    );
                }
            }
        }
        let empty = Position::new_empty(2, 4).unwrap();
        let mut team = Solver::with_memo_bytes(2, 4, 1 << 20).unwrap();
        assert_eq!(team.value_with_helpers(&empty, 1), Ok(Value::Draw));
        // A growing memo cannot be shared: the search runs alone.
        let mut alone = Solver::new(2, 4).unwrap();
        assert_eq!(alone.value_with_helpers(&empty, 2), Ok(Value::Draw));
    }

    /// A memo that forgets with whole keys in its slots (as boards above 12
    /// squares have them; smaller boards fold their keys, see `folded`)
    /// finds the values the full memo finds, with room for few positions.
    #[test]
    fn an_unfolded_memo_that_forgets_finds_the_same_values() {
        for (rows, cols) in [(2, 3), (3, 2)] {
            let mut unfolded = Solver::with_unfolded_memo_bytes(rows, cols, 2 << 10).unwrap();
            assert!(unfolded.memo.bytes() == 2 << 10);
            for position in random_positions(rows, cols, 7, 6) {
                let mut full = Solver::new(rows, cols).unwrap();
                assert_eq!(
                    unfolded.solve(&position),
                    full.solve(&position),
                    "{position}"
                );
            }
        }
        let empty = Position::new_empty(2, 4).unwrap();
        let mut unfolded = Solver::with_unfolded_memo_bytes(2, 4, 1 << 20).unwrap();
        assert_eq!(unfolded.solve(&empty).unwrap().value, Value::Draw);
    }

    #[test]
    fn the_tables_map_every_square_as_the_coordinates_do() {
        for rows in 2..=4 {
            for cols in 2..=7 {
                let Some(geometry) = Geometry::new(rows, cols) else {
                    continue;
                };
                assert_eq!(geometry.symmetries(), if rows == cols { 8 } else { 4 });
                for symmetry in 0..geometry.symmetries() {
                    for cell in 0..rows * cols {
                        // One die on `cell` and nothing else, each nibble value.
                        for nibble in [1u64, 6, 9, 14] {
                            let key = nibble << (4 * cell);
                            let (row, column) =
                                transform(symmetry, cell / cols, cell % cols, rows, cols);
                            assert!(row < rows && column < cols);
                            let expected = nibble << (4 * (row * cols + column));
                            assert_eq!(geometry.image(key, symmetry), expected);
                        }
                    }
                }
                // Whole positions: the image of the key is the key of the
                // image.
                let positions = random_positions(rows as u8, cols as u8, 7, 60);
                for position in &positions {
                    let key = geometry.key_of(position);
                    for symmetry in 0..geometry.symmetries() {
                        let image = transformed(position, symmetry);
                        assert_eq!(geometry.image(key, symmetry), geometry.key_of(&image));
                        assert_eq!(
                            geometry.canonical(key),
                            geometry.canonical(geometry.key_of(&image))
                        );
                    }
                }
            }
        }
        assert!(Geometry::new(4, 5).is_none());
        assert!(Geometry::new(3, 5).is_some());
    }

    #[test]
    fn keys_are_relative_to_the_mover_and_read_back() {
        let geometry = Geometry::new(3, 3).unwrap();
        let white: Position = "w1.b2/.../b6.w3 w".parse().unwrap();
        let black: Position = "b1.w2/.../w6.b3 b".parse().unwrap();
        assert_eq!(geometry.key_of(&white), geometry.key_of(&black));
        assert_eq!(
            Geometry::swap_sides(geometry.key_of(&white)),
            geometry.key_of(&"w1.b2/.../b6.w3 b".parse::<Position>().unwrap())
        );
        for position in random_positions(3, 3, 3, 200) {
            let key = geometry.key_of(&position);
            assert_eq!(geometry.position_of(key, position.to_move()), position);
            assert_eq!(geometry.empties(key), position.empty_count(), "{position}");
        }
        let _ = (WHITE, BLACK);
    }

    #[test]
    fn children_are_the_legal_moves() {
        let geometry = Geometry::new(3, 3).unwrap();
        for position in random_positions(3, 3, 5, 300) {
            let mut expected: Vec<u64> = position
                .legal_moves()
                .into_iter()
                .map(|mv| geometry.key_of(&position.play(mv)))
                .collect();
            let mut children = Vec::new();
            geometry.children(geometry.key_of(&position), |child, _, _, _| {
                children.push(child)
            });
            expected.sort_unstable();
            children.sort_unstable();
            assert_eq!(children, expected, "{position}");
        }
    }

    #[test]
    fn a_childs_canonical_key_from_its_parents_images_is_its_canonical_key() {
        for rows in 2..=4 {
            for cols in 2..=4 {
                let geometry = Geometry::new(rows, cols).unwrap();
                for position in random_positions(rows as u8, cols as u8, 11, 150) {
                    let key = geometry.key_of(&position);
                    let images = geometry.images_of(key);
                    geometry.children(key, |child, cell, pips, captured| {
                        // The move as described builds the child.
                        let mut before = key | pips << (4 * cell);
                        for square in 0..rows * cols {
                            if captured & (1 << square) != 0 {
                                before &= !(15 << (4 * square));
                            }
                        }
                        assert_eq!(Geometry::swap_sides(before), child, "{position}");
                        let canonical = geometry.canonical(child);
                        assert_eq!(
                            geometry.canonical_child(&images, cell, pips, captured),
                            canonical,
                            "{position}"
                        );
                        // The canonical key is one of the child's images.
                        assert!((0..geometry.symmetries())
                            .any(|symmetry| geometry.image(child, symmetry) == canonical));
                    });
                }
            }
        }
    }

    #[test]
    fn scores_order_values_and_turn_over_with_a_move() {
        let values = [
            Value::Loss(0),
            Value::Loss(3),
            Value::Loss(8),
            Value::Draw,
            Value::Win(9),
            Value::Win(2),
            Value::Win(1),
        ];
        for pair in values.windows(2) {
            assert!(pair[0] < pair[1], "{pair:?}");
        }
        for value in values {
            assert_eq!(value_of(score_of(value)), value);
            assert_eq!(value_of(after_move(score_of(value))), value.before_move());
            // Bounds turn over as values do.
            for bound in [-INFINITY, -990, -5, -1, 0, 1, 7, 995, INFINITY] {
                let score = score_of(value);
                assert_eq!(after_move(score) > bound, score < before_move(bound));
                assert_eq!(after_move(score) < bound, score > before_move(bound));
            }
        }
        assert_eq!(Value::Win(7).to_string(), "win in 7");
        assert_eq!(Value::Draw.to_string(), "draw");
        assert_eq!(Value::Loss(12).to_string(), "loss in 12");
    }
}
