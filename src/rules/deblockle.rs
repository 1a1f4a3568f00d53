//! The Deblockle rules page, as data: see `Item` in `mod.rs`. The binding
//! rules are `shared/rules/deblockle.md`; every point marked "(chosen)"
//! there is an `Item::Chosen` here.

use cubeplay_engine::deblockle::Face;

use super::diagrams::Diagram;
use super::item::{Figure, Item};

pub const PAGE: &[Item] = &[
    Item::Para("rules-d-intro"),
    Item::Heading("rules-d-goal-h"),
    Item::Para("rules-d-goal"),
    // Equipment: board, stars, blocks, cube net.
    Item::Heading("rules-d-equip-h"),
    Item::Para("rules-d-equip-board"),
    Item::Para("rules-d-equip-stars"),
    Item::Chosen("rules-d-chosen-stars"),
    Item::Figure(Figure {
        diagram: Diagram::DeblockleStart,
        title: "rules-d-fig-board-title",
        caption: Some("rules-d-fig-board-cap"),
    }),
    Item::Para("rules-d-equip-blocks"),
    Item::Legend,
    Item::Subheading("rules-d-net-h"),
    Item::Para("rules-d-net"),
    Item::Chosen("rules-d-chosen-net"),
    Item::Figure(Figure {
        diagram: Diagram::CubeNet,
        title: "rules-d-fig-net-title",
        caption: None,
    }),
    // Set-up.
    Item::Heading("rules-d-setup-h"),
    Item::Steps(&[
        "rules-d-setup-roll",
        "rules-d-setup-place",
        "rules-d-setup-star",
        "rules-d-setup-first",
    ]),
    Item::Para("rules-d-setup-app"),
    Item::Subheading("rules-d-fewer-h"),
    Item::Para("rules-d-fewer"),
    Item::Chosen("rules-d-chosen-fewer"),
    Item::Figure(Figure {
        diagram: Diagram::FewerBlocks,
        title: "rules-d-fig-fewer-title",
        caption: None,
    }),
    // A turn.
    Item::Heading("rules-d-turn-h"),
    Item::Para("rules-d-turn"),
    Item::Subheading("rules-d-tip-h"),
    Item::Para("rules-d-tip"),
    Item::Para("rules-d-tip-star"),
    Item::Subheading("rules-d-hop-h"),
    Item::Para("rules-d-hop"),
    Item::Figure(Figure {
        diagram: Diagram::TipHop,
        title: "rules-d-fig-tiphop-title",
        caption: Some("rules-d-fig-tiphop-cap"),
    }),
    Item::Subheading("rules-d-symbols-h"),
    Item::Symbol(Face::Star, "rules-d-sym-star"),
    Item::Figure(Figure {
        diagram: Diagram::StarRemoval,
        title: "rules-d-fig-star-title",
        caption: None,
    }),
    Item::Symbol(Face::Stop, "rules-d-sym-stop"),
    Item::Figure(Figure {
        diagram: Diagram::StopHop,
        title: "rules-d-fig-stop-title",
        caption: None,
    }),
    Item::Symbol(Face::Cross, "rules-d-sym-cross"),
    Item::Figure(Figure {
        diagram: Diagram::CrossHop,
        title: "rules-d-fig-cross-title",
        caption: None,
    }),
    Item::Symbol(Face::X, "rules-d-sym-x"),
    Item::Figure(Figure {
        diagram: Diagram::XHop,
        title: "rules-d-fig-x-title",
        caption: None,
    }),
    Item::Symbol(Face::Slider, "rules-d-sym-slider"),
    Item::Figure(Figure {
        diagram: Diagram::SliderHop,
        title: "rules-d-fig-slider-title",
        caption: None,
    }),
    Item::Symbol(Face::Hoops, "rules-d-sym-hoops"),
    Item::Figure(Figure {
        diagram: Diagram::HoopsHop,
        title: "rules-d-fig-hoops-title",
        caption: None,
    }),
    Item::Subheading("rules-d-complete-h"),
    Item::Chosen("rules-d-chosen-complete"),
    Item::Figure(Figure {
        diagram: Diagram::CompleteTurn,
        title: "rules-d-fig-complete-title",
        caption: None,
    }),
    // Blocked players, the end, draws.
    Item::Heading("rules-d-stuck-h"),
    Item::Para("rules-d-stuck"),
    Item::Chosen("rules-d-chosen-stuck"),
    Item::Chosen("rules-d-chosen-stuck-written"),
    Item::Figure(Figure {
        diagram: Diagram::Deblockled,
        title: "rules-d-fig-stuck-title",
        caption: None,
    }),
    Item::Heading("rules-d-end-h"),
    Item::Para("rules-d-end-win"),
    Item::Para("rules-d-end-draws"),
    Item::List(&["rules-d-end-draw-stuck", "rules-d-end-draw-repeat"]),
    Item::Chosen("rules-d-chosen-repeat"),
    // Variants.
    Item::Heading("rules-d-var-h"),
    Item::Para("rules-d-var-fewer"),
    Item::Subheading("rules-d-adj-h"),
    Item::Para("rules-d-adj"),
    Item::Figure(Figure {
        diagram: Diagram::NoAdjacent,
        title: "rules-d-fig-adj-title",
        caption: None,
    }),
    // Notation of the move list.
    Item::Heading("rules-notation-h"),
    Item::Para("rules-d-not-square"),
    Item::Notation(&["rules-d-not-tip", "rules-d-not-hop"]),
];
