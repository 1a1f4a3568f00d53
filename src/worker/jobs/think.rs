//! The AI's move, searched in slices so the worker reads its messages in
//! between.

use cubeplay_engine::ai::{Clock, ThinkOptions, ThinkResult, Thinker};
use cubeplay_engine::GameKind;

use crate::worker::protocol::{Failure, ThinkRequest, Thought, WorkerResponse};

/// The answer to request `id` from the engine's result; the page-side
/// timings are the search's own until the worker adds its waits.
pub(super) fn thought_of(id: u32, result: ThinkResult) -> Thought {
    Thought {
        id,
        best_move: result.best_move,
        score: result.score,
        mate_in: result.mate_in,
        depth: result.depth,
        nodes: result.nodes,
        pv: result.pv.join(" "),
        millis: result.elapsed_ms,
        search_millis: result.elapsed_ms,
    }
}

/// Outcome of one slice of thinking.
pub enum SliceOutcome {
    /// The search ended by itself: here is the answer.
    Done(WorkerResponse),
    /// The slice ran out first; call again to go on. `nodes`: what the
    /// slice searched (for the move's node count and speed).
    Unfinished { nodes: u64 },
}

/// Runs the search for `request` until `deadline_ms` (the move's end) or
/// `slice_end_ms`, whichever comes first. Interrupted searches are simply
/// restarted in the next slice: the transposition table kept in `thinker`
/// makes the finished part nearly free to redo.
pub fn think_slice(
    thinker: &mut Thinker,
    request: &ThinkRequest,
    clock: &dyn Clock,
    deadline_ms: f64,
    slice_end_ms: f64,
) -> SliceOutcome {
    let kind: GameKind = match request.game.parse() {
        Ok(kind) => kind,
        Err(error) => {
            return SliceOutcome::Done(WorkerResponse::Failed {
                id: Some(request.id),
                failure: Failure::UnknownGame { found: error.found },
            })
        }
    };
    let remaining = (deadline_ms - clock.now_ms()).max(1.0);
    let options = ThinkOptions {
        movetime_ms: Some(remaining),
        no_adjacent: request.no_adjacent,
        history: request.history.clone(),
        starting_with: request.starting_with.clone(),
        only_moves: request.only_moves.clone(),
        ..ThinkOptions::default()
    };
    let mut sliced = false;
    let mut stop = || {
        if clock.now_ms() >= slice_end_ms && slice_end_ms < deadline_ms {
            sliced = true;
        }
        sliced
    };
    let result = thinker.think(
        kind,
        &request.position,
        &options,
        request.level,
        request.seed,
        clock,
        &mut stop,
    );
    if sliced {
        let nodes = result.map_or(0, |result| result.nodes);
        return SliceOutcome::Unfinished { nodes };
    }
    SliceOutcome::Done(match result {
        Ok(result) => WorkerResponse::Thought(thought_of(request.id, result)),
        Err(error) => WorkerResponse::Failed {
            id: Some(request.id),
            failure: Failure::of_think(&error, request),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::worker::jobs::testing::{request, TickingClock};

    #[test]
    fn a_sliced_search_ends_with_a_legal_move() {
        let clock = TickingClock(std::cell::Cell::new(0.0));
        let mut thinker = Thinker::new();
        let request = request("...../...../...../...../..... w");
        let deadline = 400.0;
        let mut slices = 0;
        let answer = loop {
            slices += 1;
            let slice_end = clock.now_ms() + 50.0;
            match think_slice(&mut thinker, &request, &clock, deadline, slice_end) {
                SliceOutcome::Done(answer) => break answer,
                SliceOutcome::Unfinished { .. } => assert!(slices < 100, "never finished"),
            }
        };
        let WorkerResponse::Thought(thought) = answer else {
            panic!("expected a move, got {answer:?}");
        };
        assert_eq!(thought.id, 7);
        let position: cubeplay_engine::cephalopod::Position =
            "...../...../...../...../..... w".parse().unwrap();
        assert!(position.parse_move(&thought.best_move).is_ok());
        assert!(slices > 1, "the search was never sliced");
    }

    #[test]
    fn a_bad_position_is_reported_with_the_request_id() {
        let clock = TickingClock(std::cell::Cell::new(0.0));
        let outcome = think_slice(&mut Thinker::new(), &request("xyz"), &clock, 100.0, 50.0);
        let SliceOutcome::Done(WorkerResponse::Failed { id, failure }) = outcome else {
            panic!("expected a failure");
        };
        assert_eq!(id, Some(7));
        assert_eq!(
            failure,
            Failure::BadPosition {
                game: "cephalopod".into(),
                text: "xyz".into(),
                no_adjacent: false
            }
        );
    }
}
