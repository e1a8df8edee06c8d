//! Identity and access: staff users, roles with permissions and approval
//! limits, and bearer tokens. The acting principal of a command and the
//! permissions live in the base (`principal`), re-exported here.

pub mod keyring;
mod token;
pub mod tokens;
pub mod user;

pub use token::{CustomerClaims, DEFAULT_TOKEN_TTL, MAX_TOKEN_TTL, StaffToken, TOKEN_TTL_SETTING_RANGE, TokenKeys};

/// The user `bank init` creates, so that a new database has someone to act as.
pub const BOOTSTRAP_ADMIN: &str = "admin";

pub use crate::principal::{Access, Actor, Customer, Origin, cache, perm};

impl crate::Bank {
    /// The keys tokens are signed and checked with.
    pub(crate) fn keys(&self) -> &TokenKeys {
        self.part()
    }
}
