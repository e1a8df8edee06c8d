//! Who acts: the staff user or customer a command runs for, where the
//! request came from, and what a command needs of them. Below every area:
//! the command executor checks access with it and the trail records it.

pub mod cache;
pub mod perm;

use std::collections::BTreeSet;

use serde::Serialize;

use crate::error::{Error, Result, RuleKind};

/// Who runs a command: a staff user with the permissions of their role.
#[derive(Clone, Debug, Serialize)]
pub struct Actor {
    pub user_id: i64,
    pub username: String,
    pub user_key: String,
    pub name: String,
    pub role: String,
    pub branch_id: Option<i64>,
    /// In minor units; `None` is unlimited.
    pub approval_limit_minor: Option<i64>,
    pub permissions: BTreeSet<String>,
    /// Set for a self-service customer (customer token); such an actor holds no
    /// staff permission and only the self-service commands accept it.
    pub customer: Option<Customer>,
    /// Set when the actor came from the authentication cache: the token
    /// version its command must still confirm against the database before it
    /// commits (see [`cache`]). `None` for an actor read from the database.
    #[serde(skip)]
    pub unconfirmed_version: Option<i64>,
}

/// A self-service customer as authenticated: profile and tenant from the
/// token, device and app from the headers the token was checked with.
#[derive(Clone, Debug, Serialize)]
pub struct Customer {
    pub profile_id: i64,
    pub profile_key: String,
    pub client_id: i64,
    pub device_id: String,
    pub platform: String,
    pub app_version: String,
}

impl Actor {
    /// The stand-in actor for a customer: no staff identity, no permission.
    /// Activities record it as `customer:<profileKey>`.
    pub fn for_customer(customer: Customer, display_name: String) -> Actor {
        Actor {
            user_id: 0,
            username: format!("customer:{}", customer.profile_key),
            user_key: customer.profile_key.clone(),
            name: display_name,
            role: "Customer".into(),
            branch_id: None,
            approval_limit_minor: Some(0),
            permissions: BTreeSet::new(),
            customer: Some(customer),
            unconfirmed_version: None,
        }
    }

    /// The customer this actor is, or the refusal a staff token gets.
    pub fn require_customer(&self) -> Result<&Customer> {
        self.customer
            .as_ref()
            .ok_or_else(|| Error::Unauthenticated("this command needs a customer access token".into()))
    }

    pub fn can(&self, permission: &str) -> bool {
        self.permissions.contains(permission)
    }

    pub fn require(&self, permission: &'static str) -> Result<()> {
        if self.can(permission) { Ok(()) } else { Err(Error::Forbidden(permission)) }
    }

    /// Whether this actor works only with its home branch's customers. Those
    /// who manage branches (Regional Manager, Admin) work across them; every
    /// other role, service users included, stays in its home branch.
    pub fn is_branch_scoped(&self) -> bool {
        !self.can(perm::BRANCHES_MANAGE)
    }

    /// The branch a scoped actor is limited to; `None` for every branch. A
    /// scoped actor without a home branch reaches no branch at all.
    pub fn branch_scope(&self) -> Result<Option<i64>> {
        if !self.is_branch_scoped() {
            return Ok(None);
        }
        self.branch_id.map(Some).ok_or(Error::Forbidden(OWNING_BRANCH))
    }

    /// Refuses a record of a branch this actor does not work in.
    pub fn require_branch(&self, branch_id: i64) -> Result<()> {
        match self.branch_scope()? {
            Some(home) if home != branch_id => Err(Error::Forbidden(OWNING_BRANCH)),
            _ => Ok(()),
        }
    }
}

/// What a branch-scoped actor lacks for another branch's record.
const OWNING_BRANCH: &str = "access to the owning branch";

/// Which permissions a command needs before its request is even read.
#[derive(Clone, Copy, Debug)]
pub enum Access {
    /// Any authenticated staff user.
    Authenticated,
    /// At least one of these permissions.
    AnyOf(&'static [&'static str]),
    /// A self-service customer (customer token on the self-service endpoint).
    Customer,
}

