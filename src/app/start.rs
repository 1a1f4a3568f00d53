//! The start of the page or of the engine worker, shared by the core build
//! (`src/main.rs`) and the study build (`src/study_main.rs`).

use gloo_worker::Registrable;

use crate::i18n::{set_language, Language};
use crate::study::seam::STUDY_BUILD;

/// The same wasm runs the page and, in a worker, the engine: one download.
pub fn start() {
    if let Some(scope) = crate::worker::pool_worker::pool_scope() {
        crate::worker::pool_worker::serve(scope);
    } else if crate::worker::engine_worker::in_worker() {
        crate::worker::engine_worker::EngineWorker::registrar().register();
    } else {
        // The texts come first: the page's wasm fetches its language's pack.
        wasm_bindgen_futures::spawn_local(async {
            let wanted = crate::app::shell::initial_language();
            let language = match crate::i18n::packs::ensure(wanted, STUDY_BUILD).await {
                Ok(()) => wanted,
                Err(reason) => {
                    web_sys::console::warn_1(&reason.to_string().into());
                    // English rather than nothing; its failure leaves the ids.
                    if let Err(reason) =
                        crate::i18n::packs::ensure(Language::English, STUDY_BUILD).await
                    {
                        web_sys::console::error_1(&reason.to_string().into());
                    }
                    Language::English
                }
            };
            set_language(language);
            yew::Renderer::<crate::app::page::App>::new().render();
        });
    }
}
