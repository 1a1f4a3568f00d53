//! The play screen's conversation with the AI worker: one hook asks for
//! the AI's move whenever it is its turn, cancels when that stops being
//! so, and asks for hints. Every answer is matched to its question by
//! request id here, so a stale answer never reaches the state.

use std::cell::RefCell;
use std::rc::Rc;

use cubeplay_engine::ai::PERFECT_LEVEL;
use cubeplay_engine::GameKind;
use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::game::config::{Opponent, DEMO_SPEEDS};
use crate::game::reducer::Action;
use crate::game::seed::random_seed;
use crate::game::state::PlayState;
use crate::i18n::record_errors::ai_failure;
use crate::i18n::Phrase;
use crate::worker::client::AiClient;
use crate::worker::protocol::{Failure, ThinkRequest, WorkerResponse};

/// Shortest time between a position and the AI's answer on screen, so a
/// fast reply still reads as a move rather than a jump.
const MIN_AI_DELAY_MS: f64 = 450.0;
/// The hint asks the strongest level for this long.
const HINT_MOVETIME_MS: f64 = 900.0;

#[derive(Clone, Copy, PartialEq, Eq)]
enum AskKind {
    Move,
    Hint,
}

/// The question the worker is answering now.
struct Asked {
    /// The request's id: only its answer is taken.
    id: u32,
    kind: AskKind,
    /// `PlayState::ai_turn_key` when asked for a move; for a hint, the
    /// turn begun (`PlayState::turn_begun`).
    key: String,
    position: String,
    started_ms: f64,
}

fn now_ms() -> f64 {
    js_sys::Date::now()
}

fn movetime(state: &PlayState) -> Option<f64> {
    match state.config.opponent {
        Opponent::Demo => Some(f64::from(DEMO_SPEEDS[state.demo_speed].0)),
        _ => None,
    }
}

fn think_request(state: &PlayState, level: u8, movetime_ms: Option<f64>) -> ThinkRequest {
    ThinkRequest {
        id: 0,
        game: state.config.game.name().to_string(),
        position: state.record.current_text(),
        level,
        movetime_ms,
        no_adjacent: state.config.no_adjacent,
        history: match state.config.game {
            GameKind::Deblockle if state.config.repetition => state.record.history_texts(),
            _ => Vec::new(),
        },
        seed: random_seed(),
        starting_with: String::new(),
        only_moves: Vec::new(),
        lines: 0,
    }
}

/// A hint given: the position, the turn begun when it was asked (see
/// `PlayState::turn_begun`) and the move.
type GivenHint = (String, String, String);

/// The hint given before that answers the hint asked now, in `position`
/// with the turn `begun`: asked with that much of the turn begun or less,
/// and continuing it.
fn known_hint(hints: &[GivenHint], position: &str, begun: &str) -> Option<String> {
    hints
        .iter()
        .find(|(at, asked, mv)| {
            at == position && begun.starts_with(asked.as_str()) && mv.starts_with(begun)
        })
        .map(|(_, _, mv)| mv.clone())
}

/// The question `answer` answers, taken out of `asked`; `None` for an
/// answer to anything else (a question replaced or cancelled since).
fn answered(asked: &RefCell<Option<Asked>>, answer: &WorkerResponse) -> Option<Asked> {
    let id = match answer {
        WorkerResponse::Thought(thought) => Some(thought.id),
        // A failure without an id (a request the worker could not read)
        // is the current question's.
        WorkerResponse::Failed { id, .. } => *id,
        _ => return None,
    };
    let mut asked = asked.borrow_mut();
    let current = asked
        .as_ref()
        .is_some_and(|q| id.is_none_or(|id| id == q.id));
    if current {
        asked.take()
    } else {
        None
    }
}

