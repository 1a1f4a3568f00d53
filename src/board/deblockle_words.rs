//! What the Deblockle board says in words, for screen readers and the
//! panel: a move in one sentence, and what a square holds.

use cubeplay_engine::deblockle::{target_star, Block, Move, Position, Square};
use cubeplay_engine::{Direction, GameKind, Player};

use crate::board::turn::{goal_label, goal_of};
use crate::i18n::labels::player_label;
use crate::i18n::labels::{direction_message, face_message};
use crate::i18n::{msg, t};

fn owner_name(player: Player) -> String {
    player_label(GameKind::Deblockle, player)
}

/// "Gold tipped c3 north to c4 and hopped to d5".
pub fn announce_move(position: &Position, mv: Move) -> String {
    let landed = position.block_at(mv.end()).map(|block| block.owner);
    // A block taken off on its player's goal leaves nothing behind.
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
    let (player, from, direction, to, end) = (
        player.as_str(),
        from.as_str(),
        direction.as_str(),
        to.as_str(),
        end.as_str(),
    );
    if landed.is_none() {
        msg::announce_removed(player, from, direction, to)
    } else if mv.hop_to().is_some() {
        msg::announce_tip_hop(player, from, direction, to, end)
    } else {
        msg::announce_tip(player, from, direction, to)
    }
}

/// What a square holds, for screen readers: the block's owner, its top
/// face and the face looking north; or "empty"; and whose goal a star is.
pub fn square_description(position: &Position, square: Square) -> String {
    square_holding(square, position.block_at(square))
}

/// What `square` says when it holds `block` (or nothing): the board in the
/// middle of a turn, a tipped block on its new square, is said as it is
/// drawn.
pub fn square_holding(square: Square, block: Option<Block>) -> String {
    let name = square.to_string();
    let mut text = match block {
        Some(block) => {
            let top = t(face_message(block.orientation.top()));
            let north = t(face_message(block.orientation.facing(Direction::North)));
            msg::cell_block(
                name.as_str(),
                owner_name(block.owner).as_str(),
                top.as_str(),
                north.as_str(),
            )
        }
        None => msg::cell_empty(name.as_str()),
    };
    // A star is named as on the board: whose goal it is.
    if let Some(player) = goal_of(square) {
        text.push_str(", ");
        text.push_str(&goal_label(player));
    }
    text
}
