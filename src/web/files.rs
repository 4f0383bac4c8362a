//! Files in and out of the browser, with no network request: a text downloaded through a Blob
//! and an `<a download>` with an object URL, a picked or dropped file read as text
//! (`Blob.text()`, asynchronous), and today's date for a file's name.

use gloo_timers::callback::Timeout;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, BlobPropertyBag, File, HtmlAnchorElement, Url};

/// How long an object URL outlives its download's start: the browser reads the Blob after
/// the click returns, so revoking it at once could cancel the download.
const REVOKE_AFTER_MS: u32 = 60_000;

/// Offers `text` as a download named `name`. False when the browser would not make the file.
pub fn download(text: &str, name: &str) -> bool {
    let made = (|| -> Result<(), JsValue> {
        let parts = js_sys::Array::of1(&JsValue::from_str(text));
        let options = BlobPropertyBag::new();
        options.set_type("text/plain;charset=utf-8");
        let blob = Blob::new_with_str_sequence_and_options(&parts, &options)?;
        let url = Url::create_object_url_with_blob(&blob)?;
        let document = web_sys::window()
            .and_then(|window| window.document())
            .ok_or(JsValue::NULL)?;
        let link: HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
        link.set_href(&url);
        link.set_download(name);
        link.click();
        Timeout::new(REVOKE_AFTER_MS, move || {
            let _ = Url::revoke_object_url(&url);
        })
        .forget();
        Ok(())
    })();
    made.is_ok()
}

/// The text of `file`, read without blocking the page; `None` when the browser cannot read
/// it (the file went away, or permission was lost). Bytes that are not UTF-8 read as U+FFFD.
pub async fn read_text(file: &File) -> Option<String> {
    let text = JsFuture::from(file.text()).await.ok()?;
    text.as_string()
}

/// Today's date in the player's time zone, `YYYY-MM-DD`.
pub fn today() -> String {
    let now = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02}",
        now.get_full_year(),
        now.get_month() + 1,
        now.get_date()
    )
}
