//! `cubeplay-cli analyse <game> --record FILE [--movetime MS] [--nodes N]
//! [--seed S] [--jobs N]`: the review of a recorded game, one line per ply,
//! then one summary line per player.
//!
//! A ply line reads `3. White c3=b3+c4 | before +35 | after -120 |
//! blunder | best b1`: the scores are the mover's, before the ply (with the
//! best move) and after the played move. Without limits each position gets
//! `DEFAULT_MOVETIME_MS` (a played move that is not the engine's best gets
//! one more search, to one ply less); `--nodes` alone makes the output
//! reproducible, and the same for any `--jobs`.

use std::fmt::Write as _;
use std::io::Read as _;

use clap::Args;
use cubeplay_engine::ai::review::{review_line_parallel, Review, ReviewBudget, Reviewable};
use cubeplay_engine::ai::InstantClock;
use cubeplay_engine::record::Record;
use cubeplay_engine::{Game, Outcome, Player};

use crate::error::CliError;
use crate::position;
use crate::values;

/// Largest record read: a game's record is a few kilobytes, and a path
/// such as /dev/zero must not fill the memory.
const MAX_RECORD_BYTES: u64 = 16 << 20;

/// Time per position when neither `--movetime` nor `--nodes` is given.
pub const DEFAULT_MOVETIME_MS: f64 = 500.0;

/// Reviews a recorded game: one line per ply, then one per player.
///
/// A ply line reads `3. White c3=b3+c4 | before +35 | after -120 | blunder
/// | best b1`: the mover's scores before the ply (with the best move) and
/// after the played move, the ply's class and the engine's best move.
/// Without limits each position gets 500 ms; --nodes alone makes the
/// output reproducible. --jobs N shares the positions out across N threads
/// in segments of 16 (each segment searched from empty tables), so with
/// --nodes the output is the same for any N.
#[derive(Debug, Args)]
pub struct AnalyseArgs {
    /// The game: cephalopod or deblockle.
    #[arg(value_name = "GAME")]
    game: String,
    /// The record to review, as the app exports it (required).
    #[arg(long, value_name = "FILE")]
    record: Option<String>,
    /// Time per position in milliseconds.
    // `-inf` is a value to refuse as a time, not a cluster of switches.
    #[arg(long, value_name = "MS", allow_hyphen_values = true)]
    movetime: Option<f64>,
    /// Nodes per position.
    #[arg(long, value_name = "N")]
    nodes: Option<u64>,
    /// Seed of the search's random choices.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Threads to share the positions out across (default 1).
    #[arg(long, value_name = "N", default_value_t = 1)]
    jobs: usize,
}

pub fn run(args: AnalyseArgs) -> Result<String, CliError> {
    let game = position::game_kind(&args.game)?;
    let path = args
        .record
        .ok_or_else(|| CliError::usage("analyse needs --record FILE"))?;
    let AnalyseArgs {
        movetime,
        nodes,
        seed,
        jobs,
        ..
    } = args;
    values::check_movetime(movetime)?;
    values::check_nodes(nodes)?;
    values::check_threads("--jobs", jobs)?;
    let budget = ReviewBudget {
        nodes,
        movetime_ms: match (movetime, nodes) {
            (None, None) => Some(DEFAULT_MOVETIME_MS),
            (time, _) => time,
        },
        seed,
    };
    let text = read_record(&path)?;
    let record = Record::parse(&text)
        .map_err(|error| CliError::new(format!("--record '{path}': {error}")))?;
    if record.kind() != game {
        return Err(CliError::new(format!(
            "--record '{path}' is a {} game, not {game}",
            record.kind()
        )));
    }
    if let Some((positions, moves)) = record.cephalopod() {
        Ok(report(&positions[0], moves, None, budget, jobs))
    } else if let Some(game) = record.deblockle() {
        // The third repetition ends the game without showing in the position.
        let ended = game
            .outcome()
            .filter(|_| game.position().outcome().is_none());
        Ok(report(game.start(), game.moves(), ended, budget, jobs))
    } else {
        Err(CliError::new(format!("--record '{path}' holds no game")))
    }
}

/// The text of the record file at `path`, at most [`MAX_RECORD_BYTES`].
fn read_record(path: &str) -> Result<String, CliError> {
    let cannot = |error: std::io::Error| {
        let reason = match error.kind() {
            std::io::ErrorKind::NotFound => "no such file".to_string(),
            std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
            std::io::ErrorKind::InvalidData => "not UTF-8 text".to_string(),
            std::io::ErrorKind::IsADirectory => "a directory".to_string(),
            _ => error.to_string(),
        };
        CliError::new(format!("cannot read --record '{path}': {reason}"))
    };
    let mut text = String::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(MAX_RECORD_BYTES + 1).read_to_string(&mut text))
        .map_err(cannot)?;
    if text.len() as u64 > MAX_RECORD_BYTES {
        return Err(CliError::new(format!(
            "--record '{path}' is bigger than {} MB: not a record",
            MAX_RECORD_BYTES >> 20
        )));
    }
    Ok(text)
}

/// The review of `moves` from `start` as text, on `jobs` threads.
fn report<G: Reviewable>(
    start: &G,
    moves: &[G::Move],
    ended: Option<Outcome>,
    budget: ReviewBudget,
    jobs: usize,
) -> String {
    let review = review_line_parallel(
        start,
        moves,
        ended,
        budget,
        jobs,
        &InstantClock::new(),
        &|_, _| {},
    );
    format_review::<G>(&review)
}

/// One line per ply, then one summary line per player.
fn format_review<G: Game>(review: &Review<G::Move>) -> String {
    let mut out = String::new();
    for ply in &review.plies {
        let _ = writeln!(
            out,
            "{}. {} {} | before {} | after {} | {} | best {}",
            ply.number,
            G::player_name(ply.mover),
            ply.played,
            ply.before,
            ply.after,
            ply.class,
            ply.best
        );
    }
    let lines: Vec<String> = Player::BOTH
        .iter()
        .map(|&player| {
            let summary = review.summary(player);
            let accuracy = summary
                .accuracy
                .map_or("-".to_string(), |a| format!("{a:.1}%"));
            format!(
                "{}: accuracy {accuracy}, inaccuracies {}, mistakes {}, blunders {} ({} plies)",
                G::player_name(player),
                summary.inaccuracies,
                summary.mistakes,
                summary.blunders,
                summary.plies
            )
        })
        .collect();
    out.push_str(&lines.join("\n"));
    out
}
