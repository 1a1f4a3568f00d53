//! Hand-built positions for every Deblockle rule, notation and set-up.

use cubeplay_engine::deblockle::{
    arrange, example_start, north_choices, random_arrangement, random_start, roll_blocks,
    setup_position, Ending, Face, Match, MoveError, Orientation, ParseError, Placement, Position,
    PositionError, Rules, SetupError, Side, Square, EXAMPLE_START,
};
use cubeplay_engine::rng::SplitMix64;
use cubeplay_engine::Direction;
use cubeplay_engine::{Game, Outcome, Player};

const GOLD: Player = Player::First;
const BLUE: Player = Player::Second;
const PLAIN: Rules = Rules { no_adjacent: false };
const NO_ADJACENT: Rules = Rules { no_adjacent: true };

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// Position notation from `(square, "gTC")` pairs and the side to move.
fn notation(blocks: &[(&str, &str)], side: char) -> String {
    let mut cells = vec![".".to_string(); 49];
    for &(square, block) in blocks {
        cells[sq(square).index()] = block.to_string();
    }
    let rows: Vec<String> = (0..7)
        .rev()
        .map(|rank| cells[rank * 7..rank * 7 + 7].concat())
        .collect();
    format!("{} {side}", rows.join("/"))
}

fn build(blocks: &[(&str, &str)], side: char, rules: Rules) -> Position {
    Position::parse_with_rules(&notation(blocks, side), rules).unwrap()
}

/// The sorted notations of the legal moves starting with `prefix`.
fn moves_starting(position: &Position, prefix: &str) -> Vec<String> {
    let mut moves: Vec<String> = position
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .filter(|text| text.starts_with(prefix))
        .collect();
    moves.sort();
    moves
}

fn illegal(position: &Position, text: &str) -> MoveError {
    match position.parse_move(text) {
        Err(ParseError::IllegalMove { reason, .. }) => reason,
        other => panic!("{text}: expected an illegal move, got {other:?}"),
    }
}

fn play(position: &Position, text: &str) -> Position {
    Game::play(position, position.parse_move(text).unwrap())
}

// ---------------------------------------------------------------- the cube

#[test]
fn twenty_four_orientations_are_reachable_by_tipping() {
    let mut seen = vec![Orientation::NET];
    let mut next = 0;
    while next < seen.len() {
        for direction in Direction::CLOCKWISE {
            let after = seen[next].tip(direction);
            if !seen.contains(&after) {
                seen.push(after);
            }
        }
        next += 1;
    }
    assert_eq!(seen.len(), 24);
    assert_eq!(Orientation::all().count(), 24);
}

#[test]
fn four_tips_one_way_return_and_opposite_tips_undo() {
    for orientation in Orientation::all() {
        for direction in Direction::CLOCKWISE {
            let mut turned = orientation;
            for _ in 0..4 {
                turned = turned.tip(direction);
            }
            assert_eq!(turned, orientation);
            assert_eq!(
                orientation.tip(direction).tip(direction.opposite()),
                orientation
            );
        }
        // A square of tips N, E, S, W rotates the cube but keeps it a cube.
        assert!(Orientation::from_top_north(orientation.top(), orientation.north()).is_some());
    }
}

#[test]
fn opposite_faces_are_never_adjacent_and_top_north_is_unique() {
    let pairs = [
        (Face::Star, Face::Stop),
        (Face::Cross, Face::X),
        (Face::Slider, Face::Hoops),
    ];
    for (a, b) in pairs {
        assert_eq!(a.opposite(), b);
        assert_eq!(b.opposite(), a);
    }
    let mut keys = Vec::new();
    for o in Orientation::all() {
        let faces = o.faces();
        for side in Side::ALL {
            assert_eq!(o.face(side.opposite()), o.face(side).opposite());
        }
        let mut sorted = faces.to_vec();
        sorted.sort();
        assert_eq!(sorted, Face::ALL.to_vec());
        assert_eq!(Orientation::from_top_north(o.top(), o.north()), Some(o));
        keys.push((o.top(), o.north()));
    }
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), 24);
    assert_eq!(Orientation::from_top_north(Face::Star, Face::Stop), None);
    assert_eq!(Orientation::from_top_north(Face::Cross, Face::Cross), None);
}

