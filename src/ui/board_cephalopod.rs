//! The Cephalopod board: one SVG, a die per occupied square, the last move
//! and the hint marked, and the capture picker's candidates highlighted.

use cubeplay_engine::cephalopod::{Move, Position, Square};
use yew::prelude::*;

use super::board::Geometry;
use super::cube::{die, CELL};

#[derive(Properties, PartialEq, Clone)]
pub struct CephalopodBoardProps {
    pub position: Position,
    pub flipped: bool,
    pub last: Option<Move>,
    pub hint: Option<Move>,
    /// Capture picker: the target square, its candidate dice, those selected
    /// and the die that would be placed.
    #[prop_or_default]
    pub picker: Option<PickerView>,
    pub interactive: bool,
    pub on_square: Callback<Square>,
}

#[derive(PartialEq, Clone)]
pub struct PickerView {
    pub target: Square,
    pub candidates: Vec<Square>,
    pub selected: Vec<Square>,
    pub pips: u8,
}

#[function_component]
pub fn CephalopodBoard(props: &CephalopodBoardProps) -> Html {
    let position = &props.position;
    let geometry = Geometry {
        columns: position.cols(),
        rows: position.rows(),
        flipped: props.flipped,
    };
    let last_captures: Vec<Square> = props
        .last
        .map(|mv| mv.captured_squares().collect())
        .unwrap_or_default();
    let hint_squares: Vec<Square> = props
        .hint
        .map(|mv| {
            std::iter::once(mv.square())
                .chain(mv.captured_squares())
                .collect()
        })
        .unwrap_or_default();
    let squares = position.squares().map(|square| {
        let (x, y) = geometry.corner(square.column(), square.row());
        let die_here = position.die_at(square);
        let is_last = props.last.is_some_and(|mv| mv.square() == square);
        let picker = props.picker.as_ref();
        let candidate = picker.is_some_and(|p| p.candidates.contains(&square));
        let selected = picker.is_some_and(|p| p.selected.contains(&square));
        let target = picker.is_some_and(|p| p.target == square);
        let playable = props.interactive && die_here.is_none();
        let class = classes!(
            "square",
            ((square.column() + square.row()) % 2 == 1).then_some("square-alt"),
            is_last.then_some("last-move"),
            last_captures.contains(&square).then_some("last-capture"),
            hint_squares.contains(&square).then_some("hint"),
            candidate.then_some("candidate"),
            selected.then_some("selected"),
            target.then_some("target"),
            (playable || candidate).then_some("playable"),
        );
        let onclick = {
            let on_square = props.on_square.clone();
            Callback::from(move |_| on_square.emit(square))
        };
        let piece = match (die_here, picker.filter(|_| target)) {
            (Some(d), _) => die(d.owner, d.pips, if is_last { "placed" } else { "" }),
            (None, Some(p)) => die(position.side_to_move(), p.pips, "ghost"),
            _ => html! {},
        };
        let name = square.to_string();
        html! {
            <g class={class} data-square={name.clone()} transform={format!("translate({x} {y})")}
               {onclick} role="button" aria-label={name}>
                <rect class="square-shape" width={CELL.to_string()} height={CELL.to_string()} />
                <rect class="square-mark" x="3" y="3" width={(CELL - 6.0).to_string()} height={(CELL - 6.0).to_string()} rx="6" />
                { piece }
            </g>
        }
    });
    html! {
        <svg class="board board-cephalopod" viewBox={geometry.view_box()} data-game="cephalopod"
             data-position={position.to_string()} data-flipped={props.flipped.to_string()}
             role="group" aria-label="Cephalopod">
            <rect class="board-frame" width={geometry.width().to_string()} height={geometry.height().to_string()} rx="10" />
            { geometry.coordinates() }
            { for squares }
        </svg>
    }
}
