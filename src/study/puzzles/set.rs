//! The puzzle screen's model, with no Yew: the puzzles (the repository's
//! files, built into the app), their addresses, the goal in words, and the
//! solved puzzles kept in the browser.

use cubeplay_engine::puzzle::{Goal, Puzzle, PuzzleError, PuzzleFile};
use cubeplay_engine::{AnyPosition, GameKind};

use crate::i18n::labels::player_label;
use crate::i18n::msg;
use crate::storage::store::KeyValue;

/// Where the solved puzzles are kept.
pub const SOLVED_KEY: &str = "cubeplay.puzzles";
/// The first line of the kept value; then one `game|position` a line.
const SOLVED_HEADER: &str = "solved 1";

fn file_text(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Cephalopod => include_str!("../../../puzzles/cephalopod.txt"),
        GameKind::Deblockle => include_str!("../../../puzzles/deblockle.txt"),
    }
}

/// The game's puzzles, easiest first; an error names the line and field
/// (the engine's own error: its text is what the screen shows).
pub fn puzzles(kind: GameKind) -> Result<Vec<Puzzle>, PuzzleError> {
    puzzles_of(file_text(kind))
}

fn puzzles_of(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    let file = PuzzleFile::parse(text)?;
    Ok(file.entries.into_iter().map(|entry| entry.puzzle).collect())
}

/// Reads what follows `#/puzzles/`: `<game>` or `<game>/<n>` (n from 1).
pub fn parse_address(rest: &str) -> Option<(GameKind, Option<usize>)> {
    // A number that is not one (`/abc`, `/0`) refuses the address rather
    // than opening another puzzle.
    let (game, number) = match rest.split_once('/') {
        Some((game, "")) => (game, None),
        Some((game, number)) => (game, Some(number.parse::<usize>().ok().filter(|&n| n > 0)?)),
        None => (rest, None),
    };
    Some((game.parse().ok()?, number))
}

/// The address of puzzle `number` (from 1).
pub fn address(kind: GameKind, number: usize) -> String {
    format!("#/puzzles/{}/{number}", kind.name())
}

/// "Gold to move: clear your last block within 2 turns".
pub fn goal_sentence(puzzle: &Puzzle) -> String {
    let player = player_label(puzzle.kind(), puzzle.attacker());
    match (puzzle.goal(), puzzle.position()) {
        (Goal::ClearWithin(turns), _) => msg::puzzles_goal_clear(player.as_str(), turns),
        (Goal::Win, AnyPosition::Cephalopod(board)) => {
            let size = format!("{}×{}", board.rows(), board.cols());
            msg::puzzles_goal_win(player.as_str(), size.as_str())
        }
        // No Deblockle puzzle asks for a plain win; its board is 7×7.
        (Goal::Win, _) => {
            let side = cubeplay_engine::deblockle::BOARD_SIZE;
            msg::puzzles_goal_win(player.as_str(), format!("{side}×{side}").as_str())
        }
    }
}

/// The solved puzzles, as kept. Anything unreadable counts as nothing
/// solved (and is never misread as solved).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Solved(Vec<String>);

fn entry(kind: GameKind, puzzle: &Puzzle) -> String {
    format!("{}|{}", kind.name(), puzzle.position())
}

impl Solved {
    pub fn read(store: &dyn KeyValue) -> Solved {
        let text = store.get(SOLVED_KEY).unwrap_or_default();
        let mut lines = text.lines();
        if lines.next() != Some(SOLVED_HEADER) {
            return Solved::default();
        }
        Solved(lines.map(str::to_string).collect())
    }

    pub fn contains(&self, kind: GameKind, puzzle: &Puzzle) -> bool {
        self.0.contains(&entry(kind, puzzle))
    }

    /// Marks `puzzle` solved and keeps the list; `false` when the browser
    /// refused to store it.
    pub fn add(&mut self, kind: GameKind, puzzle: &Puzzle, store: &mut dyn KeyValue) -> bool {
        if !self.contains(kind, puzzle) {
            self.0.push(entry(kind, puzzle));
        }
        let mut text = SOLVED_HEADER.to_string();
        for line in &self.0 {
            text.push('\n');
            text.push_str(line);
        }
        store.set(SOLVED_KEY, &text).is_ok()
    }

    /// How many of `puzzles` are solved.
    pub fn count(&self, kind: GameKind, puzzles: &[Puzzle]) -> usize {
        puzzles.iter().filter(|p| self.contains(kind, p)).count()
    }

