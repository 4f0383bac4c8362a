//! The browser side of the app, compiled only for wasm32: what draws (`components`), the root
//! component with its effects (`app`), the worker task (`agent`), localStorage (`storage`),
//! the browser's random numbers (`entropy`), the translator's context (`i18n`) the service worker (`offline`) and the table's sounds (`sound`). None of it
//! holds a rule: it calls the pure modules of the crate root.

pub mod agent;
pub mod app;
pub mod components;
pub mod entropy;
pub mod files;
pub mod i18n;
pub mod offline;
pub mod sound;
pub mod storage;
