//! The analysis board's live analysis: the best line so far, slice after
//! slice, each deeper than the one before. It runs in a pool worker, for
//! the analysis board (a part loaded on demand).

use cubeplay_engine::ai::{Clock, ThinkOptions, ThinkResult, Thinker};
use cubeplay_engine::GameKind;

use crate::worker::protocol::{Failure, ThinkRequest, Thought};
use crate::worker::task::{Stepped, TaskError, TaskRun};

/// The longest a live analysis searches one position.
pub const ANALYSIS_LIMIT_MS: f64 = 20_000.0;

/// The first slice of a live analysis; each next one is twice as long, up
/// to `ANALYSIS_SLICE_MAX_MS`: every slice searches again from the start
/// (with the tables of the slices before), so longer slices get deeper.
/// The pool's worker yields between two slices, so the page's `terminate`
/// (a move on the board, the engine switched off) lands there, or when the
/// browser forces it.
pub const ANALYSIS_SLICE_MS: f64 = 100.0;
pub const ANALYSIS_SLICE_MAX_MS: f64 = 3200.0;

/// The length of slice `index` (from 0) of a live analysis.
pub fn analysis_slice_ms(index: u32) -> f64 {
    (ANALYSIS_SLICE_MS * 2f64.powi(index.min(16) as i32)).min(ANALYSIS_SLICE_MAX_MS)
}

/// Whether a slice's lines `found` are better to show than `shown`:
/// deeper, more of them, or for the same depth and first move a longer
/// best line (the table that carries a line on may have lost part of it to
/// newer entries).
pub fn is_better(shown: &[Thought], found: &[Thought]) -> bool {
    let (Some(first), Some(shown_first)) = (found.first(), shown.first()) else {
        return !found.is_empty();
    };
    let moves = |thought: &Thought| thought.pv.split(' ').count();
    first.depth > shown_first.depth
        || first.depth == shown_first.depth
            && (found.len() > shown.len()
                || first.best_move == shown_first.best_move && moves(first) > moves(shown_first))
}

/// Searches `request` until `slice_end_ms`; `started_ms` is when the
/// analysis began. As in `think_slice`, each slice searches again from
/// the start and the tables kept in `thinker` carry it deeper. The
/// request's `lines` best moves are searched one after the other (see
/// `ThinkOptions::lines`), among its `only_moves` when it is one share of
/// an analysis split across the pool. The lines, best first, and whether
/// the analysis is over; or why there is nothing to search.
pub fn analysis_slice(
    thinker: &mut Thinker,
    request: &ThinkRequest,
    clock: &dyn Clock,
    started_ms: f64,
    slice_end_ms: f64,
) -> Result<(Vec<Thought>, bool), Failure> {
    let kind: GameKind = request
        .game
        .parse()
        .map_err(|error: cubeplay_engine::UnknownGame| Failure::UnknownGame {
            found: error.found,
        })?;
    let options = ThinkOptions {
        movetime_ms: Some((slice_end_ms - clock.now_ms()).max(1.0)),
        no_adjacent: request.no_adjacent,
        history: request.history.clone(),
        only_moves: request.only_moves.clone(),
        lines: usize::from(request.lines.max(1)),
        ..ThinkOptions::default()
    };
    let mut never = || false;
    let result = thinker
        .think(kind, &request.position, &options, 5, 1, clock, &mut never)
        .map_err(|error| Failure::of_think(&error, request))?;
    let proven = result.lines.iter().all(|line| line.mate_in.is_some());
    let done = result.depth == 0 || proven || clock.now_ms() - started_ms >= ANALYSIS_LIMIT_MS;
    Ok((lines_of(request.id, &result), done))
}

/// The result's lines as the page's thoughts, best first.
fn lines_of(id: u32, result: &ThinkResult) -> Vec<Thought> {
    result
        .lines
        .iter()
        .map(|line| Thought {
            id,
            best_move: line.best_move.clone(),
            score: line.score,
            mate_in: line.mate_in,
            depth: line.depth,
            nodes: result.nodes,
            pv: line.pv.join(" "),
            millis: result.elapsed_ms,
            search_millis: result.elapsed_ms,
        })
        .collect()
}

