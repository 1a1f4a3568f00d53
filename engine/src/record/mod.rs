//! Game records and share links: one versioned text format for exporting,
//! importing and saving games, and a compact URL-fragment encoding for
//! share links.
//!
//! A [`Record`] is always a valid game: reading one replays every move
//! through the engine, so its positions, outcome and result come from the
//! rules, never from what the text claims. [`Record::parse`] and
//! [`Record::from_fragment`] never panic; their errors say where (line or
//! character, from 1) and what is wrong.
//!
//! # Record format, version 1
//!
//! A record is UTF-8 text, one item per line (`\n` or `\r\n`). Spaces at the
//! start and end of a line are ignored.
//!
//! 1. **Format line**: `cubeplay-record 1` (blank lines before it are
//!    skipped). Another version number is rejected as unsupported.
//! 2. **Headers**, one per line: `[Name "value"]`, names as in the table
//!    below (case matters). In a value, `\"` stands for `"` and `\\` for
//!    `\`; control characters in player and date values become spaces. Any
//!    order, each at most once, all before the first move.
//! 3. **Moves**, one ply per line: the move number, a dot, the mover
//!    (`White`/`Black` or `Gold`/`Blue`) and the move in the game's binding
//!    notation, e.g. `3. White c3=b3+c4` or `12. Gold c3-c4:d5`. Numbers
//!    count plies from 1 without gaps. When reading, the mover may be left
//!    out (`3. c3=b3+c4`) and its case does not matter; when given it must
//!    be the player to move. A Deblockle'd player's turn passes to the
//!    other player, who then has two lines in a row.
//!
//! Blank lines, and lines starting with `#` (comments), may appear anywhere
//! after the format line and are ignored.
//!
//! **Structured comments** carry annotations so that every reader still
//! reads the moves: `#@<kind> <version> <payload>`, belonging to the move
//! line above it (or to the start when it comes before the first move).
//! This reader ignores them like any comment. Kinds:
//!
//! - `#@review 1 …`: the computer's review of the game, written and read
//!   by the app (`src/ui/review.rs`). Before the first move,
//!   `#@review 1 <score>`: the start's score; after a move,
//!   `#@review 1 <class> <loss> <best> <score>`: the move's class (`best`,
//!   `good`, `inaccuracy`, `mistake`, `blunder`, see [`crate::ai::review`]),
//!   the points of win chance it lost (0 to 100, one decimal), the engine's
//!   best move in the position before it, and the score of the position
//!   after it. Scores are for the first player (White, Gold): `+35`,
//!   `-120` (search values), `win`, `loss`, `draw` (proven), `win:5`,
//!   `loss:3` (proven, the game ends in that many plies).
//!
//! | Header | Game | Required | Value |
//! |---|---|---|---|
//! | `Game` | both | yes | `cephalopod` or `deblockle` |
//! | `Size` | Cephalopod | yes | rows `x` columns, 2 to 7 each: `5x5`, `3x5` |
//! | `Blocks` | Deblockle | no | Gold's and Blue's blocks in the start position, 0 to 4 each: `4/4`; must match `Start` |
//! | `NoAdjacent` | Deblockle | no (`off`) | `on` or `off`: the no-adjacent variant |
//! | `RepetitionDraw` | Deblockle | no (`on`) | `on` or `off`: a position occurring for the third time is a draw |
//! | `White`, `Black` | Cephalopod | no | who plays that side, free text: `human`, `AI level 3` |
//! | `Gold`, `Blue` | Deblockle | no | the same for Deblockle |
//! | `Date` | both | no | free text, ISO 8601 recommended: `2026-11-29` |
//! | `Start` | both | Deblockle: yes; Cephalopod: no (the empty board of `Size`, White to move) | the start position in the game's position notation; a Cephalopod one must have the `Size`; in a Deblockle one the side to move must be able to move unless neither side can (a finished draw) |
//! | `Result` | both | no | what the moves give, exactly: `White wins 13-12`, `Black wins 5-4`, `draw 8-8`, `Gold wins (all blocks removed)`, `draw (neither player can move)`, `draw (third repetition)`, or `unfinished` |
//!
//! The result is never trusted: it is computed by replaying the moves, and a
//! `Result` header that disagrees is an error.
//!
//! Records written by [`Record::to_text`] hold every header in the order
//! of the table (player and date headers only when known), a blank line,
//! the moves, and end with a newline. Cephalopod, a game in progress:
//!
//! ```text
//! cubeplay-record 1
//! [Game "cephalopod"]
//! [Size "5x5"]
//! [White "human"]
//! [Black "AI level 3"]
//! [Date "2026-11-29"]
//! [Start "...../...../...../...../..... w"]
//! [Result "unfinished"]
//!
//! 1. White b3
//! 2. Black c4
//! 3. White c3=b3+c4
//! 4. Black d3
//! 5. White c2
//! 6. Black d2=c2+d3
//! ```
//!
//! Deblockle, 1 block against 3; after move 1 Gold has no legal turn
//! (Deblockle'd), so Blue moves twice:
//!
//! ```text
//! cubeplay-record 1
//! [Game "deblockle"]
//! [Blocks "1/3"]
//! [NoAdjacent "off"]
//! [RepetitionDraw "on"]
//! [Gold "Anna"]
//! [Blue "AI level 5"]
//! [Start "....bTC../......./..bSL.bCT../......./..gSC..../......./....... g"]
//! [Result "unfinished"]
//!
//! 1. Gold c3-c4:d5
//! 2. Blue e7-e6:e7
//! 3. Blue c5-c6:c3
//! ```
//!
//! # Share links, version 1
//!
//! [`Record::to_fragment`] gives the part of a URL after `#`. It uses only
//! letters, digits and `. _ - / = + , ; :`, which need no percent-encoding
//! in a fragment. Fields are separated by `;`:
//!
//! 1. `v1`, the version, first.
//! 2. `g=c` (Cephalopod) or `g=d` (Deblockle).
//! 3. Cephalopod: `s=` the size as in the `Size` header; `p=` the start
//!    position, left out when it is the empty board with White to move.
//!    Deblockle: `n=` no-adjacent and `r=` repetition draw, `0` (off) or `1`
//!    (on); `p=` the start position.
//!    Positions are in the game's notation with `_` in place of the space.
//! 4. `a=`, optional: the seat the AI plays and its level, `w`, `g` or `b`
//!    (White, Gold, Black or Blue) and a digit 1 to 5: `a=b2`. Written when
//!    exactly one player label is `AI level N`; reading it sets that seat to
//!    `AI level N` and the other to `human`.
//! 5. `m=` the moves in order, separated by `,` (left out when there are
//!    none).
//! 6. `k=`, last: a checksum, the 32-bit FNV-1a hash of the bytes of
//!    everything before `;k=`, as 8 lowercase hex digits.
//!
//! Fields 2 to 5 may come in any order when reading. A link without its
//! checksum is reported as cut short, one whose checksum does not match as
//! damaged. Other player labels and the date are not part of links. When reading, a
//! leading `#` is skipped and percent escapes (`%3B`) are decoded; error
//! positions count characters of the text as given.
//!
//! The two games above as links:
//!
//! ```text
//! v1;g=c;s=5x5;a=b3;m=b3,c4,c3=b3+c4,d3,c2,d2=c2+d3;k=02682702
//! v1;g=d;n=0;r=1;p=....bTC../......./..bSL.bCT../......./..gSC..../......./......._g;a=b5;m=c3-c4:d5,e7-e6:e7,c5-c6:c3;k=bd34a36c
//! ```
//!
//! # Variations, version 1
//!
//! A record can carry a whole game tree (see [`crate::tree`]): its move
//! lines are the main line, and every other choice is a structured comment
//! line, so a reader that knows nothing of variations reads the main line.
//! A structured comment line is `#@<kind> <version> <payload>` and belongs
//! to the move line above it. Variations are kind `variation`, version 1:
//!
//! ```txt
//! #@variation 1 c3 b1 (a3) a2
//! ```
//!
//! - The line follows a move line, say move `N`: its first move is another
//!   choice for move `N`, played from the position before it. Several
//!   choices for the same move are several lines, in order (the main line's
//!   move comes first, then the lines in the order written). A variation
//!   line before the first move line is an error.
//! - The payload is moves in the game's notation separated by spaces, each
//!   played after the one before it. A part in parentheses right after a
//!   move is another choice for that move (as in PGN): in the line above,
//!   `a3` is another choice for `b1`, and `a2` follows `b1`. Parentheses
//!   nest, and several may follow one move.
//! - Every move is replayed through the engine, Deblockle's repetition
//!   draw included; a move that cannot be played is reported with its ply
//!   number and line, as are an empty variation, a `(` before any move, an
//!   unmatched `)` or `(`, and another version. Other structured comments
//!   (`#@review 1 …`) and plain comments are left alone.
//! - Written variations put each choice for a main-line move on its own
//!   line, and inside a line the choices for a move in parentheses right
//!   after it, so reading a written tree gives the same tree and writing
//!   it again the same text.
//!
//! The Cephalopod game of the example above, with White's move 5 tried as
//! `b2` and then as `e5`, and Black's move 6 answered differently:
//!
//! ```txt
//! cubeplay-record 1
//! [Game "cephalopod"]
//! [Size "5x5"]
//! [Start "...../...../...../...../..... w"]
//! [Result "unfinished"]
//!
//! 1. White b3
//! 2. Black c4
//! 3. White c3=b3+c4
//! 4. Black d3
//! 5. White c2
//! #@variation 1 b2 a1 (b4) e1
//! #@variation 1 e5
//! 6. Black d2=c2+d3
//! ```
//!
//! # Use
//!
//! Save games (local storage) and export files as text, which keeps the
//! players and the date; use fragments for share links.
//!
//! ```
//! use cubeplay_engine::cephalopod::Position;
//! use cubeplay_engine::record::Record;
//! use cubeplay_engine::Player;
//!
//! let mut record = Record::new_cephalopod(Position::new_empty(3, 3).unwrap());
//! record.set_player(Player::First, Some("human"));
//! record.play("b2").unwrap();
//! let text = record.to_text();
//! assert_eq!(Record::parse(&text).unwrap(), record);
//! let link = record.to_fragment();
//! assert_eq!(link, "v1;g=c;s=3x3;m=b2;k=49841fb4");
//! // Links leave out the players.
//! assert_eq!(Record::from_fragment(&link).unwrap().moves(), ["b2"]);
//!
//! let error = Record::parse("cubeplay-record 1\n[Game \"chess\"]\n").unwrap_err();
//! assert_eq!(error.line(), Some(2));
//! assert_eq!(
//!     error.to_string(),
//!     "line 2: unknown game 'chess' (expected cephalopod or deblockle)"
//! );
//! ```

