//! The Deblockle rules page, as data: see `Item` in `mod.rs`. The binding
//! rules are `shared/rules/deblockle.md`; every point marked "(chosen)"
//! there is an `Item::Chosen` here.

use crate::i18n::Msg;
use cubeplay_engine::deblockle::Face;

use super::diagrams::Diagram;
use super::item::{Figure, Item};

pub const PAGE: &[Item] = &[
    Item::Para(Msg::RulesDIntro),
    Item::Heading(Msg::RulesDGoalH),
    Item::Para(Msg::RulesDGoal),
    // Equipment: board, stars, blocks, cube net.
    Item::Heading(Msg::RulesDEquipH),
    Item::Para(Msg::RulesDEquipBoard),
    Item::Para(Msg::RulesDEquipStars),
    Item::Chosen(Msg::RulesDChosenStars),
    Item::Figure(Figure {
        diagram: Diagram::DeblockleStart,
        title: Msg::RulesDFigBoardTitle,
        caption: Some(Msg::RulesDFigBoardCap),
    }),
    Item::Para(Msg::RulesDEquipBlocks),
    Item::Legend,
    Item::Subheading(Msg::RulesDNetH),
    Item::Para(Msg::RulesDNet),
    Item::Chosen(Msg::RulesDChosenNet),
    Item::Figure(Figure {
        diagram: Diagram::CubeNet,
        title: Msg::RulesDFigNetTitle,
        caption: None,
    }),
    // Set-up.
    Item::Heading(Msg::RulesDSetupH),
    Item::Steps(&[
        Msg::RulesDSetupRoll,
        Msg::RulesDSetupPlace,
        Msg::RulesDSetupStar,
        Msg::RulesDSetupFirst,
    ]),
    Item::Para(Msg::RulesDSetupApp),
    Item::Subheading(Msg::RulesDFewerH),
    Item::Para(Msg::RulesDFewer),
    Item::Chosen(Msg::RulesDChosenFewer),
    Item::Figure(Figure {
        diagram: Diagram::FewerBlocks,
        title: Msg::RulesDFigFewerTitle,
        caption: None,
    }),
    // A turn.
    Item::Heading(Msg::RulesDTurnH),
    Item::Para(Msg::RulesDTurn),
    Item::Subheading(Msg::RulesDTipH),
    Item::Para(Msg::RulesDTip),
    Item::Para(Msg::RulesDTipStar),
    Item::Subheading(Msg::RulesDHopH),
    Item::Para(Msg::RulesDHop),
    Item::Figure(Figure {
        diagram: Diagram::TipHop,
        title: Msg::RulesDFigTiphopTitle,
        caption: Some(Msg::RulesDFigTiphopCap),
    }),
    Item::Subheading(Msg::RulesDSymbolsH),
    Item::Symbol(Face::Star, Msg::RulesDSymStar),
    Item::Figure(Figure {
        diagram: Diagram::StarRemoval,
        title: Msg::RulesDFigStarTitle,
        caption: None,
    }),
    Item::Symbol(Face::Stop, Msg::RulesDSymStop),
    Item::Figure(Figure {
        diagram: Diagram::StopHop,
        title: Msg::RulesDFigStopTitle,
        caption: None,
    }),
    Item::Symbol(Face::Cross, Msg::RulesDSymCross),
    Item::Figure(Figure {
        diagram: Diagram::CrossHop,
        title: Msg::RulesDFigCrossTitle,
        caption: None,
    }),
    Item::Symbol(Face::X, Msg::RulesDSymX),
    Item::Figure(Figure {
        diagram: Diagram::XHop,
        title: Msg::RulesDFigXTitle,
        caption: None,
    }),
    Item::Symbol(Face::Slider, Msg::RulesDSymSlider),
    Item::Figure(Figure {
        diagram: Diagram::SliderHop,
        title: Msg::RulesDFigSliderTitle,
        caption: None,
    }),
    Item::Symbol(Face::Hoops, Msg::RulesDSymHoops),
    Item::Figure(Figure {
        diagram: Diagram::HoopsHop,
        title: Msg::RulesDFigHoopsTitle,
        caption: None,
    }),
    Item::Subheading(Msg::RulesDCompleteH),
    Item::Chosen(Msg::RulesDChosenComplete),
    Item::Figure(Figure {
        diagram: Diagram::CompleteTurn,
        title: Msg::RulesDFigCompleteTitle,
        caption: None,
    }),
    // Blocked players, the end, draws.
    Item::Heading(Msg::RulesDStuckH),
    Item::Para(Msg::RulesDStuck),
    Item::Chosen(Msg::RulesDChosenStuck),
    Item::Chosen(Msg::RulesDChosenStuckWritten),
    Item::Figure(Figure {
        diagram: Diagram::Deblockled,
        title: Msg::RulesDFigStuckTitle,
        caption: None,
    }),
    Item::Heading(Msg::RulesDEndH),
    Item::Para(Msg::RulesDEndWin),
    Item::Para(Msg::RulesDEndDraws),
    Item::List(&[Msg::RulesDEndDrawStuck, Msg::RulesDEndDrawRepeat]),
    Item::Chosen(Msg::RulesDChosenRepeat),
    // Variants.
    Item::Heading(Msg::RulesDVarH),
    Item::Para(Msg::RulesDVarFewer),
    Item::Subheading(Msg::RulesDAdjH),
    Item::Para(Msg::RulesDAdj),
    Item::Figure(Figure {
        diagram: Diagram::NoAdjacent,
        title: Msg::RulesDFigAdjTitle,
        caption: None,
    }),
    // Notation of the move list.
    Item::Heading(Msg::RulesNotationH),
    Item::Para(Msg::RulesDNotSquare),
    Item::Notation(&[Msg::RulesDNotTip, Msg::RulesDNotHop]),
];
