//! The hand-over from the core build to the study build. The rules pages,
//! the lessons, the puzzles and the analysis board are a second build of the same app
//! (feature `study`), loaded only when first opened, so that a first visit
//! downloads the core alone. On such an address the core build marks the
//! tab (`STUDY_KEY` in session storage) and reloads; `boot.js` then starts
//! the study build, which can show every screen. If the study build could
//! not start (offline before its first use), the mark is already there and
//! this screen says so instead of reloading again.

use yew::prelude::*;

use crate::i18n::{t, Msg};

/// Session-storage key: this tab runs the study build (read by boot.js).
pub const STUDY_KEY: &str = "cubeplay.study";

fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok().flatten()
}

fn reload() {
    if let Some(window) = web_sys::window() {
        let _ = window.location().reload();
    }
}

#[function_component]
pub fn StudySwitch() -> Html {
    // Whether this tab already tried the study build: then it failed.
    let tried = use_state(|| {
        session_storage()
            .and_then(|storage| storage.get_item(STUDY_KEY).ok().flatten())
            .is_some()
    });
    {
        let tried = *tried;
        use_effect_with((), move |_| {
            if !tried {
                if let Some(storage) = session_storage() {
                    let _ = storage.set_item(STUDY_KEY, "1");
                    reload();
                }
            }
        });
    }
    if *tried {
        html! {
            <main class="study-switch">
                <p class="notice error" role="alert">{ t(Msg::StudyUnavailable) }</p>
                <button class="primary" onclick={Callback::from(|_: MouseEvent| reload())}>{ t(Msg::StudyRetry) }</button>
            </main>
        }
    } else {
        html! {
            <main class="study-switch">
                <p class="notice" role="status">{ t(Msg::StudyOpening) }</p>
            </main>
        }
    }
}
