//! What the Deblockle board says in words, for screen readers and the
//! panel: a move in one sentence, and what a square holds.

use cubeplay_engine::deblockle::{target_star, Move, Position, Square};
use cubeplay_engine::{Direction, GameKind, Player};

use crate::board::turn::{goal_label, goal_of};
use crate::i18n::labels::player_label;
use crate::i18n::labels::{direction_message, face_message};
use crate::i18n::{t, t_with};

fn owner_name(player: Player) -> String {
    player_label(GameKind::Deblockle, player)
}

/// "Gold tipped c3 north to c4 and hopped to d5".
pub fn announce_move(position: &Position, mv: Move) -> String {
    let landed = position.block_at(mv.end()).map(|block| block.owner);
    // A block taken off on the opponent's star leaves nothing behind.
    let removed_by = Player::BOTH
        .into_iter()
        .find(|&player| target_star(player) == mv.end());
    let Some(player) = landed.or(removed_by) else {
        return String::new();
    };
    let player = owner_name(player);
    let direction = t(direction_message(mv.direction()));
    let (from, to, end) = (
        mv.from().to_string(),
        mv.tip_to().to_string(),
        mv.end().to_string(),
    );
    let args = [
        ("player", player.as_str().into()),
        ("from", from.as_str().into()),
        ("direction", direction.as_str().into()),
        ("to", to.as_str().into()),
        ("end", end.as_str().into()),
    ];
    if landed.is_none() {
        t_with("announce-removed", &args)
    } else if mv.hop_to().is_some() {
        t_with("announce-tip-hop", &args)
    } else {
        t_with("announce-tip", &args)
    }
}

/// What a square holds, for screen readers: the block's owner, its top
/// face and the face looking north; or "empty"; and whose goal a star is.
pub fn square_description(position: &Position, square: Square) -> String {
    let name = square.to_string();
    let mut text = match position.block_at(square) {
        Some(block) => {
            let top = t(face_message(block.orientation.top()));
            let north = t(face_message(block.orientation.facing(Direction::North)));
            t_with(
                "cell-block",
                &[
                    ("square", name.as_str().into()),
                    ("player", owner_name(block.owner).as_str().into()),
                    ("top", top.as_str().into()),
                    ("north", north.as_str().into()),
                ],
            )
        }
        None => t_with("cell-empty", &[("square", name.as_str().into())]),
    };
    // A star is named as on the board: whose goal it is.
    if let Some(player) = goal_of(square) {
        text.push_str(", ");
        text.push_str(&goal_label(player));
    }
    text
}
