//! The Cephalopod board: one SVG, a die per occupied square, the last move
//! and the hint marked, and the capture picker's candidates highlighted.
//! The board also plays by keyboard (a cursor moved by the arrow keys,
//! Enter or Space acting as a click) and describes itself to screen readers.

use cubeplay_engine::cephalopod::{Move, Position, Square};
use cubeplay_engine::Player;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::board::cube::{die, CELL};
use crate::board::frame::{board_extras, cell_id, describe, join_list, BoardKey, Geometry};
use crate::i18n::labels::player_label;
use crate::i18n::{msg, t, use_language, Msg};
use cubeplay_engine::GameKind;

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
    /// The position before `last`, when that move was just played and is
    /// shown in motion (undo, redo and replay jump: `None`).
    #[prop_or_default]
    pub before: Option<Position>,
    pub on_square: Callback<Square>,
    /// Escape: close the capture picker.
    #[prop_or_default]
    pub on_cancel: Callback<()>,
}

#[derive(PartialEq, Clone)]
pub struct PickerView {
    pub target: Square,
    pub candidates: Vec<Square>,
    pub selected: Vec<Square>,
    pub pips: u8,
}

fn owner_name(player: Player) -> String {
    player_label(GameKind::Cephalopod, player)
}

/// "White placed a 3 on b2, capturing a2 and b3".
pub fn announce_move(position: &Position, mv: Move) -> String {
    let Some(placed) = position.die_at(mv.square()) else {
        return String::new();
    };
    let captured: Vec<String> = mv.captured_squares().map(|s| s.to_string()).collect();
    let player = owner_name(placed.owner);
    let square = mv.square().to_string();
    if captured.is_empty() {
        msg::announce_place(player.as_str(), placed.pips, square.as_str())
    } else {
        let list = join_list(&captured);
        msg::announce_place_capture(player.as_str(), placed.pips, square.as_str(), list.as_str())
    }
}