#[test]
fn tipping_follows_the_net() {
    let net = Orientation::NET; // Star up, Cross north, Slider east.
    assert_eq!(net.tip(Direction::North).top(), Face::X);
    assert_eq!(net.tip(Direction::South).top(), Face::Cross);
    assert_eq!(net.tip(Direction::East).top(), Face::Hoops);
    assert_eq!(net.tip(Direction::West).top(), Face::Slider);
    assert_eq!(net.tip(Direction::North).north(), Face::Star);
    assert_eq!(
        north_choices(Face::Star),
        [Face::Cross, Face::Hoops, Face::X, Face::Slider]
    );
}

// ------------------------------------------------------------------- tips

#[test]
fn example_start_moves_of_one_block() {
    let start = example_start(PLAIN);
    assert_eq!(start.to_string(), EXAMPLE_START);
    assert_eq!(start.legal_moves().len(), 53);
    // c3 shows Stop with Cross north: X, Slider, Cross, Hoops come up.
    assert_eq!(
        moves_starting(&start, "c3-"),
        [
            "c3-b3:a1", "c3-b3:a3", "c3-b3:a5", "c3-b3:b2", "c3-b3:b4", "c3-b3:b6", "c3-b3:c3",
            "c3-b3:d4", "c3-c2:b2", "c3-c2:c3", "c3-c4:b3", "c3-c4:b5", "c3-c4:d3", "c3-c4:d5",
            "c3-d3:a3", "c3-d3:d1", "c3-d3:d5", "c3-d3:d7",
        ]
    );
    // e1 tipped east shows Stop: the turn ends after the tip.
    assert_eq!(moves_starting(&start, "e1-f1"), ["e1-f1"]);
}

#[test]
fn tips_must_be_orthogonal_onto_empty_squares() {
    let start = example_start(PLAIN);
    assert_eq!(
        illegal(&start, "c3-d4:d5"),
        MoveError::NotAdjacent {
            from: sq("c3"),
            to: sq("d4")
        }
    );
    assert_eq!(
        illegal(&start, "c3-c1:c2"),
        MoveError::NotAdjacent {
            from: sq("c3"),
            to: sq("c1")
        }
    );
    assert_eq!(
        illegal(&start, "c1-c2:c3"),
        MoveError::TurnEndsAfterTip {
            top: Face::Stop,
            removal: false
        }
    );
    assert_eq!(
        illegal(&start, "d4-d5:d6"),
        MoveError::NoBlock { from: sq("d4") }
    );
    assert_eq!(
        illegal(&start, "c5-c4:c3"),
        MoveError::NotYourBlock {
            from: sq("c5"),
            owner: BLUE
        }
    );
    let crowded = build(&[("c3", "gTC"), ("c4", "bTC"), ("a7", "bTC")], 'g', PLAIN);
    assert_eq!(
        illegal(&crowded, "c3-c4:b3"),
        MoveError::Occupied { to: sq("c4") }
    );
    assert_eq!(
        illegal(&start, "c3-d3"),
        MoveError::HopMissing { top: Face::Slider }
    );
    assert_eq!(
        illegal(&start, "c3-d3:d6"),
        MoveError::UnreachableHop {
            top: Face::Slider,
            to: sq("d3"),
            dest: sq("d6")
        }
    );
}

#[test]
fn star_up_only_onto_the_opponents_home_star() {
    // Gold c2: tipping east onto d2 (its own star) would show Star: the west face.
    let position = build(
        &[("c2", "gCT"), ("c6", "gXH"), ("e6", "gCT"), ("a7", "bTC")],
        'g',
        PLAIN,
    );
    // gCT: top Cross, north Stop, so south Star, east/west Slider/Hoops.
    let c2 = position.block_at(sq("c2")).unwrap().orientation;
    assert_eq!(c2.south(), Face::Star);
    // Own home star, whatever lands on top.
    assert!(matches!(
        illegal(&position, "c2-d2"),
        MoveError::IntoStar { .. }
    ));
    // Star face up on an ordinary square: c2 tipped north shows its south face.
    assert_eq!(
        illegal(&position, "c2-c3"),
        MoveError::StarUp { to: sq("c3") }
    );
    // The opponent's star without Star on top: c6 tipped east shows Stop.
    assert_eq!(
        position.block_at(sq("c6")).unwrap().orientation.west(),
        Face::Stop
    );
    assert_eq!(
        illegal(&position, "c6-d6"),
        MoveError::IntoStar {
            to: sq("d6"),
            top: Face::Stop
        }
    );
    assert_eq!(
        illegal(&position, "c6-d6").to_string(),
        "a block may tip into the star space d6 only onto the opponent's home star with Star \
         face up, and this tip puts Stop on top"
    );
    // e6 tipped west shows its east face.
    let e6 = position.block_at(sq("e6")).unwrap().orientation;
    assert_eq!(e6.east(), Face::Slider);
    assert!(moves_starting(&position, "c2-")
        .iter()
        .all(|m| !m.starts_with("c2-d2")));
    assert!(moves_starting(&position, "c6-d6").is_empty());
}

