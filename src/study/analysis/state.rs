//! The analysis board's state, with no Yew and no browser calls: the game
//! tree (`cubeplay_engine::tree`), the node on the board, the engine's
//! line for it, and the board itself as a play state in which both sides
//! move (so the play screen's clicks and board work unchanged), and what
//! each action (a move, a step, the engine's answers) does to it. Opening
//! it on a kept game and keeping its tree are in `kept_tree.rs`, what the
//! panel's clicks are in `panel_clicks.rs`.

use cubeplay_engine::record::Record as KeptRecord;
use cubeplay_engine::tree::{GameTree, Node};
use cubeplay_engine::GameKind;

use crate::game::line::Record;
use crate::game::reducer::Action;
use crate::game::state::{Motion, PlayState};
use crate::i18n::{Msg, Phrase};
use crate::study::analysis::tree_rows::Path;
use crate::worker::jobs::solve::{worth_solving, Solved};
use crate::worker::protocol::{ThinkRequest, Thought};

#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisState {
    pub id: String,
    /// The kept game: its players, date and options head the export.
    pub headers: KeptRecord,
    pub tree: GameTree,
    /// The node on the board.
    pub path: Path,
    /// The line to `path` on a board where both sides move.
    pub board: PlayState,
    pub engine_on: bool,
    /// The engine's best lines for the position on the board, best first.
    pub engine: Vec<Thought>,
    /// The lines of each share of the analysis, split across the engine
    /// pool by root moves (see `cubeplay_engine::ai::split`): the best
    /// `lines` of the position are the best of these.
    shares: Vec<Vec<Thought>>,
    /// Perfect play on the position on the board, as far as the solver
    /// has gone (small Cephalopod boards, see [`AnalysisState::solve_request`]).
    pub perfect: Option<Solved>,
    /// How many best moves the engine shows (1 to `MAX_LINES`).
    pub lines: u8,
    /// Counts changes of the tree: it is kept after each.
    pub revision: u32,
    /// Why the analysis kept for this game was not used.
    pub notice: Option<Phrase>,
    /// Whether the tree is kept (not over an analysis that could not be read).
    pub keep: bool,
    /// The notice is the engine's loss: switching the engine on clears it.
    pub engine_lost: bool,
}

/// The engine's lines shown before the reader chooses: lichess shows
/// several too, and three tell a reader whether the best move stands out.
pub const DEFAULT_LINES: u8 = 3;
/// The most lines the setting offers.
pub const MAX_LINES: u8 = 5;

/// The best `count` lines of the shares' lines, best first; ties keep the
/// shares' order (each share's lines are its best, best first, so the best
/// of all are among them).
pub fn best_lines(shares: &[Vec<Thought>], count: usize) -> Vec<Thought> {
    let mut all: Vec<Thought> = shares.iter().flatten().cloned().collect();
    all.sort_by_key(|line| std::cmp::Reverse(line.score));
    all.truncate(count);
    all
}

pub enum AnalysisAction {
    /// A click on the board; a move adds to the tree.
    Board(Action),
    Go(Path),
    /// One move back (-1) or on (+1) along the line, or to either end.
    Step(i32),
    /// Deletes the node on the board and what follows it.
    Delete,
    /// Promotes the variation of the node on the board one step.
    Promote,
    /// Makes the line of the node on the board the main line.
    MainLine,
    Engine(bool),
    /// How many best moves the engine shows.
    Lines(u8),
    /// The best lines of share `share` of `shares` of the analysis of
    /// `position`.
    Line {
        position: String,
        share: usize,
        shares: usize,
        lines: Vec<Thought>,
    },
    /// What the solver found about `position`, as far as it went.
    Perfect {
        position: String,
        solved: Solved,
    },
    /// An imported tree of the same game replaces this one.
    Replace(GameTree),
    /// The pool's workers could not start or stopped: the engine is
    /// switched off, with a notice saying so (switching it on tries again).
    EngineLost,
}

