//! The side panel (whose turn, pieces left, the move list, undo/redo,
//! hint, resign, new game) and the result dialog.

use cubeplay_engine::{Outcome, Player};
use yew::prelude::*;

use crate::game::clicks::picked_move;
use crate::game::config::{Opponent, DEMO_SPEEDS};
use crate::game::line::GameResult;
use crate::game::reducer::Action;
use crate::game::state::PlayState;
use crate::i18n::labels::{level_name, player_label, result_detail, result_for};
use crate::i18n::{msg, t, use_language, Msg};
use crate::play::resign::ResignConfirm;
use crate::play::review_panel::review_view;
use crate::play::review_results::{class_label, class_mark};
use crate::share::dialogs::KeepDialog;
use cubeplay_engine::GameKind;

#[derive(Properties, PartialEq)]
pub struct SidePanelProps {
    pub state: PlayState,
    pub on_action: Callback<Action>,
    pub on_hint: Callback<()>,
    /// Starts (true) or cancels (false) the computer's review.
    pub on_review: Callback<bool>,
    pub on_rematch: Callback<()>,
    pub on_new_game: Callback<()>,
    /// Opens the export, import, share or embed dialog.
    pub on_keep: Callback<KeepDialog>,
}

pub fn swatch(game: GameKind, player: Player) -> Html {
    let class = match (game, player) {
        (GameKind::Cephalopod, Player::First) => "swatch swatch-white",
        (GameKind::Cephalopod, Player::Second) => "swatch swatch-black",
        (GameKind::Deblockle, Player::First) => "swatch swatch-gold",
        (GameKind::Deblockle, Player::Second) => "swatch swatch-blue",
    };
    html! { <span class={class} aria-hidden="true"></span> }
}

/// The Cephalopod capture picker: the options, the sum so far, confirm.
pub fn picker_view(state: &PlayState, on_action: &Callback<Action>) -> Option<Html> {
    state.picker.as_ref().map(|(target, selected)| {
        let chosen = picked_move(state);
        let position = state.record.current().cephalopod();
        let sum: u32 = selected
            .iter()
            .filter_map(|&s| position?.die_at(s))
            .map(|d| u32::from(d.pips))
            .sum();
        let options: Vec<String> = position
            .map(|position| position.capture_moves_at(*target))
            .unwrap_or_default()
            .iter()
            .map(ToString::to_string)
            .collect();
        let confirm = {
            let on_action = on_action.clone();
            let text = chosen.map(|mv| mv.to_string());
            Callback::from(move |_: MouseEvent| {
                if let Some(text) = &text {
                    on_action.emit(Action::Play(text.clone()));
                }
            })
        };
        // A greyed-out Capture says why.
        let reason = match chosen {
            Some(_) => None,
            None if selected.len() < 2 => Some(("need-two", t(Msg::PickerNeedTwo))),
            None if sum > 6 => Some(("over-six", t(Msg::PickerOverSix))),
            None => None,
        };
        html! {
            <div class="picker" data-target={target.to_string()} data-options={options.join(" ")}>
                <p>{ msg::picker_help(target.to_string().as_str()) }</p>
                <p class="picker-sum" data-sum={sum.to_string()}>{ msg::picker_sum(sum) }</p>
                if let Some((kind, text)) = &reason {
                    <p class="picker-reason" id="picker-reason" data-reason={*kind}>{ text.clone() }</p>
                }
                <div class="button-row">
                    <button class="primary" disabled={chosen.is_none()} onclick={confirm}
                            aria-describedby={reason.is_some().then_some("picker-reason")}>{ t(Msg::PickerConfirm) }</button>
                    <button onclick={on_action.reform(|_: MouseEvent| Action::Picker(None))}>{ t(Msg::PickerCancel) }</button>
                </div>
            </div>
        }
    })
}

