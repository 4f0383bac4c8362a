//! Reading input lines of bounded length from any [`BufRead`].
//!
//! `BufRead::lines` buffers a whole line however long it is, so one endless line without a
//! newline would exhaust memory, and it fails on bytes that are not UTF-8. Both loops of this
//! crate (UBGI and the `moves` stream) read through a [`LineReader`] instead: a line longer than
//! the limit is skipped (its bytes are read and dropped) and reported as [`Line::TooLong`], and
//! bytes that are not UTF-8 are replaced by U+FFFD, so that garbage turns into an error line
//! rather than an I/O failure.

use std::io::{self, BufRead};

/// One line of input, without its line ending (`\n` or `\r\n`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line<'a> {
    /// A line within the limit.
    Text(&'a str),
    /// A line longer than the limit: `length` bytes, none of them kept.
    TooLong { length: usize },
}

/// Reads lines of at most `max_len` bytes from a [`BufRead`].
#[derive(Debug)]
pub struct LineReader<R> {
    inner: R,
    max_len: usize,
    bytes: Vec<u8>,
    lossy: String,
    drained: bool,
}

impl<R: BufRead> LineReader<R> {
    /// A reader that keeps lines of up to `max_len` bytes.
    pub fn new(inner: R, max_len: usize) -> LineReader<R> {
        LineReader {
            inner,
            max_len,
            bytes: Vec::with_capacity(max_len.min(4096)),
            lossy: String::new(),
            drained: true,
        }
    }

    /// The next line, or `None` at the end of the input. A last line without a newline counts.
    ///
    /// # Errors
    /// Errors of the underlying reader (other than [`io::ErrorKind::Interrupted`], retried).
    pub fn next_line(&mut self) -> io::Result<Option<Line<'_>>> {
        self.bytes.clear();
        let mut length = 0usize;
        let mut too_long = false;
        let mut read_any = false;
        loop {
            let chunk = match self.inner.fill_buf() {
                Ok(chunk) => chunk,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(error),
            };
            if chunk.is_empty() {
                self.drained = true;
                if !read_any {
                    return Ok(None);
                }
                break;
            }
            read_any = true;
            let newline = chunk.iter().position(|&byte| byte == b'\n');
            let payload = &chunk[..newline.unwrap_or(chunk.len())];
            length += payload.len();
            if !too_long {
                if self.bytes.len() + payload.len() > self.max_len {
                    too_long = true;
                    self.bytes.clear();
                } else {
                    self.bytes.extend_from_slice(payload);
                }
            }
            let consumed = newline.map_or(chunk.len(), |index| index + 1);
            self.drained = consumed == chunk.len();
            self.inner.consume(consumed);
            if newline.is_some() {
                break;
            }
        }
        if too_long {
            return Ok(Some(Line::TooLong { length }));
        }
        if self.bytes.last() == Some(&b'\r') {
            self.bytes.pop();
        }
        if std::str::from_utf8(&self.bytes).is_err() {
            self.lossy = String::from_utf8_lossy(&self.bytes).into_owned();
            return Ok(Some(Line::Text(&self.lossy)));
        }
        Ok(Some(Line::Text(
            std::str::from_utf8(&self.bytes).unwrap_or_default(),
        )))
    }

    /// True when everything read so far has been handed out as lines, so that reading the next
    /// line may wait for more input. Writers use it to flush their output before that wait, which
    /// keeps batch use fast (one write per buffer) and interactive use responsive.
    pub fn input_drained(&self) -> bool {
        self.drained
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_lines(input: &[u8], max_len: usize) -> Vec<String> {
        // A tiny buffer, so that lines straddle buffer refills.
        let mut reader = LineReader::new(io::BufReader::with_capacity(3, input), max_len);
        let mut lines = Vec::new();
        while let Some(line) = reader.next_line().unwrap() {
            lines.push(match line {
                Line::Text(text) => text.to_owned(),
                Line::TooLong { length } => format!("<{length} bytes>"),
            });
        }
        lines
    }

    #[test]
    fn lines_end_at_newlines_and_at_the_end_of_input() {
        assert_eq!(all_lines(b"ab\r\ncd\n\nef", 10), ["ab", "cd", "", "ef"]);
        assert!(all_lines(b"", 10).is_empty());
    }

    #[test]
    fn overlong_lines_are_skipped_whole() {
        assert_eq!(
            all_lines(b"short\n0123456789abc\nnext", 10),
            ["short", "<13 bytes>", "next"]
        );
    }

    #[test]
    fn bytes_that_are_not_utf8_are_replaced() {
        assert_eq!(all_lines(b"go \xff\xfe\n", 10), ["go \u{fffd}\u{fffd}"]);
    }
}