impl AnalysisState {
    /// A board on `tree`, the tree of the kept game `id` (whose record
    /// is `headers`): its start on the board, the engine off, nothing
    /// changed yet. `AnalysisState::open` (in `kept_tree.rs`) makes it.
    pub(super) fn new(
        id: String,
        headers: KeptRecord,
        tree: GameTree,
        board: PlayState,
    ) -> AnalysisState {
        AnalysisState {
            id,
            headers,
            tree,
            path: Vec::new(),
            board,
            engine_on: false,
            engine: Vec::new(),
            shares: Vec::new(),
            perfect: None,
            lines: DEFAULT_LINES,
            revision: 0,
            notice: None,
            engine_lost: false,
            keep: true,
        }
    }

    pub fn game(&self) -> GameKind {
        self.board.config.game
    }

    /// Whether the node on the board is off the main line.
    pub fn in_variation(&self) -> bool {
        self.path.iter().any(|&index| index > 0)
    }

    /// What to ask the engine now: `None` while it is off or the game is
    /// over on the board.
    pub fn engine_request(&self) -> Option<ThinkRequest> {
        let record = &self.board.record;
        let wanted = self.engine_on && record.result().is_none();
        wanted.then(|| ThinkRequest {
            id: 0,
            game: self.game().name().to_string(),
            position: record.current_text(),
            level: 5,
            movetime_ms: None,
            no_adjacent: self.board.config.no_adjacent,
            history: if record.repetition_draw() {
                record.history_texts()
            } else {
                Vec::new()
            },
            seed: 1,
            starting_with: String::new(),
            only_moves: Vec::new(),
            lines: self.lines,
        })
    }

    /// The position to solve exactly, as the solving task's text: while
    /// the engine is on, on a Cephalopod position worth solving (see
    /// `worth_solving`), before the game's end.
    pub fn solve_request(&self) -> Option<String> {
        let record = &self.board.record;
        let position = record.current().cephalopod()?;
        let wanted = self.engine_on && worth_solving(position) && record.result().is_none();
        wanted.then(|| format!("cephalopod\n{}", record.current_text()))
    }

    /// Forgets the engine's lines (another position, or other settings).
    fn forget_lines(&mut self) {
        self.engine.clear();
        self.shares.clear();
    }

    /// Puts the node `path` on the board.
    pub(super) fn go(&mut self, path: Path, motion: Motion) {
        let moves = self.tree.moves_to(&path).unwrap_or_default();
        let mut record = Record::new(self.tree.start().clone(), self.board.config.repetition);
        for &mv in &moves {
            record.line.play(mv);
        }
        if path != self.path {
            self.forget_lines();
            self.perfect = None;
        }
        self.board = PlayState {
            record,
            motion,
            selection: None,
            picker: None,
            note: None,
            preview: None,
            ..self.board.clone()
        };
        self.path = path;
    }

    fn changed(&mut self, path: Option<Path>) {
        if let Some(path) = path {
            self.revision += 1;
            self.go(path, Motion::Still);
        }
    }

    /// How many moves "Delete from here" takes away: the move on the board
    /// and every move after it, variations included.
    pub fn moves_from_here(&self) -> usize {
        fn count(node: &Node) -> usize {
            1 + node.children.iter().map(count).sum::<usize>()
        }
        self.tree.node(&self.path).map_or(0, count)
    }

