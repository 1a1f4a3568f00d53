//! The page's pool of engine workers, one per page: up to
//! `clamp(navigator.hardwareConcurrency − 1, 1, 8)` workers (`engines=N` in
//! the address's query sets N, 1 to 8), each running the app's own wasm
//! (`crate::worker::pool_worker` serves there). Workers start when tasks
//! wait for them and stay for the next job; idle ones are released when
//! the page has been hidden for `HIDDEN_RELEASE_MS`.
//!
//! The API, for any job that splits into independent tasks (the review's
//! segments; later the analysis board's lines or level 5's root moves):
//!
//! - [`run`]`(tasks, on_answer)` queues the tasks (texts the worker side
//!   understands, see `pool_worker::run_task`) as one job and gives its
//!   [`JobId`]. Each task goes to the next free worker; `on_answer(index,
//!   answer)` hears, for the task at `index`, any number of
//!   [`Answer::Progress`] then one [`Answer::Done`]. A task whose worker
//!   fails goes once more to a new worker ([`Answer::Restarted`]: its
//!   progress starts again); the second failure, or workers that cannot
//!   load, end the job with one [`Answer::Lost`].
//! - [`cancel`]`(job)` drops the job's waiting tasks and terminates the
//!   workers running its tasks at once (a worker in a search reads no
//!   message until it ends); new workers start for later tasks. Nothing is
//!   heard of the job after it, even answers already on their way: every
//!   task carries a ticket and answers to an old ticket are dropped.
//!
//! Memory: the browser offers pages no memory-pressure signal, so a hidden
//! page, the one a phone is most likely to reclaim, gives back its idle
//! workers (each holds the review's search tables, see README).

mod schedule;

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

pub use schedule::JobId;
use schedule::{Schedule, Step};

use crate::worker::client::{worker_loader_url, WorkerBuild};

/// The name pool workers are started with: the wasm reads it to serve the
/// pool rather than the AI's worker protocol.
pub const POOL_WORKER_NAME: &str = "cubeplay-pool";

/// How long the page stays hidden before its idle workers go.
const HIDDEN_RELEASE_MS: u32 = 60_000;

/// A worker not loaded after this long has failed (a phone compiles the
/// wasm in a few seconds): it is replaced rather than waited for forever.
const LOAD_TIMEOUT_MS: u32 = 30_000;

/// What a task's worker says.
pub enum Answer {
    Progress(String),
    Done(String),
    /// The task's worker failed: a new one starts it again, and the
    /// progress heard of it so far no longer counts.
    Restarted,
    /// The job is over, not done: workers failed on a task twice, or
    /// could not load.
    Lost,
}

type Listener = Rc<dyn Fn(usize, Answer)>;

/// A worker and its handlers.
struct Engine {
    worker: web_sys::Worker,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut()>,
    _load_timeout: Timeout,
}

impl Drop for Engine {
    fn drop(&mut self) {
        // Its handlers go with it: an event already on its way must not
        // call them.
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

struct Pool {
    schedule: Schedule,
    engines: Vec<(u32, Engine)>,
    /// Each job's listener and how many of its tasks are not done.
    jobs: Vec<(JobId, Listener, usize)>,
    next_job: JobId,
    _visibility: Option<EventListener>,
    hidden_timer: Option<Timeout>,
}

impl Pool {
    /// Terminates the workers of `slots`.
    fn drop_engines(&mut self, slots: &[u32]) {
        self.engines.retain(|(slot, _)| !slots.contains(slot));
    }
}

thread_local! {
    static POOL: RefCell<Option<Pool>> = const { RefCell::new(None) };
}

/// `engines=N` in the address (its search part or the fragment's query).
fn engines_asked() -> Option<usize> {
    let location = web_sys::window()?.location();
    let query = location.search().ok()? + "&" + &location.hash().ok()?;
    query
        .split(['?', '&', '#'])
        .find_map(|part| part.strip_prefix("engines=")?.parse().ok())
}

/// How many workers the pool may run: one core is left to the page.
#[must_use]
pub fn pool_size() -> usize {
    let size = engines_asked().unwrap_or_else(|| {
        let cores = web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency());
        (cores as usize).saturating_sub(1)
    });
    size.clamp(1, 8)
}

/// Runs `f` on the pool, made on first use.
fn with_pool<T>(f: impl FnOnce(&mut Pool) -> T) -> T {
    POOL.with(|pool| {
        let mut pool = pool.borrow_mut();
        f(pool.get_or_insert_with(|| Pool {
            schedule: Schedule::new(pool_size()),
            engines: Vec::new(),
            jobs: Vec::new(),
            next_job: 0,
            _visibility: watch_visibility(),
            hidden_timer: None,
        }))
    })
}

/// Queues `tasks` as one job; see the module's docs.
pub fn run(tasks: Vec<String>, on_answer: impl Fn(usize, Answer) + 'static) -> JobId {
    let listener: Listener = Rc::new(on_answer);
    let job = with_pool(|pool| {
        pool.next_job = pool.next_job.wrapping_add(1);
        let job = pool.next_job;
        pool.jobs.push((job, listener, tasks.len()));
        pool.schedule.submit(job, tasks);
        job
    });
    pump();
    job
}

/// Stops `job` at once; see the module's docs.
pub fn cancel(job: JobId) {
    with_pool(|pool| {
        pool.jobs.retain(|(of, ..)| *of != job);
        let gone = pool.schedule.cancel(job);
        pool.drop_engines(&gone);
    });
    pump();
}

/// Starts workers and sends tasks as the schedule says.
fn pump() {
    let lost: Vec<u32> = with_pool(|pool| {
        let mut lost = Vec::new();
        for step in pool.schedule.steps() {
            match step {
                Step::Spawn(slot) => match spawn(slot) {
                    Some(engine) => pool.engines.push((slot, engine)),
                    None => lost.push(slot),
                },
                Step::Post { slot, ticket, text } => {
                    let engine = pool.engines.iter().find(|(id, _)| *id == slot);
                    let sent = engine.is_some_and(|(_, engine)| {
                        let message = format!("{ticket}\n{text}");
                        engine.worker.post_message(&message.into()).is_ok()
                    });
                    if !sent {
                        lost.push(slot);
                    }
                }
            }
        }
        lost
    });
    for slot in lost {
        on_lost(slot);
    }
}

fn spawn(slot: u32) -> Option<Engine> {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    options.set_name(POOL_WORKER_NAME);
    let worker =
        web_sys::Worker::new_with_options(&worker_loader_url(WorkerBuild::Pool), &options).ok()?;
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            on_message(slot, &event.data().as_string().unwrap_or_default());
        });
    let on_error = Closure::<dyn FnMut()>::new(move || on_lost(slot));
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let load_timeout = Timeout::new(LOAD_TIMEOUT_MS, move || {
        if with_pool(|pool| pool.schedule.is_loading(slot)) {
            on_lost(slot);
        }
    });
    Some(Engine {
        worker,
        _on_message: on_message,
        _on_error: on_error,
        _load_timeout: load_timeout,
    })
}

