//! Any bytes given to the UBGI engine loop: no panic, no I/O error on in-memory streams, and
//! every answer is made of whole lines, so a bad command can never break the protocol's framing.
#![no_main]

use bgengine::ubgi::{run_ubgi, UbgiSession};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The whole loop, including the bounded line reader, over raw bytes.
    let mut output = Vec::new();
    run_ubgi(data, &mut output).expect("in-memory streams cannot fail");
    assert!(output.is_empty() || output.ends_with(b"\n"));

    // One session, line by line: no answer line may contain a line break.
    let text = String::from_utf8_lossy(data);
    let mut session = UbgiSession::new();
    for line in text.lines() {
        let response = session.handle_line(line);
        for answer in &response.lines {
            assert!(!answer.contains(['\n', '\r']), "{line:?} -> {answer:?}");
        }
        if response.quit {
            break;
        }
    }
});
