//! The Cephalopod rules page, as data: see `Item` in `mod.rs`. The binding
//! rules are `shared/rules/cephalopod.md`.

use super::diagrams::Diagram;
use super::item::{Figure, Item};

pub const PAGE: &[Item] = &[
    Item::Para("rules-c-intro"),
    Item::Heading("rules-c-goal-h"),
    Item::Para("rules-c-goal"),
    Item::Heading("rules-c-equip-h"),
    Item::Para("rules-c-equip"),
    Item::Chosen("rules-c-chosen-first"),
    // A turn: placing, then capturing.
    Item::Heading("rules-c-turn-h"),
    Item::Para("rules-c-turn"),
    Item::Subheading("rules-c-nocap-h"),
    Item::Para("rules-c-nocap"),
    Item::Figure(Figure {
        diagram: Diagram::CephalopodNoCapture,
        title: "rules-c-fig-nocap-title",
        caption: None,
    }),
    Item::Subheading("rules-c-cap-h"),
    Item::Para("rules-c-cap"),
    Item::List(&[
        "rules-c-cap-must",
        "rules-c-cap-choose",
        "rules-c-cap-sum",
        "rules-c-cap-square",
    ]),
    Item::Figure(Figure {
        diagram: Diagram::CephalopodCapture,
        title: "rules-c-fig-cap-title",
        caption: Some("rules-c-fig-cap-cap"),
    }),
    Item::Para("rules-c-cap-example"),
    // The end.
    Item::Heading("rules-c-end-h"),
    Item::Para("rules-c-end"),
    Item::Chosen("rules-c-chosen-tie"),
    Item::Figure(Figure {
        diagram: Diagram::CephalopodEnd,
        title: "rules-c-fig-end-title",
        caption: None,
    }),
    Item::Heading("rules-c-sizes-h"),
    Item::Para("rules-c-sizes"),
    Item::Figure(Figure {
        diagram: Diagram::CephalopodSizes,
        title: "rules-c-fig-sizes-title",
        caption: None,
    }),
    Item::Heading("rules-notation-h"),
    Item::Para("rules-c-not-square"),
    Item::Notation(&["rules-c-not-place", "rules-c-not-cap"]),
];
