//! Game trees as records: the main line as the record's moves, every
//! other choice in `#@variation 1 …` comment lines, so any record reader
//! still reads the main line (see "Variations" in [`crate::record`]).
//!
//! ```
//! use cubeplay_engine::cephalopod::Position;
//! use cubeplay_engine::record::Record;
//! use cubeplay_engine::tree::record::{read, write};
//!
//! let mut game = Record::new_cephalopod(Position::new_empty(3, 3).unwrap());
//! game.play("b2").unwrap();
//! game.play("a1").unwrap();
//! let text = format!("{game}#@variation 1 c3 b1 (a3)\n");
//! let (headers, tree) = read(&text).unwrap();
//! assert_eq!(tree.len(), 5);
//! assert_eq!(write(&tree, &headers), text);
//! ```

use std::fmt;

use super::GameTree;
use crate::record::{ErrorKind, Options, Record};
use crate::Game;

/// The start of every variation line, before its version.
pub const VARIATION_MARK: &str = "#@variation";
/// The version of the variation syntax this code writes and reads.
pub const VARIATION_VERSION: &str = "1";

/// What is wrong with a record with variations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeErrorKind {
    /// The record itself: headers, main line, or a move of a variation
    /// (numbered by its ply) that cannot be played.
    Record(ErrorKind),
    /// A variation line before the first move line: there is no move it
    /// could be another choice for.
    NoMoveAbove,
    /// `#@variation` without a version.
    MissingVersion,
    /// A version of the variation syntax this code does not read.
    UnsupportedVersion { found: String },
    /// A variation, or a part in parentheses, with no moves.
    Empty,
    /// A `(` with no move before it in its line.
    ChoiceFirst,
    /// A `)` with no `(` open.
    UnopenedClose,
    /// A `(` that is never closed.
    Unclosed,
}

/// A problem and its line (counted from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeError {
    pub line: usize,
    pub kind: TreeErrorKind,
}

impl fmt::Display for TreeErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeErrorKind::Record(kind) => kind.fmt(f),
            TreeErrorKind::NoMoveAbove => f.write_str(
                "a variation must come after the move line it is another choice for",
            ),
            TreeErrorKind::MissingVersion => write!(
                f,
                "a variation line starts with '{VARIATION_MARK} {VARIATION_VERSION}' and then the moves"
            ),
            TreeErrorKind::UnsupportedVersion { found } => write!(
                f,
                "variation version '{found}' is not supported (this app reads version {VARIATION_VERSION})"
            ),
            TreeErrorKind::Empty => f.write_str("a variation has no moves"),
            TreeErrorKind::ChoiceFirst => {
                f.write_str("'(' must follow the move it is another choice for")
            }
            TreeErrorKind::UnopenedClose => f.write_str("')' has no '(' before it"),
            TreeErrorKind::Unclosed => f.write_str("a '(' is not closed with ')'"),
        }
    }
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.kind)
    }
}

impl std::error::Error for TreeError {}

/// The tree of a record without variations: its main line.
#[must_use]
#[inline]
pub fn from_record(record: &Record) -> GameTree {
    let mut tree = GameTree::new(record.start());
    let mut path = Vec::new();
    for (text, before) in record.moves().iter().zip(record.positions()) {
        // The record replayed these moves: they parse.
        match before
            .parse_move(text)
            .ok()
            .and_then(|mv| tree.add(&path, mv))
        {
            Some(next) => path = next,
            None => break,
        }
    }
    tree
}

/// The record `tree` describes: its start and main line, with the
/// players, date and options of `headers`.
#[must_use]
#[inline]
pub fn main_record(tree: &GameTree, headers: &Record) -> Record {
    let repetition_draw = matches!(
        headers.options(),
        Options::Deblockle {
            repetition_draw: true,
            ..
        }
    );
    let mut main = Record::new(tree.start().clone(), repetition_draw);
    for mv in tree.main_line() {
        // Every line of a tree was played through a record: it plays.
        if main.play(&mv.to_string()).is_err() {
            break;
        }
    }
    for seat in crate::Player::BOTH {
        main.set_player(seat, headers.player(seat));
    }
    main.set_date(headers.date());
    main
}

