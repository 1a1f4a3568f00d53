//! The engine's verdict on the analysis board, in words.

use cubeplay_engine::{GameKind, Player};

use crate::i18n::labels::player_label;
use crate::i18n::{msg, t, Msg};
use crate::worker::protocol::Thought;

/// The engine's verdict in words, for the side to move `to_move`: who is
/// ahead and by how much (100 = a die or a turn), a proven win, or the
/// only move.
pub fn score_text(game: GameKind, to_move: Player, line: &Thought) -> String {
    if line.depth == 0 {
        return t(Msg::AnalysisOnlyMove);
    }
    let (winner, plies) = match line.mate_in {
        Some(plies) if plies > 0 => (to_move, Some(plies.unsigned_abs())),
        Some(plies) => (to_move.opponent(), Some(plies.unsigned_abs())),
        None if line.score >= 0 => (to_move, None),
        None => (to_move.opponent(), None),
    };
    let player = player_label(game, winner);
    match plies {
        Some(9999) => {
            return msg::analysis_proven_win(player.as_str());
        }
        Some(plies) => {
            return msg::analysis_win_in(player.as_str(), plies);
        }
        None => {}
    }
    let tenths = (line.score.unsigned_abs() + 5) / 10;
    if tenths == 0 {
        return t(Msg::AnalysisEven);
    }
    msg::analysis_ahead(player.as_str(), tenths / 10, tenths % 10)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{set_language, Language};

    fn thought(depth: u32, score: i32, mate_in: Option<i32>) -> Thought {
        Thought {
            id: 3,
            best_move: "a1".to_string(),
            score,
            mate_in,
            depth,
            nodes: 1,
            pv: "a1 b1".to_string(),
            millis: 1.0,
            search_millis: 1.0,
        }
    }

    #[test]
    fn scores_are_said_for_the_side_ahead() {
        set_language(Language::English);
        let line = thought;
        let say = |line: Thought| score_text(GameKind::Cephalopod, Player::Second, &line);
        assert_eq!(say(line(5, 130, None)), "Black +1.3");
        assert_eq!(say(line(5, -1049, None)), "White +10.5");
        assert_eq!(say(line(5, 4, None)), "Even");
        assert_eq!(say(line(9, 999_995, Some(5))), "Black wins in 5 moves");
        assert_eq!(say(line(9, -999_998, Some(-2))), "White wins in 2 moves");
        assert_eq!(
            say(line(9, 990_001, Some(9999))),
            "Black wins with perfect play"
        );
        assert_eq!(say(line(0, 0, None)), "Only move");
        let deblockle = score_text(GameKind::Deblockle, Player::First, &line(3, 250, None));
        assert_eq!(deblockle, "Gold +2.5");
    }
}
