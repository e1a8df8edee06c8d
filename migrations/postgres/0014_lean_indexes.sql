-- The hot path writes fewer index entries: indexes over columns that most
-- rows leave NULL cover only the rows that set them. A settled deposit wrote
-- 27 index entries; these take out four (its vault, idempotency key and
-- reversal link are NULL, and so is the GL line's deposit account). Every
-- query on these columns names a value, which implies NOT NULL, so the
-- partial indexes still serve them.
DROP INDEX transactions_by_vault;
CREATE INDEX transactions_by_vault ON transactions (vault_id, created_at) WHERE vault_id IS NOT NULL;
ALTER TABLE transactions DROP CONSTRAINT transactions_maker_id_idempotency_key_key;
CREATE UNIQUE INDEX transactions_idempotency ON transactions (maker_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
ALTER TABLE journal_transactions DROP CONSTRAINT journal_transactions_reversal_of_id_key;
CREATE UNIQUE INDEX journal_transactions_reversal_of ON journal_transactions (reversal_of_id) WHERE reversal_of_id IS NOT NULL;
DROP INDEX journal_entries_by_deposit;
CREATE INDEX journal_entries_by_deposit ON journal_entries (deposit_account_id, booking_date) WHERE deposit_account_id IS NOT NULL;
