//! The analysis board's live analysis: the best line so far, slice after
//! slice, each deeper than the one before. Only the study build runs it
//! (see `study::seam`).

use cubeplay_engine::ai::{Clock, ThinkOptions, Thinker};
use cubeplay_engine::GameKind;

use super::think::thought_of;
use crate::worker::protocol::{Failure, ThinkRequest, Thought, WorkerResponse};

/// The longest a live analysis searches one position.
pub const ANALYSIS_LIMIT_MS: f64 = 20_000.0;

/// The first slice of a live analysis; each next one is twice as long, up
/// to `ANALYSIS_SLICE_MAX_MS`: every slice searches again from the start
/// (with the tables of the slices before), so longer slices get deeper,
/// while a move on the board waits at most one slice.
pub const ANALYSIS_SLICE_MS: f64 = 100.0;
pub const ANALYSIS_SLICE_MAX_MS: f64 = 1600.0;

/// The length of slice `index` (from 0) of a live analysis.
pub fn analysis_slice_ms(index: u32) -> f64 {
    (ANALYSIS_SLICE_MS * 2f64.powi(index.min(16) as i32)).min(ANALYSIS_SLICE_MAX_MS)
}

/// Whether a slice's line `found` is better to show than `shown`: deeper,
/// or for the same depth and move a longer best line (the table that
/// carries a line on may have lost part of it to newer entries).
pub fn is_better(shown: Option<&Thought>, found: &Thought) -> bool {
    let Some(shown) = shown else {
        return true;
    };
    let moves = |thought: &Thought| thought.pv.split(' ').count();
    found.depth > shown.depth
        || found.depth == shown.depth
            && found.best_move == shown.best_move
            && moves(found) > moves(shown)
}

/// Searches `request` until `slice_end_ms`; `started_ms` is when the
/// analysis began. As in `think_slice`, each slice searches again from
/// the start and the tables kept in `thinker` carry it deeper. The flag
/// says whether the analysis is over (always after a failure).
pub fn analysis_slice(
    thinker: &mut Thinker,
    request: &ThinkRequest,
    clock: &dyn Clock,
    started_ms: f64,
    slice_end_ms: f64,
) -> (WorkerResponse, bool) {
    let failed = |failure| {
        let id = Some(request.id);
        (WorkerResponse::Failed { id, failure }, true)
    };
    let kind: GameKind = match request.game.parse() {
        Ok(kind) => kind,
        Err(error) => return failed(Failure::UnknownGame { found: error.found }),
    };
    let options = ThinkOptions {
        movetime_ms: Some((slice_end_ms - clock.now_ms()).max(1.0)),
        no_adjacent: request.no_adjacent,
        history: request.history.clone(),
        ..ThinkOptions::default()
    };
    let mut never = || false;
    match thinker.think(kind, &request.position, &options, 5, 1, clock, &mut never) {
        Ok(result) => {
            let done = result.depth == 0
                || result.mate_in.is_some()
                || clock.now_ms() - started_ms >= ANALYSIS_LIMIT_MS;
            let thought = thought_of(request.id, result);
            (WorkerResponse::Analysis(thought), done)
        }
        Err(error) => failed(Failure::of_think(&error, request)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::worker::jobs::testing::{request, TickingClock};

    fn line(depth: u32, best_move: &str, pv: &str) -> Thought {
        Thought {
            id: 9,
            best_move: best_move.into(),
            score: 10,
            mate_in: None,
            depth,
            nodes: 1,
            pv: pv.into(),
            millis: 1.0,
            search_millis: 1.0,
        }
    }

    #[test]
    fn a_line_is_shown_when_deeper_or_longer() {
        let shown = line(6, "a1", "a1 b2 c3");
        assert!(is_better(None, &line(1, "a1", "a1")));
        assert!(is_better(Some(&shown), &line(7, "e5", "e5")));
        // The same depth cut short, or another move as good: the shown line stays.
        assert!(!is_better(Some(&shown), &line(6, "a1", "a1")));
        assert!(!is_better(Some(&shown), &line(6, "e5", "e5 d4 c3 b2")));
        assert!(!is_better(Some(&shown), &line(5, "e5", "e5 d4 c3 b2 a1")));
        assert!(is_better(Some(&shown), &line(6, "a1", "a1 b2 c3 d4")));
    }

    #[test]
    fn slices_grow_to_their_longest() {
        let lengths: Vec<f64> = (0..7).map(analysis_slice_ms).collect();
        assert_eq!(
            lengths,
            [100.0, 200.0, 400.0, 800.0, 1600.0, 1600.0, 1600.0]
        );
        assert_eq!(analysis_slice_ms(u32::MAX), 1600.0);
    }

    /// Lines of a live analysis of `position`, slice after slice, until done.
    fn analysis_lines(position: &str, slices: usize) -> Vec<(Thought, bool)> {
        let clock = TickingClock(std::cell::Cell::new(0.0));
        let mut thinker = Thinker::new();
        let mut lines = Vec::new();
        for _ in 0..slices {
            let slice_end = clock.now_ms() + 300.0;
            match analysis_slice(&mut thinker, &request(position), &clock, 0.0, slice_end) {
                (WorkerResponse::Analysis(thought), done) => {
                    lines.push((thought, done));
                    if done {
                        break;
                    }
                }
                other => panic!("expected a line, got {other:?}"),
            }
        }
        lines
    }

    #[test]
    fn a_live_analysis_goes_deeper_slice_after_slice() {
        let lines = analysis_lines("...../...../...../...../..... w", 6);
        assert_eq!(lines.len(), 6);
        assert!(lines.iter().all(|(line, done)| line.id == 7 && !done));
        let depths: Vec<u32> = lines.iter().map(|(line, _)| line.depth).collect();
        assert!(
            depths.windows(2).all(|pair| pair[0] <= pair[1]),
            "{depths:?}"
        );
        assert!(depths[5] > depths[0], "{depths:?}");
        // The best line starts with the best move, a legal move here.
        let (last, _) = &lines[5];
        let position: cubeplay_engine::cephalopod::Position =
            "...../...../...../...../..... w".parse().unwrap();
        assert!(last.pv.starts_with(&last.best_move), "{}", last.pv);
        assert!(position.parse_move(&last.best_move).is_ok());
    }

    #[test]
    fn a_live_analysis_ends_on_the_only_move_or_the_end_of_the_game() {
        // White to move on a 2x2 board with one square left: one move.
        let lines = analysis_lines("w1b1/w1. b", 3);
        assert_eq!(lines.len(), 1);
        assert_eq!((lines[0].0.depth, lines[0].1), (0, true));
        assert_eq!(lines[0].0.pv, "b1=a1+b2");
        // A full board is answered with the game's end.
        let clock = TickingClock(std::cell::Cell::new(0.0));
        let full = analysis_slice(
            &mut Thinker::new(),
            &request("w1b1/w1b1 w"),
            &clock,
            0.0,
            50.0,
        );
        assert_eq!(
            full,
            (
                WorkerResponse::Failed {
                    id: Some(7),
                    failure: Failure::GameOver
                },
                true
            )
        );
    }
}
