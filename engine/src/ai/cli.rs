//! `cubeplay-cli bestmove` and `cubeplay-cli match` for either game.
//!
//! `match --movetime MS` gives level 5 `MS` per move and scales every other
//! level's default time by the same factor (`MS / 2000`); default 100 ms.

use std::collections::HashMap;
use std::fmt::Write as _;

use super::level::{choose, Budget};
use super::think::{WithKnowledge, TT_BITS};
use super::{Clock, Level, NeverStop, PlayerSpec, SearchInfo, Searcher};
use crate::cli::{Args, CliError};
use crate::game::{Outcome, Player};
use crate::rng::SplitMix64;
use crate::GameKind;
use crate::{cephalopod, deblockle};

#[cfg(not(target_arch = "wasm32"))]
fn clock() -> super::InstantClock {
    super::InstantClock::new()
}

#[cfg(target_arch = "wasm32")]
fn clock() -> super::FrozenClock {
    super::FrozenClock
}

/// Games longer than this are drawn (a safety net; Deblockle's repetition
/// rule normally ends endless games first).
pub const MAX_GAME_PLIES: usize = 1000;

/// `bestmove` and `match` for `game`.
pub fn run(game: GameKind, command: &str, mut args: Args) -> Result<String, CliError> {
    match command {
        "bestmove" => bestmove(game, &mut args).and_then(|out| finish(args, out)),
        "match" => run_match(game, &mut args).and_then(|out| finish(args, out)),
        other => Err(CliError::new(format!("unknown AI command '{other}'"))),
    }
}

fn finish(args: Args, output: String) -> Result<String, CliError> {
    match args.rest()?.first() {
        Some(extra) => Err(CliError::new(format!("unexpected argument '{extra}'"))),
        None => Ok(output),
    }
}

fn spec_option(args: &mut Args, name: &str) -> Result<Option<PlayerSpec>, CliError> {
    match args.value(name)? {
        None => Ok(None),
        Some(text) => text
            .parse()
            .map(Some)
            .map_err(|e: String| CliError::new(format!("--{name}: {e}"))),
    }
}

fn bestmove(game: GameKind, args: &mut Args) -> Result<String, CliError> {
    let position = args.value("position")?;
    let level: Option<u8> = args.parsed("level")?;
    let uct: Option<u32> = args.parsed("uct")?;
    let movetime: Option<f64> = args.parsed("movetime")?;
    let seed: u64 = args.parsed("seed")?.unwrap_or(1);
    let no_adjacent = args.switch("no-adjacent");
    if movetime.is_some_and(|t| t.is_nan() || t <= 0.0) {
        return Err(CliError::new("--movetime must be positive"));
    }
    let spec = match (level, uct) {
        (Some(_), Some(_)) => return Err(CliError::new("give --level or --uct, not both")),
        (_, Some(0)) => return Err(CliError::new("--uct needs at least one playout")),
        (_, Some(n)) => PlayerSpec::Uct(n),
        (level, None) => PlayerSpec::Level(
            Level::new(level.unwrap_or(5))
                .ok_or_else(|| CliError::new("--level must be 1 to 5"))?,
        ),
    };
    let budget = Budget {
        time_ms: movetime,
        nodes: None,
    };
    match game {
        GameKind::Cephalopod => {
            if no_adjacent {
                return Err(CliError::new("--no-adjacent is a Deblockle option"));
            }
            let pos = match position {
                Some(text) => text
                    .parse::<cephalopod::Position>()
                    .map_err(|e| CliError::new(format!("position '{text}': {e}")))?,
                None => cephalopod::Position::default(),
            };
            bestmove_for(&pos, spec, budget, seed)
        }
        GameKind::Deblockle => {
            let rules = deblockle::Rules { no_adjacent };
            let pos = match position {
                Some(text) => deblockle::Position::parse_with_rules(&text, rules)
                    .map_err(|e| CliError::new(format!("position '{text}': {e}")))?,
                None => deblockle::example_start(rules),
            };
            bestmove_for(&pos, spec, budget, seed)
        }
    }
}

fn bestmove_for<G: WithKnowledge>(
    pos: &G,
    spec: PlayerSpec,
    budget: Budget,
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
        &clock(),
        &mut NeverStop,
    );
    let best = info
        .best_move
        .ok_or_else(|| CliError::new("no legal move"))?;
    Ok(format!("{}\n{best}", info_line(&info)))
}

