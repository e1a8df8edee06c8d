//! Keys of rows inserted on the hot path (transaction ids, encoded keys).

/// A new key: a time-ordered UUID (version 7). Each lands at the right edge
/// of its unique index, where the last one did, instead of on a random leaf
/// page as a random (version 4) key does: fewer pages written per commit,
/// and on PostgreSQL fewer full-page images in the WAL after a checkpoint.
/// Its first 48 bits are its creation time, which the row tells anyway.
pub fn new_key() -> uuid::Uuid {
    uuid::Uuid::now_v7()
}