#[test]
fn star_up_onto_the_opponents_star_removes_the_block() {
    // Gold d5 with Star facing south: tipping north puts Star up on d6.
    let position = build(
        &[("d5", "gCT"), ("a1", "gTC"), ("a7", "bTC"), ("g7", "bTC")],
        'g',
        PLAIN,
    );
    assert_eq!(moves_starting(&position, "d5-d6"), ["d5-d6"]);
    let after = play(&position, "d5-d6");
    assert_eq!(after.block_count(GOLD), 1);
    assert_eq!(after.block_at(sq("d6")), None);
    assert_eq!(after.block_at(sq("d5")), None);
    assert_eq!(after.to_move(), BLUE);
    assert_eq!(after.outcome(), None);
    assert_eq!(
        illegal(&position, "d5-d6:d7"),
        MoveError::TurnEndsAfterTip {
            top: Face::Star,
            removal: true
        }
    );
    // Blue removes on Gold's home star d2, from d1 tipping north.
    let blue = build(&[("d1", "bCT"), ("a7", "gTC")], 'b', PLAIN);
    assert_eq!(moves_starting(&blue, "d1-d2"), ["d1-d2"]);
    let removed = play(&blue, "d1-d2");
    assert_eq!(removed.outcome(), Some(Outcome::Win(BLUE)));
}

#[test]
fn removing_the_last_block_wins() {
    let position = build(&[("d5", "gCT"), ("a7", "bTC"), ("g7", "bTC")], 'g', PLAIN);
    let after = play(&position, "d5-d6");
    assert_eq!(after.outcome(), Some(Outcome::Win(GOLD)));
    assert_eq!(after.block_count(GOLD), 0);
    assert!(after.legal_moves().is_empty());
    assert_eq!(
        after.to_string(),
        notation(&[("a7", "bTC"), ("g7", "bTC")], 'b')
    );
    assert_eq!(illegal(&after, "a7-a6"), MoveError::GameOver);
}

// ------------------------------------------------------------------- hops

#[test]
fn slider_runs_to_the_edge_and_needs_one_square() {
    // Gold b1 shows Slider east (the net), so tipping west puts Slider up on a1.
    let open = build(&[("b1", "gSC"), ("g7", "bTC")], 'g', PLAIN);
    assert_eq!(moves_starting(&open, "b1-a1"), ["b1-a1:a7", "b1-a1:g1"]);
    // Blocked at once to the north: that direction is not available.
    let blocked = build(&[("b1", "gSC"), ("a2", "bTC")], 'g', PLAIN);
    assert_eq!(moves_starting(&blocked, "b1-a1"), ["b1-a1:g1"]);
    // Stopped by a block on the way.
    let stopped = build(&[("b1", "gSC"), ("a5", "bTC"), ("e1", "gTC")], 'g', PLAIN);
    assert_eq!(moves_starting(&stopped, "b1-a1"), ["b1-a1:a4", "b1-a1:d1"]);
}

#[test]
fn slider_may_stop_before_a_star_or_slide_across() {
    // a2 gSC tipped east to b2 shows Hoops; use a block whose west tip shows Slider.
    // Gold c2 tipped west to b2 shows its east face: gSC has Slider east.
    let position = build(&[("c2", "gSC"), ("g7", "bTC")], 'g', PLAIN);
    // East from b2: c2 (vacated), then star d2, e2, f2, g2. Stop before d2, or run to g2.
    assert_eq!(
        moves_starting(&position, "c2-b2"),
        ["c2-b2:a2", "c2-b2:b1", "c2-b2:b7", "c2-b2:c2", "c2-b2:g2"]
    );
}

