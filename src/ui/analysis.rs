//! The analysis board (`#/analysis/<id>`): a kept game's tree of
//! variations beside the play screen's board, with the engine's best line.
//! The state and its reducer are in `analysis_state`; this file only
//! renders them and keeps the tree (`cubeplay.analysis.<id>`).

use std::rc::Rc;

use cubeplay_engine::tree::record as tree_record;
use cubeplay_engine::GameKind;
use yew::prelude::*;

use super::analysis_state::{
    same_setup, score_text, tree_error, tree_rows, AnalysisAction, AnalysisState,
};
use super::keep;
use super::labels::{player_label, result_detail, result_title};
use super::panel::{picker_view, swatch};
use super::play_board::{aspect_class, render_board};
use super::play_state::Action;
use super::share::{open_address, ExportDialog, ImportDialog};
use super::store::{self, browser, KeyValue};
use crate::ai_client::AiClient;
use crate::i18n::{t, t_with, use_language};
use crate::protocol::WorkerResponse;

impl Reducible for AnalysisState {
    type Action = AnalysisAction;

    fn reduce(self: Rc<Self>, action: AnalysisAction) -> Rc<Self> {
        let mut state = (*self).clone();
        state.apply(action);
        Rc::new(state)
    }
}

/// Where the tree of game `id` is kept.
fn tree_key(id: &str) -> String {
    format!("cubeplay.analysis.{id}")
}

/// The analysis board of the kept game `id`, or the notice the home page
/// shows instead (no such game, or it cannot be read).
pub fn open(id: &str) -> Result<AnalysisState, String> {
    let missing = || t_with("game-missing", &[("id", id.into())]);
    let damaged = |reason: String| t_with("game-damaged", &[("reason", reason.as_str().into())]);
    if !store::valid_id(id) {
        return Err(missing());
    }
    let saved = browser::load(id).map_err(damaged)?.ok_or_else(missing)?;
    let kept = browser::local().and_then(|local| local.get(&tree_key(id)));
    AnalysisState::open(&saved, kept.as_deref()).map_err(damaged)
}

/// Reads an imported record with variations: the same game's replaces
/// the tree here; another game is kept with its tree and opened.
fn import(state: &UseReducerHandle<AnalysisState>, text: &str) -> Result<(), String> {
    let (headers, tree) = tree_record::read(text).map_err(|error| {
        t_with(
            "import-error",
            &[("reason", tree_error(&error).as_str().into())],
        )
    })?;
    if same_setup(&headers, &state.headers) {
        state.dispatch(AnalysisAction::Replace(tree));
        return Ok(());
    }
    let main = tree_record::main_record(&tree, &headers);
    let (_, saved) = keep::adopt(&main, &browser::fresh_id(), browser::now_ms());
    let id = browser::keep_new(&saved);
    if let Some(mut local) = browser::local() {
        let _ = local.set(&tree_key(&id), &tree_record::write(&tree, &headers));
    }
    open_address(&format!("#/analysis/{id}"));
    Ok(())
}

/// Asks the worker for the live line whenever the position or the switch
/// changes; the worker starts with the engine's first use and ends with
/// the screen.
#[hook]
fn use_engine(state: &UseReducerHandle<AnalysisState>) {
    let client = use_mut_ref(|| None::<AiClient>);
    let asked = use_mut_ref(String::new);
    let request = state.engine_request();
    let dispatcher = state.dispatcher();
    use_effect_with(request, move |request| {
        let mut held = client.borrow_mut();
        match request {
            Some(request) => {
                let client = held.get_or_insert_with(|| {
                    let asked = asked.clone();
                    AiClient::spawn(move |answer| {
                        if let WorkerResponse::Analysis(line) = answer {
                            let position = asked.borrow().clone();
                            dispatcher.dispatch(AnalysisAction::Line { position, line });
                        }
                    })
                });
                asked.borrow_mut().clone_from(&request.position);
                client.analyse(request.clone());
            }
            None => {
                if let Some(client) = held.as_ref() {
                    client.cancel();
                }
            }
        }
    });
}

#[derive(Properties, PartialEq)]
pub struct AnalysisProps {
    pub state: AnalysisState,
    pub on_home: Callback<Option<GameKind>>,
    #[prop_or_default]
    pub toolbar: Html,
}

