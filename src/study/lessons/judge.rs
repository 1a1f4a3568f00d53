//! The lessons' judge: each lesson is a short run of steps (`steps.rs`),
//! each step a position, one sentence of instruction (a message) and a goal
//! reached by one move. `judge` says whether an attempt reaches the goal,
//! or why not: the rule it breaks, or what it misses. Plain data, no Yew;
//! the screen is in `screen.rs`, addresses and progress in `progress.rs`.

use cubeplay_engine::cephalopod as ceph;
use cubeplay_engine::deblockle::{self as deb, Face};
use cubeplay_engine::{GameKind, Outcome, Player};

use crate::i18n::labels::{face_message, player_label};
use crate::i18n::{msg, t, Msg};
use crate::study::lessons::steps::{Goal, Step};

/// A value in an explanation, as the tests name them.
#[cfg(test)]
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Text(String),
    Number(u32),
}

/// Why an attempt does not count: the rule it breaks (`Why…`) or what it
/// misses of the step's goal (`Miss…`), with what its message names.
/// Squares are kept as their names.
#[derive(Clone)]
#[cfg_attr(test, derive(Debug, PartialEq))]
pub enum Reason {
    WhyRules,
    WhyNotYours { player: Player },
    WhyNotNext { from: String, to: String },
    WhyOccupied { to: String },
    WhyOwnStar { to: String },
    WhyStarFace { top: Face },
    WhyStarUp { to: String },
    WhyEnds,
    WhyNoHop { top: Face },
    WhyHopStar,
    WhyCross { to: String, dest: String },
    WhyX { to: String, dest: String },
    WhySlider { dest: String },
    WhyHoops { to: String, dest: String },
    MissTip,
    MissFace { got: Face, want: Face },
    MissSquare { got: String, want: String },
    MissFrom { want: String },
    MissRemove,
    MissAgain { player: Player },
    MissClear { count: u32 },
    WhyFull { square: String },
    WhyApart { square: String, target: String },
    WhyEmpty { square: String },
    WhyOne,
    WhyOverSix { sum: u32 },
    WhyMust { square: String },
    MissCaptured,
    MissSum { count: u32, sum: u32, want: u32 },
    MissCount { count: u32, want: u32 },
    MissSet { got: String, want: String },
    MissCountDice { mine: u32, theirs: u32 },
}

