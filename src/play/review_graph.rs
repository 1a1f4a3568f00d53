//! The evaluation graph: one point per reviewed position, x the ply and y
//! the first player's win chance (top: the first player wins). The area
//! under the line is the first player's colour, above it the second's.
//! A click, a tap or a drag shows the position under the pointer. A long
//! game's graph is cut into strips, one under the other, so its points stay
//! far enough apart to read and to tap.

use cubeplay_engine::ai::review::Class;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::game::reducer::Action;

/// A strip's width and a lone strip's height, in SVG units (it is drawn
/// to the panel's width).
pub const WIDTH: f64 = 300.0;
pub const HEIGHT: f64 = 80.0;
/// The height of each of several strips.
const STRIP_HEIGHT: f64 = 56.0;
/// Room around the points, so the dots at the ends show whole.
const PAD: f64 = 5.0;
/// The most moves a strip holds: about 8 px apart on a phone.
const MAX_STRIP: usize = 40;

/// The moves each strip of a graph of `moves` holds: as many as the
/// fewest strips need (the last may hold fewer), and each strip's height.
pub fn strips(moves: usize) -> (usize, f64) {
    let len = moves.div_ceil(moves.div_ceil(MAX_STRIP).max(1)).max(1);
    (len, if moves > len { STRIP_HEIGHT } else { HEIGHT })
}

fn step(len: usize) -> f64 {
    (WIDTH - 2.0 * PAD) / len as f64
}

/// Each position's point from the first player's chances (0 to 1): `len`
/// moves to a strip, the same distance apart, a chance of 1 at the top of
/// its strip.
pub fn points(chances: &[f64]) -> Vec<(f64, f64)> {
    let (len, height) = strips(chances.len().saturating_sub(1));
    chances
        .iter()
        .enumerate()
        .map(|(index, chance)| {
            // A strip's last position starts the next one too: drawn there
            // only when it ends the game.
            let (row, at) = (
                index.saturating_sub(1) / len,
                (index.saturating_sub(1) % len + 1) * usize::from(index > 0),
            );
            let y = PAD + (1.0 - chance.clamp(0.0, 1.0)) * (height - 2.0 * PAD);
            (PAD + at as f64 * step(len), row as f64 * height + y)
        })
        .collect()
}

/// The position nearest to `(x, y)` (in SVG units) of a graph of `count`.
pub fn position_at((x, y): (f64, f64), count: usize) -> usize {
    let (len, height) = strips(count.saturating_sub(1));
    let row = (y / height).max(0.0) as usize;
    let at = ((x - PAD) / step(len)).round().max(0.0) as usize;
    (row * len + at.min(len)).min(count.saturating_sub(1))
}

fn num(value: f64) -> String {
    format!("{value:.1}")
}

/// The graph an event is on (Yew listens at the page's root, so the
/// event's current target is not the graph).
fn graph_of(event: &MouseEvent) -> Option<web_sys::Element> {
    let target: web_sys::Element = event.target()?.dyn_into().ok()?;
    target.closest("svg.review-graph").ok()?
}

