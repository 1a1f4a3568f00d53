//! The embed view for blog posts: `#/embed?…` shows just the board and a
//! slim control bar; `embed_params` reads the address. An embed never
//! reads or writes the app's saved game.

use yew::prelude::*;

use crate::app::route::Route;
use crate::game::address::{check_embed_extras, check_game};
use crate::i18n::address_errors::bad_values;
use crate::i18n::{msg, Phrase};
use crate::parts::ScreenInput;
use crate::play::screen::{EmbedSetup, PlayScreen};
use crate::share::dialogs::page_base;
use crate::share::embed_params::EmbedParams;

/// The `embed` part's view: the board of the address's game, or why not.
pub fn embed_screen(input: &ScreenInput) -> Html {
    let Route::Embed(query) = &input.route else {
        return html! {};
    };
    // Checked whole: a value the embed cannot take is said inside the
    // frame, for the blog's author to see, never silently changed.
    let mut bad = check_game(query)
        .err()
        .map(|refused| refused.bad)
        .unwrap_or_default();
    bad.extend(check_embed_extras(query));
    let params = EmbedParams::from_query(query).filter(|_| bad.is_empty());
    let Some(params) = params else {
        return html! {
            <p class="notice error embed-error" role="alert" data-kind="refused-address">
                { msg::embed_refused(bad_values(&bad).as_str()) }
            </p>
        };
    };
    let (record, error) = match params.record_text() {
        Some(Ok(text)) => (Some(text), None),
        Some(Err(error)) => {
            let damaged = Phrase::new(move || {
                let reason = crate::i18n::record_errors::describe(&error);
                msg::link_damaged(reason.as_str())
            });
            (None, Some(damaged))
        }
        None => (None, None),
    };
    let app_link = match &params.record {
        Some(fragment) => format!("{}#{fragment}", page_base()),
        None => format!("{}#/play?{}", page_base(), params.config.to_query()),
    };
    let embed = EmbedSetup {
        record,
        error,
        replay_only: params.replay_only,
        flipped: params.flipped,
        app_link,
    };
    html! {
        <PlayScreen key={input.hash.to_string()} config={params.config} on_home={input.on_home.clone()}
            on_start={input.on_start.clone()} embed={embed} />
    }
}
