//! Clicks on the boards as actions: plain functions of the state and the
//! square clicked, `None` when the click does nothing. The boards call
//! them and dispatch what they return.

use cubeplay_engine::cephalopod as ceph;
use cubeplay_engine::deblockle::{Position, Square};
use cubeplay_engine::Direction;

use crate::board::intent::{matching_moves, tip_choices, Note, Selection};
use crate::game::reducer::Action;
use crate::game::state::PlayState;

fn current_deblockle(state: &PlayState) -> Option<Position> {
    state.record.current().deblockle().cloned()
}

fn current_cephalopod(state: &PlayState) -> Option<ceph::Position> {
    state.record.current().cephalopod().cloned()
}

/// Selects the block on `from`, no tip yet.
pub fn select(from: Square) -> Action {
    Action::Select(Some(Selection { from, tip: None }))
}

/// Tips the block in `direction`: a turn without a hop is played at once
/// (or waits for a confirm when `confirm` is on); otherwise the hop
/// destinations are shown.
fn choose_tip(
    position: &Position,
    from: Square,
    direction: Direction,
    confirm: bool,
) -> Option<Action> {
    let selection = Selection {
        from,
        tip: Some(direction),
    };
    match matching_moves(position, selection).as_slice() {
        [] => None,
        [only] if only.hop_to().is_none() && !confirm => Some(Action::Play(only.to_string())),
        _ => Some(Action::Select(Some(selection))),
    }
}

/// A click (or tap) on a Deblockle square, a tip target or a hop
/// destination. `confirm`: a tip that ends the turn waits for a confirm.
pub fn deblockle_square(state: &PlayState, square: Square, confirm: bool) -> Option<Action> {
    if !state.human_to_move() {
        return None;
    }
    let position = current_deblockle(state)?;
    if let Some(selection) = state.selection {
        match selection.tip {
            Some(tip) => {
                let moves = matching_moves(&position, selection);
                if let Some(mv) = moves.iter().find(|mv| mv.hop_to() == Some(square)) {
                    return Some(Action::Play(mv.to_string()));
                }
                // The tip square itself (where the block is shown) takes the tip back.
                if selection.from.step(tip) == Some(square) {
                    return Some(select(selection.from));
                }
            }
            None => {
                let choice = tip_choices(&position, selection.from)
                    .into_iter()
                    .find(|choice| choice.to == square);
                if let Some(choice) = choice {
                    return match choice.refusal {
                        None => choose_tip(&position, selection.from, choice.direction, confirm),
                        Some(refusal) => {
                            Some(Action::Note(Some(Note::Refused(refusal, choice.face))))
                        }
                    };
                }
            }
        }
    }
    Some(block_click(state, &position, square))
}

/// On the play screen a tip stays until its hop, its confirm or its
/// take-back (a click on the block, or on the square it left): `action`,
/// what a click on `square` does, becomes a note saying so when it would
/// drop the tip. (The lessons take such a click as a hop tried instead.)
pub fn keep_tip(state: &PlayState, square: Square, action: Option<Action>) -> Option<Action> {
    let Some(Selection { from, tip: Some(_) }) = state.selection else {
        return action;
    };
    match action {
        // During a tip only the take-back selects its block.
        None | Some(Action::Play(_)) => action,
        Some(Action::Select(Some(s))) if s.from == from => action,
        _ => Some(Action::Note(Some(Note::NotAHop(square)))),
    }
}

/// A click on a block (any of its faces) or on an empty square that is
/// no target: selects, deselects, or says why nothing happens.
fn block_click(state: &PlayState, position: &Position, square: Square) -> Action {
    let Some(block) = position.block_at(square) else {
        return Action::Select(None);
    };
    if block.owner != position.to_move() {
        return Action::Note(Some(Note::OthersBlock(block.owner)));
    }
    if position.legal_moves_from(square).is_empty() {
        return Action::Note(Some(Note::NoLegalTip));
    }
    let already = state.selection.is_some_and(|s| s.from == square);
    if already && state.selection.is_some_and(|s| s.tip.is_none()) {
        Action::Select(None)
    } else {
        select(square)
    }
}

/// A click on a face of the block on `square`. Faces are not tip
/// controls (the targets on the neighbouring squares are): a click on the
/// block selects it, and on the block shown on its tip square takes the
/// tip back.
pub fn deblockle_face(state: &PlayState, square: Square) -> Option<Action> {
    if !state.human_to_move() {
        return None;
    }
    let position = current_deblockle(state)?;
    if state
        .selection
        .is_some_and(|s| s.from == square && s.tip.is_some())
    {
        return Some(select(square));
    }
    Some(block_click(state, &position, square))
}

