//! A Deblockle turn explained step by step: the four tip choices of a
//! selected block (the symbol each would bring on top, or why it cannot),
//! what the status line asks for now and the last move's path on the board.
//! Plain functions of a position and a selection, so the board needs no
//! screen's state and all of it is tested natively; the side panel's part
//! is `play::turn_panel`.

use cubeplay_engine::deblockle::{target_star, Face, Move, Position, Square};
use cubeplay_engine::{GameKind, Player};

use crate::board::intent::{matching_moves, Note, Refusal, Selection, TipChoice};
use crate::i18n::labels::player_label;
use crate::i18n::labels::{direction_message, face_message};
use crate::i18n::{msg, t, Msg};

/// A player as a Fluent selector key, for languages whose possessive form
/// depends on the name (Kannada: ಚಿನ್ನದ, ನೀಲಿಯ).
pub fn side_key(player: Player) -> &'static str {
    match player {
        Player::First => "gold",
        Player::Second => "blue",
    }
}

impl Note {
    pub fn text(self) -> String {
        match self {
            Note::OthersBlock(owner) => msg::turn_others_block(
                player_label(GameKind::Deblockle, owner).as_str(),
                side_key(owner),
            ),
            Note::NoLegalTip => t(Msg::TurnNoTip),
            Note::Refused(refusal, face) => refusal_text(refusal, face),
            Note::NotAHop(square) => msg::turn_not_hop(square.to_string().as_str()),
            Note::EndsHere => t(Msg::TurnEndsHere),
            Note::NotCandidate(target) => msg::picker_not_candidate(target.to_string().as_str()),
        }
    }
}

pub fn refusal_text(refusal: Refusal, face: Face) -> String {
    let face = t(face_message(face));
    match refusal {
        Refusal::Star => msg::turn_refused_star(face.as_str()),
        Refusal::StarUp => t(Msg::TurnRefusedStarUp),
        Refusal::NoHop => msg::turn_refused_no_hop(face.as_str()),
        Refusal::Adjacent => t(Msg::TurnRefusedAdjacent),
    }
}

/// The message asking for the hop that `face` makes.
pub fn hop_prompt(face: Face) -> Msg {
    match face {
        Face::Slider => Msg::TurnHopSlider,
        Face::Cross => Msg::TurnHopCross,
        Face::X => Msg::TurnHopX,
        Face::Hoops => Msg::TurnHopHoops,
        // Star and Stop make no hop: the turn has ended (or awaits a confirm).
        Face::Star | Face::Stop => Msg::TurnEndsHere,
    }
}

/// What the status line asks for during a turn in progress: after a note,
/// the note; with a block selected, to tip it; after a tip, the hop its
/// symbol makes, or the confirm of a tip that ends the turn. `None` when
/// no turn is in progress.
pub fn turn_prompt(
    position: &Position,
    selection: Option<Selection>,
    note: Option<Note>,
) -> Option<String> {
    if let Some(note) = note {
        // Beside a tip that ends the turn no hop is to be picked.
        let ends = matches!(note, Note::NotAHop(_)) && pending_move(position, selection).is_some();
        return Some(if ends { Note::EndsHere } else { note }.text());
    }
    let selection = selection?;
    let Some(direction) = selection.tip else {
        return Some(t(Msg::TurnPickTip));
    };
    let block = position.block_at(selection.from)?;
    let face = block.orientation.top_after_tip(direction);
    let to = selection.from.step(direction)?;
    let moves = matching_moves(position, selection);
    match moves.as_slice() {
        [only] if only.hop_to().is_none() => Some(if face == Face::Star {
            msg::turn_confirm_removal(to.to_string().as_str())
        } else {
            msg::turn_confirm_stop(to.to_string().as_str())
        }),
        _ => Some(t(hop_prompt(face))),
    }
}

/// The tip waiting for a confirm: a selection whose only turn is the tip.
pub fn pending_move(position: &Position, selection: Option<Selection>) -> Option<Move> {
    let selection = selection.filter(|s| s.tip.is_some())?;
    match matching_moves(position, selection).as_slice() {
        [only] if only.hop_to().is_none() => Some(*only),
        _ => None,
    }
}

