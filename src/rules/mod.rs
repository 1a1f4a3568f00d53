//! The rules pages of both games, written for people who have never played.
//!
//! Each page is a list of [`Item`]s (in `deblockle.rs` and `cephalopod.rs`)
//! that names its Fluent messages (`locales/rules-*.ftl`) and its pictures
//! (`diagrams.rs`); `RulesPage` turns the list into semantic HTML. Keeping
//! the content as data lets a native test check every message id.

pub mod cephalopod;
pub mod deblockle;
pub mod diagrams;
pub mod item;

use cubeplay_engine::deblockle::Face;
use yew::prelude::*;

use crate::i18n::labels::face_message;
use crate::i18n::{t, use_language, Msg};
use item::{Figure, Item};

/// Which game's rules to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesGame {
    Deblockle,
    Cephalopod,
}

#[derive(Properties, PartialEq, Clone)]
pub struct RulesPageProps {
    pub game: RulesGame,
}

/// The label in front of every point the project chose.
const CHOSEN_LABEL: Msg = Msg::RulesChosen;

fn content(game: RulesGame) -> &'static [Item] {
    match game {
        RulesGame::Deblockle => deblockle::PAGE,
        RulesGame::Cephalopod => cephalopod::PAGE,
    }
}

fn title_id(game: RulesGame) -> Msg {
    match game {
        RulesGame::Deblockle => Msg::RulesTitleDeblockle,
        RulesGame::Cephalopod => Msg::RulesTitleCephalopod,
    }
}

/// A small symbol icon for running text; the name next to it says the same.
fn inline_icon(face: Face) -> Html {
    html! {
        <svg class="rules-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect class="rules-icon-face" x="1" y="1" width="22" height="22" rx="4" />
            { crate::board::cube::icon(face, 12.0, 12.0, 8.0) }
        </svg>
    }
}

fn figure(figure: &Figure) -> Html {
    let title = t(figure.title);
    html! {
        <figure class={classes!("rules-figure", figure.diagram.size_class())}>
            <svg class="rules-fig" viewBox={figure.diagram.view_box()} role="img"
                 aria-label={title.clone()} focusable="false">
                <title>{ title }</title>
                { figure.diagram.draw() }
            </svg>
            if let Some(caption) = figure.caption {
                <figcaption>{ t(caption) }</figcaption>
            }
        </figure>
    }
}

/// A notation example as code, followed by its meaning.
fn notation(id: Msg) -> Html {
    let text = t(id);
    match text.split_once(": ") {
        Some((example, meaning)) => html! {
            <li><code class="rules-code">{ example }</code>{ ": " }{ meaning }</li>
        },
        None => html! { <li>{ text }</li> },
    }
}

fn item(item: &Item) -> Html {
    match item {
        Item::Heading(id) => html! { <h2>{ t(*id) }</h2> },
        Item::Subheading(id) => html! { <h3>{ t(*id) }</h3> },
        Item::Para(id) => html! { <p>{ t(*id) }</p> },
        Item::Chosen(id) => html! {
            <p class="rules-chosen">
                <strong class="rules-chosen-label">{ t(CHOSEN_LABEL) }</strong>
                { " " }{ t(*id) }
            </p>
        },
        Item::List(ids) => html! {
            <ul>{ for ids.iter().map(|id| html! { <li>{ t(*id) }</li> }) }</ul>
        },
        Item::Steps(ids) => html! {
            <ol>{ for ids.iter().map(|id| html! { <li>{ t(*id) }</li> }) }</ol>
        },
        Item::Notation(ids) => html! {
            <ul class="rules-notation">{ for ids.iter().map(|id| notation(*id)) }</ul>
        },
        Item::Legend => html! {
            <ul class="rules-legend">
                { for Face::ALL.iter().map(|face| html! {
                    <li>{ inline_icon(*face) }<span>{ t(face_message(*face)) }</span></li>
                }) }
            </ul>
        },
        Item::Symbol(face, id) => html! {
            <>
                <h4 class="rules-symbol">{ inline_icon(*face) }<span>{ t(face_message(*face)) }</span></h4>
                <p>{ t(*id) }</p>
            </>
        },
        Item::Figure(fig) => figure(fig),
    }
}

/// The `rules` part's view: the address's game's rules under the bar.
pub fn rules_screen(input: &crate::parts::ScreenInput) -> Html {
    let game = match input.route {
        crate::app::route::Route::Rules(cubeplay_engine::GameKind::Cephalopod) => {
            RulesGame::Cephalopod
        }
        _ => RulesGame::Deblockle,
    };
    // The bar links to the other game's rules.
    let other = match game {
        RulesGame::Deblockle => cubeplay_engine::GameKind::Cephalopod,
        RulesGame::Cephalopod => cubeplay_engine::GameKind::Deblockle,
    };
    input.rules_frame(
        other,
        html! { <main class="rules-main"><RulesPage game={game} /></main> },
    )
}

