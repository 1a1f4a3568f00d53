//! Puzzles: positions with a forced win whose winning first move is unique,
//! kept as versioned text files (`puzzles/<game>.txt`), proven by the
//! engine's search ([`prove`]) and made by [`generate`].
//!
//! # Puzzle files, version 1
//!
//! UTF-8 text, one item per line. The first line that is not blank is the
//! header `cubeplay-puzzles 1 <game>` (`cephalopod` or `deblockle`). After
//! it, blank lines and lines starting with `#` (comments) are ignored; every
//! other line is one puzzle of five fields separated by `|` (spaces around
//! a field are ignored):
//!
//! `position | options | first move | solution line | difficulty`
//!
//! - **position**: the game's position notation; the side to move is the
//!   attacker, who is to win.
//! - **options**: `Key=value` words. Cephalopod: `Size=3x3 Goal=win` (the
//!   size as the record's `Size` header writes it, and it must be the
//!   position's; the goal is to win the game with perfect play). Deblockle:
//!   `NoAdjacent=off RepetitionDraw=on Goal=clear-in-2` (the two rule
//!   options as the record's headers write them; the goal is to remove the
//!   attacker's last block within that many of the attacker's own turns,
//!   1 to [`MAX_CLEAR_TURNS`]). Every key once, in any order.
//! - **first move**: the unique winning move.
//! - **solution line**: the whole line, first move included, moves
//!   separated by spaces: the attacker's quickest win against the
//!   defender's longest defence, played to the goal.
//! - **difficulty**: `100 × T + L`, where `T` is the number of the
//!   attacker's moves in the solution line and `L` the number of legal
//!   first moves (counted up to 99): longer solutions first, then more
//!   choice. The file is sorted by it, lowest first.
//!
//! Reading a file never panics: an error names the line (from 1) and the
//! field. Reading checks the notation, legality of every move, the
//! difficulty and the order; [`prove`] then proves the win and the unique
//! first move.

mod generate;
mod judge;
mod prove;

pub use generate::{canonical_key, generate, GenerateOptions, MIN_FIRST_MOVES};
pub use judge::{hint, judge_attempt, Judgement, DEFENCE_MAX_TURNS};
pub use prove::{prove, ProofReport, PROOF_NODE_LIMIT};

use std::fmt;

use crate::game::{Game, Outcome, Player};
use crate::{deblockle, AnyMove, AnyPosition, GameKind};

/// The first word of a puzzle file's header.
pub const FORMAT_NAME: &str = "cubeplay-puzzles";
/// The version this program reads and writes.
pub const FORMAT_VERSION: u32 = 1;
/// The most own turns a Deblockle goal may give.
pub const MAX_CLEAR_TURNS: u32 = 3;
/// `L`, the count of legal first moves, is capped here in the difficulty.
pub const MAX_COUNTED_MOVES: usize = 99;

/// What the attacker (the side to move) must achieve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Cephalopod: win the game with perfect play.
    Win,
    /// Deblockle: remove the last own block within this many own turns.
    ClearWithin(u32),
}

impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Win => f.write_str("win"),
            Goal::ClearWithin(turns) => write!(f, "clear-in-{turns}"),
        }
    }
}

/// The part of a puzzle line an error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Header,
    /// The line as a whole (e.g. the wrong number of fields).
    Line,
    Position,
    Options,
    FirstMove,
    Solution,
    Difficulty,
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Field::Header => "header",
            Field::Line => "line",
            Field::Position => "position",
            Field::Options => "options",
            Field::FirstMove => "first move",
            Field::Solution => "solution line",
            Field::Difficulty => "difficulty",
        })
    }
}

/// What is wrong with one puzzle, and in which field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    pub field: Field,
    pub message: String,
}

impl FieldError {
    pub fn new(field: Field, message: impl Into<String>) -> FieldError {
        FieldError {
            field,
            message: message.into(),
        }
    }
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

impl std::error::Error for FieldError {}

/// An error in a puzzle file: the line (from 1), the field and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleError {
    pub line: usize,
    pub field: Field,
    pub message: String,
}

impl PuzzleError {
    #[must_use]
    pub fn at(line: usize, error: FieldError) -> PuzzleError {
        PuzzleError {
            line,
            field: error.field,
            message: error.message,
        }
    }
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, {}: {}", self.line, self.field, self.message)
    }
}

impl std::error::Error for PuzzleError {}

/// One puzzle. Always consistent: the moves are legal, the solution line
/// starts with the first move and the difficulty is the line's. Whether the
/// win is forced and the first move unique is for [`prove`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    position: AnyPosition,
    repetition_draw: bool,
    goal: Goal,
    line: Vec<AnyMove>,
    difficulty: u32,
}

