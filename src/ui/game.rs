//! The game being played, as plain data: the line of positions and moves
//! with a cursor for undo/redo, and the result. No Yew here, so it is
//! tested natively. Every rule question goes to the engine.

use cubeplay_engine::cephalopod as ceph;
use cubeplay_engine::deblockle as deb;
use cubeplay_engine::{AnyPosition, Game, GameKind, Outcome, Player};

/// Positions `0..=moves.len()`; `cursor` is the one on the board. Undo and
/// redo move the cursor; a new move cuts off whatever followed it.
#[derive(Clone, Debug, PartialEq)]
pub struct Line<G: Game> {
    pub positions: Vec<G>,
    pub moves: Vec<G::Move>,
    pub cursor: usize,
}

impl<G: Game> Line<G> {
    pub fn new(start: G) -> Self {
        Line {
            positions: vec![start],
            moves: Vec::new(),
            cursor: 0,
        }
    }

    pub fn current(&self) -> &G {
        &self.positions[self.cursor]
    }

    pub fn play(&mut self, mv: G::Move) {
        let next = self.current().play(mv);
        self.positions.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        self.positions.push(next);
        self.moves.push(mv);
        self.cursor += 1;
    }

    /// The move that led to position `index`.
    pub fn move_into(&self, index: usize) -> Option<G::Move> {
        index
            .checked_sub(1)
            .and_then(|i| self.moves.get(i).copied())
    }
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Cephalopod: the board is full; dice of White and Black.
    BoardFull(u32, u32),
    AllBlocksRemoved,
    BothStuck,
    Repetition,
    /// The loser resigned.
    Resigned,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub outcome: Outcome,
    pub reason: Reason,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Record {
    Cephalopod(Line<ceph::Position>),
    Deblockle {
        line: Line<deb::Position>,
        repetition_draw: bool,
    },
}

macro_rules! with_line {
    ($record:expr, $line:ident => $body:expr) => {
        match $record {
            Record::Cephalopod($line) => $body,
            Record::Deblockle { line: $line, .. } => $body,
        }
    };
}

impl Record {
    /// A new line from `start`; `repetition_draw` only matters to Deblockle.
    pub fn new(start: AnyPosition, repetition_draw: bool) -> Record {
        match start {
            AnyPosition::Cephalopod(start) => Record::Cephalopod(Line::new(start)),
            AnyPosition::Deblockle(start) => Record::Deblockle {
                line: Line::new(start),
                repetition_draw,
            },
        }
    }

    /// The position the line starts from.
    pub fn start(&self) -> AnyPosition {
        match self {
            Record::Cephalopod(line) => line.positions[0].clone().into(),
            Record::Deblockle { line, .. } => line.positions[0].clone().into(),
        }
    }

    /// Deblockle: whether the third repetition is a draw (never in
    /// Cephalopod, whose positions cannot repeat).
    pub fn repetition_draw(&self) -> bool {
        matches!(
            self,
            Record::Deblockle {
                repetition_draw: true,
                ..
            }
        )
    }

    pub fn kind(&self) -> GameKind {
        match self {
            Record::Cephalopod(_) => GameKind::Cephalopod,
            Record::Deblockle { .. } => GameKind::Deblockle,
        }
    }

    pub fn cursor(&self) -> usize {
        with_line!(self, line => line.cursor)
    }

    pub fn set_cursor(&mut self, cursor: usize) {
        with_line!(self, line => line.cursor = cursor.min(line.moves.len()))
    }

    pub fn move_count(&self) -> usize {
        with_line!(self, line => line.moves.len())
    }

    pub fn position_text(&self, index: usize) -> String {
        with_line!(self, line => line.positions[index.min(line.moves.len())].to_string())
    }

    pub fn current_text(&self) -> String {
        self.position_text(self.cursor())
    }

    pub fn to_move_at(&self, index: usize) -> Player {
        with_line!(self, line => line.positions[index.min(line.moves.len())].to_move())
    }

    pub fn to_move(&self) -> Player {
        self.to_move_at(self.cursor())
    }

    /// Every move of the line in notation, with the player who made it.
    pub fn moves(&self) -> Vec<(Player, String)> {
        with_line!(self, line => line
            .moves
            .iter()
            .enumerate()
            .map(|(i, mv)| (line.positions[i].to_move(), mv.to_string()))
            .collect())
    }

    /// Plays `text` (notation) on the current position.
    pub fn play_text(&mut self, text: &str) -> Result<(), String> {
        with_line!(self, line => {
            let mv = line.current().parse_move(text).map_err(|e| e.to_string())?;
            line.play(mv);
            Ok(())
        })
    }

    /// Earlier positions of the current line (the AI's repetition memory).
    pub fn history_texts(&self) -> Vec<String> {
        with_line!(self, line => line.positions[..line.cursor]
            .iter()
            .map(ToString::to_string)
            .collect())
    }

    /// Dice (Cephalopod) or blocks (Deblockle) of each side at `index`.
    pub fn counts_at(&self, index: usize) -> [usize; 2] {
        match self {
            Record::Cephalopod(line) => {
                let position = &line.positions[index.min(line.moves.len())];
                [
                    position.dice_count(Player::First) as usize,
                    position.dice_count(Player::Second) as usize,
                ]
            }
            Record::Deblockle { line, .. } => {
                let position = &line.positions[index.min(line.moves.len())];
                [
                    position.block_count(Player::First),
                    position.block_count(Player::Second),
                ]
            }
        }
    }

