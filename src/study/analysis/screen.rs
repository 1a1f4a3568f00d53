//! The analysis board (`#/analysis/<id>`): a kept game's tree of
//! variations beside the play screen's board, with the engine's best line.
//! The state and its reducer are in `state.rs`, its opening on a kept game
//! and its record in `kept_tree.rs`, what the panel's clicks do in
//! `panel_clicks.rs`, the engine's work on the pool in `engine.rs`; this
//! file only renders them and keeps the tree (`cubeplay.analysis.<id>`).

use std::rc::Rc;

use cubeplay_engine::tree::record::{self as tree_record, TreeError};
use cubeplay_engine::{GameKind, Player};
use yew::prelude::*;

use crate::game::reducer::Action;
use crate::i18n::labels::{player_label, result_detail, result_title};
use crate::i18n::{msg, t, use_language, Msg, Phrase};
use crate::play::board::{aspect_class, render_board};
use crate::play::panel::{picker_view, swatch};
use crate::share::dialogs::{open_address, ExportDialog, ImportDialog};
use crate::storage::keep::{self, SavedError};
use crate::storage::store::{self, browser, KeyValue};
use crate::study::analysis::engine::use_engine;
use crate::study::analysis::kept_tree::{same_setup, tree_error};
use crate::study::analysis::panel_clicks::{clicked, path_text};
use crate::study::analysis::perfect;
use crate::study::analysis::score::score_text;
use crate::study::analysis::state::{AnalysisAction, AnalysisState, MAX_LINES};
use crate::study::analysis::tree_rows::tree_rows;
use wasm_bindgen::JsCast;

impl Reducible for AnalysisState {
    type Action = AnalysisAction;

    fn reduce(self: Rc<Self>, action: AnalysisAction) -> Rc<Self> {
        let mut state = (*self).clone();
        state.apply(action);
        Rc::new(state)
    }
}

/// localStorage key of how many lines the engine shows, on every board.
const LINES_KEY: &str = "cubeplay.analysis-lines";

/// An analysis board as it opens. Compared by identity: the screen
/// takes it once, so the page never compares whole trees.
#[derive(Clone)]
pub struct Opened(pub Rc<AnalysisState>);

