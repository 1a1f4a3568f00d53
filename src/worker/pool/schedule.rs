//! The pool's bookkeeping, apart from the browser (tested natively): which
//! worker runs which task, what waits, and which answers are stale.

use std::collections::VecDeque;

/// A job: tasks given together, cancelled together.
pub type JobId = u32;

/// How many workers may take a task: one whose worker failed (a crash, or
/// the browser short of memory while old workers are still going) is given
/// once more to a new worker before its job hears that it is lost.
const TASK_TRIES: u8 = 2;

/// How many workers in a row may fail to load before the waiting tasks are
/// given up (workers cannot start here: no memory, or the file is gone).
const START_TRIES: u32 = 3;

/// A task: its job, its index in the job, its text, and how many workers
/// failed on it.
struct Task {
    job: JobId,
    index: usize,
    text: String,
    failures: u8,
}

/// A worker of the pool. `ready` once its wasm has loaded; `running`: the
/// ticket and the task it runs.
struct Slot {
    id: u32,
    ready: bool,
    running: Option<(u32, Task)>,
}

/// What the page must do for the pool.
#[derive(Debug, PartialEq, Eq)]
pub enum Step {
    /// Start worker `slot`.
    Spawn(u32),
    /// Send worker `slot` the task `text` under `ticket`, which its every
    /// answer repeats.
    Post {
        slot: u32,
        ticket: u32,
        text: String,
    },
}

/// What a worker's failure did to the tasks.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Lost {
    /// The task it ran, waiting again for a new worker.
    pub restarted: Option<(JobId, usize)>,
    /// The tasks given up.
    pub given_up: Vec<(JobId, usize)>,
}

/// Up to `limit` workers, started when tasks wait for them.
pub struct Schedule {
    limit: usize,
    queue: VecDeque<Task>,
    slots: Vec<Slot>,
    next_slot: u32,
    next_ticket: u32,
    /// Workers that failed before loading since one last loaded.
    failed_starts: u32,
}

impl Schedule {
    #[must_use]
    pub fn new(limit: usize) -> Schedule {
        Schedule {
            limit: limit.max(1),
            queue: VecDeque::new(),
            slots: Vec::new(),
            next_slot: 0,
            next_ticket: 0,
            failed_starts: 0,
        }
    }

    /// Queues the tasks of `job`, in order.
    pub fn submit(&mut self, job: JobId, tasks: Vec<String>) {
        self.queue
            .extend(tasks.into_iter().enumerate().map(|(index, text)| Task {
                job,
                index,
                text,
                failures: 0,
            }));
    }

    /// Worker `slot` has loaded and takes tasks.
    pub fn ready(&mut self, slot: u32) {
        if let Some(s) = self.slots.iter_mut().find(|s| s.id == slot) {
            s.ready = true;
            self.failed_starts = 0;
        }
    }

    /// Whether worker `slot` was started and has not loaded yet.
    pub fn is_loading(&self, slot: u32) -> bool {
        self.slots.iter().any(|s| s.id == slot && !s.ready)
    }

    /// Hands waiting tasks to idle workers, and starts workers (up to the
    /// limit) for the tasks still waiting.
    pub fn steps(&mut self) -> Vec<Step> {
        let mut steps = Vec::new();
        for slot in self
            .slots
            .iter_mut()
            .filter(|s| s.ready && s.running.is_none())
        {
            let Some(task) = self.queue.pop_front() else {
                break;
            };
            self.next_ticket = self.next_ticket.wrapping_add(1);
            steps.push(Step::Post {
                slot: slot.id,
                ticket: self.next_ticket,
                text: task.text.clone(),
            });
            slot.running = Some((self.next_ticket, task));
        }
        let starting = self.slots.iter().filter(|s| !s.ready).count();
        let wanted = self.queue.len().saturating_sub(starting);
        let room = self.limit.saturating_sub(self.slots.len());
        for _ in 0..wanted.min(room) {
            self.next_slot = self.next_slot.wrapping_add(1);
            self.slots.push(Slot {
                id: self.next_slot,
                ready: false,
                running: None,
            });
            steps.push(Step::Spawn(self.next_slot));
        }
        steps
    }

    /// Worker `slot` answered `ticket` (`done`: its last answer to it):
    /// the job and task index, or `None` for a stale answer.
    pub fn heard(&mut self, slot: u32, ticket: u32, done: bool) -> Option<(JobId, usize)> {
        let s = self.slots.iter_mut().find(|s| s.id == slot)?;
        let (running, task) = s.running.as_ref()?;
        if *running != ticket {
            return None;
        }
        let heard = (task.job, task.index);
        if done {
            s.running = None;
        }
        Some(heard)
    }

    /// Drops `job`'s waiting tasks and the workers running its tasks: the
    /// slots to terminate (a worker in a search reads no message).
    pub fn cancel(&mut self, job: JobId) -> Vec<u32> {
        self.queue.retain(|task| task.job != job);
        self.remove(|s| s.running.as_ref().is_some_and(|(_, task)| task.job == job))
    }

