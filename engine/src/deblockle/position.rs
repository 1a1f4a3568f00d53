//! Positions as values, legal turns (tip, then hop), playing them, and the
//! Deblockle'd pass.

use std::fmt;
use std::hash::{Hash, Hasher};

use super::board::{
    orthogonal_neighbours, squares_of, target_star, Square, BOARD_MASK, MAX_BLOCKS, SQUARE_COUNT,
};
use super::cube::{Face, Orientation, ORIENTATION_COUNT};
use super::hop::{hop_ends, hop_route};
use crate::game::{Outcome, Player};
use crate::rng::splitmix64;
use crate::Direction;

/// **(chosen)** A tip is legal only if the whole turn can be completed: when
/// the new top face demands a hop and none exists, the tip may not be played.
/// With `false` such a tip would be a turn on its own (`c3-c4`).
pub const COMPLETE_TURN_REQUIRED: bool = true;

/// **(chosen)** How the game ends when neither player has a legal turn.
pub const BOTH_STUCK_OUTCOME: Outcome = Outcome::Draw;

/// **(chosen)** A position read or built from outside (notation, a record's
/// start, a share link, the play screen's address) whose side to move has no
/// legal turn while the other side has one is rejected with
/// [`PositionError::ToMoveStuck`], rather than quietly handing the turn over:
/// the rules pass a Deblockle'd player's turn as part of a move, so the
/// position is to be written with the player who actually moves. When
/// neither side can move the position is accepted as a finished game
/// ([`BOTH_STUCK_OUTCOME`]). Positions reached by [`Position::play`] never
/// have a stuck side to move.
///
/// `requested` is the side to move as written, `settled` the position after
/// the rules' pass.
pub fn check_side_to_move(requested: Player, settled: &Position) -> Result<(), PositionError> {
    if settled.outcome.is_none() && settled.to_move != requested {
        return Err(PositionError::ToMoveStuck { stuck: requested });
    }
    Ok(())
}

/// The player who moves first in a new game unless the players agree
/// otherwise.
pub const FIRST_TO_MOVE: Player = Player::First;

/// Options that change the rules. Carried with the position, never printed
/// in its notation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Variant: a turn may not end with any of the mover's blocks
    /// orthogonally adjacent to an opponent's block.
    pub no_adjacent: bool,
}

/// A block on the board: whose it is and how it lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Block {
    pub owner: Player,
    pub orientation: Orientation,
}

impl Block {
    #[must_use]
    pub const fn new(owner: Player, orientation: Orientation) -> Block {
        Block { owner, orientation }
    }

    /// Cell code: 0 is an empty square.
    const fn code(self) -> u8 {
        1 + (self.owner as u8) * ORIENTATION_COUNT as u8 + self.orientation.index() as u8
    }

    fn from_code(code: u8) -> Option<Block> {
        let index = usize::from(code.checked_sub(1)?);
        let owner = if index < ORIENTATION_COUNT {
            Player::First
        } else {
            Player::Second
        };
        let orientation = Orientation::from_index(index % ORIENTATION_COUNT)?;
        Some(Block { owner, orientation })
    }
}

/// One turn: tip the block on `from` onto the adjacent `to`, then hop to
/// `end` (equal to `to` when the turn ends after the tip: Stop on top, or a
/// removal on the opponent's star).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    from: Square,
    to: Square,
    end: Square,
    direction: Direction,
}

impl Move {
    /// For the notation's reader: the squares were read and `to` lies
    /// towards `direction` from `from`.
    pub(crate) const fn new(from: Square, direction: Direction, to: Square, end: Square) -> Move {
        Move {
            from,
            to,
            end,
            direction,
        }
    }

    /// The square the block starts on.
    #[must_use]
    pub const fn from(self) -> Square {
        self.from
    }

    /// The square the block is tipped onto.
    #[must_use]
    pub const fn tip_to(self) -> Square {
        self.to
    }

    /// The direction of the tip.
    #[must_use]
    pub const fn direction(self) -> Direction {
        self.direction
    }

    /// Where the hop ends, if the turn has a hop.
    #[must_use]
    pub fn hop_to(self) -> Option<Square> {
        (self.end != self.to).then_some(self.end)
    }

