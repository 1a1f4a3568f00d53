//! The generic search on tiny games defined here: tic-tac-toe and a Nim in
//! which taking exactly two keeps the turn (to exercise turns that do not
//! pass the move).

use std::fmt;

use super::level::{choose, MoveBudget};
use super::solve::{solve_with, Budget as SolveBudget};
use super::uct::uct_search;
use super::*;
use crate::game::{Outcome, Player};
use crate::rng::SplitMix64;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct TicTacToe {
    cells: [u8; 9],
    to_move: Player,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct BadMove;

impl fmt::Display for BadMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("bad move")
    }
}

impl std::error::Error for BadMove {}

impl TicTacToe {
    fn from_text(text: &str) -> Self {
        let mut cells = [0; 9];
        let (mut x, mut o) = (0, 0);
        for (i, c) in text.chars().enumerate() {
            cells[i] = match c {
                'x' => {
                    x += 1;
                    1
                }
                'o' => {
                    o += 1;
                    2
                }
                _ => 0,
            };
        }
        let to_move = if x > o { Player::Second } else { Player::First };
        TicTacToe { cells, to_move }
    }

    fn line_winner(&self) -> Option<Player> {
        const LINES: [[usize; 3]; 8] = [
            [0, 1, 2],
            [3, 4, 5],
            [6, 7, 8],
            [0, 3, 6],
            [1, 4, 7],
            [2, 5, 8],
            [0, 4, 8],
            [2, 4, 6],
        ];
        LINES.iter().find_map(|l| {
            let c = self.cells[l[0]];
            let owner = if c == 1 {
                Player::First
            } else {
                Player::Second
            };
            (c != 0 && c == self.cells[l[1]] && c == self.cells[l[2]]).then_some(owner)
        })
    }
}

impl fmt::Display for TicTacToe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.cells {
            f.write_str([".", "x", "o"][c as usize])?;
        }
        Ok(())
    }
}

impl Game for TicTacToe {
    type Move = u8;
    type ParseError = BadMove;
    const NAME: &'static str = "tictactoe";

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves_into(&self, moves: &mut Vec<u8>) {
        moves.clear();
        if self.outcome().is_none() {
            moves.extend((0..9u8).filter(|&i| self.cells[i as usize] == 0));
        }
    }

    fn play(&self, mv: u8) -> Self {
        let mut next = self.clone();
        next.cells[mv as usize] = if self.to_move == Player::First { 1 } else { 2 };
        next.to_move = self.to_move.opponent();
        next
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(winner) = self.line_winner() {
            Some(Outcome::Win(winner))
        } else if self.cells.iter().all(|&c| c != 0) {
            Some(Outcome::Draw)
        } else {
            None
        }
    }

    fn hash_key(&self) -> u64 {
        stable_hash(self)
    }

    fn parse_move(&self, text: &str) -> Result<u8, BadMove> {
        text.parse::<u8>()
            .ok()
            .filter(|&m| m < 9 && self.cells[m as usize] == 0)
            .ok_or(BadMove)
    }

    fn player_name(player: Player) -> &'static str {
        ["X", "O"][player.index()]
    }
}

/// Nim on one heap: take 1, 2 or 3; whoever takes the last wins; taking
/// exactly 2 keeps the turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Nim {
    heap: u8,
    to_move: Player,
    last: Player,
}

impl fmt::Display for Nim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.heap)
    }
}

impl Game for Nim {
    type Move = u8;
    type ParseError = BadMove;
    const NAME: &'static str = "nim";

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves_into(&self, moves: &mut Vec<u8>) {
        moves.clear();
        moves.extend((1..=3).filter(|&t| t <= self.heap));
    }

    fn play(&self, take: u8) -> Self {
        Nim {
            heap: self.heap - take,
            to_move: if take == 2 {
                self.to_move
            } else {
                self.to_move.opponent()
            },
            last: self.to_move,
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.heap == 0).then_some(Outcome::Win(self.last))
    }

    fn hash_key(&self) -> u64 {
        stable_hash(self)
    }

    fn parse_move(&self, text: &str) -> Result<u8, BadMove> {
        text.parse().map_err(|_| BadMove)
    }

    fn player_name(player: Player) -> &'static str {
        ["A", "B"][player.index()]
    }
}

fn nim(heap: u8) -> Nim {
    Nim {
        heap,
        to_move: Player::First,
        last: Player::Second,
    }
}

