//! A link opened on the home page: a share link (`#v1;…`) becomes a kept
//! game of its own (or opens the same game kept already); a friend's move
//! (`#/link/…`) is shown here only when no kept game can show it. A damaged
//! link leaves everything as it was and says why.

use yew::prelude::*;

use crate::app::route::Route;
use crate::home::screen::home_page;
use crate::i18n::{msg, Phrase};
use crate::parts::ScreenInput;
use crate::share::dialogs::page_base;
use crate::storage::{keep, store};

#[derive(Properties, PartialEq)]
pub struct OpenedLinkProps {
    pub input: ScreenInput,
}

#[function_component]
pub fn OpenedLink(props: &OpenedLinkProps) -> Html {
    let link_error = use_state(|| None::<Phrase>);
    {
        let link_error = link_error.clone();
        use_effect_with(props.input.route.clone(), move |route| match route {
            Route::Shared(fragment) => {
                match cubeplay_engine::record::Record::from_fragment(fragment) {
                    Ok(kept) => {
                        let (_, saved) = keep::adopt(
                            &kept,
                            &store::browser::fresh_id(),
                            store::browser::now_ms(),
                        );
                        let id = store::browser::keep_new(&saved);
                        if let Some(window) = web_sys::window() {
                            let address = format!("{}#/game/{id}", page_base());
                            let _ = window.location().replace(&address);
                        }
                    }
                    Err(error) => link_error.set(Some(Phrase::new(move || {
                        let reason = crate::i18n::record_errors::describe(&error);
                        msg::link_damaged(reason.as_str())
                    }))),
                }
            }
            Route::Link(fragment) => link_error.set(crate::share::remote_view::open_link(fragment)),
            _ => link_error.set(None),
        });
    }
    let notice = link_error
        .as_ref()
        .map(|error| (AttrValue::from(error.text()), "link-error"));
    home_page(&props.input, None, notice)
}
