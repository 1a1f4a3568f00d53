//! The lesson screens: `#/learn/<game>` lists the game's lessons with the
//! steps done, `#/learn/<game>/<lesson>[/<step>]` runs one step. The board
//! is the play screen's, on a game of two from the step's position; a
//! finished move is judged by `judge::judge` instead of being played.

use cubeplay_engine::{AnyMove, AnyPosition, GameKind};
use yew::prelude::*;

use cubeplay_engine::deblockle::Face;
use wasm_bindgen::JsCast;

use crate::board::cephalopod::CephalopodBoard;
use crate::board::cube::icon;
use crate::board::deblockle::DeblockleBoard;
use crate::board::intent::{matching_moves, Note};
use crate::game::clicks;
use crate::game::config::{GameConfig, Opponent};
use crate::game::reducer::Action;
use crate::game::state::{Motion, PlayState};
use crate::i18n::labels::face_message;
use crate::i18n::{msg, t, use_language, Msg};
use crate::play::board::{aspect_class, picker_of};
use crate::study::lessons::judge::{judge, judge_tip, Reason, Verdict};
use crate::study::lessons::progress::{self, address, step_key};
use crate::study::lessons::steps::{lessons, Lesson};

fn lesson_title(lesson: &Lesson) -> String {
    t(lesson.title)
}

fn heading(game: GameKind) -> String {
    msg::lessons_heading(game.title())
}

/// The screen of `#/learn/<address>`.
/// The `lessons` part's view: the address's lesson (or list) under the bar.
pub fn lessons_screen(input: &crate::parts::ScreenInput) -> Html {
    let crate::app::route::Route::Learn(address) = &input.route else {
        return html! {};
    };
    // An address that names no lesson is refused by name, not read as
    // another one.
    if !progress::address_is_known(address) {
        return input.home_instead(msg::address_learn(address.as_str()), "refused-address");
    }
    let game = progress::read_address(address).game;
    input.rules_frame(game, learn_screen(address))
}

pub fn learn_screen(text: &str) -> Html {
    let at = progress::read_address(text);
    let game = at.game;
    let Some(index) = at.lesson else {
        return lesson_list(game);
    };
    html! { <LessonRun key={text} game={game} index={index} step={at.step} /> }
}

fn lesson_list(game: GameKind) -> Html {
    let done = progress::browser::load();
    let items = lessons(game).iter().map(|lesson| {
        let count = progress::steps_done(game, lesson, &done);
        let total = lesson.steps.len();
        html! {
            <li class={classes!("lesson-item", (count == total).then_some("lesson-done"))}
                data-lesson={lesson.key} data-done={count.to_string()}>
                <a href={address(game, lesson, None)}>{ lesson_title(lesson) }</a>
                <span class="lesson-progress">{ msg::lessons_progress(count, total) }</span>
            </li>
        }
    });
    html! {
        <main class="rules-main">
            <article class="rules learn-list">
                <h1>{ heading(game) }</h1>
                <p>{ t(Msg::LessonsIntro) }</p>
                <ol class="lesson-list">{ for items }</ol>
                { learn_links(game, false) }
            </article>
        </main>
    }
}

/// Links to the game's lessons and puzzles (on its rules page), or to its
/// puzzles and rules (under the lessons).
pub fn learn_links(game: GameKind, on_rules: bool) -> Html {
    let links = [
        ("learn", Msg::LessonsLink, on_rules),
        ("puzzles", Msg::LessonsPuzzlesLink, true),
        ("rules", Msg::LessonsRulesLink, !on_rules),
    ];
    let links = links.into_iter().filter(|link| link.2).map(|(entry, id, _)| {
        html! { <a href={format!("#/{entry}/{}", game.name())} data-entry={entry}>{ t(id) }</a> }
    });
    html! { <p class="learn-links">{ for links }</p> }
}

/// What the step says under its instruction.
#[derive(Clone)]
enum Said {
    Nothing,
    Wrong(Reason),
    Right,
}

#[derive(Clone)]
struct Run {
    board: PlayState,
    said: Said,
}

fn fresh(game: GameKind, position: &str) -> Run {
    let mut config = GameConfig::new(game);
    config.opponent = Opponent::Friend;
    config.position = Some(position.to_string());
    Run {
        board: PlayState::new(config, 1),
        said: Said::Nothing,
    }
}

#[derive(Properties, PartialEq)]
struct RunProps {
    game: GameKind,
    index: usize,
    /// The step asked for by the address; else the first not done.
    step: Option<usize>,
}

