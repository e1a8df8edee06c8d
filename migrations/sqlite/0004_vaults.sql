-- Vaults: a branch's cash stock in one currency, kept in a vault cash asset GL
-- account and counted by denomination. Two more universal transaction types
-- move cash without a customer account: till transfers and vault transactions.

CREATE TABLE vaults (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    vault_code    TEXT NOT NULL UNIQUE,
    branch_id     INTEGER NOT NULL REFERENCES branches (id),
    currency      TEXT NOT NULL,
    -- The vault cash asset GL account; one vault per GL account, so that the
    -- inventory and the GL balance can be held equal.
    gl_account_id INTEGER NOT NULL UNIQUE REFERENCES gl_accounts (id),
    -- Set by the opening count (or at creation when the GL balance is zero);
    -- from then on the inventory total equals the GL balance.
    counted_at    TEXT,
    counted_by    TEXT,
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
);
CREATE INDEX vaults_by_branch ON vaults (branch_id, currency);

CREATE TABLE vault_inventory (
    vault_id           INTEGER NOT NULL REFERENCES vaults (id),
    denomination_minor INTEGER NOT NULL CHECK (denomination_minor > 0),
    count              INTEGER NOT NULL CHECK (count >= 0),
    PRIMARY KEY (vault_id, denomination_minor)
);

-- Till transfers: till_id is the source till, to_till_id the destination.
-- Vault transactions: vault_id and till_id, direction TO_TILL or FROM_TILL, and
-- the denominations moved as JSON {"<denomination in minor units>": count}.
ALTER TABLE transactions ADD COLUMN to_till_id INTEGER REFERENCES tills (id);
ALTER TABLE transactions ADD COLUMN vault_id INTEGER REFERENCES vaults (id);
ALTER TABLE transactions ADD COLUMN direction TEXT CHECK (direction IN ('TO_TILL', 'FROM_TILL'));
ALTER TABLE transactions ADD COLUMN denominations TEXT;
CREATE INDEX transactions_by_vault ON transactions (vault_id, created_at);

INSERT INTO reversal_windows (transaction_type, window_name, max_hours, requires_approval, approver_role, requires_detailed_justification) VALUES
    ('TILL_TRANSFER', 'SAME_DAY', 24, 0, NULL, 0),
    ('TILL_TRANSFER', 'NEXT_DAY', 48, 1, 'Branch Manager', 0),
    ('TILL_TRANSFER', 'AGED', 720, 1, 'Regional Manager', 1),
    ('VAULT_TRANSACTION', 'SAME_DAY', 24, 0, NULL, 0),
    ('VAULT_TRANSACTION', 'NEXT_DAY', 48, 1, 'Branch Manager', 0),
    ('VAULT_TRANSACTION', 'AGED', 720, 1, 'Regional Manager', 1);