/// `100 × T + L`: `T` the attacker's moves in the solution line, `L` the
/// legal first moves (at most [`MAX_COUNTED_MOVES`] counted).
#[must_use]
pub fn difficulty(attacker_moves: usize, legal_first_moves: usize) -> u32 {
    (100 * attacker_moves + legal_first_moves.min(MAX_COUNTED_MOVES)) as u32
}

impl Puzzle {
    /// A puzzle from its parts. `line` is the whole solution line, first
    /// move included; `repetition_draw` only matters to Deblockle.
    pub fn new(
        position: AnyPosition,
        repetition_draw: bool,
        goal: Goal,
        line: Vec<AnyMove>,
    ) -> Result<Puzzle, FieldError> {
        if position.outcome().is_some() {
            return Err(FieldError::new(Field::Position, "the game is already over"));
        }
        match (position.kind(), goal) {
            (GameKind::Cephalopod, Goal::Win) => {}
            (GameKind::Deblockle, Goal::ClearWithin(turns))
                if (1..=MAX_CLEAR_TURNS).contains(&turns) => {}
            (kind, goal) => {
                return Err(FieldError::new(
                    Field::Options,
                    format!("Goal={goal} is not a goal of {}", kind.title()),
                ))
            }
        }
        if line.is_empty() {
            return Err(FieldError::new(Field::Solution, "the line has no moves"));
        }
        let attacker = position.to_move();
        let mut current = position.clone();
        let mut attacker_moves = 0;
        for (number, &mv) in line.iter().enumerate() {
            if current.outcome().is_some() {
                return Err(FieldError::new(
                    Field::Solution,
                    format!("move {} '{mv}': the game is already over", number + 1),
                ));
            }
            if current.to_move() == attacker {
                attacker_moves += 1;
            }
            current = current.try_play(mv).map_err(|error| {
                FieldError::new(
                    Field::Solution,
                    format!("move {} '{mv}': {error}", number + 1),
                )
            })?;
        }
        let difficulty = difficulty(attacker_moves, position.legal_moves().len());
        Ok(Puzzle {
            position,
            repetition_draw,
            goal,
            line,
            difficulty,
        })
    }

    /// Reads one puzzle line of a `kind` file.
    pub fn parse_line(kind: GameKind, text: &str) -> Result<Puzzle, FieldError> {
        let fields: Vec<&str> = text.split('|').map(str::trim).collect();
        let [position, options, first, line, difficulty] = fields[..] else {
            return Err(FieldError::new(
                Field::Line,
                format!("expected 5 fields separated by '|', found {}", fields.len()),
            ));
        };
        let options = Options::parse(kind, options)?;
        let position = AnyPosition::parse(kind, position, options.rules)
            .map_err(|error| FieldError::new(Field::Position, format!("'{position}': {error}")))?;
        if let (Some(size), Some(board)) = (options.size, position.cephalopod()) {
            if size != (board.rows(), board.cols()) {
                return Err(FieldError::new(
                    Field::Options,
                    format!(
                        "Size={}x{} but the position is {}x{}",
                        size.0,
                        size.1,
                        board.rows(),
                        board.cols()
                    ),
                ));
            }
        }
        if position.outcome().is_some() {
            return Err(FieldError::new(Field::Position, "the game is already over"));
        }
        let first_move = position
            .parse_move(first)
            .map_err(|error| FieldError::new(Field::FirstMove, format!("'{first}': {error}")))?;
        let mut moves = Vec::new();
        let mut current = position.clone();
        for (number, text) in line.split_whitespace().enumerate() {
            let mv = current.parse_move(text).map_err(|error| {
                FieldError::new(
                    Field::Solution,
                    format!("move {} '{text}': {error}", number + 1),
                )
            })?;
            if number == 0 && mv != first_move {
                return Err(FieldError::new(
                    Field::Solution,
                    format!("the line starts with {mv}, not with the first move {first_move}"),
                ));
            }
            current = current.play(mv);
            moves.push(mv);
        }
        let written: u32 = difficulty.parse().map_err(|_| {
            FieldError::new(
                Field::Difficulty,
                format!("'{difficulty}' is not a whole number"),
            )
        })?;
        let puzzle = Puzzle::new(position, options.repetition_draw, options.goal, moves)?;
        if written != puzzle.difficulty {
            return Err(FieldError::new(
                Field::Difficulty,
                format!(
                    "{written} is not this puzzle's difficulty {} (100 × {} of {} in the line + {})",
                    puzzle.difficulty,
                    counted(puzzle.attacker_moves(), "move"),
                    puzzle.attacker_name(),
                    counted(
                        puzzle.position.legal_moves().len().min(MAX_COUNTED_MOVES),
                        "legal first move"
                    )
                ),
            ));
        }
        Ok(puzzle)
    }

