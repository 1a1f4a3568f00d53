//! The lessons' steps: for each game, its lessons, each a short run of
//! steps, each step a position, a goal reached by one move, a move that
//! reaches it, and the symbols its instruction names. Plain data; judged
//! by `lessons`.

use cubeplay_engine::deblockle::{self as deb, Face};
use cubeplay_engine::GameKind;

use crate::i18n::Msg;

/// What a step asks of the move.
#[derive(Clone, Copy)]
pub enum Goal {
    /// Deblockle: the moved block ends with this symbol on top.
    Face(Face),
    /// Deblockle: the turn ends on this square.
    EndOn(&'static str),
    /// Deblockle: the block that moves starts here.
    From(&'static str),
    /// Deblockle: a block leaves the board on its player's goal.
    Remove,
    /// Deblockle: the opponent has no legal turn after it, so the mover
    /// moves again.
    MoveAgain,
    /// Either game: the game ends and the mover wins.
    Win,
    /// Cephalopod: a die placed without capturing.
    Place,
    /// Cephalopod: this many dice captured, showing this total.
    Sum(u8, u8),
    /// Cephalopod: this many dice captured.
    Count(u8),
    /// Cephalopod: exactly these dice captured (`b3+c2`, in the engine's order).
    Set(&'static str),
}

pub struct Step {
    /// What the step asks, and what it says once done.
    pub instruction: Msg,
    pub done: Msg,
    pub position: &'static str,
    pub goal: Goal,
    /// A move that reaches the goal (the tests play it).
    pub intended: &'static str,
    /// The Deblockle symbols the instruction names, shown with it (a
    /// newcomer has not seen which picture is which).
    pub symbols: &'static [Face],
}

pub struct Lesson {
    /// Part of the address and of the message ids.
    pub key: &'static str,
    pub title: Msg,
    pub steps: &'static [Step],
}

const fn step(
    [instruction, done]: [Msg; 2],
    position: &'static str,
    goal: Goal,
    intended: &'static str,
) -> Step {
    Step {
        instruction,
        done,
        position,
        goal,
        intended,
        symbols: &[],
    }
}

/// A Deblockle step whose instruction names `symbols`.
const fn naming(symbols: &'static [Face], step: Step) -> Step {
    Step { symbols, ..step }
}

const DEBLOCKLE: &[Lesson] = &[
    Lesson {
        key: "tip",
        title: Msg::LessonsDTip,
        steps: &[
            naming(
                &[Face::Slider],
                step(
                    [Msg::LessonsDTip1, Msg::LessonsDTip1Ok],
                    "bTC....../......./......./...gTC.../......./......./....... g",
                    Goal::Face(Face::Slider),
                    "d4-e4:g4",
                ),
            ),
            naming(
                &[Face::Stop],
                step(
                    [Msg::LessonsDTip2, Msg::LessonsDTip2Ok],
                    "bTC....../......./......./..gCS..../......./......./....... g",
                    Goal::Face(Face::Stop),
                    "c4-c5",
                ),
            ),
        ],
    },
    Lesson {
        key: "step",
        title: Msg::LessonsDStep,
        steps: &[
            naming(
                &[Face::Cross],
                step(
                    [Msg::LessonsDStep1, Msg::LessonsDStep1Ok],
                    "bTC....../......./......./....gTC../......./......./....... g",
                    Goal::EndOn("d3"),
                    "e4-e3:d3",
                ),
            ),
            naming(
                &[Face::X],
                step(
                    [Msg::LessonsDStep2, Msg::LessonsDStep2Ok],
                    "bTC....../......./......./....gTC../......./......./....... g",
                    Goal::EndOn("f6"),
                    "e4-e5:f6",
                ),
            ),
        ],
    },
    Lesson {
        key: "slider",
        title: Msg::LessonsDSlider,
        steps: &[
            naming(
                &[Face::Slider],
                step(
                    [Msg::LessonsDSlider1, Msg::LessonsDSlider1Ok],
                    "bTC....../......./......./..gTC..../......./......./....... g",
                    Goal::EndOn("g4"),
                    "c4-d4:g4",
                ),
            ),
            naming(
                &[Face::Slider],
                step(
                    [Msg::LessonsDSlider2, Msg::LessonsDSlider2Ok],
                    "...bTC.../......./......./......./..gTC..../......./....... g",
                    Goal::EndOn("d5"),
                    "c3-d3:d5",
                ),
            ),
        ],
    },
    Lesson {
        key: "hoops",
        title: Msg::LessonsDHoops,
        steps: &[naming(
            &[Face::Hoops],
            step(
                [Msg::LessonsDHoops1, Msg::LessonsDHoops1Ok],
                "bTC....../......./......./...gTC.../......./......./....... g",
                Goal::EndOn("f4"),
                "d4-c4:f4",
            ),
        )],
    },
    Lesson {
        key: "star",
        title: Msg::LessonsDStar,
        steps: &[naming(
            &[Face::Star],
            step(
                [Msg::LessonsDStar1, Msg::LessonsDStar1Ok],
                "bTC....../......./...gCT.../......./......./..gTC..../gTC...... g",
                Goal::Remove,
                "d5-d6",
            ),
        )],
    },
    Lesson {
        key: "setup",
        title: Msg::LessonsDSetup,
        steps: &[naming(
            &[Face::Star],
            step(
                [Msg::LessonsDSetup1, Msg::LessonsDSetup1Ok],
                deb::EXAMPLE_START,
                Goal::From("e3"),
                "e3-e4:f4",
            ),
        )],
    },
    Lesson {
        key: "stuck",
        title: Msg::LessonsDStuck,
        steps: &[step(
            [Msg::LessonsDStuck1, Msg::LessonsDStuck1Ok],
            "bCS....../gTC....../.gTX...../......./......./......./....... g",
            Goal::MoveAgain,
            "b5-b6:b7",
        )],
    },
    Lesson {
        key: "end",
        title: Msg::LessonsDEnd,
        steps: &[step(
            [Msg::LessonsDEnd1, Msg::LessonsDEnd1Ok],
            "bTC....../......./...gCT.../......./......./......./....... g",
            Goal::Win,
            "d5-d6",
        )],
    },
];

const CEPHALOPOD: &[Lesson] = &[
    Lesson {
        key: "place",
        title: Msg::LessonsCPlace,
        steps: &[step(
            [Msg::LessonsCPlace1, Msg::LessonsCPlace1Ok],
            "b1../.../..w1 w",
            Goal::Place,
            "b2",
        )],
    },
    Lesson {
        key: "capture",
        title: Msg::LessonsCCapture,
        steps: &[
            step(
                [Msg::LessonsCCapture1, Msg::LessonsCCapture1Ok],
                ".b2./w3.b4/... w",
                Goal::Sum(2, 5),
                "b2=a2+b3",
            ),
            step(
                [Msg::LessonsCCapture2, Msg::LessonsCCapture2Ok],
                ".w1./b2.w3/... w",
                Goal::Count(3),
                "b2=a2+b3+c2",
            ),
        ],
    },
    Lesson {
        key: "choice",
        title: Msg::LessonsCChoice,
        steps: &[
            step(
                [Msg::LessonsCChoice1, Msg::LessonsCChoice1Ok],
                ".b2./w1.b3/.w2. w",
                Goal::Set("b3+c2"),
                "b2=b3+c2",
            ),
            step(
                [Msg::LessonsCChoice2, Msg::LessonsCChoice2Ok],
                "w1.b1/.../b1.w1 w",
                Goal::Place,
                "b2",
            ),
        ],
    },
    Lesson {
        key: "end",
        title: Msg::LessonsCEnd,
        steps: &[step(
            [Msg::LessonsCEnd1, Msg::LessonsCEnd1Ok],
            "w2b3w1/b4w4b2/.b5w3 w",
            Goal::Win,
            "a1",
        )],
    },
];

pub fn lessons(game: GameKind) -> &'static [Lesson] {
    match game {
        GameKind::Deblockle => DEBLOCKLE,
        GameKind::Cephalopod => CEPHALOPOD,
    }
}
