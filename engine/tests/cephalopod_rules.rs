//! Each rule of Cephalopod, and the notation, on hand-built positions.

use cubeplay_engine::cephalopod::{
    result_text, Die, Move, MoveError, ParseError, Position, Square, BLACK, FIRST_TO_MOVE,
    TIE_OUTCOME, WHITE,
};
use cubeplay_engine::{Game, Outcome, Player};

fn pos(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("bad test position {text}: {e}"))
}

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

/// The legal moves on `square`, in notation, sorted.
fn moves_on(position: &Position, square: &str) -> Vec<String> {
    let square = sq(square);
    let mut moves: Vec<String> = position
        .legal_moves()
        .into_iter()
        .filter(|mv| mv.square() == square)
        .map(|mv| mv.to_string())
        .collect();
    moves.sort();
    moves
}

fn play(position: &Position, moves: &[&str]) -> Position {
    moves.iter().fold(position.clone(), |p, text| {
        let mv = p.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        p.play(mv)
    })
}

#[test]
fn chosen_rules_are_named_constants() {
    assert_eq!(FIRST_TO_MOVE, WHITE);
    assert_eq!(WHITE, Player::First);
    assert_eq!(TIE_OUTCOME, Outcome::Draw);
    let start = Position::new_empty(5, 5).unwrap();
    assert_eq!(start.to_move(), WHITE);
    assert_eq!(start, Position::default());
    assert_eq!(start.to_string(), "...../...../...../...../..... w");
}

#[test]
fn every_size_from_2x2_to_7x7_and_no_other() {
    for rows in 0..=9 {
        for cols in 0..=9 {
            let valid = (2..=7).contains(&rows) && (2..=7).contains(&cols);
            let board = Position::new_empty(rows, cols);
            assert_eq!(board.is_some(), valid, "{rows}x{cols}");
            if let Some(board) = board {
                assert_eq!(board.legal_moves().len(), usize::from(rows * cols));
                assert_eq!((board.rows(), board.cols()), (rows, cols));
                assert_eq!(pos(&board.to_string()), board);
            }
        }
    }
    assert_eq!(pos("../../.. b").to_string(), "../../.. b");
    assert_eq!(pos("../../.. b").rows(), 3);
    assert_eq!(pos("../../.. b").cols(), 2);
}

#[test]
fn placement_without_capture_shows_one() {
    let start = Position::new_empty(3, 3).unwrap();
    let next = play(&start, &["b2"]);
    assert_eq!(next.to_string(), ".../.w1./... b");
    assert_eq!(
        next.die_at(sq("b2")),
        Some(Die {
            owner: WHITE,
            pips: 1
        })
    );
    assert_eq!(next.to_move(), BLACK);
    // One neighbour is never a capture.
    let next = play(&next, &["b3"]);
    assert_eq!(next.to_string(), ".b1./.w1./... w");
}

#[test]
fn two_neighbours_are_captured_together() {
    let position = pos(".../w1.b2/... w");
    assert_eq!(moves_on(&position, "b2"), ["b2=a2+c2"]);
    let next = play(&position, &["b2=a2+c2"]);
    assert_eq!(next.to_string(), ".../.w3./... b");
    assert_eq!(next.dice_count(WHITE), 1);
    assert_eq!(next.dice_count(BLACK), 0);
}

#[test]
fn three_neighbours_give_every_set_including_a_sum_of_exactly_six() {
    let position = pos(".w1./w2.b3/... w");
    assert_eq!(
        moves_on(&position, "b2"),
        ["b2=a2+b3", "b2=a2+b3+c2", "b2=a2+c2", "b2=b3+c2"]
    );
    let all_three = play(&position, &["b2=a2+b3+c2"]);
    assert_eq!(all_three.to_string(), ".../.w6./... b");
}

#[test]
fn four_neighbours_give_all_eleven_sets_when_small() {
    let position = pos(".b1./w2.w1/.b2. w");
    assert_eq!(moves_on(&position, "b2").len(), 11);
    let next = play(&position, &["b2=a2+b1+b3+c2"]);
    assert_eq!(next.to_string(), ".../.w6./... b");
}

