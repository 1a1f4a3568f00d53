//! The Deblockle pictures of the rules page.

use cubeplay_engine::deblockle::Face;
use yew::prelude::*;

use super::shapes::*;
use crate::board::cube::icon;
use crate::i18n::{t, Msg};

pub(super) fn deblockle_start() -> Html {
    let blocks = [
        ("c7", BLUE, Face::Cross),
        ("e7", BLUE, Face::X),
        ("c5", BLUE, Face::Hoops),
        ("e5", BLUE, Face::Slider),
        ("c3", GOLD, Face::Stop),
        ("e3", GOLD, Face::Star),
        ("c1", GOLD, Face::X),
        ("e1", GOLD, Face::Cross),
    ];
    html! {
        <>
            { FULL.board() }
            { for blocks.iter().map(|(square, owner, top)| FULL.block(square, *owner, Some(*top))) }
        </>
    }
}

pub(super) fn fewer_blocks() -> Html {
    let order = [
        (["c3", "e3", "c1", "e1"], GOLD),
        (["e5", "c5", "e7", "c7"], BLUE),
    ];
    html! {
        <>
            { FULL.board() }
            { for order.iter().flat_map(|(squares, owner)| {
                squares.iter().enumerate().map(move |(i, square)| {
                    let (x, y) = FULL.at(square);
                    html! {
                        <>
                            { FULL.block(square, *owner, None) }
                            <text class="rules-block-number" x={n(x)} y={n(y + 6.0)} text-anchor="middle">
                                { (i + 1).to_string() }
                            </text>
                        </>
                    }
                })
            }) }
        </>
    }
}

pub(super) fn cube_net() -> Html {
    const S: f64 = 48.0;
    // (column, row) in the cross-shaped net.
    let faces = [
        (1.0, 0.0, Face::Cross),
        (0.0, 1.0, Face::Hoops),
        (1.0, 1.0, Face::Star),
        (2.0, 1.0, Face::Slider),
        (1.0, 2.0, Face::X),
        (1.0, 3.0, Face::Stop),
    ];
    let north = t(Msg::DirectionNorth);
    html! {
        <>
            { for faces.iter().map(|(col, row, face)| {
                let (x, y) = (4.0 + col * S, 4.0 + row * S);
                let class = if *face == Face::Star { "rules-net-face rules-net-top" } else { "rules-net-face" };
                html! {
                    <g class={class}>
                        <rect x={n(x)} y={n(y)} width={n(S)} height={n(S)} />
                        { icon(*face, x + S / 2.0, y + S / 2.0, 14.0) }
                    </g>
                }
            }) }
            { arrow((196.0, 90.0), (196.0, 8.0), 0.0, 0.0, false) }
            <text class="rules-label" x="196" y="110" text-anchor="middle">{ north }</text>
        </>
    }
}

pub(super) const TIP_HOP: Win = mid(1);

pub(super) fn tip_hop() -> Html {
    let w = TIP_HOP;
    html! {
        <>
            { w.board() }
            { w.ghost("c3", None) }
            { w.ghost("c4", Some(Face::X)) }
            { w.block("d5", GOLD, Some(Face::X)) }
            { w.tip("c3", "c4") }
            { w.hop("c4", "d5") }
        </>
    }
}

pub(super) const STAR: Win = mid(2);

pub(super) fn star_removal() -> Html {
    let w = STAR;
    let (x, y) = w.at("d6");
    html! {
        <>
            { w.board() }
            { w.ghost("d5", None) }
            { w.ghost("d6", Some(Face::Star)) }
            { w.tip("d5", "d6") }
            { tick((x + 17.0, y - 15.0)) }
        </>
    }
}

pub(super) const STOP: Win = mid(1);

pub(super) fn stop_hop() -> Html {
    let w = STOP;
    html! {
        <>
            { w.board() }
            { w.ghost("c3", None) }
            { w.block("c4", GOLD, Some(Face::Stop)) }
            { w.tip("c3", "c4") }
        </>
    }
}

pub(super) const ONE_STEP: Win = mid(1);

pub(super) fn one_step(face: Face, targets: &[&str]) -> Html {
    let w = ONE_STEP;
    html! {
        <>
            { w.board() }
            { w.block("d4", GOLD, Some(face)) }
            { for targets.iter().map(|square| html! {
                <>
                    { w.target(square) }
                    { w.hop("d4", square) }
                </>
            }) }
        </>
    }
}

pub(super) const SLIDER: Win = mid(2);

pub(super) fn slider_hop() -> Html {
    let w = SLIDER;
    html! {
        <>
            { w.board() }
            { w.block("f4", BLUE, Some(Face::Cross)) }
            { w.block("d4", GOLD, Some(Face::Slider)) }
            { w.target("d5") }
            { w.target("d7") }
            { w.target("e4") }
            { w.hop("d4", "d7") }
            { w.hop("d4", "e4") }
        </>
    }
}

pub(super) const HOOPS: Win = mid(0);

pub(super) fn hoops_hop() -> Html {
    let w = HOOPS;
    html! {
        <>
            { w.board() }
            { w.ghost("c2", Some(Face::Hoops)) }
            { w.block("e3", GOLD, Some(Face::Hoops)) }
            { w.path(&["c2", "d2", "e2", "e3"]) }
        </>
    }
}

pub(super) const CORNER_LOW: Win = Win {
    col: 0,
    row: 0,
    cols: 5,
    rows: 5,
};

pub(super) fn complete_turn() -> Html {
    let w = CORNER_LOW;
    let (a1, a2) = (w.at("a1"), w.at("a2"));
    html! {
        <>
            { w.board() }
            { w.block("a1", GOLD, None) }
            { w.block("b1", GOLD, Some(Face::Stop)) }
            { w.block("b3", BLUE, Some(Face::Cross)) }
            { w.ghost("a2", Some(Face::X)) }
            { w.tip("a1", "a2") }
            { cross(((a1.0 + a2.0) / 2.0 + 12.0, (a1.1 + a2.1) / 2.0)) }
        </>
    }
}

pub(super) const CORNER_HIGH: Win = Win {
    col: 0,
    row: 2,
    cols: 5,
    rows: 5,
};

pub(super) fn deblockled() -> Html {
    let w = CORNER_HIGH;
    let corner = w.at("a7");
    html! {
        <>
            { w.board() }
            { w.block("a7", BLUE, Some(Face::Slider)) }
            { w.block("a6", GOLD, Some(Face::Stop)) }
            { w.block("b7", GOLD, Some(Face::Cross)) }
            { cross((corner.0 + 20.0, corner.1 + 20.0)) }
        </>
    }
}

pub(super) const NO_ADJACENT: Win = mid(1);

pub(super) fn no_adjacent() -> Html {
    let w = NO_ADJACENT;
    let (c4, d4) = (w.at("c4"), w.at("d4"));
    html! {
        <>
            { w.board() }
            { w.block("c5", BLUE, Some(Face::Hoops)) }
            { w.ghost("c4", None) }
            { w.block("d4", GOLD, Some(Face::Cross)) }
            { cross(c4) }
            { tick((d4.0 + 14.0, d4.1 + 14.0)) }
        </>
    }
}
