//! The lesson screens: `#/learn/<game>` lists the game's lessons with the
//! steps done, `#/learn/<game>/<lesson>` runs one. The board is the play
//! screen's, on a friendly game of the step's position; a finished move is
//! judged by `lessons::judge` instead of being played.

use cubeplay_engine::{AnyMove, AnyPosition, GameKind};
use yew::prelude::*;

use super::board_cephalopod::CephalopodBoard;
use super::board_deblockle::DeblockleBoard;
use super::clicks;
use super::config::{GameConfig, Opponent};
use super::intent::Note;
use super::lessons::{self, judge, lessons, step_key, Lesson, Reason, Verdict};
use super::play_board::{aspect_class, picker_of};
use super::play_state::{Action, Motion, PlayState};
use crate::i18n::{t, t_with, use_language};

#[derive(Properties, PartialEq)]
pub struct LearnProps {
    pub game: GameKind,
    /// The lesson's key; none for the list.
    pub lesson: Option<String>,
}

fn lesson_title(game: GameKind, lesson: &Lesson) -> String {
    t(&format!(
        "lessons-{}-{}",
        &step_key(game, lesson, 0)[..1],
        lesson.key
    ))
}

/// The list, or the lesson named (an unknown one shows the list).
#[function_component]
pub fn LearnScreen(props: &LearnProps) -> Html {
    use_language();
    let game = props.game;
    let found = props
        .lesson
        .as_deref()
        .and_then(|key| lessons(game).iter().position(|lesson| lesson.key == key));
    match found {
        Some(index) => html! { <LessonRun key={format!("{}-{index}", game.name())} game={game} index={index} /> },
        None => lesson_list(game),
    }
}

fn lesson_list(game: GameKind) -> Html {
    let done = lessons::browser::load();
    let items = lessons(game).iter().map(|lesson| {
        let count = lessons::steps_done(game, lesson, &done);
        let total = lesson.steps.len();
        html! {
            <li class={classes!("lesson-item", (count == total).then_some("lesson-done"))}
                data-lesson={lesson.key} data-done={count.to_string()}>
                <a href={format!("#/learn/{}/{}", game.name(), lesson.key)}>{ lesson_title(game, lesson) }</a>
                <span class="lesson-progress">{ t_with("lessons-progress", &[("done", count.into()), ("total", total.into())]) }</span>
            </li>
        }
    });
    html! {
        <main class="rules-main learn-main">
            <article class="rules learn-list">
                <h1>{ t_with("lessons-heading", &[("game", game.title().into())]) }</h1>
                <p>{ t("lessons-intro") }</p>
                <ol class="lesson-list">{ for items }</ol>
                { learn_links(game, false) }
            </article>
        </main>
    }
}

/// Links to this game's puzzles and its lessons (on the rules page) or
/// its rules (on the lessons' list).
pub fn learn_links(game: GameKind, on_rules: bool) -> Html {
    let name = game.name();
    html! {
        <p class="learn-links">
            if on_rules {
                <a href={format!("#/learn/{name}")} data-entry="learn">{ t("lessons-link") }</a>
            }
            <a href={format!("#/puzzles/{name}")} data-entry="puzzles">{ t("lessons-puzzles-link") }</a>
            if !on_rules {
                <a href={format!("#/rules/{name}")} data-entry="rules">{ t("lessons-rules-link") }</a>
            }
        </p>
    }
}

#[derive(Clone, PartialEq)]
enum Said {
    Nothing,
    Wrong(Reason),
    Right,
}

#[derive(Clone, PartialEq)]
struct Run {
    step: usize,
    board: PlayState,
    said: Said,
}

fn fresh_board(game: GameKind, position: &str) -> PlayState {
    let mut config = GameConfig::new(game);
    config.opponent = Opponent::Friend;
    config.position = Some(position.to_string());
    PlayState::new(config, 1)
}

#[derive(Properties, PartialEq)]
struct RunProps {
    game: GameKind,
    index: usize,
}

