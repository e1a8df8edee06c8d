//! Writes whose results nobody reads (the audit row, the activity record),
//! queued by [`Tx::defer`](super::Tx::defer) and sent as one statement just
//! before the commit: one round trip instead of one each. PostgreSQL runs
//! them as data-modifying CTEs of one statement; SQLite as one text of
//! several statements, which its driver runs in one call to its worker thread.

use super::group::RELEASE_SAVEPOINT;
use super::kept::{self, How};
use super::{Arg, Dialect, Open, Sql, Tx, sent};
use crate::error::{Error, Result};

/// Most writes sent as one statement: a command that defers many (the
/// expiry of a thousand pending transactions) sends them in statements of
/// bounded size, whose texts repeat (the driver prepares each text once).
pub(super) const MOST_COMBINED: usize = 16;

/// One statement doing what `writes` do, in order, with their arguments
/// concatenated; each statement's placeholders are renumbered after the
/// arguments of those before it.
pub(super) fn combine(dialect: Dialect, writes: Vec<(Sql, Vec<Arg>)>) -> (Sql, Vec<Arg>) {
    let (mut texts, all) = renumbered(dialect, writes, 0);
    let text = match dialect {
        Dialect::Sqlite => texts.join(";\n"),
        Dialect::Postgres => {
            let last = texts.pop().unwrap_or_default();
            if texts.is_empty() { last } else { format!("WITH {} {last}", cte_parts(texts).join(", ")) }
        }
    };
    (Sql::assembled(text), all)
}

/// The texts of `writes`, each numbered after the `before` arguments and
/// those of the writes before it, and their arguments concatenated.
fn renumbered(dialect: Dialect, writes: Vec<(Sql, Vec<Arg>)>, before: usize) -> (Vec<String>, Vec<Arg>) {
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
        texts.push(shift_placeholders(&numbered, before + all.len()));
        all.extend(args);
    }
    (texts, all)
}

/// PostgreSQL's data-modifying CTE parts `w0 AS (...)`, ... of `texts`.
fn cte_parts(texts: Vec<String>) -> Vec<String> {
    texts.into_iter().enumerate().map(|(i, t)| format!("w{i} AS ({t})")).collect()
}

/// `text` with every placeholder `$n` as `$(n + by)`, for SQL assembled from
/// pieces each numbered from 1; quoted literals and names are left alone.
pub fn shift_placeholders(text: &str, by: usize) -> String {
    if by == 0 {
        return text.to_owned();
    }
    kept::rewritten(How::Shifted(by), text, |text| {
        rewrite(text, |out, sign, digits, _| match (sign, digits.parse::<usize>()) {
            (b'$', Ok(n)) => {
                out.push('$');
                out.push_str(&(n + by).to_string());
                true
            }
            _ => false,
        })
    })
}

/// SQLite's anonymous `?` as `$1`, `$2`, ... in order (the text has no numbered ones).
fn number_anonymous(text: &str) -> String {
    kept::rewritten(How::Numbered, text, |text| {
        rewrite(text, |out, sign, digits, count| {
            let anonymous = sign == b'?' && digits.is_empty();
            if anonymous {
                out.push('$');
                out.push_str(&count.to_string());
            }
            anonymous
        })
    })
}

/// `text` with each `$`/`?` and the digits after it rewritten by `with`,
/// which is told the sign, the digits and how many anonymous `?` came so
/// far, this one included, and writes a replacement (returning true) or
/// nothing (the original is kept); nothing inside quotes is touched. Every
/// byte it looks for is ASCII, which no multi-byte character contains, so
/// the text is scanned as bytes and copied in runs (it runs on every
/// statement a deposit assembles).
fn rewrite(text: &str, with: impl Fn(&mut String, u8, &str, usize) -> bool) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len() + 16);
    let (mut quote, mut anonymous, mut copied, mut at) = (None, 0, 0, 0);
    while let Some(&b) = bytes.get(at) {
        at += 1;
        match (quote, b) {
            (Some(q), _) if b == q => quote = None,
            (Some(_), _) => {}
            (None, b'\'' | b'"') => quote = Some(b),
            (None, b'$' | b'?') => {
                let start = at;
                while bytes.get(at).is_some_and(u8::is_ascii_digit) {
                    at += 1;
                }
                let digits = &text[start..at];
                if b == b'?' && digits.is_empty() {
                    anonymous += 1;
                }
                let kept = out.len();
                out.push_str(&text[copied..start - 1]);
                if with(&mut out, b, digits, anonymous) {
                    copied = at;
                } else {
                    out.truncate(kept);
                }
            }
            (None, _) => {}
        }
    }
    out.push_str(&text[copied..]);
    out
}

impl Tx {
    /// Queues a write whose result nobody reads (an audit row, an activity
    /// record) to be sent with the others queued just before the commit, as
    /// one statement (see this module). Its failure fails the commit; nothing
    /// is committed then. Never defer a write that this transaction reads
    /// back, nor one another deferred write depends on: PostgreSQL runs the
    /// parts of one statement in no set order.
    pub fn defer(&mut self, sql: impl Into<Sql>, args: Vec<Arg>) {
        self.deferred.push((sql.into(), args));
    }

    /// Sends the deferred writes now, up to 16 to a statement (the commit
    /// does it otherwise).
    pub async fn flush(&mut self) -> Result<()> {
        let mut pending = std::mem::take(&mut self.deferred);
        while !pending.is_empty() {
            let rest = pending.split_off(pending.len().min(MOST_COMBINED));
            let mut group = std::mem::replace(&mut pending, rest);
            let (sql, args) = match group.len() {
                1 => group.swap_remove(0),
                _ => combine(self.dialect(), group),
            };
            self.execute(sql, args).await?;
        }
        Ok(())
    }

