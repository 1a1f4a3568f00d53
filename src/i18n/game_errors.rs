//! Why a position, a move or a set-up of either game is refused, in the
//! reader's language, from the engine's errors (each game's `ParseError`,
//! `MoveError`, `PositionError` and `SetupError`), which keep every reason
//! as data. The record's own reasons are in `record_errors`.

use cubeplay_engine::cephalopod::{self as ceph, MAX_CAPTURE_SUM, MAX_SIDE, MIN_SIDE};
use cubeplay_engine::deblockle::{self as deb, BOARD_SIZE, MAX_BLOCKS};
use cubeplay_engine::{AnyParseError, GameKind};

use crate::i18n::labels::{face_message, player_label};
use crate::i18n::{msg, t, Arg, Msg};

/// Why a position or a move of either game cannot be read or played.
pub fn parse_error(error: &AnyParseError) -> String {
    match error {
        AnyParseError::Cephalopod(error) => cephalopod_error(error),
        AnyParseError::Deblockle(error) => deblockle_error(error),
    }
}

pub(crate) fn count(n: usize) -> Arg<'static> {
    Arg::Number(n as f64)
}

fn cephalopod_error(error: &ceph::ParseError) -> String {
    use ceph::ParseError::*;
    match error {
        Empty { what } => msg::err_c_empty(*what),
        BadSquare { token, column } => msg::err_c_bad_square(token, count(*column)),
        UnknownSquare { square, rows, cols } => msg::err_c_unknown_square(square, *rows, *cols),
        MissingCapturedSquare { column } => msg::err_c_missing_captured(count(*column)),
        SquareOccupied { square } => {
            cephalopod_move_error(&ceph::MoveError::SquareOccupied { square: *square })
        }
        DuplicateCapture { square } => msg::err_c_duplicate_capture(&square.to_string()),
        NotAdjacent { captured, target } => {
            msg::err_c_not_adjacent(&captured.to_string(), &target.to_string())
        }
        NothingToCapture { square } => {
            cephalopod_move_error(&ceph::MoveError::NothingToCapture { square: *square })
        }
        TooFewCaptures { target } => {
            cephalopod_move_error(&ceph::MoveError::TooFewCaptures { target: *target })
        }
        CaptureSumTooLarge { sum } => {
            cephalopod_move_error(&ceph::MoveError::CaptureSumTooLarge { sum: *sum })
        }
        CaptureCompulsory { square, example } => {
            cephalopod_move_error(&ceph::MoveError::CaptureCompulsory {
                square: *square,
                example: *example,
            })
        }
        GameOver => cephalopod_move_error(&ceph::MoveError::GameOver),
        UnexpectedChar { found, column } => {
            msg::err_c_unexpected_char(format!("{found:?}").as_str(), count(*column))
        }
        BadPips {
            found: Some(found),
            column,
        } => msg::err_c_bad_pips(format!("{found:?}").as_str(), count(*column)),
        BadPips {
            found: None,
            column,
        } => msg::err_c_missing_pips(count(*column)),
        EmptyRow {
            row_from_top,
            column,
        } => msg::err_c_empty_row(count(*row_from_top), count(*column)),
        RowLengthMismatch {
            row_from_top,
            expected,
            found,
            column,
        } => msg::err_c_row_length(
            count(*row_from_top),
            count(*found),
            count(*expected),
            count(*column),
        ),
        BoardTooLarge { column } => msg::err_c_too_large(count(*column), MAX_SIDE),
        BoardTooSmall { rows, cols } => msg::err_c_too_small(count(*rows), count(*cols), MIN_SIDE),
        MissingSideToMove { column } => msg::err_c_missing_side(count(*column)),
        BadSideToMove { found, column } => msg::err_c_bad_side(found, count(*column)),
        TrailingText { column } => msg::err_c_trailing(count(*column)),
    }
}

pub(crate) fn cephalopod_move_error(error: &ceph::MoveError) -> String {
    use ceph::MoveError::*;
    match error {
        GameOver => t(Msg::ErrCGameOver),
        NotOnBoard { square } => msg::err_c_not_on_board(&square.to_string()),
        CaptureOffBoard { target } => msg::err_c_capture_off_board(&target.to_string()),
        SquareOccupied { square } => msg::err_c_occupied(&square.to_string()),
        NothingToCapture { square } => msg::err_c_nothing_to_capture(&square.to_string()),
        TooFewCaptures { target } => msg::err_c_too_few_captures(&target.to_string()),
        CaptureSumTooLarge { sum } => msg::err_c_sum_too_large(*sum, MAX_CAPTURE_SUM),
        CaptureCompulsory { square, example } => {
            msg::err_c_compulsory(&square.to_string(), &example.to_string())
        }
    }
}

fn face(face: deb::Face) -> String {
    t(face_message(face))
}