/// A worker's message: `ready`, or `p TICKET TEXT` (progress) or
/// `d TICKET TEXT` (done).
fn on_message(slot: u32, message: &str) {
    if message == "ready" {
        with_pool(|pool| pool.schedule.ready(slot));
        pump();
        return;
    }
    let mut words = message.splitn(3, ' ');
    let (kind, ticket, text) = (words.next(), words.next(), words.next().unwrap_or(""));
    let Some(ticket) = ticket.and_then(|t| t.parse().ok()) else {
        return;
    };
    let done = kind == Some("d");
    let heard = with_pool(|pool| {
        let (job, index) = pool.schedule.heard(slot, ticket, done)?;
        let (_, listener, left) = pool.jobs.iter_mut().find(|(of, ..)| *of == job)?;
        let listener = listener.clone();
        *left -= usize::from(done);
        pool.jobs.retain(|(_, _, left)| *left > 0);
        Some((listener, index))
    });
    if done {
        pump();
    }
    if let Some((listener, index)) = heard {
        let text = text.to_string();
        listener(
            index,
            if done {
                Answer::Done(text)
            } else {
                Answer::Progress(text)
            },
        );
    }
}

/// Worker `slot` failed: dropped, its task given to a new worker, or, when
/// the schedule gives tasks up, their jobs cancelled and told.
fn on_lost(slot: u32) {
    let heard = with_pool(|pool| {
        pool.drop_engines(&[slot]);
        let mut heard = Vec::new();
        let lost = pool.schedule.lost(slot);
        if let Some((job, index)) = lost.restarted {
            if let Some((_, listener, _)) = pool.jobs.iter().find(|(of, ..)| *of == job) {
                heard.push((listener.clone(), index, Answer::Restarted));
            }
        }
        for (job, index) in lost.given_up {
            let Some(at) = pool.jobs.iter().position(|(of, ..)| *of == job) else {
                continue;
            };
            heard.push((pool.jobs.remove(at).1, index, Answer::Lost));
            let gone = pool.schedule.cancel(job);
            pool.drop_engines(&gone);
        }
        heard
    });
    // New workers for what waits (bounded: the schedule gives up after a
    // few failed starts).
    pump();
    for (listener, index, answer) in heard {
        listener(index, answer);
    }
}

/// Releases idle workers once the page has been hidden for
/// `HIDDEN_RELEASE_MS`.
fn watch_visibility() -> Option<EventListener> {
    let document = web_sys::window()?.document()?;
    let target = document.clone();
    Some(EventListener::new(
        &document,
        "visibilitychange",
        move |_| {
            let timer = target.hidden().then(|| {
                Timeout::new(HIDDEN_RELEASE_MS, || {
                    with_pool(|pool| {
                        let idle = pool.schedule.release_idle();
                        pool.drop_engines(&idle);
                    });
                })
            });
            with_pool(|pool| pool.hidden_timer = timer);
        },
    ))
}
