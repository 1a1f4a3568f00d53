//! Clicks that land on something that moved under the pointer are dropped.
//!
//! A double click (or a fast double tap) on a button that changes the
//! layout, such as Capture closing the capture picker, would otherwise put
//! its second click on whatever slid into its place (Share link). Such a
//! second click comes within a moment of the first, at the same spot, and
//! reaches a different control: that click is ignored, whatever the screen.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions, EventListenerPhase};
use wasm_bindgen::JsCast;

/// A second click within this time of the first belongs to it.
pub const FOLLOW_UP_MS: f64 = 350.0;
/// ... and within this distance (CSS pixels; taps wander more than mice).
pub const SAME_SPOT_PX: f64 = 24.0;

/// What clicks can reach: the control a click acts on.
const CONTROLS: &str = "button, a, input, select, textarea, label, summary, [role=button]";

/// A click's time and place.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spot {
    pub x: f64,
    pub y: f64,
    pub ms: f64,
}

/// Whether a click at `now` following one at `last` is the second half of
/// a double click or tap that the layout moved onto another control.
pub fn lands_on_moved(last: Spot, now: Spot, same_control: bool) -> bool {
    let close_in_time = now.ms >= last.ms && now.ms - last.ms <= FOLLOW_UP_MS;
    let close_in_space = (now.x - last.x).hypot(now.y - last.y) <= SAME_SPOT_PX;
    close_in_time && close_in_space && !same_control
}

struct Last {
    spot: Spot,
    control: Option<web_sys::Element>,
}

/// Listens for the page's lifetime, before any other click handler.
pub fn install() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let last: Rc<RefCell<Option<Last>>> = Rc::new(RefCell::new(None));
    let options = EventListenerOptions {
        phase: EventListenerPhase::Capture,
        passive: false,
    };
    let listener = EventListener::new_with_options(&window, "click", options, move |event| {
        let Some(click) = event.dyn_ref::<web_sys::MouseEvent>() else {
            return;
        };
        // Keyboard activation has no pointer position (detail 0).
        if click.detail() == 0 {
            return;
        }
        let spot = Spot {
            x: f64::from(click.client_x()),
            y: f64::from(click.client_y()),
            ms: event.time_stamp(),
        };
        let control = event
            .target()
            .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
            .and_then(|element| element.closest(CONTROLS).ok().flatten());
        let mut last = last.borrow_mut();
        if let Some(previous) = last.as_mut() {
            if lands_on_moved(previous.spot, spot, previous.control == control) {
                event.prevent_default();
                event.stop_immediate_propagation();
                // A triple click stays with the first control too.
                previous.spot.ms = spot.ms;
                return;
            }
        }
        *last = Some(Last { spot, control });
    });
    listener.forget();
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIRST: Spot = Spot {
        x: 100.0,
        y: 200.0,
        ms: 1000.0,
    };

    #[test]
    fn a_quick_second_click_on_another_control_is_dropped() {
        let second = Spot {
            x: 103.0,
            y: 198.0,
            ms: 1120.0,
        };
        assert!(lands_on_moved(FIRST, second, false));
        // The same control twice is a real double click (two undos).
        assert!(!lands_on_moved(FIRST, second, true));
    }

    #[test]
    fn later_or_elsewhere_is_a_new_click() {
        let later = Spot {
            ms: FIRST.ms + FOLLOW_UP_MS + 1.0,
            ..FIRST
        };
        assert!(!lands_on_moved(FIRST, later, false));
        let elsewhere = Spot {
            x: FIRST.x + SAME_SPOT_PX + 1.0,
            ms: FIRST.ms + 50.0,
            ..FIRST
        };
        assert!(!lands_on_moved(FIRST, elsewhere, false));
        let edge = Spot {
            x: FIRST.x + SAME_SPOT_PX,
            ms: FIRST.ms + FOLLOW_UP_MS,
            ..FIRST
        };
        assert!(lands_on_moved(FIRST, edge, false));
    }
}