#[test]
fn slider_whose_natural_end_is_a_star_stops_before_it() {
    // Gold d5 tipped south to d4 shows its north face: gXL has Slider north.
    // South from d4: d3, star d2, then d1 is taken: must stop on d3.
    let position = build(
        &[("d5", "gXL"), ("d1", "bTC"), ("c4", "bTC"), ("e4", "bTC")],
        'g',
        PLAIN,
    );
    assert_eq!(
        position.block_at(sq("d5")).unwrap().orientation.north(),
        Face::Slider
    );
    assert_eq!(
        moves_starting(&position, "d5-d4"),
        ["d5-d4:d3", "d5-d4:d5", "d5-d4:d7"]
    );
    // From d3 the star is next and d1 taken: south gives nothing at all;
    // north it may stop before d6 or cross it to d7.
    let next_to_star = build(
        &[("d4", "gXL"), ("d1", "bTC"), ("c3", "bTC"), ("e3", "bTC")],
        'g',
        PLAIN,
    );
    assert_eq!(
        moves_starting(&next_to_star, "d4-d3"),
        ["d4-d3:d5", "d4-d3:d7"]
    );
}

#[test]
fn hoops_may_retrace_and_end_on_its_own_start() {
    // Gold a2 tipped south to a1 shows its north face: gCH has Hoops north.
    // From a1 only a2 is open (b1, b2, a3 taken): a1-a2-a1-a2 is the only way.
    let position = build(
        &[("a2", "gCH"), ("b1", "bTC"), ("b2", "bTC"), ("a3", "bTC")],
        'g',
        PLAIN,
    );
    assert_eq!(
        position.block_at(sq("a2")).unwrap().orientation.north(),
        Face::Hoops
    );
    assert_eq!(moves_starting(&position, "a2-a1"), ["a2-a1:a2"]);
}

#[test]
fn hoops_may_pass_a_star_but_not_end_on_one() {
    // Gold c3 tipped south to c2 shows Hoops (gCH: Hoops north).
    let position = build(&[("c3", "gCH"), ("g7", "bTC")], 'g', PLAIN);
    let ends = moves_starting(&position, "c3-c2");
    // f2 is reached only through the star d2 (c2-d2-e2-f2); three steps
    // end an odd distance away, and never on the star itself.
    assert_eq!(
        ends,
        [
            "c3-c2:a1", "c3-c2:a3", "c3-c2:b2", "c3-c2:b4", "c3-c2:c1", "c3-c2:c3", "c3-c2:c5",
            "c3-c2:d4", "c3-c2:e1", "c3-c2:e3", "c3-c2:f2",
        ]
    );
    // The distinct end squares are the moves: 11, although many paths exist.
    assert_eq!(ends.len(), 11);
}

#[test]
fn cross_and_x_hop_one_step() {
    // Gold c3 gTC: tipped south shows Cross on c2, tipped north shows X on c4.
    let position = build(&[("c3", "gTC"), ("b3", "bTC")], 'g', PLAIN);
    // d2 is a star; c3, just left, is empty again.
    assert_eq!(
        moves_starting(&position, "c3-c2"),
        ["c3-c2:b2", "c3-c2:c1", "c3-c2:c3"]
    );
    assert_eq!(
        moves_starting(&position, "c3-c4"),
        ["c3-c4:b5", "c3-c4:d3", "c3-c4:d5"]
    );
}

#[test]
fn x_blocked_on_every_diagonal_makes_the_tip_illegal() {
    // Gold c3 tipped north shows X on c4; b5, d5, b3 taken and d3 ... taken too.
    let position = build(
        &[
            ("c3", "gTC"),
            ("b5", "bTC"),
            ("d5", "bTC"),
            ("b3", "bTC"),
            ("d3", "gTC"),
        ],
        'g',
        PLAIN,
    );
    assert!(moves_starting(&position, "c3-c4").is_empty());
    assert_eq!(
        illegal(&position, "c3-c4:d5"),
        MoveError::NoHopPossible { top: Face::X }
    );
    assert_eq!(
        illegal(&position, "c3-c4"),
        MoveError::NoHopPossible { top: Face::X }
    );
    // The block's other tips are still there.
    assert!(!moves_starting(&position, "c3-c2").is_empty());
}