impl PartialEq for Opened {
    fn eq(&self, other: &Opened) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Why a game's analysis board does not open.
pub enum NotOpened {
    /// No game is kept under the id.
    Missing,
    Damaged(SavedError),
}

impl NotOpened {
    /// The notice the home page shows instead, in the reader's language.
    pub fn message(&self, id: &str) -> String {
        match self {
            NotOpened::Missing => msg::game_missing(id),
            NotOpened::Damaged(reason) => msg::game_damaged(reason.message().as_str()),
        }
    }
}

/// The `analysis` part's view: the analysis board of the address's kept
/// game, or the home page saying why not.
pub fn analysis_screen(input: &crate::parts::ScreenInput) -> Html {
    let crate::app::route::Route::Analysis(id) = &input.route else {
        return html! {};
    };
    crate::storage::store::browser::migrate_once();
    match open(id) {
        Ok(opened) => html! {
            <AnalysisScreen key={input.hash.to_string()} opened={opened}
                on_home={input.on_home.clone()} toolbar={input.toolbar()} />
        },
        Err(why) => input.home_instead(why.message(id), "missing-game"),
    }
}

/// The analysis board of the kept game `id`, or why not.
pub fn open(id: &str) -> Result<Opened, NotOpened> {
    if !store::valid_id(id) {
        return Err(NotOpened::Missing);
    }
    let saved = browser::load(id)
        .map_err(NotOpened::Damaged)?
        .ok_or(NotOpened::Missing)?;
    let kept = browser::local().and_then(|local| local.get(&store::analysis_key(id)));
    let mut state = AnalysisState::open(&saved, kept.as_deref()).map_err(NotOpened::Damaged)?;
    let chosen = browser::local().and_then(|local| local.get(LINES_KEY));
    if let Some(lines) = chosen.and_then(|text| text.parse().ok()) {
        state.apply(AnalysisAction::Lines(lines));
    }
    Ok(Opened(Rc::new(state)))
}

/// Reads an imported record with variations: the same game's replaces
/// the tree here; another game is kept with its tree and opened.
fn import(state: &UseReducerHandle<AnalysisState>, text: &str) -> Result<(), TreeError> {
    let (headers, tree) = tree_record::read(text)?;
    if same_setup(&headers, &state.headers) {
        state.dispatch(AnalysisAction::Replace(tree));
        return Ok(());
    }
    let main = tree_record::main_record(&tree, &headers);
    let (_, saved) = keep::adopt(&main, &browser::fresh_id(), browser::now_ms());
    let id = browser::keep_new(&saved);
    if let Some(mut local) = browser::local() {
        let _ = local.set(
            &store::analysis_key(&id),
            &tree_record::write(&tree, &headers),
        );
    }
    open_address(&format!("#/analysis/{id}"));
    Ok(())
}

#[derive(Properties, PartialEq)]
pub struct AnalysisProps {
    pub opened: Opened,
    pub on_home: Callback<Option<GameKind>>,
    #[prop_or_default]
    pub toolbar: Html,
}

#[derive(Clone, Copy, PartialEq)]
enum Dialog {
    Export,
    Import,
}

/// The element with `data-action` a click landed in.
fn clicked_control(event: &MouseEvent) -> Option<web_sys::Element> {
    let target: web_sys::Element = event.target()?.dyn_into().ok()?;
    target.closest("[data-action]").ok()?
}

#[function_component]
pub fn AnalysisScreen(props: &AnalysisProps) -> Html {
    use_language();
    crate::board::frame::use_input_modality();
    let state = use_reducer({
        let state = props.opened.0.clone();
        move || (*state).clone()
    });
    let dialog = use_state(|| None::<Dialog>);
    // "Delete from here" asks first (a slip of the finger would lose a
    // whole line): the node it was asked for.
    let asked_delete = use_state(|| None::<Vec<usize>>);
    // Perfect play first, so it has a worker of its own from the start.
    perfect::use_perfect_play(&state);
    use_engine(&state);
    {
        let state = state.clone();
        use_effect_with(state.revision, move |revision| {
            if *revision > 0 && state.keep {
                if let Some(mut local) = browser::local() {
                    let _ = local.set(&store::analysis_key(&state.id), &state.export_text());
                }
            }
        });
    }
    // One listener for every control of the panel (see `clicked`).
    let onclick = {
        let (state, dialog, asked_delete) = (state.clone(), dialog.clone(), asked_delete.clone());
        Callback::from(move |event: MouseEvent| {
            let Some(control) = clicked_control(&event) else {
                return;
            };
            let attribute = |name| control.get_attribute(name).unwrap_or_default();
            match attribute("data-action").as_str() {
                "export" => dialog.set(Some(Dialog::Export)),
                "open-import" => dialog.set(Some(Dialog::Import)),
                "delete" => asked_delete.set(Some(state.path.clone())),
                "delete-no" => asked_delete.set(None),
                "play-move" => {
                    let mv = attribute("data-move");
                    state.dispatch(AnalysisAction::Board(Action::Play(mv)));
                }
                "delete-yes" => {
                    asked_delete.set(None);
                    state.dispatch(AnalysisAction::Delete);
                }
                name => {
                    if let Some(action) = clicked(name, &attribute("data-path"), state.engine_on) {
                        state.dispatch(action);
                    }
                }
            }
        })
    };
    // The number of lines: kept for every analysis board.
    let onchange = {
        let dispatcher = state.dispatcher();
        Callback::from(move |event: Event| {
            let Some(select) = event
                .target()
                .and_then(|target| target.dyn_into::<web_sys::HtmlSelectElement>().ok())
                .filter(|select| {
                    select.get_attribute("data-setting").as_deref() == Some("engine-lines")
                })
            else {
                return;
            };
            if let Ok(lines) = select.value().parse() {
                if let Some(mut local) = browser::local() {
                    let _ = local.set(LINES_KEY, &select.value());
                }
                dispatcher.dispatch(AnalysisAction::Lines(lines));
            }
        })
    };
    let on_board = {
        let dispatcher = state.dispatcher();
        Callback::from(move |action| dispatcher.dispatch(AnalysisAction::Board(action)))
    };
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
            let read = Callback::from(move |text: String| {
                import(&state, &text).err().map(|error| {
                    Phrase::new(move || msg::import_error(tree_error(&error).as_str()))
                })
            });
            html! { <ImportDialog on_close={close} read={read} note={t(Msg::AnalysisImportNote)} /> }
        }
        None => html! {},
    };
    let home = props.on_home.reform(|_: MouseEvent| None);
    let at_start = state.path.is_empty();
    let at_end = state.tree.next(&state.path).is_none();
    let aside = !state.in_variation();
    html! {
        <div class="play-screen analysis-screen">
            <header class="topbar">
                <button class="link-button brand" onclick={home} aria-label={t(Msg::BackHome)}>{ "cubeplay" }</button>
                <span class="topbar-game">{ game.title() }{ " · " }{ t(Msg::AnalysisTitle) }</span>
                { props.toolbar.clone() }
            </header>
            <main class="play">
                <section class={classes!("board-area", aspect_class(&state.board.record))}>
                    { render_board(&state.board, &on_board) }
                </section>
                <aside class="side-panel analysis-panel" {onclick} {onchange}>
                    { status(&state) }
                    { for picker_view(&state.board, &on_board) }
                    { crate::play::turn_panel::panel_extras(&state.board, &on_board) }
                    if let Some(notice) = &state.notice {
                        <p class="notice error" role="alert" data-kind="analysis-notice">{ notice.text() }</p>
                    }
                    { engine_box(&state) }
                    { perfect::perfect_box(&state) }
                    <section class="moves-section">
                        <h2>{ t(Msg::AnalysisMoves) }</h2>
                        <div class="replay-controls replay-symbols" role="group" aria-label={t(Msg::Replay)}>
                            { buttons(&[
                                ("replay-start", t(Msg::ReplayStart), "⇤", at_start),
                                ("replay-back", t(Msg::ReplayBack), "◀", at_start),
                                ("replay-forward", t(Msg::ReplayForward), "▶", at_end),
                                ("replay-end", t(Msg::ReplayEnd), "⇥", at_end),
                                ("flip", t(Msg::Flip), "⇅", false),
                            ]) }
                        </div>
                        { tree_list(&state) }
                        <div class="button-row tree-actions">
                            { buttons(&[
                                ("promote", t(Msg::AnalysisPromote), "", aside),
                                ("main-line", t(Msg::AnalysisMainLine), "", aside),
                                ("delete", t(Msg::AnalysisDelete), "", at_start),
                            ]) }
                        </div>
                        if asked_delete.as_ref() == Some(&state.path) && !at_start {
                            <div class="resign-confirm" role="group" data-kind="delete-confirm">
                                <p>{ msg::analysis_delete_ask(state.moves_from_here()) }</p>
                                <div class="button-row">
                                    <button class="danger" data-action="delete-yes">{ t(Msg::AnalysisDeleteYes) }</button>
                                    <button data-action="delete-no">{ t(Msg::AnalysisDeleteNo) }</button>
                                </div>
                            </div>
                        }
                    </section>
                    <div class="keep-controls">
                        { buttons(&[("export", t(Msg::Export), "", false), ("open-import", t(Msg::Import), "", false)]) }
                        <a class="button-link" href={format!("#/game/{}", state.id)} data-action="back-to-game">{ t(Msg::AnalysisBack) }</a>
                    </div>
                </aside>
            </main>
            <div class="play-dialogs">{ dialog_view }</div>
        </div>
    }
}

