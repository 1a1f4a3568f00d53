//! Deblockle set-up by hand: both sides' blocks are rolled, then each
//! side's blocks are placed and turned by the opponent, as the rules say.
//! When the AI is the one placing, it arranges at random.

use cubeplay_engine::deblockle as deb;
use cubeplay_engine::deblockle::{Face, Square, BOARD_SIZE};
use cubeplay_engine::Player;
use yew::prelude::*;

use crate::board::cube::{icon, Block, CELL};
use crate::board::frame::{board_extras, cell_id, describe, BoardKey, Geometry};
use crate::game::config::GameConfig;
use crate::game::hand_setup::HandSetup;
use crate::game::reducer::Action;
use crate::i18n::game_errors::setup_error;
use crate::i18n::labels::face_message;
use crate::i18n::labels::player_label;
use crate::i18n::{msg, t, use_language, Msg, Phrase};

#[derive(Properties, PartialEq)]
pub struct SetupBoardProps {
    pub setup: HandSetup,
    pub config: GameConfig,
    pub flipped: bool,
    pub on_action: Callback<Action>,
}

#[function_component]
pub fn SetupBoard(props: &SetupBoardProps) -> Html {
    use_language();
    let setup = &props.setup;
    let game = props.config.game;
    let owner = setup.side;
    let geometry = Geometry {
        columns: BOARD_SIZE,
        rows: BOARD_SIZE,
        flipped: props.flipped,
    };
    let allowed = deb::starting_squares(owner, setup.tops[owner.index()].len());
    // The keyboard cursor starts on the first starting square.
    let cursor_state = use_state(|| None::<(u8, u8)>);
    let cursor = cursor_state
        .filter(|&(f, r)| f < BOARD_SIZE && r < BOARD_SIZE)
        .or_else(|| allowed.first().map(|s| (s.column(), s.row())))
        .unwrap_or((BOARD_SIZE / 2, BOARD_SIZE / 2));
    let cursor_square = Square::new(cursor.0, cursor.1);
    // Every placed block, for the squares' descriptions.
    let placed_blocks: Vec<(Square, Player, deb::Orientation)> = Player::BOTH
        .into_iter()
        .flat_map(|who| {
            setup.placed[who.index()]
                .iter()
                .enumerate()
                .filter_map(move |(index, placement)| {
                    let placement = (*placement)?;
                    let top = *setup.tops[who.index()].get(index)?;
                    let orientation = deb::Orientation::from_top_north(top, placement.north)?;
                    Some((placement.square, who, orientation))
                })
                .collect::<Vec<_>>()
        })
        .collect();
    let squares = Square::all().map(|square| {
        let (x, y) = geometry.corner(square.column(), square.row());
        let onclick = {
            let on_action = props.on_action.clone();
            let next = setup.click_square(square);
            let cursor_state = cursor_state.clone();
            Callback::from(move |_| {
                cursor_state.set(Some((square.column(), square.row())));
                on_action.emit(Action::Setup(next.clone()))
            })
        };
        let name = square.to_string();
        let base = match placed_blocks.iter().find(|(at, _, _)| *at == square) {
            Some((_, who, orientation)) => {
                let top = t(face_message(orientation.top()));
                let north = t(face_message(orientation.facing(cubeplay_engine::Direction::North)));
                msg::cell_block(name.as_str(), player_label(game, *who).as_str(), top.as_str(), north.as_str())
            }
            None => msg::cell_empty(name.as_str()),
        };
        let label = describe(
            base,
            if allowed.contains(&square) {
                &[Msg::StateStart][..]
            } else {
                &[]
            },
        );
        let at_cursor = cursor_square == Some(square);
        let class = classes!(
            "square",
            ((square.column() + square.row()) % 2 == 1).then_some("square-alt"),
            allowed.contains(&square).then_some("tip-target"),
        );
        html! {
            <g class={class} id={cell_id(&name)} data-square={name.clone()} transform={format!("translate({x} {y})")} {onclick}
               role="button" aria-label={label} aria-current={at_cursor.then_some("true")}>
                <rect class="square-shape" width={CELL.to_string()} height={CELL.to_string()} />
                if square.is_star() {
                    <g class={classes!("star-space", star_class(square))}>{ icon(Face::Star, 50.0, 53.0, 30.0) }</g>
                }
                <circle class="target-dot" cx="50" cy="50" r="14" />
            </g>
        }
    });
    let blocks = Player::BOTH.into_iter().flat_map(|who| {
        setup.placed[who.index()]
            .iter()
            .enumerate()
            .filter_map(move |(index, placement)| placement.map(|p| (who, index, p)))
            .collect::<Vec<_>>()
    }).filter_map(|(who, index, placement)| {
        let orientation = deb::Orientation::from_top_north(setup.tops[who.index()][index], placement.north)?;
        let (x, y) = geometry.corner(placement.square.column(), placement.square.row());
        Some(html! {
            <g class="piece setup-piece" data-block={placement.square.to_string()} transform={format!("translate({x} {y})")}>
                <Block owner={who} orientation={orientation} flipped={props.flipped} />
            </g>
        })
    });
    let tray = setup.tops[owner.index()].iter().enumerate().map(|(index, &top)| {
        let placed = setup.placed[owner.index()][index].is_some();
        let chosen = index == setup.chosen && !placed;
        let onclick = {
            let on_action = props.on_action.clone();
            let mut next = setup.clone();
            next.chosen = index;
            Callback::from(move |_: MouseEvent| on_action.emit(Action::Setup(next.clone())))
        };
        html! {
            <button class={classes!("tray-block", chosen.then_some("active"), placed.then_some("placed"))}
                    disabled={placed} {onclick} aria-label={t(face_message(top))}>
                <svg viewBox="-12 -12 24 24" class="tray-icon">{ icon(top, 0.0, 0.0, 9.0) }</svg>
            </button>
        }
    });
    let done = setup.side_done(owner);
    let on_done = {
        let on_action = props.on_action.clone();
        let setup = setup.clone();
        let config = props.config.clone();
        Callback::from(move |_: MouseEvent| {
            let other = setup.side.opponent();
            if !setup.side_done(other) {
                let mut next = setup.clone();
                next.side = other;
                next.chosen = 0;
                on_action.emit(Action::Setup(next));
            } else {
                match setup.position(&config) {
                    Ok(position) => on_action.emit(Action::SetupDone(position)),
                    Err(error) => {
                        on_action.emit(Action::Failed(Phrase::new(move || setup_error(&error))))
                    }
                }
            }
        })
    };
    let onkeydown = {
        let on_action = props.on_action.clone();
        let setup = setup.clone();
        let cursor_state = cursor_state.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.alt_key() || event.ctrl_key() || event.meta_key() {
                return;
            }
            match BoardKey::read(&event.key()) {
                Some(BoardKey::Arrow(side)) => cursor_state.set(Some(geometry.step(cursor, side))),
                Some(BoardKey::Activate) => {
                    if let Some(square) = cursor_square {
                        on_action.emit(Action::Setup(setup.click_square(square)));
                    }
                }
                _ => return,
            }
            event.prevent_default();
            event.stop_propagation();
        })
    };
    let cursor_name = cursor_square.map(|s| s.to_string()).unwrap_or_default();
    let (cx, cy) = geometry.corner(cursor.0, cursor.1);
    html! {
        <div class="setup">
            <div class="setup-bar">
                <p>{ msg::setup_place(player_label(game, owner.opponent()).as_str(), player_label(game, owner).as_str()) }</p>
                <div class="tray">{ for tray }</div>
                <button class="primary" disabled={!done} onclick={on_done}>{ t(Msg::SetupDone) }</button>
            </div>
            <svg class="board board-deblockle setup-board" viewBox={geometry.view_box()} data-game="deblockle" data-setup="true"
                 data-cursor={cursor_name.clone()} tabindex="0" role="application"
                 aria-label={t(Msg::BoardDeblockle)} aria-describedby="board-help"
                 aria-activedescendant={cell_id(&cursor_name)} {onkeydown}>
                <rect class="board-frame" width={geometry.width().to_string()} height={geometry.height().to_string()} rx="10" />
                { geometry.coordinates() }
                { for squares }
                <g class="pieces" aria-hidden="true">{ for blocks }</g>
                <rect class="cursor-mark" x={(cx + 2.0).to_string()} y={(cy + 2.0).to_string()}
                      width={(CELL - 4.0).to_string()} height={(CELL - 4.0).to_string()} rx="8" />
            </svg>
            { board_extras("board-help", t(Msg::BoardHelpSetup), String::new()) }
        </div>
    }
}

fn star_class(square: Square) -> &'static str {
    if square == deb::home_star(Player::First) {
        "star-gold"
    } else {
        "star-blue"
    }
}