/// A click on a Cephalopod square: on an empty one, play at once when
/// there is one way to, or open the capture picker when there are several
/// capture sets; with the picker open, choose or drop a die.
pub fn cephalopod_square(state: &PlayState, square: ceph::Square) -> Option<Action> {
    if !state.human_to_move() {
        return None;
    }
    let position = current_cephalopod(state)?;
    if let Some((target, selected)) = &state.picker {
        let options = position.capture_moves_at(*target);
        if options
            .iter()
            .any(|mv| mv.captured_squares().any(|s| s == square))
        {
            let mut selected = selected.clone();
            if let Some(at) = selected.iter().position(|&s| s == square) {
                selected.remove(at);
            } else {
                selected.push(square);
            }
            return Some(Action::Picker(Some((*target, selected))));
        }
        // Anywhere else says which dice can be captured; the dice chosen
        // stay chosen (Cancel closes the picker).
        return (*target != square).then_some(Action::Note(Some(Note::NotCandidate(*target))));
    }
    if position.die_at(square).is_some() {
        return None;
    }
    let moves: Vec<ceph::Move> = position
        .legal_moves()
        .into_iter()
        .filter(|mv| mv.square() == square)
        .collect();
    match moves.as_slice() {
        [] => None,
        [only] => Some(Action::Play(only.to_string())),
        _ => Some(Action::Picker(Some((square, Vec::new())))),
    }
}

