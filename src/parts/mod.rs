//! The parts of the app that are fetched when first opened, not with the
//! page: each is a split point of the page's wasm (`#[wasm_split]`), which
//! the build (`scripts/wasm-build.mjs`) cuts into a file of its own, with
//! everything only it uses. A part gives one view: a plain function from
//! what the page hands it to the markup, so the page's own code never
//! names the part's components and the splitter can move them out.
//!
//! `OnDemand` shows a part: at once when it is loaded, otherwise it says it
//! is opening it, and if the file cannot be fetched (offline before its
//! first use, a host that lost the file) it says so with *Try again*.
//! Without the split (natively, in the tests, in the first screens drawn
//! at build time) every part is there from the start.

mod screen_input;
mod screens;

use std::cell::Cell;
use std::future::Future;
use std::pin::Pin;
use std::thread::LocalKey;

use yew::prelude::*;

use crate::i18n::{t, use_language, Msg};

pub use screen_input::ScreenInput;
pub use screens::*;

/// A part's view: what the page gives it, to its markup.
pub type View<I> = fn(&I) -> Html;

/// A part's file could not be fetched or started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PartUnavailable;

#[cfg(feature = "split")]
impl From<wasm_split_helpers::SplitLoaderError> for PartUnavailable {
    fn from(_: wasm_split_helpers::SplitLoaderError) -> Self {
        PartUnavailable
    }
}

type Loading<V> = Pin<Box<dyn Future<Output = Result<V, PartUnavailable>>>>;

/// A part of the app and what it gives once loaded (see the module's
/// text): a view, or a few functions (`V`).
pub struct Part<V: Copy + 'static> {
    /// Its name in the build (`cubeplay-<hash>-<name>.wasm`).
    pub name: &'static str,
    load: fn() -> Loading<V>,
    loaded: &'static LocalKey<Cell<Option<V>>>,
    /// Whether its screens use the texts of the second language pack
    /// (rules, lessons, puzzles, analysis: `i18n::packs`).
    study_texts: bool,
}

impl<V: Copy + 'static> Part<V> {
    /// What it gives, if it is loaded already.
    pub fn get(&self) -> Option<V> {
        self.loaded.with(Cell::get)
    }

    /// Loads it (and the texts it needs) if need be; a failure can be tried
    /// again, since it is not remembered.
    pub async fn load(&self) -> Result<V, PartUnavailable> {
        if let Some(view) = self.get() {
            return Ok(view);
        }
        if self.study_texts {
            crate::i18n::packs::want_study_texts()
                .await
                .map_err(|_| PartUnavailable)?;
        }
        let view = (self.load)().await?;
        self.loaded.with(|loaded| loaded.set(Some(view)));
        Ok(view)
    }
}