/// A pool worker's analysis task (`crate::worker::pool`), started: the
/// request as [`task_text`] writes it, searched slice after slice, each
/// slice longer (see [`analysis_slice_ms`]), until the analysis ends by
/// itself. Each set of lines better than the one before (see
/// [`is_better`]) is the step's progress, as [`lines_text`] writes it; the
/// answer is the last set, or `! no analysis` when the position cannot be
/// searched. A request that does not read is not started: why is the
/// [`TaskError`].
pub fn start_analysis_task(task: &str) -> Result<Box<dyn TaskRun>, TaskError> {
    start_analysis_with(task, task_clock())
}

/// [`start_analysis_task`] with its clock.
pub fn start_analysis_with(
    task: &str,
    clock: impl Clock + 'static,
) -> Result<Box<dyn TaskRun>, TaskError> {
    let request = read_task(task).ok_or(TaskError::BadAnalysisTask)?;
    Ok(Box::new(AnalysisRun {
        started_ms: clock.now_ms(),
        clock: Box::new(clock),
        request,
        // One thinker: its tables carry each slice deeper than the one before.
        thinker: Thinker::new(),
        slices: 0,
        shown: Vec::new(),
    }))
}

/// The clock of the worker that runs a task.
#[cfg(target_arch = "wasm32")]
fn task_clock() -> crate::worker::task::PerformanceClock {
    crate::worker::task::PerformanceClock::new()
}

#[cfg(not(target_arch = "wasm32"))]
fn task_clock() -> cubeplay_engine::ai::InstantClock {
    cubeplay_engine::ai::InstantClock::new()
}

/// An analysis task in progress: one slice a step.
struct AnalysisRun {
    request: ThinkRequest,
    clock: Box<dyn Clock>,
    thinker: Thinker,
    started_ms: f64,
    slices: u32,
    shown: Vec<Thought>,
}

impl TaskRun for AnalysisRun {
    fn step(&mut self) -> Stepped {
        let clock = self.clock.as_ref();
        let slice_end = clock.now_ms() + analysis_slice_ms(self.slices);
        self.slices += 1;
        let sliced = analysis_slice(
            &mut self.thinker,
            &self.request,
            clock,
            self.started_ms,
            slice_end,
        );
        let Ok((lines, done)) = sliced else {
            return Stepped {
                progress: None,
                answer: Some("! no analysis".to_string()),
            };
        };
        let better = is_better(&self.shown, &lines);
        if better {
            self.shown = lines;
        }
        Stepped {
            progress: better.then(|| lines_text(&self.shown)),
            answer: done.then(|| lines_text(&self.shown)),
        }
    }
}

/// `request` as an analysis task's text: the game, the position, the
/// variant and the number of lines, the moves of this share, then the
/// earlier positions, one per line.
pub fn task_text(request: &ThinkRequest) -> String {
    let mut text = format!(
        "{}\n{}\n{} {}\n{}",
        request.game,
        request.position,
        u8::from(request.no_adjacent),
        request.lines,
        request.only_moves.join(" ")
    );
    for earlier in &request.history {
        text.push('\n');
        text.push_str(earlier);
    }
    text
}

/// The request [`task_text`] wrote.
fn read_task(text: &str) -> Option<ThinkRequest> {
    let mut lines = text.split('\n');
    let (game, position) = (lines.next()?, lines.next()?);
    let (no_adjacent, count) = lines.next()?.split_once(' ')?;
    let only_moves = lines.next()?.split_whitespace().map(String::from).collect();
    Some(ThinkRequest {
        id: 0,
        game: game.to_string(),
        position: position.to_string(),
        level: 5,
        movetime_ms: None,
        no_adjacent: no_adjacent == "1",
        history: lines.map(String::from).collect(),
        seed: 1,
        starting_with: String::new(),
        only_moves,
        lines: count.parse().ok()?,
    })
}

/// Lines as text, one per line: depth, score, the proven distance (`-`
/// when not proven), nodes, the best move, then the line's moves.
pub fn lines_text(lines: &[Thought]) -> String {
    let line_text = |line: &Thought| {
        let mate = line
            .mate_in
            .map_or_else(|| "-".to_string(), |plies| plies.to_string());
        let words = [
            line.depth.to_string(),
            line.score.to_string(),
            mate,
            line.nodes.to_string(),
        ];
        format!("{} {} {}", words.join(" "), line.best_move, line.pv)
    };
    lines.iter().map(line_text).collect::<Vec<_>>().join("\n")
}

