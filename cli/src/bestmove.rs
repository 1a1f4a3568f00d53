//! `cubeplay-cli bestmove <game> [--position POS] [--level L | --uct N |
//! --perfect] [--movetime MS] [--nodes N] [--seed S] [--jobs N] [--lines N]`:
//! the computer's move, after its search information.

use clap::Args;
use cubeplay_engine::ai::{think_parallel, InstantClock, Level, ScoredLine, ThinkOptions};
use cubeplay_engine::{cephalopod, deblockle, Game, GameKind};

use crate::error::CliError;
use crate::position;
use crate::values::{self, MAX_LINES};

/// Finds the computer's move in a position.
///
/// Prints `info depth D nodes N score S time T pv M1 M2 ...`, then the move.
/// Without --position, from the empty 5x5 board or Deblockle's example start.
/// With --lines N (N > 1): `info multipv I depth D score S pv M1 M2 ...` for
/// each of the N best moves, best first, then the move. With --nodes and no
/// --movetime the search has no time limit and the output leaves out the
/// time, so it is the same on every run.
#[derive(Debug, Args)]
pub struct BestmoveArgs {
    /// The game: cephalopod or deblockle.
    #[arg(value_name = "GAME")]
    game: String,
    /// The position to move in.
    #[arg(long, value_name = "POS")]
    position: Option<String>,
    /// The app's level, 1 to 5 (default 5).
    #[arg(long, value_name = "L")]
    level: Option<u8>,
    /// Plain Monte Carlo tree search with N playouts instead of a level.
    #[arg(long, value_name = "N")]
    uct: Option<u32>,
    /// Time to think in milliseconds (default: the level's own time).
    // `-inf` is a value to refuse as a time, not a cluster of switches.
    #[arg(long, value_name = "MS", allow_hyphen_values = true)]
    movetime: Option<f64>,
    /// Nodes to search (each thread, with --jobs); without --movetime, no
    /// time limit.
    #[arg(long, value_name = "N")]
    nodes: Option<u64>,
    /// Seed of the search's random choices (default 1).
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Level 5: share the root moves among N threads, each with the whole
    /// time or node budget (default 1). Other levels and --uct use one.
    #[arg(long, value_name = "N", default_value_t = 1)]
    jobs: usize,
    /// Show the N best moves, 1 to 8, each with its score and line (the
    /// budget is shared among them; default 1).
    #[arg(long, value_name = "N", default_value_t = 1)]
    lines: usize,
    /// Deblockle variant: no turn may end beside an opponent's block.
    #[arg(long)]
    no_adjacent: bool,
    /// Perfect play: the exact solver's move (Cephalopod boards of up to
    /// 16 squares, Deblockle positions with one block a side).
    #[arg(long)]
    perfect: bool,
}

pub fn run(args: BestmoveArgs) -> Result<String, CliError> {
    let game = position::game_kind(&args.game)?;
    values::check_movetime(args.movetime)?;
    values::check_nodes(args.nodes)?;
    values::check_threads("--jobs", args.jobs)?;
    if !(1..=MAX_LINES).contains(&args.lines) {
        return Err(values::bad_count("--lines", args.lines));
    }
    if args.perfect {
        // The first search option given is the one named.
        let searching = [
            ("--level", args.level.is_some()),
            ("--uct", args.uct.is_some()),
            ("--movetime", args.movetime.is_some()),
            ("--nodes", args.nodes.is_some()),
            ("--jobs", args.jobs > 1),
            ("--lines", args.lines > 1),
        ];
        if let Some((option, _)) = searching.iter().find(|(_, given)| *given) {
            return Err(CliError::usage(format!(
                "give --perfect or {option}, not both"
            )));
        }
        let text = match (game, args.position) {
            (_, Some(text)) => text,
            (GameKind::Cephalopod, None) => cephalopod::Position::default().to_string(),
            (GameKind::Deblockle, None) => {
                return Err(CliError::usage(
                    "--perfect needs a Deblockle --position with one block a side",
                ))
            }
        };
        if game == GameKind::Cephalopod {
            position::deblockle_only(args.no_adjacent, "--no-adjacent")?;
        }
        return crate::solve::perfect_move(game, &text, args.no_adjacent);
    }
    let (level, uct_playouts) = match (args.level, args.uct) {
        (Some(_), Some(_)) => return Err(CliError::usage("give --level or --uct, not both")),
        (_, Some(0)) => return Err(values::bad_value("--uct", 0)),
        (_, Some(_)) if args.lines > 1 => {
            return Err(CliError::usage("--lines needs a level, not --uct"))
        }
        (_, Some(n)) => (Level::MAX, Some(n)),
        (level, None) => {
            let level = level.unwrap_or(Level::MAX);
            Level::new(level).ok_or_else(|| values::bad_value("--level", level))?;
            (level, None)
        }
    };
    let (position, no_adjacent) = match game {
        GameKind::Cephalopod => {
            position::deblockle_only(args.no_adjacent, "--no-adjacent")?;
            let pos = match args.position {
                Some(text) => position::cephalopod(&text)?,
                None => cephalopod::Position::default(),
            };
            (playable(pos)?, false)
        }
        GameKind::Deblockle => {
            let rules = deblockle::Rules {
                no_adjacent: args.no_adjacent,
            };
            let pos = match args.position {
                Some(text) => position::deblockle(&text, rules)?,
                None => deblockle::example_start(rules),
            };
            (playable(pos)?, args.no_adjacent)
        }
    };
    // A node budget alone: no time limit, so the answer is reproducible.
    let timeless = args.nodes.is_some() && args.movetime.is_none();
    let options = ThinkOptions {
        movetime_ms: if timeless {
            Some(f64::INFINITY)
        } else {
            args.movetime
        },
        nodes: args.nodes,
        uct_playouts,
        no_adjacent,
        lines: args.lines,
        ..ThinkOptions::default()
    };
    let result = think_parallel(
        game,
        &position,
        &options,
        level,
        args.seed,
        args.jobs,
        &InstantClock::new(),
    )
    .map_err(|e| CliError::new(e.to_string()))?;
    let mut out = String::new();
    if args.lines > 1 {
        for (index, line) in result.lines.iter().enumerate() {
            out.push_str(&format!(
                "info multipv {} depth {} score {} pv {}\n",
                index + 1,
                line.depth,
                score_text(line),
                line.pv.join(" ")
            ));
        }
    } else {
        let time = if timeless {
            String::new()
        } else {
            format!(" time {:.0}", result.elapsed_ms)
        };
        out.push_str(&format!(
            "info depth {} nodes {} score {}{time} pv {}\n",
            result.depth,
            result.nodes,
            score_text(&ScoredLine::of(&result)),
            result.pv.join(" ")
        ));
    }
    out.push_str(&result.best_move);
    Ok(out)
}

/// The position's text, or an error when the game is over.
fn playable<G: Game>(pos: G) -> Result<String, CliError> {
    if pos.outcome().is_some() {
        return Err(CliError::new("the game is over: no move to find"));
    }
    Ok(pos.to_string())
}

/// `cp N`, `win N` / `loss N` (plies to a proven end) or `win` (proven by
/// the endgame solver, distance unknown).
fn score_text(line: &ScoredLine) -> String {
    match line.mate_in {
        Some(n) if n >= 9000 => "win".to_string(),
        Some(n) if n > 0 => format!("win {n}"),
        Some(n) => format!("loss {}", -n),
        None => format!("cp {}", line.score),
    }
}
