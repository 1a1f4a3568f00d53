//! `cubeplay-cli analyse`: the review of a recorded game, one line per ply,
//! on the records of the engine's review tests (`engine/tests/data`).

use cubeplay_cli::run;

fn data(name: &str) -> String {
    format!("{}/../engine/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn cli(words: &[&str]) -> Result<String, String> {
    let argv: Vec<String> = words.iter().map(|w| w.to_string()).collect();
    run(&argv).map_err(|e| e.to_string())
}

#[test]
fn analyse_prints_one_line_per_ply_then_the_summary() {
    // 3×3: every position's score is the solver's exact value; the best
    // move is the first that keeps it.
    let path = data("review_short_3x3.txt");
    let output = cli(&[
        "analyse",
        "cephalopod",
        "--record",
        &path,
        "--nodes",
        "30000",
    ])
    .unwrap();
    assert_eq!(
        output,
        "1. White b1=a1+c1 | before win in 24 | after loss in 21 | blunder | best a2=a1+a3\n\
         2. Black c1=b1+c2 | before win in 21 | after win in 20 | best | best a1\n\
         3. White c2=c1+c3 | before loss in 20 | after loss in 19 | best | best a1\n\
         4. Black b1 | before win in 19 | after win in 18 | best | best b1\n\
         5. White c1=b1+c2 | before loss in 18 | after loss in 17 | best | best c1=b1+c2\n\
         6. Black c3 | before win in 17 | after win in 16 | best | best c3\n\
         White: accuracy 66.9%, inaccuracies 0, mistakes 0, blunders 1 (3 plies)\n\
         Black: accuracy 100.0%, inaccuracies 0, mistakes 0, blunders 0 (3 plies)"
    );
}

#[test]
fn analyse_names_what_is_wrong() {
    let path = data("review_short_3x3.txt");
    let missing = data("no_such_record.txt");
    let bad = std::env::temp_dir().join(format!("cubeplay-review-bad-{}.txt", std::process::id()));
    std::fs::write(
        &bad,
        "cubeplay-record 1\n[Game \"cephalopod\"]\n[Size \"3x3\"]\n\n1. White b2\n2. Black b2\n",
    )
    .unwrap();
    let bad = bad.to_string_lossy().to_string();
    let bad_result = cli(&["analyse", "cephalopod", "--record", &bad]);
    std::fs::remove_file(&bad).unwrap();
    assert_eq!(
        bad_result.unwrap_err(),
        format!(
            "--record '{bad}': line 6: move 2 (b2) cannot be played: square b2 is already occupied"
        )
    );
    assert_eq!(
        cli(&["analyse", "cephalopod", "--record", &missing]).unwrap_err(),
        format!("cannot read --record '{missing}': no such file")
    );
    assert_eq!(
        cli(&["analyse", "deblockle", "--record", &path]).unwrap_err(),
        format!("--record '{path}' is a cephalopod game, not deblockle")
    );
    assert_eq!(
        cli(&["analyse", "chess", "--record", &path]).unwrap_err(),
        "unknown game 'chess' (expected cephalopod or deblockle)"
    );
    assert_eq!(
        cli(&["analyse", "cephalopod"]).unwrap_err(),
        "analyse needs --record FILE"
    );
    assert_eq!(
        cli(&["analyse", "cephalopod", "--record"]).unwrap_err(),
        "--record needs a value (the path of a record file)"
    );
    assert_eq!(
        cli(&["analyse", "cephalopod", "--record", &path, "--nodes", "0"]).unwrap_err(),
        "--nodes wants a whole number of nodes, at least 1, not '0'"
    );
    assert_eq!(
        cli(&[
            "analyse",
            "cephalopod",
            "--record",
            &path,
            "--movetime",
            "-5"
        ])
        .unwrap_err(),
        "--movetime wants a number of milliseconds above 0, not '-5'"
    );
    assert_eq!(
        cli(&[
            "analyse",
            "cephalopod",
            "--record",
            &path,
            "--nodes",
            "many"
        ])
        .unwrap_err(),
        "--nodes wants a whole number of nodes, at least 1, not 'many'"
    );
    assert_eq!(
        cli(&["analyse", "cephalopod", "--record", &path, "--depth", "3"]).unwrap_err(),
        "unknown option --depth"
    );
    assert_eq!(
        cli(&["analyse", "cephalopod", "--record", &path, "extra"]).unwrap_err(),
        "unexpected argument 'extra'"
    );
}

#[test]
fn analyse_reviews_deblockle_records() {
    let path = data("review_deblockle.txt");
    let output = cli(&[
        "analyse",
        "deblockle",
        "--record",
        &path,
        "--nodes",
        "20000",
    ])
    .unwrap();
    assert_eq!(
        output,
        "1. Gold c3-c4:d5 | before win in 5 | after +0 | blunder | best c3-d3:d4\n\
         2. Blue e7-e6:e7 | before +0 | after +0 | best | best e7-e6:f6\n\
         3. Blue c5-c6:c3 | before +0 | after -450 | blunder | best e7-f7:g7\n\
         Gold: accuracy 8.2%, inaccuracies 0, mistakes 0, blunders 1 (1 plies)\n\
         Blue: accuracy 56.6%, inaccuracies 0, mistakes 0, blunders 1 (2 plies)"
    );
}

#[test]
fn analyse_prints_the_same_review_for_any_number_of_jobs() {
    let deblockle = data("review_deblockle_41.txt");
    let cephalopod = data("review_5x5_159.txt");
    for (game, path, nodes) in [
        ("deblockle", &deblockle, "1500"),
        ("cephalopod", &cephalopod, "600"),
    ] {
        let review = |jobs: &str| {
            cli(&[
                "analyse", game, "--record", path, "--nodes", nodes, "--jobs", jobs,
            ])
            .unwrap()
        };
        let one = review("1");
        let plies = if game == "deblockle" { 41 } else { 159 };
        assert_eq!(one.lines().count(), plies + 2, "{one}");
        assert_eq!(review("2"), one, "{game}: --jobs 2");
        assert_eq!(review("3"), one, "{game}: --jobs 3");
    }
    let short = data("review_short_3x3.txt");
    assert_eq!(
        cli(&["analyse", "cephalopod", "--record", &short, "--jobs", "0"]).unwrap_err(),
        "--jobs wants a whole number of threads from 1 to 256, not '0'"
    );
}
