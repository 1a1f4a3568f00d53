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

/// The clicks seen so far, as far as the next one needs them: the last
/// pointer click and the control it reached.
#[derive(Debug)]
pub struct Follow<C> {
    last: Option<(Spot, Option<C>)>,
}

impl<C> Default for Follow<C> {
    fn default() -> Self {
        Self { last: None }
    }
}

impl<C: PartialEq> Follow<C> {
    /// Whether to drop a click at `spot` (None: a keyboard or scripted
    /// click, which has no pointer position) that reached `control`.
    pub fn drops(&mut self, spot: Option<Spot>, control: Option<C>) -> bool {
        let Some(spot) = spot else {
            // Never dropped, and it ends any double click: the next pointer
            // click follows this one, not the pointer click before it.
            self.last = None;
            return false;
        };
        if let Some((previous, previous_control)) = self.last.as_mut() {
            if lands_on_moved(*previous, spot, *previous_control == control) {
                // A triple click stays with the first control too.
                previous.ms = spot.ms;
                return true;
            }
        }
        self.last = Some((spot, control));
        false
    }
}

/// Listens for the page's lifetime, before any other click handler.
pub fn install() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let follow: Rc<RefCell<Follow<web_sys::Element>>> = Rc::default();
    let options = EventListenerOptions {
        phase: EventListenerPhase::Capture,
        passive: false,
    };
    let listener = EventListener::new_with_options(&window, "click", options, move |event| {
        let Some(click) = event.dyn_ref::<web_sys::MouseEvent>() else {
            return;
        };
        // Keyboard activation and `element.click()` have no pointer (detail 0).
        let spot = (click.detail() != 0).then(|| Spot {
            x: f64::from(click.client_x()),
            y: f64::from(click.client_y()),
            ms: event.time_stamp(),
        });
        let control = event
            .target()
            .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
            .and_then(|element| element.closest(CONTROLS).ok().flatten());
        if follow.borrow_mut().drops(spot, control) {
            event.prevent_default();
            event.stop_immediate_propagation();
        }
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

    #[test]
    fn the_guard_drops_only_a_quick_second_click_on_a_moved_control() {
        let mut follow = Follow::default();
        let near = |ms| Some(Spot { ms, ..FIRST });
        assert!(!follow.drops(near(FIRST.ms), Some("review")));
        // The layout changed: a new control under the same spot.
        assert!(follow.drops(near(FIRST.ms + 100.0), Some("cancel")));
        // A third click stays with the first control, timed from the second.
        assert!(follow.drops(near(FIRST.ms + 400.0), Some("cancel")));
        assert!(!follow.drops(near(FIRST.ms + 800.0), Some("cancel")));
        assert!(!follow.drops(near(FIRST.ms + 900.0), Some("cancel")));
    }

    #[test]
    fn a_keyboard_or_scripted_click_in_between_ends_the_double_click() {
        let mut follow = Follow::default();
        assert!(!follow.drops(Some(FIRST), Some("review")));
        // Cancel pressed by keyboard (or `element.click()`): no pointer.
        assert!(!follow.drops(None, Some("cancel")));
        // Review again, on a new button at the same spot, soon after.
        let again = Spot {
            ms: FIRST.ms + 200.0,
            ..FIRST
        };
        assert!(!follow.drops(Some(again), Some("review again")));
    }
}