#[derive(Clone, Copy, PartialEq)]
enum Dialog {
    Export,
    Import,
}

#[function_component]
pub fn AnalysisScreen(props: &AnalysisProps) -> Html {
    use_language();
    super::board::use_input_modality();
    let state = use_reducer({
        let state = props.state.clone();
        move || state
    });
    let dialog = use_state(|| None::<Dialog>);
    use_engine(&state);
    {
        let state = state.clone();
        use_effect_with(state.revision, move |revision| {
            if *revision > 0 && state.keep {
                if let Some(mut local) = browser::local() {
                    let _ = local.set(&tree_key(&state.id), &state.export_text());
                }
            }
        });
    }
    let on_action = {
        let dispatcher = state.dispatcher();
        use_callback((), move |action: AnalysisAction, _| {
            dispatcher.dispatch(action)
        })
    };
    let on_board = on_action.reform(AnalysisAction::Board);
    let game = state.game();
    let close = {
        let dialog = dialog.clone();
        Callback::from(move |()| dialog.set(None))
    };
    let dialog_view = match *dialog {
        Some(Dialog::Export) => html! {
            <ExportDialog record_text={state.export_text()} on_close={close}
                file_name={format!("cubeplay-{}-analysis-{}.txt", game.name(), browser::today())} />
        },
        Some(Dialog::Import) => {
            let state = state.clone();
            let read = Callback::from(move |text: String| import(&state, &text).err());
            html! { <ImportDialog on_close={close} read={read} note={t("analysis-import-note")} /> }
        }
        None => html! {},
    };
    let open_dialog = |which: Dialog| {
        let dialog = dialog.clone();
        Callback::from(move |_: MouseEvent| dialog.set(Some(which)))
    };
    let home = props.on_home.reform(|_: MouseEvent| None);
    html! {
        <div class="play-screen analysis-screen">
            <header class="topbar">
                <button class="link-button brand" onclick={home} aria-label={t("back-home")}>{ "cubeplay" }</button>
                <span class="topbar-game">{ game.title() }{ " · " }{ t("analysis-title") }</span>
                { props.toolbar.clone() }
            </header>
            <main class="play">
                <section class={classes!("board-area", aspect_class(&state.board.record))}>
                    { render_board(&state.board, &on_board) }
                </section>
                <aside class="side-panel analysis-panel">
                    { status(&state) }
                    { for picker_view(&state.board, &on_board) }
                    { super::deblockle_turn::panel_extras(&state.board, &on_board) }
                    if let Some(notice) = &state.notice {
                        <p class="notice error" role="alert" data-kind="analysis-notice">{ notice.clone() }</p>
                    }
                    { engine_box(&state, &on_action) }
                    { tree_list(&state, &on_action) }
                    <div class="keep-controls">
                        <button onclick={open_dialog(Dialog::Export)} data-action="export">{ t("export") }</button>
                        <button onclick={open_dialog(Dialog::Import)} data-action="open-import">{ t("import") }</button>
                        <a class="button-link" href={format!("#/game/{}", state.id)} data-action="back-to-game">{ t("analysis-back") }</a>
                    </div>
                </aside>
            </main>
            <div class="play-dialogs">{ dialog_view }</div>
        </div>
    }
}

/// Whose move it is on the board, or how the game ended there.
fn status(state: &AnalysisState) -> Html {
    let game = state.game();
    match state.board.record.result() {
        Some(result) => html! {
            <p class="status status-over" data-state="over">{ result_title(game, &result) }{ " — " }{ result_detail(game, &result) }</p>
        },
        None => {
            let to_move = state.board.record.to_move();
            let name = player_label(game, to_move);
            html! {
                <p class="status" data-state="turn">
                    { swatch(game, to_move) }
                    <span class="status-text">{ t_with("status-to-move", &[("player", name.as_str().into())]) }</span>
                </p>
            }
        }
    }
}