/// The lines of a record (without the end of line) with their 1-based
/// numbers, each marked when it is a move line, as the record reader
/// sees them: after the format line, neither blank, a comment nor a header.
#[inline]
fn record_lines(text: &str) -> impl Iterator<Item = (usize, &str, bool)> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut format_line_seen = false;
    text.split('\n').enumerate().map(move |(index, raw)| {
        let line = raw.trim();
        let moves = format_line_seen
            && !line.is_empty()
            && !line.starts_with('#')
            && !line.starts_with('[');
        format_line_seen |= !line.is_empty();
        (index + 1, raw.strip_suffix('\r').unwrap_or(raw), moves)
    })
}

/// Writes `tree` as a record with the headers of `headers` (see
/// [`main_record`]) and a variation line after each main-line move that
/// has other choices.
#[must_use]
#[inline]
pub fn write(tree: &GameTree, headers: &Record) -> String {
    let text = main_record(tree, headers).to_text();
    let mut out = String::with_capacity(text.len());
    let mut main_path = Vec::new();
    for (_, line, moves) in record_lines(text.strip_suffix('\n').unwrap_or(&text)) {
        out.push_str(line);
        out.push('\n');
        if !moves {
            continue;
        }
        let choices = tree.children_at(&main_path).unwrap_or_default();
        for choice in choices.iter().skip(1) {
            out.push_str(VARIATION_MARK);
            out.push(' ');
            out.push_str(VARIATION_VERSION);
            out.push(' ');
            write_node(choice, &mut out);
            out.push('\n');
        }
        main_path.push(0);
    }
    out
}

/// `mv`, then its line, each choice after the move it replaces in
/// parentheses.
#[inline]
fn write_node(node: &super::Node, out: &mut String) {
    out.push_str(&node.mv.to_string());
    let mut children = &node.children;
    while let Some(first) = children.first() {
        out.push(' ');
        out.push_str(&first.mv.to_string());
        for choice in &children[1..] {
            out.push_str(" (");
            write_node(choice, out);
            out.push(')');
        }
        children = &first.children;
    }
}

/// The record at the node `path` of `tree`: `empty` (the game's options,
/// no moves) with the path's moves played.
#[inline]
fn record_at(empty: &Record, tree: &GameTree, path: &[usize]) -> Record {
    let mut record = empty.clone();
    for mv in tree.moves_to(path).unwrap_or_default() {
        let _ = record.play(&mv.to_string());
    }
    record
}

/// One open level of a variation: the node its next move follows, and
/// the node the last move read followed (where a `(` branches off).
struct Level {
    after: Vec<usize>,
    last_from: Option<Vec<usize>>,
}

/// Adds the variation `payload` to `tree` as another choice for the move
/// after the node `anchor`, whose record is `record`.
#[inline]
fn read_variation(
    payload: &str,
    tree: &mut GameTree,
    anchor: &[usize],
    empty: &Record,
) -> Result<(), TreeErrorKind> {
    let mut record = record_at(empty, tree, anchor);
    let mut levels = vec![Level {
        after: anchor.to_vec(),
        last_from: None,
    }];
    // Moves are ASCII and hold no parentheses: spaces around them make words.
    let spaced = payload.replace('(', " ( ").replace(')', " ) ");
    for word in spaced.split_ascii_whitespace() {
        let level = levels.len() - 1;
        match word {
            "(" => {
                let Some(from) = levels[level].last_from.clone() else {
                    return Err(TreeErrorKind::ChoiceFirst);
                };
                record = record_at(empty, tree, &from);
                levels.push(Level {
                    after: from,
                    last_from: None,
                });
            }
            ")" => {
                if level == 0 {
                    return Err(TreeErrorKind::UnopenedClose);
                }
                if levels[level].last_from.is_none() {
                    return Err(TreeErrorKind::Empty);
                }
                levels.pop();
                record = record_at(empty, tree, &levels[level - 1].after);
            }
            text => {
                let before = record.final_position();
                record.play(text).map_err(TreeErrorKind::Record)?;
                let number = record.ply_count();
                let mv = before.parse_move(text).map_err(|reason| {
                    TreeErrorKind::Record(ErrorKind::IllegalMove {
                        number,
                        text: text.to_string(),
                        reason,
                    })
                })?;
                let level = &mut levels[level];
                let next = tree.add(&level.after, mv).ok_or(TreeErrorKind::Empty)?;
                level.last_from = Some(std::mem::replace(&mut level.after, next));
            }
        }
    }
    match levels.as_slice() {
        [only] if only.last_from.is_some() => Ok(()),
        [_] => Err(TreeErrorKind::Empty),
        _ => Err(TreeErrorKind::Unclosed),
    }
}

