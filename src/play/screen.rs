//! The play screen: the state's reducer (`game::reducer`) wired to the
//! board (`board.rs`), the side panel and the dialogs, with the AI
//! (`use_ai`) and the browser's effects (`effects.rs`) as hooks.

use std::rc::Rc;

use yew::prelude::*;

use crate::game::config::GameConfig;
use crate::game::reducer::Action;
use crate::game::seed::{first_screen_seed, random_seed};
use crate::game::state::{rematch_config, PlayState};
use crate::i18n::{t, use_language, Msg, Phrase};
use crate::play::board::{aspect_class, render_board};
use crate::play::effects::{use_browse_keys_and_other_tabs, use_move_sound, use_saved_game};
use crate::play::extras::{
    keep_dialog_on_demand, new_game_on_demand, setup_on_demand, KeepInput, NewGameInput, SetupInput,
};
use crate::play::panel::{ResultDialog, SidePanel};
use crate::play::use_ai::use_ai;
use crate::share::dialogs::KeepDialog;
use crate::share::embed_bar::EmbedBar;
use crate::storage::store::browser;
use cubeplay_engine::GameKind;

// The reducer is plain Rust in `game::reducer`; Yew only needs it as a
// `Reducible`.
impl Reducible for PlayState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut state = (*self).clone();
        state.apply(action);
        Rc::new(state)
    }
}

#[derive(Properties, PartialEq)]
pub struct PlayScreenProps {
    pub config: GameConfig,
    /// Back to the home page, optionally with the new-game dialog open.
    pub on_home: Callback<Option<GameKind>>,
    /// Start another game (rematch).
    pub on_start: Callback<GameConfig>,
    /// Navigation and the language picker, shown in the top bar.
    #[prop_or_default]
    pub toolbar: Html,
    /// Shown inside another page: board and a slim bar, nothing saved.
    #[prop_or_default]
    pub embed: Option<EmbedSetup>,
}

/// How an embed starts (see `crate::share::embed`).
#[derive(Clone, Debug, PartialEq)]
pub struct EmbedSetup {
    /// A whole game, as record text.
    pub record: Option<String>,
    /// A reason the embed's game could not be read.
    pub error: Option<Phrase>,
    pub replay_only: bool,
    pub flipped: bool,
    /// The full app with this game.
    pub app_link: String,
}

#[function_component]
pub fn PlayScreen(props: &PlayScreenProps) -> Html {
    use_language();
    let state = use_reducer({
        let config = props.config.clone();
        let embed = props.embed.clone();
        move || match embed {
            Some(embed) => {
                let mut state = PlayState::embedded(
                    config,
                    embed.record.as_deref(),
                    embed.replay_only,
                    random_seed(),
                );
                state.flipped = embed.flipped;
                if embed.error.is_some() {
                    state.error = embed.error;
                }
                state
            }
            None => {
                let stored = browser::load(config.id.as_deref().unwrap_or_default());
                // A new game at the address the page opened with starts as
                // its HTML already showed it (see `game::seed`).
                PlayState::resume(config, stored, first_screen_seed())
            }
        }
    });
    let dialog = use_state(|| None::<KeepDialog>);

    use_saved_game(&state);
    use_move_sound(&state);
    use_browse_keys_and_other_tabs(&state);
    let on_hint = use_ai(&state);
    let on_review = crate::play::use_review::use_review(&state);
    let on_action = {
        let dispatcher = state.dispatcher();
        use_callback((), move |action: Action, _| dispatcher.dispatch(action))
    };
    // The new-game dialog opens over the board, so Cancel is back in the game.
    let new_game_open = use_state(|| false);
    let on_new_game = {
        let new_game_open = new_game_open.clone();
        use_callback((), move |(), _| new_game_open.set(true))
    };
    let new_game_dialog = new_game_open.then(|| {
        let new_game_open = new_game_open.clone();
        new_game_on_demand(NewGameInput {
            game: state.config.game,
            on_start: props.on_start.clone(),
            on_close: Callback::from(move |()| new_game_open.set(false)),
        })
    });

    let board = render_board(&state, &on_action);
    let setup = state.setup.clone().map(|setup| {
        setup_on_demand(SetupInput {
            setup,
            flipped: state.flipped,
            config: state.config.clone(),
            on_action: on_action.clone(),
        })
    });
    let rematch = {
        let on_start = props.on_start.clone();
        let config = state.config.clone();
        use_callback((on_start, config), |(), (on_start, config)| {
            on_start.emit(rematch_config(config, random_seed()))
        })
    };
    let result_dialog = match (state.result(), state.result_open) {
        (Some(result), true) => html! {
            <ResultDialog game={state.config.game} you={state.config.own_seat()} result={result}
                on_close={on_action.reform(|()| Action::CloseResult)}
                on_rematch={rematch.clone()}
                on_new_game={on_new_game.clone()} />
        },
        _ => html! {},
    };
    let home = props.on_home.reform(|_: MouseEvent| None);
    // The panel does not show the board's orientation: a flip leaves it be.
    let panel_state = PlayState {
        flipped: false,
        ..(*state).clone()
    };
    if let Some(embed) = &props.embed {
        return html! {
            <div class="embed-screen">
                <section class={classes!("board-area", aspect_class(&state.record))}>
                    { board }
                </section>
                <EmbedBar state={panel_state} on_action={on_action} app_link={embed.app_link.clone()} />
            </div>
        };
    }
    let on_keep = {
        let dialog = dialog.clone();
        Callback::from(move |kind: KeepDialog| dialog.set(Some(kind)))
    };
    let close_dialog = {
        let dialog = dialog.clone();
        Callback::from(move |()| dialog.set(None))
    };
    let keep_dialog = (*dialog).map(|kind| {
        keep_dialog_on_demand(KeepInput {
            kind,
            state: (*state).clone(),
            on_close: close_dialog.clone(),
        })
    });
    html! {
        <div class="play-screen">
            <header class="topbar">
                <button class="link-button brand" onclick={home} aria-label={t(Msg::BackHome)}>{ "cubeplay" }</button>
                <span class="topbar-game">{ state.config.game.title() }</span>
                { props.toolbar.clone() }
            </header>
            if state.in_memory {
                <p class="notice error storage-notice" role="alert" data-kind="storage-notice">{ t(Msg::StorageUnavailable) }</p>
            }
            <main class="play">
                <section class={classes!("board-area", aspect_class(&state.record))}>
                    { setup.unwrap_or(board) }
                </section>
                <SidePanel state={panel_state} on_action={on_action} on_hint={on_hint} on_review={on_review}
                    on_rematch={rematch} on_new_game={on_new_game.clone()} on_keep={on_keep} />
            </main>
            // One element for the dialogs, so opening one leaves the board
            // and the panel (and what they hold, a resign question) as they are.
            <div class="play-dialogs">
                { result_dialog }
                { for keep_dialog }
                { for new_game_dialog }
            </div>
        </div>
    }
}
