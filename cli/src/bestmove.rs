//! `cubeplay-cli bestmove <game> [--position POS] [--level L | --uct N]
//! [--movetime MS] [--seed S]`: the computer's move, after a line of
//! search information.

use clap::Args;
use cubeplay_engine::ai::{
    choose, InstantClock, Level, MoveBudget, NeverStop, PlayerSpec, SearchInfo, Searcher,
    WithKnowledge, TT_BITS,
};
use cubeplay_engine::rng::SplitMix64;
use cubeplay_engine::{cephalopod, deblockle, GameKind};

use crate::error::CliError;
use crate::position;

/// Finds the computer's move in a position.
///
/// Prints `info depth D nodes N score S time T pv M1 M2 ...`, then the move.
/// Without --position, from the empty 5x5 board or Deblockle's example start.
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
    #[arg(long, value_name = "MS")]
    movetime: Option<f64>,
    /// Seed of the search's random choices (default 1).
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Deblockle variant: no turn may end beside an opponent's block.
    #[arg(long)]
    no_adjacent: bool,
}

pub fn run(args: BestmoveArgs) -> Result<String, CliError> {
    let game = position::game_kind(&args.game)?;
    if args.movetime.is_some_and(|t| t.is_nan() || t <= 0.0) {
        return Err(CliError::new("--movetime must be positive"));
    }
    let spec = match (args.level, args.uct) {
        (Some(_), Some(_)) => return Err(CliError::usage("give --level or --uct, not both")),
        (_, Some(0)) => return Err(CliError::new("--uct needs at least one playout")),
        (_, Some(n)) => PlayerSpec::Uct(n),
        (level, None) => PlayerSpec::Level(
            Level::new(level.unwrap_or(5))
                .ok_or_else(|| CliError::new("--level must be 1 to 5"))?,
        ),
    };
    let budget = MoveBudget {
        time_ms: args.movetime,
        nodes: None,
    };
    match game {
        GameKind::Cephalopod => {
            if args.no_adjacent {
                return Err(CliError::usage("--no-adjacent is a Deblockle option"));
            }
            let pos = match args.position {
                Some(text) => text
                    .parse::<cephalopod::Position>()
                    .map_err(|e| CliError::new(format!("position '{text}': {e}")))?,
                None => cephalopod::Position::default(),
            };
            bestmove_for(&pos, spec, budget, args.seed)
        }
        GameKind::Deblockle => {
            let rules = deblockle::Rules {
                no_adjacent: args.no_adjacent,
            };
            let pos = match args.position {
                Some(text) => deblockle::Position::parse_with_rules(&text, rules)
                    .map_err(|e| CliError::new(format!("position '{text}': {e}")))?,
                None => deblockle::example_start(rules),
            };
            bestmove_for(&pos, spec, budget, args.seed)
        }
    }
}

fn bestmove_for<G: WithKnowledge>(
    pos: &G,
    spec: PlayerSpec,
    budget: MoveBudget,
    seed: u64,
) -> Result<String, CliError> {
    if pos.outcome().is_some() {
        return Err(CliError::new("the game is over: no move to find"));
    }
    let mut searcher = Searcher::new(G::knowledge(), TT_BITS, seed);
    let mut rng = SplitMix64::new(seed);
    let info = choose(
        &mut searcher,
        pos,
        spec,
        budget,
        &mut rng,
        &InstantClock::new(),
        &mut NeverStop,
    );
    let best = info
        .best_move
        .ok_or_else(|| CliError::new("no legal move"))?;
    Ok(format!("{}\n{best}", info_line(&info)))
}

/// `info depth D nodes N score S time T pv M1 M2 ...`
fn info_line<M: std::fmt::Display>(info: &SearchInfo<M>) -> String {
    let score = match info.mate_in() {
        Some(n) if n >= 9000 => "win".to_string(),
        Some(n) if n > 0 => format!("win {n}"),
        Some(n) => format!("loss {}", -n),
        None => format!("cp {}", info.score),
    };
    let pv: Vec<String> = info.pv.iter().map(ToString::to_string).collect();
    format!(
        "info depth {} nodes {} score {score} time {:.0} pv {}",
        info.depth,
        info.nodes,
        info.elapsed_ms,
        pv.join(" ")
    )
}
