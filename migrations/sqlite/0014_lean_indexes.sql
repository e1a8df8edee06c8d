-- The hot path writes fewer index entries: indexes over columns that most
-- rows leave NULL cover only the rows that set them (a settled deposit's
-- vault is NULL, and so is the GL line's deposit account). Every query on
-- these columns names a value, which implies NOT NULL, so the partial
-- indexes still serve them. (The UNIQUE constraints on the idempotency key
-- and the reversal link are part of their tables here; PostgreSQL narrows
-- them too.)
DROP INDEX transactions_by_vault;
CREATE INDEX transactions_by_vault ON transactions (vault_id, created_at) WHERE vault_id IS NOT NULL;
DROP INDEX journal_entries_by_deposit;
CREATE INDEX journal_entries_by_deposit ON journal_entries (deposit_account_id, booking_date) WHERE deposit_account_id IS NOT NULL;
