//! Move generation and perft speed for Cephalopod.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use cubeplay_engine::cephalopod::{perft::perft as fast_perft, Position};
use cubeplay_engine::perft::perft;
use cubeplay_engine::Game;

/// 5×5 positions from the opening to a crowded middle game.
const POSITIONS_5X5: [(&str, &str); 3] = [
    ("empty", "...../...../...../...../..... w"),
    ("middle", "w1.b2../.w1.b1./b3..w2./..w1.b1/.b1..w1 w"),
    (
        "crowded",
        "w1b1.w2b1/.b2w1.w3/w1.b1b2./b1w2.w1b1/.w1b3.w2 b",
    ),
];

fn legal_moves(c: &mut Criterion) {
    let mut group = c.benchmark_group("cephalopod/legal_moves_5x5");
    let mut moves = Vec::with_capacity(128);
    for (name, text) in POSITIONS_5X5 {
        let position: Position = text.parse().expect("bench position");
        position.legal_moves_into(&mut moves);
        // Throughput in moves, so criterion reports moves generated per second.
        group.throughput(Throughput::Elements(moves.len() as u64));
        group.bench_with_input(
            BenchmarkId::from_parameter(name),
            &position,
            |b, position| {
                b.iter(|| {
                    black_box(position).legal_moves_into(&mut moves);
                    moves.len()
                })
            },
        );
    }
    group.finish();
}

fn play_moves(c: &mut Criterion) {
    let position: Position = POSITIONS_5X5[2].1.parse().expect("bench position");
    let moves = position.legal_moves();
    c.bench_function("cephalopod/play_all_moves_5x5_crowded", |b| {
        b.iter(|| {
            moves
                .iter()
                .map(|&mv| black_box(&position).play(mv).hash_key())
                .fold(0, |a, k| a ^ k)
        })
    });
}

fn perft_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("cephalopod/perft");
    group.sample_size(10);
    let cases = [
        ("3x3_depth8", ".../.../... w", 8),
        ("3x3_depth10", ".../.../... w", 10),
        ("2x3_depth40", "../../.. w", 40),
        ("5x5_depth4", "...../...../...../...../..... w", 4),
    ];
    for (name, text, depth) in cases {
        let position: Position = text.parse().expect("bench position");
        group.bench_function(name, |b| b.iter(|| perft(black_box(&position), depth)));
    }
    group.finish();
}

include!("../tests/data/deep_3x3.rs");

fn fast_perft_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("cephalopod/fast_perft");
    group.sample_size(10);
    let deep: Vec<(Position, u32, u128)> = DEEP_3X3
        .iter()
        .map(|&(text, depth, count)| (text.parse().expect("bench position"), depth, count))
        .collect();
    group.bench_function("3x3_six_deep", |b| {
        b.iter(|| {
            for (position, depth, count) in &deep {
                assert_eq!(fast_perft(black_box(position), *depth), *count);
            }
        })
    });
    for (index, (position, depth, _)) in deep.iter().enumerate() {
        group.bench_function(format!("3x3_deep_{}_depth{depth}", index + 1), |b| {
            b.iter(|| fast_perft(black_box(position), *depth))
        });
    }
    let cases = [
        ("3x3_depth10", ".../.../... w", 10),
        ("5x5_depth4", "...../...../...../...../..... w", 4),
        ("5x5_depth6", "...../...../...../...../..... w", 6),
    ];
    for (name, text, depth) in cases {
        let position: Position = text.parse().expect("bench position");
        group.bench_function(name, |b| b.iter(|| fast_perft(black_box(&position), depth)));
    }
    group.finish();
}

criterion_group!(
    benches,
    legal_moves,
    play_moves,
    perft_bench,
    fast_perft_bench
);
criterion_main!(benches);