/// The rules page of one game, in the current language.
#[function_component]
pub fn RulesPage(props: &RulesPageProps) -> Html {
    // Subscribing re-renders the page when the language changes.
    let language = use_language();
    let game_class = match props.game {
        RulesGame::Deblockle => "rules-deblockle",
        RulesGame::Cephalopod => "rules-cephalopod",
    };
    html! {
        <article class={classes!("rules", game_class)} lang={language.code()}>
            <h1>{ t(title_id(props.game)) }</h1>
            { crate::study::lessons::screen::learn_links(match props.game {
                RulesGame::Deblockle => cubeplay_engine::GameKind::Deblockle,
                RulesGame::Cephalopod => cubeplay_engine::GameKind::Cephalopod,
            }, true) }
            { for content(props.game).iter().map(item) }
        </article>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::tests::message_ids;

    /// Every message id a page item uses.
    fn item_ids(item: &Item) -> Vec<Msg> {
        match item {
            Item::Heading(id) | Item::Subheading(id) | Item::Para(id) | Item::Chosen(id) => {
                vec![*id]
            }
            Item::List(ids) | Item::Steps(ids) | Item::Notation(ids) => ids.to_vec(),
            Item::Legend => Face::ALL.iter().map(|face| face_message(*face)).collect(),
            Item::Symbol(face, id) => vec![face_message(*face), *id],
            Item::Figure(figure) => std::iter::once(figure.title)
                .chain(figure.caption)
                .chain(figure.diagram.messages().iter().copied())
                .collect(),
        }
    }

    fn used_messages() -> Vec<Msg> {
        let mut ids = vec![CHOSEN_LABEL];
        for game in [RulesGame::Deblockle, RulesGame::Cephalopod] {
            ids.push(title_id(game));
            for item in content(game) {
                ids.extend(item_ids(item));
            }
        }
        ids
    }

    fn used_ids() -> Vec<&'static str> {
        used_messages().into_iter().map(Msg::id).collect()
    }

    #[test]
    fn every_message_used_exists_in_english() {
        let rules = message_ids(include_str!("../../locales/rules-en.ftl"));
        let app = message_ids(include_str!("../../locales/en.ftl"));
        for id in used_ids() {
            if id.starts_with("rules-") {
                assert!(rules.iter().any(|r| r == id), "rules-en.ftl lacks {id}");
            } else {
                assert!(app.iter().any(|r| r == id), "en.ftl lacks {id}");
            }
        }
    }

    #[test]
    fn every_rules_message_is_used() {
        let used = used_ids();
        for id in message_ids(include_str!("../../locales/rules-en.ftl")) {
            assert!(used.contains(&id.as_str()), "{id} is never shown");
        }
    }

    #[test]
    fn rules_messages_are_single_values_without_variables() {
        // The pages name `Msg` ids, which have no variables: a `{ $x }` would show raw.
        for source in [
            include_str!("../../locales/rules-en.ftl"),
            include_str!("../../locales/rules-hu.ftl"),
            include_str!("../../locales/rules-kn.ftl"),
        ] {
            assert!(!source.contains("{ $"), "a rules message takes an argument");
        }
    }

    #[test]
    fn hungarian_and_kannada_pages_are_translated() {
        use crate::i18n::{set_language, Language};
        let messages = used_messages();
        let english: Vec<String> = messages.iter().map(|message| t(*message)).collect();
        for language in [Language::Hungarian, Language::Kannada] {
            set_language(language);
            for (message, english) in messages.iter().zip(&english) {
                let text = t(*message);
                let id = message.id();
                // Symbol names such as "X" are the same in every language.
                if id.starts_with("rules-") {
                    assert_ne!(&text, english, "{id} is not translated to {language:?}");
                }
                if language == Language::Kannada {
                    // Only game names, square names and notation in Latin letters.
                    let rest = text
                        .replace("Deblockle'd", "")
                        .replace("Deblockle", "")
                        .replace("Cephalopod", "");
                    let latin_word = rest
                        .split(|c: char| !c.is_ascii_alphabetic())
                        .any(|word| word.len() > 1);
                    assert!(!latin_word, "{id} has Latin words in Kannada: {text}");
                }
            }
        }
        set_language(Language::English);
    }

    #[test]
    fn notation_examples_are_the_same_in_every_language() {
        use crate::i18n::{set_language, Language};
        for game in [RulesGame::Deblockle, RulesGame::Cephalopod] {
            for item in content(game) {
                let Item::Notation(ids) = item else { continue };
                for id in *ids {
                    let examples: Vec<String> = Language::ALL
                        .into_iter()
                        .map(|language| {
                            set_language(language);
                            let text = t(*id);
                            let (example, _) = text.split_once(": ").expect("example: meaning");
                            example.to_string()
                        })
                        .collect();
                    assert!(
                        examples.iter().all(|e| e == &examples[0]),
                        "{}: {examples:?}",
                        id.id()
                    );
                }
            }
        }
        set_language(Language::English);
    }

    #[test]
    fn the_pages_mention_every_chosen_point() {
        let ids = used_ids();
        for id in [
            "rules-d-chosen-stars",
            "rules-d-chosen-net",
            "rules-d-chosen-fewer",
            "rules-d-chosen-complete",
            "rules-d-chosen-stuck",
            "rules-d-chosen-stuck-written",
            "rules-d-chosen-repeat",
            "rules-c-chosen-first",
            "rules-c-chosen-tie",
        ] {
            assert!(ids.contains(&id), "{id} is not on a page");
        }
    }
}
