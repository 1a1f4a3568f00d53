#![forbid(unsafe_code)]

use gloo_worker::Registrable;

use cubeplay::i18n::{set_language, Language};

/// The same wasm runs the page and, in a worker, the engine: one download.
fn main() {
    if cubeplay::worker::in_worker() {
        cubeplay::worker::EngineWorker::registrar().register();
    } else {
        // The texts come first: the page's wasm fetches its language's pack.
        wasm_bindgen_futures::spawn_local(async {
            let wanted = cubeplay::shell::initial_language();
            let language = match cubeplay::message_packs::ensure(wanted).await {
                Ok(()) => wanted,
                Err(reason) => {
                    web_sys::console::warn_1(&reason.into());
                    // English rather than nothing; its failure leaves the ids.
                    if let Err(reason) = cubeplay::message_packs::ensure(Language::English).await {
                        web_sys::console::error_1(&reason.into());
                    }
                    Language::English
                }
            };
            set_language(language);
            yew::Renderer::<cubeplay::app::App>::new().render();
        });
    }
}
