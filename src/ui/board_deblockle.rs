//! The Deblockle board: 7×7 wood, the two star spaces, blocks with
//! clickable faces. A turn is picked in steps: a block, then a tip (a side
//! face or a neighbouring square), then a hop destination.

use cubeplay_engine::deblockle::{home_star, Direction, Move, Position, Square, BOARD_SIZE};
use cubeplay_engine::Player;
use yew::prelude::*;

use super::board::{slide_classes, Geometry};
use super::cube::{icon, Block, CELL};

/// The turn being picked on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Selection {
    pub from: Square,
    pub tip: Option<Direction>,
}

/// The legal turns that fit a selection so far.
pub fn matching_moves(position: &Position, selection: Selection) -> Vec<Move> {
    let mut moves = position.legal_moves_from(selection.from);
    if let Some(direction) = selection.tip {
        moves.retain(|mv| mv.direction() == direction);
    }
    moves
}

#[derive(Properties, PartialEq, Clone)]
pub struct DeblockleBoardProps {
    pub position: Position,
    pub flipped: bool,
    pub last: Option<Move>,
    pub hint: Option<Move>,
    pub selection: Option<Selection>,
    pub interactive: bool,
    /// Changes with every move, so the moved block's slide restarts.
    pub move_number: usize,
    pub on_square: Callback<Square>,
    /// A click on a face of the block on a square: the face's board
    /// direction, or `None` for the top face.
    pub on_face: Callback<(Square, Option<Direction>)>,
}

fn file_rank(square: Square) -> (u8, u8) {
    (square.file(), square.rank())
}