#[test]
fn sets_over_six_are_excluded_and_the_player_chooses_among_the_rest() {
    // a2=2, b3=5, c2=1, b1=2
    let position = pos(".b5./w2.w1/.b2. w");
    assert_eq!(
        moves_on(&position, "b2"),
        [
            "b2=a2+b1",
            "b2=a2+b1+c2",
            "b2=a2+c2",
            "b2=b1+c2",
            "b2=b3+c2"
        ]
    );
    assert_eq!(
        position.parse_move("b2=a2+b3"),
        Err(ParseError::CaptureSumTooLarge { sum: 7 })
    );
    // Different choices, different positions.
    assert_eq!(
        play(&position, &["b2=b3+c2"]).to_string(),
        ".../w2w6./.b2. b"
    );
    assert_eq!(
        play(&position, &["b2=a2+b1+c2"]).to_string(),
        ".b5./.w5./... b"
    );
    // Captured squares are accepted in any order and printed sorted.
    let unsorted = position.parse_move("b2=c2+b1+a2").unwrap();
    assert_eq!(unsorted.to_string(), "b2=a2+b1+c2");
}

#[test]
fn neighbours_summing_over_six_are_not_captured() {
    let position = pos(".../b6.w6/... w");
    assert_eq!(moves_on(&position, "b2"), ["b2"]);
    assert_eq!(play(&position, &["b2"]).to_string(), ".../b6w1w6/... b");
}

#[test]
fn capture_is_compulsory_only_on_the_chosen_square() {
    let position = pos(".../w1.b2/... w");
    // Elsewhere a plain placement is fine...
    assert_eq!(moves_on(&position, "a1"), ["a1"]);
    assert_eq!(position.legal_moves().len(), 7);
    // ...but on b2 the capture must be taken.
    let error = position.parse_move("b2").unwrap_err();
    assert_eq!(
        error,
        ParseError::CaptureCompulsory {
            square: sq("b2"),
            example: "b2=a2+c2".parse::<Move>().unwrap(),
        }
    );
    assert_eq!(
        error.to_string(),
        "illegal in this position: a capture is compulsory on b2 (for example b2=a2+c2)"
    );
    assert!(!position.is_legal(Move::place(sq("b2"))));
    assert_eq!(
        position.try_play(Move::place(sq("b2"))),
        Err(MoveError::CaptureCompulsory {
            square: sq("b2"),
            example: "b2=a2+c2".parse::<Move>().unwrap(),
        })
    );
}

#[test]
fn game_ends_on_a_full_5x5_board_and_more_dice_wins() {
    let position = pos("w1w1w1b6./b1b1b1b1b6/w1w1w1w1w1/b1b1b1b1b1/w1w1w1w1w1 b");
    assert_eq!(position.outcome(), None);
    assert_eq!(position.legal_moves().len(), 1);
    assert_eq!(
        (position.dice_count(WHITE), position.dice_count(BLACK)),
        (13, 11)
    );
    let end = play(&position, &["e5"]);
    assert!(end.is_game_over());
    assert_eq!(end.outcome(), Some(Outcome::Win(WHITE)));
    assert_eq!(result_text(&end).as_deref(), Some("White wins 13-12"));
    assert!(end.legal_moves().is_empty());
    assert_eq!(end.parse_move("e5"), Err(ParseError::GameOver));
    assert_eq!(Position::player_name(WHITE), "White");
    assert_eq!(Position::player_name(BLACK), "Black");
}

#[test]
fn a_capture_on_the_last_square_does_not_end_the_game() {
    let position = pos("w1w1./b1b1b1/w1w1w1 w");
    let next = play(&position, &["c3=b3+c2"]);
    assert_eq!(next.to_string(), "w1.w2/b1b1./w1w1w1 b");
    assert_eq!(next.outcome(), None);
}

#[test]
fn even_board_tie_is_a_draw_and_can_also_be_won() {
    let position = pos("w1b6/b6. w");
    let end = play(&position, &["b1"]);
    assert_eq!(end.to_string(), "w1b6/b6w1 b");
    assert_eq!(end.outcome(), Some(TIE_OUTCOME));
    assert_eq!(result_text(&end).as_deref(), Some("draw 2-2"));

    let position = pos("b1b6/b6. w");
    let end = play(&position, &["b1"]);
    assert_eq!(end.outcome(), Some(Outcome::Win(BLACK)));
    assert_eq!(result_text(&end).as_deref(), Some("Black wins 3-1"));
}