/// The lines [`lines_text`] wrote; `None` when one does not read.
pub fn read_lines(text: &str) -> Option<Vec<Thought>> {
    text.lines()
        .map(|line| {
            let mut words = line.splitn(6, ' ');
            let mut next = || words.next();
            let (depth, score, mate, nodes) = (next()?, next()?, next()?, next()?);
            let (best_move, pv) = (next()?, next().unwrap_or(""));
            Some(Thought {
                id: 0,
                best_move: best_move.to_string(),
                score: score.parse().ok()?,
                mate_in: if mate == "-" {
                    None
                } else {
                    Some(mate.parse().ok()?)
                },
                depth: depth.parse().ok()?,
                nodes: nodes.parse().ok()?,
                pv: pv.to_string(),
                millis: 0.0,
                search_millis: 0.0,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::worker::jobs::testing::{request, TickingClock};
    use crate::worker::task::run_to_end;

    /// An analysis task run to its end on a clock that ticks by itself.
    fn analysis_task(task: &str, progress: &mut dyn FnMut(&str)) -> String {
        match start_analysis_with(task, TickingClock(std::cell::Cell::new(0.0))) {
            Ok(mut run) => run_to_end(run.as_mut(), progress),
            Err(error) => error.to_string(),
        }
    }

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
        let shown = [line(6, "a1", "a1 b2 c3")];
        assert!(is_better(&[], &[line(1, "a1", "a1")]));
        assert!(!is_better(&shown, &[]));
        assert!(is_better(&shown, &[line(7, "e5", "e5")]));
        // The same depth cut short, or another move as good: the shown line stays.
        assert!(!is_better(&shown, &[line(6, "a1", "a1")]));
        assert!(!is_better(&shown, &[line(6, "e5", "e5 d4 c3 b2")]));
        assert!(!is_better(&shown, &[line(5, "e5", "e5 d4 c3 b2 a1")]));
        assert!(is_better(&shown, &[line(6, "a1", "a1 b2 c3 d4")]));
        // More lines at the same depth: shown.
        let two = [line(6, "e5", "e5"), line(6, "a1", "a1")];
        assert!(is_better(&shown, &two));
        assert!(!is_better(&two, &shown));
    }

    #[test]
    fn slices_grow_to_their_longest() {
        let lengths: Vec<f64> = (0..7).map(analysis_slice_ms).collect();
        assert_eq!(
            lengths,
            [100.0, 200.0, 400.0, 800.0, 1600.0, 3200.0, 3200.0]
        );
        assert_eq!(analysis_slice_ms(u32::MAX), 3200.0);
    }

    /// Lines of a live analysis of `position`, slice after slice, until done.
    fn analysis_lines(position: &str, slices: usize) -> Vec<(Thought, bool)> {
        analysis_slices(&request(position), slices)
            .into_iter()
            .map(|(lines, done)| (lines[0].clone(), done))
            .collect()
    }

    /// Every slice's lines of a live analysis of `request`, until done.
    fn analysis_slices(request: &ThinkRequest, slices: usize) -> Vec<(Vec<Thought>, bool)> {
        let clock = TickingClock(std::cell::Cell::new(0.0));
        let mut thinker = Thinker::new();
        let mut lines = Vec::new();
        for _ in 0..slices {
            let slice_end = clock.now_ms() + 300.0;
            match analysis_slice(&mut thinker, request, &clock, 0.0, slice_end) {
                Ok((found, done)) => {
                    assert!(!found.is_empty());
                    lines.push((found, done));
                    if done {
                        break;
                    }
                }
                Err(failure) => panic!("expected a line, got {failure:?}"),
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
    fn a_live_analysis_shows_the_lines_asked_among_the_moves_given() {
        let empty = "...../...../...../...../..... w";
        let three = ThinkRequest {
            lines: 3,
            ..request(empty)
        };
        let slices = analysis_slices(&three, 3);
        let (lines, _) = slices.last().unwrap();
        let moves: Vec<&str> = lines.iter().map(|line| line.best_move.as_str()).collect();
        assert_eq!(moves.len(), 3, "{moves:?}");
        assert!(moves[0] != moves[1] && moves[1] != moves[2] && moves[0] != moves[2]);
        assert!(lines.windows(2).all(|pair| pair[0].score >= pair[1].score));
        assert!(lines
            .iter()
            .all(|line| line.pv.starts_with(&line.best_move)));
        // One share of a split analysis: its own moves only.
        let share = ThinkRequest {
            lines: 3,
            only_moves: vec!["a1".into(), "c3".into()],
            ..request(empty)
        };
        let (lines, _) = analysis_slices(&share, 1).remove(0);
        let mut moves: Vec<&str> = lines.iter().map(|line| line.best_move.as_str()).collect();
        moves.sort_unstable();
        assert_eq!(moves, ["a1", "c3"]);
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
        assert_eq!(full, Err(Failure::GameOver));
    }

    #[test]
    fn an_analysis_task_reads_back_as_its_request() {
        let request = ThinkRequest {
            game: "deblockle".into(),
            no_adjacent: true,
            lines: 4,
            only_moves: vec!["c1-c2:c4".into(), "e3-e2".into()],
            history: vec!["......./....... g".into(), "x y".into()],
            ..request("....bTC../......./..bSL.bCT../......./..gSC..../......./....... g")
        };
        let read = read_task(&task_text(&request)).unwrap();
        assert_eq!(
            read,
            ThinkRequest {
                id: 0,
                ..request.clone()
            }
        );
        let alone = ThinkRequest {
            history: Vec::new(),
            only_moves: Vec::new(),
            ..request
        };
        assert_eq!(
            read_task(&task_text(&alone)).unwrap(),
            ThinkRequest { id: 0, ..alone }
        );
        assert_eq!(read_task("cephalopod\n.../.../... w\n0 x\n"), None);
        assert_eq!(read_task("cephalopod"), None);
    }

    #[test]
    fn lines_read_back_as_written() {
        let lines = vec![
            Thought {
                mate_in: Some(-7),
                score: -999_993,
                ..line(9, "b1=a1+c1", "b1=a1+c1 a2")
            },
            Thought {
                id: 0,
                millis: 0.0,
                search_millis: 0.0,
                ..line(0, "a1", "")
            },
        ];
        let text = lines_text(&lines);
        assert_eq!(text, "9 -999993 -7 1 b1=a1+c1 b1=a1+c1 a2\n0 10 - 1 a1 ");
        let read = read_lines(&text).unwrap();
        let expected: Vec<Thought> = lines
            .into_iter()
            .map(|line| Thought {
                id: 0,
                millis: 0.0,
                search_millis: 0.0,
                ..line
            })
            .collect();
        assert_eq!(read, expected);
        assert_eq!(read_lines("9 x - 1 a1 a1"), None);
        assert_eq!(read_lines("9 10"), None);
        assert_eq!(read_lines(""), Some(Vec::new()));
    }

    #[test]
    fn an_analysis_task_sends_better_lines_until_it_ends() {
        // Two moves of a 3x3 board, one share: proven at once, then done.
        let two = ThinkRequest {
            lines: 2,
            ..request("w1w6w1/.b6b1/b1.b1 w")
        };
        let mut heard = Vec::new();
        let answer = analysis_task(&task_text(&two), &mut |text| heard.push(text.to_string()));
        assert_eq!(heard.last(), Some(&answer));
        let lines = read_lines(&answer).unwrap();
        let moves: Vec<&str> = lines.iter().map(|line| line.best_move.as_str()).collect();
        assert_eq!(moves, ["a2=a1+a3", "b1=a1+c1"]);
        // One line: White wins only with a2=a1+a3 (the review's test of
        // this position), proven at once.
        let one = task_text(&request("w1w6w1/.b6b1/b1.b1 w"));
        let mut heard = 0;
        let lines = read_lines(&analysis_task(&one, &mut |_| heard += 1)).unwrap();
        assert_eq!((lines.len(), lines[0].best_move.as_str()), (1, "a2=a1+a3"));
        assert!(lines[0].mate_in.is_some_and(|plies| plies > 0), "{lines:?}");
        assert_eq!(heard, 1);
        assert_eq!(
            analysis_task("cephalopod", &mut |_| {}),
            "! bad analysis task"
        );
        let over = task_text(&request("w1b1/w1b1 w"));
        assert_eq!(analysis_task(&over, &mut |_| {}), "! no analysis");
    }
}
