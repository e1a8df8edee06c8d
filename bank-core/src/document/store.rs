//! Where document bytes live: an `object_store` chosen by the
//! `documents.store_url` setting, so every process opening the database (the
//! CLI, each `bank serve`) reads and writes the same place.
//!
//! - a directory: `file:///var/lib/bank/documents` or a plain absolute path;
//! - S3 or an S3-compatible server: `s3://bucket[/prefix]`, with credentials,
//!   region and endpoint from the standard `AWS_*` environment variables
//!   (`AWS_ENDPOINT_URL`, `AWS_ALLOW_HTTP=true` for a local server). Secrets
//!   never enter the database.

use std::sync::{Arc, Mutex};

use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
use object_store::path::Path as ObjectPath;
use object_store::prefix::PrefixStore;
use object_store::{ObjectStore, ObjectStoreExt};

use crate::args;
use crate::error::{Error, Result};
use crate::store::Tx;

pub const STORE_URL_SETTING: &str = "documents.store_url";

/// An opened store and the name responses give it (`StorageProvider`).
#[derive(Clone)]
pub struct Opened {
    pub store: Arc<dyn ObjectStore>,
    pub provider: &'static str,
}

/// The store last opened, by URL: opening S3 reads the environment and builds
/// an HTTP client, which is worth doing once per process.
#[derive(Default)]
pub struct StoreCache(Mutex<Option<(String, Opened)>>);

impl StoreCache {
    /// The store the database's setting names.
    pub async fn current(&self, tx: &mut Tx) -> Result<Opened> {
        let url: Option<String> =
            tx.scalar_optional("SELECT value FROM settings WHERE key = $1", args![STORE_URL_SETTING]).await?;
        let url = url.ok_or_else(|| {
            Error::Config("document storage is not configured: run `bank init --documents URL`".into())
        })?;
        let mut cached = self.0.lock().map_err(|_| Error::Internal("document store cache poisoned".into()))?;
        if let Some((cached_url, opened)) = cached.as_ref()
            && *cached_url == url
        {
            return Ok(opened.clone());
        }
        let opened = open(&url)?;
        *cached = Some((url, opened.clone()));
        Ok(opened)
    }
}

/// Opens the store a URL names; a local directory is created if missing.
pub fn open(url: &str) -> Result<Opened> {
    let config = |e: &dyn std::fmt::Display| Error::Config(format!("document storage '{url}': {e}"));
    if let Some(rest) = url.strip_prefix("s3://") {
        let (bucket, prefix) = rest.split_once('/').unwrap_or((rest, ""));
        let s3 = AmazonS3Builder::from_env().with_bucket_name(bucket).build().map_err(|e| config(&e))?;
        let store: Arc<dyn ObjectStore> = match prefix.trim_matches('/') {
            "" => Arc::new(s3),
            prefix => Arc::new(PrefixStore::new(s3, prefix)),
        };
        return Ok(Opened { store, provider: "S3" });
    }
    let dir = url.strip_prefix("file://").unwrap_or(url);
    if !dir.starts_with('/') {
        return Err(config(&"a local store must be an absolute path or file:// URL"));
    }
    std::fs::create_dir_all(dir).map_err(|e| config(&e))?;
    let local = LocalFileSystem::new_with_prefix(dir).map_err(|e| config(&e))?;
    Ok(Opened { store: Arc::new(local), provider: "Local" })
}

/// Checks a URL opens, then records it as the database's document store.
pub async fn configure(tx: &mut Tx, url: &str) -> Result<()> {
    open(url)?;
    tx.put_setting(STORE_URL_SETTING, url).await
}

/// Checks the store a URL names takes a write and a delete (`bank doctor`):
/// a small object under `.doctor/`, removed again. Answers the provider.
pub async fn probe(url: &str) -> Result<&'static str> {
    let opened = open(url)?;
    let path = ObjectPath::from(format!(".doctor/{}", uuid::Uuid::new_v4()));
    let unreachable = |e: object_store::Error| Error::Config(format!("document storage '{url}': {e}"));
    opened.store.put(&path, bytes::Bytes::from_static(b"ok").into()).await.map_err(unreachable)?;
    opened.store.delete(&path).await.map_err(unreachable)?;
    Ok(opened.provider)
}

/// A stored document's key as `object_store` reads it.
pub fn object_path(file_path: &str) -> Result<ObjectPath> {
    ObjectPath::parse(file_path).map_err(|e| Error::Internal(format!("stored document path '{file_path}': {e}")))
}

pub fn storage_error(e: object_store::Error) -> Error {
    Error::Internal(format!("document storage: {e}"))
}