    /// The puzzle as one line of its file.
    #[must_use]
    pub fn to_line(&self) -> String {
        let line: Vec<String> = self.line.iter().map(ToString::to_string).collect();
        format!(
            "{} | {} | {} | {} | {}",
            self.position,
            self.options_text(),
            self.line[0],
            line.join(" "),
            self.difficulty
        )
    }

    fn options_text(&self) -> String {
        let on_off = |on: bool| if on { "on" } else { "off" };
        match &self.position {
            AnyPosition::Cephalopod(board) => {
                format!("Size={}x{} Goal={}", board.rows(), board.cols(), self.goal)
            }
            AnyPosition::Deblockle(position) => format!(
                "NoAdjacent={} RepetitionDraw={} Goal={}",
                on_off(position.rules().no_adjacent),
                on_off(self.repetition_draw),
                self.goal
            ),
        }
    }

    #[must_use]
    pub fn kind(&self) -> GameKind {
        self.position.kind()
    }

    #[must_use]
    pub fn position(&self) -> &AnyPosition {
        &self.position
    }

    /// The side to move, who is to win.
    #[must_use]
    pub fn attacker(&self) -> Player {
        self.position.to_move()
    }

    fn attacker_name(&self) -> &'static str {
        self.kind().player_name(self.attacker())
    }

    #[must_use]
    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// Deblockle's repetition rule (a third occurrence, counted from the
    /// puzzle's position, is a draw); Cephalopod positions never repeat.
    #[must_use]
    pub fn repetition_draw(&self) -> bool {
        self.repetition_draw
    }

    #[must_use]
    pub fn first_move(&self) -> AnyMove {
        self.line[0]
    }

    /// The whole solution line, first move included.
    #[must_use]
    pub fn line(&self) -> &[AnyMove] {
        &self.line
    }

    /// How many moves of the solution line are the attacker's.
    #[must_use]
    pub fn attacker_moves(&self) -> usize {
        let attacker = self.attacker();
        let mut current = self.position.clone();
        let mut count = 0;
        for &mv in &self.line {
            if current.to_move() == attacker {
                count += 1;
            }
            current = current.play(mv);
        }
        count
    }

    /// Whether the line ends with the attacker's win.
    #[must_use]
    pub fn line_reaches_goal(&self) -> bool {
        let end = self
            .line
            .iter()
            .fold(self.position.clone(), |position, &mv| position.play(mv));
        end.outcome() == Some(Outcome::Win(self.attacker()))
    }

    #[must_use]
    pub fn difficulty(&self) -> u32 {
        self.difficulty
    }
}

/// "1 move", "3 moves".
fn counted(count: usize, thing: &str) -> String {
    if count == 1 {
        format!("1 {thing}")
    } else {
        format!("{count} {thing}s")
    }
}

/// The options field, read.
struct Options {
    rules: deblockle::Rules,
    repetition_draw: bool,
    goal: Goal,
    size: Option<(u8, u8)>,
}

impl Options {
    fn parse(kind: GameKind, text: &str) -> Result<Options, FieldError> {
        let error = |message: String| FieldError::new(Field::Options, message);
        let keys: &[&str] = match kind {
            GameKind::Cephalopod => &["Size", "Goal"],
            GameKind::Deblockle => &["NoAdjacent", "RepetitionDraw", "Goal"],
        };
        let mut values: Vec<Option<&str>> = vec![None; keys.len()];
        for word in text.split_whitespace() {
            let Some((key, value)) = word.split_once('=') else {
                return Err(error(format!("'{word}' is not Key=value")));
            };
            let Some(slot) = keys.iter().position(|&known| known == key) else {
                return Err(error(format!(
                    "unknown option '{key}' (expected {})",
                    keys.join(", ")
                )));
            };
            if values[slot].replace(value).is_some() {
                return Err(error(format!("{key} is given twice")));
            }
        }
        if let Some(missing) = keys.iter().zip(&values).find(|(_, v)| v.is_none()) {
            return Err(error(format!("{} is missing", missing.0)));
        }
        let value = |key: &str| values[keys.iter().position(|&k| k == key).unwrap_or(0)];
        let on_off = |key: &str| match value(key) {
            Some("on") => Ok(true),
            Some("off") => Ok(false),
            other => Err(error(format!(
                "{key}={} (expected on or off)",
                other.unwrap_or("")
            ))),
        };
        let goal_text = value("Goal").unwrap_or("");
        let goal = match goal_text {
            "win" => Goal::Win,
            other => match other.strip_prefix("clear-in-").map(str::parse::<u32>) {
                Some(Ok(turns)) => Goal::ClearWithin(turns),
                _ => {
                    return Err(error(format!(
                        "Goal={goal_text} (expected win or clear-in-N)"
                    )))
                }
            },
        };
        match kind {
            GameKind::Cephalopod => {
                let size_text = value("Size").unwrap_or("");
                let size = size_text
                    .split_once('x')
                    .and_then(|(rows, cols)| Some((rows.parse().ok()?, cols.parse().ok()?)))
                    .ok_or_else(|| error(format!("Size={size_text} (expected ROWSxCOLUMNS)")))?;
                Ok(Options {
                    rules: deblockle::Rules::default(),
                    repetition_draw: false,
                    goal,
                    size: Some(size),
                })
            }
            GameKind::Deblockle => Ok(Options {
                rules: deblockle::Rules {
                    no_adjacent: on_off("NoAdjacent")?,
                },
                repetition_draw: on_off("RepetitionDraw")?,
                goal,
                size: None,
            }),
        }
    }
}

