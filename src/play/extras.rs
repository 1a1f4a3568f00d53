//! The play screen's parts that load when first opened: the keep dialogs
//! (export, import, share, embed), the new-game dialog and hand set-up.
//! The board takes its first tap without them.

use yew::prelude::*;

use crate::game::config::GameConfig;
use crate::game::hand_setup::HandSetup;
use crate::game::reducer::Action;
use crate::game::state::PlayState;
use crate::home::screen::NewGameDialog;
use crate::parts::{on_demand, part, View};
use crate::play::setup::SetupBoard;
use crate::share::dialogs::{EmbedDialog, ExportDialog, ImportDialog, KeepDialog, ShareDialog};
use crate::storage::keep;
use crate::storage::store::browser;
use cubeplay_engine::GameKind;

/// A keep dialog of a game, and how it closes.
#[derive(Clone, PartialEq)]
pub struct KeepInput {
    pub kind: KeepDialog,
    pub state: PlayState,
    pub on_close: Callback<()>,
}

part! {
    /// The export, import, share and embed dialogs of a game.
    pub static KEEP_DIALOGS: Part<View<KeepInput>> = keep_dialogs, false, keep_dialog;
}

fn keep_dialog(input: &KeepInput) -> Html {
    let (state, on_close) = (&input.state, input.on_close.clone());
    let kept = || keep::engine_record(&state.config, &state.record, Some(&browser::today()));
    match input.kind {
        KeepDialog::Export => html! {
            <ExportDialog record_text={state.record_text(&browser::today())} on_close={on_close}
                file_name={format!("cubeplay-{}-{}.txt", state.config.game.name(), browser::today())} />
        },
        KeepDialog::Import => html! { <ImportDialog on_close={on_close} /> },
        KeepDialog::Share => {
            html! { <ShareDialog fragment={kept().to_fragment()} on_close={on_close} /> }
        }
        KeepDialog::Embed => html! {
            <EmbedDialog config={state.config.clone()} fragment={kept().to_fragment()}
                position={state.record.position_text(state.shown_index())} flipped={state.flipped}
                on_close={on_close} />
        },
    }
}

/// The keep dialog `input` asks for.
pub fn keep_dialog_on_demand(input: KeepInput) -> Html {
    on_demand(&KEEP_DIALOGS, input)
}

/// The new-game dialog over a game: which game, where a new one starts,
/// and how it closes.
#[derive(Clone, PartialEq)]
pub struct NewGameInput {
    pub game: GameKind,
    pub on_start: Callback<GameConfig>,
    pub on_close: Callback<()>,
}

part! {
    /// The new-game dialog (the home page has it too).
    pub static NEW_GAME: Part<View<NewGameInput>> = new_game, false, new_game_dialog;
}

fn new_game_dialog(input: &NewGameInput) -> Html {
    html! { <NewGameDialog game={input.game} on_start={input.on_start.clone()} on_close={input.on_close.clone()} /> }
}

/// The new-game dialog `input` asks for.
pub fn new_game_on_demand(input: NewGameInput) -> Html {
    on_demand(&NEW_GAME, input)
}

/// A hand set-up in progress (`setup=hand`), on the play screen's board.
#[derive(Clone, PartialEq)]
pub struct SetupInput {
    pub setup: HandSetup,
    pub flipped: bool,
    pub config: GameConfig,
    pub on_action: Callback<Action>,
}

part! {
    /// The board on which the players place their blocks by hand.
    pub static HAND_SETUP: Part<View<SetupInput>> = hand_setup, false, setup_board;
}

fn setup_board(input: &SetupInput) -> Html {
    html! {
        <SetupBoard setup={input.setup.clone()} flipped={input.flipped} config={input.config.clone()}
            on_action={input.on_action.clone()} />
    }
}

/// The hand set-up board `input` asks for.
pub fn setup_on_demand(input: SetupInput) -> Html {
    on_demand(&HAND_SETUP, input)
}
