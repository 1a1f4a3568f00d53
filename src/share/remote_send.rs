//! Which link this browser has to send to the friend far away, from the
//! moves of the line and who played them.

use cubeplay_engine::Player;

/// Which link this browser's seat `human` has to send, given the moves of
/// the line with their movers and the seat that `resigned`: whether it just
/// moved (or, before any move, invites the friend to move first, or
/// resigned), so the link is shown at once, and how many moves the link
/// holds (up to its last own move, or all of them with its resignation), if
/// any. Once the friend resigned there is nothing to send.
pub fn link_to_send(
    moves: &[(Player, String)],
    human: Player,
    my_turn: bool,
    resigned: Option<Player>,
) -> (bool, Option<usize>) {
    if resigned.is_some_and(|seat| seat != human) {
        return (false, None);
    }
    let just_sent = resigned.is_some()
        || match moves.last() {
            Some((mover, _)) => *mover == human,
            None => !my_turn,
        };
    let plies = if just_sent {
        Some(moves.len())
    } else {
        moves
            .iter()
            .rposition(|(mover, _)| *mover == human)
            .map(|at| at + 1)
    };
    (just_sent, plies)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_link_to_send_is_the_one_of_the_last_own_move() {
        let line = |movers: &[Player]| -> Vec<(Player, String)> {
            movers.iter().map(|&p| (p, "m".to_string())).collect()
        };
        let (w, b) = (Player::First, Player::Second);
        // The creator plays second: the empty game is an invitation.
        assert_eq!(link_to_send(&[], b, false, None), (true, Some(0)));
        // The creator plays first and has not moved: nothing to send yet.
        assert_eq!(link_to_send(&[], w, true, None), (false, None));
        // White just moved: its link, with every move, is shown.
        assert_eq!(link_to_send(&line(&[w]), w, false, None), (true, Some(1)));
        // Black's turn after White's move: Black has nothing sent yet.
        assert_eq!(link_to_send(&line(&[w]), b, true, None), (false, None));
        // White's turn again: its last link held the first three moves.
        assert_eq!(
            link_to_send(&line(&[w, b, w, b]), w, true, None),
            (false, Some(3))
        );
        // A Deblockle'd friend: White moved twice in a row, both in the link.
        assert_eq!(
            link_to_send(&line(&[w, b, w, w]), w, false, None),
            (true, Some(4))
        );
        // White resigned on its turn: the link holds every move, at once.
        assert_eq!(
            link_to_send(&line(&[w, b]), w, true, Some(w)),
            (true, Some(2))
        );
        // Black's browser got that resignation: nothing is left to send.
        assert_eq!(
            link_to_send(&line(&[w, b]), b, false, Some(w)),
            (false, None)
        );
    }
}
