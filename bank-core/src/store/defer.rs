//! Writes whose results nobody reads (the audit row, the activity record),
//! queued by [`Tx::defer`](super::Tx::defer) and sent as one statement just
//! before the commit: one round trip instead of one each. PostgreSQL runs
//! them as data-modifying CTEs of one statement; SQLite as one text of
//! several statements, which its driver runs in one call to its worker thread.

use super::{Arg, Dialect, Sql};

/// Most writes sent as one statement: a command that defers many (the
/// expiry of a thousand pending transactions) sends them in statements of
/// bounded size, whose texts repeat (the driver prepares each text once).
pub(super) const MOST_COMBINED: usize = 16;

/// One statement doing what `writes` do, in order, with their arguments
/// concatenated; each statement's placeholders are renumbered after the
/// arguments of those before it.
pub(super) fn combine(dialect: Dialect, writes: Vec<(Sql, Vec<Arg>)>) -> (Sql, Vec<Arg>) {
    let mut texts = Vec::with_capacity(writes.len());
    let mut all = Vec::new();
    for (sql, args) in writes {
        let text = sql.text();
        let numbered = match dialect {
            // SQLite numbers anonymous `?` across the statements of one text
            // apart from numbered ones: every placeholder is numbered instead.
            Dialect::Sqlite => number_anonymous(text),
            Dialect::Postgres => text.to_owned(),
        };
        texts.push(shift_placeholders(&numbered, all.len()));
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

/// `text` with every placeholder `$n` as `$(n + by)`, for SQL assembled from
/// pieces each numbered from 1; quoted literals and names are left alone.
pub fn shift_placeholders(text: &str, by: usize) -> String {
    rewrite(text, |c, digits, _| match (c, digits.parse::<usize>()) {
        ('$', Ok(n)) => Some(format!("${}", n + by)),
        _ => None,
    })
}

/// SQLite's anonymous `?` as `$1`, `$2`, ... in order (the text has no numbered ones).
fn number_anonymous(text: &str) -> String {
    rewrite(text, |c, digits, count| (c == '?' && digits.is_empty()).then(|| format!("${count}")))
}

/// `text` with each `$`/`?` and the digits after it replaced by what `with`
/// gives (it is told the sign, the digits and how many such `?` came so
/// far, this one included), or kept; nothing inside quotes is touched.
fn rewrite(text: &str, with: impl Fn(char, &str, usize) -> Option<String>) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut chars = text.chars().peekable();
    let (mut quote, mut anonymous) = (None, 0);
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), _) => {
                out.push(c);
                if c == q {
                    quote = None;
                }
            }
            (None, '\'' | '"') => {
                quote = Some(c);
                out.push(c);
            }
            (None, '$' | '?') => {
                let mut digits = String::new();
                while let Some(d) = chars.next_if(char::is_ascii_digit) {
                    digits.push(d);
                }
                if c == '?' && digits.is_empty() {
                    anonymous += 1;
                }
                match with(c, &digits, anonymous) {
                    Some(replaced) => out.push_str(&replaced),
                    None => {
                        out.push(c);
                        out.push_str(&digits);
                    }
                }
            }
            (None, _) => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_follow_the_arguments_before_them() {
        assert_eq!(shift_placeholders(" WHERE $10 > 0", 1), " WHERE $11 > 0");
        assert_eq!(
            shift_placeholders("INSERT INTO t VALUES ($1, $2, (SELECT x FROM y WHERE id = $2))", 3),
            "INSERT INTO t VALUES ($4, $5, (SELECT x FROM y WHERE id = $5))"
        );
        assert_eq!(
            shift_placeholders("SELECT '$1', \"a$1\", v ? 'k' WHERE v ~ '^[0-9]$' AND w = $2", 1),
            "SELECT '$1', \"a$1\", v ? 'k' WHERE v ~ '^[0-9]$' AND w = $3"
        );
        assert_eq!(number_anonymous("INSERT INTO t VALUES (?, ?, '?')"), "INSERT INTO t VALUES ($1, $2, '?')");
    }

    /// More writes than one statement takes, with both kinds of placeholder,
    /// all land, each with its own arguments.
    #[tokio::test]
    async fn many_deferred_writes_land_in_bounded_statements() {
        let dir = tempfile::tempdir().expect("dir");
        let table = "CREATE TABLE t (a INTEGER NOT NULL, b INTEGER NOT NULL)";
        let (db, mut tx) = crate::store::scratch_db(&dir, table).await;
        let writes = 2 * MOST_COMBINED + 3;
        for i in 0..writes as i64 {
            let sql =
                if i % 2 == 0 { "INSERT INTO t (a, b) VALUES ($1, $2)" } else { "INSERT INTO t (a, b) VALUES (?, ?)" };
            tx.defer(sql, crate::args![i, 10 * i]);
        }
        tx.commit().await.expect("commit");
        let mut tx = db.begin_read().await.expect("read");
        let rows: Vec<(i64, i64)> = tx.fetch_all("SELECT a, b FROM t ORDER BY a", vec![]).await.expect("select");
        assert_eq!(rows, (0..writes as i64).map(|i| (i, 10 * i)).collect::<Vec<_>>());
    }

    #[test]
    fn writes_become_one_statement_per_dialect() {
        let writes = |second: &'static str| {
            vec![
                (Sql::from("INSERT INTO a VALUES ($1, $2)"), vec![Arg::from(1_i64), Arg::from(2_i64)]),
                (Sql::from(second), vec![Arg::from(3_i64)]),
            ]
        };
        let (sql, args) = combine(Dialect::Postgres, writes("INSERT INTO b VALUES ($1)"));
        assert_eq!(sql.text(), "WITH w0 AS (INSERT INTO a VALUES ($1, $2)) INSERT INTO b VALUES ($3)");
        assert_eq!(args.len(), 3);
        // SQLite's statements may use anonymous `?` (multi-row inserts do).
        let (sql, _) = combine(Dialect::Sqlite, writes("INSERT INTO b VALUES (?)"));
        assert_eq!(sql.text(), "INSERT INTO a VALUES ($1, $2);\nINSERT INTO b VALUES ($3)");
    }
}