fn deblockle_error(error: &deb::ParseError) -> String {
    use deb::ParseError::*;
    let size = || Arg::from(BOARD_SIZE);
    match error {
        MissingSideToMove => t(Msg::ErrDMissingSide),
        BadSideToMove { found } => msg::err_d_bad_side(found),
        WrongRowCount { found } => msg::err_d_row_count(count(*found), size()),
        RowLength { row, squares } => msg::err_d_row_length(row + 1, count(*squares), size()),
        BadSquareStart { row, column, found } => msg::err_d_bad_square_start(
            &deb::Square::new(*column, *row).map_or_else(String::new, |s| s.to_string()),
            &found.to_string(),
        ),
        TruncatedBlock { square } => msg::err_d_truncated(&square.to_string()),
        BadFace { square, found } => msg::err_d_bad_face(&square.to_string(), &found.to_string()),
        ImpossibleOrientation { square, top, north } => msg::err_d_impossible(
            &square.to_string(),
            &face(*top),
            &face(*north),
            &if top == north { "yes" } else { "no" }.to_string(),
        ),
        Position(error) => position_error(error),
        BadSquare { found } => msg::err_d_bad_square(found),
        BadMoveSyntax { found } => msg::err_d_bad_move(found),
        IllegalMove { text, reason } => {
            let reason = deblockle_move_error(reason);
            msg::err_d_illegal(text, reason.as_str())
        }
    }
}

/// Why blocks cannot start as rolled and placed (a set-up by hand, or the
/// quick random one).
pub fn setup_error(error: &deb::SetupError) -> String {
    use deb::SetupError::*;
    let name = |player: cubeplay_engine::Player| player_label(GameKind::Deblockle, player);
    match error {
        BlockCount { count: blocks } => msg::err_d_setup_count(count(MAX_BLOCKS), count(*blocks)),
        PlacementCount { expected, found } => {
            msg::err_d_setup_placements(count(*expected), count(*found))
        }
        NotAStartingSquare {
            owner,
            square,
            allowed,
        } => {
            let allowed: Vec<String> = allowed.iter().map(ToString::to_string).collect();
            msg::err_d_setup_square(&square.to_string(), &name(*owner), &allowed.join(" "))
        }
        SquareUsedTwice { square } => msg::err_d_setup_twice(&square.to_string()),
        BadNorth { block, top, north } => msg::err_d_setup_north(
            count(block + 1),
            &face(*top),
            &face(*north),
            if top == north { "yes" } else { "no" },
        ),
        Position(error) => position_error(error),
    }
}

fn position_error(error: &deb::PositionError) -> String {
    use deb::PositionError::*;
    match error {
        BlockOnStar { square } => msg::err_d_block_on_star(&square.to_string()),
        SquareTaken { square } => msg::err_d_square_taken(&square.to_string()),
        TooManyBlocks {
            player,
            count: blocks,
        } => {
            let player = player_label(GameKind::Deblockle, *player);
            msg::err_d_too_many(player.as_str(), count(*blocks), count(MAX_BLOCKS))
        }
        NoBlocks => t(Msg::ErrDNoBlocks),
        ToMoveStuck { stuck } => {
            let name = |player| player_label(GameKind::Deblockle, player);
            msg::err_d_to_move_stuck(
                name(*stuck).as_str(),
                name(stuck.opponent()).as_str(),
                deb::player_letter(stuck.opponent()).to_string().as_str(),
            )
        }
    }
}

/// Why a Deblockle turn is not legal.
pub fn deblockle_move_error(error: &deb::MoveError) -> String {
    use deb::MoveError::*;
    let name = |player: cubeplay_engine::Player| player_label(GameKind::Deblockle, player);
    match error {
        GameOver => t(Msg::ErrDGameOver),
        NoBlock { from } => msg::err_d_no_block(&from.to_string()),
        NotYourBlock { from, owner } => {
            msg::err_d_not_yours(&from.to_string(), &name(*owner), &name(owner.opponent()))
        }
        NotAdjacent { from, to } => msg::err_d_not_adjacent(&to.to_string(), &from.to_string()),
        Occupied { to } => msg::err_d_occupied(&to.to_string()),
        IntoStar { to, top } => {
            if deb::HOME_STARS.contains(to) {
                msg::err_d_into_home_star(&to.to_string(), &face(*top))
            } else {
                msg::err_d_into_star(&to.to_string())
            }
        }
        StarUp { to } => msg::err_d_star_up(&to.to_string()),
        TurnEndsAfterTip { removal: true, .. } => t(Msg::ErrDRemovedEnds),
        TurnEndsAfterTip { top, .. } => msg::err_d_ends_after_tip(&face(*top)),
        HopMissing { top } => msg::err_d_hop_missing(&face(*top)),
        NoHopPossible { top } => msg::err_d_no_hop(&face(*top)),
        UnreachableHop { top, to, dest } => {
            msg::err_d_unreachable(&face(*top), &to.to_string(), &dest.to_string())
        }
        EndsAdjacent => t(Msg::ErrDEndsAdjacent),
    }
}