impl Reason {
    /// The id of its message, which the screen also writes as
    /// `data-reason` for the browser tests.
    pub fn id(&self) -> &'static str {
        use Reason::*;
        match self {
            WhyRules => "lessons-why-rules",
            WhyNotYours { .. } => "lessons-why-not-yours",
            WhyNotNext { .. } => "lessons-why-not-next",
            WhyOccupied { .. } => "lessons-why-occupied",
            WhyOwnStar { .. } => "lessons-why-own-star",
            WhyStarFace { .. } => "lessons-why-star-face",
            WhyStarUp { .. } => "lessons-why-star-up",
            WhyEnds => "lessons-why-ends",
            WhyNoHop { .. } => "lessons-why-no-hop",
            WhyHopStar => "lessons-why-hop-star",
            WhyCross { .. } => "lessons-why-cross",
            WhyX { .. } => "lessons-why-x",
            WhySlider { .. } => "lessons-why-slider",
            WhyHoops { .. } => "lessons-why-hoops",
            MissTip => "lessons-miss-tip",
            MissFace { .. } => "lessons-miss-face",
            MissSquare { .. } => "lessons-miss-square",
            MissFrom { .. } => "lessons-miss-from",
            MissRemove => "lessons-miss-remove",
            MissAgain { .. } => "lessons-miss-again",
            MissClear { .. } => "lessons-miss-clear",
            WhyFull { .. } => "lessons-why-full",
            WhyApart { .. } => "lessons-why-apart",
            WhyEmpty { .. } => "lessons-why-empty",
            WhyOne => "lessons-why-one",
            WhyOverSix { .. } => "lessons-why-over-six",
            WhyMust { .. } => "lessons-why-must",
            MissCaptured => "lessons-miss-captured",
            MissSum { .. } => "lessons-miss-sum",
            MissCount { .. } => "lessons-miss-count",
            MissSet { .. } => "lessons-miss-set",
            MissCountDice { .. } => "lessons-miss-count-dice",
        }
    }

    /// The explanation in the current language.
    pub fn text(&self) -> String {
        use Reason::*;
        let face = |face: &Face| t(face_message(*face));
        let name = |player: &Player| player_label(GameKind::Deblockle, *player);
        match self {
            WhyRules => t(Msg::LessonsWhyRules),
            WhyNotYours { player } => msg::lessons_why_not_yours(&name(player)),
            WhyNotNext { from, to } => msg::lessons_why_not_next(to, from),
            WhyOccupied { to } => msg::lessons_why_occupied(to),
            WhyOwnStar { to } => msg::lessons_why_own_star(to),
            WhyStarFace { top } => msg::lessons_why_star_face(&face(top)),
            WhyStarUp { to } => msg::lessons_why_star_up(to),
            WhyEnds => t(Msg::LessonsWhyEnds),
            WhyNoHop { top } => msg::lessons_why_no_hop(&face(top)),
            WhyHopStar => t(Msg::LessonsWhyHopStar),
            WhyCross { to, dest } => msg::lessons_why_cross(to, dest),
            WhyX { to, dest } => msg::lessons_why_x(to, dest),
            WhySlider { dest } => msg::lessons_why_slider(dest),
            WhyHoops { to, dest } => msg::lessons_why_hoops(dest, to),
            MissTip => t(Msg::LessonsMissTip),
            MissFace { got, want } => msg::lessons_miss_face(&face(got), &face(want)),
            MissSquare { got, want } => msg::lessons_miss_square(got, want),
            MissFrom { want } => msg::lessons_miss_from(want),
            MissRemove => t(Msg::LessonsMissRemove),
            MissAgain { player } => msg::lessons_miss_again(&name(player)),
            MissClear { count } => msg::lessons_miss_clear(*count),
            WhyFull { square } => msg::lessons_why_full(square),
            WhyApart { square, target } => msg::lessons_why_apart(square, target),
            WhyEmpty { square } => msg::lessons_why_empty(square),
            WhyOne => t(Msg::LessonsWhyOne),
            WhyOverSix { sum } => msg::lessons_why_over_six(*sum),
            WhyMust { square } => msg::lessons_why_must(square),
            MissCaptured => t(Msg::LessonsMissCaptured),
            MissSum { count, sum, want } => msg::lessons_miss_sum(*count, *sum, *want),
            MissCount { count, want } => msg::lessons_miss_count(*count, *want),
            MissSet { got, want } => msg::lessons_miss_set(got, want),
            MissCountDice { mine, theirs } => msg::lessons_miss_count_dice(*mine, *theirs),
        }
    }

    /// What the message names, by the names of its variables (for the
    /// reasons the tests look into).
    #[cfg(test)]
    pub fn args(&self) -> Vec<(&'static str, Value)> {
        use Reason::*;
        let text = |name, value: &String| (name, Value::Text(value.clone()));
        let number = |name, value: &u32| (name, Value::Number(*value));
        match self {
            MissSum { count, sum, want } => {
                vec![
                    number("count", count),
                    number("sum", sum),
                    number("want", want),
                ]
            }
            MissSet { got, want } => vec![text("got", got), text("want", want)],
            _ => Vec::new(),
        }
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
        _ => Reason::MissTip,
    })
}

fn judge_deblockle(step: &Step, attempt: &str) -> Option<Reason> {
    let Ok(position) = step.position.parse::<deb::Position>() else {
        return Some(Reason::WhyRules);
    };
    let mover = position.to_move();
    let mv = match position.parse_move(attempt) {
        Ok(mv) => mv,
        Err(deb::ParseError::IllegalMove { reason, .. }) => {
            return Some(deblockle_illegal(mover, reason))
        }
        Err(_) => return Some(Reason::WhyRules),
    };
    let after = position.play(mv);
    let top = after
        .block_at(mv.end())
        .map(|block| block.orientation.top());
    match step.goal {
        Goal::Face(face) => top.filter(|&top| top != face).map(|top| Reason::MissFace {
            got: top,
            want: face,
        }),
        Goal::EndOn(square) => (mv.end().to_string() != square).then(|| Reason::MissSquare {
            got: mv.end().to_string(),
            want: square.to_string(),
        }),
        Goal::From(square) => (mv.from().to_string() != square).then(|| Reason::MissFrom {
            want: square.to_string(),
        }),
        Goal::Remove => top.map(|_| Reason::MissRemove),
        Goal::MoveAgain => {
            (after.to_move() != mover || after.outcome().is_some()).then(|| Reason::MissAgain {
                player: mover.opponent(),
            })
        }
        Goal::Win => (after.outcome() != Some(Outcome::Win(mover))).then(|| Reason::MissClear {
            count: after.block_count(mover) as u32,
        }),
        _ => None,
    }
}