    pub fn apply(&mut self, action: AnalysisAction) {
        match action {
            AnalysisAction::Board(Action::Play(text)) => {
                let mut board = self.board.clone();
                board.apply(Action::Play(text));
                let played = board.record.move_count() > self.board.record.move_count();
                let Some(mv) = board.record.line.moves.last().copied().filter(|_| played) else {
                    return;
                };
                let children = self.tree.children_at(&self.path).unwrap_or_default();
                let new = !children.iter().any(|child| child.mv == mv);
                if let Some(path) = self.tree.add(&self.path, mv) {
                    self.revision += u32::from(new);
                    self.go(path, board.motion);
                }
            }
            AnalysisAction::Board(
                action @ (Action::Select(_)
                | Action::Picker(_)
                | Action::Note(_)
                | Action::Preview(_)
                | Action::Flip),
            ) => self.board.apply(action),
            AnalysisAction::Board(_) => {}
            AnalysisAction::Go(path) => {
                if self.tree.contains(&path) {
                    self.go(path, Motion::Still);
                }
            }
            AnalysisAction::Step(delta) => {
                let path = &self.path;
                let (target, motion) = match delta {
                    ..=-2 => (Vec::new(), Motion::Still),
                    -1 => (path[..path.len().saturating_sub(1)].to_vec(), Motion::Still),
                    0 => (path.clone(), Motion::Still),
                    1 => match self.tree.next(path) {
                        Some(next) => (next, Motion::Whole),
                        None => (path.clone(), Motion::Still),
                    },
                    _ => (self.tree.line_end(path), Motion::Still),
                };
                self.go(target, motion);
            }
            AnalysisAction::Delete => {
                let parent = self.path[..self.path.len().saturating_sub(1)].to_vec();
                let deleted = self.tree.delete(&self.path).map(|_| parent);
                self.changed(deleted);
            }
            AnalysisAction::Promote => {
                let promoted = self.tree.promote(&self.path);
                self.changed(promoted);
            }
            AnalysisAction::MainLine => {
                let main = self.tree.make_main_line(&self.path);
                self.changed(main);
            }
            AnalysisAction::Engine(on) => {
                self.engine_on = on;
                self.forget_lines();
                self.perfect = None;
                if on && self.engine_lost {
                    self.engine_lost = false;
                    self.notice = None;
                }
            }
            AnalysisAction::EngineLost => {
                self.engine_on = false;
                self.forget_lines();
                self.perfect = None;
                self.notice = Some(Msg::AnalysisEngineLost.into());
                self.engine_lost = true;
            }
            AnalysisAction::Lines(lines) => {
                let lines = lines.clamp(1, MAX_LINES);
                if lines != self.lines {
                    self.lines = lines;
                    self.forget_lines();
                }
            }
            AnalysisAction::Line {
                position,
                share,
                shares,
                lines,
            } => {
                if self.engine_on && position == self.board.record.current_text() && share < shares
                {
                    self.shares.resize(shares, Vec::new());
                    self.shares[share] = lines;
                    self.engine = best_lines(&self.shares, usize::from(self.lines));
                }
            }
            AnalysisAction::Perfect { position, solved } => {
                if self.engine_on && position == self.board.record.current_text() {
                    self.perfect = Some(solved);
                }
            }
            AnalysisAction::Replace(tree) => {
                self.tree = tree;
                self.path.clear();
                self.changed(Some(Vec::new()));
            }
        }
    }
}

/// What the tests of the analysis board share, here and in `kept_tree.rs`:
/// kept here because `kept_tree.rs` imports this file, and a file of their
/// own would import both and close an import circle.
#[cfg(test)]
pub(super) mod test_games {
    use super::*;
    use crate::game::config::Opponent;
    use crate::storage::keep::SavedGame;
    use crate::study::analysis::tree_rows::tree_rows;

    /// A Cephalopod game on 3×3 kept as "a1": b2 a1 c3, at its last move.
    pub fn saved() -> SavedGame {
        let mut config = crate::game::config::GameConfig::new(GameKind::Cephalopod);
        config.size = (3, 3);
        config.id = Some("a1".to_string());
        let mut state = PlayState::new(config, 7);
        for mv in ["b2", "a1", "c3"] {
            state.config.opponent = Opponent::Friend;
            state.apply(Action::Play(mv.to_string()));
        }
        state.config.opponent = Opponent::Ai;
        state.saved_game("2026-12-01", 1.0)
    }

    /// The tree's rows as `depth:moves`, one per row.
    pub fn row_texts(state: &AnalysisState) -> Vec<String> {
        tree_rows(&state.tree)
            .iter()
            .map(|row| {
                let moves: Vec<&str> = row.moves.iter().map(|m| m.notation.as_str()).collect();
                format!("{}:{}", row.depth, moves.join(" "))
            })
            .collect()
    }