/// The squares a move passed, in order: the start, the tip square, every
/// square of the hop, the end. `after` is the position the move led to
/// (its other blocks stood where they stand now). The hop's route is the
/// engine's (`Position::played_hop_route`): Hoops can reach a square by
/// several routes; it shows one, preferring one that does not turn back.
pub fn move_path(after: &Position, mv: Move) -> Vec<Square> {
    let mut path = vec![mv.from(), mv.tip_to()];
    if let Some(end) = mv.hop_to() {
        // A move the position does not bear out is drawn straight to its end.
        path.extend(after.played_hop_route(mv).unwrap_or_else(|| vec![end]));
    }
    path
}

/// Whether `mv` took a block off the board (Star up on the goal star).
pub fn is_removal(after: &Position, mv: Move) -> bool {
    mv.hop_to().is_none()
        && mv.end().is_star()
        && after.block_at(mv.end()).is_none()
        && Player::BOTH
            .into_iter()
            .any(|player| target_star(player) == mv.end())
}

/// The player whose goal `star` is (the opponent of its home owner).
pub fn goal_of(star: Square) -> Option<Player> {
    Player::BOTH
        .into_iter()
        .find(|&player| target_star(player) == star)
}

/// "Gold's goal", the label on a goal star.
pub fn goal_label(player: Player) -> String {
    msg::turn_goal(
        player_label(GameKind::Deblockle, player).as_str(),
        side_key(player),
    )
}

