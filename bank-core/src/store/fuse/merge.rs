//! The statements of a fused group's members, one text with each member's
//! arguments, as one PostgreSQL statement: each member's statement becomes
//! CTE parts of its own (its own parts renamed apart: a data-modifying CTE
//! cannot nest inside another), and the rows of all come back as one
//! `UNION ALL`, each tagged with its member in a last column, which row
//! decoders by name or by leading position never read.

use super::super::{Arg, shift_placeholders};

/// The tag column's name: the member a row belongs to (0-based, `INTEGER`).
pub(super) const TAG: &str = "fused_member";

/// One statement running `text` once for each member's arguments (each
/// numbered from `$1`), or the arguments back when the text is not one this
/// can split (not a `SELECT`, `INSERT`, `UPDATE`, `DELETE` or plain `WITH`):
/// the members then run it one after another.
pub(super) fn merge(text: &str, members: Vec<Vec<Arg>>) -> Result<(String, Vec<Arg>), Vec<Vec<Arg>>> {
    let Some((parts, last)) = split(text) else { return Err(members) };
    let names: Vec<&str> = parts.iter().map(|(name, _)| *name).collect();
    let (mut ctes, mut union, mut all) = (Vec::new(), Vec::new(), Vec::new());
    for (i, args) in members.into_iter().enumerate() {
        let rename = |body: &str| renamed(&shift_placeholders(body, all.len()), &names, i);
        for (name, body) in &parts {
            ctes.push(format!("{name}_fused_{i} AS ({})", rename(body)));
        }
        ctes.push(format!("fused_{i} AS ({})", rename(last)));
        union.push(format!("SELECT fused_{i}.*, {i} AS {TAG} FROM fused_{i}"));
        all.extend(args);
    }
    Ok((format!("WITH {} {}", ctes.join(",\n "), union.join(" UNION ALL ")), all))
}

/// A statement's top-level CTE parts (name, body) and its last statement;
/// `None` for a text this module does not split.
fn split(text: &str) -> Option<(Vec<(&str, &str)>, &str)> {
    let text = text.trim().trim_end_matches(';').trim_end();
    let first = word_at(text, 0)?.to_ascii_uppercase();
    if matches!(first.as_str(), "SELECT" | "INSERT" | "UPDATE" | "DELETE") {
        return Some((Vec::new(), text));
    }
    if first != "WITH" {
        return None;
    }
    let mut at = 4;
    let mut parts = Vec::new();
    loop {
        let name_at = skip_space(text, at);
        let name = word_at(text, name_at)?;
        let as_at = skip_space(text, name_at + name.len());
        let keyword = word_at(text, as_at)?;
        // `RECURSIVE`, column lists and `MATERIALIZED` are not split.
        if !keyword.eq_ignore_ascii_case("AS") {
            return None;
        }
        let open = skip_space(text, as_at + 2);
        if text.as_bytes().get(open) != Some(&b'(') {
            return None;
        }
        let close = closing(text, open)?;
        parts.push((name, &text[open + 1..close]));
        let next = skip_space(text, close + 1);
        match text.as_bytes().get(next) {
            Some(b',') => at = next + 1,
            Some(_) => return Some((parts, &text[next..])),
            None => return None,
        }
    }
}

/// The identifier (letters, digits, `_`) starting at byte `at`.
fn word_at(text: &str, at: usize) -> Option<&str> {
    let rest = text.get(at..)?;
    let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
    (end > 0 && !rest.starts_with(|c: char| c.is_ascii_digit())).then(|| &rest[..end])
}

fn skip_space(text: &str, at: usize) -> usize {
    text.get(at..).map_or(at, |rest| at + (rest.len() - rest.trim_start().len()))
}

