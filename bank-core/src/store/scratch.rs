//! Scratch databases for the store's and the core's own tests: a SQLite
//! file in a temporary folder, or a PostgreSQL database of its own when
//! `BANK_TEST_POSTGRES_URL` names a server.

use super::{Db, DbOptions, Tx};

/// A new SQLite database in `dir` and a write transaction that created
/// `table` in it, for the store's own tests.
pub(crate) async fn scratch_db(dir: &tempfile::TempDir, table: &'static str) -> (Db, Tx) {
    let url = dir.path().join("scratch.db").display().to_string();
    let db = Db::connect(&DbOptions { create_if_missing: true, ..DbOptions::new(url) }).await.expect("open");
    let mut tx = db.begin_write().await.expect("begin");
    tx.execute(table, vec![]).await.expect("create");
    (db, tx)
}

/// A scratch PostgreSQL database: (admin URL, its name, its URL).
pub(crate) async fn scratch_postgres() -> Option<(String, String, String)> {
    let admin = std::env::var("BANK_TEST_POSTGRES_URL").ok().filter(|v| !v.is_empty())?;
    let name = format!("bank_scratch_{}", hex::encode(rand::random::<[u8; 8]>()));
    let pool = sqlx::PgPool::connect(&admin).await.expect("connect to PostgreSQL");
    sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}"))).execute(&pool).await.expect("create db");
    pool.close().await;
    let base = admin.rsplit_once('/').map_or(admin.as_str(), |(base, _)| base).to_owned();
    let url = format!("{base}/{name}");
    Some((admin, name, url))
}

pub(crate) async fn drop_postgres(admin: &str, name: &str) {
    let pool = sqlx::PgPool::connect(admin).await.expect("connect to PostgreSQL");
    sqlx::query(sqlx::AssertSqlSafe(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")))
        .execute(&pool)
        .await
        .expect("drop db");
    pool.close().await;
}

/// A scratch PostgreSQL database open as a `Db`, dropped by [`Scratch::end`].
pub(crate) struct Scratch {
    pub(crate) db: Db,
    pub(crate) admin: String,
    pub(crate) name: String,
}

impl Scratch {
    pub(crate) async fn end(self) {
        self.db.close().await;
        drop_postgres(&self.admin, &self.name).await;
    }
}
