// Six deep 3×3 Cephalopod perft counts, each agreed by two independent
// programs: (position, depth, count). One copy, included by the engine's
// test, its bench and the app's wasm test.
pub const DEEP_3X3: [(&str, u32, u128); 6] = [
    (".w2./.b6w3/... w", 20, 212_371_321_744),
    (".../w5b3./w5.. w", 36, 36_759_661_175_627_864),
    ("w6../..b4/w3.. w", 24, 109_167_035_906_672),
    ("w2.b4/.w4./b4.. w", 24, 7_651_480_485_340),
    (".w2b3/.../.w6b3 w", 24, 1_213_624_050_208),
    ("w4.b1/w1.b6/.w3. w", 28, 5_538_160_451_855),
];
