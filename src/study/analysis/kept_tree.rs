//! The analysis kept for a game, read and written: the analysis board
//! opened on a kept game with the tree kept for it (or why that tree was
//! not used), the tree as a record to export and keep, and where a record
//! with variations cannot be read. The board itself, its moves through the
//! tree and the engine's lines are in `state.rs`.

use cubeplay_engine::record::Record as KeptRecord;
use cubeplay_engine::tree::record::{self as tree_record, TreeError, TreeErrorKind};

use crate::game::config::Opponent;
use crate::game::state::{Motion, PlayState};
use crate::i18n::record_errors::reason;
use crate::i18n::{msg, t, Msg, Phrase};
use crate::storage::keep::{self, SavedError, SavedGame};
use crate::study::analysis::state::AnalysisState;

/// Whether two records are of the same game set-up: options and start.
pub fn same_setup(a: &KeptRecord, b: &KeptRecord) -> bool {
    a.options() == b.options() && a.start() == b.start()
}

/// Where and why a record with variations cannot be read: "line 3: …".
pub fn tree_error(error: &TreeError) -> String {
    let why = match &error.kind {
        TreeErrorKind::Record(kind) => reason(kind),
        TreeErrorKind::NoMoveAbove => t(Msg::AnalysisErrorNoMoveAbove),
        TreeErrorKind::MissingVersion => t(Msg::AnalysisErrorNoVersion),
        TreeErrorKind::UnsupportedVersion { found } => msg::analysis_error_version(found),
        TreeErrorKind::Empty => t(Msg::AnalysisErrorEmpty),
        TreeErrorKind::ChoiceFirst => t(Msg::AnalysisErrorChoiceFirst),
        TreeErrorKind::UnopenedClose => t(Msg::AnalysisErrorUnopened),
        TreeErrorKind::Unclosed => t(Msg::AnalysisErrorUnclosed),
    };
    let place = msg::rec_at_line(error.line);
    format!("{place}: {why}")
}

impl AnalysisState {
    /// The analysis board of the kept game `saved`, with the tree kept
    /// for it (`kept`, its text) when it can be read; the board shows the
    /// game where it was.
    pub fn open(saved: &SavedGame, kept: Option<&str>) -> Result<AnalysisState, SavedError> {
        let headers = saved.engine_record()?;
        let mut config = keep::config_for(&headers, &saved.id);
        config.opponent = Opponent::Friend;
        let mut board = PlayState::new(config, 1);
        board.keep = false;
        let game_tree = tree_record::from_record(&headers);
        let game = game_tree.main_line();
        let mut state = AnalysisState::new(saved.id.clone(), headers, game_tree, board);
        match kept.map(tree_record::read) {
            Some(Ok((kept_headers, tree))) if same_setup(&kept_headers, &state.headers) => {
                state.tree = tree;
            }
            Some(Ok(_)) => {
                state.notice = Some(Msg::AnalysisKeptOther.into());
                state.keep = false;
            }
            Some(Err(error)) => {
                state.notice = Some(Phrase::new(move || {
                    msg::analysis_kept_damaged(tree_error(&error).as_str())
                }));
                state.keep = false;
            }
            None => {}
        }
        // Moves played in the game since the analysis was kept join it.
        let (mut path, mut shown) = (Vec::new(), Vec::new());
        for (ply, &mv) in game.iter().enumerate() {
            let Some(next) = state.tree.add(&path, mv) else {
                break;
            };
            path = next;
            if ply < saved.cursor {
                shown.clone_from(&path);
            }
        }
        state.go(shown, Motion::Still);
        Ok(state)
    }

    /// The record of the tree, to export and keep.
    pub fn export_text(&self) -> String {
        tree_record::write(&self.tree, &self.headers)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{set_language, Language};
    use crate::study::analysis::state::test_games::{row_texts, saved};
    use crate::study::analysis::state::AnalysisAction;

    #[test]
    fn the_board_opens_on_the_game_where_it_was() {
        let state = AnalysisState::open(&saved(), None).unwrap();
        assert_eq!(state.path, vec![0, 0, 0]);
        assert_eq!(state.board.record.current_text(), "..w1/.w1./b1.. b");
        assert_eq!(state.board.record.move_count(), 3);
        assert!(state.board.human_to_move());
        assert_eq!(row_texts(&state), ["0:b2 a1 c3"]);
        assert_eq!(state.notice, None);
    }

    #[test]
    fn the_export_reads_back_as_the_same_tree() {
        let mut state = AnalysisState::open(&saved(), None).unwrap();
        state.apply(AnalysisAction::Go(vec![0]));
        state.play(&["a3", "c1"]);
        let text = state.export_text();
        assert!(text.ends_with("1. White b2\n2. Black a1\n#@variation 1 a3 c1\n3. White c3\n"));
        assert!(text.contains("[Black \"AI level 2\"]\n"));
        let reopened = AnalysisState::open(&saved(), Some(&text)).unwrap();
        assert_eq!(reopened.tree, state.tree);
        assert_eq!(reopened.export_text(), text);
        // An import of it replaces the tree and starts at the start.
        let mut other = AnalysisState::open(&saved(), None).unwrap();
        other.apply(AnalysisAction::Replace(state.tree.clone()));
        assert_eq!((other.tree.len(), other.path.len()), (5, 0));
    }

    #[test]
    fn a_kept_analysis_that_cannot_be_used_is_reported_and_not_kept_over() {
        set_language(Language::English);
        let state =
            AnalysisState::open(&saved(), Some("cubeplay-record 1\n[Game \"go\"]")).unwrap();
        assert!(!state.keep);
        assert_eq!(
            state.notice.as_ref().map(Phrase::text).as_deref(),
            Some("The analysis kept for this game cannot be read (line 2: unknown game 'go' (expected cephalopod or deblockle)). Changes here are not kept: export them to keep them.")
        );
        assert_eq!(row_texts(&state), ["0:b2 a1 c3"]);
        let other = "cubeplay-record 1\n[Game \"cephalopod\"]\n[Size \"5x5\"]\n";
        let state = AnalysisState::open(&saved(), Some(other)).unwrap();
        assert!(!state.keep);
        assert!(state.notice.is_some());
    }

    #[test]
    fn moves_played_since_join_the_kept_analysis() {
        let mut shorter = saved();
        shorter.record = shorter.record.replace("3. White c3\n", "");
        shorter.cursor = 2;
        let mut state = AnalysisState::open(&shorter, None).unwrap();
        state.play(&["a3"]);
        let kept = state.export_text();
        let state = AnalysisState::open(&saved(), Some(&kept)).unwrap();
        assert_eq!(row_texts(&state), ["0:b2 a1 a3", "1:c3"]);
        assert_eq!(state.path, vec![0, 0, 1]);
    }
}