#[function_component]
pub fn SidePanel(props: &SidePanelProps) -> Html {
    use_language();
    let state = &props.state;
    let game = state.config.game;
    let confirming = use_state(|| false);
    // Keep the newest move in sight as the list grows.
    use_effect_with(state.record.move_count(), |_| {
        if let Some(list) = web_sys::window()
            .and_then(|window| window.document())
            .and_then(|document| document.query_selector(".move-list").ok().flatten())
        {
            list.set_scroll_top(list.scroll_height());
        }
    });
    let shown = state.shown_index();
    // What is said of the board follows the position on it (the one before
    // the shown move, while the review's better move is drawn there).
    let board = state.board_index();
    let to_move = state.record.to_move_at(board);
    let result = state.result();
    let thinking = state.ai_turn_key().is_some();
    let action = |make: fn() -> Action| props.on_action.reform(move |_: MouseEvent| make());

    let status = if let Some(result) = &result {
        let title = result_for(game, state.config.own_seat(), result);
        html! { <p class="status status-over" data-state="over">{ title }{ " — " }{ result_detail(game, result) }</p> }
    } else if state.setup.is_some() {
        html! { <p class="status" data-state="setup">{ t(Msg::StatusSetup) }</p> }
    } else {
        let name = player_label(game, to_move);
        // By link, the bar under the status says whose turn it is.
        let you = state.config.opponent == Opponent::Ai && !state.config.ai_plays(to_move);
        let prompt = crate::play::turn_panel::status_prompt(state);
        html! {
            <p class="status" data-state={if thinking { "thinking" } else { "turn" }} aria-live="polite">
                { swatch(game, to_move) }
                <span class="status-text">{ match prompt {
                    Some(prompt) => prompt,
                    None if you => msg::status_your_turn(name.as_str()),
                    None => msg::status_to_move(name.as_str()),
                } }</span>
                if thinking {
                    <span class="thinking" role="status">
                        <span class="thinking-dots" aria-hidden="true"><span></span><span></span><span></span></span>
                        { t(Msg::StatusThinking) }
                    </span>
                }
            </p>
        }
    };

    // Which computer plays: its level, in a word too.
    let level = state.config.ai_plays(Player::First) || state.config.ai_plays(Player::Second);
    let level = level.then(|| {
        let number = state.config.level;
        let name = level_name(number);
        html! {
            <p class="level-line muted" data-kind="level">
                { msg::level_playing(number, name.as_str()) }
            </p>
        }
    });

    let counts = state.record.counts_at(board);
    let count_text = |player: Player| {
        let (name, count) = (player_label(game, player), counts[player.index()]);
        match game {
            GameKind::Cephalopod => msg::count_dice(name.as_str(), count),
            GameKind::Deblockle => msg::count_blocks(name.as_str(), count),
        }
    };
    let count_rows = Player::BOTH.into_iter().map(|player| html! {
        <li class="count" data-player={match player { Player::First => "first", Player::Second => "second" }} data-count={counts[player.index()].to_string()}>
            { swatch(game, player) }
            <span>{ count_text(player) }</span>
        </li>
    });

    let deblockled = state.record.deblockled_at(board).map(|stuck| {
        html! {
            <p class="notice deblockled" role="status">{ msg::deblockled(player_label(game, stuck).as_str(), player_label(game, stuck.opponent()).as_str()) }</p>
        }
    });

    let picker = picker_view(state, &props.on_action);

    let moves = state.record.moves();
    let cursor = state.record.cursor();
    let marks = state
        .review
        .as_ref()
        .map(|review| review.plies.as_slice())
        .unwrap_or_default();
    let move_items = moves.iter().enumerate().map(|(i, (player, text))| {
        let index = i + 1;
        // The class is part of the move's name for screen readers.
        let mut label = msg::move_label(index, text.as_str());
        if let Some(ply) = marks.get(i) {
            label.push_str(", ");
            label.push_str(&class_label(ply.class));
        }
        let mark = marks.get(i).map(|ply| html! {
            <span class={classes!("review-mark", ply.class.name())} data-class={ply.class.name()}
                title={class_label(ply.class)}>{ class_mark(ply.class) }</span>
        });
        let class = classes!(
            "move",
            (index == shown).then_some("shown"),
            (index > cursor).then_some("undone"),
        );
        let onclick = props.on_action.reform(move |_: MouseEvent| Action::View(Some(index)));
        html! {
            <li>
                <button class={class} data-ply={index.to_string()} data-move={text.clone()} {onclick}
                        aria-label={label}>
                    <span class="ply">{ index }</span>{ " " }
                    { swatch(game, *player) }
                    <span class="notation">{ text }</span>
                    // Always one child, empty until reviewed: Yew matches
                    // a changed list of children from its end, so a child
                    // added last would redraw every child of every move.
                    { mark.unwrap_or_default() }
                </button>
            </li>
        }
    });
    let viewing = (state.view.is_some() || state.better).then_some(board).map(|index| html! {
        <div class="notice viewing">
            <span>{ if index == 0 { t(Msg::ViewingStart) } else { msg::viewing(index) } }</span>
            <button onclick={props.on_action.reform(|_: MouseEvent| Action::View(None))}>{ t(Msg::BackToGame) }</button>
        </div>
    });

    let in_turn = state.selection.is_some_and(|s| s.tip.is_some());
    let by_link = state.config.opponent == Opponent::Link;
    let can_undo = (cursor > 0 && !by_link || in_turn) && state.setup.is_none();
    let can_redo = cursor < state.record.move_count();
    let demo = (state.config.opponent == Opponent::Demo).then(|| {
        let speeds = DEMO_SPEEDS.iter().enumerate().map(|(i, (_, label))| {
            let onclick = props.on_action.reform(move |_: MouseEvent| Action::Speed(i));
            html! { <button class={classes!((i == state.demo_speed).then_some("active"))} aria-pressed={(i == state.demo_speed).to_string()} {onclick}>{ t(*label) }</button> }
        });
        let paused = state.paused;
        html! {
            <div class="demo-controls">
                <span>{ t(Msg::DemoSpeed) }</span>
                <div class="button-row">{ for speeds }</div>
                <button onclick={props.on_action.reform(move |_: MouseEvent| Action::Pause(!paused))}>
                    { if paused { t(Msg::DemoResume) } else { t(Msg::DemoPause) } }
                </button>
            </div>
        }
    });
    let error = state.error.as_ref().map(|message| {
        let retry = state.engine_lost.then(|| html! {
            <button onclick={props.on_action.reform(|_: MouseEvent| Action::Retry)} data-action="engine-retry">{ t(Msg::PartRetry) }</button>
        });
        html! {
            <div class="notice error" role="alert">
                <p>{ msg::error(message.text().as_str()) }</p>
                { for retry }
            </div>
        }
    });
    let hint_allowed = state.human_to_move();
    let keep = |kind: KeepDialog| props.on_keep.reform(move |_: MouseEvent| kind);
    let step = |delta: i32| {
        props
            .on_action
            .reform(move |_: MouseEvent| Action::Step(delta))
    };
    let last = state.record.move_count();
    // By link the resignation travels in the next link (see `remote_view`).
    let resign_allowed =
        result.is_none() && state.setup.is_none() && state.config.opponent != Opponent::Demo;
    // Resign asks first, below the buttons (nothing moves under the pointer).
    let ask_resign = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(true))
    };
    let resign_confirm = (*confirming && resign_allowed).then(|| {
        let on_yes = {
            let confirming = confirming.clone();
            props.on_action.reform(move |()| {
                confirming.set(false);
                Action::Resign
            })
        };
        let confirming = confirming.clone();
        let on_no = Callback::from(move |()| confirming.set(false));
        html! { <ResignConfirm on_yes={on_yes} on_no={on_no} /> }
    });

    html! {
        <aside class="side-panel">
            { status }
            { for level }
            if state.config.opponent == Opponent::Link {
                { crate::share::remote_view::remote_bar(state) }
            }
            { crate::play::turn_panel::panel_extras(state, &props.on_action) }
            { crate::play::turn_panel::hidden_faces(state) }
            if state.setup.is_none() {
                <ul class="counts">{ for count_rows }</ul>
            }
            { for deblockled }
            { for picker }
            { for viewing }
            { for error }
            { for crate::play::turn_panel::hint_sentence(state) }
            { for demo }
            <div class="controls">
                <button onclick={action(|| Action::Undo)} disabled={!can_undo} aria-label={t(Msg::Undo)} data-action="undo">{ "↶ " }{ t(Msg::Undo) }</button>
                <button onclick={action(|| Action::Redo)} disabled={!can_redo} aria-label={t(Msg::Redo)} data-action="redo">{ t(Msg::Redo) }{ " ↷" }</button>
                <button onclick={action(|| Action::Flip)} aria-label={t(Msg::Flip)} data-action="flip">{ "⇅ " }{ t(Msg::Flip) }</button>
                if state.config.hints_allowed() {
                    <button onclick={props.on_hint.reform(|_: MouseEvent| ())} disabled={!hint_allowed || state.hint_pending}
                            aria-label={t(Msg::Hint)} data-action="hint">{ if state.hint_pending { t(Msg::HintThinking) } else { t(Msg::Hint) } }</button>
                }
                // Nobody to resign for when the computer plays itself.
                if state.config.opponent != Opponent::Demo {
                    <button onclick={ask_resign} disabled={!resign_allowed}
                            aria-label={t(Msg::Resign)} aria-expanded={(*confirming && resign_allowed).to_string()} data-action="resign">{ t(Msg::Resign) }</button>
                }
                <button onclick={props.on_new_game.reform(|_: MouseEvent| ())} aria-label={t(Msg::NewGame)} data-action="new-game">{ t(Msg::NewGame) }</button>
                if result.is_some() {
                    <button onclick={props.on_rematch.reform(|_: MouseEvent| ())} data-action="rematch">{ t(Msg::Rematch) }</button>
                }
            </div>
            if game == GameKind::Deblockle && !state.replay_only {
                <crate::play::turn_panel::ConfirmSetting />
            }
            { for resign_confirm }
            <div class="keep-controls">
                <button onclick={keep(KeepDialog::Share)} data-action="share">{ t(Msg::Share) }</button>
                <button onclick={keep(KeepDialog::Export)} data-action="export">{ t(Msg::Export) }</button>
                <button onclick={keep(KeepDialog::Import)} data-action="open-import">{ t(Msg::Import) }</button>
                <button onclick={keep(KeepDialog::Embed)} data-action="embed">{ t(Msg::Embed) }</button>
                if let Some(id) = &state.config.id {
                    <a class="button-link" href={format!("#/analysis/{id}")} data-action="analyse">{ t(Msg::AnalysisOpen) }</a>
                }
            </div>
            { review_view(state, &props.on_action, &props.on_review) }
            <section class="moves-section" aria-label={t(Msg::Moves)}>
                <h2>{ t(Msg::Moves) }</h2>
                <div class="replay-controls" role="group" aria-label={t(Msg::Replay)}>
                    <button onclick={step(-10_000)} disabled={shown == 0} aria-label={t(Msg::ReplayStart)} data-action="replay-start">{ "⇤" }</button>
                    <button onclick={step(-1)} disabled={shown == 0} aria-label={t(Msg::ReplayBack)} data-action="replay-back">{ "◀" }</button>
                    <button onclick={step(1)} disabled={shown >= last} aria-label={t(Msg::ReplayForward)} data-action="replay-forward">{ "▶" }</button>
                    <button onclick={step(10_000)} disabled={shown >= last} aria-label={t(Msg::ReplayEnd)} data-action="replay-end">{ "⇥" }</button>
                </div>
                if moves.is_empty() {
                    <p class="muted">{ t(Msg::NoMoves) }</p>
                } else {
                    <ol class="move-list">{ for move_items }</ol>
                }
            </section>
        </aside>
    }
}

