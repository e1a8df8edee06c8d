//! Writes whose results nobody reads (the audit row, the activity record),
//! queued by [`Tx::defer`](super::Tx::defer) and sent as one statement just
//! before the commit: one round trip instead of one each. PostgreSQL runs
//! them as data-modifying CTEs of one statement; SQLite as one text of
//! several statements, which its driver runs in one call to its worker thread.

use super::{Arg, Dialect, Sql, SqlText};

/// One statement doing what `writes` do, in order, with their arguments
/// concatenated; each statement's placeholders are renumbered after the
/// arguments of those before it.
pub(super) fn combine(dialect: Dialect, writes: Vec<(Sql, Vec<Arg>)>) -> (Sql, Vec<Arg>) {
    let mut texts = Vec::with_capacity(writes.len());
    let mut all = Vec::new();
    for (sql, args) in writes {
        let text = match &sql.0 {
            SqlText::Static(s) => s,
            SqlText::Assembled(s) => s.as_str(),
        };
        texts.push(shift_placeholders(text, all.len()));
        all.extend(args);
    }
    let text = match dialect {
        Dialect::Sqlite => texts.join(";\n"),
        Dialect::Postgres => {
            let last = texts.pop().unwrap_or_default();
            let ctes: Vec<String> = texts.iter().enumerate().map(|(i, t)| format!("w{i} AS ({t})")).collect();
            if ctes.is_empty() { last } else { format!("WITH {} {last}", ctes.join(", ")) }
        }
    };
    (Sql::assembled(text), all)
}

/// `text` with `$n` (and SQLite's `?n`) as `$(n + offset)` and each bare `?`
/// as the next number after `offset`; quoted literals and names are left alone.
/// For SQL assembled from pieces, each numbered from 1.
pub fn shift_placeholders(text: &str, offset: usize) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut chars = text.chars().peekable();
    let mut bare = offset;
    let mut quote: Option<char> = None;
    while let Some(c) = chars.next() {
        if let Some(q) = quote {
            out.push(c);
            if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            '\'' | '"' => {
                quote = Some(c);
                out.push(c);
            }
            '$' | '?' => {
                let mut digits = String::new();
                while let Some(d) = chars.next_if(char::is_ascii_digit) {
                    digits.push(d);
                }
                match digits.parse::<usize>() {
                    Ok(n) => out.push_str(&format!("${}", n + offset)),
                    Err(_) if c == '?' => {
                        bare += 1;
                        out.push_str(&format!("${bare}"));
                    }
                    Err(_) => out.push(c),
                }
            }
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(sql: &Sql) -> &str {
        match &sql.0 {
            SqlText::Static(s) => s,
            SqlText::Assembled(s) => s,
        }
    }

    #[test]
    fn placeholders_follow_the_arguments_before_them() {
        assert_eq!(shift_placeholders(" WHERE $10 > 0", 1), " WHERE $11 > 0");
        assert_eq!(
            shift_placeholders("INSERT INTO t VALUES ($1, $2, (SELECT x FROM y WHERE id = $2))", 3),
            "INSERT INTO t VALUES ($4, $5, (SELECT x FROM y WHERE id = $5))"
        );
        assert_eq!(shift_placeholders("INSERT INTO t VALUES (?, ?, ?)", 2), "INSERT INTO t VALUES ($3, $4, $5)");
        assert_eq!(
            shift_placeholders("SELECT '$1 ?', \"a?\" WHERE v ~ '^[0-9]$' AND w = ?2", 1),
            "SELECT '$1 ?', \"a?\" WHERE v ~ '^[0-9]$' AND w = $3"
        );
    }

    #[test]
    fn writes_become_one_statement_per_dialect() {
        let writes = || {
            vec![
                (Sql::from("INSERT INTO a VALUES ($1, $2)"), vec![Arg::from(1_i64), Arg::from(2_i64)]),
                (Sql::from("INSERT INTO b VALUES (?)"), vec![Arg::from(3_i64)]),
            ]
        };
        let (sql, args) = combine(Dialect::Postgres, writes());
        assert_eq!(text(&sql), "WITH w0 AS (INSERT INTO a VALUES ($1, $2)) INSERT INTO b VALUES ($3)");
        assert_eq!(args.len(), 3);
        let (sql, _) = combine(Dialect::Sqlite, writes());
        assert_eq!(text(&sql), "INSERT INTO a VALUES ($1, $2);\nINSERT INTO b VALUES ($3)");
    }
}