/// Buttons for the panel's listener: (action, label, symbol shown in place
/// of the label, disabled).
fn buttons(controls: &[(&'static str, String, &'static str, bool)]) -> Html {
    controls
        .iter()
        .map(|(name, label, symbol, disabled)| {
            let text = if symbol.is_empty() {
                label.clone()
            } else {
                symbol.to_string()
            };
            html! { <button data-action={*name} disabled={*disabled} aria-label={label.clone()}>{ text }</button> }
        })
        .collect()
}

/// Whose move it is on the board, or how the game ended there.
fn status(state: &AnalysisState) -> Html {
    let game = state.game();
    let to_move = state.board.record.to_move();
    let (text, over) = match state.board.record.result() {
        Some(result) => {
            let detail = result_detail(game, &result);
            (format!("{} — {detail}", result_title(game, &result)), true)
        }
        None => {
            let name = player_label(game, to_move);
            (msg::status_to_move(name.as_str()), false)
        }
    };
    html! {
        <p class="status" data-state={if over { "over" } else { "turn" }}>
            { for (!over).then(|| swatch(game, to_move)) }
            <span class="status-text">{ text }</span>
        </p>
    }
}

fn engine_box(state: &AnalysisState) -> Html {
    let on = state.engine_on;
    let best = state.engine.first();
    // Over on the board: nothing to search, the result instead.
    let over = state.board.record.result();
    // What the numbers mean, under a score in numbers (not a proven win).
    let unit = best
        .filter(|line| on && over.is_none() && line.depth > 0 && line.mate_in.is_none())
        .filter(|_| perfect::proven_words(state).is_none())
        .map(|_| {
            t(match state.game() {
                GameKind::Cephalopod => Msg::AnalysisUnitCephalopod,
                GameKind::Deblockle => Msg::AnalysisUnitDeblockle,
            })
        });
    let to_move = state.board.record.to_move();
    let (kind, headline, detail, line) = match (best, on) {
        (_, false) => (
            "off",
            t(Msg::AnalysisEngineOff),
            String::new(),
            String::new(),
        ),
        (_, true) if over.is_some() => {
            let title = over.map(|result| result_title(state.game(), &result));
            (
                "over",
                title.unwrap_or_default(),
                String::new(),
                String::new(),
            )
        }
        (None, true) => (
            "thinking",
            t(Msg::AnalysisEngineWaiting),
            String::new(),
            String::new(),
        ),
        // Proven by the solver: the proven value leads, and the engine's
        // score is named as its estimate.
        (Some(line), true) if perfect::proven_words(state).is_some() => (
            "line",
            perfect::proven_words(state).unwrap_or_default(),
            format!(
                "{} · {}",
                msg::analysis_engine_estimate(score_text(state.game(), to_move, line).as_str()),
                msg::analysis_depth(line.depth)
            ),
            msg::analysis_best_line(line.pv.as_str()),
        ),
        (Some(line), true) => (
            "line",
            score_text(state.game(), to_move, line),
            msg::analysis_depth(line.depth),
            msg::analysis_best_line(line.pv.as_str()),
        ),
    };
    let depth = best.map(|line| line.depth.to_string());
    // The next best moves, each with its score and line.
    let others = state
        .engine
        .iter()
        .skip(1)
        .filter(|_| on && over.is_none())
        .map(|line| {
            html! {
                <li data-move={line.best_move.clone()} data-depth={line.depth.to_string()}>
                    <strong>{ score_text(state.game(), to_move, line) }</strong>{ " " }
                    <span class="muted">{ msg::analysis_depth(line.depth) }</span>{ " " }
                    <span class="engine-line">{ line.pv.clone() }</span>
                </li>
            }
        });
    let lines_choice = (1..=MAX_LINES).map(|count| {
        html! { <option value={count.to_string()} selected={count == state.lines}>{ count }</option> }
    });
    html! {
        <section class="engine-box" data-state={kind} data-depth={depth}
                 data-proven={perfect::proven_words(state).is_some().then_some("true")}
                 data-lines={state.engine.len().to_string()} aria-live="polite">
            <div class="engine-settings">
                <label class="toggle">
                    <input type="checkbox" data-action="engine" data-setting="engine" checked={on} />
                    <span>{ t(Msg::AnalysisEngine) }</span>
                </label>
                <label class="engine-lines-setting">
                    <span>{ t(Msg::AnalysisLines) }</span>
                    <select data-setting="engine-lines">{ for lines_choice }</select>
                </label>
            </div>
            <p><strong data-kind="engine-score">{ headline }</strong>{ " " }<span class="muted">{ detail }</span></p>
            { for unit.map(|unit| html! { <p class="engine-unit muted" data-kind="engine-unit">{ unit }</p> }) }
            <p class="engine-line" data-kind="engine-line" data-move={best.map(|line| line.best_move.clone())}>{ line }</p>
            <ol class="engine-more" data-kind="engine-more" start="2">{ for others }</ol>
        </section>
    }
}

/// The tree as rows of moves, each a button that puts its position on the board.
fn tree_list(state: &AnalysisState) -> Html {
    if state.tree.is_empty() {
        return html! { <p class="muted">{ t(Msg::AnalysisNoMoves) }</p> };
    }
    let game = state.game();
    let rows = tree_rows(&state.tree).into_iter().map(|row| {
        let moves = row.moves.into_iter().map(|mv| {
            let current = mv.path == state.path;
            let ply = mv.path.len();
            let label = msg::move_label(ply, mv.notation.as_str());
            // Each player's moves in a column of their own, as in the play screen's list.
            let side = if mv.mover == Player::First { "first" } else { "second" };
            html! {
                <button class={classes!("move", current.then_some("shown"))} data-action="go" data-path={path_text(&mv.path)} data-player={side}
                        data-move={mv.notation.clone()} aria-label={label} aria-current={current.then_some("step")}>
                    <span class="ply">{ ply }</span>{ swatch(game, mv.mover) }
                    <span class="notation">{ mv.notation }</span>
                </button>
            }
        });
        html! { <li class="tree-row" data-depth={row.depth.min(4).to_string()}>{ for moves }</li> }
    });
    html! { <ol class="tree-list">{ for rows }</ol> }
}