/// The capture set matching the picker's selection, if it is legal.
pub fn picked_move(state: &PlayState) -> Option<ceph::Move> {
    let (target, selected) = state.picker.as_ref()?;
    let position = current_cephalopod(state)?;
    // The same set: as many dice, each of them chosen (no sort: a smaller wasm).
    position.capture_moves_at(*target).into_iter().find(|mv| {
        mv.capture_count() as usize == selected.len()
            && mv
                .captured_squares()
                .all(|square| selected.contains(&square))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::intent::Refusal;
    use crate::game::config::{GameConfig, Opponent};
    use cubeplay_engine::deblockle::{Face, EXAMPLE_START};
    use cubeplay_engine::{GameKind, Player};

    fn friends(game: GameKind, position: &str) -> PlayState {
        let mut config = GameConfig::new(game);
        config.opponent = Opponent::Friend;
        config.size = (3, 3);
        config.position = Some(position.to_string());
        PlayState::new(config, 7)
    }

    fn deb(name: &str) -> Square {
        name.parse().expect("a Deblockle square")
    }

    fn ceph(name: &str) -> ceph::Square {
        name.parse().expect("a Cephalopod square")
    }

    fn selected(state: &PlayState, action: Option<Action>) -> PlayState {
        let mut next = state.clone();
        next.apply(action.expect("the click does something"));
        next
    }

    #[test]
    fn a_deblockle_turn_is_picked_block_then_tip() {
        let start = friends(GameKind::Deblockle, EXAMPLE_START);
        // Blue's block while Gold is to move: said why, nothing selected.
        assert_eq!(
            deblockle_square(&start, deb("c7"), false),
            Some(Action::Note(Some(Note::OthersBlock(Player::Second))))
        );
        // Gold's block: selected; a second click deselects it.
        let picked = deblockle_square(&start, deb("e1"), false);
        assert_eq!(
            picked,
            Some(Action::Select(Some(Selection {
                from: deb("e1"),
                tip: None
            })))
        );
        let state = selected(&start, picked);
        assert_eq!(
            deblockle_square(&state, deb("e1"), false),
            Some(Action::Select(None))
        );
        // West would bring Star up on an ordinary square: refused, named.
        assert_eq!(
            deblockle_square(&state, deb("d1"), false),
            Some(Action::Note(Some(Note::Refused(
                Refusal::StarUp,
                Face::Star
            ))))
        );
        // East brings Stop up: the whole turn, played at once, or held for
        // a confirm when that setting is on.
        assert_eq!(
            deblockle_square(&state, deb("f1"), false),
            Some(Action::Play("e1-f1".to_string()))
        );
        assert_eq!(
            deblockle_square(&state, deb("f1"), true),
            Some(Action::Select(Some(Selection {
                from: deb("e1"),
                tip: Some(Direction::East)
            })))
        );
        // A face of the selected block selects it again.
        assert_eq!(
            deblockle_face(&state, deb("e1")),
            Some(Action::Select(None))
        );
    }

    #[test]
    fn no_click_acts_off_turn() {
        let mut state = friends(GameKind::Deblockle, EXAMPLE_START);
        state.view = Some(0);
        assert_eq!(deblockle_square(&state, deb("e1"), false), None);
        assert_eq!(deblockle_face(&state, deb("e1")), None);
    }

    #[test]
    fn a_cephalopod_square_plays_or_opens_the_capture_picker() {
        // White dice on a2 and b1, a Black one on c2: b2 captures any two
        // or all three of them.
        let state = friends(GameKind::Cephalopod, ".../w1.b1/.w1. w");
        assert_eq!(
            cephalopod_square(&state, ceph("a3")),
            Some(Action::Play("a3".to_string()))
        );
        assert_eq!(cephalopod_square(&state, ceph("a2")), None);
        let open = cephalopod_square(&state, ceph("b2"));
        assert_eq!(open, Some(Action::Picker(Some((ceph("b2"), Vec::new())))));
        let state = selected(&state, open);
        assert_eq!(picked_move(&state), None);
        // Dice are chosen and dropped; the set chosen is the move.
        let one = selected(&state, cephalopod_square(&state, ceph("a2")));
        assert_eq!(one.picker, Some((ceph("b2"), vec![ceph("a2")])));
        let two = selected(&one, cephalopod_square(&one, ceph("c2")));
        assert_eq!(
            picked_move(&two).map(|mv| mv.to_string()),
            Some("b2=a2+c2".to_string())
        );
        assert_eq!(
            cephalopod_square(&two, ceph("a2")),
            Some(Action::Picker(Some((ceph("b2"), vec![ceph("c2")]))))
        );
        // Elsewhere says which dice can be captured and keeps the dice
        // chosen; the target itself does nothing.
        assert_eq!(
            cephalopod_square(&two, ceph("a3")),
            Some(Action::Note(Some(Note::NotCandidate(ceph("b2")))))
        );
        let noted = selected(&two, cephalopod_square(&two, ceph("a3")));
        assert_eq!(noted.picker, two.picker);
        assert_eq!(cephalopod_square(&two, ceph("b2")), None);
        // The next die chosen clears the note.
        let three = selected(&noted, cephalopod_square(&noted, ceph("b1")));
        assert_eq!(three.note, None);
    }

    #[test]
    fn a_tip_stays_until_its_hop_confirm_or_take_back() {
        // Gold's e1 tipped north brings the Hoops up: hops follow.
        let mut state = friends(GameKind::Deblockle, EXAMPLE_START);
        let tipped = Selection {
            from: deb("e1"),
            tip: Some(Direction::North),
        };
        state.apply(Action::Select(Some(tipped)));
        let click = |square: &str| {
            let square = deb(square);
            keep_tip(&state, square, deblockle_square(&state, square, true))
        };
        // A hop destination plays (Hoops may come back to e1); the block,
        // on its tip square, takes the tip back.
        assert_eq!(click("g1"), Some(Action::Play("e1-e2:g1".to_string())));
        assert_eq!(click("e1"), Some(Action::Play("e1-e2:e1".to_string())));
        assert_eq!(click("e2"), Some(select(deb("e1"))));
        assert_eq!(
            keep_tip(&state, deb("e1"), deblockle_face(&state, deb("e1"))),
            Some(select(deb("e1")))
        );
        // An empty square, another of Gold's blocks, a Blue block: the tip
        // stays and the note says what to do.
        for square in ["a4", "c1", "c7"] {
            assert_eq!(
                click(square),
                Some(Action::Note(Some(Note::NotAHop(deb(square))))),
                "{square}"
            );
        }
        assert_eq!(
            keep_tip(&state, deb("c1"), deblockle_face(&state, deb("c1"))),
            Some(Action::Note(Some(Note::NotAHop(deb("c1")))))
        );
        // East brings the Stop up: with the confirm waiting, elsewhere
        // keeps it too (the status says how to end the turn).
        state.apply(Action::Select(Some(Selection {
            tip: Some(Direction::East),
            ..tipped
        })));
        assert_eq!(
            keep_tip(&state, deb("a4"), deblockle_square(&state, deb("a4"), true)),
            Some(Action::Note(Some(Note::NotAHop(deb("a4")))))
        );
        // No tip made: clicks act as before.
        state.apply(Action::Select(None));
        assert_eq!(
            keep_tip(&state, deb("c1"), deblockle_square(&state, deb("c1"), true)),
            Some(select(deb("c1")))
        );
    }
}
