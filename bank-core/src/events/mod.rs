//! Events out: every state change the books record, delivered to subscribers'
//! URLs as signed JSON.
//!
//! Where events come from: the sealed chains ([`crate::chain`]) of the
//! transaction audit (money: `transaction.settled`, `cheque.bounced`, ...)
//! and of the audit trail (`audit.create`, `audit.approval`, ...). A chain
//! gives every committed record one gap-free position, so a subscriber's
//! progress is two numbers, nothing is written for events inside the money
//! transaction (its statement budget is untouched), and an event exists only
//! for what committed. The price: an event leaves after its record is sealed
//! (within a second under `bank serve`).
//!
//! How they leave ([`deliverer`], [`pass`]): the hand-out ([`fan_out`]) copies each
//! matching event into the subscriber's deliveries, fixing its body; the
//! deliverer claims due deliveries with a lease (a compare-and-set), posts
//! them, and records the outcome with a compare-and-set on that lease. Non-2xx
//! answers and network errors are retried with doubling back-off until the
//! attempts are spent, then the delivery is DEAD (the dead-letter list) until
//! someone redelivers it. At least once: a server killed after the
//! subscriber's answer and before the commit sends that event again, with
//! the same id. In order per entity: a delivery waits while an earlier one
//! of the same entity to the same subscriber is pending.

mod commands;
mod deliver;
mod fanout;
mod url;

pub use commands::*;
pub use deliver::{DeliverOptions, DeliveryReport, backlog, deliverer, pass};
pub use fanout::fan_out;

use crate::command::Registration;

pub const COMMANDS: &[Registration] = &[
    Registration::of::<CreateEventSubscriptionCommand>(),
    Registration::of::<GetEventSubscriptionsQuery>(),
    Registration::of::<DeleteEventSubscriptionCommand>(),
    Registration::of::<GetEventDeliveriesQuery>(),
    Registration::of::<RedeliverEventCommand>(),
    Registration::of::<GetEventTypesQuery>(),
];

/// The setting that lets subscriber URLs point at loopback, private and
/// link-local addresses (`false` unless set): an operator's decision, never a
/// subscriber's, since such a URL reaches inside the bank's network.
pub const ALLOW_PRIVATE_SETTING: &str = "events_allow_private_urls";

/// Every event type, with what raises it.
pub const TYPES: &[(&str, &str)] = &[
    ("transaction.pending", "a money transaction waits for approval"),
    ("transaction.settled", "a money transaction settled (at once or on its last approval)"),
    ("transaction.rejected", "a pending transaction was rejected"),
    ("transaction.cancelled", "a pending transaction was cancelled"),
    ("transaction.expired", "a pending transaction passed its limit"),
    ("transaction.reversed", "a settled transaction was reversed"),
    ("cheque.bounced", "a cheque did not clear"),
    ("audit.login", "the audit trail recorded a login"),
    ("audit.transaction", "the audit trail recorded a money command"),
    ("audit.create", "the audit trail recorded a creation"),
    ("audit.update", "the audit trail recorded a change"),
    ("audit.delete", "the audit trail recorded a deletion"),
    ("audit.export", "the audit trail recorded an export"),
    ("audit.import", "the audit trail recorded an import"),
    ("audit.approval", "the audit trail recorded an approval"),
    ("audit.configuration", "the audit trail recorded a configuration change"),
    ("audit.security", "the audit trail recorded a security change"),
];

/// Most subscriptions a bank keeps (each is handed every event it matches).
pub const MAX_SUBSCRIPTIONS: i64 = 100;

/// Whether `pattern` names a type or a family of them: `transaction.settled`,
/// `transaction.*`, `*`.
fn pattern_is_known(pattern: &str) -> bool {
    match pattern.strip_suffix(".*") {
        _ if pattern == "*" => true,
        Some(area) => TYPES.iter().any(|(t, _)| t.split('.').next() == Some(area)),
        None => TYPES.iter().any(|(t, _)| *t == pattern),
    }
}

/// Whether an event of `event_type` goes to a subscriber of `patterns`.
fn matches(patterns: &str, event_type: &str) -> bool {
    patterns.split(',').any(|p| {
        p == "*"
            || p == event_type
            || p.strip_suffix(".*").is_some_and(|area| event_type.split('.').next() == Some(area))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_name_types_or_families() {
        for known in ["*", "transaction.*", "cheque.bounced", "audit.*", "audit.security"] {
            assert!(pattern_is_known(known), "{known}");
        }
        for unknown in ["transaction.nope", "nope.*", "transaction", "", "*.*", "transaction.settled.*"] {
            assert!(!pattern_is_known(unknown), "{unknown}");
        }
        assert!(matches("cheque.bounced,transaction.*", "transaction.reversed"));
        assert!(matches("*", "audit.login"));
        assert!(!matches("cheque.bounced,transaction.*", "audit.transaction"));
        assert!(!matches("transaction.settled", "transaction.pending"));
    }
}
