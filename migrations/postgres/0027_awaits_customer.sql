-- A transaction that asked for its customer's signature says so on its row,
-- so an approval reads the self-service authorisation only when there is one
-- (every other approval saves that statement).
ALTER TABLE transactions ADD COLUMN awaits_customer BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE transactions SET awaits_customer = TRUE WHERE id IN (SELECT transaction_id FROM transaction_authorizations);
