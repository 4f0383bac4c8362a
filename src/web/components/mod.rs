//! The components. They draw view-model values and send [`Intent`](crate::state::Intent)s
//! back; none of them knows a rule. Buttons carry handles that no language changes
//! (`data-control`, `data-action`), by which `focus.rs` and the end-to-end tests find them.

pub mod board;
mod book_diagram;
pub mod controls;
pub mod focus;
pub mod game_over;
mod geometry;
pub mod help;
pub mod hint_panel;
pub mod in_out_buttons;
mod last_play;
pub mod link_dialog;
pub mod match_files_dialog;
mod modal;
pub mod move_log;
pub mod new_game;
mod pieces;
mod point;
pub mod position_dialog;
pub mod practice;
pub mod review;
pub mod score;
mod screen;
pub mod settings_screen;
mod stagger;
pub mod stats_screen;
pub mod storage_alerts;
pub mod tutor_panel;

/// Scrolls `element` into view by the least scrolling: none where it is in view already, its
/// top first where it is taller than the screen (`block: nearest`).
pub fn bring_into_view(element: &web_sys::Element) {
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    element.scroll_into_view_with_scroll_into_view_options(&options);
}
