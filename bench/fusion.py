#!/usr/bin/env python3
"""pgbench scripts replaying K settled deposits per PostgreSQL transaction.

What a settled deposit writes (the journal, its two lines, the transaction row,
the balance, the audit row and the activity record, after one locked read of the
account with its settings), as `bank bench deposits` sends it since the settle
became 4 statements, with the values inlined. Four shapes, to tell what sharing
costs apart from what fusing saves:

  single   one deposit per transaction: what the bank does today
  shared   K deposits in one transaction, each its own two statements
  cte      K deposits in one transaction: one locked read of the K accounts and
           one statement holding K copies of the deposit's write parts
  rows     K deposits in one transaction: one locked read and one statement
           writing each table once with K rows (multi-row INSERTs)

Client c of pgbench deposits into accounts c*K+1 .. c*K+K (ids of a fresh bank
database after `bank bench deposits --clients 16`), so no two clients contend.
Usage: fusion.py SHAPE K [--savepoints]  (writes the script to stdout)
"""

import re
import sys

LOCK = """SELECT a.id, a.account_number, a.book_balance_minor, a.hold_minor, t.amount_threshold_minor,
 ag.gl_code, cg.id AS c_id, x.value, z.value, c.app_profiles, nextval('transactions_id_seq') AS next_txn_id,
 (SELECT u.token_version FROM users u WHERE u.id = 1 AND u.active) AS tv
 FROM deposit_accounts a JOIN clients c ON c.id = a.client_id JOIN gl_accounts ag ON ag.id = a.gl_account_id
 LEFT JOIN approval_thresholds t ON t.transaction_type = 'DEPOSIT' AND t.channel = 'BRANCH' AND t.account_tier = a.tier
 LEFT JOIN settings s ON s.key = 'txn.cash_gl.' || a.currency
 LEFT JOIN gl_accounts cg ON cg.id = CASE WHEN s.value ~ '^[0-9]{1,18}$' THEN s.value::bigint END
 LEFT JOIN settings x ON x.key = 'txn.pending_expiry_hours' LEFT JOIN settings z ON z.key = 'time_zone'
 WHERE a.id %s ORDER BY a.id FOR UPDATE OF a;"""

IMPACT = '{"accountNumber":"0","holdAmount":0.0,"newBalance":1.0,"previousBalance":0.0}'


def journal_values(accounts):
    return ",\n ".join(
        "(md5(random()::text), md5(random()::text), 2, now(), now(), now(), 'NGN', 1::bigint, 1::bigint,"
        f" 'admin', 'k', 'bench', 10000::bigint, 2::bigint, NULL::bigint, {a}::bigint)"
        for a in accounts
    )


