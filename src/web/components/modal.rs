//! The frame of every dialog: a native `<dialog>` opened with `showModal()`, so that the page
//! behind it is inert (no clicks, no keys, hidden from screen readers). On top of what the
//! browser does, the frame
//! - focuses the element marked `data-autofocus`, else the first control, when it opens;
//! - keeps Tab and Shift+Tab inside (the browser would leave to its own toolbar);
//! - closes on Escape (the `cancel` event) and on the browser's Back button (an entry of its
//!   own is the current one in the session history while any dialog is open);
//! - gives the focus back to where it was when it closes.
//!
//! The owner closes a dialog by no longer rendering it; `on_close` asks it to. While a dialog
//! is open the rest of the page is inert: what must stay usable above every dialog (the
//! storage messages) is drawn inside the top one, see [`use_top_dialog`].

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlDialogElement, HtmlElement};
use yew::prelude::*;

/// What Tab stops at inside a dialog.
const FOCUSABLE: &str = "button:not([disabled]), select:not([disabled]), \
    input:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex=\"-1\"])";

#[derive(Properties, PartialEq)]
pub struct ModalProps {
    /// Asked on Escape and on the browser's Back button: the owner stops rendering the dialog.
    pub on_close: Callback<()>,
    /// The id of the element that names the dialog (its heading).
    #[prop_or_default]
    pub labelled_by: Option<AttrValue>,
    /// The dialog's name when it has no heading.
    #[prop_or_default]
    pub label: Option<AttrValue>,
    /// The id of the element that describes the dialog (a confirmation's question).
    #[prop_or_default]
    pub described_by: Option<AttrValue>,
    /// Extra classes of the `<dialog>` element.
    #[prop_or_default]
    pub class: Classes,
    pub children: Html,
}

/// The controls Tab reaches inside `root`, in document order.
fn focusables(root: &Element) -> Vec<HtmlElement> {
    let Ok(list) = root.query_selector_all(FOCUSABLE) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|index| list.item(index))
        .filter_map(|node| node.dyn_into::<HtmlElement>().ok())
        .collect()
}

fn active_element() -> Option<Element> {
    web_sys::window()?.document()?.active_element()
}

/// Focuses `element`, which may be an SVG element (so through js-sys, not `HtmlElement`).
pub(super) fn focus(element: &Element) {
    if let Ok(focus) = js_sys::Reflect::get(element, &JsValue::from_str("focus")) {
        if let Ok(focus) = focus.dyn_into::<js_sys::Function>() {
            let _ = focus.call0(element);
        }
    }
}

/// The first focus inside a dialog that opens.
fn focus_first(dialog: &Element) {
    let marked = dialog.query_selector("[data-autofocus]").ok().flatten();
    let first = marked.or_else(|| focusables(dialog).into_iter().next().map(Element::from));
    if let Some(element) = first {
        focus(&element);
    }
}

/// Tab on the last control goes to the first, Shift+Tab on the first to the last.
fn trap_tab(event: KeyboardEvent) {
    if event.key() != "Tab" {
        return;
    }
    // Yew delegates events from its root, so the current target is not the dialog: the
    // dialog is the one around the element the key was pressed in.
    let Some(dialog) = event
        .target()
        .and_then(|target| target.dyn_into::<Element>().ok())
        .and_then(|element| element.closest("dialog").ok().flatten())
    else {
        return;
    };
    let stops = focusables(&dialog);
    let (Some(first), Some(last)) = (stops.first(), stops.last()) else {
        event.prevent_default();
        return;
    };
    let active = active_element();
    let at = active.as_ref().and_then(|active| {
        stops
            .iter()
            .position(|stop| stop.is_same_node(Some(active)))
    });
    let wrap_to = match (event.shift_key(), at) {
        (true, Some(0) | None) => Some(last),
        (false, None) => Some(first),
        (false, Some(index)) if index + 1 == stops.len() => Some(first),
        _ => None,
    };
    if let Some(target) = wrap_to {
        event.prevent_default();
        let _ = target.focus();
    }
}

/// A dialog over the page (see the module docs).
#[component]
pub fn Modal(props: &ModalProps) -> Html {
    let node = use_node_ref();
    // The latest `on_close`, for the browser's Back button (the listener outlives renders).
    let on_close = use_mut_ref(|| props.on_close.clone());
    *on_close.borrow_mut() = props.on_close.clone();
    {
        let node = node.clone();
        let on_close = on_close.clone();
        use_effect_with((), move |_| {
            let opener = active_element();
            let dialog = node.cast::<HtmlDialogElement>();
            if let Some(dialog) = &dialog {
                // Fails only when already open; nothing to do then.
                let _ = dialog.show_modal();
                focus_first(dialog);
            }
            let id = stack::opened(on_close, dialog.clone().map(Element::from));
            move || {
                stack::closed(id);
                if let Some(dialog) = &dialog {
                    dialog.close();
                }
                if let Some(opener) = opener.filter(|opener| opener.is_connected()) {
                    focus(&opener);
                }
            }
        });
    }
    let oncancel = {
        let on_close = props.on_close.clone();
        Callback::from(move |event: Event| {
            // The owner removes the dialog; the browser must not close it under Yew's feet.
            event.prevent_default();
            on_close.emit(());
        })
    };
    html! {
        <dialog ref={node} class={classes!("dialog-backdrop", props.class.clone())}
            aria-labelledby={props.labelled_by.clone()} aria-label={props.label.clone()}
            aria-describedby={props.described_by.clone()}
            {oncancel} onkeydown={Callback::from(trap_tab)}>
            { props.children.clone() }
        </dialog>
    }
}

