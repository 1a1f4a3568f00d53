//! A worker of the page's pool (`crate::worker::pool`): it takes one task
//! at a time as text, `TICKET\nTASK`, and answers `p TICKET TEXT` for
//! progress and `d TICKET TEXT` when done, after saying `ready` once. It
//! yields to its event loop after every search (a message between two), so
//! the page's `terminate` stops it within one search: Chromium lets a busy
//! worker run on for 2 s before forcing it to stop.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use crate::worker::jobs::analysis::start_analysis_task;
use crate::worker::jobs::review::start_review_task;
use crate::worker::jobs::solve::start_solve_task;
use crate::worker::pool::POOL_WORKER_NAME;
use crate::worker::task::{TaskError, TaskRun};

/// The worker's scope when this wasm runs as a pool worker.
pub fn pool_scope() -> Option<web_sys::DedicatedWorkerGlobalScope> {
    js_sys::global()
        .dyn_into::<web_sys::DedicatedWorkerGlobalScope>()
        .ok()
        .filter(|scope| scope.name() == POOL_WORKER_NAME)
}

/// A task started: its steps to take, or why not (its text is the
/// task's answer at once, see `serve`).
pub fn start_task(task: &str) -> Result<Box<dyn TaskRun>, TaskError> {
    match task.split_once('\n') {
        Some(("review", rest)) => start_review_task(rest),
        Some(("analyse", rest)) => start_analysis_task(rest),
        Some(("solve", rest)) => start_solve_task(rest),
        _ => Err(TaskError::UnknownTask {
            name: task.lines().next().unwrap_or("").to_string(),
        }),
    }
}

/// Says `KIND TICKET TEXT` to the page.
fn say(scope: &web_sys::DedicatedWorkerGlobalScope, kind: char, ticket: &str, text: &str) {
    let _ = scope.post_message(&format!("{kind} {ticket} {text}").into());
}

/// The worker's one task in progress and its way to yield between steps.
struct Serving {
    scope: web_sys::DedicatedWorkerGlobalScope,
    /// The task's ticket and its run.
    task: Option<(String, Box<dyn TaskRun>)>,
    /// Posting here wakes the next step: a message, unlike a zero timer,
    /// is not clamped to 4 ms when nested, and the page's messages and
    /// `terminate` still land between two steps.
    wake: web_sys::MessagePort,
    wake_pending: bool,
}

impl Serving {
    fn wake_soon(&mut self) {
        if !self.wake_pending {
            self.wake_pending = true;
            let _ = self.wake.post_message(&wasm_bindgen::JsValue::NULL);
        }
    }

    /// One step of the task, then the next after a wake.
    fn step(&mut self) {
        self.wake_pending = false;
        let Some((ticket, mut run)) = self.task.take() else {
            return;
        };
        let stepped = run.step();
        if let Some(progress) = &stepped.progress {
            say(&self.scope, 'p', &ticket, progress);
        }
        match stepped.answer {
            Some(answer) => say(&self.scope, 'd', &ticket, &answer),
            None => {
                self.task = Some((ticket, run));
                self.wake_soon();
            }
        }
    }
}

/// Serves the pool's tasks in `scope`.
pub fn serve(scope: web_sys::DedicatedWorkerGlobalScope) {
    let Ok(channel) = web_sys::MessageChannel::new() else {
        return;
    };
    let serving = Rc::new(RefCell::new(Serving {
        scope: scope.clone(),
        task: None,
        wake: channel.port2(),
        wake_pending: false,
    }));
    let stepping = serving.clone();
    let on_wake = Closure::<dyn FnMut()>::new(move || stepping.borrow_mut().step());
    channel
        .port1()
        .set_onmessage(Some(on_wake.as_ref().unchecked_ref()));
    on_wake.forget();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let message = event.data().as_string().unwrap_or_default();
            let (ticket, task) = message.split_once('\n').unwrap_or((&message, ""));
            let mut serving = serving.borrow_mut();
            match start_task(task) {
                // The pool sends a task only to an idle worker.
                Ok(run) => {
                    serving.task = Some((ticket.to_string(), run));
                    serving.step();
                }
                Err(error) => say(&serving.scope, 'd', ticket, &error.to_string()),
            }
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&"ready".into());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_task_is_answered_at_once() {
        let answer = |task: &str| start_task(task).err().map(|error| error.to_string());
        assert_eq!(
            answer("analyse\ncephalopod").as_deref(),
            Some("! bad analysis task")
        );
        assert_eq!(answer("think\n").as_deref(), Some("! unknown task think"));
        assert_eq!(answer("review").as_deref(), Some("! unknown task review"));
        assert_eq!(answer("review\n0").as_deref(), Some("! no segment"));
    }
}