#[derive(Properties, PartialEq)]
pub struct ResultDialogProps {
    pub game: GameKind,
    /// The one person at this screen, if any ("You won").
    pub you: Option<Player>,
    pub result: GameResult,
    pub on_close: Callback<()>,
    pub on_rematch: Callback<()>,
    pub on_new_game: Callback<()>,
}

#[function_component]
pub fn ResultDialog(props: &ResultDialogProps) -> Html {
    use_language();
    // Keyboard players land in the dialog, on its main button.
    let rematch_button = use_node_ref();
    {
        let rematch_button = rematch_button.clone();
        use_effect_with((), move |_| {
            if let Some(button) = rematch_button.cast::<web_sys::HtmlElement>() {
                let _ = button.focus();
            }
        });
    }
    let outcome = match props.result.outcome {
        Outcome::Win(Player::First) => "first",
        Outcome::Win(Player::Second) => "second",
        Outcome::Draw => "draw",
    };
    html! {
        <div class="dialog-backdrop result-backdrop">
            <div class="dialog result-dialog" role="dialog" aria-modal="true" aria-labelledby="result-title" data-outcome={outcome}>
                <h2 id="result-title">{ result_for(props.game, props.you, &props.result) }</h2>
                <p class="result-detail">{ result_detail(props.game, &props.result) }</p>
                <div class="button-row">
                    <button class="primary" ref={rematch_button} onclick={props.on_rematch.reform(|_: MouseEvent| ())}>{ t(Msg::Rematch) }</button>
                    <button onclick={props.on_new_game.reform(|_: MouseEvent| ())}>{ t(Msg::NewGame) }</button>
                    <button onclick={props.on_close.reform(|_: MouseEvent| ())}>{ t(Msg::ViewBoard) }</button>
                </div>
            </div>
        </div>
    }
}