/// The byte of the `)` that closes the `(` at `open`, quotes skipped.
fn closing(text: &str, open: usize) -> Option<usize> {
    let (mut depth, mut quote) = (0usize, None);
    for (i, c) in text.char_indices().skip_while(|(i, _)| *i < open) {
        match (quote, c) {
            (Some(q), _) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '(') => depth += 1,
            (None, ')') => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// `text` with every identifier among `names` (not quoted, not after a `.`,
/// which would make it a column) suffixed `_fused_{member}`.
fn renamed(text: &str, names: &[&str], member: usize) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let (mut quote, mut word, mut after_dot) = (None, String::new(), false);
    let flush = |word: &mut String, out: &mut String, after_dot: bool| {
        out.push_str(word);
        if !after_dot && names.contains(&word.as_str()) {
            out.push_str(&format!("_fused_{member}"));
        }
        word.clear();
    };
    for c in text.chars() {
        if quote.is_none() && (c.is_ascii_alphanumeric() || c == '_' || (c == '$' && word.is_empty())) {
            word.push(c);
            continue;
        }
        let dot_before = after_dot;
        if !word.is_empty() {
            flush(&mut word, &mut out, dot_before);
        }
        match (quote, c) {
            (Some(q), _) if c == q => quote = None,
            (None, '\'' | '"') => quote = Some(c),
            _ => {}
        }
        after_dot = quote.is_none() && c == '.';
        out.push(c);
    }
    flush(&mut word, &mut out, after_dot);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args;

    #[test]
    fn a_plain_statement_runs_once_a_member() {
        let (sql, args) =
            merge("SELECT a, b FROM t WHERE id = $1 FOR UPDATE", vec![args![1_i64], args![2_i64]]).expect("merged");
        assert_eq!(
            sql,
            "WITH fused_0 AS (SELECT a, b FROM t WHERE id = $1 FOR UPDATE),\n \
             fused_1 AS (SELECT a, b FROM t WHERE id = $2 FOR UPDATE) \
             SELECT fused_0.*, 0 AS fused_member FROM fused_0 UNION ALL SELECT fused_1.*, 1 AS fused_member FROM fused_1"
        );
        assert_eq!(args.len(), 2);
    }

    /// A member's own parts are renamed apart, references to them too, but
    /// not a column of the same name nor anything quoted.
    #[test]
    fn each_member_gets_its_own_parts() {
        let text = "WITH j AS (INSERT INTO h (x) VALUES ($1) RETURNING id),
                    r0 AS (INSERT INTO l (h, y, note) SELECT j.id, $2, 'j r0' FROM j RETURNING id)
                    SELECT id, (SELECT COUNT(*) FROM r0), x.j FROM j, x";
        let (sql, args) = merge(text, vec![args![1_i64, 2_i64], args![3_i64, 4_i64]]).expect("merged");
        assert!(sql.contains("j_fused_1 AS (INSERT INTO h (x) VALUES ($3) RETURNING id)"), "{sql}");
        assert!(sql.contains("SELECT j_fused_1.id, $4, 'j r0' FROM j_fused_1 RETURNING id"), "{sql}");
        assert!(
            sql.contains("fused_0 AS (SELECT id, (SELECT COUNT(*) FROM r0_fused_0), x.j FROM j_fused_0, x)"),
            "{sql}"
        );
        assert_eq!(args.len(), 4);
    }

    #[test]
    fn what_cannot_be_split_is_not_merged() {
        for text in [
            "WITH RECURSIVE r AS (SELECT 1) SELECT * FROM r",
            "SAVEPOINT s",
            "WITH a (x) AS (SELECT 1) SELECT x FROM a",
        ] {
            assert!(merge(text, vec![vec![], vec![]]).is_err(), "{text}");
        }
    }

    /// Placeholders past nine and `$` inside words are renumbered and kept.
    #[test]
    fn placeholders_are_not_names() {
        assert_eq!(renamed("SELECT $10, a$b, j FROM j", &["j"], 2), "SELECT $10, a$b, j_fused_2 FROM j_fused_2");
    }
}