mod error;
mod fragment;
mod text;

use std::fmt;

use crate::cephalopod;
use crate::deblockle::{self, Match};
use crate::game::{Outcome, Player};
use crate::{AnyParseError, AnyPosition, GameKind};

pub use error::{ErrorKind, Location, RecordError};
pub use fragment::FRAGMENT_VERSION;
pub use text::VERSION_LINE;

/// The version of the text format and of the share-link encoding.
pub const VERSION: u32 = 1;

/// The result text of a game that has not ended.
pub const UNFINISHED: &str = "unfinished";

/// The options a game was played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Options {
    /// Board size, rows × columns (2..=7 each).
    Cephalopod { rows: u8, cols: u8 },
    Deblockle {
        /// Blocks of Gold and Blue in the start position (index by
        /// [`Player::index`]).
        blocks: [usize; 2],
        /// The no-adjacent variant.
        no_adjacent: bool,
        /// The draw on the third repetition of a position.
        repetition_draw: bool,
    },
}

/// One ply of a record, for move lists.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ply {
    /// 1 for the first move of the record.
    pub number: usize,
    pub mover: Player,
    /// The move in the game's notation.
    pub notation: String,
}

/// The moves played from the start position, with every position.
#[derive(Clone, Debug)]
enum Line {
    Cephalopod {
        positions: Vec<cephalopod::Position>,
        moves: Vec<cephalopod::Move>,
    },
    // `Match` keeps the repetition counts the draw rule needs.
    Deblockle(Match),
}

