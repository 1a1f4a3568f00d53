//! The results of a finished review (in the review's part): the graph, each
//! player's accuracy, what the engine says of the shown move (the one into
//! the shown position, with its better move on the board on request), and
//! what the solver proved there.

use cubeplay_engine::ai::review::Class;
use cubeplay_engine::{GameKind, Player};
use yew::prelude::*;

use crate::game::reducer::Action;
use crate::game::review::{first_chance, proven};
use crate::game::state::PlayState;
use crate::i18n::labels::player_label;
use crate::i18n::{msg, t, Msg};
use crate::play::review_graph::review_graph;

/// Scrolls the board into view if it is not (on a phone the review sits
/// below it): what *Show it on the board* changes must be seen.
fn bring_board_into_view() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let board = window.document().and_then(|document| {
        document
            .query_selector("main.play svg.board")
            .ok()
            .flatten()
    });
    let Some(board) = board else {
        return;
    };
    let rect = board.get_bounding_client_rect();
    let height = window
        .inner_height()
        .ok()
        .and_then(|height| height.as_f64())
        .unwrap_or(0.0);
    if rect.top() < 0.0 || rect.bottom() > height {
        board.scroll_into_view_with_bool(true);
    }
}

/// The locale id of a class's name.
pub fn class_label(class: Class) -> String {
    t(match class {
        Class::Best => Msg::ReviewClassBest,
        Class::Good => Msg::ReviewClassGood,
        Class::Inaccuracy => Msg::ReviewClassInaccuracy,
        Class::Mistake => Msg::ReviewClassMistake,
        Class::Blunder => Msg::ReviewClassBlunder,
    })
}

/// The mark a class gets in the move list.
pub fn class_mark(class: Class) -> &'static str {
    match class {
        Class::Best => "★",
        Class::Good => "✓",
        Class::Inaccuracy => "?!",
        Class::Mistake => "?",
        Class::Blunder => "??",
    }
}

fn colours(game: GameKind) -> (&'static str, &'static str) {
    match game {
        GameKind::Cephalopod => ("graph-white", "graph-black"),
        GameKind::Deblockle => ("graph-gold", "graph-blue"),
    }
}

/// What the review's results are given.
#[derive(Clone, PartialEq)]
pub struct ReviewInput {
    pub state: PlayState,
    pub on_action: Callback<Action>,
    /// Starts (true) or cancels (false) a review.
    pub on_review: Callback<bool>,
}

/// The results of a finished review (in the review's part).
pub fn review_results(input: &ReviewInput) -> Html {
    let (state, on_action, on_review) = (&input.state, &input.on_action, &input.on_review);
    let game = state.config.game;
    let moves = state.record.moves();
    let start = html! {
        <button onclick={on_review.reform(|_: MouseEvent| true)} data-action="review">{ t(Msg::ReviewStart) }</button>
    };
    let Some(review) = state.review.as_ref() else {
        return html! {};
    };
    let shown = state.shown_index();
    let chances: Vec<f64> = (0..=review.plies.len())
        .filter_map(|index| review.score_at(index))
        .map(|score| first_chance(game, score))
        .collect();
    let classes: Vec<Option<Class>> = std::iter::once(None)
        .chain(review.plies.iter().map(|ply| Some(ply.class)))
        .collect();
    let first = player_label(game, Player::First);
    let summaries = Player::BOTH.into_iter().map(|player| {
        let (accuracy, [inaccuracies, mistakes, blunders]) = review.summary(&moves, player);
        let name = player_label(game, player);
        html! {
            <li data-player={if player == Player::First { "first" } else { "second" }}>
                { msg::review_accuracy(name.as_str(), accuracy.unwrap_or(0.0).round()) }
                { " · " }
                { msg::review_marks(inaccuracies, mistakes, blunders) }
            </li>
        }
    });
    // The shown move: the one into the shown position, as the move list
    // and the graph mark it.
    let played = shown.checked_sub(1).and_then(|i| review.plies.get(i)).map(|ply| {
        let text = msg::review_played(shown, ply.played.as_str(), class_label(ply.class).as_str());
        let better = ply.class != Class::Best;
        let on = state.better;
        html! {
            <>
                <p class="review-ply" data-class={ply.class.name()} data-better={ply.best.clone()}>
                    { text }
                    if better {
                        { " " }{ msg::review_better(ply.best.as_str()) }
                    }
                </p>
                if better {
                    <button data-action="review-better" aria-pressed={on.to_string()}
                        onclick={on_action.reform(move |_: MouseEvent| {
                            bring_board_into_view();
                            Action::Better(!on)
                        })}>
                        { t(if on { Msg::ReviewShowPlayed } else { Msg::ReviewShowBetter }) }
                    </button>
                }
            </>
        }
    });
    let proof = review.score_at(shown).and_then(proven).map(|(id, winner, turns)| {
        let id = match (id, game) {
            ("review-proven-in", GameKind::Deblockle) => "review-proven-clear",
            (id, _) => id,
        };
        let name = winner.map(|w| player_label(game, w)).unwrap_or_default();
        html! {
            <p class="review-proof" data-proof={id}>
                { match id {
                    "review-proven-draw" => t(Msg::ReviewProvenDraw),
                    "review-proven-win" => msg::review_proven_win(name.as_str()),
                    "review-proven-clear" => msg::review_proven_clear(name.as_str(), turns.unwrap_or(0)),
                    _ => msg::review_proven_in(name.as_str(), turns.unwrap_or(0)),
                } }
            </p>
        }
    });
    // A move that changed the result with perfect play, named.
    let changed = shown.checked_sub(1).and_then(|i| {
        let (mover, played) = moves.get(i)?;
        let (was, now) = review.result_change(shown, *mover)?;
        Some(html! {
            <p class="review-change" data-kind="result-change">{ msg::review_result_changed(played.as_str(), was, now) }</p>
        })
    });
    let changes: Vec<String> = review
        .result_changes(&moves)
        .into_iter()
        .map(|ply| format!("{ply}. {}", moves[ply - 1].1))
        .collect();
    // The graph says what it shows, in sight (a phone has no tooltips).
    let caption = msg::review_graph(first.as_str());
    html! {
        <section class="review" data-state="done" aria-label={t(Msg::ReviewTitle)}>
            <p class="review-caption muted">{ caption.clone() }</p>
            { review_graph(&chances, &classes, shown, colours(game), caption, on_action) }
            <ul class="review-summary">{ for summaries }</ul>
            { for played }
            { for proof }
            { for changed }
            if !changes.is_empty() {
                <p class="review-caption" data-kind="result-changes">{ msg::review_result_changes(changes.join(", ").as_str()) }</p>
            }
            if !review.covers(moves.len()) {
                { start }
            }
        </section>
    }
}