/// Runs the AI for the play screen; returns the callback that asks for a
/// hint (memoised, so the side panel skips re-rendering when only the
/// board changed).
#[hook]
pub fn use_ai(state: &UseReducerHandle<PlayState>) -> Callback<()> {
    let client = use_mut_ref(|| None::<AiClient>);
    let asked: Rc<RefCell<Option<Asked>>> = use_mut_ref(|| None);
    let hints: Rc<RefCell<Vec<GivenHint>>> = use_mut_ref(Vec::new);

    // One worker for the screen's lifetime; on leaving, its search stops
    // and the worker is kept for the next screen.
    {
        let dispatcher = state.dispatcher();
        let client = client.clone();
        let asked = asked.clone();
        let answer_hints = hints.clone();
        let warm_state = state.clone();
        use_effect_with((), move |_| {
            let answer_asked = asked.clone();
            let spawned = AiClient::spawn(move |answer| {
                let Some(question) = answered(&answer_asked, &answer) else {
                    return;
                };
                match answer {
                    WorkerResponse::Thought(thought) => {
                        let position = question.position;
                        let mv = thought.best_move;
                        match question.kind {
                            AskKind::Hint => {
                                let asked = (position.clone(), question.key, mv.clone());
                                answer_hints.borrow_mut().push(asked);
                                dispatcher.dispatch(Action::Hint { position, mv })
                            }
                            AskKind::Move => {
                                let wait = MIN_AI_DELAY_MS - (now_ms() - question.started_ms);
                                let dispatcher = dispatcher.clone();
                                let play =
                                    move || dispatcher.dispatch(Action::AiMove { position, mv });
                                if wait > 0.0 {
                                    Timeout::new(wait as u32, play).forget();
                                } else {
                                    play();
                                }
                            }
                        }
                    }
                    WorkerResponse::Failed {
                        failure: Failure::WorkerLost,
                        ..
                    } => dispatcher.dispatch(Action::EngineLost(Phrase::new(|| {
                        ai_failure(&Failure::WorkerLost)
                    }))),
                    WorkerResponse::Failed { failure, .. } => dispatcher
                        .dispatch(Action::Failed(Phrase::new(move || ai_failure(&failure)))),
                    _ => {}
                }
            });
            // Perfect play settles the board once, then answers every move
            // from what it proved: on the player's turn it starts now (the
            // answer is nobody's), so the computer's first move is quick.
            let mut spawned = spawned;
            let config = &warm_state.config;
            if config.opponent == Opponent::Ai
                && config.level == PERFECT_LEVEL
                && config.perfect_available()
                && warm_state.human_to_move()
            {
                spawned.think(think_request(&warm_state, PERFECT_LEVEL, None));
            }
            *client.borrow_mut() = Some(spawned);
            move || {
                client.borrow_mut().take();
            }
        });
    }

    // Ask the AI whenever it is its turn; cancel when that stops being so
    // (undo, browsing, pause) or the position changed under the question.
    {
        let key = state.ai_turn_key();
        let client = client.clone();
        let asked = asked.clone();
        let state = state.clone();
        use_effect_with(key, move |key| {
            let mut asked = asked.borrow_mut();
            let mut client = client.borrow_mut();
            match key {
                Some(key) => {
                    let same = asked
                        .as_ref()
                        .is_some_and(|a| a.kind == AskKind::Move && &a.key == key);
                    if !same {
                        if let Some(client) = client.as_mut() {
                            let request =
                                think_request(&state, state.config.level, movetime(&state));
                            *asked = Some(Asked {
                                id: client.think(request),
                                kind: AskKind::Move,
                                key: key.clone(),
                                position: state.record.current_text(),
                                started_ms: now_ms(),
                            });
                        }
                    }
                }
                None => {
                    if asked.as_ref().is_some_and(|a| a.kind == AskKind::Move) {
                        if let Some(client) = client.as_ref() {
                            client.cancel();
                        }
                        *asked = None;
                    }
                }
            }
        });
    }

    let state = state.clone();
    let deps = (
        state.record.cursor(),
        state.record.current_text(),
        state.hint_pending,
        state.human_to_move(),
        state.turn_begun(),
    );
    use_callback(deps, move |(), (_, position, pending, to_move, begun)| {
        if !to_move || *pending || !state.config.hints_allowed() {
            return;
        }
        let (position, begun) = (position.clone(), begun.clone());
        // The same question gets the same answer (a search differs from
        // run to run), and a tip already made is continued.
        if let Some(mv) = known_hint(&hints.borrow(), &position, &begun) {
            state.dispatch(Action::Hint { position, mv });
            return;
        }
        if let Some(client) = client.borrow_mut().as_mut() {
            let mut request = think_request(&state, 5, Some(HINT_MOVETIME_MS));
            request.starting_with = begun.clone();
            *asked.borrow_mut() = Some(Asked {
                id: client.think(request),
                kind: AskKind::Hint,
                key: begun,
                position,
                started_ms: now_ms(),
            });
            state.dispatch(Action::HintRequested);
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::worker::protocol::{Failure, Thought};

    fn thought(id: u32) -> WorkerResponse {
        WorkerResponse::Thought(Thought {
            id,
            best_move: "a1".to_string(),
            score: 0,
            mate_in: None,
            depth: 1,
            nodes: 1,
            pv: String::new(),
            millis: 1.0,
            search_millis: 1.0,
        })
    }

    fn asking(id: u32) -> RefCell<Option<Asked>> {
        RefCell::new(Some(Asked {
            id,
            kind: AskKind::Move,
            key: "0|.../.../... w".to_string(),
            position: ".../.../... w".to_string(),
            started_ms: 0.0,
        }))
    }

    #[test]
    fn only_the_answer_to_the_current_question_is_taken() {
        let asked = asking(3);
        // An answer to an older request: dropped, the question stays.
        assert!(answered(&asked, &thought(2)).is_none());
        assert_eq!(asked.borrow().as_ref().map(|q| q.id), Some(3));
        // Its own answer: taken once.
        assert_eq!(answered(&asked, &thought(3)).map(|q| q.id), Some(3));
        assert!(asked.borrow().is_none());
        assert!(answered(&asked, &thought(3)).is_none());
    }

    #[test]
    fn failures_are_matched_by_id_too() {
        let asked = asking(4);
        let stale = WorkerResponse::Failed {
            id: Some(1),
            failure: Failure::BadLevel(9),
        };
        assert!(answered(&asked, &stale).is_none());
        let unread = WorkerResponse::Failed {
            id: None,
            failure: Failure::BadLevel(9),
        };
        assert_eq!(answered(&asked, &unread).map(|q| q.id), Some(4));
    }

    #[test]
    fn a_hint_asked_again_is_the_same_and_continues_the_turn_begun() {
        let at = "..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g";
        let given = |asked: &str, mv: &str| (at.to_string(), asked.to_string(), mv.to_string());
        let hints = vec![given("", "c1-c2:d4"), given("e3-e2", "e3-e2:f3")];
        // The same question; the tip of the hint given; another tip.
        assert_eq!(known_hint(&hints, at, "").as_deref(), Some("c1-c2:d4"));
        assert_eq!(known_hint(&hints, at, "c1-c2").as_deref(), Some("c1-c2:d4"));
        assert_eq!(known_hint(&hints, at, "e3-e2").as_deref(), Some("e3-e2:f3"));
        // A tip no hint continues, another position: asked anew.
        assert_eq!(known_hint(&hints, at, "e3-f3"), None);
        assert_eq!(known_hint(&hints, ".../.../... w", ""), None);
        // A hint for a tip does not answer the whole position.
        assert_eq!(known_hint(&hints[1..], at, ""), None);
    }
}
