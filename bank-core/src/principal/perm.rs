//! Permission names. The spec's own (`transactions.*`) plus ours for the other
//! areas; the README lists them. A role holds a set of these.

pub const TRANSACTIONS_CREATE: &str = "transactions.create";
pub const TRANSACTIONS_APPROVE: &str = "transactions.approve";
pub const TRANSACTIONS_REJECT: &str = "transactions.reject";
pub const TRANSACTIONS_CANCEL: &str = "transactions.cancel";
pub const TRANSACTIONS_REVERSE: &str = "transactions.reverse";
pub const TRANSACTIONS_CONFIGURE: &str = "transactions.configure";
pub const BRANCHES_VIEW: &str = "branches.view";
pub const BRANCHES_MANAGE: &str = "branches.manage";
pub const USERS_VIEW: &str = "users.view";
pub const USERS_MANAGE: &str = "users.manage";
pub const TOKENS_ISSUE: &str = "tokens.issue";
pub const ACTIVITIES_VIEW_ALL: &str = "activities.view_all";
pub const TILLS_VIEW: &str = "tills.view";
pub const TILLS_MANAGE: &str = "tills.manage";
pub const CLIENTS_VIEW: &str = "clients.view";
pub const CLIENTS_MANAGE: &str = "clients.manage";
pub const DOCUMENTS_VIEW: &str = "documents.view";
pub const DOCUMENTS_UPLOAD: &str = "documents.upload";
pub const JOURNAL_VIEW: &str = "journal.view";
pub const JOURNAL_POST: &str = "journal.post";
pub const JOURNAL_REVERSE: &str = "journal.reverse";
pub const GL_MANAGE: &str = "gl.manage";
pub const PERIODS_MANAGE: &str = "periods.manage";
pub const PERIODS_REOPEN: &str = "periods.reopen";
pub const COMMENTS_VIEW: &str = "comments.view";
pub const COMMENTS_CREATE: &str = "comments.create";
pub const REFERRALS_VIEW: &str = "referrals.view";
pub const REFERRALS_MANAGE: &str = "referrals.manage";
pub const TERMINALS_VIEW: &str = "terminals.view";
pub const TERMINALS_MANAGE: &str = "terminals.manage";
pub const WEBHOOKS_MANAGE: &str = "webhooks.manage";
pub const PROCESSES_MANAGE: &str = "processes.manage";
pub const JOBS_MANAGE: &str = "jobs.manage";
pub const NOTIFICATIONS_SEND: &str = "notifications.send";
pub const CHEQUES_CREATE: &str = "cheques.create";
pub const CHEQUES_CLEAR: &str = "cheques.clear";
pub const CHEQUES_VIEW: &str = "cheques.view";

/// Every permission with what it allows, for `bank role list` and the README.
pub const ALL: &[(&str, &str)] = &[
    (TRANSACTIONS_CREATE, "initiate transactions; cancel one's own"),
    (TRANSACTIONS_APPROVE, "approve (and reject) pending transactions within the role's limit"),
    (TRANSACTIONS_REJECT, "reject pending transactions"),
    (TRANSACTIONS_CANCEL, "cancel anyone's pending transaction"),
    (TRANSACTIONS_REVERSE, "reverse settled transactions"),
    (
        TRANSACTIONS_CONFIGURE,
        "set approval thresholds, reversal windows, transaction settings and the bank's time zone",
    ),
    (BRANCHES_VIEW, "list and show branches"),
    (BRANCHES_MANAGE, "create, update and change the state of branches; reach every branch's clients' documents"),
    (USERS_VIEW, "list staff users and roles"),
    (USERS_MANAGE, "create and disable staff users"),
    (TOKENS_ISSUE, "issue access tokens for staff users"),
    (ACTIVITIES_VIEW_ALL, "read every user's activities (audit)"),
    (TILLS_VIEW, "list one's own teller tills"),
    (TILLS_MANAGE, "open, close and fund tills and vaults"),
    (CLIENTS_VIEW, "read clients, accounts, loans and policies"),
    (CLIENTS_MANAGE, "create and change clients, accounts, loans and policies"),
    (DOCUMENTS_VIEW, "list and download the documents of one's home branch's clients"),
    (DOCUMENTS_UPLOAD, "upload documents for one's home branch's clients"),
    (JOURNAL_VIEW, "read journal entries and transactions"),
    (JOURNAL_POST, "post manual journal entries"),
    (JOURNAL_REVERSE, "reverse journal transactions"),
    (GL_MANAGE, "manage the chart of accounts"),
    (PERIODS_MANAGE, "close accounting periods"),
    (PERIODS_REOPEN, "reopen a closed accounting period (administrators)"),
    (COMMENTS_VIEW, "read comments"),
    (COMMENTS_CREATE, "add comments"),
    (REFERRALS_VIEW, "read employee referrals"),
    (REFERRALS_MANAGE, "manage employees and referral registrations"),
    (TERMINALS_VIEW, "read terminals"),
    (TERMINALS_MANAGE, "create and change terminals"),
    (WEBHOOKS_MANAGE, "configure webhooks"),
    (PROCESSES_MANAGE, "start, signal and cancel process instances"),
    (JOBS_MANAGE, "manage and run recurring jobs"),
    (NOTIFICATIONS_SEND, "send notifications, SMS and e-mail to customers"),
    (CHEQUES_CREATE, "initiate cheque deposits and withdrawals"),
    (CHEQUES_CLEAR, "clear, bounce and cancel cheques"),
    (CHEQUES_VIEW, "read the cheque register"),
];

