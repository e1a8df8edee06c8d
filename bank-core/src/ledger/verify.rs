//! `verify`: proves on any database that the books hold together. Every check
//! is a query over what is stored, independent of the code that wrote it.

use serde::{Deserialize, Serialize};

use crate::activity::ActivityType;
use crate::auth::{Access, perm};
use crate::chain::{ChainReport, Checkpoint, check_chains};
use crate::command::{Area, Command, Cx};
use crate::error::{Error, Result};
use crate::store::Tx;

/// Most mismatches listed per check.
const MAX_LISTED: usize = 1000;

struct Check {
    name: &'static str,
    /// Each row: one mismatch, described.
    sql: &'static str,
}

const CHECKS: &[Check] = &[
    Check {
        name: "every journal balances and matches its header",
        sql: "SELECT 'journal ' || t.transaction_id || ': debits ' || CAST(SUM(CASE WHEN e.entry_type = 1 THEN e.amount_minor ELSE 0 END) AS TEXT)
                  || ', credits ' || CAST(SUM(CASE WHEN e.entry_type = 2 THEN e.amount_minor ELSE 0 END) AS TEXT)
                  || ', header total ' || CAST(t.total_minor AS TEXT) || ' over ' || CAST(t.entry_count AS TEXT) || ' entries'
              FROM journal_transactions t LEFT JOIN journal_entries e ON e.journal_transaction_id = t.id
              GROUP BY t.id, t.transaction_id, t.total_minor, t.entry_count
              HAVING COALESCE(SUM(CASE WHEN e.entry_type = 1 THEN e.amount_minor ELSE 0 END), -1)
                         <> COALESCE(SUM(CASE WHEN e.entry_type = 2 THEN e.amount_minor ELSE 0 END), -2)
                  OR SUM(CASE WHEN e.entry_type = 1 THEN e.amount_minor ELSE 0 END) <> t.total_minor
                  OR COUNT(e.id) <> t.entry_count
              ORDER BY t.id LIMIT 1001",
    },
    Check {
        name: "the trial balance is zero in every currency",
        sql: "SELECT 'currency ' || currency || ': debits exceed credits by ' || CAST(SUM(CASE WHEN entry_type = 1 THEN amount_minor ELSE -amount_minor END) AS TEXT)
              FROM journal_entries GROUP BY currency
              HAVING SUM(CASE WHEN entry_type = 1 THEN amount_minor ELSE -amount_minor END) <> 0 LIMIT 1001",
    },
    Check {
        name: "every deposit account's book balance equals its postings",
        sql: "SELECT 'account ' || a.account_number || ': book balance ' || CAST(a.book_balance_minor AS TEXT) || ', postings say '
                  || CAST(COALESCE(SUM(CASE WHEN e.entry_type = 2 THEN e.amount_minor ELSE -e.amount_minor END), 0) AS TEXT)
              FROM deposit_accounts a LEFT JOIN journal_entries e ON e.deposit_account_id = a.id
              GROUP BY a.id, a.account_number, a.book_balance_minor
              HAVING a.book_balance_minor <> COALESCE(SUM(CASE WHEN e.entry_type = 2 THEN e.amount_minor ELSE -e.amount_minor END), 0)
              ORDER BY a.id LIMIT 1001",
    },
    Check {
        name: "every deposit account's hold equals its active holds and its pending transactions' own",
        sql: "SELECT 'account ' || a.account_number || ': hold ' || CAST(a.hold_minor AS TEXT) || ', active holds say '
                  || CAST(COALESCE((SELECT SUM(h.amount_minor) FROM account_holds h WHERE h.account_id = a.id AND h.state = 'ACTIVE'), 0)
                      + COALESCE((SELECT SUM(t.amount_minor) FROM transactions t
                          WHERE t.account_id = a.id AND t.state = 'PENDING' AND t.hold_kind IS NOT NULL), 0) AS TEXT)
              FROM deposit_accounts a
              WHERE a.hold_minor <> COALESCE((SELECT SUM(h.amount_minor) FROM account_holds h WHERE h.account_id = a.id AND h.state = 'ACTIVE'), 0)
                  + COALESCE((SELECT SUM(t.amount_minor) FROM transactions t
                      WHERE t.account_id = a.id AND t.state = 'PENDING' AND t.hold_kind IS NOT NULL), 0)
              ORDER BY a.id LIMIT 1001",
    },
    Check {
        name: "every deposit account's incoming hold equals its active credit holds and its pending deposits' own",
        sql: "SELECT 'account ' || a.account_number || ': incoming hold ' || CAST(a.credit_hold_minor AS TEXT) || ', active credit holds say '
                  || CAST(COALESCE((SELECT SUM(h.amount_minor) FROM account_holds h WHERE h.account_id = a.id AND h.state = 'ACTIVE' AND h.kind = 'CREDIT'), 0)
                      + COALESCE((SELECT SUM(t.amount_minor) FROM transactions t
                          WHERE t.account_id = a.id AND t.state = 'PENDING' AND t.hold_kind = 'CREDIT'), 0) AS TEXT)
              FROM deposit_accounts a
              WHERE a.credit_hold_minor <> COALESCE((SELECT SUM(h.amount_minor) FROM account_holds h WHERE h.account_id = a.id AND h.state = 'ACTIVE' AND h.kind = 'CREDIT'), 0)
                  + COALESCE((SELECT SUM(t.amount_minor) FROM transactions t
                      WHERE t.account_id = a.id AND t.state = 'PENDING' AND t.hold_kind = 'CREDIT'), 0)
              ORDER BY a.id LIMIT 1001",
    },
    Check {
        name: "customer lines post to their account's control GL account",
        sql: "SELECT 'entry ' || CAST(e.id AS TEXT) || ' moves account ' || a.account_number || ' on GL account ' || CAST(e.gl_account_id AS TEXT)
                  || ' instead of its control account ' || CAST(a.gl_account_id AS TEXT)
              FROM journal_entries e JOIN deposit_accounts a ON a.id = e.deposit_account_id
              WHERE e.gl_account_id <> a.gl_account_id ORDER BY e.id LIMIT 1001",
    },
    Check {
        name: "every counted vault's inventory equals its GL balance",
        sql: "SELECT 'vault ' || v.vault_code || ': inventory ' || CAST(COALESCE((SELECT SUM(i.denomination_minor * i.count) FROM vault_inventory i WHERE i.vault_id = v.id), 0) AS TEXT)
                  || ', GL balance ' || CAST(COALESCE((SELECT SUM(CASE WHEN e.entry_type = 1 THEN e.amount_minor ELSE -e.amount_minor END) FROM journal_entries e WHERE e.gl_account_id = v.gl_account_id), 0) AS TEXT)
              FROM vaults v
              WHERE v.counted_at IS NOT NULL
                AND COALESCE((SELECT SUM(i.denomination_minor * i.count) FROM vault_inventory i WHERE i.vault_id = v.id), 0)
                    <> COALESCE((SELECT SUM(CASE WHEN e.entry_type = 1 THEN e.amount_minor ELSE -e.amount_minor END) FROM journal_entries e WHERE e.gl_account_id = v.gl_account_id), 0)
              ORDER BY v.id LIMIT 1001",
    },
    Check {
        name: "every uncleared cheque holds its amount and no other cheque holds funds",
        sql: "SELECT 'cheque ' || CAST(c.id AS TEXT) || ' (' || c.state || ') '
                  || CASE WHEN c.state = 'UNCLEARED' THEN 'does not hold its amount ' || CAST(c.amount_minor AS TEXT) ELSE 'still holds funds' END
              FROM cheques c LEFT JOIN account_holds h ON h.id = c.hold_id AND h.state = 'ACTIVE'
              WHERE (c.state = 'UNCLEARED' AND (h.id IS NULL OR h.amount_minor <> c.amount_minor OR h.account_id <> c.account_id))
                 OR (c.state <> 'UNCLEARED' AND h.id IS NOT NULL)
              ORDER BY c.id LIMIT 1001",
    },
    Check {
        name: "the uncleared-cheques GL account holds exactly the uncleared cheques",
        sql: "SELECT 'GL account ' || g.gl_code || ' (' || g.currency || '): balance '
                  || CAST(COALESCE((SELECT SUM(CASE WHEN e.entry_type = 1 THEN e.amount_minor ELSE -e.amount_minor END) FROM journal_entries e WHERE e.gl_account_id = g.id), 0) AS TEXT)
                  || ', uncleared cheques ' || CAST(COALESCE((SELECT SUM(c.amount_minor) FROM cheques c WHERE c.state = 'UNCLEARED' AND c.currency = g.currency), 0) AS TEXT)
              FROM settings s JOIN gl_accounts g ON g.id = CAST(s.value AS BIGINT)
              WHERE s.key LIKE 'cheque.uncleared_gl.%'
                AND COALESCE((SELECT SUM(CASE WHEN e.entry_type = 1 THEN e.amount_minor ELSE -e.amount_minor END) FROM journal_entries e WHERE e.gl_account_id = g.id), 0)
                    <> COALESCE((SELECT SUM(c.amount_minor) FROM cheques c WHERE c.state = 'UNCLEARED' AND c.currency = g.currency), 0)
              ORDER BY g.id LIMIT 1001",
    },
    Check {
        name: "every active hold has an owner in a state that keeps it",
        sql: "SELECT 'hold ' || CAST(h.id AS TEXT) || ' (' || h.owner || ', ' || CAST(h.amount_minor AS TEXT) || ') has no owner that keeps it'
              FROM account_holds h
              WHERE h.state = 'ACTIVE' AND (
                  (h.owner = 'TRANSACTION' AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.hold_id = h.id
                      AND t.state = 'PENDING' AND t.account_id = h.account_id AND t.amount_minor = h.amount_minor))
                  OR (h.owner = 'CHEQUE' AND NOT EXISTS (SELECT 1 FROM cheques c WHERE c.hold_id = h.id AND c.state = 'UNCLEARED')))
              ORDER BY h.id LIMIT 1001",
    },
    Check {
        name: "every pending transaction on an account holds its amount",
        sql: "SELECT 'transaction ' || t.transaction_id || ' is PENDING without its hold of ' || CAST(t.amount_minor AS TEXT)
              FROM transactions t LEFT JOIN account_holds h ON h.id = t.hold_id AND h.state = 'ACTIVE' AND h.owner = 'TRANSACTION'
              WHERE t.state = 'PENDING' AND t.account_id IS NOT NULL
                AND (t.hold_kind IS NULL OR t.hold_id IS NOT NULL)
                AND (h.id IS NULL OR h.amount_minor <> t.amount_minor OR h.account_id <> t.account_id)
              ORDER BY t.id LIMIT 1001",
    },
    Check {
        name: "a loan is paid out once: DISBURSED exactly when one settled disbursement of its principal stands",
        sql: "SELECT 'loan ' || l.loan_number || ' (' || l.state || '): ' || CAST(COUNT(t.id) AS TEXT)
                  || ' settled disbursements totalling ' || CAST(COALESCE(SUM(t.amount_minor), 0) AS TEXT)
                  || ' of principal ' || CAST(l.principal_minor AS TEXT)
              FROM loans l LEFT JOIN transactions t ON t.loan_id = l.id AND t.state = 'SETTLED'
              GROUP BY l.id, l.loan_number, l.state, l.principal_minor
              HAVING COUNT(t.id) > 1 OR (l.state = 'DISBURSED') <> (COUNT(t.id) = 1)
                  OR (COUNT(t.id) = 1 AND SUM(t.amount_minor) <> l.principal_minor)
              ORDER BY l.id LIMIT 1001",
    },
    Check {
        name: "every audited transaction stands, with the type and amount its audit trail names",
        sql: "SELECT 'transaction ' || r.transaction_id || CASE WHEN t.id IS NULL THEN ' is gone, but its audit trail remains'
                  ELSE ' reads ' || t.transaction_type || ' ' || CAST(t.amount_minor AS TEXT) || ', its audit trail '
                      || r.transaction_type || ' ' || CAST(r.amount_minor AS TEXT) END
              FROM (SELECT transaction_id, MIN(transaction_type) AS transaction_type, MIN(amount_minor) AS amount_minor
                    FROM transaction_audit GROUP BY transaction_id) r
              LEFT JOIN transactions t ON t.transaction_id = r.transaction_id
              WHERE t.id IS NULL OR t.transaction_type <> r.transaction_type OR t.amount_minor <> r.amount_minor
              ORDER BY r.transaction_id LIMIT 1001",
    },
    Check {
        // PostgreSQL keeps these names without foreign keys (migration 0036).
        name: "every journal, line and transaction names a branch, GL account and user that stand",
        sql: "SELECT 'journal line ' || CAST(e.id AS TEXT) || ' names a missing '
                  || CASE WHEN g.id IS NULL THEN 'GL account ' || CAST(e.gl_account_id AS TEXT)
                          ELSE 'branch ' || CAST(e.branch_id AS TEXT) END
              FROM journal_entries e LEFT JOIN gl_accounts g ON g.id = e.gl_account_id
                  LEFT JOIN branches b ON b.id = e.branch_id
              WHERE g.id IS NULL OR (e.branch_id IS NOT NULL AND b.id IS NULL)
              UNION ALL
              SELECT 'journal ' || t.transaction_id || ' names a missing '
                  || CASE WHEN t.branch_id IS NOT NULL AND b.id IS NULL THEN 'branch ' || CAST(t.branch_id AS TEXT)
                          ELSE 'user ' || CAST(t.user_id AS TEXT) END
              FROM journal_transactions t LEFT JOIN branches b ON b.id = t.branch_id
                  LEFT JOIN users u ON u.id = t.user_id
              WHERE (t.branch_id IS NOT NULL AND b.id IS NULL) OR (t.user_id IS NOT NULL AND u.id IS NULL)
              UNION ALL
              SELECT 'transaction ' || t.transaction_id || ' names a missing maker ' || CAST(t.maker_id AS TEXT)
              FROM transactions t LEFT JOIN users u ON u.id = t.maker_id
              WHERE u.id IS NULL
              LIMIT 1001",
    },
    Check {
        name: "reversals link to an original that is not itself a reversal",
        sql: "SELECT 'journal ' || t.transaction_id || ' (type ' || CAST(t.transaction_type AS TEXT) || ') has a broken reversal link'
              FROM journal_transactions t LEFT JOIN journal_transactions o ON o.id = t.reversal_of_id
              WHERE (t.transaction_type = 3) <> (t.reversal_of_id IS NOT NULL) OR o.transaction_type = 3
              ORDER BY t.id LIMIT 1001",
    },
    Check {
        name: "every page mark of the audit trail is at its row's place",
        sql: "SELECT 'page mark ' || CAST(m.pos AS TEXT) || ' of the activities is row ' || CAST(r.n AS TEXT)
              FROM page_marks m JOIN (
                  SELECT t.id, ROW_NUMBER() OVER (ORDER BY t.occurred_at, t.id) AS n
                  FROM activities t JOIN chain_links l ON l.stream = 'activity' AND l.row_id = t.id
                  WHERE l.seq <= (SELECT seq FROM page_mark_heads WHERE list = 'activities')) r ON r.id = m.id
              WHERE m.list = 'activities' AND m.pos <> r.n
              ORDER BY m.pos LIMIT 1001",
    },
    Check {
        name: "every page mark of one user's activities is at its row's place",
        sql: "SELECT 'page mark ' || CAST(m.pos AS TEXT) || ' of the activities of user ' || CAST(m.part AS TEXT)
                  || ' is row ' || CAST(r.n AS TEXT) || ' of user ' || CAST(r.user_id AS TEXT)
              FROM page_marks m JOIN (
                  SELECT t.id, t.user_id, ROW_NUMBER() OVER (PARTITION BY t.user_id ORDER BY t.occurred_at, t.id) AS n
                  FROM activities t JOIN chain_links l ON l.stream = 'activity' AND l.row_id = t.id
                  WHERE t.user_id IS NOT NULL
                    AND l.seq <= (SELECT seq FROM page_mark_heads WHERE list = 'activities.user')) r ON r.id = m.id
              WHERE m.list = 'activities.user' AND (m.pos <> r.n OR m.part <> r.user_id)
              ORDER BY m.part, m.pos LIMIT 1001",
    },
    Check {
        name: "every user's sealed activities are counted for their pages",
        sql: "SELECT 'user ' || CAST(c.user_id AS TEXT) || ' has ' || CAST(c.n AS TEXT) || ' activities sealed, '
                  || CAST(COALESCE(p.seq, 0) AS TEXT) || ' counted'
              FROM (SELECT t.user_id, COUNT(*) AS n
                    FROM activities t JOIN chain_links l ON l.stream = 'activity' AND l.row_id = t.id
                    WHERE t.user_id IS NOT NULL
                      AND l.seq <= (SELECT seq FROM page_mark_heads WHERE list = 'activities.user')
                    GROUP BY t.user_id) c
              LEFT JOIN page_mark_parts p ON p.list = 'activities.user' AND p.part = c.user_id
              WHERE c.n <> COALESCE(p.seq, 0)
              ORDER BY c.user_id LIMIT 1001",
    },
    Check {
        name: "every client's app profile count equals its active profiles",
        sql: "SELECT 'client ' || CAST(c.id AS TEXT) || ': ' || CAST(c.app_profiles AS TEXT) || ' app profiles counted, '
                  || CAST(COALESCE(p.n, 0) AS TEXT) || ' active'
              FROM clients c LEFT JOIN (SELECT client_id, COUNT(*) AS n FROM customer_profiles
                                        WHERE state = 'ACTIVE' GROUP BY client_id) p ON p.client_id = c.id
              WHERE c.app_profiles <> COALESCE(p.n, 0)
              ORDER BY c.id LIMIT 1001",
    },
    Check {
        // Numbers unique per approver, from 1 to the count: no gap, no repeat.
        name: "every approver's approvals are numbered from 1 to the count they gave",
        sql: "SELECT 'user ' || CAST(u.id AS TEXT) || ': ' || CAST(u.approvals_given AS TEXT) || ' approvals counted, '
                  || CAST(COALESCE(a.n, 0) AS TEXT) || ' given, '
                  || CAST(COALESCE(a.numbered, 0) AS TEXT) || ' numbered from '
                  || CAST(COALESCE(a.low, 1) AS TEXT) || ' to ' || CAST(COALESCE(a.high, 0) AS TEXT)
              FROM users u LEFT JOIN (SELECT approver_id, COUNT(*) AS n, COUNT(ordinal) AS numbered,
                                             MIN(ordinal) AS low, MAX(ordinal) AS high
                                      FROM transaction_approvals GROUP BY approver_id) a ON a.approver_id = u.id
              WHERE u.approvals_given <> COALESCE(a.n, 0) OR COALESCE(a.numbered, 0) <> COALESCE(a.n, 0)
                 OR COALESCE(a.low, 1) <> 1 OR COALESCE(a.high, 0) <> COALESCE(a.n, 0)
              ORDER BY u.id LIMIT 1001",
    },
];

