//! Seeds for random set-ups and the AI. They come from `getrandom`: the
//! browser's `crypto.getRandomValues`, the OS natively. The engine itself
//! never draws randomness; it is handed a seed and a seeded generator.

/// Seeds stay in `1..=SEED_LIMIT`: 0 means "no seed yet" in a game's
/// address, and below 2^53 a seed survives a round trip through a
/// JavaScript number.
pub const SEED_LIMIT: u64 = 9_000_000_000_000_000;

/// A fresh non-zero seed.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    let raw = match getrandom::getrandom(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes),
        // Only without any secure source (no Web Crypto): the clock still
        // differs from game to game.
        Err(_) => cubeplay_engine::rng::SplitMix64::new(now_bits()).next_u64(),
    };
    seed_from(raw)
}

thread_local! {
    /// Whether the first screen's seed has been used (or set, natively).
    static FIRST_SCREEN: std::cell::Cell<Option<Option<u64>>> =
        const { std::cell::Cell::new(None) };
}

/// The seed of the first screen as the page's HTML already shows it (drawn
/// at build time, see `app::prerender`; the page's inline script names it
/// in `window.cubeplayFirstSeed` when it showed that screen), so the app
/// draws the same Deblockle start or the same live boards. The first call
/// only; every later call, and a page without it, gets a fresh seed.
pub fn first_screen_seed() -> u64 {
    let named = FIRST_SCREEN.with(|first| {
        let named = first.get().unwrap_or_else(page_named_seed);
        first.set(Some(None));
        named
    });
    named.unwrap_or_else(random_seed)
}

/// Natively, for the build-time prerender: the seed its screens use.
pub fn set_first_screen_seed(seed: u64) {
    FIRST_SCREEN.with(|first| first.set(Some(Some(seed))));
}

#[cfg(target_arch = "wasm32")]
fn page_named_seed() -> Option<u64> {
    let window = web_sys::window()?;
    let value = js_sys::Reflect::get(&window, &"cubeplayFirstSeed".into()).ok()?;
    let seed = value.as_f64()?;
    (seed >= 1.0 && seed <= SEED_LIMIT as f64 && seed.fract() == 0.0).then_some(seed as u64)
}

#[cfg(not(target_arch = "wasm32"))]
fn page_named_seed() -> Option<u64> {
    None
}

/// Maps 64 random bits to a seed in `1..=SEED_LIMIT`.
fn seed_from(raw: u64) -> u64 {
    raw % SEED_LIMIT + 1
}

#[cfg(target_arch = "wasm32")]
fn now_bits() -> u64 {
    js_sys::Date::now().to_bits()
}

#[cfg(not(target_arch = "wasm32"))]
fn now_bits() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_nanos() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_are_never_zero_and_stay_in_range() {
        assert_eq!(seed_from(0), 1);
        assert_eq!(seed_from(SEED_LIMIT - 1), SEED_LIMIT);
        assert_eq!(seed_from(SEED_LIMIT), 1);
        assert_eq!(seed_from(u64::MAX), u64::MAX % SEED_LIMIT + 1);
    }

    #[test]
    fn fresh_seeds_differ() {
        let seeds: std::collections::HashSet<u64> = (0..16).map(|_| random_seed()).collect();
        assert_eq!(seeds.len(), 16);
        assert!(seeds.iter().all(|&seed| (1..=SEED_LIMIT).contains(&seed)));
    }
}
