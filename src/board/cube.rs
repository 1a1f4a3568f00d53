//! Drawing the pieces: Cephalopod dice with pips and Deblockle blocks seen
//! from above at a slant (top face plus four bevelled side faces). Every
//! piece is drawn in a 100×100 cell whose top-left corner is (0, 0).

use cubeplay_engine::deblockle::{Face, Orientation};
use cubeplay_engine::Direction;
use cubeplay_engine::Player;
use yew::prelude::*;

use crate::i18n::labels::{direction_message, face_message};

/// Cell size in SVG units.
pub const CELL: f64 = 100.0;

fn pip_offsets(pips: u8) -> &'static [(f64, f64)] {
    const D: f64 = 19.0;
    match pips {
        // A blank face: the capture picker's preview before a sum is chosen.
        0 => &[],
        1 => &[(0.0, 0.0)],
        2 => &[(-D, -D), (D, D)],
        3 => &[(-D, -D), (0.0, 0.0), (D, D)],
        4 => &[(-D, -D), (D, -D), (-D, D), (D, D)],
        5 => &[(-D, -D), (D, -D), (0.0, 0.0), (-D, D), (D, D)],
        _ => &[(-D, -D), (D, -D), (-D, 0.0), (D, 0.0), (-D, D), (D, D)],
    }
}

/// A die: a rounded top face with pips over a darker body, which shows
/// along the bottom and right edges like a cube lit from the top left.
/// Black dice also carry a light ring inside their edge, so the two sides
/// differ in shape and not only in colour.
pub fn die(owner: Player, pips: u8, extra_class: &str) -> Html {
    let colour = match owner {
        Player::First => "die-white",
        Player::Second => "die-black",
    };
    let ring = match owner {
        Player::Second => html! {
            <rect class="die-ring" x="12.5" y="12.5" width="69" height="69" rx="10" />
        },
        Player::First => html! {},
    };
    let (cx, cy) = (47.0, 47.0);
    html! {
        <g class={classes!("die", colour, extra_class.to_string())} data-pips={pips.to_string()}>
            <rect class="die-body" x="13" y="13" width="80" height="80" rx="14" />
            <rect class="die-face" x="7" y="7" width="80" height="80" rx="14" />
            <rect class="die-shine" x="11" y="11" width="72" height="72" rx="11" />
            { ring }
            { for pip_offsets(pips).iter().map(|(dx, dy)| html! {
                <circle class="pip" cx={(cx + dx).to_string()} cy={(cy + dy).to_string()} r="7" />
            }) }
        </g>
    }
}

/// Icon paths for a face symbol, drawn in a unit box (about -1..1).
fn icon_shape(face: Face) -> Html {
    match face {
        Face::Star => {
            let points: Vec<String> = (0..10)
                .map(|i| {
                    let angle =
                        -std::f64::consts::FRAC_PI_2 + f64::from(i) * std::f64::consts::PI / 5.0;
                    let radius = if i % 2 == 0 { 1.05 } else { 0.43 };
                    format!(
                        "{:.3},{:.3}",
                        radius * angle.cos(),
                        radius * angle.sin() + 0.06
                    )
                })
                .collect();
            html! { <polygon class="icon icon-star" points={points.join(" ")} /> }
        }
        Face::Stop => {
            let points: Vec<String> = (0..8)
                .map(|i| {
                    let angle =
                        std::f64::consts::PI / 8.0 + f64::from(i) * std::f64::consts::PI / 4.0;
                    format!("{:.3},{:.3}", angle.cos(), angle.sin())
                })
                .collect();
            html! { <polygon class="icon icon-stop" points={points.join(" ")} /> }
        }
        Face::Cross => html! { <path class="icon icon-line" d="M-0.95 0H0.95M0 -0.95V0.95" /> },
        Face::X => {
            html! { <path class="icon icon-line" d="M-0.75 -0.75L0.75 0.75M0.75 -0.75L-0.75 0.75" /> }
        }
        Face::Slider => {
            html! { <polygon class="icon icon-slider" points="0,-1 0.72,0 0,1 -0.72,0" /> }
        }
        Face::Hoops => html! {
            <g class="icon icon-hoops">
                <circle cx="0" cy="-0.52" r="0.34" />
                <circle cx="-0.55" cy="0.45" r="0.34" />
                <circle cx="0.55" cy="0.45" r="0.34" />
            </g>
        },
    }
}

/// A face symbol centred on (x, y), `size` units from centre to edge.
pub fn icon(face: Face, x: f64, y: f64, size: f64) -> Html {
    html! {
        <g transform={format!("translate({x} {y}) scale({size})")}>{ icon_shape(face) }</g>
    }
}