/// The open dialog on top of all others, if any; the component re-renders when it changes.
/// What is drawn there (with [`create_portal`]) stays usable while the dialog is open.
#[hook]
pub fn use_top_dialog() -> Option<Element> {
    let update = use_force_update();
    use_effect_with((), move |_| {
        let id = stack::subscribe(Callback::from(move |()| update.force_update()));
        move || stack::unsubscribe(id)
    });
    stack::top()
}

/// The open dialogs, and the session-history entry that makes the browser's Back button close
/// the top dialog instead of leaving the app. One entry serves every open dialog: it is pushed
/// when the first opens (state [`OPEN`]); Back pops it and closes the top dialog (the entry is
/// pushed again if others remain). When the last dialog closes by other means the entry stays,
/// marked [`SPENT`], and the next dialog reuses it: taking it back with `history.back()` would
/// be a navigation, which aborts a reload made at the same moment. The cost: after a dialog,
/// leaving the app by Back takes one press more.
mod stack {
    use super::*;

    type OnClose = Rc<RefCell<Callback<()>>>;

    struct Open {
        id: u64,
        on_close: OnClose,
        element: Option<Element>,
    }

    #[derive(Default)]
    struct Guard {
        /// The open dialogs, the top one last.
        open: Vec<Open>,
        next_id: u64,
        listening: bool,
        /// Told when the top dialog changes.
        subscribers: Vec<(u64, Callback<()>)>,
    }

    thread_local! {
        static GUARD: RefCell<Guard> = RefCell::new(Guard::default());
    }

    /// The state of our entry while a dialog is open.
    const OPEN: &str = "bg-dialog";
    /// The state of our entry once every dialog has closed.
    const SPENT: &str = "bg-dialog-spent";

    fn browser_history() -> Option<web_sys::History> {
        web_sys::window()?.history().ok()
    }

    /// The state of the current history entry, when it is one of ours.
    fn current_state(history: &web_sys::History) -> Option<String> {
        history.state().ok()?.as_string()
    }

    /// Tells the subscribers, outside the borrow (they may read the stack).
    fn notify() {
        let subscribers: Vec<Callback<()>> = GUARD.with_borrow(|guard| {
            guard
                .subscribers
                .iter()
                .map(|(_, callback)| callback.clone())
                .collect()
        });
        for callback in subscribers {
            callback.emit(());
        }
    }

    /// A dialog opened; returns its id for [`closed`].
    pub(super) fn opened(on_close: OnClose, element: Option<Element>) -> u64 {
        let id = GUARD.with_borrow_mut(|guard| {
            if !guard.listening {
                guard.listening = listen();
            }
            guard.next_id += 1;
            let id = guard.next_id;
            guard.open.push(Open {
                id,
                on_close,
                element,
            });
            settle(guard);
            id
        });
        notify();
        id
    }

    /// A dialog closed (by any means). The history is settled a moment later, so that a
    /// dialog replaced by another in one render keeps the entry.
    pub(super) fn closed(id: u64) {
        GUARD.with_borrow_mut(|guard| guard.open.retain(|open| open.id != id));
        notify();
        settle_soon();
    }

    fn settle_soon() {
        wasm_bindgen_futures::spawn_local(async {
            gloo_timers::future::TimeoutFuture::new(0).await;
            GUARD.with_borrow_mut(settle);
        });
    }

    pub(super) fn top() -> Option<Element> {
        GUARD.with_borrow(|guard| guard.open.last().and_then(|open| open.element.clone()))
    }

    pub(super) fn subscribe(callback: Callback<()>) -> u64 {
        GUARD.with_borrow_mut(|guard| {
            guard.next_id += 1;
            guard.subscribers.push((guard.next_id, callback));
            guard.next_id
        })
    }

    pub(super) fn unsubscribe(id: u64) {
        GUARD.with_borrow_mut(|guard| guard.subscribers.retain(|(key, _)| *key != id));
    }

    /// The current entry is [`OPEN`] exactly while a dialog is open (none of these calls
    /// navigates).
    fn settle(guard: &mut Guard) {
        let Some(history) = browser_history() else {
            return;
        };
        let state = current_state(&history);
        let mark = |state: &str| history.replace_state(&JsValue::from_str(state), "");
        let _ = match (guard.open.is_empty(), state.as_deref()) {
            (true, Some(OPEN)) => mark(SPENT),
            (false, Some(SPENT)) => mark(OPEN),
            (false, Some(OPEN)) | (true, _) => Ok(()),
            (false, _) => history.push_state(&JsValue::from_str(OPEN), ""),
        };
    }

    /// Listens to `popstate` for the page's lifetime: Back from our open entry (to one that is
    /// not open) closes the top dialog.
    fn listen() -> bool {
        let Some(window) = web_sys::window() else {
            return false;
        };
        let on_pop = Closure::<dyn FnMut(web_sys::Event)>::new(|_event: web_sys::Event| {
            let now_open = browser_history()
                .and_then(|history| current_state(&history))
                .is_some_and(|state| state == OPEN);
            let top = GUARD.with_borrow(|guard| {
                guard
                    .open
                    .last()
                    .filter(|_| !now_open)
                    .map(|open| open.on_close.borrow().clone())
            });
            if let Some(on_close) = top {
                on_close.emit(());
                // Dialogs that stay open (more than one, or an owner that refused) get their
                // entry back.
                settle_soon();
            }
        });
        let listening = window
            .add_event_listener_with_callback("popstate", on_pop.as_ref().unchecked_ref())
            .is_ok();
        // The listener lives as long as the page.
        on_pop.forget();
        listening
    }
}
