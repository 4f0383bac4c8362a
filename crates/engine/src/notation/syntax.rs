//! Reading the words of a move text, without looking at a position.

use super::{ParseMoveError, SyntaxProblem};

/// One part of a move text, like `13/7*/5(2)`: the points one checker touches, from its start
/// (25: the bar) to its destination (0: off), and how many checkers take that path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct WrittenPart {
    pub points: Vec<u8>,
    pub count: u8,
}

/// Reads the parts of a move text. No parts means a pass (`pass` or an empty text).
pub(crate) fn parse_parts(text: &str) -> Result<Vec<WrittenPart>, ParseMoveError> {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|word| !word.is_empty())
        .collect();
    if let [word] = words.as_slice() {
        if word.eq_ignore_ascii_case("pass") {
            return Ok(Vec::new());
        }
    }
    words.iter().map(|word| parse_part(word)).collect()
}

/// The checker moves a text names, as `(from, to)` pairs (25: the bar, 0: off), checking the
/// syntax only: a chain `13/7/5` gives `(13, 7), (7, 5)`, a count `24/20(2)` repeats the pair,
/// and a move spanning several dice (`24/13`) stays one pair. `pass` and the empty text give
/// no pairs.
///
/// ```
/// use bg_engine::notation::parse_moves;
/// assert_eq!(parse_moves("bar/22* 13/7*/5").unwrap(), [(25, 22), (13, 7), (7, 5)]);
/// assert_eq!(parse_moves("6/OFF(2)").unwrap(), [(6, 0), (6, 0)]);
/// ```
///
/// # Errors
/// [`ParseMoveError::Syntax`] naming the first part that is not a move.
pub fn parse_moves(text: &str) -> Result<Vec<(u8, u8)>, ParseMoveError> {
    let mut pairs = Vec::new();
    for part in parse_parts(text)? {
        for _ in 0..part.count {
            pairs.extend(part.points.windows(2).map(|pair| (pair[0], pair[1])));
        }
    }
    Ok(pairs)
}

fn parse_part(word: &str) -> Result<WrittenPart, ParseMoveError> {
    let error = |problem| ParseMoveError::Syntax {
        part: word.to_string(),
        problem,
    };
    let (path, count) = match word.strip_suffix(')') {
        Some(rest) => {
            let (path, count) = rest
                .rsplit_once('(')
                .ok_or(error(SyntaxProblem::UnexpectedCharacter))?;
            match count.parse::<u8>() {
                Ok(count @ 1..=4) => (path, count),
                _ => return Err(error(SyntaxProblem::BadCount)),
            }
        }
        None => (word, 1),
    };
    let mut points = Vec::with_capacity(3);
    for (index, piece) in path.split('/').enumerate() {
        // A hit mark is optional and checked against the position, not here.
        let name = piece.trim_end_matches('*');
        if name.is_empty() {
            return Err(error(if index == 0 {
                SyntaxProblem::BadPoint
            } else {
                SyntaxProblem::MissingDestination
            }));
        }
        let point = point_value(name).map_err(error)?;
        if index == 0 && point == 0 {
            return Err(error(SyntaxProblem::OffAsSource));
        }
        if index > 0 && point == 25 {
            return Err(error(SyntaxProblem::BarAsDestination));
        }
        if points.last().is_some_and(|&previous| point >= previous) {
            return Err(error(SyntaxProblem::NotForward));
        }
        points.push(point);
    }
    if points.len() < 2 {
        return Err(error(SyntaxProblem::MissingDestination));
    }
    Ok(WrittenPart { points, count })
}

/// The number of a point name: `bar` 25, `off` 0, or 0..=25 in digits.
fn point_value(name: &str) -> Result<u8, SyntaxProblem> {
    if name.eq_ignore_ascii_case("bar") {
        return Ok(25);
    }
    if name.eq_ignore_ascii_case("off") {
        return Ok(0);
    }
    if !name.chars().all(|c| c.is_ascii_alphanumeric()) {
        return Err(SyntaxProblem::UnexpectedCharacter);
    }
    match name.parse::<u8>() {
        Ok(point @ 0..=25) if name.len() <= 2 => Ok(point),
        _ => Err(SyntaxProblem::BadPoint),
    }
}