/// Which board direction each screen side shows: up, right, down, left.
pub fn screen_directions(flipped: bool) -> [Direction; 4] {
    if flipped {
        [
            Direction::South,
            Direction::West,
            Direction::North,
            Direction::East,
        ]
    } else {
        [
            Direction::North,
            Direction::East,
            Direction::South,
            Direction::West,
        ]
    }
}

const OUTER: f64 = 5.0;
const INNER: f64 = 29.0;

/// Trapezoid of the side face on screen side `i` (0 up, 1 right, 2 down, 3 left),
/// and the centre of its icon.
fn side_geometry(i: usize) -> (String, (f64, f64)) {
    let (o, n, f, m) = (OUTER, INNER, CELL - INNER, CELL - OUTER);
    let mid = (OUTER + INNER) / 2.0;
    match i {
        0 => (format!("{o},{o} {m},{o} {f},{n} {n},{n}"), (50.0, mid)),
        1 => (
            format!("{m},{o} {m},{m} {f},{f} {f},{n}"),
            (CELL - mid, 50.0),
        ),
        2 => (
            format!("{o},{m} {m},{m} {f},{f} {n},{f}"),
            (50.0, CELL - mid),
        ),
        _ => (format!("{o},{o} {o},{m} {n},{f} {n},{n}"), (mid, 50.0)),
    }
}

/// A Deblockle block. `tippable` lists the side faces whose click is a
/// legal tip; `on_face` gets the board direction of the clicked face
/// (`None` for the top face).
#[derive(Properties, PartialEq, Clone)]
pub struct BlockProps {
    pub owner: Player,
    pub orientation: Orientation,
    pub flipped: bool,
    #[prop_or_default]
    pub tippable: Vec<Direction>,
    #[prop_or_default]
    pub class: Classes,
    #[prop_or_default]
    pub on_face: Option<Callback<Option<Direction>>>,
}

#[function_component]
pub fn Block(props: &BlockProps) -> Html {
    let colour = match props.owner {
        Player::First => "block-gold",
        Player::Second => "block-blue",
    };
    let sides = screen_directions(props.flipped).into_iter().enumerate().map(|(i, direction)| {
        let (points, (x, y)) = side_geometry(i);
        let face = props.orientation.facing(direction);
        let tippable = props.tippable.contains(&direction);
        let onclick = props.on_face.clone().map(|on_face| {
            Callback::from(move |event: MouseEvent| {
                event.stop_propagation();
                on_face.emit(Some(direction));
            })
        });
        // The face of a side still reads upright from the outside edge.
        let label = crate::i18n::msg::tip_face(crate::i18n::t(direction_message(direction.opposite())).as_str(), crate::i18n::t(face_message(face)).as_str());
        html! {
            <g class={classes!("face", "side", format!("side-{i}"), tippable.then_some("tippable"))}
               data-face={direction.name()} data-symbol={face.letter().to_string()} {onclick}
               role={tippable.then_some("button")} aria-label={tippable.then_some(label)}>
                <polygon class="face-shape" points={points} />
                { side_icon(face, i, x, y) }
            </g>
        }
    });
    let top = props.orientation.top();
    // Blue blocks have a round top face with a ring; Gold's is square.
    let (top_radius, ring) = match props.owner {
        Player::First => ("3", html! {}),
        Player::Second => (
            "15",
            html! {
                <rect class="top-ring" x={(INNER + 3.5).to_string()} y={(INNER + 3.5).to_string()}
                      width={(CELL - 2.0 * INNER - 7.0).to_string()} height={(CELL - 2.0 * INNER - 7.0).to_string()} rx="11" />
            },
        ),
    };
    let top_click = props.on_face.clone().map(|on_face| {
        Callback::from(move |event: MouseEvent| {
            event.stop_propagation();
            on_face.emit(None);
        })
    });
    html! {
        <g class={classes!("block", colour, props.class.clone())} data-top={top.letter().to_string()}>
            <rect class="block-shadow" x="8" y="9" width="88" height="88" rx="8" />
            { for sides }
            <g class="face top" data-face="top" data-symbol={top.letter().to_string()} onclick={top_click}>
                <rect class="face-shape" x={INNER.to_string()} y={INNER.to_string()}
                      width={(CELL - 2.0 * INNER).to_string()} height={(CELL - 2.0 * INNER).to_string()} rx={top_radius} />
                { ring }
                { icon(top, 50.0, 50.0, 14.0) }
            </g>
        </g>
    }
}

/// Side icons are squashed towards the top face, as seen at a slant.
fn side_icon(face: Face, side: usize, x: f64, y: f64) -> Html {
    let (sx, sy) = if side.is_multiple_of(2) {
        (8.0, 6.5)
    } else {
        (6.5, 8.0)
    };
    html! {
        <g transform={format!("translate({x} {y}) scale({sx} {sy})")}>{ icon_shape(face) }</g>
    }
}
