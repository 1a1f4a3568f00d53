//! Short move sounds, synthesised with the Web Audio API (no sound files):
//! a low knock for a tip or a placed die, a light tick for each hop step, a
//! falling tone for a capture or a block taken off. Off unless chosen.

use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// One tone: start after `at` seconds, from `from` to `to` Hz, `length` seconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tone {
    pub at: f64,
    pub from: f32,
    pub to: f32,
    pub length: f64,
}

const fn tone(at: f64, from: f32, to: f32, length: f64) -> Tone {
    Tone {
        at,
        from,
        to,
        length,
    }
}

/// The sound of a Deblockle move: the tip's knock, then the hop's steps.
pub fn deblockle_tones(hop_steps: usize, removed: bool, slow: bool) -> Vec<Tone> {
    let scale = if slow { 2.0 } else { 1.0 };
    let mut tones = vec![tone(0.0, 180.0, 110.0, 0.09)];
    for step in 0..hop_steps {
        tones.push(tone(
            (0.25 + 0.17 * step as f64) * scale,
            660.0,
            520.0,
            0.05,
        ));
    }
    if removed {
        tones.push(tone(0.25 * scale, 520.0, 130.0, 0.3));
    }
    tones
}

/// The sound of a placed die, and of its captures.
pub fn cephalopod_tones(captures: usize, slow: bool) -> Vec<Tone> {
    let scale = if slow { 2.0 } else { 1.0 };
    let mut tones = Vec::new();
    if captures > 0 {
        tones.push(tone(0.0, 440.0, 220.0, 0.2));
    }
    tones.push(tone(
        0.22 * scale * (captures.min(1) as f64),
        200.0,
        120.0,
        0.08,
    ));
    tones
}

/// Makes the audio context (or wakes it): called from a click, which lets
/// the browser start sound.
pub fn unlock() {
    CONTEXT.with(|cell| {
        let mut context = cell.borrow_mut();
        if context.is_none() {
            *context = AudioContext::new().ok();
        }
        if let Some(context) = context.as_ref() {
            let _ = context.resume();
        }
    });
}

pub fn play(tones: &[Tone]) {
    unlock();
    CONTEXT.with(|cell| {
        let Some(context) = cell.borrow().clone() else {
            return;
        };
        let now = context.current_time();
        for tone in tones {
            // A failing node only loses that tone.
            let _ = play_tone(&context, now, *tone);
        }
    });
}

fn play_tone(context: &AudioContext, now: f64, tone: Tone) -> Result<(), wasm_bindgen::JsValue> {
    let oscillator = context.create_oscillator()?;
    let gain = context.create_gain()?;
    let start = now + tone.at;
    let end = start + tone.length;
    oscillator.set_type(OscillatorType::Triangle);
    oscillator.frequency().set_value_at_time(tone.from, start)?;
    oscillator
        .frequency()
        .exponential_ramp_to_value_at_time(tone.to, end)?;
    gain.gain().set_value_at_time(0.18, start)?;
    gain.gain().exponential_ramp_to_value_at_time(0.001, end)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start_with_when(start)?;
    oscillator.stop_with_when(end)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_sounds_its_tip_hops_and_captures() {
        let hoops = deblockle_tones(3, false, false);
        assert_eq!(hoops.len(), 4);
        assert_eq!(hoops[0].at, 0.0);
        assert!((hoops[3].at - 0.59).abs() < 1e-9);
        let removal = deblockle_tones(0, true, true);
        assert_eq!(removal.len(), 2);
        assert_eq!(removal[1].at, 0.5);
        assert_eq!(cephalopod_tones(0, false).len(), 1);
        assert_eq!(cephalopod_tones(2, false).len(), 2);
        assert!((cephalopod_tones(2, false)[1].at - 0.22).abs() < 1e-9);
    }
}
