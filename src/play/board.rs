//! The board of the play screen, Cephalopod's or Deblockle's, wired to
//! the state: its clicks become actions (see `clicks`).

use cubeplay_engine::cephalopod as ceph;
use cubeplay_engine::deblockle as deb;
use cubeplay_engine::{AnyMove, AnyPosition};
use yew::prelude::*;

use crate::board::cephalopod::{CephalopodBoard, PickerView};
use crate::board::deblockle::DeblockleBoard;
use crate::game::clicks;
use crate::game::line::Record;
use crate::game::reducer::Action;
use crate::game::state::{Motion, PlayState};
use crate::parts::{on_demand, part, Part, View};
use crate::play::turn_panel;

/// Sizes the board area to the board's shape (see `.aspect-…` in the CSS).
pub fn aspect_class(record: &Record) -> String {
    match record.current() {
        AnyPosition::Cephalopod(position) => {
            format!("aspect-{}x{}", position.cols(), position.rows())
        }
        AnyPosition::Deblockle(_) => format!("aspect-{0}x{0}", deb::BOARD_SIZE),
    }
}

fn hint_move<G: cubeplay_engine::Game>(state: &PlayState, position: &G) -> Option<G::Move> {
    state
        .hint
        .as_deref()
        .or_else(|| state.better_shown())
        .and_then(|text| position.parse_move(text).ok())
}

/// The Cephalopod capture picker as the board shows it: the candidate
/// dice, those chosen and the die that would be placed.
pub fn picker_of(state: &PlayState) -> Option<PickerView> {
    let position = state.record.current().cephalopod()?;
    state.picker.as_ref().map(|(target, selected)| {
        let options = position.capture_moves_at(*target);
        let mut candidates: Vec<ceph::Square> = Vec::new();
        for square in options.iter().flat_map(|mv| mv.captured_squares()) {
            if !candidates.contains(&square) {
                candidates.push(square);
            }
        }
        // The preview shows the sum the panel shows; none is a die
        // yet (0, or over 6) gives a blank face.
        let sum: u8 = selected
            .iter()
            .filter_map(|&square| position.die_at(square))
            .map(|d| d.pips)
            .sum();
        let pips = if sum <= 6 { sum } else { 0 };
        PickerView {
            target: *target,
            candidates,
            selected: selected.clone(),
            pips,
        }
    })
}

/// What a board part is given: the state it shows and where its clicks go.
#[derive(Clone, PartialEq)]
pub struct BoardInput {
    pub state: PlayState,
    pub on_action: Callback<Action>,
}

part! {
    /// Cephalopod's board, wired to a play state.
    pub static CEPHALOPOD_BOARD: Part<View<BoardInput>> = cephalopod_board, false, cephalopod_board;
}

part! {
    /// Deblockle's board, wired to a play state.
    pub static DEBLOCKLE_BOARD: Part<View<BoardInput>> = deblockle_board, false, deblockle_board;
}

/// The board part of `game`.
pub fn board_part(game: cubeplay_engine::GameKind) -> &'static Part<View<BoardInput>> {
    match game {
        cubeplay_engine::GameKind::Cephalopod => &CEPHALOPOD_BOARD,
        cubeplay_engine::GameKind::Deblockle => &DEBLOCKLE_BOARD,
    }
}

/// The board of `state` (its game's board part); its clicks go to
/// `on_action` (the play screen's reducer, the puzzle's or the analysis
/// board's).
pub fn render_board(state: &PlayState, on_action: &Callback<Action>) -> Html {
    let input = BoardInput {
        state: state.clone(),
        on_action: on_action.clone(),
    };
    on_demand(board_part(state.config.game), input)
}

/// What both boards show of `state`: the position shown, whether it takes
/// moves, the last move and the position it was played from.
struct Shown<'a> {
    shared: std::rc::Rc<PlayState>,
    shown: usize,
    interactive: bool,
    last: Option<AnyMove>,
    before: Option<&'a AnyPosition>,
}

fn shown_of(state: &PlayState) -> Shown<'_> {
    let shown = state.board_index();
    // Beside the better move, the move before it would only confuse.
    let last = (!state.better)
        .then(|| state.record.line.move_into(shown))
        .flatten();
    Shown {
        // The click handlers read the state they were drawn with.
        shared: std::rc::Rc::new(state.clone()),
        shown,
        interactive: state.human_to_move(),
        last,
        // The position the last move was played from, when it is shown moving.
        before: (state.motion != Motion::Still && state.view.is_none() && shown > 0)
            .then(|| state.record.position(shown - 1)),
    }
}

/// The `cephalopod_board` part's view.
fn cephalopod_board(input: &BoardInput) -> Html {
    let (state, on_action) = (&input.state, &input.on_action);
    let Shown {
        shared,
        shown,
        interactive,
        last,
        before,
    } = shown_of(state);
    let AnyPosition::Cephalopod(position) = state.record.position(shown) else {
        return html! {};
    };
    let position = position.clone();
    let last = last.and_then(AnyMove::cephalopod);
    let picker = picker_of(state);
    let hint = hint_move(state, &position);
    let on_square = {
        let (state, on_action) = (shared.clone(), on_action.clone());
        Callback::from(move |square| {
            if let Some(action) = clicks::cephalopod_square(&state, square) {
                on_action.emit(action);
            }
        })
    };
    let on_cancel = on_action.reform(|()| Action::Picker(None));
    html! {
        <CephalopodBoard position={position} flipped={state.flipped} last={last}
            before={before.and_then(AnyPosition::cephalopod).cloned()}
            hint={hint} picker={picker} interactive={interactive} on_square={on_square}
            on_cancel={on_cancel} />
    }
}

/// The `deblockle_board` part's view.
fn deblockle_board(input: &BoardInput) -> Html {
    let (state, on_action) = (&input.state, &input.on_action);
    let Shown {
        shared,
        shown,
        interactive,
        last,
        before,
    } = shown_of(state);
    let AnyPosition::Deblockle(position) = state.record.position(shown) else {
        return html! {};
    };
    let position = position.clone();
    let last = last.and_then(AnyMove::deblockle);
    let hint = hint_move(state, &position);
    let on_square = {
        let (state, on_action) = (shared.clone(), on_action.clone());
        Callback::from(move |square| {
            let confirm = turn_panel::confirm_moves();
            let action = clicks::deblockle_square(&state, square, confirm);
            if let Some(action) = clicks::keep_tip(&state, square, action) {
                on_action.emit(action);
            }
        })
    };
    let on_face = {
        let (state, on_action) = (shared.clone(), on_action.clone());
        Callback::from(move |(square, _face)| {
            let action = clicks::deblockle_face(&state, square);
            if let Some(action) = clicks::keep_tip(&state, square, action) {
                on_action.emit(action);
            }
        })
    };
    let on_preview = {
        let (preview, on_action) = (state.preview, on_action.clone());
        Callback::from(move |direction| {
            if preview != direction {
                on_action.emit(Action::Preview(direction))
            }
        })
    };
    html! {
        <DeblockleBoard position={position} flipped={state.flipped} last={last}
            hint={hint} selection={state.selection} interactive={interactive}
            before={before.and_then(AnyPosition::deblockle).cloned()}
            tip_shown={state.motion == Motion::HopOnly}
            preview={state.preview} on_preview={on_preview}
            move_number={shown} on_square={on_square} on_face={on_face} />
    }
}
