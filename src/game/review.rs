//! The computer's review of a game as the app keeps it: one score per
//! position, and per ply its class, its loss and the engine's better move.
//! No Yew: the worker writes it, the play screen shows it, saved games and
//! exported records carry it as `#@review 1` comment lines.
//!
//! # `#@review 1` lines
//!
//! A review line belongs to the move line above it, or to the start when
//! it comes before the first move (see the engine's record docs). Scores
//! are for the first player (White, Gold): `+35`, `-120` (search values,
//! 100 ≈ a die or a turn), `win`, `loss`, `draw` (proven), `win:5`,
//! `loss:3` (proven, the game ends in that many plies).
//!
//! ```text
//! #@review 1 <score of the start>
//! 1. White b1=a1+c1
//! #@review 1 <class> <loss> <engine's move> <score after the ply>
//! ```
//!
//! `<class>` is `best`, `good`, `inaccuracy`, `mistake` or `blunder`;
//! `<loss>` the points of win chance the mover gave away (0 to 100, one
//! decimal); `<engine's move>` its best move in the position before the ply,
//! in the game's notation. A line that does not read ends the review
//! there: the plies before it are kept, the record reads as before.

pub use cubeplay_engine::ai::review::Score;
use cubeplay_engine::ai::review::{
    move_accuracy, Class, Review, CEPHALOPOD_WIN_CHANCE_SCALE, DEBLOCKLE_WIN_CHANCE_SCALE,
};
use cubeplay_engine::{GameKind, Player};

/// The comment that starts a review line, with its version.
pub const REVIEW_PREFIX: &str = "#@review 1 ";

/// One reviewed ply.
#[derive(Clone, Debug, PartialEq)]
pub struct PlyMark {
    /// The move as played, in notation (a review is kept only while the
    /// game's line still has it).
    pub played: String,
    pub class: Class,
    /// Points of win chance lost, 0 to 100.
    pub loss: f64,
    /// The engine's move in the position before.
    pub best: String,
    /// The position after the ply, for the first player.
    pub score: Score,
}

/// A review of the first `plies.len()` plies of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview {
    /// The start position, for the first player.
    pub start: Score,
    pub plies: Vec<PlyMark>,
}

/// A score seen by the first player, from one for `to_move`.
fn for_first(score: Score, to_move: Player) -> Score {
    match to_move {
        Player::First => score,
        Player::Second => score.negated(),
    }
}

/// `+35`, `-120`, `win`, `win:5`, `loss:3`, `draw`.
pub fn score_token(score: Score) -> String {
    let plies = |word: &str, n: Option<u32>| match n {
        Some(n) => format!("{word}:{n}"),
        None => word.to_string(),
    };
    match score {
        Score::Value(value) => format!("{value:+}"),
        Score::Win(n) => plies("win", n),
        Score::Loss(n) => plies("loss", n),
        Score::Draw => "draw".into(),
    }
}

/// Reads what `score_token` wrote.
pub fn parse_score(token: &str) -> Option<Score> {
    let (word, plies) = match token.split_once(':') {
        Some((word, n)) => (word, Some(n.parse().ok()?)),
        None => (token, None),
    };
    match word {
        "win" => Some(Score::Win(plies)),
        "loss" => Some(Score::Loss(plies)),
        "draw" if plies.is_none() => Some(Score::Draw),
        _ if plies.is_none() && word.starts_with(['+', '-']) => word.parse().ok().map(Score::Value),
        _ => None,
    }
}

fn parse_class(word: &str) -> Option<Class> {
    [
        Class::Best,
        Class::Good,
        Class::Inaccuracy,
        Class::Mistake,
        Class::Blunder,
    ]
    .into_iter()
    .find(|class| class.name() == word)
}

/// The number of a record's move line (`12. Gold c3-c4:d5`) and its move.
fn move_line(line: &str) -> Option<&str> {
    line.starts_with(|c: char| c.is_ascii_digit())
        .then(|| line.split_whitespace().last())
        .flatten()
}