fn engine_box(state: &AnalysisState, on_action: &Callback<AnalysisAction>) -> Html {
    let on = state.engine_on;
    let toggle = on_action.reform(move |_: Event| AnalysisAction::Engine(!on));
    let body = match (&state.engine, on) {
        (_, false) => html! { <p class="muted">{ t("analysis-engine-off") }</p> },
        (None, true) => {
            html! { <p class="muted" role="status">{ t("analysis-engine-waiting") }</p> }
        }
        (Some(line), true) => html! {
            <>
                <p class="engine-score">
                    <strong data-kind="engine-score">{ score_text(state.game(), state.board.record.to_move(), line) }</strong>
                    <span class="muted" data-kind="engine-depth" data-depth={line.depth.to_string()}>{ t_with("analysis-depth", &[("depth", line.depth.into())]) }</span>
                </p>
                <p class="engine-line">{ t("analysis-best-line") }{ ": " }<span class="notation" data-kind="engine-line">{ line.pv.clone() }</span></p>
            </>
        },
    };
    let state_name = match (&state.engine, on) {
        (_, false) => "off",
        (None, true) => "thinking",
        (Some(_), true) => "line",
    };
    html! {
        <section class="engine-box" data-state={state_name} aria-live="polite">
            <label class="toggle">
                <input type="checkbox" data-setting="engine" checked={on} onchange={toggle} />
                <span>{ t("analysis-engine") }</span>
            </label>
            { body }
        </section>
    }
}

/// The tree as rows of moves, each a button that puts its position on the
/// board, with the replay buttons and the edits of the node shown.
fn tree_list(state: &AnalysisState, on_action: &Callback<AnalysisAction>) -> Html {
    let game = state.game();
    let rows = tree_rows(&state.tree).into_iter().map(|row| {
        let moves = row.moves.into_iter().map(|mv| {
            let current = mv.path == state.path;
            let path_text = mv.path.iter().map(ToString::to_string).collect::<Vec<_>>().join(".");
            let ply = mv.path.len();
            let label = t_with("move-label", &[("number", ply.into()), ("move", mv.notation.as_str().into())]);
            let path = mv.path;
            html! {
                <button class={classes!("move", current.then_some("shown"))} data-path={path_text}
                        data-move={mv.notation.clone()} aria-label={label} aria-current={current.then_some("step")}
                        onclick={on_action.reform(move |_: MouseEvent| AnalysisAction::Go(path.clone()))}>
                    <span class="ply">{ ply }</span>{ " " }{ swatch(game, mv.mover) }
                    <span class="notation">{ mv.notation }</span>
                </button>
            }
        });
        html! { <li class="tree-row" data-depth={row.depth.min(4).to_string()}>{ for moves }</li> }
    });
    let at_start = state.path.is_empty();
    let at_end = state.tree.next(&state.path).is_none();
    let step = |delta: i32| on_action.reform(move |_: MouseEvent| AnalysisAction::Step(delta));
    let edit = |make: fn() -> AnalysisAction| on_action.reform(move |_: MouseEvent| make());
    html! {
        <section class="moves-section" aria-label={t("analysis-moves")}>
            <h2>{ t("analysis-moves") }</h2>
            <div class="replay-controls" role="group" aria-label={t("replay")}>
                <button onclick={step(-10_000)} disabled={at_start} aria-label={t("replay-start")} data-action="replay-start">{ "⇤" }</button>
                <button onclick={step(-1)} disabled={at_start} aria-label={t("replay-back")} data-action="replay-back">{ "◀" }</button>
                <button onclick={step(1)} disabled={at_end} aria-label={t("replay-forward")} data-action="replay-forward">{ "▶" }</button>
                <button onclick={step(10_000)} disabled={at_end} aria-label={t("replay-end")} data-action="replay-end">{ "⇥" }</button>
                <button onclick={on_action.reform(|_: MouseEvent| AnalysisAction::Board(Action::Flip))} aria-label={t("flip")} data-action="flip">{ "⇅" }</button>
            </div>
            if state.tree.is_empty() {
                <p class="muted">{ t("analysis-no-moves") }</p>
            } else {
                <ol class="tree-list">{ for rows }</ol>
            }
            <div class="button-row tree-actions">
                <button onclick={edit(|| AnalysisAction::Promote)} disabled={!state.in_variation()} data-action="promote">{ t("analysis-promote") }</button>
                <button onclick={edit(|| AnalysisAction::MainLine)} disabled={!state.in_variation()} data-action="main-line">{ t("analysis-main-line") }</button>
                <button onclick={edit(|| AnalysisAction::Delete)} disabled={at_start} data-action="delete">{ t("analysis-delete") }</button>
            </div>
        </section>
    }
}