#[test]
fn hash_key_follows_the_position() {
    let a = play(&Position::new_empty(3, 3).unwrap(), &["a1", "c3", "b2"]);
    let b = play(&Position::new_empty(3, 3).unwrap(), &["b2", "c3", "a1"]);
    assert_eq!(a, b);
    assert_eq!(a.hash_key(), b.hash_key());
    assert_eq!(a.hash_key(), a.hash_from_scratch());
    let c = play(&Position::new_empty(3, 3).unwrap(), &["a1", "c3"]);
    assert_ne!(a.hash_key(), c.hash_key());
    assert_ne!(
        Position::new_empty(3, 3).unwrap().hash_key(),
        Position::new_empty(4, 4).unwrap().hash_key()
    );
}

#[test]
fn the_rules_file_example_round_trips() {
    let text = ".b6./w2w2b2/w1b6w1 w";
    let position = pos(text);
    assert_eq!(position.to_string(), text);
    assert_eq!(
        position.die_at(sq("b3")),
        Some(Die {
            owner: BLACK,
            pips: 6
        })
    );
    assert_eq!(
        position.die_at(sq("a1")),
        Some(Die {
            owner: WHITE,
            pips: 1
        })
    );
    assert_eq!(position.dice_count(WHITE), 4);
    assert_eq!(position.dice_count(BLACK), 3);
    // a3: a2 (2) + b3 (6) = 8: no capture. c3: b3 (6) + c2 (2) = 8: none.
    let mut moves: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|m| m.to_string())
        .collect();
    moves.sort();
    assert_eq!(moves, ["a3", "c3"]);
}

#[test]
fn squares_and_moves_print_and_parse() {
    assert_eq!(sq("a1"), Square::new(0, 0).unwrap());
    assert_eq!(sq("g7").to_string(), "g7");
    assert_eq!(sq("c4").column(), 2);
    assert_eq!(sq("c4").row(), 3);
    let mv: Move = "c3=c4+b3".parse().unwrap();
    assert_eq!(mv.to_string(), "c3=b3+c4");
    assert_eq!(mv.capture_count(), 2);
    assert_eq!(
        mv.captured_squares().collect::<Vec<_>>(),
        [sq("b3"), sq("c4")]
    );
    let mv: Move = "c3=d3+c2+c4+b3".parse().unwrap();
    assert_eq!(mv.to_string(), "c3=b3+c2+c4+d3");
}

#[test]
fn move_errors_are_precise() {
    let position = pos(".b5./w2.w1/.b2. w");
    let err = |text: &str| position.parse_move(text).unwrap_err();
    assert_eq!(err(""), ParseError::Empty { what: "move" });
    assert_eq!(
        err("d1"),
        ParseError::UnknownSquare {
            square: "d1".into(),
            rows: 3,
            cols: 3
        }
    );
    assert_eq!(err("d1").to_string(), "square d1 is not on the 3×3 board");
    assert_eq!(
        err("b4"),
        ParseError::UnknownSquare {
            square: "b4".into(),
            rows: 3,
            cols: 3
        }
    );
    assert_eq!(
        err("B2"),
        ParseError::BadSquare {
            token: "B2".into(),
            column: 1
        }
    );
    assert_eq!(
        err("b2=a2+x"),
        ParseError::BadSquare {
            token: "x".into(),
            column: 7
        }
    );
    assert_eq!(
        err("b2=a2+x").to_string(),
        "'x' at column 7 is not a square (expected a column letter and a row number, like c3)"
    );
    assert_eq!(
        err("b2=a2+"),
        ParseError::MissingCapturedSquare { column: 7 }
    );
    assert_eq!(err("a2"), ParseError::SquareOccupied { square: sq("a2") });
    assert_eq!(err("a2").to_string(), "square a2 is already occupied");
    assert_eq!(
        err("b2=a2+a1"),
        ParseError::NotAdjacent {
            captured: sq("a1"),
            target: sq("b2")
        }
    );
    assert_eq!(
        err("b2=a2+a1").to_string(),
        "captured square a1 is not orthogonally adjacent to b2"
    );
    assert_eq!(
        err("b2=a2+a2"),
        ParseError::DuplicateCapture { square: sq("a2") }
    );
    assert_eq!(
        err("b2=a2"),
        ParseError::TooFewCaptures { target: sq("b2") }
    );
    assert_eq!(
        err("b2=a2").to_string(),
        "a capture on b2 must take at least two dice"
    );
    assert_eq!(
        position.parse_move("a1=b1+a2").unwrap().to_string(),
        "a1=a2+b1"
    );
    assert_eq!(
        err("b2=b3+a2").to_string(),
        "the captured dice sum to 7 pips, more than 6"
    );
    let sparse = pos(".../w1../... w");
    assert_eq!(
        sparse.parse_move("b2=a2+c2"),
        Err(ParseError::NothingToCapture { square: sq("c2") })
    );
    assert_eq!(
        sparse.parse_move("b2=a2+c2").unwrap_err().to_string(),
        "there is no die on c2 to capture"
    );
}