const TELLER: &[&str] = &[
    TRANSACTIONS_CREATE,
    BRANCHES_VIEW,
    TILLS_VIEW,
    CLIENTS_VIEW,
    DOCUMENTS_VIEW,
    DOCUMENTS_UPLOAD,
    COMMENTS_VIEW,
    COMMENTS_CREATE,
    CHEQUES_CREATE,
    CHEQUES_VIEW,
];
const SENIOR_TELLER: &[&str] = &[TRANSACTIONS_APPROVE, TRANSACTIONS_REJECT, CLIENTS_MANAGE, JOURNAL_VIEW];
const APPROVER: &[&str] = &[TRANSACTIONS_CANCEL, CHEQUES_CLEAR, REFERRALS_VIEW, TERMINALS_VIEW];
const BRANCH_MANAGER: &[&str] = &[
    TRANSACTIONS_REVERSE,
    TILLS_MANAGE,
    USERS_VIEW,
    ACTIVITIES_VIEW_ALL,
    JOURNAL_POST,
    JOURNAL_REVERSE,
    REFERRALS_MANAGE,
    TERMINALS_MANAGE,
    NOTIFICATIONS_SEND,
];
const REGIONAL_MANAGER: &[&str] = &[BRANCHES_MANAGE, GL_MANAGE, PERIODS_MANAGE, TRANSACTIONS_CONFIGURE];
/// Integration users (webhooks, recurring jobs, the merchants terminals name)
/// act without a person at the counter: they get what they run, not a
/// teller's view of customers and their papers.
const SERVICE: &[&str] = &[BRANCHES_VIEW];

/// A role as seeded by `bank init`.
pub struct RoleSeed {
    pub name: &'static str,
    /// In kobo (NGN minor units); `None` is unlimited.
    pub approval_limit_minor: Option<i64>,
    /// A role on the ladder also holds every grant of the ladder roles before it.
    pub grants: &'static [&'static str],
    pub on_ladder: bool,
}

const KOBO: i64 = 100;

pub const ROLES: &[RoleSeed] = &[
    ladder("Teller", Some(500_000 * KOBO), TELLER),
    ladder("Senior Teller", Some(2_000_000 * KOBO), SENIOR_TELLER),
    ladder("Approver", Some(5_000_000 * KOBO), APPROVER),
    ladder("Branch Manager", Some(50_000_000 * KOBO), BRANCH_MANAGER),
    ladder("Regional Manager", Some(200_000_000 * KOBO), REGIONAL_MANAGER),
    ladder(ADMIN_ROLE, None, &[]),
    RoleSeed { name: SERVICE_ROLE, approval_limit_minor: Some(0), grants: SERVICE, on_ladder: false },
];

const fn ladder(name: &'static str, approval_limit_minor: Option<i64>, grants: &'static [&'static str]) -> RoleSeed {
    RoleSeed { name, approval_limit_minor, grants, on_ladder: true }
}

pub const ADMIN_ROLE: &str = "Admin";
pub const SERVICE_ROLE: &str = "Service";

/// The permissions a seeded role holds: cumulative up the ladder; Admin holds
/// all; a role off the ladder holds only its own grants.
pub fn seeded_permissions(role_index: usize) -> Vec<&'static str> {
    match ROLES.get(role_index) {
        None => Vec::new(),
        Some(role) if role.name == ADMIN_ROLE => ALL.iter().map(|(p, _)| *p).collect(),
        Some(role) if !role.on_ladder => role.grants.to_vec(),
        Some(_) => {
            ROLES.iter().take(role_index + 1).filter(|r| r.on_ladder).flat_map(|r| r.grants.iter().copied()).collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_granted_permission_is_known() {
        for role in ROLES {
            for p in role.grants {
                assert!(ALL.iter().any(|(known, _)| known == p), "{} grants unknown {p}", role.name);
            }
        }
    }

    fn index_of(name: &str) -> usize {
        ROLES.iter().position(|r| r.name == name).unwrap_or(usize::MAX)
    }

    #[test]
    fn ladder_is_cumulative_and_admin_holds_all() {
        let teller = seeded_permissions(0);
        let manager = seeded_permissions(3);
        assert!(teller.iter().all(|p| manager.contains(p)));
        assert!(!teller.contains(&TRANSACTIONS_APPROVE));
        assert_eq!(seeded_permissions(index_of(ADMIN_ROLE)).len(), ALL.len());
    }

    #[test]
    fn service_users_hold_only_their_own_grants() {
        let service = seeded_permissions(index_of(SERVICE_ROLE));
        assert_eq!(service, [BRANCHES_VIEW]);
        assert!(!service.contains(&DOCUMENTS_VIEW) && !service.contains(&CLIENTS_VIEW));
    }
}
