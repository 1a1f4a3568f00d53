//! A Deblockle position whose side to move has no legal turn: refused when
//! it comes from outside (notation, a record's start, a share link), never
//! produced by playing or by a set-up, and accepted as a finished draw when
//! neither side can move.

use cubeplay_engine::deblockle::{
    random_start, setup_position, Block, Orientation, ParseError, Position, PositionError, Rules,
    Square, BOTH_STUCK_OUTCOME, STARTING_SQUARES,
};
use cubeplay_engine::record::{ErrorKind, Location, Record};
use cubeplay_engine::rng::{RandomSource, SplitMix64};
use cubeplay_engine::{AnyParseError, Game, Outcome, Player};

const GOLD: Player = Player::First;

/// The record error for a start position whose side to move, `stuck`, is
/// Deblockle'd while the other side can move.
fn stuck_start(stuck: Player) -> ErrorKind {
    ErrorKind::BadStart {
        reason: AnyParseError::Deblockle(ParseError::Position(PositionError::ToMoveStuck {
            stuck,
        })),
    }
}
const BLUE: Player = Player::Second;

/// Blue's only block a7 is boxed in by Gold's a6 and b7; Gold's e3 is free.
const BLUE_BOXED_IN: &str = "bTCgTC...../gTC....../......./......./....gTC../......./....... b";
/// The same board as a link field (spaces become `_`).
const BLUE_BOXED_IN_FIELD: &str =
    "bTCgTC...../gTC....../......./......./....gTC../......./......._b";
const STUCK_REASON: &str = "Blue (to move) has no legal turn: Blue is Deblockle'd and Gold \
                            would move; write the position with 'g' to move";
/// Neither side can move: row 1 is full and every tip puts Star up on row 2
/// or goes into a star.
const BOTH_STUCK: &str = "......./......./......./......./......./......./gCTgCTbCTgCTbCTbCTgCT b";

fn record_text(start: &str) -> String {
    format!(
        "cubeplay-record 1\n[Game \"deblockle\"]\n[Start \"{start}\"]\n[Result \"unfinished\"]\n"
    )
}

/// A share link with a correct checksum (FNV-1a of the body).
fn link(body: &str) -> String {
    let mut hash: u32 = 0x811c_9dc5;
    for byte in body.bytes() {
        hash = (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193);
    }
    format!("{body};k={hash:08x}")
}

#[test]
fn notation_names_who_is_stuck_and_who_would_move() {
    let error = Position::parse_with_rules(BLUE_BOXED_IN, Rules::default()).unwrap_err();
    assert_eq!(
        error,
        ParseError::Position(PositionError::ToMoveStuck { stuck: BLUE })
    );
    assert_eq!(error.to_string(), STUCK_REASON);
    let gold =
        Position::parse_with_rules(&BLUE_BOXED_IN.replace(" b", " g"), Rules::default()).unwrap();
    assert_eq!(gold.to_move(), GOLD);
    assert!(!gold.has_legal_move(BLUE));
    // Gold stuck, Blue free: the other way round.
    let gold_boxed = "......./......./....bTC../......./......./bTC....../gTCbTC..... g";
    assert_eq!(
        Position::parse_with_rules(gold_boxed, Rules::default())
            .unwrap_err()
            .to_string(),
        "Gold (to move) has no legal turn: Gold is Deblockle'd and Blue would move; \
         write the position with 'b' to move"
    );
}

#[test]
fn a_record_with_a_stuck_start_is_refused_at_its_start_line() {
    let error = Record::parse(&record_text(BLUE_BOXED_IN)).unwrap_err();
    assert_eq!(error.location, Location::Line(3));
    assert_eq!(error.kind, stuck_start(BLUE));
    assert_eq!(
        error.to_string(),
        format!("line 3: bad start position: {STUCK_REASON}")
    );
    let fixed = Record::parse(&record_text(&BLUE_BOXED_IN.replace(" b", " g"))).unwrap();
    assert_eq!(fixed.start().to_move(), GOLD);
}

