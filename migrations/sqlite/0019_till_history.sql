-- A till's transactions (GetTellerTillTransactionListQuery) by either end of
-- the movement, in the list's order, so a till's history is read without the
-- rest of the table.
CREATE INDEX transactions_by_till ON transactions (till_id, created_at, id) WHERE till_id IS NOT NULL;
CREATE INDEX transactions_by_to_till ON transactions (to_till_id, created_at, id) WHERE to_till_id IS NOT NULL;
