-- A settled deposit's two statements as the bank sends them to PostgreSQL
-- (migration 35; copied from its statement log, `log_statement = all`), for
-- pgbench to replay with nothing of the bank around them: the lean account
-- read and the one write that commits itself. Values are inlined. The
-- references are the clock's microseconds and the client: unique and rising,
-- as the bank's time-ordered keys are, so their indexes grow at one end. The
-- write's guard on the row version read is left out (pgbench cannot carry a
-- value from one statement to the next). Client c deposits into account
-- c + 1: run `bank bench deposits --clients N` on the database first, so
-- accounts 1 .. N and the bench's GL accounts 1 and 2 exist. Used by
-- bench/ceiling.sh. Since the account copies (txn/copies.rs) a server's
-- second and later deposits into an account send the write alone: this
-- replay, read and write, is what a deposit with no copy costs.
\set aid :client_id + 1
SELECT a.id, a.account_number, a.encoded_key, a.client_id, c.name AS client_name, a.branch_id,
    a.currency AS currency_code, a.tier, a.gl_account_id, a.state, a.created_at, a.book_balance_minor, a.hold_minor,
    a.credit_hold_minor, (SELECT version FROM config_version) AS config_version, c.app_profiles AS holder_profiles,
    nextval('transactions_id_seq') AS next_txn_id,
    (SELECT u.token_version FROM users u WHERE u.id = 1 AND u.active) AS actor_token_version, a.xmin::text AS row_version
    FROM deposit_accounts a JOIN clients c ON c.id = a.client_id WHERE a.id = :aid;
WITH j AS (INSERT INTO journal_transactions (transaction_id, encoded_key, transaction_type, booking_date, value_date, created_at, currency, branch_id, user_id, user_name, user_key, notes, total_minor, entry_count, reversal_of_id) VALUES (to_hex((extract(epoch FROM clock_timestamp()) * 1000000)::bigint) || '-' || :client_id, to_hex((extract(epoch FROM clock_timestamp()) * 1000000)::bigint) || '-' || :client_id || 'k', 2, now(), now(), now(), 'NGN', 1, 1, 'admin', 'k', 'bench', 10000, 2, NULL) RETURNING id, transaction_id),
    l AS (INSERT INTO journal_entries (journal_transaction_id, gl_account_id, entry_type, amount_minor, currency, branch_id, reference, deposit_account_id, booking_date) SELECT j.id, v.* FROM j CROSS JOIN (VALUES (1::bigint, 1::bigint, 10000::bigint, 'NGN', 1::bigint, 'ref', NULL::bigint, now()), (2, 2, 10000, 'NGN', 1, 'ref', :aid, now())) AS v RETURNING 1),
    r0 AS (INSERT INTO transactions (transaction_id, transaction_type, state, account_id, loan_id, till_id, amount_minor, currency, narration, channel, maker_id, maker_name, idempotency_key, required_approvals, approver_role, created_at, expires_at, settled_at, awaits_customer, hold_kind, hold_id, journal_id, id, request_hash, first_answer) SELECT j.transaction_id, 'DEPOSIT', 'SETTLED', :aid, NULL, NULL, 10000, 'NGN', 'bench', 'BRANCH', 1, 'admin', NULL, 0, NULL, now(), NULL, now(), false, NULL, NULL, j.id, nextval('transactions_id_seq'), NULL, NULL FROM j RETURNING id),
    r1 AS (UPDATE deposit_accounts SET book_balance_minor = book_balance_minor + 10000, updated_at = now() WHERE id = :aid AND NOT EXISTS (SELECT 1 FROM accounting_periods WHERE reopened_at IS NULL AND closed_through >= now()::date) RETURNING id),
    w0 AS (INSERT INTO transaction_audit (event_type, occurred_at, user_id, user_name, role, action, transaction_id, transaction_type, amount_minor, previous_state, new_state, notes, balance_impact, ip_address, user_agent, branch_id, branch_name) VALUES ('TransactionInitiated', now(), 1, 'admin', 'Admin', 'INITIATE', 'x', 'DEPOSIT', 10000, NULL, 'SETTLED', 'bench', '{"accountNumber":"7557333049","holdAmount":0.0,"newBalance":100.0,"previousBalance":0.0}', '127.0.0.1', 'bank-cli/0.1.0', NULL, (SELECT name FROM branches WHERE id = NULL))),
    w1 AS (INSERT INTO activities (user_id, user_name, user_key, activity_type, command, description, ip_address, user_agent, occurred_at, entity_type, entity_id, entity_key, entity_reference, success, error_message, request_id) VALUES (1, 'admin', 'k', 'Transaction', 'InitiateDeposit', 'settled deposit of 100.00 NGN on account 7557333049', '127.0.0.1', 'bank-cli/0.1.0', now(), 'Transaction', 6, 'x', 'x', true, NULL, NULL))
SELECT id, (SELECT COUNT(*) FROM l), LEAST((SELECT COUNT(*) FROM r0), (SELECT COUNT(*) FROM r1)), COALESCE((SELECT id FROM r0), 0) FROM j WHERE bank_unchanged((SELECT COUNT(*) FROM l) = 2 AND LEAST((SELECT COUNT(*) FROM r0), (SELECT COUNT(*) FROM r1)) = 1);