#[function_component]
fn LessonRun(props: &RunProps) -> Html {
    // The task and the explanation follow a change of language at once.
    use_language();
    let game = props.game;
    let lesson = &lessons(game)[props.index];
    let done = progress::browser::load();
    let count = lesson.steps.len();
    let first = use_state(|| {
        props.step.unwrap_or_else(|| {
            (0..count)
                .find(|&index| !done.contains(&step_key(game, lesson, index)))
                .unwrap_or(0)
        })
    });
    let number = *first;
    let step = &lesson.steps[number];
    let run = use_state(|| fresh(game, step.position));
    let key = step_key(game, lesson, number);
    // Board actions are applied; a finished move is judged: the right one
    // is played and shown, a wrong one leaves the step's position as it
    // was and says why.
    let on_action = {
        let run = run.clone();
        let key = key.clone();
        Callback::from(move |action: Action| {
            let mut next = (*run).clone();
            let verdict = match &action {
                Action::Play(text) => Some(judge(game, step, text)),
                // A tip after which no hop reaches the goal is said at once.
                Action::Select(Some(selection)) if selection.tip.is_some() => {
                    let moves = next
                        .board
                        .record
                        .current()
                        .deblockle()
                        .map(|position| matching_moves(position, *selection))
                        .unwrap_or_default();
                    let moves: Vec<String> = moves.iter().map(ToString::to_string).collect();
                    judge_tip(game, step, &moves).map(Verdict::Explain)
                }
                _ => None,
            };
            match verdict {
                Some(Verdict::Advance) => {
                    next.board.apply(action);
                    next.said = Said::Right;
                    progress::browser::mark_done(&key);
                }
                Some(Verdict::Explain(reason)) => {
                    next = fresh(game, step.position);
                    next.said = Said::Wrong(reason);
                }
                None => {
                    // A new try begins: the last one's explanation goes.
                    if matches!(action, Action::Select(Some(_)) | Action::Picker(Some(_))) {
                        if let Said::Wrong(_) = next.said {
                            next.said = Said::Nothing;
                        }
                    }
                    next.board.apply(action);
                }
            }
            run.set(next);
        })
    };
    let right = matches!(run.said, Said::Right);
    // Done: the success and the way on come into sight (on a phone they
    // are under the board); the board is no longer played on.
    let feedback = use_node_ref();
    {
        let feedback = feedback.clone();
        use_effect_with(right, move |&right| {
            if right {
                scroll_into_sight(&feedback);
            }
        });
    }
    let said = match &run.said {
        Said::Nothing => None,
        Said::Wrong(reason) => Some(("wrong", reason.id(), reason.text())),
        Said::Right => Some(("right", "", t(step.done))),
    };
    let next = right.then(|| {
        let (href, label) = match (number + 1 < count, lessons(game).get(props.index + 1)) {
            (true, _) => (
                address(game, lesson, Some(number + 1)),
                Msg::LessonsNextStep,
            ),
            (false, Some(after)) => (address(game, after, None), Msg::LessonsNextLesson),
            (false, None) => (format!("#/learn/{}", game.name()), Msg::LessonsAllDone),
        };
        html! { <a class="button primary" data-action="next" href={href}>{ t(label) }</a> }
    });
    let dots = (0..count).map(|index| {
        let class = done
            .contains(&step_key(game, lesson, index))
            .then_some("done");
        html! {
            <li><a class={classes!("lesson-dot", class)} href={address(game, lesson, Some(index))}
                aria-current={(index == number).then_some("step")}>{ index + 1 }</a></li>
        }
    });
    let where_label = msg::lessons_step_of(number + 1, count);
    let again = {
        let run = run.clone();
        Callback::from(move |_: MouseEvent| run.set(fresh(game, step.position)))
    };
    let prompt = crate::play::turn_panel::status_prompt(&run.board).filter(|_| !right);
    // The task above the board, what happens below it: on a phone nothing
    // that comes and goes pushes the board under the finger.
    html! {
        <main class="play lesson" data-lesson={lesson.key} data-step={(number + 1).to_string()}
              data-steps={count.to_string()} data-intended={step.intended}>
            <section class="side-panel lesson-panel">
                <p class="lesson-crumbs"><a href={format!("#/learn/{}", game.name())}>{ heading(game) }</a></p>
                <h1>{ lesson_title(lesson) }</h1>
                <ol class="lesson-dots" aria-label={where_label}>{ for dots }</ol>
                <p class="lesson-instruction">
                    { t(step.instruction) }
                    { for step.symbols.iter().map(|&face| html! { <>{ " " }{ symbol_chip(face) }</> }) }
                </p>
            </section>
            <section class={classes!("board-area", aspect_class(&run.board.record))}>
                { render_board(&run.board, !right, &on_action) }
            </section>
            <section ref={feedback} class="side-panel lesson-feedback" aria-live="polite">
                { for said.map(|(kind, reason, text)| html! {
                    <p class="lesson-said notice" data-said={kind} data-reason={reason}>{ text }</p>
                }) }
                { for prompt.map(|prompt| html! { <p class="lesson-prompt">{ prompt }</p> }) }
                { for crate::play::panel::picker_view(&run.board, &on_action) }
                // The selected block's faces; a tip previewed (pointed at,
                // or pressed long) is named.
                { crate::play::turn_panel::hidden_faces(&run.board) }
                <div class="button-row">
                    { for next }
                    <button data-action="restart-step" onclick={again}>{ t(Msg::LessonsAgain) }</button>
                </div>
            </section>
        </main>
    }
}