#[test]
fn a_share_link_with_a_stuck_start_is_refused_at_its_position_field() {
    let body = format!("v1;g=d;n=0;r=1;p={BLUE_BOXED_IN_FIELD};m=");
    let error = Record::from_fragment(&link(&body)).unwrap_err();
    assert_eq!(error.kind, stuck_start(BLUE));
    // The field's value starts after "v1;g=d;n=0;r=1;p=", at character 18.
    assert_eq!(error.location, Location::Column(18));
    assert_eq!(
        error.to_string(),
        format!("share link, character 18: bad start position: {STUCK_REASON}")
    );
    let fixed = link(&body.replace("_b;", "_g;"));
    assert_eq!(
        Record::from_fragment(&fixed).unwrap().start().to_move(),
        GOLD
    );
}

#[test]
fn neither_side_moving_is_a_finished_draw_everywhere() {
    for side in ["b", "g"] {
        let text = BOTH_STUCK.replace(" b", &format!(" {side}"));
        let position = Position::parse_with_rules(&text, Rules::default()).unwrap();
        assert_eq!(position.outcome(), Some(BOTH_STUCK_OUTCOME));
        assert_eq!(position.outcome(), Some(Outcome::Draw));
        assert_eq!(position.to_string(), text);
        assert!(position.legal_moves().is_empty());
        let record = Record::parse(&record_text(&text).replace(
            "[Result \"unfinished\"]",
            "[Result \"draw (neither player can move)\"]",
        ))
        .unwrap();
        assert_eq!(record.outcome(), Some(Outcome::Draw));
        let field = text.replace(' ', "_");
        let read = Record::from_fragment(&link(&format!("v1;g=d;n=0;r=1;p={field};m="))).unwrap();
        assert_eq!(read.outcome(), Some(Outcome::Draw));
    }
}

/// Every position reached by play has a side to move that can move (or the
/// game is over), so printing it and reading it back always works.
#[test]
fn played_positions_never_have_a_stuck_side_to_move() {
    let mut passes = 0;
    for seed in 0..300u64 {
        let no_adjacent = seed % 3 == 0;
        let rules = Rules { no_adjacent };
        let counts = [1 + (seed % 4) as usize, 1 + (seed / 4 % 4) as usize];
        let mut rng = SplitMix64::new(seed);
        let mut position = random_start(counts, rules, &mut rng).unwrap();
        for _ in 0..200 {
            let text = position.to_string();
            let read = Position::parse_with_rules(&text, rules)
                .unwrap_or_else(|error| panic!("{text}: {error}"));
            assert_eq!(read, position, "{text}");
            match position.outcome() {
                Some(_) => break,
                None => assert!(position.has_legal_move(position.to_move()), "{text}"),
            }
            let moves = position.legal_moves();
            let mv = moves[rng.below(moves.len() as u64) as usize];
            let next = Game::play(&position, mv);
            if next.outcome().is_none() && next.to_move() == position.to_move() {
                passes += 1;
            }
            position = next;
        }
    }
    // The games did meet Deblockle'd players (the pass is exercised).
    assert!(passes > 0, "no Deblockle'd pass in the sampled games");
}

/// No set-up can leave the first player stuck, so set-ups never meet the
/// refusal. The first player's block on its first starting square decides:
/// its turns depend only on its orientation and on which starting squares
/// are taken, and own blocks at the start never touch the opponent's.
#[test]
fn no_set_up_leaves_the_first_player_stuck() {
    let any = Orientation::NET;
    for first in Player::BOTH {
        for gold in 1..=4 {
            for blue in 1..=4 {
                for orientation in Orientation::all() {
                    for no_adjacent in [false, true] {
                        let side = |player: Player, count: usize| -> Vec<(Square, Block)> {
                            STARTING_SQUARES[player.index()][..count]
                                .iter()
                                .enumerate()
                                .map(|(index, &square)| {
                                    let turned = if player == first && index == 0 {
                                        orientation
                                    } else {
                                        any
                                    };
                                    (square, Block::new(player, turned))
                                })
                                .collect()
                        };
                        let position = setup_position(
                            &side(GOLD, gold),
                            &side(BLUE, blue),
                            first,
                            Rules { no_adjacent },
                        )
                        .unwrap_or_else(|error| {
                            panic!("{first:?} {gold}/{blue} {orientation:?}: {error}")
                        });
                        assert_eq!(position.to_move(), first);
                        let first_square = STARTING_SQUARES[first.index()][0];
                        assert!(
                            position
                                .legal_moves()
                                .iter()
                                .any(|mv| mv.from() == first_square),
                            "{position}"
                        );
                    }
                }
            }
        }
    }
}