// ------------------------------------------------------------ Deblockle'd

#[test]
fn deblockled_player_is_skipped_for_several_turns() {
    // Blue's only block a7 is boxed in by Gold a6 and b7.
    let blocks = [("a7", "bTC"), ("a6", "gTC"), ("b7", "gTC"), ("e3", "gTC")];
    let position = build(&blocks, 'g', PLAIN);
    assert!(!position.has_legal_move(BLUE));
    // Written with Blue to move, the position is refused: Gold would move.
    let error = Position::parse_with_rules(&notation(&blocks, 'b'), PLAIN).unwrap_err();
    assert_eq!(
        error,
        ParseError::Position(PositionError::ToMoveStuck { stuck: BLUE })
    );
    assert_eq!(
        error.to_string(),
        "Blue (to move) has no legal turn: Blue is Deblockle'd and Gold would move; \
         write the position with 'g' to move"
    );
    let mut current = position;
    let mut free_block = sq("e3");
    for turn in 1..=3 {
        let mv = current.legal_moves_from(free_block)[0];
        current = Game::play(&current, mv);
        free_block = mv.end();
        assert_eq!(current.to_move(), GOLD, "turn {turn}: {mv}");
        assert_eq!(current.outcome(), None);
    }
    // Gold tips b7 away (Slider to the east edge): Blue may tip onto b7 again.
    current = play(&current, "b7-c7:g7");
    assert_eq!(current.to_move(), BLUE);
}

#[test]
fn both_players_stuck_is_a_draw() {
    // Row 1 full after Gold's move; every block shows Star south (gCT/bCT),
    // so a tip north puts Star up on row 2; d1 is Gold's and faces its own star.
    let before = build(
        &[
            ("a1", "gCT"),
            ("b1", "gCT"),
            ("c1", "bCT"),
            ("d1", "gCT"),
            ("e1", "bCT"),
            ("f1", "bCT"),
            ("g3", "gSC"),
        ],
        'g',
        PLAIN,
    );
    assert_eq!(
        moves_starting(&before, "g3-g2"),
        ["g3-g2:f2", "g3-g2:g1", "g3-g2:g3"]
    );
    let after = play(&before, "g3-g2:g1");
    assert_eq!(after.outcome(), Some(Outcome::Draw));
    assert!(!after.has_legal_move(GOLD));
    assert!(!after.has_legal_move(BLUE));
    assert!(after.legal_moves().is_empty());
    let game = Match::new(after);
    assert_eq!(game.ending(), Some((Outcome::Draw, Ending::BothStuck)));
}

// --------------------------------------------------------------- variants

#[test]
fn no_adjacent_variant_forbids_ending_next_to_the_opponent() {
    let blocks = [("c3", "gTC"), ("c6", "bTC"), ("a7", "bTC")];
    let plain = build(&blocks, 'g', PLAIN);
    let variant = build(&blocks, 'g', NO_ADJACENT);
    // c3-c4:d5 lands diagonal to c6 (allowed), c3-c4:b5 diagonal too;
    // Slider c3-d3:d5 would end next to c6? No: d5 touches c5/e5/d4/d6 only.
    assert_eq!(
        moves_starting(&plain, "c3-c4"),
        ["c3-c4:b3", "c3-c4:b5", "c3-c4:d3", "c3-c4:d5"]
    );
    assert_eq!(
        moves_starting(&variant, "c3-c4"),
        ["c3-c4:b3", "c3-c4:b5", "c3-c4:d3", "c3-c4:d5"]
    );
    // West from c3: Hoops on b3; b6 touches c6 orthogonally, so it goes.
    assert!(moves_starting(&plain, "c3-b3").contains(&"c3-b3:b6".to_string()));
    assert!(!moves_starting(&variant, "c3-b3").contains(&"c3-b3:b6".to_string()));
    assert_eq!(illegal(&variant, "c3-b3:b6"), MoveError::EndsAdjacent);
    // Own blocks may touch: Slider c3-d3 to d7 ends beside nothing of Blue's.
    assert!(moves_starting(&variant, "c3-d3").contains(&"c3-d3:d7".to_string()));
    // Hoops to c5 (below c6) is the only other move lost.
    assert_eq!(
        moves_starting(&plain, "c3-b3").len() - moves_starting(&variant, "c3-b3").len(),
        2
    );
    assert!(!moves_starting(&variant, "c3-b3").contains(&"c3-b3:c5".to_string()));
    assert_eq!(plain.legal_moves().len() - variant.legal_moves().len(), 2);
    // The variant is not printed in the notation.
    assert_eq!(variant.to_string(), plain.to_string());
    assert_ne!(variant, plain);
}

