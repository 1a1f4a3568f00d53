//! The home page (pick a game) and the new-game dialog.

use cubeplay_engine::Player;
use yew::prelude::*;

use crate::game::config::{GameConfig, Opponent, DEMO_SPEEDS};
use crate::game::seed::random_seed;
use crate::home::games::games_list;
use crate::i18n::labels::{level_name, player_label};
use crate::i18n::{t, use_language, Msg};
use crate::parts::ScreenInput;
use crate::share::dialogs::ImportDialog;
use crate::storage::store::Removed;
use cubeplay_engine::ai::{Level, PERFECT_LEVEL};
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
    /// What the notice is about, for tests and styles.
    #[prop_or(AttrValue::Static("link-error"))]
    pub notice_kind: AttrValue,
    /// The address of the nearest good game, offered with a refused one.
    #[prop_or_default]
    pub nearest: Option<AttrValue>,
}

/// The home page with `dialog` open and `notice` (its text and kind) on top.
pub fn home_page(
    input: &ScreenInput,
    dialog: Option<GameKind>,
    notice: Option<(AttrValue, &'static str)>,
) -> Html {
    let (notice, notice_kind) = match notice {
        Some((notice, kind)) => (Some(notice.to_string()), AttrValue::Static(kind)),
        None => (None, AttrValue::Static("link-error")),
    };
    let footer = if input.debug {
        html! { <crate::home::engine_check::EngineCheck /> }
    } else {
        html! {}
    };
    html! {
        <Home dialog={dialog} on_start={input.on_start.clone()} footer={footer}
            toolbar={input.toolbar()} notice={notice} notice_kind={notice_kind} />
    }
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
    let deleted = use_state(|| None::<(String, Removed)>);
    let live_boards = crate::home::showcase::use_live_boards();
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
                    <p class="tagline">{ t(Msg::Tagline) }</p>
                </div>
                { props.toolbar.clone() }
            </header>
            if let Some(notice) = &props.notice {
                <div class="notice error" role="alert" data-kind={props.notice_kind.clone()}>
                    <p>{ notice.clone() }</p>
                    if let Some(nearest) = &props.nearest {
                        <a class="button-link" href={nearest.clone()} data-action="open-nearest">{ t(Msg::AddressNearest) }</a>
                    }
                </div>
            }
            { crate::home::showcase::showcase(&props.on_start, &on_options, live_boards) }
            { games_list(&deleted, open_import) }
            { for import_dialog }
            { crate::home::showcase::footer(props.footer.clone()) }
            { for dialog_html }
        </main>
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
    let config = use_state(|| crate::storage::last_settings::load(props.game));
    let game = props.game;
    let c = &*config;
    let opponent = choice(
        t(Msg::Opponent),
        vec![
            (Opponent::Friend, t(Msg::OpponentFriend)),
            (Opponent::Ai, t(Msg::OpponentAi)),
            (Opponent::Demo, t(Msg::OpponentDemo)),
            (Opponent::Link, t(Msg::OpponentLink)),
        ],
        &c.opponent,
        &config,
        |c, v| c.opponent = v,
    );
    let level = matches!(c.opponent, Opponent::Ai | Opponent::Demo).then(|| {
        // Perfect play only where the solver settles the board (3×3).
        let most = if c.perfect_available() {
            PERFECT_LEVEL
        } else {
            Level::MAX
        };
        choice(
            t(Msg::Level),
            (1..=most)
                .map(|l| (l, format!("{l} · {}", level_name(l))))
                .collect(),
            &c.level,
            &config,
            |c, v| c.level = v,
        )
    });
    let side = c.own_seat().is_some().then(|| {
        choice(
            t(Msg::YouPlay),
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
            t(Msg::DemoSpeed),
            DEMO_SPEEDS
                .iter()
                .enumerate()
                .map(|(i, (_, id))| (i, t(*id)))
                .collect(),
            &c.demo_speed,
            &config,
            |c, v| c.demo_speed = v,
        )
    });
    let variants = match game {
        GameKind::Cephalopod => html! {
            <>
                { choice(t(Msg::BoardSize),
                    vec![((3, 3), "3×3".to_string()), ((3, 5), "3×5".to_string()), ((5, 5), "5×5".to_string())],
                    &c.size, &config, |c, v| {
                        c.size = v;
                        // Perfect play is offered on 3×3 only.
                        if !c.perfect_available() {
                            c.level = c.level.min(Level::MAX);
                        }
                    }) }
                <p class="muted">{ t(Msg::WhiteMovesFirst) }</p>
            </>
        },
        GameKind::Deblockle => html! {
            <>
                { choice(t(Msg::MovesFirst),
                    Player::BOTH.into_iter().map(|p| (p, player_label(game, p))).collect(),
                    &c.first, &config, |c, v| c.first = v) }
                { choice(format!("{} — {}", t(Msg::Blocks), player_label(game, Player::First)),
                    (1..=4usize).map(|n| (n, n.to_string())).collect(),
                    &c.blocks[0], &config, |c, v| c.blocks[0] = v) }
                { choice(format!("{} — {}", t(Msg::Blocks), player_label(game, Player::Second)),
                    (1..=4usize).map(|n| (n, n.to_string())).collect(),
                    &c.blocks[1], &config, |c, v| c.blocks[1] = v) }
                // By link both browsers start from the same random set-up.
                if c.opponent != Opponent::Link {
                    { choice(t(Msg::Setup),
                        vec![(false, t(Msg::SetupRandom)), (true, t(Msg::SetupHand))],
                        &c.hand_setup, &config, |c, v| c.hand_setup = v) }
                }
                { toggle(t(Msg::NoAdjacent), c.no_adjacent, &config, |c, v| c.no_adjacent = v) }
                { toggle(t(Msg::RepetitionDraw), c.repetition, &config, |c, v| c.repetition = v) }
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
            crate::storage::last_settings::save(&chosen);
            if chosen.opponent == Opponent::Link {
                chosen.hand_setup = false;
            }
            on_start.emit(chosen);
        })
    };
    let close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <div class="dialog-backdrop">
            <form class="dialog new-game-dialog" role="dialog" aria-modal="true" aria-labelledby="new-game-title" onsubmit={start}>
                <h2 id="new-game-title">{ format!("{} — {}", t(Msg::NewGame), game.title()) }</h2>
                { opponent }
                { for level }
                { for side }
                { for speed }
                { variants }
                <div class="button-row dialog-actions">
                    <button type="submit" class="primary" data-action="start">{ t(Msg::Start) }</button>
                    <button type="button" onclick={close}>{ t(Msg::Cancel) }</button>
                </div>
            </form>
        </div>
    }
}