/// Reads a record with variations: the record (headers and main line, as
/// [`Record::parse`] reads it) and the whole tree. A record without
/// variation lines gives its main line. Errors name the line; nothing
/// panics.
#[inline]
pub fn read(text: &str) -> Result<(Record, GameTree), TreeError> {
    let record = Record::parse(text).map_err(|error| TreeError {
        line: error.line().unwrap_or(1),
        kind: TreeErrorKind::Record(error.kind),
    })?;
    let mut tree = from_record(&record);
    let empty = main_record(&GameTree::new(record.start()), &record);
    let mut move_lines = 0;
    for (line, content, moves) in record_lines(text) {
        if moves {
            move_lines += 1;
            continue;
        }
        let Some(rest) = content.trim().strip_prefix(VARIATION_MARK) else {
            continue;
        };
        if !rest.is_empty() && !rest.starts_with(char::is_whitespace) {
            // Another kind of structured comment, like `#@variations`.
            continue;
        }
        let at = |kind| TreeError { line, kind };
        let rest = rest.trim_start();
        let (version, payload) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        match version {
            "" => return Err(at(TreeErrorKind::MissingVersion)),
            VARIATION_VERSION => {}
            found => {
                return Err(at(TreeErrorKind::UnsupportedVersion {
                    found: found.to_string(),
                }))
            }
        }
        if move_lines == 0 {
            return Err(at(TreeErrorKind::NoMoveAbove));
        }
        let anchor = vec![0; move_lines - 1];
        read_variation(payload, &mut tree, &anchor, &empty).map_err(at)?;
    }
    Ok((record, tree))
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = "cubeplay-record 1
[Game \"cephalopod\"]
[Size \"3x3\"]
[White \"human\"]
[Black \"AI level 2\"]
[Start \".../.../... w\"]
[Result \"unfinished\"]

1. White b2
2. Black a1
3. White c3
";

    fn with_variations(lines: &[(usize, &str)]) -> String {
        let mut out = String::new();
        for (number, line) in GAME.lines().enumerate() {
            out.push_str(line);
            out.push('\n');
            for (after, variation) in lines {
                if *after == number + 1 {
                    out.push_str(variation);
                    out.push('\n');
                }
            }
        }
        out
    }

    fn error(text: &str) -> String {
        read(text).unwrap_err().to_string()
    }

    fn line(tree: &GameTree, path: &[usize]) -> String {
        let moves = tree.moves_to(path).unwrap();
        moves
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn an_old_record_is_its_main_line() {
        let (record, tree) = read(GAME).unwrap();
        assert_eq!(tree.len(), 3);
        assert_eq!(line(&tree, &[0, 0, 0]), "b2 a1 c3");
        assert_eq!(record.player(crate::Player::Second), Some("AI level 2"));
        assert_eq!(write(&tree, &record), GAME);
    }

    #[test]
    fn variations_are_choices_for_the_move_above_them() {
        let text = with_variations(&[
            (9, "#@variation 1 a1 c3 (c1 a3) b2"),
            (9, "#@variation 1 c1"),
            (10, "#@variation 1 c3 (a3) c1"),
        ]);
        let (record, tree) = read(&text).unwrap();
        assert_eq!(record.moves(), ["b2", "a1", "c3"]);
        assert_eq!(tree.len(), 12);
        assert_eq!(line(&tree, &[1, 0, 0]), "a1 c3 b2");
        assert_eq!(line(&tree, &[1, 1, 0]), "a1 c1 a3");
        assert_eq!(line(&tree, &[2]), "c1");
        assert_eq!(line(&tree, &[0, 1, 0]), "b2 c3 c1");
        assert_eq!(line(&tree, &[0, 2]), "b2 a3");
        assert_eq!(tree.children_at(&[0, 2]).map(<[_]>::len), Some(0));
        // Choices for a main-line move are written one per line.
        let written = write(&tree, &record);
        let canonical = text.replace("c3 (a3) c1", "c3 c1\n#@variation 1 a3");
        assert_eq!(written, canonical);
        assert_eq!(read(&written).unwrap().1, tree);
    }

    #[test]
    fn other_comments_are_left_alone() {
        let text = with_variations(&[
            (9, "# a plain comment"),
            (9, "#@review 1 best 0.3"),
            (9, "#@variations are not ours"),
            (10, "#@variation 1 a3"),
        ]);
        let (_, tree) = read(&text).unwrap();
        assert_eq!(tree.len(), 4);
        assert_eq!(line(&tree, &[0, 1]), "b2 a3");
    }

    #[test]
    fn errors_name_the_line_and_the_problem() {
        let cases = [
            (
                (8, "#@variation 1 a1"),
                "line 9: a variation must come after the move line it is another choice for",
            ),
            (
                (10, "#@variation"),
                "line 11: a variation line starts with '#@variation 1' and then the moves",
            ),
            (
                (10, "#@variation 2 a1"),
                "line 11: variation version '2' is not supported (this app reads version 1)",
            ),
            ((10, "#@variation 1"), "line 11: a variation has no moves"),
            (
                (10, "#@variation 1 a3 ()"),
                "line 11: a variation has no moves",
            ),
            (
                (10, "#@variation 1 (a3)"),
                "line 11: '(' must follow the move it is another choice for",
            ),
            (
                (10, "#@variation 1 a3)"),
                "line 11: ')' has no '(' before it",
            ),
            (
                (10, "#@variation 1 a3 (c3"),
                "line 11: a '(' is not closed with ')'",
            ),
            (
                (11, "#@variation 1 b2"),
                "line 12: move 3 (b2) cannot be played: square b2 is already occupied",
            ),
            (
                (11, "#@variation 1 a3 (a3 z9)"),
                "line 12: move 4 (z9) cannot be played: square z9 is not on the 3×3 board",
            ),
        ];
        for ((after, variation), expected) in cases {
            let text = with_variations(&[(after, variation)]);
            assert_eq!(error(&text), expected, "{variation}");
        }
        assert_eq!(
            error("cubeplay-record 1\n[Game \"go\"]\n"),
            "line 2: unknown game 'go' (expected cephalopod or deblockle)"
        );
    }

    #[test]
    fn a_deblockle_variation_keeps_the_repetition_rule() {
        // Blue and Gold go back and forth: move 12 repeats a position for
        // the third time, a draw, so nothing can follow it.
        let moves = [
            "c3-d3:e3", "e5-f5:d4", "e3-f3:e1", "d4-e4:d4", "e1-d1:e1", "d4-c4:c3", "e1-f1:e1",
            "c3-d3:d4", "e1-d1:e1", "d4-c4:c3", "e1-f1:e1",
        ];
        let mut text = String::from(
            "cubeplay-record 1\n[Game \"deblockle\"]\n[Start \"......./......./....bXS../......./..gLT..../......./....... g\"]\n\n",
        );
        for (index, mv) in moves.iter().enumerate() {
            text.push_str(&format!("{}. {mv}\n", index + 1));
        }
        let (_, tree) = read(&text).unwrap();
        assert_eq!(tree.len(), 11);
        text.push_str("#@variation 1 e1-f1:e1 c3-d3:d4 e1-d1:e1\n");
        assert_eq!(
            error(&text),
            "line 16: move 13 (e1-d1:e1) cannot be played: the game is over"
        );
    }
}