#[test]
fn threefold_repetition_draws_only_when_on() {
    let start = build(&[("c3", "gCL"), ("e5", "bCH")], 'g', PLAIN);
    let cycle = ["c3-c4:d4", "e5-e4:f4", "d4-d3:c3", "f4-f5:e5"];
    let mut game = Match::new(start.clone());
    let mut plain_game = Match::with_repetition_draw(start.clone(), false);
    for round in 0..2 {
        for text in cycle {
            assert_eq!(game.outcome(), None, "round {round}, before {text}");
            game.play_notation(text).unwrap();
            plain_game.play_notation(text).unwrap();
        }
        assert_eq!(game.position(), &start);
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.ending(), Some((Outcome::Draw, Ending::Repetition)));
    assert!(game.legal_moves().is_empty());
    assert_eq!(
        game.play_notation("c3-c4:d4"),
        Err(ParseError::IllegalMove {
            text: "c3-c4:d4".into(),
            reason: MoveError::GameOver
        })
    );
    assert_eq!(plain_game.outcome(), None);
    // Undo takes the count back down.
    assert_eq!(
        game.undo().map(|m| m.to_string()),
        Some("f4-f5:e5".to_string())
    );
    assert_eq!(game.outcome(), None);
    assert_eq!(game.moves().len(), 7);
}

// --------------------------------------------------------------- notation

#[test]
fn moves_print_and_parse() {
    let start = example_start(PLAIN);
    for mv in start.legal_moves() {
        let text = mv.to_string();
        assert_eq!(start.parse_move(&text), Ok(mv));
        assert_eq!(Game::parse_move(&start, &text), Ok(mv));
    }
    let mv = start.parse_move("c3-c4:d5").unwrap();
    assert_eq!(
        (mv.from(), mv.tip_to(), mv.hop_to()),
        (sq("c3"), sq("c4"), Some(sq("d5")))
    );
    assert_eq!(mv.direction(), Direction::North);
    assert_eq!(start.parse_move("e1-f1").unwrap().hop_to(), None);
    for bad in ["", "c3", "c3-", "c3-c4:", "-c4", "c3c4", "c3-c4-d5"] {
        assert!(start.parse_move(bad).is_err(), "{bad}");
    }
    assert_eq!(
        start.parse_move("c3-c4:z9"),
        Err(ParseError::BadSquare { found: "z9".into() })
    );
    assert_eq!(
        start.parse_move("c3-c4:z9").unwrap_err().to_string(),
        "'z9' is not a square (expected a1 to g7)"
    );
    assert_eq!(
        start.parse_move("c3-d3").unwrap_err().to_string(),
        "c3-d3 is not legal here: Slider lands on top, so the block must hop (write <from>-<to>:<dest>)"
    );
    assert_eq!(
        start.parse_move("c5-c4:c3").unwrap_err().to_string(),
        "c5-c4:c3 is not legal here: the block on c5 is Blue's, and Gold is to move"
    );
}