#[function_component]
pub fn CephalopodBoard(props: &CephalopodBoardProps) -> Html {
    use_language();
    crate::board::frame::use_focus_on_arrival();
    let position = &props.position;
    let geometry = Geometry {
        columns: position.cols(),
        rows: position.rows(),
        flipped: props.flipped,
    };
    let cursor_state = use_state(|| None::<(u8, u8)>);
    // The cursor starts in the middle, and jumps to the first candidate
    // when the capture picker opens.
    let cursor = cursor_state
        .filter(|&(c, r)| c < geometry.columns && r < geometry.rows)
        .unwrap_or((geometry.columns / 2, geometry.rows / 2));
    let svg_ref = use_node_ref();
    // When the picker closes (its Capture button pressed and gone), the
    // keyboard focus, left on nothing, comes back to the board.
    let had_picker = use_mut_ref(|| false);
    {
        let cursor_state = cursor_state.clone();
        let svg_ref = svg_ref.clone();
        let target = props.picker.as_ref().map(|p| p.target);
        let first = props
            .picker
            .as_ref()
            .and_then(|p| p.candidates.first().copied());
        use_effect_with(target, move |target| {
            if let Some(first) = first {
                cursor_state.set(Some((first.column(), first.row())));
            }
            let closed = target.is_none() && *had_picker.borrow();
            *had_picker.borrow_mut() = target.is_some();
            if closed {
                focus_if_lost(&svg_ref);
            }
        });
    }
    let cursor_square = Square::new(cursor.0, cursor.1);

    let last_captures: Vec<Square> = props
        .last
        .map(|mv| mv.captured_squares().collect())
        .unwrap_or_default();
    // The hint's placement and its captures are marked apart.
    let hint_place = props.hint.map(|mv| mv.square());
    let hint_captures: Vec<Square> = props
        .hint
        .map(|mv| mv.captured_squares().collect())
        .unwrap_or_default();
    let played = props
        .last
        .zip(props.before.as_ref())
        .filter(|_| crate::storage::prefs::motion_on());
    let landing = match played {
        Some((mv, _)) if mv.captured_squares().next().is_some() => "placed after-capture",
        Some(_) => "placed",
        None => "",
    };
    // The captured dice fly into the one placed, which then lands.
    let flying = played.into_iter().flat_map(|(mv, before)| {
        let to = (mv.square().column(), mv.square().row());
        mv.captured_squares().filter_map(move |square| {
            let taken = before.die_at(square)?;
            let (x, y) = geometry.corner(square.column(), square.row());
            let from = (square.column(), square.row());
            Some(html! {
                <g class="ghost-piece" transform={format!("translate({x} {y})")}>
                    <g class={crate::board::motion::fly_classes(&geometry, from, to)} data-moving="captured">
                        { die(taken.owner, taken.pips, "") }
                    </g>
                </g>
            })
        })
    });
    let flying: Vec<Html> = flying.collect();
    let squares = position.squares().map(|square| {
        let (x, y) = geometry.corner(square.column(), square.row());
        let die_here = position.die_at(square);
        let is_last = props.last.is_some_and(|mv| mv.square() == square);
        let picker = props.picker.as_ref();
        let candidate = picker.is_some_and(|p| p.candidates.contains(&square));
        let selected = picker.is_some_and(|p| p.selected.contains(&square));
        let target = picker.is_some_and(|p| p.target == square);
        let playable = props.interactive && die_here.is_none();
        let at_cursor = cursor_square == Some(square);
        let class = classes!(
            "square",
            ((square.column() + square.row()) % 2 == 1).then_some("square-alt"),
            is_last.then_some("last-move"),
            last_captures.contains(&square).then_some("last-capture"),
            (hint_place == Some(square)).then_some("hint hint-place"),
            hint_captures.contains(&square).then_some("hint hint-capture"),
            candidate.then_some("candidate"),
            selected.then_some("selected"),
            target.then_some("target"),
            (playable || candidate).then_some("playable"),
            at_cursor.then_some("cursor"),
        );
        let onclick = {
            let on_square = props.on_square.clone();
            let cursor_state = cursor_state.clone();
            Callback::from(move |_| {
                cursor_state.set(Some((square.column(), square.row())));
                on_square.emit(square)
            })
        };
        let piece = match (die_here, picker.filter(|_| target)) {
            (Some(d), _) => die(d.owner, d.pips, if is_last { landing } else { "" }),
            (None, Some(p)) => die(position.to_move(), p.pips, "ghost"),
            _ => html! {},
        };
        let name = square.to_string();
        let base = match die_here {
            Some(d) => msg::cell_die(name.as_str(), owner_name(d.owner).as_str(), d.pips),
            None => msg::cell_empty(name.as_str()),
        };
        let states: Vec<Msg> = [
            (is_last, Msg::StateLastMove),
            (last_captures.contains(&square), Msg::StateCaptured),
            (hint_place == Some(square), Msg::StateHint),
            (hint_captures.contains(&square), Msg::StateHintCapture),
            (candidate && !selected, Msg::StateCandidate),
            (selected, Msg::StateChosen),
            (target, Msg::StateTarget),
        ]
        .into_iter()
        .filter_map(|(on, id)| on.then_some(id))
        .collect();
        let label = describe(base, &states);
        html! {
            <g class={class} id={cell_id(&name)} data-square={name.clone()} transform={format!("translate({x} {y})")}
               {onclick} role="button" aria-label={label} aria-current={at_cursor.then_some("true")}>
                <rect class="square-shape" width={CELL.to_string()} height={CELL.to_string()} />
                <rect class="square-mark" x="3" y="3" width={(CELL - 6.0).to_string()} height={(CELL - 6.0).to_string()} rx="6" />
                { piece }
                { marks(SquareMarks {
                    vacated: last_captures.contains(&square) && die_here.is_none(),
                    hint_place: hint_place == Some(square),
                    hint_capture: hint_captures.contains(&square),
                    selected,
                }) }
                if at_cursor {
                    <rect class="cursor-mark" x="3.5" y="3.5" width={(CELL - 7.0).to_string()} height={(CELL - 7.0).to_string()} rx="8" />
                }
            </g>
        }
    });

    let onkeydown = {
        let cursor_state = cursor_state.clone();
        let on_square = props.on_square.clone();
        let on_cancel = props.on_cancel.clone();
        let picker_open = props.picker.is_some();
        Callback::from(move |event: KeyboardEvent| {
            if event.alt_key() || event.ctrl_key() || event.meta_key() {
                return;
            }
            let Some(key) = BoardKey::read(&event.key()) else {
                return;
            };
            match key {
                BoardKey::Arrow(side) => cursor_state.set(Some(geometry.step(cursor, side))),
                BoardKey::Activate => {
                    if let Some(square) = cursor_square {
                        on_square.emit(square);
                    }
                }
                BoardKey::Escape => {
                    if !picker_open {
                        return;
                    }
                    on_cancel.emit(());
                }
            }
            event.prevent_default();
            event.stop_propagation();
        })
    };
    let announcement = props
        .last
        .map(|mv| announce_move(position, mv))
        .unwrap_or_default();
    let cursor_name = cursor_square.map(|s| s.to_string()).unwrap_or_default();
    html! {
        <>
            <svg ref={svg_ref} class="board board-cephalopod" viewBox={geometry.view_box()} data-game="cephalopod"
                 data-position={position.to_string()} data-flipped={props.flipped.to_string()}
                 data-cursor={cursor_name.clone()} tabindex="0" role="application"
                 aria-label={t(Msg::BoardCephalopod)} aria-describedby="board-help"
                 aria-activedescendant={cell_id(&cursor_name)} {onkeydown}>
                <rect class="board-frame" width={geometry.width().to_string()} height={geometry.height().to_string()} rx="10" />
                { geometry.coordinates() }
                { for squares }
                <g class="fly-layer" aria-hidden="true" key={format!("fly-{}", position)}>{ for flying }</g>
            </svg>
            { board_extras("board-help", t(Msg::BoardHelpCephalopod), announcement) }
        </>
    }
}