impl Access {
    pub fn check(self, actor: &Actor) -> Result<()> {
        match self {
            Access::Customer if actor.customer.is_some() => Ok(()),
            Access::Customer => Err(Error::rule(
                "CUSTOMER_TOKEN_REQUIRED",
                RuleKind::Forbidden,
                "this command is for customers: call it with a customer access token",
            )),
            // Staff commands never run for a customer, whatever they need.
            _ if actor.customer.is_some() => Err(Error::Forbidden("staff access")),
            Access::Authenticated => Ok(()),
            Access::AnyOf(permissions) => match permissions.iter().find(|p| actor.can(p)) {
                Some(_) => Ok(()),
                None => Err(Error::Forbidden(permissions.first().copied().unwrap_or("unknown"))),
            },
        }
    }
}

/// Where a command came from, for the activity trail.
#[derive(Clone, Debug, Default)]
pub struct Origin {
    pub ip_address: Option<String>,
    pub user_agent: Option<String>,
    /// The `X-Tenant-Id` header, for the commands that require it (tills).
    pub tenant_id: Option<String>,
    /// The CLI or a batch job on this host, with direct database access: trusted
    /// without the headers remote clients must send (`X-Tenant-Id`).
    pub trusted_local: bool,
    /// The HTTP request's id (`X-Request-Id`), kept in the audit record so a
    /// caller's support ticket leads to the row.
    pub request_id: Option<String>,
}

impl Origin {
    /// A command typed by an operator or run by a batch job on this host. The
    /// user agent names the operating-system account and host that ran it, so
    /// the audit trail names a person even when the CLI acts as `admin`.
    pub fn cli() -> Origin {
        Origin {
            ip_address: Some("127.0.0.1".into()),
            user_agent: Some(format!("bank-cli/{} ({})", env!("CARGO_PKG_VERSION"), os_identity())),
            tenant_id: None,
            trusted_local: true,
            request_id: None,
        }
    }
}

#[cfg(unix)]
fn uid() -> String {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata("/proc/self").map(|m| format!("uid {}", m.uid())).unwrap_or_default()
}

#[cfg(not(unix))]
fn uid() -> String {
    String::new()
}

/// `os user NAME on HOST`, from the environment and the kernel's host name.
fn os_identity() -> String {
    let clean = |text: String| -> String {
        let text: String = text.trim().chars().filter(|c| !c.is_control()).take(64).collect();
        if text.is_empty() { "unknown".into() } else { text }
    };
    let user = std::env::var("USER").or_else(|_| std::env::var("LOGNAME")).unwrap_or_else(|_| uid());
    let host =
        std::fs::read_to_string("/proc/sys/kernel/hostname").or_else(|_| std::env::var("HOSTNAME")).unwrap_or_default();
    format!("os user {} on {}", clean(user), clean(host))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn staff(permissions: &[&str], branch_id: Option<i64>) -> Actor {
        Actor {
            user_id: 1,
            username: "u".into(),
            user_key: "k".into(),
            name: "U".into(),
            role: "R".into(),
            branch_id,
            approval_limit_minor: Some(0),
            permissions: permissions.iter().map(|p| (*p).to_owned()).collect(),
            customer: None,
            unconfirmed_version: None,
        }
    }

    #[test]
    fn only_those_who_manage_branches_cross_them() {
        let teller = staff(&[perm::DOCUMENTS_VIEW], Some(1));
        assert!(teller.require_branch(1).is_ok());
        assert!(matches!(teller.require_branch(2), Err(Error::Forbidden(_))));
        let homeless = staff(&[perm::DOCUMENTS_VIEW], None);
        assert!(homeless.branch_scope().is_err() && homeless.require_branch(1).is_err());
        let regional = staff(&[perm::BRANCHES_MANAGE], Some(1));
        assert!(!regional.is_branch_scoped() && regional.require_branch(2).is_ok());
        assert_eq!(staff(&[perm::BRANCHES_MANAGE], None).branch_scope().ok(), Some(None));
    }
}