#[function_component]
fn LessonRun(props: &RunProps) -> Html {
    let game = props.game;
    let lesson = &lessons(game)[props.index];
    let start = move |step: usize| Run {
        step,
        board: fresh_board(game, lesson.steps[step].position),
        said: Said::Nothing,
    };
    let run = use_state(|| {
        let done = lessons::browser::load();
        let first = (0..lesson.steps.len())
            .find(|&index| !done.contains(&step_key(game, lesson, index)))
            .unwrap_or(0);
        start(first)
    });
    let step = &lesson.steps[run.step];
    let key = step_key(game, lesson, run.step);
    // A finished move is judged: the right one is played and shown, a
    // wrong one leaves the step's position as it was and says why.
    let attempt = {
        let run = run.clone();
        let key = key.clone();
        Callback::from(move |text: String| {
            let mut next = (*run).clone();
            match judge(game, &lesson.steps[run.step], &text) {
                Verdict::Advance => {
                    next.board.apply(Action::Play(text));
                    next.said = Said::Right;
                    lessons::browser::mark_done(&key);
                }
                Verdict::Explain(reason) => {
                    next.board = fresh_board(game, lesson.steps[run.step].position);
                    next.said = Said::Wrong(reason);
                }
            }
            run.set(next);
        })
    };
    let apply = {
        let run = run.clone();
        Callback::from(move |action: Action| {
            let mut next = (*run).clone();
            next.board.apply(action);
            run.set(next);
        })
    };
    let on_action = {
        let attempt = attempt.clone();
        let apply = apply.clone();
        Callback::from(move |action: Action| match action {
            Action::Play(text) => attempt.emit(text),
            other => apply.emit(other),
        })
    };
    let board = render_board(&run.board, run.said != Said::Right, &on_action, &attempt);
    let last = run.step + 1 == lesson.steps.len();
    let go = |step: usize| {
        let run = run.clone();
        Callback::from(move |_: MouseEvent| run.set(start(step)))
    };
    let said = match &run.said {
        Said::Nothing => html! {},
        Said::Wrong(reason) => html! {
            <p class="lesson-said notice error" data-said="wrong" data-reason={reason.id}>{ reason.text() }</p>
        },
        Said::Right => html! {
            <p class="lesson-said notice" data-said="right">{ t(&format!("lessons-{key}-ok")) }</p>
        },
    };
    let next = match (&run.said, last) {
        (Said::Right, false) => html! {
            <button class="primary" data-action="next-step" onclick={go(run.step + 1)}>{ t("lessons-next-step") }</button>
        },
        (Said::Right, true) => {
            let after = lessons(game).get(props.index + 1);
            let href = match after {
                Some(next) => format!("#/learn/{}/{}", game.name(), next.key),
                None => format!("#/learn/{}", game.name()),
            };
            let label = if after.is_some() {
                "lessons-next-lesson"
            } else {
                "lessons-all-done"
            };
            html! { <a class="button primary" data-action="next-lesson" href={href}>{ t(label) }</a> }
        }
        _ => html! {},
    };
    let done = lessons::browser::load();
    let dots = (0..lesson.steps.len()).map(|index| {
        let done = done.contains(&step_key(game, lesson, index));
        html! {
            <li><button class={classes!("lesson-dot", done.then_some("done"))} onclick={go(index)}
                aria-current={(index == run.step).then_some("step")}
                aria-label={t_with("lessons-step-of", &[("step", (index + 1).into()), ("total", lesson.steps.len().into())])}>
                { (index + 1).to_string() }</button></li>
        }
    });
    let prompt =
        super::deblockle_turn::status_prompt(&run.board).filter(|_| run.said != Said::Right);
    let picker = super::panel::picker_view(&run.board, &on_action);
    html! {
        <main class="play lesson" data-lesson={lesson.key} data-step={(run.step + 1).to_string()}
              data-steps={lesson.steps.len().to_string()} data-intended={step.intended}>
            <section class={classes!("board-area", aspect_class(&run.board.record))}>
                { board }
            </section>
            <section class="side-panel lesson-panel">
                <p class="lesson-crumbs"><a href={format!("#/learn/{}", game.name())}>{ t_with("lessons-heading", &[("game", game.title().into())]) }</a></p>
                <h1 class="lesson-title">{ lesson_title(game, lesson) }</h1>
                <ol class="lesson-dots">{ for dots }</ol>
                <p class="lesson-instruction">{ t(&format!("lessons-{key}")) }</p>
                { said }
                if let Some(prompt) = prompt {
                    <p class="lesson-prompt">{ prompt }</p>
                }
                { for picker }
                <div class="button-row">
                    { next }
                    <button data-action="restart-step" onclick={go(run.step)}>{ t("lessons-again") }</button>
                </div>
            </section>
        </main>
    }
}

/// The step's board; its clicks become board actions or attempts.
fn render_board(
    state: &PlayState,
    interactive: bool,
    on_action: &Callback<Action>,
    attempt: &Callback<String>,
) -> Html {
    let shown = state.shown_index();
    let last = state.record.line.move_into(shown);
    let before = (state.motion != Motion::Still && shown > 0)
        .then(|| state.record.position(shown - 1).clone());
    match state.record.current().clone() {
        AnyPosition::Cephalopod(position) => {
            let on_square = {
                let state = state.clone();
                let on_action = on_action.clone();
                let attempt = attempt.clone();
                let position = position.clone();
                Callback::from(
                    move |square| match clicks::cephalopod_square(&state, square) {
                        _ if !interactive => {}
                        Some(action) => on_action.emit(action),
                        // An occupied square: said why it cannot take a die.
                        None if state.picker.is_none() && position.die_at(square).is_some() => {
                            attempt.emit(square.to_string())
                        }
                        None => {}
                    },
                )
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
                let attempt = attempt.clone();
                let position = position.clone();
                Callback::from(move |square| {
                    if !interactive {
                        return;
                    }
                    let selection = state.selection;
                    match (clicks::deblockle_square(&state, square, false), selection) {
                        // A tip the rules refuse, a square the hop cannot
                        // reach, a square the block is not next to: tried,
                        // so that the lesson says why.
                        (Some(Action::Note(Some(Note::Refused(..)))), Some(s)) => {
                            attempt.emit(format!("{}-{square}", s.from))
                        }
                        (Some(Action::Select(None)), Some(s))
                            if position.block_at(square).is_none() =>
                        {
                            match s.tip.and_then(|direction| s.from.step(direction)) {
                                Some(tip) => attempt.emit(format!("{}-{tip}:{square}", s.from)),
                                None => attempt.emit(format!("{}-{square}", s.from)),
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