    /// Where the turn ends (for a removal: the star the block left from).
    #[must_use]
    pub const fn end(self) -> Square {
        self.end
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a turn is not legal in a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveError {
    GameOver,
    NoBlock {
        from: Square,
    },
    NotYourBlock {
        from: Square,
        owner: Player,
    },
    NotAdjacent {
        from: Square,
        to: Square,
    },
    Occupied {
        to: Square,
    },
    /// A tip into a star space other than Star-up onto the opponent's star.
    IntoStar {
        to: Square,
        top: Face,
    },
    /// Star would land face up on an ordinary square.
    StarUp {
        to: Square,
    },
    /// A hop was written after a tip that ends the turn.
    TurnEndsAfterTip {
        top: Face,
        removal: bool,
    },
    /// No hop was written but the new top face demands one.
    HopMissing {
        top: Face,
    },
    /// The tip leaves a face whose hop is impossible (complete-turn rule).
    NoHopPossible {
        top: Face,
    },
    /// The hop's destination is not reachable with the new top face.
    UnreachableHop {
        top: Face,
        to: Square,
        dest: Square,
    },
    /// No-adjacent variant: the turn ends next to an opponent's block.
    EndsAdjacent,
}

/// A position: the blocks, the side to move, and the rules in force.
#[derive(Clone)]
pub struct Position {
    cells: [u8; SQUARE_COUNT],
    occupied: [u64; 2],
    to_move: Player,
    rules: Rules,
    outcome: Option<Outcome>,
    key: u64,
}

/// Why a set of blocks does not make a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PositionError {
    BlockOnStar { square: Square },
    SquareTaken { square: Square },
    TooManyBlocks { player: Player, count: usize },
    NoBlocks,
    ToMoveStuck { stuck: Player },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PositionError::BlockOnStar { square } => {
                write!(f, "a block stands on the star space {square}")
            }
            PositionError::SquareTaken { square } => {
                write!(f, "two blocks are placed on {square}")
            }
            PositionError::TooManyBlocks { player, count } => write!(
                f,
                "{} has {count} blocks (at most {MAX_BLOCKS})",
                player_name(player)
            ),
            PositionError::NoBlocks => f.write_str("neither player has a block on the board"),
            PositionError::ToMoveStuck { stuck } => {
                let mover = stuck.opponent();
                write!(
                    f,
                    "{stuck_name} (to move) has no legal turn: {stuck_name} is Deblockle'd and \
                     {mover_name} would move; write the position with '{letter}' to move",
                    stuck_name = player_name(stuck),
                    mover_name = player_name(mover),
                    letter = player_letter(mover),
                )
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// "Gold" for `Player::First`, "Blue" for `Player::Second`.
#[must_use]
pub const fn player_name(player: Player) -> &'static str {
    match player {
        Player::First => "Gold",
        Player::Second => "Blue",
    }
}

/// The owner letter of position notation: `g` for Gold, `b` for Blue.
/// Beside [`player_name`] so that the position's errors can name both
/// without depending on the notation module that writes positions.
#[must_use]
pub const fn player_letter(player: Player) -> char {
    match player {
        Player::First => 'g',
        Player::Second => 'b',
    }
}

const CELL_CODES: usize = 1 + 2 * ORIENTATION_COUNT;

/// Zobrist keys per (square, cell code); code 0 (empty) keys to 0. Built on
/// first use rather than stored in the binary: random numbers do not
/// compress, and every download of the app would carry 19 KB of them.
fn zobrist() -> &'static [[u64; CELL_CODES]; SQUARE_COUNT] {
    static TABLE: std::sync::OnceLock<[[u64; CELL_CODES]; SQUARE_COUNT]> =
        std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = [[0; CELL_CODES]; SQUARE_COUNT];
        for (square, keys) in table.iter_mut().enumerate() {
            for (code, key) in keys.iter_mut().enumerate().skip(1) {
                *key = splitmix64((square * CELL_CODES + code) as u64 * 0x1234_5677);
            }
        }
        table
    })
}
const ZOBRIST_SECOND_TO_MOVE: u64 = splitmix64(0xDEB1_0C1E);
const ZOBRIST_NO_ADJACENT: u64 = splitmix64(0xAD1A_CE17);

