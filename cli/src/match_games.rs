//! `cubeplay-cli match <game> --first SPEC --second SPEC --games N`: the
//! computer against itself, one line per game and the Elo difference.
//!
//! `match --movetime MS` gives level 5 `MS` per move and scales every other
//! level's default time by the same factor (`MS / 2000`); default 100 ms.
//! `--nodes N` gives every level N nodes a move instead, which makes the
//! games the same on every run. `--jobs N` plays N games at a time on N
//! threads; the games do not share anything, so the lines and the summary
//! are the same for any N (with `--nodes`, exactly; with a time per move,
//! as far as timing allows). `--first-threads N` / `--second-threads N`
//! give a level 5 player N search threads of its own that share each
//! move's root moves (as `bestmove --jobs`); with `--nodes` each of those
//! threads searches that many nodes, which stands for equal time on
//! cores of its own, whatever else the machine is doing.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Write as _;

use clap::Args;
use cubeplay_engine::ai::{
    choose, merge_best, on_own_threads, split_root_of, Clock, InstantClock, Level, MoveBudget,
    NeverStop, PlayerSpec, SearchInfo, Searcher, ThinkOptions, ThinkResult, WithKnowledge, TT_BITS,
};
use cubeplay_engine::rng::SplitMix64;
use cubeplay_engine::{cephalopod, deblockle, GameKind, Outcome, Player};

use crate::error::CliError;
use crate::position;
use crate::values::{self, MAX_GAMES};

/// Games longer than this are drawn (a safety net; Deblockle's repetition
/// rule normally ends endless games first).
const MAX_GAME_PLIES: usize = 1000;

/// Plays the computer against itself and sums up.
///
/// A SPEC is `level:L` (L from 1 to 5), `uct:N` (Monte Carlo tree search
/// with N playouts) or `random`. The players take turns to move first; a
/// Deblockle pair of games shares one random set-up. Each game's line also
/// goes to stderr as it ends, so a long match shows progress. --jobs N
/// plays N games at a time, each on its own thread (the games share
/// nothing: with --nodes the output is the same for any N). A level:5
/// player may search with several threads (--first-threads,
/// --second-threads): the root moves of each move are shared among them
/// and the best answer is played.
#[derive(Debug, Args)]
pub struct MatchArgs {
    /// The game: cephalopod or deblockle.
    #[arg(value_name = "GAME")]
    game: String,
    /// The first player (required).
    #[arg(long, value_name = "SPEC")]
    first: Option<String>,
    /// The second player (required).
    #[arg(long, value_name = "SPEC")]
    second: Option<String>,
    /// How many games to play (required).
    #[arg(long, value_name = "N")]
    games: Option<usize>,
    /// Level 5's time per move in milliseconds; other levels scale alike.
    // `-inf` is a value to refuse as a time, not a cluster of switches.
    #[arg(
        long,
        value_name = "MS",
        default_value_t = 100.0,
        allow_hyphen_values = true
    )]
    movetime: f64,
    /// Seed of the set-ups and the players' random choices.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Cephalopod: the board's rows and columns, 2 to 7 each (default 5x5).
    #[arg(long, value_name = "RxC")]
    size: Option<String>,
    /// Deblockle variant: no turn may end beside an opponent's block.
    #[arg(long)]
    no_adjacent: bool,
    /// Nodes per move for every level, instead of time (reproducible games).
    #[arg(long, value_name = "N")]
    nodes: Option<u64>,
    /// Games played at a time, one thread each (default 1).
    #[arg(long, value_name = "N", default_value_t = 1)]
    jobs: usize,
    /// Search threads of the first player, a level:5 (default 1); with
    /// --nodes, each thread searches N nodes a move.
    #[arg(long, value_name = "N", default_value_t = 1)]
    first_threads: usize,
    /// Search threads of the second player, a level:5 (default 1).
    #[arg(long, value_name = "N", default_value_t = 1)]
    second_threads: usize,
}

