//! The start of the page (`src/main.rs`): its language's texts and the
//! part that shows the address, then the app.

use crate::app::route::Route;
use crate::i18n::{set_language, Language};

pub fn start() {
    wasm_bindgen_futures::spawn_local(async {
        let wanted = crate::app::shell::initial_language();
        // The part the address opens loads beside the texts (boot.js began
        // to fetch its file with the page's), so the first render shows the
        // screen itself; the page's first HTML shows it until then. A part
        // that cannot be had is said so by the screen, with Try again.
        let hash = web_sys::window()
            .and_then(|window| window.location().hash().ok())
            .unwrap_or_default();
        let texts = crate::i18n::packs::ensure(wanted).await;
        crate::parts::preload(&Route::from_hash(&hash)).await;
        let language = match texts {
            Ok(()) => wanted,
            Err(reason) => {
                web_sys::console::warn_1(&reason.to_string().into());
                // English rather than nothing; its failure leaves the ids.
                if let Err(reason) = crate::i18n::packs::ensure(Language::English).await {
                    web_sys::console::error_1(&reason.to_string().into());
                }
                Language::English
            }
        };
        set_language(language);
        ready_to_render().await;
        yew::Renderer::<crate::app::page::App>::new().render();
    });
}

/// Waits until boot.js says the page may be drawn (`cubeplayReadyToRender`:
/// the page parsed, and the first screen its HTML shows painted); at once
/// when there is no such promise.
async fn ready_to_render() {
    let ready = web_sys::window().and_then(|window| {
        js_sys::Reflect::get(
            &window,
            &wasm_bindgen::JsValue::from_str("cubeplayReadyToRender"),
        )
        .ok()
    });
    if let Some(promise) =
        ready.and_then(|ready| wasm_bindgen::JsCast::dyn_into::<js_sys::Promise>(ready).ok())
    {
        let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
    }
}