def writes(accounts):
    """One statement writing a deposit into each of `accounts` (multi-row)."""
    return f"""WITH jv(transaction_id, encoded_key, transaction_type, booking_date, value_date, created_at, currency,
   branch_id, user_id, user_name, user_key, notes, total_minor, entry_count, reversal_of_id, acct) AS (VALUES {journal_values(accounts)}),
 j AS (INSERT INTO journal_transactions (transaction_id, encoded_key, transaction_type, booking_date, value_date, created_at,
   currency, branch_id, user_id, user_name, user_key, notes, total_minor, entry_count, reversal_of_id)
   SELECT transaction_id, encoded_key, transaction_type, booking_date, value_date, created_at, currency, branch_id, user_id,
   user_name, user_key, notes, total_minor, entry_count, reversal_of_id FROM jv RETURNING id, transaction_id),
 jj AS (SELECT j.id, jv.acct, j.transaction_id FROM j JOIN jv USING (transaction_id)),
 l AS (INSERT INTO journal_entries (journal_transaction_id, gl_account_id, entry_type, amount_minor, currency, branch_id,
   reference, deposit_account_id, booking_date)
   SELECT jj.id, v.gl, v.et, 10000, 'NGN', 1, 'ref', CASE WHEN v.et = 2 THEN jj.acct END, now()
   FROM jj CROSS JOIN (VALUES (2::bigint, 2::bigint), (1::bigint, 1::bigint)) AS v(gl, et) RETURNING 1),
 r0 AS (INSERT INTO transactions (transaction_id, transaction_type, state, account_id, amount_minor, currency, narration,
   channel, maker_id, maker_name, required_approvals, created_at, settled_at, awaits_customer, journal_id, id)
   SELECT jj.transaction_id, 'DEPOSIT', 'SETTLED', jj.acct, 10000, 'NGN', 'bench', 'BRANCH', 1, 'admin', 0, now(), now(),
   false, jj.id, nextval('transactions_id_seq') FROM jj RETURNING id),
 r1 AS (UPDATE deposit_accounts d SET book_balance_minor = book_balance_minor + 10000, updated_at = now() FROM jj
   WHERE d.id = jj.acct AND NOT EXISTS (SELECT 1 FROM accounting_periods WHERE reopened_at IS NULL
   AND closed_through >= CURRENT_DATE) RETURNING d.id),
 w0 AS (INSERT INTO transaction_audit (event_type, occurred_at, user_id, user_name, role, action, transaction_id,
   transaction_type, amount_minor, previous_state, new_state, notes, balance_impact, branch_id, branch_name)
   SELECT 'TransactionInitiated', now(), 1, 'admin', 'Admin', 'INITIATE', jj.transaction_id, 'DEPOSIT', 10000, NULL,
   'SETTLED', 'bench', '{IMPACT}', 1, (SELECT name FROM branches WHERE id = 1) FROM jj),
 w1 AS (INSERT INTO activities (user_id, user_name, user_key, activity_type, command, description, occurred_at,
   entity_type, entity_id, entity_key, entity_reference, success)
   SELECT 1, 'admin', 'k', 'Transaction', 'InitiateDeposit', 'settled deposit of 100.00 NGN', now(), 'Transaction', 1,
   jj.transaction_id, jj.transaction_id, true FROM jj)
SELECT (SELECT COUNT(*) FROM j), (SELECT COUNT(*) FROM l), (SELECT COUNT(*) FROM r0), (SELECT COUNT(*) FROM r1);"""


def lock(accounts):
    where = f"= {accounts[0]}" if len(accounts) == 1 else "IN (" + ", ".join(accounts) + ")"
    return LOCK % where


def copies(accounts):
    """One statement holding one deposit's write parts per account, renamed apart."""
    parts, counts = [], []
    for i, account in enumerate(accounts):
        head = writes([account]).split("\nSELECT (SELECT COUNT(*) FROM j)")[0].removeprefix("WITH ")
        for name in ("jv", "jj", "j", "l", "r0", "r1", "w0", "w1"):
            head = re.sub(rf"\b{name}\b(?=[ (.,)\n]|$)", f"{name}_{i}", head)
        parts.append(head)
        counts.append(f"(SELECT COUNT(*) FROM l_{i})")
    return "WITH " + ",\n ".join(parts) + "\nSELECT " + " + ".join(counts) + ";"


def script(shape, k, savepoints):
    accounts = [f"(:client_id*{k}+{i + 1})" for i in range(k)]
    if shape == "single":
        body = [lock(accounts[:1]), writes(accounts[:1])]
    elif shape == "shared":
        body = []
        for account in accounts:
            member = [lock([account]), writes([account])]
            body += ["SAVEPOINT m;", *member, "RELEASE m;"] if savepoints else member
    elif shape == "cte":
        body = [lock(accounts), copies(accounts)]
    elif shape == "rows":
        body = [lock(accounts), writes(accounts)]
    else:
        raise SystemExit(f"unknown shape {shape}: single, shared, cte or rows")
    return "\n".join(["BEGIN;", *body, "COMMIT;"]) + "\n"


if __name__ == "__main__":
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    sys.stdout.write(script(sys.argv[1], int(sys.argv[2]), "--savepoints" in sys.argv[3:]))