#[test]
fn position_parse_errors_are_precise() {
    let cases: [(&str, ParseError, &str); 11] = [
        (
            "..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL..",
            ParseError::MissingSideToMove,
            "the position must end with a space and the side to move ('g' or 'b')",
        ),
        (
            "..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. w",
            ParseError::BadSideToMove { found: "w".into() },
            "side to move 'w' is not 'g' (Gold) or 'b' (Blue)",
        ),
        (
            "..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../......./ g",
            ParseError::RowLength { row: 0, squares: 0 },
            "row 1 describes 0 squares, expected 7",
        ),
        (
            "..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../..gXS.gCL.. g",
            ParseError::WrongRowCount { found: 6 },
            "the board has 6 rows separated by '/', expected 7",
        ),
        (
            "..bCS.bXS../......../..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g",
            ParseError::RowLength { row: 5, squares: 8 },
            "row 6 describes 8 squares, expected 7",
        ),
        (
            "..bCS.bXS../......./..bHC.bLC../......./..gTC.gSX../....../..gXS.gCL.. g",
            ParseError::RowLength { row: 1, squares: 6 },
            "row 2 describes 6 squares, expected 7",
        ),
        (
            "..bCS.bXS../......./..bHC.bQC../......./..gTC.gSX../......./..gXS.gCL.. g",
            ParseError::BadFace {
                square: sq("e5"),
                found: 'Q',
            },
            "e5: 'Q' is not a face letter (expected S, T, C, X, L or H)",
        ),
        (
            "..bCS.bXS../......./..bHC.bLH../......./..gTC.gSX../......./..gXS.gCL.. g",
            ParseError::ImpossibleOrientation {
                square: sq("e5"),
                top: Face::Slider,
                north: Face::Hoops,
            },
            "e5: top Slider and north Hoops are opposite faces, so no cube lies that way",
        ),
        (
            "..bCS.bXS../...bTC.../..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g",
            ParseError::Position(PositionError::BlockOnStar { square: sq("d6") }),
            "a block stands on the star space d6",
        ),
        (
            "..bCS.bXS../bTC....../..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g",
            ParseError::Position(PositionError::TooManyBlocks {
                player: BLUE,
                count: 5,
            }),
            "Blue has 5 blocks (at most 4)",
        ),
        (
            "..bCS.rXS../......./..bHC.bLC../......./..gTC.gSX../......./..gXS.gCL.. g",
            ParseError::BadSquareStart {
                row: 6,
                column: 4,
                found: 'r',
            },
            "e7: 'r' cannot start a square (expected '.', 'g' or 'b')",
        ),
    ];
    for (text, error, message) in cases {
        let got = Position::parse_with_rules(text, PLAIN).unwrap_err();
        assert_eq!(got, error, "{text}");
        if !message.is_empty() {
            assert_eq!(got.to_string(), message);
        }
    }
    assert_eq!(
        Position::parse_with_rules("..bC", PLAIN).unwrap_err(),
        ParseError::MissingSideToMove
    );
    assert_eq!(
        Position::parse_with_rules(
            "../......./......./......./......./......./.......b g",
            PLAIN
        )
        .unwrap_err(),
        ParseError::RowLength { row: 6, squares: 2 }
    );
    assert_eq!(
        Position::parse_with_rules(&notation(&[("a1", "gT")], 'g'), PLAIN).unwrap_err(),
        ParseError::BadFace {
            square: sq("a1"),
            found: '.'
        }
    );
    assert_eq!(
        Position::parse_with_rules(&notation(&[("g1", "gT")], 'g'), PLAIN).unwrap_err(),
        ParseError::TruncatedBlock { square: sq("g1") }
    );
    assert_eq!(
        Position::parse_with_rules(&notation(&[], 'g'), PLAIN).unwrap_err(),
        ParseError::Position(PositionError::NoBlocks)
    );
}

#[test]
fn positions_print_and_parse_back() {
    let start = example_start(NO_ADJACENT);
    let text = start.to_string();
    assert_eq!(text, EXAMPLE_START);
    assert_eq!(
        Position::parse_with_rules(&text, NO_ADJACENT).unwrap(),
        start
    );
    assert_eq!(start.rules(), NO_ADJACENT);
    assert_eq!(start.block_count(GOLD), 4);
    assert_eq!(start.block_count(BLUE), 4);
    let e3 = start.block_at(sq("e3")).unwrap();
    assert_eq!(
        (e3.owner, e3.orientation.top(), e3.orientation.north()),
        (GOLD, Face::Star, Face::X)
    );
    assert_eq!(<Position as Game>::NAME, "deblockle");
    assert_eq!(<Position as Game>::player_name(GOLD), "Gold");
    assert_eq!(<Position as Game>::player_name(BLUE), "Blue");
}

// ------------------------------------------------------------------ set-up

