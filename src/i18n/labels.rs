//! The words the play screens share: players' names, results, and
//! Deblockle's faces and directions. Plain functions of the model, so
//! views import them rather than each other.

use cubeplay_engine::deblockle::Face;
use cubeplay_engine::{Direction, GameKind, Outcome, Player};

use crate::game::line::{GameResult, Reason};
use crate::i18n::{msg, t, Msg};

/// A player's name in the game's colours ("White", "Gold", ...).
pub fn player_label(game: GameKind, player: Player) -> String {
    t(match (game, player) {
        (GameKind::Cephalopod, Player::First) => Msg::PlayerWhite,
        (GameKind::Cephalopod, Player::Second) => Msg::PlayerBlack,
        (GameKind::Deblockle, Player::First) => Msg::PlayerGold,
        (GameKind::Deblockle, Player::Second) => Msg::PlayerBlue,
    })
}

/// The headline of a finished game ("White wins", "Draw").
pub fn result_title(game: GameKind, result: &GameResult) -> String {
    match result.outcome {
        Outcome::Win(player) => msg::result_wins(player_label(game, player).as_str()),
        Outcome::Draw => t(Msg::ResultDraw),
    }
}

/// The headline for the one person at this screen (`you`, against the
/// computer or by link): "You won", "You lost"; else `result_title`.
pub fn result_for(game: GameKind, you: Option<Player>, result: &GameResult) -> String {
    match (you, result.outcome) {
        (Some(you), Outcome::Win(winner)) => {
            msg::result_you(if winner == you { "yes" } else { "no" })
        }
        _ => result_title(game, result),
    }
}

/// A computer level's word ("Beginner" … "Strongest").
pub fn level_name(level: u8) -> String {
    msg::level_name(level)
}

/// Why the game ended, in a sentence.
pub fn result_detail(game: GameKind, result: &GameResult) -> String {
    match result.reason {
        Reason::BoardFull(white, black) => msg::reason_board_full(
            player_label(game, Player::First).as_str(),
            white,
            player_label(game, Player::Second).as_str(),
            black,
        ),
        Reason::AllBlocksRemoved => t(Msg::ReasonAllRemoved),
        Reason::BothStuck => t(Msg::ReasonBothStuck),
        Reason::Repetition => t(Msg::ReasonRepetition),
        Reason::Resigned => t(Msg::ReasonResigned),
    }
}

/// The message naming a face (the play screen, set-up and rules pages).
pub fn face_message(face: Face) -> Msg {
    match face {
        Face::Star => Msg::FaceStar,
        Face::Stop => Msg::FaceStop,
        Face::Cross => Msg::FaceCross,
        Face::X => Msg::FaceX,
        Face::Slider => Msg::FaceSlider,
        Face::Hoops => Msg::FaceHoops,
    }
}

pub fn direction_message(direction: Direction) -> Msg {
    match direction {
        Direction::North => Msg::DirectionNorth,
        Direction::East => Msg::DirectionEast,
        Direction::South => Msg::DirectionSouth,
        Direction::West => Msg::DirectionWest,
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
        let names: Vec<String> = (1..=6).map(level_name).collect();
        assert_eq!(
            names,
            ["Beginner", "Easy", "Medium", "Hard", "Strongest", "Perfect"]
        );
    }
}