    impl AnalysisState {
        /// Plays `moves` on the board, one click each.
        pub fn play(&mut self, moves: &[&str]) {
            for mv in moves {
                self.apply(AnalysisAction::Board(Action::Play(mv.to_string())));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::test_games::{row_texts, saved};
    use super::*;

    fn thought(depth: u32, score: i32, mate_in: Option<i32>) -> Thought {
        Thought {
            id: 3,
            best_move: "a1".to_string(),
            score,
            mate_in,
            depth,
            nodes: 1,
            pv: "a1 b1".to_string(),
            millis: 1.0,
            search_millis: 1.0,
        }
    }

    #[test]
    fn a_move_from_an_earlier_position_is_a_variation() {
        let mut state = AnalysisState::open(&saved(), None).unwrap();
        state.apply(AnalysisAction::Go(vec![0]));
        assert_eq!(state.board.record.current_text(), ".../.w1./... b");
        // Black's other choice, then White's answer.
        state.play(&["a3", "c1"]);
        assert_eq!(state.path, vec![0, 1, 0]);
        assert_eq!(state.revision, 2);
        assert_eq!(state.board.motion, Motion::Whole);
        assert!(state.in_variation());
        assert_eq!(row_texts(&state), ["0:b2 a1", "1:a3 c1", "0:c3"]);
        // The same move again goes to its node.
        state.apply(AnalysisAction::Go(vec![0]));
        state.play(&["a3"]);
        assert_eq!((state.path.clone(), state.revision), (vec![0, 1], 2));
        // A move of the side not to move is refused.
        let before = state.clone();
        state.play(&["b2"]);
        assert_eq!(state, before);
    }

    #[test]
    fn stepping_follows_the_line_on_the_board() {
        let mut state = AnalysisState::open(&saved(), None).unwrap();
        state.apply(AnalysisAction::Go(vec![0]));
        state.play(&["a3", "c1"]);
        state.apply(AnalysisAction::Step(-1));
        assert_eq!(state.path, vec![0, 1]);
        state.apply(AnalysisAction::Step(1));
        assert_eq!(state.path, vec![0, 1, 0]);
        state.apply(AnalysisAction::Step(1));
        assert_eq!(state.path, vec![0, 1, 0]);
        state.apply(AnalysisAction::Step(-10_000));
        assert_eq!(state.path, Vec::<usize>::new());
        state.apply(AnalysisAction::Step(10_000));
        assert_eq!(state.path, vec![0, 0, 0]);
        state.apply(AnalysisAction::Go(vec![7]));
        assert_eq!(state.path, vec![0, 0, 0]);
    }

    #[test]
    fn promote_main_line_and_delete_act_on_the_node_on_the_board() {
        let mut state = AnalysisState::open(&saved(), None).unwrap();
        state.apply(AnalysisAction::Go(vec![0]));
        state.play(&["a3", "c1"]);
        state.apply(AnalysisAction::Promote);
        assert_eq!(state.path, vec![0, 0, 0]);
        assert!(!state.in_variation());
        assert_eq!(row_texts(&state), ["0:b2 a3", "1:a1 c3", "0:c1"]);
        // Promoting the main line changes nothing.
        let before = state.clone();
        state.apply(AnalysisAction::Promote);
        assert_eq!(state, before);
        state.apply(AnalysisAction::Go(vec![0, 1, 0]));
        state.apply(AnalysisAction::MainLine);
        assert_eq!(state.path, vec![0, 0, 0]);
        assert_eq!(row_texts(&state), ["0:b2 a1", "1:a3 c1", "0:c3"]);
        state.apply(AnalysisAction::Go(vec![0, 1]));
        // "Delete from here" names what goes: a3 and c1.
        assert_eq!(state.moves_from_here(), 2);
        state.apply(AnalysisAction::Delete);
        assert_eq!(state.path, vec![0]);
        assert_eq!(row_texts(&state), ["0:b2 a1 c3"]);
        assert_eq!(state.moves_from_here(), 3);
        assert_eq!(state.revision, 5);
    }

    #[test]
    fn the_engine_line_is_taken_for_the_position_on_the_board_only() {
        let mut state = AnalysisState::open(&saved(), None).unwrap();
        assert_eq!(state.engine_request(), None);
        state.apply(AnalysisAction::Engine(true));
        let request = state.engine_request().unwrap();
        assert_eq!(request.position, "..w1/.w1./b1.. b");
        assert_eq!(
            (request.game.as_str(), request.history.len()),
            ("cephalopod", 0)
        );
        assert_eq!(request.lines, DEFAULT_LINES);
        let line = thought(4, -130, None);
        let line_for = |position: &str, share: usize, lines: Vec<Thought>| AnalysisAction::Line {
            position: position.to_string(),
            share,
            shares: 2,
            lines,
        };
        state.apply(line_for(".../.../... w", 0, vec![line.clone()]));
        assert_eq!(state.engine, []);
        state.apply(line_for(&request.position, 0, vec![line.clone()]));
        assert_eq!(state.engine, std::slice::from_ref(&line));
        state.apply(AnalysisAction::Step(-1));
        assert_eq!(state.engine, []);
        state.apply(AnalysisAction::Engine(false));
        assert_eq!(state.engine_request(), None);
    }

    #[test]
    fn perfect_play_is_asked_for_on_a_small_board_and_kept_for_its_position() {
        use cubeplay_engine::Value;
        let mut state = AnalysisState::open(&saved(), None).unwrap();
        assert_eq!(state.solve_request(), None);
        state.apply(AnalysisAction::Engine(true));
        assert_eq!(
            state.solve_request().as_deref(),
            Some("cephalopod\n..w1/.w1./b1.. b")
        );
        let solved = Solved::Values {
            value: Value::Loss(5),
            moves: vec![("a2".to_string(), Value::Loss(5))],
        };
        let perfect_for = |position: &str| AnalysisAction::Perfect {
            position: position.to_string(),
            solved: solved.clone(),
        };
        // Another position's answer (one that came late) is not taken.
        state.apply(perfect_for(".../.../... w"));
        assert_eq!(state.perfect, None);
        state.apply(perfect_for("..w1/.w1./b1.. b"));
        assert_eq!(state.perfect.as_ref(), Some(&solved));
        // Other settings keep it; another position or the engine off not.
        state.apply(AnalysisAction::Lines(1));
        assert_eq!(state.perfect.as_ref(), Some(&solved));
        state.apply(AnalysisAction::Step(-1));
        assert_eq!(state.perfect, None);
        assert_eq!(
            state.solve_request().as_deref(),
            Some("cephalopod\n.../.w1./b1.. w")
        );
        state.apply(AnalysisAction::Step(1));
        state.apply(perfect_for("..w1/.w1./b1.. b"));
        state.apply(AnalysisAction::Engine(false));
        assert_eq!(
            (state.perfect.as_ref(), state.solve_request()),
            (None, None)
        );
    }

    #[test]
    fn the_best_lines_of_a_split_analysis_are_the_best_of_its_shares() {
        let mut state = AnalysisState::open(&saved(), None).unwrap();
        state.apply(AnalysisAction::Engine(true));
        let position = state.engine_request().unwrap().position;
        let scored = |mv: &str, score: i32| Thought {
            best_move: mv.to_string(),
            ..thought(4, score, None)
        };
        let share = |share: usize, lines: Vec<Thought>| AnalysisAction::Line {
            position: position.clone(),
            share,
            shares: 2,
            lines,
        };
        state.apply(share(1, vec![scored("c1", 40), scored("a2", -5)]));
        state.apply(share(
            0,
            vec![scored("b1", 90), scored("d4", 40), scored("a1", 10)],
        ));
        let moves = |state: &AnalysisState| -> Vec<String> {
            state
                .engine
                .iter()
                .map(|line| line.best_move.clone())
                .collect()
        };
        // Ties keep the shares' order: d4 (share 0) before c1 (share 1).
        assert_eq!(moves(&state), ["b1", "d4", "c1"]);
        // A newer answer of a share replaces its lines.
        state.apply(share(0, vec![scored("b1", -50)]));
        assert_eq!(moves(&state), ["c1", "a2", "b1"]);
        state.apply(AnalysisAction::Lines(1));
        assert_eq!((state.lines, moves(&state).len()), (1, 0));
        assert_eq!(state.engine_request().unwrap().lines, 1);
        state.apply(share(1, vec![scored("c1", 40)]));
        assert_eq!(moves(&state), ["c1"]);
        state.apply(AnalysisAction::Lines(9));
        assert_eq!(state.lines, MAX_LINES);
        // A share beyond the split's shares is not taken.
        state.apply(AnalysisAction::Line {
            position,
            share: 2,
            shares: 2,
            lines: vec![scored("e5", 500)],
        });
        assert_eq!(moves(&state), Vec::<String>::new());
    }
}