    /// Deblockle: the player who was skipped to reach position `index`
    /// because they had no legal turn.
    pub fn deblockled_at(&self, index: usize) -> Option<Player> {
        match self {
            Record::Deblockle { line, .. } if index > 0 && index <= line.moves.len() => {
                let mover = line.positions[index - 1].to_move();
                (line.positions[index].to_move() == mover).then(|| mover.opponent())
            }
            _ => None,
        }
    }

    /// The result at the cursor, if the game is over there.
    pub fn result(&self) -> Option<GameResult> {
        match self {
            Record::Cephalopod(line) => {
                let position = line.current();
                position.outcome().map(|outcome| GameResult {
                    outcome,
                    reason: Reason::BoardFull(
                        position.dice_count(Player::First),
                        position.dice_count(Player::Second),
                    ),
                })
            }
            Record::Deblockle {
                line,
                repetition_draw,
            } => {
                // The engine's Match holds the repetition rule: replay into it.
                let mut game =
                    deb::Match::with_repetition_draw(line.positions[0].clone(), *repetition_draw);
                for &mv in &line.moves[..line.cursor] {
                    if game.play(mv).is_err() {
                        break;
                    }
                }
                game.ending().map(|(outcome, ending)| GameResult {
                    outcome,
                    reason: match ending {
                        deb::Ending::AllBlocksRemoved => Reason::AllBlocksRemoved,
                        deb::Ending::BothStuck => Reason::BothStuck,
                        deb::Ending::Repetition => Reason::Repetition,
                    },
                })
            }
        }
    }

    /// Undo: one move back, or (when `human` is given, against the AI)
    /// back to the previous position where `human` is to move.
    pub fn undo(&mut self, human: Option<Player>) {
        let mut cursor = self.cursor();
        if cursor == 0 {
            return;
        }
        cursor -= 1;
        if let Some(human) = human {
            while cursor > 0 && self.to_move_at(cursor) != human {
                cursor -= 1;
            }
        }
        self.set_cursor(cursor);
    }

    pub fn redo(&mut self, human: Option<Player>) {
        let mut cursor = self.cursor();
        let last = self.move_count();
        if cursor >= last {
            return;
        }
        cursor += 1;
        if let Some(human) = human {
            while cursor < last && self.to_move_at(cursor) != human {
                cursor += 1;
            }
        }
        self.set_cursor(cursor);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cephalopod() -> Record {
        Record::Cephalopod(Line::new(ceph::Position::new_empty(3, 3).unwrap()))
    }

    #[test]
    fn undo_and_redo_restore_positions() {
        let mut record = cephalopod();
        for mv in ["a1", "b2", "c3"] {
            record.play_text(mv).unwrap();
        }
        let end = record.current_text();
        record.undo(None);
        assert_eq!(record.current_text(), ".../.b1./w1.. w");
        record.redo(None);
        assert_eq!(record.current_text(), end);
        // Against the AI (human White), undo goes back to White's turn.
        record.undo(Some(Player::First));
        assert_eq!(record.cursor(), 2);
        record.undo(Some(Player::First));
        assert_eq!(record.cursor(), 0);
        record.redo(Some(Player::First));
        assert_eq!(record.cursor(), 2);
    }

    #[test]
    fn a_new_move_after_undo_cuts_the_line() {
        let mut record = cephalopod();
        record.play_text("a1").unwrap();
        record.play_text("b2").unwrap();
        record.undo(None);
        record.play_text("c3").unwrap();
        assert_eq!(record.move_count(), 2);
        assert_eq!(record.moves()[1].1, "c3");
    }

    #[test]
    fn a_full_board_has_a_result() {
        let mut record = cephalopod();
        while record.result().is_none() {
            let Record::Cephalopod(line) = &record else {
                unreachable!()
            };
            let mv = line.current().legal_moves()[0].to_string();
            record.play_text(&mv).unwrap();
        }
        let result = record.result().unwrap();
        assert!(matches!(result.reason, Reason::BoardFull(_, _)));
    }
}

#[cfg(test)]
mod deblockle_tests {
    use super::*;

    /// Plays seeded random games until a player is skipped, and checks
    /// that the record names them.
    #[test]
    fn a_skipped_player_is_reported_as_deblockled() {
        let rules = deb::Rules::default();
        for seed in 1..400u64 {
            let mut rng = cubeplay_engine::rng::SplitMix64::new(seed);
            let start = deb::random_start([4, 4], rules, &mut rng).unwrap();
            let mut record = Record::Deblockle {
                line: Line::new(start),
                repetition_draw: false,
            };
            for ply in 0..120u64 {
                let Record::Deblockle { line, .. } = &record else {
                    unreachable!()
                };
                let moves = line.current().legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[((seed * 31 + ply * 17) % moves.len() as u64) as usize];
                let mover = line.current().to_move();
                record.play_text(&mv.to_string()).unwrap();
                let index = record.cursor();
                if record.to_move_at(index) == mover && record.result().is_none() {
                    assert_eq!(record.deblockled_at(index), Some(mover.opponent()));
                    return;
                }
                assert_eq!(record.deblockled_at(index), None);
            }
        }
        panic!("no Deblockle'd position met in the seeded games");
    }
}