    /// Drops the idle workers: the slots to terminate.
    pub fn release_idle(&mut self) -> Vec<u32> {
        self.remove(|s| s.ready && s.running.is_none())
    }

    /// Worker `slot` failed: it is dropped and its task waits first in line
    /// for a new worker, unless a worker failed on it before. Given up:
    /// that task, or every waiting task once `START_TRIES` workers in a row
    /// failed to load and none is left (each job given up hears of it and
    /// is cancelled by the page).
    pub fn lost(&mut self, slot: u32) -> Lost {
        let mut lost = Lost::default();
        let Some(at) = self.slots.iter().position(|s| s.id == slot) else {
            return lost;
        };
        let gone = self.slots.remove(at);
        if !gone.ready {
            self.failed_starts += 1;
        }
        if let Some((_, mut task)) = gone.running {
            task.failures += 1;
            if task.failures < TASK_TRIES {
                lost.restarted = Some((task.job, task.index));
                self.queue.push_front(task);
            } else {
                lost.given_up.push((task.job, task.index));
            }
        }
        // Waits while a worker is left, loading or working.
        if self.failed_starts >= START_TRIES && self.slots.is_empty() {
            self.failed_starts = 0;
            lost.given_up
                .extend(self.queue.drain(..).map(|task| (task.job, task.index)));
        }
        lost
    }

    /// Workers started and not dropped.
    #[cfg(test)]
    #[must_use]
    pub fn workers(&self) -> usize {
        self.slots.len()
    }

