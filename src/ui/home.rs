//! The home page (pick a game) and the new-game dialog.

use cubeplay_engine::Player;
use yew::prelude::*;

use super::config::{GameConfig, Opponent, DEMO_SPEEDS};
use super::game::GameResult;
use super::keep::{self, storage, SavedGame};
use super::panel::result_title;
use super::play::player_label;
use super::share::{open_address, ImportDialog};
use crate::i18n::{t, t_with, use_language};
use crate::seed::random_seed;
use cubeplay_engine::GameKind;

#[derive(Properties, PartialEq)]
pub struct HomeProps {
    /// The dialog open on arrival (from "New game" on the play screen).
    pub dialog: Option<GameKind>,
    pub on_start: Callback<GameConfig>,
    /// The engine check line, in the footer under `?debug`.
    pub footer: Html,
    /// Links to the rules and the language picker.
    #[prop_or_default]
    pub toolbar: Html,
    /// A message about how the page was opened (a damaged share link).
    #[prop_or_default]
    pub notice: Option<String>,
}

#[function_component]
pub fn Home(props: &HomeProps) -> Html {
    use_language();
    let dialog = use_state(|| props.dialog);
    {
        let dialog = dialog.clone();
        use_effect_with(props.dialog, move |wanted| dialog.set(*wanted));
    }
    let on_options = {
        let dialog = dialog.clone();
        Callback::from(move |game: GameKind| dialog.set(Some(game)))
    };
    let dialog_html = dialog.map(|game| {
        let close = {
            let dialog = dialog.clone();
            Callback::from(move |()| dialog.set(None))
        };
        html! { <NewGameDialog game={game} on_start={props.on_start.clone()} on_close={close} /> }
    });
    let live_boards = super::home_showcase::use_live_boards();
    let importing = use_state(|| false);
    let import_dialog = importing.then(|| {
        let importing = importing.clone();
        html! { <ImportDialog on_close={Callback::from(move |()| importing.set(false))} /> }
    });
    // Kept the same across renders, so the list of games is not redrawn
    // with every move of the live boards.
    let open_import = {
        let importing = importing.setter();
        use_callback((), move |_: MouseEvent, _| importing.set(true))
    };
    html! {
        <main class="home">
            <header class="home-header">
                <div>
                    <h1>{ "cubeplay" }</h1>
                    <p class="tagline">{ t("tagline") }</p>
                </div>
                { props.toolbar.clone() }
            </header>
            if let Some(notice) = &props.notice {
                <p class="notice error" role="alert" data-kind="link-error">{ notice.clone() }</p>
            }
            { super::home_showcase::showcase(&props.on_start, &on_options, live_boards) }
            <KeptGames on_import={open_import} />
            { for import_dialog }
            { super::home_showcase::footer(props.footer.clone()) }
            { for dialog_html }
        </main>
    }
}

/// One line about a kept game: its game, result or progress, and date.
fn describe(saved: &SavedGame) -> (GameKind, String) {
    let game = saved.game().unwrap_or(GameKind::Cephalopod);
    let board = saved
        .engine_record()
        .ok()
        .and_then(|kept| keep::board_record(&kept).ok());
    let result = board.as_ref().and_then(|board| {
        let result = match saved.resigned {
            Some(loser) => Some(GameResult {
                outcome: cubeplay_engine::Outcome::Win(loser.opponent()),
                reason: super::game::Reason::Resigned,
            }),
            None => board.result(),
        }?;
        Some(result_title(game, &result))
    });
    let moves = saved.move_count();
    let progress = match result {
        Some(result) => t_with(
            "kept-finished",
            &[("result", result.as_str().into()), ("moves", moves.into())],
        ),
        None => t_with("kept-unfinished", &[("moves", moves.into())]),
    };
    (game, progress)
}

#[derive(Properties, PartialEq)]
struct KeptGamesProps {
    on_import: Callback<MouseEvent>,
}

/// The saved game (to continue) and the recent games (to replay or go on).
#[function_component]
fn KeptGames(props: &KeptGamesProps) -> Html {
    use_language();
    let current = storage::load_current().ok().flatten();
    let mut recent = storage::load_recent();
    let resume = |saved: &SavedGame| {
        let saved = saved.clone();
        Callback::from(move |_: MouseEvent| {
            storage::save_current(&saved);
            open_address(&format!("#/play?{}", saved.query));
        })
    };
    let unfinished = current
        .as_ref()
        .filter(|saved| !saved.finished && saved.move_count() > 0);
    // The game to continue is listed once, as that.
    if let Some(saved) = unfinished {
        recent.retain(|kept| !keep::same_game(kept, saved));
    }
    let continue_card = unfinished
        .map(|saved| {
            let (game, progress) = describe(saved);
            html! {
                <div class="continue-card" data-kind="continue">
                    <span>{ t_with("kept-continue-label", &[("game", game.title().into())]) }{ " · " }{ progress }</span>
                    <button class="primary" onclick={resume(saved)} data-action="continue">{ t("kept-continue") }</button>
                </div>
            }
        });
    let items = recent.iter().map(|saved| {
        let (game, progress) = describe(saved);
        let date = saved
            .engine_record()
            .ok()
            .and_then(|kept| kept.date().map(str::to_string))
            .unwrap_or_default();
        html! {
            <li class="recent-game" data-game={game.name()}>
                <span class="recent-title">{ game.title() }</span>
                <span class="recent-detail">{ progress }</span>
                <span class="recent-date">{ date }</span>
                <button onclick={resume(saved)} data-action="open-recent">{ t("kept-open") }</button>
            </li>
        }
    });
    html! {
        <section class="kept-games" aria-labelledby="kept-title">
            <h2 id="kept-title">{ t("kept-title") }</h2>
            { for continue_card }
            if recent.is_empty() {
                <p class="muted">{ t("kept-none") }</p>
            } else {
                <ul class="recent-games">{ for items }</ul>
            }
            <button onclick={props.on_import.clone()} data-action="open-import">{ t("import") }</button>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct NewGameDialogProps {
    pub game: GameKind,
    pub on_start: Callback<GameConfig>,
    pub on_close: Callback<()>,
}

/// A row of buttons of which one is chosen.
fn choice<T: Clone + PartialEq + 'static>(
    label: String,
    options: Vec<(T, String)>,
    current: &T,
    config: &UseStateHandle<GameConfig>,
    apply: fn(&mut GameConfig, T),
) -> Html {
    let buttons = options.into_iter().map(|(value, text)| {
        let chosen = &value == current;
        let config = config.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            let mut next = (*config).clone();
            apply(&mut next, value.clone());
            config.set(next);
        });
        html! {
            <button type="button" class={classes!("choice", chosen.then_some("active"))}
                    aria-pressed={chosen.to_string()} {onclick}>{ text }</button>
        }
    });
    html! {
        <div class="field" role="group" aria-label={label.clone()}>
            <span class="field-label">{ label }</span>
            <div class="choices">{ for buttons }</div>
        </div>
    }
}