impl Position {
    /// Builds a position from blocks. A `to_move` without a legal turn is
    /// refused when the other player has one ([`check_side_to_move`]); if
    /// neither has one the game is over ([`BOTH_STUCK_OUTCOME`]).
    pub fn from_blocks(
        blocks: &[(Square, Block)],
        to_move: Player,
        rules: Rules,
    ) -> Result<Position, PositionError> {
        let mut cells = [0; SQUARE_COUNT];
        let mut counts = [0usize; 2];
        for &(square, block) in blocks {
            if square.is_star() {
                return Err(PositionError::BlockOnStar { square });
            }
            if cells[square.index()] != 0 {
                return Err(PositionError::SquareTaken { square });
            }
            cells[square.index()] = block.code();
            counts[block.owner.index()] += 1;
        }
        for player in Player::BOTH {
            let count = counts[player.index()];
            if count > MAX_BLOCKS {
                return Err(PositionError::TooManyBlocks { player, count });
            }
        }
        if counts == [0, 0] {
            return Err(PositionError::NoBlocks);
        }
        let position = Position::settled(cells, to_move, rules);
        check_side_to_move(to_move, &position)?;
        Ok(position)
    }

    fn settled(cells: [u8; SQUARE_COUNT], to_move: Player, rules: Rules) -> Position {
        let mut occupied = [0u64; 2];
        for (index, &code) in cells.iter().enumerate() {
            if let Some(block) = Block::from_code(code) {
                occupied[block.owner.index()] |= 1 << index;
            }
        }
        let mut position = Position {
            cells,
            occupied,
            to_move,
            rules,
            outcome: None,
            key: 0,
        };
        position.settle();
        position.key = position.compute_key();
        position
    }

    /// Decides the outcome and who actually moves next. The caller updates
    /// the key.
    fn settle(&mut self) {
        self.outcome = if let Some(winner) = Player::BOTH
            .into_iter()
            .find(|&p| self.occupied[p.index()] == 0)
        {
            Some(Outcome::Win(winner))
        } else if self.has_legal_move(self.to_move) {
            None
        } else if self.has_legal_move(self.to_move.opponent()) {
            self.to_move = self.to_move.opponent();
            None
        } else {
            Some(BOTH_STUCK_OUTCOME)
        };
    }

    const fn side_key(player: Player) -> u64 {
        match player {
            Player::First => 0,
            Player::Second => ZOBRIST_SECOND_TO_MOVE,
        }
    }

    fn compute_key(&self) -> u64 {
        let mut key = 0;
        for (square, &code) in self.cells.iter().enumerate() {
            key ^= zobrist()[square][usize::from(code)];
        }
        key ^= Position::side_key(self.to_move);
        if self.rules.no_adjacent {
            key ^= ZOBRIST_NO_ADJACENT;
        }
        key
    }

    /// The player to move (already past a Deblockle'd player).
    #[must_use]
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    #[must_use]
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// `Some` once a player has no blocks left (they win) or neither player
    /// can move.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The block on `square`, if any.
    #[must_use]
    pub fn block_at(&self, square: Square) -> Option<Block> {
        Block::from_code(self.cells[square.index()])
    }

    /// Every block with its square, in square order (a1, b1, …, g7).
    #[must_use]
    pub fn blocks(&self) -> Vec<(Square, Block)> {
        Square::all()
            .filter_map(|square| self.block_at(square).map(|block| (square, block)))
            .collect()
    }

    /// How many blocks `player` still has on the board.
    #[must_use]
    pub fn block_count(&self, player: Player) -> usize {
        self.occupied[player.index()].count_ones() as usize
    }

    /// Zobrist key of board, side to move and rules.
    #[must_use]
    pub fn hash_key(&self) -> u64 {
        self.key
    }

    /// Whether `player` could make a turn here if it were theirs.
    #[must_use]
    pub fn has_legal_move(&self, player: Player) -> bool {
        let mut found = false;
        self.visit_moves(player, &mut |_| {
            found = true;
            false
        });
        found
    }