/// Plain minimax, the reference: +1 if the side to move wins.
fn nim_value(pos: &Nim) -> i32 {
    if let Some(o) = pos.outcome() {
        return o.score_for(pos.to_move());
    }
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let child = pos.play(m);
            let v = nim_value(&child);
            if child.to_move() == pos.to_move() {
                v
            } else {
                -v
            }
        })
        .max()
        .unwrap()
}

fn search<G: Game>(pos: &G, limits: Limits) -> SearchInfo<G::Move> {
    let mut searcher = Searcher::new(NoKnowledge, 12, 7);
    searcher.search(pos, limits, &FrozenClock, &mut NeverStop)
}

#[test]
fn tic_tac_toe_is_a_draw() {
    let info = search(&TicTacToe::from_text("........."), Limits::depth(9));
    assert_eq!(info.score, 0);
    assert_eq!(info.depth, 9);
    let empty = TicTacToe::from_text(".........");
    let solved = solve_with(
        &empty,
        &NoKnowledge,
        &mut SolveBudget {
            clock: &FrozenClock,
            stop: &mut NeverStop,
            deadline_ms: f64::INFINITY,
            node_limit: u64::MAX,
            nodes: 0,
        },
        14,
    );
    assert_eq!(solved.map(|(v, _)| v), Some(0));
}

#[test]
fn finds_the_win_and_blocks_the_loss() {
    // x to move: x x . / o o . / . . .  → 2 wins at once.
    let win = TicTacToe::from_text("xx.oo....");
    let info = search(&win, Limits::depth(4));
    assert_eq!(info.best_move, Some(2));
    assert_eq!(info.mate_in(), Some(1));
    // o to move must block at 2 (x threatens 0-1-2).
    let defend = TicTacToe::from_text("xx.o.....");
    let info = search(&defend, Limits::depth(6));
    assert_eq!(info.best_move, Some(2));
}

#[test]
fn turns_that_keep_the_move_are_scored_right() {
    for heap in 1..=20 {
        let pos = nim(heap);
        let expected = nim_value(&pos);
        if pos.legal_moves().len() > 1 {
            // (A forced move is answered without searching, score 0.)
            let info = search(&pos, Limits::depth(40));
            assert_eq!(info.score.signum(), expected, "heap {heap}");
            assert!(info.exact);
        }
        let mut budget = SolveBudget {
            clock: &FrozenClock,
            stop: &mut NeverStop,
            deadline_ms: f64::INFINITY,
            node_limit: u64::MAX,
            nodes: 0,
        };
        let (value, mv) = solve_with(&pos, &NoKnowledge, &mut budget, 10).unwrap();
        assert_eq!(value, expected, "heap {heap}");
        // The solver's move achieves the value.
        let child = pos.play(mv);
        let after = if child.to_move() == pos.to_move() {
            nim_value(&child)
        } else {
            -nim_value(&child)
        };
        assert!(child.outcome().is_some() || after == expected);
    }
}

#[test]
fn fixed_seed_and_node_limit_repeat_exactly() {
    let pos = TicTacToe::from_text("x...o....");
    let run = || {
        let mut searcher = Searcher::new(NoKnowledge, 10, 42);
        searcher.search(&pos, Limits::nodes(300), &FrozenClock, &mut NeverStop)
    };
    let (a, b) = (run(), run());
    assert_eq!(a.best_move, b.best_move);
    assert_eq!(a.nodes, b.nodes);
    assert_eq!(a.pv, b.pv);
    assert!(a.nodes <= 300 + 256);
}

#[test]
fn forced_moves_are_answered_at_once() {
    // x to move, one empty cell.
    let pos = TicTacToe::from_text("xoxxoo.xo");
    let info = search(&pos, Limits::depth(10));
    assert_eq!((info.best_move, info.nodes), (Some(6), 0));
    for spec in ["level:1", "level:5", "uct:100", "random"] {
        let mut searcher = Searcher::new(NoKnowledge, 8, 1);
        let info = choose(
            &mut searcher,
            &pos,
            spec.parse().unwrap(),
            MoveBudget {
                time_ms: None,
                nodes: None,
            },
            &mut SplitMix64::new(1),
            &FrozenClock,
            &mut NeverStop,
        );
        assert_eq!((info.best_move, info.nodes), (Some(6), 0), "{spec}");
    }
}

#[test]
fn the_stop_flag_ends_the_search_with_a_legal_move() {
    let pos = TicTacToe::from_text(".........");
    let mut calls = 0;
    let mut stop = || {
        calls += 1;
        calls > 2
    };
    let mut searcher = Searcher::new(NoKnowledge, 4, 3);
    let info = searcher.search(&pos, Limits::depth(9), &FrozenClock, &mut stop);
    assert!(info.nodes < 256 * 4);
    assert!(pos.legal_moves().contains(&info.best_move.unwrap()));
}

