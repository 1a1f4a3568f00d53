use super::*;

const CEPHALOPOD_LINE: &str = "..b6w1/b6b5.w4/b1w1w5w1 w | Size=3x4 Goal=win | b3 | b3 a3 c2 | 203";
const DEBLOCKLE_LINE: &str = "...gLS.../......./......./......./......./bLC....../....bHX.. g | NoAdjacent=off RepetitionDraw=on Goal=clear-in-1 | d7-d6 | d7-d6 | 105";

fn error_of(kind: GameKind, line: &str) -> String {
    Puzzle::parse_line(kind, line).unwrap_err().to_string()
}

#[test]
fn lines_round_trip_exactly() {
    for (kind, line) in [
        (GameKind::Cephalopod, CEPHALOPOD_LINE),
        (GameKind::Deblockle, DEBLOCKLE_LINE),
    ] {
        let puzzle = Puzzle::parse_line(kind, line).unwrap();
        assert_eq!(puzzle.to_line(), line);
        assert_eq!(puzzle.kind(), kind);
    }
    let puzzle = Puzzle::parse_line(GameKind::Cephalopod, CEPHALOPOD_LINE).unwrap();
    assert_eq!(puzzle.goal(), Goal::Win);
    assert_eq!(puzzle.first_move().to_string(), "b3");
    assert_eq!(puzzle.line().len(), 3);
    assert_eq!(puzzle.attacker_moves(), 2);
    assert_eq!(puzzle.difficulty(), 203);
    assert!(puzzle.line_reaches_goal());
}

#[test]
fn spacing_and_option_order_are_free_when_reading() {
    let loose = "  ..b6w1/b6b5.w4/b1w1w5w1 w|Goal=win   Size=3x4|b3|b3  a3 c2|203 ";
    let puzzle = Puzzle::parse_line(GameKind::Cephalopod, loose).unwrap();
    assert_eq!(puzzle.to_line(), CEPHALOPOD_LINE);
}

#[test]
fn every_field_error_is_named() {
    let cases = [
        (
            "..b6w1/b6b5.w4/b1w1w5w1 w | Size=3x4 Goal=win | b3 | b3 a3 c2",
            "line: expected 5 fields separated by '|', found 4",
        ),
        (
            "..b6w1/b6b5.w4/b1w1w5w1 w | Size=3x4 | b3 | b3 a3 c2 | 203",
            "options: Goal is missing",
        ),
        (
            "..b6w1/b6b5.w4/b1w1w5w1 w | Size=3x4 Goal=win Colour=red | b3 | b3 a3 c2 | 203",
            "options: unknown option 'Colour' (expected Size, Goal)",
        ),
        (
            "..b6w1/b6b5.w4/b1w1w5w1 w | Size=3x4 Goal=win Goal=win | b3 | b3 a3 c2 | 203",
            "options: Goal is given twice",
        ),
        (
            "..b6w1/b6b5.w4/b1w1w5w1 w | Size=3x3 Goal=win | b3 | b3 a3 c2 | 203",
            "options: Size=3x3 but the position is 3x4",
        ),
        (
            "..b6w1/b6b5.w4/b1w1w5w1 w | Size=3x4 Goal=clear-in-2 | b3 | b3 a3 c2 | 203",
            "options: Goal=clear-in-2 is not a goal of Cephalopod",
        ),
        (
            "..b6w1/b6b5.w4/b1w1w5w1 w | Size=three Goal=win | b3 | b3 a3 c2 | 203",
            "options: Size=three (expected ROWSxCOLUMNS)",
        ),
        (
            "..b6w1/b6b5.w4/b1w1w5w1 w | Size=3x4 Goal=win | b3 | b3 a3 c2 | 2x3",
            "difficulty: '2x3' is not a whole number",
        ),
        (
            "..b6w1/b6b5.w4/b1w1w5w1 w | Size=3x4 Goal=win | b3 | b3 a3 c2 | 303",
            "difficulty: 303 is not this puzzle's difficulty 203 (100 × 2 moves of White in the line + 3 legal first moves)",
        ),
        (
            "..b6w1/b6b5.w4/b1w1w5w1 w | Size=3x4 Goal=win | b3 | a3 b3 c2 | 203",
            "solution line: the line starts with a3, not with the first move b3",
        ),
        (
            "..b6w1/b6b5.w4/b1w1w5w1 w | Size=3x4 Goal=win | b3 | | 203",
            "solution line: the line has no moves",
        ),
        (
            "..b6w1/b6b5.w4/b1w1w5w1 w | Size=3x4 Goal=win | b3 | b3 a3 a3 | 203",
            "solution line: move 3 'a3': square a3 is already occupied",
        ),
        (
            "..b6w1/b6b5.w4/b1w1w5w1 w | Size=3x4 Goal=win | a1 | a1 a3 c2 | 203",
            "first move: 'a1': square a1 is already occupied",
        ),
        (
            "..b6w1/b6b5.w4/b1w1w5w1 | Size=3x4 Goal=win | b3 | b3 a3 c2 | 203",
            "position: '..b6w1/b6b5.w4/b1w1w5w1': expected a space and the side to move (w or b) at column 24",
        ),
    ];
    for (line, expected) in cases {
        assert_eq!(error_of(GameKind::Cephalopod, line), expected, "{line}");
    }
    let deblockle = [
        (
            DEBLOCKLE_LINE.replace("RepetitionDraw=on", "RepetitionDraw=maybe"),
            "options: RepetitionDraw=maybe (expected on or off)",
        ),
        (
            DEBLOCKLE_LINE.replace("Goal=clear-in-1", "Goal=clear-in-9"),
            "options: Goal=clear-in-9 is not a goal of Deblockle",
        ),
        (
            DEBLOCKLE_LINE.replace("Goal=clear-in-1", "Goal=soon"),
            "options: Goal=soon (expected win or clear-in-N)",
        ),
        (
            DEBLOCKLE_LINE.replace("| d7-d6 | d7-d6 |", "| d7-d8 | d7-d8 |"),
            "first move: 'd7-d8': 'd8' is not a square (expected a1 to g7)",
        ),
    ];
    for (line, expected) in deblockle {
        assert_eq!(error_of(GameKind::Deblockle, &line), expected, "{line}");
    }
}