/// Declares a part: `part!(pub static NAME: Part<V> = split_name, study
/// texts, value);` where the value (of type `V`) is a function, or a few
/// functions, of the part.
macro_rules! part {
    ($(#[$doc:meta])* $vis:vis static $name:ident: Part<$v:ty> = $split:ident, $study:expr, $view:expr;) => {
        $(#[$doc])*
        $vis static $name: $crate::parts::Part<$v> = {
            // The split point: in the page's wasm (feature `split`) the
            // splitter moves the view and all only it uses into the part's
            // file. Every other build calls the view directly: the workers'
            // (split points are exported, so they would link the parts in)
            // and the wasm tests' (with no splitter to supply the loader).
            #[cfg(all(target_arch = "wasm32", feature = "split"))]
            #[allow(unsafe_code)]
            #[wasm_split_helpers::wasm_split($split, fallible)]
            fn split() -> Result<$v, $crate::parts::PartUnavailable> {
                let value: $v = $view;
                Ok(value)
            }
            #[cfg(all(target_arch = "wasm32", feature = "split"))]
            fn load() -> ::std::pin::Pin<Box<dyn ::std::future::Future<
                Output = Result<$v, $crate::parts::PartUnavailable>>>> {
                Box::pin(split())
            }
            #[cfg(not(all(target_arch = "wasm32", feature = "split")))]
            fn load() -> ::std::pin::Pin<Box<dyn ::std::future::Future<
                Output = Result<$v, $crate::parts::PartUnavailable>>>> {
                let value: $v = $view;
                Box::pin(async move { Ok(value) })
            }
            #[cfg(all(target_arch = "wasm32", feature = "split"))]
            thread_local! {
                static LOADED: ::std::cell::Cell<Option<$v>> =
                    const { ::std::cell::Cell::new(None) };
            }
            // Without the split every part is there from the start.
            #[cfg(not(all(target_arch = "wasm32", feature = "split")))]
            thread_local! {
                static LOADED: ::std::cell::Cell<Option<$v>> = {
                    let value: $v = $view;
                    ::std::cell::Cell::new(Some(value))
                };
            }
            $crate::parts::Part::new(stringify!($split), load, &LOADED, $study)
        };
    };
}
pub(crate) use part;

impl<V: Copy + 'static> Part<V> {
    #[doc(hidden)]
    pub const fn new(
        name: &'static str,
        load: fn() -> Loading<V>,
        loaded: &'static LocalKey<Cell<Option<V>>>,
        study_texts: bool,
    ) -> Self {
        Part {
            name,
            load,
            loaded,
            study_texts,
        }
    }
}

/// Shows what `part` gives for `input`: see `OnDemand`.
pub fn on_demand<I: PartialEq + 'static>(part: &'static Part<View<I>>, input: I) -> Html {
    html! { <OnDemand<View<I>, I> part={part} select={same_view::<I> as fn(&View<I>) -> View<I>} input={input} /> }
}

fn same_view<I>(view: &View<I>) -> View<I> {
    *view
}

#[derive(Properties)]
pub struct OnDemandProps<V: Copy + 'static, I: PartialEq + 'static> {
    pub part: &'static Part<V>,
    /// The view, of what the part gives.
    pub select: fn(&V) -> View<I>,
    pub input: I,
}

// A part always gives the same view for the same `select`.
impl<V: Copy + 'static, I: PartialEq + 'static> PartialEq for OnDemandProps<V, I> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.part, other.part) && self.input == other.input
    }
}

/// Shows the view `select` takes of what `part` gives, with `input`,
/// loading the part first if need be (see the module's text). The same
/// element may be given another part (the page's screen, when the address
/// changes): what it shows follows the part it is given now.
#[function_component]
pub fn OnDemand<V: Copy + 'static, I: PartialEq + 'static>(props: &OnDemandProps<V, I>) -> Html {
    use_language();
    let part = props.part;
    let id = std::ptr::from_ref(part) as usize;
    // The part whose file could not be had, if any.
    let unavailable = use_state(|| None::<usize>);
    // Each try is a new value, so Try again loads once more.
    let attempt = use_state(|| 0u32);
    let redraw = use_force_update();
    {
        let unavailable = unavailable.clone();
        use_effect_with((id, *attempt), move |_| {
            if part.get().is_none() {
                wasm_bindgen_futures::spawn_local(async move {
                    match part.load().await {
                        Ok(_) => redraw.force_update(),
                        Err(PartUnavailable) => unavailable.set(Some(id)),
                    }
                });
            }
        });
    }
    match part.get() {
        Some(loaded) => (props.select)(&loaded)(&props.input),
        None if *unavailable != Some(id) => html! {
            <p class="notice part-opening" role="status" data-part={part.name}>{ t(Msg::PartOpening) }</p>
        },
        None => {
            let again = {
                let (attempt, unavailable) = (attempt.clone(), unavailable.clone());
                Callback::from(move |_: MouseEvent| {
                    unavailable.set(None);
                    attempt.set(*attempt + 1);
                })
            };
            html! {
                <div class="part-unavailable" data-part={part.name}>
                    <p class="notice error" role="alert">{ t(Msg::PartUnavailable) }</p>
                    <button class="primary" onclick={again} data-action="part-retry">{ t(Msg::PartRetry) }</button>
                </div>
            }
        }
    }
}
