//! The home page's list of kept games: those in progress first (whose
//! turn, against whom, when the last move was made, the board), then the
//! finished ones with their result. A deleted game can be put back.

use cubeplay_engine::Outcome;
use yew::prelude::*;

use crate::board::mini::MiniBoard;
use crate::game::config::{GameConfig, Opponent};
use crate::game::line::{GameResult, Reason, Record};
use crate::i18n::labels::{level_name, player_label, result_for};
use crate::i18n::{msg, t, Msg};
use crate::storage::keep::{self, SavedGame};
use crate::storage::store::{self, browser};
use cubeplay_engine::GameKind;

/// What a row says about a game.
struct Summary {
    game: GameKind,
    /// Whose turn it is, or the result.
    status: String,
    opponent: String,
    when: String,
    /// The game at its cursor (none when the record cannot be read).
    board: Option<Record>,
}

fn opponent_label(config: Option<&GameConfig>) -> String {
    match config {
        Some(config) => match config.opponent {
            Opponent::Friend => t(Msg::GamesVsFriend),
            Opponent::Ai => msg::games_vs_ai(config.level, level_name(config.level).as_str()),
            Opponent::Demo => t(Msg::GamesDemo),
            Opponent::Link => t(Msg::GamesVsLink),
        },
        None => String::new(),
    }
}

fn summarise(saved: &SavedGame, now_ms: f64) -> Summary {
    let config = GameConfig::from_query(&saved.query);
    let game = saved.game().unwrap_or(GameKind::Cephalopod);
    let board = saved
        .engine_record()
        .ok()
        .and_then(|kept| keep::board_record(&kept).ok())
        .map(|mut board| {
            board.set_cursor(saved.cursor);
            board
        });
    let result = match saved.resigned {
        Some(loser) => Some(GameResult {
            outcome: Outcome::Win(loser.opponent()),
            reason: Reason::Resigned,
        }),
        None => board.as_ref().and_then(Record::result),
    };
    let status = match (&result, &board) {
        (Some(result), _) => {
            result_for(game, config.as_ref().and_then(GameConfig::own_seat), result)
        }
        (None, Some(board)) => msg::status_to_move(player_label(game, board.to_move()).as_str()),
        (None, None) => String::new(),
    };
    let (unit, count) = store::ago(now_ms, saved.saved_ms);
    Summary {
        game,
        status,
        opponent: opponent_label(config.as_ref()),
        when: unit.text(count),
        board,
    }
}

/// The last deleted game (id and what was stored), for Undo.
pub type Deleted = UseStateHandle<Option<(String, store::Removed)>>;

/// The kept games, read from storage on every render. A function, not a
/// component (the home page holds `deleted`): the wasm stays smaller.
pub fn games_list(deleted: &Deleted, on_import: Callback<MouseEvent>) -> Html {
    let now = browser::now_ms();
    let (in_progress, finished) = store::home_list(browser::all_games());
    let row = |saved: &SavedGame| {
        let summary = summarise(saved, now);
        let id = saved.id.clone();
        let on_delete = {
            let deleted = deleted.clone();
            let id = id.clone();
            Callback::from(move |_: MouseEvent| {
                if let Some(removed) = browser::delete(&id) {
                    deleted.set(Some((id.clone(), removed)));
                }
            })
        };
        let position = summary
            .board
            .as_ref()
            .map(|board| board.current().to_string());
        let label = AttrValue::from(format!("{}, {}", summary.game.title(), summary.status));
        let board = summary.board.as_ref().map(|board| {
            html! { <MiniBoard position={board.current().clone()} label={label.clone()} /> }
        });
        let state = if saved.finished {
            "finished"
        } else {
            "playing"
        };
        let open_label = if saved.finished {
            t(Msg::KeptOpen)
        } else {
            t(Msg::KeptContinue)
        };
        html! {
            <li class="saved-game" data-id={id.clone()} data-state={state} data-game={summary.game.name()}
                data-position={position}>
                { for board }
                <div class="saved-game-text">
                    <span class="saved-game-title">{ summary.game.title() }</span>
                    <span class="saved-game-status">{ summary.status }</span>
                    <span class="saved-game-detail">{ summary.opponent }{ " · " }{ summary.when }</span>
                </div>
                <div class="saved-game-actions">
                    <a class="button-link" href={format!("#/game/{id}")} data-action="open-game">{ open_label }</a>
                    <button type="button" onclick={on_delete} data-action="delete-game"
                        aria-label={msg::games_delete_label(summary.game.title())}>{ t(Msg::GamesDelete) }</button>
                </div>
            </li>
        }
    };
    let undo = (**deleted).clone().map(|(id, removed)| {
        let deleted = deleted.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            browser::put_back(&id, &removed);
            deleted.set(None);
        });
        html! {
            <div class="toast" role="status" data-kind="game-deleted">
                <span>{ t(Msg::GamesDeleted) }</span>
                <button type="button" class="link-button" onclick={onclick} data-action="undo-delete">{ t(Msg::GamesUndo) }</button>
            </div>
        }
    });
    let migration = browser::migration().filter(|report| !report.damaged.is_empty());
    let damaged = migration.map(|report| {
        let keys: Vec<&str> = report
            .damaged
            .iter()
            .map(|(_, key, _)| key.as_str())
            .collect();
        let list = keys.join(", ");
        html! {
            <p class="notice error" role="alert" data-kind="migration-damaged">
                { msg::games_damaged_kept(list.as_str()) }
            </p>
        }
    });
    let empty = in_progress.is_empty() && finished.is_empty();
    html! {
        <section class="kept-games" aria-labelledby="kept-title">
            <h2 id="kept-title">{ t(Msg::KeptTitle) }</h2>
            { for damaged }
            { for undo }
            if empty {
                <p class="muted">{ t(Msg::KeptNone) }</p>
            }
            if !in_progress.is_empty() {
                <h3 class="saved-games-heading">{ t(Msg::GamesInProgress) }</h3>
                <ul class="saved-games" data-kind="in-progress">{ for in_progress.iter().map(row) }</ul>
            }
            if !finished.is_empty() {
                <h3 class="saved-games-heading">{ t(Msg::GamesFinished) }</h3>
                <ul class="saved-games" data-kind="finished">{ for finished.iter().map(row) }</ul>
            }
            <button onclick={on_import} data-action="open-import">{ t(Msg::Import) }</button>
        </section>
    }
}
