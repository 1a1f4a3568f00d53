//! Games by link on screen: opening a friend's link (`#/link/…`), and the
//! bar of the play screen that says whose turn it is and hands over the
//! link of one's move. The decisions are in `remote_accept`; nothing here
//! sends anything anywhere: the person copies or shares the link.

use std::cell::RefCell;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::{remote_accept, remote_link};
use crate::game::state::PlayState;
use crate::i18n::labels::player_label;
use crate::i18n::{msg, t, Msg, Phrase};
use crate::share::dialogs::{page_base, CopyField};
use crate::storage::keep;
use crate::storage::remote_store;
use crate::storage::store::browser;

/// What the play screen says about the link just opened.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub text: Phrase,
    pub refused: bool,
}

thread_local! {
    // From the link's address to the game it opens: its id, its number of
    // moves (the notice lasts until the next move) and the notice.
    static NOTICE: RefCell<Option<(String, usize, Notice)>> = const { RefCell::new(None) };
}

/// Opens a friend's link: the game kept for its id is created or updated
/// and shown. A refusal is shown on that game, untouched; without a kept
/// game the refusal is returned for the home screen.
pub fn open_link(fragment: &str) -> Option<Phrase> {
    let id = remote_link::id_of(fragment);
    let kept = id.as_deref().and_then(remote_store::load);
    let (id, moves, notice) =
        match remote_accept::receive(kept.as_ref(), fragment, browser::now_ms()) {
            Ok(accepted) => {
                remote_store::save(&accepted.saved);
                let friend_resigned = accepted
                    .saved
                    .resigned
                    .is_some_and(|seat| seat != accepted.config.human);
                let text = if friend_resigned {
                    Phrase::from(Msg::RemoteResigned)
                } else if accepted.new_moves.is_empty() {
                    let (game, seat) = (accepted.config.game, accepted.config.human);
                    Phrase::new(move || msg::remote_created(player_label(game, seat).as_str()))
                } else {
                    let moves = accepted.new_moves.join(", ");
                    Phrase::new(move || msg::remote_received(moves.as_str()))
                };
                let moves = accepted.saved.move_count();
                let notice = Notice {
                    text,
                    refused: false,
                };
                (accepted.saved.id, moves, notice)
            }
            Err(refusal) => {
                let text = Phrase::new(move || refusal.message());
                match kept {
                    Some(kept) => {
                        let moves = kept.move_count();
                        let notice = Notice {
                            text,
                            refused: true,
                        };
                        (kept.id, moves, notice)
                    }
                    None => return Some(text),
                }
            }
        };
    NOTICE.with(|slot| *slot.borrow_mut() = Some((id.clone(), moves, notice)));
    if let Some(window) = web_sys::window() {
        // Replaced, so Back does not open the link a second time.
        let _ = window
            .location()
            .replace(&format!("{}#/game/{id}", page_base()));
    }
    None
}

/// `navigator.share`, where the browser has it.
fn share_function() -> Option<(web_sys::Navigator, js_sys::Function)> {
    let navigator = web_sys::window()?.navigator();
    let share = js_sys::Reflect::get(&navigator, &"share".into())
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()?;
    Some((navigator, share))
}

fn share_link(link: &str, title: &str) {
    let Some((navigator, share)) = share_function() else {
        return;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"title".into(), &title.into());
    let _ = js_sys::Reflect::set(&data, &"url".into(), &link.into());
    // The promise only says whether the share sheet was used or closed:
    // either way there is nothing more to do.
    let _ = share.call1(&navigator, &data);
}

/// Whose turn it is, the link of this browser's last move, and the notice
/// of the link just opened (until the next move). No state of its own.
pub fn remote_bar(state: &PlayState) -> Html {
    let config = &state.config;
    let human = config.human;
    let record = &state.record;
    let moves = record.moves();
    let my_turn = record.to_move() == human;
    // This browser's resignation travels in its link, with every move.
    let resigned = state.resigned == Some(human);
    let (just_sent, plies) =
        crate::share::remote_send::link_to_send(&moves, human, my_turn, state.resigned);
    let send = config.id.as_deref().zip(plies).map(|(id, plies)| {
        let mut kept = keep::engine_record(config, record, None);
        kept.truncate(plies);
        let link = format!(
            "{}#{}",
            page_base(),
            remote_link::encode(id, human, &kept, resigned)
        );
        let share = share_function().is_some().then(|| {
            let title = config.game.title();
            let link = link.clone();
            let onclick = Callback::from(move |_: MouseEvent| share_link(&link, title));
            html! { <button type="button" {onclick} data-action="share-remote-link">{ t(Msg::RemoteShare) }</button> }
        });
        // The last link again, folded away until asked for.
        html! {
            <details class="remote-send" open={just_sent}>
                <summary data-action="remote-last-link">
                    { t(match (resigned, just_sent) {
                        (true, _) => Msg::RemoteSendResign,
                        (_, true) => Msg::RemoteSendTitle,
                        _ => Msg::RemoteLastLink,
                    }) }
                </summary>
                <p class="muted">{ t(Msg::RemoteSendHelp) }</p>
                <CopyField text={link} label={t(Msg::RemoteLinkLabel)} kind="remote-link" />
                { for share }
            </details>
        }
    });
    let notice = NOTICE.with(|slot| {
        slot.borrow()
            .as_ref()
            .filter(|(id, count, _)| state.config.id.as_ref() == Some(id) && *count == moves.len())
            .map(|(_, _, notice)| notice.clone())
    });
    html! {
        <section class="remote-bar" aria-label={t(Msg::OpponentLink)}>
            if state.result().is_none() {
                <p class="remote-turn">{ t(if my_turn { Msg::RemoteTurnYours } else { Msg::RemoteTurnFriends }) }</p>
            }
            // A resignation here is news of its own: the notice goes.
            if let (false, Some(notice)) = (resigned, notice) {
                <p class={classes!("notice", notice.refused.then_some("error"))}
                    role="status" data-kind={if notice.refused { "remote-refused" } else { "remote-accepted" }}>
                    { notice.text.text() }</p>
            }
            { for send }
        </section>
    }
}
