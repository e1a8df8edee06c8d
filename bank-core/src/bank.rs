//! The handle every command runs against: the database and what the
//! catalogue and each area keep for the life of the handle (caches, keys, hooks). It
//! sits below the areas, so it holds their parts by type without naming them;
//! each area reads its own part through an accessor of its own, and the crate
//! root, above every area, gives every part when the bank opens.

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::sync::Arc;

use crate::store::Db;

/// A handle on one bank database: cheap to clone, shared by every adapter.
/// The crate documentation has the main flow as a runnable example.
#[derive(Clone)]
pub struct Bank {
    inner: Arc<Inner>,
}

struct Inner {
    db: Db,
    tenant_id: String,
    parts: Parts,
}

/// The areas' parts of a [`Bank`], one per type.
#[derive(Default)]
pub struct Parts(HashMap<TypeId, Box<dyn Any + Send + Sync>>);

impl Parts {
    pub fn with<T: Any + Send + Sync>(mut self, part: T) -> Parts {
        let replaced = self.0.insert(TypeId::of::<T>(), Box::new(part));
        assert!(replaced.is_none(), "two parts of type {}", std::any::type_name::<T>());
        self
    }
}

impl Bank {
    pub(crate) fn new(db: Db, tenant_id: String, parts: Parts) -> Bank {
        Bank { inner: Arc::new(Inner { db, tenant_id, parts }) }
    }

    pub fn db(&self) -> &Db {
        &self.inner.db
    }

    /// The tenant this database serves; clients send it as `X-Tenant-Id`.
    pub fn tenant_id(&self) -> &str {
        &self.inner.tenant_id
    }

    /// The part of type `T`. Every part is given when the bank opens (the
    /// crate root's `with_db`), so a missing one is a bug, not an input.
    pub(crate) fn part<T: Any>(&self) -> &T {
        let part = self.inner.parts.0.get(&TypeId::of::<T>()).and_then(|p| p.downcast_ref::<T>());
        part.unwrap_or_else(|| panic!("the bank opened without its {}", std::any::type_name::<T>()))
    }
}
