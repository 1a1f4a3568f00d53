//! The evaluation graph: one point per reviewed position, x the ply and y
//! the first player's win chance (top: the first player wins). The area
//! under the line is the first player's colour, above it the second's.
//! A click or a drag shows the position under the pointer.

use cubeplay_engine::ai::review::Class;
use yew::prelude::*;

use super::play_state::Action;

/// The graph's size in SVG units (it is drawn to the panel's width).
pub const WIDTH: f64 = 300.0;
pub const HEIGHT: f64 = 80.0;
/// Room around the points, so the dots at the ends show whole.
const PAD: f64 = 5.0;

fn step(count: usize) -> f64 {
    (WIDTH - 2.0 * PAD) / (count.max(2) - 1) as f64
}

/// Each position's point from the first player's chances (0 to 1): evenly
/// spread over the width, a chance of 1 at the top.
pub fn points(chances: &[f64]) -> Vec<(f64, f64)> {
    let step = step(chances.len());
    chances
        .iter()
        .enumerate()
        .map(|(index, chance)| {
            let y = PAD + (1.0 - chance.clamp(0.0, 1.0)) * (HEIGHT - 2.0 * PAD);
            (PAD + index as f64 * step, y)
        })
        .collect()
}

/// The position nearest to `x` (in SVG units) of a graph of `count`.
pub fn position_at(x: f64, count: usize) -> usize {
    (((x - PAD) / step(count)).round().max(0.0) as usize).min(count.saturating_sub(1))
}

fn num(value: f64) -> String {
    format!("{value:.1}")
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
    // The first player's area, out to both edges.
    let first_y = points.first().map_or(HEIGHT, |p| p.1);
    let last_y = points.last().map_or(HEIGHT, |p| p.1);
    let mut area = format!("M0 {HEIGHT} L0 {}", num(first_y));
    for (x, y) in &points {
        area.push_str(&format!(" L{} {}", num(*x), num(*y)));
    }
    area.push_str(&format!(" L{WIDTH} {} L{WIDTH} {HEIGHT}Z", num(last_y)));
    let dots = points.iter().enumerate().map(|(index, (x, y))| {
        let class = classes.get(index).copied().flatten();
        let marked = class.filter(|c| *c >= Class::Inaccuracy);
        html! {
            <circle class={classes!("review-point", marked.map(|c| c.name()), (index == shown).then_some("shown"))}
                data-index={index.to_string()} cx={num(*x)} cy={num(*y)}
                r={if marked.is_some() || index == shown { "4" } else { "2" }} />
        }
    });
    let shown_x = points.get(shown).map_or(-10.0, |p| p.0);
    // The pointer's x in SVG units: the children take no pointer events, so
    // the offset is the graph's own.
    let jump = {
        let on_action = on_action.clone();
        move |event: &PointerEvent| {
            let Some(svg) = event.target_dyn_into::<web_sys::Element>() else {
                return;
            };
            let width = f64::from(svg.client_width().max(1));
            let x = f64::from(event.offset_x()) * WIDTH / width;
            on_action.emit(Action::View(Some(position_at(x, count))));
        }
    };
    let down = {
        let jump = jump.clone();
        Callback::from(move |event: PointerEvent| {
            if let Some(svg) = event.target_dyn_into::<web_sys::Element>() {
                let _ = svg.set_pointer_capture(event.pointer_id());
            }
            jump(&event);
        })
    };
    let drag = Callback::from(move |event: PointerEvent| {
        if event.buttons() != 0 {
            jump(&event);
        }
    });
    html! {
        <svg class="review-graph" viewBox={format!("0 0 {WIDTH} {HEIGHT}")} preserveAspectRatio="none"
            role="img" aria-label={label} data-points={count.to_string()}
            onpointerdown={down} onpointermove={drag}>
            <rect class={colours.1} width={WIDTH.to_string()} height={HEIGHT.to_string()} />
            <path class={colours.0} d={area} />
            <line class="review-mid" x1="0" x2={WIDTH.to_string()} y1={num(HEIGHT / 2.0)} y2={num(HEIGHT / 2.0)} />
            <line class="review-shown" x1={num(shown_x)} x2={num(shown_x)} y1="0" y2={HEIGHT.to_string()} />
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
        assert_eq!(position_at(0.0, 4), 0);
        assert_eq!(position_at(53.0, 4), 0);
        assert_eq!(position_at(54.0, 4), 1);
        assert_eq!(position_at(300.0, 4), 3);
        assert_eq!(position_at(-20.0, 4), 0);
        assert_eq!(position_at(999.0, 4), 3);
        assert_eq!(position_at(120.0, 1), 0);
    }
}
