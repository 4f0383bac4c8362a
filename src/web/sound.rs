//! The table's sounds, synthesized with Web Audio (nothing is fetched): a rattle for the dice,
//! a knock for a checker put down, a harder double knock for a hit. Which sounds a change
//! makes is decided by [`crate::view_model::sound_cues`]; this module only plays them.
//!
//! No sound plays before the person's first gesture on the page (a press or a key): the audio
//! context is made after that gesture, and until then cues are dropped. With the sounds off (or
//! their volume at 0) no context is made at all: one is made when the player turns them on,
//! after the gestures that did it. It is made in a task of its own, not in the gesture's: the
//! page's first audio context waits for the browser's audio service to start (about 50 ms of
//! the main thread, most of a first press's task in Chromium, `docs/benchmarks.md`). Browsers
//! let a context made after the page's first gesture start (Chromium's autoplay policy asks for
//! the document's sticky user activation, not for a gesture in progress); one made before it,
//! which this module never makes, would stay suspended. The cues of the gesture itself, played
//! before the context is made, wait for it.
//! A page may set `window.__bgSounds = []` before the app starts (the end-to-end tests do):
//! each cue played is then pushed there by name, to be counted.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{AudioContext, OscillatorType};

use crate::settings::MAX_VOLUME;
use crate::view_model::Cue;

thread_local! {
    static AUDIO: RefCell<Audio> = const { RefCell::new(Audio::new()) };
}

/// The audio context and what waits for it.
struct Audio {
    /// Made after a gesture.
    context: Option<AudioContext>,
    /// A gesture (or the sounds turned on after one) asked for the context, so that cues wait
    /// for it rather than being dropped.
    asked: bool,
    /// The task that makes the context is scheduled.
    making: bool,
    /// Cues played before the context was made: the cues, the volume, the checkers' slot.
    waiting: Vec<(Vec<Cue>, u8, u32)>,
    /// The sounds are on (the player's settings): without them no gesture makes a context.
    wanted: bool,
    /// The page has had a gesture (seen by [`listen_for_gestures`]).
    gestured: bool,
}

impl Audio {
    const fn new() -> Audio {
        Audio {
            context: None,
            asked: false,
            making: false,
            waiting: Vec::new(),
            wanted: false,
            gestured: false,
        }
    }

    /// Asks for the context; true when the task that makes it is to be scheduled now.
    fn ask(&mut self) -> bool {
        self.asked = true;
        !std::mem::replace(&mut self.making, true)
    }
}

/// Listens, for the page's life, to presses and keys: the first asks for the audio context,
/// later ones resume it if the browser suspended it. A touch activates the page only when the
/// finger lifts (`pointerup`), a mouse when pressed, so both are heard. In the capture phase at
/// the window, before the app handles the same event, so that the sound of the press that
/// starts everything waits for its context instead of being dropped.
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
    let make = AUDIO.with_borrow_mut(|audio| {
        if let Some(context) = &audio.context {
            if context.state() == web_sys::AudioContextState::Suspended {
                let _ = context.resume();
            }
            return false;
        }
        audio.gestured = true;
        audio.wanted && audio.ask()
    });
    if make {
        schedule_context();
    }
}

/// Tells this module whether the sounds are on (the player's settings: at start and on every
/// change). Turned on after a gesture (the player's presses in Settings), the context is made
/// now, in a task of its own, as after a gesture; before the page's first gesture, that gesture
/// makes it.
pub fn set_wanted(on: bool) {
    let make = AUDIO.with_borrow_mut(|audio| {
        audio.wanted = on;
        on && audio.gestured && audio.context.is_none() && audio.ask()
    });
    if make {
        schedule_context();
    }
}

/// Makes the context in a task of its own (see the module's documentation).
fn schedule_context() {
    wasm_bindgen_futures::spawn_local(async {
        gloo_timers::future::TimeoutFuture::new(0).await;
        make_context();
    });
}

/// Makes the audio context, once the page is activated, and plays the cues that waited for it;
/// then, in a task of its own, the tones' wave tables (see [`warm_up`]).
fn make_context() {
    AUDIO.with_borrow_mut(|audio| audio.making = false);
    // A touch's `pointerdown` comes before the page is activated (at `pointerup`): a context
    // made now would stay suspended, so the next gesture makes it.
    if !page_activated() {
        return;
    }
    let Ok(context) = AudioContext::new() else {
        return;
    };
    let waiting = AUDIO.with_borrow_mut(|audio| {
        audio.context = Some(context.clone());
        std::mem::take(&mut audio.waiting)
    });
    for (cues, volume, slot_ms) in waiting {
        play_on(&context, &cues, volume, slot_ms);
    }
    wasm_bindgen_futures::spawn_local(async move {
        gloo_timers::future::TimeoutFuture::new(0).await;
        warm_up(&context);
    });
}

/// Whether the page has had its first gesture (`navigator.userActivation.hasBeenActive`); true
/// where the browser does not say, as a context made then is resumed by the next gesture.
fn page_activated() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let activation =
        js_sys::Reflect::get(&window.navigator(), &JsValue::from_str("userActivation"))
            .ok()
            .filter(|activation| activation.is_object());
    let Some(activation) = activation else {
        return true;
    };
    js_sys::Reflect::get(&activation, &JsValue::from_str("hasBeenActive"))
        .map_or(true, |active| active.as_bool() != Some(false))
}

/// Has the context compute the wave tables of the tones' two shapes, which Chromium computes
/// once a context when an oscillator first takes a shape (a few milliseconds): here, rather
/// than in the task of the first roll's sound.
fn warm_up(context: &AudioContext) {
    if let Ok(oscillator) = context.create_oscillator() {
        oscillator.set_type(OscillatorType::Square);
        oscillator.set_type(OscillatorType::Triangle);
    }
}

/// Plays `cues` at `volume` percent, a checker's slot `slot_ms` after the one before (the
/// animation's pace). Nothing plays before the first gesture; between it and the context's
/// making, the cues wait.
pub fn play(cues: &[Cue], volume: u8, slot_ms: u32) {
    if cues.is_empty() {
        return;
    }
    let context = AUDIO.with_borrow_mut(|audio| {
        if audio.context.is_none() && audio.asked {
            audio.waiting.push((cues.to_vec(), volume, slot_ms));
        }
        audio.context.clone()
    });
    if let Some(context) = context {
        play_on(&context, cues, volume, slot_ms);
    }
}

fn play_on(audio: &AudioContext, cues: &[Cue], volume: u8, slot_ms: u32) {
    let gain = f64::from(volume.min(MAX_VOLUME)) / f64::from(MAX_VOLUME);
    let now = audio.current_time();
    for &cue in cues {
        let at = now + cue_delay(cue, slot_ms);
        match cue {
            Cue::Dice => rattle(audio, at, gain),
            Cue::Checker { .. } => knock(audio, at, gain, 320.0),
            Cue::Hit { .. } => {
                knock(audio, at, gain * 1.3, 240.0);
                knock(audio, at + 0.07, gain, 200.0);
            }
        }
        record(cue);
    }
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