    /// The first puzzle not solved yet (from 1), or the first.
    pub fn first_unsolved(&self, kind: GameKind, puzzles: &[Puzzle]) -> usize {
        puzzles
            .iter()
            .position(|p| !self.contains(kind, p))
            .map_or(1, |index| index + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::store::MemoryStore;
    use cubeplay_engine::puzzle::Field;

    #[test]
    fn both_files_are_built_in_and_read() {
        let cephalopod = puzzles(GameKind::Cephalopod).unwrap();
        let deblockle = puzzles(GameKind::Deblockle).unwrap();
        assert_eq!((cephalopod.len(), deblockle.len()), (40, 40));
        assert_eq!(cephalopod[0].first_move().to_string(), "a1");
        assert_eq!(deblockle[0].first_move().to_string(), "d3-d2");
    }

    #[test]
    fn a_damaged_file_is_an_error_naming_its_line() {
        let text = "cubeplay-puzzles 1 cephalopod\n# a comment\n.../.../... w | Size=3x3 Goal=win | a1 | a1 | 5\n";
        let error = puzzles_of(text).unwrap_err();
        assert_eq!((error.line, error.field), (3, Field::Difficulty));
        assert_eq!(
            error.to_string(),
            "line 3, difficulty: 5 is not this puzzle's difficulty 109 (100 × 1 move of White in the line + 9 legal first moves)"
        );
        assert_eq!(
            puzzles_of("cubeplay-puzzles 2 cephalopod\n")
                .unwrap_err()
                .to_string(),
            "line 1, header: version 2 is not supported (this program reads version 1)"
        );
    }

    #[test]
    fn addresses_are_read_and_written() {
        assert_eq!(
            parse_address("deblockle"),
            Some((GameKind::Deblockle, None))
        );
        assert_eq!(
            parse_address("cephalopod/12"),
            Some((GameKind::Cephalopod, Some(12)))
        );
        // Not a puzzle's number: refused, never another puzzle.
        assert_eq!(parse_address("cephalopod/0"), None);
        assert_eq!(parse_address("cephalopod/x"), None);
        assert_eq!(
            parse_address("cephalopod/"),
            Some((GameKind::Cephalopod, None))
        );
        assert_eq!(parse_address("chess/1"), None);
        assert_eq!(address(GameKind::Deblockle, 3), "#/puzzles/deblockle/3");
    }

    #[test]
    fn goals_are_worded() {
        let cephalopod = puzzles(GameKind::Cephalopod).unwrap();
        assert_eq!(
            goal_sentence(&cephalopod[0]),
            "Black to move and win the 4×4 board"
        );
        assert_eq!(
            goal_sentence(&cephalopod[2]),
            "Black to move and win the 3×3 board"
        );
        let deblockle = puzzles(GameKind::Deblockle).unwrap();
        assert_eq!(
            goal_sentence(&deblockle[0]),
            "Blue to move: clear your last block within 1 turn"
        );
        assert_eq!(
            goal_sentence(&deblockle[12]),
            "Blue to move: clear your last block within 2 turns"
        );
    }

    #[test]
    fn solved_puzzles_are_kept_and_read_defensively() {
        let all = puzzles(GameKind::Cephalopod).unwrap();
        let mut store = MemoryStore::new();
        let mut solved = Solved::read(&store);
        assert_eq!(solved.first_unsolved(GameKind::Cephalopod, &all), 1);
        assert!(solved.add(GameKind::Cephalopod, &all[0], &mut store));
        assert!(solved.add(GameKind::Cephalopod, &all[0], &mut store));
        assert_eq!(
            store.get(SOLVED_KEY).unwrap(),
            "solved 1\ncephalopod|.b4w1./w6b6.w6/.b6b6w1/.w3b1b1 b"
        );
        let again = Solved::read(&store);
        assert!(again.contains(GameKind::Cephalopod, &all[0]));
        assert!(!again.contains(GameKind::Deblockle, &all[0]));
        assert_eq!(again.count(GameKind::Cephalopod, &all), 1);
        assert_eq!(again.first_unsolved(GameKind::Cephalopod, &all), 2);
        for damaged in [
            "",
            "{\"solved\":[1]}",
            "solved 2\ncephalopod|.b4w1./w6b6.w6/.b6b6w1/.w3b1b1 b",
        ] {
            store.set(SOLVED_KEY, damaged).unwrap();
            assert_eq!(Solved::read(&store), Solved::default(), "{damaged}");
        }
    }
}
