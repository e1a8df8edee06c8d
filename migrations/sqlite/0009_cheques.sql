-- Cheque transactions: the cheque register, what each cheque changed, and the
-- holiday calendar clearing dates skip. Every cheque rides on a universal
-- transaction (transactions.id), which carries its approval.

CREATE TABLE cheques (
    id                     INTEGER PRIMARY KEY AUTOINCREMENT,
    txn_id                 INTEGER NOT NULL UNIQUE REFERENCES transactions (id),
    kind                   TEXT NOT NULL CHECK (kind IN ('DEPOSIT', 'WITHDRAWAL')),
    state                  TEXT NOT NULL CHECK (state IN ('PENDING', 'UNCLEARED', 'CLEARED', 'BOUNCED', 'CANCELLED', 'COMPLETED', 'REVERSED')),
    account_id             INTEGER NOT NULL REFERENCES deposit_accounts (id),
    amount_minor           INTEGER NOT NULL CHECK (amount_minor > 0),
    currency               TEXT NOT NULL,
    cheque_number          TEXT NOT NULL,
    drawer_bank            TEXT,
    drawer_account         TEXT NOT NULL,
    payee                  TEXT,
    cheque_date            TEXT NOT NULL,
    clearing_class         TEXT,
    expected_clearing_date TEXT,
    -- The hold on the uncleared funds of a deposit in clearing.
    hold_id                INTEGER REFERENCES account_holds (id),
    clearing_journal_id    INTEGER REFERENCES journal_transactions (id),
    fee_journal_id         INTEGER REFERENCES journal_transactions (id),
    fee_minor              INTEGER NOT NULL DEFAULT 0,
    notes                  TEXT,
    reason                 TEXT,
    created_by             TEXT NOT NULL,
    created_at             TEXT NOT NULL,
    cleared_on             TEXT,
    closed_at              TEXT,
    updated_at             TEXT NOT NULL
);
-- A cheque number is presented once per drawer account; a bounced cheque may be re-presented.
CREATE UNIQUE INDEX cheques_unique_number ON cheques (drawer_account, cheque_number) WHERE state <> 'BOUNCED';
CREATE INDEX cheques_by_account ON cheques (account_id, created_at);
CREATE INDEX cheques_due ON cheques (state, expected_clearing_date, id);

CREATE TABLE cheque_impacts (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    cheque_id    INTEGER NOT NULL REFERENCES cheques (id),
    action       TEXT NOT NULL,
    entity_type  TEXT NOT NULL,
    entity_id    TEXT NOT NULL,
    field_name   TEXT NOT NULL,
    old_value    TEXT,
    new_value    TEXT,
    delta_minor  INTEGER,
    recorded_at  TEXT NOT NULL
);
CREATE INDEX cheque_impacts_by_cheque ON cheque_impacts (cheque_id, id);

CREATE TABLE cheque_holidays (
    holiday TEXT PRIMARY KEY,
    name    TEXT NOT NULL
);

INSERT INTO reversal_windows (transaction_type, window_name, max_hours, requires_approval, approver_role, requires_detailed_justification) VALUES
    ('CHEQUE_DEPOSIT', 'SAME_DAY', 24, 0, NULL, 0),
    ('CHEQUE_DEPOSIT', 'NEXT_DAY', 48, 1, 'Branch Manager', 0),
    ('CHEQUE_DEPOSIT', 'AGED', 720, 1, 'Regional Manager', 1),
    ('CHEQUE_WITHDRAWAL', 'SAME_DAY', 24, 0, NULL, 0),
    ('CHEQUE_WITHDRAWAL', 'NEXT_DAY', 48, 1, 'Branch Manager', 0),
    ('CHEQUE_WITHDRAWAL', 'AGED', 720, 1, 'Regional Manager', 1);