/// Scrolls the page the least that shows all of `target`, if it can.
fn scroll_into_sight(target: &NodeRef) {
    let Some(element) = target.get() else {
        return;
    };
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"block".into(), &"nearest".into());
    if let Ok(scroll) = js_sys::Reflect::get(&element, &"scrollIntoView".into()) {
        if let Some(scroll) = scroll.dyn_ref::<js_sys::Function>() {
            let _ = scroll.call1(&element, &options);
        }
    }
}

/// A symbol the task names, drawn as on the tip marks (the icon) and the
/// rules page (its face), with its name.
fn symbol_chip(face: Face) -> Html {
    html! {
        <span class="lesson-symbol" data-symbol={face.letter().to_string()}>
            <svg class="rules-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <rect class="rules-icon-face" x="1" y="1" width="22" height="22" rx="4" />
                <g class="tip-symbol">{ icon(face, 12.0, 12.0, 8.0) }</g>
            </svg>
            { t(face_message(face)) }
        </span>
    }
}

/// The step's board. Its clicks become board actions; a click the rules
/// refuse (a tip they do not allow, a square the hop cannot reach, a
/// square the block is not next to, a square that holds a die) becomes a
/// move tried, so that the judge says why.
fn render_board(state: &PlayState, interactive: bool, on_action: &Callback<Action>) -> Html {
    let shown = state.shown_index();
    let last = state.record.line.move_into(shown);
    let before = (state.motion != Motion::Still && shown > 0)
        .then(|| state.record.position(shown - 1).clone());
    let tried = on_action.reform(Action::Play);
    match state.record.current().clone() {
        AnyPosition::Cephalopod(position) => {
            let on_square = {
                let state = state.clone();
                let on_action = on_action.clone();
                Callback::from(move |square: cubeplay_engine::cephalopod::Square| {
                    match clicks::cephalopod_square(&state, square) {
                        _ if !interactive => {}
                        Some(action) => on_action.emit(action),
                        None if state.picker.is_none() => tried.emit(square.to_string()),
                        None => {}
                    }
                })
            };
            html! {
                <CephalopodBoard position={position} flipped={false} last={last.and_then(AnyMove::cephalopod)}
                    before={before.and_then(|p| p.cephalopod().cloned())} hint={None}
                    picker={picker_of(state)} interactive={interactive} on_square={on_square}
                    on_cancel={on_action.reform(|()| Action::Picker(None))} />
            }
        }
        AnyPosition::Deblockle(position) => {
            let on_square = {
                let state = state.clone();
                let on_action = on_action.clone();
                let position = position.clone();
                Callback::from(move |square| {
                    let action = clicks::deblockle_square(&state, square, false);
                    match (action, state.selection) {
                        _ if !interactive => {}
                        (Some(Action::Note(Some(Note::Refused(..)))), Some(s)) => {
                            tried.emit(format!("{}-{square}", s.from))
                        }
                        (Some(Action::Select(None)), Some(s))
                            if position.block_at(square).is_none() =>
                        {
                            match s.tip.and_then(|direction| s.from.step(direction)) {
                                Some(tip) => tried.emit(format!("{}-{tip}:{square}", s.from)),
                                None => tried.emit(format!("{}-{square}", s.from)),
                            }
                        }
                        (Some(action), _) => on_action.emit(action),
                        (None, _) => {}
                    }
                })
            };
            let on_face = {
                let state = state.clone();
                let on_action = on_action.clone();
                Callback::from(move |(square, _)| {
                    if let Some(action) =
                        clicks::deblockle_face(&state, square).filter(|_| interactive)
                    {
                        on_action.emit(action);
                    }
                })
            };
            html! {
                <DeblockleBoard position={position} flipped={false} last={last.and_then(AnyMove::deblockle)}
                    hint={None} selection={state.selection} interactive={interactive}
                    before={before.and_then(|p| p.deblockle().cloned())}
                    tip_shown={state.motion == Motion::HopOnly} preview={state.preview}
                    on_preview={on_action.reform(Action::Preview)}
                    move_number={shown} on_square={on_square} on_face={on_face} />
            }
        }
    }
}