/// `info depth D nodes N score S time T pv M1 M2 ...`
pub fn info_line<M: std::fmt::Display>(info: &SearchInfo<M>) -> String {
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

fn run_match(game: GameKind, args: &mut Args) -> Result<String, CliError> {
    let first =
        spec_option(args, "first")?.ok_or_else(|| CliError::new("match needs --first SPEC"))?;
    let second =
        spec_option(args, "second")?.ok_or_else(|| CliError::new("match needs --second SPEC"))?;
    let games: usize = args
        .parsed("games")?
        .ok_or_else(|| CliError::new("match needs --games N"))?;
    if games == 0 {
        return Err(CliError::new("--games must be at least 1"));
    }
    let movetime: f64 = args.parsed("movetime")?.unwrap_or(100.0);
    if movetime.is_nan() || movetime <= 0.0 {
        return Err(CliError::new("--movetime must be positive"));
    }
    let seed: u64 = args.parsed("seed")?.unwrap_or(1);
    let size = args.value("size")?;
    let no_adjacent = args.switch("no-adjacent");
    let setup = MatchSetup {
        specs: [first, second],
        games,
        level5_ms: movetime,
        seed,
    };
    match game {
        GameKind::Cephalopod => {
            let (rows, cols) = match size {
                None => (5, 5),
                Some(text) => parse_size(&text)?,
            };
            let start = cephalopod::Position::new_empty(rows, cols)
                .ok_or_else(|| CliError::new("--size: each side must be 2 to 7"))?;
            Ok(play_match(&setup, |_| start.clone(), false))
        }
        GameKind::Deblockle => {
            if size.is_some() {
                return Err(CliError::new("--size is a Cephalopod option"));
            }
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

fn parse_size(text: &str) -> Result<(u8, u8), CliError> {
    let bad = || CliError::new(format!("--size '{text}': expected RxC, e.g. 5x5"));
    let (rows, cols) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    Ok((
        rows.parse().map_err(|_| bad())?,
        cols.parse().map_err(|_| bad())?,
    ))
}

fn mix(seed: u64, index: u64) -> u64 {
    SplitMix64::new(seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64()
}

/// What a match is.
pub struct MatchSetup {
    /// `specs[0]` is the `--first` player.
    pub specs: [PlayerSpec; 2],
    pub games: usize,
    /// Level 5's time per move; other levels scaled alike.
    pub level5_ms: f64,
    pub seed: u64,
}

/// Plays the match: in even games `--first` has the seat that moves first,
/// in odd games the other seat. Prints each game's line to stderr as it
/// ends (long matches show progress) and returns all lines.
pub fn play_match<G: WithKnowledge>(
    setup: &MatchSetup,
    start: impl Fn(usize) -> G,
    repetition_draw: bool,
) -> String {
    let mut out = String::new();
    let mut totals = [0usize; 3];
    for game in 0..setup.games {
        let position = start(game);
        let opener = position.to_move();
        // Seat of the --first player in this game.
        let first_seat = if game % 2 == 0 {
            opener
        } else {
            opener.opponent()
        };
        let (outcome, plies) = play_game(setup, game, position, first_seat, repetition_draw);
        let result = match outcome {
            Outcome::Win(p) if p == first_seat => {
                totals[0] += 1;
                "first wins"
            }
            Outcome::Draw => {
                totals[1] += 1;
                "draw"
            }
            Outcome::Win(_) => {
                totals[2] += 1;
                "second wins"
            }
        };
        let line = format!(
            "game {}: {} as {} vs {} as {}: {result} after {plies} plies",
            game + 1,
            setup.specs[0],
            G::player_name(first_seat),
            setup.specs[1],
            G::player_name(first_seat.opponent()),
        );
        eprintln!("{line}");
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
    let clock = clock();
    let game_seed = mix(setup.seed, 1000 + game as u64);
    let mut searchers: Vec<Searcher<G, G::Knowledge>> = (0..2)
        .map(|i| Searcher::new(G::knowledge(), TT_BITS, game_seed ^ i))
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
            PlayerSpec::Level(level) => Some(level.scaled_time_ms(setup.level5_ms)),
            _ => None,
        };
        let searcher = &mut searchers[who];
        searcher.set_game_history(&history);
        let info = choose(
            searcher,
            &position,
            spec,
            Budget {
                time_ms,
                nodes: None,
            },
            &mut rng,
            &clock,
            &mut NeverStop,
        );
        let Some(mv) = info.best_move else {
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

/// Clock readings for callers that time things themselves.
#[must_use]
pub fn now_ms() -> f64 {
    clock().now_ms()
}