impl GameReview {
    /// The app's form of the engine's review.
    pub fn of<M: std::fmt::Display>(review: &Review<M>) -> GameReview {
        let position = |index: usize| {
            let at = &review.positions[index];
            for_first(at.score, at.to_move)
        };
        GameReview {
            start: position(0),
            plies: review
                .plies
                .iter()
                .map(|ply| PlyMark {
                    played: ply.played.to_string(),
                    class: ply.class,
                    loss: ply.loss,
                    best: ply.best.to_string(),
                    score: position(ply.number),
                })
                .collect(),
        }
    }

    /// The payloads of the review lines: the start's, then one per ply.
    pub fn payloads(&self) -> Vec<String> {
        let mut lines = vec![score_token(self.start)];
        for ply in &self.plies {
            lines.push(format!(
                "{} {:.1} {} {}",
                ply.class.name(),
                ply.loss,
                ply.best,
                score_token(ply.score)
            ));
        }
        lines
    }

    /// A review from the start's payload and each ply's move and payload;
    /// reading stops at the first payload that does not read.
    pub fn from_payloads(start: &str, plies: &[(&str, &str)]) -> Option<GameReview> {
        let mut review = GameReview {
            start: parse_score(start.trim())?,
            plies: Vec::new(),
        };
        for (played, payload) in plies {
            let words: Vec<&str> = payload.split_whitespace().collect();
            let mark = match words[..] {
                [class, loss, best, score] => (|| {
                    Some(PlyMark {
                        played: played.to_string(),
                        class: parse_class(class)?,
                        loss: loss
                            .parse::<f64>()
                            .ok()
                            .filter(|l| (0.0..=100.0).contains(l))?,
                        best: best.to_string(),
                        score: parse_score(score)?,
                    })
                })(),
                _ => None,
            };
            match mark {
                Some(mark) => review.plies.push(mark),
                None => break,
            }
        }
        Some(review)
    }

    /// The review in record text (saved game or import), if it has one.
    pub fn read(record: &str) -> Option<GameReview> {
        let mut start = None;
        let mut plies: Vec<(&str, &str)> = Vec::new();
        let mut last_move: Option<&str> = None;
        for line in record.lines().map(str::trim) {
            if let Some(mv) = move_line(line) {
                if last_move.is_some() {
                    // A move without its review line: the review ends.
                    break;
                }
                last_move = Some(mv);
            } else if let Some(payload) = line.strip_prefix(REVIEW_PREFIX) {
                match last_move.take() {
                    Some(mv) => plies.push((mv, payload)),
                    None if start.is_none() && plies.is_empty() => start = Some(payload),
                    None => break,
                }
            }
        }
        GameReview::from_payloads(start?, &plies)
    }

    /// `record` (record text as the engine writes it) with this review's
    /// lines: the start's before the first move, one after each move
    /// reviewed.
    pub fn write_into(&self, record: &str) -> String {
        let payloads = self.payloads();
        let mut out = String::with_capacity(record.len() + 24 * payloads.len());
        let mut next = 0;
        for line in record.lines() {
            let is_move = move_line(line.trim()).is_some();
            if is_move && next == 0 {
                out.push_str(REVIEW_PREFIX);
                out.push_str(&payloads[0]);
                out.push('\n');
                next = 1;
            }
            out.push_str(line);
            out.push('\n');
            if is_move && next < payloads.len() {
                out.push_str(REVIEW_PREFIX);
                out.push_str(&payloads[next]);
                out.push('\n');
                next += 1;
            } else if is_move {
                next = payloads.len() + 1;
            }
        }
        if next == 0 {
            out.push_str(REVIEW_PREFIX);
            out.push_str(&payloads[0]);
            out.push('\n');
        }
        out
    }

