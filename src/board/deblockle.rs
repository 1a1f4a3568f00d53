//! The Deblockle board: 7×7 wood, the two star spaces, blocks with
//! clickable faces. A turn is picked in steps: a block, then a tip (a side
//! face or a neighbouring square), then a hop destination. By keyboard:
//! the arrow keys move a cursor, Enter or Space acts as a click on its
//! square, an arrow key tips a selected block, Escape takes a step back.

use cubeplay_engine::deblockle::{Move, Position, Square, BOARD_SIZE};
use cubeplay_engine::{Direction, Player};
use yew::prelude::*;

use crate::board::cube::{icon, screen_directions, Block, CELL};
use crate::board::deblockle_marks::{goal_star, path_drawing};
use crate::board::deblockle_words::{announce_move, square_holding};
use crate::board::frame::{board_extras, cell_id, describe, join_list, BoardKey, Geometry};
use crate::board::intent::{matching_moves, tip_choices, Selection, TipChoice};
use crate::board::turn::{choice_label, goal_of, is_removal, move_path, turn_prompt};
use crate::i18n::labels::direction_message;
use crate::i18n::{msg, t, use_language, Msg};

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
    /// The position before `last`, when that move was just played and is
    /// shown in motion (undo, redo and replay jump: `None`).
    #[prop_or_default]
    pub before: Option<Position>,
    /// The tip of that move was already shown (the player picked it), so
    /// only the hop moves.
    #[prop_or_default]
    pub tip_shown: bool,
    /// The tip previewed (under the pointer, or long-pressed).
    #[prop_or_default]
    pub preview: Option<Direction>,
    #[prop_or_default]
    pub on_preview: Callback<Option<Direction>>,
    pub on_square: Callback<Square>,
    /// A click on a face of the block on a square: the face's board
    /// direction, or `None` for the top face.
    pub on_face: Callback<(Square, Option<Direction>)>,
}

fn column_row(square: Square) -> (u8, u8) {
    (square.column(), square.row())
}

/// Where the cursor starts: a block of the side to move that can move.
fn default_cursor(position: &Position) -> (u8, u8) {
    position
        .blocks()
        .into_iter()
        .find(|(square, block)| {
            block.owner == position.to_move() && !position.legal_moves_from(*square).is_empty()
        })
        .map(|(square, _)| column_row(square))
        .unwrap_or((BOARD_SIZE / 2, BOARD_SIZE / 2))
}