fn toggle(
    label: String,
    on: bool,
    config: &UseStateHandle<GameConfig>,
    apply: fn(&mut GameConfig, bool),
) -> Html {
    let config = config.clone();
    let onclick = Callback::from(move |_: MouseEvent| {
        let mut next = (*config).clone();
        apply(&mut next, !on);
        config.set(next);
    });
    html! {
        <label class="field toggle">
            <input type="checkbox" checked={on} {onclick} />
            <span>{ label }</span>
        </label>
    }
}

#[function_component]
pub fn NewGameDialog(props: &NewGameDialogProps) -> Html {
    use_language();
    let config = use_state(|| super::last_settings::load(props.game));
    let game = props.game;
    let c = &*config;
    let opponent = choice(
        t("opponent"),
        vec![
            (Opponent::Friend, t("opponent-friend")),
            (Opponent::Ai, t("opponent-ai")),
            (Opponent::Demo, t("opponent-demo")),
        ],
        &c.opponent,
        &config,
        |c, v| c.opponent = v,
    );
    let level = (c.opponent != Opponent::Friend).then(|| {
        choice(
            t("level"),
            (1..=5u8).map(|l| (l, l.to_string())).collect(),
            &c.level,
            &config,
            |c, v| c.level = v,
        )
    });
    let side = (c.opponent == Opponent::Ai).then(|| {
        choice(
            t("you-play"),
            Player::BOTH
                .into_iter()
                .map(|p| (p, player_label(game, p)))
                .collect(),
            &c.human,
            &config,
            |c, v| c.human = v,
        )
    });
    let speed = (c.opponent == Opponent::Demo).then(|| {
        choice(
            t("demo-speed"),
            DEMO_SPEEDS
                .iter()
                .enumerate()
                .map(|(i, (_, id))| (i, t(id)))
                .collect(),
            &c.demo_speed,
            &config,
            |c, v| c.demo_speed = v,
        )
    });
    let variants = match game {
        GameKind::Cephalopod => html! {
            <>
                { choice(t("board-size"),
                    vec![((3, 3), "3×3".to_string()), ((3, 5), "3×5".to_string()), ((5, 5), "5×5".to_string())],
                    &c.size, &config, |c, v| c.size = v) }
                <p class="muted">{ t("white-moves-first") }</p>
            </>
        },
        GameKind::Deblockle => html! {
            <>
                { choice(t("moves-first"),
                    Player::BOTH.into_iter().map(|p| (p, player_label(game, p))).collect(),
                    &c.first, &config, |c, v| c.first = v) }
                { choice(format!("{} — {}", t("blocks"), player_label(game, Player::First)),
                    (1..=4usize).map(|n| (n, n.to_string())).collect(),
                    &c.blocks[0], &config, |c, v| c.blocks[0] = v) }
                { choice(format!("{} — {}", t("blocks"), player_label(game, Player::Second)),
                    (1..=4usize).map(|n| (n, n.to_string())).collect(),
                    &c.blocks[1], &config, |c, v| c.blocks[1] = v) }
                { choice(t("setup"),
                    vec![(false, t("setup-random")), (true, t("setup-hand"))],
                    &c.hand_setup, &config, |c, v| c.hand_setup = v) }
                { toggle(t("no-adjacent"), c.no_adjacent, &config, |c, v| c.no_adjacent = v) }
                { toggle(t("repetition-draw"), c.repetition, &config, |c, v| c.repetition = v) }
            </>
        },
    };
    let start = {
        let on_start = props.on_start.clone();
        let config = config.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let mut chosen = (*config).clone();
            chosen.seed = random_seed();
            super::last_settings::save(&chosen);
            on_start.emit(chosen);
        })
    };
    let close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <div class="dialog-backdrop">
            <form class="dialog new-game-dialog" role="dialog" aria-modal="true" aria-labelledby="new-game-title" onsubmit={start}>
                <h2 id="new-game-title">{ format!("{} — {}", t("new-game"), game.title()) }</h2>
                { opponent }
                { for level }
                { for side }
                { for speed }
                { variants }
                <div class="button-row dialog-actions">
                    <button type="submit" class="primary" data-action="start">{ t("start") }</button>
                    <button type="button" onclick={close}>{ t("cancel") }</button>
                </div>
            </form>
        </div>
    }
}