/// A Deblockle turn the rules do not allow, said from the rules.
fn deblockle_illegal(mover: Player, error: deb::MoveError) -> Reason {
    use deb::MoveError::*;
    match error {
        NotYourBlock { owner, .. } => Reason::WhyNotYours { player: owner },
        NotAdjacent { from, to } => Reason::WhyNotNext {
            from: from.to_string(),
            to: to.to_string(),
        },
        Occupied { to } => Reason::WhyOccupied { to: to.to_string() },
        IntoStar { to, .. } if to == deb::home_star(mover) => {
            Reason::WhyOwnStar { to: to.to_string() }
        }
        IntoStar { top, .. } => Reason::WhyStarFace { top },
        StarUp { to } => Reason::WhyStarUp { to: to.to_string() },
        TurnEndsAfterTip { .. } => Reason::WhyEnds,
        NoHopPossible { top } => Reason::WhyNoHop { top },
        UnreachableHop { top, to, dest } => {
            if dest.is_star() {
                return Reason::WhyHopStar;
            }
            let (to, dest) = (to.to_string(), dest.to_string());
            match top {
                Face::Cross => Reason::WhyCross { to, dest },
                Face::X => Reason::WhyX { to, dest },
                Face::Slider => Reason::WhySlider { dest },
                _ => Reason::WhyHoops { to, dest },
            }
        }
        _ => Reason::WhyRules,
    }
}

fn judge_cephalopod(step: &Step, attempt: &str) -> Option<Reason> {
    let Ok(position) = step.position.parse::<ceph::Position>() else {
        return Some(Reason::WhyRules);
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
    let number = u32::from;
    match step.goal {
        Goal::Place => (count > 0).then_some(Reason::MissCaptured),
        Goal::Sum(want_count, want_sum) => {
            (count != want_count || sum != want_sum).then(|| Reason::MissSum {
                count: number(count),
                sum: number(sum),
                want: number(want_sum),
            })
        }
        Goal::Count(want) => (count != want).then(|| Reason::MissCount {
            count: number(count),
            want: number(want),
        }),
        Goal::Set(want) => {
            let got: Vec<String> = captured.iter().map(ToString::to_string).collect();
            (got.join("+") != want).then(|| Reason::MissSet {
                got: got.join(", "),
                want: want.replace('+', ", "),
            })
        }
        Goal::Win => {
            let mine = after.dice_count(mover);
            let theirs = after.dice_count(mover.opponent());
            (!after.is_game_over() || mine <= theirs)
                .then_some(Reason::MissCountDice { mine, theirs })
        }
        _ => None,
    }
}

/// A placement the rules do not allow, said from the rules.
fn cephalopod_illegal(error: ceph::ParseError) -> Reason {
    use ceph::ParseError::*;
    match error {
        SquareOccupied { square } => Reason::WhyFull {
            square: square.to_string(),
        },
        NotAdjacent { captured, target } => Reason::WhyApart {
            square: captured.to_string(),
            target: target.to_string(),
        },
        NothingToCapture { square } => Reason::WhyEmpty {
            square: square.to_string(),
        },
        TooFewCaptures { .. } => Reason::WhyOne,
        CaptureSumTooLarge { sum } => Reason::WhyOverSix { sum },
        CaptureCompulsory { square, .. } => Reason::WhyMust {
            square: square.to_string(),
        },
        _ => Reason::WhyRules,
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
                Verdict::Explain(got) => assert_eq!(got.id(), *reason, "{key} {attempt}"),
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
            Reason::MissFace {
                got: Face::X,
                want: Face::Slider
            }
        );
        // East brings the Slider up: every hop reaches the goal.
        let east = moves("d-tip-1", "d4-e4");
        assert_eq!(judge_tip(GameKind::Deblockle, step("d-tip-1"), &east), None);
        // A tip from which no hop ends on d3, and the one that can.
        let east = moves("d-step-1", "e4-f4");
        assert_eq!(
            judge_tip(GameKind::Deblockle, step("d-step-1"), &east).map(|r| r.id()),
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
            judge_tip(GameKind::Deblockle, step("d-setup-1"), &other[..1]).map(|r| r.id()),
            Some("lessons-miss-from")
        );
        assert_eq!(judge_tip(GameKind::Deblockle, step("d-tip-1"), &[]), None);
    }

    #[test]
    fn explanations_name_what_happened() {
        let step = &lessons(GameKind::Deblockle)[0].steps[0];
        assert_eq!(
            judge(GameKind::Deblockle, step, "d4-d5:e6"),
            Verdict::Explain(Reason::MissFace {
                got: Face::X,
                want: Face::Slider
            })
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
            reason.args(),
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
            reason.args(),
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
                // The typed ids a lesson carries are the ones its key names.
                assert_eq!(lesson.title.id(), title);
                for index in 0..lesson.steps.len() {
                    let key = format!("lessons-{}", step_key(game, lesson, index));
                    assert!(ids.contains(&key), "{key}");
                    assert!(ids.contains(&format!("{key}-ok")), "{key}-ok");
                    let step = &lesson.steps[index];
                    assert_eq!(step.instruction.id(), key);
                    assert_eq!(step.done.id(), format!("{key}-ok"));
                }
            }
        }
        for (_, _, reason) in WRONG {
            assert!(ids.contains(&reason.to_string()), "{reason}");
        }
        assert!(ids.contains(&"lessons-miss-tip".to_string()));
    }
}
