//! SQL texts rewritten once per thread. A deposit assembles its statements
//! from the same few texts every time: placeholders shifted past the
//! arguments before them, SQLite's `?` numbered, rows of placeholders. Doing
//! that again on every deposit was about a fifth of the instructions the
//! bank's own process spends on one (callgrind). A rewrite depends on nothing
//! but its text and how it is rewritten, so its result is kept: per thread,
//! so tasks never wait on a lock, and bounded in bytes, emptied when full.

use std::cell::RefCell;
use std::collections::HashMap;

/// How a text is rewritten (the text itself is the other half of the key).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum How {
    /// Every `$n` as `$(n + by)`.
    Shifted(usize),
    /// SQLite's anonymous `?` as `$1`, `$2`, ...
    Numbered,
    /// `rows` rows of `columns` placeholders (the text is empty).
    Rows(super::Dialect, usize, usize),
    /// A statement assembled by the named builder, of this shape, in this
    /// dialect (the text is empty; see [`Tx::assembled_once`]).
    Assembled(&'static str, super::Dialect, u32),
}

/// Most bytes of rewritten texts (and their keys) a thread keeps.
const MOST_BYTES: usize = 4 << 20;

/// Keys are the bank's own SQL texts, never a caller's: foldhash's fast
/// hash (a third of SipHash's instructions here) needs no defence against
/// chosen collisions.
type Map<K, V> = HashMap<K, V, foldhash::fast::RandomState>;

#[derive(Default)]
struct Kept {
    by_how: Map<How, Map<Box<str>, Box<str>>>,
    bytes: usize,
}

thread_local! {
    static KEPT: RefCell<Kept> = RefCell::new(Kept::default());
}

/// `text` rewritten as `how` says, by `rewrite` the first time on this thread.
pub(super) fn rewritten(how: How, text: &str, rewrite: impl FnOnce(&str) -> String) -> String {
    let found = KEPT.with_borrow(|kept| kept.by_how.get(&how).and_then(|texts| texts.get(text)).map(|t| t.to_string()));
    if let Some(found) = found {
        return found;
    }
    let done = rewrite(text);
    KEPT.with_borrow_mut(|kept| {
        let size = text.len() + done.len();
        if kept.bytes + size > MOST_BYTES {
            *kept = Kept::default();
        }
        if size <= MOST_BYTES {
            kept.bytes += size;
            kept.by_how.entry(how).or_default().insert(text.into(), done.as_str().into());
        }
    });
    done
}

impl super::Tx {
    /// The text `build` assembles, built once per thread for each `builder`
    /// and `shape`: `shape` must tell apart every text `build` can return in
    /// this connection's dialect (the flags and kinds it branches on), and
    /// nothing else may change it.
    pub(crate) fn assembled_once(&self, builder: &'static str, shape: u32, build: impl FnOnce() -> String) -> String {
        rewritten(How::Assembled(builder, self.dialect(), shape), "", |_| build())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_is_rewritten_once_and_each_way_apart() {
        let calls = std::cell::Cell::new(0);
        let shift = |t: &str| {
            calls.set(calls.get() + 1);
            t.replace("$1", "$3")
        };
        assert_eq!(rewritten(How::Shifted(2), "SELECT $1", shift), "SELECT $3");
        assert_eq!(rewritten(How::Shifted(2), "SELECT $1", shift), "SELECT $3");
        assert_eq!(calls.get(), 1, "the second time is kept");
        assert_eq!(rewritten(How::Shifted(5), "SELECT $1", |t| t.replace("$1", "$6")), "SELECT $6");
        assert_eq!(rewritten(How::Numbered, "SELECT $1", |t| t.to_owned()), "SELECT $1");
    }

    #[test]
    fn what_is_kept_stays_within_its_bytes() {
        let big = "x".repeat(MOST_BYTES / 3);
        for by in 0..10 {
            let out = rewritten(How::Shifted(by), &big, |t| t.to_owned());
            assert_eq!(out.len(), big.len());
        }
        KEPT.with_borrow(|kept| assert!(kept.bytes <= MOST_BYTES, "{} bytes kept", kept.bytes));
        let huge = "y".repeat(MOST_BYTES + 1);
        assert_eq!(
            rewritten(How::Numbered, &huge, |t| t.to_owned()).len(),
            huge.len(),
            "too big to keep, still rewritten"
        );
    }
}
