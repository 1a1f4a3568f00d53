//! The game being played, as plain data: the line of positions and moves
//! with a cursor for undo/redo, and the result. No Yew here, so it is
//! tested natively. Every rule question goes to the engine.

use cubeplay_engine::deblockle as deb;
use cubeplay_engine::{AnyParseError, AnyPosition, Game, GameKind, Outcome, Player};

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

/// The game on the board, either game: its line, and Deblockle's
/// repetition rule.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    pub line: Line<AnyPosition>,
    /// Deblockle: whether the third repetition is a draw.
    repetition_draw: bool,
}

impl Record {
    /// A new line from `start`; `repetition_draw` only matters to Deblockle.
    pub fn new(start: AnyPosition, repetition_draw: bool) -> Record {
        // Cephalopod's positions cannot repeat: never a repetition draw.
        let repetition_draw = repetition_draw && start.kind() == GameKind::Deblockle;
        Record {
            line: Line::new(start),
            repetition_draw,
        }
    }

    /// The position the line starts from.
    pub fn start(&self) -> AnyPosition {
        self.line.positions[0].clone()
    }

    /// Deblockle: whether the third repetition is a draw (never in
    /// Cephalopod, whose positions cannot repeat).
    pub fn repetition_draw(&self) -> bool {
        self.repetition_draw
    }

    pub fn kind(&self) -> GameKind {
        self.line.positions[0].kind()
    }

    pub fn cursor(&self) -> usize {
        self.line.cursor
    }

    pub fn set_cursor(&mut self, cursor: usize) {
        self.line.cursor = cursor.min(self.line.moves.len());
    }

    pub fn move_count(&self) -> usize {
        self.line.moves.len()
    }

    /// Position `index` of the line (the last one past its end).
    pub fn position(&self, index: usize) -> &AnyPosition {
        &self.line.positions[index.min(self.line.moves.len())]
    }

    /// The position at the cursor.
    pub fn current(&self) -> &AnyPosition {
        self.line.current()
    }

    pub fn position_text(&self, index: usize) -> String {
        self.position(index).to_string()
    }

    pub fn current_text(&self) -> String {
        self.position_text(self.cursor())
    }

    pub fn to_move_at(&self, index: usize) -> Player {
        self.position(index).to_move()
    }

    pub fn to_move(&self) -> Player {
        self.to_move_at(self.cursor())
    }

    /// Every move of the line in notation, with the player who made it.
    pub fn moves(&self) -> Vec<(Player, String)> {
        let line = &self.line;
        line.moves
            .iter()
            .enumerate()
            .map(|(i, mv)| (line.positions[i].to_move(), mv.to_string()))
            .collect()
    }

    /// Plays `text` (notation) on the current position, or says why it
    /// cannot be read or played.
    pub fn play_text(&mut self, text: &str) -> Result<(), AnyParseError> {
        let mv = self.line.current().parse_move(text)?;
        self.line.play(mv);
        Ok(())
    }

