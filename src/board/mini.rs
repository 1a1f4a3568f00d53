//! A small, static picture of any position: the home page's live boards and
//! the list of kept games. No interaction and no labels, so it stays cheap
//! to draw many times; the caller gives it an accessible name.

use cubeplay_engine::deblockle::{self, BOARD_SIZE};
use cubeplay_engine::{cephalopod, AnyPosition, Player};
use yew::prelude::*;

use crate::board::cube::{die, icon, CELL};
use crate::board::frame::Geometry;
use crate::board::turn::goal_of;

#[derive(Properties, PartialEq, Clone)]
pub struct MiniBoardProps {
    pub position: AnyPosition,
    /// The accessible name (e.g. "Cephalopod 5×5, White to move").
    #[prop_or_default]
    pub label: Option<AttrValue>,
    #[prop_or_default]
    pub class: Classes,
}

#[function_component]
pub fn MiniBoard(props: &MiniBoardProps) -> Html {
    let (geometry, cells) = match &props.position {
        AnyPosition::Cephalopod(position) => cephalopod_cells(position),
        AnyPosition::Deblockle(position) => deblockle_cells(position),
    };
    let label = props.label.clone();
    let kind = format!("mini-board-{}", props.position.kind().name());
    html! {
        <svg class={classes!("mini-board", kind, props.class.clone())} viewBox={geometry.view_box()}
             role="img" aria-label={label.clone()} aria-hidden={label.is_none().then_some("true")}>
            { cells }
        </svg>
    }
}

fn geometry(columns: u8, rows: u8) -> Geometry {
    Geometry {
        columns,
        rows,
        flipped: false,
    }
}

fn cell(geometry: &Geometry, column: u8, row: u8, alternate: bool, content: Html) -> Html {
    let (x, y) = geometry.corner(column, row);
    html! {
        <g class={classes!("mini-square", alternate.then_some("mini-square-alt"))}
           transform={format!("translate({x} {y})")}>
            <rect class="mini-cell" width={CELL.to_string()} height={CELL.to_string()} />
            { content }
        </g>
    }
}

fn cephalopod_cells(position: &cephalopod::Position) -> (Geometry, Html) {
    let geometry = geometry(position.cols(), position.rows());
    let cells = position
        .squares()
        .map(|square| {
            let content = position
                .die_at(square)
                .map(|placed| die(placed.owner, placed.pips, ""))
                .unwrap_or_default();
            let alternate = (square.column() + square.row()) % 2 == 1;
            cell(&geometry, square.column(), square.row(), alternate, content)
        })
        .collect::<Html>();
    (geometry, cells)
}

fn deblockle_cells(position: &deblockle::Position) -> (Geometry, Html) {
    let geometry = geometry(BOARD_SIZE, BOARD_SIZE);
    let blocks = position.blocks();
    let cells = deblockle::Square::all()
        .map(|square| {
            let block = blocks.iter().find(|(at, _)| *at == square).map(|(_, b)| b);
            let content = match (block, goal_of(square)) {
                (Some(block), _) => {
                    let colour = match block.owner {
                        Player::First => "block-gold",
                        Player::Second => "block-blue",
                    };
                    html! {
                        <g class={classes!("mini-block", colour)}>
                            <rect class="face-shape" x="10" y="10" width="80" height="80" rx="12" />
                            { icon(block.orientation.top(), 50.0, 50.0, 24.0) }
                        </g>
                    }
                }
                (None, Some(player)) => {
                    let colour = match player {
                        Player::First => "goal-gold",
                        Player::Second => "goal-blue",
                    };
                    html! {
                        <g class={classes!("star-space", colour)}>
                            { icon(deblockle::Face::Star, 50.0, 50.0, 26.0) }
                        </g>
                    }
                }
                (None, None) => Html::default(),
            };
            let alternate = (square.column() + square.row()) % 2 == 1;
            cell(&geometry, square.column(), square.row(), alternate, content)
        })
        .collect::<Html>();
    (geometry, cells)
}