fn file(lines: &[&str]) -> String {
    let mut text = String::from("cubeplay-puzzles 1 cephalopod\n# made by hand\n");
    for line in lines {
        text.push_str(line);
        text.push('\n');
    }
    text
}

const EASIER: &str = ".b6b1/.w6w1/w2.b5 w | Size=3x3 Goal=win | a2 | a2 a3 b1 | 203";
const HARDER: &str =
    "b3.w1/.b6w6/b3.w1 w | Size=3x3 Goal=win | a2=a1+a3 | a2=a1+a3 a1 b3 a3 b1=a1+c1 a1 c1 | 403";

#[test]
fn files_round_trip_and_keep_their_line_numbers() {
    let text = file(&[EASIER, HARDER]);
    let parsed = PuzzleFile::parse(&text).unwrap();
    assert_eq!(parsed.kind, GameKind::Cephalopod);
    assert_eq!(parsed.comments, vec!["made by hand".to_string()]);
    let lines: Vec<usize> = parsed.entries.iter().map(|entry| entry.line).collect();
    assert_eq!(lines, vec![3, 4]);
    assert_eq!(parsed.to_text(), text);
}

#[test]
fn file_errors_name_line_and_field() {
    let cases = [
        (String::new(), "line 1, header: the file is empty (expected 'cubeplay-puzzles 1 <game>')"),
        ("\ncubeplay-puzzles 2 cephalopod\n".to_string(), "line 2, header: version 2 is not supported (this program reads version 1)"),
        ("cubeplay-puzzles 1 chess\n".to_string(), "line 1, header: unknown game 'chess' (expected cephalopod or deblockle)"),
        ("cubeplay-record 1\n".to_string(), "line 1, header: expected 'cubeplay-puzzles 1 <game>', found 'cubeplay-record 1'"),
        (file(&[HARDER, EASIER]), "line 4, difficulty: 203 is below the 403 of line 3: puzzles must be sorted by difficulty"),
        (file(&[EASIER, EASIER]), "line 4, position: the same position as line 3"),
        (file(&[EASIER, DEBLOCKLE_LINE]), "line 4, options: unknown option 'NoAdjacent' (expected Size, Goal)"),
    ];
    for (text, expected) in cases {
        assert_eq!(PuzzleFile::parse(&text).unwrap_err().to_string(), expected);
    }
}

