//! The lessons' steps: for each game, its lessons, each a short run of
//! steps, each step a position, a goal reached by one move, a move that
//! reaches it, and the symbols its instruction names. Plain data; judged
//! by `lessons`.

use cubeplay_engine::deblockle::{self as deb, Face};
use cubeplay_engine::GameKind;

/// What a step asks of the move.
#[derive(Clone, Copy)]
pub enum Goal {
    /// Deblockle: the moved block ends with this symbol on top.
    Face(Face),
    /// Deblockle: the turn ends on this square.
    EndOn(&'static str),
    /// Deblockle: the block that moves starts here.
    From(&'static str),
    /// Deblockle: a block leaves the board on the opponent's star.
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
    pub steps: &'static [Step],
}

const fn step(position: &'static str, goal: Goal, intended: &'static str) -> Step {
    Step {
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
        steps: &[
            naming(
                &[Face::Slider],
                step(
                    "bTC....../......./......./...gTC.../......./......./....... g",
                    Goal::Face(Face::Slider),
                    "d4-e4:g4",
                ),
            ),
            naming(
                &[Face::Stop],
                step(
                    "bTC....../......./......./..gCS..../......./......./....... g",
                    Goal::Face(Face::Stop),
                    "c4-c5",
                ),
            ),
        ],
    },
    Lesson {
        key: "step",
        steps: &[
            naming(
                &[Face::Cross],
                step(
                    "bTC....../......./......./....gTC../......./......./....... g",
                    Goal::EndOn("d3"),
                    "e4-e3:d3",
                ),
            ),
            naming(
                &[Face::X],
                step(
                    "bTC....../......./......./....gTC../......./......./....... g",
                    Goal::EndOn("f6"),
                    "e4-e5:f6",
                ),
            ),
        ],
    },
    Lesson {
        key: "slider",
        steps: &[
            naming(
                &[Face::Slider],
                step(
                    "bTC....../......./......./..gTC..../......./......./....... g",
                    Goal::EndOn("g4"),
                    "c4-d4:g4",
                ),
            ),
            naming(
                &[Face::Slider],
                step(
                    "...bTC.../......./......./......./..gTC..../......./....... g",
                    Goal::EndOn("d5"),
                    "c3-d3:d5",
                ),
            ),
        ],
    },
    Lesson {
        key: "hoops",
        steps: &[naming(
            &[Face::Hoops],
            step(
                "bTC....../......./......./...gTC.../......./......./....... g",
                Goal::EndOn("f4"),
                "d4-c4:f4",
            ),
        )],
    },
    Lesson {
        key: "star",
        steps: &[naming(
            &[Face::Star],
            step(
                "bTC....../......./...gCT.../......./......./..gTC..../gTC...... g",
                Goal::Remove,
                "d5-d6",
            ),
        )],
    },
    Lesson {
        key: "setup",
        steps: &[naming(
            &[Face::Star],
            step(deb::EXAMPLE_START, Goal::From("e3"), "e3-e4:f4"),
        )],
    },
    Lesson {
        key: "stuck",
        steps: &[step(
            "bCS....../gTC....../.gTX...../......./......./......./....... g",
            Goal::MoveAgain,
            "b5-b6:b7",
        )],
    },
    Lesson {
        key: "end",
        steps: &[step(
            "bTC....../......./...gCT.../......./......./......./....... g",
            Goal::Win,
            "d5-d6",
        )],
    },
];

const CEPHALOPOD: &[Lesson] = &[
    Lesson {
        key: "place",
        steps: &[step("b1../.../..w1 w", Goal::Place, "b2")],
    },
    Lesson {
        key: "capture",
        steps: &[
            step(".b2./w3.b4/... w", Goal::Sum(2, 5), "b2=a2+b3"),
            step(".w1./b2.w3/... w", Goal::Count(3), "b2=a2+b3+c2"),
        ],
    },
    Lesson {
        key: "choice",
        steps: &[
            step(".b2./w1.b3/.w2. w", Goal::Set("b3+c2"), "b2=b3+c2"),
            step("w1.b1/.../b1.w1 w", Goal::Place, "b2"),
        ],
    },
    Lesson {
        key: "end",
        steps: &[step("w2b3w1/b4w4b2/.b5w3 w", Goal::Win, "a1")],
    },
];

pub fn lessons(game: GameKind) -> &'static [Lesson] {
    match game {
        GameKind::Deblockle => DEBLOCKLE,
        GameKind::Cephalopod => CEPHALOPOD,
    }
}
