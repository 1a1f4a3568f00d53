//! Search speed in nodes per second (criterion reports "elem/s" = nodes/s).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use cubeplay_engine::ai::WithKnowledge;
use cubeplay_engine::ai::{FrozenClock, Limits, NeverStop, Searcher};
use cubeplay_engine::{cephalopod, deblockle};

const NODES: u64 = 50_000;

fn nodes_of<G: WithKnowledge>(position: &G) -> u64 {
    let mut searcher = Searcher::new(G::knowledge(), 18, 1);
    searcher
        .search(position, Limits::nodes(NODES), &FrozenClock, &mut NeverStop)
        .nodes
}

fn bench_game<G: WithKnowledge>(c: &mut Criterion, name: &str, position: &G) {
    let nodes = nodes_of(position);
    let mut group = c.benchmark_group("ai");
    group.throughput(Throughput::Elements(nodes));
    group.sample_size(10);
    group.bench_function(name, |b| b.iter(|| nodes_of(position)));
    group.finish();
}

fn search_speed(c: &mut Criterion) {
    let cephalopod: cephalopod::Position = ".w1.../b1..../..w1../...b1./..... w"
        .parse()
        .expect("valid position");
    bench_game(c, "cephalopod_5x5_search", &cephalopod);
    let deblockle = deblockle::example_start(deblockle::Rules::default());
    assert!(deblockle.outcome().is_none());
    bench_game(c, "deblockle_search", &deblockle);
}

criterion_group!(benches, search_speed);
criterion_main!(benches);