    /// Keeps the plies that match the game's line `moves` (a review of an
    /// earlier line keeps only what it shares with this one).
    pub fn keep_matching(&mut self, moves: &[(Player, String)]) {
        let same = self
            .plies
            .iter()
            .zip(moves)
            .take_while(|(ply, (_, mv))| &ply.played == mv)
            .count();
        self.plies.truncate(same);
    }

    /// Whether every ply of `moves` is reviewed.
    pub fn covers(&self, moves: usize) -> bool {
        self.plies.len() == moves
    }

    /// The score of position `index` (0 the start), for the first player.
    pub fn score_at(&self, index: usize) -> Option<Score> {
        match index {
            0 => Some(self.start),
            _ => self.plies.get(index - 1).map(|ply| ply.score),
        }
    }

    /// How ply `ply` (from 1) changed the result proven for its mover
    /// `mover`: what the mover had before it and what is left after it, as
    /// `"win"`, `"draw"` or `"loss"`; `None` when the result stays, or
    /// either side of the ply is not proven.
    pub fn result_change(&self, ply: usize, mover: Player) -> Option<(&'static str, &'static str)> {
        let result = |index: usize| {
            let score = self.score_at(index)?;
            let score = if mover == Player::First {
                score
            } else {
                score.negated()
            };
            match score {
                Score::Value(_) => None,
                Score::Win(_) => Some((2, "win")),
                Score::Draw => Some((1, "draw")),
                Score::Loss(_) => Some((0, "loss")),
            }
        };
        let (before, after) = (result(ply.checked_sub(1)?)?, result(ply)?);
        (after.0 < before.0).then_some((before.1, after.1))
    }

    /// The plies (from 1) that changed the proven result, of `moves`.
    pub fn result_changes(&self, moves: &[(Player, String)]) -> Vec<usize> {
        (1..=self.plies.len().min(moves.len()))
            .filter(|&ply| self.result_change(ply, moves[ply - 1].0).is_some())
            .collect()
    }

    /// The accuracy in percent of `player`'s reviewed plies (`None`
    /// without any) and their inaccuracies, mistakes and blunders.
    pub fn summary(&self, moves: &[(Player, String)], player: Player) -> (Option<f64>, [usize; 3]) {
        let mine: Vec<&PlyMark> = self
            .plies
            .iter()
            .zip(moves)
            .filter(|(_, (mover, _))| *mover == player)
            .map(|(ply, _)| ply)
            .collect();
        let count = |class| mine.iter().filter(|ply| ply.class == class).count();
        let accuracy = (!mine.is_empty()).then(|| {
            mine.iter().map(|ply| move_accuracy(ply.loss)).sum::<f64>() / mine.len() as f64
        });
        (
            accuracy,
            [
                count(Class::Inaccuracy),
                count(Class::Mistake),
                count(Class::Blunder),
            ],
        )
    }
}

/// The first player's win chance, 0 to 1, for a score of `game`.
pub fn first_chance(game: GameKind, score: Score) -> f64 {
    score.win_chance(match game {
        GameKind::Cephalopod => CEPHALOPOD_WIN_CHANCE_SCALE,
        GameKind::Deblockle => DEBLOCKLE_WIN_CHANCE_SCALE,
    })
}