pub fn run(args: MatchArgs) -> Result<String, CliError> {
    let game = position::game_kind(&args.game)?;
    let spec = |name: &str, text: Option<String>| match text {
        None => Err(CliError::usage(format!("match needs {name} SPEC"))),
        Some(text) => text
            .parse::<PlayerSpec>()
            .map_err(|_| values::bad_value(name, text)),
    };
    let first = spec("--first", args.first)?;
    let second = spec("--second", args.second)?;
    let games = args
        .games
        .ok_or_else(|| CliError::usage("match needs --games N"))?;
    if !(1..=MAX_GAMES).contains(&games) {
        return Err(values::bad_value("--games", games));
    }
    let movetime = args.movetime;
    values::check_movetime(Some(movetime))?;
    values::check_nodes(args.nodes)?;
    values::check_threads("--jobs", args.jobs)?;
    let threads = [args.first_threads, args.second_threads];
    for (name, spec, count) in [("first", first, threads[0]), ("second", second, threads[1])] {
        values::check_threads(&format!("--{name}-threads"), count)?;
        if count > 1 && spec != PlayerSpec::Level(Level::STRONGEST) {
            return Err(CliError::usage(format!(
                "--{name}-threads {count} needs --{name} level:5, not {spec} \
                 (only level 5 searches with several threads)"
            )));
        }
    }
    let seed = args.seed;
    let size = args.size;
    let no_adjacent = args.no_adjacent;
    let setup = MatchSetup {
        specs: [first, second],
        games,
        level5_ms: movetime,
        nodes: args.nodes,
        seed,
        jobs: args.jobs,
        threads,
    };
    match game {
        GameKind::Cephalopod => {
            position::deblockle_only(no_adjacent, "--no-adjacent")?;
            let text = size.unwrap_or_else(|| "5x5".to_string());
            let (rows, cols) = position::parse_size(&text)?;
            let start = cephalopod::Position::new_empty(rows, cols)
                .ok_or_else(|| values::bad_value("--size", &text))?;
            Ok(play_match(&setup, |_| start.clone(), false))
        }
        GameKind::Deblockle => {
            position::cephalopod_only(size.is_some(), "--size")?;
            let rules = deblockle::Rules { no_adjacent };
            let mut starts = Vec::new();
            for pair in 0..games.div_ceil(2) {
                let mut rng = SplitMix64::new(mix(seed, pair as u64));
                let start = deblockle::random_start([4, 4], rules, &mut rng)
                    .map_err(|e| CliError::new(format!("set-up: {e}")))?;
                starts.push(start);
            }
            Ok(play_match(&setup, |game| starts[game / 2].clone(), true))
        }
    }
}

fn mix(seed: u64, index: u64) -> u64 {
    SplitMix64::new(seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64()
}

/// What a match is.
struct MatchSetup {
    /// `specs[0]` is the `--first` player.
    specs: [PlayerSpec; 2],
    games: usize,
    /// Level 5's time per move; other levels scaled alike.
    level5_ms: f64,
    /// Nodes per move for the levels, instead of time.
    nodes: Option<u64>,
    seed: u64,
    /// Games played at a time.
    jobs: usize,
    /// Search threads of each player (`threads[0]`: `--first`).
    threads: [usize; 2],
}

impl MatchSetup {
    /// The player's name in the game lines: its spec, and its threads when
    /// more than one.
    fn name(&self, player: usize) -> String {
        match self.threads[player] {
            1 => self.specs[player].to_string(),
            threads => format!("{} x{threads}", self.specs[player]),
        }
    }
}

/// Plays the match: in even games `--first` has the seat that moves first,
/// in odd games the other seat. `setup.jobs` games are played at a time,
/// each taking the next game not yet begun. Prints each game's line to
/// stderr as it ends (long matches show progress) and returns all lines in
/// the order of the games.
fn play_match<G: WithKnowledge>(
    setup: &MatchSetup,
    start: impl Fn(usize) -> G + Sync,
    repetition_draw: bool,
) -> String {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;

    let next = AtomicUsize::new(0);
    let lines: Mutex<Vec<Option<(usize, String)>>> = Mutex::new(vec![None; setup.games]);
    let work = || loop {
        let game = next.fetch_add(1, Ordering::Relaxed);
        if game >= setup.games {
            break;
        }
        let line = game_line(setup, game, start(game), repetition_draw);
        // Progress only: a closed stderr must not stop the match.
        let _ = writeln!(std::io::stderr(), "{}", line.1);
        lines
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)[game] = Some(line);
    };
    std::thread::scope(|scope| {
        for _ in 1..setup.jobs.min(setup.games) {
            scope.spawn(work);
        }
        work();
    });
    let lines = lines
        .into_inner()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let mut out = String::new();
    let mut totals = [0usize; 3];
    for (total, line) in lines.into_iter().flatten() {
        totals[total] += 1;
        let _ = writeln!(out, "{line}");
    }
    let (elo, margin) = elo(totals[0], totals[1], totals[2]);
    let _ = write!(
        out,
        "first {} / draws {} / second {}, Elo diff {elo:+.0} ± {margin:.0}",
        totals[0], totals[1], totals[2]
    );
    out
}

/// Plays game `game` (from 0) from `position`: which total it counts in
/// (0: `--first` won, 1: a draw, 2: `--second` won) and its line.
fn game_line<G: WithKnowledge>(
    setup: &MatchSetup,
    game: usize,
    position: G,
    repetition_draw: bool,
) -> (usize, String) {
    let opener = position.to_move();
    // Seat of the --first player in this game.
    let first_seat = if game.is_multiple_of(2) {
        opener
    } else {
        opener.opponent()
    };
    let (outcome, plies) = play_game(setup, game, position, first_seat, repetition_draw);
    let (total, result) = match outcome {
        Outcome::Win(p) if p == first_seat => (0, "first wins"),
        Outcome::Draw => (1, "draw"),
        Outcome::Win(_) => (2, "second wins"),
    };
    let line = format!(
        "game {}: {} as {} vs {} as {}: {result} after {plies} plies",
        game + 1,
        setup.name(0),
        G::player_name(first_seat),
        setup.name(1),
        G::player_name(first_seat.opponent()),
    );
    (total, line)
}

