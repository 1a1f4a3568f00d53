//! The pictures of the rules pages: small SVG boards drawn in user units,
//! scaled by their `viewBox`. Colours come from `styles/rules.css`; the two
//! sides also differ in shape (Blue blocks have a double outline, Black dice
//! are dark), and arrows differ in dash pattern, never only in colour.
//! Here: which pictures there are and how each is framed; the pictures
//! themselves are in `deblockle.rs` and `cephalopod.rs`, the shapes they
//! share in `shapes.rs`.

use crate::i18n::Msg;
use cubeplay_engine::deblockle::Face;
use yew::prelude::*;

use cephalopod::*;
use deblockle::*;
use shapes::FULL;

mod cephalopod;
mod deblockle;
mod shapes;

/// Every picture on the rules pages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Diagram {
    DeblockleStart,
    CubeNet,
    FewerBlocks,
    TipHop,
    StarRemoval,
    StopHop,
    CrossHop,
    XHop,
    SliderHop,
    HoopsHop,
    CompleteTurn,
    Deblockled,
    NoAdjacent,
    CephalopodNoCapture,
    CephalopodCapture,
    CephalopodEnd,
    CephalopodSizes,
}

impl Diagram {
    pub fn view_box(self) -> String {
        match self {
            Diagram::DeblockleStart | Diagram::FewerBlocks => FULL.view_box(),
            Diagram::CubeNet => "0 0 240 204".to_string(),
            Diagram::TipHop => TIP_HOP.view_box(),
            Diagram::StarRemoval => STAR.view_box(),
            Diagram::StopHop => STOP.view_box(),
            Diagram::CrossHop | Diagram::XHop => ONE_STEP.view_box(),
            Diagram::SliderHop => SLIDER.view_box(),
            Diagram::HoopsHop => HOOPS.view_box(),
            Diagram::CompleteTurn => CORNER_LOW.view_box(),
            Diagram::Deblockled => CORNER_HIGH.view_box(),
            Diagram::NoAdjacent => NO_ADJACENT.view_box(),
            Diagram::CephalopodNoCapture | Diagram::CephalopodEnd => "0 0 340 346".to_string(),
            Diagram::CephalopodCapture => "0 0 744 346".to_string(),
            Diagram::CephalopodSizes => "0 0 310 122".to_string(),
        }
    }

    /// A CSS class for the picture's width on the page.
    pub fn size_class(self) -> &'static str {
        match self {
            Diagram::CephalopodCapture => "rules-figure-wide",
            Diagram::CephalopodSizes => "rules-figure-medium",
            _ => "rules-figure-square",
        }
    }

    /// Messages drawn inside the picture (besides its title).
    pub fn messages(self) -> &'static [Msg] {
        match self {
            Diagram::CubeNet => &[Msg::DirectionNorth],
            _ => &[],
        }
    }

    pub fn draw(self) -> Html {
        match self {
            Diagram::DeblockleStart => deblockle_start(),
            Diagram::CubeNet => cube_net(),
            Diagram::FewerBlocks => fewer_blocks(),
            Diagram::TipHop => tip_hop(),
            Diagram::StarRemoval => star_removal(),
            Diagram::StopHop => stop_hop(),
            Diagram::CrossHop => one_step(Face::Cross, &["d5", "e4", "d3", "c4"]),
            Diagram::XHop => one_step(Face::X, &["c5", "e5", "c3", "e3"]),
            Diagram::SliderHop => slider_hop(),
            Diagram::HoopsHop => hoops_hop(),
            Diagram::CompleteTurn => complete_turn(),
            Diagram::Deblockled => deblockled(),
            Diagram::NoAdjacent => no_adjacent(),
            Diagram::CephalopodNoCapture => cephalopod_no_capture(),
            Diagram::CephalopodCapture => cephalopod_capture(),
            Diagram::CephalopodEnd => cephalopod_end(),
            Diagram::CephalopodSizes => cephalopod_sizes(),
        }
    }
}