#[test]
fn proofs_accept_the_puzzles_and_refuse_a_goal_too_loose() {
    for (kind, line) in [
        (GameKind::Cephalopod, CEPHALOPOD_LINE),
        (GameKind::Deblockle, DEBLOCKLE_LINE),
        (GameKind::Cephalopod, HARDER),
    ] {
        let puzzle = Puzzle::parse_line(kind, line).unwrap();
        assert!(prove(&puzzle, PROOF_NODE_LIMIT).is_ok(), "{line}");
    }
    // Given two turns, Gold has other ways to clear the block.
    let loose = DEBLOCKLE_LINE.replace("Goal=clear-in-1", "Goal=clear-in-2");
    let puzzle = Puzzle::parse_line(GameKind::Deblockle, &loose).unwrap();
    assert_eq!(
        prove(&puzzle, PROOF_NODE_LIMIT).unwrap_err().to_string(),
        "first move: d7-d6 is not the only winning move: d7-c7:d7 clears within 2 turns too"
    );
}

#[test]
fn every_other_first_move_is_refused() {
    let puzzle = Puzzle::parse_line(GameKind::Cephalopod, HARDER).unwrap();
    let refused: Vec<String> = puzzle
        .position()
        .legal_moves()
        .into_iter()
        .filter(|&mv| mv != puzzle.first_move())
        .map(|mv| {
            let line = HARDER.replace("a2=a1+a3", &mv.to_string());
            match Puzzle::parse_line(GameKind::Cephalopod, &line) {
                Err(error) => error.field.to_string(),
                Ok(flipped) => prove(&flipped, PROOF_NODE_LIMIT)
                    .unwrap_err()
                    .field
                    .to_string(),
            }
        })
        .collect();
    assert_eq!(refused.len(), puzzle.position().legal_moves().len() - 1);
    assert!(
        refused
            .iter()
            .all(|field| field == "solution line" || field == "first move"),
        "{refused:?}"
    );
}

#[test]
fn symmetric_positions_share_a_key() {
    let read = |text: &str| {
        AnyPosition::parse(GameKind::Cephalopod, text, deblockle::Rules::default()).unwrap()
    };
    let position = read("b3.w1/.b6w6/b3.w1 w");
    // Mirrored left to right, and with the colours swapped.
    assert_eq!(
        canonical_key(&position),
        canonical_key(&read("w1.b3/w6b6./w1.b3 w"))
    );
    assert_eq!(
        canonical_key(&position),
        canonical_key(&read("w3.b1/.w6b6/w3.b1 b"))
    );
    assert_ne!(
        canonical_key(&position),
        canonical_key(&read("b3.w1/.b6w6/b3.w1 b"))
    );
    let read = |text: &str| {
        AnyPosition::parse(GameKind::Deblockle, text, deblockle::Rules::default()).unwrap()
    };
    // A half turn with the colours swapped: a7 goes to g1, north faces to the south.
    let gold = read("gLS....../......./....bHC../......./......./......./....... g");
    let blue = read("......./......./......./......./..gHX..../......./......bLT b");
    assert_eq!(canonical_key(&gold), canonical_key(&blue));
}

/// Some line from `position` that ends with a win of `winner` (both sides
/// helping), at most `depth` plies long.
fn helped_win(position: &AnyPosition, winner: Player, depth: usize) -> Option<Vec<AnyMove>> {
    if position.outcome() == Some(Outcome::Win(winner)) {
        return Some(Vec::new());
    }
    if depth == 0 || position.outcome().is_some() {
        return None;
    }
    position.legal_moves().into_iter().find_map(|mv| {
        let mut line = helped_win(&position.play(mv), winner, depth - 1)?;
        line.insert(0, mv);
        Some(line)
    })
}

/// Another first move with a line the defender helps to a win: the line
/// is legal and ends in the goal, and only the solver refutes it.
#[test]
fn a_losing_first_move_is_refuted_by_the_solver() {
    let position = Puzzle::parse_line(GameKind::Cephalopod, HARDER)
        .unwrap()
        .position()
        .clone();
    let wrong = position.parse_move("b1=a1+c1").unwrap();
    let mut line = vec![wrong];
    line.extend(helped_win(&position.play(wrong), Player::First, 12).unwrap());
    let puzzle = Puzzle::new(position, false, Goal::Win, line).unwrap();
    assert!(puzzle.line_reaches_goal());
    assert_eq!(
        prove(&puzzle, PROOF_NODE_LIMIT).unwrap_err().to_string(),
        "first move: b1=a1+c1 does not win for White with perfect play"
    );
}
