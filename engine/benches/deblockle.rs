//! Deblockle move generation and perft from the example start position.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use cubeplay_engine::deblockle::{example_start, Position, Rules};
use cubeplay_engine::perft::{perft, perft_plain};
use cubeplay_engine::Game;

/// Six plies into a game from the example start (fixed choices).
fn midgame() -> Position {
    let mut position = example_start(Rules::default());
    for ply in 0..6 {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        position = Game::play(&position, moves[(ply * 7 + 3) % moves.len()]);
    }
    position
}

fn move_generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("deblockle_movegen");
    for (name, position) in [
        ("start", example_start(Rules::default())),
        (
            "start_no_adjacent",
            example_start(Rules { no_adjacent: true }),
        ),
        ("midgame", midgame()),
    ] {
        let mut moves = Vec::with_capacity(64);
        position.legal_moves_into(&mut moves);
        group.throughput(Throughput::Elements(moves.len() as u64));
        group.bench_function(name, |b| {
            b.iter(|| {
                black_box(&position).legal_moves_into(&mut moves);
                black_box(moves.len())
            })
        });
    }
    group.finish();
    let start = example_start(Rules::default());
    let moves = start.legal_moves();
    c.bench_function("deblockle_play_all_start_moves", |b| {
        b.iter(|| {
            for &mv in &moves {
                black_box(Game::play(black_box(&start), mv));
            }
        })
    });
}

fn perft_bench(c: &mut Criterion) {
    let start = example_start(Rules::default());
    let mut group = c.benchmark_group("deblockle_perft");
    group.sample_size(10);
    group.throughput(Throughput::Elements(72_723));
    group.bench_function("plain_depth_3", |b| {
        b.iter(|| perft_plain(black_box(&start), 3))
    });
    group.throughput(Throughput::Elements(2_130_256));
    group.bench_function("memo_depth_4", |b| b.iter(|| perft(black_box(&start), 4)));
    group.finish();
}

criterion_group!(benches, move_generation, perft_bench);
criterion_main!(benches);
