-- A transaction that asked for its customer's signature says so on its row,
-- so an approval reads the self-service authorisation only when there is one
-- (every other approval saves that statement).
ALTER TABLE transactions ADD COLUMN awaits_customer INTEGER NOT NULL DEFAULT 0;
UPDATE transactions SET awaits_customer = 1 WHERE id IN (SELECT transaction_id FROM transaction_authorizations);