/// The graph of `chances` (the first player's win chance at each reviewed
/// position) with `classes` (of the ply into each position, none for the
/// start), `shown` marked, in the players' colour classes `colours`.
pub fn review_graph(
    chances: &[f64],
    classes: &[Option<Class>],
    shown: usize,
    colours: (&'static str, &'static str),
    label: String,
    on_action: &Callback<Action>,
) -> Html {
    let points = points(chances);
    let count = points.len();
    let (_, row_height) = strips(count.saturating_sub(1));
    let height = points
        .last()
        .map_or(HEIGHT, |p| (p.1 / row_height).ceil() * row_height);
    // The first player's area in each strip, out to both edges; the areas
    // and the middle lines go strip by strip.
    let mut area = String::new();
    let mut mid = String::new();
    for (index, (x, y)) in points.iter().enumerate() {
        let top = (y / row_height).floor() * row_height;
        if index == 0 || *x < points[index - 1].0 {
            if index > 0 {
                area.push_str(&format!(
                    " L{WIDTH} {} L{WIDTH} {}Z",
                    num(points[index - 1].1),
                    num(top)
                ));
            }
            let from_y = if index == 0 {
                *y
            } else {
                points[index - 1].1 + row_height
            };
            area.push_str(&format!("M0 {} L0 {}", num(top + row_height), num(from_y)));
            mid.push_str(&format!("M0 {}H{WIDTH}", num(top + row_height / 2.0)));
        }
        area.push_str(&format!(" L{} {}", num(*x), num(*y)));
    }
    if let Some((_, y)) = points.last() {
        area.push_str(&format!(" L{WIDTH} {} L{WIDTH} {}Z", num(*y), num(height)));
    }
    let dots = points.iter().enumerate().map(|(index, (x, y))| {
        let class = classes.get(index).copied().flatten();
        let marked = class.filter(|c| *c >= Class::Inaccuracy);
        html! {
            <circle class={classes!("review-point", marked.map(|c| c.name()), (index == shown).then_some("shown"))}
                data-index={index.to_string()} cx={num(*x)} cy={num(*y)}
                r={if marked.is_some() || index == shown { "4" } else { "2" }} />
        }
    });
    let (shown_x, shown_top) = points.get(shown).map_or((-10.0, 0.0), |(x, y)| {
        (*x, (y / row_height).floor() * row_height)
    });
    // The pointer in SVG units, from the graph's own box: a drag goes on
    // when the panel's text above changes height and the graph moves under
    // a pointer it has captured (the height is kept within the graph).
    let jump = {
        let on_action = on_action.clone();
        move |event: &MouseEvent| {
            let Some(svg) = graph_of(event) else {
                return;
            };
            let rect = svg.get_bounding_client_rect();
            // The graph keeps its shape (CSS height auto): one scale for both.
            let scale = WIDTH / rect.width().max(1.0);
            let x = (f64::from(event.client_x()) - rect.left()).clamp(0.0, rect.width());
            let y = (f64::from(event.client_y()) - rect.top()).clamp(0.0, rect.height() - 1.0);
            on_action.emit(Action::View(Some(position_at(
                (x * scale, y * scale),
                count,
            ))));
        }
    };
    // A finger on the graph may be scrolling the page (CSS pan-y): only its
    // tap (the click) shows a position; a mouse also drags along.
    let mouse = |event: &PointerEvent| event.pointer_type() != "touch";
    let down = {
        let jump = jump.clone();
        Callback::from(move |event: PointerEvent| {
            if !mouse(&event) {
                return;
            }
            if let Some(svg) = graph_of(&event) {
                let _ = svg.set_pointer_capture(event.pointer_id());
            }
            jump(&event);
        })
    };
    let drag = {
        let jump = jump.clone();
        Callback::from(move |event: PointerEvent| {
            if event.buttons() != 0 && mouse(&event) {
                jump(&event);
            }
        })
    };
    let click = Callback::from(move |event: MouseEvent| jump(&event));
    html! {
        <svg class="review-graph" viewBox={format!("0 0 {WIDTH} {height}")} preserveAspectRatio="none"
            role="img" aria-label={label} data-points={count.to_string()}
            onpointerdown={down} onpointermove={drag} onclick={click}>
            <rect class={colours.1} width={WIDTH.to_string()} height={height.to_string()} />
            <path class={colours.0} d={area} />
            <path class="review-mid" d={mid} />
            <line class="review-shown" x1={num(shown_x)} x2={num(shown_x)} y1={num(shown_top)} y2={num(shown_top + row_height)} />
            { for dots }
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_point_per_position_spread_over_the_width() {
        assert_eq!(
            points(&[0.5, 1.0, 0.0, 0.25]),
            vec![
                (5.0, 40.0),
                (101.66666666666667, 5.0),
                (198.33333333333334, 75.0),
                (295.0, 57.5)
            ]
        );
        // A lone start sits at the left; chances out of range are clamped.
        assert_eq!(points(&[1.5]), vec![(5.0, 5.0)]);
        assert!(points(&[]).is_empty());
    }

    #[test]
    fn a_click_picks_the_nearest_position() {
        let at = |x| position_at((x, 40.0), 4);
        assert_eq!(at(0.0), 0);
        assert_eq!(at(53.0), 0);
        assert_eq!(at(54.0), 1);
        assert_eq!(at(300.0), 3);
        assert_eq!(at(-20.0), 0);
        assert_eq!(at(999.0), 3);
        assert_eq!(position_at((120.0, 40.0), 1), 0);
    }

    #[test]
    fn a_long_game_is_cut_into_strips_with_the_same_spacing() {
        assert_eq!(strips(0), (1, HEIGHT));
        assert_eq!(strips(40), (40, HEIGHT));
        // 41 moves: two strips of 21 (the second holds 20).
        assert_eq!(strips(41), (21, STRIP_HEIGHT));
        // 149 moves: four strips of 38, 38, 38 and 35, 290/38 units apart.
        assert_eq!(strips(149), (38, STRIP_HEIGHT));
        let points = points(&[0.5; 150]);
        let step = 290.0 / 38.0;
        assert_eq!(points[1], (5.0 + step, 28.0));
        // The end of the first strip, then the second strip's first move.
        assert_eq!(points[38], (295.0, 28.0));
        assert_eq!(points[39], (5.0 + step, 56.0 + 28.0));
        assert_eq!(points[149].1, 3.0 * 56.0 + 28.0);
        // A tap in a strip picks its position; the left edge of a strip is
        // the position it starts from.
        assert_eq!(position_at((5.0 + step, 60.0), 150), 39);
        assert_eq!(position_at((0.0, 60.0), 150), 38);
        assert_eq!(position_at((300.0, 4.0 * 56.0 - 1.0), 150), 149);
        assert_eq!(position_at((300.0, 999.0), 150), 149);
    }
}