/// A whole game: options, players, start position, moves and result.
///
/// Always a valid game: the moves were replayed through the engine when the
/// record was read or built, so the result is computed, never trusted.
#[derive(Clone, Debug)]
pub struct Record {
    line: Line,
    players: [Option<String>; 2],
    date: Option<String>,
}

impl PartialEq for Record {
    fn eq(&self, other: &Record) -> bool {
        self.players == other.players
            && self.date == other.date
            && self.options() == other.options()
            && self.start() == other.start()
            && self.moves() == other.moves()
    }
}

impl Eq for Record {}

/// Header values are one line: control characters become spaces.
fn clean_label(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

impl Record {
    /// A game from `start` of either game; `repetition_draw` is Deblockle's
    /// option (Cephalopod positions never repeat).
    #[must_use]
    pub fn new(start: AnyPosition, repetition_draw: bool) -> Record {
        match start {
            AnyPosition::Cephalopod(start) => Record::new_cephalopod(start),
            AnyPosition::Deblockle(start) => Record::new_deblockle(start, repetition_draw),
        }
    }

    /// A Cephalopod game from `start` (its size is the board size option).
    #[must_use]
    pub fn new_cephalopod(start: cephalopod::Position) -> Record {
        Record {
            line: Line::Cephalopod {
                positions: vec![start],
                moves: Vec::new(),
            },
            players: [None, None],
            date: None,
        }
    }

    /// A Deblockle game from `start` (whose rules give the no-adjacent
    /// option, and whose blocks the blocks per side).
    #[must_use]
    pub fn new_deblockle(start: deblockle::Position, repetition_draw: bool) -> Record {
        Record {
            line: Line::Deblockle(Match::with_repetition_draw(start, repetition_draw)),
            players: [None, None],
            date: None,
        }
    }

    #[must_use]
    pub fn kind(&self) -> GameKind {
        match self.line {
            Line::Cephalopod { .. } => GameKind::Cephalopod,
            Line::Deblockle(_) => GameKind::Deblockle,
        }
    }

    #[must_use]
    pub fn options(&self) -> Options {
        match &self.line {
            Line::Cephalopod { positions, .. } => {
                let start = &positions[0];
                Options::Cephalopod {
                    rows: start.rows(),
                    cols: start.cols(),
                }
            }
            Line::Deblockle(game) => Options::Deblockle {
                blocks: Player::BOTH.map(|player| game.start().block_count(player)),
                no_adjacent: game.start().rules().no_adjacent,
                repetition_draw: game.repetition_draw(),
            },
        }
    }

    /// Who plays `seat`, e.g. `"human"` or `"AI level 3"`.
    #[must_use]
    pub fn player(&self, seat: Player) -> Option<&str> {
        self.players[seat.index()].as_deref()
    }

    /// Sets who plays `seat`; control characters become spaces.
    pub fn set_player(&mut self, seat: Player, label: Option<&str>) {
        self.players[seat.index()] = label.map(clean_label);
    }

    #[must_use]
    pub fn date(&self) -> Option<&str> {
        self.date.as_deref()
    }

    /// Sets the date (free text, ISO 8601 recommended); control characters
    /// become spaces.
    pub fn set_date(&mut self, date: Option<&str>) {
        self.date = date.map(clean_label);
    }

    /// Number of plies played.
    #[must_use]
    pub fn ply_count(&self) -> usize {
        match &self.line {
            Line::Cephalopod { moves, .. } => moves.len(),
            Line::Deblockle(game) => game.moves().len(),
        }
    }

    /// The position before ply `ply + 1` (0 is the start, `ply_count()` the
    /// final position); `None` beyond the end.
    #[must_use]
    pub fn position_at(&self, ply: usize) -> Option<AnyPosition> {
        match &self.line {
            Line::Cephalopod { positions, .. } => {
                positions.get(ply).cloned().map(AnyPosition::Cephalopod)
            }
            Line::Deblockle(game) => game
                .positions()
                .get(ply)
                .cloned()
                .map(AnyPosition::Deblockle),
        }
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> AnyPosition {
        match &self.line {
            Line::Cephalopod { positions, .. } => AnyPosition::Cephalopod(positions[0].clone()),
            Line::Deblockle(game) => AnyPosition::Deblockle(game.start().clone()),
        }
    }

    /// The position after the last move.
    #[must_use]
    pub fn final_position(&self) -> AnyPosition {
        match &self.line {
            Line::Cephalopod { positions, .. } => {
                AnyPosition::Cephalopod(positions[positions.len() - 1].clone())
            }
            Line::Deblockle(game) => AnyPosition::Deblockle(game.position().clone()),
        }
    }

    /// The start position, then the position after each ply, for replay.
    #[must_use]
    pub fn positions(&self) -> Vec<AnyPosition> {
        match &self.line {
            Line::Cephalopod { positions, .. } => positions
                .iter()
                .cloned()
                .map(AnyPosition::Cephalopod)
                .collect(),
            Line::Deblockle(game) => game
                .positions()
                .iter()
                .cloned()
                .map(AnyPosition::Deblockle)
                .collect(),
        }
    }

    /// The moves in the game's notation, in order.
    #[must_use]
    pub fn moves(&self) -> Vec<String> {
        match &self.line {
            Line::Cephalopod { moves, .. } => moves.iter().map(ToString::to_string).collect(),
            Line::Deblockle(game) => game.moves().iter().map(ToString::to_string).collect(),
        }
    }

    /// Every ply with its number and mover, for move lists.
    #[must_use]
    pub fn plies(&self) -> Vec<Ply> {
        let positions = self.positions();
        self.moves()
            .into_iter()
            .zip(positions)
            .enumerate()
            .map(|(index, (notation, before))| Ply {
                number: index + 1,
                mover: before.to_move(),
                notation,
            })
            .collect()
    }

    /// The result once the game is over (the repetition draw included).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        match &self.line {
            Line::Cephalopod { positions, .. } => positions[positions.len() - 1].outcome(),
            Line::Deblockle(game) => game.outcome(),
        }
    }

    /// The result as written in records: `"White wins 13-12"`, `"draw 8-8"`,
    /// `"Gold wins (all blocks removed)"`, `"draw (third repetition)"`...;
    /// `None` while the game goes on.
    #[must_use]
    pub fn result_text(&self) -> Option<String> {
        match &self.line {
            Line::Cephalopod { positions, .. } => {
                cephalopod::result_text(&positions[positions.len() - 1])
            }
            Line::Deblockle(game) => game
                .ending()
                .map(|(outcome, ending)| deblockle::describe_result(outcome, ending)),
        }
    }

    /// Plays one move given in the game's notation after checking it is
    /// legal; the record is unchanged on error.
    pub fn play(&mut self, notation: &str) -> Result<(), ErrorKind> {
        let number = self.ply_count() + 1;
        self.play_move(notation)
            .map_err(|reason| ErrorKind::IllegalMove {
                number,
                text: notation.to_string(),
                reason,
            })
    }

    /// Keeps only the first `plies` moves (for taking back or replaying from
    /// an earlier point); does nothing if there are not more.
    pub fn truncate(&mut self, plies: usize) {
        match &mut self.line {
            Line::Cephalopod { positions, moves } => {
                moves.truncate(plies);
                positions.truncate(plies + 1);
            }
            Line::Deblockle(game) => {
                while game.moves().len() > plies {
                    game.undo();
                }
            }
        }
    }

    /// Typed access: the positions (start first) and moves of a Cephalopod
    /// record.
    #[must_use]
    pub fn cephalopod(&self) -> Option<(&[cephalopod::Position], &[cephalopod::Move])> {
        match &self.line {
            Line::Cephalopod { positions, moves } => Some((positions, moves)),
            Line::Deblockle(_) => None,
        }
    }

    /// Typed access: the game of a Deblockle record.
    #[must_use]
    pub fn deblockle(&self) -> Option<&Match> {
        match &self.line {
            Line::Deblockle(game) => Some(game),
            Line::Cephalopod { .. } => None,
        }
    }

    /// Plays `text`; the error is the engine's reason.
    fn play_move(&mut self, text: &str) -> Result<(), AnyParseError> {
        match &mut self.line {
            Line::Cephalopod { positions, moves } => {
                let position = &positions[positions.len() - 1];
                // The reader checks every rule, so the move is legal.
                let mv = position
                    .parse_move(text)
                    .map_err(AnyParseError::Cephalopod)?;
                positions.push(position.play(mv));
                moves.push(mv);
                Ok(())
            }
            Line::Deblockle(game) => game
                .play_notation(text)
                .map(|_| ())
                .map_err(AnyParseError::Deblockle),
        }
    }
}

impl fmt::Display for Record {
    /// The text record, as [`Record::to_text`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

impl std::str::FromStr for Record {
    type Err = RecordError;

    fn from_str(text: &str) -> Result<Record, RecordError> {
        Record::parse(text)
    }
}
