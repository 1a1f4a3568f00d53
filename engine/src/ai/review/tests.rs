use super::*;

const SCALE: f64 = DEBLOCKLE_WIN_CHANCE_SCALE;

#[test]
fn win_chance_follows_the_logistic_curve() {
    assert_eq!(Score::Value(0).win_chance(SCALE), 0.5);
    assert!((Score::Value(200).win_chance(SCALE) - 0.731_058_6).abs() < 1e-6);
    assert!((Score::Value(-200).win_chance(SCALE) - 0.268_941_4).abs() < 1e-6);
    assert_eq!(Score::Win(None).win_chance(SCALE), 1.0);
    assert_eq!(Score::Loss(Some(3)).win_chance(SCALE), 0.0);
    assert_eq!(Score::Draw.win_chance(SCALE), 0.5);
}

#[test]
fn classes_follow_the_thresholds() {
    // 0 → 50 %; the chance after is picked to land just past each limit.
    let before = Score::Value(0);
    let after_losing = |points: f64| {
        // Inverse of the curve: the value whose chance is 50 − points.
        let chance = 0.5 - points / 100.0;
        Score::Value((-SCALE * (1.0 / chance - 1.0).ln()).round() as i32)
    };
    let class = |points: f64| Class::of(false, before, after_losing(points), SCALE);
    assert_eq!(class(1.0), Class::Best);
    assert_eq!(class(3.0), Class::Good);
    assert_eq!(class(9.0), Class::Good);
    assert_eq!(class(11.0), Class::Inaccuracy);
    assert_eq!(class(21.0), Class::Mistake);
    assert_eq!(class(31.0), Class::Blunder);
    // The engine's own move is best whatever the scores say.
    assert_eq!(
        Class::of(true, before, after_losing(31.0), SCALE),
        Class::Best
    );
    // A better score after the move than the search saw before: no loss.
    assert_eq!(win_chance_loss(before, Score::Value(300), SCALE), 0.0);
}

#[test]
fn giving_away_a_proven_result_is_a_blunder() {
    assert_eq!(
        Class::of(false, Score::Win(Some(5)), Score::Draw, SCALE),
        Class::Blunder
    );
    assert_eq!(
        Class::of(false, Score::Win(None), Score::Loss(Some(2)), SCALE),
        Class::Blunder
    );
    assert_eq!(
        Class::of(false, Score::Draw, Score::Loss(None), SCALE),
        Class::Blunder
    );
    // A slower win is still a win.
    assert_eq!(
        Class::of(false, Score::Win(Some(3)), Score::Win(Some(9)), SCALE),
        Class::Best
    );
    // A lost position cannot get worse.
    assert_eq!(
        Class::of(false, Score::Loss(Some(3)), Score::Loss(Some(1)), SCALE),
        Class::Best
    );
}

#[test]
fn scores_read_as_results() {
    let texts: Vec<String> = [
        Score::Value(35),
        Score::Value(-120),
        Score::Value(0),
        Score::Win(Some(5)),
        Score::Loss(Some(2)),
        Score::Win(None),
        Score::Loss(None),
        Score::Win(Some(0)),
        Score::Loss(Some(0)),
        Score::Draw,
    ]
    .iter()
    .map(ToString::to_string)
    .collect();
    assert_eq!(
        texts,
        [
            "+35",
            "-120",
            "+0",
            "win in 5",
            "loss in 2",
            "win",
            "loss",
            "won",
            "lost",
            "draw"
        ]
    );
    assert_eq!(Score::of_search(WIN - 7), Score::Win(Some(7)));
    assert_eq!(Score::of_search(-(WIN - 4)), Score::Loss(Some(4)));
    assert_eq!(Score::of_search(250), Score::Value(250));
    assert_eq!(
        Score::Win(Some(4)).negated().one_ply_earlier(),
        Score::Loss(Some(5))
    );
}

#[test]
fn accuracy_is_the_mean_of_the_plies() {
    assert_eq!(move_accuracy(0.0), 100.0);
    assert!((move_accuracy(ACCURACY_DECAY) - 36.787_944).abs() < 1e-5);
    let ply = |mover, loss, class| PlyReview {
        number: 1,
        mover,
        played: 0u8,
        best: 0u8,
        before: Score::Value(0),
        after: Score::Value(0),
        loss,
        class,
    };
    let review = Review {
        scale: SCALE,
        positions: Vec::new(),
        plies: vec![
            ply(Player::First, 0.0, Class::Best),
            ply(Player::Second, 12.0, Class::Inaccuracy),
            ply(Player::First, 40.0, Class::Blunder),
        ],
    };
    let first = review.summary(Player::First);
    assert_eq!((first.plies, first.blunders, first.mistakes), (2, 1, 0));
    let expected = (100.0 + move_accuracy(40.0)) / 2.0;
    assert!((first.accuracy.unwrap() - expected).abs() < 1e-9);
    let second = review.summary(Player::Second);
    assert_eq!((second.plies, second.inaccuracies), (1, 1));
    let empty: Review<u8> = Review {
        scale: SCALE,
        positions: Vec::new(),
        plies: Vec::new(),
    };
    assert_eq!(empty.summary(Player::First).accuracy, None);
}
