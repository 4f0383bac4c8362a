//! A check of the developers' guide's rule "no function over 80 lines in the app": it reads
//! every Rust file under `src/` (see [`app_sources`]) and measures each `fn` from the line of its name to the line of its closing
//! brace, closures and `html!` bodies included.
//!
//! The braces are counted by a small lexer that skips comments, strings (raw strings too) and
//! character literals, which is all that Rust's braces need: it does not parse Rust, so a
//! function declared by a macro is not seen. `cargo test -p bg-web --lib functions_stay_short
//! -- --nocapture` prints the longest functions.

use crate::app_sources::app_sources;

/// The longest a function may be, in lines.
const MAX_LINES: usize = 80;

/// A function found: where it starts and how many lines it spans.
#[derive(Debug, PartialEq, Eq)]
struct Function {
    name: String,
    line: usize,
    lines: usize,
}

/// The source with every comment, string and character literal blanked out (newlines kept,
/// so that line numbers stay), leaving only the code's own braces.
fn code_only(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut code = String::with_capacity(source.len());
    let mut i = 0;
    // Copies the newlines of chars[from..to] and blanks the rest.
    let blank = |code: &mut String, from: usize, to: usize| {
        code.extend(
            chars[from..to]
                .iter()
                .map(|&c| if c == '\n' { '\n' } else { ' ' }),
        );
    };
    while i < chars.len() {
        let end = literal_end(&chars, i);
        if end > i {
            blank(&mut code, i, end);
            i = end;
        } else {
            code.push(chars[i]);
            i += 1;
        }
    }
    code
}

/// Where the comment or literal that starts at `i` ends (`i` itself when none starts there).
fn literal_end(chars: &[char], i: usize) -> usize {
    let at = |k: usize| chars.get(k).copied().unwrap_or('\0');
    let find = |from: usize, pattern: &[char]| {
        (from..chars.len())
            .find(|&k| chars[k..].starts_with(pattern))
            .map_or(chars.len(), |k| k + pattern.len())
    };
    match (at(i), at(i + 1)) {
        ('/', '/') => find(i, &['\n']),
        ('/', '*') => find(i + 2, &['*', '/']),
        ('"', _) => string_end(chars, i + 1),
        ('r', '"' | '#') if i == 0 || !is_ident(at(i - 1)) => {
            let hashes = (i + 1..chars.len())
                .take_while(|&k| chars[k] == '#')
                .count();
            if at(i + 1 + hashes) != '"' {
                return i;
            }
            let mut close = vec!['"'];
            close.extend(std::iter::repeat_n('#', hashes));
            find(i + 2 + hashes, &close)
        }
        ('\'', '\\') => find(i + 3, &['\'']),
        // A character literal; otherwise a lifetime or a label, which is code.
        ('\'', _) if at(i + 2) == '\'' => i + 3,
        _ => i,
    }
}

/// The end of a string whose text starts at `from` (escapes skipped).
fn string_end(chars: &[char], from: usize) -> usize {
    let mut k = from;
    while k < chars.len() {
        match chars[k] {
            '\\' => k += 2,
            '"' => return k + 1,
            _ => k += 1,
        }
    }
    chars.len()
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The functions with a body in `source` (declarations ending in `;` have none).
fn functions(source: &str) -> Vec<Function> {
    let code = code_only(source);
    let bytes = code.as_bytes();
    let line_of = |offset: usize| code[..offset].matches('\n').count() + 1;
    let mut found = Vec::new();
    for (start, _) in code.match_indices("fn ") {
        if start > 0 && is_ident(char::from(bytes[start - 1])) {
            continue;
        }
        let rest = &code[start + 3..];
        let name: String = rest.chars().take_while(|&c| is_ident(c)).collect();
        if name.is_empty() {
            continue; // a `fn(...)` type
        }
        let Some(open) = rest
            .find(['{', ';'])
            .filter(|&k| rest.as_bytes()[k] == b'{')
        else {
            continue;
        };
        let open = start + 3 + open;
        let mut depth = 0usize;
        let close = (open..bytes.len()).find(|&k| {
            match bytes[k] {
                b'{' => depth += 1,
                b'}' => depth -= 1,
                _ => {}
            }
            depth == 0
        });
        let Some(close) = close else { continue };
        found.push(Function {
            name,
            line: line_of(start),
            lines: line_of(close) - line_of(start) + 1,
        });
    }
    found
}

#[test]
fn no_function_in_the_app_is_over_80_lines() {
    let mut all = Vec::new();
    for file in app_sources() {
        all.extend(
            functions(&file.text)
                .into_iter()
                .map(|f| (file.path.clone(), f)),
        );
    }
    all.sort_by_key(|(_, f)| std::cmp::Reverse(f.lines));
    for (file, f) in all.iter().take(10) {
        println!("{:4} lines  {file}:{} {}", f.lines, f.line, f.name);
    }
    let long: Vec<String> = all
        .iter()
        .filter(|(_, f)| f.lines > MAX_LINES)
        .map(|(file, f)| format!("{file}:{}: {} is {} lines", f.line, f.name, f.lines))
        .collect();
    assert!(
        long.is_empty(),
        "functions over {MAX_LINES} lines:\n{}",
        long.join("\n")
    );
}

#[test]
fn the_lexer_counts_only_the_code_s_braces() {
    let source = r####"
fn short() {
    let s = "}}} {";
    let r = r#"}"#;
    let c = '}';
    let l: &'static str = "";
    // }
    /* } */
}

pub(crate) fn declared_only(x: u8) -> u8;

#[component]
pub fn Long(props: &Props) -> Html {
    let f = |x: fn(u8) -> u8| x(1);
    html! {
        <div>{ "{" }</div>
    }
}
"####;
    let found = functions(source);
    let summary: Vec<(&str, usize, usize)> = found
        .iter()
        .map(|f| (f.name.as_str(), f.line, f.lines))
        .collect();
    assert_eq!(summary, [("short", 2, 8), ("Long", 14, 6)]);
}