/// What a proven score says, for the sentence under the graph: the
/// locale id, the winner (none for a draw) and the winner's turns left
/// when the distance is known.
pub fn proven(score: Score) -> Option<(&'static str, Option<Player>, Option<u32>)> {
    let turns = |plies: Option<u32>| plies.map(|n| n.div_ceil(2));
    match score {
        Score::Value(_) => None,
        Score::Draw => Some(("review-proven-draw", None, None)),
        Score::Win(Some(0)) | Score::Loss(Some(0)) => None,
        Score::Win(plies) | Score::Loss(plies) => {
            let winner = match score {
                Score::Win(_) => Player::First,
                _ => Player::Second,
            };
            let id = match plies {
                Some(_) => "review-proven-in",
                None => "review-proven-win",
            };
            Some((id, Some(winner), turns(plies)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RECORD: &str = "cubeplay-record 1\n[Game \"cephalopod\"]\n[Size \"3x3\"]\n[Start \"w1w6w1/.b6b1/b1.b1 w\"]\n\n1. White b1=a1+c1\n2. Black c1=b1+c2\n";

    fn review() -> GameReview {
        GameReview {
            start: Score::Win(None),
            plies: vec![
                PlyMark {
                    played: "b1=a1+c1".into(),
                    class: Class::Blunder,
                    loss: 100.0,
                    best: "a2=a1+a3".into(),
                    score: Score::Loss(None),
                },
                PlyMark {
                    played: "c1=b1+c2".into(),
                    class: Class::Best,
                    loss: 0.0,
                    best: "c1=b1+c2".into(),
                    score: Score::Loss(Some(20)),
                },
            ],
        }
    }

    #[test]
    fn scores_read_back() {
        for score in [
            Score::Value(35),
            Score::Value(-120),
            Score::Value(0),
            Score::Win(None),
            Score::Win(Some(5)),
            Score::Loss(Some(3)),
            Score::Loss(None),
            Score::Draw,
        ] {
            assert_eq!(parse_score(&score_token(score)), Some(score));
        }
        assert_eq!(score_token(Score::Win(Some(5))), "win:5");
        assert_eq!(score_token(Score::Value(0)), "+0");
        for bad in ["35", "win:x", "draw:2", "tie", ""] {
            assert_eq!(parse_score(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_review_rides_in_the_record_and_reads_back() {
        let text = review().write_into(RECORD);
        assert_eq!(
            text,
            "cubeplay-record 1\n[Game \"cephalopod\"]\n[Size \"3x3\"]\n[Start \"w1w6w1/.b6b1/b1.b1 w\"]\n\n#@review 1 win\n1. White b1=a1+c1\n#@review 1 blunder 100.0 a2=a1+a3 loss\n2. Black c1=b1+c2\n#@review 1 best 0.0 c1=b1+c2 loss:20\n"
        );
        assert_eq!(GameReview::read(&text), Some(review()));
        // The engine's reader ignores the lines: the same game.
        let plain = cubeplay_engine::record::Record::parse(RECORD).unwrap();
        assert_eq!(
            cubeplay_engine::record::Record::parse(&text).unwrap(),
            plain
        );
        // A record without review lines has no review.
        assert_eq!(GameReview::read(RECORD), None);
    }

    #[test]
    fn a_partial_review_covers_the_first_plies() {
        let mut first = review();
        first.plies.truncate(1);
        let text = first.write_into(RECORD);
        assert!(text.ends_with("#@review 1 blunder 100.0 a2=a1+a3 loss\n2. Black c1=b1+c2\n"));
        let read = GameReview::read(&text).unwrap();
        assert_eq!(read, first);
        assert!(!read.covers(2));
        // Only the start: before the first move, or at the end without one.
        let start = GameReview {
            start: Score::Value(-40),
            plies: Vec::new(),
        };
        let empty = "cubeplay-record 1\n[Game \"cephalopod\"]\n[Size \"3x3\"]\n";
        assert_eq!(start.write_into(empty), format!("{empty}#@review 1 -40\n"));
        assert_eq!(GameReview::read(&start.write_into(RECORD)), Some(start));
    }

    #[test]
    fn a_damaged_line_ends_the_review_there() {
        let text = review()
            .write_into(RECORD)
            .replace("best 0.0 c1=b1+c2 loss:20", "best lots c1=b1+c2 loss:20");
        let read = GameReview::read(&text).unwrap();
        assert_eq!(read.plies.len(), 1);
        let moved = review()
            .write_into(RECORD)
            .replace("#@review 1 blunder 100.0 a2=a1+a3 loss\n2.", "2.");
        // The second move's line would be read as the first's: the review
        // stops at the move without one.
        assert_eq!(GameReview::read(&moved).unwrap().plies.len(), 0);
        assert_eq!(GameReview::read("#@review 1 much\n1. a1\n"), None);
    }

    #[test]
    fn another_line_keeps_only_the_plies_it_shares() {
        let mut kept = review();
        let moves = |list: &[&str]| -> Vec<(Player, String)> {
            list.iter()
                .map(|m| (Player::First, m.to_string()))
                .collect()
        };
        kept.keep_matching(&moves(&["b1=a1+c1", "c1=b1+c2", "c3"]));
        assert_eq!(kept, review());
        kept.keep_matching(&moves(&["b1=a1+c1", "a2"]));
        assert_eq!(kept.plies.len(), 1);
        kept.keep_matching(&moves(&["a2=a1+a3"]));
        assert!(kept.plies.is_empty());
        assert_eq!(kept.start, Score::Win(None));
    }

    #[test]
    fn each_player_gets_an_accuracy() {
        let moves = vec![
            (Player::First, "b1=a1+c1".to_string()),
            (Player::Second, "c1=b1+c2".to_string()),
        ];
        let review = review();
        let (white, white_marks) = review.summary(&moves, Player::First);
        assert!((white.unwrap() - move_accuracy(100.0)).abs() < 1e-9);
        assert_eq!(white_marks, [0, 0, 1]);
        assert_eq!(
            review.summary(&moves, Player::Second),
            (Some(100.0), [0, 0, 0])
        );
        assert_eq!(review.summary(&moves[..0], Player::Second).0, None);
    }

    #[test]
    fn moves_that_change_the_proven_result_are_found() {
        let ply = |score| PlyMark {
            played: "a1".to_string(),
            class: Class::Best,
            loss: 0.0,
            best: "a1".to_string(),
            score,
        };
        // Scores for White: White wins, and still wins after Black's
        // move; White gives the win away for a draw, Black the draw for a
        // loss; then a search value, not proven.
        let review = GameReview {
            start: Score::Win(Some(9)),
            plies: vec![
                ply(Score::Win(Some(8))),
                ply(Score::Win(Some(7))),
                ply(Score::Draw),
                ply(Score::Win(Some(3))),
                ply(Score::Value(40)),
            ],
        };
        let (w, b) = (Player::First, Player::Second);
        assert_eq!(review.result_change(1, w), None);
        assert_eq!(review.result_change(2, b), None);
        assert_eq!(review.result_change(3, w), Some(("win", "draw")));
        assert_eq!(review.result_change(4, b), Some(("draw", "loss")));
        assert_eq!(review.result_change(5, w), None);
        assert_eq!(review.result_change(0, w), None);
        assert_eq!(review.result_change(6, b), None);
        let moves: Vec<(Player, String)> = [w, b, w, b, w]
            .into_iter()
            .map(|mover| (mover, "a1".to_string()))
            .collect();
        assert_eq!(review.result_changes(&moves), [3, 4]);
        // Seen by the wrong side nothing was lost.
        assert_eq!(review.result_change(3, b), None);
    }

    #[test]
    fn proven_scores_say_who_wins_and_when() {
        assert_eq!(proven(Score::Value(300)), None);
        assert_eq!(
            proven(Score::Win(None)),
            Some(("review-proven-win", Some(Player::First), None))
        );
        // Loss in 9 plies for the first player: the second's fifth turn.
        assert_eq!(
            proven(Score::Loss(Some(9))),
            Some(("review-proven-in", Some(Player::Second), Some(5)))
        );
        assert_eq!(
            proven(Score::Win(Some(2))),
            Some(("review-proven-in", Some(Player::First), Some(1)))
        );
        assert_eq!(proven(Score::Win(Some(0))), None);
        assert_eq!(
            proven(Score::Draw),
            Some(("review-proven-draw", None, None))
        );
        assert!((first_chance(GameKind::Deblockle, Score::Value(200)) - 0.731_058_6).abs() < 1e-6);
    }
}
