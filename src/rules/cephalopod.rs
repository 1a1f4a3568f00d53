//! The Cephalopod rules page, as data: see `Item` in `mod.rs`. The binding
//! rules are `shared/rules/cephalopod.md`.

use super::diagrams::Diagram;
use super::item::{Figure, Item};
use crate::i18n::Msg;

pub const PAGE: &[Item] = &[
    Item::Para(Msg::RulesCIntro),
    Item::Heading(Msg::RulesCGoalH),
    Item::Para(Msg::RulesCGoal),
    Item::Heading(Msg::RulesCEquipH),
    Item::Para(Msg::RulesCEquip),
    Item::Chosen(Msg::RulesCChosenFirst),
    // A turn: placing, then capturing.
    Item::Heading(Msg::RulesCTurnH),
    Item::Para(Msg::RulesCTurn),
    Item::Subheading(Msg::RulesCNocapH),
    Item::Para(Msg::RulesCNocap),
    Item::Figure(Figure {
        diagram: Diagram::CephalopodNoCapture,
        title: Msg::RulesCFigNocapTitle,
        caption: None,
    }),
    Item::Subheading(Msg::RulesCCapH),
    Item::Para(Msg::RulesCCap),
    Item::List(&[
        Msg::RulesCCapMust,
        Msg::RulesCCapChoose,
        Msg::RulesCCapSum,
        Msg::RulesCCapSquare,
    ]),
    Item::Figure(Figure {
        diagram: Diagram::CephalopodCapture,
        title: Msg::RulesCFigCapTitle,
        caption: Some(Msg::RulesCFigCapCap),
    }),
    Item::Para(Msg::RulesCCapExample),
    // The end.
    Item::Heading(Msg::RulesCEndH),
    Item::Para(Msg::RulesCEnd),
    Item::Chosen(Msg::RulesCChosenTie),
    Item::Figure(Figure {
        diagram: Diagram::CephalopodEnd,
        title: Msg::RulesCFigEndTitle,
        caption: None,
    }),
    Item::Heading(Msg::RulesCSizesH),
    Item::Para(Msg::RulesCSizes),
    Item::Figure(Figure {
        diagram: Diagram::CephalopodSizes,
        title: Msg::RulesCFigSizesTitle,
        caption: None,
    }),
    Item::Heading(Msg::RulesNotationH),
    Item::Para(Msg::RulesCNotSquare),
    Item::Notation(&[Msg::RulesCNotPlace, Msg::RulesCNotCap]),
];