#[function_component]
pub fn DeblockleBoard(props: &DeblockleBoardProps) -> Html {
    let position = &props.position;
    let geometry = Geometry {
        columns: BOARD_SIZE,
        rows: BOARD_SIZE,
        flipped: props.flipped,
    };
    let moves = props
        .selection
        .map(|selection| matching_moves(position, selection))
        .unwrap_or_default();
    let tip_targets: Vec<Square> = match props.selection {
        Some(Selection { tip: None, .. }) => moves.iter().map(|mv| mv.tip_to()).collect(),
        _ => Vec::new(),
    };
    let hop_targets: Vec<Square> = match props.selection {
        Some(Selection { tip: Some(_), .. }) => moves.iter().filter_map(|mv| mv.hop_to()).collect(),
        _ => Vec::new(),
    };
    let last_squares: Vec<Square> = props
        .last
        .map(|mv| vec![mv.from(), mv.tip_to(), mv.end()])
        .unwrap_or_default();
    let hint_squares: Vec<Square> = props
        .hint
        .map(|mv| vec![mv.from(), mv.tip_to(), mv.end()])
        .unwrap_or_default();

    let squares = Square::all().map(|square| {
        let (x, y) = geometry.corner(square.file(), square.rank());
        let onclick = {
            let on_square = props.on_square.clone();
            Callback::from(move |_| on_square.emit(square))
        };
        let star = if square.is_star() {
            let owner = if square == home_star(Player::First) { "star-gold" } else { "star-blue" };
            html! { <g class={classes!("star-space", owner)}>{ icon(cubeplay_engine::deblockle::Face::Star, 50.0, 53.0, 30.0) }</g> }
        } else {
            html! {}
        };
        let class = classes!(
            "square",
            ((square.file() + square.rank()) % 2 == 1).then_some("square-alt"),
            last_squares.contains(&square).then_some("last-move"),
            hint_squares.contains(&square).then_some("hint"),
            tip_targets.contains(&square).then_some("tip-target"),
            hop_targets.contains(&square).then_some("hop-target"),
            props.selection.is_some_and(|s| s.from == square).then_some("selected"),
        );
        let name = square.to_string();
        html! {
            <g class={class} data-square={name.clone()} transform={format!("translate({x} {y})")}
               {onclick} role="button" aria-label={name}>
                <rect class="square-shape" width={CELL.to_string()} height={CELL.to_string()} />
                { star }
                <circle class="target-dot" cx="50" cy="50" r="14" />
            </g>
        }
    });

    let tipping = props.selection.and_then(|s| s.tip.map(|d| (s.from, d)));
    let blocks = position.blocks().into_iter().map(|(square, block)| {
        let mut orientation = block.orientation;
        let mut at = square;
        let mut class = Classes::new();
        // While a tip is being shown, the block stands on its tip square.
        if let Some((from, direction)) = tipping {
            if from == square {
                if let Some(to) = square.step(direction) {
                    at = to;
                    orientation = orientation.tip(direction);
                    class.push("previewing");
                }
            }
        }
        let mut key = square.to_string();
        if let Some(last) = props.last.filter(|mv| mv.end() == square && tipping.is_none()) {
            let from = geometry.offset(file_rank(last.from()), file_rank(square));
            let via = geometry.offset(file_rank(last.tip_to()), file_rank(square));
            class.extend(slide_classes(from, via));
            key = format!("{square}-{}", props.move_number);
        }
        let tippable: Vec<Direction> = match props.selection {
            Some(Selection { from, tip: None }) if from == square => {
                moves.iter().map(|mv| mv.direction().opposite()).collect()
            }
            _ => Vec::new(),
        };
        let own = block.owner == position.to_move();
        let on_face = (props.interactive && own).then(|| {
            let on_face = props.on_face.clone();
            Callback::from(move |direction| on_face.emit((square, direction)))
        });
        let (x, y) = geometry.corner(at.file(), at.rank());
        html! {
            <g key={key} class="piece" data-block={at.to_string()} transform={format!("translate({x} {y})")}>
                <Block owner={block.owner} orientation={orientation} flipped={props.flipped}
                       tippable={tippable} class={class} on_face={on_face} />
            </g>
        }
    });

    // Hop destinations are drawn above the blocks so they stay clickable.
    let hop_marks = hop_targets.iter().map(|&square| {
        let (x, y) = geometry.corner(square.file(), square.rank());
        let onclick = {
            let on_square = props.on_square.clone();
            Callback::from(move |_| on_square.emit(square))
        };
        html! {
            <g class="hop-mark" data-hop={square.to_string()} transform={format!("translate({x} {y})")} {onclick}
               role="button" aria-label={crate::i18n::t_with("hop-to", &[("square", square.to_string().as_str().into())])}>
                <rect class="hop-area" width={CELL.to_string()} height={CELL.to_string()} />
                <circle class="hop-dot" cx="50" cy="50" r="15" />
            </g>
        }
    });

    // A drag from a block to another square acts like a click there (the
    // click itself then lands on the board, which ignores it).
    let drag_start = use_mut_ref(|| None::<String>);
    let onpointerdown = {
        let drag_start = drag_start.clone();
        Callback::from(move |event: PointerEvent| {
            *drag_start.borrow_mut() =
                square_under(event.client_x(), event.client_y(), "[data-block]");
        })
    };
    let onpointerup = {
        let on_square = props.on_square.clone();
        let interactive = props.interactive && props.selection.is_some();
        Callback::from(move |event: PointerEvent| {
            let Some(start) = drag_start.borrow_mut().take() else {
                return;
            };
            let end = square_under(
                event.client_x(),
                event.client_y(),
                "[data-hop], [data-square]",
            );
            if let Some(end) = end.filter(|end| interactive && *end != start) {
                if let Ok(square) = end.parse::<Square>() {
                    on_square.emit(square);
                }
            }
        })
    };
    html! {
        <svg class="board board-deblockle" viewBox={geometry.view_box()} data-game="deblockle"
             data-position={position.to_string()} data-flipped={props.flipped.to_string()}
             role="group" aria-label="Deblockle" {onpointerdown} {onpointerup}>
            <rect class="board-frame" width={geometry.width().to_string()} height={geometry.height().to_string()} rx="10" />
            { geometry.coordinates() }
            { for squares }
            <g class="pieces">{ for blocks }</g>
            { for hop_marks }
        </svg>
    }
}

/// The square named by the nearest element matching `selector` under the
/// pointer (`data-hop`, `data-block` or `data-square`).
fn square_under(x: i32, y: i32, selector: &str) -> Option<String> {
    let document = web_sys::window()?.document()?;
    let element = document.element_from_point(x as f32, y as f32)?;
    let found = element.closest(selector).ok()??;
    ["data-hop", "data-block", "data-square"]
        .into_iter()
        .find_map(|name| found.get_attribute(name))
}
