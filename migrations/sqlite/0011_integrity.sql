-- Every hold names what owns it. The account-hold commands release only
-- liens; a pending transaction's hold and an uncleared cheque's hold are
-- released only by their own state machines.
ALTER TABLE account_holds ADD COLUMN owner TEXT NOT NULL DEFAULT 'LIEN'
    CHECK (owner IN ('LIEN', 'TRANSACTION', 'CHEQUE'));
UPDATE account_holds SET owner = 'TRANSACTION'
    WHERE reason LIKE 'pending %' OR id IN (SELECT hold_id FROM transactions WHERE hold_id IS NOT NULL);
UPDATE account_holds SET owner = 'CHEQUE'
    WHERE reason LIKE 'uncleared cheque %' OR id IN (SELECT hold_id FROM cheques WHERE hold_id IS NOT NULL);

-- One live disbursement per loan: a second PENDING or SETTLED one, however
-- concurrent, is refused by the database itself. A reversed or cancelled one
-- frees the loan for the next.
CREATE UNIQUE INDEX transactions_one_live_disbursement ON transactions (loan_id)
    WHERE loan_id IS NOT NULL AND state IN ('PENDING', 'SETTLED');

-- One Open till per teller and currency, however concurrent the openings.
CREATE UNIQUE INDEX tills_one_open_per_teller ON tills (teller_id, currency) WHERE status = 'Open';
