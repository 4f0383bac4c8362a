//! The translator in the component tree: the root component provides the one of the chosen
//! language as a context ([`use_words`]); a component reads it with [`use_translator`].

use std::rc::Rc;

use yew::prelude::*;

use crate::i18n::{lang_parameter, negotiate, Decimal, Language, Message, Translator};
use crate::msg;
use crate::teaching::Sentence;

/// The translator as a context value: shared, and equal when the language is.
#[derive(Clone)]
pub struct Words(pub Rc<Translator>);

impl PartialEq for Words {
    fn eq(&self, other: &Self) -> bool {
        self.0.language() == other.0.language()
    }
}

/// The User Timing mark where a translator starts to be made.
const TRANSLATOR_MARK: &str = "i18n:start";

impl Words {
    /// The translator of `language` (its catalogue and English parsed). Timed as the User
    /// Timing measure `i18n:translator`, which the browser benchmark reads per language.
    pub fn new(language: Language) -> Words {
        let performance = web_sys::window().and_then(|window| window.performance());
        if let Some(performance) = &performance {
            let _ = performance.mark(TRANSLATOR_MARK);
        }
        let words = Words(Rc::new(Translator::new(language)));
        if let Some(performance) = &performance {
            let _ = performance.measure_with_start_mark("i18n:translator", TRANSLATOR_MARK);
            performance.clear_marks_with_mark_name(TRANSLATOR_MARK);
        }
        words
    }

    /// The text of `message` in the chosen language.
    pub fn text(&self, message: &Message) -> String {
        self.0.text(message)
    }

    /// `number` as the chosen language writes it.
    pub fn number(&self, number: Decimal) -> String {
        self.0.number(number)
    }

    /// A sentence of the engine's explanations in the chosen language.
    pub fn sentence(&self, sentence: &Sentence) -> String {
        self.0.sentence(sentence)
    }

    pub fn language(&self) -> Language {
        self.0.language()
    }
}

/// The translator of the chosen language; English where no provider is above (a component
/// drawn on its own, as the component tests do).
#[hook]
pub fn use_translator() -> Words {
    let provided = use_context::<Words>();
    let needs_english = provided.is_none();
    let english = use_memo((), move |_| {
        needs_english.then(|| Words::new(Language::English))
    });
    provided
        .or_else(|| (*english).clone())
        .unwrap_or_else(|| Words::new(Language::English))
}

/// The language at start: the page's `lang` parameter when there is one (an unknown value is
/// English), else the player's stored choice, else the browser's preferred languages.
fn start_language(chosen: Option<Language>) -> Language {
    let query = web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default();
    let parameter = lang_parameter(&query);
    if parameter.is_none() {
        if let Some(chosen) = chosen {
            return chosen;
        }
    }
    negotiate(parameter, &browser_languages())
}

/// `navigator.languages`, best first.
fn browser_languages() -> Vec<String> {
    web_sys::window()
        .map(|window| window.navigator().languages())
        .map(|languages| {
            languages
                .iter()
                .filter_map(|code| code.as_string())
                .collect()
        })
        .unwrap_or_default()
}

/// The translator of the language shown, for the root component to provide: the start
/// language (see [`start_language`]) until the player's choice `chosen` (in the settings)
/// changes, then that. The page's `<html lang>` and title follow it. A `lang` parameter is not
/// stored: only a choice made in Settings is.
#[hook]
pub fn use_words(chosen: Option<Language>) -> Words {
    let start = *use_memo((), move |_| start_language(chosen));
    let language = use_state(|| start);
    let last_chosen = use_mut_ref(|| chosen);
    {
        let language = language.clone();
        use_effect_with(chosen, move |chosen| {
            if *last_chosen.borrow() != *chosen {
                *last_chosen.borrow_mut() = *chosen;
                if let Some(chosen) = *chosen {
                    language.set(chosen);
                }
            }
        });
    }
    let words = (*use_memo(*language, |language| Words::new(*language))).clone();
    {
        let words = words.clone();
        use_effect_with(*language, move |language| show_language(*language, &words));
    }
    words
}

/// Sets `<html lang>`, the page's title and the manifest (the installed app's name).
fn show_language(language: Language, words: &Words) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", language.code());
    }
    document.set_title(&words.text(&msg!("app-title")));
    if let Ok(Some(link)) = document.query_selector("link[rel=manifest]") {
        let _ = link.set_attribute("href", language.manifest());
    }
}
