//! The lessons' judge: each lesson is a short run of steps (`steps.rs`),
//! each step a position, one sentence of instruction (a message) and a goal
//! reached by one move. `judge` says whether an attempt reaches the goal,
//! or why not: the rule it breaks, or what it misses. Plain data, no Yew;
//! the screen is in `screen.rs`, addresses and progress in `progress.rs`.

use cubeplay_engine::cephalopod as ceph;
use cubeplay_engine::deblockle::{self as deb, Face};
use cubeplay_engine::{GameKind, Outcome, Player};

use crate::i18n::labels::{face_message, player_label};
use crate::i18n::{t, t_with, Arg};
use crate::study::lessons::steps::{Goal, Step};

/// A value in an explanation.
#[derive(Clone)]
#[cfg_attr(test, derive(Debug, PartialEq))]
pub enum Value {
    Text(String),
    Number(u32),
    Face(Face),
    Player(GameKind, Player),
}

/// Why an attempt does not count: a message id and its values.
#[derive(Clone)]
#[cfg_attr(test, derive(Debug, PartialEq))]
pub struct Reason {
    pub id: &'static str,
    pub args: Vec<(&'static str, Value)>,
}

impl Reason {
    fn new(id: &'static str) -> Reason {
        Reason {
            id,
            args: Vec::new(),
        }
    }

    fn with(mut self, name: &'static str, value: Value) -> Reason {
        self.args.push((name, value));
        self
    }

    fn square(self, name: &'static str, square: &dyn std::fmt::Display) -> Reason {
        self.with(name, Value::Text(square.to_string()))
    }