/// `VerifyLedgerQuery`: runs every check and recomputes the books' hash
/// chains; the CLI's `bank verify`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct VerifyLedgerQuery {
    /// Recompute each chain from this link on, trusting the link before it
    /// (an incremental check after a full one); from the first when absent.
    #[serde(default)]
    pub from_seq: Option<i64>,
    /// Chain heads held outside the database (an earlier answer's
    /// `Checkpoint`): the chains must still pass through them.
    #[serde(default)]
    pub checkpoint: Option<Checkpoint>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct CheckResult {
    pub name: &'static str,
    pub passed: bool,
    pub mismatches: Vec<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct Verification {
    pub is_consistent: bool,
    pub checks: Vec<CheckResult>,
    /// The hash chains of the journal, the audit trail and the transaction audit.
    pub chains: ChainReport,
    /// Where the chains end now: keep it to check against later.
    pub checkpoint: Checkpoint,
}

pub(crate) async fn run_checks(
    tx: &mut Tx,
    from: Option<i64>,
    checkpoint: Option<&Checkpoint>,
) -> Result<Verification> {
    let mut checks = Vec::with_capacity(CHECKS.len());
    for check in CHECKS {
        let mut rows: Vec<(String,)> = tx.fetch_all(check.sql, vec![]).await?;
        if rows.len() > MAX_LISTED {
            rows.truncate(MAX_LISTED);
            rows.push(("... and more".to_owned(),));
        }
        let mismatches: Vec<String> = rows.into_iter().map(|(m,)| m).collect();
        checks.push(CheckResult { name: check.name, passed: mismatches.is_empty(), mismatches });
    }
    let chains = check_chains(tx, from, checkpoint).await?;
    let checkpoint = chains.checkpoint();
    Ok(Verification { is_consistent: checks.iter().all(|c| c.passed) && chains.holds(), checks, chains, checkpoint })
}

impl Command for VerifyLedgerQuery {
    const NAME: &'static str = "VerifyLedgerQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::JOURNAL_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Verification;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Verification> {
        if self.from_seq.is_some_and(|n| n < 1) {
            return Err(Error::invalid("fromSeq", "must be 1 or more"));
        }
        run_checks(&mut cx.tx, self.from_seq, self.checkpoint.as_ref()).await
    }
}
