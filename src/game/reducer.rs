//! How the play state changes: the actions the screens dispatch and the
//! reducer that applies them. An action that does not apply leaves the
//! state exactly as it was, which the tests here check action by action.

use cubeplay_engine::cephalopod as ceph;
use cubeplay_engine::deblockle as deb;
use cubeplay_engine::Player;

use crate::board::intent::{Note, Selection};
use crate::game::config::{Opponent, DEMO_SPEEDS};
use crate::game::hand_setup::HandSetup;
use crate::game::line::Record;
use crate::game::review::GameReview;
use crate::game::state::{Motion, PlayState};
use crate::i18n::game_errors::parse_error;
use crate::i18n::Phrase;
use crate::storage::keep::SavedGame;
use crate::storage::store;

// Compared in tests only: the app never compares actions.
#[cfg_attr(test, derive(Debug, PartialEq))]
pub enum Action {
    Play(String),
    /// The AI's move for the position it was asked about.
    AiMove {
        position: String,
        mv: String,
    },
    Hint {
        position: String,
        mv: String,
    },
    HintRequested,
    Undo,
    Redo,
    View(Option<usize>),
    /// Browse one position back (-1) or forward (+1), or to either end.
    Step(i32),
    Flip,
    Resign,
    CloseResult,
    Select(Option<Selection>),
    Picker(Option<(ceph::Square, Vec<ceph::Square>)>),
    Pause(bool),
    Speed(usize),
    Failed(Phrase),
    /// The engine worker did not start or stopped answering: said with
    /// *Try again*.
    EngineLost(Phrase),
    /// *Try again* after `EngineLost`: the AI is asked again.
    Retry,
    Setup(HandSetup),
    SetupDone(deb::Position),
    /// Says why a click did nothing (see `board::turn`).
    Note(Option<Note>),
    /// The stored game went further than this tab knew: show it.
    Adopt(SavedGame),
    /// Another tab stored this game: shown unless it is older or the same.
    Incoming(SavedGame),
    /// Whether the game is kept in this page only (storage refused it).
    InMemory(bool),
    /// Previews a tip of the selected block.
    Preview(Option<cubeplay_engine::Direction>),
    /// A review runs: positions done and in all.
    Reviewing(usize, usize),
    /// The review of the line, when it ends (or `None`: it was stopped).
    Reviewed(Option<GameReview>),
    /// Shows (true) the review's better move for the shown move, or the
    /// move played (false).
    Better(bool),
}

impl PlayState {
    fn undo_side(&self) -> Option<Player> {
        (self.config.opponent == Opponent::Ai).then_some(self.config.human)
    }

    fn after_move(&mut self) {
        self.selection = None;
        self.preview = None;
        self.picker = None;
        self.hint = None;
        self.hint_pending = false;
        self.view = None;
        self.better = false;
        self.note = None;
        self.motion = Motion::Still;
        self.result_open = self.result().is_some();
        if let Some(review) = &mut self.review {
            review.keep_matching(&self.record.moves());
        }
    }