/// The label of a tip target (for screen readers; it also shows on hover).
pub fn choice_label(choice: &TipChoice) -> String {
    let direction = t(direction_message(choice.direction));
    let square = choice.to.to_string();
    let face = t(face_message(choice.face));
    let reason = choice
        .refusal
        .map(|refusal| refusal_text(refusal, choice.face))
        .unwrap_or_default();
    match choice.refusal {
        None => msg::turn_target(direction.as_str(), square.as_str(), face.as_str()),
        Some(_) => msg::turn_target_refused(square.as_str(), direction.as_str(), reason.as_str()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::intent::{tip_choices, TurnEnd};
    use crate::i18n::{set_language, Language};
    use cubeplay_engine::deblockle::{Rules, EXAMPLE_START};
    use cubeplay_engine::Direction;

    fn position(text: &str) -> Position {
        Position::parse_with_rules(text, Rules::default()).expect("a test position")
    }

    fn sq(name: &str) -> Square {
        name.parse().expect("a square name")
    }

    #[test]
    fn refusals_name_the_rule() {
        set_language(Language::English);
        // Gold on d5, Cross up, Slider north: north brings the Hoops onto
        // the d6 star, which a block enters only Star up.
        let pos = position("......./......./...gCL.../......./......./......./......bCS g");
        let north = tip_choices(&pos, sq("d5"))
            .into_iter()
            .find(|c| c.direction == Direction::North)
            .expect("d6 is empty");
        assert_eq!(
            (north.to, north.face, north.refusal),
            (sq("d6"), Face::Hoops, Some(Refusal::Star))
        );
        assert_eq!(
            Note::Refused(Refusal::Star, Face::Hoops).text(),
            "The Hoops would come up: a block may tip onto a star only onto your goal, with Star up."
        );
    }

    #[test]
    fn a_removal_and_a_stop_end_the_turn_and_are_named() {
        set_language(Language::English);
        // Gold on d5, Cross up, Stop north (so Star south): north tips the
        // Star up onto d6, Gold's goal.
        let pos = position("......./......./...gCT.../......./......./......./......bCS g");
        let north = tip_choices(&pos, sq("d5"))
            .into_iter()
            .find(|c| c.direction == Direction::North)
            .expect("d6 is empty");
        assert_eq!(
            (north.face, north.refusal, north.ends),
            (Face::Star, None, Some(TurnEnd::Removal))
        );
        let selection = Some(Selection {
            from: sq("d5"),
            tip: Some(Direction::North),
        });
        assert_eq!(
            turn_prompt(&pos, selection, None).as_deref(),
            Some("The Star comes up on d6: this block leaves the board. Play this move?")
        );
        let pending = pending_move(&pos, selection).expect("the tip is the whole turn");
        assert_eq!(pending.to_string(), "d5-d6");
        let after = pos.play(pending);
        assert!(is_removal(&after, pending));
        assert_eq!(move_path(&after, pending), vec![sq("d5"), sq("d6")]);
        // South (onto d4) brings the Stop up: the turn ends there.
        let south = Some(Selection {
            from: sq("d5"),
            tip: Some(Direction::South),
        });
        assert_eq!(
            turn_prompt(&pos, south, None).as_deref(),
            Some("The Stop comes up: the turn ends on d4. Play this move?")
        );
        let stop = pending_move(&pos, south).expect("Stop ends the turn");
        assert!(!is_removal(&pos.play(stop), stop));
    }

    #[test]
    fn the_status_asks_for_the_hop_of_each_symbol() {
        set_language(Language::English);
        assert_eq!(
            t(hop_prompt(Face::Slider)),
            "Now hop: the Slider slides; pick where it stops."
        );
        assert_eq!(
            t(hop_prompt(Face::Cross)),
            "Now hop: the Cross moves one step; pick the square."
        );
        assert_eq!(
            t(hop_prompt(Face::X)),
            "Now hop: the X moves one diagonal step; pick the square."
        );
        assert_eq!(
            t(hop_prompt(Face::Hoops)),
            "Now hop: the Hoops make three steps; pick the end square."
        );
        let start = position(EXAMPLE_START);
        assert_eq!(turn_prompt(&start, None, None), None);
        let selected = Some(Selection {
            from: sq("e1"),
            tip: None,
        });
        assert_eq!(
            turn_prompt(&start, selected, None).as_deref(),
            Some("Now tip: pick one of the marked squares next to the block. Each mark shows the symbol that comes up.")
        );
        // A tip north from e1 shows its symbol's prompt.
        let tipped = Some(Selection {
            from: sq("e1"),
            tip: Some(Direction::North),
        });
        let face = start
            .block_at(sq("e1"))
            .expect("a block")
            .orientation
            .top_after_tip(Direction::North);
        assert_eq!(turn_prompt(&start, tipped, None), Some(t(hop_prompt(face))));
        // A note wins over the prompt.
        assert_eq!(
            turn_prompt(&start, selected, Some(Note::OthersBlock(Player::Second))).as_deref(),
            Some("That is Blue's block.")
        );
        assert_eq!(Note::NoLegalTip.text(), "This block has no legal tip.");
    }

    #[test]
    fn paths_follow_the_hop() {
        let start = position(EXAMPLE_START);
        let moves = start.legal_moves();
        assert!(moves.len() > 5);
        for mv in moves {
            let after = start.play(mv);
            let path = move_path(&after, mv);
            assert_eq!(path[..2], [mv.from(), mv.tip_to()]);
            assert_eq!(*path.last().expect("a path"), mv.end());
            // Each step goes to a neighbour (orthogonal, or diagonal for X).
            for pair in path.windows(2) {
                let (a, b) = (pair[0], pair[1]);
                let df = (i16::from(a.column()) - i16::from(b.column())).abs();
                let dr = (i16::from(a.row()) - i16::from(b.row())).abs();
                assert!(df <= 1 && dr <= 1 && df + dr >= 1, "{mv}: {a} to {b}");
            }
            let top = after.block_at(mv.end()).map(|b| b.orientation.top());
            let expected = match top {
                Some(Face::Hoops) => Some(5),
                Some(Face::Cross | Face::X) => Some(3),
                Some(Face::Stop) | None => Some(2),
                _ => None,
            };
            if let Some(len) = expected {
                assert_eq!(path.len(), len, "{mv}");
            }
        }
    }

    #[test]
    fn a_slider_path_lists_every_square() {
        // Gold c4, Cross up, Hoops north (so Slider south): tipping north to
        // c5 brings the Slider up; sliding east stops on f5 before g5's block.
        let before = position("......./......./......bCS/..gCH..../......./......./....... g");
        let block = before.block_at(sq("c4")).expect("a block on c4");
        assert_eq!(
            block.orientation.top_after_tip(Direction::North),
            Face::Slider
        );
        let mv = before
            .check_move(sq("c4"), sq("c5"), Some(sq("f5")))
            .expect("a slide east to f5");
        let after = before.play(mv);
        assert_eq!(
            move_path(&after, mv),
            ["c4", "c5", "d5", "e5", "f5"].map(sq).to_vec()
        );
    }

    #[test]
    fn goal_labels_follow_the_rules_pages() {
        set_language(Language::English);
        assert_eq!(goal_of(sq("d6")), Some(Player::First));
        assert_eq!(goal_of(sq("d2")), Some(Player::Second));
        assert_eq!(goal_of(sq("d4")), None);
        assert_eq!(goal_label(Player::First), "Gold's goal");
        set_language(Language::Hungarian);
        assert_eq!(goal_label(Player::Second), "Kék célja");
        set_language(Language::Kannada);
        assert_eq!(goal_label(Player::First), "ಚಿನ್ನದ ಗುರಿ");
        set_language(Language::English);
    }
}
