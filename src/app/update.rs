//! The "new version ready" offer. `boot.js` installs a new deploy's service
//! worker beside the running app and fires `cubeplay-update-ready`; the
//! player chooses when to reload into it.

use gloo_events::EventListener;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::i18n::{t, use_language, Msg};

/// Tells the waiting service worker to take over; `boot.js` reloads the
/// page when it has.
fn accept_update() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let _ = js_sys::Reflect::set(&window, &"cubeplayUpdateAccepted".into(), &JsValue::TRUE);
    let Ok(waiting) = js_sys::Reflect::get(&window, &"cubeplayWaitingWorker".into()) else {
        return;
    };
    let Ok(post) = js_sys::Reflect::get(&waiting, &"postMessage".into()) else {
        return;
    };
    if let Ok(post) = post.dyn_into::<js_sys::Function>() {
        let _ = post.call1(&waiting, &"skip-waiting".into());
    }
}

/// Whether `boot.js` already found a waiting new version (it may do so
/// before the app has started listening).
fn update_waiting() -> bool {
    web_sys::window()
        .and_then(|window| js_sys::Reflect::get(&window, &"cubeplayWaitingWorker".into()).ok())
        .is_some_and(|worker| !worker.is_undefined() && !worker.is_null())
}

#[function_component]
pub fn UpdateBanner() -> Html {
    let _language = use_language();
    let ready = use_state(update_waiting);
    {
        let ready = ready.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|window| {
                EventListener::new(&window, "cubeplay-update-ready", move |_| ready.set(true))
            });
            move || drop(listener)
        });
    }
    if !*ready {
        return html! {};
    }
    html! {
        <div class="update-banner" role="status">
            <span>{ t(Msg::UpdateReady) }</span>
            <button type="button" onclick={Callback::from(|_| accept_update())}>{ t(Msg::UpdateReload) }</button>
        </div>
    }
}