/// A puzzle and the line of its file it was read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub line: usize,
    pub puzzle: Puzzle,
}

/// A whole puzzle file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleFile {
    pub kind: GameKind,
    /// The comment lines between the header and the first puzzle, without
    /// their `# ` (written back there).
    pub comments: Vec<String>,
    pub entries: Vec<Entry>,
}

impl PuzzleFile {
    /// Reads a file: header, comments and puzzles, checking every puzzle's
    /// notation and difficulty, that no position comes twice and that the
    /// puzzles are sorted by difficulty.
    pub fn parse(text: &str) -> Result<PuzzleFile, PuzzleError> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, line)| (i + 1, line.trim()));
        let (header_line, header) = lines
            .by_ref()
            .find(|(_, line)| !line.is_empty())
            .ok_or_else(|| PuzzleError {
                line: 1,
                field: Field::Header,
                message: format!(
                    "the file is empty (expected '{FORMAT_NAME} {FORMAT_VERSION} <game>')"
                ),
            })?;
        let kind = parse_header(header).map_err(|message| PuzzleError {
            line: header_line,
            field: Field::Header,
            message,
        })?;
        let mut file = PuzzleFile {
            kind,
            comments: Vec::new(),
            entries: Vec::new(),
        };
        for (number, line) in lines {
            if line.is_empty() {
                continue;
            }
            if let Some(comment) = line.strip_prefix('#') {
                if file.entries.is_empty() {
                    file.comments.push(comment.trim().to_string());
                }
                continue;
            }
            let puzzle =
                Puzzle::parse_line(kind, line).map_err(|error| PuzzleError::at(number, error))?;
            if let Some(last) = file.entries.last() {
                if puzzle.difficulty < last.puzzle.difficulty {
                    return Err(PuzzleError {
                        line: number,
                        field: Field::Difficulty,
                        message: format!(
                            "{} is below the {} of line {}: puzzles must be sorted by difficulty",
                            puzzle.difficulty, last.puzzle.difficulty, last.line
                        ),
                    });
                }
            }
            if let Some(same) = file
                .entries
                .iter()
                .find(|entry| entry.puzzle.position == puzzle.position)
            {
                return Err(PuzzleError {
                    line: number,
                    field: Field::Position,
                    message: format!("the same position as line {}", same.line),
                });
            }
            file.entries.push(Entry {
                line: number,
                puzzle,
            });
        }
        Ok(file)
    }

    /// Proves every puzzle ([`prove`]); the first failure names its line
    /// and field. Returns the nodes all proofs visited.
    pub fn prove_all(&self, node_limit: u64) -> Result<u64, PuzzleError> {
        let mut nodes = 0;
        for entry in &self.entries {
            let report = prove(&entry.puzzle, node_limit)
                .map_err(|error| PuzzleError::at(entry.line, error))?;
            nodes += report.nodes;
        }
        Ok(nodes)
    }

    /// The file's text: header, comments, one puzzle a line, final newline.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut text = format!("{FORMAT_NAME} {FORMAT_VERSION} {}\n", self.kind);
        for comment in &self.comments {
            text.push_str(format!("# {comment}").trim_end());
            text.push('\n');
        }
        for entry in &self.entries {
            text.push_str(&entry.puzzle.to_line());
            text.push('\n');
        }
        text
    }
}

fn parse_header(header: &str) -> Result<GameKind, String> {
    let words: Vec<&str> = header.split_whitespace().collect();
    let expected = format!("expected '{FORMAT_NAME} {FORMAT_VERSION} <game>', found '{header}'");
    let [name, version, game] = words[..] else {
        return Err(expected);
    };
    if name != FORMAT_NAME {
        return Err(expected);
    }
    match version.parse::<u32>() {
        Ok(FORMAT_VERSION) => {}
        Ok(other) => {
            return Err(format!(
                "version {other} is not supported (this program reads version {FORMAT_VERSION})"
            ))
        }
        Err(_) => return Err(expected),
    }
    game.parse()
        .map_err(|error: crate::UnknownGame| error.to_string())
}

#[cfg(test)]
mod tests;