    /// The explanation in the current language.
    pub fn text(&self) -> String {
        let texts: Vec<String> = self
            .args
            .iter()
            .map(|(_, value)| match value {
                Value::Text(text) => text.clone(),
                Value::Number(_) => String::new(),
                Value::Face(face) => t(face_message(*face)),
                Value::Player(game, player) => player_label(*game, *player),
            })
            .collect();
        let args: Vec<(&str, Arg)> = self
            .args
            .iter()
            .zip(&texts)
            .map(|((name, value), text)| match value {
                // Numbers stay numbers, for the plural forms.
                Value::Number(n) => (*name, Arg::from(*n)),
                _ => (*name, Arg::from(text)),
            })
            .collect();
        t_with(self.id, &args)
    }
}

#[cfg_attr(test, derive(Debug, PartialEq))]
pub enum Verdict {
    Advance,
    Explain(Reason),
}

/// Whether `attempt` (a move in the game's notation, legal or not) reaches
/// the step's goal, or why not.
pub fn judge(game: GameKind, step: &Step, attempt: &str) -> Verdict {
    let reason = match game {
        GameKind::Deblockle => judge_deblockle(step, attempt),
        GameKind::Cephalopod => judge_cephalopod(step, attempt),
    };
    match reason {
        None => Verdict::Advance,
        Some(reason) => Verdict::Explain(reason),
    }
}

/// A Deblockle tip, judged before its hop: why no turn that starts with
/// it (`moves`, in notation) reaches the step's goal, or `None` when one
/// does. A wrong symbol, or the wrong block, is said as such.
pub fn judge_tip(game: GameKind, step: &Step, moves: &[String]) -> Option<Reason> {
    let mut reasons = Vec::new();
    for mv in moves {
        match judge(game, step, mv) {
            Verdict::Advance => return None,
            Verdict::Explain(reason) => reasons.push(reason),
        }
    }
    let first = reasons.into_iter().next()?;
    Some(match step.goal {
        Goal::Face(_) | Goal::From(_) => first,
        _ => Reason::new("lessons-miss-tip"),
    })
}

fn judge_deblockle(step: &Step, attempt: &str) -> Option<Reason> {
    let Ok(position) = step.position.parse::<deb::Position>() else {
        return Some(Reason::new("lessons-why-rules"));
    };
    let mover = position.to_move();
    let mv = match position.parse_move(attempt) {
        Ok(mv) => mv,
        Err(deb::ParseError::IllegalMove { reason, .. }) => {
            return Some(deblockle_illegal(mover, reason))
        }
        Err(_) => return Some(Reason::new("lessons-why-rules")),
    };
    let after = position.play(mv);
    let top = after
        .block_at(mv.end())
        .map(|block| block.orientation.top());
    match step.goal {
        Goal::Face(face) => top.filter(|&top| top != face).map(|top| {
            Reason::new("lessons-miss-face")
                .with("got", Value::Face(top))
                .with("want", Value::Face(face))
        }),
        Goal::EndOn(square) => (mv.end().to_string() != square).then(|| {
            Reason::new("lessons-miss-square")
                .square("got", &mv.end())
                .square("want", &square)
        }),
        Goal::From(square) => (mv.from().to_string() != square)
            .then(|| Reason::new("lessons-miss-from").square("want", &square)),
        Goal::Remove => top.map(|_| Reason::new("lessons-miss-remove")),
        Goal::MoveAgain => (after.to_move() != mover || after.outcome().is_some()).then(|| {
            Reason::new("lessons-miss-again").with(
                "player",
                Value::Player(GameKind::Deblockle, mover.opponent()),
            )
        }),
        Goal::Win => (after.outcome() != Some(Outcome::Win(mover))).then(|| {
            Reason::new("lessons-miss-clear")
                .with("count", Value::Number(after.block_count(mover) as u32))
        }),
        _ => None,
    }
}

/// A Deblockle turn the rules do not allow, said from the rules.
fn deblockle_illegal(mover: Player, error: deb::MoveError) -> Reason {
    use deb::MoveError::*;
    match error {
        NotYourBlock { owner, .. } => Reason::new("lessons-why-not-yours")
            .with("player", Value::Player(GameKind::Deblockle, owner)),
        NotAdjacent { from, to } => Reason::new("lessons-why-not-next")
            .square("from", &from)
            .square("to", &to),
        Occupied { to } => Reason::new("lessons-why-occupied").square("to", &to),
        IntoStar { to, .. } if to == deb::home_star(mover) => {
            Reason::new("lessons-why-own-star").square("to", &to)
        }
        IntoStar { top, .. } => Reason::new("lessons-why-star-face").with("top", Value::Face(top)),
        StarUp { to } => Reason::new("lessons-why-star-up").square("to", &to),
        TurnEndsAfterTip { .. } => Reason::new("lessons-why-ends"),
        NoHopPossible { top } => Reason::new("lessons-why-no-hop").with("top", Value::Face(top)),
        UnreachableHop { top, to, dest } => {
            let id = if dest.is_star() {
                "lessons-why-hop-star"
            } else {
                match top {
                    Face::Cross => "lessons-why-cross",
                    Face::X => "lessons-why-x",
                    Face::Slider => "lessons-why-slider",
                    _ => "lessons-why-hoops",
                }
            };
            Reason::new(id).square("to", &to).square("dest", &dest)
        }
        _ => Reason::new("lessons-why-rules"),
    }
}

fn judge_cephalopod(step: &Step, attempt: &str) -> Option<Reason> {
    let Ok(position) = step.position.parse::<ceph::Position>() else {
        return Some(Reason::new("lessons-why-rules"));
    };
    let mover = position.to_move();
    let mv = match position.parse_move(attempt) {
        Ok(mv) => mv,
        Err(error) => return Some(cephalopod_illegal(error)),
    };
    let captured: Vec<ceph::Square> = mv.captured_squares().collect();
    let count = captured.len() as u8;
    let sum: u8 = captured
        .iter()
        .filter_map(|&square| position.die_at(square))
        .map(|die| die.pips)
        .sum();
    let after = position.play(mv);
    let number = |n: u8| Value::Number(u32::from(n));
    match step.goal {
        Goal::Place => (count > 0).then(|| Reason::new("lessons-miss-captured")),
        Goal::Sum(want_count, want_sum) => (count != want_count || sum != want_sum).then(|| {
            Reason::new("lessons-miss-sum")
                .with("count", number(count))
                .with("sum", number(sum))
                .with("want", number(want_sum))
        }),
        Goal::Count(want) => (count != want).then(|| {
            Reason::new("lessons-miss-count")
                .with("count", number(count))
                .with("want", number(want))
        }),
        Goal::Set(want) => {
            let got: Vec<String> = captured.iter().map(ToString::to_string).collect();
            (got.join("+") != want).then(|| {
                Reason::new("lessons-miss-set")
                    .square("got", &got.join(", "))
                    .square("want", &want.replace('+', ", "))
            })
        }
        Goal::Win => {
            let mine = after.dice_count(mover);
            let theirs = after.dice_count(mover.opponent());
            (!after.is_game_over() || mine <= theirs).then(|| {
                Reason::new("lessons-miss-count-dice")
                    .with("mine", Value::Number(mine))
                    .with("theirs", Value::Number(theirs))
            })
        }
        _ => None,
    }
}

/// A placement the rules do not allow, said from the rules.
fn cephalopod_illegal(error: ceph::ParseError) -> Reason {
    use ceph::ParseError::*;
    match error {
        SquareOccupied { square } => Reason::new("lessons-why-full").square("square", &square),
        NotAdjacent { captured, target } => Reason::new("lessons-why-apart")
            .square("square", &captured)
            .square("target", &target),
        NothingToCapture { square } => Reason::new("lessons-why-empty").square("square", &square),
        TooFewCaptures { .. } => Reason::new("lessons-why-one"),
        CaptureSumTooLarge { sum } => {
            Reason::new("lessons-why-over-six").with("sum", Value::Number(sum))
        }
        CaptureCompulsory { square, .. } => {
            Reason::new("lessons-why-must").square("square", &square)
        }
        _ => Reason::new("lessons-why-rules"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::study::lessons::progress::{letter, step_key};
    use crate::study::lessons::steps::lessons;

    /// Wrong attempts for each step (by its key) and the reason each gets.
    const WRONG: &[(&str, &str, &str)] = &[
        ("d-tip-1", "d4-d5:e6", "lessons-miss-face"),
        ("d-tip-1", "d4-d3:d2", "lessons-why-hop-star"),
        ("d-tip-2", "c4-c3", "lessons-why-star-up"),
        ("d-tip-2", "c4-d4:g4", "lessons-miss-face"),
        ("d-tip-2", "a7-a6", "lessons-why-not-yours"),
        ("d-step-1", "e4-e3:c3", "lessons-why-cross"),
        ("d-step-1", "e4-e3:e2", "lessons-miss-square"),
        ("d-step-2", "e4-e5:e6", "lessons-why-x"),
        ("d-step-2", "e4-d5", "lessons-why-not-next"),
        ("d-slider-1", "c4-d4:f4", "lessons-why-slider"),
        ("d-slider-1", "c4-d4:a4", "lessons-miss-square"),
        ("d-slider-2", "c3-d3:d6", "lessons-why-hop-star"),
        ("d-slider-2", "c3-d3:d4", "lessons-why-slider"),
        ("d-slider-2", "c3-d3:d1", "lessons-miss-square"),
        ("d-hoops-1", "d4-c4:c6", "lessons-why-hoops"),
        ("d-star-1", "c2-d2", "lessons-why-own-star"),
        ("d-star-1", "d5-d4", "lessons-miss-remove"),
        ("d-star-1", "d5-d4:d3", "lessons-why-ends"),
        ("d-setup-1", "c1-c2", "lessons-miss-from"),
        ("d-stuck-1", "b5-b6:c6", "lessons-miss-again"),
        ("d-stuck-1", "a6-a7", "lessons-why-occupied"),
        ("d-end-1", "d5-d4", "lessons-miss-clear"),
        ("c-place-1", "a3", "lessons-why-full"),
        ("c-capture-1", "b2=b3+c2", "lessons-miss-sum"),
        ("c-capture-1", "b2=a2+c2", "lessons-why-over-six"),
        ("c-capture-1", "b2", "lessons-why-must"),
        ("c-capture-2", "b2=a2+b3", "lessons-miss-count"),
        ("c-capture-2", "b2=a2", "lessons-why-one"),
        ("c-choice-1", "b2=a2+b3", "lessons-miss-set"),
        ("c-capture-1", "b2=a2+b1", "lessons-why-empty"),
        ("c-choice-1", "b2=b3+c1", "lessons-why-apart"),
        ("c-choice-2", "b3=a3+c3", "lessons-miss-captured"),
        ("c-end-1", "b2", "lessons-why-full"),
    ];

    fn all_steps() -> Vec<(GameKind, String, &'static Step)> {
        let mut steps = Vec::new();
        for game in [GameKind::Deblockle, GameKind::Cephalopod] {
            for lesson in lessons(game) {
                for (index, step) in lesson.steps.iter().enumerate() {
                    steps.push((game, step_key(game, lesson, index), step));
                }
            }
        }
        steps
    }

    #[test]
    fn every_intended_move_is_legal_and_reaches_its_goal() {
        for (game, key, step) in all_steps() {
            let position =
                cubeplay_engine::AnyPosition::parse(game, step.position, deb::Rules::default())
                    .unwrap_or_else(|e| panic!("{key}: {e}"));
            let legal: Vec<String> = match &position {
                cubeplay_engine::AnyPosition::Deblockle(p) => {
                    p.legal_moves().iter().map(ToString::to_string).collect()
                }
                cubeplay_engine::AnyPosition::Cephalopod(p) => {
                    p.legal_moves().iter().map(ToString::to_string).collect()
                }
            };
            assert!(legal.contains(&step.intended.to_string()), "{key}");
            assert_eq!(judge(game, step, step.intended), Verdict::Advance, "{key}");
        }
    }

    #[test]
    fn every_scripted_wrong_move_is_explained() {
        let steps = all_steps();
        for (key, attempt, reason) in WRONG {
            let (game, _, step) = steps
                .iter()
                .find(|(_, k, _)| k == key)
                .unwrap_or_else(|| panic!("no step {key}"));
            match judge(*game, step, attempt) {
                Verdict::Explain(got) => assert_eq!(got.id, *reason, "{key} {attempt}"),
                Verdict::Advance => panic!("{key} {attempt} advanced"),
            }
        }
        // Every step has a wrong attempt to try.
        for (_, key, _) in &steps {
            assert!(WRONG.iter().any(|(k, _, _)| k == key), "{key}");
        }
    }

    #[test]
    fn a_tip_that_cannot_reach_the_goal_is_judged_before_its_hop() {
        let moves = |from: &str, tip: &str| -> Vec<String> {
            let (game, _, step) = all_steps()
                .into_iter()
                .find(|(_, key, _)| key == from)
                .expect("a step");
            let position: deb::Position = step.position.parse().expect("a position");
            let mut found: Vec<String> = position
                .legal_moves()
                .iter()
                .map(ToString::to_string)
                .filter(|mv| mv.starts_with(tip))
                .collect();
            found.sort();
            assert_eq!(game, GameKind::Deblockle);
            found
        };
        let step = |key: &str| {
            all_steps()
                .into_iter()
                .find(|(_, k, _)| k == key)
                .expect("a step")
                .2
        };
        // North brings up X where the Slider is asked for: said at the tip.
        let north = moves("d-tip-1", "d4-d5");
        assert!(!north.is_empty());
        let Some(reason) = judge_tip(GameKind::Deblockle, step("d-tip-1"), &north) else {
            panic!("the tip passed");
        };
        assert_eq!(
            reason,
            Reason::new("lessons-miss-face")
                .with("got", Value::Face(Face::X))
                .with("want", Value::Face(Face::Slider))
        );
        // East brings the Slider up: every hop reaches the goal.
        let east = moves("d-tip-1", "d4-e4");
        assert_eq!(judge_tip(GameKind::Deblockle, step("d-tip-1"), &east), None);
        // A tip from which no hop ends on d3, and the one that can.
        let east = moves("d-step-1", "e4-f4");
        assert_eq!(
            judge_tip(GameKind::Deblockle, step("d-step-1"), &east).map(|r| r.id),
            Some("lessons-miss-tip")
        );
        let south = moves("d-step-1", "e4-e3");
        assert_eq!(
            judge_tip(GameKind::Deblockle, step("d-step-1"), &south),
            None
        );
        // The wrong block is said as such.
        let other = moves("d-setup-1", "c1-");
        assert_eq!(
            judge_tip(GameKind::Deblockle, step("d-setup-1"), &other[..1]).map(|r| r.id),
            Some("lessons-miss-from")
        );
        assert_eq!(judge_tip(GameKind::Deblockle, step("d-tip-1"), &[]), None);
    }

    #[test]
    fn explanations_name_what_happened() {
        let step = &lessons(GameKind::Deblockle)[0].steps[0];
        assert_eq!(
            judge(GameKind::Deblockle, step, "d4-d5:e6"),
            Verdict::Explain(
                Reason::new("lessons-miss-face")
                    .with("got", Value::Face(Face::X))
                    .with("want", Value::Face(Face::Slider))
            )
        );
        crate::i18n::set_language(crate::i18n::Language::English);
        let Verdict::Explain(reason) = judge(GameKind::Deblockle, step, "d4-d3:d2") else {
            panic!("advanced");
        };
        assert_eq!(
            reason.text(),
            "A hop may pass over a star space, but it may never end on one."
        );
        let step = &lessons(GameKind::Cephalopod)[1].steps[0];
        let Verdict::Explain(reason) = judge(GameKind::Cephalopod, step, "b2=b3+c2") else {
            panic!("advanced");
        };
        assert_eq!(
            reason.text(),
            "That captured 2 dice making 6: pick the two that make 5."
        );
        assert_eq!(
            reason.args,
            vec![
                ("count", Value::Number(2)),
                ("sum", Value::Number(6)),
                ("want", Value::Number(5))
            ]
        );
        let step = &lessons(GameKind::Cephalopod)[2].steps[0];
        let Verdict::Explain(reason) = judge(GameKind::Cephalopod, step, "b2=a2+b3") else {
            panic!("advanced");
        };
        assert_eq!(
            reason.args,
            vec![
                ("got", Value::Text("a2, b3".into())),
                ("want", Value::Text("b3, c2".into()))
            ]
        );
    }

    #[test]
    fn every_step_has_its_texts_in_every_language() {
        let ids = crate::i18n::tests::message_ids(include_str!("../../../locales/lessons-en.ftl"));
        for game in [GameKind::Deblockle, GameKind::Cephalopod] {
            for lesson in lessons(game) {
                let title = format!("lessons-{}-{}", letter(game), lesson.key);
                assert!(ids.contains(&title), "{title}");
                for index in 0..lesson.steps.len() {
                    let key = format!("lessons-{}", step_key(game, lesson, index));
                    assert!(ids.contains(&key), "{key}");
                    assert!(ids.contains(&format!("{key}-ok")), "{key}-ok");
                }
            }
        }
        for (_, _, reason) in WRONG {
            assert!(ids.contains(&reason.to_string()), "{reason}");
        }
        assert!(ids.contains(&"lessons-miss-tip".to_string()));
    }
}