    /// Every legal turn of the player to move; empty once the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.legal_moves_into(&mut moves);
        moves
    }

    /// Like [`Position::legal_moves`], reusing `moves` (cleared first).
    pub fn legal_moves_into(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.outcome.is_some() {
            return;
        }
        self.visit_moves(self.to_move, &mut |mv| {
            moves.push(mv);
            true
        });
    }

    /// The legal turns of the player to move that start on `from` (for a UI
    /// that lets the player pick a block first).
    #[must_use]
    pub fn legal_moves_from(&self, from: Square) -> Vec<Move> {
        let mut moves = self.legal_moves();
        moves.retain(|mv| mv.from == from);
        moves
    }

    /// Number of legal turns, without storing them.
    #[must_use]
    pub fn count_legal_moves(&self) -> usize {
        if self.outcome.is_some() {
            return 0;
        }
        let mut count = 0;
        self.visit_moves(self.to_move, &mut |_| {
            count += 1;
            true
        });
        count
    }

    /// The squares the hop of `mv` passes when played here, from the square
    /// next to its tip square to where it ends ([`hop_route`]). `None` for
    /// a turn without a hop, or when this position has no such tip and hop.
    #[must_use]
    pub fn hop_route(&self, mv: Move) -> Option<Vec<Square>> {
        let end = mv.hop_to()?;
        let block = self
            .block_at(mv.from)
            .filter(|block| block.owner == self.to_move)?;
        let tip_square = mv.from.step(mv.direction)?;
        if tip_square != mv.to || self.block_at(mv.to).is_some() {
            return None;
        }
        let top = block.orientation.top_after_tip(mv.direction);
        // The block has left its square, as for the move generator.
        hop_route(self.empty_squares() | mv.from.bit(), mv.to, end, top)
    }

    /// The route of [`Position::hop_route`] read from the position `mv` led
    /// to (`self`), where the block stands on the hop's end: what a board
    /// that shows the last move has.
    #[must_use]
    pub fn played_hop_route(&self, mv: Move) -> Option<Vec<Square>> {
        let end = mv.hop_to()?;
        let top = self.block_at(end)?.orientation.top();
        // The other blocks stood where they stand now; the block's start
        // and end were free during the hop.
        hop_route(
            self.empty_squares() | mv.from.bit() | end.bit(),
            mv.to,
            end,
            top,
        )
    }

    fn empty_squares(&self) -> u64 {
        BOARD_MASK & !(self.occupied[0] | self.occupied[1])
    }

    /// Squares where a hop that starts on `to` may end, for a block that
    /// left `from` and shows `top`. Stop and Star have no hop: 0.
    fn hop_ends(&self, from: Square, to: Square, top: Face) -> u64 {
        // The block has left `from`; `to` counts as empty for passing.
        hop_ends(self.empty_squares() | from.bit(), to, top)
    }

    /// No-adjacent variant: whether the mover's blocks `own` (after the
    /// turn) touch the opponent's orthogonally.
    fn breaks_no_adjacent(&self, own: u64, opponent: u64) -> bool {
        self.rules.no_adjacent && orthogonal_neighbours(own) & opponent != 0
    }

    /// Calls `visit` with every legal turn of `player`; stops early when it
    /// returns false. Returns false if stopped.
    fn visit_moves(&self, player: Player, visit: &mut impl FnMut(Move) -> bool) -> bool {
        for from in squares_of(self.occupied[player.index()]) {
            if !self.visit_block_moves(player, from, visit) {
                return false;
            }
        }
        true
    }

    /// The one statement of what a legal turn is: calls `visit` with every
    /// legal turn of `player`'s block on `from` (none if there is no such
    /// block); stops early when it returns false. Returns false if stopped.
    fn visit_block_moves(
        &self,
        player: Player,
        from: Square,
        visit: &mut impl FnMut(Move) -> bool,
    ) -> bool {
        let own = self.occupied[player.index()];
        let opponent = self.occupied[player.opponent().index()];
        let occupied = own | opponent;
        let removal_star = target_star(player);
        let Some(block) = self.block_at(from).filter(|block| block.owner == player) else {
            return true;
        };
        let own_without = own & !from.bit();
        for direction in Direction::CLOCKWISE {
            let Some(to) = from.step(direction) else {
                continue;
            };
            if occupied & to.bit() != 0 {
                continue;
            }
            let top = block.orientation.top_after_tip(direction);
            let tip_only = Move {
                from,
                to,
                end: to,
                direction,
            };
            if to.is_star() {
                if to == removal_star
                    && top == Face::Star
                    && !self.breaks_no_adjacent(own_without, opponent)
                    && !visit(tip_only)
                {
                    return false;
                }
                continue;
            }
            match top {
                Face::Star => continue,
                Face::Stop => {
                    if !self.breaks_no_adjacent(own_without | to.bit(), opponent)
                        && !visit(tip_only)
                    {
                        return false;
                    }
                    continue;
                }
                _ => {}
            }
            let ends = self.hop_ends(from, to, top);
            if ends == 0
                && !COMPLETE_TURN_REQUIRED
                && !self.breaks_no_adjacent(own_without | to.bit(), opponent)
                && !visit(tip_only)
            {
                return false;
            }
            for end in squares_of(ends) {
                if self.breaks_no_adjacent(own_without | end.bit(), opponent) {
                    continue;
                }
                let mv = Move {
                    from,
                    to,
                    end,
                    direction,
                };
                if !visit(mv) {
                    return false;
                }
            }
        }
        true
    }

    /// Checks a turn written as squares and returns the move, or why it is
    /// not legal here. Legal means generated by the move generator; the
    /// reason is looked for only when it is not.
    pub fn check_move(
        &self,
        from: Square,
        to: Square,
        hop: Option<Square>,
    ) -> Result<Move, MoveError> {
        if self.outcome.is_some() {
            return Err(MoveError::GameOver);
        }
        let mut found = None;
        self.visit_block_moves(self.to_move, from, &mut |mv| {
            if mv.to == to && mv.hop_to() == hop {
                found = Some(mv);
                return false;
            }
            true
        });
        found.ok_or_else(|| self.why_illegal(from, to, hop))
    }

    /// Why the turn `from`-`to`(:`hop`) is not among the legal turns: the
    /// first rule it breaks, in the order a player would check them.
    fn why_illegal(&self, from: Square, to: Square, hop: Option<Square>) -> MoveError {
        let player = self.to_move;
        let Some(block) = self.block_at(from) else {
            return MoveError::NoBlock { from };
        };
        if block.owner != player {
            return MoveError::NotYourBlock {
                from,
                owner: block.owner,
            };
        }
        let Some(direction) = from.direction_to(to) else {
            return MoveError::NotAdjacent { from, to };
        };
        if self.block_at(to).is_some() {
            return MoveError::Occupied { to };
        }
        let top = block.orientation.top_after_tip(direction);
        let removal = to.is_star() && to == target_star(player) && top == Face::Star;
        if to.is_star() && !removal {
            return MoveError::IntoStar { to, top };
        }
        if top == Face::Star && !removal {
            return MoveError::StarUp { to };
        }
        if removal || top == Face::Stop {
            if hop.is_some() {
                return MoveError::TurnEndsAfterTip { top, removal };
            }
        } else {
            let ends = self.hop_ends(from, to, top);
            match hop {
                _ if ends == 0 && COMPLETE_TURN_REQUIRED => {
                    return MoveError::NoHopPossible { top }
                }
                None if ends != 0 => return MoveError::HopMissing { top },
                Some(dest) if ends & dest.bit() == 0 => {
                    return MoveError::UnreachableHop { top, to, dest }
                }
                _ => {}
            }
        }
        // The tip and the hop are as the rules ask, so what the generator
        // refused is where the turn ends: next to an opponent's block.
        MoveError::EndsAdjacent
    }

    /// Whether `mv` is a legal turn here.
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check_move(mv.from, mv.to, mv.hop_to()) == Ok(mv)
    }

    /// The position after a legal `mv`; checks legality first.
    pub fn try_play(&self, mv: Move) -> Result<Position, MoveError> {
        let checked = self.check_move(mv.from, mv.to, mv.hop_to())?;
        Ok(self.play(checked))
    }

    /// The position after `mv`, which must be one of `legal_moves()`. An
    /// illegal move never panics: a move that does not start on a block of
    /// the player to move leaves the position unchanged.
    #[must_use]
    pub fn play(&self, mv: Move) -> Position {
        let player = self.to_move;
        let Some(block) = self.block_at(mv.from).filter(|b| b.owner == player) else {
            return self.clone();
        };
        let lands_on_a_block = mv.end != mv.from && self.cells[mv.end.index()] != 0;
        if self.outcome.is_some() || lands_on_a_block {
            return self.clone();
        }
        let mut next = self.clone();
        // The key is updated square by square rather than recomputed.
        next.key ^=
            zobrist()[mv.from.index()][usize::from(block.code())] ^ Position::side_key(player);
        next.cells[mv.from.index()] = 0;
        next.occupied[player.index()] &= !mv.from.bit();
        if mv.end != target_star(player) {
            let moved = Block::new(player, block.orientation.tip(mv.direction)).code();
            let keys = &zobrist()[mv.end.index()];
            next.key ^= keys[usize::from(next.cells[mv.end.index()])] ^ keys[usize::from(moved)];
            next.cells[mv.end.index()] = moved;
            next.occupied[player.index()] |= mv.end.bit();
        }
        next.to_move = player.opponent();
        next.settle();
        next.key ^= Position::side_key(next.to_move);
        next
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        // Outcome, bit sets and key follow from these three.
        self.cells == other.cells && self.to_move == other.to_move && self.rules == other.rules
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.key);
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self}")?;
        if self.rules.no_adjacent {
            f.write_str(", no adjacent")?;
        }
        f.write_str(")")
    }
}