/// Which shapes a square carries over its die, one per meaning.
struct SquareMarks {
    /// A die was captured here by the last move.
    vacated: bool,
    /// The hint places a die here.
    hint_place: bool,
    /// The hint captures the die here.
    hint_capture: bool,
    /// Chosen in the capture picker.
    selected: bool,
}

/// Each meaning has its own shape: a cross where a die was taken, a
/// target where the hint plays, corner brackets on the dice it captures,
/// a tick badge on a chosen die.
fn marks(marks: SquareMarks) -> Html {
    let mid = CELL / 2.0;
    html! {
        <>
            if marks.vacated {
                <path class="vacated-mark" d={format!("M{a} {a}L{b} {b}M{b} {a}L{a} {b}", a = mid - 14.0, b = mid + 14.0)} />
            }
            if marks.hint_place {
                <g class="hint-place-mark">
                    <circle cx={mid.to_string()} cy={mid.to_string()} r="26" />
                    <circle class="hint-place-dot" cx={mid.to_string()} cy={mid.to_string()} r="9" />
                </g>
            }
            if marks.hint_capture {
                <path class="hint-capture-mark" d={corner_brackets(5.0, CELL - 5.0, 22.0)} />
            }
            if marks.selected {
                <g class="chosen-mark">
                    <circle cx={(CELL - 17.0).to_string()} cy="17" r="14" />
                    <path d={format!("M{} 17l5 5l9 -10", CELL - 25.0)} />
                </g>
            }
        </>
    }
}

/// Four L-shaped corners of the square from `low` to `high`.
fn corner_brackets(low: f64, high: f64, arm: f64) -> String {
    format!(
        "M{low} {a}V{low}H{a}M{b} {low}H{high}V{a}M{high} {b}V{high}H{b}M{a} {high}H{low}V{b}",
        a = low + arm,
        b = high - arm,
    )
}

/// Focuses `target` when the focus is on nothing in particular (the body).
fn focus_if_lost(target: &NodeRef) {
    let lost = web_sys::window()
        .and_then(|window| window.document())
        .map(|document| {
            document
                .active_element()
                .is_none_or(|active| document.body().is_some_and(|body| active == *body.as_ref()))
        })
        .unwrap_or(false);
    if !lost {
        return;
    }
    // SVG elements have focus() too; web-sys names it on SvgElement only.
    if let Some(element) = target.get() {
        let focus = js_sys::Reflect::get(&element, &JsValue::from_str("focus"));
        if let Ok(focus) = focus {
            if let Some(focus) = focus.dyn_ref::<js_sys::Function>() {
                let _ = focus.call0(&element);
            }
        }
    }
}
