//! Asks the browser to keep the site's storage (the games, their reviews,
//! the settings) through its clean-ups. Without it every browser may clear
//! a site's storage under pressure, and Safari clears a site's script-made
//! storage after seven days of use without a visit. `navigator.storage
//! .persist()` is asked once per page, when a game is first kept (there is
//! something to lose then): Chromium and Safari decide by themselves,
//! Firefox asks the player. The settings dialog shows the answer, with a
//! button that asks again.

use std::cell::Cell;

use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

thread_local! {
    static ASKED: Cell<bool> = const { Cell::new(false) };
}

fn manager() -> Option<web_sys::StorageManager> {
    let navigator = crate::storage::window()?.navigator();
    // Absent in old browsers and some embedded views.
    js_sys::Reflect::has(&navigator, &JsValue::from_str("storage"))
        .unwrap_or(false)
        .then(|| navigator.storage())
}

async fn answer(promise: Result<js_sys::Promise, JsValue>) -> Option<bool> {
    JsFuture::from(promise.ok()?).await.ok()?.as_bool()
}

/// Whether the browser keeps the storage through its clean-ups; none where
/// it cannot say.
pub async fn kept() -> Option<bool> {
    answer(manager()?.persisted()).await
}

/// Asks the browser to keep the storage; its answer.
pub async fn ask() -> Option<bool> {
    answer(manager()?.persist()).await
}

/// Asks once per page, unless the storage is kept already.
pub fn ask_once() {
    if ASKED.with(|asked| asked.replace(true)) || manager().is_none() {
        return;
    }
    wasm_bindgen_futures::spawn_local(async {
        if kept().await == Some(false) {
            ask().await;
        }
    });
}