    /// The state after `action`; an action that does not apply (a move
    /// out of turn, an illegal move, an old answer) leaves it as it was.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::Play(mv) => {
                let tip_shown = self.selection.is_some_and(|s| s.tip.is_some());
                if self.human_to_move() && self.record.play_text(&mv).is_ok() {
                    self.after_move();
                    self.motion = if tip_shown {
                        Motion::HopOnly
                    } else {
                        Motion::Whole
                    };
                }
            }
            Action::AiMove { position, mv } => {
                let current =
                    self.ai_turn_key().is_some() && self.record.current_text() == position;
                if current {
                    match self.record.play_text(&mv) {
                        Ok(()) => {
                            self.after_move();
                            self.motion = Motion::Whole;
                        }
                        Err(error) => {
                            self.error = Some(Phrase::new(move || parse_error(&error)));
                        }
                    }
                }
            }
            Action::Hint { position, mv } => {
                if self.record.current_text() == position && self.human_to_move() {
                    self.hint = Some(mv);
                }
                self.hint_pending = false;
            }
            Action::HintRequested => self.hint_pending = true,
            // During a turn in progress Undo takes back only its tip.
            Action::Undo if self.selection.is_some_and(|s| s.tip.is_some()) => {
                self.selection = self.selection.map(|s| Selection { tip: None, ..s });
                self.note = None;
            }
            // By link, a move may already be with the friend: no taking back.
            Action::Undo | Action::Redo if self.config.opponent == Opponent::Link => {}
            Action::Undo => {
                // Undo after a resign takes back the resign, not moves.
                if self.resigned.take().is_none() {
                    let side = self.undo_side();
                    self.record.undo(side);
                }
                self.after_move();
                self.result_open = false;
            }
            Action::Redo => {
                let side = self.undo_side();
                self.record.redo(side);
                self.after_move();
            }
            Action::View(index) => {
                self.motion = Motion::Still;
                self.better = false;
                self.view = index.filter(|&i| i != self.record.cursor());
                self.selection = None;
                self.picker = None;
            }
            Action::Step(delta) => {
                let last = self.record.move_count() as i64;
                let target = (self.shown_index() as i64 + i64::from(delta)).clamp(0, last) as usize;
                self.view = (target != self.record.cursor()).then_some(target);
                self.motion = Motion::Still;
                self.better = false;
                self.selection = None;
                self.picker = None;
            }
            Action::Flip => self.flipped = !self.flipped,
            Action::Resign => {
                if self.result().is_none() {
                    let resigner = match self.config.opponent {
                        Opponent::Ai | Opponent::Link => self.config.human,
                        _ => self.record.to_move(),
                    };
                    self.resigned = Some(resigner);
                    self.after_move();
                }
            }
            Action::CloseResult => self.result_open = false,
            Action::Preview(direction) => self.preview = direction,
            Action::Select(selection) => {
                self.preview = None;
                self.selection = selection;
                // A hint stays in sight while the turn follows it.
                let off = |s: Selection| {
                    !self
                        .hint
                        .as_ref()
                        .is_some_and(|h| h.starts_with(&s.notation()))
                };
                if selection.is_some_and(off) {
                    self.hint = None;
                }
                self.note = None;
            }
            Action::Note(note) => self.note = note,
            Action::Picker(picker) => {
                self.picker = picker;
                self.note = None;
            }
            Action::Pause(paused) => self.paused = paused,
            Action::Speed(speed) => self.demo_speed = speed.min(DEMO_SPEEDS.len() - 1),
            Action::Failed(message) => {
                self.error = Some(message);
                self.hint_pending = false;
            }
            Action::EngineLost(message) => {
                self.error = Some(message);
                self.engine_lost = true;
                self.hint_pending = false;
            }
            Action::Retry => {
                self.error = None;
                self.engine_lost = false;
            }
            Action::Setup(setup) => self.setup = Some(setup),
            Action::Adopt(saved) => {
                if self.restore(&saved).is_ok() {
                    self.after_move();
                }
            }
            Action::Incoming(saved) => {
                let held = self.saved_game("", 0.0);
                if self.keep && store::is_news(&held, &saved) && self.restore(&saved).is_ok() {
                    self.after_move();
                }
            }
            Action::InMemory(in_memory) => self.in_memory = in_memory,
            Action::Reviewing(done, total) => {
                // A review started again: the last one's failure is old news.
                if done == 0 {
                    self.error = None;
                }
                self.reviewing = Some((done, total));
            }
            Action::Better(on) => {
                self.better = on && self.review_better().is_some();
                self.motion = Motion::Still;
                self.selection = None;
                self.picker = None;
            }
            Action::Reviewed(review) => {
                self.reviewing = None;
                if let Some(mut review) = review {
                    review.keep_matching(&self.record.moves());
                    self.review = Some(review);
                }
            }
            Action::SetupDone(start) => {
                self.setup = None;
                self.record = Record::new(start.into(), self.config.repetition);
                self.after_move();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::config::GameConfig;
    use crate::game::line::{GameResult, Reason};
    use crate::game::state::rematch_config;
    use cubeplay_engine::{GameKind, Outcome};

    /// A game of two on an empty 3×3 Cephalopod board, kept under "g1".
    fn friends_on_3x3() -> PlayState {
        let mut config = GameConfig::new(GameKind::Cephalopod);
        config.opponent = Opponent::Friend;
        config.size = (3, 3);
        config.id = Some("g1".to_string());
        PlayState::new(config, 7)
    }

    fn played(moves: &[&str]) -> PlayState {
        let mut state = friends_on_3x3();
        for mv in moves {
            state.apply(Action::Play(mv.to_string()));
        }
        state
    }

    #[test]
    fn a_fresh_seed_is_taken_only_when_the_config_has_none() {
        assert_eq!(friends_on_3x3().config.seed, 7);
        let mut config = GameConfig::new(GameKind::Cephalopod);
        config.seed = 42;
        assert_eq!(PlayState::new(config, 7).config.seed, 42);
    }

    #[test]
    fn playing_a_move_puts_it_on_the_board_in_motion() {
        let state = played(&["a1"]);
        assert_eq!(state.record.move_count(), 1);
        assert_eq!(state.record.cursor(), 1);
        assert_eq!(state.record.current_text(), ".../.../w1.. b");
        assert_eq!(state.motion, Motion::Whole);
        assert_eq!(state.result(), None);
    }

    #[test]
    fn a_refused_move_leaves_the_state_unchanged() {
        let before = played(&["a1"]);
        for refused in ["a1", "d9", "nonsense", ""] {
            let mut state = before.clone();
            state.apply(Action::Play(refused.to_string()));
            assert_eq!(state, before, "move {refused:?}");
        }
        // Against the AI, a move on the AI's turn is refused too.
        let mut config = before.config.clone();
        config.opponent = Opponent::Ai;
        let mut state = PlayState {
            config,
            ..before.clone()
        };
        let waiting = state.clone();
        state.apply(Action::Play("b2".to_string()));
        assert_eq!(state, waiting);
    }

    #[test]
    fn undo_and_redo_move_the_cursor_and_keep_the_line() {
        let mut state = played(&["a1", "b2", "c3"]);
        state.apply(Action::Undo);
        assert_eq!(state.record.cursor(), 2);
        assert_eq!(state.record.move_count(), 3);
        assert_eq!(state.record.current_text(), ".../.b1./w1.. w");
        assert_eq!(state.motion, Motion::Still);
        state.apply(Action::Undo);
        state.apply(Action::Redo);
        assert_eq!(state.record.cursor(), 2);
        // A new move after undo cuts the line there.
        state.apply(Action::Play("a3".to_string()));
        assert_eq!(state.record.move_count(), 3);
        assert_eq!(state.record.cursor(), 3);
        assert_eq!(state.record.current_text(), "w1../.b1./w1.. b");
    }

    #[test]
    fn undo_and_redo_are_refused_in_a_game_by_link() {
        let mut state = played(&["a1", "b2"]);
        state.config.opponent = Opponent::Link;
        let before = state.clone();
        state.apply(Action::Undo);
        assert_eq!(state, before);
    }

    #[test]
    fn resign_ends_the_game_and_undo_takes_it_back() {
        let mut state = played(&["a1"]);
        state.apply(Action::Resign);
        // Between friends the player to move resigns: Black, so White wins.
        assert_eq!(state.resigned, Some(Player::Second));
        assert_eq!(
            state.result(),
            Some(GameResult {
                outcome: Outcome::Win(Player::First),
                reason: Reason::Resigned,
            })
        );
        assert!(state.result_open);
        // A second resign changes nothing.
        let resigned = state.clone();
        state.apply(Action::Resign);
        assert_eq!(state, resigned);
        // Undo takes back the resign, not the move.
        state.apply(Action::Undo);
        assert_eq!(state.resigned, None);
        assert_eq!(state.record.cursor(), 1);
        assert!(!state.result_open);
    }

    /// By link this browser's seat resigns, even on the friend's turn, and
    /// no undo takes it back (its link may be on its way).
    #[test]
    fn by_link_the_seat_played_here_resigns() {
        let mut state = played(&["a1"]);
        state.config.opponent = Opponent::Link;
        state.config.human = Player::First;
        state.apply(Action::Resign);
        assert_eq!(state.resigned, Some(Player::First));
        state.apply(Action::Undo);
        assert_eq!(state.resigned, Some(Player::First));
    }

    #[test]
    fn a_longer_line_from_storage_is_adopted() {
        let mut state = played(&["a1"]);
        let longer = played(&["a1", "b2", "c3"]).saved_game("2026-12-01", 5.0);
        state.apply(Action::Adopt(longer));
        assert_eq!(state.record.move_count(), 3);
        assert_eq!(state.record.cursor(), 3);
        assert_eq!(state.record.current_text(), "..w1/.b1./w1.. b");
    }

    #[test]
    fn another_tabs_game_is_shown_unless_it_is_older() {
        let mut state = played(&["a1", "b2"]);
        // An older state of this game: this tab stays as it is.
        let older = played(&["a1"]).saved_game("2026-12-01", 1.0);
        let before = state.clone();
        state.apply(Action::Incoming(older));
        assert_eq!(state, before);
        // A longer line: shown.
        let newer = played(&["a1", "b2", "c3"]).saved_game("2026-12-01", 9.0);
        state.apply(Action::Incoming(newer.clone()));
        assert_eq!(state.record.move_count(), 3);
        assert_eq!(state.record.current_text(), "..w1/.b1./w1.. b");
        // Not kept here (an embed): nothing comes in.
        let mut embedded = played(&["a1"]);
        embedded.keep = false;
        let before = embedded.clone();
        embedded.apply(Action::Incoming(newer));
        assert_eq!(embedded, before);
    }

    #[test]
    fn a_damaged_save_is_reported_and_never_overwritten() {
        let config = friends_on_3x3().config;
        let state = PlayState::resume(config, Err(crate::storage::keep::SavedError::Header), 7);
        assert!(!state.keep);
        assert!(state.error.is_some());
        assert_eq!(state.record.move_count(), 0);
    }

    #[test]
    fn a_kept_game_resumes_where_it_was() {
        let mut kept = played(&["a1", "b2", "c3"]);
        kept.apply(Action::Undo);
        let saved = kept.saved_game("2026-12-01", 3.0);
        let state = PlayState::resume(kept.config.clone(), Ok(Some(saved)), 99);
        assert!(state.keep);
        assert_eq!(state.error, None);
        assert_eq!(state.record.move_count(), 3);
        assert_eq!(state.record.cursor(), 2);
    }

    #[test]
    fn a_rematch_changes_seats_or_who_starts_and_is_a_new_game() {
        let mut config = friends_on_3x3().config;
        config.position = Some(".../.../w1.. b".to_string());
        let next = rematch_config(&config, 11);
        assert_eq!(next.first, Player::Second);
        assert_eq!(next.human, Player::First);
        assert_eq!((next.position, next.seed, next.id), (None, 11, None));
        config.opponent = Opponent::Ai;
        let next = rematch_config(&config, 12);
        assert_eq!((next.first, next.human), (Player::First, Player::Second));
        config.opponent = Opponent::Link;
        let next = rematch_config(&config, 13);
        assert_eq!((next.human, next.id), (Player::Second, None));
    }

    fn review_of(moves: &[&str]) -> GameReview {
        use crate::game::review::{PlyMark, Score};
        GameReview {
            start: Score::Value(0),
            plies: moves
                .iter()
                .map(|mv| PlyMark {
                    played: mv.to_string(),
                    class: cubeplay_engine::ai::review::Class::Mistake,
                    loss: 25.0,
                    best: "c3".into(),
                    score: Score::Value(-50),
                })
                .collect(),
        }
    }

    #[test]
    fn a_review_keeps_only_the_plies_the_line_still_has() {
        let mut state = played(&["a1", "b2"]);
        state.apply(Action::Failed(Phrase::new(|| "the review stopped".into())));
        state.apply(Action::Reviewing(0, 3));
        assert_eq!(
            (state.reviewing, state.error.as_ref().map(Phrase::text)),
            (Some((0, 3)), None)
        );
        state.apply(Action::Reviewed(Some(review_of(&["a1", "b2"]))));
        assert_eq!(state.reviewing, None);
        assert_eq!(state.review.as_ref().map(|r| r.plies.len()), Some(2));
        // The better move of the shown move, the one into the position.
        state.apply(Action::View(Some(1)));
        assert_eq!(state.review_better(), Some("c3"));
        state.apply(Action::View(Some(0)));
        assert_eq!(state.review_better(), None);
        // Drawn on request on the position the move was played from; the
        // shown move stays, and nothing is played there.
        state.apply(Action::Better(true));
        assert!(!state.better);
        state.apply(Action::View(None));
        assert_eq!(state.better_shown(), None);
        state.apply(Action::Better(true));
        assert_eq!(
            (
                state.better_shown(),
                state.shown_index(),
                state.board_index()
            ),
            (Some("c3"), 2, 1)
        );
        assert!(!state.human_to_move());
        state.apply(Action::Play("c3".into()));
        assert_eq!(state.record.move_count(), 2);
        state.apply(Action::Step(-1));
        assert_eq!((state.better, state.board_index()), (false, 1));
        // Another second move: the first ply's review stays.
        state.apply(Action::View(None));
        state.apply(Action::Undo);
        state.apply(Action::Play("c1".into()));
        assert_eq!(state.review, Some(review_of(&["a1"])));
        // Saved with the game, and back on a reload.
        let saved = state.saved_game("2026-12-01", 1.0);
        assert!(saved
            .record
            .contains("\n1. White a1\n#@review 1 mistake 25.0 c3 -50\n2. Black c1\n"));
        let mut back = friends_on_3x3();
        back.restore(&saved).unwrap();
        assert_eq!(back.review, Some(review_of(&["a1"])));
        // A stopped review leaves the last one.
        back.apply(Action::Reviewing(1, 3));
        back.apply(Action::Reviewed(None));
        assert_eq!(
            (back.reviewing, back.review),
            (None, Some(review_of(&["a1"])))
        );
    }

    #[test]
    fn the_turn_begun_is_continued_by_the_hint_shown() {
        use crate::board::intent::Selection;
        use cubeplay_engine::Direction;
        let mut config = GameConfig::new(GameKind::Deblockle);
        config.opponent = Opponent::Friend;
        config.position = Some(deb::EXAMPLE_START.to_string());
        let mut state = PlayState::new(config, 7);
        let position = state.record.current_text();
        state.apply(Action::Hint {
            position,
            mv: "c1-c2:d4".into(),
        });
        let c1 = Selection {
            from: "c1".parse().unwrap(),
            tip: None,
        };
        // Following the hint keeps it in sight: the block, then its tip.
        state.apply(Action::Select(Some(c1)));
        assert_eq!(state.turn_begun(), "");
        let tipped = Selection {
            tip: Some(Direction::North),
            ..c1
        };
        state.apply(Action::Select(Some(tipped)));
        assert_eq!(
            (state.turn_begun().as_str(), state.hint.as_deref()),
            ("c1-c2", Some("c1-c2:d4"))
        );
        // Another tip drops it.
        state.apply(Action::Select(Some(Selection {
            tip: Some(Direction::East),
            ..c1
        })));
        assert_eq!(
            (state.turn_begun().as_str(), state.hint.as_deref()),
            ("c1-d1", None)
        );
    }

    #[test]
    fn the_capture_picker_asks_for_the_positions_own_hint() {
        // Opening the picker places nothing yet: the hint stays the best
        // move of the position, the same as before the picker opened.
        let mut cross = friends_on_3x3();
        cross.config.position = Some(".b1./w1.w1/.b1. w".into());
        let mut cross = PlayState::new(cross.config, 7);
        cross.apply(Action::Picker(Some(("b2".parse().unwrap(), Vec::new()))));
        assert_eq!(cross.turn_begun(), "");
    }
}
