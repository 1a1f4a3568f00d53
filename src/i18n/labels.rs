//! The words the play screens share: players' names, results, and
//! Deblockle's faces and directions. Plain functions of the model, so
//! views import them rather than each other.

use cubeplay_engine::deblockle::Face;
use cubeplay_engine::{Direction, GameKind, Outcome, Player};

use crate::game::line::{GameResult, Reason};
use crate::i18n::{t, t_with};

/// A player's name in the game's colours ("White", "Gold", ...).
pub fn player_label(game: GameKind, player: Player) -> String {
    t(match (game, player) {
        (GameKind::Cephalopod, Player::First) => "player-white",
        (GameKind::Cephalopod, Player::Second) => "player-black",
        (GameKind::Deblockle, Player::First) => "player-gold",
        (GameKind::Deblockle, Player::Second) => "player-blue",
    })
}

/// The headline of a finished game ("White wins", "Draw").
pub fn result_title(game: GameKind, result: &GameResult) -> String {
    match result.outcome {
        Outcome::Win(player) => t_with(
            "result-wins",
            &[("player", player_label(game, player).as_str().into())],
        ),
        Outcome::Draw => t("result-draw"),
    }
}

/// The headline for the one person at this screen (`you`, against the
/// computer or by link): "You won", "You lost"; else `result_title`.
pub fn result_for(game: GameKind, you: Option<Player>, result: &GameResult) -> String {
    match (you, result.outcome) {
        (Some(you), Outcome::Win(winner)) => t_with(
            "result-you",
            &[("won", if winner == you { "yes" } else { "no" }.into())],
        ),
        _ => result_title(game, result),
    }
}

/// A computer level's word ("Beginner" … "Strongest").
pub fn level_name(level: u8) -> String {
    t_with("level-name", &[("level", level.into())])
}

/// Why the game ended, in a sentence.
pub fn result_detail(game: GameKind, result: &GameResult) -> String {
    match result.reason {
        Reason::BoardFull(white, black) => t_with(
            "reason-board-full",
            &[
                ("white", white.into()),
                ("black", black.into()),
                ("first", player_label(game, Player::First).as_str().into()),
                ("second", player_label(game, Player::Second).as_str().into()),
            ],
        ),
        Reason::AllBlocksRemoved => t("reason-all-removed"),
        Reason::BothStuck => t("reason-both-stuck"),
        Reason::Repetition => t("reason-repetition"),
        Reason::Resigned => t("reason-resigned"),
    }
}

/// The message naming a face (the play screen, set-up and rules pages).
pub fn face_message(face: Face) -> &'static str {
    match face {
        Face::Star => "face-star",
        Face::Stop => "face-stop",
        Face::Cross => "face-cross",
        Face::X => "face-x",
        Face::Slider => "face-slider",
        Face::Hoops => "face-hoops",
    }
}

pub fn direction_message(direction: Direction) -> &'static str {
    match direction {
        Direction::North => "direction-north",
        Direction::East => "direction-east",
        Direction::South => "direction-south",
        Direction::West => "direction-west",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The one person at the screen reads "You won" or "You lost"; two at
    /// one screen (nobody in particular) read the winner's colour.
    #[test]
    fn a_result_is_told_to_the_person_who_played() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let white_wins = GameResult {
            outcome: Outcome::Win(Player::First),
            reason: Reason::Resigned,
        };
        let game = GameKind::Cephalopod;
        assert_eq!(
            result_for(game, Some(Player::First), &white_wins),
            "You won"
        );
        assert_eq!(
            result_for(game, Some(Player::Second), &white_wins),
            "You lost"
        );
        assert_eq!(result_for(game, None, &white_wins), "White wins");
        let draw = GameResult {
            outcome: Outcome::Draw,
            reason: Reason::Repetition,
        };
        assert_eq!(result_for(game, Some(Player::First), &draw), "Draw");
        let names: Vec<String> = (1..=5).map(level_name).collect();
        assert_eq!(names, ["Beginner", "Easy", "Medium", "Hard", "Strongest"]);
    }
}