    /// Earlier positions of the current line (the AI's repetition memory).
    pub fn history_texts(&self) -> Vec<String> {
        self.line.positions[..self.line.cursor]
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// Dice (Cephalopod) or blocks (Deblockle) of each side at `index`.
    pub fn counts_at(&self, index: usize) -> [usize; 2] {
        Player::BOTH.map(|player| match self.position(index) {
            AnyPosition::Cephalopod(position) => position.dice_count(player) as usize,
            AnyPosition::Deblockle(position) => position.block_count(player),
        })
    }

    /// The player who was skipped to reach position `index` because they
    /// had no legal turn (only ever in Deblockle: a Cephalopod player can
    /// always place a die until the board is full).
    pub fn deblockled_at(&self, index: usize) -> Option<Player> {
        let line = &self.line;
        if index == 0 || index > line.moves.len() {
            return None;
        }
        let mover = line.positions[index - 1].to_move();
        (line.positions[index].to_move() == mover).then(|| mover.opponent())
    }

    /// The result at the cursor, if the game is over there.
    pub fn result(&self) -> Option<GameResult> {
        match self.current() {
            AnyPosition::Cephalopod(position) => position.outcome().map(|outcome| GameResult {
                outcome,
                reason: Reason::BoardFull(
                    position.dice_count(Player::First),
                    position.dice_count(Player::Second),
                ),
            }),
            AnyPosition::Deblockle(_) => {
                // The engine's Match holds the repetition rule: replay into it.
                let start = self.line.positions[0].deblockle()?.clone();
                let mut game = deb::Match::with_repetition_draw(start, self.repetition_draw);
                for mv in self.line.moves[..self.line.cursor].iter() {
                    match mv.deblockle() {
                        Some(mv) if game.play(mv).is_ok() => {}
                        _ => break,
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

    use cubeplay_engine::cephalopod as ceph;

    fn cephalopod() -> Record {
        Record::new(ceph::Position::new_empty(3, 3).unwrap().into(), false)
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
            let mv = record.current().legal_moves()[0].to_string();
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
            let mut record = Record::new(start.into(), false);
            for ply in 0..120u64 {
                let moves = record.current().legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[((seed * 31 + ply * 17) % moves.len() as u64) as usize];
                let mover = record.to_move();
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

#[cfg(test)]
mod line_tests {
    use super::*;
    use cubeplay_engine::cephalopod as ceph;
    use cubeplay_engine::AnyMove;

    /// A Cephalopod player is never skipped, and the counts at the end are
    /// the dice of the result.
    #[test]
    fn a_cephalopod_line_has_no_skipped_player_nor_repetition() {
        let start = ceph::Position::new_empty(3, 3).unwrap();
        let mut record = Record::new(start.into(), true);
        assert!(!record.repetition_draw());
        while record.result().is_none() {
            let mv = record.current().legal_moves()[0].to_string();
            record.play_text(&mv).unwrap();
        }
        for index in 0..=record.move_count() {
            assert_eq!(record.deblockled_at(index), None, "{index}");
        }
        let Some(GameResult {
            reason: Reason::BoardFull(white, black),
            ..
        }) = record.result()
        else {
            panic!("expected a full board");
        };
        let counts = record.counts_at(record.move_count());
        assert_eq!(counts, [white as usize, black as usize]);
        assert_eq!(
            counts.iter().sum::<usize>(),
            9 - record.current().to_string().matches('.').count()
        );
    }

    /// Seeded games that go back to earlier positions when they can, until
    /// a third repetition: with the rule on it is a draw at exactly that
    /// position, without it the game goes on.
    #[test]
    fn a_third_repetition_is_a_draw_only_with_the_rule() {
        let rules = deb::Rules::default();
        for seed in 1..200u64 {
            let mut rng = cubeplay_engine::rng::SplitMix64::new(seed);
            let start: AnyPosition = deb::random_start([2, 2], rules, &mut rng).unwrap().into();
            let mut with_rule = Record::new(start.clone(), true);
            let mut without = Record::new(start, false);
            for ply in 0..300u64 {
                let moves = with_rule.current().legal_moves();
                if moves.is_empty() || with_rule.result().is_some() {
                    break;
                }
                let seen = |mv: &AnyMove| {
                    let next = with_rule.current().play(*mv);
                    with_rule.line.positions.contains(&next)
                };
                let mv = moves
                    .iter()
                    .find(|mv| seen(mv))
                    .unwrap_or(&moves[((seed * 7 + ply * 13) % moves.len() as u64) as usize])
                    .to_string();
                with_rule.play_text(&mv).unwrap();
                without.play_text(&mv).unwrap();
                let Some(result) = with_rule.result() else {
                    continue;
                };
                if result.reason != Reason::Repetition {
                    break;
                }
                let seen = with_rule
                    .line
                    .positions
                    .iter()
                    .filter(|position| *position == with_rule.current())
                    .count();
                assert_eq!(seen, 3, "seed {seed}");
                assert_eq!(result.outcome, Outcome::Draw);
                assert_eq!(without.result(), None);
                // One move back it is not over yet.
                with_rule.undo(None);
                assert_eq!(with_rule.result(), None);
                return;
            }
        }
        panic!("no third repetition met in the seeded games");
    }
}