#[function_component]
pub fn DeblockleBoard(props: &DeblockleBoardProps) -> Html {
    use_language();
    crate::board::frame::use_focus_on_arrival();
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

    let cursor_state = use_state(|| None::<(u8, u8)>);
    let cursor = cursor_state
        .filter(|&(f, r)| f < BOARD_SIZE && r < BOARD_SIZE)
        .unwrap_or_else(|| default_cursor(position));
    // After a tip the cursor waits on the first hop destination.
    {
        let cursor_state = cursor_state.clone();
        let first_hop = hop_targets.first().copied();
        use_effect_with(props.selection, move |_| {
            if let Some(square) = first_hop {
                cursor_state.set(Some(column_row(square)));
            }
        });
    }
    let cursor_square = Square::new(cursor.0, cursor.1);
    // Said when an arrow key asks for a tip the block cannot make.
    let refused = use_state(|| false);
    {
        let refused = refused.clone();
        use_effect_with(props.selection, move |_| refused.set(false));
    }

    // What each square holds as drawn: in the middle of a turn the tipped
    // block stands on its tip square, and the labels say so.
    let tipped = props.selection.and_then(|s| {
        let direction = s.tip?;
        let block = position.block_at(s.from)?;
        let to = s.from.step(direction)?;
        let tipped = cubeplay_engine::deblockle::Block {
            orientation: block.orientation.tip(direction),
            ..block
        };
        Some((s.from, to, tipped))
    });
    let held = |square: Square| match tipped {
        Some((from, _, _)) if from == square => None,
        Some((_, to, block)) if to == square => Some(block),
        _ => position.block_at(square),
    };
    let squares = Square::all().map(|square| {
        let (x, y) = geometry.corner(square.column(), square.row());
        let onclick = {
            let on_square = props.on_square.clone();
            let cursor_state = cursor_state.clone();
            Callback::from(move |_| {
                cursor_state.set(Some(column_row(square)));
                on_square.emit(square)
            })
        };
        let star = goal_of(square).map(goal_star);
        let class = classes!(
            "square",
            ((square.column() + square.row()) % 2 == 1).then_some("square-alt"),
            last_squares.contains(&square).then_some("last-move"),
            hint_squares.contains(&square).then_some("hint"),
            tip_targets.contains(&square).then_some("tip-target"),
            hop_targets.contains(&square).then_some("hop-target"),
            props.selection.is_some_and(|s| s.from == square).then_some("selected"),
        );
        let name = square.to_string();
        let states: Vec<Msg> = [
            (last_squares.contains(&square), Msg::StateLastMove),
            (hint_squares.contains(&square), Msg::StateHint),
            (props.selection.is_some_and(|s| s.from == square), Msg::StateSelected),
            (tip_targets.contains(&square), Msg::StateTipTarget),
            (hop_targets.contains(&square), Msg::StateHopTarget),
        ]
        .into_iter()
        .filter_map(|(on, id)| on.then_some(id))
        .collect();
        let label = describe(square_holding(square, held(square)), &states);
        let at_cursor = cursor_square == Some(square);
        html! {
            <g class={class} id={cell_id(&name)} data-square={name.clone()} transform={format!("translate({x} {y})")}
               {onclick} role="button" aria-label={label} aria-current={at_cursor.then_some("true")}>
                <rect class="square-shape" width={CELL.to_string()} height={CELL.to_string()} />
                { for star }
            </g>
        }
    });

    let tipping = props.selection.and_then(|s| s.tip.map(|d| (s.from, d)));
    let motion_on = crate::storage::prefs::motion_on();
    // The old block folding away over the edge it rolls on: while a tip is
    // shown, and after a move just played (`before`).
    let mut ghosts: Vec<Html> = Vec::new();
    let mut fold_away =
        |at: Square, to: Square, block: cubeplay_engine::deblockle::Block, key: String| {
            let (x, y) = geometry.corner(at.column(), at.row());
            let side = crate::board::motion::tip_side(&geometry, at, to);
            ghosts.push(html! {
            <g key={key} class="ghost-piece" transform={format!("translate({x} {y})")}>
                <Block owner={block.owner} orientation={block.orientation} flipped={props.flipped}
                       class={crate::board::motion::tip_out(side)} />
            </g>
        });
        };
    if let Some((from, direction)) = tipping.filter(|_| motion_on) {
        if let (Some(block), Some(to)) = (position.block_at(from), from.step(direction)) {
            fold_away(from, to, block, format!("tip-{from}-{to}"));
        }
    }
    let played = props
        .last
        .zip(props.before.as_ref())
        .filter(|_| tipping.is_none() && motion_on);
    if let Some((mv, before)) = played.filter(|_| !props.tip_shown) {
        if let Some(block) = before.block_at(mv.from()) {
            fold_away(
                mv.from(),
                mv.tip_to(),
                block,
                format!("out-{}", props.move_number),
            );
        }
    }
    // A block taken off unfolds on the star and sinks into it.
    if let Some((mv, before)) = played.filter(|(mv, _)| is_removal(position, *mv)) {
        if let Some(block) = before.block_at(mv.from()) {
            let (x, y) = geometry.corner(mv.end().column(), mv.end().row());
            let side = crate::board::motion::tip_side(&geometry, mv.from(), mv.end());
            let class = if props.tip_shown {
                Classes::new()
            } else {
                crate::board::motion::tip_in(side)
            };
            ghosts.push(html! {
                <g key={format!("sink-{}", props.move_number)} class="ghost-piece" transform={format!("translate({x} {y})")}>
                    <g class={classes!("sink", (!props.tip_shown).then_some("after-tip"))} data-moving="removed">
                        <Block owner={block.owner} orientation={block.orientation.tip(mv.direction())}
                               flipped={props.flipped} class={class} />
                    </g>
                </g>
            });
        }
    }
    let blocks = position.blocks().into_iter().map(|(square, block)| {
        let mut orientation = block.orientation;
        let mut at = square;
        let mut class = Classes::new();
        let mut mover = Classes::new();
        // While a tip is being shown, the block stands on its tip square.
        if let Some((from, direction)) = tipping {
            if from == square {
                if let Some(to) = square.step(direction) {
                    at = to;
                    orientation = orientation.tip(direction);
                    class.push("previewing");
                    if motion_on {
                        class.extend(crate::board::motion::tip_in(crate::board::motion::tip_side(&geometry, from, to)));
                    }
                }
            }
        }
        let mut key = square.to_string();
        if props.last.is_some_and(|mv| mv.end() == square && tipping.is_none()) {
            if let Some((mv, _)) = played {
                mover = crate::board::motion::mover_classes(&geometry, position, mv, props.tip_shown);
                if !props.tip_shown {
                    class.extend(crate::board::motion::tip_in(crate::board::motion::tip_side(&geometry, mv.from(), mv.tip_to())));
                }
            }
            key = format!("{square}-{}", props.move_number);
        }
        // Any face selects the block (the tips are the targets around it);
        // the opponent's blocks answer too, to say whose they are.
        let on_face = props.interactive.then(|| {
            let on_face = props.on_face.clone();
            Callback::from(move |_direction| on_face.emit((square, None)))
        });
        let (x, y) = geometry.corner(at.column(), at.row());
        let moving = (!mover.is_empty()).then_some("moved");
        html! {
            <g key={key} class="piece" data-block={at.to_string()} transform={format!("translate({x} {y})")}>
                <g class={mover} data-moving={moving}>
                    <Block owner={block.owner} orientation={orientation} flipped={props.flipped}
                           class={class} on_face={on_face} />
                </g>
            </g>
        }
    });

    // Hop destinations are drawn above the blocks so they stay clickable.
    let hop_marks = hop_targets.iter().map(|&square| {
        let (x, y) = geometry.corner(square.column(), square.row());
        let onclick = {
            let on_square = props.on_square.clone();
            Callback::from(move |_| on_square.emit(square))
        };
        html! {
            <g class="hop-mark" data-hop={square.to_string()} transform={format!("translate({x} {y})")} {onclick}
               role="button" aria-label={crate::i18n::msg::hop_to(square.to_string().as_str())}>
                <rect class="hop-area" width={CELL.to_string()} height={CELL.to_string()} />
                <circle class="hop-dot" cx="50" cy="50" r="15" />
            </g>
        }
    });

    // The four tips of a selected block: a large target on each empty
    // neighbour with the symbol that comes up; a refused one is greyed
    // and says why when clicked.
    let choices: Vec<TipChoice> = match props.selection {
        Some(Selection { from, tip: None }) if props.interactive => tip_choices(position, from),
        _ => Vec::new(),
    };
    // A long touch on a target only previews it: its release is no tip.
    let pressed = use_mut_ref(|| 0.0_f64);
    let tip_marks = choices.iter().map(|choice| {
        let (x, y) = geometry.corner(choice.to.column(), choice.to.row());
        let onclick = {
            let on_square = props.on_square.clone();
            let to = choice.to;
            let pressed = pressed.clone();
            Callback::from(move |event: MouseEvent| {
                event.stop_propagation();
                let since = std::mem::take(&mut *pressed.borrow_mut());
                if since > 0.0 && now_ms() - since > LONG_PRESS_MS {
                    return;
                }
                on_square.emit(to)
            })
        };
        let direction = choice.direction;
        let onpointerdown = {
            let pressed = pressed.clone();
            let on_preview = props.on_preview.clone();
            Callback::from(move |event: PointerEvent| {
                *pressed.borrow_mut() = if event.pointer_type() == "touch" { now_ms() } else { 0.0 };
                on_preview.emit(Some(direction));
            })
        };
        let class = classes!(
            "tip-mark",
            choice.refusal.is_some().then_some("refused"),
            choice.ends.is_some().then_some("ends-turn"),
        );
        html! {
            <g class={class} data-tip={choice.to.to_string()} data-direction={choice.direction.name()}
               data-symbol={choice.face.letter().to_string()} transform={format!("translate({x} {y})")} {onclick}
               {onpointerdown}
               role="button" aria-label={choice_label(choice)} aria-disabled={choice.refusal.map(|_| "true")}>
                <title>{ choice_label(choice) }</title>
                <rect class="tip-area" width={CELL.to_string()} height={CELL.to_string()} />
                <rect class="tip-ring" x="7" y="7" width="86" height="86" rx="16" />
                <g class="tip-symbol">{ icon(choice.face, 50.0, 50.0, 24.0) }</g>
                if choice.refusal.is_some() {
                    <path class="tip-strike" d="M22 78L78 22" />
                }
                // A star's name stays readable over the mark on it.
                if let Some(player) = goal_of(choice.to) {
                    <text class="goal-label" x="50" y="88" textLength="84" lengthAdjust="spacingAndGlyphs">{ crate::board::turn::goal_label(player) }</text>
                }
            </g>
        }
    });

    // The previewed tip's hop destinations, small on the board.
    // The previewed tip's hop destinations, small on the board. The group
    // is always there: a child appearing among the board's unkeyed
    // children would make the page replace the targets under the pointer.
    let preview_moves = props
        .selection
        .filter(|s| s.tip.is_none() && props.interactive)
        .zip(props.preview)
        .map(|(s, direction)| {
            matching_moves(
                position,
                Selection {
                    tip: Some(direction),
                    ..s
                },
            )
        })
        .unwrap_or_default();
    let preview_dots = preview_moves
        .iter()
        .filter_map(|mv| mv.hop_to())
        .map(|square| {
            let (x, y) = geometry.corner(square.column(), square.row());
            html! { <circle class="preview-hop" data-preview-hop={square.to_string()}
            cx={(x + CELL / 2.0).to_string()} cy={(y + CELL / 2.0).to_string()} r="11" /> }
        });
    // The last move, as a path from its start over the tip square and the
    // hop to its end; a block taken off leaves its outline on the star.
    let path_marks = props.last.map(|mv| {
            let squares = move_path(position, mv);
            let removed = is_removal(position, mv);
            let owner = goal_of(mv.end()).filter(|_| removed);
            let ghost = owner.map(|owner| {
                let (x, y) = geometry.corner(mv.end().column(), mv.end().row());
                let colour = match owner {
                    Player::First => "ghost-gold",
                    Player::Second => "ghost-blue",
                };
                html! {
                    <g class={classes!("removed-mark", colour)} data-removed={mv.end().to_string()} transform={format!("translate({x} {y})")}>
                        <rect class="removed-block" x="12" y="12" width="76" height="76" rx="10" />
                        <path class="removed-arrow" d="M50 70V26M34 42L50 26L66 42" />
                    </g>
                }
            });
            html! {
                <g class="last-path" data-path={squares.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")}>
                    { path_drawing(&geometry, &squares) }
                    { for ghost }
                </g>
            }
        });
    let hint_marks = props.hint.map(|mv| {
        let squares = [mv.from(), mv.tip_to(), mv.end()];
        // The route as it would be played (a Hoops hop turns corners).
        let route = position
            .try_play(mv)
            .map(|after| move_path(&after, mv))
            .unwrap_or_else(|_| squares.to_vec());
        let rings = squares.iter().enumerate().map(|(i, &square)| {
            let (x, y) = geometry.corner(square.column(), square.row());
            let role = ["from", "tip", "end"][i];
            html! {
                <rect class={classes!("hint-mark", format!("hint-{role}"))} data-hint={square.to_string()}
                      x={(x + 4.0).to_string()} y={(y + 4.0).to_string()} width="92" height="92" rx="14" />
            }
        });
        html! {
            <g class="hint-marks" data-hint-move={mv.to_string()}>
                <g class="hint-path">{ path_drawing(&geometry, &route) }</g>
                { for rings }
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
                "[data-hop], [data-tip], [data-square]",
            );
            if let Some(end) = end.filter(|end| interactive && *end != start) {
                if let Ok(square) = end.parse::<Square>() {
                    on_square.emit(square);
                }
            }
        })
    };
    // The tip target under the pointer is previewed. Read from where the
    // pointer is, as the board redrawn under a still pointer moves nothing.
    let onpointermove = {
        let on_preview = props.on_preview.clone();
        let tips: Vec<(String, Direction)> = choices
            .iter()
            .map(|c| (c.to.to_string(), c.direction))
            .collect();
        Callback::from(move |event: PointerEvent| {
            if tips.is_empty() {
                return;
            }
            let over = square_under(event.client_x(), event.client_y(), "[data-tip]");
            let direction = tips
                .iter()
                .find(|(name, _)| over.as_deref() == Some(name.as_str()))
                .map(|&(_, direction)| direction);
            on_preview.emit(direction);
        })
    };
    let onkeydown = {
        let cursor_state = cursor_state.clone();
        let on_square = props.on_square.clone();
        let on_face = props.on_face.clone();
        let selection = props.selection;
        let tips: Vec<(Direction, Square)> = choices.iter().map(|c| (c.direction, c.to)).collect();
        let flipped = props.flipped;
        let refused = refused.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.alt_key() || event.ctrl_key() || event.meta_key() {
                return;
            }
            let Some(key) = BoardKey::read(&event.key()) else {
                return;
            };
            match (key, selection) {
                // A selected block tips towards the arrow: the face on the
                // opposite side comes on top.
                // A selected block tips towards the arrow: as a click on
                // that target (a refused one says why).
                (BoardKey::Arrow(side), Some(Selection { tip: None, .. })) => {
                    let direction = screen_directions(flipped)[side.min(3)];
                    match tips.iter().find(|(d, _)| *d == direction) {
                        Some(&(_, to)) => on_square.emit(to),
                        None => refused.set(true),
                    }
                }
                (BoardKey::Arrow(side), _) => cursor_state.set(Some(geometry.step(cursor, side))),
                (BoardKey::Activate, _) => {
                    if let Some(square) = cursor_square {
                        on_square.emit(square);
                    }
                }
                // Back one step: from the hop to the tip, from the tip to nothing.
                (BoardKey::Escape, Some(Selection { from, tip })) => {
                    cursor_state.set(Some(column_row(from)));
                    match tip.and_then(|direction| from.step(direction)) {
                        Some(tip_square) => on_square.emit(tip_square),
                        None => on_face.emit((from, None)),
                    }
                }
                (BoardKey::Escape, None) => return,
            }
            event.prevent_default();
            event.stop_propagation();
        })
    };
    let announcement = match props.selection {
        Some(Selection { tip: None, .. }) if *refused => t(Msg::AnnounceCannotTip),
        Some(Selection { from, tip: None }) => msg::announce_selected(from.to_string().as_str()),
        // A tip that ends the turn waits for its confirm: say so.
        Some(Selection { tip: Some(_), .. }) if hop_targets.is_empty() => {
            turn_prompt(position, props.selection, None).unwrap_or_default()
        }
        Some(Selection {
            tip: Some(direction),
            ..
        }) => {
            let names: Vec<String> = hop_targets.iter().map(ToString::to_string).collect();
            let first = names.first().cloned().unwrap_or_default();
            msg::announce_tipped(
                t(direction_message(direction)).as_str(),
                join_list(&names).as_str(),
                first.as_str(),
            )
        }
        None => props
            .last
            .map(|mv| announce_move(position, mv))
            .unwrap_or_default(),
    };
    let cursor_name = cursor_square.map(|s| s.to_string()).unwrap_or_default();
    let (cx, cy) = geometry.corner(cursor.0, cursor.1);
    html! {
        <>
            <svg class="board board-deblockle" viewBox={geometry.view_box()} data-game="deblockle"
                 data-position={position.to_string()} data-flipped={props.flipped.to_string()}
                 data-cursor={cursor_name.clone()} tabindex="0" role="application"
                 aria-label={t(Msg::BoardDeblockle)} aria-describedby="board-help"
                 aria-activedescendant={cell_id(&cursor_name)}
                 {onpointerdown} {onpointerup} {onpointermove} {onkeydown}>
                <rect class="board-frame" width={geometry.width().to_string()} height={geometry.height().to_string()} rx="10" />
                { geometry.coordinates() }
                { for squares }
                <g class="pieces" aria-hidden="true">{ for ghosts }{ for blocks }</g>
                <g class="move-marks" aria-hidden="true">{ for path_marks }</g>
                <g class="hint-layer" aria-hidden="true">{ for hint_marks }</g>
                { for tip_marks }
                <g class="preview-marks" aria-hidden="true">{ for preview_dots }</g>
                { for hop_marks }
                <rect class="cursor-mark" x={(cx + 2.0).to_string()} y={(cy + 2.0).to_string()}
                      width={(CELL - 4.0).to_string()} height={(CELL - 4.0).to_string()} rx="8" />
            </svg>
            { board_extras("board-help", t(Msg::BoardHelpDeblockle), announcement) }
        </>
    }
}

/// How long a touch on a tip target lasts to be a preview, not a tip.
const LONG_PRESS_MS: f64 = 450.0;

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|window| window.performance())
        .map_or(0.0, |performance| performance.now())
}

/// The square named by the nearest element matching `selector` under the
/// pointer (`data-hop`, `data-tip`, `data-block` or `data-square`).
fn square_under(x: i32, y: i32, selector: &str) -> Option<String> {
    let document = web_sys::window()?.document()?;
    let element = document.element_from_point(x as f32, y as f32)?;
    let found = element.closest(selector).ok()??;
    ["data-hop", "data-tip", "data-block", "data-square"]
        .into_iter()
        .find_map(|name| found.get_attribute(name))
}