#[test]
fn position_errors_are_precise() {
    let err = |text: &str| text.parse::<Position>().unwrap_err();
    assert_eq!(err(""), ParseError::Empty { what: "position" });
    assert_eq!(
        err("..x/.../... w"),
        ParseError::UnexpectedChar {
            found: 'x',
            column: 3
        }
    );
    assert_eq!(
        err("..x/.../... w").to_string(),
        "unexpected 'x' at column 3 (expected '.', 'w', 'b', '/' or a space)"
    );
    assert_eq!(
        err(".w7./.../... w"),
        ParseError::BadPips {
            found: Some('7'),
            column: 3
        }
    );
    assert_eq!(
        err(".w7./.../... w").to_string(),
        "bad pips '7' at column 3 (a die's pips are 1 to 6)"
    );
    assert_eq!(
        err("..w"),
        ParseError::BadPips {
            found: None,
            column: 4
        }
    );
    assert_eq!(
        err(".../..../... w"),
        ParseError::RowLengthMismatch {
            row_from_top: 2,
            expected: 3,
            found: 4,
            column: 9
        }
    );
    assert_eq!(
        err(".../..../... w").to_string(),
        "row 2 from the top has 4 squares but the first row has 3 (column 9)"
    );
    assert_eq!(
        err(".../.. w"),
        ParseError::RowLengthMismatch {
            row_from_top: 2,
            expected: 3,
            found: 2,
            column: 7
        }
    );
    assert_eq!(
        err(".../.../ w"),
        ParseError::EmptyRow {
            row_from_top: 3,
            column: 9
        }
    );
    assert_eq!(err("........ w"), ParseError::BoardTooLarge { column: 8 });
    assert_eq!(
        err("./././././././. w"),
        ParseError::BoardTooLarge { column: 14 }
    );
    assert_eq!(err("... w"), ParseError::BoardTooSmall { rows: 1, cols: 3 });
    assert_eq!(
        err("... w").to_string(),
        "board of 1×3 is too small (at least 2 rows and 2 columns)"
    );
    assert_eq!(
        err(".../.../..."),
        ParseError::MissingSideToMove { column: 12 }
    );
    assert_eq!(
        err(".../.../... "),
        ParseError::MissingSideToMove { column: 13 }
    );
    assert_eq!(
        err(".../.../... x"),
        ParseError::BadSideToMove {
            found: "x".into(),
            column: 13
        }
    );
    assert_eq!(
        err(".../.../... w x"),
        ParseError::TrailingText { column: 14 }
    );
    assert_eq!(
        err(".../.../... w x").to_string(),
        "unexpected text after the side to move at column 14"
    );
    assert_eq!(
        err(".../.../... black"),
        ParseError::BadSideToMove {
            found: "black".into(),
            column: 13
        }
    );
    assert_eq!(
        err(".../.../... black").to_string(),
        "bad side to move 'black' at column 13 (expected w or b)"
    );
}