/// Elo difference of the first player and its 95% margin, from the score
/// and its standard error (scores of 0 or 1 are clamped half a game in).
#[must_use]
pub fn elo(wins: usize, draws: usize, losses: usize) -> (f64, f64) {
    let n = (wins + draws + losses) as f64;
    let raw = (wins as f64 + draws as f64 / 2.0) / n;
    let variance = (wins as f64 * (1.0 - raw).powi(2)
        + draws as f64 * (0.5 - raw).powi(2)
        + losses as f64 * raw.powi(2))
        / n;
    let score = raw.clamp(0.5 / n, 1.0 - 0.5 / n);
    let to_elo = |s: f64| -400.0 * (1.0 / s - 1.0).log10();
    let se = (variance.max(score * (1.0 - score) / n) / n).sqrt();
    let low = to_elo((score - 1.96 * se).clamp(0.5 / n, 1.0 - 0.5 / n));
    let high = to_elo((score + 1.96 * se).clamp(0.5 / n, 1.0 - 0.5 / n));
    (to_elo(score), (high - low) / 2.0)
}

fn play_game<G: WithKnowledge>(
    setup: &MatchSetup,
    game: usize,
    mut position: G,
    first_seat: Player,
    repetition_draw: bool,
) -> (Outcome, usize) {
    let clock = InstantClock::new();
    let game_seed = mix(setup.seed, 1000 + game as u64);
    // One searcher per thread of each player; they keep their tables for
    // the whole game.
    let mut searchers: Vec<Vec<Searcher<G, G::Knowledge>>> = (0..2)
        .map(|i| {
            (0..setup.threads[i])
                .map(|_| Searcher::new(G::knowledge(), TT_BITS, game_seed ^ i as u64))
                .collect()
        })
        .collect();
    let mut rng = SplitMix64::new(game_seed);
    let mut seen: HashMap<u64, u32> = HashMap::new();
    let mut history: Vec<u64> = Vec::new();
    seen.insert(position.hash_key(), 1);
    for plies in 0..MAX_GAME_PLIES {
        if let Some(outcome) = position.outcome() {
            return (outcome, plies);
        }
        let who = usize::from(position.to_move() != first_seat);
        let spec = setup.specs[who];
        let time_ms = match spec {
            // A node limit alone: no time limit.
            PlayerSpec::Level(_) if setup.nodes.is_some() => Some(f64::INFINITY),
            PlayerSpec::Level(level) => Some(level.scaled_time_ms(setup.level5_ms)),
            _ => None,
        };
        let budget = MoveBudget {
            time_ms,
            nodes: setup.nodes,
        };
        let threads = &mut searchers[who];
        let mv = if threads.len() > 1 {
            choose_split(
                threads,
                &position,
                spec,
                budget,
                &history,
                rng.next_u64(),
                &clock,
            )
        } else {
            let searcher = &mut threads[0];
            searcher.set_game_history(&history);
            choose(
                searcher,
                &position,
                spec,
                budget,
                &mut rng,
                &clock,
                &mut NeverStop,
            )
            .best_move
        };
        let Some(mv) = mv else {
            return (Outcome::Draw, plies);
        };
        history.push(position.hash_key());
        position = position.play(mv);
        let count = seen.entry(position.hash_key()).or_insert(0);
        *count += 1;
        if repetition_draw && *count >= 3 {
            return (Outcome::Draw, plies + 1);
        }
    }
    (Outcome::Draw, MAX_GAME_PLIES)
}

/// A move chosen by several searchers, each among its share of the root
/// moves (`split_root_of`), all with the same seed and budget; the best
/// answer wins (`merge_best`), as with `bestmove --jobs`.
fn choose_split<G: WithKnowledge>(
    searchers: &mut [Searcher<G, G::Knowledge>],
    position: &G,
    spec: PlayerSpec,
    budget: MoveBudget,
    history: &[u64],
    seed: u64,
    clock: &(dyn Clock + Sync),
) -> Option<G::Move>
where
    G::Knowledge: Send,
{
    let parts = split_root_of(position, &ThinkOptions::default(), searchers.len());
    let infos: Vec<SearchInfo<G::Move>> = on_own_threads(
        searchers.iter_mut().zip(parts).collect(),
        |(searcher, part)| {
            searcher.set_game_history(history);
            searcher.set_root_moves(&part);
            let mut rng = SplitMix64::new(seed);
            choose(
                searcher,
                position,
                spec,
                budget,
                &mut rng,
                clock,
                &mut NeverStop,
            )
        },
    );
    let answers: Vec<ThinkResult> = infos.iter().filter_map(ThinkResult::from_info).collect();
    let best = merge_best(&answers)?;
    position.parse_move(&best.best_move).ok()
}