#[test]
fn the_time_limit_is_kept() {
    // A clock that advances 1 ms per reading: the search must notice.
    let ticks = std::cell::Cell::new(0.0);
    let clock = || {
        ticks.set(ticks.get() + 1.0);
        ticks.get()
    };
    let mut searcher = Searcher::new(NoKnowledge, 4, 3);
    let info = searcher.search(&nim(200), Limits::time(5.0), &clock, &mut NeverStop);
    assert!(info.best_move.is_some());
    assert!(info.elapsed_ms < 20.0);
}

#[test]
fn uct_wins_and_defends_at_tic_tac_toe() {
    let mut rng = SplitMix64::new(5);
    let info = uct_search(
        &TicTacToe::from_text("xx.oo...."),
        2000,
        &mut rng,
        &FrozenClock,
        &mut NeverStop,
    );
    assert_eq!(info.best_move, Some(2));
    let info = uct_search(
        &TicTacToe::from_text("xx.o....."),
        2000,
        &mut rng,
        &FrozenClock,
        &mut NeverStop,
    );
    assert_eq!(info.best_move, Some(2));
}

#[test]
fn player_specs_parse_and_print() {
    for text in ["level:1", "level:5", "uct:1000", "random"] {
        assert_eq!(text.parse::<PlayerSpec>().unwrap().to_string(), text);
    }
    for bad in ["level:0", "level:6", "uct:0", "uct:x", "alphabeta"] {
        assert!(bad.parse::<PlayerSpec>().is_err(), "{bad}");
    }
}

#[test]
fn the_rng_is_reproducible_and_spread() {
    let mut a = SplitMix64::new(9);
    let mut b = SplitMix64::new(9);
    let mut counts = [0; 4];
    for _ in 0..4000 {
        let x = a.index_below(4);
        assert_eq!(x, b.index_below(4));
        counts[x] += 1;
    }
    assert!(counts.iter().all(|&c| c > 900 && c < 1100), "{counts:?}");
}

/// A walk on 0..=4: move one step left or right; First wins on reaching 4,
/// Second on reaching 0. Positions repeat, so repetition rules matter.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Walk {
    x: u8,
    to_move: Player,
}

impl fmt::Display for Walk {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.x)
    }
}

impl Game for Walk {
    type Move = i8;
    type ParseError = BadMove;
    const NAME: &'static str = "walk";

    fn to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves_into(&self, moves: &mut Vec<i8>) {
        moves.clear();
        if self.outcome().is_none() {
            moves.extend([-1, 1]);
        }
    }

    fn play(&self, step: i8) -> Self {
        Walk {
            x: (self.x as i8 + step) as u8,
            to_move: self.to_move.opponent(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.x {
            0 => Some(Outcome::Win(Player::Second)),
            4 => Some(Outcome::Win(Player::First)),
            _ => None,
        }
    }

    fn hash_key(&self) -> u64 {
        stable_hash(self)
    }

    fn parse_move(&self, text: &str) -> Result<i8, BadMove> {
        text.parse().map_err(|_| BadMove)
    }

    fn player_name(player: Player) -> &'static str {
        ["Right", "Left"][player.index()]
    }
}

/// Further right is better for First.
struct WalkKnowledge;

impl Knowledge<Walk> for WalkKnowledge {
    fn evaluate(&self, pos: &Walk) -> i32 {
        let value = 10 * i32::from(pos.x);
        if pos.to_move == Player::First {
            value
        } else {
            -value
        }
    }

    fn repetition_draws(&self) -> bool {
        true
    }
}

#[test]
fn a_position_from_the_game_history_counts_as_a_draw() {
    let start = Walk {
        x: 2,
        to_move: Player::First,
    };
    let mut searcher = Searcher::new(WalkKnowledge, 8, 1);
    let info = searcher.search(&start, Limits::depth(1), &FrozenClock, &mut NeverStop);
    assert_eq!(info.best_move, Some(1));
    // Stepping right would repeat an earlier position: a draw (0) is worse
    // than stepping left (+10).
    let seen = start.play(1).hash_key();
    searcher.set_game_history(&[seen]);
    searcher.clear();
    let info = searcher.search(&start, Limits::depth(1), &FrozenClock, &mut NeverStop);
    assert_eq!((info.best_move, info.score), (Some(-1), 10));
}