#[test]
fn rolling_is_deterministic_and_uniformish() {
    let mut rng = SplitMix64::new(7);
    let rolled = roll_blocks(4, &mut rng).unwrap();
    let mut again = SplitMix64::new(7);
    assert_eq!(roll_blocks(4, &mut again).unwrap(), rolled);
    assert_eq!(
        roll_blocks(0, &mut rng),
        Err(SetupError::BlockCount { count: 0 })
    );
    assert_eq!(
        roll_blocks(5, &mut rng),
        Err(SetupError::BlockCount { count: 5 })
    );
    let mut counts = [0usize; 6];
    for _ in 0..600 {
        for face in roll_blocks(1, &mut rng).unwrap() {
            counts[face as usize] += 1;
        }
    }
    assert!(
        counts.iter().all(|&c| (60..=140).contains(&c)),
        "{counts:?}"
    );
}

#[test]
fn arrangement_is_validated() {
    let tops = [Face::Stop, Face::Star, Face::X, Face::Cross];
    let placements = [
        Placement {
            square: sq("c3"),
            north: Face::Cross,
        },
        Placement {
            square: sq("e3"),
            north: Face::X,
        },
        Placement {
            square: sq("c1"),
            north: Face::Star,
        },
        Placement {
            square: sq("e1"),
            north: Face::Slider,
        },
    ];
    let gold = arrange(GOLD, &tops, &placements).unwrap();
    let blue_tops = [Face::Slider, Face::Hoops, Face::X, Face::Cross];
    let blue = arrange(
        BLUE,
        &blue_tops,
        &[
            Placement {
                square: sq("e5"),
                north: Face::Cross,
            },
            Placement {
                square: sq("c5"),
                north: Face::Cross,
            },
            Placement {
                square: sq("e7"),
                north: Face::Star,
            },
            Placement {
                square: sq("c7"),
                north: Face::Star,
            },
        ],
    )
    .unwrap();
    let position = setup_position(&gold, &blue, GOLD, PLAIN).unwrap();
    assert_eq!(position, example_start(PLAIN));

    let mut wrong = placements;
    wrong[0].square = sq("c5");
    assert_eq!(
        arrange(GOLD, &tops, &wrong).unwrap_err().to_string(),
        "c5 is not a starting square of Gold (allowed: c3 e3 c1 e1)"
    );
    wrong = placements;
    wrong[1].square = sq("c3");
    assert_eq!(
        arrange(GOLD, &tops, &wrong),
        Err(SetupError::SquareUsedTwice { square: sq("c3") })
    );
    wrong = placements;
    wrong[1].north = Face::Stop;
    assert_eq!(
        arrange(GOLD, &tops, &wrong).unwrap_err().to_string(),
        "block 2 shows Star on top, so Stop cannot face north (it is the bottom face)"
    );
    assert_eq!(
        arrange(GOLD, &tops, &placements[..3]),
        Err(SetupError::PlacementCount {
            expected: 4,
            found: 3
        })
    );
    // Two blocks use the first two starting squares only.
    assert!(matches!(
        arrange(GOLD, &tops[..2], &placements[2..]),
        Err(SetupError::NotAStartingSquare { .. })
    ));
    let blue_one = arrange(
        BLUE,
        &[Face::Star],
        &[Placement {
            square: sq("e5"),
            north: Face::Hoops,
        }],
    )
    .unwrap();
    let handicap = setup_position(&gold, &blue_one, BLUE, PLAIN).unwrap();
    assert_eq!(handicap.block_count(BLUE), 1);
    assert_eq!(handicap.to_move(), BLUE);
}

#[test]
fn random_set_ups_are_valid_and_deterministic() {
    for seed in 0..50 {
        let counts = [1 + seed as usize % 4, 1 + (seed as usize / 4) % 4];
        let mut rng = SplitMix64::new(seed);
        let position = random_start(counts, PLAIN, &mut rng).unwrap();
        let mut again = SplitMix64::new(seed);
        assert_eq!(random_start(counts, PLAIN, &mut again).unwrap(), position);
        for player in [GOLD, BLUE] {
            let squares =
                cubeplay_engine::deblockle::starting_squares(player, counts[player.index()]);
            let placed: Vec<Square> = position
                .blocks()
                .iter()
                .filter(|(_, b)| b.owner == player)
                .map(|&(s, _)| s)
                .collect();
            assert_eq!(placed.len(), counts[player.index()]);
            assert!(placed.iter().all(|s| squares.contains(s)));
        }
        let tops = roll_blocks(3, &mut rng).unwrap();
        let placements = random_arrangement(BLUE, &tops, &mut rng).unwrap();
        assert!(arrange(BLUE, &tops, &placements).is_ok());
    }
}