    /// Sends the deferred writes as the transaction's last statements before
    /// its commit; a group member's savepoint is released with them (one call
    /// to the driver's worker, not two), so nothing may be sent after them.
    pub async fn flush_last(&mut self) -> Result<()> {
        if !self.deferred.is_empty() {
            self.join().await?;
        }
        let release = matches!(&self.open, Open::Group(m) if m.has_savepoint()) && !self.deferred.is_empty();
        if release {
            self.deferred.push((RELEASE_SAVEPOINT.into(), Vec::new()));
        }
        self.flush().await?;
        if let (true, Open::Group(m)) = (release, &mut self.open) {
            m.released();
        }
        Ok(())
    }

    /// PostgreSQL: takes the deferred writes as data-modifying CTE parts
    /// (`w0 AS (...)`, ...) for the caller's statement, the transaction's last
    /// write, to carry (a round trip fewer); their placeholders follow the
    /// caller's `before` arguments. Nothing is left for the commit to send.
    pub(crate) fn take_deferred_ctes(&mut self, before: usize) -> Result<(Vec<String>, Vec<Arg>)> {
        if self.dialect() != Dialect::Postgres || self.deferred.len() > MOST_COMBINED {
            return Err(Error::Internal("deferred writes ride as CTE parts only on PostgreSQL, 16 at most".into()));
        }
        let (texts, args) = renumbered(Dialect::Postgres, std::mem::take(&mut self.deferred), before);
        Ok((cte_parts(texts), args))
    }

    /// SQLite: runs `sql`, a text that reads rows and numbers its arguments
    /// only by anonymous `?`, as the transaction's last call to the driver:
    /// its deferred writes follow in the same call, then a group member's
    /// RELEASE, so nothing may be sent after it. The caller's statements must
    /// not change rows softly (a refusal as no row changed would be released
    /// with the rest): a failure must be an error, which stops the call
    /// before the RELEASE. Rows come back as `fetch_all` returns them.
    pub async fn fetch_all_last<T: super::Row>(&mut self, sql: impl Into<Sql>, mut args: Vec<Arg>) -> Result<Vec<T>> {
        if let Open::Ahead(_) = &self.open {
            return self.send_last(sql.into(), args).await;
        }
        self.join().await?;
        let Open::Group(member) = &self.open else {
            return Err(Error::Internal("only a SQLite writer sends its last writes with a read".into()));
        };
        let release = member.has_savepoint();
        let mut text = self.with_deferred(sql.into().text().to_owned(), &mut args)?;
        if release {
            text = format!("{text};\n{}", RELEASE_SAVEPOINT);
        }
        let rows = self.fetch_all(Sql::assembled(text), args).await?;
        if let (true, Open::Group(m)) = (release, &mut self.open) {
            m.released();
        }
        Ok(rows)
    }

    /// SQLite: `text` (a last call) followed by the writes deferred so far,
    /// their arguments pushed to `args`, their numbered placeholders counted
    /// from the call's first argument.
    fn with_deferred(&mut self, text: String, args: &mut Vec<Arg>) -> Result<String> {
        let writes = std::mem::take(&mut self.deferred);
        if writes.len() > MOST_COMBINED {
            return Err(Error::Internal("too many deferred writes to send with a read".into()));
        }
        if writes.is_empty() {
            return Ok(text);
        }
        // Counted as `flush` counts them: one statement.
        sent();
        let (combined, more) = combine(Dialect::Sqlite, writes);
        let text = format!("{text};\n{}", shift_placeholders(combined.text(), args.len()));
        args.extend(more);
        Ok(text)
    }

    /// `fetch_all_last` for a writer that read ahead of its turn: the call,
    /// its deferred writes after it, goes with the others queued (see
    /// `group::shared`), and the writer becomes its batch's member.
    async fn send_last<T: super::Row>(&mut self, sql: Sql, mut args: Vec<Arg>) -> Result<Vec<T>> {
        tracing::trace!(target: "bank::sql", "{}", sql.text());
        // The call, counted as a member's is (its SAVEPOINT where it is
        // sent, its RELEASE at its commit).
        sent();
        let text = self.with_deferred(number_anonymous(sql.text()), &mut args)?;
        let Open::Ahead(ahead) = &mut self.open else {
            return Err(Error::Internal("only a writer ahead of its turn hands its call over".into()));
        };
        // Given back before the wait: the reads are done.
        ahead.give_back_reader();
        let group = ahead.group.clone();
        let sent = group.send(super::group::Part { text, args }).await?;
        self.open = Open::Group(sent.member);
        sent.rows.iter().map(|row| Ok(T::from_row(row)?)).collect()
    }
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
        // Text around the placeholders, multi-byte characters included, is kept as it was.
        assert_eq!(shift_placeholders("SELECT 'é$1', $1 AS ü, $ AS x, $$", 9), "SELECT 'é$1', $10 AS ü, $ AS x, $$");
        assert_eq!(number_anonymous("v ?| ARRAY['ä?'] AND w = ?"), "v $1| ARRAY['ä?'] AND w = $2");
    }

    /// More writes than one statement takes, with both kinds of placeholder,
    /// all land, each with its own arguments.
    #[tokio::test]
    async fn many_deferred_writes_land_in_bounded_statements() {
        let dir = tempfile::tempdir().expect("dir");
        let table = "CREATE TABLE t (a INTEGER NOT NULL, b INTEGER NOT NULL)";
        let (db, mut tx) = crate::store::scratch::scratch_db(&dir, table).await;
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
