//! The approval policy: one decision for every path that creates a money
//! movement (teller and till transactions, vault moves, loan disbursements,
//! cheques, batch files, the Rust API). The maker may ask for more control,
//! never for less: `requireApproval: false` settles directly only when no rule
//! below requires approval.

use super::{DUAL_APPROVAL_ABOVE_MINOR, config};
use crate::auth::Actor;
use crate::error::Result;
use crate::store::Tx;

/// Why a movement waits for approval, strongest first.
pub const ABOVE_DUAL_THRESHOLD: &str = "AMOUNT_ABOVE_THRESHOLD";
pub const ABOVE_ROLE_LIMIT: &str = "AMOUNT_ABOVE_ROLE_LIMIT";
pub const CONFIGURED_THRESHOLD: &str = "APPROVAL_THRESHOLD";
pub const REQUESTED: &str = "REQUESTED";

/// What is about to move.
pub(crate) struct Movement<'a> {
    pub transaction_type: &'a str,
    pub channel: &'a str,
    /// The customer account's tier; None for cash moves between tills and vaults.
    pub tier: Option<&'a str>,
    pub amount_minor: i64,
    /// The maker's `requireApproval`.
    pub requested: Option<bool>,
}

/// The effective decision.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Decision {
    /// Every reason that applies, strongest first; empty: settle directly.
    pub reasons: Vec<&'static str>,
    /// The role a configured threshold names, when one applies.
    pub approver_role: Option<String>,
}

impl Decision {
    pub fn required(&self) -> bool {
        !self.reasons.is_empty()
    }

    /// The strongest reason, for the answer's `approvalReason`.
    pub fn reason(&self) -> Option<&'static str> {
        self.reasons.first().copied()
    }

    /// Approvals needed: none, one, or two different approvers above the dual threshold.
    pub fn approvals(&self, amount_minor: i64) -> i64 {
        match (self.required(), amount_minor > DUAL_APPROVAL_ABOVE_MINOR) {
            (false, _) => 0,
            (true, false) => 1,
            (true, true) => 2,
        }
    }
}

/// Decides whether `movement`, made by `maker`, needs approval.
pub(crate) async fn decide(tx: &mut Tx, maker: &Actor, movement: &Movement<'_>) -> Result<Decision> {
    let threshold = match movement.tier {
        Some(tier) => {
            config::threshold_for(tx, movement.transaction_type, movement.channel, tier, movement.amount_minor).await?
        }
        None => None,
    };
    Ok(rules(maker, movement, threshold))
}

/// The rules themselves, apart from the one read they need.
pub(crate) fn rules(maker: &Actor, movement: &Movement<'_>, threshold: Option<(bool, Option<String>)>) -> Decision {
    let mut decision = Decision::default();
    let amount = movement.amount_minor;
    // One maker alone is never two people.
    if amount > DUAL_APPROVAL_ABOVE_MINOR {
        decision.reasons.push(ABOVE_DUAL_THRESHOLD);
    }
    // A staff maker settles directly at most their role's approval limit.
    // (A customer's own movements are signed with their PIN instead.)
    if maker.customer.is_none() && maker.approval_limit_minor.is_some_and(|limit| amount > limit) {
        decision.reasons.push(ABOVE_ROLE_LIMIT);
    }
    if let Some((true, role)) = threshold {
        decision.reasons.push(CONFIGURED_THRESHOLD);
        decision.approver_role = role;
    }
    if movement.requested == Some(true) {
        decision.reasons.push(REQUESTED);
    }
    decision
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    fn maker(limit: Option<i64>) -> Actor {
        Actor {
            user_id: 1,
            username: "teller.ada".into(),
            user_key: "k".into(),
            name: "Ada".into(),
            role: "Teller".into(),
            branch_id: Some(1),
            approval_limit_minor: limit,
            permissions: BTreeSet::new(),
            customer: None,
            unconfirmed_version: None,
        }
    }

    fn movement(amount_minor: i64, requested: Option<bool>) -> Movement<'static> {
        Movement { transaction_type: "WITHDRAWAL", channel: "BRANCH", tier: Some("BASIC"), amount_minor, requested }
    }

    const TELLER_LIMIT: i64 = 500_000 * 100;

    #[test]
    fn the_maker_asks_for_more_control_never_less() {
        let teller = maker(Some(TELLER_LIMIT));
        // A Teller's 600,000 with requireApproval:false waits for approval.
        let d = rules(&teller, &movement(600_000 * 100, Some(false)), None);
        assert_eq!((d.reason(), d.approvals(600_000 * 100)), (Some(ABOVE_ROLE_LIMIT), 1));
        // A 100 deposit stays direct.
        assert!(!rules(&teller, &movement(100 * 100, Some(false)), None).required());
        // Asking is always honoured.
        assert_eq!(rules(&teller, &movement(100 * 100, Some(true)), None).reason(), Some(REQUESTED));
        // A threshold applies whatever the maker sent, with its approver role.
        let d = rules(&teller, &movement(100 * 100, Some(false)), Some((true, Some("Approver".into()))));
        assert_eq!((d.reason(), d.approver_role.as_deref()), (Some(CONFIGURED_THRESHOLD), Some("Approver")));
    }

    #[test]
    fn above_the_dual_threshold_two_approvers_whoever_makes_it() {
        let manager = maker(Some(50_000_000 * 100));
        let amount = 20_000_000 * 100;
        let d = rules(&manager, &movement(amount, Some(false)), None);
        assert_eq!((d.reason(), d.approvals(amount)), (Some(ABOVE_DUAL_THRESHOLD), 2));
        let admin = maker(None);
        assert_eq!(rules(&admin, &movement(amount, None), None).approvals(amount), 2);
        assert!(!rules(&admin, &movement(9_000_000 * 100, None), None).required());
    }
}
