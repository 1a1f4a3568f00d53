//! The hidden faces of a selected Deblockle block: its bottom face and the
//! six faces unfolded as a cross, in the side panel. A tip target under the
//! pointer (or a long press) previews that tip: the net of the block after
//! it, the face that comes up and the hops it gives.

use cubeplay_engine::deblockle::{Face, Orientation, Position, Square};
use cubeplay_engine::{Direction, Player};
use yew::prelude::*;

use crate::board::cube::{icon, screen_directions};
use crate::board::frame::join_list;
use crate::board::intent::{matching_moves, tip_choices, Selection};
use crate::board::turn::choice_label;
use crate::i18n::labels::face_message;
use crate::i18n::{msg, t, Msg};

const NET_CELL: f64 = 30.0;

/// Where each face sits in the cross (column, row), the top in the middle
/// and the bottom under the face at the bottom of the screen.
pub fn net_layout(orientation: Orientation, flipped: bool) -> [(Face, u8, u8); 6] {
    let [up, right, down, left] = screen_directions(flipped).map(|d| orientation.facing(d));
    [
        (up, 1, 0),
        (left, 0, 1),
        (orientation.top(), 1, 1),
        (right, 2, 1),
        (down, 1, 2),
        (orientation.bottom(), 1, 3),
    ]
}

fn net(owner: Player, orientation: Orientation, flipped: bool) -> Html {
    let colour = match owner {
        Player::First => "block-gold",
        Player::Second => "block-blue",
    };
    let cells = net_layout(orientation, flipped).into_iter().enumerate().map(|(i, (face, c, r))| {
        let (x, y) = (f64::from(c) * NET_CELL, f64::from(r) * NET_CELL);
        let role = ["up", "left", "top", "right", "down", "bottom"][i];
        html! {
            <g class={classes!("net-face", format!("net-{role}"))} data-net={role} data-symbol={face.letter().to_string()}>
                <rect class="face-shape" x={(x + 1.0).to_string()} y={(y + 1.0).to_string()} width="28" height="28" rx="3" />
                { icon(face, x + NET_CELL / 2.0, y + NET_CELL / 2.0, 9.0) }
            </g>
        }
    });
    html! {
        <svg class={classes!("cube-net", colour)} viewBox="0 0 90 120" aria-hidden="true">{ for cells }</svg>
    }
}

/// The hops a tip gives, as a sentence.
fn hops_text(position: &Position, from: Square, direction: Direction) -> String {
    let hops: Vec<String> = matching_moves(
        position,
        Selection {
            from,
            tip: Some(direction),
        },
    )
    .iter()
    .filter_map(|mv| mv.hop_to().map(|square| square.to_string()))
    .collect();
    if hops.is_empty() {
        t(Msg::NetHopsNone)
    } else {
        msg::net_hops(join_list(&hops).as_str())
    }
}

/// The panel's part for the block `selection` picked, with the tip
/// `preview` points at (hover or arrow key) shown as made.
pub fn hidden_faces(
    position: &Position,
    selection: Selection,
    preview: Option<Direction>,
    flipped: bool,
) -> Html {
    let Some(block) = position.block_at(selection.from) else {
        return html! {};
    };
    // Once tipped, the tip made is shown as a preview is.
    let preview = selection.tip.or(preview).and_then(|direction| {
        tip_choices(position, selection.from)
            .into_iter()
            .find(|choice| choice.direction == direction)
    });
    let tipped = selection.tip.or(preview.map(|choice| choice.direction));
    let orientation = tipped.map_or(block.orientation, |d| block.orientation.tip(d));
    let bottom = msg::net_bottom(t(face_message(orientation.bottom())).as_str());
    let detail = match preview {
        Some(choice) if choice.refusal.is_none() => format!(
            "{}. {}",
            choice_label(&choice),
            hops_text(position, selection.from, choice.direction)
        ),
        Some(choice) => choice_label(&choice),
        None => t(Msg::NetPreviewHelp),
    };
    html! {
        <section class="hidden-faces" aria-label={t(Msg::NetTitle)} data-preview={preview.map(|c| c.direction.name())}>
            { net(block.owner, orientation, flipped) }
            <div class="net-text">
                <p class="net-bottom-text" data-bottom={orientation.bottom().letter().to_string()}>{ bottom }</p>
                <p class="net-detail muted">{ detail }</p>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_net_puts_each_face_in_its_place() {
        // Star on top, Cross north: Slider east, X south, Hoops west, Stop below.
        let orientation =
            Orientation::from_top_north(Face::Star, Face::Cross).expect("an orientation");
        let letters = |flipped| {
            net_layout(orientation, flipped)
                .map(|(face, c, r)| format!("{}{c}{r}", face.letter()))
                .join(" ")
        };
        assert_eq!(letters(false), "C10 H01 S11 L21 X12 T13");
        // Turned round, south is up the screen.
        assert_eq!(letters(true), "X10 L01 S11 H21 C12 T13");
    }
}