    fn remove(&mut self, which: impl Fn(&Slot) -> bool) -> Vec<u32> {
        let gone = self
            .slots
            .iter()
            .filter(|s| which(s))
            .map(|s| s.id)
            .collect();
        self.slots.retain(|s| !which(s));
        gone
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn post(slot: u32, ticket: u32, text: &str) -> Step {
        Step::Post {
            slot,
            ticket,
            text: text.to_string(),
        }
    }

    fn restarted(job: JobId, index: usize) -> Lost {
        Lost {
            restarted: Some((job, index)),
            given_up: Vec::new(),
        }
    }

    fn given_up(tasks: &[(JobId, usize)]) -> Lost {
        Lost {
            restarted: None,
            given_up: tasks.to_vec(),
        }
    }

    fn texts(list: &[&str]) -> Vec<String> {
        list.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn tasks_go_to_workers_started_for_them_up_to_the_limit() {
        let mut pool = Schedule::new(2);
        assert_eq!(pool.steps(), []);
        pool.submit(7, texts(&["a", "b", "c"]));
        assert_eq!(pool.steps(), [Step::Spawn(1), Step::Spawn(2)]);
        // Still loading: nothing more to start or send.
        assert_eq!(pool.steps(), []);
        pool.ready(2);
        assert!(pool.is_loading(1) && !pool.is_loading(2) && !pool.is_loading(3));
        assert_eq!(pool.steps(), [post(2, 1, "a")]);
        pool.ready(1);
        assert_eq!(pool.steps(), [post(1, 2, "b")]);
        assert_eq!(pool.heard(1, 2, false), Some((7, 1)));
        assert_eq!(pool.heard(1, 2, true), Some((7, 1)));
        assert_eq!(pool.steps(), [post(1, 3, "c")]);
        assert_eq!(pool.heard(2, 1, true), Some((7, 0)));
        assert_eq!(pool.heard(1, 3, true), Some((7, 2)));
        assert_eq!(pool.steps(), []);
        assert_eq!(pool.workers(), 2);
        // One task needs one worker, and the idle ones serve it.
        pool.submit(8, texts(&["d"]));
        assert_eq!(pool.steps(), [post(1, 4, "d")]);
    }

    #[test]
    fn a_lone_task_starts_one_worker() {
        let mut pool = Schedule::new(4);
        pool.submit(1, texts(&["a"]));
        assert_eq!(pool.steps(), [Step::Spawn(1)]);
        pool.submit(2, texts(&["b"]));
        assert_eq!(pool.steps(), [Step::Spawn(2)]);
        assert_eq!(Schedule::new(0).limit, 1);
    }

    #[test]
    fn stale_answers_are_dropped() {
        let mut pool = Schedule::new(1);
        pool.submit(1, texts(&["a", "b"]));
        assert_eq!(pool.steps(), [Step::Spawn(1)]);
        pool.ready(1);
        assert_eq!(pool.steps(), [post(1, 1, "a")]);
        assert_eq!(pool.heard(1, 1, true), Some((1, 0)));
        // Its task is done: a late answer to it, or from no worker, is not heard.
        assert_eq!(pool.heard(1, 1, false), None);
        assert_eq!(pool.heard(9, 1, false), None);
        assert_eq!(pool.steps(), [post(1, 2, "b")]);
        assert_eq!(pool.heard(1, 1, true), None);
        assert_eq!(pool.heard(1, 2, true), Some((1, 1)));
    }

    #[test]
    fn a_cancel_drops_the_job_s_tasks_and_its_busy_workers_only() {
        let mut pool = Schedule::new(3);
        pool.submit(1, texts(&["a", "b", "c", "d"]));
        pool.submit(2, texts(&["x"]));
        assert_eq!(pool.steps().len(), 3);
        for slot in 1..=3 {
            pool.ready(slot);
        }
        assert_eq!(
            pool.steps(),
            [post(1, 1, "a"), post(2, 2, "b"), post(3, 3, "c")]
        );
        assert_eq!(pool.heard(3, 3, true), Some((1, 2)));
        assert_eq!(pool.steps(), [post(3, 4, "d")]);
        assert_eq!(pool.heard(3, 4, true), Some((1, 3)));
        assert_eq!(pool.steps(), [post(3, 5, "x")]);
        assert_eq!(pool.cancel(1), [1, 2]);
        assert_eq!(pool.workers(), 1);
        assert_eq!(pool.heard(1, 1, true), None);
        assert_eq!(pool.heard(3, 5, true), Some((2, 0)));
        // Cancelled while waiting: its tasks never go out.
        pool.submit(3, texts(&["e", "f"]));
        assert_eq!(pool.steps(), [post(3, 6, "e"), Step::Spawn(4)]);
        assert_eq!(pool.cancel(3), [3]);
        pool.ready(4);
        assert_eq!(pool.steps(), []);
    }

    #[test]
    fn idle_workers_are_released_and_a_lost_task_goes_to_a_new_worker_once() {
        let mut pool = Schedule::new(2);
        pool.submit(1, texts(&["a", "b"]));
        assert_eq!(pool.steps(), [Step::Spawn(1), Step::Spawn(2)]);
        pool.ready(1);
        pool.ready(2);
        assert_eq!(pool.steps(), [post(1, 1, "a"), post(2, 2, "b")]);
        assert_eq!(pool.heard(1, 1, true), Some((1, 0)));
        assert_eq!(pool.release_idle(), [1]);
        // Worker 2 fails on "b": a new worker takes it, under a new ticket.
        assert_eq!(pool.lost(2), restarted(1, 1));
        assert_eq!(pool.lost(2), Lost::default());
        assert_eq!(pool.workers(), 0);
        assert_eq!(pool.steps(), [Step::Spawn(3)]);
        pool.ready(3);
        assert_eq!(pool.steps(), [post(3, 3, "b")]);
        assert_eq!(pool.heard(2, 2, true), None);
        // A second worker failing on it: the task is given up.
        assert_eq!(pool.lost(3), given_up(&[(1, 1)]));
        assert_eq!(pool.steps(), []);
        assert_eq!(pool.workers(), 0);
    }

    #[test]
    fn a_task_waits_ahead_of_later_ones_after_its_worker_failed() {
        let mut pool = Schedule::new(1);
        pool.submit(1, texts(&["a", "b"]));
        assert_eq!(pool.steps(), [Step::Spawn(1)]);
        pool.ready(1);
        assert_eq!(pool.steps(), [post(1, 1, "a")]);
        assert_eq!(pool.lost(1), restarted(1, 0));
        assert_eq!(pool.steps(), [Step::Spawn(2)]);
        pool.ready(2);
        assert_eq!(pool.steps(), [post(2, 2, "a")]);
        assert_eq!(pool.heard(2, 2, true), Some((1, 0)));
        assert_eq!(pool.steps(), [post(2, 3, "b")]);
    }

    #[test]
    fn workers_failing_to_load_are_started_again_then_the_waiting_tasks_given_up() {
        let mut pool = Schedule::new(2);
        pool.submit(1, texts(&["a", "b"]));
        pool.submit(2, texts(&["x"]));
        assert_eq!(pool.steps(), [Step::Spawn(1), Step::Spawn(2)]);
        // A worker that loads resets the count of failed starts.
        assert_eq!(pool.lost(1), Lost::default());
        pool.ready(2);
        assert_eq!(pool.steps(), [post(2, 1, "a"), Step::Spawn(3)]);
        assert_eq!(pool.lost(3), Lost::default());
        assert_eq!(pool.steps(), [Step::Spawn(4)]);
        assert_eq!(pool.lost(4), Lost::default());
        assert_eq!(pool.steps(), [Step::Spawn(5)]);
        // Worker 2 runs "a": three failed starts give nothing up while a
        // worker works.
        assert_eq!(pool.lost(5), Lost::default());
        assert_eq!(pool.heard(2, 1, true), Some((1, 0)));
        assert_eq!(pool.steps(), [post(2, 2, "b"), Step::Spawn(6)]);
        assert_eq!(pool.lost(2), restarted(1, 1));
        // No worker left that loads: one more failed start gives up "b"
        // (back in line) and "x".
        assert_eq!(pool.steps(), [Step::Spawn(7)]);
        assert_eq!(pool.lost(6), Lost::default());
        assert_eq!(pool.lost(7), given_up(&[(1, 1), (2, 0)]));
        assert_eq!(pool.steps(), []);
        // Later jobs try again.
        pool.submit(3, texts(&["y"]));
        assert_eq!(pool.steps(), [Step::Spawn(8)]);
    }
}
