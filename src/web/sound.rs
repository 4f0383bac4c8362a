//! The table's sounds, synthesized with Web Audio (nothing is fetched): a rattle for the dice,
//! a knock for a checker put down, a harder double knock for a hit. Which sounds a change
//! makes is decided by [`crate::view_model::sound_cues`]; this module only plays them.
//!
//! No sound plays before the person's first gesture on the page (a press or a key): the audio
//! context is created inside that gesture, as browsers require, and until then cues are
//! dropped. A page may set `window.__bgSounds = []` before the app starts (the end-to-end
//! tests do): each cue played is then pushed there by name, to be counted.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{AudioContext, OscillatorType};

use crate::settings::MAX_VOLUME;
use crate::view_model::Cue;

thread_local! {
    /// The audio context, once a gesture has made one.
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// Listens, for the page's life, to presses and keys: the first creates the audio context,
/// later ones resume it if the browser suspended it. A touch activates the page only when the
/// finger lifts (`pointerup`), a mouse when pressed, so both are heard. In the capture phase at
/// the window, before the app handles the same event, so that the sound of the press that
/// starts everything already has its context.
pub fn listen_for_gestures() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let on_gesture = Closure::<dyn Fn()>::new(wake_audio);
    for event in ["pointerdown", "pointerup", "keydown"] {
        let _ = window.add_event_listener_with_callback_and_bool(
            event,
            on_gesture.as_ref().unchecked_ref(),
            true,
        );
    }
    // The listener lives as long as the page.
    on_gesture.forget();
}

fn wake_audio() {
    CONTEXT.with(|context| {
        let mut context = context.borrow_mut();
        match context.as_ref() {
            Some(audio) => {
                if audio.state() == web_sys::AudioContextState::Suspended {
                    let _ = audio.resume();
                }
            }
            None => *context = AudioContext::new().ok(),
        }
    });
}

/// Plays `cues` at `volume` percent, a checker's slot `slot_ms` after the one before (the
/// animation's pace). Nothing plays before the first gesture.
pub fn play(cues: &[Cue], volume: u8, slot_ms: u32) {
    if cues.is_empty() {
        return;
    }
    CONTEXT.with(|context| {
        let Some(audio) = context.borrow().clone() else {
            return;
        };
        let gain = f64::from(volume.min(MAX_VOLUME)) / f64::from(MAX_VOLUME);
        let now = audio.current_time();
        for &cue in cues {
            let at = now + cue_delay(cue, slot_ms);
            match cue {
                Cue::Dice => rattle(&audio, at, gain),
                Cue::Checker { .. } => knock(&audio, at, gain, 320.0),
                Cue::Hit { .. } => {
                    knock(&audio, at, gain * 1.3, 240.0);
                    knock(&audio, at + 0.07, gain, 200.0);
                }
            }
            record(cue);
        }
    });
}

/// When a cue sounds after the change, in seconds: a checker when its slot of the animation
/// ends (it lands then).
fn cue_delay(cue: Cue, slot_ms: u32) -> f64 {
    match cue {
        Cue::Dice => 0.0,
        Cue::Checker { slot } | Cue::Hit { slot } => {
            f64::from(u32::from(slot) + 1) * f64::from(slot_ms) / 1000.0
        }
    }
}

/// The dice: five short high clicks, as dice tumbling on wood.
fn rattle(audio: &AudioContext, at: f64, gain: f64) {
    for (k, frequency) in [2300.0, 1700.0, 2600.0, 1900.0, 2100.0]
        .into_iter()
        .enumerate()
    {
        let start = at + k as f64 * 0.045;
        tone(
            audio,
            start,
            frequency,
            0.025,
            OscillatorType::Square,
            gain * 0.18,
        );
    }
}

/// A checker put down: a short low knock.
fn knock(audio: &AudioContext, at: f64, gain: f64, frequency: f64) {
    tone(
        audio,
        at,
        frequency,
        0.08,
        OscillatorType::Triangle,
        gain * 0.6,
    );
}

/// One tone of `seconds` from `at`, falling off quickly (as a struck thing does).
fn tone(
    audio: &AudioContext,
    at: f64,
    frequency: f64,
    seconds: f64,
    kind: OscillatorType,
    gain: f64,
) {
    let (Ok(oscillator), Ok(envelope)) = (audio.create_oscillator(), audio.create_gain()) else {
        return;
    };
    oscillator.set_type(kind);
    oscillator.frequency().set_value(frequency as f32);
    let level = envelope.gain();
    let _ = level.set_value_at_time(gain.max(0.0001) as f32, at);
    let _ = level.exponential_ramp_to_value_at_time(0.0001, at + seconds);
    let connected = oscillator
        .connect_with_audio_node(&envelope)
        .and_then(|_| envelope.connect_with_audio_node(&audio.destination()));
    if connected.is_ok() {
        let _ = oscillator.start_with_when(at);
        let _ = oscillator.stop_with_when(at + seconds + 0.01);
    }
}

/// Pushes the cue's name to `window.__bgSounds` if the page made that array (a test hook).
fn record(cue: Cue) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(log) = js_sys::Reflect::get(&window, &JsValue::from_str("__bgSounds")) else {
        return;
    };
    if let Ok(log) = log.dyn_into::<js_sys::Array>() {
        log.push(&JsValue::from_str(cue.name()));
    }
}
